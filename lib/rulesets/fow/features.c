/*
 * The table as a host draws it (wargame/fow.h): its size and units, and
 * each terrain feature's shape, points and rules, so that a GUI needs no
 * copy of the scenario file to show the battlefield.
 */
#include "fow_internal.h"


WG_DEFINE_INFO_INIT(wg_fow_table_info, WG_FOW_TABLE_INFO_INIT)
WG_DEFINE_INFO_INIT(wg_fow_feature_info, WG_FOW_FEATURE_INFO_INIT)

WG_API int wg_fow_table(const wg_game *g, wg_fow_table_info *out)
{
    WG_TRY(WG_RS_REQUIRE_INFO(fow, g, out));
    const fow_data *d = fow_d(g);
    out->width = d->width;
    out->depth = d->depth;
    out->units = d->units;
    out->features = d->nterrain;
    out->objectives = d->nobjectives;
    out->turns = d->turns;
    return WG_OK;
}

/* Feature `feature` of a fow game, or NULL with *rc the refusal. */
static const fow_terrain *feature_of(const wg_game *g, const char *query, int feature, int *rc)
{
    *rc = wg_rs_require(g, &wg_ruleset_fow, query);
    if (*rc == WG_OK)
        *rc = wg_rs_index(g, query, "terrain feature", feature, fow_d(g)->nterrain);
    return *rc == WG_OK ? &fow_d(g)->terrain[feature] : NULL;
}

WG_API int wg_fow_feature(const wg_game *g, int feature, wg_fow_feature_info *out)
{
    int rc = WG_RS_REQUIRE_INFO(fow, g, out);
    const fow_terrain *t = rc == WG_OK ? feature_of(g, __func__, feature, &rc) : NULL;
    if (!t)
        return rc;
    /* The internal codes are the public ones (FOW_AREA/FOW_LINE, FOW_EASY..). */
    out->shape = t->shape;
    out->going = t->going;
    out->concealing = t->concealing != 0;
    out->bulletproof = t->bulletproof != 0;
    out->blocks_los = t->blocks_los != 0;
    out->points = t->npoints;
    out->x0 = t->x0;
    out->y0 = t->y0;
    out->x1 = t->x1;
    out->y1 = t->y1;
    return WG_OK;
}

WG_API const char *wg_fow_feature_name(const wg_game *g, int feature)
{
    int rc;
    const fow_terrain *t = feature_of(g, __func__, feature, &rc);
    return t ? t->name : NULL;
}

WG_API int wg_fow_feature_points(const wg_game *g, int feature, int32_t *xy, int cap)
{
    int rc;
    const fow_terrain *t = feature_of(g, __func__, feature, &rc);
    if (!t)
        return rc;
    if (cap > 0 && !xy)
        return wg_set_error(g, WG_EINVAL, "%s: xy is NULL with cap %d", __func__, cap);
    const wg_tab_point *p = &fow_d(g)->point[t->first];
    for (int i = 0; i < t->npoints && i < cap; i++) {
        xy[2 * i] = p[i].x;
        xy[2 * i + 1] = p[i].y;
    }
    return t->npoints;
}

/* The public codes are the internal ones (C99 has no _Static_assert: an
 * array of negative size stops the build if either side changes). */
typedef char fow_public_codes_match[((int)WG_FOW_SHAPE_AREA == (int)FOW_AREA &&
                                     (int)WG_FOW_SHAPE_LINE == (int)FOW_LINE &&
                                     (int)WG_FOW_GOING_EASY == (int)FOW_EASY &&
                                     (int)WG_FOW_GOING_DIFFICULT == (int)FOW_DIFFICULT &&
                                     (int)WG_FOW_GOING_VERY_DIFFICULT == (int)FOW_VERY_DIFFICULT &&
                                     (int)WG_FOW_UNITS_INCH == (int)FOW_UNITS_INCH &&
                                     (int)WG_FOW_UNITS_CM == (int)FOW_UNITS_CM)
                                        ? 1
                                        : -1];
