/*
 * Scenario special rules (issue 20): the airdrop at the start (M44-X24),
 * the first-turn restrictions (M44-X25) and blowing bridges (M44-X26, with a
 * unit on them M44-X27). All are scenario keys read by data_special.c;
 * nothing here runs for a scenario without them.
 */
#include "m44_internal.h"

/* Where dropped unit `unit` comes down, or why it is lost (wg_m44_drop). */
static int land(const wg_game *g, int unit, int col, int row, int *cell)
{
    const m44_data *d = m44_cdata(g);
    *cell = hexcc_board_cell(&d->board, wg_hex_from_offset(col, row, d->board.layout));
    if (*cell < 0)
        return WG_M44_DROP_OFF_BOARD;
    /* terrain or an obstacle it could not enter (a river, a bunker for armor), or the sea */
    if (!m44_terrain_may_enter(g, unit, *cell) || m44_special_blown(g, *cell) ||
        d->board.terrain[*cell] == WG_M44_OCEAN)
        return WG_M44_DROP_IMPASSABLE;
    if (m44_rules_unit_at(g, *cell) >= 0)
        return WG_M44_DROP_OCCUPIED;
    return WG_M44_DROP_LANDED;
}

/*
 * M44-X24: each dropped unit comes down on a hex of the drop zone rolled
 * with two dice (its column, then its row: WG_M44_ROLL_AIRDROP), so that a
 * dice source decides it and the log shows it; it is lost off the board, on
 * impassable terrain or on another unit, and a lost unit gives nobody a medal.
 */
static void drop_one(wg_game *g, int unit)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    int cols = d->drop_zone[1] - d->drop_zone[0] + 1, rows = d->drop_zone[3] - d->drop_zone[2] + 1;
    int col = d->drop_zone[0] + wg_roll_die(g, cols, WG_M44_ROLL_AIRDROP, 0, unit, -1) - 1;
    int row = d->drop_zone[2] + wg_roll_die(g, rows, WG_M44_ROLL_AIRDROP, 0, unit, -1) - 1;
    int cell, why = land(g, unit, col, row, &cell);
    wg_hex h = wg_hex_from_offset(col, row, d->board.layout);
    s->u[unit].cell = why == WG_M44_DROP_LANDED ? cell : -1;
    s->u[unit].figures = why == WG_M44_DROP_LANDED ? d->unit_figures[unit] : 0;
    wg_event ev = wg_event_about(WG_M44_EV_AIRDROP, d->unit_side[unit], unit, -1);
    ev.value = why == WG_M44_DROP_LANDED;
    ev.extra = why;
    ev.x = h.q;
    ev.y = h.r;
    wg_emit(g, &ev);
}

/* Setup: a scenario with an airdrop starts at the dropping side's "m44.airdrop". */
int m44_special_airdrop_pending(wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    if (d->ndrop <= 0)
        return 0;
    wg_push_kind(g, M44_K_AIRDROP, d->unit_side[d->drop_first]);
    return 1;
}

/* "m44.airdrop" answered (PASS): the units come down, then the first turn begins. */
void m44_special_airdrop_apply(wg_game *g, const wg_action *a)
{
    const m44_data *d = m44_cdata(g);
    (void)a;
    wg_pop(g);
    for (int i = d->drop_first; i < d->drop_first + d->ndrop; i++)
        drop_one(g, i);
    m44_turn_start(g);
}

static int first_turn_of(const wg_game *g, int p)
{
    return wg_ccore(g)->turn == 1 + (p != m44_cdata(g)->first);
}

/*
 * M44-X25: the card a side must play on its first turn. A copy made for a
 * player who cannot see the hand (wg_game_clone_for) may have dealt it
 * elsewhere: then any card goes, so that the copy always has an answer.
 */
int m44_special_first_card(const wg_game *g)
{
    int p = m44_active(g), c = m44_cdata(g)->first_card[p];
    return c >= 0 && first_turn_of(g, p) && m44_cards_in_hand(g, p, c) ? c : -1;
}

/* M44-X25: on its first turn a side's ordered units may not move, or battle, or both. */
void m44_special_first_turn(wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    int p = m44_active(g), hold = d->hold_first[p];
    if (!hold || !first_turn_of(g, p))
        return;
    for (int u = 0; u < d->nunits; u++)
        if (s->u[u].ordered) {
            if (hold & 1)
                s->u[u].stopped = 1;
            if (hold & 2)
                s->u[u].no_battle = 1;
        }
}

/* ------------------------------------------------------------ M44-X26: blowing bridges */

/* M44-X26, X27: nobody on the bridge, or (`occupied: true`) an enemy unit; never a
 * unit of the blowing side (it would go down with it). */
static int may_blow_on(const wg_game *g, int unit, int cell)
{
    const m44_data *d = m44_cdata(g);
    int on = m44_rules_unit_at(g, cell);
    return on < 0 || (d->blow_occupied && d->unit_side[on] != d->unit_side[unit]);
}

/*
 * M44-X26: a unit of the side the scenario names, ordered and free to battle,
 * next to an intact bridge, may try to blow it instead of battling.
 */
int m44_special_may_blow(const wg_game *g, int unit, int cell)
{
    const m44_data *d = m44_cdata(g);
    int from = m44_cst(g)->u[unit].cell;
    return d->blow_side == d->unit_side[unit] && cell >= 0 && from >= 0 &&
           d->board.terrain[cell] == WG_M44_BRIDGE && !m44_special_blown(g, cell) &&
           hexcc_board_distance(&d->board, from, cell) == 1 && may_blow_on(g, unit, cell);
}

int m44_special_blow_list(const wg_game *g, int unit, wg_sink *sk)
{
    const m44_data *d = m44_cdata(g);
    int from = m44_cst(g)->u[unit].cell, n = 0;
    if (d->blow_side != d->unit_side[unit] || from < 0)
        return 0;
    for (int k = 0; k < 6; k++) {
        int cell = d->board.nb[from][k];
        if (!m44_special_may_blow(g, unit, cell))
            continue;
        n++;
        if (sk)
            m44_offer(sk, WG_ACT_CHOOSE, unit, -1, -1, d->board.hex[cell].q,
                      d->board.hex[cell].r, WG_M44_CHOICE_BLOW_BRIDGE);
    }
    return n;
}

void m44_special_blow(wg_game *g, int unit, int cell)
{
    const m44_data *d = m44_cdata(g);
    m44_medal_state *m = m44_medal_st(g); /* there: the scenario has `bridges:` */
    hexcc_roll r;
    m44_st(g)->u[unit].battles = 0;
    hexcc_dice_roll(g, &d->die, d->blow_dice, WG_M44_ROLL_BLOW_BRIDGE, unit, -1, &r);
    int blown = r.count[WG_M44_SYM_STAR] > 0;
    if (blown)
        m->blown[cell / 32] |= 1u << (cell % 32);
    wg_event ev = wg_event_make(WG_M44_EV_BRIDGE);
    ev.player = d->unit_side[unit];
    ev.unit = unit;
    ev.value = blown;
    ev.x = d->board.hex[cell].q;
    ev.y = d->board.hex[cell].r;
    wg_emit(g, &ev);
    int on = m44_rules_unit_at(g, cell);
    if (blown && on >= 0) { /* M44-X27: the enemy on it goes down with it, a medal */
        m44_battle_lose(g, on, m44_cst(g)->u[on].figures, d->unit_side[unit]);
        m44_turn_check_victory(g);
    }
}
