/*
 * The random agent's draw of a one-hex step without a listing, shared by
 * m44 and mob (the move kind's sample): the proposals of wg_draw_rejecting are
 * every mover's six neighbours, with PASS as the closing answer. The ruleset
 * gathers the movers (hexcc_movers); each proposal asks its may_step.
 */
#include "hexcc.h"

typedef struct step_draw {
    const wg_game *g;
    const hexcc_board *b;
    const hexcc_movers *m;
    hexcc_may_step may_step;
} step_draw;

static int try_step(const void *ctx, int k, wg_action *out)
{
    const step_draw *c = ctx;
    int u = c->m->unit[k / 6], to = c->b->nb[c->m->cell[k / 6]][k % 6];
    if (!c->may_step(c->g, u, to))
        return 0;
    *out = wg_action_make(WG_ACT_MOVE);
    out->unit = u;
    out->x = c->b->hex[to].q;
    out->y = c->b->hex[to].r;
    return 1;
}

int hexcc_draw_step(const wg_game *g, const hexcc_board *b, const hexcc_movers *m,
                    hexcc_may_step may_step, uint64_t rng[4], wg_action *out)
{
    step_draw c = { g, b, m, may_step };
    return wg_draw_rejecting(rng, 6 * m->n, WG_ACT_PASS, try_step, &c, out);
}
