/*
 * Moves the rules force away from the enemy: an assaulting platoon that falls
 * back (OF-A6) and losing teams making way for consolidating winners (OF-A12).
 * The owner moves each team that must go (an open WG_DEC_MOVE that `check`
 * validates); CHOOSE 0 moves the rest straight away until they are clear.
 * The frame's data[0] says whom to get clear of: -1 every enemy team (falling
 * back), else the side of the fight that won (making way).
 */
#include "fow_internal.h"

static int frame_side(const wg_game *g)
{
    return wg_ctop(g)->data[0];
}

static const char *rule_of(const wg_game *g)
{
    return wg_ctop(g)->kind == FOW_K_FALL_BACK ? "OF-A6" : "OF-A12";
}

/* An enemy team that `team` must get clear of. */
static int pursuer(const wg_game *g, int team, int e, int side)
{
    if (!fow_alive(g, e) || fow_d(g)->team[e].player == fow_d(g)->team[team].player)
        return 0;
    return side < 0 || fow_on_side(g, e, side);
}

/* 1 if `team` is alive and within 2"/5cm of a team it must get clear of. */
int fow_must_withdraw(const wg_game *g, int team, int side)
{
    if (!fow_alive(g, team))
        return 0;
    for (int e = 0; e < fow_d(g)->nteams; e++)
        if (pursuer(g, team, e, side) && fow_within(g, team, e, FOW_D2))
            return 1;
    return 0;
}

/* The first team still to move, or -1. */
static int next_marked(const wg_game *g)
{
    for (int i = 0; i < fow_d(g)->nteams; i++)
        if (fow_ct(g, i)->aflags & FOW_TA_WITHDRAW)
            return i;
    return -1;
}

/* Open `player`'s decision (FOW_K_FALL_BACK or FOW_K_MAKE_WAY) for the teams
 * marked FOW_TA_WITHDRAW; 0 if none is marked. */
int fow_withdraw_open(wg_game *g, int kind, int player, int side)
{
    int first = next_marked(g);
    if (first < 0)
        return 0;
    return fow_open_move(g, kind, player, first, side);
}

/* A team's move away: at most its full move, ending no closer to any team it
 * must get clear of and more than 2"/5cm from all of them, in contact with no
 * enemy. */
int fow_withdraw_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    const fow_data *d = fow_d(g);
    int team = a->unit, side = frame_side(g);
    if (a->type == WG_ACT_PASS)
        return fow_refuse(why, cap, "these teams must move away (%s): MOVE them or CHOOSE 0",
                          rule_of(g));
    if (team < 0 || team >= d->nteams || !(fow_ct(g, team)->aflags & FOW_TA_WITHDRAW))
        return fow_refuse(why, cap, "only teams within 2\"/5cm of the enemy move now, once "
                          "each (%s)", rule_of(g));
    const char *name = d->team[team].name;
    if (a->x < 0 || a->y < 0 || a->x > d->width || a->y > d->depth)
        return fow_refuse(why, cap, "(%d, %d) is off the table", a->x, a->y);
    wg_tab_point from = { fow_ct(g, team)->x, fow_ct(g, team)->y }, to = { a->x, a->y };
    if (!wg_tab_point_within(from, to, fow_full_move(g, team)))
        return fow_refuse(why, cap, "%s moves at most its full move (%s)", name, rule_of(g));
    wg_tab_rect r = fow_rect_at(g, team, a->x, a->y, fow_norm_angle(a->value));
    for (int e = 0; e < d->nteams; e++) {
        if (!fow_alive(g, e) || d->team[e].player == d->team[team].player)
            continue;
        wg_tab_rect re = fow_rect(g, e);
        int32_t after = wg_tab_rect_distance(&r, &re);
        if (!pursuer(g, team, e, side)) {
            if (after <= FOW_CONTACT)
                return fow_refuse(why, cap, "%s cannot end in contact with %s", name,
                                  d->team[e].name);
            continue;
        }
        if (after < fow_base_distance(g, team, e))
            return fow_refuse(why, cap, "%s moves away from the enemy: it cannot end closer "
                              "to %s (%s)", name, d->team[e].name, rule_of(g));
        if (after <= fow_dist(d, FOW_D2))
            return fow_refuse(why, cap, "%s must end more than 2\"/5cm from %s (%s)", name,
                              d->team[e].name, rule_of(g));
    }
    return fow_refuse_under(g, team, &r, why, cap);
}

/* 1 if `team`, where it stands now, is on top of another team's base (OF-X13). */
static int on_a_base(const wg_game *g, int team)
{
    wg_tab_rect r = fow_rect(g, team);
    return fow_team_under(g, team, &r) >= 0;
}

/* CHOOSE 0: straight away from the nearest team it must clear, in short steps,
 * until more than 2"/5cm from all of them and off every other team's base
 * (OF-X13), at most 16"/40cm; one move. A team still on a base at 16" goes
 * back to the last step that was not. */
static void withdraw_auto(wg_game *g, int team, int side)
{
    const fow_data *d = fow_d(g);
    int32_t step = fow_dist(d, FOW_D2) / 8, limit = fow_dist(d, FOW_D16);
    fow_tstate *s = fow_t(g, team);
    int32_t x0 = s->x, y0 = s->y, free_x = x0, free_y = y0;
    int on_base = 0;
    for (int32_t moved = 0; moved < limit && (on_base || fow_must_withdraw(g, team, side));
         moved += step) {
        wg_tab_point p = fow_point_away(g, team, fow_nearest_enemy(g, team, side), step);
        s = fow_t(g, team); /* the search moves the team silently; the move is made once */
        s->x = p.x;
        s->y = p.y;
        on_base = on_a_base(g, team);
        if (!on_base) {
            free_x = p.x;
            free_y = p.y;
        }
    }
    s = fow_t(g, team);
    s->x = x0;
    s->y = y0;
    if (free_x != x0 || free_y != y0)
        fow_assault_move(g, team, free_x, free_y, s->facing);
}

/* Apply an answer; 1 once every team has moved and the decision is gone. */
int fow_withdraw_apply(wg_game *g, const wg_action *a)
{
    int side = frame_side(g);
    if (a->type == WG_ACT_MOVE) {
        fow_assault_move(g, a->unit, a->x, a->y, a->value);
        fow_t(g, a->unit)->aflags &= ~(int32_t)FOW_TA_WITHDRAW;
        int next = next_marked(g);
        if (next >= 0) {
            wg_top(g)->unit = next;
            return 0;
        }
    } else {
        for (int i = next_marked(g); i >= 0; i = next_marked(g)) {
            withdraw_auto(g, i, side);
            fow_t(g, i)->aflags &= ~(int32_t)FOW_TA_WITHDRAW;
        }
    }
    wg_pop(g);
    return 1;
}

/* CHOOSE 0 first (the built-in agent's answer), then for each team moves of its
 * full and half move straight away from the nearest team it must clear. */
void fow_withdraw_legal(const wg_game *g, wg_sink *s)
{
    wg_action a = wg_action_make(WG_ACT_CHOOSE);
    a.value = 0;
    wg_sink_add(s, &a);
    int side = frame_side(g);
    for (int i = 0; i < fow_d(g)->nteams; i++) {
        int e = fow_ct(g, i)->aflags & FOW_TA_WITHDRAW ? fow_nearest_enemy(g, i, side) : -1;
        if (e >= 0)
            fow_list_away(g, s, i, e, fow_withdraw_problem);
    }
}
