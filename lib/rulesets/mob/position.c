/*
 * The search agent's positional term for mob (wg_ruleset.position). The
 * search stops playing out about a turn ahead, mid-turn, where material
 * alone cannot tell a line in cover from one standing in the open in front
 * of the enemy's guns. So it counts what a player looks at: whose units can
 * hurt more from where they stand (sight, range, cover and close combat
 * included: the dice the rules give), and who stands in the hexes to hold.
 */
#include "mob_internal.h"

/*
 * What `unit` can do from where it stands: the expected figures its best
 * battle removes, times (1 + 1 / the target's figures), so that hits on a
 * unit a few figures would destroy count for more (destroyed units win the
 * battle): double against one figure, a third more against three.
 */
static double best_battle(const wg_game *g, int unit, mob_scan *scan)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    int32_t targets[WG_MOB_MAX_UNITS];
    int n = mob_rules_targets(g, unit, scan, targets);
    double best = 0.0;
    for (int k = 0; k < n; k++) {
        int t = targets[k];
        double hits = mob_rules_dice(g, unit, t) *
                      hexcc_dice_faces(&d->die, mob_utype(d, t)->hit_by) / 6.0;
        double figures = s->u[t].figures > 0 ? s->u[t].figures : 1;
        double value = hits * (1.0 + 1.0 / figures);
        if (value > best)
            best = value;
    }
    return best;
}

/* The side's firepower: every unit's best battle, whether or not it may battle this turn
 * (one scan of the board for them all). */
static double firepower(const wg_game *g, int side, mob_scan *scan)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    double sum = 0.0;
    for (int i = 0; i < s->nunits; i++)
        if (s->u[i].cell >= 0 && d->unit_side[i] == side)
            sum += best_battle(g, i, scan);
    return sum;
}

/* Hexes to hold in which the side has a unit (a general alone does not hold). */
static int held(const wg_game *g, int side)
{
    const mob_data *d = mob_cdata(g);
    int n = 0;
    for (int k = 0; k < d->nhold; k++) {
        int unit = mob_rules_unit_at(g, d->hold[k]);
        n += unit >= 0 && d->unit_side[unit] == side;
    }
    return n;
}

double mob_position(const wg_game *g, int player)
{
    int foe = 1 - player;
    mob_scan scan;
    mob_scan_init(&scan);
    double mine = firepower(g, player, &scan), theirs = firepower(g, foe, &scan);
    double fire = (mine - theirs) / (mine + theirs + 1.0); /* -1..1 */
    double hold = 0.0;
    if (mob_cdata(g)->nhold > 0)
        hold = (double)(held(g, player) - held(g, foe)) / mob_cdata(g)->nhold;
    return 0.5 * fire + 0.4 * hold;
}
