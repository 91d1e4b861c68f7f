/*
 * wgbench's scenario-handle section (bench_start.h). Creation from text
 * parses the YAML every time; wg_game_start copies the parsed scenario's
 * setup only. Both are timed in the same run, on every shipped scenario,
 * and the games they make are checked to be the same (hash after creation
 * and after a whole random game). Then a sweep's rate on one thread and on
 * two threads sharing one scenario: the parallel speed-up a sweep gets.
 */
#include <dirent.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_start.h"
#include "wargame/wargame.h"

static double seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

typedef struct source {
    char *text;
    size_t len;
    wg_scenario *s;
} source;

/* ns per game made (and freed) by wg_game_new, or by wg_game_start when started. */
static double time_create(const source *src, int started, long n)
{
    double t0 = seconds();
    for (long i = 0; i < n; i++) {
        wg_game *g = NULL;
        int rc = started ? wg_game_start(&g, src->s, (uint64_t)i, NULL, NULL)
                         : wg_game_new(&g, src->text, src->len, "bench", (uint64_t)i, NULL, NULL);
        if (rc != WG_OK)
            return -1;
        wg_game_free(g);
    }
    return (seconds() - t0) * 1e9 / (double)n;
}

/* The best of three runs: the machine may be shared. */
static double best_of(const source *src, int started, long n)
{
    double best = -1;
    for (int r = 0; r < 3; r++) {
        double t = time_create(src, started, n);
        if (t < 0)
            return -1;
        if (best < 0 || t < best)
            best = t;
    }
    return best;
}

static int play_out(wg_game *g, uint64_t seed)
{
    wg_agent ag[2];
    for (int p = 0; p < 2; p++) {
        wg_agent_init(&ag[p], WG_AGENT_RANDOM, seed + (uint64_t)p);
        wg_game_set_agent(g, p, wg_agent_decide, &ag[p]);
    }
    return wg_game_run(g, 100000);
}

/* The same game both ways: hashes after creation and after a whole game. */
static int same_games(const source *src, int seeds)
{
    for (int seed = 1; seed <= seeds; seed++) {
        wg_game *a = NULL, *b = NULL;
        int ok = wg_game_new(&a, src->text, src->len, "bench", (uint64_t)seed, NULL, NULL) ==
                     WG_OK &&
                 wg_game_start(&b, src->s, (uint64_t)seed, NULL, NULL) == WG_OK &&
                 wg_game_hash(a) == wg_game_hash(b);
        ok = ok && play_out(a, (uint64_t)seed) == play_out(b, (uint64_t)seed) &&
             wg_game_hash(a) == wg_game_hash(b);
        wg_game_free(a);
        wg_game_free(b);
        if (!ok)
            return 0;
    }
    return 1;
}

static int load_source(source *src, const char *path)
{
    wg_error err;
    FILE *f = fopen(path, "rb");
    if (!f)
        return 0;
    src->text = malloc(1 << 22);
    src->len = src->text ? fread(src->text, 1, 1 << 22, f) : 0;
    fclose(f);
    if (!src->text || wg_scenario_new(&src->s, src->text, src->len, path, NULL, &err) != WG_OK) {
        fprintf(stderr, "wgbench: %s: %s\n", path, src->text ? err.message : "out of memory");
        free(src->text);
        return 0;
    }
    return 1;
}

/* ------------------------------------------------------------ sweep threads */

typedef struct sweeper {
    const wg_scenario *s;
    int64_t first;
    int count;
    int rc;
} sweeper;

static void *sweeper_run(void *p)
{
    sweeper *w = p;
    wg_sweep sw = WG_SWEEP_INIT;
    wg_sweep_game *rows = malloc((size_t)w->count * sizeof *rows);
    w->rc = rows ? wg_sweep_play(w->s, &sw, w->first, w->count, rows) : WG_ENOMEM;
    free(rows);
    return NULL;
}

/* Games per second of a sweep of `games` games cut between `threads` threads. */
static double sweep_rate(const wg_scenario *s, int threads, int games)
{
    pthread_t t[2];
    sweeper w[2];
    double t0 = seconds();
    for (int i = 0; i < threads; i++) {
        w[i] = (sweeper){ s, (int64_t)i * (games / threads), games / threads, 0 };
        if (pthread_create(&t[i], NULL, sweeper_run, &w[i]) != 0)
            return -1;
    }
    int ok = 1;
    for (int i = 0; i < threads; i++) {
        pthread_join(t[i], NULL);
        ok = ok && w[i].rc == WG_OK;
    }
    return ok ? (double)games / (seconds() - t0) : -1;
}

static void report_sweep(const char *dir, int quick)
{
    char path[4096];
    snprintf(path, sizeof path, "%.3800s/m44-base.yaml", dir);
    source src;
    if (!load_source(&src, path))
        return;
    int games = quick ? 400 : 4000;
    double one = 0, two = 0;
    for (int r = 0; r < 3; r++) { /* best of three: the machine may be shared */
        double a = sweep_rate(src.s, 1, games), b = sweep_rate(src.s, 2, games);
        one = a > one ? a : one;
        two = b > two ? b : two;
    }
    printf("  %-38s %12.0f games/s\n", "sweep, 1 thread (m44-base, random)", one);
    printf("  %-38s %12.0f games/s   = %.2fx, target >= 1.6: %s\n",
           "sweep, 2 threads, one shared scenario", two, one > 0 ? two / one : 0,
           one > 0 && two / one >= 1.6 ? "ok" : "MISS");
    wg_scenario_free(src.s);
    free(src.text);
}

static int cmp_name(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

int bench_start_report(const char *dir, int quick)
{
    char names[64][256];
    int n = 0, status = 0;
    DIR *d = opendir(dir);
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL && n < 64) {
        size_t len = strlen(e->d_name);
        if (len > 5 && len < 256 && !strcmp(e->d_name + len - 5, ".yaml"))
            strcpy(names[n++], e->d_name);
    }
    if (d)
        closedir(d);
    qsort(names, (size_t)n, sizeof names[0], cmp_name);
    printf("== scenario handle: wg_game_new vs wg_game_start (best of 3, same run)\n");
    long iters = quick ? 200 : 2000;
    for (int i = 0; i < n; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%.3800s/%.255s", dir, names[i]);
        source src;
        if (!load_source(&src, path)) {
            status = 1;
            continue;
        }
        double tn = best_of(&src, 0, iters), ts = best_of(&src, 1, iters * 10);
        int same = same_games(&src, 3);
        double ratio = ts > 0 ? tn / ts : 0;
        printf("  %-24s new %9.1f us  start %7.2f us  = %6.1fx, target >= 10: %s; "
               "same hashes: %s\n", names[i], tn / 1e3, ts / 1e3, ratio,
               ratio >= 10 ? "ok" : "MISS", same ? "yes" : "NO");
        if (!same || tn < 0 || ts < 0)
            status = 1;
        wg_scenario_free(src.s);
        free(src.text);
    }
    report_sweep(dir, quick);
    return status;
}
