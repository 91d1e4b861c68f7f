/*
 * Hex grid geometry: distance, neighbours, rings, offset boards, hexsides,
 * exact lines and the Memoir '44 / Memoir of Battle line of sight.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "wargame/hex.h"

static wg_hex H(int32_t q, int32_t r)
{
    return wg_hex_make(q, r);
}

/* ---------------------------------------------------------------- blockers */

/* A small set of blocking hexes, and a count of how often it was asked. */
typedef struct blockers {
    wg_hex hex[16];
    int count;
    int asked;
} blockers;

static int blockers_has(void *payload, int32_t q, int32_t r)
{
    wg_hex h = wg_hex_make(q, r);
    blockers *b = payload;
    int i;
    b->asked++;
    for (i = 0; i < b->count; i++)
        if (wg_hex_equal(b->hex[i], h))
            return 1;
    return 0;
}

static void blockers_add(blockers *b, wg_hex h)
{
    b->hex[b->count++] = h;
}

static int los_with(wg_hex from, wg_hex to, const wg_hex *block, int n)
{
    blockers b = { { { 0, 0 } }, 0, 0 };
    int i;
    for (i = 0; i < n; i++)
        blockers_add(&b, block[i]);
    return wg_hex_los(from, to, blockers_has, &b);
}

/* ---------------------------------------------------------------- distance */

static void distance_counts_hex_steps(void **state)
{
    (void)state;
    assert_int_equal(wg_hex_distance(H(0, 0), H(0, 0)), 0);
    assert_int_equal(wg_hex_distance(H(0, 0), H(3, 0)), 3);
    assert_int_equal(wg_hex_distance(H(0, 0), H(0, -4)), 4);
    assert_int_equal(wg_hex_distance(H(0, 0), H(2, -1)), 2);
    assert_int_equal(wg_hex_distance(H(0, 0), H(3, 1)), 4);
    assert_int_equal(wg_hex_distance(H(-2, 5), H(4, -3)), 8);
    assert_int_equal(wg_hex_distance(H(4, -3), H(-2, 5)), 8);
    assert_int_equal(wg_hex_s(H(2, -5)), 3);
}

/* MB-L1: range counts the target hex, not the firer's: an adjacent target is at range 1 */
static void mb_l1_range_counts_target_hex_not_firer(void **state)
{
    int d;
    (void)state;
    for (d = 0; d < 6; d++)
        assert_int_equal(wg_hex_distance(H(5, 5), wg_hex_neighbor(H(5, 5), d)), 1);
    /* two hexes east, one beyond the next: range 2 */
    assert_int_equal(wg_hex_distance(H(5, 5), H(7, 5)), 2);
}

/* ---------------------------------------------------------------- neighbours */

static void neighbours_follow_the_documented_order(void **state)
{
    static const int32_t step[6][2] = {
        { 1, 0 }, { 1, -1 }, { 0, -1 }, { -1, 0 }, { -1, 1 }, { 0, 1 }
    };
    wg_hex c = H(3, -2);
    int d;
    (void)state;
    for (d = 0; d < 6; d++) {
        wg_hex n = wg_hex_neighbor(c, d);
        assert_int_equal(n.q, c.q + step[d][0]);
        assert_int_equal(n.r, c.r + step[d][1]);
        assert_int_equal(wg_hex_direction_of(c, n), d);
        assert_int_equal(wg_hex_direction_of(n, c), (d + 3) % 6);
    }
    assert_int_equal(WG_HEX_E, 0);
    assert_int_equal(WG_HEX_SE, 5);
}

static void neighbor_takes_direction_modulo_six(void **state)
{
    wg_hex c = H(0, 0);
    (void)state;
    assert_true(wg_hex_equal(wg_hex_neighbor(c, 6), wg_hex_neighbor(c, 0)));
    assert_true(wg_hex_equal(wg_hex_neighbor(c, -1), wg_hex_neighbor(c, 5)));
    assert_true(wg_hex_equal(wg_hex_neighbor(c, 2 + 3), H(0, 1)));
    assert_true(wg_hex_equal(wg_hex_neighbor(c, -13), wg_hex_neighbor(c, 5)));
}

static void direction_of_non_adjacent_is_minus_one(void **state)
{
    (void)state;
    assert_int_equal(wg_hex_direction_of(H(0, 0), H(0, 0)), -1);
    assert_int_equal(wg_hex_direction_of(H(0, 0), H(2, 0)), -1);
    assert_int_equal(wg_hex_direction_of(H(0, 0), H(1, 1)), -1);
    assert_int_equal(wg_hex_direction_of(H(0, 0), H(-1, -1)), -1);
}

static void equality_compares_both_coordinates(void **state)
{
    (void)state;
    assert_true(wg_hex_equal(H(2, 3), H(2, 3)));
    assert_false(wg_hex_equal(H(2, 3), H(3, 2)));
    assert_false(wg_hex_equal(H(2, 3), H(2, 4)));
}

/* ---------------------------------------------------------------- rings */

static void ring_has_six_k_distinct_hexes_at_distance_k(void **state)
{
    wg_hex ring[64];
    wg_hex c = H(-1, 4);
    int k, i, j;
    (void)state;
    for (k = 1; k <= 10; k++) {
        int n = wg_hex_ring(c, k, ring, 64);
        assert_int_equal(n, 6 * k);
        for (i = 0; i < n; i++) {
            assert_int_equal(wg_hex_distance(c, ring[i]), k);
            /* each hex is next to the one before it, the last to the first */
            assert_int_equal(wg_hex_distance(ring[i], ring[(i + 1) % n]), 1);
            for (j = 0; j < i; j++)
                assert_false(wg_hex_equal(ring[i], ring[j]));
        }
    }
}

static void ring_starts_south_west_and_turns_counter_clockwise(void **state)
{
    wg_hex ring[12];
    (void)state;
    assert_int_equal(wg_hex_ring(H(0, 0), 2, ring, 12), 12);
    assert_true(wg_hex_equal(ring[0], H(-2, 2)));
    assert_true(wg_hex_equal(ring[1], H(-1, 2))); /* then east */
    assert_true(wg_hex_equal(ring[2], H(0, 2)));
    assert_true(wg_hex_equal(ring[3], H(1, 1))); /* then north-east */
}

static void ring_of_radius_zero_is_the_centre(void **state)
{
    wg_hex out = H(99, 99);
    (void)state;
    assert_int_equal(wg_hex_ring(H(4, -4), 0, &out, 1), 1);
    assert_true(wg_hex_equal(out, H(4, -4)));
}

static void ring_counts_beyond_capacity_and_refuses_bad_arguments(void **state)
{
    wg_hex ring[4] = { { 7, 7 }, { 7, 7 }, { 7, 7 }, { 7, 7 } };
    (void)state;
    assert_int_equal(wg_hex_ring(H(0, 0), 3, ring, 3), 18);
    assert_true(wg_hex_equal(ring[0], H(-3, 3)));
    assert_true(wg_hex_equal(ring[3], H(7, 7))); /* not written */
    assert_int_equal(wg_hex_ring(H(0, 0), 3, NULL, 0), 18);
    assert_int_equal(wg_hex_ring(H(0, 0), -1, ring, 4), WG_EINVAL);
    assert_int_equal(wg_hex_ring(H(0, 0), 1, NULL, 4), WG_EINVAL);
    assert_int_equal(wg_hex_ring(H(0, 0), 1, ring, -1), WG_EINVAL);
}

/* ---------------------------------------------------------------- offset boards */

static void offset_round_trips_on_a_13_by_9_board(void **state)
{
    int layout, col, row;
    (void)state;
    for (layout = WG_HEX_ODD_R; layout <= WG_HEX_EVEN_R; layout++) {
        for (row = 0; row < 9; row++) {
            for (col = 0; col < 13; col++) {
                int c = -1, r = -1;
                wg_hex h = wg_hex_from_offset(col, row, layout);
                assert_int_equal(h.r, row);
                wg_hex_to_offset(h, layout, &c, &r);
                assert_int_equal(c, col);
                assert_int_equal(r, row);
            }
        }
    }
}

static void offset_round_trips_on_negative_rows(void **state)
{
    int layout, col, row;
    (void)state;
    for (layout = WG_HEX_ODD_R; layout <= WG_HEX_EVEN_R; layout++) {
        for (row = -5; row <= 5; row++) {
            for (col = -5; col <= 5; col++) {
                int c, r;
                wg_hex_to_offset(wg_hex_from_offset(col, row, layout), layout, &c, &r);
                assert_int_equal(c, col);
                assert_int_equal(r, row);
            }
        }
    }
}

/* Odd-r: row 1 is shifted right, so hex (0, 1) of the board is south-east of (0, 0). */
static void odd_r_shifts_odd_rows_right(void **state)
{
    wg_hex a = wg_hex_from_offset(0, 0, WG_HEX_ODD_R);
    wg_hex b = wg_hex_from_offset(0, 1, WG_HEX_ODD_R);
    wg_hex c = wg_hex_from_offset(0, 2, WG_HEX_ODD_R);
    (void)state;
    assert_int_equal(wg_hex_direction_of(a, b), WG_HEX_SE);
    assert_int_equal(wg_hex_direction_of(b, c), WG_HEX_SW);
    assert_true(wg_hex_equal(c, H(-1, 2)));
}

/* Even-r: row 0 is shifted right, so hex (0, 1) of the board is south-west of (0, 0). */
static void even_r_shifts_even_rows_right(void **state)
{
    wg_hex a = wg_hex_from_offset(0, 0, WG_HEX_EVEN_R);
    wg_hex b = wg_hex_from_offset(0, 1, WG_HEX_EVEN_R);
    wg_hex c = wg_hex_from_offset(0, 2, WG_HEX_EVEN_R);
    (void)state;
    assert_int_equal(wg_hex_direction_of(a, b), WG_HEX_SW);
    assert_int_equal(wg_hex_direction_of(b, c), WG_HEX_SE);
    assert_true(wg_hex_equal(b, H(-1, 1)));
}

static void offset_neighbours_along_a_row_are_east_west(void **state)
{
    int layout, row;
    (void)state;
    for (layout = WG_HEX_ODD_R; layout <= WG_HEX_EVEN_R; layout++)
        for (row = 0; row < 9; row++)
            assert_int_equal(wg_hex_direction_of(wg_hex_from_offset(3, row, layout),
                                                 wg_hex_from_offset(4, row, layout)),
                             WG_HEX_E);
}

/* ---------------------------------------------------------------- hexsides */

static void hexside_is_the_same_from_either_hex(void **state)
{
    wg_hex c = H(2, -1);
    int d;
    (void)state;
    for (d = 0; d < 6; d++) {
        wg_hex n = wg_hex_neighbor(c, d), h1, h2;
        int d1 = -1, d2 = -1;
        assert_int_equal(wg_hex_side(c, n, &h1, &d1), WG_OK);
        assert_int_equal(wg_hex_side(n, c, &h2, &d2), WG_OK);
        assert_true(wg_hex_equal(h1, h2));
        assert_int_equal(d1, d2);
        assert_true(d1 >= 0 && d1 <= 2);
        /* the canonical form names the same two hexes */
        assert_true(wg_hex_equal(wg_hex_neighbor(h1, d1), wg_hex_equal(h1, c) ? n : c));
    }
}

static void six_sides_of_a_hex_are_six_canonical_sides(void **state)
{
    wg_hex c = H(0, 0), hex[6];
    int dir[6], d, e;
    (void)state;
    for (d = 0; d < 6; d++)
        assert_int_equal(wg_hex_side(c, wg_hex_neighbor(c, d), &hex[d], &dir[d]), WG_OK);
    for (d = 0; d < 6; d++)
        for (e = 0; e < d; e++)
            assert_false(wg_hex_equal(hex[d], hex[e]) && dir[d] == dir[e]);
    /* the west side of (0, 0) is the east side of (-1, 0) */
    assert_true(wg_hex_equal(hex[WG_HEX_W], H(-1, 0)));
    assert_int_equal(dir[WG_HEX_W], WG_HEX_E);
}

static void hexside_refuses_non_adjacent_hexes(void **state)
{
    wg_hex h = H(5, 5);
    int dir = 9;
    (void)state;
    assert_int_equal(wg_hex_side(H(0, 0), H(2, 0), &h, &dir), WG_EINVAL);
    assert_int_equal(wg_hex_side(H(0, 0), H(0, 0), &h, &dir), WG_EINVAL);
    assert_true(wg_hex_equal(h, H(5, 5)));
    assert_int_equal(dir, 9);
    assert_int_equal(wg_hex_side(H(0, 0), H(1, 0), NULL, NULL), WG_OK);
}

/* ---------------------------------------------------------------- lines */

typedef struct line {
    wg_hex hex[64];
    int32_t edge[64];
    int n;
} line;

static void line_of(line *l, wg_hex from, wg_hex to)
{
    l->n = wg_hex_line(from, to, l->hex, l->edge, 64);
    assert_true(l->n > 0 && l->n <= 64);
}

static void assert_line(const line *l, const int32_t (*want)[3], int n)
{
    int i;
    assert_int_equal(l->n, n);
    for (i = 0; i < n; i++) {
        assert_int_equal(l->hex[i].q, want[i][0]);
        assert_int_equal(l->hex[i].r, want[i][1]);
        assert_int_equal(l->edge[i], want[i][2]);
    }
}

static void line_along_a_row_lists_each_hex(void **state)
{
    static const int32_t want[][3] = { { 0, 0, 0 }, { 1, 0, 0 }, { 2, 0, 0 }, { 3, 0, 0 } };
    line l;
    (void)state;
    line_of(&l, H(0, 0), H(3, 0));
    assert_line(&l, want, 4);
}

static void line_to_itself_is_one_hex(void **state)
{
    static const int32_t want[][3] = { { 2, 2, 0 } };
    line l;
    (void)state;
    line_of(&l, H(2, 2), H(2, 2));
    assert_line(&l, want, 1);
}

static void line_knight_move(void **state)
{
    static const int32_t want[][3] = { { 0, 0, 0 }, { 1, 0, 0 }, { 1, 1, 0 }, { 2, 1, 0 } };
    line l;
    (void)state;
    line_of(&l, H(0, 0), H(2, 1));
    assert_line(&l, want, 4);
}

/* Along an edge: the pair is listed in direction order from (0,0): east (0), then north-east (1). */
static void line_along_an_edge_lists_the_pair(void **state)
{
    static const int32_t want[][3] = { { 0, 0, 0 }, { 1, 0, 1 }, { 1, -1, 1 }, { 2, -1, 0 } };
    line l;
    (void)state;
    line_of(&l, H(0, 0), H(2, -1));
    assert_line(&l, want, 4);
}

/* Pair in directions 5 (south-east) and 0 (east): 5 first, since (5 + 1) % 6 = 0. */
static void line_along_an_edge_pair_order_wraps(void **state)
{
    static const int32_t want[][3] = { { 0, 0, 0 }, { 0, 1, 1 }, { 1, 0, 1 }, { 1, 1, 0 } };
    line l;
    (void)state;
    line_of(&l, H(0, 0), H(1, 1));
    assert_line(&l, want, 4);
}

static void line_along_a_long_edge_alternates_pairs_and_hexes(void **state)
{
    static const int32_t want[][3] = { { 0, 0, 0 }, { 1, 0, 1 }, { 1, -1, 1 }, { 2, -1, 0 },
                                       { 3, -1, 1 }, { 3, -2, 1 }, { 4, -2, 0 } };
    line l;
    (void)state;
    line_of(&l, H(0, 0), H(4, -2));
    assert_line(&l, want, 7);
}

/*
 * A shallow line weaves across the zigzag between two rows and clips the
 * corners of (-3, 1) and (-4, 0): both are listed (sampling the line at
 * its 8 rounded points would miss them).
 */
static void line_lists_hexes_whose_corner_it_clips(void **state)
{
    static const int32_t want[][3] = { { 0, 0, 0 },  { -1, 0, 0 }, { -2, 0, 0 }, { -3, 1, 0 },
                                       { -3, 0, 0 }, { -4, 1, 0 }, { -4, 0, 0 }, { -5, 1, 0 },
                                       { -6, 1, 0 }, { -7, 1, 0 } };
    line l;
    (void)state;
    line_of(&l, H(0, 0), H(-7, 1));
    assert_line(&l, want, 10);
}

/* The line (0,0)-(3,1) crosses the edge between (1,1) and (2,0) at its middle: not along it. */
static void line_crossing_an_edge_midpoint_is_no_edge_pair(void **state)
{
    static const int32_t want[][3] = { { 0, 0, 0 }, { 1, 0, 0 }, { 1, 1, 0 },
                                       { 2, 0, 0 }, { 2, 1, 0 }, { 3, 1, 0 } };
    line l;
    (void)state;
    line_of(&l, H(0, 0), H(3, 1));
    assert_line(&l, want, 6);
}

/* The line (0,0)-(4,1) goes through the corner point of (1,1) without entering it. */
static void line_through_a_corner_point_skips_the_touched_hex(void **state)
{
    static const int32_t want[][3] = { { 0, 0, 0 }, { 1, 0, 0 }, { 2, 0, 0 },
                                       { 2, 1, 0 }, { 3, 1, 0 }, { 4, 1, 0 } };
    line l;
    (void)state;
    line_of(&l, H(0, 0), H(4, 1));
    assert_line(&l, want, 6);
}

static void line_reversed_lists_the_same_hexes(void **state)
{
    line a, b;
    int i;
    (void)state;
    line_of(&a, H(0, 0), H(-7, 1));
    line_of(&b, H(-7, 1), H(0, 0));
    assert_int_equal(a.n, b.n);
    for (i = 0; i < a.n; i++)
        assert_true(wg_hex_equal(a.hex[i], b.hex[b.n - 1 - i]));
}

static void line_counts_beyond_capacity_and_refuses_bad_arguments(void **state)
{
    wg_hex out[2];
    (void)state;
    assert_int_equal(wg_hex_line(H(0, 0), H(5, 0), out, NULL, 2), 6);
    assert_true(wg_hex_equal(out[1], H(1, 0)));
    assert_int_equal(wg_hex_line(H(0, 0), H(5, 0), NULL, NULL, 0), 6);
    assert_int_equal(wg_hex_line(H(0, 0), H(5, 0), NULL, NULL, 2), WG_EINVAL);
    assert_int_equal(wg_hex_line(H(0, 0), H(5, 0), out, NULL, -1), WG_EINVAL);
    assert_int_equal(wg_hex_line(H(0, 0), H(WG_HEX_COORD_MAX + 1, 0), out, NULL, 2), WG_EINVAL);
    assert_int_equal(wg_hex_line(H(WG_HEX_COORD_MAX, 0), H(WG_HEX_COORD_MAX - 3, 0), out, NULL, 2),
                     4);
    assert_true(wg_hex_equal(out[1], H(WG_HEX_COORD_MAX - 1, 0)));
}

/*
 * An independent oracle for wg_hex_line. In cube coordinates the hex of
 * centre c is |e_k(p - c)| <= 1 for e = (q - r, r - s, s - q). Along the
 * segment p(t), t in [0, 1], each e_k is a + b t: intersect the t
 * intervals as exact fractions. The line's plain entries must be exactly
 * the hexes whose inside the segment crosses; its edge pairs exactly those
 * whose closed hex holds a stretch of the segment but whose inside does not.
 */
typedef struct frac {
    int64_t num, den; /* den > 0 */
} frac;

static int frac_less(frac a, frac b)
{
    return a.num * b.den < b.num * a.den;
}

static frac frac_make(int64_t num, int64_t den)
{
    frac f;
    f.num = den < 0 ? -num : num;
    f.den = den < 0 ? -den : den;
    return f;
}

/* Does the segment a -> b hold a stretch of positive length in hex c (strict: its inside)? */
static int oracle_stretch_in(wg_hex a, wg_hex b, wg_hex c, int strict)
{
    int64_t pa[3] = { a.q, a.r, -(int64_t)a.q - a.r };
    int64_t pb[3] = { b.q, b.r, -(int64_t)b.q - b.r };
    int64_t pc[3] = { c.q, c.r, -(int64_t)c.q - c.r };
    frac lo = { 0, 1 }, hi = { 1, 1 };
    int k;
    for (k = 0; k < 3; k++) {
        int n = (k + 1) % 3;
        int64_t off = (pa[k] - pc[k]) - (pa[n] - pc[n]);
        int64_t slope = (pb[k] - pa[k]) - (pb[n] - pa[n]);
        frac t1, t2;
        if (slope == 0) {
            if (strict ? (off <= -1 || off >= 1) : (off < -1 || off > 1))
                return 0;
            continue;
        }
        t1 = frac_make(-1 - off, slope);
        t2 = frac_make(1 - off, slope);
        if (frac_less(t2, t1)) {
            frac t = t1;
            t1 = t2;
            t2 = t;
        }
        if (frac_less(lo, t1))
            lo = t1;
        if (frac_less(t2, hi))
            hi = t2;
    }
    return frac_less(lo, hi);
}

static int line_has(const line *l, wg_hex h, int edge)
{
    int i;
    for (i = 0; i < l->n; i++)
        if (wg_hex_equal(l->hex[i], h) && l->edge[i] == edge)
            return 1;
    return 0;
}

static void line_matches_the_exact_geometry_oracle(void **state)
{
    wg_hex origins[3] = { { 0, 0 }, { 3, -7 }, { -5, 2 } };
    int o, q, r, cq, cr;
    (void)state;
    for (o = 0; o < 3; o++) {
        wg_hex a = origins[o];
        for (q = -8; q <= 8; q++) {
            for (r = -8; r <= 8; r++) {
                wg_hex b = H(a.q + q, a.r + r);
                line l;
                int inside = 0, along = 0, i;
                line_of(&l, a, b);
                assert_true(l.n <= 2 * wg_hex_distance(a, b) + 1);
                for (cq = -10; cq <= 10; cq++) {
                    for (cr = -10; cr <= 10; cr++) {
                        wg_hex c = H(a.q + cq, a.r + cr);
                        int in = oracle_stretch_in(a, b, c, 1);
                        int on = !in && oracle_stretch_in(a, b, c, 0);
                        assert_int_equal(line_has(&l, c, 0), in);
                        assert_int_equal(line_has(&l, c, 1), on);
                        inside += in;
                        along += on;
                    }
                }
                assert_int_equal(l.n, inside + along); /* nothing listed twice */
                for (i = 1; i < l.n; i++) /* consecutive entries are adjacent */
                    assert_int_equal(wg_hex_distance(l.hex[i - 1], l.hex[i]), 1);
            }
        }
    }
}

/* ---------------------------------------------------------------- line of sight */

/* M44-B9, MB-L1: centre to centre, blocked by a blocking hex strictly between */
static void m44_b9_blocking_hex_between_blocks_sight(void **state)
{
    wg_hex wood = H(1, 0);
    (void)state;
    assert_int_equal(los_with(H(0, 0), H(3, 0), &wood, 1), 0);
    assert_int_equal(los_with(H(3, 0), H(0, 0), &wood, 1), 0);
    assert_int_equal(los_with(H(0, 0), H(3, 0), NULL, 0), 1);
}

/* M44-B9, MB-L1: the firer's and the target's own hexes never block */
static void m44_b9_firer_and_target_hexes_do_not_block(void **state)
{
    wg_hex ends[2] = { { 0, 0 }, { 3, 0 } };
    (void)state;
    assert_int_equal(los_with(H(0, 0), H(3, 0), ends, 2), 1);
    assert_int_equal(los_with(H(0, 0), H(1, 0), ends, 2), 1);
}

static int never_asked(void *payload, int32_t q, int32_t r)
{
    wg_hex h = wg_hex_make(q, r);
    (void)payload;
    (void)h;
    fail_msg("an adjacent target has no hex between");
    return 1;
}

/* MB-L1: adjacent hexes have nothing strictly between them */
static void mb_l1_adjacent_hexes_always_see_each_other(void **state)
{
    int d;
    (void)state;
    for (d = 0; d < 6; d++)
        assert_int_equal(wg_hex_los(H(0, 0), wg_hex_neighbor(H(0, 0), d), never_asked, NULL), 1);
    assert_int_equal(wg_hex_los(H(0, 0), H(0, 0), never_asked, NULL), 1);
}

/* MB-L1: a blocking hex beside the line, not on it, does not block */
static void mb_l1_hex_beside_the_line_does_not_block(void **state)
{
    wg_hex beside[2] = { { 1, -1 }, { 2, -1 } };
    (void)state;
    assert_int_equal(los_with(H(0, 0), H(3, 0), beside, 2), 1);
}

/* M44-B9: along an edge with a blocking hex on one side only, sight is clear */
static void m44_b9_edge_with_one_side_blocking_is_clear(void **state)
{
    wg_hex east = H(1, 0), north_east = H(1, -1);
    (void)state;
    assert_int_equal(los_with(H(0, 0), H(2, -1), &east, 1), 1);
    assert_int_equal(los_with(H(0, 0), H(2, -1), &north_east, 1), 1);
    assert_int_equal(los_with(H(2, -1), H(0, 0), &east, 1), 1);
}

/* M44-B9, MB-L1: along an edge with blocking hexes on both sides, sight is blocked */
static void m44_b9_edge_with_both_sides_blocking_is_blocked(void **state)
{
    wg_hex both[2] = { { 1, 0 }, { 1, -1 } };
    (void)state;
    assert_int_equal(los_with(H(0, 0), H(2, -1), both, 2), 0);
    assert_int_equal(los_with(H(2, -1), H(0, 0), both, 2), 0);
}

/* M44-B9: on a long edge line, one side of each of two pairs is not enough; the hex between is */
static void m44_b9_long_edge_line(void **state)
{
    wg_hex one_side_each[2] = { { 1, 0 }, { 3, -2 } };
    wg_hex second_pair[2] = { { 3, -1 }, { 3, -2 } };
    wg_hex middle = H(2, -1);
    (void)state;
    assert_int_equal(los_with(H(0, 0), H(4, -2), one_side_each, 2), 1);
    assert_int_equal(los_with(H(0, 0), H(4, -2), second_pair, 2), 0);
    assert_int_equal(los_with(H(0, 0), H(4, -2), &middle, 1), 0);
}

/* M44-B9: a line crossing an edge at its midpoint passes through both hexes: either blocks */
static void m44_b9_crossing_an_edge_is_not_running_along_it(void **state)
{
    wg_hex left = H(1, 1), right = H(2, 0);
    (void)state;
    assert_int_equal(los_with(H(0, 0), H(3, 1), &left, 1), 0);
    assert_int_equal(los_with(H(0, 0), H(3, 1), &right, 1), 0);
}

/* MB-L1: a line that clips a blocking hex's corner passes through it: blocked */
static void mb_l1_clipped_corner_blocks(void **state)
{
    wg_hex clipped = H(-3, 1);
    (void)state;
    assert_int_equal(los_with(H(0, 0), H(-7, 1), &clipped, 1), 0);
}

/* MB-L1: a line through one corner point of a hex does not pass through it */
static void mb_l1_touching_a_corner_point_does_not_block(void **state)
{
    wg_hex touched[2] = { { 1, 1 }, { 3, 0 } };
    (void)state;
    assert_int_equal(los_with(H(0, 0), H(4, 1), touched, 2), 1);
}

static void los_refuses_far_coordinates_and_accepts_null_blocks(void **state)
{
    (void)state;
    assert_int_equal(wg_hex_los(H(0, 0), H(0, -WG_HEX_COORD_MAX - 1), NULL, NULL), WG_EINVAL);
    assert_int_equal(wg_hex_los(H(0, 0), H(9, 9), NULL, NULL), 1);
}

static void los_asks_each_hex_at_most_once(void **state)
{
    blockers b = { { { 0, 0 } }, 0, 0 };
    (void)state;
    assert_int_equal(wg_hex_los(H(0, 0), H(-7, 1), blockers_has, &b), 1);
    assert_int_equal(b.asked, 8); /* the 10 listed hexes less the two ends */
}

/* A tiny LCG, so the random board is the same everywhere. */
static uint32_t lcg_next(uint32_t *s)
{
    *s = *s * 1664525u + 1013904223u;
    return *s >> 8;
}

typedef struct board {
    unsigned char blocked[9][13]; /* [row][col], odd-r */
} board;

static int board_blocks(void *payload, int32_t q, int32_t r)
{
    wg_hex h = wg_hex_make(q, r);
    const board *b = payload;
    int col, row;
    wg_hex_to_offset(h, WG_HEX_ODD_R, &col, &row);
    if (row < 0 || row >= 9 || col < 0 || col >= 13)
        return 0;
    return b->blocked[row][col];
}

/* M44-B9, MB-L1: sight is symmetric, from -> to equals to -> from (random 13 x 9 boards) */
static void m44_b9_line_of_sight_is_symmetric(void **state)
{
    uint32_t seed = 12345u;
    int boards, pairs, blocked = 0, clear = 0;
    (void)state;
    for (boards = 0; boards < 20; boards++) {
        board b;
        int row, col;
        for (row = 0; row < 9; row++)
            for (col = 0; col < 13; col++)
                b.blocked[row][col] = lcg_next(&seed) % 100 < 25;
        for (pairs = 0; pairs < 500; pairs++) {
            wg_hex from = wg_hex_from_offset((int)(lcg_next(&seed) % 13),
                                             (int)(lcg_next(&seed) % 9), WG_HEX_ODD_R);
            wg_hex to = wg_hex_from_offset((int)(lcg_next(&seed) % 13),
                                           (int)(lcg_next(&seed) % 9), WG_HEX_ODD_R);
            int there = wg_hex_los(from, to, board_blocks, &b);
            int back = wg_hex_los(to, from, board_blocks, &b);
            assert_int_equal(there, back);
            blocked += there == 0;
            clear += there == 1;
        }
    }
    /* the boards really test something both ways */
    assert_true(blocked > 1000);
    assert_true(clear > 1000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(distance_counts_hex_steps),
        cmocka_unit_test(mb_l1_range_counts_target_hex_not_firer),
        cmocka_unit_test(neighbours_follow_the_documented_order),
        cmocka_unit_test(neighbor_takes_direction_modulo_six),
        cmocka_unit_test(direction_of_non_adjacent_is_minus_one),
        cmocka_unit_test(equality_compares_both_coordinates),
        cmocka_unit_test(ring_has_six_k_distinct_hexes_at_distance_k),
        cmocka_unit_test(ring_starts_south_west_and_turns_counter_clockwise),
        cmocka_unit_test(ring_of_radius_zero_is_the_centre),
        cmocka_unit_test(ring_counts_beyond_capacity_and_refuses_bad_arguments),
        cmocka_unit_test(offset_round_trips_on_a_13_by_9_board),
        cmocka_unit_test(offset_round_trips_on_negative_rows),
        cmocka_unit_test(odd_r_shifts_odd_rows_right),
        cmocka_unit_test(even_r_shifts_even_rows_right),
        cmocka_unit_test(offset_neighbours_along_a_row_are_east_west),
        cmocka_unit_test(hexside_is_the_same_from_either_hex),
        cmocka_unit_test(six_sides_of_a_hex_are_six_canonical_sides),
        cmocka_unit_test(hexside_refuses_non_adjacent_hexes),
        cmocka_unit_test(line_along_a_row_lists_each_hex),
        cmocka_unit_test(line_to_itself_is_one_hex),
        cmocka_unit_test(line_knight_move),
        cmocka_unit_test(line_along_an_edge_lists_the_pair),
        cmocka_unit_test(line_along_an_edge_pair_order_wraps),
        cmocka_unit_test(line_along_a_long_edge_alternates_pairs_and_hexes),
        cmocka_unit_test(line_lists_hexes_whose_corner_it_clips),
        cmocka_unit_test(line_crossing_an_edge_midpoint_is_no_edge_pair),
        cmocka_unit_test(line_through_a_corner_point_skips_the_touched_hex),
        cmocka_unit_test(line_reversed_lists_the_same_hexes),
        cmocka_unit_test(line_counts_beyond_capacity_and_refuses_bad_arguments),
        cmocka_unit_test(line_matches_the_exact_geometry_oracle),
        cmocka_unit_test(m44_b9_blocking_hex_between_blocks_sight),
        cmocka_unit_test(m44_b9_firer_and_target_hexes_do_not_block),
        cmocka_unit_test(mb_l1_adjacent_hexes_always_see_each_other),
        cmocka_unit_test(mb_l1_hex_beside_the_line_does_not_block),
        cmocka_unit_test(m44_b9_edge_with_one_side_blocking_is_clear),
        cmocka_unit_test(m44_b9_edge_with_both_sides_blocking_is_blocked),
        cmocka_unit_test(m44_b9_long_edge_line),
        cmocka_unit_test(m44_b9_crossing_an_edge_is_not_running_along_it),
        cmocka_unit_test(mb_l1_clipped_corner_blocks),
        cmocka_unit_test(mb_l1_touching_a_corner_point_does_not_block),
        cmocka_unit_test(los_refuses_far_coordinates_and_accepts_null_blocks),
        cmocka_unit_test(los_asks_each_hex_at_most_once),
        cmocka_unit_test(m44_b9_line_of_sight_is_symmetric),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
