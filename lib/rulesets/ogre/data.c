/*
 * The ogre data block: the unit and terrain tables (units.yaml, then the
 * scenario's additions) and the scenario itself (map, forces, options),
 * parsed once through the schema layer. Every error names file:line:column.
 */
#include <stdio.h>
#include <string.h>

#include "core/schema.h"
#include "ogre_internal.h"

extern const char wg_ogre_units_yaml[];
extern const size_t wg_ogre_units_yaml_len;

static const char *const class_names[] = { "ogre", "vehicle", "infantry", "command_post", NULL };
static const char *const move_class_names[] = { "none", "ogre", "tracked", "gev", "infantry",
                                                NULL };
static const char *const kind_names[] = { "missile", "main", "secondary", "ap", NULL };
static const char *const edge_names[] = { "north", "east", "south", "west", NULL };
static const char *const layout_names[] = { "odd-r", "even-r", NULL };

WG_STATIC_ASSERT(WG_NAMES_COUNT(move_class_names) == WG_OGRE_MOVE_CLASS_COUNT,
                 ogre_move_class_names);
WG_STATIC_ASSERT(WG_NAMES_COUNT(class_names) == WG_OGRE_CLASS_COMMAND_POST + 1, ogre_class_names);
WG_STATIC_ASSERT(WG_NAMES_COUNT(edge_names) == WG_OGRE_EDGE_WEST + 1, ogre_edge_names);

/* ------------------------------------------------------------ unit types */

static int find_type(const ogre_data *d, const wg_ynode *n)
{
    for (int i = 0; i < d->ntypes; i++)
        if (wg_read_is(n, d->type[i].key))
            return i;
    return -1;
}

static const wg_field weapon_fields[] = {
    WG_FIELD_ENUM_(ogre_weapon_def, kind, "kind", kind_names, WG_FIELD_REQUIRED, 0),
    WG_FIELD_CODE_("count"),
    WG_FIELD_INT_(ogre_weapon_def, attack, "attack", 1, 99, WG_FIELD_REQUIRED, 0),
    WG_FIELD_INT_(ogre_weapon_def, range, "range", 0, 99, WG_FIELD_REQUIRED, 0),
    WG_FIELD_INT_(ogre_weapon_def, defense, "defense", 1, 99, WG_FIELD_REQUIRED, 0),
    WG_FIELD_END_,
};

static int parse_weapons(const wg_reader *R, ogre_type *t, const wg_ynode *list)
{
    WG_TRY(wg_read_seq(R, list));
    for (int i = 0; i < list->count; i++) {
        const wg_ynode *w = list->child[i];
        ogre_weapon_def def;
        int32_t count = 1;
        WG_TRY(wg_read_fields(R, w, weapon_fields, &def));
        WG_TRY(wg_read_opt_int(R, w, "count", 1, WG_OGRE_MAX_WEAPONS, &count));
        if (t->nweapons + count > WG_OGRE_MAX_WEAPONS)
            return wg_read_fail(R, w, "more than %d weapons on one Ogre", WG_OGRE_MAX_WEAPONS);
        for (int k = 0; k < count; k++)
            t->weapon[t->nweapons++] = def;
    }
    return WG_OK;
}

static void type_defaults(ogre_type *t)
{
    static const int move_by_class[] = { WG_OGRE_MOVE_OGRE, WG_OGRE_MOVE_TRACKED,
                                         WG_OGRE_MOVE_INFANTRY, WG_OGRE_MOVE_NONE };
    t->move_class = move_by_class[t->cls];
    t->ram_treads = t->cls == WG_OGRE_CLASS_VEHICLE || t->cls == WG_OGRE_CLASS_COMMAND_POST;
    t->ridges = t->cls == WG_OGRE_CLASS_OGRE || t->cls == WG_OGRE_CLASS_INFANTRY;
}

/* Read after the class, whose defaults (type_defaults) they may override. */
static const wg_field type_fields[] = {
    WG_FIELD_NAME_(ogre_type, name, "name", WG_FIELD_OPTIONAL),
    WG_FIELD_ENUM_(ogre_type, cls, "class", class_names, WG_FIELD_REQUIRED, 0),
    WG_FIELD_ENUM_(ogre_type, move_class, "move_class", move_class_names, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_INT_(ogre_type, attack, "attack", 0, 99, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_INT_(ogre_type, range, "range", 0, 99, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_INT_(ogre_type, defense, "defense", 0, 99, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_INT_(ogre_type, movement, "movement", 0, 20, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_INT_(ogre_type, second_move, "second_move", 0, 20, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_INT_(ogre_type, ram_treads, "ram_treads", 0, 99, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(ogre_type, ridges, "ridges", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_INT_(ogre_type, cost, "cost", 1, 99, WG_FIELD_DEFAULT, 1), /* OG-X4 */
    WG_FIELD_CODE_("treads"),
    WG_FIELD_CODE_("weapons"),
    WG_FIELD_END_,
};

static int parse_type(const wg_reader *R, void *data, const wg_ynode *key, const wg_ynode *v)
{
    ogre_data *d = data;
    const wg_ynode *n;
    if (d->ntypes >= OGRE_MAX_TYPES)
        return wg_read_fail(R, key, "more than %d unit types", OGRE_MAX_TYPES);
    if (find_type(d, key) >= 0)
        return wg_read_fail(R, key, "unit type '%s' is already defined", key->text);
    ogre_type *t = &d->type[d->ntypes];
    memset(t, 0, sizeof *t);
    WG_TRY(wg_read_name(R, key, t->key, sizeof t->key));
    memcpy(t->name, t->key, sizeof t->name);
    WG_TRY(wg_y_map(R->err, R->doc, v));
    WG_TRY(wg_read_need_enum(R, v, "class", class_names, &t->cls));
    type_defaults(t);
    WG_TRY(wg_read_fields(R, v, type_fields, t));
    if (t->cls == WG_OGRE_CLASS_OGRE) {
        WG_TRY(wg_read_need_int(R, v, "treads", 1, 999, &t->treads));
        WG_TRY(wg_read_need(R, v, "weapons", &n));
        WG_TRY(parse_weapons(R, t, n));
        t->ram_treads = 0;
    } else if ((n = wg_y_get(v, "treads")) || (n = wg_y_get(v, "weapons"))) {
        return wg_read_fail(R, n, "only an Ogre has treads and weapons");
    }
    if (t->cls == WG_OGRE_CLASS_INFANTRY)
        t->ram_treads = 0; /* infantry is overrun, never rammed (OG-M2) */
    d->ntypes++;
    return WG_OK;
}

/* ------------------------------------------------------------ terrain types */

/* One cost for every movement class, or a map by class (classes not named cost 1). */
static int parse_cost(const wg_reader *R, ogre_terrain *t, const wg_ynode *n)
{
    if (!n)
        return WG_OK;
    if (n->kind == WG_Y_SCALAR) {
        int32_t v;
        WG_TRY(wg_read_int(R, n, 1, 20, &v));
        for (int c = WG_OGRE_MOVE_OGRE; c < WG_OGRE_MOVE_CLASS_COUNT; c++)
            t->cost[c] = v;
        return WG_OK;
    }
    WG_TRY(wg_y_check_keys(R->err, R->doc, n, move_class_names + 1));
    for (int c = WG_OGRE_MOVE_OGRE; c < WG_OGRE_MOVE_CLASS_COUNT; c++)
        WG_TRY(wg_read_opt_int(R, n, move_class_names[c], 1, 20, &t->cost[c]));
    return WG_OK;
}

static int parse_terrain_type(const wg_reader *R, void *data, const wg_ynode *key,
                              const wg_ynode *v)
{
    static const char *const keys[] = { "cost", "impassable", NULL };
    ogre_data *d = data;
    for (int i = 0; i < d->nterrain; i++)
        if (wg_read_is(key, d->terrain_type[i].name))
            return wg_read_fail(R, key, "terrain type '%s' is already defined",
                             key->text);
    if (d->nterrain >= OGRE_MAX_TERRAIN)
        return wg_read_fail(R, key, "more than %d terrain types", OGRE_MAX_TERRAIN);
    WG_TRY(wg_y_check_keys(R->err, R->doc, v, keys));
    ogre_terrain *t = &d->terrain_type[d->nterrain];
    memset(t, 0, sizeof *t);
    WG_TRY(wg_read_name(R, key, t->name, sizeof t->name));
    for (int c = WG_OGRE_MOVE_OGRE; c < WG_OGRE_MOVE_CLASS_COUNT; c++)
        t->cost[c] = 1;
    WG_TRY(parse_cost(R, t, wg_y_get(v, "cost")));
    const wg_ynode *imp = wg_y_get(v, "impassable");
    if (imp) {
        WG_TRY(wg_read_seq(R, imp));
        for (int i = 0; i < imp->count; i++) {
            int32_t c;
            WG_TRY(wg_read_enum(R, imp->child[i], move_class_names, &c));
            t->cost[c] = 0;
        }
    }
    d->nterrain++;
    return WG_OK;
}

/* The ruleset's own file: units.yaml embedded in the library. */
static int parse_builtin(const wg_reader *R, const wg_ynode *root, void *data)
{
    static const char *const keys[] = { "units", "terrain_types", NULL };
    WG_TRY(wg_y_check_keys(R->err, R->doc, root, keys));
    WG_TRY(wg_read_entries(R, wg_y_get(root, "units"), parse_type, data));
    return wg_read_entries(R, wg_y_get(root, "terrain_types"), parse_terrain_type, data);
}

/* ------------------------------------------------------------ the map */

/* An offset position [column, row] on the map: its cell. */
static int parse_hex(const wg_reader *R, ogre_data *d, const wg_ynode *n, int *cell)
{
    int32_t c, r;
    WG_TRY(wg_read_seq(R, n));
    if (n->count != 2)
        return wg_read_fail(R, n, "expected a hex [column, row]");
    WG_TRY(wg_read_int(R, n->child[0], 0, d->columns - 1, &c));
    WG_TRY(wg_read_int(R, n->child[1], 0, d->rows - 1, &r));
    *cell = r * d->columns + c;
    return WG_OK;
}

/* One crater hex (an item of `craters`). */
static int read_crater(const wg_reader *R, const wg_ynode *n, void *data)
{
    ogre_data *d = data;
    int cell = -1;
    WG_TRY(parse_hex(R, d, n, &cell));
    d->crater[cell] = 1;
    return WG_OK;
}

/* One ridge: the hexside between two adjacent hexes (an item of `ridges`). */
static int read_ridge(const wg_reader *R, const wg_ynode *pair, void *data)
{
    ogre_data *d = data;
    int a = -1, b = -1;
    WG_TRY(wg_read_seq(R, pair));
    if (pair->count != 2)
        return wg_read_fail(R, pair, "a ridge is a pair of hexes [[c, r], [c, r]]");
    WG_TRY(parse_hex(R, d, pair->child[0], &a));
    WG_TRY(parse_hex(R, d, pair->child[1], &b));
    int dir = wg_hex_direction_of(ogre_board_hex(d, a), ogre_board_hex(d, b));
    if (dir < 0)
        return wg_read_fail(R, pair, "a ridge lies between two adjacent hexes");
    d->ridge[a] |= (unsigned char)(1u << dir);
    d->ridge[b] |= (unsigned char)(1u << ((dir + 3) % 6));
    return WG_OK;
}

/* The type a terrain entry names, into *type. */
static int terrain_type_of(const wg_reader *R, const ogre_data *d, const wg_ynode *tn, int *type)
{
    char name[OGRE_NAME];
    WG_TRY(wg_read_name(R, tn, name, sizeof name));
    *type = -1;
    for (int k = 0; k < d->nterrain; k++)
        if (wg_read_is(tn, d->terrain_type[k].name))
            *type = k;
    return *type < 0 ? wg_read_fail(R, tn, "unknown terrain type '%s'", name) : WG_OK;
}

/* One terrain entry: {type, hexes} (an item of `terrain`). */
static int read_terrain(const wg_reader *R, const wg_ynode *e, void *data)
{
    static const char *const keys[] = { "type", "hexes", NULL };
    ogre_data *d = data;
    const wg_ynode *tn, *hexes;
    int type = -1;
    WG_TRY(wg_y_check_keys(R->err, R->doc, e, keys));
    WG_TRY(wg_read_need(R, e, "type", &tn));
    WG_TRY(terrain_type_of(R, d, tn, &type));
    WG_TRY(wg_read_need(R, e, "hexes", &hexes));
    WG_TRY(wg_read_seq(R, hexes));
    for (int k = 0; k < hexes->count; k++) {
        int cell = -1;
        WG_TRY(parse_hex(R, d, hexes->child[k], &cell));
        d->terrain[cell] = (unsigned char)type;
    }
    return WG_OK;
}

/* The board's enter_cost table: craters stop everyone (OG-M1), terrain by class. */
static void fill_enter_costs(ogre_data *d)
{
    for (int cell = 0; cell < d->ncells; cell++)
        for (int c = 0; c < WG_OGRE_MOVE_CLASS_COUNT; c++) {
            int cost = d->terrain_type[d->terrain[cell]].cost[c];
            int barred = d->crater[cell] || c == WG_OGRE_MOVE_NONE;
            d->enter_cost[cell][c] = (uint8_t)(barred ? 0 : cost);
        }
}

/* The layout (odd-r unless the map says), the last of the map's shape: with
 * it the board's cells can be indexed, which every hex read after needs. */
static int parse_layout(const wg_reader *R, const wg_ynode *n, void *data)
{
    ogre_data *d = data;
    int32_t layout = WG_HEX_ODD_R;
    if (n)
        WG_TRY(wg_read_enum(R, n, layout_names, &layout));
    d->layout = layout;
    d->ncells = d->columns * d->rows;
    ogre_board_index(d);
    return WG_OK;
}

/* `terrain_types`: the scenario's own, beside `clear`. */
static int parse_terrain_types(const wg_reader *R, const wg_ynode *map, void *data)
{
    return wg_read_entries(R, map, parse_terrain_type, data);
}

static const wg_field map_fields[] = {
    WG_FIELD_INT_(ogre_data, columns, "columns", 1, WG_OGRE_MAX_SIDE, WG_FIELD_REQUIRED, 0),
    WG_FIELD_INT_(ogre_data, rows, "rows", 1, WG_OGRE_MAX_SIDE, WG_FIELD_REQUIRED, 0),
    WG_FIELD_PART_("layout", WG_FIELD_DEFAULT, parse_layout),
    WG_FIELD_PART_("terrain_types", WG_FIELD_OPTIONAL, parse_terrain_types),
    WG_FIELD_EACH_("craters", read_crater),
    WG_FIELD_EACH_("ridges", read_ridge),
    WG_FIELD_EACH_("terrain", read_terrain),
    WG_FIELD_END_,
};

static int parse_map(const wg_reader *R, const wg_ynode *map, void *data)
{
    WG_TRY(wg_read_fields(R, map, map_fields, data));
    fill_enter_costs(data); /* OG-M1: craters and terrain are in */
    return WG_OK;
}

/*
 * roams[] (ogre_board_roams) for the types of the armed defender units
 * that move, the only ones the end-of-game test asks about: a fill of the
 * map each.
 */
static void find_roaming_types(ogre_data *d)
{
    uint8_t known[OGRE_MAX_TYPES] = {0};
    for (int u = 1; u < d->nunits; u++) {
        int ty = d->unit_type[u];
        const ogre_type *t = &d->type[ty];
        if (known[ty] || t->attack <= 0 || t->movement <= 0)
            continue;
        d->roams[ty] = (uint8_t)ogre_board_roams(d, t);
        known[ty] = 1;
    }
}

/* ------------------------------------------------------------ the forces */

static int parse_unit_type(const wg_reader *R, ogre_data *d, const wg_ynode *u, int *type)
{
    const wg_ynode *n;
    char name[OGRE_NAME];
    WG_TRY(wg_read_need(R, u, "type", &n));
    WG_TRY(wg_read_name(R, n, name, sizeof name));
    *type = find_type(d, n);
    if (*type < 0)
        return wg_read_fail(R, n, "unknown unit type '%s'", name);
    return WG_OK;
}

/* Where unit i may stand at the start: not a crater, enterable, stacking (OG-U3). */
static int check_placement(const wg_reader *R, ogre_data *d, const wg_ynode *at, int i)
{
    const ogre_type *t = ogre_utype(d, i);
    int cell = d->unit_cell[i], squads = 0;
    if (d->crater[cell])
        return wg_read_fail(R, at, "no unit may stand in a crater");
    if (t->move_class != WG_OGRE_MOVE_NONE &&
        !d->terrain_type[d->terrain[cell]].cost[t->move_class])
        return wg_read_fail(R, at, "a %s cannot stand in %s", t->name,
                         d->terrain_type[d->terrain[cell]].name);
    for (int k = 0; k < i; k++) {
        if (d->unit_cell[k] != cell)
            continue;
        const ogre_type *o = ogre_utype(d, k);
        if (o->cls != WG_OGRE_CLASS_INFANTRY || t->cls != WG_OGRE_CLASS_INFANTRY)
            return wg_read_fail(R, at, "hex already holds %s", d->unit_name[k]);
        squads += d->unit_strength[k];
    }
    if (t->cls == WG_OGRE_CLASS_INFANTRY && squads + d->unit_strength[i] > WG_OGRE_MAX_SQUADS)
        return wg_read_fail(R, at, "more than %d squads in one hex",
                         WG_OGRE_MAX_SQUADS);
    return WG_OK;
}

static void default_name(ogre_data *d, int i)
{
    char type[OGRE_NAME];
    int same = 0;
    for (int k = 0; k <= i; k++)
        same += d->unit_type[k] == d->unit_type[i];
    memcpy(type, ogre_utype(d, i)->name, sizeof type);
    if (i == WG_OGRE_UNIT)
        snprintf(d->unit_name[i], OGRE_NAME, "Ogre");
    else
        snprintf(d->unit_name[i], OGRE_NAME, "%.20s %d", type, same);
}

static int edge_of(const ogre_data *d, int cell)
{
    int col = cell % d->columns, row = cell / d->columns;
    if (row == 0)
        return WG_OGRE_EDGE_NORTH;
    if (row == d->rows - 1)
        return WG_OGRE_EDGE_SOUTH;
    if (col == 0)
        return WG_OGRE_EDGE_WEST;
    if (col == d->columns - 1)
        return WG_OGRE_EDGE_EAST;
    return -1;
}

static int parse_ogre(const wg_reader *R, const wg_ynode *o, void *data)
{
    ogre_data *d = data;
    static const char *const keys[] = { "type", "at", "entry_edge", "name", "treads", NULL };
    const wg_ynode *n, *at;
    int type;
    WG_TRY(wg_y_check_keys(R->err, R->doc, o, keys));
    WG_TRY(parse_unit_type(R, d, o, &type));
    if (d->type[type].cls != WG_OGRE_CLASS_OGRE)
        return wg_read_fail(R, wg_y_get(o, "type"), "'%s' is not an Ogre",
                         d->type[type].key);
    d->nunits = 1;
    d->unit_type[0] = type;
    d->unit_strength[0] = d->type[type].treads;
    WG_TRY(wg_read_opt_int(R, o, "treads", 0, d->type[type].treads, &d->unit_strength[0]));
    default_name(d, 0);
    if ((n = wg_y_get(o, "name")))
        WG_TRY(wg_read_name(R, n, d->unit_name[0], OGRE_NAME));
    if (!(at = wg_y_get(o, "at"))) { /* OG-X5: it enters by a hex of its edge, its choice */
        if (!(n = wg_y_get(o, "entry_edge")))
            return wg_read_fail(R, o, "an Ogre that enters (no 'at') needs entry_edge");
        d->ogre_enters = 1;
        d->unit_cell[0] = -1;
        return wg_read_enum(R, n, edge_names, &d->entry_edge);
    }
    WG_TRY(parse_hex(R, d, at, &d->unit_cell[0]));
    d->entry_edge = edge_of(d, d->unit_cell[0]);
    if ((n = wg_y_get(o, "entry_edge")))
        WG_TRY(wg_read_enum(R, n, edge_names, &d->entry_edge));
    else if (d->entry_edge < 0)
        return wg_read_fail(R, o, "the Ogre starts off every edge: give entry_edge");
    return check_placement(R, d, at, 0);
}

static int parse_defender(const wg_reader *R, ogre_data *d, const wg_ynode *u)
{
    static const char *const keys[] = { "type", "at", "name", "squads", NULL };
    const wg_ynode *n, *at;
    int type, i = d->nunits;
    if (i >= OGRE_MAX_UNITS)
        return wg_read_fail(R, u, "more than %d defender units",
                         WG_OGRE_MAX_DEFENDERS);
    WG_TRY(wg_y_check_keys(R->err, R->doc, u, keys));
    WG_TRY(parse_unit_type(R, d, u, &type));
    if (d->type[type].cls == WG_OGRE_CLASS_OGRE)
        return wg_read_fail(R, wg_y_get(u, "type"),
                         "the defender has no Ogre (one Ogre per scenario, under 'ogre')");
    d->unit_type[i] = type;
    d->unit_strength[i] = 1;
    if (d->type[type].cls == WG_OGRE_CLASS_INFANTRY) {
        d->unit_strength[i] = WG_OGRE_MAX_SQUADS;
        WG_TRY(wg_read_opt_int(R, u, "squads", 1, WG_OGRE_MAX_SQUADS, &d->unit_strength[i]));
    } else if ((n = wg_y_get(u, "squads"))) {
        return wg_read_fail(R, n, "only infantry has squads");
    }
    WG_TRY(wg_read_need(R, u, "at", &at));
    WG_TRY(parse_hex(R, d, at, &d->unit_cell[i]));
    default_name(d, i);
    if ((n = wg_y_get(u, "name")))
        WG_TRY(wg_read_name(R, n, d->unit_name[i], OGRE_NAME));
    d->nunits++;
    return check_placement(R, d, at, i);
}

static int parse_defenders(const wg_reader *R, const wg_ynode *list, void *data)
{
    ogre_data *d = data;
    int cps = 0;
    WG_TRY(wg_read_seq(R, list));
    for (int i = 0; i < list->count; i++)
        WG_TRY(parse_defender(R, d, list->child[i]));
    for (int i = 1; i < d->nunits; i++)
        cps += ogre_utype(d, i)->cls == WG_OGRE_CLASS_COMMAND_POST;
    if (!cps)
        return wg_read_fail(R, list, "the defender needs a command post");
    return WG_OK;
}

/* ------------------------------------------------------------ set-up by budget (OG-X4) */

/* `types`: the types on offer and the most units of each. */
static int parse_offer(const wg_reader *R, ogre_data *d, const wg_ynode *map)
{
    WG_TRY(wg_y_map(R->err, R->doc, map));
    for (int i = 0; i + 1 < map->count; i += 2) {
        const wg_ynode *key = map->child[i];
        int type = find_type(d, key);
        int32_t most;
        if (type < 0)
            return wg_read_fail(R, key, "unknown unit type '%s'", key->text);
        int cls = d->type[type].cls;
        if (cls != WG_OGRE_CLASS_VEHICLE && cls != WG_OGRE_CLASS_INFANTRY)
            return wg_read_fail(R, key, "only armor and infantry are bought at set-up");
        for (int k = 0; k < d->noffer; k++)
            if (d->offer_type[k] == type)
                return wg_read_fail(R, key, "'%s' is offered twice", key->text);
        WG_TRY(wg_read_int(R, map->child[i + 1], 0, WG_OGRE_MAX_DEFENDERS, &most));
        d->offer_type[d->noffer] = type;
        d->offer_max[d->noffer++] = most;
    }
    return WG_OK;
}

/* The pool: as many units of each offered type as the budget could buy, at most its
 * limit; off the map (cell -1) until placed. */
static int make_pool(const wg_reader *R, ogre_data *d, const wg_ynode *setup)
{
    d->pool_first = d->nunits;
    for (int k = 0; k < d->noffer; k++) {
        const ogre_type *t = &d->type[d->offer_type[k]];
        int infantry = t->cls == WG_OGRE_CLASS_INFANTRY;
        int n = infantry ? d->setup_squads : d->setup_armor / t->cost;
        if (n > d->offer_max[k])
            n = d->offer_max[k];
        if (d->nunits + n > OGRE_MAX_UNITS)
            return wg_read_fail(R, setup, "the set-up could field more than %d defender units "
                                "in all: limit the types' numbers", WG_OGRE_MAX_DEFENDERS);
        for (int j = 0; j < n; j++) {
            int u = d->nunits++;
            d->unit_type[u] = d->offer_type[k];
            d->unit_cell[u] = -1;
            d->unit_strength[u] = infantry ? 0 : 1; /* squads are set as it is placed */
            default_name(d, u);
        }
    }
    return WG_OK;
}

/* `types`: what may be bought (parse_offer). */
static int parse_types(const wg_reader *R, const wg_ynode *map, void *data)
{
    return parse_offer(R, data, map);
}

/* `rows: [first, last]`: where the set-up may place units (every row when absent). */
static int parse_rows(const wg_reader *R, const wg_ynode *v, void *data)
{
    ogre_data *d = data;
    d->setup_row_min = 0;
    d->setup_row_max = d->rows - 1;
    if (!v)
        return WG_OK;
    WG_TRY(wg_read_list(R, v, 2, 2, "rows ([first, last])"));
    WG_TRY(wg_read_int(R, v->child[0], 0, d->rows - 1, &d->setup_row_min));
    return wg_read_int(R, v->child[1], d->setup_row_min, d->rows - 1, &d->setup_row_max);
}

static const wg_field setup_fields[] = {
    WG_FIELD_INT_(ogre_data, setup_armor, "armor", 0, 999, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_INT_(ogre_data, setup_squads, "infantry", 0, 999, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_PART_("types", WG_FIELD_REQUIRED, parse_types),
    WG_FIELD_PART_("rows", WG_FIELD_DEFAULT, parse_rows),
    WG_FIELD_END_,
};

static int parse_setup(const wg_reader *R, const wg_ynode *n, void *data)
{
    ogre_data *d = data;
    d->setup = 1;
    WG_TRY(wg_read_fields(R, n, setup_fields, d));
    return make_pool(R, d, n);
}

/* `units`: the scenario's own unit types, beside units.yaml's. */
static int parse_units(const wg_reader *R, const wg_ynode *map, void *data)
{
    return wg_read_entries(R, map, parse_type, data);
}

/* ------------------------------------------------------------ the scenario */

static const wg_field scenario_fields[] = {
    WG_FIELD_CODE_("ruleset"),
    WG_FIELD_NAME_(ogre_data, name, "name", WG_FIELD_OPTIONAL),
    WG_FIELD_TEXT_("description", 4096),
    WG_FIELD_BOOL_(ogre_data, splitfire, "splitfire", WG_FIELD_OPTIONAL, 0),
    /* OG-X6: no turn limit (0) unless the scenario sets one */
    WG_FIELD_INT_(ogre_data, turns, "turns", 0, OGRE_MAX_TURNS, WG_FIELD_DEFAULT, 0),
    WG_FIELD_PART_("units", WG_FIELD_OPTIONAL, parse_units),
    WG_FIELD_PART_("map", WG_FIELD_REQUIRED, parse_map),
    WG_FIELD_PART_("ogre", WG_FIELD_REQUIRED, parse_ogre),
    WG_FIELD_PART_("defenders", WG_FIELD_REQUIRED, parse_defenders),
    WG_FIELD_PART_("setup", WG_FIELD_OPTIONAL, parse_setup),
    WG_FIELD_END_,
};

/* The scenario: its keys in the order the table reads them (unit types
 * before the units that use them, the map before anything placed on it). */
static int parse_scenario(const wg_reader *R, const wg_ynode *root, void *data)
{
    return wg_read_fields(R, root, scenario_fields, data);
}

/* The ruleset's own files, read before the scenario (in this order). */
static const wg_builtin builtin_files[] = {
    { "ogre/units.yaml", wg_ogre_units_yaml, &wg_ogre_units_yaml_len, parse_builtin },
    { NULL, NULL, NULL, NULL },
};

int ogre_data_load(wg_loader *L, const wg_ynode *root, void *data, size_t *state_size)
{
    ogre_data *d = data;
    snprintf(d->terrain_type[0].name, OGRE_NAME, "clear");
    for (int c = WG_OGRE_MOVE_OGRE; c < WG_OGRE_MOVE_CLASS_COUNT; c++)
        d->terrain_type[0].cost[c] = 1;
    d->nterrain = 1;
    WG_TRY(wg_read_data(L, builtin_files, parse_scenario, root, d));
    for (int u = 1; u < d->nunits; u++) {
        int cls = ogre_utype(d, u)->cls;
        if (cls == WG_OGRE_CLASS_COMMAND_POST)
            d->cp[d->ncp++] = u;
        d->soft[u] = cls == WG_OGRE_CLASS_INFANTRY || cls == WG_OGRE_CLASS_COMMAND_POST;
        d->infantry[u] = cls == WG_OGRE_CLASS_INFANTRY;
    }
    find_roaming_types(d);
    const ogre_type *ot = ogre_utype(d, WG_OGRE_UNIT);
    for (int w = 0; w < ot->nweapons; w++)
        if (ot->weapon[w].range > d->longest_range)
            d->longest_range = ot->weapon[w].range;
    ogre_describe_weapons(d);
    *state_size = sizeof(ogre_state) + (size_t)d->nunits * sizeof(ogre_unit);
    return WG_OK;
}
