/* wg_layout's part for include/wargame/mob.h (see layout.c). */
#include "layout.h"
#include "wargame/mob.h"

void layout_mob_structs(void)
{
    S(wg_mob_board_info);
    F(wg_mob_board_info, size); F(wg_mob_board_info, columns); F(wg_mob_board_info, rows);
    F(wg_mob_board_info, layout); F(wg_mob_board_info, home); F(wg_mob_board_info, turns);
    F(wg_mob_board_info, destroy); F(wg_mob_board_info, objectives);
    struct_end();

    S(wg_mob_hex_info);
    F(wg_mob_hex_info, size); F(wg_mob_hex_info, column);
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

void layout_mob_constants(void)
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
