/*
 * The greedy agent: fire at the target with the most expected hits; move
 * towards the nearest enemy (or a hex to hold), walking round what it may
 * not enter, while keeping the right to battle and its cover; retreat away
 * from the enemy. It can always pass, so every game
 * it plays ends (the scenario's turn limit does the rest).
 */
#include "mob_internal.h"

#define FAR 1000
/* A unit with an enemy this near (hexes) does not step out of cover (measured: 2-3 best). */
#define COVER_REACH 3

/* Expected figures removed, in sixths, with a little weight for flags and kills. */
static int fire_score(const wg_game *g, int unit, int target)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    int dice = mob_rules_dice(g, unit, target);
    int hit = hexcc_dice_faces(&d->die, mob_utype(d, target)->hit_by);
    int flag = hexcc_dice_faces(&d->die, 1u << WG_MOB_FACE_FLAG);
    int score = dice * (hit * 12 + flag * 3);
    return score + score / (s->u[target].figures > 0 ? s->u[target].figures : 1);
}

static int best_fire(const wg_game *g, int unit_only, int side, wg_action *out)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    int best = 0;
    for (int i = 0; i < s->nunits; i++) {
        if (unit_only >= 0 ? i != unit_only
                           : (d->unit_side[i] != side || mob_utype(d, i)->artillery ||
                              !mob_rules_may_battle(g, i)))
            continue;
        int32_t targets[WG_MOB_MAX_UNITS];
        int n = mob_rules_targets(g, i, NULL, targets);
        for (int k = 0; k < n; k++) {
            int score = fire_score(g, i, targets[k]);
            if (score > best) {
                best = score;
                *out = wg_action_make(WG_ACT_FIRE);
                out->unit = i;
                out->target = targets[k];
            }
        }
    }
    return best > 0;
}

/* ------------------------------------------------------------ moving */

/* Hexes from cell to the nearest enemy; walked: steps round what the unit may not enter
 * (walk.c), else as the crow flies. */
static int enemy_distance(const wg_game *g, int unit, int cell, int walked)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    int best = FAR;
    for (int i = 0; i < s->nunits; i++) {
        if (s->u[i].cell < 0 || d->unit_side[i] == d->unit_side[unit])
            continue;
        int r = walked ? mob_walk_distance(d, d->unit_type[unit], cell, s->u[i].cell)
                       : hexcc_board_distance(&d->board, cell, s->u[i].cell);
        if (r < best)
            best = r;
    }
    return best;
}

static int nearest_enemy(const wg_game *g, int unit, int cell)
{
    return enemy_distance(g, unit, cell, 0);
}

/* Steps (walk.c) from cell to what the unit goes for. */
static int goal_distance(const wg_game *g, int unit, int cell)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    const mob_type *t = mob_utype(d, unit);
    int best = FAR;
    if (t->general) {
        /* a general joins the nearest friendly unit it can lead */
        for (int i = 0; i < s->nunits; i++) {
            if (s->u[i].cell < 0 || d->unit_side[i] != d->unit_side[unit] ||
                !mob_utype(d, i)->general_bonus)
                continue;
            int other = mob_rules_general_at(g, s->u[i].cell);
            if (other >= 0 && other != unit)
                continue;
            int r = mob_walk_distance(d, d->unit_type[unit], cell, s->u[i].cell);
            if (r < best)
                best = r;
        }
        return best;
    }
    if (d->nhold > 0 && d->unit_type[unit] == WG_MOB_INFANTRY) {
        for (int k = 0; k < d->nhold; k++) {
            int holder = mob_rules_unit_at(g, d->hold[k]);
            if (holder >= 0 && holder != unit && d->unit_side[holder] == d->unit_side[unit])
                continue;
            int r = mob_walk_distance(d, d->unit_type[unit], cell, d->hold[k]);
            if (r < best)
                best = r;
        }
        if (best < FAR)
            return best;
    }
    return enemy_distance(g, unit, cell, 1);
}

/* Dice the terrain takes off a battle against a unit in cell. */
static int protection(const wg_game *g, int cell)
{
    return mob_rules_terrain_rules(g, cell)->dice_against;
}

/* A step worth taking: nearer the goal, and not giving up a battle it could fight. */
static int step_gain(const wg_game *g, int unit, int to)
{
    const mob_data *d = mob_cdata(g);
    const mob_unit *u = &mob_cst(g)->u[unit];
    const mob_type *t = mob_utype(d, unit);
    int gain = goal_distance(g, unit, u->cell) - goal_distance(g, unit, to);
    if (gain <= 0)
        return 0;
    if (!t->general && u->moved + 1 > t->battle_move &&
        nearest_enemy(g, unit, to) <= mob_rules_range(g, unit) + 1)
        return 0;
    if (!t->general && nearest_enemy(g, unit, u->cell) <= 1)
        return 0; /* already in contact */
    if (!t->general && protection(g, to) < protection(g, u->cell) &&
        nearest_enemy(g, unit, to) <= COVER_REACH)
        return 0; /* not out of cover under the enemy's guns */
    return gain;
}

static int best_move(const wg_game *g, int side, wg_action *out)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    int best = 0;
    for (int i = 0; i < s->nunits; i++) {
        if (d->unit_side[i] != side || mob_rules_moves_left(g, i) <= 0)
            continue;
        for (int dir = 0; dir < 6; dir++) {
            int to = d->board.nb[s->u[i].cell][dir];
            if (!mob_move_can_step(g, i, to))
                continue;
            int gain = step_gain(g, i, to);
            if (gain > best) {
                best = gain;
                *out = wg_action_make(WG_ACT_MOVE);
                out->unit = i;
                out->x = d->board.hex[to].q;
                out->y = d->board.hex[to].r;
            }
        }
    }
    return best > 0;
}

/* ------------------------------------------------------------ retreating */

static void best_retreat(const wg_game *g, wg_action *out)
{
    const mob_data *d = mob_cdata(g);
    wg_action acts[4];
    wg_sink sink = { acts, 4, 0, -1, NULL, 0 };
    wg_list_legal(g, &sink);
    int n = sink.count < 4 ? sink.count : 4, best = -1;
    for (int k = 0; k < n; k++) {
        int cell = hexcc_board_cell(&d->board, wg_hex_make(acts[k].x, acts[k].y));
        int r = nearest_enemy(g, acts[k].unit, cell);
        if (r > best) {
            best = r;
            *out = acts[k];
        }
    }
}

int mob_agent_greedy(const wg_game *g, const wg_decision *d, uint64_t rng[4], wg_action *out)
{
    const wg_frame *f = wg_ctop(g);
    (void)rng;
    if (!f || d->type == WG_DEC_NONE)
        return WG_ESTATE;
    *out = wg_action_make(WG_ACT_PASS);
    switch (f->kind) {
    case MOB_K_GUN:
        best_fire(g, f->unit, -1, out);
        break;
    case MOB_K_FIRE:
        best_fire(g, -1, f->player, out);
        break;
    case MOB_K_MOVE:
        best_move(g, f->player, out);
        break;
    case MOB_K_RETREAT:
        best_retreat(g, out);
        break;
    }
    return WG_OK;
}
