/* The shared half of the rulesets' check-against-the-list tests (check_harness.h). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "check_harness.h"

#define LIST_CAP 4096

ch_tally ch_tally_zero(void)
{
    ch_tally t;
    memset(&t, 0, sizeof t);
    return t;
}

/* Field by field, as the core's wg_action_equal (reserved fields ignored). */
static int same(const wg_action *a, const wg_action *b)
{
    return a->type == b->type && a->unit == b->unit && a->weapon == b->weapon &&
           a->target == b->target && a->part == b->part && a->card == b->card &&
           a->x == b->x && a->y == b->y && a->value == b->value;
}

static int listed(const wg_action *list, int n, const wg_action *a)
{
    for (int i = 0; i < n; i++)
        if (same(&list[i], a))
            return 1;
    return 0;
}

void ch_expect(const wg_game *g, const wg_action *list, int n, const wg_action *a,
               uint64_t seed, long step, ch_tally *t)
{
    int want = listed(list, n, a);
    int rc = wg_game_check(g, a);
    t->perturbed++;
    t->perturbed_legal += want;
    if (want && rc != WG_OK)
        fail_msg("seed %llu step %ld: listed action refused (type %d unit %d weapon %d "
                 "target %d part %d card %d x %d y %d value %d): %s",
                 (unsigned long long)seed, step, a->type, a->unit, a->weapon, a->target,
                 a->part, a->card, a->x, a->y, a->value, wg_game_last_error(g));
    if (want)
        return;
    if (rc != WG_EILLEGAL)
        fail_msg("seed %llu step %ld: unlisted action got %s (type %d unit %d weapon %d "
                 "target %d part %d card %d x %d y %d value %d)",
                 (unsigned long long)seed, step, wg_strerror(rc), a->type, a->unit, a->weapon,
                 a->target, a->part, a->card, a->x, a->y, a->value);
    char line[200], msg[256];
    wg_action_describe(g, a, line, sizeof line);
    snprintf(msg, sizeof msg, "not a legal answer now: %s", line);
    if (strcmp(wg_game_last_error(g), msg) != 0)
        fail_msg("seed %llu step %ld: refusal says \"%s\", the core says \"%s\"",
                 (unsigned long long)seed, step, wg_game_last_error(g), msg);
}

static wg_decision decision_of(const wg_game *g)
{
    wg_decision d;
    wg_game_decision(g, &d);
    return d;
}

/* A random index, leaning on the last answer (PASS / RESOLVE) less, so phases last. */
static int pick(uint64_t *rng, int n)
{
    *rng ^= *rng << 13;
    *rng ^= *rng >> 7;
    *rng ^= *rng << 17;
    int i = (int)(*rng % (uint64_t)n);
    if (i == n - 1 && n > 1 && (*rng >> 32) % 4)
        i = (int)((*rng >> 8) % (uint64_t)(n - 1));
    return i;
}

void ch_play(const char *text, size_t len, const char *name, uint64_t seed,
             ch_position_fn position, ch_tally *t)
{
    wg_options opts = WG_OPTIONS_INIT;
    opts.flags = WG_OPT_NO_LOG | WG_OPT_NO_HISTORY;
    wg_game *g = NULL;
    wg_error err;
    if (wg_game_new(&g, text, len, name, seed, &opts, &err) != WG_OK)
        fail_msg("%s", err.message);
    static wg_action list[LIST_CAP];
    uint64_t rng = seed * UINT64_C(0x9E3779B97F4A7C15) | 1;
    for (long step = 0; step < 100000; step++) {
        if (decision_of(g).type == WG_DEC_NONE)
            break;
        int n = wg_game_legal_actions(g, list, LIST_CAP);
        assert_true(n > 0 && n <= LIST_CAP);
        position(g, list, n, seed, step, t);
        for (int i = 0; i < n; i++)
            if (list[i].type >= 0 && list[i].type < (int)(sizeof t->kinds / sizeof t->kinds[0]))
                t->kinds[list[i].type]++;
        int rc = wg_game_apply(g, &list[pick(&rng, n)]);
        if (rc != WG_OK)
            fail_msg("seed %llu step %ld: %s", (unsigned long long)seed, step,
                     wg_game_last_error(g));
    }
    assert_int_equal(decision_of(g).type, WG_DEC_NONE);
    wg_action p; /* over: nothing is legal */
    wg_action_init(&p, WG_ACT_PASS);
    assert_int_equal(wg_game_check(g, &p), WG_ESTATE);
    wg_game_free(g);
}

void ch_report(const char *what, const ch_tally *t)
{
    printf("%s: %ld positions, %ld listed actions (move %ld, declare %ld, fire %ld, play %ld, "
           "choose %ld), %ld perturbed (%ld of them legal)\n",
           what, t->steps, t->accepted, t->kinds[WG_ACT_MOVE], t->kinds[WG_ACT_DECLARE],
           t->kinds[WG_ACT_FIRE], t->kinds[WG_ACT_PLAY], t->kinds[WG_ACT_CHOOSE], t->perturbed,
           t->perturbed_legal);
}
