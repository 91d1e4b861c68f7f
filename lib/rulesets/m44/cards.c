/*
 * The command cards: the deck, the hands, draws and reshuffles (M44-C1,
 * C5), and which units a card's order may include (M44-C2, C3, C4).
 */
#include "m44_internal.h"

int m44_cards_hand_count(const wg_game *g, int player)
{
    const m44_state *s = m44_cst(g);
    int n = 0, nc = m44_cdata(g)->ncards;
    for (int c = 0; c < nc; c++)
        n += s->loc[c] == M44_LOC_HAND + player;
    return n;
}

int m44_cards_in_hand(const wg_game *g, int player, int card)
{
    return card >= 0 && card < m44_cdata(g)->ncards &&
           m44_cst(g)->loc[card] == M44_LOC_HAND + player;
}

/* The game's own generator shuffles (a dice source answers battle dice only). */
static void shuffle(wg_game *g)
{
    m44_state *s = m44_st(g);
    for (int i = s->ndeck - 1; i > 0; i--) {
        int j = (int)wg_agent_below(wg_core(g)->rng, (uint32_t)i + 1);
        int32_t t = s->deck[i];
        s->deck[i] = s->deck[j];
        s->deck[j] = t;
    }
}

/* M44-C5: the discards become the deck. */
static void refill(wg_game *g, int with_table)
{
    m44_state *s = m44_st(g);
    for (int c = m44_cdata(g)->ncards - 1; c >= 0; c--)
        if (s->loc[c] == M44_LOC_DISCARD || (with_table && s->loc[c] == M44_LOC_TABLE)) {
            s->loc[c] = M44_LOC_DECK;
            s->deck[s->ndeck++] = c;
        }
    shuffle(g);
    wg_event ev = wg_event_make(WG_M44_EV_RESHUFFLE);
    ev.value = s->ndeck;
    wg_emit(g, &ev);
}

void m44_cards_reshuffle_all(wg_game *g)
{
    m44_state *s = m44_st(g);
    s->ndeck = 0;
    for (int c = m44_cdata(g)->ncards - 1; c >= 0; c--)
        if (s->loc[c] == M44_LOC_DECK) {
            s->loc[c] = M44_LOC_DISCARD; /* refill puts them back with the rest */
        }
    refill(g, 1);
}

int m44_cards_draw(wg_game *g, int player, int why)
{
    m44_state *s = m44_st(g);
    if (s->ndeck == 0)
        refill(g, 0);
    if (s->ndeck == 0)
        return -1;
    int c = s->deck[--s->ndeck];
    s->loc[c] = (int8_t)(M44_LOC_HAND + player);
    wg_event ev = wg_event_make(WG_M44_EV_DRAW);
    ev.player = player;
    ev.weapon = c;
    ev.value = why;
    wg_emit(g, &ev);
    return c;
}

void m44_cards_discard(wg_game *g, int card)
{
    m44_st(g)->loc[card] = M44_LOC_DISCARD;
    wg_event ev = wg_event_make(WG_M44_EV_DISCARD);
    ev.weapon = card;
    wg_emit(g, &ev);
}

void m44_cards_deal(wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    for (int p = 0; p < 2; p++)
        for (int i = 0; i < d->nhand0[p]; i++)
            s->loc[d->hand0[p][i]] = (int8_t)(M44_LOC_HAND + p);
    s->ndeck = 0;
    for (int c = d->ncards - 1; c >= 0; c--) /* unshuffled: card 0 on top */
        if (s->loc[c] == M44_LOC_DECK)
            s->deck[s->ndeck++] = c;
    if (d->shuffle)
        shuffle(g);
    for (int p = 0; p < 2; p++)
        while (m44_cards_hand_count(g, p) < d->hand_size[p] && m44_cards_draw(g, p, 0) >= 0)
            ;
}

/* ------------------------------------------------------------ orders */

static int ordered_count(const wg_game *g)
{
    const m44_state *s = m44_cst(g);
    int n = 0, nu = m44_cdata(g)->nunits;
    for (int i = 0; i < nu; i++)
        n += s->u[i].ordered;
    return n;
}

/* Units on a section line count in either section: is there a fit within caps? */
static int sections_fit(const uint32_t *mask, int n, int caps[3])
{
    if (n == 0)
        return 1;
    for (int k = 0; k < 3; k++)
        if ((mask[0] >> k & 1u) && caps[k] > 0) {
            caps[k]--;
            int ok = sections_fit(mask + 1, n - 1, caps);
            caps[k]++;
            if (ok)
                return 1;
        }
    return 0;
}

static int per_section_ok(const wg_game *g, int unit, const int caps0[3])
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    int p = d->unit_side[unit], n = 0;
    uint32_t mask[WG_M44_MAX_UNITS + 1];
    int caps[3] = { caps0[0], caps0[1], caps0[2] };
    for (int i = 0; i < d->nunits; i++)
        if (s->u[i].ordered)
            mask[n++] = m44_rules_sections(g, p, s->u[i].cell);
    mask[n++] = m44_rules_sections(g, p, s->u[unit].cell);
    return sections_fit(mask, n, caps);
}

/* Their Finest Hour: slots by type (tfh[0..2]) and stars (tfh[3]). */
static int tfh_ok(const wg_game *g, int unit)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    int count[M44_TYPES] = { 0, 0, 0 }, over = 0;
    for (int i = 0; i < d->nunits; i++)
        if (s->u[i].ordered)
            count[d->unit_type[i]]++;
    count[d->unit_type[unit]]++;
    for (int t = 0; t < M44_TYPES; t++)
        if (count[t] > s->tfh[t])
            over += count[t] - s->tfh[t];
    return over <= s->tfh[3];
}

/* A unit-type card (M44-C4): that type, up to `limit`; none of it: one of any type. */
static int type_order_ok(const wg_game *g, int unit, int type, int limit, int n)
{
    int p = m44_rules_side(g, unit);
    if (!m44_rules_has_type(g, p, type))
        return n < 1;
    return m44_rules_type(g, unit) == type && (limit < 0 || n < limit);
}

int m44_cards_may_order(const wg_game *g, int unit)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    static const int ga[3] = { 2, 2, 2 }, pincer[3] = { 2, 0, 2 }, rif[3] = { 1, 1, 1 };
    if (d->unit_side[unit] != wg_ccore(g)->active || s->u[unit].ordered ||
        !m44_rules_alive(g, unit)) /* the cheap refusals first: half the units are the enemy's */
        return 0;
    int n = ordered_count(g);
    int type = d->unit_type[unit];
    uint32_t sec = m44_rules_sections(g, d->unit_side[unit], s->u[unit].cell);
    switch (s->kind) {
    case WG_M44_CARD_RECON:
        return (sec >> s->section & 1u) && n < 1;
    case WG_M44_CARD_PROBE:
        return (sec >> s->section & 1u) && n < 2;
    case WG_M44_CARD_ATTACK:
        return (sec >> s->section & 1u) && n < 3;
    case WG_M44_CARD_ASSAULT:
        return (sec >> s->section & 1u);
    case WG_M44_CARD_GENERAL_ADVANCE:
        return per_section_ok(g, unit, ga);
    case WG_M44_CARD_PINCER_MOVE:
        return per_section_ok(g, unit, pincer);
    case WG_M44_CARD_RECON_IN_FORCE:
        return per_section_ok(g, unit, rif);
    case WG_M44_CARD_ARMOR_ASSAULT:
        return type_order_ok(g, unit, WG_M44_ARMOR, 4, n);
    case WG_M44_CARD_MOVE_OUT:
    case WG_M44_CARD_DIG_IN:
        return type_order_ok(g, unit, WG_M44_INFANTRY, 4, n);
    case WG_M44_CARD_BEHIND_ENEMY_LINES:
        return type_order_ok(g, unit, WG_M44_INFANTRY, 1, n);
    case WG_M44_CARD_ARTILLERY_BOMBARD:
        return type_order_ok(g, unit, WG_M44_ARTILLERY, -1, n);
    case WG_M44_CARD_INFANTRY_ASSAULT:
        if (!m44_rules_has_type(g, d->unit_side[unit], WG_M44_INFANTRY))
            return n < 1;
        return type == WG_M44_INFANTRY && (sec >> s->section & 1u);
    case WG_M44_CARD_DIRECT_FROM_HQ:
        return n < 4;
    case WG_M44_CARD_CLOSE_ASSAULT:
        return type != WG_M44_ARTILLERY && m44_rules_adjacent_enemy(g, unit);
    case WG_M44_CARD_FIREFIGHT:
        return n < 4 && !m44_rules_adjacent_enemy(g, unit);
    case WG_M44_CARD_MEDICS_MECHANICS:
        return n < 1 && s->u[unit].figures < d->unit_full[unit];
    case WG_M44_CARD_THEIR_FINEST_HOUR:
        return tfh_ok(g, unit);
    default:
        return 0;
    }
}

/* Barrage: any enemy unit; Air Power: up to 4, each next to one already picked. */
int m44_cards_may_pick_target(const wg_game *g, int unit)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    if (!m44_rules_alive(g, unit) || d->unit_side[unit] == wg_ccore(g)->active)
        return 0;
    if (s->kind == WG_M44_CARD_BARRAGE)
        return 1;
    if (s->kind != WG_M44_CARD_AIR_POWER || s->nair >= 4)
        return 0;
    for (int i = 0; i < s->nair; i++)
        if (s->air[i] == unit)
            return 0;
    if (s->nair == 0)
        return 1;
    for (int i = 0; i < s->nair; i++)
        if (m44_rules_dist(g, s->u[s->air[i]].cell, s->u[unit].cell) == 1)
            return 1;
    return 0;
}

/* What the order lets the unit do this turn (M44-B2, C3). */
void m44_cards_order_unit(wg_game *g, int unit)
{
    m44_state *s = m44_st(g);
    m44_unit *u = &s->u[unit];
    int type = m44_rules_type(g, unit);
    static const int move[M44_TYPES] = { 2, 3, 1 }, battle_move[M44_TYPES] = { 1, 3, 0 };
    u->ordered = 1;
    u->max_move = move[type];
    u->battle_move = battle_move[type];
    u->battles = 1;
    switch (s->kind) {
    case WG_M44_CARD_INFANTRY_ASSAULT:
        if (type == WG_M44_INFANTRY) {
            u->max_move = 3;
            u->battle_move = 2;
        }
        break;
    case WG_M44_CARD_ARTILLERY_BOMBARD:
        if (type == WG_M44_ARTILLERY) {
            u->max_move = 3;
            u->battles = 2;
        }
        break;
    case WG_M44_CARD_BEHIND_ENEMY_LINES:
        if (type == WG_M44_INFANTRY) {
            u->max_move = 3;
            u->battle_move = 3;
            u->free_move = 1;
            u->bonus = 1;
        }
        break;
    case WG_M44_CARD_ARMOR_ASSAULT:
        if (type == WG_M44_ARMOR)
            u->bonus_close = 1;
        break;
    case WG_M44_CARD_CLOSE_ASSAULT:
        u->max_move = 0;
        u->bonus_close = 1;
        break;
    case WG_M44_CARD_FIREFIGHT:
        u->max_move = 0;
        u->bonus = 1;
        break;
    case WG_M44_CARD_THEIR_FINEST_HOUR:
        u->bonus = 1;
        break;
    case WG_M44_CARD_DIG_IN:
        if (type == WG_M44_INFANTRY) {
            u->max_move = 0;
            u->battle_move = -1;
            u->battles = 0;
        }
        break;
    default:
        break;
    }
    wg_event ev = wg_event_make(WG_M44_EV_ORDERED);
    ev.player = m44_rules_side(g, unit);
    ev.unit = unit;
    wg_emit(g, &ev);
}
