/*
 * Save files and replays (one format): the scenario text, the seed, and
 * every action with the dice it drew and the hash after it. Loading
 * replays the actions through the same legality checks as live play, so a
 * hostile file cannot reach a state the rules forbid, and a recorded hash
 * that does not match says exactly where two machines parted.
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "game_internal.h"

#define SAVE_FORMAT 1

/* ------------------------------------------------------------ writing */

typedef struct text {
    const wg_alloc *alloc;
    char *buf;
    size_t len, cap;
    int failed;
} text;

static void put(text *t, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void put(text *t, const char *fmt, ...)
{
    if (t->failed)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0 || wg_vec_reserve(t->alloc, (void **)&t->buf, &t->cap, t->len + (size_t)n + 1,
                                1) != WG_OK) {
        t->failed = 1;
        return;
    }
    va_start(ap, fmt);
    vsnprintf(t->buf + t->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    t->len += (size_t)n;
}

/* A block scalar keeps only printable text, tabs and line feeds intact. */
static int block_safe(const char *s, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f)
            return 0;
    }
    return len == 0 || (s[0] != ' ' && s[0] != '\n');
}

/* Anything else goes in a double-quoted scalar with escapes. */
static void put_quoted(text *t, const char *s, size_t len)
{
    put(t, "scenario: \"");
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\')
            put(t, "\\%c", c);
        else if (c == '\n')
            put(t, "\\n");
        else if (c < 0x20 || c == 0x7f)
            put(t, "\\x%02x", c);
        else
            put(t, "%c", c);
    }
    put(t, "\"\n");
}

/* The scenario as a literal block scalar, its trailing newlines kept exactly. */
static void put_block(text *t, const char *s, size_t len)
{
    if (!block_safe(s, len)) {
        put_quoted(t, s, len);
        return;
    }
    size_t trailing = 0;
    while (trailing < len && s[len - 1 - trailing] == '\n')
        trailing++;
    put(t, "scenario: |2%s\n", trailing == 0 ? "-" : trailing == 1 ? "" : "+");
    size_t i = 0;
    while (i < len) {
        size_t j = i;
        while (j < len && s[j] != '\n')
            j++;
        if (j > i)
            put(t, "  %.*s\n", (int)(j - i), s + i);
        else
            put(t, "\n");
        i = j + 1;
    }
}

static void put_action(text *t, const wg_game *g, const wg_hist *h)
{
    const wg_action *a = &h->pub.action;
    put(t, "  - {type: %d, unit: %d, weapon: %d, target: %d, part: %d, card: %d, x: %d, y: %d, "
           "value: %d, forced: %s, dice: [", a->type, a->unit, a->weapon, a->target, a->part,
        a->card, a->x, a->y, a->value, h->pub.forced ? "true" : "false");
    for (int k = 0; k < h->pub.dice; k++)
        put(t, "%s%d", k ? ", " : "", g->dice[h->dice_off + (size_t)k]);
    char line[200];
    wg_action_describe(g, a, line, sizeof line);
    for (char *c = line; *c; c++)
        if (*c == '\n')
            *c = ' ';
    put(t, "], hash: 0x%016" PRIx64 "}  # %s\n", h->pub.hash, line);
}

static int save_text(const wg_game *g, text *t)
{
    const wg_shared *sh = g->sh;
    put(t, "# libwargame saved game: the scenario, the seed and every action, replayable\n");
    put(t, "libwargame_save: %d\n", SAVE_FORMAT);
    put(t, "library: \"%s\"\n", WG_VERSION_STRING);
    put(t, "ruleset: %s\n", sh->rs->name);
    put(t, "seed: %" PRIu64 "\n", sh->seed);
    put(t, "hash: 0x%016" PRIx64 "\n", wg_game_hash(g));
    put_block(t, sh->scenario, sh->scenario_len);
    put(t, "actions:%s\n", g->nhist ? "" : " []");
    for (size_t i = 0; i < g->nhist; i++)
        put_action(t, g, &g->hist[i]);
    return t->failed ? WG_ENOMEM : WG_OK;
}

int wg_game_save(const wg_game *g, char *buf, size_t cap, size_t *out_len)
{
    if (!g || (!buf && cap))
        return WG_EINVAL;
    if (g->flags & WG_OPT_NO_HISTORY)
        return wg_set_error(g, WG_ESTATE, "the game keeps no history (WG_OPT_NO_HISTORY)");
    if (g->sh->scenario_len > WG_Y_MAX_SCALAR)
        return wg_set_error(g, WG_ELIMIT, "the scenario is over %u bytes: it cannot be saved",
                            WG_Y_MAX_SCALAR);
    text t = { &g->alloc, NULL, 0, 0, 0 };
    int rc = save_text(g, &t);
    if (rc == WG_OK) {
        if (out_len)
            *out_len = t.len;
        if (cap > t.len)
            memcpy(buf, t.buf, t.len + 1);
        else if (buf || cap)
            rc = wg_set_error(g, WG_ERANGE, "the buffer needs %zu bytes", t.len + 1);
    } else {
        wg_set_error(g, rc, "out of memory");
    }
    wg_free(&g->alloc, t.buf);
    return rc;
}

int wg_game_save_file(const wg_game *g, const char *path)
{
    if (!g || !path)
        return WG_EINVAL;
    if (g->flags & WG_OPT_NO_HISTORY)
        return wg_set_error(g, WG_ESTATE, "the game keeps no history (WG_OPT_NO_HISTORY)");
    text t = { &g->alloc, NULL, 0, 0, 0 };
    int rc = save_text(g, &t);
    if (rc != WG_OK) {
        wg_free(&g->alloc, t.buf);
        return wg_set_error(g, rc, "out of memory");
    }
    FILE *f = fopen(path, "wb");
    int ok = f && fwrite(t.buf, 1, t.len, f) == t.len;
    if (f && fclose(f) != 0)
        ok = 0;
    wg_free(&g->alloc, t.buf);
    return ok ? WG_OK : wg_set_error(g, WG_EIO, "%s: cannot write the file", path);
}

/* ------------------------------------------------------------ loading */

static const char *const save_keys[] = {
    "libwargame_save", "library", "ruleset", "seed", "hash", "scenario", "actions", NULL,
};
static const char *const action_keys[] = {
    "type", "unit", "weapon", "target", "part", "card", "x", "y", "value", "forced", "dice",
    "hash", NULL,
};

typedef struct loaded_action {
    wg_action a;
    int8_t dice[64];
    size_t ndice;
    int forced;
    uint64_t hash;
} loaded_action;

static int read_field(wg_yerr *e, const wg_ydoc *d, const wg_ynode *m, const char *k,
                      int32_t *out)
{
    const wg_ynode *v;
    int64_t x;
    int rc = wg_y_need(e, d, m, k, &v);
    if (rc == WG_OK)
        rc = wg_y_int(e, d, v, INT32_MIN, INT32_MAX, &x);
    if (rc == WG_OK)
        *out = (int32_t)x;
    return rc;
}

static int read_action(wg_yerr *e, const wg_ydoc *d, const wg_ynode *m, loaded_action *la)
{
    int rc = wg_y_check_keys(e, d, m, action_keys);
    wg_action *a = &la->a;
    *a = wg_action_make(WG_ACT_NONE);
    int32_t *fields[] = { &a->type, &a->unit, &a->weapon, &a->target, &a->part, &a->card,
                          &a->x, &a->y, &a->value };
    for (int i = 0; i < 9 && rc == WG_OK; i++)
        rc = read_field(e, d, m, action_keys[i], fields[i]);
    const wg_ynode *v;
    if (rc == WG_OK && (rc = wg_y_need(e, d, m, "forced", &v)) == WG_OK)
        rc = wg_y_bool(e, d, v, &la->forced);
    if (rc == WG_OK && (rc = wg_y_need(e, d, m, "hash", &v)) == WG_OK)
        rc = wg_y_u64(e, d, v, &la->hash);
    if (rc == WG_OK && (rc = wg_y_need(e, d, m, "dice", &v)) == WG_OK)
        rc = wg_y_seq(e, d, v);
    if (rc == WG_OK && v->count > (int)sizeof la->dice)
        rc = wg_y_fail(e, d, v, "more than %zu dice in one action", sizeof la->dice);
    la->ndice = 0;
    for (int i = 0; rc == WG_OK && i < v->count; i++) {
        int64_t face;
        rc = wg_y_int(e, d, v->child[i], 1, 100, &face);
        la->dice[la->ndice++] = (int8_t)face;
    }
    return rc;
}

/* Replay one loaded action on g, with the same checks as live play. */
static int replay_loaded(wg_game *g, const loaded_action *la, int index, const wg_ydoc *d,
                         const wg_ynode *at, wg_yerr *e)
{
    int rc = wg_check_legal(g, &la->a);
    if (rc == WG_OK)
        rc = wg_apply_recorded(g, &la->a, la->dice, la->ndice, la->forced);
    if (rc == WG_OK && wg_game_hash(g) != la->hash)
        rc = wg_set_error(g, WG_ECORRUPT, "the state differs from the recorded hash");
    if (rc != WG_OK) {
        wg_y_fail(e, d, at, "action %d does not replay: %s", index, g->last_error);
        e->status = rc;
    }
    return rc;
}

/*
 * The top-level fields that the replay does not use itself: `ruleset` must
 * name the scenario's ruleset, and `library` (the version that wrote the
 * file) is informative, so only its type is checked.
 */
static int check_header(const wg_game *g, const wg_ydoc *d, const wg_ynode *root, wg_yerr *e)
{
    const wg_ynode *v;
    const char *s;
    int rc = WG_OK;
    if ((v = wg_y_get(root, "library")) != NULL)
        rc = wg_y_str(e, d, v, 64, &s);
    if (rc == WG_OK && (v = wg_y_get(root, "ruleset")) != NULL &&
        (rc = wg_y_str(e, d, v, 64, &s)) == WG_OK && strcmp(s, g->sh->rs->name) != 0)
        rc = wg_y_fail(e, d, v, "ruleset: the save says '%s' but its scenario is a '%s' game",
                       s, g->sh->rs->name);
    return rc;
}

static int load_doc(wg_game **out, const wg_ruleset *rs, const wg_ydoc *d,
                    const wg_options *opts, wg_yerr *e, wg_error *err)
{
    const wg_ynode *root = d->root, *v, *acts;
    int64_t format;
    uint64_t seed;
    const char *scenario;
    int rc = root ? wg_y_check_keys(e, d, root, save_keys)
                  : wg_y_fail(e, d, NULL, "empty document");
    if (rc == WG_OK && (rc = wg_y_need(e, d, root, "libwargame_save", &v)) == WG_OK)
        rc = wg_y_int(e, d, v, SAVE_FORMAT, SAVE_FORMAT, &format);
    if (rc == WG_OK && (rc = wg_y_need(e, d, root, "seed", &v)) == WG_OK)
        rc = wg_y_u64(e, d, v, &seed);
    if (rc == WG_OK && (rc = wg_y_need(e, d, root, "scenario", &v)) == WG_OK)
        rc = wg_y_str(e, d, v, WG_Y_MAX_SCALAR, &scenario);
    if (rc == WG_OK && (rc = wg_y_need(e, d, root, "actions", &acts)) == WG_OK)
        rc = wg_y_seq(e, d, acts);
    if (rc != WG_OK)
        return rc;
    wg_game *g;
    rc = wg_game_create(&g, rs, scenario, v->len, d->name, seed, opts, err);
    if (rc != WG_OK) {
        e->status = 0; /* err already says what is wrong with the scenario */
        return rc;
    }
    rc = check_header(g, d, root, e);
    for (int i = 0; rc == WG_OK && i < acts->count; i++) {
        loaded_action la;
        rc = read_action(e, d, acts->child[i], &la);
        if (rc == WG_OK)
            rc = replay_loaded(g, &la, i, d, acts->child[i], e);
    }
    const wg_ynode *final = wg_y_get(root, "hash");
    uint64_t want;
    if (rc == WG_OK && final && (rc = wg_y_u64(e, d, final, &want)) == WG_OK &&
        want != wg_game_hash(g)) {
        rc = wg_y_fail(e, d, final, "the replayed game's hash is 0x%016" PRIx64, wg_game_hash(g));
        e->status = rc = WG_ECORRUPT;
    }
    if (rc != WG_OK) {
        wg_game_free(g);
        return rc;
    }
    *out = g;
    return WG_OK;
}

int wg_game_load_with(wg_game **out, const wg_ruleset *rs, const char *yaml, size_t len,
                      const char *name, const wg_options *opts, wg_error *err)
{
    wg_alloc a;
    int rc = WG_CREATE_BEGIN(out, yaml || !len, opts, &a, err);
    if (rc != WG_OK)
        return rc;
    wg_ydoc d;
    wg_yerr e;
    memset(&e, 0, sizeof e);
    rc = wg_y_parse(&d, &a, yaml ? yaml : "", len, name ? name : "<save>", &e);
    if (rc == WG_OK)
        rc = load_doc(out, rs, &d, opts, &e, err);
    if (rc != WG_OK && e.status)
        wg_error_set(err, rc, e.line, e.column, "%s", e.message);
    wg_y_free(&d);
    return rc;
}

int wg_game_load(wg_game **out, const char *yaml, size_t len, const char *name,
                 const wg_options *opts, wg_error *err)
{
    return wg_game_load_with(out, NULL, yaml, len, name, opts, err);
}

WG_DEFINE_FROM_FILE(wg_game_load_file, wg_game, wg_game_load)
