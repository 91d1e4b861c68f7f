/*
 * Play by index (wg_game_legal_count, wg_game_apply_index,
 * wg_game_legal_flat) in every shipped scenario: applying index i is
 * applying the listing's i-th action (same state, log and history), the
 * count of the next decision comes back with it, the flat buffer holds the listing field by field, and a bad index is a range
 * error that changes nothing.
 */
#include <dirent.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wargame/wargame.h"

#ifndef SCENARIO_DIR
#error "SCENARIO_DIR must name examples/scenarios"
#endif

enum { SEEDS = 2, STEPS = 1500 };

static uint64_t next(uint64_t *x)
{
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

/* Call fn(path) for every scenario file, in name order. */
static int each_scenario(void (*fn)(const char *path))
{
    DIR *d = opendir(SCENARIO_DIR);
    assert_non_null(d);
    char names[64][256];
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) && n < 64) {
        size_t len = strlen(e->d_name);
        if (len > 5 && !strcmp(e->d_name + len - 5, ".yaml"))
            snprintf(names[n++], sizeof names[0], "%s/%s", SCENARIO_DIR, e->d_name);
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], (int (*)(const void *, const void *))strcmp);
    for (int i = 0; i < n; i++)
        fn(names[i]);
    return n;
}

static wg_game *open_game(const char *path, uint64_t seed)
{
    wg_game *g = NULL;
    wg_error err;
    if (wg_game_open(&g, path, seed, NULL, &err) != WG_OK)
        fail_msg("%s: %s", path, err.message);
    return g;
}

/* The flat buffer's row i is action i of the listing, field by field. */
static void assert_flat_matches(const wg_game *g, const wg_action *acts, int n)
{
    int32_t *flat = calloc((size_t)n * WG_ACTION_INTS + 1, sizeof *flat);
    assert_non_null(flat);
    assert_int_equal(wg_game_legal_flat(g, flat, n), n);
    for (int i = 0; i < n; i++) {
        const int32_t *r = flat + (size_t)i * WG_ACTION_INTS;
        const wg_action *a = &acts[i];
        int32_t want[WG_ACTION_INTS] = { a->type, a->unit, a->weapon, a->target, a->part,
                                         a->card, a->x, a->y, a->value };
        assert_memory_equal(r, want, sizeof want);
    }
    free(flat);
}

static void assert_logs_equal(const wg_game *a, const wg_game *b)
{
    int n = wg_game_log_count(a);
    assert_int_equal(n, wg_game_log_count(b));
    for (int i = 0; i < n; i++) {
        wg_event ea, eb;
        assert_int_equal(wg_game_log_event(a, i, &ea), WG_OK);
        assert_int_equal(wg_game_log_event(b, i, &eb), WG_OK);
        assert_memory_equal(&ea, &eb, sizeof ea);
    }
    assert_int_equal(wg_game_history_count(a), wg_game_history_count(b));
}

/* Two games from one seed: one answered by action, one by index. */
static void play_both_ways(const char *path)
{
    for (uint64_t seed = 1; seed <= SEEDS; seed++) {
        wg_game *by_action = open_game(path, seed), *by_index = open_game(path, seed);
        uint64_t x = seed * UINT64_C(0x9E3779B97F4A7C15) | 1;
        for (int step = 0; step < STEPS; step++) {
            int n = wg_game_legal_count(by_action);
            assert_int_equal(n, wg_game_legal_actions(by_action, NULL, 0));
            assert_int_equal(n, wg_game_legal_count(by_index));
            if (n == 0)
                break;
            wg_action *acts = calloc((size_t)n, sizeof *acts);
            assert_non_null(acts);
            assert_int_equal(wg_game_legal_actions(by_action, acts, n), n);
            assert_flat_matches(by_action, acts, n);
            int i = (int)(next(&x) % (uint64_t)n);
            assert_int_equal(wg_game_apply(by_action, &acts[i]), WG_OK);
            int next_count = wg_game_apply_index(by_index, i);
            free(acts);
            assert_int_equal(next_count, wg_game_legal_count(by_index));
            assert_int_equal(wg_game_hash(by_action), wg_game_hash(by_index));
        }
        assert_logs_equal(by_action, by_index);
        wg_game_free(by_action);
        wg_game_free(by_index);
    }
}

static void index_i_applies_the_listings_ith_action_everywhere(void **state)
{
    (void)state;
    assert_true(each_scenario(play_both_ways) >= 5);
}

/* A refused index: WG_ERANGE with a message, and the same game as before. */
static void assert_index_refused(wg_game *g, int index)
{
    uint64_t hash = wg_game_hash(g);
    int events = wg_game_log_count(g), history = wg_game_history_count(g);
    assert_int_equal(wg_game_apply_index(g, index), WG_ERANGE);
    assert_true(strlen(wg_game_last_error(g)) > 0);
    assert_int_equal(wg_game_hash(g), hash);
    assert_int_equal(wg_game_log_count(g), events);
    assert_int_equal(wg_game_history_count(g), history);
}

static void refuse_bad_indices(const char *path)
{
    wg_game *g = open_game(path, 3);
    uint64_t x = 77;
    for (int step = 0; step < 200; step++) {
        int n = wg_game_legal_count(g);
        if (n == 0)
            break;
        assert_index_refused(g, -1);
        assert_index_refused(g, n);
        assert_index_refused(g, INT_MAX);
        assert_index_refused(g, INT_MIN);
        assert_true(wg_game_apply_index(g, (int)(next(&x) % (uint64_t)n)) >= 0);
    }
    wg_game_free(g);
}

static void an_index_outside_the_listing_is_a_range_error_and_changes_nothing(void **state)
{
    (void)state;
    each_scenario(refuse_bad_indices);
}

static void a_finished_game_has_no_legal_index(void **state)
{
    (void)state;
    wg_game *g = open_game(SCENARIO_DIR "/ogre-basic.yaml", 5);
    wg_agent a[2];
    for (int p = 0; p < 2; p++) {
        wg_agent_init(&a[p], WG_AGENT_RANDOM, (uint64_t)p + 9);
        wg_game_set_agent(g, p, wg_agent_decide, &a[p]);
    }
    assert_int_equal(wg_game_run(g, 0), WG_OK);
    assert_int_equal(wg_game_legal_count(g), 0);
    assert_int_equal(wg_game_legal_flat(g, NULL, 0), 0);
    uint64_t hash = wg_game_hash(g);
    assert_int_equal(wg_game_apply_index(g, 0), WG_ESTATE);
    assert_int_equal(wg_game_hash(g), hash);
    wg_game_free(g);
}

static void null_and_negative_arguments_are_invalid(void **state)
{
    (void)state;
    wg_game *g = open_game(SCENARIO_DIR "/m44-base.yaml", 1);
    int32_t row[WG_ACTION_INTS];
    assert_int_equal(wg_game_legal_count(NULL), WG_EINVAL);
    assert_int_equal(wg_game_apply_index(NULL, 0), WG_EINVAL);
    assert_int_equal(wg_game_legal_flat(NULL, row, 1), WG_EINVAL);
    assert_int_equal(wg_game_legal_flat(g, NULL, 1), WG_EINVAL);
    assert_int_equal(wg_game_legal_flat(g, row, -1), WG_EINVAL);
    wg_game_free(g);
}

static void the_flat_buffer_gets_only_cap_rows_and_the_whole_count(void **state)
{
    (void)state;
    wg_game *g = open_game(SCENARIO_DIR "/m44-base.yaml", 1);
    int n = wg_game_legal_count(g);
    assert_true(n > 2);
    int32_t flat[3 * WG_ACTION_INTS];
    for (size_t i = 0; i < sizeof flat / sizeof flat[0]; i++)
        flat[i] = 12345;
    assert_int_equal(wg_game_legal_flat(g, flat, 2), n);
    for (int i = 2 * WG_ACTION_INTS; i < 3 * WG_ACTION_INTS; i++)
        assert_int_equal(flat[i], 12345);
    wg_game_free(g);
}

/* An event callback may not play: apply_index from inside one is WG_EBUSY. */
typedef struct reentry {
    wg_game *g;
    int status;
} reentry;

static void apply_from_callback(void *payload, const wg_game *g, const wg_event *ev)
{
    (void)g;
    (void)ev;
    reentry *r = payload;
    r->status = wg_game_apply_index(r->g, 0);
}

static void apply_index_from_a_callback_is_busy(void **state)
{
    (void)state;
    wg_game *g = open_game(SCENARIO_DIR "/m44-base.yaml", 1);
    reentry r = { g, 0 };
    wg_game_on_event(g, apply_from_callback, &r);
    assert_true(wg_game_apply_index(g, 0) >= 0);
    assert_int_equal(r.status, WG_EBUSY);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(index_i_applies_the_listings_ith_action_everywhere),
        cmocka_unit_test(an_index_outside_the_listing_is_a_range_error_and_changes_nothing),
        cmocka_unit_test(a_finished_game_has_no_legal_index),
        cmocka_unit_test(null_and_negative_arguments_are_invalid),
        cmocka_unit_test(the_flat_buffer_gets_only_cap_rows_and_the_whole_count),
        cmocka_unit_test(apply_index_from_a_callback_is_busy),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
