/*
 * The defenders' moves as the game's memo keeps them (wg_memo), for the
 * random agent's draw in their movement: an exact uniform pick over the
 * listing needs every movable unit's answers, moves through friends
 * (OG-X2, a search each) included, and working them all out again for
 * every action was most of a random game.
 *
 * A unit's answers (ogre_unit_moves) depend only on its own cell, points
 * and squads and on who stands within its points of its cell: every step
 * costs a point or more, so neither a step nor a search through friends
 * looks at a hex farther away. So the memo keeps, beside each unit's
 * answers, the input it saw of every unit (cell, alive, strength, points,
 * disabled), and works out again only the units whose own input changed
 * or that a changed unit's old or new hex is in reach of. Whatever changed
 * the state (a step, fire, an undo, a new phase's points) shows as a
 * changed input, so the memo never answers for a state it was not built
 * from. Who may move (the GEV second move's question) is asked afresh each
 * time: it changes no unit's answers.
 */
#include "ogre_internal.h"

/* What a unit's answers, or another unit's, read of it. */
typedef struct memo_input {
    int32_t cell, alive, strength, mp, disabled;
} memo_input;

typedef struct memo_unit {
    memo_input in;   /* the unit as the memo last saw it */
    int32_t known;   /* moves holds for `in` and the units around it */
    ogre_unit_moves moves;
} memo_unit;

typedef struct ogre_memo {
    int32_t filled;  /* 0 in a zeroed memo: no input kept yet */
    memo_unit u[];   /* one per unit (the Ogre's is kept but never known) */
} ogre_memo;

size_t ogre_memo_size(const void *data)
{
    return sizeof(ogre_memo) + (size_t)((const ogre_data *)data)->nunits * sizeof(memo_unit);
}

static memo_input input_of(const ogre_unit *x)
{
    memo_input in = { x->cell, x->alive, x->strength, x->mp, x->disabled };
    return in;
}

static int input_equal(const memo_input *a, const memo_input *b)
{
    return a->cell == b->cell && a->alive == b->alive && a->strength == b->strength &&
           a->mp == b->mp && a->disabled == b->disabled;
}

/* Whether the change from `was` to `now` shows to other units: where it stands, and its squads. */
static int presence_changed(const ogre_data *d, int unit, const memo_input *was,
                            const memo_input *now)
{
    return was->cell != now->cell || was->alive != now->alive ||
           (d->infantry[unit] && was->strength != now->strength);
}

/* Forget the answers of every unit with cell in reach of its points. */
static void forget_around(const ogre_data *d, ogre_memo *m, int nunits, int cell)
{
    for (int u = 1; u < nunits; u++) {
        memo_unit *e = &m->u[u];
        if (e->known && ogre_board_distance(d, e->in.cell, cell) <= e->in.mp)
            e->known = 0;
    }
}

/*
 * Bring the kept input up to the state, forgetting the answers the changes
 * can reach: first every changed unit's own, then those around the hexes
 * a unit left or entered.
 */
static void memo_sync(const wg_game *g, ogre_memo *m)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    int touched[2 * OGRE_MAX_UNITS], ntouched = 0;
    for (int u = 0; u < s->nunits; u++) {
        memo_input now = input_of(&s->u[u]);
        memo_unit *e = &m->u[u];
        if (m->filled && input_equal(&e->in, &now))
            continue;
        if (m->filled && presence_changed(d, u, &e->in, &now)) {
            if (e->in.cell >= 0)
                touched[ntouched++] = e->in.cell;
            if (now.cell >= 0)
                touched[ntouched++] = now.cell;
        }
        e->in = now;
        e->known = 0;
    }
    m->filled = 1;
    for (int i = 0; i < ntouched; i++)
        forget_around(d, m, s->nunits, touched[i]);
}

/*
 * The memo brought up to the state, with the answers of every unit that
 * may move now known; NULL without a memo. The units that may move, in
 * unit order, go to ready[] (their count is returned in *n).
 */
static ogre_memo *memo_ready(const wg_game *g, int gev_only, int *ready, int *n)
{
    ogre_memo *m = wg_memo(g);
    if (!m)
        return NULL;
    memo_sync(g, m);
    const ogre_state *s = ogre_cst(g);
    int stale[OGRE_MAX_UNITS], nstale = 0;
    ogre_unit_moves *out[OGRE_MAX_UNITS];
    *n = 0;
    for (int u = 1; u < s->nunits; u++) {
        if (!ogre_move_defender_ready(g, u, gev_only))
            continue;
        ready[(*n)++] = u;
        if (!m->u[u].known) {
            out[nstale] = &m->u[u].moves;
            stale[nstale++] = u;
            m->u[u].known = 1;
        }
    }
    if (nstale)
        ogre_move_defender_answers(g, nstale, stale, out);
    return m;
}

static wg_action move_to(const ogre_data *d, int unit, int cell)
{
    wg_hex h = ogre_board_hex(d, cell);
    wg_action a = wg_action_make(WG_ACT_MOVE);
    a.unit = unit;
    a.x = h.q;
    a.y = h.r;
    return a;
}

/* The step of `unit` picked among its legal ones, counting in direction order. */
static wg_action nth_step(const ogre_data *d, const ogre_state *s, int unit,
                          const ogre_unit_moves *mv, int pick)
{
    int dir = 0;
    for (;; dir++)
        if ((mv->steps & (1u << dir)) && pick-- == 0)
            break;
    return move_to(d, unit, ogre_board_neighbor(d, s->u[unit].cell, dir));
}

/*
 * The listing's pick (ogre_move_defender_legal, then wg_agent_pick over its
 * length, as the core's random agent does) without the list: each unit's
 * steps, then its moves through friends, then PASS.
 */
static int pick_listed(const wg_game *g, const ogre_memo *m, const int *ready, int n,
                       uint64_t rng[4], wg_action *out)
{
    const ogre_data *d = ogre_cdata(g);
    uint32_t total = 0;
    for (int i = 0; i < n; i++)
        total += m->u[ready[i]].moves.nsteps + m->u[ready[i]].moves.nends;
    int pick = (int)wg_agent_pick(rng, total + 1);
    for (int i = 0; i < n; i++) {
        const ogre_unit_moves *mv = &m->u[ready[i]].moves;
        if (pick < mv->nsteps) {
            *out = nth_step(d, ogre_cst(g), ready[i], mv, pick);
            return 1;
        }
        pick -= mv->nsteps;
        if (pick < mv->nends) {
            *out = move_to(d, ready[i], mv->end[pick]);
            return 1;
        }
        pick -= mv->nends;
    }
    *out = wg_action_make(WG_ACT_PASS);
    return 1;
}

typedef struct step_draw {
    const wg_game *g;
    const ogre_memo *m;
    const int *ready;
} step_draw;

/* Proposal k: the step of the k/6-th movable unit in direction k%6, if it is legal. */
static int try_step(const void *ctx, int k, wg_action *out)
{
    const step_draw *sd = ctx;
    int unit = sd->ready[k / 6], dir = k % 6;
    if (!(sd->m->u[unit].moves.steps & (1u << dir)))
        return 0;
    const ogre_data *d = ogre_cdata(sd->g);
    *out = move_to(d, unit, ogre_board_neighbor(d, ogre_cst(sd->g)->u[unit].cell, dir));
    return 1;
}

/* Every movable defender's six directions drawn by the core's rejection
 * sampling (wg_draw_rejecting), with PASS as the closing answer. A unit
 * that could move through friends has answers beyond its six neighbours:
 * then the pick is the listing's (pick_listed). 0 if the draw gave up. */
int ogre_memo_draw_defender(const wg_game *g, uint64_t rng[4], int gev_only, wg_action *out)
{
    int ready[OGRE_MAX_UNITS], n;
    const ogre_memo *m = memo_ready(g, gev_only, ready, &n);
    if (!m)
        return 0; /* the core lists instead */
    for (int i = 0; i < n; i++)
        if (m->u[ready[i]].moves.pass)
            return pick_listed(g, m, ready, n, rng, out);
    step_draw sd = { g, m, ready };
    return wg_draw_rejecting(rng, 6 * n, WG_ACT_PASS, try_step, &sd, out);
}
