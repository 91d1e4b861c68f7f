/*
 * The public queries of wargame/mob.h, in the header's order.
 */
#include <string.h>

#include "mob_internal.h"

WG_API int wg_mob_board(const wg_game *g, wg_mob_board_info *out)
{
    if (!mob_is_game(g) || !out || out->size < sizeof *out)
        return WG_EINVAL;
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

WG_API int wg_mob_hex(const wg_game *g, int q, int r, wg_mob_hex_info *out)
{
    if (!mob_is_game(g) || !out || out->size < sizeof *out)
        return WG_EINVAL;
    const mob_data *d = mob_cdata(g);
    size_t size = out->size;
    memset(out, 0, sizeof *out);
    out->size = size;
    out->unit = out->general = -1;
    int cell = hexcc_board_cell(&d->board, wg_hex_make(q, r));
    if (cell < 0)
        return WG_OK;
    out->on_board = 1;
    out->column = cell % d->board.columns;
    out->row = cell / d->board.columns;
    out->terrain = mob_rules_terrain(g, cell);
    out->height = mob_rules_on_hill(g, cell) ? d->board.height[cell] : 0;
    for (int k = 0; k < d->nhold; k++)
        out->objective |= d->hold[k] == cell;
    out->unit = mob_rules_unit_at(g, cell);
    out->general = mob_rules_general_at(g, cell);
    return WG_OK;
}

WG_API const char *wg_mob_terrain_name(const wg_game *g, int terrain)
{
    if (!mob_is_game(g) || terrain < 0 || terrain >= WG_MOB_TERRAIN_COUNT)
        return NULL;
    return mob_cdata(g)->board.type[terrain].name;
}

WG_API int wg_mob_unit(const wg_game *g, int unit, wg_mob_unit_info *out)
{
    if (!mob_is_game(g) || !out || out->size < sizeof *out)
        return WG_EINVAL;
    const mob_data *d = mob_cdata(g);
    if (unit < 0 || unit >= d->nunits)
        return WG_ERANGE;
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
    if (!mob_is_game(g))
        return WG_EINVAL;
    int n = mob_cdata(g)->nunits;
    if (unit < 0 || unit >= n || target < 0 || target >= n)
        return WG_ERANGE;
    return mob_rules_dice(g, unit, target);
}

WG_API int wg_mob_line_of_sight(const wg_game *g, int q1, int r1, int q2, int r2)
{
    if (!mob_is_game(g))
        return WG_EINVAL;
    const hexcc_board *b = &mob_cdata(g)->board;
    int from = hexcc_board_cell(b, wg_hex_make(q1, r1));
    int to = hexcc_board_cell(b, wg_hex_make(q2, r2));
    if (from < 0 || to < 0)
        return WG_EINVAL;
    return mob_rules_los(g, from, to);
}

WG_API int wg_mob_die_face(const wg_game *g, int face)
{
    if (!mob_is_game(g))
        return WG_EINVAL;
    if (face < 1 || face > HEXCC_FACES)
        return WG_ERANGE;
    return mob_cdata(g)->die.face[face - 1];
}

WG_API int wg_mob_turn(const wg_game *g, wg_mob_turn_info *out)
{
    if (!mob_is_game(g) || !out || out->size < sizeof *out)
        return WG_EINVAL;
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
