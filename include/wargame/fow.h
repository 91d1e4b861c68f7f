/*
 * libwargame: the `fow` ruleset (Flames of War "Open Fire!", 2009).
 *
 * A scenario names `ruleset: fow`; lib/rulesets/fow/README.md describes the
 * scenario file and the interpretations. This header is the manual of the
 * protocol: who decides what, which actions answer each decision, what the
 * events carry, and the queries a client needs.
 *
 * Players, teams, platoons
 *   Player 0 and player 1 are the scenario's two companies. Player 0 takes
 *   the first turn. Units are teams, numbered in scenario order (company by
 *   company, platoon by platoon). Platoons are numbered the same way
 *   (wg_fow_team_platoon, wg_fow_platoon_count). A team's weapons are
 *   numbered in the order of its arsenal entry (wg_fow_weapon_count).
 *
 * Table
 *   Positions are integers in tenths of a millimetre (x right, y away from
 *   player 0); facings are milli-degrees counter-clockwise from +x (so 90000
 *   faces player 1's edge); distances and angles are computed in integers only.
 *
 * The turn (OF-T1)
 *   Starting Step (automatic: WG_FOW_PHASE_START), Movement Step
 *   (WG_DEC_MOVE), Shooting Step (WG_DEC_FIRE, with WG_DEC_ALLOCATE_HITS
 *   for the target player), Assault Step (WG_FOW_PHASE_ASSAULT: WG_DEC_ORDER
 *   to launch, WG_DEC_MOVE charges, WG_DEC_DEFENSIVE_FIRE, the fight's
 *   WG_DEC_ALLOCATE_HITS and gun choices, WG_DEC_CHOICE counterattack,
 *   WG_DEC_MOVE counterattack charges, falling back, break-off,
 *   consolidation and making way; lib/rulesets/fow/README.md, "Part 2
 *   protocol").
 *
 * Decision kinds. Every decision names the question it asks in
 * wg_decision.kind; wg_decision_kind_name gives its stable dotted name
 * (hosts may key on these names: they do not change between versions):
 *   "fow.move"                WG_DEC_MOVE: the Movement Step (moves, digging in).
 *   "fow.fire"                WG_DEC_FIRE: the Shooting Step's shots.
 *   "fow.allocate"            WG_DEC_ALLOCATE_HITS: the hit player places hits.
 *   "fow.reroll"              WG_DEC_CHOICE: use a re-roll (CHOOSE 1) or not.
 *   "fow.assault"             WG_DEC_ORDER: the platoon that assaults, or none.
 *   "fow.charge"              WG_DEC_MOVE: the assaulting teams' charge moves.
 *   "fow.defensive_fire"      WG_DEC_DEFENSIVE_FIRE: the defenders' shots.
 *   "fow.counterattack"       WG_DEC_CHOICE: counterattack (1) or break off (0).
 *   "fow.place_objective"     WG_DEC_SETUP: where a mission's objective goes.
 *   "fow.deploy"              WG_DEC_SETUP: where a mission's team deploys.
 *   "fow.break_off"           WG_DEC_MOVE: the losers' break-off moves (OF-A11).
 *   "fow.consolidate"         WG_DEC_MOVE: the winners' consolidation (OF-A12).
 *   "fow.counter_charge"      WG_DEC_MOVE: the counterattack's charge (OF-A10).
 *   "fow.gun_choice"          WG_DEC_CHOICE: a gun's anti-tank or tank assault
 *                             against a tank (OF-A8).
 *   "fow.fight_allocate"      WG_DEC_ALLOCATE_HITS: a fight round's hits (OF-A7).
 *   "fow.fall_back"           WG_DEC_MOVE: the assaulting platoon falls back (OF-A6).
 *   "fow.make_way"            WG_DEC_MOVE: losers move away from the winners (OF-A12).
 *   "fow.start"               WG_DEC_SETUP: PASS begins the first turn, when its
 *                             Starting Step would roll at once (a platoon starts
 *                             pinned, a tank bailed out): creation rolls nothing.
 *
 * Decisions and their actions (fields not named are as wg_action_init /
 * WG_ACTION_INIT leave them):
 *
 *   WG_DEC_MOVE, active player (Movement Step).
 *     MOVE unit, x, y, value
 *                  move team `unit` in one straight line to (x, y) (the new
 *                  centre of its base), ending with facing `value`
 *                  (milli-degrees). Validated by wg_game_check: distance by
 *                  going (OF-M1, OF-M2, OF-M3), command distance (OF-M5),
 *                  the half-platoon rule (OF-M6), pinned limits (OF-M7),
 *                  and no base on top of another team's (OF-X13: touching
 *                  is allowed; deployment and every assault move end on no
 *                  base either). A turn on the spot (same x, y, new facing) is a move
 *                  (OF-M10). Each team moves at most once a turn. Bogging
 *                  checks are rolled as the move is made. The legal list
 *                  holds representative moves only.
 *     CHOOSE unit, value = WG_FOW_CHOOSE_DIG_IN
 *                  the platoon of team `unit` digs in instead of moving
 *                  (skill test, OF-M8).
 *     PASS         end the Movement Step. Refused while a platoon whose
 *                  command team moved has taken fewer than half of its
 *                  other teams with it (OF-M6).
 *
 *   WG_DEC_FIRE, active player (Shooting Step). decision.unit = the
 *   shooting platoon's first team once one is chosen, pending = weapons
 *   declared.
 *     DECLARE unit, weapon, target, value
 *                  team `unit` fires its weapon `weapon` at the platoon of
 *                  team `target`. All DECLAREs before a RESOLVE come from
 *                  one platoon (OF-S1); a tank names one target platoon for
 *                  all its weapons. value 1: a turret weapon's turret
 *                  turns to team `target` itself (which it must be able to
 *                  hit); value 0: to the nearest team of the platoon it can
 *                  hit (OF-X12). The turret's direction sets later hull or
 *                  turret rolls against the tank (OF-S8).
 *     RESOLVE part  roll the declared shots. part = an arsenal team type
 *                  index to pick out (OF-S7), or -1. The legal list holds
 *                  RESOLVE -1 and one RESOLVE per kind of tank standing in
 *                  a platoon under fire, and one DECLARE per weapon and
 *                  target platoon (naming its first valid team):
 *                  decision.open = 1, as any team of that platoon and any
 *                  kind of tank are accepted.
 *     PASS         end the Shooting Step (only with nothing declared;
 *                  wg_game_undo takes declarations back).
 *
 *   WG_DEC_ALLOCATE_HITS, target player. decision.unit = a team of the
 *   target platoon, count = hits left to allocate.
 *     ALLOCATE target, value
 *                  put hit number `value` (wg_fow_hit) on team `target`;
 *                  validated against OF-S6 / OF-S7.
 *     CHOOSE value = 0
 *                  allocate every remaining hit automatically by the rules.
 *
 *   WG_DEC_ALLOCATE_HITS in an assault's fight (OF-A7), the player whose
 *   teams were hit. decision.unit = a team that may take the next hit,
 *   count = hits left; wg_fow_hit gives each hit (shooter = the
 *   hitting team, weapon = -1, team = -1 until allocated).
 *     ALLOCATE target, value
 *                  put hit `value` on team `target`: a team of the fight
 *                  within 2"/5cm of the hitting team, one with the fewest
 *                  hits this round among those.
 *     CHOOSE value = 0
 *                  allocate the rest automatically (fewest hits, then the
 *                  closest).
 *
 *   WG_DEC_CHOICE in an assault's fight (OF-A8), the owner of a gun whose
 *   hit on a tank in its field of fire lands now. decision.unit = the gun,
 *   target = the tank. Answered by CHOOSE WG_FOW_CHOOSE_ANTI_TANK (its
 *   anti-tank rating against side armour, then a firepower test),
 *   WG_FOW_CHOOSE_TANK_ASSAULT (its tank assault rating against top
 *   armour), or 0 (the one with the better odds, a destruction weighing
 *   twice a bail-out; tank assault on a tie); WG_FOW_EV_GUN_CHOICE
 *   follows.
 *
 *   WG_DEC_MOVE when an assault falls back (OF-A6, the assaulting player) or
 *   losing teams make way for consolidating winners (OF-A12, their owner).
 *   decision.unit = a team that must still move; decision.open = 1.
 *     MOVE unit, x, y, value
 *                  move a team within 2"/5cm of the enemy (falling back)
 *                  or of a winning team (making way) at most its full
 *                  move, no closer to any of them, to more than 2"/5cm
 *                  from all of them, in contact with no enemy, on top of
 *                  no other team's base (OF-X13).
 *     CHOOSE value = 0
 *                  the remaining teams move straight away until clear of
 *                  them and of every base.
 *     PASS is refused: these teams must move.
 *
 *   WG_DEC_CHOICE, the owner of a platoon that failed a platoon morale
 *   check, a rally or a remount with its company command team within
 *   command distance (OF-T3). decision.unit = the team (remount) or a team
 *   of the platoon, target = the company command team.
 *     CHOOSE value = 1   re-roll with the company command team
 *     CHOOSE value = 0   accept the failure
 *
 * Dice: every die is a WG_EV_DIE event with its purpose (WG_FOW_ROLL_*),
 * need (the score needed; 0 where a comparison decides) and the teams
 * concerned. Just before each die that has modifiers, a WG_FOW_EV_SCORE
 * event says how the score was made: purpose, need, value = base score,
 * extra = WG_FOW_MOD_* bits. A needed score above 6 is still rolled and
 * cannot succeed.
 */
#ifndef WARGAME_FOW_H
#define WARGAME_FOW_H

#include "wargame.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Phases (wg_game_info.phase). */
typedef enum wg_fow_phase {
    WG_FOW_PHASE_START = 1,    /**< Starting Step (automatic) */
    WG_FOW_PHASE_MOVEMENT = 2, /**< Movement Step */
    WG_FOW_PHASE_SHOOTING = 3, /**< Shooting Step */
    WG_FOW_PHASE_ASSAULT = 4,  /**< Assault Step */
    WG_FOW_PHASE_SETUP = 5     /**< a mission's placement and deployment (WG_DEC_SETUP) */
} wg_fow_phase;

/** Missions (scenario key `mission`, OF-X1..OF-X3; wg_fow_mission). */
typedef enum wg_fow_mission_kind {
    WG_FOW_MISSION_NONE = 0,
    WG_FOW_MISSION_FREE_FOR_ALL = 1,
    WG_FOW_MISSION_KNIFE_FIGHT = 2,
    WG_FOW_MISSION_DOODLEBUG = 3
} wg_fow_mission_kind;

/** Team kinds (OF-D1). */
typedef enum wg_fow_kind {
    WG_FOW_TANK = 0,
    WG_FOW_INFANTRY = 1,
    WG_FOW_MAN_PACKED_GUN = 2, /**< moves as infantry */
    WG_FOW_MEDIUM_GUN = 3
} wg_fow_kind;

/** Command roles (OF-D1). */
typedef enum wg_fow_command {
    WG_FOW_CMD_NONE = 0,
    WG_FOW_CMD_PLATOON = 1,
    WG_FOW_CMD_COMPANY = 2,
    WG_FOW_CMD_2IC = 3
} wg_fow_command;

/** Motivation (OF-D4): test scores 3+, 4+, 5+. */
typedef enum wg_fow_motivation {
    WG_FOW_FEARLESS = 0,
    WG_FOW_CONFIDENT = 1,
    WG_FOW_RELUCTANT = 2
} wg_fow_motivation;

/** Skill (OF-D4): test scores 3+, 4+, 5+. */
typedef enum wg_fow_skill {
    WG_FOW_VETERAN = 0,
    WG_FOW_TRAINED = 1,
    WG_FOW_CONSCRIPT = 2
} wg_fow_skill;

/** Roll purposes (wg_roll.purpose, WG_EV_DIE.purpose). */
typedef enum wg_fow_roll {
    WG_FOW_ROLL_TO_HIT = 1,        /**< need = score to hit (OF-S2) */
    WG_FOW_ROLL_PICK_OUT = 2,      /**< need 5 (OF-S7) */
    WG_FOW_ROLL_HULL_TURRET = 3,   /**< 1-3 hull, 4-6 turret (OF-S8); need 4 = turret */
    WG_FOW_ROLL_ARMOUR_SAVE = 4,   /**< die + armour vs anti-tank; need = AT + 1 - armour */
    WG_FOW_ROLL_FIREPOWER = 5,     /**< need = weapon firepower (OF-S10) */
    WG_FOW_ROLL_INFANTRY_SAVE = 6, /**< need 3 (OF-S14) */
    WG_FOW_ROLL_GUN_SAVE = 7,      /**< need 5, or 3 gone to ground (OF-S14) */
    WG_FOW_ROLL_SCHURZEN = 8,      /**< need 4 (OF-S11) */
    WG_FOW_ROLL_BOG = 9,           /**< difficult going: need 2 (OF-M2, OF-M3) */
    WG_FOW_ROLL_BOG_SKILL = 10,    /**< very difficult going: skill test (OF-M2) */
    WG_FOW_ROLL_DIG_IN = 11,       /**< skill test (OF-M8) */
    WG_FOW_ROLL_RALLY = 12,        /**< motivation test (OF-T2) */
    WG_FOW_ROLL_REMOUNT = 13,      /**< motivation test (OF-T2) */
    WG_FOW_ROLL_FREE = 14,         /**< skill test to free a bogged team (OF-T2) */
    WG_FOW_ROLL_PLATOON_MORALE = 15, /**< motivation test (OF-S18) */
    WG_FOW_ROLL_COMPANY_MORALE = 16, /**< motivation test (OF-W1) */
    WG_FOW_ROLL_TANK_TERROR = 17,    /**< motivation test to assault (OF-A2) */
    WG_FOW_ROLL_ASSAULT_HIT = 18,    /**< the fighting team's skill test (OF-A7) */
    WG_FOW_ROLL_ASSAULT_SAVE = 19,   /**< die + top armour vs tank assault; need =
                                          TA + 1 - top (OF-A7) */
    WG_FOW_ROLL_COUNTERATTACK = 20,  /**< one die for all the side's platoons (OF-A10);
                                          need = the lowest motivation score among them */
    WG_FOW_ROLL_FIRST_TURN = 21      /**< a mission's first-turn roll, highest first (OF-X1) */
} wg_fow_roll;

/** Modifier bits of WG_FOW_EV_SCORE.extra. */
enum {
    WG_FOW_MOD_LONG_RANGE = 1u << 0,   /**< to hit +1, armour +1: over 16"/40cm */
    WG_FOW_MOD_CONCEALED = 1u << 1,    /**< to hit +1 */
    WG_FOW_MOD_GONE_TO_GROUND = 1u << 2, /**< to hit +1 more (concealed and gone to ground) */
    WG_FOW_MOD_MOVED = 1u << 3,        /**< ROF 1 weapon moved (or dug in): +1 to hit */
    WG_FOW_MOD_PINNED = 1u << 4,       /**< ROF 1 weapon pinned down: +1 to hit */
    WG_FOW_MOD_SIDE = 1u << 5,         /**< armour save against side armour */
    WG_FOW_MOD_REROLL = 1u << 6,       /**< a company command re-roll (OF-T3) */
    WG_FOW_MOD_BULLETPROOF = 1u << 7   /**< firepower test for bulletproof cover */
};

/** WG_ACT_CHOOSE values in the Movement Step. */
enum { WG_FOW_CHOOSE_DIG_IN = 1 };

/** WG_ACT_CHOOSE values of a gun's choice against a tank in an assault
 *  (WG_DEC_CHOICE, OF-A8); CHOOSE 0 takes the rating with the better odds. */
enum {
    WG_FOW_CHOOSE_ANTI_TANK = 1,   /**< its anti-tank rating against side armour */
    WG_FOW_CHOOSE_TANK_ASSAULT = 2 /**< its tank assault rating against top armour */
};

/** Result codes (wg_game_info.result, WG_EV_GAME_OVER.result). */
typedef enum wg_fow_result {
    WG_FOW_RESULT_NONE = 0,
    WG_FOW_RESULT_OBJECTIVE = 1,      /**< the winner took an objective (OF-W2) */
    WG_FOW_RESULT_COMPANY_MORALE = 2, /**< the loser's company morale broke (OF-W1) */
    WG_FOW_RESULT_DESTROYED = 3,      /**< the loser was destroyed completely (OF-W3) */
    WG_FOW_RESULT_TURNS = 4,          /**< the scenario's turn limit: a draw */
    WG_FOW_RESULT_V1_LAUNCHED = 5     /**< Doodlebug: the V-1 launched (OF-X3) */
} wg_fow_result;

/** Outcomes (WG_FOW_EV_EFFECT.result). */
typedef enum wg_fow_effect {
    WG_FOW_NO_EFFECT = 0,
    WG_FOW_BAILED_OUT = 1,
    WG_FOW_DESTROYED = 2,
    WG_FOW_SAVED = 3
} wg_fow_effect;

/** Ruleset events (from 3000 up). Unused fields are -1 / 0. */
typedef enum wg_fow_event {
    /** How a score was made, just before its die: purpose, need,
     *  value = base score, extra = WG_FOW_MOD_* bits, unit, target. */
    WG_FOW_EV_SCORE = 3000,
    /** Shots fired: unit, weapon, target (a team of the target platoon),
     *  value = ROF (dice), need = score to hit, result = hits. */
    WG_FOW_EV_SHOTS = 3001,
    /** Hit allocated: unit = shooter, weapon, target, value = hit number. */
    WG_FOW_EV_ALLOCATED = 3002,
    /** Effect of a hit: target, unit = shooter, weapon, result =
     *  wg_fow_effect, value = save total (tanks) or 0, extra = modifiers. */
    WG_FOW_EV_EFFECT = 3003,
    /** Platoon pinned down: unit = a team of it, value = hits this step. */
    WG_FOW_EV_PINNED = 3004,
    /** Platoon rallied: unit = a team of it. */
    WG_FOW_EV_RALLIED = 3005,
    /** Tank remounted: unit. */
    WG_FOW_EV_REMOUNTED = 3006,
    /** Team bogged down: unit, (x, y) where it stopped. */
    WG_FOW_EV_BOGGED = 3007,
    /** Team freed from bogging: unit. */
    WG_FOW_EV_FREED = 3008,
    /** Platoon dug in (result 1) or failed to (result 0): unit. */
    WG_FOW_EV_DUG_IN = 3009,
    /** Platoon destroyed by a failed morale check: unit = a team of it. */
    WG_FOW_EV_PLATOON_DESTROYED = 3010,
    /** Company morale check passed (result 1) or failed (0): player. */
    WG_FOW_EV_COMPANY_MORALE = 3011,
    /** A turretless team turned or a turret turned: unit, value = facing. */
    WG_FOW_EV_TURNED = 3012,
    /** The shooter's hit location: unit = shooter, target, value = 1 side
     *  armour / 0 front, extra = 1 turret / 0 hull. */
    WG_FOW_EV_FLANK = 3013,
    /** Platoon morale check needed: unit = a team of the platoon,
     *  value = teams destroyed, extra = teams alive. */
    WG_FOW_EV_MORALE_CHECK = 3014,
    /** Assault declared: unit = the platoon's command team, result = 1 it
     *  goes in, 0 it failed its tank terror test (OF-A2). */
    WG_FOW_EV_ASSAULT = 3015,
    /** The assaulting platoon falls back (OF-A6): unit = a team of it,
     *  value = defensive-fire hits, extra = tanks bailed out or destroyed. */
    WG_FOW_EV_FALL_BACK = 3016,
    /** A round of fighting begins (OF-A7, OF-A10): player = the side that
     *  attacks this round, value = round number (1 = the assault itself),
     *  unit = a team of the attacking side. */
    WG_FOW_EV_ROUND = 3017,
    /** A platoon's counterattack test (OF-A10): unit = a team of it,
     *  result = 1 counterattacks, 0 breaks off; value = 1 if it passed
     *  automatically (no hits, not fighting tanks). */
    WG_FOW_EV_COUNTERATTACK = 3018,
    /** A platoon breaks off (OF-A11): unit = a team of it; it is pinned down. */
    WG_FOW_EV_BREAK_OFF = 3019,
    /** A team is captured (within 4"/10cm of the victors after breaking off)
     *  or abandoned (a bailed-out tank of a platoon that broke off):
     *  unit, value = 1 captured / 2 abandoned. A WG_EV_DESTROYED follows. */
    WG_FOW_EV_CAPTURED = 3020,
    /** An assault is over: player = winner (-1: it fell back, was called
     *  off, or no charge reached the enemy, OF-X11), unit = a team of the
     *  winning platoon. */
    WG_FOW_EV_ASSAULT_OVER = 3021,
    /** An objective (or the V-1 ramp) was placed: value = objective index,
     *  player = who placed it, (x, y). */
    WG_FOW_EV_OBJECTIVE_PLACED = 3022,
    /** A team was deployed: unit, (x, y), value = facing. */
    WG_FOW_EV_DEPLOYED = 3023,
    /** The first-turn roll is decided: player = who goes first (OF-X1). */
    WG_FOW_EV_FIRST_TURN = 3024,
    /** Doodlebug V-1 sequence: value = 1 on the ramp's bottom (turn 5),
     *  2 at its middle (turn 6), 3 launched (turn 7, OF-X3). */
    WG_FOW_EV_V1 = 3025,
    /** A gun's rating against a tank it hit in an assault (OF-A8): unit =
     *  gun, target = tank, weapon = the gun's anti-tank weapon, value =
     *  WG_FOW_CHOOSE_ANTI_TANK or WG_FOW_CHOOSE_TANK_ASSAULT, result = 1 if
     *  the rules picked it (CHOOSE 0), 0 if the player did. */
    WG_FOW_EV_GUN_CHOICE = 3026,
    /** Losing teams are within 2"/5cm of consolidating winners and must
     *  move away (OF-A12): unit = the first of them, value = how many; their
     *  owner's WG_DEC_MOVE follows. */
    WG_FOW_EV_MAKE_WAY = 3027
} wg_fow_event;

/** Team state flags (wg_fow_team_info.flags; also the ruleset part of
 *  wg_unit_info). */
enum {
    WG_FOW_TEAM_ALIVE = 1u << 0,
    WG_FOW_TEAM_BAILED_OUT = 1u << 1,
    WG_FOW_TEAM_BOGGED = 1u << 2,
    WG_FOW_TEAM_DUG_IN = 1u << 3,
    WG_FOW_TEAM_MOVED = 1u << 4,   /**< moved in its own last (or current) turn */
    WG_FOW_TEAM_SHOT = 1u << 5,    /**< shot in its own last (or current) turn */
    WG_FOW_TEAM_DUG_THIS_TURN = 1u << 6, /**< dug in this turn: shoots as if moved */
    WG_FOW_TEAM_MOVED_PINNED = 1u << 7,  /**< moved while pinned: cannot shoot */
    WG_FOW_TEAM_CHARGED = 1u << 8,       /**< charged in the assault being fought */
    WG_FOW_TEAM_CHARGE_BOGGED = 1u << 9, /**< bogged down during that charge (OF-A3) */
    WG_FOW_TEAM_SNEAKED_UP = 1u << 10    /**< a tank sneaked up on: no defensive fire (OF-A5) */
};

/*
 * The queries below follow the query contract of wargame.h ("Queries"): a
 * game of another ruleset gives WG_EINVAL (NULL for a name) with a message
 * naming both rulesets; a bad team, platoon, weapon, hit or objective index
 * gives WG_ERANGE (NULL) with a message. The yes/no queries return 1, 0, or
 * one of those negative statuses. An observer comes first: wg_fow_can_see(g,
 * from, team), wg_fow_concealed(g, from, team).
 */

/** One team's state (wg_fow_team). */
typedef struct wg_fow_team_info {
    size_t size;       /**< sizeof(wg_fow_team_info) */
    int32_t player;
    int32_t platoon;
    int32_t type;      /**< arsenal team type index */
    int32_t kind;      /**< wg_fow_kind */
    int32_t command;   /**< wg_fow_command */
    int32_t x, y;      /**< centre, tenths of mm */
    int32_t facing;    /**< hull facing, milli-degrees */
    int32_t turret;    /**< turret direction, milli-degrees (= facing without turret) */
    uint32_t flags;    /**< WG_FOW_TEAM_* */
    int32_t half_width, half_depth; /**< base, tenths of mm */
} wg_fow_team_info;

#define WG_FOW_TEAM_INFO_INIT { sizeof(wg_fow_team_info), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 }

/** Set *info to WG_FOW_TEAM_INFO_INIT (for FFI hosts). NULL is a no-op. */
WG_API void wg_fow_team_info_init(wg_fow_team_info *info);

/**
 * Team `team`'s state.
 * @return WG_OK; WG_EINVAL (not a fow game, out NULL or too small); WG_ERANGE (no such team)
 */
WG_API int wg_fow_team(const wg_game *g, int team, wg_fow_team_info *out);

/** 1 if the team is a bailed-out tank (OF-S16), 0 if not; WG_EINVAL / WG_ERANGE. */
WG_API int wg_fow_bailed_out(const wg_game *g, int team);
/** 1 if the team is bogged down (OF-M4), 0 if not; WG_EINVAL / WG_ERANGE. */
WG_API int wg_fow_bogged(const wg_game *g, int team);
/** 1 if the team is dug in (OF-M8), 0 if not; WG_EINVAL / WG_ERANGE. */
WG_API int wg_fow_dug_in(const wg_game *g, int team);
/** 1 if the team has gone to ground: alive, did not move or shoot in its
 *  own last turn (OF-M9); 0 if not; WG_EINVAL / WG_ERANGE. */
WG_API int wg_fow_gone_to_ground(const wg_game *g, int team);
/** 1 if team `team` is concealed from the observing team `from` (OF-S2,
 *  OF-M8, OF-M9): by terrain, by being dug in, or (infantry, man-packed
 *  guns) by not moving; 0 if not; WG_EINVAL / WG_ERANGE (either team). */
WG_API int wg_fow_concealed(const wg_game *g, int from, int team);
/** 1 if the observing team `from` can see team `team` (OF-G5), 0 if not;
 *  WG_EINVAL / WG_ERANGE (either team). */
WG_API int wg_fow_can_see(const wg_game *g, int from, int team);
/** 1 if the platoon of `team` is pinned down (OF-S17), 0 if not; WG_EINVAL / WG_ERANGE. */
WG_API int wg_fow_pinned(const wg_game *g, int team);
/** 1 if the team is alive and has not been destroyed, 0 if not; WG_EINVAL / WG_ERANGE. */
WG_API int wg_fow_alive(const wg_game *g, int team);

/** Number of platoons in the game; WG_EINVAL if g is not a fow game. */
WG_API int wg_fow_platoon_count(const wg_game *g);
/** The platoon of a team; WG_ERANGE for no such team, WG_EINVAL if g is not a fow game. */
WG_API int wg_fow_team_platoon(const wg_game *g, int team);
/** A platoon's name from the scenario, owned by the game; NULL for no such
 *  platoon or a game of another ruleset (the reason in wg_game_last_error). */
WG_API const char *wg_fow_platoon_name(const wg_game *g, int platoon);
/** 1 if the platoon has been destroyed (all teams, or a failed morale check),
 *  0 if not; WG_EINVAL / WG_ERANGE (no such platoon). */
WG_API int wg_fow_platoon_destroyed(const wg_game *g, int platoon);

/** Number of weapons of a team; WG_ERANGE for no such team, WG_EINVAL if g is not a fow game. */
WG_API int wg_fow_weapon_count(const wg_game *g, int team);
/** The name of a team's weapon `weapon` (e.g. "M3 75mm gun"), owned by the
 *  game; NULL for no such team or weapon, or a game of another ruleset (the
 *  reason in wg_game_last_error). */
WG_API const char *wg_fow_weapon_name(const wg_game *g, int team, int weapon);
/** The arsenal team type index of a type key (e.g. "firefly_vc"); WG_ERANGE for no such
 *  key, WG_EINVAL if g is not a fow game or key is NULL. */
WG_API int wg_fow_type_index(const wg_game *g, const char *key);

/**
 * The score `shooter` needs to hit the platoon of `target` with weapon
 * `weapon` now (OF-S2, OF-S3): 2..8 (above 6 cannot hit), or a negative
 * status when it cannot shoot that platoon. *mods (may be NULL) receives the
 * WG_FOW_MOD_* bits. WG_EINVAL if g is not a fow game, WG_ERANGE for no such
 * team or weapon, WG_EILLEGAL for a weapon that cannot shoot or a shooter
 * that cannot shoot this turn (destroyed, bailed out, bogged down, moved
 * while pinned, or pinned and dug in).
 */
WG_API int wg_fow_to_hit(const wg_game *g, int shooter, int weapon, int target, int32_t *mods);

/** One hit of the current shooting or round of fighting (wg_fow_hit, during
 *  WG_DEC_ALLOCATE_HITS; in a fight, weapon is -1 and platoon -1 until the
 *  hit is allocated). */
typedef struct wg_fow_hit_info {
    size_t size;       /**< sizeof(wg_fow_hit_info) */
    int32_t shooter;
    int32_t weapon;
    int32_t platoon;   /**< target platoon */
    int32_t team;      /**< allocated team, or -1 */
    int32_t picked;    /**< 1 if it must go to the picked-out type (OF-S7) */
} wg_fow_hit_info;

#define WG_FOW_HIT_INFO_INIT { sizeof(wg_fow_hit_info), -1, -1, -1, -1, 0 }

/** Set *info to WG_FOW_HIT_INFO_INIT (for FFI hosts). NULL is a no-op. */
WG_API void wg_fow_hit_info_init(wg_fow_hit_info *info);

/** The scenario's mission (wg_fow_mission_kind); WG_EINVAL if g is not a fow game. */
WG_API int wg_fow_mission(const wg_game *g);
/** Number of objectives (a Doodlebug's V-1 ramp is objective 0); WG_EINVAL if g is not a
 *  fow game. */
WG_API int wg_fow_objective_count(const wg_game *g);

/** One objective (wg_fow_objective). */
typedef struct wg_fow_objective_info {
    size_t size;       /**< sizeof(wg_fow_objective_info) */
    int32_t x, y;      /**< centre, tenths of mm; -1 while not yet placed */
    int32_t player;    /**< the player who must take it */
} wg_fow_objective_info;

#define WG_FOW_OBJECTIVE_INFO_INIT { sizeof(wg_fow_objective_info), -1, -1, -1 }

/** Set *info to WG_FOW_OBJECTIVE_INFO_INIT (for FFI hosts). NULL is a no-op. */
WG_API void wg_fow_objective_info_init(wg_fow_objective_info *info);

/**
 * Objective `k`: where it is and who must take it.
 * @return WG_OK; WG_EINVAL (not a fow game, out NULL or too small); WG_ERANGE
 *         (no such objective)
 */
WG_API int wg_fow_objective(const wg_game *g, int k, wg_fow_objective_info *out);
/**
 * Whether a platoon is assaulting now, and which.
 * @param g        a fow game
 * @param platoon  receives the assaulting platoon (left alone when none); may be NULL
 * @return 1 if a platoon is assaulting, 0 if none; WG_EINVAL if g is not a fow game
 *         (a yes/no query: the platoon cannot be the return value, whose -1 is WG_EINVAL)
 */
WG_API int wg_fow_assaulting_platoon(const wg_game *g, int32_t *platoon);

/** Number of hits of the current shooting or round of fighting (0 when none);
 *  WG_EINVAL if g is not a fow game. */
WG_API int wg_fow_hit_count(const wg_game *g);
/**
 * Hit `hit` of the current shooting or round of fighting.
 * @return WG_OK; WG_EINVAL (not a fow game, out NULL or too small); WG_ERANGE
 *         (no such hit: hit >= wg_fow_hit_count)
 */
WG_API int wg_fow_hit(const wg_game *g, int hit, wg_fow_hit_info *out);

/* ---------------------------------------------------------------- the table */

/** Measurement units of a scenario (wg_fow_table_info.units, OF-G2). */
typedef enum wg_fow_units {
    WG_FOW_UNITS_INCH = 0,
    WG_FOW_UNITS_CM = 1
} wg_fow_units;

/** The shape of a terrain feature (wg_fow_feature_info.shape). */
typedef enum wg_fow_shape {
    WG_FOW_SHAPE_AREA = 0, /**< a polygon: its points are the corners, closed */
    WG_FOW_SHAPE_LINE = 1  /**< a polyline (a hedge, a wall): its points in order */
} wg_fow_shape;

/** Going of a terrain feature (wg_fow_feature_info.going, OF-G4). */
typedef enum wg_fow_going {
    WG_FOW_GOING_EASY = 0,
    WG_FOW_GOING_DIFFICULT = 1,
    WG_FOW_GOING_VERY_DIFFICULT = 2
} wg_fow_going;

/** The table (wg_fow_table): what a host needs to draw it. */
typedef struct wg_fow_table_info {
    size_t size;        /**< sizeof(wg_fow_table_info) */
    int32_t width;      /**< x runs from 0 to width, tenths of mm */
    int32_t depth;      /**< y runs from 0 (player 0's edge) to depth, tenths of mm */
    int32_t units;      /**< wg_fow_units: the scenario's measurements */
    int32_t features;   /**< terrain features (wg_fow_feature) */
    int32_t objectives; /**< objectives (wg_fow_objective) */
    int32_t turns;      /**< the scenario's turn limit, or 0 for none */
} wg_fow_table_info;

#define WG_FOW_TABLE_INFO_INIT { sizeof(wg_fow_table_info), 0, 0, 0, 0, 0, 0 }

/** Set *info to WG_FOW_TABLE_INFO_INIT (for FFI hosts). NULL is a no-op. */
WG_API void wg_fow_table_info_init(wg_fow_table_info *info);

/**
 * The table's size, the scenario's units, and how many terrain features and
 * objectives it has.
 * @return WG_OK; WG_EINVAL (not a fow game, out NULL or too small)
 */
WG_API int wg_fow_table(const wg_game *g, wg_fow_table_info *out);

/** One terrain feature of the table (wg_fow_feature). */
typedef struct wg_fow_feature_info {
    size_t size;         /**< sizeof(wg_fow_feature_info) */
    int32_t shape;       /**< wg_fow_shape */
    int32_t going;       /**< wg_fow_going (OF-G4) */
    int32_t concealing;  /**< 1 if it conceals a team in it or just behind it (OF-S2) */
    int32_t bulletproof; /**< 1 if it is bulletproof cover, the same way (OF-S14) */
    int32_t blocks_los;  /**< 1 if it blocks line of sight (OF-G5) */
    int32_t points;      /**< its points (wg_fow_feature_points) */
    int32_t x0, y0;      /**< the box around its points: lowest corner, tenths of mm */
    int32_t x1, y1;      /**< highest corner */
} wg_fow_feature_info;

#define WG_FOW_FEATURE_INFO_INIT { sizeof(wg_fow_feature_info), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 }

/** Set *info to WG_FOW_FEATURE_INFO_INIT (for FFI hosts). NULL is a no-op. */
WG_API void wg_fow_feature_info_init(wg_fow_feature_info *info);

/**
 * Terrain feature `feature` (0 .. wg_fow_table_info.features - 1, in
 * scenario order): its shape and what it does.
 * @return WG_OK; WG_EINVAL (not a fow game, out NULL or too small);
 *         WG_ERANGE (no such feature)
 */
WG_API int wg_fow_feature(const wg_game *g, int feature, wg_fow_feature_info *out);

/** A terrain feature's name from the scenario ("hedge"), owned by the game;
 *  NULL for no such feature or a game of another ruleset (the reason in
 *  wg_game_last_error). */
WG_API const char *wg_fow_feature_name(const wg_game *g, int feature);

/**
 * A terrain feature's points in table units (tenths of mm), in order.
 * @param g        a fow game
 * @param feature  the feature
 * @param xy       receives x0, y0, x1, y1, ...: room for 2 * cap numbers, or
 *                 NULL when cap is 0
 * @param cap      room in xy, in points
 * @return the number of points (which may exceed cap: only the first cap are
 *         written); WG_EINVAL (not a fow game, xy NULL with cap > 0);
 *         WG_ERANGE (no such feature)
 */
WG_API int wg_fow_feature_points(const wg_game *g, int feature, int32_t *xy, int cap);

/* ---------------------------------------------------------------- reach */

/*
 * Where a team may end its move (the table's answer to wg_game_reach, which
 * is for hexes): the region is sampled point by point, and a dragged team
 * stops at the farthest legal point of its line. Both keep the team's
 * facing (a MOVE whose value is its facing now) and agree with
 * wg_game_check of that MOVE, which they call.
 */

/**
 * Whether team `team` may end a MOVE at (x, y) now, keeping its facing:
 * 1 if wg_game_check accepts MOVE team x y (value = its facing), 0 if not
 * (the reason in wg_game_last_error); WG_EINVAL (not a fow game);
 * WG_ERANGE (no such team).
 */
WG_API int wg_fow_can_reach(const wg_game *g, int team, int32_t x, int32_t y);

/**
 * The farthest point of the segment from team `team`'s centre towards
 * (x, y) where it may end a MOVE now, keeping its facing: where a team
 * dragged along that line stops. The segment's points are taken a tenth of
 * a mm apart along its longer axis, rounded to the nearest tenth of a mm;
 * every one beyond the answer is refused by wg_game_check.
 * @param out_x, out_y  receive the point (left alone when there is none)
 * @return 1 with the point; 0 if no point of the segment is legal (its
 *         start included: a team that may not move now); WG_EINVAL (not a
 *         fow game, out_x or out_y NULL); WG_ERANGE (no such team)
 */
WG_API int wg_fow_reach_along(const wg_game *g, int team, int32_t x, int32_t y, int32_t *out_x,
                              int32_t *out_y);

/* ---------------------------------------------------------------- exact odds */

/**
 * Exact odds (wg_odds_action, wargame.h) in the fow ruleset. Actions with
 * odds:
 *   - DECLARE (WG_DEC_FIRE, or WG_DEC_DEFENSIVE_FIRE): the shot of that one
 *     weapon at the target's platoon, as if it were resolved alone, with the
 *     ROF and score to hit it would have (OF-S2..OF-S4; in the defensive
 *     window from the halt, against side armour, OF-A4). odds.attacks = 1.
 *     Outcomes WG_FOW_OUTCOME_SHOT.
 *   - RESOLVE in the Shooting Step: the fire of every declared weapon,
 *     with the picked-out type in `part` (OF-S7). All of them must be at
 *     one platoon (else WG_ELIMIT). odds.attacks = weapons declared.
 *     Outcomes WG_FOW_OUTCOME_FIRE.
 *   - RESOLVE or CHOOSE 0 in the defensive-fire window: the declared
 *     weapons, or those the automatic choice would declare (OF-A4, OF-A6).
 *     Outcomes GOES_IN, FALLS_BACK or WIPED_OUT.
 * Every other action (MOVE, PASS, ALLOCATE, the assault's DECLARE and its
 * tank terror test, charges, counterattacks, the Starting Step's tests)
 * gives WG_ESTATE.
 *
 * Allocation: hits go where the automatic allocation (CHOOSE 0 in
 * WG_DEC_ALLOCATE_HITS) puts them: each hit in order (weapon by weapon, in
 * declaration order) to the first team, in scenario order, that OF-S6 and
 * OF-S7 allow (fewest hits first, then precedence: not gone to ground,
 * operational, within 16"/40cm, unprotected, side armour). A player who
 * allocates otherwise can get other odds.
 *
 * den is a power of 6 (the most dice a path can roll, less the factors of 6
 * common to every numerator). Outcomes are sorted by kind, then value; only
 * possible ones are listed. WG_ELIMIT (with the reason in
 * wg_game_last_error) when the weapons shoot at more than one platoon, the
 * den would pass 6^24, a path could roll more than 49 dice, there would be
 * more than WG_ODDS_MAX outcomes or more than 32 weapons, or the work would
 * pass its bounds (more than 512 different tallies of hits per team, or 20
 * million states to follow: over a second; neither is reached in play of
 * the shipped scenarios). Never an approximate answer. The work grows with
 * the states the fire can leave the platoon in (the hits each team has
 * taken, and where each tank stands), not with the combinations of hits: a
 * weapon's shot takes a few microseconds, a platoon's fire or defensive
 * fire a few to thirty (much of it the rules' range, sight and cover
 * tests), four Shermans firing every weapon at three StuGs (12 weapons, 16
 * dice to hit) a few tens, the largest fire found (the same at sixteen
 * tanks, refused) under a millisecond.
 * A query allocates nothing (but CHOOSE 0's copy, below, and the game's
 * scratch space for the odds' tables, about 190 KB, on the first query) and
 * needs little stack.
 *
 * One outcome:
 *   kind   WG_FOW_OUTCOME_SHOT or _FIRE, plus WG_FOW_OUTCOME_PINNED when the
 *          platoon's hits this step reach five and it has no tank (OF-S17;
 *          also when it was already pinned); or, for defensive fire,
 *          WG_FOW_OUTCOME_GOES_IN (the fight follows), _FALLS_BACK (five
 *          hits on a platoon without tanks, or two tank results, OF-A6),
 *          _WIPED_OUT (no assaulting team left). WG_FOW_OUTCOME_KIND(kind)
 *          takes the bit off.
 *   unit   -1 (the outcome spans the platoon's teams).
 *   part   the target platoon (the assaulting platoon for defensive fire).
 *   value  read with the macros below: HITS the hits scored (SHOT only; 0
 *          otherwise), DESTROYED teams destroyed, BAILED tanks bailed out
 *          that were not before (a bailed-out tank bailed out again is
 *          destroyed, OF-S16).
 * For defensive fire, OF-A6's "two or more tanks bailed out or destroyed"
 * counts tanks: one bailed out and then destroyed by the same fire is one
 * tank. A platoon is a tank platoon if it had a tank when it went in.
 * CHOOSE 0's odds plan the automatic choice on
 * a copy of the game: WG_EBUSY if asked from a callback while an action
 * runs, WG_ENOMEM if the copy fails.
 *
 * Example: a PaK40 (ROF 2, anti-tank 12, firepower 3+) that has not moved
 * shoots a lone Trained Sherman 10"/25cm away whose hull and turret face
 * it. Each die hits on 3+ (4 faces in 6). A hit meets front armour 6: a die
 * of 1-5 (total below 12) and the firepower test destroys it on 3+, else
 * bails it out; a 6 (total 12, equal) bails it out on 3+, else no effect.
 * A second hit on the bailed-out tank that would bail it out destroys it.
 * den = 6^6 = 46656; outcomes in order (kind: HITS, DESTROYED, BAILED:
 * num; within a kind by value, DESTROYED before BAILED counts):
 * SHOT 0,0,0: 5184 (1/9); SHOT 1,0,0: 1152; SHOT 2,0,0: 64; SHOT 1,1,0:
 * 11520; SHOT 2,1,0: 19776; SHOT 1,0,1: 8064; SHOT 2,0,1: 896. The Sherman
 * is destroyed 31296 times in 46656 (67.1%).
 */
#define WG_FOW_OUTCOME_SHOT 1       /**< one weapon's shot (a DECLARE) */
#define WG_FOW_OUTCOME_FIRE 2       /**< a platoon's fire (a RESOLVE) */
#define WG_FOW_OUTCOME_GOES_IN 3    /**< defensive fire: the assault goes on to the fight */
#define WG_FOW_OUTCOME_FALLS_BACK 4 /**< defensive fire: the assault falls back (OF-A6) */
#define WG_FOW_OUTCOME_WIPED_OUT 5  /**< defensive fire destroyed every assaulting team */
#define WG_FOW_OUTCOME_PINNED 8     /**< bit: the target platoon is pinned down (OF-S17) */

/** The outcome's kind without the PINNED bit. */
#define WG_FOW_OUTCOME_KIND(kind) ((kind) & 7)
/** Hits scored (SHOT outcomes). */
#define WG_FOW_OUTCOME_HITS(value) ((value) & 255)
/** Teams destroyed. */
#define WG_FOW_OUTCOME_DESTROYED(value) (((value) >> 8) & 255)
/** Tanks newly bailed out. */
#define WG_FOW_OUTCOME_BAILED(value) (((value) >> 16) & 255)
/** An outcome's value from its parts (each 0..255). */
#define WG_FOW_OUTCOME_VALUE(hits, destroyed, bailed) ((hits) | (destroyed) << 8 | (bailed) << 16)

#ifdef __cplusplus
}
#endif

#endif /* WARGAME_FOW_H */
