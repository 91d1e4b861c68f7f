/*
 * hexcc: "hex command & colors", the battle code that the Memoir of Battle
 * ruleset (mob) shares with Memoir '44 (m44). Internal (not installed).
 *
 * - board.c:   the board (size, layout, terrain per hex from a data-driven
 *              table of terrain types, hill heights) and its YAML parser;
 * - los.c:     line of sight through wargame/hex.h with blocking terrain,
 *              the units in the way and a ruleset's exception hook;
 * - dice.c:    battle dice: N dice of a 6-face die whose face table is
 *              data, counted by symbol and by what a target is hit by;
 * - retreat.c: retreats towards the owner's edge, blocked hexes, a figure
 *              lost per hex not made, and the owner's choice of path as a
 *              decision;
 * - odds.c:    exact odds of a roll: the dice counted by classes of faces
 *              (a multinomial), the outcomes merged and ordered;
 * - sample.c:  the random agent's draw of a one-hex step without a listing
 *              (and, in this header, occupancy bits for listings).
 *
 * Cells: a board's hexes are numbered row by row, left to right, from 0 to
 * ncells - 1 (row_start[row] + column of the offset position); -1 means
 * "off the board". On a rectangle that is row * columns + column; on the
 * Memoir '44 board (HEXCC_SHAPE_MEMOIR) the odd rows hold one hex more.
 * Code that needs a cell's column or row asks hexcc_board_offset.
 */
#ifndef WG_HEXCC_H
#define WG_HEXCC_H

#include <stdint.h>

#include "core/ruleset.h"
#include "core/schema.h"
#include "wargame/hex.h"

#define HEXCC_MAX_SIDE 32
#define HEXCC_MAX_CELLS (HEXCC_MAX_SIDE * HEXCC_MAX_SIDE)
#define HEXCC_MAX_TERRAIN 32
#define HEXCC_NAME 32
#define HEXCC_MAX_HEIGHT 9
#define HEXCC_FACES 6
#define HEXCC_MAX_SYMBOLS 8
#define HEXCC_MAX_DICE 64

/* ------------------------------------------------------------ board.c */

/* What the shared code needs to know of a terrain type; rulesets keep the rest. */
typedef struct hexcc_terrain {
    char key[HEXCC_NAME];      /* the name scenarios use: "built_up" */
    char name[HEXCC_NAME];     /* for people: "built-up area" */
    int32_t blocks_sight;
    int32_t hill;              /* has a height; the hill sight rules apply */
    int32_t impassable;        /* no unit enters it, moving or retreating */
    int32_t no_retreat;        /* no unit retreats into it */
} hexcc_terrain;

/* The edge of the board a side retreats towards. */
enum { HEXCC_HOME_BOTTOM = 0, HEXCC_HOME_TOP = 1, HEXCC_HOME_LEFT = 2, HEXCC_HOME_RIGHT = 3 };

/*
 * Board shapes: a rectangle (every row `columns` hexes), or the Memoir '44
 * board: even-r, rows 0, 2, ... hold `columns` full hexes and the odd rows
 * `columns` + 1 hexes whose first and last are half hexes cut by the
 * board's left and right edges (12 full and 2 halves on the 13-hex board).
 */
enum { HEXCC_SHAPE_RECTANGLE = 0, HEXCC_SHAPE_MEMOIR = 1 };

/* What hexcc_board_half says of a hex. */
enum { HEXCC_FULL_HEX = 0, HEXCC_HALF_LEFT = 1, HEXCC_HALF_RIGHT = 2 };

typedef struct hexcc_board {
    int32_t columns, rows, layout, ncells;
    int32_t shape;                       /* HEXCC_SHAPE_* */
    int32_t row_start[HEXCC_MAX_SIDE + 1]; /* first cell of each row; [rows] = ncells */
    int32_t nterrain;                    /* type 0 is open ground */
    hexcc_terrain type[HEXCC_MAX_TERRAIN];
    uint8_t terrain[HEXCC_MAX_CELLS];    /* type index per cell */
    uint8_t height[HEXCC_MAX_CELLS];     /* hill height, 0 off hills */
    int16_t nb[HEXCC_MAX_CELLS][6];      /* neighbour per direction, -1 off the board */
    wg_hex hex[HEXCC_MAX_CELLS];         /* axial position per cell */
} hexcc_board;

/* Set the size and layout of a rectangle; every cell open ground (type 0, height 0). */
void hexcc_board_init(hexcc_board *b, int columns, int rows, int layout);
/* The same for a shape (HEXCC_SHAPE_MEMOIR needs columns < HEXCC_MAX_SIDE and layout even-r). */
void hexcc_board_init_shape(hexcc_board *b, int columns, int rows, int layout, int shape);
/* Hexes in `row` (0 off the board). */
static inline int hexcc_board_row_hexes(const hexcc_board *b, int row)
{
    return row < 0 || row >= b->rows ? 0 : b->row_start[row + 1] - b->row_start[row];
}

/* Cell of an offset position [column, row], -1 off the board. */
static inline int hexcc_board_cell_at(const hexcc_board *b, int column, int row)
{
    if (column < 0 || column >= hexcc_board_row_hexes(b, row))
        return -1;
    return b->row_start[row] + column;
}

/* Offset position of a cell (inline: the section and hex queries ask it often). */
static inline void hexcc_board_offset(const hexcc_board *b, int cell, int *column, int *row)
{
    *row = b->hex[cell].r;  /* wg_hex_from_offset keeps the row as r */
    *column = cell - b->row_start[*row];
}

/* HEXCC_FULL_HEX, or which edge cuts the cell in half. */
int hexcc_board_half(const hexcc_board *b, int cell);
/* Cell of an axial hex, -1 off the board. Inline, as wg_hex_to_offset for a
 * row on the board (so r >= 0): line of sight and listings ask it per step. */
static inline int hexcc_board_cell(const hexcc_board *b, wg_hex h)
{
    if (h.r < 0 || h.r >= b->rows)
        return -1;
    int64_t shift = b->layout == WG_HEX_EVEN_R ? (h.r + 1) / 2 : h.r / 2;
    int64_t col = (int64_t)h.q + shift;
    int first = b->row_start[h.r];
    return col < 0 || col >= b->row_start[h.r + 1] - first ? -1 : first + (int)col;
}

/* The cell of hex h into *cell, for a public query: WG_OK, or WG_ERANGE with
 * last_error naming `query` when h is off the board (wargame.h's contract). */
int hexcc_query_cell(const wg_game *g, const hexcc_board *b, const char *query, wg_hex h,
                     int *cell);

/* The line of sight query: los(g, from's cell, to's cell) (1 or 0), or the
 * refusal of a hex off the board. */
int hexcc_query_sight(const wg_game *g, const hexcc_board *b, const char *query, wg_hex from,
                      wg_hex to, int (*los)(const wg_game *g, int from, int to));

/* Hexes between two cells (wg_hex_distance's answer; inline: listings ask it per
 * unit pair, and board coordinates are small, so int arithmetic cannot overflow). */
static inline int hexcc_board_distance(const hexcc_board *b, int a, int c)
{
    int dq = b->hex[c].q - b->hex[a].q, dr = b->hex[c].r - b->hex[a].r, ds = dq + dr;
    dq = dq < 0 ? -dq : dq;
    dr = dr < 0 ? -dr : dr;
    ds = ds < 0 ? -ds : ds;
    int max = dq > dr ? dq : dr;
    return max > ds ? max : ds;
}

/* The wg_unit_info fields of a unit of a hexcc board that m44 and mob fill
 * alike: its player and kind, where it stands (alive and on the board at
 * cell, or neither when cell < 0) and whether it has moved. */
static inline void hexcc_unit_info(const hexcc_board *b, int player, int kind, int cell,
                                   int moved, wg_unit_info *out)
{
    out->player = player;
    out->kind = kind;
    if (cell >= 0) {
        out->flags = WG_UNIT_ALIVE | WG_UNIT_ON_BOARD;
        out->x = b->hex[cell].q;
        out->y = b->hex[cell].r;
    }
    if (moved)
        out->flags |= WG_UNIT_MOVED;
}
/* Terrain type index named `key` (a scalar node), -1 if none. */
int hexcc_terrain_find(const hexcc_board *b, const wg_ynode *key);
/*
 * Parse a board map: columns, rows, layout (odd-r | even-r), shape
 * (rectangle | memoir: HEXCC_SHAPE_MEMOIR, even-r by default) and terrain:
 * [{at: [c, r], type: name, height: N}, ...] with the type names already
 * in b->type. Every other key of the map must be in `extra_keys` (may be
 * NULL), which the caller parses. Errors at file:line:column.
 */
int hexcc_board_parse(const wg_reader *R, const wg_ynode *map, hexcc_board *b,
                      const char *const *extra_keys);
/* An offset position [column, row] on the board: its cell. */
int hexcc_parse_cell(const wg_reader *R, const wg_ynode *n, const hexcc_board *b, int32_t *cell);
/* Reads the ruleset's own fields of terrain type t (entry v) into `data`. */
typedef int (*hexcc_terrain_reader)(const wg_reader *R, void *data, int t, const wg_ynode *v);
/*
 * A terrain table (terrain.yaml's `terrain:` map): every one of `keys` (the
 * ruleset's terrain order), and nothing else, maps to an entry; `fields`
 * reads an entry into b->type[t] (key and name default to the key; it names
 * the ruleset's own keys as code fields), then `more` reads the rest.
 */
int hexcc_read_terrain(const wg_reader *R, const wg_ynode *map, hexcc_board *b,
                       const char *const *keys, const wg_field *fields,
                       hexcc_terrain_reader more, void *data);
/* The home edge names "bottom", "top", "left", "right" (NULL-terminated). */
extern const char *const hexcc_home_names[];

/* ------------------------------------------------------------ los.c */

/*
 * How a ruleset adds to the terrain's own blocking (all hooks optional):
 * - sees_past: the hill exception: non-zero if blocking terrain at `cell`
 *   does not block the line from `from` to `to`;
 * - occupied: non-zero if something at `cell` (a unit) blocks sight.
 */
/*
 * Lines of sight as steps from their start, precomputed once per ruleset
 * data (hexcc_sightlines_init): a line only depends on where its end is from
 * its start, so one table serves every pair of cells up to
 * HEXCC_SIGHT_RADIUS apart and hexcc_los need not walk the geometry again.
 * A step is a hex strictly between the ends, or half of an edge pair (both
 * halves have `pair` set, the pair's order as in wg_hex_line).
 */
#define HEXCC_SIGHT_RADIUS 10
#define HEXCC_SIGHT_SPAN (2 * HEXCC_SIGHT_RADIUS + 1)
/* Steps of every line up to the radius: 6d lines of 2d - 1 steps at distance d. */
#define HEXCC_SIGHT_STEPS (HEXCC_SIGHT_RADIUS * (HEXCC_SIGHT_RADIUS + 1) * (4 * HEXCC_SIGHT_RADIUS - 1))
typedef struct hexcc_sight_step {
    int8_t dq, dr;   /* axial offset from the line's start */
    uint8_t pair;    /* half of an edge pair */
} hexcc_sight_step;
typedef struct hexcc_sightlines {
    /* steps of the line to offset (dq, dr): start[i] .. start[i + 1] - 1, where
       i = (dq + RADIUS) * SPAN + dr + RADIUS */
    uint16_t start[HEXCC_SIGHT_SPAN * HEXCC_SIGHT_SPAN + 1];
    hexcc_sight_step step[HEXCC_SIGHT_STEPS];
} hexcc_sightlines;
/* Fill the table (the same for every board). */
void hexcc_sightlines_init(hexcc_sightlines *t);
typedef struct hexcc_sight {
    int (*sees_past)(const void *payload, int from, int to, int cell);
    int (*occupied)(const void *payload, int cell);
    const void *payload;
    const hexcc_sightlines *lines; /* the precomputed lines, or NULL: walk each line */
    /* bit per cell, set where something stands in the way, or NULL: asked before
     * occupied(), without a call, by a listing that tries many lines */
    const uint64_t *occupied_bits;
} hexcc_sight;

/*
 * The cells strictly between `from` and `to` that a line of sight tests,
 * OR-ed into bits (bit c of word c / 64: cell c), for a ruleset that keeps
 * them per pair of cells and tests a line as one AND with what blocks.
 * Returns what the bits say: HEXCC_BETWEEN_PLAIN, the line is clear exactly
 * when none of them blocks; HEXCC_BETWEEN_EDGE, it has an edge pair (both
 * halves in the bits; they block only together), so it is clear when none
 * blocks and otherwise only the walk can tell; HEXCC_BETWEEN_UNKNOWN, the
 * table does not hold the line (longer than its radius; bits untouched).
 */
enum { HEXCC_BETWEEN_UNKNOWN = 0, HEXCC_BETWEEN_PLAIN = 1, HEXCC_BETWEEN_EDGE = 2 };
int hexcc_sight_between(const hexcc_board *b, const hexcc_sightlines *t, int from, int to,
                        uint64_t *bits);

/*
 * Line of sight from cell `from` to cell `to` (M44-B9, MB-L1): centre to
 * centre, blocked by a blocking hex strictly between, along an edge only
 * when both sides block. `terrain` is the live terrain per cell (NULL: the
 * board's own). 1 clear, 0 blocked.
 */
int hexcc_los(const hexcc_board *b, const int32_t *terrain, int from, int to,
              const hexcc_sight *sight);

/* ------------------------------------------------------------ dice.c */

/* A battle die: the symbol on each face, face 1 first (symbols are the ruleset's). */
typedef struct hexcc_die {
    int32_t face[HEXCC_FACES];
} hexcc_die;

/* What a roll of battle dice came up with. */
typedef struct hexcc_roll {
    int32_t dice;
    int32_t count[HEXCC_MAX_SYMBOLS];   /* dice showing each symbol */
} hexcc_roll;

/*
 * Roll n battle dice (at most HEXCC_MAX_DICE) through wg_roll_die: each one
 * is a d6 event with `purpose`, need 0, `unit` and `target`.
 */
void hexcc_dice_roll(wg_game *g, const hexcc_die *die, int n, int purpose, int unit, int target,
                     hexcc_roll *out);
/* Dice of a roll whose symbol is in `mask` (bit s = symbol s): hits on a target hit by those. */
int hexcc_dice_count(const hexcc_roll *r, uint32_t mask);
/* Faces of the die (of HEXCC_FACES) whose symbol is in `mask`. */
int hexcc_dice_faces(const hexcc_die *die, uint32_t mask);

/* ------------------------------------------------------------ retreat.c */

/*
 * The hexes one retreat step from `cell` may go to, before units and
 * ruleset limits: on the board, towards `home` (strictly nearer that edge),
 * not impassable, not a no-retreat type (terrain = live types per cell, or
 * NULL for the board's). Bottom/top homes give up to 2, left/right up to 3,
 * in direction order. Returns how many were written to out.
 */
int hexcc_retreat_hexes(const hexcc_board *b, const int32_t *terrain, int cell, int home,
                        int out[3]);

/* What the retreat code needs of a ruleset. */
typedef struct hexcc_retreat_ops {
    int kind;        /* the decision's kind: its row (type WG_DEC_RETREAT, answer
                        RETREAT with unit, x, y) lists with hexcc_retreat_legal and
                        applies with hexcc_retreat_apply */
    const hexcc_board *(*board)(const wg_game *g);
    const int32_t *(*terrain)(const wg_game *g);      /* live terrain, or NULL */
    int (*cell_of)(const wg_game *g, int unit);        /* -1 once the unit is gone */
    int (*can_enter)(const wg_game *g, int unit, int cell); /* units, unit-type limits */
    void (*step)(wg_game *g, int unit, int cell);      /* move it (and what goes with it) */
    void (*lose)(wg_game *g, int unit, int figures);   /* figures for hexes not made */
} hexcc_retreat_ops;

/*
 * Retreat `unit` of `player` `hexes` hexes towards `home`. Steps with one
 * legal hex are made at once; with none, the unit loses a figure per hex
 * left (M44-B5, MB-D3); with two or more, a WG_DEC_RETREAT frame is pushed
 * for the owner (unit, x/y its hex, count = hexes left).
 * Returns 1 when the retreat is over, 0 when the owner must choose.
 */
int hexcc_retreat_start(wg_game *g, const hexcc_retreat_ops *ops, int unit, int player, int home,
                        int hexes);
/* Where a retreat gets before anyone must choose (hexcc_retreat_forced). */
typedef struct hexcc_retreat_path {
    int32_t steps;   /* hexes made without a choice */
    int32_t left;    /* hexes still to retreat after them (0: the retreat is over) */
    int32_t choice;  /* with left > 0: 1 if two or more hexes are legal (the owner
                        chooses next), 0 if none is (left figures are lost) */
    int32_t cell;    /* the unit's cell after the steps */
} hexcc_retreat_path;

/*
 * The steps hexcc_retreat_start would make without asking, worked out
 * without changing the game (for exact odds): the same legal-hex test at
 * each step, from the cell the step before reached. Exact as long as a step
 * moves nothing ops->can_enter looks at but the unit itself and what comes
 * into its hex with it (true of mob: any unit blocks, and the hexes behind
 * a retreat are never candidates again).
 */
void hexcc_retreat_forced(const wg_game *g, const hexcc_retreat_ops *ops, int unit, int home,
                          int hexes, hexcc_retreat_path *out);
/* The top frame is a retreat decision: list RETREAT unit x y per legal hex. */
void hexcc_retreat_legal(const wg_game *g, const hexcc_retreat_ops *ops, wg_sink *s);
/* Apply a legal RETREAT; pops the frame. Returns 1 when the retreat is over, 0 if asked again. */
int hexcc_retreat_apply(wg_game *g, const hexcc_retreat_ops *ops, const wg_action *a);

/* ------------------------------------------------------------ sample.c */

/* The most units a hexcc ruleset has (m44 48, mob 64). */
#define HEXCC_MAX_UNITS 128

/* Every hex a unit stands in, as a bit per cell (hexcc_sight.occupied_bits reads it). */
typedef struct hexcc_occupancy {
    uint64_t bits[HEXCC_MAX_CELLS / 64];
} hexcc_occupancy;
/* No hex of the first ncells held (inline: a few words on the shipped boards). */
static inline void hexcc_occupancy_clear(hexcc_occupancy *o, int ncells)
{
    for (int w = 0; w < (ncells + 63) / 64; w++)
        o->bits[w] = 0;
}
static inline void hexcc_occupancy_add(hexcc_occupancy *o, int cell)
{
    o->bits[cell >> 6] |= (uint64_t)1 << (cell & 63);
}
/* hexcc_occupancy_add when `held` (0 or 1), without a branch: listings walk
 * every unit, alive or not, and a branch on it mispredicts. */
static inline void hexcc_occupancy_add_if(hexcc_occupancy *o, int cell, int held)
{
    int c = held ? cell : 0; /* a cell off the board indexes nothing */
    o->bits[c >> 6] |= (uint64_t)held << (c & 63);
}
/* Some unit stands in cell (>= 0). */
static inline int hexcc_occupied(const hexcc_occupancy *o, int cell)
{
    return (int)(o->bits[cell >> 6] >> (cell & 63)) & 1;
}

/*
 * Where the units stand, as bits (all, and by side), for a listing's many
 * sight and close-assault tests: taken once, on first use (after
 * hexcc_view_init), by the ruleset's own view function, and valid while the
 * board stands.
 */
typedef struct hexcc_view {
    int32_t known;
    hexcc_occupancy all, side[2];
} hexcc_view;
/* Not yet taken (the bits are filled on first use: no need to clear them). */
static inline void hexcc_view_init(hexcc_view *v)
{
    v->known = 0;
}

/*
 * The units that may step now and the cell of each: the ruleset fills it in
 * one walk over its units, with its own tests inline (a callback per unit
 * was most of a draw's time). A draw tries a step or two: where the other
 * units stand is left to the ruleset's test of the step.
 */
typedef struct hexcc_movers {
    int n;
    int unit[HEXCC_MAX_UNITS], cell[HEXCC_MAX_UNITS];
} hexcc_movers;

/* Unit u (at cell) is a mover when `moves` (0 or 1), without a branch: whether
 * a unit may move looks random to the branch predictor. */
static inline void hexcc_movers_add_if(hexcc_movers *m, int u, int cell, int moves)
{
    m->unit[m->n] = u;
    m->cell[m->n] = cell;
    m->n += moves;
}

/* Whether unit may step to cell `to` (-1 off the board). */
typedef int (*hexcc_may_step)(const wg_game *g, int unit, int to);

/* A MOVE of one of the movers to a neighbour that may_step allows, or PASS,
 * drawn uniformly from those answers: 1, or 0 when it gave up (list then). */
int hexcc_draw_step(const wg_game *g, const hexcc_board *b, const hexcc_movers *m,
                    hexcc_may_step may_step, uint64_t rng[4], wg_action *out);

/* ------------------------------------------------------------ odds.c */

/* Class numbers a ruleset may give a symbol (hexcc_odds_classify). */
#define HEXCC_ODDS_CLASSES 16

/* The die's faces grouped into the classes one battle tells apart. */
typedef struct hexcc_face_classes {
    int n;                        /* classes some face has, in class-number order */
    int weight[HEXCC_FACES];      /* faces of each */
    int symbol[HEXCC_FACES];      /* a symbol of each (-1: faces with no valid symbol) */
} hexcc_face_classes;

/*
 * Group the die's faces by class_of(ctx, symbol), a number from 0 to
 * HEXCC_ODDS_CLASSES - 1; faces with no valid symbol go to class 0. Faces
 * of one class must do the same thing to the battle's tally.
 */
void hexcc_odds_classify(const hexcc_die *die, int (*class_of)(const void *ctx, int symbol),
                         const void *ctx, hexcc_face_classes *out);
/* 6^dice: the common denominator of a roll of `dice` dice. */
uint64_t hexcc_odds_den(int dice);
/*
 * Call visit once per way to count `dice` dice into the classes: `roll`
 * holds each class's count under its symbol, `num` the face sequences that
 * give it (the multinomial coefficient times each class's faces to the
 * power of its dice); the num add up to hexcc_odds_den(dice).
 */
void hexcc_odds_enumerate(const hexcc_face_classes *fc, int dice,
                          void (*visit)(void *ctx, const hexcc_roll *roll, uint64_t num),
                          void *ctx);
/* Add num to the outcome of this kind and value (a new one if none): 0, or -1 when full. */
int hexcc_odds_add(wg_odds *o, int kind, int unit, int part, int value, uint64_t num);
/* wargame.h's order: by kind, then by value (unsigned). */
void hexcc_odds_sort(wg_odds *o);

/* Most dice a battle's odds follow (the outcome values' fields are 4 bits). */
#define HEXCC_ODDS_MAX_DICE 15

/* The forced part of a retreat of each length, worked out once per battle. */
typedef struct hexcc_retreat_memo {
    int known[HEXCC_ODDS_MAX_DICE + 1];
    hexcc_retreat_path path[HEXCC_ODDS_MAX_DICE + 1];
} hexcc_retreat_memo;

/* hexcc_retreat_forced for `hexes` (0..HEXCC_ODDS_MAX_DICE) hexes, computed on first use. */
const hexcc_retreat_path *hexcc_odds_retreat(hexcc_retreat_memo *m, const wg_game *g,
                                             const hexcc_retreat_ops *ops, int unit, int home,
                                             int hexes);
/* Refuse odds with the message "odds: why": returns `status`, not wg_rs_reject's. */
int hexcc_odds_refuse(const wg_game *g, int status, const char *why);

#endif
