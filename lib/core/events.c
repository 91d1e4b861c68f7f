/*
 * Events: emitted by the rules while an action runs, kept in the log, and
 * handed to the host's callback once the action has been committed (so a
 * failed action never shows the host anything).
 */

#include "game_internal.h"

/* Any per-player listener registered. */
static int seats_listening(const wg_game *g)
{
    for (int i = 0; i <= WG_MAX_PLAYERS; i++)
        if (g->seat_fn[i])
            return 1;
    return 0;
}

void wg_listeners_changed(wg_game *g)
{
    g->listening = !g->quiet && (!(g->flags & WG_OPT_NO_LOG) || g->on_event || seats_listening(g));
}

int wg_emitting(const wg_game *g)
{
    return g->listening;
}

void wg_emit(wg_game *g, const wg_event *ev)
{
    if (!g->listening)
        return; /* nobody will read it: an event costs nothing */
    if (wg_vec_reserve(&g->alloc, (void **)&g->events, &g->cap_events, g->nevents + 1,
                       sizeof(wg_event)) != WG_OK) {
        wg_rs_error(g, WG_ENOMEM, "out of memory");
        return;
    }
    g->events[g->nevents++] = *ev;
}

void wg_emit_move(wg_game *g, int type, int player, int unit, wg_hex from, wg_hex to)
{
    if (!g->listening)
        return; /* as wg_emit, before the event is built: every step of a game emits one */
    wg_event ev = wg_event_about(type, player, unit, -1);
    ev.value = from.q;
    ev.extra = from.r;
    ev.x = to.q;
    ev.y = to.r;
    wg_emit(g, &ev);
}

int wg_events_deliver(wg_game *g, size_t from)
{
    if (from >= g->nevents)
        return WG_OK; /* nothing emitted (as in a game nobody watches): no listener to ask */
    g->busy++;
    for (size_t i = from; g->on_event && i < g->nevents && !g->doomed; i++)
        g->on_event(g->event_payload, g, &g->events[i]);
    wg_seats_deliver(g, from);
    g->busy--;
    return WG_OK;
}

int wg_game_on_event(wg_game *g, wg_event_fn fn, void *payload)
{
    WG_TRY(wg_game_idle(g, __func__));
    g->on_event = fn;
    g->event_payload = fn ? payload : NULL;
    wg_listeners_changed(g);
    return WG_OK;
}

int wg_game_log_count(const wg_game *g)
{
    return g ? (int)g->nevents : WG_EINVAL;
}

int wg_game_log_event(const wg_game *g, int i, wg_event *out)
{
    if (!g || !out)
        return WG_EINVAL;
    if (i < 0 || (size_t)i >= g->nevents)
        return wg_set_error(g, WG_ERANGE, "no event %d (the log has %zu)", i, g->nevents);
    *out = g->events[i];
    return WG_OK;
}
