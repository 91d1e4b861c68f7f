/*
 * Plays seeded games and prints every action's hash, so that builds at
 * different optimisation levels (and compilers) can be compared line by
 * line by compare.py. Each game is also played three ways: straight, through
 * a save and load at its middle, and through a clone at its middle; the
 * three must end on the same hash ("split ok").
 *
 *   print_games [--seeds N] [--save-dir DIR] [--load-dir DIR] [SCENARIO.yaml | DIR ...]
 *
 * The race ruleset is always played (20 seeds); each scenario (a directory
 * stands for its *.yaml files, sorted) with seeds 1..N (default 10).
 * --save-dir writes each straight game's save there; --load-dir prints
 * nothing but, for each save in DIR (sorted), the hash it loads to: a save
 * written by one build must load alike in every other.
 */
#include <dirent.h>
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

static const char *save_dir;

/* The label's file name, without directories, for a save's name. */
static const char *base_name(const char *label)
{
    const char *slash = strrchr(label, '/');
    return slash ? slash + 1 : label;
}

static void save_to_dir(const wg_game *g, const char *label, uint64_t seed)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.%03" PRIu64 ".save", save_dir, base_name(label), seed);
    if (wg_game_save_file(g, path) != WG_OK) {
        fprintf(stderr, "print_games: %s: %s\n", path, wg_game_last_error(g));
        exit(1);
    }
}

static void play(const char *label, const char *text, size_t len, uint64_t seed, int race)
{
    wg_game *g = new_game(text, len, seed, race);
    uint64_t straight = finish(g, seed, 0);
    if (save_dir && !race)
        save_to_dir(g, label, seed);
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

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The files of dir ending in `suffix`, sorted; their count. */
static int list_dir(const char *dir, const char *suffix, char ***out)
{
    DIR *d = opendir(dir);
    if (!d)
        return -1;
    int n = 0, cap = 16;
    char **names = malloc(sizeof *names * (size_t)cap);
    size_t sl = strlen(suffix);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t l = strlen(e->d_name);
        if (l <= sl || strcmp(e->d_name + l - sl, suffix) != 0)
            continue;
        if (n == cap)
            names = realloc(names, sizeof *names * (size_t)(cap *= 2));
        names[n] = malloc(strlen(dir) + l + 2);
        sprintf(names[n++], "%s/%s", dir, e->d_name);
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof *names, by_name);
    *out = names;
    return n;
}

static void play_file(const char *path, uint64_t seeds)
{
    size_t len;
    char *text = read_all(path, &len);
    for (uint64_t seed = 1; seed <= seeds; seed++)
        play(path, text, len, seed, 0);
    free(text);
}

/* Each save of dir, loaded: its name and the hash it loads to. */
static void load_dir(const char *dir)
{
    char **names;
    int n = list_dir(dir, ".save", &names);
    if (n < 0) {
        fprintf(stderr, "print_games: cannot open %s\n", dir);
        exit(2);
    }
    for (int i = 0; i < n; i++) {
        wg_game *g = NULL;
        wg_error err;
        if (wg_game_load_file(&g, names[i], NULL, &err) != WG_OK) {
            fprintf(stderr, "print_games: %s\n", err.message);
            exit(1);
        }
        printf("load %s hash %016" PRIx64 "\n", base_name(names[i]), wg_game_hash(g));
        wg_game_free(g);
        free(names[i]);
    }
    free(names);
}

int main(int argc, char **argv)
{
    uint64_t seeds = 10;
    int i = 1;
    for (; i + 1 < argc && strncmp(argv[i], "--", 2) == 0; i += 2) {
        if (strcmp(argv[i], "--seeds") == 0) {
            seeds = strtoull(argv[i + 1], NULL, 10);
        } else if (strcmp(argv[i], "--save-dir") == 0) {
            save_dir = argv[i + 1];
        } else if (strcmp(argv[i], "--load-dir") == 0) {
            load_dir(argv[i + 1]);
            return 0;
        } else {
            fprintf(stderr, "print_games: unknown option %s\n", argv[i]);
            return 2;
        }
    }
    for (uint64_t seed = 1; seed <= 20; seed++)
        play("race", race_yaml, strlen(race_yaml), seed, 1);
    for (; i < argc; i++) {
        char **names;
        int n = list_dir(argv[i], ".yaml", &names);
        if (n < 0) {
            play_file(argv[i], seeds); /* not a directory: a scenario */
            continue;
        }
        for (int k = 0; k < n; k++) {
            play_file(names[k], seeds);
            free(names[k]);
        }
        free(names);
    }
    return 0;
}
