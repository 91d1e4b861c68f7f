#include "start_harness.h"

int sh_at_start(const wg_game *g)
{
    wg_decision d;
    wg_action a[2];
    return wg_game_decision(g, &d) == WG_OK && d.type == WG_DEC_SETUP &&
           wg_game_legal_actions(g, a, 2) == 1 && a[0].type == WG_ACT_PASS;
}

int sh_pass_start(wg_game *g)
{
    if (!sh_at_start(g))
        return WG_OK;
    wg_action pass;
    wg_action_init(&pass, WG_ACT_PASS);
    return wg_game_apply(g, &pass);
}
