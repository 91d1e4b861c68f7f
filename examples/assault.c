/*
 * assault: a Flames of War "Open Fire!" game between the built-in greedy
 * agents, driven through the public API (pull), until a platoon launches an
 * assault that gets through the defensive-fire window to a fight. Prints the
 * WG_EV_DEFENSIVE_FIRE window and its options, the defender's answer, then
 * the fight round by round (the hit player's allocation of each round's
 * hits, a gun's choice of rating against a tank, counterattacks, break-off,
 * consolidation, falling back and making way), each event as
 * wg_event_describe writes it, and every answer the players give.
 *
 *   assault [scenario.yaml] [seed]
 *
 * If the seed's game has no such assault, the next seeds are tried (up to 200).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wargame/fow.h"
#include "wargame/wargame.h"

#ifndef ASSAULT_SCENARIO
#define ASSAULT_SCENARIO "fow-skirmish.yaml"
#endif

typedef struct show_state {
    int in_assault; /* between WG_FOW_EV_ASSAULT and WG_FOW_EV_ASSAULT_OVER */
    int windows;    /* defensive-fire windows seen */
    int rounds;     /* rounds of fighting seen */
    int done;       /* an assault with a window is over */
} show_state;

static void show(void *payload, const wg_game *g, const wg_event *ev)
{
    show_state *s = payload;
    char line[256];
    if (s->done)
        return;
    if (ev->type == WG_FOW_EV_ASSAULT && ev->result)
        s->in_assault = 1;
    if (!s->in_assault)
        return;
    if (ev->type == WG_EV_DEFENSIVE_FIRE)
        s->windows++;
    if (ev->type == WG_FOW_EV_ROUND)
        s->rounds++;
    wg_event_describe(g, ev, line, sizeof line);
    printf("%s%s\n", ev->type == WG_FOW_EV_ROUND ? "\n" : "  ", line);
    if (ev->type == WG_FOW_EV_ASSAULT_OVER) {
        s->in_assault = 0;
        if (s->windows && s->rounds)
            s->done = 1;
        else
            printf("  (no fight: the next assault)\n\n");
    }
}

/* One game; 1 if it showed an assault with defensive fire. */
static int play(const char *path, uint64_t seed)
{
    wg_game *g;
    wg_error err;
    if (wg_game_open(&g, path, seed, NULL, &err) != WG_OK) {
        fprintf(stderr, "%s\n", err.message);
        exit(1);
    }
    show_state st = { 0, 0, 0, 0 };
    wg_game_on_event(g, show, &st);
    wg_agent agent[2];
    wg_agent_init(&agent[0], WG_AGENT_GREEDY, seed * 2 + 1);
    wg_agent_init(&agent[1], WG_AGENT_GREEDY, seed * 2 + 2);
    printf("seed %llu\n", (unsigned long long)seed);
    wg_decision d;
    for (int step = 0; step < 100000 && !st.done; step++) {
        if (wg_game_decision(g, &d) != WG_OK || d.type == WG_DEC_NONE)
            break;
        wg_action a;
        if (wg_agent_decide(&agent[d.player], g, &d, &a) != WG_OK)
            break;
        char line[256];
        if (d.type == WG_DEC_DEFENSIVE_FIRE) { /* the window's decision and its answers */
            wg_decision_describe(g, &d, line, sizeof line);
            printf("  decision: %s\n", line);
            wg_action acts[64];
            int n = wg_game_legal_actions(g, acts, 64);
            for (int k = 0; k < n && k < 64; k++) {
                wg_action_describe(g, &acts[k], line, sizeof line);
                printf("    answer %d: %s\n", k, line);
            }
            wg_action_describe(g, &a, line, sizeof line);
            printf("  the defender answers: %s\n", line);
        } else if (st.in_assault) {
            wg_action_describe(g, &a, line, sizeof line);
            printf("  player %d: %s\n", d.player, line);
        }
        if (wg_game_apply(g, &a) != WG_OK) {
            fprintf(stderr, "%s\n", wg_game_last_error(g));
            wg_game_free(g);
            exit(1);
        }
    }
    int shown = st.done;
    wg_game_free(g);
    return shown;
}

/* --help (or -h) as the first argument: the usage on stdout, exit 0. */
static int wants_help(int argc, char **argv)
{
    if (argc < 2 || (strcmp(argv[1], "--help") != 0 && strcmp(argv[1], "-h") != 0))
        return 0;
    printf("usage: assault [SCENARIO.yaml] [SEED]\nPlay Flames of War until an assault gets through defensive fire (trying up to\n200 seeds from SEED, default 1) and print that assault step by step.\n");
    return 1;
}

int main(int argc, char **argv)
{
    if (wants_help(argc, argv))
        return 0;
    const char *path = argc > 1 ? argv[1] : ASSAULT_SCENARIO;
    uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
    for (int tries = 0; tries < 200; tries++, seed++)
        if (play(path, seed))
            return 0;
    fprintf(stderr, "no assault with defensive fire in 200 games\n");
    return 1;
}
