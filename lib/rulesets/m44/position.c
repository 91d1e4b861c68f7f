/*
 * The search agent's positional term for Memoir '44 (wg_ruleset.position):
 * what a player counts as nearer to the next medals besides the medals and
 * figures the search already counts. Medals win the game, and the search
 * stops playing out a few orders ahead, so it is told two things it would
 * otherwise see too late:
 *  - medals within reach: a unit of the side nearing an objective it may
 *    take (M44-X20..X22, X28) or an exit marker of its own (M44-X23);
 *  - medals at risk: a unit the enemy may battle, with too few figures
 *    left to take the expected hits, is nearly a medal for the enemy.
 * Both are counted in medals, then scaled into (-1, 1).
 */
#include "m44_internal.h"

/* Hexes beyond which a unit is no nearer to an objective than anywhere else. */
#define REACH 8
/* Medals a unit next to an objective (one hex away) counts for: the medal's share. */
#define NEAR_SHARE 0.5
/* A figure's worth of expected hits, in sixths. */
#define SIXTHS 6.0

/* The distance from `player`'s nearest unit that may take cell to it (REACH: none). */
static int nearest(const wg_game *g, int player, int cell)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    int best = REACH;
    for (int u = 0; u < d->nunits; u++)
        if (d->unit_side[u] == player && s->u[u].cell >= 0 &&
            d->unit_type[u] != WG_M44_ARTILLERY) {
            int k = m44_rules_dist(g, s->u[u].cell, cell);
            if (k < best)
                best = k;
        }
    return best;
}

/* Medals' worth of a unit `dist` hexes from an objective of `medals`. */
static double reach_worth(int dist, int medals)
{
    if (dist >= REACH)
        return 0.0;
    double near = dist <= 1 ? 1.0 : (double)(REACH - dist) / (double)(REACH - 1);
    return NEAR_SHARE * medals * near;
}

/* The medals `player` may still take that his units are closing on. */
static double within_reach(const wg_game *g, int player)
{
    const m44_data *d = m44_cdata(g);
    double sum = 0.0;
    for (int i = 0; i < d->nobj; i++) {
        if (!m44_medals_scores_here(d, i) || (d->obj_side[i] >= 0 && d->obj_side[i] != player) ||
            m44_medals_holder(g, i) == player)
            continue;
        sum += reach_worth(nearest(g, player, d->obj_cell[i]), d->obj_medals[i]);
    }
    for (int e = 0; e < d->nexit; e++)
        if (d->exit_side[e] == player)
            sum += reach_worth(nearest(g, player, d->exit_cell[e]), d->exit_medals[e]);
    return sum;
}

/* Expected hits, in sixths of a figure, that unit u may take from enemies now. */
static int threat6(const wg_game *g, int u)
{
    const m44_data *d = m44_cdata(g);
    int per_die = d->unit_type[u] == WG_M44_INFANTRY ? 3 : d->unit_type[u] == WG_M44_ARMOR ? 2 : 1;
    int sum = 0;
    for (int t = 0; t < d->nunits; t++)
        if (m44_rules_may_target(g, t, u, 0))
            sum += m44_rules_dice(g, t, u, 0) * per_die;
    return sum;
}

/* The medals `player`'s exposed units may give the enemy: each unit's chance, roughly. */
static double at_risk(const wg_game *g, int player)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    double sum = 0.0;
    for (int u = 0; u < d->nunits; u++) {
        if (d->unit_side[u] != player || s->u[u].cell < 0)
            continue;
        int t = threat6(g, u);
        if (t == 0)
            continue;
        /* Not every enemy gets an order: half the expected hits, against the figures left. */
        double share = 0.5 * (double)t / SIXTHS / (double)s->u[u].figures;
        sum += share > 1.0 ? 1.0 : share;
    }
    return sum;
}

double m44_position(const wg_game *g, int player)
{
    int foe = 1 - player;
    double medals = within_reach(g, player) - within_reach(g, foe) + at_risk(g, foe) -
                    at_risk(g, player);
    return medals / (medals < 0 ? 3.0 - medals : 3.0 + medals); /* (-1, 1) */
}
