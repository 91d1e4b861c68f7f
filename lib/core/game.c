/*
 * The game handle: creation from a scenario, clone, free, hash and the
 * plain queries. This file reads as the table of contents of the lifecycle
 * and query parts of wargame.h; play.c has the decision protocol.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game_internal.h"

/* ------------------------------------------------------------ version */

const char *wg_version(void)
{
    return WG_VERSION_STRING;
}

int wg_version_number(void)
{
    return WG_VERSION_NUMBER;
}

/* ------------------------------------------------------------ the shared block */

static void shared_release(wg_shared *sh)
{
    if (!sh || __atomic_sub_fetch(&sh->refs, 1, __ATOMIC_ACQ_REL) > 0)
        return;
    wg_alloc a = sh->alloc;
    wg_free(&a, sh->initial);
    wg_scenario_free(sh->scn);
    wg_free(&a, sh);
}

/* A started game's block: a reference to its scenario, and its seed. */
static wg_shared *shared_new(const wg_alloc *a, wg_scenario *s, uint64_t seed)
{
    wg_shared *sh = wg_calloc(a, 1, sizeof *sh);
    if (!sh)
        return NULL;
    wg_scenario_retain(s);
    sh->refs = 1;
    sh->alloc = *a;
    sh->scn = s;
    sh->rs = s->rs;
    sh->data = s->data;
    sh->state_size = s->state_size;
    sh->rs_offset = s->rs_offset;
    sh->memo_size = s->rs->memo_size ? s->rs->memo_size(s->data) : 0;
    sh->scenario = s->scenario;
    sh->scenario_len = s->scenario_len;
    sh->name = s->name;
    sh->seed = seed;
    return sh;
}

/*
 * A game with room for its state, and its memo (zeroed) in the same block.
 * A new game's state starts zeroed; a clone's is copied in at once, so it
 * is not zeroed first. The spare is written before it is read (the copy
 * an action or a run's checkpoint sets aside, wg_spare_save), so it is
 * never zeroed: a clone touches one state's worth of memory, not three.
 */
static wg_game *game_alloc(const wg_alloc *a, const wg_shared *sh, int zero_state)
{
    size_t state_size = sh->state_size;
    wg_game *g = wg_calloc(a, 1, sizeof *g + sh->memo_size);
    if (!g)
        return NULL;
    g->memo = sh->memo_size ? (unsigned char *)(g + 1) : NULL;
    g->alloc = *a;
    g->head.state = zero_state ? wg_calloc(a, 1, state_size) : wg_malloc(a, state_size);
    g->spare = wg_malloc(a, state_size);
    if (!g->head.state || !g->spare) {
        wg_free(a, g->head.state);
        wg_free(a, g->spare);
        wg_free(a, g);
        return NULL;
    }
    return g;
}

/* Tie a game to its shared block, and fill the head the rulesets read. */
static void game_attach(wg_game *g, wg_shared *sh)
{
    g->sh = sh;
    g->head.data = sh->data;
    g->head.rs_offset = sh->rs_offset;
}

/* Where a zeroed state's ruleset tail begins (the state's end without a tail). */
static size_t tail_start(const wg_shared *sh)
{
    if (!sh->rs->tail_offset)
        return sh->state_size;
    size_t at = sh->rs_offset + sh->rs->tail_offset(sh->data);
    return at < sh->state_size ? at : sh->state_size;
}

/* Run the ruleset's setup, then remember the state and its events. */
static int game_setup(wg_game *g)
{
    wg_shared *sh = g->sh;
    wg_core_state *c = wg_core(g);
    g->head.zero_from = tail_start(sh); /* the state is zeroed; setup claims what it writes */
    wg_rng_seed(c->rng, sh->seed);
    c->winner = -1;
    g->running = 1;
    sh->rs->setup(g);
    g->running = 0;
    if (g->sticky)
        return wg_set_error(g, g->sticky, "%s", g->sticky_msg);
    sh->initial = wg_malloc(&g->alloc, sh->state_size);
    if (!sh->initial || wg_scratch_reserve(g) != WG_OK)
        return WG_ENOMEM;
    memcpy(sh->initial, g->head.state, sh->state_size);
    sh->initial_zero_from = g->head.zero_from;
    if (g->flags & WG_OPT_NO_LOG)
        g->nevents = 0;
    return WG_OK;
}

/* The options' size, flags and hooks, as every entry point that takes them checks them. */
int wg_options_check(const wg_options *opts, wg_alloc *a, wg_error *err)
{
    if (opts && opts->size < sizeof(wg_options)) {
        wg_error_set(err, WG_EINVAL, 0, 0, "wg_options.size is %zu, expected %zu",
                     opts->size, sizeof(wg_options));
        return WG_EINVAL;
    }
    if (opts && (opts->flags & ~(uint32_t)WG_OPT_ALL)) {
        wg_error_set(err, WG_EINVAL, 0, 0, "unknown option flags 0x%x in wg_options.flags",
                     (unsigned)(opts->flags & ~(uint32_t)WG_OPT_ALL));
        return WG_EINVAL;
    }
    if (wg_alloc_from_options(a, opts) != WG_OK) {
        wg_error_set(err, WG_EINVAL, 0, 0, "give all three allocator hooks or none");
        return WG_EINVAL;
    }
    return WG_OK;
}

/*
 * The start every constructor shares: err cleared, its pointer arguments
 * (args_ok) and options checked, the allocator taken from the options.
 * The caller has already set its *out to NULL where out is not NULL.
 */
int wg_create_begin(int args_ok, const wg_options *opts, wg_alloc *a, wg_error *err)
{
    if (err)
        memset(err, 0, sizeof *err);
    if (!args_ok) {
        wg_error_set(err, WG_EINVAL, 0, 0, "NULL argument");
        return WG_EINVAL;
    }
    return wg_options_check(opts, a, err);
}

int wg_game_start(wg_game **out, const wg_scenario *s, uint64_t seed, const wg_options *opts,
                  wg_error *err)
{
    wg_alloc a;
    int rc = WG_CREATE_BEGIN(out, s != NULL, opts, &a, err);
    if (rc != WG_OK)
        return rc;
    /* the game holds a counted reference: the scenario itself never changes */
    wg_shared *sh = shared_new(&a, (wg_scenario *)s, seed);
    wg_game *g = sh ? game_alloc(&a, sh, 1) : NULL;
    if (!g) {
        shared_release(sh);
        wg_error_set(err, WG_ENOMEM, 0, 0, "%s: out of memory", s->name);
        return WG_ENOMEM;
    }
    game_attach(g, sh);
    g->flags = opts ? opts->flags : 0;
    wg_listeners_changed(g);
    rc = game_setup(g);
    if (rc != WG_OK) {
        wg_error_set(err, rc, 0, 0, "%s: setup failed: %s", s->name,
                     g->last_error[0] ? g->last_error : wg_strerror(rc));
        wg_game_free(g);
        return rc;
    }
    *out = g;
    return WG_OK;
}

/* Start a game on a scenario just made (`made`: how that went), then let
 * the scenario go: the game holds its own reference. */
static int start_made(wg_game **out, int made, wg_scenario *s, uint64_t seed,
                      const wg_options *opts, wg_error *err)
{
    if (made != WG_OK)
        return made;
    int rc = wg_game_start(out, s, seed, opts, err);
    wg_scenario_free(s);
    return rc;
}

int wg_game_create(wg_game **out, const wg_ruleset *rs, const char *yaml, size_t len,
                   const char *name, uint64_t seed, const wg_options *opts, wg_error *err)
{
    wg_scenario *s = NULL;
    if (out)
        *out = NULL;
    int rc = wg_scenario_create(out ? &s : NULL, rs, yaml, len, name, opts, err);
    return start_made(out, rc, s, seed, opts, err);
}

int wg_game_new(wg_game **out, const char *yaml, size_t len, const char *name, uint64_t seed,
                const wg_options *opts, wg_error *err)
{
    return wg_game_create(out, NULL, yaml, len, name, seed, opts, err);
}

int wg_game_new_with(wg_game **out, const wg_ruleset *rs, const char *yaml, size_t len,
                     const char *name, uint64_t seed, const wg_options *opts, wg_error *err)
{
    return wg_game_create(out, rs, yaml, len, name, seed, opts, err);
}

int wg_create_from_file(int args_ok, const char *path, const wg_options *opts, wg_error *err,
                        wg_text_creator create, void *out)
{
    wg_alloc a;
    char *text;
    size_t len;
    int rc = wg_create_begin(args_ok && path, opts, &a, err);
    if (rc == WG_OK)
        rc = wg_read_file(&a, path, &text, &len, err);
    if (rc != WG_OK)
        return rc;
    rc = create(out, text, len, path, opts, err);
    wg_free(&a, text);
    return rc;
}

/* Read a whole file (at most WG_Y_MAX_BYTES + 1, so the parser can say it is too big). */
int wg_read_file(const wg_alloc *a, const char *path, char **out, size_t *len, wg_error *err)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        wg_error_set(err, WG_EIO, 0, 0, "%s: cannot open file", path);
        return WG_EIO;
    }
    size_t cap = WG_Y_MAX_BYTES + 1;
    char *buf = wg_malloc(a, cap);
    if (!buf) {
        fclose(f);
        wg_error_set(err, WG_ENOMEM, 0, 0, "out of memory");
        return WG_ENOMEM;
    }
    size_t n = fread(buf, 1, cap, f);
    int failed = ferror(f);
    fclose(f);
    if (failed) {
        wg_free(a, buf);
        wg_error_set(err, WG_EIO, 0, 0, "%s: read error", path);
        return WG_EIO;
    }
    *out = buf;
    *len = n;
    return WG_OK;
}

int wg_game_open(wg_game **out, const char *path, uint64_t seed, const wg_options *opts,
                 wg_error *err)
{
    wg_scenario *s = NULL;
    if (out)
        *out = NULL;
    int rc = wg_scenario_open(out ? &s : NULL, path, opts, err);
    return start_made(out, rc, s, seed, opts, err);
}

void wg_game_free(wg_game *g)
{
    if (!g)
        return;
    if (g->busy) {
        /* from inside one of its callbacks: the call running it still
         * reads g, and frees it on the way out (wg_game_reap) */
        g->doomed = 1;
        return;
    }
    wg_alloc a = g->alloc;
    wg_free(&a, g->head.state);
    wg_free(&a, g->spare);
    wg_free(&a, g->events);
    wg_free(&a, g->hist);
    wg_free(&a, g->dice);
    wg_scratch_free(g);
    shared_release(g->sh);
    wg_free(&a, g);
}

int wg_game_reap(wg_game *g, int rc)
{
    if (g->doomed) {
        g->busy = 0;
        wg_game_free(g);
    }
    return rc;
}

static int copy_vec(const wg_alloc *a, void **dst, size_t *cap, const void *src, size_t n,
                    size_t size)
{
    *dst = NULL;
    *cap = 0;
    if (!n)
        return WG_OK;
    if (wg_vec_reserve(a, dst, cap, n, size) != WG_OK)
        return WG_ENOMEM;
    memcpy(*dst, src, n * size);
    return WG_OK;
}

/* The log, and the history with its dice, as far as the clone keeps them. */
static int copy_records(wg_game *c, const wg_game *g)
{
    int rc = WG_OK;
    if (!(c->flags & WG_OPT_NO_LOG)) {
        rc = copy_vec(&g->alloc, (void **)&c->events, &c->cap_events, g->events, g->nevents,
                      sizeof(wg_event));
        c->nevents = g->nevents;
    }
    if (rc == WG_OK && !(c->flags & WG_OPT_NO_HISTORY)) {
        rc = copy_vec(&g->alloc, (void **)&c->hist, &c->cap_hist, g->hist, g->nhist,
                      sizeof(wg_hist));
        if (rc == WG_OK)
            rc = copy_vec(&g->alloc, (void **)&c->dice, &c->cap_dice, g->dice, g->ndice, 1);
        c->nhist = g->nhist;
        c->ndice = g->ndice;
    }
    return rc;
}

int wg_game_clone(wg_game **out, const wg_game *g)
{
    return wg_game_clone_with(out, g, 0);
}

int wg_game_clone_with(wg_game **out, const wg_game *g, uint32_t flags)
{
    if (!out || !g)
        return WG_EINVAL;
    *out = NULL;
    if (flags & ~(uint32_t)WG_OPT_ALL)
        return wg_set_error(g, WG_EINVAL, "a clone takes only WG_OPT_NO_LOG and "
                            "WG_OPT_NO_HISTORY, not flags 0x%x", (unsigned)flags);
    if (g->busy && g->running)
        return wg_set_error(g, WG_EBUSY, "cannot clone while an action runs");
    wg_game *c = game_alloc(&g->alloc, g->sh, 0);
    if (!c)
        return wg_set_error(g, WG_ENOMEM, "out of memory");
    memcpy(c->head.state, g->head.state, g->sh->state_size);
    c->head.zero_from = g->head.zero_from;
    c->flags = g->flags | flags;
    wg_listeners_changed(c);
    if (copy_records(c, g) != WG_OK) {
        wg_game_free(c); /* c->sh is NULL: shared_release ignores it */
        return wg_set_error(g, WG_ENOMEM, "out of memory");
    }
    __atomic_add_fetch(&g->sh->refs, 1, __ATOMIC_ACQ_REL);
    game_attach(c, g->sh);
    *out = c;
    return WG_OK;
}

int wg_game_reseed(wg_game *g, uint64_t seed)
{
    WG_TRY(wg_game_idle(g, __func__));
    /* A save replays the recorded actions from the scenario's seed: a game
     * that keeps its history must keep the dice that seed gives. */
    if (!(g->flags & WG_OPT_NO_HISTORY))
        return wg_set_error(g, WG_ESTATE, "only a game without history (WG_OPT_NO_HISTORY) "
                                          "can be reseeded: its save could not replay it");
    wg_rng_seed(wg_core(g)->rng, seed);
    g->last_error[0] = '\0';
    return WG_OK;
}

/*
 * The digest reads the state as little-endian 64-bit words, so it is the
 * same on every platform; each word is mixed in with a multiply-rotate
 * step and the result finished with splitmix64's avalanche.
 */
static uint64_t load_le64(const unsigned char *p)
{
    uint64_t w;
    memcpy(&w, p, sizeof w);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    w = __builtin_bswap64(w);
#endif
    return w;
}

static uint64_t hash_mix(uint64_t h, uint64_t w)
{
    h ^= w * UINT64_C(0x9E3779B97F4A7C15);
    return ((h << 27) | (h >> 37)) * UINT64_C(0xC2B2AE3D27D4EB4F);
}

uint64_t wg_hash_bytes(const unsigned char *p, size_t n)
{
    uint64_t h = UINT64_C(0x6A09E667F3BCC909) ^ n;
    size_t i = 0;
    for (; i + 8 <= n; i += 8)
        h = hash_mix(h, load_le64(p + i));
    if (i < n) {
        uint64_t w = 0;
        for (size_t k = 0; i + k < n; k++)
            w |= (uint64_t)p[i + k] << (8 * k);
        h = hash_mix(h, w);
    }
    return wg_splitmix64(&h);
}

uint64_t wg_game_hash(const wg_game *g)
{
    return g ? wg_hash_bytes(g->head.state, g->sh->state_size) : 0;
}

/* ------------------------------------------------------------ queries */

const char *wg_game_ruleset(const wg_game *g)
{
    return g ? g->sh->rs->name : NULL;
}

uint64_t wg_game_seed(const wg_game *g)
{
    return g ? g->sh->seed : 0;
}

int wg_game_status(const wg_game *g, wg_game_info *out)
{
    if (!g || !out || out->size < sizeof(wg_game_info))
        return WG_EINVAL;
    const wg_core_state *c = wg_ccore(g);
    out->turn = c->turn;
    out->active = c->active;
    out->phase = c->phase;
    out->over = c->over;
    out->winner = c->winner;
    out->result = c->result;
    for (int p = 0; p < WG_MAX_PLAYERS; p++)
        out->score[p] = c->score[p];
    out->unit_count = g->sh->rs->unit_count(g);
    out->depth = c->depth;
    return WG_OK;
}

const char *wg_game_player_name(const wg_game *g, int player)
{
    if (!g || player < 0 || player >= WG_MAX_PLAYERS)
        return NULL;
    return g->sh->rs->player_name(g, player);
}

const char *wg_game_result_text(const wg_game *g)
{
    if (!g)
        return NULL;
    return wg_ccore(g)->over ? g->sh->rs->result_text(g) : "the game is not over";
}

int wg_game_unit_count(const wg_game *g)
{
    return g ? g->sh->rs->unit_count(g) : WG_EINVAL;
}

int wg_game_unit(const wg_game *g, int unit, wg_unit_info *out)
{
    if (!g || !out || out->size < sizeof(wg_unit_info))
        return WG_EINVAL;
    if (unit < 0 || unit >= g->sh->rs->unit_count(g))
        return wg_set_error(g, WG_ERANGE, "no unit %d (the game has %d)", unit,
                            g->sh->rs->unit_count(g));
    size_t size = out->size;
    memset(out, 0, sizeof *out);
    out->size = size;
    out->id = unit;
    g->sh->rs->unit_info(g, unit, out);
    return WG_OK;
}

const char *wg_game_unit_name(const wg_game *g, int unit)
{
    if (!g || unit < 0 || unit >= g->sh->rs->unit_count(g))
        return NULL;
    return g->sh->rs->unit_name(g, unit);
}

const char *wg_game_unit_kind_name(const wg_game *g, int unit)
{
    if (!g || unit < 0 || unit >= g->sh->rs->unit_count(g))
        return NULL;
    return g->sh->rs->unit_kind_name(g, unit);
}
