/*
 * Terrain and obstacles as tables (terrain.yaml: M44-B8, X2..X5): the file
 * read into hexcc's terrain types, m44_terrain and m44_obstacle rows, and
 * the questions the rules ask of them: may a unit enter a hex, what
 * protects a unit in it, how far a unit may move from it. Nothing here
 * names a terrain type or an obstacle: a new one is a new row.
 */
#include <stdio.h>
#include <string.h>

#include "m44_internal.h"

/* The YAML keys of the public enums, in their order (the asserts keep them so). */
static const char *const terrain_keys[] = { "clear", "forest", "hedgerow", "town", "hill",
                                            "river", "bridge", "ocean", "beach", NULL };
const char *const m44_obstacle_keys[] = { "none", "sandbags", "wire", "bunker", "hedgehog",
                                          NULL };
static const char *const type_keys[] = { "infantry", "armor", "artillery", NULL };

WG_STATIC_ASSERT(WG_NAMES_COUNT(terrain_keys) == WG_M44_TERRAIN_COUNT, m44_terrain_keys);
WG_STATIC_ASSERT(WG_NAMES_COUNT(m44_obstacle_keys) == WG_M44_OBSTACLE_COUNT, m44_obstacle_keys);
WG_STATIC_ASSERT(WG_M44_CLEAR == 0 && WG_M44_HILL == 4 && WG_M44_BRIDGE == 6 &&
                 WG_M44_OCEAN == 7 && WG_M44_BEACH == 8, m44_terrain_order);
WG_STATIC_ASSERT(WG_M44_SANDBAGS == 1 && WG_M44_WIRE == 2 && WG_M44_BUNKER == 3 &&
                 WG_M44_HEDGEHOG == 4, m44_obstacle_order);

/* ------------------------------------------------------------ terrain */

static const wg_field board_terrain_fields[] = {
    WG_FIELD_NAME_(hexcc_terrain, name, "name", WG_FIELD_OPTIONAL),
    WG_FIELD_BOOL_(hexcc_terrain, blocks_sight, "blocks_sight", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(hexcc_terrain, hill, "hill", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(hexcc_terrain, impassable, "impassable", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(hexcc_terrain, no_retreat, "no_retreat", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_CODE_("dice_against"),
    WG_FIELD_CODE_("hill_rule"),
    WG_FIELD_CODE_("stop"),
    WG_FIELD_CODE_("no_battle"),
    WG_FIELD_CODE_("no_battle_in"),
    WG_FIELD_CODE_("start_adjacent"),
    WG_FIELD_CODE_("max_move"),
    WG_FIELD_CODE_("armor_out"),
    WG_FIELD_END_,
};

/* `dice_against` and `battle_out`: a number per unit type, at `base`. */
#define M44_PER_TYPE_FIELDS_(T, m)                                                           \
    {                                                                                        \
        WG_FIELD_INT_(T, m[WG_M44_INFANTRY], "infantry", 0, 9, WG_FIELD_OPTIONAL, 0),        \
        WG_FIELD_INT_(T, m[WG_M44_ARMOR], "armor", 0, 9, WG_FIELD_OPTIONAL, 0),              \
        WG_FIELD_INT_(T, m[WG_M44_ARTILLERY], "artillery", 0, 9, WG_FIELD_OPTIONAL, 0),      \
        WG_FIELD_END_,                                                                       \
    }

static const wg_field against_fields[] = M44_PER_TYPE_FIELDS_(m44_terrain, against);

/* The keys board_terrain_fields leaves to this table (read without a second key check). */
static const wg_field terrain_fields[] = {
    WG_FIELD_BOOL_(m44_terrain, hill_rule, "hill_rule", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(m44_terrain, stop, "stop", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(m44_terrain, no_battle, "no_battle", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(m44_terrain, no_battle_in, "no_battle_in", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(m44_terrain, start_adjacent, "start_adjacent", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_INT_(m44_terrain, max_move, "max_move", 1, 9, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_INT_(m44_terrain, armor_out, "armor_out", 0, 9, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_MAP_("dice_against", against_fields),
    WG_FIELD_END_,
};

/* The m44 rules of terrain type t (hexcc_read_terrain has read the shared fields). */
static int parse_terrain_type(const wg_reader *R, void *data, int t, const wg_ynode *v)
{
    m44_data *d = data;
    return wg_read_values(R, v, terrain_fields, &d->terrain[t]);
}

/* ------------------------------------------------------------ obstacles */

static const wg_field ob_against_fields[] = M44_PER_TYPE_FIELDS_(m44_obstacle, against);
static const wg_field ob_out_fields[] = M44_PER_TYPE_FIELDS_(m44_obstacle, battle_out);

static const wg_field obstacle_fields[] = {
    WG_FIELD_NAME_(m44_obstacle, name, "name", WG_FIELD_OPTIONAL),
    WG_FIELD_BOOL_(m44_obstacle, blocks_sight, "blocks_sight", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_MAP_("dice_against", ob_against_fields),
    WG_FIELD_INT_(m44_obstacle, ignore_flags, "ignore_flags", 0, 9, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(m44_obstacle, owned, "owned", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_MASK_(m44_obstacle, enter_only, "enter_only", type_keys),
    WG_FIELD_MASK_(m44_obstacle, holds, "holds", type_keys),
    WG_FIELD_MASK_(m44_obstacle, flags_hit, "flags_hit", type_keys),
    WG_FIELD_BOOL_(m44_obstacle, stop, "stop", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_MASK_(m44_obstacle, removed_by, "removed_by", type_keys),
    WG_FIELD_BOOL_(m44_obstacle, leave_removes, "leave_removes", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_MAP_("battle_out", ob_out_fields),
    WG_FIELD_END_,
};

static int parse_obstacle_type(const wg_reader *R, m44_data *d, int o, const wg_ynode *v)
{
    m44_obstacle *ob = &d->obstacle[o];
    snprintf(ob->name, sizeof ob->name, "%s", m44_obstacle_keys[o]);
    return wg_read_fields(R, v, obstacle_fields, ob);
}

int m44_terrain_parse_file(const wg_reader *R, const wg_ynode *root, void *data)
{
    static const char *const keys[] = { "terrain", "obstacles", NULL };
    m44_data *d = data;
    const wg_ynode *map;
    WG_TRY(wg_y_check_keys(R->err, R->doc, root, keys));
    WG_TRY(wg_read_need(R, root, "terrain", &map));
    WG_TRY(hexcc_read_terrain(R, map, &d->board, terrain_keys, board_terrain_fields,
                              parse_terrain_type, d));
    WG_TRY(wg_read_need(R, root, "obstacles", &map));
    WG_TRY(wg_read_table(R, map, m44_obstacle_keys, "obstacle"));
    for (int o = 0; o < WG_M44_OBSTACLE_COUNT; o++)
        WG_TRY(parse_obstacle_type(R, d, o, wg_y_get(map, m44_obstacle_keys[o])));
    return WG_OK;
}

/* ------------------------------------------------------------ questions */

/* X4: an owned obstacle protects only the side the scenario gave it to. */
static int protects(const wg_game *g, const m44_obstacle *o, int cell, int unit)
{
    return !o->owned || m44_cdata(g)->obstacle_side0[cell] == m44_rules_side(g, unit);
}

int m44_terrain_obstacle_side(const wg_game *g, int cell)
{
    return m44_terrain_obstacle(g, cell)->owned ? m44_cdata(g)->obstacle_side0[cell] : -1;
}

int m44_terrain_obstacle_against(const wg_game *g, int cell, int unit, int attacker_type)
{
    const m44_obstacle *o = m44_terrain_obstacle(g, cell);
    return protects(g, o, cell, unit) ? o->against[attacker_type] : 0;
}

int m44_terrain_ignore_flags(const wg_game *g, int cell, int unit)
{
    const m44_obstacle *o = m44_terrain_obstacle(g, cell);
    return protects(g, o, cell, unit) ? o->ignore_flags : 0;
}

int m44_terrain_flags_hit(const wg_game *g, int cell, int unit)
{
    return m44_terrain_obstacle(g, cell)->flags_hit >> m44_rules_type(g, unit) & 1;
}

int m44_terrain_no_battle_in(const wg_game *g, int unit)
{
    int cell = m44_cst(g)->u[unit].cell;
    return cell >= 0 && m44_terrain_at(g, cell)->no_battle_in;
}

/* X2, X3: the unit is in `cell` now; its move may not go beyond the hex's limit. */
void m44_terrain_cap_move(wg_game *g, int unit, int cell)
{
    m44_unit *u = &m44_st(g)->u[unit];
    int cap = m44_terrain_at(g, cell)->max_move;
    if (cap && !u->free_move && u->max_move > cap)
        u->max_move = cap;
}
