/*
 * The end of a fight: the losers break off (OF-A11) and the winners
 * consolidate (OF-A12), each an open WG_DEC_MOVE of the owning player,
 * validated by the movement rules; losing teams left within 2"/5cm of the
 * winners then make way (withdraw.c) and the assault is over (assault.c).
 */
#include "fow_internal.h"

static int frame_platoon(const wg_game *g)
{
    return wg_ctop(g)->data[0];
}

/* OF-A11: the teams of the breaking platoon that may move: operational, within
 * 8"/20cm of a winning team; guns within 2"/5cm of the enemy cannot move. */
static int may_break_off(const wg_game *g, int team, int side)
{
    if (!fow_operational(g, team))
        return 0;
    int e = fow_nearest_enemy(g, team, side);
    if (e < 0 || !fow_within(g, team, e, FOW_D8))
        return 0;
    return !(fow_is_gun(g, team) && fow_enemy_within(g, team, FOW_D2));
}

/* OF-A11: a team captured (how = 1) or abandoned (how = 2) is destroyed. */
static void lose_team(wg_game *g, int team, int how)
{
    wg_event c = wg_event_make(WG_FOW_EV_CAPTURED);
    c.unit = team;
    c.player = fow_d(g)->team[team].player;
    c.value = how;
    wg_emit(g, &c);
    fow_destroy_team(g, team);
}

/* The end of a platoon's break-off: pinned down, then the captures (OF-A11). */
static void finish_break_off(wg_game *g, int platoon)
{
    const fow_data *d = fow_d(g);
    const fow_platoon_def *p = &d->platoon[platoon];
    int side = fow_ch(g)->win_side;
    for (int i = p->first; i < p->first + p->count; i++)
        fow_t(g, i)->aflags &= ~(int32_t)FOW_TA_BREAK;
    fow_pin(g, platoon, fow_cp(g, platoon)->hits);
    for (int i = p->first; i < p->first + p->count; i++) {
        if (!fow_alive(g, i))
            continue;
        int e = fow_nearest_enemy(g, i, side);
        if (e >= 0 && fow_within(g, i, e, FOW_D4))
            lose_team(g, i, 1);
    }
    if (side == 0)
        fow_p(g, platoon)->flags &= ~FOW_P_FIGHT;
}

/* OF-A11: a losing platoon breaks off from the winners of win_side. 1 if its
 * owner now decides the break-off moves (FOW_K_BREAK_OFF). */
static int start_break_off(wg_game *g, int platoon)
{
    const fow_data *d = fow_d(g);
    const fow_platoon_def *p = &d->platoon[platoon];
    int side = fow_ch(g)->win_side, first = -1;
    wg_event ev = wg_event_make(WG_FOW_EV_BREAK_OFF);
    ev.unit = p->first;
    ev.player = p->player;
    wg_emit(g, &ev);
    for (int i = p->first; i < p->first + p->count; i++) /* bailed-out tanks are abandoned */
        if (fow_alive(g, i) && fow_type_of(g, i)->kind == WG_FOW_TANK &&
            ((uint32_t)fow_ct(g, i)->flags & WG_FOW_TEAM_BAILED_OUT))
            lose_team(g, i, 2);
    for (int i = p->first; i < p->first + p->count; i++)
        if (may_break_off(g, i, side)) {
            fow_t(g, i)->aflags |= FOW_TA_BREAK;
            if (first < 0)
                first = i;
        }
    if (first < 0) {
        finish_break_off(g, platoon);
        return 0;
    }
    return fow_open_move(g, FOW_K_BREAK_OFF, p->player, first, platoon);
}

/* Break off every platoon marked FOW_P_BREAKING; 1 if a decision is pending. */
int fow_run_break_offs(wg_game *g)
{
    for (int k = 0; k < fow_d(g)->nplatoons; k++) {
        if (!(fow_cp(g, k)->flags & FOW_P_BREAKING))
            continue;
        fow_p(g, k)->flags &= ~FOW_P_BREAKING;
        if (fow_platoon_alive(g, k) && start_break_off(g, k))
            return 1;
    }
    return 0;
}

/* How far `team` may go on an assault move from `from` to `to`, at most `most`,
 * by the going its line touches (OF-M2, OF-M3); -1: it may not go there. */
static int32_t going_limit(const wg_game *g, int team, wg_tab_point from, wg_tab_point to,
                           int32_t most)
{
    int32_t limit = fow_move_limit(g, team, fow_move_going(g, team, from, to));
    return limit < 0 ? -1 : limit < most ? limit : most;
}

/*
 * What every break-off move of one team measures from where it stands: the
 * nearest winning team (fow_nearest_enemy's; -2 until found) and the
 * distance to each winning team's base (-1 until measured). The automatic
 * break-off tries dozens of moves of a team, and measures these once.
 */
typedef struct standing {
    int near;
    int32_t dist[FOW_MAX_TEAMS];
} standing;

static void standing_init(const wg_game *g, standing *st)
{
    st->near = -2;
    for (int e = 0; e < fow_d(g)->nteams; e++)
        st->dist[e] = -1;
}

/*
 * Would `team`'s base at r end closer to e's than it stands (or, `or_level`,
 * no further)? The exact distances only when their bounds overlap: a
 * break-off move goes a whole move, and the bounds of the two distances
 * are then mostly apart.
 */
static int ends_closer(const wg_game *g, int team, const wg_tab_rect *r, int e, int or_level,
                       standing *st)
{
    fow_reach rt = fow_reach_of(g, team), re = fow_reach_of(g, e);
    fow_span before = fow_distance_span(fow_center(g, team), rt, fow_center(g, e), re);
    fow_span after = fow_distance_span(r->center, rt, fow_center(g, e), re);
    if (after.hi < before.lo)
        return 1;
    if (after.lo > before.hi)
        return 0;
    wg_tab_rect rect_e = fow_rect(g, e);
    if (st->dist[e] < 0)
        st->dist[e] = fow_base_distance(g, team, e);
    int32_t b = st->dist[e], a = wg_tab_rect_distance(r, &rect_e);
    return a < b || (or_level && a <= b);
}

/* OF-A11: a break-off move of `team` to (x, y): at most its full move, away from
 * the enemy (no closer to any winning team, farther from the nearest). What
 * the team's moves share is kept in st. */
static int break_off_problem_from(const wg_game *g, const wg_action *a, standing *st, char *why,
                                  size_t cap)
{
    const fow_data *d = fow_d(g);
    int team = a->unit, side = fow_ch(g)->win_side;
    if (team < 0 || team >= d->nteams || d->team[team].platoon != frame_platoon(g))
        return fow_refuse(why, cap, "only teams of the platoon breaking off move now");
    const char *name = d->team[team].name;
    if (!(fow_ct(g, team)->aflags & FOW_TA_BREAK))
        return fow_refuse(why, cap, "%s cannot make a break-off move: it has moved, or it is not "
                      "operational, or not within 8\"/20cm of the victors, or it is a gun "
                      "within 2\"/5cm of the enemy (OF-A11)", name);
    if (a->x < 0 || a->y < 0 || a->x > d->width || a->y > d->depth)
        return fow_refuse(why, cap, "(%d, %d) is off the table", a->x, a->y);
    wg_tab_point from = fow_center(g, team), to = { a->x, a->y };
    int32_t most = going_limit(g, team, from, to, fow_full_move(g, team));
    if (most < 0)
        return fow_refuse(why, cap, "medium guns cannot enter very difficult going (OF-M3)");
    if (!wg_tab_point_within(from, to, most))
        return fow_refuse(why, cap, "a break-off move is at most %s's full move, 8\"/20cm for "
                          "a tank through rough going (OF-A11, OF-M2)", name);
    wg_tab_rect r = fow_rect_at(g, team, a->x, a->y, fow_norm_angle(a->value));
    if (st->near == -2)
        st->near = fow_nearest_enemy(g, team, side);
    for (int e = 0; e < d->nteams; e++) {
        if (!fow_alive(g, e) || !fow_on_side(g, e, side) || !fow_is_enemy(g, team, e))
            continue;
        if (ends_closer(g, team, &r, e, e == st->near, st))
            return fow_refuse(why, cap, "a break-off move goes away from the enemy: it cannot end "
                          "closer to %s (OF-A11)", d->team[e].name);
    }
    return fow_refuse_under(g, team, &r, why, cap);
}

int fow_break_off_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    standing st;
    standing_init(g, &st);
    return break_off_problem_from(g, a, &st, why, cap);
}

static void break_off_close(wg_game *g)
{
    int k = frame_platoon(g);
    wg_pop(g);
    finish_break_off(g, k);
}

/* The point `dist` from team i's centre at `angle` (milli-degrees), kept on the table. */
static wg_tab_point point_at(const wg_game *g, int i, int32_t angle, int32_t dist)
{
    const fow_data *d = fow_d(g);
    wg_tab_point a = fow_center(g, i);
    wg_tab_dir dir = wg_tab_dir_from_angle(((angle % WG_TAB_TURN) + WG_TAB_TURN) % WG_TAB_TURN);
    wg_tab_point p = { fow_clamp32(a.x + (int64_t)dir.x * dist / WG_TAB_ONE, 0, d->width),
                       fow_clamp32(a.y + (int64_t)dir.y * dist / WG_TAB_ONE, 0, d->depth) };
    return p;
}

/* The closest any winning team would be to team i's base at p. */
static int32_t closest_victor(const wg_game *g, int i, wg_tab_point p, int32_t facing)
{
    const fow_data *d = fow_d(g);
    int side = fow_ch(g)->win_side;
    wg_tab_rect r = fow_rect_at(g, i, p.x, p.y, facing);
    fow_reach reach = fow_reach_of(g, i);
    int32_t best = INT32_MAX;
    for (int e = 0; e < d->nteams; e++) {
        if (!fow_alive(g, e) || !fow_on_side(g, e, side) || !fow_is_enemy(g, i, e))
            continue;
        if (fow_distance_span(p, reach, fow_center(g, e), fow_reach_of(g, e)).lo >= best)
            continue; /* it cannot be closer than the closest so far */
        wg_tab_rect re = fow_rect(g, e);
        int32_t dist = wg_tab_rect_distance(&r, &re);
        if (dist < best)
            best = dist;
    }
    return best;
}

/*
 * OF-A11, OF-X9: the automatic break-off of team `i` is the safest legal
 * one: among moves straight away from the nearest victor `e` (the first
 * candidate, shorter through rough going, as before) and moves of a full,
 * three-quarter and half move every 15 degrees, the legal move that ends with
 * no team within 4"/10cm of any victor (not captured) where one does, and
 * of those the one farthest from the victors; the first such in that order.
 */
static void auto_break_off(wg_game *g, int i, int e)
{
    wg_tab_point from = fow_center(g, i), to = fow_point_away(g, i, e, fow_full_move(g, i));
    int32_t most = going_limit(g, i, from, to, fow_full_move(g, i)), facing = fow_ct(g, i)->facing;
    int32_t away = wg_tab_angle_of(from.x - fow_center(g, e).x, from.y - fow_center(g, e).y);
    int32_t capture = fow_dist(fow_d(g), FOW_D4), best_d = -1;
    wg_tab_point best = from;
    standing st; /* the team stands where it is until the best move is made */
    standing_init(g, &st);
    st.near = e;
    for (int k = -1; k < 24 * 3; k++) {
        wg_tab_point p = k < 0 ? fow_point_away(g, i, e, most < 0 ? 0 : most)
                               : point_at(g, i, away + (k / 3) * 15000,
                                          fow_full_move(g, i) * (4 - k % 3) / 4);
        wg_action m = wg_action_make(WG_ACT_MOVE);
        m.unit = i;
        m.x = p.x;
        m.y = p.y;
        m.value = facing;
        if ((k < 0 && most < 0) || break_off_problem_from(g, &m, &st, NULL, 0))
            continue; /* a gun does not drive into very difficult going */
        int32_t dist = closest_victor(g, i, p, facing);
        int safe = dist > capture, best_safe = best_d > capture;
        if (best_d < 0 || (safe && !best_safe) || (safe == best_safe && dist > best_d)) {
            best = p;
            best_d = dist;
        }
    }
    if (best_d >= 0)
        fow_rough_move(g, i, best.x, best.y, facing);
}

void fow_apply_break_off(wg_game *g, const wg_action *a)
{
    const fow_data *d = fow_d(g);
    int k = frame_platoon(g), side = fow_ch(g)->win_side, left = 0;
    const fow_platoon_def *p = &d->platoon[k];
    if (a->type == WG_ACT_MOVE) {
        fow_rough_move(g, a->unit, a->x, a->y, a->value);
        fow_t(g, a->unit)->aflags &= ~(int32_t)FOW_TA_BREAK;
        for (int i = p->first; i < p->first + p->count; i++)
            if (fow_ct(g, i)->aflags & FOW_TA_BREAK) {
                left = 1;
                wg_top(g)->unit = i;
                break;
            }
        if (left)
            return;
    } else if (a->type == WG_ACT_CHOOSE) { /* automatic: a full move straight away */
        for (int i = p->first; i < p->first + p->count; i++) {
            if (!(fow_ct(g, i)->aflags & FOW_TA_BREAK))
                continue;
            int e = fow_nearest_enemy(g, i, side);
            if (e >= 0)
                auto_break_off(g, i, e);
        }
    }
    break_off_close(g);
    fow_assault_resume(g);
}

/* List `team`'s moves of its full and half move straight away from `from`, facing
 * as it does, that `problem` accepts (the representative moves of an open
 * decision). */
void fow_list_away(const wg_game *g, wg_sink *s, int team, int from, fow_problem_fn problem)
{
    for (int part = 2; part >= 1; part--) {
        wg_tab_point to = fow_point_away(g, team, from, fow_full_move(g, team) * part / 2);
        wg_action m = wg_action_make(WG_ACT_MOVE);
        m.unit = team;
        m.x = to.x;
        m.y = to.y;
        m.value = fow_ct(g, team)->facing;
        if (!problem(g, &m, NULL, 0))
            wg_sink_add(s, &m);
    }
}

/* The listed break-off moves: full and half moves straight away from the
 * nearest winning team. */
void fow_legal_break_off(const wg_game *g, wg_sink *s)
{
    const fow_data *d = fow_d(g);
    const fow_platoon_def *p = &d->platoon[frame_platoon(g)];
    int side = fow_ch(g)->win_side;
    for (int i = p->first; i < p->first + p->count; i++) {
        if (!(fow_ct(g, i)->aflags & FOW_TA_BREAK))
            continue;
        int e = fow_nearest_enemy(g, i, side);
        if (e < 0)
            continue;
        fow_list_away(g, s, i, e, fow_break_off_problem);
    }
}

/* ------------------------------------------------------------ consolidation (OF-A12) */

static int winner_player(const wg_game *g)
{
    int ap = fow_ch(g)->ap;
    return fow_ch(g)->win_side == 0 ? fow_d(g)->platoon[ap].player
                                    : 1 - fow_d(g)->platoon[ap].player;
}

static int is_loser(const wg_game *g, int team)
{
    return (fow_cp(g, fow_d(g)->team[team].platoon)->flags & FOW_P_LOST) != 0;
}

/* The winners' consolidation decision; 0 if no team can consolidate. */
static int open_consolidation(wg_game *g)
{
    const fow_data *d = fow_d(g);
    int side = fow_ch(g)->win_side, first = -1;
    for (int i = 0; i < d->nteams; i++)
        if (fow_operational(g, i) && fow_on_side(g, i, side) &&
            fow_side_platoon(g, d->team[i].platoon, side)) {
            fow_t(g, i)->aflags |= FOW_TA_CONSOLIDATE;
            if (first < 0)
                first = i;
        }
    if (first < 0)
        return 0;
    return fow_open_move(g, FOW_K_CONSOLIDATE, winner_player(g), first, 0);
}

/* OF-A12: a consolidation move is at most 4"/10cm (and the team's full move). */
int fow_consolidate_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    const fow_data *d = fow_d(g);
    int team = a->unit;
    if (team < 0 || team >= d->nteams || !(fow_ct(g, team)->aflags & FOW_TA_CONSOLIDATE))
        return fow_refuse(why, cap, "only operational teams of the winning platoons consolidate, "
                      "once each (OF-A12)");
    if (a->x < 0 || a->y < 0 || a->x > d->width || a->y > d->depth)
        return fow_refuse(why, cap, "(%d, %d) is off the table", a->x, a->y);
    wg_tab_point from = fow_center(g, team), to = { a->x, a->y };
    int32_t max = fow_dist(d, FOW_D4);
    if (fow_full_move(g, team) < max)
        max = fow_full_move(g, team);
    max = going_limit(g, team, from, to, max);
    if (max < 0)
        return fow_refuse(why, cap, "medium guns cannot enter very difficult going (OF-M3)");
    if (!wg_tab_point_within(from, to, max))
        return fow_refuse(why, cap, "a consolidation move is at most 4\"/10cm, and the "
                          "team's move through rough going (OF-A12, OF-M2)");
    wg_tab_rect r = fow_rect_at(g, team, a->x, a->y, fow_norm_angle(a->value));
    return fow_refuse_under(g, team, &r, why, cap);
}

/* OF-A12: the winners that took a hit are pinned down; the assault is over. */
void fow_end_win(wg_game *g)
{
    const fow_data *d = fow_d(g);
    int side = fow_ch(g)->win_side;
    for (int k = 0; k < d->nplatoons; k++)
        if (fow_side_platoon(g, k, side) && (fow_cp(g, k)->flags & FOW_P_HIT))
            fow_pin(g, k, fow_cp(g, k)->hits);
    fow_end_assault(g, side);
}

/* OF-A12: losing teams within 2"/5cm of the winners must move until more than
 * 2"/5cm away: their owner moves them (withdraw.c), then the win ends. */
static void finish_win(wg_game *g)
{
    const fow_data *d = fow_d(g);
    int side = fow_ch(g)->win_side, first = -1, n = 0;
    for (int i = 0; i < d->nteams; i++) {
        fow_t(g, i)->aflags &= ~(int32_t)FOW_TA_CONSOLIDATE;
        if (is_loser(g, i) && fow_must_withdraw(g, i, side)) {
            fow_t(g, i)->aflags |= FOW_TA_WITHDRAW;
            first = first < 0 ? i : first;
            n++;
        }
    }
    if (first >= 0 && !wg_ccore(g)->over) {
        wg_event ev = wg_event_make(WG_FOW_EV_MAKE_WAY);
        ev.unit = first;
        ev.player = d->team[first].player;
        ev.value = n;
        wg_emit(g, &ev);
        if (fow_withdraw_open(g, FOW_K_MAKE_WAY, d->team[first].player, side))
            return;
    }
    fow_end_win(g);
}

void fow_apply_consolidate(wg_game *g, const wg_action *a)
{
    const fow_data *d = fow_d(g);
    if (a->type == WG_ACT_MOVE) {
        fow_rough_move(g, a->unit, a->x, a->y, a->value);
        fow_t(g, a->unit)->aflags &= ~(int32_t)FOW_TA_CONSOLIDATE;
        for (int i = 0; i < d->nteams; i++)
            if (fow_ct(g, i)->aflags & FOW_TA_CONSOLIDATE) {
                wg_top(g)->unit = i;
                return;
            }
    } /* CHOOSE 0 (automatic) and PASS: the others stay where they are */
    wg_pop(g);
    finish_win(g);
}

/* The listed consolidation moves: 4"/10cm toward (short of contact) and away
 * from the nearest losing team. */
void fow_legal_consolidate(const wg_game *g, wg_sink *s)
{
    const fow_data *d = fow_d(g);
    for (int i = 0; i < d->nteams; i++) {
        if (!(fow_ct(g, i)->aflags & FOW_TA_CONSOLIDATE))
            continue;
        int e = -1;
        int32_t bd = 0;
        for (int j = 0; j < d->nteams; j++)
            if (fow_alive(g, j) && is_loser(g, j) &&
                (e < 0 || fow_base_distance(g, i, j) < bd)) {
                e = j;
                bd = fow_base_distance(g, i, j);
            }
        if (e < 0)
            continue;
        wg_tab_point a = fow_center(g, i), b = fow_center(g, e);
        int32_t angle = wg_tab_angle_of(b.x - a.x, b.y - a.y);
        wg_tab_dir dir = wg_tab_dir_from_angle(fow_norm_angle(angle));
        int32_t dist = fow_dist(d, FOW_D4);
        if (fow_full_move(g, i) < dist)
            dist = fow_full_move(g, i);
        for (int sign = 1; sign >= -1; sign -= 2) {
            wg_action m = wg_action_make(WG_ACT_MOVE);
            m.unit = i;
            m.x = fow_clamp32(a.x + sign * (int64_t)dir.x * dist / WG_TAB_ONE, 0, d->width);
            m.y = fow_clamp32(a.y + sign * (int64_t)dir.y * dist / WG_TAB_ONE, 0, d->depth);
            m.value = fow_ct(g, i)->facing;
            if (!fow_consolidate_problem(g, &m, NULL, 0))
                wg_sink_add(s, &m);
        }
    }
}

/* After the break-offs of a won fight: consolidation, then the end. */
void fow_win_run(wg_game *g)
{
    if (fow_run_break_offs(g))
        return;
    if (fow_ch(g)->as_stage == FOW_AS_WIN) {
        fow_h(g)->as_stage = FOW_AS_CONSOLIDATE;
        if (open_consolidation(g))
            return;
    }
    finish_win(g);
}

/* `side` has won: the others break off, the winners consolidate (OF-A11, OF-A12). */
void fow_win(wg_game *g, int side)
{
    const fow_data *d = fow_d(g);
    fow_h(g)->win_side = side;
    for (int k = 0; k < d->nplatoons; k++)
        if (fow_side_platoon(g, k, 1 - side))
            fow_p(g, k)->flags |= FOW_P_BREAKING | FOW_P_LOST;
    fow_h(g)->as_stage = FOW_AS_WIN;
    fow_win_run(g);
}
