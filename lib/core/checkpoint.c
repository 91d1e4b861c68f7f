/*
 * wg_game_run's rollback for the random agent's answers, without a copy of
 * the state per action.
 *
 * wg_apply_action_as copies the state aside before every action, so that a
 * failure half-way (a decision stack past WG_STACK_MAX, a ruleset's own
 * error) changes nothing; in random playouts that copy was the core's
 * largest cost. Such failures are rare, and an action is a function of the
 * state and the answer alone while nothing outside the state takes part:
 * no dice source (the dice come from the state's own generator), no
 * history, nobody listening to events, and the memo only caches what the
 * state gives. So one copy (the checkpoint, in the spare) and the answers
 * applied since it give back the state before any of them: back to the
 * checkpoint, then the same answers again, each running as it ran first.
 * wg_game_run keeps the log on its stack: it lives for one call, during
 * which nothing else changes the game (callbacks may not).
 */
#include <string.h>

#include "game_internal.h"

/* Nothing outside the state takes part in an action, or sees it run. */
static int replayable(const wg_game *g)
{
    return (g->flags & WG_OPT_NO_HISTORY) && !g->listening && !g->dice_fn && !g->replay_dice;
}

/* Back to the checkpoint, then the answers since it again: the state before
 * the failed one. Out of line: the common path then sets up no frame for it. */
#if defined(__GNUC__)
__attribute__((noinline, cold))
#endif
static int roll_back(wg_game *g, wg_run_log *log)
{
    int status = g->sticky;
    char msg[sizeof g->sticky_msg];
    memcpy(msg, g->sticky_msg, sizeof msg);
    wg_spare_restore(g);
    for (int i = 0; i < log->n; i++)
        wg_run_answer(g, wg_kind_at_top(g), &log->answer[i]); /* succeeds, as it did first */
    log->n = -1; /* the spare holds the failed state now: no checkpoint */
    g->sticky = status;
    return wg_set_error(g, status, "%s", msg);
}

int wg_apply_logged(wg_game *g, wg_run_log *log, const wg_decision_kind *k, const wg_action *a)
{
    if (!replayable(g)) {
        log->n = -1; /* the copy this makes overwrites the spare */
        return wg_apply_action_as(g, k, a);
    }
    if (log->n < 0 || log->n == WG_RUN_LOG) {
        wg_spare_save(g);
        log->n = 0;
    }
    if (wg_run_answer(g, k, a))
        return roll_back(g, log);
    log->answer[log->n++] = *a;
    return WG_OK;
}
