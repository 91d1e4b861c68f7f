/*
 * The movement phase (M44-T1, B2, B8): ordered units step one hex at a
 * time, one unit at a time; terrain and wire stop them; each step may open
 * an Op Fire window (opfire.c). PASS, or no step left, goes to the battles.
 */
#include "m44_internal.h"

void m44_move_leave(wg_game *g, int unit)
{
    m44_state *s = m44_st(g);
    int cell = s->u[unit].cell;
    if (cell >= 0 && m44_terrain_obstacle(g, cell)->leave_removes) { /* M44-B8 sandbags */
        m44_obstacles(g)[cell] = WG_M44_NO_OBSTACLE;
        wg_event ev = wg_event_make(WG_M44_EV_SANDBAGS);
        ev.x = m44_hex(g, cell).q;
        ev.y = m44_hex(g, cell).r;
        wg_emit(g, &ev);
    }
}

/* A unit that may still move, by m44_rules_may_step's first refusals (asked once). */
static int may_move_on(const m44_unit *u)
{
    return u->ordered && u->cell >= 0 && !u->stopped && u->moved < u->max_move;
}

static int moves_any(const wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    int side = m44_active(g); /* only his units are ordered */
    /* nearly always answered by the first unit and step tried: no occupancy taken;
     * a unit that may leave by an exit marker (M44-X23) may move on too */
    for (int k = 0; k < d->nside_units[side]; k++) {
        int u = d->side_unit[side][k];
        if (!may_move_on(&s->u[u]))
            continue;
        for (int dir = 0; dir < 6; dir++)
            if (m44_rules_may_step(g, u, d->board.nb[s->u[u].cell][dir]))
                return 1;
        wg_hex off;
        if (d->nexit && m44_medals_exit_hex(g, u, &off))
            return 1;
    }
    return 0;
}

void m44_move_after_step(wg_game *g)
{
    if (!m44_turn_elsewhere(g) && !moves_any(g))
        m44_battle_start(g);
}

void m44_move_start(wg_game *g)
{
    m44_special_first_turn(g); /* M44-X25 */
    m44_st(g)->mover = -1;
    m44_turn_phase(g, WG_M44_PHASE_MOVE);
    m44_turn_base(g, M44_K_MOVE);
    m44_move_after_step(g);
}

/* ------------------------------------------------------------ one step */

/* An obstacle may stop the unit, and some types remove it by entering (wire, M44-B8). */
static void enter_obstacle(wg_game *g, int unit, int cell)
{
    const m44_obstacle *o = m44_terrain_obstacle(g, cell);
    m44_unit *u = &m44_st(g)->u[unit];
    if (o->stop && !u->free_move)
        u->stopped = 1;
    if (!(o->removed_by >> m44_rules_type(g, unit) & 1))
        return;
    m44_obstacles(g)[cell] = WG_M44_NO_OBSTACLE;
    wg_event ev = wg_event_make(WG_M44_EV_WIRE_REMOVED);
    ev.unit = unit;
    ev.x = m44_hex(g, cell).q;
    ev.y = m44_hex(g, cell).r;
    wg_emit(g, &ev);
}

static void step(wg_game *g, int unit, int cell)
{
    const m44_data *d = m44_cdata(g);
    m44_unit *u = &m44_st(g)->u[unit];
    wg_hex from = m44_hex(g, u->cell), to = m44_hex(g, cell);
    m44_move_leave(g, unit);
    u->cell = cell;
    u->moved++;
    wg_emit_move(g, WG_EV_MOVE, d->unit_side[unit], unit, from, to);
    const m44_terrain *t = &d->terrain[d->board.terrain[cell]];
    if (t->stop && !u->free_move)
        u->stopped = 1;
    if (t->no_battle)
        u->no_battle = 1;
    enter_obstacle(g, unit, cell);
    m44_terrain_cap_move(g, unit, cell);
    if (u->moved >= u->max_move)
        u->stopped = 1;
}

/* ------------------------------------------------------------ M44_K_MOVE */

void m44_move_list(const wg_game *g, wg_sink *sk)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    hexcc_occupancy o;
    m44_rules_occupancy(g, &o);
    for (int u = 0; u < d->nunits; u++)
        if (may_move_on(&s->u[u]))
            for (int k = 0; k < 6; k++) {
                int to = d->board.nb[s->u[u].cell][k];
                if (m44_rules_step_ok(g, u, to, &o))
                    m44_offer(sk, WG_ACT_MOVE, u, -1, -1, d->board.hex[to].q,
                              d->board.hex[to].r, 0);
            }
    for (int u = 0; u < d->nunits && d->nexit; u++) {
        wg_hex off;
        if (m44_medals_exit_hex(g, u, &off)) /* M44-X23: off the board */
            m44_offer(sk, WG_ACT_MOVE, u, -1, -1, off.q, off.r, 0);
    }
    m44_offer(sk, WG_ACT_PASS, -1, -1, -1, 0, 0, 0);
}

int m44_move_problem(const wg_game *g, const wg_action *a)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    int u = a->unit;
    if (a->type == WG_ACT_PASS)
        return WG_OK;
    if (u < 0 || u >= d->nunits || !s->u[u].ordered || s->u[u].cell < 0)
        return wg_rs_refuse(g, a);
    for (int k = 0; k < 6; k++) {
        int to = d->board.nb[s->u[u].cell][k];
        if (to >= 0 && d->board.hex[to].q == a->x && d->board.hex[to].r == a->y &&
            m44_rules_may_step(g, u, to))
            return WG_OK;
    }
    wg_hex off;
    if (m44_medals_exit_hex(g, u, &off) && off.q == a->x && off.r == a->y)
        return WG_OK;
    return wg_rs_refuse(g, a);
}

void m44_move_apply(wg_game *g, const wg_action *a)
{
    m44_state *s = m44_st(g);
    if (a->type == WG_ACT_PASS) {
        m44_battle_start(g);
        return;
    }
    int cell = hexcc_board_cell(&m44_cdata(g)->board, wg_hex_make(a->x, a->y));
    if (s->mover >= 0 && s->mover != a->unit && s->u[s->mover].moved > 0)
        s->u[s->mover].stopped = 1; /* M44-T1: one unit at a time */
    s->mover = a->unit;
    if (cell < 0) { /* M44-X23: off the board by an exit marker */
        m44_medals_exit(g, a->unit);
        if (!m44_turn_check_victory(g))
            m44_move_after_step(g);
        return;
    }
    int from = s->u[a->unit].cell;
    step(g, a->unit, cell);
    /* M44-B10: every other change to what the medals count (an elimination, an exit, a
     * start-of-turn objective) is checked where it happens, so the score is up to date
     * here, and a step off and onto hexes that are no objective's leaves it so */
    if (m44_medals_step_counts(m44_cdata(g), from, cell) && m44_turn_check_victory(g))
        return;
    if (m44_cdata(g)->op_fire)
        m44_opfire_open(g, a->unit);
    m44_move_after_step(g);
}
