/*
 * Agents: the push way of driving a game (wg_game_run), and the built-in
 * random and greedy players. Agents choose with their own generator, so
 * they never change the game's dice.
 */
#include <string.h>

#include "game_internal.h"
#include "search_internal.h"

int wg_game_set_agent(wg_game *g, int player, wg_decide_fn fn, void *payload)
{
    if (!g)
        return WG_EINVAL;
    if (player < 0 || player >= WG_MAX_PLAYERS)
        return wg_set_error(g, WG_ERANGE, "no player %d", player);
    WG_TRY(wg_game_idle(g, __func__));
    g->agent[player] = fn;
    g->agent_payload[player] = fn ? payload : NULL;
    return WG_OK;
}

static int ask_agent(wg_game *g, const wg_decision *d, wg_action *a)
{
    *a = wg_action_make(WG_ACT_NONE);
    g->busy++;
    int rc = g->agent[d->player](g->agent_payload[d->player], g, d, a);
    g->busy--;
    return rc;
}

/* What wg_agent_init makes: its size exactly, and a kind it accepts. */
static int agent_valid(const wg_agent *agent)
{
    return agent->size == sizeof(wg_agent) &&
           (agent->kind == WG_AGENT_RANDOM || agent->kind == WG_AGENT_GREEDY ||
            agent->kind == WG_AGENT_SEARCH);
}

/*
 * The built-in random agent answers from the legal list, or through a
 * ruleset's sample hook, whose every answer the agents test suite holds to
 * that list; nothing can change the game between its answer and the apply
 * (callbacks may not). So wg_game_run applies its answers without checking
 * them again: in random playouts the check was a tenth of the time.
 */
static int legal_by_construction(const wg_game *g, int player)
{
    const wg_agent *agent = g->agent_payload[player];
    return g->agent[player] == wg_agent_decide && agent && agent_valid(agent) &&
           agent->kind == WG_AGENT_RANDOM;
}

int wg_game_run(wg_game *g, int max_steps)
{
    if (!g || max_steps < 0)
        return WG_EINVAL;
    WG_TRY(wg_game_idle(g, __func__));
    for (int step = 0; max_steps == 0 || step < max_steps; step++) {
        wg_decision d;
        wg_game_decision(g, &d);
        if (d.type == WG_DEC_NONE)
            return WG_OK;
        if (d.player < 0 || d.player >= WG_MAX_PLAYERS || !g->agent[d.player])
            return WG_PENDING;
        wg_action a;
        int rc = ask_agent(g, &d, &a);
        if (g->doomed)
            return wg_game_reap(g, WG_OK);
        if (rc == WG_PENDING)
            return WG_PENDING;
        if (rc != WG_OK)
            return wg_set_error(g, rc < 0 ? rc : WG_EINVAL, "the agent of player %d failed (%d)",
                                d.player, rc);
        if (legal_by_construction(g, d.player)) {
            rc = wg_apply_action(g, &a);
            if (rc == WG_OK)
                g->last_error[0] = '\0';
        } else {
            rc = wg_apply_checked(g, &a);
        }
        if (g->doomed)
            return wg_game_reap(g, rc);
        if (rc != WG_OK)
            return rc;
    }
    wg_decision d;
    wg_game_decision(g, &d);
    return d.type == WG_DEC_NONE ? WG_OK : WG_STEPPED;
}

int wg_agent_init(wg_agent *agent, int kind, uint64_t seed)
{
    if (!agent || (kind != WG_AGENT_RANDOM && kind != WG_AGENT_GREEDY && kind != WG_AGENT_SEARCH))
        return WG_EINVAL;
    memset(agent, 0, sizeof *agent);
    agent->size = sizeof *agent;
    agent->kind = kind;
    wg_rng_seed(agent->rng, seed ^ UINT64_C(0xA5A5A5A5A5A5A5A5));
    return WG_OK;
}

int wg_draw_rejecting(uint64_t rng[4], int n, int closing,
                      int (*try_one)(const void *ctx, int k, wg_action *out), const void *ctx,
                      wg_action *out)
{
    for (int t = 0; t < WG_DRAW_TRIES; t++) {
        int k = (int)wg_agent_pick(rng, (uint32_t)n + 1);
        if (k == n) {
            *out = wg_action_make(closing);
            return 1;
        }
        if (try_one(ctx, k, out))
            return 1;
    }
    return 0;
}

/* Most decisions have few answers: list them once into a small buffer. */
#define AGENT_BUFFER 128

static int random_choice(const wg_game *g, uint64_t rng[4], wg_action *out)
{
    wg_action buf[AGENT_BUFFER];
    wg_sink s = { buf, AGENT_BUFFER, 0, -1, NULL, 0 };
    if (wg_ccore(g)->over || !wg_ctop(g))
        return WG_ESTATE;
    if (wg_kind_sample(g, rng, out))
        return WG_OK;
    wg_list_legal(g, &s);
    if (s.count == 0)
        return WG_ESTATE;
    int pick = (int)wg_agent_pick(rng, (uint32_t)s.count);
    if (pick < AGENT_BUFFER) {
        *out = buf[pick];
        return WG_OK;
    }
    wg_sink again = { out, 0, 0, pick, NULL, 0 }; /* a long list: fetch the one picked */
    wg_list_legal(g, &again);
    return WG_OK;
}

int wg_agent_decide(void *payload, const wg_game *g, const wg_decision *d, wg_action *out)
{
    wg_agent *agent = payload;
    if (!agent || !g || !d || !out || !agent_valid(agent))
        return WG_EINVAL;
    if (agent->kind == WG_AGENT_SEARCH)
        return search_agent_decide(agent, g, d, out);
    if (agent->kind == WG_AGENT_GREEDY && g->sh->rs->greedy)
        return g->sh->rs->greedy(g, d, agent->rng, out);
    return random_choice(g, agent->rng, out);
}
