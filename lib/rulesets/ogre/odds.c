/*
 * Exact odds (wg_odds_action) for the ogre ruleset: the attack a RESOLVE
 * would roll in a fire phase, the sequence a splitfire commit would roll
 * (OG-S2, OG-S3: in declared order, each on what is left of its target,
 * wasted when the target is gone), and either of those with one more
 * DECLARE added. Every face of every die is enumerated: the distribution
 * is exact, den = 6^attacks. The rules applied here are the ones fire.c
 * applies (OG-C1..C4); tests/ogre/test_odds.c checks the two agree by
 * playing every combination of dice through the dice hook.
 */
#include <string.h>

#include "ogre_internal.h"

/* Most attacks in a sequence: the target states pack 4 bits per attack in an int32_t. */
#define ODDS_MAX_ATTACKS 7

typedef struct plan_attack {
    int target, part, attack;
} plan_attack;

typedef struct plan {
    int n;
    int by_ogre;               /* 1: Ogre attacks on defenders; 0: one defender attack */
    plan_attack at[WG_OGRE_MAX_WEAPONS];
} plan;

/* What the enumeration changes: the targets' states, by unit. */
typedef struct tstate {
    int alive, strength, disabled;
} tstate;

typedef struct walk {
    const ogre_data *d;
    const plan *p;
    tstate t[OGRE_MAX_UNITS];
    wg_odds *out;
    int overflow;
} walk;

/* Refuse with a message: the status is the one given, not wg_rs_reject's. */
static int no_odds(const wg_game *g, int status, const char *why)
{
    wg_rs_reject(g, "odds: %s", why);
    return status;
}

static int unit_attack(const ogre_data *d, const ogre_state *s, int unit)
{
    const ogre_type *t = ogre_utype(d, unit);
    return t->cls == WG_OGRE_CLASS_INFANTRY ? t->attack * s->u[unit].strength : t->attack;
}

static int ogre_weapon_attack(const ogre_data *d, int w)
{
    return ogre_utype(d, WG_OGRE_UNIT)->weapon[w].attack;
}

/* The faces (of 6) giving result r at a column. */
static int faces(int column, int r)
{
    int n = 0;
    for (int face = 1; face <= 6; face++)
        n += ogre_crt_result(column, face) == r;
    return n;
}

/* A defender's state as one nibble: strength left (0 = destroyed), bit 2 = disabled. */
static int nibble(const tstate *t)
{
    if (!t->alive)
        return 0;
    return (t->strength > 3 ? 3 : t->strength) | (t->disabled ? 4 : 0);
}

static void add_outcome(walk *w, int kind, int unit, int part, int value, uint64_t num)
{
    if (wg_odds_append(w->out, kind, unit, part, value, num) < 0)
        w->overflow = 1;
}

/* Attack k of an Ogre sequence on the states left by attacks 0..k-1. */
static void walk_ogre(walk *w, int k, int kind, int value, uint64_t num, int unit)
{
    const plan *p = w->p;
    if (w->overflow)
        return;
    if (k == p->n) {
        add_outcome(w, kind, unit, -1, value, num);
        return;
    }
    const plan_attack *a = &p->at[k];
    tstate *t = &w->t[a->target];
    if (!t->alive) { /* OG-S3: the target is gone, the shot is wasted */
        walk_ogre(w, k + 1, kind | WG_OGRE_OUTCOME_WASTED << (2 * k), value, num * 6, unit);
        return;
    }
    const ogre_type *tt = ogre_utype(w->d, a->target);
    int infantry = tt->cls == WG_OGRE_CLASS_INFANTRY;
    int defense = infantry ? tt->defense * t->strength : tt->defense;
    int column = ogre_fire_ogre_column(w->d, a->target, a->attack, defense);
    for (int r = WG_OGRE_NE; r <= WG_OGRE_X; r++) {
        int f = faces(column, r);
        if (!f)
            continue;
        tstate saved = *t;
        if (r == WG_OGRE_X) {
            t->alive = 0;
        } else if (r == WG_OGRE_D && infantry) {
            if (--t->strength <= 0)
                t->alive = 0;
        } else if (r == WG_OGRE_D) {
            if (t->disabled) /* a second D while disabled */
                t->alive = 0;
            else
                t->disabled = 1;
        }
        walk_ogre(w, k + 1, kind | r << (2 * k), value | nibble(t) << (4 * k),
                  num * (uint64_t)f, unit);
        *t = saved;
    }
}

/* One defender attack on the Ogre (OG-C4): a D does nothing; an X takes a system or treads. */
static void walk_defender(walk *w, const ogre_state *s)
{
    const plan_attack *a = &w->p->at[0];
    int treads = a->part == WG_OGRE_PART_TREADS;
    int column = treads ? WG_OGRE_ODDS_1_1
                        : ogre_crt_column(a->attack, ogre_utype(w->d, WG_OGRE_UNIT)
                                                         ->weapon[a->part].defense);
    int left = s->u[WG_OGRE_UNIT].strength;
    for (int r = WG_OGRE_NE; r <= WG_OGRE_X; r++) {
        int f = faces(column, r);
        if (!f)
            continue;
        int value;
        if (treads)
            value = r == WG_OGRE_X ? left - (a->attack < left ? a->attack : left) : left;
        else
            value = r == WG_OGRE_X ? 0 : 1;
        add_outcome(w, r, WG_OGRE_UNIT, a->part, value, (uint64_t)f);
    }
}

/* ------------------------------------------------------------ the plan an action commits */

/* The fire phase's attack being built, with a's attacker added if a is a DECLARE. */
static int plan_fire(const wg_game *g, const wg_action *a, plan *p)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    int ogre = wg_ctop(g)->player == WG_OGRE_PLAYER_OGRE;
    int declare = a->type == WG_ACT_DECLARE;
    if (a->type != WG_ACT_RESOLVE && !declare)
        return no_odds(g, WG_ESTATE, "this action commits no attack");
    plan_attack *at = &p->at[0];
    at->target = s->pend_n ? s->pend_target : a->target;
    at->part = s->pend_n ? s->pend_part : a->part;
    at->attack = 0;
    for (int i = 0; i < s->pend_n; i++)
        at->attack += ogre ? ogre_weapon_attack(d, s->pend[i]) : unit_attack(d, s, s->pend[i]);
    if (declare)
        at->attack += ogre ? ogre_weapon_attack(d, a->weapon) : unit_attack(d, s, a->unit);
    if (ogre)
        at->part = -1;
    p->n = 1;
    p->by_ogre = ogre;
    return WG_OK;
}

/* The splitfire window's declared sequence, with a's declaration added if a is a DECLARE. */
static int plan_window(const wg_game *g, const wg_action *a, plan *p)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    p->n = 0;
    p->by_ogre = 1;
    for (int i = 0; i < s->decl_n; i++) {
        if (i == 0 || s->decl_group[i] != s->decl_group[i - 1]) {
            plan_attack *at = &p->at[p->n++];
            at->target = s->decl_target[i];
            at->part = -1;
            at->attack = 0;
        }
        p->at[p->n - 1].attack += ogre_weapon_attack(d, s->decl_weapon[i]);
    }
    if (a->type == WG_ACT_DECLARE) {
        if (!a->value || !p->n) {
            plan_attack *at = &p->at[p->n++];
            at->target = a->target;
            at->part = -1;
            at->attack = 0;
        }
        p->at[p->n - 1].attack += ogre_weapon_attack(d, a->weapon);
    }
    if (!p->n)
        return no_odds(g, WG_ESTATE, "no attack is declared");
    return WG_OK;
}

int ogre_odds_action(const wg_game *g, const wg_action *a, wg_odds *out)
{
    const wg_frame *f = wg_ctop(g);
    plan p;
    int rc;
    if (f->kind == OGRE_K_FIRE)
        rc = plan_fire(g, a, &p);
    else if (f->kind == OGRE_K_WINDOW)
        rc = plan_window(g, a, &p);
    else
        return no_odds(g, WG_ESTATE, "no attack can be committed now");
    if (rc != WG_OK)
        return rc;
    if (p.n > ODDS_MAX_ATTACKS)
        return no_odds(g, WG_ELIMIT, "more than 7 attacks in one sequence");

    walk w;
    const ogre_state *s = ogre_cst(g);
    w.d = ogre_cdata(g);
    w.p = &p;
    w.out = out;
    w.overflow = 0;
    uint64_t den = 1;
    for (int k = 0; k < p.n; k++)
        den *= 6;
    out->den = den;
    out->attacks = p.n;
    if (!p.by_ogre) {
        walk_defender(&w, s);
        return WG_OK;
    }
    int unit = p.at[0].target;
    for (int k = 0; k < p.n; k++) {
        int u = p.at[k].target;
        const ogre_unit *su = &s->u[u];
        w.t[u].alive = su->alive; /* as fire.c decides a shot is wasted */
        w.t[u].strength = su->strength;
        w.t[u].disabled = su->disabled >= 0;
        if (u != unit)
            unit = -1;
    }
    walk_ogre(&w, 0, 0, 0, 1, unit);
    if (w.overflow)
        return no_odds(g, WG_ELIMIT, "more than WG_ODDS_MAX outcomes");
    return WG_OK;
}
