/*
 * Issue 20 part B: medal objectives by kind (M44-X20 temporary, X21
 * permanent, X22 start of turn), objectives of one side or either, exit
 * markers (M44-X23), the airdrop (M44-X24), the first-turn restrictions
 * (M44-X25), and the query wg_m44_objective under the query contract.
 */
#include <stdio.h>
#include <string.h>

#include "core/ruleset.h" /* wg_core: the generator creation leaves */
#include "m44_test.h"

#define HANDS "[[probe_centre, attack_centre, probe_left, probe_right], " \
              "[probe_centre, attack_centre, probe_left, probe_right]]"
#define FOES UNIT(1, infantry, 0, 0)

static int score(const wg_game *g, int p)
{
    wg_game_info info = WG_GAME_INFO_INIT;
    assert_int_equal(wg_game_status(g, &info), WG_OK);
    return info.score[p];
}

static wg_m44_objective_info objective(const wg_game *g, int i)
{
    wg_m44_objective_info o = WG_M44_OBJECTIVE_INFO_INIT;
    assert_int_equal(wg_m44_objective(g, i, &o), WG_OK);
    return o;
}

/* The last WG_M44_EV_OBJECTIVE since `from` (fails if none). */
static wg_event last_objective_event(const wg_game *g, int from)
{
    wg_event found;
    memset(&found, 0, sizeof found);
    for (int i = from; i < wg_game_log_count(g); i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        if (ev.type == WG_M44_EV_OBJECTIVE)
            found = ev;
    }
    assert_int_equal(found.type, WG_M44_EV_OBJECTIVE);
    return found;
}

static wg_game *objective_game(const char *head)
{
    return m44_game(head, NULL, UNIT(0, infantry, 6, 6) FOES, HANDS, 4, 4);
}

/* ------------------------------------------------------------ objectives */

/* M44-X20: a temporary medal counts while held and is lost at once when left. */
static void m44_x20_temporary_objective_is_lost_when_left(void **state)
{
    (void)state;
    wg_game *g = objective_game("objectives: [{at: [6, 5], side: 0, kind: temporary}]\n");
    assert_int_equal(objective(g, 0).kind, WG_M44_OBJ_TEMPORARY);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    int from = wg_game_log_count(g);
    apply_ok(g, act_move(0, 6, 5));
    wg_event ev = last_objective_event(g, from);
    assert_int_equal(ev.player, 0);
    assert_int_equal(ev.value, 0);
    assert_int_equal(ev.extra, -1);
    assert_int_equal(score(g, 0), 1);
    assert_int_equal(objective(g, 0).holder, 0);
    assert_int_equal(objective(g, 0).scored, 1);
    from = wg_game_log_count(g);
    apply_ok(g, act_move(0, 6, 4));
    ev = last_objective_event(g, from);
    assert_int_equal(ev.player, -1);
    assert_int_equal(ev.extra, 0);
    assert_int_equal(score(g, 0), 0);
    assert_int_equal(objective(g, 0).holder, -1);
    wg_game_free(g);
}

#define GROUP(c, r, g) "{at: [" #c ", " #r "], side: both, kind: majority, group: " #g "}"

/* M44-X28: a group's medal goes to the side in more of its hexes than the other, is lost on
 * a tie, is reported on each hex and scored once; groups are told apart by number. */
static void m44_x28_majority_objective(void **state)
{
    (void)state;
    wg_game *g = m44_game("objectives: [" GROUP(6, 5, 1) ", " GROUP(4, 4, 1) ", "
                          GROUP(0, 8, 2) ", " GROUP(8, 4, 1) "]\n",
                          NULL,
                          UNIT(0, infantry, 6, 6) UNIT(0, infantry, 4, 4) UNIT(1, infantry, 8, 4),
                          HANDS, 4, 4);
    assert_int_equal(objective(g, 0).kind, WG_M44_OBJ_MAJORITY);
    assert_int_equal(objective(g, 0).holder, -1); /* one hex each: no majority */
    order(g, WG_M44_CARD_PROBE, 0, -1);
    int from = wg_game_log_count(g);
    apply_ok(g, act_move(0, 6, 5));
    assert_int_equal(count_events(g, from, WG_M44_EV_OBJECTIVE), 3); /* the group's 3 hexes */
    assert_int_equal(score(g, 0), 1); /* once for the group */
    for (int i = 0; i < 4; i++)
        assert_int_equal(objective(g, i).holder, i == 2 ? -1 : 0);
    assert_int_equal(objective(g, 0).scored, 1);
    assert_int_equal(objective(g, 1).scored, 0);
    assert_int_equal(objective(g, 3).scored, 0);
    wg_game_free(g);

    /* the other side's majority; a group of one side's gives the other nothing */
    g = m44_game("objectives: [" GROUP(6, 5, 1) ", " GROUP(4, 4, 1) ", " GROUP(8, 4, 1) "]\n",
                 NULL, UNIT(0, infantry, 6, 5) UNIT(1, infantry, 4, 4) UNIT(1, infantry, 8, 4),
                 HANDS, 4, 4);
    assert_int_equal(objective(g, 1).holder, 1);
    assert_int_equal(score(g, 1), 1);
    wg_game_free(g);
    g = m44_game("objectives: [{at: [6, 5], side: 0, kind: majority, group: 3}, "
                 "{at: [4, 4], side: 0, kind: majority, group: 3}]\n",
                 NULL, UNIT(0, infantry, 6, 6) UNIT(1, infantry, 4, 4), HANDS, 4, 4);
    assert_int_equal(objective(g, 0).holder, -1);
    assert_int_equal(score(g, 1), 0);
    wg_game_free(g);

    /* `group:` with majority and only with it; `kind: exit` belongs under exits: */
    static const char *const bad[] = { "{at: [6, 5], side: 0, kind: majority}",
                                       "{at: [6, 5], side: 0, kind: temporary, group: 1}",
                                       "{at: [6, 5], side: 0, kind: exit}",
                                       "{at: [6, 5], side: 0, kind: majority, group: 17}" };
    static const char *const says[] = { "needs `group:`", "needs `group:`", "exits:", "17" };
    for (int k = 0; k < 4; k++) {
        char yaml[512];
        snprintf(yaml, sizeof yaml, "ruleset: m44\nboard: {columns: 13, rows: 9}\n"
                 "sides: [{name: A}, {name: B}]\n"
                 "units: [{side: 0, type: infantry, at: [1, 1]},"
                 " {side: 1, type: infantry, at: [2, 2]}]\nobjectives: [%s]\n", bad[k]);
        wg_error err;
        wg_game *none = NULL;
        assert_int_equal(wg_game_new(&none, yaml, strlen(yaml), "x.yaml", 1, NULL, &err),
                         WG_EPARSE);
        if (!strstr(err.message, says[k]))
            fail_msg("%s: %s", bad[k], err.message);
    }
}

/* M44-X21: a permanent medal is kept once taken, whoever stands there later. */
static void m44_x21_permanent_objective_is_kept(void **state)
{
    (void)state;
    wg_game *g = objective_game("objectives: [{at: [6, 5], side: 0, kind: permanent}]\n");
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 5));
    assert_int_equal(score(g, 0), 1);
    int from = wg_game_log_count(g);
    apply_ok(g, act_move(0, 6, 4));
    assert_int_equal(count_events(g, from, WG_M44_EV_OBJECTIVE), 0);
    assert_int_equal(score(g, 0), 1);
    assert_int_equal(objective(g, 0).holder, 0);
    wg_game_free(g);
}

/* M44-X22: a start-of-turn objective scores only when held as its side's turn begins, and
 * is lost once left. */
static void m44_x22_start_turn_objective(void **state)
{
    (void)state;
    wg_game *g = objective_game("objectives: [{at: [6, 5], side: 0, kind: start_turn}]\n");
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 5));
    assert_int_equal(score(g, 0), 0); /* entered, not yet held at a turn's start */
    pass_until(g, WG_DEC_ORDER, 1);
    assert_int_equal(score(g, 0), 0);
    int from = wg_game_log_count(g);
    pass_until(g, WG_DEC_ORDER, 0);
    wg_event ev = last_objective_event(g, from);
    assert_int_equal(ev.player, 0);
    assert_int_equal(score(g, 0), 1);
    order(g, WG_M44_CARD_ATTACK, 0, -1);
    apply_ok(g, act_move(0, 6, 4));
    assert_int_equal(score(g, 0), 0);
    assert_int_equal(objective(g, 0).holder, -1);
    wg_game_free(g);
}

/* M44-X20: an objective of one side gives the other nothing; `side: both` gives it to either. */
static void m44_x20_objective_sides(void **state)
{
    (void)state;
    wg_game *g = objective_game("objectives: [{at: [6, 5], side: 1, kind: temporary}]\n");
    order(g, WG_M44_CARD_PROBE, 0, -1);
    int from = wg_game_log_count(g);
    apply_ok(g, act_move(0, 6, 5));
    assert_int_equal(count_events(g, from, WG_M44_EV_OBJECTIVE), 0);
    assert_int_equal(score(g, 0), 0);
    assert_int_equal(score(g, 1), 0);
    wg_game_free(g);

    g = objective_game("objectives: [{at: [6, 5], side: both, kind: temporary, medals: 2}]\n");
    assert_int_equal(objective(g, 0).side, -1);
    assert_int_equal(objective(g, 0).medals, 2);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 5));
    assert_int_equal(score(g, 0), 2);
    assert_int_equal(objective(g, 0).holder, 0);
    wg_game_free(g);
}

/* M44-B10 with M44-X21: the scenario's medal count is reached the moment the objective
 * is taken. */
static void m44_x21_objective_medals_win(void **state)
{
    (void)state;
    wg_game *g = objective_game(
        "medals: 2\nobjectives: [{at: [6, 5], side: 0, kind: permanent, medals: 2}]\n");
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 5));
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_int_equal(info.over, 1);
    assert_int_equal(info.winner, 0);
    assert_int_equal(decision(g).type, WG_DEC_NONE);
    wg_game_free(g);
}

/* Objectives without `kind:` are the held medals of older scenarios: the same score, no
 * events (so the shipped scenarios replay byte for byte). */
static void m44_x20_held_objective_is_silent(void **state)
{
    (void)state;
    wg_game *g = objective_game("objectives: [{at: [6, 5], side: 0}]\n");
    assert_int_equal(objective(g, 0).kind, WG_M44_OBJ_HELD);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    int from = wg_game_log_count(g);
    apply_ok(g, act_move(0, 6, 5));
    assert_int_equal(score(g, 0), 1);
    assert_int_equal(objective(g, 0).holder, 0);
    assert_int_equal(count_events(g, from, WG_M44_EV_OBJECTIVE), 0);
    wg_game_free(g);
}

/* ------------------------------------------------------------ exit markers */

/* The MOVE off the board offered to `unit`, if any. */
static int exit_action(const wg_game *g, int unit, wg_action *out)
{
    wg_action acts[128];
    int n = wg_game_legal_actions(g, acts, 128);
    for (int i = 0; i < n; i++) {
        wg_m44_hex_info h = WG_M44_HEX_INFO_INIT;
        if (acts[i].type == WG_ACT_MOVE && acts[i].unit == unit &&
            wg_m44_hex(g, wg_hex_make(acts[i].x, acts[i].y), &h) == WG_ERANGE) {
            *out = acts[i];
            return 1;
        }
    }
    return 0;
}

/* M44-X23: a unit on its side's exit marker with a hex of move left leaves the board: it
 * scores the marker's medals, is gone (no medal to the enemy), and the marker counts it. */
static void m44_x23_exit_marker(void **state)
{
    (void)state;
    wg_game *g = m44_game("exits: [{at: [6, 0], side: 0, medals: 2}]\n", NULL,
                          UNIT(0, infantry, 6, 1) UNIT(1, infantry, 0, 0), HANDS, 4, 4);
    assert_int_equal(wg_m44_objective_count(g), 1);
    assert_int_equal(objective(g, 0).kind, WG_M44_OBJ_EXIT);
    wg_action a;
    order(g, WG_M44_CARD_PROBE, 0, -1);
    assert_false(exit_action(g, 0, &a)); /* not on the marker yet */
    apply_ok(g, act_move(0, 6, 0));
    assert_true(exit_action(g, 0, &a));
    int from = wg_game_log_count(g);
    apply_ok(g, a);
    int i = find_event(g, from, WG_M44_EV_EXIT);
    assert_true(i >= 0);
    wg_event ev;
    wg_game_log_event(g, i, &ev);
    assert_int_equal(ev.unit, 0);
    assert_int_equal(ev.player, 0);
    assert_int_equal(ev.extra, 2);
    /* gone from the board, not destroyed: in the game still (as OGRE's escaped Ogre), so a
     * host or an agent counting what is left counts it */
    wg_unit_info u = WG_UNIT_INFO_INIT;
    assert_int_equal(wg_game_unit(g, 0, &u), WG_OK);
    assert_int_equal(u.flags & (WG_UNIT_ALIVE | WG_UNIT_ON_BOARD), WG_UNIT_ALIVE);
    assert_int_equal(u.strength, 4);
    assert_int_equal(count_events(g, from, WG_EV_DESTROYED), 0);
    assert_int_equal(score(g, 0), 2);
    assert_int_equal(score(g, 1), 0);
    assert_int_equal(objective(g, 0).scored, 2);
    char line[160];
    wg_event_describe(g, &ev, line, sizeof line);
    assert_non_null(strstr(line, "leaves the board at [6, 0]"));
    wg_game_free(g);
}

/* M44-X23: not for the other side, not from an edge hex without a marker, not without a
 * hex of move left. */
static void m44_x23_exit_refusals(void **state)
{
    (void)state;
    wg_action a;
    wg_game *g = m44_game("exits: [{at: [6, 0], side: 1}]\n", NULL,
                          UNIT(0, infantry, 6, 1) UNIT(1, infantry, 0, 8), HANDS, 4, 4);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 0));
    assert_false(exit_action(g, 0, &a)); /* the Axis' marker */
    wg_game_free(g);

    g = m44_game("exits: [{at: [6, 0], side: 0}]\n", NULL,
                 UNIT(0, infantry, 5, 1) UNIT(1, infantry, 0, 8), HANDS, 4, 4);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 5, 0));
    assert_false(exit_action(g, 0, &a)); /* an edge hex, no marker */
    wg_game_free(g);

    g = m44_game("exits: [{at: [6, 0], side: 0}]\n", NULL,
                 UNIT(0, infantry, 6, 2) UNIT(1, infantry, 0, 8), HANDS, 4, 4);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 1));
    apply_ok(g, act_move(0, 6, 0));
    assert_false(exit_action(g, 0, &a)); /* two hexes moved: none left */
    wg_game_free(g);

    /* an exit marker must be on the edge */
    const char *yaml = "ruleset: m44\nboard: {columns: 13, rows: 9}\n"
                       "sides: [{name: A}, {name: B}]\n"
                       "units: [{side: 0, type: infantry, at: [1, 1]},"
                       " {side: 1, type: infantry, at: [2, 2]}]\n"
                       "exits: [{at: [5, 5], side: 0}]\n";
    wg_error err;
    wg_game *bad = NULL;
    assert_int_equal(wg_game_new(&bad, yaml, strlen(yaml), "x.yaml", 1, NULL, &err),
                     WG_EPARSE);
    assert_non_null(strstr(err.message, "edge hex"));
}

/* ------------------------------------------------------------ the airdrop */

static wg_game *drop_game(uint64_t seed, const char *drop, const char *terrain)
{
    char head[256];
    snprintf(head, sizeof head, "airdrop: %s\n", drop);
    return m44_game_seeded(seed, head, terrain, UNIT(0, infantry, 6, 6) FOES, HANDS, 4, 4);
}

/* The AIRDROP events of the game's start, in order (at most cap). */
static int drops(const wg_game *g, wg_event *out, int cap)
{
    int n = 0;
    for (int i = 0; i < wg_game_log_count(g) && n < cap; i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        if (ev.type == WG_M44_EV_AIRDROP)
            out[n++] = ev;
    }
    return n;
}

/* The game waits at "m44.airdrop" for `side`, with PASS its only answer. */
static void assert_at_airdrop(const wg_game *g, int side)
{
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_SETUP);
    assert_int_equal(d.player, side);
    assert_string_equal(wg_decision_kind_name(g, &d), "m44.airdrop");
    wg_action a[2];
    assert_int_equal(wg_game_legal_actions(g, a, 2), 1);
    assert_int_equal(a[0].type, WG_ACT_PASS);
}

/* Answer the airdrop with the dice `s` plays back; every die rolled must be a drop's. */
static void drop_with(wg_game *g, script *s)
{
    wg_game_set_dice(g, script_die, s);
    apply_ok(g, act(WG_ACT_PASS));
    wg_game_set_dice(g, NULL, NULL);
    for (int i = 0; i < s->next; i++)
        assert_int_equal(s->asked[i].purpose, WG_M44_ROLL_AIRDROP);
}

/* M44-X24: creation rolls nothing: the game waits at "m44.airdrop" (the dropping side's),
 * with no die, no drop in the log and the generator where a game without the airdrop
 * leaves it; the drop's dice are the zone's columns, then rows. */
static void m44_x24_airdrop_is_a_start_decision(void **state)
{
    (void)state;
    for (int side = 0; side < 2; side++) {
        char drop[128];
        snprintf(drop, sizeof drop, "{side: %d, type: infantry, units: 2, "
                 "zone: [[2, 1], [6, 3]]}", side);
        wg_game *g = drop_game(7, drop, NULL);
        wg_game *plain = m44_game_seeded(7, NULL, NULL, UNIT(0, infantry, 6, 6) FOES, HANDS, 4,
                                         4);
        assert_at_airdrop(g, side);
        assert_int_equal(count_events(g, 0, WG_EV_DIE), 0);
        assert_int_equal(count_events(g, 0, WG_M44_EV_AIRDROP), 0);
        assert_memory_equal(wg_core(g)->rng, wg_core(plain)->rng, sizeof wg_core(g)->rng);
        wg_unit_info u = WG_UNIT_INFO_INIT; /* waiting to drop: in the game, not on the board */
        assert_int_equal(wg_game_unit(g, 2, &u), WG_OK);
        assert_int_equal(u.flags & (WG_UNIT_ALIVE | WG_UNIT_ON_BOARD), WG_UNIT_ALIVE);
        script s;
        SCRIPT(&s, 0, 1, 1, 5, 3); /* [2, 1], then [6, 3] */
        drop_with(g, &s);
        assert_int_equal(s.next, 4);
        assert_int_equal(s.asked[0].sides, 5); /* columns 2..6 */
        assert_int_equal(s.asked[1].sides, 3); /* rows 1..3 */
        assert_int_equal(s.asked[0].unit, 2);
        assert_int_equal(s.asked[3].unit, 3);
        assert_int_equal(count_events(g, 0, WG_EV_DIE), 4);
        int c, r;
        unit_at(g, 2, &c, &r);
        assert_true(c == 2 && r == 1);
        unit_at(g, 3, &c, &r);
        assert_true(c == 6 && r == 3);
        wg_decision d = decision(g);
        assert_int_equal(d.type, WG_DEC_ORDER); /* the first turn */
        assert_int_equal(d.player, 0);
        wg_game_free(plain);
        wg_game_free(g);
    }
}

/* M44-X24: units that come down off the board are lost, and give nobody a medal. */
static void m44_x24_airdrop_off_the_board(void **state)
{
    (void)state;
    wg_game *g = drop_game(1, "{side: 0, type: infantry, units: 3, zone: [[-3, -3], [-2, -1]]}",
                           NULL);
    assert_int_equal(wg_game_unit_count(g), 5);
    script s;
    SCRIPT(&s, 0, 1, 1, 2, 2, 2, 3); /* [-3, -3], [-2, -2], [-2, -1] */
    drop_with(g, &s);
    wg_event ev[8];
    assert_int_equal(drops(g, ev, 8), 3);
    for (int i = 0; i < 3; i++) {
        assert_int_equal(ev[i].unit, 2 + i);
        assert_int_equal(ev[i].value, 0);
        assert_int_equal(ev[i].extra, WG_M44_DROP_OFF_BOARD);
        assert_false(alive(g, 2 + i));
    }
    wg_hex at = hx(-2, -1);
    assert_true(ev[2].x == at.q && ev[2].y == at.r);
    assert_int_equal(score(g, 0), 0);
    assert_int_equal(score(g, 1), 0);
    wg_game_free(g);
}

/* M44-X24: a unit that lands on a free hex is placed there at full strength; one that lands
 * on another unit (dropped or not), in impassable terrain or in the ocean, is lost. */
static void m44_x24_airdrop_lands_or_is_lost(void **state)
{
    (void)state;
    /* zone [[2, 2], [6, 6]]: faces 1..5 are columns 2..6 and rows 2..6 */
    wg_game *g = drop_game(1, "{side: 0, type: infantry, units: 3, zone: [[2, 2], [6, 6]]}",
                           TERR(river, 3, 3));
    script s;
    SCRIPT(&s, 0, 3, 4, 3, 4, 5, 5); /* [4, 5]; [4, 5] again; [6, 6]: the Allied unit */
    drop_with(g, &s);
    wg_event ev[4];
    assert_int_equal(drops(g, ev, 4), 3);
    assert_int_equal(ev[0].value, 1);
    assert_int_equal(ev[0].extra, WG_M44_DROP_LANDED);
    int c, r;
    unit_at(g, 2, &c, &r);
    assert_true(c == 4 && r == 5);
    assert_int_equal(figures(g, 2), 4);
    assert_int_equal(ev[1].extra, WG_M44_DROP_OCCUPIED); /* the first one is there */
    assert_false(alive(g, 3));
    assert_int_equal(ev[2].extra, WG_M44_DROP_OCCUPIED); /* the Allied infantry's hex */
    assert_false(alive(g, 4));
    char line[160];
    wg_event_describe(g, &ev[0], line, sizeof line);
    assert_non_null(strstr(line, "lands at [4, 5]"));
    wg_game_free(g);

    g = drop_game(1, "{side: 0, type: armor, units: 2, figures: 2, zone: [[2, 2], [6, 6]]}",
                  TERR(river, 3, 3) TERR(ocean, 5, 2));
    SCRIPT(&s, 0, 2, 2, 4, 1); /* [3, 3]: the river; [5, 2]: the ocean */
    drop_with(g, &s);
    assert_int_equal(drops(g, ev, 4), 2);
    assert_int_equal(ev[0].extra, WG_M44_DROP_IMPASSABLE);
    assert_int_equal(ev[1].extra, WG_M44_DROP_IMPASSABLE);
    wg_game_free(g);

    g = drop_game(1, "{side: 1, type: armor, units: 1, figures: 2, zone: [[3, 3], [3, 3]]}",
                  NULL);
    assert_at_airdrop(g, 1);
    SCRIPT(&s, 0, 1, 1);
    drop_with(g, &s);
    assert_int_equal(figures(g, 2), 2);
    wg_unit_info u = WG_UNIT_INFO_INIT;
    wg_game_unit(g, 2, &u);
    assert_int_equal(u.player, 1);
    assert_int_equal(u.kind, WG_M44_ARMOR);
    wg_game_free(g);
}

/* M44-X24: without a dice source the drop is the seed's (the same seed lands the same),
 * over the default zone (the board and a hex round it) some land and some are lost. */
static void m44_x24_airdrop_follows_the_seed(void **state)
{
    (void)state;
    int landed = 0, lost = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        wg_game *a = drop_game(seed, "{side: 0, type: infantry, units: 4}", NULL);
        wg_game *b = drop_game(seed, "{side: 0, type: infantry, units: 4}", NULL);
        apply_ok(a, act(WG_ACT_PASS));
        apply_ok(b, act(WG_ACT_PASS));
        wg_event ea[8], eb[8];
        assert_int_equal(drops(a, ea, 8), 4);
        assert_int_equal(drops(b, eb, 8), 4);
        assert_int_equal(count_events(a, 0, WG_EV_DIE), 8);
        for (int i = 0; i < 4; i++) {
            assert_int_equal(ea[i].x, eb[i].x);
            assert_int_equal(ea[i].y, eb[i].y);
            assert_int_equal(ea[i].extra, eb[i].extra);
            landed += ea[i].value;
            lost += !ea[i].value;
            assert_int_equal(alive(a, 2 + i), ea[i].value);
        }
        wg_game_free(a);
        wg_game_free(b);
    }
    assert_true(landed > 0);
    assert_true(lost > 0);
}

/* M44-X24: a bad face from the dice source fails the PASS and leaves the game at the drop. */
static void m44_x24_airdrop_bad_die_changes_nothing(void **state)
{
    (void)state;
    wg_game *g = drop_game(1, "{side: 0, type: infantry, units: 1, zone: [[2, 2], [3, 3]]}",
                           NULL);
    uint64_t before = wg_game_hash(g);
    script s;
    SCRIPT(&s, 0, 3, 1); /* a 2-sided die cannot show 3 */
    wg_game_set_dice(g, script_die, &s);
    wg_action pass = act(WG_ACT_PASS);
    assert_int_not_equal(wg_game_apply(g, &pass), WG_OK);
    assert_int_equal(wg_game_hash(g), before);
    assert_at_airdrop(g, 0);
    wg_game_free(g);
}

/* ------------------------------------------------------------ first turn */

/* M44-X25: `first_turn` holds a side's ordered units on its first turn only. */
static void m44_x25_first_turn_no_move(void **state)
{
    (void)state;
    wg_game *g = m44_game("first_turn: [{side: 0, move: false}]\n", NULL,
                          UNIT(0, infantry, 6, 6) FOES, HANDS, 4, 4);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    assert_false(is_legal(g, act_move(0, 6, 5)));
    pass_until(g, WG_DEC_ORDER, 1);
    pass_until(g, WG_DEC_ORDER, 0);
    order(g, WG_M44_CARD_ATTACK, 0, -1);
    assert_true(is_legal(g, act_move(0, 6, 5))); /* turn 3: free */
    wg_game_free(g);
}

/* M44-X25: `card:` fixes the card a side plays on its first turn (dealt by `hands:`). */
static void m44_x25_first_turn_card(void **state)
{
    (void)state;
    wg_game *g = m44_game("first_turn: [{side: 0, card: attack_centre}]\n", NULL,
                          UNIT(0, infantry, 6, 6) FOES, HANDS, 4, 4);
    int attack = card_in_hand(g, 0, WG_M44_CARD_ATTACK);
    int probe = card_in_hand(g, 0, WG_M44_CARD_PROBE);
    assert_true(is_legal(g, act_play(attack)));
    assert_false(is_legal(g, act_play(probe)));
    wg_action acts[16];
    assert_int_equal(wg_game_legal_actions(g, acts, 16), 1);
    pass_until(g, WG_DEC_ORDER, 1);
    pass_until(g, WG_DEC_ORDER, 0);
    assert_true(is_legal(g, act_play(probe))); /* turn 3: any card */
    wg_game_free(g);

    const char *yaml = "ruleset: m44\nboard: {columns: 13, rows: 9}\n"
                       "sides: [{name: A}, {name: B}]\n"
                       "units: [{side: 0, type: infantry, at: [1, 1]},"
                       " {side: 1, type: infantry, at: [2, 2]}]\n"
                       "hands: [[probe_left], []]\n"
                       "first_turn: [{side: 0, card: barrage}]\n";
    wg_error err;
    wg_game *bad = NULL;
    assert_int_equal(wg_game_new(&bad, yaml, strlen(yaml), "x.yaml", 1, NULL, &err),
                     WG_EPARSE);
    assert_non_null(strstr(err.message, "not in side 0's `hands:`"));
}

static void m44_x25_first_turn_no_battle(void **state)
{
    (void)state;
    wg_game *g = m44_game("first_turn: [{side: 0, battle: false}]\n", NULL,
                          UNIT(0, infantry, 6, 6) UNIT(1, infantry, 6, 5), HANDS, 4, 4);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    if (decision(g).type == WG_DEC_MOVE)
        apply_ok(g, act(WG_ACT_PASS));
    assert_false(is_legal(g, act_fire(0, 1)));
    wg_game_free(g);

    /* the other side's first turn is turn 2 */
    g = m44_game("first_turn: [{side: 1, move: false, battle: false}]\n", NULL,
                 UNIT(0, infantry, 6, 8) UNIT(1, infantry, 6, 3), HANDS, 4, 4);
    pass_until(g, WG_DEC_ORDER, 1);
    order(g, WG_M44_CARD_PROBE, 1, -1);
    assert_false(is_legal(g, act_move(1, 6, 4)));
    wg_game_free(g);
}

/* `turn_limit_tie`: equal medals at the turn limit go to the side named, not a draw. */
static void m44_x25_turn_limit_tie(void **state)
{
    (void)state;
    wg_game *g = objective_game("turn_limit: 1\nturn_limit_tie: 1\n");
    pass_until(g, WG_DEC_NONE, -1);
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_int_equal(info.over, 1);
    assert_int_equal(info.winner, 1);
    assert_int_equal(info.result, WG_M44_RESULT_TURN_LIMIT);
    assert_non_null(strstr(wg_game_result_text(g), "Axis wins: equal medals"));
    wg_game_free(g);

    g = objective_game("turn_limit: 1\n");
    pass_until(g, WG_DEC_NONE, -1);
    wg_game_status(g, &info);
    assert_int_equal(info.winner, -1);
    wg_game_free(g);

    const char *yaml = "ruleset: m44\nboard: {columns: 13, rows: 9}\n"
                       "sides: [{name: A}, {name: B}]\n"
                       "units: [{side: 0, type: infantry, at: [1, 1]},"
                       " {side: 1, type: infantry, at: [2, 2]}]\n"
                       "turn_limit_tie: 0\n";
    wg_error err;
    wg_game *bad = NULL;
    assert_int_equal(wg_game_new(&bad, yaml, strlen(yaml), "x.yaml", 1, NULL, &err),
                     WG_EPARSE);
    assert_non_null(strstr(err.message, "needs a turn_limit"));
}

/* ------------------------------------------------------------ bridges */

#define BRIDGE TERR(river, 5, 4) TERR(bridge, 6, 4) TERR(river, 7, 4)

static wg_action blow(int unit, int c, int r)
{
    wg_action a = act(WG_ACT_CHOOSE);
    wg_hex h = hx(c, r);
    a.unit = unit;
    a.x = h.q;
    a.y = h.r;
    a.value = WG_M44_CHOICE_BLOW_BRIDGE;
    return a;
}

/* M44-X26: the side `bridges: {blow:}` names may, instead of battling, roll the dice at a
 * bridge next to a unit: a star blows it, and it is a river from then on. */
static void m44_x26_blow_a_bridge(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 0, F_INF, F_STAR);
    wg_game *g = m44_game("first: 1\nbridges: {blow: 1}\n", BRIDGE,
                          UNIT(0, infantry, 6, 7) UNIT(1, infantry, 6, 3), HANDS, 4, 4);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_PROBE, 1, -1);
    if (decision(g).type == WG_DEC_MOVE)
        apply_ok(g, act(WG_ACT_PASS));
    assert_true(is_legal(g, blow(1, 6, 4)));
    int from = wg_game_log_count(g);
    apply_ok(g, blow(1, 6, 4));
    assert_int_equal(s.next, 2);
    assert_int_equal(s.asked[0].purpose, WG_M44_ROLL_BLOW_BRIDGE);
    int i = find_event(g, from, WG_M44_EV_BRIDGE);
    assert_true(i >= 0);
    wg_event ev;
    wg_game_log_event(g, i, &ev);
    assert_int_equal(ev.value, 1);
    wg_m44_hex_info h = WG_M44_HEX_INFO_INIT;
    assert_int_equal(wg_m44_hex(g, hx(6, 4), &h), WG_OK);
    assert_int_equal(h.terrain, WG_M44_RIVER);
    pass_until(g, WG_DEC_ORDER, 0);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 6));
    apply_ok(g, act_move(0, 6, 5));
    wg_game_free(g);
    /* the Allies' next turn: the blown bridge cannot be entered */
    g = m44_game("first: 1\nbridges: {blow: 1}\n", BRIDGE,
                 UNIT(0, infantry, 6, 5) UNIT(1, infantry, 6, 3), HANDS, 4, 4);
    SCRIPT(&s, 0, F_STAR, F_STAR);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_PROBE, 1, -1);
    if (decision(g).type == WG_DEC_MOVE)
        apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, blow(1, 6, 4));
    pass_until(g, WG_DEC_ORDER, 0);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    assert_false(is_legal(g, act_move(0, 6, 4)));
    wg_game_free(g);
}

/* M44-X26: no star, the bridge holds; the other side may not blow; a bridge with a unit on it
 * may not be blown. */
static void m44_x26_bridge_refusals(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 0, F_INF, F_FLAG);
    wg_game *g = m44_game("first: 1\nbridges: {blow: 1}\n", BRIDGE,
                          UNIT(0, infantry, 6, 7) UNIT(1, infantry, 6, 3), HANDS, 4, 4);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_PROBE, 1, -1);
    if (decision(g).type == WG_DEC_MOVE)
        apply_ok(g, act(WG_ACT_PASS));
    int from = wg_game_log_count(g);
    apply_ok(g, blow(1, 6, 4));
    wg_event ev;
    wg_game_log_event(g, find_event(g, from, WG_M44_EV_BRIDGE), &ev);
    assert_int_equal(ev.value, 0);
    wg_m44_hex_info h = WG_M44_HEX_INFO_INIT;
    wg_m44_hex(g, hx(6, 4), &h);
    assert_int_equal(h.terrain, WG_M44_BRIDGE);
    assert_false(is_legal(g, blow(1, 6, 4))); /* its battle is spent */
    wg_game_free(g);

    g = m44_game("bridges: {blow: 1}\n", BRIDGE,
                 UNIT(0, infantry, 6, 5) UNIT(1, infantry, 6, 1), HANDS, 4, 4);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    if (decision(g).type == WG_DEC_MOVE)
        apply_ok(g, act(WG_ACT_PASS));
    assert_false(is_legal(g, blow(0, 6, 4))); /* the Allies may not */
    wg_game_free(g);

    g = m44_game("first: 1\nbridges: {blow: 1}\n", BRIDGE,
                 UNIT(0, infantry, 6, 4) UNIT(1, infantry, 6, 3), HANDS, 4, 4);
    order(g, WG_M44_CARD_PROBE, 1, -1);
    if (decision(g).type == WG_DEC_MOVE)
        apply_ok(g, act(WG_ACT_PASS));
    assert_false(is_legal(g, blow(1, 6, 4))); /* someone is on it */
    wg_game_free(g);
}

/* Bad keys are refused with the place and the reason. */
static void issue20_keys_refused(void **state)
{
    (void)state;
    static const struct { const char *yaml, *message; } bad[] = {
        { "objectives: [{at: [1, 1], side: 0, kind: sometimes}]", "sometimes" },
        { "objectives: [{at: [1, 1], side: 2}]", "side" },
        { "objectives: [{at: [1, 1], side: 0}, {at: [1, 1], side: 1}]", "two objectives" },
        { "objectives: [{at: [1, 1], side: 0, medals: 0}]", "from 1 to 9" },
        { "exits: [{at: [0, 0], side: both}]", "from 0 to 1" },
        { "airdrop: {side: 0, type: infantry, units: 47}", "more than 48 units" },
        { "airdrop: {side: 0, type: infantry, units: 1, zone: [[3, 3], [2, 2]]}", "top left" },
        { "airdrop: {side: 0, type: infantry, units: 1, zone: [[-9, 0], [2, 2]]}", "-9" },
        { "airdrop: {side: 0, type: armor, units: 1, figures: 4}", "from 1 to 3" },
        { "first_turn: [{side: 0, move: false}, {side: 0, battle: false}]", "two first-turn" },
        { "bridges: {blow: 2}", "from 0 to 1" },
        { "bridges: {blow: 0, dice: 9}", "from 1 to 8" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char yaml[1024];
        snprintf(yaml, sizeof yaml,
                 "ruleset: m44\nboard: {columns: 13, rows: 9}\n"
                 "sides: [{name: A}, {name: B}]\n"
                 "units: [{side: 0, type: infantry, at: [5, 5]},"
                 " {side: 1, type: infantry, at: [2, 2]}]\n%s\n",
                 bad[i].yaml);
        wg_error err;
        wg_game *g = NULL;
        int rc = wg_game_new(&g, yaml, strlen(yaml), "x.yaml", 1, NULL, &err);
        if (rc == WG_OK || !strstr(err.message, bad[i].message))
            fail_msg("%s: rc %d, message '%s'", bad[i].yaml, rc, err.message);
        assert_null(g);
    }
}

/* ------------------------------------------------------------ the query */

static void objective_query_contract(void **state)
{
    (void)state;
    wg_game *g = objective_game("objectives: [{at: [6, 5], side: 0, kind: permanent}]\n");
    wg_m44_objective_info o = WG_M44_OBJECTIVE_INFO_INIT;
    assert_int_equal(wg_m44_objective_count(g), 1);
    assert_int_equal(wg_m44_objective(g, 1, &o), WG_ERANGE);
    assert_non_null(strstr(wg_game_last_error(g), "wg_m44_objective"));
    assert_int_equal(wg_m44_objective(g, -1, &o), WG_ERANGE);
    assert_int_equal(o.kind, WG_M44_OBJ_HELD); /* left as it was */
    assert_int_equal(wg_m44_objective(g, 0, NULL), WG_EINVAL);
    o.size = 4;
    assert_int_equal(wg_m44_objective(g, 0, &o), WG_EINVAL);
    o.size = sizeof o;
    assert_int_equal(wg_m44_objective(g, 0, &o), WG_OK);
    wg_hex h = hx(6, 5);
    assert_int_equal(o.x, h.q);
    assert_int_equal(o.y, h.r);
    wg_m44_objective_info_init(&o);
    assert_int_equal(o.holder, -1);
    wg_m44_objective_info_init(NULL);
    wg_game_free(g);

    char path[512];
    snprintf(path, sizeof path, "%s/%s", M44_SCENARIO_DIR, "ogre-basic.yaml");
    wg_error err;
    assert_int_equal(wg_game_open(&g, path, 1, NULL, &err), WG_OK);
    assert_int_equal(wg_m44_objective_count(g), WG_EINVAL);
    assert_int_equal(wg_m44_objective(g, 0, &o), WG_EINVAL);
    assert_non_null(strstr(wg_game_last_error(g), "this game plays ogre"));
    wg_game_free(g);
}

/* M44-X27: with `occupied: true` the enemy unit on the bridge goes down with it (a medal for
 * the side that blew it); no star: it stays; a unit of the blowing side still forbids it. */
static void m44_x27_blow_a_bridge_with_a_unit_on_it(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 0, F_GRENADE, F_STAR);
    wg_game *g = m44_game("first: 1\nbridges: {blow: 1, occupied: true}\n", BRIDGE,
                          UNIT(0, infantry, 6, 4) UNIT(0, infantry, 0, 8)
                              UNIT(1, infantry, 6, 3),
                          HANDS, 4, 4);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_PROBE, 2, -1);
    if (decision(g).type == WG_DEC_MOVE)
        apply_ok(g, act(WG_ACT_PASS));
    assert_true(is_legal(g, blow(2, 6, 4)));
    int from = wg_game_log_count(g);
    apply_ok(g, blow(2, 6, 4));
    assert_int_equal(s.next, 2);
    assert_false(alive(g, 0));
    int i = find_event(g, from, WG_EV_DESTROYED);
    assert_true(i > find_event(g, from, WG_M44_EV_BRIDGE)); /* the bridge falls first */
    wg_event ev;
    wg_game_log_event(g, i, &ev);
    assert_int_equal(ev.unit, 0);
    assert_int_equal(ev.player, 1);
    assert_int_equal(score(g, 1), 1);
    wg_m44_hex_info h = WG_M44_HEX_INFO_INIT;
    wg_m44_hex(g, hx(6, 4), &h);
    assert_int_equal(h.terrain, WG_M44_RIVER);
    assert_int_equal(h.unit, -1);
    wg_game_free(g);

    /* no star: the bridge holds, and so does the unit on it */
    SCRIPT(&s, 0, F_GRENADE, F_FLAG);
    g = m44_game("first: 1\nbridges: {blow: 1, occupied: true}\n", BRIDGE,
                 UNIT(0, infantry, 6, 4) UNIT(0, infantry, 0, 8) UNIT(1, infantry, 6, 3), HANDS,
                 4, 4);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_PROBE, 2, -1);
    if (decision(g).type == WG_DEC_MOVE)
        apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, blow(2, 6, 4));
    assert_true(alive(g, 0));
    assert_int_equal(figures(g, 0), 4);
    assert_int_equal(score(g, 1), 0);
    wg_game_free(g);

    /* its own unit on the bridge: not even with `occupied: true` */
    g = m44_game("first: 1\nbridges: {blow: 1, occupied: true}\n", BRIDGE,
                 UNIT(0, infantry, 0, 8) UNIT(1, infantry, 6, 4) UNIT(1, infantry, 6, 3), HANDS,
                 4, 4);
    order(g, WG_M44_CARD_PROBE, 2, -1);
    if (decision(g).type == WG_DEC_MOVE)
        apply_ok(g, act(WG_ACT_PASS));
    assert_false(is_legal(g, blow(2, 6, 4)));
    wg_game_free(g);

    /* a bad `occupied:` is refused where it stands */
    const char *yaml = "ruleset: m44\nboard: {columns: 13, rows: 9}\n"
                       "sides: [{name: A}, {name: B}]\n"
                       "units: [{side: 0, type: infantry, at: [1, 1]},"
                       " {side: 1, type: infantry, at: [2, 2]}]\n"
                       "bridges: {blow: 1, occupied: maybe}\n";
    wg_error err;
    wg_game *bad = NULL;
    assert_int_equal(wg_game_new(&bad, yaml, strlen(yaml), "x.yaml", 1, NULL, &err), WG_EPARSE);
    assert_non_null(strstr(err.message, "5:30")); /* the position of `maybe` */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(m44_x20_temporary_objective_is_lost_when_left),
        cmocka_unit_test(m44_x21_permanent_objective_is_kept),
        cmocka_unit_test(m44_x22_start_turn_objective),
        cmocka_unit_test(m44_x28_majority_objective),
        cmocka_unit_test(m44_x20_objective_sides),
        cmocka_unit_test(m44_x21_objective_medals_win),
        cmocka_unit_test(m44_x20_held_objective_is_silent),
        cmocka_unit_test(m44_x23_exit_marker),
        cmocka_unit_test(m44_x23_exit_refusals),
        cmocka_unit_test(m44_x24_airdrop_is_a_start_decision),
        cmocka_unit_test(m44_x24_airdrop_off_the_board),
        cmocka_unit_test(m44_x24_airdrop_lands_or_is_lost),
        cmocka_unit_test(m44_x24_airdrop_follows_the_seed),
        cmocka_unit_test(m44_x24_airdrop_bad_die_changes_nothing),
        cmocka_unit_test(m44_x25_first_turn_no_move),
        cmocka_unit_test(m44_x25_first_turn_no_battle),
        cmocka_unit_test(m44_x25_first_turn_card),
        cmocka_unit_test(m44_x25_turn_limit_tie),
        cmocka_unit_test(m44_x26_blow_a_bridge),
        cmocka_unit_test(m44_x26_bridge_refusals),
        cmocka_unit_test(m44_x27_blow_a_bridge_with_a_unit_on_it),
        cmocka_unit_test(issue20_keys_refused),
        cmocka_unit_test(objective_query_contract),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
