/* wg_layout's part for include/wargame/ogre.h (see layout.c). */
#include "layout.h"
#include "wargame/ogre.h"

void layout_ogre_structs(void)
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
    F(wg_ogre_hex_info, size); F(wg_ogre_hex_info, column);
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

void layout_ogre_constants(void)
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
    C(WG_OGRE_RESULT_HELD);

    C(WG_OGRE_MISSILE); C(WG_OGRE_MAIN); C(WG_OGRE_SECONDARY); C(WG_OGRE_AP);
    C(WG_OGRE_KIND_COUNT);

    C(WG_OGRE_CLASS_OGRE); C(WG_OGRE_CLASS_VEHICLE); C(WG_OGRE_CLASS_INFANTRY);
    C(WG_OGRE_CLASS_COMMAND_POST);

    C(WG_OGRE_MOVE_NONE); C(WG_OGRE_MOVE_OGRE); C(WG_OGRE_MOVE_TRACKED); C(WG_OGRE_MOVE_GEV);
    C(WG_OGRE_MOVE_INFANTRY); C(WG_OGRE_MOVE_CLASS_COUNT);

    C(WG_OGRE_EDGE_NORTH); C(WG_OGRE_EDGE_EAST); C(WG_OGRE_EDGE_SOUTH); C(WG_OGRE_EDGE_WEST);

    C(WG_OGRE_EV_OVERRUN); C(WG_OGRE_EV_STAY); C(WG_OGRE_EV_ESCAPED); C(WG_OGRE_EV_PLACED);
}
