/*
 * The board, the units, battles and the turn (M44-B1..B10, M44-T1), in the
 * base game. Allies (player 0) move first, from the bottom.
 */
#include "m44_test.h"

#define HANDS "[[probe_centre, attack_centre, probe_left, probe_right], " \
              "[probe_centre, attack_centre, probe_left, probe_right]]"

static wg_game *base_game(const char *terrain, const char *units, script *s)
{
    wg_game *g = m44_game(NULL, terrain, units, HANDS, 4, 4);
    if (s)
        wg_game_set_dice(g, script_die, s);
    return g;
}

/* M44-B1: 13 x 9 board, sections seen from each side, a line hex in both */
static void m44_b1_sections_from_each_side(void **state)
{
    (void)state;
    wg_game *g = base_game(NULL, UNIT(0, infantry, 4, 6) UNIT(1, infantry, 10, 2), NULL);
    wg_m44_hex_info h = WG_M44_HEX_INFO_INIT;
    wg_hex a = hx(4, 6);
    assert_int_equal(wg_m44_hex(g, a, &h), WG_OK);
    assert_int_equal(h.sections, (1 << WG_M44_LEFT) | (1 << WG_M44_CENTRE)); /* on the line */
    assert_int_equal(h.unit, 0);
    a = hx(12, 8);
    assert_int_equal(wg_m44_hex(g, a, &h), WG_OK);
    assert_int_equal(wg_m44_hex(g, hx(13, 0), &h), WG_ERANGE);
    /* the Allies' line hex is ordered by Probe Left and by Probe Centre */
    apply_ok(g, act_play(card_sec(g, 0, WG_M44_CARD_PROBE, WG_M44_LEFT)));
    assert_true(is_legal(g, act_declare(0)));
    apply_ok(g, act_declare(0));
    pass_until(g, WG_DEC_ORDER, 1);
    /* the Axis's left is the high columns */
    apply_ok(g, act_play(card_sec(g, 1, WG_M44_CARD_PROBE, WG_M44_LEFT)));
    assert_true(is_legal(g, act_declare(1)));
    wg_game_free(g);
}

/* M44-B2: infantry 2 hexes and no battle; armor 3 and battle; no moving through units */
static void m44_b2_movement_allowances(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_STAR);
    wg_game *g = base_game(NULL, UNIT(0, infantry, 6, 7) UNIT(0, armor, 8, 7) UNIT(1, infantry, 7, 2)
                                     UNIT(0, artillery, 3, 8) UNIT(0, infantry, 6, 6),
                           &s);
    order(g, WG_M44_CARD_ATTACK, 0, 1, -1);
    apply_ok(g, act_move(0, 7, 6));
    apply_ok(g, act_move(0, 7, 5));
    assert_false(is_legal(g, act_move(0, 7, 4))); /* infantry: two at most */
    apply_ok(g, act_move(1, 8, 6));
    assert_false(is_legal(g, act_move(0, 6, 5))); /* its move ended when another moved */
    apply_ok(g, act_move(1, 8, 5));
    apply_ok(g, act_move(1, 8, 4));
    /* nothing can move now: the battles begin at once */
    assert_int_equal(decision(g).type, WG_DEC_FIRE);
    assert_false(is_legal(g, act_move(1, 8, 3)));
    assert_false(is_legal(g, act_fire(0, 2))); /* infantry moved 2: no battle */
    assert_true(is_legal(g, act_fire(1, 2)));  /* armor moved 3 and battles */
    wg_game_free(g);

    g = base_game(NULL, UNIT(0, infantry, 6, 7) UNIT(0, infantry, 6, 6) UNIT(1, infantry, 6, 0)
                      UNIT(0, artillery, 7, 7),
                  NULL);
    order(g, WG_M44_CARD_ATTACK, 0, 3, -1);
    assert_false(is_legal(g, act_move(0, 6, 6))); /* one unit a hex */
    apply_ok(g, act_move(3, 7, 6));
    assert_false(is_legal(g, act_move(3, 7, 5))); /* artillery: one hex */
    wg_game_free(g);
}

/* M44-B3: battle dice by range: infantry 3-2-1, armor 3-3-3, artillery 3-3-2-2-1-1 */
static void m44_b3_dice_by_range(void **state)
{
    (void)state;
    wg_game *g = base_game(NULL,
                           UNIT(0, infantry, 6, 8) UNIT(0, armor, 7, 8) UNIT(0, artillery, 8, 8)
                               UNIT(1, infantry, 6, 7) UNIT(1, infantry, 6, 5) UNIT(1, infantry, 6, 3)
                                   UNIT(1, infantry, 8, 2),
                           NULL);
    assert_int_equal(wg_m44_battle_dice(g, 0, 3), 3);
    assert_int_equal(wg_m44_battle_dice(g, 0, 4), 1);
    assert_int_equal(wg_m44_battle_dice(g, 0, 5), 0);
    assert_int_equal(wg_m44_battle_dice(g, 1, 4), 3); /* armor at 3 */
    assert_int_equal(wg_m44_battle_dice(g, 2, 4), 2); /* artillery at 3 */
    assert_int_equal(wg_m44_battle_dice(g, 2, 5), 1); /* artillery at 5 */
    assert_int_equal(wg_m44_battle_dice(g, 2, 6), 1); /* artillery at 6 */
    wg_game_free(g);
}

/* M44-B4: what each face hits; a unit with no figures left is a medal */
static void m44_b4_faces_hit_by_type(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 0, F_INF, F_ARMOR, F_STAR);
    wg_game *g = base_game(NULL, UNIT(0, infantry, 6, 6) UNIT(1, infantry, 6, 5), &s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_fire(0, 1));
    assert_int_equal(figures(g, 1), 3); /* infantry face only */
    wg_game_free(g);

    SCRIPT(&s, 0, F_INF, F_ARMOR, F_GRENADE);
    g = base_game(NULL, UNIT(0, armor, 6, 6) UNIT(1, armor, 6, 5), &s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_fire(0, 1));
    assert_int_equal(figures(g, 1), 1); /* armor face and grenade */
    wg_game_free(g);

    SCRIPT(&s, 0, F_INF, F_ARMOR, F_GRENADE);
    g = base_game(NULL, UNIT(0, infantry, 6, 6) UNIT(1, artillery, 6, 5), &s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_fire(0, 1));
    assert_int_equal(figures(g, 1), 1); /* artillery: grenades only */
    wg_game_free(g);

    SCRIPT(&s, F_STAR, F_INF, F_INF2, F_GRENADE);
    g = base_game(NULL, UNIT(0, infantry, 6, 6) UNIT(1, artillery, 6, 5), &s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    SCRIPT(&s, F_STAR, F_GRENADE, F_GRENADE, F_STAR);
    apply_ok(g, act_fire(0, 1));
    assert_false(alive(g, 1));
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_int_equal(info.score[0], 1);
    wg_game_free(g);
}

/* M44-B5: a flag, one hex back; a blocked retreat costs a figure; the owner picks the path */
static void m44_b5_retreat_towards_own_side(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_FLAG, F_STAR, F_STAR);
    wg_game *g = base_game(NULL, UNIT(0, infantry, 6, 6) UNIT(1, infantry, 6, 5), &s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_fire(0, 1));
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_RETREAT);
    assert_int_equal(d.player, 1);
    /* [6,5] is row 5: towards the top are [6,4] and [7,4] */
    assert_true(is_legal(g, act_retreat(1, 6, 4)));
    assert_true(is_legal(g, act_retreat(1, 7, 4)));
    assert_false(is_legal(g, act_retreat(1, 6, 6)));
    apply_ok(g, act_retreat(1, 7, 4));
    int c, r;
    unit_at(g, 1, &c, &r);
    assert_int_equal(c, 7);
    assert_int_equal(r, 4);
    wg_game_free(g);

    /* both hexes behind taken: a figure lost instead */
    SCRIPT(&s, F_STAR, F_FLAG, F_STAR, F_STAR);
    g = base_game(NULL, UNIT(0, infantry, 6, 6) UNIT(1, infantry, 6, 5) UNIT(1, infantry, 6, 4)
                      UNIT(1, armor, 7, 4),
                  &s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_fire(0, 1));
    assert_int_equal(figures(g, 1), 3);
    assert_int_equal(count_events(g, 0, WG_M44_EV_RETREAT_BLOCKED), 1);
    wg_game_free(g);
}

/* M44-B6: a unit next to an enemy must battle an adjacent one */
static void m44_b6_close_assault_binds(void **state)
{
    (void)state;
    wg_game *g = base_game(NULL, UNIT(0, armor, 6, 6) UNIT(1, infantry, 6, 5) UNIT(1, infantry, 6, 3),
                           NULL);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    assert_true(is_legal(g, act_fire(0, 1)));
    assert_false(is_legal(g, act_fire(0, 2)));
    wg_game_free(g);
}

/* M44-B7: take ground into the emptied hex; armor overruns once */
static void m44_b7_take_ground_and_overrun(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_GRENADE, F_GRENADE, F_GRENADE, F_GRENADE, F_GRENADE, F_GRENADE);
    wg_game *g = base_game(NULL, UNIT(0, armor, 6, 6) UNIT(1, artillery, 6, 5) UNIT(1, artillery, 6, 4)
                               UNIT(1, infantry, 0, 0),
                           &s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_fire(0, 1));
    assert_false(alive(g, 1));
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_CHOICE);
    apply_ok(g, act_move(0, 6, 5)); /* take ground */
    d = decision(g);
    assert_int_equal(d.type, WG_DEC_FIRE); /* overrun */
    assert_int_equal(d.depth, 2);
    apply_ok(g, act_fire(0, 2));
    assert_false(alive(g, 2));
    apply_ok(g, act_move(0, 6, 4)); /* take ground again */
    d = decision(g);
    assert_false(d.depth == 2 && d.type == WG_DEC_FIRE); /* no second overrun */
    wg_game_free(g);

    /* infantry takes ground but does not overrun */
    SCRIPT(&s, F_STAR, F_GRENADE, F_GRENADE, F_GRENADE);
    g = base_game(NULL, UNIT(0, infantry, 6, 6) UNIT(1, artillery, 6, 5) UNIT(1, infantry, 6, 3), &s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_fire(0, 1));
    apply_ok(g, act_move(0, 6, 5));
    assert_int_equal(count_events(g, 0, WG_M44_EV_OVERRUN), 0);
    wg_game_free(g);
}

/* M44-B8: forest: stop, no battle, -1 infantry / -2 armor; the largest reduction only */
static void m44_b8_forest_town_hill_sandbags(void **state)
{
    (void)state;
    wg_game *g = base_game(TERR(forest, 6, 5) TERR(town, 6, 3) TERR(hill, 8, 5),
                           UNIT(0, infantry, 6, 7) UNIT(0, armor, 7, 6) UNIT(1, infantry, 6, 4)
                               UNIT(1, infantry, 8, 5),
                           NULL);
    assert_int_equal(wg_m44_battle_dice(g, 1, 3), 2);  /* armor at a hill: -1 */
    order(g, WG_M44_CARD_ATTACK, 0, 1, -1);
    apply_ok(g, act_move(0, 6, 6));
    apply_ok(g, act_move(0, 6, 5)); /* into the forest: stops */
    assert_int_equal(decision(g).type, WG_DEC_MOVE);
    apply_ok(g, act(WG_ACT_PASS));
    assert_false(is_legal(g, act_fire(0, 2))); /* no battle after entering */
    wg_game_free(g);

    /* infantry -1, armor -2 against a unit in a forest; sandbags in a forest: still -1/-2 */
    g = base_game(TERR(forest, 6, 5), UNIT(0, infantry, 6, 6) UNIT(0, armor, 7, 6)
                                         UNIT(1, infantry, 6, 5),
                  NULL);
    assert_int_equal(wg_m44_battle_dice(g, 0, 2), 2);
    assert_int_equal(wg_m44_battle_dice(g, 1, 2), 1);
    wg_game_free(g);

    /* armor battling out of a town: -2; sandbags ignore one flag */
    script s;
    SCRIPT(&s, F_STAR, F_FLAG, F_STAR, F_STAR);
    g = m44_game(NULL, TERR(town, 6, 6), UNIT(0, armor, 6, 6) UNIT(1, infantry, 6, 5),
                 HANDS, 4, 4);
    assert_int_equal(wg_m44_battle_dice(g, 0, 1), 1);
    wg_game_free(g);
    (void)s;
}

/* M44-B8: sandbags (-1, one flag ignored), wire (stop; clear instead of battling), river */
static void m44_b8_sandbags_wire_river_hedgerow(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_FLAG, F_STAR, F_STAR);
    wg_game *g = m44_game(NULL, TERR(river, 5, 6) TERR(hedgerow, 7, 4),
                          UNIT(0, infantry, 6, 6) UNIT(1, infantry, 6, 5) UNIT(0, infantry, 8, 6),
                          HANDS, 4, 4);
    wg_game_free(g);
    static const char yaml[] =
        "ruleset: m44\nshuffle: false\n"
        "board: {columns: 13, rows: 9, terrain: [{at: [5, 6], type: river}, "
        "{at: [8, 4], type: hedgerow}], obstacles: [{at: [6, 5], type: sandbags}, "
        "{at: [7, 5], type: wire}]}\n"
        "sides: [{name: Allies, hand: 4}, {name: Axis, hand: 4}]\n"
        "units:\n" UNIT(0, infantry, 6, 6) UNIT(1, infantry, 6, 5) UNIT(0, infantry, 8, 6)
        "hands: " HANDS "\n";
    wg_error err;
    assert_int_equal(wg_game_new(&g, yaml, sizeof yaml - 1, "t.yaml", 1, NULL, &err), WG_OK);
    wg_game_set_dice(g, script_die, &s);
    assert_int_equal(wg_m44_battle_dice(g, 0, 1), 2); /* sandbags: -1 */
    order(g, WG_M44_CARD_ATTACK, 0, 2, -1);
    assert_false(is_legal(g, act_move(0, 5, 6))); /* river */
    apply_ok(g, act_move(2, 7, 5));               /* wire: stops */
    assert_false(is_legal(g, act_move(2, 8, 4)));
    apply_ok(g, act(WG_ACT_PASS));
    wg_action clear = act(WG_ACT_CHOOSE);
    clear.unit = 2;
    clear.value = WG_M44_CHOICE_CLEAR_WIRE;
    assert_true(is_legal(g, clear));
    apply_ok(g, act_fire(0, 1));
    assert_int_equal(count_events(g, 0, WG_M44_EV_FLAG_IGNORED), 1);
    int c, r;
    unit_at(g, 1, &c, &r);
    assert_int_equal(r, 5); /* it held */
    apply_ok(g, clear);
    wg_m44_hex_info h = WG_M44_HEX_INFO_INIT;
    wg_m44_hex(g, hx(7, 5), &h);
    assert_int_equal(h.obstacle, WG_M44_NO_OBSTACLE);
    wg_game_free(g);

    /* hedgerow: only as the first hex of a move */
    g = m44_game(NULL, TERR(hedgerow, 6, 4), UNIT(0, infantry, 6, 6) UNIT(1, infantry, 0, 0)
                                               UNIT(0, infantry, 6, 5),
                 HANDS, 4, 4);
    order(g, WG_M44_CARD_PROBE, 0, 2, -1);
    assert_true(is_legal(g, act_move(2, 6, 4)));
    wg_game_free(g);
}

/* M44-B9: units between block sight; with M44-X1's option, artillery needs none */
static void m44_b9_units_block_sight_artillery_needs_none(void **state)
{
    (void)state;
    wg_game *g = m44_game("artillery_needs_sight: false\n", TERR(forest, 6, 5),
                          UNIT(0, infantry, 6, 7) UNIT(0, artillery, 6, 6) UNIT(1, infantry, 6, 4)
                              UNIT(0, infantry, 8, 6),
                          HANDS, 4, 4);
    order(g, WG_M44_CARD_PROBE, 1, -1);
    apply_ok(g, act(WG_ACT_PASS));
    assert_true(is_legal(g, act_fire(1, 2))); /* through the forest */
    wg_hex p = hx(6, 7), q = hx(5, 5);
    assert_int_equal(wg_m44_line_of_sight(g, p, q), 0); /* the artillery is between */
    wg_game_free(g);
}

/*
 * M44-X1: artillery needs line of sight like every unit (the published
 * rule, the default): a unit between blocks the artillery's battle; the
 * scenario option artillery_needs_sight: false lifts it.
 */
#define X1_UNITS UNIT(0, artillery, 6, 8) UNIT(0, infantry, 6, 6) UNIT(1, infantry, 6, 4)

static void m44_x1_artillery_needs_sight(void **state)
{
    (void)state;
    wg_game *g = base_game(NULL, X1_UNITS, NULL);
    wg_hex a = hx(6, 8), b = hx(6, 4);
    assert_int_equal(wg_m44_line_of_sight(g, a, b), 0);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    assert_false(is_legal(g, act_fire(0, 2))); /* the infantry between blocks it */
    wg_game_free(g);

    g = m44_game("artillery_needs_sight: false\n", NULL, X1_UNITS, HANDS, 4, 4);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    assert_true(is_legal(g, act_fire(0, 2))); /* the other reading: over it */
    wg_game_free(g);
}

/* M44-B10: the game ends the moment the medal count is reached: no take ground */
/* M44-B9, M44-E7: along an edge, a unit counts as a blocking side like a forest */
static void m44_b9_edge_sight_with_units(void **state)
{
    (void)state;
    wg_hex a = hx(6, 6), b = hx(6, 4);
    wg_game *g = base_game(NULL, UNIT(0, armor, 6, 6) UNIT(1, infantry, 6, 4) UNIT(1, infantry, 6, 5),
                           NULL);
    assert_int_equal(wg_m44_line_of_sight(g, a, b), 1); /* one side only */
    wg_game_free(g);
    g = base_game(TERR(forest, 5, 5),
                  UNIT(0, armor, 6, 6) UNIT(1, infantry, 6, 4) UNIT(1, infantry, 6, 5), NULL);
    assert_int_equal(wg_m44_line_of_sight(g, a, b), 0); /* forest + unit */
    wg_game_free(g);
    g = base_game(NULL, UNIT(0, armor, 6, 6) UNIT(1, infantry, 6, 4) UNIT(1, infantry, 6, 5)
                            UNIT(0, infantry, 5, 5),
                  NULL);
    assert_int_equal(wg_m44_line_of_sight(g, a, b), 0); /* a unit each side */
    wg_game_free(g);

    /* M44-B8: hills block sight, except along one hill; on a hill, no hill reduction */
    g = base_game(TERR(hill, 5, 5) TERR(hill, 6, 5) TERR(hill, 6, 4),
                  UNIT(0, armor, 6, 6) UNIT(1, infantry, 6, 4), NULL);
    assert_int_equal(wg_m44_line_of_sight(g, a, b), 0);
    assert_int_equal(wg_m44_battle_dice(g, 0, 1), 2); /* armor at range 2, -1 hill */
    wg_game_free(g);
    g = base_game(TERR(hill, 5, 5) TERR(hill, 6, 5) TERR(hill, 6, 4) TERR(hill, 6, 6),
                  UNIT(0, armor, 6, 6) UNIT(1, infantry, 6, 4), NULL);
    assert_int_equal(wg_m44_line_of_sight(g, a, b), 1);
    assert_int_equal(wg_m44_battle_dice(g, 0, 1), 3);
    wg_game_free(g);
}

static void m44_b10_game_ends_at_the_medal_count(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_GRENADE, F_GRENADE, F_STAR);
    wg_game *g = m44_game("medals: 1\n", NULL, UNIT(0, infantry, 6, 6) UNIT(1, artillery, 6, 5),
                          HANDS, 4, 4);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_fire(0, 1));
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_int_equal(info.over, 1);
    assert_int_equal(info.winner, 0);
    assert_int_equal(decision(g).type, WG_DEC_NONE);
    assert_int_equal(count_events(g, 0, WG_M44_EV_TAKE_GROUND), 0);
    wg_game_free(g);

    /* an objective hex counts while held */
    g = m44_game("medals: 1\nobjectives: [{at: [6, 5], side: 0}]\n", NULL,
                 UNIT(0, infantry, 6, 6) UNIT(1, infantry, 0, 0), HANDS, 4, 4);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act_move(0, 6, 5));
    wg_game_status(g, &info);
    assert_int_equal(info.winner, 0);
    wg_game_free(g);
}

/* M44-T1: card, orders, moves, battles, draw, in that order */
/* M44-B10, M44-B5: a unit eliminated by a blocked retreat gives the medal that ends the game at
 * once: no take ground after it */
static void m44_b10_blocked_retreat_loss_ends_the_game_at_once(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, F_STAR, F_FLAG, F_STAR);
    wg_game *g = m44_game("medals: 1\n", NULL,
                          UNIT(0, infantry, 6, 6)
                          "  - {side: 1, type: infantry, at: [6, 5], figures: 1}\n"
                          UNIT(1, infantry, 6, 4) UNIT(1, armor, 7, 4),
                          HANDS, 4, 4);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_fire(0, 1));
    assert_int_equal(count_events(g, 0, WG_M44_EV_RETREAT_BLOCKED), 1);
    assert_false(alive(g, 1));
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_int_equal(info.over, 1);
    assert_int_equal(info.winner, 0);
    assert_int_equal(decision(g).type, WG_DEC_NONE);
    wg_game_free(g);

    /* a retreat that ends on an objective hex counts at once too */
    SCRIPT(&s, F_STAR, F_FLAG, F_STAR);
    g = m44_game("medals: 1\nobjectives: [{at: [6, 4], side: 1}]\n", NULL,
                 UNIT(0, infantry, 6, 6) UNIT(1, infantry, 6, 5) UNIT(1, armor, 7, 4), HANDS, 4,
                 4);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_fire(0, 1));
    int c, r;
    unit_at(g, 1, &c, &r);
    assert_int_equal(c, 6);
    assert_int_equal(r, 4);
    wg_game_status(g, &info);
    assert_int_equal(info.over, 1);
    assert_int_equal(info.winner, 1);
    assert_int_equal(decision(g).type, WG_DEC_NONE);
    wg_game_free(g);
}

static void m44_t1_turn_sequence(void **state)
{
    (void)state;
    wg_game *g = base_game(NULL, UNIT(0, infantry, 6, 6) UNIT(1, infantry, 6, 3), NULL);
    int from = wg_game_log_count(g);
    assert_int_equal(decision(g).type, WG_DEC_ORDER);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    assert_int_equal(decision(g).type, WG_DEC_MOVE);
    apply_ok(g, act_move(0, 6, 5));
    apply_ok(g, act(WG_ACT_PASS));
    assert_int_equal(decision(g).type, WG_DEC_FIRE);
    apply_ok(g, act(WG_ACT_PASS));
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_ORDER);
    assert_int_equal(d.player, 1);
    int phases[8], n = 0;
    for (int i = from; i < wg_game_log_count(g) && n < 8; i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        if (ev.type == WG_EV_PHASE)
            phases[n++] = ev.value;
    }
    assert_int_equal(n, 4);
    assert_int_equal(phases[0], WG_M44_PHASE_MOVE);
    assert_int_equal(phases[1], WG_M44_PHASE_BATTLE);
    assert_int_equal(phases[2], WG_M44_PHASE_DRAW);
    assert_int_equal(phases[3], WG_M44_PHASE_ORDER);
    assert_int_equal(hand_count(g, 0), 4);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(m44_b1_sections_from_each_side),
        cmocka_unit_test(m44_b2_movement_allowances),
        cmocka_unit_test(m44_b3_dice_by_range),
        cmocka_unit_test(m44_b4_faces_hit_by_type),
        cmocka_unit_test(m44_b5_retreat_towards_own_side),
        cmocka_unit_test(m44_b6_close_assault_binds),
        cmocka_unit_test(m44_b7_take_ground_and_overrun),
        cmocka_unit_test(m44_b8_forest_town_hill_sandbags),
        cmocka_unit_test(m44_b8_sandbags_wire_river_hedgerow),
        cmocka_unit_test(m44_b9_units_block_sight_artillery_needs_none),
        cmocka_unit_test(m44_x1_artillery_needs_sight),
        cmocka_unit_test(m44_b9_edge_sight_with_units),
        cmocka_unit_test(m44_b10_game_ends_at_the_medal_count),
        cmocka_unit_test(m44_b10_blocked_retreat_loss_ends_the_game_at_once),
        cmocka_unit_test(m44_t1_turn_sequence),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
