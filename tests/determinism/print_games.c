/*
 * Plays seeded games and prints every action's hash, so that builds at
 * different optimisation levels (and compilers) can be compared line by
 * line by compare.py. Each game is also played three ways: straight, through
 * a save and load at its middle, and through a clone at its middle; the
 * three must end on the same hash ("split ok").
 *
 *   print_games [SCENARIO.yaml ...]   (the race ruleset is always played)
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/race.h"

static const char race_yaml[] = "ruleset: race\ngoal: 25\nplayers: [Ann, Bob]\n";

static int set_agents(wg_game *g, wg_agent ag[2], uint64_t seed)
{
    for (int p = 0; p < 2; p++) {
        wg_agent_init(&ag[p], WG_AGENT_GREEDY, seed * 2 + (uint64_t)p);
        wg_game_set_agent(g, p, wg_agent_decide, &ag[p]);
    }
    return 0;
}

static wg_game *new_game(const char *text, size_t len, uint64_t seed, int race)
{
    wg_game *g = NULL;
    wg_error err;
    int rc = race ? wg_game_new_with(&g, &race_ruleset, text, len, "race", seed, NULL, &err)
                  : wg_game_new(&g, text, len, "scenario", seed, NULL, &err);
    if (rc != WG_OK) {
        fprintf(stderr, "print_games: %s\n", err.message);
        exit(2);
    }
    return g;
}

/* Play to the end; return the final hash. Agents restart from `seed` each call. */
static uint64_t finish(wg_game *g, uint64_t seed, int steps)
{
    wg_agent ag[2];
    set_agents(g, ag, seed);
    int rc = wg_game_run(g, steps);
    if (rc != WG_OK && rc != WG_STEPPED) {
        fprintf(stderr, "print_games: %s\n", wg_game_last_error(g));
        exit(1);
    }
    return wg_game_hash(g);
}

static wg_game *through_save(wg_game *g, int race)
{
    size_t len;
    wg_game_save(g, NULL, 0, &len);
    char *buf = malloc(len + 1);
    wg_game *l = NULL;
    wg_error err;
    if (wg_game_save(g, buf, len + 1, &len) != WG_OK ||
        (race ? wg_game_load_with(&l, &race_ruleset, buf, len, "save", NULL, &err)
              : wg_game_load(&l, buf, len, "save", NULL, &err)) != WG_OK) {
        fprintf(stderr, "print_games: save/load failed\n");
        exit(1);
    }
    free(buf);
    return l;
}

static void play(const char *label, const char *text, size_t len, uint64_t seed, int race)
{
    wg_game *g = new_game(text, len, seed, race);
    uint64_t straight = finish(g, seed, 0);
    int n = wg_game_history_count(g);
    for (int i = 0; i < n; i++) {
        wg_history_entry h;
        wg_game_history(g, i, &h);
        printf("%s seed %" PRIu64 " action %d dice %d hash %016" PRIx64 "\n", label, seed, i,
               h.dice, h.hash);
    }
    wg_game_free(g);
    /* the same game split at its middle: agents see the same states, so they choose alike */
    wg_game *a = new_game(text, len, seed, race);
    finish(a, seed, n / 2);
    wg_game *loaded = through_save(a, race), *cloned = NULL;
    wg_game_clone(&cloned, a);
    uint64_t h1 = finish(loaded, seed + 1000, 0);
    uint64_t h2 = finish(cloned, seed + 1000, 0);
    uint64_t h3 = finish(a, seed + 1000, 0);
    printf("%s seed %" PRIu64 " split %s\n", label, seed,
           h1 == h2 && h2 == h3 ? "ok" : "DIFFERENT");
    (void)straight;
    wg_game_free(loaded);
    wg_game_free(cloned);
    wg_game_free(a);
}

static char *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "print_games: cannot open %s\n", path);
        exit(2);
    }
    char *buf = malloc(1 << 22);
    *len = fread(buf, 1, (1 << 22) - 1, f);
    fclose(f);
    buf[*len] = '\0';
    return buf;
}

int main(int argc, char **argv)
{
    for (uint64_t seed = 1; seed <= 20; seed++)
        play("race", race_yaml, strlen(race_yaml), seed, 1);
    for (int i = 1; i < argc; i++) {
        size_t len;
        char *text = read_all(argv[i], &len);
        for (uint64_t seed = 1; seed <= 10; seed++)
            play(argv[i], text, len, seed, 0);
        free(text);
    }
    return 0;
}
