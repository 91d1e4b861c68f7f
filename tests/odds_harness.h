/*
 * The checks of exact odds (wg_odds_action) that the battle rulesets'
 * tests share (tests/mob/test_odds.c, tests/m44/test_odds.c): the promises
 * wargame.h makes of every wg_odds, the face sequences of a brute-force
 * enumeration, the comparison of its tally with the odds, and refusals.
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
/* Sequence number c of 6^dice as faces 1..6, the first die the lowest base-6 digit. */
void odds_faces(uint64_t c, int dice, int *faces);
/* The outcome with this kind and value, or -1. */
int odds_index(const wg_odds *o, int kind, int value);
/* Each outcome's num equals tally[i], the face sequences seen to give it. */
void odds_same_as_tally(const wg_odds *o, const uint64_t *tally);
/* wg_odds_action refuses `a` with `status`, a message, count 0, den 0, and changes nothing. */
void odds_refused(const wg_game *g, wg_action a, int status);
/*
 * Microseconds per wg_odds_action(g, a) over `queries` queries, each of
 * which must succeed with the same count; *o holds the last odds.
 */
double odds_query_us(const wg_game *g, wg_action a, int queries, wg_odds *o);
/* count[i] of `games` seeded plays gave outcome i: each within `sigmas` deviations of exact. */
void odds_within_sigmas(const wg_odds *o, const int *count, int games, double sigmas);

#endif
