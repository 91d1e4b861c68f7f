/*
 * The ruleset's own `check` against its legal list: over many seeded random
 * games (the shipped crossroads and skirmish scenarios, and a small crowded
 * board with generals, guns, cavalry, fences and terrain limits), at every
 * step every listed action is accepted, and every perturbation of one (each
 * field +-1, every other action type, out-of-range ids, changed reserved
 * fields) is accepted exactly when it is in the list, field by field as the
 * core compares actions. A refusal is WG_EILLEGAL with the core's message,
 * word for word ("not a legal answer now: " and the action described).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mob_test.h"

#define LIST_CAP 4096

static char *read_text(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    char *text = malloc(1 << 16);
    assert_non_null(text);
    *len = fread(text, 1, (1 << 16) - 1, f);
    text[*len] = '\0';
    fclose(f);
    return text;
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
        fail_msg("seed %llu step %ld: refusal says \"%s\", not \"%s\"", (unsigned long long)seed,
                 step, wg_game_last_error(g), msg);
}

static void perturb_fields(const wg_game *g, const wg_action *list, int n, const wg_action *a,
                           uint64_t seed, long step, tally *t)
{
    int nunits = wg_game_unit_count(g);
    for (int field = 0; field < 8; field++) {
        static const int32_t odd[] = { -1, 1, -2, 2, 100, -100 };
        static const int32_t ends[] = { -1, 0, 1, INT32_MIN, INT32_MAX };
        int32_t val[16];
        int nval = 0, set[16];
        for (int k = 0; k < (int)(sizeof odd / sizeof odd[0]); k++) {
            val[nval] = odd[k];
            set[nval++] = 0;
        }
        for (int k = 0; k < (int)(sizeof ends / sizeof ends[0]); k++) {
            val[nval] = ends[k];
            set[nval++] = 1;
        }
        val[nval] = nunits;
        set[nval++] = 1;
        for (int k = 0; k < nval; k++) {
            wg_action p = *a;
            int32_t *f[8] = { &p.unit, &p.weapon, &p.target, &p.part,
                              &p.card, &p.x,      &p.y,      &p.value };
            if (set[k])
                *f[field] = val[k];
            else
                *f[field] += val[k];
            expect(g, list, n, &p, seed, step, t);
        }
    }
}

/* Every listed action, and its perturbations, against the list. */
static void check_position(const wg_game *g, const wg_action *list, int n, uint64_t seed,
                           long step, tally *t)
{
    int nunits = wg_game_unit_count(g);
    t->steps++;
    for (int i = 0; i < n; i++) {
        const wg_action *a = &list[i];
        assert_int_equal(wg_game_check(g, a), WG_OK);
        t->accepted++;
        for (int type = 0; type <= 11; type++) {
            wg_action p = *a;
            p.type = type;
            expect(g, list, n, &p, seed, step, t);
        }
        perturb_fields(g, list, n, a, seed, step, t);
        /* two fields at once: the hex moved diagonally, unit and target swapped */
        wg_action p = *a;
        p.x += 1;
        p.y -= 1;
        expect(g, list, n, &p, seed, step, t);
        p = *a;
        p.unit = a->target;
        p.target = a->unit;
        expect(g, list, n, &p, seed, step, t);
        /* the fence choice with other values */
        p = *a;
        p.value = WG_MOB_CHOICE_REMOVE_FENCE;
        expect(g, list, n, &p, seed, step, t);
        /* reserved fields are not compared */
        p = *a;
        p.reserved[0] = 7;
        p.reserved[2] = -3;
        expect(g, list, n, &p, seed, step, t);
    }
    /* answers of every type made the usual way; every unit firing at every unit,
     * choosing the fence, and stepping (or retreating) to every hex next to every unit */
    for (int type = 0; type <= 11; type++) {
        wg_action p;
        wg_action_init(&p, type);
        expect(g, list, n, &p, seed, step, t);
    }
    for (int u = 0; u < nunits; u++) {
        wg_action p;
        wg_action_init(&p, WG_ACT_CHOOSE);
        p.unit = u;
        p.value = WG_MOB_CHOICE_REMOVE_FENCE;
        expect(g, list, n, &p, seed, step, t);
        for (int v = 0; v < nunits; v++) {
            wg_action_init(&p, WG_ACT_FIRE);
            p.unit = u;
            p.target = v;
            expect(g, list, n, &p, seed, step, t);
        }
    }
    for (int u = 0; u < nunits; u++) {
        wg_unit_info ui = WG_UNIT_INFO_INIT;
        if (wg_game_unit(g, u, &ui) != WG_OK || !(ui.flags & WG_UNIT_ON_BOARD))
            continue;
        for (int dir = 0; dir < 7; dir++) {
            wg_hex h = dir < 6 ? wg_hex_neighbor(wg_hex_make(ui.x, ui.y), dir)
                               : wg_hex_make(ui.x, ui.y);
            for (int v = 0; v < nunits; v++) {
                static const int types[] = { WG_ACT_MOVE, WG_ACT_RETREAT };
                for (int k = 0; k < 2; k++) {
                    wg_action p;
                    wg_action_init(&p, types[k]);
                    p.unit = v;
                    p.x = h.q;
                    p.y = h.r;
                    expect(g, list, n, &p, seed, step, t);
                }
            }
        }
    }
}

/* One random game, checked at every step. */
static void run_game(const char *text, size_t len, const char *name, uint64_t seed, tally *t)
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
        if (decision(g).type == WG_DEC_NONE)
            break;
        int n = wg_game_legal_actions(g, list, LIST_CAP);
        assert_true(n > 0 && n <= LIST_CAP);
        check_position(g, list, n, seed, step, t);
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        /* lean on the last answer (PASS) less, so phases last */
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
    printf("%s: %ld positions, %ld listed actions, %ld perturbed (%ld of them legal)\n", what,
           t->steps, t->accepted, t->perturbed, t->perturbed_legal);
}

static void scenario(const char *file, int seeds)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", MOB_SCENARIO_DIR, file);
    size_t len;
    char *text = read_text(path, &len);
    tally t = { 0, 0, 0, 0 };
    for (uint64_t seed = 1; seed <= (uint64_t)seeds; seed++)
        run_game(text, len, file, seed, &t);
    report(file, &t);
    assert_true(t.perturbed_legal > 0);
    free(text);
}

static void crossroads_check_matches_list(void **state)
{
    (void)state;
    scenario("mob-crossroads.yaml", 6);
}

static void skirmish_check_matches_list(void **state)
{
    (void)state;
    scenario("mob-skirmish.yaml", 6);
}

/* A crowded board: generals stacked with units, guns, cavalry, fences, hills, a river. */
static const char crowded_yaml[] =
    MOB_HEAD(MOB_TERRAIN(fence, 3, 3) MOB_TERRAIN(fence, 5, 3) MOB_TERRAIN(hill, 1, 1)
             MOB_TERRAIN(hill, 7, 5) MOB_TERRAIN(wood, 4, 2) MOB_TERRAIN(built_up, 4, 4)
             MOB_TERRAIN(river, 2, 3) MOB_TERRAIN(bridge, 6, 3) MOB_TERRAIN(fieldworks, 3, 2)
             MOB_TERRAIN(tall_crops, 5, 4) MOB_TERRAIN(rough, 1, 4) MOB_TERRAIN(sand, 7, 2)
             MOB_TERRAIN(field, 2, 5) MOB_TERRAIN(orchard, 6, 1))
    MOB_UNIT(0, infantry, 3, 4)
    MOB_UNIT(0, general, 3, 4)
    MOB_UNIT(0, infantry, 4, 5)
    MOB_UNIT(0, machine_gun, 5, 5)
    MOB_UNIT(0, cavalry, 2, 4)
    MOB_UNIT(0, smoothbore_artillery, 7, 5)
    MOB_UNIT(0, rifled_artillery, 1, 5)
    MOB_UNIT(0, general, 6, 6)
    MOB_UNIT(1, infantry, 3, 2)
    MOB_UNIT(1, general, 3, 2)
    MOB_UNIT(1, infantry, 4, 1)
    MOB_UNIT(1, machine_gun, 5, 2)
    MOB_UNIT(1, cavalry, 6, 2)
    MOB_UNIT(1, smoothbore_artillery, 1, 1)
    MOB_UNIT(1, rifled_artillery, 7, 1)
    MOB_UNIT(1, general, 2, 0);

static void crowded_board_check_matches_list(void **state)
{
    (void)state;
    tally t = { 0, 0, 0, 0 };
    for (uint64_t seed = 1; seed <= 15; seed++)
        run_game(crowded_yaml, strlen(crowded_yaml), "crowded.yaml", seed, &t);
    report("crowded board", &t);
    assert_true(t.perturbed_legal > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(crossroads_check_matches_list),
        cmocka_unit_test(skirmish_check_matches_list),
        cmocka_unit_test(crowded_board_check_matches_list),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
