/*
 * The random agent is uniform over the legal answers, in every shipped
 * scenario. A ruleset may draw without listing (rejection sampling in the
 * ogre defenders' movement); this holds it to the same promise as the plain
 * listing: every answer it gives is legal, and every legal answer comes out
 * equally often.
 *
 * Method: play seeded random games; at some decisions with 2..MAX_LIST
 * answers, ask a separate random agent DRAWS_PER times the list's length
 * and compare the counts with the uniform expectation (Pearson's chi-square,
 * n - 1 degrees of freedom). Each decision must pass a loose bound (mean
 * plus 6 standard deviations), and the sum over all decisions of a
 * scenario a tighter one, which catches a small bias that repeats (say one
 * answer drawn twice as often). Then wg_game_run, which applies the random
 * agent's answers unchecked, is held to the same game stepped by hand with
 * every answer checked.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "wargame/wargame.h"

#define MAX_LIST 160       /* longer lists cost too many draws to test */
#define DRAWS_PER 40       /* expected count of each answer */
#define CHECKS 24          /* decisions tested per scenario */
#define GAMES 6

typedef struct tally {
    double chi2, dof;      /* summed over the decisions tested */
    int checks;
} tally;

static int index_of(const wg_action *list, int n, const wg_action *a)
{
    for (int i = 0; i < n; i++)
        if (memcmp(&list[i], a, sizeof *a) == 0)
            return i;
    return -1;
}

/* x <= mean + k standard deviations of a chi-square with dof degrees. */
static int chi2_within(double x, double dof, double k)
{
    double over = x - dof;
    return over <= 0 || over * over <= k * k * 2.0 * dof;
}

/* Draw from the random agent at the game's current decision; add to the tally. */
static void test_decision(const wg_game *g, uint64_t seed, const char *name, tally *t)
{
    wg_action list[MAX_LIST];
    static int count[MAX_LIST];
    int n = wg_game_legal_actions(g, list, MAX_LIST);
    wg_decision d;
    wg_game_decision(g, &d);
    wg_agent agent;
    assert_int_equal(wg_agent_init(&agent, WG_AGENT_RANDOM, seed), WG_OK);
    memset(count, 0, sizeof count);
    int draws = DRAWS_PER * n;
    for (int i = 0; i < draws; i++) {
        wg_action a;
        assert_int_equal(wg_agent_decide(&agent, g, &d, &a), WG_OK);
        int k = index_of(list, n, &a);
        if (k < 0) {
            char line[200];
            wg_action_describe(g, &a, line, sizeof line);
            fail_msg("%s: the random agent answered outside the legal list: %s", name, line);
        }
        count[k]++;
    }
    double chi2 = 0;
    for (int i = 0; i < n; i++) {
        double dev = count[i] - (double)DRAWS_PER;
        chi2 += dev * dev / DRAWS_PER;
        if (count[i] == 0) /* probability e^-40 for a uniform draw */
            fail_msg("%s: legal answer %d of %d never drawn in %d draws", name, i, n, draws);
    }
    if (!chi2_within(chi2, n - 1, 6.0))
        fail_msg("%s: chi-square %.1f with %d degrees of freedom", name, chi2, n - 1);
    t->chi2 += chi2;
    t->dof += n - 1;
    t->checks++;
}

/* Play random games, testing every few decisions with a list short enough. */
static void test_scenario(const char *file)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", SCENARIO_DIR, file);
    tally t = { 0, 0, 0 };
    for (int game = 0; game < GAMES && t.checks < CHECKS; game++) {
        wg_options o = WG_OPTIONS_INIT;
        o.flags = WG_OPT_NO_LOG | WG_OPT_NO_HISTORY;
        wg_game *g;
        wg_error err;
        if (wg_game_open(&g, path, 1000 + (uint64_t)game, &o, &err) != WG_OK)
            fail_msg("%s: %s", file, err.message);
        wg_agent player;
        wg_agent_init(&player, WG_AGENT_RANDOM, (uint64_t)game);
        wg_decision d;
        for (int step = 0; wg_game_decision(g, &d) == WG_OK && d.type != WG_DEC_NONE; step++) {
            int n = wg_game_legal_actions(g, NULL, 0);
            if (step % 7 == 0 && n >= 2 && n <= MAX_LIST && t.checks < CHECKS)
                test_decision(g, (uint64_t)step * 31 + (uint64_t)game, file, &t);
            wg_action a;
            assert_int_equal(wg_agent_decide(&player, g, &d, &a), WG_OK);
            assert_int_equal(wg_game_apply(g, &a), WG_OK);
        }
        wg_game_free(g);
    }
    assert_true(t.checks > 0);
    if (!chi2_within(t.chi2, t.dof, 4.0))
        fail_msg("%s: summed chi-square %.1f with %.0f degrees of freedom over %d decisions",
                 file, t.chi2, t.dof, t.checks);
}

/*
 * wg_game_run applies the random agent's answers without checking them
 * again (they are legal by construction): the same game stepped by hand,
 * every answer through wg_game_apply's check, must accept each one and end
 * in the same state.
 */
static void test_run_matches_checked_steps(const char *file)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", SCENARIO_DIR, file);
    for (uint64_t seed = 1; seed <= 3; seed++) {
        wg_game *run, *stepped;
        wg_error err;
        if (wg_game_open(&run, path, seed, NULL, &err) != WG_OK)
            fail_msg("%s: %s", file, err.message);
        assert_int_equal(wg_game_clone(&stepped, run), WG_OK);
        wg_agent a[2], b[2];
        for (int p = 0; p < 2; p++) {
            wg_agent_init(&a[p], WG_AGENT_RANDOM, seed * 2 + (uint64_t)p);
            wg_agent_init(&b[p], WG_AGENT_RANDOM, seed * 2 + (uint64_t)p);
            assert_int_equal(wg_game_set_agent(run, p, wg_agent_decide, &a[p]), WG_OK);
        }
        assert_int_equal(wg_game_run(run, 0), WG_OK);
        wg_decision d;
        int steps = 0;
        while (wg_game_decision(stepped, &d) == WG_OK && d.type != WG_DEC_NONE) {
            wg_action act;
            assert_int_equal(wg_agent_decide(&b[d.player], stepped, &d, &act), WG_OK);
            if (wg_game_apply(stepped, &act) != WG_OK)
                fail_msg("%s seed %d step %d: %s", file, (int)seed, steps,
                         wg_game_last_error(stepped));
            steps++;
        }
        assert_true(wg_game_hash(run) == wg_game_hash(stepped));
        assert_int_equal(wg_game_history_count(run), wg_game_history_count(stepped));
        wg_game_free(run);
        wg_game_free(stepped);
    }
}

#define SCENARIO_TEST(fn, file)                                                            \
    static void fn(void **state)                                                           \
    {                                                                                      \
        (void)state;                                                                       \
        test_scenario(file);                                                               \
        test_run_matches_checked_steps(file);                                              \
    }

SCENARIO_TEST(ogre_basic, "ogre-basic.yaml")
SCENARIO_TEST(m44_base, "m44-base.yaml")
SCENARIO_TEST(m44_opfire, "m44-opfire.yaml")
SCENARIO_TEST(mob_crossroads, "mob-crossroads.yaml")
SCENARIO_TEST(mob_skirmish, "mob-skirmish.yaml")
SCENARIO_TEST(fow_skirmish, "fow-skirmish.yaml")
SCENARIO_TEST(fow_tank_duel, "fow-tank-duel.yaml")
SCENARIO_TEST(fow_free_for_all, "fow-free-for-all.yaml")
SCENARIO_TEST(fow_knife_fight, "fow-knife-fight.yaml")
SCENARIO_TEST(fow_doodlebug, "fow-doodlebug.yaml")

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(ogre_basic),
        cmocka_unit_test(m44_base),
        cmocka_unit_test(m44_opfire),
        cmocka_unit_test(mob_crossroads),
        cmocka_unit_test(mob_skirmish),
        cmocka_unit_test(fow_skirmish),
        cmocka_unit_test(fow_tank_duel),
        cmocka_unit_test(fow_free_for_all),
        cmocka_unit_test(fow_knife_fight),
        cmocka_unit_test(fow_doodlebug),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
