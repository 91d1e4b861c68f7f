/*
 * Sight masks: the cells between each pair of cells as bits, for the
 * target listings that try a line per target (every unit's targets on
 * every board a phase sees, every gun's at each turn). Walking a line of
 * the step table costs a board lookup per step; a mask turns the walk
 * into an AND with the cells that block. A line with an edge pair (whose
 * halves block only together) is clear when no cell of its mask blocks;
 * when one does, it is walked, as are lines longer than any unit's range
 * (or the table's radius) and the lines MB-X3's hill exception may open,
 * which rules.c leaves to the walk. The same listings look up the distance
 * of each pair here too.
 */
#include "mob_internal.h"

/* The longest range any unit type has, hill included: no battle asks for a longer line. */
static int longest_reach(const mob_data *d)
{
    int reach = 0;
    for (int t = 0; t < WG_MOB_UNIT_TYPE_COUNT; t++) {
        int r = d->type[t].range + d->type[t].hill_range;
        reach = r > reach ? r : reach;
    }
    return reach;
}

/* The data block comes zeroed: a pair without a mask keeps its bits 0. */
void mob_sight_build(mob_data *d)
{
    mob_sight_masks *m = &d->sight;
    if (d->board.ncells > MOB_SIGHT_CELLS)
        return; /* ncells 0: no masks */
    m->ncells = d->board.ncells;
    m->words = (m->ncells + 63) / 64;
    m->reach = longest_reach(d);
    for (int hi = 1; hi < m->ncells; hi++)
        for (int lo = 0; lo < hi; lo++) {
            int p = hi * (hi - 1) / 2 + lo, distance = hexcc_board_distance(&d->board, lo, hi);
            m->distance[lo][hi] = m->distance[hi][lo] = (uint8_t)distance; /* [a][a] stays 0 */
            if (distance > m->reach)
                continue;
            int kind = hexcc_sight_between(&d->board, &d->lines, lo, hi, m->between[p]);
            uint64_t bit = (uint64_t)1 << (p & 63);
            if (kind != HEXCC_BETWEEN_UNKNOWN)
                m->masked[p >> 6] |= bit;
            if (kind == HEXCC_BETWEEN_PLAIN)
                m->plain[p >> 6] |= bit;
        }
}
