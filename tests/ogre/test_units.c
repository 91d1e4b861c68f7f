/*
 * The units (OG-U1, OG-U2) and stacking (OG-U3).
 */
#include <stdio.h>
#include <string.h>

#include "ogre_test.h"

static wg_game *one_ogre(const char *type, int treads)
{
    char extra[32] = "";
    if (treads >= 0)
        snprintf(extra, sizeof extra, ", treads: %d", treads);
    return ot_new(OT_MAP "ogre: {type: %s, at: [5, 10], entry_edge: south%s}\n"
                  "defenders:\n  - {type: command_post, at: [11, 0]}\n", type, extra);
}

static void check_weapon(const wg_game *g, int w, int kind, int attack, int range, int defense)
{
    wg_ogre_weapon_info info = ot_weapon(g, w);
    assert_int_equal(info.kind, kind);
    assert_int_equal(info.attack, attack);
    assert_int_equal(info.range, range);
    assert_int_equal(info.defense, defense);
    assert_int_equal(info.alive, 1);
    assert_int_equal(info.fired, 0);
}

/* OG-U1: the Mark III's systems and treads */
static void og_u1_mark3_systems(void **state)
{
    (void)state;
    wg_game *g = one_ogre("mark3", -1);
    wg_ogre_systems_info s = ot_systems(g);
    assert_int_equal(s.weapon_count, 15);
    assert_int_equal(s.left[WG_OGRE_MISSILE], 2);
    assert_int_equal(s.left[WG_OGRE_MAIN], 1);
    assert_int_equal(s.left[WG_OGRE_SECONDARY], 4);
    assert_int_equal(s.left[WG_OGRE_AP], 8);
    assert_int_equal(s.treads, 45);
    assert_int_equal(s.treads_start, 45);
    assert_int_equal(s.movement, 3);
    check_weapon(g, OT_MISSILE1, WG_OGRE_MISSILE, 6, 5, 3);
    check_weapon(g, OT_MISSILE2, WG_OGRE_MISSILE, 6, 5, 3);
    check_weapon(g, OT_MAIN, WG_OGRE_MAIN, 4, 3, 4);
    for (int w = OT_SEC1; w <= OT_SEC4; w++)
        check_weapon(g, w, WG_OGRE_SECONDARY, 3, 2, 3);
    for (int w = OT_AP1; w <= OT_AP8; w++)
        check_weapon(g, w, WG_OGRE_AP, 1, 1, 1);
    wg_ogre_weapon_info info = WG_OGRE_WEAPON_INFO_INIT;
    assert_int_equal(wg_ogre_weapon(g, OT_OGRE, 15, &info), WG_ERANGE);
    assert_string_equal(wg_ogre_weapon_name(g, OT_OGRE, OT_SEC2), "secondary battery 2");
    assert_string_equal(wg_ogre_weapon_name(g, OT_OGRE, OT_MAIN), "main battery");
    assert_string_equal(wg_ogre_weapon_name(g, OT_OGRE, OT_TREADS), "treads");
    wg_game_free(g);
}

/* OG-U1: the Mark V's systems and treads */
static void og_u1_mark5_systems(void **state)
{
    (void)state;
    wg_game *g = one_ogre("mark5", -1);
    wg_ogre_systems_info s = ot_systems(g);
    assert_int_equal(s.weapon_count, 26);
    assert_int_equal(s.left[WG_OGRE_MISSILE], 6);
    assert_int_equal(s.left[WG_OGRE_MAIN], 2);
    assert_int_equal(s.left[WG_OGRE_SECONDARY], 6);
    assert_int_equal(s.left[WG_OGRE_AP], 12);
    assert_int_equal(s.treads, 60);
    assert_int_equal(s.movement, 3);
    check_weapon(g, 0, WG_OGRE_MISSILE, 6, 5, 3);
    check_weapon(g, 6, WG_OGRE_MAIN, 4, 3, 4);
    check_weapon(g, 8, WG_OGRE_SECONDARY, 3, 2, 3);
    check_weapon(g, 14, WG_OGRE_AP, 1, 1, 1);
    wg_game_free(g);
}

/* OG-U1: M3 undamaged, M2 at two thirds of the treads, M1 at one third, 0 at none */
static void og_u1_movement_falls_with_treads(void **state)
{
    (void)state;
    static const struct { const char *type; int treads, movement; } cases[] = {
        { "mark3", 45, 3 }, { "mark3", 31, 3 }, { "mark3", 30, 2 }, { "mark3", 16, 2 },
        { "mark3", 15, 1 }, { "mark3", 1, 1 }, { "mark3", 0, 0 },
        { "mark5", 60, 3 }, { "mark5", 41, 3 }, { "mark5", 40, 2 }, { "mark5", 21, 2 },
        { "mark5", 20, 1 }, { "mark5", 1, 1 },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        wg_game *g = one_ogre(cases[i].type, cases[i].treads);
        wg_ogre_systems_info s = ot_systems(g);
        assert_int_equal(s.treads, cases[i].treads);
        assert_int_equal(s.movement, cases[i].movement);
        wg_decision d = ot_decision(g);
        if (cases[i].movement) {
            assert_int_equal(d.type, WG_DEC_MOVE);
            assert_int_equal(d.count, cases[i].movement);
        } else {
            assert_false(d.player == WG_OGRE_PLAYER_OGRE && d.type == WG_DEC_MOVE);
        }
        wg_game_free(g);
    }
}

static void check_stats(const wg_game *g, int unit, int cls, int attack, int range, int defense,
                        int movement)
{
    wg_ogre_unit_stats_info s = WG_OGRE_UNIT_STATS_INFO_INIT;
    assert_int_equal(wg_ogre_unit_stats(g, unit, &s), WG_OK);
    assert_int_equal(s.unit_class, cls);
    assert_int_equal(s.attack, attack);
    assert_int_equal(s.range, range);
    assert_int_equal(s.defense, defense);
    assert_int_equal(s.movement, movement);
}

/* OG-U2: the defenders' attack / range / defense / movement */
static void og_u2_defender_statistics(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "ogre: {type: mark3, at: [5, 11], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: heavy_tank, at: [0, 0]}\n"
                        "  - {type: missile_tank, at: [1, 0]}\n"
                        "  - {type: light_tank, at: [2, 0]}\n"
                        "  - {type: gev, at: [3, 0]}\n"
                        "  - {type: howitzer, at: [4, 0]}\n"
                        "  - {type: mobile_howitzer, at: [5, 0]}\n"
                        "  - {type: infantry, at: [6, 0], squads: 2}\n");
    check_stats(g, 1, WG_OGRE_CLASS_COMMAND_POST, 0, 0, 0, 0);
    check_stats(g, 2, WG_OGRE_CLASS_VEHICLE, 4, 2, 3, 3);
    check_stats(g, 3, WG_OGRE_CLASS_VEHICLE, 3, 4, 2, 2);
    check_stats(g, 4, WG_OGRE_CLASS_VEHICLE, 2, 2, 1, 3);
    check_stats(g, 5, WG_OGRE_CLASS_VEHICLE, 2, 2, 2, 4);
    check_stats(g, 6, WG_OGRE_CLASS_VEHICLE, 6, 8, 1, 0);
    check_stats(g, 7, WG_OGRE_CLASS_VEHICLE, 6, 6, 2, 1);
    check_stats(g, 8, WG_OGRE_CLASS_INFANTRY, 1, 1, 1, 2);
    wg_ogre_unit_stats_info s = WG_OGRE_UNIT_STATS_INFO_INIT;
    wg_ogre_unit_stats(g, 5, &s);
    assert_int_equal(s.second_move, 3);
    assert_int_equal(s.move_class, WG_OGRE_MOVE_GEV);
    assert_string_equal(wg_game_unit_kind_name(g, 2), "heavy tank");
    assert_string_equal(wg_game_unit_name(g, 2), "heavy tank 1");
    assert_int_equal(ot_unit(g, 8).strength, 2);
    wg_game_free(g);
}

/* OG-U2: infantry attacks and defends with its squads */
static void og_u2_infantry_strength_is_its_squads(void **state)
{
    (void)state;
    ot_dice dice;
    wg_game *g = ot_new(OT_MAP "splitfire: true\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: infantry, at: [5, 9], squads: 3}\n"
                        "  - {type: infantry, at: [4, 9], squads: 2}\n");
    ot_script(g, &dice, 2, 1, 1);
    ot_do(g, ot_ogre_fire(OT_SEC1, 2, 0));
    ot_do(g, ot_ogre_fire(OT_SEC2, 3, 0));
    int from = ot_mark(g);
    ot_do(g, ot_pass());
    wg_event ev;
    int i = ot_find(g, WG_EV_ATTACK, from, &ev);
    assert_int_equal(ev.result, 3); /* three squads defend at 3 */
    ot_find(g, WG_EV_ATTACK, i + 1, &ev);
    assert_int_equal(ev.result, 2);
    ot_script_done(&dice);
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_FIRE);
    ot_script(g, &dice, 1, 1);
    ot_do(g, ot_def_fire(2, OT_TREADS));
    from = ot_mark(g);
    ot_do(g, ot_resolve());
    ot_find(g, WG_EV_ATTACK, from, &ev);
    assert_int_equal(ev.extra, 3); /* and attacks at 3 */
    ot_script_done(&dice);
    wg_game_free(g);
}

/* OG-U2: a GEV moves 4, then 3 more after the fire phase; nobody else does */
static void og_u2_gev_second_move_after_fire(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "ogre: {type: mark3, at: [5, 11], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: gev, at: [0, 2]}\n"
                        "  - {type: heavy_tank, at: [0, 4]}\n");
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    assert_int_equal(ot_unit(g, 2).moves_left, 4);
    for (int col = 1; col <= 4; col++)
        ot_do(g, ot_move(2, col, 2));
    assert_false(ot_legal(g, ot_move(2, 5, 2)));
    ot_do(g, ot_pass()); /* movement; the fire phase has no targets */
    wg_decision d = ot_decision(g);
    wg_game_info info = ot_status(g);
    assert_int_equal(d.type, WG_DEC_MOVE);
    assert_int_equal(info.phase, WG_OGRE_PHASE_GEV_MOVE);
    assert_int_equal(ot_unit(g, 2).moves_left, 3);
    assert_int_equal(ot_unit(g, 3).moves_left, 0);
    assert_false(ot_legal(g, ot_move(3, 1, 4)));
    for (int col = 5; col <= 7; col++)
        ot_do(g, ot_move(2, col, 2));
    assert_int_equal(ot_status(g).active, WG_OGRE_PLAYER_OGRE); /* points spent: phase over */
    wg_game_free(g);
}

/* OG-U2: a scenario adds its own unit type */
static void og_u2_scenario_adds_a_unit_type(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "units:\n"
                        "  super_tank: {name: super tank, class: vehicle, attack: 5, range: 3,"
                        " defense: 4, movement: 2, ram_treads: 3}\n"
                        "ogre: {type: mark3, at: [5, 11], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: super_tank, at: [2, 2], name: Goliath}\n");
    check_stats(g, 2, WG_OGRE_CLASS_VEHICLE, 5, 3, 4, 2);
    assert_string_equal(wg_game_unit_name(g, 2), "Goliath");
    assert_string_equal(wg_game_unit_kind_name(g, 2), "super tank");
    wg_ogre_unit_stats_info s = WG_OGRE_UNIT_STATS_INFO_INIT;
    wg_ogre_unit_stats(g, 2, &s);
    assert_int_equal(s.ram_treads, 3);
    wg_game_free(g);
}

/* OG-U3: one vehicle per hex, or up to three squads of infantry */
static void og_u3_stacking(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "ogre: {type: mark3, at: [5, 11], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: heavy_tank, at: [1, 2]}\n"
                        "  - {type: light_tank, at: [2, 2]}\n"
                        "  - {type: infantry, at: [4, 2], squads: 2}\n"
                        "  - {type: infantry, at: [5, 2], squads: 1}\n"
                        "  - {type: infantry, at: [6, 2], squads: 1}\n");
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    assert_false(ot_legal(g, ot_move(2, 2, 2))); /* vehicle onto vehicle */
    ot_do(g, ot_move(3, 3, 2));                   /* the light tank steps aside */
    assert_false(ot_legal(g, ot_move(3, 4, 2)));  /* vehicle onto infantry */
    assert_false(ot_legal(g, ot_move(4, 3, 2)));  /* infantry onto a vehicle */
    ot_do(g, ot_move(5, 4, 2));                   /* 2 + 1 squads: three, allowed */
    ot_do(g, ot_move(6, 5, 2));                   /* into the hex just left: 1 squad */
    assert_false(ot_legal(g, ot_move(6, 4, 2)));  /* 3 + 1 squads: refused */
    ot_refused(g, ot_move(6, 4, 2));
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(og_u1_mark3_systems),
        cmocka_unit_test(og_u1_mark5_systems),
        cmocka_unit_test(og_u1_movement_falls_with_treads),
        cmocka_unit_test(og_u2_defender_statistics),
        cmocka_unit_test(og_u2_infantry_strength_is_its_squads),
        cmocka_unit_test(og_u2_gev_second_move_after_fire),
        cmocka_unit_test(og_u2_scenario_adds_a_unit_type),
        cmocka_unit_test(og_u3_stacking),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
