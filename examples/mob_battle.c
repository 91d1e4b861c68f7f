/*
 * mob_battle: play a Memoir of Battle scenario between two greedy agents
 * and print, turn by turn, the artillery phase and the initiative roll as
 * the library describes them (wg_event_describe), then the result.
 *
 *   mob_battle [scenario.yaml [seed]]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wargame/mob.h"
#include "wargame/wargame.h"

#ifndef MOB_BATTLE_SCENARIO
#define MOB_BATTLE_SCENARIO "examples/scenarios/mob-crossroads.yaml"
#endif

/* The phase the events are in: WG_EV_PHASE says when it changes. */
typedef struct printer {
    int phase;
} printer;

static void on_event(void *payload, const wg_game *g, const wg_event *ev)
{
    printer *p = payload;
    char line[256];
    if (ev->type == WG_EV_PHASE)
        p->phase = ev->value;
    int shown = ev->type == WG_EV_TURN || ev->type == WG_EV_GAME_OVER ||
                ev->type == WG_EV_DESTROYED || p->phase == WG_MOB_PHASE_ARTILLERY ||
                p->phase == WG_MOB_PHASE_INITIATIVE;
    if (!shown)
        return;
    wg_event_describe(g, ev, line, sizeof line);
    printf("%s%s\n", ev->type == WG_EV_TURN ? "" : "  ", line);
}

/* --help (or -h) as the first argument: the usage on stdout, exit 0. */
static int wants_help(int argc, char **argv)
{
    if (argc < 2 || (strcmp(argv[1], "--help") != 0 && strcmp(argv[1], "-h") != 0))
        return 0;
    printf("usage: mob_battle [SCENARIO.yaml [SEED]]\nPlay Memoir of Battle between the greedy agents (default seed 1), printing the\nartillery phase and the initiative roll of every turn, then the result.\n");
    return 1;
}

int main(int argc, char **argv)
{
    if (wants_help(argc, argv))
        return 0;
    const char *path = argc > 1 ? argv[1] : MOB_BATTLE_SCENARIO;
    uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
    wg_game *g;
    wg_error err;
    if (wg_game_open(&g, path, seed, NULL, &err) != WG_OK) {
        fprintf(stderr, "%s\n", err.message);
        return 1;
    }
    printer p = { WG_MOB_PHASE_NONE };
    wg_game_on_event(g, on_event, &p);
    wg_agent blue, red;
    wg_agent_init(&blue, WG_AGENT_GREEDY, seed);
    wg_agent_init(&red, WG_AGENT_GREEDY, seed + 1);
    wg_game_set_agent(g, 0, wg_agent_decide, &blue);
    wg_game_set_agent(g, 1, wg_agent_decide, &red);
    int rc = wg_game_run(g, 0);
    if (rc != WG_OK) {
        fprintf(stderr, "the game stopped: %s\n", wg_game_last_error(g));
        wg_game_free(g);
        return 1;
    }
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    printf("after %d turns: %s (%s %d, %s %d units destroyed)\n", info.turn,
           wg_game_result_text(g), wg_game_player_name(g, 0), info.score[0],
           wg_game_player_name(g, 1), info.score[1]);
    wg_game_free(g);
    return 0;
}
