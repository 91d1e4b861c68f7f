/*
 * The scenario handle (wg_scenario, wg_game_start) and sweeps
 * (wg_sweep_play): a game started from a parsed scenario is the game
 * wg_game_new makes from the same text and seed, on every shipped
 * scenario (hashes, events, save file), threads may share one scenario,
 * and a sweep's games do not depend on how it is cut.
 *
 *   test_scenario SCENARIO_DIR
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <dirent.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wargame/wargame.h"

static const char *scenario_dir;

/* The shipped scenarios' paths (sorted, so failures name the same file each run). */
static int list_scenarios(char paths[][512], int cap)
{
    DIR *d = opendir(scenario_dir);
    assert_non_null(d);
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL && n < cap) {
        size_t len = strlen(e->d_name);
        if (len > 5 && strcmp(e->d_name + len - 5, ".yaml") == 0)
            snprintf(paths[n++], 512, "%s/%s", scenario_dir, e->d_name);
    }
    closedir(d);
    qsort(paths, (size_t)n, sizeof paths[0], (int (*)(const void *, const void *))strcmp);
    return n;
}

static char *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    char *buf = malloc(1 << 20);
    assert_non_null(buf);
    *len = fread(buf, 1, 1 << 20, f);
    fclose(f);
    return buf;
}

static void set_agents(wg_game *g, wg_agent ag[2], uint64_t seed)
{
    wg_agent_init(&ag[0], WG_AGENT_GREEDY, seed);
    wg_agent_init(&ag[1], WG_AGENT_RANDOM, seed + 1);
    wg_game_set_agent(g, 0, wg_agent_decide, &ag[0]);
    wg_game_set_agent(g, 1, wg_agent_decide, &ag[1]);
}

static void assert_same_log(const wg_game *a, const wg_game *b)
{
    int n = wg_game_log_count(a);
    assert_int_equal(n, wg_game_log_count(b));
    for (int i = 0; i < n; i++) {
        wg_event ea, eb;
        assert_int_equal(wg_game_log_event(a, i, &ea), WG_OK);
        assert_int_equal(wg_game_log_event(b, i, &eb), WG_OK);
        assert_memory_equal(&ea, &eb, sizeof ea);
    }
}

static char *save_text(const wg_game *g)
{
    size_t len = 0;
    wg_game_save(g, NULL, 0, &len);
    char *buf = malloc(len + 1);
    assert_non_null(buf);
    assert_int_equal(wg_game_save(g, buf, len + 1, &len), WG_OK);
    return buf;
}

static void started_games_are_the_new_games_on_every_scenario(void **state)
{
    (void)state;
    char paths[64][512];
    int n = list_scenarios(paths, 64);
    assert_true(n >= 10);
    for (int i = 0; i < n; i++) {
        size_t len;
        char *text = read_all(paths[i], &len);
        wg_scenario *s;
        wg_error err;
        assert_int_equal(wg_scenario_new(&s, text, len, paths[i], NULL, &err), WG_OK);
        for (uint64_t seed = 1; seed <= 3; seed++) {
            wg_game *a, *b;
            assert_int_equal(wg_game_new(&a, text, len, paths[i], seed, NULL, &err), WG_OK);
            assert_int_equal(wg_game_start(&b, s, seed, NULL, &err), WG_OK);
            assert_true(wg_game_hash(a) == wg_game_hash(b));
            assert_same_log(a, b);
            wg_agent aa[2], ab[2];
            set_agents(a, aa, seed);
            set_agents(b, ab, seed);
            int ra = wg_game_run(a, 5000), rb = wg_game_run(b, 5000);
            assert_int_equal(ra, rb);
            assert_true(wg_game_hash(a) == wg_game_hash(b));
            assert_same_log(a, b);
            char *sa = save_text(a), *sb = save_text(b);
            assert_string_equal(sa, sb);
            free(sa);
            free(sb);
            wg_game_free(a);
            wg_game_free(b);
        }
        wg_scenario_free(s);
        free(text);
    }
}

static void a_game_outlives_its_scenario_and_clones_share_it(void **state)
{
    (void)state;
    char paths[64][512];
    list_scenarios(paths, 64);
    wg_scenario *s;
    assert_int_equal(wg_scenario_open(&s, paths[0], NULL, NULL), WG_OK);
    assert_non_null(wg_scenario_ruleset(s));
    wg_game *g, *c;
    assert_int_equal(wg_game_start(&g, s, 7, NULL, NULL), WG_OK);
    wg_scenario_free(s);
    assert_int_equal(wg_game_clone(&c, g), WG_OK);
    wg_game_free(g);
    wg_agent ag[2];
    set_agents(c, ag, 7);
    assert_true(wg_game_run(c, 200) >= 0);
    assert_non_null(wg_game_ruleset(c));
    assert_null(wg_scenario_ruleset(NULL));
    wg_game_free(c);
}

static void bad_arguments_get_clear_errors(void **state)
{
    (void)state;
    wg_scenario *s = (wg_scenario *)1;
    wg_error err;
    assert_int_equal(wg_scenario_new(&s, "ruleset: nosuch\n", 16, "x.yaml", NULL, &err),
                     WG_EPARSE);
    assert_null(s);
    assert_non_null(strstr(err.message, "x.yaml:1:10: unknown ruleset 'nosuch'"));
    assert_int_equal(wg_scenario_open(&s, "/nonexistent/file.yaml", NULL, &err), WG_EIO);
    assert_non_null(strstr(err.message, "/nonexistent/file.yaml"));
    assert_int_equal(wg_scenario_new(NULL, "x", 1, NULL, NULL, &err), WG_EINVAL);
    wg_game *g = (wg_game *)1;
    assert_int_equal(wg_game_start(&g, NULL, 1, NULL, &err), WG_EINVAL);
    assert_null(g);
    char paths[64][512];
    list_scenarios(paths, 64);
    assert_int_equal(wg_scenario_open(&s, paths[0], NULL, NULL), WG_OK);
    wg_options o = WG_OPTIONS_INIT;
    o.size = 3;
    assert_int_equal(wg_game_start(&g, s, 1, &o, &err), WG_EINVAL);
    assert_non_null(strstr(err.message, "wg_options.size"));
    wg_sweep sw = WG_SWEEP_INIT;
    wg_sweep_game row;
    sw.agent[1] = 9;
    assert_int_equal(wg_sweep_play(s, &sw, 0, 1, &row), WG_EINVAL);
    sw = (wg_sweep)WG_SWEEP_INIT;
    assert_int_equal(wg_sweep_play(s, &sw, -1, 1, &row), WG_EINVAL);
    assert_int_equal(wg_sweep_play(s, &sw, 0, 0, NULL), WG_OK);
    wg_scenario_free(s);
    wg_scenario_free(NULL);
}

/* ---------------------------------------------------------------- sweeps */

#define SWEEP_GAMES 24

static wg_sweep sweep_spec(void)
{
    wg_sweep sw = WG_SWEEP_INIT;
    sw.agent[0] = WG_AGENT_GREEDY;
    sw.agent[1] = WG_AGENT_RANDOM;
    sw.swap_sides = 1;
    sw.seed = 2026;
    return sw;
}

/* Game i of a sweep, played by hand from the documented seeds. */
static void sweep_by_hand(const char *text, size_t len, int64_t i, wg_sweep_game *row)
{
    wg_sweep sw = sweep_spec();
    uint64_t seed = wg_sweep_seed(sw.seed, i);
    int swapped = (int)(i & 1);
    wg_game *g;
    assert_int_equal(wg_game_new(&g, text, len, "by hand", seed, NULL, NULL), WG_OK);
    wg_agent ag[2];
    for (int p = 0; p < 2; p++) {
        wg_agent_init(&ag[p], sw.agent[swapped ? 1 - p : p], wg_sweep_seed(seed, p + 1));
        wg_game_set_agent(g, p, wg_agent_decide, &ag[p]);
    }
    assert_int_equal(wg_game_run(g, 0), WG_OK);
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    row->winner = info.winner;
    row->turns = info.turn;
    row->actions = wg_game_history_count(g);
    wg_game_free(g);
}

static void a_sweep_is_the_games_its_seeds_say_however_it_is_cut(void **state)
{
    (void)state;
    char paths[64][512];
    int n = list_scenarios(paths, 64);
    for (int k = 0; k < n; k++) {
        wg_scenario *s;
        assert_int_equal(wg_scenario_open(&s, paths[k], NULL, NULL), WG_OK);
        wg_sweep sw = sweep_spec();
        wg_sweep_game whole[SWEEP_GAMES], part[SWEEP_GAMES];
        assert_int_equal(wg_sweep_play(s, &sw, 0, SWEEP_GAMES, whole), WG_OK);
        assert_int_equal(wg_sweep_play(s, &sw, 0, 7, part), WG_OK);
        assert_int_equal(wg_sweep_play(s, &sw, 7, SWEEP_GAMES - 7, part + 7), WG_OK);
        assert_memory_equal(whole, part, sizeof whole);
        size_t len;
        char *text = read_all(paths[k], &len);
        for (int i = 0; i < 4; i++) {
            wg_sweep_game hand;
            sweep_by_hand(text, len, i, &hand);
            assert_int_equal(whole[i].index, i);
            assert_int_equal(whole[i].swapped, i & 1);
            assert_int_equal(whole[i].status, WG_OK);
            assert_int_equal(whole[i].winner, hand.winner);
            assert_int_equal(whole[i].turns, hand.turns);
            assert_int_equal(whole[i].actions, hand.actions);
        }
        free(text);
        wg_scenario_free(s);
    }
}

/* The first shipped scenario (in list_scenarios' order), parsed. */
static wg_scenario *open_first_scenario(void)
{
    char paths[64][512];
    list_scenarios(paths, 64);
    wg_scenario *s;
    assert_int_equal(wg_scenario_open(&s, paths[0], NULL, NULL), WG_OK);
    return s;
}

static void max_actions_stops_a_game_unfinished(void **state)
{
    (void)state;
    wg_scenario *s = open_first_scenario();
    wg_sweep sw = sweep_spec();
    sw.max_actions = 3;
    wg_sweep_game row;
    assert_int_equal(wg_sweep_play(s, &sw, 0, 1, &row), WG_OK);
    assert_int_equal(row.status, WG_STEPPED);
    assert_int_equal(row.actions, 3);
    assert_int_equal(row.winner, -1);
    wg_scenario_free(s);
}

/* A search agent plays in a sweep with its default budget: deterministically, and
 * only the three known agent kinds are taken. */
static void a_sweep_may_pit_the_search_agent_against_greedy(void **state)
{
    (void)state;
    wg_scenario *s = open_first_scenario();
    wg_sweep sw = sweep_spec();
    sw.agent[1] = WG_AGENT_SEARCH;
    sw.max_actions = 6;
    wg_sweep_game rows[2], again[2];
    assert_int_equal(wg_sweep_play(s, &sw, 0, 2, rows), WG_OK);
    assert_int_equal(wg_sweep_play(s, &sw, 0, 2, again), WG_OK);
    assert_memory_equal(rows, again, sizeof rows);
    for (int i = 0; i < 2; i++)
        assert_int_equal(rows[i].actions, 6);
    sw.agent[1] = WG_AGENT_SEARCH + 1;
    assert_int_equal(wg_sweep_play(s, &sw, 0, 2, rows), WG_EINVAL);
    wg_scenario_free(s);
}

/* ---------------------------------------------------------------- threads */

#define THREADS 4
#define THREAD_GAMES 12

typedef struct worker {
    wg_scenario *s;
    int64_t first;
    wg_sweep_game rows[THREAD_GAMES];
    int rc;
} worker;

static void *worker_run(void *arg)
{
    worker *w = arg;
    wg_sweep sw = sweep_spec();
    w->rc = wg_sweep_play(w->s, &sw, w->first, THREAD_GAMES, w->rows);
    return NULL;
}

static void threads_share_one_scenario(void **state)
{
    (void)state;
    char paths[64][512];
    int n = list_scenarios(paths, 64);
    for (int k = 0; k < n; k++) {
        wg_scenario *s;
        assert_int_equal(wg_scenario_open(&s, paths[k], NULL, NULL), WG_OK);
        wg_sweep sw = sweep_spec();
        wg_sweep_game alone[THREADS * THREAD_GAMES];
        assert_int_equal(wg_sweep_play(s, &sw, 0, THREADS * THREAD_GAMES, alone), WG_OK);
        /* a started game holds a reference: one per thread keeps s alive for it */
        wg_game *holds[THREADS];
        worker w[THREADS];
        pthread_t t[THREADS];
        for (int i = 0; i < THREADS; i++) {
            assert_int_equal(wg_game_start(&holds[i], s, 1, NULL, NULL), WG_OK);
            w[i].s = s;
            w[i].first = (int64_t)i * THREAD_GAMES;
        }
        for (int i = 0; i < THREADS; i++)
            assert_int_equal(pthread_create(&t[i], NULL, worker_run, &w[i]), 0);
        /* dropped while the threads start and free games from it: the held games keep it */
        wg_scenario_free(s);
        for (int i = 0; i < THREADS; i++) {
            pthread_join(t[i], NULL);
            assert_int_equal(w[i].rc, WG_OK);
            assert_memory_equal(w[i].rows, alone + i * THREAD_GAMES, sizeof w[i].rows);
        }
        for (int i = 0; i < THREADS; i++)
            wg_game_free(holds[i]);
    }
}

int main(int argc, char **argv)
{
    scenario_dir = argc > 1 ? argv[1] : "examples/scenarios";
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(started_games_are_the_new_games_on_every_scenario),
        cmocka_unit_test(a_game_outlives_its_scenario_and_clones_share_it),
        cmocka_unit_test(bad_arguments_get_clear_errors),
        cmocka_unit_test(a_sweep_is_the_games_its_seeds_say_however_it_is_cut),
        cmocka_unit_test(max_actions_stops_a_game_unfinished),
        cmocka_unit_test(a_sweep_may_pit_the_search_agent_against_greedy),
        cmocka_unit_test(threads_share_one_scenario),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
