/*
 * Exact odds (wg_odds_action) in the m44 ruleset. The main check is brute
 * force: every sequence of faces is played through the dice hook on a
 * clone, what the battle did is read back from the events (not from the
 * odds code), and the tallies must equal the reported numerators exactly.
 * The cases: terrain reductions and sandbags (M44-B8), blocked, forced and
 * chosen retreats (M44-B5), elimination and the medal that ends the game
 * (M44-B4, B10), a card's extra dice (M44-C3), an Op Fire shot without
 * its card's benefit (M44-O1, O6), both answers to an Ambush, a Barrage
 * and a one-hex Air Power strike; then seeded play and refusals.
 */
#include <stdio.h>
#include <string.h>

#include "m44_test.h"
#include "../odds_harness.h"

#define HANDS "[[probe_centre, attack_centre, probe_left, probe_right], " \
              "[probe_centre, attack_centre, probe_left, probe_right]]"
/* Player 0 holds `card` (and three Probe Left); player 1 a Probe Right. */
#define HAND4(card) "[[" card ", probe_left, probe_left, probe_left], [probe_right]]"
#define OBSTACLES "], obstacles: ["
#define OBST(type, c, r) "{at: [" #c ", " #r "], type: " #type "}, "
#define WEAK(side, type, c, r, n) \
    "  - {side: " #side ", type: " #type ", at: [" #c ", " #r "], figures: " #n "}\n"

/* ------------------------------------------------------------ reading what happened */

/* What a battle did to `target`, read from the log and the game afterwards. */
typedef struct seen {
    int kind, value;
} seen;

static seen observe(const wg_game *g, int from, int target)
{
    int hits = 0, flags = 0, ignored = 0, steps = 0, rest = 0, destroyed = 0, blocked = 0;
    int result = 0, over = 0;
    for (int i = from; i < wg_game_log_count(g); i++) {
        wg_event ev;
        assert_int_equal(wg_game_log_event(g, i, &ev), WG_OK);
        if (ev.type == WG_EV_TURN)
            break;
        if (ev.type == WG_EV_RESULT && ev.target == target && !result)
            flags = ev.extra, result = 1;
        else if (ev.type == WG_M44_EV_FLAG_IGNORED && ev.unit == target)
            ignored++;
        else if (ev.type == WG_EV_DAMAGED && ev.unit == target && !blocked)
            hits = ev.value;
        else if (ev.type == WG_M44_EV_RETREAT && ev.unit == target)
            steps++;
        else if (ev.type == WG_M44_EV_RETREAT_BLOCKED && ev.unit == target)
            rest = ev.value, blocked = 1;
        else if (ev.type == WG_EV_DESTROYED && ev.unit == target)
            destroyed = 1;
        else if (ev.type == WG_EV_GAME_OVER)
            over = 1;
    }
    wg_decision d = decision(g);
    int choice = !over && d.type == WG_DEC_RETREAT && d.unit == target;
    if (choice)
        rest = d.count;
    int kind = destroyed ? WG_M44_OUTCOME_DESTROYED
               : choice  ? WG_M44_OUTCOME_CHOICE
               : blocked ? WG_M44_OUTCOME_BLOCKED
               : steps   ? WG_M44_OUTCOME_RETREATED
                         : WG_M44_OUTCOME_HELD;
    if (destroyed && !blocked && !steps)
        flags = ignored = 0; /* the hits eliminated it: its flags did nothing */
    if (over)
        kind |= WG_M44_OUTCOME_GAME_OVER;
    seen s = { kind, WG_M44_OUTCOME_VALUE(hits, flags, ignored, steps, rest, figures(g, target)) };
    return s;
}

static int outcome_index(const wg_odds *o, seen s)
{
    return odds_index(o, s.kind, s.value);
}

/* ------------------------------------------------------------ brute force */

/* Any die past the battle's (an assault after an Ambush) is a star: it does nothing there. */
static int star_after(void *ctx, const wg_roll *roll, int past)
{
    (void)ctx;
    (void)roll;
    return past ? F_STAR : 0;
}

static void observe_target(const wg_game *k, int from, void *ctx, int32_t *kind, int32_t *value)
{
    seen s = observe(k, from, *(const int *)ctx);
    *kind = s.kind;
    *value = s.value;
}

/*
 * The odds of `a` on g (dice of `roller` at `target`) equal the tally of
 * every sequence of its dice played for real on a clone.
 */
static void brute_check(const wg_game *g, wg_action a, int roller, int target, int dice,
                        wg_odds *o)
{
    uint64_t h = wg_game_hash(g);
    *o = (wg_odds)WG_ODDS_INIT;
    int rc = wg_odds_action(g, &a, o);
    if (rc != WG_OK)
        fail_msg("no odds (%s): %s", wg_strerror(rc), wg_game_last_error(g));
    assert_true(wg_game_hash(g) == h); /* a query: nothing changed */
    odds_well_formed(o, dice, target, roller);
    odds_brute b = { dice, star_after, apply_ok, observe_target, &target, 0 };
    odds_brute_force(g, a, &b, o);
}

static uint64_t sum_where(const wg_odds *o, int end)
{
    uint64_t n = 0;
    for (int i = 0; i < o->count; i++)
        if (WG_M44_OUTCOME_END(o->outcome[i].kind) == end)
            n += o->outcome[i].num;
    return n;
}

/* Allies order unit 0 with a Probe Centre and end the movement: the battle phase. */
static wg_game *seeded_battle(uint64_t seed, const char *head, const char *terrain,
                              const char *units)
{
    wg_game *g = m44_game_seeded(seed, head, terrain, units, HANDS, 4, 4);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    assert_int_equal(decision(g).type, WG_DEC_FIRE);
    return g;
}

static wg_game *allies_battle(const char *head, const char *terrain, const char *units)
{
    return seeded_battle(1, head, terrain, units);
}

/* ------------------------------------------------------------ the worked example */

/* Allied foot next to Axis foot of 2 figures in sandbags on the Axis home row. */
#define HOME_ROW_TERRAIN OBSTACLES OBST(sandbags, 6, 0)
#define HOME_ROW_UNITS UNIT(0, infantry, 6, 1) WEAK(1, infantry, 6, 0, 2)

/* m44.h's example (M44-B5, M44-B8): sandbags ignore a flag, the rest cost figures */
static void m44_odds_worked_example_sandbags_and_blocked_retreat(void **state)
{
    (void)state;
    wg_game *g = allies_battle(NULL, HOME_ROW_TERRAIN, HOME_ROW_UNITS);
    assert_int_equal(wg_m44_battle_dice(g, 0, 1), 2); /* 3 at range 1, sandbags -1 */
    wg_odds o;
    brute_check(g, act_fire(0, 1), 0, 1, 2, &o);
#define V(h, f, i, r, l) WG_M44_OUTCOME_VALUE(h, f, i, 0, r, l)
    static const struct { int kind, value; uint64_t num; } want[] = {
        { WG_M44_OUTCOME_HELD, V(1, 0, 0, 0, 1), 12 },
        { WG_M44_OUTCOME_HELD, V(1, 0, 1, 0, 1), 6 },
        { WG_M44_OUTCOME_HELD, V(0, 0, 0, 0, 2), 4 },
        { WG_M44_OUTCOME_HELD, V(0, 0, 1, 0, 2), 4 },
        { WG_M44_OUTCOME_BLOCKED, V(0, 1, 1, 1, 1), 1 },
        { WG_M44_OUTCOME_DESTROYED, V(2, 0, 0, 0, 0), 9 },
    };
#undef V
    assert_true(o.den == 36);
    assert_int_equal(o.count, 6);
    for (int i = 0; i < 6; i++) {
        assert_int_equal(o.outcome[i].kind, want[i].kind);
        assert_int_equal(o.outcome[i].value, want[i].value);
        assert_true(o.outcome[i].num == want[i].num);
    }
    assert_true(sum_where(&o, WG_M44_OUTCOME_DESTROYED) == 9); /* 1/4 */
    /* wg_odds_describe: the same outcomes in words */
    char line[200];
    static const char *const words[] = {
        "1/3 (33.3%): Axis infantry 1: 1 lost; 1 left",
        "1/6 (16.7%): Axis infantry 1: 1 lost, a flag ignored (sandbags); 1 left",
        "1/9 (11.1%): Axis infantry 1: no loss; 2 left",
        "1/9 (11.1%): Axis infantry 1: no loss, a flag ignored (sandbags); 2 left",
        ("1/36 (2.8%): Axis infantry 1: no loss, 1 flag (1 more ignored): cannot retreat: "
         "1 more lost; 1 left"),
        "1/4 (25.0%): Axis infantry 1 eliminated (2 lost)",
    };
    for (int k = 0; k < 6; k++) {
        wg_odds_describe(g, &o, k, line, sizeof line);
        assert_string_equal(line, words[k]);
    }
    wg_game_free(g);
}

/* ------------------------------------------------------------ terrain and retreats */

/*
 * Axis foot in a forest at [6, 4]; an Axis unit at [5, 3] leaves one
 * retreat hex, [6, 3]; from there two are open ([6, 2], [7, 2]).
 */
#define FOREST_UNITS UNIT(0, infantry, 6, 5) UNIT(1, infantry, 6, 4) UNIT(1, infantry, 5, 3)

/* M44-B8, M44-B5: a forest takes a die; one flag is a forced hex, two stop at the choice */
static void m44_odds_forest_forced_retreat_then_choice(void **state)
{
    (void)state;
    wg_game *g = allies_battle(NULL, TERR(forest, 6, 4), FOREST_UNITS);
    assert_int_equal(wg_m44_battle_dice(g, 0, 1), 2);
    wg_odds o;
    brute_check(g, act_fire(0, 1), 0, 1, 2, &o);
    uint64_t forced = 0, choice = 0;
    for (int i = 0; i < o.count; i++) {
        int v = o.outcome[i].value, end = WG_M44_OUTCOME_END(o.outcome[i].kind);
        if (end == WG_M44_OUTCOME_RETREATED) {
            assert_int_equal(WG_M44_OUTCOME_STEPS(v), 1);
            forced += o.outcome[i].num;
        } else if (end == WG_M44_OUTCOME_CHOICE) {
            assert_int_equal(WG_M44_OUTCOME_STEPS(v), 1);
            assert_int_equal(WG_M44_OUTCOME_REST(v), 1);
            choice += o.outcome[i].num;
        }
    }
    assert_true(forced == 2 * 5); /* one flag of two dice */
    assert_true(choice == 1);     /* two flags */
    assert_true(sum_where(&o, WG_M44_OUTCOME_DESTROYED) == 0);
    wg_game_free(g);
}

/* M44-B4, M44-B10: the last figure eliminated ends the game; so does a retreat onto an objective */
static void m44_odds_medals_end_the_game(void **state)
{
    (void)state;
    /* Axis foot of 1 figure at [6, 4]: [5, 3] taken, so a flag moves it onto [6, 3] */
    wg_game *g = allies_battle("medals: 1\nobjectives: [{at: [6, 3], side: 1}]\n", NULL,
                               UNIT(0, infantry, 6, 5) WEAK(1, infantry, 6, 4, 1)
                                   UNIT(1, infantry, 5, 3));
    wg_odds o;
    brute_check(g, act_fire(0, 1), 0, 1, 3, &o);
    uint64_t allies = 0, axis = 0;
    for (int i = 0; i < o.count; i++) {
        if (!(o.outcome[i].kind & WG_M44_OUTCOME_GAME_OVER))
            continue;
        if (WG_M44_OUTCOME_END(o.outcome[i].kind) == WG_M44_OUTCOME_DESTROYED)
            allies += o.outcome[i].num;
        else
            axis += o.outcome[i].num;
    }
    assert_true(allies == 216 - 27); /* any of 3 hits (3 faces of 6) */
    assert_true(axis == 3 * 2 * 2);  /* one flag, no hit: it ends on [6, 3] */
    /* two flags or more: it passes [6, 3] but must still choose: not over yet */
    for (int i = 0; i < o.count; i++)
        if (WG_M44_OUTCOME_END(o.outcome[i].kind) == WG_M44_OUTCOME_CHOICE)
            assert_int_equal(o.outcome[i].kind, WG_M44_OUTCOME_CHOICE);
    assert_true(sum_where(&o, WG_M44_OUTCOME_CHOICE) == 3 * 2 + 1);
    char line[200];
    int last = o.count - 1;
    assert_true(o.outcome[last].kind ==
                (WG_M44_OUTCOME_DESTROYED | WG_M44_OUTCOME_GAME_OVER));
    wg_odds_describe(g, &o, last, line, sizeof line);
    assert_non_null(strstr(line, "eliminated (1 lost); Allies win"));
    wg_game_free(g);
}

/* M44-X21, X22: the odds count objective medals the way the game does (medals.c): a retreat
 * onto a permanent objective takes it for good and ends the game; onto a start-of-turn one
 * it scores nothing yet. Brute force checks both against play. */
static void m44_odds_objective_kinds(void **state)
{
    (void)state;
    static const char *const heads[] = {
        "medals: 1\nobjectives: [{at: [6, 3], side: 1, kind: permanent}]\n",
        "medals: 1\nobjectives: [{at: [6, 3], side: 1, kind: start_turn}]\n",
    };
    for (int k = 0; k < 2; k++) {
        wg_game *g = allies_battle(heads[k], NULL,
                                   UNIT(0, infantry, 6, 5) WEAK(1, infantry, 6, 4, 1)
                                       UNIT(1, infantry, 5, 3));
        wg_odds o;
        brute_check(g, act_fire(0, 1), 0, 1, 3, &o);
        uint64_t axis = 0;
        for (int i = 0; i < o.count; i++)
            if ((o.outcome[i].kind & WG_M44_OUTCOME_GAME_OVER) &&
                WG_M44_OUTCOME_END(o.outcome[i].kind) != WG_M44_OUTCOME_DESTROYED)
                axis += o.outcome[i].num;
        assert_true(axis == (k == 0 ? 3 * 2 * 2 : 0));
        wg_game_free(g);
    }
}

/* M44-X28: a flag that drives the Axis unit off a majority group hands the Allies its medal,
 * the last one: the odds' GAME_OVER bit says so, as brute force finds it */
static void m44_odds_majority_objective(void **state)
{
    (void)state;
    wg_game *g = allies_battle("medals: 1\nobjectives: ["
                               "{at: [6, 4], side: both, kind: majority, group: 1}, "
                               "{at: [6, 5], side: both, kind: majority, group: 1}]\n",
                               NULL,
                               UNIT(0, infantry, 6, 5) WEAK(1, infantry, 6, 4, 2)
                                   UNIT(1, infantry, 5, 3));
    wg_odds o;
    brute_check(g, act_fire(0, 1), 0, 1, 3, &o);
    uint64_t allies_by_medal = 0;
    for (int i = 0; i < o.count; i++)
        if ((o.outcome[i].kind & WG_M44_OUTCOME_GAME_OVER) &&
            WG_M44_OUTCOME_END(o.outcome[i].kind) != WG_M44_OUTCOME_DESTROYED)
            allies_by_medal += o.outcome[i].num;
    assert_true(allies_by_medal > 0);
    wg_game_free(g);
}

/* ------------------------------------------------------------ cards */

/* M44-C3 Armor Assault: +1 die in close assault, in the odds as in the roll */
static void m44_odds_armor_assault_adds_a_die(void **state)
{
    (void)state;
    wg_game *g = m44_game(NULL, NULL, UNIT(0, armor, 6, 6) UNIT(1, armor, 6, 5),
                          HAND4("armor_assault"), 4, 4);
    order(g, WG_M44_CARD_ARMOR_ASSAULT, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    wg_odds o;
    brute_check(g, act_fire(0, 1), 0, 1, 4, &o);
    /* armor is hit by armor faces and grenades: all 3 figures need 3 of 4 dice */
    assert_true(sum_where(&o, WG_M44_OUTCOME_DESTROYED) > 0);
    wg_game_free(g);
}

/* M44-C3 Behind Enemy Lines: +1 die, here with the infantry in wire (-1, M44-B8) */
static void m44_odds_behind_enemy_lines_in_wire(void **state)
{
    (void)state;
    wg_game *g = m44_game(NULL, OBSTACLES OBST(wire, 6, 7),
                          UNIT(0, infantry, 6, 8) UNIT(1, infantry, 6, 5),
                          HAND4("behind_enemy_lines"), 4, 4);
    order(g, WG_M44_CARD_BEHIND_ENEMY_LINES, 0, -1);
    apply_ok(g, act_move(0, 6, 7)); /* into the wire: no stop, -1 to battle from it */
    apply_ok(g, act(WG_ACT_PASS));
    assert_int_equal(decision(g).type, WG_DEC_FIRE);
    assert_int_equal(wg_m44_battle_dice(g, 0, 1), 1); /* range 2: 2 - 1, before the card */
    wg_odds o;
    brute_check(g, act_fire(0, 1), 0, 1, 2, &o);
    wg_game_free(g);
}

/* M44-B7: an armor overrun's FIRE (the battle after taking ground) has the same odds rules */
static void m44_odds_armor_overrun(void **state)
{
    (void)state;
    wg_game *g = m44_game(NULL, NULL,
                          UNIT(0, armor, 6, 6) UNIT(1, artillery, 6, 5) UNIT(1, infantry, 6, 4)
                              UNIT(1, infantry, 0, 0),
                          HANDS, 4, 4);
    script s;
    SCRIPT(&s, 0, F_GRENADE, F_GRENADE, F_STAR);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_fire(0, 1)); /* two grenades: the artillery is gone */
    apply_ok(g, act_move(0, 6, 5)); /* take ground */
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_FIRE);
    assert_int_equal(d.depth, 2); /* the overrun */
    wg_odds o;
    brute_check(g, act_fire(0, 2), 0, 2, 3, &o);
    wg_game_free(g);
}

/* M44-C3 Barrage: 4 dice, no terrain, sandbags ignore no flag */
static void m44_odds_barrage_flags_not_ignored(void **state)
{
    (void)state;
    wg_game *g = m44_game(NULL, TERR(forest, 6, 1) OBSTACLES OBST(sandbags, 6, 1),
                          UNIT(0, infantry, 6, 8) UNIT(1, infantry, 6, 1), HAND4("barrage"), 4,
                          4);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_BARRAGE)));
    wg_odds o;
    brute_check(g, act_target(1), -1, 1, 4, &o);
    for (int i = 0; i < o.count; i++)
        assert_int_equal(WG_M44_OUTCOME_IGNORED(o.outcome[i].value), 0);
    wg_game_free(g);
}

/* M44-C3 Air Power: a star hits too; one hex gives odds, several do not */
static void m44_odds_air_power_one_hex(void **state)
{
    (void)state;
    wg_game *g = m44_game(NULL, NULL,
                          UNIT(0, infantry, 6, 8) UNIT(1, artillery, 6, 1) UNIT(1, infantry, 2, 1),
                          HAND4("air_power"), 4, 4);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_AIR_POWER)));
    wg_odds o;
    /* the artillery has no enemy next to it: declaring it commits the strike at once */
    brute_check(g, act_target(1), -1, 1, 2, &o);
    /* artillery: hit by grenades and stars (2 faces of 6), 2 figures */
    assert_true(sum_where(&o, WG_M44_OUTCOME_DESTROYED) == 4);
    wg_game_free(g);
    /* two Axis units side by side: the first DECLARE commits nothing, the RESOLVE one strike */
    g = m44_game(NULL, NULL,
                 UNIT(0, infantry, 6, 8) UNIT(1, infantry, 6, 1) UNIT(1, infantry, 7, 1),
                 HAND4("air_power"), 4, 4);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_AIR_POWER)));
    wg_action declare = act_target(1);
    assert_int_equal(wg_odds_action(g, &declare, &o), WG_ESTATE);
    apply_ok(g, declare);
    brute_check(g, act(WG_ACT_RESOLVE), -1, 1, 2, &o);
    wg_action second = act_target(2);
    assert_int_equal(wg_odds_action(g, &second, &o), WG_ESTATE); /* several hexes */
    assert_non_null(strstr(wg_game_last_error(g), "several"));
    wg_game_free(g);
}

/* M44-C3 Ambush: the FIRE waits on the defender; PLAY: the ambusher's odds, PASS: the assault's */
static void m44_odds_ambush_window(void **state)
{
    (void)state;
    wg_game *g = m44_game(NULL, NULL, UNIT(0, infantry, 6, 6) UNIT(1, infantry, 6, 5),
                          "[[probe_centre, probe_left, probe_left, probe_left], "
                          "[ambush, probe_centre]]",
                          4, 4);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    wg_odds o = WG_ODDS_INIT;
    wg_action fire = act_fire(0, 1);
    assert_int_equal(wg_odds_action(g, &fire, &o), WG_ESTATE);
    assert_non_null(strstr(wg_game_last_error(g), "Ambush"));
    apply_ok(g, fire);
    assert_int_equal(decision(g).type, WG_DEC_CHOICE);
    brute_check(g, act_play(card_in_hand(g, 1, WG_M44_CARD_AMBUSH)), 1, 0, 3, &o);
    brute_check(g, act(WG_ACT_PASS), 0, 1, 3, &o);
    wg_game_free(g);
}

/* ------------------------------------------------------------ Op Fire */

/* M44-O1, M44-O6, M44-E4: the Op Fire shot at the mover, Firefight without its extra die */
static void m44_odds_op_fire_option(void **state)
{
    (void)state;
    wg_game *g = m44_game("op_fire: true\n", NULL, UNIT(0, armor, 6, 7) UNIT(1, infantry, 6, 3),
                          "[[probe_centre, attack_centre, probe_left, probe_right], "
                          "[firefight, probe_centre]]",
                          4, 2);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 6)); /* range 3: a window with 1 die, let go */
    assert_int_equal(decision(g).type, WG_DEC_OPFIRE);
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_move(0, 6, 5)); /* range 2 */
    assert_int_equal(decision(g).type, WG_DEC_OPFIRE);
    int firefight = card_in_hand(g, 1, WG_M44_CARD_FIREFIGHT);
    wg_odds o;
    brute_check(g, act_opfire(1, firefight), 1, 0, 2, &o); /* 2 dice, not 3 */
    /* no flag (5 faces of 6 a die): held, as 2 hits cannot eliminate 3 figures */
    assert_true(sum_where(&o, WG_M44_OUTCOME_HELD) == 25);
    /* a flag: two hexes open behind it, the owner chooses (M44-B5) */
    assert_true(sum_where(&o, WG_M44_OUTCOME_CHOICE) == 11);
    wg_game_free(g);
}

/* ------------------------------------------------------------ against seeded play */

/* The forest case played with the game's own seeded dice: within 5 sigma of exact */
static void m44_odds_against_seeded_play(void **state)
{
    (void)state;
    enum { GAMES = 3000 };
    wg_game *g0 = allies_battle(NULL, TERR(forest, 6, 4), FOREST_UNITS);
    wg_odds o = WG_ODDS_INIT;
    wg_action fire = act_fire(0, 1);
    assert_int_equal(wg_odds_action(g0, &fire, &o), WG_OK);
    int count[WG_ODDS_MAX] = { 0 };
    for (int i = 0; i < GAMES; i++) {
        wg_game *g = seeded_battle((uint64_t)(7919 * i + 3), NULL, TERR(forest, 6, 4),
                                   FOREST_UNITS);
        int from = wg_game_log_count(g);
        apply_ok(g, fire);
        int k = outcome_index(&o, observe(g, from, 1));
        assert_true(k >= 0);
        count[k]++;
        wg_game_free(g);
    }
    wg_game_free(g0);
    odds_within_sigmas(&o, count, GAMES, 5);
}

/* ------------------------------------------------------------ refusals */

/* Illegal actions give WG_EILLEGAL, actions that roll no battle WG_ESTATE; nothing changes */
static void m44_odds_refusals(void **state)
{
    (void)state;
    wg_game *g = m44_game(NULL, NULL, UNIT(0, infantry, 6, 6) UNIT(1, infantry, 6, 3), HANDS,
                          4, 4);
    script s;
    SCRIPT(&s, 0, F_FLAG);
    wg_game_set_dice(g, script_die, &s);
    int probe = card_in_hand(g, 0, WG_M44_CARD_PROBE);
    odds_refused(g, act_play(probe), WG_ESTATE);
    odds_refused(g, act_fire(0, 1), WG_EILLEGAL); /* not the battle phase */
    apply_ok(g, act_play(probe));
    odds_refused(g, act_declare(0), WG_ESTATE);
    apply_ok(g, act_declare(0));
    assert_int_equal(decision(g).type, WG_DEC_MOVE);
    odds_refused(g, act_move(0, 6, 5), WG_ESTATE);
    odds_refused(g, act(WG_ACT_PASS), WG_ESTATE);
    apply_ok(g, act(WG_ACT_PASS));
    assert_int_equal(decision(g).type, WG_DEC_FIRE);
    odds_refused(g, act_fire(1, 0), WG_EILLEGAL); /* an Axis unit, in the Allies' battle */
    odds_refused(g, act_fire(0, 0), WG_EILLEGAL);
    odds_refused(g, act(WG_ACT_PASS), WG_ESTATE);
    wg_odds o = WG_ODDS_INIT;
    wg_action fire = act_fire(0, 1);
    assert_int_equal(wg_odds_action(g, &fire, &o), WG_OK); /* range 3: 1 die */
    assert_true(o.den == 6);
    apply_ok(g, fire); /* a flag: the Axis chooses its retreat */
    assert_int_equal(decision(g).type, WG_DEC_RETREAT);
    odds_refused(g, act_retreat(1, 6, 2), WG_ESTATE);
    wg_game_free(g);
}

/* ------------------------------------------------------------ repeat */

/* A 4-dice battle with retreats: asked again and again, the odds come out the
 * same (their time is wgbench's) */
static void m44_odds_query_repeats_exactly(void **state)
{
    (void)state;
    enum { QUERIES = 200 };
    wg_game *g = m44_game(NULL, NULL, UNIT(0, armor, 6, 6) UNIT(1, infantry, 6, 5),
                          HAND4("armor_assault"), 4, 4);
    order(g, WG_M44_CARD_ARMOR_ASSAULT, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    wg_action fire = act_fire(0, 1);
    wg_odds o = WG_ODDS_INIT;
    odds_query_repeats(g, fire, QUERIES, &o);
    odds_well_formed(&o, 4, 1, 0);
    wg_game_free(g);
}

/* ------------------------------------------------------------ beach terrain, obstacles */

#define BUNKER(c, r, side) "{at: [" #c ", " #r "], type: bunker, side: " #side "}, "

/* M44-X4: the owner's foot in a bunker (-1, a flag ignored), the other side's unprotected */
static void m44_odds_bunker_owner_only(void **state)
{
    (void)state;
    wg_odds o;
    wg_game *g = allies_battle(NULL, OBSTACLES BUNKER(6, 4, 1),
                               UNIT(0, infantry, 6, 5) UNIT(1, infantry, 6, 4));
    assert_int_equal(wg_m44_battle_dice(g, 0, 1), 2);
    brute_check(g, act_fire(0, 1), 0, 1, 2, &o);
    assert_true(o.den == 36);
    wg_game_free(g);
    g = allies_battle(NULL, OBSTACLES BUNKER(6, 4, 0),
                      UNIT(0, infantry, 6, 5) UNIT(1, infantry, 6, 4));
    brute_check(g, act_fire(0, 1), 0, 1, 3, &o);
    wg_game_free(g);
}

/* M44-X4: artillery in its bunker loses a figure per flag past the one ignored */
static void m44_odds_bunker_artillery_flags_hit(void **state)
{
    (void)state;
    wg_odds o;
    wg_game *g = allies_battle(NULL, OBSTACLES BUNKER(6, 4, 1),
                               UNIT(0, infantry, 6, 5) UNIT(1, artillery, 6, 4));
    brute_check(g, act_fire(0, 1), 0, 1, 2, &o);
    assert_true(sum_where(&o, WG_M44_OUTCOME_DESTROYED) == 1); /* two grenades */
    /* it never retreats: two flags are one ignored and one figure */
    assert_true(sum_where(&o, WG_M44_OUTCOME_RETREATED) == 0);
    assert_true(sum_where(&o, WG_M44_OUTCOME_CHOICE) == 0);
    wg_game_free(g);
}

/* M44-X5, X2: a flag ignored in hedgehogs; no retreat into the ocean */
static void m44_odds_hedgehog_and_ocean(void **state)
{
    (void)state;
    wg_odds o;
    wg_game *g = allies_battle(NULL, TERR(beach, 6, 4) OBSTACLES OBST(hedgehog, 6, 4),
                               UNIT(0, infantry, 6, 5) UNIT(1, infantry, 6, 4));
    brute_check(g, act_fire(0, 1), 0, 1, 3, &o);
    wg_game_free(g);
    g = allies_battle("first: 1\n", TERR(ocean, 6, 8) TERR(ocean, 7, 8),
                      UNIT(1, infantry, 6, 6) UNIT(0, infantry, 6, 7));
    brute_check(g, act_fire(0, 1), 0, 1, 3, &o);
    assert_true(sum_where(&o, WG_M44_OUTCOME_RETREATED) == 0); /* blocked, never retreated */
    assert_true(sum_where(&o, WG_M44_OUTCOME_BLOCKED) > 0);
    wg_game_free(g);
}

/* M44-X7: elite armor's four figures: four dice must all hit to eliminate it */
static void m44_odds_elite_armor(void **state)
{
    (void)state;
    wg_odds o;
    wg_game *g = m44_game(NULL, NULL,
                          UNIT(0, armor, 6, 6)
                          "  - {side: 1, type: armor, at: [6, 5], badge: elite_armor}\n",
                          HAND4("armor_assault"), 4, 4);
    order(g, WG_M44_CARD_ARMOR_ASSAULT, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    brute_check(g, act_fire(0, 1), 0, 1, 4, &o);
    assert_true(sum_where(&o, WG_M44_OUTCOME_DESTROYED) == 16); /* (2/6)^4 of 6^4 */
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(m44_odds_worked_example_sandbags_and_blocked_retreat),
        cmocka_unit_test(m44_odds_forest_forced_retreat_then_choice),
        cmocka_unit_test(m44_odds_medals_end_the_game),
        cmocka_unit_test(m44_odds_objective_kinds),
        cmocka_unit_test(m44_odds_majority_objective),
        cmocka_unit_test(m44_odds_armor_assault_adds_a_die),
        cmocka_unit_test(m44_odds_behind_enemy_lines_in_wire),
        cmocka_unit_test(m44_odds_armor_overrun),
        cmocka_unit_test(m44_odds_barrage_flags_not_ignored),
        cmocka_unit_test(m44_odds_air_power_one_hex),
        cmocka_unit_test(m44_odds_ambush_window),
        cmocka_unit_test(m44_odds_op_fire_option),
        cmocka_unit_test(m44_odds_against_seeded_play),
        cmocka_unit_test(m44_odds_refusals),
        cmocka_unit_test(m44_odds_query_repeats_exactly),
        cmocka_unit_test(m44_odds_bunker_owner_only),
        cmocka_unit_test(m44_odds_bunker_artillery_flags_hit),
        cmocka_unit_test(m44_odds_hedgehog_and_ocean),
        cmocka_unit_test(m44_odds_elite_armor),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
