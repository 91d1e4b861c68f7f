/*
 * Continuous-table geometry: facings, distances, segments, polygons and
 * bases, on hand-computed cases. libm appears only here, as a reference
 * for the integer sine, cosine and arctangent; it decides nothing.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <string.h>

#include "geom/table.h"

static wg_tab_point P(int32_t x, int32_t y)
{
    wg_tab_point p;
    p.x = x;
    p.y = y;
    return p;
}

static wg_tab_rect base(int32_t x, int32_t y, int32_t half_width, int32_t half_depth,
                        int32_t millideg)
{
    wg_tab_rect r;
    r.center = P(x, y);
    r.half_width = half_width;
    r.half_depth = half_depth;
    r.facing = wg_tab_dir_from_angle(millideg);
    return r;
}

static void assert_point(wg_tab_point p, int32_t x, int32_t y)
{
    assert_int_equal(p.x, x);
    assert_int_equal(p.y, y);
}

static int32_t angle_error(int32_t a, int32_t b)
{
    int32_t d = (a - b) % WG_TAB_TURN;
    if (d < 0)
        d += WG_TAB_TURN;
    return d > WG_TAB_TURN / 2 ? WG_TAB_TURN - d : d;
}

/* A tiny LCG, so random cases are the same everywhere. */
static uint32_t lcg_next(uint32_t *s)
{
    *s = *s * 1664525u + 1013904223u;
    return *s >> 8;
}

/* ---------------------------------------------------------------- units and angles */

static void an_inch_is_254_tenths_of_a_millimetre(void **state)
{
    (void)state;
    assert_int_equal(WG_TAB_INCH, 254);
    assert_int_equal(WG_TAB_CM, 100);
    assert_int_equal(16 * WG_TAB_INCH, 4064); /* 16" is not 40 cm */
    assert_int_equal(40 * WG_TAB_CM, 4000);
}

static void facings_on_the_axes_are_exact(void **state)
{
    wg_tab_dir d;
    (void)state;
    d = wg_tab_dir_from_angle(0);
    assert_int_equal(d.x, WG_TAB_ONE);
    assert_int_equal(d.y, 0);
    d = wg_tab_dir_from_angle(90000);
    assert_int_equal(d.x, 0);
    assert_int_equal(d.y, WG_TAB_ONE);
    d = wg_tab_dir_from_angle(180000);
    assert_int_equal(d.x, -WG_TAB_ONE);
    assert_int_equal(d.y, 0);
    d = wg_tab_dir_from_angle(270000);
    assert_int_equal(d.x, 0);
    assert_int_equal(d.y, -WG_TAB_ONE);
    d = wg_tab_dir_from_angle(-90000); /* taken modulo a turn */
    assert_int_equal(d.y, -WG_TAB_ONE);
    d = wg_tab_dir_from_angle(360000 + 90000);
    assert_int_equal(d.y, WG_TAB_ONE);
}

static void facings_at_known_angles(void **state)
{
    wg_tab_dir d;
    (void)state;
    d = wg_tab_dir_from_angle(30000); /* cos 30 = 0.8660 * 16384 = 14189.0, sin 30 = 8192 */
    assert_int_equal(d.x, 14189);
    assert_int_equal(d.y, 8192);
    d = wg_tab_dir_from_angle(45000); /* 11585.24 */
    assert_int_equal(d.x, 11585);
    assert_int_equal(d.y, 11585);
    d = wg_tab_dir_from_angle(60000);
    assert_int_equal(d.x, 8192);
    assert_int_equal(d.y, 14189);
    d = wg_tab_dir_from_angle(135000);
    assert_int_equal(d.x, -11585);
    assert_int_equal(d.y, 11585);
    d = wg_tab_dir_from_angle(-30000);
    assert_int_equal(d.x, 14189);
    assert_int_equal(d.y, -8192);
}

static void facings_agree_with_libm_to_one_unit(void **state)
{
    const double rad_per_mdeg = 3.14159265358979323846 / 180000.0;
    int32_t a;
    (void)state;
    for (a = -360000; a <= 360000; a += 125) {
        wg_tab_dir d = wg_tab_dir_from_angle(a);
        double want_x = floor(cos(a * rad_per_mdeg) * WG_TAB_ONE + 0.5);
        double want_y = floor(sin(a * rad_per_mdeg) * WG_TAB_ONE + 0.5);
        assert_true(fabs(d.x - want_x) <= 1.0);
        assert_true(fabs(d.y - want_y) <= 1.0);
    }
}

static void angle_of_axes_and_diagonals(void **state)
{
    (void)state;
    assert_int_equal(wg_tab_angle_of(0, 0), 0);
    assert_int_equal(wg_tab_angle_of(5, 0), 0);
    assert_int_equal(wg_tab_angle_of(0, 5), 90000);
    assert_int_equal(wg_tab_angle_of(-5, 0), 180000);
    assert_int_equal(wg_tab_angle_of(0, -5), 270000);
    assert_int_equal(wg_tab_angle_of(7, 7), 45000);
    assert_int_equal(wg_tab_angle_of(-7, 7), 135000);
    assert_int_equal(wg_tab_angle_of(-7, -7), 225000);
    assert_int_equal(wg_tab_angle_of(7, -7), 315000);
    assert_int_equal(wg_tab_angle_of(3, 4), 53130); /* atan2(4, 3) = 53.1301 degrees */
    assert_int_equal(wg_tab_angle_of(4, 3), 36870);
    assert_int_equal(wg_tab_angle_of(-3, -4), 233130);
    assert_int_equal(wg_tab_angle_of(INT32_MAX, INT32_MIN), 315000);
}

static void angle_of_agrees_with_atan2_to_one_milli_degree(void **state)
{
    uint32_t seed = 99u;
    int i;
    (void)state;
    for (i = 0; i < 3000; i++) {
        int32_t dx = (int32_t)(lcg_next(&seed) % 2000001u) - 1000000;
        int32_t dy = (int32_t)(lcg_next(&seed) % 2000001u) - 1000000;
        double want = atan2((double)dy, (double)dx) * 180000.0 / 3.14159265358979323846;
        int32_t w = (int32_t)floor(want + 0.5);
        if (dx == 0 && dy == 0)
            continue;
        assert_true(angle_error(wg_tab_angle_of(dx, dy), w) <= 1);
    }
}

static void angle_of_a_facing_gives_the_angle_back(void **state)
{
    int32_t a;
    (void)state;
    /* a facing of length 2^14 resolves 1/16384 radian: 3.5 milli-degrees;
     * every third milli-degree, as the search starts from a guess, so each
     * octant and its edges must be right, not only a sample */
    for (a = 0; a < WG_TAB_TURN; a += 3) {
        wg_tab_dir d = wg_tab_dir_from_angle(a);
        assert_true(angle_error(wg_tab_angle_of(d.x, d.y), a) <= 4);
    }
}

/* ---------------------------------------------------------------- points and segments */

static void point_distance_is_exact(void **state)
{
    wg_tab_point a = P(100, 200), b = P(100 + 3 * WG_TAB_INCH, 200 + 4 * WG_TAB_INCH);
    (void)state;
    assert_int_equal(wg_tab_distance2(a, b), 1270 * 1270);
    assert_true(wg_tab_point_within(a, b, 5 * WG_TAB_INCH));
    assert_false(wg_tab_point_within(a, b, 5 * WG_TAB_INCH - 1));
    assert_true(wg_tab_point_within(a, a, 0));
    assert_false(wg_tab_point_within(a, a, -1));
}

static void point_segment_distance_past_the_ends(void **state)
{
    (void)state;
    assert_int_equal(wg_tab_point_segment_distance2(P(13, 4), P(0, 0), P(10, 0)), 25);
    assert_int_equal(wg_tab_point_segment_distance2(P(-3, -4), P(0, 0), P(10, 0)), 25);
    assert_int_equal(wg_tab_point_segment_distance2(P(3, 4), P(0, 0), P(0, 0)), 25);
    assert_int_equal(wg_tab_point_segment_distance2(P(5, 5), P(0, 0), P(10, 0)), 25);
    assert_int_equal(wg_tab_point_segment_distance2(P(5, 0), P(0, 0), P(10, 0)), 0);
}

/* Segment (0,0)-(8,6) is 10 long; (1,7) is exactly 5 from its middle, (1,8) is 5.8 away. */
static void point_segment_within_is_exact_on_a_slanted_segment(void **state)
{
    (void)state;
    assert_int_equal(wg_tab_point_segment_distance2(P(1, 7), P(0, 0), P(8, 6)), 25);
    assert_true(wg_tab_point_segment_within(P(1, 7), P(0, 0), P(8, 6), 5));
    assert_false(wg_tab_point_segment_within(P(1, 7), P(0, 0), P(8, 6), 4));
    assert_int_equal(wg_tab_point_segment_distance2(P(1, 8), P(0, 0), P(8, 6)), 33); /* 33.64 */
    assert_false(wg_tab_point_segment_within(P(1, 8), P(0, 0), P(8, 6), 5));
    assert_true(wg_tab_point_segment_within(P(1, 8), P(0, 0), P(8, 6), 6));
    /* (1,3) from (0,0)-(3,1): 8^2 / 10 = 6.4 */
    assert_int_equal(wg_tab_point_segment_distance2(P(1, 3), P(0, 0), P(3, 1)), 6);
    assert_false(wg_tab_point_segment_within(P(1, 3), P(0, 0), P(3, 1), 2));
    assert_true(wg_tab_point_segment_within(P(1, 3), P(0, 0), P(3, 1), 3));
    assert_false(wg_tab_point_segment_within(P(1, 3), P(0, 0), P(3, 1), -1));
}

/* Across the whole coordinate range the squares exceed 64 bits: still exact. */
static void point_segment_within_at_the_coordinate_limit(void **state)
{
    const int32_t m = WG_TAB_COORD_MAX;
    wg_tab_point a = P(-m, -m), b = P(m, m - 1), p = P(-m, m);
    (void)state;
    /* exact squared distance 2^100 / 2251799746576385 = 562949970198528.56 */
    assert_int_equal(wg_tab_point_segment_distance2(p, a, b), INT64_C(562949970198528));
    assert_false(wg_tab_point_segment_within(p, a, b, 23726566));
    assert_true(wg_tab_point_segment_within(p, a, b, 23726567));
}

static void segments_crossing_touching_and_missing(void **state)
{
    (void)state;
    assert_true(wg_tab_segments_intersect(P(0, 0), P(10, 10), P(0, 10), P(10, 0)));
    assert_false(wg_tab_segments_intersect(P(0, 0), P(10, 0), P(0, 1), P(10, 1)));
    /* collinear: overlapping, then one unit apart */
    assert_true(wg_tab_segments_intersect(P(0, 0), P(10, 0), P(5, 0), P(15, 0)));
    assert_false(wg_tab_segments_intersect(P(0, 0), P(10, 0), P(11, 0), P(15, 0)));
    /* end to end, and an end on the middle (a T) */
    assert_true(wg_tab_segments_intersect(P(0, 0), P(10, 0), P(10, 0), P(10, 5)));
    assert_true(wg_tab_segments_intersect(P(0, 0), P(10, 0), P(5, 0), P(5, 5)));
    assert_false(wg_tab_segments_intersect(P(0, 0), P(10, 0), P(5, 1), P(5, 5)));
    /* slanted near miss: (6,5)-(10,0) passes under (0,0)-(10,10); (5,5)-(10,0) touches it */
    assert_false(wg_tab_segments_intersect(P(0, 0), P(10, 10), P(6, 5), P(10, 0)));
    assert_true(wg_tab_segments_intersect(P(0, 0), P(10, 10), P(5, 5), P(10, 0)));
    /* a segment of one point */
    assert_true(wg_tab_segments_intersect(P(3, 3), P(3, 3), P(0, 0), P(10, 10)));
    assert_false(wg_tab_segments_intersect(P(3, 4), P(3, 4), P(0, 0), P(10, 10)));
}

/* ---------------------------------------------------------------- polygons and polylines */

static const wg_tab_point square[4] = { { 0, 0 }, { 10, 0 }, { 10, 10 }, { 0, 10 } };

static void point_in_polygon_boundary_counts_as_inside(void **state)
{
    (void)state;
    assert_true(wg_tab_point_in_polygon(P(5, 5), square, 4));
    assert_false(wg_tab_point_in_polygon(P(15, 5), square, 4));
    assert_false(wg_tab_point_in_polygon(P(-1, 5), square, 4));
    assert_true(wg_tab_point_in_polygon(P(10, 5), square, 4)); /* on an edge */
    assert_true(wg_tab_point_in_polygon(P(0, 5), square, 4));
    assert_true(wg_tab_point_in_polygon(P(5, 10), square, 4));
    assert_true(wg_tab_point_in_polygon(P(10, 10), square, 4)); /* on a corner */
    assert_false(wg_tab_point_in_polygon(P(5, 11), square, 4));
}

static void point_in_polygon_ray_through_corners(void **state)
{
    static const wg_tab_point diamond[4] = { { 5, 0 }, { 10, 5 }, { 5, 10 }, { 0, 5 } };
    (void)state;
    /* the ray from these points runs through the corners (0,5) and (10,5) */
    assert_false(wg_tab_point_in_polygon(P(-1, 5), diamond, 4));
    assert_true(wg_tab_point_in_polygon(P(1, 5), diamond, 4));
    assert_true(wg_tab_point_in_polygon(P(5, 5), diamond, 4));
    assert_false(wg_tab_point_in_polygon(P(11, 5), diamond, 4));
    assert_false(wg_tab_point_in_polygon(P(1, 1), diamond, 4));
}

static void point_in_concave_polygon(void **state)
{
    /* a U open to the top: arms x 0..10 and 20..30, bottom y 0..10 */
    static const wg_tab_point u[8] = { { 0, 0 },   { 30, 0 },  { 30, 30 }, { 20, 30 },
                                       { 20, 10 }, { 10, 10 }, { 10, 30 }, { 0, 30 } };
    wg_tab_point reversed[8];
    int i;
    (void)state;
    for (i = 0; i < 8; i++)
        reversed[i] = u[7 - i];
    for (i = 0; i < 2; i++) {
        const wg_tab_point *poly = i == 0 ? u : reversed;
        assert_false(wg_tab_point_in_polygon(P(15, 20), poly, 8)); /* in the notch */
        assert_true(wg_tab_point_in_polygon(P(5, 20), poly, 8));
        assert_true(wg_tab_point_in_polygon(P(25, 20), poly, 8));
        assert_true(wg_tab_point_in_polygon(P(15, 5), poly, 8));
        assert_true(wg_tab_point_in_polygon(P(15, 10), poly, 8)); /* the notch's floor */
        assert_true(wg_tab_point_in_polygon(P(25, 10), poly, 8));
        assert_false(wg_tab_point_in_polygon(P(-5, 10), poly, 8)); /* ray along an edge */
        assert_false(wg_tab_point_in_polygon(P(-5, 30), poly, 8));
    }
}

static void point_in_degenerate_polygons(void **state)
{
    static const wg_tab_point seg[2] = { { 0, 0 }, { 10, 10 } };
    (void)state;
    assert_true(wg_tab_point_in_polygon(P(4, 4), seg, 2));
    assert_false(wg_tab_point_in_polygon(P(4, 5), seg, 2));
    assert_true(wg_tab_point_in_polygon(P(0, 0), seg, 1));
    assert_false(wg_tab_point_in_polygon(P(1, 0), seg, 1));
    assert_false(wg_tab_point_in_polygon(P(0, 0), seg, 0));
    assert_false(wg_tab_point_in_polygon(P(0, 0), NULL, 4));
}

static void segment_against_a_polygon(void **state)
{
    (void)state;
    assert_true(wg_tab_segment_hits_polygon(P(-5, 5), P(15, 5), square, 4)); /* through */
    assert_true(wg_tab_segment_hits_polygon(P(2, 2), P(3, 3), square, 4));   /* inside */
    assert_true(wg_tab_segment_hits_polygon(P(5, 5), P(50, 50), square, 4)); /* out of it */
    assert_false(wg_tab_segment_hits_polygon(P(-5, -5), P(-1, 20), square, 4));
    /* x - y = -10 touches the corner (0,10) only; x - y = -11 misses it */
    assert_true(wg_tab_segment_hits_polygon(P(-5, 5), P(5, 15), square, 4));
    assert_false(wg_tab_segment_hits_polygon(P(-5, 6), P(4, 15), square, 4));
    assert_false(wg_tab_segment_hits_polygon(P(-5, 5), P(15, 5), square, 0));
}

static void segment_against_a_polyline(void **state)
{
    static const wg_tab_point hedge[3] = { { 0, 0 }, { 10, 0 }, { 10, 10 } };
    static const wg_tab_point post[1] = { { 5, 5 } };
    (void)state;
    assert_true(wg_tab_segment_hits_polyline(P(5, 5), P(5, -5), hedge, 3));
    /* would cross the closing side (0,0)-(10,10), which a polyline does not have */
    assert_false(wg_tab_segment_hits_polyline(P(2, 4), P(4, 2), hedge, 3));
    assert_true(wg_tab_segment_hits_polyline(P(10, 10), P(12, 12), hedge, 3)); /* its end */
    assert_false(wg_tab_segment_hits_polyline(P(11, 11), P(12, 12), hedge, 3));
    assert_true(wg_tab_segment_hits_polyline(P(0, 0), P(10, 10), post, 1));
    assert_false(wg_tab_segment_hits_polyline(P(0, 1), P(10, 11), post, 1));
    assert_false(wg_tab_segment_hits_polyline(P(0, 0), P(10, 10), hedge, 0));
}

/* ---------------------------------------------------------------- bases */

static void corners_of_a_base_facing_east(void **state)
{
    wg_tab_rect r = base(1000, 2000, 300, 500, 0);
    wg_tab_point c[4];
    (void)state;
    wg_tab_rect_corners(&r, c);
    assert_point(c[WG_TAB_FRONT_RIGHT], 1500, 1700);
    assert_point(c[WG_TAB_FRONT_LEFT], 1500, 2300);
    assert_point(c[WG_TAB_REAR_LEFT], 500, 2300);
    assert_point(c[WG_TAB_REAR_RIGHT], 500, 1700);
}

static void corners_of_a_base_facing_north(void **state)
{
    wg_tab_rect r = base(0, 0, 300, 500, 90000);
    wg_tab_point c[4];
    (void)state;
    wg_tab_rect_corners(&r, c);
    assert_point(c[WG_TAB_FRONT_RIGHT], 300, 500);
    assert_point(c[WG_TAB_FRONT_LEFT], -300, 500);
    assert_point(c[WG_TAB_REAR_LEFT], -300, -500);
    assert_point(c[WG_TAB_REAR_RIGHT], 300, -500);
}

/* A 2000 square turned 45 degrees stands on its corners: 1000 * sqrt(2) = 1414.2. */
static void corners_of_a_base_turned_45_degrees(void **state)
{
    wg_tab_rect r = base(0, 0, 1000, 1000, 45000);
    wg_tab_point c[4];
    (void)state;
    wg_tab_rect_corners(&r, c);
    assert_point(c[WG_TAB_FRONT_RIGHT], 1414, 0);
    assert_point(c[WG_TAB_FRONT_LEFT], 0, 1414);
    assert_point(c[WG_TAB_REAR_LEFT], -1414, 0);
    assert_point(c[WG_TAB_REAR_RIGHT], 0, -1414);
}

/* 30 degrees: front right = (500 cos 30 + 300 sin 30, 500 sin 30 - 300 cos 30) = (583, -10) */
static void corners_of_a_base_turned_30_degrees(void **state)
{
    wg_tab_rect r = base(0, 0, 300, 500, 30000);
    wg_tab_point c[4];
    (void)state;
    wg_tab_rect_corners(&r, c);
    assert_point(c[WG_TAB_FRONT_RIGHT], 583, -10);
    assert_point(c[WG_TAB_FRONT_LEFT], 283, 510);
    assert_point(c[WG_TAB_REAR_LEFT], -583, 10); /* opposite corners are symmetric */
    assert_point(c[WG_TAB_REAR_RIGHT], -283, -510);
}

static void base_contains_its_inside_and_boundary(void **state)
{
    wg_tab_rect r = base(0, 0, 1000, 1000, 45000);
    (void)state;
    assert_true(wg_tab_rect_contains(&r, P(0, 0)));
    assert_true(wg_tab_rect_contains(&r, P(1414, 0)));
    assert_true(wg_tab_rect_contains(&r, P(707, 707)));
    assert_false(wg_tab_rect_contains(&r, P(708, 708)));
    assert_false(wg_tab_rect_contains(&r, P(1000, 1000)));
}

static void bases_side_by_side(void **state)
{
    wg_tab_rect a = base(0, 0, 300, 500, 0); /* x -500..500, y -300..300 */
    wg_tab_rect b = base(2000, 0, 300, 500, 0);
    (void)state;
    assert_int_equal(wg_tab_rect_distance2(&a, &b), 1000 * 1000);
    assert_int_equal(wg_tab_rect_distance(&a, &b), 1000);
    assert_int_equal(wg_tab_rect_distance2(&b, &a), 1000 * 1000);
}

static void touching_bases_are_at_distance_zero(void **state)
{
    wg_tab_rect a = base(0, 0, 300, 500, 0);
    wg_tab_rect edge = base(1000, 0, 300, 500, 0);     /* shares the edge x = 500 */
    wg_tab_rect corner = base(1000, 600, 300, 500, 0); /* shares the corner (500, 300) */
    wg_tab_rect apart = base(1001, 0, 300, 500, 0);
    wg_tab_rect overlap = base(200, 100, 100, 100, 30000);
    (void)state;
    assert_int_equal(wg_tab_rect_distance2(&a, &edge), 0);
    assert_true(wg_tab_within(&a, &edge, 0));
    assert_int_equal(wg_tab_rect_distance2(&a, &corner), 0);
    assert_true(wg_tab_within(&a, &corner, 0));
    assert_int_equal(wg_tab_rect_distance2(&a, &apart), 1);
    assert_false(wg_tab_within(&a, &apart, 0));
    assert_true(wg_tab_within(&a, &apart, 1));
    assert_int_equal(wg_tab_rect_distance2(&a, &overlap), 0); /* one inside the other */
    assert_true(wg_tab_within(&overlap, &a, 0));
    assert_false(wg_tab_within(&a, &a, -1));
}

static void bases_corner_to_corner(void **state)
{
    wg_tab_rect a = base(0, 0, 300, 500, 0);     /* corner (500, 300) */
    wg_tab_rect b = base(1300, 1000, 300, 500, 0); /* corner (800, 700) */
    (void)state;
    assert_int_equal(wg_tab_rect_distance2(&a, &b), 500 * 500);
    assert_int_equal(wg_tab_rect_distance(&a, &b), 500);
    assert_true(wg_tab_within(&a, &b, 500));
    assert_false(wg_tab_within(&a, &b, 499));
}

/*
 * The 45-degree square's edge from (1414,0) to (0,1414) lies on x + y = 1414.
 * The corner (1000,1001) of an unturned base is (2001 - 1414) / sqrt(2) =
 * 415.07 from it: squared 587^2 / 2 = 172284.5.
 */
static void turned_base_near_miss(void **state)
{
    wg_tab_rect a = base(0, 0, 1000, 1000, 45000);
    wg_tab_rect b = base(1500, 1301, 300, 500, 0); /* rear right corner (1000, 1001) */
    (void)state;
    assert_int_equal(wg_tab_rect_distance2(&a, &b), 172284);
    assert_int_equal(wg_tab_rect_distance(&a, &b), 415);
    assert_false(wg_tab_within(&a, &b, 415)); /* 415.07 is more than 415 */
    assert_true(wg_tab_within(&a, &b, 416));
    assert_false(wg_tab_within(&b, &a, 415));
}

/* OF-G3: distance between teams is between the closest points of their bases; "within X" is <= X */
static void of_g3_within_four_inches_is_measured_base_to_base(void **state)
{
    wg_tab_rect tank = base(0, 0, 300, 500, 0); /* front edge at x = 500 */
    /* facing north, 400 wide: its left side at x = 500 + 4" */
    wg_tab_rect exactly = base(500 + 4 * WG_TAB_INCH + 200, 0, 200, 400, 90000);
    wg_tab_rect farther = base(500 + 4 * WG_TAB_INCH + 201, 0, 200, 400, 90000);
    (void)state;
    assert_int_equal(wg_tab_rect_distance(&tank, &exactly), 4 * WG_TAB_INCH);
    assert_true(wg_tab_within(&tank, &exactly, 4 * WG_TAB_INCH));
    assert_false(wg_tab_within(&tank, &farther, 4 * WG_TAB_INCH));
    assert_false(wg_tab_within(&tank, &exactly, 10 * WG_TAB_CM)); /* 4" is 10.16 cm */
    /* centre to centre they are 2.4" farther apart: that is not the distance */
    assert_false(wg_tab_point_within(tank.center, exactly.center, 4 * WG_TAB_INCH));
}

/* OF-G3: a turned base's corner is what comes closest */
static void of_g3_turned_bases_measure_from_the_nearest_corner(void **state)
{
    wg_tab_rect square45 = base(0, 0, 1000, 1000, 45000); /* corner at (1414, 0) */
    wg_tab_rect other = base(1414 + 2 * WG_TAB_INCH + 500, 0, 300, 500, 0);
    (void)state;
    assert_int_equal(wg_tab_rect_distance2(&square45, &other),
                     (int64_t)(2 * WG_TAB_INCH) * (2 * WG_TAB_INCH));
    assert_true(wg_tab_within(&square45, &other, 2 * WG_TAB_INCH));
    assert_false(wg_tab_within(&square45, &other, 2 * WG_TAB_INCH - 1));
}

static void point_within_range_of_a_base(void **state)
{
    wg_tab_rect r = base(0, 0, 300, 500, 0);
    wg_tab_point objective = P(500 + 4 * WG_TAB_INCH, 0);
    (void)state;
    assert_true(wg_tab_rect_point_within(&r, objective, 4 * WG_TAB_INCH));
    assert_false(wg_tab_rect_point_within(&r, objective, 4 * WG_TAB_INCH - 1));
    assert_true(wg_tab_rect_point_within(&r, P(100, 100), 0)); /* on the base */
    assert_false(wg_tab_rect_point_within(&r, P(100, 100), -1));
    /* beyond a corner: (500,300) to (800,700) is 500 */
    assert_true(wg_tab_rect_point_within(&r, P(800, 700), 500));
    assert_false(wg_tab_rect_point_within(&r, P(800, 700), 499));
}

static void front_side_of_a_base(void **state)
{
    wg_tab_rect east = base(0, 0, 300, 500, 0);
    wg_tab_rect north = base(0, 0, 300, 500, 90000);
    wg_tab_rect turned = base(0, 0, 1000, 1000, 45000); /* front edge (1414,0)-(0,1414) */
    (void)state;
    assert_int_equal(wg_tab_front_side(&east, P(600, 0)), 1);
    assert_int_equal(wg_tab_front_side(&east, P(501, -5000)), 1); /* the line runs on */
    assert_int_equal(wg_tab_front_side(&east, P(500, 1000)), 0);
    assert_int_equal(wg_tab_front_side(&east, P(499, 0)), -1);
    assert_int_equal(wg_tab_front_side(&east, P(-600, 0)), -1);
    assert_int_equal(wg_tab_front_side(&north, P(0, 600)), 1);
    assert_int_equal(wg_tab_front_side(&north, P(0, 400)), -1);
    assert_int_equal(wg_tab_front_side(&turned, P(1000, 1000)), 1);
    assert_int_equal(wg_tab_front_side(&turned, P(707, 707)), 0);
    assert_int_equal(wg_tab_front_side(&turned, P(1414, 1)), 1);
    assert_int_equal(wg_tab_front_side(&turned, P(0, 0)), -1);
}

/*
 * "Within" by its definition, from the public primitives and none of
 * wg_tab_within's shortcuts: the bases touch (a corner inside the other, or
 * edges crossing), or a corner lies within range of the other's edge.
 */
static int within_by_definition(const wg_tab_rect *a, const wg_tab_rect *b, int32_t range)
{
    wg_tab_point ca[4], cb[4];
    int i, j;
    if (range < 0)
        return 0;
    wg_tab_rect_corners(a, ca);
    wg_tab_rect_corners(b, cb);
    for (i = 0; i < 4; i++) {
        if (wg_tab_point_in_polygon(ca[i], cb, 4) || wg_tab_point_in_polygon(cb[i], ca, 4))
            return 1;
        for (j = 0; j < 4; j++)
            if (wg_tab_segments_intersect(ca[i], ca[(i + 1) % 4], cb[j], cb[(j + 1) % 4]) ||
                wg_tab_point_segment_within(ca[i], cb[j], cb[(j + 1) % 4], range) ||
                wg_tab_point_segment_within(cb[i], ca[j], ca[(j + 1) % 4], range))
                return 1;
    }
    return 0;
}

/* A small deterministic generator for the sweep below (splitmix64). */
static uint64_t sweep_next(uint64_t *x)
{
    uint64_t z = (*x += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

static int32_t sweep_int(uint64_t *x, int32_t lo, int32_t hi)
{
    return lo + (int32_t)(sweep_next(x) % (uint64_t)(hi - lo + 1));
}

/* wg_tab_within's quick rejections and test order change no answer. */
static void within_agrees_with_its_definition_on_random_bases(void **state)
{
    uint64_t x = 20261203;
    int k, yes = 0;
    (void)state;
    for (k = 0; k < 20000; k++) {
        wg_tab_rect a = base(sweep_int(&x, -3000, 3000), sweep_int(&x, -3000, 3000),
                             sweep_int(&x, 1, 800), sweep_int(&x, 1, 800),
                             sweep_int(&x, 0, WG_TAB_TURN - 1));
        wg_tab_rect b = base(sweep_int(&x, -3000, 3000), sweep_int(&x, -3000, 3000),
                             sweep_int(&x, 1, 800), sweep_int(&x, 1, 800),
                             sweep_int(&x, 0, WG_TAB_TURN - 1) / 45000 * 45000);
        int32_t range = sweep_int(&x, -1, 4000);
        int expect = within_by_definition(&a, &b, range);
        assert_int_equal(wg_tab_within(&a, &b, range), expect);
        assert_int_equal(wg_tab_within(&b, &a, range), expect);
        yes += expect;
    }
    /* the sweep must see both answers often, or it proves nothing */
    assert_in_range(yes, 4000, 16000);
}

static wg_tab_rect random_base(uint64_t *x)
{
    return base(sweep_int(x, -3000, 3000), sweep_int(x, -3000, 3000), sweep_int(x, 1, 800),
                sweep_int(x, 1, 800), sweep_int(x, 0, WG_TAB_TURN - 1));
}

static void assert_same_shape(const wg_tab_shape *a, const wg_tab_shape *b)
{
    int i;
    for (i = 0; i < 4; i++)
        assert_point(a->corner[i], b->corner[i].x, b->corner[i].y);
    assert_int_equal(a->x0, b->x0);
    assert_int_equal(a->y0, b->y0);
    assert_int_equal(a->x1, b->x1);
    assert_int_equal(a->y1, b->y1);
}

/* A shape is its base's corners and box; moved, it is the moved base's shape exactly. */
static void shapes_are_their_bases_moved_exactly(void **state)
{
    uint64_t x = 3122026;
    int k, i;
    (void)state;
    for (k = 0; k < 20000; k++) {
        wg_tab_rect r = random_base(&x);
        wg_tab_point c[4];
        wg_tab_shape s, moved;
        wg_tab_shape_of(&r, &s);
        wg_tab_rect_corners(&r, c);
        for (i = 0; i < 4; i++) {
            assert_point(s.corner[i], c[i].x, c[i].y);
            assert_true(c[i].x >= s.x0 && c[i].x <= s.x1);
            assert_true(c[i].y >= s.y0 && c[i].y <= s.y1);
        }
        int32_t dx = sweep_int(&x, -5000, 5000), dy = sweep_int(&x, -5000, 5000);
        r.center.x += dx;
        r.center.y += dy;
        wg_tab_shape_of(&r, &moved);
        wg_tab_shape_shift(&s, dx, dy);
        assert_same_shape(&s, &moved);
    }
}

/* The shape forms of within and front side answer as the base forms do. */
static void shape_tests_agree_with_base_tests(void **state)
{
    uint64_t x = 42;
    int k;
    (void)state;
    for (k = 0; k < 20000; k++) {
        wg_tab_rect a = random_base(&x), b = random_base(&x);
        wg_tab_shape sa, sb;
        int32_t range = sweep_int(&x, -1, 4000);
        wg_tab_point p = P(sweep_int(&x, -4000, 4000), sweep_int(&x, -4000, 4000));
        wg_tab_shape_of(&a, &sa);
        wg_tab_shape_of(&b, &sb);
        assert_int_equal(wg_tab_shapes_within(&sa, &sb, range), wg_tab_within(&a, &b, range));
        assert_int_equal(wg_tab_shape_front_side(&sa, p), wg_tab_front_side(&a, p));
    }
}

/* The distance between bases by its definition: 0 when they share a point,
 * else the least of the 32 corner-to-edge distances, floored. */
static int64_t distance2_by_definition(const wg_tab_rect *a, const wg_tab_rect *b)
{
    wg_tab_point c[2][4];
    int64_t best = INT64_MAX;
    int from, i, j;
    if (wg_tab_within(a, b, 0))
        return 0;
    wg_tab_rect_corners(a, c[0]);
    wg_tab_rect_corners(b, c[1]);
    for (from = 0; from < 2; from++)
        for (i = 0; i < 4; i++)
            for (j = 0; j < 4; j++) {
                int64_t d = wg_tab_point_segment_distance2(c[from][i], c[1 - from][j],
                                                           c[1 - from][(j + 1) % 4]);
                if (d < best)
                    best = d;
            }
    return best;
}

/* The distance between bases skips the corners that cannot be nearest: no answer changes;
 * on shapes it is the same as on their bases. */
static void rect_distance_agrees_with_its_definition_on_random_bases(void **state)
{
    uint64_t x = 20261204;
    int k, apart = 0;
    (void)state;
    for (k = 0; k < 20000; k++) {
        wg_tab_rect a = random_base(&x), b = random_base(&x);
        int64_t expect = distance2_by_definition(&a, &b);
        assert_int_equal(wg_tab_rect_distance2(&a, &b), expect);
        assert_int_equal(wg_tab_rect_distance2(&b, &a), expect);
        wg_tab_shape sa, sb;
        wg_tab_shape_of(&a, &sa);
        wg_tab_shape_of(&b, &sb);
        assert_int_equal(wg_tab_shapes_distance(&sa, &sb), wg_tab_rect_distance(&a, &b));
        apart += expect > 0;
    }
    /* both answers, often: else the sweep proves nothing */
    assert_in_range(apart, 4000, 19000);
}

/*
 * Bases that share no more than an edge or a corner, and the thinnest
 * bases (their rounded corners nearly in a line), on a grid of a few units
 * where such cases are common: whether they touch, and their distance, as
 * by definition (the touch test is by separating axes, the definition by
 * corners inside and edges crossing).
 */
static void touching_agrees_with_its_definition_on_tiny_bases(void **state)
{
    uint64_t x = 20261205;
    int k, touch = 0, apart = 0;
    (void)state;
    for (k = 0; k < 40000; k++) {
        wg_tab_rect a = base(sweep_int(&x, -6, 6), sweep_int(&x, -6, 6), sweep_int(&x, 1, 4),
                             sweep_int(&x, 1, 4), sweep_int(&x, 0, WG_TAB_TURN - 1));
        wg_tab_rect b = base(sweep_int(&x, -6, 6), sweep_int(&x, -6, 6), sweep_int(&x, 1, 4),
                             sweep_int(&x, 1, 4), sweep_int(&x, 0, 7) * 45000);
        int expect = within_by_definition(&a, &b, 0);
        assert_int_equal(wg_tab_within(&a, &b, 0), expect);
        assert_int_equal(wg_tab_within(&b, &a, 0), expect);
        int64_t d2 = distance2_by_definition(&a, &b); /* floored: 0 when apart by less than 1 */
        assert_int_equal(wg_tab_rect_distance2(&a, &b), d2);
        assert_int_equal(wg_tab_rect_distance2(&b, &a), d2);
        touch += expect;
        apart += !expect;
    }
    /* both answers, often: else the sweep proves nothing */
    assert_in_range(touch, 4000, 36000);
    assert_in_range(apart, 4000, 36000);
}

/* The distance between two bases square to the table, from their corners'
 * boxes: the gaps between them across and along the table. */
static int64_t box_distance2(const wg_tab_rect *a, const wg_tab_rect *b)
{
    wg_tab_shape sa, sb;
    wg_tab_shape_of(a, &sa);
    wg_tab_shape_of(b, &sb);
    int64_t gx = sa.x0 > sb.x1 ? (int64_t)sa.x0 - sb.x1 : sb.x0 > sa.x1 ? (int64_t)sb.x0 - sa.x1 : 0;
    int64_t gy = sa.y0 > sb.y1 ? (int64_t)sa.y0 - sb.y1 : sb.y0 > sa.y1 ? (int64_t)sb.y0 - sa.y1 : 0;
    return gx * gx + gy * gy;
}

/* Bases square to the table (as automatic deployment places them) are measured as
 * their boxes, without the corner-to-edge tests: the same answers as by definition;
 * a base turned off the axes, even by a little, is measured by its corners. */
static void square_bases_measure_as_their_boxes(void **state)
{
    uint64_t x = 20261205;
    int k, apart = 0, yes = 0;
    (void)state;
    for (k = 0; k < 20000; k++) {
        int turned = k % 4 == 0;
        wg_tab_rect a = base(sweep_int(&x, -2000, 2000), sweep_int(&x, -2000, 2000),
                             sweep_int(&x, 1, 800), sweep_int(&x, 1, 800),
                             sweep_int(&x, 0, 3) * 90000);
        wg_tab_rect b = base(sweep_int(&x, -2000, 2000), sweep_int(&x, -2000, 2000),
                             sweep_int(&x, 1, 800), sweep_int(&x, 1, 800),
                             sweep_int(&x, 0, 3) * 90000 + (turned ? sweep_int(&x, 200, 2000) : 0));
        int32_t range = sweep_int(&x, 0, 1500);
        int64_t expect = distance2_by_definition(&a, &b);
        if (!turned)
            assert_int_equal(expect, box_distance2(&a, &b));
        assert_int_equal(wg_tab_rect_distance2(&a, &b), expect);
        assert_int_equal(wg_tab_rect_distance2(&b, &a), expect);
        int within = within_by_definition(&a, &b, range);
        assert_int_equal(wg_tab_within(&a, &b, range), within);
        assert_int_equal(wg_tab_within(&b, &a, range), within);
        apart += expect > 0;
        yes += within;
    }
    /* both answers, often: else the sweep proves nothing */
    assert_in_range(apart, 4000, 19000);
    assert_in_range(yes, 4000, 16000);
}

/* A quarter turn of a facing is exactly the facing of the angle a quarter further. */
/* Bases overlap when some point is inside both: touching is not overlapping. */
static void bases_overlap_only_past_touching(void **state)
{
    wg_tab_rect a = base(0, 0, 300, 500, 0);           /* x -500..500, y -300..300 */
    wg_tab_rect edge = base(1000, 0, 300, 500, 0);     /* shares the edge x = 500 */
    wg_tab_rect corner = base(1000, 600, 300, 500, 0); /* shares the corner (500, 300) */
    wg_tab_rect into = base(999, 0, 300, 500, 0);      /* a tenth of a millimetre in */
    wg_tab_rect inside = base(100, 50, 100, 100, 30000);
    wg_tab_rect across = base(0, 0, 100, 2000, 90000); /* a long thin base through a */
    wg_tab_rect diamond = base(500 + 283, 0, 200, 200, 45000); /* a corner on the edge x = 500 */
    wg_tab_rect diamond_in = base(500 + 282, 0, 200, 200, 45000);
    wg_tab_shape sa, s;
    (void)state;
    wg_tab_shape_of(&a, &sa);
    wg_tab_shape_of(&edge, &s);
    assert_false(wg_tab_shapes_overlap(&sa, &s));
    wg_tab_shape_of(&corner, &s);
    assert_false(wg_tab_shapes_overlap(&sa, &s));
    wg_tab_shape_of(&into, &s);
    assert_true(wg_tab_shapes_overlap(&sa, &s));
    assert_true(wg_tab_shapes_overlap(&s, &sa));
    wg_tab_shape_of(&inside, &s);
    assert_true(wg_tab_shapes_overlap(&sa, &s));
    assert_true(wg_tab_shapes_overlap(&sa, &sa));
    wg_tab_shape_of(&across, &s); /* no corner of either inside the other */
    assert_true(wg_tab_shapes_overlap(&sa, &s));
    wg_tab_shape_of(&diamond, &s);
    assert_int_equal(s.corner[WG_TAB_REAR_LEFT].x, 500); /* (283 - 200 * sqrt 2, rounded) */
    assert_false(wg_tab_shapes_overlap(&sa, &s));
    wg_tab_shape_of(&diamond_in, &s);
    assert_true(wg_tab_shapes_overlap(&sa, &s));
}

/* Twice the area of the convex polygon p (n corners, counter-clockwise or not). */
static double polygon_area2(const double (*p)[2], int n)
{
    double a = 0;
    for (int i = 0; i < n; i++)
        a += p[i][0] * p[(i + 1) % n][1] - p[(i + 1) % n][0] * p[i][1];
    return fabs(a);
}

/* The area two bases share, by clipping one by the other's edges (floating
 * point: a reference only, independent of the separating-axis test). */
static double shared_area(const wg_tab_shape *a, const wg_tab_shape *b)
{
    double poly[16][2], next[16][2];
    int n = 4;
    for (int i = 0; i < 4; i++) {
        poly[i][0] = a->corner[i].x;
        poly[i][1] = a->corner[i].y;
    }
    for (int e = 0; e < 4 && n > 0; e++) {
        wg_tab_point p = b->corner[e], q = b->corner[(e + 1) % 4];
        double nx = -(double)(q.y - p.y), ny = (double)(q.x - p.x); /* inward: corners run counter-clockwise */
        int m = 0;
        for (int i = 0; i < n; i++) {
            const double *u = poly[i], *v = poly[(i + 1) % n];
            double du = nx * (u[0] - p.x) + ny * (u[1] - p.y);
            double dv = nx * (v[0] - p.x) + ny * (v[1] - p.y);
            if (du >= 0) {
                next[m][0] = u[0];
                next[m++][1] = u[1];
            }
            if ((du >= 0) != (dv >= 0)) {
                double t = du / (du - dv);
                next[m][0] = u[0] + t * (v[0] - u[0]);
                next[m++][1] = u[1] + t * (v[1] - u[1]);
            }
        }
        memcpy(poly, next, sizeof poly);
        n = m;
    }
    return n < 3 ? 0 : polygon_area2((const double (*)[2])poly, n) / 2;
}

/* The overlap test against the area the bases share, on random bases. */
static void overlap_agrees_with_the_shared_area_on_random_bases(void **state)
{
    uint64_t x = 20261205;
    int yes = 0, no = 0;
    (void)state;
    for (int k = 0; k < 20000; k++) {
        wg_tab_rect a = random_base(&x), b = random_base(&x);
        wg_tab_shape sa, sb;
        wg_tab_shape_of(&a, &sa);
        wg_tab_shape_of(&b, &sb);
        double area = shared_area(&sa, &sb);
        int overlap = wg_tab_shapes_overlap(&sa, &sb);
        assert_int_equal(overlap, wg_tab_shapes_overlap(&sb, &sa));
        if (area > 1.0) {
            assert_true(overlap);
            yes++;
        } else if (area == 0.0) {
            assert_false(overlap);
            no++;
        }
    }
    assert_true(yes > 1000 && no > 1000); /* both answers were exercised */
}

static void quarter_turns_are_exact(void **state)
{
    int32_t a;
    (void)state;
    for (a = -WG_TAB_TURN; a < WG_TAB_TURN; a += 7) {
        wg_tab_dir d = wg_tab_dir_quarter_left(wg_tab_dir_from_angle(a));
        wg_tab_dir e = wg_tab_dir_from_angle(a + 90000);
        assert_int_equal(d.x, e.x);
        assert_int_equal(d.y, e.y);
    }
}

/* r = wg_tab_isqrt(v) is the root rounded down: r^2 <= v < (r + 1)^2 (v > 0). */
static void assert_floor_root(int64_t v)
{
    uint64_t r = (uint64_t)wg_tab_isqrt(v);
    assert_true(r * r <= (uint64_t)v);
    assert_true((r + 1) * (r + 1) > (uint64_t)v);
}

static void isqrt_is_the_root_rounded_down(void **state)
{
    (void)state;
    assert_int_equal(wg_tab_isqrt(0), 0);
    assert_int_equal(wg_tab_isqrt(-7), 0);
    assert_int_equal(wg_tab_isqrt(INT64_MAX), INT64_C(3037000499));
    for (int64_t v = 1; v < 100000; v++)
        assert_floor_root(v);
    for (int k = 2; k < 63; k++) { /* each power of two, and its neighbours: where the digits start */
        int64_t p = INT64_C(1) << k;
        assert_floor_root(p - 1);
        assert_floor_root(p);
        assert_floor_root(p + 1);
    }
    for (int64_t r = 3037000499; r > 3037000499 - 1000; r--) { /* the squares at the top */
        assert_floor_root(r * r - 1);
        assert_floor_root(r * r);
    }
    uint64_t x = UINT64_C(88172645463325252);
    for (int i = 0; i < 200000; i++) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        assert_floor_root((int64_t)(x >> (1 + x % 63)));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(an_inch_is_254_tenths_of_a_millimetre),
        cmocka_unit_test(shapes_are_their_bases_moved_exactly),
        cmocka_unit_test(shape_tests_agree_with_base_tests),
        cmocka_unit_test(rect_distance_agrees_with_its_definition_on_random_bases),
        cmocka_unit_test(square_bases_measure_as_their_boxes),
        cmocka_unit_test(touching_agrees_with_its_definition_on_tiny_bases),
        cmocka_unit_test(quarter_turns_are_exact),
        cmocka_unit_test(isqrt_is_the_root_rounded_down),
        cmocka_unit_test(bases_overlap_only_past_touching),
        cmocka_unit_test(overlap_agrees_with_the_shared_area_on_random_bases),
        cmocka_unit_test(facings_on_the_axes_are_exact),
        cmocka_unit_test(facings_at_known_angles),
        cmocka_unit_test(facings_agree_with_libm_to_one_unit),
        cmocka_unit_test(angle_of_axes_and_diagonals),
        cmocka_unit_test(angle_of_agrees_with_atan2_to_one_milli_degree),
        cmocka_unit_test(angle_of_a_facing_gives_the_angle_back),
        cmocka_unit_test(point_distance_is_exact),
        cmocka_unit_test(point_segment_distance_past_the_ends),
        cmocka_unit_test(point_segment_within_is_exact_on_a_slanted_segment),
        cmocka_unit_test(point_segment_within_at_the_coordinate_limit),
        cmocka_unit_test(segments_crossing_touching_and_missing),
        cmocka_unit_test(point_in_polygon_boundary_counts_as_inside),
        cmocka_unit_test(point_in_polygon_ray_through_corners),
        cmocka_unit_test(point_in_concave_polygon),
        cmocka_unit_test(point_in_degenerate_polygons),
        cmocka_unit_test(segment_against_a_polygon),
        cmocka_unit_test(segment_against_a_polyline),
        cmocka_unit_test(corners_of_a_base_facing_east),
        cmocka_unit_test(corners_of_a_base_facing_north),
        cmocka_unit_test(corners_of_a_base_turned_45_degrees),
        cmocka_unit_test(corners_of_a_base_turned_30_degrees),
        cmocka_unit_test(base_contains_its_inside_and_boundary),
        cmocka_unit_test(bases_side_by_side),
        cmocka_unit_test(touching_bases_are_at_distance_zero),
        cmocka_unit_test(bases_corner_to_corner),
        cmocka_unit_test(turned_base_near_miss),
        cmocka_unit_test(of_g3_within_four_inches_is_measured_base_to_base),
        cmocka_unit_test(of_g3_turned_bases_measure_from_the_nearest_corner),
        cmocka_unit_test(point_within_range_of_a_base),
        cmocka_unit_test(front_side_of_a_base),
        cmocka_unit_test(within_agrees_with_its_definition_on_random_bases),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
