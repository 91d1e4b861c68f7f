/*
 * libFuzzer target: the action API from hostile bytes, on real games.
 *
 * The input's first bytes pick a shipped scenario, a seed and a warm-up of
 * random legal actions; the rest is read as actions, 16 bytes each: either
 * "the n-th legal action" or a forged one with any field values. For every
 * action it aborts on a broken contract of wargame.h:
 *  - wg_game_check and wg_game_apply agree;
 *  - a refused action leaves the hash, history, log and decision unchanged;
 *  - after an accepted one, a clone gives the same hash, and so does a
 *    save -> load after the last accepted action (a load parses and replays
 *    the whole game: after every action it would slow the fuzzer tenfold).
 * Each scenario's games are created once (seeds 0..3) and cloned per input:
 * parsing the ruleset data again for every input would dominate the run.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wargame/wargame.h"

#define MAX_SCENARIOS 64
#define ACTION_BYTES 16
#define LEGAL_MAX 256

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define SEEDS 4

static wg_game *start[MAX_SCENARIOS][SEEDS];
static int nscen;

static void fail(const wg_game *g, const char *what)
{
    fprintf(stderr, "fuzz_actions: %s (%s)\n", what, g ? wg_game_last_error(g) : "");
    abort();
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every shipped scenario, sorted by name so an input means the same game on every run. */
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    const char *dir = getenv("WG_SCENARIO_DIR") ? getenv("WG_SCENARIO_DIR") : SCENARIO_DIR;
    DIR *d = opendir(dir);
    if (!d)
        fail(NULL, "cannot open the scenario directory");
    char *names[MAX_SCENARIOS];
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL && n < MAX_SCENARIOS) {
        size_t l = strlen(e->d_name);
        if (l > 5 && strcmp(e->d_name + l - 5, ".yaml") == 0)
            names[n++] = strdup(e->d_name);
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], by_name);
    for (int i = 0; i < n; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        wg_error err;
        for (int s = 0; s < SEEDS; s++)
            if (wg_game_open(&start[nscen][s], path, (uint64_t)s, NULL, &err) != WG_OK)
                fail(NULL, err.message);
        nscen++;
        free(names[i]);
    }
    if (nscen == 0)
        fail(NULL, "no scenario found");
    return 0;
}

/* ------------------------------------------------------------ what must not change */

typedef struct snapshot {
    uint64_t hash;
    int hist, log;
    wg_decision d;
} snapshot;

static snapshot snap(const wg_game *g)
{
    snapshot s;
    memset(&s, 0, sizeof s);
    s.hash = wg_game_hash(g);
    s.hist = wg_game_history_count(g);
    s.log = wg_game_log_count(g);
    wg_game_decision(g, &s.d);
    return s;
}

static void same_or_fail(const wg_game *g, const snapshot *a)
{
    snapshot b = snap(g);
    if (a->hash != b.hash || a->hist != b.hist || a->log != b.log ||
        memcmp(&a->d, &b.d, sizeof a->d) != 0)
        fail(g, "a refused action changed the game");
}

static void same_clone(const wg_game *g)
{
    wg_game *c = NULL;
    if (wg_game_clone(&c, g) != WG_OK || wg_game_hash(c) != wg_game_hash(g))
        fail(g, "a clone differs");
    wg_game_free(c);
}

static void same_reload(const wg_game *g)
{
    size_t len = 0;
    if (wg_game_save(g, NULL, 0, &len) != WG_OK)
        fail(g, "save size query failed");
    char *buf = malloc(len + 1);
    if (wg_game_save(g, buf, len + 1, &len) != WG_OK)
        fail(g, "save failed");
    wg_game *back = NULL;
    wg_error err;
    if (wg_game_load(&back, buf, len, "fuzz-save", NULL, &err) != WG_OK) {
        fprintf(stderr, "fuzz_actions: %s\n", err.message);
        fail(g, "a save does not load");
    }
    if (wg_game_hash(back) != wg_game_hash(g))
        fail(g, "a save loads to another hash");
    wg_game_free(back);
    free(buf);
}

/* ------------------------------------------------------------ bytes to actions */

static int32_t i16(const uint8_t *p)
{
    return (int16_t)(uint16_t)(p[0] | (p[1] << 8));
}

static int32_t small(uint8_t b)
{
    return (int32_t)(b % 48) - 2; /* ids around the real ones, -1 and -2 included */
}

/*
 * Byte 0 says how: even -> legal action (byte 1) picked from the list, its
 * fields then nudged by the flags of byte 2; odd -> forged from the bytes.
 */
static wg_action decode(const uint8_t *p, const wg_action *legal, int n)
{
    wg_action a = WG_ACTION_INIT;
    if ((p[0] & 1) == 0 && n > 0) {
        a = legal[p[1] % n];
        uint8_t nudge = p[2];
        if (nudge & 0x80) {
            if (nudge & 1) a.unit += (int32_t)(p[3] % 5) - 2;
            if (nudge & 2) a.target += (int32_t)(p[4] % 5) - 2;
            if (nudge & 4) a.x += (int32_t)(p[5] % 7) - 3;
            if (nudge & 8) a.y += (int32_t)(p[6] % 7) - 3;
            if (nudge & 16) a.value = i16(p + 7);
            if (nudge & 32) a.weapon = small(p[9]);
        }
        return a;
    }
    a.type = p[1] % 12;
    a.unit = small(p[2]);
    a.weapon = small(p[3]);
    a.target = small(p[4]);
    a.part = small(p[5]);
    a.card = small(p[6]);
    a.x = i16(p + 7);
    a.y = i16(p + 9);
    a.value = i16(p + 11);
    if (p[13] & 1) { /* table points: tenths of mm, far larger than hex coordinates */
        a.x *= 16;
        a.y *= 16;
    }
    return a;
}

/* 1 if the action was accepted. */
static int one_action(wg_game *g, const uint8_t *p)
{
    wg_action legal[LEGAL_MAX];
    int n = wg_game_legal_actions(g, legal, LEGAL_MAX);
    if (n < 0)
        fail(g, "wg_game_legal_actions failed on a valid game");
    if (n > LEGAL_MAX)
        n = LEGAL_MAX;
    wg_action a = decode(p, legal, n);
    snapshot before = snap(g);
    int checked = wg_game_check(g, &a);
    same_or_fail(g, &before);
    int rc = wg_game_apply(g, &a);
    if ((checked == WG_OK) != (rc == WG_OK))
        fail(g, "wg_game_check and wg_game_apply disagree");
    if (rc != WG_OK) {
        same_or_fail(g, &before);
        return 0;
    }
    same_clone(g);
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 4)
        return 0;
    int warmup = data[2] % 64;
    wg_game *g = NULL;
    if (wg_game_clone(&g, start[data[0] % nscen][data[1] % SEEDS]) != WG_OK)
        fail(NULL, "clone failed");
    wg_agent ag;
    wg_agent_init(&ag, WG_AGENT_RANDOM, data[3]);
    wg_game_set_agent(g, 0, wg_agent_decide, &ag);
    wg_game_set_agent(g, 1, wg_agent_decide, &ag);
    int rc = warmup ? wg_game_run(g, warmup) : WG_OK;
    if (rc < 0)
        fail(g, "a random legal warm-up failed");
    wg_game_set_agent(g, 0, NULL, NULL);
    wg_game_set_agent(g, 1, NULL, NULL);
    int accepted = 0;
    for (size_t at = 4; at + ACTION_BYTES <= size; at += ACTION_BYTES) {
        wg_decision d;
        wg_game_decision(g, &d);
        if (d.type == WG_DEC_NONE)
            break;
        accepted += one_action(g, data + at);
    }
    if (accepted > 0)
        same_reload(g);
    wg_game_free(g);
    return 0;
}
