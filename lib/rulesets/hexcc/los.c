/*
 * Line of sight on the board: wargame/hex.h walks the line and applies the
 * edge rule; this file says which hexes block (terrain that blocks sight,
 * unless the ruleset's exception lets this line past it, and whatever the
 * ruleset says stands in the way).
 */
#include "hexcc.h"

typedef struct los_ctx {
    const hexcc_board *b;
    const int32_t *terrain;
    int from, to;
    const hexcc_sight *sight;
} los_ctx;

static int los_blocks(void *payload, int32_t q, int32_t r)
{
    wg_hex h = wg_hex_make(q, r);
    const los_ctx *c = payload;
    int cell = hexcc_board_cell(c->b, h);
    if (cell < 0)
        return 0; /* beyond the edge: nothing there */
    const hexcc_sight *s = c->sight;
    if (s && s->occupied && s->occupied(s->payload, cell))
        return 1;
    int type = c->terrain ? c->terrain[cell] : c->b->terrain[cell];
    if (!c->b->type[type].blocks_sight)
        return 0;
    return !(s && s->sees_past && s->sees_past(s->payload, c->from, c->to, cell));
}

int hexcc_los(const hexcc_board *b, const int32_t *terrain, int from, int to,
              const hexcc_sight *sight)
{
    los_ctx c = { b, terrain, from, to, sight };
    return wg_hex_los(b->hex[from], b->hex[to], los_blocks, &c) == 1;
}
