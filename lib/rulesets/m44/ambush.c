/*
 * Ambush (M44-C3): when a close assault is declared and the defender holds
 * the reaction card, a window asks him first. Played, it is replaced at
 * once and the defender battles first; an attacker eliminated or forced
 * back loses its assault. The window reuses Op Fire's events.
 */
#include "m44_internal.h"

/* The first reaction card (Ambush) in the player's hand, or -1. */
static int reaction_card(const wg_game *g, int player)
{
    const m44_data *d = m44_cdata(g);
    for (int c = 0; c < d->ncards; c++)
        if (m44_card_kind_row(d->card[c].kind)->reaction && m44_cards_in_hand(g, player, c))
            return c;
    return -1;
}

int m44_ambush_card(const wg_game *g, int unit, int target)
{
    const m44_state *s = m44_cst(g);
    if (m44_rules_dist(g, s->u[unit].cell, s->u[target].cell) != 1 ||
        m44_terrain_no_battle_in(g, target))
        return -1; /* M44-X2: no battle from the ocean, an ambush's neither */
    return reaction_card(g, m44_rules_side(g, target));
}

void m44_ambush_open(wg_game *g, int unit, int target, int card, int kind)
{
    int p = m44_rules_side(g, target);
    wg_frame *f = wg_push_kind(g, M44_K_AMBUSH, p);
    f->unit = unit;
    f->target = target;
    f->data[0] = card;
    f->data[1] = kind;
    f->count = 1;
    wg_hex h = m44_hex(g, m44_cst(g)->u[target].cell);
    f->x = h.q;
    f->y = h.r;
    m44_opfire_emit_window(g, p, unit, h, 1);
    m44_opfire_emit_option(g, p, target, card, unit, h);
}

void m44_ambush_done(wg_game *g)
{
    m44_state *s = m44_st(g);
    wg_frame *f = wg_top(g);
    int unit = f->unit, target = f->target, kind = f->data[1];
    int cancelled = s->u[unit].cell < 0 || s->b_retreated;
    m44_opfire_close(g);
    if (cancelled || !m44_rules_alive(g, target)) {
        m44_battle_back(g);
        return;
    }
    m44_battle_assault(g, unit, target, kind);
}

/* ------------------------------------------------------------ M44_K_AMBUSH */

void m44_ambush_list(const wg_game *g, wg_sink *sk)
{
    m44_offer(sk, WG_ACT_PLAY, -1, -1, wg_ctop(g)->data[0], 0, 0, 0);
    m44_offer(sk, WG_ACT_PASS, -1, -1, -1, 0, 0, 0);
}

void m44_ambush_apply(wg_game *g, const wg_action *a)
{
    m44_state *s = m44_st(g);
    wg_frame *f = wg_top(g);
    int unit = f->unit, target = f->target, kind = f->data[1];
    if (a->type == WG_ACT_PASS) {
        m44_opfire_close(g);
        m44_battle_assault(g, unit, target, kind);
        return;
    }
    int p = m44_rules_side(g, target);
    s->loc[a->card] = M44_LOC_DISCARD;
    wg_event ev = wg_event_make(WG_M44_EV_CARD_PLAYED);
    ev.player = p;
    ev.unit = target;
    ev.weapon = a->card;
    ev.value = m44_cdata(g)->card[a->card].kind;
    wg_emit(g, &ev);
    m44_cards_draw(g, p, 0);
    int dice = m44_rules_dice(g, target, unit, 0);
    if (m44_battle_roll(g, target, unit, M44_B_AMBUSH, dice, WG_M44_ROLL_AMBUSH))
        m44_battle_done(g);
}
