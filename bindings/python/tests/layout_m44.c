/* wg_layout's part for include/wargame/m44.h (see layout.c). */
#include "layout.h"
#include "wargame/m44.h"

void layout_m44_structs(void)
{
    S(wg_m44_board_info);
    F(wg_m44_board_info, size); F(wg_m44_board_info, columns); F(wg_m44_board_info, rows);
    F(wg_m44_board_info, layout); F(wg_m44_board_info, sections); F(wg_m44_board_info, home);
    F(wg_m44_board_info, medals); F(wg_m44_board_info, turn_limit);
    F(wg_m44_board_info, objectives);
    struct_end();

    S(wg_m44_hex_info);
    F(wg_m44_hex_info, size); F(wg_m44_hex_info, terrain); F(wg_m44_hex_info, obstacle);
    F(wg_m44_hex_info, sections); F(wg_m44_hex_info, unit); F(wg_m44_hex_info, objective);
    F(wg_m44_hex_info, obstacle_side);
    struct_end();

    S(wg_m44_objective_info);
    F(wg_m44_objective_info, size); F(wg_m44_objective_info, kind);
    F(wg_m44_objective_info, side); F(wg_m44_objective_info, medals);
    F(wg_m44_objective_info, holder); F(wg_m44_objective_info, scored);
    F(wg_m44_objective_info, x); F(wg_m44_objective_info, y);
    struct_end();
}

void layout_m44_constants(void)
{
    C(WG_M44_MAX_UNITS); C(WG_M44_MAX_CARDS); C(WG_M44_MAX_HAND); C(WG_M44_MAX_OBJECTIVES);

    C(WG_M44_INFANTRY); C(WG_M44_ARMOR); C(WG_M44_ARTILLERY);

    C(WG_M44_CLEAR); C(WG_M44_FOREST); C(WG_M44_HEDGEROW); C(WG_M44_TOWN); C(WG_M44_HILL);
    C(WG_M44_RIVER); C(WG_M44_BRIDGE); C(WG_M44_OCEAN); C(WG_M44_BEACH);
    C(WG_M44_TERRAIN_COUNT);

    C(WG_M44_NO_OBSTACLE); C(WG_M44_SANDBAGS); C(WG_M44_WIRE); C(WG_M44_BUNKER);
    C(WG_M44_HEDGEHOG); C(WG_M44_OBSTACLE_COUNT);
    C(WG_M44_NO_BADGE); C(WG_M44_SPECIAL_FORCES); C(WG_M44_ELITE_ARMOR); C(WG_M44_BADGE_COUNT);
    C(WG_M44_HOME_BOTTOM); C(WG_M44_HOME_TOP);

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
    C(WG_M44_ROLL_BLOW_BRIDGE); C(WG_M44_ROLL_AIRDROP);

    C(WG_M44_CHOICE_CLEAR_WIRE); C(WG_M44_CHOICE_BLOW_BRIDGE);

    C(WG_M44_RESULT_NONE); C(WG_M44_RESULT_MEDALS); C(WG_M44_RESULT_TURN_LIMIT);

    C(WG_M44_EV_CARD_PLAYED); C(WG_M44_EV_ORDERED); C(WG_M44_EV_DRAW); C(WG_M44_EV_DISCARD);
    C(WG_M44_EV_RESHUFFLE); C(WG_M44_EV_RETREAT); C(WG_M44_EV_RETREAT_BLOCKED);
    C(WG_M44_EV_FLAG_IGNORED); C(WG_M44_EV_TAKE_GROUND); C(WG_M44_EV_OVERRUN);
    C(WG_M44_EV_MEDAL); C(WG_M44_EV_WIRE_REMOVED); C(WG_M44_EV_SANDBAGS); C(WG_M44_EV_HEALED);
    C(WG_M44_EV_MOVE_STOPPED); C(WG_M44_EV_OBJECTIVE); C(WG_M44_EV_EXIT); C(WG_M44_EV_AIRDROP);
    C(WG_M44_EV_BRIDGE);

    C(WG_M44_OBJ_HELD); C(WG_M44_OBJ_TEMPORARY); C(WG_M44_OBJ_PERMANENT);
    C(WG_M44_OBJ_START_TURN); C(WG_M44_OBJ_EXIT); C(WG_M44_OBJ_MAJORITY);
    C(WG_M44_DROP_LANDED); C(WG_M44_DROP_OFF_BOARD); C(WG_M44_DROP_IMPASSABLE);
    C(WG_M44_DROP_OCCUPIED);

    C(WG_M44_OUTCOME_HELD); C(WG_M44_OUTCOME_RETREATED); C(WG_M44_OUTCOME_BLOCKED);
    C(WG_M44_OUTCOME_CHOICE); C(WG_M44_OUTCOME_DESTROYED); C(WG_M44_OUTCOME_GAME_OVER);
}
