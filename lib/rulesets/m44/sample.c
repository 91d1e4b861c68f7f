/*
 * The random agent's draw without a listing (wg_ruleset.sample), for the
 * two decisions that fill most of a random game: ordering units and moving
 * them one hex at a time (hexcc_draw_step). Each is rejection sampling:
 * propose uniformly from a superset in which every legal answer appears
 * exactly once (the active side's units and RESOLVE; the ordered units'
 * six neighbours and PASS), keep the first legal proposal. The closing
 * RESOLVE or PASS is always legal, so the expected number of tries is
 * bounded; after HEXCC_DRAW_TRIES refusals the agent lists instead, which
 * is uniform too, so the mixture stays exactly uniform.
 */
#include "m44_internal.h"

static int draw_order(const wg_game *g, uint64_t rng[4], wg_action *out)
{
    const m44_data *d = m44_cdata(g);
    int side = wg_ccore(g)->active, mine[WG_M44_MAX_UNITS], n = 0;
    for (int u = 0; u < d->nunits; u++)
        if (d->unit_side[u] == side)
            mine[n++] = u;
    for (int try = 0; try < HEXCC_DRAW_TRIES; try++) {
        uint32_t k = wg_agent_pick(rng, (uint32_t)n + 1);
        if (k == (uint32_t)n) {
            *out = wg_action_make(WG_ACT_RESOLVE);
            return 1;
        }
        if (m44_cards_may_order(g, mine[k])) {
            *out = wg_action_make(WG_ACT_DECLARE);
            out->unit = mine[k];
            return 1;
        }
    }
    return 0;
}

/* The ordered units on the board step: hexcc's shared draw. */
static int draw_move(const wg_game *g, uint64_t rng[4], wg_action *out)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    hexcc_movers m;
    m.n = 0;
    for (int u = 0; u < d->nunits; u++)
        if (s->u[u].ordered && s->u[u].cell >= 0) {
            m.unit[m.n] = u;
            m.cell[m.n++] = s->u[u].cell;
        }
    return hexcc_draw_step(g, &d->board, &m, m44_rules_may_step, rng, out);
}

int m44_sample(const wg_game *g, uint64_t rng[4], wg_action *out)
{
    const wg_frame *f = wg_ctop(g);
    if (!f || wg_ccore(g)->over)
        return 0;
    int kind = m44_cst(g)->kind;
    switch (f->kind) {
    case M44_K_ORDER: /* Barrage and Air Power pick enemy targets: those lists stay */
        return kind != WG_M44_CARD_BARRAGE && kind != WG_M44_CARD_AIR_POWER
            ? draw_order(g, rng, out) : 0;
    case M44_K_MOVE: return draw_move(g, rng, out);
    default: return 0;
    }
}
