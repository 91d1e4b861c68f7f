/*
 * The three missions (OF-X1..OF-X4): placement validated against each
 * mission's areas, the first-turn roll, gone to ground, the V-1 sequence,
 * and 500 seeded games of each mission by the built-in agents, assaults
 * included, to a result with no error.
 */
#include <stdio.h>
#include <string.h>

#include "fow_test.h"
#include "rulesets/fow/fow_internal.h"

static wg_game *open_mission(const char *file, uint64_t seed)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", FOW_SCENARIOS, file);
    wg_game *g = NULL;
    wg_error err;
    int rc = wg_game_open(&g, path, seed, NULL, &err);
    if (rc != WG_OK)
        print_error("%s\n", err.message);
    assert_int_equal(rc, WG_OK);
    return g;
}

/* The first MOVE of the legal list (a placement inside the area), or fail. */
static wg_action first_listed_move(wg_game *g)
{
    wg_action acts[64];
    int n = wg_game_legal_actions(g, acts, 64);
    for (int k = 0; k < n && k < 64; k++)
        if (acts[k].type == WG_ACT_MOVE)
            return acts[k];
    fail_msg("no placement listed");
    return acts[0];
}

static int objectives_placed(const wg_game *g)
{
    int n = 0;
    for (int k = 0; k < wg_fow_objective_count(g); k++) {
        wg_fow_objective_info o = WG_FOW_OBJECTIVE_INFO_INIT;
        wg_fow_objective(g, k, &o);
        n += o.x >= 0;
    }
    return n;
}

/* OF-X4: an objective or a team placed outside its area is refused with WG_EILLEGAL
 * and the game is unchanged; inside (wholly inside, for a base) it is accepted. */
static void of_x4_placement_outside_its_area_is_refused(void **state)
{
    (void)state;
    wg_game *g = open_mission("fow-free-for-all.yaml", 1);
    assert_int_equal(fow_decision_type(g), WG_DEC_SETUP);
    assert_int_equal(fow_phase(g), WG_FOW_PHASE_SETUP);
    uint64_t h = wg_game_hash(g);
    wg_action a = wg_action_make(WG_ACT_MOVE); /* the centre of the table: in no box */
    a.x = IN(36);
    a.y = IN(24);
    assert_int_equal(wg_game_check(g, &a), WG_EILLEGAL);
    assert_int_equal(wg_game_apply(g, &a), WG_EILLEGAL);
    assert_non_null(strstr(wg_game_last_error(g), "OF-X4"));
    assert_true(wg_game_hash(g) == h);
    assert_int_equal(objectives_placed(g), 0);
    a = first_listed_move(g);
    assert_int_equal(wg_game_apply(g, &a), WG_OK);
    assert_int_equal(objectives_placed(g), 1);
    while (objectives_placed(g) < wg_fow_objective_count(g))
        assert_int_equal(fow_choose(g, -1, 0), WG_OK);
    /* deployment: player 0 behind 12" from the centre line (y <= 12") */
    wg_decision d;
    wg_game_decision(g, &d);
    assert_int_equal(d.type, WG_DEC_SETUP);
    assert_int_equal(d.player, 0);
    wg_action m = first_listed_move(g);
    h = wg_game_hash(g);
    a = m;
    a.y = IN(24); /* the centre line */
    assert_int_equal(wg_game_apply(g, &a), WG_EILLEGAL);
    assert_true(wg_game_hash(g) == h);
    a.y = IN(12); /* its centre on the line: half the base is outside */
    assert_int_equal(wg_game_apply(g, &a), WG_EILLEGAL);
    assert_non_null(strstr(wg_game_last_error(g), "wholly inside"));
    assert_true(wg_game_hash(g) == h);
    a.y = IN(10); /* wholly inside */
    assert_int_equal(wg_game_apply(g, &a), WG_OK);
    assert_true(wg_fow_alive(g, m.unit));
    wg_game_free(g);
}

/* OF-X13: a team may not be deployed on top of a team already placed. */
static void of_x13_deployment_on_a_placed_team_is_refused(void **state)
{
    (void)state;
    wg_game *g = open_mission("fow-free-for-all.yaml", 1);
    while (objectives_placed(g) < wg_fow_objective_count(g))
        assert_int_equal(fow_choose(g, -1, 0), WG_OK);
    wg_action first = first_listed_move(g);
    assert_int_equal(wg_game_apply(g, &first), WG_OK);
    wg_action next = first_listed_move(g);
    assert_true(next.unit != first.unit);
    uint64_t h = wg_game_hash(g);
    wg_action a = next;
    a.x = first.x + IN(0.5); /* half an inch over: the bases overlap */
    a.y = first.y;
    a.value = first.value;
    assert_int_equal(wg_game_check(g, &a), WG_EILLEGAL);
    assert_int_equal(wg_game_apply(g, &a), WG_EILLEGAL);
    assert_non_null(strstr(wg_game_last_error(g), "OF-X13"));
    assert_true(wg_game_hash(g) == h);
    assert_int_equal(wg_game_apply(g, &next), WG_OK); /* the listed spot is clear */
    wg_game_free(g);
}

/* OF-X6: a knife-fight objective must lie wholly on the table, in its corner box:
 * a marker whose centre is in the box but whose edge is off the table or past the box
 * is refused. */
static void of_x6_knife_fight_marker_wholly_in_its_box(void **state)
{
    (void)state;
    wg_game *g = open_mission("fow-knife-fight.yaml", 1);
    assert_int_equal(fow_decision_type(g), WG_DEC_SETUP);
    uint64_t h = wg_game_hash(g);
    wg_action a = wg_action_make(WG_ACT_MOVE); /* the first goes top-left: x <= 20", y >= 28" */
    a.x = IN(0.5);
    a.y = IN(40);
    assert_int_equal(wg_game_apply(g, &a), WG_EILLEGAL); /* half off the left edge */
    assert_non_null(strstr(wg_game_last_error(g), "OF-X6"));
    a.x = IN(10);
    a.y = IN(47.5);
    assert_int_equal(wg_game_apply(g, &a), WG_EILLEGAL); /* half off the top edge */
    a.x = IN(19.5);
    a.y = IN(40);
    assert_int_equal(wg_game_apply(g, &a), WG_EILLEGAL); /* over the gap */
    assert_true(wg_game_hash(g) == h);
    a.x = IN(18.5);
    a.y = IN(46.5);
    assert_int_equal(wg_game_apply(g, &a), WG_OK); /* the corner marker wholly in */
    assert_int_equal(objectives_placed(g), 1);
    wg_game_free(g);
}

/* OF-X7: automatic deployment faces the enemy: in the knife fight the teams in the top
 * corners face down the table and those in the bottom corners face up, for both players
 * (none faces its own table edge); the listed placements carry the same facing. */
static void of_x7_automatic_deployment_faces_the_enemy(void **state)
{
    (void)state;
    wg_game *g = open_mission("fow-knife-fight.yaml", 1);
    while (objectives_placed(g) < wg_fow_objective_count(g))
        assert_int_equal(fow_choose(g, -1, 0), WG_OK);
    wg_action m = first_listed_move(g);
    assert_int_equal(m.value, m.y > IN(24) ? 270000 : 90000);
    while (fow_phase(g) == WG_FOW_PHASE_SETUP)
        assert_int_equal(fow_choose(g, -1, 0), WG_OK);
    int top = 0, bottom = 0;
    for (int t = 0; t < wg_game_unit_count(g); t++) {
        wg_fow_team_info s = WG_FOW_TEAM_INFO_INIT;
        wg_fow_team(g, t, &s);
        if (s.y > IN(24)) {
            assert_int_equal(s.facing, 270000);
            top++;
        } else {
            assert_int_equal(s.facing, 90000);
            bottom++;
        }
    }
    assert_true(top > 0 && bottom > 0);
    wg_game_free(g);
}

typedef struct first_dice {
    int face[8], n, next;
} first_dice;

static int first_turn_dice(void *payload, const wg_game *g, const wg_roll *roll)
{
    (void)g;
    first_dice *d = payload;
    if (roll->purpose == WG_FOW_ROLL_FIRST_TURN && d->next < d->n)
        return d->face[d->next++];
    return 4;
}

/* OF-X1: a roll each decides the first turn, highest first; a tie is rolled again;
 * the other player's teams start gone to ground. */
static void of_x1_first_turn_roll_tie_rolled_again(void **state)
{
    (void)state;
    wg_game *g = open_mission("fow-knife-fight.yaml", 3);
    first_dice fd = { { 3, 3, 2, 5 }, 4, 0 };
    assert_int_equal(wg_game_set_dice(g, first_turn_dice, &fd), WG_OK);
    int mark = wg_game_log_count(g);
    while (fow_phase(g) == WG_FOW_PHASE_SETUP)
        assert_int_equal(fow_choose(g, -1, 0), WG_OK);
    assert_int_equal(fd.next, 4); /* 3-3 tied: rolled again, 2-5 */
    int rolls = 0, players[4] = { -1, -1, -1, -1 };
    for (int i = mark; i < wg_game_log_count(g); i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        if (ev.type == WG_EV_DIE && ev.purpose == WG_FOW_ROLL_FIRST_TURN && rolls < 4)
            players[rolls++] = ev.player;
    }
    assert_int_equal(rolls, 4);
    assert_int_equal(players[0], 0);
    assert_int_equal(players[1], 1);
    wg_event first;
    assert_int_equal(fow_count_events(g, mark, WG_FOW_EV_FIRST_TURN, &first), 1);
    assert_int_equal(first.player, 1); /* 5 beats 2 */
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_int_equal(info.active, 1);
    for (int t = 0; t < wg_game_unit_count(g); t++) {
        wg_fow_team_info s = WG_FOW_TEAM_INFO_INIT;
        wg_fow_team(g, t, &s);
        if (s.player == 0)
            assert_true(wg_fow_gone_to_ground(g, t));
    }
    char line[160];
    assert_true(wg_event_describe(g, &first, line, sizeof line) > 0);
    assert_non_null(strstr(line, "first turn"));
    wg_game_free(g);
}

/* OF-X3: the Doodlebug's player 1 goes first; the V-1 is placed at the start of
 * player 0's turn 5, moves up at its turn 6 and launches at its turn 7: player 0 wins. */
static void of_x3_doodlebug_v1_sequence_by_turn(void **state)
{
    (void)state;
    wg_game *g = open_mission("fow-doodlebug.yaml", 5);
    int mark = wg_game_log_count(g);
    wg_decision d;
    for (int step = 0; step < 2000; step++) {
        wg_game_decision(g, &d);
        if (d.type == WG_DEC_NONE)
            break;
        if (d.type == WG_DEC_MOVE || d.type == WG_DEC_FIRE || d.type == WG_DEC_ORDER)
            assert_int_equal(fow_pass(g), WG_OK); /* nobody moves, shoots or assaults */
        else
            assert_int_equal(fow_choose(g, -1, 0), WG_OK);
    }
    assert_int_equal(d.type, WG_DEC_NONE);
    assert_int_equal(fow_find_die(g, mark, WG_FOW_ROLL_FIRST_TURN, NULL), 0);
    int turn = 0, active = -1, seen = 0, first_turn_player = -1;
    for (int i = mark; i < wg_game_log_count(g); i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        if (ev.type == WG_EV_TURN) {
            turn = ev.value;
            active = ev.player;
            if (first_turn_player < 0)
                first_turn_player = ev.player;
        }
        if (ev.type == WG_FOW_EV_V1) {
            assert_int_equal(active, 0);
            assert_int_equal(ev.value, seen + 1);
            assert_int_equal(turn, 5 + seen);
            seen++;
        }
    }
    assert_int_equal(first_turn_player, 1);
    assert_int_equal(seen, 3);
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_int_equal(info.over, 1);
    assert_int_equal(info.winner, 0);
    assert_int_equal(info.result, WG_FOW_RESULT_V1_LAUNCHED);
    assert_int_equal(info.turn, 7);
    /* the result names the scenario's players, as the GAME_OVER event's description does */
    assert_string_equal(wg_game_result_text(g), "German wins: the V-1 flying bomb launched");
    wg_game_free(g);
}

static int results[3][8];

static void play(const char *file, uint64_t seed, int kind0, int kind1, int slot)
{
    wg_game *g = open_mission(file, seed);
    wg_agent a0, a1;
    wg_agent_init(&a0, kind0, seed * 2 + 1);
    wg_agent_init(&a1, kind1, seed * 2 + 2);
    wg_game_set_agent(g, 0, wg_agent_decide, &a0);
    wg_game_set_agent(g, 1, wg_agent_decide, &a1);
    int rc = wg_game_run(g, 400000);
    if (rc != WG_OK)
        print_error("%s seed %llu: %s\n", file, (unsigned long long)seed, wg_game_last_error(g));
    assert_int_equal(rc, WG_OK);
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_int_equal(info.over, 1);
    assert_true(info.result > WG_FOW_RESULT_NONE && info.result <= WG_FOW_RESULT_V1_LAUNCHED);
    results[slot][info.result]++;
    wg_game_free(g);
}

/* Is `team` within `dist` of one of the objectives (all placed)? */
static int near_a_marker(const wg_game *g, int team, int32_t dist)
{
    wg_fow_team_info t = WG_FOW_TEAM_INFO_INIT;
    assert_int_equal(wg_fow_team(g, team, &t), WG_OK);
    for (int k = 0; k < wg_fow_objective_count(g); k++) {
        wg_fow_objective_info o = WG_FOW_OBJECTIVE_INFO_INIT;
        wg_fow_objective(g, k, &o);
        int64_t dx = t.x - o.x, dy = t.y - o.y;
        if (dx * dx + dy * dy <= (int64_t)dist * dist)
            return 1;
    }
    return 0;
}

/* Greedy, defending (OF-X3's German: no objective to take, wins on the clock):
 * it deploys its teams around the markers the enemy must take, apart, not on the
 * centre line facing the Shermans, and in its Movement Step its grenadiers dig
 * in (OF-M8) rather than advance. */
static void greedy_defender_deploys_on_its_markers_and_digs_in(void **state)
{
    (void)state;
    wg_game *g = open_mission("fow-doodlebug.yaml", 3);
    wg_decision d;
    for (wg_game_decision(g, &d); !(d.type == WG_DEC_MOVE && d.player == 0);
         wg_game_decision(g, &d)) {
        assert_int_not_equal(d.type, WG_DEC_NONE);
        wg_action a = fow_greedy_answer(g);
        assert_int_equal(wg_game_apply(g, &a), WG_OK);
    }
    int german = 0;
    for (int i = 0; i < wg_game_unit_count(g); i++) {
        wg_fow_team_info t = WG_FOW_TEAM_INFO_INIT;
        assert_int_equal(wg_fow_team(g, i, &t), WG_OK);
        if (t.player != 0 || !(t.flags & WG_FOW_TEAM_ALIVE))
            continue;
        german++;
        assert_true(near_a_marker(g, i, IN(12)));
        for (int j = 0; j < i; j++) {
            wg_fow_team_info u = WG_FOW_TEAM_INFO_INIT;
            assert_int_equal(wg_fow_team(g, j, &u), WG_OK);
            assert_false(u.player == 0 && u.x == t.x && u.y == t.y); /* not stacked */
        }
    }
    assert_true(german > 0);
    wg_action a = fow_greedy_answer(g);
    assert_int_equal(a.type, WG_ACT_CHOOSE);
    assert_int_equal(a.value, WG_FOW_CHOOSE_DIG_IN);
    wg_game_free(g);
}

/* Greedy with objectives of its own to take (the knife fight, OF-X2): each marker the
 * enemy must take, one in each of its corner boxes, gets a platoon of its side within
 * 8"/20cm, and every team of a platoon deploys near the same marker. Before, greedy put
 * every platoon in one box, and the enemy drove onto the other's marker in one move. */
static void greedy_guards_each_marker_the_enemy_must_take(void **state)
{
    (void)state;
    wg_game *g = open_mission("fow-knife-fight.yaml", 1);
    wg_decision d;
    for (wg_game_decision(g, &d); d.type == WG_DEC_SETUP; wg_game_decision(g, &d)) {
        wg_action a = fow_greedy_answer(g);
        assert_int_equal(wg_game_apply(g, &a), WG_OK);
    }
    for (int k = 0; k < wg_fow_objective_count(g); k++) {
        wg_fow_objective_info o = WG_FOW_OBJECTIVE_INFO_INIT;
        assert_int_equal(wg_fow_objective(g, k, &o), WG_OK);
        int guards = 0, platoon = -1;
        for (int i = 0; i < wg_game_unit_count(g); i++) {
            wg_fow_team_info t = WG_FOW_TEAM_INFO_INIT;
            assert_int_equal(wg_fow_team(g, i, &t), WG_OK);
            int64_t dx = t.x - o.x, dy = t.y - o.y;
            if (t.player == o.player || dx * dx + dy * dy > (int64_t)IN(8) * IN(8))
                continue;
            guards++;
            if (platoon < 0)
                platoon = t.platoon;
            assert_int_equal(t.platoon, platoon); /* one platoon a marker */
        }
        assert_true(guards >= 2);
    }
    wg_game_free(g);
}

/* The last turn greedy's turn clock counts to (issue 23): in the doodlebug the V-1's
 * launch (OF-X3), as a turn limit of 7, its last Starting Step before it; the other
 * missions have none (OF-X5). The clock's moves are tested with a turn limit
 * (test_rules.c). */
static void greedy_last_turn_is_the_v1_launch(void **state)
{
    (void)state;
    wg_game *g = open_mission("fow-doodlebug.yaml", 1);
    assert_int_equal(fow_last_turn(g), 7);
    wg_game_free(g);
    g = open_mission("fow-free-for-all.yaml", 1);
    assert_int_equal(fow_last_turn(g), 0);
    wg_game_free(g);
}

/* OF-X1, OF-X2, OF-X3: 500 seeded games of each mission end with a result. */
static void of_x1_x2_x3_500_games_of_each_mission(void **state)
{
    (void)state;
    static const char *const files[3] = { "fow-free-for-all.yaml", "fow-knife-fight.yaml",
                                          "fow-doodlebug.yaml" };
    for (int m = 0; m < 3; m++) {
        for (uint64_t seed = 1; seed <= 500; seed++) {
            int k0 = seed % 3 == 0 ? WG_AGENT_RANDOM : WG_AGENT_GREEDY;
            int k1 = seed % 3 == 1 ? WG_AGENT_RANDOM : WG_AGENT_GREEDY;
            play(files[m], seed, k0, k1, m);
        }
        print_message("%s: objective %d, company morale %d, destroyed %d, turns %d, V-1 %d\n",
                      files[m], results[m][1], results[m][2], results[m][3], results[m][4],
                      results[m][5]);
    }
    assert_true(results[2][WG_FOW_RESULT_V1_LAUNCHED] + results[2][WG_FOW_RESULT_OBJECTIVE] > 0);
    /* OF-X5: the book's missions play until one side wins, never to a turn limit */
    assert_int_equal(results[0][WG_FOW_RESULT_TURNS], 0);
    assert_int_equal(results[1][WG_FOW_RESULT_TURNS], 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(of_x4_placement_outside_its_area_is_refused),
        cmocka_unit_test(of_x13_deployment_on_a_placed_team_is_refused),
        cmocka_unit_test(of_x6_knife_fight_marker_wholly_in_its_box),
        cmocka_unit_test(of_x7_automatic_deployment_faces_the_enemy),
        cmocka_unit_test(of_x1_first_turn_roll_tie_rolled_again),
        cmocka_unit_test(of_x3_doodlebug_v1_sequence_by_turn),
        cmocka_unit_test(greedy_defender_deploys_on_its_markers_and_digs_in),
        cmocka_unit_test(greedy_guards_each_marker_the_enemy_must_take),
        cmocka_unit_test(greedy_last_turn_is_the_v1_launch),
        cmocka_unit_test(of_x1_x2_x3_500_games_of_each_mission),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
