/*
 * The ruleset's own `check` against its legal list: over many seeded random
 * games (the shipped scenarios, Op Fire on and off, both draw variants), at
 * every step every listed action is accepted, and every perturbation of one
 * (each field moved, every other action type, ids at and past the ends of
 * their ranges, changed reserved fields) and a sweep of answers made from
 * scratch (every unit's step to every hex next to any unit, every fire of
 * every unit at every unit, every Op Fire of every unit with every card,
 * every card played, every declaration, every choice) is accepted exactly
 * when it is in the list, field by field as the core compares actions. A
 * refusal is WG_EILLEGAL with the core's message.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "m44_test.h"

#define LIST_CAP 4096

static char *read_text(const char *name, size_t *len)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", M44_SCENARIO_DIR, name);
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    char *buf = malloc(65536);
    assert_non_null(buf);
    *len = fread(buf, 1, 65535, f);
    buf[*len] = '\0';
    fclose(f);
    return buf;
}

/* The text with the first `from` replaced by `to` (a new block). */
static char *replaced(const char *text, const char *from, const char *to)
{
    const char *at = strstr(text, from);
    assert_non_null(at);
    size_t head = (size_t)(at - text), n = strlen(text) - strlen(from) + strlen(to);
    char *out = malloc(n + 1);
    assert_non_null(out);
    memcpy(out, text, head);
    strcpy(out + head, to);
    strcat(out, at + strlen(from));
    return out;
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

typedef struct tally {
    long steps, accepted, perturbed, perturbed_legal;
    long kinds[WG_ACT_RETREAT + 8];
} tally;

static void expect(const wg_game *g, const wg_action *list, int n, const wg_action *a,
                   uint64_t seed, long step, tally *t)
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
    if (!want && rc != WG_EILLEGAL)
        fail_msg("seed %llu step %ld: unlisted action got %s (type %d unit %d weapon %d "
                 "target %d part %d card %d x %d y %d value %d)",
                 (unsigned long long)seed, step, wg_strerror(rc), a->type, a->unit, a->weapon,
                 a->target, a->part, a->card, a->x, a->y, a->value);
    if (!want) {
        char line[200], msg[256];
        wg_action_describe(g, a, line, sizeof line);
        snprintf(msg, sizeof msg, "not a legal answer now: %s", line);
        if (strcmp(wg_game_last_error(g), msg) != 0)
            fail_msg("seed %llu step %ld: refusal says \"%s\", the core says \"%s\"",
                     (unsigned long long)seed, step, wg_game_last_error(g), msg);
    }
}

static int card_count(const wg_game *g)
{
    int n = 0;
    while (wg_m44_card_kind_of(g, n) >= 0)
        n++;
    return n;
}

static void set_field(wg_action *p, int field, int32_t v, int add)
{
    int32_t *f[8] = { &p->unit, &p->weapon, &p->target, &p->part,
                      &p->card, &p->x,      &p->y,      &p->value };
    if (add)
        *f[field] += v;
    else
        *f[field] = v;
}

/* Every listed action, its perturbations, and answers made from scratch, against the list. */
static void check_position(const wg_game *g, const wg_action *list, int n, uint64_t seed,
                           long step, tally *t)
{
    int nunits = wg_game_unit_count(g), ncards = card_count(g);
    t->steps++;
    for (int i = 0; i < n; i++) {
        const wg_action *a = &list[i];
        assert_int_equal(wg_game_check(g, a), WG_OK);
        t->accepted++;
        if (a->type >= 0 && a->type < (int)(sizeof t->kinds / sizeof t->kinds[0]))
            t->kinds[a->type]++;
        for (int type = 0; type <= 11; type++) {
            wg_action p = *a;
            p.type = type;
            expect(g, list, n, &p, seed, step, t);
        }
        for (int field = 0; field < 8; field++) {
            static const int32_t odd[] = { -1, 1, -2, 2, 100, -100 };
            for (int k = 0; k < (int)(sizeof odd / sizeof odd[0]); k++) {
                wg_action p = *a;
                set_field(&p, field, odd[k], 1);
                expect(g, list, n, &p, seed, step, t);
            }
            const int32_t ends[] = { -1, 0, INT32_MIN, INT32_MAX, nunits, ncards };
            for (int k = 0; k < (int)(sizeof ends / sizeof ends[0]); k++) {
                wg_action p = *a;
                set_field(&p, field, ends[k], 0);
                expect(g, list, n, &p, seed, step, t);
            }
        }
        /* two fields at once: the hex moved diagonally, unit and target swapped */
        wg_action p = *a;
        p.x += 1;
        p.y -= 1;
        expect(g, list, n, &p, seed, step, t);
        p = *a;
        p.unit = a->target;
        p.target = a->unit;
        expect(g, list, n, &p, seed, step, t);
        /* reserved fields are not compared */
        p = *a;
        p.reserved[0] = 7;
        p.reserved[2] = -3;
        expect(g, list, n, &p, seed, step, t);
    }
    /* answers of every type made the usual way */
    for (int type = 0; type <= 11; type++) {
        wg_action p;
        wg_action_init(&p, type);
        expect(g, list, n, &p, seed, step, t);
        for (int v = 0; v <= 3; v++) {
            p.value = v;
            expect(g, list, n, &p, seed, step, t);
        }
    }
    for (int c = -1; c <= ncards; c++) {
        wg_action p;
        wg_action_init(&p, WG_ACT_PLAY);
        p.card = c;
        expect(g, list, n, &p, seed, step, t);
        p.type = WG_ACT_CHOOSE;
        expect(g, list, n, &p, seed, step, t);
    }
    for (int u = -1; u <= nunits; u++) {
        wg_action p;
        wg_action_init(&p, WG_ACT_DECLARE);
        p.unit = u;
        expect(g, list, n, &p, seed, step, t);
        wg_action_init(&p, WG_ACT_DECLARE);
        p.target = u;
        expect(g, list, n, &p, seed, step, t);
        wg_action_init(&p, WG_ACT_CHOOSE);
        p.unit = u;
        p.value = WG_M44_CHOICE_CLEAR_WIRE;
        expect(g, list, n, &p, seed, step, t);
        for (int v = -1; v <= nunits; v++) { /* every fire */
            wg_action_init(&p, WG_ACT_FIRE);
            p.unit = u;
            p.target = v;
            expect(g, list, n, &p, seed, step, t);
        }
        for (int c = -1; c <= ncards; c++) { /* every Op Fire */
            wg_action_init(&p, WG_ACT_FIRE);
            p.unit = u;
            p.card = c;
            expect(g, list, n, &p, seed, step, t);
        }
    }
    /* every unit's step to every hex next to every unit (cross-unit moves) */
    for (int u = 0; u < nunits; u++) {
        wg_unit_info ui = WG_UNIT_INFO_INIT;
        if (wg_game_unit(g, u, &ui) != WG_OK || !(ui.flags & WG_UNIT_ON_BOARD))
            continue;
        for (int dir = 0; dir < 7; dir++) {
            wg_hex h = dir < 6 ? wg_hex_neighbor(wg_hex_make(ui.x, ui.y), dir)
                               : wg_hex_make(ui.x, ui.y);
            for (int v = 0; v < nunits; v++) {
                wg_action p;
                wg_action_init(&p, WG_ACT_MOVE);
                p.unit = v;
                p.x = h.q;
                p.y = h.r;
                expect(g, list, n, &p, seed, step, t);
            }
        }
    }
}

/* One random game, checked at every step. */
static void run_game(const char *text, const char *name, uint64_t seed, tally *t)
{
    wg_options opts = WG_OPTIONS_INIT;
    opts.flags = WG_OPT_NO_LOG | WG_OPT_NO_HISTORY;
    wg_game *g = NULL;
    wg_error err;
    if (wg_game_new(&g, text, strlen(text), name, seed, &opts, &err) != WG_OK)
        fail_msg("%s", err.message);
    static wg_action list[LIST_CAP];
    uint64_t rng = seed * UINT64_C(0x9E3779B97F4A7C15) | 1;
    for (long step = 0; step < 100000; step++) {
        if (decision(g).type == WG_DEC_NONE)
            break;
        int n = wg_game_legal_actions(g, list, LIST_CAP);
        assert_true(n > 0 && n <= LIST_CAP);
        check_position(g, list, n, seed, step, t);
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        /* lean on the last answer (PASS / RESOLVE) less, so phases last */
        int i = (int)(rng % (uint64_t)n);
        if (i == n - 1 && n > 1 && (rng >> 32) % 4)
            i = (int)((rng >> 8) % (uint64_t)(n - 1));
        int rc = wg_game_apply(g, &list[i]);
        if (rc != WG_OK)
            fail_msg("seed %llu step %ld: %s", (unsigned long long)seed, step,
                     wg_game_last_error(g));
    }
    assert_int_equal(decision(g).type, WG_DEC_NONE);
    /* over: nothing is legal */
    wg_action p;
    wg_action_init(&p, WG_ACT_PASS);
    assert_int_equal(wg_game_check(g, &p), WG_ESTATE);
    wg_game_free(g);
}

static void report(const char *what, const tally *t)
{
    printf("%s: %ld positions, %ld listed actions (play %ld, declare %ld, move %ld, "
           "fire %ld, choose %ld), %ld perturbed (%ld of them legal)\n",
           what, t->steps, t->accepted, t->kinds[WG_ACT_PLAY], t->kinds[WG_ACT_DECLARE],
           t->kinds[WG_ACT_MOVE], t->kinds[WG_ACT_FIRE], t->kinds[WG_ACT_CHOOSE], t->perturbed,
           t->perturbed_legal);
}

static void run_scenario(const char *file, const char *from, const char *to, int seeds)
{
    size_t len;
    char *text = read_text(file, &len);
    char *variant = from ? replaced(text, from, to) : NULL;
    tally t;
    memset(&t, 0, sizeof t);
    for (uint64_t seed = 1; seed <= (uint64_t)seeds; seed++)
        run_game(variant ? variant : text, file, seed, &t);
    char what[200];
    snprintf(what, sizeof what, "%s%s%s", file, from ? ", " : "", from ? to : "");
    report(what, &t);
    assert_true(t.perturbed_legal > 0);
    assert_true(t.kinds[WG_ACT_MOVE] > 0 && t.kinds[WG_ACT_FIRE] > 0);
    free(variant);
    free(text);
}

static void opfire_check_matches_list(void **state)
{
    (void)state;
    run_scenario("m44-opfire.yaml", NULL, NULL, 6);
}

static void opfire_limited_draw_check_matches_list(void **state)
{
    (void)state;
    run_scenario("m44-opfire.yaml", "op_fire_draw: standard", "op_fire_draw: limited", 4);
}

static void base_check_matches_list(void **state)
{
    (void)state;
    run_scenario("m44-base.yaml", NULL, NULL, 6);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(opfire_check_matches_list),
        cmocka_unit_test(opfire_limited_draw_check_matches_list),
        cmocka_unit_test(base_check_matches_list),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
