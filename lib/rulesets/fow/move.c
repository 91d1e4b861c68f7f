/*
 * The Movement Step: moves (OF-M1..OF-M7, OF-M10), digging in (OF-M8), the
 * half-platoon rule at the end of the step (OF-M6), and the representative
 * moves the legal list offers.
 */
#include <stdarg.h>
#include <stdio.h>

#include "fow_internal.h"

/* The furthest a team may move along a path of this going (OF-M1, OF-M2, OF-M3); -1: may not. */
int32_t fow_move_limit(const wg_game *g, int team, int going)
{
    const fow_data *d = fow_d(g);
    const fow_type *t = fow_type_of(g, team);
    int32_t max = fow_dist(d, t->mobility);
    if (t->kind == WG_FOW_TANK && going >= FOW_DIFFICULT && fow_dist(d, FOW_D8) < max)
        max = fow_dist(d, FOW_D8);
    if (t->kind == WG_FOW_MEDIUM_GUN && going == FOW_VERY_DIFFICULT)
        return -1;
    return max;
}

/* The going a team feels on a move: the worst its line touches for tanks and
 * medium guns; infantry and man-packed guns are not slowed (OF-M2). */
int fow_move_going(const wg_game *g, int team, wg_tab_point from, wg_tab_point to)
{
    int kind = fow_type_of(g, team)->kind;
    if (kind != WG_FOW_TANK && kind != WG_FOW_MEDIUM_GUN)
        return FOW_EASY;
    return fow_path_going(g, from, to, NULL);
}

static int64_t center_d2(const wg_game *g, int a, int32_t x, int32_t y)
{
    wg_tab_point p = { x, y }, q = { fow_ct(g, a)->x, fow_ct(g, a)->y };
    return wg_tab_distance2(p, q);
}

/* Why the team cannot move at all now, or 0. */
static int cannot_move(const wg_game *g, int team, char *why, size_t cap)
{
    const fow_data *d = fow_d(g);
    if (team < 0 || team >= d->nteams)
        return fow_refuse(why, cap, "no team %d", team);
    if (d->team[team].player != wg_ccore(g)->active)
        return fow_refuse(why, cap, "%s is not the moving player's", d->team[team].name);
    uint32_t f = (uint32_t)fow_ct(g, team)->flags;
    if (!(f & WG_FOW_TEAM_ALIVE))
        return fow_refuse(why, cap, "%s is destroyed", d->team[team].name);
    if (f & WG_FOW_TEAM_BAILED_OUT)
        return fow_refuse(why, cap, "%s is bailed out (OF-S16)", d->team[team].name);
    if (f & WG_FOW_TEAM_BOGGED)
        return fow_refuse(why, cap, "%s is bogged down (OF-M4)", d->team[team].name);
    if (f & WG_FOW_TEAM_MOVED)
        return fow_refuse(why, cap, "%s has already moved this turn", d->team[team].name);
    if (f & WG_FOW_TEAM_DUG_THIS_TURN)
        return fow_refuse(why, cap, "%s dug in instead of moving (OF-M8)", d->team[team].name);
    return 0;
}

/* !cannot_move for a team of the moving player, without the reasons: the
 * listings and draws ask it of every team. */
static int free_to_move(const wg_game *g, int team)
{
    uint32_t f = (uint32_t)fow_ct(g, team)->flags;
    uint32_t held = WG_FOW_TEAM_BAILED_OUT | WG_FOW_TEAM_BOGGED | WG_FOW_TEAM_MOVED |
                    WG_FOW_TEAM_DUG_THIS_TURN;
    return (f & (WG_FOW_TEAM_ALIVE | held)) == WG_FOW_TEAM_ALIVE;
}

/*
 * What every move of one team shares, worked out on first need and kept
 * while a listing tries its candidates: the teams it may take command from
 * (OF-M5) and, if its platoon is pinned down, the enemies it can see (OF-M7).
 */
typedef struct mover {
    int team;
    fow_shapes *shapes;        /* the bases, kept for the listing */
    int have_net, have_seen;
    fow_command_net net;
    int nseen;
    int seen[FOW_MAX_TEAMS];
    int32_t facing;            /* the last facing asked for, -1 at first */
    wg_tab_shape base;         /* the base with that facing, centred at (x, y): */
    int32_t x, y;              /* most candidates share a facing, and shift it */
    int have_toward;           /* the draw's: where its candidates face, */
    int32_t toward;
    wg_tab_dir quarter[4];     /* and the directions they go in */
    int stranded;              /* stranded(), or -1 when not yet asked */
    int overlap_asks;          /* OF-X13 questions so far; from the second, */
    int nnear;                 /* the teams its moves might end on, -1 when */
    int near[FOW_MAX_TEAMS];   /* not yet found */
} mover;

static void mover_init(mover *m, fow_shapes *c, int team)
{
    m->team = team;
    m->shapes = c;
    m->have_net = m->have_seen = 0;
    m->facing = -1;
    m->have_toward = 0;
    m->stranded = -1;
    m->nnear = -1;
    m->overlap_asks = 0;
}

/* The live enemy teams the mover can see from where it stands (OF-G5). */
static void mover_find_seen(const wg_game *g, mover *m)
{
    int team = m->team, first, end = fow_enemy_span(g, team, &first);
    m->nseen = 0;
    for (int e = first; e < end; e++)
        if (fow_alive(g, e) && fow_can_see(g, team, e))
            m->seen[m->nseen++] = e;
    m->have_seen = 1;
}

/* OF-M7: a pinned-down team may not end closer to an enemy it can see; the one it would, or -1. */
static int pinned_closer(const wg_game *g, mover *m, int32_t x, int32_t y)
{
    const fow_tstate *s = fow_ct(g, m->team);
    if (!m->have_seen)
        mover_find_seen(g, m);
    for (int k = 0; k < m->nseen; k++) {
        int e = m->seen[k];
        if (center_d2(g, e, x, y) < center_d2(g, e, s->x, s->y))
            return e;
    }
    return -1;
}

/* 1 if a base of the mover centred at `centre` is, by the centres alone,
 * within command distance of its command team (or it needs none): then it
 * is in command whoever else is in the net, which need not be worked out. */
static int near_command_team(const wg_game *g, const mover *m, wg_tab_point centre)
{
    int platoon = fow_d(g)->team[m->team].platoon, cmd = fow_command_team(g, platoon);
    if (cmd < 0 || cmd == m->team)
        return 1;
    wg_tab_point at = { fow_ct(g, cmd)->x, fow_ct(g, cmd)->y };
    return fow_centres_settle(at, fow_reach_of(g, cmd), centre, fow_reach_of(g, m->team),
                              fow_command_distance(g, m->team)) == 1;
}

/* The mover's base at the action's point and facing. */
static void mover_base_at(const wg_game *g, mover *m, const wg_action *a, wg_tab_shape *out)
{
    int32_t facing = fow_norm_angle(a->value);
    if (facing != m->facing) {
        wg_tab_rect r = fow_rect_at(g, m->team, a->x, a->y, facing);
        wg_tab_shape_of(&r, &m->base);
        m->facing = facing;
        m->x = a->x;
        m->y = a->y;
    }
    *out = m->base;
    wg_tab_shape_shift(out, a->x - m->x, a->y - m->y);
}

/* OF-M5: does the mover end in command, at the action's point and facing? */
static int ends_in_command(const wg_game *g, mover *m, const wg_action *a)
{
    wg_tab_point centre = { a->x, a->y };
    if (!m->have_net && near_command_team(g, m, centre))
        return 1;
    if (!m->have_net)
        fow_command_net_init(&m->net, g, m->shapes, m->team);
    m->have_net = 1;
    fow_reach reach = fow_reach_of(g, m->team);
    int settled = fow_command_net_settle(g, &m->net, centre, reach);
    if (settled >= 0)
        return settled;
    wg_tab_shape at;
    mover_base_at(g, m, a, &at);
    return fow_command_net_reaches(g, &m->net, &at, centre, reach);
}

typedef struct base_at {
    const wg_game *g;
    mover *m;
    const wg_action *a;
} base_at;

static void make_base_at(void *ctx, wg_tab_shape *out)
{
    base_at *b = ctx;
    mover_base_at(b->g, b->m, b->a, out);
}

/* OF-X13: the team whose base the mover's would overlap at the action's point and facing, or -1. */
static int ends_on_a_team(const wg_game *g, mover *m, const wg_action *a)
{
    wg_tab_point to = { a->x, a->y };
    const int *near = m->near;
    int n = m->nnear;
    if (n < 0 && m->overlap_asks++ == 0) { /* a draw asks most movers once: every team */
        near = NULL;
    } else if (n < 0) { /* a listing asks many times: near any move (its easy-going limit) */
        n = m->nnear = fow_teams_near(g, m->team, fow_center(g, m->team),
                                      fow_move_limit(g, m->team, FOW_EASY), m->near);
    }
    base_at b = { g, m, a };
    return fow_overlapping_team(g, m->shapes, m->team, to, near, n, make_base_at, &b);
}

/* The move's problem for a team that may move now (cannot_move passed), or 0. */
static int move_problem(const wg_game *g, mover *m, const wg_action *a, char *why, size_t cap)
{
    const fow_data *d = fow_d(g);
    int team = m->team;
    if (a->x < 0 || a->y < 0 || a->x > d->width || a->y > d->depth)
        return fow_refuse(why, cap, "(%d, %d) is off the table", a->x, a->y);
    const fow_tstate *s = fow_ct(g, team);
    wg_tab_point from = { s->x, s->y }, to = { a->x, a->y };
    int going = fow_move_going(g, team, from, to);
    int32_t max = fow_move_limit(g, team, going);
    if (max < 0)
        return fow_refuse(why, cap, "medium guns cannot enter very difficult going (OF-M3)");
    if (!wg_tab_point_within(from, to, max))
        return fow_refuse(why, cap, "%s moves at most %d tenths of mm here (OF-M1, OF-M2)",
                      d->team[team].name, max);
    if (fow_cp(g, d->team[team].platoon)->flags & FOW_P_PINNED) {
        int e = pinned_closer(g, m, a->x, a->y);
        if (e >= 0)
            return fow_refuse(why, cap, "pinned down: %s cannot move closer to %s (OF-M7)",
                          d->team[team].name, d->team[e].name);
    }
    if (!ends_in_command(g, m, a))
        return fow_refuse(why, cap, "%s would end out of command (OF-M5)", d->team[team].name);
    int under = ends_on_a_team(g, m, a);
    if (under >= 0)
        return fow_refuse(why, cap, "%s would end on top of %s: bases may not overlap (OF-X13)",
                          d->team[team].name, d->team[under].name);
    return 0;
}

int fow_move_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    const wg_frame *f = wg_ctop(g);
    if (!f || f->kind != FOW_K_MOVE)
        return fow_refuse(why, cap, "not the Movement Step");
    if (cannot_move(g, a->unit, why, cap))
        return 1;
    fow_shapes c;
    fow_shapes_init(&c);
    mover m;
    mover_init(&m, &c, a->unit);
    return move_problem(g, &m, a, why, cap);
}

/* A bogging check when a tank or gun enters rough going (OF-M2, OF-M3). 1 if bogged. */
int fow_bogs(wg_game *g, int team, int going)
{
    const fow_data *d = fow_d(g);
    if (going == FOW_EASY)
        return 0;
    int purpose = WG_FOW_ROLL_BOG, need = 2;
    if (going == FOW_VERY_DIFFICULT) {
        purpose = WG_FOW_ROLL_BOG_SKILL;
        need = fow_skill_test(d->platoon[d->team[team].platoon].skill);
    }
    fow_emit_score(g, purpose, need, need, 0, team, -1);
    return wg_roll_die(g, 6, purpose, need, team, -1) < need;
}

/* The team is bogged down where it stopped (OF-M2, OF-M4). */
static void bog_down(wg_game *g, int team, wg_tab_point at)
{
    fow_t(g, team)->flags |= WG_FOW_TEAM_BOGGED;
    wg_event b = wg_event_about(WG_FOW_EV_BOGGED, fow_d(g)->team[team].player, team, -1);
    b.x = at.x;
    b.y = at.y;
    wg_emit(g, &b);
}

void fow_apply_move(wg_game *g, const wg_action *a)
{
    const fow_data *d = fow_d(g);
    int team = a->unit;
    int kind = fow_type_of(g, team)->kind;
    fow_tstate *s = fow_t(g, team);
    wg_tab_point from = { s->x, s->y }, to = { a->x, a->y };
    wg_event ev = wg_event_make(WG_EV_MOVE);
    ev.unit = team;
    ev.player = d->team[team].player;
    ev.value = s->x;
    ev.extra = s->y;
    int bogged = 0;
    if (kind == WG_FOW_TANK || kind == WG_FOW_MEDIUM_GUN) {
        int going = fow_path_going(g, from, to, NULL);
        if (fow_bogs(g, team, going)) {
            to = fow_path_entry(g, from, to); /* it stops as it enters */
            bogged = 1;
        }
    }
    s = fow_t(g, team);
    int32_t facing = fow_norm_angle(a->value);
    s->turret = fow_norm_angle(s->turret + (facing - s->facing));
    s->facing = facing;
    s->x = to.x;
    s->y = to.y;
    s->flags |= WG_FOW_TEAM_MOVED;
    s->flags &= ~WG_FOW_TEAM_DUG_IN; /* it leaves its foxholes */
    int platoon = d->team[team].platoon;
    if (fow_cp(g, platoon)->flags & FOW_P_PINNED)
        s->flags |= WG_FOW_TEAM_MOVED_PINNED;
    if (fow_command_team(g, platoon) == team)
        fow_p(g, platoon)->flags |= FOW_P_CMD_MOVED;
    ev.x = to.x;
    ev.y = to.y;
    wg_emit(g, &ev);
    if (bogged)
        bog_down(g, team, to);
}

/*
 * OF-X10: a team crosses a feature when any part of its base does. The going
 * of an assault move is the worst going touched by the line between the
 * centres or by any corner of the base, tracked from where it stands to
 * where it ends; *corner = the corner whose track alone touches the worst
 * (then the team stops where that corner meets it), else -1.
 */
static int base_going(const wg_game *g, int team, wg_tab_point to, int32_t facing, int *corner)
{
    wg_tab_point from = fow_center(g, team), c0[4], c1[4];
    int worst = fow_move_going(g, team, from, to);
    *corner = -1;
    int kind = fow_type_of(g, team)->kind;
    if (kind != WG_FOW_TANK && kind != WG_FOW_MEDIUM_GUN)
        return worst;
    wg_tab_rect r0 = fow_rect(g, team), r1 = fow_rect_at(g, team, to.x, to.y, facing);
    wg_tab_rect_corners(&r0, c0);
    wg_tab_rect_corners(&r1, c1);
    for (int k = 0; k < 4; k++) {
        int going = fow_path_going(g, c0[k], c1[k], NULL);
        if (going > worst) {
            worst = going;
            *corner = k;
        }
    }
    return worst;
}

/*
 * A move by the movement rules outside the Movement Step (charges, counterattack
 * charges, break-offs, consolidation): a tank or medium gun takes a bogging check
 * for the worst going its base touches (OF-X10) and, if it bogs, stops where it
 * enters it (OF-M2, OF-M3, OF-A3). The team leaves its foxholes. 1 if it bogged down.
 */
int fow_rough_move(wg_game *g, int team, int32_t x, int32_t y, int32_t facing)
{
    wg_tab_point from = { fow_ct(g, team)->x, fow_ct(g, team)->y }, to = { x, y };
    int corner, going = base_going(g, team, to, facing, &corner);
    int bogged = fow_bogs(g, team, going);
    if (bogged && corner < 0) {
        to = fow_path_entry(g, from, to);
    } else if (bogged) { /* the centre moves as far as that corner got */
        wg_tab_point c0[4], c1[4];
        wg_tab_rect r0 = fow_rect(g, team), r1 = fow_rect_at(g, team, x, y, facing);
        wg_tab_rect_corners(&r0, c0);
        wg_tab_rect_corners(&r1, c1);
        wg_tab_point e = fow_path_entry(g, c0[corner], c1[corner]);
        to.x = from.x + (e.x - c0[corner].x);
        to.y = from.y + (e.y - c0[corner].y);
    }
    fow_assault_move(g, team, to.x, to.y, facing);
    if (bogged)
        bog_down(g, team, to);
    return bogged;
}

/* Put a team at (x, y) facing `facing` (assault moves), with its WG_EV_MOVE. */
void fow_put(wg_game *g, int team, int32_t x, int32_t y, int32_t facing)
{
    fow_tstate *s = fow_t(g, team);
    wg_event ev = wg_event_make(WG_EV_MOVE);
    ev.unit = team;
    ev.player = fow_d(g)->team[team].player;
    ev.value = s->x;
    ev.extra = s->y;
    facing = fow_norm_angle(facing);
    s->turret = fow_norm_angle(s->turret + (facing - s->facing));
    s->facing = facing;
    s->x = x;
    s->y = y;
    ev.x = x;
    ev.y = y;
    wg_emit(g, &ev);
}

/* ------------------------------------------------------------ digging in (OF-M8) */

int fow_dig_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    const fow_data *d = fow_d(g);
    const wg_frame *f = wg_ctop(g);
    if (!f || f->kind != FOW_K_MOVE)
        return fow_refuse(why, cap, "not the Movement Step");
    if (a->value != WG_FOW_CHOOSE_DIG_IN)
        return fow_refuse(why, cap, "CHOOSE %d means nothing in the Movement Step", a->value);
    if (a->unit < 0 || a->unit >= d->nteams || d->team[a->unit].player != wg_ccore(g)->active)
        return fow_refuse(why, cap, "no team of the moving player named");
    const fow_platoon_def *p = &d->platoon[d->team[a->unit].platoon];
    int any = 0, all_dug = 1;
    for (int i = p->first; i < p->first + p->count; i++) {
        if (!fow_alive(g, i))
            continue;
        uint32_t fl = (uint32_t)fow_ct(g, i)->flags;
        if (fow_type_of(g, i)->kind == WG_FOW_TANK)
            return fow_refuse(why, cap, "only infantry and gun platoons dig in (OF-M8)");
        if (fl & (WG_FOW_TEAM_MOVED | WG_FOW_TEAM_DUG_THIS_TURN))
            return fow_refuse(why, cap, "the platoon has moved or dug in this turn (OF-M8)");
        if (!(fl & WG_FOW_TEAM_DUG_IN))
            all_dug = 0;
        any = 1;
    }
    if (!any)
        return fow_refuse(why, cap, "the platoon is destroyed");
    if (all_dug)
        return fow_refuse(why, cap, "the platoon is already dug in");
    return 0;
}

void fow_apply_dig(wg_game *g, const wg_action *a)
{
    const fow_data *d = fow_d(g);
    int platoon = d->team[a->unit].platoon;
    const fow_platoon_def *p = &d->platoon[platoon];
    int leader = fow_command_team(g, platoon);
    int need = fow_skill_test(p->skill);
    fow_emit_score(g, WG_FOW_ROLL_DIG_IN, need, need, 0, leader, -1);
    int ok = wg_roll_die(g, 6, WG_FOW_ROLL_DIG_IN, need, leader, -1) >= need;
    for (int i = p->first; i < p->first + p->count; i++) {
        if (!fow_alive(g, i))
            continue;
        fow_t(g, i)->flags |= WG_FOW_TEAM_DUG_THIS_TURN | (ok ? WG_FOW_TEAM_DUG_IN : 0);
    }
    wg_event ev = wg_event_make(WG_FOW_EV_DUG_IN);
    ev.unit = leader;
    ev.player = p->player;
    ev.result = ok;
    wg_emit(g, &ev);
}

/* ------------------------------------------------------------ representative moves */

static wg_action move_action(int team, int32_t x, int32_t y, int32_t facing)
{
    wg_action a = wg_action_make(WG_ACT_MOVE);
    a.unit = team;
    a.x = x;
    a.y = y;
    a.value = fow_norm_angle(facing);
    return a;
}

/* Digging in (OF-M8) for a platoon, answered through its command team. */
static wg_action dig_action(const wg_game *g, int platoon)
{
    wg_action a = wg_action_make(WG_ACT_CHOOSE);
    a.unit = fow_command_team(g, platoon);
    a.value = WG_FOW_CHOOSE_DIG_IN;
    return a;
}

static int add_if_legal(const wg_game *g, wg_sink *s, mover *m, int32_t x, int32_t y,
                        int32_t facing)
{
    wg_action a = move_action(m->team, x, y, facing);
    if (move_problem(g, m, &a, NULL, 0))
        return 0;
    wg_sink_add(s, &a);
    return 1;
}

static int nearest_enemy(const wg_game *g, int team)
{
    const fow_tstate *s = fow_ct(g, 0);
    int best = -1, first, end = fow_enemy_span(g, team, &first);
    wg_tab_point at = { s[team].x, s[team].y };
    int64_t bd = 0;
    for (int e = first; e < end; e++) {
        wg_tab_point p = { s[e].x, s[e].y };
        int64_t d2 = wg_tab_distance2(at, p);
        /* whole, no early way out: which team is nearer is a coin toss to the processor */
        int take = ((s[e].flags & WG_FOW_TEAM_ALIVE) != 0) & ((best < 0) | (d2 < bd));
        best = take ? e : best;
        bd = take ? d2 : bd;
    }
    return best;
}

/*
 * The representative moves the legal list offers a team, before any test:
 * where each would end and which way it would face. The listing tests them
 * all; the random agent's draw tests only the one it picks.
 */
typedef struct move_cand {
    int32_t x, y, facing;
    int32_t offered;           /* 0: this slot has no candidate for the team */
} move_cand;

/* A team's slots: four directions at three distances (full, rough, half),
 * a turn on the spot, a follow, round either flank of the nearest enemy. */
#define FOW_TEAM_CANDIDATES 16

/* A move of `dist` along `dir`, facing `facing`. */
static move_cand step_toward(const fow_tstate *t, wg_tab_dir dir, int32_t dist, int32_t facing)
{
    move_cand c;
    c.x = (int32_t)(t->x + (int64_t)dir.x * dist / WG_TAB_ONE);
    c.y = (int32_t)(t->y + (int64_t)dir.y * dist / WG_TAB_ONE);
    c.facing = facing;
    c.offered = 1;
    return c;
}

/* How far the follow move goes (OF-M5, OF-M6): 0 if the team has none. */
static int64_t follow_distance(const wg_game *g, int team)
{
    const fow_data *d = fow_d(g);
    int platoon = d->team[team].platoon;
    int cmd = fow_command_team(g, platoon);
    if (cmd < 0 || cmd == team)
        return 0;
    const fow_tstate *c = fow_ct(g, cmd);
    int64_t half = fow_command_distance(g, team) / 2, d2 = center_d2(g, team, c->x, c->y);
    if (d2 < (half + 1) * (half + 1))
        return 0; /* the centres are at most half the command distance apart: no root needed */
    int64_t go = wg_tab_isqrt(d2) - half;
    int32_t max = fow_move_limit(g, team, FOW_EASY);
    if (go <= 0)
        return 0;
    return go > max ? max : go;
}

/* The follow move of a team: toward its command team; 1 if it has one. */
static int follow_candidate(const wg_game *g, int team, move_cand *out)
{
    int64_t go = follow_distance(g, team);
    if (go <= 0)
        return 0;
    const fow_tstate *t = fow_ct(g, team);
    const fow_tstate *c = fow_ct(g, fow_command_team(g, fow_d(g)->team[team].platoon));
    int32_t angle = wg_tab_angle_of(c->x - t->x, c->y - t->y);
    *out = step_toward(t, wg_tab_dir_from_angle(angle), (int32_t)go, angle);
    return 1;
}

/* How far beside an enemy's base a flanking move ends: clear of it. */
#define FLANK_CLEARANCE 127 /* 1/2" */

int fow_flank_point(const wg_game *g, int team, int side, int32_t *x, int32_t *y,
                    int32_t *facing, int *enemy)
{
    int e = *enemy = nearest_enemy(g, team);
    if (e < 0)
        return 0;
    const fow_type *et = fow_type_of(g, e), *mt = fow_type_of(g, team);
    if (et->kind != WG_FOW_TANK && !fow_is_gun(g, e))
        return 0;
    const fow_tstate *t = fow_ct(g, team), *s = fow_ct(g, e);
    wg_tab_dir fwd = wg_tab_dir_from_angle(s->facing), lat = wg_tab_dir_quarter_left(fwd);
    /* room for the enemy to turn on the spot to face it (OF-M10): its half diagonal */
    int64_t pivot = wg_tab_isqrt((int64_t)et->half_width * et->half_width +
                                 (int64_t)et->half_depth * et->half_depth);
    int64_t across = side * (pivot + mt->half_depth + FLANK_CLEARANCE);
    int64_t ahead = et->half_depth / 2; /* behind its front edge, not its centre: nearer */
    int64_t px = s->x + (lat.x * across + fwd.x * ahead) / WG_TAB_ONE;
    int64_t py = s->y + (lat.y * across + fwd.y * ahead) / WG_TAB_ONE;
    int64_t dx = px - t->x, dy = py - t->y, dist = wg_tab_isqrt(dx * dx + dy * dy);
    int64_t full = fow_move_limit(g, team, FOW_EASY);
    if (dist <= 0 || full <= 0)
        return 0;
    int whole = dx * dx + dy * dy <= full * full; /* the root rounds down: not it */
    if (!whole) {
        px = t->x + dx * full / dist;
        py = t->y + dy * full / dist;
    }
    *x = (int32_t)px;
    *y = (int32_t)py;
    *facing = wg_tab_angle_of((int32_t)(s->x - px), (int32_t)(s->y - py));
    return whole ? 2 : 1;
}

/* Slot 14 or 15: round one flank of the nearest enemy or the other (fow_flank_point). */
static int flank_candidate(const wg_game *g, int team, int side, move_cand *out)
{
    int e;
    out->offered = fow_flank_point(g, team, side, &out->x, &out->y, &out->facing, &e) > 0;
    return out->offered;
}

static int follow_moves(const wg_game *g, wg_sink *s, mover *m)
{
    move_cand c;
    return follow_candidate(g, m->team, &c) && add_if_legal(g, s, m, c.x, c.y, c.facing);
}

/* Where the team's moves face: toward the nearest enemy, else as it faces;
 * *dir gets the direction of that facing. */
static int32_t toward_enemy(const wg_game *g, int i, wg_tab_dir *dir)
{
    int e = nearest_enemy(g, i);
    const fow_tstate *t = fow_ct(g, i);
    if (e < 0) {
        *dir = wg_tab_dir_from_angle(t->facing);
        return t->facing;
    }
    return fow_angle_toward(g, i, fow_ct(g, e)->x - t->x, fow_ct(g, e)->y - t->y, dir);
}

/* A team's candidates in listing order, one per slot (see move_cand.offered):
 * toward the nearest enemy, away, across to the left and to the right, each
 * at full, rough (when it is shorter) and half distance; a turn to face the
 * enemy (OF-M10) when it faces elsewhere; the follow move. */

/* What slots 0..12 share: where the team stands, the facing toward the enemy, how far it goes. */
typedef struct cand_base {
    const fow_tstate *t;
    int32_t toward, full, rough;
} cand_base;

static cand_base cand_base_of(const wg_game *g, int i, wg_tab_dir *toward_dir)
{
    cand_base b = { fow_ct(g, i), toward_enemy(g, i, toward_dir), fow_move_limit(g, i, FOW_EASY),
                    fow_move_limit(g, i, FOW_DIFFICULT) };
    return b;
}

/* Slot k < 13; dir = the direction of its quarter (slots 3q..3q+2; unused for 12). */
static move_cand slot_candidate(const cand_base *b, wg_tab_dir dir, int k)
{
    if (k == 12)
        return (move_cand){ b->t->x, b->t->y, b->toward,
                            fow_norm_angle(b->toward) != b->t->facing };
    int32_t dist[3] = { b->full, b->rough, b->full / 2 };
    move_cand c = step_toward(b->t, dir, dist[k % 3], b->toward);
    if (k % 3 == 1)
        c.offered = b->rough > 0 && b->rough < b->full;
    return c;
}

/* The directions of the four quarters: toward, away, across left, across right. */
static void quarter_dirs(wg_tab_dir toward, wg_tab_dir dir[4])
{
    dir[0] = toward;
    dir[2] = wg_tab_dir_quarter_left(dir[0]);
    dir[1] = wg_tab_dir_quarter_left(dir[2]);
    dir[3] = wg_tab_dir_quarter_left(dir[1]);
}

static void team_candidates(const wg_game *g, int i, move_cand out[FOW_TEAM_CANDIDATES])
{
    wg_tab_dir toward, dir[4];
    cand_base b = cand_base_of(g, i, &toward);
    quarter_dirs(toward, dir);
    for (int k = 0; k < 13; k++)
        out[k] = slot_candidate(&b, dir[k < 12 ? k / 3 : 0], k);
    out[13].offered = follow_candidate(g, i, &out[13]);
    out[14].offered = flank_candidate(g, i, -1, &out[14]);
    out[15].offered = flank_candidate(g, i, 1, &out[15]);
}

/* Slot k of team_candidates alone: a draw tries one slot, and works out
 * only what it needs, once for all its tries of the team (kept in m). */
static move_cand team_candidate(const wg_game *g, mover *m, int k)
{
    move_cand c;
    if (k == 13) {
        c.offered = follow_candidate(g, m->team, &c);
        return c;
    }
    if (k >= 14) {
        c.offered = flank_candidate(g, m->team, k == 14 ? -1 : 1, &c);
        return c;
    }
    if (!m->have_toward) {
        wg_tab_dir toward;
        m->toward = toward_enemy(g, m->team, &toward);
        quarter_dirs(toward, m->quarter);
        m->have_toward = 1;
    }
    cand_base b = { fow_ct(g, m->team), m->toward, fow_move_limit(g, m->team, FOW_EASY),
                    fow_move_limit(g, m->team, FOW_DIFFICULT) };
    return slot_candidate(&b, m->quarter[k < 12 ? k / 3 : 0], k);
}

/* OF-M6 at the end of the Movement Step; the bases measured are kept in `c`. */
static int pass_problem(const wg_game *g, fow_shapes *c, char *why, size_t cap)
{
    const fow_data *d = fow_d(g);
    for (int k = 0; k < d->nplatoons; k++) {
        const fow_platoon_def *p = &d->platoon[k];
        if (p->player != wg_ccore(g)->active || !(fow_cp(g, k)->flags & FOW_P_CMD_MOVED))
            continue;
        int cmd = fow_command_team(g, k), able = 0, moved = 0;
        for (int i = p->first; i < p->first + p->count; i++) {
            const fow_tstate *t = fow_ct(g, i);
            if (i == cmd || !(t->start_flags & WG_FOW_TEAM_ALIVE) ||
                (t->start_flags & (WG_FOW_TEAM_BAILED_OUT | WG_FOW_TEAM_BOGGED)))
                continue;
            able++;
            moved += (t->flags & WG_FOW_TEAM_MOVED) != 0;
        }
        if (2 * moved >= able)
            continue;
        /* waived only when no team left behind can follow at all */
        wg_sink probe = { NULL, 0, 0, -1, NULL, 0 };
        for (int i = p->first; i < p->first + p->count && !probe.count; i++) {
            if (!free_to_move(g, i))
                continue;
            mover m;
            mover_init(&m, c, i);
            follow_moves(g, &probe, &m);
        }
        if (probe.count)
            return fow_refuse(why, cap,
                          "the command team of %s must take at least half of the platoon "
                          "with it (OF-M6): %d of %d moved",
                          p->name, moved, able);
    }
    return 0;
}

int fow_pass_move_problem(const wg_game *g, char *why, size_t cap)
{
    fow_shapes c;
    fow_shapes_init(&c);
    return pass_problem(g, &c, why, cap);
}

static int stranded(const wg_game *g, mover *m);

void fow_legal_moves(const wg_game *g, wg_sink *s)
{
    const fow_data *d = fow_d(g);
    int player = wg_ccore(g)->active;
    fow_shapes c;
    fow_shapes_init(&c);
    if (!pass_problem(g, &c, NULL, 0)) {
        wg_action a = wg_action_make(WG_ACT_PASS);
        wg_sink_add(s, &a);
    }
    for (int k = 0; k < d->nplatoons; k++) {
        if (d->platoon[k].player != player || !fow_platoon_alive(g, k))
            continue;
        wg_action a = dig_action(g, k);
        if (!fow_dig_problem(g, &a, NULL, 0))
            wg_sink_add(s, &a);
    }
    for (int i = 0; i < d->nteams; i++) {
        if (d->team[i].player != player || !free_to_move(g, i))
            continue;
        mover m;
        mover_init(&m, &c, i);
        if (stranded(g, &m))
            continue; /* every candidate would end out of command */
        move_cand cand[FOW_TEAM_CANDIDATES];
        team_candidates(g, i, cand);
        for (int k = 0; k < FOW_TEAM_CANDIDATES; k++)
            if (cand[k].offered)
                add_if_legal(g, s, &m, cand[k].x, cand[k].y, cand[k].facing);
    }
}

/*
 * The random agent's draw in the Movement Step, without the listing's test
 * of every candidate: every answer the listing offers has exactly one slot
 * (PASS, one dig-in per platoon, FOW_TEAM_CANDIDATES per team that may
 * move), so drawing a slot uniformly and keeping it if it holds a candidate
 * that passes its test is uniform over the legal list. After WG_DRAW_TRIES
 * refusals the agent lists instead.
 */
typedef struct move_draw {
    int nplatoons, nteams;
    int platoon[FOW_MAX_PLATOONS];
    int team[FOW_MAX_TEAMS];
} move_draw;

/* Whether slot k < FOW_TEAM_CANDIDATES may hold a candidate, by what is
 * cheap to know: the rough slots only where rough going is slower. */
static int slot_may_offer(const wg_game *g, int team, int k)
{
    if (k >= 12 || k % 3 != 1)
        return 1;
    int32_t rough = fow_move_limit(g, team, FOW_DIFFICULT);
    return rough > 0 && rough < fow_move_limit(g, team, FOW_EASY);
}

/* How far from where it stands any candidate of the team ends, at most:
 * the full move, and the rounding of the direction it goes in. */
static int64_t candidate_reach(const wg_game *g, int team)
{
    int64_t full = fow_move_limit(g, team, FOW_EASY);
    return full + full / 1024 + 2;
}

/* Whether a live team of the platoon other than `team` might be within
 * `range` of a base centred at `from` with that reach. */
static int teammate_near(const wg_game *g, int team, wg_tab_point from, fow_reach reach,
                         int32_t range)
{
    const fow_platoon_def *p = &fow_d(g)->platoon[fow_d(g)->team[team].platoon];
    for (int i = p->first; i < p->first + p->count; i++)
        if (i != team && fow_alive(g, i) &&
            fow_centres_settle(fow_center(g, i), fow_reach_of(g, i), from, reach, range))
            return 1;
    return 0;
}

/*
 * OF-M5: 1 if the team cannot end in command wherever its candidates take
 * it: every team it could take its orders from is beyond command distance
 * of every base within candidate_reach of where it stands. Every candidate
 * of the team is then refused, so neither the listing nor a draw works
 * them out. The command net found is kept in the mover for the move's own
 * test.
 */
static int stranded_now(const wg_game *g, mover *m)
{
    int platoon = fow_d(g)->team[m->team].platoon, cmd = fow_command_team(g, platoon);
    if (cmd < 0 || cmd == m->team)
        return 0;
    fow_reach anywhere = fow_reach_of(g, m->team); /* its base wherever it may end */
    anywhere.out += candidate_reach(g, m->team);
    wg_tab_point from = fow_center(g, m->team);
    int32_t range = fow_command_distance(g, m->team);
    if (fow_centres_settle(fow_center(g, cmd), fow_reach_of(g, cmd), from, anywhere, range))
        return 0; /* the command team may be near enough: the usual case */
    if (!teammate_near(g, m->team, from, anywhere, range))
        return 1; /* whoever is in the net, none is near */
    fow_command_net_init(&m->net, g, m->shapes, m->team);
    m->have_net = 1;
    for (int k = 0; k < m->net.n; k++) {
        int i = m->net.member[k];
        if (fow_centres_settle(fow_center(g, i), fow_reach_of(g, i), from, anywhere, range))
            return 0;
    }
    return 1;
}

static int stranded(const wg_game *g, mover *m)
{
    if (m->stranded < 0)
        m->stranded = stranded_now(g, m);
    return m->stranded;
}

/*
 * The movers of the teams a draw has tried, kept for its next tries (a
 * third of them try a team again): the state does not change between
 * them, so neither does what a mover has worked out. The oldest goes
 * when all are taken.
 */
#define FOW_DRAW_MOVERS 4
typedef struct draw_movers {
    fow_shapes *shapes;
    int n, next;
    mover m[FOW_DRAW_MOVERS];
} draw_movers;

static mover *draw_mover(draw_movers *dm, int team)
{
    for (int k = 0; k < dm->n; k++)
        if (dm->m[k].team == team)
            return &dm->m[k];
    mover *m;
    if (dm->n < FOW_DRAW_MOVERS) {
        m = &dm->m[dm->n++];
    } else {
        m = &dm->m[dm->next];
        dm->next = (dm->next + 1) % FOW_DRAW_MOVERS;
    }
    mover_init(m, dm->shapes, team);
    return m;
}

/* Slot k of the draw, tested: 1 with *out set if it holds a legal answer.
 * What it measures is kept in `dm` for the next tries. */
static int draw_one(const wg_game *g, const move_draw *w, draw_movers *dm, int k, wg_action *out)
{
    if (k == 0) {
        *out = wg_action_make(WG_ACT_PASS);
        return !pass_problem(g, dm->shapes, NULL, 0);
    }
    if (--k < w->nplatoons) {
        *out = dig_action(g, w->platoon[k]);
        return !fow_dig_problem(g, out, NULL, 0);
    }
    k -= w->nplatoons;
    int team = w->team[k / FOW_TEAM_CANDIDATES], slot = k % FOW_TEAM_CANDIDATES;
    if (!slot_may_offer(g, team, slot))
        return 0;
    mover *m = draw_mover(dm, team);
    if (stranded(g, m))
        return 0;
    move_cand cand = team_candidate(g, m, slot);
    if (!cand.offered)
        return 0;
    *out = move_action(team, cand.x, cand.y, cand.facing);
    return !move_problem(g, m, out, NULL, 0);
}

/* The draw's platoons (alive, as fow_platoon_alive) and teams (free to
 * move) of the moving player, in order, in one pass over its platoons: a
 * platoon's teams follow one another, and the platoons' teams come in
 * platoon order. */
static void move_draw_of(const wg_game *g, move_draw *w)
{
    const fow_data *d = fow_d(g);
    int player = wg_ccore(g)->active;
    w->nplatoons = w->nteams = 0;
    for (int k = 0; k < d->nplatoons; k++) {
        const fow_platoon_def *p = &d->platoon[k];
        if (p->player != player)
            continue;
        int alive = 0;
        for (int i = p->first; i < p->first + p->count; i++) {
            alive |= fow_alive(g, i);
            w->team[w->nteams] = i; /* kept only if free: no branch to guess */
            w->nteams += free_to_move(g, i);
        }
        if (alive && !(fow_cp(g, k)->flags & FOW_P_DESTROYED))
            w->platoon[w->nplatoons++] = k;
    }
}

int fow_sample_move(const wg_game *g, uint64_t rng[4], wg_action *out)
{
    move_draw w;
    move_draw_of(g, &w);
    uint32_t slots = (uint32_t)(1 + w.nplatoons + w.nteams * FOW_TEAM_CANDIDATES);
    fow_shapes c;
    fow_shapes_init(&c);
    draw_movers dm;
    dm.shapes = &c;
    dm.n = dm.next = 0;
    for (int t = 0; t < WG_DRAW_TRIES; t++)
        if (draw_one(g, &w, &dm, (int)wg_agent_pick(rng, slots), out))
            return 1;
    return 0;
}
