/*
 * The search agent's rollouts (search_rollout): with rollout_steps 0 they
 * play the ruleset's default length: OGRE to its third change of player
 * turn, exactly (its defender moves and fires unit by unit, so a count of
 * actions stopped in the middle of a turn); the other rulesets 40 actions.
 * A rollout of n actions plays the same actions as n rollouts of one.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "core/game_internal.h"
#include "core/search_internal.h"

static wg_game *open_scenario(const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", SCENARIO_DIR, name);
    wg_game *g = NULL;
    wg_options o = WG_OPTIONS_INIT;
    o.flags = WG_OPT_NO_LOG | WG_OPT_NO_HISTORY;
    assert_int_equal(wg_game_open(&g, path, 7, &o, NULL), WG_OK);
    return g;
}

static void seed_rng(uint64_t rng[4])
{
    rng[0] = 0x9e3779b97f4a7c15u;
    rng[1] = 0xbf58476d1ce4e5b9u;
    rng[2] = 0x94d049bb133111ebu;
    rng[3] = 0x2545f4914f6cdd1du;
}

/* Changes of (turn, active) along the states of n one-action rollouts of g
 * from its start; *last_at = the step after which the last change showed. */
static int turn_changes(const wg_game *start, int n, uint64_t hash_want, int *last_at)
{
    wg_game *c = NULL;
    assert_int_equal(wg_game_clone(&c, start), WG_OK);
    uint64_t rng[4];
    seed_rng(rng);
    int changes = 0;
    int32_t turn = wg_ccore(c)->turn, active = wg_ccore(c)->active;
    for (int k = 1; k <= n; k++) {
        assert_int_equal(search_rollout(c, 1, rng), 1);
        if (wg_ccore(c)->turn != turn || wg_ccore(c)->active != active) {
            changes++;
            *last_at = k;
            turn = wg_ccore(c)->turn;
            active = wg_ccore(c)->active;
        }
    }
    assert_true(wg_game_hash(c) == hash_want);
    wg_game_free(c);
    return changes;
}

static void ogre_rollouts_end_at_the_third_change_of_turn(void **state)
{
    (void)state;
    wg_game *g = open_scenario("ogre-basic.yaml");
    /* from the start (6 actions: nothing is in reach yet), then twice from later on */
    for (int round = 0; round < 3; round++) {
        wg_game *c = NULL;
        assert_int_equal(wg_game_clone(&c, g), WG_OK);
        uint64_t rng[4];
        seed_rng(rng);
        int n = search_rollout(c, 0, rng);
        assert_true(n > 0);
        assert_false(wg_ccore(c)->over);
        int last_at = -1;
        assert_int_equal(turn_changes(g, n, wg_game_hash(c), &last_at), 3);
        assert_int_equal(last_at, n); /* it stops as the third change comes */
        wg_game_free(g);
        g = c; /* the next round starts where this one ended */
    }
    wg_game_free(g);
}

static void other_rulesets_roll_out_40_actions(void **state)
{
    (void)state;
    static const char *const names[] = { "m44-base.yaml", "mob-crossroads.yaml",
                                         "fow-knife-fight.yaml" };
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        wg_game *g = open_scenario(names[i]);
        uint64_t rng[4];
        seed_rng(rng);
        assert_int_equal(search_rollout(g, 0, rng), 40);
        seed_rng(rng);
        assert_int_equal(search_rollout(g, 7, rng), 7); /* an explicit count is kept */
        wg_game_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(ogre_rollouts_end_at_the_third_change_of_turn),
        cmocka_unit_test(other_rulesets_roll_out_40_actions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
