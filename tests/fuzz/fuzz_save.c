/*
 * libFuzzer target: the save loader from hostile bytes, seeded with real
 * mid-game saves of every shipped scenario (corpus-save/, written by
 * make_saves). A load that fails leaves *out NULL; a load that succeeds
 * gives a game whose own save loads back to the same hash, and that plays
 * on: a few legal actions, each accepted, with the same check after them.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "wargame/wargame.h"

#define PLAY_STEPS 4
#define LEGAL_MAX 64

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fail(const wg_game *g, const char *what)
{
    fprintf(stderr, "fuzz_save: %s (%s)\n", what, g ? wg_game_last_error(g) : "");
    abort();
}

static void resave(const wg_game *g)
{
    size_t len = 0;
    if (wg_game_save(g, NULL, 0, &len) != WG_OK)
        fail(g, "save size query failed on a loaded game");
    char *buf = malloc(len + 1);
    if (wg_game_save(g, buf, len + 1, &len) != WG_OK)
        fail(g, "save failed on a loaded game");
    wg_game *back = NULL;
    wg_error err;
    if (wg_game_load(&back, buf, len, "resave", NULL, &err) != WG_OK) {
        fprintf(stderr, "fuzz_save: %s\n", err.message);
        fail(g, "a loaded game's own save does not load");
    }
    if (wg_game_hash(back) != wg_game_hash(g))
        fail(g, "a loaded game's own save loads to another hash");
    wg_game_free(back);
    free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    wg_game *g = (wg_game *)&g;
    wg_error err;
    if (wg_game_load(&g, (const char *)data, size, "fuzz", NULL, &err) != WG_OK) {
        if (g != NULL)
            fail(NULL, "wg_game_load failed but set *out");
        return 0;
    }
    resave(g);
    uint64_t pick = size;
    for (int step = 0; step < PLAY_STEPS; step++) {
        wg_action legal[LEGAL_MAX];
        int n = wg_game_legal_actions(g, legal, LEGAL_MAX);
        if (n <= 0)
            break;
        if (n > LEGAL_MAX)
            n = LEGAL_MAX;
        pick = pick * 6364136223846793005u + 1442695040888963407u;
        if (wg_game_apply(g, &legal[(pick >> 33) % (uint64_t)n]) != WG_OK)
            fail(g, "a listed legal action of a loaded game was refused");
    }
    resave(g);
    wg_game_free(g);
    return 0;
}
