/*
 * wg_fow_to_hit's contract (fow.h): a score while the shooter may shoot, a
 * negative status once it cannot shoot this turn, as the shot itself is
 * refused (issue 16).
 */
#include <stdio.h>

#include "fow_test.h"
#include "../start_harness.h"

#define HEAD "ruleset: fow\nunits: inch\ntable: {width: 48, depth: 48}\n"

/* OF-M7: a paratroop platoon pinned down in the Starting Step, a StuG 14" away. */
static const char pinned_yaml[] = HEAD "companies:\n"
    "  - {player: 0, platoons: [{type: us_parachute_rifle_platoon, pinned: true, teams: [\n"
    "      {type: para_rifle_mg_team, at: [10, 10]}]}]}\n"
    "  - {player: 1, platoons: [{type: stug_g_platoon, teams: [{at: [10, 24]}]}]}\n";

/* A seed whose rally roll fails: the platoon is still pinned in its Movement Step. */
static wg_game *still_pinned(void)
{
    for (uint64_t seed = 1; seed < 200; seed++) {
        wg_game *g = NULL;
        assert_int_equal(wg_game_new(&g, pinned_yaml, strlen(pinned_yaml), "t.yaml", seed, NULL,
                                     NULL),
                         WG_OK);
        assert_int_equal(sh_pass_start(g), WG_OK); /* the rally rolls after creation */
        if (wg_fow_pinned(g, 0))
            return g;
        wg_game_free(g);
    }
    fail_msg("no seed below 200 leaves the platoon pinned");
    return NULL;
}

/* OF-M7, OF-S3: a pinned team that stayed shoots (at +1); once it moved it cannot. */
static void of_m7_a_team_that_moved_while_pinned_has_no_score(void **state)
{
    (void)state;
    wg_game *g = still_pinned();
    int32_t mods = 0;
    assert_true(wg_fow_to_hit(g, 0, 0, 1, &mods) > 0); /* it has not moved yet */
    assert_int_equal(fow_move(g, 0, IN(10), IN(9), DEG(90)), WG_OK); /* 1" away: allowed, 15" off */
    assert_int_equal(fow_pass(g), WG_OK);
    assert_int_equal(fow_decision_type(g), WG_DEC_FIRE);
    wg_action a = wg_action_make(WG_ACT_DECLARE);
    a.unit = 0;
    a.weapon = 0;
    a.target = 1;
    assert_int_equal(wg_game_check(g, &a), WG_EILLEGAL); /* the shot is refused */
    mods = 12345;
    assert_int_equal(wg_fow_to_hit(g, 0, 0, 1, &mods), WG_EILLEGAL); /* and has no score */
    assert_int_equal(mods, 12345);
    assert_int_equal(wg_fow_to_hit(g, 0, 0, 1, NULL), WG_EILLEGAL);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(of_m7_a_team_that_moved_while_pinned_has_no_score),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
