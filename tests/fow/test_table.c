/*
 * The queries a GUI draws the table with (wargame/fow.h): wg_fow_table,
 * wg_fow_feature, wg_fow_feature_name and wg_fow_feature_points, under the
 * query contract. The skirmish scenario's four features read back as the
 * scenario file writes them (in cm: 1 cm = 100 table units). And the
 * shortcut the listings take on "within range" (fow_centres_settle) gives
 * the exact test's answer whenever it gives one.
 */
#include <stdio.h>
#include <string.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "wargame/fow.h"
#include "wargame/wargame.h"
#include "rulesets/fow/fow_internal.h"

static wg_game *open_scenario(const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", FOW_SCENARIOS, name);
    wg_game *g = NULL;
    wg_error err;
    assert_int_equal(wg_game_open(&g, path, 1, NULL, &err), WG_OK);
    return g;
}

static void the_table(void **state)
{
    (void)state;
    wg_game *g = open_scenario("fow-skirmish.yaml");
    wg_fow_table_info t = WG_FOW_TABLE_INFO_INIT;
    assert_int_equal(wg_fow_table(g, &t), WG_OK);
    assert_int_equal(t.width, 120 * 100);
    assert_int_equal(t.depth, 120 * 100);
    assert_int_equal(t.units, WG_FOW_UNITS_CM);
    assert_int_equal(t.features, 4);
    assert_int_equal(t.objectives, 2);
    assert_int_equal(t.objectives, wg_fow_objective_count(g));
    assert_int_equal(t.turns, 6);
    wg_fow_table_info a, m = WG_FOW_TABLE_INFO_INIT;
    memset(&a, 0x5a, sizeof a);
    wg_fow_table_info_init(&a);
    assert_memory_equal(&a, &m, sizeof a);
    wg_game_free(g);
}

/* Each feature as the scenario writes it. */
static void the_features(void **state)
{
    (void)state;
    wg_game *g = open_scenario("fow-skirmish.yaml");
    static const struct {
        const char *name;
        int shape, going, concealing, bulletproof, blocks, npoints;
        int32_t xy[8];
    } want[4] = {
        { "wood", WG_FOW_SHAPE_AREA, WG_FOW_GOING_DIFFICULT, 1, 0, 1, 4,
          { 2000, 5000, 4500, 5000, 4500, 7000, 2000, 7000 } },
        { "hedge", WG_FOW_SHAPE_LINE, WG_FOW_GOING_DIFFICULT, 1, 0, 0, 2,
          { 6000, 5800, 10000, 5800 } },
        { "farmhouse", WG_FOW_SHAPE_AREA, WG_FOW_GOING_VERY_DIFFICULT, 1, 1, 1, 4,
          { 7000, 8000, 8200, 8000, 8200, 9200, 7000, 9200 } },
        { "stone wall", WG_FOW_SHAPE_LINE, WG_FOW_GOING_DIFFICULT, 1, 1, 0, 2,
          { 1000, 8500, 4000, 8500 } },
    };
    for (int k = 0; k < 4; k++) {
        wg_fow_feature_info f = WG_FOW_FEATURE_INFO_INIT;
        assert_int_equal(wg_fow_feature(g, k, &f), WG_OK);
        assert_string_equal(wg_fow_feature_name(g, k), want[k].name);
        assert_int_equal(f.shape, want[k].shape);
        assert_int_equal(f.going, want[k].going);
        assert_int_equal(f.concealing, want[k].concealing);
        assert_int_equal(f.bulletproof, want[k].bulletproof);
        assert_int_equal(f.blocks_los, want[k].blocks);
        assert_int_equal(f.points, want[k].npoints);
        int32_t xy[16];
        memset(xy, 0x5a, sizeof xy);
        assert_int_equal(wg_fow_feature_points(g, k, NULL, 0), want[k].npoints);
        assert_int_equal(wg_fow_feature_points(g, k, xy, 8), want[k].npoints);
        assert_memory_equal(xy, want[k].xy, (size_t)want[k].npoints * 2 * sizeof(int32_t));
        /* the box holds every point, and touches them */
        int32_t x0 = xy[0], y0 = xy[1], x1 = xy[0], y1 = xy[1];
        for (int i = 1; i < want[k].npoints; i++) {
            x0 = xy[2 * i] < x0 ? xy[2 * i] : x0;
            x1 = xy[2 * i] > x1 ? xy[2 * i] : x1;
            y0 = xy[2 * i + 1] < y0 ? xy[2 * i + 1] : y0;
            y1 = xy[2 * i + 1] > y1 ? xy[2 * i + 1] : y1;
        }
        assert_int_equal(f.x0, x0);
        assert_int_equal(f.y0, y0);
        assert_int_equal(f.x1, x1);
        assert_int_equal(f.y1, y1);
        /* a short buffer gets the first points only, and nothing past them */
        memset(xy, 0x5a, sizeof xy);
        assert_int_equal(wg_fow_feature_points(g, k, xy, 1), want[k].npoints);
        assert_int_equal(xy[0], want[k].xy[0]);
        assert_int_equal(xy[1], want[k].xy[1]);
        assert_int_equal(xy[2], 0x5a5a5a5a);
    }
    wg_game_free(g);
}

/* A scenario in inches, and one without terrain. */
static void inches_and_no_terrain(void **state)
{
    (void)state;
    wg_game *g = open_scenario("fow-tank-duel.yaml");
    wg_fow_table_info t = WG_FOW_TABLE_INFO_INIT;
    assert_int_equal(wg_fow_table(g, &t), WG_OK);
    assert_true(t.width > 0 && t.depth > 0);
    for (int k = 0; k < t.features; k++) {
        wg_fow_feature_info f = WG_FOW_FEATURE_INFO_INIT;
        assert_int_equal(wg_fow_feature(g, k, &f), WG_OK);
        assert_true(f.x0 >= 0 && f.x1 <= t.width && f.y0 >= 0 && f.y1 <= t.depth);
    }
    wg_fow_feature_info f = WG_FOW_FEATURE_INFO_INIT;
    assert_int_equal(wg_fow_feature(g, t.features, &f), WG_ERANGE);
    wg_game_free(g);
}

static void the_query_contract(void **state)
{
    (void)state;
    wg_game *g = open_scenario("m44-base.yaml");
    uint64_t hash = wg_game_hash(g);
    wg_fow_table_info t = WG_FOW_TABLE_INFO_INIT;
    wg_fow_feature_info f = WG_FOW_FEATURE_INFO_INIT;
    int32_t xy[4];
    assert_int_equal(wg_fow_table(g, &t), WG_EINVAL);
    assert_non_null(strstr(wg_game_last_error(g), "wg_fow_table: this game plays m44"));
    assert_int_equal(wg_fow_feature(g, 0, &f), WG_EINVAL);
    assert_null(wg_fow_feature_name(g, 0));
    assert_int_equal(wg_fow_feature_points(g, 0, xy, 2), WG_EINVAL);
    assert_int_equal(wg_game_hash(g), hash);
    wg_game_free(g);
    g = open_scenario("fow-skirmish.yaml");
    assert_int_equal(wg_fow_feature(g, 4, &f), WG_ERANGE);
    assert_non_null(strstr(wg_game_last_error(g), "wg_fow_feature: no terrain feature 4"));
    assert_int_equal(wg_fow_feature(g, -1, &f), WG_ERANGE);
    assert_null(wg_fow_feature_name(g, 4));
    assert_int_equal(wg_fow_feature_points(g, 4, xy, 2), WG_ERANGE);
    assert_int_equal(wg_fow_feature_points(g, 0, NULL, 2), WG_EINVAL);
    assert_int_equal(wg_fow_table(g, NULL), WG_EINVAL);
    f.size = 8;
    assert_int_equal(wg_fow_feature(g, 0, &f), WG_EINVAL);
    assert_int_equal(wg_fow_table(NULL, &t), WG_EINVAL);
    wg_game_free(g);
}

static uint64_t next(uint64_t *s)
{
    *s = *s * 6364136223846793005u + 1442695040888963407u;
    return *s >> 33;
}

/* A base at c of random size (a small gun's to a big tank's, and slivers) and facing. */
static wg_tab_shape random_base(uint64_t *rng, wg_tab_point c, int32_t *hw, int32_t *hd)
{
    *hw = 1 + (int32_t)(next(rng) % 600);
    *hd = 1 + (int32_t)(next(rng) % 800);
    wg_tab_rect r;
    r.center = c;
    r.half_width = *hw;
    r.half_depth = *hd;
    r.facing = wg_tab_dir_from_angle((int32_t)(next(rng) % 360000));
    wg_tab_shape s;
    wg_tab_shape_of(&r, &s);
    return s;
}

/* 200,000 pairs of bases, their centres set about the shortcut's two bounds
 * (the range plus both inner radii, and plus both outer ones) and anywhere between: every
 * answer it settles is the exact one, and it settles both ways. */
static void centres_settle_as_the_bases_do(void **state)
{
    (void)state;
    uint64_t rng = 22;
    long settled[2] = { 0, 0 }, open = 0;
    for (int n = 0; n < 200000; n++) {
        int32_t range = (int32_t)(next(&rng) % 5000), hw[2], hd[2];
        wg_tab_point a = { (int32_t)(next(&rng) % 20000), (int32_t)(next(&rng) % 20000) };
        wg_tab_shape sa = random_base(&rng, a, &hw[0], &hd[0]);
        fow_reach ra = fow_base_reach(hw[0], hd[0]);
        /* the size of b is drawn before b is placed: draw it at the origin, then move it */
        wg_tab_point origin = { 0, 0 };
        wg_tab_shape sb = random_base(&rng, origin, &hw[1], &hd[1]);
        fow_reach rb = fow_base_reach(hw[1], hd[1]);
        int64_t near = range + ra.in + rb.in, far = range + ra.out + rb.out;
        int64_t bound = n % 3 == 0 ? near : n % 3 == 1 ? far
                                          : (int64_t)(next(&rng) % (uint64_t)(far + 1));
        int64_t dist = bound + (int64_t)(next(&rng) % 7) - 3;
        int32_t angle = (int32_t)(next(&rng) % 360000);
        wg_tab_dir dir = wg_tab_dir_from_angle(angle);
        wg_tab_point b = { a.x + (int32_t)(dist * dir.x / WG_TAB_ONE),
                           a.y + (int32_t)(dist * dir.y / WG_TAB_ONE) };
        wg_tab_shape_shift(&sb, b.x, b.y);
        int got = fow_centres_settle(a, ra, b, rb, range);
        if (got < 0) {
            open++;
            continue;
        }
        settled[got]++;
        assert_int_equal(got, wg_tab_shapes_within(&sa, &sb, range));
    }
    assert_true(settled[0] > 10000 && settled[1] > 10000 && open > 10000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_table),
        cmocka_unit_test(the_features),
        cmocka_unit_test(inches_and_no_terrain),
        cmocka_unit_test(the_query_contract),
        cmocka_unit_test(centres_settle_as_the_bases_do),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
