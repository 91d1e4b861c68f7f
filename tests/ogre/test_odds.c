/*
 * Exact odds (wg_odds_action) in the ogre ruleset: checked against brute
 * force (every combination of faces played through the dice hook on a
 * clone, the outcomes read back from the events and tallied: the tallies
 * must equal the reported numerators exactly), on OG-E1's sequence, on
 * plain attacks at every column, on sequences with wasted and combined
 * attacks, and statistically against seeded play.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ogre_test.h"
#include "../start_harness.h"
#include "../odds_harness.h"

/* ------------------------------------------------------------ brute force */

typedef struct ustate {
    int alive, strength, disabled;
} ustate;

static int nibble(const ustate *u)
{
    if (!u->alive)
        return 0;
    return (u->strength > 3 ? 3 : u->strength) | (u->disabled ? 4 : 0);
}

/*
 * What the action did, read from the events after `from`, the way ogre.h
 * documents an odds outcome. weapons[k] = systems in Ogre attack k (a wasted
 * attack emits one WG_EV_WASTED per weapon); NULL for a defender attack.
 */
static void observe(const wg_game *c, int from, const ustate *before, int n, const int *weapons,
                    int32_t *kind, int32_t *value)
{
    ustate st[WG_OGRE_MAX_DEFENDERS + 1];
    int units = wg_game_unit_count(c);
    memcpy(st, before, sizeof st);
    int k = -1, cur = -1, wasted_left = 0;
    *kind = 0;
    *value = 0;
    int total = wg_game_log_count(c);
    int defender_part = -2;
    for (int i = from; i < total; i++) {
        wg_event ev;
        assert_int_equal(wg_game_log_event(c, i, &ev), WG_OK);
        if (ev.type == WG_EV_WINDOW_CLOSED || ev.type == WG_EV_PHASE || ev.type == WG_EV_TURN)
            break;
        switch (ev.type) {
        case WG_EV_ATTACK:
            if (weapons && k >= 0)
                *value |= nibble(&st[cur]) << (4 * k);
            k++;
            cur = ev.target;
            defender_part = ev.part;
            break;
        case WG_EV_RESULT:
            *kind |= ev.result << (2 * k);
            break;
        case WG_EV_WASTED:
            assert_non_null(weapons);
            if (!wasted_left) {
                if (k >= 0)
                    *value |= nibble(&st[cur]) << (4 * k);
                k++;
                cur = ev.target;
                *kind |= WG_OGRE_OUTCOME_WASTED << (2 * k);
                wasted_left = weapons[k];
            }
            wasted_left--;
            break;
        case WG_EV_DAMAGED:
            assert_true(ev.unit >= 0 && ev.unit < units);
            st[ev.unit].strength = ev.extra;
            break;
        case WG_EV_DISABLED:
            st[ev.unit].disabled = 1;
            break;
        case WG_EV_DESTROYED:
            if (ev.part >= 0)
                st[0].strength = -1 - ev.part; /* marks a destroyed system */
            else
                st[ev.unit].alive = 0;
            break;
        default: break;
        }
    }
    assert_int_equal(k + 1, n);
    assert_int_equal(wasted_left, 0);
    if (weapons) {
        *value |= nibble(&st[cur]) << (4 * k);
    } else if (defender_part == WG_OGRE_PART_TREADS) {
        *value = st[0].strength;
    } else {
        *value = st[0].strength == -1 - defender_part ? 0 : 1;
    }
}

/* What a play is judged against: the units before it, the attacks and their weapons. */
typedef struct watch {
    const ustate *before;
    int n;
    const int *weapons;
} watch;

static void observe_play(const wg_game *k, int from, void *ctx, int32_t *kind, int32_t *value)
{
    const watch *w = ctx;
    observe(k, from, w->before, w->n, w->weapons, kind, value);
}

/* The reported odds of `a` on g equal the tally of every combination of n dice. */
static void brute_check(const wg_game *g, wg_action a, int n, const int *weapons, wg_odds *o)
{
    uint64_t h = wg_game_hash(g);
    *o = (wg_odds)WG_ODDS_INIT;
    assert_int_equal(wg_odds_action(g, &a, o), WG_OK);
    assert_true(wg_game_hash(g) == h); /* a query: nothing changed */
    assert_int_equal(o->attacks, n);
    assert_true(o->den == odds_pow6(n));
    assert_true(o->count >= 1 && o->count <= WG_ODDS_MAX);
    uint64_t sum = 0;
    for (int i = 0; i < o->count; i++) {
        assert_true(o->outcome[i].num > 0);
        sum += o->outcome[i].num;
        for (int j = 0; j < i; j++)
            assert_false(o->outcome[j].kind == o->outcome[i].kind &&
                         o->outcome[j].value == o->outcome[i].value);
    }
    assert_true(sum == o->den);

    ustate before[WG_OGRE_MAX_DEFENDERS + 1];
    memset(before, 0, sizeof before);
    int units = wg_game_unit_count(g);
    for (int u = 0; u < units; u++) {
        wg_unit_info ui = ot_unit(g, u);
        before[u].alive = (ui.flags & WG_UNIT_ALIVE) != 0;
        before[u].disabled = (ui.flags & WG_UNIT_DISABLED) != 0;
        before[u].strength = ui.strength;
    }
    watch w = { before, n, weapons };
    odds_brute b = { n, NULL, ot_do, observe_play, &w, 1 };
    odds_brute_force(g, a, &b, o);
}

static void same_odds(const wg_odds *a, const wg_odds *b)
{
    assert_true(a->den == b->den);
    assert_int_equal(a->count, b->count);
    assert_int_equal(a->attacks, b->attacks);
    for (int i = 0; i < a->count; i++) {
        assert_int_equal(a->outcome[i].kind, b->outcome[i].kind);
        assert_int_equal(a->outcome[i].unit, b->outcome[i].unit);
        assert_int_equal(a->outcome[i].part, b->outcome[i].part);
        assert_int_equal(a->outcome[i].value, b->outcome[i].value);
        assert_true(a->outcome[i].num == b->outcome[i].num);
    }
}

/* ------------------------------------------------------------ OG-E1 */

#define E1_SCENARIO OT_MAP "splitfire: true\n"                                  \
    "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"                     \
    "defenders:\n"                                                              \
    "  - {type: command_post, at: [11, 0]}\n"                                   \
    "  - {type: infantry, at: [5, 9], squads: 3}\n"

enum { CP = 1, INF = 2 };

#define K2(r0, r1) ((r0) | (r1) << 2)
#define V2(s0, s1) ((s0) | (s1) << 4)

/* OG-E1, OG-S3: secondary then AP at 3 squads: the joint distribution, exactly */
static void og_e1_odds_of_the_declared_sequence(void **state)
{
    (void)state;
    wg_game *g = ot_new(E1_SCENARIO);
    ot_do(g, ot_ogre_fire(OT_SEC1, INF, 0));
    ot_do(g, ot_ogre_fire(OT_AP1, INF, 0));
    static const int weapons[] = { 1, 1 };
    wg_odds o;
    brute_check(g, ot_move(OT_OGRE, 5, 11), 2, weapons, &o);
    /* 1:1 on 3 squads; after a D the AP is 1:2 on 2; after NE it is 1:3 (no roll) */
    static const struct { int32_t kind, value; uint64_t num; } want[] = {
        { K2(WG_OGRE_OUTCOME_NE, WG_OGRE_OUTCOME_NE), V2(3, 3), 12 },
        { K2(WG_OGRE_OUTCOME_D, WG_OGRE_OUTCOME_NE), V2(2, 2), 8 },
        { K2(WG_OGRE_OUTCOME_D, WG_OGRE_OUTCOME_D), V2(2, 1), 2 },
        { K2(WG_OGRE_OUTCOME_D, WG_OGRE_OUTCOME_X), V2(2, 0), 2 },
        { K2(WG_OGRE_OUTCOME_X, WG_OGRE_OUTCOME_WASTED), V2(0, 0), 12 },
    };
    assert_int_equal(o.count, 5);
    assert_true(o.den == 36);
    for (int i = 0; i < 5; i++) {
        assert_int_equal(o.outcome[i].kind, want[i].kind);
        assert_int_equal(o.outcome[i].value, want[i].value);
        assert_true(o.outcome[i].num == want[i].num);
        assert_int_equal(o.outcome[i].unit, INF);
        assert_int_equal(o.outcome[i].part, -1);
        assert_int_equal(WG_OGRE_OUTCOME_RESULT(o.outcome[i].kind, 1), (want[i].kind >> 2) & 3);
        assert_int_equal(WG_OGRE_OUTCOME_LEFT(o.outcome[i].value, 0), want[i].value & 15);
    }
    assert_true(fabs(wg_odds_p(&o, 4) - 1.0 / 3) < 1e-12);
    /* the same on every commit: STAY (if legal) and PASS roll the same sequence */
    wg_odds o2 = WG_ODDS_INIT;
    wg_action stay = ot_stay();
    if (ot_legal(g, stay)) {
        assert_int_equal(wg_odds_action(g, &stay, &o2), WG_OK);
        same_odds(&o, &o2);
    }
    wg_action none = WG_ACTION_INIT;
    assert_int_equal(wg_odds_action(g, &none, &o2), WG_EILLEGAL);
    wg_action pass = ot_pass();
    assert_int_equal(wg_odds_action(g, &pass, &o2), WG_OK);
    same_odds(&o, &o2);
    wg_game_free(g);
}

/* wg_odds_describe: OG-E1's sequence in words, exact fractions reduced; refusals */
static void og_e1_odds_in_words(void **state)
{
    (void)state;
    wg_game *g = ot_new(E1_SCENARIO);
    ot_do(g, ot_ogre_fire(OT_SEC1, INF, 0));
    ot_do(g, ot_ogre_fire(OT_AP1, INF, 0));
    wg_odds o = WG_ODDS_INIT;
    wg_action pass = ot_pass();
    assert_int_equal(wg_odds_action(g, &pass, &o), WG_OK);
    static const char *const want[] = {
        "1/3 (33.3%): NE, 3 squads left; then NE, 3 squads left",
        "2/9 (22.2%): D, 2 squads left; then NE, 2 squads left",
        "1/18 (5.6%): D, 2 squads left; then D, 1 squad left",
        "1/18 (5.6%): D, 2 squads left; then X, destroyed",
        "1/3 (33.3%): X, destroyed; then wasted",
    };
    char line[128];
    for (int i = 0; i < 5; i++) {
        int n = wg_odds_describe(g, &o, i, line, sizeof line);
        assert_string_equal(line, want[i]);
        assert_int_equal(n, (int)strlen(want[i]));
        assert_int_equal(wg_odds_describe(g, &o, i, NULL, 0), n); /* length only */
    }
    char small[8];
    assert_int_equal(wg_odds_describe(g, &o, 0, small, sizeof small), (int)strlen(want[0]));
    assert_string_equal(small, "1/3 (33"); /* truncated to 7, terminated */
    assert_int_equal(wg_odds_describe(g, &o, 5, line, sizeof line), WG_ERANGE);
    assert_int_equal(wg_odds_describe(g, &o, -1, line, sizeof line), WG_ERANGE);
    assert_int_equal(wg_odds_describe(NULL, &o, 0, line, sizeof line), WG_EINVAL);
    assert_int_equal(wg_odds_describe(g, NULL, 0, line, sizeof line), WG_EINVAL);
    assert_int_equal(wg_odds_describe(g, &o, 0, NULL, 4), WG_EINVAL);
    wg_game_free(g);
}

/* A DECLARE's odds are those of the sequence with it added */
static void og_odds_of_a_declare(void **state)
{
    (void)state;
    wg_game *g = ot_new(E1_SCENARIO);
    wg_odds before = WG_ODDS_INIT, after = WG_ODDS_INIT;
    wg_action sec = ot_ogre_fire(OT_SEC1, INF, 0);
    assert_int_equal(wg_odds_action(g, &sec, &before), WG_OK);
    assert_int_equal(before.attacks, 1);
    assert_int_equal(before.count, 3);
    ot_do(g, sec);
    wg_action ap = ot_ogre_fire(OT_AP1, INF, 0);
    assert_int_equal(wg_odds_action(g, &ap, &before), WG_OK);
    ot_do(g, ap);
    wg_action mv = ot_move(OT_OGRE, 5, 11);
    assert_int_equal(wg_odds_action(g, &mv, &after), WG_OK);
    same_odds(&before, &after);
    /* joining the last attack (value 1) makes one combined attack: 3 + 1 vs 3 */
    wg_action join = ot_ogre_fire(OT_AP2, INF, 1);
    assert_int_equal(wg_odds_action(g, &join, &after), WG_OK);
    assert_int_equal(after.attacks, 2);
    wg_game_free(g);
}

/* ------------------------------------------------------------ sequences */

/* Three attacks: two secondaries on one tank (a second D destroys it), combined APs on infantry */
static void og_odds_three_attacks_with_disable_and_combined(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "splitfire: true\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: heavy_tank, at: [6, 10]}\n"
                        "  - {type: infantry, at: [5, 9], squads: 2}\n");
    ot_do(g, ot_ogre_fire(OT_SEC1, 2, 0));
    ot_do(g, ot_ogre_fire(OT_SEC2, 2, 0));
    ot_do(g, ot_ogre_fire(OT_AP1, 3, 0));
    ot_do(g, ot_ogre_fire(OT_AP2, 3, 1));
    static const int weapons[] = { 1, 1, 2 };
    wg_odds o;
    brute_check(g, ot_move(OT_OGRE, 5, 11), 3, weapons, &o);
    assert_int_equal(o.outcome[0].unit, -1); /* two targets */
    /* D then D: the tank is destroyed by the second D */
    int seen = 0;
    for (int i = 0; i < o.count; i++)
        if (WG_OGRE_OUTCOME_RESULT(o.outcome[i].kind, 0) == WG_OGRE_OUTCOME_D &&
            WG_OGRE_OUTCOME_RESULT(o.outcome[i].kind, 1) == WG_OGRE_OUTCOME_D) {
            assert_int_equal(WG_OGRE_OUTCOME_DISABLED(o.outcome[i].value, 0), 1);
            assert_int_equal(WG_OGRE_OUTCOME_LEFT(o.outcome[i].value, 1), 0);
            seen = 1;
        }
    assert_true(seen);
    wg_game_free(g);
}

/* A combined attack wasted: both weapons count; the first attack is automatic */
static void og_odds_wasted_combined_attack(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "splitfire: true\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: infantry, at: [5, 9], squads: 1}\n");
    ot_do(g, ot_ogre_fire(OT_SEC1, INF, 0));
    ot_do(g, ot_ogre_fire(OT_SEC2, INF, 1)); /* 6 vs 1: automatic */
    ot_do(g, ot_ogre_fire(OT_AP1, INF, 0));
    ot_do(g, ot_ogre_fire(OT_AP2, INF, 1));
    static const int weapons[] = { 2, 2 };
    wg_odds o;
    brute_check(g, ot_pass(), 2, weapons, &o);
    assert_int_equal(o.count, 1);
    assert_int_equal(o.outcome[0].kind, K2(WG_OGRE_OUTCOME_X, WG_OGRE_OUTCOME_WASTED));
    assert_true(o.outcome[0].num == o.den);
    wg_game_free(g);
}

/* ------------------------------------------------------------ plain attacks at each column */

/* Defender guns of one strength against an Ogre whose systems defend with 2. */
static wg_game *gun_game(int attack)
{
    wg_game *g = ot_new("ruleset: ogre\nsplitfire: false\nmap: {columns: 12, rows: 12}\n"
                        "units:\n"
                        "  target: {class: ogre, movement: 3, treads: 20,\n"
                        "           weapons: [{kind: secondary, count: 2, attack: 1, range: 0,"
                        " defense: 2}]}\n"
                        "  gun: {class: vehicle, attack: %d, range: 30, defense: 1}\n"
                        "ogre: {type: target, at: [5, 11], entry_edge: south}\n"
                        "defenders:\n  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: gun, at: [0, 0]}\n  - {type: gun, at: [2, 0]}\n",
                        attack);
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_FIRE);
    return g;
}

/* OG-C1, OG-C2: every column, on a system and on treads, against the table and brute force */
static void og_odds_defender_attack_each_column(void **state)
{
    (void)state;
    static const int attacks[] = { 1, 2, 4, 6, 8, 10 };
    static const int columns[] = { WG_OGRE_ODDS_1_2, WG_OGRE_ODDS_1_1, WG_OGRE_ODDS_2_1,
                                   WG_OGRE_ODDS_3_1, WG_OGRE_ODDS_4_1, WG_OGRE_ODDS_AUTO };
    for (int i = 0; i < 6; i++) {
        assert_int_equal(wg_ogre_odds(attacks[i], 2), columns[i]);
        for (int treads = 0; treads <= 1; treads++) {
            wg_game *g = gun_game(attacks[i]);
            int part = treads ? OT_TREADS : 0;
            ot_do(g, ot_def_fire(2, part));
            wg_odds o;
            brute_check(g, ot_resolve(), 1, NULL, &o);
            int32_t exact[3] = { 2, 2, 2 }; /* treads: always 1:1 (OG-C4) */
            if (!treads)
                wg_ogre_chances(attacks[i], 2, exact);
            int k = 0;
            for (int r = 0; r < 3; r++) {
                if (!exact[r])
                    continue;
                assert_int_equal(o.outcome[k].kind, r);
                assert_int_equal(o.outcome[k].unit, OT_OGRE);
                assert_int_equal(o.outcome[k].part, part);
                assert_true(o.outcome[k].num == (uint64_t)exact[r]);
                int left = treads ? (r == WG_OGRE_X ? 20 - attacks[i] : 20) : r != WG_OGRE_X;
                assert_int_equal(o.outcome[k].value, left);
                k++;
            }
            assert_int_equal(o.count, k);
            wg_game_free(g);
        }
    }
    /* combined: two guns of 1 on one system is 2 vs 2 (1:1); the DECLARE shows it first */
    wg_game *g = gun_game(1);
    ot_do(g, ot_def_fire(2, 1));
    wg_odds o = WG_ODDS_INIT, o2;
    wg_action second = ot_def_fire(3, 1);
    assert_int_equal(wg_odds_action(g, &second, &o), WG_OK);
    ot_do(g, second);
    brute_check(g, ot_resolve(), 1, NULL, &o2);
    same_odds(&o, &o2);
    assert_true(o.outcome[0].num == 2); /* 1:1: NE on 1, 2 */
    wg_game_free(g);
}

/* Ogre attacks in its fire phase at every column (NONE included), by RESOLVE */
static void og_odds_ogre_attack_each_column(void **state)
{
    (void)state;
    static const struct { int w[3]; int n; int target; int column; } cases[] = {
        { { OT_AP1 }, 1, 3, WG_OGRE_ODDS_NONE },                 /* 1 vs 3 squads */
        { { OT_AP1, OT_AP2 }, 2, 3, WG_OGRE_ODDS_1_2 },          /* 2 vs 3 */
        { { OT_SEC1 }, 1, 2, WG_OGRE_ODDS_1_1 },                 /* 3 vs heavy tank 3 */
        { { OT_MISSILE1 }, 1, 2, WG_OGRE_ODDS_2_1 },             /* 6 vs 3 */
        { { OT_MISSILE1, OT_SEC1 }, 2, 2, WG_OGRE_ODDS_3_1 },    /* 9 vs 3 */
        { { OT_MISSILE1, OT_MISSILE2 }, 2, 2, WG_OGRE_ODDS_4_1 },/* 12 vs 3 */
        { { OT_MISSILE1, OT_MISSILE2, OT_MAIN }, 3, 2, WG_OGRE_ODDS_AUTO }, /* 16 vs 3 */
        { { OT_SEC1, OT_SEC2 }, 2, 3, WG_OGRE_ODDS_2_1 },        /* 6 vs 3 squads */
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        wg_game *g = ot_new(OT_MAP "splitfire: false\n"
                            "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                            "defenders:\n"
                            "  - {type: command_post, at: [11, 0]}\n"
                            "  - {type: heavy_tank, at: [6, 10]}\n"
                            "  - {type: infantry, at: [5, 9], squads: 3}\n");
        ot_pass_until(g, WG_OGRE_PLAYER_OGRE, WG_DEC_FIRE);
        for (int i = 0; i < cases[c].n; i++)
            ot_do(g, ot_ogre_fire(cases[c].w[i], cases[c].target, 0));
        wg_ogre_pending_info pi = WG_OGRE_PENDING_INFO_INIT;
        assert_int_equal(wg_ogre_pending(g, &pi), WG_OK);
        assert_int_equal(pi.column, cases[c].column);
        int weapons[1] = { cases[c].n };
        wg_odds o;
        brute_check(g, ot_resolve(), 1, weapons, &o);
        int32_t exact[3];
        wg_ogre_chances(pi.attack, pi.defense, exact);
        int k = 0;
        for (int r = 0; r < 3; r++)
            if (exact[r]) {
                assert_int_equal(o.outcome[k].kind, r);
                assert_int_equal(o.outcome[k].unit, cases[c].target);
                assert_true(o.outcome[k].num == (uint64_t)exact[r]);
                k++;
            }
        assert_int_equal(o.count, k);
        wg_game_free(g);
    }
}

/* ------------------------------------------------------------ refusals */

static void og_odds_refusals(void **state)
{
    (void)state;
    wg_game *g = ot_new(E1_SCENARIO);
    wg_odds o = WG_ODDS_INIT;
    wg_action mv = ot_move(OT_OGRE, 5, 11);
    /* nothing declared: the commit rolls nothing */
    assert_int_equal(wg_odds_action(g, &mv, &o), WG_ESTATE);
    assert_int_equal(o.count, 0);
    assert_true(strlen(wg_game_last_error(g)) > 0);
    /* not legal now */
    wg_action bad = ot_ogre_fire(OT_SEC1, CP, 0); /* out of range */
    assert_int_equal(wg_odds_action(g, &bad, &o), WG_EILLEGAL);
    /* bad arguments */
    assert_int_equal(wg_odds_action(NULL, &mv, &o), WG_EINVAL);
    assert_int_equal(wg_odds_action(g, NULL, &o), WG_EINVAL);
    assert_int_equal(wg_odds_action(g, &mv, NULL), WG_EINVAL);
    o.size = sizeof o - 1;
    assert_int_equal(wg_odds_action(g, &mv, &o), WG_EINVAL);
    assert_true(wg_odds_p(NULL, 0) == 0.0);
    o.size = sizeof o;
    assert_true(wg_odds_p(&o, 0) == 0.0);
    assert_true(wg_odds_p(&o, -1) == 0.0);
    assert_true(wg_odds_p(&o, WG_ODDS_MAX) == 0.0);
    /* a defender movement commits no attack */
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    wg_action list[256];
    int n = wg_game_legal_actions(g, list, 256);
    assert_true(n > 0);
    assert_int_equal(wg_odds_action(g, &list[0], &o), WG_ESTATE);
    wg_game_free(g);
}

/* A ruleset without an odds entry says so (WG_ESTATE): mob, on its shipped scenario */
static void og_odds_other_ruleset_has_none(void **state)
{
    (void)state;
    char path[1024];
    snprintf(path, sizeof path, "%s", OGRE_BASIC);
    char *slash = strrchr(path, '/');
    assert_non_null(slash);
    snprintf(slash + 1, sizeof path - (size_t)(slash + 1 - path), "mob-crossroads.yaml");
    wg_game *g = NULL;
    wg_error err;
    if (wg_game_open(&g, path, 1, NULL, &err) != WG_OK)
        skip(); /* the scenario moved: nothing to check here */
    wg_action list[512];
    int n = wg_game_legal_actions(g, list, 512);
    assert_true(n > 0);
    wg_odds o = WG_ODDS_INIT;
    assert_int_equal(wg_odds_action(g, &list[0], &o), WG_ESTATE);
    assert_int_equal(o.count, 0);
    wg_game_free(g);
}

/* ------------------------------------------------------------ against seeded play */

/* OG-E1 played with the seeded dice over many games: frequencies within 5 sigma */
static void og_e1_odds_against_seeded_play(void **state)
{
    (void)state;
    enum { GAMES = 6000 };
    wg_game *g0 = ot_new(E1_SCENARIO);
    ot_do(g0, ot_ogre_fire(OT_SEC1, INF, 0));
    ot_do(g0, ot_ogre_fire(OT_AP1, INF, 0));
    wg_odds o = WG_ODDS_INIT;
    wg_action mv = ot_move(OT_OGRE, 5, 11);
    assert_int_equal(wg_odds_action(g0, &mv, &o), WG_OK);
    wg_game_free(g0);
    int seen[WG_ODDS_MAX] = { 0 };
    char yaml[2048];
    snprintf(yaml, sizeof yaml, "%s", E1_SCENARIO);
    ustate before[WG_OGRE_MAX_DEFENDERS + 1];
    memset(before, 0, sizeof before);
    before[0].alive = 1;
    before[0].strength = 45;
    before[CP].alive = before[CP].strength = 1;
    before[INF].alive = 1;
    before[INF].strength = 3;
    static const int weapons[] = { 1, 1 };
    for (int i = 0; i < GAMES; i++) {
        wg_game *g = NULL;
        wg_error err;
        assert_int_equal(wg_game_new(&g, yaml, strlen(yaml), "e1.yaml", (uint64_t)(7919 * i + 3),
                                     NULL, &err), WG_OK);
        assert_int_equal(sh_pass_start(g), WG_OK); /* the splitfire window opens after creation */
        ot_do(g, ot_ogre_fire(OT_SEC1, INF, 0));
        ot_do(g, ot_ogre_fire(OT_AP1, INF, 0));
        int from = ot_mark(g);
        ot_do(g, mv);
        int32_t kind, value;
        observe(g, from, before, 2, weapons, &kind, &value);
        int found = -1;
        for (int k = 0; k < o.count; k++)
            if (o.outcome[k].kind == kind && o.outcome[k].value == value)
                found = k;
        assert_true(found >= 0);
        seen[found]++;
        wg_game_free(g);
    }
    for (int k = 0; k < o.count; k++) {
        double p = wg_odds_p(&o, k), f = (double)seen[k] / GAMES;
        double sigma = sqrt(p * (1 - p) / GAMES);
        printf("outcome %d: exact %.4f, seeded %.4f (%.1f sigma)\n", k, p, f,
               fabs(f - p) / sigma);
        if (fabs(f - p) > 5 * sigma)
            fail_msg("outcome %d: %.4f seen, %.4f exact: more than 5 sigma", k, f, p);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(og_e1_odds_of_the_declared_sequence),
        cmocka_unit_test(og_e1_odds_in_words),
        cmocka_unit_test(og_odds_of_a_declare),
        cmocka_unit_test(og_odds_three_attacks_with_disable_and_combined),
        cmocka_unit_test(og_odds_wasted_combined_attack),
        cmocka_unit_test(og_odds_defender_attack_each_column),
        cmocka_unit_test(og_odds_ogre_attack_each_column),
        cmocka_unit_test(og_odds_refusals),
        cmocka_unit_test(og_odds_other_ruleset_has_none),
        cmocka_unit_test(og_e1_odds_against_seeded_play),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
