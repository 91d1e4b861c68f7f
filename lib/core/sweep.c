/*
 * Balance sweeps: many games of one scenario between two built-in agents,
 * played in C a chunk at a time so a host (Python, a thread pool, a
 * cluster) pays one call per chunk instead of one per action. Every game
 * is a function of (scenario, sweep seed, index, agents) alone, so how the
 * sweep is cut and who runs each chunk never changes its results.
 */
#include <string.h>

#include "game_internal.h"

uint64_t wg_sweep_seed(uint64_t seed, int64_t index)
{
    uint64_t x = seed ^ ((uint64_t)index * UINT64_C(0xD1B54A32D192ED03));
    return wg_splitmix64(&x);
}

static int sweep_valid(const wg_scenario *s, const wg_sweep *sw, int64_t first, int count,
                       const wg_sweep_game *out)
{
    if (!s || !sw || sw->size < sizeof(wg_sweep) || first < 0 || count < 0 ||
        (count && !out) || sw->max_actions < 0)
        return 0;
    for (int p = 0; p < WG_MAX_PLAYERS; p++)
        if (sw->agent[p] < WG_AGENT_RANDOM || sw->agent[p] > WG_AGENT_SEARCH)
            return 0;
    return 1;
}

/* Run to the end (or max_actions) in one run, which counts the actions: one
 * run lets the random agent's answers share a checkpoint (checkpoint.c). */
static int sweep_run(wg_game *g, int max_actions, int32_t *actions)
{
    int steps;
    int rc = wg_run_counted(g, max_actions, &steps);
    *actions = steps;
    if (rc < 0 || rc == WG_PENDING)
        return rc < 0 ? rc : WG_ESTATE;
    return WG_OK;
}

static int sweep_one(const wg_scenario *s, const wg_sweep *sw, int64_t index,
                     wg_sweep_game *row)
{
    wg_options opts = WG_OPTIONS_INIT;
    opts.flags = WG_OPT_NO_LOG | WG_OPT_NO_HISTORY;
    memset(row, 0, sizeof *row);
    row->index = index;
    row->seed = wg_sweep_seed(sw->seed, index);
    row->swapped = sw->swap_sides && (index & 1);
    wg_game *g;
    int rc = wg_game_start(&g, s, row->seed, &opts, NULL);
    if (rc != WG_OK)
        return rc;
    wg_agent agent[WG_MAX_PLAYERS];
    for (int p = 0; p < WG_MAX_PLAYERS; p++) {
        wg_agent_init(&agent[p], sw->agent[row->swapped ? 1 - p : p],
                      wg_sweep_seed(row->seed, p + 1));
        wg_game_set_agent(g, p, wg_agent_decide, &agent[p]);
    }
    rc = sweep_run(g, sw->max_actions, &row->actions);
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    wg_game_free(g);
    if (rc != WG_OK)
        return rc;
    row->status = info.over ? WG_OK : WG_STEPPED;
    row->winner = info.winner;
    row->result = info.result;
    row->turns = info.turn;
    return WG_OK;
}

int wg_sweep_play(const wg_scenario *s, const wg_sweep *sweep, int64_t first, int count,
                  wg_sweep_game *out)
{
    if (!sweep_valid(s, sweep, first, count, out))
        return WG_EINVAL;
    for (int i = 0; i < count; i++) {
        int rc = sweep_one(s, sweep, first + i, &out[i]);
        if (rc != WG_OK)
            return rc;
    }
    return WG_OK;
}
