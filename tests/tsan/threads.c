/*
 * Concurrent games on 8 threads (run under ThreadSanitizer in CI).
 *
 * wargame.h promises that different games may be used from different
 * threads at once, and clones share their source's immutable block. Here,
 * for every shipped scenario, one source game is played to its middle on
 * the main thread; then 8 threads at once clone that shared source (a
 * plain clone and a clone_with), play the clones to the end with their own
 * agents, create fresh games of the scenario, and free everything (the
 * shared block's reference count goes down from every thread). Every final
 * hash must equal the one the same task gives on a single thread.
 *
 *   threads SCENARIO_DIR [THREADS]
 */
#include <dirent.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wargame/wargame.h"

#define MAX_SCENARIOS 64
#define TASKS 32 /* per scenario, shared out among the threads */

typedef struct scenario {
    char *text;
    size_t len;
    wg_game *source; /* shared, read-only while the threads run */
    uint64_t want[TASKS];
    uint64_t got[TASKS];
} scenario;

static scenario scen[MAX_SCENARIOS];
static int nscen;

static uint64_t play_out(wg_game *g, uint64_t agent_seed)
{
    wg_agent ag[2];
    for (int p = 0; p < 2; p++) {
        wg_agent_init(&ag[p], p ? WG_AGENT_GREEDY : WG_AGENT_RANDOM, agent_seed * 2 + (uint64_t)p);
        wg_game_set_agent(g, p, wg_agent_decide, &ag[p]);
    }
    int rc = wg_game_run(g, 4000);
    if (rc < 0) {
        fprintf(stderr, "threads: a game failed: %s\n", wg_game_last_error(g));
        exit(1);
    }
    return wg_game_hash(g);
}

/* One task: a clone (or a cheap clone, or a fresh game) played out. */
static uint64_t task(scenario *s, int t)
{
    wg_game *g = NULL;
    int rc;
    switch (t % 3) {
    case 0: rc = wg_game_clone(&g, s->source); break;
    case 1: rc = wg_game_clone_with(&g, s->source, WG_OPT_NO_LOG | WG_OPT_NO_HISTORY); break;
    default: rc = wg_game_new(&g, s->text, s->len, "scenario", (uint64_t)t, NULL, NULL); break;
    }
    if (rc != WG_OK) {
        fprintf(stderr, "threads: task %d could not start a game (%d)\n", t, rc);
        exit(1);
    }
    uint64_t h = play_out(g, (uint64_t)t);
    wg_game_free(g);
    return h;
}

typedef struct worker {
    pthread_t id;
    int index, count;
} worker;

static void *work(void *arg)
{
    const worker *w = arg;
    for (int i = 0; i < nscen; i++)
        for (int t = w->index; t < TASKS; t += w->count)
            scen[i].got[t] = task(&scen[i], t);
    return NULL;
}

static char *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = malloc(1 << 20);
    *len = fread(buf, 1, 1 << 20, f);
    fclose(f);
    return buf;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void load_scenarios(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "threads: cannot open %s\n", dir);
        exit(2);
    }
    char *names[MAX_SCENARIOS];
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL && n < MAX_SCENARIOS) {
        size_t l = strlen(e->d_name);
        if (l > 5 && strcmp(e->d_name + l - 5, ".yaml") == 0)
            names[n++] = strdup(e->d_name);
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], by_name);
    for (int i = 0; i < n; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        scenario *s = &scen[nscen++];
        s->text = read_all(path, &s->len);
        if (!s->text || wg_game_new(&s->source, s->text, s->len, names[i], 7, NULL, NULL) != WG_OK) {
            fprintf(stderr, "threads: cannot start %s\n", path);
            exit(2);
        }
        /* to its middle: the clones start inside a game, not at its start */
        wg_game *probe = NULL;
        wg_game_clone(&probe, s->source);
        play_out(probe, 99);
        int half = wg_game_history_count(probe) / 2;
        wg_game_free(probe);
        wg_agent ag;
        wg_agent_init(&ag, WG_AGENT_GREEDY, 99 * 2);
        wg_agent ag1;
        wg_agent_init(&ag1, WG_AGENT_GREEDY, 99 * 2 + 1);
        wg_game_set_agent(s->source, 0, wg_agent_decide, &ag);
        wg_game_set_agent(s->source, 1, wg_agent_decide, &ag1);
        wg_game_run(s->source, half);
        wg_game_set_agent(s->source, 0, NULL, NULL);
        wg_game_set_agent(s->source, 1, NULL, NULL);
        free(names[i]);
    }
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: threads SCENARIO_DIR [THREADS]\n");
        return 2;
    }
    int nthreads = argc > 2 ? atoi(argv[2]) : 8;
    if (nthreads < 1 || nthreads > 64)
        return 2;
    load_scenarios(argv[1]);
    for (int i = 0; i < nscen; i++)
        for (int t = 0; t < TASKS; t++)
            scen[i].want[t] = task(&scen[i], t); /* the single-threaded answers */

    worker w[64];
    for (int k = 0; k < nthreads; k++) {
        w[k].index = k;
        w[k].count = nthreads;
        if (pthread_create(&w[k].id, NULL, work, &w[k]) != 0) {
            fprintf(stderr, "threads: pthread_create failed\n");
            return 1;
        }
    }
    for (int k = 0; k < nthreads; k++)
        pthread_join(w[k].id, NULL);

    int bad = 0;
    for (int i = 0; i < nscen; i++) {
        for (int t = 0; t < TASKS; t++)
            if (scen[i].got[t] != scen[i].want[t]) {
                fprintf(stderr, "threads: scenario %d task %d: %016" PRIx64 " on %d threads, "
                        "%016" PRIx64 " on one\n", i, t, scen[i].got[t], nthreads,
                        scen[i].want[t]);
                bad++;
            }
        wg_game_free(scen[i].source);
        free(scen[i].text);
    }
    printf("threads: %d scenarios x %d tasks (clone, clone_with, new) on %d threads: %d differ\n",
           nscen, TASKS, nthreads, bad);
    return bad ? 1 : 0;
}
