/*
 * Attacks: who may attack what (OG-C5, OG-C6), combined attacks built in the
 * fire phase (OG-C1), their resolution on the table and the results on
 * defenders (OG-C3) and on the Ogre's systems (OG-C4, OG-C7).
 */
#include <string.h>

#include "ogre_internal.h"

/* ------------------------------------------------------------ targets */

/* Infantry defends with its squads; an Ogre system with its own defence. */
int ogre_fire_defense(const wg_game *g, int target, int part)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    const ogre_type *t = ogre_utype(d, target);
    if (target == WG_OGRE_UNIT) {
        if (part == WG_OGRE_PART_TREADS)
            return 1;
        /* A part of the Ogre is always named here; the guard keeps -O3's
         * bounds analysis (and a caller's slip) off weapon[-1]. */
        return part >= 0 && part < t->nweapons ? t->weapon[part].defense : 0;
    }
    if (t->cls == WG_OGRE_CLASS_INFANTRY)
        return t->defense * s->u[target].strength;
    return t->defense;
}

/* OG-C5: any Ogre weapon destroys a command post automatically, whatever its defence. */
int ogre_fire_ogre_column(const ogre_data *d, int target, int attack, int defense)
{
    if (ogre_utype(d, target)->cls == WG_OGRE_CLASS_COMMAND_POST)
        return WG_OGRE_ODDS_AUTO;
    return ogre_crt_column(attack, defense);
}

static int unit_attack(const ogre_data *d, const ogre_state *s, int unit)
{
    const ogre_type *t = ogre_utype(d, unit);
    return t->cls == WG_OGRE_CLASS_INFANTRY ? t->attack * s->u[unit].strength : t->attack;
}

static int on_board(const ogre_state *s, int unit)
{
    return s->u[unit].alive && s->u[unit].cell >= 0;
}

/* Ogre system w could hit defender t from where the Ogre stands (fired or not). */
int ogre_fire_ogre_can_hit(const wg_game *g, int w, int t)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    const ogre_weapon_def *wd = &ogre_utype(d, WG_OGRE_UNIT)->weapon[w];
    if (!s->wpn_alive[w] || !on_board(s, t) || !on_board(s, WG_OGRE_UNIT))
        return 0;
    int cls = ogre_utype(d, t)->cls;
    if (wd->kind == WG_OGRE_AP && cls != WG_OGRE_CLASS_INFANTRY &&
        cls != WG_OGRE_CLASS_COMMAND_POST)
        return 0;
    return ogre_board_distance(d, s->u[WG_OGRE_UNIT].cell, s->u[t].cell) <= wd->range;
}

/* A defender may attack the Ogre now: able, unfired, in range (OG-C6). */
int ogre_fire_defender_can_fire(const wg_game *g, int unit)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    const ogre_type *t = ogre_utype(d, unit);
    if (!on_board(s, unit) || s->u[unit].disabled >= 0 || s->u[unit].fired || t->attack <= 0 ||
        !on_board(s, WG_OGRE_UNIT))
        return 0;
    return ogre_board_distance(d, s->u[unit].cell, s->u[WG_OGRE_UNIT].cell) <= t->range;
}

int ogre_fire_weapons_left(const ogre_state *s, const ogre_type *t)
{
    int n = 0;
    for (int w = 0; w < t->nweapons; w++)
        n += s->wpn_alive[w] != 0;
    return n;
}

static int pending_has(const ogre_state *s, int id)
{
    for (int i = 0; i < s->pend_n; i++)
        if (s->pend[i] == id)
            return 1;
    return 0;
}

/* ------------------------------------------------------------ the fire phase */

static void add_declare(wg_sink *sk, int unit, int weapon, int target, int part)
{
    wg_action a = wg_action_about(WG_ACT_DECLARE, unit, target);
    a.weapon = weapon;
    a.part = part;
    wg_sink_add(sk, &a);
}

/*
 * OG-S4 read for every declaration point: the AP guns that attack one
 * target at one point form a single attack.
 */
static int ap_allowed(const ogre_state *s, int kind, int target, int joins_ap)
{
    return kind != WG_OGRE_AP || joins_ap || s->u[target].ap_point != s->point;
}

int ogre_fire_ogre_may_declare(const wg_game *g, int w, int u)
{
    const ogre_state *s = ogre_cst(g);
    const ogre_type *t = ogre_utype(ogre_cdata(g), WG_OGRE_UNIT);
    if (!s->wpn_alive[w] || s->wpn_fired[w] || pending_has(s, w))
        return 0;
    if (s->pend_n && u != s->pend_target)
        return 0;
    return ogre_fire_ogre_can_hit(g, w, u) &&
           ap_allowed(s, t->weapon[w].kind, u, s->pend_n && s->pend_ap);
}

/* Treads take one attacker (OG-C4); a combined attack names one system. */
int ogre_fire_defender_may_declare(const wg_game *g, int u, int part)
{
    const ogre_state *s = ogre_cst(g);
    const ogre_type *ot = ogre_utype(ogre_cdata(g), WG_OGRE_UNIT);
    if (!ogre_fire_defender_can_fire(g, u) || pending_has(s, u))
        return 0;
    if (s->pend_n)
        return part == s->pend_part && part != WG_OGRE_PART_TREADS;
    if (part == WG_OGRE_PART_TREADS)
        return s->u[WG_OGRE_UNIT].strength > 0;
    return part >= 0 && part < ot->nweapons && s->wpn_alive[part];
}

/* ------------------------------------------------------------ per-listing reach */

void ogre_fire_reach_build(const wg_game *g, ogre_reach *r)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    int ogre_on = on_board(s, WG_OGRE_UNIT);
    r->soft = d->soft;
    r->nnear = 0;
    for (int u = 1; u < s->nunits; u++) {
        r->dist[u] = ogre_on && on_board(s, u)
            ? ogre_board_distance(d, s->u[WG_OGRE_UNIT].cell, s->u[u].cell) : -1;
        if (r->dist[u] >= 0 && r->dist[u] <= d->longest_range)
            r->near[r->nnear++] = u;
    }
}

/* ------------------------------------------------------------ the fire phase's answers */

/* The Ogre's DECLAREs in list order; with sk NULL, stop at the first (1). */
static int fire_options_ogre(const wg_game *g, wg_sink *sk)
{
    const ogre_state *s = ogre_cst(g);
    const ogre_type *t = ogre_utype(ogre_cdata(g), WG_OGRE_UNIT);
    ogre_reach r;
    int n = 0, built = 0, joins_ap = s->pend_n && s->pend_ap;
    for (int w = 0; w < t->nweapons; w++) {
        if (!s->wpn_alive[w] || s->wpn_fired[w] || pending_has(s, w))
            continue;
        if (!built) {
            ogre_fire_reach_build(g, &r);
            built = 1;
        }
        const ogre_weapon_def *wd = &t->weapon[w];
        for (int i = 0; i < r.nnear; i++) {
            int u = r.near[i];
            if (s->pend_n && u != s->pend_target)
                continue;
            if (!ogre_reach_hits(&r, wd, u) || !ap_allowed(s, wd->kind, u, joins_ap))
                continue;
            if (!sk)
                return 1;
            add_declare(sk, WG_OGRE_UNIT, w, u, -1);
            n++;
        }
    }
    return n;
}

/* The defenders' DECLAREs in list order; with sk NULL, stop at the first (1). */
static int fire_options_defender(const wg_game *g, wg_sink *sk)
{
    const ogre_state *s = ogre_cst(g);
    const ogre_type *ot = ogre_utype(ogre_cdata(g), WG_OGRE_UNIT);
    int n = 0;
    for (int u = 1; u < s->nunits; u++) {
        if (!ogre_fire_defender_can_fire(g, u) || pending_has(s, u))
            continue;
        /* ogre_fire_defender_may_declare for each part, once the unit may fire */
        for (int w = 0; w <= ot->nweapons; w++) {
            int part = w < ot->nweapons ? w : WG_OGRE_PART_TREADS, ok;
            if (s->pend_n)
                ok = part == s->pend_part && part != WG_OGRE_PART_TREADS;
            else if (part == WG_OGRE_PART_TREADS)
                ok = s->u[WG_OGRE_UNIT].strength > 0;
            else
                ok = s->wpn_alive[part] != 0;
            if (!ok)
                continue;
            if (!sk)
                return 1;
            add_declare(sk, u, -1, WG_OGRE_UNIT, part);
            n++;
        }
    }
    return n;
}

int ogre_fire_options(const wg_game *g, wg_sink *sk)
{
    if (wg_ctop(g)->player == WG_OGRE_PLAYER_OGRE)
        return fire_options_ogre(g, sk);
    return fire_options_defender(g, sk);
}

void ogre_fire_legal(const wg_game *g, wg_sink *sk)
{
    const ogre_state *s = ogre_cst(g);
    ogre_fire_options(g, sk);
    wg_action a = wg_action_make(s->pend_n ? WG_ACT_RESOLVE : WG_ACT_PASS);
    wg_sink_add(sk, &a);
}

/* ------------------------------------------------------------ resolution */

static void emit_attack(wg_game *g, int unit, int weapon, int target, int part, int column,
                        int attack, int defense)
{
    const ogre_data *d = ogre_cdata(g);
    wg_event ev = wg_event_about(WG_EV_ATTACK, ogre_owner(unit), unit, target);
    wg_hex h = ogre_board_hex(d, ogre_st(g)->u[target].cell);
    ev.weapon = weapon;
    ev.part = part;
    ev.x = h.q;
    ev.y = h.r;
    ev.value = column;
    ev.extra = attack;
    ev.result = defense;
    wg_emit(g, &ev);
}

/* Roll (when the column needs it) and announce the result. */
static int roll_result(wg_game *g, int column, int unit, int target, int part)
{
    int die = 0, need = ogre_crt_need(column);
    if (need)
        die = wg_roll_die(g, 6, WG_OGRE_ROLL_ATTACK, need, unit, target);
    int result = ogre_crt_result(column, die);
    wg_event ev = wg_event_about(WG_EV_RESULT, ogre_owner(unit), unit, target);
    ev.part = part;
    ev.result = result;
    ev.value = column;
    ev.roll = die;
    wg_emit(g, &ev);
    return result;
}

/* OG-C3 on a defender. */
static void defender_hit(wg_game *g, int target, int result)
{
    const ogre_data *d = ogre_cdata(g);
    ogre_state *s = ogre_st(g);
    if (result == WG_OGRE_X) {
        ogre_turn_destroy(g, target);
    } else if (result == WG_OGRE_D && ogre_utype(d, target)->cls == WG_OGRE_CLASS_INFANTRY) {
        ogre_lose_squad(g, target);
    } else if (result == WG_OGRE_D) {
        if (s->u[target].disabled >= 0)
            ogre_turn_destroy(g, target); /* a second D while disabled */
        else
            ogre_turn_disable(g, target);
    }
}

static void ogre_weapon_fires(wg_game *g, int w)
{
    ogre_state *s = ogre_st(g);
    s->wpn_fired[w] = 1;
    if (ogre_utype(ogre_cdata(g), WG_OGRE_UNIT)->weapon[w].kind == WG_OGRE_MISSILE)
        s->wpn_alive[w] = 0; /* a missile is gone once fired */
}

void ogre_fire_ogre_attack(wg_game *g, const int8_t *weapons, int n, int target)
{
    const ogre_data *d = ogre_cdata(g);
    ogre_state *s = ogre_st(g);
    const ogre_type *t = ogre_utype(d, WG_OGRE_UNIT);
    int attack = 0;
    for (int i = 0; i < n; i++)
        attack += t->weapon[weapons[i]].attack;
    if (!s->u[target].alive) {
        for (int i = 0; i < n; i++) {
            wg_event ev = wg_event_make(WG_EV_WASTED);
            ogre_weapon_fires(g, weapons[i]);
            ev.player = WG_OGRE_PLAYER_OGRE;
            ev.unit = WG_OGRE_UNIT;
            ev.weapon = weapons[i];
            ev.target = target;
            wg_emit(g, &ev);
        }
        return;
    }
    int defense = ogre_fire_defense(g, target, -1);
    int column = ogre_fire_ogre_column(d, target, attack, defense);
    for (int i = 0; i < n; i++)
        ogre_weapon_fires(g, weapons[i]);
    emit_attack(g, WG_OGRE_UNIT, weapons[0], target, -1, column, attack, defense);
    defender_hit(g, target, roll_result(g, column, WG_OGRE_UNIT, target, -1));
}

/* OG-C7: no weapons and no treads left. */
void ogre_fire_check_ogre(wg_game *g)
{
    ogre_state *s = ogre_st(g);
    const ogre_type *t = ogre_utype(ogre_cdata(g), WG_OGRE_UNIT);
    if (s->u[WG_OGRE_UNIT].alive && s->u[WG_OGRE_UNIT].strength <= 0 &&
        ogre_fire_weapons_left(s, t) == 0)
        ogre_turn_destroy(g, WG_OGRE_UNIT);
}

/* OG-C4: a D does nothing to the Ogre; an X takes a system, or treads. */
static void defender_attack(wg_game *g)
{
    const ogre_data *d = ogre_cdata(g);
    ogre_state *s = ogre_st(g);
    int attack = 0, part = s->pend_part, first = s->pend[0];
    for (int i = 0; i < s->pend_n; i++) {
        attack += unit_attack(d, s, s->pend[i]);
        s->u[s->pend[i]].fired = 1;
    }
    int defense = ogre_fire_defense(g, WG_OGRE_UNIT, part);
    int column = part == WG_OGRE_PART_TREADS ? WG_OGRE_ODDS_1_1
                                             : ogre_crt_column(attack, defense);
    emit_attack(g, first, -1, WG_OGRE_UNIT, part, column, attack, defense);
    if (roll_result(g, column, first, WG_OGRE_UNIT, part) != WG_OGRE_X)
        return;
    if (part == WG_OGRE_PART_TREADS) {
        ogre_lose_treads(g, attack);
    } else {
        wg_event ev = wg_event_about(WG_EV_DESTROYED, WG_OGRE_PLAYER_OGRE, WG_OGRE_UNIT, -1);
        s->wpn_alive[part] = 0;
        ev.part = part;
        wg_emit(g, &ev);
    }
    ogre_fire_check_ogre(g);
}

static void declare(wg_game *g, const wg_action *a)
{
    const ogre_data *d = ogre_cdata(g);
    ogre_state *s = ogre_st(g);
    int ogre = a->unit == WG_OGRE_UNIT;
    if (!s->pend_n) {
        s->pend_target = a->target;
        s->pend_part = a->part;
        s->pend_ap = 0;
    }
    s->pend[s->pend_n++] = ogre ? a->weapon : a->unit;
    if (ogre && ogre_utype(d, WG_OGRE_UNIT)->weapon[a->weapon].kind == WG_OGRE_AP) {
        s->pend_ap = 1;
        s->u[a->target].ap_point = s->point;
    }
    wg_event ev = wg_event_make(WG_EV_DECLARED);
    ev.player = ogre_owner(a->unit);
    ev.unit = a->unit;
    ev.weapon = a->weapon;
    ev.target = a->target;
    ev.part = a->part;
    ev.value = a->value;
    wg_emit(g, &ev);
    wg_frame *f = wg_top(g);
    f->target = s->pend_target;
    f->pending = s->pend_n;
}

static void resolve(wg_game *g)
{
    ogre_state *s = ogre_st(g);
    if (wg_top(g)->player == WG_OGRE_PLAYER_OGRE)
        ogre_fire_ogre_attack(g, s->pend, s->pend_n, s->pend_target);
    else
        defender_attack(g);
    s->pend_n = 0;
    s->pend_target = s->pend_part = -1;
    s->pend_ap = 0;
    memset(s->pend, 0, sizeof s->pend); /* equal states, equal hashes */
    if (ogre_turn_check_victory(g))
        return;
    wg_frame *f = wg_top(g);
    f->target = -1;
    f->pending = 0;
    if (ogre_legal_shape(g) == 1)
        ogre_turn_end_phase(g); /* nothing left to fire: only PASS */
}

void ogre_lose_squad(wg_game *g, int unit)
{
    ogre_unit *u = &ogre_st(g)->u[unit];
    u->strength--;
    wg_event ev = wg_event_about(WG_EV_DAMAGED, WG_OGRE_PLAYER_DEFENDER, unit, -1);
    ev.value = 1;
    ev.extra = u->strength;
    wg_emit(g, &ev);
    if (u->strength <= 0)
        ogre_turn_destroy(g, unit);
}

void ogre_fire_apply(wg_game *g, const wg_action *a)
{
    switch (a->type) {
    case WG_ACT_DECLARE: declare(g, a); break;
    case WG_ACT_RESOLVE: resolve(g); break;
    default: ogre_turn_end_phase(g); break;
    }
}
