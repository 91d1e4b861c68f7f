/*
 * The public queries of wargame/ogre.h: unit statistics, the Ogre's
 * systems, the map, the attack being built. Each follows the query
 * contract of wargame.h: the ruleset check first (wg_rs_require), then the
 * indices, with the refusal in last_error.
 */
#include <string.h>

#include "ogre_internal.h"


static int unit_refusal(const wg_game *g, const char *query, int unit)
{
    return wg_rs_index(g, query, "unit", unit, ogre_cdata(g)->nunits);
}

/* The Ogre queries name the Ogre (WG_OGRE_UNIT), the only unit with systems. */
static int ogre_refusal(const wg_game *g, const char *query, int unit)
{
    int rc = unit_refusal(g, query, unit);
    if (rc == WG_OK && unit != WG_OGRE_UNIT)
        return wg_set_error(g, WG_EINVAL, "%s: unit %d is not the Ogre (unit %d)", query, unit,
                            WG_OGRE_UNIT);
    return rc;
}

static int weapon_refusal(const wg_game *g, const char *query, int weapon)
{
    int n = ogre_utype(ogre_cdata(g), WG_OGRE_UNIT)->nweapons;
    if (weapon < 0 || weapon >= n)
        return wg_set_error(g, WG_ERANGE, "%s: the Ogre has no system %d (it has %d)", query,
                            weapon, n);
    return WG_OK;
}

static int cell_of(const wg_game *g, const char *query, wg_hex h, int *cell)
{
    *cell = ogre_board_cell(ogre_cdata(g), h);
    return wg_rs_on_board(g, query, h, *cell);
}

/* ------------------------------------------------------------ info structs */

WG_DEFINE_INFO_INIT(wg_ogre_unit_stats_info, WG_OGRE_UNIT_STATS_INFO_INIT)
WG_DEFINE_INFO_INIT(wg_ogre_systems_info, WG_OGRE_SYSTEMS_INFO_INIT)
WG_DEFINE_INFO_INIT(wg_ogre_weapon_info, WG_OGRE_WEAPON_INFO_INIT)
WG_DEFINE_INFO_INIT(wg_ogre_board_info, WG_OGRE_BOARD_INFO_INIT)
WG_DEFINE_INFO_INIT(wg_ogre_hex_info, WG_OGRE_HEX_INFO_INIT)
WG_DEFINE_INFO_INIT(wg_ogre_pending_info, WG_OGRE_PENDING_INFO_INIT)
WG_DEFINE_INFO_INIT(wg_ogre_declared_info, WG_OGRE_DECLARED_INFO_INIT)

/* ------------------------------------------------------------ units and systems */

int wg_ogre_unit_stats(const wg_game *g, int unit, wg_ogre_unit_stats_info *out)
{
    WG_TRY(WG_RS_REQUIRE_INFO(ogre, g, out));
    WG_TRY(unit_refusal(g, __func__, unit));
    const ogre_type *t = ogre_utype(ogre_cdata(g), unit);
    out->unit_class = t->cls;
    out->move_class = t->move_class;
    out->attack = t->attack;
    out->range = t->range;
    out->defense = t->defense;
    out->movement = t->movement;
    out->second_move = t->second_move;
    out->ram_treads = t->ram_treads;
    out->crosses_ridges = t->ridges;
    out->treads = t->treads;
    out->weapon_count = t->nweapons;
    return WG_OK;
}

int wg_ogre_systems(const wg_game *g, int unit, wg_ogre_systems_info *out)
{
    WG_TRY(WG_RS_REQUIRE_INFO(ogre, g, out));
    WG_TRY(ogre_refusal(g, __func__, unit));
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    const ogre_type *t = ogre_utype(d, unit);
    out->treads = s->u[unit].strength;
    out->treads_start = t->treads;
    out->movement = ogre_move_allowance(d, s->u[unit].strength);
    out->moves_left = s->u[unit].mp;
    out->rams = s->rams;
    out->weapon_count = t->nweapons;
    for (int k = 0; k < WG_OGRE_KIND_COUNT; k++)
        out->left[k] = out->unfired[k] = 0;
    for (int w = 0; w < t->nweapons; w++) {
        if (!s->wpn_alive[w])
            continue;
        out->left[t->weapon[w].kind]++;
        if (!s->wpn_fired[w])
            out->unfired[t->weapon[w].kind]++;
    }
    return WG_OK;
}

int wg_ogre_weapon(const wg_game *g, int unit, int weapon, wg_ogre_weapon_info *out)
{
    WG_TRY(WG_RS_REQUIRE_INFO(ogre, g, out));
    WG_TRY(ogre_refusal(g, __func__, unit));
    WG_TRY(weapon_refusal(g, __func__, weapon));
    const ogre_state *s = ogre_cst(g);
    const ogre_weapon_def *w = &ogre_utype(ogre_cdata(g), unit)->weapon[weapon];
    out->kind = w->kind;
    out->attack = w->attack;
    out->range = w->range;
    out->defense = w->defense;
    out->alive = s->wpn_alive[weapon];
    out->fired = s->wpn_fired[weapon];
    return WG_OK;
}

const char *wg_ogre_weapon_name(const wg_game *g, int unit, int weapon)
{
    if (WG_RS_REQUIRE(ogre, g) != WG_OK ||
        ogre_refusal(g, __func__, unit) != WG_OK)
        return NULL;
    if (weapon == WG_OGRE_PART_TREADS)
        return "treads";
    if (weapon_refusal(g, __func__, weapon) != WG_OK)
        return NULL;
    return ogre_cdata(g)->weapon_name[weapon];
}

/* ------------------------------------------------------------ the map */

int wg_ogre_board(const wg_game *g, wg_ogre_board_info *out)
{
    WG_TRY(WG_RS_REQUIRE_INFO(ogre, g, out));
    const ogre_data *d = ogre_cdata(g);
    out->columns = d->columns;
    out->rows = d->rows;
    out->layout = d->layout;
    out->entry_edge = d->entry_edge;
    out->splitfire = d->splitfire;
    out->turns = d->turns;
    out->terrain_count = d->nterrain;
    return WG_OK;
}

int wg_ogre_hex(const wg_game *g, wg_hex hex, wg_ogre_hex_info *out)
{
    int cell = -1;
    WG_TRY(WG_RS_REQUIRE_INFO(ogre, g, out));
    WG_TRY(cell_of(g, __func__, hex, &cell));
    const ogre_data *d = ogre_cdata(g);
    out->column = cell % d->columns;
    out->row = cell / d->columns;
    out->terrain = d->terrain[cell];
    out->crater = d->crater[cell];
    out->ridges = d->ridge[cell];
    return WG_OK;
}

const char *wg_ogre_terrain_name(const wg_game *g, int terrain)
{
    if (WG_RS_REQUIRE(ogre, g) != WG_OK)
        return NULL;
    const ogre_data *d = ogre_cdata(g);
    if (terrain < 0 || terrain >= d->nterrain) {
        wg_set_error(g, WG_ERANGE, "%s: no terrain type %d (the map has %d)", __func__, terrain,
                     d->nterrain);
        return NULL;
    }
    return d->terrain_type[terrain].name;
}

int wg_ogre_move_cost(const wg_game *g, int unit, wg_hex from, wg_hex to)
{
    int cell = -1;
    WG_TRY(WG_RS_REQUIRE(ogre, g));
    WG_TRY(unit_refusal(g, __func__, unit));
    WG_TRY(cell_of(g, __func__, from, &cell));
    int dir = wg_hex_direction_of(from, to);
    if (dir < 0)
        return wg_set_error(g, WG_EINVAL, "%s: hexes (%d, %d) and (%d, %d) are not adjacent",
                            __func__, (int)from.q, (int)from.r, (int)to.q, (int)to.r);
    const ogre_data *d = ogre_cdata(g);
    return ogre_board_cost(d, ogre_utype(d, unit), cell, dir);
}

/* ------------------------------------------------------------ the attack being built */

int wg_ogre_pending(const wg_game *g, wg_ogre_pending_info *out)
{
    WG_TRY(WG_RS_REQUIRE_INFO(ogre, g, out));
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    const ogre_type *ot = ogre_utype(d, WG_OGRE_UNIT);
    out->target = s->pend_n ? s->pend_target : -1;
    out->part = s->pend_n ? s->pend_part : -1;
    out->attackers = s->pend_n;
    out->attack = out->defense = out->column = 0;
    for (int i = 0; i < s->pend_n; i++) {
        int a = s->pend[i];
        if (s->pend_target != WG_OGRE_UNIT) {
            out->attack += ot->weapon[a].attack;
        } else {
            const ogre_type *t = ogre_utype(d, a);
            out->attack += t->cls == WG_OGRE_CLASS_INFANTRY ? t->attack * s->u[a].strength
                                                            : t->attack;
        }
    }
    if (s->pend_n) {
        out->defense = ogre_fire_defense(g, s->pend_target, s->pend_part);
        out->column = s->pend_part == WG_OGRE_PART_TREADS
            ? WG_OGRE_ODDS_1_1
            : s->pend_target == WG_OGRE_UNIT ? ogre_crt_column(out->attack, out->defense)
            : ogre_fire_ogre_column(d, s->pend_target, out->attack, out->defense);
    }
    out->declared = s->decl_n;
    return WG_OK;
}

int wg_ogre_declared(const wg_game *g, int i, wg_ogre_declared_info *out)
{
    WG_TRY(WG_RS_REQUIRE_INFO(ogre, g, out));
    const ogre_state *s = ogre_cst(g);
    if (i < 0 || i >= s->decl_n)
        return wg_set_error(g, WG_ERANGE, "%s: no declaration %d (the window has %d)", __func__,
                            i, s->decl_n);
    out->weapon = s->decl_weapon[i];
    out->target = s->decl_target[i];
    out->attack = s->decl_group[i];
    return WG_OK;
}
