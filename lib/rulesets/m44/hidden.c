/*
 * Hidden information (issue 15): a hand is its owner's, the deck nobody's.
 * The events that name such a card are private (their public form says "a
 * card"); an Op Fire window's options are its player's alone. A search copy
 * (wg_game_clone_for) shuffles every card its player cannot see together,
 * from card order, and deals them back in the same counts.
 */
#include "m44_internal.h"

/* ------------------------------------------------------------ events */

int m44_hidden_event_for(const wg_game *g, const wg_event *ev, int player, wg_event *out)
{
    (void)g;
    if (player == ev->player) /* his own card, his own window */
        return 1;
    switch (ev->type) {
    case WG_M44_EV_DRAW: /* who drew, and why, is public; the card is not */
        out->weapon = -1;
        return 1;
    case WG_EV_OPFIRE_WINDOW: /* the window is public; how many cards could fire is not */
        out->value = -1;
        return 1;
    case WG_EV_FIRE_OPTION: /* names a card in the window player's hand */
        return 0;
    default:
        return 1;
    }
}

/* ------------------------------------------------------------ decisions */

void m44_hidden_decision_for(const wg_game *g, int player, wg_decision *d)
{
    (void)g;
    (void)player;
    if (d->kind == M44_K_OPFIRE) /* how many (unit, card) pairs may fire tells the hand */
        d->count = -1;
}

/* ------------------------------------------------------------ search copies */

/* Where a card the viewer cannot see sits, to be dealt into again. */
typedef struct slots {
    int32_t cards[WG_M44_MAX_CARDS]; /* the unseen cards, in card order, then shuffled */
    int n;
    int hand[2];                     /* unseen cards each hand holds */
    int recon;                       /* the Recon look is unseen */
} slots;

/* The cards on the table that the Recon draw looks at, or NULL. */
static const int8_t *recon_look(const wg_game *g)
{
    const wg_frame *f = wg_ctop(g);
    return f && f->kind == M44_K_RECON ? m44_cst(g)->recon : NULL;
}

/* A pending Ambush window tells everybody its player holds that card: it stays put. */
static int known_card(const wg_game *g, int card)
{
    const wg_core_state *c = wg_ccore(g);
    for (int i = 0; i < c->depth; i++)
        if (c->stack[i].kind == M44_K_AMBUSH && c->stack[i].data[0] == card)
            return 1;
    return 0;
}

/* 1 if `viewer` cannot see card c where it is now. */
static int unseen(const wg_game *g, int viewer, int c)
{
    const m44_state *s = m44_cst(g);
    const int8_t *look = recon_look(g);
    switch (s->loc[c]) {
    case M44_LOC_DECK:
        return 1;
    case M44_LOC_HAND:
    case M44_LOC_HAND + 1:
        return s->loc[c] != M44_LOC_HAND + viewer && !known_card(g, c);
    case M44_LOC_TABLE: /* the card played is public; a Recon look is the drawer's */
        return look && (c == look[0] || c == look[1]) && viewer != m44_active(g);
    default:
        return 0;
    }
}

static void gather(const wg_game *g, int viewer, slots *sl)
{
    const m44_state *s = m44_cst(g);
    sl->n = sl->hand[0] = sl->hand[1] = sl->recon = 0;
    for (int c = 0; c < m44_cdata(g)->ncards; c++) {
        if (!unseen(g, viewer, c))
            continue;
        sl->cards[sl->n++] = c;
        if (s->loc[c] == M44_LOC_HAND || s->loc[c] == M44_LOC_HAND + 1)
            sl->hand[s->loc[c] - M44_LOC_HAND]++;
        else if (s->loc[c] == M44_LOC_TABLE)
            sl->recon = 1;
    }
}

/* Deal the shuffled cards back: the hands first, then the Recon look, then the deck
 * from the bottom up (the deck keeps its size: it held every other unseen card). */
static void deal(wg_game *g, const slots *sl)
{
    m44_state *s = m44_st(g);
    int k = 0;
    for (int p = 0; p < 2; p++)
        for (int i = 0; i < sl->hand[p]; i++)
            s->loc[sl->cards[k++]] = (int8_t)(M44_LOC_HAND + p);
    for (int i = 0; sl->recon && i < 2; i++) {
        s->recon[i] = sl->cards[k++];
        s->loc[s->recon[i]] = M44_LOC_TABLE;
    }
    for (int i = 0; i < s->ndeck; i++) {
        s->deck[i] = sl->cards[k++];
        s->loc[s->deck[i]] = M44_LOC_DECK;
    }
}

/* A pending Op Fire window of a hand that was redealt counts the new options. */
static void recount_windows(wg_game *g, int viewer)
{
    wg_core_state *c = wg_core(g);
    for (int i = 0; i < c->depth; i++)
        if (c->stack[i].kind == M44_K_OPFIRE && c->stack[i].player != viewer)
            c->stack[i].count = m44_rules_opfire_count(g, c->stack[i].unit);
}

void m44_hidden_conceal(wg_game *g, int viewer, uint64_t rng[4])
{
    slots sl;
    gather(g, viewer, &sl);
    for (int i = sl.n - 1; i > 0; i--) {
        int j = (int)wg_agent_below(rng, (uint32_t)i + 1);
        int32_t t = sl.cards[i];
        sl.cards[i] = sl.cards[j];
        sl.cards[j] = t;
    }
    deal(g, &sl);
    recount_windows(g, viewer);
}
