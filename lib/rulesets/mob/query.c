/*
 * The public queries of wargame/mob.h, in the header's order. Each follows
 * the query contract of wargame.h: the ruleset check first
 * (wg_rs_require), then the indices and hexes, with the refusal in
 * last_error.
 */
#include "mob_internal.h"


static int unit_refusal(const wg_game *g, const char *query, int unit)
{
    return wg_rs_index(g, query, "unit", unit, mob_cdata(g)->nunits);
}

WG_DEFINE_INFO_INIT(wg_mob_board_info, WG_MOB_BOARD_INFO_INIT)
WG_DEFINE_INFO_INIT(wg_mob_hex_info, WG_MOB_HEX_INFO_INIT)
WG_DEFINE_INFO_INIT(wg_mob_unit_info, WG_MOB_UNIT_INFO_INIT)
WG_DEFINE_INFO_INIT(wg_mob_turn_info, WG_MOB_TURN_INFO_INIT)

WG_API int wg_mob_board(const wg_game *g, wg_mob_board_info *out)
{
    WG_TRY(WG_RS_REQUIRE_INFO(mob, g, out));
    const mob_data *d = mob_cdata(g);
    out->columns = d->board.columns;
    out->rows = d->board.rows;
    out->layout = d->board.layout;
    out->home[0] = d->home[0];
    out->home[1] = d->home[1];
    out->turns = d->turns;
    out->destroy = d->destroy;
    out->objectives = d->nhold;
    return WG_OK;
}

WG_API int wg_mob_hex(const wg_game *g, wg_hex hex, wg_mob_hex_info *out)
{
    int cell = -1;
    WG_TRY(WG_RS_REQUIRE_INFO(mob, g, out));
    WG_TRY(hexcc_query_cell(g, &mob_cdata(g)->board, __func__, hex, &cell));
    const mob_data *d = mob_cdata(g);
    int column, row;
    hexcc_board_offset(&d->board, cell, &column, &row);
    out->column = column;
    out->row = row;
    out->terrain = mob_rules_terrain(g, cell);
    out->height = mob_rules_on_hill(g, cell) ? d->board.height[cell] : 0;
    out->objective = 0;
    for (int k = 0; k < d->nhold; k++)
        out->objective |= d->hold[k] == cell;
    out->unit = mob_rules_unit_at(g, cell);
    out->general = mob_rules_general_at(g, cell);
    return WG_OK;
}

WG_API const char *wg_mob_terrain_name(const wg_game *g, int terrain)
{
    if (WG_RS_REQUIRE(mob, g) != WG_OK)
        return NULL;
    if (terrain < 0 || terrain >= WG_MOB_TERRAIN_COUNT) {
        wg_set_error(g, WG_ERANGE, "%s: no terrain type %d (there are %d)", __func__, terrain,
                     WG_MOB_TERRAIN_COUNT);
        return NULL;
    }
    return mob_cdata(g)->board.type[terrain].name;
}

WG_API int wg_mob_unit(const wg_game *g, int unit, wg_mob_unit_info *out)
{
    WG_TRY(WG_RS_REQUIRE_INFO(mob, g, out));
    WG_TRY(unit_refusal(g, __func__, unit));
    const mob_data *d = mob_cdata(g);
    const mob_unit *u = &mob_cst(g)->u[unit];
    out->type = d->unit_type[unit];
    out->figures = u->cell >= 0 ? u->figures : 0;
    out->figures_start = mob_utype(d, unit)->figures;
    out->range = u->cell >= 0 ? mob_rules_range(g, unit) : 0;
    out->moved = u->moved;
    out->moves_left = mob_rules_moves_left(g, unit);
    out->battled = u->battled;
    out->may_battle = mob_rules_may_battle(g, unit);
    out->general = -1;
    if (u->cell >= 0 && !mob_utype(d, unit)->general)
        out->general = mob_rules_general_at(g, u->cell);
    return WG_OK;
}

WG_API int wg_mob_battle_dice(const wg_game *g, int unit, int target)
{
    WG_TRY(WG_RS_REQUIRE(mob, g));
    WG_TRY(unit_refusal(g, __func__, unit));
    WG_TRY(unit_refusal(g, __func__, target));
    return mob_rules_dice(g, unit, target);
}

WG_API int wg_mob_line_of_sight(const wg_game *g, wg_hex from, wg_hex to)
{
    WG_TRY(WG_RS_REQUIRE(mob, g));
    return hexcc_query_sight(g, &mob_cdata(g)->board, __func__, from, to, mob_rules_los);
}

WG_API int wg_mob_die_face(const wg_game *g, int face)
{
    WG_TRY(WG_RS_REQUIRE(mob, g));
    if (face < 1 || face > HEXCC_FACES)
        return wg_set_error(g, WG_ERANGE, "%s: no face %d (a die has faces 1..%d)", __func__,
                            face, HEXCC_FACES);
    return mob_cdata(g)->die.face[face - 1];
}

WG_API int wg_mob_turn(const wg_game *g, wg_mob_turn_info *out)
{
    WG_TRY(WG_RS_REQUIRE_INFO(mob, g, out));
    const mob_state *s = mob_cst(g);
    out->turn = wg_ccore(g)->turn;
    out->phase = mob_turn_public_phase(s->phase);
    out->first = s->first;
    out->side = s->phase >= MOB_PH_MOVE ? s->side : -1;
    for (int p = 0; p < 2; p++) {
        out->initiative[p] = s->roll[p];
        out->destroyed[p] = s->destroyed[p];
    }
    return WG_OK;
}
