/*
 * search: an AI that thinks on clones. Player 0 decides by flat Monte
 * Carlo search: at each of its decisions, every legal answer (at most
 * MAX_CANDIDATES of them) is applied to a cheap copy of the game
 * (wg_game_clone_with: no log, no history) and played out to the end
 * PLAYOUTS times by random agents; the answer that won most often is
 * applied to the real game. Player 1 is the built-in greedy agent.
 *
 *   search [--seed N] [--playouts K] [SCENARIO.yaml]
 *
 * Prints each searched choice with its win rate, then the result. A copy
 * would roll the very dice the real game is about to roll: each is
 * reseeded (wg_game_reseed) so that the search cannot see them. (Hidden
 * state that is not dice, such as the order of a Memoir '44 deck, is still
 * in the copy: a fair search over cards would have to shuffle it.)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wargame/wargame.h"

#ifndef SEARCH_SCENARIO
#define SEARCH_SCENARIO "mob-skirmish.yaml"
#endif

enum { MAX_CANDIDATES = 64, SEARCHER = 0, MAX_PLAYOUT_STEPS = 100000 };

typedef struct search_config {
    uint64_t seed;
    int playouts;
    const char *path;
} search_config;

/* Who won the copy once it has played out: 1 for the searcher, else 0. */
static int searcher_won(const wg_game *g)
{
    wg_game_info info = WG_GAME_INFO_INIT;
    return wg_game_status(g, &info) == WG_OK && info.over && info.winner == SEARCHER;
}

/* One random playout from `from` after `answer`; -1 if the copy fails. */
static int playout(const wg_game *from, const wg_action *answer, uint64_t seed)
{
    wg_game *copy;
    if (wg_game_clone_with(&copy, from, WG_OPT_NO_LOG | WG_OPT_NO_HISTORY) != WG_OK)
        return -1;
    int won = -1;
    if (wg_game_reseed(copy, seed) == WG_OK && wg_game_apply(copy, answer) == WG_OK) {
        wg_agent random[2];
        for (int p = 0; p < 2; p++) {
            wg_agent_init(&random[p], WG_AGENT_RANDOM, seed * 2 + (uint64_t)p);
            wg_game_set_agent(copy, p, wg_agent_decide, &random[p]);
        }
        if (wg_game_run(copy, MAX_PLAYOUT_STEPS) == WG_OK)
            won = searcher_won(copy);
    }
    wg_game_free(copy);
    return won;
}

/* The candidate answer with the most wins in cfg->playouts playouts each. */
static int choose(const wg_game *g, const search_config *cfg, uint64_t *stream, wg_action *out,
                  int *wins_out)
{
    wg_action cand[MAX_CANDIDATES];
    int n = wg_game_legal_actions(g, cand, MAX_CANDIDATES);
    if (n <= 0)
        return -1;
    if (n > MAX_CANDIDATES)
        n = MAX_CANDIDATES;
    int best = -1;
    for (int i = 0; i < n; i++) {
        int wins = 0;
        for (int k = 0; k < cfg->playouts; k++) {
            int w = playout(g, &cand[i], (*stream)++);
            if (w < 0)
                return -1;
            wins += w;
        }
        if (wins > best) {
            best = wins;
            *out = cand[i];
        }
    }
    *wins_out = best;
    return n;
}

static int play(wg_game *g, const search_config *cfg)
{
    wg_agent greedy;
    wg_agent_init(&greedy, WG_AGENT_GREEDY, cfg->seed);
    uint64_t stream = cfg->seed * 1000003u;
    wg_decision d;
    while (wg_game_decision(g, &d) == WG_OK && d.type != WG_DEC_NONE) {
        wg_action a;
        if (d.player != SEARCHER) {
            if (wg_agent_decide(&greedy, g, &d, &a) != WG_OK)
                return 1;
        } else {
            int wins = 0, n = choose(g, cfg, &stream, &a, &wins);
            if (n < 0)
                return 1;
            char line[256];
            wg_action_describe(g, &a, line, sizeof line);
            printf("%s (won %d of %d playouts; %d answers tried)\n", line, wins, cfg->playouts, n);
        }
        if (wg_game_apply(g, &a) != WG_OK) {
            fprintf(stderr, "search: %s\n", wg_game_last_error(g));
            return 1;
        }
    }
    printf("result: %s\n", wg_game_result_text(g));
    return 0;
}

static int usage(const char *msg)
{
    fprintf(stderr, "search: %s\nusage: search [--seed N] [--playouts K] [SCENARIO.yaml]\n", msg);
    return 2;
}

int main(int argc, char **argv)
{
    search_config cfg = { 1, 8, SEARCH_SCENARIO };
    for (int i = 1; i < argc; i++) {
        char *end = NULL;
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            printf("usage: search [--seed N] [--playouts K] [SCENARIO.yaml]\n"
                   "Play SCENARIO.yaml (default: mob-skirmish) choosing every answer by flat\n"
                   "Monte Carlo: K random playouts (default 8, at most 10000) per legal answer\n"
                   "on reseeded search copies; --seed N seeds the game (default 1).\n");
            return 0;
        } else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
            cfg.seed = strtoull(argv[++i], &end, 10);
        } else if (strcmp(argv[i], "--playouts") == 0 && i + 1 < argc) {
            long k = strtol(argv[++i], &end, 10);
            if (k < 1 || k > 10000)
                return usage("--playouts wants 1 to 10000");
            cfg.playouts = (int)k;
        } else if (argv[i][0] == '-') {
            return usage("unknown argument");
        } else {
            cfg.path = argv[i];
        }
        if (end && *end)
            return usage("not a number");
    }
    wg_game *g;
    wg_error err;
    if (wg_game_open(&g, cfg.path, cfg.seed, NULL, &err) != WG_OK) {
        fprintf(stderr, "%s\n", err.message);
        return 2;
    }
    int rc = play(g, &cfg);
    wg_game_free(g);
    return rc;
}
