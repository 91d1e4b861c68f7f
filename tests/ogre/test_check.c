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

#include "../check_harness.h"
#include "ogre_test.h"


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





/* Every listed action, and its perturbations, against the list. */
static void check_position(const wg_game *g, const wg_action *list, int n, uint64_t seed,
                           long step, ch_tally *t)
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
            ch_expect(g, list, n, &p, seed, step, t);
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
                ch_expect(g, list, n, &p, seed, step, t);
            }
            /* ids at and beyond the ends of their ranges */
            static const int32_t ends[] = { -1, 0, WG_OGRE_PART_TREADS, INT32_MIN, INT32_MAX };
            for (int k = 0; k < (int)(sizeof ends / sizeof ends[0]); k++) {
                p = *a;
                f[0] = &p.unit; f[1] = &p.weapon; f[2] = &p.target; f[3] = &p.part;
                f[4] = &p.card; f[5] = &p.x; f[6] = &p.y; f[7] = &p.value;
                *f[field] = ends[k];
                ch_expect(g, list, n, &p, seed, step, t);
            }
            p = *a;
            f[0] = &p.unit; f[1] = &p.weapon; f[2] = &p.target; f[3] = &p.part;
            f[4] = &p.card; f[5] = &p.x; f[6] = &p.y; f[7] = &p.value;
            *f[field] = nunits;
            ch_expect(g, list, n, &p, seed, step, t);
        }
        /* two fields at once: the hex moved diagonally, unit and target swapped */
        wg_action p = *a;
        p.x += 1;
        p.y -= 1;
        ch_expect(g, list, n, &p, seed, step, t);
        p = *a;
        p.unit = a->target;
        p.target = a->unit;
        ch_expect(g, list, n, &p, seed, step, t);
        /* reserved fields are not compared */
        p = *a;
        p.reserved[0] = 7;
        p.reserved[2] = -3;
        ch_expect(g, list, n, &p, seed, step, t);
    }
    /* answers of every type made the usual way, and every unit's step to every hex
     * next to every unit (cross-unit moves) */
    for (int type = 0; type <= 11; type++) {
        wg_action p;
        wg_action_init(&p, type);
        ch_expect(g, list, n, &p, seed, step, t);
        p.unit = WG_OGRE_UNIT;
        ch_expect(g, list, n, &p, seed, step, t);
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
                ch_expect(g, list, n, &p, seed, step, t);
            }
        }
    }
}



static void basic_splitfire_check_matches_list(void **state)
{
    (void)state;
    ch_tally t = ch_tally_zero();
    for (uint64_t seed = 1; seed <= 8; seed++)
        ch_play(basic, basic_len, "ogre-basic.yaml", seed, check_position, &t);
    ch_report("basic, splitfire", &t);
    assert_true(t.perturbed_legal > 0);
}

static void basic_without_splitfire_check_matches_list(void **state)
{
    (void)state;
    ch_tally t = ch_tally_zero();
    for (uint64_t seed = 1; seed <= 8; seed++)
        ch_play(basic_nosplit, strlen(basic_nosplit), "ogre-basic.yaml", seed, check_position, &t);
    ch_report("basic, no splitfire", &t);
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
    ch_tally t = ch_tally_zero();
    for (int k = 0; k < 2; k++)
        for (uint64_t seed = 1; seed <= 15; seed++)
            ch_play(texts[k], strlen(texts[k]), "crowded.yaml", seed, check_position, &t);
    ch_report("crowded board", &t);
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
