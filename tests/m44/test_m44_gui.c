/*
 * The queries a GUI draws the board with (wargame/m44.h): wg_m44_board,
 * wg_m44_terrain_name and wg_m44_obstacle_name, under the query contract.
 * A host that reads only these draws every hex of a board in either
 * layout, with its terrain and obstacle named.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "m44_test.h"

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    char *buf = malloc(1 << 16);
    assert_non_null(buf);
    *len = fread(buf, 1, (1 << 16) - 1, f);
    buf[*len] = 0;
    fclose(f);
    return buf;
}

static wg_game *open_scenario(const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", M44_SCENARIO_DIR, name);
    wg_game *g = NULL;
    wg_error err;
    assert_int_equal(wg_game_open(&g, path, 1, NULL, &err), WG_OK);
    return g;
}

/* The board of the shipped scenario: its size, layout, sections, homes, victory. */
static void board_of_the_shipped_scenario(void **state)
{
    (void)state;
    wg_game *g = open_scenario("m44-base.yaml");
    wg_m44_board_info b = WG_M44_BOARD_INFO_INIT;
    assert_int_equal(wg_m44_board(g, &b), WG_OK);
    assert_int_equal(b.columns, 13);
    assert_int_equal(b.rows, 9);
    assert_int_equal(b.layout, WG_HEX_ODD_R);
    assert_int_equal(b.sections[0], 4);
    assert_int_equal(b.sections[1], 8);
    assert_int_equal(b.home[0], WG_M44_HOME_BOTTOM);
    assert_int_equal(b.home[1], WG_M44_HOME_TOP);
    assert_int_equal(b.medals, 4);
    assert_int_equal(b.turn_limit, 200);
    /* the init function gives what the macro gives */
    wg_m44_board_info a, m = WG_M44_BOARD_INFO_INIT;
    memset(&a, 0x5a, sizeof a);
    wg_m44_board_info_init(&a);
    assert_memory_equal(&a, &m, sizeof a);
    wg_m44_board_info_init(NULL);
    wg_game_free(g);
}

/* Every (column, row) in range is a hex of the board, and nothing else is;
 * the terrain the scenario names is where it says, whatever the layout. */
static void check_every_hex(const wg_game *g, int layout)
{
    wg_m44_board_info b = WG_M44_BOARD_INFO_INIT;
    assert_int_equal(wg_m44_board(g, &b), WG_OK);
    assert_int_equal(b.layout, layout);
    int on = 0;
    for (int r = -1; r <= b.rows; r++)
        for (int c = -1; c <= b.columns; c++) {
            wg_m44_hex_info h = WG_M44_HEX_INFO_INIT;
            int rc = wg_m44_hex(g, wg_hex_from_offset(c, r, b.layout), &h);
            int inside = c >= 0 && c < b.columns && r >= 0 && r < b.rows;
            assert_int_equal(rc, inside ? WG_OK : WG_ERANGE);
            on += rc == WG_OK;
            if (rc == WG_OK) {
                assert_non_null(wg_m44_terrain_name(g, h.terrain));
                assert_non_null(wg_m44_obstacle_name(g, h.obstacle));
            }
        }
    assert_int_equal(on, b.columns * b.rows);
    wg_m44_hex_info h = WG_M44_HEX_INFO_INIT;
    assert_int_equal(wg_m44_hex(g, wg_hex_from_offset(6, 4, b.layout), &h), WG_OK);
    assert_string_equal(wg_m44_terrain_name(g, h.terrain), "town");
    assert_int_equal(wg_m44_hex(g, wg_hex_from_offset(5, 2, b.layout), &h), WG_OK);
    assert_string_equal(wg_m44_obstacle_name(g, h.obstacle), "sandbags");
    assert_int_equal(wg_m44_hex(g, wg_hex_from_offset(8, 6, b.layout), &h), WG_OK);
    assert_string_equal(wg_m44_obstacle_name(g, h.obstacle), "wire");
}

static void every_hex_in_both_layouts(void **state)
{
    (void)state;
    wg_game *g = open_scenario("m44-base.yaml");
    check_every_hex(g, WG_HEX_ODD_R);
    wg_game_free(g);
    /* the same scenario in even-r: a host that assumed odd-r would draw it wrong */
    char path[512];
    snprintf(path, sizeof path, "%s/m44-base.yaml", M44_SCENARIO_DIR);
    size_t len;
    char *text = slurp(path, &len);
    char *at = strstr(text, "layout: odd-r");
    assert_non_null(at);
    memmove(at + 14, at + 13, len - (size_t)(at + 13 - text) + 1); /* room for one more */
    memcpy(at, "layout: even-r", 14);
    len++;
    wg_error err;
    assert_int_equal(wg_game_new(&g, text, len, "even-r", 1, NULL, &err), WG_OK);
    check_every_hex(g, WG_HEX_EVEN_R);
    wg_game_free(g);
    free(text);
}

/* Every terrain type and obstacle has a name; the next number has none. */
static void names_of_terrain_and_obstacles(void **state)
{
    (void)state;
    wg_game *g = open_scenario("m44-base.yaml");
    static const char *const terrain[WG_M44_TERRAIN_COUNT] = {
        "open ground", "forest", "hedgerow", "town", "hill", "river", "bridge", "ocean", "beach"
    };
    for (int t = 0; t < WG_M44_TERRAIN_COUNT; t++)
        assert_string_equal(wg_m44_terrain_name(g, t), terrain[t]);
    assert_null(wg_m44_terrain_name(g, WG_M44_TERRAIN_COUNT));
    assert_non_null(strstr(wg_game_last_error(g), "wg_m44_terrain_name"));
    assert_null(wg_m44_terrain_name(g, -1));
    assert_string_equal(wg_m44_obstacle_name(g, WG_M44_NO_OBSTACLE), "none");
    assert_string_equal(wg_m44_obstacle_name(g, WG_M44_SANDBAGS), "sandbags");
    assert_string_equal(wg_m44_obstacle_name(g, WG_M44_WIRE), "wire");
    assert_string_equal(wg_m44_obstacle_name(g, WG_M44_BUNKER), "bunker");
    assert_string_equal(wg_m44_obstacle_name(g, WG_M44_HEDGEHOG), "hedgehog");
    assert_null(wg_m44_obstacle_name(g, WG_M44_OBSTACLE_COUNT));
    assert_non_null(strstr(wg_game_last_error(g), "wg_m44_obstacle_name"));
    wg_game_free(g);
}

/* The query contract: another ruleset's game, a NULL or small struct, NULL game. */
static void the_query_contract(void **state)
{
    (void)state;
    wg_game *g = open_scenario("ogre-basic.yaml");
    uint64_t hash = wg_game_hash(g);
    wg_m44_board_info b = WG_M44_BOARD_INFO_INIT;
    assert_int_equal(wg_m44_board(g, &b), WG_EINVAL);
    assert_non_null(strstr(wg_game_last_error(g), "wg_m44_board: this game plays ogre"));
    assert_null(wg_m44_terrain_name(g, 0));
    assert_non_null(strstr(wg_game_last_error(g), "not m44"));
    assert_null(wg_m44_obstacle_name(g, 0));
    assert_int_equal(wg_game_hash(g), hash);
    wg_game_free(g);
    g = open_scenario("m44-base.yaml");
    assert_int_equal(wg_m44_board(g, NULL), WG_EINVAL);
    b.size = 4;
    assert_int_equal(wg_m44_board(g, &b), WG_EINVAL);
    assert_int_equal(wg_m44_board(NULL, &b), WG_EINVAL);
    assert_null(wg_m44_terrain_name(NULL, 0));
    wg_game_free(g);
}

/* wg_decision_describe reads like a prompt (issue 18): the card, the units
 * ordered so far and the card's limit. */
static void the_order_prompt(void **state)
{
    (void)state;
    wg_game *g = m44_game(NULL, NULL, UNIT(0, infantry, 1, 7) UNIT(0, infantry, 2, 7)
                                          UNIT(1, infantry, 10, 1),
                          "[[attack_left, probe_centre], [probe_right]]", 2, 1);
    char buf[160];
    wg_decision d = decision(g);
    assert_true(wg_decision_describe(g, &d, buf, sizeof buf) > 0);
    assert_string_equal(buf, "Allies: play a command card (2 in hand)");
    apply_ok(g, act_play(card_sec(g, 0, WG_M44_CARD_ATTACK, WG_M44_LEFT)));
    d = decision(g);
    wg_decision_describe(g, &d, buf, sizeof buf);
    assert_string_equal(buf, "Allies: order units with Attack Left (0 of 3 ordered)");
    apply_ok(g, act_declare(0));
    d = decision(g);
    wg_decision_describe(g, &d, buf, sizeof buf);
    assert_string_equal(buf, "Allies: order units with Attack Left (1 of 3 ordered)");
    apply_ok(g, act(WG_ACT_RESOLVE));
    d = decision(g);
    wg_decision_describe(g, &d, buf, sizeof buf);
    assert_string_equal(buf, "Allies: move the ordered units, or end the movement (1 ordered)");
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(board_of_the_shipped_scenario),
        cmocka_unit_test(every_hex_in_both_layouts),
        cmocka_unit_test(names_of_terrain_and_obstacles),
        cmocka_unit_test(the_query_contract),
        cmocka_unit_test(the_order_prompt),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
