/*
 * The ogre data block: the unit and terrain tables (units.yaml, then the
 * scenario's additions) and the scenario itself (map, forces, options),
 * parsed once. Every error names file:line:column.
 */
#include <stdio.h>
#include <string.h>

#include "ogre_internal.h"

extern const char wg_ogre_units_yaml[];
extern const size_t wg_ogre_units_yaml_len;

#define TRY(x)                  \
    do {                        \
        int rc_ = (x);          \
        if (rc_ != WG_OK)       \
            return rc_;         \
    } while (0)

/* The document being read and the block being filled. */
typedef struct parser {
    wg_yerr *err;
    const wg_ydoc *doc;
    ogre_data *d;
} parser;

static const char *const class_names[] = { "ogre", "vehicle", "infantry", "command_post", NULL };
static const char *const move_class_names[] = { "none", "ogre", "tracked", "gev", "infantry",
                                                NULL };
static const char *const kind_names[] = { "missile", "main", "secondary", "ap", NULL };
static const char *const edge_names[] = { "north", "east", "south", "west", NULL };
static const char *const layout_names[] = { "odd-r", "even-r", NULL };

/* ------------------------------------------------------------ scalars */

static int opt_int(parser *P, const wg_ynode *map, const char *key, int min, int max, int *out)
{
    int64_t v = *out;
    TRY(wg_y_opt_int(P->err, P->doc, map, key, min, max, &v));
    *out = (int)v;
    return WG_OK;
}

static int need_int(parser *P, const wg_ynode *map, const char *key, int min, int max, int *out)
{
    const wg_ynode *n;
    int64_t v;
    TRY(wg_y_need(P->err, P->doc, map, key, &n));
    TRY(wg_y_int(P->err, P->doc, n, min, max, &v));
    *out = (int)v;
    return WG_OK;
}

static int get_int(parser *P, const wg_ynode *n, int min, int max, int *out)
{
    int64_t v;
    TRY(wg_y_int(P->err, P->doc, n, min, max, &v));
    *out = (int)v;
    return WG_OK;
}

static int copy_name(parser *P, const wg_ynode *n, char *dst, size_t cap)
{
    const char *s;
    TRY(wg_y_str(P->err, P->doc, n, cap - 1, &s));
    memcpy(dst, s, n->len);
    dst[n->len] = '\0';
    return WG_OK;
}

static int key_is(const wg_ynode *n, const char *s)
{
    return n->len == strlen(s) && memcmp(n->text, s, n->len) == 0;
}

/* ------------------------------------------------------------ unit types */

static int find_type(const ogre_data *d, const wg_ynode *n)
{
    for (int i = 0; i < d->ntypes; i++)
        if (key_is(n, d->type[i].key))
            return i;
    return -1;
}

static int parse_weapons(parser *P, ogre_type *t, const wg_ynode *list)
{
    static const char *const keys[] = { "kind", "count", "attack", "range", "defense", NULL };
    TRY(wg_y_seq(P->err, P->doc, list));
    for (int i = 0; i < list->count; i++) {
        const wg_ynode *w = list->child[i], *kn;
        ogre_weapon_def def;
        int count = 1;
        TRY(wg_y_check_keys(P->err, P->doc, w, keys));
        TRY(wg_y_need(P->err, P->doc, w, "kind", &kn));
        TRY(wg_y_enum(P->err, P->doc, kn, kind_names, &def.kind));
        TRY(opt_int(P, w, "count", 1, WG_OGRE_MAX_WEAPONS, &count));
        TRY(need_int(P, w, "attack", 1, 99, &def.attack));
        TRY(need_int(P, w, "range", 0, 99, &def.range));
        TRY(need_int(P, w, "defense", 1, 99, &def.defense));
        if (t->nweapons + count > WG_OGRE_MAX_WEAPONS)
            return wg_y_fail(P->err, P->doc, w, "more than %d weapons on one Ogre",
                             WG_OGRE_MAX_WEAPONS);
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

static int parse_type(parser *P, const wg_ynode *key, const wg_ynode *v)
{
    static const char *const keys[] = { "name", "class", "move_class", "attack", "range",
                                        "defense", "movement", "second_move", "ram_treads",
                                        "ridges", "treads", "weapons", "cost", NULL };
    ogre_data *d = P->d;
    const wg_ynode *n;
    if (d->ntypes >= OGRE_MAX_TYPES)
        return wg_y_fail(P->err, P->doc, key, "more than %d unit types", OGRE_MAX_TYPES);
    if (find_type(d, key) >= 0)
        return wg_y_fail(P->err, P->doc, key, "unit type '%s' is already defined", key->text);
    TRY(wg_y_check_keys(P->err, P->doc, v, keys));
    ogre_type *t = &d->type[d->ntypes];
    memset(t, 0, sizeof *t);
    TRY(copy_name(P, key, t->key, sizeof t->key));
    TRY(wg_y_need(P->err, P->doc, v, "class", &n));
    TRY(wg_y_enum(P->err, P->doc, n, class_names, &t->cls));
    type_defaults(t);
    memcpy(t->name, t->key, sizeof t->name);
    if ((n = wg_y_get(v, "name")))
        TRY(copy_name(P, n, t->name, sizeof t->name));
    if ((n = wg_y_get(v, "move_class")))
        TRY(wg_y_enum(P->err, P->doc, n, move_class_names, &t->move_class));
    if ((n = wg_y_get(v, "ridges")))
        TRY(wg_y_bool(P->err, P->doc, n, &t->ridges));
    TRY(opt_int(P, v, "attack", 0, 99, &t->attack));
    TRY(opt_int(P, v, "range", 0, 99, &t->range));
    TRY(opt_int(P, v, "defense", 0, 99, &t->defense));
    TRY(opt_int(P, v, "movement", 0, 20, &t->movement));
    TRY(opt_int(P, v, "second_move", 0, 20, &t->second_move));
    TRY(opt_int(P, v, "ram_treads", 0, 99, &t->ram_treads));
    t->cost = 1;
    TRY(opt_int(P, v, "cost", 1, 99, &t->cost));
    if (t->cls == WG_OGRE_CLASS_OGRE) {
        TRY(need_int(P, v, "treads", 1, 999, &t->treads));
        TRY(wg_y_need(P->err, P->doc, v, "weapons", &n));
        TRY(parse_weapons(P, t, n));
        t->ram_treads = 0;
    } else if ((n = wg_y_get(v, "treads")) || (n = wg_y_get(v, "weapons"))) {
        return wg_y_fail(P->err, P->doc, n, "only an Ogre has treads and weapons");
    }
    if (t->cls == WG_OGRE_CLASS_INFANTRY)
        t->ram_treads = 0; /* infantry is overrun, never rammed (OG-M2) */
    d->ntypes++;
    return WG_OK;
}

static int parse_types(parser *P, const wg_ynode *map)
{
    TRY(wg_y_map(P->err, P->doc, map));
    for (int i = 0; i + 1 < map->count; i += 2)
        TRY(parse_type(P, map->child[i], map->child[i + 1]));
    return WG_OK;
}

/* ------------------------------------------------------------ terrain types */

/* One cost for every movement class, or a map by class (classes not named cost 1). */
static int parse_cost(parser *P, ogre_terrain *t, const wg_ynode *n)
{
    if (!n)
        return WG_OK;
    if (n->kind == WG_Y_SCALAR) {
        int64_t v;
        TRY(wg_y_int(P->err, P->doc, n, 1, 20, &v));
        for (int c = WG_OGRE_MOVE_OGRE; c < WG_OGRE_MOVE_CLASS_COUNT; c++)
            t->cost[c] = (int)v;
        return WG_OK;
    }
    TRY(wg_y_check_keys(P->err, P->doc, n, move_class_names + 1));
    for (int c = WG_OGRE_MOVE_OGRE; c < WG_OGRE_MOVE_CLASS_COUNT; c++) {
        int cost = t->cost[c];
        TRY(opt_int(P, n, move_class_names[c], 1, 20, &cost));
        t->cost[c] = cost;
    }
    return WG_OK;
}

static int parse_terrain_type(parser *P, const wg_ynode *key, const wg_ynode *v)
{
    static const char *const keys[] = { "cost", "impassable", NULL };
    ogre_data *d = P->d;
    for (int i = 0; i < d->nterrain; i++)
        if (key_is(key, d->terrain_type[i].name))
            return wg_y_fail(P->err, P->doc, key, "terrain type '%s' is already defined",
                             key->text);
    if (d->nterrain >= OGRE_MAX_TERRAIN)
        return wg_y_fail(P->err, P->doc, key, "more than %d terrain types", OGRE_MAX_TERRAIN);
    TRY(wg_y_check_keys(P->err, P->doc, v, keys));
    ogre_terrain *t = &d->terrain_type[d->nterrain];
    memset(t, 0, sizeof *t);
    TRY(copy_name(P, key, t->name, sizeof t->name));
    for (int c = WG_OGRE_MOVE_OGRE; c < WG_OGRE_MOVE_CLASS_COUNT; c++)
        t->cost[c] = 1;
    TRY(parse_cost(P, t, wg_y_get(v, "cost")));
    const wg_ynode *imp = wg_y_get(v, "impassable");
    if (imp) {
        TRY(wg_y_seq(P->err, P->doc, imp));
        for (int i = 0; i < imp->count; i++) {
            int c;
            TRY(wg_y_enum(P->err, P->doc, imp->child[i], move_class_names, &c));
            t->cost[c] = 0;
        }
    }
    d->nterrain++;
    return WG_OK;
}

static int parse_terrain_types(parser *P, const wg_ynode *map)
{
    TRY(wg_y_map(P->err, P->doc, map));
    for (int i = 0; i + 1 < map->count; i += 2)
        TRY(parse_terrain_type(P, map->child[i], map->child[i + 1]));
    return WG_OK;
}

/* The ruleset's own file: units.yaml embedded in the library. */
static int load_builtin(ogre_data *d, const wg_alloc *alloc, wg_yerr *err)
{
    static const char *const keys[] = { "units", "terrain_types", NULL };
    wg_ydoc doc;
    TRY(wg_y_parse(&doc, alloc, wg_ogre_units_yaml, wg_ogre_units_yaml_len, "ogre/units.yaml",
                   err));
    parser P = { err, &doc, d };
    int rc = wg_y_check_keys(err, &doc, doc.root, keys);
    if (rc == WG_OK)
        rc = parse_types(&P, wg_y_get(doc.root, "units"));
    if (rc == WG_OK)
        rc = parse_terrain_types(&P, wg_y_get(doc.root, "terrain_types"));
    wg_y_free(&doc);
    return rc;
}

/* ------------------------------------------------------------ the map */

/* An offset position [column, row] on the map: its cell. */
static int parse_hex(parser *P, const wg_ynode *n, int *cell)
{
    const ogre_data *d = P->d;
    int64_t c, r;
    TRY(wg_y_seq(P->err, P->doc, n));
    if (n->count != 2)
        return wg_y_fail(P->err, P->doc, n, "expected a hex [column, row]");
    TRY(wg_y_int(P->err, P->doc, n->child[0], 0, d->columns - 1, &c));
    TRY(wg_y_int(P->err, P->doc, n->child[1], 0, d->rows - 1, &r));
    *cell = (int)r * d->columns + (int)c;
    return WG_OK;
}

static int parse_craters(parser *P, const wg_ynode *list)
{
    if (!list)
        return WG_OK;
    TRY(wg_y_seq(P->err, P->doc, list));
    for (int i = 0; i < list->count; i++) {
        int cell;
        TRY(parse_hex(P, list->child[i], &cell));
        P->d->crater[cell] = 1;
    }
    return WG_OK;
}

static int parse_ridges(parser *P, const wg_ynode *list)
{
    ogre_data *d = P->d;
    if (!list)
        return WG_OK;
    TRY(wg_y_seq(P->err, P->doc, list));
    for (int i = 0; i < list->count; i++) {
        const wg_ynode *pair = list->child[i];
        int a, b;
        TRY(wg_y_seq(P->err, P->doc, pair));
        if (pair->count != 2)
            return wg_y_fail(P->err, P->doc, pair, "a ridge is a pair of hexes [[c, r], [c, r]]");
        TRY(parse_hex(P, pair->child[0], &a));
        TRY(parse_hex(P, pair->child[1], &b));
        int dir = wg_hex_direction_of(ogre_board_hex(d, a), ogre_board_hex(d, b));
        if (dir < 0)
            return wg_y_fail(P->err, P->doc, pair, "a ridge lies between two adjacent hexes");
        d->ridge[a] |= (unsigned char)(1u << dir);
        d->ridge[b] |= (unsigned char)(1u << ((dir + 3) % 6));
    }
    return WG_OK;
}

static int parse_terrain(parser *P, const wg_ynode *list)
{
    static const char *const keys[] = { "type", "hexes", NULL };
    ogre_data *d = P->d;
    if (!list)
        return WG_OK;
    TRY(wg_y_seq(P->err, P->doc, list));
    for (int i = 0; i < list->count; i++) {
        const wg_ynode *e = list->child[i], *tn, *hexes;
        int type = -1;
        TRY(wg_y_check_keys(P->err, P->doc, e, keys));
        TRY(wg_y_need(P->err, P->doc, e, "type", &tn));
        const char *name;
        TRY(wg_y_str(P->err, P->doc, tn, OGRE_NAME - 1, &name));
        for (int k = 0; k < d->nterrain; k++)
            if (key_is(tn, d->terrain_type[k].name))
                type = k;
        if (type < 0)
            return wg_y_fail(P->err, P->doc, tn, "unknown terrain type '%s'", name);
        TRY(wg_y_need(P->err, P->doc, e, "hexes", &hexes));
        TRY(wg_y_seq(P->err, P->doc, hexes));
        for (int k = 0; k < hexes->count; k++) {
            int cell;
            TRY(parse_hex(P, hexes->child[k], &cell));
            d->terrain[cell] = (unsigned char)type;
        }
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

static int parse_map(parser *P, const wg_ynode *map)
{
    static const char *const keys[] = { "columns", "rows", "layout", "craters", "ridges",
                                        "terrain_types", "terrain", NULL };
    ogre_data *d = P->d;
    const wg_ynode *n;
    TRY(wg_y_check_keys(P->err, P->doc, map, keys));
    TRY(need_int(P, map, "columns", 1, WG_OGRE_MAX_SIDE, &d->columns));
    TRY(need_int(P, map, "rows", 1, WG_OGRE_MAX_SIDE, &d->rows));
    d->ncells = d->columns * d->rows;
    d->layout = WG_HEX_ODD_R;
    if ((n = wg_y_get(map, "layout")))
        TRY(wg_y_enum(P->err, P->doc, n, layout_names, &d->layout));
    ogre_board_index(d);
    if ((n = wg_y_get(map, "terrain_types")))
        TRY(parse_terrain_types(P, n));
    TRY(parse_craters(P, wg_y_get(map, "craters")));
    TRY(parse_ridges(P, wg_y_get(map, "ridges")));
    TRY(parse_terrain(P, wg_y_get(map, "terrain")));
    fill_enter_costs(d);
    return WG_OK;
}

/* ------------------------------------------------------------ the forces */

static int parse_unit_type(parser *P, const wg_ynode *u, int *type)
{
    const wg_ynode *n;
    const char *name;
    TRY(wg_y_need(P->err, P->doc, u, "type", &n));
    TRY(wg_y_str(P->err, P->doc, n, OGRE_NAME - 1, &name));
    *type = find_type(P->d, n);
    if (*type < 0)
        return wg_y_fail(P->err, P->doc, n, "unknown unit type '%s'", name);
    return WG_OK;
}

/* Where unit i may stand at the start: not a crater, enterable, stacking (OG-U3). */
static int check_placement(parser *P, const wg_ynode *at, int i)
{
    const ogre_data *d = P->d;
    const ogre_type *t = ogre_utype(d, i);
    int cell = d->unit_cell[i], squads = 0;
    if (d->crater[cell])
        return wg_y_fail(P->err, P->doc, at, "no unit may stand in a crater");
    if (t->move_class != WG_OGRE_MOVE_NONE &&
        !d->terrain_type[d->terrain[cell]].cost[t->move_class])
        return wg_y_fail(P->err, P->doc, at, "a %s cannot stand in %s", t->name,
                         d->terrain_type[d->terrain[cell]].name);
    for (int k = 0; k < i; k++) {
        if (d->unit_cell[k] != cell)
            continue;
        const ogre_type *o = ogre_utype(d, k);
        if (o->cls != WG_OGRE_CLASS_INFANTRY || t->cls != WG_OGRE_CLASS_INFANTRY)
            return wg_y_fail(P->err, P->doc, at, "hex already holds %s", d->unit_name[k]);
        squads += d->unit_strength[k];
    }
    if (t->cls == WG_OGRE_CLASS_INFANTRY && squads + d->unit_strength[i] > WG_OGRE_MAX_SQUADS)
        return wg_y_fail(P->err, P->doc, at, "more than %d squads in one hex",
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

static int parse_ogre(parser *P, const wg_ynode *o)
{
    static const char *const keys[] = { "type", "at", "entry_edge", "name", "treads", NULL };
    ogre_data *d = P->d;
    const wg_ynode *n, *at;
    int type;
    TRY(wg_y_check_keys(P->err, P->doc, o, keys));
    TRY(parse_unit_type(P, o, &type));
    if (d->type[type].cls != WG_OGRE_CLASS_OGRE)
        return wg_y_fail(P->err, P->doc, wg_y_get(o, "type"), "'%s' is not an Ogre",
                         d->type[type].key);
    d->nunits = 1;
    d->unit_type[0] = type;
    d->unit_strength[0] = d->type[type].treads;
    TRY(opt_int(P, o, "treads", 0, d->type[type].treads, &d->unit_strength[0]));
    default_name(d, 0);
    if ((n = wg_y_get(o, "name")))
        TRY(copy_name(P, n, d->unit_name[0], OGRE_NAME));
    if (!(at = wg_y_get(o, "at"))) { /* OG-X5: it enters by a hex of its edge, its choice */
        if (!(n = wg_y_get(o, "entry_edge")))
            return wg_y_fail(P->err, P->doc, o, "an Ogre that enters (no 'at') needs entry_edge");
        d->ogre_enters = 1;
        d->unit_cell[0] = -1;
        return wg_y_enum(P->err, P->doc, n, edge_names, &d->entry_edge);
    }
    TRY(parse_hex(P, at, &d->unit_cell[0]));
    d->entry_edge = edge_of(d, d->unit_cell[0]);
    if ((n = wg_y_get(o, "entry_edge")))
        TRY(wg_y_enum(P->err, P->doc, n, edge_names, &d->entry_edge));
    else if (d->entry_edge < 0)
        return wg_y_fail(P->err, P->doc, o, "the Ogre starts off every edge: give entry_edge");
    return check_placement(P, at, 0);
}

static int parse_defender(parser *P, const wg_ynode *u)
{
    static const char *const keys[] = { "type", "at", "name", "squads", NULL };
    ogre_data *d = P->d;
    const wg_ynode *n, *at;
    int type, i = d->nunits;
    if (i >= OGRE_MAX_UNITS)
        return wg_y_fail(P->err, P->doc, u, "more than %d defender units",
                         WG_OGRE_MAX_DEFENDERS);
    TRY(wg_y_check_keys(P->err, P->doc, u, keys));
    TRY(parse_unit_type(P, u, &type));
    if (d->type[type].cls == WG_OGRE_CLASS_OGRE)
        return wg_y_fail(P->err, P->doc, wg_y_get(u, "type"),
                         "the defender has no Ogre (one Ogre per scenario, under 'ogre')");
    d->unit_type[i] = type;
    d->unit_strength[i] = 1;
    if (d->type[type].cls == WG_OGRE_CLASS_INFANTRY) {
        d->unit_strength[i] = WG_OGRE_MAX_SQUADS;
        TRY(opt_int(P, u, "squads", 1, WG_OGRE_MAX_SQUADS, &d->unit_strength[i]));
    } else if ((n = wg_y_get(u, "squads"))) {
        return wg_y_fail(P->err, P->doc, n, "only infantry has squads");
    }
    TRY(wg_y_need(P->err, P->doc, u, "at", &at));
    TRY(parse_hex(P, at, &d->unit_cell[i]));
    default_name(d, i);
    if ((n = wg_y_get(u, "name")))
        TRY(copy_name(P, n, d->unit_name[i], OGRE_NAME));
    d->nunits++;
    return check_placement(P, at, i);
}

static int parse_defenders(parser *P, const wg_ynode *list)
{
    int cps = 0;
    TRY(wg_y_seq(P->err, P->doc, list));
    for (int i = 0; i < list->count; i++)
        TRY(parse_defender(P, list->child[i]));
    for (int i = 1; i < P->d->nunits; i++)
        cps += ogre_utype(P->d, i)->cls == WG_OGRE_CLASS_COMMAND_POST;
    if (!cps)
        return wg_y_fail(P->err, P->doc, list, "the defender needs a command post");
    return WG_OK;
}

/* ------------------------------------------------------------ set-up by budget (OG-X4) */

/* `types`: the types on offer and the most units of each. */
static int parse_offer(parser *P, const wg_ynode *map)
{
    ogre_data *d = P->d;
    TRY(wg_y_map(P->err, P->doc, map));
    for (int i = 0; i + 1 < map->count; i += 2) {
        const wg_ynode *key = map->child[i];
        int type = find_type(d, key), most;
        if (type < 0)
            return wg_y_fail(P->err, P->doc, key, "unknown unit type '%s'", key->text);
        int cls = d->type[type].cls;
        if (cls != WG_OGRE_CLASS_VEHICLE && cls != WG_OGRE_CLASS_INFANTRY)
            return wg_y_fail(P->err, P->doc, key, "only armor and infantry are bought at set-up");
        for (int k = 0; k < d->noffer; k++)
            if (d->offer_type[k] == type)
                return wg_y_fail(P->err, P->doc, key, "'%s' is offered twice", key->text);
        TRY(get_int(P, map->child[i + 1], 0, WG_OGRE_MAX_DEFENDERS, &most));
        d->offer_type[d->noffer] = type;
        d->offer_max[d->noffer++] = most;
    }
    return WG_OK;
}

/* The pool: as many units of each offered type as the budget could buy, at most its
 * limit; off the map (cell -1) until placed. */
static int make_pool(parser *P, const wg_ynode *setup)
{
    ogre_data *d = P->d;
    d->pool_first = d->nunits;
    for (int k = 0; k < d->noffer; k++) {
        const ogre_type *t = &d->type[d->offer_type[k]];
        int infantry = t->cls == WG_OGRE_CLASS_INFANTRY;
        int n = infantry ? d->setup_squads : d->setup_armor / t->cost;
        if (n > d->offer_max[k])
            n = d->offer_max[k];
        if (d->nunits + n > OGRE_MAX_UNITS)
            return wg_y_fail(P->err, P->doc, setup, "the set-up could field more than %d "
                             "defender units in all: limit the types' numbers",
                             WG_OGRE_MAX_DEFENDERS);
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

static int parse_setup(parser *P, const wg_ynode *n)
{
    static const char *const keys[] = { "armor", "infantry", "types", "rows", NULL };
    ogre_data *d = P->d;
    const wg_ynode *v;
    TRY(wg_y_check_keys(P->err, P->doc, n, keys));
    d->setup = 1;
    TRY(opt_int(P, n, "armor", 0, 999, &d->setup_armor));
    TRY(opt_int(P, n, "infantry", 0, 999, &d->setup_squads));
    TRY(wg_y_need(P->err, P->doc, n, "types", &v));
    TRY(parse_offer(P, v));
    d->setup_row_min = 0;
    d->setup_row_max = d->rows - 1;
    if ((v = wg_y_get(n, "rows"))) {
        TRY(wg_y_seq(P->err, P->doc, v));
        if (v->count != 2)
            return wg_y_fail(P->err, P->doc, v, "rows is [first, last]");
        TRY(get_int(P, v->child[0], 0, d->rows - 1, &d->setup_row_min));
        TRY(get_int(P, v->child[1], d->setup_row_min, d->rows - 1, &d->setup_row_max));
    }
    return make_pool(P, n);
}

/* ------------------------------------------------------------ the scenario */

static int parse_scenario(parser *P, const wg_ynode *root)
{
    static const char *const keys[] = { "ruleset", "name", "description", "splitfire", "turns",
                                        "map", "ogre", "defenders", "units", "setup", NULL };
    ogre_data *d = P->d;
    const wg_ynode *n;
    TRY(wg_y_check_keys(P->err, P->doc, root, keys));
    if ((n = wg_y_get(root, "name")))
        TRY(copy_name(P, n, d->name, sizeof d->name));
    if ((n = wg_y_get(root, "description"))) {
        const char *text;
        TRY(wg_y_str(P->err, P->doc, n, 4096, &text));
    }
    TRY(wg_y_opt_bool(P->err, P->doc, root, "splitfire", &d->splitfire));
    d->turns = 0; /* OG-X6: no turn limit unless the scenario sets one */
    TRY(opt_int(P, root, "turns", 0, OGRE_MAX_TURNS, &d->turns));
    if ((n = wg_y_get(root, "units")))
        TRY(parse_types(P, n));
    TRY(wg_y_need(P->err, P->doc, root, "map", &n));
    TRY(parse_map(P, n));
    TRY(wg_y_need(P->err, P->doc, root, "ogre", &n));
    TRY(parse_ogre(P, n));
    TRY(wg_y_need(P->err, P->doc, root, "defenders", &n));
    TRY(parse_defenders(P, n));
    if ((n = wg_y_get(root, "setup")))
        TRY(parse_setup(P, n));
    return WG_OK;
}

int ogre_data_load(wg_loader *L, const wg_ynode *root, void **data, size_t *state_size)
{
    ogre_data *d = wg_calloc(L->alloc, 1, sizeof *d);
    if (!d) {
        L->err->status = WG_ENOMEM;
        return WG_ENOMEM;
    }
    snprintf(d->terrain_type[0].name, OGRE_NAME, "clear");
    for (int c = WG_OGRE_MOVE_OGRE; c < WG_OGRE_MOVE_CLASS_COUNT; c++)
        d->terrain_type[0].cost[c] = 1;
    d->nterrain = 1;
    int rc = load_builtin(d, L->alloc, L->err);
    if (rc == WG_OK) {
        parser P = { L->err, L->doc, d };
        rc = parse_scenario(&P, root);
    }
    if (rc != WG_OK) {
        wg_free(L->alloc, d);
        return rc;
    }
    for (int u = 1; u < d->nunits; u++) {
        int cls = ogre_utype(d, u)->cls;
        if (cls == WG_OGRE_CLASS_COMMAND_POST)
            d->cp[d->ncp++] = u;
        d->soft[u] = cls == WG_OGRE_CLASS_INFANTRY || cls == WG_OGRE_CLASS_COMMAND_POST;
    }
    const ogre_type *ot = ogre_utype(d, WG_OGRE_UNIT);
    for (int w = 0; w < ot->nweapons; w++)
        if (ot->weapon[w].range > d->longest_range)
            d->longest_range = ot->weapon[w].range;
    ogre_describe_weapons(d);
    *data = d;
    *state_size = sizeof(ogre_state) + (size_t)d->nunits * sizeof(ogre_unit);
    return WG_OK;
}

void ogre_data_free(const wg_alloc *alloc, void *data)
{
    wg_free(alloc, data);
}
