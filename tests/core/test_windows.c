/*
 * Windows worth showing (wg_game_window_options): in random OGRE games with
 * splitfire, every splitfire window's options equal the count its
 * WG_EV_SPLITFIRE_WINDOW event announced, windows with none are found (the
 * ones a host may skip), and answering them as a plain move is legal. Op
 * Fire windows of m44 always offer a shot. Outside a window: WG_ESTATE.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "wargame/wargame.h"

static wg_game *open_scenario(const char *name, uint64_t seed)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", SCENARIO_DIR, name);
    wg_game *g;
    wg_error err;
    assert_int_equal(wg_game_open(&g, path, seed, NULL, &err), WG_OK);
    return g;
}

/* The value of the last event of `type` in the log. */
static int last_value(const wg_game *g, int type)
{
    for (int i = wg_game_log_count(g) - 1; i >= 0; i--) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        if (ev.type == type)
            return ev.value;
    }
    return -1;
}

static void windows_of(const char *file, int type, int event, int *windows, int *empty)
{
    for (uint64_t seed = 1; seed <= 20; seed++) {
        wg_game *g = open_scenario(file, seed);
        wg_agent a;
        wg_agent_init(&a, WG_AGENT_RANDOM, seed);
        wg_game_set_agent(g, 0, wg_agent_decide, &a);
        wg_game_set_agent(g, 1, wg_agent_decide, &a);
        for (int step = 0; step < 3000; step++) {
            wg_decision d;
            wg_game_decision(g, &d);
            if (d.type == WG_DEC_NONE)
                break;
            if (d.type == type && d.pending == 0) {
                uint64_t hash = wg_game_hash(g);
                int n = wg_game_window_options(g);
                assert_int_equal(n, last_value(g, event));
                assert_int_equal(wg_game_hash(g), hash);
                (*windows)++;
                *empty += n == 0;
            } else if (d.type != WG_DEC_SPLITFIRE && d.type != WG_DEC_OPFIRE &&
                       d.type != WG_DEC_DEFENSIVE_FIRE) {
                assert_int_equal(wg_game_window_options(g), WG_ESTATE);
            }
            if (wg_game_run(g, 1) == WG_OK)
                break;
        }
        wg_game_free(g);
    }
}

static void ogre_splitfire_windows(void **state)
{
    (void)state;
    int windows = 0, empty = 0;
    windows_of("ogre-basic.yaml", WG_DEC_SPLITFIRE, WG_EV_SPLITFIRE_WINDOW, &windows, &empty);
    printf("ogre-basic: %d splitfire windows, %d with no option\n", windows, empty);
    assert_true(windows > 0);
    assert_true(empty > 0);
}

static void m44_opfire_windows(void **state)
{
    (void)state;
    int windows = 0, empty = 0;
    windows_of("m44-opfire.yaml", WG_DEC_OPFIRE, WG_EV_OPFIRE_WINDOW, &windows, &empty);
    printf("m44-opfire: %d Op Fire windows, %d with no option\n", windows, empty);
    assert_true(windows > 0);
    assert_int_equal(empty, 0);
}

/* A window with no option is answered as a plain move; outside windows WG_ESTATE. */
static void an_empty_window_is_a_move(void **state)
{
    (void)state;
    wg_game *g = open_scenario("ogre-basic.yaml", 1);
    assert_int_equal(wg_game_window_options(NULL), WG_EINVAL);
    int found = 0;
    for (int step = 0; step < 3000 && !found; step++) {
        wg_decision d;
        wg_game_decision(g, &d);
        if (d.type == WG_DEC_NONE)
            break;
        if (d.type == WG_DEC_SPLITFIRE && d.pending == 0 && wg_game_window_options(g) == 0) {
            wg_action acts[64];
            int n = wg_game_legal_actions(g, acts, 64);
            for (int i = 0; i < n && i < 64; i++)
                assert_true(acts[i].type == WG_ACT_MOVE || acts[i].type == WG_ACT_STAY ||
                            acts[i].type == WG_ACT_PASS);
            found = 1;
            break;
        }
        if (d.type != WG_DEC_SPLITFIRE) {
            assert_int_equal(wg_game_window_options(g), WG_ESTATE);
            assert_non_null(strstr(wg_game_last_error(g), "not an interrupt window"));
        }
        wg_action acts[256];
        int n = wg_game_legal_actions(g, acts, 256);
        /* move the Ogre straight on when it can: it soon outruns its targets */
        int pick = n - 1;
        for (int i = 0; i < n && i < 256; i++)
            if (acts[i].type == WG_ACT_MOVE) {
                pick = i;
                break;
            }
        assert_int_equal(wg_game_apply(g, &acts[pick < 256 ? pick : 0]), WG_OK);
    }
    assert_true(found);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(ogre_splitfire_windows),
        cmocka_unit_test(m44_opfire_windows),
        cmocka_unit_test(an_empty_window_is_a_move),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
