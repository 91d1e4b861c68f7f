/*
 * Exact odds (wg_odds_action) in the fow ruleset. The main check is brute
 * force: every sequence of faces of the fire's dice is played through the
 * dice hook on a clone, the hits allocated automatically (CHOOSE 0, what
 * the odds assume), what happened read back from the events (not from the
 * odds code), and the tallies must equal the reported numerators exactly.
 * Then agreement with seeded play, refusals, words, and the same answer to
 * the same question (query times are wgbench's).
 */
#include <stdio.h>

#include "fow_test.h"
#include "../odds_harness.h"
#include "core/u128.h"

#define HEAD "ruleset: fow\nunits: inch\ntable: {width: 48, depth: 48}\n"
#define TALLY_EXP 40 /* tallies are counted over 6^40 */

static wg_game *game(const char *body)
{
    char yaml[4096];
    snprintf(yaml, sizeof yaml, HEAD "%s", body);
    return fow_new(yaml);
}

static wg_action declare(int team, int weapon, int target)
{
    wg_action a = wg_action_make(WG_ACT_DECLARE);
    a.unit = team;
    a.weapon = weapon;
    a.target = target;
    return a;
}

static wg_action resolve(int pick)
{
    wg_action a = wg_action_make(WG_ACT_RESOLVE);
    a.part = pick;
    return a;
}

static wg_u128 pow6(int n)
{
    wg_u128 d = wg_u128_of(1);
    while (n-- > 0)
        d = wg_u128_mul_u64(d, 6);
    return d;
}

static int den_exp(uint64_t den)
{
    int k = 0;
    for (; den > 1; den /= 6)
        k++;
    return k;
}

static void odds_ok(const wg_game *g, wg_action a, wg_odds *o)
{
    uint64_t h = wg_game_hash(g);
    *o = (wg_odds)WG_ODDS_INIT;
    int rc = wg_odds_action(g, &a, o);
    if (rc != WG_OK)
        fail_msg("odds refused: %s", wg_game_last_error(g));
    assert_true(wg_game_hash(g) == h); /* a query: nothing changed */
    assert_true(wg_u128_cmp(pow6(den_exp(o->den)), wg_u128_of(o->den)) == 0);
    uint64_t sum = 0;
    for (int i = 0; i < o->count; i++) {
        assert_true(o->outcome[i].num > 0);
        sum += o->outcome[i].num;
        if (i > 0) {
            const wg_odds_outcome *p = &o->outcome[i - 1], *c = &o->outcome[i];
            assert_true(p->kind < c->kind || (p->kind == c->kind && p->value < c->value));
        }
    }
    assert_true(sum == o->den);
}

/* ------------------------------------------------------------ what happened */

enum { SHOT, FIRE, DEFENSIVE };

typedef struct seen {
    int kind, value;
} seen;

static int in_platoon(const wg_game *g, int team, int platoon)
{
    return team >= 0 && wg_fow_team_platoon(g, team) == platoon;
}

/* Read the fire's results from the log, up to the defensive-fire window's close. */
static seen observe(const wg_game *g, int from, int mode, int platoon, int alive)
{
    int hits = 0, dead = 0, pinned = 0, falls = 0, bailed[128] = { 0 };
    for (int i = from; i < wg_game_log_count(g); i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        if (ev.type == WG_FOW_EV_SHOTS)
            hits += ev.result;
        else if (ev.type == WG_EV_DESTROYED && in_platoon(g, ev.unit, platoon))
            dead++, bailed[ev.unit] = 0;
        else if (ev.type == WG_FOW_EV_EFFECT && ev.result == WG_FOW_BAILED_OUT)
            bailed[ev.target] = 1;
        else if (ev.type == WG_FOW_EV_PINNED && in_platoon(g, ev.unit, platoon))
            pinned = WG_FOW_OUTCOME_PINNED;
        else if (ev.type == WG_EV_WINDOW_CLOSED) {
            falls = ev.value;
            break;
        }
    }
    int b = 0;
    for (int t = 0; t < 128; t++)
        b += bailed[t];
    seen s = { 0, WG_FOW_OUTCOME_VALUE(mode == SHOT ? hits : 0, dead, b) };
    if (mode == SHOT)
        s.kind = WG_FOW_OUTCOME_SHOT | pinned;
    else if (mode == FIRE)
        s.kind = WG_FOW_OUTCOME_FIRE | pinned;
    else
        s.kind = dead >= alive ? WG_FOW_OUTCOME_WIPED_OUT
                 : falls       ? WG_FOW_OUTCOME_FALLS_BACK
                               : WG_FOW_OUTCOME_GOES_IN;
    return s;
}

static int outcome_index(const wg_odds *o, seen s)
{
    for (int i = 0; i < o->count; i++)
        if (o->outcome[i].kind == s.kind && o->outcome[i].value == s.value)
            return i;
    return -1;
}

/* ------------------------------------------------------------ brute force */

/* The fire's dice replay `face` and extend it with 1s; other dice (the fight
 * after defensive fire) are all 1s and not enumerated. */
typedef struct replay {
    int face[64];
    int n, used, from;
} replay;

static int fire_die(int purpose)
{
    return purpose == WG_FOW_ROLL_TO_HIT || purpose == WG_FOW_ROLL_PICK_OUT ||
           purpose == WG_FOW_ROLL_HULL_TURRET || purpose == WG_FOW_ROLL_ARMOUR_SAVE ||
           purpose == WG_FOW_ROLL_FIREPOWER || purpose == WG_FOW_ROLL_INFANTRY_SAVE ||
           purpose == WG_FOW_ROLL_GUN_SAVE || purpose == WG_FOW_ROLL_SCHURZEN;
}

static int replay_roll(void *payload, const wg_game *g, const wg_roll *roll)
{
    replay *r = payload;
    assert_int_equal(roll->sides, 6);
    if (!fire_die(roll->purpose) || fow_count_events(g, r->from, WG_EV_WINDOW_CLOSED, NULL))
        return 1;
    assert_true(r->used < 64);
    if (r->used == r->n)
        r->face[r->n++] = 1;
    return r->face[r->used++];
}

/* Play `a`, then let the automatic allocation place every hit. */
static void play(wg_game *k, wg_action a)
{
    int rc = wg_game_apply(k, &a);
    if (rc != WG_OK)
        print_error("%s\n", wg_game_last_error(k));
    assert_int_equal(rc, WG_OK);
    while (fow_decision_type(k) == WG_DEC_ALLOCATE_HITS)
        assert_int_equal(fow_choose(k, -1, 0), WG_OK);
}

/* The teams of a platoon alive now. */
static int alive_in(const wg_game *g, int platoon)
{
    int n = 0;
    for (int t = 0; t < wg_game_unit_count(g); t++)
        n += in_platoon(g, t, platoon) && wg_fow_alive(g, t);
    return n;
}

/*
 * The odds of `a` on g equal the tally of every face sequence of its dice.
 * A SHOT's DECLARE is played as the declaration followed by its RESOLVE.
 */
static void brute_check(const wg_game *g, wg_action a, int mode, wg_odds *o)
{
    odds_ok(g, a, o);
    int platoon = o->outcome[0].part, alive = alive_in(g, platoon);
    wg_u128 tally[WG_ODDS_MAX];
    memset(tally, 0, sizeof tally);
    replay r;
    memset(&r, 0, sizeof r);
    long runs = 0;
    for (;;) {
        wg_game *k = NULL;
        assert_int_equal(wg_game_clone(&k, g), WG_OK);
        r.used = 0;
        r.from = wg_game_log_count(k);
        assert_int_equal(wg_game_set_dice(k, replay_roll, &r), WG_OK);
        play(k, a);
        if (mode == SHOT)
            play(k, resolve(-1));
        assert_int_equal(r.used, r.n);
        assert_true(r.n <= TALLY_EXP);
        seen s = observe(k, r.from, mode, platoon, alive);
        int i = outcome_index(o, s);
        if (i < 0)
            fail_msg("run %ld gave kind %d value 0x%x, not in the odds", runs, s.kind,
                     (unsigned)s.value);
        tally[i] = wg_u128_add(tally[i], pow6(TALLY_EXP - r.n));
        wg_game_free(k);
        runs++;
        int j = r.n - 1;
        while (j >= 0 && r.face[j] == 6)
            j--;
        if (j < 0)
            break;
        r.face[j]++;
        r.n = j + 1;
    }
    int exp = den_exp(o->den);
    for (int i = 0; i < o->count; i++)
        if (wg_u128_cmp(tally[i], wg_u128_mul_u64(pow6(TALLY_EXP - exp), o->outcome[i].num)))
            fail_msg("outcome %d (kind %d value 0x%x): brute force disagrees", i,
                     o->outcome[i].kind, (unsigned)o->outcome[i].value);
    print_message("%ld face sequences, den 6^%d, %d outcomes\n", runs, exp, o->count);
    for (int i = 0; i < o->count; i++) {
        char buf[160];
        wg_odds_describe(g, o, i, buf, sizeof buf);
        print_message("  %s\n", buf);
    }
}

/* ------------------------------------------------------------ scenarios */

/* A PaK40 (team 0) 12" (centres) from a lone Trained Sherman (team 1) facing it. */
static const char pak_vs_sherman[] =
    "companies:\n"
    "  - {player: 0, platoons: [{type: german_grenadier_platoon, teams: [\n"
    "      {type: pak40, at: [24, 10]%s}]}]}\n"
    "  - {player: 1, platoons: [{type: british_sherman_platoon, teams: [\n"
    "      {type: sherman_v, at: [24, 22], facing: %s}]}]}\n";

static wg_game *pak_game(const char *pak, const char *sherman)
{
    char body[1024];
    snprintf(body, sizeof body, pak_vs_sherman, pak, sherman);
    wg_game *g = game(body);
    assert_int_equal(fow_pass(g), WG_OK); /* movement */
    assert_int_equal(fow_decision_type(g), WG_DEC_FIRE);
    return g;
}

/* OF-S9, OF-S10, OF-S16: the fow.h example, exactly (a second hit on the bailed-out tank destroys it). */
static void shot_matches_header_example(void **state)
{
    (void)state;
    wg_game *g = pak_game("", "270");
    wg_odds o;
    brute_check(g, declare(0, 0, 1), SHOT, &o);
    assert_true(o.den == 46656);
    assert_int_equal(o.attacks, 1);
    assert_int_equal(o.count, 7);
    static const int hits[] = { 0, 1, 2, 1, 2, 1, 2 }, dead[] = { 0, 0, 0, 1, 1, 0, 0 };
    static const int bailed[] = { 0, 0, 0, 0, 0, 1, 1 };
    static const uint64_t num[] = { 5184, 1152, 64, 11520, 19776, 8064, 896 };
    for (int i = 0; i < 7; i++) {
        assert_int_equal(o.outcome[i].kind, WG_FOW_OUTCOME_SHOT);
        assert_int_equal(o.outcome[i].unit, -1);
        assert_int_equal(o.outcome[i].part, 1);
        assert_int_equal(o.outcome[i].value, WG_FOW_OUTCOME_VALUE(hits[i], dead[i], bailed[i]));
        assert_true(o.outcome[i].num == num[i]);
    }
    char buf[160];
    assert_true(wg_odds_describe(g, &o, 0, buf, sizeof buf) > 0);
    assert_non_null(strstr(buf, "1/9 (11.1%): 0 hits on"));
    assert_true(wg_odds_describe(g, &o, 5, buf, sizeof buf) > 0);
    assert_non_null(strstr(buf, "1 hit on"));
    assert_non_null(strstr(buf, "0 destroyed, 1 bailed out"));
    wg_game_free(g);
}

/* OF-S3, OF-S8: a moved gun (ROF 1, +1 to hit) at a tank whose turret and hull disagree. */
static void shot_hull_or_turret(void **state)
{
    (void)state;
    wg_game *g = pak_game(", moved: true", "0, turret: 270");
    wg_odds o;
    brute_check(g, declare(0, 0, 1), SHOT, &o);
    wg_game_free(g);
}

/* Paratroopers (player 1, Veteran: 4+) in the open; grenadier platoons A (MG, Rifle/MG)
 * and B (Rifle/MG) 10" away. */
static const char grenadiers_vs_paras[] =
    "companies:\n"
    "  - {player: 0, platoons: [\n"
    "      {type: german_grenadier_platoon, teams: [{type: mg_team, at: [20, 10]},\n"
    "                                               {type: rifle_mg_team, at: [24, 10]}]},\n"
    "      {type: german_grenadier_platoon, teams: [{type: rifle_mg_team, at: [28, 10]}]}]}\n"
    "  - {player: 1, platoons: [{type: us_parachute_rifle_platoon, teams: [\n"
    "      {type: para_rifle_mg_team, at: [20, 20], moved: true},\n"
    "      {type: para_rifle_mg_team, at: [24, 20], moved: true},\n"
    "      {type: para_rifle_mg_team, at: [28, 20], moved: true}]}]}\n";

/* OF-S6, OF-S14, OF-S17: platoon B's fire after A's four hits: one more pins. */
static void fire_pins_after_four_hits(void **state)
{
    (void)state;
    wg_game *g = game(grenadiers_vs_paras);
    assert_int_equal(fow_pass(g), WG_OK);
    dice d;
    fow_force(g, &d, 6, 6, 6, 6, 1, 6, 6, 6, 6, 0); /* A: four hits, four saves */
    assert_int_equal(fow_declare(g, 0, 0, 3), WG_OK);
    assert_int_equal(fow_declare(g, 1, 0, 3), WG_OK);
    assert_int_equal(fow_resolve(g, -1), WG_OK);
    assert_int_equal(fow_choose(g, -1, 0), WG_OK);
    assert_false(wg_fow_pinned(g, 3));
    assert_int_equal(fow_declare(g, 2, 0, 3), WG_OK);
    wg_odds o;
    brute_check(g, resolve(-1), FIRE, &o);
    assert_int_equal(o.attacks, 1);
    int pinned = 0;
    for (int i = 0; i < o.count; i++)
        pinned += (o.outcome[i].kind & WG_FOW_OUTCOME_PINNED) != 0;
    assert_true(pinned > 0);
    wg_game_free(g);
}

/* A StuG (moved: ROF 1, 4+) facing a Sherman and a Firefly. */
static const char stug_vs_shermans[] =
    "companies:\n"
    "  - {player: 0, platoons: [{type: stug_g_platoon, teams: [\n"
    "      {type: stug_g, at: [24, 10], moved: true}]}]}\n"
    "  - {player: 1, platoons: [{type: british_sherman_platoon, teams: [\n"
    "      {type: sherman_v, at: [22, 22], facing: 270},\n"
    "      {type: firefly_vc, at: [27, 22], facing: 270}]}]}\n";

/* OF-S7: picking out the Firefly: a 5+ sends the hit to it. */
static void fire_picking_out(void **state)
{
    (void)state;
    wg_game *g = game(stug_vs_shermans);
    assert_int_equal(fow_pass(g), WG_OK);
    assert_int_equal(fow_declare(g, 0, 0, 1), WG_OK);
    int firefly = wg_fow_type_index(g, "firefly_vc");
    assert_true(firefly >= 0);
    wg_odds o;
    brute_check(g, resolve(firefly), FIRE, &o);
    wg_game_free(g);
}

/* A PaK40 (team 0, ROF 2) facing Shermans whose hulls and turrets face it; the
 * second is bailed out. Two of them, or three. */
static const char pak_vs_shermans[] =
    "companies:\n"
    "  - {player: 0, platoons: [{type: german_grenadier_platoon, teams: [\n"
    "      {type: pak40, at: [24, 10]}]}]}\n"
    "  - {player: 1, platoons: [{type: british_sherman_platoon, teams: [\n"
    "      {type: sherman_v, at: [20, 22], facing: 270},\n"
    "      {type: sherman_v, at: [24, 22], facing: 270, bailed_out: true}%s]}]}\n";

/* OF-S6, OF-S16: two hits share out over two Shermans, one already bailed out, which a
 * bailing result destroys (each tank's standing followed hit by hit). */
static void fire_at_two_tanks_one_bailed_out(void **state)
{
    (void)state;
    char body[1024];
    snprintf(body, sizeof body, pak_vs_shermans, "");
    wg_game *g = game(body);
    assert_int_equal(fow_pass(g), WG_OK);
    assert_int_equal(fow_declare(g, 0, 0, 1), WG_OK);
    wg_odds o;
    brute_check(g, resolve(-1), FIRE, &o);
    wg_game_free(g);
}

/* The same with a third Sherman: a platoon of more tanks than dice, whose hits the odds
 * count and whose fates they roll at the end. */
static void fire_at_three_tanks_one_bailed_out(void **state)
{
    (void)state;
    char body[1024];
    snprintf(body, sizeof body, pak_vs_shermans,
             ",\n      {type: sherman_v, at: [28, 22], facing: 270}");
    wg_game *g = game(body);
    assert_int_equal(fow_pass(g), WG_OK);
    assert_int_equal(fow_declare(g, 0, 0, 1), WG_OK);
    wg_odds o;
    brute_check(g, resolve(-1), FIRE, &o);
    int bailed_destroyed = 0;
    for (int i = 0; i < o.count; i++)
        bailed_destroyed += WG_FOW_OUTCOME_DESTROYED(o.outcome[i].value) == 2;
    assert_true(bailed_destroyed > 0);
    wg_game_free(g);
}

/* Two Rifle teams (0, 1) at a paratrooper behind a stone wall from the first's side
 * only (2) and one in the open (3). */
static const char rifles_at_wall[] =
    "terrain:\n"
    "  - {name: wall, kind: line, going: difficult, bulletproof: true,\n"
    "     points: [[15, 19], [21, 19]]}\n"
    "companies:\n"
    "  - {player: 0, platoons: [{type: german_grenadier_platoon, teams: [\n"
    "      {type: rifle_team, at: [12, 10]}, {type: rifle_team, at: [32, 10]}]}]}\n"
    "  - {player: 1, platoons: [{type: us_parachute_rifle_platoon, teams: [\n"
    "      {type: para_rifle_mg_team, at: [22, 20], moved: true},\n"
    "      {type: para_rifle_mg_team, at: [28, 20], moved: true}]}]}\n";

/* OF-S14: the wall is bulletproof cover against one rifle's hits and not the other's,
 * so that team's hits do not all act alike (they are counted in two classes, the
 * other's in one). */
static void fire_at_cover_from_one_side(void **state)
{
    (void)state;
    wg_game *g = game(rifles_at_wall);
    assert_int_equal(fow_pass(g), WG_OK);
    assert_int_equal(fow_declare(g, 0, 0, 2), WG_OK);
    assert_int_equal(fow_declare(g, 1, 0, 2), WG_OK);
    wg_odds o;
    brute_check(g, resolve(-1), FIRE, &o);
    wg_game_free(g);
}

/* Three Shermans (0..2) charge a Panzerschreck team (3), a PaK40 (4) and a Rifle/MG team (5). */
static const char shermans_vs_grenadiers[] =
    FOW_SHERMANS_AND_GRENADIERS;

/* Charge with Shermans 0 .. chargers-1 (the first listed charge move of each): the
 * defensive-fire window. */
static wg_game *window_of(const char *body, uint64_t seed, int chargers)
{
    char yaml[4096];
    snprintf(yaml, sizeof yaml, HEAD "%s", body);
    wg_game *g = NULL;
    assert_int_equal(wg_game_new(&g, yaml, strlen(yaml), "test.yaml", seed, NULL, NULL), WG_OK);
    assert_int_equal(fow_pass(g), WG_OK);
    assert_int_equal(fow_pass(g), WG_OK);
    wg_action a = wg_action_make(WG_ACT_DECLARE);
    a.unit = 0;
    assert_int_equal(wg_game_apply(g, &a), WG_OK);
    for (int t = 0; t < chargers; t++) {
        wg_action acts[64];
        int n = wg_game_legal_actions(g, acts, 64), done = 0;
        for (int k = 0; k < n && k < 64 && !done; k++)
            if (acts[k].type == WG_ACT_MOVE && acts[k].unit == t)
                done = wg_game_apply(g, &acts[k]) == WG_OK;
        assert_true(done);
    }
    assert_int_equal(fow_resolve(g, -1), WG_OK);
    assert_int_equal(fow_decision_type(g), WG_DEC_DEFENSIVE_FIRE);
    return g;
}

static wg_game *defensive_window(uint64_t seed)
{
    return window_of(shermans_vs_grenadiers, seed, 3);
}

/* OF-A4, OF-A6 (OF-E11): the PaK40's defensive fire at charging Shermans' side armour;
 * two tanks bailed out or destroyed make the platoon fall back. */
static void defensive_fire_falls_back(void **state)
{
    (void)state;
    /* the PaK40 the only defender within 8": every team that can must fire (OF-A4) */
    static const char pak_alone[] =
        "companies:\n"
        "  - {player: 0, platoons: [{type: british_sherman_platoon, teams: [\n"
        "      {type: sherman_v, at: [14, 20], moved: true},\n"
        "      {type: sherman_v, at: [20, 20], moved: true},\n"
        "      {type: sherman_v, at: [26, 20], moved: true}]}]}\n"
        "  - {player: 1, platoons: [{type: german_grenadier_platoon, teams: [\n"
        "      {type: panzerschreck_team, at: [2, 44], moved: true},\n"
        "      {type: pak40, at: [20, 25.5], facing: 270},\n"
        "      {type: rifle_mg_team, at: [40, 44], moved: true}]}]}\n";
    wg_game *g = window_of(pak_alone, 1, 3);
    assert_int_equal(fow_declare(g, 4, 0, 1), WG_OK);
    wg_odds o;
    brute_check(g, resolve(-1), DEFENSIVE, &o);
    int falls = 0;
    for (int i = 0; i < o.count; i++) {
        assert_int_equal(o.outcome[i].part, 0);
        falls += o.outcome[i].kind == WG_FOW_OUTCOME_FALLS_BACK;
    }
    assert_true(falls > 0);
    wg_game_free(g);
    /* one weapon's shot in the window: side armour, from the halt (the only one: the
     * RESOLVE after it needs every defender that can shoot to have declared, OF-A4) */
    g = window_of(pak_alone, 1, 3);
    brute_check(g, declare(4, 0, 0), SHOT, &o);
    wg_game_free(g);
}

/* Sherman 0 charges a Panzerschreck team (2); Sherman 1 stays far away. */
static const char one_charger[] =
    "companies:\n"
    "  - {player: 0, platoons: [{type: british_sherman_platoon, teams: [\n"
    "      {type: sherman_v, at: [14, 20], moved: true},\n"
    "      {type: sherman_v, at: [40, 4], moved: true}]}]}\n"
    "  - {player: 1, platoons: [{type: german_grenadier_platoon, teams: [\n"
    "      {type: panzerschreck_team, at: [14, 24.5], moved: true},\n"
    "      {type: rifle_mg_team, at: [30, 34], moved: true}]}]}\n";

/* OF-A6 counts tanks, not results: one tank bailed out by a hit and destroyed by the
 * next is one tank, and the platoon goes in, as it does when the first hit destroys it
 * (the brute force holds the engine to the same count). */
static void defensive_fire_counts_tanks_not_results(void **state)
{
    (void)state;
    wg_game *g = window_of(one_charger, 1, 1);
    assert_int_equal(fow_declare(g, 2, 0, 0), WG_OK);
    wg_odds o;
    brute_check(g, resolve(-1), DEFENSIVE, &o);
    int goes_in = 0, falls = 0;
    for (int i = 0; i < o.count; i++) {
        if (o.outcome[i].value != WG_FOW_OUTCOME_VALUE(0, 1, 0))
            continue;
        goes_in += o.outcome[i].kind == WG_FOW_OUTCOME_GOES_IN;
        falls += o.outcome[i].kind == WG_FOW_OUTCOME_FALLS_BACK;
    }
    assert_int_equal(goes_in, 1);
    assert_int_equal(falls, 0);
    wg_game_free(g);
}

/* Two paratrooper teams (0, 1) charge a Rifle/MG team (2) and a Rifle team (3). */
static const char paras_charge[] =
    "companies:\n"
    "  - {player: 0, platoons: [{type: us_parachute_rifle_platoon, teams: [\n"
    "      {type: para_rifle_mg_team, at: [14, 20], moved: true},\n"
    "      {type: para_rifle_mg_team, at: [20, 20], moved: true}]}]}\n"
    "  - {player: 1, platoons: [{type: german_grenadier_platoon, teams: [\n"
    "      {type: rifle_mg_team, at: [14, 24.5], moved: true},\n"
    "      {type: rifle_team, at: [20, 24.5], moved: true}]}]}\n";

/* OF-A4: the automatic defensive fire at charging infantry: each hit a save, and the
 * assault goes in unless both chargers are destroyed. */
static void defensive_fire_at_infantry(void **state)
{
    (void)state;
    wg_game *g = window_of(paras_charge, 1, 2);
    wg_action choose = wg_action_make(WG_ACT_CHOOSE);
    choose.value = 0;
    wg_odds o;
    brute_check(g, choose, DEFENSIVE, &o);
    int wiped = 0;
    for (int i = 0; i < o.count; i++)
        wiped += o.outcome[i].kind == WG_FOW_OUTCOME_WIPED_OUT;
    assert_int_equal(wiped, 1);
    wg_game_free(g);
}

/* ------------------------------------------------------------ seeded play */

/* The automatic defensive fire (CHOOSE 0) against its odds over many seeded games:
 * each outcome's count within 4.5 standard deviations of the sum of its chances. */
static void defensive_auto_matches_seeded_play(void **state)
{
    (void)state;
    enum { GAMES = 1500 };
    double expect[8] = { 0 }, var[8] = { 0 };
    int count[8] = { 0 };
    wg_action choose = wg_action_make(WG_ACT_CHOOSE);
    choose.value = 0;
    for (uint64_t seed = 1; seed <= GAMES; seed++) {
        wg_game *g = defensive_window(seed);
        wg_odds o;
        odds_ok(g, choose, &o);
        for (int i = 0; i < o.count; i++) {
            double p = wg_odds_p(&o, i);
            expect[WG_FOW_OUTCOME_KIND(o.outcome[i].kind)] += p;
            var[WG_FOW_OUTCOME_KIND(o.outcome[i].kind)] += p * (1 - p);
        }
        int from = wg_game_log_count(g), alive = alive_in(g, 0);
        play(g, choose);
        count[observe(g, from, DEFENSIVE, 0, alive).kind]++;
        wg_game_free(g);
    }
    for (int k = WG_FOW_OUTCOME_GOES_IN; k <= WG_FOW_OUTCOME_WIPED_OUT; k++) {
        print_message("kind %d: %d seen, %.1f expected\n", k, count[k], expect[k]);
        double off = count[k] - expect[k];
        off = (off < 0 ? -off : off) - 0.5; /* within 4.5 sd, and half a game */
        assert_true(off <= 0 || off * off <= 4.5 * 4.5 * var[k]);
    }
    assert_true(expect[WG_FOW_OUTCOME_FALLS_BACK] > 1);
}

/* ------------------------------------------------------------ refusals and repeats */

/* Illegal actions give WG_EILLEGAL, actions that roll no shot WG_ESTATE; nothing changes. */
static void refusals_leave_the_game_alone(void **state)
{
    (void)state;
    wg_game *g = pak_game("", "270");
    uint64_t h = wg_game_hash(g);
    wg_odds o = WG_ODDS_INIT;
    wg_action bad = declare(0, 9, 1);
    assert_int_equal(wg_odds_action(g, &bad, &o), WG_EILLEGAL);
    assert_int_equal(o.count, 0);
    wg_action res = resolve(-1); /* nothing declared */
    assert_int_equal(wg_odds_action(g, &res, &o), WG_EILLEGAL);
    wg_action pass = wg_action_make(WG_ACT_PASS);
    assert_int_equal(wg_odds_action(g, &pass, &o), WG_ESTATE);
    assert_int_equal(o.count, 0);
    assert_non_null(strstr(wg_game_last_error(g), "odds"));
    assert_true(wg_game_hash(g) == h);
    wg_game_free(g);
    g = game(grenadiers_vs_paras); /* the Movement Step */
    h = wg_game_hash(g);
    assert_int_equal(wg_odds_action(g, &pass, &o), WG_ESTATE);
    assert_true(wg_game_hash(g) == h);
    wg_game_free(g);
}

/* Grenadier teams 0 and 1 shoot at two paratrooper platoons (teams 2 and 3). */
static const char two_platoons[] =
    "companies:\n"
    "  - {player: 0, platoons: [{type: german_grenadier_platoon, teams: [\n"
    "      {type: mg_team, at: [20, 10]}, {type: rifle_mg_team, at: [28, 10]}]}]}\n"
    "  - {player: 1, platoons: [\n"
    "      {type: us_parachute_rifle_platoon, teams: [{type: para_rifle_mg_team, at: [20, 20]}]},\n"
    "      {type: us_parachute_rifle_platoon, teams: [{type: para_rifle_mg_team, at: [28, 20]}]}]}\n";

/* OF-S1 lets a platoon's teams shoot at different platoons: those odds are refused. */
static void fire_at_two_platoons_is_refused(void **state)
{
    (void)state;
    wg_game *g = game(two_platoons);
    assert_int_equal(fow_pass(g), WG_OK);
    assert_int_equal(fow_declare(g, 0, 0, 2), WG_OK);
    wg_odds o;
    odds_ok(g, resolve(-1), &o); /* one platoon: fine */
    assert_int_equal(fow_declare(g, 1, 0, 3), WG_OK);
    uint64_t h = wg_game_hash(g);
    wg_action a = resolve(-1);
    assert_int_equal(wg_odds_action(g, &a, &o), WG_ELIMIT);
    assert_int_equal(o.count, 0);
    assert_non_null(strstr(wg_game_last_error(g), "one platoon"));
    assert_true(wg_game_hash(g) == h);
    wg_game_free(g);
}

/* The same question gets the same answer, to the last field: one shot, two
 * teams' fire (5 dice to hit), and the automatic defensive fire planned on a copy. */
static void queries_repeat_exactly(void **state)
{
    (void)state;
    wg_odds o;
    wg_game *g = pak_game("", "270");
    odds_query_repeats(g, declare(0, 0, 1), 50, &o);
    wg_game_free(g);
    g = game(grenadiers_vs_paras);
    assert_int_equal(fow_pass(g), WG_OK);
    assert_int_equal(fow_declare(g, 0, 0, 3), WG_OK);
    assert_int_equal(fow_declare(g, 1, 0, 3), WG_OK);
    odds_query_repeats(g, resolve(-1), 50, &o);
    wg_game_free(g);
    g = defensive_window(1);
    wg_action choose = wg_action_make(WG_ACT_CHOOSE);
    choose.value = 0;
    odds_query_repeats(g, choose, 50, &o);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(shot_matches_header_example),
        cmocka_unit_test(shot_hull_or_turret),
        cmocka_unit_test(fire_pins_after_four_hits),
        cmocka_unit_test(fire_picking_out),
        cmocka_unit_test(fire_at_two_tanks_one_bailed_out),
        cmocka_unit_test(fire_at_three_tanks_one_bailed_out),
        cmocka_unit_test(fire_at_cover_from_one_side),
        cmocka_unit_test(defensive_fire_falls_back),
        cmocka_unit_test(defensive_fire_counts_tanks_not_results),
        cmocka_unit_test(defensive_fire_at_infantry),
        cmocka_unit_test(defensive_auto_matches_seeded_play),
        cmocka_unit_test(refusals_leave_the_game_alone),
        cmocka_unit_test(fire_at_two_platoons_is_refused),
        cmocka_unit_test(queries_repeat_exactly),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
