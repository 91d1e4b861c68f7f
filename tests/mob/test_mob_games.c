/*
 * Memoir of Battle: whole games. A thousand seeded games between greedy
 * agents on a shipped scenario all end with a result and no error; random
 * agents cannot break the rules either; the same seed gives the same game;
 * and the battle dice come up with the faces' frequencies (MB-D1).
 */
#include <stdio.h>
#include <string.h>

#include "mob_test.h"

#ifndef MOB_SCENARIO
#error "MOB_SCENARIO must name a shipped scenario"
#endif
#ifndef MOB_SCENARIO_DIR
#error "MOB_SCENARIO_DIR must name examples/scenarios"
#endif

static wg_game *open_scenario(const char *path, uint64_t seed)
{
    wg_game *g = NULL;
    wg_error err;
    if (wg_game_open(&g, path, seed, NULL, &err) != WG_OK)
        fail_msg("%s", err.message);
    return g;
}

/* Play to the end with the given agents; assert it ended properly. */
static void play_out(wg_game *g, int kind0, int kind1, uint64_t seed)
{
    wg_agent a0, a1;
    wg_agent_init(&a0, kind0, seed * 2 + 1);
    wg_agent_init(&a1, kind1, seed * 2 + 2);
    wg_game_set_agent(g, 0, wg_agent_decide, &a0);
    wg_game_set_agent(g, 1, wg_agent_decide, &a1);
    int rc = wg_game_run(g, 200000);
    if (rc != WG_OK)
        fail_msg("seed %llu: run returned %d: %s", (unsigned long long)seed, rc,
                 wg_game_last_error(g));
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    wg_mob_board_info b = WG_MOB_BOARD_INFO_INIT;
    wg_mob_board(g, &b);
    assert_int_equal(info.over, 1);
    assert_true(info.result >= WG_MOB_RESULT_DESTROY && info.result <= WG_MOB_RESULT_DRAW);
    assert_int_equal(info.result == WG_MOB_RESULT_DRAW, info.winner == -1);
    assert_true(info.turn >= 1 && info.turn <= b.turns);
    assert_int_equal(decision(g).type, WG_DEC_NONE);
}

/* The movement decision's count is the moves its side's units have left, after every step. */
static void the_move_count_is_the_moves_left(void **state)
{
    (void)state;
    for (uint64_t seed = 0; seed < 50; seed++) {
        wg_game *g = open_scenario(MOB_SCENARIO, seed);
        wg_agent a[2];
        wg_agent_init(&a[0], WG_AGENT_RANDOM, seed * 2 + 1);
        wg_agent_init(&a[1], WG_AGENT_RANDOM, seed * 2 + 2);
        int moves = 0;
        for (int steps = 0; steps < 5000; steps++) {
            wg_decision d = decision(g);
            if (d.type == WG_DEC_NONE)
                break;
            if (d.type == WG_DEC_MOVE) {
                int left = 0;
                for (int u = 0; u < wg_game_unit_count(g); u++) {
                    wg_unit_info info = WG_UNIT_INFO_INIT;
                    wg_game_unit(g, u, &info);
                    left += info.moves_left;
                }
                assert_int_equal(d.count, left);
                moves++;
            }
            wg_action act;
            assert_int_equal(wg_agent_decide(&a[d.player], g, &d, &act), WG_OK);
            apply_ok(g, act);
        }
        assert_true(moves > 10);
        wg_game_free(g);
    }
}

static void a_thousand_greedy_games_end_with_a_result(void **state)
{
    (void)state;
    int results[6] = { 0 };
    for (uint64_t seed = 0; seed < 1000; seed++) {
        wg_game *g = open_scenario(MOB_SCENARIO, seed);
        play_out(g, WG_AGENT_GREEDY, WG_AGENT_GREEDY, seed);
        wg_game_info info = WG_GAME_INFO_INIT;
        wg_game_status(g, &info);
        results[info.result]++;
        assert_int_equal(count_events(g, 0, WG_EV_GAME_OVER), 1);
        wg_game_free(g);
    }
    assert_int_equal(results[WG_MOB_RESULT_NONE], 0);
    print_message("greedy results: destroy %d, hold %d, annihilation %d, turns %d, draw %d\n",
                  results[1], results[2], results[3], results[4], results[5]);
}

static void random_agents_play_legal_games_to_the_end(void **state)
{
    (void)state;
    static const char *const files[] = { MOB_SCENARIO_DIR "/mob-crossroads.yaml",
                                         MOB_SCENARIO_DIR "/mob-skirmish.yaml" };
    for (int f = 0; f < 2; f++)
        for (uint64_t seed = 0; seed < 150; seed++) {
            wg_game *g = open_scenario(files[f], seed);
            play_out(g, WG_AGENT_RANDOM, seed % 2 ? WG_AGENT_RANDOM : WG_AGENT_GREEDY, seed);
            wg_game_free(g);
        }
}

/* The skirmish on hexcc's memoir shape (even-r; odd rows one hex longer, with half hexes at
 * their ends): mob plays it to the end, every action legal, and units use the longer rows. */
static void games_on_the_memoir_shape_play_to_the_end(void **state)
{
    (void)state;
    FILE *f = fopen(MOB_SCENARIO_DIR "/mob-skirmish.yaml", "rb");
    assert_non_null(f);
    static char text[8192], yaml[8300];
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    char *layout = strstr(text, "  layout: odd-r\n");
    assert_non_null(layout);
    *layout = '\0';
    snprintf(yaml, sizeof yaml, "%s  layout: even-r\n  shape: memoir\n%s", text,
             layout + strlen("  layout: odd-r\n"));
    int on_long_row_end = 0;
    for (uint64_t seed = 0; seed < 100; seed++) {
        wg_game *g = NULL;
        wg_error err;
        if (wg_game_new(&g, yaml, strlen(yaml), "memoir-skirmish.yaml", seed, NULL, &err) != WG_OK)
            fail_msg("%s", err.message);
        play_out(g, WG_AGENT_RANDOM, seed % 2 ? WG_AGENT_RANDOM : WG_AGENT_GREEDY, seed);
        for (int i = 0; i < wg_game_history_count(g); i++) {
            wg_history_entry h;
            wg_game_history(g, i, &h);
            int column, row;
            wg_hex_to_offset(wg_hex_make(h.action.x, h.action.y), WG_HEX_EVEN_R, &column, &row);
            on_long_row_end += h.action.type == WG_ACT_MOVE && row % 2 == 1 && column == 9;
        }
        wg_game_free(g);
    }
    assert_true(on_long_row_end > 0); /* the half hexes at the long rows' ends are played */
}

static void the_same_seed_plays_the_same_game(void **state)
{
    (void)state;
    for (uint64_t seed = 0; seed < 20; seed++) {
        wg_game *a = open_scenario(MOB_SCENARIO, seed);
        wg_game *b = open_scenario(MOB_SCENARIO, seed);
        play_out(a, WG_AGENT_GREEDY, WG_AGENT_RANDOM, seed);
        play_out(b, WG_AGENT_GREEDY, WG_AGENT_RANDOM, seed);
        assert_int_equal(wg_game_hash(a), wg_game_hash(b));
        assert_int_equal(wg_game_history_count(a), wg_game_history_count(b));
        wg_game_free(a);
        wg_game_free(b);
    }
}

/* A clone taken mid-game and played with the same answers ends the same way. */
static void a_clone_goes_on_like_the_original(void **state)
{
    (void)state;
    wg_game *g = open_scenario(MOB_SCENARIO, 77);
    wg_agent a;
    wg_agent_init(&a, WG_AGENT_GREEDY, 5);
    wg_game_set_agent(g, 0, wg_agent_decide, &a);
    wg_game_set_agent(g, 1, wg_agent_decide, &a);
    assert_int_equal(wg_game_run(g, 25), WG_STEPPED);
    wg_game *c = NULL;
    assert_int_equal(wg_game_clone(&c, g), WG_OK);
    assert_int_equal(wg_game_hash(c), wg_game_hash(g));
    wg_agent a1 = a, a2 = a;
    wg_game_set_agent(g, 0, wg_agent_decide, &a1);
    wg_game_set_agent(g, 1, wg_agent_decide, &a1);
    wg_game_set_agent(c, 0, wg_agent_decide, &a2);
    wg_game_set_agent(c, 1, wg_agent_decide, &a2);
    assert_int_equal(wg_game_run(g, 0), WG_OK);
    assert_int_equal(wg_game_run(c, 0), WG_OK);
    assert_int_equal(wg_game_hash(c), wg_game_hash(g));
    wg_game_free(c);
    wg_game_free(g);
}

/* The FIRE actions g lists equal a fresh clone's, and so do their dice, the
 * clone asked before it lists (its memo empty: every sight looked at). */
static void lists_and_dice_as_a_fresh_copy(wg_game *g, int *fires)
{
    wg_action mine[256], fresh[256];
    wg_game *c = NULL;
    assert_int_equal(wg_game_clone(&c, g), WG_OK);
    int n = wg_game_legal_actions(g, mine, 256);
    for (int k = 0; k < n; k++)
        if (mine[k].type == WG_ACT_FIRE) {
            assert_int_equal(wg_mob_battle_dice(g, mine[k].unit, mine[k].target),
                             wg_mob_battle_dice(c, mine[k].unit, mine[k].target));
            (*fires)++;
        }
    assert_int_equal(wg_game_legal_actions(c, fresh, 256), n);
    assert_memory_equal(mine, fresh, (size_t)n * sizeof mine[0]);
    wg_game_free(c);
}

/* The targets memo (targets_memo.c) changes no answer: at every decision of
 * random games on both shipped scenarios, a game whose memo has followed it
 * lists what a clone (its memo empty) lists. */
static void the_targets_memo_changes_no_answer(void **state)
{
    (void)state;
    const char *names[] = { "mob-crossroads.yaml", "mob-skirmish.yaml" };
    int fires = 0;
    for (int f = 0; f < 2; f++)
        for (uint64_t seed = 1; seed <= 10; seed++) {
            char path[512];
            snprintf(path, sizeof path, "%s/%s", MOB_SCENARIO_DIR, names[f]);
            wg_game *g = open_scenario(path, seed);
            wg_agent a;
            wg_agent_init(&a, WG_AGENT_RANDOM, seed);
            wg_game_set_agent(g, 0, wg_agent_decide, &a);
            wg_game_set_agent(g, 1, wg_agent_decide, &a);
            while (decision(g).type != WG_DEC_NONE) {
                lists_and_dice_as_a_fresh_copy(g, &fires);
                int rc = wg_game_run(g, 1); /* WG_OK: that action ended the game */
                assert_true(rc == WG_STEPPED || rc == WG_OK);
            }
            wg_game_free(g);
        }
    assert_true(fires > 1000);
}

/*
 * MB-D1: over 60,000 battle dice of seeded games, each face comes up a
 * sixth of the time. With fixed seeds the test is deterministic; the bound
 * is the chi-square quantile a fair die exceeds with probability 0.001
 * (5 degrees of freedom: 20.52), and each symbol's share lies within 4.5
 * standard deviations of its 2/6 or 1/6.
 */
typedef struct tally {
    long face[7];
    long symbol[WG_MOB_FACE_COUNT];
    long dice;
} tally;

static void count_die(void *payload, const wg_game *g, const wg_event *ev)
{
    tally *t = payload;
    if (ev->type != WG_EV_DIE || ev->purpose == WG_MOB_ROLL_INITIATIVE)
        return;
    t->face[ev->roll]++;
    t->symbol[wg_mob_die_face(g, ev->roll)]++;
    t->dice++;
}

static void mb_d1_battle_dice_faces_come_up_a_sixth_each(void **state)
{
    (void)state;
    tally t;
    memset(&t, 0, sizeof t);
    wg_options opts = WG_OPTIONS_INIT;
    opts.flags = WG_OPT_NO_LOG | WG_OPT_NO_HISTORY;
    for (uint64_t seed = 1000; t.dice < 60000; seed++) {
        wg_game *g = NULL;
        wg_error err;
        assert_int_equal(wg_game_open(&g, MOB_SCENARIO, seed, &opts, &err), WG_OK);
        wg_game_on_event(g, count_die, &t);
        wg_agent a;
        wg_agent_init(&a, WG_AGENT_GREEDY, seed);
        wg_game_set_agent(g, 0, wg_agent_decide, &a);
        wg_game_set_agent(g, 1, wg_agent_decide, &a);
        assert_int_equal(wg_game_run(g, 0), WG_OK);
        wg_game_free(g);
    }
    double expected = (double)t.dice / 6.0, chi2 = 0.0;
    for (int f = 1; f <= 6; f++) {
        double d = (double)t.face[f] - expected;
        chi2 += d * d / expected;
    }
    print_message("%ld dice, chi-square %.2f\n", t.dice, chi2);
    assert_true(chi2 < 20.52);
    static const int sixths[WG_MOB_FACE_COUNT] = { 2, 1, 1, 1, 1 };
    for (int s = 0; s < WG_MOB_FACE_COUNT; s++) {
        double p = sixths[s] / 6.0, mean = p * (double)t.dice, var = mean * (1.0 - p);
        double off = (double)t.symbol[s] - mean;
        assert_true(off * off < 4.5 * 4.5 * var);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_thousand_greedy_games_end_with_a_result),
        cmocka_unit_test(the_move_count_is_the_moves_left),
        cmocka_unit_test(random_agents_play_legal_games_to_the_end),
        cmocka_unit_test(games_on_the_memoir_shape_play_to_the_end),
        cmocka_unit_test(the_same_seed_plays_the_same_game),
        cmocka_unit_test(a_clone_goes_on_like_the_original),
        cmocka_unit_test(the_targets_memo_changes_no_answer),
        cmocka_unit_test(mb_d1_battle_dice_faces_come_up_a_sixth_each),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
