/*
 * Whole games on the shipped basic scenario: a thousand seeded games
 * between the greedy agents, and games between random agents, all of which
 * must end with a result and without an error; the same seed plays the same
 * game.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ogre_test.h"

static char *scenario;
static size_t scenario_len;

static int read_scenario(void **state)
{
    (void)state;
    FILE *f = fopen(OGRE_BASIC, "rb");
    assert_non_null(f);
    scenario = malloc(1 << 16);
    scenario_len = fread(scenario, 1, (1 << 16) - 1, f);
    scenario[scenario_len] = '\0';
    fclose(f);
    return 0;
}

static int free_scenario(void **state)
{
    (void)state;
    free(scenario);
    return 0;
}

/* Play one game to its end; returns its result code. */
static int play(const char *text, size_t len, uint64_t seed, int ogre_kind, int defender_kind,
                uint64_t *hash)
{
    wg_options opts = WG_OPTIONS_INIT;
    opts.flags = WG_OPT_NO_LOG | WG_OPT_NO_HISTORY;
    wg_game *g = NULL;
    wg_error err;
    if (wg_game_new(&g, text, len, "ogre-basic.yaml", seed, &opts, &err) != WG_OK)
        fail_msg("%s", err.message);
    wg_agent a, b;
    wg_agent_init(&a, ogre_kind, seed * 2 + 1);
    wg_agent_init(&b, defender_kind, seed * 2 + 2);
    wg_game_set_agent(g, WG_OGRE_PLAYER_OGRE, wg_agent_decide, &a);
    wg_game_set_agent(g, WG_OGRE_PLAYER_DEFENDER, wg_agent_decide, &b);
    int rc = wg_game_run(g, 0);
    if (rc != WG_OK)
        fail_msg("seed %llu: run returned %s: %s", (unsigned long long)seed, wg_strerror(rc),
                 wg_game_last_error(g));
    wg_game_info info = ot_status(g);
    assert_int_equal(info.over, 1);
    assert_true(info.result >= WG_OGRE_RESULT_COMPLETE && info.result <= WG_OGRE_RESULT_TIME);
    assert_int_equal(info.winner, info.result <= WG_OGRE_RESULT_STRANDED
                                      ? WG_OGRE_PLAYER_OGRE : WG_OGRE_PLAYER_DEFENDER);
    assert_int_equal(ot_decision(g).type, WG_DEC_NONE);
    if (hash)
        *hash = wg_game_hash(g);
    wg_game_free(g);
    return info.result;
}

/* OG-M3: a defenders' movement decision counts the points they have left,
 * the sum of every unit's moves_left, after every step of random games. */
static void movement_decisions_count_the_points_left(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 10; seed++) {
        wg_game *g = NULL;
        wg_error err;
        if (wg_game_new(&g, scenario, scenario_len, "ogre-basic.yaml", seed, NULL, &err) != WG_OK)
            fail_msg("%s", err.message);
        wg_agent a;
        wg_agent_init(&a, WG_AGENT_RANDOM, seed);
        wg_decision d;
        int checked = 0;
        while (wg_game_decision(g, &d) == WG_OK && d.type != WG_DEC_NONE) {
            if (d.type == WG_DEC_MOVE && d.player == WG_OGRE_PLAYER_DEFENDER) {
                int left = 0;
                for (int u = 0; u < wg_game_unit_count(g); u++) {
                    wg_unit_info info = WG_UNIT_INFO_INIT;
                    assert_int_equal(wg_game_unit(g, u, &info), WG_OK);
                    if (info.player == WG_OGRE_PLAYER_DEFENDER)
                        left += info.moves_left;
                }
                assert_int_equal(d.count, left);
                checked++;
            }
            wg_action act;
            assert_int_equal(wg_agent_decide(&a, g, &d, &act), WG_OK);
            assert_int_equal(wg_game_apply(g, &act), WG_OK);
        }
        assert_true(checked > 50);
        wg_game_free(g);
    }
}

static void thousand_greedy_games_all_end(void **state)
{
    (void)state;
    int results[6] = { 0 };
    for (uint64_t seed = 0; seed < 1000; seed++)
        results[play(scenario, scenario_len, seed, WG_AGENT_GREEDY, WG_AGENT_GREEDY, NULL)]++;
    printf("greedy vs greedy, 1000 games: complete %d, marginal %d, stranded %d, "
           "defender %d, time %d\n", results[1], results[2], results[3], results[4], results[5]);
    /* both greedy sides have a game: the Ogre reaches the command post in
     * about half of them (482 of 1000), the defender holds it in the rest */
    assert_true(results[1] + results[2] + results[3] > 400);
    assert_true(results[4] + results[5] > 400);
}

static void greedy_games_without_splitfire_all_end(void **state)
{
    (void)state;
    char *text = malloc(scenario_len + 1);
    memcpy(text, scenario, scenario_len + 1);
    char *flag = strstr(text, "splitfire: true");
    assert_non_null(flag);
    memcpy(flag, "splitfire: no  ", 15);
    for (uint64_t seed = 0; seed < 200; seed++)
        play(text, scenario_len, seed, WG_AGENT_GREEDY, WG_AGENT_GREEDY, NULL);
    free(text);
}

static void random_games_all_end(void **state)
{
    (void)state;
    for (uint64_t seed = 0; seed < 60; seed++)
        play(scenario, scenario_len, seed, WG_AGENT_RANDOM, WG_AGENT_RANDOM, NULL);
    for (uint64_t seed = 0; seed < 60; seed++) {
        play(scenario, scenario_len, seed, WG_AGENT_GREEDY, WG_AGENT_RANDOM, NULL);
        play(scenario, scenario_len, seed, WG_AGENT_RANDOM, WG_AGENT_GREEDY, NULL);
    }
}

static void same_seed_same_game(void **state)
{
    (void)state;
    uint64_t h1, h2, h3;
    play(scenario, scenario_len, 42, WG_AGENT_GREEDY, WG_AGENT_GREEDY, &h1);
    play(scenario, scenario_len, 42, WG_AGENT_GREEDY, WG_AGENT_GREEDY, &h2);
    play(scenario, scenario_len, 43, WG_AGENT_GREEDY, WG_AGENT_GREEDY, &h3);
    assert_true(h1 == h2);
    assert_true(h1 != h3);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(movement_decisions_count_the_points_left),
        cmocka_unit_test(thousand_greedy_games_all_end),
        cmocka_unit_test(greedy_games_without_splitfire_all_end),
        cmocka_unit_test(random_games_all_end),
        cmocka_unit_test(same_seed_same_game),
    };
    return cmocka_run_group_tests(tests, read_scenario, free_scenario);
}
