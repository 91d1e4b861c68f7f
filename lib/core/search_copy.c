/*
 * The search agent's copies: what a simulation may know of the game, and
 * the random answers it samples where a list is too long to take whole.
 */
#include <string.h>

#include "game_internal.h"
#include "search_internal.h"

/*
 * wg_game_clone_for's copy (lib/core/hidden.c), made in place: the state
 * byte for byte (no allocation: one copy serves every simulation of a
 * decision), then the dice to come reseeded and what `player` cannot see
 * (an m44 deck and the other hand) redrawn by wg_hide_from, as clone_for
 * does, so the copy is the one
 * wg_game_clone_for(&copy, g, player, seed) would give.
 */
int search_determinize(wg_game *copy, const wg_game *g, int player, uint64_t seed)
{
    if (copy->sh != g->sh)
        return WG_EINVAL;
    memcpy(copy->head.state, g->head.state, g->sh->state_size);
    copy->head.zero_from = g->head.zero_from;
    wg_hide_from(copy, player, seed);
    return WG_OK;
}

int search_sample(const wg_game *c, uint64_t rng[4], wg_action *out)
{
    if (wg_kind_sample(c, rng, out))
        return WG_OK;
    int n = wg_game_legal_actions(c, NULL, 0);
    if (n <= 0)
        return WG_ESTATE;
    wg_sink one = { out, 0, 0, (int)wg_agent_pick(rng, (uint32_t)n), NULL, 0 };
    wg_list_legal(c, &one);
    return WG_OK;
}
