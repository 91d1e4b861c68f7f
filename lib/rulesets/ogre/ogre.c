/*
 * The ogre ruleset's table: the legal answers and the application of one,
 * dispatched on the top decision's kind, and the core's unit queries.
 */
#include "ogre_internal.h"

/* ------------------------------------------------------------ legal answers */

void ogre_legal(const wg_game *g, wg_sink *s)
{
    const wg_frame *f = wg_ctop(g);
    if (!f || wg_ccore(g)->over)
        return;
    switch (f->kind) {
    case OGRE_K_OGRE_MOVE: {
        ogre_move_ogre_legal(g, s, 0);
        wg_action a = wg_action_make(WG_ACT_PASS);
        wg_sink_add(s, &a);
        break;
    }
    case OGRE_K_WINDOW: ogre_split_legal(g, s); break;
    case OGRE_K_FIRE: ogre_fire_legal(g, s); break;
    case OGRE_K_DEF_MOVE: ogre_move_defender_legal(g, s, 0); break;
    case OGRE_K_GEV_MOVE: ogre_move_defender_legal(g, s, 1); break;
    default: break;
    }
}

int ogre_legal_count(const wg_game *g)
{
    wg_sink s = { NULL, 0, 0, -1, NULL, 0 };
    ogre_legal(g, &s);
    return s.count;
}

/* ------------------------------------------------------------ applying */

static void apply_defender_move(wg_game *g, const wg_action *a)
{
    if (a->type == WG_ACT_PASS) {
        ogre_turn_end_phase(g);
        return;
    }
    ogre_move_defender_step(g, a->unit, a->x, a->y);
    const ogre_state *s = ogre_cst(g);
    int left = 0;
    for (int u = 1; u < s->nunits; u++)
        left += s->u[u].mp;
    wg_top(g)->count = left;
    if (ogre_legal_count(g) == 1)
        ogre_turn_end_phase(g); /* no step left: only PASS */
}

static void apply_ogre_move(wg_game *g, const wg_action *a)
{
    if (a->type == WG_ACT_PASS) {
        ogre_turn_end_phase(g);
        return;
    }
    if (a->type == WG_ACT_MOVE)
        ogre_move_ogre_step(g, a->x, a->y);
    else
        ogre_move_ogre_stay(g);
    ogre_turn_after_ogre_move(g);
}

static void ogre_apply(wg_game *g, const wg_action *a)
{
    switch (wg_top(g)->kind) {
    case OGRE_K_OGRE_MOVE: apply_ogre_move(g, a); break;
    case OGRE_K_WINDOW: ogre_split_apply(g, a); break;
    case OGRE_K_FIRE: ogre_fire_apply(g, a); break;
    default: apply_defender_move(g, a); break;
    }
}

/* ------------------------------------------------------------ unit queries */

static int ogre_unit_count(const wg_game *g)
{
    return ogre_cdata(g)->nunits;
}

static void ogre_unit_info(const wg_game *g, int unit, wg_unit_info *out)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    const ogre_unit *u = &s->u[unit];
    out->id = unit;
    out->player = ogre_owner(unit);
    out->kind = d->unit_type[unit];
    out->flags = 0;
    if (u->alive)
        out->flags |= WG_UNIT_ALIVE;
    if (u->alive && u->disabled >= 0)
        out->flags |= WG_UNIT_DISABLED;
    if (u->alive && u->cell >= 0) {
        wg_hex h = ogre_board_hex(d, u->cell);
        out->flags |= WG_UNIT_ON_BOARD;
        out->x = h.q;
        out->y = h.r;
    } else {
        out->x = out->y = 0;
    }
    if (u->moved)
        out->flags |= WG_UNIT_MOVED;
    int fired = u->fired;
    for (int w = 0; unit == WG_OGRE_UNIT && w < ogre_utype(d, unit)->nweapons; w++)
        fired |= s->wpn_fired[w];
    if (fired)
        out->flags |= WG_UNIT_FIRED;
    out->facing = 0;
    out->strength = u->strength;
    out->moves_left = u->mp;
}

static const char *ogre_unit_name(const wg_game *g, int unit)
{
    return ogre_cdata(g)->unit_name[unit];
}

static const char *ogre_unit_kind_name(const wg_game *g, int unit)
{
    return ogre_utype(ogre_cdata(g), unit)->name;
}

static const char *ogre_player_name(const wg_game *g, int player)
{
    (void)g;
    return player == WG_OGRE_PLAYER_OGRE ? "Ogre" : "Defender";
}

const wg_ruleset wg_ruleset_ogre = {
    "ogre",
    ogre_data_load,
    ogre_data_free,
    ogre_turn_setup,
    ogre_legal,
    NULL,
    ogre_apply,
    ogre_unit_count,
    ogre_unit_info,
    ogre_unit_name,
    ogre_unit_kind_name,
    ogre_player_name,
    ogre_turn_result_text,
    ogre_describe_event,
    ogre_describe_action,
    ogre_agent_greedy,
    ogre_odds_action,
};
