/*
 * The command cards: the deck (M44-C1), section cards (M44-C2), tactic
 * cards (M44-C3), unit-type cards without the type (M44-C4), hands and
 * reshuffles (M44-C5).
 */
#include "m44_test.h"

static int declarable(const wg_game *g)
{
    wg_action a[128];
    int n = wg_game_legal_actions(g, a, 128), k = 0;
    for (int i = 0; i < n && i < 128; i++)
        k += a[i].type == WG_ACT_DECLARE;
    return k;
}

/* M44-C1: the standard deck: 60 cards, counted by kind */
static void m44_c1_standard_deck(void **state)
{
    (void)state;
    wg_game *g = m44_game(NULL, NULL, UNIT(0, infantry, 6, 6) UNIT(1, infantry, 6, 2), NULL, 5, 4);
    static const int want[WG_M44_CARD_KIND_COUNT] = { 6, 13, 10, 6, 1, 1, 3, 1, 1, 2, 1,
                                                      1, 1, 1, 2, 1, 2, 1, 2, 1, 2, 1 };
    int got[WG_M44_CARD_KIND_COUNT] = { 0 };
    int c = 0;
    while (wg_m44_card_kind_of(g, c) >= 0)
        got[wg_m44_card_kind_of(g, c++)]++;
    assert_int_equal(c, 60);
    for (int k = 0; k < WG_M44_CARD_KIND_COUNT; k++)
        assert_int_equal(got[k], want[k]);
    assert_int_equal(hand_count(g, 0), 5); /* M44-C5: hand sizes from the scenario */
    assert_int_equal(hand_count(g, 1), 4);
    wg_game_free(g);
}

#define SIX_CENTRE UNIT(0, infantry, 5, 7) UNIT(0, infantry, 6, 7) UNIT(0, infantry, 7, 7) \
    UNIT(0, infantry, 5, 8) UNIT(0, armor, 6, 8) UNIT(1, infantry, 6, 0) UNIT(0, infantry, 1, 8) \
    UNIT(0, infantry, 11, 8)

/* M44-C2: Recon 1, Probe 2, Attack 3, Assault all in the section */
static void m44_c2_section_cards_order_counts(void **state)
{
    (void)state;
    static const int kind[4] = { WG_M44_CARD_RECON, WG_M44_CARD_PROBE, WG_M44_CARD_ATTACK,
                                 WG_M44_CARD_ASSAULT };
    static const int most[4] = { 1, 2, 3, 5 };
    for (int k = 0; k < 4; k++) {
        wg_game *g = m44_game(NULL, NULL, SIX_CENTRE,
                              "[[recon_centre, probe_centre, attack_centre, assault_centre], "
                              "[probe_left]]", 4, 4);
        apply_ok(g, act_play(card_in_hand(g, 0, kind[k])));
        int n = 0;
        while (decision(g).type == WG_DEC_ORDER) {
            assert_false(is_legal(g, act_declare(5))); /* not his */
            assert_false(is_legal(g, act_declare(6))); /* left section */
            wg_action a[32];
            wg_game_legal_actions(g, a, 32);
            if (a[0].type != WG_ACT_DECLARE)
                break;
            apply_ok(g, a[0]);
            n++;
        }
        assert_int_equal(n, most[k]);
        wg_game_free(g);
    }
}

/* M44-C2: General Advance 2 a section, Pincer Move 2 a flank, Recon in Force 1 a section */
static void m44_c2_multi_section_cards(void **state)
{
    (void)state;
    wg_game *g = m44_game(NULL, NULL,
                          UNIT(0, infantry, 1, 8) UNIT(0, infantry, 2, 8) UNIT(0, infantry, 3, 8)
                              UNIT(0, infantry, 6, 8) UNIT(0, infantry, 10, 8) UNIT(1, armor, 6, 0),
                          "[[general_advance, pincer_move, recon_in_force, probe_left], [probe_left]]",
                          4, 4);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_PINCER_MOVE)));
    apply_ok(g, act_declare(0));
    apply_ok(g, act_declare(1));
    assert_false(is_legal(g, act_declare(2))); /* the left flank is full */
    assert_false(is_legal(g, act_declare(3))); /* no centre */
    assert_true(is_legal(g, act_declare(4)));
    wg_game_free(g);

    g = m44_game(NULL, NULL,
                 UNIT(0, infantry, 1, 8) UNIT(0, infantry, 2, 8) UNIT(0, infantry, 6, 8)
                     UNIT(0, infantry, 10, 8) UNIT(1, armor, 6, 0),
                 "[[recon_in_force, probe_left, probe_left, probe_left], [probe_right]]", 4, 4);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_RECON_IN_FORCE)));
    apply_ok(g, act_declare(0));
    assert_false(is_legal(g, act_declare(1)));
    assert_true(is_legal(g, act_declare(2)));
    wg_game_free(g);
}

/* M44-C4: Armor Assault with no armor orders one unit of your choice */
static void m44_c4_unit_card_without_the_type(void **state)
{
    (void)state;
    wg_game *g = m44_game(NULL, NULL, SIX_CENTRE,
                          "[[move_out, probe_left, probe_left, probe_left], [probe_right]]", 4, 4);
    wg_game_free(g);
    g = m44_game(NULL, NULL, UNIT(0, infantry, 5, 7) UNIT(0, infantry, 6, 7) UNIT(1, armor, 6, 0),
                 "[[armor_assault, probe_left, probe_left, probe_left], [probe_right]]", 4, 4);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_ARMOR_ASSAULT)));
    assert_int_equal(declarable(g), 2);
    apply_ok(g, act_declare(1));
    assert_int_equal(decision(g).type, WG_DEC_MOVE); /* one unit only */
    wg_game_free(g);
}

/* M44-C5: the deck is reshuffled from the discards when it runs out */
static void m44_c5_reshuffle_when_the_deck_runs_out(void **state)
{
    (void)state;
    wg_game *g = m44_game("deck: [{key: probe_centre, kind: probe, section: centre, count: 7}]\n",
                          NULL, UNIT(0, infantry, 6, 6) UNIT(1, infantry, 6, 0), NULL, 2, 2);
    for (int t = 0; t < 4; t++)
        pass_until(g, WG_DEC_ORDER, t % 2), apply_ok(g, act_play(card_in_hand(g, t % 2,
                                                                 WG_M44_CARD_PROBE))),
            pass_until(g, WG_DEC_ORDER, (t + 1) % 2);
    assert_true(count_events(g, 0, WG_M44_EV_RESHUFFLE) >= 1);
    assert_int_equal(hand_count(g, 0), 2);
    assert_int_equal(hand_count(g, 1), 2);
    wg_game_free(g);
}

/* M44-C3: Armor Assault: +1 die in close assault */
static void m44_c3_armor_assault_extra_die_close(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_STAR);
    wg_game *g = m44_game(NULL, NULL, UNIT(0, armor, 6, 6) UNIT(1, infantry, 6, 5),
                          "[[armor_assault, probe_left, probe_left, probe_left], [probe_right]]", 4, 4);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_ARMOR_ASSAULT, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    int from = wg_game_log_count(g);
    apply_ok(g, act_fire(0, 1));
    assert_int_equal(count_events(g, from, WG_EV_DIE), 4);
    wg_game_free(g);
}

/* M44-C3: Barrage: 4 dice at one enemy, no terrain, flags not ignored */
static void m44_c3_barrage(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 0, F_INF, F_STAR, F_FLAG, F_STAR);
    static const char yaml[] =
        "ruleset: m44\nshuffle: false\nboard: {columns: 13, rows: 9, terrain: [{at: [6, 1], type: forest}],"
        " obstacles: [{at: [6, 1], type: sandbags}]}\n"
        "sides: [{name: Allies, hand: 4}, {name: Axis, hand: 4}]\n"
        "units:\n" UNIT(0, infantry, 6, 8) UNIT(1, infantry, 6, 1)
        "hands: [[barrage, probe_left, probe_left, probe_left], [probe_right]]\n";
    wg_game *g;
    wg_error err;
    assert_int_equal(wg_game_new(&g, yaml, sizeof yaml - 1, "t", 1, NULL, &err), WG_OK);
    wg_game_set_dice(g, script_die, &s);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_BARRAGE)));
    apply_ok(g, act_target(1));
    assert_int_equal(figures(g, 1), 3);
    if (decision(g).type == WG_DEC_RETREAT)
        apply_ok(g, act_retreat(1, 6, 0));
    int c, r;
    unit_at(g, 1, &c, &r);
    assert_int_equal(r, 0); /* retreated despite the sandbags */
    wg_game_free(g);
}

/* M44-C3: Medics & Mechanics: a die a card; symbol or star returns a figure; then ordered */
static void m44_c3_medics_heal_and_order(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 0, F_INF, F_STAR, F_ARMOR, F_GRENADE);
    wg_game *g = m44_game(NULL, NULL,
                          "  - {side: 0, type: infantry, at: [6, 6], figures: 1}\n" UNIT(1, infantry, 6, 0),
                          "[[medics_mechanics, probe_left, probe_left, probe_left], [probe_right]]", 4, 4);
    wg_game_set_dice(g, script_die, &s);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_MEDICS_MECHANICS)));
    apply_ok(g, act_declare(0));
    assert_int_equal(figures(g, 0), 3);
    assert_int_equal(decision(g).type, WG_DEC_MOVE);
    assert_true(is_legal(g, act_move(0, 6, 5)));
    wg_game_free(g);
}

/* M44-C3: Dig In: the infantry get sandbags and neither move nor battle */
static void m44_c3_dig_in(void **state)
{
    (void)state;
    wg_game *g = m44_game(NULL, NULL, UNIT(0, infantry, 6, 6) UNIT(1, infantry, 6, 0),
                          "[[dig_in, probe_left, probe_left, probe_left], [probe_right]]", 4, 4);
    order(g, WG_M44_CARD_DIG_IN, 0, -1);
    wg_m44_hex_info h = WG_M44_HEX_INFO_INIT;
    wg_m44_hex(g, hx(6, 6).q, hx(6, 6).r, &h);
    assert_int_equal(h.obstacle, WG_M44_SANDBAGS);
    assert_int_equal(decision(g).player, 1);
    wg_game_free(g);
}

/* M44-C3: Counter-Attack repeats the opponent's order, left and right mirrored */
static void m44_c3_counter_attack_mirrors(void **state)
{
    (void)state;
    wg_game *g = m44_game(NULL, NULL, UNIT(0, infantry, 1, 8) UNIT(1, infantry, 1, 0) UNIT(1, infantry, 11, 0),
                          "[[probe_left, probe_left, probe_left, probe_left], "
                          "[counter_attack, probe_centre]]", 4, 4);
    apply_ok(g, act_play(card_sec(g, 0, WG_M44_CARD_PROBE, WG_M44_LEFT)));
    pass_until(g, WG_DEC_ORDER, 1);
    apply_ok(g, act_play(card_in_hand(g, 1, WG_M44_CARD_COUNTER_ATTACK)));
    /* his Probe Left is the Axis's Probe Right: column 1 from the top */
    assert_true(is_legal(g, act_declare(1)));
    assert_false(is_legal(g, act_declare(2)));
    wg_game_free(g);
}

/* M44-C3: Ambush: the defender battles first; a retreat cancels the assault */
static void m44_c3_ambush_battles_first(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 0, F_FLAG, F_STAR, F_STAR);
    wg_game *g = m44_game(NULL, NULL, UNIT(0, infantry, 6, 6) UNIT(1, infantry, 6, 5),
                          "[[probe_centre, probe_left, probe_left, probe_left], "
                          "[ambush, probe_centre]]", 4, 4);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_fire(0, 1));
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_CHOICE);
    assert_int_equal(d.player, 1);
    apply_ok(g, act_play(card_in_hand(g, 1, WG_M44_CARD_AMBUSH)));
    if (decision(g).type == WG_DEC_RETREAT)
        apply_ok(g, act_retreat(0, 6, 7));
    for (int i = 0; i < wg_game_log_count(g); i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        assert_false(ev.type == WG_EV_ATTACK && ev.unit == 0); /* cancelled */
    }
    assert_int_equal(hand_count(g, 1), 4); /* its replacement drawn at once */
    wg_game_free(g);
}

/* M44-C3: Close Assault (+1, no move) and Firefight (+1 at a distance, no move) */
static void m44_c3_close_assault_and_firefight(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_STAR);
    wg_game *g = m44_game(NULL, NULL, UNIT(0, infantry, 6, 6) UNIT(1, infantry, 6, 5) UNIT(0, infantry, 6, 8),
                          "[[close_assault, probe_left, probe_left, probe_left], [probe_right]]", 4, 4);
    wg_game_set_dice(g, script_die, &s);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_CLOSE_ASSAULT)));
    assert_false(is_legal(g, act_declare(2))); /* not adjacent */
    apply_ok(g, act_declare(0));
    assert_int_equal(decision(g).type, WG_DEC_FIRE); /* no move */
    int from = wg_game_log_count(g);
    apply_ok(g, act_fire(0, 1));
    assert_int_equal(count_events(g, from, WG_EV_DIE), 4);
    wg_game_free(g);

    g = m44_game(NULL, NULL, UNIT(0, infantry, 6, 6) UNIT(1, infantry, 6, 4),
                 "[[firefight, probe_left, probe_left, probe_left], [probe_right]]", 4, 4);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_FIREFIGHT, 0, -1);
    assert_int_equal(decision(g).type, WG_DEC_FIRE);
    from = wg_game_log_count(g);
    apply_ok(g, act_fire(0, 1));
    assert_int_equal(count_events(g, from, WG_EV_DIE), 3); /* 2 at range 2, +1 */
    wg_game_free(g);
}

/* M44-C3: Infantry Assault: a section's infantry move 3 without battle, or 2 and battle */
static void m44_c3_infantry_assault(void **state)
{
    (void)state;
    wg_game *g = m44_game(NULL, NULL, UNIT(0, infantry, 6, 8) UNIT(0, infantry, 7, 8) UNIT(1, infantry, 6, 2),
                          "[[infantry_assault, probe_left, probe_left, probe_left], [probe_right]]", 4, 4);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_INFANTRY_ASSAULT)));
    wg_action centre = act(WG_ACT_CHOOSE);
    centre.value = WG_M44_CENTRE;
    apply_ok(g, centre);
    apply_ok(g, act_declare(0));
    apply_ok(g, act_declare(1)); /* all of them: the order commits itself */
    apply_ok(g, act_move(0, 6, 7));
    apply_ok(g, act_move(0, 6, 6));
    apply_ok(g, act_move(0, 5, 5));
    assert_false(is_legal(g, act_move(0, 5, 4))); /* 3 hexes: its move is over */
    assert_false(is_legal(g, act_fire(0, 2)));    /* and it may not battle */
    wg_game_free(g);
}

/* M44-C3: Artillery Bombard: artillery that does not move battles twice */
static void m44_c3_artillery_bombard_twice(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_STAR);
    wg_game *g = m44_game(NULL, NULL, UNIT(0, artillery, 6, 8) UNIT(1, infantry, 6, 4),
                          "[[artillery_bombard, probe_left, probe_left, probe_left], [probe_right]]", 4, 4);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_ARTILLERY_BOMBARD, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_fire(0, 1));
    apply_ok(g, act_fire(0, 1));
    assert_int_equal(count_events(g, 0, WG_EV_ATTACK), 2);
    wg_game_free(g);
}

/* M44-C3: Air Power: up to 4 adjacent enemy units, 2 dice a hex for the Allies, star hits */
static void m44_c3_air_power(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 0, F_STAR, F_STAR, F_STAR, F_INF);
    wg_game *g = m44_game(NULL, NULL, UNIT(0, infantry, 6, 8) UNIT(1, infantry, 6, 2) UNIT(1, infantry, 7, 2)
                                          UNIT(1, infantry, 11, 2),
                          "[[air_power, probe_left, probe_left, probe_left], [probe_right]]", 4, 4);
    wg_game_set_dice(g, script_die, &s);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_AIR_POWER)));
    apply_ok(g, act_target(1));
    assert_false(is_legal(g, act_target(3))); /* not next to a chosen one */
    apply_ok(g, act_target(2)); /* no third next to them: the strike goes in */
    assert_int_equal(figures(g, 1), 2);
    assert_int_equal(figures(g, 2), 2);
    wg_game_free(g);
}

/* M44-C3: Direct from HQ orders 4 units of any kind; Move Out! 4 infantry */
static void m44_c3_direct_from_hq_and_move_out(void **state)
{
    (void)state;
    wg_game *g = m44_game(NULL, NULL, SIX_CENTRE,
                          "[[direct_from_hq, move_out, probe_left, probe_left], [probe_right]]", 4, 4);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_MOVE_OUT)));
    assert_false(is_legal(g, act_declare(4))); /* armor */
    wg_game_free(g);
    g = m44_game(NULL, NULL, SIX_CENTRE,
                 "[[direct_from_hq, move_out, probe_left, probe_left], [probe_right]]", 4, 4);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_DIRECT_FROM_HQ)));
    apply_ok(g, act_declare(4));
    apply_ok(g, act_declare(6));
    apply_ok(g, act_declare(7));
    apply_ok(g, act_declare(0));
    assert_int_equal(decision(g).type, WG_DEC_MOVE);
    wg_game_free(g);
}

/* M44-C3: Their Finest Hour: a die a card; symbols order that type, stars any; +1 die */
static void m44_c3_their_finest_hour(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_ARMOR, F_STAR, F_GRENADE, F_FLAG);
    wg_game *g = m44_game(NULL, NULL, SIX_CENTRE,
                          "[[their_finest_hour, probe_left, probe_left, probe_left], [probe_right]]", 4, 4);
    wg_game_set_dice(g, script_die, &s);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_THEIR_FINEST_HOUR)));
    apply_ok(g, act_declare(4)); /* armor: the armor die */
    apply_ok(g, act_declare(0)); /* infantry: the star */
    assert_int_equal(decision(g).type, WG_DEC_MOVE);
    wg_game_free(g);
}

/* M44-C3: Behind Enemy Lines: 1 infantry moves 3 ignoring terrain, battles +1, moves 3 again */
static void m44_c3_behind_enemy_lines(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_STAR);
    wg_game *g = m44_game(NULL, TERR(forest, 6, 7), UNIT(0, infantry, 6, 8) UNIT(1, infantry, 4, 2),
                          "[[behind_enemy_lines, probe_left, probe_left, probe_left], [probe_right]]", 4, 4);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_BEHIND_ENEMY_LINES, 0, -1);
    apply_ok(g, act_move(0, 6, 7)); /* forest: no stop */
    apply_ok(g, act_move(0, 6, 6));
    apply_ok(g, act_move(0, 5, 5));
    /* entering the forest still forbids its battle: straight on to the second move */
    assert_int_equal(decision(g).type, WG_DEC_MOVE);
    assert_true(is_legal(g, act_move(0, 5, 4)));
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(m44_c1_standard_deck),
        cmocka_unit_test(m44_c2_section_cards_order_counts),
        cmocka_unit_test(m44_c2_multi_section_cards),
        cmocka_unit_test(m44_c4_unit_card_without_the_type),
        cmocka_unit_test(m44_c5_reshuffle_when_the_deck_runs_out),
        cmocka_unit_test(m44_c3_armor_assault_extra_die_close),
        cmocka_unit_test(m44_c3_barrage),
        cmocka_unit_test(m44_c3_medics_heal_and_order),
        cmocka_unit_test(m44_c3_dig_in),
        cmocka_unit_test(m44_c3_counter_attack_mirrors),
        cmocka_unit_test(m44_c3_ambush_battles_first),
        cmocka_unit_test(m44_c3_close_assault_and_firefight),
        cmocka_unit_test(m44_c3_infantry_assault),
        cmocka_unit_test(m44_c3_artillery_bombard_twice),
        cmocka_unit_test(m44_c3_air_power),
        cmocka_unit_test(m44_c3_direct_from_hq_and_move_out),
        cmocka_unit_test(m44_c3_their_finest_hour),
        cmocka_unit_test(m44_c3_behind_enemy_lines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
