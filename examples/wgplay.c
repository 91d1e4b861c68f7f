/*
 * wgplay: play a scenario with the built-in greedy agents and print every
 * event, one line each, then the result and the final hash.
 *
 *   wgplay [--seed N] [--quiet] [--odds] [--save FILE] [--replay FILE] [SCENARIO.yaml]
 *
 * --odds prints, before each attack the agents commit, its exact odds
 * (wg_odds_action), one outcome a line.
 * --replay plays a saved game (or replay file) back, printing its events,
 * and lets the agents finish it. Same arguments, same output, byte for byte.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
    const char *save, *replay, *scenario;
} args;

static int usage(const char *msg)
{
    fprintf(stderr, "wgplay: %s\nusage: wgplay [--seed N] [--quiet] [--save FILE] "
                    "[--odds] [--replay FILE] [SCENARIO.yaml]\n", msg);
    return 2;
}

/* --help: the usage on stdout, and a successful exit (parse_args returns -1). */
static int help(void)
{
    printf("usage: wgplay [--seed N] [--quiet] [--odds] [--save FILE] [--replay FILE] "
           "[SCENARIO.yaml]\n"
           "Play SCENARIO.yaml (default: the OGRE basic scenario) with the built-in greedy\n"
           "agents, one line per event, then 'result: ... hash: 0x...'.\n"
           "  --seed N       the dice seed (default 1)\n"
           "  --quiet        print only the result line\n"
           "  --odds         print the exact odds of each attack before it is rolled\n"
           "  --save FILE    write the finished game as a save file\n"
           "  --replay FILE  play a save file back, then let the agents finish it\n"
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

static int parse_args(int argc, char **argv, args *a)
{
    memset(a, 0, sizeof *a);
    a->seed = 1;
    for (int i = 1; i < argc; i++) {
        const char *s = argv[i];
        if (strcmp(s, "--seed") == 0) {
            if (!parse_seed(i + 1 < argc ? argv[++i] : NULL, &a->seed))
                return usage("--seed needs a non-negative integer");
        } else if (strcmp(s, "--help") == 0 || strcmp(s, "-h") == 0) {
            return help();
        } else if (strcmp(s, "--quiet") == 0) {
            a->quiet = 1;
        } else if (strcmp(s, "--odds") == 0) {
            a->odds = 1;
        } else if (strcmp(s, "--save") == 0 || strcmp(s, "--replay") == 0) {
            if (i + 1 >= argc)
                return usage("--save and --replay need a file name");
            *(s[2] == 's' ? &a->save : &a->replay) = argv[++i];
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
    if (!a->replay && !a->scenario)
        a->scenario = default_scenario();
    return 0;
}

static void print_event(void *payload, const wg_game *g, const wg_event *ev)
{
    (void)payload;
    char line[256];
    wg_event_describe(g, ev, line, sizeof line);
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

/* The greedy agent, printing the odds of what it chose (--odds). */
static int decide_with_odds(void *payload, const wg_game *g, const wg_decision *d,
                            wg_action *out)
{
    int rc = wg_agent_decide(payload, g, d, out);
    if (rc == WG_OK)
        print_odds(g, out);
    return rc;
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
            print_event(NULL, *g, &ev);
        }
    return 0;
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
    if (!a.quiet)
        wg_game_on_event(g, print_event, NULL);
    wg_agent agents[WG_MAX_PLAYERS];
    for (int p = 0; p < WG_MAX_PLAYERS; p++) {
        wg_agent_init(&agents[p], WG_AGENT_GREEDY, wg_game_seed(g) + (uint64_t)p);
        wg_game_set_agent(g, p, a.odds ? decide_with_odds : wg_agent_decide, &agents[p]);
    }
    rc = wg_game_run(g, 1000000);
    if (rc != WG_OK) {
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
    wg_game_free(g);
    return 0;
}
