/*
 * Retreats (M44-B5): hexcc's retreat (lib/rulesets/hexcc/retreat.c) with
 * m44's rules: any unit blocks a hex, a retreat out of sandbags leaves
 * them, each hex not made costs a figure and credits the enemy's medal.
 * The owner's choice of path is the M44_K_RETREAT decision; once the
 * retreat is over, the battle that caused it goes on (m44_battle_done).
 */
#include "m44_internal.h"

static const hexcc_board *r_board(const wg_game *g)
{
    return &m44_cdata(g)->board;
}

static int r_cell_of(const wg_game *g, int unit)
{
    return m44_cst(g)->u[unit].cell;
}

static int r_can_enter(const wg_game *g, int unit, int cell)
{
    (void)unit;
    return m44_rules_unit_at(g, cell) < 0;
}

static void r_step(wg_game *g, int unit, int cell)
{
    m44_state *s = m44_st(g);
    wg_hex from = m44_hex(g, s->u[unit].cell), to = m44_hex(g, cell);
    m44_move_leave(g, unit);
    s->u[unit].cell = cell;
    wg_emit_move(g, WG_M44_EV_RETREAT, -1, unit, from, to);
}

static void r_lose(wg_game *g, int unit, int figures)
{
    const m44_state *s = m44_cst(g);
    wg_hex h = m44_hex(g, s->u[unit].cell);
    wg_event ev = wg_event_make(WG_M44_EV_RETREAT_BLOCKED);
    ev.unit = unit;
    ev.value = figures;
    ev.x = h.q;
    ev.y = h.r;
    wg_emit(g, &ev);
    m44_battle_lose(g, unit, figures, 1 - m44_rules_side(g, unit));
}

const hexcc_retreat_ops m44_retreat_ops = { M44_K_RETREAT, r_board, NULL, r_cell_of,
                                            r_can_enter, r_step, r_lose };

int m44_retreat_start(wg_game *g, int unit, int hexes)
{
    const m44_data *d = m44_cdata(g);
    int owner = d->unit_side[unit];
    return hexcc_retreat_start(g, &m44_retreat_ops, unit, owner, d->home[owner], hexes);
}

/* ------------------------------------------------------------ M44_K_RETREAT */

void m44_retreat_list(const wg_game *g, wg_sink *sk)
{
    hexcc_retreat_legal(g, &m44_retreat_ops, sk);
}

void m44_retreat_apply(wg_game *g, const wg_action *a)
{
    if (hexcc_retreat_apply(g, &m44_retreat_ops, a))
        m44_battle_done(g);
}
