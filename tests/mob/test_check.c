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

#include "../check_harness.h"
#include "mob_test.h"


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





static void perturb_fields(const wg_game *g, const wg_action *list, int n, const wg_action *a,
                           uint64_t seed, long step, ch_tally *t)
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
            ch_expect(g, list, n, &p, seed, step, t);
        }
    }
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
        perturb_fields(g, list, n, a, seed, step, t);
        /* two fields at once: the hex moved diagonally, unit and target swapped */
        wg_action p = *a;
        p.x += 1;
        p.y -= 1;
        ch_expect(g, list, n, &p, seed, step, t);
        p = *a;
        p.unit = a->target;
        p.target = a->unit;
        ch_expect(g, list, n, &p, seed, step, t);
        /* the fence choice with other values */
        p = *a;
        p.value = WG_MOB_CHOICE_REMOVE_FENCE;
        ch_expect(g, list, n, &p, seed, step, t);
        /* reserved fields are not compared */
        p = *a;
        p.reserved[0] = 7;
        p.reserved[2] = -3;
        ch_expect(g, list, n, &p, seed, step, t);
    }
    /* answers of every type made the usual way; every unit firing at every unit,
     * choosing the fence, and stepping (or retreating) to every hex next to every unit */
    for (int type = 0; type <= 11; type++) {
        wg_action p;
        wg_action_init(&p, type);
        ch_expect(g, list, n, &p, seed, step, t);
    }
    for (int u = 0; u < nunits; u++) {
        wg_action p;
        wg_action_init(&p, WG_ACT_CHOOSE);
        p.unit = u;
        p.value = WG_MOB_CHOICE_REMOVE_FENCE;
        ch_expect(g, list, n, &p, seed, step, t);
        for (int v = 0; v < nunits; v++) {
            wg_action_init(&p, WG_ACT_FIRE);
            p.unit = u;
            p.target = v;
            ch_expect(g, list, n, &p, seed, step, t);
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
                    ch_expect(g, list, n, &p, seed, step, t);
                }
            }
        }
    }
}



static void scenario(const char *file, int seeds)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", MOB_SCENARIO_DIR, file);
    size_t len;
    char *text = read_text(path, &len);
    ch_tally t = ch_tally_zero();
    for (uint64_t seed = 1; seed <= (uint64_t)seeds; seed++)
        ch_play(text, len, file, seed, check_position, &t);
    ch_report(file, &t);
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
    ch_tally t = ch_tally_zero();
    for (uint64_t seed = 1; seed <= 15; seed++)
        ch_play(crowded_yaml, strlen(crowded_yaml), "crowded.yaml", seed, check_position, &t);
    ch_report("crowded board", &t);
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
