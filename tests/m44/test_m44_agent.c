/*
 * The greedy agent's rules and the search agent's positional term
 * (lib/rulesets/m44/agent.c, position.c): each test sets up the position
 * the rule is for and checks the choice or the value, so that taking the
 * rule out fails it. Allies (player 0) at the bottom, Axis at the top.
 */
#include <stdio.h>
#include <stddef.h>
#include <string.h>

#include "m44_test.h"
#include "rulesets/m44/m44_internal.h"

#define HANDS "[[probe_centre, attack_centre, probe_left, probe_right], " \
              "[probe_centre, attack_centre, probe_left, probe_right]]"
#define OBSTACLES "], obstacles: ["
#define OBST(type, c, r) "{at: [" #c ", " #r "], type: " #type "}, "

/* The greedy agent's answer to the pending decision. */
static wg_action greedy(const wg_game *g)
{
    wg_agent a;
    assert_int_equal(wg_agent_init(&a, WG_AGENT_GREEDY, 7), WG_OK);
    wg_decision d = decision(g);
    wg_action out;
    assert_int_equal(wg_agent_decide(&a, g, &d, &out), WG_OK);
    return out;
}

/* Allied infantry 0 in (6, 6) battles Axis infantry 1 in (6, 5) and makes it
 * retreat (a flag, no hit): the take-ground question is pending. */
static wg_game *ground_after_a_flag(const char *terrain, script *s)
{
    SCRIPT(s, F_STAR, F_FLAG, F_STAR, F_STAR);
    wg_game *g = m44_game(NULL, terrain, UNIT(0, infantry, 6, 6) UNIT(1, infantry, 6, 5), HANDS,
                          4, 4);
    wg_game_set_dice(g, script_die, s);
    order(g, WG_M44_CARD_ATTACK, 0, -1);
    apply_ok(g, act(WG_ACT_PASS)); /* no move */
    apply_ok(g, act_fire(0, 1));
    for (int i = 0; i < 5 && decision(g).type == WG_DEC_RETREAT; i++) {
        wg_action acts[16];
        assert_true(wg_game_legal_actions(g, acts, 16) > 0);
        apply_ok(g, acts[0]);
    }
    wg_decision d = decision(g);
    assert_string_equal(wg_decision_kind_name(g, &d), "m44.take_ground");
    return g;
}

/* Greedy takes ground from the open, but not out of a hedgehog into the open. */
static void greedy_keeps_its_cover(void **state)
{
    (void)state;
    script s;
    wg_game *g = ground_after_a_flag(NULL, &s);
    assert_int_equal(greedy(g).type, WG_ACT_MOVE);
    wg_game_free(g);

    g = ground_after_a_flag(TERR(beach, 6, 6) OBSTACLES OBST(hedgehog, 6, 6), &s);
    assert_int_equal(greedy(g).type, WG_ACT_PASS);
    wg_game_free(g);
}

/* A unit near its exit marker runs for it rather than towards the enemy, and is
 * ordered first (M44-X23). */
static void greedy_runs_for_an_exit(void **state)
{
    (void)state;
    wg_game *g = m44_game("exits: [{at: [6, 0], side: 0}]\n", NULL,
                          UNIT(0, infantry, 6, 4) UNIT(0, infantry, 7, 6) UNIT(1, infantry, 6, 7),
                          HANDS, 4, 4);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_PROBE)));
    wg_action a = greedy(g);
    assert_int_equal(a.type, WG_ACT_DECLARE);
    assert_int_equal(a.unit, 0); /* unit 1 is nearer the enemy */
    apply_ok(g, act_declare(0));
    apply_ok(g, act(WG_ACT_RESOLVE));
    a = greedy(g);
    assert_int_equal(a.type, WG_ACT_MOVE);
    int c, r;
    wg_hex_to_offset(wg_hex_make(a.x, a.y), WG_HEX_ODD_R, &c, &r);
    assert_int_equal(r, 3); /* towards row 0, away from the enemy in row 7 */
    wg_game_free(g);
}

/* A unit steps onto an objective its side would take rather than towards the enemy. */
static void greedy_takes_an_objective(void **state)
{
    (void)state;
    wg_game *g = m44_game("objectives: [{at: [4, 4], side: 0, kind: temporary}]\n", NULL,
                          UNIT(0, infantry, 5, 4) UNIT(1, infantry, 8, 4), HANDS, 4, 4);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    wg_action a = greedy(g);
    assert_int_equal(a.type, WG_ACT_MOVE);
    int c, r;
    wg_hex_to_offset(wg_hex_make(a.x, a.y), WG_HEX_ODD_R, &c, &r);
    assert_int_equal(c, 4);
    assert_int_equal(r, 4);
    wg_game_free(g);
}

/* The positional term: a unit nearer an objective its side may take counts for it;
 * a weakened unit under the enemy's guns counts against it; the term is antisymmetric
 * and inside (-1, 1). */
static void position_counts_medals_within_reach_and_at_risk(void **state)
{
    (void)state;
    const char *obj = "objectives: [{at: [6, 2], side: 0, kind: temporary}]\n";
    wg_game *far = m44_game(obj, NULL, UNIT(0, infantry, 6, 7) UNIT(1, infantry, 0, 0), HANDS,
                            4, 4);
    wg_game *near = m44_game(obj, NULL, UNIT(0, infantry, 6, 4) UNIT(1, infantry, 0, 0), HANDS,
                             4, 4);
    assert_true(m44_position(near, 0) > m44_position(far, 0));
    assert_true(m44_position(far, 0) > 0.0);
    assert_float_equal(m44_position(near, 1), -m44_position(near, 0), 1e-12);
    wg_game_free(far);
    wg_game_free(near);

    /* Axis infantry 1 two hexes from Allied infantry 0: both under fire; one figure
     * left on the Allied unit puts it nearly a medal down. */
    const char *units = UNIT(0, infantry, 6, 6) UNIT(1, infantry, 6, 4);
    wg_game *whole = m44_game(NULL, NULL, units, HANDS, 4, 4);
    wg_game *weak = m44_game(NULL, NULL,
                             "  - {side: 0, type: infantry, at: [6, 6], figures: 1}\n"
                             UNIT(1, infantry, 6, 4), HANDS, 4, 4);
    assert_float_equal(m44_position(whole, 0), 0.0, 1e-12);
    assert_true(m44_position(weak, 0) < -0.1);
    assert_true(m44_position(weak, 0) > -1.0);
    wg_game_free(whole);
    wg_game_free(weak);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(greedy_keeps_its_cover),
        cmocka_unit_test(greedy_runs_for_an_exit),
        cmocka_unit_test(greedy_takes_an_objective),
        cmocka_unit_test(position_counts_medals_within_reach_and_at_risk),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
