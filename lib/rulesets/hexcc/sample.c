/*
 * The random agent's draw of a one-hex step without a listing, shared by
 * m44 and mob (wg_ruleset.sample). Rejection sampling: the proposals are
 * every mover's six neighbours and the closing PASS, each legal answer
 * exactly one of them, so the first legal proposal is uniform over the
 * legal list. PASS is always legal, which bounds the expected tries; after
 * HEXCC_DRAW_TRIES refusals the agent lists instead, uniform too, so the
 * mixture stays exactly uniform.
 */
#include "hexcc.h"

int hexcc_draw_step(const wg_game *g, const hexcc_board *b, const hexcc_movers *m,
                    int (*may_step)(const wg_game *g, int unit, int to), uint64_t rng[4],
                    wg_action *out)
{
    for (int try = 0; try < HEXCC_DRAW_TRIES; try++) {
        uint32_t k = wg_agent_pick(rng, (uint32_t)(6 * m->n + 1));
        if (k == (uint32_t)(6 * m->n)) {
            *out = wg_action_make(WG_ACT_PASS);
            return 1;
        }
        int u = m->unit[k / 6], to = b->nb[m->cell[k / 6]][k % 6];
        if (may_step(g, u, to)) {
            *out = wg_action_make(WG_ACT_MOVE);
            out->unit = u;
            out->x = b->hex[to].q;
            out->y = b->hex[to].r;
            return 1;
        }
    }
    return 0;
}
