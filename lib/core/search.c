/*
 * The search agent: information-set Monte Carlo tree search (IS-MCTS)
 * over the decision stack.
 *
 * One tree per decision, rooted at the deciding player's decision. A node
 * is an answer (the action taken from its parent's decision) and the
 * player who chose it; the same path of answers may meet different states
 * (the dice differ between copies), so the tree is open-loop: children are
 * matched by action, and a child only takes part where its action is legal
 * in the copy at hand (its `avail` counts those times, as IS-MCTS's UCB
 * wants). Each simulation:
 *   1. determinizes: a copy of the game as the deciding player may
 *      imagine it, its future dice and what he cannot see (the other hand,
 *      the deck) redrawn (search_determinize, wg_game_clone_for's copy),
 *      so the search never peeks;
 *   2. descends by UCB while every candidate of a node is expanded, the
 *      deciding player of each node maximizing its own score (both sides'
 *      decisions, interrupt windows included, are in the tree);
 *   3. adds one child where the node may grow (progressive widening:
 *      about 2 sqrt(visits) children; the greedy agent's answer first,
 *      then sampled ones), so huge or open lists are sampled, not listed;
 *      the greedy answer keeps a prior bonus in UCB;
 *   4. lets the greedy agents play out rollout_steps actions (by default
 *      the ruleset's: 40, or up to a change of player turn) and scores
 *      the position (search_score.c) for the root player;
 *   5. backs the score up the path.
 * The answer is the root child visited most.
 *
 * Memory: the nodes come from one arena of max_nodes nodes allocated by
 * wg_search_new and reused by every decision; once it is full the tree
 * stops growing and simulations go on through the nodes it has.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "game_internal.h"
#include "search_internal.h"

#define DEFAULT_NODES 65536
#define MAX_NODES 4194304
#define DEFAULT_ROLLOUT 40
/* Actions a rollout counted in turns plays at most (a turn stuck on one side's answers). */
#define ROLLOUT_CAP 4000
/* UCB's exploration weight: scores of positions not played out lie close
 * to 0.5, so a small one (measured: 0.7 played no better than greedy). */
#define EXPLORE 0.3
/* The greedy answer's prior, PUCT-style: prior * sqrt(avail) / (1 + visits)
 * added to its UCB, so the search leaves the greedy answer only on evidence
 * (measured on mob-skirmish at 100 iterations: 35-45% against greedy
 * without it, 60-80% with it). A ruleset may weigh it otherwise
 * (wg_ruleset.search_prior). */
#define PRIOR 1.0
/* A path longer than this stops descending and plays out from there. */
#define MAX_PATH 512
/* Legal answers listed at once; more than this are sampled. */
#define CAND_CAP 256

typedef struct snode {
    wg_action act;    /* the answer that leads here */
    int32_t parent;
    int32_t child;    /* first child, or -1 */
    int32_t sibling;  /* next child of the parent, or -1 */
    int32_t player;   /* who chose act */
    int32_t visits;   /* simulations through this node */
    int32_t avail;    /* simulations where act was legal at the parent */
    int32_t kids;     /* children */
    int32_t greedy;   /* 1: act is the greedy agent's answer (the prior) */
    double value;     /* sum of scores for `player` */
} snode;

struct wg_search {
    wg_search_options opt;
    uint64_t rng[4];
    snode *node;
    int32_t nnodes;
    wg_action cand[CAND_CAP];
    int32_t path[MAX_PATH];
    search_base base;
    wg_search_stats last;
};

static int options_ok(const wg_search_options *o)
{
    return o->size >= sizeof *o && o->iterations >= 0 && o->time_ms >= 0 &&
           (o->iterations > 0 || o->time_ms > 0) && o->max_nodes >= 0 &&
           o->max_nodes <= MAX_NODES && o->rollout_steps >= -1;
}

int wg_search_new(wg_search **out, const wg_search_options *opts)
{
    wg_search_options def = WG_SEARCH_OPTIONS_INIT;
    if (!out)
        return WG_EINVAL;
    *out = NULL;
    if (opts && !options_ok(opts))
        return WG_EINVAL;
    wg_search *s = calloc(1, sizeof *s);
    if (!s)
        return WG_ENOMEM;
    s->opt = opts ? *opts : def;
    s->opt.size = sizeof s->opt;
    if (s->opt.max_nodes == 0)
        s->opt.max_nodes = DEFAULT_NODES;
    /* A simulation adds at most one node: an iteration budget bounds the
     * tree below max_nodes. */
    if (s->opt.iterations > 0 && s->opt.iterations < s->opt.max_nodes)
        s->opt.max_nodes = s->opt.iterations + 1;
    s->node = malloc((size_t)s->opt.max_nodes * sizeof *s->node);
    if (!s->node) {
        free(s);
        return WG_ENOMEM;
    }
    wg_rng_seed(s->rng, s->opt.seed ^ UINT64_C(0x5EA2C45EA2C45EA2));
    s->last.size = sizeof s->last;
    *out = s;
    return WG_OK;
}

void wg_search_free(wg_search *s)
{
    if (!s)
        return;
    free(s->node);
    free(s);
}

int wg_search_last(const wg_search *s, wg_search_stats *out)
{
    if (!s || !out || out->size < sizeof *out)
        return WG_EINVAL;
    *out = s->last;
    return WG_OK;
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* ------------------------------------------------------------ arithmetic */

/*
 * sqrt and log for UCB, from + - * / alone: IEEE rounds those the same on
 * every machine, while libm's log may differ in the last bit, and one bit
 * can change a choice. (Also keeps the library off libm.)
 */
static double root2(double x)
{
    if (x <= 0.0)
        return 0.0;
    double r = x > 1.0 ? x : 1.0;
    for (int i = 0; i < 64; i++) {
        double next = 0.5 * (r + x / r);
        if (next >= r)
            break;
        r = next;
    }
    return r;
}

static double ln(double x)
{
    int k = 0;
    while (x >= 2.0) {
        x *= 0.5;
        k++;
    }
    /* ln x = 2 atanh((x - 1) / (x + 1)), x in [1, 2): y <= 1/3 */
    double y = (x - 1.0) / (x + 1.0), y2 = y * y, term = y, sum = 0.0;
    for (int i = 1; i < 40; i += 2) {
        sum += term / i;
        term *= y2;
    }
    return 2.0 * sum + k * 0.69314718055994530942;
}

/* ------------------------------------------------------------ the arena */

static int node_new(wg_search *s, int parent, const wg_action *a, int player)
{
    if (s->nnodes >= s->opt.max_nodes)
        return -1;
    int i = s->nnodes++;
    snode *n = &s->node[i];
    memset(n, 0, sizeof *n);
    n->act = *a;
    n->parent = parent;
    n->child = -1;
    n->sibling = -1;
    n->player = player;
    if (parent >= 0) {
        /* Appended last, so children keep the order they were added in:
         * the greedy answer first wins ties, whatever the arena did. */
        int *link = &s->node[parent].child;
        while (*link >= 0)
            link = &s->node[*link].sibling;
        *link = i;
        s->node[parent].kids++;
    }
    return i;
}

static int child_with(const wg_search *s, int parent, const wg_action *a)
{
    for (int c = s->node[parent].child; c >= 0; c = s->node[c].sibling)
        if (wg_action_equal(&s->node[c].act, a))
            return c;
    return -1;
}

/* ------------------------------------------------------------ one node's step */

/* Is a child's answer legal in this copy? Matched against the listing when
 * it is whole (cheap), else asked of the rules. */
static int child_legal(const wg_search *s, const wg_game *c, const wg_action *a, int n,
                       int whole)
{
    if (!whole)
        return wg_game_check(c, a) == WG_OK;
    for (int i = 0; i < n; i++)
        if (wg_action_equal(&s->cand[i], a))
            return 1;
    return 0;
}

/* A candidate not yet in the tree: the greedy answer first, then a sampled
 * one (a rotation of the whole list from a random start, or draws). */
static int fresh_answer(wg_search *s, const wg_game *c, const wg_decision *d, int node, int n,
                        int whole, wg_action *out, int *greedy)
{
    const wg_ruleset *rs = c->sh->rs;
    *greedy = 0;
    if (s->node[node].kids == 0 && rs->greedy && rs->greedy(c, d, s->rng, out) == WG_OK &&
        child_with(s, node, out) < 0) {
        *greedy = 1;
        return 1;
    }
    if (whole) {
        int start = (int)wg_agent_pick(s->rng, (uint32_t)n);
        for (int k = 0; k < n; k++) {
            const wg_action *a = &s->cand[(start + k) % n];
            if (child_with(s, node, a) < 0) {
                *out = *a;
                return 1;
            }
        }
        return 0;
    }
    for (int t = 0; t < 8; t++) {
        if (search_sample(c, s->rng, out) != WG_OK)
            return 0;
        if (child_with(s, node, out) < 0)
            return 1;
    }
    return 0;
}

/* How many children a node with this many visits may have. */
static int widen_limit(int visits)
{
    return 1 + (int)(2.0 * root2((double)visits + 1.0));
}

/* The weight of the greedy answer's prior in this game's ruleset. */
static double prior_weight(const wg_game *c)
{
    double w = c->sh->rs->search_prior;
    return w > 0.0 ? w : PRIOR;
}

/* UCB over the children legal in this copy; counts their availability. */
static int ucb_child(wg_search *s, const wg_game *c, int node, int n, int whole)
{
    double prior = prior_weight(c);
    int best = -1;
    double best_u = -1.0;
    for (int ch = s->node[node].child; ch >= 0; ch = s->node[ch].sibling) {
        snode *k = &s->node[ch];
        if (!child_legal(s, c, &k->act, n, whole))
            continue;
        k->avail++;
        double u = k->visits == 0 ? 1e9
                                  : k->value / k->visits +
                                        EXPLORE * root2(ln((double)k->avail) / k->visits);
        if (k->greedy)
            u += prior * root2((double)k->avail) / (1.0 + k->visits);
        if (u > best_u) {
            best_u = u;
            best = ch;
        }
    }
    return best;
}

/*
 * The child to follow from `node` in copy c: a new one where the node may
 * grow (*added = 1), else the best by UCB; -1 if none (no legal child and
 * a full arena).
 */
static int step(wg_search *s, const wg_game *c, const wg_decision *d, int node, int *added)
{
    int n = wg_game_legal_actions(c, s->cand, CAND_CAP);
    if (n <= 0)
        return -1;
    int whole = n <= CAND_CAP && !d->open;
    *added = 0;
    if (s->node[node].kids < widen_limit(s->node[node].visits) &&
        (!whole || s->node[node].kids < n)) {
        wg_action a;
        int greedy;
        if (fresh_answer(s, c, d, node, n, whole, &a, &greedy)) {
            int ch = node_new(s, node, &a, d->player);
            if (ch >= 0) {
                s->node[ch].avail = 1;
                s->node[ch].greedy = greedy;
                *added = 1;
                return ch;
            }
        }
    }
    return ucb_child(s, c, node, n, whole);
}

/* ------------------------------------------------------------ one simulation */

/* Player turns the rollout has crossed into since (turn, active) was *mark. */
static int turn_crossed(const wg_game *c, int32_t mark[2])
{
    const wg_core_state *cs = wg_ccore(c);
    if (cs->turn == mark[0] && cs->active == mark[1])
        return 0;
    mark[0] = cs->turn;
    mark[1] = cs->active;
    return 1;
}

int search_rollout(wg_game *c, int32_t rollout_steps, uint64_t rng[4])
{
    const wg_ruleset *rs = c->sh->rs;
    int steps = rollout_steps, turns = 0, played = 0;
    if (steps == 0) {
        turns = rs->rollout_turns;
        steps = turns > 0 ? ROLLOUT_CAP : DEFAULT_ROLLOUT;
    }
    int32_t mark[2] = { wg_ccore(c)->turn, wg_ccore(c)->active };
    for (; steps < 0 || played < steps; played++) {
        wg_decision d;
        wg_game_decision(c, &d);
        if (d.type == WG_DEC_NONE)
            break;
        if (turns > 0 && turn_crossed(c, mark) && --turns == 0)
            break;
        wg_action a;
        int rc = rs->greedy ? rs->greedy(c, &d, rng, &a) : search_sample(c, rng, &a);
        if (rc != WG_OK || wg_game_apply(c, &a) != WG_OK)
            break;
    }
    return played;
}

static int simulate(wg_search *s, const wg_game *g, wg_game *c, int player)
{
    int rc = search_determinize(c, g, player, wg_rng_next(s->rng));
    if (rc != WG_OK)
        return rc;
    int len = 0, node = 0;
    s->path[len++] = 0;
    while (len < MAX_PATH) {
        wg_decision d;
        wg_game_decision(c, &d);
        if (d.type == WG_DEC_NONE)
            break;
        int added = 0, ch = step(s, c, &d, node, &added);
        if (ch < 0 || wg_game_apply(c, &s->node[ch].act) != WG_OK)
            break;
        s->path[len++] = ch;
        node = ch;
        if (added)
            break;
    }
    search_rollout(c, s->opt.rollout_steps, s->rng);
    double r = search_score(c, &s->base, player);
    for (int i = 0; i < len; i++) {
        snode *n = &s->node[s->path[i]];
        n->visits++;
        n->value += n->player == player ? r : 1.0 - r;
    }
    return WG_OK;
}

/* ------------------------------------------------------------ the decision */

static int most_visited(const wg_search *s)
{
    int best = -1;
    for (int ch = s->node[0].child; ch >= 0; ch = s->node[ch].sibling) {
        const snode *k = &s->node[ch];
        if (best < 0 || k->visits > s->node[best].visits)
            best = ch;
    }
    return best;
}

static int budget_left(const wg_search *s, int done, double start)
{
    if (s->opt.iterations > 0 && done >= s->opt.iterations)
        return 0;
    return s->opt.time_ms <= 0 || now_ms() - start < (double)s->opt.time_ms;
}

static void record(wg_search *s, int iterations, int best, double start)
{
    memset(&s->last, 0, sizeof s->last);
    s->last.size = sizeof s->last;
    s->last.iterations = iterations;
    s->last.nodes = s->nnodes;
    s->last.candidates = s->node[0].kids;
    if (best >= 0) {
        s->last.best_visits = s->node[best].visits;
        s->last.value = s->node[best].visits ? s->node[best].value / s->node[best].visits : 0.0;
    }
    s->last.ms = now_ms() - start;
}

static int search_run(wg_search *s, const wg_game *g, const wg_decision *d, wg_action *out)
{
    double start = now_ms();
    wg_action none = wg_action_make(WG_ACT_NONE);
    s->nnodes = 0;
    node_new(s, -1, &none, -1);
    search_base_init(g, &s->base);
    wg_game *c = NULL;
    int rc = wg_game_clone_with(&c, g, WG_OPT_NO_LOG | WG_OPT_NO_HISTORY);
    int done = 0;
    while (rc == WG_OK && budget_left(s, done, start)) {
        rc = simulate(s, g, c, d->player);
        done++;
    }
    wg_game_free(c);
    int best = most_visited(s);
    record(s, done, best, start);
    if (rc != WG_OK)
        return rc;
    if (best < 0)
        return WG_ESTATE;
    *out = s->node[best].act;
    return WG_OK;
}

int wg_search_decide(void *payload, const wg_game *g, const wg_decision *d, wg_action *out)
{
    wg_search *s = payload;
    if (!s || !g || !d || !out)
        return WG_EINVAL;
    wg_decision now;
    wg_game_decision(g, &now);
    if (now.type == WG_DEC_NONE)
        return WG_ESTATE;
    if (now.type != d->type || now.player != d->player || now.depth != d->depth)
        return WG_EINVAL;
    /* One answer needs no thought (most interrupt windows offer only PASS). */
    wg_action only[2];
    int n = wg_game_legal_actions(g, only, 2);
    if (n < 0)
        return n;
    if (n == 1 && !now.open) {
        *out = only[0];
        record(s, 0, -1, now_ms());
        return WG_OK;
    }
    return search_run(s, g, &now, out);
}

/* The wg_agent form (WG_AGENT_SEARCH): default options, seeded from the
 * agent's generator, its arena taken for the one decision. */
int search_agent_decide(wg_agent *agent, const wg_game *g, const wg_decision *d, wg_action *out)
{
    wg_search_options o = WG_SEARCH_OPTIONS_INIT;
    o.seed = wg_rng_next(agent->rng);
    wg_search *s;
    int rc = wg_search_new(&s, &o);
    if (rc != WG_OK)
        return rc;
    rc = wg_search_decide(s, g, d, out);
    wg_search_free(s);
    return rc;
}
