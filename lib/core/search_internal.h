/*
 * The search agent's parts (search.c, search_copy.c, search_score.c).
 * Internal to the core.
 */
#ifndef WG_CORE_SEARCH_INTERNAL_H
#define WG_CORE_SEARCH_INTERNAL_H

#include <stdint.h>

#include "wargame/wargame.h"

/* What each side had when the search began: scores are relative to it. */
typedef struct search_base {
    double material[WG_MAX_PLAYERS];
    int32_t score[WG_MAX_PLAYERS];
} search_base;

/*
 * Make `copy` (a clone of g without log or history) a copy of g as
 * `player` may imagine it: what he sees, with the dice to come and what he
 * cannot see (the other hand, the deck) redrawn from `seed`, as
 * wg_game_clone_for does. Every simulation starts here.
 */
int search_determinize(wg_game *copy, const wg_game *g, int player, uint64_t seed);

/* One uniformly random legal answer to c's decision (as the random agent). */
int search_sample(const wg_game *c, uint64_t rng[4], wg_action *out);

/*
 * Play c on with the greedy agents past the tree: rollout_steps actions
 * (-1: to the end), or with 0 the ruleset's default: up to its
 * rollout_turns-th change of player turn (wg_ruleset.rollout_turns, at most
 * 4000 actions), else 40 actions. Stops early when the game ends or an
 * answer fails. Returns the actions played.
 */
int search_rollout(wg_game *c, int32_t rollout_steps, uint64_t rng[4]);

/* Record the material and scores of the root position. */
void search_base_init(const wg_game *g, search_base *b);

/* The position's worth to `player`, 0 (lost) to 1 (won). */
double search_score(const wg_game *c, const search_base *b, int player);

/* wg_agent_decide for WG_AGENT_SEARCH. */
int search_agent_decide(wg_agent *agent, const wg_game *g, const wg_decision *d,
                        wg_action *out);

#endif
