/*
 * Continuous-table geometry: integer points in tenths of a millimetre,
 * facings from integer sine and cosine, oriented bases, polygons, and exact
 * "within range" tests. No floating point anywhere: see table.h.
 */
#include "core/u128.h"
#include "geom/sincos.h"
#include "geom/table.h"

/*
 * The root digit by digit, from the highest power of four at most v. Each
 * digit is taken by masks, not a branch: whether it is 1 is a coin toss to
 * the processor, and the break-off and follow moves ask many roots.
 */
int64_t wg_tab_isqrt(int64_t v)
{
    if (v <= 0)
        return 0;
    uint64_t rest = (uint64_t)v, root = 0;
    uint64_t bit = (uint64_t)1 << ((63 - __builtin_clzll(rest)) & ~1);
    while (bit) {
        uint64_t trial = root + bit;
        uint64_t take = (uint64_t)0 - (uint64_t)(rest >= trial); /* all ones when it fits */
        rest -= trial & take;
        root = (root >> 1) + (bit & take);
        bit >>= 2;
    }
    return (int64_t)root;
}

static uint64_t tab_uabs(int64_t v)
{
    return v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
}

/* ---------------------------------------------------------------- angles */

#define TAB_Q30 WG_TAB_Q30
#define TAB_PI_Q30 INT64_C(3373259426) /* round(pi * 2^30) */
#define TAB_QUARTER 90000              /* milli-degrees in a right angle */
#define TAB_NEAR_ERR WG_TAB_SINCOS_NEAR_ERR

/* Product of two non-negative Q30 numbers, rounded. */
static int64_t tab_mul_q30(int64_t a, int64_t b)
{
    return (a * b + TAB_Q30 / 2) / TAB_Q30;
}

/* A non-negative Q30 number as a multiple of WG_TAB_ONE (2^14), rounded. */
static int32_t tab_q30_to_one(int64_t v)
{
    return (int32_t)((v + (INT64_C(1) << 15)) >> 16);
}

/* tab_q30_to_one of the series' sine and cosine of half_mdeg. (The near
 * values with a check for rounding edges cost as much here: the series is
 * only a few instructions more than the estimate.) */
static void tab_sincos_one(int64_t half_mdeg, int32_t *s, int32_t *c)
{
    int64_t sq, cq;
    wg_tab_sincos_q30(half_mdeg, &sq, &cq);
    *s = tab_q30_to_one(sq);
    *c = tab_q30_to_one(cq);
}

static wg_tab_dir tab_dir(int32_t x, int32_t y)
{
    wg_tab_dir d;
    d.x = x;
    d.y = y;
    return d;
}

wg_tab_dir wg_tab_dir_from_angle(int32_t millideg)
{
    int64_t a = ((int64_t)millideg % WG_TAB_TURN + WG_TAB_TURN) % WG_TAB_TURN;
    int64_t rem = a % TAB_QUARTER;
    int32_t sx, cx;
    /* Only [0, 45] degrees is computed; the rest is symmetry, so the axes are exact. */
    if (rem <= TAB_QUARTER / 2)
        tab_sincos_one(2 * rem, &sx, &cx);
    else
        tab_sincos_one(2 * (TAB_QUARTER - rem), &cx, &sx);
    switch (a / TAB_QUARTER) {
    case 0: return tab_dir(cx, sx);
    case 1: return tab_dir(-sx, cx);
    case 2: return tab_dir(-cx, -sx);
    default: return tab_dir(sx, -cx);
    }
}

/*
 * tan(half_mdeg) <= y / x, by the series' sine and cosine (0 <= y <= x,
 * x > 0): s x <= y c, given near values s', c' of half_mdeg. They put
 * y c - x s within ERR (x + y) of y c' - x s', so they decide it unless it
 * is that close to zero (rarely: the tangents of neighbouring half
 * milli-degrees are 2^-17 apart); then the series does. Both products stay
 * below 2^62.
 */
static int tab_tan_at_most_near(int64_t half_mdeg, int64_t s, int64_t c, int64_t x, int64_t y)
{
    int64_t margin = y * c - x * s, slack = TAB_NEAR_ERR * (x + y);
    if (margin > slack)
        return 1;
    if (margin < -slack)
        return 0;
    wg_tab_sincos_q30(half_mdeg, &s, &c);
    return s * x <= y * c;
}

/* tab_tan_at_most_near from scratch. */
static int tab_tan_at_most(int64_t half_mdeg, int64_t x, int64_t y)
{
    int64_t s, c;
    wg_tab_sincos_near_q30(half_mdeg, &s, &c);
    return tab_tan_at_most_near(half_mdeg, s, c, x, y);
}

#define TAB_K0273_Q30 INT64_C(293131673)     /* round(0.273 * 2^30) */
#define TAB_HALF_MDEG_PER_RAD INT64_C(114592) /* 360000 / pi, rounded */
#define TAB_HALF_MDEG_PER_DEG 2000

/*
 * A guess at atan(y / x) in half milli-degrees (0 <= y <= x, x > 0), nearly
 * always tab_atan_half_mdeg's answer or one more: a first guess good to
 * 0.004 rad, atan(r) ~ r (pi/4 + 0.273 (1 - r)), then one Newton step from
 * the nearest whole degree k, whose sine and cosine are a table's:
 * tan(atan(y / x) - k) = (y c - x s) / (x c + y s), within 0.013 rad of
 * zero, where the tangent is the angle to a tenth of a half milli-degree.
 * Only its closeness matters: tab_atan_half_mdeg's answer does not depend
 * on the guess.
 */
static int64_t tab_atan_guess(int64_t x, int64_t y)
{
    int64_t r = y * TAB_Q30 / x; /* y / x in Q30; y <= 2^31 */
    int64_t t = tab_mul_q30(r, TAB_PI_Q30 / 4 + tab_mul_q30(TAB_K0273_Q30, TAB_Q30 - r));
    int64_t g = t * 360000 / TAB_PI_Q30, s, c, deg;
    g = g < 0 ? 0 : g > TAB_QUARTER ? TAB_QUARTER : g;
    deg = (g + TAB_HALF_MDEG_PER_DEG / 2) / TAB_HALF_MDEG_PER_DEG;
    wg_tab_sincos_degree_q30(deg, &s, &c);
    /* both products below 2^62; den >= x cos(45) > 2^29, so den / K > 0 */
    g = deg * TAB_HALF_MDEG_PER_DEG + (y * c - x * s) / ((x * c + y * s) / TAB_HALF_MDEG_PER_RAD);
    return g < 0 ? 0 : g > TAB_QUARTER ? TAB_QUARTER : g;
}

/*
 * atan(y / x) for 0 <= y <= x, x > 0, in half milli-degrees, rounded down:
 * the last angle of [0, 45] degrees whose tangent is at most y / x. The
 * integer tangent rises strictly with the angle (checked at every half
 * milli-degree), so the answer is settled by its neighbours' tangents,
 * however it is searched: two probes next to the guess find it nearly
 * always, and otherwise bound a bisection.
 */
static int64_t tab_atan_half_mdeg(int64_t x, int64_t y)
{
    int64_t g = tab_atan_guess(x, y), lo, hi, s, c;
    wg_tab_sincos_near_q30(g, &s, &c);
    if (tab_tan_at_most_near(g, s, c, x, y)) {
        if (g == TAB_QUARTER)
            return g;
        wg_tab_sincos_near_step(&s, &c, 1);
        if (!tab_tan_at_most_near(g + 1, s, c, x, y))
            return g;
        lo = g + 1;
        hi = TAB_QUARTER;
    } else { /* g > 0: tan(0) <= y / x always holds */
        wg_tab_sincos_near_step(&s, &c, -1);
        if (tab_tan_at_most_near(g - 1, s, c, x, y))
            return g - 1;
        lo = 0;
        hi = g - 2;
    }
    while (lo < hi) { /* tan(lo) <= y / x, and the answer is at most hi */
        int64_t mid = (lo + hi + 1) / 2;
        if (tab_tan_at_most(mid, x, y))
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

int32_t wg_tab_angle_of(int32_t dx, int32_t dy)
{
    int64_t ax = (int64_t)tab_uabs(dx), ay = (int64_t)tab_uabs(dy), theta;
    if (ax == 0 && ay == 0)
        return 0;
    /* Half milli-degrees rounded down, plus one, halved: the nearest milli-degree. */
    if (ay <= ax)
        theta = (tab_atan_half_mdeg(ax, ay) + 1) / 2;
    else
        theta = TAB_QUARTER - (tab_atan_half_mdeg(ay, ax) + 1) / 2;
    if (dx < 0)
        theta = 2 * TAB_QUARTER - theta;
    if (dy < 0)
        theta = WG_TAB_TURN - theta;
    return (int32_t)(theta % WG_TAB_TURN);
}

/* ---------------------------------------------------------------- points and segments */

static wg_tab_point tab_point(int64_t x, int64_t y)
{
    wg_tab_point p;
    p.x = (int32_t)x;
    p.y = (int32_t)y;
    return p;
}

/* A squared distance as an exact fraction num / den (den >= 1); num is
 * 128 bits wide: exact range tests compare squares of numbers up to 2^51. */
typedef struct tab_dist2 {
    wg_u128 num;
    uint64_t den;
} tab_dist2;

static tab_dist2 tab_dist2_whole(int64_t d2)
{
    tab_dist2 d;
    d.num.hi = 0;
    d.num.lo = (uint64_t)d2;
    d.den = 1;
    return d;
}

static int tab_dist2_within(tab_dist2 d, int32_t range)
{
    uint64_t r2;
    if (range < 0)
        return 0;
    r2 = (uint64_t)range * (uint64_t)range;
    return wg_u128_cmp(d.num, wg_u128_mul64(r2, d.den)) <= 0;
}

static int64_t tab_dist2_floor(tab_dist2 d)
{
    return (int64_t)wg_u128_div64(d.num, d.den);
}

/*
 * Squared distance from p to segment a-b. Past either end it is the
 * distance to that end; over the segment it is cross^2 / |ab|^2, where
 * cross is the parallelogram area: kept as a fraction, never divided.
 */
static tab_dist2 tab_point_segment(wg_tab_point p, wg_tab_point a, wg_tab_point b)
{
    int64_t abx = (int64_t)b.x - a.x, aby = (int64_t)b.y - a.y;
    int64_t apx = (int64_t)p.x - a.x, apy = (int64_t)p.y - a.y;
    int64_t len2 = abx * abx + aby * aby, along = apx * abx + apy * aby;
    uint64_t cross;
    tab_dist2 d;
    if (len2 == 0 || along <= 0)
        return tab_dist2_whole(apx * apx + apy * apy);
    if (along >= len2)
        return tab_dist2_whole(wg_tab_distance2(p, b));
    cross = tab_uabs(abx * apy - aby * apx);
    d.num = wg_u128_mul64(cross, cross);
    d.den = (uint64_t)len2;
    return d;
}

int wg_tab_point_within(wg_tab_point a, wg_tab_point b, int32_t range)
{
    return tab_dist2_within(tab_dist2_whole(wg_tab_distance2(a, b)), range);
}

int64_t wg_tab_point_segment_distance2(wg_tab_point p, wg_tab_point a, wg_tab_point b)
{
    return tab_dist2_floor(tab_point_segment(p, a, b));
}

int wg_tab_point_segment_within(wg_tab_point p, wg_tab_point a, wg_tab_point b, int32_t range)
{
    return tab_dist2_within(tab_point_segment(p, a, b), range);
}

/* Sign of the turn a -> b -> c: 1 left (counter-clockwise), -1 right, 0 straight. */
static int tab_orient(wg_tab_point a, wg_tab_point b, wg_tab_point c)
{
    int64_t cross = ((int64_t)b.x - a.x) * ((int64_t)c.y - a.y)
                  - ((int64_t)b.y - a.y) * ((int64_t)c.x - a.x);
    return (cross > 0) - (cross < 0);
}

static int tab_between(int32_t v, int32_t a, int32_t b)
{
    return a <= b ? a <= v && v <= b : b <= v && v <= a;
}

/* For p on the line through a and b: is it between them? */
static int tab_in_box(wg_tab_point p, wg_tab_point a, wg_tab_point b)
{
    return tab_between(p.x, a.x, b.x) && tab_between(p.y, a.y, b.y);
}

static int tab_on_segment(wg_tab_point p, wg_tab_point a, wg_tab_point b)
{
    return tab_orient(a, b, p) == 0 && tab_in_box(p, a, b);
}

int wg_tab_segments_intersect(wg_tab_point a, wg_tab_point b, wg_tab_point c, wg_tab_point d)
{
    int o1 = tab_orient(a, b, c), o2 = tab_orient(a, b, d);
    int o3 = tab_orient(c, d, a), o4 = tab_orient(c, d, b);
    if (o1 != o2 && o3 != o4)
        return 1;
    /* Touching or collinear: some end lies on the other segment. */
    return (o1 == 0 && tab_in_box(c, a, b)) || (o2 == 0 && tab_in_box(d, a, b))
        || (o3 == 0 && tab_in_box(a, c, d)) || (o4 == 0 && tab_in_box(b, c, d));
}

/* ---------------------------------------------------------------- polygons and polylines */

static int tab_on_polygon_boundary(wg_tab_point p, const wg_tab_point *poly, int n)
{
    int i;
    for (i = 0; i < n; i++)
        if (tab_on_segment(p, poly[i], poly[(i + 1) % n]))
            return 1;
    return 0;
}

/* Does the ray from p towards +x cross edge a-b (p not on it)? Half-open in y. */
static int tab_ray_crosses(wg_tab_point p, wg_tab_point a, wg_tab_point b)
{
    if ((a.y > p.y) == (b.y > p.y))
        return 0;
    /* p left of an upward edge, or right of a downward one */
    return (tab_orient(a, b, p) > 0) == (b.y > a.y);
}

int wg_tab_point_in_polygon(wg_tab_point p, const wg_tab_point *poly, int n)
{
    int i, inside = 0;
    if (!poly || n <= 0)
        return 0;
    if (tab_on_polygon_boundary(p, poly, n))
        return 1;
    if (n < 3)
        return 0;
    for (i = 0; i < n; i++)
        inside ^= tab_ray_crosses(p, poly[i], poly[(i + 1) % n]);
    return inside;
}

int wg_tab_segment_hits_polygon(wg_tab_point a, wg_tab_point b, const wg_tab_point *poly, int n)
{
    int i;
    if (!poly || n <= 0)
        return 0;
    /* Inside at a, or it crosses the boundary to get in. */
    if (wg_tab_point_in_polygon(a, poly, n))
        return 1;
    for (i = 0; i < n; i++)
        if (wg_tab_segments_intersect(a, b, poly[i], poly[(i + 1) % n]))
            return 1;
    return 0;
}

int wg_tab_segment_hits_polyline(wg_tab_point a, wg_tab_point b, const wg_tab_point *line,
                                 int n)
{
    int i;
    if (!line || n <= 0)
        return 0;
    if (n == 1)
        return tab_on_segment(line[0], a, b);
    for (i = 0; i + 1 < n; i++)
        if (wg_tab_segments_intersect(a, b, line[i], line[i + 1]))
            return 1;
    return 0;
}

/* ---------------------------------------------------------------- bases */

/* n / d rounded to nearest, halves away from zero (d > 0): symmetric about 0. */
static int64_t tab_div_round(int64_t n, int64_t d)
{
    return n >= 0 ? (n + d / 2) / d : -((-n + d / 2) / d);
}

void wg_tab_rect_corners(const wg_tab_rect *r, wg_tab_point out[4])
{
    int64_t fx = r->facing.x, fy = r->facing.y;
    int64_t lx = -fy, ly = fx; /* the left: the facing turned a quarter counter-clockwise */
    int64_t d = r->half_depth, w = r->half_width;
    /* the front corners' offsets from the centre; the rear corners' are
     * their opposites, as tab_div_round is symmetric about 0 */
    int64_t frx = tab_div_round(d * fx - w * lx, WG_TAB_ONE);
    int64_t fry = tab_div_round(d * fy - w * ly, WG_TAB_ONE);
    int64_t flx = tab_div_round(d * fx + w * lx, WG_TAB_ONE);
    int64_t fly = tab_div_round(d * fy + w * ly, WG_TAB_ONE);
    out[WG_TAB_FRONT_RIGHT] = tab_point(r->center.x + frx, r->center.y + fry);
    out[WG_TAB_FRONT_LEFT] = tab_point(r->center.x + flx, r->center.y + fly);
    out[WG_TAB_REAR_LEFT] = tab_point(r->center.x - frx, r->center.y - fry);
    out[WG_TAB_REAR_RIGHT] = tab_point(r->center.x - flx, r->center.y - fly);
}

int wg_tab_rect_contains(const wg_tab_rect *r, wg_tab_point p)
{
    wg_tab_point c[4];
    wg_tab_rect_corners(r, c);
    return wg_tab_point_in_polygon(p, c, 4);
}

void wg_tab_shape_of(const wg_tab_rect *r, wg_tab_shape *out)
{
    wg_tab_point *p = out->corner;
    int k;
    wg_tab_rect_corners(r, p);
    /* facing along an axis, the corners' offsets are (+-a, +-b): the box's corners */
    out->box = r->facing.x == 0 || r->facing.y == 0;
    out->x0 = out->x1 = p[0].x;
    out->y0 = out->y1 = p[0].y;
    for (k = 1; k < 4; k++) {
        if (p[k].x < out->x0)
            out->x0 = p[k].x;
        if (p[k].x > out->x1)
            out->x1 = p[k].x;
        if (p[k].y < out->y0)
            out->y0 = p[k].y;
        if (p[k].y > out->y1)
            out->y1 = p[k].y;
    }
}

void wg_tab_shape_shift(wg_tab_shape *s, int32_t dx, int32_t dy)
{
    int k;
    for (k = 0; k < 4; k++) {
        s->corner[k].x += dx;
        s->corner[k].y += dy;
    }
    s->x0 += dx;
    s->x1 += dx;
    s->y0 += dy;
    s->y1 += dy;
}

/*
 * The squared distance between the two shapes' boxes (0 when they overlap
 * or touch). Two shapes are at least this far apart, so a gap beyond a
 * range settles "within" without the exact tests, and a gap above 0 rules
 * out touching.
 */
static uint64_t tab_shapes_gap2(const wg_tab_shape *p, const wg_tab_shape *q)
{
    uint64_t gx = p->x0 > q->x1 ? (uint64_t)((int64_t)p->x0 - q->x1)
                                : (q->x0 > p->x1 ? (uint64_t)((int64_t)q->x0 - p->x1) : 0);
    uint64_t gy = p->y0 > q->y1 ? (uint64_t)((int64_t)p->y0 - q->y1)
                                : (q->y0 > p->y1 ? (uint64_t)((int64_t)q->y0 - p->y1) : 0);
    return gx * gx + gy * gy;
}

/*
 * How the shadows of the two quadrilaterals on the axis across edge k of
 * `edges` (its normal) lie: 1 apart (with space between them), 0 meeting
 * in one point, -1 sharing more. Dot
 * products fit in int64: coordinates and edge lengths stay under 2^26. A
 * degenerate edge (a zero normal) separates nothing: -1.
 */
static int tab_axis_gap(const wg_tab_point edges[4], int k, const wg_tab_point p[4],
                        const wg_tab_point q[4])
{
    wg_tab_point a = edges[k], b = edges[(k + 1) % 4];
    int64_t nx = -((int64_t)b.y - a.y), ny = (int64_t)b.x - a.x;
    if (nx == 0 && ny == 0)
        return -1;
    int64_t plo = INT64_MAX, phi = INT64_MIN, qlo = INT64_MAX, qhi = INT64_MIN;
    for (int i = 0; i < 4; i++) {
        int64_t vp = nx * p[i].x + ny * p[i].y, vq = nx * q[i].x + ny * q[i].y;
        plo = vp < plo ? vp : plo;
        phi = vp > phi ? vp : phi;
        qlo = vq < qlo ? vq : qlo;
        qhi = vq > qhi ? vq : qhi;
    }
    if (phi < qlo || qhi < plo)
        return 1;
    return phi == qlo || qhi == plo ? 0 : -1;
}

/* Whether the axis across edge k of `edges` separates the two
 * quadrilaterals: their shadows on it meet in one point at most. */
static int tab_axis_separates(const wg_tab_point edges[4], int k, const wg_tab_point p[4],
                              const wg_tab_point q[4])
{
    return tab_axis_gap(edges, k, p, q) >= 0;
}

/*
 * Do two quadrilaterals share any point (overlap, nesting or touching)?
 * Bases are parallelograms, so convex: two closed convex polygons share
 * no point exactly when the shadows on the normal of some edge of either
 * are apart (the separating axis theorem: the edges of their difference
 * are theirs), which exact projections tell. A parallelogram's opposite
 * edges are parallel, so the normals of its first two edges are all the
 * axes it has: four in all. Two bases flattened onto one line (rounding
 * can do it to the thinnest) have no such edge between them, but their
 * boxes are apart then.
 */
static int tab_shapes_touch(const wg_tab_shape *p, const wg_tab_shape *q)
{
    if (tab_shapes_gap2(p, q) > 0)
        return 0;
    if (p->box && q->box)
        return 1; /* boxes with no gap between them */
    for (int k = 0; k < 2; k++)
        if (tab_axis_gap(p->corner, k, p->corner, q->corner) > 0 ||
            tab_axis_gap(q->corner, k, p->corner, q->corner) > 0)
            return 0;
    return 1;
}

int wg_tab_shapes_overlap(const wg_tab_shape *p, const wg_tab_shape *q)
{
    /* boxes that meet in an edge or less: interiors apart */
    if (p->x1 <= q->x0 || q->x1 <= p->x0 || p->y1 <= q->y0 || q->y1 <= p->y0)
        return 0;
    /* Convex shapes overlap unless an edge's normal separates them (the separating axis
     * theorem); a degenerate edge (a zero normal) separates nothing. Bases are
     * parallelograms: their first two edges' normals are all their axes. */
    for (int k = 0; k < 2; k++)
        if (tab_axis_separates(p->corner, k, p->corner, q->corner) ||
            tab_axis_separates(q->corner, k, p->corner, q->corner))
            return 0;
    return 1;
}

/* The squared distance from p to the shape's box: no point of the shape is nearer. */
static int64_t tab_box_distance2(const wg_tab_shape *s, wg_tab_point p)
{
    int64_t dx = p.x < s->x0 ? (int64_t)s->x0 - p.x : p.x > s->x1 ? (int64_t)p.x - s->x1 : 0;
    int64_t dy = p.y < s->y0 ? (int64_t)s->y0 - p.y : p.y > s->y1 ? (int64_t)p.y - s->y1 : 0;
    return dx * dx + dy * dy;
}

/*
 * The way a shape's corners turn: 1 counter-clockwise, -1 clockwise, 0 in
 * a line. A base is a parallelogram (its rear corners mirror the front
 * ones about the centre), so every corner turns as the first does.
 */
static int tab_shape_turn(const wg_tab_shape *s)
{
    return tab_orient(s->corner[0], s->corner[1], s->corner[2]);
}

/*
 * Two convex shapes apart are closest between a corner of one and an edge
 * of the other. The least squared distance, floored, from corner k (0..7:
 * the first's four, then the second's) to an edge of the other shape, or
 * `best` if none is below it. The corner lies outside the other shape
 * (they do not touch), so its nearest point is on an edge it sees from
 * outside (the edge's line between them): only those are measured, unless
 * the shape is flat and has no outside to tell.
 */
static int64_t tab_corner_best(const wg_tab_shape *s[2], int k, int64_t best)
{
    const wg_tab_point *from = s[k / 4]->corner, *to = s[1 - k / 4]->corner;
    int outside = -tab_shape_turn(s[1 - k / 4]);
    for (int edge = 0; edge < 4; edge++) {
        wg_tab_point a = to[edge], b = to[(edge + 1) % 4];
        if (outside && tab_orient(a, b, from[k % 4]) != outside)
            continue;
        int64_t d = tab_dist2_floor(tab_point_segment(from[k % 4], a, b));
        if (d < best)
            best = d;
    }
    return best;
}

static int64_t tab_shapes_distance2(const wg_tab_shape *sa, const wg_tab_shape *sb)
{
    const wg_tab_shape *s[2] = { sa, sb };
    int64_t best = INT64_MAX, bound[8];
    int k;
    if (sa->box && sb->box)
        return (int64_t)tab_shapes_gap2(sa, sb); /* between boxes, the gap between them */
    if (tab_shapes_touch(sa, sb))
        return 0;
    /*
     * The floor of the least is the least of the floors. A corner is no
     * nearer to the other shape than to its box, so one whose box distance
     * is not below the best so far cannot lower it: the corner nearest its
     * box goes first, and most of the others are never measured edge by edge.
     */
    int first = 0;
    for (k = 0; k < 8; k++) {
        bound[k] = tab_box_distance2(s[1 - k / 4], s[k / 4]->corner[k % 4]);
        if (bound[k] < bound[first])
            first = k;
    }
    best = tab_corner_best(s, first, best);
    for (k = 0; k < 8; k++)
        if (k != first && bound[k] < best)
            best = tab_corner_best(s, k, best);
    return best;
}

int64_t wg_tab_rect_distance2(const wg_tab_rect *a, const wg_tab_rect *b)
{
    wg_tab_shape sa, sb;
    wg_tab_shape_of(a, &sa);
    wg_tab_shape_of(b, &sb);
    return tab_shapes_distance2(&sa, &sb);
}

int32_t wg_tab_rect_distance(const wg_tab_rect *a, const wg_tab_rect *b)
{
    /* floor(sqrt(x)) == floor(sqrt(floor(x))) */
    return (int32_t)wg_tab_isqrt(wg_tab_rect_distance2(a, b));
}

int32_t wg_tab_shapes_distance(const wg_tab_shape *a, const wg_tab_shape *b)
{
    return (int32_t)wg_tab_isqrt(tab_shapes_distance2(a, b));
}

/*
 * Whether the midpoints of the two shapes' diagonals (corners 0 and 2: a
 * base's centre) are within range. That point lies in its shape, which is
 * convex, so the shapes are then within range too: most "within" answers
 * between bases far smaller than the range need no exact test. In doubled
 * coordinates, to stay in integers; ranges from 2^30 go to the exact tests.
 */
static int tab_middles_within(const wg_tab_shape *a, const wg_tab_shape *b, int32_t range)
{
    int64_t dx = ((int64_t)a->corner[0].x + a->corner[2].x) - ((int64_t)b->corner[0].x + b->corner[2].x);
    int64_t dy = ((int64_t)a->corner[0].y + a->corner[2].y) - ((int64_t)b->corner[0].y + b->corner[2].y);
    uint64_t ax = tab_uabs(dx), ay = tab_uabs(dy), r2 = 2 * (uint64_t)range;
    if (range >= (1 << 30) || ax > r2 || ay > r2)
        return 0;
    return ax * ax + ay * ay <= r2 * r2;
}

/*
 * Whether corner k (0..7: the first's four, then the second's) is within
 * range (>= 0) of an edge of the other shape, asked of the edges it sees
 * from outside (as tab_corner_best) when that shape is not flat. A corner
 * that sees none is on or inside the other shape: the shapes touch, which
 * wg_tab_shapes_within asks after the corners. A corner whose distance to
 * the other's box is beyond range is beyond it from every edge.
 */
static int tab_corner_within(const wg_tab_shape *s[2], int k, int32_t range)
{
    const wg_tab_shape *other = s[1 - k / 4];
    wg_tab_point p = s[k / 4]->corner[k % 4];
    if (tab_box_distance2(other, p) > (int64_t)range * range)
        return 0;
    int outside = -tab_shape_turn(other);
    for (int edge = 0; edge < 4; edge++) {
        wg_tab_point a = other->corner[edge], b = other->corner[(edge + 1) % 4];
        if (outside && tab_orient(a, b, p) != outside)
            continue;
        if (tab_dist2_within(tab_point_segment(p, a, b), range))
            return 1;
    }
    return 0;
}

int wg_tab_shapes_within(const wg_tab_shape *a, const wg_tab_shape *b, int32_t range)
{
    const wg_tab_shape *s[2] = { a, b };
    if (range < 0 || tab_shapes_gap2(a, b) > (uint64_t)range * (uint64_t)range)
        return 0;
    if (a->box && b->box)
        return 1; /* between boxes, the distance is the gap between them */
    if (tab_middles_within(a, b, range))
        return 1;
    /* Within: touching, or a corner within range of the other's edge. The
     * corner tests are cheaper than the touch test, so they go first. */
    for (int k = 0; k < 8; k++)
        if (tab_corner_within(s, k, range))
            return 1;
    return tab_shapes_touch(a, b);
}

int wg_tab_within(const wg_tab_rect *a, const wg_tab_rect *b, int32_t range)
{
    wg_tab_shape sa, sb;
    if (range < 0)
        return 0;
    wg_tab_shape_of(a, &sa);
    wg_tab_shape_of(b, &sb);
    return wg_tab_shapes_within(&sa, &sb, range);
}

int wg_tab_rect_point_within(const wg_tab_rect *r, wg_tab_point p, int32_t range)
{
    wg_tab_point c[4];
    int k;
    if (range < 0)
        return 0;
    wg_tab_rect_corners(r, c);
    if (wg_tab_point_in_polygon(p, c, 4))
        return 1;
    for (k = 0; k < 4; k++)
        if (wg_tab_point_segment_within(p, c[k], c[(k + 1) % 4], range))
            return 1;
    return 0;
}

static int tab_front_side(const wg_tab_point c[4], wg_tab_point p)
{
    /* The base lies left of front-right -> front-left (counter-clockwise). */
    return -tab_orient(c[WG_TAB_FRONT_RIGHT], c[WG_TAB_FRONT_LEFT], p);
}

int wg_tab_front_side(const wg_tab_rect *r, wg_tab_point p)
{
    wg_tab_point c[4];
    wg_tab_rect_corners(r, c);
    return tab_front_side(c, p);
}

int wg_tab_shape_front_side(const wg_tab_shape *s, wg_tab_point p)
{
    return tab_front_side(s->corner, p);
}
