/*
 * Prints, as JSON, what the C compiler says about the public headers: the
 * size of every public struct, the offset and size of each of its fields,
 * and the value of every public constant. The binding tests compare their
 * ctypes / FFI declarations with this, and this list with the headers
 * ("no drift").
 *
 *   wg_layout                 wargame.h, hex.h and ogre.h (test_wargame.py, test_wargame.lua)
 *   wg_layout fow.h [...]     only the headers named (test_fow.py, test_fow.lua)
 *   wg_layout mob.h           (test_mob.py, test_mob.lua)
 *   wg_layout m44.h           (test_m44.py, test_m44.lua)
 *
 *   {"structs": {"wg_error": {"size": 312, "fields": {"status": [0, 4], ...}}},
 *    "constants": {"WG_OK": 0, ...}}
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "wargame/wargame.h"
#include "wargame/hex.h"
#include "wargame/ogre.h"
#include "wargame/fow.h"
#include "wargame/mob.h"
#include "wargame/m44.h"

static int first_struct = 1, first_field = 1, first_const = 1;

static void struct_begin(const char *name, size_t size)
{
    printf("%s\n    \"%s\": {\"size\": %zu, \"fields\": {", first_struct ? "" : ",", name, size);
    first_struct = 0;
    first_field = 1;
}

static void field(const char *name, size_t offset, size_t size)
{
    printf("%s\"%s\": [%zu, %zu]", first_field ? "" : ", ", name, offset, size);
    first_field = 0;
}

static void struct_end(void) { printf("}}"); }

static void constant(const char *name, long long value)
{
    printf("%s\n    \"%s\": %lld", first_const ? "" : ",", name, value);
    first_const = 0;
}

#define S(T) struct_begin(#T, sizeof(T))
#define F(T, f) field(#f, offsetof(T, f), sizeof(((T *)0)->f))
#define C(name) constant(#name, (long long)(name))

static void core_structs(void)
{
    S(wg_error);
    F(wg_error, status); F(wg_error, line); F(wg_error, column); F(wg_error, message);
    struct_end();

    S(wg_options);
    F(wg_options, size); F(wg_options, flags); F(wg_options, malloc_fn);
    F(wg_options, realloc_fn); F(wg_options, free_fn); F(wg_options, alloc_payload);
    struct_end();

    S(wg_game_info);
    F(wg_game_info, size); F(wg_game_info, turn); F(wg_game_info, active);
    F(wg_game_info, phase); F(wg_game_info, over); F(wg_game_info, winner);
    F(wg_game_info, result); F(wg_game_info, score); F(wg_game_info, unit_count);
    F(wg_game_info, depth);
    struct_end();

    S(wg_unit_info);
    F(wg_unit_info, size); F(wg_unit_info, id); F(wg_unit_info, player);
    F(wg_unit_info, kind); F(wg_unit_info, flags); F(wg_unit_info, x); F(wg_unit_info, y);
    F(wg_unit_info, facing); F(wg_unit_info, strength); F(wg_unit_info, moves_left);
    struct_end();

    S(wg_decision);
    F(wg_decision, type); F(wg_decision, player); F(wg_decision, depth);
    F(wg_decision, unit); F(wg_decision, target); F(wg_decision, x); F(wg_decision, y);
    F(wg_decision, count); F(wg_decision, pending); F(wg_decision, open);
    F(wg_decision, kind); F(wg_decision, reserved);
    struct_end();

    S(wg_action);
    F(wg_action, type); F(wg_action, unit); F(wg_action, weapon); F(wg_action, target);
    F(wg_action, part); F(wg_action, card); F(wg_action, x); F(wg_action, y);
    F(wg_action, value); F(wg_action, reserved);
    struct_end();

    S(wg_agent);
    F(wg_agent, size); F(wg_agent, kind); F(wg_agent, reserved); F(wg_agent, rng);
    struct_end();

    S(wg_search_options);
    F(wg_search_options, size); F(wg_search_options, iterations);
    F(wg_search_options, time_ms); F(wg_search_options, max_nodes);
    F(wg_search_options, rollout_steps); F(wg_search_options, seed);
    struct_end();

    S(wg_search_stats);
    F(wg_search_stats, size); F(wg_search_stats, iterations); F(wg_search_stats, nodes);
    F(wg_search_stats, candidates); F(wg_search_stats, best_visits);
    F(wg_search_stats, value); F(wg_search_stats, ms);
    struct_end();

    S(wg_roll);
    F(wg_roll, sides); F(wg_roll, purpose); F(wg_roll, need); F(wg_roll, unit);
    F(wg_roll, target); F(wg_roll, index); F(wg_roll, player);
    struct_end();

    S(wg_event);
    F(wg_event, type); F(wg_event, player); F(wg_event, unit); F(wg_event, weapon);
    F(wg_event, target); F(wg_event, part); F(wg_event, x); F(wg_event, y);
    F(wg_event, purpose); F(wg_event, need); F(wg_event, roll); F(wg_event, result);
    F(wg_event, value); F(wg_event, extra); F(wg_event, reserved);
    struct_end();

    S(wg_history_entry);
    F(wg_history_entry, action); F(wg_history_entry, dice); F(wg_history_entry, forced);
    F(wg_history_entry, first_event); F(wg_history_entry, event_count);
    F(wg_history_entry, hash);
    struct_end();

    S(wg_odds_outcome);
    F(wg_odds_outcome, kind); F(wg_odds_outcome, unit); F(wg_odds_outcome, part);
    F(wg_odds_outcome, value); F(wg_odds_outcome, num);
    struct_end();

    S(wg_odds);
    F(wg_odds, size); F(wg_odds, den); F(wg_odds, count); F(wg_odds, attacks);
    F(wg_odds, outcome);
    struct_end();

}

static void hex_structs(void)
{
    S(wg_hex);
    F(wg_hex, q); F(wg_hex, r);
    struct_end();
}

static void ogre_structs(void)
{
    S(wg_ogre_unit_stats_info);
    F(wg_ogre_unit_stats_info, size); F(wg_ogre_unit_stats_info, unit_class);
    F(wg_ogre_unit_stats_info, move_class); F(wg_ogre_unit_stats_info, attack);
    F(wg_ogre_unit_stats_info, range); F(wg_ogre_unit_stats_info, defense);
    F(wg_ogre_unit_stats_info, movement); F(wg_ogre_unit_stats_info, second_move);
    F(wg_ogre_unit_stats_info, ram_treads); F(wg_ogre_unit_stats_info, crosses_ridges);
    F(wg_ogre_unit_stats_info, treads); F(wg_ogre_unit_stats_info, weapon_count);
    struct_end();

    S(wg_ogre_systems_info);
    F(wg_ogre_systems_info, size); F(wg_ogre_systems_info, treads);
    F(wg_ogre_systems_info, treads_start); F(wg_ogre_systems_info, movement);
    F(wg_ogre_systems_info, moves_left); F(wg_ogre_systems_info, rams);
    F(wg_ogre_systems_info, weapon_count); F(wg_ogre_systems_info, left);
    F(wg_ogre_systems_info, unfired);
    struct_end();

    S(wg_ogre_weapon_info);
    F(wg_ogre_weapon_info, size); F(wg_ogre_weapon_info, kind); F(wg_ogre_weapon_info, attack);
    F(wg_ogre_weapon_info, range); F(wg_ogre_weapon_info, defense);
    F(wg_ogre_weapon_info, alive); F(wg_ogre_weapon_info, fired);
    struct_end();

    S(wg_ogre_board_info);
    F(wg_ogre_board_info, size); F(wg_ogre_board_info, columns); F(wg_ogre_board_info, rows);
    F(wg_ogre_board_info, layout); F(wg_ogre_board_info, entry_edge);
    F(wg_ogre_board_info, splitfire); F(wg_ogre_board_info, turns);
    F(wg_ogre_board_info, terrain_count);
    struct_end();

    S(wg_ogre_hex_info);
    F(wg_ogre_hex_info, size); F(wg_ogre_hex_info, on_board); F(wg_ogre_hex_info, column);
    F(wg_ogre_hex_info, row); F(wg_ogre_hex_info, terrain); F(wg_ogre_hex_info, crater);
    F(wg_ogre_hex_info, ridges);
    struct_end();

    S(wg_ogre_pending_info);
    F(wg_ogre_pending_info, size); F(wg_ogre_pending_info, target);
    F(wg_ogre_pending_info, part); F(wg_ogre_pending_info, attackers);
    F(wg_ogre_pending_info, attack); F(wg_ogre_pending_info, defense);
    F(wg_ogre_pending_info, column); F(wg_ogre_pending_info, declared);
    struct_end();

    S(wg_ogre_declared_info);
    F(wg_ogre_declared_info, size); F(wg_ogre_declared_info, weapon);
    F(wg_ogre_declared_info, target); F(wg_ogre_declared_info, attack);
    struct_end();
}

static void fow_structs(void)
{
    S(wg_fow_team);
    F(wg_fow_team, size); F(wg_fow_team, player); F(wg_fow_team, platoon);
    F(wg_fow_team, type); F(wg_fow_team, kind); F(wg_fow_team, command); F(wg_fow_team, x);
    F(wg_fow_team, y); F(wg_fow_team, facing); F(wg_fow_team, turret); F(wg_fow_team, flags);
    F(wg_fow_team, half_width); F(wg_fow_team, half_depth);
    struct_end();

    S(wg_fow_hit);
    F(wg_fow_hit, size); F(wg_fow_hit, shooter); F(wg_fow_hit, weapon);
    F(wg_fow_hit, platoon); F(wg_fow_hit, team); F(wg_fow_hit, picked);
    struct_end();
}

static void mob_structs(void)
{
    S(wg_mob_board_info);
    F(wg_mob_board_info, size); F(wg_mob_board_info, columns); F(wg_mob_board_info, rows);
    F(wg_mob_board_info, layout); F(wg_mob_board_info, home); F(wg_mob_board_info, turns);
    F(wg_mob_board_info, destroy); F(wg_mob_board_info, objectives);
    struct_end();

    S(wg_mob_hex_info);
    F(wg_mob_hex_info, size); F(wg_mob_hex_info, on_board); F(wg_mob_hex_info, column);
    F(wg_mob_hex_info, row); F(wg_mob_hex_info, terrain); F(wg_mob_hex_info, height);
    F(wg_mob_hex_info, objective); F(wg_mob_hex_info, unit); F(wg_mob_hex_info, general);
    struct_end();

    S(wg_mob_unit_info);
    F(wg_mob_unit_info, size); F(wg_mob_unit_info, type); F(wg_mob_unit_info, figures);
    F(wg_mob_unit_info, figures_start); F(wg_mob_unit_info, range); F(wg_mob_unit_info, moved);
    F(wg_mob_unit_info, moves_left); F(wg_mob_unit_info, battled);
    F(wg_mob_unit_info, may_battle); F(wg_mob_unit_info, general);
    struct_end();

    S(wg_mob_turn_info);
    F(wg_mob_turn_info, size); F(wg_mob_turn_info, turn); F(wg_mob_turn_info, phase);
    F(wg_mob_turn_info, first); F(wg_mob_turn_info, side); F(wg_mob_turn_info, initiative);
    F(wg_mob_turn_info, destroyed);
    struct_end();
}

static void core_constants(void)
{
    C(WG_VERSION_MAJOR); C(WG_VERSION_MINOR); C(WG_VERSION_PATCH); C(WG_VERSION_NUMBER);
    C(WG_MAX_PLAYERS); C(WG_ODDS_MAX); C(WG_SPECTATOR);

    C(WG_OK); C(WG_PENDING); C(WG_STEPPED); C(WG_EINVAL); C(WG_ENOMEM); C(WG_EPARSE); C(WG_EILLEGAL);
    C(WG_ESTATE); C(WG_EBUSY); C(WG_ERANGE); C(WG_EIO); C(WG_ELIMIT); C(WG_ECORRUPT);

    C(WG_OPT_NO_LOG); C(WG_OPT_NO_HISTORY);

    C(WG_UNIT_ALIVE); C(WG_UNIT_DISABLED); C(WG_UNIT_ON_BOARD); C(WG_UNIT_MOVED);
    C(WG_UNIT_FIRED);

    C(WG_DEC_NONE); C(WG_DEC_MOVE); C(WG_DEC_FIRE); C(WG_DEC_SPLITFIRE); C(WG_DEC_OPFIRE);
    C(WG_DEC_DEFENSIVE_FIRE); C(WG_DEC_ALLOCATE_HITS); C(WG_DEC_RETREAT); C(WG_DEC_ORDER);
    C(WG_DEC_SETUP); C(WG_DEC_CHOICE);

    C(WG_ACT_NONE); C(WG_ACT_PASS); C(WG_ACT_MOVE); C(WG_ACT_STAY); C(WG_ACT_DECLARE);
    C(WG_ACT_RESOLVE); C(WG_ACT_ALLOCATE); C(WG_ACT_RETREAT); C(WG_ACT_PLAY);
    C(WG_ACT_CHOOSE); C(WG_ACT_FIRE);

    C(WG_AGENT_RANDOM); C(WG_AGENT_GREEDY); C(WG_AGENT_SEARCH);

    C(WG_EV_NONE); C(WG_EV_GAME_START); C(WG_EV_TURN); C(WG_EV_PHASE); C(WG_EV_DIE);
    C(WG_EV_MOVE); C(WG_EV_ATTACK); C(WG_EV_RESULT); C(WG_EV_DESTROYED); C(WG_EV_DAMAGED);
    C(WG_EV_DISABLED); C(WG_EV_RECOVERED); C(WG_EV_GAME_OVER); C(WG_EV_SPLITFIRE_WINDOW);
    C(WG_EV_OPFIRE_WINDOW); C(WG_EV_DEFENSIVE_FIRE); C(WG_EV_FIRE_OPTION);
    C(WG_EV_WINDOW_CLOSED); C(WG_EV_DECLARED); C(WG_EV_WASTED); C(WG_EV_RAM);
    C(WG_EV_INFO);

}

static void hex_constants(void)
{
    C(WG_HEX_COORD_MAX);
    C(WG_HEX_E); C(WG_HEX_NE); C(WG_HEX_NW); C(WG_HEX_W); C(WG_HEX_SW); C(WG_HEX_SE);
    C(WG_HEX_ODD_R); C(WG_HEX_EVEN_R);
}

static void ogre_constants(void)
{
    C(WG_OGRE_PLAYER_OGRE); C(WG_OGRE_PLAYER_DEFENDER); C(WG_OGRE_UNIT);
    C(WG_OGRE_MAX_DEFENDERS); C(WG_OGRE_MAX_WEAPONS); C(WG_OGRE_MAX_SIDE);
    C(WG_OGRE_MAX_SQUADS); C(WG_OGRE_PART_TREADS);

    C(WG_OGRE_PHASE_NONE); C(WG_OGRE_PHASE_RECOVERY); C(WG_OGRE_PHASE_MOVE);
    C(WG_OGRE_PHASE_FIRE); C(WG_OGRE_PHASE_GEV_MOVE);

    C(WG_OGRE_ROLL_ATTACK);

    C(WG_OGRE_ODDS_NONE); C(WG_OGRE_ODDS_1_2); C(WG_OGRE_ODDS_1_1); C(WG_OGRE_ODDS_2_1);
    C(WG_OGRE_ODDS_3_1); C(WG_OGRE_ODDS_4_1); C(WG_OGRE_ODDS_AUTO);

    C(WG_OGRE_NE); C(WG_OGRE_D); C(WG_OGRE_X);

    C(WG_OGRE_OUTCOME_NE); C(WG_OGRE_OUTCOME_D); C(WG_OGRE_OUTCOME_X);
    C(WG_OGRE_OUTCOME_WASTED);

    C(WG_OGRE_RESULT_NONE); C(WG_OGRE_RESULT_COMPLETE); C(WG_OGRE_RESULT_MARGINAL);
    C(WG_OGRE_RESULT_STRANDED); C(WG_OGRE_RESULT_DEFENDER); C(WG_OGRE_RESULT_TIME);

    C(WG_OGRE_MISSILE); C(WG_OGRE_MAIN); C(WG_OGRE_SECONDARY); C(WG_OGRE_AP);
    C(WG_OGRE_KIND_COUNT);

    C(WG_OGRE_CLASS_OGRE); C(WG_OGRE_CLASS_VEHICLE); C(WG_OGRE_CLASS_INFANTRY);
    C(WG_OGRE_CLASS_COMMAND_POST);

    C(WG_OGRE_MOVE_NONE); C(WG_OGRE_MOVE_OGRE); C(WG_OGRE_MOVE_TRACKED); C(WG_OGRE_MOVE_GEV);
    C(WG_OGRE_MOVE_INFANTRY); C(WG_OGRE_MOVE_CLASS_COUNT);

    C(WG_OGRE_EDGE_NORTH); C(WG_OGRE_EDGE_EAST); C(WG_OGRE_EDGE_SOUTH); C(WG_OGRE_EDGE_WEST);

    C(WG_OGRE_EV_OVERRUN); C(WG_OGRE_EV_STAY); C(WG_OGRE_EV_ESCAPED);
}

static void fow_constants(void)
{
    C(WG_FOW_PHASE_START); C(WG_FOW_PHASE_MOVEMENT); C(WG_FOW_PHASE_SHOOTING);
    C(WG_FOW_PHASE_ASSAULT);

    C(WG_FOW_TANK); C(WG_FOW_INFANTRY); C(WG_FOW_MAN_PACKED_GUN); C(WG_FOW_MEDIUM_GUN);

    C(WG_FOW_CMD_NONE); C(WG_FOW_CMD_PLATOON); C(WG_FOW_CMD_COMPANY); C(WG_FOW_CMD_2IC);

    C(WG_FOW_FEARLESS); C(WG_FOW_CONFIDENT); C(WG_FOW_RELUCTANT);

    C(WG_FOW_VETERAN); C(WG_FOW_TRAINED); C(WG_FOW_CONSCRIPT);

    C(WG_FOW_ROLL_TO_HIT); C(WG_FOW_ROLL_PICK_OUT); C(WG_FOW_ROLL_HULL_TURRET);
    C(WG_FOW_ROLL_ARMOUR_SAVE); C(WG_FOW_ROLL_FIREPOWER); C(WG_FOW_ROLL_INFANTRY_SAVE);
    C(WG_FOW_ROLL_GUN_SAVE); C(WG_FOW_ROLL_SCHURZEN); C(WG_FOW_ROLL_BOG);
    C(WG_FOW_ROLL_BOG_SKILL); C(WG_FOW_ROLL_DIG_IN); C(WG_FOW_ROLL_RALLY);
    C(WG_FOW_ROLL_REMOUNT); C(WG_FOW_ROLL_FREE); C(WG_FOW_ROLL_PLATOON_MORALE);
    C(WG_FOW_ROLL_COMPANY_MORALE);

    C(WG_FOW_MOD_LONG_RANGE); C(WG_FOW_MOD_CONCEALED); C(WG_FOW_MOD_GONE_TO_GROUND);
    C(WG_FOW_MOD_MOVED); C(WG_FOW_MOD_PINNED); C(WG_FOW_MOD_SIDE); C(WG_FOW_MOD_REROLL);
    C(WG_FOW_MOD_BULLETPROOF);

    C(WG_FOW_CHOOSE_DIG_IN);

    C(WG_FOW_RESULT_NONE); C(WG_FOW_RESULT_OBJECTIVE); C(WG_FOW_RESULT_COMPANY_MORALE);
    C(WG_FOW_RESULT_DESTROYED); C(WG_FOW_RESULT_TURNS);

    C(WG_FOW_NO_EFFECT); C(WG_FOW_BAILED_OUT); C(WG_FOW_DESTROYED); C(WG_FOW_SAVED);

    C(WG_FOW_EV_SCORE); C(WG_FOW_EV_SHOTS); C(WG_FOW_EV_ALLOCATED); C(WG_FOW_EV_EFFECT);
    C(WG_FOW_EV_PINNED); C(WG_FOW_EV_RALLIED); C(WG_FOW_EV_REMOUNTED); C(WG_FOW_EV_BOGGED);
    C(WG_FOW_EV_FREED); C(WG_FOW_EV_DUG_IN); C(WG_FOW_EV_PLATOON_DESTROYED);
    C(WG_FOW_EV_COMPANY_MORALE); C(WG_FOW_EV_TURNED); C(WG_FOW_EV_FLANK);
    C(WG_FOW_EV_MORALE_CHECK);

    C(WG_FOW_TEAM_ALIVE); C(WG_FOW_TEAM_BAILED_OUT); C(WG_FOW_TEAM_BOGGED);
    C(WG_FOW_TEAM_DUG_IN); C(WG_FOW_TEAM_MOVED); C(WG_FOW_TEAM_SHOT);
    C(WG_FOW_TEAM_DUG_THIS_TURN); C(WG_FOW_TEAM_MOVED_PINNED);

    /* part 2: assaults and missions */
    C(WG_FOW_PHASE_SETUP);
    C(WG_FOW_MISSION_NONE); C(WG_FOW_MISSION_FREE_FOR_ALL); C(WG_FOW_MISSION_KNIFE_FIGHT);
    C(WG_FOW_MISSION_DOODLEBUG);
    C(WG_FOW_ROLL_TANK_TERROR); C(WG_FOW_ROLL_ASSAULT_HIT); C(WG_FOW_ROLL_ASSAULT_SAVE);
    C(WG_FOW_ROLL_COUNTERATTACK); C(WG_FOW_ROLL_FIRST_TURN);
    C(WG_FOW_RESULT_V1_LAUNCHED);
    C(WG_FOW_EV_ASSAULT); C(WG_FOW_EV_FALL_BACK); C(WG_FOW_EV_ROUND);
    C(WG_FOW_EV_COUNTERATTACK); C(WG_FOW_EV_BREAK_OFF); C(WG_FOW_EV_CAPTURED);
    C(WG_FOW_EV_ASSAULT_OVER); C(WG_FOW_EV_OBJECTIVE_PLACED); C(WG_FOW_EV_DEPLOYED);
    C(WG_FOW_EV_FIRST_TURN); C(WG_FOW_EV_V1);
    C(WG_FOW_CHOOSE_ANTI_TANK); C(WG_FOW_CHOOSE_TANK_ASSAULT); C(WG_FOW_EV_GUN_CHOICE);
    C(WG_FOW_EV_MAKE_WAY);
    C(WG_FOW_TEAM_CHARGED); C(WG_FOW_TEAM_CHARGE_BOGGED); C(WG_FOW_TEAM_SNEAKED_UP);

    /* exact odds */
    C(WG_FOW_OUTCOME_SHOT); C(WG_FOW_OUTCOME_FIRE); C(WG_FOW_OUTCOME_GOES_IN);
    C(WG_FOW_OUTCOME_FALLS_BACK); C(WG_FOW_OUTCOME_WIPED_OUT); C(WG_FOW_OUTCOME_PINNED);
}

static void mob_constants(void)
{
    C(WG_MOB_MAX_UNITS); C(WG_MOB_MAX_SIDE); C(WG_MOB_MAX_OBJECTIVES); C(WG_MOB_MAX_TURNS);

    C(WG_MOB_PHASE_NONE); C(WG_MOB_PHASE_ARTILLERY); C(WG_MOB_PHASE_INITIATIVE);
    C(WG_MOB_PHASE_MOVE); C(WG_MOB_PHASE_FIRE);

    C(WG_MOB_ROLL_BATTLE); C(WG_MOB_ROLL_ARTILLERY); C(WG_MOB_ROLL_INITIATIVE);

    C(WG_MOB_INFANTRY); C(WG_MOB_MACHINE_GUN); C(WG_MOB_SMOOTHBORE_ARTILLERY);
    C(WG_MOB_RIFLED_ARTILLERY); C(WG_MOB_CAVALRY); C(WG_MOB_GENERAL);
    C(WG_MOB_UNIT_TYPE_COUNT);

    C(WG_MOB_CLEAR); C(WG_MOB_WOOD); C(WG_MOB_ORCHARD); C(WG_MOB_HILL); C(WG_MOB_BUILT_UP);
    C(WG_MOB_RIVER); C(WG_MOB_BRIDGE); C(WG_MOB_FIELD); C(WG_MOB_TALL_CROPS); C(WG_MOB_ROUGH);
    C(WG_MOB_FENCE); C(WG_MOB_FIELDWORKS); C(WG_MOB_SAND); C(WG_MOB_WATER);
    C(WG_MOB_TERRAIN_COUNT);

    C(WG_MOB_FACE_INFANTRY); C(WG_MOB_FACE_CAVALRY); C(WG_MOB_FACE_ARTILLERY);
    C(WG_MOB_FACE_GENERAL); C(WG_MOB_FACE_FLAG); C(WG_MOB_FACE_COUNT);

    C(WG_MOB_HOME_BOTTOM); C(WG_MOB_HOME_TOP); C(WG_MOB_HOME_LEFT); C(WG_MOB_HOME_RIGHT);

    C(WG_MOB_RESULT_NONE); C(WG_MOB_RESULT_DESTROY); C(WG_MOB_RESULT_HOLD);
    C(WG_MOB_RESULT_ANNIHILATE); C(WG_MOB_RESULT_TURNS); C(WG_MOB_RESULT_DRAW);

    C(WG_MOB_CHOICE_REMOVE_FENCE);

    C(WG_MOB_EV_INITIATIVE); C(WG_MOB_EV_RETREAT); C(WG_MOB_EV_RETREAT_BLOCKED);
    C(WG_MOB_EV_FLAG_IGNORED); C(WG_MOB_EV_FENCE_REMOVED); C(WG_MOB_EV_ARTILLERY_LOSSES);

    C(WG_MOB_OUTCOME_HELD); C(WG_MOB_OUTCOME_RETREATED); C(WG_MOB_OUTCOME_BLOCKED);
    C(WG_MOB_OUTCOME_CHOICE); C(WG_MOB_OUTCOME_DESTROYED); C(WG_MOB_OUTCOME_GENERAL_LOST);
}

static void m44_structs(void)
{
    S(wg_m44_hex_info);
    F(wg_m44_hex_info, size); F(wg_m44_hex_info, terrain); F(wg_m44_hex_info, obstacle);
    F(wg_m44_hex_info, sections); F(wg_m44_hex_info, unit); F(wg_m44_hex_info, objective);
    struct_end();
}

static void m44_constants(void)
{
    C(WG_M44_MAX_UNITS); C(WG_M44_MAX_CARDS); C(WG_M44_MAX_HAND); C(WG_M44_MAX_OBJECTIVES);

    C(WG_M44_INFANTRY); C(WG_M44_ARMOR); C(WG_M44_ARTILLERY);

    C(WG_M44_CLEAR); C(WG_M44_FOREST); C(WG_M44_HEDGEROW); C(WG_M44_TOWN); C(WG_M44_HILL);
    C(WG_M44_RIVER); C(WG_M44_BRIDGE); C(WG_M44_TERRAIN_COUNT);

    C(WG_M44_NO_OBSTACLE); C(WG_M44_SANDBAGS); C(WG_M44_WIRE);

    C(WG_M44_SYM_INFANTRY); C(WG_M44_SYM_ARMOR); C(WG_M44_SYM_GRENADE); C(WG_M44_SYM_STAR);
    C(WG_M44_SYM_FLAG);

    C(WG_M44_LEFT); C(WG_M44_CENTRE); C(WG_M44_RIGHT); C(WG_M44_ANY);

    C(WG_M44_CARD_RECON); C(WG_M44_CARD_PROBE); C(WG_M44_CARD_ATTACK); C(WG_M44_CARD_ASSAULT);
    C(WG_M44_CARD_GENERAL_ADVANCE); C(WG_M44_CARD_PINCER_MOVE); C(WG_M44_CARD_RECON_IN_FORCE);
    C(WG_M44_CARD_AIR_POWER); C(WG_M44_CARD_AMBUSH); C(WG_M44_CARD_ARMOR_ASSAULT);
    C(WG_M44_CARD_ARTILLERY_BOMBARD); C(WG_M44_CARD_BARRAGE);
    C(WG_M44_CARD_BEHIND_ENEMY_LINES); C(WG_M44_CARD_CLOSE_ASSAULT);
    C(WG_M44_CARD_COUNTER_ATTACK); C(WG_M44_CARD_DIG_IN); C(WG_M44_CARD_DIRECT_FROM_HQ);
    C(WG_M44_CARD_FIREFIGHT); C(WG_M44_CARD_INFANTRY_ASSAULT); C(WG_M44_CARD_MEDICS_MECHANICS);
    C(WG_M44_CARD_MOVE_OUT); C(WG_M44_CARD_THEIR_FINEST_HOUR); C(WG_M44_CARD_KIND_COUNT);

    C(WG_M44_PHASE_NONE); C(WG_M44_PHASE_ORDER); C(WG_M44_PHASE_MOVE); C(WG_M44_PHASE_BATTLE);
    C(WG_M44_PHASE_DRAW);

    C(WG_M44_ROLL_BATTLE); C(WG_M44_ROLL_OPFIRE); C(WG_M44_ROLL_AMBUSH); C(WG_M44_ROLL_BARRAGE);
    C(WG_M44_ROLL_AIR_POWER); C(WG_M44_ROLL_MEDICS); C(WG_M44_ROLL_FINEST_HOUR);

    C(WG_M44_CHOICE_CLEAR_WIRE);

    C(WG_M44_RESULT_NONE); C(WG_M44_RESULT_MEDALS); C(WG_M44_RESULT_TURN_LIMIT);

    C(WG_M44_EV_CARD_PLAYED); C(WG_M44_EV_ORDERED); C(WG_M44_EV_DRAW); C(WG_M44_EV_DISCARD);
    C(WG_M44_EV_RESHUFFLE); C(WG_M44_EV_RETREAT); C(WG_M44_EV_RETREAT_BLOCKED);
    C(WG_M44_EV_FLAG_IGNORED); C(WG_M44_EV_TAKE_GROUND); C(WG_M44_EV_OVERRUN);
    C(WG_M44_EV_MEDAL); C(WG_M44_EV_WIRE_REMOVED); C(WG_M44_EV_SANDBAGS); C(WG_M44_EV_HEALED);
    C(WG_M44_EV_MOVE_STOPPED);

    C(WG_M44_OUTCOME_HELD); C(WG_M44_OUTCOME_RETREATED); C(WG_M44_OUTCOME_BLOCKED);
    C(WG_M44_OUTCOME_CHOICE); C(WG_M44_OUTCOME_DESTROYED); C(WG_M44_OUTCOME_GAME_OVER);
}

static const struct section {
    const char *header;
    void (*structs)(void);
    void (*constants)(void);
    int by_default; /* printed when no header is named */
} sections[] = {
    { "wargame.h", core_structs, core_constants, 1 },
    { "hex.h", hex_structs, hex_constants, 1 },
    { "ogre.h", ogre_structs, ogre_constants, 1 },
    { "fow.h", fow_structs, fow_constants, 0 },
    { "mob.h", mob_structs, mob_constants, 0 },
    { "m44.h", m44_structs, m44_constants, 0 },
};

#define NSECTIONS (sizeof sections / sizeof sections[0])

int main(int argc, char **argv)
{
    int chosen[NSECTIONS];
    for (size_t k = 0; k < NSECTIONS; k++)
        chosen[k] = argc < 2 && sections[k].by_default;
    for (int i = 1; i < argc; i++) {
        size_t k = 0;
        while (k < NSECTIONS && strcmp(argv[i], sections[k].header) != 0)
            k++;
        if (k == NSECTIONS) {
            fprintf(stderr, "wg_layout: no header %s\n", argv[i]);
            return 2;
        }
        chosen[k] = 1;
    }
    printf("{\n  \"structs\": {");
    for (size_t k = 0; k < NSECTIONS; k++)
        if (chosen[k])
            sections[k].structs();
    printf("\n  },\n  \"constants\": {");
    for (size_t k = 0; k < NSECTIONS; k++)
        if (chosen[k])
            sections[k].constants();
    printf("\n  }\n}\n");
    return 0;
}
