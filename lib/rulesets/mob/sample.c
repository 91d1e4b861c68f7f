/*
 * The random agent's draw without a listing (the move kind's sample), for the
 * one-hex steps that fill half of a random game: the moving side's units
 * with moves left step by hexcc's shared rejection sampling
 * (hexcc_draw_step), exactly uniform over the legal list.
 */
#include "mob_internal.h"

int mob_sample(const wg_game *g, uint64_t rng[4], wg_action *out)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    hexcc_movers m;
    m.n = 0; /* the arrays are filled as far as n: no need to clear them */
    int side = s->side, n = side >= 0 ? d->nside_units[side] : 0;
    for (int k = 0; k < n; k++) {
        int u = d->side_unit[side][k];
        const mob_unit *x = &s->u[u];
        int alive = x->cell >= 0;
        /* mob_rules_moves_left > 0, with & for && (no branches: see hexcc_movers_add_if) */
        hexcc_movers_add_if(&m, u, x->cell, alive & !x->halted & (x->moved < x->cap));
    }
    return hexcc_draw_step(g, &d->board, &m, mob_move_can_step, rng, out);
}
