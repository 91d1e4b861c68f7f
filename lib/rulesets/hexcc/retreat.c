/*
 * Retreats (M44-B5, MB-D3): one hex towards the owner's own edge per
 * flag; hexes off the board, impassable or barred to retreats, and those
 * the ruleset says are taken, block it; each hex that cannot be made costs
 * a figure. The owner picks among the legal hexes at each step: a
 * WG_DEC_RETREAT decision whose frame keeps the unit, its hex, the hexes
 * left (count) and the home edge (data[0]).
 */
#include "hexcc.h"

/* Directions strictly nearer each home edge, in direction order. */
static const int home_dirs[4][3] = {
    { WG_HEX_SW, WG_HEX_SE, -1 },            /* bottom: the row grows */
    { WG_HEX_NE, WG_HEX_NW, -1 },            /* top */
    { WG_HEX_NW, WG_HEX_W, WG_HEX_SW },      /* left: 2q + r shrinks */
    { WG_HEX_E, WG_HEX_NE, WG_HEX_SE },      /* right */
};

int hexcc_retreat_hexes(const hexcc_board *b, const int32_t *terrain, int cell, int home,
                        int out[3])
{
    int n = 0;
    if (cell < 0 || home < 0 || home > 3)
        return 0;
    for (int k = 0; k < 3 && home_dirs[home][k] >= 0; k++) {
        int to = b->nb[cell][home_dirs[home][k]];
        if (to < 0)
            continue;
        const hexcc_terrain *t = &b->type[terrain ? terrain[to] : b->terrain[to]];
        if (!t->impassable && !t->no_retreat)
            out[n++] = to;
    }
    return n;
}

/* The legal hexes for a step of the unit from `cell`. */
static int options_from(const wg_game *g, const hexcc_retreat_ops *ops, int unit, int cell,
                        int home, int out[3])
{
    int cand[3], n = 0;
    const int32_t *terrain = ops->terrain ? ops->terrain(g) : NULL;
    int k = hexcc_retreat_hexes(ops->board(g), terrain, cell, home, cand);
    for (int i = 0; i < k; i++)
        if (ops->can_enter(g, unit, cand[i]))
            out[n++] = cand[i];
    return n;
}

/* The legal hexes for the unit's next step. */
static int retreat_options(const wg_game *g, const hexcc_retreat_ops *ops, int unit, int home,
                           int out[3])
{
    return options_from(g, ops, unit, ops->cell_of(g, unit), home, out);
}

/* retreat_run's walk, on paper: the same test at each step, nothing moved. */
void hexcc_retreat_forced(const wg_game *g, const hexcc_retreat_ops *ops, int unit, int home,
                          int hexes, hexcc_retreat_path *out)
{
    out->steps = 0;
    out->left = hexes > 0 ? hexes : 0;
    out->choice = 0;
    out->cell = ops->cell_of(g, unit);
    while (out->left > 0 && out->cell >= 0) {
        int opt[3];
        int n = options_from(g, ops, unit, out->cell, home, opt);
        if (n != 1) {
            out->choice = n > 1;
            return;
        }
        out->cell = opt[0];
        out->steps++;
        out->left--;
    }
}

/* Make the steps that need no choice; push a decision at the first that does. */
static int retreat_run(wg_game *g, const hexcc_retreat_ops *ops, int unit, int player, int home,
                       int hexes)
{
    while (hexes > 0) {
        int opt[3];
        if (ops->cell_of(g, unit) < 0)
            return 1; /* gone */
        int n = retreat_options(g, ops, unit, home, opt);
        if (n == 0) {
            ops->lose(g, unit, hexes);
            return 1;
        }
        if (n > 1) {
            wg_frame *f = wg_push_kind(g, ops->kind, player);
            wg_hex h = ops->board(g)->hex[ops->cell_of(g, unit)];
            f->unit = unit;
            f->count = hexes;
            f->x = h.q;
            f->y = h.r;
            f->data[0] = home;
            return 0;
        }
        ops->step(g, unit, opt[0]);
        hexes--;
    }
    return 1;
}

int hexcc_retreat_start(wg_game *g, const hexcc_retreat_ops *ops, int unit, int player, int home,
                        int hexes)
{
    return retreat_run(g, ops, unit, player, home, hexes);
}

void hexcc_retreat_legal(const wg_game *g, const hexcc_retreat_ops *ops, wg_sink *s)
{
    const wg_frame *f = wg_ctop(g);
    int opt[3];
    int n = retreat_options(g, ops, f->unit, f->data[0], opt);
    const hexcc_board *b = ops->board(g);
    for (int i = 0; i < n; i++) {
        wg_action a = wg_action_make(WG_ACT_RETREAT);
        a.unit = f->unit;
        a.x = b->hex[opt[i]].q;
        a.y = b->hex[opt[i]].r;
        wg_sink_add(s, &a);
    }
}

int hexcc_retreat_apply(wg_game *g, const hexcc_retreat_ops *ops, const wg_action *a)
{
    const wg_frame *f = wg_top(g);
    int unit = f->unit, player = f->player, home = f->data[0], hexes = f->count;
    wg_pop(g);
    ops->step(g, unit, hexcc_board_cell(ops->board(g), wg_hex_make(a->x, a->y)));
    return retreat_run(g, ops, unit, player, home, hexes - 1);
}
