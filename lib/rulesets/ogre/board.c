/*
 * The map: cells (row * columns + column) and their axial hexes, craters,
 * ridges on hexsides and terrain costs (OG-M1), and the entry edge.
 */
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
