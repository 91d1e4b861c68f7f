/*
 * Exact odds (wg_odds_action) for mob: the battle a FIRE would roll, fire
 * phase or artillery phase. The dice are enumerated by how many fall in
 * each class of faces that do the same thing to this target (its hits, a
 * general's hits, flags, nothing): a multinomial over at most four classes
 * rather than 6^dice face sequences. Each count goes through the rules' own
 * tally (mob_battle_tally: hits, the general, fieldworks) and the retreat
 * path through hexcc's own legal-hex test (hexcc_retreat_forced), so the
 * odds follow the resolution; tests/mob/test_odds.c plays every face
 * sequence through the dice hook to check that they agree.
 */
#include <string.h>

#include "mob_internal.h"

/* The value's fields are 4 bits each: at most 15 flags (6^15 fits easily). */
#define ODDS_MAX_DICE 15

/* What a face does to the target of this battle (a class is an OR of these). */
enum { C_TARGET = 1, C_GENERAL = 2, C_FLAG = 4, CLASSES = 8 };

typedef struct battle_odds {
    const wg_game *g;
    int target, general, figures, general_figures, home;
    int nclass;                    /* classes some face has, in class order */
    int weight[CLASSES];           /* faces of each of them */
    int symbol[CLASSES];           /* a symbol of each (-1: faces with no symbol) */
    int count[CLASSES];            /* dice in each, for the count being enumerated */
    int path_known[ODDS_MAX_DICE + 1];
    hexcc_retreat_path path[ODDS_MAX_DICE + 1]; /* by the flags that count */
    wg_odds *out;
    int overflow;
} battle_odds;

/* Refuse with a message: the status is the one given, not wg_rs_reject's. */
static int no_odds(const wg_game *g, int status, const char *why)
{
    wg_rs_reject(g, "odds: %s", why);
    return status;
}

/* ------------------------------------------------------------ classes of faces */

static int symbol_class(const mob_data *d, int target, int general, int symbol)
{
    uint32_t bit = 1u << symbol;
    int c = 0;
    if (mob_utype(d, target)->hit_by & bit)
        c |= C_TARGET;
    if (general >= 0 && (mob_utype(d, general)->hit_by & bit))
        c |= C_GENERAL;
    if (symbol == WG_MOB_FACE_FLAG)
        c |= C_FLAG;
    return c;
}

/* Group the die's faces into the classes this battle tells apart. */
static void classify_faces(battle_odds *b, const mob_data *d)
{
    int weight[CLASSES] = { 0 }, symbol[CLASSES];
    for (int c = 0; c < CLASSES; c++)
        symbol[c] = -1;
    for (int f = 0; f < HEXCC_FACES; f++) {
        int s = d->die.face[f];
        int valid = s >= 0 && s < HEXCC_MAX_SYMBOLS; /* hexcc_dice_roll counts no other */
        int c = valid ? symbol_class(d, b->target, b->general, s) : 0;
        weight[c]++;
        if (valid)
            symbol[c] = s;
    }
    b->nclass = 0;
    for (int c = 0; c < CLASSES; c++) {
        if (!weight[c])
            continue;
        b->weight[b->nclass] = weight[c];
        b->symbol[b->nclass] = symbol[c];
        b->nclass++;
    }
}

/* ------------------------------------------------------------ one count's outcome */

static const hexcc_retreat_path *retreat_path(battle_odds *b, int flags)
{
    if (!b->path_known[flags]) {
        hexcc_retreat_forced(b->g, &mob_retreat_ops, b->target, b->home, flags, &b->path[flags]);
        b->path_known[flags] = 1;
    }
    return &b->path[flags];
}

static void add_outcome(battle_odds *b, int kind, int value, uint64_t num)
{
    wg_odds *o = b->out;
    for (int i = 0; i < o->count; i++)
        if (o->outcome[i].kind == kind && o->outcome[i].value == value) {
            o->outcome[i].num += num;
            return;
        }
    if (o->count >= WG_ODDS_MAX) {
        b->overflow = 1;
        return;
    }
    wg_odds_outcome *oc = &o->outcome[o->count++];
    oc->kind = kind;
    oc->unit = b->target;
    oc->part = b->general;
    oc->value = value;
    oc->num = num;
}

/* What mob_battle_apply does with result r, on paper (hits, the general, then flags). */
static void settle(battle_odds *b, const mob_result *r, int ignored, uint64_t num)
{
    int hits = r->hits < b->figures ? r->hits : b->figures;
    int left = b->figures - hits;
    int kind = WG_MOB_OUTCOME_DESTROYED, flags = 0, steps = 0, rest = 0;
    if (left > 0) {
        flags = r->flags;
        kind = WG_MOB_OUTCOME_HELD;
    } else {
        ignored = 0; /* the flags of a destroyed target do nothing */
    }
    if (left > 0 && flags > 0) {
        const hexcc_retreat_path *p = retreat_path(b, flags);
        steps = p->steps;
        rest = p->left;
        if (rest == 0) {
            kind = WG_MOB_OUTCOME_RETREATED;
        } else if (p->choice) {
            kind = WG_MOB_OUTCOME_CHOICE;
        } else {
            left = rest < left ? left - rest : 0; /* a figure per hex not made */
            kind = left ? WG_MOB_OUTCOME_BLOCKED : WG_MOB_OUTCOME_DESTROYED;
        }
    }
    if (b->general >= 0 && r->ghits >= b->general_figures)
        kind |= WG_MOB_OUTCOME_GENERAL_LOST;
    add_outcome(b, kind, WG_MOB_OUTCOME_VALUE(hits, flags, ignored, steps, rest, left), num);
}

/* A roll with this count of dice per class, for the rules' own tally. */
static void settle_count(battle_odds *b, int dice, uint64_t num)
{
    hexcc_roll roll;
    memset(&roll, 0, sizeof roll);
    roll.dice = dice;
    for (int c = 0; c < b->nclass; c++)
        if (b->symbol[c] >= 0)
            roll.count[b->symbol[c]] += b->count[c];
    mob_result r;
    int ignored = mob_battle_tally(b->g, b->target, &roll, &r);
    settle(b, &r, ignored, num);
}

/*
 * Every way to put the `left` dice still unplaced into classes c.. on:
 * num is the multinomial coefficient times each class's faces to the power
 * of its dice, built a class at a time (C(left, k) * weight^k).
 */
static void enumerate(battle_odds *b, int c, int left, int dice, uint64_t num)
{
    if (b->overflow)
        return;
    if (c == b->nclass - 1) {
        uint64_t w = 1;
        for (int i = 0; i < left; i++)
            w *= (uint64_t)b->weight[c];
        b->count[c] = left;
        settle_count(b, dice, num * w);
        return;
    }
    uint64_t choose = 1, power = 1; /* C(left, k), weight^k */
    for (int k = 0; k <= left; k++) {
        b->count[c] = k;
        enumerate(b, c + 1, left - k, dice, num * choose * power);
        choose = choose * (uint64_t)(left - k) / (uint64_t)(k + 1);
        power *= (uint64_t)b->weight[c];
    }
}

/* ------------------------------------------------------------ order */

static int outcome_before(const wg_odds_outcome *a, const wg_odds_outcome *b)
{
    if (a->kind != b->kind)
        return a->kind < b->kind;
    return (uint32_t)a->value < (uint32_t)b->value;
}

static void sort_outcomes(wg_odds *o)
{
    for (int i = 1; i < o->count; i++) {
        wg_odds_outcome x = o->outcome[i];
        int j = i;
        for (; j > 0 && outcome_before(&x, &o->outcome[j - 1]); j--)
            o->outcome[j] = o->outcome[j - 1];
        o->outcome[j] = x;
    }
}

/* ------------------------------------------------------------ the entry point */

static int battle_odds_of(const wg_game *g, int unit, int target, wg_odds *out)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    int dice = mob_rules_dice(g, unit, target); /* what the FIRE rolls (or stores, for a gun) */
    if (dice <= 0)
        return no_odds(g, WG_ESTATE, "this battle rolls no dice");
    if (dice > ODDS_MAX_DICE)
        return no_odds(g, WG_ELIMIT, "more than 15 dice in one battle");
    battle_odds b;
    memset(&b, 0, sizeof b);
    b.g = g;
    b.target = target;
    b.figures = s->u[target].figures;
    b.general = mob_utype(d, target)->general ? -1 : mob_rules_general_at(g, s->u[target].cell);
    b.general_figures = b.general >= 0 ? s->u[b.general].figures : 0;
    b.home = d->home[d->unit_side[target]];
    b.out = out;
    classify_faces(&b, d);
    uint64_t den = 1;
    for (int i = 0; i < dice; i++)
        den *= HEXCC_FACES;
    out->den = den;
    out->attacks = 1;
    enumerate(&b, 0, dice, dice, 1);
    if (b.overflow)
        return no_odds(g, WG_ELIMIT, "more than WG_ODDS_MAX outcomes");
    sort_outcomes(out);
    return WG_OK;
}

int mob_odds_action(const wg_game *g, const wg_action *a, wg_odds *out)
{
    int kind = wg_ctop(g)->kind;
    if ((kind != MOB_K_FIRE && kind != MOB_K_GUN) || a->type != WG_ACT_FIRE)
        return no_odds(g, WG_ESTATE, "only a FIRE commits a battle; this action rolls no battle");
    return battle_odds_of(g, a->unit, a->target, out);
}
