/*
 * The turn (OF-T1): Starting Step (OF-T2, OF-T3, OF-W1, OF-W2), the steps'
 * order, platoon morale at the end of the Shooting Step (OF-S18), and the
 * end of the game (OF-W3, turn limit).
 */
#include <string.h>

#include "fow_internal.h"

/* ------------------------------------------------------------ tests (OF-D4) */

int fow_skill_test(int skill)
{
    return 3 + skill; /* Veteran 3+, Trained 4+, Conscript 5+ */
}

int fow_motivation_test(int motivation)
{
    return 3 + motivation; /* Fearless 3+, Confident 4+, Reluctant 5+ */
}

void fow_emit_score(wg_game *g, int purpose, int need, int base, int mods, int unit, int target)
{
    int player = unit >= 0 ? fow_d(g)->team[unit].player : -1;
    wg_event ev = wg_event_about(WG_FOW_EV_SCORE, player, unit, target);
    ev.purpose = purpose;
    ev.need = need;
    ev.value = base;
    ev.extra = mods;
    wg_emit(g, &ev);
}

/* A test: score event, die, pass or fail. */
static int test_roll(wg_game *g, int purpose, int need, int mods, int unit)
{
    fow_emit_score(g, purpose, need, need, mods, unit, -1);
    return wg_roll_die(g, 6, purpose, need, unit, -1) >= need;
}

static void emit_unit(wg_game *g, int type, int unit, int result)
{
    wg_event ev = wg_event_make(type);
    ev.unit = unit;
    ev.player = unit >= 0 ? fow_d(g)->team[unit].player : -1;
    ev.result = result;
    wg_emit(g, &ev);
}

/* ------------------------------------------------------------ command (OF-M5) */

/*
 * The platoon's command team once its own is gone (or it has none): the
 * first surviving team takes over (interpretation: the book is silent).
 */
int fow_command_successor(const wg_game *g, int platoon)
{
    const fow_platoon_def *p = &fow_d(g)->platoon[platoon];
    for (int i = p->first; i < p->first + p->count; i++)
        if (fow_alive(g, i))
            return i;
    return -1;
}

/* OF-M5: tanks / others by skill. */
int32_t fow_command_distance_of(const fow_data *d, int team)
{
    static const fow_pair tanks[3] = { { 8, 20 }, { 6, 15 }, { 4, 10 } };
    static const fow_pair others[3] = { { 6, 15 }, { 4, 10 }, { 2, 5 } };
    int skill = d->platoon[d->team[team].platoon].skill;
    int tank = d->type[d->team[team].type].kind == WG_FOW_TANK;
    return fow_dist(d, tank ? tanks[skill] : others[skill]);
}

/*
 * The teams `team` can take its orders from wherever it goes: the command
 * team and every team of the platoon linked to it, one command distance at
 * a time, without `team` itself (each link is measured with the distance of
 * the team receiving the order). Where `team` ends its move decides only
 * whether it reaches one of them, so a listing of its moves finds them once.
 */
void fow_command_net_init(fow_command_net *net, const wg_game *g, fow_shapes *c, int team)
{
    const fow_data *d = fow_d(g);
    int platoon = d->team[team].platoon;
    const fow_platoon_def *p = &d->platoon[platoon];
    int cmd = fow_command_team(g, platoon);
    net->always = cmd < 0 || cmd == team;
    net->range = fow_command_distance(g, team);
    net->shapes = c;
    net->n = 0;
    if (net->always || !fow_alive(g, team))
        return; /* a destroyed team is in no one's command */
    /* the teams that may still join the net, by their place in the platoon:
     * a list that shrinks as they join, not a flag asked of every team at
     * every step (the net is the same whichever order they join in) */
    int waiting[FOW_MAX_PLATOON_TEAMS], nwaiting = 0;
    wg_tab_point at[FOW_MAX_PLATOON_TEAMS];
    fow_reach reach[FOW_MAX_PLATOON_TEAMS];
    int32_t range[FOW_MAX_PLATOON_TEAMS]; /* each link: the receiving team's distance */
    for (int k = 0; k < p->count; k++) {
        int i = p->first + k;
        waiting[nwaiting] = k;
        nwaiting += i != team && i != cmd && fow_alive(g, i);
        at[k] = (wg_tab_point){ fow_ct(g, i)->x, fow_ct(g, i)->y };
        reach[k] = fow_reach_of(g, i);
        range[k] = fow_command_distance(g, i);
    }
    net->member[net->n++] = cmd;
    for (int head = 0; head < net->n && nwaiting; head++) {
        int h = net->member[head] - p->first;
        for (int j = 0; j < nwaiting;) {
            int k = waiting[j];
            int linked = fow_centres_settle(at[h], reach[h], at[k], reach[k], range[k]);
            if (linked < 0) /* the centres do not settle it: the bases do */
                linked = fow_shapes_within_dist(g, c, p->first + h, p->first + k, range[k]);
            if (!linked) {
                j++;
                continue;
            }
            waiting[j] = waiting[--nwaiting];
            net->member[net->n++] = p->first + k;
        }
    }
}

int fow_command_net_settle(const wg_game *g, const fow_command_net *net, wg_tab_point centre,
                           fow_reach reach)
{
    if (net->always)
        return 1;
    int open = 0;
    for (int k = 0; k < net->n; k++) {
        int m = net->member[k];
        wg_tab_point at = { fow_ct(g, m)->x, fow_ct(g, m)->y };
        int settled = fow_centres_settle(at, fow_reach_of(g, m), centre, reach, net->range);
        if (settled == 1)
            return 1;
        open |= settled < 0;
    }
    return open ? -1 : 0;
}

/* Is the team, with its base at `at` (centred at `centre`, of that reach),
 * in command (OF-M5)? Only the members the centres leave open are measured
 * base to base: most of those fow_command_net_settle left open are far. */
int fow_command_net_reaches(const wg_game *g, const fow_command_net *net, const wg_tab_shape *at,
                            wg_tab_point centre, fow_reach reach)
{
    if (net->always)
        return 1;
    for (int k = 0; k < net->n; k++) {
        int m = net->member[k];
        wg_tab_point from = { fow_ct(g, m)->x, fow_ct(g, m)->y };
        int settled = fow_centres_settle(from, fow_reach_of(g, m), centre, reach, net->range);
        if (settled > 0 ||
            (settled < 0 &&
             wg_tab_shapes_within(fow_shapes_get(g, net->shapes, m), at, net->range)))
            return 1;
    }
    return 0;
}

int fow_platoon_alive(const wg_game *g, int platoon)
{
    const fow_platoon_def *p = &fow_d(g)->platoon[platoon];
    int n = 0;
    if (fow_cp(g, platoon)->flags & FOW_P_DESTROYED)
        return 0;
    for (int i = p->first; i < p->first + p->count; i++)
        n += fow_alive(g, i);
    return n;
}

/* ------------------------------------------------------------ losses */

void fow_destroy_team(wg_game *g, int team)
{
    fow_tstate *s = fow_t(g, team);
    if (!(s->flags & WG_FOW_TEAM_ALIVE))
        return;
    s->flags = 0;
    int platoon = fow_d(g)->team[team].platoon;
    fow_p(g, platoon)->flags |= FOW_P_CASUALTY;
    wg_event ev = wg_event_make(WG_EV_DESTROYED);
    ev.unit = team;
    ev.player = fow_d(g)->team[team].player;
    ev.x = s->x;
    ev.y = s->y;
    wg_emit(g, &ev);
    if (!fow_platoon_alive(g, platoon))
        fow_p(g, platoon)->flags |= FOW_P_DESTROYED;
}

static void destroy_platoon(wg_game *g, int platoon)
{
    const fow_platoon_def *p = &fow_d(g)->platoon[platoon];
    emit_unit(g, WG_FOW_EV_PLATOON_DESTROYED, p->first, 0);
    for (int i = p->first; i < p->first + p->count; i++)
        fow_destroy_team(g, i);
    fow_p(g, platoon)->flags |= FOW_P_DESTROYED;
}

/* OF-W3: a player with no team left loses. */
int fow_check_annihilation(wg_game *g)
{
    const fow_data *d = fow_d(g);
    int left[2] = { 0, 0 };
    if (wg_ccore(g)->over)
        return 1;
    for (int i = 0; i < d->nteams; i++)
        left[d->team[i].player] += fow_alive(g, i);
    for (int p = 0; p < 2; p++)
        if (!left[p]) {
            wg_game_over(g, left[1 - p] ? 1 - p : -1, WG_FOW_RESULT_DESTROYED);
            return 1;
        }
    return 0;
}

/* ------------------------------------------------------------ the company commander (OF-T3) */

static int company_team(const wg_game *g, int player, int role)
{
    const fow_data *d = fow_d(g);
    for (int i = 0; i < d->nteams; i++)
        if (d->team[i].player == player && d->team[i].command == role && fow_alive(g, i))
            return i;
    return -1;
}

/* The company command team, if it can join the platoon (within its command
 * distance of one of the platoon's teams, and able to act). */
static int reroller(const wg_game *g, int platoon)
{
    const fow_data *d = fow_d(g);
    const fow_platoon_def *p = &d->platoon[platoon];
    int c = company_team(g, p->player, WG_FOW_CMD_COMPANY);
    if (c < 0 || !fow_operational(g, c))
        return -1;
    int32_t range = fow_command_distance(g, c);
    wg_tab_rect rc = fow_rect(g, c);
    for (int i = p->first; i < p->first + p->count; i++) {
        if (!fow_alive(g, i))
            continue;
        wg_tab_rect ri = fow_rect(g, i);
        if (wg_tab_within(&rc, &ri, range))
            return c;
    }
    return -1;
}

/* A failed test: offer the company command re-roll, or accept. 1 if a decision was pushed. */
static int offer_reroll(wg_game *g, int what, int platoon, int unit)
{
    int c = reroller(g, platoon);
    if (c < 0)
        return 0;
    wg_frame *f = wg_push_kind(g, FOW_K_REROLL, fow_d(g)->platoon[platoon].player);
    f->unit = unit;
    f->target = c;
    f->data[0] = what;
    f->data[1] = platoon;
    return 1;
}

/* A platoon's motivation test, rolled for `team`: 1 passed; 0 failed; -1
 * failed and the company command re-roll (`what`, FOW_RR_*) offered, so a
 * decision waits. */
static int motivation_test(wg_game *g, int purpose, int what, int platoon, int team)
{
    int need = fow_motivation_test(fow_d(g)->platoon[platoon].motivation);
    if (test_roll(g, purpose, need, 0, team))
        return 1;
    return offer_reroll(g, what, platoon, team) ? -1 : 0;
}

static void rally(wg_game *g, int platoon, int ok)
{
    if (ok) {
        fow_p(g, platoon)->flags &= ~FOW_P_PINNED;
        emit_unit(g, WG_FOW_EV_RALLIED, fow_d(g)->platoon[platoon].first, 1);
    }
}

static void remount(wg_game *g, int team, int ok)
{
    if (ok) {
        fow_t(g, team)->flags &= ~WG_FOW_TEAM_BAILED_OUT;
        emit_unit(g, WG_FOW_EV_REMOUNTED, team, 1);
    }
}

/* The answer to a re-roll choice; the Starting Step or morale loop goes on. */
void fow_apply_reroll(wg_game *g, int reroll)
{
    const wg_frame *f = wg_top(g);
    int what = f->data[0], platoon = f->data[1], unit = f->unit, c = f->target;
    wg_pop(g);
    int motivation = fow_d(g)->platoon[platoon].motivation;
    int purpose = what == FOW_RR_RALLY ? WG_FOW_ROLL_RALLY
                : what == FOW_RR_REMOUNT ? WG_FOW_ROLL_REMOUNT : WG_FOW_ROLL_PLATOON_MORALE;
    int ok = 0;
    if (reroll) {
        ok = test_roll(g, purpose, fow_motivation_test(motivation), WG_FOW_MOD_REROLL, unit);
        if (!ok) { /* OF-T3: the platoon and the company command team are both destroyed */
            destroy_platoon(g, platoon);
            fow_destroy_team(g, c);
        }
    }
    if (what == FOW_RR_RALLY)
        rally(g, platoon, ok);
    else if (what == FOW_RR_REMOUNT)
        remount(g, unit, ok);
    else if (!ok && !reroll)
        destroy_platoon(g, platoon);
    fow_h(g)->sub++;
    if (!fow_check_annihilation(g))
        fow_advance(g);
}

/* ------------------------------------------------------------ Starting Step (OF-T2) */

/* OF-W1: more of the player's platoons destroyed than still fighting. */
static int company_shaken(const wg_game *g, int player)
{
    const fow_data *d = fow_d(g);
    int destroyed = 0, fighting = 0;
    for (int k = 0; k < d->nplatoons; k++) {
        if (d->platoon[k].player != player || d->platoon[k].hq)
            continue;
        if (fow_platoon_alive(g, k))
            fighting++;
        else
            destroyed++;
    }
    return destroyed > fighting;
}

/* OF-W1. 1 if the game ended. */
static int company_morale(wg_game *g, int player)
{
    const fow_data *d = fow_d(g);
    if (!company_shaken(g, player))
        return 0;
    int c = company_team(g, player, WG_FOW_CMD_COMPANY);
    if (c < 0)
        c = company_team(g, player, WG_FOW_CMD_2IC);
    int ok = 0;
    if (c >= 0) {
        int motivation = d->platoon[d->team[c].platoon].motivation;
        ok = test_roll(g, WG_FOW_ROLL_COMPANY_MORALE, fow_motivation_test(motivation), 0, c);
    }
    wg_event ev = wg_event_make(WG_FOW_EV_COMPANY_MORALE);
    ev.player = player;
    ev.unit = c;
    ev.result = ok;
    wg_emit(g, &ev);
    if (!ok)
        wg_game_over(g, 1 - player, WG_FOW_RESULT_COMPANY_MORALE);
    return !ok;
}

/* Teams that take and hold objectives: not bailed-out or bogged-down tanks (OF-W2). */
static int holds(const wg_game *g, int team)
{
    if (!fow_alive(g, team))
        return 0;
    return fow_type_of(g, team)->kind != WG_FOW_TANK || fow_operational(g, team);
}

/* Objective k's marker as a base (63mm wide, 50mm deep, square to the
 * table), its reach, and the range a team holds it from: what every
 * team's test against it shares. */
typedef struct objective_marker {
    wg_tab_rect r;
    fow_reach reach;
    int32_t range;
} objective_marker;

static objective_marker marker_of(const wg_game *g, int k)
{
    objective_marker m;
    m.r.center.x = fow_ch(g)->obj_x[k];
    m.r.center.y = fow_ch(g)->obj_y[k];
    m.r.half_width = 315;
    m.r.half_depth = 250;
    m.r.facing.x = 0; /* 90 degrees: wg_tab_dir_from_angle(90000), exact on the axis */
    m.r.facing.y = WG_TAB_ONE;
    m.reach = fow_base_reach(m.r.half_width, m.r.half_depth);
    m.range = fow_dist(fow_d(g), FOW_D4);
    return m;
}

/* Is the team's base within range of the marker? The centres first: most
 * teams are far from it. */
static int near_marker(const wg_game *g, int team, const objective_marker *m)
{
    wg_tab_point at = { fow_ct(g, team)->x, fow_ct(g, team)->y };
    int settled = fow_centres_settle(at, fow_reach_of(g, team), m->r.center, m->reach, m->range);
    if (settled >= 0)
        return settled;
    wg_tab_rect t = fow_rect(g, team);
    return wg_tab_within(&t, &m->r, m->range);
}

/* Is `team` within 4"/10cm of objective k (as placed now) and able to hold it (OF-W2)? */
int fow_team_near_objective(const wg_game *g, int team, int k)
{
    if (fow_ch(g)->obj_x[k] < 0 || !holds(g, team))
        return 0; /* not placed yet, or cannot hold */
    objective_marker m = marker_of(g, k);
    return near_marker(g, team, &m);
}

/* Does `player` have a team within 4"/10cm of objective k (as placed now)? */
int fow_near_objective(const wg_game *g, int player, int k)
{
    const fow_data *d = fow_d(g);
    if (fow_ch(g)->obj_x[k] < 0)
        return 0;
    objective_marker m = marker_of(g, k); /* once for all the player's teams */
    for (int i = d->team_first[player]; i < d->team_end[player]; i++) /* the player's teams */
        if (holds(g, i) && near_marker(g, i, &m))
            return 1;
    return 0;
}

/* OF-W2. 1 if the game ended. */
static int victory(wg_game *g, int player)
{
    const fow_data *d = fow_d(g);
    for (int k = 0; k < d->nobjectives; k++) {
        const fow_objective *o = &d->objective[k];
        if (o->player == player && fow_near_objective(g, player, k) &&
            !fow_near_objective(g, 1 - player, k)) {
            wg_game_over(g, player, WG_FOW_RESULT_OBJECTIVE);
            return 1;
        }
    }
    return 0;
}

/* Starting Step (OF-T2): rally pinned platoons; 1 if it stopped for a re-roll. */
static int rally_pinned(wg_game *g, int player)
{
    const fow_data *d = fow_d(g);
    fow_hdr *h = fow_h(g);
    for (; h->sub < d->nplatoons; h->sub++) {
        int k = h->sub;
        if (d->platoon[k].player != player || !(fow_cp(g, k)->flags & FOW_P_PINNED) ||
            !fow_platoon_alive(g, k))
            continue;
        int ok = motivation_test(g, WG_FOW_ROLL_RALLY, FOW_RR_RALLY, k, fow_command_team(g, k));
        if (ok < 0)
            return 1;
        rally(g, k, ok);
    }
    return 0;
}

/* Starting Step (OF-T2): remount bailed-out tanks; 1 if it stopped for a re-roll. */
static int remount_bailed(wg_game *g, int player)
{
    const fow_data *d = fow_d(g);
    fow_hdr *h = fow_h(g);
    for (; h->sub < d->nteams; h->sub++) {
        int i = h->sub;
        if (d->team[i].player != player || !fow_alive(g, i) ||
            !(fow_ct(g, i)->flags & WG_FOW_TEAM_BAILED_OUT))
            continue;
        int ok = motivation_test(g, WG_FOW_ROLL_REMOUNT, FOW_RR_REMOUNT, d->team[i].platoon, i);
        if (ok < 0)
            return 1;
        remount(g, i, ok);
    }
    return 0;
}

/* Starting Step (OF-T2, OF-M4): free bogged-down teams (a skill test each, no re-roll). */
static void free_bogged(wg_game *g, int player)
{
    const fow_data *d = fow_d(g);
    fow_hdr *h = fow_h(g);
    for (; h->sub < d->nteams; h->sub++) {
        int i = h->sub;
        if (d->team[i].player != player || !fow_alive(g, i) ||
            !(fow_ct(g, i)->flags & WG_FOW_TEAM_BOGGED))
            continue;
        if (test_roll(g, WG_FOW_ROLL_FREE,
                      fow_skill_test(d->platoon[d->team[i].platoon].skill), 0, i)) {
            fow_t(g, i)->flags &= ~WG_FOW_TEAM_BOGGED;
            emit_unit(g, WG_FOW_EV_FREED, i, 1);
        }
    }
}

/* Run the Starting Step from its cursor (its stages in order; h->sub is the
 * place within a stage); 1 if it stopped for a decision or the game ended. */
static int starting_step(wg_game *g)
{
    fow_hdr *h = fow_h(g);
    int player = wg_ccore(g)->active;
    for (;; h->cursor++, h->sub = 0) {
        int stopped = 0;
        switch (h->cursor) {
        case 0:
            stopped = company_morale(g, player);
            break;
        case 1:
            stopped = fow_mission_start_of_turn(g) || victory(g, player);
            break;
        case 2:
            stopped = rally_pinned(g, player);
            break;
        case 3:
            stopped = remount_bailed(g, player);
            break;
        case 4:
            free_bogged(g, player);
            break;
        default:
            return 0;
        }
        if (stopped)
            return 1;
    }
}

/* ------------------------------------------------------------ platoon morale (OF-S18) */

/* 1 if it stopped for a decision. */
static int platoon_morale(wg_game *g)
{
    const fow_data *d = fow_d(g);
    fow_hdr *h = fow_h(g);
    for (; h->sub < d->nplatoons; h->sub++) {
        int k = h->sub;
        const fow_platoon_def *p = &d->platoon[k];
        if (!(fow_cp(g, k)->flags & FOW_P_CASUALTY) || !fow_platoon_alive(g, k))
            continue;
        int dead = 0, alive = 0;
        for (int i = p->first; i < p->first + p->count; i++) {
            if (!fow_alive(g, i))
                dead++;
            else if (fow_type_of(g, i)->kind != WG_FOW_TANK || fow_operational(g, i))
                alive++; /* bailed-out and bogged-down tanks are neither */
        }
        if (dead <= alive)
            continue;
        wg_event ev = wg_event_make(WG_FOW_EV_MORALE_CHECK);
        ev.unit = p->first;
        ev.player = p->player;
        ev.value = dead;
        ev.extra = alive;
        wg_emit(g, &ev);
        int ok = motivation_test(g, WG_FOW_ROLL_PLATOON_MORALE, FOW_RR_MORALE, k,
                                 fow_command_team(g, k));
        if (ok < 0)
            return 1;
        if (!ok)
            destroy_platoon(g, k);
    }
    return 0;
}

/* ------------------------------------------------------------ the turn machine */

void fow_pin(wg_game *g, int platoon, int hits)
{
    fow_pstate *ps = fow_p(g, platoon);
    if (ps->flags & FOW_P_PINNED)
        return;
    ps->flags |= FOW_P_PINNED;
    wg_event ev = wg_event_make(WG_FOW_EV_PINNED);
    ev.unit = fow_d(g)->platoon[platoon].first;
    ev.player = fow_d(g)->platoon[platoon].player;
    ev.value = hits;
    wg_emit(g, &ev);
}

void fow_emit_phase(wg_game *g, int phase)
{
    wg_core(g)->phase = phase;
    wg_event ev = wg_event_make(WG_EV_PHASE);
    ev.player = wg_ccore(g)->active;
    ev.value = phase;
    wg_emit(g, &ev);
}

static void begin_turn(wg_game *g)
{
    const fow_data *d = fow_d(g);
    int player = wg_ccore(g)->active;
    const uint32_t this_turn = WG_FOW_TEAM_MOVED | WG_FOW_TEAM_SHOT | WG_FOW_TEAM_DUG_THIS_TURN |
                               WG_FOW_TEAM_MOVED_PINNED;
    for (int i = d->team_first[player]; i < d->team_end[player]; i++) /* the player's teams */
        fow_t(g, i)->flags &= (int32_t)~this_turn;
    for (int k = 0; k < d->nplatoons; k++)
        if (d->platoon[k].player == player)
            fow_p(g, k)->flags &= ~(FOW_P_SHOT | FOW_P_CMD_MOVED | FOW_P_ASSAULTED);
    fow_hdr *h = fow_h(g);
    h->stage = FOW_ST_START;
    h->cursor = h->sub = 0;
    fow_emit_phase(g, WG_FOW_PHASE_START);
}

static void begin_step_counts(wg_game *g)
{
    for (int k = 0; k < fow_d(g)->nplatoons; k++) {
        fow_p(g, k)->flags &= ~FOW_P_CASUALTY;
        fow_p(g, k)->hits = 0;
    }
}

static void begin_movement(wg_game *g)
{
    const fow_data *d = fow_d(g);
    for (int i = 0; i < d->nteams; i++)
        fow_t(g, i)->start_flags = fow_ct(g, i)->flags;
    fow_h(g)->stage = FOW_ST_MOVE;
    fow_emit_phase(g, WG_FOW_PHASE_MOVEMENT);
    wg_frame *f = wg_push_kind(g, FOW_K_MOVE, wg_ccore(g)->active);
    f->open = 1; /* moves to any point: the list is representative, check decides */
}

void fow_end_movement(wg_game *g)
{
    wg_pop(g);
    fow_hdr *h = fow_h(g);
    h->stage = FOW_ST_SHOOT;
    h->shooter_platoon = -1;
    h->ndecl = h->nhits = 0;
    h->group = -1;
    h->pick_type = -1;
    begin_step_counts(g);
    fow_emit_phase(g, WG_FOW_PHASE_SHOOTING);
    wg_frame *f = wg_push_kind(g, FOW_K_FIRE, wg_ccore(g)->active);
    f->open = 1; /* the list names one team of each target platoon: check decides */
}

void fow_end_shooting(wg_game *g)
{
    wg_pop(g);
    fow_hdr *h = fow_h(g);
    h->stage = FOW_ST_SHOOT_MORALE;
    h->sub = 0;
    fow_advance(g);
}

static void end_turn(wg_game *g)
{
    wg_core_state *c = wg_core(g);
    const fow_data *d = fow_d(g);
    int first = fow_ch(g)->first_player;
    if (c->active != first && d->turns > 0 && c->turn >= d->turns) {
        wg_game_over(g, -1, WG_FOW_RESULT_TURNS);
        return;
    }
    c->active = 1 - c->active;
    if (c->active == first)
        c->turn++;
    wg_event ev = wg_event_make(WG_EV_TURN);
    ev.player = c->active;
    ev.value = c->turn;
    wg_emit(g, &ev);
    begin_turn(g);
}

/* Run the automatic parts of the turn until a decision is needed. */
void fow_advance(wg_game *g)
{
    fow_hdr *h = fow_h(g);
    for (int guard = 0; guard < 64 && !wg_ccore(g)->over; guard++) {
        switch (h->stage) {
        case FOW_ST_START:
            if (starting_step(g))
                return;
            begin_movement(g);
            return;
        case FOW_ST_SHOOT_MORALE:
            if (platoon_morale(g) || fow_check_annihilation(g))
                return;
            h->stage = FOW_ST_ASSAULT;
            begin_step_counts(g);
            fow_emit_phase(g, WG_FOW_PHASE_ASSAULT);
            break;
        case FOW_ST_ASSAULT:
            if (fow_assault_open(g))
                return;
            break;
        case FOW_ST_ASSAULT_MORALE: /* OF-A13 */
            if (platoon_morale(g) || fow_check_annihilation(g))
                return;
            end_turn(g);
            break;
        default:
            return;
        }
    }
}

/* The first Starting Step would roll: company morale, a pinned platoon to rally or a
 * bailed-out tank to remount (OF-T2) in the scenario as it starts. */
static int first_step_rolls(const wg_game *g, int player)
{
    const fow_data *d = fow_d(g);
    if (company_shaken(g, player))
        return 1;
    for (int k = 0; k < d->nplatoons; k++)
        if (d->platoon[k].player == player && (fow_cp(g, k)->flags & FOW_P_PINNED) &&
            fow_platoon_alive(g, k))
            return 1;
    for (int i = d->team_first[player]; i < d->team_end[player]; i++) /* the player's teams */
        if (fow_alive(g, i) && (fow_ct(g, i)->flags & WG_FOW_TEAM_BAILED_OUT))
            return 1;
    return 0;
}

void fow_turn_setup(wg_game *g)
{
    const fow_data *d = fow_d(g);
    fow_hdr *h = fow_h(g);
    memset(h, 0, sizeof *h);
    h->shooter_platoon = h->group = h->pick_type = -1;
    for (int i = 0; i < d->nteams; i++) {
        fow_tstate *s = fow_t(g, i);
        s->x = d->team[i].x;
        s->y = d->team[i].y;
        s->facing = d->team[i].facing;
        s->turret = d->team[i].turret;
        s->flags = (int32_t)d->team[i].flags;
        s->start_flags = s->flags;
        s->aflags = 0;
    }
    for (int k = 0; k < d->nplatoons; k++)
        fow_p(g, k)->flags = d->platoon[k].pinned ? FOW_P_PINNED : 0;
    for (int k = 0; k < FOW_MAX_OBJECTIVES; k++)
        h->obj_x[k] = h->obj_y[k] = -1;
    for (int k = 0; k < d->nobjectives && !d->mission; k++) {
        h->obj_x[k] = d->objective[k].x;
        h->obj_y[k] = d->objective[k].y;
    }
    h->ap = h->setup_platoon = h->win_side = -1;
    wg_core_state *c = wg_core(g);
    c->turn = 1;
    c->active = 0;
    wg_emit(g, &(wg_event){ .type = WG_EV_GAME_START, .player = -1, .unit = -1, .weapon = -1,
                            .target = -1, .part = -1 });
    if (fow_mission_setup(g))
        return; /* placement and deployment decisions first (OF-X1..OF-X4) */
    if (first_step_rolls(g, h->first_player)) {
        /* Not inside creation, before the host can install its dice (issue 15). */
        wg_push_kind(g, FOW_K_START, h->first_player);
        return;
    }
    fow_start_game(g);
}

void fow_start_answered(wg_game *g)
{
    wg_pop(g);
    fow_start_game(g);
}

/* The first turn begins: player h->first_player (0 without a mission). */
void fow_start_game(wg_game *g)
{
    fow_hdr *h = fow_h(g);
    wg_core_state *c = wg_core(g);
    c->turn = 1;
    c->active = h->first_player;
    wg_event ev = wg_event_make(WG_EV_TURN);
    ev.player = c->active;
    ev.value = 1;
    wg_emit(g, &ev);
    h->stage = FOW_ST_START;
    fow_emit_phase(g, WG_FOW_PHASE_START);
    fow_advance(g);
}
