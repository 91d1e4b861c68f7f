/* The shared checks of exact odds (see odds_harness.h). */
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <string.h>
#include <cmocka.h>

#include "odds_harness.h"

uint64_t odds_pow6(int n)
{
    uint64_t d = 1;
    while (n-- > 0)
        d *= 6;
    return d;
}

static int in_order(const wg_odds_outcome *p, const wg_odds_outcome *q)
{
    return p->kind < q->kind || (p->kind == q->kind && (uint32_t)p->value < (uint32_t)q->value);
}

void odds_well_formed(const wg_odds *o, int dice, int unit, int part)
{
    assert_int_equal(o->attacks, 1);
    assert_true(o->den == odds_pow6(dice));
    assert_true(o->count >= 1 && o->count <= WG_ODDS_MAX);
    uint64_t sum = 0;
    for (int i = 0; i < o->count; i++) {
        const wg_odds_outcome *oc = &o->outcome[i];
        assert_true(oc->num > 0);
        assert_int_equal(oc->unit, unit);
        assert_int_equal(oc->part, part);
        sum += oc->num;
        if (i > 0)
            assert_true(in_order(&o->outcome[i - 1], oc));
    }
    assert_true(sum == o->den);
}

/* Sequence number c of 6^dice as faces 1..6, the first die the lowest base-6 digit. */
static void odds_faces(uint64_t c, int dice, int *faces)
{
    for (int i = 0; i < dice; i++, c /= 6)
        faces[i] = (int)(c % 6) + 1;
}

int odds_index(const wg_odds *o, int kind, int value)
{
    for (int i = 0; i < o->count; i++)
        if (o->outcome[i].kind == kind && o->outcome[i].value == value)
            return i;
    return -1;
}

/* Each outcome's num equals tally[i], the face sequences seen to give it. */
static void odds_same_as_tally(const wg_odds *o, const uint64_t *tally)
{
    for (int i = 0; i < o->count; i++)
        if (tally[i] != o->outcome[i].num)
            fail_msg("outcome %d (kind %d value 0x%x): %llu of %llu by brute force, odds say %llu",
                     i, (int)o->outcome[i].kind, (unsigned)o->outcome[i].value,
                     (unsigned long long)tally[i], (unsigned long long)o->den,
                     (unsigned long long)o->outcome[i].num);
}

typedef struct sequence {
    const odds_brute *b;
    int faces[16];
    int next;
} sequence;

static int sequence_roll(void *payload, const wg_game *g, const wg_roll *roll)
{
    sequence *q = payload;
    (void)g;
    assert_int_equal(roll->sides, 6);
    int past = q->next >= q->b->dice;
    int face = q->b->other ? q->b->other(q->b->ctx, roll, past) : 0;
    if (face)
        return face;
    return past ? -1 : q->faces[q->next++]; /* -1: more dice than the odds said */
}

void odds_brute_force(const wg_game *g, wg_action a, const odds_brute *b, const wg_odds *o)
{
    uint64_t tally[WG_ODDS_MAX] = { 0 };
    assert_true(b->dice >= 0 && b->dice <= 16);
    for (uint64_t c = 0; c < o->den; c++) {
        sequence q = { b, { 0 }, 0 };
        odds_faces(c, b->dice, q.faces);
        wg_game *k = NULL;
        assert_int_equal(wg_game_clone(&k, g), WG_OK);
        assert_int_equal(wg_game_set_dice(k, sequence_roll, &q), WG_OK);
        int from = wg_game_log_count(k);
        b->apply(k, a);
        if (!b->partial)
            assert_int_equal(q.next, b->dice); /* every die the odds counted was rolled */
        int32_t kind, value;
        b->observe(k, from, b->ctx, &kind, &value);
        int i = odds_index(o, kind, value);
        if (i < 0)
            fail_msg("faces %llu (base 6) gave kind %d value 0x%x, not in the odds",
                     (unsigned long long)c, (int)kind, (unsigned)value);
        tally[i]++;
        wg_game_free(k);
    }
    odds_same_as_tally(o, tally);
}

void odds_refused(const wg_game *g, wg_action a, int status)
{
    uint64_t h = wg_game_hash(g);
    wg_odds o = WG_ODDS_INIT;
    assert_int_equal(wg_odds_action(g, &a, &o), status);
    assert_int_equal(o.count, 0);
    assert_true(o.den == 0);
    assert_true(strlen(wg_game_last_error(g)) > 0);
    assert_true(wg_game_hash(g) == h);
}

void odds_query_repeats(const wg_game *g, wg_action a, int queries, wg_odds *o)
{
    *o = (wg_odds)WG_ODDS_INIT;
    assert_int_equal(wg_odds_action(g, &a, o), WG_OK);
    for (int i = 1; i < queries; i++) {
        wg_odds again = WG_ODDS_INIT;
        assert_int_equal(wg_odds_action(g, &a, &again), WG_OK);
        assert_true(again.den == o->den);
        assert_int_equal(again.count, o->count);
        assert_int_equal(again.attacks, o->attacks);
        assert_memory_equal(again.outcome, o->outcome, sizeof o->outcome[0] * (size_t)o->count);
    }
}

void odds_within_sigmas(const wg_odds *o, const int *count, int games, double sigmas)
{
    for (int k = 0; k < o->count; k++) {
        double p = wg_odds_p(o, k), f = (double)count[k] / games;
        double sigma = sqrt(p * (1 - p) / games);
        if (fabs(f - p) > sigmas * sigma)
            fail_msg("outcome %d: %.4f seen, %.4f exact: more than %.0f sigma", k, f, p, sigmas);
    }
}
