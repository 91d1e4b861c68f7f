/*
 * The rules as numbers: what stands where, range, line of sight, the
 * battle dice a unit rolls at a target, and who may battle. Pure queries
 * on the state; the phases (move.c, battle.c, artillery.c) ask them.
 */
#include <string.h>

#include "mob_internal.h"

/* ------------------------------------------------------------ the board now */

int mob_rules_alive(const wg_game *g, int unit)
{
    return mob_cst(g)->u[unit].cell >= 0;
}

int mob_rules_unit_at(const wg_game *g, int cell)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    for (int i = mob_next_in(s, cell, 0); i < s->nunits; i = mob_next_in(s, cell, i + 1))
        if (!mob_utype(d, i)->general)
            return i;
    return -1;
}

/* The first general in unit order that stands in cell: the generals walked, not every unit. */
int mob_rules_general_at(const wg_game *g, int cell)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    for (int k = 0; k < d->ngenerals; k++)
        if (s->u[d->general_unit[k]].cell == cell)
            return d->general_unit[k];
    return -1;
}

/* ------------------------------------------------------------ range and sight */

/* Dice by range (MB-U1..U5), with the extra hexes of a gun on a hill (MB-X3). */
static int dice_at_range(const mob_type *t, int range, int on_hill)
{
    if (range < 1 || t->range == 0)
        return 0;
    if (range <= t->range)
        return t->dice[range - 1];
    if (on_hill && range <= t->range + t->hill_range)
        return t->dice[t->range - 1];
    return 0;
}

/* The range of a unit of type t, standing on a hill or not (MB-X3's extra hexes). */
static int type_range(const mob_type *t, int on_hill)
{
    return t->range == 0 ? 0 : t->range + (on_hill ? t->hill_range : 0);
}

int mob_rules_range(const wg_game *g, int unit)
{
    int cell = mob_cst(g)->u[unit].cell;
    return type_range(mob_utype(mob_cdata(g), unit), cell >= 0 && mob_rules_on_hill(g, cell));
}

static int sight_occupied(const void *payload, int cell)
{
    const wg_game *g = payload;
    const mob_state *s = mob_cst(g);
    return mob_next_in(s, cell, 0) < s->nunits;
}

/* MB-X3: between two hexes on hills of the same height, hills no higher do not block. */
static int sight_sees_past(const void *payload, int from, int to, int cell)
{
    const wg_game *g = payload;
    const hexcc_board *b = &mob_cdata(g)->board;
    if (!mob_rules_on_hill(g, from) || !mob_rules_on_hill(g, to) || !mob_rules_on_hill(g, cell))
        return 0;
    return b->height[from] == b->height[to] && b->height[cell] <= b->height[from];
}

int mob_rules_los(const wg_game *g, int from, int to)
{
    hexcc_sight sight = { sight_sees_past, sight_occupied, g, &mob_cdata(g)->lines, NULL };
    return hexcc_los(&mob_cdata(g)->board, mob_cterrain_of(mob_cst(g)), from, to, &sight);
}

/* ------------------------------------------------------------ battle dice */

/*
 * What a unit's battles share whatever the target, worked out once for a
 * listing that tries every target: where it stands, its dice, a general's
 * bonus, whether an enemy is next to it, and (once a line is asked for) which
 * hexes hold a unit.
 */
static void aim_init(const wg_game *g, int unit, hexcc_view *view, mob_aim *aim)
{
    const mob_data *d = mob_cdata(g);
    aim->unit = unit;
    aim->side = d->unit_side[unit];
    aim->cell = mob_cst(g)->u[unit].cell;
    aim->own_view.known = 0;
    aim->view = view ? view : &aim->own_view;
    aim->sight_terrain = NULL; /* the caller's, if it has the memo's */
    if (aim->cell < 0)
        return;
    const mob_type *t = mob_utype(d, unit);
    aim->on_hill = mob_rules_on_hill(g, aim->cell);
    aim->reach = type_range(t, aim->on_hill); /* dice_at_range's 0 beyond it */
    aim->bonus = 0;
    if (t->general_bonus) { /* the walk for a general only when it counts */
        int general = mob_rules_general_at(g, aim->cell);
        aim->bonus = general >= 0 && d->unit_side[general] == d->unit_side[unit];
    }
    aim->penalty = mob_rules_terrain_rules(g, aim->cell)->fire_penalty[d->unit_type[unit]];
    aim->adjacent_enemy = -1; /* not asked yet */
}

/* Every hex a unit stands in, as bits (all, by side): sight_occupied at one bit test. */
static const hexcc_view *view_take(const wg_game *g, hexcc_view *v)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    hexcc_occupancy_clear(&v->all, s->ncells);
    hexcc_occupancy_clear(&v->side[0], s->ncells);
    hexcc_occupancy_clear(&v->side[1], s->ncells);
    for (int i = 0; i < s->nunits; i++) {
        int alive = s->u[i].cell >= 0;
        hexcc_occupancy_add_if(&v->all, s->u[i].cell, alive);
        hexcc_occupancy_add_if(&v->side[d->unit_side[i]], s->u[i].cell, alive);
    }
    v->known = 1;
    return v;
}

/* The view, taken on first use: inline, as every line of sight asks it and it is
 * nearly always taken already. */
static inline const hexcc_view *view_of(const wg_game *g, hexcc_view *v)
{
    return v->known ? v : view_take(g, v);
}

/* MB-X3's exception may let a line from `from` to `to` past a hill (sight_sees_past):
 * both ends on hills of the same height. */
static int hills_may_see_past(const wg_game *g, int from, int to)
{
    const hexcc_board *b = &mob_cdata(g)->board;
    return mob_rules_on_hill(g, from) && mob_rules_on_hill(g, to) && b->height[from] == b->height[to];
}

/* The masks when they can tell: not where MB-X3 may let the line past a hill,
 * which the walk's sight_sees_past decides. */
static int aim_los(const wg_game *g, mob_aim *aim, int to)
{
    const hexcc_view *v = view_of(g, aim->view);
    if (aim->sight_terrain && !(aim->on_hill && hills_may_see_past(g, aim->cell, to))) {
        int clear = mob_sight_masked(&mob_cdata(g)->sight, aim->cell, to, &v->all,
                                     aim->sight_terrain);
        if (clear >= 0)
            return clear;
    }
    hexcc_sight sight = { sight_sees_past, NULL, g, &mob_cdata(g)->lines, v->all.bits };
    return hexcc_los(&mob_cdata(g)->board, mob_cterrain_of(mob_cst(g)), aim->cell, to, &sight);
}

/* Both on the board, on opposite sides: most targets a listing tries fail here. */
static inline int aim_faces(const wg_game *g, const mob_aim *aim, int target)
{
    return aim->cell >= 0 && mob_cst(g)->u[target].cell >= 0 &&
           aim->side != mob_cdata(g)->unit_side[target]; /* so not the unit itself */
}

/* The dice before line of sight at an enemy `range` hexes away in cell `to`: 0 if none. */
static inline int aim_dice_at(const wg_game *g, const mob_aim *aim, int to, int range)
{
    int dice = dice_at_range(mob_utype(mob_cdata(g), aim->unit), range, aim->on_hill);
    if (dice == 0)
        return 0;
    dice += aim->bonus;
    /* MB-X3: no hill reduction between two units on hills */
    if (!(mob_rules_on_hill(g, to) && aim->on_hill))
        dice -= mob_rules_terrain_rules(g, to)->dice_against;
    dice -= aim->penalty;
    return dice > 0 ? dice : 0; /* MB-X12 */
}

/* The dice before line of sight: 0 if none; *range set when it is not 0. */
static int aim_dice_in_range(const wg_game *g, const mob_aim *aim, int target, int *range)
{
    int to = mob_cst(g)->u[target].cell;
    if (!aim_faces(g, aim, target))
        return 0;
    *range = hexcc_board_distance(&mob_cdata(g)->board, aim->cell, to);
    return aim_dice_at(g, aim, to, *range);
}

static int aim_dice(const wg_game *g, mob_aim *aim, int target)
{
    int range = 0, dice = aim_dice_in_range(g, aim, target, &range);
    if (dice == 0 || (range > 1 && !aim_los(g, aim, mob_cst(g)->u[target].cell)))
        return 0;
    return dice;
}

/* The greedy agent and the odds ask of targets a listing found: the memo's targets on
 * this board already saw them (mob_rules_aim_reaches implies the sight aim_dice asks for). */
int mob_rules_dice(const wg_game *g, int unit, int target)
{
    mob_scan scan;
    mob_aim aim;
    mob_scan_init(&scan);
    int known = (mob_targets_known(g, unit, &scan) >> target) & 1;
    aim_init(g, unit, scan.view, &aim);
    aim.sight_terrain = scan.sight_terrain;
    if (known) {
        int range = 0;
        return aim_dice_in_range(g, &aim, target, &range);
    }
    return aim_dice(g, &aim, target);
}

/* The target of a legal FIRE was found with a clear sight (mob_rules_aim_reaches):
 * its dice are those in range, no line looked at again. */
int mob_rules_fire_dice(const wg_game *g, int unit, int target)
{
    mob_aim aim;
    int range = 0;
    aim_init(g, unit, NULL, &aim);
    return aim_dice_in_range(g, &aim, target, &range);
}

/* ------------------------------------------------------------ who may battle */

int mob_rules_may_battle(const wg_game *g, int unit)
{
    const mob_unit *u = &mob_cst(g)->u[unit];
    const mob_type *t = mob_utype(mob_cdata(g), unit);
    return u->cell >= 0 && t->range > 0 && !u->battled && !u->no_battle &&
           u->moved <= t->battle_move && !mob_rules_terrain_rules(g, u->cell)->no_battle;
}

/* M44-B6 (interpretation): a unit next to an enemy battles an enemy next to it;
 * its six neighbours looked at in the view's bits of the other side. */
static int adjacent_enemy(const wg_game *g, mob_aim *aim)
{
    const hexcc_board *b = &mob_cdata(g)->board;
    const hexcc_occupancy *enemy = &view_of(g, aim->view)->side[1 - aim->side];
    for (int k = 0; k < 6; k++) {
        int n = b->nb[aim->cell][k];
        if (n >= 0 && hexcc_occupied(enemy, n))
            return 1;
    }
    return 0;
}

/* mob_rules_aim_reaches of an enemy on the board in cell `to`, `range` hexes away.
 * The cheap tests first, line of sight last: the answer is the same. */
static int aim_reaches_at(const wg_game *g, mob_aim *aim, int target, int to, int range)
{
    if (aim_dice_at(g, aim, to, range) <= 0)
        return 0;
    if (range != 1) {
        if (aim->adjacent_enemy < 0)
            aim->adjacent_enemy = adjacent_enemy(g, aim);
        if (aim->adjacent_enemy)
            return 0;
    }
    /* A general sharing a unit's hex is hit through that unit's battles only. */
    if (mob_utype(mob_cdata(g), target)->general && mob_rules_unit_at(g, to) >= 0)
        return 0;
    return range == 1 || aim_los(g, aim, to);
}

int mob_rules_aim_reaches(const wg_game *g, mob_aim *aim, int target)
{
    int to = mob_cst(g)->u[target].cell;
    if (!aim_faces(g, aim, target))
        return 0;
    return aim_reaches_at(g, aim, target, to,
                          hexcc_board_distance(&mob_cdata(g)->board, aim->cell, to));
}

/* The targets are the other side's units, walked in unit order: mob_rules_aim_may_target
 * of each, its distance read once (from the sight masks' table where the board has one). */
uint64_t mob_rules_targets_found(const wg_game *g, int unit, hexcc_view *v,
                                 const hexcc_occupancy *sight_terrain)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    int foe = 1 - d->unit_side[unit];
    uint64_t targets = 0;
    mob_aim aim;
    aim_init(g, unit, v, &aim);
    aim.sight_terrain = sight_terrain;
    if (aim.cell < 0)
        return 0;
    const uint8_t *distance = d->sight.ncells ? d->sight.distance[aim.cell] : NULL;
    for (int k = 0; k < d->nside_units[foe]; k++) {
        int target = d->side_unit[foe][k], to = s->u[target].cell;
        if (to < 0)
            continue;
        int range = distance ? distance[to] : hexcc_board_distance(&d->board, aim.cell, to);
        if (range <= aim.reach && aim_reaches_at(g, &aim, target, to, range))
            targets |= (uint64_t)1 << target;
    }
    return targets;
}

int mob_rules_has_target(const wg_game *g, int unit, mob_scan *scan)
{
    return mob_targets_of(g, unit, scan) != 0;
}

int mob_rules_targets(const wg_game *g, int unit, mob_scan *scan, int32_t targets[WG_MOB_MAX_UNITS])
{
    const mob_data *d = mob_cdata(g);
    int foe = 1 - d->unit_side[unit], n = 0;
    uint64_t found = mob_targets_of(g, unit, scan);
    for (int k = 0; found && k < d->nside_units[foe]; k++) {
        uint64_t bit = (uint64_t)1 << d->side_unit[foe][k];
        if (found & bit)
            targets[n++] = d->side_unit[foe][k];
        found &= ~bit;
    }
    return n;
}

int mob_rules_own_unit(const wg_game *g, int unit)
{
    return unit >= 0 && unit < mob_cst(g)->nunits &&
           mob_cdata(g)->unit_side[unit] == mob_cst(g)->side;
}

int mob_rules_may_target(const wg_game *g, int unit, int target)
{
    mob_aim aim;
    aim_init(g, unit, NULL, &aim);
    return mob_rules_aim_may_target(g, &aim, target);
}

