/*
 * Odds and the combat results table (OG-C1, OG-C2) and the worked check
 * OG-E4: every cell of the table, through real attacks with forced dice,
 * and every rounding case.
 */
#include "ogre_test.h"

/* OG-C2, as the rule writes it: rows 1:2 .. 4:1, faces 1..6. */
static const int table[5][6] = {
    { WG_OGRE_NE, WG_OGRE_NE, WG_OGRE_NE, WG_OGRE_NE, WG_OGRE_D, WG_OGRE_X },
    { WG_OGRE_NE, WG_OGRE_NE, WG_OGRE_D, WG_OGRE_D, WG_OGRE_X, WG_OGRE_X },
    { WG_OGRE_NE, WG_OGRE_D, WG_OGRE_D, WG_OGRE_X, WG_OGRE_X, WG_OGRE_X },
    { WG_OGRE_D, WG_OGRE_D, WG_OGRE_X, WG_OGRE_X, WG_OGRE_X, WG_OGRE_X },
    { WG_OGRE_D, WG_OGRE_X, WG_OGRE_X, WG_OGRE_X, WG_OGRE_X, WG_OGRE_X },
};

/* Defenders in range of an Ogre at [5, 10]: four heavy tanks (2..5), a light tank (6),
 * one infantry squad (7). */
#define RANGE_SCENARIO OT_MAP "splitfire: false\n"                              \
    "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"                     \
    "defenders:\n"                                                              \
    "  - {type: command_post, at: [11, 0]}\n"                                   \
    "  - {type: heavy_tank, at: [3, 10]}\n"                                     \
    "  - {type: heavy_tank, at: [7, 10]}\n"                                     \
    "  - {type: heavy_tank, at: [5, 8]}\n"                                      \
    "  - {type: heavy_tank, at: [5, 11]}\n"                                     \
    "  - {type: light_tank, at: [4, 11]}\n"                                     \
    "  - {type: infantry, at: [4, 9], squads: 1}\n"

enum { HT1 = 2, HT2, HT3, HT4, LT, INF1 };

static wg_game *at_defender_fire(void)
{
    wg_game *g = ot_new(RANGE_SCENARIO);
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_FIRE);
    return g;
}

/* One defender attack on the Ogre's part with a forced die (0: none expected). */
static wg_event defender_attack(wg_game *g, const int *units, int n, int part, int face,
                                int *column)
{
    ot_dice dice;
    ot_script(g, &dice, face ? 1 : 0, face);
    for (int i = 0; i < n; i++)
        ot_do(g, ot_def_fire(units[i], part));
    int from = ot_mark(g);
    ot_do(g, ot_resolve());
    ot_script_done(&dice);
    wg_event attack, result;
    assert_true(ot_find(g, WG_EV_ATTACK, from, &attack) >= 0);
    assert_true(ot_find(g, WG_EV_RESULT, from, &result) >= 0);
    *column = attack.value;
    assert_int_equal(result.roll, face);
    return result;
}

/* OG-E4, OG-C2: each of the 30 cells, rolled by defenders against the main battery (D4) */
static void og_e4_every_crt_cell_through_an_attack(void **state)
{
    (void)state;
    static const int by_column[5][4] = {
        { LT, -1 }, { HT1, -1 }, { HT1, HT2, -1 }, { HT1, HT2, HT3, -1 }, { HT1, HT2, HT3, HT4 },
    };
    static const int counts[5] = { 1, 1, 2, 3, 4 };
    for (int col = 0; col < 5; col++) {
        for (int face = 1; face <= 6; face++) {
            wg_game *g = at_defender_fire();
            int column;
            wg_event r = defender_attack(g, by_column[col], counts[col], OT_MAIN, face, &column);
            assert_int_equal(column, WG_OGRE_ODDS_1_2 + col);
            assert_int_equal(r.result, table[col][face - 1]);
            assert_int_equal(ot_weapon(g, OT_MAIN).alive, r.result != WG_OGRE_X);
            wg_game_free(g);
        }
    }
}

/* OG-C2: the table function answers every cell as the rule writes it */
static void og_c2_table_function_matches_the_rule(void **state)
{
    (void)state;
    for (int col = 0; col < 5; col++)
        for (int face = 1; face <= 6; face++)
            assert_int_equal(wg_ogre_crt(WG_OGRE_ODDS_1_2 + col, face), table[col][face - 1]);
    assert_int_equal(wg_ogre_crt(WG_OGRE_ODDS_NONE, 6), WG_OGRE_NE);
    assert_int_equal(wg_ogre_crt(WG_OGRE_ODDS_AUTO, 1), WG_OGRE_X);
    assert_int_equal(wg_ogre_crt(WG_OGRE_ODDS_1_1, 7), WG_EINVAL);
    assert_int_equal(wg_ogre_crt(9, 1), WG_EINVAL);
    int32_t sixths[3];
    assert_int_equal(wg_ogre_chances(4, 4, sixths), WG_OK);
    assert_int_equal(sixths[0], 2);
    assert_int_equal(sixths[1], 2);
    assert_int_equal(sixths[2], 2);
    assert_int_equal(wg_ogre_chances(1, 3, sixths), WG_OK);
    assert_int_equal(sixths[0], 6);
    assert_int_equal(wg_ogre_chances(10, 2, sixths), WG_OK);
    assert_int_equal(sixths[2], 6);
}

/* OG-C1, OG-E4: 5 vs 3 rounds down to 1:1 */
static void og_c1_five_vs_three_is_one_to_one(void **state)
{
    (void)state;
    assert_int_equal(wg_ogre_odds(5, 3), WG_OGRE_ODDS_1_1);
    wg_game *g = at_defender_fire();
    int units[2] = { HT1, INF1 }, column;
    wg_event r = defender_attack(g, units, 2, OT_SEC1, 3, &column); /* 4 + 1 vs D3 */
    assert_int_equal(column, WG_OGRE_ODDS_1_1);
    assert_int_equal(r.result, WG_OGRE_D);
    wg_game_free(g);
}

/* OG-C1, OG-E4: 2 vs 3 rounds to 1:2 */
static void og_c1_two_vs_three_is_one_to_two(void **state)
{
    (void)state;
    assert_int_equal(wg_ogre_odds(2, 3), WG_OGRE_ODDS_1_2);
    wg_game *g = at_defender_fire();
    int units[1] = { LT }, column;
    wg_event r = defender_attack(g, units, 1, OT_SEC1, 6, &column);
    assert_int_equal(column, WG_OGRE_ODDS_1_2);
    assert_int_equal(r.result, WG_OGRE_X);
    wg_game_free(g);
}

/* OG-C1, OG-E4: below 1:2 there is no effect and no roll */
static void og_c1_below_one_to_two_no_roll(void **state)
{
    (void)state;
    assert_int_equal(wg_ogre_odds(1, 3), WG_OGRE_ODDS_NONE);
    assert_int_equal(wg_ogre_odds(2, 5), WG_OGRE_ODDS_NONE); /* 1:2.5 rounds to 1:3 */
    wg_game *g = at_defender_fire();
    int units[1] = { INF1 }, column;
    wg_event r = defender_attack(g, units, 1, OT_SEC1, 0, &column); /* 1 vs D3 */
    assert_int_equal(column, WG_OGRE_ODDS_NONE);
    assert_int_equal(r.result, WG_OGRE_NE);
    assert_true(ot_weapon(g, OT_SEC1).alive);
    wg_game_free(g);
}

/* OG-C1, OG-E4: 5:1 or better destroys without a roll; 4:1 still rolls */
static void og_c1_five_to_one_destroys_without_roll(void **state)
{
    (void)state;
    assert_int_equal(wg_ogre_odds(5, 1), WG_OGRE_ODDS_AUTO);
    assert_int_equal(wg_ogre_odds(9, 2), WG_OGRE_ODDS_4_1); /* 4.5:1 rounds down */
    assert_int_equal(wg_ogre_odds(7, 2), WG_OGRE_ODDS_3_1);
    assert_int_equal(wg_ogre_odds(3, 0), WG_OGRE_ODDS_AUTO);
    wg_game *g = ot_new(RANGE_SCENARIO);
    ot_pass_until(g, WG_OGRE_PLAYER_OGRE, WG_DEC_FIRE);
    ot_dice dice;
    ot_script(g, &dice, 1, 1);
    ot_do(g, ot_ogre_fire(OT_MAIN, LT, 0)); /* 4 vs 1: 4:1, rolled */
    int from = ot_mark(g);
    ot_do(g, ot_resolve());
    wg_event ev;
    ot_find(g, WG_EV_ATTACK, from, &ev);
    assert_int_equal(ev.value, WG_OGRE_ODDS_4_1);
    ot_script_done(&dice);
    ot_script(g, &dice, 0);
    ot_do(g, ot_ogre_fire(OT_MISSILE1, LT, 0)); /* 6 vs 1: no roll */
    from = ot_mark(g);
    ot_do(g, ot_resolve());
    ot_script_done(&dice);
    ot_find(g, WG_EV_ATTACK, from, &ev);
    assert_int_equal(ev.value, WG_OGRE_ODDS_AUTO);
    assert_int_equal(ot_count(g, WG_EV_DIE, from), 0);
    assert_false(ot_alive(g, LT));
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(og_e4_every_crt_cell_through_an_attack),
        cmocka_unit_test(og_c2_table_function_matches_the_rule),
        cmocka_unit_test(og_c1_five_vs_three_is_one_to_one),
        cmocka_unit_test(og_c1_two_vs_three_is_one_to_two),
        cmocka_unit_test(og_c1_below_one_to_two_no_roll),
        cmocka_unit_test(og_c1_five_to_one_destroys_without_roll),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
