/*
 * The mob data block: the terrain and unit tables (terrain.yaml,
 * units.yaml, embedded in the library) and the scenario (board, sides,
 * units, victory), parsed once. Every error names file:line:column.
 */
#include <stdio.h>
#include <string.h>

#include "mob_internal.h"

extern const char wg_mob_units_yaml[];
extern const size_t wg_mob_units_yaml_len;
extern const char wg_mob_terrain_yaml[];
extern const size_t wg_mob_terrain_yaml_len;

#define TRY(x)            \
    do {                  \
        int rc_ = (x);    \
        if (rc_ != WG_OK) \
            return rc_;   \
    } while (0)

typedef struct parser {
    wg_yerr *err;
    const wg_ydoc *doc;
    mob_data *d;
} parser;

/* In wg_mob_unit_type, wg_mob_terrain and wg_mob_face order. */
static const char *const type_keys[] = { "infantry", "machine_gun", "smoothbore_artillery",
                                         "rifled_artillery", "cavalry", "general", NULL };
static const char *const terrain_keys[] = { "clear", "wood", "orchard", "hill", "built_up",
                                            "river", "bridge", "field", "tall_crops", "rough",
                                            "fence", "fieldworks", "sand", "water", NULL };
static const char *const face_keys[] = { "infantry", "cavalry", "artillery", "general", "flag",
                                         NULL };

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

static int opt_bool(parser *P, const wg_ynode *map, const char *key, int32_t *out)
{
    int v = *out;
    TRY(wg_y_opt_bool(P->err, P->doc, map, key, &v));
    *out = v;
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

/* A list of names from `names`: their bits. */
static int parse_mask(parser *P, const wg_ynode *list, const char *const *names, uint32_t *out)
{
    *out = 0;
    TRY(wg_y_seq(P->err, P->doc, list));
    for (int i = 0; i < list->count; i++) {
        int k;
        TRY(wg_y_enum(P->err, P->doc, list->child[i], names, &k));
        *out |= 1u << k;
    }
    return WG_OK;
}

/* Every key of a fixed table must be there, each once (the map parser refuses duplicates). */
static int need_all(parser *P, const wg_ynode *map, const char *const *keys, const char *what)
{
    for (int i = 0; keys[i]; i++)
        if (!wg_y_get(map, keys[i]))
            return wg_y_fail(P->err, P->doc, map, "the %s '%s' is missing", what, keys[i]);
    return WG_OK;
}

/* ------------------------------------------------------------ terrain.yaml */

static int parse_terrain_type(parser *P, int t, const wg_ynode *v)
{
    static const char *const keys[] = { "name", "blocks_sight", "hill", "dice_against", "stop",
                                        "no_battle_after_entering", "no_battle", "max_move",
                                        "impassable", "enter_only", "no_retreat",
                                        "ignore_flags", "fire_penalty", "removable_by", NULL };
    hexcc_terrain *h = &P->d->board.type[t];
    mob_terrain *m = &P->d->terrain[t];
    const wg_ynode *n;
    TRY(wg_y_check_keys(P->err, P->doc, v, keys));
    snprintf(h->key, sizeof h->key, "%s", terrain_keys[t]);
    snprintf(h->name, sizeof h->name, "%s", terrain_keys[t]);
    if ((n = wg_y_get(v, "name")))
        TRY(copy_name(P, n, h->name, sizeof h->name));
    TRY(opt_bool(P, v, "blocks_sight", &h->blocks_sight));
    TRY(opt_bool(P, v, "hill", &h->hill));
    TRY(opt_bool(P, v, "impassable", &h->impassable));
    TRY(opt_bool(P, v, "no_retreat", &h->no_retreat));
    TRY(opt_int(P, v, "dice_against", 0, 9, &m->dice_against));
    TRY(opt_bool(P, v, "stop", &m->stop));
    TRY(opt_bool(P, v, "no_battle_after_entering", &m->no_battle_after_entering));
    TRY(opt_bool(P, v, "no_battle", &m->no_battle));
    TRY(opt_int(P, v, "max_move", 0, 9, &m->max_move));
    TRY(opt_int(P, v, "ignore_flags", 0, 9, &m->ignore_flags));
    if ((n = wg_y_get(v, "enter_only")))
        TRY(parse_mask(P, n, type_keys, &m->enter_only));
    if ((n = wg_y_get(v, "removable_by")))
        TRY(parse_mask(P, n, type_keys, &m->removable_by));
    if ((n = wg_y_get(v, "fire_penalty"))) {
        TRY(wg_y_check_keys(P->err, P->doc, n, type_keys));
        for (int k = 0; k < WG_MOB_UNIT_TYPE_COUNT; k++)
            TRY(opt_int(P, n, type_keys[k], 0, 9, &m->fire_penalty[k]));
    }
    return WG_OK;
}

static int parse_terrain_file(parser *P, const wg_ynode *root)
{
    static const char *const keys[] = { "terrain", NULL };
    const wg_ynode *map;
    TRY(wg_y_check_keys(P->err, P->doc, root, keys));
    TRY(wg_y_need(P->err, P->doc, root, "terrain", &map));
    TRY(wg_y_check_keys(P->err, P->doc, map, terrain_keys));
    TRY(need_all(P, map, terrain_keys, "terrain type"));
    for (int t = 0; t < WG_MOB_TERRAIN_COUNT; t++)
        TRY(parse_terrain_type(P, t, wg_y_get(map, terrain_keys[t])));
    P->d->board.nterrain = WG_MOB_TERRAIN_COUNT;
    return WG_OK;
}

/* ------------------------------------------------------------ units.yaml */

static int parse_unit_type(parser *P, int t, const wg_ynode *v)
{
    static const char *const keys[] = { "name", "figures", "move", "battle_move", "dice",
                                        "hit_by", "artillery", "hill_range", "general_bonus",
                                        "general", NULL };
    mob_type *ty = &P->d->type[t];
    const wg_ynode *n;
    TRY(wg_y_check_keys(P->err, P->doc, v, keys));
    snprintf(ty->name, sizeof ty->name, "%s", type_keys[t]);
    if ((n = wg_y_get(v, "name")))
        TRY(copy_name(P, n, ty->name, sizeof ty->name));
    TRY(need_int(P, v, "figures", 1, MOB_MAX_FIGURES, &ty->figures));
    TRY(need_int(P, v, "move", 0, 9, &ty->move));
    TRY(opt_int(P, v, "battle_move", 0, 9, &ty->battle_move));
    TRY(opt_bool(P, v, "artillery", &ty->artillery));
    TRY(opt_bool(P, v, "general_bonus", &ty->general_bonus));
    TRY(opt_bool(P, v, "general", &ty->general));
    TRY(wg_y_need(P->err, P->doc, v, "dice", &n));
    TRY(wg_y_seq(P->err, P->doc, n));
    TRY(opt_int(P, v, "hill_range", 0, MOB_MAX_RANGE, &ty->hill_range));
    if (n->count + ty->hill_range > MOB_MAX_RANGE)
        return wg_y_fail(P->err, P->doc, n, "a range over %d hexes", MOB_MAX_RANGE);
    for (int i = 0; i < n->count; i++) {
        int64_t k;
        TRY(wg_y_int(P->err, P->doc, n->child[i], 1, 12, &k));
        ty->dice[i] = (int32_t)k;
    }
    ty->range = n->count;
    if (ty->general && ty->range)
        return wg_y_fail(P->err, P->doc, n, "a general does not battle");
    TRY(wg_y_need(P->err, P->doc, v, "hit_by", &n));
    return parse_mask(P, n, face_keys, &ty->hit_by);
}

static int parse_units_file(parser *P, const wg_ynode *root)
{
    static const char *const keys[] = { "battle_die", "units", NULL };
    const wg_ynode *n;
    TRY(wg_y_check_keys(P->err, P->doc, root, keys));
    TRY(wg_y_need(P->err, P->doc, root, "battle_die", &n));
    TRY(wg_y_seq(P->err, P->doc, n));
    if (n->count != HEXCC_FACES)
        return wg_y_fail(P->err, P->doc, n, "the battle die has %d faces", HEXCC_FACES);
    for (int f = 0; f < HEXCC_FACES; f++)
        TRY(wg_y_enum(P->err, P->doc, n->child[f], face_keys, &P->d->die.face[f]));
    TRY(wg_y_need(P->err, P->doc, root, "units", &n));
    TRY(wg_y_check_keys(P->err, P->doc, n, type_keys));
    TRY(need_all(P, n, type_keys, "unit type"));
    for (int t = 0; t < WG_MOB_UNIT_TYPE_COUNT; t++)
        TRY(parse_unit_type(P, t, wg_y_get(n, type_keys[t])));
    return WG_OK;
}

/* One of the ruleset's own files. */
static int load_builtin(mob_data *d, const wg_alloc *alloc, wg_yerr *err, const char *text,
                        size_t len, const char *name, int (*parse)(parser *, const wg_ynode *))
{
    wg_ydoc doc;
    TRY(wg_y_parse(&doc, alloc, text, len, name, err));
    parser P = { err, &doc, d };
    int rc = doc.root ? parse(&P, doc.root) : wg_y_fail(err, &doc, NULL, "empty document");
    wg_y_free(&doc);
    return rc;
}

/* ------------------------------------------------------------ the scenario */

static int parse_sides(parser *P, const wg_ynode *list)
{
    static const char *const keys[] = { "name", "home", NULL };
    mob_data *d = P->d;
    TRY(wg_y_seq(P->err, P->doc, list));
    if (list->count != 2)
        return wg_y_fail(P->err, P->doc, list, "expected two sides");
    for (int p = 0; p < 2; p++) {
        const wg_ynode *s = list->child[p], *n;
        TRY(wg_y_check_keys(P->err, P->doc, s, keys));
        TRY(wg_y_need(P->err, P->doc, s, "name", &n));
        TRY(copy_name(P, n, d->side_name[p], sizeof d->side_name[p]));
        TRY(wg_y_need(P->err, P->doc, s, "home", &n));
        TRY(wg_y_enum(P->err, P->doc, n, hexcc_home_names, &d->home[p]));
        if (p == 1 && d->home[1] == d->home[0])
            return wg_y_fail(P->err, P->doc, n, "the two sides need different home edges");
    }
    return WG_OK;
}

/* Where unit i may stand at the start: terrain its type may enter, one unit a hex. */
static int check_placement(parser *P, const wg_ynode *at, int i)
{
    const mob_data *d = P->d;
    int cell = d->unit_cell[i], t = d->board.terrain[cell];
    const mob_type *ty = mob_utype(d, i);
    if (d->board.type[t].impassable ||
        (d->terrain[t].enter_only && !(d->terrain[t].enter_only & (1u << d->unit_type[i]))))
        return wg_y_fail(P->err, P->doc, at, "%s cannot stand in %s", ty->name,
                         d->board.type[t].name);
    for (int k = 0; k < i; k++) {
        if (d->unit_cell[k] != cell)
            continue;
        if (d->unit_side[k] != d->unit_side[i] || mob_utype(d, k)->general == ty->general)
            return wg_y_fail(P->err, P->doc, at, "the hex already holds %s", d->unit_name[k]);
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

static int parse_unit(parser *P, const wg_ynode *u)
{
    static const char *const keys[] = { "side", "type", "at", "name", "figures", NULL };
    mob_data *d = P->d;
    const wg_ynode *n, *at;
    int i = d->nunits;
    if (i >= WG_MOB_MAX_UNITS)
        return wg_y_fail(P->err, P->doc, u, "more than %d units", WG_MOB_MAX_UNITS);
    TRY(wg_y_check_keys(P->err, P->doc, u, keys));
    TRY(need_int(P, u, "side", 0, 1, &d->unit_side[i]));
    TRY(wg_y_need(P->err, P->doc, u, "type", &n));
    TRY(wg_y_enum(P->err, P->doc, n, type_keys, &d->unit_type[i]));
    TRY(wg_y_need(P->err, P->doc, u, "at", &at));
    TRY(hexcc_parse_cell(P->err, P->doc, at, &d->board, &d->unit_cell[i]));
    d->unit_figures[i] = mob_utype(d, i)->figures;
    TRY(opt_int(P, u, "figures", 1, d->unit_figures[i], &d->unit_figures[i]));
    default_name(d, i);
    if ((n = wg_y_get(u, "name")))
        TRY(copy_name(P, n, d->unit_name[i], MOB_UNIT_NAME));
    d->nunits++;
    return check_placement(P, at, i);
}

static int parse_units(parser *P, const wg_ynode *list)
{
    mob_data *d = P->d;
    int fighters[2] = { 0, 0 };
    TRY(wg_y_seq(P->err, P->doc, list));
    for (int i = 0; i < list->count; i++)
        TRY(parse_unit(P, list->child[i]));
    for (int i = 0; i < d->nunits; i++)
        fighters[d->unit_side[i]] += !mob_utype(d, i)->general;
    for (int p = 0; p < 2; p++)
        if (!fighters[p])
            return wg_y_fail(P->err, P->doc, list, "side %d (%s) has no unit but generals", p,
                             d->side_name[p]);
    return WG_OK;
}

static int parse_victory(parser *P, const wg_ynode *v)
{
    static const char *const keys[] = { "destroy", "hold", "turns", NULL };
    mob_data *d = P->d;
    const wg_ynode *n;
    d->turns = 10;
    if (!v)
        return WG_OK;
    TRY(wg_y_check_keys(P->err, P->doc, v, keys));
    TRY(opt_int(P, v, "turns", 1, WG_MOB_MAX_TURNS, &d->turns));
    TRY(opt_int(P, v, "destroy", 1, WG_MOB_MAX_UNITS, &d->destroy));
    if (!(n = wg_y_get(v, "hold")))
        return WG_OK;
    TRY(wg_y_seq(P->err, P->doc, n));
    if (n->count > WG_MOB_MAX_OBJECTIVES)
        return wg_y_fail(P->err, P->doc, n, "more than %d hexes to hold", WG_MOB_MAX_OBJECTIVES);
    for (int i = 0; i < n->count; i++) {
        int cell;
        TRY(hexcc_parse_cell(P->err, P->doc, n->child[i], &d->board, &cell));
        for (int k = 0; k < d->nhold; k++)
            if (d->hold[k] == cell)
                return wg_y_fail(P->err, P->doc, n->child[i], "this hex is listed twice");
        d->hold[d->nhold++] = cell;
    }
    return WG_OK;
}

static int parse_scenario(parser *P, const wg_ynode *root)
{
    static const char *const keys[] = { "ruleset", "name", "description", "board", "sides",
                                        "units", "victory", NULL };
    mob_data *d = P->d;
    const wg_ynode *n;
    TRY(wg_y_check_keys(P->err, P->doc, root, keys));
    snprintf(d->name, sizeof d->name, "Memoir of Battle");
    if ((n = wg_y_get(root, "name")))
        TRY(copy_name(P, n, d->name, sizeof d->name));
    if ((n = wg_y_get(root, "description"))) {
        const char *text;
        TRY(wg_y_str(P->err, P->doc, n, 4096, &text));
    }
    TRY(wg_y_need(P->err, P->doc, root, "board", &n));
    TRY(hexcc_board_parse(P->err, P->doc, n, &d->board, NULL));
    TRY(wg_y_need(P->err, P->doc, root, "sides", &n));
    TRY(parse_sides(P, n));
    TRY(wg_y_need(P->err, P->doc, root, "units", &n));
    TRY(parse_units(P, n));
    return parse_victory(P, wg_y_get(root, "victory"));
}

int mob_data_load(wg_loader *L, const wg_ynode *root, void **data, size_t *state_size)
{
    mob_data *d = wg_calloc(L->alloc, 1, sizeof *d);
    if (!d) {
        L->err->status = WG_ENOMEM;
        return WG_ENOMEM;
    }
    int rc = load_builtin(d, L->alloc, L->err, wg_mob_terrain_yaml, wg_mob_terrain_yaml_len,
                          "mob/terrain.yaml", parse_terrain_file);
    if (rc == WG_OK)
        rc = load_builtin(d, L->alloc, L->err, wg_mob_units_yaml, wg_mob_units_yaml_len,
                          "mob/units.yaml", parse_units_file);
    if (rc == WG_OK) {
        parser P = { L->err, L->doc, d };
        rc = parse_scenario(&P, root);
    }
    if (rc != WG_OK) {
        wg_free(L->alloc, d);
        return rc;
    }
    *data = d;
    *state_size = sizeof(mob_state) + (size_t)d->nunits * sizeof(mob_unit) +
                  (size_t)d->board.ncells * sizeof(int32_t);
    return WG_OK;
}

void mob_data_free(const wg_alloc *alloc, void *data)
{
    wg_free(alloc, data);
}
