/*
 * hexcc, the board / sight / dice / retreat code that Memoir of Battle
 * shares with Memoir '44, tested on its own: cells and neighbours, the
 * hexes a retreat may take towards each home edge, sight with the
 * ruleset's hooks, and battle dice with both games' face tables.
 */
#include <string.h>

#include "mob_test.h"
#include "rulesets/hexcc/hexcc.h"

static hexcc_board board; /* large: keep it off the stack */
static hexcc_sightlines lines; /* likewise */

enum { OPEN = 0, WOOD = 1, RIVER = 2, WATER = 3, HILL = 4 };

static void make_board(int columns, int rows)
{
    memset(&board, 0, sizeof board);
    board.nterrain = 5;
    strcpy(board.type[OPEN].key, "open");
    strcpy(board.type[WOOD].key, "wood");
    board.type[WOOD].blocks_sight = 1;
    strcpy(board.type[RIVER].key, "river");
    board.type[RIVER].impassable = 1;
    strcpy(board.type[WATER].key, "water");
    board.type[WATER].no_retreat = 1;
    strcpy(board.type[HILL].key, "hill");
    board.type[HILL].hill = 1;
    board.type[HILL].blocks_sight = 1;
    hexcc_board_init(&board, columns, rows, WG_HEX_ODD_R);
}

static int cell(int c, int r)
{
    return r * board.columns + c;
}

static void cells_and_neighbours(void **state)
{
    (void)state;
    make_board(13, 9);
    assert_int_equal(board.ncells, 117);
    for (int i = 0; i < board.ncells; i++)
        assert_int_equal(hexcc_board_cell(&board, board.hex[i]), i);
    assert_int_equal(hexcc_board_cell(&board, wg_hex_make(-1, 0)), -1);
    assert_int_equal(hexcc_board_cell(&board, wg_hex_make(0, 9)), -1);
    assert_int_equal(board.nb[cell(0, 0)][WG_HEX_W], -1);
    assert_int_equal(board.nb[cell(0, 0)][WG_HEX_NE], -1);
    assert_int_equal(board.nb[cell(0, 0)][WG_HEX_SE], cell(0, 1));
    assert_int_equal(board.nb[cell(0, 1)][WG_HEX_NE], cell(1, 0)); /* odd rows shift right */
    assert_int_equal(hexcc_board_distance(&board, cell(0, 3), cell(7, 3)), 7);
}

/* The memoir shape: even-r, odd rows one hex longer with a half hex at each end */
static void memoir_board_rows_half_hexes_and_edges(void **state)
{
    (void)state;
    make_board(13, 9);
    for (int r = 0; r <= 9; r++) /* a rectangle keeps row * columns + column */
        assert_int_equal(board.row_start[r], r * 13);
    hexcc_board_init_shape(&board, 13, 9, WG_HEX_EVEN_R, HEXCC_SHAPE_MEMOIR);
    assert_int_equal(board.ncells, 5 * 13 + 4 * 14);
    assert_int_equal(hexcc_board_row_hexes(&board, 0), 13);
    assert_int_equal(hexcc_board_row_hexes(&board, 1), 14);
    assert_int_equal(hexcc_board_row_hexes(&board, 9), 0);
    assert_int_equal(hexcc_board_cell_at(&board, 0, 1), 13);
    assert_int_equal(hexcc_board_cell_at(&board, 0, 2), 27);
    assert_int_equal(hexcc_board_cell_at(&board, 13, 0), -1);
    assert_int_equal(hexcc_board_cell_at(&board, 14, 1), -1);
    for (int i = 0; i < board.ncells; i++) {
        int c, r;
        assert_int_equal(hexcc_board_cell(&board, board.hex[i]), i);
        hexcc_board_offset(&board, i, &c, &r);
        assert_int_equal(hexcc_board_cell_at(&board, c, r), i);
        assert_true(wg_hex_equal(board.hex[i], wg_hex_from_offset(c, r, WG_HEX_EVEN_R)));
    }
    int left = hexcc_board_cell_at(&board, 0, 1), right = hexcc_board_cell_at(&board, 13, 1);
    assert_int_equal(hexcc_board_half(&board, left), HEXCC_HALF_LEFT);
    assert_int_equal(hexcc_board_half(&board, right), HEXCC_HALF_RIGHT);
    assert_int_equal(hexcc_board_half(&board, hexcc_board_cell_at(&board, 0, 0)), HEXCC_FULL_HEX);
    assert_int_equal(hexcc_board_half(&board, hexcc_board_cell_at(&board, 12, 8)), HEXCC_FULL_HEX);
    assert_int_equal(hexcc_board_half(&board, hexcc_board_cell_at(&board, 6, 1)), HEXCC_FULL_HEX);
    /* a half hex has three neighbours, all inward */
    const int left_nb[6] = { hexcc_board_cell_at(&board, 1, 1), hexcc_board_cell_at(&board, 0, 0),
                             -1, -1, -1, hexcc_board_cell_at(&board, 0, 2) };
    const int right_nb[6] = { -1, -1, hexcc_board_cell_at(&board, 12, 0),
                              hexcc_board_cell_at(&board, 12, 1),
                              hexcc_board_cell_at(&board, 12, 2), -1 };
    for (int d = 0; d < 6; d++) {
        assert_int_equal(board.nb[left][d], left_nb[d]);
        assert_int_equal(board.nb[right][d], right_nb[d]);
    }
    /* the full rows' corner hexes: the half hexes beside them are neighbours */
    assert_int_equal(board.nb[hexcc_board_cell_at(&board, 0, 0)][WG_HEX_SW], left);
    assert_int_equal(board.nb[hexcc_board_cell_at(&board, 12, 2)][WG_HEX_NE], right);
    assert_int_equal(hexcc_board_distance(&board, left, right), 13);
    assert_int_equal(hexcc_board_distance(&board, left, hexcc_board_cell_at(&board, 12, 0)), 13);
    assert_int_equal(hexcc_board_distance(&board, hexcc_board_cell_at(&board, 0, 0), left), 1);
    /* a retreat from a half hex to the bottom has one way, to the top one */
    int out[3];
    assert_int_equal(hexcc_retreat_hexes(&board, NULL, left, HEXCC_HOME_BOTTOM, out), 1);
    assert_int_equal(out[0], hexcc_board_cell_at(&board, 0, 2));
    assert_int_equal(hexcc_retreat_hexes(&board, NULL, right, HEXCC_HOME_TOP, out), 1);
    assert_int_equal(out[0], hexcc_board_cell_at(&board, 12, 0));
}

static void retreats_go_towards_the_home_edge(void **state)
{
    (void)state;
    make_board(9, 7);
    int out[3];
    /* from [4, 3] (an odd row) */
    assert_int_equal(hexcc_retreat_hexes(&board, NULL, cell(4, 3), HEXCC_HOME_BOTTOM, out), 2);
    assert_int_equal(out[0], cell(4, 4));
    assert_int_equal(out[1], cell(5, 4));
    assert_int_equal(hexcc_retreat_hexes(&board, NULL, cell(4, 3), HEXCC_HOME_TOP, out), 2);
    assert_int_equal(out[0], cell(5, 2));
    assert_int_equal(out[1], cell(4, 2));
    assert_int_equal(hexcc_retreat_hexes(&board, NULL, cell(4, 3), HEXCC_HOME_LEFT, out), 3);
    assert_int_equal(out[0], cell(4, 2));
    assert_int_equal(out[1], cell(3, 3));
    assert_int_equal(out[2], cell(4, 4));
    assert_int_equal(hexcc_retreat_hexes(&board, NULL, cell(4, 3), HEXCC_HOME_RIGHT, out), 3);
    /* the home edge itself: nowhere to go */
    assert_int_equal(hexcc_retreat_hexes(&board, NULL, cell(4, 6), HEXCC_HOME_BOTTOM, out), 0);
    assert_int_equal(hexcc_retreat_hexes(&board, NULL, cell(0, 2), HEXCC_HOME_LEFT, out), 0);
    /* impassable and no-retreat hexes are left out; live terrain overrides the board's */
    board.terrain[cell(4, 4)] = RIVER;
    board.terrain[cell(5, 4)] = WATER;
    assert_int_equal(hexcc_retreat_hexes(&board, NULL, cell(4, 3), HEXCC_HOME_BOTTOM, out), 0);
    int32_t live[HEXCC_MAX_CELLS];
    for (int i = 0; i < board.ncells; i++)
        live[i] = board.terrain[i];
    live[cell(5, 4)] = OPEN;
    assert_int_equal(hexcc_retreat_hexes(&board, live, cell(4, 3), HEXCC_HOME_BOTTOM, out), 1);
    assert_int_equal(out[0], cell(5, 4));
}

/* The hooks of a test ruleset: one "unit" cell, and hills see over hills. */
typedef struct sight_payload {
    int unit_cell;
} sight_payload;

static int occupied(const void *payload, int c)
{
    return ((const sight_payload *)payload)->unit_cell == c;
}

static int sees_past(const void *payload, int from, int to, int c)
{
    (void)payload;
    return board.type[board.terrain[from]].hill && board.type[board.terrain[to]].hill &&
           board.type[board.terrain[c]].hill;
}

static void sight_uses_terrain_and_the_rulesets_hooks(void **state)
{
    (void)state;
    make_board(9, 7);
    sight_payload p = { -1 };
    hexcc_sight hooks = { sees_past, occupied, &p, NULL, NULL };
    assert_int_equal(hexcc_los(&board, NULL, cell(0, 3), cell(4, 3), &hooks), 1);
    board.terrain[cell(2, 3)] = WOOD;
    assert_int_equal(hexcc_los(&board, NULL, cell(0, 3), cell(4, 3), &hooks), 0);
    assert_int_equal(hexcc_los(&board, NULL, cell(0, 3), cell(2, 3), &hooks), 1); /* target hex */
    board.terrain[cell(2, 3)] = HILL;
    assert_int_equal(hexcc_los(&board, NULL, cell(0, 3), cell(4, 3), &hooks), 0);
    board.terrain[cell(0, 3)] = board.terrain[cell(4, 3)] = HILL;
    assert_int_equal(hexcc_los(&board, NULL, cell(0, 3), cell(4, 3), &hooks), 1);
    p.unit_cell = cell(1, 3);
    assert_int_equal(hexcc_los(&board, NULL, cell(0, 3), cell(4, 3), &hooks), 0);
    /* the edge rule: [2, 2] to [3, 3] passes between [3, 2] and [2, 3] */
    make_board(9, 7);
    board.terrain[cell(3, 2)] = WOOD;
    assert_int_equal(hexcc_los(&board, NULL, cell(2, 2), cell(3, 3), NULL), 1);
    board.terrain[cell(2, 3)] = WOOD;
    assert_int_equal(hexcc_los(&board, NULL, cell(2, 2), cell(3, 3), NULL), 0);
}

/*
 * The precomputed lines give the answers of the walk along every line: a
 * board wider than the table's radius (its long lines walk), woods, hills
 * (some seeing past others) and a unit scattered over it, and every pair
 * of cells asked both ways.
 */
static void sight_from_the_table_agrees_with_the_walk(void **state)
{
    (void)state;
    hexcc_sightlines_init(&lines);
    make_board(HEXCC_SIGHT_RADIUS + 9, 11);
    uint32_t x = 12345;
    for (int i = 0; i < board.ncells; i++) {
        x = x * 1103515245u + 12345u;
        int pick = (int)(x >> 16) % 10;
        board.terrain[i] = (uint8_t)(pick == 0 ? WOOD : pick == 1 ? HILL : OPEN);
    }
    sight_payload p = { cell(6, 5) };
    hexcc_sight walk = { sees_past, occupied, &p, NULL, NULL };
    hexcc_sight table = { sees_past, occupied, &p, &lines, NULL };
    /* the unit as a bit instead of the hook, on the table and on the walk */
    uint64_t bits[HEXCC_MAX_CELLS / 64] = { 0 };
    bits[p.unit_cell >> 6] |= 1ull << (p.unit_cell & 63);
    hexcc_sight walk_bits = { sees_past, NULL, &p, NULL, bits };
    hexcc_sight table_bits = { sees_past, NULL, &p, &lines, bits };
    int clear = 0, blocked = 0;
    for (int a = 0; a < board.ncells; a++)
        for (int b = 0; b < board.ncells; b++) {
            int want = hexcc_los(&board, NULL, a, b, &walk);
            assert_int_equal(hexcc_los(&board, NULL, a, b, &table), want);
            assert_int_equal(hexcc_los(&board, NULL, a, b, &walk_bits), want);
            assert_int_equal(hexcc_los(&board, NULL, a, b, &table_bits), want);
            clear += want;
            blocked += !want;
        }
    assert_true(clear > 1000 && blocked > 1000); /* both answers are tested */
    /* the edge rule through the table: [2, 2] to [3, 3] passes between [3, 2] and [2, 3] */
    make_board(9, 7);
    hexcc_sight bare = { NULL, NULL, NULL, &lines, NULL };
    board.terrain[cell(3, 2)] = WOOD;
    assert_int_equal(hexcc_los(&board, NULL, cell(2, 2), cell(3, 3), &bare), 1);
    board.terrain[cell(2, 3)] = WOOD;
    assert_int_equal(hexcc_los(&board, NULL, cell(2, 2), cell(3, 3), &bare), 0);
}

/* Memoir '44's faces fit the same table: infantry x2, armor, grenade, star, flag. */
enum { M44_INF, M44_ARMOR, M44_GRENADE, M44_STAR, M44_FLAG };

static void battle_dice_count_by_what_hits_the_target(void **state)
{
    (void)state;
    hexcc_die m44 = { { M44_INF, M44_INF, M44_ARMOR, M44_GRENADE, M44_STAR, M44_FLAG } };
    assert_int_equal(hexcc_dice_faces(&m44, 1u << M44_INF | 1u << M44_GRENADE), 3);
    assert_int_equal(hexcc_dice_faces(&m44, 1u << M44_ARMOR | 1u << M44_GRENADE), 2);
    assert_int_equal(hexcc_dice_faces(&m44, 1u << M44_GRENADE), 1);
    hexcc_die mob = { { WG_MOB_FACE_INFANTRY, WG_MOB_FACE_INFANTRY, WG_MOB_FACE_CAVALRY,
                        WG_MOB_FACE_ARTILLERY, WG_MOB_FACE_GENERAL, WG_MOB_FACE_FLAG } };
    assert_int_equal(hexcc_dice_faces(&mob, 1u << WG_MOB_FACE_ARTILLERY), 1);
    assert_int_equal(hexcc_dice_faces(&mob, 1u << WG_MOB_FACE_INFANTRY), 2);
    hexcc_roll roll;
    memset(&roll, 0, sizeof roll);
    roll.dice = 5;
    roll.count[M44_INF] = 2;
    roll.count[M44_GRENADE] = 1;
    roll.count[M44_FLAG] = 2;
    assert_int_equal(hexcc_dice_count(&roll, 1u << M44_INF | 1u << M44_GRENADE), 3);
    assert_int_equal(hexcc_dice_count(&roll, 1u << M44_ARMOR | 1u << M44_GRENADE), 1);
    assert_int_equal(hexcc_dice_count(&roll, 1u << M44_FLAG), 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(cells_and_neighbours),
        cmocka_unit_test(memoir_board_rows_half_hexes_and_edges),
        cmocka_unit_test(retreats_go_towards_the_home_edge),
        cmocka_unit_test(sight_uses_terrain_and_the_rulesets_hooks),
        cmocka_unit_test(sight_from_the_table_agrees_with_the_walk),
        cmocka_unit_test(battle_dice_count_by_what_hits_the_target),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
