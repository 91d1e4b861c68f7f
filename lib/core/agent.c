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

static int random_choice_as(const wg_game *g, const wg_decision_kind *k, uint64_t rng[4],
                            wg_action *out);

/* What wg_game_run makes of an agent's answer `rc`: WG_OK to apply it. */
static int agent_answered(wg_game *g, int player, int rc)
{
    if (rc == WG_OK || rc == WG_PENDING)
        return rc;
    return wg_set_error(g, rc < 0 ? rc : WG_EINVAL, "the agent of player %d failed (%d)", player,
                        rc);
}

/*
 * One step of a player whose agent is the built-in random one: the same
 * draw and apply as the general step below, without what only a callback
 * needs (the wg_decision it is handed, its busy mark, the checks on what
 * it answered). The top frame's kind is looked up once for both the draw
 * and the apply, since nothing runs between them; and the apply goes
 * through the run's log (checkpoint.c), without a copy of the state each
 * time where the game allows. In random playouts this was half the core's
 * own cost per action, and the copy as much again.
 */
static int random_step(wg_game *g, int player, const wg_decision_kind *k, wg_run_log *log)
{
    wg_agent *agent = g->agent_payload[player];
    wg_action a;
    int rc = agent_answered(g, player, random_choice_as(g, k, agent->rng, &a));
    if (rc != WG_OK)
        return rc;
    rc = wg_apply_logged(g, log, k, &a);
    if (rc == WG_OK)
        g->last_error[0] = '\0';
    return rc;
}

/* One step of any other agent: its callback is handed the decision. */
static int agent_step(wg_game *g)
{
    wg_decision d;
    wg_game_decision(g, &d);
    if (d.player < 0 || d.player >= WG_MAX_PLAYERS || !g->agent[d.player])
        return WG_PENDING;
    wg_action a;
    int rc = ask_agent(g, &d, &a);
    if (g->doomed)
        return WG_OK; /* the caller reaps it */
    rc = agent_answered(g, d.player, rc);
    if (rc != WG_OK)
        return rc;
    if (legal_by_construction(g, d.player)) {
        rc = wg_apply_action(g, &a);
        if (rc == WG_OK)
            g->last_error[0] = '\0';
        return rc;
    }
    return wg_apply_checked(g, &a);
}

/* The random agent's player at the top frame, or -1 for any other. */
static int random_player(const wg_game *g, const wg_frame *f)
{
    int p = f->player;
    return p >= 0 && p < WG_MAX_PLAYERS && legal_by_construction(g, p) ? p : -1;
}

int wg_run_counted(wg_game *g, int max_steps, int *steps)
{
    wg_run_log log; /* the random agent's answers since a checkpoint (checkpoint.c) */
    log.n = -1;
    int step = 0, rc = WG_OK; /* step, not *steps: a store through g would reload it */
    for (; max_steps == 0 || step < max_steps; step++) {
        const wg_frame *f = wg_ctop(g);
        if (wg_ccore(g)->over || !f)
            break; /* nothing to decide: wg_game_decision's WG_DEC_NONE */
        const wg_decision_kind *k = wg_kind_at_top(g);
        int player = k ? random_player(g, f) : -1;
        if (player < 0)
            log.n = -1; /* the other agents' actions copy into the spare */
        rc = player >= 0 ? random_step(g, player, k, &log) : agent_step(g);
        if (g->doomed) {
            *steps = step;
            return wg_game_reap(g, rc);
        }
        if (rc != WG_OK)
            break;
    }
    *steps = step;
    if (rc != WG_OK)
        return rc;
    wg_decision d;
    wg_game_decision(g, &d);
    return d.type == WG_DEC_NONE ? WG_OK : WG_STEPPED;
}

int wg_game_run(wg_game *g, int max_steps)
{
    if (!g || max_steps < 0)
        return WG_EINVAL;
    WG_TRY(wg_game_idle(g, __func__));
    int steps;
    return wg_run_counted(g, max_steps, &steps);
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

/* Most decisions have few answers: list them once into a small buffer. */
#define AGENT_BUFFER 128

/* A uniform pick from the legal list of kind k (not empty: else WG_ESTATE). */
static int random_listed(const wg_game *g, const wg_decision_kind *k, uint64_t rng[4],
                         wg_action *out)
{
    wg_action buf[AGENT_BUFFER];
    wg_sink s = { buf, AGENT_BUFFER, 0, -1, NULL, 0 };
    k->list(g, &s);
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

/*
 * The random agent's answer to kind k, the top frame's (NULL: none is
 * pending): the kind's sample hook when it has one that answers, else a
 * pick from the list, in a function of its own so that the sampled draw,
 * most of a playout's, does not set up the list's buffer.
 */
static int random_choice_as(const wg_game *g, const wg_decision_kind *k, uint64_t rng[4],
                            wg_action *out)
{
    if (!k)
        return WG_ESTATE;
    if (wg_kind_sample_as(g, k, rng, out))
        return WG_OK;
    return random_listed(g, k, rng, out);
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
    return random_choice_as(g, wg_kind_at_top(g), agent->rng, out);
}
