/*
 * libFuzzer target: scenario YAML and saved games from hostile bytes.
 *
 * The input is fed to wg_game_new as a scenario and to wg_game_load as a
 * saved game. When a game comes out, a short playout follows: legal actions
 * picked from the input's digest, plus forged actions that must either be
 * accepted or change nothing. Besides crashes, leaks and UB (the sanitizers),
 * it aborts on a broken contract of wargame.h:
 *  - a failed creation leaves *out NULL;
 *  - a listed legal action is accepted;
 *  - a failed call leaves the hash unchanged;
 *  - a saved game loads back to the same hash.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "wargame/wargame.h"

#define FUZZ_STEPS 48      /* actions per playout */
#define FUZZ_ACTIONS 128   /* legal actions looked at per decision */
#define FUZZ_SAVE_MAX (1u << 20)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fuzz_fail(const wg_game *g, const char *what)
{
    fprintf(stderr, "fuzz_scenario: %s (%s)\n", what, g ? wg_game_last_error(g) : "");
    abort();
}

/* splitmix64: the playout's choices, seeded from the input */
static uint64_t fuzz_next(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static uint64_t fuzz_digest(const uint8_t *data, size_t size)
{
    uint64_t h = 0xcbf29ce484222325u; /* FNV-1a */
    for (size_t i = 0; i < size; i++)
        h = (h ^ data[i]) * 0x100000001b3u;
    return h;
}

/* v + d without signed overflow (legal actions may carry any x, y) */
static int32_t fuzz_nudge(int32_t v, int32_t d)
{
    return (int32_t)((uint32_t)v + (uint32_t)d);
}

/* An action with fields a little off the legal ones (or anywhere). */
static wg_action fuzz_forge(const wg_action *legal, int n, uint64_t *s)
{
    wg_action a = WG_ACTION_INIT;
    uint64_t r = fuzz_next(s);
    if (n > 0)
        a = legal[r % (uint64_t)n];
    switch ((r >> 8) % 6) {
    case 0: a.type = (int32_t)((r >> 16) % 12); break;
    case 1: a.unit = fuzz_nudge(a.unit, (int32_t)((r >> 16) % 5) - 2); break;
    case 2: a.target = (int32_t)((r >> 16) % 40) - 1; break;
    case 3:
        a.x = fuzz_nudge(a.x, (int32_t)((r >> 16) % 7) - 3);
        a.y = fuzz_nudge(a.y, (int32_t)((r >> 24) % 7) - 3);
        break;
    case 4: a.weapon = (int32_t)((r >> 16) % 20) - 1; a.part = (int32_t)((r >> 24) % 20) - 1; break;
    default: a.value = (int32_t)(r >> 32); a.card = (int32_t)((r >> 16) % 9) - 1; break;
    }
    return a;
}

/* The saved text around a load error: lines line-4 .. line+1. */
static void fuzz_show_lines(const char *text, size_t len, int line)
{
    int at = 1;
    size_t start = 0;
    for (size_t i = 0; i <= len; i++) {
        if (i < len && text[i] != '\n')
            continue;
        if (at >= line - 4 && at <= line + 1)
            fprintf(stderr, "%5d| %.*s\n", at, (int)(i - start), text + start);
        at++;
        start = i + 1;
    }
}

static void fuzz_save_load(const wg_game *g)
{
    size_t len = 0;
    int rc = wg_game_save(g, NULL, 0, &len);
    if ((rc != WG_OK && rc != WG_ERANGE) || len >= FUZZ_SAVE_MAX)
        return;
    char *buf = malloc(len + 1);
    if (!buf)
        return;
    if (wg_game_save(g, buf, len + 1, &len) != WG_OK)
        fuzz_fail(g, "save failed with a big enough buffer");
    wg_game *back = NULL;
    wg_error err;
    if (wg_game_load(&back, buf, len, "fuzz-save", NULL, &err) != WG_OK) {
        fprintf(stderr, "fuzz_scenario: %s\n", err.message);
        fuzz_show_lines(buf, len, err.line);
        fuzz_fail(g, "a saved game does not load");
    }
    if (wg_game_hash(back) != wg_game_hash(g))
        fuzz_fail(g, "a saved game loads to another hash");
    wg_game_free(back);
    free(buf);
}

static void fuzz_playout(wg_game *g, uint64_t seed)
{
    wg_action acts[FUZZ_ACTIONS];
    uint64_t s = seed;
    for (int step = 0; step < FUZZ_STEPS; step++) {
        wg_decision d;
        if (wg_game_decision(g, &d) != WG_OK)
            fuzz_fail(g, "wg_game_decision failed on a valid game");
        if (d.type == WG_DEC_NONE)
            break;
        int n = wg_game_legal_actions(g, acts, FUZZ_ACTIONS);
        if (n < 0)
            fuzz_fail(g, "wg_game_legal_actions failed on a valid game");
        if (n > FUZZ_ACTIONS)
            n = FUZZ_ACTIONS;

        /* a forged action: accepted, or nothing changes */
        wg_action forged = fuzz_forge(acts, n, &s);
        uint64_t before = wg_game_hash(g);
        if (wg_game_apply(g, &forged) != WG_OK) {
            if (wg_game_hash(g) != before)
                fuzz_fail(g, "a failed apply changed the game");
            if (n == 0)
                break; /* nothing listed (moves are validated, not listed) */
            wg_action a = acts[fuzz_next(&s) % (uint64_t)n];
            if (wg_game_apply(g, &a) != WG_OK)
                fuzz_fail(g, "a listed legal action was refused");
        }
        if (wg_game_can_undo(g) && (fuzz_next(&s) & 7) == 0) {
            if (wg_game_undo(g) != WG_OK)
                fuzz_fail(g, "undo failed though can_undo said yes");
        }
    }
    fuzz_save_load(g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    uint64_t digest = fuzz_digest(data, size);
    wg_game *g = NULL;
    wg_error err;

    if (wg_game_new(&g, text, size, "fuzz", 1, NULL, &err) == WG_OK) {
        fuzz_playout(g, digest);
        wg_game_free(g);
    } else if (g != NULL) {
        fuzz_fail(NULL, "wg_game_new failed but set *out");
    }

    g = NULL;
    if (wg_game_load(&g, text, size, "fuzz", NULL, &err) == WG_OK) {
        fuzz_playout(g, digest ^ 1);
        wg_game_free(g);
    } else if (g != NULL) {
        fuzz_fail(NULL, "wg_game_load failed but set *out");
    }
    return 0;
}
