/*
 * OGRE: the built-in agents' judgement. The greedy defender closes in only
 * with force enough to strike, keeps its armor at the edge of the Ogre's
 * reach and its infantry at the command post, shoots AP guns before treads
 * and attacks at 1:1; the search agent's positional term
 * (ogre_position) counts the race between the Ogre's approach to the
 * command post and the defender's fire at its weapons.
 */
#include <stdio.h>
#include <string.h>

#include "ogre_test.h"
#include "core/search_internal.h"
#include "rulesets/ogre/ogre_internal.h"

#define NOSPLIT OT_MAP "splitfire: false\n"

/* The race: 3.5 attack per point of weapon defense, against the defender's fire to come. */
static double race(double cost, double fire)
{
    return 0.8 * (cost - fire) / (cost + fire);
}

/* A Mark III's weapons: 2 x D3, D4, 4 x D3, 8 x D1. */
#define MARK3_COST (3.5 * (2 * 3 + 4 + 4 * 3 + 8 * 1))

/* A Mark III with `treads` at `ogre_at` (the post at [5, 0], a heavy tank at
 * [0, 0]), played on to `player`'s decision of `type`. */
static wg_game *mark3_game(const char *ogre_at, int treads, int player, int type)
{
    wg_game *g = ot_new(NOSPLIT "ogre: {type: mark3, at: %s, entry_edge: south, treads: %d}\n"
                                "defenders:\n"
                                "  - {type: command_post, at: [5, 0]}\n"
                                "  - {type: heavy_tank, at: [0, 0]}\n", ogre_at, treads);
    ot_pass_until(g, player, type);
    return g;
}

/* The Mark III whole at `ogre_at`, about to move. */
static wg_game *race_game(const char *ogre_at)
{
    return mark3_game(ogre_at, 45, WG_OGRE_PLAYER_OGRE, WG_DEC_MOVE);
}

/*
 * Ten hexes from the post, its missiles reach five: with three movement
 * points it needs one more turn, so the heavy tank (4) fires once first.
 * Having passed, it needs two turns: the tank fires now and once more.
 */
static void position_counts_the_defenders_fire_before_the_ogre_reaches_the_post(void **state)
{
    (void)state;
    wg_game *g = race_game("[5, 10]");
    assert_float_equal(ogre_position(g, WG_OGRE_PLAYER_OGRE), race(MARK3_COST, 4), 1e-9);
    assert_float_equal(ogre_position(g, WG_OGRE_PLAYER_DEFENDER), -race(MARK3_COST, 4), 1e-9);
    ot_do(g, ot_pass());
    assert_int_equal(ot_decision(g).player, WG_OGRE_PLAYER_DEFENDER); /* nothing to fire at */
    assert_float_equal(ogre_position(g, WG_OGRE_PLAYER_OGRE), race(MARK3_COST, 8), 1e-9);
    wg_game_free(g);
}

/* Within its movement points of a shot at the post, the Ogre is 0.8 ahead. */
static void position_an_ogre_about_to_shoot_the_post_is_ahead(void **state)
{
    (void)state;
    wg_game *g = race_game("[5, 8]");
    assert_float_equal(ogre_position(g, WG_OGRE_PLAYER_OGRE), 0.8, 1e-9);
    wg_game_free(g);
}

/* An Ogre that cannot reach the post before the last turn has lost (-0.9). */
static void position_the_turn_limit_decides(void **state)
{
    (void)state;
    wg_game *g = ot_new("ruleset: ogre\nturns: 1\nmap: {columns: 12, rows: 12}\n"
                        "splitfire: false\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [5, 0]}\n");
    ot_pass_until(g, WG_OGRE_PLAYER_OGRE, WG_DEC_MOVE);
    assert_float_equal(ogre_position(g, WG_OGRE_PLAYER_OGRE), -0.9, 1e-9);
    assert_float_equal(ogre_position(g, WG_OGRE_PLAYER_DEFENDER), 0.9, 1e-9);
    wg_game_free(g);
}

/* The search agent's score of g for `player`, g being the search's root. */
static double search_score_at(const wg_game *g, int player)
{
    search_base root;
    search_base_init(g, &root);
    return search_score(g, &root, player);
}

/*
 * Once the post is destroyed the Ogre has won, whatever follows: the game
 * is decided, and the search scores it as lost for the defender (0), so
 * that blocking the Ogre's way out gains it nothing, and for the Ogre as
 * 0.97, short of the escape that ends it.
 */
static void position_the_post_destroyed_decides(void **state)
{
    (void)state;
    wg_game *g = ot_new(NOSPLIT "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                                "defenders:\n"
                                "  - {type: command_post, at: [5, 9]}\n");
    ot_pass_until(g, WG_OGRE_PLAYER_OGRE, WG_DEC_FIRE);
    assert_int_equal(ogre_decided(g), -1);
    ot_do(g, ot_ogre_fire(OT_AP1, 1, 0));
    ot_do(g, ot_resolve());
    assert_false(ot_alive(g, 1));
    assert_false(ot_status(g).over);
    assert_float_equal(ogre_position(g, WG_OGRE_PLAYER_OGRE), 0.9, 1e-9);
    assert_int_equal(ogre_decided(g), WG_OGRE_PLAYER_OGRE);
    assert_float_equal(search_score_at(g, WG_OGRE_PLAYER_DEFENDER), 0.0, 1e-9);
    assert_float_equal(search_score_at(g, WG_OGRE_PLAYER_OGRE), 0.97, 1e-9);
    wg_game_free(g);
}

/* A Mark III without treads at `ogre_at` (its missiles reach 5), in the defender's movement. */
static wg_game *immobile_ogre_game(const char *ogre_at)
{
    return mark3_game(ogre_at, 0, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
}

/*
 * The Ogre destroys a post with its weapons or by ramming it, and may not
 * leave while one stands: immobile with the post beyond its longest gun it
 * can only lose; with the post in reach the game is open.
 */
static void decided_for_the_defender_when_the_ogre_cannot_reach_the_post(void **state)
{
    (void)state;
    wg_game *g = immobile_ogre_game("[5, 6]"); /* 6 hexes from the post */
    assert_int_equal(ogre_decided(g), WG_OGRE_PLAYER_DEFENDER);
    assert_float_equal(search_score_at(g, WG_OGRE_PLAYER_OGRE), 0.0, 1e-9);
    wg_game_free(g);
    g = immobile_ogre_game("[5, 5]"); /* 5 hexes: a missile reaches it */
    assert_int_equal(ogre_decided(g), -1);
    wg_game_free(g);
    g = race_game("[5, 10]"); /* treads, weapons and a post 10 hexes away */
    assert_int_equal(ogre_decided(g), -1);
    wg_game_free(g);
}

/* A Mark III at [5, 10], a heavy tank beside it, the post at [5, 0] and water across row 7 but
 * for [0, 7], of terrain `corner`. */
static wg_game *water_game(const char *corner)
{
    return ot_new("ruleset: ogre\nsplitfire: false\nmap:\n  columns: 12\n  rows: 12\n"
                  "  terrain:\n"
                  "    - {type: water, hexes: [[1, 7], [2, 7], [3, 7], [4, 7], [5, 7], [6, 7],"
                  " [7, 7], [8, 7], [9, 7], [10, 7], [11, 7]]}\n"
                  "    - {type: %s, hexes: [[0, 7]]}\n"
                  "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                  "defenders:\n"
                  "  - {type: command_post, at: [5, 0]}\n"
                  "  - {type: heavy_tank, at: [6, 10]}\n",
                  corner);
}

/*
 * Water the Ogre may not cross (OG-M1) keeps its guns 8 hexes or more from
 * the post, 5 beyond: it can only lose, though the game goes on while the
 * tank may attack it. Rubble in the corner is a way round: open.
 */
static void decided_for_the_defender_when_terrain_keeps_the_ogre_from_the_post(void **state)
{
    (void)state;
    wg_game *g = water_game("water");
    assert_false(ot_status(g).over);
    assert_int_equal(ogre_decided(g), WG_OGRE_PLAYER_DEFENDER);
    wg_game_free(g);
    g = water_game("rubble");
    assert_int_equal(ogre_decided(g), -1);
    wg_game_free(g);
}

/*
 * An Ogre whose last weapon is gone may still ram the post (OG-M2): the
 * game is open, and the race is for its treads (3 attack points a tread,
 * 135 for 45) against the fire to come before it reaches the post, 4 hexes
 * away: the tank's 4 in one fire phase. The Ogre is well ahead.
 */
static void a_weaponless_ogre_may_still_ram_the_post(void **state)
{
    (void)state;
    wg_game *g = ot_new(NOSPLIT "units:\n"
                                "  bare: {name: Bare Ogre, class: ogre, movement: 3, treads: 45,\n"
                                "         weapons: [{kind: ap, count: 1, attack: 1, range: 1,"
                                " defense: 1}]}\n"
                                "ogre: {type: bare, at: [5, 10], entry_edge: south}\n"
                                "defenders:\n"
                                "  - {type: command_post, at: [5, 6]}\n"
                                "  - {type: heavy_tank, at: [5, 8]}\n");
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_FIRE);
    assert_int_equal(ogre_decided(g), -1);
    ot_dice dice;
    ot_script(g, &dice, 1, 6); /* 4 against 1: a six destroys the gun */
    ot_do(g, ot_def_fire(2, 0));
    ot_do(g, ot_resolve());
    ot_script_done(&dice);
    assert_int_equal(ot_weapon(g, 0).alive, 0);
    assert_int_equal(ogre_decided(g), -1);
    assert_int_equal(ot_decision(g).player, WG_OGRE_PLAYER_OGRE);
    assert_float_equal(ogre_position(g, WG_OGRE_PLAYER_OGRE), 0.8 * (135.0 - 4) / (135 + 4), 1e-9);
    wg_game_free(g);
}

/* Before the Ogre enters (OG-X5) there is no race yet: 0. */
static void position_is_even_before_the_ogre_enters(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "ogre: {type: mark3, entry_edge: south}\n"
                               "defenders: [{type: command_post, at: [6, 0]}]\n");
    assert_int_equal(ot_decision(g).type, WG_DEC_SETUP);
    assert_false(ot_unit(g, OT_OGRE).flags & WG_UNIT_ON_BOARD);
    assert_float_equal(ogre_position(g, WG_OGRE_PLAYER_OGRE), 0.0, 1e-9);
    wg_game_free(g);
}

/* The greedy agent's answer (seed 1) to g's decision. */
static wg_action greedy_answer(const wg_game *g)
{
    wg_agent greedy;
    wg_action a;
    wg_decision d = ot_decision(g);
    assert_int_equal(wg_agent_init(&greedy, WG_AGENT_GREEDY, 1), WG_OK);
    assert_int_equal(wg_agent_decide(&greedy, g, &d, &a), WG_OK);
    return a;
}

/* The greedy defender's answer to its movement phase, the Ogre (with `treads`) at [5, 10],
 * having come there from [5, 11] (or held still there: `held`, or no treads); `units`
 * lists the defenders besides the command post at [11, 0]. */
/* Greedy's answer to the defender's first move in `g` (freed), after the
 * Ogre moves to [5, 10] unless it holds still. */
static wg_action greedy_answer_after_ogre(wg_game *g, int ogre_moves)
{
    if (ogre_moves) {
        ot_pass_until(g, WG_OGRE_PLAYER_OGRE, WG_DEC_MOVE);
        ot_do(g, ot_move(WG_OGRE_UNIT, 5, 10));
    }
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    wg_action a = greedy_answer(g);
    wg_game_free(g);
    return a;
}

static wg_action greedy_defender_answer(const char *units, int treads, int held)
{
    wg_game *g = ot_new(NOSPLIT "ogre: {type: mark3, at: [5, %d], entry_edge: south, treads: %d}\n"
                                "defenders:\n"
                                "  - {type: command_post, at: [11, 0]}\n%s",
                        held || treads == 0 ? 10 : 11, treads, units);
    return greedy_answer_after_ogre(g, !held && treads > 0);
}

static wg_action greedy_defender_move_with(const char *units, int treads)
{
    return greedy_defender_answer(units, treads, 0);
}

/* The same with one heavy tank at `tank_at`. */
static wg_action greedy_defender_move(const char *tank_at, int treads)
{
    char units[64];
    snprintf(units, sizeof units, "  - {type: heavy_tank, at: %s}\n", tank_at);
    return greedy_defender_move_with(units, treads);
}

static int distance_to(wg_action a, wg_hex h)
{
    return wg_hex_distance((wg_hex){ a.x, a.y }, h);
}

/*
 * A heavy tank (attack 4, range 2, 3 movement points) fires this turn only
 * from 5 hexes or nearer; the Ogre's guns (main battery 3 after 3 movement
 * points) reach 6. Alone at 5 it is no strike (the main battery, defense 4,
 * wants 8 at 2:1) and steps back out of reach; at 6 it steps back too; at
 * 8 it closes to the edge of the reach, 7. Two heavy tanks at 5 strike:
 * the first closes in.
 */
static void greedy_defender_strikes_together_or_not_at_all(void **state)
{
    (void)state;
    wg_hex ogre = ot_hex(5, 10);
    wg_action a = greedy_defender_move("[5, 5]", 45);
    assert_int_equal(a.type, WG_ACT_MOVE);
    assert_int_equal(distance_to(a, ogre), 6);
    a = greedy_defender_move("[5, 4]", 45);
    assert_int_equal(a.type, WG_ACT_MOVE);
    assert_int_equal(distance_to(a, ogre), 7);
    a = greedy_defender_move("[5, 2]", 45);
    assert_int_equal(a.type, WG_ACT_MOVE);
    assert_int_equal(distance_to(a, ogre), 7);
    a = greedy_defender_move("[5, 3]", 45); /* at 7 already */
    assert_int_equal(a.type, WG_ACT_PASS);
    a = greedy_defender_move_with("  - {type: heavy_tank, at: [5, 5]}\n"
                                  "  - {type: heavy_tank, at: [6, 5]}\n", 45);
    assert_int_equal(a.type, WG_ACT_MOVE);
    assert_int_equal(a.unit, 2);
    assert_int_equal(distance_to(a, ogre), 4);
}

/*
 * An Ogre that held still in its last movement phase comes to nobody: the
 * lone heavy tank 5 hexes away that stepped back from an Ogre on the move
 * closes on it (an Ogre waiting out of reach in a game without a turn limit
 * would otherwise wait for ever, the armor at the edge of its reach).
 */
static void greedy_defender_closes_on_an_ogre_that_held_still(void **state)
{
    (void)state;
    wg_action a = greedy_defender_answer("  - {type: heavy_tank, at: [5, 5]}\n", 45, 1);
    assert_int_equal(a.type, WG_ACT_MOVE);
    assert_int_equal(distance_to(a, ot_hex(5, 10)), 4);
}

/*
 * Infantry (range 1, 2 movement points) that cannot fire this turn gathers
 * at the command post, which the Ogre must come to: a stack 4 hexes from the
 * Ogre and 9 from the post steps toward the post, and so does one 5 from it;
 * one 4 from the post (one beyond the main battery's 3) holds.
 */
static void greedy_infantry_gathers_at_the_post(void **state)
{
    (void)state;
    wg_hex post = ot_hex(11, 0);
    wg_hex far = ot_hex(5, 6), near = ot_hex(9, 4);
    assert_int_equal(wg_hex_distance(far, ot_hex(5, 10)), 4);
    assert_int_equal(wg_hex_distance(far, post), 9);
    wg_action a = greedy_defender_move_with("  - {type: infantry, at: [5, 6], squads: 3}\n", 45);
    assert_int_equal(a.type, WG_ACT_MOVE);
    assert_int_equal(distance_to(a, post), 8);
    assert_int_equal(wg_hex_distance(near, post), 4);
    a = greedy_defender_move_with("  - {type: infantry, at: [9, 4], squads: 3}\n", 45);
    assert_int_equal(a.type, WG_ACT_PASS);
    assert_int_equal(wg_hex_distance(ot_hex(8, 4), post), 5);
    a = greedy_defender_move_with("  - {type: infantry, at: [8, 4], squads: 3}\n", 45);
    assert_int_equal(a.type, WG_ACT_MOVE);
    assert_int_equal(distance_to(a, post), 4);
}

/* An Ogre of two AP guns come to [5, 10] from [5, 11], against `stacks` stacks of 3 squads
 * by the command post at [11, 0]: the greedy defender's answer to its movement phase. */
static wg_action greedy_guard_answer(int stacks)
{
    static const char *const at[] = { "[10, 0]", "[9, 0]", "[10, 1]", "[11, 1]", "[9, 1]" };
    char units[400] = "";
    for (int i = 0; i < stacks; i++)
        snprintf(units + strlen(units), sizeof units - strlen(units),
                 "  - {type: infantry, at: %s, squads: 3}\n", at[i]);
    wg_game *g = ot_new(NOSPLIT "units:\n"
                                "  apogre: {name: AP Ogre, class: ogre, movement: 3, treads: 45,\n"
                                "           weapons: [{kind: ap, count: 2, attack: 1, range: 1,"
                                " defense: 1}]}\n"
                                "ogre: {type: apogre, at: [5, 11], entry_edge: south}\n"
                                "defenders:\n"
                                "  - {type: command_post, at: [11, 0]}\n%s",
                        units);
    return greedy_answer_after_ogre(g, 1);
}

/*
 * A defender whose whole attack is at least twice what it takes on average
 * to destroy every weapon the Ogre has left (3.5 a point of defense: 14
 * against two AP guns) hunts it down: five stacks of infantry (15) leave
 * the post for the Ogre, four (12) hold there.
 */
static void greedy_defender_hunts_an_ogre_it_overwhelms(void **state)
{
    (void)state;
    wg_action a = greedy_guard_answer(5);
    assert_int_equal(a.type, WG_ACT_MOVE);
    assert_int_equal(a.unit, 2);
    assert_true(distance_to(a, ot_hex(5, 10)) < wg_hex_distance(ot_hex(10, 0), ot_hex(5, 10)));
    assert_int_equal(greedy_guard_answer(4).type, WG_ACT_PASS);
}

/*
 * Where no turn limit ends the game, the defender hunts the Ogre from turn
 * 21 on (the turns ogre-basic gives it): the heavy tank 7 hexes away, which
 * kept at the edge of the Ogre's reach, closes in.
 */
static void greedy_defender_hunts_once_the_turns_are_past(void **state)
{
    (void)state;
    wg_game *g = ot_new("ruleset: ogre\nsplitfire: false\nmap: {columns: 12, rows: 12}\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: heavy_tank, at: [5, 3]}\n");
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    assert_int_equal(greedy_answer(g).type, WG_ACT_PASS); /* turn 1 */
    while (ot_status(g).turn <= 20) {
        ot_do(g, ot_pass());
        ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    }
    wg_action a = greedy_answer(g);
    assert_int_equal(a.type, WG_ACT_MOVE);
    assert_int_equal(distance_to(a, ot_hex(5, 10)), 6);
    wg_game_free(g);
}

/*
 * An Ogre without treads comes to nobody: the heavy tank that held 8 hexes
 * away from a moving Ogre closes on an immobile one (it held for ever, and
 * a game without a turn limit never ended); greedy against greedy, the
 * defender then shoots it to pieces.
 */
static void greedy_defender_closes_on_an_immobile_ogre(void **state)
{
    (void)state;
    wg_action a = greedy_defender_move("[5, 2]", 0);
    assert_int_equal(a.type, WG_ACT_MOVE);
    assert_int_equal(wg_hex_distance((wg_hex){ a.x, a.y }, ot_hex(5, 10)), 7);

    wg_game *g = ot_new("ruleset: ogre\nmap: {columns: 12, rows: 14}\n"
               "ogre: {type: mark3, at: [6, 12], entry_edge: south, treads: 0}\n"
               "defenders:\n"
               "  - {type: command_post, at: [6, 0]}\n"
               "  - {type: heavy_tank, at: [3, 5]}\n  - {type: heavy_tank, at: [6, 5]}\n"
               "  - {type: heavy_tank, at: [9, 5]}\n  - {type: missile_tank, at: [4, 4]}\n"
               "  - {type: missile_tank, at: [8, 4]}\n  - {type: gev, at: [2, 6]}\n"
               "  - {type: gev, at: [10, 6]}\n");
    wg_agent ogre_agent, defender;
    wg_agent_init(&ogre_agent, WG_AGENT_GREEDY, 1);
    wg_agent_init(&defender, WG_AGENT_GREEDY, 2);
    wg_game_set_agent(g, WG_OGRE_PLAYER_OGRE, wg_agent_decide, &ogre_agent);
    wg_game_set_agent(g, WG_OGRE_PLAYER_DEFENDER, wg_agent_decide, &defender);
    assert_int_equal(wg_game_run(g, 20000), WG_OK); /* over: not WG_STEPPED */
    wg_game_info info = ot_status(g);
    assert_int_equal(info.winner, WG_OGRE_PLAYER_DEFENDER);
    assert_int_equal(info.result, WG_OGRE_RESULT_DEFENDER);
    assert_true(info.turn <= 30);
    wg_game_free(g);
}

/* An Ogre with AP guns and treads only: the greedy defender shoots a gun, not the treads. */
static void greedy_defender_shoots_ap_guns_before_treads(void **state)
{
    (void)state;
    wg_game *g = ot_new(NOSPLIT "units:\n"
                                "  apogre: {name: AP Ogre, class: ogre, movement: 3, treads: 45,\n"
                                "           weapons: [{kind: ap, count: 2, attack: 1, range: 1,"
                                " defense: 1}]}\n"
                                "ogre: {type: apogre, at: [5, 10], entry_edge: south}\n"
                                "defenders:\n"
                                "  - {type: command_post, at: [11, 0]}\n"
                                "  - {type: heavy_tank, at: [5, 8]}\n");
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_FIRE);
    wg_action a = greedy_answer(g);
    assert_int_equal(a.type, WG_ACT_DECLARE);
    assert_int_equal(a.unit, 2);
    assert_int_not_equal(a.part, OT_TREADS);
    assert_true(a.part == 0 || a.part == 1); /* one of the two AP guns, its only systems */
    wg_game_free(g);
}

/*
 * A heavy tank (4) and a light tank (2) within range of a Mark III: the
 * greedy defender's attack on a missile (defense 3) is the heavy tank alone,
 * at 1:1, leaving the light tank an attack of its own.
 */
static void greedy_defender_attacks_at_one_to_one(void **state)
{
    (void)state;
    wg_game *g = ot_new(NOSPLIT "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                                "defenders:\n"
                                "  - {type: command_post, at: [11, 0]}\n"
                                "  - {type: heavy_tank, at: [5, 8]}\n"
                                "  - {type: light_tank, at: [4, 8]}\n");
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_FIRE);
    wg_action a = greedy_answer(g);
    assert_int_equal(a.type, WG_ACT_DECLARE);
    assert_int_equal(a.unit, 2);
    assert_int_equal(a.part, OT_MISSILE1);
    ot_do(g, a);
    assert_int_equal(greedy_answer(g).type, WG_ACT_RESOLVE);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(position_counts_the_defenders_fire_before_the_ogre_reaches_the_post),
        cmocka_unit_test(position_an_ogre_about_to_shoot_the_post_is_ahead),
        cmocka_unit_test(position_the_turn_limit_decides),
        cmocka_unit_test(position_the_post_destroyed_decides),
        cmocka_unit_test(decided_for_the_defender_when_the_ogre_cannot_reach_the_post),
        cmocka_unit_test(decided_for_the_defender_when_terrain_keeps_the_ogre_from_the_post),
        cmocka_unit_test(a_weaponless_ogre_may_still_ram_the_post),
        cmocka_unit_test(position_is_even_before_the_ogre_enters),
        cmocka_unit_test(greedy_defender_strikes_together_or_not_at_all),
        cmocka_unit_test(greedy_infantry_gathers_at_the_post),
        cmocka_unit_test(greedy_defender_closes_on_an_ogre_that_held_still),
        cmocka_unit_test(greedy_defender_hunts_an_ogre_it_overwhelms),
        cmocka_unit_test(greedy_defender_hunts_once_the_turns_are_past),
        cmocka_unit_test(greedy_defender_closes_on_an_immobile_ogre),
        cmocka_unit_test(greedy_defender_shoots_ap_guns_before_treads),
        cmocka_unit_test(greedy_defender_attacks_at_one_to_one),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
