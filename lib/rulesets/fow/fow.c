/*
 * The fow ruleset: its table (the decision kinds are in kinds.c), the
 * queries of wargame/fow.h (the greedy agent is in agent.c).
 */
#include <stdio.h>
#include <string.h>

#include "fow_internal.h"

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

static const char *fow_unit_kind_name(const wg_game *g, int unit)
{
    return fow_type_of(g, unit)->name;
}

static const char *fow_player_name(const wg_game *g, int player)
{
    return fow_d(g)->player_name[player];
}

/*
 * The result texts name the players, as m44's and OGRE's do; they are
 * written once at load so that wg_game_result_text can hand out a string
 * the game owns without the state holding one.
 */
void fow_result_texts_write(fow_data *d)
{
    for (int w = 0; w < 2; w++) {
        const char *won = d->player_name[w], *lost = d->player_name[1 - w];
        char(*t)[2][128] = d->result_text;
        snprintf(t[WG_FOW_RESULT_NONE][w], sizeof t[0][w], "%s wins", won);
        snprintf(t[WG_FOW_RESULT_OBJECTIVE][w], sizeof t[0][w], "%s wins: it took an objective",
                 won);
        snprintf(t[WG_FOW_RESULT_COMPANY_MORALE][w], sizeof t[0][w],
                 "%s wins: %s%s company morale broke", won, lost, wg_possessive(lost));
        snprintf(t[WG_FOW_RESULT_DESTROYED][w], sizeof t[0][w], "%s wins: %s is destroyed", won,
                 lost);
        snprintf(t[WG_FOW_RESULT_V1_LAUNCHED][w], sizeof t[0][w],
                 "%s wins: the V-1 flying bomb launched", won);
    }
}

static const char *fow_turn_result_text(const wg_game *g)
{
    const wg_core_state *c = wg_ccore(g);
    if (c->result == WG_FOW_RESULT_TURNS)
        return "a draw: the turn limit was reached";
    if (c->winner < 0)
        return "a draw: both sides are destroyed";
    int r = c->result >= 0 && c->result <= WG_FOW_RESULT_V1_LAUNCHED ? c->result : 0;
    return fow_d(g)->result_text[r][c->winner];
}

const wg_ruleset wg_ruleset_fow = {
    WG_RULESET_MEMBERS(fow),
    .on_table = 1,
    .position = fow_position,
    .search_prior = FOW_SEARCH_PRIOR,
    .scratch_size = fow_agent_scratch_size,
    .memo_size = fow_memo_size,
    .tail_offset = fow_tail_offset,
};

/* ------------------------------------------------------------ wargame/fow.h */

/* Each query follows the query contract of wargame.h: the ruleset check
 * first (wg_rs_require), then the indices, with the refusal in last_error. */

/* A fow game and a team of it: WG_OK, or the refusal. */
static int team_refusal(const wg_game *g, const char *query, int team)
{
    WG_TRY(wg_rs_require(g, &wg_ruleset_fow, query));
    return wg_rs_index(g, query, "team", team, fow_d(g)->nteams);
}

static int platoon_refusal(const wg_game *g, const char *query, int platoon)
{
    WG_TRY(wg_rs_require(g, &wg_ruleset_fow, query));
    return wg_rs_index(g, query, "platoon", platoon, fow_d(g)->nplatoons);
}

/* A yes/no query on a team's flag: 1, 0 or the refusal. */
static int team_flag(const wg_game *g, const char *query, int team, uint32_t flag)
{
    WG_TRY(team_refusal(g, query, team));
    return ((uint32_t)fow_ct(g, team)->flags & flag) != 0;
}

WG_DEFINE_INFO_INIT(wg_fow_team_info, WG_FOW_TEAM_INFO_INIT)
WG_DEFINE_INFO_INIT(wg_fow_hit_info, WG_FOW_HIT_INFO_INIT)
WG_DEFINE_INFO_INIT(wg_fow_objective_info, WG_FOW_OBJECTIVE_INFO_INIT)

int wg_fow_team(const wg_game *g, int team, wg_fow_team_info *out)
{
    WG_TRY(WG_RS_REQUIRE_INFO(fow, g, out));
    WG_TRY(team_refusal(g, __func__, team));
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
    return team_flag(g, __func__, team, WG_FOW_TEAM_BAILED_OUT);
}

int wg_fow_bogged(const wg_game *g, int team)
{
    return team_flag(g, __func__, team, WG_FOW_TEAM_BOGGED);
}

int wg_fow_dug_in(const wg_game *g, int team)
{
    return team_flag(g, __func__, team, WG_FOW_TEAM_DUG_IN);
}

int wg_fow_alive(const wg_game *g, int team)
{
    return team_flag(g, __func__, team, WG_FOW_TEAM_ALIVE);
}

int wg_fow_gone_to_ground(const wg_game *g, int team)
{
    WG_TRY(team_refusal(g, __func__, team));
    return fow_gone_to_ground(g, team) != 0;
}

int wg_fow_concealed(const wg_game *g, int from, int team)
{
    WG_TRY(team_refusal(g, __func__, from));
    WG_TRY(team_refusal(g, __func__, team));
    return fow_concealed(g, team, from) != 0;
}

int wg_fow_can_see(const wg_game *g, int from, int team)
{
    WG_TRY(team_refusal(g, __func__, from));
    WG_TRY(team_refusal(g, __func__, team));
    return fow_can_see(g, from, team) != 0;
}

int wg_fow_pinned(const wg_game *g, int team)
{
    WG_TRY(team_refusal(g, __func__, team));
    return (fow_cp(g, fow_d(g)->team[team].platoon)->flags & FOW_P_PINNED) != 0;
}

int wg_fow_platoon_count(const wg_game *g)
{
    WG_TRY(WG_RS_REQUIRE(fow, g));
    return fow_d(g)->nplatoons;
}

int wg_fow_team_platoon(const wg_game *g, int team)
{
    WG_TRY(team_refusal(g, __func__, team));
    return fow_d(g)->team[team].platoon;
}

const char *wg_fow_platoon_name(const wg_game *g, int platoon)
{
    if (platoon_refusal(g, __func__, platoon) != WG_OK)
        return NULL;
    return fow_d(g)->platoon[platoon].name;
}

int wg_fow_platoon_destroyed(const wg_game *g, int platoon)
{
    WG_TRY(platoon_refusal(g, __func__, platoon));
    return !fow_platoon_alive(g, platoon);
}

int wg_fow_weapon_count(const wg_game *g, int team)
{
    WG_TRY(team_refusal(g, __func__, team));
    return fow_type_of(g, team)->nslots;
}

/* A fow game, a team of it and one of its weapons: WG_OK, or the refusal. */
static int weapon_refusal(const wg_game *g, const char *query, int team, int weapon)
{
    int rc = team_refusal(g, query, team);
    if (rc == WG_OK && (weapon < 0 || weapon >= fow_type_of(g, team)->nslots))
        return wg_set_error(g, WG_ERANGE, "%s: team %d has no weapon %d (it has %d)", query, team,
                            weapon, fow_type_of(g, team)->nslots);
    return rc;
}

const char *wg_fow_weapon_name(const wg_game *g, int team, int weapon)
{
    if (weapon_refusal(g, __func__, team, weapon) != WG_OK)
        return NULL;
    return fow_d(g)->weapon[fow_type_of(g, team)->slot[weapon].weapon].name;
}

int wg_fow_type_index(const wg_game *g, const char *key)
{
    WG_TRY(WG_RS_REQUIRE(fow, g));
    if (!key)
        return wg_set_error(g, WG_EINVAL, "%s: the key is NULL", __func__);
    for (int i = 0; i < fow_d(g)->ntypes; i++)
        if (strcmp(fow_d(g)->type[i].key, key) == 0)
            return i;
    return wg_set_error(g, WG_ERANGE, "%s: no team type \"%.64s\" in the arsenal", __func__, key);
}

int wg_fow_to_hit(const wg_game *g, int shooter, int weapon, int target, int32_t *mods)
{
    WG_TRY(weapon_refusal(g, __func__, shooter, weapon));
    WG_TRY(team_refusal(g, __func__, target));
    const fow_weapon *w = &fow_d(g)->weapon[fow_type_of(g, shooter)->slot[weapon].weapon];
    if (w->range.in <= 0 && w->range.cm <= 0)
        return wg_set_error(g, WG_EILLEGAL, "%s: %s cannot shoot", __func__, w->name);
    return fow_to_hit_query(g, shooter, weapon, fow_d(g)->team[target].platoon, mods);
}

int wg_fow_mission(const wg_game *g)
{
    WG_TRY(WG_RS_REQUIRE(fow, g));
    return fow_d(g)->mission;
}

int wg_fow_objective_count(const wg_game *g)
{
    WG_TRY(WG_RS_REQUIRE(fow, g));
    return fow_d(g)->nobjectives;
}

int wg_fow_objective(const wg_game *g, int k, wg_fow_objective_info *out)
{
    WG_TRY(WG_RS_REQUIRE_INFO(fow, g, out));
    WG_TRY(wg_rs_index(g, __func__, "objective", k, fow_d(g)->nobjectives));
    out->x = fow_ch(g)->obj_x[k];
    out->y = fow_ch(g)->obj_y[k];
    out->player = fow_d(g)->objective[k].player;
    return WG_OK;
}

int wg_fow_assaulting_platoon(const wg_game *g, int32_t *platoon)
{
    int rc = WG_RS_REQUIRE(fow, g);
    if (rc != WG_OK || fow_ch(g)->ap < 0)
        return rc;
    if (platoon)
        *platoon = fow_ch(g)->ap;
    return 1;
}

int wg_fow_hit_count(const wg_game *g)
{
    WG_TRY(WG_RS_REQUIRE(fow, g));
    return fow_ch(g)->nhits;
}

int wg_fow_hit(const wg_game *g, int hit, wg_fow_hit_info *out)
{
    WG_TRY(WG_RS_REQUIRE_INFO(fow, g, out));
    WG_TRY(wg_rs_index(g, __func__, "hit", hit, fow_ch(g)->nhits));
    const fow_hit *x = &fow_chits(g)[hit];
    out->shooter = x->shooter;
    out->weapon = x->slot;
    out->platoon = x->platoon;
    out->team = x->team;
    out->picked = x->picked;
    return WG_OK;
}
