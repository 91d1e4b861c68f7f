/*
 * libwargame: the `m44` ruleset (Memoir '44 base game, with the optional
 * Opportunity Fire card variant).
 *
 * A scenario names `ruleset: m44`; lib/rulesets/m44/README.md describes the
 * scenario file, the deck file and every interpretation. This header is the
 * manual of the protocol: who decides what, which actions answer each
 * decision, what the events carry, and the queries a client needs.
 *
 * Players, units, hexes, cards
 *   Player 0 is the scenario's first side, player 1 its second. Units are
 *   numbered in scenario order; wg_unit_info.kind is a wg_m44_unit_type and
 *   strength the figures left. Hexes in actions, events and queries are
 *   axial (q, r) (wargame/hex.h); the scenario writes offset [column, row].
 *   Cards are numbered 0..n-1 in deck order (deck.yaml, or the scenario's
 *   `deck:`, each entry expanded `count` times); a card keeps its number
 *   wherever it goes. wg_m44_hand lists a player's hand.
 *
 * Sections (M44-B1): the board's columns are split by two section lines
 * (scenario `sections: [a, b]`, offset columns; default for 13 columns:
 * [4, 8]); column < a is the bottom player's left, a is on the line (left
 * and centre), a < column < b centre, b on the line (centre and right),
 * column > b right. The top player sees them mirrored (his left is the
 * high columns). Card sections are always the card player's own view.
 *
 * The turn (M44-T1)
 *   1. WG_DEC_ORDER, the active player:  PLAY card   (a card in his hand).
 *   2. Depending on the card (see the README for each tactic card):
 *      WG_DEC_CHOICE  CHOOSE value=section   (Infantry Assault: the section)
 *      WG_DEC_ORDER   DECLARE unit           order one more unit
 *                     DECLARE target         (Barrage, Air Power: an enemy)
 *                     RESOLVE                commit the order (any time)
 *   3. WG_DEC_MOVE:   MOVE unit x y   one hex; a unit's move is over when
 *                                     another ordered unit moves (M44-T1)
 *                     PASS            end the movement.
 *   4. WG_DEC_FIRE:   FIRE unit target         battle (dice rolled now)
 *                     CHOOSE unit value=WG_M44_CHOICE_CLEAR_WIRE
 *                     PASS            end the battles.
 *      after a close assault that emptied the target's hex:
 *      WG_DEC_CHOICE  MOVE unit x y   take ground (M44-B7) / PASS
 *      armor that took ground: WG_DEC_FIRE FIRE unit target (overrun) / PASS
 *   5. Draw (M44-O9 / M44-O10); a Recon order's replacement is drawn two:
 *      WG_DEC_CHOICE  CHOOSE card=c   keep card c (the other is discarded).
 *   WG_DEC_RETREAT (the retreating unit's owner, only when two or more hexes
 *   are legal): RETREAT unit x y. Nested in whatever caused it.
 *
 * Opportunity Fire (option op_fire, M44-O1..O11)
 *   Each time an enemy unit enters a hex by a MOVE, if one of the
 *   non-active player's (unit, card) pairs may fire at it there, a
 *   WG_DEC_OPFIRE window opens for the non-active player on top of the
 *   move (decision.unit = the mover, target = -1, x/y = the hex, count =
 *   the options): WG_EV_OPFIRE_WINDOW (unit = mover, x/y = hex, value =
 *   options), then one WG_EV_FIRE_OPTION per pair (unit = the firer, the
 *   card's number in `weapon` and `value` (wg_event has no card field),
 *   target = the mover, x/y the firer's hex).
 *     FIRE unit card     fire (the card is played; dice purpose
 *                        WG_M44_ROLL_OPFIRE); a flag may push a retreat
 *                        decision for the mover's owner on top.
 *     PASS               let it go on.
 *   Then WG_EV_WINDOW_CLOSED; the move goes on (the mover stops for good if
 *   it retreated, and then may not battle this turn, M44-O2).
 *   Ambush uses the same machinery: when the active player declares a
 *   close assault (FIRE at an adjacent unit) and the target's owner holds
 *   Ambush, a WG_DEC_CHOICE window (kind: decision.unit = the attacker,
 *   target = the defender, WG_EV_OPFIRE_WINDOW with value 1 and one
 *   WG_EV_FIRE_OPTION whose card is the Ambush card) asks:
 *     PLAY card          ambush: the defender battles first
 *     PASS               no ambush.
 *
 * Dice: every battle die is a d6 with purpose, unit = firer, target = target
 * (wg_roll for a dice source, WG_EV_DIE for a host).
 * Faces: 1 infantry, 2 infantry, 3 armor, 4 grenade, 5 star, 6 flag.
 *
 * Events (beside the core ones: GAME_START, TURN (player, value = turn),
 * PHASE (player, value = wg_m44_phase), DIE, MOVE (from (value, extra)),
 * ATTACK (unit, target, value = dice, extra = range, result = purpose),
 * RESULT (target, value = hits, extra = flags that count), DAMAGED (value =
 * figures lost, extra = left), DESTROYED (player = side credited), GAME_OVER,
 * OPFIRE_WINDOW, FIRE_OPTION, WINDOW_CLOSED) are listed in wg_m44_event.
 *
 * Hidden information (wargame.h): a hand is its owner's, the deck nobody's.
 * WG_M44_EV_DRAW names the card (weapon) to the drawer only: wg_event_for
 * gives anyone else weapon -1 ("Axis draws a card"). WG_EV_FIRE_OPTION is
 * seen by the window's player only; WG_EV_OPFIRE_WINDOW's value and the Op
 * Fire decision's count (wg_game_decision_for) are -1 to others. Played and
 * discarded cards are public. wg_game_clone_for redraws the deck and the
 * other hand (both for a spectator), and a Recon's two cards for anyone but
 * their drawer. wg_m44_hand_for answers another player's hand by its size.
 *
 * Score: wg_game_info.score[p] = medals of player p (units eliminated, plus
 * the medals of the objectives that score for p now and of p's units gone by
 * exit markers: wg_m44_objective). The game ends when a player reaches the
 * scenario's `medals` (M44-B10).
 */
#ifndef WARGAME_M44_H
#define WARGAME_M44_H

#include <stddef.h>
#include <stdint.h>

#include "wargame/hex.h"
#include "wargame/wargame.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------- decision kinds */

/*
 * Decision kinds: the question each decision asks, as wg_decision.kind and
 * its stable name (wg_decision_kind_name). Several questions share a
 * decision type (four are WG_DEC_CHOICE): the name tells them apart.
 *
 *   name               type             answers: what it asks
 *   "m44.play_card"    WG_DEC_ORDER     PLAY card: the card for this turn
 *   "m44.section"      WG_DEC_CHOICE    CHOOSE value=section: Infantry Assault's section
 *   "m44.order"        WG_DEC_ORDER     DECLARE unit, DECLARE target (Barrage, Air Power),
 *                                       RESOLVE: whom the card orders or strikes
 *   "m44.move"         WG_DEC_MOVE      MOVE unit x y, PASS: one hex of the movement phase
 *   "m44.battle"       WG_DEC_FIRE      FIRE unit target, CHOOSE unit
 *                                       value=WG_M44_CHOICE_CLEAR_WIRE, PASS: the battles
 *   "m44.take_ground"  WG_DEC_CHOICE    MOVE unit x y, PASS: enter the hex a close
 *                                       assault emptied (M44-B7)
 *   "m44.overrun"      WG_DEC_FIRE      FIRE unit target, PASS: armor's battle after
 *                                       taking ground
 *   "m44.recon"        WG_DEC_CHOICE    CHOOSE card=c: which of the two cards a Recon
 *                                       order drew to keep
 *   "m44.opfire"       WG_DEC_OPFIRE    FIRE unit card, PASS: Op Fire at the mover
 *   "m44.ambush"       WG_DEC_CHOICE    PLAY card, PASS: Ambush the declared close assault
 *   "m44.retreat"      WG_DEC_RETREAT   RETREAT unit x y: the retreating unit's next hex
 *   "m44.airdrop"      WG_DEC_SETUP     PASS: the dropping side starts the game's airdrop
 *                                       (only in a scenario with `airdrop:`, before the
 *                                       first card; M44-X24)
 *
 * The names do not change between versions; compare names, not numbers.
 */

/* ---------------------------------------------------------------- limits */

#define WG_M44_MAX_UNITS 48      /**< units in a scenario, both sides */
#define WG_M44_MAX_CARDS 96      /**< cards in the deck */
#define WG_M44_MAX_HAND 10       /**< largest hand size */
#define WG_M44_MAX_OBJECTIVES 16 /**< objective hexes */

/* ---------------------------------------------------------------- codes */

/** Unit types (wg_unit_info.kind). */
typedef enum wg_m44_unit_type {
    WG_M44_INFANTRY = 0,
    WG_M44_ARMOR = 1,
    WG_M44_ARTILLERY = 2
} wg_m44_unit_type;

/** Terrain types (wg_m44_hex_info.terrain). */
typedef enum wg_m44_terrain {
    WG_M44_CLEAR = 0,
    WG_M44_FOREST = 1,
    WG_M44_HEDGEROW = 2,
    WG_M44_TOWN = 3,
    WG_M44_HILL = 4,
    WG_M44_RIVER = 5,
    WG_M44_BRIDGE = 6,
    WG_M44_OCEAN = 7,   /**< moves 1, no battle in it, no retreat into it (M44-X2) */
    WG_M44_BEACH = 8,   /**< moves 2 (M44-X3) */
    WG_M44_TERRAIN_COUNT = 9
} wg_m44_terrain;

/** Obstacles (wg_m44_hex_info.obstacle). */
typedef enum wg_m44_obstacle {
    WG_M44_NO_OBSTACLE = 0,
    WG_M44_SANDBAGS = 1,
    WG_M44_WIRE = 2,
    WG_M44_BUNKER = 3,   /**< infantry only; protects its scenario side (M44-X4) */
    WG_M44_HEDGEHOG = 4, /**< infantry only; one flag ignored (M44-X5) */
    WG_M44_OBSTACLE_COUNT = 5
} wg_m44_obstacle;

/** Badges of special units (scenario `badge:`, wg_m44_unit_badge). */
typedef enum wg_m44_badge {
    WG_M44_NO_BADGE = 0,
    WG_M44_SPECIAL_FORCES = 1, /**< infantry, moves 2 and still battles (M44-X6) */
    WG_M44_ELITE_ARMOR = 2,    /**< armor of 4 figures (M44-X7) */
    WG_M44_BADGE_COUNT = 3
} wg_m44_badge;

/** Die symbols; faces 1..6 are infantry, infantry, armor, grenade, star, flag. */
typedef enum wg_m44_symbol {
    WG_M44_SYM_INFANTRY = 0,
    WG_M44_SYM_ARMOR = 1,
    WG_M44_SYM_GRENADE = 2,
    WG_M44_SYM_STAR = 3,
    WG_M44_SYM_FLAG = 4
} wg_m44_symbol;

/** Sections, as the card player sees them. */
typedef enum wg_m44_section {
    WG_M44_LEFT = 0,
    WG_M44_CENTRE = 1,
    WG_M44_RIGHT = 2,
    WG_M44_ANY = 3 /**< a card of no section (not negative: never mistaken for an error code) */
} wg_m44_section;

/** Card kinds (deck.yaml `kind:`). */
typedef enum wg_m44_card_kind {
    WG_M44_CARD_RECON = 0,
    WG_M44_CARD_PROBE,
    WG_M44_CARD_ATTACK,
    WG_M44_CARD_ASSAULT,
    WG_M44_CARD_GENERAL_ADVANCE,
    WG_M44_CARD_PINCER_MOVE,
    WG_M44_CARD_RECON_IN_FORCE,
    WG_M44_CARD_AIR_POWER,
    WG_M44_CARD_AMBUSH,
    WG_M44_CARD_ARMOR_ASSAULT,
    WG_M44_CARD_ARTILLERY_BOMBARD,
    WG_M44_CARD_BARRAGE,
    WG_M44_CARD_BEHIND_ENEMY_LINES,
    WG_M44_CARD_CLOSE_ASSAULT,
    WG_M44_CARD_COUNTER_ATTACK,
    WG_M44_CARD_DIG_IN,
    WG_M44_CARD_DIRECT_FROM_HQ,
    WG_M44_CARD_FIREFIGHT,
    WG_M44_CARD_INFANTRY_ASSAULT,
    WG_M44_CARD_MEDICS_MECHANICS,
    WG_M44_CARD_MOVE_OUT,
    WG_M44_CARD_THEIR_FINEST_HOUR,
    WG_M44_CARD_KIND_COUNT
} wg_m44_card_kind;

/** Phase codes (wg_game_info.phase, WG_EV_PHASE value). */
typedef enum wg_m44_phase {
    WG_M44_PHASE_NONE = 0,
    WG_M44_PHASE_ORDER = 1,  /**< play a card, order units */
    WG_M44_PHASE_MOVE = 2,
    WG_M44_PHASE_BATTLE = 3,
    WG_M44_PHASE_DRAW = 4
} wg_m44_phase;

/** Roll purposes (wg_roll.purpose, WG_EV_DIE purpose). */
typedef enum wg_m44_roll {
    WG_M44_ROLL_BATTLE = 1,
    WG_M44_ROLL_OPFIRE = 2,
    WG_M44_ROLL_AMBUSH = 3,
    WG_M44_ROLL_BARRAGE = 4,
    WG_M44_ROLL_AIR_POWER = 5,
    WG_M44_ROLL_MEDICS = 6,
    WG_M44_ROLL_FINEST_HOUR = 7,
    WG_M44_ROLL_BLOW_BRIDGE = 8, /**< a unit tries to blow a bridge (M44-X26) */
    /** where an airdropped unit comes down (M44-X24): two dice per unit, one of as many
     *  sides as the drop zone has columns (face k: the zone's k-th column), then one of as
     *  many sides as it has rows; need 0, unit = the dropped unit */
    WG_M44_ROLL_AIRDROP = 9
} wg_m44_roll;

/** CHOOSE values. */
enum {
    WG_M44_CHOICE_CLEAR_WIRE = 1, /**< infantry in wire clears it instead of battling */
    /** CHOOSE unit x y value=WG_M44_CHOICE_BLOW_BRIDGE: instead of battling, try to blow the
     *  bridge at (x, y) next to it (the scenario's `bridges:`, M44-X26) */
    WG_M44_CHOICE_BLOW_BRIDGE = 2
};

/** Result codes (wg_game_info.result). */
typedef enum wg_m44_result {
    WG_M44_RESULT_NONE = 0,
    WG_M44_RESULT_MEDALS = 1,    /**< a player reached the medal count */
    WG_M44_RESULT_TURN_LIMIT = 2 /**< the scenario's turn_limit ran out */
} wg_m44_result;

/** Ruleset events. */
typedef enum wg_m44_event {
    WG_M44_EV_CARD_PLAYED = 4000, /**< player played card (value = kind, extra = 1 for Op Fire) */
    WG_M44_EV_ORDERED = 4001,     /**< unit was ordered (value = its wg_m44_badge) */
    WG_M44_EV_DRAW = 4002,        /**< player drew card (value: 0 order, 1 Op Fire, 2 Recon look) */
    WG_M44_EV_DISCARD = 4003,     /**< card went to the discard pile */
    WG_M44_EV_RESHUFFLE = 4004,   /**< the deck was reshuffled (value = cards) */
    WG_M44_EV_RETREAT = 4005,     /**< unit retreated from (value, extra) to (x, y) */
    WG_M44_EV_RETREAT_BLOCKED = 4006, /**< unit could not retreat value hexes */
    WG_M44_EV_FLAG_IGNORED = 4007,    /**< unit ignored a flag (sandbags, bunker, hedgehog) */
    WG_M44_EV_TAKE_GROUND = 4008,     /**< unit took ground into (x, y) */
    WG_M44_EV_OVERRUN = 4009,         /**< armor unit may overrun */
    WG_M44_EV_MEDAL = 4010,           /**< player's medals are now value */
    WG_M44_EV_WIRE_REMOVED = 4011,    /**< wire at (x, y) removed by unit */
    WG_M44_EV_SANDBAGS = 4012,        /**< sandbags placed (value 1) or removed (0) at (x, y) */
    WG_M44_EV_HEALED = 4013,          /**< unit got value figures back */
    WG_M44_EV_MOVE_STOPPED = 4014,    /**< unit's move is over (retreated under Op Fire) */
    /** objective `value` (wg_m44_objective) now scores for `player` (-1: nobody; extra: the
     *  side it scored for before), at (x, y); objectives of kind WG_M44_OBJ_HELD are silent */
    WG_M44_EV_OBJECTIVE = 4015,
    /** unit left the board by exit marker `value` at (x, y): extra = player's exit medals now */
    WG_M44_EV_EXIT = 4016,
    /** airdropped unit came down at (x, y) (maybe off the board): value 1 landed, 0 lost;
     *  extra = why it was lost (wg_m44_drop) */
    WG_M44_EV_AIRDROP = 4017,
    /** unit tried to blow the bridge at (x, y): value 1 blown (a river from now on), 0 it
     *  holds */
    WG_M44_EV_BRIDGE = 4018
} wg_m44_event;

/** Medal objectives (wg_m44_objective_info.kind, the scenario's `kind:`; M44-X20..X23). */
typedef enum wg_m44_objective_kind {
    WG_M44_OBJ_HELD = 0,       /**< no `kind:`: a temporary medal, as before issue 20, no events */
    WG_M44_OBJ_TEMPORARY = 1,  /**< scores while a unit of its side holds it (M44-X20) */
    WG_M44_OBJ_PERMANENT = 2,  /**< scores for good once a unit of its side enters it (M44-X21) */
    WG_M44_OBJ_START_TURN = 3, /**< scores once held at the start of its side's turn, until
                                    left (M44-X22) */
    WG_M44_OBJ_EXIT = 4,       /**< an exit marker: each unit that leaves the board there
                                    scores (M44-X23) */
    WG_M44_OBJ_MAJORITY = 5    /**< one hex of a group (`group:`): the group's medal goes to
                                    the side in more of its hexes than the other, while it
                                    is (M44-X28); every hex reports the holder, the group's
                                    first scores it */
} wg_m44_objective_kind;

/** Why an airdropped unit was lost (WG_M44_EV_AIRDROP extra; M44-X24). */
typedef enum wg_m44_drop {
    WG_M44_DROP_LANDED = 0,
    WG_M44_DROP_OFF_BOARD = 1,  /**< it came down off the board */
    WG_M44_DROP_IMPASSABLE = 2, /**< where it may not go (impassable terrain, an obstacle
                                     closed to its type, a blown bridge) or in the ocean */
    WG_M44_DROP_OCCUPIED = 3    /**< on another unit (either side's, or another dropped one) */
} wg_m44_drop;

/* ---------------------------------------------------------------- exact odds */

/**
 * Exact odds (wg_odds_action, wargame.h) in the m44 ruleset: the one battle
 * an action rolls at once. Actions with odds:
 *   - FIRE unit target in the battle phase (WG_DEC_FIRE), and an armor
 *     overrun's FIRE: the card's extra dice included (M44-C3), unless the
 *     target's owner holds Ambush and the battle is a close assault: then
 *     the defender answers first and the FIRE gives WG_ESTATE (ask again in
 *     the Ambush window);
 *   - in an Op Fire window (WG_DEC_OPFIRE), FIRE unit card: the shot at the
 *     mover, without the card's benefit (M44-O1, M44-O6);
 *   - in an Ambush window, PLAY card (the ambusher's own battle at the
 *     attacker; the assault that follows when the attacker neither falls nor
 *     retreats rolls after it and is not in these odds) and PASS (the
 *     assault);
 *   - Barrage's DECLARE target (4 dice, no terrain, sandbags ignore no flag);
 *   - Air Power striking one hex: the RESOLVE with one target declared, or
 *     the DECLARE of a first target with no other enemy next to it (the
 *     order then commits at once). A strike at several hexes gives
 *     WG_ESTATE (no joint odds).
 * Every other action (PLAY, DECLARE of a unit, MOVE, PASS, RETREAT, CHOOSE,
 * Medics & Mechanics' and Their Finest Hour's dice) gives WG_ESTATE.
 * den = 6^dice, odds.attacks = 1; outcomes are sorted by kind, then by
 * value, and only possible ones are listed; at most 15 dice (WG_ELIMIT).
 *
 * One outcome is what the battle does to its target (M44-B4, B5, B8, B10):
 *   kind   how the target ends: WG_M44_OUTCOME_HELD (it stays, alive),
 *          _RETREATED (it made every hex of its retreat), _BLOCKED (it could
 *          not make REST hexes and lost a figure for each, and lives),
 *          _CHOICE (after STEPS forced hexes two or more hexes are legal:
 *          the owner chooses, REST hexes still to go; the distribution stops
 *          at that choice), _DESTROYED (by hits or by a blocked retreat);
 *          plus WG_M44_OUTCOME_GAME_OVER when the battle ends the game: the
 *          medals reach the scenario's count (M44-B10), for the target's
 *          enemy when it is destroyed, else for its own side (a retreat onto
 *          its objective). Never with _CHOICE: the retreat is not over.
 *          WG_M44_OUTCOME_END(kind) takes the bit off.
 *   unit   the target.
 *   part   the unit that rolls, or -1 for a card's own dice (Barrage, Air Power).
 *   value  4 bits each, read with the macros below: HITS figures lost to
 *          the dice, FLAGS flags that count (after sandbags ignored IGNORED,
 *          0 or 1), STEPS hexes retreated without a choice, REST hexes not
 *          made (blocked) or still to choose, LEFT figures left at the end
 *          (0 destroyed). When the hits destroy the target its flags do
 *          nothing: FLAGS, IGNORED, STEPS and REST are then 0.
 * Terrain reductions are in the dice (wg_m44_battle_dice); retreats are
 * worked out as the rules make them: one legal hex is taken, none costs a
 * figure per hex left, two or more stop at the owner's choice.
 *
 * Example: Allied infantry next to Axis infantry of 2 figures in sandbags on
 * the Axis home row (no hex to retreat to) rolls 3 - 1 = 2 dice (M44-B8).
 * Each die: 3/6 a hit (infantry, infantry, grenade), 1/6 a flag, 2/6
 * nothing (armor, star); den = 36. Outcomes in order (kind: HITS, FLAGS,
 * IGNORED, REST, LEFT: num; within a kind fewer figures LEFT come first,
 * LEFT being the value's high nibble): HELD 1,0,0,0,1: 12 (a hit);
 * HELD 1,0,1,0,1: 6 (a hit, the flag ignored); HELD 0,0,0,0,2: 4;
 * HELD 0,0,1,0,2: 4 (a flag, ignored); BLOCKED 0,1,1,1,1: 1 (two flags: one
 * ignored, the other costs a figure); DESTROYED 2,0,0,0,0: 9 (two hits).
 * The target is eliminated 9 times in 36 (1/4); wg_odds_describe words the
 * fifth "1/36 (2.8%): Axis infantry 1: no loss, 1 flag (1 more ignored):
 * cannot retreat: 1 more lost; 1 left".
 */
#define WG_M44_OUTCOME_HELD 0      /**< the target stays where it is, alive */
#define WG_M44_OUTCOME_RETREATED 1 /**< it retreated every hex its flags asked */
#define WG_M44_OUTCOME_BLOCKED 2   /**< its retreat was blocked: figures lost, alive */
#define WG_M44_OUTCOME_CHOICE 3    /**< its owner must choose the next retreat hex */
#define WG_M44_OUTCOME_DESTROYED 4 /**< it was eliminated */
#define WG_M44_OUTCOME_GAME_OVER 8 /**< bit: the battle ends the game (M44-B10) */

/** How the target ends (WG_M44_OUTCOME_HELD .. _DESTROYED), from an outcome's kind. */
#define WG_M44_OUTCOME_END(kind) ((kind) & 7)
/** Figures the target lost to the dice. */
#define WG_M44_OUTCOME_HITS(value) ((value) & 15)
/** Flags that counted (after sandbags'), 0 if the hits destroyed the target. */
#define WG_M44_OUTCOME_FLAGS(value) (((value) >> 4) & 15)
/** Flags sandbags ignored (M44-B8: 0 or 1), 0 if the hits destroyed the target. */
#define WG_M44_OUTCOME_IGNORED(value) (((value) >> 8) & 15)
/** Hexes retreated without a choice. */
#define WG_M44_OUTCOME_STEPS(value) (((value) >> 12) & 15)
/** Hexes of the retreat not made: blocked (a figure each) or waiting for the choice. */
#define WG_M44_OUTCOME_REST(value) (((value) >> 16) & 15)
/** Figures the target has left at the end (0: eliminated). */
#define WG_M44_OUTCOME_LEFT(value) (((value) >> 20) & 15)
/** An outcome's value from its parts (each 0..15). */
#define WG_M44_OUTCOME_VALUE(hits, flags, ignored, steps, rest, left)                       \
    ((hits) | (flags) << 4 | (ignored) << 8 | (steps) << 12 | (rest) << 16 | (left) << 20)

/* ---------------------------------------------------------------- queries */

/*
 * The queries below follow the query contract of wargame.h ("Queries"): a
 * game of another ruleset gives WG_EINVAL (NULL for a name) with a message
 * naming both rulesets; a bad index or a hex off the board gives WG_ERANGE
 * with a message.
 */

/**
 * A player's hand, card numbers in ascending order. Omniscient: it answers
 * for either player, so it is for servers and tests; a view for one player
 * uses wg_m44_hand_for.
 * @param g       an m44 game
 * @param player  0 or 1
 * @param cards   where to write them, or NULL when cap is 0
 * @param cap     room in cards
 * @return the number of cards (which may exceed cap: only cap are written),
 *         WG_EINVAL for a game of another ruleset (or cards NULL with cap > 0),
 *         WG_ERANGE for a bad player.
 */
WG_API int wg_m44_hand(const wg_game *g, int player, int32_t *cards, int cap);

/**
 * A player's hand as `viewer` may see it (wargame.h "hidden information"):
 * his own hand as wg_m44_hand gives it; another player's (or any hand, for
 * viewer WG_SPECTATOR) as its size only, each card written as -1. The
 * omniscient wg_m44_hand is for the owner of the game (a server, a test).
 * @return the number of cards; WG_EINVAL for a game of another ruleset or
 *         cards NULL with cap > 0; WG_ERANGE for a bad player or viewer.
 */
WG_API int wg_m44_hand_for(const wg_game *g, int viewer, int player, int32_t *cards, int cap);

/** Card `card`'s wg_m44_card_kind; WG_ERANGE for no such card, WG_EINVAL if g is not an m44 game. */
WG_API int wg_m44_card_kind_of(const wg_game *g, int card);
/**
 * Card `card`'s wg_m44_section (WG_M44_ANY for a card of no section); WG_ERANGE
 * for no such card, WG_EINVAL if g is not an m44 game.
 */
WG_API int wg_m44_card_section(const wg_game *g, int card);
/**
 * Card `card`'s name ("Attack Left"), owned by the game; NULL for no such card
 * or a game of another ruleset (the reason in wg_game_last_error).
 */
WG_API const char *wg_m44_card_name(const wg_game *g, int card);

/**
 * Unit `unit`'s badge (a wg_m44_badge: WG_M44_NO_BADGE for a plain unit);
 * WG_ERANGE for no such unit, WG_EINVAL if g is not an m44 game.
 */
WG_API int wg_m44_unit_badge(const wg_game *g, int unit);
/**
 * A badge's name ("none", "special forces", "elite armor"), owned by the game;
 * NULL for no such badge or a game of another ruleset (the reason in
 * wg_game_last_error).
 */
WG_API const char *wg_m44_badge_name(const wg_game *g, int badge);

/** The edge of the board a side retreats towards (wg_m44_board_info.home). */
typedef enum wg_m44_home {
    WG_M44_HOME_BOTTOM = 0, /**< the high rows (r grows down the board) */
    WG_M44_HOME_TOP = 1     /**< row 0 */
} wg_m44_home;

/** The board (wg_m44_board): what a host needs to draw it. */
typedef struct wg_m44_board_info {
    size_t size;          /**< sizeof(wg_m44_board_info) */
    int32_t columns;      /**< offset columns 0..columns-1 */
    int32_t rows;         /**< offset rows 0..rows-1 */
    int32_t layout;       /**< WG_HEX_ODD_R or WG_HEX_EVEN_R (wargame/hex.h) */
    int32_t sections[2];  /**< the two section lines, offset columns (M44-B1) */
    int32_t home[2];      /**< each side's wg_m44_home */
    int32_t medals;       /**< medals that win */
    int32_t turn_limit;   /**< the scenario's turn limit, or 0 */
    int32_t objectives;   /**< objective hexes (wg_m44_hex_info.objective) */
} wg_m44_board_info;

#define WG_M44_BOARD_INFO_INIT { sizeof(wg_m44_board_info), 0, 0, 0, { 0, 0 }, { 0, 0 }, 0, 0, 0 }

/** Set *info to WG_M44_BOARD_INFO_INIT (for FFI hosts). NULL is a no-op. */
WG_API void wg_m44_board_info_init(wg_m44_board_info *info);

/**
 * The board's size, layout and section lines, each side's home edge and the
 * victory conditions. Every hex of the board is the axial
 * wg_hex_from_offset(column, row, layout) of a column and row in range
 * (a row's columns: wg_m44_row_hexes; the Memoir '44 board's odd rows
 * have one more column than `columns`).
 * @param g    an m44 game
 * @param out  filled; out->size at least sizeof(wg_m44_board_info)
 * @return WG_OK; WG_EINVAL (NULL, small size, not an m44 game)
 */
WG_API int wg_m44_board(const wg_game *g, wg_m44_board_info *out);

/** What wg_m44_half_hex says of a hex. */
typedef enum wg_m44_half {
    WG_M44_FULL_HEX = 0,   /**< a whole hex */
    WG_M44_HALF_LEFT = 1,  /**< half a hex, cut by the board's left edge (column 0) */
    WG_M44_HALF_RIGHT = 2  /**< half a hex, cut by the board's right edge (its row's last) */
} wg_m44_half;

/**
 * Hexes in a row of the board: wg_m44_board_info.columns on a rectangular
 * board; on the Memoir '44 board (scenario `board: {shape: memoir}`, even-r)
 * the odd rows hold one more, columns + 1, whose first and last are half
 * hexes (M44-X30). Row `row`'s hexes are the columns 0..(this - 1).
 * @param g    an m44 game
 * @param row  an offset row, 0..rows-1
 * @return the count (> 0); WG_EINVAL (not an m44 game); WG_ERANGE (no such row)
 */
WG_API int wg_m44_row_hexes(const wg_game *g, int row);

/**
 * Whether a hex is one of the Memoir '44 board's half hexes: they are
 * played as whole hexes (M44-X31); hosts draw them clipped at the edge.
 * @param g    an m44 game
 * @param hex  an axial hex
 * @return a wg_m44_half (>= 0); WG_EINVAL (not an m44 game); WG_ERANGE (off the board)
 */
WG_API int wg_m44_half_hex(const wg_game *g, wg_hex hex);

/**
 * A terrain type's name for people ("open ground", "forest", ...).
 * @param g        an m44 game
 * @param terrain  a wg_m44_terrain (wg_m44_hex_info.terrain)
 * @return the name, owned by the game; NULL for a game of another ruleset or
 *         no such terrain type (the reason in wg_game_last_error)
 */
WG_API const char *wg_m44_terrain_name(const wg_game *g, int terrain);

/**
 * An obstacle's name ("none", "sandbags", "wire", "bunker", "hedgehog").
 * @param g         an m44 game
 * @param obstacle  a wg_m44_obstacle (wg_m44_hex_info.obstacle)
 * @return the name, owned by the game; NULL for a game of another ruleset or
 *         no such obstacle (the reason in wg_game_last_error)
 */
WG_API const char *wg_m44_obstacle_name(const wg_game *g, int obstacle);

/** One hex (wg_m44_hex). */
typedef struct wg_m44_hex_info {
    size_t size;       /**< sizeof(wg_m44_hex_info) */
    int32_t terrain;   /**< wg_m44_terrain (a blown bridge is WG_M44_RIVER) */
    int32_t obstacle;  /**< wg_m44_obstacle (live: Dig In adds, leaving removes) */
    int32_t sections;  /**< bit s: the hex is in section s, as player 0 sees it */
    int32_t unit;      /**< the unit there, or -1 */
    int32_t objective; /**< the side it gives a medal to, or -1 */
    /** the side an owned obstacle (a bunker, the scenario's `side:`) protects, or -1 (no
     *  obstacle, or one that protects whoever is in it); added after 1.0: filled only when
     *  size covers it */
    int32_t obstacle_side;
} wg_m44_hex_info;

#define WG_M44_HEX_INFO_INIT { sizeof(wg_m44_hex_info), 0, 0, 0, -1, -1, -1 }

/** Set *info to WG_M44_HEX_INFO_INIT (for FFI hosts). NULL is a no-op. */
WG_API void wg_m44_hex_info_init(wg_m44_hex_info *info);

/**
 * What lies at a hex of the board now.
 * @param g    an m44 game
 * @param hex  an axial hex
 * @param out  filled; out->size at least up to `objective` (a struct from before
 *             `obstacle_side` was added is filled without it)
 * @return WG_OK; WG_EINVAL (not an m44 game, NULL, small size); WG_ERANGE
 *         (the hex is off the board; *out is left as it was)
 */
WG_API int wg_m44_hex(const wg_game *g, wg_hex hex, wg_m44_hex_info *out);

/**
 * Whether hex `from` sees hex `to` now (M44-B9).
 * @return 1 if it does, 0 if not; WG_EINVAL (not an m44 game); WG_ERANGE
 *         (either hex off the board)
 */
WG_API int wg_m44_line_of_sight(const wg_game *g, wg_hex from, wg_hex to);

/**
 * Dice `unit` would roll at `target` in a plain battle from where they stand (0: none).
 * @return the dice (>= 0); WG_EINVAL (not an m44 game); WG_ERANGE (no such
 *         unit or target, or one of them is eliminated)
 */
WG_API int wg_m44_battle_dice(const wg_game *g, int unit, int target);

/**
 * Cards a player played for Op Fire whose replacements he has not drawn yet.
 * @return the count (>= 0); WG_EINVAL (not an m44 game); WG_ERANGE (a bad player)
 */
WG_API int wg_m44_opfire_owed(const wg_game *g, int player);

/** A medal objective or exit marker (wg_m44_objective). */
typedef struct wg_m44_objective_info {
    size_t size;      /**< sizeof(wg_m44_objective_info) */
    int32_t kind;     /**< wg_m44_objective_kind */
    int32_t side;     /**< the side it may score for: 0, 1, or -1 for either */
    int32_t medals;   /**< medals it gives (an exit marker: per unit) */
    int32_t holder;   /**< the side it scores for now, or -1 (exit markers: -1) */
    int32_t scored;   /**< medals it gives now (an exit marker: for every unit that left) */
    int32_t x, y;     /**< its hex, axial */
} wg_m44_objective_info;

#define WG_M44_OBJECTIVE_INFO_INIT { sizeof(wg_m44_objective_info), 0, -1, 0, -1, 0, 0, 0 }

/** Set *info to WG_M44_OBJECTIVE_INFO_INIT (for FFI hosts). NULL is a no-op. */
WG_API void wg_m44_objective_info_init(wg_m44_objective_info *info);

/**
 * Medal objectives and exit markers: the scenario's `objectives:` in order
 * (indices 0 .. wg_m44_board_info.objectives - 1, as wg_m44_hex_info.objective
 * counts them), then its `exits:`.
 * @return their number (>= 0); WG_EINVAL (not an m44 game)
 */
WG_API int wg_m44_objective_count(const wg_game *g);

/**
 * Objective `index` now: its kind, side, medals and who holds it.
 * @param g      an m44 game
 * @param index  0 .. wg_m44_objective_count - 1
 * @param out    filled; out->size at least sizeof(wg_m44_objective_info)
 * @return WG_OK; WG_EINVAL (not an m44 game, NULL, small size); WG_ERANGE (no
 *         such objective; *out is left as it was)
 */
WG_API int wg_m44_objective(const wg_game *g, int index, wg_m44_objective_info *out);

#ifdef __cplusplus
}
#endif

#endif /* WARGAME_M44_H */
