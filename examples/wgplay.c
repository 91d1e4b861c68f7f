/*
 * wgplay: play a scenario with the built-in greedy agents and print every
 * event, one line each, then the result and the final hash.
 *
 *   wgplay [--seed N] [--quiet] [--odds] [--save FILE] [--replay FILE] [--view P]
 *          [--svg FILE [--at N]] [--agents A,B] [--budget N] [SCENARIO.yaml]
 *
 * --agents names the two players' agents, each random, greedy (the
 * default) or search; --budget sets the search agent's iterations per
 * decision (default 200).
 * --odds prints, before each attack the agents commit, its exact odds
 * (wg_odds_action), one outcome a line.
 * --replay plays a saved game (or replay file) back, printing its events,
 * and lets the agents finish it. Same arguments, same output, byte for byte.
 * --view P prints the game as player P (0, 1, or -1 for a spectator) sees
 * it: each event through wg_event_describe_for (none he sees nothing of),
 * and the odds of his own attacks only.
 * --svg writes the final position as SVG, drawn as the web GUI draws it
 * (examples/svgdraw.c); with --at N, the position after the game's N-th
 * action (the agents stop there).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "svgdraw.h"
#include "wargame/wargame.h"

#ifndef WG_DEFAULT_SCENARIO
#define WG_DEFAULT_SCENARIO "examples/scenarios/ogre-basic.yaml"
#endif
#ifndef WG_INSTALLED_SCENARIO
#define WG_INSTALLED_SCENARIO "/usr/local/share/libwargame/scenarios/ogre-basic.yaml"
#endif

/* The source tree's default scenario, or the installed copy once the tree is gone. */
static const char *default_scenario(void)
{
    FILE *f = fopen(WG_DEFAULT_SCENARIO, "rb");
    if (!f)
        return WG_INSTALLED_SCENARIO;
    fclose(f);
    return WG_DEFAULT_SCENARIO;
}

typedef struct args {
    uint64_t seed;
    int quiet, odds;
    int viewing, view; /* --view: the player whose view is printed */
    int at;                 /* --at N, or -1: play to the end */
    const char *save, *replay, *scenario, *svg;
    int kind[WG_MAX_PLAYERS]; /* wg_agent_kind of each player */
    int budget;               /* search iterations, or 0 for the default */
} args;

static int usage(const char *msg)
{
    fprintf(stderr, "wgplay: %s\nusage: wgplay [--seed N] [--quiet] [--save FILE] "
                    "[--odds] [--replay FILE] [--view P] [--svg FILE [--at N]] "
                    "[--agents A,B] [--budget N] [SCENARIO.yaml]\n", msg);
    return 2;
}

/* --help: the usage on stdout, and a successful exit (parse_args returns -1). */
static int help(void)
{
    printf("usage: wgplay [--seed N] [--quiet] [--odds] [--save FILE] [--replay FILE] "
           "[--view P] [--svg FILE [--at N]] [--agents A,B] [--budget N] [SCENARIO.yaml]\n"
           "Play SCENARIO.yaml (default: the OGRE basic scenario) with the built-in greedy\n"
           "agents, one line per event, then 'result: ... hash: 0x...'.\n"
           "  --seed N       the dice seed (default 1)\n"
           "  --quiet        print only the result line\n"
           "  --odds         print the exact odds of each attack before it is rolled\n"
           "  --save FILE    write the finished game as a save file\n"
           "  --replay FILE  play a save file back, then let the agents finish it\n"
           "  --view P       print the game as player P (0, 1, -1 a spectator) sees it\n"
           "  --svg FILE     write the final position as an SVG picture (the web GUI's drawing)\n"
           "  --at N         with --svg: stop after the game's N-th action and draw that\n"
           "  --agents A,B   the two players' agents: random, greedy (default) or search\n"
           "  --budget N     the search agent's iterations per decision (default 200)\n"
           "  --help         this text\n"
           "Exit status: 0 played, 1 the game stopped, 2 bad arguments or file.\n");
    return -1;
}

static int parse_seed(const char *s, uint64_t *out)
{
    char *end;
    if (!s || !*s || *s == '-')
        return 0;
    *out = strtoull(s, &end, 0);
    return *end == '\0';
}

/* "greedy,search" into two agent kinds. */
static int parse_agents(const char *s, int kind[WG_MAX_PLAYERS])
{
    static const char *const names[] = { "random", "greedy", "search" };
    for (int p = 0; p < WG_MAX_PLAYERS; p++) {
        size_t len = strcspn(s, ",");
        kind[p] = -1;
        for (int k = 0; k < 3; k++)
            if (strlen(names[k]) == len && strncmp(s, names[k], len) == 0)
                kind[p] = k;
        if (kind[p] < 0 || (p == 0 && s[len] != ',') || (p == 1 && s[len] != '\0'))
            return 0;
        s += len + 1;
    }
    return 1;
}

static int parse_args(int argc, char **argv, args *a)
{
    memset(a, 0, sizeof *a);
    a->seed = 1;
    a->kind[0] = a->kind[1] = WG_AGENT_GREEDY;
    a->at = -1;
    for (int i = 1; i < argc; i++) {
        const char *s = argv[i];
        if (strcmp(s, "--seed") == 0) {
            if (!parse_seed(i + 1 < argc ? argv[++i] : NULL, &a->seed))
                return usage("--seed needs a non-negative integer");
        } else if (strcmp(s, "--help") == 0 || strcmp(s, "-h") == 0) {
            return help();
        } else if (strcmp(s, "--view") == 0) {
            const char *v = i + 1 < argc ? argv[++i] : "";
            if (strcmp(v, "0") && strcmp(v, "1") && strcmp(v, "-1"))
                return usage("--view needs a player: 0, 1, or -1 for a spectator");
            a->viewing = 1;
            a->view = atoi(v);
        } else if (strcmp(s, "--quiet") == 0) {
            a->quiet = 1;
        } else if (strcmp(s, "--odds") == 0) {
            a->odds = 1;
        } else if (strcmp(s, "--agents") == 0) {
            if (!parse_agents(i + 1 < argc ? argv[++i] : "", a->kind))
                return usage("--agents wants two of random, greedy, search: e.g. search,greedy");
        } else if (strcmp(s, "--budget") == 0) {
            char *end;
            long n = i + 1 < argc ? strtol(argv[++i], &end, 10) : 0;
            if (n < 1 || n > 10000000 || *end)
                return usage("--budget wants iterations per decision, 1 to 10000000");
            a->budget = (int)n;
        } else if (strcmp(s, "--save") == 0 || strcmp(s, "--replay") == 0) {
            if (i + 1 >= argc)
                return usage("--save and --replay need a file name");
            *(s[2] == 's' ? &a->save : &a->replay) = argv[++i];
        } else if (strcmp(s, "--svg") == 0) {
            if (i + 1 >= argc)
                return usage("--svg needs a file name");
            a->svg = argv[++i];
        } else if (strcmp(s, "--at") == 0) {
            uint64_t n;
            if (!parse_seed(i + 1 < argc ? argv[++i] : NULL, &n) || n > 100000000)
                return usage("--at needs an action count");
            a->at = (int)n;
        } else if (s[0] == '-' && s[1] != '\0') {
            fprintf(stderr, "wgplay: unknown option '%s'\n", s);
            return 2;
        } else if (a->scenario) {
            return usage("give one scenario");
        } else {
            a->scenario = s;
        }
    }
    if (a->replay && a->scenario)
        return usage("give a scenario or --replay, not both");
    if (a->at >= 0 && !a->svg)
        return usage("--at goes with --svg");
    if (!a->replay && !a->scenario)
        a->scenario = default_scenario();
    return 0;
}

/* payload: the args; with --view the event comes as the viewer sees it. */
static void print_event(void *payload, const wg_game *g, const wg_event *ev)
{
    const args *a = payload;
    char line[256];
    if (!a->viewing)
        wg_event_describe(g, ev, line, sizeof line);
    else if (wg_event_describe_for(g, ev, a->view, line, sizeof line) <= 0)
        return; /* he sees nothing of it */
    printf("%s\n", line);
}

/* Print the odds of the attack `a` would commit, if it commits one. */
static void print_odds(const wg_game *g, const wg_action *a)
{
    wg_odds o = WG_ODDS_INIT;
    if (wg_odds_action(g, a, &o) != WG_OK)
        return;
    char line[256];
    wg_action_describe(g, a, line, sizeof line);
    printf("odds of %s:\n", line);
    for (int i = 0; i < o.count; i++) {
        wg_odds_describe(g, &o, i, line, sizeof line);
        printf("  %s\n", line);
    }
}

/* One player's agent: a built-in one, or a search agent with its budget;
 * and whether its odds are printed (--odds; with --view, the viewer's only). */
typedef struct seat {
    wg_agent agent;
    wg_search *search;
    int odds;
} seat;

static int seat_decide(void *payload, const wg_game *g, const wg_decision *d, wg_action *out)
{
    seat *s = payload;
    int rc = s->search ? wg_search_decide(s->search, g, d, out)
                       : wg_agent_decide(&s->agent, g, d, out);
    if (rc == WG_OK && s->odds)
        print_odds(g, out);
    return rc;
}

static int seat_init(seat *s, const args *a, int p, uint64_t seed)
{
    memset(s, 0, sizeof *s);
    s->odds = a->odds && (!a->viewing || a->view == p);
    if (a->kind[p] != WG_AGENT_SEARCH)
        return wg_agent_init(&s->agent, a->kind[p], seed);
    wg_search_options o = WG_SEARCH_OPTIONS_INIT;
    o.seed = seed;
    if (a->budget > 0)
        o.iterations = a->budget;
    return wg_search_new(&s->search, &o);
}

static int open_game(const args *a, wg_game **g)
{
    wg_error err;
    int rc = a->replay ? wg_game_load_file(g, a->replay, NULL, &err)
                       : wg_game_open(g, a->scenario, a->seed, NULL, &err);
    if (rc != WG_OK) {
        fprintf(stderr, "wgplay: %s\n", err.message);
        return 2;
    }
    if (!a->quiet) /* what happened before the agents take over: setup, or the replay */
        for (int i = 0; i < wg_game_log_count(*g); i++) {
            wg_event ev;
            wg_game_log_event(*g, i, &ev);
            print_event((void *)a, *g, &ev);
        }
    return 0;
}

/* Let the agents play to the end, or (--at N) until the game's N-th action. */
static int run(wg_game *g, const args *a)
{
    if (a->at < 0)
        return wg_game_run(g, 1000000);
    int done = wg_game_history_count(g);
    if (a->at < done) {
        fprintf(stderr, "wgplay: --at %d: the replay already has %d actions\n", a->at, done);
        return WG_ERANGE;
    }
    return a->at > done ? wg_game_run(g, a->at - done) : WG_OK;
}

static int write_svg(const wg_game *g, const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f || svg_draw(f, g) != 0) {
        fprintf(stderr, "wgplay: cannot write %s\n", path);
        if (f)
            fclose(f);
        return -1;
    }
    return fclose(f) == 0 ? 0 : -1;
}

int main(int argc, char **argv)
{
    args a;
    int rc = parse_args(argc, argv, &a);
    wg_game *g = NULL;
    if (rc < 0) /* --help */
        return 0;
    if (rc != 0 || (rc = open_game(&a, &g)) != 0)
        return rc;
    if (!a.quiet && a.viewing)
        wg_game_on_event_for(g, a.view, print_event, &a);
    else if (!a.quiet)
        wg_game_on_event(g, print_event, &a);
    seat seats[WG_MAX_PLAYERS];
    for (int p = 0; p < WG_MAX_PLAYERS; p++) {
        if (seat_init(&seats[p], &a, p, wg_game_seed(g) + (uint64_t)p) != WG_OK) {
            fprintf(stderr, "wgplay: out of memory\n");
            return 2;
        }
        wg_game_set_agent(g, p, seat_decide, &seats[p]);
    }
    rc = run(g, &a);
    for (int p = 0; p < WG_MAX_PLAYERS; p++)
        wg_search_free(seats[p].search);
    if (rc != WG_OK && rc != WG_STEPPED) {
        fprintf(stderr, "wgplay: the game stopped: %s (%s)\n", wg_strerror(rc),
                wg_game_last_error(g));
        wg_game_free(g);
        return 1;
    }
    printf("result: %s hash: 0x%016" PRIx64 "\n", wg_game_result_text(g), wg_game_hash(g));
    if (a.save && wg_game_save_file(g, a.save) != WG_OK) {
        fprintf(stderr, "wgplay: %s\n", wg_game_last_error(g));
        wg_game_free(g);
        return 2;
    }
    if (a.svg && write_svg(g, a.svg) != 0) {
        wg_game_free(g);
        return 2;
    }
    wg_game_free(g);
    return 0;
}
