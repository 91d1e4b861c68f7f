/*
 * The random agent's draw without a listing (the move kind's sample), for the
 * one-hex steps that fill half of a random game: the moving side's units
 * with moves left step by hexcc's shared rejection sampling
 * (hexcc_draw_step), exactly uniform over the legal list.
 */
#include "mob_internal.h"

/* A unit of the side to move with moves left steps (hexcc_mover_cell). */
static int mover_cell(const wg_game *g, int u)
{
    const mob_state *s = mob_cst(g);
    if (mob_cdata(g)->unit_side[u] != s->side || mob_rules_moves_left(g, u) <= 0)
        return -1;
    return s->u[u].cell;
}

int mob_sample(const wg_game *g, uint64_t rng[4], wg_action *out)
{
    return hexcc_draw_step(g, &mob_cdata(g)->board, mob_cst(g)->nunits, mover_cell,
                           mob_move_can_step, rng, out);
}
