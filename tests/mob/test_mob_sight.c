/*
 * Memoir of Battle: the sight masks (sight_masks.c) that the target
 * listings test lines with. On both shipped boards, with units scattered at
 * random, every line a mask answers gets the walk's answer (hexcc_los
 * along wg_hex_line, terrain and units blocking), both ways round; a
 * line along an edge is left to the walk when one half blocks; a board of
 * more cells than MOB_SIGHT_CELLS keeps no masks and its units still find
 * their targets.
 */
#include <stdio.h>
#include <string.h>

#include "mob_test.h"
#include "rulesets/mob/mob_internal.h"

static wg_game *open_shipped(const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", MOB_SCENARIO_DIR, name);
    wg_game *g = NULL;
    assert_int_equal(wg_game_open(&g, path, 1, NULL, NULL), WG_OK);
    return g;
}

/* The cells whose scenario terrain blocks sight, as the memo takes them. */
static void terrain_bits(const mob_data *d, hexcc_occupancy *o)
{
    memset(o, 0, sizeof *o);
    for (int c = 0; c < d->board.ncells; c++)
        if (d->board.type[d->board.terrain[c]].blocks_sight)
            hexcc_occupancy_add(o, c);
}

/* Every pair of cells both ways, units in about one cell in six (seeded); the
 * distance table on the way. */
static void masks_agree_with_the_walk(const char *scenario)
{
    wg_game *g = open_shipped(scenario);
    const mob_data *d = mob_cdata(g);
    assert_int_equal(d->sight.ncells, d->board.ncells);
    hexcc_occupancy terrain, units;
    terrain_bits(d, &terrain);
    memset(&units, 0, sizeof units);
    uint32_t x = 777;
    for (int c = 0; c < d->board.ncells; c++) {
        x = x * 1103515245u + 12345u;
        if ((x >> 16) % 6 == 0)
            hexcc_occupancy_add(&units, c);
    }
    int clear = 0, blocked = 0, walked = 0;
    for (int a = 0; a < d->board.ncells; a++)
        for (int b = 0; b < d->board.ncells; b++) {
            assert_int_equal(d->sight.distance[a][b], hexcc_board_distance(&d->board, a, b));
            if (a == b)
                continue;
            int masked = mob_sight_masked(&d->sight, a, b, &units, &terrain);
            if (masked < 0) {
                walked += hexcc_board_distance(&d->board, a, b) <= d->sight.reach;
                continue;
            }
            hexcc_sight walk = { NULL, NULL, NULL, NULL, units.bits };
            assert_int_equal(masked, hexcc_los(&d->board, NULL, a, b, &walk));
            clear += masked;
            blocked += !masked;
        }
    /* both answers tested; the walk left to the few lines along an edge (and those
     * longer than any range) */
    assert_int_equal(d->sight.reach, 7); /* rifled guns on a hill */
    assert_true(clear > 1000 && blocked > 1000);
    assert_true(walked * 5 < clear + blocked);
    wg_game_free(g);
}

static void masks_agree_with_the_walk_on_the_crossroads(void **state)
{
    (void)state;
    masks_agree_with_the_walk("mob-crossroads.yaml");
}

static void masks_agree_with_the_walk_on_the_skirmish(void **state)
{
    (void)state;
    masks_agree_with_the_walk("mob-skirmish.yaml");
}

/* [2, 2] to [3, 3] runs between [3, 2] and [2, 3]: clear by the mask while neither
 * blocks; with a wood on one half, whether the other blocks too is the walk's. */
static void lines_along_an_edge_are_walked_when_a_half_blocks(void **state)
{
    (void)state;
    wg_game *g = mob_game(MOB_HEAD(MOB_TERRAIN(wood, 3, 2)) MOB_UNIT(0, infantry, 2, 2)
                          MOB_UNIT(1, infantry, 3, 3));
    const mob_data *d = mob_cdata(g);
    hexcc_occupancy terrain, none;
    terrain_bits(d, &terrain);
    memset(&none, 0, sizeof none);
    int from = hexcc_board_cell(&d->board, hx(2, 2)), to = hexcc_board_cell(&d->board, hx(3, 3));
    assert_int_equal(mob_sight_masked(&d->sight, from, to, &none, &none), 1);
    assert_int_equal(mob_sight_masked(&d->sight, from, to, &none, &terrain), -1);
    assert_int_equal(wg_mob_line_of_sight(g, hx(2, 2), hx(3, 3)), 1);
    /* a straight line beside it says it all: [2, 2] to [4, 2] through the wood */
    to = hexcc_board_cell(&d->board, hx(4, 2));
    assert_int_equal(mob_sight_masked(&d->sight, from, to, &none, &terrain), 0);
    wg_game_free(g);
}

/* 12 x 11 = 132 cells: no masks; the rifle sees the enemy two rows up, not the one past
 * the wood in its own row (the listing walks both lines). */
static void a_board_too_big_for_masks_walks_its_lines(void **state)
{
    (void)state;
    wg_game *g = mob_game("ruleset: mob\n"
                          "board: {columns: 12, rows: 11, terrain: [" MOB_TERRAIN(wood, 4, 10) "]}\n"
                          "sides: [{name: Blue, home: bottom}, {name: Red, home: top}]\n"
                          "units:\n" MOB_UNIT(0, infantry, 2, 10) MOB_UNIT(1, infantry, 5, 10)
                              MOB_UNIT(1, infantry, 2, 8));
    const mob_data *d = mob_cdata(g);
    assert_int_equal(d->sight.ncells, 0);
    hexcc_occupancy none;
    memset(&none, 0, sizeof none);
    assert_int_equal(mob_sight_masked(&d->sight, 0, 2, &none, &none), -1);
    assert_int_equal(wg_mob_line_of_sight(g, hx(2, 10), hx(5, 10)), 0);
    assert_int_equal(wg_mob_line_of_sight(g, hx(2, 10), hx(2, 8)), 1);
    assert_int_equal(mob_targets_of(g, 0, NULL), (uint64_t)1 << 2);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(masks_agree_with_the_walk_on_the_crossroads),
        cmocka_unit_test(masks_agree_with_the_walk_on_the_skirmish),
        cmocka_unit_test(lines_along_an_edge_are_walked_when_a_half_blocks),
        cmocka_unit_test(a_board_too_big_for_masks_walks_its_lines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
