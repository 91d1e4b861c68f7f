/*
 * The command cards as things that move: the deck, the hands, draws and
 * reshuffles (M44-C1, C5). What each kind of card does is card_kinds.c.
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
