/*
 * The dice generator: published test vectors for splitmix64 and
 * xoshiro256**, our seeding, and the fairness of the dice.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "core/game_internal.h"

/* splitmix64 from 0: the vector published with the reference code. */
static void splitmix64_reference_vector(void **state)
{
    (void)state;
    uint64_t x = 0;
    assert_int_equal(wg_splitmix64(&x), UINT64_C(0xe220a8397b1dcdaf));
    assert_int_equal(wg_splitmix64(&x), UINT64_C(0x6e789e6aa1b965f4));
    assert_int_equal(wg_splitmix64(&x), UINT64_C(0x06c45d188009454f));
}

/* xoshiro256** from the state {1, 2, 3, 4}: the published first outputs. */
static void xoshiro_reference_vector(void **state)
{
    (void)state;
    uint64_t s[4] = { 1, 2, 3, 4 };
    const uint64_t want[] = { 11520u, 0u, 1509978240u, UINT64_C(1215971899390074240),
                              UINT64_C(1216172134540287360), UINT64_C(607988272756665600) };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
        assert_int_equal(wg_rng_next(s), want[i]);
}

/* Our seeding (four splitmix64 steps from the game seed): vectors for seeds 0 and 42. */
static void seeded_generator_vectors(void **state)
{
    (void)state;
    uint64_t s[4];
    wg_rng_seed(s, 0);
    assert_int_equal(wg_rng_next(s), UINT64_C(0x99ec5f36cb75f2b4));
    assert_int_equal(wg_rng_next(s), UINT64_C(0xbf6e1f784956452a));
    wg_rng_seed(s, 42);
    assert_int_equal(wg_rng_next(s), UINT64_C(0x15780b2e0c2ec716));
    assert_int_equal(wg_rng_next(s), UINT64_C(0x6104d9866d113a7e));
    assert_int_equal(wg_rng_next(s), UINT64_C(0xae17533239e499a1));
    assert_int_equal(wg_rng_next(s), UINT64_C(0xecb8ad4703b360a1));
}

/* The first twenty d6 of seed 42, as an independent implementation computes them. */
static void d6_sequence_of_seed_42(void **state)
{
    (void)state;
    const int want[20] = { 1, 1, 6, 6, 5, 1, 5, 4, 5, 6, 2, 2, 5, 5, 2, 5, 4, 1, 4, 5 };
    uint64_t s[4];
    wg_rng_seed(s, 42);
    for (int i = 0; i < 20; i++)
        assert_int_equal((int)wg_rng_below(s, 6) + 1, want[i]);
}

/*
 * 600,000 d6 are fair: chi-square with 5 degrees of freedom under 20.5
 * (p = 0.001), over three fixed seeds.
 */
static void d6_are_fair(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        uint64_t s[4];
        long count[6] = { 0 };
        const long n = 600000;
        wg_rng_seed(s, seed);
        for (long i = 0; i < n; i++)
            count[wg_rng_below(s, 6)]++;
        double expected = n / 6.0, chi2 = 0;
        for (int f = 0; f < 6; f++)
            chi2 += (count[f] - expected) * (count[f] - expected) / expected;
        assert_true(chi2 < 20.5);
    }
}

/* Rejection keeps a non-power-of-two range exact: values stay in range for odd sizes. */
static void below_stays_in_range(void **state)
{
    (void)state;
    uint64_t s[4];
    wg_rng_seed(s, 7);
    for (uint32_t n = 1; n < 200; n++)
        for (int i = 0; i < 50; i++)
            assert_true(wg_rng_below(s, n) < n);
}

/* The random agent's pick: in range, fair on d6, and exact where a plain
 * multiply-and-shift is not: for n = 3 * 2^30 every third value would come
 * twice as often (half the draws would be multiples of 3, not a third). */
static void agent_pick_is_exact(void **state)
{
    (void)state;
    uint64_t s[4];
    wg_rng_seed(s, 11);
    for (uint32_t n = 1; n < 200; n++)
        for (int i = 0; i < 50; i++)
            assert_true(wg_agent_pick(s, n) < n);
    long count[6] = { 0 };
    for (long i = 0; i < 600000; i++)
        count[wg_agent_pick(s, 6)]++;
    double chi2 = 0;
    for (int f = 0; f < 6; f++)
        chi2 += (count[f] - 100000.0) * (count[f] - 100000.0) / 100000.0;
    assert_true(chi2 < 20.5);
    const uint32_t n = UINT32_C(3) << 30;
    long thirds = 0, draws = 90000;
    for (long i = 0; i < draws; i++) {
        uint32_t v = wg_agent_pick(s, n);
        assert_true(v < n);
        thirds += v % 3 == 0;
    }
    /* 30,000 expected, standard deviation 141; a biased pick gives 45,000 */
    assert_true(thirds > 29000 && thirds < 31000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(splitmix64_reference_vector),
        cmocka_unit_test(xoshiro_reference_vector),
        cmocka_unit_test(seeded_generator_vectors),
        cmocka_unit_test(d6_sequence_of_seed_42),
        cmocka_unit_test(d6_are_fair),
        cmocka_unit_test(below_stays_in_range),
        cmocka_unit_test(agent_pick_is_exact),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
