/*
 * Special units (M44-X6, X7; lib/rulesets/m44/README.md gives the source):
 * the `badge:` key, what each badge changes, and how events, names and the
 * public queries report it. Allies (player 0) at the bottom; 13 x 9 odd-r.
 */
#include <stdio.h>
#include <string.h>

#include "m44_test.h"

#define HANDS "[[probe_centre, attack_centre, probe_left, probe_right], " \
              "[probe_centre, attack_centre, probe_left, probe_right]]"
#define BADGED(side, type, c, r, badge) \
    "  - {side: " #side ", type: " #type ", at: [" #c ", " #r "], badge: " #badge "}\n"

/* M44-X6: special forces infantry moves two hexes and still battles; plain infantry does not */
static void m44_x6_special_forces_move_two_and_battle(void **state)
{
    (void)state;
    wg_game *g = m44_game(NULL, NULL,
                          BADGED(0, infantry, 6, 7, special_forces) UNIT(0, infantry, 8, 7)
                              UNIT(1, infantry, 7, 3) UNIT(1, infantry, 8, 3),
                          HANDS, 4, 4);
    assert_int_equal(wg_m44_unit_badge(g, 0), WG_M44_SPECIAL_FORCES);
    assert_int_equal(wg_m44_unit_badge(g, 1), WG_M44_NO_BADGE);
    assert_int_equal(figures(g, 0), 4);
    int from = wg_game_log_count(g);
    order(g, WG_M44_CARD_ATTACK, 0, 1, -1);
    int i = find_event(g, from, WG_M44_EV_ORDERED);
    wg_event ev;
    assert_int_equal(wg_game_log_event(g, i, &ev), WG_OK);
    assert_int_equal(ev.unit, 0);
    assert_int_equal(ev.value, WG_M44_SPECIAL_FORCES);
    char line[120];
    wg_event_describe(g, &ev, line, sizeof line);
    assert_string_equal(line, "Allies special forces 0 (special forces) is ordered");
    apply_ok(g, act_move(0, 7, 6));
    apply_ok(g, act_move(0, 7, 5));
    apply_ok(g, act_move(1, 8, 6));
    apply_ok(g, act_move(1, 8, 5));
    assert_int_equal(decision(g).type, WG_DEC_FIRE); /* no move left: the battles */
    assert_true(is_legal(g, act_fire(0, 2)));  /* two hexes moved, at range 2 */
    assert_false(is_legal(g, act_fire(1, 3))); /* plain infantry: no */
    wg_game_free(g);
}

/* M44-X7: elite armor has four figures: three hits leave one, the fourth eliminates it */
static void m44_x7_elite_armor_four_figures(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_ARMOR, F_ARMOR, F_GRENADE);
    wg_game *g = m44_game(NULL, NULL, UNIT(0, armor, 6, 6) BADGED(1, armor, 6, 5, elite_armor),
                          HANDS, 4, 4);
    wg_game_set_dice(g, script_die, &s);
    assert_int_equal(figures(g, 1), 4);
    assert_int_equal(wg_m44_unit_badge(g, 1), WG_M44_ELITE_ARMOR);
    assert_string_equal(wg_m44_badge_name(g, WG_M44_ELITE_ARMOR), "elite armor");
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_fire(0, 1));
    assert_int_equal(figures(g, 1), 1);
    assert_true(alive(g, 1));
    wg_game_free(g);
}

/* The `badge:` key: a known badge of the unit's type; figures up to the badge's strength */
static void m44_x7_badge_key(void **state)
{
    (void)state;
    static const char *const bad[] = {
        BADGED(0, infantry, 6, 6, elite_armor), BADGED(0, armor, 6, 6, special_forces),
        BADGED(0, armor, 6, 6, veteran),
        "  - {side: 0, type: armor, at: [6, 6], badge: elite_armor, figures: 5}\n",
        "  - {side: 0, type: armor, at: [6, 6], figures: 4}\n",
    };
    static const char *const why[] = { "for armor units", "for infantry units", "veteran",
                                       "1 to 4", "1 to 3" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char yaml[1024];
        snprintf(yaml, sizeof yaml,
                 "ruleset: m44\nboard: {columns: 13, rows: 9}\nsides: [{name: A}, {name: B}]\n"
                 "units:\n%s" UNIT(1, infantry, 6, 2),
                 bad[i]);
        wg_game *g = NULL;
        wg_error err;
        assert_int_equal(wg_game_new(&g, yaml, strlen(yaml), "t.yaml", 1, NULL, &err), WG_EPARSE);
        assert_null(g);
        if (!strstr(err.message, why[i]))
            fail_msg("%s", err.message);
    }
    wg_game *g = m44_game(NULL, NULL,
                          "  - {side: 0, type: armor, at: [6, 6], badge: elite_armor, figures: 2}\n"
                          UNIT(1, infantry, 6, 2),
                          HANDS, 4, 4);
    assert_int_equal(figures(g, 0), 2);
    assert_int_equal(wg_m44_unit_badge(g, 5), WG_ERANGE);
    assert_null(wg_m44_badge_name(g, WG_M44_BADGE_COUNT));
    assert_string_equal(wg_m44_badge_name(g, WG_M44_NO_BADGE), "none");
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(m44_x6_special_forces_move_two_and_battle),
        cmocka_unit_test(m44_x7_elite_armor_four_figures),
        cmocka_unit_test(m44_x7_badge_key),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
