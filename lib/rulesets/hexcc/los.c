/*
 * Line of sight on the board: wargame/hex.h walks the line and applies the
 * edge rule; this file says which hexes block (terrain that blocks sight,
 * unless the ruleset's exception lets this line past it, and whatever the
 * ruleset says stands in the way). Lines up to HEXCC_SIGHT_RADIUS long come
 * from a table of wg_hex_line's answers, read with the same edge rule, so
 * that listings which ask for many lines do not redo the geometry.
 */
#include "hexcc.h"

typedef struct los_ctx {
    const hexcc_board *b;
    const int32_t *terrain;
    int from, to;
    const hexcc_sight *sight;
} los_ctx;

static int cell_blocks(const los_ctx *c, int cell)
{
    if (cell < 0)
        return 0; /* beyond the edge: nothing there */
    const hexcc_sight *s = c->sight;
    if (s && s->occupied_bits && (s->occupied_bits[cell >> 6] >> (cell & 63)) & 1)
        return 1;
    if (s && s->occupied && s->occupied(s->payload, cell))
        return 1;
    int type = c->terrain ? c->terrain[cell] : c->b->terrain[cell];
    if (!c->b->type[type].blocks_sight)
        return 0;
    return !(s && s->sees_past && s->sees_past(s->payload, c->from, c->to, cell));
}

static int los_blocks(void *payload, int32_t q, int32_t r)
{
    const los_ctx *c = payload;
    return cell_blocks(c, hexcc_board_cell(c->b, wg_hex_make(q, r)));
}

/* ------------------------------------------------------------ the table */

static int sight_index(int dq, int dr)
{
    return (dq + HEXCC_SIGHT_RADIUS) * HEXCC_SIGHT_SPAN + dr + HEXCC_SIGHT_RADIUS;
}

/* Append the steps of the line from (0, 0) to (dq, dr): its entries but the ends. */
static int sight_add_line(hexcc_sightlines *t, int n, int dq, int dr)
{
    wg_hex line[4 * HEXCC_SIGHT_RADIUS + 1];
    int32_t edge[4 * HEXCC_SIGHT_RADIUS + 1];
    int len = wg_hex_line(wg_hex_make(0, 0), wg_hex_make(dq, dr), line, edge,
                          4 * HEXCC_SIGHT_RADIUS + 1);
    for (int i = 1; i < len - 1; i++) {
        hexcc_sight_step st = { (int8_t)line[i].q, (int8_t)line[i].r, (uint8_t)edge[i] };
        t->step[n++] = st;
    }
    return n;
}

void hexcc_sightlines_init(hexcc_sightlines *t)
{
    int n = 0;
    for (int dq = -HEXCC_SIGHT_RADIUS; dq <= HEXCC_SIGHT_RADIUS; dq++)
        for (int dr = -HEXCC_SIGHT_RADIUS; dr <= HEXCC_SIGHT_RADIUS; dr++) {
            t->start[sight_index(dq, dr)] = (uint16_t)n;
            if (wg_hex_distance(wg_hex_make(0, 0), wg_hex_make(dq, dr)) <= HEXCC_SIGHT_RADIUS)
                n = sight_add_line(t, n, dq, dr);
        }
    t->start[HEXCC_SIGHT_SPAN * HEXCC_SIGHT_SPAN] = (uint16_t)n;
}

static int abs_int(int v)
{
    return v < 0 ? -v : v;
}

/* Line of sight along the table's steps: 1 clear, 0 blocked, -1 not in the table. */
static int sight_from_table(const los_ctx *c, const hexcc_sightlines *t)
{
    wg_hex a = c->b->hex[c->from], z = c->b->hex[c->to];
    int dq = z.q - a.q, dr = z.r - a.r;
    if (abs_int(dq) + abs_int(dr) + abs_int(dq + dr) > 2 * HEXCC_SIGHT_RADIUS)
        return -1;
    int i = sight_index(dq, dr);
    const hexcc_sight_step *st = t->step + t->start[i], *end = t->step + t->start[i + 1];
    for (; st < end; st++) {
        int cell = hexcc_board_cell(c->b, wg_hex_make(a.q + st->dq, a.r + st->dr));
        if (!st->pair) {
            if (cell_blocks(c, cell))
                return 0;
            continue;
        }
        /* an edge pair: blocked only if both sides block (M44-B9) */
        st++;
        if (cell_blocks(c, cell) &&
            cell_blocks(c, hexcc_board_cell(c->b, wg_hex_make(a.q + st->dq, a.r + st->dr))))
            return 0;
    }
    return 1;
}

/* The steps of the table's line from cell `from` to cell `to` as bits: see hexcc.h. */
int hexcc_sight_between(const hexcc_board *b, const hexcc_sightlines *t, int from, int to,
                        uint64_t *bits)
{
    wg_hex a = b->hex[from], z = b->hex[to];
    int dq = z.q - a.q, dr = z.r - a.r;
    if (abs_int(dq) + abs_int(dr) + abs_int(dq + dr) > 2 * HEXCC_SIGHT_RADIUS)
        return HEXCC_BETWEEN_UNKNOWN;
    int i = sight_index(dq, dr), kind = HEXCC_BETWEEN_PLAIN;
    for (const hexcc_sight_step *st = t->step + t->start[i]; st < t->step + t->start[i + 1];
         st++) {
        if (st->pair)
            kind = HEXCC_BETWEEN_EDGE;
        wg_hex h = { a.q + st->dq, a.r + st->dr }; /* board coordinates: small */
        int cell = hexcc_board_cell(b, h);
        if (cell >= 0) /* beyond the edge: nothing there to block */
            bits[cell >> 6] |= (uint64_t)1 << (cell & 63);
    }
    return kind;
}

int hexcc_los(const hexcc_board *b, const int32_t *terrain, int from, int to,
              const hexcc_sight *sight)
{
    los_ctx c = { b, terrain, from, to, sight };
    if (sight && sight->lines) {
        int clear = sight_from_table(&c, sight->lines);
        if (clear >= 0)
            return clear;
    }
    return wg_hex_los(b->hex[from], b->hex[to], los_blocks, &c) == 1;
}
