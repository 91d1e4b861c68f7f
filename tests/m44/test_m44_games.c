/*
 * Whole games between the greedy agents: 1,000 seeded games over the
 * shipped scenarios, Op Fire on and off and both draw variants, each must
 * end with a winner and no error; a game replays to the same hash.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "m44_test.h"

static char *read_text(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    static char buf[65536];
    *len = fread(buf, 1, sizeof buf - 1, f);
    buf[*len] = '\0';
    fclose(f);
    return buf;
}

static int play(const char *yaml, size_t len, uint64_t seed, int *windows, uint64_t *hash)
{
    wg_game *g = NULL;
    wg_error err;
    wg_options opts = WG_OPTIONS_INIT;
    opts.flags = WG_OPT_NO_LOG;
    if (wg_game_new(&g, yaml, len, "games.yaml", seed, &opts, &err) != WG_OK)
        fail_msg("%s", err.message);
    wg_agent a[2];
    wg_agent_init(&a[0], WG_AGENT_GREEDY, seed * 2 + 1);
    wg_agent_init(&a[1], WG_AGENT_GREEDY, seed * 2 + 2);
    wg_game_set_agent(g, 0, wg_agent_decide, &a[0]);
    wg_game_set_agent(g, 1, wg_agent_decide, &a[1]);
    int steps = 0, rc;
    while ((rc = wg_game_run(g, 1)) == WG_STEPPED) {
        wg_decision d;
        wg_game_decision(g, &d);
        *windows += d.type == WG_DEC_OPFIRE;
        if (++steps > 200000)
            fail_msg("seed %llu: no end after %d actions", (unsigned long long)seed, steps);
    }
    assert_int_equal(rc, WG_OK);
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_int_equal(info.over, 1);
    if (hash)
        *hash = wg_game_hash(g);
    wg_game_free(g);
    return info.winner;
}

/* M44-B10, M44-O11: 1,000 greedy games end with a winner, Op Fire on and off */
static void m44_b10_thousand_greedy_games_end_with_a_winner(void **state)
{
    (void)state;
    static const char *const files[] = { "m44-opfire.yaml", "m44-base.yaml" };
    int wins[2] = { 0, 0 }, windows[2] = { 0, 0 };
    for (int k = 0; k < 2; k++) {
        char path[512];
        size_t len;
        snprintf(path, sizeof path, "%s/%s", M44_SCENARIO_DIR, files[k]);
        char *text = read_text(path, &len);
        char *copy = malloc(len + 64);
        assert_non_null(copy);
        memcpy(copy, text, len + 1);
        for (uint64_t seed = 1; seed <= 500; seed++) {
            size_t n = len;
            if (k == 0 && seed % 2 == 0) { /* half of the Op Fire games: the limited draw */
                char *p = strstr(copy, "op_fire_draw: standard");
                if (p)
                    memcpy(p, "op_fire_draw: limited ", 22);
            }
            int w = play(copy, n, seed, &windows[k], NULL);
            if (w < 0)
                fail_msg("%s seed %llu: no winner", files[k], (unsigned long long)seed);
            wins[w]++;
            memcpy(copy, text, len + 1);
        }
        free(copy);
    }
    assert_true(windows[0] > 0);   /* Op Fire windows came up */
    assert_int_equal(windows[1], 0); /* and never without the option */
    assert_true(wins[0] > 0 && wins[1] > 0);
}

/* The same seed plays the same game */
static void m44_games_are_deterministic(void **state)
{
    (void)state;
    char path[512];
    size_t len;
    snprintf(path, sizeof path, "%s/m44-opfire.yaml", M44_SCENARIO_DIR);
    char *text = read_text(path, &len);
    int w = 0;
    uint64_t h1, h2;
    play(text, len, 77, &w, &h1);
    play(text, len, 77, &w, &h2);
    assert_true(h1 == h2);
}

/* Issue 20: the shipped scenarios of medal objectives, exit markers and the airdrop
 * (M44-X20..X25) play to a victory in 200 greedy games each, and their rules come up. */
static void m44_x_new_scenarios_play_to_a_victory(void **state)
{
    (void)state;
    static const char *const files[] = { "m44-airdrop.yaml", "m44-beach.yaml" };
    for (size_t k = 0; k < sizeof files / sizeof files[0]; k++) {
        char path[512];
        size_t len;
        snprintf(path, sizeof path, "%s/%s", M44_SCENARIO_DIR, files[k]);
        char *text = read_text(path, &len);
        int wins[2] = { 0, 0 }, seen[5] = { 0, 0, 0, 0, 0 };
        for (uint64_t seed = 1; seed <= 200; seed++) {
            wg_game *g = NULL;
            wg_error err;
            if (wg_game_new(&g, text, len, files[k], seed, NULL, &err) != WG_OK)
                fail_msg("%s", err.message);
            wg_agent a[2];
            wg_agent_init(&a[0], WG_AGENT_GREEDY, seed * 2 + 1);
            wg_agent_init(&a[1], WG_AGENT_GREEDY, seed * 2 + 2);
            wg_game_set_agent(g, 0, wg_agent_decide, &a[0]);
            wg_game_set_agent(g, 1, wg_agent_decide, &a[1]);
            assert_int_equal(wg_game_run(g, 200000), WG_OK);
            wg_game_info info = WG_GAME_INFO_INIT;
            wg_game_status(g, &info);
            assert_int_equal(info.over, 1);
            if (info.winner < 0)
                fail_msg("%s seed %llu: no winner", files[k], (unsigned long long)seed);
            wins[info.winner]++;
            for (int i = 0; i < wg_game_log_count(g); i++) {
                wg_event ev;
                wg_game_log_event(g, i, &ev);
                seen[0] += ev.type == WG_M44_EV_AIRDROP && ev.value;
                seen[1] += ev.type == WG_M44_EV_AIRDROP && !ev.value;
                seen[2] += ev.type == WG_M44_EV_OBJECTIVE;
                seen[3] += ev.type == WG_M44_EV_EXIT;
                seen[4] += ev.type == WG_M44_EV_BRIDGE;
            }
            wg_game_free(g);
        }
        assert_true(wins[0] > 0 && wins[1] > 0);
        for (int i = 0; i < 4 + (k == 1); i++) /* the beach has a bridge to blow */
            if (!seen[i])
                fail_msg("%s: event class %d never came up", files[k], i);
    }
}

/* M44-X30..X32: the real board's scenario plays to a victory in 200 greedy games, and units
 * move onto half hexes and battle from and at them on the way */
static void m44_x30_memoir_board_plays_to_a_victory(void **state)
{
    (void)state;
    char path[512];
    size_t len;
    snprintf(path, sizeof path, "%s/m44-memoir.yaml", M44_SCENARIO_DIR);
    char *text = read_text(path, &len);
    int wins[2] = { 0, 0 }, onto_half = 0, battles_half = 0;
    for (uint64_t seed = 1; seed <= 200; seed++) {
        wg_game *g = NULL;
        wg_error err;
        if (wg_game_new(&g, text, len, "m44-memoir.yaml", seed, NULL, &err) != WG_OK)
            fail_msg("%s", err.message);
        wg_agent a[2];
        wg_agent_init(&a[0], WG_AGENT_GREEDY, seed * 2 + 1);
        wg_agent_init(&a[1], WG_AGENT_GREEDY, seed * 2 + 2);
        wg_game_set_agent(g, 0, wg_agent_decide, &a[0]);
        wg_game_set_agent(g, 1, wg_agent_decide, &a[1]);
        int n = 0;
        while (wg_game_run(g, 1) == WG_STEPPED) {
            for (; n < wg_game_log_count(g); n++) { /* where each attacker stands as it fires */
                wg_event ev;
                wg_game_log_event(g, n, &ev);
                wg_unit_info u = WG_UNIT_INFO_INIT, t = WG_UNIT_INFO_INIT;
                if (ev.type == WG_EV_ATTACK && wg_game_unit(g, ev.unit, &u) == WG_OK &&
                    wg_game_unit(g, ev.target, &t) == WG_OK)
                    battles_half += wg_m44_half_hex(g, wg_hex_make(u.x, u.y)) > 0 ||
                                    wg_m44_half_hex(g, wg_hex_make(t.x, t.y)) > 0;
                if (ev.type == WG_EV_MOVE)
                    onto_half += wg_m44_half_hex(g, wg_hex_make(ev.x, ev.y)) > 0;
            }
            if (n > 400000)
                fail_msg("seed %llu: no end", (unsigned long long)seed);
        }
        wg_game_info info = WG_GAME_INFO_INIT;
        wg_game_status(g, &info);
        assert_int_equal(info.over, 1);
        if (info.winner < 0)
            fail_msg("seed %llu: no winner", (unsigned long long)seed);
        wins[info.winner]++;
        wg_game_free(g);
    }
    assert_true(wins[0] > 0 && wins[1] > 0);
    assert_true(onto_half > 0);
    assert_true(battles_half > 0);
}

/* The memo changes no answer: every Op Fire window of random games lists the
 * options a clone (whose memo starts empty) lists (firers_memo.c). */
static void m44_o1_windows_list_what_a_fresh_copy_lists(void **state)
{
    (void)state;
    char path[512];
    snprintf(path, sizeof path, "%s/m44-opfire.yaml", M44_SCENARIO_DIR);
    wg_options o = WG_OPTIONS_INIT;
    o.flags = WG_OPT_NO_LOG | WG_OPT_NO_HISTORY;
    int windows = 0;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        wg_game *g = NULL;
        assert_int_equal(wg_game_open(&g, path, seed, &o, NULL), WG_OK);
        wg_agent a;
        wg_agent_init(&a, WG_AGENT_RANDOM, seed);
        wg_game_set_agent(g, 0, wg_agent_decide, &a);
        wg_game_set_agent(g, 1, wg_agent_decide, &a);
        wg_decision d;
        while (wg_game_decision(g, &d) == WG_OK && d.type != WG_DEC_NONE) {
            if (d.type == WG_DEC_OPFIRE) {
                wg_action mine[256], fresh[256];
                wg_game *c = NULL;
                assert_int_equal(wg_game_clone(&c, g), WG_OK);
                int n = wg_game_legal_actions(g, mine, 256);
                assert_int_equal(wg_game_legal_actions(c, fresh, 256), n);
                assert_memory_equal(mine, fresh, (size_t)n * sizeof mine[0]);
                wg_game_free(c);
                windows++;
            }
            int rc = wg_game_run(g, 1); /* WG_OK: that action ended the game */
            assert_true(rc == WG_STEPPED || rc == WG_OK);
        }
        wg_game_free(g);
    }
    assert_true(windows > 100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(m44_b10_thousand_greedy_games_end_with_a_winner),
        cmocka_unit_test(m44_games_are_deterministic),
        cmocka_unit_test(m44_o1_windows_list_what_a_fresh_copy_lists),
        cmocka_unit_test(m44_x_new_scenarios_play_to_a_victory),
        cmocka_unit_test(m44_x30_memoir_board_plays_to_a_victory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
