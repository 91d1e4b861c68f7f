/*
 * The scenario handle: scenario text parsed once into the ruleset's
 * immutable data block, which every game started from it shares. A sweep
 * of a million games parses once instead of a million times.
 *
 * Sharing between threads: after creation nothing in a wg_scenario is
 * written except its reference count, which changes only through atomic
 * operations (GCC/Clang __atomic builtins: the project is C99, which has
 * no <stdatomic.h>).
 */
#include <string.h>

#include "game_internal.h"

static size_t round_up16(size_t n)
{
    return (n + 15) & ~(size_t)15;
}

/* The ruleset the document names, when the caller did not fix one. */
static int scenario_find_ruleset(wg_scenario *s, const wg_ydoc *doc, wg_yerr *yerr)
{
    const wg_ynode *name = NULL;
    const char *rsname = NULL;
    int rc = wg_y_map(yerr, doc, doc->root);
    if (rc == WG_OK)
        rc = wg_y_need(yerr, doc, doc->root, "ruleset", &name);
    if (rc == WG_OK)
        rc = wg_y_str(yerr, doc, name, 32, &rsname);
    if (rc == WG_OK && !(s->rs = wg_ruleset_find(rsname)))
        rc = wg_y_fail(yerr, doc, name, "unknown ruleset '%s'", rsname);
    return rc;
}

/* Parse the text and let the ruleset build its data block. */
static int scenario_load(wg_scenario *s, const char *yaml, size_t len, wg_error *err)
{
    wg_ydoc doc;
    wg_yerr yerr;
    memset(&yerr, 0, sizeof yerr);
    int rc = wg_y_parse(&doc, &s->alloc, yaml, len, s->name, &yerr);
    if (rc == WG_OK && !doc.root)
        rc = wg_y_fail(&yerr, &doc, NULL, "empty document");
    if (rc == WG_OK && !s->rs)
        rc = scenario_find_ruleset(s, &doc, &yerr);
    size_t rs_size = 0;
    if (rc == WG_OK) {
        wg_loader L = { &s->alloc, &doc, &yerr };
        s->data = wg_calloc(&s->alloc, 1, s->rs->data_size);
        rc = s->data ? s->rs->load(&L, doc.root, s->data, &rs_size) : WG_ENOMEM;
        if (rc != WG_OK) {
            wg_free(&s->alloc, s->data);
            s->data = NULL;
        }
    }
    if (rc != WG_OK) {
        if (yerr.status == 0)
            wg_error_set(err, rc, 0, 0, "%s: %s", s->name, wg_strerror(rc));
        else
            wg_error_set(err, rc, yerr.line, yerr.column, "%s", yerr.message);
    }
    wg_y_free(&doc);
    if (rc == WG_OK) {
        s->rs_offset = round_up16(sizeof(wg_core_state));
        s->state_size = s->rs_offset + round_up16(rs_size);
    }
    return rc;
}

int wg_scenario_create(wg_scenario **out, const wg_ruleset *rs, const char *yaml, size_t len,
                       const char *name, const wg_options *opts, wg_error *err)
{
    wg_alloc a;
    int rc = WG_CREATE_BEGIN(out, yaml || !len, opts, &a, err);
    if (rc != WG_OK)
        return rc;
    if (!name)
        name = "<scenario>";
    wg_scenario *s = wg_calloc(&a, 1, sizeof *s);
    if (!s) {
        wg_error_set(err, WG_ENOMEM, 0, 0, "out of memory");
        return WG_ENOMEM;
    }
    s->refs = 1;
    s->alloc = a;
    s->rs = rs;
    s->name = wg_strndup(&a, name, strlen(name));
    rc = s->name ? scenario_load(s, yaml ? yaml : "", len, err) : WG_ENOMEM;
    /* copied once parsed: the parser refuses a len over its limit unread */
    if (rc == WG_OK && !(s->scenario = wg_strndup(&a, yaml ? yaml : "", len)))
        rc = WG_ENOMEM;
    s->scenario_len = len;
    if (rc != WG_OK) {
        if (err && err->status == 0)
            wg_error_set(err, rc, 0, 0, "%s: %s", name, wg_strerror(rc));
        wg_scenario_free(s);
        return rc;
    }
    *out = s;
    return WG_OK;
}

int wg_scenario_new(wg_scenario **out, const char *yaml, size_t len, const char *name,
                    const wg_options *opts, wg_error *err)
{
    return wg_scenario_create(out, NULL, yaml, len, name, opts, err);
}

WG_DEFINE_FROM_FILE(wg_scenario_open, wg_scenario, wg_scenario_new)

void wg_scenario_retain(wg_scenario *s)
{
    __atomic_add_fetch(&s->refs, 1, __ATOMIC_ACQ_REL);
}

void wg_scenario_free(wg_scenario *s)
{
    if (!s || __atomic_sub_fetch(&s->refs, 1, __ATOMIC_ACQ_REL) > 0)
        return;
    wg_alloc a = s->alloc;
    wg_free(&a, s->data);
    wg_free(&a, s->scenario);
    wg_free(&a, s->name);
    wg_free(&a, s);
}

const char *wg_scenario_ruleset(const wg_scenario *s)
{
    return s ? s->rs->name : NULL;
}
