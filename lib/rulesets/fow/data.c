/*
 * The fow data block: the arsenal (arsenal.yaml, then the scenario's own
 * `arsenal:` additions) and the scenario (units, table, terrain, companies,
 * objectives), parsed once. Every error names file:line:column.
 */
#include <stdio.h>
#include <string.h>

#include "fow_internal.h"

extern const char wg_fow_arsenal_yaml[];
extern const size_t wg_fow_arsenal_yaml_len;

#define TRY(x)                  \
    do {                        \
        int rc_ = (x);          \
        if (rc_ != WG_OK)       \
            return rc_;         \
    } while (0)

typedef struct parser {
    wg_yerr *err;
    const wg_ydoc *doc;
    fow_data *d;
} parser;

static const char *const kind_names[] = { "tank", "infantry", "man_packed_gun", "medium_gun",
                                          NULL };
static const char *const motivation_names[] = { "fearless", "confident", "reluctant", NULL };
static const char *const skill_names[] = { "veteran", "trained", "conscript", NULL };
static const char *const fire_names[] = { "normal", "mg_team", "smg_team", "vehicle_mg", NULL };
static const char *const mount_names[] = { "any", "turret", "hull", "front", NULL };
static const char *const going_names[] = { "easy", "difficult", "very_difficult", NULL };
static const char *const shape_names[] = { "area", "line", NULL };
static const char *const command_names[] = { "none", "platoon", "company", "2ic", NULL };
static const char *const units_names[] = { "inch", "cm", NULL };
static const char *const mission_names[] = { "none", "free_for_all", "knife_fight", "doodlebug",
                                             NULL };
static const char *const wnote_names[] = { "no_he", "no_fire_if_moved", "stopped_by_schurzen",
                                           NULL };
static const char *const tnote_names[] = { "schurzen", "gun_shield", NULL };

/* ------------------------------------------------------------ scalars */

static int get_int(parser *P, const wg_ynode *n, int min, int max, int32_t *out)
{
    int64_t v;
    TRY(wg_y_int(P->err, P->doc, n, min, max, &v));
    *out = (int32_t)v;
    return WG_OK;
}

static int need_int(parser *P, const wg_ynode *map, const char *key, int min, int max,
                    int32_t *out)
{
    const wg_ynode *n;
    TRY(wg_y_need(P->err, P->doc, map, key, &n));
    return get_int(P, n, min, max, out);
}

static int opt_int(parser *P, const wg_ynode *map, const char *key, int min, int max,
                   int32_t *out)
{
    const wg_ynode *n = wg_y_get(map, key);
    return n ? get_int(P, n, min, max, out) : WG_OK;
}

static int opt_bool(parser *P, const wg_ynode *map, const char *key, int32_t *out)
{
    int v = *out;
    TRY(wg_y_opt_bool(P->err, P->doc, map, key, &v));
    *out = v;
    return WG_OK;
}

static int opt_enum(parser *P, const wg_ynode *map, const char *key, const char *const *names,
                    int32_t *out)
{
    const wg_ynode *n = wg_y_get(map, key);
    int v;
    if (!n)
        return WG_OK;
    TRY(wg_y_enum(P->err, P->doc, n, names, &v));
    *out = v;
    return WG_OK;
}

static int copy_str(parser *P, const wg_ynode *n, char *dst, size_t cap)
{
    const char *s;
    TRY(wg_y_str(P->err, P->doc, n, cap - 1, &s));
    memcpy(dst, s, n->len);
    dst[n->len] = '\0';
    return WG_OK;
}

static int key_is(const wg_ynode *n, const char *s)
{
    return n->kind == WG_Y_SCALAR && n->len == strlen(s) && memcmp(n->text, s, n->len) == 0;
}

/*
 * A decimal number "[-]digits[.digits]" (at most 4 decimals) times `scale`,
 * rounded to the nearest integer (halves away from zero). Positions and
 * facings only: rule distances are never converted (OF-G2).
 */
static int get_decimal(parser *P, const wg_ynode *n, int64_t limit, int64_t scale, int32_t *out)
{
    if (!n || n->kind != WG_Y_SCALAR || n->len == 0 || n->len > 24)
        return wg_y_fail(P->err, P->doc, n, "expected a number");
    const char *s = n->text;
    int neg = 0, digits = 0, decimals = -1;
    int64_t whole = 0, frac = 0, pow10 = 1;
    if (*s == '-' || *s == '+')
        neg = *s++ == '-';
    for (; *s; s++) {
        if (*s == '.' && decimals < 0) {
            decimals = 0;
        } else if (*s >= '0' && *s <= '9') {
            if (decimals >= 0) {
                if (++decimals > 4)
                    return wg_y_fail(P->err, P->doc, n, "at most 4 decimals");
                frac = frac * 10 + (*s - '0');
                pow10 *= 10;
            } else {
                whole = whole * 10 + (*s - '0');
                if (whole > limit)
                    return wg_y_fail(P->err, P->doc, n, "number out of range");
            }
            digits++;
        } else {
            return wg_y_fail(P->err, P->doc, n, "expected a number, got '%s'", n->text);
        }
    }
    if (!digits)
        return wg_y_fail(P->err, P->doc, n, "expected a number, got '%s'", n->text);
    int64_t num = (whole * pow10 + frac) * scale;
    int64_t v = (num + pow10 / 2) / pow10;
    if (pow10 == 1)
        v = num;
    *out = (int32_t)(neg ? -v : v);
    return WG_OK;
}

/* [x, y] in the scenario's unit, into table units. */
static int get_point(parser *P, const wg_ynode *n, wg_tab_point *out)
{
    int64_t scale = P->d->units == FOW_UNITS_INCH ? WG_TAB_INCH : WG_TAB_CM;
    TRY(wg_y_seq(P->err, P->doc, n));
    if (n->count != 2)
        return wg_y_fail(P->err, P->doc, n, "expected [x, y]");
    TRY(get_decimal(P, n->child[0], 10000, scale, &out->x));
    TRY(get_decimal(P, n->child[1], 10000, scale, &out->y));
    if (out->x < -WG_TAB_COORD_MAX / 2 || out->x > WG_TAB_COORD_MAX / 2 ||
        out->y < -WG_TAB_COORD_MAX / 2 || out->y > WG_TAB_COORD_MAX / 2)
        return wg_y_fail(P->err, P->doc, n, "point out of range");
    return WG_OK;
}

static int get_pair(parser *P, const wg_ynode *n, fow_pair *out)
{
    TRY(wg_y_seq(P->err, P->doc, n));
    if (n->count != 2)
        return wg_y_fail(P->err, P->doc, n, "expected [inches, centimetres]");
    TRY(get_int(P, n->child[0], 0, 1000, &out->in));
    TRY(get_int(P, n->child[1], 0, 2500, &out->cm));
    return WG_OK;
}

static int get_notes(parser *P, const wg_ynode *map, const char *const *names, uint32_t *out)
{
    const wg_ynode *n = wg_y_get(map, "notes");
    if (!n)
        return WG_OK;
    TRY(wg_y_seq(P->err, P->doc, n));
    for (int i = 0; i < n->count; i++) {
        int v;
        TRY(wg_y_enum(P->err, P->doc, n->child[i], names, &v));
        *out |= 1u << v;
    }
    return WG_OK;
}

/* ------------------------------------------------------------ arsenal */

static int find_weapon(const fow_data *d, const wg_ynode *n)
{
    for (int i = 0; i < d->nweapons; i++)
        if (key_is(n, d->weapon[i].key))
            return i;
    return -1;
}

static int find_type(const fow_data *d, const wg_ynode *n)
{
    for (int i = 0; i < d->ntypes; i++)
        if (key_is(n, d->type[i].key))
            return i;
    return -1;
}

static int find_ptype(const fow_data *d, const wg_ynode *n)
{
    for (int i = 0; i < d->nptypes; i++)
        if (key_is(n, d->ptype[i].key))
            return i;
    return -1;
}

static int parse_weapon(parser *P, const wg_ynode *key, const wg_ynode *v)
{
    static const char *const keys[] = { "name", "range", "rof", "anti_tank", "firepower",
                                        "tank_assault", "fire", "notes", NULL };
    fow_data *d = P->d;
    const wg_ynode *n;
    if (find_weapon(d, key) >= 0)
        return wg_y_fail(P->err, P->doc, key, "weapon '%s' is already defined", key->text);
    if (d->nweapons >= FOW_MAX_WEAPONS)
        return wg_y_fail(P->err, P->doc, key, "more than %d weapons", FOW_MAX_WEAPONS);
    TRY(wg_y_check_keys(P->err, P->doc, v, keys));
    fow_weapon *w = &d->weapon[d->nweapons];
    memset(w, 0, sizeof *w);
    TRY(copy_str(P, key, w->key, sizeof w->key));
    memcpy(w->name, w->key, sizeof w->key);
    if ((n = wg_y_get(v, "name")))
        TRY(copy_str(P, n, w->name, sizeof w->name));
    if ((n = wg_y_get(v, "range"))) {
        TRY(get_pair(P, n, &w->range));
        TRY(need_int(P, v, "rof", 1, FOW_MAX_ROF, &w->rof));
        TRY(need_int(P, v, "anti_tank", 0, 99, &w->anti_tank));
        TRY(need_int(P, v, "firepower", 1, 6, &w->firepower));
    }
    TRY(opt_int(P, v, "tank_assault", 0, 99, &w->tank_assault));
    TRY(opt_enum(P, v, "fire", fire_names, &w->fire));
    TRY(get_notes(P, v, wnote_names, &w->notes));
    d->nweapons++;
    return WG_OK;
}

static int parse_slots(parser *P, fow_type *t, const wg_ynode *list)
{
    static const char *const keys[] = { "weapon", "mount", "main", NULL };
    TRY(wg_y_seq(P->err, P->doc, list));
    if (list->count > FOW_MAX_SLOTS)
        return wg_y_fail(P->err, P->doc, list, "more than %d weapons on a team", FOW_MAX_SLOTS);
    for (int i = 0; i < list->count; i++) {
        const wg_ynode *s = list->child[i], *n;
        fow_slot *sl = &t->slot[i];
        TRY(wg_y_check_keys(P->err, P->doc, s, keys));
        TRY(wg_y_need(P->err, P->doc, s, "weapon", &n));
        if ((sl->weapon = find_weapon(P->d, n)) < 0)
            return wg_y_fail(P->err, P->doc, n, "unknown weapon '%s'", n->text);
        /* tanks' weapons are hull-mounted unless said; guns fire to the front */
        sl->mount = t->kind == WG_FOW_TANK ? FOW_MOUNT_HULL
                  : t->kind == WG_FOW_INFANTRY ? FOW_MOUNT_ANY : FOW_MOUNT_FRONT;
        TRY(opt_enum(P, s, "mount", mount_names, &sl->mount));
        sl->main = i == 0 && t->kind == WG_FOW_TANK;
        TRY(opt_bool(P, s, "main", &sl->main));
    }
    t->nslots = list->count;
    return WG_OK;
}

static int parse_type(parser *P, const wg_ynode *key, const wg_ynode *v)
{
    static const char *const keys[] = { "name", "kind", "mobility", "armour", "turret", "base",
                                        "weapons", "notes", NULL };
    static const char *const armour_keys[] = { "front", "side", "top", NULL };
    fow_data *d = P->d;
    const wg_ynode *n;
    if (find_type(d, key) >= 0)
        return wg_y_fail(P->err, P->doc, key, "team '%s' is already defined", key->text);
    if (d->ntypes >= FOW_MAX_TYPES)
        return wg_y_fail(P->err, P->doc, key, "more than %d teams", FOW_MAX_TYPES);
    TRY(wg_y_check_keys(P->err, P->doc, v, keys));
    fow_type *t = &d->type[d->ntypes];
    memset(t, 0, sizeof *t);
    TRY(copy_str(P, key, t->key, sizeof t->key));
    memcpy(t->name, t->key, sizeof t->key);
    if ((n = wg_y_get(v, "name")))
        TRY(copy_str(P, n, t->name, sizeof t->name));
    TRY(wg_y_need(P->err, P->doc, v, "kind", &n));
    int kind;
    TRY(wg_y_enum(P->err, P->doc, n, kind_names, &kind));
    t->kind = kind;
    /* OF-M1: infantry and man-packed guns 6"/15cm, medium guns 4"/10cm */
    t->mobility = kind == WG_FOW_MEDIUM_GUN ? FOW_D4 : FOW_D6;
    if (kind == WG_FOW_TANK) {
        TRY(wg_y_need(P->err, P->doc, v, "mobility", &n));
        TRY(get_pair(P, n, &t->mobility));
        TRY(wg_y_need(P->err, P->doc, v, "armour", &n));
        TRY(wg_y_check_keys(P->err, P->doc, n, armour_keys));
        TRY(need_int(P, n, "front", 0, 99, &t->front));
        TRY(need_int(P, n, "side", 0, 99, &t->side));
        TRY(need_int(P, n, "top", 0, 99, &t->top));
        TRY(opt_bool(P, v, "turret", &t->turret));
    } else if ((n = wg_y_get(v, "mobility")) || (n = wg_y_get(v, "armour")) ||
               (n = wg_y_get(v, "turret"))) {
        return wg_y_fail(P->err, P->doc, n, "only tanks have mobility, armour and turrets");
    }
    int32_t bw = 50, bd = 25;
    if ((n = wg_y_get(v, "base"))) {
        TRY(wg_y_seq(P->err, P->doc, n));
        if (n->count != 2)
            return wg_y_fail(P->err, P->doc, n, "expected [width, depth] in millimetres");
        TRY(get_int(P, n->child[0], 2, 1000, &bw));
        TRY(get_int(P, n->child[1], 2, 1000, &bd));
    }
    t->half_width = bw * 5; /* millimetres to half-extents in tenths of mm */
    t->half_depth = bd * 5;
    TRY(get_notes(P, v, tnote_names, &t->notes));
    TRY(wg_y_need(P->err, P->doc, v, "weapons", &n));
    TRY(parse_slots(P, t, n));
    d->ntypes++;
    return WG_OK;
}

static int parse_ptype(parser *P, const wg_ynode *key, const wg_ynode *v)
{
    static const char *const keys[] = { "name", "motivation", "skill", "teams", NULL };
    fow_data *d = P->d;
    const wg_ynode *n;
    if (find_ptype(d, key) >= 0)
        return wg_y_fail(P->err, P->doc, key, "platoon '%s' is already defined", key->text);
    if (d->nptypes >= FOW_MAX_PTYPES)
        return wg_y_fail(P->err, P->doc, key, "more than %d platoons", FOW_MAX_PTYPES);
    TRY(wg_y_check_keys(P->err, P->doc, v, keys));
    fow_ptype *pt = &d->ptype[d->nptypes];
    memset(pt, 0, sizeof *pt);
    TRY(copy_str(P, key, pt->key, sizeof pt->key));
    memcpy(pt->name, pt->key, sizeof pt->key);
    if ((n = wg_y_get(v, "name")))
        TRY(copy_str(P, n, pt->name, sizeof pt->name));
    int m, s;
    TRY(wg_y_need(P->err, P->doc, v, "motivation", &n));
    TRY(wg_y_enum(P->err, P->doc, n, motivation_names, &m));
    TRY(wg_y_need(P->err, P->doc, v, "skill", &n));
    TRY(wg_y_enum(P->err, P->doc, n, skill_names, &s));
    pt->motivation = m;
    pt->skill = s;
    TRY(wg_y_need(P->err, P->doc, v, "teams", &n));
    TRY(wg_y_seq(P->err, P->doc, n));
    if (n->count < 1 || n->count > FOW_MAX_PTYPE_TEAMS)
        return wg_y_fail(P->err, P->doc, n, "a platoon has 1 to %d teams", FOW_MAX_PTYPE_TEAMS);
    for (int i = 0; i < n->count; i++)
        if ((pt->team[i] = find_type(d, n->child[i])) < 0)
            return wg_y_fail(P->err, P->doc, n->child[i], "unknown team '%s'",
                             n->child[i]->text ? n->child[i]->text : "");
    pt->nteams = n->count;
    d->nptypes++;
    return WG_OK;
}

static int parse_section(parser *P, const wg_ynode *root, const char *name,
                         int (*one)(parser *, const wg_ynode *, const wg_ynode *))
{
    const wg_ynode *map = wg_y_get(root, name);
    if (!map)
        return WG_OK;
    TRY(wg_y_map(P->err, P->doc, map));
    for (int i = 0; i + 1 < map->count; i += 2)
        TRY(one(P, map->child[i], map->child[i + 1]));
    return WG_OK;
}

static int parse_arsenal(parser *P, const wg_ynode *root)
{
    static const char *const keys[] = { "weapons", "teams", "platoons", NULL };
    TRY(wg_y_check_keys(P->err, P->doc, root, keys));
    TRY(parse_section(P, root, "weapons", parse_weapon));
    TRY(parse_section(P, root, "teams", parse_type));
    return parse_section(P, root, "platoons", parse_ptype);
}

static int load_builtin(const wg_alloc *alloc, fow_data *d, wg_yerr *err)
{
    wg_ydoc doc;
    TRY(wg_y_parse(&doc, alloc, wg_fow_arsenal_yaml, wg_fow_arsenal_yaml_len, "fow/arsenal.yaml",
                   err));
    parser P = { err, &doc, d };
    int rc = doc.root ? parse_arsenal(&P, doc.root) : wg_y_fail(err, &doc, NULL, "empty");
    wg_y_free(&doc);
    return rc;
}

/* ------------------------------------------------------------ the scenario */

/* The box around a feature's points: a line of sight or a move that misses
 * it misses the feature, without the exact tests (geom.c). */
static void box_terrain(const fow_data *d, fow_terrain *t)
{
    const wg_tab_point *p = &d->point[t->first];
    t->x0 = t->x1 = p[0].x;
    t->y0 = t->y1 = p[0].y;
    for (int k = 1; k < t->npoints; k++) {
        t->x0 = p[k].x < t->x0 ? p[k].x : t->x0;
        t->x1 = p[k].x > t->x1 ? p[k].x : t->x1;
        t->y0 = p[k].y < t->y0 ? p[k].y : t->y0;
        t->y1 = p[k].y > t->y1 ? p[k].y : t->y1;
    }
}

static int parse_terrain(parser *P, const wg_ynode *list)
{
    static const char *const keys[] = { "name", "kind", "points", "going", "concealing",
                                        "bulletproof", "blocks_los", NULL };
    fow_data *d = P->d;
    TRY(wg_y_seq(P->err, P->doc, list));
    for (int i = 0; i < list->count; i++) {
        const wg_ynode *v = list->child[i], *n;
        if (d->nterrain >= FOW_MAX_TERRAIN)
            return wg_y_fail(P->err, P->doc, v, "more than %d terrain features",
                             FOW_MAX_TERRAIN);
        TRY(wg_y_check_keys(P->err, P->doc, v, keys));
        fow_terrain *t = &d->terrain[d->nterrain];
        memset(t, 0, sizeof *t);
        snprintf(t->name, sizeof t->name, "terrain %d", d->nterrain);
        if ((n = wg_y_get(v, "name")))
            TRY(copy_str(P, n, t->name, sizeof t->name));
        int shape;
        TRY(wg_y_need(P->err, P->doc, v, "kind", &n));
        TRY(wg_y_enum(P->err, P->doc, n, shape_names, &shape));
        t->shape = shape;
        TRY(opt_enum(P, v, "going", going_names, &t->going));
        TRY(opt_bool(P, v, "concealing", &t->concealing));
        TRY(opt_bool(P, v, "bulletproof", &t->bulletproof));
        TRY(opt_bool(P, v, "blocks_los", &t->blocks_los));
        TRY(wg_y_need(P->err, P->doc, v, "points", &n));
        TRY(wg_y_seq(P->err, P->doc, n));
        int min = shape == FOW_AREA ? 3 : 2;
        if (n->count < min)
            return wg_y_fail(P->err, P->doc, n, "a %s needs at least %d points",
                             shape_names[shape], min);
        if (d->npoints + n->count > FOW_MAX_POINTS)
            return wg_y_fail(P->err, P->doc, n, "more than %d terrain points", FOW_MAX_POINTS);
        t->first = d->npoints;
        for (int k = 0; k < n->count; k++)
            TRY(get_point(P, n->child[k], &d->point[d->npoints++]));
        t->npoints = n->count;
        box_terrain(d, t);
        d->nterrain++;
    }
    return WG_OK;
}

static int parse_team(parser *P, const wg_ynode *v, fow_platoon_def *pl, const fow_ptype *pt,
                      int index)
{
    static const char *const keys[] = { "type", "name", "at", "facing", "turret", "command",
                                        "moved", "shot", "dug_in", "bailed_out", "bogged",
                                        "destroyed", NULL };
    fow_data *d = P->d;
    const wg_ynode *n;
    if (d->nteams >= FOW_MAX_TEAMS)
        return wg_y_fail(P->err, P->doc, v, "more than %d teams", FOW_MAX_TEAMS);
    TRY(wg_y_check_keys(P->err, P->doc, v, keys));
    fow_team_def *t = &d->team[d->nteams];
    memset(t, 0, sizeof *t);
    t->player = pl->player;
    t->platoon = d->nplatoons;
    t->type = -1;
    if ((n = wg_y_get(v, "type"))) {
        if ((t->type = find_type(d, n)) < 0)
            return wg_y_fail(P->err, P->doc, n, "unknown team type '%s'", n->text ? n->text : "");
    } else if (pt && index < pt->nteams) {
        t->type = pt->team[index];
    } else {
        return wg_y_fail(P->err, P->doc, v, "missing key 'type'");
    }
    char label[64];
    snprintf(label, sizeof label, "%.40s %d", d->type[t->type].name, index % 100 + 1);
    memcpy(t->name, label, sizeof t->name);
    t->name[sizeof t->name - 1] = '\0';
    if ((n = wg_y_get(v, "name")))
        TRY(copy_str(P, n, t->name, sizeof t->name));
    wg_tab_point at = { 0, 0 };
    if (d->mission) { /* deployed in play (OF-X1..OF-X4) */
        if ((n = wg_y_get(v, "at")))
            return wg_y_fail(P->err, P->doc, n, "with a mission, teams are deployed in play "
                             "(WG_DEC_SETUP): no 'at'");
    } else {
        TRY(wg_y_need(P->err, P->doc, v, "at", &n));
        TRY(get_point(P, n, &at));
        if (at.x < 0 || at.y < 0 || at.x > d->width || at.y > d->depth)
            return wg_y_fail(P->err, P->doc, n, "the team is off the table");
    }
    t->x = at.x;
    t->y = at.y;
    t->facing = t->player == 0 ? 90000 : 270000;
    if ((n = wg_y_get(v, "facing")))
        TRY(get_decimal(P, n, 100000, 1000, &t->facing));
    t->facing = ((t->facing % WG_TAB_TURN) + WG_TAB_TURN) % WG_TAB_TURN;
    t->turret = t->facing;
    if ((n = wg_y_get(v, "turret"))) {
        if (!d->type[t->type].turret)
            return wg_y_fail(P->err, P->doc, n, "this team has no turret");
        TRY(get_decimal(P, n, 100000, 1000, &t->turret));
        t->turret = ((t->turret % WG_TAB_TURN) + WG_TAB_TURN) % WG_TAB_TURN;
    }
    t->command = index == 0 ? WG_FOW_CMD_PLATOON : WG_FOW_CMD_NONE;
    TRY(opt_enum(P, v, "command", command_names, &t->command));
    int32_t moved = 0, shot = 0, dug = 0, bailed = 0, bogged = 0, gone = 0;
    TRY(opt_bool(P, v, "destroyed", &gone));
    TRY(opt_bool(P, v, "moved", &moved));
    TRY(opt_bool(P, v, "shot", &shot));
    TRY(opt_bool(P, v, "dug_in", &dug));
    TRY(opt_bool(P, v, "bailed_out", &bailed));
    TRY(opt_bool(P, v, "bogged", &bogged));
    if ((bailed || bogged) && d->type[t->type].kind != WG_FOW_TANK &&
        !(bogged && d->type[t->type].kind == WG_FOW_MEDIUM_GUN))
        return wg_y_fail(P->err, P->doc, v, "only tanks bail out, only tanks and guns bog");
    if (dug && d->type[t->type].kind == WG_FOW_TANK)
        return wg_y_fail(P->err, P->doc, v, "tanks do not dig in");
    t->flags = WG_FOW_TEAM_ALIVE | (moved ? WG_FOW_TEAM_MOVED : 0u) |
               (shot ? WG_FOW_TEAM_SHOT : 0u) | (dug ? WG_FOW_TEAM_DUG_IN : 0u) |
               (bailed ? WG_FOW_TEAM_BAILED_OUT : 0u) | (bogged ? WG_FOW_TEAM_BOGGED : 0u);
    if (gone)
        t->flags = 0; /* already lost: counts as destroyed (OF-S18, OF-W1) */
    d->nteams++;
    return WG_OK;
}

static int parse_platoon(parser *P, const wg_ynode *v, int player)
{
    static const char *const keys[] = { "name", "type", "motivation", "skill", "pinned", "teams",
                                        NULL };
    fow_data *d = P->d;
    const wg_ynode *n;
    const fow_ptype *pt = NULL;
    if (d->nplatoons >= FOW_MAX_PLATOONS)
        return wg_y_fail(P->err, P->doc, v, "more than %d platoons", FOW_MAX_PLATOONS);
    TRY(wg_y_check_keys(P->err, P->doc, v, keys));
    fow_platoon_def *pl = &d->platoon[d->nplatoons];
    memset(pl, 0, sizeof *pl);
    pl->player = player;
    pl->motivation = WG_FOW_CONFIDENT;
    pl->skill = WG_FOW_TRAINED;
    if ((n = wg_y_get(v, "type"))) {
        int k = find_ptype(d, n);
        if (k < 0)
            return wg_y_fail(P->err, P->doc, n, "unknown platoon type '%s'",
                             n->text ? n->text : "");
        pt = &d->ptype[k];
        pl->motivation = pt->motivation;
        pl->skill = pt->skill;
        memcpy(pl->name, pt->name, sizeof pl->name);
    } else {
        snprintf(pl->name, sizeof pl->name, "platoon %d", d->nplatoons + 1);
    }
    if ((n = wg_y_get(v, "name")))
        TRY(copy_str(P, n, pl->name, sizeof pl->name));
    TRY(opt_enum(P, v, "motivation", motivation_names, &pl->motivation));
    TRY(opt_enum(P, v, "skill", skill_names, &pl->skill));
    TRY(opt_bool(P, v, "pinned", &pl->pinned));
    TRY(wg_y_need(P->err, P->doc, v, "teams", &n));
    TRY(wg_y_seq(P->err, P->doc, n));
    if (n->count < 1 || n->count > FOW_MAX_PLATOON_TEAMS)
        return wg_y_fail(P->err, P->doc, n, "a platoon has 1 to %d teams",
                         FOW_MAX_PLATOON_TEAMS);
    pl->first = d->nteams;
    int platoon_cmd = 0;
    pl->hq = 1;
    for (int i = 0; i < n->count; i++) {
        TRY(parse_team(P, n->child[i], pl, pt, i));
        int c = d->team[d->nteams - 1].command;
        platoon_cmd += c == WG_FOW_CMD_PLATOON;
        if (c != WG_FOW_CMD_COMPANY && c != WG_FOW_CMD_2IC)
            pl->hq = 0;
    }
    pl->count = n->count;
    if (platoon_cmd > 1)
        return wg_y_fail(P->err, P->doc, n, "a platoon has one platoon command team");
    d->nplatoons++;
    return WG_OK;
}

static int parse_companies(parser *P, const wg_ynode *list)
{
    static const char *const keys[] = { "player", "name", "platoons", NULL };
    fow_data *d = P->d;
    int seen[2] = { 0, 0 };
    TRY(wg_y_seq(P->err, P->doc, list));
    if (list->count != 2)
        return wg_y_fail(P->err, P->doc, list, "expected two companies");
    for (int i = 0; i < 2; i++) {
        const wg_ynode *c = list->child[i], *n;
        int32_t player = i;
        TRY(wg_y_check_keys(P->err, P->doc, c, keys));
        TRY(opt_int(P, c, "player", 0, 1, &player));
        if (seen[player]++)
            return wg_y_fail(P->err, P->doc, c, "two companies for player %d", player);
        snprintf(d->player_name[player], sizeof d->player_name[player], "player %d", player);
        if ((n = wg_y_get(c, "name")))
            TRY(copy_str(P, n, d->player_name[player], sizeof d->player_name[player]));
        TRY(wg_y_need(P->err, P->doc, c, "platoons", &n));
        TRY(wg_y_seq(P->err, P->doc, n));
        for (int k = 0; k < n->count; k++)
            TRY(parse_platoon(P, n->child[k], player));
    }
    return WG_OK;
}

static int parse_objectives(parser *P, const wg_ynode *list)
{
    static const char *const keys[] = { "at", "player", NULL };
    fow_data *d = P->d;
    TRY(wg_y_seq(P->err, P->doc, list));
    if (list->count > FOW_MAX_OBJECTIVES)
        return wg_y_fail(P->err, P->doc, list, "more than %d objectives", FOW_MAX_OBJECTIVES);
    for (int i = 0; i < list->count; i++) {
        const wg_ynode *v = list->child[i], *n;
        fow_objective *o = &d->objective[i];
        wg_tab_point at;
        TRY(wg_y_check_keys(P->err, P->doc, v, keys));
        TRY(wg_y_need(P->err, P->doc, v, "at", &n));
        TRY(get_point(P, n, &at));
        o->x = at.x;
        o->y = at.y;
        TRY(need_int(P, v, "player", 0, 1, &o->player));
    }
    d->nobjectives = list->count;
    return WG_OK;
}

/* The objectives a mission places, in the book's order (OF-X1..OF-X3). */
static int mission_objectives(parser *P, const wg_ynode *root)
{
    fow_data *d = P->d;
    const wg_ynode *n;
    if ((n = wg_y_get(root, "objectives")))
        return wg_y_fail(P->err, P->doc, n, "a mission places its objectives in play");
    int32_t in16 = fow_dist(d, FOW_D16), in12 = fow_dist(d, (fow_pair){ 12, 30 });
    int32_t in8 = fow_dist(d, FOW_D8);
    if (d->depth / 2 <= in12 + in8 || d->width <= 2 * in8 + in16 / 2 || d->width <= 3 * in8)
        return wg_y_fail(P->err, P->doc, wg_y_get(root, "table"),
                         "the table is too small for the mission");
    static const int32_t ffa[4][3] = { { 1, FOW_BOX_OBJ_EDGE0, 1 }, { 1, FOW_BOX_OBJ_EDGE0, 1 },
                                       { 0, FOW_BOX_OBJ_EDGE1, 0 }, { 0, FOW_BOX_OBJ_EDGE1, 0 } };
    static const int32_t knife[4][3] = { { 1, FOW_BOX_KNIFE_TL, 1 }, { 0, FOW_BOX_KNIFE_TR, 0 },
                                         { 1, FOW_BOX_KNIFE_BR, 1 }, { 0, FOW_BOX_KNIFE_BL, 0 } };
    static const int32_t doodle[2][3] = { { 0, FOW_BOX_DOODLE, 1 }, { 1, FOW_BOX_DOODLE, 1 } };
    const int32_t(*list)[3] = d->mission == WG_FOW_MISSION_FREE_FOR_ALL ? ffa
                             : d->mission == WG_FOW_MISSION_KNIFE_FIGHT ? knife : doodle;
    d->nobjectives = d->mission == WG_FOW_MISSION_DOODLEBUG ? 2 : 4;
    for (int k = 0; k < d->nobjectives; k++) {
        d->objective[k].placer = list[k][0];
        d->objective[k].box = list[k][1];
        d->objective[k].player = list[k][2];
        d->objective[k].x = d->objective[k].y = -1;
    }
    return WG_OK;
}

static int parse_scenario(parser *P, const wg_ynode *root)
{
    static const char *const keys[] = { "ruleset", "name", "units", "table", "terrain",
                                        "companies", "objectives", "turns", "arsenal", "mission",
                                        NULL };
    static const char *const table_keys[] = { "width", "depth", NULL };
    fow_data *d = P->d;
    const wg_ynode *n;
    TRY(wg_y_check_keys(P->err, P->doc, root, keys));
    if ((n = wg_y_get(root, "arsenal")))
        TRY(parse_arsenal(P, n));
    TRY(wg_y_need(P->err, P->doc, root, "units", &n));
    int units;
    TRY(wg_y_enum(P->err, P->doc, n, units_names, &units));
    d->units = units;
    int64_t scale = units == FOW_UNITS_INCH ? WG_TAB_INCH : WG_TAB_CM;
    TRY(wg_y_need(P->err, P->doc, root, "table", &n));
    TRY(wg_y_check_keys(P->err, P->doc, n, table_keys));
    const wg_ynode *w, *dp;
    TRY(wg_y_need(P->err, P->doc, n, "width", &w));
    TRY(wg_y_need(P->err, P->doc, n, "depth", &dp));
    TRY(get_decimal(P, w, 5000, scale, &d->width));
    TRY(get_decimal(P, dp, 5000, scale, &d->depth));
    if (d->width <= 0 || d->depth <= 0)
        return wg_y_fail(P->err, P->doc, n, "the table needs a width and a depth");
    TRY(opt_int(P, root, "turns", 0, 1000, &d->turns));
    if ((n = wg_y_get(root, "terrain")))
        TRY(parse_terrain(P, n));
    TRY(opt_enum(P, root, "mission", mission_names, &d->mission));
    if (d->mission)
        TRY(mission_objectives(P, root));
    TRY(wg_y_need(P->err, P->doc, root, "companies", &n));
    TRY(parse_companies(P, n));
    if ((n = wg_y_get(root, "objectives")))
        TRY(parse_objectives(P, n));
    return WG_OK;
}

/* Where the state's arrays sit: every part is int32 words, so no padding. */
static void layout(fow_data *d)
{
    int biggest = 1, per_player[2] = { 0, 0 };
    for (int i = 0; i < d->nteams; i++)
        per_player[d->team[i].player]++;
    /* defensive fire: every team of a side may fire (OF-A4) */
    biggest = per_player[0] > per_player[1] ? per_player[0] : per_player[1];
    if (biggest < 1)
        biggest = 1;
    d->max_decl = biggest * FOW_MAX_SLOTS;
    d->max_hits = d->max_decl * FOW_MAX_ROF;
    if (d->max_hits < d->nteams) /* a round of fighting: one hit per team at most */
        d->max_hits = d->nteams;
    d->off_team = sizeof(fow_hdr);
    d->off_platoon = d->off_team + (size_t)d->nteams * sizeof(fow_tstate);
    d->off_decl = d->off_platoon + (size_t)d->nplatoons * sizeof(fow_pstate);
    d->off_hit = d->off_decl + (size_t)d->max_decl * sizeof(fow_decl);
    d->state_size = d->off_hit + (size_t)d->max_hits * sizeof(fow_hit);
}

int fow_load(wg_loader *L, const wg_ynode *root, void **data, size_t *state_size)
{
    fow_data *d = wg_calloc(L->alloc, 1, sizeof *d);
    if (!d)
        return L->err->status = WG_ENOMEM;
    int rc = load_builtin(L->alloc, d, L->err);
    if (rc == WG_OK) {
        parser P = { L->err, L->doc, d };
        rc = parse_scenario(&P, root);
    }
    if (rc != WG_OK) {
        wg_free(L->alloc, d);
        return rc;
    }
    layout(d);
    *data = d;
    *state_size = d->state_size;
    return WG_OK;
}

void fow_free(const wg_alloc *alloc, void *data)
{
    wg_free(alloc, data);
}
