/*
 * The defenders' moves as the game's memo keeps them (wg_memo), for the
 * random agent's draw in their movement: an exact uniform pick over the
 * listing needs every movable unit's answers, moves through friends
 * (OG-X2, a search each) included, and working them all out again for
 * every action was most of a random game.
 *
 * A unit's answers (ogre_unit_moves) depend only on its own cell, points
 * and squads and on who stands in the hexes they read: its neighbours, and
 * for a search through friends the neighbours of every friend's hex it
 * passes (within its points: every step costs a point or more). So the
 * memo keeps, beside each unit's answers and how far they read, the input
 * it saw of every unit (cell, alive, strength, disabled, points), and
 * works out again only the units whose own input changed or that read a
 * hex some unit left or entered. Whatever changed the state (a step, fire,
 * an undo, a new phase's points) shows as a changed input, so the memo
 * never answers for a state it was not built from. Who may move (the GEV
 * second move's question) is asked afresh each time: it changes no unit's
 * answers.
 */
#include <stddef.h>
#include <string.h>

#include "core/schema.h"
#include "ogre_internal.h"

/*
 * What a unit's answers, or another unit's, read of it: the first five
 * fields of its ogre_unit, so that one memcmp a unit tells whether it
 * changed (every action compares every unit).
 */
typedef struct memo_input {
    int32_t cell, alive, strength, disabled, mp;
} memo_input;
WG_STATIC_ASSERT(offsetof(ogre_unit, cell) == offsetof(memo_input, cell) &&
                     offsetof(ogre_unit, alive) == offsetof(memo_input, alive) &&
                     offsetof(ogre_unit, strength) == offsetof(memo_input, strength) &&
                     offsetof(ogre_unit, disabled) == offsetof(memo_input, disabled) &&
                     offsetof(ogre_unit, mp) == offsetof(memo_input, mp),
                 memo_input_is_the_head_of_ogre_unit);

/*
 * A unit's answers as the memo keeps them: ogre_unit_moves with only the
 * first MEMO_ENDS moves through friends (a clone zeroes the whole memo, so
 * it is kept small; a unit with more, rare, has them worked out again when
 * one is picked).
 */
#define MEMO_ENDS 6
typedef struct memo_moves {
    uint8_t steps, nsteps, pass, nends, reach;
    int8_t end_cost[MEMO_ENDS];
    int16_t end[MEMO_ENDS];
} memo_moves;

typedef struct memo_unit {
    memo_input in;   /* the unit as the memo last saw it */
    int32_t known;   /* moves holds for `in` and the units around it */
    memo_moves moves;
} memo_unit;

/*
 * Then, of the units as in[] has them, each cell's count and the crowd
 * table (ogre_move_crowd_shift), a byte a cell.
 */
typedef struct ogre_memo {
    int32_t filled;  /* 0 in a zeroed memo: no input kept yet */
    int32_t nunits;
    memo_unit u[];   /* one per unit (the Ogre's is kept but never known) */
} ogre_memo;

size_t ogre_memo_size(const void *data)
{
    const ogre_data *d = data;
    return sizeof(ogre_memo) + (size_t)d->nunits * sizeof(memo_unit) +
           (size_t)d->ncells * (sizeof(ogre_crowd_count) + 1);
}

static ogre_crowd_count *memo_count(ogre_memo *m)
{
    return (ogre_crowd_count *)(m->u + m->nunits);
}

static uint8_t *memo_crowd(ogre_memo *m, int ncells)
{
    return (uint8_t *)(memo_count(m) + ncells);
}

/* A unit as `in` has it leaves (sign -1) or enters (+1) the memo's crowd. */
static void crowd_shift(const ogre_data *d, ogre_memo *m, int unit, const memo_input *in, int sign)
{
    if (in->alive && in->cell >= 0)
        ogre_move_crowd_shift(d, memo_crowd(m, d->ncells), memo_count(m), unit, in->cell,
                              in->strength, sign);
}

static memo_input input_of(const ogre_unit *x)
{
    memo_input in;
    memcpy(&in, x, sizeof in);
    return in;
}

/* Whether the change from `was` to `now` shows to other units: where it stands, and its squads. */
static int presence_changed(const ogre_data *d, int unit, const memo_input *was,
                            const memo_input *now)
{
    return was->cell != now->cell || was->alive != now->alive ||
           (d->infantry[unit] && was->strength != now->strength);
}

/* Whether hexes dq, dr apart (axial) are at most `reach` apart. */
static int within(int dq, int dr, int reach)
{
    return dq <= reach && dq >= -reach && dr <= reach && dr >= -reach && dq + dr <= reach &&
           dq + dr >= -reach;
}

/* Forget the answers of every unit that read the crowd of one of the n cells. */
static void forget_around(const ogre_data *d, ogre_memo *m, const int *cells, int n)
{
    for (int u = 1; u < m->nunits; u++) {
        memo_unit *e = &m->u[u];
        if (!e->known)
            continue; /* (only units that may move are known: on the map) */
        int q = d->hq[e->in.cell], r = d->hr[e->in.cell];
        for (int i = 0; i < n; i++)
            if (within(d->hq[cells[i]] - q, d->hr[cells[i]] - r, e->moves.reach)) {
                e->known = 0;
                break;
            }
    }
}

static void memo_fill(const wg_game *g, ogre_memo *m)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    m->nunits = s->nunits;
    memset(memo_count(m), 0, (size_t)d->ncells * (sizeof(ogre_crowd_count) + 1));
    for (int u = 0; u < s->nunits; u++) {
        m->u[u].in = input_of(&s->u[u]);
        m->u[u].known = 0;
        crowd_shift(d, m, u, &m->u[u].in, 1);
    }
    m->filled = 1;
}

/*
 * Bring the kept input up to the state: every changed unit's own answers
 * are forgotten, and where a unit left or entered a hex (or lost squads
 * there), the hex's count and crowd byte follow and the answers that read
 * it are forgotten.
 */
static void memo_sync(const wg_game *g, ogre_memo *m)
{
    if (!m->filled) {
        memo_fill(g, m);
        return;
    }
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    int touched[2 * OGRE_MAX_UNITS], ntouched = 0;
    for (int u = 0; u < m->nunits; u++) {
        memo_unit *e = &m->u[u];
        if (!memcmp(&e->in, &s->u[u], sizeof e->in))
            continue;
        memo_input now = input_of(&s->u[u]);
        if (presence_changed(d, u, &e->in, &now)) {
            crowd_shift(d, m, u, &e->in, -1);
            crowd_shift(d, m, u, &now, 1);
            if (e->in.cell >= 0)
                touched[ntouched++] = e->in.cell;
            if (now.cell >= 0)
                touched[ntouched++] = now.cell;
        }
        e->in = now;
        e->known = 0;
    }
    if (ntouched)
        forget_around(d, m, touched, ntouched);
}

/* All the answers of a unit that may move, worked out now. */
static void all_moves(const wg_game *g, ogre_memo *m, int unit, ogre_unit_moves *out)
{
    ogre_move_defender_answers(g, memo_crowd(m, ogre_cdata(g)->ncells), unit, out);
}

/* The answers of a unit that may move, worked out if the memo does not know them. */
static const memo_moves *unit_moves(const wg_game *g, ogre_memo *m, int unit)
{
    memo_unit *e = &m->u[unit];
    if (!e->known) {
        ogre_unit_moves all;
        all_moves(g, m, unit, &all);
        memo_moves *mv = &e->moves;
        mv->steps = all.steps;
        mv->nsteps = all.nsteps;
        mv->pass = all.pass;
        mv->nends = all.nends;
        mv->reach = all.reach;
        for (int i = 0; i < all.nends && i < MEMO_ENDS; i++) {
            mv->end[i] = all.end[i];
            mv->end_cost[i] = all.end_cost[i];
        }
        e->known = 1;
    }
    return &e->moves;
}

static int unit_ready(const ogre_data *d, const ogre_state *s, int unit, int gev_only)
{
    return ogre_move_ready(&s->u[unit], ogre_utype(d, unit), gev_only);
}

/* The units that may move now, in unit order, with what the draw needs of their answers. */
typedef struct ready_units {
    int n;
    int any_pass;    /* one of them has a friend to pass through */
    uint32_t total;  /* their answers, PASS left out */
    int unit[OGRE_MAX_UNITS];
} ready_units;

/*
 * The memo brought up to the state, with the answers of every unit that
 * may move now known and gathered in *r; NULL without a memo.
 */
static ogre_memo *memo_ready(const wg_game *g, int gev_only, ready_units *r)
{
    ogre_memo *m = wg_memo(g);
    if (!m)
        return NULL;
    memo_sync(g, m);
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    int n = 0, any_pass = 0;
    uint32_t total = 0;
    for (int u = 1; u < m->nunits; u++)
        if (unit_ready(d, s, u, gev_only)) {
            const memo_moves *mv = unit_moves(g, m, u);
            any_pass |= mv->pass;
            total += (uint32_t)(mv->nsteps + mv->nends);
            r->unit[n++] = u;
        }
    r->n = n;
    r->any_pass = any_pass;
    r->total = total;
    return m;
}

int ogre_memo_pass_cost(const wg_game *g, int unit, int cell)
{
    ogre_memo *m = wg_memo(g);
    if (!m)
        return 0;
    memo_sync(g, m);
    const memo_moves *mv = unit_moves(g, m, unit);
    for (int i = 0; i < mv->nends && i < MEMO_ENDS; i++)
        if (mv->end[i] == cell)
            return mv->end_cost[i];
    return 0; /* not kept: the move is walked after a search of its own */
}

/* The step of `unit` picked among its legal ones, counting in direction order. */
static wg_action nth_step(const ogre_data *d, const ogre_state *s, int unit,
                          const memo_moves *mv, int pick)
{
    int dir = 0;
    for (;; dir++)
        if ((mv->steps & (1u << dir)) && pick-- == 0)
            break;
    return ogre_move_to(d, unit, ogre_board_neighbor(d, s->u[unit].cell, dir));
}

/*
 * The listing's pick (ogre_move_defender_legal, then wg_agent_pick over its
 * length, as the core's random agent does) without the list: each unit's
 * steps, then its moves through friends, then PASS.
 */
static int pick_listed(const wg_game *g, ogre_memo *m, const ready_units *r, uint64_t rng[4],
                       wg_action *out)
{
    const ogre_data *d = ogre_cdata(g);
    const int *ready = r->unit;
    int pick = (int)wg_agent_pick(rng, r->total + 1);
    for (int i = 0; i < r->n; i++) {
        const memo_moves *mv = &m->u[ready[i]].moves;
        if (pick < mv->nsteps) {
            *out = nth_step(d, ogre_cst(g), ready[i], mv, pick);
            return 1;
        }
        pick -= mv->nsteps;
        if (pick < mv->nends) {
            ogre_unit_moves all;
            if (pick >= MEMO_ENDS)
                all_moves(g, m, ready[i], &all); /* one the memo did not keep */
            *out = ogre_move_to(d, ready[i], pick < MEMO_ENDS ? mv->end[pick] : all.end[pick]);
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
    *out = ogre_move_to(d, unit, ogre_board_neighbor(d, ogre_cst(sd->g)->u[unit].cell, dir));
    return 1;
}

/* Every movable defender's six directions drawn by the core's rejection
 * sampling (wg_draw_rejecting), with PASS as the closing answer. A unit
 * that could move through friends has answers beyond its six neighbours:
 * then the pick is the listing's (pick_listed). 0 if the draw gave up. */
int ogre_memo_draw_defender(const wg_game *g, uint64_t rng[4], int gev_only, wg_action *out)
{
    ready_units r;
    ogre_memo *m = memo_ready(g, gev_only, &r);
    if (!m)
        return 0; /* the core lists instead */
    if (r.any_pass)
        return pick_listed(g, m, &r, rng, out);
    step_draw sd = { g, m, r.unit };
    return wg_draw_rejecting(rng, 6 * r.n, WG_ACT_PASS, try_step, &sd, out);
}
