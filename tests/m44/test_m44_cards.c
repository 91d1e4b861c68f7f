/*
 * The command cards: the deck (M44-C1), section cards (M44-C2), tactic
 * cards (M44-C3), unit-type cards without the type (M44-C4), hands and
 * reshuffles (M44-C5).
 */
#include <stdio.h>
#include <string.h>

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

/* The card queries: no section is not an error code; refusals say why */
static void m44_card_queries_refuse_clearly(void **state)
{
    (void)state;
    wg_game *g = m44_game(NULL, NULL, UNIT(0, infantry, 6, 6) UNIT(1, infantry, 6, 2), NULL, 5, 4);
    int sectionless = 0;
    for (int c = 0; c < 60; c++) {
        int sec = wg_m44_card_section(g, c);
        assert_true(sec >= 0); /* WG_M44_ANY included: a caller's `< 0` check means an error */
        assert_true(sec == WG_M44_ANY || wg_m44_card_kind_of(g, c) <= WG_M44_CARD_ASSAULT);
        sectionless += sec == WG_M44_ANY;
    }
    assert_int_equal(sectionless, 60 - 35); /* 35 section cards: 6 + 13 + 10 + 6 */
    assert_int_equal(wg_m44_card_section(g, 60), WG_ERANGE);
    assert_int_equal(wg_m44_card_kind_of(g, -1), WG_ERANGE);
    assert_null(wg_m44_card_name(g, 60));
    assert_int_equal(wg_m44_card_section(NULL, 0), WG_EINVAL);
    assert_int_equal(wg_m44_card_kind_of(NULL, 0), WG_EINVAL);
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

/* ------------------------------------------------------------ M44-C3: tactic cards */

/* Closes m44_game's terrain list and opens the board's obstacle list. */
#define OBSTACLES "], obstacles: ["
#define OBST(type, c, r) "{at: [" #c ", " #r "], type: " #type "}, "
/* Player 0 holds `card` and three Probe Left; player 1 a Probe Right. */
#define HAND4(card) "[[" card ", probe_left, probe_left, probe_left], [probe_right]]"

static wg_event log_at(const wg_game *g, int i)
{
    wg_event ev;
    assert_int_equal(wg_game_log_event(g, i, &ev), WG_OK);
    return ev;
}

/* The dice of the first WG_EV_ATTACK by `unit` (-1: by a card) at `target` from log entry `from`. */
static int attack_dice(const wg_game *g, int from, int unit, int target)
{
    for (int i = from; i < wg_game_log_count(g); i++) {
        wg_event ev = log_at(g, i);
        if (ev.type == WG_EV_ATTACK && ev.unit == unit && ev.target == target)
            return ev.value;
    }
    fail_msg("no attack by unit %d at unit %d", unit, target);
    return -1;
}

static int attacks_by(const wg_game *g, int from, int unit)
{
    int n = 0;
    for (int i = from; i < wg_game_log_count(g); i++) {
        wg_event ev = log_at(g, i);
        n += ev.type == WG_EV_ATTACK && ev.unit == unit;
    }
    return n;
}

static int dice_rolled(const wg_game *g, int from, int purpose)
{
    int n = 0;
    for (int i = from; i < wg_game_log_count(g); i++) {
        wg_event ev = log_at(g, i);
        n += ev.type == WG_EV_DIE && ev.purpose == purpose;
    }
    return n;
}

static int obstacle_at(const wg_game *g, int c, int r)
{
    wg_m44_hex_info h = WG_M44_HEX_INFO_INIT;
    assert_int_equal(wg_m44_hex(g, hx(c, r), &h), WG_OK);
    return h.obstacle;
}

static void fire_ok(wg_game *g, int unit, int target, int want_dice)
{
    int from = wg_game_log_count(g);
    apply_ok(g, act_fire(unit, target));
    assert_int_equal(attack_dice(g, from, unit, target), want_dice);
    assert_int_equal(dice_rolled(g, from, WG_M44_ROLL_BATTLE), want_dice);
}

/* M44-C3 Armor Assault: up to 4 armor (no other type); +1 die in close assault only */
static void m44_c3_armor_assault_extra_die_close(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 0, F_STAR, F_STAR, F_STAR, F_STAR, F_STAR, F_STAR, F_STAR);
    wg_game *g = m44_game(NULL, NULL,
                          UNIT(0, armor, 6, 6) UNIT(0, armor, 8, 6) UNIT(0, armor, 2, 8)
                              UNIT(0, armor, 4, 8) UNIT(0, armor, 10, 8) UNIT(1, infantry, 6, 5)
                                  UNIT(0, infantry, 7, 8),
                          HAND4("armor_assault"), 4, 4);
    wg_game_set_dice(g, script_die, &s);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_ARMOR_ASSAULT)));
    assert_int_equal(declarable(g), 5);
    assert_false(is_legal(g, act_declare(6))); /* infantry */
    int from = wg_game_log_count(g);
    for (int u = 0; u < 4; u++)
        apply_ok(g, act_declare(u));
    assert_int_equal(decision(g).type, WG_DEC_MOVE); /* four: the order commits itself */
    assert_int_equal(count_events(g, from, WG_M44_EV_ORDERED), 4);
    apply_ok(g, act(WG_ACT_PASS));
    assert_int_equal(wg_m44_battle_dice(g, 0, 5), 3);
    assert_int_equal(wg_m44_battle_dice(g, 1, 5), 3);
    fire_ok(g, 0, 5, 4); /* adjacent: 3 + 1 */
    fire_ok(g, 1, 5, 3); /* range 2: no bonus */
    wg_game_free(g);
}

/* M44-C3 Barrage: any enemy unit at any range, 4 dice, no terrain or sandbags reduction,
 * hits on its symbol or a grenade only, its flags count even in sandbags */
static void m44_c3_barrage(void **state)
{
    (void)state;
    static const struct {
        const char *unit;
        int faces[4], left, flags;
    } t[] = {
        { UNIT(1, infantry, 6, 1), { F_INF, F_ARMOR, F_STAR, F_FLAG }, 3, 1 },
        { UNIT(1, armor, 6, 1), { F_INF, F_ARMOR, F_GRENADE, F_STAR }, 1, 0 },
        { UNIT(1, artillery, 6, 1), { F_INF, F_ARMOR, F_STAR, F_GRENADE }, 1, 0 },
    };
    for (int k = 0; k < 3; k++) {
        char units[256];
        snprintf(units, sizeof units, "%s%s", UNIT(0, infantry, 6, 8), t[k].unit);
        script s;
        script_load(&s, 0, 4, t[k].faces);
        wg_game *g = m44_game(NULL, TERR(forest, 6, 1) OBSTACLES OBST(sandbags, 6, 1), units,
                              HAND4("barrage"), 4, 4);
        wg_game_set_dice(g, script_die, &s);
        assert_int_equal(wg_m44_battle_dice(g, 0, 1), 0); /* far out of any range */
        apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_BARRAGE)));
        int from = wg_game_log_count(g);
        apply_ok(g, act_target(1));
        assert_int_equal(attack_dice(g, from, -1, 1), 4);
        assert_int_equal(dice_rolled(g, from, WG_M44_ROLL_BARRAGE), 4);
        assert_int_equal(figures(g, 1), t[k].left);
        assert_int_equal(count_events(g, from, WG_M44_EV_FLAG_IGNORED), 0);
        if (t[k].flags) {
            if (decision(g).type == WG_DEC_RETREAT)
                apply_ok(g, act_retreat(1, 6, 0));
            int c, r;
            unit_at(g, 1, &c, &r);
            assert_int_equal(r, 0); /* retreated despite the sandbags */
        } else {
            int c, r;
            unit_at(g, 1, &c, &r);
            assert_int_equal(r, 1);
        }
        wg_game_free(g);
    }
}

/* M44-C3 Medics & Mechanics: one damaged unit only; a die per card held (the played one
 * included); its symbol or a star returns a figure, up to its full strength; a healed unit is
 * also ordered (moves and battles), an unhealed one is not */
static void m44_c3_medics_heal_and_order(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 0, F_INF, F_STAR, F_ARMOR, F_GRENADE);
    wg_game *g = m44_game(NULL, NULL,
                          "  - {side: 0, type: infantry, at: [6, 6], figures: 1}\n"
                          UNIT(0, infantry, 7, 6) UNIT(1, infantry, 6, 3),
                          HAND4("medics_mechanics"), 4, 4);
    wg_game_set_dice(g, script_die, &s);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_MEDICS_MECHANICS)));
    assert_int_equal(declarable(g), 1);
    assert_false(is_legal(g, act_declare(1))); /* not damaged */
    int from = wg_game_log_count(g);
    apply_ok(g, act_declare(0));
    assert_int_equal(dice_rolled(g, from, WG_M44_ROLL_MEDICS), 4); /* 3 held + the played one */
    assert_int_equal(figures(g, 0), 3);                              /* infantry + star */
    assert_int_equal(count_events(g, from, WG_M44_EV_HEALED), 1);
    assert_int_equal(count_events(g, from, WG_M44_EV_ORDERED), 1);
    assert_int_equal(decision(g).type, WG_DEC_MOVE);
    assert_false(is_legal(g, act_move(1, 7, 5))); /* only the healed unit is ordered */
    apply_ok(g, act_move(0, 6, 5));
    apply_ok(g, act(WG_ACT_PASS));
    assert_int_equal(decision(g).type, WG_DEC_FIRE);
    assert_true(is_legal(g, act_fire(0, 2)));
    assert_false(is_legal(g, act_fire(1, 2)));
    wg_game_free(g);

    /* Mechanics: armor symbol and stars heal armor, infantry does not; capped at 3 figures */
    SCRIPT(&s, 0, F_ARMOR, F_STAR, F_STAR, F_INF);
    g = m44_game(NULL, NULL, "  - {side: 0, type: armor, at: [6, 6], figures: 1}\n"
                 UNIT(1, infantry, 6, 0), HAND4("medics_mechanics"), 4, 4);
    wg_game_set_dice(g, script_die, &s);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_MEDICS_MECHANICS)));
    from = wg_game_log_count(g);
    apply_ok(g, act_declare(0));
    assert_int_equal(figures(g, 0), 3);
    assert_int_equal(log_at(g, find_event(g, from, WG_M44_EV_HEALED)).value, 2);
    assert_int_equal(decision(g).type, WG_DEC_MOVE);
    wg_game_free(g);

    /* no symbol of its own, no star: nothing back, no order, the turn goes on to the draw */
    SCRIPT(&s, 0, F_INF, F_ARMOR, F_GRENADE, F_FLAG);
    g = m44_game(NULL, NULL, "  - {side: 0, type: artillery, at: [6, 6], figures: 1}\n"
                 UNIT(1, infantry, 6, 0), HAND4("medics_mechanics"), 4, 4);
    wg_game_set_dice(g, script_die, &s);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_MEDICS_MECHANICS)));
    from = wg_game_log_count(g);
    apply_ok(g, act_declare(0));
    assert_int_equal(figures(g, 0), 1);
    assert_int_equal(count_events(g, from, WG_M44_EV_HEALED), 0);
    assert_int_equal(count_events(g, from, WG_M44_EV_ORDERED), 0);
    assert_int_equal(decision(g).player, 1);
    wg_game_free(g);
}

/* M44-C3 Dig In: up to 4 infantry get sandbags and neither move nor battle. A unit whose hex
 * already holds an obstacle (README "Interpretation"): nothing is added (sandbags do not stack,
 * wire stays wire); it is still ordered and still neither moves nor battles */
static void m44_c3_dig_in(void **state)
{
    (void)state;
    wg_game *g = m44_game(NULL, OBSTACLES OBST(sandbags, 6, 6) OBST(wire, 5, 6),
                          UNIT(0, infantry, 6, 6) UNIT(0, infantry, 5, 6) UNIT(0, infantry, 7, 6)
                              UNIT(1, infantry, 6, 4) UNIT(0, infantry, 1, 8)
                                  UNIT(0, infantry, 11, 8),
                          HAND4("dig_in"), 4, 4);
    assert_int_equal(wg_m44_battle_dice(g, 3, 0), 1); /* 2 at range 2, sandbags -1 */
    assert_int_equal(wg_m44_battle_dice(g, 3, 1), 2);
    assert_int_equal(wg_m44_battle_dice(g, 3, 2), 2);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_DIG_IN)));
    assert_true(is_legal(g, act_declare(0))); /* in sandbags: may still be ordered */
    assert_true(is_legal(g, act_declare(1))); /* in wire: likewise */
    int from = wg_game_log_count(g);
    apply_ok(g, act_declare(0));
    apply_ok(g, act_declare(1));
    apply_ok(g, act_declare(2));
    apply_ok(g, act_declare(4)); /* four: the order commits itself, unit 5 stays out */
    assert_int_equal(count_events(g, from, WG_M44_EV_ORDERED), 4);
    assert_int_equal(obstacle_at(g, 6, 6), WG_M44_SANDBAGS); /* unchanged: one sandbag */
    assert_int_equal(obstacle_at(g, 5, 6), WG_M44_WIRE);     /* wire is not replaced */
    assert_int_equal(obstacle_at(g, 7, 6), WG_M44_SANDBAGS);
    assert_int_equal(obstacle_at(g, 1, 8), WG_M44_SANDBAGS);
    assert_int_equal(obstacle_at(g, 11, 8), WG_M44_NO_OBSTACLE);
    assert_int_equal(count_events(g, from, WG_M44_EV_SANDBAGS), 2); /* units 2 and 4 only */
    assert_int_equal(wg_m44_battle_dice(g, 3, 0), 1); /* still -1, not -2 */
    assert_int_equal(wg_m44_battle_dice(g, 3, 1), 2);
    assert_int_equal(wg_m44_battle_dice(g, 3, 2), 1);
    /* no move, no battle (nor clearing the wire): the turn is over */
    assert_int_equal(count_events(g, from, WG_EV_MOVE), 0);
    assert_int_equal(count_events(g, from, WG_EV_ATTACK), 0);
    assert_int_equal(count_events(g, from, WG_M44_EV_WIRE_REMOVED), 0);
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_ORDER);
    assert_int_equal(d.player, 1);
    wg_game_free(g);
}

/* M44-C3 Counter-Attack: the opponent's last order repeated, left and right mirrored (his
 * Probe Left is my Probe Right: 2 units on the same flank of the board), and a tactic card's
 * effect copied too (Armor Assault: armor only, +1 die in close assault) */
static void m44_c3_counter_attack_mirrors(void **state)
{
    (void)state;
    wg_game *g = m44_game(NULL, NULL,
                          UNIT(0, infantry, 1, 8) UNIT(1, infantry, 1, 0) UNIT(1, infantry, 11, 0)
                              UNIT(1, infantry, 2, 0) UNIT(1, infantry, 3, 0),
                          "[[probe_left, probe_left, probe_left, probe_left], "
                          "[counter_attack, probe_centre]]", 4, 4);
    apply_ok(g, act_play(card_sec(g, 0, WG_M44_CARD_PROBE, WG_M44_LEFT)));
    pass_until(g, WG_DEC_ORDER, 1);
    apply_ok(g, act_play(card_in_hand(g, 1, WG_M44_CARD_COUNTER_ATTACK)));
    /* his Probe Left is the Axis's Probe Right: columns 0-4 from the top */
    assert_true(is_legal(g, act_declare(1)));
    assert_false(is_legal(g, act_declare(2)));
    int from = wg_game_log_count(g);
    apply_ok(g, act_declare(1));
    apply_ok(g, act_declare(3)); /* Probe: two, then the order commits itself */
    assert_int_equal(decision(g).type, WG_DEC_MOVE);
    assert_int_equal(count_events(g, from, WG_M44_EV_ORDERED), 2);
    wg_game_free(g);

    script s;
    SCRIPT(&s, 0, F_STAR, F_STAR, F_STAR, F_STAR);
    g = m44_game(NULL, NULL,
                 UNIT(0, armor, 1, 8) UNIT(0, infantry, 6, 6) UNIT(1, armor, 6, 5)
                     UNIT(1, infantry, 7, 5),
                 "[[armor_assault, probe_left, probe_left, probe_left], "
                 "[counter_attack, probe_centre]]", 4, 4);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_ARMOR_ASSAULT, 0, -1);
    pass_until(g, WG_DEC_ORDER, 1);
    apply_ok(g, act_play(card_in_hand(g, 1, WG_M44_CARD_COUNTER_ATTACK)));
    assert_false(is_legal(g, act_declare(3))); /* Armor Assault: not infantry */
    apply_ok(g, act_declare(2));
    assert_int_equal(decision(g).type, WG_DEC_MOVE);
    apply_ok(g, act(WG_ACT_PASS));
    assert_int_equal(wg_m44_battle_dice(g, 2, 1), 3);
    fire_ok(g, 2, 1, 4); /* the copied +1 in close assault */
    wg_game_free(g);
}

/* M44-C3 Ambush: the defender battles first; a retreat cancels the assault */
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
    assert_int_equal(dice_rolled(g, 0, WG_M44_ROLL_AMBUSH), 3); /* its normal dice */
    for (int i = 0; i < wg_game_log_count(g); i++) {
        wg_event ev = log_at(g, i);
        assert_false(ev.type == WG_EV_ATTACK && ev.unit == 0); /* cancelled */
    }
    assert_int_equal(hand_count(g, 1), 4); /* its replacement drawn at once */
    wg_game_free(g);

    /* an ambush that neither eliminates nor repels: the assault goes in after it */
    SCRIPT(&s, 0, F_STAR, F_STAR, F_STAR, F_STAR, F_STAR, F_STAR);
    g = m44_game(NULL, NULL, UNIT(0, infantry, 6, 6) UNIT(1, infantry, 6, 5),
                 "[[probe_centre, probe_left, probe_left, probe_left], [ambush, probe_centre]]",
                 4, 4);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    int from = wg_game_log_count(g);
    apply_ok(g, act_fire(0, 1));
    apply_ok(g, act_play(card_in_hand(g, 1, WG_M44_CARD_AMBUSH)));
    int first = find_event(g, from, WG_EV_ATTACK);
    assert_int_equal(log_at(g, first).unit, 1); /* the defender first */
    assert_int_equal(log_at(g, find_event(g, first + 1, WG_EV_ATTACK)).unit, 0);
    assert_int_equal(dice_rolled(g, from, WG_M44_ROLL_AMBUSH), 3);
    assert_int_equal(dice_rolled(g, from, WG_M44_ROLL_BATTLE), 3);
    wg_game_free(g);
}

/* M44-C3 Close Assault: every infantry and armor unit adjacent to the enemy (no cap of 4,
 * no artillery, none farther), no movement before the battle, +1 die */
static void m44_c3_close_assault(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 0, F_STAR, F_STAR, F_STAR, F_STAR, F_STAR, F_STAR, F_STAR, F_STAR);
    wg_game *g = m44_game(NULL, NULL,
                          UNIT(0, infantry, 6, 6) UNIT(0, armor, 5, 5) UNIT(0, artillery, 7, 6)
                              UNIT(0, infantry, 6, 8) UNIT(1, infantry, 6, 5)
                                  UNIT(0, infantry, 7, 5) UNIT(0, infantry, 6, 4)
                                      UNIT(0, infantry, 7, 4),
                          HAND4("close_assault"), 4, 4);
    wg_game_set_dice(g, script_die, &s);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_CLOSE_ASSAULT)));
    assert_int_equal(declarable(g), 5);
    assert_false(is_legal(g, act_declare(2))); /* artillery */
    assert_false(is_legal(g, act_declare(3))); /* not adjacent */
    int from = wg_game_log_count(g);
    apply_ok(g, act_declare(0));
    apply_ok(g, act_declare(1));
    apply_ok(g, act_declare(5));
    apply_ok(g, act_declare(6));
    apply_ok(g, act_declare(7)); /* five: all of them */
    assert_int_equal(count_events(g, from, WG_M44_EV_ORDERED), 5);
    assert_int_equal(decision(g).type, WG_DEC_FIRE); /* no movement phase decision */
    assert_int_equal(count_events(g, from, WG_EV_MOVE), 0);
    assert_int_equal(wg_m44_battle_dice(g, 0, 4), 3);
    assert_int_equal(wg_m44_battle_dice(g, 1, 4), 3);
    fire_ok(g, 0, 4, 4);
    fire_ok(g, 1, 4, 4);
    wg_game_free(g);
}

/* M44-C3 Firefight: up to 4 units not adjacent to the enemy, no move, +1 die */
static void m44_c3_firefight(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 0, F_STAR, F_STAR, F_STAR, F_STAR, F_STAR, F_STAR);
    wg_game *g = m44_game(NULL, NULL,
                          UNIT(0, infantry, 5, 5) UNIT(0, infantry, 7, 7) UNIT(0, artillery, 6, 8)
                              UNIT(0, infantry, 1, 8) UNIT(0, infantry, 11, 8)
                                  UNIT(0, infantry, 3, 8) UNIT(1, infantry, 6, 5),
                          HAND4("firefight"), 4, 4);
    wg_game_set_dice(g, script_die, &s);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_FIREFIGHT)));
    assert_false(is_legal(g, act_declare(0))); /* adjacent to the enemy */
    assert_int_equal(declarable(g), 5);
    int from = wg_game_log_count(g);
    apply_ok(g, act_declare(1));
    apply_ok(g, act_declare(2));
    apply_ok(g, act_declare(3));
    assert_true(is_legal(g, act_declare(5)));
    apply_ok(g, act_declare(4)); /* four: the order commits itself */
    assert_int_equal(count_events(g, from, WG_M44_EV_ORDERED), 4);
    assert_int_equal(decision(g).type, WG_DEC_FIRE); /* no movement */
    assert_false(is_legal(g, act_fire(0, 6)));        /* not ordered */
    assert_int_equal(wg_m44_battle_dice(g, 1, 6), 2);
    assert_int_equal(wg_m44_battle_dice(g, 2, 6), 2);
    fire_ok(g, 1, 6, 3); /* infantry at range 2: 2 + 1 */
    fire_ok(g, 2, 6, 3); /* artillery at range 3: 2 + 1 */
    wg_game_free(g);
}

/* M44-C3, M44-B8 (interpretation): a card's extra die counts before "no dice, no battle":
 * infantry at range 3 (1 die) at a unit in a forest (-1) has no plain battle, but
 * Firefight's +1 leaves it one die, so it may fire, with that one die. */
static void m44_c3_firefight_die_makes_a_battle_terrain_would_forbid(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 0, F_STAR);
    wg_game *g = m44_game(NULL, TERR(forest, 6, 5),
                          UNIT(0, infantry, 6, 8) UNIT(0, infantry, 1, 8) UNIT(0, infantry, 11, 8)
                              UNIT(0, infantry, 3, 8) UNIT(1, infantry, 6, 5),
                          HAND4("firefight"), 4, 4);
    wg_game_set_dice(g, script_die, &s);
    assert_int_equal(wg_m44_battle_dice(g, 0, 4), 0); /* a plain battle: 1 - 1 */
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_FIREFIGHT)));
    for (int u = 0; u < 4; u++)
        apply_ok(g, act_declare(u));
    assert_int_equal(decision(g).type, WG_DEC_FIRE);
    assert_true(is_legal(g, act_fire(0, 4)));
    fire_ok(g, 0, 4, 1);
    wg_game_free(g);
}

/* M44-C3 Infantry Assault: all the infantry of one section (no other type, no other section);
 * each may move 2 and battle, or 3 and not battle; none moves 4 */
static void m44_c3_infantry_assault(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 0, F_STAR, F_STAR, F_STAR);
    wg_game *g = m44_game(NULL, NULL,
                          UNIT(0, infantry, 5, 8) UNIT(0, infantry, 8, 8) UNIT(0, infantry, 1, 8)
                              UNIT(0, armor, 6, 8) UNIT(1, infantry, 7, 3),
                          HAND4("infantry_assault"), 4, 4);
    wg_game_set_dice(g, script_die, &s);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_INFANTRY_ASSAULT)));
    wg_action centre = act(WG_ACT_CHOOSE);
    centre.value = WG_M44_CENTRE;
    apply_ok(g, centre);
    assert_int_equal(declarable(g), 2);
    assert_false(is_legal(g, act_declare(2))); /* left section */
    assert_false(is_legal(g, act_declare(3))); /* armor */
    apply_ok(g, act_declare(0));
    apply_ok(g, act_declare(1)); /* all of them: the order commits itself */
    assert_int_equal(decision(g).type, WG_DEC_MOVE);
    apply_ok(g, act_move(0, 5, 7));
    apply_ok(g, act_move(0, 5, 6));
    apply_ok(g, act_move(0, 5, 5));                /* 3 hexes */
    assert_false(is_legal(g, act_move(0, 5, 4)));  /* never 4 */
    apply_ok(g, act_move(1, 8, 7));
    apply_ok(g, act_move(1, 8, 6));                /* 2 hexes */
    assert_true(is_legal(g, act_move(1, 8, 5)));   /* it could still make a 3rd */
    apply_ok(g, act(WG_ACT_PASS));
    assert_int_equal(decision(g).type, WG_DEC_FIRE);
    assert_true(wg_m44_battle_dice(g, 0, 4) > 0);  /* in range, but moved 3 */
    assert_false(is_legal(g, act_fire(0, 4)));
    int want = wg_m44_battle_dice(g, 1, 4);
    assert_true(want > 0);
    fire_ok(g, 1, 4, want); /* moved 2: battles, with no extra die */
    wg_game_free(g);
}

/* M44-C3 Artillery Bombard: all artillery (and no other type); each moves up to 3 (and then
 * does not battle) or battles twice */
static void m44_c3_artillery_bombard(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 0, F_STAR, F_STAR, F_STAR, F_STAR);
    wg_game *g = m44_game(NULL, NULL,
                          UNIT(0, artillery, 4, 8) UNIT(0, artillery, 6, 8) UNIT(0, artillery, 8, 8)
                              UNIT(0, infantry, 5, 8) UNIT(1, infantry, 6, 4),
                          HAND4("artillery_bombard"), 4, 4);
    wg_game_set_dice(g, script_die, &s);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_ARTILLERY_BOMBARD)));
    assert_int_equal(declarable(g), 3);
    assert_false(is_legal(g, act_declare(3))); /* infantry */
    apply_ok(g, act_declare(0));
    apply_ok(g, act_declare(1));
    assert_int_equal(decision(g).type, WG_DEC_ORDER); /* no cap: the third too */
    apply_ok(g, act_declare(2));
    assert_int_equal(decision(g).type, WG_DEC_MOVE);
    apply_ok(g, act_move(0, 4, 7));
    apply_ok(g, act_move(0, 4, 6));
    apply_ok(g, act_move(0, 4, 5));               /* 3 hexes (plain artillery: 1) */
    assert_false(is_legal(g, act_move(0, 4, 4))); /* never 4 */
    apply_ok(g, act(WG_ACT_PASS));
    assert_int_equal(decision(g).type, WG_DEC_FIRE);
    assert_false(is_legal(g, act_fire(0, 4))); /* it moved: no battle */
    int from = wg_game_log_count(g);
    fire_ok(g, 1, 4, 2); /* range 4: 2 dice, twice */
    fire_ok(g, 1, 4, 2);
    assert_int_equal(attacks_by(g, from, 1), 2);
    assert_false(is_legal(g, act_fire(1, 4))); /* not three times */
    wg_game_free(g);
}

/* M44-C3 Air Power: up to 4 enemy units, each next to one already chosen; 2 dice a hex for the
 * Allies, 1 for the Axis; no terrain reduction; hits on the target's symbol, grenade or star */
static void m44_c3_air_power(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 0, F_STAR, F_ARMOR, F_INF, F_GRENADE, F_STAR, F_INF, F_ARMOR, F_ARMOR);
    wg_game *g = m44_game(NULL, TERR(forest, 6, 2),
                          UNIT(0, infantry, 6, 8) UNIT(1, infantry, 6, 2) UNIT(1, armor, 7, 2)
                              UNIT(1, artillery, 6, 3) UNIT(1, infantry, 5, 2)
                                  UNIT(1, infantry, 4, 2) UNIT(1, infantry, 11, 2),
                          HAND4("air_power"), 4, 4);
    wg_game_set_dice(g, script_die, &s);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_AIR_POWER)));
    int from = wg_game_log_count(g);
    apply_ok(g, act_target(1));
    assert_false(is_legal(g, act_target(6))); /* not next to a chosen one */
    assert_false(is_legal(g, act_target(5)));
    apply_ok(g, act_target(2));
    apply_ok(g, act_target(3));
    apply_ok(g, act_target(4)); /* four: the strike goes in; unit 5 (now adjacent) is left out */
    assert_int_equal(dice_rolled(g, from, WG_M44_ROLL_AIR_POWER), 8);
    for (int t = 1; t <= 4; t++)
        assert_int_equal(attack_dice(g, from, -1, t), 2); /* the forest takes none off */
    assert_int_equal(figures(g, 1), 3); /* star hits, armor misses infantry */
    assert_int_equal(figures(g, 2), 2); /* infantry misses armor, grenade hits */
    assert_int_equal(figures(g, 3), 1); /* star hits artillery */
    assert_int_equal(figures(g, 4), 4); /* armor faces miss infantry */
    assert_int_equal(figures(g, 5), 4);
    assert_int_equal(attacks_by(g, from, -1), 4);
    wg_game_free(g);

    /* the Axis roll 1 die a hex */
    SCRIPT(&s, 0, F_STAR, F_GRENADE);
    g = m44_game("first: 1\n", NULL,
                 UNIT(0, infantry, 6, 6) UNIT(0, armor, 7, 6) UNIT(1, infantry, 6, 0),
                 "[[probe_left], [air_power, probe_right, probe_right, probe_right]]", 4, 4);
    wg_game_set_dice(g, script_die, &s);
    apply_ok(g, act_play(card_in_hand(g, 1, WG_M44_CARD_AIR_POWER)));
    from = wg_game_log_count(g);
    apply_ok(g, act_target(0));
    apply_ok(g, act_target(1)); /* no third: the strike goes in */
    assert_int_equal(dice_rolled(g, from, WG_M44_ROLL_AIR_POWER), 2);
    assert_int_equal(attack_dice(g, from, -1, 0), 1);
    assert_int_equal(attack_dice(g, from, -1, 1), 1);
    assert_int_equal(figures(g, 0), 3);
    assert_int_equal(figures(g, 1), 2);
    wg_game_free(g);
}

/* M44-C3 Air Power and M44-B10: a struck unit whose retreat is blocked loses a figure a flag on
 * its own (no decision); when that loss reaches the medals the game ends there, before the
 * next hex is struck (it went on to the movement step with the score left behind) */
static void m44_b10_air_power_ends_the_game_when_a_blocked_retreat_eliminates(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 0, F_FLAG, F_ARMOR);
    wg_game *g = m44_game("medals: 1\n", NULL,
                          UNIT(0, infantry, 6, 8)
                          "  - {side: 1, type: infantry, at: [6, 0], figures: 1}\n"
                          UNIT(1, infantry, 7, 0),
                          HAND4("air_power"), 4, 4);
    wg_game_set_dice(g, script_die, &s);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_AIR_POWER)));
    int from = wg_game_log_count(g);
    apply_ok(g, act_target(1)); /* the Axis home row: no retreat */
    apply_ok(g, act_target(2)); /* no third: the strike goes in */
    assert_false(alive(g, 1));  /* the flag it could not retreat from took its last figure */
    wg_game_info info = WG_GAME_INFO_INIT;
    assert_int_equal(wg_game_status(g, &info), WG_OK);
    assert_int_equal(info.over, 1);
    assert_int_equal(info.winner, 0);
    assert_int_equal(info.score[0], 1);
    assert_int_equal(dice_rolled(g, from, WG_M44_ROLL_AIR_POWER), 2); /* unit 2 never struck */
    assert_int_equal(figures(g, 2), 4);
    wg_game_free(g);
}

/* M44-C3 Direct from HQ: 4 units of any type and section, ordered as usual; Move Out!: 4
 * infantry (no armor), ordered as usual (2 hexes) */
static void m44_c3_direct_from_hq_and_move_out(void **state)
{
    (void)state;
    wg_game *g = m44_game(NULL, NULL, SIX_CENTRE,
                          "[[direct_from_hq, move_out, probe_left, probe_left], [probe_right]]", 4, 4);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_MOVE_OUT)));
    assert_false(is_legal(g, act_declare(4))); /* armor */
    assert_int_equal(declarable(g), 6);
    int from = wg_game_log_count(g);
    apply_ok(g, act_declare(0));
    apply_ok(g, act_declare(1));
    apply_ok(g, act_declare(6)); /* any section */
    apply_ok(g, act_declare(7)); /* four: the order commits itself */
    assert_int_equal(count_events(g, from, WG_M44_EV_ORDERED), 4);
    assert_int_equal(decision(g).type, WG_DEC_MOVE);
    assert_false(is_legal(g, act_move(2, 7, 6))); /* the fifth infantry is not ordered */
    apply_ok(g, act_move(0, 5, 6));
    apply_ok(g, act_move(0, 5, 5));
    assert_false(is_legal(g, act_move(0, 5, 4))); /* a plain infantry order: 2 hexes */
    wg_game_free(g);

    g = m44_game(NULL, NULL, SIX_CENTRE UNIT(0, artillery, 9, 8),
                 "[[direct_from_hq, move_out, probe_left, probe_left], [probe_right]]", 4, 4);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_DIRECT_FROM_HQ)));
    assert_int_equal(declarable(g), 8); /* every unit of his, any type, any section */
    from = wg_game_log_count(g);
    apply_ok(g, act_declare(4)); /* armor */
    apply_ok(g, act_declare(8)); /* artillery */
    apply_ok(g, act_declare(6)); /* left */
    assert_int_equal(decision(g).type, WG_DEC_ORDER);
    apply_ok(g, act_declare(0));
    assert_int_equal(count_events(g, from, WG_M44_EV_ORDERED), 4);
    assert_int_equal(decision(g).type, WG_DEC_MOVE); /* four: no fifth */
    assert_false(is_legal(g, act_move(1, 6, 6)));
    apply_ok(g, act_move(4, 7, 8));
    apply_ok(g, act_move(4, 8, 8));
    apply_ok(g, act_move(4, 8, 7)); /* armor: 3 hexes */
    assert_false(is_legal(g, act_move(4, 8, 6)));
    wg_game_free(g);
}

/* M44-C3 Their Finest Hour: a die per card held (the played one included); each infantry or
 * armor symbol orders a unit of that type, each star one of any type, grenades and flags
 * nothing; the ordered units battle with +1 die; after the draw the deck and the discards
 * (not the hands) are reshuffled */
static void m44_c3_their_finest_hour(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 0, F_INF, F_ARMOR, F_STAR, F_GRENADE, F_STAR, F_STAR, F_STAR, F_STAR, F_STAR,
           F_STAR);
    wg_game *g = m44_game("artillery_needs_sight: false\n", NULL, /* M44-X1's option */
                          UNIT(0, infantry, 5, 7) UNIT(0, infantry, 6, 7) UNIT(0, infantry, 7, 7)
                              UNIT(0, armor, 6, 8) UNIT(0, artillery, 8, 8)
                                  UNIT(1, infantry, 6, 5),
                          "[[their_finest_hour, probe_left, probe_left, probe_left], "
                          "[probe_right]]", 4, 4);
    wg_game_set_dice(g, script_die, &s);
    /* a turn each first, so that the discard pile holds cards */
    apply_ok(g, act_play(card_sec(g, 0, WG_M44_CARD_PROBE, WG_M44_LEFT)));
    pass_until(g, WG_DEC_ORDER, 1);
    apply_ok(g, act_play(card_sec(g, 1, WG_M44_CARD_PROBE, WG_M44_RIGHT)));
    pass_until(g, WG_DEC_ORDER, 0);
    assert_int_equal(count_events(g, 0, WG_M44_EV_RESHUFFLE), 0);
    assert_int_equal(hand_count(g, 0), 4);
    int32_t hand1[WG_M44_MAX_HAND], after1[WG_M44_MAX_HAND];
    int n1 = wg_m44_hand(g, 1, hand1, WG_M44_MAX_HAND);

    int from = wg_game_log_count(g);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_THEIR_FINEST_HOUR)));
    assert_int_equal(dice_rolled(g, from, WG_M44_ROLL_FINEST_HOUR), 4); /* 3 held + this one */
    /* infantry, armor, star, grenade: one infantry, one armor, one of any type */
    assert_int_equal(declarable(g), 5);
    apply_ok(g, act_declare(0)); /* the infantry symbol */
    apply_ok(g, act_declare(4)); /* artillery: only by the star */
    assert_false(is_legal(g, act_declare(1))); /* the star is spent, no second infantry */
    assert_false(is_legal(g, act_declare(2)));
    assert_true(is_legal(g, act_declare(3)));  /* the armor symbol is still free */
    apply_ok(g, act_declare(3));
    assert_int_equal(decision(g).type, WG_DEC_MOVE); /* nothing left to order */
    assert_int_equal(count_events(g, from, WG_M44_EV_ORDERED), 3);
    apply_ok(g, act(WG_ACT_PASS));
    assert_int_equal(decision(g).type, WG_DEC_FIRE);
    assert_false(is_legal(g, act_fire(1, 5))); /* not ordered */
    assert_int_equal(wg_m44_battle_dice(g, 0, 5), 2);
    fire_ok(g, 0, 5, 3); /* infantry at range 2: 2 + 1 */
    int art = wg_m44_battle_dice(g, 4, 5);
    assert_true(art > 0);
    int draw = wg_game_log_count(g);
    fire_ok(g, 4, 5, art + 1);
    if (decision(g).type == WG_DEC_FIRE && decision(g).player == 0)
        apply_ok(g, act(WG_ACT_PASS)); /* (the armor has no target in sight) */
    /* the draw, then the reshuffle of everything not in a hand */
    int d0 = find_event(g, draw, WG_M44_EV_DRAW), rs = find_event(g, draw, WG_M44_EV_RESHUFFLE);
    assert_true(d0 >= 0 && rs > d0);
    assert_int_equal(count_events(g, draw, WG_M44_EV_RESHUFFLE), 1);
    assert_int_equal(hand_count(g, 0), 4);
    /* 60 - 8 in hands = 52: the deck (49) plus the two Probes and this card */
    assert_int_equal(log_at(g, rs).value, 60 - hand_count(g, 0) - hand_count(g, 1));
    assert_int_equal(wg_m44_hand(g, 1, after1, WG_M44_MAX_HAND), n1);
    assert_memory_equal(hand1, after1, (size_t)n1 * sizeof *hand1); /* hands untouched */
    assert_int_equal(decision(g).player, 1);
    wg_game_free(g);
}

/* M44-C3 Behind Enemy Lines: 1 infantry; moves 3 ignoring terrain movement limits (wire does
 * not stop it), battles with +1 die, then moves 3 again (a forest and a town do not stop it) */
static void m44_c3_behind_enemy_lines(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 0, F_STAR, F_STAR, F_STAR);
    wg_game *g = m44_game(NULL, TERR(forest, 7, 5) TERR(town, 8, 5) OBSTACLES OBST(wire, 6, 7),
                          UNIT(0, infantry, 6, 8) UNIT(0, infantry, 2, 8) UNIT(1, infantry, 6, 3),
                          HAND4("behind_enemy_lines"), 4, 4);
    wg_game_set_dice(g, script_die, &s);
    int from = wg_game_log_count(g);
    order(g, WG_M44_CARD_BEHIND_ENEMY_LINES, 0, -1);
    assert_int_equal(count_events(g, from, WG_M44_EV_ORDERED), 1); /* one unit */
    assert_false(is_legal(g, act_move(1, 2, 7)));
    apply_ok(g, act_move(0, 6, 7)); /* wire: no stop */
    apply_ok(g, act_move(0, 6, 6));
    apply_ok(g, act_move(0, 6, 5));
    assert_int_equal(decision(g).type, WG_DEC_FIRE); /* 3 hexes: no 4th */
    assert_int_equal(wg_m44_battle_dice(g, 0, 2), 2);
    fire_ok(g, 0, 2, 3); /* range 2: 2 + 1 */
    assert_int_equal(decision(g).type, WG_DEC_MOVE); /* the second move */
    assert_int_equal(decision(g).player, 0);
    apply_ok(g, act_move(0, 7, 5)); /* forest: no stop */
    apply_ok(g, act_move(0, 8, 5)); /* town: no stop */
    apply_ok(g, act_move(0, 9, 5));
    /* 3 hexes again: the move is over, and no second battle */
    assert_int_equal(attacks_by(g, from, 0), 1);
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_ORDER);
    assert_int_equal(d.player, 1);
    wg_game_free(g);
}

/* M44-C3 Behind Enemy Lines: entering a forest lifts no battle restriction (README) */
static void m44_c3_behind_enemy_lines_forest_no_battle(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_STAR);
    wg_game *g = m44_game(NULL, TERR(forest, 6, 7), UNIT(0, infantry, 6, 8) UNIT(1, infantry, 4, 2),
                          HAND4("behind_enemy_lines"), 4, 4);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_BEHIND_ENEMY_LINES, 0, -1);
    apply_ok(g, act_move(0, 6, 7)); /* forest: no stop */
    apply_ok(g, act_move(0, 6, 6));
    apply_ok(g, act_move(0, 5, 5));
    /* entering the forest still forbids its battle: straight on to the second move */
    assert_int_equal(decision(g).type, WG_DEC_MOVE);
    assert_true(is_legal(g, act_move(0, 5, 4)));
    assert_int_equal(count_events(g, 0, WG_EV_ATTACK), 0);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(m44_c1_standard_deck),
        cmocka_unit_test(m44_card_queries_refuse_clearly),
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
        cmocka_unit_test(m44_c3_close_assault),
        cmocka_unit_test(m44_c3_firefight),
        cmocka_unit_test(m44_c3_firefight_die_makes_a_battle_terrain_would_forbid),
        cmocka_unit_test(m44_c3_infantry_assault),
        cmocka_unit_test(m44_c3_artillery_bombard),
        cmocka_unit_test(m44_c3_air_power),
        cmocka_unit_test(m44_b10_air_power_ends_the_game_when_a_blocked_retreat_eliminates),
        cmocka_unit_test(m44_c3_direct_from_hq_and_move_out),
        cmocka_unit_test(m44_c3_their_finest_hour),
        cmocka_unit_test(m44_c3_behind_enemy_lines),
        cmocka_unit_test(m44_c3_behind_enemy_lines_forest_no_battle),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
