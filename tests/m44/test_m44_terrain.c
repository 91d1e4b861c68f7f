/*
 * The base game's beach terrain and fixed obstacles (M44-X2..X5, from the
 * terrain appendix: lib/rulesets/m44/README.md gives the sources): ocean,
 * beach, bunker, hedgehog, with forced dice. Allies (player 0) at the
 * bottom, Axis (player 1) at the top; 13 x 9 odd-r boards.
 */
#include <stdio.h>
#include <stddef.h>
#include <string.h>

#include "m44_test.h"

#define HANDS "[[probe_centre, attack_centre, probe_left, probe_right], " \
              "[probe_centre, attack_centre, probe_left, probe_right]]"
/* Obstacles go after the terrain list, inside the board's map. */
#define OBSTACLES "], obstacles: ["
#define OBST(type, c, r) "{at: [" #c ", " #r "], type: " #type "}, "
#define BUNKER(c, r, side) "{at: [" #c ", " #r "], type: bunker, side: " #side "}, "

static wg_game *game(const char *head, const char *terrain, const char *units, script *s)
{
    wg_game *g = m44_game(head, terrain, units, HANDS, 4, 4);
    if (s)
        wg_game_set_dice(g, script_die, s);
    return g;
}

static int hex_obstacle(const wg_game *g, int c, int r)
{
    wg_m44_hex_info h = WG_M44_HEX_INFO_INIT;
    assert_int_equal(wg_m44_hex(g, hx(c, r), &h), WG_OK);
    return h.obstacle;
}

static int row_of(const wg_game *g, int unit)
{
    int c, r;
    unit_at(g, unit, &c, &r);
    return r;
}

/* ------------------------------------------------------------ M44-X2 ocean */

/* M44-X2: out of the ocean a unit moves one hex; in it, it may not battle */
static void m44_x2_ocean_moves_one_and_no_battle(void **state)
{
    (void)state;
    wg_game *g = game(NULL, TERR(ocean, 6, 8) TERR(ocean, 7, 8),
                      UNIT(0, armor, 6, 8) UNIT(0, infantry, 7, 8) UNIT(1, infantry, 7, 7)
                          UNIT(1, infantry, 0, 0),
                      NULL);
    wg_unit_info info = WG_UNIT_INFO_INIT;
    order(g, WG_M44_CARD_ATTACK, 0, 1, -1);
    assert_int_equal(wg_game_unit(g, 0, &info), WG_OK);
    assert_int_equal(info.moves_left, 1); /* armor: 3, but from the ocean 1 */
    apply_ok(g, act_move(0, 6, 7));
    assert_false(is_legal(g, act_move(0, 6, 6)));
    apply_ok(g, act(WG_ACT_PASS));
    assert_int_equal(decision(g).type, WG_DEC_FIRE);
    assert_true(is_legal(g, act_fire(0, 2)));  /* the armor landed: it battles */
    assert_false(is_legal(g, act_fire(1, 2))); /* the infantry is still in the ocean */
    wg_game_free(g);
}

/* M44-X2: no retreat into the ocean: each hex not made costs a figure */
static void m44_x2_no_retreat_into_the_ocean(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_FLAG, F_STAR, F_STAR);
    wg_game *g = game("first: 1\n", TERR(ocean, 6, 8) TERR(ocean, 7, 8),
                      UNIT(0, infantry, 6, 7) UNIT(1, infantry, 6, 6), &s);
    order(g, WG_M44_CARD_PROBE, 1, -1);
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_fire(1, 0));
    assert_int_equal(count_events(g, 0, WG_M44_EV_RETREAT_BLOCKED), 1);
    assert_int_equal(figures(g, 0), 3);
    assert_int_equal(row_of(g, 0), 7);
    wg_game_free(g);
}

/* ------------------------------------------------------------ M44-X3 beach */

/* M44-X3: a move that starts on or enters a beach goes two hexes at most */
static void m44_x3_beach_moves_two(void **state)
{
    (void)state;
    wg_game *g = game(NULL, TERR(beach, 6, 7), UNIT(0, armor, 6, 7) UNIT(1, infantry, 0, 0),
                      NULL);
    order(g, WG_M44_CARD_ATTACK, 0, -1);
    apply_ok(g, act_move(0, 6, 6));
    apply_ok(g, act_move(0, 6, 5)); /* two: its move is over, off the beach too */
    assert_false(is_legal(g, act_move(0, 6, 4)));
    wg_game_free(g);

    /* two clear hexes, then the beach would be a third */
    g = game(NULL, TERR(beach, 5, 5) TERR(beach, 6, 5),
             UNIT(0, armor, 6, 8) UNIT(1, infantry, 0, 0), NULL);
    order(g, WG_M44_CARD_ATTACK, 0, -1);
    apply_ok(g, act_move(0, 6, 7));
    apply_ok(g, act_move(0, 6, 6));
    assert_false(is_legal(g, act_move(0, 6, 5)));
    assert_true(is_legal(g, act_move(0, 7, 6))); /* clear: its third hex */
    wg_game_free(g);
}

/* ------------------------------------------------------------ M44-X4 bunker */

/* M44-X4: only infantry enters a bunker, and it may battle after entering */
static void m44_x4_bunker_infantry_only(void **state)
{
    (void)state;
    wg_game *g = game(NULL, OBSTACLES BUNKER(6, 6, 0) BUNKER(7, 6, 0),
                      UNIT(0, armor, 6, 7) UNIT(0, infantry, 7, 7) UNIT(1, infantry, 7, 5), NULL);
    order(g, WG_M44_CARD_ATTACK, 0, 1, -1);
    assert_false(is_legal(g, act_move(0, 6, 6)));
    assert_false(is_legal(g, act_move(0, 7, 6)));
    apply_ok(g, act_move(1, 7, 6));
    apply_ok(g, act(WG_ACT_PASS));
    assert_true(is_legal(g, act_fire(1, 2)));
    wg_game_free(g);
}

/* M44-X4: the owner's unit in it: infantry -1, armor -2, artillery 0; one flag ignored */
static void m44_x4_bunker_protects_its_side(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_FLAG, F_STAR, F_STAR);
    wg_game *g = game(NULL, OBSTACLES BUNKER(6, 5, 1),
                      UNIT(0, infantry, 6, 6) UNIT(0, armor, 7, 6) UNIT(0, artillery, 5, 6)
                          UNIT(1, infantry, 6, 5),
                      &s);
    assert_int_equal(wg_m44_battle_dice(g, 0, 3), 2);
    assert_int_equal(wg_m44_battle_dice(g, 1, 3), 1);
    assert_int_equal(wg_m44_battle_dice(g, 2, 3), 3);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_fire(0, 3));
    int i = find_event(g, 0, WG_M44_EV_FLAG_IGNORED);
    assert_true(i >= 0);
    wg_event ev;
    assert_int_equal(wg_game_log_event(g, i, &ev), WG_OK);
    assert_int_equal(ev.value, WG_M44_BUNKER);
    char line[120];
    wg_event_describe(g, &ev, line, sizeof line);
    assert_non_null(strstr(line, "ignores a flag (bunker)"));
    assert_int_equal(row_of(g, 3), 5); /* it held */
    wg_game_free(g);

    /* the other side's unit in it has no protection */
    g = game(NULL, OBSTACLES BUNKER(6, 5, 0),
             UNIT(0, infantry, 6, 6) UNIT(0, armor, 7, 6) UNIT(1, infantry, 6, 5), NULL);
    assert_int_equal(wg_m44_battle_dice(g, 0, 2), 3);
    assert_int_equal(wg_m44_battle_dice(g, 1, 2), 3);
    wg_game_free(g);
}

/* M44-X4: wg_m44_hex says whose a bunker is; other obstacles and bare hexes belong to
 * nobody; a host's struct from before the field is filled without it. */
static void m44_x4_hex_reports_the_bunkers_side(void **state)
{
    (void)state;
    wg_game *g = game(NULL, OBSTACLES BUNKER(6, 5, 1) BUNKER(2, 2, 0) OBST(hedgehog, 4, 4),
                      UNIT(0, infantry, 6, 6) UNIT(1, infantry, 6, 5), NULL);
    static const struct { int c, r, obstacle, side; } want[] = {
        { 6, 5, WG_M44_BUNKER, 1 },
        { 2, 2, WG_M44_BUNKER, 0 },
        { 4, 4, WG_M44_HEDGEHOG, -1 },
        { 8, 8, WG_M44_NO_OBSTACLE, -1 },
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        wg_m44_hex_info h = WG_M44_HEX_INFO_INIT;
        assert_int_equal(wg_m44_hex(g, hx(want[i].c, want[i].r), &h), WG_OK);
        assert_int_equal(h.obstacle, want[i].obstacle);
        assert_int_equal(h.obstacle_side, want[i].side);
    }
    wg_m44_hex_info old = WG_M44_HEX_INFO_INIT;
    old.size = offsetof(wg_m44_hex_info, obstacle_side);
    old.obstacle_side = 77;
    assert_int_equal(wg_m44_hex(g, hx(6, 5), &old), WG_OK);
    assert_int_equal(old.obstacle, WG_M44_BUNKER);
    assert_int_equal(old.obstacle_side, 77); /* past its size: untouched */
    old.size = offsetof(wg_m44_hex_info, objective);
    assert_int_equal(wg_m44_hex(g, hx(6, 5), &old), WG_EINVAL);
    wg_game_free(g);
}

/* M44-X4: artillery in a bunker never moves, and loses a figure per flag that counts */
static void m44_x4_artillery_held_in_its_bunker(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_FLAG, F_FLAG, F_STAR);
    wg_game *g = game("first: 1\n", OBSTACLES BUNKER(6, 3, 1),
                      UNIT(0, infantry, 6, 4) UNIT(1, artillery, 6, 3) UNIT(1, infantry, 2, 2),
                      &s);
    order(g, WG_M44_CARD_PROBE, 1, -1);
    assert_int_equal(decision(g).type, WG_DEC_FIRE); /* no move: the battles at once */
    apply_ok(g, act(WG_ACT_PASS));
    pass_until(g, WG_DEC_ORDER, 0);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_fire(0, 1)); /* two flags: one ignored, one a figure */
    assert_int_equal(figures(g, 1), 1);
    assert_int_equal(row_of(g, 1), 3);
    assert_int_equal(count_events(g, 0, WG_M44_EV_RETREAT), 0);
    wg_game_free(g);
}

/* M44-X4: a bunker blocks sight; a retreat does not enter one its unit may not enter */
static void m44_x4_bunker_blocks_sight_and_retreats(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_FLAG, F_STAR, F_STAR);
    wg_game *g = game("first: 1\n", OBSTACLES BUNKER(6, 8, 0) BUNKER(7, 8, 0),
                      UNIT(0, armor, 6, 7) UNIT(1, infantry, 6, 6) UNIT(0, infantry, 6, 3), NULL);
    assert_int_equal(wg_m44_line_of_sight(g, hx(3, 4), hx(9, 4)), 1);
    wg_game_free(g);
    g = game("first: 1\n", OBSTACLES BUNKER(6, 8, 0) BUNKER(7, 8, 0) BUNKER(6, 4, 0),
             UNIT(0, armor, 6, 7) UNIT(1, infantry, 6, 6) UNIT(0, infantry, 6, 3), &s);
    assert_int_equal(wg_m44_line_of_sight(g, hx(3, 4), hx(9, 4)), 0);
    order(g, WG_M44_CARD_PROBE, 1, -1);
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_fire(1, 0));
    assert_int_equal(count_events(g, 0, WG_M44_EV_RETREAT_BLOCKED), 1);
    assert_int_equal(figures(g, 0), 2);
    wg_game_free(g);
}

/* ------------------------------------------------------------ M44-X5 hedgehog */

/* M44-X5: hedgehogs: infantry only, no dice lost, one flag ignored, sight open */
static void m44_x5_hedgehog(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_FLAG, F_STAR, F_STAR);
    wg_game *g = game(NULL, TERR(beach, 6, 5) OBSTACLES OBST(hedgehog, 6, 5) OBST(hedgehog, 7, 6),
                      UNIT(0, infantry, 6, 6) UNIT(0, armor, 7, 7) UNIT(1, infantry, 6, 5),
                      &s);
    assert_int_equal(wg_m44_battle_dice(g, 0, 2), 3);
    assert_int_equal(wg_m44_line_of_sight(g, hx(6, 7), hx(7, 5)), 1);
    order(g, WG_M44_CARD_ATTACK, 0, 1, -1);
    assert_false(is_legal(g, act_move(1, 7, 6))); /* armor may not enter */
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_fire(0, 2));
    assert_int_equal(count_events(g, 0, WG_M44_EV_FLAG_IGNORED), 1);
    assert_int_equal(row_of(g, 2), 5);
    assert_int_equal(hex_obstacle(g, 6, 5), WG_M44_HEDGEHOG); /* fixed: it stays */
    wg_game_free(g);
}

/* ------------------------------------------------------------ scenario keys */

/* A bunker names its side; no other obstacle does; hedgehogs and bunkers load */
static void m44_x4_scenario_keys(void **state)
{
    (void)state;
    static const char *const bad[] = {
        "board: {columns: 13, rows: 9, obstacles: [{at: [1, 1], type: bunker}]}\n",
        "board: {columns: 13, rows: 9, obstacles: [{at: [1, 1], type: wire, side: 0}]}\n",
        "board: {columns: 13, rows: 9, obstacles: [{at: [1, 1], type: bunker, side: 2}]}\n",
        "board: {columns: 13, rows: 9, obstacles: [{at: [1, 1], type: moat}]}\n",
    };
    static const char *const why[] = { "side", "only a bunker", "0 to 1", "moat" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char yaml[1024];
        snprintf(yaml, sizeof yaml,
                 "ruleset: m44\n%ssides: [{name: A}, {name: B}]\nunits:\n" UNIT(0, infantry, 6, 6)
                     UNIT(1, infantry, 6, 2),
                 bad[i]);
        wg_game *g = NULL;
        wg_error err;
        assert_int_equal(wg_game_new(&g, yaml, strlen(yaml), "t.yaml", 1, NULL, &err), WG_EPARSE);
        assert_null(g);
        if (!strstr(err.message, why[i]))
            fail_msg("%s", err.message);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(m44_x2_ocean_moves_one_and_no_battle),
        cmocka_unit_test(m44_x2_no_retreat_into_the_ocean),
        cmocka_unit_test(m44_x3_beach_moves_two),
        cmocka_unit_test(m44_x4_bunker_infantry_only),
        cmocka_unit_test(m44_x4_bunker_protects_its_side),
        cmocka_unit_test(m44_x4_hex_reports_the_bunkers_side),
        cmocka_unit_test(m44_x4_artillery_held_in_its_bunker),
        cmocka_unit_test(m44_x4_bunker_blocks_sight_and_retreats),
        cmocka_unit_test(m44_x5_hedgehog),
        cmocka_unit_test(m44_x4_scenario_keys),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
