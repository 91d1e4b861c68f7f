/*
 * The fight of an assault (OF-A7, OF-A8): a round's dice to hit and the
 * effect of each hit. The sides, the counterattacks and the end of the
 * fight are in assault.c.
 */
#include "fow_internal.h"

static wg_tab_point center(const wg_game *g, int team)
{
    wg_tab_point p = { fow_ct(g, team)->x, fow_ct(g, team)->y };
    return p;
}

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

/* Chances (in sixths squared) of destroying / bailing a tank of `armour`
 * with an anti-tank (with firepower) or a tank assault (without) attack. */
static int attack_value(int armour, int rating, int firepower)
{
    int v = 0;
    for (int die = 1; die <= 6; die++) {
        int total = die + armour;
        int fp = firepower ? 7 - firepower : 6; /* passing faces */
        if (firepower) {
            if (total == rating)
                v += fp * 1;
            else if (total < rating)
                v += fp * 2 + (6 - fp) * 1;
        } else {
            if (total == rating)
                v += 6 * 1;
            else if (total < rating)
                v += 6 * 2;
        }
    }
    return v;
}

/* OF-A7, OF-A8: the effect of an assault hit. */
static void assault_effect(wg_game *g, int from, int to)
{
    const fow_data *d = fow_d(g);
    const fow_type *tt = fow_type_of(g, to);
    int res = WG_FOW_DESTROYED, slot = -1;
    int32_t total = 0, mods = 0;
    if (tt->kind == WG_FOW_TANK) {
        int ta = best_tank_assault(g, from, &slot), at_slot = -1;
        const fow_weapon *atw = NULL;
        if (fow_is_gun(g, from)) { /* a gun may use its anti-tank against side armour */
            const fow_type *ft = fow_type_of(g, from);
            wg_tab_rect r = fow_rect(g, from);
            for (int w = 0; w < ft->nslots && at_slot < 0; w++) {
                const fow_weapon *wp = &d->weapon[ft->slot[w].weapon];
                if (wp->range.in > 0 && fow_in_front(&r, center(g, to))) {
                    at_slot = w;
                    atw = wp;
                }
            }
            if (atw && attack_value(tt->side, atw->anti_tank, atw->firepower) <=
                           attack_value(tt->top, ta, 0))
                atw = NULL; /* the tank assault rating does better */
        }
        if (atw) {
            slot = at_slot;
            mods = WG_FOW_MOD_SIDE;
            int need = atw->anti_tank + 1 - tt->side;
            fow_emit_score(g, WG_FOW_ROLL_ARMOUR_SAVE, need, tt->side, mods, to, from);
            total = wg_roll_die(g, 6, WG_FOW_ROLL_ARMOUR_SAVE, need, to, from) + tt->side;
            if (total > atw->anti_tank) {
                res = WG_FOW_NO_EFFECT;
            } else {
                fow_emit_score(g, WG_FOW_ROLL_FIREPOWER, atw->firepower, atw->firepower, 0, from,
                               to);
                int fp = wg_roll_die(g, 6, WG_FOW_ROLL_FIREPOWER, atw->firepower, from, to) >=
                         atw->firepower;
                if (total == atw->anti_tank)
                    res = fp ? WG_FOW_BAILED_OUT : WG_FOW_NO_EFFECT;
                else
                    res = fp ? WG_FOW_DESTROYED : WG_FOW_BAILED_OUT;
            }
        } else {
            int need = ta + 1 - tt->top;
            fow_emit_score(g, WG_FOW_ROLL_ASSAULT_SAVE, need, tt->top, 0, to, from);
            total = wg_roll_die(g, 6, WG_FOW_ROLL_ASSAULT_SAVE, need, to, from) + tt->top;
            res = total > ta ? WG_FOW_NO_EFFECT : total == ta ? WG_FOW_BAILED_OUT
                                                              : WG_FOW_DESTROYED;
        }
        if (res == WG_FOW_BAILED_OUT && ((uint32_t)fow_ct(g, to)->flags & WG_FOW_TEAM_BAILED_OUT))
            res = WG_FOW_DESTROYED; /* OF-S16 */
    }
    wg_event ev = wg_event_make(WG_FOW_EV_EFFECT);
    ev.unit = from;
    ev.weapon = slot;
    ev.target = to;
    ev.player = d->team[to].player;
    ev.result = res;
    ev.value = total;
    ev.extra = mods;
    wg_emit(g, &ev);
    if (res == WG_FOW_DESTROYED)
        fow_destroy_team(g, to);
    else if (res == WG_FOW_BAILED_OUT)
        fow_t(g, to)->flags |= WG_FOW_TEAM_BAILED_OUT;
}

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

void fow_fight_round(wg_game *g)
{
    const fow_data *d = fow_d(g);
    int side = fow_ch(g)->att;
    int hitter[FOW_MAX_TEAMS], victim[FOW_MAX_TEAMS], taken[FOW_MAX_TEAMS] = { 0 }, n = 0;
    wg_event ev = wg_event_make(WG_FOW_EV_ROUND);
    ev.player = side == 0 ? d->platoon[fow_ch(g)->ap].player : 1 - d->platoon[fow_ch(g)->ap].player;
    ev.value = fow_ch(g)->round;
    for (int i = 0; i < d->nteams && ev.unit < 0; i++)
        if (fow_alive(g, i) && fow_on_side(g, i, side))
            ev.unit = i;
    wg_emit(g, &ev);
    for (int i = 0; i < d->nteams; i++) {
        if (!fights(g, i, side))
            continue;
        int need = fow_skill_test(d->platoon[d->team[i].platoon].skill);
        /* the team it would hit: fewest hits this round, then the closest */
        int to = -1;
        int32_t bd = 0;
        for (int e = 0; e < d->nteams; e++) {
            if (!fow_alive(g, e) || !fow_on_side(g, e, 1 - side) || !fow_within(g, i, e, FOW_D2))
                continue;
            int32_t dist = fow_base_distance(g, i, e);
            if (to < 0 || taken[e] < taken[to] || (taken[e] == taken[to] && dist < bd)) {
                to = e;
                bd = dist;
            }
        }
        fow_emit_score(g, WG_FOW_ROLL_ASSAULT_HIT, need, need, 0, i, to);
        if (wg_roll_die(g, 6, WG_FOW_ROLL_ASSAULT_HIT, need, i, to) >= need) {
            hitter[n] = i;
            victim[n++] = to;
            taken[to]++;
        }
    }
    for (int k = 0; k < n; k++) { /* hits land together, after every die of the round */
        fow_p(g, d->team[victim[k]].platoon)->flags |= FOW_P_HIT;
        if (fow_alive(g, victim[k]))
            assault_effect(g, hitter[k], victim[k]);
    }
}
