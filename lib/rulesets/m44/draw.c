/*
 * The draw phase (M44-C5, O9, O10): the played card is discarded, the Op
 * Fire cards owed are replaced, then the order's own card; a Recon card's
 * replacement is the better of two (the M44_K_RECON decision). Then the
 * turn ends.
 */
#include "m44_internal.h"

/* Draw two, show them (on the table), keep one. */
static void recon_draw(wg_game *g)
{
    m44_state *s = m44_st(g);
    int p = m44_active(g);
    int a = m44_cards_draw(g, p, 2), b = m44_cards_draw(g, p, 2);
    if (a < 0 || b < 0) {
        m44_turn_end(g);
        return;
    }
    s->loc[a] = s->loc[b] = M44_LOC_TABLE;
    s->recon[0] = a;
    s->recon[1] = b;
    m44_turn_base(g, M44_K_RECON);
}

/* M44-O10: at most two a turn, back up to the hand size; returns 0 when none is due. */
static int draw_limited(wg_game *g, int recon)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    int p = m44_active(g);
    int want = d->hand_size[p] - m44_cards_hand_count(g, p);
    int owed = s->owed[p];
    int plain = want < 2 ? want : 2;
    s->owed[p] = 0;
    if (plain <= 0)
        return 0;
    if (recon)
        plain--;
    for (int i = 0; i < plain; i++) /* the Op Fires' one card first */
        m44_cards_draw(g, p, owed > 0 && i == 0 ? 1 : 0);
    return 1;
}

/* M44-O9: the Op Fire cards first; a Recon's own card is drawn by recon_draw. */
static void draw_standard(wg_game *g, int recon)
{
    m44_state *s = m44_st(g);
    int p = m44_active(g);
    for (int i = 0; i < s->owed[p]; i++)
        m44_cards_draw(g, p, 1);
    s->owed[p] = 0;
    if (!recon)
        m44_cards_draw(g, p, 0);
}

void m44_draw_phase(wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    int recon = s->card >= 0 && m44_card_kind_row(d->card[s->card].kind)->recon;
    m44_turn_phase(g, WG_M44_PHASE_DRAW);
    if (s->card >= 0)
        m44_cards_discard(g, s->card);
    if (d->draw_limited) {
        if (!draw_limited(g, recon)) {
            m44_turn_end(g);
            return;
        }
    } else {
        draw_standard(g, recon);
    }
    if (recon) {
        recon_draw(g);
        return;
    }
    m44_turn_end(g);
}

/* ------------------------------------------------------------ M44_K_RECON */

void m44_draw_recon_list(const wg_game *g, wg_sink *sk)
{
    const m44_state *s = m44_cst(g);
    m44_offer(sk, WG_ACT_CHOOSE, -1, -1, s->recon[0], 0, 0, 0);
    m44_offer(sk, WG_ACT_CHOOSE, -1, -1, s->recon[1], 0, 0, 0);
}

void m44_draw_recon_apply(wg_game *g, const wg_action *a)
{
    m44_state *s = m44_st(g);
    int keep = a->card, other = s->recon[0] == keep ? s->recon[1] : s->recon[0];
    s->loc[keep] = (int8_t)(M44_LOC_HAND + m44_active(g));
    m44_cards_discard(g, other);
    m44_turn_end(g);
}
