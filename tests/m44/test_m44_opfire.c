/*
 * The Opportunity Fire variant (M44-O1..O11) and its worked checks
 * (M44-E1..E7). Allies (player 0) move up the board; the Axis (player 1)
 * holds the top and answers the windows.
 */
#include <string.h>

#include "m44_test.h"

#define OPFIRE "op_fire: true\n"
#define LIMITED "op_fire: true\nop_fire_draw: limited\n"
#define AXIS_CENTRE "[[probe_centre, attack_centre, probe_left, probe_right], "

/* Allied armor (0) at [6,7]; three Axis infantry (1, 2, 3) on row 3. */
#define ARMOR_RUN UNIT(0, armor, 6, 7) UNIT(1, infantry, 6, 3) UNIT(1, infantry, 5, 3) \
    UNIT(1, infantry, 7, 3)

/* The Axis plays its first card and orders nothing; the turn runs to its draw. */
static void play_nothing(wg_game *g)
{
    int32_t c[16];
    wg_m44_hand(g, 1, c, 16);
    apply_ok(g, act_play(c[0]));
    while (decision(g).player == 1) {
        wg_action a[64];
        int n = wg_game_legal_actions(g, a, 64);
        apply_ok(g, a[n - 1]); /* RESOLVE, PASS, or a section */
    }
}

static wg_action first_option(const wg_game *g)
{
    wg_action o[64];
    assert_true(opfire_options(g, o, 64) > 0);
    return o[0];
}

static int option_for(const wg_game *g, int unit)
{
    wg_action o[256];
    int n = opfire_options(g, o, 256);
    for (int i = 0; i < n && i < 256; i++)
        if (o[i].unit == unit)
            return o[i].card;
    return -1;
}

/* The armor's three steps, each answered by a different Axis unit. */
static void three_op_fires(wg_game *g, script *s)
{
    SCRIPT(s, F_STAR, F_STAR);
    wg_game_set_dice(g, script_die, s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    static const int path[3][2] = { { 6, 6 }, { 6, 5 }, { 6, 4 } };
    for (int k = 0; k < 3; k++) {
        apply_ok(g, act_move(0, path[k][0], path[k][1]));
        wg_decision d = decision(g);
        assert_int_equal(d.type, WG_DEC_OPFIRE);
        int card = option_for(g, 1 + k);
        assert_true(card >= 0);
        apply_ok(g, act_opfire(1 + k, card));
    }
}

/* M44-E1, M44-O9: six cards, three Op Fires, one order: 3 left, 2 after the order, 6 after the draw */
static void m44_e1_standard_draw_refills_op_fire_cards_first(void **state)
{
    (void)state;
    script s;
    wg_game *g = m44_game(OPFIRE, NULL, ARMOR_RUN,
                          AXIS_CENTRE "[probe_centre, probe_centre, probe_centre, probe_centre, "
                                      "attack_centre, attack_centre]]",
                          4, 6);
    three_op_fires(g, &s);
    assert_int_equal(hand_count(g, 1), 3);
    assert_int_equal(wg_m44_opfire_owed(g, 1), 3);
    pass_until(g, WG_DEC_ORDER, 1);
    assert_int_equal(hand_count(g, 1), 3); /* not replaced at once */
    apply_ok(g, act_play(card_in_hand(g, 1, WG_M44_CARD_PROBE)));
    assert_int_equal(hand_count(g, 1), 2);
    int from = wg_game_log_count(g);
    apply_ok(g, act(WG_ACT_RESOLVE));
    assert_int_equal(hand_count(g, 1), 6);
    assert_int_equal(wg_m44_opfire_owed(g, 1), 0);
    /* the three Op Fire draws come first, then the order's */
    int whys[8], n = 0;
    for (int i = from; i < wg_game_log_count(g) && n < 8; i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        if (ev.type == WG_M44_EV_DRAW && ev.player == 1)
            whys[n++] = ev.value;
    }
    assert_int_equal(n, 4);
    assert_int_equal(whys[0], 1);
    assert_int_equal(whys[1], 1);
    assert_int_equal(whys[2], 1);
    assert_int_equal(whys[3], 0);
    wg_game_free(g);
}

/* M44-E1, M44-O10: the limited draw: 4 cards next turn, then up two a turn back to 6 */
static void m44_e1_o10_limited_draw_goes_back_two_a_turn(void **state)
{
    (void)state;
    script s;
    wg_game *g = m44_game(LIMITED, NULL, ARMOR_RUN,
                          AXIS_CENTRE "[probe_centre, probe_centre, probe_centre, probe_centre, "
                                      "attack_centre, attack_centre]]",
                          4, 6);
    three_op_fires(g, &s);
    assert_int_equal(hand_count(g, 1), 3);
    pass_until(g, WG_DEC_ORDER, 1);
    apply_ok(g, act_play(card_in_hand(g, 1, WG_M44_CARD_PROBE)));
    assert_int_equal(hand_count(g, 1), 2);
    int from = wg_game_log_count(g);
    apply_ok(g, act(WG_ACT_RESOLVE));
    assert_int_equal(hand_count(g, 1), 4); /* one for the Op Fires, one for the order */
    assert_int_equal(wg_m44_opfire_owed(g, 1), 0);
    /* M44-O10: the Op Fires' one card first (an Op Fire draw), then the order's */
    int whys[8], nw = 0;
    for (int i = from; i < wg_game_log_count(g) && nw < 8; i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        if (ev.type == WG_M44_EV_DRAW && ev.player == 1)
            whys[nw++] = ev.value;
    }
    assert_int_equal(nw, 2);
    assert_int_equal(whys[0], 1);
    assert_int_equal(whys[1], 0);
    pass_until(g, WG_DEC_ORDER, 1);
    play_nothing(g);
    assert_int_equal(hand_count(g, 1), 5);
    pass_until(g, WG_DEC_ORDER, 1);
    play_nothing(g);
    assert_int_equal(hand_count(g, 1), 6);
    pass_until(g, WG_DEC_ORDER, 1);
    play_nothing(g);
    assert_int_equal(hand_count(g, 1), 6); /* full: one a turn again */
    wg_game_free(g);
}

/* M44-E2, M44-O7: with one card left, no Op Fire: no window, and FIRE is refused */
static void m44_e2_op_fire_with_one_card_left_is_refused(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_STAR);
    wg_game *g = m44_game(OPFIRE, NULL, ARMOR_RUN, AXIS_CENTRE "[probe_centre, attack_centre]]",
                          4, 2);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 6));
    int card = option_for(g, 1);
    apply_ok(g, act_opfire(1, card));
    assert_int_equal(hand_count(g, 1), 1);
    int from = wg_game_log_count(g);
    apply_ok(g, act_move(0, 6, 5));
    assert_int_equal(count_events(g, from, WG_EV_OPFIRE_WINDOW), 0);
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_MOVE);
    assert_int_equal(d.player, 0);
    assert_int_equal(wg_game_check(g, &(wg_action){ WG_ACT_FIRE, 2, -1, -1, -1,
                                                    card_in_hand(g, 1, WG_M44_CARD_ATTACK),
                                                    0, 0, 0, { 0, 0, 0 } }),
                     WG_EILLEGAL);
    wg_game_free(g);
}

/* M44-E3, M44-O4: Artillery Bombard fires any unit without artillery; with artillery, only it */
static void m44_e3_artillery_bombard_any_unit_only_without_artillery(void **state)
{
    (void)state;
    wg_game *g = m44_game(OPFIRE, NULL, UNIT(0, infantry, 6, 7) UNIT(1, infantry, 6, 3),
                          AXIS_CENTRE "[artillery_bombard, probe_left]]", 4, 2);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 6));
    int bombard = card_in_hand(g, 1, WG_M44_CARD_ARTILLERY_BOMBARD);
    assert_true(has_option(g, 1, bombard));
    wg_game_free(g);

    g = m44_game(OPFIRE, NULL,
                 UNIT(0, infantry, 6, 7) UNIT(1, infantry, 6, 3) UNIT(1, artillery, 0, 0),
                 AXIS_CENTRE "[artillery_bombard, probe_centre]]", 4, 2);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 6));
    bombard = card_in_hand(g, 1, WG_M44_CARD_ARTILLERY_BOMBARD);
    assert_int_equal(decision(g).type, WG_DEC_OPFIRE);
    assert_false(has_option(g, 1, bombard));
    assert_true(has_option(g, 1, card_in_hand(g, 1, WG_M44_CARD_PROBE)));
    assert_int_equal(wg_game_check(g, &(wg_action){ WG_ACT_FIRE, 1, -1, -1, -1, bombard, 0, 0,
                                                    0, { 0, 0, 0 } }),
                     WG_EILLEGAL);
    wg_game_free(g);
}

/* M44-E4, M44-O5: Their Finest Hour, Dig In, Medics & Mechanics (and the other non-orders) never offered */
static void m44_e4_o5_cards_that_order_no_fight_are_never_offered(void **state)
{
    (void)state;
    wg_game *g = m44_game(OPFIRE, NULL, UNIT(0, infantry, 6, 7) UNIT(1, infantry, 6, 3),
                          AXIS_CENTRE "[their_finest_hour, dig_in, medics_mechanics, air_power, "
                                      "barrage, counter_attack, ambush, probe_centre]]",
                          4, 8);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 6));
    wg_action o[64];
    int n = opfire_options(g, o, 64);
    assert_int_equal(n, 1);
    assert_int_equal(wg_m44_card_kind_of(g, o[0].card), WG_M44_CARD_PROBE);
    wg_game_free(g);

    /* only such cards: no window at all (a card is never played just to discard it) */
    g = m44_game(OPFIRE, NULL, UNIT(0, infantry, 6, 7) UNIT(1, infantry, 6, 3),
                 AXIS_CENTRE "[their_finest_hour, dig_in, medics_mechanics]]", 4, 3);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 6));
    assert_int_equal(count_events(g, 0, WG_EV_OPFIRE_WINDOW), 0);
    wg_game_free(g);
}

/* M44-E4, M44-O6: Close Assault only at an adjacent mover */
static void m44_e4_o6_close_assault_only_adjacent(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_STAR);
    wg_game *g = m44_game(OPFIRE, NULL, UNIT(0, armor, 6, 7) UNIT(1, infantry, 6, 3),
                          AXIS_CENTRE "[close_assault, probe_left]]", 4, 2);
    wg_game_set_dice(g, script_die, &s);
    int ca = card_in_hand(g, 1, WG_M44_CARD_CLOSE_ASSAULT);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 6)); /* range 3 */
    assert_int_equal(count_events(g, 0, WG_EV_OPFIRE_WINDOW), 0);
    apply_ok(g, act_move(0, 6, 5)); /* range 2 */
    assert_int_equal(count_events(g, 0, WG_EV_OPFIRE_WINDOW), 0);
    apply_ok(g, act_move(0, 6, 4)); /* adjacent */
    assert_true(has_option(g, 1, ca));
    int from = wg_game_log_count(g);
    apply_ok(g, act_opfire(1, ca));
    int at = find_event(g, from, WG_EV_ATTACK);
    wg_event ev;
    wg_game_log_event(g, at, &ev);
    assert_int_equal(ev.value, 3); /* infantry at range 1, no Close Assault die */
    wg_game_free(g);
}

/* M44-E4, M44-O6: Firefight only at a mover 2 or 3 hexes away, without its extra die */
static void m44_e4_o6_firefight_range_two_or_three_no_extra_die(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_STAR);
    wg_game *g = m44_game(OPFIRE, NULL, UNIT(0, armor, 6, 7) UNIT(1, infantry, 6, 3),
                          AXIS_CENTRE "[firefight, probe_left, probe_right]]", 4, 3);
    wg_game_set_dice(g, script_die, &s);
    int ff = card_in_hand(g, 1, WG_M44_CARD_FIREFIGHT);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 6)); /* range 3 */
    assert_true(has_option(g, 1, ff));
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_move(0, 6, 5)); /* range 2 */
    assert_true(has_option(g, 1, ff));
    int from = wg_game_log_count(g);
    apply_ok(g, act_opfire(1, ff));
    wg_event ev;
    wg_game_log_event(g, find_event(g, from, WG_EV_ATTACK), &ev);
    assert_int_equal(ev.value, 2); /* infantry at range 2: 2 dice, not 3 */
    assert_int_equal(count_events(g, from, WG_EV_DIE), 2);
    wg_game_free(g);

    g = m44_game(OPFIRE, NULL, UNIT(0, armor, 6, 7) UNIT(1, infantry, 6, 3),
                 AXIS_CENTRE "[firefight, probe_left, probe_right]]", 4, 3);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 6));
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_move(0, 6, 5));
    apply_ok(g, act(WG_ACT_PASS));
    int before = count_events(g, 0, WG_EV_OPFIRE_WINDOW);
    apply_ok(g, act_move(0, 6, 4)); /* adjacent: no Firefight */
    assert_int_equal(count_events(g, 0, WG_EV_OPFIRE_WINDOW), before);
    wg_game_free(g);
}

/* M44-E5, M44-O7: one Op Fire a hex, one a unit; a second unit fires at the next hex */
static void m44_e5_o7_hex_and_unit_fire_once_a_turn(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_STAR);
    wg_game *g = m44_game(OPFIRE, NULL,
                          UNIT(0, armor, 6, 7) UNIT(1, infantry, 6, 3) UNIT(1, infantry, 5, 3)
                              UNIT(0, armor, 7, 7),
                          "[[attack_centre, probe_left, probe_right, recon_left], "
                          "[probe_centre, probe_centre, probe_centre, probe_centre]]",
                          4, 4);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_ATTACK, 0, 3, -1);
    apply_ok(g, act_move(0, 6, 6));
    int card = option_for(g, 1);
    apply_ok(g, act_opfire(1, card)); /* fired at in [6,6] */
    /* it goes on: the next hex is a new target, but unit 1 has fired */
    apply_ok(g, act_move(0, 6, 5));
    assert_int_equal(decision(g).type, WG_DEC_OPFIRE);
    assert_int_equal(option_for(g, 1), -1);
    assert_true(option_for(g, 2) >= 0);
    apply_ok(g, act(WG_ACT_PASS));
    /* another unit entering [6,6], already targeted this turn: no window */
    int from = wg_game_log_count(g);
    apply_ok(g, act_move(3, 6, 7)); /* out of range; armor 0's move is over */
    apply_ok(g, act_move(3, 6, 6));
    assert_int_equal(count_events(g, from, WG_EV_OPFIRE_WINDOW), 0);
    wg_game_free(g);
}

/* M44-E5: a mover fired at in H that stays there is not fired at again */
static void m44_e5_mover_staying_in_targeted_hex_is_safe(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_STAR);
    wg_game *g = m44_game(OPFIRE, NULL, ARMOR_RUN,
                          AXIS_CENTRE "[probe_centre, probe_centre, probe_centre, probe_centre]]",
                          4, 4);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 6));
    apply_ok(g, act_opfire(1, option_for(g, 1)));
    int from = wg_game_log_count(g);
    apply_ok(g, act(WG_ACT_PASS)); /* the armor stops in [6,6] */
    pass_until(g, WG_DEC_ORDER, 1);
    assert_int_equal(count_events(g, from, WG_EV_OPFIRE_WINDOW), 0);
    assert_int_equal(count_events(g, from, WG_M44_EV_CARD_PLAYED), 0);
    wg_game_free(g);
}

/* M44-E6, M44-O2: a flag from Op Fire: the mover retreats, stops and does not battle */
static void m44_e6_o2_flag_retreats_mover_and_forbids_battle(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_FLAG);
    wg_game *g = m44_game(OPFIRE, NULL, UNIT(0, infantry, 6, 7) UNIT(1, infantry, 6, 3),
                          AXIS_CENTRE "[probe_centre, probe_centre]]", 4, 2);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 6));
    apply_ok(g, act_opfire(1, option_for(g, 1)));
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_RETREAT); /* two hexes back: the owner picks */
    assert_int_equal(d.player, 0);
    assert_int_equal(d.depth, 3);             /* a retreat in an Op Fire in a move */
    apply_ok(g, act_retreat(0, 6, 7));
    int c, r;
    unit_at(g, 0, &c, &r);
    assert_int_equal(c, 6);
    assert_int_equal(r, 7);
    assert_true(count_events(g, 0, WG_M44_EV_MOVE_STOPPED) == 1);
    assert_int_equal(count_events(g, 0, WG_EV_WINDOW_CLOSED), 1);
    /* its move and its battle are over: the turn ran on to the Axis */
    d = decision(g);
    assert_int_equal(d.player, 1);
    for (int i = 0; i < wg_game_log_count(g); i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        assert_false(ev.type == WG_EV_ATTACK && ev.unit == 0);
    }
    wg_game_free(g);
}

/* M44-E7, M44-B9: sight along an edge is blocked only if both sides block */
static void m44_e7_edge_sight_needs_both_sides_blocked(void **state)
{
    (void)state;
    wg_hex a = hx(6, 6), b = hx(6, 4);
    wg_game *g = m44_game(OPFIRE, TERR(forest, 5, 5), UNIT(0, armor, 6, 7) UNIT(1, infantry, 6, 4),
                          AXIS_CENTRE "[probe_centre, probe_centre]]", 4, 2);
    assert_int_equal(wg_m44_line_of_sight(g, a, b), 1);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 6));
    assert_int_equal(decision(g).type, WG_DEC_OPFIRE); /* a forest one side: clear */
    wg_game_free(g);

    g = m44_game(OPFIRE, TERR(forest, 5, 5) TERR(forest, 6, 5),
                 UNIT(0, armor, 6, 7) UNIT(1, infantry, 6, 4),
                 AXIS_CENTRE "[probe_centre, probe_centre]]", 4, 2);
    assert_int_equal(wg_m44_line_of_sight(g, a, b), 0);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 6));
    assert_int_equal(count_events(g, 0, WG_EV_OPFIRE_WINDOW), 0); /* both sides: blocked */
    wg_game_free(g);
}

/* M44-O1, M44-O11: the window: who, where, which options; the firer stays; the move resumes */
static void m44_o1_o11_window_names_mover_hex_and_options(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_STAR);
    wg_game *g = m44_game(OPFIRE, NULL, ARMOR_RUN,
                          AXIS_CENTRE "[probe_centre, attack_centre, probe_left]]", 4, 3);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    int from = wg_game_log_count(g);
    apply_ok(g, act_move(0, 6, 6));
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_OPFIRE);
    assert_int_equal(d.player, 1);
    assert_int_equal(d.depth, 2);
    assert_int_equal(d.unit, 0);
    assert_int_equal(d.x, hx(6, 6).q);
    assert_int_equal(d.y, hx(6, 6).r);
    wg_event ev;
    int w = find_event(g, from, WG_EV_OPFIRE_WINDOW);
    wg_game_log_event(g, w, &ev);
    assert_int_equal(ev.unit, 0);
    assert_int_equal(ev.x, hx(6, 6).q);
    assert_int_equal(ev.y, hx(6, 6).r);
    /* three units, each with the two centre cards (probe_left is not theirs) */
    assert_int_equal(ev.value, 6);
    assert_int_equal(count_events(g, w, WG_EV_FIRE_OPTION), 6);
    wg_action o[16];
    assert_int_equal(opfire_options(g, o, 16), 6);
    for (int i = w + 1; i < w + 7; i++) {
        wg_game_log_event(g, i, &ev);
        assert_int_equal(ev.type, WG_EV_FIRE_OPTION);
        assert_int_equal(ev.target, 0);
        assert_true(is_legal(g, act_opfire(ev.unit, ev.weapon)));
    }
    int c, r;
    apply_ok(g, first_option(g));
    unit_at(g, 1, &c, &r); /* M44-O1: the firer does not move */
    assert_int_equal(c, 6);
    assert_int_equal(r, 3);
    d = decision(g);
    assert_int_equal(d.type, WG_DEC_MOVE); /* the move resumes */
    assert_int_equal(d.player, 0);
    assert_int_equal(d.depth, 1);
    assert_true(find_event(g, w, WG_EV_WINDOW_CLOSED) > w);
    wg_game_free(g);
}

/* M44-O1: terrain reductions apply to Op Fire: a mover in a forest is harder to hit */
static void m44_o1_terrain_still_reduces_op_fire(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_STAR);
    wg_game *g = m44_game(OPFIRE, TERR(forest, 6, 5), ARMOR_RUN,
                          AXIS_CENTRE "[probe_centre, probe_centre]]", 4, 2);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 6));
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_move(0, 6, 5)); /* forest, range 2: infantry's 2 dice, -1 for the forest */
    int from = wg_game_log_count(g);
    apply_ok(g, act_opfire(1, option_for(g, 1)));
    wg_event ev;
    wg_game_log_event(g, find_event(g, from, WG_EV_ATTACK), &ev);
    assert_int_equal(ev.value, 1);
    wg_game_free(g);
}

/* M44-O2: a mover that loses figures but does not retreat goes on and may battle */
static void m44_o2_mover_hit_goes_on_and_battles(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_ARMOR);
    wg_game *g = m44_game(OPFIRE, NULL, ARMOR_RUN,
                          AXIS_CENTRE "[probe_centre, probe_centre, probe_centre]]", 4, 3);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 6));
    apply_ok(g, act_opfire(1, option_for(g, 1)));
    assert_int_equal(figures(g, 0), 2);
    assert_true(is_legal(g, act_move(0, 6, 5)));
    apply_ok(g, act_move(0, 6, 5));
    apply_ok(g, act(WG_ACT_PASS)); /* no second Op Fire chosen */
    apply_ok(g, act(WG_ACT_PASS)); /* end of movement */
    assert_int_equal(decision(g).type, WG_DEC_FIRE);
    assert_true(is_legal(g, act_fire(0, 1)));
    wg_game_free(g);
}

/* M44-O3: an Attack card (three units) gives one Op Fire, with one unit */
static void m44_o3_one_card_one_unit_one_shot(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_STAR);
    wg_game *g = m44_game(OPFIRE, NULL, ARMOR_RUN,
                          AXIS_CENTRE "[attack_centre, probe_left]]", 4, 2);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 6));
    int attack = card_in_hand(g, 1, WG_M44_CARD_ATTACK);
    int from = wg_game_log_count(g);
    apply_ok(g, act_opfire(2, attack));
    assert_int_equal(count_events(g, from, WG_EV_ATTACK), 1);
    assert_int_equal(decision(g).type, WG_DEC_MOVE);
    assert_int_equal(hand_count(g, 1), 1);
    wg_game_free(g);
}

/* M44-O4: a section card only for a unit in its section; unit-type cards for their type */
static void m44_o4_section_and_unit_type_cards(void **state)
{
    (void)state;
    wg_game *g = m44_game(OPFIRE, NULL,
                          UNIT(0, armor, 6, 7) UNIT(1, infantry, 6, 3) UNIT(1, armor, 0, 0),
                          AXIS_CENTRE "[probe_left, probe_right, infantry_assault, armor_assault, "
                                      "move_out, probe_centre]]",
                          4, 6);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 6));
    assert_false(has_option(g, 1, card_in_hand(g, 1, WG_M44_CARD_PROBE)) &&
                 wg_m44_card_section(g, card_in_hand(g, 1, WG_M44_CARD_PROBE)) != WG_M44_CENTRE);
    wg_action o[32];
    int n = opfire_options(g, o, 32);
    int kinds = 0;
    for (int i = 0; i < n; i++) {
        int k = wg_m44_card_kind_of(g, o[i].card);
        assert_int_equal(o[i].unit, 1);
        if (k == WG_M44_CARD_PROBE)
            assert_int_equal(wg_m44_card_section(g, o[i].card), WG_M44_CENTRE);
        assert_true(k != WG_M44_CARD_ARMOR_ASSAULT); /* he has armor: not for infantry */
        kinds |= 1 << k;
    }
    assert_true(kinds & (1 << WG_M44_CARD_INFANTRY_ASSAULT));
    assert_true(kinds & (1 << WG_M44_CARD_MOVE_OUT));
    assert_int_equal(n, 3);
    wg_game_free(g);

    /* no armor at all: Armor Assault orders one unit of his choice */
    g = m44_game(OPFIRE, NULL, UNIT(0, armor, 6, 7) UNIT(1, infantry, 6, 3),
                 AXIS_CENTRE "[armor_assault, probe_left]]", 4, 2);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 6));
    assert_true(has_option(g, 1, card_in_hand(g, 1, WG_M44_CARD_ARMOR_ASSAULT)));
    wg_game_free(g);
}

/* M44-O8: artillery Op Fire needs line of sight (in the base game it does not) */
static void m44_o8_artillery_needs_sight_for_op_fire(void **state)
{
    (void)state;
    wg_game *g = m44_game(OPFIRE, TERR(forest, 5, 3), UNIT(0, infantry, 4, 6) UNIT(1, artillery, 6, 2),
                          AXIS_CENTRE "[general_advance, probe_centre]]", 4, 2);
    order(g, WG_M44_CARD_PROBE, -1);
    wg_game_free(g);
    g = m44_game(OPFIRE, TERR(forest, 5, 3), UNIT(0, infantry, 4, 6) UNIT(1, artillery, 6, 2),
                 "[[probe_left, probe_centre, attack_left, probe_right], "
                 "[general_advance, probe_centre]]", 4, 2);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 4, 5));
    wg_hex a = hx(6, 2), b = hx(4, 5);
    assert_int_equal(wg_m44_line_of_sight(g, a, b), 0);
    assert_int_equal(count_events(g, 0, WG_EV_OPFIRE_WINDOW), 0);
    wg_game_free(g);

    g = m44_game(OPFIRE, NULL, UNIT(0, infantry, 4, 6) UNIT(1, artillery, 6, 2),
                 "[[probe_left, probe_centre, attack_left, probe_right], "
                 "[general_advance, probe_centre]]", 4, 2);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 4, 5));
    assert_true(has_option(g, 1, card_in_hand(g, 1, WG_M44_CARD_GENERAL_ADVANCE)));
    wg_game_free(g);
}

/* M44-O9: a Recon order after Op Fires: the Op Fire draws have no Recon benefit, the order's does */
static void m44_o9_recon_benefit_only_for_the_order(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_STAR);
    wg_game *g = m44_game(OPFIRE, NULL, ARMOR_RUN,
                          AXIS_CENTRE "[recon_centre, probe_centre, probe_centre]]", 4, 3);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 6));
    int probe = -1;
    wg_action o[16];
    int n = opfire_options(g, o, 16);
    for (int i = 0; i < n; i++)
        if (wg_m44_card_kind_of(g, o[i].card) == WG_M44_CARD_PROBE)
            probe = i;
    apply_ok(g, o[probe]);
    pass_until(g, WG_DEC_ORDER, 1);
    apply_ok(g, act_play(card_in_hand(g, 1, WG_M44_CARD_RECON)));
    int from = wg_game_log_count(g);
    apply_ok(g, act(WG_ACT_RESOLVE));
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_CHOICE); /* draw two, keep one */
    int whys[4], k = 0, looked[2], nl = 0;
    for (int i = from; i < wg_game_log_count(g) && k < 4; i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        if (ev.type == WG_M44_EV_DRAW) {
            whys[k++] = ev.value;
            if (ev.value == 2)
                looked[nl++] = ev.weapon;
        }
    }
    assert_int_equal(k, 3);
    assert_int_equal(whys[0], 1);
    assert_int_equal(whys[1], 2);
    assert_int_equal(whys[2], 2);
    wg_action keep = act(WG_ACT_CHOOSE);
    keep.card = looked[1];
    apply_ok(g, keep);
    assert_int_equal(hand_count(g, 1), 3);
    int32_t hand[8];
    n = wg_m44_hand(g, 1, hand, 8);
    int kept = 0;
    for (int i = 0; i < n; i++)
        kept |= hand[i] == looked[1] ? 1 : hand[i] == looked[0] ? 2 : 0;
    assert_int_equal(kept, 1);
    wg_game_free(g);
}

/* M44-B10, M44-O2: a mover eliminated by a blocked retreat under Op Fire ends the game at once */
static void m44_b10_o2_op_fire_blocked_retreat_ends_the_game(void **state)
{
    (void)state;
    script s;
    script_load(&s, F_FLAG, 0, NULL); /* every die a flag */
    wg_game *g = m44_game("op_fire: true\nmedals: 1\n", NULL,
                          "  - {side: 0, type: armor, at: [7, 6], figures: 1}\n"
                          UNIT(0, infantry, 5, 7) UNIT(0, infantry, 6, 7) UNIT(1, infantry, 6, 3),
                          AXIS_CENTRE "[probe_centre, probe_centre]]", 4, 2);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 6));
    apply_ok(g, act_opfire(3, option_for(g, 3)));
    assert_int_equal(count_events(g, 0, WG_M44_EV_RETREAT_BLOCKED), 1);
    assert_false(alive(g, 0));
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_int_equal(info.over, 1);
    assert_int_equal(info.winner, 1);
    assert_int_equal(decision(g).type, WG_DEC_NONE);
    wg_game_free(g);
}

/* Without the option, nobody is ever asked */
static void m44_o1_no_windows_without_the_option(void **state)
{
    (void)state;
    wg_game *g = m44_game(NULL, NULL, ARMOR_RUN,
                          AXIS_CENTRE "[probe_centre, probe_centre]]", 4, 2);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 6));
    assert_int_equal(count_events(g, 0, WG_EV_OPFIRE_WINDOW), 0);
    assert_int_equal(decision(g).type, WG_DEC_MOVE);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(m44_e1_standard_draw_refills_op_fire_cards_first),
        cmocka_unit_test(m44_e1_o10_limited_draw_goes_back_two_a_turn),
        cmocka_unit_test(m44_e2_op_fire_with_one_card_left_is_refused),
        cmocka_unit_test(m44_e3_artillery_bombard_any_unit_only_without_artillery),
        cmocka_unit_test(m44_e4_o5_cards_that_order_no_fight_are_never_offered),
        cmocka_unit_test(m44_e4_o6_close_assault_only_adjacent),
        cmocka_unit_test(m44_e4_o6_firefight_range_two_or_three_no_extra_die),
        cmocka_unit_test(m44_e5_o7_hex_and_unit_fire_once_a_turn),
        cmocka_unit_test(m44_e5_mover_staying_in_targeted_hex_is_safe),
        cmocka_unit_test(m44_e6_o2_flag_retreats_mover_and_forbids_battle),
        cmocka_unit_test(m44_e7_edge_sight_needs_both_sides_blocked),
        cmocka_unit_test(m44_o1_o11_window_names_mover_hex_and_options),
        cmocka_unit_test(m44_o1_terrain_still_reduces_op_fire),
        cmocka_unit_test(m44_o2_mover_hit_goes_on_and_battles),
        cmocka_unit_test(m44_o3_one_card_one_unit_one_shot),
        cmocka_unit_test(m44_o4_section_and_unit_type_cards),
        cmocka_unit_test(m44_o8_artillery_needs_sight_for_op_fire),
        cmocka_unit_test(m44_o9_recon_benefit_only_for_the_order),
        cmocka_unit_test(m44_o1_no_windows_without_the_option),
        cmocka_unit_test(m44_b10_o2_op_fire_blocked_retreat_ends_the_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
