/*
 * Audit checks against the checklist (OG-*): cases the other files leave out.
 */
#include "ogre_test.h"

/* OG-C5: any Ogre weapon destroys a command post automatically, whatever its defence */
static void og_c5_command_post_with_defense_destroyed_automatically(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "splitfire: false\n"
                        "units:\n"
                        "  bunker: {class: command_post, defense: 4}\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: bunker, at: [5, 9]}\n"
                        "  - {type: command_post, at: [11, 0]}\n");
    ot_pass_until(g, WG_OGRE_PLAYER_OGRE, WG_DEC_FIRE);
    ot_dice dice;
    ot_script(g, &dice, 0);
    ot_do(g, ot_ogre_fire(OT_AP1, 1, 0)); /* 1 vs 4 would be below 1:2 */
    wg_ogre_pending_info p = WG_OGRE_PENDING_INFO_INIT;
    assert_int_equal(wg_ogre_pending(g, &p), WG_OK);
    assert_int_equal(p.column, WG_OGRE_ODDS_AUTO);
    wg_action r = ot_resolve();
    wg_odds o = WG_ODDS_INIT;
    assert_int_equal(wg_odds_action(g, &r, &o), WG_OK);
    assert_int_equal(o.count, 1);
    assert_int_equal(o.outcome[0].kind, WG_OGRE_OUTCOME_X);
    int from = ot_mark(g);
    ot_do(g, r);
    ot_script_done(&dice);
    wg_event ev;
    ot_find(g, WG_EV_ATTACK, from, &ev);
    assert_int_equal(ev.value, WG_OGRE_ODDS_AUTO);
    assert_false(ot_alive(g, 1));
    wg_game_free(g);
}

/* OG-C5 with splitfire: a command post with a defence is destroyed by one AP gun in a window */
static void og_c5_command_post_destroyed_in_a_window(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "splitfire: true\n"
                        "units:\n"
                        "  bunker: {class: command_post, defense: 2}\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: bunker, at: [5, 9]}\n"
                        "  - {type: command_post, at: [11, 0]}\n");
    ot_dice dice;
    ot_script(g, &dice, 0);
    ot_do(g, ot_ogre_fire(OT_AP1, 1, 0));
    wg_action m = ot_move(OT_OGRE, 5, 11);
    wg_odds o = WG_ODDS_INIT;
    assert_int_equal(wg_odds_action(g, &m, &o), WG_OK);
    assert_int_equal(o.count, 1);
    assert_int_equal(o.outcome[0].kind, WG_OGRE_OUTCOME_X);
    ot_do(g, m);
    ot_script_done(&dice);
    assert_false(ot_alive(g, 1));
    wg_game_free(g);
}

/* OG-U1: 31 treads is still M3 in splitfire (four points), 15 is M1 */
static void og_u1_thresholds_in_splitfire(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "splitfire: true\n"
                        "ogre: {type: mark3, at: [2, 10], entry_edge: south, treads: 31}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n");
    assert_int_equal(ot_decision(g).count, 3);
    wg_game_free(g);
    g = ot_new(OT_MAP "ogre: {type: mark5, at: [2, 10], entry_edge: south, treads: 20}\n"
               "defenders:\n"
               "  - {type: command_post, at: [11, 0]}\n");
    assert_int_equal(ot_systems(g).movement, 1);
    wg_game_free(g);
    g = ot_new(OT_MAP "ogre: {type: mark5, at: [2, 10], entry_edge: south, treads: 41}\n"
               "defenders:\n"
               "  - {type: command_post, at: [11, 0]}\n");
    assert_int_equal(ot_systems(g).movement, 3);
    wg_game_free(g);
}

/* OG-C3 / OG-X1: a unit disabled in a splitfire window misses the defender turn, recovers in the next */
static void og_t1_disabled_in_window_recovers(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "splitfire: true\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: gev, at: [5, 8]}\n"
                        "  - {type: light_tank, at: [0, 0]}\n");
    ot_dice dice;
    ot_script(g, &dice, 1, 3); /* main 4 vs 2: 2:1, a 3 is D */
    ot_do(g, ot_ogre_fire(OT_MAIN, 2, 0));
    ot_do(g, ot_move(OT_OGRE, 5, 11));
    ot_script_done(&dice);
    assert_true(ot_unit(g, 2).flags & WG_UNIT_DISABLED);
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    assert_false(ot_legal(g, ot_move(2, 5, 7)));
    ot_pass_until(g, WG_OGRE_PLAYER_OGRE, WG_DEC_SPLITFIRE);
    assert_true(ot_unit(g, 2).flags & WG_UNIT_DISABLED); /* OG-X1: out through the Ogre's turn */
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    assert_false(ot_unit(g, 2).flags & WG_UNIT_DISABLED);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(og_c5_command_post_with_defense_destroyed_automatically),
        cmocka_unit_test(og_c5_command_post_destroyed_in_a_window),
        cmocka_unit_test(og_u1_thresholds_in_splitfire),
        cmocka_unit_test(og_t1_disabled_in_window_recovers),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
