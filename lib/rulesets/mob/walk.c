/*
 * Walking distances for the greedy agent: hexes a unit must step to reach a
 * cell going round what its type may not enter (a river but for its
 * bridge, rough ground for all but infantry), where the board distance
 * would send it straight at the river bank and leave it there. Terrain
 * only (units move; a removed fence stays passable), so it is worked out
 * once when the scenario loads, for each class of unit types that may
 * enter the same terrain types. Boards of more than MOB_WALK_CELLS cells,
 * or with more classes than MOB_WALK_CLASSES, keep the board distance.
 */
#include <string.h>

#include "mob_internal.h"

/* Terrain types (bits) the unit type may enter. */
static uint32_t enterable(const mob_data *d, int type)
{
    uint32_t mask = 0;
    for (int t = 0; t < WG_MOB_TERRAIN_COUNT; t++) {
        uint32_t only = d->terrain[t].enter_only;
        if (!d->board.type[t].impassable && (!only || (only & (1u << type))))
            mask |= 1u << t;
    }
    return mask;
}

/* One breadth-first walk from `to`: the last step may enter any cell, the others only `mask`'s. */
static void walk_from(const mob_data *d, uint32_t mask, int to, uint8_t *out)
{
    int16_t queue[MOB_WALK_CELLS];
    int head = 0, tail = 0;
    memset(out, MOB_WALK_NONE, MOB_WALK_CELLS);
    out[to] = 0;
    queue[tail++] = (int16_t)to;
    while (head < tail) {
        int c = queue[head++];
        for (int dir = 0; dir < 6; dir++) {
            int n = d->board.nb[c][dir];
            if (n < 0 || out[n] != MOB_WALK_NONE || !(mask & (1u << d->board.terrain[n])))
                continue;
            out[n] = (uint8_t)(out[c] + 1 < MOB_WALK_NONE ? out[c] + 1 : MOB_WALK_NONE - 1);
            queue[tail++] = (int16_t)n;
        }
    }
}

void mob_walk_build(mob_data *d)
{
    uint32_t masks[MOB_WALK_CLASSES];
    d->walk_classes = 0;
    if (d->board.ncells > MOB_WALK_CELLS)
        return;
    for (int type = 0; type < WG_MOB_UNIT_TYPE_COUNT; type++) {
        uint32_t mask = enterable(d, type);
        int k = 0;
        while (k < d->walk_classes && masks[k] != mask)
            k++;
        if (k == MOB_WALK_CLASSES) {
            d->walk_classes = 0; /* too many: the board distance for all */
            return;
        }
        if (k == d->walk_classes)
            masks[d->walk_classes++] = mask;
        d->walk_class[type] = (uint8_t)k;
    }
    for (int k = 0; k < d->walk_classes; k++)
        for (int to = 0; to < d->board.ncells; to++)
            walk_from(d, masks[k], to, d->walk[k][to]);
}

int mob_walk_distance(const mob_data *d, int type, int from, int to)
{
    if (d->walk_classes == 0)
        return hexcc_board_distance(&d->board, from, to);
    int steps = d->walk[d->walk_class[type]][to][from];
    return steps == MOB_WALK_NONE ? MOB_WALK_FAR : steps;
}
