/*
 * The ruleset's own `check` against its legal list: over many seeded random
 * games (the shipped basic scenario with and without splitfire, and a small
 * crowded board for stacking, ramming and overruns), at every step every
 * listed action is accepted, and every perturbation of one (each field
 * +-1, every other action type, out-of-range ids, changed reserved fields)
 * is accepted exactly when it is in the list, field by field as the core
 * compares actions. A refusal is WG_EILLEGAL with the core's message.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ogre_test.h"

#define LIST_CAP 4096

static char *basic;
static size_t basic_len;
static char *basic_nosplit;

static int read_scenario(void **state)
{
    (void)state;
    FILE *f = fopen(OGRE_BASIC, "rb");
    assert_non_null(f);
    basic = malloc(1 << 16);
    basic_len = fread(basic, 1, (1 << 16) - 1, f);
    basic[basic_len] = '\0';
    fclose(f);
    const char *at = strstr(basic, "splitfire: true");
    assert_non_null(at);
    size_t head = (size_t)(at - basic);
    basic_nosplit = malloc(basic_len + 2);
    memcpy(basic_nosplit, basic, head);
    strcpy(basic_nosplit + head, "splitfire: false");
    strcpy(basic_nosplit + head + 16, at + 15);
    return 0;
}

static int free_scenario(void **state)
{
    (void)state;
    free(basic);
    free(basic_nosplit);
    return 0;
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
    if (!want && rc != WG_EILLEGAL)
        fail_msg("seed %llu step %ld: unlisted action got %s (type %d unit %d weapon %d "
                 "target %d part %d card %d x %d y %d value %d)",
                 (unsigned long long)seed, step, wg_strerror(rc), a->type, a->unit, a->weapon,
                 a->target, a->part, a->card, a->x, a->y, a->value);
    if (!want && strncmp(wg_game_last_error(g), "not a legal answer now: ", 24) != 0)
        fail_msg("seed %llu step %ld: refusal says \"%s\"", (unsigned long long)seed, step,
                 wg_game_last_error(g));
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
        for (int field = 0; field < 8; field++) {
            int32_t *f[8];
            wg_action p;
            static const int32_t odd[] = { -1, 1, -2, 2, 100, -100 };
            for (int k = 0; k < (int)(sizeof odd / sizeof odd[0]); k++) {
                p = *a;
                f[0] = &p.unit; f[1] = &p.weapon; f[2] = &p.target; f[3] = &p.part;
                f[4] = &p.card; f[5] = &p.x; f[6] = &p.y; f[7] = &p.value;
                *f[field] += odd[k];
                expect(g, list, n, &p, seed, step, t);
            }
            /* ids at and beyond the ends of their ranges */
            static const int32_t ends[] = { -1, 0, WG_OGRE_PART_TREADS, INT32_MIN, INT32_MAX };
            for (int k = 0; k < (int)(sizeof ends / sizeof ends[0]); k++) {
                p = *a;
                f[0] = &p.unit; f[1] = &p.weapon; f[2] = &p.target; f[3] = &p.part;
                f[4] = &p.card; f[5] = &p.x; f[6] = &p.y; f[7] = &p.value;
                *f[field] = ends[k];
                expect(g, list, n, &p, seed, step, t);
            }
            p = *a;
            f[0] = &p.unit; f[1] = &p.weapon; f[2] = &p.target; f[3] = &p.part;
            f[4] = &p.card; f[5] = &p.x; f[6] = &p.y; f[7] = &p.value;
            *f[field] = nunits;
            expect(g, list, n, &p, seed, step, t);
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
    /* answers of every type made the usual way, and every unit's step to every hex
     * next to every unit (cross-unit moves) */
    for (int type = 0; type <= 11; type++) {
        wg_action p;
        wg_action_init(&p, type);
        expect(g, list, n, &p, seed, step, t);
        p.unit = WG_OGRE_UNIT;
        expect(g, list, n, &p, seed, step, t);
    }
    for (int u = 0; u < nunits; u++) {
        wg_unit_info ui = WG_UNIT_INFO_INIT;
        if (wg_game_unit(g, u, &ui) != WG_OK || !(ui.flags & WG_UNIT_ON_BOARD))
            continue;
        for (int dir = 0; dir < 6; dir++) {
            wg_hex h = wg_hex_neighbor(wg_hex_make(ui.x, ui.y), dir);
            for (int v = 0; v < nunits; v += 1 + (nunits > 12) * 3) {
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
        if (ot_decision(g).type == WG_DEC_NONE)
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
    assert_int_equal(ot_decision(g).type, WG_DEC_NONE);
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

static void basic_splitfire_check_matches_list(void **state)
{
    (void)state;
    tally t = { 0, 0, 0, 0 };
    for (uint64_t seed = 1; seed <= 8; seed++)
        run_game(basic, basic_len, "ogre-basic.yaml", seed, &t);
    report("basic, splitfire", &t);
    assert_true(t.perturbed_legal > 0);
}

static void basic_without_splitfire_check_matches_list(void **state)
{
    (void)state;
    tally t = { 0, 0, 0, 0 };
    for (uint64_t seed = 1; seed <= 8; seed++)
        run_game(basic_nosplit, strlen(basic_nosplit), "ogre-basic.yaml", seed, &t);
    report("basic, no splitfire", &t);
}

/* A crowded board: stacks of one to three squads, vehicles to ram, a command post near. */
#define CROWD(split)                                                                     \
    OT_MAP "splitfire: " split "\n"                                                      \
    "ogre: {type: mark3, at: [5, 8], entry_edge: south}\n"                               \
    "defenders:\n"                                                                       \
    "  - {type: command_post, at: [5, 3]}\n"                                             \
    "  - {type: infantry, at: [4, 6], squads: 1}\n"                                      \
    "  - {type: infantry, at: [5, 6], squads: 2}\n"                                      \
    "  - {type: infantry, at: [6, 6], squads: 3}\n"                                      \
    "  - {type: infantry, at: [4, 7], squads: 1}\n"                                      \
    "  - {type: infantry, at: [6, 7], squads: 2}\n"                                      \
    "  - {type: heavy_tank, at: [5, 7]}\n"                                               \
    "  - {type: gev, at: [3, 7]}\n"                                                      \
    "  - {type: missile_tank, at: [7, 7]}\n"                                             \
    "  - {type: howitzer, at: [5, 4]}\n"                                                 \
    "  - {type: light_tank, at: [4, 8]}\n"

static void crowded_board_check_matches_list(void **state)
{
    (void)state;
    static const char *texts[2] = { CROWD("true"), CROWD("false") };
    tally t = { 0, 0, 0, 0 };
    for (int k = 0; k < 2; k++)
        for (uint64_t seed = 1; seed <= 15; seed++)
            run_game(texts[k], strlen(texts[k]), "crowded.yaml", seed, &t);
    report("crowded board", &t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(basic_splitfire_check_matches_list),
        cmocka_unit_test(basic_without_splitfire_check_matches_list),
        cmocka_unit_test(crowded_board_check_matches_list),
    };
    return cmocka_run_group_tests(tests, read_scenario, free_scenario);
}
