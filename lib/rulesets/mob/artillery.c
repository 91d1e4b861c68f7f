/*
 * The artillery phase (MB-T1): every gun with a target chooses one, player
 * 0's guns first, then player 1's; then every chosen gun rolls, and only
 * then are the losses applied, in the same order. Fire is simultaneous:
 * a gun hit or destroyed by the other side this phase has already rolled
 * (MB-E1).
 *
 * Guns are walked by ordinal: ordinal o is unit o % nunits if it belongs
 * to side o / nunits, so player 0's units come first, each side's in unit
 * order. The ordinals that are guns are listed when the scenario loads
 * (d->gun_ordinal): the walks go over them only.
 */
#include "mob_internal.h"

void mob_guns_index(mob_data *d)
{
    d->nguns = 0;
    for (int side = 0; side < 2; side++)
        for (int k = 0; k < d->nside_units[side]; k++) {
            int unit = d->side_unit[side][k];
            if (mob_utype(d, unit)->artillery)
                d->gun_ordinal[d->nguns++] = side * d->nunits + unit;
        }
}

/* The gun of ordinal o (one of d->gun_ordinal). */
static int gun_of(const mob_data *d, int o)
{
    return o >= d->nunits ? o - d->nunits : o;
}

/* The first of d->gun_ordinal at ordinal `from` or after (d->nguns: none). */
static int first_gun(const mob_data *d, int from)
{
    int k = 0;
    while (k < d->nguns && d->gun_ordinal[k] < from)
        k++;
    return k;
}

int mob_guns_may_fire(const wg_game *g, int unit, mob_scan *scan)
{
    return mob_utype(mob_cdata(g), unit)->artillery && mob_rules_may_battle(g, unit) &&
           mob_rules_has_target(g, unit, scan);
}

void mob_guns_legal(const wg_game *g, wg_sink *sink)
{
    mob_battle_list_fire(g, wg_ctop(g)->unit, NULL, sink);
    wg_action a = wg_action_make(WG_ACT_PASS);
    wg_sink_add(sink, &a);
}

/* FIRE `a` is in mob_guns_legal's list. */
int mob_guns_listed(const wg_game *g, const wg_action *a)
{
    int gun = wg_ctop(g)->unit;
    return a->type == WG_ACT_FIRE && a->unit == gun && a->target >= 0 &&
           a->target < mob_cst(g)->nunits && mob_rules_may_target(g, gun, a->target);
}

/* The gun's answer: its target (no dice yet), or holding its fire. */
void mob_guns_apply(wg_game *g, const wg_action *a)
{
    mob_state *s = mob_st(g);
    int gun = wg_top(g)->unit;
    mob_unit *u = &s->u[gun];
    u->gun_target = -1;
    if (a->type == WG_ACT_FIRE) {
        u->gun_target = a->target;
        u->gun_dice = mob_rules_fire_dice(g, gun, a->target);
        u->battled = 1;
        wg_event ev = wg_event_make(WG_EV_DECLARED);
        ev.unit = gun;
        ev.player = mob_cdata(g)->unit_side[gun];
        ev.target = a->target;
        ev.value = u->gun_dice;
        wg_emit(g, &ev);
    }
    s->gun_next++;
    wg_pop(g);
    mob_turn_run(g);
}

/* Every chosen gun rolls; the results wait in its mob_unit. */
static void roll_all(wg_game *g)
{
    const mob_data *d = mob_cdata(g);
    mob_state *s = mob_st(g);
    for (int k = 0; k < d->nguns; k++) {
        int gun = gun_of(d, d->gun_ordinal[k]);
        if (s->u[gun].gun_target < 0)
            continue;
        mob_result r;
        mob_battle_roll(g, gun, s->u[gun].gun_target, s->u[gun].gun_dice, WG_MOB_ROLL_ARTILLERY,
                        &r);
        mob_unit *u = &mob_st(g)->u[gun];
        u->gun_hits = r.hits;
        u->gun_general = r.general;
        u->gun_ghits = r.ghits;
        u->gun_flags = r.flags;
    }
}

int mob_guns_ask(wg_game *g)
{
    const mob_data *d = mob_cdata(g);
    mob_state *s = mob_st(g);
    mob_scan scan; /* nothing moves until a gun is found: one scan for all */
    mob_scan_init(&scan);
    for (int k = first_gun(d, s->gun_next); k < d->nguns; k++) {
        int o = d->gun_ordinal[k], gun = gun_of(d, o);
        if (!mob_guns_may_fire(g, gun, &scan))
            continue;
        s->gun_next = o;
        int side = d->unit_side[gun];
        wg_core(g)->active = side;
        wg_frame *f = wg_push_kind(g, MOB_K_GUN, side);
        f->unit = gun;
        f->x = d->board.hex[s->u[gun].cell].q;
        f->y = d->board.hex[s->u[gun].cell].r;
        return 1;
    }
    roll_all(g);
    s = mob_st(g);
    s->gun_next = 0;
    s->phase = MOB_PH_GUN_LOSSES;
    wg_event ev = wg_event_make(WG_MOB_EV_ARTILLERY_LOSSES);
    wg_emit(g, &ev);
    return 0;
}

int mob_guns_apply_losses(wg_game *g)
{
    const mob_data *d = mob_cdata(g);
    mob_state *s = mob_st(g);
    for (int k = first_gun(d, s->gun_next); k < d->nguns; k++) {
        int o = d->gun_ordinal[k], gun = gun_of(d, o);
        if (s->u[gun].gun_target < 0)
            continue;
        mob_unit *u = &s->u[gun];
        mob_result r = { u->gun_hits, u->gun_general, u->gun_ghits, u->gun_flags };
        int target = u->gun_target;
        u->gun_target = -1; /* applied */
        s->gun_next = o + 1;
        if (!mob_battle_apply(g, gun, target, &r))
            return 1;
        s = mob_st(g);
    }
    s->gun_next = 2 * s->nunits;
    return 0;
}
