/*
 * The rules as numbers: what stands where, range, line of sight, the
 * battle dice a unit rolls at a target, and who may battle. Pure queries
 * on the state; the phases (move.c, battle.c, artillery.c) ask them.
 */
#include "mob_internal.h"

/* ------------------------------------------------------------ the board now */

int mob_rules_terrain(const wg_game *g, int cell)
{
    return mob_cterrain_of(mob_cst(g))[cell];
}

const mob_terrain *mob_rules_terrain_rules(const wg_game *g, int cell)
{
    return &mob_cdata(g)->terrain[mob_rules_terrain(g, cell)];
}

int mob_rules_on_hill(const wg_game *g, int cell)
{
    return mob_cdata(g)->board.type[mob_rules_terrain(g, cell)].hill;
}

int mob_rules_alive(const wg_game *g, int unit)
{
    return mob_cst(g)->u[unit].cell >= 0;
}

static int unit_at(const wg_game *g, int cell, int general)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    for (int i = 0; i < s->nunits; i++)
        if (s->u[i].cell == cell && mob_utype(d, i)->general == general)
            return i;
    return -1;
}

int mob_rules_unit_at(const wg_game *g, int cell)
{
    return unit_at(g, cell, 0);
}

int mob_rules_general_at(const wg_game *g, int cell)
{
    return unit_at(g, cell, 1);
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

int mob_rules_range(const wg_game *g, int unit)
{
    const mob_type *t = mob_utype(mob_cdata(g), unit);
    int cell = mob_cst(g)->u[unit].cell;
    if (t->range == 0)
        return 0;
    return t->range + (cell >= 0 && mob_rules_on_hill(g, cell) ? t->hill_range : 0);
}

static int sight_occupied(const void *payload, int cell)
{
    const wg_game *g = payload;
    const mob_state *s = mob_cst(g);
    for (int i = 0; i < s->nunits; i++)
        if (s->u[i].cell == cell)
            return 1;
    return 0;
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
    hexcc_sight sight = { sight_sees_past, sight_occupied, g };
    return hexcc_los(&mob_cdata(g)->board, mob_cterrain_of(mob_cst(g)), from, to, &sight);
}

/* ------------------------------------------------------------ battle dice */

int mob_rules_dice(const wg_game *g, int unit, int target)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    if (unit == target || !mob_rules_alive(g, unit) || !mob_rules_alive(g, target) ||
        d->unit_side[unit] == d->unit_side[target])
        return 0;
    const mob_type *t = mob_utype(d, unit);
    int from = s->u[unit].cell, to = s->u[target].cell;
    int range = hexcc_board_distance(&d->board, from, to);
    int dice = dice_at_range(t, range, mob_rules_on_hill(g, from));
    if (dice == 0 || (range > 1 && !mob_rules_los(g, from, to)))
        return 0;
    int general = mob_rules_general_at(g, from);
    if (t->general_bonus && general >= 0 && d->unit_side[general] == d->unit_side[unit])
        dice++;
    /* MB-X3: no hill reduction between two units on hills */
    if (!(mob_rules_on_hill(g, to) && mob_rules_on_hill(g, from)))
        dice -= mob_rules_terrain_rules(g, to)->dice_against;
    dice -= mob_rules_terrain_rules(g, from)->fire_penalty[d->unit_type[unit]];
    return dice > 0 ? dice : 0; /* MB-X12 */
}

/* ------------------------------------------------------------ who may battle */

int mob_rules_may_battle(const wg_game *g, int unit)
{
    const mob_unit *u = &mob_cst(g)->u[unit];
    const mob_type *t = mob_utype(mob_cdata(g), unit);
    return u->cell >= 0 && t->range > 0 && !u->battled && !u->no_battle &&
           u->moved <= t->battle_move && !mob_rules_terrain_rules(g, u->cell)->no_battle;
}

/* M44-B6 (interpretation): a unit next to an enemy battles an enemy next to it. */
static int adjacent_enemy(const wg_game *g, int unit)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    for (int i = 0; i < s->nunits; i++)
        if (s->u[i].cell >= 0 && d->unit_side[i] != d->unit_side[unit] &&
            hexcc_board_distance(&d->board, s->u[unit].cell, s->u[i].cell) == 1)
            return 1;
    return 0;
}

int mob_rules_may_target(const wg_game *g, int unit, int target)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    /* A general sharing a unit's hex is hit through that unit's battles only. */
    if (mob_utype(d, target)->general && mob_rules_unit_at(g, s->u[target].cell) >= 0)
        return 0;
    if (mob_rules_dice(g, unit, target) <= 0)
        return 0;
    return hexcc_board_distance(&d->board, s->u[unit].cell, s->u[target].cell) == 1 ||
           !adjacent_enemy(g, unit);
}

int mob_rules_has_target(const wg_game *g, int unit)
{
    for (int t = 0; t < mob_cst(g)->nunits; t++)
        if (mob_rules_may_target(g, unit, t))
            return 1;
    return 0;
}

int mob_rules_own_unit(const wg_game *g, int unit)
{
    return unit >= 0 && unit < mob_cst(g)->nunits &&
           mob_cdata(g)->unit_side[unit] == mob_cst(g)->side;
}

int mob_rules_moves_left(const wg_game *g, int unit)
{
    const mob_unit *u = &mob_cst(g)->u[unit];
    if (u->cell < 0 || u->halted || u->moved >= u->cap)
        return 0;
    return u->cap - u->moved;
}
