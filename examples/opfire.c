/*
 * opfire: a Memoir '44 game with the Opportunity Fire variant between the
 * built-in greedy agents; prints every Op Fire window, its options and the
 * answer, then the result.
 *
 *   opfire [scenario.yaml] [seed]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wargame/m44.h"
#include "wargame/wargame.h"

#ifndef OPFIRE_SCENARIO
#define OPFIRE_SCENARIO "m44-opfire.yaml"
#endif

static void show(void *payload, const wg_game *g, const wg_event *ev)
{
    char line[256];
    (void)payload;
    if (ev->type != WG_EV_OPFIRE_WINDOW && ev->type != WG_EV_FIRE_OPTION &&
        ev->type != WG_EV_WINDOW_CLOSED && ev->type != WG_EV_GAME_OVER &&
        !(ev->type == WG_M44_EV_CARD_PLAYED && ev->extra))
        return;
    wg_event_describe(g, ev, line, sizeof line);
    printf("%s\n", line);
}

/* --help (or -h) as the first argument: the usage on stdout, exit 0. */
static int wants_help(int argc, char **argv)
{
    if (argc < 2 || (strcmp(argv[1], "--help") != 0 && strcmp(argv[1], "-h") != 0))
        return 0;
    printf("usage: opfire [SCENARIO.yaml] [SEED]\nPlay Memoir '44 with Opportunity Fire between the greedy agents (default seed 7),\nprinting every Op Fire window, its options and the answer.\n");
    return 1;
}

int main(int argc, char **argv)
{
    if (wants_help(argc, argv))
        return 0;
    const char *path = argc > 1 ? argv[1] : OPFIRE_SCENARIO;
    uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 7;
    wg_game *g;
    wg_error err;
    if (wg_game_open(&g, path, seed, NULL, &err) != WG_OK) {
        fprintf(stderr, "%s\n", err.message);
        return 1;
    }
    wg_game_on_event(g, show, NULL);
    wg_agent agents[2];
    for (int p = 0; p < 2; p++) {
        wg_agent_init(&agents[p], WG_AGENT_GREEDY, seed + (uint64_t)p);
        wg_game_set_agent(g, p, wg_agent_decide, &agents[p]);
    }
    int windows = 0, rc;
    while ((rc = wg_game_run(g, 1)) == WG_STEPPED) {
        wg_decision d;
        wg_game_decision(g, &d);
        if (d.type != WG_DEC_OPFIRE)
            continue;
        wg_action a;
        agents[d.player].size = sizeof agents[d.player];
        if (wg_agent_decide(&agents[d.player], g, &d, &a) != WG_OK)
            break;
        char line[256];
        wg_action_describe(g, &a, line, sizeof line);
        printf("  answer (%s): %s\n", wg_game_player_name(g, d.player), line);
        windows++;
        if ((rc = wg_game_apply(g, &a)) != WG_OK)
            break;
    }
    if (rc != WG_OK) {
        fprintf(stderr, "error: %s\n", wg_game_last_error(g));
        wg_game_free(g);
        return 1;
    }
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    printf("%d Op Fire windows; %s (medals %d - %d, after %d turns)\n", windows,
           wg_game_result_text(g), info.score[0], info.score[1], info.turn);
    wg_game_free(g);
    return info.winner >= 0 ? 0 : 1;
}
