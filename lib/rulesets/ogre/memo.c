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
 * never answers for a state it was not built from. Who may move follows
 * from the same input (and, in the GEV second move, from the scenario's
 * types), kept as a mask so that the draw visits only those units. After
 * a step, whether any defender may still move is asked of the memo too:
 * the answers it works out are the ones the next draw reads.
 */
#include <stddef.h> /* offsetof */
#include <string.h>

#include "core/schema.h"
#include "ogre_internal.h"

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

/*
 * The units as the memo last saw them (their MEMO_INPUT), then each unit's
 * answers, then, of the units as seen[] has them, each cell's count and the
 * crowd table (ogre_move_crowd_shift), a byte a cell.
 */
typedef struct ogre_memo {
    int32_t filled;  /* 0 in a zeroed memo: nothing seen yet */
    int32_t nunits;
    /* bit u - 1 of each for defender u (the Ogre is unit 0) */
    uint64_t known;   /* its answers hold for seen[] */
    uint64_t movable; /* it may move in the defenders' movement, as seen[] has it */
    uint64_t gevs;    /* it has a second move (the GEVs'), from the scenario */
    ogre_unit seen[];
} ogre_memo;
WG_STATIC_ASSERT(WG_OGRE_MAX_DEFENDERS <= 64, a_known_bit_per_defender);

size_t ogre_memo_size(const void *data)
{
    const ogre_data *d = data;
    return sizeof(ogre_memo) + (size_t)d->nunits * (sizeof(ogre_unit) + sizeof(memo_moves)) +
           (size_t)d->ncells * (sizeof(ogre_crowd_count) + 1);
}

static uint64_t unit_bit(int unit)
{
    return UINT64_C(1) << (unit - 1);
}

/* Whether a defender as `x` has it may move in the defenders' movement (ogre_move_ready). */
static uint64_t movable_bit(const ogre_data *d, const ogre_unit *x, int unit)
{
    return ogre_move_ready(x, ogre_utype(d, unit), 0) ? unit_bit(unit) : 0;
}

static memo_moves *memo_answers(ogre_memo *m)
{
    return (memo_moves *)(m->seen + m->nunits);
}

static ogre_crowd_count *memo_count(ogre_memo *m)
{
    return (ogre_crowd_count *)(memo_answers(m) + m->nunits);
}

static uint8_t *memo_crowd(ogre_memo *m, int ncells)
{
    return (uint8_t *)(memo_count(m) + ncells);
}

/* A unit as `x` has it leaves (sign -1) or enters (+1) the memo's crowd. */
static void crowd_shift(const ogre_data *d, ogre_memo *m, int unit, const ogre_unit *x, int sign)
{
    if (x->alive && x->cell >= 0)
        ogre_move_crowd_shift(d, memo_crowd(m, d->ncells), memo_count(m), unit, x->cell,
                              x->strength, sign);
}

/*
 * What a unit's answers, or another unit's, read of it: the first five
 * fields of its ogre_unit (cell, alive, strength, disabled, mp), so that
 * one memcmp a unit tells whether it changed (every action compares every
 * unit). The memo keeps the rest but does not look at it.
 */
#define MEMO_INPUT offsetof(ogre_unit, fired)
WG_STATIC_ASSERT(offsetof(ogre_unit, cell) < MEMO_INPUT &&
                     offsetof(ogre_unit, alive) < MEMO_INPUT &&
                     offsetof(ogre_unit, strength) < MEMO_INPUT &&
                     offsetof(ogre_unit, disabled) < MEMO_INPUT &&
                     offsetof(ogre_unit, mp) < MEMO_INPUT,
                 memo_input_is_the_head_of_ogre_unit);

/* Whether the change from `was` to `now` shows to other units: where it stands, and its squads. */
static int presence_changed(const ogre_data *d, int unit, const ogre_unit *was,
                            const ogre_unit *now)
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
    const memo_moves *mv = memo_answers(m);
    for (uint64_t k = m->known; k; k &= k - 1) {
        int u = __builtin_ctzll(k) + 1; /* (only units that may move are known: on the map) */
        int q = d->hq[m->seen[u].cell], r = d->hr[m->seen[u].cell];
        for (int i = 0; i < n; i++)
            if (within(d->hq[cells[i]] - q, d->hr[cells[i]] - r, mv[u].reach)) {
                m->known &= ~unit_bit(u);
                break;
            }
    }
}

static void memo_fill(const wg_game *g, ogre_memo *m)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    m->nunits = s->nunits;
    m->known = m->movable = m->gevs = 0;
    memset(memo_count(m), 0, (size_t)d->ncells * (sizeof(ogre_crowd_count) + 1));
    for (int u = 0; u < s->nunits; u++) {
        m->seen[u] = s->u[u];
        crowd_shift(d, m, u, &m->seen[u], 1);
        if (u && ogre_utype(d, u)->second_move > 0)
            m->gevs |= unit_bit(u);
        if (u)
            m->movable |= movable_bit(d, &m->seen[u], u);
    }
    m->filled = 1;
}

/*
 * Bring what the memo saw up to the state: every changed unit's own
 * answers are forgotten, and where a unit left or entered a hex (or lost
 * squads there), the hex's count and crowd byte follow and the answers
 * that read it are forgotten.
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
        ogre_unit *was = &m->seen[u];
        const ogre_unit *now = &s->u[u];
        if (!memcmp(was, now, MEMO_INPUT))
            continue;
        if (presence_changed(d, u, was, now)) {
            crowd_shift(d, m, u, was, -1);
            crowd_shift(d, m, u, now, 1);
            if (was->cell >= 0)
                touched[ntouched++] = was->cell;
            if (now->cell >= 0)
                touched[ntouched++] = now->cell;
        }
        *was = *now;
        if (u) {
            m->known &= ~unit_bit(u);
            m->movable = (m->movable & ~unit_bit(u)) | movable_bit(d, now, u);
        }
    }
    if (ntouched)
        forget_around(d, m, touched, ntouched);
}

/* All the answers of a unit that may move, worked out now. */
static void all_moves(const wg_game *g, ogre_memo *m, int unit, ogre_unit_moves *out)
{
    ogre_move_defender_answers(g, memo_crowd(m, ogre_cdata(g)->ncells), unit, out);
}

/* Work out the answers of a unit that may move and keep them. */
static void learn_moves(const wg_game *g, ogre_memo *m, int unit)
{
    ogre_unit_moves all;
    all_moves(g, m, unit, &all);
    memo_moves *mv = &memo_answers(m)[unit];
    mv->steps = all.steps;
    mv->nsteps = all.nsteps;
    mv->pass = all.pass;
    mv->nends = all.nends;
    mv->reach = all.reach;
    for (int i = 0; i < all.nends && i < MEMO_ENDS; i++) {
        mv->end[i] = all.end[i];
        mv->end_cost[i] = all.end_cost[i];
    }
    m->known |= unit_bit(unit);
}

/* The answers of a unit that may move, worked out if the memo does not know them. */
static inline const memo_moves *unit_moves(const wg_game *g, ogre_memo *m, int unit)
{
    if (!(m->known & unit_bit(unit))) /* (inline: most units' answers are known, a test each) */
        learn_moves(g, m, unit);
    return &memo_answers(m)[unit];
}

/* The defenders that may move now (ogre_move_ready), a bit each, as the synced memo has them. */
static uint64_t ready_mask(const ogre_memo *m, int gev_only)
{
    return gev_only ? m->movable & m->gevs : m->movable;
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
    int n = 0, any_pass = 0;
    uint32_t total = 0;
    for (uint64_t k = ready_mask(m, gev_only); k; k &= k - 1) {
        int u = __builtin_ctzll(k) + 1; /* in unit order, as the listing */
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

int ogre_memo_any_move(const wg_game *g, int gev_only)
{
    ogre_memo *m = wg_memo(g);
    if (!m)
        return -1;
    memo_sync(g, m);
    for (uint64_t k = ready_mask(m, gev_only); k; k &= k - 1) {
        const memo_moves *mv = unit_moves(g, m, __builtin_ctzll(k) + 1);
        if (mv->nsteps + mv->nends)
            return 1;
    }
    return 0;
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
        const memo_moves *mv = &memo_answers(m)[ready[i]];
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
    const memo_moves *answers;
    const int *ready;
} step_draw;

/* Proposal k: the step of the k/6-th movable unit in direction k%6, if it is legal. */
static int try_step(const void *ctx, int k, wg_action *out)
{
    const step_draw *sd = ctx;
    int unit = sd->ready[k / 6], dir = k % 6;
    if (!(sd->answers[unit].steps & (1u << dir)))
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
    step_draw sd = { g, memo_answers(m), r.unit };
    return wg_draw_rejecting(rng, 6 * r.n, WG_ACT_PASS, try_step, &sd, out);
}
