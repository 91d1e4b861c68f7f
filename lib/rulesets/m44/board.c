/*
 * The board as a host draws it (wargame/m44.h): its size, layout, section
 * lines and home edges, and the names of terrain types and obstacles, so
 * that a GUI needs neither the scenario file nor probing wg_m44_hex.
 */
#include "m44_internal.h"


WG_DEFINE_INFO_INIT(wg_m44_board_info, WG_M44_BOARD_INFO_INIT)

WG_API int wg_m44_board(const wg_game *g, wg_m44_board_info *out)
{
    int rc = WG_RS_REQUIRE_INFO(m44, g, out);
    if (rc != WG_OK)
        return rc;
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
