/*
 * The fow data block: the arsenal (arsenal.yaml, then the scenario's own
 * `arsenal:` additions) and the scenario (units, table, terrain, companies,
 * objectives), parsed once. Every error names file:line:column.
 */
#include <stdio.h>
#include <string.h>

#include "core/schema.h"
#include "fow_internal.h"

extern const char wg_fow_arsenal_yaml[];
extern const size_t wg_fow_arsenal_yaml_len;

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

/*
 * A decimal number "[-]digits[.digits]" (at most 4 decimals) times `scale`,
 * rounded to the nearest integer (halves away from zero). Positions and
 * facings only: rule distances are never converted (OF-G2).
 */
static int get_decimal(const wg_reader *R, const wg_ynode *n, int64_t limit, int64_t scale, int32_t *out)
{
    if (!n || n->kind != WG_Y_SCALAR || n->len == 0 || n->len > 24)
        return wg_read_fail(R, n, "expected a number");
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
                    return wg_read_fail(R, n, "at most 4 decimals");
                frac = frac * 10 + (*s - '0');
                pow10 *= 10;
            } else {
                whole = whole * 10 + (*s - '0');
                if (whole > limit)
                    return wg_read_fail(R, n, "number out of range");
            }
            digits++;
        } else {
            return wg_read_fail(R, n, "expected a number, got '%s'", n->text);
        }
    }
    if (!digits)
        return wg_read_fail(R, n, "expected a number, got '%s'", n->text);
    int64_t num = (whole * pow10 + frac) * scale;
    int64_t v = (num + pow10 / 2) / pow10;
    if (pow10 == 1)
        v = num;
    *out = (int32_t)(neg ? -v : v);
    return WG_OK;
}

/* [x, y] in the scenario's unit, into table units. */
static int get_point(const wg_reader *R, fow_data *d, const wg_ynode *n, wg_tab_point *out)
{
    int64_t scale = d->units == FOW_UNITS_INCH ? WG_TAB_INCH : WG_TAB_CM;
    WG_TRY(wg_read_seq(R, n));
    if (n->count != 2)
        return wg_read_fail(R, n, "expected [x, y]");
    WG_TRY(get_decimal(R, n->child[0], 10000, scale, &out->x));
    WG_TRY(get_decimal(R, n->child[1], 10000, scale, &out->y));
    if (out->x < -WG_TAB_COORD_MAX / 2 || out->x > WG_TAB_COORD_MAX / 2 ||
        out->y < -WG_TAB_COORD_MAX / 2 || out->y > WG_TAB_COORD_MAX / 2)
        return wg_read_fail(R, n, "point out of range");
    return WG_OK;
}

static int get_pair(const wg_reader *R, const wg_ynode *n, fow_pair *out)
{
    WG_TRY(wg_read_seq(R, n));
    if (n->count != 2)
        return wg_read_fail(R, n, "expected [inches, centimetres]");
    WG_TRY(wg_read_int(R, n->child[0], 0, 1000, &out->in));
    WG_TRY(wg_read_int(R, n->child[1], 0, 2500, &out->cm));
    return WG_OK;
}

/* ------------------------------------------------------------ arsenal */

static int find_weapon(const fow_data *d, const wg_ynode *n)
{
    for (int i = 0; i < d->nweapons; i++)
        if (wg_read_is(n, d->weapon[i].key))
            return i;
    return -1;
}

static int find_type(const fow_data *d, const wg_ynode *n)
{
    for (int i = 0; i < d->ntypes; i++)
        if (wg_read_is(n, d->type[i].key))
            return i;
    return -1;
}

static int find_ptype(const fow_data *d, const wg_ynode *n)
{
    for (int i = 0; i < d->nptypes; i++)
        if (wg_read_is(n, d->ptype[i].key))
            return i;
    return -1;
}

static const wg_field weapon_fields[] = {
    WG_FIELD_NAME_(fow_weapon, name, "name", WG_FIELD_OPTIONAL),
    WG_FIELD_CODE_("range"),
    WG_FIELD_CODE_("rof"),
    WG_FIELD_CODE_("anti_tank"),
    WG_FIELD_CODE_("firepower"),
    WG_FIELD_INT_(fow_weapon, tank_assault, "tank_assault", 0, 99, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_ENUM_(fow_weapon, fire, "fire", fire_names, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_MASK_(fow_weapon, notes, "notes", wnote_names),
    WG_FIELD_END_,
};

/* A weapon with a range shoots: these say how (an assault-only weapon has none). */
static const wg_field shooting_fields[] = {
    WG_FIELD_INT_(fow_weapon, rof, "rof", 1, FOW_MAX_ROF, WG_FIELD_REQUIRED, 0),
    WG_FIELD_INT_(fow_weapon, anti_tank, "anti_tank", 0, 99, WG_FIELD_REQUIRED, 0),
    WG_FIELD_INT_(fow_weapon, firepower, "firepower", 1, 6, WG_FIELD_REQUIRED, 0),
    WG_FIELD_END_,
};

static int parse_weapon(const wg_reader *R, fow_data *d, const wg_ynode *key, const wg_ynode *v)
{
    const wg_ynode *n;
    if (find_weapon(d, key) >= 0)
        return wg_read_fail(R, key, "weapon '%s' is already defined", key->text);
    if (d->nweapons >= FOW_MAX_WEAPONS)
        return wg_read_fail(R, key, "more than %d weapons", FOW_MAX_WEAPONS);
    fow_weapon *w = &d->weapon[d->nweapons];
    memset(w, 0, sizeof *w);
    WG_TRY(wg_read_name(R, key, w->key, sizeof w->key));
    memcpy(w->name, w->key, sizeof w->key);
    WG_TRY(wg_read_fields(R, v, weapon_fields, w));
    if ((n = wg_y_get(v, "range"))) {
        WG_TRY(get_pair(R, n, &w->range));
        WG_TRY(wg_read_values(R, v, shooting_fields, w));
    }
    d->nweapons++;
    return WG_OK;
}

static int parse_slots(const wg_reader *R, fow_data *d, fow_type *t, const wg_ynode *list)
{
    static const char *const keys[] = { "weapon", "mount", "main", NULL };
    WG_TRY(wg_read_seq_max(R, list, FOW_MAX_SLOTS, "weapons on a team"));
    for (int i = 0; i < list->count; i++) {
        const wg_ynode *s = list->child[i], *n;
        fow_slot *sl = &t->slot[i];
        WG_TRY(wg_y_check_keys(R->err, R->doc, s, keys));
        WG_TRY(wg_read_need(R, s, "weapon", &n));
        if ((sl->weapon = find_weapon(d, n)) < 0)
            return wg_read_fail(R, n, "unknown weapon '%s'", n->text);
        /* tanks' weapons are hull-mounted unless said; guns fire to the front */
        sl->mount = t->kind == WG_FOW_TANK ? FOW_MOUNT_HULL
                  : t->kind == WG_FOW_INFANTRY ? FOW_MOUNT_ANY : FOW_MOUNT_FRONT;
        WG_TRY(wg_read_opt_enum(R, s, "mount", mount_names, &sl->mount));
        sl->main = i == 0 && t->kind == WG_FOW_TANK;
        WG_TRY(wg_read_opt_bool(R, s, "main", &sl->main));
    }
    t->nslots = list->count;
    return WG_OK;
}

static const wg_field type_fields[] = {
    WG_FIELD_NAME_(fow_type, name, "name", WG_FIELD_OPTIONAL),
    WG_FIELD_ENUM_(fow_type, kind, "kind", kind_names, WG_FIELD_REQUIRED, 0),
    WG_FIELD_CODE_("mobility"),
    WG_FIELD_CODE_("armour"),
    WG_FIELD_CODE_("turret"),
    WG_FIELD_CODE_("base"),
    WG_FIELD_CODE_("weapons"),
    WG_FIELD_MASK_(fow_type, notes, "notes", tnote_names),
    WG_FIELD_END_,
};

static const wg_field armour_fields[] = {
    WG_FIELD_INT_(fow_type, front, "front", 0, 99, WG_FIELD_REQUIRED, 0),
    WG_FIELD_INT_(fow_type, side, "side", 0, 99, WG_FIELD_REQUIRED, 0),
    WG_FIELD_INT_(fow_type, top, "top", 0, 99, WG_FIELD_REQUIRED, 0),
    WG_FIELD_END_,
};

/* A tank's own keys; other kinds may not have them. */
static int parse_tank(const wg_reader *R, fow_type *t, const wg_ynode *v)
{
    const wg_ynode *n;
    if (t->kind != WG_FOW_TANK) {
        if ((n = wg_y_get(v, "mobility")) || (n = wg_y_get(v, "armour")) ||
            (n = wg_y_get(v, "turret")))
            return wg_read_fail(R, n, "only tanks have mobility, armour and turrets");
        return WG_OK;
    }
    WG_TRY(wg_read_need(R, v, "mobility", &n));
    WG_TRY(get_pair(R, n, &t->mobility));
    WG_TRY(wg_read_need(R, v, "armour", &n));
    WG_TRY(wg_read_fields(R, n, armour_fields, t));
    return wg_read_opt_bool(R, v, "turret", &t->turret);
}

static int parse_type(const wg_reader *R, fow_data *d, const wg_ynode *key, const wg_ynode *v)
{
    const wg_ynode *n;
    if (find_type(d, key) >= 0)
        return wg_read_fail(R, key, "team '%s' is already defined", key->text);
    if (d->ntypes >= FOW_MAX_TYPES)
        return wg_read_fail(R, key, "more than %d teams", FOW_MAX_TYPES);
    fow_type *t = &d->type[d->ntypes];
    memset(t, 0, sizeof *t);
    WG_TRY(wg_read_name(R, key, t->key, sizeof t->key));
    memcpy(t->name, t->key, sizeof t->key);
    WG_TRY(wg_read_fields(R, v, type_fields, t));
    /* OF-M1: infantry and man-packed guns 6"/15cm, medium guns 4"/10cm */
    t->mobility = t->kind == WG_FOW_MEDIUM_GUN ? FOW_D4 : FOW_D6;
    WG_TRY(parse_tank(R, t, v));
    int32_t bw = 50, bd = 25;
    if ((n = wg_y_get(v, "base"))) {
        WG_TRY(wg_read_seq(R, n));
        if (n->count != 2)
            return wg_read_fail(R, n, "expected [width, depth] in millimetres");
        WG_TRY(wg_read_int(R, n->child[0], 2, 1000, &bw));
        WG_TRY(wg_read_int(R, n->child[1], 2, 1000, &bd));
    }
    t->half_width = bw * 5; /* millimetres to half-extents in tenths of mm */
    t->half_depth = bd * 5;
    fow_reach reach = fow_base_reach(t->half_width, t->half_depth);
    t->reach_in = reach.in;
    t->reach_out = reach.out;
    if (reach.out > d->max_reach_out)
        d->max_reach_out = reach.out;
    WG_TRY(wg_read_need(R, v, "weapons", &n));
    WG_TRY(parse_slots(R, d, t, n));
    d->ntypes++;
    return WG_OK;
}

static const wg_field ptype_fields[] = {
    WG_FIELD_NAME_(fow_ptype, name, "name", WG_FIELD_OPTIONAL),
    WG_FIELD_ENUM_(fow_ptype, motivation, "motivation", motivation_names, WG_FIELD_REQUIRED, 0),
    WG_FIELD_ENUM_(fow_ptype, skill, "skill", skill_names, WG_FIELD_REQUIRED, 0),
    WG_FIELD_CODE_("teams"),
    WG_FIELD_END_,
};

static int parse_ptype(const wg_reader *R, fow_data *d, const wg_ynode *key, const wg_ynode *v)
{
    const wg_ynode *n;
    if (find_ptype(d, key) >= 0)
        return wg_read_fail(R, key, "platoon '%s' is already defined", key->text);
    if (d->nptypes >= FOW_MAX_PTYPES)
        return wg_read_fail(R, key, "more than %d platoons", FOW_MAX_PTYPES);
    fow_ptype *pt = &d->ptype[d->nptypes];
    memset(pt, 0, sizeof *pt);
    WG_TRY(wg_read_name(R, key, pt->key, sizeof pt->key));
    memcpy(pt->name, pt->key, sizeof pt->key);
    WG_TRY(wg_read_fields(R, v, ptype_fields, pt));
    WG_TRY(wg_read_need(R, v, "teams", &n));
    WG_TRY(wg_read_seq(R, n));
    if (n->count < 1 || n->count > FOW_MAX_PTYPE_TEAMS)
        return wg_read_fail(R, n, "a platoon has 1 to %d teams", FOW_MAX_PTYPE_TEAMS);
    for (int i = 0; i < n->count; i++)
        if ((pt->team[i] = find_type(d, n->child[i])) < 0)
            return wg_read_fail(R, n->child[i], "unknown team '%s'",
                             n->child[i]->text ? n->child[i]->text : "");
    pt->nteams = n->count;
    d->nptypes++;
    return WG_OK;
}

static int parse_section(const wg_reader *R, fow_data *d, const wg_ynode *root, const char *name,
                         int (*one)(const wg_reader *, fow_data *, const wg_ynode *,
                                    const wg_ynode *))
{
    const wg_ynode *map = wg_y_get(root, name);
    if (!map)
        return WG_OK;
    WG_TRY(wg_y_map(R->err, R->doc, map));
    for (int i = 0; i + 1 < map->count; i += 2)
        WG_TRY(one(R, d, map->child[i], map->child[i + 1]));
    return WG_OK;
}

static int parse_arsenal(const wg_reader *R, fow_data *d, const wg_ynode *root)
{
    static const char *const keys[] = { "weapons", "teams", "platoons", NULL };
    WG_TRY(wg_y_check_keys(R->err, R->doc, root, keys));
    WG_TRY(parse_section(R, d, root, "weapons", parse_weapon));
    WG_TRY(parse_section(R, d, root, "teams", parse_type));
    return parse_section(R, d, root, "platoons", parse_ptype);
}

static int parse_builtin(const wg_reader *R, const wg_ynode *root, void *data)
{
    return parse_arsenal(R, data, root);
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

static const wg_field terrain_fields[] = {
    WG_FIELD_NAME_(fow_terrain, name, "name", WG_FIELD_OPTIONAL),
    WG_FIELD_ENUM_(fow_terrain, shape, "kind", shape_names, WG_FIELD_REQUIRED, 0),
    WG_FIELD_CODE_("points"),
    WG_FIELD_ENUM_(fow_terrain, going, "going", going_names, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(fow_terrain, concealing, "concealing", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(fow_terrain, bulletproof, "bulletproof", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(fow_terrain, blocks_los, "blocks_los", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_END_,
};

static int parse_feature(const wg_reader *R, fow_data *d, const wg_ynode *v)
{
    const wg_ynode *n;
    if (d->nterrain >= FOW_MAX_TERRAIN)
        return wg_read_fail(R, v, "more than %d terrain features", FOW_MAX_TERRAIN);
    fow_terrain *t = &d->terrain[d->nterrain];
    memset(t, 0, sizeof *t);
    snprintf(t->name, sizeof t->name, "terrain %d", d->nterrain);
    WG_TRY(wg_read_fields(R, v, terrain_fields, t));
    WG_TRY(wg_read_need(R, v, "points", &n));
    WG_TRY(wg_read_seq(R, n));
    int min = t->shape == FOW_AREA ? 3 : 2;
    if (n->count < min)
        return wg_read_fail(R, n, "a %s needs at least %d points", shape_names[t->shape], min);
    if (d->npoints + n->count > FOW_MAX_POINTS)
        return wg_read_fail(R, n, "more than %d terrain points", FOW_MAX_POINTS);
    t->first = d->npoints;
    for (int k = 0; k < n->count; k++)
        WG_TRY(get_point(R, d, n->child[k], &d->point[d->npoints++]));
    t->npoints = n->count;
    box_terrain(d, t);
    if (t->blocks_los)
        d->blocking[d->nblocking++] = d->nterrain;
    d->nterrain++;
    return WG_OK;
}

static int parse_terrain(const wg_reader *R, fow_data *d, const wg_ynode *list)
{
    WG_TRY(wg_read_seq(R, list));
    for (int i = 0; i < list->count; i++)
        WG_TRY(parse_feature(R, d, list->child[i]));
    return WG_OK;
}

static const wg_field team_fields[] = {
    WG_FIELD_CODE_("type"),
    WG_FIELD_NAME_(fow_team_def, name, "name", WG_FIELD_OPTIONAL),
    WG_FIELD_CODE_("at"),
    WG_FIELD_CODE_("facing"),
    WG_FIELD_CODE_("turret"),
    WG_FIELD_ENUM_(fow_team_def, command, "command", command_names, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_CODE_("moved"),
    WG_FIELD_CODE_("shot"),
    WG_FIELD_CODE_("dug_in"),
    WG_FIELD_CODE_("bailed_out"),
    WG_FIELD_CODE_("bogged"),
    WG_FIELD_CODE_("destroyed"),
    WG_FIELD_END_,
};

/* How a team starts (a scenario may begin mid-game). */
typedef struct team_start {
    int32_t moved, shot, dug, bailed, bogged, gone;
} team_start;

static const wg_field start_fields[] = {
    WG_FIELD_BOOL_(team_start, gone, "destroyed", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(team_start, moved, "moved", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(team_start, shot, "shot", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(team_start, dug, "dug_in", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(team_start, bailed, "bailed_out", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(team_start, bogged, "bogged", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_END_,
};

/* The team's type: its own `type:`, or its place in the platoon type's list. */
static int team_type(const wg_reader *R, const fow_data *d, const wg_ynode *v,
                     const fow_ptype *pt, int index, int32_t *type)
{
    const wg_ynode *n;
    if ((n = wg_y_get(v, "type"))) {
        if ((*type = find_type(d, n)) < 0)
            return wg_read_fail(R, n, "unknown team type '%s'", n->text ? n->text : "");
    } else if (pt && index < pt->nteams) {
        *type = pt->team[index];
    } else {
        return wg_read_fail(R, v, "missing key 'type'");
    }
    return WG_OK;
}

/* A direction in degrees from 0 to 360 (the same as 0), into milli-degrees. */
static int get_angle(const wg_reader *R, const wg_ynode *n, int32_t *out)
{
    WG_TRY(get_decimal(R, n, 100000, 1000, out));
    if (*out < 0 || *out > WG_TAB_TURN)
        return wg_read_fail(R, n, "expected degrees from 0 to 360");
    *out %= WG_TAB_TURN;
    return WG_OK;
}

/* Where the team stands (none with a mission: deployed in play, OF-X1..OF-X4). */
static int team_place(const wg_reader *R, fow_data *d, const wg_ynode *v, fow_team_def *t)
{
    const wg_ynode *n;
    wg_tab_point at = { 0, 0 };
    if (d->mission) {
        if ((n = wg_y_get(v, "at")))
            return wg_read_fail(R, n, "with a mission, teams are deployed in play "
                                      "(WG_DEC_SETUP): no 'at'");
    } else {
        WG_TRY(wg_read_need(R, v, "at", &n));
        WG_TRY(get_point(R, d, n, &at));
        if (at.x < 0 || at.y < 0 || at.x > d->width || at.y > d->depth)
            return wg_read_fail(R, n, "the team is off the table");
    }
    t->x = at.x;
    t->y = at.y;
    t->facing = t->player == 0 ? 90000 : 270000;
    if ((n = wg_y_get(v, "facing")))
        WG_TRY(get_angle(R, n, &t->facing));
    t->turret = t->facing;
    if ((n = wg_y_get(v, "turret"))) {
        if (!d->type[t->type].turret)
            return wg_read_fail(R, n, "this team has no turret");
        WG_TRY(get_angle(R, n, &t->turret));
    }
    return WG_OK;
}

/* A placed team's base as a shape, from the scenario (no game yet). */
static void base_shape(const fow_data *d, const fow_team_def *t, wg_tab_shape *out)
{
    wg_tab_rect r;
    r.center.x = t->x;
    r.center.y = t->y;
    r.half_width = d->type[t->type].half_width;
    r.half_depth = d->type[t->type].half_depth;
    r.facing = wg_tab_dir_from_angle(t->facing);
    wg_tab_shape_of(&r, out);
}

/* Two teams on the table cannot stand on one point, nor their bases on one
 * another (OF-X13: touching is allowed). */
static int team_alone(const wg_reader *R, const fow_data *d, const wg_ynode *v,
                      const fow_team_def *t)
{
    if (d->mission || !t->flags)
        return WG_OK;
    wg_tab_shape mine, other;
    base_shape(d, t, &mine);
    for (int k = 0; k < d->nteams; k++) {
        if (!d->team[k].flags)
            continue;
        if (d->team[k].x == t->x && d->team[k].y == t->y)
            return wg_read_fail(R, wg_y_get(v, "at"), "%s already stands at this point",
                                d->team[k].name);
        base_shape(d, &d->team[k], &other);
        if (wg_tab_shapes_overlap(&mine, &other))
            return wg_read_fail(R, wg_y_get(v, "at"), "%s's base would be on top of %s's: "
                                "bases may not overlap (OF-X13)", t->name, d->team[k].name);
    }
    return WG_OK;
}

static int team_flags(const wg_reader *R, const fow_data *d, const wg_ynode *v,
                      fow_team_def *t)
{
    team_start st;
    memset(&st, 0, sizeof st);
    WG_TRY(wg_read_values(R, v, start_fields, &st));
    int kind = d->type[t->type].kind;
    if ((st.bailed || st.bogged) && kind != WG_FOW_TANK &&
        !(st.bogged && kind == WG_FOW_MEDIUM_GUN))
        return wg_read_fail(R, v, "only tanks bail out, only tanks and guns bog");
    if (st.dug && kind == WG_FOW_TANK)
        return wg_read_fail(R, v, "tanks do not dig in");
    t->flags = WG_FOW_TEAM_ALIVE | (st.moved ? WG_FOW_TEAM_MOVED : 0u) |
               (st.shot ? WG_FOW_TEAM_SHOT : 0u) | (st.dug ? WG_FOW_TEAM_DUG_IN : 0u) |
               (st.bailed ? WG_FOW_TEAM_BAILED_OUT : 0u) |
               (st.bogged ? WG_FOW_TEAM_BOGGED : 0u);
    if (st.gone)
        t->flags = 0; /* already lost: counts as destroyed (OF-S18, OF-W1) */
    return WG_OK;
}

/* 1 if a team placed before the one being read (d->nteams) is called `name`. */
static int name_taken(const fow_data *d, const char *name)
{
    for (int i = 0; i < d->nteams; i++)
        if (strcmp(d->team[i].name, name) == 0)
            return 1;
    return 0;
}

/*
 * A team's name unless the scenario gives one: its type and its place in the
 * platoon ("Rifle/MG team 2"). A second platoon of the same type would
 * repeat the first's names, and events, refusals and prompts name teams, so
 * there the number goes on to the first one no team before it has.
 */
static void default_team_name(const fow_data *d, fow_team_def *t, int index)
{
    for (int n = index + 1; n < FOW_MAX_TEAMS + FOW_MAX_PLATOON_TEAMS; n++) {
        char label[64];
        snprintf(label, sizeof label, "%.40s %d", d->type[t->type].name, n);
        memcpy(t->name, label, sizeof t->name);
        t->name[sizeof t->name - 1] = '\0';
        if (!name_taken(d, t->name))
            return;
    }
}

static int parse_team(const wg_reader *R, fow_data *d, const wg_ynode *v,
                      const fow_platoon_def *pl, const fow_ptype *pt, int index)
{
    if (d->nteams >= FOW_MAX_TEAMS)
        return wg_read_fail(R, v, "more than %d teams", FOW_MAX_TEAMS);
    WG_TRY(wg_y_map(R->err, R->doc, v));
    fow_team_def *t = &d->team[d->nteams];
    memset(t, 0, sizeof *t);
    t->player = pl->player;
    t->platoon = d->nplatoons;
    WG_TRY(team_type(R, d, v, pt, index, &t->type));
    default_team_name(d, t, index);
    t->command = index == 0 ? WG_FOW_CMD_PLATOON : WG_FOW_CMD_NONE;
    WG_TRY(wg_read_fields(R, v, team_fields, t));
    WG_TRY(team_place(R, d, v, t));
    WG_TRY(team_flags(R, d, v, t));
    WG_TRY(team_alone(R, d, v, t));
    d->nteams++;
    return WG_OK;
}

static const wg_field platoon_fields[] = {
    WG_FIELD_NAME_(fow_platoon_def, name, "name", WG_FIELD_OPTIONAL),
    WG_FIELD_CODE_("type"),
    WG_FIELD_ENUM_(fow_platoon_def, motivation, "motivation", motivation_names,
                   WG_FIELD_OPTIONAL, 0),
    WG_FIELD_ENUM_(fow_platoon_def, skill, "skill", skill_names, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(fow_platoon_def, pinned, "pinned", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_CODE_("teams"),
    WG_FIELD_END_,
};

static int parse_platoon(const wg_reader *R, fow_data *d, const wg_ynode *v, int player)
{
    const wg_ynode *n;
    const fow_ptype *pt = NULL;
    if (d->nplatoons >= FOW_MAX_PLATOONS)
        return wg_read_fail(R, v, "more than %d platoons", FOW_MAX_PLATOONS);
    WG_TRY(wg_y_map(R->err, R->doc, v));
    fow_platoon_def *pl = &d->platoon[d->nplatoons];
    memset(pl, 0, sizeof *pl);
    pl->player = player;
    pl->motivation = WG_FOW_CONFIDENT;
    pl->skill = WG_FOW_TRAINED;
    if ((n = wg_y_get(v, "type"))) {
        int k = find_ptype(d, n);
        if (k < 0)
            return wg_read_fail(R, n, "unknown platoon type '%s'", n->text ? n->text : "");
        pt = &d->ptype[k];
        pl->motivation = pt->motivation;
        pl->skill = pt->skill;
        memcpy(pl->name, pt->name, sizeof pl->name);
    } else {
        snprintf(pl->name, sizeof pl->name, "platoon %d", d->nplatoons + 1);
    }
    WG_TRY(wg_read_fields(R, v, platoon_fields, pl));
    WG_TRY(wg_read_need(R, v, "teams", &n));
    WG_TRY(wg_read_seq(R, n));
    if (n->count < 1 || n->count > FOW_MAX_PLATOON_TEAMS)
        return wg_read_fail(R, n, "a platoon has 1 to %d teams", FOW_MAX_PLATOON_TEAMS);
    pl->first = d->nteams;
    int platoon_cmd = 0;
    pl->hq = 1;
    pl->command = -1;
    for (int i = 0; i < n->count; i++) {
        WG_TRY(parse_team(R, d, n->child[i], pl, pt, i));
        int c = d->team[d->nteams - 1].command;
        platoon_cmd += c == WG_FOW_CMD_PLATOON;
        if (c == WG_FOW_CMD_PLATOON)
            pl->command = d->nteams - 1;
        if (c != WG_FOW_CMD_COMPANY && c != WG_FOW_CMD_2IC)
            pl->hq = 0;
    }
    pl->count = n->count;
    if (platoon_cmd > 1)
        return wg_read_fail(R, n, "a platoon has one platoon command team");
    d->nplatoons++;
    return WG_OK;
}

/* A company with no team on the table could only lose (or never be beaten). */
static int company_fights(const wg_reader *R, const fow_data *d, const wg_ynode *c, int player)
{
    for (int i = 0; i < d->nteams; i++)
        if (d->team[i].player == player && d->team[i].flags)
            return WG_OK;
    return wg_read_fail(R, c, "player %d (%s) has no team that is not destroyed", player,
                        d->player_name[player]);
}

static int parse_companies(const wg_reader *R, fow_data *d, const wg_ynode *list)
{
    static const char *const keys[] = { "player", "name", "platoons", NULL };
    int seen[2] = { 0, 0 };
    WG_TRY(wg_read_seq(R, list));
    if (list->count != 2)
        return wg_read_fail(R, list, "expected two companies");
    for (int i = 0; i < 2; i++) {
        const wg_ynode *c = list->child[i], *n;
        int32_t player = i;
        WG_TRY(wg_y_check_keys(R->err, R->doc, c, keys));
        WG_TRY(wg_read_opt_int(R, c, "player", 0, 1, &player));
        if (seen[player]++)
            return wg_read_fail(R, c, "two companies for player %d", player);
        snprintf(d->player_name[player], sizeof d->player_name[player], "player %d", player);
        WG_TRY(wg_read_opt_name(R, c, "name", d->player_name[player],
                                sizeof d->player_name[player]));
        WG_TRY(wg_read_need(R, c, "platoons", &n));
        WG_TRY(wg_read_seq(R, n));
        d->team_first[player] = d->nteams;
        for (int k = 0; k < n->count; k++)
            WG_TRY(parse_platoon(R, d, n->child[k], player));
        d->team_end[player] = d->nteams;
        WG_TRY(company_fights(R, d, c, player));
    }
    return WG_OK;
}

static int parse_objectives(const wg_reader *R, fow_data *d, const wg_ynode *list)
{
    static const char *const keys[] = { "at", "player", NULL };
    WG_TRY(wg_read_seq_max(R, list, FOW_MAX_OBJECTIVES, "objectives"));
    for (int i = 0; i < list->count; i++) {
        const wg_ynode *v = list->child[i], *n;
        fow_objective *o = &d->objective[i];
        wg_tab_point at;
        WG_TRY(wg_y_check_keys(R->err, R->doc, v, keys));
        WG_TRY(wg_read_need(R, v, "at", &n));
        WG_TRY(get_point(R, d, n, &at));
        o->x = at.x;
        o->y = at.y;
        WG_TRY(wg_read_need_int(R, v, "player", 0, 1, &o->player));
    }
    d->nobjectives = list->count;
    return WG_OK;
}

/* The objectives a mission places, in the book's order (OF-X1..OF-X3). */
static int mission_objectives(const wg_reader *R, fow_data *d, const wg_ynode *root)
{
    const wg_ynode *n;
    if ((n = wg_y_get(root, "objectives")))
        return wg_read_fail(R, n, "a mission places its objectives in play");
    int32_t in16 = fow_dist(d, FOW_D16), in12 = fow_dist(d, (fow_pair){ 12, 30 });
    int32_t in8 = fow_dist(d, FOW_D8);
    if (d->depth / 2 <= in12 + in8 || d->width <= 2 * in8 + in16 / 2 || d->width <= 3 * in8)
        return wg_read_fail(R, wg_y_get(root, "table"),
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

static const wg_field scenario_fields[] = {
    WG_FIELD_CODE_("ruleset"),
    WG_FIELD_CODE_("name"), /* for people: the library keeps no fow scenario name */
    WG_FIELD_ENUM_(fow_data, units, "units", units_names, WG_FIELD_REQUIRED, 0),
    WG_FIELD_CODE_("table"),
    WG_FIELD_CODE_("terrain"),
    WG_FIELD_CODE_("companies"),
    WG_FIELD_CODE_("objectives"),
    WG_FIELD_INT_(fow_data, turns, "turns", 0, 1000, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_CODE_("arsenal"),
    WG_FIELD_ENUM_(fow_data, mission, "mission", mission_names, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_END_,
};

static int parse_table(const wg_reader *R, fow_data *d, const wg_ynode *n)
{
    static const char *const keys[] = { "width", "depth", NULL };
    int64_t scale = d->units == FOW_UNITS_INCH ? WG_TAB_INCH : WG_TAB_CM;
    const wg_ynode *w, *dp;
    WG_TRY(wg_y_check_keys(R->err, R->doc, n, keys));
    WG_TRY(wg_read_need(R, n, "width", &w));
    WG_TRY(wg_read_need(R, n, "depth", &dp));
    WG_TRY(get_decimal(R, w, 5000, scale, &d->width));
    WG_TRY(get_decimal(R, dp, 5000, scale, &d->depth));
    if (d->width <= 0 || d->depth <= 0)
        return wg_read_fail(R, n, "the table needs a width and a depth");
    return WG_OK;
}

static int parse_scenario(const wg_reader *R, const wg_ynode *root, void *data)
{
    fow_data *d = data;
    const wg_ynode *n;
    WG_TRY(wg_y_map(R->err, R->doc, root));
    if ((n = wg_y_get(root, "arsenal")))
        WG_TRY(parse_arsenal(R, d, n));
    WG_TRY(wg_read_fields(R, root, scenario_fields, d));
    WG_TRY(wg_read_need(R, root, "table", &n));
    WG_TRY(parse_table(R, d, n));
    if ((n = wg_y_get(root, "terrain")))
        WG_TRY(parse_terrain(R, d, n));
    if (d->mission)
        WG_TRY(mission_objectives(R, d, root));
    WG_TRY(wg_read_need(R, root, "companies", &n));
    WG_TRY(parse_companies(R, d, n));
    fow_result_texts_write(d);
    if ((n = wg_y_get(root, "objectives")))
        WG_TRY(parse_objectives(R, d, n));
    return WG_OK;
}

/* The arsenal, read before the scenario (whose own `arsenal:` adds to it). */
static const wg_builtin builtin_files[] = {
    { "fow/arsenal.yaml", wg_fow_arsenal_yaml, &wg_fow_arsenal_yaml_len, parse_builtin },
    { NULL, NULL, NULL, NULL },
};

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

size_t fow_tail_offset(const void *data)
{
    return ((const fow_data *)data)->off_decl;
}

int fow_data_load(wg_loader *L, const wg_ynode *root, void *data, size_t *state_size)
{
    fow_data *d = data;
    WG_TRY(wg_read_data(L, builtin_files, parse_scenario, root, d));
    layout(d);
    for (int i = 0; i < d->nteams; i++) { /* asked at every move: worked out once */
        fow_team_def *t = &d->team[i];
        t->command_range = fow_command_distance_of(d, i);
        t->reach_in = d->type[t->type].reach_in;
        t->reach_out = d->type[t->type].reach_out;
    }
    *state_size = d->state_size;
    return WG_OK;
}
