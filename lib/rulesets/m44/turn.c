/*
 * The turn as a loop (M44-T1): setup, the start and end of each player's
 * turn, the phase markers, and victory (M44-B10). Each phase is its own
 * file: orders.c (play a card, order units), move.c (with opfire.c's
 * windows), battle.c (with retreat.c, ground.c, ambush.c), draw.c. Every
 * step that waits on a player is a frame on the decision stack; what
 * follows a nested decision (a retreat inside an Op Fire inside a move) is
 * kept in the state.
 */
#include <string.h>

#include "m44_internal.h"

void m44_turn_phase(wg_game *g, int phase)
{
    m44_st(g)->phase = phase;
    wg_core(g)->phase = phase;
    wg_event ev = wg_event_make(WG_EV_PHASE);
    ev.player = m44_active(g);
    ev.value = phase;
    wg_emit(g, &ev);
}

int m44_turn_elsewhere(const wg_game *g)
{
    return wg_ccore(g)->over || wg_ccore(g)->depth > 1;
}

wg_frame *m44_turn_base(wg_game *g, int kind)
{
    while (wg_core(g)->depth > 0)
        wg_pop(g);
    return wg_push_kind(g, kind, m44_active(g));
}

/* ------------------------------------------------------------ victory */

/*
 * Called after every change to what the medals count (eliminations, exits, who
 * stands on an objective, a start-of-turn objective taken), within the action
 * that made it, so that between actions the score is up to date: move.c relies
 * on it to skip the check after a step that touches no objective's hex.
 */

int m44_turn_check_victory(wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    wg_core_state *c = wg_core(g);
    if (c->over)
        return 1;
    m44_medals_tally(g, c->score); /* medals.c: who holds what now, and the medals */
    int a = c->active;
    if (c->score[a] >= d->medals) /* M44-B10: the moment it is reached */
        wg_game_over(g, a, WG_M44_RESULT_MEDALS);
    else if (c->score[1 - a] >= d->medals)
        wg_game_over(g, 1 - a, WG_M44_RESULT_MEDALS);
    return c->over;
}

const char *m44_turn_result_text(const wg_game *g)
{
    const wg_core_state *c = wg_ccore(g);
    if (!c->over)
        return "the battle goes on";
    if (c->winner < 0)
        return "a draw: the turn limit ran out with equal medals";
    if (c->result == WG_M44_RESULT_TURN_LIMIT && c->score[0] == c->score[1])
        return m44_cdata(g)->tie_text; /* the scenario's turn_limit_tie */
    return m44_cdata(g)->win_text[c->result == WG_M44_RESULT_MEDALS ? 0 : 1][c->winner];
}

/* ------------------------------------------------------------ a player's turn */

static void begin_turn(wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    for (int i = 0; i < d->nunits; i++) {
        m44_unit *u = &s->u[i];
        int cell = u->cell, fig = u->figures;
        memset(u, 0, sizeof *u);
        u->cell = cell;
        u->figures = fig;
    }
    memset(m44_targeted(g), 0, m44_cell_words(d) * sizeof(uint32_t));
    s->card = -1;
    s->kind = -1;
    s->section = WG_M44_ANY;
    s->mover = -1;
    s->second_move = 0;
    s->nair = s->air_next = 0;
    memset(s->tfh, 0, sizeof s->tfh);
    s->reshuffle = 0;
    wg_event ev = wg_event_make(WG_EV_TURN);
    ev.player = m44_active(g);
    ev.value = wg_core(g)->turn;
    wg_emit(g, &ev);
    if (m44_medals_turn_start(g) && m44_turn_check_victory(g))
        return; /* M44-X22: a start-of-turn objective gave the last medal */
    m44_turn_phase(g, WG_M44_PHASE_ORDER);
    m44_turn_base(g, M44_K_PLAY);
}

void m44_turn_end(wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    wg_core_state *c = wg_core(g);
    if (s->reshuffle)
        m44_cards_reshuffle_all(g); /* Their Finest Hour */
    if (d->turn_limit && c->turn >= d->turn_limit) {
        int w = c->score[0] > c->score[1] ? 0 : c->score[1] > c->score[0] ? 1 : d->tie_winner;
        wg_game_over(g, w, WG_M44_RESULT_TURN_LIMIT);
        return;
    }
    c->active = 1 - c->active;
    c->turn++;
    begin_turn(g);
}

/* ------------------------------------------------------------ setup */

void m44_turn_setup(wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    for (int i = 0; i < d->nunits; i++) {
        s->u[i].cell = d->unit_cell[i];
        s->u[i].figures = d->unit_figures[i];
    }
    memcpy(m44_obstacles(g), d->obstacle0, (size_t)d->board.ncells);
    for (int p = 0; p < 2; p++) {
        s->last_kind[p] = -1;
        s->last_section[p] = WG_M44_ANY;
    }
    s->recon[0] = s->recon[1] = -1;
    m44_medals_setup(g);
    s->b_unit = s->b_target = s->b_cell = -1;
    wg_core_state *c = wg_core(g);
    c->active = d->first;
    c->turn = 1;
    c->winner = -1;
    wg_emit(g, &(wg_event){ .type = WG_EV_GAME_START, .player = -1, .unit = -1, .weapon = -1,
                            .target = -1, .part = -1 });
    m44_cards_deal(g);
    if (!m44_special_airdrop_pending(g)) /* M44-X24: creation rolls no dice */
        m44_turn_start(g);
}

void m44_turn_start(wg_game *g)
{
    m44_turn_check_victory(g);
    if (!wg_ccore(g)->over)
        begin_turn(g);
}
