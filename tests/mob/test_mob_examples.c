/*
 * Memoir of Battle: the worked checks (MB-E1 .. MB-E4), number for number,
 * and the interpretations of what the draft leaves open (README.md,
 * "Interpretation"): generals, close combat, fieldworks, victory.
 */
#include <stdio.h>
#include <string.h>

#include "mob_test.h"

/* Two smooth-bore guns two hexes apart, and a foot unit each far away. */
static const char duel_yaml[] = MOB_HEAD("")
    MOB_UNIT(0, smoothbore_artillery, 2, 3)
    MOB_UNIT(1, smoothbore_artillery, 4, 3)
    MOB_UNIT(0, infantry, 0, 6)
    MOB_UNIT(1, infantry, 8, 0);

static int dice_by(const wg_game *g, int from, int unit)
{
    int n = 0;
    for (int i = from; i < wg_game_log_count(g); i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        n += ev.type == WG_EV_DIE && ev.unit == unit;
    }
    return n;
}

/* MB-E1: two guns that destroy each other in the same artillery phase both fire */
static void mb_e1_guns_that_destroy_each_other_both_fire(void **state)
{
    (void)state;
    script s;
    /* each rolls 4 dice at range 2: three artillery faces, one infantry */
    SCRIPT(&s, 4, 4, 4, 1, 4, 4, 4, 2, 1, 2);
    wg_game *g = mob_game(duel_yaml);
    mob_begin(g, &s);
    int mark = wg_game_log_count(g);
    apply_ok(g, act_fire(0, 1));
    apply_ok(g, act_fire(1, 0));
    assert_int_equal(dice_by(g, mark, 0), 4);
    assert_int_equal(dice_by(g, mark, 1), 4);
    assert_false(alive(g, 0));
    assert_false(alive(g, 1));
    assert_int_equal(count_events(g, mark, WG_EV_DESTROYED), 2);
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_int_equal(info.score[0], 1);
    assert_int_equal(info.score[1], 1);
    assert_int_equal(decision(g).type, WG_DEC_MOVE); /* the turn goes on */
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* MB-E2: rifled artillery on a hill at range 7 rolls 1 die; off the hill it cannot fire at 7 */
static void mb_e2_rifled_gun_on_a_hill_reaches_seven(void **state)
{
    (void)state;
    static const char on_hill[] = MOB_HEAD("{at: [0, 3], type: hill}")
        MOB_UNIT(0, rifled_artillery, 0, 3)
        MOB_UNIT(1, infantry, 7, 3);
    static const char off_hill[] = MOB_HEAD("")
        MOB_UNIT(0, rifled_artillery, 0, 3)
        MOB_UNIT(1, infantry, 7, 3);
    script s;
    SCRIPT(&s, 1, 1, 2);
    wg_game *g = mob_game(on_hill);
    assert_int_equal(wg_hex_distance(hx(0, 3), hx(7, 3)), 7);
    assert_int_equal(wg_mob_battle_dice(g, 0, 1), 1);
    wg_mob_unit_info u = WG_MOB_UNIT_INFO_INIT;
    wg_mob_unit(g, 0, &u);
    assert_int_equal(u.range, 7);
    mob_begin(g, &s);
    apply_ok(g, act_fire(0, 1)); /* one die: infantry, a hit */
    assert_int_equal(s.asked[0].purpose, WG_MOB_ROLL_ARTILLERY);
    assert_int_equal(figures(g, 1), 3);
    assert_script_used_up(&s);
    wg_game_free(g);
    SCRIPT(&s, 1, 2);
    g = mob_game(off_hill);
    assert_int_equal(wg_mob_battle_dice(g, 0, 1), 0);
    mob_begin(g, &s); /* no artillery decision: nothing to fire at */
    assert_int_equal(decision(g).type, WG_DEC_MOVE);
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* MB-E3: infantry at range 1 with a general in its hex rolls 5 dice; 3 into a built-up area */
static void mb_e3_general_adds_a_die(void **state)
{
    (void)state;
    static const char open_yaml[] = MOB_HEAD("")
        MOB_UNIT(0, infantry, 4, 4)
        MOB_UNIT(0, general, 4, 4)
        MOB_UNIT(1, infantry, 4, 3);
    static const char town_yaml[] = MOB_HEAD("{at: [4, 3], type: built_up}")
        MOB_UNIT(0, infantry, 4, 4)
        MOB_UNIT(0, general, 4, 4)
        MOB_UNIT(1, infantry, 4, 3);
    script s;
    SCRIPT(&s, 1, 2, 3, 3, 3, 3, 3);
    wg_game *g = mob_game(open_yaml);
    mob_begin(g, &s);
    pass_until(g, WG_DEC_FIRE, 0);
    assert_int_equal(wg_mob_battle_dice(g, 0, 2), 5);
    apply_ok(g, act_fire(0, 2));
    assert_script_used_up(&s); /* five dice */
    wg_game_free(g);
    SCRIPT(&s, 1, 2, 3, 3, 3);
    g = mob_game(town_yaml);
    mob_begin(g, &s);
    pass_until(g, WG_DEC_FIRE, 0);
    assert_int_equal(wg_mob_battle_dice(g, 0, 2), 3);
    apply_ok(g, act_fire(0, 2));
    assert_script_used_up(&s); /* three dice */
    wg_game_free(g);
}

/* MB-E4: a unit in fieldworks that is rolled two flags retreats one hex */
static void mb_e4_fieldworks_two_flags_retreat_one_hex(void **state)
{
    (void)state;
    static const char yaml[] = MOB_HEAD("{at: [4, 3], type: fieldworks}")
        MOB_UNIT(0, machine_gun, 3, 3)
        MOB_UNIT(1, infantry, 4, 3);
    script s;
    SCRIPT(&s, 1, 2, 6, 6, 3); /* 5 dice - 2 for fieldworks: flag, flag, cavalry */
    wg_game *g = mob_game(yaml);
    mob_begin(g, &s);
    pass_until(g, WG_DEC_FIRE, 0);
    int mark = wg_game_log_count(g);
    apply_ok(g, act_fire(0, 1));
    wg_event ev;
    wg_game_log_event(g, find_event(g, mark, WG_EV_RESULT), &ev);
    assert_int_equal(ev.extra, 1); /* one flag counts */
    assert_int_equal(count_events(g, mark, WG_MOB_EV_FLAG_IGNORED), 1);
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_RETREAT);
    assert_int_equal(d.count, 1);
    apply_ok(g, act_retreat(1, 4, 2));
    int c, r;
    unit_at(g, 1, &c, &r);
    assert_int_equal(c, 4);
    assert_int_equal(r, 2);
    assert_int_equal(count_events(g, mark, WG_MOB_EV_RETREAT), 1);
    assert_int_equal(figures(g, 1), 4);
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* ------------------------------------------------------------ interpretations */

/* Interpretation (Memoir '44 close assault): a unit next to an enemy battles an adjacent one */
static void unit_next_to_an_enemy_must_battle_an_adjacent_one(void **state)
{
    (void)state;
    static const char yaml[] = MOB_HEAD("")
        MOB_UNIT(0, infantry, 4, 4)
        MOB_UNIT(1, infantry, 4, 3)
        MOB_UNIT(1, infantry, 6, 4);
    script s;
    SCRIPT(&s, 1, 2);
    wg_game *g = mob_game(yaml);
    mob_begin(g, &s);
    pass_until(g, WG_DEC_FIRE, 0);
    assert_int_equal(wg_mob_battle_dice(g, 0, 2), 3);
    assert_false(is_legal(g, act_fire(0, 2)));
    assert_true(is_legal(g, act_fire(0, 1)));
    wg_game_free(g);
}

static const char led_yaml[] = MOB_HEAD("")
    MOB_UNIT(0, infantry, 4, 4)
    MOB_UNIT(1, infantry, 4, 3)
    MOB_UNIT(1, general, 4, 3);

/* Interpretation: each general face against a unit with a general in its hex hits the general */
static void general_face_hits_the_general_with_the_unit(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 1, 2, 5, 1, 3, 4);
    wg_game *g = mob_game(led_yaml);
    mob_begin(g, &s);
    pass_until(g, WG_DEC_FIRE, 0);
    apply_ok(g, act_fire(0, 1));
    assert_false(alive(g, 2));
    assert_int_equal(figures(g, 1), 3);
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_int_equal(info.score[0], 1); /* a general counts as a unit destroyed */
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* Interpretation: a general in a unit's hex is no target of its own; one alone in a hex is */
static void a_stacked_general_is_hit_only_through_its_unit(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 1, 2);
    wg_game *g = mob_game(led_yaml);
    mob_begin(g, &s);
    pass_until(g, WG_DEC_FIRE, 0);
    assert_true(is_legal(g, act_fire(0, 1)));
    assert_false(is_legal(g, act_fire(0, 2)));
    uint64_t h = wg_game_hash(g);
    wg_action at_general = act_fire(0, 2);
    assert_int_equal(wg_game_apply(g, &at_general), WG_EILLEGAL);
    assert_int_equal(wg_game_hash(g), h);
    wg_game_free(g);

    static const char alone_yaml[] = MOB_HEAD("")
        MOB_UNIT(0, infantry, 4, 4)
        MOB_UNIT(1, general, 4, 3)
        MOB_UNIT(1, infantry, 0, 0);
    g = mob_game(alone_yaml);
    SCRIPT(&s, 1, 2);
    mob_begin(g, &s);
    pass_until(g, WG_DEC_FIRE, 0);
    assert_true(is_legal(g, act_fire(0, 1)));
    wg_game_free(g);
}

/* Interpretation: a general retreats with the unit whose hex it shares */
static void general_retreats_with_its_unit(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 1, 2, 6, 3, 3, 3);
    wg_game *g = mob_game(led_yaml);
    mob_begin(g, &s);
    pass_until(g, WG_DEC_FIRE, 0);
    apply_ok(g, act_fire(0, 1));
    apply_ok(g, act_retreat(1, 5, 2));
    int c, r;
    unit_at(g, 2, &c, &r);
    assert_int_equal(c, 5);
    assert_int_equal(r, 2);
    wg_mob_unit_info u = WG_MOB_UNIT_INFO_INIT;
    wg_mob_unit(g, 1, &u);
    assert_int_equal(u.general, 2);
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* Interpretation: fieldworks ignore the first flag of every battle against the unit */
static void fieldworks_ignore_a_flag_in_each_battle(void **state)
{
    (void)state;
    static const char yaml[] = MOB_HEAD("{at: [4, 3], type: fieldworks}")
        MOB_UNIT(0, machine_gun, 3, 3)
        MOB_UNIT(0, machine_gun, 5, 3)
        MOB_UNIT(1, infantry, 4, 3);
    script s;
    SCRIPT(&s, 1, 2, 6, 3, 3, 6, 3, 3);
    wg_game *g = mob_game(yaml);
    mob_begin(g, &s);
    pass_until(g, WG_DEC_FIRE, 0);
    int mark = wg_game_log_count(g);
    apply_ok(g, act_fire(0, 2));
    apply_ok(g, act_fire(1, 2));
    assert_int_equal(count_events(g, mark, WG_MOB_EV_FLAG_IGNORED), 2);
    assert_int_equal(count_events(g, mark, WG_MOB_EV_RETREAT), 0);
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* Interpretation: victory by destroying `victory: destroy` units, at once */
static void destroying_enough_units_wins_at_once(void **state)
{
    (void)state;
    static const char yaml[] = MOB_HEAD("")
        "  - {side: 0, type: infantry, at: [4, 4]}\n"
        "  - {side: 1, type: infantry, at: [4, 3], figures: 2}\n"
        "  - {side: 1, type: infantry, at: [8, 0]}\n"
        "victory: {destroy: 1, turns: 5}\n";
    script s;
    SCRIPT(&s, 1, 2, 1, 1, 3, 3);
    wg_game *g = mob_game(yaml);
    mob_begin(g, &s);
    pass_until(g, WG_DEC_FIRE, 0);
    apply_ok(g, act_fire(0, 1));
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_true(info.over);
    assert_int_equal(info.winner, 0);
    assert_int_equal(info.result, WG_MOB_RESULT_DESTROY);
    assert_int_equal(decision(g).type, WG_DEC_NONE);
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* Interpretation: a side left with no unit but generals loses */
static void a_side_without_fighting_units_loses(void **state)
{
    (void)state;
    static const char yaml[] = MOB_HEAD("")
        "  - {side: 0, type: infantry, at: [4, 4]}\n"
        "  - {side: 1, type: infantry, at: [4, 3], figures: 1}\n"
        "  - {side: 1, type: general, at: [8, 0]}\n";
    script s;
    SCRIPT(&s, 1, 2, 1, 3, 3, 3);
    wg_game *g = mob_game(yaml);
    mob_begin(g, &s);
    pass_until(g, WG_DEC_FIRE, 0);
    apply_ok(g, act_fire(0, 1));
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_int_equal(info.winner, 0);
    assert_int_equal(info.result, WG_MOB_RESULT_ANNIHILATE);
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* Interpretation: holding every `victory: hold` hex at the end of a turn wins */
static void holding_the_objectives_at_the_turn_end_wins(void **state)
{
    (void)state;
    static const char yaml[] = MOB_HEAD("")
        MOB_UNIT(0, infantry, 4, 5)
        MOB_UNIT(1, infantry, 8, 0)
        "victory: {hold: [[4, 4]], turns: 5}\n";
    script s;
    SCRIPT(&s, 1, 2);
    wg_game *g = mob_game(yaml);
    wg_mob_hex_info h = WG_MOB_HEX_INFO_INIT;
    wg_mob_hex(g, hx(4, 4), &h);
    assert_int_equal(h.objective, 1);
    mob_begin(g, &s);
    apply_ok(g, act_move(0, 4, 4));
    apply_ok(g, act_pass()); /* Blue holds it; Red moves */
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_false(info.over); /* not before the turn is over */
    pass_until(g, WG_DEC_NONE, -1);
    wg_game_status(g, &info);
    assert_int_equal(info.turn, 1);
    assert_int_equal(info.winner, 0);
    assert_int_equal(info.result, WG_MOB_RESULT_HOLD);
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* Interpretation: at the turn limit the side that destroyed more wins; equal is a draw */
static void the_turn_limit_ends_the_game(void **state)
{
    (void)state;
    static const char yaml[] = MOB_HEAD("")
        MOB_UNIT(0, infantry, 0, 6)
        MOB_UNIT(1, infantry, 8, 0)
        "victory: {turns: 2}\n";
    script s;
    SCRIPT(&s, 1, 2, 1, 2);
    wg_game *g = mob_game(yaml);
    mob_begin(g, &s);
    pass_until(g, WG_DEC_NONE, -1);
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_int_equal(info.turn, 2);
    assert_int_equal(info.winner, -1);
    assert_int_equal(info.result, WG_MOB_RESULT_DRAW);
    assert_script_used_up(&s);
    wg_game_free(g);
    static const char kill_yaml[] = MOB_HEAD("")
        MOB_UNIT(0, infantry, 4, 4)
        "  - {side: 1, type: general, at: [4, 3]}\n"
        MOB_UNIT(1, infantry, 8, 0)
        "victory: {turns: 1}\n";
    SCRIPT(&s, 1, 2, 5, 1, 1, 1);
    g = mob_game(kill_yaml);
    mob_begin(g, &s);
    pass_until(g, WG_DEC_FIRE, 0);
    apply_ok(g, act_fire(0, 1));
    pass_until(g, WG_DEC_NONE, -1);
    wg_game_status(g, &info);
    assert_int_equal(info.winner, 0);
    assert_int_equal(info.result, WG_MOB_RESULT_TURNS);
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* Interpretation: if both sides win in the same artillery phase, it is a draw */
static void both_sides_winning_at_once_is_a_draw(void **state)
{
    (void)state;
    static const char yaml[] = MOB_HEAD("")
        MOB_UNIT(0, smoothbore_artillery, 2, 3)
        MOB_UNIT(1, smoothbore_artillery, 4, 3)
        MOB_UNIT(0, infantry, 0, 6)
        MOB_UNIT(1, infantry, 8, 0)
        "victory: {destroy: 1}\n";
    script s;
    SCRIPT(&s, 4, 4, 4, 1, 4, 4, 4, 2);
    wg_game *g = mob_game(yaml);
    mob_begin(g, &s);
    apply_ok(g, act_fire(0, 1));
    apply_ok(g, act_fire(1, 0));
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_true(info.over);
    assert_int_equal(info.winner, -1);
    assert_int_equal(info.result, WG_MOB_RESULT_DRAW);
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* Interpretation: terrain does not slow a retreat, and a unit pushed into a wood battles */
static void retreats_are_not_slowed_by_terrain(void **state)
{
    (void)state;
    static const char yaml[] = MOB_HEAD("{at: [4, 2], type: wood}, {at: [5, 2], type: wood}, "
                                        "{at: [3, 1], type: fence}, {at: [4, 1], type: fence}")
        MOB_UNIT(0, infantry, 4, 4)
        MOB_UNIT(1, infantry, 4, 3)
        MOB_UNIT(0, infantry, 0, 6);
    script s;
    SCRIPT(&s, 1, 2, 6, 6, 6, 3);
    wg_game *g = mob_game(yaml);
    mob_begin(g, &s);
    pass_until(g, WG_DEC_FIRE, 0);
    apply_ok(g, act_fire(0, 1));           /* three flags */
    apply_ok(g, act_retreat(1, 4, 2));     /* into the wood, and on */
    apply_ok(g, act_retreat(1, 4, 1));     /* through the fence, and on */
    apply_ok(g, act_retreat(1, 4, 0));
    int c, r;
    unit_at(g, 1, &c, &r);
    assert_int_equal(c, 4);
    assert_int_equal(r, 0);
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* Interpretation: guns need sight like every unit, and terrain takes dice off them too */
static void artillery_needs_sight_and_pays_for_terrain(void **state)
{
    (void)state;
    static const char hidden[] = MOB_HEAD("{at: [3, 3], type: wood}")
        MOB_UNIT(0, rifled_artillery, 1, 3)
        MOB_UNIT(1, infantry, 5, 3);
    static const char in_wood[] = MOB_HEAD("{at: [2, 3], type: wood}")
        MOB_UNIT(0, smoothbore_artillery, 1, 3)
        MOB_UNIT(1, infantry, 2, 3);
    wg_game *g = mob_game(hidden);
    assert_int_equal(wg_mob_battle_dice(g, 0, 1), 0);
    wg_game_free(g);
    g = mob_game(in_wood);
    assert_int_equal(wg_mob_battle_dice(g, 0, 1), 5 - 1);
    wg_game_free(g);
}

/* Interpretation: a general shares a hex with one unit of its own side, no more */
static void a_general_shares_a_hex_with_one_friendly_unit(void **state)
{
    (void)state;
    static const char yaml[] = MOB_HEAD("")
        MOB_UNIT(0, general, 4, 4)
        MOB_UNIT(0, infantry, 4, 5)
        MOB_UNIT(0, infantry, 3, 4)
        MOB_UNIT(1, general, 5, 4)
        MOB_UNIT(1, infantry, 8, 0);
    script s;
    SCRIPT(&s, 1, 2);
    wg_game *g = mob_game(yaml);
    mob_begin(g, &s);
    assert_true(is_legal(g, act_move(0, 4, 5)));  /* the general joins a unit */
    assert_true(is_legal(g, act_move(1, 4, 4)));  /* a unit joins the general */
    assert_false(is_legal(g, act_move(0, 5, 4))); /* never an enemy's hex */
    apply_ok(g, act_move(1, 4, 4));
    assert_false(is_legal(g, act_move(2, 4, 4))); /* one unit beside the general */
    wg_mob_unit_info u = WG_MOB_UNIT_INFO_INIT;
    wg_mob_unit(g, 1, &u);
    assert_int_equal(u.general, 0);
    assert_script_used_up(&s);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(mb_e1_guns_that_destroy_each_other_both_fire),
        cmocka_unit_test(mb_e2_rifled_gun_on_a_hill_reaches_seven),
        cmocka_unit_test(mb_e3_general_adds_a_die),
        cmocka_unit_test(mb_e4_fieldworks_two_flags_retreat_one_hex),
        cmocka_unit_test(unit_next_to_an_enemy_must_battle_an_adjacent_one),
        cmocka_unit_test(general_face_hits_the_general_with_the_unit),
        cmocka_unit_test(a_stacked_general_is_hit_only_through_its_unit),
        cmocka_unit_test(general_retreats_with_its_unit),
        cmocka_unit_test(fieldworks_ignore_a_flag_in_each_battle),
        cmocka_unit_test(destroying_enough_units_wins_at_once),
        cmocka_unit_test(a_side_without_fighting_units_loses),
        cmocka_unit_test(holding_the_objectives_at_the_turn_end_wins),
        cmocka_unit_test(the_turn_limit_ends_the_game),
        cmocka_unit_test(both_sides_winning_at_once_is_a_draw),
        cmocka_unit_test(retreats_are_not_slowed_by_terrain),
        cmocka_unit_test(artillery_needs_sight_and_pays_for_terrain),
        cmocka_unit_test(a_general_shares_a_hex_with_one_friendly_unit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
