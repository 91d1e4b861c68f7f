/*
 * Combat results on units and on the Ogre (OG-C3, OG-C4), the Ogre's
 * weapons (OG-C5), range and disabled attackers (OG-C6), the Ogre's end
 * (OG-C7).
 */
#include "ogre_test.h"

/* Ogre at [5, 10] (no splitfire); heavy tanks 2 and 3, infantry 4, light tank 5. */
#define COMBAT_SCENARIO OT_MAP "splitfire: false\n"                             \
    "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"                     \
    "defenders:\n"                                                              \
    "  - {type: command_post, at: [5, 9]}\n"                                    \
    "  - {type: heavy_tank, at: [7, 10]}\n"                                     \
    "  - {type: heavy_tank, at: [3, 10]}\n"                                     \
    "  - {type: infantry, at: [4, 9], squads: 3}\n"                             \
    "  - {type: light_tank, at: [5, 7]}\n"

enum { CP = 1, HT1, HT2, INF, LT };

static wg_game *ogre_fire_phase(void)
{
    wg_game *g = ot_new(COMBAT_SCENARIO);
    ot_pass_until(g, WG_OGRE_PLAYER_OGRE, WG_DEC_FIRE);
    return g;
}

/* One Ogre attack by `n` systems on `target`, with a forced die (0: none expected). */
static void ogre_attack(wg_game *g, const int *weapons, int n, int target, int face)
{
    ot_dice dice;
    ot_script(g, &dice, face ? 1 : 0, face);
    for (int i = 0; i < n; i++)
        ot_do(g, ot_ogre_fire(weapons[i], target, 0));
    ot_do(g, ot_resolve());
    ot_script_done(&dice);
}

static void one_shot(wg_game *g, int w, int target, int face)
{
    ogre_attack(g, &w, 1, target, face);
}

/* OG-C3, OG-X1: D disables armor: it cannot move or fire until its owner's turn after next */
static void og_c3_d_disables_armor_until_end_of_owners_turn(void **state)
{
    (void)state;
    wg_game *g = ogre_fire_phase();
    one_shot(g, OT_MAIN, HT1, 3); /* 4 vs 3: 1:1, a 3 is D */
    assert_true(ot_unit(g, HT1).flags & WG_UNIT_DISABLED);
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    assert_false(ot_legal(g, ot_move(HT1, 8, 10)));
    assert_true(ot_legal(g, ot_move(HT2, 2, 10)));
    ot_do(g, ot_pass());
    assert_false(ot_legal(g, ot_def_fire(HT1, OT_MAIN)));
    assert_true(ot_legal(g, ot_def_fire(HT2, OT_MAIN)));
    assert_true(ot_unit(g, HT1).flags & WG_UNIT_DISABLED);
    ot_pass_until(g, WG_OGRE_PLAYER_OGRE, WG_DEC_MOVE); /* still out in the Ogre's turn (OG-X1) */
    assert_true(ot_unit(g, HT1).flags & WG_UNIT_DISABLED);
    int from = ot_mark(g);
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE); /* the defender's recovery phase */
    wg_event ev;
    assert_true(ot_find(g, WG_EV_RECOVERED, from, &ev) >= 0);
    assert_int_equal(ev.unit, HT1);
    assert_false(ot_unit(g, HT1).flags & WG_UNIT_DISABLED);
    wg_game_free(g);
}

/* OG-C3: a second D while disabled destroys it */
static void og_c3_second_d_destroys_disabled_armor(void **state)
{
    (void)state;
    wg_game *g = ogre_fire_phase();
    one_shot(g, OT_MAIN, HT1, 3);
    assert_true(ot_alive(g, HT1));
    one_shot(g, OT_SEC1, HT1, 4); /* 3 vs 3: 1:1, a 4 is D */
    assert_false(ot_alive(g, HT1));
    wg_game_free(g);
}

/* OG-C3: D on infantry takes one squad; X takes the whole stack */
static void og_c3_infantry_loses_a_squad_on_d_all_on_x(void **state)
{
    (void)state;
    wg_game *g = ogre_fire_phase();
    one_shot(g, OT_SEC1, INF, 3);       /* 3 vs 3: D */
    assert_int_equal(ot_unit(g, INF).strength, 2);
    assert_true(ot_alive(g, INF));
    int w[2] = { OT_AP1, OT_AP2 };
    ogre_attack(g, w, 2, INF, 5);       /* 2 vs 2: X */
    assert_false(ot_alive(g, INF));
    wg_game_free(g);
}

/* OG-C3: D on the Ogre does nothing; X destroys the system */
static void og_c3_d_on_ogre_no_effect_x_destroys_system(void **state)
{
    (void)state;
    wg_game *g = ot_new(COMBAT_SCENARIO);
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_FIRE);
    ot_dice dice;
    ot_script(g, &dice, 2, 3, 5);
    ot_do(g, ot_def_fire(HT1, OT_MAIN));
    ot_do(g, ot_resolve());             /* 4 vs 4: 1:1, a 3 is D: nothing */
    assert_true(ot_weapon(g, OT_MAIN).alive);
    int from = ot_mark(g);
    ot_do(g, ot_def_fire(HT2, OT_SEC1));
    ot_do(g, ot_resolve());             /* 4 vs 3: 1:1, a 5 is X */
    ot_script_done(&dice);
    wg_event ev;
    assert_true(ot_find(g, WG_EV_DESTROYED, from, &ev) >= 0);
    assert_int_equal(ev.unit, OT_OGRE);
    assert_int_equal(ev.part, OT_SEC1);
    assert_false(ot_weapon(g, OT_SEC1).alive);
    assert_int_equal(ot_systems(g).left[WG_OGRE_SECONDARY], 3);
    assert_true(ot_alive(g, OT_OGRE));
    wg_game_free(g);
}

/* OG-C3: X destroys a vehicle */
static void og_c3_x_destroys_vehicle(void **state)
{
    (void)state;
    wg_game *g = ogre_fire_phase();
    one_shot(g, OT_MAIN, HT1, 6);
    assert_false(ot_alive(g, HT1));
    assert_false(ot_unit(g, HT1).flags & WG_UNIT_ON_BOARD);
    wg_game_free(g);
}

/* OG-C4: treads are attacked at 1:1 whatever the strength; X removes that many treads */
static void og_c4_treads_always_one_to_one_x_removes_attack(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "splitfire: false\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: howitzer, at: [5, 4]}\n"
                        "  - {type: heavy_tank, at: [7, 10]}\n");
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_FIRE);
    ot_dice dice;
    ot_script(g, &dice, 1, 5);
    ot_do(g, ot_def_fire(2, OT_TREADS));
    assert_false(ot_legal(g, ot_def_fire(3, OT_TREADS))); /* not combinable */
    ot_refused(g, ot_def_fire(3, OT_TREADS));
    int from = ot_mark(g);
    ot_do(g, ot_resolve());
    ot_script_done(&dice);
    assert_int_equal(dice.asked[0].need, 3);
    wg_event ev;
    ot_find(g, WG_EV_ATTACK, from, &ev);
    assert_int_equal(ev.value, WG_OGRE_ODDS_1_1); /* 6 vs 1 tread would be 6:1 */
    assert_int_equal(ev.part, OT_TREADS);
    ot_find(g, WG_EV_DAMAGED, from, &ev);
    assert_int_equal(ev.value, 6);
    assert_int_equal(ev.extra, 39);
    assert_int_equal(ot_systems(g).treads, 39);
    assert_int_equal(ot_unit(g, OT_OGRE).strength, 39);
    wg_game_free(g);
}

/* OG-C4: an attack on the Ogre names one system; a D on treads does nothing */
static void og_c4_attack_names_one_system(void **state)
{
    (void)state;
    wg_game *g = ot_new(COMBAT_SCENARIO);
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_FIRE);
    ot_dice dice;
    ot_script(g, &dice, 1, 3);
    ot_do(g, ot_def_fire(HT1, OT_MISSILE2));
    assert_false(ot_legal(g, ot_def_fire(HT2, OT_MAIN))); /* the same system */
    assert_true(ot_legal(g, ot_def_fire(HT2, OT_MISSILE2)));
    ot_do(g, ot_resolve());
    ot_script(g, &dice, 1, 4);
    ot_do(g, ot_def_fire(HT2, OT_TREADS));
    ot_do(g, ot_resolve());             /* a 4 at 1:1 is D: no tread lost */
    ot_script_done(&dice);
    assert_int_equal(ot_systems(g).treads, 45);
    wg_game_free(g);
}

/* OG-C5: the Ogre's weapons combine on one target */
static void og_c5_ogre_weapons_combine(void **state)
{
    (void)state;
    wg_game *g = ogre_fire_phase();
    ot_dice dice;
    ot_script(g, &dice, 1, 1);
    ot_do(g, ot_ogre_fire(OT_MAIN, HT1, 0));
    assert_false(ot_legal(g, ot_ogre_fire(OT_SEC1, HT2, 0))); /* one target per attack */
    ot_do(g, ot_ogre_fire(OT_SEC1, HT1, 0));
    assert_int_equal(ot_decision(g).pending, 2);
    wg_ogre_pending_info p = WG_OGRE_PENDING_INFO_INIT;
    assert_int_equal(wg_ogre_pending(g, &p), WG_OK);
    assert_int_equal(p.attack, 7);
    assert_int_equal(p.defense, 3);
    assert_int_equal(p.column, WG_OGRE_ODDS_2_1);
    int from = ot_mark(g);
    ot_do(g, ot_resolve());
    ot_script_done(&dice);
    wg_event ev;
    ot_find(g, WG_EV_ATTACK, from, &ev);
    assert_int_equal(ev.extra, 7);
    assert_int_equal(ev.value, WG_OGRE_ODDS_2_1);
    assert_int_equal(ot_count(g, WG_EV_DIE, from), 1);
    wg_game_free(g);
}

/* OG-C5: each weapon fires once a turn */
static void og_c5_each_weapon_once_a_turn(void **state)
{
    (void)state;
    wg_game *g = ogre_fire_phase();
    one_shot(g, OT_MAIN, LT, 1);
    assert_true(ot_weapon(g, OT_MAIN).fired);
    assert_false(ot_legal(g, ot_ogre_fire(OT_MAIN, HT1, 0)));
    ot_refused(g, ot_ogre_fire(OT_MAIN, HT1, 0));
    ot_pass_until(g, WG_OGRE_PLAYER_OGRE, WG_DEC_MOVE); /* the next turn */
    assert_false(ot_weapon(g, OT_MAIN).fired);
    ot_pass_until(g, WG_OGRE_PLAYER_OGRE, WG_DEC_FIRE);
    assert_true(ot_legal(g, ot_ogre_fire(OT_MAIN, HT1, 0)));
    wg_game_free(g);
}

/* OG-C5: a missile fires once a game and is gone */
static void og_c5_missile_gone_once_fired(void **state)
{
    (void)state;
    wg_game *g = ogre_fire_phase();
    one_shot(g, OT_MISSILE1, LT, 0);    /* 6 vs 1: destroyed without a roll */
    assert_false(ot_weapon(g, OT_MISSILE1).alive);
    assert_int_equal(ot_systems(g).left[WG_OGRE_MISSILE], 1);
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_FIRE);
    assert_false(ot_legal(g, ot_def_fire(HT1, OT_MISSILE1))); /* nothing left to hit */
    assert_true(ot_legal(g, ot_def_fire(HT1, OT_MISSILE2)));
    ot_pass_until(g, WG_OGRE_PLAYER_OGRE, WG_DEC_FIRE);
    assert_false(ot_legal(g, ot_ogre_fire(OT_MISSILE1, HT1, 0)));
    assert_true(ot_legal(g, ot_ogre_fire(OT_MISSILE2, HT1, 0)));
    wg_game_free(g);
}

/* OG-C5: AP guns attack only infantry and the command post */
static void og_c5_ap_only_infantry_and_command_post(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "splitfire: false\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [5, 9]}\n"
                        "  - {type: heavy_tank, at: [6, 10]}\n"
                        "  - {type: infantry, at: [4, 9], squads: 3}\n");
    ot_pass_until(g, WG_OGRE_PLAYER_OGRE, WG_DEC_FIRE);
    assert_false(ot_legal(g, ot_ogre_fire(OT_AP1, 2, 0))); /* adjacent tank */
    assert_true(ot_legal(g, ot_ogre_fire(OT_AP1, 3, 0)));
    assert_true(ot_legal(g, ot_ogre_fire(OT_AP1, 1, 0)));
    ot_refused(g, ot_ogre_fire(OT_AP1, 2, 0));
    wg_game_free(g);
}

/* OG-C5: any Ogre weapon destroys a command post, without a roll */
static void og_c5_any_weapon_destroys_command_post(void **state)
{
    (void)state;
    wg_game *g = ogre_fire_phase();
    int from = ot_mark(g);
    one_shot(g, OT_AP1, CP, 0);
    wg_event ev;
    ot_find(g, WG_EV_ATTACK, from, &ev);
    assert_int_equal(ev.value, WG_OGRE_ODDS_AUTO);
    assert_int_equal(ot_count(g, WG_EV_DIE, from), 0);
    assert_false(ot_alive(g, CP));
    wg_game_free(g);
}

/* OG-C6: range counts hexes */
static void og_c6_range_counts_hexes(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "splitfire: false\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: heavy_tank, at: [7, 10]}\n"
                        "  - {type: heavy_tank, at: [8, 10]}\n");
    ot_pass_until(g, WG_OGRE_PLAYER_OGRE, WG_DEC_FIRE);
    assert_true(ot_legal(g, ot_ogre_fire(OT_SEC1, 2, 0)));  /* 2 hexes, range 2 */
    assert_false(ot_legal(g, ot_ogre_fire(OT_SEC1, 3, 0))); /* 3 hexes */
    assert_true(ot_legal(g, ot_ogre_fire(OT_MAIN, 3, 0)));  /* range 3 */
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_FIRE);
    assert_true(ot_legal(g, ot_def_fire(2, OT_MAIN)));
    assert_false(ot_legal(g, ot_def_fire(3, OT_MAIN)));     /* heavy tank range 2 */
    wg_game_free(g);
}

/* OG-C6: disabled units cannot attack */
static void og_c6_disabled_units_cannot_attack(void **state)
{
    (void)state;
    wg_game *g = ogre_fire_phase();
    one_shot(g, OT_MAIN, HT1, 4);
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_FIRE);
    for (int part = 0; part < 15; part++)
        assert_false(ot_legal(g, ot_def_fire(HT1, part)));
    assert_false(ot_legal(g, ot_def_fire(HT1, OT_TREADS)));
    assert_true(ot_legal(g, ot_def_fire(HT2, OT_TREADS)));
    wg_game_free(g);
}

/* OG-C7: the Ogre is destroyed when it has no weapons and no treads left */
static void og_c7_ogre_destroyed_without_weapons_or_treads(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "splitfire: false\n"
                        "units:\n"
                        "  little_ogre:\n"
                        "    class: ogre\n    movement: 3\n    treads: 4\n"
                        "    weapons: [{kind: main, attack: 4, range: 3, defense: 4}]\n"
                        "ogre: {type: little_ogre, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: howitzer, at: [5, 4]}\n"
                        "  - {type: heavy_tank, at: [7, 10]}\n");
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_FIRE);
    ot_dice dice;
    ot_script(g, &dice, 2, 6, 5);
    ot_do(g, ot_def_fire(2, OT_TREADS));
    ot_do(g, ot_resolve());
    assert_int_equal(ot_systems(g).treads, 0);
    assert_true(ot_alive(g, OT_OGRE)); /* its main battery is left */
    ot_do(g, ot_def_fire(3, 0));
    int from = ot_mark(g);
    ot_do(g, ot_resolve());
    ot_script_done(&dice);
    assert_false(ot_alive(g, OT_OGRE));
    wg_event ev;
    assert_true(ot_find(g, WG_EV_DESTROYED, from, &ev) >= 0);
    wg_game_info info = ot_status(g);
    assert_int_equal(info.over, 1);
    assert_int_equal(info.winner, WG_OGRE_PLAYER_DEFENDER);
    assert_int_equal(info.result, WG_OGRE_RESULT_DEFENDER);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(og_c3_d_disables_armor_until_end_of_owners_turn),
        cmocka_unit_test(og_c3_second_d_destroys_disabled_armor),
        cmocka_unit_test(og_c3_infantry_loses_a_squad_on_d_all_on_x),
        cmocka_unit_test(og_c3_d_on_ogre_no_effect_x_destroys_system),
        cmocka_unit_test(og_c3_x_destroys_vehicle),
        cmocka_unit_test(og_c4_treads_always_one_to_one_x_removes_attack),
        cmocka_unit_test(og_c4_attack_names_one_system),
        cmocka_unit_test(og_c5_ogre_weapons_combine),
        cmocka_unit_test(og_c5_each_weapon_once_a_turn),
        cmocka_unit_test(og_c5_missile_gone_once_fired),
        cmocka_unit_test(og_c5_ap_only_infantry_and_command_post),
        cmocka_unit_test(og_c5_any_weapon_destroys_command_post),
        cmocka_unit_test(og_c6_range_counts_hexes),
        cmocka_unit_test(og_c6_disabled_units_cannot_attack),
        cmocka_unit_test(og_c7_ogre_destroyed_without_weapons_or_treads),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
