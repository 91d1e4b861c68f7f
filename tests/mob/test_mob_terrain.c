/*
 * Memoir of Battle: terrain (MB-X1 .. MB-X12), range and line of sight
 * (MB-L1). Dice counts are read with wg_mob_battle_dice, movement from the
 * legal actions of Blue's first movement phase.
 */
#include <stdio.h>
#include <string.h>

#include "mob_test.h"

/* A 9 x 7 board with `terrain` (flow entries) and `units` (MOB_UNIT lines). */
static wg_game *board(const char *terrain, const char *units)
{
    char yaml[2400];
    snprintf(yaml, sizeof yaml,
             "ruleset: mob\n"
             "board: {columns: 9, rows: 7, terrain: [%s]}\n"
             "sides: [{name: Blue, home: bottom}, {name: Red, home: top}]\n"
             "units:\n%s",
             terrain, units);
    return mob_game(yaml);
}

/* Blue's unit 0 fires at Red's unit 1 from where they stand: its dice. */
static int dice(const char *terrain, const char *units)
{
    wg_game *g = board(terrain, units);
    int n = wg_mob_battle_dice(g, 0, 1);
    wg_game_free(g);
    return n;
}

/* Blue moves first (initiative 1 against 2); a spare Blue unit keeps the phase open. */
#define SPARE MOB_UNIT(0, infantry, 0, 6) MOB_UNIT(1, infantry, 8, 0)
static wg_game *moving(const char *terrain, const char *units, script *s)
{
    wg_game *g = board(terrain, units);
    SCRIPT(s, 1, 2);
    mob_begin(g, s);
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_MOVE);
    assert_int_equal(d.player, 0);
    return g;
}

/* MB-X1: wood: stop on entering, no battle after entering, -1 die against, blocks sight */
static void mb_x1_wood(void **state)
{
    (void)state;
    script s;
    wg_game *g = moving(MOB_TERRAIN(wood, 4, 4),
                        MOB_UNIT(0, infantry, 4, 5) MOB_UNIT(1, infantry, 4, 2) SPARE, &s);
    apply_ok(g, act_move(0, 4, 4));
    assert_false(is_legal(g, act_move(0, 4, 3))); /* it stopped */
    apply_ok(g, act_pass());
    assert_int_equal(wg_mob_battle_dice(g, 0, 1), 3); /* in range, with dice... */
    assert_false(is_legal(g, act_fire(0, 1)));        /* ...but it just entered the wood */
    assert_script_used_up(&s);
    wg_game_free(g);
    assert_int_equal(dice(MOB_TERRAIN(wood, 4, 3), MOB_UNIT(0, infantry, 3, 3)
                          MOB_UNIT(1, infantry, 4, 3)), 3);
    assert_int_equal(dice(MOB_TERRAIN(wood, 3, 3), MOB_UNIT(0, infantry, 2, 3)
                          MOB_UNIT(1, infantry, 4, 3)), 0);
    assert_int_equal(dice("", MOB_UNIT(0, infantry, 2, 3) MOB_UNIT(1, infantry, 4, 3)), 3);
    /* a unit that was in the wood already battles from it */
    g = moving(MOB_TERRAIN(wood, 4, 4),
               MOB_UNIT(0, infantry, 4, 4) MOB_UNIT(1, infantry, 4, 2) SPARE, &s);
    apply_ok(g, act_pass());
    assert_true(is_legal(g, act_fire(0, 1)));
    wg_game_free(g);
}

/* MB-X2: orchard: no movement limit, -1 die against, does not block sight */
static void mb_x2_orchard(void **state)
{
    (void)state;
    script s;
    wg_game *g = moving(MOB_TERRAIN(orchard, 4, 4),
                        MOB_UNIT(0, infantry, 4, 5) MOB_UNIT(1, infantry, 4, 1) SPARE, &s);
    apply_ok(g, act_move(0, 4, 4));
    apply_ok(g, act_move(0, 4, 3)); /* on through it */
    wg_game_free(g);
    assert_int_equal(dice(MOB_TERRAIN(orchard, 4, 3), MOB_UNIT(0, infantry, 3, 3)
                          MOB_UNIT(1, infantry, 4, 3)), 3);
    assert_int_equal(dice(MOB_TERRAIN(orchard, 3, 3), MOB_UNIT(0, infantry, 2, 3)
                          MOB_UNIT(1, infantry, 4, 3)), 3);
}

#define HILL(c, r, h) "{at: [" #c ", " #r "], type: hill, height: " #h "}, "

/* MB-X3: hill: no movement limit, -1 die unless both on hills, +1 range for guns */
static void mb_x3_hill_dice_and_range(void **state)
{
    (void)state;
    script s;
    wg_game *g = moving(HILL(4, 4, 1),
                        MOB_UNIT(0, infantry, 4, 5) MOB_UNIT(1, infantry, 4, 1) SPARE, &s);
    apply_ok(g, act_move(0, 4, 4));
    apply_ok(g, act_move(0, 4, 3));
    wg_game_free(g);
    assert_int_equal(dice(HILL(4, 3, 1), MOB_UNIT(0, infantry, 3, 3)
                          MOB_UNIT(1, infantry, 4, 3)), 3);
    assert_int_equal(dice(HILL(4, 3, 1) HILL(3, 3, 2), MOB_UNIT(0, infantry, 3, 3)
                          MOB_UNIT(1, infantry, 4, 3)), 4);
    /* smooth-bore: 5-4-3-2-1, from a hill 5-4-3-2-1-1 */
    assert_int_equal(dice(HILL(0, 3, 1), MOB_UNIT(0, smoothbore_artillery, 0, 3)
                          MOB_UNIT(1, infantry, 6, 3)), 1);
    assert_int_equal(dice("", MOB_UNIT(0, smoothbore_artillery, 0, 3)
                          MOB_UNIT(1, infantry, 6, 3)), 0);
    assert_int_equal(dice(HILL(0, 3, 1), MOB_UNIT(0, smoothbore_artillery, 0, 3)
                          MOB_UNIT(1, infantry, 7, 3)), 0);
    /* infantry gains no range on a hill */
    assert_int_equal(dice(HILL(0, 3, 1), MOB_UNIT(0, infantry, 0, 3)
                          MOB_UNIT(1, infantry, 5, 3)), 0);
}

/* MB-X3: hills block sight, except between units on hills of the same height */
static void mb_x3_hill_sight(void **state)
{
    (void)state;
    assert_int_equal(dice(HILL(3, 3, 1), MOB_UNIT(0, infantry, 2, 3)
                          MOB_UNIT(1, infantry, 4, 3)), 0);
    assert_int_equal(dice(HILL(2, 3, 1) HILL(3, 3, 1) HILL(4, 3, 1),
                          MOB_UNIT(0, infantry, 2, 3) MOB_UNIT(1, infantry, 4, 3)), 3);
    assert_int_equal(dice(HILL(2, 3, 2) HILL(3, 3, 1) HILL(4, 3, 2),
                          MOB_UNIT(0, infantry, 2, 3) MOB_UNIT(1, infantry, 4, 3)), 3);
    /* other heights block: the target higher, or a higher hill between */
    assert_int_equal(dice(HILL(2, 3, 1) HILL(3, 3, 1) HILL(4, 3, 2),
                          MOB_UNIT(0, infantry, 2, 3) MOB_UNIT(1, infantry, 4, 3)), 0);
    assert_int_equal(dice(HILL(2, 3, 1) HILL(3, 3, 2) HILL(4, 3, 1),
                          MOB_UNIT(0, infantry, 2, 3) MOB_UNIT(1, infantry, 4, 3)), 0);
    /* the exception is for hills only: a wood between still blocks (interpretation) */
    assert_int_equal(dice(HILL(2, 3, 1) MOB_TERRAIN(wood, 3, 3) HILL(4, 3, 1),
                          MOB_UNIT(0, infantry, 2, 3) MOB_UNIT(1, infantry, 4, 3)), 0);
}

/* MB-X4: built-up area: stop, no battle after entering, -2 dice against, blocks sight */
static void mb_x4_built_up_area(void **state)
{
    (void)state;
    script s;
    wg_game *g = moving(MOB_TERRAIN(built_up, 4, 4),
                        MOB_UNIT(0, infantry, 4, 5) MOB_UNIT(1, infantry, 4, 2) SPARE, &s);
    apply_ok(g, act_move(0, 4, 4));
    assert_false(is_legal(g, act_move(0, 4, 3)));
    apply_ok(g, act_pass());
    assert_false(is_legal(g, act_fire(0, 1)));
    wg_game_free(g);
    assert_int_equal(dice(MOB_TERRAIN(built_up, 4, 3), MOB_UNIT(0, infantry, 3, 3)
                          MOB_UNIT(1, infantry, 4, 3)), 2);
    assert_int_equal(dice(MOB_TERRAIN(built_up, 3, 3), MOB_UNIT(0, infantry, 2, 3)
                          MOB_UNIT(1, infantry, 4, 3)), 0);
}

/* MB-X5: river: stop on entering, crossed only at a bridge, does not block sight */
static void mb_x5_river_and_bridge(void **state)
{
    (void)state;
    script s;
    wg_game *g = moving(MOB_TERRAIN(river, 4, 4) MOB_TERRAIN(bridge, 5, 4),
                        MOB_UNIT(0, infantry, 4, 5) MOB_UNIT(1, infantry, 4, 1) SPARE, &s);
    assert_false(is_legal(g, act_move(0, 4, 4)));
    apply_ok(g, act_move(0, 5, 4));
    assert_false(is_legal(g, act_move(0, 5, 3))); /* stopped on the bridge */
    wg_game_free(g);
    assert_int_equal(dice(MOB_TERRAIN(river, 3, 3), MOB_UNIT(0, infantry, 2, 3)
                          MOB_UNIT(1, infantry, 4, 3)), 3);
}

/* MB-X6: field: no limit; tall crops: one hex only, -1 die against, blocks sight */
static void mb_x6_field_and_tall_crops(void **state)
{
    (void)state;
    script s;
    wg_game *g = moving(MOB_TERRAIN(field, 4, 4) MOB_TERRAIN(field, 4, 3),
                        MOB_UNIT(0, infantry, 4, 5) MOB_UNIT(1, infantry, 4, 1) SPARE, &s);
    apply_ok(g, act_move(0, 4, 4));
    apply_ok(g, act_move(0, 4, 3));
    wg_game_free(g);
    /* a unit in tall crops moves one hex */
    g = moving(MOB_TERRAIN(tall_crops, 4, 5),
               MOB_UNIT(0, cavalry, 4, 5) MOB_UNIT(1, infantry, 4, 1) SPARE, &s);
    apply_ok(g, act_move(0, 4, 4));
    assert_false(is_legal(g, act_move(0, 4, 3)));
    wg_game_free(g);
    /* and one that walks into them is in them: its move ends */
    g = moving(MOB_TERRAIN(tall_crops, 4, 4),
               MOB_UNIT(0, cavalry, 4, 5) MOB_UNIT(1, infantry, 4, 1) SPARE, &s);
    apply_ok(g, act_move(0, 4, 4));
    assert_false(is_legal(g, act_move(0, 4, 3)));
    wg_game_free(g);
    assert_int_equal(dice(MOB_TERRAIN(tall_crops, 4, 3), MOB_UNIT(0, infantry, 3, 3)
                          MOB_UNIT(1, infantry, 4, 3)), 3);
    assert_int_equal(dice(MOB_TERRAIN(tall_crops, 3, 3), MOB_UNIT(0, infantry, 2, 3)
                          MOB_UNIT(1, infantry, 4, 3)), 0);
    assert_int_equal(dice(MOB_TERRAIN(field, 3, 3) MOB_TERRAIN(field, 4, 3),
                          MOB_UNIT(0, infantry, 2, 3) MOB_UNIT(1, infantry, 4, 3)), 3);
}

/* MB-X7: rough: only infantry enters; no battle limit; does not block sight */
static void mb_x7_rough(void **state)
{
    (void)state;
    script s;
    wg_game *g = moving(MOB_TERRAIN(rough, 4, 4),
                        MOB_UNIT(0, infantry, 4, 5) MOB_UNIT(0, cavalry, 3, 5)
                        MOB_UNIT(0, machine_gun, 5, 4) MOB_UNIT(1, infantry, 4, 2) SPARE, &s);
    assert_true(is_legal(g, act_move(0, 4, 4)));
    assert_false(is_legal(g, act_move(1, 4, 4))); /* cavalry: [4, 4] is its NE */
    assert_false(is_legal(g, act_move(2, 4, 4))); /* machine gun: its W */
    apply_ok(g, act_move(0, 4, 4));
    apply_ok(g, act_pass());
    assert_true(is_legal(g, act_fire(0, 3))); /* it entered and still battles */
    wg_game_free(g);
    assert_int_equal(dice(MOB_TERRAIN(rough, 3, 3), MOB_UNIT(0, infantry, 2, 3)
                          MOB_UNIT(1, infantry, 4, 3)), 3);
    assert_int_equal(dice(MOB_TERRAIN(rough, 4, 3), MOB_UNIT(0, infantry, 3, 3)
                          MOB_UNIT(1, infantry, 4, 3)), 4);
}

/* MB-X8: fence/wire: stop, -1 die against; infantry in it battles at -1 or removes it */
static void mb_x8_fence_or_wire(void **state)
{
    (void)state;
    script s;
    wg_game *g = moving(MOB_TERRAIN(fence, 4, 4),
                        MOB_UNIT(0, infantry, 4, 5) MOB_UNIT(1, infantry, 4, 1) SPARE, &s);
    apply_ok(g, act_move(0, 4, 4));
    assert_false(is_legal(g, act_move(0, 4, 3)));
    wg_game_free(g);
    assert_int_equal(dice(MOB_TERRAIN(fence, 4, 3), MOB_UNIT(0, machine_gun, 3, 3)
                          MOB_UNIT(1, infantry, 4, 3)), 4);
    assert_int_equal(dice(MOB_TERRAIN(fence, 3, 3), MOB_UNIT(0, infantry, 2, 3)
                          MOB_UNIT(1, infantry, 4, 3)), 3); /* no block between */
    assert_int_equal(dice(MOB_TERRAIN(fence, 3, 3), MOB_UNIT(0, infantry, 3, 3)
                          MOB_UNIT(1, infantry, 4, 3)), 4 - 1);
    assert_int_equal(dice(MOB_TERRAIN(fence, 3, 3), MOB_UNIT(0, machine_gun, 3, 3)
                          MOB_UNIT(1, infantry, 4, 3)), 5); /* only infantry pays */
    /* infantry in the fence: battle with a die less, or remove the fence */
    g = moving(MOB_TERRAIN(fence, 3, 3),
               MOB_UNIT(0, infantry, 3, 3) MOB_UNIT(1, infantry, 4, 3) SPARE, &s);
    apply_ok(g, act_pass());
    assert_true(is_legal(g, act_fire(0, 1)));
    assert_true(is_legal(g, act_choose(0, WG_MOB_CHOICE_REMOVE_FENCE)));
    int mark = wg_game_log_count(g);
    apply_ok(g, act_choose(0, WG_MOB_CHOICE_REMOVE_FENCE));
    assert_int_equal(count_events(g, mark, WG_MOB_EV_FENCE_REMOVED), 1);
    assert_int_equal(count_events(g, mark, WG_EV_DIE), 0); /* it did not battle */
    assert_false(is_legal(g, act_fire(0, 1)));
    wg_mob_hex_info h = WG_MOB_HEX_INFO_INIT;
    assert_int_equal(wg_mob_hex(g, hx(3, 3), &h), WG_OK);
    assert_int_equal(h.terrain, WG_MOB_CLEAR);
    assert_int_equal(wg_mob_battle_dice(g, 0, 1), 4); /* no fence, no penalty */
    wg_game_free(g);
    /* a machine gun in a fence cannot remove it */
    g = moving(MOB_TERRAIN(fence, 3, 3),
               MOB_UNIT(0, machine_gun, 3, 3) MOB_UNIT(1, infantry, 4, 3) SPARE, &s);
    apply_ok(g, act_pass());
    assert_false(is_legal(g, act_choose(0, WG_MOB_CHOICE_REMOVE_FENCE)));
    wg_game_free(g);
}

/* MB-X9: fieldworks: no movement limit, -2 dice against, the first flag ignored */
static void mb_x9_fieldworks(void **state)
{
    (void)state;
    script s;
    wg_game *g = moving(MOB_TERRAIN(fieldworks, 4, 4),
                        MOB_UNIT(0, infantry, 4, 5) MOB_UNIT(1, infantry, 4, 1) SPARE, &s);
    apply_ok(g, act_move(0, 4, 4));
    apply_ok(g, act_move(0, 4, 3));
    wg_game_free(g);
    assert_int_equal(dice(MOB_TERRAIN(fieldworks, 4, 3), MOB_UNIT(0, infantry, 3, 3)
                          MOB_UNIT(1, infantry, 4, 3)), 2);
    assert_int_equal(dice(MOB_TERRAIN(fieldworks, 3, 3), MOB_UNIT(0, infantry, 2, 3)
                          MOB_UNIT(1, infantry, 4, 3)), 3);
    /* one flag against a unit in fieldworks: no retreat */
    g = moving(MOB_TERRAIN(fieldworks, 4, 3),
               MOB_UNIT(0, machine_gun, 3, 3) MOB_UNIT(1, infantry, 4, 3) SPARE, &s);
    SCRIPT(&s, 6, 3, 3); /* 5 dice - 2 */
    apply_ok(g, act_pass());
    int mark = wg_game_log_count(g);
    apply_ok(g, act_fire(0, 1));
    assert_int_equal(count_events(g, mark, WG_MOB_EV_FLAG_IGNORED), 1);
    assert_int_equal(count_events(g, mark, WG_MOB_EV_RETREAT), 0);
    int c, r;
    unit_at(g, 1, &c, &r);
    assert_int_equal(c, 4);
    assert_int_equal(r, 3);
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* MB-X10: sand: a unit moving on sand moves at most two hexes; no battle limit */
static void mb_x10_sand(void **state)
{
    (void)state;
    script s;
    wg_game *g = moving(MOB_TERRAIN(sand, 4, 5),
                        MOB_UNIT(0, cavalry, 4, 5) MOB_UNIT(1, infantry, 4, 0) SPARE, &s);
    apply_ok(g, act_move(0, 4, 4));
    apply_ok(g, act_move(0, 4, 3));
    assert_false(is_legal(g, act_move(0, 4, 2))); /* not three */
    wg_game_free(g);
    g = moving(MOB_TERRAIN(sand, 4, 4),
               MOB_UNIT(0, cavalry, 4, 5) MOB_UNIT(1, infantry, 4, 0) SPARE, &s);
    apply_ok(g, act_move(0, 4, 4));
    apply_ok(g, act_move(0, 4, 3));
    assert_false(is_legal(g, act_move(0, 4, 2)));
    wg_game_free(g);
    g = moving(MOB_TERRAIN(sand, 4, 4),
               MOB_UNIT(0, infantry, 4, 5) MOB_UNIT(1, infantry, 4, 2) SPARE, &s);
    apply_ok(g, act_move(0, 4, 4));
    apply_ok(g, act_pass());
    assert_true(is_legal(g, act_fire(0, 1)));
    wg_game_free(g);
    assert_int_equal(dice(MOB_TERRAIN(sand, 3, 3) MOB_TERRAIN(sand, 4, 3),
                          MOB_UNIT(0, infantry, 2, 3) MOB_UNIT(1, infantry, 4, 3)), 3);
}

/* MB-X10: a unit moving on sand moves at most two hexes in all: sand is no third hex */
static void mb_x10_sand_is_not_a_third_hex(void **state)
{
    (void)state;
    script s;
    wg_game *g = moving(MOB_TERRAIN(sand, 4, 2), MOB_UNIT(0, cavalry, 4, 5) SPARE, &s);
    apply_ok(g, act_move(0, 4, 4));
    apply_ok(g, act_move(0, 4, 3));
    assert_false(is_legal(g, act_move(0, 4, 2))); /* a third hex, on sand */
    assert_true(is_legal(g, act_move(0, 5, 2)));  /* a third hex on open ground */
    wg_mob_unit_info u = WG_MOB_UNIT_INFO_INIT;
    wg_mob_unit(g, 0, &u);
    assert_int_equal(u.moves_left, 1);
    wg_game_free(g);
}

/* MB-X6, MB-X11: tall crops and water hold a unit to one hex in all: never a second hex */
static void mb_x6_x11_one_hex_terrain_is_not_a_second_hex(void **state)
{
    (void)state;
    static const char *const terrain[] = { MOB_TERRAIN(tall_crops, 4, 3),
                                           MOB_TERRAIN(water, 4, 3) };
    for (int i = 0; i < 2; i++) {
        script s;
        wg_game *g = moving(terrain[i], MOB_UNIT(0, infantry, 4, 5) SPARE, &s);
        apply_ok(g, act_move(0, 4, 4));
        assert_false(is_legal(g, act_move(0, 4, 3)));
        assert_true(is_legal(g, act_move(0, 3, 3)));
        wg_game_free(g);
    }
}

/* MB-X11: water: a landing unit moves one hex, no retreat into it, no battle from it */
static void mb_x11_water(void **state)
{
    (void)state;
    script s;
    wg_game *g = moving(MOB_TERRAIN(water, 4, 5) MOB_TERRAIN(water, 3, 5),
                        MOB_UNIT(0, infantry, 4, 5) MOB_UNIT(0, machine_gun, 3, 5)
                        MOB_UNIT(1, infantry, 3, 4) MOB_UNIT(1, infantry, 8, 0), &s);
    apply_ok(g, act_move(0, 4, 4)); /* it lands */
    assert_false(is_legal(g, act_move(0, 4, 3)));
    apply_ok(g, act_pass());
    assert_int_equal(wg_mob_battle_dice(g, 1, 2), 5);
    assert_false(is_legal(g, act_fire(1, 2))); /* the machine gun is still on the water */
    wg_game_free(g);
    /* the only hex back is water: the flag costs a figure instead */
    g = moving(MOB_TERRAIN(water, 4, 0) MOB_TERRAIN(water, 5, 0),
               MOB_UNIT(0, infantry, 4, 2) MOB_UNIT(1, infantry, 4, 1) SPARE, &s);
    SCRIPT(&s, 6, 3, 3, 3);
    apply_ok(g, act_pass());
    apply_ok(g, act_fire(0, 1));
    int c, r;
    unit_at(g, 1, &c, &r);
    assert_int_equal(c, 4);
    assert_int_equal(r, 1);
    assert_int_equal(figures(g, 1), 3);
    assert_script_used_up(&s);
    wg_game_free(g);
    assert_int_equal(dice(MOB_TERRAIN(water, 3, 3), MOB_UNIT(0, infantry, 2, 3)
                          MOB_UNIT(1, infantry, 4, 3)), 3);
}

/* MB-X12: dice never go below zero; a unit with no dice cannot fire at that target */
static void mb_x12_no_dice_no_fire(void **state)
{
    (void)state;
    script s;
    wg_game *g = moving(MOB_TERRAIN(built_up, 4, 3),
                        MOB_UNIT(0, infantry, 0, 3) MOB_UNIT(1, infantry, 4, 3)
                        MOB_UNIT(1, infantry, 3, 0) SPARE, &s);
    assert_int_equal(wg_mob_battle_dice(g, 0, 1), 0); /* 1 - 2 is 0, not -1 */
    assert_int_equal(wg_mob_battle_dice(g, 0, 2), 1);
    apply_ok(g, act_pass());
    assert_false(is_legal(g, act_fire(0, 1)));
    assert_true(is_legal(g, act_fire(0, 2)));
    wg_game_free(g);
}

/* MB-L1: range counts hexes: the target's counts, the firer's does not */
static void mb_l1_range_counts_hexes(void **state)
{
    (void)state;
    assert_int_equal(dice("", MOB_UNIT(0, infantry, 4, 4) MOB_UNIT(1, infantry, 4, 3)), 4);
    assert_int_equal(dice("", MOB_UNIT(0, infantry, 4, 4) MOB_UNIT(1, infantry, 4, 2)), 3);
    assert_int_equal(dice("", MOB_UNIT(0, infantry, 4, 5) MOB_UNIT(1, infantry, 4, 2)), 2);
    assert_int_equal(dice("", MOB_UNIT(0, infantry, 4, 6) MOB_UNIT(1, infantry, 4, 2)), 1);
    assert_int_equal(dice("", MOB_UNIT(0, infantry, 4, 6) MOB_UNIT(1, infantry, 4, 1)), 0);
}

/* MB-L1: centre to centre; only a blocking hex strictly between blocks */
static void mb_l1_only_hexes_between_block(void **state)
{
    (void)state;
    assert_int_equal(dice(MOB_TERRAIN(wood, 2, 3), MOB_UNIT(0, infantry, 2, 3)
                          MOB_UNIT(1, infantry, 4, 3)), 3);
    assert_int_equal(dice(MOB_TERRAIN(wood, 4, 3), MOB_UNIT(0, infantry, 2, 3)
                          MOB_UNIT(1, infantry, 4, 3)), 3 - 1);
    assert_int_equal(dice(MOB_TERRAIN(wood, 3, 3), MOB_UNIT(0, infantry, 2, 3)
                          MOB_UNIT(1, infantry, 4, 3)), 0);
    /* a unit between blocks too (Memoir '44 rule: interpretation) */
    assert_int_equal(dice("", MOB_UNIT(0, infantry, 2, 3) MOB_UNIT(1, infantry, 4, 3)
                          MOB_UNIT(0, infantry, 3, 3)), 0);
}

/* MB-L1: along a hex edge, sight is blocked only if the hexes on both sides block */
static void mb_l1_edge_blocked_only_by_both_sides(void **state)
{
    (void)state;
    /* [2, 2] to [3, 3] runs along the edge between [3, 2] and [2, 3] */
    assert_int_equal(wg_hex_distance(hx(2, 2), hx(3, 3)), 2);
    assert_int_equal(dice(MOB_TERRAIN(wood, 3, 2), MOB_UNIT(0, infantry, 2, 2)
                          MOB_UNIT(1, infantry, 3, 3)), 3);
    assert_int_equal(dice(MOB_TERRAIN(wood, 2, 3), MOB_UNIT(0, infantry, 2, 2)
                          MOB_UNIT(1, infantry, 3, 3)), 3);
    assert_int_equal(dice(MOB_TERRAIN(wood, 3, 2) MOB_TERRAIN(wood, 2, 3),
                          MOB_UNIT(0, infantry, 2, 2) MOB_UNIT(1, infantry, 3, 3)), 0);
    wg_game *g = board(MOB_TERRAIN(wood, 3, 2), MOB_UNIT(0, infantry, 2, 2)
                       MOB_UNIT(1, infantry, 3, 3));
    assert_int_equal(wg_mob_line_of_sight(g, hx(2, 2), hx(3, 3)), 1);
    assert_int_equal(wg_mob_line_of_sight(g, hx(3, 3), hx(2, 2)), 1);
    assert_int_equal(wg_mob_line_of_sight(g, wg_hex_make(100, 0), wg_hex_make(0, 0)), WG_ERANGE);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(mb_x1_wood),
        cmocka_unit_test(mb_x2_orchard),
        cmocka_unit_test(mb_x3_hill_dice_and_range),
        cmocka_unit_test(mb_x3_hill_sight),
        cmocka_unit_test(mb_x4_built_up_area),
        cmocka_unit_test(mb_x5_river_and_bridge),
        cmocka_unit_test(mb_x6_field_and_tall_crops),
        cmocka_unit_test(mb_x7_rough),
        cmocka_unit_test(mb_x8_fence_or_wire),
        cmocka_unit_test(mb_x9_fieldworks),
        cmocka_unit_test(mb_x10_sand),
        cmocka_unit_test(mb_x10_sand_is_not_a_third_hex),
        cmocka_unit_test(mb_x6_x11_one_hex_terrain_is_not_a_second_hex),
        cmocka_unit_test(mb_x11_water),
        cmocka_unit_test(mb_x12_no_dice_no_fire),
        cmocka_unit_test(mb_l1_range_counts_hexes),
        cmocka_unit_test(mb_l1_only_hexes_between_block),
        cmocka_unit_test(mb_l1_edge_blocked_only_by_both_sides),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
