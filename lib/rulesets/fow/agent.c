/*
 * The fow greedy agent (also the search agent's rollout policy) and the
 * scratch space it and the odds need. Not rules: README.md, "The built-in
 * agents", says how it plays.
 */
#include "fow_internal.h"

/* The answers the greedy agent weighs (in scratch space: too big for the stack). */
#define FOW_GREEDY_CAP 512

/* The squared distance from `team` to the nearest enemy team (INT64_MAX: none). */
static int64_t enemy_d2(const wg_game *g, int team)
{
    const fow_data *d = fow_d(g);
    const fow_tstate *t = fow_ct(g, team);
    int64_t best = INT64_MAX;
    for (int e = 0; e < d->nteams; e++) {
        if (d->team[e].player == d->team[team].player || !fow_alive(g, e))
            continue;
        int64_t dx = fow_ct(g, e)->x - t->x, dy = fow_ct(g, e)->y - t->y;
        if (dx * dx + dy * dy < best)
            best = dx * dx + dy * dy;
    }
    return best;
}

/* Why greedy moves a team toward its objective (objective_move). */
typedef enum objective_why {
    OBJ_REACH,  /* only a move that ends on the marker (it takes the objective), enemy or not */
    OBJ_NEARER, /* the objective is nearer than the nearest enemy */
    OBJ_CLOCK,  /* the turns left are barely enough to get there (turn_clock) */
} objective_why;

/* Turns before the turn limit from which greedy charges what contests its objective. */
#define ASSAULT_TURNS 2

/* Spare moves the turn clock allows before greedy heads for the objective. */
#define CLOCK_SLACK 1

/* The nearest objective `team`'s side must take (OF-W2), placed: its index and squared
 * distance, or -1. */
static int nearest_objective(const wg_game *g, int team, int64_t *d2_out)
{
    const fow_data *d = fow_d(g);
    const fow_hdr *h = fow_ch(g);
    const fow_tstate *t = fow_ct(g, team);
    int best = -1;
    for (int k = 0; k < d->nobjectives; k++) {
        if (d->objective[k].player != d->team[team].player || h->obj_x[k] < 0)
            continue;
        int64_t dx = h->obj_x[k] - t->x, dy = h->obj_y[k] - t->y, d2 = dx * dx + dy * dy;
        if (best < 0 || d2 < *d2_out) {
            best = k;
            *d2_out = d2;
        }
    }
    return best;
}

/* The V-1 launches at the start of player 0's turn 7 (OF-X3). */
#define V1_LAUNCH_TURN 7

int32_t fow_last_turn(const wg_game *g)
{
    const fow_data *d = fow_d(g);
    if (d->turns > 0)
        return d->turns;
    return d->mission == WG_FOW_MISSION_DOODLEBUG ? V1_LAUNCH_TURN : 0;
}

/*
 * The turn clock: does `team`, `dist` from its objective, have to set off
 * now to hold it at a Starting Step of its side's before the turn limit?
 * A side wins by holding an objective at the start of its own turn, and
 * the last of those is in the last turn, so moves of this turn up to the
 * one before the last count. A team that cannot get there at all fights on.
 */
static int turn_clock(const wg_game *g, int team, int64_t dist)
{
    const fow_data *d = fow_d(g);
    if (fow_last_turn(g) <= 0)
        return 0; /* no turn limit (OF-X5): no draw to avoid */
    int64_t left = (int64_t)fow_last_turn(g) - wg_ccore(g)->turn;
    int64_t step = fow_move_limit(g, team, FOW_EASY);
    if (left <= 0 || step <= 0)
        return 0;
    int64_t gap = dist - fow_dist(d, FOW_D4) / 2;
    int64_t need = gap <= 0 ? 0 : (gap + step - 1) / step;
    return need <= left && left - need <= CLOCK_SLACK;
}

int fow_move_toward(const wg_game *g, int team, int32_t facing, int32_t x, int32_t y,
                    int64_t short_of, int64_t max_left, wg_action *out)
{
    const fow_tstate *t = fow_ct(g, team);
    int64_t dx = (int64_t)x - t->x, dy = (int64_t)y - t->y, dist = wg_tab_isqrt(dx * dx + dy * dy);
    int64_t go[3] = { fow_move_limit(g, team, FOW_EASY), fow_move_limit(g, team, FOW_DIFFICULT),
                      fow_move_limit(g, team, FOW_EASY) / 2 };
    for (int i = 0; i < 3; i++) {
        int64_t step = go[i] < dist - short_of ? go[i] : dist - short_of;
        if (step <= 0 || (max_left >= 0 && dist - step > max_left))
            continue;
        wg_action a = wg_action_make(WG_ACT_MOVE); /* *out stays as it was unless legal */
        a.unit = team;
        a.x = (int32_t)(t->x + dx * step / dist);
        a.y = (int32_t)(t->y + dy * step / dist);
        a.value = facing;
        if (wg_kind_allows(g, &a)) {
            *out = a;
            return 1;
        }
    }
    return 0;
}

/*
 * A move of `team` toward the nearest objective its side must take (OF-W2),
 * as far as it may go (full, then rough, then half distance, stopping on
 * the marker), facing as the listed candidate does, when `why` holds; 0 if
 * it does not or no such move is legal. The listed candidates all head for
 * the nearest enemy: a side that only chases the enemy runs out of turns
 * (a draw), where one that takes the objective wins.
 */
static int objective_move(const wg_game *g, int team, int32_t facing, objective_why why,
                          wg_action *out)
{
    const fow_data *d = fow_d(g);
    const fow_hdr *h = fow_ch(g);
    int64_t bd = 0;
    int best = nearest_objective(g, team, &bd);
    if (best < 0 || (why == OBJ_NEARER && bd >= enemy_d2(g, team)))
        return 0; /* the enemy is nearer: fight it first */
    int64_t dist = wg_tab_isqrt(bd);
    if (dist <= fow_dist(d, FOW_D4) / 2)
        return 0; /* on it already: nothing to gain by moving */
    if (why == OBJ_CLOCK && !turn_clock(g, team, dist))
        return 0;
    int64_t near = fow_dist(d, FOW_D4) / 2; /* a move ending this close takes it */
    return fow_move_toward(g, team, facing, h->obj_x[best], h->obj_y[best], 0,
                           why == OBJ_REACH ? near : -1, out);
}

/* An enemy infantry or gun team that contests an objective `team`'s side must
 * take (OF-W2: within 4"/10cm of the marker, able to hold it). */
static int contests(const wg_game *g, int team, int e, const void *ctx)
{
    const fow_data *d = fow_d(g);
    (void)ctx;
    if (!fow_is_enemy(g, team, e) || !fow_alive(g, e) || fow_type_of(g, e)->kind == WG_FOW_TANK)
        return 0; /* a tank's defensive fire hits a charging tank's side armour (OF-A4) */
    for (int k = 0; k < d->nobjectives; k++)
        if (d->objective[k].player == d->team[team].player && fow_team_near_objective(g, e, k))
            return 1;
    return 0;
}

/* Does a team of `team`'s platoon contest an objective the other side must take (OF-W2)?
 * Fire that clears it can turn a draw at the turn limit into a win. */
static int platoon_contests(const wg_game *g, int team)
{
    const fow_data *d = fow_d(g);
    const fow_platoon_def *p = &d->platoon[d->team[team].platoon];
    for (int i = p->first; i < p->first + p->count; i++)
        for (int k = 0; k < d->nobjectives; k++)
            if (d->objective[k].player != d->team[team].player && fow_team_near_objective(g, i, k))
                return 1;
    return 0;
}

/* An enemy tank bailed out: it cannot shoot back, and a charge that hits it
 * needs only beat its top armour (OF-A7). */
static int bailed_tank(const wg_game *g, int team, int e, const void *ctx)
{
    (void)ctx;
    return fow_is_enemy(g, team, e) && fow_alive(g, e) &&
           fow_type_of(g, e)->kind == WG_FOW_TANK &&
           (fow_ct(g, e)->flags & WG_FOW_TEAM_BAILED_OUT);
}

/* A move of `team` to within 4"/10cm of enemy team e, so that it can assault it
 * (OF-A1), facing `facing`; 0 if e is beyond a move and 4", or within 4"
 * already, or no such move is legal. */
static int close_to_assault(const wg_game *g, int team, int e, int32_t facing, wg_action *out)
{
    const fow_data *d = fow_d(g);
    const fow_tstate *t = fow_ct(g, team), *te = fow_ct(g, e);
    int64_t base = fow_base_distance(g, team, e), reach = fow_dist(d, FOW_D4);
    int64_t dx = te->x - t->x, dy = te->y - t->y, centre = wg_tab_isqrt(dx * dx + dy * dy);
    if (base < reach || centre <= 0 || base > fow_move_limit(g, team, FOW_EASY) + reach)
        return 0;
    for (int q = 3; q >= 1; q--) { /* end 3/4, then 1/2, then 1/4 of 4" short of it */
        int64_t step = base - reach * q / 4;
        wg_action a = wg_action_make(WG_ACT_MOVE);
        a.unit = team;
        a.x = (int32_t)(t->x + dx * step / centre);
        a.y = (int32_t)(t->y + dy * step / centre);
        a.value = facing;
        if (step > 0 && wg_kind_allows(g, &a)) {
            *out = a;
            return 1;
        }
    }
    return 0;
}

/*
 * A move that brings `team` (not a gun: guns do not charge) within reach of
 * an assault on the nearest enemy tank left bailed out (bailed_tank), else,
 * in the last ASSAULT_TURNS turns before the turn limit, on the nearest
 * enemy team contesting its side's objective; 0 if neither. Fire alone
 * rarely clears infantry dug in or gone to ground in cover off a marker in
 * time, and a contested objective is a draw at the turn limit; earlier,
 * fire has time yet and charging in costs teams (free-for-all: 92% -> 88%).
 */
static int assault_move(const wg_game *g, int team, int32_t facing, wg_action *out)
{
    if (fow_is_gun(g, team))
        return 0;
    int e = fow_nearest_team(g, team, bailed_tank, NULL);
    if (e >= 0 && close_to_assault(g, team, e, facing, out))
        return 1;
    int late = fow_last_turn(g) > 0 && fow_last_turn(g) - wg_ccore(g)->turn <= ASSAULT_TURNS;
    e = late ? fow_nearest_team(g, team, contests, NULL) : -1;
    return e >= 0 && close_to_assault(g, team, e, facing, out);
}

/*
 * A tank goes round the flank of its nearest enemy tank when that tank's
 * side armour stops nothing of the tank's gun (fow_tank_gun_slot) where
 * its front armour may (OF-S8, OF-S9): the book's own tip in "Tank against
 * tank" (one shot at the side can be worth more than several at the front
 * from the halt).
 * A turretless enemy must then turn to shoot back, a move (OF-M10, OF-S3).
 * Only to a point this move reaches, the nearer flank first, and not when
 * it hits the side already.
 */
static int flank_move(const wg_game *g, int team, wg_action *out)
{
    if (fow_type_of(g, team)->kind != WG_FOW_TANK)
        return 0;
    wg_action best = wg_action_make(WG_ACT_MOVE);
    int64_t best_d2 = -1;
    for (int side = -1; side <= 1; side += 2) {
        wg_action a = wg_action_make(WG_ACT_MOVE);
        int32_t facing;
        int e;
        if (fow_flank_point(g, team, side, &a.x, &a.y, &facing, &e) != 2)
            continue;
        const fow_type *et = fow_type_of(g, e);
        int slot = fow_tank_gun_slot(g, team, e); /* -1: e is no tank, or no gun */
        if (slot < 0)
            return 0;
        int32_t at = fow_d(g)->weapon[fow_type_of(g, team)->slot[slot].weapon].anti_tank;
        if (at <= et->side + 6 || at > et->front + 6 ||
            !fow_hit_flank(g, team, e).front)
            return 0;
        a.unit = team;
        a.value = fow_norm_angle(facing);
        int64_t dx = a.x - fow_ct(g, team)->x, dy = a.y - fow_ct(g, team)->y;
        if ((best_d2 < 0 || dx * dx + dy * dy < best_d2) && wg_kind_allows(g, &a)) {
            best = a;
            best_d2 = dx * dx + dy * dy;
        }
    }
    if (best_d2 < 0)
        return 0;
    *out = best;
    return 1;
}

/*
 * A team with no turret facing away from an enemy within 16"/40cm (outside
 * its field of fire, OF-S5: a tank round its flank) turns on the spot to
 * face it (OF-M10: a move, so it shoots at moving ROF) rather than driving
 * on: the listed turn (move.c's slot 12) among the team's answers from
 * list[0] on, which are the team's first.
 */
static int turn_to_face(const wg_game *g, int team, const wg_action *list, int n,
                        wg_action *out)
{
    const fow_tstate *t = fow_ct(g, team);
    const fow_type *ty = fow_type_of(g, team);
    if (!((ty->kind == WG_FOW_TANK && !ty->turret) || fow_is_gun(g, team)))
        return 0; /* infantry and turrets shoot all round (OF-S5) */
    int near = 0; /* an enemy within 16" behind the line across its front */
    for (int e = 0; e < fow_d(g)->nteams && !near; e++)
        near = fow_is_enemy(g, team, e) && fow_alive(g, e) && fow_within(g, team, e, FOW_D16) &&
               !fow_hit_flank(g, e, team).front;
    for (int k = 0; near && k < n && list[k].unit == team && list[k].type == WG_ACT_MOVE; k++)
        if (list[k].x == t->x && list[k].y == t->y && list[k].value != t->facing) {
            *out = list[k];
            return 1;
        }
    return 0;
}

/* Take an objective in reach this move; else move toward the objective to take (else the enemy)
 * until something is within 16" (short range: standing to shoot at +1 to hit for ever drew
 * games), stand and shoot with everything (first at a platoon contesting an objective),
 * allocate by the rules, always re-roll. */
int fow_agent_greedy(const wg_game *g, const wg_decision *d, uint64_t rng[4], wg_action *out)
{
    (void)d;
    (void)rng;
    const wg_frame *f = wg_ctop(g);
    wg_action *list = wg_scratch(g, WG_SCRATCH_AGENT, FOW_GREEDY_CAP * sizeof *list);
    if (!list)
        return WG_ENOMEM;
    wg_sink s = { list, FOW_GREEDY_CAP, 0, -1, NULL, 0 };
    wg_list_legal(g, &s);
    int n = s.count < FOW_GREEDY_CAP ? s.count : FOW_GREEDY_CAP;
    if (n <= 0)
        return WG_ESTATE;
    *out = list[0];
    if ((f->kind >= FOW_K_ASSAULT && f->kind <= FOW_K_COUNTER) ||
        (f->kind >= FOW_K_BREAK_OFF && f->kind <= FOW_K_MAKE_WAY)) {
        fow_assault_greedy(g, list, n, out);
        return WG_OK;
    }
    if (f->kind == FOW_K_SETUP_DEPLOY) { /* around a marker the enemy must take */
        for (int k = 0; k < n; k++)
            if (list[k].type == WG_ACT_MOVE &&
                fow_deploy_near(g, &list[k], fow_guard_marker(g, list[k].unit), out))
                return WG_OK;
        return WG_OK;
    }
    if (f->kind == FOW_K_MOVE && fow_defends(g, f->player) && fow_defend_move(g, list, n, out))
        return WG_OK;
    if (f->kind == FOW_K_MOVE) {
        /* a team that can take its objective this move does: that wins */
        for (int k = 0; k < n; k++)
            if (list[k].type == WG_ACT_MOVE &&
                objective_move(g, list[k].unit, list[k].value, OBJ_REACH, out))
                return WG_OK;
        /* one that can get within assault reach of an enemy contesting the objective does */
        for (int k = 0; k < n; k++)
            if (list[k].type == WG_ACT_MOVE && assault_move(g, list[k].unit, list[k].value, out))
                return WG_OK;
        /* a tank that can get round an enemy tank's flank does (flank_move) */
        for (int k = 0; k < n; k++)
            if (list[k].type == WG_ACT_MOVE && (k == 0 || list[k].unit != list[k - 1].unit) &&
                flank_move(g, list[k].unit, out))
                return WG_OK;
        /* one whose turns left barely get it there goes now: staying to fight draws */
        for (int k = 0; k < n; k++)
            if (list[k].type == WG_ACT_MOVE &&
                objective_move(g, list[k].unit, list[k].value, OBJ_CLOCK, out))
                return WG_OK;
        for (int k = 0; k < n; k++) {
            if (list[k].type != WG_ACT_MOVE)
                continue;
            int team = list[k].unit, can_shoot = 0;
            for (int w = 0; w < fow_type_of(g, team)->nslots && !can_shoot; w++)
                for (int e = 0; e < fow_d(g)->nteams && !can_shoot; e++)
                    can_shoot = fow_within(g, team, e, FOW_D16) && fow_valid_target(g, team, w, e);
            if (!can_shoot) { /* for the objective, else the first candidate: the enemy */
                if (!turn_to_face(g, team, list + k, n - k, out) &&
                    !objective_move(g, team, list[k].value, OBJ_NEARER, out))
                    *out = list[k];
                return WG_OK;
            }
        }
        for (int k = 0; k < n; k++)
            if (list[k].type == WG_ACT_PASS) {
                *out = list[k];
                return WG_OK;
            }
        return WG_OK;
    }
    if (f->kind == FOW_K_FIRE) {
        /* at a platoon contesting an objective first, else at the first listed */
        for (int pass = 0; pass < 2; pass++)
            for (int k = 0; k < n; k++)
                if (list[k].type == WG_ACT_DECLARE && (pass || platoon_contests(g, list[k].target))) {
                    *out = list[k];
                    return WG_OK;
                }
        return WG_OK; /* RESOLVE or PASS comes first in the list */
    }
    /* allocation: CHOOSE 0 (automatic) is first; re-roll: CHOOSE 1 is first */
    return WG_OK;
}

size_t fow_agent_scratch_size(int slot)
{
    if (slot == WG_SCRATCH_AGENT)
        return FOW_GREEDY_CAP * sizeof(wg_action);
    return slot == WG_SCRATCH_ODDS ? fow_odds_scratch_size() : 0;
}

