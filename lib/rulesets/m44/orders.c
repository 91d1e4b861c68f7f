/*
 * The order phase (M44-T1, C2..C4): play a card, pick its section
 * (Infantry Assault), declare the units it orders or the enemy units its
 * dice strike (Barrage, Air Power), then commit. What each card allows is
 * its row in card_kinds.c; this file only walks the steps.
 */
#include "m44_internal.h"

/* ------------------------------------------------------------ strikes (Barrage, Air Power) */

void m44_orders_strike_next(wg_game *g)
{
    m44_state *s = m44_st(g);
    const m44_card_kind *k = m44_card_order(g);
    while (s->air_next < s->nair) {
        int t = s->air[s->air_next++];
        if (!m44_rules_alive(g, t))
            continue;
        if (!m44_battle_roll(g, -1, t, k->strike, m44_card_strike_dice(g), k->strike_roll))
            return; /* a retreat decision: m44_battle_done comes back here */
        /* M44-B10: a retreat made without asking (a blocked one's lost figures) may end the
         * game, as m44_battle_done checks after one the owner chose */
        if (m44_turn_check_victory(g))
            return;
    }
    m44_move_start(g);
}

/* ------------------------------------------------------------ committing the order */

/* Whom a DECLARE names: enemy targets for a strike, else the player's own units
 * (t: m44_card_order_test, worked out once for the units asked about). */
static int may_declare(const wg_game *g, const m44_order_test *t, int unit)
{
    return t->k->picks == M44_PICK_FOES ? m44_card_may_pick_target(g, unit)
                                        : m44_card_may_order(t, unit);
}

/* Asked after every unit declared: an order that takes nobody more (full, or a row
 * of no units) and the other side's units are refused here, not unit by unit. */
static int order_any(const wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    m44_order_test t;
    m44_card_order_test(g, &t);
    int foes = t.k->picks == M44_PICK_FOES;
    int side = foes ? 1 - m44_active(g) : m44_active(g);
    if (!foes && t.nobody)
        return 0;
    for (int k = 0; k < d->nside_units[side]; k++)
        if (may_declare(g, &t, d->side_unit[side][k]))
            return 1;
    return 0;
}

static void commit_order(wg_game *g)
{
    const m44_card_kind *k = m44_card_order(g);
    m44_state *s = m44_st(g);
    if (s->nair > 0) { /* the picked targets are struck now */
        s->air_next = 0;
        m44_orders_strike_next(g);
        return;
    }
    if (k->commit)
        k->commit(g);
    m44_move_start(g);
}

/* The order commits itself when nothing can be declared. */
static void open_orders(wg_game *g)
{
    if (!order_any(g)) {
        commit_order(g);
        return;
    }
    m44_turn_base(g, M44_K_ORDER);
}

/* ------------------------------------------------------------ M44_K_PLAY */

int m44_orders_playable(const wg_game *g, int32_t out[WG_M44_MAX_CARDS])
{
    int only = m44_special_first_card(g); /* M44-X25: in the hand when it is not -1 */
    if (only >= 0) {
        out[0] = only;
        return 1;
    }
    return m44_cards_at(g, M44_LOC_HAND + m44_active(g), out);
}

void m44_orders_play_list(const wg_game *g, wg_sink *sk)
{
    int32_t cards[WG_M44_MAX_CARDS];
    int n = m44_orders_playable(g, cards);
    for (int i = 0; i < n; i++)
        m44_offer(sk, WG_ACT_PLAY, -1, -1, cards[i], 0, 0, 0);
}

int m44_orders_play_problem(const wg_game *g, const wg_action *a)
{
    int only = m44_special_first_card(g); /* M44-X25: a fixed first card */
    return m44_cards_in_hand(g, m44_active(g), a->card) && (only < 0 || a->card == only)
               ? WG_OK
               : wg_rs_refuse(g, a);
}

void m44_orders_play_apply(wg_game *g, const wg_action *a)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    int p = m44_active(g), opp = 1 - p;
    s->card = a->card;
    s->loc[a->card] = M44_LOC_TABLE;
    s->kind = d->card[a->card].kind;
    s->section = d->card[a->card].section;
    wg_event ev = wg_event_make(WG_M44_EV_CARD_PLAYED);
    ev.player = p;
    ev.weapon = a->card;
    ev.value = s->kind;
    wg_emit(g, &ev);
    if (m44_card_order(g)->copies) { /* the opponent's last order, mirrored */
        s->kind = s->last_kind[opp];
        s->section = s->last_section[opp] == WG_M44_ANY ? WG_M44_ANY
                                                        : 2 - s->last_section[opp];
    }
    s->last_kind[p] = s->kind;
    s->last_section[p] = s->section;
    const m44_card_kind *k = m44_card_order(g);
    if (m44_card_asks_section(g)) {
        m44_turn_base(g, M44_K_SECTION);
        return;
    }
    if (k->play)
        k->play(g);
    open_orders(g);
}

/* ------------------------------------------------------------ M44_K_SECTION */

void m44_orders_section_list(const wg_game *g, wg_sink *sk)
{
    (void)g;
    for (int k = 0; k < 3; k++)
        m44_offer(sk, WG_ACT_CHOOSE, -1, -1, -1, 0, 0, k);
}

void m44_orders_section_apply(wg_game *g, const wg_action *a)
{
    m44_state *s = m44_st(g);
    s->section = a->value;
    s->last_section[m44_active(g)] = a->value;
    open_orders(g);
}

/* ------------------------------------------------------------ M44_K_ORDER */

void m44_orders_list(const wg_game *g, wg_sink *sk)
{
    int foes = m44_card_order(g)->picks == M44_PICK_FOES, n = m44_cdata(g)->nunits;
    m44_order_test t;
    m44_card_order_test(g, &t);
    for (int u = 0; u < n; u++)
        if (may_declare(g, &t, u))
            m44_offer(sk, WG_ACT_DECLARE, foes ? -1 : u, foes ? u : -1, -1, 0, 0, 0);
    m44_offer(sk, WG_ACT_RESOLVE, -1, -1, -1, 0, 0, 0);
}

/* A DECLARE names a unit, or a target for a strike, never both. */
int m44_orders_problem(const wg_game *g, const wg_action *a)
{
    int n = m44_cdata(g)->nunits;
    if (a->type == WG_ACT_RESOLVE)
        return WG_OK;
    int foes = m44_card_order(g)->picks == M44_PICK_FOES;
    int named = foes ? a->target : a->unit, other = foes ? a->unit : a->target;
    m44_order_test t;
    m44_card_order_test(g, &t);
    if (other != -1 || named < 0 || named >= n || !may_declare(g, &t, named))
        return wg_rs_refuse(g, a);
    return WG_OK;
}

void m44_orders_apply(wg_game *g, const wg_action *a)
{
    const m44_card_kind *k = m44_card_order(g);
    m44_state *s = m44_st(g);
    if (a->type == WG_ACT_RESOLVE) {
        commit_order(g);
        return;
    }
    if (k->picks == M44_PICK_FOES && k->foes == 1) { /* Barrage: struck at once */
        if (m44_battle_roll(g, -1, a->target, k->strike, m44_card_strike_dice(g),
                            k->strike_roll))
            m44_battle_done(g);
        return;
    }
    if (k->picks == M44_PICK_FOES) {
        s->air[s->nair++] = a->target;
    } else if (k->declare) {
        k->declare(g, a->unit);
        commit_order(g);
        return;
    } else {
        m44_card_order_unit(g, a->unit);
    }
    if (!order_any(g))
        commit_order(g);
}
