/*
 * Exact odds of a battle roll, shared by mob and m44: the dice are counted
 * by classes of faces that do the same thing to the target (a multinomial
 * over at most six classes) rather than enumerated as 6^dice sequences,
 * and the outcomes are merged and put in the order wargame.h promises.
 * What a class is and what a count does stay the ruleset's.
 */
#include <string.h>

#include "hexcc.h"

void hexcc_odds_classify(const hexcc_die *die, int (*class_of)(const void *ctx, int symbol),
                         const void *ctx, hexcc_face_classes *out)
{
    int weight[HEXCC_ODDS_CLASSES] = { 0 }, symbol[HEXCC_ODDS_CLASSES];
    for (int c = 0; c < HEXCC_ODDS_CLASSES; c++)
        symbol[c] = -1;
    for (int f = 0; f < HEXCC_FACES; f++) {
        int s = die->face[f];
        int valid = s >= 0 && s < HEXCC_MAX_SYMBOLS; /* hexcc_dice_roll counts no other */
        int c = valid ? class_of(ctx, s) : 0;
        weight[c]++;
        if (valid)
            symbol[c] = s;
    }
    out->n = 0;
    for (int c = 0; c < HEXCC_ODDS_CLASSES; c++) {
        if (!weight[c])
            continue;
        out->weight[out->n] = weight[c];
        out->symbol[out->n] = symbol[c];
        out->n++;
    }
}

uint64_t hexcc_odds_den(int dice)
{
    uint64_t den = 1;
    for (int i = 0; i < dice; i++)
        den *= HEXCC_FACES;
    return den;
}

typedef struct walk {
    const hexcc_face_classes *fc;
    int dice;
    int count[HEXCC_FACES];
    void (*visit)(void *ctx, const hexcc_roll *roll, uint64_t num);
    void *ctx;
} walk;

/* One count per class: the roll a class's symbol stands for, for the ruleset's own tally. */
static void visit_count(walk *w, uint64_t num)
{
    hexcc_roll roll;
    memset(&roll, 0, sizeof roll);
    roll.dice = w->dice;
    for (int c = 0; c < w->fc->n; c++)
        if (w->fc->symbol[c] >= 0)
            roll.count[w->fc->symbol[c]] += w->count[c];
    w->visit(w->ctx, &roll, num);
}

/*
 * Every way to put the `left` dice still unplaced into classes c.. on:
 * num is the multinomial coefficient times each class's faces to the power
 * of its dice, built a class at a time (C(left, k) * weight^k).
 */
static void place(walk *w, int c, int left, uint64_t num)
{
    if (c == w->fc->n - 1) {
        uint64_t power = 1;
        for (int i = 0; i < left; i++)
            power *= (uint64_t)w->fc->weight[c];
        w->count[c] = left;
        visit_count(w, num * power);
        return;
    }
    uint64_t choose = 1, power = 1; /* C(left, k), weight^k */
    for (int k = 0; k <= left; k++) {
        w->count[c] = k;
        place(w, c + 1, left - k, num * choose * power);
        choose = choose * (uint64_t)(left - k) / (uint64_t)(k + 1);
        power *= (uint64_t)w->fc->weight[c];
    }
}

void hexcc_odds_enumerate(const hexcc_face_classes *fc, int dice,
                          void (*visit)(void *ctx, const hexcc_roll *roll, uint64_t num),
                          void *ctx)
{
    walk w = { .fc = fc, .dice = dice, .visit = visit, .ctx = ctx };
    if (fc->n > 0)
        place(&w, 0, dice, 1);
}

int hexcc_odds_add(wg_odds *o, int kind, int unit, int part, int value, uint64_t num)
{
    for (int i = 0; i < o->count; i++)
        if (o->outcome[i].kind == kind && o->outcome[i].value == value) {
            o->outcome[i].num += num;
            return 0;
        }
    return wg_odds_append(o, kind, unit, part, value, num);
}

static int outcome_before(const wg_odds_outcome *a, const wg_odds_outcome *b)
{
    if (a->kind != b->kind)
        return a->kind < b->kind;
    return (uint32_t)a->value < (uint32_t)b->value;
}

void hexcc_odds_sort(wg_odds *o)
{
    for (int i = 1; i < o->count; i++) {
        wg_odds_outcome x = o->outcome[i];
        int j = i;
        for (; j > 0 && outcome_before(&x, &o->outcome[j - 1]); j--)
            o->outcome[j] = o->outcome[j - 1];
        o->outcome[j] = x;
    }
}

const hexcc_retreat_path *hexcc_odds_retreat(hexcc_retreat_memo *m, const wg_game *g,
                                             const hexcc_retreat_ops *ops, int unit, int home,
                                             int hexes)
{
    if (!m->known[hexes]) {
        hexcc_retreat_forced(g, ops, unit, home, hexes, &m->path[hexes]);
        m->known[hexes] = 1;
    }
    return &m->path[hexes];
}

int hexcc_odds_refuse(const wg_game *g, int status, const char *why)
{
    wg_rs_reject(g, "odds: %s", why);
    return status;
}
