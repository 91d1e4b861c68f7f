/*
 * The book's first lesson: a Sherman V and a StuG G duel in the open
 * (Open Fire!, "Tank Against Tank"), played by the greedy agents. Every
 * roll is printed with the score it needed and the modifiers that made it.
 *
 *   tank_duel [scenario.yaml] [seed]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wargame/fow.h"

#ifndef WG_TANK_DUEL_SCENARIO
#define WG_TANK_DUEL_SCENARIO "fow-tank-duel.yaml"
#endif

static void print_event(void *payload, const wg_game *g, const wg_event *ev)
{
    (void)payload;
    char line[256];
    if (ev->type == WG_EV_DECLARED || ev->type == WG_FOW_EV_ALLOCATED)
        return;
    wg_event_describe(g, ev, line, sizeof line);
    printf("%s%s\n", ev->type == WG_EV_DIE ? "    " : "  ", line);
}

/* --help (or -h) as the first argument: the usage on stdout, exit 0. */
static int wants_help(int argc, char **argv)
{
    if (argc < 2 || (strcmp(argv[1], "--help") != 0 && strcmp(argv[1], "-h") != 0))
        return 0;
    printf("usage: tank_duel [SCENARIO.yaml] [SEED]\nPlay the Sherman V against StuG G duel (default seed 1944), every roll with the\nscore it needed.\n");
    return 1;
}

int main(int argc, char **argv)
{
    if (wants_help(argc, argv))
        return 0;
    const char *path = argc > 1 ? argv[1] : WG_TANK_DUEL_SCENARIO;
    uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1944;
    wg_game *g;
    wg_error err;
    if (wg_game_open(&g, path, seed, NULL, &err) != WG_OK) {
        fprintf(stderr, "%s\n", err.message);
        return 1;
    }
    wg_agent british, german;
    wg_agent_init(&british, WG_AGENT_GREEDY, seed);
    wg_agent_init(&german, WG_AGENT_GREEDY, seed + 1);
    wg_game_set_agent(g, 0, wg_agent_decide, &british);
    wg_game_set_agent(g, 1, wg_agent_decide, &german);
    wg_game_on_event(g, print_event, NULL);
    printf("%s (%s) against %s (%s), seed %llu\n", wg_game_unit_name(g, 0),
           wg_game_player_name(g, 0), wg_game_unit_name(g, 1), wg_game_player_name(g, 1),
           (unsigned long long)seed);
    int rc = wg_game_run(g, 10000);
    if (rc != WG_OK) {
        fprintf(stderr, "stopped: %s\n", wg_game_last_error(g));
        wg_game_free(g);
        return 1;
    }
    printf("%s\n", wg_game_result_text(g));
    wg_game_free(g);
    return 0;
}
