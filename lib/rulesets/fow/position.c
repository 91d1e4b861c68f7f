/*
 * The search agent's positional term for fow (wg_ruleset.position): how
 * near each side is to taking an objective it must take (OF-W2). A game
 * that runs out of turns is a draw, so a search that scored material alone
 * would trade shots to the turn limit; this term makes it value the ground
 * that wins.
 */
#include "fow_internal.h"

/* Beyond this many times 4"/10cm from its objective a side gets nothing. */
#define REACH 6

/* The distance from `player`'s nearest team that may hold objective k to it. */
static int64_t nearest(const wg_game *g, int player, int k)
{
    const fow_data *d = fow_d(g);
    const fow_hdr *h = fow_ch(g);
    int64_t best = INT64_MAX;
    for (int i = 0; i < d->nteams; i++) {
        if (d->team[i].player != player || !fow_alive(g, i) ||
            (fow_type_of(g, i)->kind == WG_FOW_TANK && !fow_operational(g, i)))
            continue;
        int64_t dx = fow_ct(g, i)->x - h->obj_x[k], dy = fow_ct(g, i)->y - h->obj_y[k];
        if (dx * dx + dy * dy < best)
            best = dx * dx + dy * dy;
    }
    return best == INT64_MAX ? best : wg_tab_isqrt(best);
}

/*
 * 0..1: 1 when `player` holds one of his objectives uncontested (he wins
 * at his next Starting Step unless that changes), else up to 0.8 as his
 * nearest team closes on it.
 */
static double objective_hold(const wg_game *g, int player)
{
    const fow_data *d = fow_d(g);
    int64_t reach = (int64_t)REACH * fow_dist(d, FOW_D4);
    double best = 0.0;
    for (int k = 0; k < d->nobjectives; k++) {
        if (d->objective[k].player != player || fow_ch(g)->obj_x[k] < 0)
            continue;
        if (fow_near_objective(g, player, k) && !fow_near_objective(g, 1 - player, k))
            return 1.0;
        int64_t dist = nearest(g, player, k);
        if (dist < reach) {
            double c = 0.8 * (double)(reach - dist) / (double)reach;
            if (c > best)
                best = c;
        }
    }
    return best;
}

double fow_position(const wg_game *g, int player)
{
    return objective_hold(g, player) - objective_hold(g, 1 - player);
}
