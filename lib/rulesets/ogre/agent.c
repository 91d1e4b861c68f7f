/*
 * The greedy agent. The Ogre drives along the cheapest path to the nearest
 * command post (then back to its entry edge), fires at a command post
 * whenever it can, else at the most dangerous units at good odds; in
 * splitfire games it also fires, before each step, the weapons whose targets
 * that step takes out of range. Defenders close on the Ogre when those that
 * can fire at it this turn are force enough; else the armor waits at the
 * edge of its reach and the infantry at the command post. They combine on
 * its most valuable system they can hit at 2:1 (else 1:1, AP guns last,
 * else its treads), each attack made up to 1:1.
 * Every choice is checked against the legal list, with PASS (or RESOLVE) as
 * the way out, so games always end.
 */
#include "ogre_internal.h"

#define FAR 1000000
#ifndef OVERWHELM
#endif

/* ------------------------------------------------------------ helpers */

static int is_legal(const wg_game *g, const wg_action *a)
{
    return wg_kind_allows(g, a);
}

static int unit_attack(const ogre_data *d, const ogre_state *s, int u)
{
    const ogre_type *t = ogre_utype(d, u);
    return t->cls == WG_OGRE_CLASS_INFANTRY ? t->attack * s->u[u].strength : t->attack;
}

/* How much the Ogre wants a defender gone. */
static int threat(const ogre_data *d, const ogre_state *s, int u)
{
    const ogre_type *t = ogre_utype(d, u);
    if (t->cls == WG_OGRE_CLASS_COMMAND_POST)
        return 1000;
    return 2 * unit_attack(d, s, u) + t->range;
}

/* The attack strength that makes a good shot at a defender. */
static int wanted(const wg_game *g, int target)
{
    int def = ogre_fire_defense(g, target, -1);
    if (def <= 0 || ogre_utype(ogre_cdata(g), target)->cls == WG_OGRE_CLASS_COMMAND_POST)
        return 1; /* automatic (OG-C5) */
    return ogre_utype(ogre_cdata(g), target)->cls == WG_OGRE_CLASS_INFANTRY ? 2 * def : 3 * def;
}

static wg_action declare_action(int unit, int weapon, int target, int part, int value)
{
    wg_action a = wg_action_about(WG_ACT_DECLARE, unit, target);
    a.weapon = weapon;
    a.part = part;
    a.value = value;
    return a;
}

/* ------------------------------------------------------------ the Ogre's path */

typedef struct heap {
    int16_t cell[OGRE_MAX_CELLS];
    int16_t pos[OGRE_MAX_CELLS]; /* index in cell[], -1 if not queued */
    int n;
} heap;

static void heap_swap(heap *h, int i, int j)
{
    int16_t t = h->cell[i];
    h->cell[i] = h->cell[j];
    h->cell[j] = t;
    h->pos[h->cell[i]] = (int16_t)i;
    h->pos[h->cell[j]] = (int16_t)j;
}

static void heap_up(heap *h, const int32_t *dist, int i)
{
    while (i > 0 && dist[h->cell[(i - 1) / 2]] > dist[h->cell[i]]) {
        heap_swap(h, i, (i - 1) / 2);
        i = (i - 1) / 2;
    }
}

static int heap_pop(heap *h, const int32_t *dist)
{
    int top = h->cell[0];
    h->pos[top] = -1;
    if (--h->n > 0) {
        h->cell[0] = h->cell[h->n];
        h->pos[h->cell[0]] = 0;
        for (int i = 0;;) {
            int l = 2 * i + 1, r = l + 1, m = i;
            if (l < h->n && dist[h->cell[l]] < dist[h->cell[m]])
                m = l;
            if (r < h->n && dist[h->cell[r]] < dist[h->cell[m]])
                m = r;
            if (m == i)
                break;
            heap_swap(h, i, m);
            i = m;
        }
    }
    return top;
}

static void heap_set(heap *h, int32_t *dist, int cell, int value)
{
    dist[cell] = value;
    if (h->pos[cell] < 0) {
        h->cell[h->n] = (int16_t)cell;
        h->pos[cell] = (int16_t)h->n++;
    }
    heap_up(h, dist, h->pos[cell]);
}

/* The Ogre's distances to its goals and the queue that finds them: 32 KB,
 * in scratch space (wg_scratch) rather than on the stack. */
typedef struct goal_plan {
    int32_t dist[OGRE_MAX_CELLS];
    heap h;
} goal_plan;

/* Dijkstra from the goals (command posts, else the entry edge) over Ogre costs. */
static void goal_field(const wg_game *g, goal_plan *plan)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    const ogre_type *t = ogre_utype(d, WG_OGRE_UNIT);
    int cps = ogre_turn_cps_alive(g);
    int32_t *dist = plan->dist;
    heap *h = &plan->h;
    h->n = 0;
    for (int c = 0; c < d->ncells; c++) {
        dist[c] = FAR;
        h->pos[c] = -1;
    }
    for (int c = 0; c < d->ncells; c++) {
        if (cps) {
            for (int u = 1; u < s->nunits; u++)
                if (s->u[u].alive && s->u[u].cell == c &&
                    ogre_utype(d, u)->cls == WG_OGRE_CLASS_COMMAND_POST)
                    heap_set(h, dist, c, 0);
        } else {
            for (int dir = 0; dir < 6; dir++)
                if (ogre_board_neighbor(d, c, dir) < 0 && ogre_board_on_edge(d, c, dir) &&
                    dist[c] > 1)
                    heap_set(h, dist, c, 1);
        }
    }
    while (h->n > 0) {
        int b = heap_pop(h, dist);
        for (int dir = 0; dir < 6; dir++) {
            int a = ogre_board_neighbor(d, b, dir);
            if (a < 0)
                continue;
            int cost = ogre_board_cost(d, t, a, (dir + 3) % 6);
            if (cost && dist[b] + cost < dist[a])
                heap_set(h, dist, a, dist[b] + cost);
        }
    }
}

/* The Ogre's best step now (MOVE, STAY to overrun again, or PASS), and where it ends. */
static wg_action ogre_step(const wg_game *g, goal_plan *plan, uint64_t rng[4], int *dest)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    const int32_t *dist = plan->dist;
    int here = s->u[WG_OGRE_UNIT].cell, ties = 0;
    wg_action choice = wg_action_make(WG_ACT_PASS);
    *dest = here;
    if (here < 0 || s->u[WG_OGRE_UNIT].mp <= 0)
        return choice;
    goal_field(g, plan);
    int best = dist[here];
    for (int dir = 0; dir < 6; dir++) {
        if (!ogre_move_ogre_may_step(g, dir))
            continue;
        int b = ogre_board_neighbor(d, here, dir), score = b < 0 ? -1 : dist[b];
        if (score < best)
            ties = 1;
        else if (score > best || choice.type != WG_ACT_MOVE ||
                 wg_agent_below(rng, (uint32_t)++ties) != 0)
            continue; /* not better, or lost the draw among equals */
        best = score;
        wg_hex h = wg_hex_neighbor(ogre_board_hex(d, here), dir);
        choice = wg_action_make(WG_ACT_MOVE);
        choice.unit = WG_OGRE_UNIT;
        choice.x = h.q;
        choice.y = h.r;
        *dest = b < 0 ? -1 : b;
    }
    if (choice.type == WG_ACT_PASS && ogre_move_ogre_may_stay(g, 0)) {
        choice = wg_action_make(WG_ACT_STAY); /* overrun the infantry here again */
        choice.unit = WG_OGRE_UNIT;
    }
    return choice;
}

/* ------------------------------------------------------------ the Ogre's fire */

typedef int (*may_fn)(const wg_game *g, int w, int u, int value);

static int fire_phase_may(const wg_game *g, int w, int u, int value)
{
    return value == 0 && ogre_fire_ogre_may_declare(g, w, u);
}

/* The weakest weapon that brings the attack to `need`, else the strongest; missiles last. */
static int pick_weapon(const wg_game *g, may_fn may, int target, int value, int have, int need,
                       int max_range)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    const ogre_type *t = ogre_utype(d, WG_OGRE_UNIT);
    int best = -1, best_score = -FAR, precious = threat(d, s, target) >= 10;
    for (int w = 0; w < t->nweapons; w++) {
        const ogre_weapon_def *wd = &t->weapon[w];
        if (wd->range > max_range || !may(g, w, target, value))
            continue;
        if (wd->kind == WG_OGRE_MISSILE && !precious)
            continue;
        int score = have + wd->attack >= need ? 100 - wd->attack : wd->attack;
        if (wd->kind == WG_OGRE_MISSILE)
            score -= 50;
        if (score > best_score) {
            best_score = score;
            best = w;
        }
    }
    return best;
}

/* Total attack the weapons allowed by `may` could still bring on a target. */
static int potential(const wg_game *g, may_fn may, int target, int max_range)
{
    const ogre_type *t = ogre_utype(ogre_cdata(g), WG_OGRE_UNIT);
    int sum = 0;
    for (int w = 0; w < t->nweapons; w++)
        if (t->weapon[w].range <= max_range && (may(g, w, target, 0) || may(g, w, target, 1)))
            sum += t->weapon[w].attack;
    return sum;
}

static wg_action ogre_fire(const wg_game *g)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    const ogre_type *t = ogre_utype(d, WG_OGRE_UNIT);
    if (s->pend_n) {
        int target = s->pend_target, have = 0;
        for (int i = 0; i < s->pend_n; i++)
            have += t->weapon[s->pend[i]].attack;
        int w = have >= wanted(g, target) ? -1
              : pick_weapon(g, fire_phase_may, target, 0, have, wanted(g, target), FAR);
        if (w < 0)
            return wg_action_make(WG_ACT_RESOLVE);
        return declare_action(WG_OGRE_UNIT, w, target, -1, 0);
    }
    int best = -1, best_threat = -1;
    for (int u = 1; u < s->nunits; u++) {
        if (!s->u[u].alive || threat(d, s, u) <= best_threat)
            continue;
        int def = ogre_fire_defense(g, u, -1);
        int reach = potential(g, fire_phase_may, u, FAR);
        if (reach > 0 && reach >= def)
            best = u, best_threat = threat(d, s, u);
    }
    int w = best < 0 ? -1 : pick_weapon(g, fire_phase_may, best, 0, 0, wanted(g, best), FAR);
    if (w < 0)
        return wg_action_make(WG_ACT_PASS);
    return declare_action(WG_OGRE_UNIT, w, best, -1, 0);
}

/* ------------------------------------------------------------ splitfire windows */

static int declared_on(const ogre_state *s, const ogre_type *t, int target)
{
    int sum = 0;
    for (int i = 0; i < s->decl_n; i++)
        if (s->decl_target[i] == target)
            sum += t->weapon[s->decl_weapon[i]].attack;
    return sum;
}

/* Declare on a target the weapons that could not reach it after the step. */
static int window_shot(const wg_game *g, int target, int dest, wg_action *out)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    const ogre_type *t = ogre_utype(d, WG_OGRE_UNIT);
    int after = dest < 0 ? FAR : ogre_board_distance(d, dest, s->u[target].cell) - 1;
    int have = declared_on(s, t, target), need = wanted(g, target);
    if (have >= need)
        return 0;
    if (have + potential(g, ogre_split_may_declare, target, after) < need &&
        have + potential(g, ogre_split_may_declare, target, after) <
        ogre_fire_defense(g, target, -1))
        return 0;
    int last = s->decl_n - 1, join = last >= 0 && s->decl_target[last] == target;
    int w = pick_weapon(g, ogre_split_may_declare, target, join, have, need, after);
    if (w < 0 && join)
        w = pick_weapon(g, ogre_split_may_declare, target, join = 0, have, need, after);
    if (w < 0)
        return 0;
    *out = declare_action(WG_OGRE_UNIT, w, target, -1, join);
    return 1;
}

static wg_action ogre_window(const wg_game *g, goal_plan *plan, uint64_t rng[4])
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    const ogre_type *t = ogre_utype(d, WG_OGRE_UNIT);
    wg_action a;
    for (int u = 1; u < s->nunits; u++)
        if (s->u[u].alive && ogre_utype(d, u)->cls == WG_OGRE_CLASS_COMMAND_POST &&
            !declared_on(s, t, u) && window_shot(g, u, -1, &a))
            return a; /* any weapon destroys a command post */
    int dest;
    wg_action step = ogre_step(g, plan, rng, &dest);
    if (step.type != WG_ACT_MOVE || dest < 0)
        return step; /* staying, or escaping: nothing leaves range that matters */
    int order[OGRE_MAX_UNITS], n = 0;
    for (int u = 1; u < s->nunits; u++)
        if (s->u[u].alive)
            order[n++] = u;
    for (int i = 1; i < n; i++) /* most dangerous first */
        for (int k = i; k > 0 && threat(d, s, order[k]) > threat(d, s, order[k - 1]); k--) {
            int tmp = order[k];
            order[k] = order[k - 1];
            order[k - 1] = tmp;
        }
    for (int i = 0; i < n; i++)
        if (window_shot(g, order[i], dest, &a))
            return a;
    return step;
}

/* ------------------------------------------------------------ the defenders */

/* Value of knocking out an Ogre system: what it could do to us. */
static int system_value(const ogre_type *t, int w)
{
    return t->weapon[w].attack * (t->weapon[w].range > 0 ? t->weapon[w].range : 1);
}

/*
 * The system to attack: the most valuable non-AP weapon the available units
 * hit at 2:1 (else 1:1); else the treads; else the easiest system left.
 */
static int defender_target(const wg_game *g)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    const ogre_type *ot = ogre_utype(d, WG_OGRE_UNIT);
    int avail = 0, best = -1, best_value = 0, easiest = -1;
    for (int u = 1; u < s->nunits; u++)
        if (ogre_fire_defender_can_fire(g, u))
            avail += unit_attack(d, s, u);
    for (int w = 0; w < ot->nweapons; w++) {
        if (!s->wpn_alive[w])
            continue;
        int def = ot->weapon[w].defense;
        if (easiest < 0 || def < ot->weapon[easiest].defense)
            easiest = w;
        int value = system_value(ot, w) * (avail >= 2 * def ? 4 : avail >= def ? 1 : 0);
        if (value > best_value)
            best = w, best_value = value;
    }
    if (best >= 0)
        return best;
    return s->u[WG_OGRE_UNIT].strength > 0 || easiest < 0 ? WG_OGRE_PART_TREADS : easiest;
}

static wg_action defender_fire(const wg_game *g)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    const ogre_type *ot = ogre_utype(d, WG_OGRE_UNIT);
    int part = s->pend_n ? s->pend_part : -1, have = 0;
    if (part == WG_OGRE_PART_TREADS)
        return wg_action_make(WG_ACT_RESOLVE);
    for (int i = 0; i < s->pend_n; i++)
        have += unit_attack(d, s, s->pend[i]);
    if (part < 0)
        part = defender_target(g);
    /* 1:1, not 2:1: a third of the attacks destroy the system for half the
     * points, so the same units make more attacks and destroy more */
    int need = part == WG_OGRE_PART_TREADS ? 1 : ot->weapon[part].defense;
    if (s->pend_n && have >= need)
        return wg_action_make(WG_ACT_RESOLVE);
    int pick = -1, pick_score = -FAR;
    for (int u = 1; u < s->nunits; u++) {
        if (!ogre_fire_defender_may_declare(g, u, part))
            continue;
        int att = unit_attack(d, s, u);
        int score = part == WG_OGRE_PART_TREADS || have + att < need ? att : 100 - att;
        if (score > pick_score)
            pick = u, pick_score = score;
    }
    if (pick < 0)
        return wg_action_make(s->pend_n ? WG_ACT_RESOLVE : WG_ACT_PASS);
    return declare_action(pick, -1, WG_OGRE_UNIT, part, 0);
}

/* The Ogre's longest reach (ogre_turn_weapons_reach), 0 with no weapon left. */
static int weapons_reach(const ogre_data *d, const ogre_state *s, int missiles)
{
    int reach = ogre_turn_weapons_reach(d, s, missiles);
    return reach > 0 ? reach : 0;
}

/* Keep cell b as the best move so far when it is nearer (sign 1) or
 * farther (sign -1) from the goal; equal ones by a fair draw. */
static void consider(int b, int dist, int sign, int *best, int *ties, int *pick,
                     uint64_t rng[4])
{
    if (sign * dist < sign * *best)
        *ties = 1;
    else if (sign * dist > sign * *best || *pick < 0 ||
             wg_agent_below(rng, (uint32_t)++*ties) != 0)
        return;
    *best = dist;
    *pick = b;
}

/* Where a defender's move goes: nearer the goal cell, or farther from it,
 * never ending within `floor` hexes of it (-1: no such bound). */
typedef struct heading {
    int goal;
    int away;
    int floor;
} heading;

static heading toward(int goal, int floor)
{
    return (heading){ goal, 0, floor };
}

static heading away_from(int goal)
{
    return (heading){ goal, 1, -1 };
}

/*
 * Unit u's move that best changes its distance to the heading's goal (ties
 * at random); a GEV second move when `gev_only`. A step to a neighbour
 * first; where none helps (friends all around, as round the command post
 * after the set-up), a move through friendly units (OG-X2) to a hex within
 * its movement points. 0 if no move improves the distance.
 */
static int best_move(const wg_game *g, int u, heading h, int gev_only, uint64_t rng[4],
                     wg_action *out)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    int from = s->u[u].cell, sign = h.away ? -1 : 1;
    int d0 = ogre_board_distance(d, from, h.goal), best = d0, ties = 0, pick = -1;
    for (int dir = 0; dir < 6; dir++)
        if (ogre_move_defender_may_step(g, u, dir, gev_only)) {
            int b = ogre_board_neighbor(d, from, dir), dist = ogre_board_distance(d, b, h.goal);
            if (dist > h.floor)
                consider(b, dist, sign, &best, &ties, &pick, rng);
        }
    int stepped = best != d0;
    for (int b = 0; !stepped && b < d->ncells; b++) {
        int far = ogre_board_distance(d, from, b);
        if (far < 2 || far > s->u[u].mp)
            continue;
        int dist = ogre_board_distance(d, b, h.goal);
        if (dist > h.floor && sign * dist < sign * d0 &&
            ogre_move_defender_may_move(g, u, ogre_board_hex(d, b), gev_only))
            consider(b, dist, sign, &best, &ties, &pick, rng);
    }
    if (pick < 0 || best == d0)
        return 0;
    *out = ogre_move_to(d, u, pick);
    return 1;
}

/* Can unit u fire at the Ogre this turn: able to fire, and in range now or
 * after its move? */
static int may_strike(const ogre_data *d, const ogre_state *s, int u, int ogre)
{
    const ogre_type *t = ogre_utype(d, u);
    const ogre_unit *x = &s->u[u];
    if (!x->alive || x->cell < 0 || x->disabled >= 0 || t->attack <= 0)
        return 0;
    int reach = t->range > 1 ? t->range : 1;
    return ogre_board_distance(d, x->cell, ogre) - x->mp <= reach;
}

/* The attack of every unit that can fire at the Ogre this turn. */
static int strike_force(const ogre_data *d, const ogre_state *s, int ogre)
{
    int force = 0;
    for (int u = 1; u < s->nunits; u++)
        if (may_strike(d, s, u, ogre))
            force += unit_attack(d, s, u);
    return force;
}

/* The force worth closing in for: enough to attack the Ogre's toughest
 * weapon left at 2:1. Less, and the Ogre shoots the few who came. */
static int strike_needed(const ogre_data *d, const ogre_state *s)
{
    const ogre_type *t = ogre_utype(d, WG_OGRE_UNIT);
    int toughest = 0;
    for (int w = 0; w < t->nweapons; w++)
        if (s->wpn_alive[w] && t->weapon[w].defense > toughest)
            toughest = t->weapon[w].defense;
    return 2 * toughest;
}

/* Attack points per point of a weapon's defense, on average, to destroy it
 * (position.c's DISARM, 3.5, in halves). */
#define DISARM_HALVES 7
/* How many times that the defender's whole attack must be to hunt the Ogre
 * down. Greedy against greedy (2,000 games a side), the defender of
 * ogre-basic won 1,022 with no hunting, 1,000 at 2, 645 at 1. */
#define OVERWHELM 2
/* In a game without a turn limit, the turn from which the defender hunts
 * the Ogre whatever their forces: the turns ogre-basic gives the Ogre. */
#define HUNT_AFTER 20

/*
 * Does the defender's whole force, wherever it stands, overwhelm what the
 * Ogre has left: its attack at least twice the fire it takes on average to
 * destroy every weapon left? Then waiting serves it no more.
 */
static int overwhelms(const ogre_data *d, const ogre_state *s)
{
    const ogre_type *t = ogre_utype(d, WG_OGRE_UNIT);
    int attack = 0, defense = 0;
    for (int u = 1; u < s->nunits; u++)
        if (s->u[u].alive && s->u[u].cell >= 0)
            attack += unit_attack(d, s, u);
    for (int w = 0; w < t->nweapons; w++)
        if (s->wpn_alive[w])
            defense += t->weapon[w].defense;
    return 2 * attack >= OVERWHELM * DISARM_HALVES * defense;
}

/* The moves of one defender movement phase, worked out once per answer. */
typedef struct defence {
    int ogre;     /* the Ogre's cell */
    int speed;    /* its movement points next turn */
    int threat;   /* how far its guns reach after its move (missiles aside) */
    int guard;    /* infantry gathers this near the post: one hex beyond the guns */
    int strike;   /* 1: the units that can fire this turn are force enough */
    int hunt;     /* 1: the whole force overwhelms the Ogre: everyone closes in */
} defence;

/*
 * Should the defender hunt the Ogre down, every unit closing in? When it
 * overwhelms it, or when no turn limit will end the game and the turns a
 * game would have given are past: an Ogre that keeps out of reach of the
 * post and its guards (as a search Ogre left with three AP guns did, for
 * more than 800 turns) would otherwise never be attacked, and the game
 * never end.
 */
static int hunts(const wg_game *g)
{
    const ogre_data *d = ogre_cdata(g);
    return overwhelms(d, ogre_cst(g)) || (d->turns == 0 && wg_ccore(g)->turn > HUNT_AFTER);
}

static defence read_defence(const wg_game *g)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    defence f;
    f.ogre = s->u[WG_OGRE_UNIT].cell;
    f.speed = ogre_move_allowance(d, s->u[WG_OGRE_UNIT].strength);
    f.threat = f.speed + weapons_reach(d, s, 0);
    f.guard = weapons_reach(d, s, 0) + 1;
    /* an Ogre that cannot move comes to nobody, nor does one that held still
     * last turn (an Ogre waiting out of reach would wait for ever in a game
     * without a turn limit): close on it to shoot it to pieces */
    f.hunt = hunts(g);
    f.strike = f.hunt || f.speed <= 0 || s->mp_used == 0 ||
               strike_force(d, s, f.ogre) >= strike_needed(d, s);
    return f;
}

/*
 * Unit u's move in the movement phase, 0 if it stays:
 *  - in range already, it stays to fire;
 *  - able to fire this turn, it closes in, if the units that can are force
 *    enough (strike_needed): arriving one by one, defenders are shot one
 *    by one;
 *  - infantry that does not strike gathers at the command post, where the
 *    Ogre must come (its AP guns reach one hex, its secondaries two);
 *  - armor that does not strike keeps out of the Ogre's reach after its
 *    next move, as near it as that allows, to strike the turn after.
 */
static int unit_move(const wg_game *g, const defence *f, int u, uint64_t rng[4], wg_action *out)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    const ogre_type *t = ogre_utype(d, u);
    int d0 = ogre_board_distance(d, s->u[u].cell, f->ogre);
    if (d0 <= (t->range > 1 ? t->range : 1))
        return 0;
    if (f->hunt || (f->strike && may_strike(d, s, u, f->ogre)))
        return best_move(g, u, toward(f->ogre, -1), 0, rng, out);
    if (t->cls == WG_OGRE_CLASS_INFANTRY) {
        int post = ogre_turn_nearest_post(d, s, s->u[u].cell);
        return post >= 0 && ogre_board_distance(d, s->u[u].cell, post) > f->guard &&
               best_move(g, u, toward(post, -1), 0, rng, out);
    }
    if (d0 <= f->threat)
        return best_move(g, u, away_from(f->ogre), 0, rng, out);
    return best_move(g, u, toward(f->ogre, f->threat), 0, rng, out);
}

/*
 * The defender's movement phase: the first unit with a move to make
 * (unit_move). In the GEVs' second move (OG-M5) they shoot and scoot: a
 * GEV the Ogre's guns still reach steps away from it.
 */
static wg_action defender_move(const wg_game *g, uint64_t rng[4], int gev_only)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    int ogre = s->u[WG_OGRE_UNIT].cell;
    if (ogre < 0)
        return wg_action_make(WG_ACT_PASS);
    defence f = read_defence(g);
    int danger = weapons_reach(d, s, 1);
    for (int u = 1; u < s->nunits; u++) {
        if (!s->u[u].alive || s->u[u].cell < 0 || s->u[u].mp <= 0)
            continue;
        wg_action a;
        int moves = gev_only ? ogre_board_distance(d, s->u[u].cell, ogre) <= danger &&
                                   best_move(g, u, away_from(ogre), 1, rng, &a)
                             : unit_move(g, &f, u, rng, &a);
        if (moves)
            return a;
    }
    return wg_action_make(WG_ACT_PASS);
}

/* ------------------------------------------------------------ the agent */

size_t ogre_agent_scratch_size(int slot)
{
    return slot == WG_SCRATCH_AGENT ? sizeof(goal_plan) : 0;
}

int ogre_agent_greedy(const wg_game *g, const wg_decision *dec, uint64_t rng[4], wg_action *out)
{
    const wg_frame *f = wg_ctop(g);
    int dest;
    goal_plan *plan = NULL;
    (void)dec;
    if (!f || wg_ccore(g)->over)
        return WG_ESTATE;
    if ((f->kind == OGRE_K_WINDOW || f->kind == OGRE_K_OGRE_MOVE) &&
        !(plan = wg_scratch(g, WG_SCRATCH_AGENT, sizeof *plan)))
        return WG_ENOMEM;
    switch (f->kind) {
    case OGRE_K_START: *out = wg_action_make(WG_ACT_PASS); break;
    case OGRE_K_SETUP: ogre_agent_setup(g, out); break;
    case OGRE_K_ENTRY: *out = wg_action_make(WG_ACT_CHOOSE); break; /* the entry nearest the post */
    case OGRE_K_WINDOW: *out = ogre_window(g, plan, rng); break;
    case OGRE_K_OGRE_MOVE: *out = ogre_step(g, plan, rng, &dest); break;
    case OGRE_K_FIRE:
        *out = f->player == WG_OGRE_PLAYER_OGRE ? ogre_fire(g) : defender_fire(g);
        break;
    default: *out = defender_move(g, rng, f->kind == OGRE_K_GEV_MOVE); break;
    }
    if (is_legal(g, out))
        return WG_OK;
    *out = wg_action_make(ogre_cst(g)->pend_n ? WG_ACT_RESOLVE : WG_ACT_PASS);
    if (is_legal(g, out))
        return WG_OK;
    wg_sink s = { out, 1, 0, -1, NULL, 0 };
    wg_list_legal(g, &s);
    return s.count ? WG_OK : WG_ESTATE;
}
