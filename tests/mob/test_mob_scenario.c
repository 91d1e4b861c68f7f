/*
 * Memoir of Battle: the scenario file (every bad value refused with
 * WG_EPARSE at file:line:column), illegal actions (refused with
 * WG_EILLEGAL, nothing changed), and the protocol around the rules: the
 * start decision, undo, save and load, clone, queries and descriptions.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mob_test.h"

#define SIDES "sides: [{name: Blue, home: bottom}, {name: Red, home: top}]\n"
#define BOARD "board: {columns: 9, rows: 7}\n"
#define UNITS "units:\n  - {side: 0, type: infantry, at: [4, 5]}\n" \
              "  - {side: 1, type: infantry, at: [4, 1]}\n"

/* The message names the file, the line and the column of the culprit. */
static void assert_refused_at(const char *yaml, int line, int column, const char *words)
{
    wg_error err;
    const char *msg = mob_parse_error(yaml, &err);
    if (getenv("MOB_SHOW")) {
        printf("%s\n", msg);
        return;
    }
    char where[64];
    snprintf(where, sizeof where, "bad.yaml:%d:%d:", line, column);
    if (strncmp(msg, where, strlen(where)) != 0 || !strstr(msg, words))
        fail_msg("expected '%s ... %s', got '%s'", where, words, msg);
    assert_int_equal(err.line, line);
    assert_int_equal(err.column, column);
}

static void bad_scenarios_are_refused_with_their_place(void **state)
{
    (void)state;
    assert_refused_at("ruleset: mob\n" BOARD SIDES UNITS "weather: rain\n", 7, 1,
                      "unknown key 'weather'");
    assert_refused_at("ruleset: mob\n" SIDES UNITS, 1, 1, "missing key 'board'");
    assert_refused_at("ruleset: mob\nboard: {columns: 9, rows: 77}\n" SIDES UNITS, 2, 27, "integer");
    assert_refused_at("ruleset: mob\nboard: {columns: 9, rows: 7, layout: hex}\n" SIDES UNITS,
                      2, 38, "odd-r");
    assert_refused_at("ruleset: mob\nboard: {columns: 9, rows: 7, terrain: [{at: [1, 1], "
                      "type: swamp}]}\n" SIDES UNITS, 2, 59, "unknown terrain type 'swamp'");
    assert_refused_at("ruleset: mob\nboard: {columns: 9, rows: 7, terrain: [{at: [1, 1], "
                      "type: wood, height: 2}]}\n" SIDES UNITS, 2, 73, "only a hill has a height");
    assert_refused_at("ruleset: mob\nboard: {columns: 9, rows: 7, terrain: [{at: [9, 1], "
                      "type: wood}]}\n" SIDES UNITS, 2, 46, "0 to 8");
    assert_refused_at("ruleset: mob\nboard: {columns: 9, rows: 7, terrain: [{at: [1, 1], "
                      "type: wood}, {at: [1, 1], type: hill}]}\n" SIDES UNITS, 2, 71,
                      "already has its terrain");
    assert_refused_at("ruleset: mob\n" BOARD "sides: [{name: Blue, home: bottom}]\n" UNITS, 3, 8,
                      "expected two sides");
    assert_refused_at("ruleset: mob\n" BOARD
                      "sides: [{name: Blue, home: bottom}, {name: Red, home: bottom}]\n" UNITS,
                      3, 55, "different home edges");
    assert_refused_at("ruleset: mob\n" BOARD
                      "sides: [{name: Blue, home: down}, {name: Red, home: top}]\n" UNITS,
                      3, 28, "bottom, top, left, right");
    assert_refused_at("ruleset: mob\n" BOARD SIDES
                      "units:\n  - {side: 2, type: infantry, at: [4, 5]}\n", 5, 12, "0 to 1");
    assert_refused_at("ruleset: mob\n" BOARD SIDES
                      "units:\n  - {side: 0, type: tank, at: [4, 5]}\n", 5, 21, "tank");
    assert_refused_at("ruleset: mob\n" BOARD SIDES
                      "units:\n  - {side: 0, type: infantry, at: [4, 5], morale: 3}\n", 5, 43,
                      "unknown key 'morale'");
    assert_refused_at("ruleset: mob\n" BOARD SIDES
                      "units:\n  - {side: 0, type: cavalry, at: [4, 5], figures: 4}\n", 5, 51,
                      "1 to 3");
    assert_refused_at("ruleset: mob\nboard: {columns: 9, rows: 7, terrain: [{at: [4, 5], "
                      "type: river}]}\n" SIDES UNITS, 5, 35, "infantry cannot stand in river");
    assert_refused_at("ruleset: mob\nboard: {columns: 9, rows: 7, terrain: [{at: [4, 5], "
                      "type: rough}]}\n" SIDES
                      "units:\n  - {side: 0, type: cavalry, at: [4, 5]}\n", 5, 34,
                      "cavalry cannot stand in rough");
    assert_refused_at("ruleset: mob\n" BOARD SIDES UNITS
                      "  - {side: 0, type: machine_gun, at: [4, 5]}\n", 7, 38, "already holds");
    assert_refused_at("ruleset: mob\n" BOARD SIDES UNITS
                      "  - {side: 1, type: general, at: [4, 5]}\n", 7, 34, "already holds");
    assert_refused_at("ruleset: mob\n" BOARD SIDES
                      "units:\n  - {side: 0, type: infantry, at: [4, 5]}\n"
                      "  - {side: 1, type: general, at: [4, 1]}\n", 5, 3, "no unit but generals");
    assert_refused_at("ruleset: mob\n" BOARD SIDES UNITS "victory: {turns: 0}\n", 7, 18, "1 to 1000");
    assert_refused_at("ruleset: mob\n" BOARD SIDES UNITS "victory: {hold: [[4, 4], [4, 4]]}\n",
                      7, 26, "listed twice");
    assert_refused_at("ruleset: mob\n" BOARD SIDES UNITS "victory: {destroy: many}\n", 7, 20,
                      "many");
}

static const char good_yaml[] = "ruleset: mob\n" BOARD SIDES UNITS;

/* The start: nothing is rolled before the host answers the setup decision */
static void the_game_waits_on_a_start_decision(void **state)
{
    (void)state;
    wg_game *g = mob_game(good_yaml);
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_SETUP);
    assert_int_equal(d.player, 0);
    assert_int_equal(wg_game_legal_actions(g, NULL, 0), 1);
    assert_int_equal(count_events(g, 0, WG_EV_DIE), 0);
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_int_equal(info.turn, 0);
    script s;
    SCRIPT(&s, 2, 1);
    mob_begin(g, &s);
    wg_game_status(g, &info);
    assert_int_equal(info.turn, 1);
    assert_int_equal(decision(g).player, 1);
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* Every illegal answer is refused with WG_EILLEGAL and the game is as it was */
static void illegal_actions_are_refused_and_change_nothing(void **state)
{
    (void)state;
    static const char yaml[] = MOB_HEAD("{at: [3, 4], type: river}, ")
        MOB_UNIT(0, infantry, 4, 5)
        MOB_UNIT(0, machine_gun, 3, 5)
        MOB_UNIT(1, infantry, 4, 2);
    script s;
    SCRIPT(&s, 1, 2);
    wg_game *g = mob_game(yaml);
    mob_begin(g, &s);
    wg_action bad[] = {
        act_move(0, 4, 3),        /* two hexes in one step */
        act_move(1, 3, 4),        /* into the river */
        act_move(2, 4, 3),        /* an enemy unit */
        act_move(0, 3, 5),        /* into a friend's hex */
        act_fire(0, 2),           /* fire while moving */
        act_retreat(0, 4, 6),     /* no retreat is asked */
        act_choose(0, 1),
        act_move(7, 1, 1),        /* no such unit */
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        uint64_t hash = wg_game_hash(g);
        int events = wg_game_log_count(g);
        assert_int_equal(wg_game_apply(g, &bad[i]), WG_EILLEGAL);
        assert_true(strlen(wg_game_last_error(g)) > 0);
        assert_int_equal(wg_game_hash(g), hash);
        assert_int_equal(wg_game_log_count(g), events);
    }
    apply_ok(g, act_move(0, 4, 4));
    apply_ok(g, act_pass());
    uint64_t hash = wg_game_hash(g);
    wg_action fire = act_fire(0, 2); /* the infantry now at range 2 may fire */
    assert_int_equal(wg_game_check(g, &fire), WG_OK);
    wg_action twice = act_move(0, 4, 3);
    assert_int_equal(wg_game_apply(g, &twice), WG_EILLEGAL);
    assert_int_equal(wg_game_hash(g), hash);
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* A failed dice source fails the action and changes nothing */
static int broken_die(void *payload, const wg_game *g, const wg_roll *roll)
{
    (void)payload;
    (void)g;
    (void)roll;
    return 7;
}

static void a_broken_dice_source_changes_nothing(void **state)
{
    (void)state;
    wg_game *g = mob_game(good_yaml);
    uint64_t hash = wg_game_hash(g);
    wg_game_set_dice(g, broken_die, NULL);
    wg_action a = act_pass();
    assert_int_equal(wg_game_apply(g, &a), WG_EINVAL);
    assert_int_equal(wg_game_hash(g), hash);
    assert_int_equal(decision(g).type, WG_DEC_SETUP);
    wg_game_free(g);
}

static const char guns_yaml[] = MOB_HEAD("")
    MOB_UNIT(0, smoothbore_artillery, 1, 3)
    MOB_UNIT(1, smoothbore_artillery, 5, 3)
    MOB_UNIT(0, infantry, 4, 5)
    MOB_UNIT(1, infantry, 4, 1);

/* A gun's target can be taken back (no dice yet); once the dice are rolled it cannot */
static void undo_takes_back_an_artillery_choice(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 3, 3, 3, 3, 3, 3, 1, 2); /* range 4: two dice; range 2: four */
    wg_game *g = mob_game(guns_yaml);
    mob_begin(g, &s);
    uint64_t before = wg_game_hash(g);
    apply_ok(g, act_fire(0, 1));
    assert_true(wg_game_can_undo(g));
    assert_int_equal(wg_game_undo(g), WG_OK);
    assert_int_equal(wg_game_hash(g), before);
    apply_ok(g, act_fire(0, 3));
    apply_ok(g, act_fire(1, 2));
    assert_false(wg_game_can_undo(g));
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* Save inside a retreat decision, load, and the game is the same and goes on the same */
static void save_and_load_resume_inside_a_retreat(void **state)
{
    (void)state;
    static const char yaml[] = MOB_HEAD("")
        MOB_UNIT(0, infantry, 4, 4)
        MOB_UNIT(1, infantry, 4, 3);
    script s;
    SCRIPT(&s, 1, 2, 6, 3, 3, 3);
    wg_game *g = mob_game(yaml);
    mob_begin(g, &s);
    pass_until(g, WG_DEC_FIRE, 0);
    apply_ok(g, act_fire(0, 1));
    assert_int_equal(decision(g).type, WG_DEC_RETREAT);
    size_t len = 0;
    assert_int_equal(wg_game_save(g, NULL, 0, &len), WG_OK); /* the size it needs */
    char *text = test_malloc(len + 1);
    assert_int_equal(wg_game_save(g, text, len + 1, &len), WG_OK);
    wg_game *h = NULL;
    wg_error err;
    if (wg_game_load(&h, text, len, "saved.yaml", NULL, &err) != WG_OK)
        fail_msg("load: %s\n%s", err.message, text);
    assert_int_equal(wg_game_hash(h), wg_game_hash(g));
    assert_int_equal(decision(h).type, WG_DEC_RETREAT);
    wg_game *c = NULL;
    assert_int_equal(wg_game_clone(&c, h), WG_OK);
    apply_ok(g, act_retreat(1, 4, 2));
    apply_ok(h, act_retreat(1, 4, 2));
    apply_ok(c, act_retreat(1, 4, 2));
    assert_int_equal(wg_game_hash(h), wg_game_hash(g));
    assert_int_equal(wg_game_hash(c), wg_game_hash(g));
    test_free(text);
    wg_game_free(c);
    wg_game_free(h);
    wg_game_free(g);
}

/* The queries a client draws the board with */
static void queries_describe_the_board_and_units(void **state)
{
    (void)state;
    static const char yaml[] = MOB_HEAD("{at: [2, 2], type: hill, height: 3}, ")
        MOB_UNIT(0, infantry, 4, 4)
        MOB_UNIT(0, general, 4, 4)
        MOB_UNIT(1, infantry, 2, 2)
        "victory: {destroy: 2, hold: [[3, 3]], turns: 7}\n";
    wg_game *g = mob_game(yaml);
    wg_mob_board_info b = WG_MOB_BOARD_INFO_INIT;
    assert_int_equal(wg_mob_board(g, &b), WG_OK);
    assert_int_equal(b.columns, 9);
    assert_int_equal(b.rows, 7);
    assert_int_equal(b.layout, WG_HEX_ODD_R);
    assert_int_equal(b.home[0], WG_MOB_HOME_BOTTOM);
    assert_int_equal(b.home[1], WG_MOB_HOME_TOP);
    assert_int_equal(b.turns, 7);
    assert_int_equal(b.destroy, 2);
    assert_int_equal(b.objectives, 1);
    wg_mob_hex_info h = WG_MOB_HEX_INFO_INIT;
    assert_int_equal(wg_mob_hex(g, hx(2, 2), &h), WG_OK);
    assert_int_equal(h.column, 2);
    assert_int_equal(h.row, 2);
    assert_int_equal(h.terrain, WG_MOB_HILL);
    assert_int_equal(h.height, 3);
    assert_int_equal(h.unit, 2);
    assert_int_equal(wg_mob_hex(g, hx(4, 4), &h), WG_OK);
    assert_int_equal(h.unit, 0);
    assert_int_equal(h.general, 1);
    assert_int_equal(wg_mob_hex(g, wg_hex_make(-50, 3), &h), WG_ERANGE);
    assert_int_equal(h.general, 1); /* a refused query leaves *out as it was */
    assert_string_equal(wg_mob_terrain_name(g, WG_MOB_BUILT_UP), "built-up area");
    assert_null(wg_mob_terrain_name(g, WG_MOB_TERRAIN_COUNT));
    wg_mob_unit_info u = WG_MOB_UNIT_INFO_INIT;
    assert_int_equal(wg_mob_unit(g, 0, &u), WG_OK);
    assert_int_equal(u.type, WG_MOB_INFANTRY);
    assert_int_equal(u.figures, 4);
    assert_int_equal(u.range, 4);
    assert_int_equal(u.general, 1);
    assert_int_equal(wg_mob_unit(g, 3, &u), WG_ERANGE);
    wg_unit_info info = WG_UNIT_INFO_INIT;
    assert_int_equal(wg_game_unit(g, 1, &info), WG_OK);
    assert_int_equal(info.kind, WG_MOB_GENERAL);
    assert_int_equal(info.strength, 1);
    assert_string_equal(wg_game_unit_kind_name(g, 0), "infantry");
    assert_string_equal(wg_game_unit_name(g, 0), "infantry 1");
    assert_string_equal(wg_game_player_name(g, 1), "Red");
    assert_int_equal(wg_mob_battle_dice(g, 0, 9), WG_ERANGE);
    assert_int_equal(wg_mob_board(NULL, &b), WG_EINVAL);
    wg_mob_turn_info t = WG_MOB_TURN_INFO_INIT;
    t.size = 4;
    assert_int_equal(wg_mob_turn(g, &t), WG_EINVAL);
    wg_game_free(g);
}

/* Every event and action of a game has an English line */
static void events_and_actions_are_described(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 5, 1, 3, 3, 3, 3, 1, 2);
    wg_game *g = mob_game(guns_yaml);
    mob_begin(g, &s);
    apply_ok(g, act_fire(0, 1));
    apply_ok(g, act_fire(1, 2));
    char line[200];
    int saw_initiative = 0;
    for (int i = 0; i < wg_game_log_count(g); i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        assert_true(wg_event_describe(g, &ev, line, sizeof line) > 0);
        assert_null(strstr(line, "ruleset event"));
        if (ev.type == WG_MOB_EV_INITIATIVE) {
            assert_string_equal(line, "initiative: Blue rolls 1, Red rolls 2: Blue moves and "
                                      "fires first");
            saw_initiative = 1;
        }
        if (ev.type == WG_EV_DIE && i == find_event(g, 0, WG_EV_DIE))
            assert_string_equal(line, "artillery: smooth-bore artillery 1 rolls general "
                                      "(face 5)");
    }
    assert_true(saw_initiative);
    assert_script_used_up(&s);
    wg_action a = act_move(2, 4, 3);
    wg_action_describe(g, &a, line, sizeof line);
    assert_string_equal(line, "move infantry 1 to [4, 3]");
    wg_game_free(g);
}

/* hexcc's memoir shape serves mob too: odd rows one hex longer, half hexes at their ends */
static void the_memoir_shape_numbers_every_row(void **state)
{
    (void)state;
    wg_game *g = mob_game("ruleset: mob\nboard: {columns: 9, rows: 7, shape: memoir, terrain: "
                          "[{at: [9, 1], type: wood}]}\n" SIDES
                          "units:\n  - {side: 0, type: infantry, at: [0, 5]}\n"
                          "  - {side: 1, type: infantry, at: [9, 1]}\n");
    wg_mob_board_info b = WG_MOB_BOARD_INFO_INIT;
    assert_int_equal(wg_mob_board(g, &b), WG_OK);
    assert_int_equal(b.layout, WG_HEX_EVEN_R);
    wg_mob_hex_info h = WG_MOB_HEX_INFO_INIT;
    assert_int_equal(wg_mob_hex(g, wg_hex_from_offset(9, 1, WG_HEX_EVEN_R), &h), WG_OK);
    assert_int_equal(h.column, 9); /* the right half hex of row 1 */
    assert_int_equal(h.row, 1);
    assert_int_equal(h.unit, 1);
    assert_string_equal(wg_mob_terrain_name(g, h.terrain), "wood");
    assert_int_equal(wg_mob_hex(g, wg_hex_from_offset(0, 2, WG_HEX_EVEN_R), &h), WG_OK);
    assert_int_equal(h.column, 0); /* rows after a longer one: the numbering keeps up */
    assert_int_equal(h.row, 2);
    assert_int_equal(wg_mob_hex(g, wg_hex_from_offset(9, 2, WG_HEX_EVEN_R), &h), WG_ERANGE);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(bad_scenarios_are_refused_with_their_place),
        cmocka_unit_test(the_game_waits_on_a_start_decision),
        cmocka_unit_test(illegal_actions_are_refused_and_change_nothing),
        cmocka_unit_test(a_broken_dice_source_changes_nothing),
        cmocka_unit_test(undo_takes_back_an_artillery_choice),
        cmocka_unit_test(save_and_load_resume_inside_a_retreat),
        cmocka_unit_test(queries_describe_the_board_and_units),
        cmocka_unit_test(events_and_actions_are_described),
        cmocka_unit_test(the_memoir_shape_numbers_every_row),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
