/*
 * The query contract of wargame.h ("Queries"), checked on every query of
 * every ruleset header:
 * - asked of a game of another ruleset (all twelve pairings), a query gives
 *   WG_EINVAL (a name: NULL) and last_error "<query>: this game plays X,
 *   not Y"; asked of no game at all, WG_EINVAL (NULL) with no message;
 * - a hex off the board gives WG_ERANGE in every hex ruleset, a bad index
 *   WG_ERANGE (NULL), each with a message naming the query;
 * - yes/no queries give 1, 0 or a negative status;
 * - each *_info_init function sets what its _INFO_INIT macro sets;
 * - no query changes the game's hash.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "wargame/fow.h"
#include "wargame/hex.h"
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

/* The query's name: the call's text up to its parenthesis. */
static void query_name(const char *call, char *name, size_t cap)
{
    size_t n = strcspn(call, "(");
    snprintf(name, cap, "%.*s", (int)(n < cap ? n : cap - 1), call);
}

/* A query of ruleset `rs` refused a game of another ruleset (or no game). */
static void wrong_ruleset(const wg_game *g, int status, const char *call, const char *rs)
{
    char name[64], want[160];
    assert_int_equal(status, WG_EINVAL);
    if (!g)
        return;
    query_name(call, name, sizeof name);
    snprintf(want, sizeof want, "%s: this game plays %s, not %s", name, wg_game_ruleset(g), rs);
    assert_string_equal(wg_game_last_error(g), want);
}

#define REFUSED(rs, call) wrong_ruleset(g, (call), #call, rs)
#define REFUSED_NULL(rs, call) wrong_ruleset(g, (call) ? WG_OK : WG_EINVAL, #call, rs)

/* A query refused a bad index or an off-board hex: WG_ERANGE, and a message. */
static void out_of_range(const wg_game *g, int status, const char *call)
{
    char name[64], prefix[80];
    assert_int_equal(status, WG_ERANGE);
    query_name(call, name, sizeof name);
    snprintf(prefix, sizeof prefix, "%s: ", name);
    if (strncmp(wg_game_last_error(g), prefix, strlen(prefix)) != 0)
        fail_msg("%s: last_error is \"%s\"", call, wg_game_last_error(g));
}

#define RANGE(call) out_of_range(g, (call), #call)
#define RANGE_NULL(call) out_of_range(g, (call) ? WG_OK : WG_ERANGE, #call)

static const wg_hex OFF_BOARD = { 500, -500 };

/* ------------------------------------------------------------ wrong ruleset */

static void ogre_queries_refuse(const wg_game *g)
{
    wg_ogre_unit_stats_info stats = WG_OGRE_UNIT_STATS_INFO_INIT;
    wg_ogre_systems_info systems = WG_OGRE_SYSTEMS_INFO_INIT;
    wg_ogre_weapon_info weapon = WG_OGRE_WEAPON_INFO_INIT;
    wg_ogre_board_info board = WG_OGRE_BOARD_INFO_INIT;
    wg_ogre_hex_info hex = WG_OGRE_HEX_INFO_INIT;
    wg_ogre_pending_info pending = WG_OGRE_PENDING_INFO_INIT;
    wg_ogre_declared_info declared = WG_OGRE_DECLARED_INFO_INIT;
    REFUSED("ogre", wg_ogre_unit_stats(g, 0, &stats));
    REFUSED("ogre", wg_ogre_systems(g, 0, &systems));
    REFUSED("ogre", wg_ogre_weapon(g, 0, 0, &weapon));
    REFUSED_NULL("ogre", wg_ogre_weapon_name(g, 0, 0));
    REFUSED("ogre", wg_ogre_board(g, &board));
    REFUSED("ogre", wg_ogre_hex(g, wg_hex_make(0, 0), &hex));
    REFUSED_NULL("ogre", wg_ogre_terrain_name(g, 0));
    REFUSED("ogre", wg_ogre_move_cost(g, 1, wg_hex_make(0, 0), wg_hex_make(1, 0)));
    REFUSED("ogre", wg_ogre_pending(g, &pending));
    REFUSED("ogre", wg_ogre_declared(g, 0, &declared));
}

static void m44_queries_refuse(const wg_game *g)
{
    int32_t cards[8];
    wg_m44_hex_info hex = WG_M44_HEX_INFO_INIT;
    REFUSED("m44", wg_m44_hand(g, 0, cards, 8));
    REFUSED("m44", wg_m44_card_kind_of(g, 0));
    REFUSED("m44", wg_m44_card_section(g, 0));
    REFUSED_NULL("m44", wg_m44_card_name(g, 0));
    REFUSED("m44", wg_m44_hex(g, wg_hex_make(0, 0), &hex));
    REFUSED("m44", wg_m44_line_of_sight(g, wg_hex_make(0, 0), wg_hex_make(1, 0)));
    REFUSED("m44", wg_m44_battle_dice(g, 0, 1));
    REFUSED("m44", wg_m44_opfire_owed(g, 0));
}

static void mob_queries_refuse(const wg_game *g)
{
    wg_mob_board_info board = WG_MOB_BOARD_INFO_INIT;
    wg_mob_hex_info hex = WG_MOB_HEX_INFO_INIT;
    wg_mob_unit_info unit = WG_MOB_UNIT_INFO_INIT;
    wg_mob_turn_info turn = WG_MOB_TURN_INFO_INIT;
    REFUSED("mob", wg_mob_board(g, &board));
    REFUSED("mob", wg_mob_hex(g, wg_hex_make(0, 0), &hex));
    REFUSED_NULL("mob", wg_mob_terrain_name(g, 0));
    REFUSED("mob", wg_mob_unit(g, 0, &unit));
    REFUSED("mob", wg_mob_battle_dice(g, 0, 1));
    REFUSED("mob", wg_mob_line_of_sight(g, wg_hex_make(0, 0), wg_hex_make(1, 0)));
    REFUSED("mob", wg_mob_die_face(g, 1));
    REFUSED("mob", wg_mob_turn(g, &turn));
}

static void fow_queries_refuse(const wg_game *g)
{
    wg_fow_team_info team = WG_FOW_TEAM_INFO_INIT;
    wg_fow_hit_info hit = WG_FOW_HIT_INFO_INIT;
    wg_fow_objective_info objective = WG_FOW_OBJECTIVE_INFO_INIT;
    int32_t mods;
    REFUSED("fow", wg_fow_team(g, 0, &team));
    REFUSED("fow", wg_fow_bailed_out(g, 0));
    REFUSED("fow", wg_fow_bogged(g, 0));
    REFUSED("fow", wg_fow_dug_in(g, 0));
    REFUSED("fow", wg_fow_gone_to_ground(g, 0));
    REFUSED("fow", wg_fow_concealed(g, 0, 1));
    REFUSED("fow", wg_fow_can_see(g, 0, 1));
    REFUSED("fow", wg_fow_pinned(g, 0));
    REFUSED("fow", wg_fow_alive(g, 0));
    REFUSED("fow", wg_fow_platoon_count(g));
    REFUSED("fow", wg_fow_team_platoon(g, 0));
    REFUSED_NULL("fow", wg_fow_platoon_name(g, 0));
    REFUSED("fow", wg_fow_platoon_destroyed(g, 0));
    REFUSED("fow", wg_fow_weapon_count(g, 0));
    REFUSED_NULL("fow", wg_fow_weapon_name(g, 0, 0));
    REFUSED("fow", wg_fow_type_index(g, "firefly_vc"));
    REFUSED("fow", wg_fow_to_hit(g, 0, 0, 1, &mods));
    REFUSED("fow", wg_fow_mission(g));
    REFUSED("fow", wg_fow_objective_count(g));
    REFUSED("fow", wg_fow_objective(g, 0, &objective));
    REFUSED("fow", wg_fow_assaulting_platoon(g, &mods));
    REFUSED("fow", wg_fow_hit_count(g));
    REFUSED("fow", wg_fow_hit(g, 0, &hit));
}

/* Every other ruleset's queries on g, and g unchanged by them. */
static void others_refuse(const char *file)
{
    wg_game *g = open_scenario(file);
    uint64_t hash = wg_game_hash(g);
    const char *rs = wg_game_ruleset(g);
    if (strcmp(rs, "ogre") != 0)
        ogre_queries_refuse(g);
    if (strcmp(rs, "m44") != 0)
        m44_queries_refuse(g);
    if (strcmp(rs, "mob") != 0)
        mob_queries_refuse(g);
    if (strcmp(rs, "fow") != 0)
        fow_queries_refuse(g);
    assert_true(wg_game_hash(g) == hash);
    wg_game_free(g);
}

static void an_ogre_game_is_refused_by_m44_mob_and_fow(void **state)
{
    (void)state;
    others_refuse("ogre-basic.yaml");
}

static void an_m44_game_is_refused_by_ogre_mob_and_fow(void **state)
{
    (void)state;
    others_refuse("m44-opfire.yaml");
}

static void a_mob_game_is_refused_by_ogre_m44_and_fow(void **state)
{
    (void)state;
    others_refuse("mob-crossroads.yaml");
}

static void a_fow_game_is_refused_by_ogre_m44_and_mob(void **state)
{
    (void)state;
    others_refuse("fow-skirmish.yaml");
}

static void no_game_is_refused_by_every_ruleset(void **state)
{
    (void)state;
    ogre_queries_refuse(NULL);
    m44_queries_refuse(NULL);
    mob_queries_refuse(NULL);
    fow_queries_refuse(NULL);
}

/* ------------------------------------------------------------ off the board */

static void off_board_hexes_are_out_of_range_in_every_hex_ruleset(void **state)
{
    (void)state;
    wg_game *g = open_scenario("ogre-basic.yaml");
    wg_ogre_hex_info oh = WG_OGRE_HEX_INFO_INIT;
    RANGE(wg_ogre_hex(g, OFF_BOARD, &oh));
    RANGE(wg_ogre_move_cost(g, 0, OFF_BOARD, wg_hex_neighbor(OFF_BOARD, 0)));
    wg_game_free(g);

    g = open_scenario("m44-opfire.yaml");
    wg_m44_hex_info mh = WG_M44_HEX_INFO_INIT;
    RANGE(wg_m44_hex(g, OFF_BOARD, &mh));
    RANGE(wg_m44_line_of_sight(g, OFF_BOARD, wg_hex_make(0, 0)));
    RANGE(wg_m44_line_of_sight(g, wg_hex_make(0, 0), OFF_BOARD));
    wg_game_free(g);

    g = open_scenario("mob-crossroads.yaml");
    wg_mob_hex_info bh = WG_MOB_HEX_INFO_INIT;
    RANGE(wg_mob_hex(g, OFF_BOARD, &bh));
    RANGE(wg_mob_line_of_sight(g, OFF_BOARD, wg_hex_make(0, 0)));
    RANGE(wg_mob_line_of_sight(g, wg_hex_make(0, 0), OFF_BOARD));
    wg_game_free(g);
}

/* ------------------------------------------------------------ bad indices */

static void ogre_bad_indices_are_out_of_range(void **state)
{
    (void)state;
    wg_game *g = open_scenario("ogre-basic.yaml");
    wg_ogre_unit_stats_info stats = WG_OGRE_UNIT_STATS_INFO_INIT;
    wg_ogre_systems_info systems = WG_OGRE_SYSTEMS_INFO_INIT;
    wg_ogre_weapon_info weapon = WG_OGRE_WEAPON_INFO_INIT;
    wg_ogre_declared_info declared = WG_OGRE_DECLARED_INFO_INIT;
    RANGE(wg_ogre_unit_stats(g, -1, &stats));
    RANGE(wg_ogre_unit_stats(g, 999, &stats));
    RANGE(wg_ogre_systems(g, 999, &systems));
    RANGE(wg_ogre_weapon(g, WG_OGRE_UNIT, 999, &weapon));
    RANGE(wg_ogre_weapon(g, 999, 0, &weapon));
    RANGE_NULL(wg_ogre_weapon_name(g, WG_OGRE_UNIT, -1));
    RANGE_NULL(wg_ogre_weapon_name(g, 999, 0));
    RANGE_NULL(wg_ogre_terrain_name(g, 999));
    RANGE(wg_ogre_move_cost(g, 999, wg_hex_make(0, 0), wg_hex_make(1, 0)));
    RANGE(wg_ogre_declared(g, 0, &declared));
    /* not the Ogre: a unit that exists but has no systems */
    assert_int_equal(wg_ogre_systems(g, 1, &systems), WG_EINVAL);
    assert_non_null(strstr(wg_game_last_error(g), "not the Ogre"));
    wg_game_free(g);
}

static void m44_bad_indices_are_out_of_range(void **state)
{
    (void)state;
    wg_game *g = open_scenario("m44-opfire.yaml");
    RANGE(wg_m44_hand(g, 2, NULL, 0));
    RANGE(wg_m44_card_kind_of(g, -1));
    RANGE(wg_m44_card_section(g, 999));
    RANGE_NULL(wg_m44_card_name(g, 999));
    RANGE(wg_m44_battle_dice(g, 0, 999));
    RANGE(wg_m44_opfire_owed(g, -1));
    wg_game_free(g);
}

static void mob_bad_indices_are_out_of_range(void **state)
{
    (void)state;
    wg_game *g = open_scenario("mob-crossroads.yaml");
    wg_mob_unit_info unit = WG_MOB_UNIT_INFO_INIT;
    RANGE_NULL(wg_mob_terrain_name(g, WG_MOB_TERRAIN_COUNT));
    RANGE(wg_mob_unit(g, 999, &unit));
    RANGE(wg_mob_battle_dice(g, -1, 0));
    RANGE(wg_mob_die_face(g, 7));
    wg_game_free(g);
}

static void fow_bad_indices_are_out_of_range(void **state)
{
    (void)state;
    wg_game *g = open_scenario("fow-skirmish.yaml");
    wg_fow_team_info team = WG_FOW_TEAM_INFO_INIT;
    wg_fow_hit_info hit = WG_FOW_HIT_INFO_INIT;
    wg_fow_objective_info objective = WG_FOW_OBJECTIVE_INFO_INIT;
    int n = wg_game_unit_count(g);
    RANGE(wg_fow_team(g, n, &team));
    RANGE(wg_fow_bailed_out(g, n));
    RANGE(wg_fow_bogged(g, -1));
    RANGE(wg_fow_dug_in(g, n));
    RANGE(wg_fow_gone_to_ground(g, n));
    RANGE(wg_fow_concealed(g, 0, n));
    RANGE(wg_fow_can_see(g, n, 0));
    RANGE(wg_fow_pinned(g, n));
    RANGE(wg_fow_alive(g, n));
    RANGE(wg_fow_team_platoon(g, n));
    RANGE_NULL(wg_fow_platoon_name(g, wg_fow_platoon_count(g)));
    RANGE(wg_fow_platoon_destroyed(g, -1));
    RANGE(wg_fow_weapon_count(g, n));
    RANGE_NULL(wg_fow_weapon_name(g, 0, 99));
    RANGE(wg_fow_type_index(g, "no_such_team"));
    RANGE(wg_fow_to_hit(g, 0, 99, 1, NULL));
    RANGE(wg_fow_objective(g, wg_fow_objective_count(g), &objective));
    RANGE(wg_fow_hit(g, wg_fow_hit_count(g), &hit));
    wg_game_free(g);
}

/* ------------------------------------------------------------ answers and structs */

static void fow_yes_no_queries_answer_one_or_zero(void **state)
{
    (void)state;
    wg_game *g = open_scenario("fow-skirmish.yaml");
    for (int t = 0; t < wg_game_unit_count(g); t++) {
        int answers[] = { wg_fow_bailed_out(g, t), wg_fow_bogged(g, t), wg_fow_dug_in(g, t),
                          wg_fow_gone_to_ground(g, t), wg_fow_pinned(g, t), wg_fow_alive(g, t),
                          wg_fow_concealed(g, 0, t), wg_fow_can_see(g, 0, t) };
        for (size_t k = 0; k < sizeof answers / sizeof answers[0]; k++)
            assert_true(answers[k] == 0 || answers[k] == 1);
    }
    wg_game_free(g);
}

static void a_small_result_struct_is_invalid_with_a_message(void **state)
{
    (void)state;
    wg_game *g = open_scenario("mob-crossroads.yaml");
    wg_mob_board_info board = WG_MOB_BOARD_INFO_INIT;
    board.size = 4;
    assert_int_equal(wg_mob_board(g, &board), WG_EINVAL);
    assert_non_null(strstr(wg_game_last_error(g), "wg_mob_board: "));
    assert_int_equal(wg_mob_board(g, NULL), WG_EINVAL);
    wg_game_free(g);
}

/* Padding aside (both zeroed: a static, and a memset), byte for byte. */
#define SAME_AS_INIT(type, fn, INIT)                               \
    do {                                                           \
        static const type by_macro = INIT;                         \
        type by_fn;                                                \
        memset(&by_fn, 0, sizeof by_fn);                           \
        fn(&by_fn);                                                \
        assert_memory_equal(&by_fn, &by_macro, sizeof by_fn);      \
        fn(NULL);                                                  \
    } while (0)

static void info_init_functions_set_what_the_macros_set(void **state)
{
    (void)state;
    SAME_AS_INIT(wg_ogre_unit_stats_info, wg_ogre_unit_stats_info_init,
                 WG_OGRE_UNIT_STATS_INFO_INIT);
    SAME_AS_INIT(wg_ogre_systems_info, wg_ogre_systems_info_init, WG_OGRE_SYSTEMS_INFO_INIT);
    SAME_AS_INIT(wg_ogre_weapon_info, wg_ogre_weapon_info_init, WG_OGRE_WEAPON_INFO_INIT);
    SAME_AS_INIT(wg_ogre_board_info, wg_ogre_board_info_init, WG_OGRE_BOARD_INFO_INIT);
    SAME_AS_INIT(wg_ogre_hex_info, wg_ogre_hex_info_init, WG_OGRE_HEX_INFO_INIT);
    SAME_AS_INIT(wg_ogre_pending_info, wg_ogre_pending_info_init, WG_OGRE_PENDING_INFO_INIT);
    SAME_AS_INIT(wg_ogre_declared_info, wg_ogre_declared_info_init, WG_OGRE_DECLARED_INFO_INIT);
    SAME_AS_INIT(wg_m44_hex_info, wg_m44_hex_info_init, WG_M44_HEX_INFO_INIT);
    SAME_AS_INIT(wg_mob_board_info, wg_mob_board_info_init, WG_MOB_BOARD_INFO_INIT);
    SAME_AS_INIT(wg_mob_hex_info, wg_mob_hex_info_init, WG_MOB_HEX_INFO_INIT);
    SAME_AS_INIT(wg_mob_unit_info, wg_mob_unit_info_init, WG_MOB_UNIT_INFO_INIT);
    SAME_AS_INIT(wg_mob_turn_info, wg_mob_turn_info_init, WG_MOB_TURN_INFO_INIT);
    SAME_AS_INIT(wg_fow_team_info, wg_fow_team_info_init, WG_FOW_TEAM_INFO_INIT);
    SAME_AS_INIT(wg_fow_hit_info, wg_fow_hit_info_init, WG_FOW_HIT_INFO_INIT);
    SAME_AS_INIT(wg_fow_objective_info, wg_fow_objective_info_init, WG_FOW_OBJECTIVE_INFO_INIT);
}

static void names_live_as_long_as_the_game(void **state)
{
    (void)state;
    wg_game *g = open_scenario("ogre-basic.yaml");
    const char *first = wg_ogre_weapon_name(g, WG_OGRE_UNIT, 0);
    assert_non_null(first);
    assert_non_null(wg_ogre_weapon_name(g, WG_OGRE_UNIT, 1));
    assert_ptr_equal(wg_ogre_weapon_name(g, WG_OGRE_UNIT, 0), first);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(an_ogre_game_is_refused_by_m44_mob_and_fow),
        cmocka_unit_test(an_m44_game_is_refused_by_ogre_mob_and_fow),
        cmocka_unit_test(a_mob_game_is_refused_by_ogre_m44_and_fow),
        cmocka_unit_test(a_fow_game_is_refused_by_ogre_m44_and_mob),
        cmocka_unit_test(no_game_is_refused_by_every_ruleset),
        cmocka_unit_test(off_board_hexes_are_out_of_range_in_every_hex_ruleset),
        cmocka_unit_test(ogre_bad_indices_are_out_of_range),
        cmocka_unit_test(m44_bad_indices_are_out_of_range),
        cmocka_unit_test(mob_bad_indices_are_out_of_range),
        cmocka_unit_test(fow_bad_indices_are_out_of_range),
        cmocka_unit_test(fow_yes_no_queries_answer_one_or_zero),
        cmocka_unit_test(a_small_result_struct_is_invalid_with_a_message),
        cmocka_unit_test(info_init_functions_set_what_the_macros_set),
        cmocka_unit_test(names_live_as_long_as_the_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
