/*
 * The greedy agent's play for a side that defends (doodlebug's German,
 * OF-X3): one with no objective of its own to take, that wins on the
 * clock while the enemy holds none of its objectives uncontested. Not
 * rules: README.md, "The built-in agents", says how it plays. Without
 * this, greedy deployed on the centre line in the open and advanced into
 * the Shermans, and lost 19 games in 20 to greedy.
 */
#include "fow_internal.h"

/* Deployment points tried around a marker: this many 1"/2.5cm steps each way. */
#define DEPLOY_SPAN 10

int fow_defends(const wg_game *g, int player)
{
    const fow_data *d = fow_d(g);
    int theirs = 0;
    for (int k = 0; k < d->nobjectives; k++) {
        if (d->objective[k].player == player)
            return 0;
        theirs = 1;
    }
    return theirs;
}

/* The marker of the objectives the enemy must take that `team` guards: its side's teams
 * are shared out among the markers in turn. -1 if none is placed. */
static int guarded_marker(const wg_game *g, int team)
{
    const fow_data *d = fow_d(g);
    int player = d->team[team].player, markers[FOW_MAX_OBJECTIVES], n = 0, rank = 0;
    for (int k = 0; k < d->nobjectives; k++)
        if (d->objective[k].player != player && fow_ch(g)->obj_x[k] >= 0)
            markers[n++] = k;
    for (int i = 0; i < team; i++)
        rank += d->team[i].player == player;
    return n ? markers[rank % n] : -1;
}

/* Is a base of `team` centred at (x, y) clear of every team deployed, with a gap? (The
 * deployment check refuses only overlap, OF-X13: greedy keeps its teams a little apart.) */
static int clear_of_deployed(const wg_game *g, int team, int64_t x, int64_t y)
{
    const fow_data *d = fow_d(g);
    int64_t gap = fow_dist(d, FOW_D2) / 4 + fow_reach_of(g, team).out;
    for (int i = 0; i < d->nteams; i++) {
        if (i == team || !fow_alive(g, i))
            continue;
        int64_t dx = fow_ct(g, i)->x - x, dy = fow_ct(g, i)->y - y, far = gap + fow_reach_of(g, i).out;
        if (dx * dx + dy * dy < far * far)
            return 0;
    }
    return 1;
}

/* How many of `player`'s teams (placed, alive) stand within 8"/20cm of marker k. */
static int guards_of(const wg_game *g, int player, int k)
{
    const fow_data *d = fow_d(g);
    int64_t far = fow_dist(d, FOW_D8), n = 0;
    for (int i = 0; i < d->nteams; i++) {
        if (d->team[i].player != player || !fow_alive(g, i))
            continue;
        int64_t dx = fow_ct(g, i)->x - fow_ch(g)->obj_x[k], dy = fow_ct(g, i)->y - fow_ch(g)->obj_y[k];
        n += dx * dx + dy * dy <= far * far;
    }
    return (int)n;
}

/*
 * The marker the enemy must take that greedy deploys `team` around, or -1.
 * A side that defends shares its teams out among the markers
 * (guarded_marker). A side with objectives to take too (the free-for-all,
 * the knife fight) sends each platoon where its first team went (the marker
 * within 8"/20cm of it), and a platoon not yet placed to a marker none of
 * its side guards yet. Without this, greedy left a knife-fight corner box
 * empty, and the enemy drove onto its marker on the first turn.
 */
int fow_guard_marker(const wg_game *g, int team)
{
    const fow_data *d = fow_d(g);
    int player = d->team[team].player;
    if (fow_defends(g, player))
        return guarded_marker(g, team);
    const fow_platoon_def *p = &d->platoon[d->team[team].platoon];
    int64_t far = fow_dist(d, FOW_D8);
    for (int i = p->first; i < p->first + p->count; i++) {
        if (!fow_alive(g, i))
            continue;
        for (int k = 0; k < d->nobjectives; k++) { /* a team of it is placed */
            int64_t dx = fow_ct(g, i)->x - fow_ch(g)->obj_x[k], dy = fow_ct(g, i)->y - fow_ch(g)->obj_y[k];
            if (d->objective[k].player != player && fow_ch(g)->obj_x[k] >= 0 &&
                dx * dx + dy * dy <= far * far)
                return k;
        }
        return -1;
    }
    for (int k = 0; k < d->nobjectives; k++)
        if (d->objective[k].player != player && fow_ch(g)->obj_x[k] >= 0 && !guards_of(g, player, k))
            return k;
    return -1;
}

/*
 * A deployment of the listed candidate's team (its facing kept) as near
 * marker k as it may stand: teams near a marker contest it (OF-W2), and the
 * enemy must cross the table under fire to reach them. 0 if no such spot
 * is legal.
 */
int fow_deploy_near(const wg_game *g, const wg_action *listed, int k, wg_action *out)
{
    const fow_data *d = fow_d(g);
    if (k < 0)
        return 0;
    enum { SIDE = 2 * DEPLOY_SPAN + 1 };
    int64_t cost[SIDE * SIDE];
    int32_t step = fow_dist(d, FOW_D2) / 2, mx = fow_ch(g)->obj_x[k], my = fow_ch(g)->obj_y[k];
    for (int i = 0; i < SIDE * SIDE; i++) {
        int64_t dx = (int64_t)(i % SIDE - DEPLOY_SPAN) * step;
        int64_t dy = (int64_t)(i / SIDE - DEPLOY_SPAN) * step;
        cost[i] = dx * dx + dy * dy;
    }
    for (int tries = 0; tries < SIDE * SIDE; tries++) { /* nearest first */
        int best = -1;
        for (int i = 0; i < SIDE * SIDE; i++)
            if (cost[i] >= 0 && (best < 0 || cost[i] < cost[best]))
                best = i;
        cost[best] = -1;
        wg_action a = *listed;
        a.x = mx + (best % SIDE - DEPLOY_SPAN) * step;
        a.y = my + (best / SIDE - DEPLOY_SPAN) * step;
        if (a.x > 0 && a.y > 0 && a.x < d->width && a.y < d->depth &&
            clear_of_deployed(g, a.unit, a.x, a.y) && wg_kind_allows(g, &a)) {
            *out = a;
            return 1;
        }
    }
    return 0;
}

/*
 * The defender's Movement Step: an infantry or gun platoon that may dig in
 * does (OF-M8: bulletproof cover, and concealed); a team that can hold goes
 * back to a marker its side no longer contests; every other team stays
 * where it is (it does not advance into the enemy's fire: time is on its
 * side), so the step ends. 0 if there is no PASS to end it with.
 */
int fow_defend_move(const wg_game *g, const wg_action *list, int n, wg_action *out)
{
    const fow_data *d = fow_d(g);
    int player = wg_ctop(g)->player;
    for (int i = 0; i < n; i++)
        if (list[i].type == WG_ACT_CHOOSE && list[i].value == WG_FOW_CHOOSE_DIG_IN) {
            *out = list[i];
            return 1;
        }
    for (int k = 0; k < d->nobjectives; k++) {
        if (d->objective[k].player == player || fow_ch(g)->obj_x[k] < 0 ||
            fow_near_objective(g, player, k))
            continue;
        for (int i = 0; i < n; i++)
            if (list[i].type == WG_ACT_MOVE && fow_type_of(g, list[i].unit)->kind != WG_FOW_TANK &&
                fow_move_toward(g, list[i].unit, list[i].value, fow_ch(g)->obj_x[k],
                                fow_ch(g)->obj_y[k], fow_dist(d, FOW_D2), -1, out))
                return 1;
    }
    for (int i = 0; i < n; i++)
        if (list[i].type == WG_ACT_PASS) {
            *out = list[i];
            return 1;
        }
    return 0;
}
