/*
 * The search agent's positional term for OGRE (wg_ruleset.position). Any
 * Ogre weapon destroys a command post (OG-C5), so the game is a race: the
 * Ogre must bring one weapon within range of the post before the defender
 * has shot every weapon away (or its treads, or the turns run out). The
 * search stops playing out a turn or two ahead and counts the Ogre's treads
 * as its material but not its weapons, so it is told how the race stands:
 *  - the defender's fire still to come: its attack strength times the fire
 *    phases it gets before the Ogre can shoot at the post (the hexes to go
 *    beyond the Ogre's longest gun, at the speed its treads allow);
 *  - the fire it needs to stop the Ogre: about DISARM attack points for
 *    each point of defense of each weapon left; once none is left, the
 *    Ogre may still ram a post (OG-M2), and stopping it takes its treads,
 *    about STRIP attack points a tread.
 * The Ogre is ahead when stopping it costs more than the fire to come.
 */
#include "ogre_internal.h"

/* Attack points per point of a weapon's defense, on average, to destroy it:
 * a 1:1 shot destroys one time in three, a 2:1 one in two. */
#define DISARM 3.5
/* Attack points per tread, on average, to strip the treads: attacks on
 * treads are 1:1 and an X (one roll in three) takes treads equal to the
 * attack (OG-C4). */
#define STRIP 3.0
/* The term's reach for a race not yet decided. */
#define RACE 0.8
/* A decided game (the post gone, or out of the Ogre's reach for good). */
#define DECIDED 0.9

/* The fire it would take to destroy every weapon the Ogre has left. */
static double disarm_cost(const ogre_data *d, const ogre_state *s)
{
    const ogre_type *t = ogre_utype(d, WG_OGRE_UNIT);
    double cost = 0.0;
    for (int w = 0; w < t->nweapons; w++)
        if (s->wpn_alive[w])
            cost += DISARM * t->weapon[w].defense;
    return cost;
}

/* The fire it would take to stop the Ogre destroying a post: disarming it,
 * or with no weapon left, stripping the treads it would ram a post with. */
static double stop_cost(const ogre_data *d, const ogre_state *s)
{
    double cost = disarm_cost(d, s);
    return cost > 0.0 ? cost : STRIP * s->u[WG_OGRE_UNIT].strength;
}

/* The defender's attack strength per fire phase (its living units, squads counted). */
static double defender_fire(const ogre_data *d, const ogre_state *s)
{
    double sum = 0.0;
    for (int u = 1; u < s->nunits; u++) {
        const ogre_type *t = ogre_utype(d, u);
        if (s->u[u].alive && s->u[u].cell >= 0)
            sum += t->cls == WG_OGRE_CLASS_INFANTRY ? t->attack * s->u[u].strength : t->attack;
    }
    return sum;
}

/*
 * The defender's fire phases before the Ogre can shoot at a post `gap` hexes
 * beyond its guns, or -1 if it never can (no treads, or not before the last
 * turn). The Ogre's movement phase counts with the points it has left.
 */
static int fire_phases_first(const wg_game *g, int gap)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    int ogre_turn = s->phase == OGRE_PH_OGRE_MOVE || s->phase == OGRE_PH_OGRE_FIRE;
    int now = s->phase == OGRE_PH_OGRE_MOVE ? s->u[WG_OGRE_UNIT].mp : 0;
    if (ogre_turn && gap <= now)
        return 0;
    int speed = ogre_move_allowance(d, s->u[WG_OGRE_UNIT].strength);
    if (speed <= 0)
        return -1;
    int left = ogre_turn ? gap - now : gap;
    int turns = (left + speed - 1) / speed; /* Ogre turns after this player turn */
    if (d->turns > 0 && wg_ccore(g)->turn + turns > d->turns)
        return -1;
    if (ogre_turn)
        return turns;
    int fire_pending = s->phase == OGRE_PH_DEF_MOVE || s->phase == OGRE_PH_DEF_FIRE;
    return turns - 1 + fire_pending;
}

/*
 * wg_ruleset.decided: who has won whatever follows (OG-T2), or -1.
 *  - Every command post destroyed: each ending left (escape, the Ogre
 *    destroyed, the turn limit) is an Ogre victory; only its kind is open.
 *  - A post left and no way to reach one: the Ogre destroys posts only with
 *    its weapons (OG-C5) or by ramming it (OG-M2), and may not leave the
 *    map while one stands, so with no treads and every post beyond its
 *    longest gun (or no weapon left), it can only lose.
 */
int ogre_decided(const wg_game *g)
{
    const ogre_unit *o = &ogre_cst(g)->u[WG_OGRE_UNIT];
    if (!ogre_turn_cps_alive(g))
        return WG_OGRE_PLAYER_OGRE;
    if (!o->alive || o->cell < 0)
        return -1; /* over already, or still being set up */
    return ogre_turn_may_destroy_a_post(g) ? -1 : WG_OGRE_PLAYER_DEFENDER;
}

/* The race for the command post, for the Ogre: -DECIDED .. DECIDED. */
static double ogre_side(const wg_game *g)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    int winner = ogre_decided(g);
    if (winner >= 0)
        return winner == WG_OGRE_PLAYER_OGRE ? DECIDED : -DECIDED;
    if (s->u[WG_OGRE_UNIT].cell < 0)
        return 0.0; /* not on the board yet: the set-up (OG-X4, OG-X5) */
    int reach = ogre_turn_weapons_reach(d, s, 1), dist = ogre_turn_post_distance(d, s);
    double cost = stop_cost(d, s);
    if (dist < 0)
        return -DECIDED; /* no post on the map */
    if (reach < 0)
        reach = 0; /* no weapon left: it must ram the post, entering its hex */
    int phases = fire_phases_first(g, dist > reach ? dist - reach : 0);
    if (phases < 0)
        return -DECIDED;
    double fire = defender_fire(d, s) * phases;
    return cost + fire > 0.0 ? RACE * (cost - fire) / (cost + fire) : 0.0;
}

double ogre_position(const wg_game *g, int player)
{
    double v = ogre_side(g);
    return player == WG_OGRE_PLAYER_OGRE ? v : -v;
}
