/* wg_layout's part for include/wargame/fow.h (see layout.c). */
#include "layout.h"
#include "wargame/fow.h"

void layout_fow_structs(void)
{
    S(wg_fow_team_info);
    F(wg_fow_team_info, size); F(wg_fow_team_info, player); F(wg_fow_team_info, platoon);
    F(wg_fow_team_info, type); F(wg_fow_team_info, kind); F(wg_fow_team_info, command); F(wg_fow_team_info, x);
    F(wg_fow_team_info, y); F(wg_fow_team_info, facing); F(wg_fow_team_info, turret); F(wg_fow_team_info, flags);
    F(wg_fow_team_info, half_width); F(wg_fow_team_info, half_depth);
    struct_end();

    S(wg_fow_hit_info);
    F(wg_fow_hit_info, size); F(wg_fow_hit_info, shooter); F(wg_fow_hit_info, weapon);
    F(wg_fow_hit_info, platoon); F(wg_fow_hit_info, team); F(wg_fow_hit_info, picked);
    struct_end();

    S(wg_fow_objective_info);
    F(wg_fow_objective_info, size); F(wg_fow_objective_info, x); F(wg_fow_objective_info, y);
    F(wg_fow_objective_info, player);
    struct_end();
    S(wg_fow_table_info);
    F(wg_fow_table_info, size); F(wg_fow_table_info, width); F(wg_fow_table_info, depth);
    F(wg_fow_table_info, units); F(wg_fow_table_info, features);
    F(wg_fow_table_info, objectives); F(wg_fow_table_info, turns);
    struct_end();
    S(wg_fow_feature_info);
    F(wg_fow_feature_info, size); F(wg_fow_feature_info, shape); F(wg_fow_feature_info, going);
    F(wg_fow_feature_info, concealing); F(wg_fow_feature_info, bulletproof);
    F(wg_fow_feature_info, blocks_los); F(wg_fow_feature_info, points);
    F(wg_fow_feature_info, x0); F(wg_fow_feature_info, y0); F(wg_fow_feature_info, x1);
    F(wg_fow_feature_info, y1);
    struct_end();
}

void layout_fow_constants(void)
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
    C(WG_FOW_UNITS_INCH); C(WG_FOW_UNITS_CM); C(WG_FOW_SHAPE_AREA); C(WG_FOW_SHAPE_LINE);
    C(WG_FOW_GOING_EASY); C(WG_FOW_GOING_DIFFICULT); C(WG_FOW_GOING_VERY_DIFFICULT);

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
