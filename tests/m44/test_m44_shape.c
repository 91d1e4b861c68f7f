/*
 * The real Memoir '44 board (M44-X30..X32): `board: {shape: memoir}` is
 * even-r, 13 full hexes on the even rows and 12 full with a half hex at
 * each end on the odd rows. Half hexes are played as whole hexes; the
 * section lines run through the full rows' line hexes and between the
 * half-hex rows' hexes. Hexes here are offset [column, row] of that
 * even-r board (not m44_test.h's odd-r hx).
 */
#include <stdio.h>
#include <string.h>

#include "m44_test.h"

#define HANDS "[[probe_left, probe_centre, probe_right, attack_left], " \
              "[probe_left, probe_centre, probe_right, attack_left]]"

static char yaml[8192];

static const char *memoir_yaml(const char *board_extra, const char *units)
{
    snprintf(yaml, sizeof yaml,
             "ruleset: m44\nname: memoir board\nshuffle: false\n"
             "board: {columns: 13, rows: 9, shape: memoir%s}\n"
             "sides: [{name: Allies, home: bottom, hand: 4}, {name: Axis, home: top, hand: 4}]\n"
             "units:\n%shands: " HANDS "\n",
             board_extra, units);
    return yaml;
}

static wg_game *memoir_game(const char *units, script *s)
{
    wg_game *g = NULL;
    wg_error err;
    const char *y = memoir_yaml("", units);
    if (wg_game_new(&g, y, strlen(y), "test.yaml", 1, NULL, &err) != WG_OK)
        fail_msg("scenario refused: %s\n%s", err.message, y);
    if (s)
        wg_game_set_dice(g, script_die, s);
    return g;
}

static void refused(const char *board_extra, const char *units, const char *what)
{
    wg_game *g = NULL;
    wg_error err;
    const char *y = memoir_yaml(board_extra, units);
    assert_int_not_equal(wg_game_new(&g, y, strlen(y), "test.yaml", 1, NULL, &err), WG_OK);
    assert_null(g);
    if (!strstr(err.message, what))
        fail_msg("expected '%s', got '%s'", what, err.message);
}

static wg_hex mh(int c, int r)
{
    return wg_hex_from_offset(c, r, WG_HEX_EVEN_R);
}

static wg_action move_to(int unit, int c, int r)
{
    wg_action a = act(WG_ACT_MOVE);
    a.unit = unit;
    a.x = mh(c, r).q;
    a.y = mh(c, r).r;
    return a;
}

static int sections(const wg_game *g, int c, int r)
{
    wg_m44_hex_info h = WG_M44_HEX_INFO_INIT;
    assert_int_equal(wg_m44_hex(g, mh(c, r), &h), WG_OK);
    return h.sections;
}

#define L (1 << WG_M44_LEFT)
#define C (1 << WG_M44_CENTRE)
#define R (1 << WG_M44_RIGHT)

#define TWO_UNITS UNIT(0, infantry, 6, 8) UNIT(1, infantry, 6, 0)

/* M44-X30: rows of 13 and 14 hexes, half hexes at the odd rows' ends, nothing past them */
static void m44_x30_rows_and_half_hexes(void **state)
{
    (void)state;
    wg_game *g = memoir_game(TWO_UNITS, NULL);
    wg_m44_board_info b = WG_M44_BOARD_INFO_INIT;
    assert_int_equal(wg_m44_board(g, &b), WG_OK);
    assert_int_equal(b.columns, 13);
    assert_int_equal(b.rows, 9);
    assert_int_equal(b.layout, WG_HEX_EVEN_R);
    for (int r = 0; r < 9; r++)
        assert_int_equal(wg_m44_row_hexes(g, r), r % 2 ? 14 : 13);
    assert_int_equal(wg_m44_row_hexes(g, 9), WG_ERANGE);
    assert_int_equal(wg_m44_row_hexes(g, -1), WG_ERANGE);
    assert_int_equal(wg_m44_half_hex(g, mh(0, 1)), WG_M44_HALF_LEFT);
    assert_int_equal(wg_m44_half_hex(g, mh(13, 7)), WG_M44_HALF_RIGHT);
    assert_int_equal(wg_m44_half_hex(g, mh(0, 0)), WG_M44_FULL_HEX);
    assert_int_equal(wg_m44_half_hex(g, mh(12, 8)), WG_M44_FULL_HEX);
    assert_int_equal(wg_m44_half_hex(g, mh(1, 1)), WG_M44_FULL_HEX);
    /* off the board: past a full row's end, past a half hex, above and below */
    wg_m44_hex_info h = WG_M44_HEX_INFO_INIT;
    assert_int_equal(wg_m44_half_hex(g, mh(13, 0)), WG_ERANGE);
    assert_int_equal(wg_m44_hex(g, mh(13, 0), &h), WG_ERANGE);
    assert_int_equal(wg_m44_half_hex(g, mh(14, 1)), WG_ERANGE);
    assert_int_equal(wg_m44_half_hex(g, mh(-1, 1)), WG_ERANGE);
    assert_int_equal(wg_m44_half_hex(g, mh(0, 9)), WG_ERANGE);
    assert_int_equal(wg_m44_line_of_sight(g, mh(0, 1), mh(13, 0)), WG_ERANGE);
    assert_int_equal(wg_m44_line_of_sight(g, mh(0, 1), mh(13, 1)), 1); /* edge to edge, open */
    wg_game_free(g);

    /* a rectangle: every row `columns` long, no half hex */
    g = m44_game(NULL, NULL, UNIT(0, infantry, 6, 8) UNIT(1, infantry, 6, 0), NULL, 4, 4);
    for (int r = 0; r < 9; r++)
        assert_int_equal(wg_m44_row_hexes(g, r), 13);
    assert_int_equal(wg_m44_half_hex(g, hx(0, 1)), WG_M44_FULL_HEX);
    assert_int_equal(wg_m44_half_hex(g, hx(13, 1)), WG_ERANGE);
    wg_game_free(g);
}

/* M44-X30: the shape's keys are checked; off-row hexes are refused */
static void m44_x30_shape_refusals(void **state)
{
    (void)state;
    refused(", layout: odd-r", TWO_UNITS, "the memoir board is even-r");
    refused(", columns: 32", TWO_UNITS, "");
    refused("", UNIT(0, infantry, 13, 8) UNIT(1, infantry, 6, 0), "column 13 is off row 8");
    refused("", UNIT(0, infantry, 14, 7) UNIT(1, infantry, 6, 0), "");
    wg_game *g = NULL;
    wg_error err;
    const char *y = memoir_yaml("", TWO_UNITS);
    char bad[8192];
    snprintf(bad, sizeof bad, "%s", y);
    char *shape = strstr(bad, "shape: memoir");
    memcpy(shape, "shape: hexago", 13);
    assert_int_equal(wg_game_new(&g, bad, strlen(bad), "test.yaml", 1, NULL, &err), WG_EPARSE);
    /* explicit even-r is the same board; terrain on a half hex is read */
    g = NULL;
    y = memoir_yaml(", layout: even-r, terrain: [{at: [13, 5], type: forest}]",
                    UNIT(0, infantry, 0, 7) UNIT(1, infantry, 13, 1));
    assert_int_equal(wg_game_new(&g, y, strlen(y), "test.yaml", 1, NULL, &err), WG_OK);
    wg_m44_hex_info h = WG_M44_HEX_INFO_INIT;
    assert_int_equal(wg_m44_hex(g, mh(13, 5), &h), WG_OK);
    assert_int_equal(h.terrain, WG_M44_FOREST);
    assert_int_equal(wg_m44_hex(g, mh(0, 7), &h), WG_OK);
    assert_int_equal(h.unit, 0);
    wg_game_free(g);
}

/* M44-X32: line hexes on the 13-hex rows count for both sections; the 14-hex rows have none */
static void m44_x32_sections_on_both_row_lengths(void **state)
{
    (void)state;
    wg_game *g = memoir_game(TWO_UNITS, NULL);
    const int full_row[13] = { L, L, L, L, L | C, C, C, C, C | R, R, R, R, R };
    const int half_row[14] = { L, L, L, L, L, C, C, C, C, R, R, R, R, R };
    for (int c = 0; c < 13; c++) {
        assert_int_equal(sections(g, c, 0), full_row[c]);
        assert_int_equal(sections(g, c, 8), full_row[c]);
    }
    for (int c = 0; c < 14; c++) {
        assert_int_equal(sections(g, c, 1), half_row[c]);
        assert_int_equal(sections(g, c, 7), half_row[c]);
    }
    wg_game_free(g);
}

/* M44-X32: the top player's sections are mirrored on the half-hex rows too */
static void m44_x32_axis_sees_the_half_rows_mirrored(void **state)
{
    (void)state;
    /* units: Allies left half hex (row 7), Axis left half hex (row 1) and its right */
    wg_game *g = memoir_game(UNIT(0, infantry, 0, 7) UNIT(1, infantry, 0, 1)
                                 UNIT(1, infantry, 13, 1) UNIT(1, infantry, 9, 1),
                             NULL);
    apply_ok(g, act_play(card_sec(g, 0, WG_M44_CARD_PROBE, WG_M44_LEFT)));
    assert_true(is_legal(g, act_declare(0)));
    apply_ok(g, act_declare(0));
    pass_until(g, WG_DEC_ORDER, 1);
    /* the board's left half hex is the Axis's right; column 9 of a half row too, alone */
    apply_ok(g, act_play(card_sec(g, 1, WG_M44_CARD_PROBE, WG_M44_RIGHT)));
    assert_true(is_legal(g, act_declare(1)));
    assert_false(is_legal(g, act_declare(2)));
    assert_false(is_legal(g, act_declare(3)));
    wg_game_free(g);
}

/* M44-X31: a unit moves into a half hex and battles from it (forced dice) */
static void m44_x31_move_into_and_battle_from_a_half_hex(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 0, F_INF, F_INF2, F_GRENADE);
    wg_game *g = memoir_game(UNIT(0, infantry, 0, 8) UNIT(1, infantry, 0, 6), &s);
    apply_ok(g, act_play(card_sec(g, 0, WG_M44_CARD_PROBE, WG_M44_LEFT)));
    apply_ok(g, act_declare(0));
    if (is_legal(g, act(WG_ACT_RESOLVE)))
        apply_ok(g, act(WG_ACT_RESOLVE));
    assert_false(is_legal(g, move_to(0, -1, 7))); /* past the half hex: off the board */
    apply_ok(g, move_to(0, 0, 7));
    wg_unit_info u = WG_UNIT_INFO_INIT;
    assert_int_equal(wg_game_unit(g, 0, &u), WG_OK);
    assert_true(wg_hex_equal(wg_hex_make(u.x, u.y), mh(0, 7)));
    assert_int_equal(wg_m44_half_hex(g, wg_hex_make(u.x, u.y)), WG_M44_HALF_LEFT);
    if (decision(g).type != WG_DEC_FIRE)
        apply_ok(g, act(WG_ACT_PASS));
    assert_int_equal(wg_m44_battle_dice(g, 0, 1), 3); /* adjacent across the edge: close assault */
    apply_ok(g, act_fire(0, 1));
    assert_int_equal(figures(g, 1), 1); /* two infantry faces and a grenade */
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(m44_x30_rows_and_half_hexes),
        cmocka_unit_test(m44_x30_shape_refusals),
        cmocka_unit_test(m44_x32_sections_on_both_row_lengths),
        cmocka_unit_test(m44_x32_axis_sees_the_half_rows_mirrored),
        cmocka_unit_test(m44_x31_move_into_and_battle_from_a_half_hex),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
