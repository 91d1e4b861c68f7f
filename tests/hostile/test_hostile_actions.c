/*
 * Hostile actions against every shipped scenario, through the public API
 * only: at each decision of seeded random games, actions with random types
 * and extreme or off-by-one fields (and legal actions nudged by one) are
 * asked for odds, described and applied. Each refused one must leave the
 * game exactly as it was (same hash) with a message; nothing may crash or
 * trip the sanitizers. The agents then take the game on, so the sweep
 * reaches the interrupt windows and the late game too.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "wargame/wargame.h"

#ifndef SCENARIO_DIR
#error "SCENARIO_DIR must name examples/scenarios"
#endif

enum { GAMES = 3, STEPS = 400, TRIES = 12, LISTED = 512 };

typedef struct sweep {
    uint64_t x;          /* xorshift64: the test's own stream, apart from the game's dice */
    long tried, refused;
} sweep;

static uint64_t next(sweep *s)
{
    s->x ^= s->x << 13;
    s->x ^= s->x >> 7;
    s->x ^= s->x << 17;
    return s->x;
}

/* A field value: often one a careless or hostile host might send. */
static int32_t field(sweep *s)
{
    static const int32_t edge[] = { 0, -1, 1, 2, 5, 7, 15, 16, 63, 64, 65, 255, 256, 1000,
                                    -1000, 100000, INT32_MAX, INT32_MIN };
    if (next(s) % 2)
        return edge[next(s) % (sizeof edge / sizeof edge[0])];
    return (int32_t)(next(s) % 100) - 10;
}

static wg_action hostile_action(sweep *s, const wg_game *g)
{
    wg_action a;
    wg_action_init(&a, (int)(next(s) % 40) - 2);
    if (next(s) % 4 == 0) {
        wg_action listed[LISTED];
        int n = wg_game_legal_actions(g, listed, LISTED);
        if (n > 0) {
            a = listed[next(s) % (uint64_t)(n < LISTED ? n : LISTED)];
            a.x += (int32_t)(next(s) % 3) - 1;
            a.value += (int32_t)(next(s) % 3) - 1;
            return a;
        }
    }
    a.unit = field(s);
    a.weapon = field(s);
    a.target = field(s);
    a.part = field(s);
    a.card = field(s);
    a.x = field(s);
    a.y = field(s);
    a.value = field(s);
    return a;
}

/* One hostile action: it either applies, or fails and changes nothing. */
static int try_hostile(sweep *s, wg_game *g)
{
    wg_action a = hostile_action(s, g);
    wg_odds odds = WG_ODDS_INIT;
    char line[512];
    uint64_t before = wg_game_hash(g);
    int odds_rc = wg_odds_action(g, &a, &odds);
    if (odds_rc != WG_OK)
        assert_int_equal(odds.count, 0);
    assert_true(wg_action_describe(g, &a, line, sizeof line) >= 0);
    assert_int_equal(wg_game_hash(g), before);
    s->tried++;
    int rc = wg_game_apply(g, &a);
    if (rc == WG_OK)
        return 1;
    s->refused++;
    assert_true(rc < 0);
    assert_int_equal(wg_game_hash(g), before);
    assert_true(wg_game_last_error(g)[0] != '\0');
    return 0;
}

static void sweep_scenario(const char *file)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", SCENARIO_DIR, file);
    sweep s = { 0x9E3779B97F4A7C15u ^ (uint64_t)strlen(file), 0, 0 };
    for (int game = 0; game < GAMES; game++) {
        wg_game *g = NULL;
        wg_error err;
        assert_int_equal(wg_game_open(&g, path, (uint64_t)game, NULL, &err), WG_OK);
        wg_agent agent;
        wg_agent_init(&agent, WG_AGENT_RANDOM, (uint64_t)game);
        for (int step = 0; step < STEPS; step++) {
            wg_decision d;
            assert_int_equal(wg_game_decision(g, &d), WG_OK);
            if (d.type == WG_DEC_NONE)
                break;
            int applied = 0;
            for (int k = 0; k < TRIES && !applied; k++)
                applied = try_hostile(&s, g);
            if (applied)
                continue;
            assert_int_equal(wg_game_decision(g, &d), WG_OK);
            if (d.type == WG_DEC_NONE)
                break;
            wg_action out;
            assert_int_equal(wg_agent_decide(&agent, g, &d, &out), WG_OK);
            assert_int_equal(wg_game_apply(g, &out), WG_OK);
        }
        wg_game_free(g);
    }
    /* the sweep must mostly send actions the rules refuse, or it tests little */
    assert_true(s.refused * 2 > s.tried);
}

#define SCENARIO_TEST(fn, file) \
    static void fn(void **state) \
    { \
        (void)state; \
        sweep_scenario(file); \
    }

SCENARIO_TEST(hostile_actions_ogre_basic, "ogre-basic.yaml")
SCENARIO_TEST(hostile_actions_m44_base, "m44-base.yaml")
SCENARIO_TEST(hostile_actions_m44_opfire, "m44-opfire.yaml")
SCENARIO_TEST(hostile_actions_mob_crossroads, "mob-crossroads.yaml")
SCENARIO_TEST(hostile_actions_mob_skirmish, "mob-skirmish.yaml")
SCENARIO_TEST(hostile_actions_fow_skirmish, "fow-skirmish.yaml")
SCENARIO_TEST(hostile_actions_fow_tank_duel, "fow-tank-duel.yaml")
SCENARIO_TEST(hostile_actions_fow_free_for_all, "fow-free-for-all.yaml")
SCENARIO_TEST(hostile_actions_fow_knife_fight, "fow-knife-fight.yaml")
SCENARIO_TEST(hostile_actions_fow_doodlebug, "fow-doodlebug.yaml")

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(hostile_actions_ogre_basic),
        cmocka_unit_test(hostile_actions_m44_base),
        cmocka_unit_test(hostile_actions_m44_opfire),
        cmocka_unit_test(hostile_actions_mob_crossroads),
        cmocka_unit_test(hostile_actions_mob_skirmish),
        cmocka_unit_test(hostile_actions_fow_skirmish),
        cmocka_unit_test(hostile_actions_fow_tank_duel),
        cmocka_unit_test(hostile_actions_fow_free_for_all),
        cmocka_unit_test(hostile_actions_fow_knife_fight),
        cmocka_unit_test(hostile_actions_fow_doodlebug),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
