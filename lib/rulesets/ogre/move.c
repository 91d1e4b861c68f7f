/*
 * Movement: the Ogre's allowance from its treads (OG-U1), its steps with
 * ramming, overrunning infantry and the escape off its entry edge (OG-M2),
 * and the defenders' steps with stacking (OG-U3, OG-M3).
 */
#include <string.h>

#include "core/schema.h" /* WG_STATIC_ASSERT */
#include "ogre_internal.h"

/* Full speed down to two thirds of the starting treads, and so on (OG-U1). */
int ogre_move_allowance(const ogre_data *d, int treads)
{
    const ogre_type *t = ogre_utype(d, WG_OGRE_UNIT);
    if (treads <= 0)
        return 0;
    return (t->movement * treads + t->treads - 1) / t->treads;
}

static int ap_guns_left(const ogre_data *d, const ogre_state *s)
{
    const ogre_type *t = ogre_utype(d, WG_OGRE_UNIT);
    for (int w = 0; w < t->nweapons; w++)
        if (s->wpn_alive[w] && t->weapon[w].kind == WG_OGRE_AP)
            return 1;
    return 0;
}

/* The first living defender in `cell` of the given class (-1 = any class), or -1. */
static int defender_in(const ogre_data *d, const ogre_state *s, int cell, int cls)
{
    for (int u = 1; u < s->nunits; u++)
        if (s->u[u].alive && s->u[u].cell == cell &&
            (cls < 0 || ogre_utype(d, u)->cls == cls))
            return u;
    return -1;
}

static int solid_in(const ogre_data *d, const ogre_state *s, int cell)
{
    for (int u = 1; u < s->nunits; u++)
        if (s->u[u].alive && s->u[u].cell == cell &&
            ogre_utype(d, u)->cls != WG_OGRE_CLASS_INFANTRY)
            return u;
    return -1;
}

static inline void add_move(wg_sink *sk, int unit, wg_hex h)
{
    if (!sk->out && !sk->match) {
        sk->count++; /* a count: no action to build */
        return;
    }
    wg_action a = wg_action_make(WG_ACT_MOVE);
    a.unit = unit;
    a.x = h.q;
    a.y = h.r;
    wg_sink_add(sk, &a);
}

/* ------------------------------------------------------------ the Ogre */

/*
 * Whether the Ogre may step into cell b (OG-M2, OG-M3): a solid unit there
 * must be rammable, infantry alone needs an AP gun to overrun it. One scan
 * for both, as this runs for each of the Ogre's six neighbours.
 */
static int ogre_may_enter(const ogre_data *d, const ogre_state *s, int b)
{
    int infantry = 0;
    for (int u = 1; u < s->nunits; u++) {
        if (s->u[u].cell != b || !s->u[u].alive)
            continue;
        const ogre_type *t = ogre_utype(d, u);
        if (t->cls != WG_OGRE_CLASS_INFANTRY) /* at most one: nothing stacks with it */
            return t->ram_treads > 0 && s->rams < OGRE_MAX_RAMS;
        infantry = 1;
    }
    return !infantry || ap_guns_left(d, s);
}

/* The Ogre when it may still move this phase (alive, on the map, points left), else NULL. */
static const ogre_unit *ogre_moving(const ogre_state *s)
{
    const ogre_unit *o = &s->u[WG_OGRE_UNIT];
    return o->alive && o->cell >= 0 && o->mp > 0 ? o : NULL;
}

/* The points the Ogre's step in `dir` costs if it is legal now (an escape costs 1), else 0. */
int ogre_move_ogre_may_step(const wg_game *g, int dir)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    const ogre_unit *o = ogre_moving(s);
    if (!o)
        return 0;
    int b = ogre_board_neighbor(d, o->cell, dir);
    if (b < 0)
        return !ogre_turn_cps_alive(g) && ogre_board_on_edge(d, o->cell, dir);
    int cost = ogre_board_cost(d, ogre_utype(d, WG_OGRE_UNIT), o->cell, dir);
    return cost && cost <= o->mp && ogre_may_enter(d, s, b) ? cost : 0;
}

/* STAY: always in a splitfire window, else only to overrun infantry again. */
int ogre_move_ogre_may_stay(const wg_game *g, int splitfire)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    const ogre_unit *o = ogre_moving(s);
    int overrun = o && defender_in(d, s, o->cell, WG_OGRE_CLASS_INFANTRY) >= 0;
    return o && (splitfire || (overrun && ap_guns_left(d, s)));
}

/* The Ogre's MOVE and STAY answers in list order; with sk NULL, stop at the first (1). */
int ogre_move_ogre_options(const wg_game *g, wg_sink *sk, int splitfire)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    int cell = s->u[WG_OGRE_UNIT].cell, n = 0;
    if (cell < 0)
        return 0;
    for (int dir = 0; dir < 6; dir++)
        if (ogre_move_ogre_may_step(g, dir)) {
            if (!sk)
                return 1;
            add_move(sk, WG_OGRE_UNIT, wg_hex_neighbor(ogre_board_hex(d, cell), dir));
            n++;
        }
    if (ogre_move_ogre_may_stay(g, splitfire)) {
        if (!sk)
            return 1;
        wg_action a = wg_action_make(WG_ACT_STAY);
        a.unit = WG_OGRE_UNIT;
        wg_sink_add(sk, &a);
        n++;
    }
    return n;
}

void ogre_move_ogre_legal(const wg_game *g, wg_sink *sk, int splitfire)
{
    ogre_move_ogre_options(g, sk, splitfire);
}

static void emit_move(wg_game *g, int unit, int from, int to)
{
    if (!wg_emitting(g))
        return; /* most steps of a search: skip building the event */
    const ogre_data *d = ogre_cdata(g);
    wg_emit_move(g, WG_EV_MOVE, ogre_owner(unit), unit, ogre_board_hex(d, from),
                 ogre_board_hex(d, to));
}

void ogre_lose_treads(wg_game *g, int n)
{
    ogre_unit *o = &ogre_st(g)->u[WG_OGRE_UNIT];
    int lost = n < o->strength ? n : o->strength;
    o->strength -= lost;
    wg_event ev = wg_event_about(WG_EV_DAMAGED, WG_OGRE_PLAYER_OGRE, WG_OGRE_UNIT, -1);
    ev.part = WG_OGRE_PART_TREADS;
    ev.value = lost;
    ev.extra = o->strength;
    wg_emit(g, &ev);
}

/* WG_EV_RAM: `unit` of `player` rams `target` in `cell`, costing the Ogre
 * `cost` treads (the event's value: at most the treads it has). */
static void emit_ram(wg_game *g, int player, int unit, int target, int cell, int cost)
{
    int treads = ogre_cst(g)->u[WG_OGRE_UNIT].strength;
    wg_hex h = ogre_board_hex(ogre_cdata(g), cell);
    wg_event ev = wg_event_make(WG_EV_RAM);
    ev.player = player;
    ev.unit = unit;
    ev.target = target;
    ev.x = h.q;
    ev.y = h.r;
    ev.value = cost < treads ? cost : treads;
    wg_emit(g, &ev);
}

/* OG-M2: the rammed unit is destroyed outright; the Ogre pays in treads. */
static void ram(wg_game *g, int victim)
{
    ogre_state *s = ogre_st(g);
    int cost = ogre_utype(ogre_cdata(g), victim)->ram_treads;
    emit_ram(g, WG_OGRE_PLAYER_OGRE, WG_OGRE_UNIT, victim, s->u[victim].cell, cost);
    s->rams++;
    ogre_turn_destroy(g, victim);
    ogre_lose_treads(g, cost);
}

/* OG-M2: infantry is not rammed; the Ogre's AP guns take one squad. */
static void overrun(wg_game *g)
{
    const ogre_data *d = ogre_cdata(g);
    ogre_state *s = ogre_st(g);
    int inf = defender_in(d, s, s->u[WG_OGRE_UNIT].cell, WG_OGRE_CLASS_INFANTRY);
    if (inf < 0 || !ap_guns_left(d, s))
        return;
    wg_event ev = wg_event_about(WG_OGRE_EV_OVERRUN, WG_OGRE_PLAYER_OGRE, WG_OGRE_UNIT, inf);
    wg_emit(g, &ev);
    ogre_lose_squad(g, inf);
}

/* Tread losses cut the points left at once: allowance now, less points spent. */
static void ogre_recount(wg_game *g)
{
    ogre_state *s = ogre_st(g);
    int mp = ogre_move_allowance(ogre_cdata(g), s->u[WG_OGRE_UNIT].strength) - s->mp_used;
    s->u[WG_OGRE_UNIT].mp = mp > 0 ? mp : 0;
    ogre_fire_check_ogre(g);
}

static void escape(wg_game *g, wg_hex h)
{
    ogre_state *s = ogre_st(g);
    wg_event ev = wg_event_about(WG_OGRE_EV_ESCAPED, WG_OGRE_PLAYER_OGRE, WG_OGRE_UNIT, -1);
    ev.x = h.q;
    ev.y = h.r;
    wg_emit(g, &ev);
    s->mp_used++;
    s->u[WG_OGRE_UNIT].cell = -1;
    s->u[WG_OGRE_UNIT].mp = 0;
    s->escaped = 1;
}

void ogre_move_ogre_step(wg_game *g, int x, int y)
{
    const ogre_data *d = ogre_cdata(g);
    ogre_state *s = ogre_st(g);
    wg_hex h = wg_hex_make(x, y);
    int from = s->u[WG_OGRE_UNIT].cell, to = ogre_board_cell(d, h);
    if (to < 0) {
        escape(g, h);
        return;
    }
    int dir = wg_hex_direction_of(ogre_board_hex(d, from), h);
    s->mp_used += ogre_board_cost(d, ogre_utype(d, WG_OGRE_UNIT), from, dir);
    s->u[WG_OGRE_UNIT].moved = 1;
    int victim = solid_in(d, s, to);
    if (victim >= 0)
        ram(g, victim);
    s->u[WG_OGRE_UNIT].cell = to;
    emit_move(g, WG_OGRE_UNIT, from, to);
    overrun(g);
    ogre_recount(g);
}

void ogre_move_ogre_stay(wg_game *g)
{
    ogre_state *s = ogre_st(g);
    s->mp_used++;
    ogre_recount(g);
    wg_event ev = wg_event_make(WG_EV_NONE);
    wg_hex h = ogre_board_hex(ogre_cdata(g), s->u[WG_OGRE_UNIT].cell);
    ev.type = WG_OGRE_EV_STAY;
    ev.player = WG_OGRE_PLAYER_OGRE;
    ev.unit = WG_OGRE_UNIT;
    ev.x = h.q;
    ev.y = h.r;
    ev.extra = s->u[WG_OGRE_UNIT].mp;
    wg_emit(g, &ev);
    overrun(g);
}

/* ------------------------------------------------------------ the defenders */

/*
 * The board as the questions about the defenders' moves see it (a listing,
 * a draw, a check), a byte a cell (ogre_move_crowd_build): who stands there
 * (CROWD_ANY: anyone; CROWD_SOLID: one nobody may join, the Ogre, a vehicle
 * or a command post) and the infantry's squads there, held at CROWD_SQUADS
 * (far above the stacking limit, so every test reads the same). Built from
 * the units for one question, or kept in step with them by the memo.
 */
enum { CROWD_SQUADS = 0x3f, CROWD_ANY = 0x40, CROWD_SOLID = 0x80 };
WG_STATIC_ASSERT(WG_OGRE_MAX_SQUADS < CROWD_SQUADS, a_stack_fits_the_squads_bits);

typedef struct crowd {
    const ogre_data *d;
    const ogre_state *s;
    const uint8_t *cell;            /* the table; NULL: none, every test scans (one question) */
    int ogre_cell;                  /* the Ogre's cell while it lives, else -1 */
} crowd;

/* A crowd without its table, for a few tests: then each scans the units, cheaper than the table. */
static void crowd_light(crowd *c, const wg_game *g)
{
    const ogre_state *s = ogre_cst(g);
    c->d = ogre_cdata(g);
    c->s = s;
    c->cell = NULL;
    c->ogre_cell = s->u[WG_OGRE_UNIT].alive ? s->u[WG_OGRE_UNIT].cell : -1;
}

/* A living unit's part in its cell's byte. */
static uint8_t crowd_add(const ogre_data *d, uint8_t there, int unit, int strength)
{
    if (!d->infantry[unit])
        return there | CROWD_ANY | CROWD_SOLID;
    int squads = (there & CROWD_SQUADS) + strength;
    return (uint8_t)((there & CROWD_SOLID) | CROWD_ANY |
                     (squads < CROWD_SQUADS ? squads : CROWD_SQUADS));
}

void ogre_move_crowd_build(const wg_game *g, uint8_t *table)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    memset(table, 0, (size_t)d->ncells);
    for (int u = 0; u < s->nunits; u++)
        if (s->u[u].alive && s->u[u].cell >= 0)
            table[s->u[u].cell] = crowd_add(d, table[s->u[u].cell], u, s->u[u].strength);
}

/*
 * The byte crowd_add's walk over a cell's units makes, from their count:
 * squads are never negative, so holding the sum at CROWD_SQUADS at the end
 * is holding it there on the way.
 */
static uint8_t crowd_of(const ogre_crowd_count *n)
{
    if (!n->units)
        return 0;
    int squads = n->squads < CROWD_SQUADS ? n->squads : CROWD_SQUADS;
    return (uint8_t)(CROWD_ANY | (n->solid ? CROWD_SOLID : 0) | squads);
}

WG_STATIC_ASSERT(OGRE_MAX_UNITS * WG_OGRE_MAX_SQUADS <= UINT8_MAX, crowd_counts_fit_a_byte);

void ogre_move_crowd_shift(const ogre_data *d, uint8_t *table, ogre_crowd_count *count, int unit,
                           int cell, int strength, int sign)
{
    ogre_crowd_count *n = &count[cell];
    n->units = (uint8_t)(n->units + sign);
    if (d->infantry[unit])
        n->squads = (uint8_t)(n->squads + sign * strength);
    else
        n->solid = (uint8_t)(n->solid + sign);
    table[cell] = crowd_of(n);
}

/* A crowd over `table`, kept in step with the units by the memo. */
static void crowd_over(crowd *c, const wg_game *g, const uint8_t *table)
{
    crowd_light(c, g);
    c->cell = table;
}

/* A crowd over `table`, built now for one question. */
static void crowd_init(crowd *c, const wg_game *g, uint8_t *table)
{
    ogre_move_crowd_build(g, table);
    crowd_over(c, g, table);
}

/*
 * What every test of one defender's moves asks of the unit, read once per
 * unit and question rather than once per neighbour.
 */
typedef struct mover {
    int unit, cell, mp;
    const ogre_type *t;
    int infantry;
    int squads;   /* its own squads if infantry, else 0 */
    int may_ram;  /* OG-X3: defending armor may ram the Ogre (infantry and command posts may not) */
    int stop_max; /* the most crowded byte of a cell it may stop in (defender_may_stop), or -1 */
} mover;

/*
 * Stacking (OG-U3) as one comparison of a crowd byte: an empty cell, or
 * for infantry one of infantry alone (CROWD_ANY without CROWD_SOLID) whose
 * squads leave room for its own; never a cell if its own squads are over
 * the limit.
 */
static int stop_max(const mover *m)
{
    if (m->squads > WG_OGRE_MAX_SQUADS)
        return -1;
    return m->infantry ? CROWD_ANY | (WG_OGRE_MAX_SQUADS - m->squads) : 0;
}

static void mover_init(mover *m, const crowd *c, int unit)
{
    const ogre_unit *x = &c->s->u[unit];
    m->unit = unit;
    m->cell = x->cell;
    m->mp = x->mp;
    m->t = ogre_utype(c->d, unit);
    m->infantry = c->d->infantry[unit];
    m->squads = m->infantry * x->strength;
    m->may_ram = m->t->cls == WG_OGRE_CLASS_VEHICLE && m->t->ram_treads > 0;
    m->stop_max = stop_max(m);
}

/* defender_may_stop by a scan of the units: the mover's own cell, or no table. */
static int may_stop_scan(const crowd *c, const mover *m, int b)
{
    const ogre_state *s = c->s;
    int squads = m->squads;
    for (int u = 0; u < s->nunits; u++) {
        if (u == m->unit || s->u[u].cell != b || !s->u[u].alive)
            continue;
        if (!m->infantry || !c->d->infantry[u])
            return 0;
        squads += s->u[u].strength;
    }
    return squads <= WG_OGRE_MAX_SQUADS;
}

/*
 * Stacking (OG-U3) and enemy hexes (OG-M3) for a defender that would stop
 * in cell b: nobody may join the Ogre, a vehicle or a command post, and
 * infantry may stack up to the squad limit. The mover itself is not counted
 * (a pass-through may lead back to its own hex).
 */
static inline int defender_may_stop(const crowd *c, const mover *m, int b)
{
    if (!c->cell || b == m->cell)
        return may_stop_scan(c, m, b);
    return c->cell[b] <= m->stop_max;
}

/*
 * What cell b is to a defender arriving there: a hex it may end a step in
 * (one it may stop in, or the Ogre's to ram it), one it may only move
 * through (OG-X2: friends there over the stacking limit with it; never the
 * Ogre's, OG-M3), or neither.
 */
enum { CELL_BLOCKED, CELL_END, CELL_PASS };

static inline int cell_class(const crowd *c, const mover *m, int b)
{
    if (b == c->ogre_cell)
        return m->may_ram ? CELL_END : CELL_BLOCKED;
    return defender_may_stop(c, m, b) ? CELL_END : CELL_PASS;
}

static int mover_ready(const ogre_unit *x, const ogre_type *t, int gev_only)
{
    return ogre_move_ready(x, t, gev_only);
}

/* The points the step in `dir` costs if it is legal now, else 0 (the mover is ready). */
static inline int mover_step_cost(const crowd *c, const mover *m, int dir)
{
    int cost = ogre_board_cost(c->d, m->t, m->cell, dir);
    if (!cost || cost > m->mp)
        return 0;
    return cell_class(c, m, ogre_board_neighbor(c->d, m->cell, dir)) == CELL_END ? cost : 0;
}

static int defender_step_cost(const crowd *c, int unit, int dir, int gev_only)
{
    if (!mover_ready(&c->s->u[unit], ogre_utype(c->d, unit), gev_only))
        return 0;
    mover m;
    mover_init(&m, c, unit);
    return mover_step_cost(c, &m, dir);
}

/*
 * Moving through friendly units (OG-X2) as one answer: a MOVE to a hex
 * beyond one or more pass-only hexes, found by a cheapest-path search that
 * walks through pass-only hexes only. node[0] is the mover's own hex;
 * `end` lists the hexes where such a move may end, with its cost and the
 * node it leaves from.
 */
#define PASS_NODES OGRE_PASS_NODES
typedef struct pass_node {
    int16_t cell, prev;
    int8_t cost;
} pass_node;

typedef struct pass_search {
    int n, nend;
    int reach; /* the farthest hex from the mover's whose crowd the search read */
    pass_node node[PASS_NODES];
    pass_node end[PASS_NODES];
    /* The cells in either list: most cells a search meets are new, and
     * this answers for them without a walk through the list. */
    uint64_t listed[(OGRE_MAX_CELLS + 63) / 64];
    /* The nodes not yet expanded, by cost (bit i: node i), and a cost no
     * such node is below: the next node is then a bit test away. */
    uint64_t open[INT8_MAX];
    int least;
} pass_search;
WG_STATIC_ASSERT(PASS_NODES <= 64, an_open_bit_per_node);

static int pass_find(const pass_node *v, int n, int cell)
{
    for (int i = 0; i < n; i++)
        if (v[i].cell == cell)
            return i;
    return -1;
}

/*
 * Keep the cheaper way to `cell` in v (a node list or the end list of ps):
 * when it is kept, its entry's index in *at and the cost it had before
 * (INT8_MAX: none), else -1.
 */
static inline int pass_relax(pass_search *ps, pass_node *v, int *n, int cell, int cost, int prev,
                             int *at)
{
    uint64_t bit = UINT64_C(1) << (cell & 63);
    int i = ps->listed[cell >> 6] & bit ? pass_find(v, *n, cell) : -1;
    if (i < 0) {
        if (*n >= PASS_NODES)
            return -1; /* a bound far above any real crowd */
        i = (*n)++;
        ps->listed[cell >> 6] |= bit;
        v[i].cell = (int16_t)cell;
        v[i].cost = INT8_MAX;
    }
    if (cost >= v[i].cost)
        return -1;
    int was = v[i].cost;
    v[i].cost = (int8_t)cost;
    v[i].prev = (int16_t)prev;
    *at = i;
    return was;
}

/* A node reached at `cost` through node `prev`: (again) to be expanded at that cost. */
static inline void pass_reach_node(pass_search *ps, int cell, int cost, int prev)
{
    int i, was = pass_relax(ps, ps->node, &ps->n, cell, cost, prev, &i);
    if (was < 0)
        return;
    if (was < INT8_MAX)
        ps->open[was] &= ~(UINT64_C(1) << i);
    ps->open[cost] |= UINT64_C(1) << i;
}

/* The open node of least cost, the first of equals (the lowest index), or -1. */
static int pass_next(pass_search *ps, int mp)
{
    for (; ps->least <= mp; ps->least++) {
        uint64_t *open = &ps->open[ps->least];
        if (*open) {
            int k = __builtin_ctzll(*open);
            *open &= *open - 1;
            return k;
        }
    }
    return -1;
}

static void pass_search_run(const crowd *c, const mover *m, pass_search *ps)
{
    const ogre_data *d = c->d;
    int mp = m->mp < INT8_MAX ? m->mp : INT8_MAX - 1;
    ps->n = 1;
    ps->nend = 0;
    ps->reach = 1;
    ps->node[0] = (pass_node){ (int16_t)m->cell, -1, 0 };
    memset(ps->listed, 0, (size_t)(d->ncells + 63) / 64 * sizeof ps->listed[0]);
    memset(ps->open, 0, (size_t)(mp + 1) * sizeof ps->open[0]); /* costs 0 to mp */
    ps->open[0] = 1;
    ps->least = 0;
    for (int k; (k = pass_next(ps, mp)) >= 0;) {
        int cell = ps->node[k].cell, base = ps->node[k].cost;
        if (base >= mp)
            continue; /* every step costs a point or more: nothing in reach beyond */
        int far = ogre_board_distance(d, cell, m->cell) + 1; /* its neighbours' */
        ps->reach = far > ps->reach ? far : ps->reach;
        for (int dir = 0; dir < 6; dir++) {
            int step = ogre_board_cost(d, m->t, cell, dir);
            int b = ogre_board_neighbor(d, cell, dir), cost = base + step, at;
            if (!step || cost > mp || b == m->cell)
                continue;
            int cls = cell_class(c, m, b);
            if (cls == CELL_PASS)
                pass_reach_node(ps, b, cost, k);
            else if (k > 0 && cls == CELL_END)
                pass_relax(ps, ps->end, &ps->nend, b, cost, k, &at);
        }
    }
}

/* Whether a pass-through is worth searching for: a pass-only neighbour it can enter and leave. */
static int may_pass_through(const crowd *c, const mover *m)
{
    for (int dir = 0; dir < 6; dir++) {
        int cost = ogre_board_cost(c->d, m->t, m->cell, dir);
        if (cost && cost < m->mp &&
            cell_class(c, m, ogre_board_neighbor(c->d, m->cell, dir)) == CELL_PASS)
            return 1;
    }
    return 0;
}

/* The cost of a pass-through MOVE of `unit` to cell b, or 0 (and *ps filled). */
static int pass_cost(const crowd *c, int unit, int b, int gev_only, pass_search *ps)
{
    if (!mover_ready(&c->s->u[unit], ogre_utype(c->d, unit), gev_only))
        return 0;
    mover m;
    mover_init(&m, c, unit);
    if (!may_pass_through(c, &m))
        return 0;
    pass_search_run(c, &m, ps);
    int i = pass_find(ps->end, ps->nend, b);
    return i < 0 ? 0 : ps->end[i].cost;
}

/*
 * The points a defender's MOVE to hex h costs if it is legal now, else 0:
 * a step to a neighbour, else a move through friendly units (OG-X2).
 */
int ogre_move_defender_may_move(const wg_game *g, int unit, wg_hex h, int gev_only)
{
    uint8_t table[OGRE_MAX_CELLS];
    crowd c;
    crowd_init(&c, g, table);
    int from = c.s->u[unit].cell, b = ogre_board_cell(c.d, h);
    if (from < 0 || b < 0)
        return 0;
    int dir = ogre_board_dir_to(c.d, from, h), cost = 0;
    if (dir >= 0)
        cost = defender_step_cost(&c, unit, dir, gev_only);
    if (!cost) {
        pass_search ps;
        cost = pass_cost(&c, unit, b, gev_only, &ps);
    }
    return cost;
}

/* The points a defender's step in `dir` costs if it is legal now, else 0. */
int ogre_move_defender_may_step(const wg_game *g, int unit, int dir, int gev_only)
{
    crowd c;
    crowd_light(&c, g);
    return defender_step_cost(&c, unit, dir, gev_only);
}

/*
 * One unit's pass-through MOVE answers, after its steps (OG-X2), when
 * may_pass_through, to the sink and to `keep` (each non-NULL): their ends,
 * their costs and how far the search read. Every end the search finds is
 * one the mover may end in, so a plain step there is listed already
 * exactly when it is in reach.
 */
static int add_pass_moves_found(const crowd *c, wg_sink *sk, const mover *m,
                                ogre_unit_moves *keep)
{
    pass_search ps;
    pass_search_run(c, m, &ps);
    if (keep)
        keep->reach = (uint8_t)ps.reach;
    int near[6]; /* the neighbours a plain step's points reach, else -1 */
    for (int dir = 0; dir < 6; dir++) {
        int cost = ogre_board_cost(c->d, m->t, m->cell, dir);
        near[dir] = cost && cost <= m->mp ? ogre_board_neighbor(c->d, m->cell, dir) : -1;
    }
    int n = 0;
    for (int i = 0; i < ps.nend; i++) {
        int b = ps.end[i].cell;
        /* one test, not a branch a neighbour: which ends are steps follows no pattern */
        if ((b == near[0]) | (b == near[1]) | (b == near[2]) | (b == near[3]) | (b == near[4]) |
            (b == near[5]))
            continue; /* a plain step there is listed already */
        if (keep) {
            keep->end[n] = (int16_t)b;
            keep->end_cost[n] = ps.end[i].cost;
        }
        if (sk)
            add_move(sk, m->unit, ogre_board_hex(c->d, b));
        n++;
    }
    return n;
}

/*
 * One unit's steps (bit dir: the step that way is legal), and whether it
 * may pass through friends: may_pass_through's test on the same
 * neighbours, so that each neighbour's stacking is worked out once. With
 * `first`, stop at the first step (then *pass is not known).
 */
static unsigned step_dirs(const crowd *c, const mover *m, int first, int *pass)
{
    const ogre_data *d = c->d;
    unsigned dirs = 0;
    *pass = 0;
    for (int dir = 0; dir < 6; dir++) {
        int cost = ogre_board_cost(d, m->t, m->cell, dir);
        if (!cost || cost > m->mp)
            continue;
        int cls = cell_class(c, m, ogre_board_neighbor(d, m->cell, dir));
        if (cls == CELL_PASS && cost < m->mp)
            *pass = 1; /* may_pass_through */
        if (cls != CELL_END)
            continue;
        dirs |= 1u << dir;
        if (first)
            break; /* is there any step: usually the first candidate says */
    }
    return dirs;
}

/* One unit's steps in list order (direction order), and whether it may pass through friends. */
static int add_steps(const crowd *c, wg_sink *sk, const mover *m, int *pass)
{
    unsigned dirs = step_dirs(c, m, !sk, pass);
    int n = 0;
    for (int dir = 0; dir < 6; dir++)
        if (dirs & (1u << dir)) {
            if (!sk)
                return 1;
            add_move(sk, m->unit, ogre_board_hex(c->d, ogre_board_neighbor(c->d, m->cell, dir)));
            n++;
        }
    return n;
}

/* One ready unit's MOVE answers in list order; with sk NULL, 1 if it has any. */
static int unit_options(const crowd *c, wg_sink *sk, int u)
{
    mover m;
    mover_init(&m, c, u);
    int pass, n = add_steps(c, sk, &m, &pass);
    if (!sk && n)
        return 1;
    return n + (pass ? add_pass_moves_found(c, sk, &m, NULL) : 0);
}

static int unit_ready(const crowd *c, int u, int gev_only)
{
    return mover_ready(&c->s->u[u], ogre_utype(c->d, u), gev_only);
}

/* Defenders' MOVE answers in list order; with sk NULL, stop at the first (1). */
static int defender_options(const crowd *c, wg_sink *sk, int gev_only)
{
    int n = 0;
    for (int u = 1; u < c->s->nunits; u++) {
        if (!unit_ready(c, u, gev_only))
            continue;
        int k = unit_options(c, sk, u);
        if (!sk && k)
            return 1;
        n += k;
    }
    return n;
}

int ogre_move_defender_can_step(const wg_game *g, int mover, int gev_only)
{
    crowd c;
    crowd_light(&c, g); /* a step of its own usually says yes: a few scans, no table */
    if (mover > 0 && mover < c.s->nunits && unit_ready(&c, mover, gev_only)) {
        struct mover m;
        int pass;
        mover_init(&m, &c, mover);
        if (add_steps(&c, NULL, &m, &pass))
            return 1;
    }
    int any = ogre_memo_any_move(g, gev_only); /* answers the draw that follows will read */
    return any >= 0 ? any : ogre_move_defender_options(g, NULL, gev_only);
}

int ogre_move_defender_options(const wg_game *g, wg_sink *sk, int gev_only)
{
    uint8_t table[OGRE_MAX_CELLS];
    crowd c;
    crowd_init(&c, g, table);
    return defender_options(&c, sk, gev_only);
}

void ogre_move_defender_legal(const wg_game *g, wg_sink *sk, int gev_only)
{
    ogre_move_defender_options(g, sk, gev_only);
    wg_action a = wg_action_make(WG_ACT_PASS);
    wg_sink_add(sk, &a);
}

void ogre_move_defender_answers(const wg_game *g, const uint8_t *table, int unit,
                                ogre_unit_moves *out)
{
    crowd c;
    mover m;
    int pass;
    crowd_over(&c, g, table);
    mover_init(&m, &c, unit);
    unsigned dirs = step_dirs(&c, &m, 0, &pass);
    out->steps = (uint8_t)dirs;
    out->nsteps = 0;
    for (; dirs; dirs &= dirs - 1)
        out->nsteps++;
    out->pass = (uint8_t)pass;
    out->reach = 1; /* steps read the neighbours' crowd only */
    out->nends = pass ? (uint8_t)add_pass_moves_found(&c, NULL, &m, out) : 0;
}

/*
 * OG-X3: a defending vehicle rams the Ogre by moving into its hex: the
 * rammer is destroyed and the Ogre loses the rammer's `ram_treads` (the
 * tread loss the Ogre takes ramming that type).
 */
static void defender_rams(wg_game *g, int unit)
{
    int cost = ogre_utype(ogre_cdata(g), unit)->ram_treads;
    emit_ram(g, WG_OGRE_PLAYER_DEFENDER, unit, WG_OGRE_UNIT, ogre_cst(g)->u[WG_OGRE_UNIT].cell,
             cost);
    ogre_turn_destroy(g, unit);
    ogre_lose_treads(g, cost);
    ogre_fire_check_ogre(g);
    ogre_turn_check_victory(g);
}

static int ogre_at(const ogre_state *s, int b)
{
    return s->u[WG_OGRE_UNIT].alive && s->u[WG_OGRE_UNIT].cell == b;
}

/* One hex entered: the move event, or the ram. */
static void defender_enter(wg_game *g, int unit, int from, int to)
{
    ogre_state *s = ogre_st(g);
    if (ogre_at(s, to)) {
        defender_rams(g, unit);
        return;
    }
    s->u[unit].cell = to;
    emit_move(g, unit, from, to);
}

/* Enter the hexes of a pass-through in order, from node k back to the start. */
static void pass_walk(wg_game *g, int unit, const pass_search *ps, int k, int to)
{
    int path[PASS_NODES + 1], n = 0;
    path[n++] = to;
    for (; k > 0; k = ps->node[k].prev)
        path[n++] = ps->node[k].cell;
    int from = ogre_cst(g)->u[unit].cell;
    while (n-- > 0) {
        defender_enter(g, unit, from, path[n]);
        from = path[n];
    }
}

/*
 * The move is legal. To a neighbour its points reach, it is the step: a
 * move through friends may end in the hex a step reaches (an end is always
 * a hex it may stop in) only when the step is not listed (add_pass_moves_found).
 */
int ogre_move_defender_step(wg_game *g, int unit, int x, int y)
{
    const ogre_data *d = ogre_cdata(g);
    ogre_state *s = ogre_st(g);
    wg_hex h = wg_hex_make(x, y);
    int from = s->u[unit].cell, dir = ogre_board_dir_to(d, from, h);
    int cost = dir >= 0 ? ogre_board_cost(d, ogre_utype(d, unit), from, dir) : 0;
    cost = cost <= s->u[unit].mp ? cost : 0;
    s->u[unit].moved = 1;
    if (cost) {
        defender_enter(g, unit, from, ogre_board_neighbor(d, from, dir));
    } else if (!wg_emitting(g) && !ogre_at(s, ogre_board_cell(d, h)) &&
               (cost = ogre_memo_pass_cost(g, unit, ogre_board_cell(d, h)))) {
        /* a move through friends nobody watches, ramming nobody: only its end
         * counts (a rammer dies in the hex it rams from, so that needs the path) */
        defender_enter(g, unit, from, ogre_board_cell(d, h));
    } else { /* a move through friendly units, hex by hex */
        uint8_t table[OGRE_MAX_CELLS];
        pass_search ps;
        crowd c;
        crowd_init(&c, g, table);
        cost = pass_cost(&c, unit, ogre_board_cell(d, h), 0, &ps);
        int i = pass_find(ps.end, ps.nend, ogre_board_cell(d, h));
        pass_walk(g, unit, &ps, ps.end[i].prev, ps.end[i].cell);
    }
    s->u[unit].mp = s->u[unit].alive ? s->u[unit].mp - cost : 0;
    return cost;
}

/* The Ogre's movement answered (in its phase or after a splitfire window):
 * PASS ends the phase, MOVE steps, STAY spends a point in place. */
void ogre_move_ogre_answer(wg_game *g, const wg_action *a)
{
    if (a->type == WG_ACT_PASS) {
        ogre_turn_end_phase(g);
        return;
    }
    if (a->type == WG_ACT_MOVE)
        ogre_move_ogre_step(g, a->x, a->y);
    else
        ogre_move_ogre_stay(g);
    ogre_turn_after_ogre_move(g);
}
