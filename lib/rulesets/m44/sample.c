/*
 * The random agent's draw without a listing (wg_decision_kind.sample), for
 * the three decisions that fill most of a random game: playing a card,
 * ordering units and moving them one hex at a time (hexcc_draw_step). A card
 * is drawn from the playable ones as the agent picks from their listing. The
 * others are the core's rejection sampling (wg_draw_rejecting) over a superset
 * in which every legal answer appears exactly once: the active side's units
 * and RESOLVE; the ordered units' six neighbours and PASS.
 */
#include "m44_internal.h"

/* The agent's own pick over the listing's cards, with no listing: the same draw. */
int m44_sample_play(const wg_game *g, uint64_t rng[4], wg_action *out)
{
    int32_t cards[WG_M44_MAX_CARDS];
    int n = m44_orders_playable(g, cards);
    if (n == 0)
        return 0; /* the agent lists nothing and says so */
    *out = wg_action_make(WG_ACT_PLAY);
    out->card = cards[wg_agent_pick(rng, (uint32_t)n)];
    return 1;
}

typedef struct order_draw {
    const m44_order_test *test; /* m44_card_order_test, worked out once for the draw */
    const int32_t *mine;        /* the active side's units */
} order_draw;

static int try_order(const void *ctx, int k, wg_action *out)
{
    const order_draw *c = ctx;
    if (!m44_card_may_order(c->test, c->mine[k]))
        return 0;
    *out = wg_action_make(WG_ACT_DECLARE);
    out->unit = c->mine[k];
    return 1;
}

/* The active side's units, with RESOLVE as the closing answer; a strike's
 * enemy targets (Barrage, Air Power) are listed instead. */
int m44_sample_order(const wg_game *g, uint64_t rng[4], wg_action *out)
{
    const m44_data *d = m44_cdata(g);
    if (m44_card_order(g)->picks == M44_PICK_FOES)
        return 0;
    int side = wg_ccore(g)->active;
    m44_order_test t;
    m44_card_order_test(g, &t);
    order_draw c = { &t, d->side_unit[side] };
    return wg_draw_rejecting(rng, d->nside_units[side], WG_ACT_RESOLVE, try_order, &c, out);
}

/* The ordered units on the board step: hexcc's shared draw. Only the active side's
 * units are ordered (a turn begins with none, and orders name his own). */
int m44_sample_move(const wg_game *g, uint64_t rng[4], wg_action *out)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    int side = wg_ccore(g)->active;
    hexcc_movers m;
    m.n = 0; /* the arrays are filled as far as n: no need to clear them */
    for (int k = 0; k < d->nside_units[side]; k++) {
        int u = d->side_unit[side][k];
        int cell = s->u[u].cell, alive = cell >= 0;
        hexcc_movers_add_if(&m, u, cell, alive & (s->u[u].ordered != 0));
    }
    return hexcc_draw_step(g, &d->board, &m, m44_rules_may_step, rng, out);
}
