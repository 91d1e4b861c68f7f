/*
 * Every ruleset's queries asked of a game of another ruleset, or of no game
 * at all: one convention throughout, so a host (or a binding) can test for
 * it. A query that returns a status gives WG_EINVAL; one that returns a
 * name gives NULL; a yes/no query gives 0; a count of things that exist
 * only in that ruleset's state gives 0 where its header says so.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "wargame/fow.h"
#include "wargame/m44.h"
#include "wargame/mob.h"
#include "wargame/ogre.h"
#include "wargame/wargame.h"

#ifndef SCENARIO_DIR
#error "SCENARIO_DIR must name examples/scenarios"
#endif

static wg_game *open_scenario(const char *file)
{
    char path[1024];
    wg_game *g = NULL;
    wg_error err;
    snprintf(path, sizeof path, "%s/%s", SCENARIO_DIR, file);
    assert_int_equal(wg_game_open(&g, path, 1, NULL, &err), WG_OK);
    return g;
}

static void ogre_queries_refuse(const wg_game *g)
{
    wg_ogre_unit_stats_info stats = WG_OGRE_UNIT_STATS_INFO_INIT;
    wg_ogre_systems_info systems = WG_OGRE_SYSTEMS_INFO_INIT;
    wg_ogre_weapon_info weapon = WG_OGRE_WEAPON_INFO_INIT;
    wg_ogre_board_info board = WG_OGRE_BOARD_INFO_INIT;
    wg_ogre_hex_info hex = WG_OGRE_HEX_INFO_INIT;
    wg_ogre_pending_info pending = WG_OGRE_PENDING_INFO_INIT;
    wg_ogre_declared_info declared = WG_OGRE_DECLARED_INFO_INIT;
    char name[64];
    assert_int_equal(wg_ogre_unit_stats(g, 0, &stats), WG_EINVAL);
    assert_int_equal(wg_ogre_systems(g, 0, &systems), WG_EINVAL);
    assert_int_equal(wg_ogre_weapon(g, 0, 0, &weapon), WG_EINVAL);
    assert_int_equal(wg_ogre_weapon_name(g, 0, 0, name, sizeof name), WG_EINVAL);
    assert_int_equal(wg_ogre_board(g, &board), WG_EINVAL);
    assert_int_equal(wg_ogre_hex(g, 0, 0, &hex), WG_EINVAL);
    assert_null(wg_ogre_terrain_name(g, 0));
    assert_int_equal(wg_ogre_move_cost(g, 1, 0, 0, 1, 0), WG_EINVAL);
    assert_int_equal(wg_ogre_pending(g, &pending), WG_EINVAL);
    assert_int_equal(wg_ogre_declared(g, 0, &declared), WG_EINVAL);
}

static void m44_queries_refuse(const wg_game *g)
{
    int32_t cards[8];
    wg_m44_hex_info hex = WG_M44_HEX_INFO_INIT;
    assert_int_equal(wg_m44_hand(g, 0, cards, 8), WG_EINVAL);
    assert_int_equal(wg_m44_card_kind_of(g, 0), WG_EINVAL);
    assert_int_equal(wg_m44_card_section(g, 0), WG_EINVAL);
    assert_null(wg_m44_card_name(g, 0));
    assert_int_equal(wg_m44_hex(g, 0, 0, &hex), WG_EINVAL);
    assert_int_equal(wg_m44_line_of_sight(g, 0, 0, 1, 0), WG_EINVAL);
    assert_int_equal(wg_m44_battle_dice(g, 0, 1), WG_EINVAL);
    assert_int_equal(wg_m44_opfire_owed(g, 0), WG_EINVAL);
}

static void mob_queries_refuse(const wg_game *g)
{
    wg_mob_board_info board = WG_MOB_BOARD_INFO_INIT;
    wg_mob_hex_info hex = WG_MOB_HEX_INFO_INIT;
    wg_mob_unit_info unit = WG_MOB_UNIT_INFO_INIT;
    wg_mob_turn_info turn = WG_MOB_TURN_INFO_INIT;
    assert_int_equal(wg_mob_board(g, &board), WG_EINVAL);
    assert_int_equal(wg_mob_hex(g, 0, 0, &hex), WG_EINVAL);
    assert_null(wg_mob_terrain_name(g, 0));
    assert_int_equal(wg_mob_unit(g, 0, &unit), WG_EINVAL);
    assert_int_equal(wg_mob_battle_dice(g, 0, 1), WG_EINVAL);
    assert_int_equal(wg_mob_line_of_sight(g, 0, 0, 1, 0), WG_EINVAL);
    assert_int_equal(wg_mob_die_face(g, 0), WG_EINVAL);
    assert_int_equal(wg_mob_turn(g, &turn), WG_EINVAL);
}

static void fow_queries_refuse(const wg_game *g)
{
    wg_fow_team team = WG_FOW_TEAM_INIT;
    wg_fow_hit hit = WG_FOW_HIT_INIT;
    int32_t x, y, player, mods;
    assert_int_equal(wg_fow_team_state(g, 0, &team), WG_EINVAL);
    assert_int_equal(wg_fow_bailed_out(g, 0), 0);
    assert_int_equal(wg_fow_bogged(g, 0), 0);
    assert_int_equal(wg_fow_dug_in(g, 0), 0);
    assert_int_equal(wg_fow_gone_to_ground(g, 0), 0);
    assert_int_equal(wg_fow_concealed(g, 0, 1), 0);
    assert_int_equal(wg_fow_can_see(g, 0, 1), 0);
    assert_int_equal(wg_fow_pinned(g, 0), 0);
    assert_int_equal(wg_fow_alive(g, 0), 0);
    assert_int_equal(wg_fow_platoon_count(g), WG_EINVAL);
    assert_int_equal(wg_fow_team_platoon(g, 0), WG_EINVAL);
    assert_null(wg_fow_platoon_name(g, 0));
    assert_int_equal(wg_fow_platoon_destroyed(g, 0), 0);
    assert_int_equal(wg_fow_weapon_count(g, 0), WG_EINVAL);
    assert_null(wg_fow_weapon_name(g, 0, 0));
    assert_int_equal(wg_fow_type_index(g, "firefly_vc"), WG_EINVAL);
    assert_int_equal(wg_fow_to_hit(g, 0, 0, 1, &mods), WG_EINVAL);
    assert_int_equal(wg_fow_mission(g), WG_EINVAL);
    assert_int_equal(wg_fow_objective_count(g), WG_EINVAL);
    assert_int_equal(wg_fow_objective(g, 0, &x, &y, &player), WG_EINVAL);
    assert_int_equal(wg_fow_assaulting_platoon(g), WG_EINVAL);
    assert_int_equal(wg_fow_hit_count(g), 0);
    assert_int_equal(wg_fow_hit_info(g, 0, &hit), WG_EINVAL);
}

static void ogre_game_refuses_the_others(void **state)
{
    wg_game *g = open_scenario("ogre-basic.yaml");
    (void)state;
    m44_queries_refuse(g);
    mob_queries_refuse(g);
    fow_queries_refuse(g);
    wg_game_free(g);
}

static void m44_game_refuses_the_others(void **state)
{
    wg_game *g = open_scenario("m44-opfire.yaml");
    (void)state;
    ogre_queries_refuse(g);
    mob_queries_refuse(g);
    fow_queries_refuse(g);
    wg_game_free(g);
}

static void mob_game_refuses_the_others(void **state)
{
    wg_game *g = open_scenario("mob-crossroads.yaml");
    (void)state;
    ogre_queries_refuse(g);
    m44_queries_refuse(g);
    fow_queries_refuse(g);
    wg_game_free(g);
}

static void fow_game_refuses_the_others(void **state)
{
    wg_game *g = open_scenario("fow-skirmish.yaml");
    (void)state;
    ogre_queries_refuse(g);
    m44_queries_refuse(g);
    mob_queries_refuse(g);
    wg_game_free(g);
}

static void no_game_is_refused_by_every_ruleset(void **state)
{
    (void)state;
    ogre_queries_refuse(NULL);
    m44_queries_refuse(NULL);
    mob_queries_refuse(NULL);
    fow_queries_refuse(NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(ogre_game_refuses_the_others),
        cmocka_unit_test(m44_game_refuses_the_others),
        cmocka_unit_test(mob_game_refuses_the_others),
        cmocka_unit_test(fow_game_refuses_the_others),
        cmocka_unit_test(no_game_is_refused_by_every_ruleset),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
