/*
 * Out of memory on a real scenario: every allocation that loading the
 * shipped basic scenario and playing a game's first actions make may fail.
 * Each failure is WG_ENOMEM, leaks nothing, and a failed action leaves the
 * game exactly as it was (and succeeds once memory is back).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>

#include "wargame/wargame.h"

typedef struct failing {
    long n, fail_at, live;
} failing;

static void *f_malloc(void *p, size_t size)
{
    failing *f = p;
    if (f->n++ == f->fail_at)
        return NULL;
    void *m = malloc(size);
    f->live += m != NULL;
    return m;
}

static void *f_realloc(void *p, void *ptr, size_t size)
{
    failing *f = p;
    if (f->n++ == f->fail_at)
        return NULL;
    void *m = realloc(ptr, size);
    f->live += m != NULL && ptr == NULL;
    return m;
}

static void f_free(void *p, void *ptr)
{
    failing *f = p;
    f->live -= ptr != NULL;
    free(ptr);
}

static char *scenario;
static size_t scenario_len;

static int read_scenario(void **state)
{
    (void)state;
    FILE *fp = fopen(OGRE_BASIC, "rb");
    if (!fp)
        return -1;
    scenario = malloc(1 << 20);
    scenario_len = fread(scenario, 1, 1 << 20, fp);
    fclose(fp);
    return 0;
}

static int free_scenario(void **state)
{
    (void)state;
    free(scenario);
    return 0;
}

static wg_options failing_options(failing *f)
{
    wg_options o = WG_OPTIONS_INIT;
    o.malloc_fn = f_malloc;
    o.realloc_fn = f_realloc;
    o.free_fn = f_free;
    o.alloc_payload = f;
    return o;
}

static void every_failed_allocation_of_the_load_is_enomem(void **state)
{
    (void)state;
    for (long at = 0;; at++) {
        failing f = { 0, at, 0 };
        wg_options o = failing_options(&f);
        wg_game *g = NULL;
        wg_error err;
        int rc = wg_game_new(&g, scenario, scenario_len, "ogre-basic.yaml", 5, &o, &err);
        if (rc == WG_OK) {
            wg_game_free(g);
            assert_int_equal(f.live, 0);
            assert_true(at > 10);
            return;
        }
        assert_int_equal(rc, WG_ENOMEM);
        assert_null(g);
        assert_int_equal(f.live, 0);
    }
}

/* Play the first 60 greedy actions, failing allocation number `at` of the play. */
static int play_failing_at(long at)
{
    failing f = { 0, -1, 0 };
    wg_options o = failing_options(&f);
    wg_game *g = NULL;
    assert_int_equal(wg_game_new(&g, scenario, scenario_len, "ogre-basic.yaml", 5, &o, NULL),
                     WG_OK);
    f.fail_at = f.n + at;
    wg_agent ag;
    wg_agent_init(&ag, WG_AGENT_GREEDY, 3);
    int failed = 0;
    for (int step = 0; step < 60; step++) {
        wg_decision d;
        wg_game_decision(g, &d);
        if (d.type == WG_DEC_NONE)
            break;
        wg_action a;
        assert_int_equal(wg_agent_decide(&ag, g, &d, &a), WG_OK);
        uint64_t h = wg_game_hash(g);
        int events = wg_game_log_count(g), hist = wg_game_history_count(g);
        int rc = wg_game_apply(g, &a);
        if (rc != WG_OK) {
            assert_int_equal(rc, WG_ENOMEM);
            assert_int_equal(wg_game_hash(g), h);
            assert_int_equal(wg_game_log_count(g), events);
            assert_int_equal(wg_game_history_count(g), hist);
            assert_int_equal(wg_game_apply(g, &a), WG_OK);
            failed = 1;
        }
    }
    wg_game_free(g);
    assert_int_equal(f.live, 0);
    return failed || f.n >= f.fail_at;
}

static void every_failed_allocation_of_the_first_actions_changes_nothing(void **state)
{
    (void)state;
    long at = 0;
    while (play_failing_at(at))
        at++;
    assert_true(at > 5); /* the play really allocated, and each allocation failed once */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_failed_allocation_of_the_load_is_enomem),
        cmocka_unit_test(every_failed_allocation_of_the_first_actions_changes_nothing),
    };
    return cmocka_run_group_tests(tests, read_scenario, free_scenario);
}
