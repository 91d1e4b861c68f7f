/*
 * Hex grid geometry: axial coordinates of pointy-top hexes, neighbours,
 * offset boards, rings, hexsides, and exact centre-to-centre lines of sight.
 *
 * Everything is integer arithmetic in int64_t, so the same inputs give the
 * same answers on every compiler. The contract is in wargame/hex.h.
 */
#include "wargame/hex.h"

/* Axial steps of the six directions, in the order hex.h documents. */
static const int8_t hex_steps[6][2] = {
    { 1, 0 }, { 1, -1 }, { 0, -1 }, { -1, 0 }, { -1, 1 }, { 0, 1 }
};

/* Out-of-range int64 values narrow implementation-defined, never UB. */
static wg_hex hex_from64(int64_t q, int64_t r)
{
    wg_hex h;
    h.q = (int32_t)q;
    h.r = (int32_t)r;
    return h;
}

static int64_t hex_abs64(int64_t v)
{
    return v < 0 ? -v : v;
}

static int hex_in_range(wg_hex h)
{
    return hex_abs64(h.q) <= WG_HEX_COORD_MAX && hex_abs64(h.r) <= WG_HEX_COORD_MAX
        && hex_abs64((int64_t)h.q + h.r) <= WG_HEX_COORD_MAX;
}

/* ---------------------------------------------------------------- basics */

wg_hex wg_hex_make(int32_t q, int32_t r)
{
    return hex_from64(q, r);
}

int32_t wg_hex_s(wg_hex h)
{
    return (int32_t)(-(int64_t)h.q - h.r);
}

int wg_hex_equal(wg_hex a, wg_hex b)
{
    return a.q == b.q && a.r == b.r;
}

int32_t wg_hex_distance(wg_hex a, wg_hex b)
{
    int64_t dq = hex_abs64((int64_t)b.q - a.q);
    int64_t dr = hex_abs64((int64_t)b.r - a.r);
    int64_t ds = hex_abs64(((int64_t)b.q + b.r) - ((int64_t)a.q + a.r));
    int64_t max = dq > dr ? dq : dr;
    return (int32_t)(max > ds ? max : ds);
}

/* ---------------------------------------------------------------- offset boards */

/* 1 for an odd row, 0 for an even one; right for negative rows too. */
static int64_t hex_row_parity(int64_t row)
{
    return row % 2 != 0;
}

/* How far q runs behind col in a row: (row -+ parity) / 2, always exact. */
static int64_t hex_row_shift(int64_t row, int layout)
{
    int64_t parity = hex_row_parity(row);
    return layout == WG_HEX_EVEN_R ? (row + parity) / 2 : (row - parity) / 2;
}

wg_hex wg_hex_from_offset(int col, int row, int layout)
{
    return hex_from64((int64_t)col - hex_row_shift(row, layout), row);
}

void wg_hex_to_offset(wg_hex h, int layout, int *col, int *row)
{
    if (col)
        *col = (int)((int64_t)h.q + hex_row_shift(h.r, layout));
    if (row)
        *row = h.r;
}

/* ---------------------------------------------------------------- neighbours */

wg_hex wg_hex_neighbor(wg_hex h, int dir)
{
    int d = ((dir % 6) + 6) % 6;
    return hex_from64((int64_t)h.q + hex_steps[d][0], (int64_t)h.r + hex_steps[d][1]);
}

int wg_hex_direction_of(wg_hex a, wg_hex b)
{
    int64_t dq = (int64_t)b.q - a.q;
    int64_t dr = (int64_t)b.r - a.r;
    int d;
    for (d = 0; d < 6; d++)
        if (dq == hex_steps[d][0] && dr == hex_steps[d][1])
            return d;
    return -1;
}

/* The hex `steps` hexes away from h in direction dir. */
static wg_hex hex_walk_straight(wg_hex h, int dir, int64_t steps)
{
    return hex_from64(h.q + steps * hex_steps[dir][0], h.r + steps * hex_steps[dir][1]);
}

int wg_hex_ring(wg_hex center, int radius, wg_hex *out, int cap)
{
    int count, written = 0, side, i;
    wg_hex h;
    if (radius < 0 || radius > WG_HEX_COORD_MAX || cap < 0 || (!out && cap > 0))
        return WG_EINVAL;
    count = radius == 0 ? 1 : 6 * radius;
    if (radius == 0) {
        if (cap > 0)
            out[0] = center;
        return count;
    }
    h = hex_walk_straight(center, WG_HEX_SW, radius);
    for (side = 0; side < 6; side++) {
        for (i = 0; i < radius; i++) {
            if (written == cap)
                return count;
            out[written++] = h;
            h = wg_hex_neighbor(h, side);
        }
    }
    return count;
}

int wg_hex_side(wg_hex a, wg_hex b, wg_hex *out_hex, int *out_dir)
{
    int dir = wg_hex_direction_of(a, b);
    if (dir < 0)
        return WG_EINVAL;
    /* Directions 3..5 are 0..2 seen from the other hex. */
    if (out_hex)
        *out_hex = dir < 3 ? a : b;
    if (out_dir)
        *out_dir = dir < 3 ? dir : dir - 3;
    return WG_OK;
}

/* ---------------------------------------------------------------- the exact line walk */

/*
 * In cube coordinates (q, r, s) the hex of centre c is the set of points p
 * with |e_k(p - c)| <= 1 for the three "edge" functions
 *     e_0 = q - r,   e_1 = r - s,   e_2 = s - q,
 * and crossing the side where e_k(p - c) reaches +1 (-1) leads into the
 * neighbour c + f_k (c - f_k), with f_0 = (1,-1,0), f_1 = (0,1,-1),
 * f_2 = (-1,0,1). Along the line p(t) = from + t * delta each e_k is linear
 * in t, so the side by which the line leaves a hex is the one it reaches
 * first: exit times are exact fractions, compared by cross multiplication.
 * Leaving through a corner (two sides at once) it enters whichever of the
 * two neighbours it heads towards, or runs along their common edge when it
 * heads towards neither: that is the edge pair.
 */

/* Direction index of +f_k (column 0) and -f_k (column 1). */
static const int8_t hex_face_dir[3][2] = {
    { WG_HEX_NE, WG_HEX_SW }, { WG_HEX_SE, WG_HEX_NW }, { WG_HEX_W, WG_HEX_E }
};

typedef struct hex_walk {
    wg_hex from;
    int64_t delta[3]; /* to - from, cube */
    int64_t at[3];    /* the current hex, relative to from, cube */
} hex_walk;

enum { HEX_WALK_DONE, HEX_WALK_HEX, HEX_WALK_EDGE };

static void hex_to_cube(wg_hex h, int64_t out[3])
{
    out[0] = h.q;
    out[1] = h.r;
    out[2] = -(int64_t)h.q - h.r;
}

static void hex_walk_init(hex_walk *w, wg_hex from, wg_hex to)
{
    int64_t a[3], b[3];
    int k;
    hex_to_cube(from, a);
    hex_to_cube(to, b);
    w->from = from;
    for (k = 0; k < 3; k++) {
        w->delta[k] = b[k] - a[k];
        w->at[k] = 0;
    }
}

static int hex_walk_done(const hex_walk *w)
{
    return w->at[0] == w->delta[0] && w->at[1] == w->delta[1];
}

static wg_hex hex_walk_absolute(const hex_walk *w, const int64_t rel[3])
{
    return hex_from64(w->from.q + rel[0], w->from.r + rel[1]);
}

/* The exit time through side k of the current hex, as num / den (den > 0). */
typedef struct hex_exit {
    int face;    /* k */
    int sign;    /* +1: towards +f_k, -1: towards -f_k */
    int64_t num, den;
} hex_exit;

static int hex_walk_exit(const hex_walk *w, int k, hex_exit *out)
{
    int next = (k + 1) % 3;
    int64_t slope = w->delta[k] - w->delta[next];
    int64_t offset = w->at[k] - w->at[next];
    if (slope == 0)
        return 0; /* runs parallel to that pair of sides */
    out->face = k;
    out->sign = slope > 0 ? 1 : -1;
    out->num = 1 + out->sign * offset;
    out->den = hex_abs64(slope);
    return 1;
}

/* The sides reached first: fills first[0] (and first[1] at a corner). */
static int hex_walk_first_exits(const hex_walk *w, hex_exit first[2])
{
    int k, n = 0;
    hex_exit e;
    for (k = 0; k < 3; k++) {
        int64_t lhs, rhs;
        if (!hex_walk_exit(w, k, &e))
            continue;
        if (n == 0) {
            first[n++] = e;
            continue;
        }
        lhs = e.num * first[0].den;
        rhs = first[0].num * e.den;
        if (lhs < rhs) {
            first[0] = e;
            n = 1;
        } else if (lhs == rhs && n < 2) {
            first[n++] = e; /* no more than two sides meet at a corner */
        }
    }
    return n;
}

static void hex_walk_across(const hex_walk *w, const hex_exit *e, int64_t out[3])
{
    static const int8_t face[3][3] = { { 1, -1, 0 }, { 0, 1, -1 }, { -1, 0, 1 } };
    int i;
    for (i = 0; i < 3; i++)
        out[i] = w->at[i] + e->sign * face[e->face][i];
}

static int hex_exit_dir(const hex_exit *e)
{
    return hex_face_dir[e->face][e->sign > 0 ? 0 : 1];
}

/* Through a corner: +1 heading into a's side, -1 into b's, 0 along the edge. */
static int hex_walk_corner_side(const hex_walk *w, const int64_t a[3], const int64_t b[3])
{
    int64_t dot = 0;
    int i;
    for (i = 0; i < 3; i++)
        dot += w->delta[i] * (a[i] - b[i]);
    return dot > 0 ? 1 : dot < 0 ? -1 : 0;
}

static void hex_walk_set(hex_walk *w, const int64_t rel[3])
{
    int i;
    for (i = 0; i < 3; i++)
        w->at[i] = rel[i];
}

/* Leave a hex by its corner between exits e[0] and e[1]. */
static int hex_walk_corner(hex_walk *w, hex_exit e[2], wg_hex out[3])
{
    int64_t a[3], b[3], beyond[3];
    int i, side;
    if ((hex_exit_dir(&e[1]) + 1) % 6 == hex_exit_dir(&e[0])) {
        hex_exit t = e[0];
        e[0] = e[1];
        e[1] = t; /* the pair in direction order: d, then d + 1 */
    }
    hex_walk_across(w, &e[0], a);
    hex_walk_across(w, &e[1], b);
    side = hex_walk_corner_side(w, a, b);
    if (side != 0) {
        hex_walk_set(w, side > 0 ? a : b);
        out[0] = hex_walk_absolute(w, w->at);
        return HEX_WALK_HEX;
    }
    /* Along the edge: the next hex is the one beyond its far corner. */
    for (i = 0; i < 3; i++)
        beyond[i] = a[i] + b[i] - w->at[i];
    out[0] = hex_walk_absolute(w, a);
    out[1] = hex_walk_absolute(w, b);
    hex_walk_set(w, beyond);
    out[2] = hex_walk_absolute(w, w->at);
    return HEX_WALK_EDGE;
}

/*
 * One step along the line: HEX_WALK_HEX with the hex entered in out[0]; or
 * HEX_WALK_EDGE with an edge pair in out[0], out[1] and the hex after it in
 * out[2]; or HEX_WALK_DONE at the end.
 */
static int hex_walk_step(hex_walk *w, wg_hex out[3])
{
    hex_exit e[2] = { { 0, 0, 0, 0 }, { 0, 0, 0, 0 } }; /* gcc cannot see first_exits fill them */
    int64_t next[3];
    int exits;
    if (hex_walk_done(w))
        return HEX_WALK_DONE;
    exits = hex_walk_first_exits(w, e);
    if (exits == 0)
        return HEX_WALK_DONE; /* unreachable: only from == to has no exit */
    if (exits == 2)
        return hex_walk_corner(w, e, out);
    hex_walk_across(w, &e[0], next);
    hex_walk_set(w, next);
    out[0] = hex_walk_absolute(w, w->at);
    return HEX_WALK_HEX;
}

/* ---------------------------------------------------------------- lines and line of sight */

static void hex_line_put(wg_hex *out, int32_t *out_edge, int cap, int i, wg_hex h, int edge)
{
    if (i >= cap)
        return;
    out[i] = h;
    if (out_edge)
        out_edge[i] = edge;
}

int wg_hex_line(wg_hex from, wg_hex to, wg_hex *out, int32_t *out_edge, int cap)
{
    hex_walk w;
    wg_hex step[3];
    int n = 0, kind;
    if (cap < 0 || (!out && cap > 0) || !hex_in_range(from) || !hex_in_range(to))
        return WG_EINVAL;
    hex_walk_init(&w, from, to);
    hex_line_put(out, out_edge, cap, n++, from, 0);
    while ((kind = hex_walk_step(&w, step)) != HEX_WALK_DONE) {
        if (kind == HEX_WALK_EDGE) {
            hex_line_put(out, out_edge, cap, n++, step[0], 1);
            hex_line_put(out, out_edge, cap, n++, step[1], 1);
            step[0] = step[2];
        }
        hex_line_put(out, out_edge, cap, n++, step[0], 0);
    }
    return n;
}

int wg_hex_los(wg_hex from, wg_hex to, wg_hex_blocks_fn blocks, void *payload)
{
    hex_walk w;
    wg_hex step[3];
    int kind;
    if (!hex_in_range(from) || !hex_in_range(to))
        return WG_EINVAL;
    if (!blocks)
        return 1;
    hex_walk_init(&w, from, to);
    while ((kind = hex_walk_step(&w, step)) != HEX_WALK_DONE) {
        /* Along an edge, one blocking side is not enough (M44-B9). */
        if (kind == HEX_WALK_EDGE) {
            if (blocks(payload, step[0].q, step[0].r) && blocks(payload, step[1].q, step[1].r))
                return 0;
            step[0] = step[2];
        }
        if (!wg_hex_equal(step[0], to) && blocks(payload, step[0].q, step[0].r))
            return 0;
    }
    return 1;
}
