/*
 * The decision protocol: what must be decided, the legal answers, and
 * applying one. An action runs on the live state with a copy set aside;
 * any failure (from the dice source, memory, the stack) puts the copy back,
 * so a failed call changes nothing. (wg_game_run's random agent shares one
 * copy among many actions: checkpoint.c.)
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "game_internal.h"

/* ------------------------------------------------------------ actions and sinks */

void wg_action_init(wg_action *a, int type)
{
    if (a)
        *a = wg_action_make(type);
}

/* ------------------------------------------------------------ the decision stack */

/* The two failures of a push, out of line: a push is a few stores without them. */
#if defined(__GNUC__)
__attribute__((noinline, cold))
#endif
static wg_frame *push_overflow(wg_game *g)
{
    wg_rs_error(g, WG_ELIMIT, "more than %d nested decision windows", WG_STACK_MAX);
    memset(&g->overflow, 0, sizeof g->overflow); /* it keeps what the last overflow wrote */
    return &g->overflow;
}

#if defined(__GNUC__)
__attribute__((noinline, cold))
#endif
static wg_frame *push_unknown_kind(wg_game *g, int kind, int player)
{
    wg_frame *f = wg_push(g, WG_DEC_NONE, player);
    wg_rs_error(g, WG_ESTATE, "internal: the ruleset pushed unknown decision kind %d", kind);
    f->kind = kind;
    return f;
}

/*
 * The frames above the stack's top are all zero in a live state: a new
 * game's state starts zeroed, wg_pop zeroes the frame it takes off, a
 * rollback zeroes every frame above the restored top (wg_spare_restore), and
 * every other state a game takes is a copy of one of these (a clone, the
 * state after setup for a load). So a pushed frame needs no clearing; only
 * the overflow frame, which keeps what the last overflow wrote, does.
 * tests/core/test_frames.c holds every shipped ruleset to this.
 */
wg_frame *wg_push(wg_game *g, int type, int player)
{
    wg_core_state *c = wg_core(g);
    wg_frame *f = c->depth < WG_STACK_MAX ? &c->stack[c->depth++] : push_overflow(g);
    f->type = type;
    f->player = player;
    f->unit = f->target = -1;
    return f;
}

/* wg_push's frame with the kind's type (in this file so that wg_push inlines here). */
wg_frame *wg_push_kind(wg_game *g, int kind, int player)
{
    const wg_decision_kind *k = wg_kind_row(g->sh->rs, kind);
    if (!k)
        return push_unknown_kind(g, kind, player);
    wg_frame *f = wg_push(g, k->type, player);
    f->kind = kind;
    return f;
}

void wg_pop(wg_game *g)
{
    wg_core_state *c = wg_core(g);
    if (c->depth > 0)
        memset(&c->stack[--c->depth], 0, sizeof(wg_frame));
}

void wg_rs_error(wg_game *g, int status, const char *fmt, ...)
{
    if (g->sticky)
        return; /* the first failure is the one worth reporting */
    g->sticky = status;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g->sticky_msg, sizeof g->sticky_msg, fmt, ap);
    va_end(ap);
}

int wg_rs_reject(const wg_game *g, const char *fmt, ...)
{
    char msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return wg_set_error(g, WG_EILLEGAL, "%s", msg);
}

void wg_game_over(wg_game *g, int winner, int result)
{
    wg_core_state *c = wg_core(g);
    c->over = 1;
    c->winner = winner;
    c->result = result;
    while (c->depth)
        wg_pop(g);
    wg_event ev = wg_event_make(WG_EV_GAME_OVER);
    ev.player = winner;
    ev.result = result;
    wg_emit(g, &ev);
}

/* ------------------------------------------------------------ the protocol */

int wg_game_decision(const wg_game *g, wg_decision *out)
{
    if (!g || !out)
        return WG_EINVAL;
    memset(out, 0, sizeof *out);
    out->unit = out->target = -1;
    const wg_core_state *c = wg_ccore(g);
    const wg_frame *f = wg_ctop(g);
    if (c->over || !f) {
        out->type = WG_DEC_NONE;
        out->player = -1;
        return WG_OK;
    }
    out->type = f->type;
    out->player = f->player;
    out->depth = c->depth;
    out->unit = f->unit;
    out->target = f->target;
    out->x = f->x;
    out->y = f->y;
    out->count = f->count;
    out->pending = f->pending;
    out->open = f->open;
    out->kind = f->kind;
    return WG_OK;
}

int wg_game_legal_actions(const wg_game *g, wg_action *out, int cap)
{
    if (!g || cap < 0 || (cap > 0 && !out))
        return WG_EINVAL;
    if (wg_ccore(g)->over || !wg_ctop(g))
        return 0;
    wg_sink s = { out, cap, 0, -1, NULL, 0 };
    wg_list_legal(g, &s);
    return s.count;
}

int wg_game_check(const wg_game *g, const wg_action *a)
{
    if (!g || !a)
        return WG_EINVAL;
    return wg_check_legal(g, a);
}

/*
 * The rollback copy leaves out what a live state keeps zero: the decision
 * stack's unused frames, about a third of a small state (wg_push and wg_pop
 * see to it), and everything from zero_from on, past the furthest entry a
 * ruleset with a tail has claimed (wg_rs_claim_tail): most of fow's state.
 * A rollback zeroes both instead of copying them. That gives back exactly
 * the state before the action: the action may raise zero_from and write up
 * to it, but the bytes from the saved zero_from on were zero before it,
 * whatever the spare holds there now; and the saved zero_from comes back
 * with them, so the bytes past it are again all zero.
 */
void wg_spare_save(wg_game *g)
{
    const wg_core_state *c = wg_ccore(g);
    size_t used = offsetof(wg_core_state, stack) + (size_t)c->depth * sizeof(wg_frame);
    size_t rs = g->sh->rs_offset;
    memcpy(g->spare, g->head.state, used);
    memcpy(g->spare + rs, g->head.state + rs, g->head.zero_from - rs);
    g->spare_zero_from = g->head.zero_from;
}

void wg_spare_restore(wg_game *g)
{
    unsigned char *t = g->head.state;
    g->head.state = g->spare;
    g->spare = t;
    g->head.zero_from = g->spare_zero_from;
    wg_core_state *c = wg_core(g);
    size_t used = offsetof(wg_core_state, stack) + (size_t)c->depth * sizeof(wg_frame);
    memset(g->head.state + used, 0, g->sh->rs_offset - used);
    memset(g->head.state + g->head.zero_from, 0, g->sh->state_size - g->head.zero_from);
}

/* Run one legal action; on failure, restore everything it touched. */
int wg_apply_action(wg_game *g, const wg_action *a)
{
    return wg_apply_action_as(g, wg_kind_at_top(g), a);
}

int wg_apply_action_as(wg_game *g, const wg_decision_kind *k, const wg_action *a)
{
    int keep_history = !(g->flags & WG_OPT_NO_HISTORY);
    if (keep_history && wg_history_reserve(g) != WG_OK)
        return wg_set_error(g, WG_ENOMEM, "out of memory");
    wg_spare_save(g);
    size_t ev_mark = g->nevents, dice_mark = g->ndice;
    if (wg_run_answer(g, k, a)) {
        wg_spare_restore(g);
        g->nevents = ev_mark;
        g->ndice = dice_mark;
        return wg_set_error(g, g->sticky, "%s", g->sticky_msg);
    }
    if (keep_history)
        wg_history_record(g, a, ev_mark, dice_mark);
    if (!g->quiet && g->nevents > ev_mark) /* none emitted (nobody watches): no listener to ask */
        wg_events_deliver(g, ev_mark);
    if (g->flags & WG_OPT_NO_LOG)
        g->nevents = ev_mark;
    return WG_OK;
}

/* wg_game_apply short of freeing a game its callback freed (wg_game_run goes on with g). */
int wg_apply_checked(wg_game *g, const wg_action *a)
{
    int rc = wg_check_legal(g, a);
    if (rc != WG_OK)
        return rc;
    rc = wg_apply_action(g, a);
    if (rc == WG_OK)
        g->last_error[0] = '\0';
    return rc;
}

int wg_game_apply(wg_game *g, const wg_action *a)
{
    if (!g || !a)
        return WG_EINVAL;
    WG_TRY(wg_game_idle(g, __func__));
    return wg_game_reap(g, wg_apply_checked(g, a));
}

