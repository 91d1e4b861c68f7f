/*
 * Windows worth showing (wargame.h, wg_game_window_options). An interrupt
 * window opens at every declaration point the rules give (OGRE's splitfire
 * window before each movement point), whether or not an attack could be
 * made there: the event stream keeps every declaration point for logs and
 * replays, and the protocol stays the same. A host asks this query to know
 * whether a window has anything to decide, and answers one with no option
 * as it would a plain move, without a dialog.
 */
#include "alloc.h"
#include "game_internal.h"

/* The attacks a window offers: the actions that make or join one. */
static int is_option(const wg_action *a)
{
    return a->type == WG_ACT_DECLARE || a->type == WG_ACT_FIRE || a->type == WG_ACT_PLAY;
}

static int is_window(int type)
{
    return type == WG_DEC_SPLITFIRE || type == WG_DEC_OPFIRE || type == WG_DEC_DEFENSIVE_FIRE;
}

WG_API int wg_game_window_options(const wg_game *g)
{
    if (!g)
        return WG_EINVAL;
    wg_decision d;
    int rc = wg_game_decision(g, &d);
    if (rc != WG_OK)
        return rc;
    if (!is_window(d.type))
        return wg_set_error(g, WG_ESTATE, "wg_game_window_options: the decision is not an "
                                          "interrupt window (type %d)", (int)d.type);
    /* a window lists its options first or among a few answers: one pass */
    wg_action buf[64];
    int n = wg_game_legal_actions(g, buf, 64);
    if (n < 0)
        return n;
    if (n <= 64) {
        int k = 0;
        for (int i = 0; i < n; i++)
            k += is_option(&buf[i]);
        return k;
    }
    wg_action *all = wg_malloc(&g->alloc, (size_t)n * sizeof *all);
    if (!all)
        return WG_ENOMEM;
    n = wg_game_legal_actions(g, all, n);
    int k = 0;
    for (int i = 0; i < n; i++)
        k += is_option(&all[i]);
    wg_free(&g->alloc, all);
    return k;
}
