/*
 * libwargame: the `ogre` ruleset (OGRE base game + the Splitfire option).
 *
 * A scenario names `ruleset: ogre`; lib/rulesets/ogre/README.md describes
 * the scenario file. This header is the manual of the protocol: who decides
 * what, which actions answer each decision, what every event carries, and
 * the queries a client needs to draw the game.
 *
 * Players and units
 *   Player 0 is the Ogre (WG_OGRE_PLAYER_OGRE), player 1 the defender.
 *   Unit 0 is the Ogre; units 1.. are the defenders in scenario order.
 *   The Ogre's systems are numbered 0..weapon_count-1 in the order of its
 *   unit type (missiles, then main batteries, secondaries, AP guns for the
 *   shipped Marks); its treads are the part WG_OGRE_PART_TREADS. These
 *   numbers go in wg_action.weapon (the Ogre fires system w) and
 *   wg_action.part (a defender attacks system p).
 *   Hexes in actions, events and unit info are axial (q, r) as in
 *   wargame/hex.h; the scenario file writes them as offset [column, row].
 *
 * The turn (OG-T1)
 *   The Ogre moves first. Each game turn is an Ogre player turn (recovery,
 *   movement, fire) then a defender player turn (recovery, movement, fire,
 *   GEV second move). Recovery is automatic. A phase in which the player
 *   could only PASS is skipped (its WG_EV_PHASE event is still emitted).
 *   The game ends by victory (see wg_ogre_result) or after the scenario's
 *   `turns` (none unless it sets them, OG-X6). With `splitfire` and no
 *   set-up, the game's first decision is WG_DEC_SETUP (the Ogre, answered
 *   by PASS, "ogre.start"): the first turn, and its splitfire window,
 *   begin only then, so creation opens no window (a host installs its
 *   listener and dice first). A set-up decision does the same.
 *
 * The set-up (OG-X4, OG-X5), before turn 1, when the scenario asks for it
 *   A scenario with `setup:` lets the defender buy and place its force from
 *   a budget; its units to buy are units of the game from the start (after
 *   the scenario's own defenders), not alive and off the map until placed.
 *   An Ogre given no `at` then enters by a hex of its entry edge; that hex
 *   counts for its first movement phase (an entry hex costing 1 leaves an
 *   M3 Ogre 2 points). Each placement emits WG_OGRE_EV_PLACED.
 *
 *   WG_DEC_SETUP, defender. decision.count = armor units left to spend,
 *   pending = infantry squads left.
 *     MOVE  unit, x, y, value
 *                        buy and place `unit`, the next unplaced unit of
 *                        its type (units of a type are bought in order), at
 *                        hex (x, y): in the set-up rows, where it may stand,
 *                        within the stacking limits. Armor costs its type's
 *                        cost (a howitzer 2) and takes value 0; infantry
 *                        takes value = squads (1 to 3).
 *     CHOOSE value 0     spend the rest automatically: the offered types in
 *                        turn, one unit each round (infantry three squads),
 *                        each on the free hex nearest the first command post.
 *     PASS               end the set-up (the rest of the budget is lost).
 *   The set-up ends by itself once nothing more can be bought.
 *
 *   WG_DEC_SETUP, Ogre (its scenario entry has no `at`). decision.unit = the Ogre.
 *     MOVE  unit, x, y   the Ogre (unit 0) enters by hex (x, y) of its entry
 *                        edge: one it may enter, with no defender in it.
 *     CHOOSE value 0     the edge hex nearest the first command post.
 *
 * Decision kinds. Every decision names the question it asks in
 * wg_decision.kind; wg_decision_kind_name gives its stable dotted name
 * (hosts may key on these names: they do not change between versions):
 *   "ogre.ogre_move"      WG_DEC_MOVE, Ogre: its step, STAY or the end of its
 *                         movement (without splitfire).
 *   "ogre.splitfire"      WG_DEC_SPLITFIRE, Ogre: a splitfire window, the
 *                         attacks before a movement point and the move.
 *   "ogre.fire"           WG_DEC_FIRE, either player: the fire phase's attacks.
 *   "ogre.defender_move"  WG_DEC_MOVE, defender: the movement phase.
 *   "ogre.gev_move"       WG_DEC_MOVE, defender: the GEV second move.
 *   "ogre.start"          WG_DEC_SETUP, Ogre (splitfire games only): PASS
 *                         starts the game (see "The turn").
 *   "ogre.setup"          WG_DEC_SETUP, defender: buy and place a unit of the
 *                         set-up before play (OG-X4).
 *   "ogre.entry"          WG_DEC_SETUP, Ogre: the hex it enters by (OG-X5).
 *
 * Decisions and their actions (fields not named are -1, or 0 for x, y and
 * value, exactly as wg_action_init / WG_ACTION_INIT leave them: the library
 * finds the action in its legal list field by field).
 *
 *   WG_DEC_MOVE, defender (movement phase; and the GEV second move, where
 *   only GEVs may move). decision.count = movement points left in total.
 *     MOVE  unit, x, y   one step of `unit` to the adjacent hex (x, y); its
 *                        entry cost must not exceed the unit's points left.
 *                        Or a move through hexes of friendly units it may
 *                        not stop in, to the hex (x, y) beyond them where it
 *                        may (the cheapest path through them; one
 *                        WG_EV_MOVE per hex entered). Armor stepping into
 *                        the Ogre's hex rams it. Units may move in any
 *                        order and come back to move again while they have
 *                        points left.
 *     PASS               end the phase.
 *
 *   WG_DEC_MOVE, Ogre, without splitfire. decision.unit = the Ogre,
 *   (x, y) its hex, count = its movement points left.
 *     MOVE  unit, x, y   one step (a ram into a vehicle or command post, an
 *                        overrun into infantry, or, once every command post
 *                        is destroyed, an escape off its entry edge to the
 *                        off-board hex (x, y)).
 *     STAY  unit         spend one point staying in a hex shared with enemy
 *                        infantry, to overrun it again (OG-M2).
 *     PASS               end movement.
 *
 *   WG_DEC_SPLITFIRE, Ogre (splitfire: true). Opened before each movement
 *   point, at depth 2 above the movement phase's own frame. The event
 *   WG_EV_SPLITFIRE_WINDOW (unit = Ogre, x/y its hex, value = number of
 *   options, extra = movement points left) is followed by one
 *   WG_EV_FIRE_OPTION per (weapon, target) that an unfired weapon can
 *   reach now (weapon, target, x/y = the target's hex, value = the
 *   weapon's attack). decision.count = points left, pending = weapons
 *   declared; wg_ogre_declared lists them.
 *     DECLARE unit, weapon, target, value
 *                        add an attack by Ogre system `weapon` on defender
 *                        `target`. value 0 starts a new attack; value 1 adds
 *                        the weapon to the last declared attack, which must
 *                        be on the same target (a combined attack). Any
 *                        number, each weapon once.
 *     MOVE unit, x, y / STAY unit / PASS
 *                        the commit: the declared attacks are rolled and
 *                        resolved in order, WG_EV_WINDOW_CLOSED is emitted,
 *                        then the Ogre moves as declared (MOVE: one step, a
 *                        hex costing 2+ points is still one step; STAY: one
 *                        point spent in place; PASS: movement ends). The
 *                        move cannot be aborted by the results.
 *
 *   WG_DEC_FIRE, either player (fire phase). decision.target = the target
 *   of the attack being built (or -1), pending = attackers in it.
 *     DECLARE            add one attacker to the attack being built; every
 *                        DECLARE of one attack names the same target:
 *                        Ogre: unit = Ogre, weapon = system, target.
 *                        Defender: unit = attacker, target = the Ogre,
 *                        part = an Ogre system or WG_OGRE_PART_TREADS (an
 *                        attack on treads takes one attacker only).
 *     RESOLVE            roll the attack being built (needs one attacker).
 *     PASS               end the phase (only with no attack being built;
 *                        wg_game_undo takes declarations back).
 *   In splitfire games the Ogre's fire phase is its last declaration point:
 *   it opens with WG_EV_SPLITFIRE_WINDOW (extra = 0) and its options, and
 *   ends with WG_EV_WINDOW_CLOSED.
 *
 * Dice: every die is wg_roll purpose WG_OGRE_ROLL_ATTACK, need = the lowest
 * face with an effect in the attack's column, unit = the attacker (the Ogre,
 * or the first defender of a combined attack), target = the unit attacked.
 *
 * Events (beside WG_EV_TURN, WG_EV_PHASE with value = wg_ogre_phase, and
 * WG_EV_DIE):
 *   WG_EV_MOVE        unit moved from (value, extra) to (x, y).
 *   WG_EV_DECLARED    unit, weapon, target, part joined the pending answer;
 *                     value = the action's value.
 *   WG_EV_ATTACK      an attack: unit = the (first) attacker, weapon = the
 *                     Ogre's (first) system or -1, target, part, x/y = the
 *                     target's hex, value = odds column (wg_ogre_odds),
 *                     extra = total attack strength, result = the defence
 *                     it met.
 *   WG_EV_RESULT      target, part, result = WG_OGRE_NE / _D / _X, value =
 *                     the odds column, roll = the die (0 when none rolled).
 *   WG_EV_WASTED      unit = Ogre, weapon, target: the declared target was
 *                     gone when the attack resolved; the weapon has fired.
 *   WG_EV_DISABLED    unit is disabled (value = the game turn in whose
 *                     owner's recovery phase, at the start of that player
 *                     turn, it recovers).
 *   WG_EV_RECOVERED   unit recovered.
 *   WG_EV_DAMAGED     unit lost value points (squads, or treads with part =
 *                     WG_OGRE_PART_TREADS); extra = what is left.
 *   WG_EV_DESTROYED   unit destroyed, or with part >= 0 one Ogre system.
 *   WG_EV_RAM         unit rammed target (the Ogre a defender, or a
 *                     defending armor unit the Ogre, which destroys the
 *                     rammer); value = treads the Ogre lost.
 *   WG_OGRE_EV_OVERRUN unit (the Ogre) overran infantry target (one squad).
 *   WG_OGRE_EV_STAY   unit spent a point in place; extra = points left.
 *   WG_OGRE_EV_ESCAPED the Ogre left the map by its entry edge at (x, y).
 *   WG_OGRE_EV_PLACED unit set up (or the Ogre entered) at (x, y); value =
 *                     its squads (infantry) or strength.
 *   WG_EV_SPLITFIRE_WINDOW, WG_EV_FIRE_OPTION, WG_EV_WINDOW_CLOSED as above.
 *   WG_EV_GAME_OVER   player = winner, result = wg_ogre_result.
 *
 * Unit info (wg_game_unit): kind = unit type index, strength = squads for
 * infantry, treads for the Ogre, 1 otherwise; moves_left = points left in
 * the current movement phase; flags as in wargame.h.
 *
 * Limits: one Ogre; at most WG_OGRE_MAX_DEFENDERS defender units; boards up
 * to WG_OGRE_MAX_SIDE x WG_OGRE_MAX_SIDE hexes; WG_OGRE_MAX_WEAPONS systems.
 */
#ifndef WARGAME_OGRE_H
#define WARGAME_OGRE_H

#include <stddef.h>
#include <stdint.h>

#include "wargame/hex.h"
#include "wargame/wargame.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------- players and limits */

#define WG_OGRE_PLAYER_OGRE 0
#define WG_OGRE_PLAYER_DEFENDER 1

/** The Ogre's unit index. */
#define WG_OGRE_UNIT 0
/** Most defender units in a scenario. */
#define WG_OGRE_MAX_DEFENDERS 64
/** Most systems (weapons) on one Ogre type. */
#define WG_OGRE_MAX_WEAPONS 48
/** Most columns, and most rows, of a map. */
#define WG_OGRE_MAX_SIDE 64
/** Most squads in one hex (OG-U3). */
#define WG_OGRE_MAX_SQUADS 3

/** The part number of the Ogre's treads in actions and events. */
#define WG_OGRE_PART_TREADS 100

/* ---------------------------------------------------------------- codes */

/** Phase codes (wg_game_info.phase, WG_EV_PHASE value). */
typedef enum wg_ogre_phase {
    WG_OGRE_PHASE_NONE = 0,
    WG_OGRE_PHASE_RECOVERY = 1,
    WG_OGRE_PHASE_MOVE = 2,
    WG_OGRE_PHASE_FIRE = 3,
    WG_OGRE_PHASE_GEV_MOVE = 4 /**< the defender's GEV second move */
} wg_ogre_phase;

/** Roll purposes (wg_roll.purpose, WG_EV_DIE purpose). */
typedef enum wg_ogre_roll {
    WG_OGRE_ROLL_ATTACK = 1 /**< one attack on the combat results table */
} wg_ogre_roll;

/** Odds columns (OG-C1): value of WG_EV_ATTACK and WG_EV_RESULT. */
typedef enum wg_ogre_odds_column {
    WG_OGRE_ODDS_NONE = 0, /**< below 1:2: no effect, no roll */
    WG_OGRE_ODDS_1_2 = 1,
    WG_OGRE_ODDS_1_1 = 2,
    WG_OGRE_ODDS_2_1 = 3,
    WG_OGRE_ODDS_3_1 = 4,
    WG_OGRE_ODDS_4_1 = 5,
    WG_OGRE_ODDS_AUTO = 6  /**< 5:1 or better, or a defence of 0: destroyed, no roll */
} wg_ogre_odds_column;

/** Combat results (WG_EV_RESULT result). */
typedef enum wg_ogre_crt_result {
    WG_OGRE_NE = 0, /**< no effect */
    WG_OGRE_D = 1,  /**< disabled (armor), one squad lost (infantry), nothing (Ogre) */
    WG_OGRE_X = 2   /**< destroyed */
} wg_ogre_crt_result;

/** Game results (wg_game_info.result, WG_EV_GAME_OVER result). */
typedef enum wg_ogre_result {
    WG_OGRE_RESULT_NONE = 0,
    WG_OGRE_RESULT_COMPLETE = 1,  /**< Ogre: command posts destroyed, Ogre escaped */
    WG_OGRE_RESULT_MARGINAL = 2,  /**< Ogre: command posts destroyed, Ogre destroyed */
    WG_OGRE_RESULT_STRANDED = 3,  /**< Ogre (marginal): command posts destroyed, Ogre
                                       immobile or still on the map at the turn limit */
    WG_OGRE_RESULT_DEFENDER = 4,  /**< defender: Ogre destroyed, a command post survives */
    WG_OGRE_RESULT_TIME = 5,      /**< defender: a command post survives the turn limit */
    WG_OGRE_RESULT_HELD = 6       /**< defender: a command post stands, the Ogre may no
                                       longer destroy one and no defender may attack it
                                       (the game could not end otherwise, OG-X7) */
} wg_ogre_result;

/** Ogre weapon kinds. */
typedef enum wg_ogre_weapon_kind {
    WG_OGRE_MISSILE = 0,   /**< fires once per game, then is gone */
    WG_OGRE_MAIN = 1,      /**< main battery */
    WG_OGRE_SECONDARY = 2, /**< secondary battery */
    WG_OGRE_AP = 3,        /**< anti-personnel: infantry and command posts only */
    WG_OGRE_KIND_COUNT = 4
} wg_ogre_weapon_kind;

/** Unit classes. */
typedef enum wg_ogre_class {
    WG_OGRE_CLASS_OGRE = 0,
    WG_OGRE_CLASS_VEHICLE = 1,
    WG_OGRE_CLASS_INFANTRY = 2,
    WG_OGRE_CLASS_COMMAND_POST = 3
} wg_ogre_class;

/** Movement classes: what a terrain type's costs are keyed by. */
typedef enum wg_ogre_move_class {
    WG_OGRE_MOVE_NONE = 0,    /**< never moves (command post) */
    WG_OGRE_MOVE_OGRE = 1,
    WG_OGRE_MOVE_TRACKED = 2, /**< tanks, howitzers */
    WG_OGRE_MOVE_GEV = 3,
    WG_OGRE_MOVE_INFANTRY = 4,
    WG_OGRE_MOVE_CLASS_COUNT = 5
} wg_ogre_move_class;

/** The map edge the Ogre enters by and must escape by. */
typedef enum wg_ogre_edge {
    WG_OGRE_EDGE_NORTH = 0, /**< row 0 */
    WG_OGRE_EDGE_EAST = 1,  /**< the last column */
    WG_OGRE_EDGE_SOUTH = 2, /**< the last row */
    WG_OGRE_EDGE_WEST = 3   /**< column 0 */
} wg_ogre_edge;

/** Ruleset events (wg_event.type), beside wargame.h's. */
typedef enum wg_ogre_event_type {
    WG_OGRE_EV_OVERRUN = 1000, /**< unit (Ogre) overran target (infantry): one squad lost */
    WG_OGRE_EV_STAY = 1001,    /**< unit spent a movement point in place; extra = left */
    WG_OGRE_EV_ESCAPED = 1002, /**< the Ogre left the map at (x, y) by its entry edge */
    WG_OGRE_EV_PLACED = 1003   /**< set-up: unit placed at (x, y), value = squads or 1 (OG-X4, OG-X5) */
} wg_ogre_event_type;

/* ---------------------------------------------------------------- combat tables */

/**
 * The odds column of an attack (OG-C1): attack against defence, rounded in
 * the defender's favour (5 vs 3 is 1:1, 2 vs 3 is 1:2, 1 vs 3 is below 1:2).
 * @param attack   total attack strength (>= 0)
 * @param defense  the target's defence (>= 0; 0 always gives AUTO)
 * @return a wg_ogre_odds_column, or WG_EINVAL for negative arguments
 */
WG_API int wg_ogre_odds(int attack, int defense);

/**
 * The combat results table (OG-C2).
 * @param column  a wg_ogre_odds_column
 * @param die     the face rolled, 1..6 (ignored for NONE and AUTO)
 * @return WG_OGRE_NE, WG_OGRE_D or WG_OGRE_X; WG_EINVAL for a bad column or die
 */
WG_API int wg_ogre_crt(int column, int die);

/**
 * The exact outcome of one attack, in sixths: how many faces of the die give
 * no effect, D and X (NONE gives {6, 0, 0}, AUTO {0, 0, 6}).
 * @param attack   total attack strength
 * @param defense  the target's defence
 * @param out      receives the three counts (NE, D, X), summing to 6
 * @return WG_OK, or WG_EINVAL for negative arguments or a NULL out
 */
WG_API int wg_ogre_chances(int attack, int defense, int32_t out[3]);

/* ---------------------------------------------------------------- exact odds */

/**
 * Exact odds (wg_odds_action, wargame.h) in the ogre ruleset. Actions with
 * odds:
 *   - RESOLVE in a fire phase: the attack being built;
 *   - the commit of a splitfire window (MOVE, STAY or PASS) with attacks
 *     declared: the whole declared sequence, resolved as OG-S2 / OG-S3 say
 *     (in declared order, each on what the earlier ones left of its target,
 *     wasted if the target is gone);
 *   - DECLARE, in either: the attack (or sequence) as it would be with this
 *     declaration added.
 * Any other action gives WG_ESTATE. den = 6^attacks; outcomes are listed in
 * enumeration order (attack 0's NE, D, X first, then attack 1's, ...), and
 * only possible ones (an attack below 1:2 only has NE, an automatic one
 * only X).
 *
 * Attacks by the Ogre (odds.attacks = the number of attacks, at most 7;
 * combined weapons on one target are one attack):
 *   kind   the result of every attack, 2 bits each: attack k's result is
 *          WG_OGRE_OUTCOME_RESULT(kind, k), one of WG_OGRE_OUTCOME_NE, _D, _X,
 *          _WASTED. With one attack, kind is just that result.
 *   unit   the target if every attack is on the same unit, else -1.
 *   part   -1.
 *   value  the state of attack k's target right after attack k, 4 bits
 *          each: WG_OGRE_OUTCOME_LEFT(value, k) = squads left (infantry) or 1
 *          (other units), 0 once destroyed; WG_OGRE_OUTCOME_DISABLED(value, k)
 *          = 1 if the target is disabled then.
 *   Example (OG-E1): a secondary (3) then one AP gun (1) at 3 squads gives
 *   kind/value pairs NE+NE (the AP is 1:3), D+NE, D+D, D+X, X+WASTED.
 * An attack by defenders on the Ogre (odds.attacks = 1):
 *   kind   WG_OGRE_OUTCOME_NE, _D or _X;
 *   unit   WG_OGRE_UNIT; part the system or WG_OGRE_PART_TREADS;
 *   value  treads left (an attack on treads), else 1 if the system
 *          survives, 0 if it is destroyed.
 */
#define WG_OGRE_OUTCOME_NE 0      /**< no effect (= WG_OGRE_NE) */
#define WG_OGRE_OUTCOME_D 1       /**< disabled / one squad lost (= WG_OGRE_D) */
#define WG_OGRE_OUTCOME_X 2       /**< destroyed (= WG_OGRE_X) */
#define WG_OGRE_OUTCOME_WASTED 3  /**< the target was gone: the weapons fired for nothing */

/** Attack k's result in an odds outcome's kind (k from 0). */
#define WG_OGRE_OUTCOME_RESULT(kind, k) (((kind) >> (2 * (k))) & 3)
/** Attack k's target's strength left in an odds outcome's value (0 = destroyed). */
#define WG_OGRE_OUTCOME_LEFT(value, k) (((value) >> (4 * (k))) & 3)
/** 1 if attack k's target is disabled after it, in an odds outcome's value. */
#define WG_OGRE_OUTCOME_DISABLED(value, k) (((value) >> (4 * (k) + 2)) & 1)

/* ---------------------------------------------------------------- queries */

/*
 * The queries below follow the query contract of wargame.h ("Queries"): a
 * game of another ruleset gives WG_EINVAL (NULL for a name) with a message
 * naming both rulesets; a bad index or a hex off the map gives WG_ERANGE
 * with a message.
 */

/** A unit's type statistics (wg_ogre_unit_stats). */
typedef struct wg_ogre_unit_stats_info {
    size_t size;          /**< sizeof(wg_ogre_unit_stats_info) */
    int32_t unit_class;   /**< wg_ogre_class */
    int32_t move_class;   /**< wg_ogre_move_class */
    int32_t attack;       /**< per squad for infantry; 0 for the Ogre (see its weapons) */
    int32_t range;
    int32_t defense;      /**< per squad for infantry; 0 for the Ogre */
    int32_t movement;     /**< movement allowance undamaged */
    int32_t second_move;  /**< GEV second move allowance, or 0 */
    int32_t ram_treads;   /**< treads an Ogre loses ramming it (0: cannot be rammed) */
    int32_t crosses_ridges; /**< 1 if it may cross a ridge hexside */
    int32_t treads;       /**< starting treads of an Ogre type, or 0 */
    int32_t weapon_count; /**< systems of an Ogre type, or 0 */
} wg_ogre_unit_stats_info;

#define WG_OGRE_UNIT_STATS_INFO_INIT { sizeof(wg_ogre_unit_stats_info), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 }

/** Set *info to WG_OGRE_UNIT_STATS_INFO_INIT (for FFI hosts). NULL is a no-op. */
WG_API void wg_ogre_unit_stats_info_init(wg_ogre_unit_stats_info *info);

/**
 * The statistics of a unit's type (OG-U1, OG-U2).
 * @param g     an ogre game
 * @param unit  a unit index
 * @param out   filled; out->size must be at least sizeof(wg_ogre_unit_stats_info)
 * @return WG_OK; WG_EINVAL (not an ogre game, NULL, small size); WG_ERANGE (no such unit)
 */
WG_API int wg_ogre_unit_stats(const wg_game *g, int unit, wg_ogre_unit_stats_info *out);

/** The Ogre's systems now (wg_ogre_systems). */
typedef struct wg_ogre_systems_info {
    size_t size;           /**< sizeof(wg_ogre_systems_info) */
    int32_t treads;        /**< treads left */
    int32_t treads_start;  /**< treads of the undamaged type */
    int32_t movement;      /**< movement allowance the treads give now (OG-U1) */
    int32_t moves_left;    /**< movement points left in this movement phase */
    int32_t rams;          /**< rams made this turn (at most 2, OG-M2) */
    int32_t weapon_count;  /**< systems of its type, destroyed ones included */
    int32_t left[WG_OGRE_KIND_COUNT];  /**< weapons not destroyed, by kind */
    int32_t unfired[WG_OGRE_KIND_COUNT]; /**< of those, not yet fired this turn */
} wg_ogre_systems_info;

#define WG_OGRE_SYSTEMS_INFO_INIT { sizeof(wg_ogre_systems_info), 0, 0, 0, 0, 0, 0, \
                                    { 0, 0, 0, 0 }, { 0, 0, 0, 0 } }

/** Set *info to WG_OGRE_SYSTEMS_INFO_INIT (for FFI hosts). NULL is a no-op. */
WG_API void wg_ogre_systems_info_init(wg_ogre_systems_info *info);

/**
 * The state of the Ogre's systems.
 * @param g     an ogre game
 * @param unit  the Ogre (WG_OGRE_UNIT)
 * @param out   filled; out->size at least sizeof(wg_ogre_systems_info)
 * @return WG_OK; WG_EINVAL (not an ogre game, NULL, small size, a unit that
 *         is not an Ogre); WG_ERANGE (no such unit)
 */
WG_API int wg_ogre_systems(const wg_game *g, int unit, wg_ogre_systems_info *out);

/** One Ogre system (wg_ogre_weapon). */
typedef struct wg_ogre_weapon_info {
    size_t size;    /**< sizeof(wg_ogre_weapon_info) */
    int32_t kind;   /**< wg_ogre_weapon_kind */
    int32_t attack;
    int32_t range;
    int32_t defense;
    int32_t alive;  /**< 0 once destroyed (or, for a missile, fired) */
    int32_t fired;  /**< 1 if it has fired this turn */
} wg_ogre_weapon_info;

#define WG_OGRE_WEAPON_INFO_INIT { sizeof(wg_ogre_weapon_info), 0, 0, 0, 0, 0, 0 }

/** Set *info to WG_OGRE_WEAPON_INFO_INIT (for FFI hosts). NULL is a no-op. */
WG_API void wg_ogre_weapon_info_init(wg_ogre_weapon_info *info);

/**
 * One of the Ogre's systems.
 * @param g       an ogre game
 * @param unit    the Ogre
 * @param weapon  its system index, 0 .. weapon_count-1
 * @param out     filled; out->size at least sizeof(wg_ogre_weapon_info)
 * @return WG_OK; WG_EINVAL (not an ogre game, NULL, small size, a unit that
 *         is not an Ogre); WG_ERANGE (no such unit or system)
 */
WG_API int wg_ogre_weapon(const wg_game *g, int unit, int weapon, wg_ogre_weapon_info *out);

/**
 * A system's English name, e.g. "secondary battery 2", or "treads" for
 * WG_OGRE_PART_TREADS.
 * @param g       an ogre game
 * @param unit    the Ogre
 * @param weapon  its system index, or WG_OGRE_PART_TREADS
 * @return the name, owned by the game (valid as long as it is); NULL for a
 *         game of another ruleset, a unit that is not an Ogre or no such
 *         system (the reason in wg_game_last_error)
 */
WG_API const char *wg_ogre_weapon_name(const wg_game *g, int unit, int weapon);

/** The map (wg_ogre_board). */
typedef struct wg_ogre_board_info {
    size_t size;        /**< sizeof(wg_ogre_board_info) */
    int32_t columns;
    int32_t rows;
    int32_t layout;     /**< WG_HEX_ODD_R or WG_HEX_EVEN_R (wargame/hex.h) */
    int32_t entry_edge; /**< wg_ogre_edge */
    int32_t splitfire;  /**< 1 if the Splitfire option is on */
    int32_t turns;      /**< the turn limit, 0 = none (OG-X6) */
    int32_t terrain_count; /**< terrain types (0 is "clear") */
} wg_ogre_board_info;

#define WG_OGRE_BOARD_INFO_INIT { sizeof(wg_ogre_board_info), 0, 0, 0, 0, 0, 0, 0 }

/** Set *info to WG_OGRE_BOARD_INFO_INIT (for FFI hosts). NULL is a no-op. */
WG_API void wg_ogre_board_info_init(wg_ogre_board_info *info);

/**
 * The map's size and options.
 * @return WG_OK; WG_EINVAL (not an ogre game, NULL, small size)
 */
WG_API int wg_ogre_board(const wg_game *g, wg_ogre_board_info *out);

/** One hex of the map (wg_ogre_hex). */
typedef struct wg_ogre_hex_info {
    size_t size;       /**< sizeof(wg_ogre_hex_info) */
    int32_t column, row; /**< its offset position */
    int32_t terrain;   /**< terrain type index (wg_ogre_terrain_name) */
    int32_t crater;    /**< 1: no unit may enter (OG-M1) */
    int32_t ridges;    /**< bit d set: a ridge on the hexside towards direction d */
} wg_ogre_hex_info;

#define WG_OGRE_HEX_INFO_INIT { sizeof(wg_ogre_hex_info), 0, 0, 0, 0, 0 }

/** Set *info to WG_OGRE_HEX_INFO_INIT (for FFI hosts). NULL is a no-op. */
WG_API void wg_ogre_hex_info_init(wg_ogre_hex_info *info);

/**
 * What lies at a hex of the map.
 * @param g    an ogre game
 * @param hex  an axial hex
 * @param out  filled; out->size at least sizeof(wg_ogre_hex_info)
 * @return WG_OK; WG_EINVAL (not an ogre game, NULL, small size); WG_ERANGE
 *         (the hex is off the map; *out is left as it was)
 */
WG_API int wg_ogre_hex(const wg_game *g, wg_hex hex, wg_ogre_hex_info *out);

/**
 * The name of terrain type `terrain` ("clear" is 0).
 * @return the name, owned by the game; NULL for a game of another ruleset or
 *         no such terrain type (the reason in wg_game_last_error)
 */
WG_API const char *wg_ogre_terrain_name(const wg_game *g, int terrain);

/**
 * The movement points a unit would spend entering hex `to` from the
 * adjacent hex `from`, by terrain, craters and ridges only (units in the
 * way are not considered).
 * @param g     an ogre game
 * @param unit  the unit that would move
 * @param from  an axial hex on the map
 * @param to    a hex next to `from` (off the map: 0, it may not enter)
 * @return the cost (>= 1), 0 if it may not enter; WG_EINVAL (not an ogre
 *         game, hexes not adjacent); WG_ERANGE (no such unit, `from` off the map)
 */
WG_API int wg_ogre_move_cost(const wg_game *g, int unit, wg_hex from, wg_hex to);

/** The attack being built or declared (wg_ogre_pending). */
typedef struct wg_ogre_pending_info {
    size_t size;       /**< sizeof(wg_ogre_pending_info) */
    int32_t target;    /**< the target of the fire phase's attack being built, or -1 */
    int32_t part;      /**< its part (Ogre system or treads), or -1 */
    int32_t attackers; /**< attackers in it */
    int32_t attack;    /**< their total attack strength */
    int32_t defense;   /**< the defence it would meet now */
    int32_t column;    /**< the odds column it would be rolled on now */
    int32_t declared;  /**< in a splitfire window: weapons declared so far */
} wg_ogre_pending_info;

#define WG_OGRE_PENDING_INFO_INIT { sizeof(wg_ogre_pending_info), -1, -1, 0, 0, 0, 0, 0 }

/** Set *info to WG_OGRE_PENDING_INFO_INIT (for FFI hosts). NULL is a no-op. */
WG_API void wg_ogre_pending_info_init(wg_ogre_pending_info *info);

/**
 * The attack under construction.
 * @return WG_OK; WG_EINVAL (not an ogre game, NULL, small size)
 */
WG_API int wg_ogre_pending(const wg_game *g, wg_ogre_pending_info *out);

/** One declaration of the open splitfire window (wg_ogre_declared). */
typedef struct wg_ogre_declared_info {
    size_t size;     /**< sizeof(wg_ogre_declared_info) */
    int32_t weapon;  /**< the Ogre system */
    int32_t target;  /**< the defender it will attack */
    int32_t attack;  /**< 0-based number of the attack it belongs to (combined ones share) */
} wg_ogre_declared_info;

#define WG_OGRE_DECLARED_INFO_INIT { sizeof(wg_ogre_declared_info), -1, -1, -1 }

/** Set *info to WG_OGRE_DECLARED_INFO_INIT (for FFI hosts). NULL is a no-op. */
WG_API void wg_ogre_declared_info_init(wg_ogre_declared_info *info);

/**
 * Declaration i (0-based, in declared order) of the open splitfire window.
 * @return WG_OK; WG_EINVAL (not an ogre game, NULL, small size); WG_ERANGE
 *         (no such declaration: i >= wg_ogre_pending_info.declared)
 */
WG_API int wg_ogre_declared(const wg_game *g, int i, wg_ogre_declared_info *out);

#ifdef __cplusplus
}
#endif

#endif /* WARGAME_OGRE_H */
