/*
 * The fast angle code gives exactly the answers of the algorithm it
 * replaced (kept here as the reference, as it stood before: the Taylor
 * series for every sine and cosine, and the arctangent's tangent checks on
 * them). Facings and angles decide rules (arcs, sides), so "close" is not
 * enough: every facing is compared, and the arctangent on every octant
 * edge, exact tie, extreme and a few million more vectors.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "geom/sincos.h"
#include "geom/table.h"

/* ---------------------------------------------------------------- the reference */

#define REF_Q30 (INT64_C(1) << 30)
#define REF_PI_Q30 INT64_C(3373259426)
#define REF_QUARTER 90000

static int64_t ref_mul_q30(int64_t a, int64_t b)
{
    return (a * b + REF_Q30 / 2) / REF_Q30;
}

static void ref_sincos_q30(int64_t half_mdeg, int64_t *s, int64_t *c)
{
    static const int64_t sin_div[5] = {110, 72, 42, 20, 6}, cos_div[5] = {90, 56, 30, 12, 2};
    if (half_mdeg == 0) {
        *s = 0;
        *c = REF_Q30;
        return;
    }
    int64_t x = (half_mdeg * REF_PI_Q30 + 180000) / 360000;
    int64_t x2 = ref_mul_q30(x, x), ts = REF_Q30, tc = REF_Q30;
    for (int i = 0; i < 5; i++) {
        ts = REF_Q30 - ref_mul_q30(x2, ts) / sin_div[i];
        tc = REF_Q30 - ref_mul_q30(x2, tc) / cos_div[i];
    }
    *s = ref_mul_q30(x, ts);
    *c = tc;
}

static int32_t ref_q30_to_one(int64_t v)
{
    return (int32_t)((v + (INT64_C(1) << 15)) >> 16);
}

static wg_tab_dir ref_dir_from_angle(int32_t millideg)
{
    int64_t a = ((int64_t)millideg % WG_TAB_TURN + WG_TAB_TURN) % WG_TAB_TURN;
    int64_t rem = a % REF_QUARTER, s, c;
    if (rem <= REF_QUARTER / 2)
        ref_sincos_q30(2 * rem, &s, &c);
    else
        ref_sincos_q30(2 * (REF_QUARTER - rem), &c, &s);
    int32_t sx = ref_q30_to_one(s), cx = ref_q30_to_one(c);
    wg_tab_dir d;
    switch (a / REF_QUARTER) {
    case 0: d.x = cx; d.y = sx; break;
    case 1: d.x = -sx; d.y = cx; break;
    case 2: d.x = -cx; d.y = -sx; break;
    default: d.x = sx; d.y = -cx; break;
    }
    return d;
}

static int ref_tan_at_most(int64_t half_mdeg, int64_t x, int64_t y)
{
    int64_t s, c;
    ref_sincos_q30(half_mdeg, &s, &c);
    return s * x <= y * c;
}

/* The old guess: a rough arctangent, then a Newton step on the series. */
static int64_t ref_atan_guess(int64_t x, int64_t y)
{
    int64_t r = y * REF_Q30 / x;
    int64_t t = ref_mul_q30(r, REF_PI_Q30 / 4 + ref_mul_q30(INT64_C(293131673), REF_Q30 - r));
    int64_t g = t * 360000 / REF_PI_Q30, s, c;
    g = g < 0 ? 0 : g > REF_QUARTER ? REF_QUARTER : g;
    ref_sincos_q30(g, &s, &c);
    g += (y * c - x * s) / ((x * c + y * s) / INT64_C(114592));
    return g < 0 ? 0 : g > REF_QUARTER ? REF_QUARTER : g;
}

/* The last angle whose series tangent is at most y / x: probes beside the
 * guess, else a bisection. */
static int64_t ref_atan_half_mdeg(int64_t x, int64_t y)
{
    int64_t g = ref_atan_guess(x, y), lo, hi;
    if (ref_tan_at_most(g, x, y)) {
        if (g == REF_QUARTER || !ref_tan_at_most(g + 1, x, y))
            return g;
        lo = g + 1;
        hi = REF_QUARTER;
    } else {
        if (ref_tan_at_most(g - 1, x, y))
            return g - 1;
        lo = 0;
        hi = g - 2;
    }
    while (lo < hi) {
        int64_t mid = (lo + hi + 1) / 2;
        if (ref_tan_at_most(mid, x, y))
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

static int32_t ref_angle_of(int32_t dx, int32_t dy)
{
    int64_t ax = dx < 0 ? -(int64_t)dx : dx, ay = dy < 0 ? -(int64_t)dy : dy, theta;
    if (ax == 0 && ay == 0)
        return 0;
    if (ay <= ax)
        theta = (ref_atan_half_mdeg(ax, ay) + 1) / 2;
    else
        theta = REF_QUARTER - (ref_atan_half_mdeg(ay, ax) + 1) / 2;
    if (dx < 0)
        theta = 2 * REF_QUARTER - theta;
    if (dy < 0)
        theta = WG_TAB_TURN - theta;
    return (int32_t)(theta % WG_TAB_TURN);
}

/* ---------------------------------------------------------------- checks */

static uint64_t next_random(uint64_t *state)
{
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

/* Counted mismatches, so that a failure says how many and one example. */
typedef struct mismatch {
    long count;
    int32_t dx, dy;
} mismatch;

static void check_angle(mismatch *m, int32_t dx, int32_t dy)
{
    if (wg_tab_angle_of(dx, dy) != ref_angle_of(dx, dy)) {
        if (m->count++ == 0) {
            m->dx = dx;
            m->dy = dy;
        }
    }
}

/* All eight octants' versions of one vector (the sign flips and the swap). */
static void check_angle_octants(mismatch *m, int32_t x, int32_t y)
{
    check_angle(m, x, y);
    check_angle(m, y, x);
    if (x != INT32_MIN && y != INT32_MIN) {
        check_angle(m, -x, y);
        check_angle(m, x, -y);
        check_angle(m, -x, -y);
        check_angle(m, -y, x);
        check_angle(m, y, -x);
        check_angle(m, -y, -x);
    }
}

static void assert_no_mismatch(const mismatch *m)
{
    if (m->count)
        print_error("%ld mismatches, first at (%d, %d)\n", m->count, (int)m->dx, (int)m->dy);
    assert_int_equal(m->count, 0);
}

/* The larger of worst and the errors of near values ns, nc against s, c. */
static int64_t worse(int64_t worst, int64_t ns, int64_t nc, int64_t s, int64_t c)
{
    int64_t es = ns > s ? ns - s : s - ns, ec = nc > c ? nc - c : c - nc;
    worst = es > worst ? es : worst;
    return ec > worst ? ec : worst;
}

/* The near sine and cosine are within their stated error of the series at
 * every angle they take: what the fast paths' fallbacks rely on. */
static void near_sincos_is_within_its_error_everywhere(void **state)
{
    (void)state;
    int64_t worst = 0;
    for (int64_t h = 0; h <= WG_TAB_EIGHTH_HALF_MDEG; h++) {
        int64_t s, c, ns, nc, ls, lc;
        ref_sincos_q30(h, &s, &c);
        wg_tab_sincos_q30(h, &ls, &lc);
        assert_true(ls == s && lc == c); /* the library's series is the reference's */
        wg_tab_sincos_near_q30(h, &ns, &nc);
        worst = worse(worst, ns, nc, s, c);
        for (int step = -1; step <= 1; step += 2) { /* and one step either way */
            int64_t ts = ns, tc = nc;
            if (h + step < 0 || h + step > WG_TAB_EIGHTH_HALF_MDEG)
                continue;
            wg_tab_sincos_near_step(&ts, &tc, step);
            ref_sincos_q30(h + step, &s, &c);
            worst = worse(worst, ts, tc, s, c);
        }
    }
    assert_true(worst <= WG_TAB_SINCOS_NEAR_ERR);
    assert_true(worst >= WG_TAB_SINCOS_NEAR_ERR - 1); /* the stated error is not loose */
}

/* Every facing, and the wrap-around of angles a turn or more away. */
static void every_facing_is_the_reference(void **state)
{
    (void)state;
    static const int32_t edges[] = {INT32_MIN, INT32_MIN + 1, -360001, -360000, -359999, -1,
                                    INT32_MAX - 1, INT32_MAX, 360000, 719999, 720000};
    long bad = 0;
    for (int32_t a = 0; a < WG_TAB_TURN; a++) {
        wg_tab_dir d = wg_tab_dir_from_angle(a), e = ref_dir_from_angle(a);
        bad += d.x != e.x || d.y != e.y;
    }
    for (int32_t a = -WG_TAB_TURN; a < 0; a += 7) {
        wg_tab_dir d = wg_tab_dir_from_angle(a), e = ref_dir_from_angle(a);
        bad += d.x != e.x || d.y != e.y;
    }
    for (size_t i = 0; i < sizeof edges / sizeof edges[0]; i++) {
        wg_tab_dir d = wg_tab_dir_from_angle(edges[i]), e = ref_dir_from_angle(edges[i]);
        bad += d.x != e.x || d.y != e.y;
    }
    assert_int_equal(bad, 0);
}

/* Exact ties: (cos g, sin g) of the series, whose tangent is exactly the
 * series' tangent at g, and its neighbours one unit off, at every angle. */
static void angle_of_exact_ties_are_the_reference(void **state)
{
    (void)state;
    mismatch m = {0, 0, 0};
    for (int64_t h = 0; h <= WG_TAB_EIGHTH_HALF_MDEG; h++) {
        int64_t s, c;
        ref_sincos_q30(h, &s, &c);
        check_angle_octants(&m, (int32_t)c, (int32_t)s);
        check_angle(&m, (int32_t)c, (int32_t)s + 1);
        if (s > 0)
            check_angle(&m, (int32_t)c, (int32_t)s - 1);
        if (h % 4 == 0 && 2 * c <= INT32_MAX)
            check_angle(&m, (int32_t)(2 * c), (int32_t)(2 * s));
    }
    assert_no_mismatch(&m);
}

/* The octant edges (axes and diagonals, and one off them), the extremes,
 * and every small vector. */
static void angle_of_edges_and_small_vectors_are_the_reference(void **state)
{
    (void)state;
    static const int32_t big[] = {INT32_MAX, INT32_MAX - 1, INT32_MIN + 1, INT32_MIN,
                                  WG_TAB_COORD_MAX, 2 * WG_TAB_COORD_MAX, 1 << 30};
    mismatch m = {0, 0, 0};
    for (size_t i = 0; i < sizeof big / sizeof big[0]; i++)
        for (size_t j = 0; j < sizeof big / sizeof big[0]; j++) {
            check_angle_octants(&m, big[i], big[j]);
            check_angle_octants(&m, big[i], 0);
            check_angle_octants(&m, big[i], 1);
        }
    for (int32_t v = 1; v < (1 << 30); v += v / 3 + 1) {
        check_angle_octants(&m, v, v);
        check_angle_octants(&m, v, v - 1);
        check_angle_octants(&m, v + 1, v);
        check_angle_octants(&m, v, 0);
        check_angle_octants(&m, v, 1);
    }
    for (int32_t x = 0; x <= 500; x++)
        for (int32_t y = 0; y <= x; y++)
            check_angle_octants(&m, x, y);
    assert_no_mismatch(&m);
}

/* Random vectors at every scale, up to the whole int32 range. */
static void angle_of_random_vectors_are_the_reference(void **state)
{
    (void)state;
    uint64_t seed = UINT64_C(0x9e3779b97f4a7c15);
    mismatch m = {0, 0, 0};
    for (long i = 0; i < 1500000; i++) {
        uint64_t r = next_random(&seed);
        int shift = (int)(r & 31); /* 1 to 32 bits: small vectors as often as large */
        uint32_t mask = (uint32_t)(UINT64_C(0xffffffff) >> shift);
        int32_t dx, dy;
        if (shift > 0) { /* signed, below 2^(31 - shift) in magnitude */
            dx = (int32_t)(((uint32_t)(r >> 16) & mask) - (mask >> 1));
            dy = (int32_t)(((uint32_t)(r >> 40) & mask) - (mask >> 1));
        } else { /* anything */
            dx = (int32_t)(uint32_t)(r >> 8);
            dy = (int32_t)(uint32_t)(next_random(&seed) >> 8);
        }
        check_angle(&m, dx, dy);
    }
    assert_no_mismatch(&m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(near_sincos_is_within_its_error_everywhere),
        cmocka_unit_test(every_facing_is_the_reference),
        cmocka_unit_test(angle_of_exact_ties_are_the_reference),
        cmocka_unit_test(angle_of_edges_and_small_vectors_are_the_reference),
        cmocka_unit_test(angle_of_random_vectors_are_the_reference),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
