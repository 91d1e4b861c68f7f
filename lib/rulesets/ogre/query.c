/*
 * The public queries of wargame/ogre.h: unit statistics, the Ogre's
 * systems, the map, the attack being built.
 */
#include <string.h>

#include "ogre_internal.h"

static int is_ogre_game(const wg_game *g)
{
    const char *name = g ? wg_game_ruleset(g) : NULL;
    return name && strcmp(name, "ogre") == 0;
}

static int valid_unit(const wg_game *g, int unit)
{
    return unit >= 0 && unit < ogre_cdata(g)->nunits;
}

int wg_ogre_unit_stats(const wg_game *g, int unit, wg_ogre_unit_stats_info *out)
{
    if (!is_ogre_game(g) || !out || out->size < sizeof *out)
        return WG_EINVAL;
    if (!valid_unit(g, unit))
        return WG_ERANGE;
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
    if (!is_ogre_game(g) || !out || out->size < sizeof *out || unit != WG_OGRE_UNIT)
        return WG_EINVAL;
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
    if (!is_ogre_game(g) || !out || out->size < sizeof *out || unit != WG_OGRE_UNIT)
        return WG_EINVAL;
    const ogre_state *s = ogre_cst(g);
    const ogre_type *t = ogre_utype(ogre_cdata(g), unit);
    if (weapon < 0 || weapon >= t->nweapons)
        return WG_ERANGE;
    out->kind = t->weapon[weapon].kind;
    out->attack = t->weapon[weapon].attack;
    out->range = t->weapon[weapon].range;
    out->defense = t->weapon[weapon].defense;
    out->alive = s->wpn_alive[weapon];
    out->fired = s->wpn_fired[weapon];
    return WG_OK;
}

int wg_ogre_weapon_name(const wg_game *g, int unit, int weapon, char *buf, size_t cap)
{
    if (!is_ogre_game(g) || (!buf && cap) || unit != WG_OGRE_UNIT)
        return WG_EINVAL;
    const ogre_data *d = ogre_cdata(g);
    if (weapon != WG_OGRE_PART_TREADS &&
        (weapon < 0 || weapon >= ogre_utype(d, unit)->nweapons))
        return WG_ERANGE;
    return ogre_describe_weapon(d, weapon, buf, cap);
}

int wg_ogre_board(const wg_game *g, wg_ogre_board_info *out)
{
    if (!is_ogre_game(g) || !out || out->size < sizeof *out)
        return WG_EINVAL;
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

int wg_ogre_hex(const wg_game *g, int q, int r, wg_ogre_hex_info *out)
{
    if (!is_ogre_game(g) || !out || out->size < sizeof *out)
        return WG_EINVAL;
    const ogre_data *d = ogre_cdata(g);
    int cell = ogre_board_cell(d, wg_hex_make(q, r));
    out->on_board = cell >= 0;
    out->column = cell >= 0 ? cell % d->columns : 0;
    out->row = cell >= 0 ? cell / d->columns : 0;
    out->terrain = cell >= 0 ? d->terrain[cell] : 0;
    out->crater = cell >= 0 ? d->crater[cell] : 0;
    out->ridges = cell >= 0 ? d->ridge[cell] : 0;
    return WG_OK;
}

const char *wg_ogre_terrain_name(const wg_game *g, int terrain)
{
    if (!is_ogre_game(g) || terrain < 0 || terrain >= ogre_cdata(g)->nterrain)
        return NULL;
    return ogre_cdata(g)->terrain_type[terrain].name;
}

int wg_ogre_move_cost(const wg_game *g, int unit, int from_q, int from_r, int q, int r)
{
    if (!is_ogre_game(g))
        return WG_EINVAL;
    if (!valid_unit(g, unit))
        return WG_ERANGE;
    const ogre_data *d = ogre_cdata(g);
    int from = ogre_board_cell(d, wg_hex_make(from_q, from_r));
    int dir = wg_hex_direction_of(wg_hex_make(from_q, from_r), wg_hex_make(q, r));
    if (from < 0 || dir < 0)
        return WG_EINVAL;
    return ogre_board_cost(d, ogre_utype(d, unit), from, dir);
}

int wg_ogre_pending(const wg_game *g, wg_ogre_pending_info *out)
{
    if (!is_ogre_game(g) || !out || out->size < sizeof *out)
        return WG_EINVAL;
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
    if (!is_ogre_game(g) || !out || out->size < sizeof *out)
        return WG_EINVAL;
    const ogre_state *s = ogre_cst(g);
    if (i < 0 || i >= s->decl_n)
        return WG_ERANGE;
    out->weapon = s->decl_weapon[i];
    out->target = s->decl_target[i];
    out->attack = s->decl_group[i];
    return WG_OK;
}
