/* Plays a game of the scenario given as argument with the random agents. */
#include <stdio.h>
#include <wargame/wargame.h>

int main(int argc, char **argv)
{
    wg_game *g;
    wg_error err;
    if (argc < 2 || wg_game_open(&g, argv[1], 3, NULL, &err) != WG_OK) {
        fprintf(stderr, "%s\n", argc < 2 ? "usage: wargame_user SCENARIO" : err.message);
        return 2;
    }
    wg_agent agents[WG_MAX_PLAYERS];
    for (int p = 0; p < WG_MAX_PLAYERS; p++) {
        wg_agent_init(&agents[p], WG_AGENT_RANDOM, (uint64_t)p);
        wg_game_set_agent(g, p, wg_agent_decide, &agents[p]);
    }
    int rc = wg_game_run(g, 1000000);
    printf("%s\n", wg_game_result_text(g));
    wg_game_free(g);
    return rc == WG_OK ? 0 : 1;
}
