/*
 * Memoir of Battle: the built-in agents' judgement. The greedy agent walks
 * round a river to its bridge instead of stopping on the bank and keeps its
 * cover near the enemy; the search
 * agent's positional term (mob_position) counts the hexes to hold and
 * whose units can hurt more from where they stand.
 */
#include <stdio.h>

#include "mob_test.h"
#include "rulesets/mob/mob_internal.h"

/* A river across row 3 but for its bridge at the east end. */
#define RIVER_ROW                                                                     \
    MOB_TERRAIN(river, 0, 3) MOB_TERRAIN(river, 1, 3) MOB_TERRAIN(river, 2, 3)        \
    MOB_TERRAIN(river, 3, 3) MOB_TERRAIN(river, 4, 3) MOB_TERRAIN(river, 5, 3)        \
    MOB_TERRAIN(river, 6, 3) MOB_TERRAIN(river, 7, 3) MOB_TERRAIN(bridge, 8, 3)

/*
 * Blue's greedy cavalry goes for Red's infantry across the river: by the
 * board distance the bank straight ahead is nearer, and it would stand
 * there; walking round by the bridge it crosses within four turns (Red
 * only stands and answers retreats).
 */
static void greedy_cavalry_walks_round_the_river_to_the_bridge(void **state)
{
    (void)state;
    wg_game *g = mob_game(MOB_HEAD(RIVER_ROW) MOB_UNIT(0, cavalry, 1, 5)
                          MOB_UNIT(1, infantry, 1, 0));
    apply_ok(g, act_pass());
    wg_agent greedy;
    wg_agent_init(&greedy, WG_AGENT_GREEDY, 1);
    int crossed = 0;
    for (int steps = 0; steps < 200 && !crossed; steps++) {
        wg_decision d = decision(g);
        wg_game_info info = WG_GAME_INFO_INIT;
        wg_game_status(g, &info);
        if (d.type == WG_DEC_NONE || info.turn > 4)
            break;
        wg_action a = act_pass();
        if (d.player == 0 || d.type == WG_DEC_RETREAT)
            assert_int_equal(wg_agent_decide(&greedy, g, &d, &a), WG_OK);
        apply_ok(g, a);
        int c, r;
        unit_at(g, 0, &c, &r);
        crossed = r < 3;
    }
    assert_true(crossed);
    wg_game_free(g);
}

/* Blue's greedy answer to its first movement, Blue moving first (no guns: only the initiative rolls). */
static wg_action greedy_first_move(wg_game *g)
{
    script s;
    SCRIPT(&s, 1, 2);
    mob_begin(g, &s);
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_MOVE);
    assert_int_equal(d.player, 0);
    wg_agent greedy;
    wg_agent_init(&greedy, WG_AGENT_GREEDY, 1);
    wg_action a;
    assert_int_equal(wg_agent_decide(&greedy, g, &d, &a), WG_OK);
    assert_script_used_up(&s);
    return a;
}

/*
 * Blue's greedy infantry three hexes from Red's stays in its wood rather
 * than step into the open (it would take a die more from Red's battles);
 * from open ground four hexes away it steps forward.
 */
static void greedy_keeps_its_cover_near_the_enemy(void **state)
{
    (void)state;
    wg_game *wood = mob_game(MOB_HEAD(MOB_TERRAIN(wood, 4, 4)) MOB_UNIT(0, infantry, 4, 4)
                             MOB_UNIT(1, infantry, 4, 1));
    assert_int_equal(greedy_first_move(wood).type, WG_ACT_PASS);
    wg_game_free(wood);
    wg_game *open = mob_game(MOB_HEAD("") MOB_UNIT(0, infantry, 4, 5) MOB_UNIT(1, infantry, 4, 1));
    wg_action a = greedy_first_move(open);
    assert_int_equal(a.type, WG_ACT_MOVE);
    assert_int_equal(a.unit, 0);
    wg_game_free(open);
}

/* mob_position: the hexes to hold held, 0.4 x the share of them. */
static void search_position_counts_the_hexes_held(void **state)
{
    (void)state;
    wg_game *g = mob_game(MOB_HEAD("") MOB_UNIT(0, infantry, 4, 3) MOB_UNIT(0, infantry, 1, 6)
                          MOB_UNIT(1, infantry, 8, 0)
                          "victory: {hold: [[4, 3], [1, 1]]}\n");
    /* out of each other's range: no firepower either way */
    assert_float_equal(mob_position(g, 0), 0.4 * 0.5, 1e-9);
    assert_float_equal(mob_position(g, 1), -0.4 * 0.5, 1e-9);
    wg_game_free(g);
}

/*
 * mob_position: two infantry two hexes apart; in the open each has 3 dice
 * at the other (1 expected hit, worth 1.25 against four figures), so the
 * term is 0. In a wood Red takes a die less and still rolls 3: Red's
 * term is 0.5 x (1.25 - 5/6) / (1 + 1.25 + 5/6), Blue's its opposite.
 */
static void search_position_counts_who_can_hurt_more(void **state)
{
    (void)state;
    wg_game *open = mob_game(MOB_HEAD("") MOB_UNIT(0, infantry, 4, 4) MOB_UNIT(1, infantry, 4, 2));
    assert_float_equal(mob_position(open, 0), 0.0, 1e-9);
    wg_game_free(open);
    wg_game *wood = mob_game(MOB_HEAD(MOB_TERRAIN(wood, 4, 2)) MOB_UNIT(0, infantry, 4, 4)
                             MOB_UNIT(1, infantry, 4, 2));
    double want = 0.5 * (1.25 - 5.0 / 6.0) / (1.0 + 1.25 + 5.0 / 6.0);
    assert_float_equal(mob_position(wood, 1), want, 1e-9);
    assert_float_equal(mob_position(wood, 0), -want, 1e-9);
    wg_game_free(wood);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(greedy_cavalry_walks_round_the_river_to_the_bridge),
        cmocka_unit_test(greedy_keeps_its_cover_near_the_enemy),
        cmocka_unit_test(search_position_counts_the_hexes_held),
        cmocka_unit_test(search_position_counts_who_can_hurt_more),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
