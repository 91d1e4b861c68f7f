/*
 * Each unit's targets (mob_rules_targets) kept in the game's memo (wg_memo).
 * The fire phase asks whether any battle is left after every battle, then
 * lists every unit's battles; the artillery phase asks each gun whether it
 * has a target, then lists its targets: the same lines of sight again and
 * again, mostly on a board no battle changed (a hit that removes figures
 * moves nobody). A unit's targets read where every unit stands and the live
 * terrain, nothing else (whether it may battle now is asked apart), so the
 * memo keeps that board and a target set per unit worked out on it; a board
 * that differs drops them all.
 */
#include <string.h>

#include "mob_internal.h"

/* A unit's targets are the bits of a uint64_t. */
WG_STATIC_ASSERT(WG_MOB_MAX_UNITS <= 64, mob_targets_fit_64_bits);

struct mob_targets_memo {  /* typedef in mob_internal.h */
    int32_t known;                     /* 0 in a new game and a clone: no board taken */
    int32_t pad_;
    uint64_t listed;                   /* bit u: targets[u] is worked out on this board */
    hexcc_view view;                   /* where the units of this board stand, once taken */
    hexcc_occupancy sight_terrain;     /* the cells whose terrain blocks sight, taken with it */
    uint64_t targets[WG_MOB_MAX_UNITS]; /* bit t: unit u may pick unit t */
    int32_t cell[WG_MOB_MAX_UNITS];    /* the board: where each unit stands, */
    int32_t terrain[];                 /* and each cell's live terrain (ncells) */
};

size_t mob_memo_size(const void *data)
{
    const mob_data *d = data;
    return sizeof(mob_targets_memo) + (size_t)d->board.ncells * sizeof(int32_t);
}

static int same_terrain(const mob_targets_memo *m, const mob_state *s)
{
    return memcmp(m->terrain, mob_cterrain_of(s), (size_t)s->ncells * sizeof(int32_t)) == 0;
}

/* Asked once per scan and mostly the same: the cells compared four units a round
 * (fewer tests of the loop's own). */
static int same_board(const mob_targets_memo *m, const mob_state *s)
{
    if (!m->known)
        return 0;
    int i = 0, n = s->nunits;
    for (; i + 4 <= n; i += 4)
        if ((m->cell[i] ^ s->u[i].cell) | (m->cell[i + 1] ^ s->u[i + 1].cell) |
            (m->cell[i + 2] ^ s->u[i + 2].cell) | (m->cell[i + 3] ^ s->u[i + 3].cell))
            return 0;
    for (; i < n; i++)
        if (m->cell[i] != s->u[i].cell)
            return 0;
    return same_terrain(m, s);
}

/* The live terrain and the cells of it that block sight: taken again only when
 * it changed (a fence removed) or was never taken, as units move far more often. */
static void take_terrain(mob_targets_memo *m, const mob_data *d, const mob_state *s)
{
    const int32_t *terrain = mob_cterrain_of(s);
    memcpy(m->terrain, terrain, (size_t)s->ncells * sizeof(int32_t));
    hexcc_occupancy_clear(&m->sight_terrain, s->ncells);
    for (int c = 0; c < s->ncells; c++)
        hexcc_occupancy_add_if(&m->sight_terrain, c, d->board.type[terrain[c]].blocks_sight != 0);
}

static void take_board(mob_targets_memo *m, const mob_data *d, const mob_state *s)
{
    if (!m->known || !same_terrain(m, s))
        take_terrain(m, d, s);
    m->known = 1;
    m->listed = 0;
    hexcc_view_init(&m->view);
    for (int i = 0; i < s->nunits; i++)
        m->cell[i] = s->u[i].cell;
}

/* The memo on the state's board, checked once per scan (the state stands still in one);
 * the scan's view is then the memo's, taken once per board. */
static mob_targets_memo *memo_now(const wg_game *g, mob_scan *scan)
{
    if (scan->memo_checked)
        return scan->memo;
    mob_targets_memo *m = wg_memo(g);
    if (m && !same_board(m, mob_cst(g)))
        take_board(m, mob_cdata(g), mob_cst(g));
    scan->memo = m;
    scan->memo_checked = 1;
    if (m) {
        scan->view = &m->view;
        scan->sight_terrain = &m->sight_terrain;
    }
    return m;
}

uint64_t mob_targets_known(const wg_game *g, int unit, mob_scan *scan)
{
    const mob_targets_memo *m = memo_now(g, scan);
    return m && (m->listed & ((uint64_t)1 << unit)) ? m->targets[unit] : 0;
}

uint64_t mob_targets_of(const wg_game *g, int unit, mob_scan *scan)
{
    mob_scan own;
    if (!scan) {
        mob_scan_init(&own);
        scan = &own;
    }
    mob_targets_memo *m = memo_now(g, scan);
    uint64_t bit = (uint64_t)1 << unit;
    if (m && (m->listed & bit))
        return m->targets[unit];
    uint64_t targets = mob_rules_targets_found(g, unit, scan->view, scan->sight_terrain);
    if (m) {
        m->targets[unit] = targets;
        m->listed |= bit;
    }
    return targets;
}
