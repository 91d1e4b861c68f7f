/*
 * libwargame: the `mob` ruleset ("Memoir of Battle", first draft).
 *
 * A scenario names `ruleset: mob`; lib/rulesets/mob/README.md describes the
 * scenario file and every interpretation of the draft. This header is the
 * manual of the protocol: who decides what, which actions answer each
 * decision, what every event carries, and the queries a client needs.
 *
 * Players, units and hexes
 *   Player 0 is the scenario's first side, player 1 its second. Units are
 *   numbered in scenario order. wg_unit_info.kind is a wg_mob_unit_type,
 *   strength the figures left, moves_left the hexes the unit may still
 *   move in its side's movement phase. Hexes in actions, events, decisions
 *   and queries are axial (q, r) as in wargame/hex.h; the scenario file
 *   writes them as offset [column, row].
 *   A hex holds at most one unit, plus at most one general of the same
 *   side (a general "in the same hex" as a unit, MB-U6).
 *
 * The start
 *   A new game waits on WG_DEC_SETUP (player 0, turn 0): its only answer,
 *   PASS, begins turn 1. Nothing has been rolled before it, so a host can
 *   install its dice source and event callback first.
 *
 * The turn (MB-T1 .. MB-T5)
 *   1. Artillery phase (WG_MOB_PHASE_ARTILLERY). Every artillery unit that
 *      has a target is asked for one, player 0's guns first (in unit
 *      order), then player 1's. Then all the chosen guns roll their dice
 *      (WG_EV_ATTACK, then one WG_EV_DIE per die), and only then are the
 *      losses applied, gun by gun in the same order
 *      (WG_MOB_EV_ARTILLERY_LOSSES opens that step). A gun destroyed by
 *      the other side's fire this phase has still fired (MB-E1).
 *   2. Initiative (WG_MOB_PHASE_INITIATIVE): player 0 rolls a die, then
 *      player 1 (purpose WG_MOB_ROLL_INITIATIVE); the lower score moves and
 *      fires first; a tie is rolled again (WG_MOB_EV_INITIATIVE each time).
 *   3. The first side's movement (WG_MOB_PHASE_MOVE), then its fire
 *      (WG_MOB_PHASE_FIRE); artillery does not fire in a fire phase.
 *   4. The other side's movement, then its fire.
 *   5. End of turn: victory by held hexes, then the turn limit.
 *   A movement or fire phase in which the side could only PASS ends
 *   without asking (its WG_EV_PHASE event is still emitted), and so does
 *   a phase in which the last possible step or battle was just made.
 *   wg_game_info.active is the side of the current phase (the deciding
 *   gun's owner in the artillery phase); phase is a wg_mob_phase.
 *
 * Decision kinds. Every decision names the question it asks in
 * wg_decision.kind; wg_decision_kind_name gives its stable dotted name
 * (hosts may key on these names: they do not change between versions):
 *   "mob.start"    WG_DEC_SETUP: PASS begins the battle.
 *   "mob.gun"      WG_DEC_FIRE: one gun's target in the artillery phase.
 *   "mob.move"     WG_DEC_MOVE: a side's movement phase.
 *   "mob.fire"     WG_DEC_FIRE: a side's fire phase (battles, fences).
 *   "mob.retreat"  WG_DEC_RETREAT: the hex of a retreat step.
 *
 * Decisions and their actions (fields not named are -1, or 0 for x, y and
 * value, as WG_ACTION_INIT leaves them: the library finds the action in
 * its legal list field by field). The list is ordered: by acting unit,
 * then target unit or direction 0..5, then the other kinds, PASS last.
 *
 *   WG_DEC_SETUP, player 0, before turn 1.
 *     PASS                begin the battle.
 *
 *   WG_DEC_FIRE in the artillery phase. decision.unit = the gun, (x, y)
 *   its hex.
 *     FIRE unit target    the gun will fire at `target` (no dice yet: the
 *                         dice are rolled once every gun has chosen, so
 *                         this action can be undone).
 *     PASS                the gun holds its fire this turn.
 *
 *   WG_DEC_MOVE, the moving side. decision.count = hexes its units may
 *   still move in total.
 *     MOVE unit x y       one step of `unit` to the adjacent hex (x, y).
 *                         Units may move in any order, one hex a step.
 *     PASS                end the side's movement.
 *
 *   WG_DEC_FIRE, the firing side.
 *     FIRE unit target    battle: the dice are rolled and the results
 *                         applied at once (retreats may ask the target's
 *                         owner first: WG_DEC_RETREAT).
 *     CHOOSE unit value=WG_MOB_CHOICE_REMOVE_FENCE
 *                         infantry in a fence/wire hex does not battle and
 *                         removes the fence instead (MB-X8); the hex
 *                         becomes clear.
 *     PASS                end the side's fire.
 *
 *   WG_DEC_RETREAT, the retreating unit's owner (inside the phase that
 *   caused it). decision.unit = the unit, (x, y) its hex, count = hexes it
 *   still has to retreat. Asked only when two or more hexes are legal; one
 *   legal hex is taken without asking; none costs a figure per hex left.
 *     RETREAT unit x y    retreat one hex to (x, y).
 *
 * Battle dice (MB-D1, MB-D2): every die goes through the dice source as a
 * d6 (wg_roll.sides 6), purpose WG_MOB_ROLL_BATTLE (fire phase) or
 * WG_MOB_ROLL_ARTILLERY, need 0, unit = the firer, target = the target.
 * Faces, as the shipped data numbers them (wg_mob_die_face):
 *   1 infantry, 2 infantry, 3 cavalry, 4 artillery/machine gun,
 *   5 general, 6 retreat flag.
 * Initiative dice: purpose WG_MOB_ROLL_INITIATIVE, unit and target -1,
 * player 0's die first.
 *
 * Events (beside WG_EV_GAME_START, WG_EV_TURN (value = turn), WG_EV_PHASE
 * (player = side or -1, value = wg_mob_phase) and WG_EV_DIE):
 *   WG_EV_MOVE         unit moved from (value, extra) to (x, y).
 *   WG_EV_DECLARED     artillery phase: unit (gun) will fire at target;
 *                      value = its dice.
 *   WG_EV_ATTACK       unit battles target at (x, y): value = dice,
 *                      extra = range; its WG_EV_DIE events follow.
 *   WG_EV_RESULT       unit's battle against target: value = hits on the
 *                      target, extra = flags that count (after
 *                      fieldworks), result = hits on a general in the
 *                      target's hex.
 *   WG_MOB_EV_FLAG_IGNORED unit (the target, in fieldworks) at (x, y)
 *                      ignored value flags (MB-X9).
 *   WG_EV_DAMAGED      unit lost value figures; extra = figures left.
 *   WG_EV_DESTROYED    unit destroyed; player = the side credited.
 *   WG_MOB_EV_RETREAT  unit retreated from (value, extra) to (x, y).
 *   WG_MOB_EV_RETREAT_BLOCKED unit at (x, y) could not retreat value
 *                      hexes: it loses that many figures (MB-D3).
 *   WG_MOB_EV_FENCE_REMOVED  unit removed the fence at (x, y).
 *   WG_MOB_EV_ARTILLERY_LOSSES the artillery phase's losses apply now.
 *   WG_MOB_EV_INITIATIVE value = player 0's roll, extra = player 1's;
 *                      player = the side that goes first, or -1 on a tie
 *                      (then both roll again).
 *   WG_EV_GAME_OVER    player = winner (-1 for a draw), result =
 *                      wg_mob_result.
 *
 * Score: wg_game_info.score[p] = enemy units player p has destroyed.
 *
 * Limits: WG_MOB_MAX_UNITS units, boards up to WG_MOB_MAX_SIDE hexes a
 * side, WG_MOB_MAX_OBJECTIVES hexes to hold, WG_MOB_MAX_TURNS turns.
 */
#ifndef WARGAME_MOB_H
#define WARGAME_MOB_H

#include <stddef.h>
#include <stdint.h>

#include "wargame/hex.h"
#include "wargame/wargame.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------- limits */

/** Most units in a scenario (both sides, generals included). */
#define WG_MOB_MAX_UNITS 64
/** Most columns, and most rows, of a board. */
#define WG_MOB_MAX_SIDE 32
/** Most hexes in a scenario's `victory: hold:` list. */
#define WG_MOB_MAX_OBJECTIVES 16
/** Largest `victory: turns:`. */
#define WG_MOB_MAX_TURNS 1000

/* ---------------------------------------------------------------- codes */

/** Phase codes (wg_game_info.phase, WG_EV_PHASE value). */
typedef enum wg_mob_phase {
    WG_MOB_PHASE_NONE = 0,
    WG_MOB_PHASE_ARTILLERY = 1,  /**< MB-T1: both sides' artillery */
    WG_MOB_PHASE_INITIATIVE = 2, /**< MB-T2: the initiative roll */
    WG_MOB_PHASE_MOVE = 3,       /**< MB-T3/T4: one side moves */
    WG_MOB_PHASE_FIRE = 4        /**< MB-T3/T4: one side fires (not its artillery) */
} wg_mob_phase;

/** Roll purposes (wg_roll.purpose, WG_EV_DIE purpose). */
typedef enum wg_mob_roll {
    WG_MOB_ROLL_BATTLE = 1,     /**< a battle die in a fire phase */
    WG_MOB_ROLL_ARTILLERY = 2,  /**< a battle die in the artillery phase */
    WG_MOB_ROLL_INITIATIVE = 3  /**< a plain d6 for the initiative */
} wg_mob_roll;

/** Unit types (wg_unit_info.kind): MB-U1 .. MB-U6. */
typedef enum wg_mob_unit_type {
    WG_MOB_INFANTRY = 0,
    WG_MOB_MACHINE_GUN = 1,
    WG_MOB_SMOOTHBORE_ARTILLERY = 2,
    WG_MOB_RIFLED_ARTILLERY = 3,
    WG_MOB_CAVALRY = 4,
    WG_MOB_GENERAL = 5,
    WG_MOB_UNIT_TYPE_COUNT = 6
} wg_mob_unit_type;

/** Terrain types (wg_mob_hex_info.terrain): MB-X1 .. MB-X11. */
typedef enum wg_mob_terrain {
    WG_MOB_CLEAR = 0,      /**< open ground: every hex the scenario does not name */
    WG_MOB_WOOD = 1,
    WG_MOB_ORCHARD = 2,
    WG_MOB_HILL = 3,
    WG_MOB_BUILT_UP = 4,
    WG_MOB_RIVER = 5,
    WG_MOB_BRIDGE = 6,     /**< a river hex with a bridge */
    WG_MOB_FIELD = 7,
    WG_MOB_TALL_CROPS = 8, /**< a field of tall crops */
    WG_MOB_ROUGH = 9,
    WG_MOB_FENCE = 10,     /**< fence or wire */
    WG_MOB_FIELDWORKS = 11,
    WG_MOB_SAND = 12,
    WG_MOB_WATER = 13,
    WG_MOB_TERRAIN_COUNT = 14
} wg_mob_terrain;

/** Battle die symbols (wg_mob_die_face): MB-D1. */
typedef enum wg_mob_face {
    WG_MOB_FACE_INFANTRY = 0,  /**< hits infantry */
    WG_MOB_FACE_CAVALRY = 1,   /**< hits cavalry */
    WG_MOB_FACE_ARTILLERY = 2, /**< hits artillery and machine guns */
    WG_MOB_FACE_GENERAL = 3,   /**< hits a general */
    WG_MOB_FACE_FLAG = 4,      /**< retreat one hex */
    WG_MOB_FACE_COUNT = 5
} wg_mob_face;

/** The board edge a side retreats towards (its "own side"). */
typedef enum wg_mob_home {
    WG_MOB_HOME_BOTTOM = 0, /**< the last row */
    WG_MOB_HOME_TOP = 1,    /**< row 0 */
    WG_MOB_HOME_LEFT = 2,   /**< column 0 */
    WG_MOB_HOME_RIGHT = 3   /**< the last column */
} wg_mob_home;

/** Game results (wg_game_info.result, WG_EV_GAME_OVER result). */
typedef enum wg_mob_result {
    WG_MOB_RESULT_NONE = 0,
    WG_MOB_RESULT_DESTROY = 1,    /**< the winner destroyed `victory: destroy` units */
    WG_MOB_RESULT_HOLD = 2,       /**< the winner holds every `victory: hold` hex at a turn's end */
    WG_MOB_RESULT_ANNIHILATE = 3, /**< the loser has no unit left but generals */
    WG_MOB_RESULT_TURNS = 4,      /**< turn limit: the winner destroyed more units */
    WG_MOB_RESULT_DRAW = 5        /**< turn limit with equal scores, or both won at once */
} wg_mob_result;

/** wg_action.value of WG_ACT_CHOOSE in a fire phase. */
typedef enum wg_mob_choice {
    WG_MOB_CHOICE_REMOVE_FENCE = 1 /**< MB-X8: do not battle, remove the fence/wire */
} wg_mob_choice;

/** Ruleset events (wg_event.type), beside wargame.h's. */
typedef enum wg_mob_event_type {
    WG_MOB_EV_INITIATIVE = 2000,       /**< value/extra = the rolls; player = first or -1 */
    WG_MOB_EV_RETREAT = 2001,          /**< unit retreated from (value, extra) to (x, y) */
    WG_MOB_EV_RETREAT_BLOCKED = 2002,  /**< unit at (x, y) cannot retreat value hexes */
    WG_MOB_EV_FLAG_IGNORED = 2003,     /**< unit at (x, y) ignored value flags (fieldworks) */
    WG_MOB_EV_FENCE_REMOVED = 2004,    /**< unit removed the fence at (x, y) */
    WG_MOB_EV_ARTILLERY_LOSSES = 2005  /**< the artillery phase's losses apply now */
} wg_mob_event_type;

/* ---------------------------------------------------------------- exact odds */

/**
 * Exact odds (wg_odds_action, wargame.h) in the mob ruleset. Actions with
 * odds: a FIRE in a fire phase (the battle it rolls at once) and a FIRE in
 * the artillery phase (the shot the gun commits to; its dice are rolled
 * when every gun has chosen). Every other action (MOVE, PASS, RETREAT,
 * CHOOSE to remove a fence, the start) gives WG_ESTATE. Memoir of Battle
 * has no Op Fire. den = 6^dice, odds.attacks = 1; outcomes are sorted by
 * kind, then by value, and only possible ones are listed; at most 15 dice
 * (more gives WG_ELIMIT; the shipped data rolls at most 5).
 *
 * One outcome is what the battle does to its target (MB-D2, MB-D3, MB-X9):
 *   kind   how the target ends: WG_MOB_OUTCOME_HELD (it stays, alive),
 *          _RETREATED (it made every hex of its retreat), _BLOCKED (it could
 *          not make REST hexes and lost a figure for each, and lives),
 *          _CHOICE (after STEPS forced hexes two or more hexes are legal:
 *          the owner chooses, REST hexes are still to go; the distribution
 *          stops at that choice), _DESTROYED (by hits, or by a blocked
 *          retreat); plus WG_MOB_OUTCOME_GENERAL_LOST when a general in the
 *          target's hex is destroyed by the general faces.
 *          WG_MOB_OUTCOME_END(kind) takes the bit off.
 *   unit   the target.
 *   part   the general in the target's hex whose fate the kind gives, or -1.
 *   value  4 bits each, read with the macros below: HITS figures lost to the
 *          dice, FLAGS flags that count (after the terrain ignored IGNORED of
 *          them), STEPS hexes retreated without a choice, REST hexes not
 *          made (blocked) or still to choose, LEFT figures left at the end
 *          (0 destroyed). When the hits destroy the target its flags do
 *          nothing: FLAGS, IGNORED, STEPS and REST are then 0.
 * Retreats are worked out as the rules make them: one legal hex is taken,
 * none costs a figure per hex left, two or more stop at the owner's choice.
 * A gun's shot in the artillery phase is computed on the board as it is when
 * the gun chooses: the results of the guns applied before it (MB-T1) may
 * still weaken or move its target first.
 *
 * Example: infantry rolls 3 dice at range 2 at an enemy infantry unit of 3
 * figures on its own home row, on open ground (no retreat hex). Each die:
 * 2/6 a hit, 1/6 a flag, 3/6 nothing; den = 216. Outcomes in order (kind:
 * HITS, FLAGS, REST, LEFT: num; within a kind fewer figures LEFT come first,
 * LEFT being the value's high nibble): HELD 2,0,0,1: 36; HELD 1,0,0,2: 54;
 * HELD 0,0,0,3: 27; BLOCKED 1,1,1,1: 36; BLOCKED 0,2,2,1: 9; BLOCKED
 * 0,1,1,2: 27; DESTROYED 3,0,0,0: 8 (three hits); DESTROYED 2,1,1,0: 12;
 * DESTROYED 1,2,2,0: 6; DESTROYED 0,3,3,0: 1. The target is destroyed 27
 * times in 216 (1/8).
 */
#define WG_MOB_OUTCOME_HELD 0         /**< the target stays where it is, alive */
#define WG_MOB_OUTCOME_RETREATED 1    /**< it retreated every hex its flags asked */
#define WG_MOB_OUTCOME_BLOCKED 2      /**< its retreat was blocked: figures lost, alive */
#define WG_MOB_OUTCOME_CHOICE 3       /**< its owner must choose the next retreat hex */
#define WG_MOB_OUTCOME_DESTROYED 4    /**< it was destroyed */
#define WG_MOB_OUTCOME_GENERAL_LOST 8 /**< bit: the general in its hex (part) was destroyed */

/** How the target ends (WG_MOB_OUTCOME_HELD .. _DESTROYED), from an outcome's kind. */
#define WG_MOB_OUTCOME_END(kind) ((kind) & 7)
/** Figures the target lost to the dice. */
#define WG_MOB_OUTCOME_HITS(value) ((value) & 15)
/** Flags that counted (after the terrain's), 0 if the hits destroyed the target. */
#define WG_MOB_OUTCOME_FLAGS(value) (((value) >> 4) & 15)
/** Flags the target's terrain ignored (MB-X9), 0 if the hits destroyed it. */
#define WG_MOB_OUTCOME_IGNORED(value) (((value) >> 8) & 15)
/** Hexes retreated without a choice. */
#define WG_MOB_OUTCOME_STEPS(value) (((value) >> 12) & 15)
/** Hexes of the retreat not made: blocked (a figure each) or waiting for the choice. */
#define WG_MOB_OUTCOME_REST(value) (((value) >> 16) & 15)
/** Figures the target has left at the end (0: destroyed). */
#define WG_MOB_OUTCOME_LEFT(value) (((value) >> 20) & 15)
/** An outcome's value from its parts (each 0..15). */
#define WG_MOB_OUTCOME_VALUE(hits, flags, ignored, steps, rest, left)                       \
    ((hits) | (flags) << 4 | (ignored) << 8 | (steps) << 12 | (rest) << 16 | (left) << 20)

/* ---------------------------------------------------------------- queries */

/*
 * The queries below follow the query contract of wargame.h ("Queries"): a
 * game of another ruleset gives WG_EINVAL (NULL for a name) with a message
 * naming both rulesets; a bad index or a hex off the board gives WG_ERANGE
 * with a message.
 */

/** The board and the scenario's victory conditions (wg_mob_board). */
typedef struct wg_mob_board_info {
    size_t size;          /**< sizeof(wg_mob_board_info) */
    int32_t columns;
    int32_t rows;
    int32_t layout;       /**< WG_HEX_ODD_R or WG_HEX_EVEN_R (wargame/hex.h) */
    int32_t home[2];      /**< each side's wg_mob_home */
    int32_t turns;        /**< the turn limit */
    int32_t destroy;      /**< units to destroy to win, or 0 */
    int32_t objectives;   /**< hexes to hold (wg_mob_hex_info.objective) */
} wg_mob_board_info;

#define WG_MOB_BOARD_INFO_INIT { sizeof(wg_mob_board_info), 0, 0, 0, { 0, 0 }, 0, 0, 0 }

/** Set *info to WG_MOB_BOARD_INFO_INIT (for FFI hosts). NULL is a no-op. */
WG_API void wg_mob_board_info_init(wg_mob_board_info *info);

/**
 * The board's size and the victory conditions.
 * @param g    a mob game
 * @param out  filled; out->size at least sizeof(wg_mob_board_info)
 * @return WG_OK; WG_EINVAL (NULL, small size, not a mob game)
 */
WG_API int wg_mob_board(const wg_game *g, wg_mob_board_info *out);

/** One hex of the board now (wg_mob_hex). */
typedef struct wg_mob_hex_info {
    size_t size;        /**< sizeof(wg_mob_hex_info) */
    int32_t column, row; /**< its offset position */
    int32_t terrain;    /**< wg_mob_terrain now (a removed fence reads WG_MOB_CLEAR) */
    int32_t height;     /**< a hill's height (1 unless the scenario says), else 0 */
    int32_t objective;  /**< 1 if it is a `victory: hold` hex */
    int32_t unit;       /**< the unit in it other than a general, or -1 */
    int32_t general;    /**< the general in it, or -1 */
} wg_mob_hex_info;

#define WG_MOB_HEX_INFO_INIT { sizeof(wg_mob_hex_info), 0, 0, 0, 0, 0, -1, -1 }

/** Set *info to WG_MOB_HEX_INFO_INIT (for FFI hosts). NULL is a no-op. */
WG_API void wg_mob_hex_info_init(wg_mob_hex_info *info);

/**
 * What lies at a hex of the board now.
 * @param g    a mob game
 * @param hex  an axial hex
 * @param out  filled; out->size at least sizeof(wg_mob_hex_info)
 * @return WG_OK; WG_EINVAL (NULL, small size, not a mob game); WG_ERANGE
 *         (the hex is off the board; *out is left as it was)
 */
WG_API int wg_mob_hex(const wg_game *g, wg_hex hex, wg_mob_hex_info *out);

/**
 * A terrain type's name from the ruleset data ("wood", "built-up area", ...).
 * @return the name, owned by the game; NULL for a game of another ruleset or
 *         no such terrain type (the reason in wg_game_last_error)
 */
WG_API const char *wg_mob_terrain_name(const wg_game *g, int terrain);

/** One unit's rules state (wg_mob_unit). */
typedef struct wg_mob_unit_info {
    size_t size;        /**< sizeof(wg_mob_unit_info) */
    int32_t type;       /**< wg_mob_unit_type */
    int32_t figures;    /**< figures left (0 once destroyed) */
    int32_t figures_start; /**< figures of a full unit of its type */
    int32_t range;      /**< its range from where it stands (hill bonus included), 0 for a general */
    int32_t moved;      /**< hexes moved this turn */
    int32_t moves_left; /**< hexes it may still move in its side's movement phase */
    int32_t battled;    /**< 1 once it has battled (or removed a fence) this turn */
    int32_t may_battle; /**< 1 if nothing stops it battling now (phase aside) */
    int32_t general;    /**< the general in its hex, or -1 */
} wg_mob_unit_info;

#define WG_MOB_UNIT_INFO_INIT { sizeof(wg_mob_unit_info), 0, 0, 0, 0, 0, 0, 0, 0, -1 }

/** Set *info to WG_MOB_UNIT_INFO_INIT (for FFI hosts). NULL is a no-op. */
WG_API void wg_mob_unit_info_init(wg_mob_unit_info *info);

/**
 * A unit's rules state.
 * @return WG_OK; WG_EINVAL (NULL, small size, not a mob game); WG_ERANGE (no such unit)
 */
WG_API int wg_mob_unit(const wg_game *g, int unit, wg_mob_unit_info *out);

/**
 * The battle dice `unit` would roll at `target` from where both stand now:
 * by the firer's type and the range (MB-U*, the hill range bonus MB-X3),
 * plus one for a general in an infantry or cavalry unit's hex (MB-U6),
 * less the target's terrain and an infantry firer's fence (MB-X*), never
 * below zero (MB-X12). Out of range, out of sight (MB-L1), a general
 * firing, or a target of its own side: 0. Whether the unit may battle in
 * the current phase is not considered (the legal actions say that).
 * @return the number of dice (>= 0); WG_EINVAL (not a mob game); WG_ERANGE
 *         (no such unit or target)
 */
WG_API int wg_mob_battle_dice(const wg_game *g, int unit, int target);

/**
 * Line of sight from hex `from` to hex `to` with the board and the units as
 * they are now (MB-L1, MB-X*; units between block, and hills between two
 * units on hills of the same height do not, see the README).
 * @return 1 clear, 0 blocked; WG_EINVAL (not a mob game); WG_ERANGE if
 *         either hex is off the board
 */
WG_API int wg_mob_line_of_sight(const wg_game *g, wg_hex from, wg_hex to);

/**
 * The symbol on face `face` (1..6) of the battle die (MB-D1).
 * @return a wg_mob_face; WG_EINVAL (not a mob game); WG_ERANGE (not a face 1..6)
 */
WG_API int wg_mob_die_face(const wg_game *g, int face);

/** The turn's order (wg_mob_turn). */
typedef struct wg_mob_turn_info {
    size_t size;          /**< sizeof(wg_mob_turn_info) */
    int32_t turn;
    int32_t phase;        /**< wg_mob_phase; WG_MOB_PHASE_NONE before the first turn begins */
    int32_t first;        /**< the side that moves first this turn, -1 before the roll */
    int32_t side;         /**< the side of the current phase, -1 in the artillery phase */
    int32_t initiative[2]; /**< this turn's last initiative rolls, 0 before the roll */
    int32_t destroyed[2]; /**< enemy units each side has destroyed */
} wg_mob_turn_info;

#define WG_MOB_TURN_INFO_INIT { sizeof(wg_mob_turn_info), 0, 0, -1, -1, { 0, 0 }, { 0, 0 } }

/** Set *info to WG_MOB_TURN_INFO_INIT (for FFI hosts). NULL is a no-op. */
WG_API void wg_mob_turn_info_init(wg_mob_turn_info *info);

/**
 * Where the turn stands.
 * @return WG_OK; WG_EINVAL (NULL, small size, not a mob game)
 */
WG_API int wg_mob_turn(const wg_game *g, wg_mob_turn_info *out);

#ifdef __cplusplus
}
#endif

#endif /* WARGAME_MOB_H */
