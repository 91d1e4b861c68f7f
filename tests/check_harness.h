/*
 * A ruleset's own `check` against its legal list, the part every ruleset's
 * tests/<ruleset>/test_check.c shares: play seeded random games and, at
 * every step, hand the position to the ruleset's perturbation function,
 * which calls ch_expect for each action it makes up. An action must be
 * accepted exactly when it is in the list (field by field, as the core
 * compares actions), and a refusal must be WG_EILLEGAL with the core's own
 * message, "not a legal answer now: <the action described>".
 */
#ifndef WG_TEST_CHECK_HARNESS_H
#define WG_TEST_CHECK_HARNESS_H

#include <stddef.h>
#include <stdint.h>

#include "wargame/wargame.h"

typedef struct ch_tally {
    long steps, accepted, perturbed, perturbed_legal;
    long kinds[WG_ACT_FIRE + 8]; /* listed actions by type */
} ch_tally;

/* Checks one position: `list` holds its `n` legal actions. */
typedef void (*ch_position_fn)(const wg_game *g, const wg_action *list, int n, uint64_t seed,
                               long step, ch_tally *t);

ch_tally ch_tally_zero(void);

/* `a` is accepted exactly when it is listed; a refusal carries the core's message. */
void ch_expect(const wg_game *g, const wg_action *list, int n, const wg_action *a,
               uint64_t seed, long step, ch_tally *t);

/*
 * One random game of the scenario `text` (seed `seed`), checked at every
 * step by `position`; at the end, with the game over, check says WG_ESTATE.
 */
void ch_play(const char *text, size_t len, const char *name, uint64_t seed,
             ch_position_fn position, ch_tally *t);

/* One line: positions, listed actions by type, perturbed ones. */
void ch_report(const char *what, const ch_tally *t);

#endif
