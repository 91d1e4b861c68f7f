/*
 * Writes the seed corpus of fuzz_save: real mid-game saves of every shipped
 * scenario, a quarter and half way through a greedy game of seed 1.
 *
 *   make_saves SCENARIO_DIR OUT_DIR SCENARIO.yaml ...
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wargame/wargame.h"

static int play(wg_game *g, uint64_t seed, int steps)
{
    wg_agent ag[2];
    for (int p = 0; p < 2; p++) {
        wg_agent_init(&ag[p], WG_AGENT_GREEDY, seed * 2 + (uint64_t)p);
        wg_game_set_agent(g, p, wg_agent_decide, &ag[p]);
    }
    int rc = wg_game_run(g, steps);
    wg_game_set_agent(g, 0, NULL, NULL);
    wg_game_set_agent(g, 1, NULL, NULL);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: make_saves SCENARIO_DIR OUT_DIR SCENARIO.yaml ...\n");
        return 2;
    }
    for (int i = 3; i < argc; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", argv[1], argv[i]);
        for (uint64_t seed = 1; seed <= 1; seed++) {
            wg_game *g = NULL;
            wg_error err;
            if (wg_game_open(&g, path, seed, NULL, &err) != WG_OK) {
                fprintf(stderr, "make_saves: %s\n", err.message);
                return 1;
            }
            play(g, seed, 0);
            int total = wg_game_history_count(g);
            wg_game_free(g);
            for (int q = 1; q <= 2; q++) {
                wg_game_open(&g, path, seed, NULL, &err);
                play(g, seed, total * q / 4);
                char out[4096];
                snprintf(out, sizeof out, "%s/%.*s-seed%d-q%d.yaml", argv[2],
                         (int)(strlen(argv[i]) - 5), argv[i], (int)seed, q);
                if (wg_game_save_file(g, out) != WG_OK) {
                    fprintf(stderr, "make_saves: %s: %s\n", out, wg_game_last_error(g));
                    return 1;
                }
                wg_game_free(g);
            }
        }
    }
    return 0;
}
