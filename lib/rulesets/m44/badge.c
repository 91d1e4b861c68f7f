/*
 * Special units (M44-X6, X7): a badge on a unit changes its full strength
 * and what it may do, as a row of units.yaml's `badges:` table (the type it
 * fits, its figures, how far it may move and still battle). A scenario
 * gives a unit a badge with `badge:`; orders, events, names and the public
 * queries read the row, never the badge's name.
 */
#include <stdio.h>
#include <string.h>

#include "m44_internal.h"


/* The YAML keys of wg_m44_badge, in its order. */
const char *const m44_badge_keys[] = { "none", "special_forces", "elite_armor", NULL };
static const char *const type_keys[] = { "infantry", "armor", "artillery", NULL };

WG_STATIC_ASSERT(WG_NAMES_COUNT(m44_badge_keys) == WG_M44_BADGE_COUNT, m44_badge_keys_count);
WG_STATIC_ASSERT(WG_M44_NO_BADGE == 0 && WG_M44_SPECIAL_FORCES == 1 && WG_M44_ELITE_ARMOR == 2,
                 m44_badge_order);

static const wg_field badge_fields[] = {
    WG_FIELD_NAME_(m44_badge, name, "name", WG_FIELD_OPTIONAL),
    WG_FIELD_ENUM_(m44_badge, type, "type", type_keys, WG_FIELD_DEFAULT, -1),
    WG_FIELD_INT_(m44_badge, figures, "figures", 1, M44_MAX_FIGURES, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_INT_(m44_badge, battle_move, "battle_move", 0, 9, WG_FIELD_DEFAULT, -1),
    WG_FIELD_END_,
};

int m44_badge_parse(const wg_reader *R, m44_data *d, const wg_ynode *map)
{
    WG_TRY(wg_y_check_keys(R->err, R->doc, map, m44_badge_keys));
    for (int b = 0; b < WG_M44_BADGE_COUNT; b++) {
        const wg_ynode *v = wg_y_get(map, m44_badge_keys[b]);
        m44_badge *row = &d->badge[b];
        if (!v)
            return wg_read_fail(R, map, "the badge '%s' is missing", m44_badge_keys[b]);
        snprintf(row->name, sizeof row->name, "%s", m44_badge_keys[b]);
        WG_TRY(wg_read_fields(R, v, badge_fields, row));
        if (b != WG_M44_NO_BADGE && row->type < 0)
            return wg_read_fail(R, v, "the badge '%s' needs the unit type it fits",
                                m44_badge_keys[b]);
    }
    return WG_OK;
}

int m44_badge_fit(const wg_reader *R, m44_data *d, int unit, const wg_ynode *n)
{
    const m44_badge *b = &d->badge[d->unit_badge[unit]];
    if (d->unit_badge[unit] == WG_M44_NO_BADGE)
        return WG_OK;
    if (b->type != d->unit_type[unit])
        return wg_read_fail(R, n, "the badge '%s' is for %s units", m44_badge_keys[d->unit_badge[unit]],
                            type_keys[b->type]);
    if (b->figures)
        d->unit_full[unit] = b->figures;
    return WG_OK;
}

void m44_badge_order(wg_game *g, int unit)
{
    const m44_badge *b = &m44_cdata(g)->badge[m44_cdata(g)->unit_badge[unit]];
    m44_unit *u = &m44_st(g)->u[unit];
    if (b->battle_move > u->battle_move) /* X6: move further and still battle */
        u->battle_move = b->battle_move;
}

/* ------------------------------------------------------------ public queries */

WG_API int wg_m44_unit_badge(const wg_game *g, int unit)
{
    WG_TRY(WG_RS_REQUIRE(m44, g));
    WG_TRY(wg_rs_index(g, __func__, "unit", unit, m44_cdata(g)->nunits));
    return m44_cdata(g)->unit_badge[unit];
}

WG_API const char *wg_m44_badge_name(const wg_game *g, int badge)
{
    if (WG_RS_REQUIRE(m44, g) != WG_OK ||
        wg_rs_index(g, __func__, "badge", badge, WG_M44_BADGE_COUNT) != WG_OK)
        return NULL;
    return m44_cdata(g)->badge[badge].name;
}
