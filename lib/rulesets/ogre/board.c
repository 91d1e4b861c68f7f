/*
 * The map: cells (row * columns + column) and their axial hexes, craters,
 * ridges on hexsides and terrain costs (OG-M1), and the entry edge.
 */
#include <string.h>

#include "ogre_internal.h"

static int cell_at(const ogre_data *d, int col, int row)
{
    if (col < 0 || row < 0 || col >= d->columns || row >= d->rows)
        return -1;
    return row * d->columns + col;
}

int ogre_board_cell(const ogre_data *d, wg_hex h)
{
    int col, row;
    if (h.q < -WG_HEX_COORD_MAX || h.q > WG_HEX_COORD_MAX || h.r < -WG_HEX_COORD_MAX ||
        h.r > WG_HEX_COORD_MAX)
        return -1;
    wg_hex_to_offset(h, d->layout, &col, &row);
    return cell_at(d, col, row);
}

/* Each cell's hex and neighbours, computed once: the rules ask for them often. */
void ogre_board_index(ogre_data *d)
{
    for (int c = 0; c < d->ncells; c++) {
        wg_hex h = wg_hex_from_offset(c % d->columns, c / d->columns, d->layout);
        d->hq[c] = h.q;
        d->hr[c] = h.r;
        for (int dir = 0; dir < 6; dir++)
            d->nbr[c][dir] = (int16_t)ogre_board_cell(d, wg_hex_neighbor(h, dir));
    }
}

/* Whether the step from `cell` in `dir` leaves the map across the entry edge. */
int ogre_board_on_edge(const ogre_data *d, int cell, int dir)
{
    int col, row;
    wg_hex_to_offset(wg_hex_neighbor(ogre_board_hex(d, cell), dir), d->layout, &col, &row);
    switch (d->entry_edge) {
    case WG_OGRE_EDGE_NORTH: return row < 0;
    case WG_OGRE_EDGE_SOUTH: return row >= d->rows;
    case WG_OGRE_EDGE_WEST: return col < 0 && row >= 0 && row < d->rows;
    default: return col >= d->columns && row >= 0 && row < d->rows;
    }
}

/*
 * Every cell a unit of type t at cell `from` may drive to, in any number of
 * turns of `speed` points: over the hexes it may enter (ogre_board_cost: no
 * crater, no terrain closed to its class, no ridge it may not cross, none
 * costing more than a whole turn's points). Units are no obstacle: they
 * move and die. Its queue is on the stack (8 KB), where nothing can fail.
 */
void ogre_board_reachable(const ogre_data *d, const ogre_type *t, int from, int speed,
                          ogre_cells *out)
{
    int16_t queue[OGRE_MAX_CELLS];
    int head = 0, tail = 0;
    memset(out, 0, sizeof *out);
    ogre_cells_add(out, from);
    queue[tail++] = (int16_t)from;
    while (head < tail) {
        int a = queue[head++];
        for (int dir = 0; dir < 6; dir++) {
            int cost = ogre_board_cost(d, t, a, dir), b = ogre_board_neighbor(d, a, dir);
            if (cost && cost <= speed && ogre_cells_add(out, b))
                queue[tail++] = (int16_t)b;
        }
    }
}

/*
 * Whether the hexes type t may enter with its movement (t->movement a turn)
 * make one region, each reachable from every other: then a unit of the type
 * may reach any of them. A type that cannot move does not roam.
 */
int ogre_board_roams(const ogre_data *d, const ogre_type *t)
{
    int first = -1;
    for (int c = 0; c < d->ncells && first < 0; c++)
        if (ogre_board_may_enter(d, t, c))
            first = c;
    if (t->movement <= 0 || first < 0)
        return 0;
    ogre_cells region;
    ogre_board_reachable(d, t, first, t->movement, &region);
    for (int c = 0; c < d->ncells; c++)
        if (ogre_board_may_enter(d, t, c) && !ogre_cells_has(&region, c))
            return 0;
    return 1;
}
