/*
 * Continuous-table geometry for miniatures rulesets (Flames of War).
 * Internal (not installed): rulesets build on it, hosts see positions only.
 *
 * Units. Positions are integers in tenths of a millimetre (OF-G1): an inch
 * is exactly WG_TAB_INCH, a centimetre WG_TAB_CM. The table frame has x to
 * the right and y away from the first player ("up"), so angles turn
 * counter-clockwise from +x.
 *
 * Angles and facings. An angle is an int32_t in milli-degrees (a full turn
 * is WG_TAB_TURN), counter-clockwise from +x; any value is taken modulo a
 * turn. A facing is a direction vector (wg_tab_dir) of length WG_TAB_ONE
 * (2^14) to within rounding, made from an angle by wg_tab_dir_from_angle,
 * whose sine and cosine are computed by integer code (a fixed-point Taylor
 * series), never by libm: every platform gets the same vector.
 *
 * Exactness. Nothing here uses floating point. Points, corners and squared
 * distances are int64_t arithmetic; comparisons of a distance with a range
 * are exact (they square the range and compare fractions in 128-bit
 * integers, never taking a square root), so "within X" (distance <= X,
 * OF-G3) is decided exactly, including at the boundary.
 *
 * Range: all coordinates (points, polygon vertices and base corners) must
 * lie in [-WG_TAB_COORD_MAX, WG_TAB_COORD_MAX] (about 1.7 km either way);
 * the scenario loader validates positions, so rulesets never pass anything
 * larger. A range may be any int32_t: a negative range is never met.
 */
#ifndef WG_GEOM_TABLE_H
#define WG_GEOM_TABLE_H

#include <stdint.h>

/* One inch and one centimetre in table units (tenths of a millimetre). */
#define WG_TAB_INCH 254
#define WG_TAB_CM 100

/* Largest coordinate magnitude (2^24 tenths of a millimetre). */
#define WG_TAB_COORD_MAX 16777216

/* Length of a facing vector (2^14). */
#define WG_TAB_ONE 16384

/* A full turn in milli-degrees. */
#define WG_TAB_TURN 360000

typedef struct wg_tab_point {
    int32_t x, y;
} wg_tab_point;

/* A direction: a vector of length WG_TAB_ONE, to within rounding. */
typedef struct wg_tab_dir {
    int32_t x, y;
} wg_tab_dir;

/*
 * A base (OF-G3): an oriented rectangle. It is `2 * half_depth` long along
 * its facing (front to rear) and `2 * half_width` wide across it. The base
 * is the quadrilateral of its four corners as wg_tab_rect_corners rounds
 * them; half_width and half_depth must be at least 1.
 */
typedef struct wg_tab_rect {
    wg_tab_point center;
    int32_t half_width; /* across the facing (left to right) */
    int32_t half_depth; /* along the facing (rear to front) */
    wg_tab_dir facing;
} wg_tab_rect;

/* Corner indices of wg_tab_rect_corners: counter-clockwise, front edge first. */
enum {
    WG_TAB_FRONT_RIGHT = 0,
    WG_TAB_FRONT_LEFT = 1,
    WG_TAB_REAR_LEFT = 2,
    WG_TAB_REAR_RIGHT = 3
};

/* ---------------------------------------------------------------- angles */

/* The facing vector of an angle (milli-degrees, counter-clockwise from +x).
 * Multiples of 90 degrees give exact axis vectors ((WG_TAB_ONE, 0) at 0). */
wg_tab_dir wg_tab_dir_from_angle(int32_t millideg);

/* The facing a quarter turn counter-clockwise from d. For d made by
 * wg_tab_dir_from_angle(a), exactly wg_tab_dir_from_angle(a + 90000)
 * (that computes one octant and places it by quadrant). Inline: fow's
 * listings turn facings in their inner loops. */
static inline wg_tab_dir wg_tab_dir_quarter_left(wg_tab_dir d)
{
    wg_tab_dir left;
    left.x = -d.y;
    left.y = d.x;
    return left;
}

/* The angle of the vector (dx, dy), in milli-degrees in [0, WG_TAB_TURN),
 * rounded to the nearest milli-degree; 0 for the zero vector. */
int32_t wg_tab_angle_of(int32_t dx, int32_t dy);

/* ---------------------------------------------------------------- points and segments */

/* The squared distance between two points, exact. */
/* The whole part of the square root of v (0 when v <= 0), exactly. */
int64_t wg_tab_isqrt(int64_t v);

static inline int64_t wg_tab_distance2(wg_tab_point a, wg_tab_point b)
{
    int64_t dx = (int64_t)b.x - a.x, dy = (int64_t)b.y - a.y;
    return dx * dx + dy * dy;
}

/* 1 if the distance between a and b is <= range, else 0 (exact). */
int wg_tab_point_within(wg_tab_point a, wg_tab_point b, int32_t range);

/* The squared distance from p to the segment a-b (a point if a equals b),
 * rounded down to an integer (exact when the closest point is an end). */
int64_t wg_tab_point_segment_distance2(wg_tab_point p, wg_tab_point a, wg_tab_point b);

/* 1 if the distance from p to the segment a-b is <= range, else 0 (exact). */
int wg_tab_point_segment_within(wg_tab_point p, wg_tab_point a, wg_tab_point b, int32_t range);

/* 1 if the closed segments a-b and c-d share a point (touching at an end,
 * or overlapping along a line, counts), else 0. */
int wg_tab_segments_intersect(wg_tab_point a, wg_tab_point b, wg_tab_point c, wg_tab_point d);

/* ---------------------------------------------------------------- polygons and polylines */

/*
 * 1 if p is inside the polygon of n vertices (closed: the last vertex joins
 * the first), by the even-odd rule, else 0. A point ON the boundary counts
 * as inside. With n < 3 the "polygon" is a point or a segment and p is
 * inside only if it lies on it; n <= 0 holds nothing.
 */
int wg_tab_point_in_polygon(wg_tab_point p, const wg_tab_point *poly, int n);

/* 1 if the closed segment a-b has any point inside the polygon or on its
 * boundary (wg_tab_point_in_polygon's rule), else 0. */
int wg_tab_segment_hits_polygon(wg_tab_point a, wg_tab_point b, const wg_tab_point *poly, int n);

/* 1 if the closed segment a-b touches the open polyline of n points (n - 1
 * segments; one point is a point), else 0. */
int wg_tab_segment_hits_polyline(wg_tab_point a, wg_tab_point b, const wg_tab_point *line,
                                 int n);

/* ---------------------------------------------------------------- bases */

/* The four corners of a base, counter-clockwise from the front right
 * (WG_TAB_FRONT_RIGHT ...), each rounded to the nearest table unit. */
void wg_tab_rect_corners(const wg_tab_rect *r, wg_tab_point out[4]);

/* 1 if p is on or inside the base, else 0. */
int wg_tab_rect_contains(const wg_tab_rect *r, wg_tab_point p);

/* The squared distance between the closest points of two bases (OF-G3),
 * rounded down to an integer; 0 when they touch or overlap. */
int64_t wg_tab_rect_distance2(const wg_tab_rect *a, const wg_tab_rect *b);

/* The distance between the closest points of two bases, rounded down. */
int32_t wg_tab_rect_distance(const wg_tab_rect *a, const wg_tab_rect *b);

/* 1 if the closest points of two bases are within range (distance <= range,
 * OF-G3), else 0; exact. Bases that touch or overlap are within any range
 * >= 0; a negative range is never met. */
int wg_tab_within(const wg_tab_rect *a, const wg_tab_rect *b, int32_t range);

/*
 * A base made ready for many tests: its corners (wg_tab_rect_corners) and
 * the axis-aligned box around them. Testing a base against many others, or
 * many candidate bases against a few, makes each shape once.
 */
typedef struct wg_tab_shape {
    wg_tab_point corner[4];
    int32_t x0, y0, x1, y1; /* the box: least and greatest corner coordinates */
    int32_t box;            /* 1: the shape is its box (a base square to the table) */
} wg_tab_shape;

/* The shape of a base. */
void wg_tab_shape_of(const wg_tab_rect *r, wg_tab_shape *out);

/* Move a shape by (dx, dy): exactly the shape of its base with the centre
 * moved so (a corner is the centre plus an offset that the size and facing
 * alone decide), for many bases that differ only in their centres. */
void wg_tab_shape_shift(wg_tab_shape *s, int32_t dx, int32_t dy);

/* wg_tab_within on two shapes: the same answer as on their bases. */
int wg_tab_shapes_within(const wg_tab_shape *a, const wg_tab_shape *b, int32_t range);

/* wg_tab_rect_distance on two shapes: the same answer as on their bases. */
int32_t wg_tab_shapes_distance(const wg_tab_shape *a, const wg_tab_shape *b);

/*
 * 1 if two shapes overlap: some point lies inside both, not on an edge
 * (bases that only touch, as in contact, do not overlap); exact.
 */
int wg_tab_shapes_overlap(const wg_tab_shape *a, const wg_tab_shape *b);

/* 1 if the closest point of a base to p is within range (exact). */
int wg_tab_rect_point_within(const wg_tab_rect *r, wg_tab_point p, int32_t range);

/*
 * Which side of the line across a base's front edge (the infinite line
 * through its two front corners) p lies on: 1 in front (the side the base
 * faces), 0 exactly on the line, -1 behind it. For field of fire and
 * front-or-side armour (OF-S5, OF-S8); the ruleset decides what counts.
 */
int wg_tab_front_side(const wg_tab_rect *r, wg_tab_point p);

/* wg_tab_front_side of a base, from its shape. */
int wg_tab_shape_front_side(const wg_tab_shape *s, wg_tab_point p);

#endif
