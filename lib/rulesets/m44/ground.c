/*
 * After a close assault (M44-B7, C4): the attacker may take the hex it
 * emptied, and armor that took ground may overrun, battling once more.
 * Both are decisions nested on the battle phase's own.
 */
#include "m44_internal.h"

/* The close assault emptied a hex the attacker may enter. */
static int may_take_ground(const wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    int u = s->b_unit;
    return m44_rules_alive(g, u) && d->unit_type[u] != WG_M44_ARTILLERY &&
           m44_rules_dist(g, s->u[u].cell, s->b_cell) == 1 &&
           m44_rules_unit_at(g, s->b_cell) < 0 &&
           m44_terrain_may_enter(g, u, s->b_cell);
}

void m44_ground_offer(wg_game *g)
{
    const m44_state *s = m44_cst(g);
    if (wg_ccore(g)->over)
        return;
    if (!may_take_ground(g)) {
        m44_battle_back(g);
        return;
    }
    wg_frame *f = wg_push_kind(g, M44_K_TAKE_GROUND, m44_active(g));
    f->unit = s->b_unit;
    f->x = m44_hex(g, s->b_cell).q;
    f->y = m44_hex(g, s->b_cell).r;
    f->data[0] = s->b_kind;
}

/* ------------------------------------------------------------ M44_K_TAKE_GROUND */

void m44_ground_list(const wg_game *g, wg_sink *sk)
{
    const wg_frame *f = wg_ctop(g);
    m44_offer(sk, WG_ACT_MOVE, f->unit, -1, -1, f->x, f->y, 0);
    m44_offer(sk, WG_ACT_PASS, -1, -1, -1, 0, 0, 0);
}

/* Armor that took ground after a plain battle may overrun (M44-C4). */
static void offer_overrun(wg_game *g, int u, int kind, const wg_action *a)
{
    const m44_data *d = m44_cdata(g);
    const m44_unit *mu = &m44_cst(g)->u[u];
    if (d->unit_type[u] != WG_M44_ARMOR || kind != M44_B_NORMAL || mu->overrun ||
        mu->no_battle || !m44_battle_has_target(g, u)) {
        m44_battle_back(g);
        return;
    }
    wg_frame *f = wg_push_kind(g, M44_K_OVERRUN, m44_active(g));
    f->unit = u;
    f->x = a->x;
    f->y = a->y;
    wg_event ev = wg_event_make(WG_M44_EV_OVERRUN);
    ev.unit = u;
    wg_emit(g, &ev);
}

static void take_ground(wg_game *g, const wg_action *a)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    int kind = wg_top(g)->data[0], u = a->unit;
    wg_pop(g);
    int cell = hexcc_board_cell(&d->board, wg_hex_make(a->x, a->y));
    wg_hex from = m44_hex(g, s->u[u].cell);
    m44_move_leave(g, u);
    s->u[u].cell = cell;
    if (d->terrain[d->board.terrain[cell]].no_battle)
        s->u[u].no_battle = 1;
    if (m44_terrain_obstacle(g, cell)->removed_by >> d->unit_type[u] & 1)
        m44_obstacles(g)[cell] = WG_M44_NO_OBSTACLE;
    wg_emit_move(g, WG_M44_EV_TAKE_GROUND, -1, u, from, wg_hex_make(a->x, a->y));
    if (m44_turn_check_victory(g))
        return;
    offer_overrun(g, u, kind, a);
}

void m44_ground_apply(wg_game *g, const wg_action *a)
{
    if (a->type == WG_ACT_PASS) {
        wg_pop(g);
        m44_battle_back(g);
        return;
    }
    take_ground(g, a);
}

/* ------------------------------------------------------------ M44_K_OVERRUN */

void m44_ground_overrun_list(const wg_game *g, wg_sink *sk)
{
    m44_battle_list_targets(g, wg_ctop(g)->unit, sk);
    m44_offer(sk, WG_ACT_PASS, -1, -1, -1, 0, 0, 0);
}

void m44_ground_overrun_apply(wg_game *g, const wg_action *a)
{
    wg_pop(g);
    if (a->type == WG_ACT_PASS) {
        m44_battle_back(g);
        return;
    }
    m44_st(g)->u[a->unit].overrun = 1;
    m44_battle_declare(g, a->unit, a->target, M44_B_OVERRUN);
}
