/*
 * Where a fow team may end its move (wargame/fow.h, "reach"): 1,000 sampled
 * points of the skirmish's movement steps agree with wg_game_check, and the
 * farthest point along a dragged line is legal with every point beyond it
 * refused.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <cmocka.h>

#include "wargame/fow.h"
#include "wargame/wargame.h"

static wg_game *open_scenario(const char *name, uint64_t seed)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", FOW_SCENARIOS, name);
    wg_game *g = NULL;
    wg_error err;
    assert_int_equal(wg_game_open(&g, path, seed, NULL, &err), WG_OK);
    return g;
}

static uint64_t next(uint64_t *s)
{
    *s = *s * 6364136223846793005u + 1442695040888963407u;
    return *s >> 33;
}

/* The movement decision of the skirmish after `steps` random actions, or NULL. */
static wg_game *at_movement(uint64_t seed, int steps)
{
    wg_game *g = open_scenario("fow-skirmish.yaml", seed);
    wg_agent a;
    wg_agent_init(&a, WG_AGENT_RANDOM, seed);
    wg_game_set_agent(g, 0, wg_agent_decide, &a);
    wg_game_set_agent(g, 1, wg_agent_decide, &a);
    for (int i = 0; i < 2000; i++) {
        wg_decision d;
        wg_game_decision(g, &d);
        wg_game_info info = WG_GAME_INFO_INIT;
        wg_game_status(g, &info);
        if (d.type == WG_DEC_MOVE && info.phase == WG_FOW_PHASE_MOVEMENT && i >= steps) {
            wg_game_set_agent(g, 0, NULL, NULL);
            wg_game_set_agent(g, 1, NULL, NULL);
            return g;
        }
        if (wg_game_run(g, 1) == WG_OK)
            break;
    }
    wg_game_free(g);
    return NULL;
}

static int check_move(const wg_game *g, int team, int32_t x, int32_t y)
{
    wg_fow_team_info t = WG_FOW_TEAM_INFO_INIT;
    wg_fow_team(g, team, &t);
    wg_action a;
    wg_action_init(&a, WG_ACT_MOVE);
    a.unit = team;
    a.x = x;
    a.y = y;
    a.value = t.facing;
    return wg_game_check(g, &a) == WG_OK;
}

/* 1,000 points within 40 cm of the deciding player's teams: can_reach == check. */
static void sampled_points_agree_with_check(void **state)
{
    (void)state;
    uint64_t rng = 12345;
    int points = 0, legal = 0;
    for (uint64_t seed = 1; points < 1000 && seed < 200; seed++) {
        wg_game *g = at_movement(seed, (int)(seed % 7) * 10);
        if (!g)
            continue;
        wg_decision d;
        wg_game_decision(g, &d);
        uint64_t hash = wg_game_hash(g);
        for (int k = 0; k < 100 && points < 1000; k++) {
            int team = (int)(next(&rng) % (uint64_t)wg_game_unit_count(g));
            wg_fow_team_info t = WG_FOW_TEAM_INFO_INIT;
            wg_fow_team(g, team, &t);
            if (t.player != d.player || !(t.flags & WG_FOW_TEAM_ALIVE))
                continue;
            int32_t x = t.x + (int32_t)(next(&rng) % 8001) - 4000;
            int32_t y = t.y + (int32_t)(next(&rng) % 8001) - 4000;
            int want = check_move(g, team, x, y);
            assert_int_equal(wg_fow_can_reach(g, team, x, y), want);
            legal += want;
            points++;
        }
        assert_int_equal(wg_game_hash(g), hash);
        wg_game_free(g);
    }
    printf("%d points sampled, %d legal\n", points, legal);
    assert_int_equal(points, 1000);
    assert_true(legal > 0);
}

/* The farthest legal point of a dragged line, and nothing legal beyond it. */
static void the_farthest_point_along_a_line(void **state)
{
    (void)state;
    uint64_t rng = 777;
    int lines = 0, found = 0;
    double worst = 0;
    for (uint64_t seed = 1; lines < 40 && seed < 100; seed++) {
        wg_game *g = at_movement(seed, 0);
        if (!g)
            continue;
        wg_decision d;
        wg_game_decision(g, &d);
        for (int team = 0; team < wg_game_unit_count(g) && lines < 40; team++) {
            wg_fow_team_info t = WG_FOW_TEAM_INFO_INIT;
            wg_fow_team(g, team, &t);
            if (t.player != d.player || !(t.flags & WG_FOW_TEAM_ALIVE))
                continue;
            int32_t x = t.x + (int32_t)(next(&rng) % 16001) - 8000;
            int32_t y = t.y + (int32_t)(next(&rng) % 16001) - 8000;
            int32_t fx = -1, fy = -1;
            clock_t c0 = clock();
            int r = wg_fow_reach_along(g, team, x, y, &fx, &fy);
            double ms = (double)(clock() - c0) * 1000.0 / CLOCKS_PER_SEC;
            worst = ms > worst ? ms : worst;
            assert_true(r == 0 || r == 1);
            lines++;
            if (r == 0)
                continue;
            found++;
            assert_true(check_move(g, team, fx, fy));
            /* every point of the line farther from the team than the answer is refused */
            int64_t dx = x - t.x, dy = y - t.y;
            int64_t n = dx < 0 ? -dx : dx, m = dy < 0 ? -dy : dy;
            n = m > n ? m : n;
            int64_t reach = (int64_t)(fx - t.x) * (fx - t.x) + (int64_t)(fy - t.y) * (fy - t.y);
            for (int64_t i = n; i > 0; i -= 7) {
                int64_t px = t.x + (dx * i + (dx * i >= 0 ? n / 2 : -n / 2)) / n;
                int64_t py = t.y + (dy * i + (dy * i >= 0 ? n / 2 : -n / 2)) / n;
                if ((px - t.x) * (px - t.x) + (py - t.y) * (py - t.y) <= reach)
                    break;
                assert_false(check_move(g, team, (int32_t)px, (int32_t)py));
            }
        }
        wg_game_free(g);
    }
    printf("%d lines, %d with a legal point; slowest %.2f ms\n", lines, found, worst);
    assert_int_equal(lines, 40);
    assert_true(found > 0);
}

static void the_query_contract(void **state)
{
    (void)state;
    wg_game *g = open_scenario("fow-skirmish.yaml", 1);
    int32_t x, y;
    assert_int_equal(wg_fow_can_reach(g, 999, 0, 0), WG_ERANGE);
    assert_int_equal(wg_fow_reach_along(g, 999, 0, 0, &x, &y), WG_ERANGE);
    assert_int_equal(wg_fow_reach_along(g, 0, 0, 0, NULL, &y), WG_EINVAL);
    wg_game_free(g);
    g = open_scenario("ogre-basic.yaml", 1);
    assert_int_equal(wg_fow_can_reach(g, 0, 0, 0), WG_EINVAL);
    assert_non_null(strstr(wg_game_last_error(g), "wg_fow_can_reach: this game plays ogre"));
    assert_int_equal(wg_fow_reach_along(g, 0, 0, 0, &x, &y), WG_EINVAL);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(sampled_points_agree_with_check),
        cmocka_unit_test(the_farthest_point_along_a_line),
        cmocka_unit_test(the_query_contract),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
