/*
 * The artillery phase (MB-T1): every gun with a target chooses one, player
 * 0's guns first, then player 1's; then every chosen gun rolls, and only
 * then are the losses applied, in the same order. Fire is simultaneous:
 * a gun hit or destroyed by the other side this phase has already rolled
 * (MB-E1).
 *
 * Guns are walked by ordinal: ordinal o is unit o % nunits if it belongs
 * to side o / nunits, so player 0's units come first, each side's in unit
 * order.
 */
#include "mob_internal.h"

int mob_guns_unit(const wg_game *g, int ordinal)
{
    const mob_data *d = mob_cdata(g);
    int n = mob_cst(g)->nunits, unit = ordinal % n;
    if (ordinal < 0 || ordinal >= 2 * n || d->unit_side[unit] != ordinal / n ||
        !mob_utype(d, unit)->artillery)
        return -1;
    return unit;
}

int mob_guns_may_fire(const wg_game *g, int unit, hexcc_view *v)
{
    return mob_utype(mob_cdata(g), unit)->artillery && mob_rules_may_battle(g, unit) &&
           mob_rules_has_target(g, unit, v);
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
        u->gun_dice = mob_rules_dice(g, gun, a->target);
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
    mob_state *s = mob_st(g);
    for (int o = 0; o < 2 * s->nunits; o++) {
        int gun = mob_guns_unit(g, o);
        if (gun < 0 || s->u[gun].gun_target < 0)
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
    mob_state *s = mob_st(g);
    hexcc_view v; /* nothing moves until a gun is found: one view for all */
    hexcc_view_init(&v);
    for (int o = s->gun_next; o < 2 * s->nunits; o++) {
        int gun = mob_guns_unit(g, o);
        if (gun < 0 || !mob_guns_may_fire(g, gun, &v))
            continue;
        s->gun_next = o;
        int side = mob_cdata(g)->unit_side[gun];
        wg_core(g)->active = side;
        wg_frame *f = wg_push_kind(g, MOB_K_GUN, side);
        f->unit = gun;
        f->x = mob_cdata(g)->board.hex[s->u[gun].cell].q;
        f->y = mob_cdata(g)->board.hex[s->u[gun].cell].r;
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
    mob_state *s = mob_st(g);
    for (int o = s->gun_next; o < 2 * s->nunits; o++) {
        int gun = mob_guns_unit(g, o);
        if (gun < 0 || s->u[gun].gun_target < 0)
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
