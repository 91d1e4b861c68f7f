/*
 * Hidden information: each event as one player may see it, listeners that
 * get only that, and copies for search that cannot peek. What is hidden is
 * the ruleset's to say (wg_ruleset.event_for and .conceal); a ruleset that
 * says nothing hides nothing.
 */
#include <stdio.h>

#include "game_internal.h"

/* A viewer: a player, or -1 for a spectator. */
static int viewer_ok(int player)
{
    return player >= -1 && player < WG_MAX_PLAYERS;
}

int wg_event_for(const wg_game *g, const wg_event *ev, int player, wg_event *out)
{
    if (!g || !ev || !out)
        return WG_EINVAL;
    if (!viewer_ok(player))
        return wg_set_error(g, WG_ERANGE, "no player %d (give 0, 1, or -1 for a spectator)",
                            player);
    wg_event copy = *ev; /* ev and out may be the same event */
    *out = copy;
    if (!g->sh->rs->event_for)
        return 1;
    return g->sh->rs->event_for(g, &copy, player, out) ? 1 : 0;
}

int wg_event_describe_for(const wg_game *g, const wg_event *ev, int player, char *buf,
                          size_t cap)
{
    if (!g || !ev || (!buf && cap))
        return WG_EINVAL;
    wg_event seen;
    int rc = wg_event_for(g, ev, player, &seen);
    if (rc < 0)
        return rc;
    if (rc == 0) { /* nothing of it reaches this player: an empty line */
        if (cap)
            buf[0] = '\0';
        return 0;
    }
    return wg_event_describe(g, &seen, buf, cap);
}

int wg_game_on_event_for(wg_game *g, int player, wg_event_fn fn, void *payload)
{
    if (!g)
        return WG_EINVAL;
    if (!viewer_ok(player))
        return wg_set_error(g, WG_ERANGE, "no player %d (give 0, 1, or -1 for a spectator)",
                            player);
    WG_TRY(wg_game_idle(g, __func__));
    g->seat_fn[player + 1] = fn;
    g->seat_payload[player + 1] = fn ? payload : NULL;
    wg_listeners_changed(g);
    return WG_OK;
}

void wg_seats_deliver(wg_game *g, size_t from)
{
    for (int seat = 0; seat <= WG_MAX_PLAYERS; seat++) {
        if (!g->seat_fn[seat])
            continue;
        for (size_t i = from; i < g->nevents; i++) {
            wg_event seen;
            if (wg_event_for(g, &g->events[i], seat - 1, &seen) == 1)
                g->seat_fn[seat](g->seat_payload[seat], g, &seen);
        }
    }
}

int wg_game_decision_for(const wg_game *g, int player, wg_decision *out)
{
    if (!g || !out)
        return WG_EINVAL;
    if (!viewer_ok(player))
        return wg_set_error(g, WG_ERANGE, "no player %d (give 0, 1, or -1 for a spectator)",
                            player);
    int rc = wg_game_decision(g, out);
    if (rc == WG_OK && out->type != WG_DEC_NONE && out->player != player &&
        g->sh->rs->decision_for)
        g->sh->rs->decision_for(g, player, out);
    return rc;
}

int wg_game_legal_actions_for(const wg_game *g, int player, wg_action *out, int cap)
{
    if (!g || cap < 0 || (cap > 0 && !out))
        return WG_EINVAL;
    if (!viewer_ok(player))
        return wg_set_error(g, WG_ERANGE, "no player %d (give 0, 1, or -1 for a spectator)",
                            player);
    wg_decision d;
    wg_game_decision(g, &d);
    if (d.type == WG_DEC_NONE || d.player != player)
        return 0; /* the answers are the decider's alone */
    return wg_game_legal_actions(g, out, cap);
}

void wg_hide_from(wg_game *c, int player, uint64_t seed)
{
    /* The dice to come are hidden from everyone; the redraw has its own
     * generator, so the dice depend on the seed alone. */
    wg_rng_seed(wg_core(c)->rng, seed);
    if (c->sh->rs->conceal) {
        uint64_t rng[4];
        wg_rng_seed(rng, seed ^ UINT64_C(0x5ec2e7c0ffee1dea));
        c->sh->rs->conceal(c, player, rng);
    }
}

int wg_game_clone_for(wg_game **out, const wg_game *g, int player, uint64_t seed)
{
    if (!out || !g)
        return WG_EINVAL;
    *out = NULL;
    if (!viewer_ok(player))
        return wg_set_error(g, WG_ERANGE, "no player %d (give 0, 1, or -1 for a spectator)",
                            player);
    wg_game *c;
    int rc = wg_game_clone_with(&c, g, WG_OPT_NO_LOG | WG_OPT_NO_HISTORY);
    if (rc != WG_OK)
        return rc;
    wg_hide_from(c, player, seed);
    *out = c;
    return WG_OK;
}
