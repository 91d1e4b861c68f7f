/*
 * wgsweep: balance a scenario by playing it many times, in C, on threads
 * that share one parsed scenario (wg_scenario). The reference for what
 * `python3 -m wargame.sweep` computes: the same games (wg_sweep_play), the
 * same CSV and the same summary, for hosts without Python.
 *
 *   wgsweep SCENARIO.yaml [--games N] [--agents A,B] [--swap-sides]
 *           [--seed S] [--threads K] [--out results.csv]
 *
 * Agents are "random", "greedy" or "search" (200 iterations a decision).
 * Game i is played with dice seed wg_sweep_seed(S, i); with --swap-sides,
 * odd games give A the other side.
 */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wargame/wargame.h"

#define CHUNK 64
#define MAX_THREADS 64

typedef struct sweep_job {
    const wg_scenario *s;
    wg_sweep spec;
    int64_t games;
    wg_sweep_game *rows;
    int64_t next;            /* the next chunk's first game (atomic) */
    int failed;              /* a wg_sweep_play status, 0 if none (atomic) */
} sweep_job;

/* Each thread takes the next chunk until none is left: chunks finish in any order,
 * but every row lands at its game's index, so the output does not depend on it. */
static void *sweep_thread(void *p)
{
    sweep_job *job = p;
    for (;;) {
        int64_t first = __atomic_fetch_add(&job->next, CHUNK, __ATOMIC_RELAXED);
        if (first >= job->games || __atomic_load_n(&job->failed, __ATOMIC_RELAXED))
            return NULL;
        int count = (int)(job->games - first < CHUNK ? job->games - first : CHUNK);
        int rc = wg_sweep_play(job->s, &job->spec, first, count, job->rows + first);
        if (rc != WG_OK)
            __atomic_store_n(&job->failed, rc, __ATOMIC_RELAXED);
    }
}

static int run_threads(sweep_job *job, int threads)
{
    pthread_t t[MAX_THREADS];
    int started = 0;
    for (; started < threads; started++)
        if (pthread_create(&t[started], NULL, sweep_thread, job) != 0)
            break;
    if (started == 0)
        sweep_thread(job);
    for (int i = 0; i < started; i++)
        pthread_join(t[i], NULL);
    return job->failed;
}

/* ------------------------------------------------------------ the summary */

/* The 95% Wilson score interval of k successes in n trials, in percent. */
static void wilson(int64_t k, int64_t n, double *lo, double *hi)
{
    const double z = 1.959963984540054;
    double p = (double)k / (double)n, nn = (double)n;
    double denom = 1.0 + z * z / nn;
    double center = (p + z * z / (2.0 * nn)) / denom;
    double half = z * sqrt(p * (1.0 - p) / nn + z * z / (4.0 * nn * nn)) / denom;
    *lo = 100.0 * (center - half);
    *hi = 100.0 * (center + half);
}

static void print_share(const char *label, int64_t k, int64_t n)
{
    double lo, hi;
    wilson(k, n, &lo, &hi);
    printf("%-28s %8" PRId64 "  %6.2f%%  95%% CI [%6.2f%%, %6.2f%%]\n", label, k,
           100.0 * (double)k / (double)n, lo, hi);
}

static int cmp_i32(const void *a, const void *b)
{
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}

/* mean, min, median (the lower one), 90th percentile (nearest rank), max. */
static void print_lengths(const char *label, int32_t *v, int64_t n)
{
    double sum = 0;
    for (int64_t i = 0; i < n; i++)
        sum += (double)v[i];
    qsort(v, (size_t)n, sizeof *v, cmp_i32);
    int64_t p90 = (9 * n + 9) / 10 - 1;
    printf("%-28s mean %.1f, min %d, median %d, p90 %d, max %d\n", label, sum / (double)n,
           (int)v[0], (int)v[(n - 1) / 2], (int)v[p90], (int)v[n - 1]);
}

static const char *agent_names[] = { "random", "greedy", "search" };

static void print_summary(const char *path, const wg_scenario *s, const sweep_job *job)
{
    int64_t n = job->games, finished = 0, wins[2] = { 0, 0 }, agent_wins[2] = { 0, 0 };
    for (int64_t i = 0; i < n; i++) {
        const wg_sweep_game *r = &job->rows[i];
        finished += r->status == WG_OK;
        if (r->winner == 0 || r->winner == 1) {
            wins[r->winner]++;
            agent_wins[r->winner ^ r->swapped]++;
        }
    }
    wg_game *g = NULL;
    wg_game_start(&g, s, 0, NULL, NULL);
    printf("scenario %s (%s): %" PRId64 " games, A=%s B=%s%s, seed %" PRIu64 "\n", path,
           wg_scenario_ruleset(s), n, agent_names[job->spec.agent[0]],
           agent_names[job->spec.agent[1]], job->spec.swap_sides ? ", sides swapped" : "",
           job->spec.seed);
    printf("%-28s %8" PRId64 "  (%" PRId64 " stopped at the action limit)\n", "finished",
           finished, n - finished);
    for (int p = 0; p < 2; p++) {
        char label[64];
        snprintf(label, sizeof label, "player %d (%.30s) wins", p,
                 g ? wg_game_player_name(g, p) : "?");
        print_share(label, wins[p], n);
    }
    print_share("no winner", n - wins[0] - wins[1], n);
    if (job->spec.swap_sides)
        for (int a = 0; a < 2; a++) {
            char label[64];
            snprintf(label, sizeof label, "agent %c (%s) wins", 'A' + a,
                     agent_names[job->spec.agent[a]]);
            print_share(label, agent_wins[a], n);
        }
    wg_game_free(g);
    int32_t *v = malloc((size_t)n * sizeof *v);
    if (!v)
        return;
    for (int64_t i = 0; i < n; i++)
        v[i] = job->rows[i].turns;
    print_lengths("turns", v, n);
    for (int64_t i = 0; i < n; i++)
        v[i] = job->rows[i].actions;
    print_lengths("actions", v, n);
    free(v);
}

static int write_csv(const char *path, const sweep_job *job)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return -1;
    fprintf(f, "index,seed,swapped,winner,result,turns,actions,finished\n");
    for (int64_t i = 0; i < job->games; i++) {
        const wg_sweep_game *r = &job->rows[i];
        fprintf(f, "%" PRId64 ",%" PRIu64 ",%d,%d,%d,%d,%d,%d\n", r->index, r->seed,
                (int)r->swapped, (int)r->winner, (int)r->result, (int)r->turns,
                (int)r->actions, r->status == WG_OK);
    }
    return fclose(f);
}

/* ------------------------------------------------------------ the command */

typedef struct args {
    const char *path, *out;
    int64_t games;
    int threads;
    wg_sweep spec;
} args;

static int agent_kind(const char *name, size_t len)
{
    for (int k = 0; k < (int)(sizeof agent_names / sizeof *agent_names); k++)
        if (strlen(agent_names[k]) == len && !strncmp(name, agent_names[k], len))
            return k;
    return -1;
}

static int parse_agents(const char *text, wg_sweep *spec)
{
    const char *comma = strchr(text, ',');
    if (!comma)
        return -1;
    spec->agent[0] = agent_kind(text, (size_t)(comma - text));
    spec->agent[1] = agent_kind(comma + 1, strlen(comma + 1));
    return spec->agent[0] < 0 || spec->agent[1] < 0 ? -1 : 0;
}

#define USAGE "usage: wgsweep SCENARIO.yaml [--games N] [--agents A,B] [--swap-sides] " \
              "[--seed S] [--threads K] [--out results.csv]\n"

static int usage(const char *msg)
{
    fprintf(stderr, "wgsweep: %s\n" USAGE "agents: random, greedy, search\n", msg);
    return 2;
}

/* --help: the usage on stdout, and a successful exit (parse_args returns -1). */
static int help(void)
{
    printf(USAGE "Play the scenario N times (default 1000) between agents A and B (random, greedy\n"
           "or search; default random,random) on K threads (default 2) sharing one parsed\n"
           "scenario, and print each side's win rate with its 95%% Wilson interval, the\n"
           "draws and the game lengths. Game i has dice seed wg_sweep_seed(S, i);\n"
           "--swap-sides gives A the other side in odd games; --out writes one CSV row\n"
           "per game.\n");
    return -1;
}

static int parse_args(int argc, char **argv, args *a)
{
    a->spec = (wg_sweep)WG_SWEEP_INIT;
    a->games = 1000;
    a->threads = 2;
    for (int i = 1; i < argc; i++) {
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        char *end = NULL;
        errno = 0;
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            return help();
        } else if (!strcmp(argv[i], "--games") && v) {
            a->games = strtoll(v, &end, 10);
            if (*end || a->games < 1 || errno)
                return usage("--games takes a positive number");
        } else if (!strcmp(argv[i], "--agents") && v) {
            if (parse_agents(v, &a->spec) != 0)
                return usage("--agents takes two of random, greedy, search: A,B");
        } else if (!strcmp(argv[i], "--seed") && v) {
            a->spec.seed = strtoull(v, &end, 10);
            if (*end || errno)
                return usage("--seed takes a number");
        } else if (!strcmp(argv[i], "--threads") && v) {
            a->threads = (int)strtol(v, &end, 10);
            if (*end || a->threads < 1 || a->threads > MAX_THREADS)
                return usage("--threads takes 1..64");
        } else if (!strcmp(argv[i], "--out") && v) {
            a->out = v;
        } else if (!strcmp(argv[i], "--swap-sides")) {
            a->spec.swap_sides = 1;
            continue;
        } else if (argv[i][0] != '-' && !a->path) {
            a->path = argv[i];
            continue;
        } else {
            return usage("unknown argument");
        }
        i++;
    }
    return a->path ? 0 : usage("no scenario given");
}

int main(int argc, char **argv)
{
    args a = { 0 };
    int rc = parse_args(argc, argv, &a);
    if (rc != 0)
        return rc < 0 ? 0 : rc;
    wg_scenario *s;
    wg_error err;
    if (wg_scenario_open(&s, a.path, NULL, &err) != WG_OK) {
        fprintf(stderr, "wgsweep: %s\n", err.message);
        return 1;
    }
    sweep_job job = { s, a.spec, a.games, calloc((size_t)a.games, sizeof(wg_sweep_game)), 0, 0 };
    if (!job.rows) {
        fprintf(stderr, "wgsweep: out of memory\n");
        wg_scenario_free(s);
        return 1;
    }
    rc = run_threads(&job, a.threads);
    if (rc != WG_OK)
        fprintf(stderr, "wgsweep: a game failed: %s\n", wg_strerror(rc));
    else if (a.out && write_csv(a.out, &job) != 0)
        fprintf(stderr, "wgsweep: cannot write %s\n", a.out), rc = 1;
    else
        print_summary(a.path, s, &job);
    free(job.rows);
    wg_scenario_free(s);
    return rc != WG_OK;
}
