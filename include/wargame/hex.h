/*
 * libwargame: hex grid geometry (pure functions, no state).
 *
 * The boards of Memoir '44, Memoir of Battle and OGRE are drawn with
 * horizontal rows of POINTY-TOP hexes, so that is the grid here.
 *
 * Coordinates are axial (q, r): r is the row, growing down the board; q
 * grows to the right along a row (east), and every row down shifts q by
 * half a hex. The third cube coordinate is s = -q - r (see wg_hex_s). With
 * hexes of "size" 1 (centre to corner), the centre of (q, r) is drawn at
 *
 *     x = sqrt(3) * (q + r / 2),   y = 3/2 * r        (y down the screen)
 *
 * Directions are numbered 0..5, counter-clockwise as seen on the board,
 * starting east:
 *
 *     dir  name        (dq, dr)            2   1
 *      0   east        (+1,  0)             \ /
 *      1   north-east  (+1, -1)          3 - * - 0
 *      2   north-west  ( 0, -1)             / \
 *      3   west        (-1,  0)            4   5
 *      4   south-west  (-1, +1)
 *      5   south-east  ( 0, +1)
 *
 * The opposite of direction d is (d + 3) % 6.
 *
 * Range: every function here is exact when |q|, |r| and |s| of every hex
 * passed in are at most WG_HEX_COORD_MAX (far beyond any board). Functions
 * that can report an error refuse larger coordinates with WG_EINVAL; the
 * others give unspecified (but defined) results.
 */
#ifndef WARGAME_HEX_H
#define WARGAME_HEX_H

#include <stdint.h>

#include "wargame/wargame.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Largest |q|, |r| or |s| for which the hex functions are exact (2^28). */
#define WG_HEX_COORD_MAX 268435456

/** One hex, in axial coordinates (see the top of this header). */
typedef struct wg_hex {
    int32_t q; /**< column axis: grows east along a row */
    int32_t r; /**< row: grows down the board */
} wg_hex;

/** The six directions, in their fixed order (see the top of this header). */
typedef enum wg_hex_dir {
    WG_HEX_E = 0,
    WG_HEX_NE = 1,
    WG_HEX_NW = 2,
    WG_HEX_W = 3,
    WG_HEX_SW = 4,
    WG_HEX_SE = 5
} wg_hex_dir;

/**
 * Offset layouts of a rectangular board of pointy-top hexes, where boards
 * are written as (col, row) with row 0 at the top:
 * - WG_HEX_ODD_R: odd rows are shifted half a hex to the right;
 * - WG_HEX_EVEN_R: even rows are shifted half a hex to the right.
 */
typedef enum wg_hex_layout {
    WG_HEX_ODD_R = 0,
    WG_HEX_EVEN_R = 1
} wg_hex_layout;

/* ---------------------------------------------------------------- basics */

/**
 * Make a hex (for C++ and FFI callers, which have no compound literals).
 * @param q  axial q
 * @param r  axial r (the row)
 * @return the hex (q, r)
 */
WG_API wg_hex wg_hex_make(int32_t q, int32_t r);

/**
 * The third cube coordinate of a hex.
 * @param h  the hex
 * @return s = -q - r
 */
WG_API int32_t wg_hex_s(wg_hex h);

/**
 * Whether two hexes are the same.
 * @param a  one hex
 * @param b  the other
 * @return 1 if a and b have the same q and r, else 0
 */
WG_API int wg_hex_equal(wg_hex a, wg_hex b);

/**
 * The number of hex steps between two hexes. This is also range as
 * Memoir '44 and Memoir of Battle count it (MB-L1): the target hex counts,
 * the firer's does not, so adjacent hexes are at range 1.
 * @param a  one hex
 * @param b  the other
 * @return max(|dq|, |dr|, |ds|), 0 when a equals b
 */
WG_API int32_t wg_hex_distance(wg_hex a, wg_hex b);

/* ---------------------------------------------------------------- offset boards */

/**
 * Convert an offset board position to axial coordinates.
 * @param col     column on the board (0 = leftmost hex of its row)
 * @param row     row on the board (0 = top row); becomes r unchanged
 * @param layout  WG_HEX_ODD_R or WG_HEX_EVEN_R; any other value is read
 *                as WG_HEX_ODD_R
 * @return the hex at (col, row)
 */
WG_API wg_hex wg_hex_from_offset(int col, int row, int layout);

/**
 * Convert a hex to an offset board position; the inverse of
 * wg_hex_from_offset for the same layout.
 * @param h       the hex
 * @param layout  WG_HEX_ODD_R or WG_HEX_EVEN_R; any other value is read
 *                as WG_HEX_ODD_R
 * @param col     receives the column (may be NULL)
 * @param row     receives the row, equal to h.r (may be NULL)
 */
WG_API void wg_hex_to_offset(wg_hex h, int layout, int *col, int *row);

/* ---------------------------------------------------------------- neighbours */

/**
 * The hex next to h in a direction.
 * @param h    the hex
 * @param dir  the direction; any int, taken modulo 6 (so dir + 3 is the
 *             opposite direction and -1 means 5)
 * @return the neighbour of h in that direction
 */
WG_API wg_hex wg_hex_neighbor(wg_hex h, int dir);

/**
 * The direction from a hex to an adjacent one.
 * @param a  the hex to look from
 * @param b  the hex to look at
 * @return the direction d (0..5) with wg_hex_neighbor(a, d) equal to b, or
 *         -1 when b is not adjacent to a (including when b equals a)
 */
WG_API int wg_hex_direction_of(wg_hex a, wg_hex b);

/**
 * The hexes at exactly `radius` steps from a centre, in ring order: the
 * first is `radius` steps south-west (direction 4) of the centre, and the
 * ring is walked counter-clockwise (first east along the bottom edge).
 * Radius 0 gives the centre alone.
 * @param center  the centre of the ring
 * @param radius  0 .. WG_HEX_COORD_MAX
 * @param out     receives up to `cap` hexes; may be NULL when cap is 0
 * @param cap     capacity of out (>= 0)
 * @return the number of hexes in the whole ring (6 * radius, or 1 for
 *         radius 0), which may exceed cap: then only the first cap are
 *         written; WG_EINVAL for a negative or too large radius, a negative
 *         cap, or a NULL out with cap > 0
 */
WG_API int wg_hex_ring(wg_hex center, int radius, wg_hex *out, int cap);

/**
 * The hexside between two adjacent hexes, in canonical form, so that a
 * ruleset can key data such as "a ridge on this hexside" by it. Each
 * hexside has exactly one canonical form: a hex and one of the directions
 * east (0), north-east (1) or north-west (2); the side between a and b is
 * the same whichever of the two is passed first.
 * @param a        one hex
 * @param b        a hex adjacent to a
 * @param out_hex  receives the canonical hex (a or b); may be NULL
 * @param out_dir  receives the canonical direction, 0, 1 or 2, from
 *                 *out_hex to the other hex; may be NULL
 * @return WG_OK; WG_EINVAL (outputs untouched) when a and b are not adjacent
 */
WG_API int wg_hex_side(wg_hex a, wg_hex b, wg_hex *out_hex, int *out_dir);

/* ---------------------------------------------------------------- lines and line of sight */

/**
 * A blocking test for wg_hex_los: return non-zero if hex (q, r) blocks sight
 * (terrain or a unit, as the ruleset decides), 0 if it does not. The hex
 * comes as two integers, not a struct, so FFI callbacks (LuaJIT) can take it.
 */
typedef int (*wg_hex_blocks_fn)(void *payload, int32_t q, int32_t r);

/**
 * The hexes that the straight line from the centre of `from` to the
 * centre of `to` passes through, in order from `from` to `to` (both
 * included).
 *
 * The line is exact geometry, computed in integers: a hex is listed when
 * the line passes through its inside, however little (a line may clip the
 * corner of a hex). A hex the line only touches at one corner point is not
 * listed. When the line runs along an edge (only lines along the three
 * "between two neighbours" axes do, such as (0,0) to (1,1)), the two hexes
 * on either side of that edge are listed as an edge pair: two consecutive
 * entries with out_edge set to 1, first the one whose direction from the
 * hex listed before them is d, then the one in direction (d + 1) % 6. Every
 * other entry has out_edge 0; two edge pairs are never adjacent in the
 * list, and `from` and `to` are never part of one.
 *
 * The list has at most 2 * wg_hex_distance(from, to) + 1 entries, and one
 * entry (from) when from equals to.
 *
 * @param from      the hex the line starts at
 * @param to        the hex the line ends at
 * @param out       receives up to cap hexes; may be NULL when cap is 0
 * @param out_edge  receives up to cap flags (1 = half of an edge pair);
 *                  may be NULL
 * @param cap       capacity of out (and of out_edge), >= 0
 * @return the total number of entries (which may exceed cap: then only the
 *         first cap are written); WG_EINVAL for a negative cap, NULL out
 *         with cap > 0, or a coordinate beyond WG_HEX_COORD_MAX
 */
WG_API int wg_hex_line(wg_hex from, wg_hex to, wg_hex *out, int32_t *out_edge, int cap);

/**
 * Line of sight from the centre of one hex to the centre of another, by the
 * rule Memoir '44 and Memoir of Battle share (M44-B9, MB-L1): only hexes
 * strictly between the two are tested (never `from` or `to` themselves); a
 * hex the line passes through (see wg_hex_line) blocks if `blocks` says
 * so; where the line runs along an edge, it is blocked there only if the
 * hexes on BOTH sides block. Symmetric: from -> to and to -> from always
 * agree.
 *
 * `blocks` is called in order along the line, at most once per hex, and
 * not after the first block; for an edge pair the second hex is asked only
 * when the first blocks. Exact integer arithmetic: the same answer on every
 * compiler and platform.
 *
 * @param from     the firer's hex
 * @param to       the target's hex
 * @param blocks   the blocking test; NULL means nothing blocks
 * @param payload  passed to blocks unchanged
 * @return 1 if the line is clear, 0 if it is blocked; WG_EINVAL for a
 *         coordinate beyond WG_HEX_COORD_MAX
 */
WG_API int wg_hex_los(wg_hex from, wg_hex to, wg_hex_blocks_fn blocks, void *payload);

#ifdef __cplusplus
}
#endif

#endif /* WARGAME_HEX_H */
