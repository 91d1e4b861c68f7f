/*
 * Opportunity Fire (M44-O1..O11): a MOVE step into a hex where the
 * non-active player has an eligible (unit, card) pair opens a window on
 * top of the move; FIRE plays the card and rolls without its benefit
 * (M44-O6), PASS lets the mover go on. A mover that had to retreat stops
 * and may not battle (M44-O2). Who may fire with which card is rules.c's
 * and card_kinds.c's.
 */
#include "m44_internal.h"

/* ------------------------------------------------------------ windows (Ambush's too) */

void m44_opfire_emit_window(wg_game *g, int player, int unit, wg_hex at, int options)
{
    wg_event ev = wg_event_make(WG_EV_OPFIRE_WINDOW);
    ev.player = player;
    ev.unit = unit;
    ev.x = at.q;
    ev.y = at.r;
    ev.value = options;
    wg_emit(g, &ev);
}

void m44_opfire_emit_option(wg_game *g, int player, int firer, int card, int target, wg_hex at)
{
    wg_event ev = wg_event_about(WG_EV_FIRE_OPTION, player, firer, target);
    ev.weapon = card;
    ev.value = card;
    ev.x = at.q;
    ev.y = at.r;
    wg_emit(g, &ev);
}

void m44_opfire_close(wg_game *g)
{
    wg_pop(g);
    wg_emit(g, &(wg_event){ .type = WG_EV_WINDOW_CLOSED, .player = -1, .unit = -1, .weapon = -1,
                            .target = -1, .part = -1 });
}

/* ------------------------------------------------------------ Op Fire's window */

/* One WG_EV_FIRE_OPTION per (firer, card) pair of player p at the mover. */
static void emit_options(wg_game *g, int p, int mover, const uint8_t ok[WG_M44_MAX_UNITS])
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    int32_t hand[WG_M44_MAX_CARDS];
    int held = m44_cards_at(g, M44_LOC_HAND + p, hand);
    for (int u = 0; u < d->nunits; u++) {
        if (d->unit_side[u] != p || !ok[u])
            continue;
        for (int i = 0; i < held; i++)
            if (m44_card_opfire_ok(g, u, hand[i], mover))
                m44_opfire_emit_option(g, p, u, hand[i], mover, m44_hex(g, s->u[u].cell));
    }
}

void m44_opfire_open(wg_game *g, int mover)
{
    uint8_t ok[WG_M44_MAX_UNITS];
    int n = m44_rules_opfire_firers(g, mover, ok);
    if (n == 0)
        return;
    m44_firers_remember(g, mover, ok); /* for the listing, which asks next */
    int p = 1 - m44_active(g);
    wg_hex h = m44_hex(g, m44_cst(g)->u[mover].cell);
    wg_frame *f = wg_push_kind(g, M44_K_OPFIRE, p);
    f->unit = mover;
    f->x = h.q;
    f->y = h.r;
    f->count = n;
    m44_opfire_emit_window(g, p, mover, h, n);
    if (wg_emitting(g)) /* the options cost a card test each: only for someone who reads them */
        emit_options(g, p, mover, ok);
}

/* The window is over: the move goes on. */
static void close_window(wg_game *g)
{
    m44_opfire_close(g);
    m44_move_after_step(g);
}

void m44_opfire_done(wg_game *g)
{
    m44_state *s = m44_st(g);
    int mover = s->b_target;
    if (wg_ccore(g)->over)
        return;
    if (s->b_flags > 0 && s->u[mover].cell >= 0) {
        s->u[mover].stopped = 1;
        s->u[mover].no_battle = 1;
        wg_event ev = wg_event_make(WG_M44_EV_MOVE_STOPPED);
        ev.unit = mover;
        wg_emit(g, &ev);
    }
    close_window(g);
}

/* ------------------------------------------------------------ M44_K_OPFIRE */

void m44_opfire_list(const wg_game *g, wg_sink *sk)
{
    const m44_data *d = m44_cdata(g);
    const wg_frame *f = wg_ctop(g);
    uint8_t ok[WG_M44_MAX_UNITS];
    int32_t hand[WG_M44_MAX_CARDS];
    if (!m44_firers_recall(g, f->unit, ok))
        m44_rules_opfire_firers(g, f->unit, ok);
    int held = m44_cards_at(g, M44_LOC_HAND + f->player, hand);
    for (int u = 0; u < d->nunits; u++)
        if (d->unit_side[u] == f->player && ok[u])
            for (int i = 0; i < held; i++)
                if (m44_card_opfire_ok(g, u, hand[i], f->unit))
                    m44_offer(sk, WG_ACT_FIRE, u, -1, hand[i], 0, 0, 0);
    m44_offer(sk, WG_ACT_PASS, -1, -1, -1, 0, 0, 0);
}

int m44_opfire_problem(const wg_game *g, const wg_action *a)
{
    const m44_data *d = m44_cdata(g);
    const wg_frame *f = wg_ctop(g);
    if (a->type == WG_ACT_PASS)
        return WG_OK;
    if (a->unit >= 0 && a->unit < d->nunits && a->card >= 0 && a->card < d->ncards &&
        d->unit_side[a->unit] == f->player && m44_rules_opfire_ok(g, a->unit, a->card, f->unit))
        return WG_OK;
    return wg_rs_refuse(g, a);
}

/* The card is played and replaced after its player's next order (M44-O9); the hex is
 * closed to Op Fire for the turn (M44-O7). */
static void fire(wg_game *g, const wg_action *a)
{
    m44_state *s = m44_st(g);
    int mover = wg_top(g)->unit, p = m44_rules_side(g, a->unit);
    int cell = s->u[mover].cell;
    s->loc[a->card] = M44_LOC_DISCARD;
    s->owed[p]++;
    s->u[a->unit].opfired = 1;
    m44_targeted(g)[cell / 32] |= 1u << (cell % 32);
    wg_event ev = wg_event_make(WG_M44_EV_CARD_PLAYED);
    ev.player = p;
    ev.unit = a->unit;
    ev.weapon = a->card;
    ev.value = m44_cdata(g)->card[a->card].kind;
    ev.extra = 1;
    wg_emit(g, &ev);
    int dice = m44_rules_dice(g, a->unit, mover, 0); /* M44-O6: no card benefit */
    if (m44_battle_roll(g, a->unit, mover, M44_B_OPFIRE, dice, WG_M44_ROLL_OPFIRE))
        m44_battle_done(g);
}

void m44_opfire_apply(wg_game *g, const wg_action *a)
{
    if (a->type == WG_ACT_PASS)
        close_window(g);
    else
        fire(g, a);
}
