/*
 * Exact odds (wg_odds_action) for m44: the one battle a legal action rolls
 * at once (a battle or an overrun, an Op Fire shot, either answer to an
 * Ambush window, a Barrage, a one-hex Air Power strike). The dice are
 * counted by classes of faces that do the same thing to the target (a hit,
 * a flag, nothing: hexcc_odds_enumerate), each count goes through the
 * battle's own tally (m44_rules_tally: symbols, stars under Air Power,
 * sandbags) and each retreat through hexcc's own legal-hex test
 * (hexcc_retreat_forced with m44's retreat rules), so the odds follow the
 * resolution; tests/m44/test_odds.c plays every face sequence through the
 * dice hook to check that they agree.
 */
#include <string.h>

#include "m44_internal.h"

/* What one face does to this battle's target (a class is an OR of these). */
enum { C_HIT = 1, C_FLAG = 2 };

/* The battle an action rolls now: who rolls how many dice at whom. */
typedef struct battle_spec {
    int unit;   /* the unit that rolls, -1 for a card's own dice */
    int target;
    int kind;   /* M44_B_* */
    int dice;
} battle_spec;

typedef struct battle_odds {
    const wg_game *g;
    battle_spec spec;
    int figures, home, from, credit;
    hexcc_retreat_memo retreat; /* by the flags that count */
    wg_odds *out;
    int overflow;
} battle_odds;

/* ------------------------------------------------------------ which battle */

/* Air Power's first target commits the order at once when no other enemy is next to it. */
static int air_strikes_alone(const wg_game *g, int target)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    for (int u = 0; u < d->nunits; u++)
        if (u != target && d->unit_side[u] == d->unit_side[target] && m44_rules_alive(g, u) &&
            m44_rules_dist(g, s->u[u].cell, s->u[target].cell) == 1)
            return 0;
    return 1;
}

/* An order's DECLARE or RESOLVE: a strike at one hex (a Barrage, an Air Power strike). */
static int order_battle(const wg_game *g, const wg_action *a, battle_spec *b)
{
    const m44_state *s = m44_cst(g);
    const m44_card_kind *k = m44_card_order(g);
    const char *none = "this part of the order rolls no battle";
    if (k->picks == M44_PICK_FOES && k->foes == 1 && a->type == WG_ACT_DECLARE) {
        *b = (battle_spec){ -1, a->target, k->strike, m44_card_strike_dice(g) };
        return WG_OK;
    }
    if (k->picks != M44_PICK_FOES || k->foes == 1 || (a->type == WG_ACT_RESOLVE && s->nair == 0))
        return hexcc_odds_refuse(g, WG_ESTATE, none);
    int target = -1;
    if (a->type == WG_ACT_RESOLVE && s->nair == 1)
        target = s->air[0];
    else if (a->type == WG_ACT_DECLARE && s->nair == 0 && air_strikes_alone(g, a->target))
        target = a->target;
    else if (s->nair + (a->type == WG_ACT_DECLARE) > 1)
        return hexcc_odds_refuse(g, WG_ESTATE,
                                 "an Air Power strike at several hexes has no joint odds");
    else
        return hexcc_odds_refuse(g, WG_ESTATE, "Air Power rolls when the order is committed");
    *b = (battle_spec){ -1, target, k->strike, m44_card_strike_dice(g) };
    return WG_OK;
}

/* A FIRE of the battle phase or an overrun: the assault, unless an Ambush may come first. */
static int assault_battle(const wg_game *g, const wg_action *a, int kind, battle_spec *b)
{
    if (m44_ambush_card(g, a->unit, a->target) >= 0)
        return hexcc_odds_refuse(g, WG_ESTATE, "the defender may answer with Ambush first: "
                                               "ask the odds of its window");
    *b = (battle_spec){ a->unit, a->target, kind, m44_battle_dice(g, a->unit, a->target) };
    return WG_OK;
}

/* The Ambush window: PLAY rolls the ambusher's dice, PASS the assault's (M44-C3). */
static int ambush_battle(const wg_game *g, const wg_action *a, battle_spec *b)
{
    const wg_frame *f = wg_ctop(g);
    int attacker = f->unit, defender = f->target;
    if (a->type == WG_ACT_PLAY)
        *b = (battle_spec){ defender, attacker, M44_B_AMBUSH,
                            m44_rules_dice(g, defender, attacker, 0) };
    else
        *b = (battle_spec){ attacker, defender, f->data[1],
                            m44_battle_dice(g, attacker, defender) };
    return WG_OK;
}

/* The battle the legal action `a` rolls now, as turn.c would roll it. */
static int battle_of(const wg_game *g, const wg_action *a, battle_spec *b)
{
    const wg_frame *f = wg_ctop(g);
    switch (f->kind) {
    case M44_K_BATTLE:
    case M44_K_OVERRUN:
        if (a->type != WG_ACT_FIRE)
            break;
        return assault_battle(g, a, f->kind == M44_K_BATTLE ? M44_B_NORMAL : M44_B_OVERRUN, b);
    case M44_K_OPFIRE: /* M44-O6: the card gives no die */
        if (a->type != WG_ACT_FIRE)
            break;
        *b = (battle_spec){ a->unit, f->unit, M44_B_OPFIRE,
                            m44_rules_dice(g, a->unit, f->unit, 0) };
        return WG_OK;
    case M44_K_AMBUSH:
        return ambush_battle(g, a, b);
    case M44_K_ORDER:
        return order_battle(g, a, b);
    default:
        break;
    }
    return hexcc_odds_refuse(g, WG_ESTATE, "this action rolls no battle");
}

/* ------------------------------------------------------------ one count's outcome */

/* A face's class: whether it hits this target (the tally of one die), whether it is a flag. */
static int symbol_class(const void *ctx, int symbol)
{
    const battle_odds *b = ctx;
    hexcc_roll one;
    memset(&one, 0, sizeof one);
    one.dice = 1;
    one.count[symbol] = 1;
    int hits, flags;
    m44_rules_tally(b->g, b->spec.target, b->spec.kind, &one, &hits, &flags);
    return (hits ? C_HIT : 0) | (symbol == WG_M44_SYM_FLAG ? C_FLAG : 0);
}

/* M44-B10: the medals once the target is gone (to -1) or at `to` reach the scenario's count. */
static int ends_game(const battle_odds *b, int to)
{
    const m44_data *d = m44_cdata(b->g);
    int score[2];
    for (int p = 0; p < 2; p++) /* medals.c's count, the target at `to` (M44-X20..X23) */
        score[p] = m44_medals_score(b->g, p, b->spec.target, to) + (to < 0 && p == b->credit);
    return score[0] >= d->medals || score[1] >= d->medals;
}

/* What battle() and the retreat do with these hits and flags, on paper. */
static void settle(battle_odds *b, int hits, int flags, int ignored, uint64_t num)
{
    int left = b->figures - (hits < b->figures ? hits : b->figures);
    int end = WG_M44_OUTCOME_DESTROYED, steps = 0, rest = 0, to = -1;
    if (left == 0) {
        hits = b->figures;
        flags = ignored = 0; /* the flags of an eliminated unit do nothing */
    } else if (flags == 0) {
        end = WG_M44_OUTCOME_HELD;
        to = b->from;
    } else {
        const hexcc_retreat_path *p = hexcc_odds_retreat(&b->retreat, b->g, &m44_retreat_ops,
                                                          b->spec.target, b->home, flags);
        steps = p->steps;
        rest = p->left;
        to = p->cell;
        if (rest == 0) {
            end = WG_M44_OUTCOME_RETREATED;
        } else if (p->choice) {
            end = WG_M44_OUTCOME_CHOICE;
        } else {
            left = rest < left ? left - rest : 0; /* M44-B5: a figure per hex not made */
            end = left ? WG_M44_OUTCOME_BLOCKED : WG_M44_OUTCOME_DESTROYED;
            to = left ? to : -1;
        }
    }
    /* a retreat that waits on its owner has not been checked for victory yet */
    int kind = end;
    if (end != WG_M44_OUTCOME_CHOICE && ends_game(b, to))
        kind |= WG_M44_OUTCOME_GAME_OVER;
    if (hexcc_odds_add(b->out, kind, b->spec.target, b->spec.unit,
                       WG_M44_OUTCOME_VALUE(hits, flags, ignored, steps, rest, left), num) < 0)
        b->overflow = 1;
}

/* One count of dice per class, through the battle's own tally. */
static void settle_roll(void *ctx, const hexcc_roll *roll, uint64_t num)
{
    battle_odds *b = ctx;
    int hits, flags;
    if (b->overflow)
        return;
    int ignored = m44_rules_tally(b->g, b->spec.target, b->spec.kind, roll, &hits, &flags);
    settle(b, hits, flags, ignored, num);
}

/* ------------------------------------------------------------ the entry point */

static int battle_odds_of(const wg_game *g, const battle_spec *spec, wg_odds *out)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    if (spec->dice <= 0)
        return hexcc_odds_refuse(g, WG_ESTATE, "this battle rolls no dice");
    if (spec->dice > HEXCC_ODDS_MAX_DICE)
        return hexcc_odds_refuse(g, WG_ELIMIT, "more than 15 dice in one battle");
    battle_odds b;
    memset(&b, 0, sizeof b);
    b.g = g;
    b.spec = *spec;
    b.figures = s->u[spec->target].figures;
    b.from = s->u[spec->target].cell;
    b.home = d->home[d->unit_side[spec->target]];
    b.credit = 1 - d->unit_side[spec->target];
    b.out = out;
    hexcc_face_classes fc;
    hexcc_odds_classify(&d->die, symbol_class, &b, &fc);
    out->den = hexcc_odds_den(spec->dice);
    out->attacks = 1;
    hexcc_odds_enumerate(&fc, spec->dice, settle_roll, &b);
    if (b.overflow)
        return hexcc_odds_refuse(g, WG_ELIMIT, "more than WG_ODDS_MAX outcomes");
    hexcc_odds_sort(out);
    return WG_OK;
}

int m44_odds_action(const wg_game *g, const wg_action *a, wg_odds *out)
{
    battle_spec b;
    int rc = battle_of(g, a, &b);
    return rc == WG_OK ? battle_odds_of(g, &b, out) : rc;
}
