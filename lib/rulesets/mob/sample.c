/*
 * The random agent's draw without a listing (wg_ruleset.sample), for the
 * one-hex steps that fill half of a random game. Rejection sampling: every
 * movable unit of the moving side's six neighbours and PASS are the
 * proposals, each legal answer exactly one of them; the first legal
 * proposal is uniform over the legal list. PASS is always legal; after
 * DRAW_TRIES refusals the agent lists instead, uniform too, so the mixture
 * stays exactly uniform.
 */
#include "mob_internal.h"

#define DRAW_TRIES 32

static int draw_move(const wg_game *g, uint64_t rng[4], wg_action *out)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    int movers[WG_MOB_MAX_UNITS], n = 0;
    for (int u = 0; u < s->nunits; u++)
        if (d->unit_side[u] == s->side && mob_rules_moves_left(g, u) > 0)
            movers[n++] = u;
    for (int try = 0; try < DRAW_TRIES; try++) {
        uint32_t k = wg_agent_below(rng, (uint32_t)(6 * n + 1));
        if (k == (uint32_t)(6 * n)) {
            *out = wg_action_make(WG_ACT_PASS);
            return 1;
        }
        int u = movers[k / 6], to = d->board.nb[s->u[u].cell][k % 6];
        if (mob_move_can_step(g, u, to)) {
            *out = wg_action_make(WG_ACT_MOVE);
            out->unit = u;
            out->x = d->board.hex[to].q;
            out->y = d->board.hex[to].r;
            return 1;
        }
    }
    return 0;
}

int mob_sample(const wg_game *g, uint64_t rng[4], wg_action *out)
{
    const wg_frame *f = wg_ctop(g);
    if (!f || wg_ccore(g)->over || f->kind != MOB_K_MOVE)
        return 0;
    return draw_move(g, rng, out);
}
