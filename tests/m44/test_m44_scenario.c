/*
 * The m44 scenario file: what loads and what is refused, with
 * file:line:column. A scenario that would load into a nonsense game (a
 * side with nothing to fight with, a turn limit of no turns) is refused.
 */
#include <stdio.h>
#include <string.h>

#include "m44_test.h"

#define HEAD "ruleset: m44\nname: test\n"
#define BOARD "board: {columns: 13, rows: 9}\n"
#define SIDES "sides: [{name: Allies}, {name: Axis}]\n"
#define BOTH_UNITS                                                                             \
    "units:\n"                                                                                 \
    "  - {side: 0, type: infantry, at: [3, 7]}\n"                                              \
    "  - {side: 1, type: armor, at: [3, 1]}\n"

/* The scenario is refused at `where` ("test.yaml:L:C") with a message holding `what`. */
static void refused(const char *yaml, const char *where, const char *what)
{
    wg_game *g = NULL;
    wg_error err;
    assert_int_equal(wg_game_new(&g, yaml, strlen(yaml), "test.yaml", 1, NULL, &err), WG_EPARSE);
    assert_null(g);
    if (strncmp(err.message, where, strlen(where)) != 0 || !strstr(err.message, what))
        fail_msg("expected '%s ... %s', got '%s'", where, what, err.message);
}

static wg_game *loads(const char *yaml)
{
    wg_game *g = NULL;
    wg_error err;
    if (wg_game_new(&g, yaml, strlen(yaml), "test.yaml", 1, NULL, &err) != WG_OK)
        fail_msg("refused: %s", err.message);
    return g;
}

static void a_plain_scenario_loads_with_the_terrain_and_unit_tables(void **state)
{
    (void)state;
    wg_game *g = loads(HEAD BOARD SIDES BOTH_UNITS);
    wg_unit_info u = WG_UNIT_INFO_INIT;
    assert_int_equal(wg_game_unit(g, 0, &u), WG_OK);
    assert_int_equal(u.strength, 4); /* a full infantry unit: units.yaml */
    assert_int_equal(wg_game_unit(g, 1, &u), WG_OK);
    assert_int_equal(u.strength, 3);
    wg_game_free(g);
}

/* M44-B10: a side with no unit cannot lose a medal; the game would end only at the turn limit */
static void a_side_without_units_is_refused(void **state)
{
    (void)state;
    refused(HEAD BOARD SIDES "units:\n  - {side: 0, type: infantry, at: [3, 7]}\n",
            "test.yaml:6:3", "side 1 (Axis) has no unit");
    refused(HEAD BOARD SIDES "units:\n  - {side: 1, type: infantry, at: [3, 1]}\n",
            "test.yaml:6:3", "side 0 (Allies) has no unit");
}

static void an_empty_unit_list_is_refused(void **state)
{
    (void)state;
    refused(HEAD BOARD SIDES "units: []\n", "test.yaml:5:8", "side 0 (Allies) has no unit");
}

/* No turn_limit means no limit; 0 would be a second way to say it, or a game of no turns. */
static void a_turn_limit_of_zero_is_refused(void **state)
{
    (void)state;
    refused(HEAD "turn_limit: 0\n" BOARD SIDES BOTH_UNITS, "test.yaml:3:13",
            "expected an integer from 1 to 100000");
    wg_game_free(loads(HEAD "turn_limit: 1\n" BOARD SIDES BOTH_UNITS));
}

static void bad_values_name_their_place(void **state)
{
    (void)state;
    refused(HEAD "medals: 0\n" BOARD SIDES BOTH_UNITS, "test.yaml:3:9", "from 1 to 99");
    refused(HEAD "colour: red\n" BOARD SIDES BOTH_UNITS, "test.yaml:3:1", "unknown key 'colour'");
    refused(HEAD BOARD "sides: [{name: Allies, hand: 11}, {name: Axis}]\n" BOTH_UNITS,
            "test.yaml:4:30", "from 1 to 10");
    refused(HEAD BOARD SIDES "units:\n  - {side: 0, type: cavalry, at: [3, 7]}\n"
            "  - {side: 1, type: armor, at: [3, 1]}\n",
            "test.yaml:6:21", "expected one of: infantry, armor, artillery");
    refused(HEAD BOARD SIDES "units:\n  - {side: 0, type: armor, at: [3, 7], figures: 4}\n"
            "  - {side: 1, type: armor, at: [3, 1]}\n",
            "test.yaml:6:49", "from 1 to 3");
    refused(HEAD BOARD SIDES BOTH_UNITS "deck: [{key: x, kind: probe}]\n", "test.yaml:8:8",
            "a section card needs its section");
    refused(HEAD BOARD SIDES BOTH_UNITS "deck: [{key: x, count: 9}]\n", "test.yaml:8:8",
            "missing key 'kind' (the key 'x' is not a kind)");
}

/* deck.yaml: a card whose key is a kind needs no `kind:`, and one copy needs no `count:` */
static void a_card_key_that_is_a_kind_gives_the_kind(void **state)
{
    (void)state;
    wg_game *g = loads(HEAD "shuffle: false\n" BOARD "sides: [{name: Allies, hand: 1}, "
                       "{name: Axis, hand: 1}]\n" BOTH_UNITS
                       "deck: [{key: air_power}, {key: barrage, count: 2}, {key: ambush}]\n");
    assert_int_equal(wg_m44_card_kind_of(g, 0), WG_M44_CARD_AIR_POWER);
    assert_int_equal(wg_m44_card_kind_of(g, 1), WG_M44_CARD_BARRAGE);
    assert_int_equal(wg_m44_card_kind_of(g, 2), WG_M44_CARD_BARRAGE);
    assert_int_equal(wg_m44_card_kind_of(g, 3), WG_M44_CARD_AMBUSH);
    assert_int_equal(wg_m44_card_section(g, 3), WG_M44_ANY);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_plain_scenario_loads_with_the_terrain_and_unit_tables),
        cmocka_unit_test(a_side_without_units_is_refused),
        cmocka_unit_test(an_empty_unit_list_is_refused),
        cmocka_unit_test(a_turn_limit_of_zero_is_refused),
        cmocka_unit_test(bad_values_name_their_place),
        cmocka_unit_test(a_card_key_that_is_a_kind_gives_the_kind),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
