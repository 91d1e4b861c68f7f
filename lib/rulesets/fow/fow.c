/*
 * The fow ruleset: the contract (legal, check, apply), the queries of
 * wargame/fow.h, and the greedy agent.
 */
#include <stdio.h>
#include <string.h>

#include "fow_internal.h"

/* ------------------------------------------------------------ legal */

static void fow_legal(const wg_game *g, wg_sink *s)
{
    const wg_frame *f = wg_ctop(g);
    wg_action a;
    switch (f->kind) {
    case FOW_K_MOVE:
        fow_legal_moves(g, s);
        break;
    case FOW_K_FIRE:
        fow_legal_fire(g, s);
        break;
    case FOW_K_ALLOCATE:
        fow_legal_allocate(g, s);
        break;
    case FOW_K_REROLL:
        for (int v = 1; v >= 0; v--) {
            a = wg_action_make(WG_ACT_CHOOSE);
            a.value = v;
            wg_sink_add(s, &a);
        }
        break;
    case FOW_K_ASSAULT:
    case FOW_K_CHARGE:
    case FOW_K_DEFENSIVE:
    case FOW_K_COUNTER:
    case FOW_K_BREAK_OFF:
    case FOW_K_CONSOLIDATE:
    case FOW_K_COUNTER_CHARGE:
    case FOW_K_GUN_CHOICE:
    case FOW_K_FIGHT_ALLOCATE:
    case FOW_K_FALL_BACK:
    case FOW_K_MAKE_WAY:
        fow_assault_legal(g, s);
        break;
    case FOW_K_SETUP_OBJ:
    case FOW_K_SETUP_DEPLOY:
        fow_mission_legal(g, s);
        break;
    case FOW_K_START:
        a = wg_action_make(WG_ACT_PASS);
        wg_sink_add(s, &a);
        break;
    }
}

/* ------------------------------------------------------------ check */

static int problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    const wg_frame *f = wg_ctop(g);
    const fow_hdr *h = fow_ch(g);
    switch (f->kind) {
    case FOW_K_MOVE:
        if (a->type == WG_ACT_MOVE)
            return fow_move_problem(g, a, why, cap);
        if (a->type == WG_ACT_CHOOSE)
            return fow_dig_problem(g, a, why, cap);
        if (a->type == WG_ACT_PASS)
            return fow_pass_move_problem(g, why, cap);
        break;
    case FOW_K_FIRE:
        if (a->type == WG_ACT_DECLARE)
            return fow_declare_problem(g, a, why, cap);
        if (a->type == WG_ACT_RESOLVE) {
            if (h->ndecl == 0) {
                snprintf(why, cap, "nothing declared to resolve");
                return 1;
            }
            if (a->part < -1 || a->part >= fow_d(g)->ntypes ||
                (a->part >= 0 && fow_d(g)->type[a->part].kind != WG_FOW_TANK)) {
                snprintf(why, cap, "pick out a kind of tank, or -1 (OF-S7)");
                return 1;
            }
            return 0;
        }
        if (a->type == WG_ACT_PASS) {
            if (h->ndecl) {
                snprintf(why, cap, "resolve or undo the declared shots first");
                return 1;
            }
            return 0;
        }
        break;
    case FOW_K_ALLOCATE:
        if (a->type == WG_ACT_ALLOCATE)
            return fow_allocate_problem(g, a->value, a->target, why, cap);
        if (a->type == WG_ACT_CHOOSE && a->value == 0)
            return 0;
        break;
    case FOW_K_REROLL:
        if (a->type == WG_ACT_CHOOSE && (a->value == 0 || a->value == 1))
            return 0;
        break;
    case FOW_K_ASSAULT:
    case FOW_K_CHARGE:
    case FOW_K_DEFENSIVE:
    case FOW_K_COUNTER:
    case FOW_K_BREAK_OFF:
    case FOW_K_CONSOLIDATE:
    case FOW_K_COUNTER_CHARGE:
    case FOW_K_GUN_CHOICE:
    case FOW_K_FIGHT_ALLOCATE:
    case FOW_K_FALL_BACK:
    case FOW_K_MAKE_WAY:
        return fow_assault_problem(g, a, why, cap);
    case FOW_K_SETUP_OBJ:
    case FOW_K_SETUP_DEPLOY:
        return fow_mission_problem(g, a, why, cap);
    case FOW_K_START:
        if (a->type == WG_ACT_PASS)
            return 0;
        break;
    }
    snprintf(why, cap, "not an answer to this decision");
    return 1;
}

static int fow_check(const wg_game *g, const wg_action *a)
{
    char why[200];
    if (!problem(g, a, why, sizeof why))
        return WG_OK;
    return wg_rs_reject(g, "%s", why);
}

/* ------------------------------------------------------------ apply */

static void fow_apply(wg_game *g, const wg_action *a)
{
    const wg_frame *f = wg_top(g);
    switch (f->kind) {
    case FOW_K_MOVE:
        if (a->type == WG_ACT_MOVE)
            fow_apply_move(g, a);
        else if (a->type == WG_ACT_CHOOSE)
            fow_apply_dig(g, a);
        else
            fow_end_movement(g);
        break;
    case FOW_K_FIRE:
        if (a->type == WG_ACT_DECLARE)
            fow_apply_declare(g, a);
        else if (a->type == WG_ACT_RESOLVE)
            fow_apply_resolve(g, a);
        else
            fow_end_shooting(g);
        break;
    case FOW_K_ALLOCATE:
        if (a->type == WG_ACT_ALLOCATE)
            fow_apply_allocate(g, a->value, a->target);
        else
            fow_apply_auto_allocate(g);
        break;
    case FOW_K_REROLL:
        fow_apply_reroll(g, a->value);
        break;
    case FOW_K_ASSAULT:
    case FOW_K_CHARGE:
    case FOW_K_DEFENSIVE:
    case FOW_K_COUNTER:
    case FOW_K_BREAK_OFF:
    case FOW_K_CONSOLIDATE:
    case FOW_K_COUNTER_CHARGE:
    case FOW_K_GUN_CHOICE:
    case FOW_K_FIGHT_ALLOCATE:
    case FOW_K_FALL_BACK:
    case FOW_K_MAKE_WAY:
        fow_assault_apply(g, a);
        break;
    case FOW_K_SETUP_OBJ:
    case FOW_K_SETUP_DEPLOY:
        fow_mission_apply(g, a);
        break;
    case FOW_K_START:
        fow_start_answered(g);
        break;
    }
}

/* ------------------------------------------------------------ queries */

static int fow_unit_count(const wg_game *g)
{
    return fow_d(g)->nteams;
}

static void fow_unit_info(const wg_game *g, int unit, wg_unit_info *out)
{
    const fow_tstate *s = fow_ct(g, unit);
    uint32_t f = (uint32_t)s->flags;
    out->player = fow_d(g)->team[unit].player;
    out->kind = fow_d(g)->team[unit].type;
    out->flags = 0;
    if (f & WG_FOW_TEAM_ALIVE)
        out->flags |= WG_UNIT_ALIVE | WG_UNIT_ON_BOARD;
    if (f & (WG_FOW_TEAM_BAILED_OUT | WG_FOW_TEAM_BOGGED))
        out->flags |= WG_UNIT_DISABLED;
    if (f & WG_FOW_TEAM_MOVED)
        out->flags |= WG_UNIT_MOVED;
    if (f & WG_FOW_TEAM_SHOT)
        out->flags |= WG_UNIT_FIRED;
    out->x = s->x;
    out->y = s->y;
    out->facing = s->facing;
    out->strength = (f & WG_FOW_TEAM_ALIVE) ? 1 : 0;
}

static const char *fow_unit_name(const wg_game *g, int unit)
{
    return fow_d(g)->team[unit].name;
}

static const char *fow_kind_name(const wg_game *g, int unit)
{
    return fow_type_of(g, unit)->name;
}

static const char *fow_player_name(const wg_game *g, int player)
{
    return fow_d(g)->player_name[player];
}

static const char *fow_result_text(const wg_game *g)
{
    static const char *const text[][2] = {
        { "player 0 wins", "player 1 wins" },
        { "player 0 wins: it took an objective", "player 1 wins: it took an objective" },
        { "player 0 wins: player 1's company morale broke",
          "player 1 wins: player 0's company morale broke" },
        { "player 0 wins: player 1 is destroyed", "player 1 wins: player 0 is destroyed" },
    };
    const wg_core_state *c = wg_ccore(g);
    if (c->result == WG_FOW_RESULT_TURNS)
        return "a draw: the turn limit was reached";
    if (c->result == WG_FOW_RESULT_V1_LAUNCHED)
        return "player 0 wins: the V-1 flying bomb launched";
    if (c->winner < 0)
        return "a draw: both sides are destroyed";
    int r = c->result >= 0 && c->result <= WG_FOW_RESULT_DESTROYED ? c->result : 0;
    return text[r][c->winner];
}

/* ------------------------------------------------------------ the greedy agent */

/* Move toward the enemy until something is in range, stand and shoot with
 * everything, allocate by the rules, always re-roll. */
static int fow_greedy(const wg_game *g, const wg_decision *d, uint64_t rng[4], wg_action *out)
{
    (void)d;
    (void)rng;
    const wg_frame *f = wg_ctop(g);
    wg_action list[512];
    wg_sink s = { list, 512, 0, -1, NULL, 0 };
    fow_legal(g, &s);
    int n = s.count < 512 ? s.count : 512;
    if (n <= 0)
        return WG_ESTATE;
    *out = list[0];
    if ((f->kind >= FOW_K_ASSAULT && f->kind <= FOW_K_COUNTER) ||
        (f->kind >= FOW_K_BREAK_OFF && f->kind <= FOW_K_MAKE_WAY)) {
        fow_assault_greedy(g, list, n, out);
        return WG_OK;
    }
    if (f->kind == FOW_K_MOVE) {
        for (int k = 0; k < n; k++) {
            if (list[k].type != WG_ACT_MOVE)
                continue;
            int team = list[k].unit, can_shoot = 0;
            for (int w = 0; w < fow_type_of(g, team)->nslots && !can_shoot; w++)
                for (int e = 0; e < fow_d(g)->nteams && !can_shoot; e++)
                    can_shoot = fow_valid_target(g, team, w, e);
            if (!can_shoot) { /* the first candidate of a team heads for the enemy */
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
        for (int k = 0; k < n; k++)
            if (list[k].type == WG_ACT_DECLARE) {
                *out = list[k];
                return WG_OK;
            }
        return WG_OK; /* RESOLVE or PASS comes first in the list */
    }
    /* allocation: CHOOSE 0 (automatic) is first; re-roll: CHOOSE 1 is first */
    return WG_OK;
}

const wg_ruleset wg_ruleset_fow = {
    .name = "fow",
    .load = fow_load,
    .free_data = fow_free,
    .setup = fow_setup,
    .legal = fow_legal,
    .check = fow_check,
    .apply = fow_apply,
    .unit_count = fow_unit_count,
    .unit_info = fow_unit_info,
    .unit_name = fow_unit_name,
    .unit_kind_name = fow_kind_name,
    .player_name = fow_player_name,
    .result_text = fow_result_text,
    .describe_event = fow_describe_event,
    .describe_action = fow_describe_action,
    .greedy = fow_greedy,
    .odds = fow_odds_action,
    .describe_outcome = fow_describe_outcome,
};

/* ------------------------------------------------------------ wargame/fow.h */

static int is_fow(const wg_game *g)
{
    const char *name = g ? wg_game_ruleset(g) : NULL;
    return name && strcmp(name, "fow") == 0;
}

static int team_ok(const wg_game *g, int team)
{
    return is_fow(g) && team >= 0 && team < fow_d(g)->nteams;
}

static int team_flag(const wg_game *g, int team, uint32_t flag)
{
    return team_ok(g, team) && ((uint32_t)fow_ct(g, team)->flags & flag) != 0;
}

int wg_fow_team_state(const wg_game *g, int team, wg_fow_team *out)
{
    if (!is_fow(g) || !out || out->size < sizeof(wg_fow_team))
        return WG_EINVAL;
    if (!team_ok(g, team))
        return WG_ERANGE;
    const fow_team_def *t = &fow_d(g)->team[team];
    const fow_tstate *s = fow_ct(g, team);
    out->player = t->player;
    out->platoon = t->platoon;
    out->type = t->type;
    out->kind = fow_type_of(g, team)->kind;
    out->command = t->command;
    out->x = s->x;
    out->y = s->y;
    out->facing = s->facing;
    out->turret = s->turret;
    out->flags = (uint32_t)s->flags;
    out->half_width = fow_type_of(g, team)->half_width;
    out->half_depth = fow_type_of(g, team)->half_depth;
    return WG_OK;
}

int wg_fow_bailed_out(const wg_game *g, int team)
{
    return team_flag(g, team, WG_FOW_TEAM_BAILED_OUT);
}

int wg_fow_bogged(const wg_game *g, int team)
{
    return team_flag(g, team, WG_FOW_TEAM_BOGGED);
}

int wg_fow_dug_in(const wg_game *g, int team)
{
    return team_flag(g, team, WG_FOW_TEAM_DUG_IN);
}

int wg_fow_alive(const wg_game *g, int team)
{
    return team_flag(g, team, WG_FOW_TEAM_ALIVE);
}

int wg_fow_gone_to_ground(const wg_game *g, int team)
{
    return team_ok(g, team) && fow_gone_to_ground(g, team);
}

int wg_fow_concealed(const wg_game *g, int team, int from)
{
    return team_ok(g, team) && team_ok(g, from) && fow_concealed(g, team, from);
}

int wg_fow_can_see(const wg_game *g, int from, int team)
{
    return team_ok(g, team) && team_ok(g, from) && fow_can_see(g, from, team);
}

int wg_fow_pinned(const wg_game *g, int team)
{
    return team_ok(g, team) &&
           (fow_cp(g, fow_d(g)->team[team].platoon)->flags & FOW_P_PINNED) != 0;
}

int wg_fow_platoon_count(const wg_game *g)
{
    return is_fow(g) ? fow_d(g)->nplatoons : WG_EINVAL;
}

int wg_fow_team_platoon(const wg_game *g, int team)
{
    if (!is_fow(g))
        return WG_EINVAL;
    return team_ok(g, team) ? fow_d(g)->team[team].platoon : WG_ERANGE;
}

const char *wg_fow_platoon_name(const wg_game *g, int platoon)
{
    if (!is_fow(g) || platoon < 0 || platoon >= fow_d(g)->nplatoons)
        return NULL;
    return fow_d(g)->platoon[platoon].name;
}

int wg_fow_platoon_destroyed(const wg_game *g, int platoon)
{
    if (!is_fow(g) || platoon < 0 || platoon >= fow_d(g)->nplatoons)
        return 0;
    return !fow_platoon_alive(g, platoon);
}

int wg_fow_weapon_count(const wg_game *g, int team)
{
    if (!is_fow(g))
        return WG_EINVAL;
    return team_ok(g, team) ? fow_type_of(g, team)->nslots : WG_ERANGE;
}

const char *wg_fow_weapon_name(const wg_game *g, int team, int weapon)
{
    if (!team_ok(g, team) || weapon < 0 || weapon >= fow_type_of(g, team)->nslots)
        return NULL;
    return fow_d(g)->weapon[fow_type_of(g, team)->slot[weapon].weapon].name;
}

int wg_fow_type_index(const wg_game *g, const char *key)
{
    if (!is_fow(g) || !key)
        return WG_EINVAL;
    for (int i = 0; i < fow_d(g)->ntypes; i++)
        if (strcmp(fow_d(g)->type[i].key, key) == 0)
            return i;
    return WG_ERANGE;
}

int wg_fow_to_hit(const wg_game *g, int shooter, int weapon, int target, int32_t *mods)
{
    if (!is_fow(g))
        return WG_EINVAL;
    if (!team_ok(g, shooter) || !team_ok(g, target))
        return WG_ERANGE;
    if (weapon < 0 || weapon >= fow_type_of(g, shooter)->nslots)
        return WG_ERANGE;
    const fow_weapon *w = &fow_d(g)->weapon[fow_type_of(g, shooter)->slot[weapon].weapon];
    if (w->range.in <= 0 && w->range.cm <= 0)
        return WG_EILLEGAL;
    return fow_to_hit(g, shooter, weapon, fow_d(g)->team[target].platoon, mods);
}

int wg_fow_mission(const wg_game *g)
{
    return is_fow(g) ? fow_d(g)->mission : WG_EINVAL;
}

int wg_fow_objective_count(const wg_game *g)
{
    return is_fow(g) ? fow_d(g)->nobjectives : WG_EINVAL;
}

int wg_fow_objective(const wg_game *g, int k, int32_t *x, int32_t *y, int32_t *player)
{
    if (!is_fow(g))
        return WG_EINVAL;
    if (k < 0 || k >= fow_d(g)->nobjectives)
        return WG_ERANGE;
    if (x)
        *x = fow_ch(g)->obj_x[k];
    if (y)
        *y = fow_ch(g)->obj_y[k];
    if (player)
        *player = fow_d(g)->objective[k].player;
    return WG_OK;
}

int wg_fow_assaulting_platoon(const wg_game *g)
{
    return is_fow(g) ? fow_ch(g)->ap : WG_EINVAL;
}

int wg_fow_hit_count(const wg_game *g)
{
    return is_fow(g) ? fow_ch(g)->nhits : 0;
}

int wg_fow_hit_info(const wg_game *g, int hit, wg_fow_hit *out)
{
    if (!is_fow(g) || !out || out->size < sizeof(wg_fow_hit))
        return WG_EINVAL;
    if (hit < 0 || hit >= fow_ch(g)->nhits)
        return WG_ERANGE;
    const fow_hit *x = &fow_chits(g)[hit];
    out->shooter = x->shooter;
    out->weapon = x->slot;
    out->platoon = x->platoon;
    out->team = x->team;
    out->picked = x->picked;
    return WG_OK;
}
