/*
 * Movement: craters, ridges and terrain (OG-M1), ramming and overrunning
 * (OG-M2), enemy hexes (OG-M3).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ogre_test.h"
#include "../start_harness.h"
#include "core/ruleset.h" /* wg_agent_pick: the random agent's pick */
#include "rulesets/ogre/ogre_internal.h" /* ogre_memo_any_move */

/* OG-M1: no unit may enter a crater */
static void og_m1_craters_stop_everyone(void **state)
{
    (void)state;
    wg_game *g = ot_new("ruleset: ogre\nmap: {columns: 12, rows: 12, "
                        "craters: [[6, 10], [2, 2]]}\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: infantry, at: [1, 2], squads: 1}\n");
    assert_false(ot_legal(g, ot_move(OT_OGRE, 6, 10)));
    assert_true(ot_legal(g, ot_move(OT_OGRE, 4, 10)));
    wg_ogre_hex_info h = WG_OGRE_HEX_INFO_INIT;
    wg_hex c = ot_hex(6, 10);
    assert_int_equal(wg_ogre_hex(g, c, &h), WG_OK);
    assert_int_equal(h.crater, 1);
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    assert_false(ot_legal(g, ot_move(2, 2, 2)));
    assert_true(ot_legal(g, ot_move(2, 0, 2)));
    wg_game_free(g);
}

/* OG-M1: ridges on hexsides stop vehicles, not the Ogre or infantry */
static void og_m1_ridges_stop_vehicles_only(void **state)
{
    (void)state;
    wg_game *g = ot_new("ruleset: ogre\nmap:\n  columns: 12\n  rows: 12\n"
                        "  ridges: [[[5, 10], [6, 10]], [[2, 2], [3, 2]], [[2, 4], [3, 4]]]\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: heavy_tank, at: [2, 2]}\n"
                        "  - {type: infantry, at: [2, 4], squads: 1}\n"
                        "  - {type: gev, at: [2, 6]}\n");
    assert_true(ot_legal(g, ot_move(OT_OGRE, 6, 10)));
    wg_hex a = ot_hex(5, 10), b = ot_hex(6, 10);
    wg_ogre_hex_info h = WG_OGRE_HEX_INFO_INIT;
    wg_ogre_hex(g, a, &h);
    assert_int_equal(h.ridges, 1 << WG_HEX_E);
    assert_int_equal(wg_ogre_move_cost(g, OT_OGRE, a, b), 1);
    assert_int_equal(wg_ogre_move_cost(g, 2, a, b), 0);
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    assert_false(ot_legal(g, ot_move(2, 3, 2))); /* the tank: across the ridge */
    assert_true(ot_legal(g, ot_move(2, 1, 2)));
    assert_true(ot_legal(g, ot_move(3, 3, 4)));  /* the infantry crosses */
    ot_do(g, ot_move(4, 3, 6));                  /* the GEV, no ridge there */
    wg_game_free(g);
}

/* OG-M1: terrain costs by movement class, impassable for some */
static void og_m1_terrain_costs_by_class(void **state)
{
    (void)state;
    wg_game *g = ot_new("ruleset: ogre\nmap:\n  columns: 12\n  rows: 12\n"
                        "  terrain:\n"
                        "    - {type: water, hexes: [[3, 2], [3, 4]]}\n"
                        "    - {type: town, hexes: [[3, 6], [4, 10]]}\n"
                        "    - {type: swamp, hexes: [[3, 8]]}\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: heavy_tank, at: [2, 2]}\n"
                        "  - {type: gev, at: [2, 4]}\n"
                        "  - {type: infantry, at: [2, 6], squads: 1}\n"
                        "  - {type: light_tank, at: [2, 8]}\n");
    wg_hex from = ot_hex(5, 10), town = ot_hex(4, 10);
    assert_int_equal(wg_ogre_move_cost(g, OT_OGRE, from, town), 2);
    assert_string_equal(wg_ogre_terrain_name(g, 0), "clear");
    ot_do(g, ot_move(OT_OGRE, 4, 10));
    assert_int_equal(ot_decision(g).count, 1);
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    assert_false(ot_legal(g, ot_move(2, 3, 2))); /* tanks do not swim */
    assert_true(ot_legal(g, ot_move(3, 3, 4)));  /* GEVs cross water */
    ot_do(g, ot_move(4, 3, 6));                  /* town: 1 for infantry */
    assert_int_equal(ot_unit(g, 4).moves_left, 1);
    ot_do(g, ot_move(5, 3, 8));                  /* swamp: 3 for tracks */
    assert_int_equal(ot_unit(g, 5).moves_left, 0);
    wg_game_free(g);
}

#define RAM_SCENARIO OT_MAP "splitfire: false\n"                                \
    "ogre: {type: mark3, at: [2, 10], entry_edge: south%s}\n"                   \
    "defenders:\n"                                                              \
    "  - {type: command_post, at: [11, 0]}\n"                                   \
    "  - {type: heavy_tank, at: [3, 10]}\n"                                     \
    "  - {type: light_tank, at: [4, 10]}\n"                                     \
    "  - {type: gev, at: [5, 10]}\n"

/* OG-M2: a rammed vehicle is destroyed; heavy tanks cost 2 treads, others 1 */
static void og_m2_ram_destroys_vehicle_and_costs_treads(void **state)
{
    (void)state;
    wg_game *g = ot_new(RAM_SCENARIO, "");
    int from = ot_mark(g);
    ot_do(g, ot_move(OT_OGRE, 3, 10));
    wg_event ev;
    assert_true(ot_find(g, WG_EV_RAM, from, &ev) >= 0);
    assert_int_equal(ev.target, 2);
    assert_int_equal(ev.value, 2);
    assert_false(ot_alive(g, 2));
    assert_int_equal(ot_systems(g).treads, 43);
    assert_int_equal(ot_count(g, WG_EV_DIE, from), 0);
    ot_do(g, ot_move(OT_OGRE, 4, 10));
    assert_false(ot_alive(g, 3));
    assert_int_equal(ot_systems(g).treads, 42);
    assert_int_equal(ot_systems(g).rams, 2);
    wg_unit_info o = ot_unit(g, OT_OGRE);
    assert_int_equal(o.x, ot_hex(4, 10).q);
    wg_game_free(g);
}

/* OG-M2: at most two rams a turn */
static void og_m2_at_most_two_rams_a_turn(void **state)
{
    (void)state;
    wg_game *g = ot_new(RAM_SCENARIO, "");
    ot_do(g, ot_move(OT_OGRE, 3, 10));
    ot_do(g, ot_move(OT_OGRE, 4, 10));
    assert_int_equal(ot_decision(g).count, 1);
    assert_false(ot_legal(g, ot_move(OT_OGRE, 5, 10)));
    ot_refused(g, ot_move(OT_OGRE, 5, 10));
    ot_do(g, ot_pass());
    ot_pass_until(g, WG_OGRE_PLAYER_OGRE, WG_DEC_MOVE); /* next turn: rams again */
    assert_int_equal(ot_status(g).turn, 2);
    assert_int_equal(ot_systems(g).rams, 0);
    assert_true(ot_legal(g, ot_move(OT_OGRE, 5, 10)));
    wg_game_free(g);
}

/* OG-M2: tread losses from a ram cut the points left at once */
static void og_m2_ram_tread_loss_cuts_movement(void **state)
{
    (void)state;
    wg_game *g = ot_new(RAM_SCENARIO, ", treads: 31");
    assert_int_equal(ot_decision(g).count, 3);
    ot_do(g, ot_move(OT_OGRE, 3, 10)); /* 31 - 2 = 29: M2, one point spent */
    assert_int_equal(ot_systems(g).movement, 2);
    assert_int_equal(ot_decision(g).count, 1);
    wg_game_free(g);
}

/* OG-M2: the command post can be rammed too */
static void og_m2_ram_destroys_command_post(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "splitfire: false\n"
                        "ogre: {type: mark3, at: [2, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [3, 10]}\n"
                        "  - {type: heavy_tank, at: [11, 0]}\n");
    ot_do(g, ot_move(OT_OGRE, 3, 10));
    assert_false(ot_alive(g, 1));
    assert_int_equal(ot_systems(g).treads, 44);
    wg_game_free(g);
}

#define OVERRUN_SCENARIO OT_MAP "splitfire: false\n%s"                          \
    "ogre: {type: %s, at: [2, 10], entry_edge: south}\n"                        \
    "defenders:\n"                                                              \
    "  - {type: command_post, at: [11, 0]}\n"                                   \
    "  - {type: infantry, at: [3, 10], squads: 3}\n"                            \
    "  - {type: infantry, at: [5, 10], squads: 1}\n"

/* OG-M2: infantry is overrun, not rammed: one squad, and one more per point spent staying */
static void og_m2_overrun_infantry_and_stay_to_repeat(void **state)
{
    (void)state;
    wg_game *g = ot_new(OVERRUN_SCENARIO, "", "mark3");
    int from = ot_mark(g);
    ot_do(g, ot_move(OT_OGRE, 3, 10));
    assert_int_equal(ot_count(g, WG_EV_RAM, from), 0);
    assert_int_equal(ot_count(g, WG_OGRE_EV_OVERRUN, from), 1);
    assert_int_equal(ot_unit(g, 2).strength, 2);
    assert_int_equal(ot_systems(g).treads, 45);
    assert_int_equal(ot_systems(g).rams, 0);
    assert_true(ot_legal(g, ot_stay()));
    ot_do(g, ot_stay());
    assert_int_equal(ot_unit(g, 2).strength, 1);
    ot_do(g, ot_stay());
    assert_false(ot_alive(g, 2));
    assert_int_equal(ot_systems(g).unfired[WG_OGRE_AP], 8); /* the AP guns did not fire */
    wg_game_free(g);
}

/* OG-M2: without AP guns the Ogre cannot move into infantry */
static void og_m2_no_overrun_without_ap_guns(void **state)
{
    (void)state;
    wg_game *g = ot_new(OVERRUN_SCENARIO,
                        "units:\n  no_ap: {class: ogre, movement: 3, treads: 30,"
                        " weapons: [{kind: main, attack: 4, range: 3, defense: 4}]}\n",
                        "no_ap");
    assert_false(ot_legal(g, ot_move(OT_OGRE, 3, 10)));
    assert_true(ot_legal(g, ot_move(OT_OGRE, 2, 9)));
    wg_game_free(g);
}

/* OG-M3: defenders may not enter the Ogre's hex */
static void og_m3_no_entering_enemy_hexes(void **state)
{
    (void)state;
    wg_game *g = ot_new(OVERRUN_SCENARIO, "", "mark3");
    ot_do(g, ot_move(OT_OGRE, 3, 10)); /* shares the hex with the stack now */
    ot_do(g, ot_move(OT_OGRE, 4, 10));
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    assert_false(ot_legal(g, ot_move(3, 4, 10)));  /* into the Ogre */
    assert_true(ot_legal(g, ot_move(3, 6, 10)));
    assert_true(ot_legal(g, ot_move(2, 2, 10)));   /* the overrun stack walks away */
    ot_refused(g, ot_move(3, 4, 10));
    wg_game_free(g);
}

#define PASS_SCENARIO OT_MAP "splitfire: false\n"                               \
    "ogre: {type: mark3, at: [8, 11], entry_edge: south}\n"                     \
    "defenders:\n"                                                              \
    "  - {type: command_post, at: [11, 0]}\n"                                   \
    "  - {type: heavy_tank, at: [1, 2]}\n"                                      \
    "  - {type: light_tank, at: [2, 2]}\n"                                      \
    "  - {type: infantry, at: [5, 2], squads: 3}\n"                             \
    "  - {type: infantry, at: [6, 2], squads: 2}\n"

/* OG-X2: a tank moves through a friendly tank's hex in one move and ends beyond it */
static void og_x2_defender_moves_through_friendly_units(void **state)
{
    (void)state;
    wg_game *g = ot_new(PASS_SCENARIO);
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    assert_false(ot_legal(g, ot_move(2, 2, 2)));  /* it may not stop on the light tank */
    int from = ot_mark(g);
    ot_do(g, ot_move(2, 3, 2));                   /* through it, two points */
    assert_int_equal(ot_count(g, WG_EV_MOVE, from), 2);
    wg_hex h = ot_hex(3, 2);
    assert_int_equal(ot_unit(g, 2).x, h.q);
    assert_int_equal(ot_unit(g, 2).y, h.r);
    assert_true(ot_legal(g, ot_move(2, 4, 2)));   /* one point left */
    wg_game_free(g);
}

/* OG-X2: the move must end within the stacking limits: no points to leave, no entry */
static void og_x2_pass_through_must_end_within_stacking(void **state)
{
    (void)state;
    wg_game *g = ot_new(PASS_SCENARIO);
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    ot_do(g, ot_move(3, 3, 2));                   /* the light tank: 2 points left */
    ot_do(g, ot_move(3, 2, 2));                   /* back: 1 point left */
    assert_false(ot_legal(g, ot_move(3, 0, 2)));  /* through the heavy tank: 2 points */
    ot_refused(g, ot_move(3, 0, 2));
    assert_false(ot_legal(g, ot_move(3, 1, 2)));  /* onto it */
    wg_game_free(g);
}

/* OG-X2: infantry passes through a full stack of its own infantry */
static void og_x2_infantry_passes_through_a_full_stack(void **state)
{
    (void)state;
    wg_game *g = ot_new(PASS_SCENARIO);
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    assert_false(ot_legal(g, ot_move(5, 5, 2)));  /* 2 + 3 squads may not stop together */
    assert_true(ot_legal(g, ot_move(5, 4, 2)));   /* 2 squads through 3 squads, two points */
    ot_do(g, ot_move(5, 4, 2));
    assert_false(ot_legal(g, ot_move(5, 3, 2)));  /* no points left */
    wg_game_free(g);
}

/*
 * The random agent's draw in the defenders' movement, where a unit could
 * move through friends (the heavy tank beside the light tank), is the
 * listing's pick: the answer at wg_agent_pick over the list's length, with
 * the generator left where that pick leaves it. The draw counts each
 * unit's answers and lists only the one picked; this holds it to the list.
 */
static void draw_through_friends_is_the_listings_pick(void **state)
{
    (void)state;
    wg_game *g = ot_new(PASS_SCENARIO);
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    wg_action list[256];
    int n = wg_game_legal_actions(g, list, 256);
    assert_true(n > 2 && n <= 256);
    wg_decision d;
    assert_int_equal(wg_game_decision(g, &d), WG_OK);
    int seen[256] = { 0 };
    for (uint64_t seed = 0; seed < 400; seed++) {
        wg_agent drawn, listed;
        wg_agent_init(&drawn, WG_AGENT_RANDOM, seed);
        listed = drawn;
        wg_action a;
        assert_int_equal(wg_agent_decide(&drawn, g, &d, &a), WG_OK);
        int pick = (int)wg_agent_pick(listed.rng, (uint32_t)n);
        assert_memory_equal(&a, &list[pick], sizeof a);
        assert_memory_equal(drawn.rng, listed.rng, sizeof drawn.rng);
        seen[pick] = 1;
    }
    for (int i = 0; i < n; i++)
        assert_true(seen[i]); /* every part of the list was picked: steps, moves through, PASS */
    wg_game_free(g);
}

/* Whether the defender moves now (its movement, the GEV second move): the draw reads the memo. */
static int defender_moves(const wg_game *g)
{
    wg_decision d;
    return wg_game_decision(g, &d) == WG_OK && d.type == WG_DEC_MOVE &&
           d.player == WG_OGRE_PLAYER_DEFENDER;
}

/* The random agent's draws on g equal those on a fresh clone of g, whose memo is zeroed. */
static void draws_match_a_fresh_game(const wg_game *g)
{
    wg_game *fresh = NULL;
    assert_int_equal(wg_game_clone(&fresh, g), WG_OK);
    wg_decision d;
    assert_int_equal(wg_game_decision(g, &d), WG_OK);
    for (uint64_t seed = 0; seed < 6; seed++) {
        wg_agent kept, anew;
        wg_agent_init(&kept, WG_AGENT_RANDOM, seed);
        anew = kept;
        wg_action a, b;
        assert_int_equal(wg_agent_decide(&kept, g, &d, &a), WG_OK);
        assert_int_equal(wg_agent_decide(&anew, fresh, &d, &b), WG_OK);
        assert_memory_equal(&a, &b, sizeof a);
        assert_memory_equal(kept.rng, anew.rng, sizeof kept.rng);
    }
    wg_game_free(fresh);
}

/* A loaded game (its memo built while its actions replayed) draws as a fresh clone of it. */
static void load_draws_as_a_fresh_game(const wg_game *g)
{
    size_t len = 0;
    assert_int_equal(wg_game_save(g, NULL, 0, &len), WG_OK);
    char *text = malloc(len + 1);
    assert_non_null(text);
    assert_int_equal(wg_game_save(g, text, len + 1, &len), WG_OK);
    wg_game *loaded = NULL;
    wg_error err;
    assert_int_equal(wg_game_load(&loaded, text, len, "memo.yaml", NULL, &err), WG_OK);
    draws_match_a_fresh_game(loaded);
    wg_game_free(loaded);
    free(text);
}

/* Counts the units fire destroys and disables, undone actions' too. */
static void count_losses(void *payload, const wg_game *g, const wg_event *ev)
{
    (void)g;
    int *n = payload;
    n[0] += ev->type == WG_EV_DESTROYED && ev->part < 0;
    n[1] += ev->type == WG_EV_DISABLED;
}

/*
 * The memo behind the draw keeps each defender's moves across actions and
 * works out again only what a change reaches; it must answer as a fresh
 * game does. Along random games of the basic scenario (fire destroying
 * and disabling units, the Ogre moving, undos, a save loaded), at every
 * defenders' movement the draws on the game equal those on a fresh clone.
 */
static void memo_draws_as_a_fresh_game(void **state)
{
    (void)state;
    int checked = 0, undone = 0, loaded = 0, losses[2] = { 0, 0 };
    for (uint64_t game = 1; game <= 10; game++) {
        wg_game *g = NULL;
        wg_error err;
        assert_int_equal(wg_game_open(&g, OGRE_BASIC, game, NULL, &err), WG_OK);
        assert_int_equal(wg_game_on_event(g, count_losses, losses), WG_OK);
        wg_agent agent;
        wg_agent_init(&agent, WG_AGENT_RANDOM, 100 + game);
        for (int step = 0; step < 5000; step++) {
            wg_decision d;
            assert_int_equal(wg_game_decision(g, &d), WG_OK);
            if (d.type == WG_DEC_NONE)
                break;
            if (defender_moves(g)) {
                draws_match_a_fresh_game(g);
                checked++;
            }
            wg_action a;
            assert_int_equal(wg_agent_decide(&agent, g, &d, &a), WG_OK);
            assert_int_equal(wg_game_apply(g, &a), WG_OK);
            if (step % 53 == 52) { /* back a few actions: the memo saw a later state */
                for (int k = 0; k < 4 && wg_game_can_undo(g); k++)
                    assert_int_equal(wg_game_undo(g), WG_OK);
                if (defender_moves(g)) {
                    draws_match_a_fresh_game(g);
                    undone++;
                }
            }
            if (step % 301 == 300 && defender_moves(g)) {
                load_draws_as_a_fresh_game(g);
                loaded++;
            }
        }
        wg_game_free(g);
    }
    assert_true(checked > 300);
    assert_true(undone > 5);
    assert_true(loaded > 1);
    assert_true(losses[0] > 5 && losses[1] > 2); /* fire changed the crowd between movements */
}

/*
 * At a defenders' movement, the memo's answers as the listing has them:
 * whether any defender may move (the question after each step, which ends
 * the phase when no), and a few draws, each one of the listed answers.
 */
static void memo_answers_as_listed(const wg_game *g)
{
    wg_action list[1024];
    int n = wg_game_legal_actions(g, list, 1024);
    assert_true(n >= 1 && n <= 1024); /* MOVEs, then PASS */
    wg_decision d;
    assert_int_equal(wg_game_decision(g, &d), WG_OK);
    int gev_only = !strcmp(wg_decision_kind_name(g, &d), "ogre.gev_move");
    assert_int_equal(ogre_memo_any_move(g, gev_only), n > 1);
    for (uint64_t seed = 0; seed < 4; seed++) {
        wg_agent agent;
        wg_agent_init(&agent, WG_AGENT_RANDOM, seed);
        wg_action a;
        assert_int_equal(wg_agent_decide(&agent, g, &d, &a), WG_OK);
        int i = 0;
        while (i < n && memcmp(&a, &list[i], sizeof a))
            i++;
        assert_true(i < n);
    }
}

/*
 * The memo also answers whether, after a defender's step, any defender may
 * still move, and keeps who may move at all. Along random games of the
 * basic scenario (fire destroying and disabling units, undos, GEV second
 * moves), at every defenders' movement it answers as the listing does, and
 * a movement that goes on after a step lists a MOVE.
 */
static void memo_answers_as_listed_along_games(void **state)
{
    (void)state;
    int checked = 0, went_on = 0, undone = 0;
    for (uint64_t game = 1; game <= 8; game++) {
        wg_game *g = NULL;
        wg_error err;
        assert_int_equal(wg_game_open(&g, OGRE_BASIC, game, NULL, &err), WG_OK);
        wg_agent agent;
        wg_agent_init(&agent, WG_AGENT_RANDOM, 300 + game);
        int stepped = 0; /* the last action was a defender's MOVE */
        for (int step = 0; step < 5000; step++) {
            wg_decision d;
            assert_int_equal(wg_game_decision(g, &d), WG_OK);
            if (d.type == WG_DEC_NONE)
                break;
            if (defender_moves(g)) {
                memo_answers_as_listed(g);
                checked++;
                if (stepped) {
                    assert_true(wg_game_legal_actions(g, NULL, 0) > 1); /* a MOVE beside PASS */
                    went_on++;
                }
            }
            wg_action a;
            assert_int_equal(wg_agent_decide(&agent, g, &d, &a), WG_OK);
            assert_int_equal(wg_game_apply(g, &a), WG_OK);
            stepped = a.type == WG_ACT_MOVE && d.player == WG_OGRE_PLAYER_DEFENDER;
            if (step % 47 == 46) { /* back a few actions: the memo saw a later state */
                for (int k = 0; k < 3 && wg_game_can_undo(g); k++)
                    assert_int_equal(wg_game_undo(g), WG_OK);
                stepped = 0;
                if (defender_moves(g)) {
                    memo_answers_as_listed(g);
                    undone++;
                }
            }
        }
        wg_game_free(g);
    }
    assert_true(checked > 300 && went_on > 200 && undone > 5);
}

/*
 * A movement goes on while a defender may still move, if only through
 * friends (OG-X2): after the light tank's last point, the heavy tank in the
 * corner has no step (the command post and the light tank beside it) but
 * may move through either. The memo answers that question after the step.
 */
static void movement_goes_on_with_moves_through_friends_only(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "splitfire: false\n"
                        "ogre: {type: mark3, at: [8, 11], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [1, 0]}\n"
                        "  - {type: heavy_tank, at: [0, 0]}\n"
                        "  - {type: light_tank, at: [0, 1]}\n");
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    ot_do(g, ot_move(3, 1, 1));
    ot_do(g, ot_move(3, 1, 2));
    ot_do(g, ot_move(3, 0, 1)); /* back beside the heavy tank, no points left */
    assert_true(defender_moves(g));
    assert_false(ot_legal(g, ot_move(2, 1, 0)));
    assert_false(ot_legal(g, ot_move(2, 0, 1)));
    assert_true(ot_legal(g, ot_move(2, 2, 0))); /* through the command post */
    assert_int_equal(ogre_memo_any_move(g, 0), 1);
    wg_game_free(g);
}

/*
 * OG-U3 through the memo: infantry of 2 squads beside a stack of 2 may not
 * stop there; the Ogre's fire takes a squad from the stack (nothing else
 * changes), and then it may. The memo kept the first answers: the squads
 * lost beside a unit must make it work them out again.
 */
static void memo_sees_squads_lost_beside_a_unit(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "splitfire: false\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: infantry, at: [3, 9], squads: 2}\n"
                        "  - {type: infantry, at: [4, 9], squads: 2}\n");
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    assert_false(ot_legal(g, ot_move(2, 4, 9)));
    draws_match_a_fresh_game(g); /* the memo holds the answers */
    ot_pass_until(g, WG_OGRE_PLAYER_OGRE, WG_DEC_FIRE);
    ot_dice dice;
    ot_script(g, &dice, 1, 3); /* secondary, 3 vs 3: 1:1, a 3 is D */
    ot_do(g, ot_ogre_fire(OT_SEC1, 3, 0));
    ot_do(g, ot_resolve());
    ot_script_done(&dice);
    assert_int_equal(ot_unit(g, 3).strength, 1);
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    assert_true(ot_legal(g, ot_move(2, 4, 9)));
    draws_match_a_fresh_game(g);
    wg_game_free(g);
}

/* The scenario's game at its first turn, keeping no log: nobody watches its moves. */
static wg_game *unwatched(const char *yaml)
{
    wg_options o = WG_OPTIONS_INIT;
    o.flags = WG_OPT_NO_LOG;
    wg_game *g = NULL;
    wg_error err;
    assert_int_equal(wg_game_new(&g, yaml, strlen(yaml), "test.yaml", 1, &o, &err), WG_OK);
    assert_int_equal(sh_pass_start(g), WG_OK);
    return g;
}

/*
 * OG-X2, OG-X3: a move through friends nobody watches is applied from where
 * it ends (no walk, no events), and must leave the game as the watched walk
 * does: through the light tank to a hex beyond, and through it into the
 * Ogre's hex, where the rammer dies in the hex it rams from.
 */
static void unwatched_moves_through_friends_end_as_watched(void **state)
{
    (void)state;
    const char *yaml = OT_MAP "splitfire: false\n"
                       "ogre: {type: mark3, at: [3, 2], entry_edge: south}\n"
                       "defenders:\n"
                       "  - {type: command_post, at: [11, 0]}\n"
                       "  - {type: heavy_tank, at: [1, 2]}\n"
                       "  - {type: light_tank, at: [2, 2]}\n"
                       "  - {type: heavy_tank, at: [1, 3]}\n";
    wg_game *watched = ot_new("%s", yaml), *quiet = unwatched(yaml);
    wg_action moves[2] = { ot_move(4, 2, 1), ot_move(2, 3, 2) }; /* through, and through to ram */
    for (int i = 0; i < 2; i++) {
        ot_pass_until(watched, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
        ot_pass_until(quiet, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
        assert_int_equal(wg_game_hash(watched), wg_game_hash(quiet));
        assert_false(ot_legal(watched, ot_move(moves[i].unit, 2, 2))); /* not onto the light tank */
        ot_do(watched, moves[i]);
        ot_do(quiet, moves[i]);
        assert_int_equal(wg_game_hash(watched), wg_game_hash(quiet));
    }
    assert_false(ot_alive(quiet, 2)); /* the ram */
    wg_game_free(watched);
    wg_game_free(quiet);
}

/* OG-X3: a defending tank rams the Ogre: the tank is destroyed, the Ogre loses treads */
static void og_x3_heavy_tank_rams_the_ogre(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "splitfire: false\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: heavy_tank, at: [6, 10]}\n"
                        "  - {type: infantry, at: [4, 10], squads: 3}\n");
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    assert_false(ot_legal(g, ot_move(3, 5, 10))); /* infantry never rams */
    int from = ot_mark(g);
    ot_do(g, ot_move(2, 5, 10));
    wg_event ev;
    assert_true(ot_find(g, WG_EV_RAM, from, &ev) >= 0);
    assert_int_equal(ev.unit, 2);
    assert_int_equal(ev.target, OT_OGRE);
    assert_int_equal(ev.value, 2);
    assert_false(ot_alive(g, 2));
    assert_int_equal(ot_unit(g, OT_OGRE).strength, 43);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(og_m1_craters_stop_everyone),
        cmocka_unit_test(og_m1_ridges_stop_vehicles_only),
        cmocka_unit_test(og_m1_terrain_costs_by_class),
        cmocka_unit_test(og_m2_ram_destroys_vehicle_and_costs_treads),
        cmocka_unit_test(og_m2_at_most_two_rams_a_turn),
        cmocka_unit_test(og_m2_ram_tread_loss_cuts_movement),
        cmocka_unit_test(og_m2_ram_destroys_command_post),
        cmocka_unit_test(og_m2_overrun_infantry_and_stay_to_repeat),
        cmocka_unit_test(og_m2_no_overrun_without_ap_guns),
        cmocka_unit_test(og_m3_no_entering_enemy_hexes),
        cmocka_unit_test(og_x2_defender_moves_through_friendly_units),
        cmocka_unit_test(og_x2_pass_through_must_end_within_stacking),
        cmocka_unit_test(og_x2_infantry_passes_through_a_full_stack),
        cmocka_unit_test(draw_through_friends_is_the_listings_pick),
        cmocka_unit_test(memo_draws_as_a_fresh_game),
        cmocka_unit_test(memo_answers_as_listed_along_games),
        cmocka_unit_test(movement_goes_on_with_moves_through_friends_only),
        cmocka_unit_test(memo_sees_squads_lost_beside_a_unit),
        cmocka_unit_test(unwatched_moves_through_friends_end_as_watched),
        cmocka_unit_test(og_x3_heavy_tank_rams_the_ogre),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
