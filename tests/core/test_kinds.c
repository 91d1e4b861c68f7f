/*
 * Decision kinds in the core, on the test-only "race" ruleset: the top
 * frame's kind names the decision, and the core refuses, once for every
 * ruleset, an answer whose type the kind does not take or whose unused
 * fields are set, with the refusal the rulesets gave before
 * ("not a legal answer now: <the action described>").
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "race.h"

static const char race_yaml[] = "ruleset: race\ngoal: 12\nplayers: [Ann, Bob]\n";

static wg_game *new_race(void)
{
    wg_game *g = NULL;
    wg_error err;
    assert_int_equal(wg_game_new_with(&g, &race_ruleset, race_yaml, strlen(race_yaml), "race",
                                      1, NULL, &err),
                     WG_OK);
    return g;
}

static wg_action answer(int type, int unit)
{
    wg_action a;
    wg_action_init(&a, type);
    a.unit = unit;
    return a;
}

/* The action is refused in the core's words, and nothing changes. */
static void refused_as_before(wg_game *g, const wg_action *a)
{
    char line[200], want[256];
    uint64_t before = wg_game_hash(g);
    wg_action_describe(g, a, line, sizeof line);
    snprintf(want, sizeof want, "not a legal answer now: %s", line);
    assert_int_equal(wg_game_check(g, a), WG_EILLEGAL);
    assert_string_equal(wg_game_last_error(g), want);
    assert_int_equal(wg_game_apply(g, a), WG_EILLEGAL);
    assert_string_equal(wg_game_last_error(g), want);
    assert_true(wg_game_hash(g) == before);
}

static void the_runners_turn_is_named_race_turn(void **state)
{
    (void)state;
    wg_game *g = new_race();
    wg_decision d;
    assert_int_equal(wg_game_decision(g, &d), WG_OK);
    assert_int_equal(d.kind, 1);
    assert_string_equal(wg_decision_kind_name(g, &d), "race.turn");
    assert_null(wg_decision_kind_name(NULL, &d));
    assert_null(wg_decision_kind_name(g, NULL));
    d.kind = 99; /* a kind the ruleset does not have */
    assert_null(wg_decision_kind_name(g, &d));
    wg_game_free(g);
}

static void an_answer_type_the_turn_does_not_take_is_refused(void **state)
{
    (void)state;
    wg_game *g = new_race();
    wg_action choose = answer(WG_ACT_CHOOSE, -1);
    choose.value = 1; /* the dodge's answer, not the turn's */
    refused_as_before(g, &choose);
    wg_action fire = answer(WG_ACT_FIRE, 0);
    refused_as_before(g, &fire);
    wg_game_free(g);
}

static void an_unused_field_set_is_refused(void **state)
{
    (void)state;
    wg_game *g = new_race();
    wg_action stay = answer(WG_ACT_STAY, 0);
    assert_int_equal(wg_game_check(g, &stay), WG_OK);
    stay.value = 3; /* STAY uses the unit only */
    refused_as_before(g, &stay);
    wg_action pass = answer(WG_ACT_PASS, 0); /* PASS names no unit */
    refused_as_before(g, &pass);
    pass = answer(WG_ACT_PASS, -1);
    pass.card = 2;
    refused_as_before(g, &pass);
    wg_game_free(g);
}

static void an_agents_trial_leaves_the_last_error_alone(void **state)
{
    (void)state;
    wg_game *g = new_race();
    wg_action bad = answer(WG_ACT_FIRE, 0), good = answer(WG_ACT_STAY, 0);
    assert_int_equal(wg_game_apply(g, &bad), WG_EILLEGAL);
    char before[300];
    snprintf(before, sizeof before, "%s", wg_game_last_error(g));
    bad.value = 5;
    assert_int_equal(wg_kind_allows(g, &bad), 0);
    assert_int_equal(wg_kind_allows(g, &good), 1);
    assert_string_equal(wg_game_last_error(g), before);
    wg_game_free(g);
}

static void a_finished_game_asks_nothing(void **state)
{
    (void)state;
    wg_game *g = new_race();
    wg_agent a;
    wg_agent_init(&a, WG_AGENT_RANDOM, 3);
    wg_game_set_agent(g, 0, wg_agent_decide, &a);
    wg_game_set_agent(g, 1, wg_agent_decide, &a);
    assert_int_equal(wg_game_run(g, 0), WG_OK);
    wg_decision d;
    assert_int_equal(wg_game_decision(g, &d), WG_OK);
    assert_int_equal(d.type, WG_DEC_NONE);
    assert_int_equal(d.kind, 0);
    assert_string_equal(wg_decision_kind_name(g, &d), "none");
    wg_action pass = answer(WG_ACT_PASS, -1);
    assert_int_equal(wg_game_check(g, &pass), WG_ESTATE);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_runners_turn_is_named_race_turn),
        cmocka_unit_test(an_answer_type_the_turn_does_not_take_is_refused),
        cmocka_unit_test(an_unused_field_set_is_refused),
        cmocka_unit_test(an_agents_trial_leaves_the_last_error_alone),
        cmocka_unit_test(a_finished_game_asks_nothing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
