/*
 * Battles (M44-B3..B6): one battle rolled and applied (hits, flags and the
 * retreat they force, the medal of an elimination), what follows each
 * kind of battle, and the battle phase: ordered units FIRE at targets or
 * clear wire, PASS ends it. A declared close assault may be answered by
 * an Ambush first (ambush.c); one that empties the hex may take ground
 * (ground.c).
 */
#include "m44_internal.h"

void m44_battle_lose(wg_game *g, int unit, int n, int credit)
{
    m44_state *s = m44_st(g);
    m44_unit *u = &s->u[unit];
    if (n <= 0 || u->cell < 0)
        return;
    if (n > u->figures)
        n = u->figures;
    u->figures -= n;
    wg_event ev = wg_event_make(WG_EV_DAMAGED);
    ev.unit = unit;
    ev.value = n;
    ev.extra = u->figures;
    wg_emit(g, &ev);
    if (u->figures > 0)
        return;
    wg_hex h = m44_hex(g, u->cell);
    m44_move_leave(g, unit);
    u->cell = -1;
    ev = wg_event_make(WG_EV_DESTROYED);
    ev.unit = unit;
    ev.player = credit;
    ev.x = h.q;
    ev.y = h.r;
    wg_emit(g, &ev);
    s->elim[credit]++; /* M44-B4: a medal */
    ev = wg_event_make(WG_M44_EV_MEDAL);
    ev.player = credit;
    ev.value = s->elim[credit];
    wg_emit(g, &ev);
}

/* ------------------------------------------------------------ one battle */

/* WG_EV_ATTACK: who rolls how many dice at whom, from how far, why. */
static void emit_attack(wg_game *g, int unit, int target, int dice, int purpose)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    int tcell = s->u[target].cell;
    wg_event ev = wg_event_make(WG_EV_ATTACK);
    ev.player = unit >= 0 ? d->unit_side[unit] : m44_active(g);
    ev.unit = unit;
    ev.target = target;
    ev.x = m44_hex(g, tcell).q;
    ev.y = m44_hex(g, tcell).r;
    ev.value = dice;
    ev.extra = unit >= 0 ? m44_rules_dist(g, s->u[unit].cell, tcell) : 0;
    ev.result = purpose;
    wg_emit(g, &ev);
}

int m44_battle_roll(wg_game *g, int unit, int target, int kind, int dice, int purpose)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    s->b_kind = kind;
    s->b_unit = unit;
    s->b_target = target;
    s->b_cell = s->u[target].cell;
    s->b_flags = 0;
    s->b_retreated = 0;
    emit_attack(g, unit, target, dice, purpose);
    hexcc_roll r;
    hexcc_dice_roll(g, &d->die, dice, purpose, unit, target, &r);
    int hits, flags;
    if (m44_rules_tally(g, target, kind, &r, &hits, &flags)) {
        wg_event ev = wg_event_make(WG_M44_EV_FLAG_IGNORED);
        ev.unit = target;
        ev.value = m44_cobstacles(g)[m44_cst(g)->u[target].cell]; /* what protected it */
        wg_emit(g, &ev);
    }
    wg_event ev = wg_event_about(WG_EV_RESULT, -1, unit, target);
    ev.value = hits;
    ev.extra = flags;
    wg_emit(g, &ev);
    m44_battle_lose(g, target, hits, 1 - d->unit_side[target]);
    if (m44_turn_check_victory(g) || s->u[target].cell < 0 || flags == 0)
        return 1;
    s->b_flags = flags;
    s->b_retreated = 1;
    return m44_retreat_start(g, target, flags);
}

void m44_battle_done(wg_game *g)
{
    /* M44-B10: a retreat (a blocked one's losses, an objective reached) may end the game */
    if (m44_turn_check_victory(g))
        return;
    switch (m44_cst(g)->b_kind) {
    case M44_B_OPFIRE:
        m44_opfire_done(g);
        return;
    case M44_B_AMBUSH:
        m44_ambush_done(g);
        return;
    case M44_B_BARRAGE:
        m44_move_start(g);
        return;
    case M44_B_AIR:
        m44_orders_strike_next(g);
        return;
    default:
        m44_ground_offer(g);
        return;
    }
}

int m44_battle_dice(const wg_game *g, int unit, int target)
{
    const m44_state *s = m44_cst(g);
    const m44_unit *u = &s->u[unit];
    int close = m44_rules_dist(g, u->cell, s->u[target].cell) == 1;
    return m44_rules_dice(g, unit, target, u->bonus + (close ? u->bonus_close : 0));
}

void m44_battle_assault(wg_game *g, int unit, int target, int kind)
{
    if (m44_battle_roll(g, unit, target, kind, m44_battle_dice(g, unit, target),
                        WG_M44_ROLL_BATTLE))
        m44_battle_done(g);
}

void m44_battle_declare(wg_game *g, int unit, int target, int kind)
{
    int card = m44_ambush_card(g, unit, target);
    if (card >= 0) {
        m44_ambush_open(g, unit, target, card, kind);
        return;
    }
    m44_battle_assault(g, unit, target, kind);
}

/* ------------------------------------------------------------ the battle phase */

static int may_battle(const wg_game *g, int unit)
{
    const m44_unit *u = &m44_cst(g)->u[unit];
    return u->ordered && u->cell >= 0 && u->battles > 0 && !u->no_battle &&
           u->battle_move >= 0 && u->moved <= u->battle_move;
}

/* The unit's battles in target order into sk; with sk NULL, 1 at the first (0: none).
 * v: where the units stand (taken on first use), shared by a walk over many units. */
static int battle_targets(const wg_game *g, int unit, wg_sink *sk, hexcc_view *v)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    int adj = -1, foe = 1 - d->unit_side[unit];
    if (!m44_rules_alive(g, unit))
        return 0;
    /* the enemy's units, in unit order: m44_rules_enemies asks only that each is alive */
    for (int k = 0; k < d->nside_units[foe]; k++) {
        int t = d->side_unit[foe][k];
        if (s->u[t].cell < 0 || !m44_rules_may_target_enemy(g, unit, t, 0, &adj, v) ||
            m44_battle_dice(g, unit, t) <= 0)
            continue;
        if (!sk)
            return 1;
        m44_offer(sk, WG_ACT_FIRE, unit, t, -1, 0, 0, 0);
    }
    return 0;
}

int m44_battle_has_target(const wg_game *g, int unit)
{
    hexcc_view v;
    hexcc_view_init(&v);
    return battle_targets(g, unit, NULL, &v);
}

void m44_battle_list_targets(const wg_game *g, int unit, wg_sink *sk)
{
    hexcc_view v;
    hexcc_view_init(&v);
    battle_targets(g, unit, sk, &v);
}

static int battles_any(const wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    int side = m44_active(g);
    hexcc_view v; /* the board stands while the units are asked: one view for all */
    hexcc_view_init(&v);
    for (int k = 0; k < d->nside_units[side]; k++) {
        int u = d->side_unit[side][k];
        if (may_battle(g, u) && (battle_targets(g, u, NULL, &v) || m44_special_blow_list(g, u, NULL)))
            return 1;
    }
    return 0;
}

/* M44-C3: Behind Enemy Lines' units move again after the battles. */
static int move_again(wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    if (!m44_card_order(g)->move_again || s->second_move)
        return 0;
    for (int u = 0; u < d->nunits; u++)
        if (s->u[u].ordered && s->u[u].free_move && s->u[u].cell >= 0) {
            s->second_move = 1;
            s->u[u].moved = 0;
            s->u[u].stopped = 0;
            s->u[u].battles = 0;
        }
    return s->second_move;
}

static void end_battles(wg_game *g)
{
    if (move_again(g)) {
        m44_move_start(g);
        return;
    }
    m44_draw_phase(g);
}

void m44_battle_back(wg_game *g)
{
    if (!m44_turn_elsewhere(g) && !battles_any(g))
        end_battles(g);
}

void m44_battle_start(wg_game *g)
{
    if (m44_cst(g)->second_move) {
        m44_draw_phase(g);
        return;
    }
    m44_turn_phase(g, WG_M44_PHASE_BATTLE);
    m44_turn_base(g, M44_K_BATTLE);
    m44_battle_back(g);
}

/* ------------------------------------------------------------ M44_K_BATTLE */

/* Infantry in wire may clear it instead of battling (M44-B8). */
static int may_clear_wire(const wg_game *g, int unit)
{
    return m44_cdata(g)->unit_type[unit] == WG_M44_INFANTRY &&
           m44_cobstacles(g)[m44_cst(g)->u[unit].cell] == WG_M44_WIRE;
}

void m44_battle_list(const wg_game *g, wg_sink *sk)
{
    const m44_data *d = m44_cdata(g);
    int side = m44_active(g);
    hexcc_view v; /* the board stands while the units are listed: one view for all */
    hexcc_view_init(&v);
    for (int k = 0; k < d->nside_units[side]; k++) {
        int u = d->side_unit[side][k];
        if (!may_battle(g, u))
            continue;
        battle_targets(g, u, sk, &v);
        if (may_clear_wire(g, u))
            m44_offer(sk, WG_ACT_CHOOSE, u, -1, -1, 0, 0, WG_M44_CHOICE_CLEAR_WIRE);
        m44_special_blow_list(g, u, sk); /* M44-X26 */
    }
    m44_offer(sk, WG_ACT_PASS, -1, -1, -1, 0, 0, 0);
}

int m44_battle_problem(const wg_game *g, const wg_action *a)
{
    const m44_data *d = m44_cdata(g);
    int u = a->unit, adj = -1, ok;
    if (a->type == WG_ACT_PASS)
        return WG_OK;
    if (u < 0 || u >= d->nunits || d->unit_side[u] != m44_active(g) || !may_battle(g, u))
        return wg_rs_refuse(g, a);
    if (a->type == WG_ACT_FIRE)
        ok = a->target >= 0 && a->target < d->nunits &&
             m44_rules_may_target_adj(g, u, a->target, 0, &adj) &&
             m44_battle_dice(g, u, a->target) > 0;
    else if (a->value == WG_M44_CHOICE_BLOW_BRIDGE)
        ok = m44_special_may_blow(g, u, hexcc_board_cell(&d->board, wg_hex_make(a->x, a->y)));
    else /* x, y name a bridge only (M44-X26): clearing wire is listed with 0, 0 */
        ok = a->value == WG_M44_CHOICE_CLEAR_WIRE && a->x == 0 && a->y == 0 &&
             may_clear_wire(g, u);
    return ok ? WG_OK : wg_rs_refuse(g, a);
}

static void clear_wire(wg_game *g, int unit)
{
    m44_state *s = m44_st(g);
    int cell = s->u[unit].cell;
    m44_obstacles(g)[cell] = WG_M44_NO_OBSTACLE;
    s->u[unit].battles = 0;
    wg_event ev = wg_event_make(WG_M44_EV_WIRE_REMOVED);
    ev.unit = unit;
    ev.x = m44_hex(g, cell).q;
    ev.y = m44_hex(g, cell).r;
    wg_emit(g, &ev);
    m44_battle_back(g);
}

void m44_battle_apply(wg_game *g, const wg_action *a)
{
    if (a->type == WG_ACT_PASS) {
        end_battles(g);
        return;
    }
    if (a->type == WG_ACT_CHOOSE && a->value == WG_M44_CHOICE_BLOW_BRIDGE) {
        m44_special_blow(g, a->unit,
                         hexcc_board_cell(&m44_cdata(g)->board, wg_hex_make(a->x, a->y)));
        m44_battle_back(g);
        return;
    }
    if (a->type == WG_ACT_CHOOSE) {
        clear_wire(g, a->unit);
        return;
    }
    m44_st(g)->u[a->unit].battles--;
    m44_battle_declare(g, a->unit, a->target, M44_B_NORMAL);
}
