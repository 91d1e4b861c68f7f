/*
 * Exact odds (wg_odds_action) for fow: one weapon's shot (a DECLARE), a
 * platoon's fire (a RESOLVE in the Shooting Step) and defensive fire (a
 * RESOLVE or CHOOSE 0 in its window), as include/wargame/fow.h documents.
 *
 * The to-hit dice are enumerated by how many hits each declared weapon
 * scores (a binomial each), then, for picking out, by which hits roll 5+.
 * Each combination gives a list of hits that the automatic allocation
 * places exactly as the engine does (fow_allocation_first on the same
 * tables); the teams then suffer their hits independently, so each team's
 * fate is a small distribution and the platoon's is their convolution.
 * Every number comes from the resolution's own helpers (fow_to_hit,
 * fow_rof, fow_hit_flank, fow_armour_result, fow_soft_save ...).
 *
 * Numerators are counted over 6^exp, exp being the most dice any path can
 * roll, in 128 bits; paths that roll fewer dice count each unrolled die's
 * six faces. The common factors of 6 are then taken out so that den fits
 * in 64 bits whenever the exact answer does.
 */
#include <stdio.h>
#include <string.h>

#include "fow_internal.h"

typedef fow_u128 u128;

#define ODDS_MAX_DECL 32      /* weapons in one fire */
#define ODDS_MAX_HITS 64      /* hits in one combination */
#define ODDS_MAX_EXP 49       /* 6^49 < 2^128: the most dice on one path */
#define ODDS_DEN_EXP 24       /* 6^24 < 2^64: the largest den */
#define ODDS_MAX_WAYS 200000  /* combinations of hits (and picked-out dice) */
#define ODDS_MAX_TALLY 128    /* (destroyed, bailed, credits) entries */
#define PT FOW_MAX_PLATOON_TEAMS

enum { MODE_SHOT, MODE_FIRE, MODE_DEFENSIVE };
/* What a hit does, and where a team stands. */
enum { R_NONE, R_BAILED, R_DEAD, RESULTS };
/* Tanks bailed out or destroyed (OF-A6), capped at 2. */
#define CREDITS 3

/* One weapon's hit on one team: numerators over 6^dice, by whether the team was bailed out. */
typedef struct effect {
    int dice;
    uint64_t res[2][RESULTS];
} effect;

/* The platoon's fate: numerators by teams destroyed, newly bailed out and
 * credits (tanks hit, OF-A6). */
typedef struct fate_key {
    int d, b, c;
} fate_key;

typedef struct tally {
    int n;
    fate_key key[ODDS_MAX_TALLY];
    u128 num[ODDS_MAX_TALLY];
} tally;

typedef struct fire_odds {
    const wg_game *g;
    int mode, platoon, first, nteams, pick_type, prev_hits;
    int tank_team;                         /* a tank in the platoon: no pinning (OF-S17) */
    int alive;                             /* at the start */
    int n;                                 /* declared weapons */
    fow_decl dl[ODDS_MAX_DECL];
    int rof[ODDS_MAX_DECL], faces[ODDS_MAX_DECL], pickable[ODDS_MAX_DECL], emax[ODDS_MAX_DECL];
    int valid[ODDS_MAX_DECL][PT], key[ODDS_MAX_DECL][PT];
    effect eff[ODDS_MAX_DECL][PT];
    int start[PT];                         /* R_NONE (fine), R_BAILED or R_DEAD */
    int exp;                               /* den = 6^exp */
    u128 pow6[ODDS_MAX_EXP + 1];
    /* the combination being settled */
    int nhits, hit_decl[ODDS_MAX_HITS], hit_picked[ODDS_MAX_HITS];
    long ways;
    /* the outcomes so far */
    int nout, overflow;
    int32_t kind[WG_ODDS_MAX], value[WG_ODDS_MAX];
    u128 num[WG_ODDS_MAX];
    char why[160];
} fire_odds;

static int fail(fire_odds *o, int status, const char *why)
{
    snprintf(o->why, sizeof o->why, "%s", why);
    return status;
}

static int faces_at_least(int need)
{
    return need <= 1 ? 6 : need > 6 ? 0 : 7 - need;
}

static const fow_weapon *weapon(const wg_game *g, const fow_decl *dl)
{
    return &fow_d(g)->weapon[fow_type_of(g, dl->team)->slot[dl->slot].weapon];
}

/* ------------------------------------------------------------ one hit's effect */

/* Count `w` paths that rolled `used` of the hit's dice and ended in r. */
static void effect_add(effect *e, int bailed, int r, uint64_t w, int used)
{
    for (int i = used; i < e->dice; i++)
        w *= 6;
    e->res[bailed][r] += w;
}

static int result_code(int res)
{
    return res == WG_FOW_DESTROYED ? R_DEAD : res == WG_FOW_BAILED_OUT ? R_BAILED : R_NONE;
}

/* One side of the tank (weight w of the hull-or-turret die), every armour face (OF-S9..S11). */
static void tank_side(const wg_game *g, const fow_decl *dl, int team, int front, uint64_t w,
                      int used, effect *e)
{
    const fow_weapon *wp = weapon(g, dl);
    int bonus;
    int32_t mods;
    int armour = fow_hit_armour(g, dl->team, team, front, &bonus, &mods);
    int schurzen = fow_schurzen(g, dl->team, dl->slot, team, front);
    int pass = faces_at_least(wp->firepower);
    for (int die = 1; die <= 6; die++) {
        int total = die + armour + bonus;
        for (int bailed = 0; bailed < 2; bailed++) {
            if (total > wp->anti_tank) {
                effect_add(e, bailed, R_NONE, w, used + 1);
                continue;
            }
            uint64_t left = w;
            int u = used + 1;
            if (schurzen) {
                effect_add(e, bailed, R_NONE, w * 3, u + 1); /* a 4+ saves */
                left = w * 3;
                u++;
            }
            effect_add(e, bailed, result_code(fow_armour_result(total, wp->anti_tank, 1, bailed)),
                       left * (uint64_t)pass, u + 1);
            effect_add(e, bailed, result_code(fow_armour_result(total, wp->anti_tank, 0, bailed)),
                       left * (uint64_t)(6 - pass), u + 1);
        }
    }
}

static void tank_effect_odds(const wg_game *g, const fow_decl *dl, int team, effect *e)
{
    fow_flank f = fow_hit_flank(g, dl->team, team);
    int schurzen = fow_schurzen(g, dl->team, dl->slot, team, f.front) ||
                   (f.roll && fow_schurzen(g, dl->team, dl->slot, team, f.turret_front));
    e->dice = f.roll + 1 + schurzen + 1;
    if (!f.roll) {
        tank_side(g, dl, team, f.front, 1, 0, e);
        return;
    }
    tank_side(g, dl, team, f.front, 3, 1, e);        /* 1-3: the hull */
    tank_side(g, dl, team, f.turret_front, 3, 1, e); /* 4-6: the turret */
}

/* OF-S14: a save, then a firepower test in bulletproof cover. */
static void soft_effect_odds(const wg_game *g, const fow_decl *dl, int team, effect *e)
{
    int32_t mods;
    int save = faces_at_least(fow_soft_save(g, team, &mods));
    int cover = fow_bulletproof(g, team, dl->team);
    int pass = faces_at_least(weapon(g, dl)->firepower);
    e->dice = 1 + cover;
    for (int bailed = 0; bailed < 2; bailed++) {
        effect_add(e, bailed, R_NONE, (uint64_t)save, 1);
        if (!cover) {
            effect_add(e, bailed, R_DEAD, (uint64_t)(6 - save), 1);
            continue;
        }
        effect_add(e, bailed, R_DEAD, (uint64_t)((6 - save) * pass), 2);
        effect_add(e, bailed, R_NONE, (uint64_t)((6 - save) * (6 - pass)), 2);
    }
}

/* ------------------------------------------------------------ setting up */

/* Who may take each weapon's hits, in what precedence, and what a hit does. */
static void weapon_tables(fire_odds *o, int k)
{
    const wg_game *g = o->g;
    const fow_decl *dl = &o->dl[k];
    int32_t mods;
    int need = fow_to_hit(g, dl->team, dl->slot, dl->platoon, &mods);
    o->rof[k] = fow_rof(g, dl->team, dl->slot, &mods);
    o->faces[k] = need > 0 ? faces_at_least(need) : 0;
    o->pickable[k] = fow_pick_possible(g, dl->team, dl->slot, dl->platoon, o->pick_type);
    o->emax[k] = 0;
    for (int i = 0; i < o->nteams; i++) {
        int team = o->first + i;
        effect *e = &o->eff[k][i];
        memset(e, 0, sizeof *e);
        o->valid[k][i] = fow_valid_target(g, dl->team, dl->slot, team);
        o->key[k][i] = o->valid[k][i] ? fow_precedence(g, team, dl->team) : 0;
        if (!o->valid[k][i])
            continue;
        if (fow_type_of(g, team)->kind == WG_FOW_TANK)
            tank_effect_odds(g, dl, team, e);
        else
            soft_effect_odds(g, dl, team, e);
        if (e->dice > o->emax[k])
            o->emax[k] = e->dice;
    }
}

static int setup(fire_odds *o)
{
    const wg_game *g = o->g;
    const fow_platoon_def *p = &fow_d(g)->platoon[o->platoon];
    o->first = p->first;
    o->nteams = p->count;
    o->prev_hits = fow_cp(g, o->platoon)->hits;
    for (int i = 0; i < p->count; i++) {
        int team = p->first + i;
        int tank = fow_type_of(g, team)->kind == WG_FOW_TANK;
        o->tank_team |= tank;
        o->start[i] = !fow_alive(g, team)                                 ? R_DEAD
                      : (fow_ct(g, team)->flags & WG_FOW_TEAM_BAILED_OUT) ? R_BAILED
                                                                          : R_NONE;
        o->alive += fow_alive(g, team);
    }
    int sum_rof = 0;
    o->exp = 0;
    for (int k = 0; k < o->n; k++) {
        if (o->dl[k].platoon != o->platoon)
            return fail(o, WG_ELIMIT, "the odds cover fire at one platoon only");
        weapon_tables(o, k);
        sum_rof += o->rof[k];
        o->exp += o->rof[k] * (1 + o->emax[k] + (o->pick_type >= 0 && o->pickable[k]));
    }
    if (sum_rof > fow_d(g)->max_hits || sum_rof > ODDS_MAX_HITS)
        return fail(o, WG_ELIMIT, "too many dice to hit");
    if (o->exp > ODDS_MAX_EXP)
        return fail(o, WG_ELIMIT, "more than 49 dice on one path: den would overflow");
    o->pow6[0] = 1;
    for (int i = 1; i <= ODDS_MAX_EXP; i++)
        o->pow6[i] = o->pow6[i - 1] * 6;
    return WG_OK;
}

/* ------------------------------------------------------------ one combination */

static void tally_add(tally *t, fate_key k, u128 num, int *overflow)
{
    for (int i = 0; i < t->n; i++)
        if (!memcmp(&t->key[i], &k, sizeof k)) {
            t->num[i] += num;
            return;
        }
    if (t->n >= ODDS_MAX_TALLY) {
        *overflow = 1;
        return;
    }
    t->key[t->n] = k;
    t->num[t->n++] = num;
}

/* One team through its hits in order: numerators by (fate, credits) over 6^*dice. */
static void team_fate(const fire_odds *o, int i, const int *hits, int nh,
                      u128 fate[RESULTS][CREDITS], int *dice)
{
    memset(fate, 0, sizeof(u128) * RESULTS * CREDITS);
    fate[o->start[i]][0] = 1;
    int tank = fow_type_of(o->g, o->first + i)->kind == WG_FOW_TANK;
    *dice = 0;
    for (int h = 0; h < nh; h++) {
        const effect *e = &o->eff[hits[h]][i];
        u128 next[RESULTS][CREDITS];
        memset(next, 0, sizeof next);
        for (int s = 0; s < RESULTS; s++)
            for (int c = 0; c < CREDITS; c++) {
                if (!fate[s][c])
                    continue;
                if (s == R_DEAD) { /* an earlier hit destroyed it: no dice */
                    next[s][c] += fate[s][c] * o->pow6[e->dice];
                    continue;
                }
                for (int r = 0; r < RESULTS; r++) {
                    uint64_t w = e->res[s == R_BAILED][r];
                    int to = r == R_NONE ? s : r;
                    int cr = r != R_NONE && tank ? 1 : c; /* OF-A6: a tank counts once */
                    next[to][cr] += fate[s][c] * w;
                }
            }
        memcpy(fate, next, sizeof next);
        *dice += e->dice;
    }
}

/* Fold one team's fate into the platoon's. */
static void convolve(const fire_odds *o, tally *t, int i, u128 fate[RESULTS][CREDITS],
                     int *overflow)
{
    tally acc;
    acc.n = 0;
    for (int k = 0; k < t->n; k++)
        for (int s = 0; s < RESULTS; s++)
            for (int c = 0; c < CREDITS; c++) {
                if (!fate[s][c])
                    continue;
                fate_key x = t->key[k];
                x.d += s == R_DEAD && o->start[i] != R_DEAD;
                x.b += s == R_BAILED && o->start[i] != R_BAILED;
                x.c = x.c + c < CREDITS ? x.c + c : CREDITS - 1;
                tally_add(&acc, x, t->num[k] * fate[s][c], overflow);
            }
    t->n = acc.n; /* copy only what is used: the tally is kilobytes */
    memcpy(t->key, acc.key, sizeof acc.key[0] * (size_t)acc.n);
    memcpy(t->num, acc.num, sizeof acc.num[0] * (size_t)acc.n);
}

static void outcome_add(fire_odds *o, int32_t kind, int32_t value, u128 num)
{
    for (int i = 0; i < o->nout; i++)
        if (o->kind[i] == kind && o->value[i] == value) {
            o->num[i] += num;
            return;
        }
    if (o->nout >= WG_ODDS_MAX) {
        o->overflow = 1;
        return;
    }
    o->kind[o->nout] = kind;
    o->value[o->nout] = value;
    o->num[o->nout++] = num;
}

/* The outcome a platoon's fate makes (fow.h): pinning, falling back. */
static void outcome_of(fire_odds *o, fate_key k, u128 num)
{
    int d = k.d, b = k.b;
    int pinned = !o->tank_team && o->prev_hits + o->nhits >= 5; /* OF-S17 */
    if (o->mode == MODE_SHOT)
        outcome_add(o, WG_FOW_OUTCOME_SHOT | (pinned ? WG_FOW_OUTCOME_PINNED : 0),
                    WG_FOW_OUTCOME_VALUE(o->nhits, d, b), num);
    else if (o->mode == MODE_FIRE)
        outcome_add(o, WG_FOW_OUTCOME_FIRE | (pinned ? WG_FOW_OUTCOME_PINNED : 0),
                    WG_FOW_OUTCOME_VALUE(0, d, b), num);
    else {
        /* OF-A6: a platoon that went in with tanks falls back on two tanks hit */
        int falls = fow_ch(o->g)->df_tank_platoon ? k.c >= 2 : o->nhits >= 5;
        int kind = d >= o->alive ? WG_FOW_OUTCOME_WIPED_OUT
                   : falls       ? WG_FOW_OUTCOME_FALLS_BACK
                                 : WG_FOW_OUTCOME_GOES_IN;
        outcome_add(o, kind, WG_FOW_OUTCOME_VALUE(0, d, b), num);
    }
}

/* The automatic allocation of the combination's hits (OF-S6, OF-S7), as the engine makes it. */
static void allocate(const fire_odds *o, int *to)
{
    int count[2][PT] = { { 0 } };
    for (int h = 0; h < o->nhits; h++) {
        int k = o->hit_decl[h], pk = o->hit_picked[h], valid[PT];
        for (int i = 0; i < o->nteams; i++)
            valid[i] = o->valid[k][i] &&
                       (!pk || fow_d(o->g)->team[o->first + i].type == o->pick_type);
        int t = fow_allocation_first(o->nteams, valid, o->key[k], count[pk]);
        for (int i = 0; i < o->nteams && t < 0; i++) /* never met, as in the engine */
            if (o->start[i] != R_DEAD)
                t = i;
        if (t < 0)
            t = 0;
        count[pk][t]++;
        to[h] = t;
    }
}

/* Settle one combination of hits (and picked-out dice) of weight num over 6^dice. */
static void settle(fire_odds *o, u128 num, int dice)
{
    int to[ODDS_MAX_HITS];
    allocate(o, to);
    tally t;
    memset(&t.key[0], 0, sizeof t.key[0]);
    t.n = 1;
    t.num[0] = num;
    for (int i = 0; i < o->nteams && !o->overflow; i++) {
        int hits[ODDS_MAX_HITS], nh = 0, fd;
        for (int h = 0; h < o->nhits; h++)
            if (to[h] == i)
                hits[nh++] = o->hit_decl[h];
        if (!nh)
            continue;
        u128 fate[RESULTS][CREDITS];
        team_fate(o, i, hits, nh, fate, &fd);
        convolve(o, &t, i, fate, &o->overflow);
        dice += fd;
    }
    for (int k = 0; k < t.n && !o->overflow; k++)
        outcome_of(o, t.key[k], t.num[k] * o->pow6[o->exp - dice]);
}

/* OF-S7: each hit a picked team could take rolls one more die, 5+ picked out. */
static void pick_dice(fire_odds *o, int h, u128 num, int dice)
{
    if (++o->ways > ODDS_MAX_WAYS) {
        o->overflow = 1;
        return;
    }
    for (; h < o->nhits && !(o->pick_type >= 0 && o->pickable[o->hit_decl[h]]); h++)
        ;
    if (h == o->nhits) {
        settle(o, num, dice);
        return;
    }
    o->hit_picked[h] = 1;
    pick_dice(o, h + 1, num * 2, dice + 1);
    o->hit_picked[h] = 0;
    pick_dice(o, h + 1, num * 4, dice + 1);
}

/* Weapon k onwards: every count of hits, C(rof, n) * hit^n * miss^(rof - n). */
static void hit_counts(fire_odds *o, int k, u128 num, int dice)
{
    if (o->overflow)
        return;
    if (k == o->n) {
        pick_dice(o, 0, num, dice);
        return;
    }
    int rof = o->rof[k], base = o->nhits;
    u128 choose = 1;
    for (int n = 0; n <= rof; n++) {
        u128 w = choose;
        for (int i = 0; i < rof; i++)
            w *= (u128)(i < n ? o->faces[k] : 6 - o->faces[k]);
        if (w) {
            for (int i = 0; i < n; i++) {
                o->hit_decl[base + i] = k;
                o->hit_picked[base + i] = 0;
            }
            o->nhits = base + n;
            hit_counts(o, k + 1, num * w, dice + rof);
        }
        choose = choose * (u128)(rof - n) / (u128)(n + 1);
    }
    o->nhits = base;
}

/* ------------------------------------------------------------ the answer */

static int outcome_before(const fire_odds *o, int a, int b)
{
    if (o->kind[a] != o->kind[b])
        return o->kind[a] < o->kind[b];
    return o->value[a] < o->value[b];
}

/* Sorted by kind then value, with the common factors of 6 taken out of den. */
static int finish(fire_odds *o, wg_odds *out)
{
    int order[WG_ODDS_MAX];
    for (int i = 0; i < o->nout; i++) {
        int j = i;
        for (; j > 0 && outcome_before(o, i, order[j - 1]); j--)
            order[j] = order[j - 1];
        order[j] = i;
    }
    int exp = o->exp;
    for (;;) {
        int all = exp > 0;
        for (int i = 0; i < o->nout && all; i++)
            all = o->num[i] % 6 == 0;
        if (!all)
            break;
        for (int i = 0; i < o->nout; i++)
            o->num[i] /= 6;
        exp--;
    }
    if (exp > ODDS_DEN_EXP)
        return fail(o, WG_ELIMIT, "the exact den would overflow 64 bits (more than 6^24)");
    out->den = (uint64_t)o->pow6[exp];
    out->count = 0;
    for (int j = 0; j < o->nout; j++) {
        int i = order[j];
        if (!o->num[i])
            continue;
        wg_odds_outcome *oc = &out->outcome[out->count++];
        oc->kind = o->kind[i];
        oc->unit = -1;
        oc->part = o->platoon;
        oc->value = o->value[i];
        oc->num = (uint64_t)o->num[i];
    }
    return WG_OK;
}

static int fire_odds_of(fire_odds *o, wg_odds *out)
{
    int rc = setup(o);
    if (rc != WG_OK)
        return rc;
    hit_counts(o, 0, 1, 0);
    if (o->overflow)
        return fail(o, WG_ELIMIT, "more than WG_ODDS_MAX outcomes, or too many combinations");
    out->attacks = o->mode == MODE_SHOT ? 1 : o->n;
    return finish(o, out);
}

/* ------------------------------------------------------------ the entry point */

static void odds_init(fire_odds *o, const wg_game *g, int mode, int platoon, int pick_type)
{
    memset(o, 0, sizeof *o);
    o->g = g;
    o->mode = mode;
    o->platoon = platoon;
    o->pick_type = pick_type;
}

/* The declared weapons of g, all at one platoon (the first's), or none. */
static int run_declared(const wg_game *g, int mode, int pick_type, wg_odds *out, char *why,
                        size_t cap)
{
    const fow_hdr *h = fow_ch(g);
    const fow_decl *dl = fow_cdecls(g);
    if (h->ndecl > ODDS_MAX_DECL)
        return snprintf(why, cap, "more than 32 weapons declared"), WG_ELIMIT;
    fire_odds o;
    odds_init(&o, g, mode, h->ndecl ? dl[0].platoon : h->ap, pick_type);
    o.n = h->ndecl;
    memcpy(o.dl, dl, sizeof *dl * (size_t)h->ndecl);
    int rc = fire_odds_of(&o, out);
    snprintf(why, cap, "%s", o.why);
    return rc;
}

static int run_shot(const wg_game *g, const wg_action *a, wg_odds *out, char *why, size_t cap)
{
    fow_decl dl = { a->unit, a->weapon, fow_d(g)->team[a->target].platoon };
    fire_odds o;
    odds_init(&o, g, MODE_SHOT, dl.platoon, -1);
    o.n = 1;
    o.dl[0] = dl;
    int rc = fire_odds_of(&o, out);
    snprintf(why, cap, "%s", o.why);
    return rc;
}

/* CHOOSE 0 in the defensive-fire window: what the automatic choice declares, on a copy. */
static int run_auto_defensive(const wg_game *g, wg_odds *out, char *why, size_t cap)
{
    wg_game *k = NULL; /* no log or history to copy: only the state matters */
    int rc = wg_game_clone_with(&k, g, WG_OPT_NO_LOG | WG_OPT_NO_HISTORY);
    if (rc != WG_OK)
        return snprintf(why, cap, "cannot copy the game to plan the automatic fire"), rc;
    fow_defensive_auto_declare(k);
    rc = run_declared(k, MODE_DEFENSIVE, -1, out, why, cap);
    wg_game_free(k);
    return rc;
}

int fow_odds_action(const wg_game *g, const wg_action *a, wg_odds *out)
{
    int kind = wg_ctop(g)->kind, rc;
    char why[160];
    if (a->type == WG_ACT_DECLARE && (kind == FOW_K_FIRE || kind == FOW_K_DEFENSIVE))
        rc = run_shot(g, a, out, why, sizeof why);
    else if (a->type == WG_ACT_RESOLVE && kind == FOW_K_FIRE)
        rc = run_declared(g, MODE_FIRE, a->part, out, why, sizeof why);
    else if (kind == FOW_K_DEFENSIVE && a->type == WG_ACT_RESOLVE)
        rc = run_declared(g, MODE_DEFENSIVE, -1, out, why, sizeof why);
    else if (kind == FOW_K_DEFENSIVE && a->type == WG_ACT_CHOOSE)
        rc = run_auto_defensive(g, out, why, sizeof why);
    else
        return wg_rs_reject(g, "odds: this action rolls no shot (fow has odds for DECLARE and "
                               "RESOLVE in the Shooting Step and the defensive-fire window, "
                               "and CHOOSE 0 there)"),
               WG_ESTATE;
    if (rc != WG_OK)
        wg_rs_reject(g, "odds: %s", why);
    return rc;
}
