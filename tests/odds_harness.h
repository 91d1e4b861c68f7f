/*
 * The checks of exact odds (wg_odds_action) that the rulesets' tests
 * share (tests/{mob,m44,ogre,fow}/test_odds.c): the promises wargame.h
 * makes of every wg_odds, brute force over every face sequence through the
 * dice hook, agreement with seeded play, the same answer to the same
 * question, and refusals.
 * Used inside cmocka tests: a broken promise fails the test.
 */
#ifndef WG_TEST_ODDS_HARNESS_H
#define WG_TEST_ODDS_HARNESS_H

#include <stdint.h>

#include "wargame/wargame.h"

/* 6^n. */
uint64_t odds_pow6(int n);
/*
 * One battle's odds keep wargame.h's promises: attacks 1, den = 6^dice, no
 * outcome of probability 0, the num adding up to den, sorted by kind then
 * value (unsigned), and every outcome on `unit` with `part`.
 */
void odds_well_formed(const wg_odds *o, int dice, int unit, int part);

/* How a suite plays one face sequence and reads what it did (odds_brute_force). */
typedef struct odds_brute {
    int dice; /* the sequences' length: the dice the odds count */
    /* A die's face when it is not the sequence's (another purpose, or past its end), or 0
     * for the sequence's next face; NULL: always the sequence (a die past it fails). */
    int (*other)(void *ctx, const wg_roll *roll, int past);
    void (*apply)(wg_game *k, wg_action a); /* plays the action, failing the test if refused */
    /* The outcome's kind and value, read from what happened since log entry `from`. */
    void (*observe)(const wg_game *k, int from, void *ctx, int32_t *kind, int32_t *value);
    void *ctx;
    int partial; /* the action may roll fewer dice (a sequence's later attacks wasted) */
} odds_brute;
/*
 * Brute force: every sequence of b->dice faces is played through the dice
 * hook on a clone of g; each must give an outcome of `o` (the odds of `a` on
 * g), roll every die of its sequence (unless b->partial), and the tallies
 * must equal the num.
 */
void odds_brute_force(const wg_game *g, wg_action a, const odds_brute *b, const wg_odds *o);
/* The outcome with this kind and value, or -1. */
int odds_index(const wg_odds *o, int kind, int value);
/* wg_odds_action refuses `a` with `status`, a message, count 0, den 0, and changes nothing. */
void odds_refused(const wg_game *g, wg_action a, int status);
/*
 * Ask wg_odds_action(g, a) `queries` times: every answer must succeed and be
 * the same to the last field (no hidden state, nothing left over from the
 * query before). *o holds the answer. Query times belong to wgbench, not to
 * tests.
 */
void odds_query_repeats(const wg_game *g, wg_action a, int queries, wg_odds *o);
/* count[i] of `games` seeded plays gave outcome i: each within `sigmas` deviations of exact. */
void odds_within_sigmas(const wg_odds *o, const int *count, int games, double sigmas);

#endif
