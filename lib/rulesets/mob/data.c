/*
 * The mob data block: the terrain and unit tables (terrain.yaml,
 * units.yaml, embedded in the library) and the scenario (board, sides,
 * units, victory), parsed once through the schema layer. Every error names
 * file:line:column.
 */
#include <stdio.h>
#include <string.h>

#include "mob_internal.h"

extern const char wg_mob_units_yaml[];
extern const size_t wg_mob_units_yaml_len;
extern const char wg_mob_terrain_yaml[];
extern const size_t wg_mob_terrain_yaml_len;

/* In wg_mob_unit_type, wg_mob_terrain and wg_mob_face order. */
static const char *const type_keys[] = { "infantry", "machine_gun", "smoothbore_artillery",
                                         "rifled_artillery", "cavalry", "general", NULL };
static const char *const terrain_keys[] = { "clear", "wood", "orchard", "hill", "built_up",
                                            "river", "bridge", "field", "tall_crops", "rough",
                                            "fence", "fieldworks", "sand", "water", NULL };
static const char *const face_keys[] = { "infantry", "cavalry", "artillery", "general", "flag",
                                         NULL };

WG_STATIC_ASSERT(WG_NAMES_COUNT(type_keys) == WG_MOB_UNIT_TYPE_COUNT, mob_type_keys);
WG_STATIC_ASSERT(WG_NAMES_COUNT(terrain_keys) == WG_MOB_TERRAIN_COUNT, mob_terrain_keys);

/* ------------------------------------------------------------ terrain.yaml */

static const wg_field board_terrain_fields[] = {
    WG_FIELD_NAME_(hexcc_terrain, name, "name", WG_FIELD_OPTIONAL),
    WG_FIELD_BOOL_(hexcc_terrain, blocks_sight, "blocks_sight", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(hexcc_terrain, hill, "hill", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_CODE_("dice_against"),
    WG_FIELD_CODE_("stop"),
    WG_FIELD_CODE_("no_battle_after_entering"),
    WG_FIELD_CODE_("no_battle"),
    WG_FIELD_CODE_("max_move"),
    WG_FIELD_BOOL_(hexcc_terrain, impassable, "impassable", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_CODE_("enter_only"),
    WG_FIELD_BOOL_(hexcc_terrain, no_retreat, "no_retreat", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_CODE_("ignore_flags"),
    WG_FIELD_CODE_("fire_penalty"),
    WG_FIELD_CODE_("removable_by"),
    WG_FIELD_END_,
};

#define PENALTY(t, key) \
    WG_FIELD_INT_(mob_terrain, fire_penalty[t], key, 0, 9, WG_FIELD_OPTIONAL, 0)

/* type_keys, as a table (keys in a static table are literals). */
static const wg_field penalty_fields[] = {
    PENALTY(WG_MOB_INFANTRY, "infantry"),
    PENALTY(WG_MOB_MACHINE_GUN, "machine_gun"),
    PENALTY(WG_MOB_SMOOTHBORE_ARTILLERY, "smoothbore_artillery"),
    PENALTY(WG_MOB_RIFLED_ARTILLERY, "rifled_artillery"),
    PENALTY(WG_MOB_CAVALRY, "cavalry"),
    PENALTY(WG_MOB_GENERAL, "general"),
    WG_FIELD_END_,
};

/* The keys board_terrain_fields leaves to the ruleset (read without a second key check). */
static const wg_field terrain_fields[] = {
    WG_FIELD_INT_(mob_terrain, dice_against, "dice_against", 0, 9, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(mob_terrain, stop, "stop", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(mob_terrain, no_battle_after_entering, "no_battle_after_entering",
                   WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(mob_terrain, no_battle, "no_battle", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_INT_(mob_terrain, max_move, "max_move", 0, 9, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_MASK_(mob_terrain, enter_only, "enter_only", type_keys),
    WG_FIELD_INT_(mob_terrain, ignore_flags, "ignore_flags", 0, 9, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_MASK_(mob_terrain, removable_by, "removable_by", type_keys),
    WG_FIELD_MAP_("fire_penalty", penalty_fields),
    WG_FIELD_END_,
};

static int parse_terrain_type(const wg_reader *R, void *data, int t, const wg_ynode *v)
{
    mob_data *d = data;
    return wg_read_values(R, v, terrain_fields, &d->terrain[t]);
}

static int parse_terrain_file(const wg_reader *R, const wg_ynode *root, void *data)
{
    static const char *const keys[] = { "terrain", NULL };
    mob_data *d = data;
    const wg_ynode *map;
    WG_TRY(wg_y_check_keys(R->err, R->doc, root, keys));
    WG_TRY(wg_read_need(R, root, "terrain", &map));
    return hexcc_read_terrain(R, map, &d->board, terrain_keys, board_terrain_fields,
                              parse_terrain_type, d);
}

/* ------------------------------------------------------------ units.yaml */

static const wg_field type_fields[] = {
    WG_FIELD_NAME_(mob_type, name, "name", WG_FIELD_OPTIONAL),
    WG_FIELD_INT_(mob_type, figures, "figures", 1, MOB_MAX_FIGURES, WG_FIELD_REQUIRED, 0),
    WG_FIELD_INT_(mob_type, move, "move", 0, 9, WG_FIELD_REQUIRED, 0),
    WG_FIELD_INT_(mob_type, battle_move, "battle_move", 0, 9, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_CODE_("dice"),
    WG_FIELD_MASK_(mob_type, hit_by, "hit_by", face_keys),
    WG_FIELD_BOOL_(mob_type, artillery, "artillery", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_INT_(mob_type, hill_range, "hill_range", 0, MOB_MAX_RANGE, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(mob_type, general_bonus, "general_bonus", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(mob_type, general, "general", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_END_,
};

static int parse_unit_type(const wg_reader *R, mob_type *ty, int t, const wg_ynode *v)
{
    const wg_ynode *n;
    snprintf(ty->name, sizeof ty->name, "%s", type_keys[t]);
    WG_TRY(wg_read_fields(R, v, type_fields, ty));
    WG_TRY(wg_read_need(R, v, "dice", &n));
    WG_TRY(wg_read_seq(R, n));
    if (n->count + ty->hill_range > MOB_MAX_RANGE)
        return wg_read_fail(R, n, "a range over %d hexes", MOB_MAX_RANGE);
    for (int i = 0; i < n->count; i++)
        WG_TRY(wg_read_int(R, n->child[i], 1, 12, &ty->dice[i]));
    ty->range = n->count;
    if (ty->general && ty->range)
        return wg_read_fail(R, n, "a general does not battle");
    return wg_read_need(R, v, "hit_by", &n);
}

static int parse_units_file(const wg_reader *R, const wg_ynode *root, void *data)
{
    static const char *const keys[] = { "battle_die", "units", NULL };
    mob_data *d = data;
    const wg_ynode *n;
    WG_TRY(wg_y_check_keys(R->err, R->doc, root, keys));
    WG_TRY(wg_read_need(R, root, "battle_die", &n));
    WG_TRY(wg_read_seq(R, n));
    if (n->count != HEXCC_FACES)
        return wg_read_fail(R, n, "the battle die has %d faces", HEXCC_FACES);
    for (int f = 0; f < HEXCC_FACES; f++)
        WG_TRY(wg_read_enum(R, n->child[f], face_keys, &d->die.face[f]));
    WG_TRY(wg_read_need(R, root, "units", &n));
    WG_TRY(wg_read_table(R, n, type_keys, "unit type"));
    for (int t = 0; t < WG_MOB_UNIT_TYPE_COUNT; t++)
        WG_TRY(parse_unit_type(R, &d->type[t], t, wg_y_get(n, type_keys[t])));
    return WG_OK;
}

/* ------------------------------------------------------------ the scenario */

static int parse_sides(const wg_reader *R, const wg_ynode *list, void *data)
{
    mob_data *d = data;
    static const char *const keys[] = { "name", "home", NULL };
    WG_TRY(wg_read_seq(R, list));
    if (list->count != 2)
        return wg_read_fail(R, list, "expected two sides");
    for (int p = 0; p < 2; p++) {
        const wg_ynode *s = list->child[p], *n;
        WG_TRY(wg_y_check_keys(R->err, R->doc, s, keys));
        WG_TRY(wg_read_need(R, s, "name", &n));
        WG_TRY(wg_read_name(R, n, d->side_name[p], sizeof d->side_name[p]));
        WG_TRY(wg_read_need(R, s, "home", &n));
        WG_TRY(wg_read_enum(R, n, hexcc_home_names, &d->home[p]));
        if (p == 1 && d->home[1] == d->home[0])
            return wg_read_fail(R, n, "the two sides need different home edges");
    }
    return WG_OK;
}

/* Where unit i may stand at the start: terrain its type may enter, one unit a hex. */
static int check_placement(const wg_reader *R, const mob_data *d, const wg_ynode *at, int i)
{
    int cell = d->unit_cell[i], t = d->board.terrain[cell];
    const mob_type *ty = mob_utype(d, i);
    if (d->board.type[t].impassable ||
        (d->terrain[t].enter_only && !(d->terrain[t].enter_only & (1u << d->unit_type[i]))))
        return wg_read_fail(R, at, "%s cannot stand in %s", ty->name, d->board.type[t].name);
    for (int k = 0; k < i; k++) {
        if (d->unit_cell[k] != cell)
            continue;
        if (d->unit_side[k] != d->unit_side[i] || mob_utype(d, k)->general == ty->general)
            return wg_read_fail(R, at, "the hex already holds %s", d->unit_name[k]);
    }
    return WG_OK;
}

static void default_name(mob_data *d, int i)
{
    int same = 0;
    for (int k = 0; k <= i; k++)
        same += d->unit_type[k] == d->unit_type[i];
    char type_name[MOB_NAME];
    memcpy(type_name, mob_utype(d, i)->name, sizeof type_name);
    snprintf(d->unit_name[i], MOB_UNIT_NAME, "%s %d", type_name, same);
}

static int parse_unit(const wg_reader *R, mob_data *d, const wg_ynode *u)
{
    static const char *const keys[] = { "side", "type", "at", "name", "figures", NULL };
    const wg_ynode *at;
    int i = d->nunits;
    if (i >= WG_MOB_MAX_UNITS)
        return wg_read_fail(R, u, "more than %d units", WG_MOB_MAX_UNITS);
    WG_TRY(wg_y_check_keys(R->err, R->doc, u, keys));
    WG_TRY(wg_read_need_int(R, u, "side", 0, 1, &d->unit_side[i]));
    WG_TRY(wg_read_need_enum(R, u, "type", type_keys, &d->unit_type[i]));
    WG_TRY(wg_read_need(R, u, "at", &at));
    WG_TRY(hexcc_parse_cell(R, at, &d->board, &d->unit_cell[i]));
    d->unit_figures[i] = mob_utype(d, i)->figures;
    WG_TRY(wg_read_opt_int(R, u, "figures", 1, d->unit_figures[i], &d->unit_figures[i]));
    default_name(d, i);
    WG_TRY(wg_read_opt_name(R, u, "name", d->unit_name[i], MOB_UNIT_NAME));
    d->nunits++;
    return check_placement(R, d, at, i);
}

static int parse_units(const wg_reader *R, const wg_ynode *list, void *data)
{
    mob_data *d = data;
    int fighters[2] = { 0, 0 };
    WG_TRY(wg_read_seq(R, list));
    for (int i = 0; i < list->count; i++)
        WG_TRY(parse_unit(R, d, list->child[i]));
    for (int i = 0; i < d->nunits; i++) {
        int p = d->unit_side[i];
        fighters[p] += !mob_utype(d, i)->general;
        d->side_unit[p][d->nside_units[p]++] = i;
        if (mob_utype(d, i)->general)
            d->general_unit[d->ngenerals++] = i;
    }
    mob_guns_index(d);
    for (int p = 0; p < 2; p++)
        if (!fighters[p])
            return wg_read_fail(R, list, "side %d (%s) has no unit but generals", p,
                                d->side_name[p]);
    return WG_OK;
}

static const wg_field victory_fields[] = {
    WG_FIELD_INT_(mob_data, destroy, "destroy", 1, WG_MOB_MAX_UNITS, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_CODE_("hold"),
    WG_FIELD_INT_(mob_data, turns, "turns", 1, WG_MOB_MAX_TURNS, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_END_,
};

static int parse_victory(const wg_reader *R, const wg_ynode *v, void *data)
{
    mob_data *d = data;
    const wg_ynode *n;
    d->turns = 10;
    if (!v)
        return WG_OK;
    WG_TRY(wg_read_fields(R, v, victory_fields, d));
    if (!(n = wg_y_get(v, "hold")))
        return WG_OK;
    WG_TRY(wg_read_seq_max(R, n, WG_MOB_MAX_OBJECTIVES, "hexes to hold"));
    for (int i = 0; i < n->count; i++) {
        int32_t cell;
        WG_TRY(hexcc_parse_cell(R, n->child[i], &d->board, &cell));
        for (int k = 0; k < d->nhold; k++)
            if (d->hold[k] == cell)
                return wg_read_fail(R, n->child[i], "this hex is listed twice");
        d->hold[d->nhold++] = cell;
    }
    return WG_OK;
}

/* The board, and its sight lines' cache emptied. */
static int parse_board(const wg_reader *R, const wg_ynode *n, void *data)
{
    mob_data *d = data;
    WG_TRY(hexcc_board_parse(R, n, &d->board, NULL));
    hexcc_sightlines_init(&d->lines);
    return WG_OK;
}

static const wg_field scenario_fields[] = {
    WG_FIELD_CODE_("ruleset"),
    WG_FIELD_NAME_(mob_data, name, "name", WG_FIELD_OPTIONAL),
    WG_FIELD_TEXT_("description", 4096),
    WG_FIELD_PART_("board", WG_FIELD_REQUIRED, parse_board),
    WG_FIELD_PART_("sides", WG_FIELD_REQUIRED, parse_sides),
    WG_FIELD_PART_("units", WG_FIELD_REQUIRED, parse_units),
    WG_FIELD_PART_("victory", WG_FIELD_DEFAULT, parse_victory), /* its defaults when absent */
    WG_FIELD_END_,
};

static int parse_scenario(const wg_reader *R, const wg_ynode *root, void *data)
{
    mob_data *d = data;
    snprintf(d->name, sizeof d->name, "Memoir of Battle"); /* unless the scenario names itself */
    return wg_read_fields(R, root, scenario_fields, d);
}

/* The ruleset's own files, read before the scenario (in this order). */
static const wg_builtin builtin_files[] = {
    { "mob/terrain.yaml", wg_mob_terrain_yaml, &wg_mob_terrain_yaml_len, parse_terrain_file },
    { "mob/units.yaml", wg_mob_units_yaml, &wg_mob_units_yaml_len, parse_units_file },
    { NULL, NULL, NULL, NULL },
};

int mob_data_load(wg_loader *L, const wg_ynode *root, void *data, size_t *state_size)
{
    mob_data *d = data;
    WG_TRY(wg_read_data(L, builtin_files, parse_scenario, root, d));
    mob_walk_build(d);
    mob_sight_build(d);
    *state_size = sizeof(mob_state) + (size_t)d->nunits * sizeof(mob_unit) +
                  (size_t)d->board.ncells * sizeof(int32_t);
    return WG_OK;
}
