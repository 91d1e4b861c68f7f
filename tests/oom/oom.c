/*
 * Out-of-memory injection over whole games of every shipped scenario.
 *
 * Every game allocates through a counting hook (wg_options) that can fail
 * its k-th call. For each operation below, the operation is first run once
 * to count its allocations (n), then again for every k < n with the k-th
 * failing. Each failure must be WG_ENOMEM with *out NULL, leave the game as
 * it was (hash, log count, history count, decision), leak nothing (live
 * blocks counted in the hook), and the game must then play on exactly like
 * a reference game that never failed (same hash and log after every step).
 *
 *   open         wg_game_open of the scenario (file read, parse, setup)
 *   apply        every action of the whole game (a greedy agent chooses)
 *   odds         wg_odds_action on every action chosen
 *   clone, clone_with, save, load, undo, run
 *                every `stride`-th action (load replays the game so far)
 *
 *   oom SCENARIO_DIR [--shard I/N] [--stride S] [--seeds X]
 * plays the scenarios whose sorted index is I modulo N, seeds 1..X, and
 * prints what it covered (operations, k values) per game.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wargame/wargame.h"

/* ------------------------------------------------------------ the counting hook */

typedef struct hook {
    long calls;   /* allocations asked so far */
    long fail_at; /* the call that fails, or -1 */
    long live;    /* blocks allocated and not freed */
} hook;

static void *h_malloc(void *p, size_t n)
{
    hook *h = p;
    if (h->calls++ == h->fail_at)
        return NULL;
    void *m = malloc(n);
    h->live += m != NULL;
    return m;
}

static void *h_realloc(void *p, void *ptr, size_t n)
{
    hook *h = p;
    if (h->calls++ == h->fail_at)
        return NULL;
    void *m = realloc(ptr, n);
    h->live += m != NULL && ptr == NULL;
    return m;
}

static void h_free(void *p, void *ptr)
{
    hook *h = p;
    h->live -= ptr != NULL;
    free(ptr);
}

static hook H = { 0, -1, 0 };

static wg_options hook_options(void)
{
    wg_options o = WG_OPTIONS_INIT;
    o.malloc_fn = h_malloc;
    o.realloc_fn = h_realloc;
    o.free_fn = h_free;
    o.alloc_payload = &H;
    return o;
}

/* Arm the hook so that allocation k from now fails (k < 0: none fails). */
static void arm(long k)
{
    H.fail_at = k < 0 ? -1 : H.calls + k;
}

/* ------------------------------------------------------------ checking */

static const char *current = "";
static int failures;

#define CHECK(cond, ...)                                                              \
    do {                                                                              \
        if (!(cond)) {                                                                \
            fprintf(stderr, "oom: %s: FAIL %s:%d: ", current, __FILE__, __LINE__);   \
            fprintf(stderr, __VA_ARGS__);                                             \
            fprintf(stderr, "\n");                                                    \
            if (++failures > 20)                                                      \
                exit(1);                                                              \
        }                                                                             \
    } while (0)

/* What "unchanged" compares. */
typedef struct snapshot {
    uint64_t hash;
    int log, hist;
    wg_decision d;
} snapshot;

static snapshot snap(const wg_game *g)
{
    snapshot s;
    memset(&s, 0, sizeof s);
    s.hash = wg_game_hash(g);
    s.log = wg_game_log_count(g);
    s.hist = wg_game_history_count(g);
    wg_game_decision(g, &s.d);
    return s;
}

static int same(const snapshot *a, const snapshot *b)
{
    return a->hash == b->hash && a->log == b->log && a->hist == b->hist &&
           memcmp(&a->d, &b->d, sizeof a->d) == 0;
}

/*
 * One failed call: the status, the game, the hook's live count (live < 0: a
 * call on a game may keep capacity it grew before failing; the end of the
 * game, when every block must be back, catches a real leak there).
 */
static void check_failed(const char *op, long k, int rc, const wg_game *g, const snapshot *before,
                         long live)
{
    CHECK(rc == WG_ENOMEM, "%s, allocation %ld failing: status %d (%s)", op, k, rc,
          g ? wg_game_last_error(g) : "");
    if (g) {
        snapshot after = snap(g);
        CHECK(same(before, &after), "%s, allocation %ld failing: the game changed", op, k);
    }
    CHECK(live < 0 || H.live == live, "%s, allocation %ld failing: %ld blocks leaked", op, k,
          H.live - live);
}

/* ------------------------------------------------------------ coverage */

enum { OP_OPEN, OP_APPLY, OP_ODDS, OP_CLONE, OP_CLONE_WITH, OP_SAVE, OP_LOAD, OP_UNDO, OP_RUN,
       OP_COUNT };
static const char *const op_name[OP_COUNT] = { "open", "apply", "odds", "clone", "clone_with",
                                               "save", "load", "undo", "run" };
static long covered[OP_COUNT]; /* failed allocations tried, per operation */
static long sites[OP_COUNT];   /* calls that allocated at all */

/* ------------------------------------------------------------ the operations */

static const char *scenario_path;

/*
 * Fail allocation k of a call, for k = 0, 1, ... until the call no longer
 * reaches its failing allocation: then it has run once in full, unfailed.
 * Returns 1 while the armed allocation was reached.
 */
static int reached(void)
{
    int r = H.fail_at >= 0 && H.calls > H.fail_at;
    arm(-1);
    return r;
}

#define K_MAX 1000000L

static void inject_open(uint64_t seed)
{
    wg_options o = hook_options();
    long live = H.live;
    for (long k = 0; k < K_MAX; k++) {
        wg_game *out = (wg_game *)&H;
        wg_error err;
        arm(k);
        int rc = wg_game_open(&out, scenario_path, seed, &o, &err);
        if (!reached()) {
            CHECK(rc == WG_OK, "the scenario does not open: %s", err.message);
            wg_game_free(out);
            break;
        }
        sites[OP_OPEN] += k == 0;
        check_failed("open", k, rc, NULL, NULL, live);
        CHECK(out == NULL, "open, allocation %ld failing: *out not NULL", k);
        if (rc == WG_OK)
            wg_game_free(out);
        covered[OP_OPEN]++;
    }
}

/* A call on g that must change nothing; it may make a game (*made), freed here. */
typedef int (*op_fn)(wg_game *g, void *ctx, wg_game **made);

static void inject(int op, wg_game *g, op_fn fn, void *ctx)
{
    snapshot before = snap(g);
    long live = H.live;
    for (long k = 0; k < K_MAX; k++) {
        wg_game *made = (wg_game *)&H;
        arm(k);
        int rc = fn(g, ctx, &made);
        if (!reached()) {
            if (rc == WG_OK)
                wg_game_free(made);
            break; /* done, or not allowed here (odds of a move) */
        }
        sites[op] += k == 0;
        check_failed(op_name[op], k, rc, g, &before, live);
        CHECK(made == NULL, "%s, allocation %ld failing: *out not NULL", op_name[op], k);
        if (rc == WG_OK)
            wg_game_free(made);
        covered[op]++;
    }
}

static int op_clone(wg_game *g, void *ctx, wg_game **made)
{
    (void)ctx;
    return wg_game_clone(made, g);
}

static int op_clone_with(wg_game *g, void *ctx, wg_game **made)
{
    (void)ctx;
    return wg_game_clone_with(made, g, WG_OPT_NO_LOG);
}

static int op_save(wg_game *g, void *ctx, wg_game **made)
{
    (void)ctx;
    *made = NULL;
    size_t len = 0;
    int rc = wg_game_save(g, NULL, 0, &len);
    if (rc != WG_OK)
        return rc;
    char *buf = malloc(len + 1);
    rc = wg_game_save(g, buf, len + 1, &len);
    free(buf);
    return rc;
}

typedef struct text {
    char *buf;
    size_t len;
} text;

static int op_load(wg_game *g, void *ctx, wg_game **made)
{
    (void)g;
    const text *t = ctx;
    wg_options o = hook_options();
    return wg_game_load(made, t->buf, t->len, "oom-save", &o, NULL);
}

static int op_odds(wg_game *g, void *ctx, wg_game **made)
{
    *made = NULL;
    wg_odds odds = WG_ODDS_INIT;
    return wg_odds_action(g, ctx, &odds);
}

/* undo and run change the game: they run on a clone made before arming. */
typedef struct on_copy {
    int (*fn)(wg_game *c, void *ctx);
    void *ctx;
    wg_game *copy;
} on_copy;

static int undo_one(wg_game *c, void *ctx)
{
    (void)ctx;
    return wg_game_undo(c);
}

static int run_one(wg_game *c, void *ctx)
{
    wg_agent ag = *(const wg_agent *)ctx; /* the same choice every time */
    wg_game_set_agent(c, 0, wg_agent_decide, &ag);
    wg_game_set_agent(c, 1, wg_agent_decide, &ag);
    int rc = wg_game_run(c, 1);
    return rc == WG_STEPPED ? WG_OK : rc;
}

/* The copy is checked for "unchanged" after each failure, and compared with
 * an unfailed run of the same call once it succeeds. */
static void inject_on_copy(int op, wg_game *g, int (*fn)(wg_game *, void *), void *ctx)
{
    wg_game *ref = NULL, *c = NULL;
    arm(-1);
    if (wg_game_clone(&ref, g) != WG_OK || wg_game_clone(&c, g) != WG_OK) {
        CHECK(0, "clone failed with no failure armed");
        return;
    }
    int rc0 = fn(ref, ctx);
    snapshot before = snap(c);
    for (long k = 0; rc0 == WG_OK && k < K_MAX; k++) {
        arm(k);
        int rc = fn(c, ctx);
        if (!reached()) {
            CHECK(rc == WG_OK, "%s fails (%d) once memory is back", op_name[op], rc);
            CHECK(wg_game_hash(c) == wg_game_hash(ref) &&
                      wg_game_log_count(c) == wg_game_log_count(ref),
                  "%s after failures differs from the reference", op_name[op]);
            break;
        }
        sites[op] += k == 0;
        check_failed(op_name[op], k, rc, c, &before, -1);
        covered[op]++;
    }
    wg_game_free(ref);
    wg_game_free(c);
}

/* ------------------------------------------------------------ a whole game */

static char *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = malloc(1 << 22);
    *len = fread(buf, 1, (1 << 22) - 1, f);
    buf[*len] = '\0';
    fclose(f);
    return buf;
}

static void apply_injected(wg_game *g, wg_game *ref, const wg_action *a)
{
    snapshot before = snap(g);
    for (long k = 0; k < K_MAX; k++) {
        arm(k);
        int rc = wg_game_apply(g, a);
        if (!reached()) {
            CHECK(rc == WG_OK, "apply fails (%d: %s) once memory is back", rc,
                  wg_game_last_error(g));
            break;
        }
        sites[OP_APPLY] += k == 0;
        check_failed("apply", k, rc, g, &before, -1);
        covered[OP_APPLY]++;
    }
    CHECK(wg_game_apply(ref, a) == WG_OK, "the reference refuses the action");
    CHECK(wg_game_hash(g) == wg_game_hash(ref) && wg_game_log_count(g) == wg_game_log_count(ref) &&
              wg_game_history_count(g) == wg_game_history_count(ref),
          "after failures the game parts from the reference");
}

static void play_scenario(const char *path, uint64_t seed, int stride)
{
    size_t len;
    char *yaml = read_all(path, &len);
    CHECK(yaml != NULL, "cannot read %s", path);
    if (!yaml)
        return;
    memset(covered, 0, sizeof covered);
    memset(sites, 0, sizeof sites);
    scenario_path = path;
    inject_open(seed);

    wg_options o = hook_options();
    wg_game *g = NULL, *ref = NULL;
    arm(-1);
    CHECK(wg_game_new(&g, yaml, len, path, seed, &o, NULL) == WG_OK, "new failed");
    CHECK(wg_game_new(&ref, yaml, len, path, seed, NULL, NULL) == WG_OK, "reference failed");
    wg_agent ag;
    wg_agent_init(&ag, WG_AGENT_GREEDY, seed);
    int steps = 0;
    for (;; steps++) {
        wg_decision d;
        wg_game_decision(ref, &d);
        if (d.type == WG_DEC_NONE || steps >= 5000)
            break;
        wg_action a;
        CHECK(wg_agent_decide(&ag, ref, &d, &a) == WG_OK, "the agent failed");
        inject(OP_ODDS, g, op_odds, &a);
        if (steps % stride == 0) {
            inject(OP_CLONE, g, op_clone, NULL);
            inject(OP_CLONE_WITH, g, op_clone_with, NULL);
            inject(OP_SAVE, g, op_save, NULL);
            inject_on_copy(OP_UNDO, g, undo_one, NULL);
            wg_agent run_agent = ag;
            inject_on_copy(OP_RUN, g, run_one, &run_agent);
        }
        if (steps % (stride * 4) == 0) {
            text t = { NULL, 0 };
            arm(-1);
            wg_game_save(g, NULL, 0, &t.len);
            t.buf = malloc(t.len + 1);
            wg_game_save(g, t.buf, t.len + 1, &t.len);
            inject(OP_LOAD, g, op_load, &t);
            free(t.buf);
        }
        apply_injected(g, ref, &a);
        if (failures)
            break;
    }
    printf("%s seed %llu: %d actions; failed allocations tried (calls that allocate):", path,
           (unsigned long long)seed, steps);
    long total = 0;
    for (int op = 0; op < OP_COUNT; op++) {
        printf(" %s %ld (%ld)", op_name[op], covered[op], sites[op]);
        total += covered[op];
    }
    printf("; total %ld\n", total);
    wg_game_free(g);
    wg_game_free(ref);
    CHECK(H.live == 0, "%ld blocks leaked at the end", H.live);
    free(yaml);
}

/* ------------------------------------------------------------ main */

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: oom SCENARIO_DIR [--shard I/N] [--stride S] [--seeds X]\n");
        return 2;
    }
    int shard = 0, shards = 1, stride = 1, seeds = 1;
    for (int i = 2; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--shard") == 0)
            sscanf(argv[i + 1], "%d/%d", &shard, &shards);
        else if (strcmp(argv[i], "--stride") == 0)
            stride = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--seeds") == 0)
            seeds = atoi(argv[i + 1]);
    }
    if (stride < 1 || seeds < 1 || shards < 1 || shard < 0 || shard >= shards)
        return 2;
    DIR *dir = opendir(argv[1]);
    if (!dir) {
        fprintf(stderr, "oom: cannot open %s\n", argv[1]);
        return 2;
    }
    char *names[256];
    int n = 0;
    struct dirent *e;
    while ((e = readdir(dir)) != NULL && n < 256) {
        size_t l = strlen(e->d_name);
        if (l > 5 && strcmp(e->d_name + l - 5, ".yaml") == 0)
            names[n++] = strdup(e->d_name);
    }
    closedir(dir);
    qsort(names, (size_t)n, sizeof names[0], by_name);
    int played = 0;
    for (int i = 0; i < n; i++) {
        if (i % shards == shard) {
            char path[4096];
            snprintf(path, sizeof path, "%s/%s", argv[1], names[i]);
            current = names[i];
            for (int seed = 1; seed <= seeds; seed++)
                play_scenario(path, (uint64_t)seed, stride);
            played++;
        }
        free(names[i]);
    }
    printf("oom: shard %d/%d: %d scenarios, %d failures\n", shard, shards, played, failures);
    return failures || played == 0 ? 1 : 0;
}
