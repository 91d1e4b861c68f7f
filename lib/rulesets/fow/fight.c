/*
 * The fight of an assault (OF-A7, OF-A8): a round's dice to hit, the hit
 * player's allocation of the hits, a gun's choice of rating against a tank,
 * and the effect of each hit. A round is a small machine (fow_hdr.fstep,
 * the hits in the state's hit array) so that it can stop for a decision
 * and resume, after a save and load too. The sides, the counterattacks and
 * the end of the fight are in assault.c.
 */
#include "fow_internal.h"

static int best_tank_assault(const wg_game *g, int team, int *slot)
{
    const fow_type *t = fow_type_of(g, team);
    int best = 0;
    *slot = -1;
    for (int w = 0; w < t->nslots; w++) {
        int ta = fow_d(g)->weapon[t->slot[w].weapon].tank_assault;
        if (ta > best) {
            best = ta;
            *slot = w;
        }
    }
    return best;
}

/* What an attack on a tank of `armour` is worth for the default choice (OF-A8),
 * in 36ths: each way to destroy it counts 2, each way to bail it out 1, over
 * the armour die and, with a firepower test (firepower > 0), the firepower die. */
static int attack_value(int armour, int rating, int firepower)
{
    int pass = firepower ? 7 - firepower : 6; /* faces that pass (all: no test) */
    int v = 0;
    for (int die = 1; die <= 6; die++)
        for (int fp = 0; fp < 2; fp++) {
            int res = fow_armour_result(die + armour, rating, fp, 0);
            int worth = res == WG_FOW_DESTROYED ? 2 : res == WG_FOW_BAILED_OUT ? 1 : 0;
            v += worth * (fp ? pass : 6 - pass);
        }
    return v;
}

/* ------------------------------------------------------------ effects */

static int was_bailed(const wg_game *g, int team)
{
    return ((uint32_t)fow_ct(g, team)->flags & WG_FOW_TEAM_BAILED_OUT) != 0;
}

/* OF-A8: a gun's anti-tank rating against the side armour; the firepower test
 * decides, on shooting's armour table (OF-S9, OF-S16). */
static int anti_tank_effect(wg_game *g, int from, int to, int slot, int32_t *total)
{
    const fow_weapon *w = &fow_d(g)->weapon[fow_type_of(g, from)->slot[slot].weapon];
    int side = fow_type_of(g, to)->side, need = w->anti_tank + 1 - side;
    fow_emit_score(g, WG_FOW_ROLL_ARMOUR_SAVE, need, side, WG_FOW_MOD_SIDE, to, from);
    *total = wg_roll_die(g, 6, WG_FOW_ROLL_ARMOUR_SAVE, need, to, from) + side;
    if (*total > w->anti_tank)
        return WG_FOW_NO_EFFECT;
    int fp = fow_firepower_test(g, w, from, to, 0);
    return fow_armour_result(*total, w->anti_tank, fp, was_bailed(g, to));
}

/* OF-A7: the tank assault rating against the top armour; no firepower test, so
 * the armour table reads as if every firepower test passed. */
static int tank_assault_effect(wg_game *g, int from, int to, int ta, int32_t *total)
{
    int top = fow_type_of(g, to)->top, need = ta + 1 - top;
    fow_emit_score(g, WG_FOW_ROLL_ASSAULT_SAVE, need, top, 0, to, from);
    *total = wg_roll_die(g, 6, WG_FOW_ROLL_ASSAULT_SAVE, need, to, from) + top;
    return fow_armour_result(*total, ta, 1, was_bailed(g, to));
}

/*
 * OF-X8: a tank that hits a tank in an assault. Tanks have no tank assault
 * rating; in the full rules a tank's hit on a tank is taken, like a gun's
 * (OF-A8), with its main gun's anti-tank rating against the side armour and
 * a firepower test. The main gun (OF-S4), else its ranged weapon with the
 * best anti-tank; -1 if it has none (then it cannot harm the tank).
 */
int fow_tank_gun_slot(const wg_game *g, int from, int to)
{
    const fow_type *ft = fow_type_of(g, from);
    if (ft->kind != WG_FOW_TANK || fow_type_of(g, to)->kind != WG_FOW_TANK)
        return -1;
    int best = -1, bat = 0;
    for (int w = 0; w < ft->nslots; w++) {
        const fow_weapon *wp = &fow_d(g)->weapon[ft->slot[w].weapon];
        if (wp->range.in <= 0 && wp->range.cm <= 0)
            continue;
        if (ft->slot[w].main)
            return w;
        if (wp->anti_tank > bat) {
            bat = wp->anti_tank;
            best = w;
        }
    }
    return best;
}

/* OF-A7, OF-A8: the effect of hit `x` (its team alive). */
static void assault_effect(wg_game *g, const fow_hit *x)
{
    int from = x->shooter, to = x->team, res = WG_FOW_DESTROYED, slot = -1;
    int32_t total = 0, mods = 0;
    if (fow_type_of(g, to)->kind == WG_FOW_TANK) {
        int ta = best_tank_assault(g, from, &slot), gun = fow_tank_gun_slot(g, from, to);
        if (x->mode == WG_FOW_CHOOSE_ANTI_TANK || gun >= 0) {
            slot = gun >= 0 ? gun : x->slot;
            mods = WG_FOW_MOD_SIDE;
            res = anti_tank_effect(g, from, to, slot, &total);
        } else {
            res = tank_assault_effect(g, from, to, ta, &total);
        }
    }
    wg_event ev = wg_event_make(WG_FOW_EV_EFFECT);
    ev.unit = from;
    ev.weapon = slot;
    ev.target = to;
    ev.player = fow_d(g)->team[to].player;
    ev.result = res;
    ev.value = total;
    ev.extra = mods;
    wg_emit(g, &ev);
    if (res == WG_FOW_DESTROYED)
        fow_destroy_team(g, to);
    else if (res == WG_FOW_BAILED_OUT)
        fow_t(g, to)->flags |= WG_FOW_TEAM_BAILED_OUT;
}

/* ------------------------------------------------------------ a gun against a tank (OF-A8) */

/* The gun's weapon that may use its anti-tank rating on tank `to` (in its field
 * of fire), or -1: then only its tank assault rating can harm it. */
static int anti_tank_slot(const wg_game *g, int from, int to)
{
    if (!fow_is_gun(g, from) || fow_type_of(g, to)->kind != WG_FOW_TANK)
        return -1;
    const fow_type *ft = fow_type_of(g, from);
    wg_tab_shape s;
    fow_shape(g, from, &s);
    if (!fow_in_front(&s, fow_center(g, to)))
        return -1;
    for (int w = 0; w < ft->nslots; w++)
        if (fow_d(g)->weapon[ft->slot[w].weapon].range.in > 0)
            return w;
    return -1;
}

/* The rules' pick, and the built-in agent's: the rating with the better odds. */
static int better_rating(const wg_game *g, int from, int to, int slot)
{
    const fow_type *tt = fow_type_of(g, to);
    const fow_weapon *w = &fow_d(g)->weapon[fow_type_of(g, from)->slot[slot].weapon];
    int ta_slot;
    int ta = best_tank_assault(g, from, &ta_slot);
    return attack_value(tt->side, w->anti_tank, w->firepower) > attack_value(tt->top, ta, 0)
               ? WG_FOW_CHOOSE_ANTI_TANK
               : WG_FOW_CHOOSE_TANK_ASSAULT;
}

static void push_gun_choice(wg_game *g, int hit, int slot)
{
    const fow_hit *x = &fow_chits(g)[hit];
    wg_frame *f = wg_push_kind(g, FOW_K_GUN_CHOICE, fow_d(g)->team[x->shooter].player);
    f->unit = x->shooter;
    f->target = x->team;
    f->data[0] = hit;
    f->data[1] = slot;
}

static void apply_gun_choice(wg_game *g, int value)
{
    const wg_frame *f = wg_ctop(g);
    int hit = f->data[0], slot = f->data[1];
    fow_hit *x = &fow_hits(g)[hit];
    x->mode = value ? value : better_rating(g, x->shooter, x->team, slot);
    x->slot = slot;
    wg_pop(g);
    wg_event ev = wg_event_make(WG_FOW_EV_GUN_CHOICE);
    ev.unit = x->shooter;
    ev.target = x->team;
    ev.weapon = slot;
    ev.player = fow_d(g)->team[x->shooter].player;
    ev.value = x->mode;
    ev.result = value == 0;
    wg_emit(g, &ev);
}

/* ------------------------------------------------------------ rolling to hit (OF-A7) */

static int fights(const wg_game *g, int team, int side)
{
    const fow_hdr *h = fow_ch(g);
    if (!fow_operational(g, team) || !fow_on_side(g, team, side))
        return 0;
    if (side == 0 && h->round == 1 && !((uint32_t)fow_ct(g, team)->flags & WG_FOW_TEAM_CHARGED))
        return 0; /* non-assaulting teams take no part in the assault itself */
    if (side == 1 && !(fow_cp(g, fow_d(g)->team[team].platoon)->flags & FOW_P_COUNTER))
        return 0;
    const fow_data *d = fow_d(g);
    for (int e = 0; e < d->nteams; e++)
        if (fow_alive(g, e) && fow_on_side(g, e, 1 - side) && fow_within(g, team, e, FOW_D2))
            return 1;
    return 0;
}

/* A team of the other side that hit `hit` may land on: alive, within 2"/5cm of its
 * hitter (OF-A7). */
static int may_take(const wg_game *g, const fow_hit *x, int team)
{
    return fow_alive(g, team) && fow_on_side(g, team, 1 - fow_ch(g)->att) &&
           fow_within(g, x->shooter, team, FOW_D2);
}

/* The hits allocated to `team` in this round. */
static int hits_on(const wg_game *g, int team)
{
    int n = 0;
    for (int k = 0; k < fow_ch(g)->nhits; k++)
        n += fow_chits(g)[k].team == team;
    return n;
}

/* The automatic allocation of hit `x`, and the aim of a die: the allowed team
 * with the fewest hits this round, then the closest. */
static int fewest_then_closest(const wg_game *g, const fow_hit *x)
{
    int to = -1, th = 0;
    int32_t bd = 0;
    for (int e = 0; e < fow_d(g)->nteams; e++) {
        if (!may_take(g, x, e))
            continue;
        int n = hits_on(g, e);
        int32_t dist = fow_base_distance(g, x->shooter, e);
        if (to < 0 || n < th || (n == th && dist < bd)) {
            to = e;
            th = n;
            bd = dist;
        }
    }
    return to;
}

static void roll_round(wg_game *g)
{
    const fow_data *d = fow_d(g);
    int side = fow_ch(g)->att;
    wg_event ev = wg_event_make(WG_FOW_EV_ROUND);
    ev.player = side == 0 ? d->platoon[fow_ch(g)->ap].player : 1 - d->platoon[fow_ch(g)->ap].player;
    ev.value = fow_ch(g)->round;
    for (int i = 0; i < d->nteams && ev.unit < 0; i++)
        if (fow_alive(g, i) && fow_on_side(g, i, side))
            ev.unit = i;
    wg_emit(g, &ev);
    fow_h(g)->nhits = 0;
    for (int i = 0; i < d->nteams; i++) {
        if (!fights(g, i, side) || fow_ch(g)->nhits >= d->max_hits)
            continue;
        fow_hit probe = { i, -1, -1, -1, 0, 0 };
        int need = fow_skill_test(d->platoon[d->team[i].platoon].skill);
        int aim = fewest_then_closest(g, &probe);
        fow_emit_score(g, WG_FOW_ROLL_ASSAULT_HIT, need, need, 0, i, aim);
        if (wg_roll_die(g, 6, WG_FOW_ROLL_ASSAULT_HIT, need, i, aim) >= need && aim >= 0)
            *fow_hit_append(g) = probe;
    }
}

/* ------------------------------------------------------------ allocating the hits (OF-A7) */

static int unallocated(const wg_game *g)
{
    for (int k = 0; k < fow_ch(g)->nhits; k++)
        if (fow_chits(g)[k].team < 0)
            return k;
    return -1;
}

/* Hits go evenly: to an allowed team with the fewest hits among the allowed ones. */
static int allocate_problem(const wg_game *g, int hit, int team, char *why, size_t cap)
{
    const fow_data *d = fow_d(g);
    if (hit < 0 || hit >= fow_ch(g)->nhits || fow_chits(g)[hit].team >= 0)
        return fow_refuse(why, cap, "hit %d is not waiting for allocation", hit);
    const fow_hit *x = &fow_chits(g)[hit];
    if (team < 0 || team >= d->nteams || !may_take(g, x, team))
        return fow_refuse(why, cap, "the hit of %s must go to a team in the fight within "
                          "2\"/5cm of it (OF-A7)", d->team[x->shooter].name);
    int mine = hits_on(g, team);
    for (int e = 0; e < d->nteams; e++)
        if (e != team && may_take(g, x, e) && hits_on(g, e) < mine)
            return fow_refuse(why, cap, "hits go evenly: %s must take one first (OF-A7)",
                              d->team[e].name);
    return 0;
}

static void allocate(wg_game *g, int hit, int team)
{
    fow_hit *x = &fow_hits(g)[hit];
    x->team = team;
    x->platoon = fow_d(g)->team[team].platoon;
    fow_p(g, x->platoon)->flags |= FOW_P_HIT;
    wg_event ev = wg_event_make(WG_FOW_EV_ALLOCATED);
    ev.unit = x->shooter;
    ev.target = team;
    ev.player = fow_d(g)->team[team].player;
    ev.value = hit;
    wg_emit(g, &ev);
    wg_frame *f = wg_top(g);
    if (f && f->kind == FOW_K_FIGHT_ALLOCATE) {
        f->count--;
        int next = unallocated(g);
        if (next >= 0)
            f->unit = fewest_then_closest(g, &fow_chits(g)[next]);
    }
}

/* The hit player's allocation decision; 0 if the round has no hit. */
static int open_allocation(wg_game *g)
{
    int first = unallocated(g);
    if (first < 0)
        return 0;
    int team = fewest_then_closest(g, &fow_chits(g)[first]);
    wg_frame *f = wg_push_kind(g, FOW_K_FIGHT_ALLOCATE, fow_d(g)->team[team].player);
    f->unit = team;
    f->count = fow_ch(g)->nhits;
    return 1;
}

/* ------------------------------------------------------------ the round */

/* Resolve the round's hits from fcursor; 1 if a gun's choice stops it. */
static int resolve_hits(wg_game *g)
{
    for (; fow_ch(g)->fcursor < fow_ch(g)->nhits; fow_h(g)->fcursor++) {
        const fow_hit *x = &fow_chits(g)[fow_ch(g)->fcursor];
        if (!fow_alive(g, x->team))
            continue; /* hits land together: a second hit on a destroyed team is lost */
        int slot = anti_tank_slot(g, x->shooter, x->team);
        if (slot >= 0 && x->mode == 0) {
            push_gun_choice(g, fow_ch(g)->fcursor, slot);
            return 1;
        }
        assault_effect(g, x);
    }
    return 0;
}

/* A round of fighting (OF-A7, OF-A8), from where it stopped; 1 if a decision
 * is pending, 0 once every hit is resolved. */
int fow_fight_round(wg_game *g)
{
    if (fow_ch(g)->fstep == FOW_FS_ROLL) {
        roll_round(g);
        fow_h(g)->fstep = FOW_FS_ALLOCATE;
        if (open_allocation(g))
            return 1;
    }
    if (fow_ch(g)->fstep == FOW_FS_ALLOCATE) {
        fow_h(g)->fstep = FOW_FS_RESOLVE;
        fow_h(g)->fcursor = 0;
    }
    if (resolve_hits(g))
        return 1;
    fow_hdr *h = fow_h(g);
    h->fstep = FOW_FS_ROLL;
    h->fcursor = h->nhits = 0;
    return 0;
}

/* ------------------------------------------------------------ the contract */

int fow_fight_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    if (wg_ctop(g)->kind == FOW_K_GUN_CHOICE)
        return a->type == WG_ACT_CHOOSE && a->value >= 0 && a->value <= 2
                   ? 0
                   : fow_refuse(why, cap, "CHOOSE 1 (anti-tank against side armour), 2 (tank "
                                "assault against top armour) or 0 (the better odds) (OF-A8)");
    if (a->type == WG_ACT_ALLOCATE)
        return allocate_problem(g, a->value, a->target, why, cap);
    if (a->type == WG_ACT_CHOOSE && a->value == 0)
        return 0;
    return fow_refuse(why, cap, "ALLOCATE a hit, or CHOOSE 0 to allocate automatically");
}

/* Apply an answer; the caller resumes the fight once the decision is gone. */
void fow_fight_apply(wg_game *g, const wg_action *a)
{
    if (wg_ctop(g)->kind == FOW_K_GUN_CHOICE) {
        apply_gun_choice(g, a->value);
        return;
    }
    if (a->type == WG_ACT_ALLOCATE) {
        allocate(g, a->value, a->target);
    } else {
        for (int k = unallocated(g); k >= 0; k = unallocated(g))
            allocate(g, k, fewest_then_closest(g, &fow_chits(g)[k]));
    }
    if (unallocated(g) < 0)
        wg_pop(g);
}

void fow_fight_legal(const wg_game *g, wg_sink *s)
{
    wg_action a = wg_action_make(WG_ACT_CHOOSE);
    a.value = 0; /* first: the built-in agent's answer */
    wg_sink_add(s, &a);
    if (wg_ctop(g)->kind == FOW_K_GUN_CHOICE) {
        for (int v = WG_FOW_CHOOSE_ANTI_TANK; v <= WG_FOW_CHOOSE_TANK_ASSAULT; v++) {
            a.value = v;
            wg_sink_add(s, &a);
        }
        return;
    }
    for (int k = 0; k < fow_ch(g)->nhits; k++)
        for (int e = 0; e < fow_d(g)->nteams; e++)
            if (!allocate_problem(g, k, e, NULL, 0)) {
                a = wg_action_make(WG_ACT_ALLOCATE);
                a.value = k;
                a.target = e;
                wg_sink_add(s, &a);
            }
}
