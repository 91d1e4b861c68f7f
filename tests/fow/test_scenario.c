/*
 * The scenario file (OF-G2, OF-D5): errors name file:line:column; unknown
 * keys, bad values and off-table teams are refused.
 */
#include <stdio.h>

#include "fow_test.h"

#define HEAD "ruleset: fow\nunits: inch\ntable: {width: 48, depth: 48}\n"
#define SIDES                                                                                  \
    "companies:\n"                                                                             \
    "  - {player: 0, platoons: [{type: stug_g_platoon, teams: [{at: [10, 10]}]}]}\n"          \
    "  - {player: 1, platoons: [{type: stug_g_platoon, teams: [{at: [10, 40]}]}]}\n"

static void refused(const char *yaml, const char *where, const char *what)
{
    wg_error err;
    assert_int_equal(fow_new_fails(yaml, &err), WG_EPARSE);
    if (!strstr(err.message, where) || !strstr(err.message, what))
        fail_msg("message '%s' lacks '%s' or '%s'", err.message, where, what);
}

static void unknown_keys_are_errors_with_line_and_column(void **state)
{
    (void)state;
    refused(HEAD "colour: red\n" SIDES, "test.yaml:4:1", "unknown key 'colour'");
    refused(HEAD "companies:\n"
            "  - {player: 0, platoons: [{type: stug_g_platoon, teams: [{at: [10, 10], speed: 3}]}]}\n"
            "  - {player: 1, platoons: [{type: stug_g_platoon, teams: [{at: [10, 40]}]}]}\n",
            "test.yaml:5:", "unknown key 'speed'");
}

/* OF-G2: the scenario says inch or cm. */
static void of_g2_units_are_required_and_checked(void **state)
{
    (void)state;
    refused("ruleset: fow\ntable: {width: 48, depth: 48}\n" SIDES, "test.yaml", "missing key 'units'");
    refused("ruleset: fow\nunits: furlong\ntable: {width: 48, depth: 48}\n" SIDES, "test.yaml:2:8",
            "furlong");
}

static void bad_values_are_refused(void **state)
{
    (void)state;
    refused(HEAD "companies:\n"
            "  - {player: 0, platoons: [{type: stug_g_platoon, teams: [{at: [60, 10]}]}]}\n"
            "  - {player: 1, platoons: [{type: stug_g_platoon, teams: [{at: [10, 40]}]}]}\n",
            "test.yaml:5:", "off the table");
    refused(HEAD "companies:\n"
            "  - {player: 0, platoons: [{type: panzer_iv_platoon, teams: [{at: [10, 10]}]}]}\n"
            "  - {player: 1, platoons: [{type: stug_g_platoon, teams: [{at: [10, 40]}]}]}\n",
            "test.yaml:5:", "unknown platoon type");
    refused(HEAD "terrain: [{kind: area, points: [[0, 0], [1, 1]]}]\n" SIDES, "test.yaml:4:",
            "at least 3 points");
    refused(HEAD "companies:\n"
            "  - {player: 0, platoons: [{type: stug_g_platoon, teams: [{at: [10, 10], turret: 30}]}]}\n"
            "  - {player: 1, platoons: [{type: stug_g_platoon, teams: [{at: [10, 40]}]}]}\n",
            "test.yaml:5:", "no turret");
    refused(HEAD "companies:\n"
            "  - {player: 0, platoons: [{type: stug_g_platoon, teams: [{at: [1x, 10]}]}]}\n"
            "  - {player: 1, platoons: [{type: stug_g_platoon, teams: [{at: [10, 40]}]}]}\n",
            "test.yaml:5:", "expected a number");
    refused(HEAD "arsenal: {weapons: {stuk40: {range: [1, 2], rof: 1, anti_tank: 1, firepower: 6}}}\n"
            SIDES, "test.yaml:4:", "already defined");
}

/* Teams are on the table side by side: two on one point would be one model on top of another. */
static void two_teams_on_one_point_are_refused(void **state)
{
    (void)state;
    refused(HEAD "companies:\n"
            "  - {player: 0, platoons: [{type: stug_g_platoon, teams: [{at: [10, 10]}]},\n"
            "                           {type: stug_g_platoon, teams: [{at: [10, 10]}]}]}\n"
            "  - {player: 1, platoons: [{type: stug_g_platoon, teams: [{at: [10, 40]}]}]}\n",
            "test.yaml:6:64", "already stands at this point");
    refused(HEAD "companies:\n"
            "  - {player: 0, platoons: [{type: stug_g_platoon, teams: [{at: [10, 10]}]}]}\n"
            "  - {player: 1, platoons: [{type: stug_g_platoon, teams: [{at: [10.0, 10]}]}]}\n",
            "test.yaml:6:", "already stands at this point");
    /* a destroyed team has left the table: another may stand where it fell */
    wg_game_free(fow_new(HEAD "companies:\n"
                         "  - {player: 0, platoons: [{type: stug_g_platoon, teams: [{at: [10, 10]}, "
                         "{type: stug_g, at: [10, 40], destroyed: true}]}]}\n"
                         "  - {player: 1, platoons: [{type: stug_g_platoon, teams: [{at: [10, 40]}]}]}\n"));
}

/* OF-X13: a scenario may not set a team's base on top of another's; bases that touch may
 * stand. StuG G bases are 30mm wide and 60mm deep, both facing up the table. */
static void of_x13_overlapping_bases_are_refused(void **state)
{
    (void)state;
    refused("ruleset: fow\nunits: cm\ntable: {width: 120, depth: 120}\n"
            "companies:\n"
            "  - {player: 0, platoons: [{type: stug_g_platoon, teams: [{at: [10, 10]},\n"
            "                                                         {at: [10, 15.9]}]}]}\n"
            "  - {player: 1, platoons: [{type: stug_g_platoon, teams: [{at: [10, 100]}]}]}\n",
            "test.yaml:6:", "StuG G 2's base would be on top of StuG G 1's: bases may not "
                             "overlap (OF-X13)");
    wg_game_free(fow_new("ruleset: fow\nunits: cm\ntable: {width: 120, depth: 120}\n"
                         "companies:\n"
                         "  - {player: 0, platoons: [{type: stug_g_platoon, teams: [{at: [10, 10]},\n"
                         "      {at: [10, 16]}, {at: [13, 10]}]}]}\n"
                         "  - {player: 1, platoons: [{type: stug_g_platoon, teams: [{at: [10, 100]}]}]}\n"));
}

/* A facing (or a turret) is an angle in degrees from 0 to 360 (360 is 0). */
static void facings_outside_a_turn_are_refused(void **state)
{
    (void)state;
    refused(HEAD "companies:\n"
            "  - {player: 0, platoons: [{type: stug_g_platoon, teams: [{at: [10, 10], facing: 1000}]}]}\n"
            "  - {player: 1, platoons: [{type: stug_g_platoon, teams: [{at: [10, 40]}]}]}\n",
            "test.yaml:5:82", "expected degrees from 0 to 360");
    refused(HEAD "companies:\n"
            "  - {player: 0, platoons: [{type: stug_g_platoon, teams: [{at: [10, 10], facing: 360.5}]}]}\n"
            "  - {player: 1, platoons: [{type: stug_g_platoon, teams: [{at: [10, 40]}]}]}\n",
            "test.yaml:5:82", "360");
    refused(HEAD "companies:\n"
            "  - {player: 0, platoons: [{type: stug_g_platoon, teams: [{at: [10, 10], facing: -90}]}]}\n"
            "  - {player: 1, platoons: [{type: stug_g_platoon, teams: [{at: [10, 40]}]}]}\n",
            "test.yaml:5:82", "360");
    wg_game_free(fow_new(HEAD "companies:\n"
                         "  - {player: 0, platoons: [{type: stug_g_platoon, teams: [{at: [10, 10], facing: 360}]}]}\n"
                         "  - {player: 1, platoons: [{type: stug_g_platoon, teams: [{at: [10, 40]}]}]}\n"));
}

/* A company with no team on the table could never fight, nor be beaten (OF-W1). */
static void a_company_without_teams_is_refused(void **state)
{
    (void)state;
    refused(HEAD "companies:\n"
            "  - {player: 0, platoons: [{type: stug_g_platoon, teams: [{at: [10, 10]}]}]}\n"
            "  - {player: 1, platoons: []}\n",
            "test.yaml:6:5", "player 1 (player 1) has no team");
    refused(HEAD "companies:\n"
            "  - {player: 0, name: Kampfgruppe, platoons: [{type: stug_g_platoon, "
            "teams: [{at: [10, 10], destroyed: true}]}]}\n"
            "  - {player: 1, platoons: [{type: stug_g_platoon, teams: [{at: [10, 40]}]}]}\n",
            "test.yaml:5:5", "player 0 (Kampfgruppe) has no team that is not destroyed");
}

/* OF-G1: decimal positions become whole tenths of a millimetre. */
static void of_g1_decimal_positions_round_to_table_units(void **state)
{
    (void)state;
    wg_game *g = fow_new("ruleset: fow\nunits: cm\ntable: {width: 120, depth: 120}\n"
                         "companies:\n"
                         "  - {player: 0, platoons: [{type: stug_g_platoon, teams: [{at: [10.25, 3.333], facing: 45.5}]}]}\n"
                         "  - {player: 1, platoons: [{type: stug_g_platoon, teams: [{at: [10, 40]}]}]}\n");
    wg_fow_team_info t = WG_FOW_TEAM_INFO_INIT;
    assert_int_equal(wg_fow_team(g, 0, &t), WG_OK);
    assert_int_equal(t.x, 1025);
    assert_int_equal(t.y, 333);
    assert_int_equal(t.facing, 45500);
    assert_string_equal(wg_game_ruleset(g), "fow");
    assert_string_equal(wg_game_unit_kind_name(g, 0), "StuG G");
    wg_game_free(g);
}

/* A second platoon of the same type does not repeat the first's team names: events,
 * refusals and prompts name teams. The first platoon's names are as before (type and
 * place); the second's numbers go on from the first free one. A name the scenario
 * gives is kept. */
static void two_platoons_of_a_type_have_different_team_names(void **state)
{
    (void)state;
    wg_game *g = fow_new("ruleset: fow\nunits: inch\ntable: {width: 48, depth: 48}\n"
                         "companies:\n"
                         "  - {player: 0, platoons: [\n"
                         "    {type: british_sherman_platoon, teams: [{at: [10, 5]}, {at: [14, 5]}]},\n"
                         "    {type: british_sherman_platoon, teams: [{at: [20, 5]},\n"
                         "      {at: [24, 5], name: Fury}, {at: [28, 5]}]}]}\n"
                         "  - {player: 1, platoons: [{type: stug_g_platoon, teams: [{at: [10, 40]}]}]}\n");
    static const char *const want[] = { "Sherman V 1", "Sherman V 2", "Sherman V 3", "Fury",
                                        "Sherman V 4", "StuG G 1" };
    assert_int_equal(wg_game_unit_count(g), 6);
    for (int i = 0; i < 6; i++)
        assert_string_equal(wg_game_unit_name(g, i), want[i]);
    wg_game_free(g);
}

static void shipped_scenarios_load(void **state)
{
    (void)state;
    const char *files[] = { "fow-tank-duel.yaml", "fow-skirmish.yaml" };
    for (int k = 0; k < 2; k++) {
        char path[512];
        snprintf(path, sizeof path, "%s/%s", FOW_SCENARIOS, files[k]);
        wg_game *g = NULL;
        wg_error err;
        assert_int_equal(wg_game_open(&g, path, 7, NULL, &err), WG_OK);
        wg_game_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(unknown_keys_are_errors_with_line_and_column),
        cmocka_unit_test(of_g2_units_are_required_and_checked),
        cmocka_unit_test(bad_values_are_refused),
        cmocka_unit_test(two_teams_on_one_point_are_refused),
        cmocka_unit_test(of_x13_overlapping_bases_are_refused),
        cmocka_unit_test(facings_outside_a_turn_are_refused),
        cmocka_unit_test(a_company_without_teams_is_refused),
        cmocka_unit_test(of_g1_decimal_positions_round_to_table_units),
        cmocka_unit_test(two_platoons_of_a_type_have_different_team_names),
        cmocka_unit_test(shipped_scenarios_load),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
