/*
 * Exact odds (wg_odds_action) in the mob ruleset. The main check is brute
 * force: every sequence of faces is played through the dice hook on a
 * clone, what the battle did is read back from the events (not from the
 * odds code), and the tallies must equal the reported numerators exactly.
 * Then the cases the issue names (fieldworks ignoring a flag, blocked
 * retreats, elimination, the artillery phase's shot, a retreat that stops
 * at the owner's choice), agreement with seeded play, and refusals.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "mob_test.h"
#include "../odds_harness.h"

/* ------------------------------------------------------------ scenarios */

/* A 9 x 7 odd-r board, Blue at the bottom, Red at the top; units as YAML lines. */
static wg_game *board(const char *terrain, const char *units)
{
    char yaml[2400];
    snprintf(yaml, sizeof yaml,
             "ruleset: mob\n"
             "board: {columns: 9, rows: 7, terrain: [%s]}\n"
             "sides: [{name: Blue, home: bottom}, {name: Red, home: top}]\n"
             "units:\n%s",
             terrain, units);
    return mob_game(yaml);
}

/* Blue moves first (initiative 1 against 2) and reaches its fire phase. */
static wg_game *blue_fires(const char *terrain, const char *units, script *s)
{
    wg_game *g = board(terrain, units);
    SCRIPT(s, 1, 2);
    mob_begin(g, s);
    pass_until(g, WG_DEC_FIRE, 0);
    assert_script_used_up(s);
    return g;
}

#define WEAK(side, type, c, r, n) \
    "  - {side: " #side ", type: " #type ", at: [" #c ", " #r "], figures: " #n "}\n"
/* Units that keep both sides' phases open and stay out of the way. */
#define SPARES MOB_UNIT(0, infantry, 0, 6) MOB_UNIT(1, infantry, 8, 0)

/* ------------------------------------------------------------ reading what happened */

/* What a battle did to `target`, read from the log and the game afterwards. */
typedef struct seen {
    int kind, value;
} seen;

static seen observe(const wg_game *g, int from, int firer, int target, int general)
{
    int hits = 0, flags = 0, ignored = 0, steps = 0, rest = 0, destroyed = 0, blocked = 0;
    int general_lost = 0;
    int total = wg_game_log_count(g);
    for (int i = from; i < total; i++) {
        wg_event ev;
        assert_int_equal(wg_game_log_event(g, i, &ev), WG_OK);
        if (ev.type == WG_EV_PHASE || ev.type == WG_EV_TURN)
            break;
        if (ev.type == WG_EV_RESULT && ev.unit == firer && ev.target == target)
            flags = ev.extra;
        else if (ev.type == WG_MOB_EV_FLAG_IGNORED && ev.unit == target)
            ignored = ev.value;
        else if (ev.type == WG_EV_DAMAGED && ev.unit == target && !blocked)
            hits = ev.value;
        else if (ev.type == WG_MOB_EV_RETREAT && ev.unit == target)
            steps++;
        else if (ev.type == WG_MOB_EV_RETREAT_BLOCKED && ev.unit == target)
            rest = ev.value, blocked = 1;
        else if (ev.type == WG_EV_DESTROYED && ev.unit == target)
            destroyed = 1;
        else if (ev.type == WG_EV_DESTROYED && ev.unit == general)
            general_lost = 1;
    }
    wg_decision d = decision(g);
    int choice = d.type == WG_DEC_RETREAT && d.unit == target;
    if (choice)
        rest = d.count;
    int kind;
    if (destroyed)
        kind = WG_MOB_OUTCOME_DESTROYED;
    else if (choice)
        kind = WG_MOB_OUTCOME_CHOICE;
    else if (blocked)
        kind = WG_MOB_OUTCOME_BLOCKED;
    else if (steps)
        kind = WG_MOB_OUTCOME_RETREATED;
    else
        kind = WG_MOB_OUTCOME_HELD;
    if (destroyed && !blocked && !steps)
        flags = ignored = 0; /* the hits destroyed it: its flags did nothing */
    if (general_lost)
        kind |= WG_MOB_OUTCOME_GENERAL_LOST;
    seen s = { kind, WG_MOB_OUTCOME_VALUE(hits, flags, ignored, steps, rest, figures(g, target)) };
    return s;
}

static int outcome_index(const wg_odds *o, seen s)
{
    return odds_index(o, s.kind, s.value);
}

/* ------------------------------------------------------------ brute force */

/* What it watches: the firer, the target and the general in its hex; initiative dice rolled. */
typedef struct watch {
    int firer, target, general, initiative;
} watch;

/* Initiative dice 1 then 2 (Blue first, no tie); the battle's from the sequence. */
static int initiative(void *ctx, const wg_roll *roll, int past)
{
    watch *w = ctx;
    (void)past;
    return roll->purpose == WG_MOB_ROLL_INITIATIVE ? 1 + (w->initiative++ & 1) : 0;
}

static void observe_target(const wg_game *k, int from, void *ctx, int32_t *kind, int32_t *value)
{
    const watch *w = ctx;
    seen s = observe(k, from, w->firer, w->target, w->general);
    *kind = s.kind;
    *value = s.value;
}

/* The general in the target's hex, as the query API tells it. */
static int general_with(const wg_game *g, int target)
{
    wg_mob_unit_info u = WG_MOB_UNIT_INFO_INIT;
    assert_int_equal(wg_mob_unit(g, target, &u), WG_OK);
    return u.type == WG_MOB_GENERAL ? -1 : u.general;
}

/* The odds of `a` on g equal the tally of every sequence of its dice played for real. */
static void brute_check(const wg_game *g, wg_action a, wg_odds *o)
{
    uint64_t h = wg_game_hash(g);
    int dice = wg_mob_battle_dice(g, a.unit, a.target);
    assert_true(dice >= 1 && dice <= 6);
    int general = general_with(g, a.target);
    *o = (wg_odds)WG_ODDS_INIT;
    assert_int_equal(wg_odds_action(g, &a, o), WG_OK);
    assert_true(wg_game_hash(g) == h); /* a query: nothing changed */
    odds_well_formed(o, dice, a.target, general);
    watch w = { a.unit, a.target, general, 0 };
    odds_brute b = { dice, initiative, apply_ok, observe_target, &w, 0 };
    odds_brute_force(g, a, &b, o);
}

static uint64_t sum_where(const wg_odds *o, int end)
{
    uint64_t n = 0;
    for (int i = 0; i < o->count; i++)
        if (WG_MOB_OUTCOME_END(o->outcome[i].kind) == end)
            n += o->outcome[i].num;
    return n;
}

/* ------------------------------------------------------------ the worked example */

/* Blue foot at range 2 (3 dice) on Red foot of 3 figures on Red's home row. */
#define HOME_ROW_UNITS MOB_UNIT(0, infantry, 4, 2) WEAK(1, infantry, 4, 0, 3) SPARES

/* mob.h's example: a unit on its home row loses a figure per flag; exact list */
static void mob_odds_worked_example_blocked_retreat_and_elimination(void **state)
{
    (void)state;
    script s;
    wg_game *g = blue_fires("", HOME_ROW_UNITS, &s);
    wg_odds o;
    brute_check(g, act_fire(0, 1), &o);
#define V(h, f, r, l) WG_MOB_OUTCOME_VALUE(h, f, 0, 0, r, l)
    static const struct { int kind, value; uint64_t num; } want[] = {
        { WG_MOB_OUTCOME_HELD, V(2, 0, 0, 1), 36 },
        { WG_MOB_OUTCOME_HELD, V(1, 0, 0, 2), 54 },
        { WG_MOB_OUTCOME_HELD, V(0, 0, 0, 3), 27 },
        { WG_MOB_OUTCOME_BLOCKED, V(1, 1, 1, 1), 36 },
        { WG_MOB_OUTCOME_BLOCKED, V(0, 2, 2, 1), 9 },
        { WG_MOB_OUTCOME_BLOCKED, V(0, 1, 1, 2), 27 },
        { WG_MOB_OUTCOME_DESTROYED, V(3, 0, 0, 0), 8 },
        { WG_MOB_OUTCOME_DESTROYED, V(2, 1, 1, 0), 12 },
        { WG_MOB_OUTCOME_DESTROYED, V(1, 2, 2, 0), 6 },
        { WG_MOB_OUTCOME_DESTROYED, V(0, 3, 3, 0), 1 },
    };
#undef V
    assert_int_equal(o.count, 10);
    assert_true(o.den == 216);
    for (int i = 0; i < 10; i++) {
        assert_int_equal(o.outcome[i].kind, want[i].kind);
        assert_int_equal(o.outcome[i].value, want[i].value);
        assert_true(o.outcome[i].num == want[i].num);
    }
    assert_true(sum_where(&o, WG_MOB_OUTCOME_DESTROYED) == 27); /* 1/8 */
    assert_int_equal(WG_MOB_OUTCOME_REST(o.outcome[4].value), 2);
    assert_int_equal(WG_MOB_OUTCOME_LEFT(o.outcome[2].value), 3);
    /* wg_odds_describe: the same outcomes in words */
    char line[160], name[64];
    snprintf(name, sizeof name, "%s", wg_game_unit_name(g, 1));
    static const char *const words[] = {
        "1/6 (16.7%%): %s: 2 lost; 1 left",
        "1/6 (16.7%%): %s: 1 lost, 1 flag, retreat blocked: 1 more lost; 1 left",
        "1/24 (4.2%%): %s: no loss, 2 flags, retreat blocked: 2 more lost; 1 left",
        "1/27 (3.7%%): %s destroyed",
    };
    static const int at[] = { 0, 3, 4, 6 };
    for (int k = 0; k < 4; k++) {
        char want_line[160];
        snprintf(want_line, sizeof want_line, words[k], name);
        wg_odds_describe(g, &o, at[k], line, sizeof line);
        assert_string_equal(line, want_line);
    }
    wg_game_free(g);
}

/* Elimination: a last figure survives only a roll with no hit and no flag (3/6 a die) */
static void mob_odds_elimination_of_a_last_figure(void **state)
{
    (void)state;
    script s;
    wg_game *g = blue_fires("", MOB_UNIT(0, infantry, 4, 2) WEAK(1, infantry, 4, 0, 1) SPARES,
                            &s);
    wg_odds o;
    brute_check(g, act_fire(0, 1), &o);
    assert_true(sum_where(&o, WG_MOB_OUTCOME_DESTROYED) == 216 - 27);
    /* held; destroyed by a hit (216 - 4^3); by 1, 2 or 3 flags without a hit (37 in all) */
    assert_int_equal(o.count, 5);
    assert_int_equal(o.outcome[0].kind, WG_MOB_OUTCOME_HELD);
    assert_true(o.outcome[0].num == 27);
    assert_int_equal(o.outcome[1].kind, WG_MOB_OUTCOME_DESTROYED);
    assert_int_equal(o.outcome[1].value, WG_MOB_OUTCOME_VALUE(1, 0, 0, 0, 0, 0));
    assert_true(fabs(wg_odds_p(&o, 1) - 152.0 / 216) < 1e-12);
    uint64_t by_flags = 0;
    for (int f = 1; f <= 3; f++) {
        const wg_odds_outcome *oc = &o.outcome[1 + f];
        assert_int_equal(oc->value, WG_MOB_OUTCOME_VALUE(0, f, 0, 0, f, 0));
        by_flags += oc->num;
    }
    assert_true(by_flags == 37);
    wg_game_free(g);
}

/* ------------------------------------------------------------ flags and retreats */

/*
 * Red foot in fieldworks at [4, 3] under a Blue machine gun next to it
 * (5 dice - 2). Red's own unit at [5, 2] and a river at [3, 1] leave one
 * hex a step: [4, 2], then [4, 1].
 */
#define FIELDWORKS_TERRAIN MOB_TERRAIN(fieldworks, 4, 3) MOB_TERRAIN(river, 3, 1)
#define FIELDWORKS_UNITS                                                       \
    MOB_UNIT(0, machine_gun, 4, 4) MOB_UNIT(1, infantry, 4, 3)                 \
    MOB_UNIT(1, infantry, 5, 2) SPARES

/* MB-X9: fieldworks ignore the first flag; the next ones retreat along the only hexes */
static void mob_odds_fieldworks_ignore_a_flag(void **state)
{
    (void)state;
    script s;
    wg_game *g = blue_fires(FIELDWORKS_TERRAIN, FIELDWORKS_UNITS, &s);
    assert_int_equal(wg_mob_battle_dice(g, 0, 1), 3);
    wg_odds o;
    brute_check(g, act_fire(0, 1), &o);
    /* a retreat needs two flags of three dice: 3 * 5 + 1 = 16 of 216 */
    uint64_t moved = 0, ignored_one = 0;
    for (int i = 0; i < o.count; i++) {
        int v = o.outcome[i].value;
        int end = WG_MOB_OUTCOME_END(o.outcome[i].kind);
        assert_true(end != WG_MOB_OUTCOME_CHOICE && end != WG_MOB_OUTCOME_BLOCKED);
        if (end == WG_MOB_OUTCOME_RETREATED) {
            moved += o.outcome[i].num;
            assert_int_equal(WG_MOB_OUTCOME_STEPS(v), WG_MOB_OUTCOME_FLAGS(v));
            assert_int_equal(WG_MOB_OUTCOME_IGNORED(v), 1);
        }
        if (WG_MOB_OUTCOME_IGNORED(v) == 1 && WG_MOB_OUTCOME_FLAGS(v) == 0)
            ignored_one += o.outcome[i].num;
    }
    assert_true(moved == 16);
    assert_true(ignored_one == 3 * 25); /* exactly one flag, the target alive (no 3 hits) */
    wg_game_free(g);
}

/* Two legal hexes: the distribution stops at the owner's choice (CHOICE, REST to go) */
static void mob_odds_retreat_stops_at_the_owners_choice(void **state)
{
    (void)state;
    script s;
    wg_game *g = blue_fires("", MOB_UNIT(0, infantry, 4, 5) MOB_UNIT(1, infantry, 4, 3) SPARES,
                            &s);
    wg_odds o;
    brute_check(g, act_fire(0, 1), &o);
    uint64_t choice = 0;
    for (int i = 0; i < o.count; i++)
        if (WG_MOB_OUTCOME_END(o.outcome[i].kind) == WG_MOB_OUTCOME_CHOICE) {
            choice += o.outcome[i].num;
            assert_int_equal(WG_MOB_OUTCOME_STEPS(o.outcome[i].value), 0);
            assert_int_equal(WG_MOB_OUTCOME_REST(o.outcome[i].value),
                             WG_MOB_OUTCOME_FLAGS(o.outcome[i].value));
        }
    assert_true(choice == 216 - 125); /* any flag of 3 dice (4 figures: never destroyed) */
    wg_game_free(g);
}

/* A general in the target's hex: general faces destroy it (part = the general) */
static void mob_odds_general_in_the_target_hex(void **state)
{
    (void)state;
    script s;
    /* Red foot and general at [4, 3], both retreat hexes taken: flags cost figures */
    wg_game *g = blue_fires("", MOB_UNIT(0, infantry, 4, 5) MOB_UNIT(1, infantry, 4, 3)
                                MOB_UNIT(1, general, 4, 3) MOB_UNIT(1, infantry, 4, 2)
                                MOB_UNIT(1, infantry, 5, 2) SPARES,
                            &s);
    wg_odds o;
    brute_check(g, act_fire(0, 1), &o);
    assert_int_equal(o.outcome[0].part, 2);
    uint64_t lost = 0;
    for (int i = 0; i < o.count; i++)
        if (o.outcome[i].kind & WG_MOB_OUTCOME_GENERAL_LOST)
            lost += o.outcome[i].num;
    assert_true(lost == 216 - 125); /* one general face of six, on any of 3 dice */
    assert_true(sum_where(&o, WG_MOB_OUTCOME_BLOCKED) > 0);
    wg_game_free(g);
    /* a general alone is the target itself: only general faces hit it (part -1) */
    g = blue_fires("", MOB_UNIT(0, infantry, 4, 5) MOB_UNIT(1, general, 4, 3) SPARES, &s);
    brute_check(g, act_fire(0, 1), &o);
    assert_int_equal(o.outcome[0].part, -1);
    assert_true(sum_where(&o, WG_MOB_OUTCOME_DESTROYED) == 216 - 125);
    wg_game_free(g);
}

/* ------------------------------------------------------------ the artillery phase */

/* MB-T1: a gun's FIRE commits a shot rolled when every gun has chosen: its odds */
static void mob_odds_artillery_phase_shot(void **state)
{
    (void)state;
    /* Blue's gun at [4, 6], range 3 (3 dice) on Red foot at [4, 3]; Red has no gun */
    wg_game *g = board("", MOB_UNIT(0, smoothbore_artillery, 4, 6) MOB_UNIT(1, infantry, 4, 3)
                               MOB_UNIT(1, infantry, 5, 2) SPARES);
    script s;
    SCRIPT(&s, 1, 2);
    mob_begin(g, &s);
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_FIRE);
    assert_int_equal(d.unit, 0);
    wg_odds o;
    brute_check(g, act_fire(0, 1), &o);
    /* one retreat hex ([4, 2]) then a choice: a second flag reaches it */
    int saw_forced_then_choice = 0;
    for (int i = 0; i < o.count; i++)
        if (WG_MOB_OUTCOME_END(o.outcome[i].kind) == WG_MOB_OUTCOME_CHOICE &&
            WG_MOB_OUTCOME_STEPS(o.outcome[i].value) == 1)
            saw_forced_then_choice = 1;
    assert_true(saw_forced_then_choice);
    /* holding fire commits no shot */
    wg_odds none = WG_ODDS_INIT;
    wg_action pass = act_pass();
    assert_int_equal(wg_odds_action(g, &pass, &none), WG_ESTATE);
    assert_int_equal(none.count, 0);
    wg_game_free(g);
}

static void same_odds(const wg_odds *a, const wg_odds *b)
{
    assert_true(a->den == b->den);
    assert_int_equal(a->count, b->count);
    for (int i = 0; i < a->count; i++) {
        assert_int_equal(a->outcome[i].kind, b->outcome[i].kind);
        assert_int_equal(a->outcome[i].unit, b->outcome[i].unit);
        assert_int_equal(a->outcome[i].part, b->outcome[i].part);
        assert_int_equal(a->outcome[i].value, b->outcome[i].value);
        assert_true(a->outcome[i].num == b->outcome[i].num);
    }
}

/* Interpretation: a gun's shot is judged on the board as it stands, not after earlier guns */
static void mob_odds_artillery_shot_ignores_the_guns_before_it(void **state)
{
    (void)state;
    /* two Blue guns at range 3 of Red foot at [4, 3]; the first has chosen it too */
    wg_game *two = board("", MOB_UNIT(0, smoothbore_artillery, 3, 6)
                                 MOB_UNIT(0, smoothbore_artillery, 4, 6)
                                 MOB_UNIT(1, infantry, 4, 3) SPARES);
    script s;
    SCRIPT(&s, 1, 2);
    mob_begin(two, &s);
    apply_ok(two, act_fire(0, 2));
    assert_int_equal(decision(two).unit, 1);
    /* the same second gun, with no other gun before it */
    wg_game *one = board("", MOB_UNIT(0, infantry, 3, 6) MOB_UNIT(0, smoothbore_artillery, 4, 6)
                                 MOB_UNIT(1, infantry, 4, 3) SPARES);
    mob_begin(one, &s);
    assert_int_equal(decision(one).unit, 1);
    wg_odds a = WG_ODDS_INIT, b = WG_ODDS_INIT;
    wg_action fire = act_fire(1, 2);
    assert_int_equal(wg_odds_action(two, &fire, &a), WG_OK);
    assert_int_equal(wg_odds_action(one, &fire, &b), WG_OK);
    same_odds(&a, &b);
    odds_well_formed(&a, 3, 2, -1);
    wg_game_free(two);
    wg_game_free(one);
}

/* ------------------------------------------------------------ against seeded play */

/* The general case played with the game's own seeded dice: within 5 sigma of exact */
static void mob_odds_against_seeded_play(void **state)
{
    (void)state;
    enum { GAMES = 4000 };
    static const char units[] = MOB_UNIT(0, infantry, 4, 5) MOB_UNIT(1, infantry, 4, 3)
        MOB_UNIT(1, general, 4, 3) MOB_UNIT(1, infantry, 5, 2) SPARES;
    script s;
    wg_game *g0 = blue_fires("", units, &s);
    wg_odds o = WG_ODDS_INIT;
    wg_action fire = act_fire(0, 1);
    assert_int_equal(wg_odds_action(g0, &fire, &o), WG_OK);
    wg_game_free(g0);
    int count[WG_ODDS_MAX] = { 0 };
    char yaml[2400];
    snprintf(yaml, sizeof yaml,
             "ruleset: mob\nboard: {columns: 9, rows: 7}\n"
             "sides: [{name: Blue, home: bottom}, {name: Red, home: top}]\nunits:\n%s",
             units);
    for (int i = 0; i < GAMES; i++) {
        wg_game *g = NULL;
        wg_error err;
        assert_int_equal(wg_game_new(&g, yaml, strlen(yaml), "seeded.yaml",
                                     (uint64_t)(7919 * i + 3), NULL, &err), WG_OK);
        SCRIPT(&s, 1, 2); /* Blue first; then the seeded generator rolls the battle */
        mob_begin(g, &s);
        pass_until(g, WG_DEC_FIRE, 0);
        assert_int_equal(wg_game_set_dice(g, NULL, NULL), WG_OK);
        int from = wg_game_log_count(g);
        apply_ok(g, fire);
        int k = outcome_index(&o, observe(g, from, 0, 1, 2));
        assert_true(k >= 0);
        count[k]++;
        wg_game_free(g);
    }
    odds_within_sigmas(&o, count, GAMES, 5);
}

/* ------------------------------------------------------------ refusals */

/* Illegal actions give WG_EILLEGAL, actions that roll no battle WG_ESTATE; nothing changes */
static void mob_odds_refusals(void **state)
{
    (void)state;
    wg_game *g = board("", MOB_UNIT(0, infantry, 4, 5) MOB_UNIT(1, infantry, 4, 3) SPARES);
    odds_refused(g, act_pass(), WG_ESTATE); /* the start */
    script s;
    SCRIPT(&s, 1, 2, 6, 3, 3);
    mob_begin(g, &s);
    assert_int_equal(decision(g).type, WG_DEC_MOVE);
    odds_refused(g, act_move(0, 4, 4), WG_ESTATE);
    odds_refused(g, act_fire(0, 1), WG_EILLEGAL); /* not in a movement phase */
    pass_until(g, WG_DEC_FIRE, 0);
    odds_refused(g, act_fire(0, 3), WG_EILLEGAL); /* Red's spare: out of range */
    odds_refused(g, act_fire(1, 0), WG_EILLEGAL); /* a Red unit, in Blue's fire */
    odds_refused(g, act_pass(), WG_ESTATE);
    apply_ok(g, act_fire(0, 1)); /* a flag: Red chooses its retreat */
    assert_int_equal(decision(g).type, WG_DEC_RETREAT);
    odds_refused(g, act_retreat(1, 4, 2), WG_ESTATE);
    wg_game_free(g);
    /* infantry in a fence hex may remove it instead of battling: no battle */
    g = blue_fires(MOB_TERRAIN(fence, 4, 5),
                   MOB_UNIT(0, infantry, 4, 5) MOB_UNIT(1, infantry, 4, 3) SPARES, &s);
    assert_true(is_legal(g, act_choose(0, WG_MOB_CHOICE_REMOVE_FENCE)));
    odds_refused(g, act_choose(0, WG_MOB_CHOICE_REMOVE_FENCE), WG_ESTATE);
    wg_game_free(g);
}

/* ------------------------------------------------------------ speed */

/* The largest shipped battle (5 dice, a general in the hex): asked again and again,
 * the odds come out the same (their time is wgbench's) */
static void mob_odds_query_repeats_exactly(void **state)
{
    (void)state;
    enum { QUERIES = 200 };
    script s;
    wg_game *g = blue_fires("", MOB_UNIT(0, machine_gun, 4, 4) MOB_UNIT(1, infantry, 4, 3)
                                MOB_UNIT(1, general, 4, 3) MOB_UNIT(1, infantry, 5, 2) SPARES,
                            &s);
    assert_int_equal(wg_mob_battle_dice(g, 0, 1), 5);
    wg_action fire = act_fire(0, 1);
    wg_odds o = WG_ODDS_INIT;
    odds_query_repeats(g, fire, QUERIES, &o);
    odds_well_formed(&o, 5, 1, 2);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(mob_odds_worked_example_blocked_retreat_and_elimination),
        cmocka_unit_test(mob_odds_elimination_of_a_last_figure),
        cmocka_unit_test(mob_odds_fieldworks_ignore_a_flag),
        cmocka_unit_test(mob_odds_retreat_stops_at_the_owners_choice),
        cmocka_unit_test(mob_odds_general_in_the_target_hex),
        cmocka_unit_test(mob_odds_artillery_phase_shot),
        cmocka_unit_test(mob_odds_artillery_shot_ignores_the_guns_before_it),
        cmocka_unit_test(mob_odds_against_seeded_play),
        cmocka_unit_test(mob_odds_refusals),
        cmocka_unit_test(mob_odds_query_repeats_exactly),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
