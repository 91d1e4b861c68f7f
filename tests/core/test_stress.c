/*
 * No global state (games on four threads at once give the same hashes as
 * one at a time) and out of memory (every allocation of a load and of a
 * game's first actions may fail: WG_ENOMEM each time, nothing leaks, and a
 * failed action leaves the game unchanged).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "race.h"

static const char race_yaml[] = "ruleset: race\ngoal: 30\nplayers: [Ann, Bob]\n";

static uint64_t play_one(uint64_t seed)
{
    wg_game *g;
    if (wg_game_new_with(&g, &race_ruleset, race_yaml, strlen(race_yaml), "r", seed, NULL,
                         NULL) != WG_OK)
        return 0;
    wg_agent ag;
    wg_agent_init(&ag, WG_AGENT_RANDOM, seed);
    wg_game_set_agent(g, 0, wg_agent_decide, &ag);
    wg_game_set_agent(g, 1, wg_agent_decide, &ag);
    wg_game_run(g, 0);
    wg_game *c;
    uint64_t h = 0;
    if (wg_game_clone(&c, g) == WG_OK) { /* clones share data across threads */
        h = wg_game_hash(c);
        wg_game_free(c);
    }
    wg_game_free(g);
    return h;
}

#define GAMES 200

typedef struct job {
    uint64_t first;
    uint64_t hash[GAMES];
} job;

static void *run_job(void *arg)
{
    job *j = arg;
    for (int i = 0; i < GAMES; i++)
        j->hash[i] = play_one(j->first + (uint64_t)i);
    return NULL;
}

static void four_threads_match_one_thread(void **state)
{
    (void)state;
    static job jobs[4];
    pthread_t t[4];
    for (int k = 0; k < 4; k++) {
        jobs[k].first = 1000 + (uint64_t)k * 7; /* overlapping seeds on purpose */
        assert_int_equal(pthread_create(&t[k], NULL, run_job, &jobs[k]), 0);
    }
    for (int k = 0; k < 4; k++)
        pthread_join(t[k], NULL);
    for (int k = 0; k < 4; k++)
        for (int i = 0; i < GAMES; i++) {
            assert_true(jobs[k].hash[i] != 0);
            assert_int_equal(jobs[k].hash[i], play_one(jobs[k].first + (uint64_t)i));
        }
}

/* An allocator that fails the Nth allocation (counting from 0) and counts live blocks. */
typedef struct failing {
    long n, fail_at;
    long live;
} failing;

static void *f_malloc(void *p, size_t size)
{
    failing *f = p;
    if (f->n++ == f->fail_at)
        return NULL;
    void *m = malloc(size);
    if (m)
        f->live++;
    return m;
}

static void *f_realloc(void *p, void *ptr, size_t size)
{
    failing *f = p;
    if (f->n++ == f->fail_at)
        return NULL;
    void *m = realloc(ptr, size);
    if (m && !ptr)
        f->live++;
    return m;
}

static void f_free(void *p, void *ptr)
{
    failing *f = p;
    if (ptr)
        f->live--;
    free(ptr);
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

static void every_failed_allocation_in_a_load_is_enomem(void **state)
{
    (void)state;
    for (long at = 0;; at++) {
        failing f = { 0, at, 0 };
        wg_options o = failing_options(&f);
        wg_game *g = NULL;
        wg_error err;
        int rc = wg_game_new_with(&g, &race_ruleset, race_yaml, strlen(race_yaml), "r", 1, &o,
                                  &err);
        if (rc == WG_OK) {
            wg_game_free(g);
            assert_int_equal(f.live, 0);
            assert_true(at > 3); /* the loop really failed some allocations */
            return;
        }
        assert_int_equal(rc, WG_ENOMEM);
        assert_null(g);
        assert_int_equal(f.live, 0);
    }
}

static void every_failed_allocation_in_play_leaves_the_game_unchanged(void **state)
{
    (void)state;
    for (long at = 0; at < 400; at++) {
        failing f = { 0, -1, 0 };
        wg_options o = failing_options(&f);
        wg_game *g = NULL;
        assert_int_equal(wg_game_new_with(&g, &race_ruleset, race_yaml, strlen(race_yaml), "r",
                                          1, &o, NULL),
                         WG_OK);
        f.fail_at = f.n + at; /* count from the first action */
        wg_agent ag;
        wg_agent_init(&ag, WG_AGENT_RANDOM, 4);
        int failed = 0;
        for (int step = 0; step < 40; step++) {
            wg_decision d;
            wg_game_decision(g, &d);
            if (d.type == WG_DEC_NONE)
                break;
            wg_action a;
            wg_agent_decide(&ag, g, &d, &a);
            uint64_t h = wg_game_hash(g);
            int events = wg_game_log_count(g), hist = wg_game_history_count(g);
            int rc = wg_game_apply(g, &a);
            if (rc != WG_OK) {
                assert_int_equal(rc, WG_ENOMEM);
                assert_int_equal(wg_game_hash(g), h);
                assert_int_equal(wg_game_log_count(g), events);
                assert_int_equal(wg_game_history_count(g), hist);
                failed = 1;
                /* and the same action goes through once memory is back */
                assert_int_equal(wg_game_apply(g, &a), WG_OK);
            }
            wg_game *c = NULL;
            if (wg_game_clone(&c, g) == WG_OK)
                wg_game_free(c);
        }
        wg_game_free(g);
        assert_int_equal(f.live, 0);
        if (!failed && f.n < f.fail_at)
            return; /* past the last allocation the game makes */
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(four_threads_match_one_thread),
        cmocka_unit_test(every_failed_allocation_in_a_load_is_enomem),
        cmocka_unit_test(every_failed_allocation_in_play_leaves_the_game_unchanged),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
