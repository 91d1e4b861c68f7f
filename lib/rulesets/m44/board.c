/*
 * The board as a host draws it (wargame/m44.h): its size, layout, section
 * lines and home edges, the rows' lengths and half hexes of the Memoir '44
 * board, and the names of terrain types and obstacles, so that a GUI needs
 * neither the scenario file nor probing wg_m44_hex.
 */
#include "m44_internal.h"


WG_STATIC_ASSERT((int)WG_M44_HALF_LEFT == (int)HEXCC_HALF_LEFT &&
                     (int)WG_M44_HALF_RIGHT == (int)HEXCC_HALF_RIGHT &&
                     (int)WG_M44_FULL_HEX == (int)HEXCC_FULL_HEX,
                 m44_half_values);

WG_DEFINE_INFO_INIT(wg_m44_board_info, WG_M44_BOARD_INFO_INIT)

WG_API int wg_m44_board(const wg_game *g, wg_m44_board_info *out)
{
    WG_TRY(WG_RS_REQUIRE_INFO(m44, g, out));
    const m44_data *d = m44_cdata(g);
    out->columns = d->board.columns;
    out->rows = d->board.rows;
    out->layout = d->board.layout;
    out->sections[0] = d->sec_a;
    out->sections[1] = d->sec_b;
    out->home[0] = d->home[0];
    out->home[1] = d->home[1];
    out->medals = d->medals;
    out->turn_limit = d->turn_limit;
    out->objectives = d->nobj;
    return WG_OK;
}

WG_API const char *wg_m44_terrain_name(const wg_game *g, int terrain)
{
    if (WG_RS_REQUIRE(m44, g) != WG_OK ||
        wg_rs_index(g, __func__, "terrain type", terrain, WG_M44_TERRAIN_COUNT) != WG_OK)
        return NULL;
    return m44_cdata(g)->board.type[terrain].name;
}

WG_API const char *wg_m44_obstacle_name(const wg_game *g, int obstacle)
{
    /* terrain.yaml's names (by default its keys: the scenario's own words) */
    if (WG_RS_REQUIRE(m44, g) != WG_OK ||
        wg_rs_index(g, __func__, "obstacle", obstacle, WG_M44_OBSTACLE_COUNT) != WG_OK)
        return NULL;
    return m44_cdata(g)->obstacle[obstacle].name;
}

WG_API int wg_m44_row_hexes(const wg_game *g, int row)
{
    int rc = wg_rs_require(g, &wg_ruleset_m44, __func__);
    if (rc != WG_OK)
        return rc;
    const hexcc_board *b = &m44_cdata(g)->board;
    rc = wg_rs_index(g, __func__, "row", row, b->rows);
    return rc != WG_OK ? rc : hexcc_board_row_hexes(b, row);
}

WG_API int wg_m44_half_hex(const wg_game *g, wg_hex hex)
{
    int rc = wg_rs_require(g, &wg_ruleset_m44, __func__);
    if (rc != WG_OK)
        return rc;
    const hexcc_board *b = &m44_cdata(g)->board;
    int cell = hexcc_board_cell(b, hex);
    rc = wg_rs_on_board(g, __func__, hex, cell);
    return rc != WG_OK ? rc : hexcc_board_half(b, cell);
}
