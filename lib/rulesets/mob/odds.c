/*
 * Exact odds (wg_odds_action) for mob: the battle a FIRE would roll, fire
 * phase or artillery phase. The dice are enumerated by how many fall in
 * each class of faces that do the same thing to this target (its hits, a
 * general's hits, flags, nothing): a multinomial over at most four classes
 * rather than 6^dice face sequences (hexcc_odds_enumerate). Each count goes
 * through the rules' own tally (mob_battle_tally: hits, the general, fieldworks) and the retreat
 * path through hexcc's own legal-hex test (hexcc_retreat_forced), so the
 * odds follow the resolution; tests/mob/test_odds.c plays every face
 * sequence through the dice hook to check that they agree.
 */
#include <string.h>

#include "mob_internal.h"

/* What a face does to the target of this battle (a class is an OR of these). */
enum { C_TARGET = 1, C_GENERAL = 2, C_FLAG = 4 };

typedef struct battle_odds {
    const wg_game *g;
    int target, general, figures, general_figures, home;
    hexcc_retreat_memo retreat; /* by the flags that count */
    wg_odds *out;
    int overflow;
} battle_odds;

/* ------------------------------------------------------------ classes of faces */

/* The class of a symbol: what it does to this battle's target, an OR of C_*. */
static int symbol_class(const void *ctx, int symbol)
{
    const battle_odds *b = ctx;
    const mob_data *d = mob_cdata(b->g);
    uint32_t bit = 1u << symbol;
    int c = 0;
    if (mob_utype(d, b->target)->hit_by & bit)
        c |= C_TARGET;
    if (b->general >= 0 && (mob_utype(d, b->general)->hit_by & bit))
        c |= C_GENERAL;
    if (symbol == WG_MOB_FACE_FLAG)
        c |= C_FLAG;
    return c;
}

/* ------------------------------------------------------------ one count's outcome */

static void add_outcome(battle_odds *b, int kind, int value, uint64_t num)
{
    if (hexcc_odds_add(b->out, kind, b->target, b->general, value, num) < 0)
        b->overflow = 1;
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
        const hexcc_retreat_path *p = hexcc_odds_retreat(&b->retreat, b->g, &mob_retreat_ops,
                                                          b->target, b->home, flags);
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

/* One count of dice per class, through the rules' own tally. */
static void settle_roll(void *ctx, const hexcc_roll *roll, uint64_t num)
{
    battle_odds *b = ctx;
    mob_result r;
    if (b->overflow)
        return;
    int ignored = mob_battle_tally(b->g, b->target, roll, &r);
    settle(b, &r, ignored, num);
}

/* ------------------------------------------------------------ the entry point */

static int battle_odds_of(const wg_game *g, int unit, int target, wg_odds *out)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    int dice = mob_rules_dice(g, unit, target); /* what the FIRE rolls (or stores, for a gun) */
    if (dice <= 0)
        return hexcc_odds_refuse(g, WG_ESTATE, "this battle rolls no dice");
    if (dice > HEXCC_ODDS_MAX_DICE)
        return hexcc_odds_refuse(g, WG_ELIMIT, "more than 15 dice in one battle");
    battle_odds b;
    memset(&b, 0, sizeof b);
    b.g = g;
    b.target = target;
    b.figures = s->u[target].figures;
    b.general = mob_utype(d, target)->general ? -1 : mob_rules_general_at(g, s->u[target].cell);
    b.general_figures = b.general >= 0 ? s->u[b.general].figures : 0;
    b.home = d->home[d->unit_side[target]];
    b.out = out;
    hexcc_face_classes fc;
    hexcc_odds_classify(&d->die, symbol_class, &b, &fc);
    out->den = hexcc_odds_den(dice);
    out->attacks = 1;
    hexcc_odds_enumerate(&fc, dice, settle_roll, &b);
    if (b.overflow)
        return hexcc_odds_refuse(g, WG_ELIMIT, "more than WG_ODDS_MAX outcomes");
    hexcc_odds_sort(out);
    return WG_OK;
}

int mob_odds_action(const wg_game *g, const wg_action *a, wg_odds *out)
{
    int kind = wg_ctop(g)->kind;
    if ((kind != MOB_K_FIRE && kind != MOB_K_GUN) || a->type != WG_ACT_FIRE)
        return hexcc_odds_refuse(g, WG_ESTATE,
                                 "only a FIRE commits a battle; this action rolls no battle");
    return battle_odds_of(g, a->unit, a->target, out);
}
