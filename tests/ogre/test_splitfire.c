/*
 * Splitfire (OG-S1..S9) and the worked checks OG-E1..E3: declaration
 * windows before each movement point, the declared attacks resolved in
 * order on what is left of their targets, then the declared move.
 */
#include <string.h>

#include "ogre_test.h"

/* Ogre at [5, 10]; infantry (3 squads, unit 2) adjacent at [5, 9]. */
#define E1_SCENARIO OT_MAP "splitfire: true\n"                                  \
    "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"                     \
    "defenders:\n"                                                              \
    "  - {type: command_post, at: [11, 0]}\n"                                   \
    "  - {type: infantry, at: [5, 9], squads: 3}\n"

enum { CP = 1, INF = 2 };

/* The seed's example: secondary then one AP gun at the stack, then a move away. */
static wg_game *e1_declare(ot_dice *dice, int n, int f1, int f2)
{
    wg_game *g = ot_new(E1_SCENARIO);
    ot_script(g, dice, n, f1, f2);
    ot_do(g, ot_ogre_fire(OT_SEC1, INF, 0));
    ot_do(g, ot_ogre_fire(OT_AP1, INF, 0));
    return g;
}

/* OG-E1: secondary misses -> the AP attack is 1:3, wasted, no roll */
static void og_e1_secondary_misses_ap_wasted_at_one_to_three(void **state)
{
    (void)state;
    ot_dice dice;
    wg_game *g = e1_declare(&dice, 1, 1, 0);
    int from = ot_mark(g);
    ot_do(g, ot_move(OT_OGRE, 5, 11));
    ot_script_done(&dice);
    assert_int_equal(dice.asked[0].need, 3); /* 3 vs 3 is 1:1 */
    wg_event ev;
    int first = ot_find(g, WG_EV_ATTACK, from, &ev);
    assert_int_equal(ev.weapon, OT_SEC1);
    assert_int_equal(ev.value, WG_OGRE_ODDS_1_1);
    int second = ot_find(g, WG_EV_ATTACK, first + 1, &ev);
    assert_int_equal(ev.weapon, OT_AP1);
    assert_int_equal(ev.extra, 1);
    assert_int_equal(ev.result, 3);
    assert_int_equal(ev.value, WG_OGRE_ODDS_NONE);
    ot_find(g, WG_EV_RESULT, second, &ev);
    assert_int_equal(ev.result, WG_OGRE_NE);
    assert_int_equal(ev.roll, 0);
    assert_int_equal(ot_unit(g, INF).strength, 3);
    assert_int_equal(ot_weapon(g, OT_AP1).fired, 1);
    wg_game_free(g);
}

/* OG-E1: secondary rolls X -> the AP attack is wasted on nothing */
static void og_e1_secondary_destroys_stack_ap_wasted_on_nothing(void **state)
{
    (void)state;
    ot_dice dice;
    wg_game *g = e1_declare(&dice, 1, 5, 0);
    int from = ot_mark(g);
    ot_do(g, ot_move(OT_OGRE, 5, 11));
    ot_script_done(&dice);
    assert_false(ot_alive(g, INF));
    assert_int_equal(ot_count(g, WG_EV_ATTACK, from), 1);
    wg_event ev;
    assert_true(ot_find(g, WG_EV_WASTED, from, &ev) >= 0);
    assert_int_equal(ev.weapon, OT_AP1);
    assert_int_equal(ev.target, INF);
    assert_int_equal(ot_weapon(g, OT_AP1).fired, 1);
    wg_game_free(g);
}

/* OG-E1: secondary rolls D -> the AP rolls at 1:2 against the two survivors */
static void og_e1_secondary_disrupts_ap_rolls_one_to_two_vs_two_squads(void **state)
{
    (void)state;
    ot_dice dice;
    wg_game *g = e1_declare(&dice, 2, 3, 6);
    int from = ot_mark(g);
    ot_do(g, ot_move(OT_OGRE, 5, 11));
    ot_script_done(&dice);
    assert_int_equal(dice.asked[1].need, 5); /* 1:2 */
    assert_int_equal(dice.asked[1].purpose, WG_OGRE_ROLL_ATTACK);
    wg_event ev;
    int first = ot_find(g, WG_EV_ATTACK, from, NULL);
    ot_find(g, WG_EV_ATTACK, first + 1, &ev);
    assert_int_equal(ev.value, WG_OGRE_ODDS_1_2);
    assert_int_equal(ev.result, 2);
    assert_false(ot_alive(g, INF)); /* the 6 is an X */
    wg_game_free(g);
}

/* OG-S1: before its first movement point the Ogre may declare attacks with its move */
static void og_s1_window_before_each_movement_point(void **state)
{
    (void)state;
    wg_game *g = ot_new(E1_SCENARIO);
    wg_decision d = ot_decision(g);
    assert_int_equal(d.type, WG_DEC_SPLITFIRE);
    assert_int_equal(d.player, WG_OGRE_PLAYER_OGRE);
    assert_int_equal(d.unit, OT_OGRE);
    assert_int_equal(d.depth, 2);
    assert_int_equal(d.count, 3);
    assert_true(ot_legal(g, ot_ogre_fire(OT_SEC1, INF, 0)));
    assert_true(ot_legal(g, ot_move(OT_OGRE, 5, 11)));
    /* any number, in any order: AP gun 8 first, then a secondary */
    ot_do(g, ot_ogre_fire(OT_AP8, INF, 0));
    ot_do(g, ot_ogre_fire(OT_SEC2, INF, 0));
    d = ot_decision(g);
    assert_int_equal(d.type, WG_DEC_SPLITFIRE);
    assert_int_equal(d.pending, 2);
    assert_false(ot_legal(g, ot_ogre_fire(OT_SEC2, INF, 0))); /* each weapon once */
    wg_ogre_declared_info di = WG_OGRE_DECLARED_INFO_INIT;
    assert_int_equal(wg_ogre_declared(g, 1, &di), WG_OK);
    assert_int_equal(di.weapon, OT_SEC2);
    assert_int_equal(di.attack, 1);
    wg_game_free(g);
}

/* OG-S2: resolved in declared order, then the move; the move goes on whatever the result */
static void og_s2_attacks_resolve_in_order_then_the_move(void **state)
{
    (void)state;
    ot_dice dice;
    wg_game *g = ot_new(OT_MAP "splitfire: true\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: heavy_tank, at: [6, 10]}\n"
                        "  - {type: infantry, at: [5, 9], squads: 1}\n");
    ot_script(g, &dice, 2, 6, 1);
    ot_do(g, ot_ogre_fire(OT_AP1, 3, 0));     /* first: AP gun at the infantry */
    ot_do(g, ot_ogre_fire(OT_MISSILE1, 2, 0)); /* then a missile at the heavy tank */
    int from = ot_mark(g);
    ot_do(g, ot_move(OT_OGRE, 6, 10));      /* declared: into the tank's hex */
    ot_script_done(&dice);
    wg_event a1, a2;
    int i1 = ot_find(g, WG_EV_ATTACK, from, &a1);
    int i2 = ot_find(g, WG_EV_ATTACK, i1 + 1, &a2);
    assert_int_equal(a1.target, 3);
    assert_int_equal(a2.target, 2);
    int closed = ot_find(g, WG_EV_WINDOW_CLOSED, from, NULL);
    int moved = ot_find(g, WG_EV_MOVE, from, NULL);
    assert_true(i2 < closed && closed < moved);
    /* the missile missed (a 1 at 2:1), so the declared move is a ram */
    assert_true(ot_find(g, WG_EV_RAM, closed, NULL) >= 0);
    wg_unit_info o = ot_unit(g, OT_OGRE);
    wg_hex h = ot_hex(6, 10);
    assert_int_equal(o.x, h.q);
    assert_int_equal(o.y, h.r);
    wg_game_free(g);
}

/* OG-S2: a declared move into a hex emptied by the attacks is still made */
static void og_s2_move_not_aborted_when_target_destroyed(void **state)
{
    (void)state;
    ot_dice dice;
    wg_game *g = ot_new(OT_MAP "splitfire: true\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: heavy_tank, at: [6, 10]}\n");
    ot_script(g, &dice, 1, 6);
    ot_do(g, ot_ogre_fire(OT_MAIN, 2, 0));
    int from = ot_mark(g);
    ot_do(g, ot_move(OT_OGRE, 6, 10));
    ot_script_done(&dice);
    assert_false(ot_alive(g, 2));
    assert_int_equal(ot_count(g, WG_EV_RAM, from), 0); /* nothing left to ram */
    assert_int_equal(ot_unit(g, OT_OGRE).x, ot_hex(6, 10).q);
    assert_int_equal(ot_systems(g).treads, 45);
    wg_game_free(g);
}

/* OG-S3: a target destroyed by an earlier declared attack wastes the later one */
static void og_s3_second_attack_on_destroyed_target_is_wasted(void **state)
{
    (void)state;
    ot_dice dice;
    wg_game *g = ot_new(OT_MAP "splitfire: true\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: heavy_tank, at: [7, 10]}\n");
    ot_script(g, &dice, 1, 6);
    ot_do(g, ot_ogre_fire(OT_MAIN, 2, 0));
    ot_do(g, ot_ogre_fire(OT_SEC1, 2, 0));
    int from = ot_mark(g);
    ot_do(g, ot_move(OT_OGRE, 4, 10));
    ot_script_done(&dice);
    wg_event ev;
    assert_true(ot_find(g, WG_EV_WASTED, from, &ev) >= 0);
    assert_int_equal(ev.weapon, OT_SEC1);
    assert_int_equal(ot_weapon(g, OT_SEC1).fired, 1);
    wg_game_free(g);
}

/* OG-S3: odds are taken when the attack resolves, on what is left of the target */
static void og_s3_odds_on_survivors_at_resolution(void **state)
{
    (void)state;
    ot_dice dice;
    wg_game *g = ot_new(E1_SCENARIO);
    ot_script(g, &dice, 2, 3, 1);
    ot_do(g, ot_ogre_fire(OT_SEC1, INF, 0));
    ot_do(g, ot_ogre_fire(OT_AP1, INF, 0));
    ot_do(g, ot_ogre_fire(OT_AP2, INF, 1)); /* AP 2 joins: 2 vs what is left */
    int from = ot_mark(g);
    ot_do(g, ot_stay());
    ot_script_done(&dice);
    wg_event ev;
    int first = ot_find(g, WG_EV_ATTACK, from, NULL);
    ot_find(g, WG_EV_ATTACK, first + 1, &ev);
    assert_int_equal(ev.extra, 2);
    assert_int_equal(ev.result, 2);          /* two squads left after the D */
    assert_int_equal(ev.value, WG_OGRE_ODDS_1_1); /* 1:1, not the 1:2 of 2 vs 3 */
    wg_game_free(g);
}

/* OG-S4: AP guns at one stack: one attack per window, another after a movement point */
static void og_s4_separate_ap_attacks_need_a_movement_point_between(void **state)
{
    (void)state;
    ot_dice dice;
    wg_game *g = ot_new(E1_SCENARIO);
    ot_script(g, &dice, 0); /* 1 vs 3 squads: no rolls */
    ot_do(g, ot_ogre_fire(OT_AP1, INF, 0));
    assert_false(ot_legal(g, ot_ogre_fire(OT_AP2, INF, 0))); /* a second AP attack: no */
    assert_true(ot_legal(g, ot_ogre_fire(OT_AP2, INF, 1)));  /* joining it: yes */
    ot_do(g, ot_stay());
    assert_false(ot_legal(g, ot_ogre_fire(OT_AP1, INF, 0))); /* a gun fires once */
    assert_true(ot_legal(g, ot_ogre_fire(OT_AP2, INF, 0)));  /* another gun, a new point */
    ot_do(g, ot_ogre_fire(OT_AP2, INF, 0));
    ot_do(g, ot_stay());
    ot_script_done(&dice);
    assert_int_equal(ot_systems(g).unfired[WG_OGRE_AP], 6);
    wg_game_free(g);
}

/* OG-S4: attacks with different weapons from different hexes in one turn */
static void og_s4_weapons_fire_from_different_hexes(void **state)
{
    (void)state;
    ot_dice dice;
    wg_game *g = ot_new(OT_MAP "splitfire: true\n"
                        "ogre: {type: mark3, at: [2, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: light_tank, at: [0, 10]}\n"
                        "  - {type: light_tank, at: [6, 10]}\n");
    ot_script(g, &dice, 2, 1, 1);
    assert_false(ot_legal(g, ot_ogre_fire(OT_SEC1, 3, 0))); /* 4 hexes: out of range */
    ot_do(g, ot_ogre_fire(OT_SEC1, 2, 0));
    ot_do(g, ot_move(OT_OGRE, 3, 10));
    ot_do(g, ot_move(OT_OGRE, 4, 10));
    ot_do(g, ot_ogre_fire(OT_SEC2, 3, 0)); /* from [4, 10]: 2 hexes */
    ot_do(g, ot_move(OT_OGRE, 5, 10));
    ot_script_done(&dice);
    wg_game_free(g);
}

/* OG-S5, OG-E2: an M3 Ogre moving three clear hexes gets exactly four declaration points */
static void og_e2_mark3_three_clear_hexes_has_four_points(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "splitfire: true\n"
                        "ogre: {type: mark3, at: [2, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: heavy_tank, at: [5, 8]}\n");
    int from = ot_mark(g);
    ot_do(g, ot_move(OT_OGRE, 3, 10));
    ot_do(g, ot_move(OT_OGRE, 4, 10));
    ot_do(g, ot_move(OT_OGRE, 5, 10));
    wg_decision d = ot_decision(g);
    assert_int_equal(d.type, WG_DEC_FIRE); /* the fourth point: the fire phase */
    assert_int_equal(d.player, WG_OGRE_PLAYER_OGRE);
    assert_int_equal(ot_count(g, WG_EV_SPLITFIRE_WINDOW, 0), 4);
    wg_event ev;
    int last = -1;
    for (int i = ot_find(g, WG_EV_SPLITFIRE_WINDOW, from, &ev); i >= 0;
         i = ot_find(g, WG_EV_SPLITFIRE_WINDOW, i + 1, &ev))
        last = ev.extra;
    assert_int_equal(last, 0); /* after movement: no points left */
    wg_game_free(g);
}

/* OG-E2: with 30 treads (M2) the same Ogre gets three */
static void og_e2_thirty_treads_has_three_points(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "splitfire: true\n"
                        "ogre: {type: mark3, at: [2, 10], entry_edge: south, treads: 30}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: heavy_tank, at: [5, 8]}\n");
    assert_int_equal(ot_decision(g).count, 2);
    ot_do(g, ot_move(OT_OGRE, 3, 10));
    ot_do(g, ot_move(OT_OGRE, 4, 10));
    assert_int_equal(ot_decision(g).type, WG_DEC_FIRE);
    assert_int_equal(ot_count(g, WG_EV_SPLITFIRE_WINDOW, 0), 3);
    wg_game_free(g);
}

/* OG-S5: the fire phase after movement is the last declaration point */
static void og_s5_fire_phase_is_the_last_declaration_point(void **state)
{
    (void)state;
    ot_dice dice;
    wg_game *g = ot_new(E1_SCENARIO);
    ot_script(g, &dice, 1, 1);
    int from = ot_mark(g);
    ot_do(g, ot_pass()); /* no movement at all */
    wg_event ev;
    int w = ot_find(g, WG_EV_SPLITFIRE_WINDOW, from, &ev);
    assert_true(w >= 0);
    assert_int_equal(ev.extra, 0);
    assert_int_equal(ot_decision(g).type, WG_DEC_FIRE);
    ot_do(g, ot_ogre_fire(OT_SEC1, INF, 0));
    ot_do(g, ot_resolve());
    from = ot_mark(g);
    ot_do(g, ot_pass());
    assert_true(ot_find(g, WG_EV_WINDOW_CLOSED, from, NULL) >= 0);
    assert_int_equal(ot_decision(g).player, WG_OGRE_PLAYER_DEFENDER);
    ot_script_done(&dice);
    wg_game_free(g);
}

/* OG-S6: entering a hex that costs two points is one declared move */
static void og_s6_two_point_hex_is_one_declared_move(void **state)
{
    (void)state;
    wg_game *g = ot_new("ruleset: ogre\nsplitfire: true\n"
                        "map:\n  columns: 12\n  rows: 12\n"
                        "  terrain_types: {mud: {cost: 2}}\n"
                        "  terrain: [{type: mud, hexes: [[3, 10]]}]\n"
                        "ogre: {type: mark3, at: [2, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: heavy_tank, at: [6, 8]}\n");
    ot_do(g, ot_move(OT_OGRE, 3, 10)); /* two points, one window before it */
    wg_decision d = ot_decision(g);
    assert_int_equal(d.type, WG_DEC_SPLITFIRE);
    assert_int_equal(d.count, 1);
    ot_do(g, ot_move(OT_OGRE, 4, 10));
    assert_int_equal(ot_decision(g).type, WG_DEC_FIRE);
    assert_int_equal(ot_count(g, WG_EV_SPLITFIRE_WINDOW, 0), 3);
    wg_game_free(g);
}

/* OG-S6: with one point left a two-point hex cannot be entered */
static void og_s6_two_point_hex_needs_two_points(void **state)
{
    (void)state;
    wg_game *g = ot_new("ruleset: ogre\nsplitfire: true\n"
                        "map:\n  columns: 12\n  rows: 12\n"
                        "  terrain_types: {mud: {cost: 2}}\n"
                        "  terrain: [{type: mud, hexes: [[5, 10]]}]\n"
                        "ogre: {type: mark3, at: [3, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n");
    ot_do(g, ot_stay());
    ot_do(g, ot_move(OT_OGRE, 4, 10));
    assert_int_equal(ot_decision(g).count, 1);
    assert_false(ot_legal(g, ot_move(OT_OGRE, 5, 10)));
    ot_refused(g, ot_move(OT_OGRE, 5, 10));
    wg_game_free(g);
}

/* OG-S7: the Ogre may spend one point staying in its hex */
static void og_s7_stay_spends_one_point_in_place(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "splitfire: true\n"
                        "ogre: {type: mark3, at: [2, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n");
    wg_unit_info before = ot_unit(g, OT_OGRE);
    int from = ot_mark(g);
    ot_do(g, ot_stay());
    wg_decision d = ot_decision(g);
    assert_int_equal(d.type, WG_DEC_SPLITFIRE);
    assert_int_equal(d.count, 2);
    wg_unit_info after = ot_unit(g, OT_OGRE);
    assert_int_equal(after.x, before.x);
    assert_int_equal(after.y, before.y);
    wg_event ev;
    assert_true(ot_find(g, WG_OGRE_EV_STAY, from, &ev) >= 0);
    assert_int_equal(ev.extra, 2);
    wg_game_free(g);
}

/* OG-S8: the window event lists each unfired weapon with each target it reaches */
static void og_s8_window_lists_unfired_weapons_and_targets(void **state)
{
    (void)state;
    ot_dice dice;
    wg_game *g = ot_new(OT_MAP "splitfire: true\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: infantry, at: [5, 9], squads: 3}\n"
                        "  - {type: heavy_tank, at: [7, 10]}\n");
    wg_event ev;
    int w = ot_find(g, WG_EV_SPLITFIRE_WINDOW, 0, &ev);
    /* missiles 2 x 2 targets, main 2, secondaries 4 x 2, AP 8 x the infantry only */
    assert_int_equal(ev.value, 22);
    assert_int_equal(ev.extra, 3);
    assert_int_equal(ev.unit, OT_OGRE);
    assert_int_equal(ev.x, ot_hex(5, 10).q);
    assert_int_equal(ot_count(g, WG_EV_FIRE_OPTION, w), 22);
    for (int i = ot_find(g, WG_EV_FIRE_OPTION, w, &ev); i >= 0;
         i = ot_find(g, WG_EV_FIRE_OPTION, i + 1, &ev))
        if (ev.weapon >= OT_AP1)
            assert_int_equal(ev.target, 2);
    ot_script(g, &dice, 1, 1);
    ot_do(g, ot_ogre_fire(OT_MISSILE1, 3, 0));
    ot_do(g, ot_ogre_fire(OT_MISSILE2, 3, 1));
    int from = ot_mark(g);
    ot_do(g, ot_stay());
    ot_find(g, WG_EV_SPLITFIRE_WINDOW, from, &ev);
    assert_int_equal(ev.value, 18);
    ot_script_done(&dice);
    wg_game_free(g);
}

/* OG-E3: a weapon fired in a window is not offered again that turn */
static void og_e3_fired_weapon_not_offered_again(void **state)
{
    (void)state;
    ot_dice dice;
    wg_game *g = ot_new(OT_MAP "splitfire: true\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: heavy_tank, at: [7, 10]}\n");
    ot_script(g, &dice, 1, 1);
    ot_do(g, ot_ogre_fire(OT_SEC1, 2, 0));
    int from = ot_mark(g);
    ot_do(g, ot_stay());
    for (int point = 0; point < 3; point++) {
        assert_false(ot_legal(g, ot_ogre_fire(OT_SEC1, 2, 0)));
        assert_false(ot_legal(g, ot_ogre_fire(OT_SEC1, 2, 1)));
        assert_true(ot_legal(g, ot_ogre_fire(OT_SEC2, 2, 0)));
        if (point < 2)
            ot_do(g, ot_stay());
    }
    assert_int_equal(ot_decision(g).type, WG_DEC_FIRE); /* the fire phase */
    wg_event ev;
    for (int i = ot_find(g, WG_EV_FIRE_OPTION, from, &ev); i >= 0;
         i = ot_find(g, WG_EV_FIRE_OPTION, i + 1, &ev))
        assert_int_not_equal(ev.weapon, OT_SEC1);
    ot_refused(g, ot_ogre_fire(OT_SEC1, 2, 0));
    ot_script_done(&dice);
    wg_game_free(g);
}

/* OG-S9: the defenders still build combined attacks; splitfire is the Ogre's alone */
static void og_s9_defenders_combine_as_usual(void **state)
{
    (void)state;
    ot_dice dice;
    wg_game *g = ot_new(OT_MAP "splitfire: true\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: heavy_tank, at: [7, 10]}\n"
                        "  - {type: heavy_tank, at: [3, 10]}\n");
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    int from = ot_mark(g);
    ot_do(g, ot_pass());
    wg_decision d = ot_decision(g);
    assert_int_equal(d.type, WG_DEC_FIRE);
    assert_int_equal(d.depth, 1);
    ot_script(g, &dice, 1, 5);
    ot_do(g, ot_def_fire(2, OT_MAIN));
    ot_do(g, ot_def_fire(3, OT_MAIN));
    ot_do(g, ot_resolve());
    ot_script_done(&dice);
    wg_event ev;
    ot_find(g, WG_EV_ATTACK, from, &ev);
    assert_int_equal(ev.extra, 8);
    assert_int_equal(ev.value, WG_OGRE_ODDS_2_1);
    int next_turn = ot_find(g, WG_EV_TURN, from, NULL);
    int window = ot_find(g, WG_EV_SPLITFIRE_WINDOW, from, NULL);
    assert_true(window < 0 || window > next_turn); /* none in the defender's turn */
    assert_false(ot_weapon(g, OT_MAIN).alive);
    wg_game_free(g);
}

/* OG-S1: without the option the Ogre moves without windows */
static void og_s1_no_windows_without_splitfire(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "splitfire: false\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: infantry, at: [5, 9], squads: 3}\n");
    wg_decision d = ot_decision(g);
    assert_int_equal(d.type, WG_DEC_MOVE);
    assert_int_equal(d.depth, 1);
    assert_false(ot_legal(g, ot_ogre_fire(OT_SEC1, 2, 0)));
    assert_false(ot_legal(g, ot_stay()));
    ot_do(g, ot_move(OT_OGRE, 6, 10));
    assert_int_equal(ot_count(g, WG_EV_SPLITFIRE_WINDOW, 0), 0);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(og_e1_secondary_misses_ap_wasted_at_one_to_three),
        cmocka_unit_test(og_e1_secondary_destroys_stack_ap_wasted_on_nothing),
        cmocka_unit_test(og_e1_secondary_disrupts_ap_rolls_one_to_two_vs_two_squads),
        cmocka_unit_test(og_s1_window_before_each_movement_point),
        cmocka_unit_test(og_s1_no_windows_without_splitfire),
        cmocka_unit_test(og_s2_attacks_resolve_in_order_then_the_move),
        cmocka_unit_test(og_s2_move_not_aborted_when_target_destroyed),
        cmocka_unit_test(og_s3_second_attack_on_destroyed_target_is_wasted),
        cmocka_unit_test(og_s3_odds_on_survivors_at_resolution),
        cmocka_unit_test(og_s4_separate_ap_attacks_need_a_movement_point_between),
        cmocka_unit_test(og_s4_weapons_fire_from_different_hexes),
        cmocka_unit_test(og_e2_mark3_three_clear_hexes_has_four_points),
        cmocka_unit_test(og_e2_thirty_treads_has_three_points),
        cmocka_unit_test(og_s5_fire_phase_is_the_last_declaration_point),
        cmocka_unit_test(og_s6_two_point_hex_is_one_declared_move),
        cmocka_unit_test(og_s6_two_point_hex_needs_two_points),
        cmocka_unit_test(og_s7_stay_spends_one_point_in_place),
        cmocka_unit_test(og_s8_window_lists_unfired_weapons_and_targets),
        cmocka_unit_test(og_e3_fired_weapon_not_offered_again),
        cmocka_unit_test(og_s9_defenders_combine_as_usual),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
