/*
 * The command cards as things that move: the deck, the hands, draws and
 * reshuffles (M44-C1, C5). What each kind of card does is card_kinds.c.
 */
#include <string.h>

#include "m44_internal.h"

/*
 * Where each card is, read eight at a time: a walk over the deck that tests
 * each card's place branches at random (cards are dealt at random), and the
 * hand is asked for by every card play, Op Fire window and draw.
 */

/* The bytes of w equal to v, as the top bit of each. Every byte of w and v is a
 * place (M44_LOC_*, below 0x80), so each byte of x is too: adding 0x7F sets a
 * byte's top bit unless it is 0, and carries no further (0x7F + 0x7F < 0x100). */
static uint64_t bytes_equal(uint64_t w, uint8_t v)
{
    const uint64_t low7 = UINT64_C(0x7F7F7F7F7F7F7F7F);
    uint64_t x = w ^ (UINT64_C(0x0101010101010101) * v);
    return ~(x + low7) & ~low7;
}
WG_STATIC_ASSERT(M44_LOC_TABLE < 0x80, m44_places_below_top_bit);

/* The byte of the lowest top bit set in m (m not 0). */
static int lowest_byte(uint64_t m)
{
#if defined(__GNUC__)
    return __builtin_ctzll(m) >> 3;
#else
    int k = 0;
    for (; !(m & 0x80); m >>= 8)
        k++;
    return k;
#endif
}

/* The cards base.. of the word at loc + base that are at `where`, into out + n. */
static int word_cards_at(const int8_t *loc, int base, uint64_t keep, int where, int32_t *out,
                         int n)
{
    uint64_t w;
    memcpy(&w, loc + base, sizeof w);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    w = __builtin_bswap64(w); /* card base + k in byte k, as on little-endian */
#endif
    for (uint64_t m = bytes_equal(w, (uint8_t)where) & keep; m; m &= m - 1)
        out[n++] = base + lowest_byte(m);
    return n;
}

/* The cards at `where`, in order: eight at a time, in a word (loc has whole words:
 * 96 cards); the last word's bytes past the last card are masked off. */
static int cards_at(const int8_t *loc, int nc, int where, int32_t out[WG_M44_MAX_CARDS])
{
    int n = 0, base = 0;
    for (; base + 8 <= nc; base += 8)
        n = word_cards_at(loc, base, ~UINT64_C(0), where, out, n);
    if (base < nc)
        n = word_cards_at(loc, base, (UINT64_C(1) << (8 * (nc - base))) - 1, where, out, n);
    return n;
}

int m44_cards_at(const wg_game *g, int where, int32_t out[WG_M44_MAX_CARDS])
{
    return cards_at(m44_cst(g)->loc, m44_cdata(g)->ncards, where, out);
}

int m44_cards_hand_count(const wg_game *g, int player)
{
    int32_t hand[WG_M44_MAX_CARDS];
    return m44_cards_at(g, M44_LOC_HAND + player, hand);
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
