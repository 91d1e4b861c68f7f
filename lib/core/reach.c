/*
 * Reach (wargame.h, wg_game_reach): the hexes a unit can end a step in this
 * phase, found by playing its legal one-step MOVE actions on cheap copies of
 * the game. Searching the legal actions, rather than a second model of each
 * ruleset's movement, makes the answer equal what the rules allow by
 * construction: the same code that validates a move decides what is
 * reachable, in every hex ruleset, with its terrain, zones and windows.
 *
 * The search is cheapest first (cost = movement points spent, then steps)
 * over distinct positions (equal hashes are one position). A step that rolls
 * dice is listed, flagged, and not searched beyond; an interrupt window the
 * step opens for the other player is declined (PASS) to go on, and flagged.
 */
#include <string.h>

#include "alloc.h"
#include "game_internal.h"

/* Most positions one search visits: far above a unit's reach on the largest
 * board (a position is a hex and what the unit has left). */
#define REACH_MAX_NODES 8192
/* Most interrupt windows declined after one step. */
#define REACH_MAX_WINDOWS 8

typedef struct reach_node {
    uint64_t hash;
    wg_game *copy;    /* the position, until it is expanded (then NULL) */
    int32_t parent;   /* node index, -1 for the start */
    int32_t x, y;
    int32_t cost, steps, flags;
    int32_t expand;   /* 1 while it waits to be expanded */
} reach_node;

typedef struct reach_search {
    const wg_game *g;
    int unit, player;
    int32_t start_moves;
    reach_node *node;
    int n;
} reach_search;

/* A dice source that refuses every die: the step fails and changes nothing. */
static int refuse_dice(void *payload, const wg_game *g, const wg_roll *roll)
{
    (void)payload, (void)g, (void)roll;
    return -1;
}

/* Every die shows 1: a dice step's cost is read this way (its dice are not
 * the game's: a search must not see the dice to come). */
static int ones(void *payload, const wg_game *g, const wg_roll *roll)
{
    (void)payload, (void)g, (void)roll;
    return 1;
}

static int32_t moves_left(const wg_game *g, int unit)
{
    wg_unit_info u = WG_UNIT_INFO_INIT;
    return wg_game_unit(g, unit, &u) == WG_OK ? u.moves_left : 0;
}

/* The MOVE actions of `unit` the position offers its owner now, into *acts
 * (a buffer the caller frees); their number, or a negative status. */
static int unit_moves(const reach_search *s, const wg_game *pos, wg_action **acts)
{
    *acts = NULL;
    wg_decision d;
    if (wg_game_decision(pos, &d) != WG_OK || d.type == WG_DEC_NONE || d.player != s->player)
        return 0;
    int n = wg_game_legal_actions(pos, NULL, 0);
    if (n <= 0)
        return n;
    wg_action *a = wg_malloc(&s->g->alloc, (size_t)n * sizeof *a);
    if (!a)
        return WG_ENOMEM;
    n = wg_game_legal_actions(pos, a, n);
    int k = 0;
    for (int i = 0; i < n; i++)
        if (a[i].type == WG_ACT_MOVE && a[i].unit == s->unit)
            a[k++] = a[i];
    *acts = a;
    return k;
}

/* Decline the other player's windows after a step (PASS, no dice), so the
 * mover's decision comes back. 1 if one was declined, 0 if none opened, -1
 * if one could not be declined, -2 if the phase passed to the other player
 * (the search stops at this position for either). */
static int decline_windows(const reach_search *s, wg_game *pos)
{
    int declined = 0;
    for (int i = 0; i < REACH_MAX_WINDOWS; i++) {
        wg_decision d;
        wg_game_decision(pos, &d);
        if (d.type == WG_DEC_NONE || d.player == s->player)
            return declined;
        if (d.depth < 2)
            return -2; /* the other player's own turn: the mover's phase is over */
        wg_action pass;
        wg_action_init(&pass, WG_ACT_PASS);
        if (wg_game_apply(pos, &pass) != WG_OK)
            return -1;
        declined = 1;
    }
    return -1;
}

static int add_node(reach_search *s, const reach_node *nd)
{
    for (int i = 0; i < s->n; i++)
        if (s->node[i].hash == nd->hash)
            return 0; /* found before, at no greater cost (cheapest first) */
    if (s->n == REACH_MAX_NODES)
        return wg_set_error(s->g, WG_ELIMIT, "wg_game_reach: more than %d positions",
                            REACH_MAX_NODES);
    s->node[s->n++] = *nd;
    return 1;
}

/* Play one step from node p on a copy: a new node (or none if seen before). */
static int step(reach_search *s, int p, const wg_action *a)
{
    wg_game *pos;
    int rc = wg_game_clone_with(&pos, s->node[p].copy, WG_OPT_NO_LOG | WG_OPT_NO_HISTORY);
    if (rc != WG_OK)
        return rc;
    reach_node nd = { 0, NULL, p, a->x, a->y, 0, s->node[p].steps + 1, s->node[p].flags, 1 };
    wg_game_set_dice(pos, refuse_dice, NULL);
    if (wg_game_apply(pos, a) != WG_OK) {
        /* it rolls dice: list it at the cost it has when they show 1, go no further */
        wg_game_set_dice(pos, ones, NULL);
        if (wg_game_apply(pos, a) != WG_OK) {
            wg_game_free(pos);
            return WG_OK;
        }
        nd.flags |= WG_REACH_DICE;
        nd.expand = 0;
    } else {
        int w = decline_windows(s, pos);
        if (w == 1 || w == -1)
            nd.flags |= WG_REACH_WINDOW;
        if (w < 0)
            nd.expand = 0;
    }
    nd.cost = s->start_moves - moves_left(pos, s->unit);
    nd.hash = wg_game_hash(pos);
    nd.copy = nd.expand ? pos : NULL;
    rc = add_node(s, &nd);
    if (rc <= 0 || !nd.expand)
        wg_game_free(pos);
    return rc < 0 ? rc : WG_OK;
}

/* The waiting node of lowest (cost, steps), or -1. */
static int cheapest(const reach_search *s)
{
    int best = -1;
    for (int i = 0; i < s->n; i++) {
        const reach_node *a = &s->node[i];
        if (a->expand && (best < 0 || a->cost < s->node[best].cost ||
                          (a->cost == s->node[best].cost && a->steps < s->node[best].steps)))
            best = i;
    }
    return best;
}

static int search(reach_search *s)
{
    for (int p = cheapest(s); p >= 0; p = cheapest(s)) {
        s->node[p].expand = 0;
        wg_action *acts;
        int n = unit_moves(s, s->node[p].copy, &acts);
        int rc = n < 0 ? n : WG_OK;
        for (int i = 0; i < n && rc == WG_OK; i++)
            rc = step(s, p, &acts[i]);
        wg_free(&s->g->alloc, acts);
        wg_game_free(s->node[p].copy);
        s->node[p].copy = NULL;
        if (rc != WG_OK)
            return rc;
    }
    return WG_OK;
}

/* The node listed for node i's hex: the cheapest there (cost, then steps,
 * then the first found); -1 for the start hex, which is not listed. */
static int best_at(const reach_search *s, int i)
{
    const reach_node *a = &s->node[i];
    if (a->x == s->node[0].x && a->y == s->node[0].y)
        return -1;
    int best = i;
    for (int j = 1; j < s->n; j++) {
        const reach_node *b = &s->node[j], *c = &s->node[best];
        if (b->x == a->x && b->y == a->y &&
            (b->cost < c->cost || (b->cost == c->cost && b->steps < c->steps) ||
             (b->cost == c->cost && b->steps == c->steps && j < best)))
            best = j;
    }
    return best;
}

/* Order of the list: cheapest first, then fewer steps, then the row and column. */
static int before(const reach_node *a, const reach_node *b)
{
    if (a->cost != b->cost)
        return a->cost < b->cost;
    if (a->steps != b->steps)
        return a->steps < b->steps;
    return a->y != b->y ? a->y < b->y : a->x < b->x;
}

/* Set up a search from g's position; WG_OK, or the refusal. */
static int reach_begin(reach_search *s, const wg_game *g, int unit, const char *query)
{
    memset(s, 0, sizeof *s);
    if (!g)
        return WG_EINVAL;
    if (g->sh->rs->on_table)
        return wg_set_error(g, WG_EINVAL,
                            "%s: %s moves to points on a table (see wg_fow_can_reach)", query,
                            g->sh->rs->name);
    wg_unit_info u = WG_UNIT_INFO_INIT;
    if (wg_game_unit(g, unit, &u) != WG_OK)
        return wg_set_error(g, WG_ERANGE, "%s: no unit %d (the game has %d)", query, unit,
                            wg_game_unit_count(g));
    s->g = g;
    s->unit = unit;
    s->player = u.player;
    s->start_moves = u.moves_left;
    s->node = wg_calloc(&g->alloc, REACH_MAX_NODES, sizeof *s->node);
    if (!s->node)
        return WG_ENOMEM;
    wg_game *copy;
    int rc = wg_game_clone_with(&copy, g, WG_OPT_NO_LOG | WG_OPT_NO_HISTORY);
    if (rc != WG_OK) {
        wg_free(&g->alloc, s->node);
        return rc;
    }
    s->node[0] = (reach_node){ wg_game_hash(g), copy, -1, u.x, u.y, 0, 0, 0, 1 };
    s->n = 1;
    return WG_OK;
}

/* Check the caller's buffer, then explore every place `unit` can reach from
 * g's position; WG_OK, or the refusal. reach_end() frees what it leaves. */
static int reach_explore(reach_search *s, const wg_game *g, int unit, const wg_reach *out,
                         int cap, const char *query)
{
    memset(s, 0, sizeof *s);
    if (g && cap > 0 && !out)
        return wg_set_error(g, WG_EINVAL, "%s: out is NULL with cap %d", query, cap);
    int rc = reach_begin(s, g, unit, query);
    return rc == WG_OK ? search(s) : rc;
}

static void reach_end(reach_search *s)
{
    if (!s->node)
        return;
    for (int i = 0; i < s->n; i++)
        wg_game_free(s->node[i].copy);
    wg_free(&s->g->alloc, s->node);
}

static wg_reach reach_entry(const reach_node *nd)
{
    wg_reach r = { nd->x, nd->y, nd->cost, nd->steps, nd->flags, 0 };
    return r;
}

WG_API int wg_game_reach(const wg_game *g, int unit, wg_reach *out, int cap)
{
    reach_search s;
    int rc = reach_explore(&s, g, unit, out, cap, __func__);
    /* the listed nodes, in order: an insertion sort (a reach is a few hundred hexes) */
    int *order = rc == WG_OK ? wg_malloc(&g->alloc, (size_t)s.n * sizeof *order) : NULL;
    if (rc == WG_OK && !order)
        rc = WG_ENOMEM;
    int n = 0;
    for (int i = 1; rc == WG_OK && i < s.n; i++) {
        if (best_at(&s, i) != i)
            continue;
        int at = n++;
        while (at > 0 && before(&s.node[i], &s.node[order[at - 1]])) {
            order[at] = order[at - 1];
            at--;
        }
        order[at] = i;
    }
    for (int i = 0; rc == WG_OK && i < n && i < cap; i++)
        out[i] = reach_entry(&s.node[order[i]]);
    if (order)
        wg_free(&g->alloc, order);
    reach_end(&s);
    return rc == WG_OK ? n : rc;
}

WG_API int wg_game_reach_path(const wg_game *g, int unit, int32_t x, int32_t y, wg_reach *out,
                              int cap)
{
    reach_search s;
    int rc = reach_explore(&s, g, unit, out, cap, __func__);
    int end = -1;
    for (int i = 1; rc == WG_OK && i < s.n && end < 0; i++)
        if (s.node[i].x == x && s.node[i].y == y)
            end = best_at(&s, i);
    if (rc == WG_OK && end < 0)
        rc = wg_set_error(g, WG_ERANGE, "wg_game_reach_path: unit %d cannot reach (%d, %d) now",
                          unit, (int)x, (int)y);
    int n = 0;
    if (rc == WG_OK) {
        n = s.node[end].steps;
        for (int i = end; i > 0; i = s.node[i].parent)
            if (s.node[i].steps - 1 < cap)
                out[s.node[i].steps - 1] = reach_entry(&s.node[i]);
    }
    reach_end(&s);
    return rc == WG_OK ? n : rc;
}
