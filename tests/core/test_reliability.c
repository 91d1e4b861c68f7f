/*
 * What a hostile host found (issue 16): a length that is a lie, a save whose
 * ruleset field disagrees with its scenario, unknown option flags, a garbage
 * agent, and a game freed from inside its own event callback. Each case is
 * refused cleanly or made safe, and nothing leaks.
 */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "race.h"

static const char race_yaml[] = "ruleset: race\ngoal: 12\nplayers: [Ann, Bob]\n";

static wg_game *new_race(uint64_t seed, const wg_options *opts)
{
    wg_game *g = NULL;
    wg_error err;
    assert_int_equal(wg_game_new_with(&g, &race_ruleset, race_yaml, strlen(race_yaml), "race",
                                      seed, opts, &err),
                     WG_OK);
    return g;
}

static wg_action act(int type)
{
    wg_action a = WG_ACTION_INIT;
    a.type = type;
    return a;
}

/* ------------------------------------------------------------ F1: a huge len */

/* Text that ends right before an unreadable page: reading one byte past its
 * NUL faults, so a reader that trusts a huge len crashes here. */
typedef struct guarded {
    char *base;
    size_t page;
    const char *text;
} guarded;

static guarded guard_text(const char *s)
{
    guarded gd;
    gd.page = (size_t)sysconf(_SC_PAGESIZE);
    gd.base = mmap(NULL, 2 * gd.page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    assert_true(gd.base != MAP_FAILED);
    assert_int_equal(mprotect(gd.base + gd.page, gd.page, PROT_NONE), 0);
    size_t n = strlen(s) + 1;
    memcpy(gd.base + gd.page - n, s, n);
    gd.text = gd.base + gd.page - n;
    return gd;
}

static void unguard(guarded *gd)
{
    munmap(gd->base, 2 * gd->page);
}

static void a_scenario_len_of_size_max_is_over_the_limit(void **state)
{
    (void)state;
    guarded gd = guard_text("ruleset: ogre");
    wg_game *g = (wg_game *)&gd; /* not NULL: the call must clear it */
    wg_error err;
    assert_int_equal(wg_game_new(&g, gd.text, SIZE_MAX, "huge.yaml", 1, NULL, &err), WG_ELIMIT);
    assert_null(g);
    assert_non_null(strstr(err.message, "longer than"));
    unguard(&gd);
}

static void a_save_len_of_size_max_is_over_the_limit(void **state)
{
    (void)state;
    guarded gd = guard_text("libwargame_save: 1\n");
    wg_game *g = (wg_game *)&gd;
    wg_error err;
    assert_int_equal(wg_game_load(&g, gd.text, SIZE_MAX, "huge.yaml", NULL, &err), WG_ELIMIT);
    assert_null(g);
    assert_non_null(strstr(err.message, "longer than"));
    /* just over the limit is refused the same way */
    assert_int_equal(wg_game_load(&g, gd.text, (size_t)4 * 1024 * 1024 + 1, "big.yaml", NULL,
                                  &err),
                     WG_ELIMIT);
    assert_null(g);
    unguard(&gd);
}

/* ------------------------------------------------------------ F2: the save's ruleset field */

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    char *buf = malloc(1 << 20);
    *len = fread(buf, 1, (1 << 20) - 1, f);
    buf[*len] = '\0';
    fclose(f);
    return buf;
}

static char *save_of(const wg_game *g)
{
    size_t len = 0;
    assert_int_equal(wg_game_save(g, NULL, 0, &len), WG_OK);
    char *buf = malloc(len + 1);
    assert_int_equal(wg_game_save(g, buf, len + 1, &len), WG_OK);
    return buf;
}

/* Replace the first `from` line with `to` (same length or shorter). */
static void edit_line(char *text, const char *from, const char *to)
{
    char *at = strstr(text, from);
    assert_non_null(at);
    size_t nf = strlen(from), nt = strlen(to);
    memmove(at + nt, at + nf, strlen(at + nf) + 1);
    memcpy(at, to, nt);
}

static void a_save_whose_ruleset_field_disagrees_is_refused(void **state)
{
    (void)state;
    size_t len;
    char *scenario = read_file(SCENARIO_DIR "/m44-base.yaml", &len);
    wg_game *g = NULL;
    assert_int_equal(wg_game_new(&g, scenario, len, "m44-base.yaml", 3, NULL, NULL), WG_OK);
    wg_agent ag;
    wg_agent_init(&ag, WG_AGENT_RANDOM, 5);
    wg_game_set_agent(g, 0, wg_agent_decide, &ag);
    wg_game_set_agent(g, 1, wg_agent_decide, &ag);
    wg_game_run(g, 10);
    char *save = save_of(g);
    wg_game *back = NULL;
    wg_error err;
    assert_int_equal(wg_game_load(&back, save, strlen(save), "s.yaml", NULL, &err), WG_OK);
    assert_int_equal(wg_game_hash(back), wg_game_hash(g));
    wg_game_free(back);

    edit_line(save, "\nruleset: m44\n", "\nruleset: fow\n");
    back = (wg_game *)&err;
    assert_int_equal(wg_game_load(&back, save, strlen(save), "s.yaml", NULL, &err), WG_EPARSE);
    assert_null(back);
    assert_non_null(strstr(err.message, "s.yaml:4:"));
    assert_non_null(strstr(err.message, "ruleset"));
    assert_non_null(strstr(err.message, "'fow'"));
    assert_non_null(strstr(err.message, "'m44'"));
    free(save);
    free(scenario);
    wg_game_free(g);
}

static void a_save_library_field_is_informative_but_a_string(void **state)
{
    (void)state;
    wg_game *g = new_race(1, NULL);
    char *save = save_of(g);
    edit_line(save, "library: \"" WG_VERSION_STRING "\"", "library: \"9.9.9\"");
    wg_game *back = NULL;
    wg_error err;
    assert_int_equal(wg_game_load_with(&back, &race_ruleset, save, strlen(save), "s.yaml", NULL,
                                       &err),
                     WG_OK);
    wg_game_free(back);
    edit_line(save, "library: \"9.9.9\"", "library: [9]");
    assert_int_equal(wg_game_load_with(&back, &race_ruleset, save, strlen(save), "s.yaml", NULL,
                                       &err),
                     WG_EPARSE);
    assert_null(back);
    assert_non_null(strstr(err.message, "s.yaml:3:"));
    free(save);
    wg_game_free(g);
}

/* ------------------------------------------------------------ F3: option flags */

static void unknown_option_flags_are_refused_everywhere(void **state)
{
    (void)state;
    wg_options o = WG_OPTIONS_INIT;
    o.flags = 0xffff0000u;
    wg_game *g = (wg_game *)&o;
    wg_error err;
    assert_int_equal(wg_game_new_with(&g, &race_ruleset, race_yaml, strlen(race_yaml), "race", 1,
                                      &o, &err),
                     WG_EINVAL);
    assert_null(g);
    assert_non_null(strstr(err.message, "0xffff0000"));
    assert_int_equal(wg_game_open(&g, SCENARIO_DIR "/ogre-basic.yaml", 1, &o, &err), WG_EINVAL);
    assert_null(g);

    wg_game *src = new_race(1, NULL);
    char *save = save_of(src);
    g = src;
    assert_int_equal(wg_game_load_with(&g, &race_ruleset, save, strlen(save), "s", &o, &err),
                     WG_EINVAL);
    assert_null(g);
    assert_int_equal(wg_game_clone_with(&g, src, 0xffff0000u), WG_EINVAL);
    assert_null(g);
    /* the known flags still work */
    o.flags = WG_OPT_NO_LOG | WG_OPT_NO_HISTORY;
    assert_int_equal(wg_game_new_with(&g, &race_ruleset, race_yaml, strlen(race_yaml), "race", 1,
                                      &o, &err),
                     WG_OK);
    wg_game_free(g);
    free(save);
    wg_game_free(src);
}

/* ------------------------------------------------------------ F4: garbage agents */

static void wg_agent_decide_refuses_what_wg_agent_init_would(void **state)
{
    (void)state;
    wg_game *g = new_race(1, NULL);
    wg_decision d;
    wg_game_decision(g, &d);
    wg_action a;
    wg_agent ag;
    assert_int_equal(wg_agent_init(&ag, 77, 1), WG_EINVAL);

    wg_agent_init(&ag, WG_AGENT_RANDOM, 1);
    ag.kind = 77;
    assert_int_equal(wg_agent_decide(&ag, g, &d, &a), WG_EINVAL);
    ag.kind = -1;
    assert_int_equal(wg_agent_decide(&ag, g, &d, &a), WG_EINVAL);

    wg_agent_init(&ag, WG_AGENT_GREEDY, 1);
    ag.size = 0xdeadbeef;
    assert_int_equal(wg_agent_decide(&ag, g, &d, &a), WG_EINVAL);
    ag.size = sizeof ag - 1;
    assert_int_equal(wg_agent_decide(&ag, g, &d, &a), WG_EINVAL);

    /* wg_game_run passes the refusal on and changes nothing */
    uint64_t before = wg_game_hash(g);
    wg_agent_init(&ag, WG_AGENT_RANDOM, 1);
    ag.kind = 5;
    wg_game_set_agent(g, 0, wg_agent_decide, &ag);
    assert_int_equal(wg_game_run(g, 0), WG_EINVAL);
    assert_int_equal(wg_game_hash(g), before);

    wg_agent_init(&ag, WG_AGENT_RANDOM, 1);
    assert_int_equal(wg_agent_decide(&ag, g, &d, &a), WG_OK);
    wg_game_free(g);
}

/* ------------------------------------------------------------ F6: free from a callback */

/*
 * An allocator that poisons and keeps what is freed until the test ends:
 * a read after free sees 0xAB bytes instead of crashing at random, and the
 * test counts live blocks.
 */
typedef struct quarantine {
    void *freed[256];
    int nfreed;
    long live;
} quarantine;

static void *q_malloc(void *p, size_t n)
{
    quarantine *q = p;
    size_t *m = malloc(n + sizeof(size_t) * 2);
    if (!m)
        return NULL;
    m[0] = n;
    q->live++;
    return m + 2;
}

static void q_free(void *p, void *ptr)
{
    quarantine *q = p;
    if (!ptr)
        return;
    size_t *m = (size_t *)ptr - 2;
    memset(ptr, 0xAB, m[0]);
    q->live--;
    if (q->nfreed < 256)
        q->freed[q->nfreed++] = m;
    else
        free(m);
}

static void *q_realloc(void *p, void *ptr, size_t n)
{
    if (!ptr)
        return q_malloc(p, n);
    size_t *old = (size_t *)ptr - 2;
    void *nw = q_malloc(p, n);
    if (!nw)
        return NULL;
    memcpy(nw, ptr, old[0] < n ? old[0] : n);
    q_free(p, ptr);
    return nw;
}

static wg_options quarantine_options(quarantine *q)
{
    wg_options o = WG_OPTIONS_INIT;
    o.malloc_fn = q_malloc;
    o.realloc_fn = q_realloc;
    o.free_fn = q_free;
    o.alloc_payload = q;
    return o;
}

static void quarantine_release(quarantine *q)
{
    for (int i = 0; i < q->nfreed; i++)
        free(q->freed[i]);
}

typedef struct freeing {
    int calls;
    int free_at;
} freeing;

static void free_on_event(void *payload, const wg_game *g, const wg_event *ev)
{
    (void)ev;
    freeing *f = payload;
    if (++f->calls == f->free_at)
        wg_game_free((wg_game *)g);
}

static void freeing_the_game_from_its_event_callback_is_deferred(void **state)
{
    (void)state;
    quarantine q = { { 0 }, 0, 0 };
    wg_options o = quarantine_options(&q);
    wg_game *g = new_race(1, &o);
    freeing f = { 0, 1 };
    wg_game_on_event(g, free_on_event, &f);
    wg_action pass = act(WG_ACT_PASS); /* a move and a turn: several events */
    assert_int_equal(wg_game_apply(g, &pass), WG_OK);
    assert_int_equal(f.calls, 1); /* no event after the free */
    assert_int_equal(q.live, 0);  /* freed, all of it */
    quarantine_release(&q);
}

static void freeing_the_game_from_a_callback_stops_wg_game_run(void **state)
{
    (void)state;
    quarantine q = { { 0 }, 0, 0 };
    wg_options o = quarantine_options(&q);
    wg_game *g = new_race(2, &o);
    wg_agent ag;
    wg_agent_init(&ag, WG_AGENT_GREEDY, 3);
    wg_game_set_agent(g, 0, wg_agent_decide, &ag);
    wg_game_set_agent(g, 1, wg_agent_decide, &ag);
    freeing f = { 0, 7 };
    wg_game_on_event(g, free_on_event, &f);
    assert_int_equal(wg_game_run(g, 0), WG_OK);
    assert_int_equal(f.calls, 7);
    assert_int_equal(q.live, 0);
    quarantine_release(&q);
}

static int free_in_agent(void *payload, const wg_game *g, const wg_decision *d, wg_action *out)
{
    (void)d;
    int *calls = payload;
    ++*calls;
    wg_game_free((wg_game *)g);
    *out = act(WG_ACT_PASS);
    return WG_OK;
}

static void freeing_the_game_from_its_agent_stops_wg_game_run(void **state)
{
    (void)state;
    quarantine q = { { 0 }, 0, 0 };
    wg_options o = quarantine_options(&q);
    wg_game *g = new_race(2, &o);
    int calls = 0;
    wg_game_set_agent(g, 0, free_in_agent, &calls);
    wg_game_set_agent(g, 1, free_in_agent, &calls);
    assert_int_equal(wg_game_run(g, 0), WG_OK);
    assert_int_equal(calls, 1);
    assert_int_equal(q.live, 0);
    quarantine_release(&q);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_scenario_len_of_size_max_is_over_the_limit),
        cmocka_unit_test(a_save_len_of_size_max_is_over_the_limit),
        cmocka_unit_test(a_save_whose_ruleset_field_disagrees_is_refused),
        cmocka_unit_test(a_save_library_field_is_informative_but_a_string),
        cmocka_unit_test(unknown_option_flags_are_refused_everywhere),
        cmocka_unit_test(wg_agent_decide_refuses_what_wg_agent_init_would),
        cmocka_unit_test(freeing_the_game_from_its_event_callback_is_deferred),
        cmocka_unit_test(freeing_the_game_from_a_callback_stops_wg_game_run),
        cmocka_unit_test(freeing_the_game_from_its_agent_stops_wg_game_run),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
