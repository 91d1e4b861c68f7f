/*
 * Hosts run games on small thread stacks: every shipped scenario plays
 * greedy games, with the odds of each answer asked, on a clone too (whose
 * scratch space is made on first use), in a thread whose stack is 64 KiB.
 * No frame of the library passes 16 KiB (the build checks each one); this
 * checks that the calls that used to need 30 to 106 KB of stack (the
 * greedy agents, fow's odds) now fit, nested as hosts nest them.
 */
#include <dirent.h>
#include <pthread.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "wargame/wargame.h"

#define STACK (64 * 1024)
#define STEPS 400

typedef struct job {
    char path[256];
    int failures, steps;
    char why[1024];
} job;

/* Greedy answers, with the odds of each asked first (most answers have none). */
static int play(wg_game *g, job *jb)
{
    wg_agent ag;
    wg_agent_init(&ag, WG_AGENT_GREEDY, 11);
    for (int step = 0; step < STEPS; step++) {
        wg_decision d;
        if (wg_game_decision(g, &d) != WG_OK || d.type == WG_DEC_NONE)
            return 0;
        wg_action a;
        int rc = wg_agent_decide(&ag, g, &d, &a);
        if (rc == WG_OK) {
            wg_odds o = WG_ODDS_INIT;
            wg_odds_action(g, &a, &o);
            rc = wg_game_apply(g, &a);
        }
        jb->steps++;
        if (rc != WG_OK) {
            snprintf(jb->why, sizeof jb->why, "%s: step %d: %s", jb->path, step,
                     wg_game_last_error(g));
            return 1;
        }
    }
    return 0;
}

static void *run(void *arg)
{
    job *jb = arg;
    wg_game *g = NULL, *k = NULL;
    wg_error err;
    if (wg_game_open(&g, jb->path, 3, NULL, &err) != WG_OK) {
        snprintf(jb->why, sizeof jb->why, "%s: %s", jb->path, err.message);
        jb->failures++;
        return NULL;
    }
    jb->failures += play(g, jb);
    if (wg_game_clone(&k, g) == WG_OK) { /* the original game is usually over: restart */
        wg_game_free(k);
        k = NULL;
    }
    wg_game_free(g);
    if (wg_game_open(&g, jb->path, 4, NULL, &err) == WG_OK && wg_game_clone(&k, g) == WG_OK)
        jb->failures += play(k, jb);
    wg_game_free(k);
    wg_game_free(g);
    return NULL;
}

static void every_scenario_plays_on_a_small_stack(void **state)
{
    (void)state;
    DIR *dir = opendir(SCENARIO_DIR);
    assert_non_null(dir);
    int scenarios = 0;
    for (struct dirent *e; (e = readdir(dir)) != NULL;) {
        size_t n = strlen(e->d_name);
        if (n < 6 || strcmp(e->d_name + n - 5, ".yaml") != 0)
            continue;
        job jb;
        memset(&jb, 0, sizeof jb);
        snprintf(jb.path, sizeof jb.path, "%s/%s", SCENARIO_DIR, e->d_name);
        pthread_attr_t at;
        pthread_t t;
        assert_int_equal(pthread_attr_init(&at), 0);
        assert_int_equal(pthread_attr_setstacksize(&at, STACK), 0);
        assert_int_equal(pthread_create(&t, &at, run, &jb), 0);
        assert_int_equal(pthread_join(t, NULL), 0);
        pthread_attr_destroy(&at);
        if (jb.failures)
            fail_msg("%s", jb.why);
        assert_true(jb.steps > 20);
        scenarios++;
    }
    closedir(dir);
    print_message("%d scenarios on a %d KiB stack\n", scenarios, STACK / 1024);
    assert_true(scenarios >= 4);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_scenario_plays_on_a_small_stack),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
