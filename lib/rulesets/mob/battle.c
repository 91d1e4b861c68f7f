/*
 * Battles: rolling the dice (MB-D1), hits by the target's type (MB-D2),
 * flags and retreats (MB-D3, through hexcc), losses and destruction; and
 * the fire phase (MB-T3, MB-T4) with the fence choice (MB-X8).
 */
#include "mob_internal.h"

/* ------------------------------------------------------------ losses */

static void emit_at(wg_game *g, int type, int unit, int cell, int value)
{
    const mob_data *d = mob_cdata(g);
    wg_event ev = wg_event_make(type);
    ev.unit = unit;
    ev.player = d->unit_side[unit];
    ev.x = d->board.hex[cell].q;
    ev.y = d->board.hex[cell].r;
    ev.value = value;
    wg_emit(g, &ev);
}

void mob_battle_remove_figures(wg_game *g, int unit, int figures, int by_side)
{
    mob_state *s = mob_st(g);
    mob_unit *u = &s->u[unit];
    int lost = figures < u->figures ? figures : u->figures;
    if (u->cell < 0 || lost <= 0)
        return;
    u->figures -= lost;
    wg_event ev = wg_event_make(WG_EV_DAMAGED);
    ev.unit = unit;
    ev.player = mob_cdata(g)->unit_side[unit];
    ev.value = lost;
    ev.extra = u->figures;
    wg_emit(g, &ev);
    if (u->figures > 0)
        return;
    const hexcc_board *b = &mob_cdata(g)->board;
    ev = wg_event_make(WG_EV_DESTROYED);
    ev.unit = unit;
    ev.player = by_side; /* the side it counts for */
    ev.x = b->hex[u->cell].q;
    ev.y = b->hex[u->cell].r;
    wg_emit(g, &ev);
    u->cell = -1;
    u->halted = 1;
    s->destroyed[by_side]++;
    wg_core(g)->score[by_side] = s->destroyed[by_side];
}

/* ------------------------------------------------------------ retreats */

static const hexcc_board *ops_board(const wg_game *g)
{
    return &mob_cdata(g)->board;
}

static const int32_t *ops_terrain(const wg_game *g)
{
    return mob_cterrain_of(mob_cst(g));
}

static int ops_cell_of(const wg_game *g, int unit)
{
    return mob_cst(g)->u[unit].cell;
}

/* Any unit blocks a retreat (M44-B5); so does terrain the unit may not enter. */
static int ops_can_enter(const wg_game *g, int unit, int cell)
{
    const mob_state *s = mob_cst(g);
    for (int i = 0; i < s->nunits; i++)
        if (s->u[i].cell == cell)
            return 0;
    return mob_move_terrain_ok(g, unit, cell);
}

static void retreat_one(wg_game *g, int unit, int cell)
{
    const mob_data *d = mob_cdata(g);
    mob_unit *u = &mob_st(g)->u[unit];
    wg_emit_move(g, WG_MOB_EV_RETREAT, d->unit_side[unit], unit, d->board.hex[u->cell],
                 d->board.hex[cell]);
    u->cell = cell;
}

/* A general in the unit's hex retreats with it, where it may go (interpretation). */
static void ops_step(wg_game *g, int unit, int cell)
{
    const mob_data *d = mob_cdata(g);
    int from = mob_cst(g)->u[unit].cell;
    int general = mob_utype(d, unit)->general ? -1 : mob_rules_general_at(g, from);
    retreat_one(g, unit, cell);
    if (general >= 0 && mob_move_terrain_ok(g, general, cell))
        retreat_one(g, general, cell);
}

static void ops_lose(wg_game *g, int unit, int figures)
{
    emit_at(g, WG_MOB_EV_RETREAT_BLOCKED, unit, mob_cst(g)->u[unit].cell, figures);
    mob_battle_remove_figures(g, unit, figures, 1 - mob_cdata(g)->unit_side[unit]);
}

const hexcc_retreat_ops mob_retreat_ops = {
    MOB_K_RETREAT, ops_board, ops_terrain, ops_cell_of, ops_can_enter, ops_step, ops_lose,
};

/* ------------------------------------------------------------ one battle */

void mob_battle_roll(wg_game *g, int unit, int target, int dice, int purpose, mob_result *r)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    int from = s->u[unit].cell, to = s->u[target].cell;
    wg_event ev = wg_event_make(WG_EV_ATTACK);
    ev.unit = unit;
    ev.player = d->unit_side[unit];
    ev.target = target;
    ev.x = d->board.hex[to].q;
    ev.y = d->board.hex[to].r;
    ev.value = dice;
    ev.extra = hexcc_board_distance(&d->board, from, to);
    wg_emit(g, &ev);
    hexcc_roll roll;
    hexcc_dice_roll(g, &d->die, dice, purpose, unit, target, &roll);
    int ignored = mob_battle_tally(g, target, &roll, r);
    if (ignored > 0)
        emit_at(g, WG_MOB_EV_FLAG_IGNORED, target, to, ignored); /* MB-X9 */
}

int mob_battle_tally(const wg_game *g, int target, const hexcc_roll *roll, mob_result *r)
{
    const mob_data *d = mob_cdata(g);
    int to = mob_cst(g)->u[target].cell;
    r->hits = hexcc_dice_count(roll, mob_utype(d, target)->hit_by);
    r->general = mob_utype(d, target)->general ? -1 : mob_rules_general_at(g, to);
    r->ghits = r->general >= 0 ? hexcc_dice_count(roll, mob_utype(d, r->general)->hit_by) : 0;
    int flags = roll->count[WG_MOB_FACE_FLAG];
    int ignored = mob_rules_terrain_rules(g, to)->ignore_flags;
    if (ignored > flags)
        ignored = flags;
    r->flags = flags - ignored;
    return ignored;
}

int mob_battle_apply(wg_game *g, int unit, int target, const mob_result *r)
{
    const mob_data *d = mob_cdata(g);
    int by = d->unit_side[unit], owner = d->unit_side[target];
    wg_event ev = wg_event_about(WG_EV_RESULT, by, unit, target);
    ev.value = r->hits;
    ev.extra = r->flags;
    ev.result = r->ghits;
    wg_emit(g, &ev);
    mob_battle_remove_figures(g, target, r->hits, by);
    if (r->general >= 0)
        mob_battle_remove_figures(g, r->general, r->ghits, by);
    if (!mob_rules_alive(g, target) || r->flags <= 0)
        return 1;
    return hexcc_retreat_start(g, &mob_retreat_ops, target, owner, d->home[owner], r->flags);
}

/* ------------------------------------------------------------ the fire phase */

static int fires_in_fire_phase(const wg_game *g, int unit)
{
    return !mob_utype(mob_cdata(g), unit)->artillery && mob_rules_may_battle(g, unit);
}

static int may_remove_fence(const wg_game *g, int unit)
{
    const mob_data *d = mob_cdata(g);
    int cell = mob_cst(g)->u[unit].cell;
    return (mob_rules_terrain_rules(g, cell)->removable_by & (1u << d->unit_type[unit])) != 0;
}

int mob_battle_any(const wg_game *g, int side)
{
    const mob_data *d = mob_cdata(g);
    mob_scan scan;
    mob_scan_init(&scan);
    for (int k = 0; k < d->nside_units[side]; k++) {
        int i = d->side_unit[side][k];
        if (!fires_in_fire_phase(g, i))
            continue;
        if (may_remove_fence(g, i) || mob_rules_has_target(g, i, &scan))
            return 1;
    }
    return 0;
}

void mob_battle_list_fire(const wg_game *g, int unit, mob_scan *scan, wg_sink *sink)
{
    int32_t targets[WG_MOB_MAX_UNITS];
    int n = mob_rules_targets(g, unit, scan, targets);
    for (int k = 0; k < n; k++) {
        wg_action a = wg_action_make(WG_ACT_FIRE);
        a.unit = unit;
        a.target = targets[k];
        wg_sink_add(sink, &a);
    }
}

void mob_battle_legal(const wg_game *g, wg_sink *sink)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    wg_action a;
    mob_scan scan;
    mob_scan_init(&scan);
    for (int k = 0; s->side >= 0 && k < d->nside_units[s->side]; k++) {
        int i = d->side_unit[s->side][k];
        if (!fires_in_fire_phase(g, i))
            continue;
        mob_battle_list_fire(g, i, &scan, sink);
        if (may_remove_fence(g, i)) {
            a = wg_action_make(WG_ACT_CHOOSE);
            a.unit = i;
            a.value = WG_MOB_CHOICE_REMOVE_FENCE;
            wg_sink_add(sink, &a);
        }
    }
    a = wg_action_make(WG_ACT_PASS);
    wg_sink_add(sink, &a);
}

/* FIRE or CHOOSE `a` is in mob_battle_legal's list (the listing's predicates, one unit). */
int mob_battle_listed(const wg_game *g, const wg_action *a)
{
    const mob_state *s = mob_cst(g);
    int unit = a->unit;
    if (!mob_rules_own_unit(g, unit) || !fires_in_fire_phase(g, unit))
        return 0;
    if (a->type == WG_ACT_FIRE)
        return a->target >= 0 && a->target < s->nunits && mob_rules_may_target(g, unit, a->target);
    return a->type == WG_ACT_CHOOSE && a->value == WG_MOB_CHOICE_REMOVE_FENCE &&
           may_remove_fence(g, unit);
}

/* A battle of the fire phase is over: the game may be won, the phase done. */
static void after_battle(wg_game *g)
{
    if (mob_turn_check_victory(g))
        return;
    if (!mob_battle_any(g, mob_cst(g)->side))
        mob_turn_end_phase(g);
}

void mob_battle_retreat_done(wg_game *g)
{
    if (mob_cst(g)->phase == MOB_PH_FIRE)
        after_battle(g);
    else
        mob_turn_run(g); /* the artillery phase's losses go on */
}

/* MB-X8: the unit does not battle; the fence/wire is gone, the hex is clear. */
static void remove_fence(wg_game *g, int unit)
{
    mob_state *s = mob_st(g);
    int cell = s->u[unit].cell;
    s->u[unit].battled = 1;
    mob_terrain_of(s)[cell] = WG_MOB_CLEAR;
    emit_at(g, WG_MOB_EV_FENCE_REMOVED, unit, cell, 0);
}

void mob_battle_apply_action(wg_game *g, const wg_action *a)
{
    mob_result r;
    switch (a->type) {
    case WG_ACT_FIRE:
        mob_st(g)->u[a->unit].battled = 1;
        mob_battle_roll(g, a->unit, a->target, mob_rules_fire_dice(g, a->unit, a->target),
                        WG_MOB_ROLL_BATTLE, &r);
        if (mob_battle_apply(g, a->unit, a->target, &r))
            after_battle(g);
        return;
    case WG_ACT_CHOOSE:
        remove_fence(g, a->unit);
        after_battle(g);
        return;
    default:
        mob_turn_end_phase(g);
        return;
    }
}
