/*
 * arena: measure one agent against another. Plays N games per scenario,
 * the first agent taking player 0 in even games and player 1 in odd ones
 * (each seed is played once from each side), and prints the first agent's
 * score rate (a win 1, a draw 1/2) with its 95% Wilson interval, its score
 * from each side (most scenarios favour one: an agent's edge shows in the
 * side it should lose), and the
 * search agents' time per searched decision (wall clock, and CPU time,
 * which a loaded machine does not inflate; decisions with one answer are
 * not searched and not counted).
 *
 *   arena [--games N] [--budget N] [--seed S] [--agents A,B] [--max-turns N]
 *         [--progress] SCENARIO.yaml...
 *
 * Agents are random, greedy or search (default search,greedy); --budget is
 * the search agent's iterations per decision (default 200). --progress
 * prints each game's result on stderr as it ends: a long run at a real
 * budget shows how it goes, and a stopped one what it had found.
 * --max-turns stops a game still going after that many game turns (default
 * 1000) and counts it a draw: two agents may wait on each other for ever
 * where no turn limit ends the game, and a measurement must end.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "wargame/wargame.h"

typedef struct config {
    int games, budget, kind[2];
    uint64_t seed;
    int progress;  /* 1: a line on stderr after each game */
    int max_turns; /* a game still going after this turn is stopped: a draw */
} config;

#define DEFAULT_MAX_TURNS 1000
/* Actions played between two looks at the turn. */
#define CHUNK 256

/* One agent in one game; search agents add up their decisions' time. */
typedef struct seat {
    wg_agent agent;
    wg_search *search;
    double ms, worst_ms, cpu_ms;
    long searched;
} seat;

static int seat_decide(void *payload, const wg_game *g, const wg_decision *d, wg_action *out)
{
    seat *s = payload;
    if (!s->search)
        return wg_agent_decide(&s->agent, g, d, out);
    /* The machine may be shared: CPU time says what the search costs. */
    struct timespec t0, t1;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    int rc = wg_search_decide(s->search, g, d, out);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
    wg_search_stats st = WG_SEARCH_STATS_INIT;
    if (rc == WG_OK && wg_search_last(s->search, &st) == WG_OK && st.iterations > 0) {
        s->ms += st.ms;
        s->cpu_ms += (double)(t1.tv_sec - t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - t0.tv_nsec) / 1e6;
        s->searched++;
        if (st.ms > s->worst_ms)
            s->worst_ms = st.ms;
    }
    return rc;
}

static int seat_open(seat *s, int kind, int budget, uint64_t seed)
{
    if (kind != WG_AGENT_SEARCH)
        return wg_agent_init(&s->agent, kind, seed);
    wg_search_options o = WG_SEARCH_OPTIONS_INIT;
    o.seed = seed;
    if (budget > 0)
        o.iterations = budget;
    return wg_search_new(&s->search, &o);
}

/* The 95% Wilson score interval of k successes in n. */
static void wilson(double k, int n, double *lo, double *hi)
{
    const double z = 1.959964;
    double p = k / n, z2n = z * z / n;
    double mid = (p + z2n / 2) / (1 + z2n);
    double half = z * sqrt(p * (1 - p) / n + z2n / (4.0 * n)) / (1 + z2n);
    *lo = mid - half;
    *hi = mid + half;
}

/* Play g to its end (WG_OK), or past turn max_turns (WG_STEPPED), or fail. */
static int run_capped(wg_game *g, int max_turns)
{
    for (;;) {
        int rc = wg_game_run(g, CHUNK);
        wg_game_info info = WG_GAME_INFO_INIT;
        if (rc != WG_STEPPED || wg_game_status(g, &info) != WG_OK || info.turn > max_turns)
            return rc;
    }
}

/* Play game i; return the first agent's score (1, 0.5, 0) or -1; *capped
 * is set when the turn cap stopped it (a draw). */
static double play_one(const char *path, const config *c, int i, seat seats[2], int *capped)
{
    uint64_t seed = c->seed + (uint64_t)(i / 2);
    int first = i % 2; /* the first agent's player */
    wg_game *g;
    wg_error err;
    if (wg_game_open(&g, path, seed, NULL, &err) != WG_OK) {
        fprintf(stderr, "arena: %s\n", err.message);
        return -1;
    }
    wg_game_set_agent(g, first, seat_decide, &seats[0]);
    wg_game_set_agent(g, 1 - first, seat_decide, &seats[1]);
    double score = -1;
    wg_game_info info = WG_GAME_INFO_INIT;
    int rc = run_capped(g, c->max_turns);
    *capped = rc == WG_STEPPED;
    if (*capped)
        score = 0.5;
    else if (rc == WG_OK && wg_game_status(g, &info) == WG_OK)
        score = info.winner == first ? 1.0 : info.winner < 0 ? 0.5 : 0.0;
    else
        fprintf(stderr, "arena: game %d stopped: %s\n", i, wg_game_last_error(g));
    wg_game_free(g);
    return score;
}

static const char *const kind_name[] = { "random", "greedy", "search" };

static int run_scenario(const char *path, const config *c)
{
    seat seats[2];
    memset(seats, 0, sizeof seats);
    double total = 0, side_total[2] = { 0, 0 };
    int played = 0, side_played[2] = { 0, 0 }, unfinished = 0;
    for (int i = 0; i < c->games; i++) {
        for (int k = 0; k < 2; k++)
            if (seat_open(&seats[k], c->kind[k], c->budget, c->seed * 7919u + (uint64_t)(2 * i + k)) != WG_OK)
                return 2;
        int capped = 0;
        double s = play_one(path, c, i, seats, &capped);
        unfinished += capped;
        for (int k = 0; k < 2; k++) {
            wg_search_free(seats[k].search);
            seats[k].search = NULL;
        }
        if (s < 0)
            return 1;
        total += s;
        played++;
        side_total[i % 2] += s; /* the first agent is player 0 in even games */
        side_played[i % 2]++;
        if (c->progress)
            fprintf(stderr, "arena: %s game %d/%d: %s scores %.1f%s (%.1f of %d so far)\n", path,
                    i + 1, c->games, kind_name[c->kind[0]], s,
                    capped ? ", stopped at the turn cap" : "", total, played);
    }
    double lo, hi;
    wilson(total, played, &lo, &hi);
    const char *name = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    printf("%-24s %s vs %s: %5.1f%% of %d games [95%%: %5.1f%% .. %5.1f%%]", name,
           kind_name[c->kind[0]], kind_name[c->kind[1]], 100 * total / played, played, 100 * lo,
           100 * hi);
    printf(" (as player 0: %.1f of %d, as player 1: %.1f of %d)", side_total[0], side_played[0],
           side_total[1], side_played[1]);
    if (unfinished)
        printf(" (%d stopped after turn %d, counted as draws)", unfinished, c->max_turns);
    for (int k = 0; k < 2; k++)
        if (seats[k].searched)
            printf("  %s: %.1f ms/decision wall, %.1f ms CPU (worst %.0f ms wall, %ld decisions)",
                   kind_name[c->kind[k]], seats[k].ms / seats[k].searched,
                   seats[k].cpu_ms / seats[k].searched, seats[k].worst_ms, seats[k].searched);
    printf("\n");
    fflush(stdout);
    return 0;
}

static int parse_agents(const char *s, int kind[2])
{
    for (int p = 0; p < 2; p++) {
        size_t len = strcspn(s, ",");
        kind[p] = -1;
        for (int k = 0; k < 3; k++)
            if (strlen(kind_name[k]) == len && strncmp(s, kind_name[k], len) == 0)
                kind[p] = k;
        if (kind[p] < 0 || s[len] != (p == 0 ? ',' : '\0'))
            return 0;
        s += len + 1;
    }
    return 1;
}

static const char usage_text[] =
    "usage: arena [--games N] [--budget N] [--seed S] [--agents A,B] [--max-turns N]\n"
    "             [--progress] SCENARIO.yaml...\n"
    "Plays N games (default 40) per scenario between two agents, the first taking\n"
    "player 0 in even games and player 1 in odd ones, and prints the first agent's\n"
    "score rate with its 95% interval, its score from each side, and the search\n"
    "agents' time per decision.\n"
    "  --agents A,B   two of random, greedy, search (default search,greedy)\n"
    "  --budget N     the search agent's iterations per decision (default 200)\n"
    "  --seed S       the first game's seed (default 1)\n"
    "  --max-turns N  stop a game still going after turn N, a draw (default 1000)\n"
    "  --progress     each game's result on stderr as it ends\n"
    "  --help         this text\n";

static int usage(const char *msg)
{
    fprintf(stderr, "arena: %s\n", msg);
    fputs(usage_text, stderr);
    return 2;
}

/* A usage error once the list of scenarios is allocated. */
static int fail(const char **paths, const char *msg)
{
    free(paths);
    return usage(msg);
}

int main(int argc, char **argv)
{
    config c = { 40, 0, { WG_AGENT_SEARCH, WG_AGENT_GREEDY }, 1, 0, DEFAULT_MAX_TURNS };
    const char **paths = calloc((size_t)argc, sizeof *paths);
    int npaths = 0;
    if (!paths)
        return 2;
    for (int i = 1; i < argc; i++) {
        char *end = NULL;
        const char *v = i + 1 < argc ? argv[i + 1] : "";
        if (strcmp(argv[i], "--games") == 0) {
            c.games = (int)strtol(v, &end, 10);
            i++;
            if (c.games < 1)
                return fail(paths, "--games wants a positive number");
        } else if (strcmp(argv[i], "--budget") == 0) {
            c.budget = (int)strtol(v, &end, 10);
            i++;
            if (c.budget < 1)
                return fail(paths, "--budget wants a positive number");
        } else if (strcmp(argv[i], "--seed") == 0) {
            c.seed = strtoull(v, &end, 10);
            i++;
        } else if (strcmp(argv[i], "--max-turns") == 0) {
            c.max_turns = (int)strtol(v, &end, 10);
            i++;
            if (c.max_turns < 1)
                return fail(paths, "--max-turns wants a positive number");
        } else if (strcmp(argv[i], "--agents") == 0) {
            if (!parse_agents(v, c.kind))
                return fail(paths, "--agents wants two of random, greedy, search");
            i++;
        } else if (strcmp(argv[i], "--progress") == 0) {
            c.progress = 1;
        } else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            fputs(usage_text, stdout);
            free(paths);
            return 0;
        } else if (argv[i][0] == '-') {
            return fail(paths, "unknown option");
        } else {
            paths[npaths++] = argv[i];
            continue;
        }
        if (end && *end)
            return fail(paths, "not a number");
    }
    int rc = npaths ? 0 : usage("give at least one scenario");
    for (int i = 0; i < npaths && rc == 0; i++)
        rc = run_scenario(paths[i], &c);
    free(paths);
    return rc;
}
