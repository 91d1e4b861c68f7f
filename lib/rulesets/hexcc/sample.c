/*
 * The random agent's draw of a one-hex step without a listing, shared by
 * m44 and mob (the move kind's sample): the proposals of wg_draw_rejecting are
 * every mover's six neighbours, with PASS as the closing answer.
 */
#include "hexcc.h"

/* The units that may step now, and the cell of each. */
typedef struct hexcc_movers {
    int n;
    int unit[HEXCC_MAX_UNITS], cell[HEXCC_MAX_UNITS];
} hexcc_movers;

typedef struct step_draw {
    const wg_game *g;
    const hexcc_board *b;
    const hexcc_movers *m;
    int (*may_step)(const wg_game *g, int unit, int to);
} step_draw;

static int try_step(const void *ctx, int k, wg_action *out)
{
    const step_draw *c = ctx;
    int u = c->m->unit[k / 6], to = c->b->nb[c->m->cell[k / 6]][k % 6];
    if (!c->may_step(c->g, u, to))
        return 0;
    *out = wg_action_make(WG_ACT_MOVE);
    out->unit = u;
    out->x = c->b->hex[to].q;
    out->y = c->b->hex[to].r;
    return 1;
}

int hexcc_draw_step(const wg_game *g, const hexcc_board *b, int nunits,
                    hexcc_mover_cell mover_cell,
                    int (*may_step)(const wg_game *g, int unit, int to), uint64_t rng[4],
                    wg_action *out)
{
    hexcc_movers m;
    m.n = 0; /* the arrays are filled as far as n: no need to clear them */
    for (int u = 0; u < nunits; u++) {
        int cell = mover_cell(g, u);
        if (cell >= 0) {
            m.unit[m.n] = u;
            m.cell[m.n++] = cell;
        }
    }
    step_draw c = { g, b, &m, may_step };
    return wg_draw_rejecting(rng, 6 * m.n, WG_ACT_PASS, try_step, &c, out);
}
