/*
 * Memoir of Battle: the turn sequence (MB-T*), the battle dice (MB-D*)
 * and the units (MB-U*), each situation with forced dice.
 */
#include <stdio.h>
#include <string.h>

#include "mob_test.h"

/* ------------------------------------------------------------ the turn */

/* Two guns facing each other across open ground, range 4, and a foot unit each far away. */
static const char guns_yaml[] = MOB_HEAD("")
    MOB_UNIT(0, smoothbore_artillery, 1, 3)
    MOB_UNIT(1, smoothbore_artillery, 5, 3)
    MOB_UNIT(0, infantry, 0, 6)
    MOB_UNIT(1, infantry, 8, 0);

/* MB-T1: player 0's guns choose first, then player 1's; every die is rolled before any loss */
static void mb_t1_artillery_rolls_everything_before_losses(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 4, 4, 4, 1, 1, 2);
    wg_game *g = mob_game(guns_yaml);
    mob_begin(g, &s);
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_FIRE);
    assert_int_equal(d.player, 0);
    assert_int_equal(d.unit, 0);
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_int_equal(info.phase, WG_MOB_PHASE_ARTILLERY);
    assert_int_equal(s.next, 0); /* choosing a target rolls nothing */
    apply_ok(g, act_fire(0, 1));
    d = decision(g);
    assert_int_equal(d.player, 1);
    assert_int_equal(d.unit, 1);
    int mark = wg_game_log_count(g);
    apply_ok(g, act_fire(1, 0));
    /* the four artillery dice (two a gun at range 4), then the losses */
    assert_int_equal(s.asked[0].purpose, WG_MOB_ROLL_ARTILLERY);
    assert_int_equal(s.asked[0].unit, 0);
    assert_int_equal(s.asked[1].unit, 0);
    assert_int_equal(s.asked[2].unit, 1);
    assert_int_equal(s.asked[3].unit, 1);
    int last_die = -1, first_loss = find_event(g, mark, WG_EV_DAMAGED);
    for (int i = mark; i < wg_game_log_count(g); i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        if (ev.type == WG_EV_DIE && ev.purpose == WG_MOB_ROLL_ARTILLERY)
            last_die = i;
    }
    assert_true(first_loss > last_die);
    assert_true(find_event(g, mark, WG_MOB_EV_ARTILLERY_LOSSES) > last_die);
    /* each gun lost what the other rolled: two figures, and one */
    assert_int_equal(figures(g, 1), 1);
    assert_int_equal(figures(g, 0), 2);
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* MB-T1: a gun may hold its fire; it then rolls nothing */
static void mb_t1_a_gun_may_hold_its_fire(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 4, 4, 1, 2);
    wg_game *g = mob_game(guns_yaml);
    mob_begin(g, &s);
    apply_ok(g, act_pass());
    apply_ok(g, act_fire(1, 0));
    assert_int_equal(s.asked[0].unit, 1);
    assert_int_equal(figures(g, 0), 1);
    assert_int_equal(figures(g, 1), 3);
    assert_script_used_up(&s);
    wg_game_free(g);
}

static const char two_foot_yaml[] = MOB_HEAD("")
    MOB_UNIT(0, infantry, 4, 5)
    MOB_UNIT(1, infantry, 4, 1);

/* MB-T2: both sides roll a die; the lower score moves and fires first */
static void mb_t2_lower_initiative_moves_first(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 5, 2);
    wg_game *g = mob_game(two_foot_yaml);
    wg_mob_turn_info t = WG_MOB_TURN_INFO_INIT;
    assert_int_equal(wg_mob_turn(g, &t), WG_OK); /* before the start: no phase, no side */
    assert_int_equal(t.phase, WG_MOB_PHASE_NONE);
    assert_int_equal(t.side, -1);
    assert_int_equal(t.first, -1);
    mob_begin(g, &s);
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_MOVE);
    assert_int_equal(d.player, 1);
    assert_int_equal(s.asked[0].purpose, WG_MOB_ROLL_INITIATIVE);
    assert_int_equal(s.asked[1].purpose, WG_MOB_ROLL_INITIATIVE);
    assert_int_equal(wg_mob_turn(g, &t), WG_OK);
    assert_int_equal(t.phase, WG_MOB_PHASE_MOVE);
    assert_int_equal(t.first, 1);
    assert_int_equal(t.initiative[0], 5);
    assert_int_equal(t.initiative[1], 2);
    wg_event ev;
    wg_game_log_event(g, find_event(g, 0, WG_MOB_EV_INITIATIVE), &ev);
    assert_int_equal(ev.value, 5);
    assert_int_equal(ev.extra, 2);
    assert_int_equal(ev.player, 1);
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* MB-T2: a tie is rolled again (interpretation) */
static void mb_t2_tied_initiative_is_rolled_again(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 3, 3, 1, 6);
    wg_game *g = mob_game(two_foot_yaml);
    mob_begin(g, &s);
    assert_int_equal(count_events(g, 0, WG_MOB_EV_INITIATIVE), 2);
    wg_event ev;
    wg_game_log_event(g, find_event(g, 0, WG_MOB_EV_INITIATIVE), &ev);
    assert_int_equal(ev.player, -1);
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_MOVE);
    assert_int_equal(d.player, 0);
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* Blue foot at range 2 of Red foot; a Blue gun that also sees it. */
static const char order_yaml[] = MOB_HEAD("")
    MOB_UNIT(0, infantry, 4, 4)
    MOB_UNIT(0, rifled_artillery, 6, 5)
    MOB_UNIT(1, infantry, 4, 2);

/* MB-T3: the first side moves, then its units fire, except its artillery */
static void mb_t3_first_side_moves_then_fires_without_its_guns(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 1, 2, 1, 1, 1);
    wg_game *g = mob_game(order_yaml);
    mob_begin(g, &s);
    /* the gun is asked in the artillery phase and holds its fire */
    assert_int_equal(decision(g).unit, 1);
    apply_ok(g, act_pass());
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_MOVE);
    assert_int_equal(d.player, 0);
    assert_false(is_legal(g, act_fire(0, 2))); /* no fire while moving */
    apply_ok(g, act_pass());
    d = decision(g);
    assert_int_equal(d.type, WG_DEC_FIRE);
    assert_int_equal(d.player, 0);
    assert_true(wg_mob_battle_dice(g, 1, 2) > 0);
    assert_true(is_legal(g, act_fire(0, 2)));
    assert_false(is_legal(g, act_fire(1, 2))); /* the gun had its chance */
    apply_ok(g, act_fire(0, 2));
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* MB-T4: then the other side moves and fires the same way */
static void mb_t4_the_other_side_moves_and_fires_next(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 1, 2, 1, 1, 1, 1);
    wg_game *g = mob_game(order_yaml);
    mob_begin(g, &s);
    apply_ok(g, act_pass()); /* the gun */
    apply_ok(g, act_pass()); /* Blue's move */
    apply_ok(g, act_pass()); /* Blue's fire */
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_MOVE);
    assert_int_equal(d.player, 1);
    apply_ok(g, act_move(2, 4, 3)); /* one hex: it may still battle */
    apply_ok(g, act_pass());
    d = decision(g);
    assert_int_equal(d.type, WG_DEC_FIRE);
    assert_int_equal(d.player, 1);
    apply_ok(g, act_fire(2, 0)); /* range 1 now: four dice */
    assert_int_equal(s.asked[2].unit, 2);
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* MB-T5: when both sides have moved and fired the next turn starts with its artillery */
static void mb_t5_turn_ends_when_both_sides_have_moved_and_fired(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 1, 2, 2, 1);
    wg_game *g = mob_game(order_yaml);
    mob_begin(g, &s);
    apply_ok(g, act_pass()); /* gun */
    apply_ok(g, act_pass()); /* Blue moves */
    apply_ok(g, act_pass()); /* Blue fires */
    apply_ok(g, act_pass()); /* Red moves */
    int mark = wg_game_log_count(g);
    apply_ok(g, act_pass()); /* Red fires: the turn is over */
    wg_event ev;
    wg_game_log_event(g, find_event(g, mark, WG_EV_TURN), &ev);
    assert_int_equal(ev.value, 2);
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_FIRE); /* turn 2's artillery phase: the gun again */
    assert_int_equal(d.unit, 1);
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_int_equal(info.turn, 2);
    assert_int_equal(info.phase, WG_MOB_PHASE_ARTILLERY);
    apply_ok(g, act_pass());
    assert_int_equal(decision(g).player, 1); /* turn 2's initiative: Red rolled lower */
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* ------------------------------------------------------------ battle dice */

/* MB-D1: faces 1-6 are infantry, infantry, cavalry, artillery/MG, general, flag */
static void mb_d1_the_six_faces_of_the_battle_die(void **state)
{
    (void)state;
    wg_game *g = mob_game(two_foot_yaml);
    static const int faces[6] = { WG_MOB_FACE_INFANTRY, WG_MOB_FACE_INFANTRY,
                                  WG_MOB_FACE_CAVALRY,  WG_MOB_FACE_ARTILLERY,
                                  WG_MOB_FACE_GENERAL,  WG_MOB_FACE_FLAG };
    for (int f = 1; f <= 6; f++)
        assert_int_equal(wg_mob_die_face(g, f), faces[f - 1]);
    assert_int_equal(wg_mob_die_face(g, 7), WG_ERANGE);
    wg_game_free(g);
}

/* Blue foot next to one Red unit of a given type. */
static wg_game *next_to(const char *type, script *s)
{
    char yaml[600];
    snprintf(yaml, sizeof yaml, MOB_HEAD("") MOB_UNIT(0, infantry, 4, 4)
             "  - {side: 1, type: %s, at: [4, 3]}\n" MOB_UNIT(1, infantry, 0, 0), type);
    wg_game *g = mob_game(yaml);
    mob_begin(g, s);
    pass_until(g, WG_DEC_FIRE, 0);
    return g;
}

/* MB-D2: only the faces of the target's type remove figures */
static void mb_d2_each_matching_face_removes_one_figure(void **state)
{
    (void)state;
    script s;
    /* infantry, cavalry, artillery, general at cavalry: one figure */
    SCRIPT(&s, 1, 2, 1, 3, 4, 5);
    wg_game *g = next_to("cavalry", &s);
    apply_ok(g, act_fire(0, 1));
    assert_int_equal(figures(g, 1), 2);
    assert_script_used_up(&s);
    wg_game_free(g);
    /* the artillery/MG face hits a machine gun: two figures */
    SCRIPT(&s, 1, 2, 4, 4, 1, 3);
    g = next_to("machine_gun", &s);
    apply_ok(g, act_fire(0, 1));
    assert_int_equal(figures(g, 1), 1);
    assert_script_used_up(&s);
    wg_game_free(g);
    /* the artillery face hits artillery too; infantry faces hit infantry */
    SCRIPT(&s, 1, 2, 4, 2, 3, 3);
    g = next_to("rifled_artillery", &s);
    apply_ok(g, act_fire(0, 1));
    assert_int_equal(figures(g, 1), 2);
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* MB-D2: a unit with no figures left is destroyed; the general face hits a general */
static void mb_d2_a_unit_without_figures_is_destroyed(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 1, 2, 1, 1, 5, 3);
    wg_game *g = next_to("general", &s);
    int mark = wg_game_log_count(g);
    apply_ok(g, act_fire(0, 1));
    assert_false(alive(g, 1));
    assert_int_equal(count_events(g, mark, WG_EV_DESTROYED), 1);
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_int_equal(info.score[0], 1);
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* MB-D2: a unit down to one figure rolls as many dice as a full one */
static void mb_d2_dice_do_not_depend_on_figures_left(void **state)
{
    (void)state;
    static const char yaml[] = MOB_HEAD("")
        "  - {side: 0, type: infantry, at: [4, 4], figures: 1}\n"
        MOB_UNIT(1, cavalry, 4, 3);
    script s;
    SCRIPT(&s, 1, 2, 1, 2, 4, 5);
    wg_game *g = mob_game(yaml);
    mob_begin(g, &s);
    pass_until(g, WG_DEC_FIRE, 0);
    assert_int_equal(figures(g, 0), 1);
    assert_int_equal(wg_mob_battle_dice(g, 0, 1), 4);
    apply_ok(g, act_fire(0, 1));
    assert_script_used_up(&s); /* four dice were rolled */
    wg_game_free(g);
}

/* MB-D3: one hex towards its own side per flag; the owner picks the hex */
static void mb_d3_flags_retreat_one_hex_each_towards_home(void **state)
{
    (void)state;
    script s;
    SCRIPT(&s, 1, 2, 6, 6, 3, 3);
    wg_game *g = next_to("infantry", &s); /* Red foot at [4, 3], Red's home is the top */
    apply_ok(g, act_fire(0, 1));
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_RETREAT);
    assert_int_equal(d.player, 1);
    assert_int_equal(d.unit, 1);
    assert_int_equal(d.count, 2);
    assert_int_equal(wg_game_legal_actions(g, NULL, 0), 2);
    assert_true(is_legal(g, act_retreat(1, 4, 2)));
    assert_true(is_legal(g, act_retreat(1, 5, 2)));
    assert_false(is_legal(g, act_retreat(1, 4, 4))); /* never towards the enemy side */
    apply_ok(g, act_retreat(1, 4, 2));
    d = decision(g);
    assert_int_equal(d.type, WG_DEC_RETREAT);
    assert_int_equal(d.count, 1);
    apply_ok(g, act_retreat(1, 3, 1));
    int c, r;
    unit_at(g, 1, &c, &r);
    assert_int_equal(c, 3);
    assert_int_equal(r, 1);
    assert_int_equal(figures(g, 1), 4);
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* MB-D3: a unit that cannot retreat loses a figure per hex it cannot make */
static void mb_d3_blocked_retreat_costs_a_figure_per_hex(void **state)
{
    (void)state;
    static const char yaml[] = MOB_HEAD("")
        MOB_UNIT(0, infantry, 4, 1)
        MOB_UNIT(1, infantry, 4, 0);
    script s;
    SCRIPT(&s, 1, 2, 6, 6, 6, 3);
    wg_game *g = mob_game(yaml);
    mob_begin(g, &s);
    pass_until(g, WG_DEC_FIRE, 0);
    int mark = wg_game_log_count(g);
    apply_ok(g, act_fire(0, 1)); /* three flags against the top row */
    wg_event ev;
    wg_game_log_event(g, find_event(g, mark, WG_MOB_EV_RETREAT_BLOCKED), &ev);
    assert_int_equal(ev.value, 3);
    assert_int_equal(figures(g, 1), 1);
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* MB-D3: units may not retreat into water; one legal hex is taken without asking */
static void mb_d3_no_retreat_into_water(void **state)
{
    (void)state;
    static const char yaml[] = MOB_HEAD(MOB_TERRAIN(water, 4, 0))
        MOB_UNIT(0, infantry, 4, 2)
        MOB_UNIT(1, infantry, 4, 1);
    script s;
    SCRIPT(&s, 1, 2, 6, 6, 2, 3);
    wg_game *g = mob_game(yaml);
    mob_begin(g, &s);
    pass_until(g, WG_DEC_FIRE, 0);
    apply_ok(g, act_fire(0, 1)); /* two flags: [5, 0] is the only dry hex back */
    int c, r;
    unit_at(g, 1, &c, &r);
    assert_int_equal(c, 5);
    assert_int_equal(r, 0);
    assert_int_equal(figures(g, 1), 2); /* one hit, and one hex it could not make */
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* ------------------------------------------------------------ the units */

/* The dice a unit of `type` rolls at Red foot `range` hexes east along a row. */
static int dice_at_range(const char *type, int range)
{
    char yaml[600];
    snprintf(yaml, sizeof yaml, MOB_HEAD("") "  - {side: 0, type: %s, at: [0, 3]}\n"
             "  - {side: 1, type: infantry, at: [%d, 3]}\n", type, range);
    wg_game *g = mob_game(yaml);
    int n = wg_mob_battle_dice(g, 0, 1);
    wg_game_free(g);
    return n;
}

static void assert_dice_by_range(const char *type, const int *dice, int n)
{
    for (int r = 1; r <= n + 1; r++)
        assert_int_equal(dice_at_range(type, r), r <= n ? dice[r - 1] : 0);
}

static int figures_of(const char *type)
{
    char yaml[600];
    snprintf(yaml, sizeof yaml, MOB_HEAD("") "  - {side: 0, type: %s, at: [0, 3]}\n"
             MOB_UNIT(0, infantry, 2, 5) MOB_UNIT(1, infantry, 8, 0), type);
    wg_game *g = mob_game(yaml);
    wg_mob_unit_info u = WG_MOB_UNIT_INFO_INIT;
    assert_int_equal(wg_mob_unit(g, 0, &u), WG_OK);
    assert_int_equal(u.figures, u.figures_start);
    wg_game_free(g);
    return u.figures;
}

/* A unit of `type` at [4, 5], Red foot at [4, 1]: moves of Blue's first turn. */
static wg_game *mover(const char *type, script *s)
{
    char yaml[600];
    snprintf(yaml, sizeof yaml, MOB_HEAD("") "  - {side: 0, type: %s, at: [4, 5]}\n"
             MOB_UNIT(1, infantry, 4, 1), type);
    wg_game *g = mob_game(yaml);
    mob_begin(g, s);
    pass_until(g, WG_DEC_MOVE, 0);
    return g;
}

/* MB-U1: infantry has 4 figures, moves 2 or 1 and battles, rolls 4-3-2-1 */
static void mb_u1_infantry(void **state)
{
    (void)state;
    static const int dice[] = { 4, 3, 2, 1 };
    assert_int_equal(figures_of("infantry"), 4);
    assert_dice_by_range("infantry", dice, 4);
    script s;
    SCRIPT(&s, 1, 2, 1, 1);
    wg_game *g = mover("infantry", &s);
    assert_int_equal(decision(g).count, 2);
    apply_ok(g, act_move(0, 4, 4));
    assert_int_equal(decision(g).count, 1);
    apply_ok(g, act_pass());
    assert_true(is_legal(g, act_fire(0, 1))); /* one hex and battle: range 3, 2 dice */
    apply_ok(g, act_fire(0, 1));
    assert_script_used_up(&s);
    wg_game_free(g);
    SCRIPT(&s, 1, 2);
    g = mover("infantry", &s);
    apply_ok(g, act_move(0, 4, 4));
    apply_ok(g, act_move(0, 4, 3)); /* two hexes is all, and then no battle: */
    assert_int_equal(decision(g).player, 1); /* Blue's move and fire are over */
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* MB-U2: a machine gun has 3 figures (gun and 2 crew), moves 2 or 1 and battles, rolls 5-4-3-2-1 */
static void mb_u2_machine_gun(void **state)
{
    (void)state;
    static const int dice[] = { 5, 4, 3, 2, 1 };
    assert_int_equal(figures_of("machine_gun"), 3);
    assert_dice_by_range("machine_gun", dice, 5);
    script s;
    SCRIPT(&s, 1, 2, 1, 1, 1);
    wg_game *g = mover("machine_gun", &s);
    apply_ok(g, act_move(0, 4, 4));
    apply_ok(g, act_pass());
    apply_ok(g, act_fire(0, 1)); /* range 3: 3 dice */
    assert_script_used_up(&s);
    wg_game_free(g);
    SCRIPT(&s, 1, 2);
    g = mover("machine_gun", &s);
    apply_ok(g, act_move(0, 4, 4));
    apply_ok(g, act_move(0, 4, 3));
    assert_int_equal(decision(g).player, 1);
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* MB-U3: smooth-bore artillery has 3 figures, moves 1 or battles, rolls 5-4-3-2-1 */
static void mb_u3_smoothbore_artillery(void **state)
{
    (void)state;
    static const int dice[] = { 5, 4, 3, 2, 1 };
    assert_int_equal(figures_of("smoothbore_artillery"), 3);
    assert_dice_by_range("smoothbore_artillery", dice, 5);
    /* it fired in the artillery phase: it may not move this turn (interpretation) */
    static const char yaml[] = MOB_HEAD("") MOB_UNIT(0, smoothbore_artillery, 4, 5)
        MOB_UNIT(1, infantry, 4, 1) MOB_UNIT(0, infantry, 0, 6);
    script s;
    SCRIPT(&s, 1, 1, 1, 2);
    wg_game *g = mob_game(yaml);
    mob_begin(g, &s);
    apply_ok(g, act_fire(0, 1)); /* range 4: 2 dice, then the initiative */
    assert_int_equal(decision(g).type, WG_DEC_MOVE);
    assert_false(is_legal(g, act_move(0, 4, 4)));
    assert_script_used_up(&s);
    wg_game_free(g);
    /* it held its fire: it may move one hex */
    SCRIPT(&s, 1, 2);
    g = mob_game(yaml);
    mob_begin(g, &s);
    apply_ok(g, act_pass());
    apply_ok(g, act_move(0, 4, 4));
    assert_false(is_legal(g, act_move(0, 4, 3)));
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* MB-U4: rifled artillery has 3 figures, moves 1 or battles, rolls 3-3-2-2-1-1 */
static void mb_u4_rifled_artillery(void **state)
{
    (void)state;
    static const int dice[] = { 3, 3, 2, 2, 1, 1 };
    assert_int_equal(figures_of("rifled_artillery"), 3);
    assert_dice_by_range("rifled_artillery", dice, 6);
    script s;
    SCRIPT(&s, 1, 2);
    static const char yaml[] = MOB_HEAD("") MOB_UNIT(0, rifled_artillery, 4, 6)
        MOB_UNIT(1, infantry, 8, 0);
    wg_game *g = mob_game(yaml);
    mob_begin(g, &s); /* nothing in range: no artillery decision */
    apply_ok(g, act_move(0, 4, 5));
    assert_int_equal(decision(g).type, WG_DEC_MOVE); /* Red's move: Blue's gun is done */
    assert_int_equal(decision(g).player, 1);
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* MB-U5: cavalry has 3 figures, moves 3 and battles, at range 1 with 3 dice */
static void mb_u5_cavalry(void **state)
{
    (void)state;
    static const int dice[] = { 3 };
    assert_int_equal(figures_of("cavalry"), 3);
    assert_dice_by_range("cavalry", dice, 1);
    script s;
    SCRIPT(&s, 1, 2, 1, 1, 1);
    wg_game *g = mover("cavalry", &s);
    apply_ok(g, act_move(0, 4, 4));
    apply_ok(g, act_move(0, 4, 3));
    apply_ok(g, act_move(0, 4, 2)); /* three hexes, next to Red's foot */
    assert_int_equal(decision(g).type, WG_DEC_FIRE); /* its move is over: Blue fires */
    apply_ok(g, act_fire(0, 1));
    assert_script_used_up(&s);
    wg_game_free(g);
}

/* MB-U6: a general is one figure, moves 3, never battles, adds a die to infantry and cavalry */
static void mb_u6_general(void **state)
{
    (void)state;
    assert_int_equal(figures_of("general"), 1);
    static const char yaml[] = MOB_HEAD("")
        MOB_UNIT(0, general, 4, 4)
        MOB_UNIT(0, infantry, 4, 4)
        MOB_UNIT(1, infantry, 4, 3)
        MOB_UNIT(0, machine_gun, 6, 4)
        MOB_UNIT(0, general, 6, 4)
        MOB_UNIT(1, cavalry, 6, 3)
        MOB_UNIT(0, cavalry, 1, 5)
        MOB_UNIT(0, general, 1, 5)
        MOB_UNIT(1, infantry, 1, 4);
    wg_game *g = mob_game(yaml);
    assert_int_equal(wg_mob_battle_dice(g, 1, 2), 5); /* infantry: 4 + 1 */
    assert_int_equal(wg_mob_battle_dice(g, 3, 5), 5); /* machine gun: 5, no bonus */
    assert_int_equal(wg_mob_battle_dice(g, 6, 8), 4); /* cavalry: 3 + 1 */
    assert_int_equal(wg_mob_battle_dice(g, 0, 2), 0); /* a general does not battle */
    script s;
    SCRIPT(&s, 1, 2);
    mob_begin(g, &s);
    assert_int_equal(decision(g).type, WG_DEC_MOVE);
    apply_ok(g, act_move(0, 3, 4)); /* the general leaves its unit: three hexes */
    apply_ok(g, act_move(0, 2, 4));
    apply_ok(g, act_move(0, 2, 5));
    assert_false(is_legal(g, act_move(0, 1, 6)));
    assert_int_equal(wg_mob_battle_dice(g, 1, 2), 4); /* its infantry lost the die */
    apply_ok(g, act_pass());
    assert_false(is_legal(g, act_fire(0, 2)));
    assert_script_used_up(&s);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(mb_t1_artillery_rolls_everything_before_losses),
        cmocka_unit_test(mb_t1_a_gun_may_hold_its_fire),
        cmocka_unit_test(mb_t2_lower_initiative_moves_first),
        cmocka_unit_test(mb_t2_tied_initiative_is_rolled_again),
        cmocka_unit_test(mb_t3_first_side_moves_then_fires_without_its_guns),
        cmocka_unit_test(mb_t4_the_other_side_moves_and_fires_next),
        cmocka_unit_test(mb_t5_turn_ends_when_both_sides_have_moved_and_fired),
        cmocka_unit_test(mb_d1_the_six_faces_of_the_battle_die),
        cmocka_unit_test(mb_d2_each_matching_face_removes_one_figure),
        cmocka_unit_test(mb_d2_a_unit_without_figures_is_destroyed),
        cmocka_unit_test(mb_d2_dice_do_not_depend_on_figures_left),
        cmocka_unit_test(mb_d3_flags_retreat_one_hex_each_towards_home),
        cmocka_unit_test(mb_d3_blocked_retreat_costs_a_figure_per_hex),
        cmocka_unit_test(mb_d3_no_retreat_into_water),
        cmocka_unit_test(mb_u1_infantry),
        cmocka_unit_test(mb_u2_machine_gun),
        cmocka_unit_test(mb_u3_smoothbore_artillery),
        cmocka_unit_test(mb_u4_rifled_artillery),
        cmocka_unit_test(mb_u5_cavalry),
        cmocka_unit_test(mb_u6_general),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
