/*
 * The mob ruleset's insides: its data block (unit types, terrain types,
 * battle die, board, forces, victory: parsed once, shared by clones), its
 * flat state, and the functions its files share. Each function carries
 * its file's prefix: mob_data_* (data.c), mob_rules_* (rules.c: dice,
 * range, sight, who may battle), mob_move_* (move.c), mob_battle_*
 * (battle.c: fire phases, results, retreats), mob_guns_* (artillery.c),
 * mob_turn_* (turn.c), mob_agent_* (agent.c), mob_describe_* (describe.c).
 */
#ifndef WG_MOB_INTERNAL_H
#define WG_MOB_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "core/ruleset.h"
#include "core/schema.h"
#include "rulesets/hexcc/hexcc.h"
#include "wargame/hex.h"
#include "wargame/mob.h"

#define MOB_NAME HEXCC_NAME
#define MOB_UNIT_NAME 48
/* Longest dice-by-range list, hill bonus included. */
#define MOB_MAX_RANGE 16
#define MOB_MAX_FIGURES 9
/* Walking distances (walk.c): boards up to this many cells, this many classes of unit types. */
#define MOB_WALK_CELLS 192
#define MOB_WALK_CLASSES 3
#define MOB_WALK_NONE 255  /* in the table: not reachable */
#define MOB_WALK_FAR 1000  /* what mob_walk_distance says then */

/* Sight masks (sight_masks.c): boards up to this many cells keep a mask per pair of cells. */
#define MOB_SIGHT_CELLS 128
#define MOB_SIGHT_WORDS (MOB_SIGHT_CELLS / 64)
#define MOB_SIGHT_PAIRS (MOB_SIGHT_CELLS * (MOB_SIGHT_CELLS - 1) / 2)

/* ------------------------------------------------------------ data */

typedef struct mob_type {
    char name[MOB_NAME];
    int32_t figures, move, battle_move;
    int32_t range;                 /* length of dice[] */
    int32_t dice[MOB_MAX_RANGE];
    uint32_t hit_by;               /* bit s: die symbol s removes a figure */
    int32_t artillery, hill_range, general_bonus, general;
} mob_type;

/* The rules of a terrain type beyond what hexcc_terrain holds. */
typedef struct mob_terrain {
    int32_t dice_against;
    int32_t stop, no_battle_after_entering, no_battle;
    int32_t max_move;              /* 0: no limit */
    uint32_t enter_only;           /* bit t: unit type t may enter; 0: every type */
    int32_t ignore_flags;
    int32_t fire_penalty[WG_MOB_UNIT_TYPE_COUNT];
    uint32_t removable_by;         /* bit t: unit type t may remove it */
} mob_terrain;

/*
 * The cells strictly between each pair of cells that a line of sight tests
 * (hexcc_sight_between), worked out once per scenario: the line between
 * two cells is then clear when its mask has no cell in common with the
 * cells that block. One entry per unordered pair (a line is the same both
 * ways): 127 KiB for the largest board it takes, 106 KiB of it for 117
 * cells (the crossroads); and the distance of each pair, 16 KiB.
 */
typedef struct mob_sight_masks {
    int32_t ncells;                   /* the board's, or 0: more than MOB_SIGHT_CELLS, no masks */
    int32_t words;                    /* of the masks that its cells fill */
    int32_t reach;                    /* lines up to this long have masks (the longest range) */
    int32_t pad_;
    /* bit p: pair p has a mask (its line no longer than `reach` nor the table's radius) */
    uint64_t masked[(MOB_SIGHT_PAIRS + 63) / 64];
    /* bit p: and it says it all (no edge pair, whose halves block only together) */
    uint64_t plain[(MOB_SIGHT_PAIRS + 63) / 64];
    uint64_t between[MOB_SIGHT_PAIRS][MOB_SIGHT_WORDS];
    /* hexes from cell a to cell b (hexcc_board_distance): a target listing asks it per
     * enemy, and a row of this is a lookup where the distance is a dozen instructions */
    uint8_t distance[MOB_SIGHT_CELLS][MOB_SIGHT_CELLS];
} mob_sight_masks;

typedef struct mob_data {
    char name[96];
    hexcc_board board;             /* board.type[t] for t < WG_MOB_TERRAIN_COUNT */
    hexcc_sightlines lines;        /* line of sight's steps, for mob_rules_los */
    mob_sight_masks sight;         /* and the cells between each pair, for the target listings */
    mob_terrain terrain[WG_MOB_TERRAIN_COUNT];
    hexcc_die die;                 /* symbols are wg_mob_face */
    mob_type type[WG_MOB_UNIT_TYPE_COUNT];
    char side_name[2][MOB_NAME];
    int32_t home[2];               /* wg_mob_home */
    int32_t nunits;
    int32_t unit_side[WG_MOB_MAX_UNITS];
    int32_t unit_type[WG_MOB_MAX_UNITS];
    int32_t unit_cell[WG_MOB_MAX_UNITS];
    int32_t unit_figures[WG_MOB_MAX_UNITS];   /* figures at the start */
    char unit_name[WG_MOB_MAX_UNITS][MOB_UNIT_NAME];
    /* each side's units in unit order, for the walks over one side's units
     * that every step of a random game takes (the draw, the any-step check) */
    int32_t nside_units[2];
    int32_t side_unit[2][WG_MOB_MAX_UNITS];
    /* the generals in unit order: who stands in a hex as its general, asked by every
     * battle listing of a unit with a general's bonus, walks them only */
    int32_t ngenerals;
    int32_t general_unit[WG_MOB_MAX_UNITS];
    /* the guns' ordinals (artillery.c), ascending: the artillery phase's walks */
    int32_t nguns;
    int32_t gun_ordinal[WG_MOB_MAX_UNITS];
    int32_t turns, destroy, nhold;
    int32_t hold[WG_MOB_MAX_OBJECTIVES];
    int32_t walk_classes;          /* 0: no table, the board distance (walk.c) */
    uint8_t walk_class[WG_MOB_UNIT_TYPE_COUNT];
    uint8_t walk[MOB_WALK_CLASSES][MOB_WALK_CELLS][MOB_WALK_CELLS]; /* [class][to][from] */
} mob_data;

/* ------------------------------------------------------------ state */

/*
 * A unit's state, in the narrowest types its values fit (WG_STATIC_ASSERTs
 * below the state check the limits): every action's rollback copy
 * (core/play.c) takes every unit, and wg_game_hash reads its bytes.
 */
typedef struct mob_unit {
    int16_t cell;        /* -1 once destroyed */
    int8_t figures;
    int8_t moved;        /* hexes moved this turn */
    int8_t cap;          /* most hexes it may move this turn (terrain limits included) */
    int8_t halted;       /* its movement is over for this turn */
    int8_t no_battle;    /* it entered a hex it may not battle after entering */
    int8_t battled;      /* it battled (or removed a fence) this turn */
    int8_t gun_target;   /* artillery phase: the target it chose, or -1 */
    int8_t gun_dice;     /* the dice it rolls at it */
    int8_t gun_hits;     /* rolled, waiting to apply: figures the target loses */
    int8_t gun_general;  /* the general in the target's hex when it rolled, or -1 */
    int8_t gun_ghits;    /* general faces: figures that general loses */
    int8_t gun_flags;    /* flags that count (fieldworks already taken off) */
    int8_t pad_[2];      /* no implicit padding (a memo may compare states bytewise) */
} mob_unit;

/* What one battle's dice did. */
typedef struct mob_result {
    int hits;            /* figures the target loses */
    int general;         /* a general in the target's hex, or -1 */
    int ghits;           /* figures that general loses */
    int flags;           /* hexes the target retreats */
} mob_result;

/*
 * Steps of the turn (finer than wg_mob_phase). mob_turn_run starts the
 * step in mob_state.phase; GUNS and GUN_LOSSES resume where gun_next says.
 */
enum {
    MOB_PH_GUNS = 1,     /* asking each gun for its target, then rolling them all */
    MOB_PH_GUN_LOSSES,   /* applying the artillery results, gun by gun */
    MOB_PH_INITIATIVE,
    MOB_PH_MOVE,         /* a side's movement (its frame open while it lasts) */
    MOB_PH_FIRE,         /* a side's fire */
    MOB_PH_HALF_OVER,    /* a side has moved and fired */
    MOB_PH_TURN_OVER     /* both have (MB-T5) */
};

/* Frame kinds (wg_frame.kind). */
enum {
    MOB_K_START = 1,     /* WG_DEC_SETUP: PASS begins the battle */
    MOB_K_GUN,           /* WG_DEC_FIRE: one gun's target */
    MOB_K_MOVE,          /* WG_DEC_MOVE: a side's movement */
    MOB_K_FIRE,          /* WG_DEC_FIRE: a side's fire */
    MOB_K_RETREAT,       /* WG_DEC_RETREAT (hexcc) */
    MOB_K_COUNT
};

typedef struct mob_state {
    int32_t phase;       /* MOB_PH_* */
    int32_t first;       /* side moving first this turn, -1 before the roll */
    int32_t side;        /* side of the movement / fire phase, -1 otherwise */
    int32_t half;        /* 0: the first side's move and fire, 1: the other's */
    int32_t roll[2];     /* this turn's last initiative rolls */
    int32_t destroyed[2]; /* enemy units each side destroyed */
    int32_t gun_next;    /* artillery: next gun ordinal to ask or to apply */
    int32_t nunits;
    int32_t ncells;
    int32_t pad_;
    mob_unit u[];        /* nunits of them, then ncells int32: the live terrain */
} mob_state;

/* The packed unit's types hold every value the rules give them. */
WG_STATIC_ASSERT(WG_MOB_MAX_SIDE * WG_MOB_MAX_SIDE <= INT16_MAX, mob_cells_fit_int16);
WG_STATIC_ASSERT(WG_MOB_MAX_UNITS <= INT8_MAX, mob_units_fit_int8);  /* gun_target, general */
WG_STATIC_ASSERT(MOB_MAX_FIGURES <= INT8_MAX, mob_figures_fit_int8);
WG_STATIC_ASSERT(HEXCC_MAX_DICE <= INT8_MAX, mob_dice_fit_int8);     /* dice, hits, flags */
/* moved and cap: at most a type's move or a terrain's max_move (units.yaml, terrain.yaml:
 * 0..9) */
WG_STATIC_ASSERT(sizeof(mob_unit) == 16, mob_unit_packed);

/* ------------------------------------------------------------ access */

WG_RULESET_ACCESSORS(mob)

static inline int32_t *mob_terrain_of(mob_state *s)
{
    return (int32_t *)(void *)&s->u[s->nunits];
}

static inline const int32_t *mob_cterrain_of(const mob_state *s)
{
    return (const int32_t *)(const void *)&s->u[s->nunits];
}

static inline const mob_type *mob_utype(const mob_data *d, int unit)
{
    return &d->type[d->unit_type[unit]];
}

/* The first unit from `from` on that stands in cell, or s->nunits: four units a
 * round, as every step tried asks who is in the hex (the loop's own count and test
 * were a third of a walk that tests one field a unit). */
static inline int mob_next_in(const mob_state *s, int cell, int from)
{
    int i = from, n = s->nunits;
    for (; i + 4 <= n; i += 4) {
        if (s->u[i].cell == cell)
            return i;
        if (s->u[i + 1].cell == cell)
            return i + 1;
        if (s->u[i + 2].cell == cell)
            return i + 2;
        if (s->u[i + 3].cell == cell)
            return i + 3;
    }
    for (; i < n; i++)
        if (s->u[i].cell == cell)
            return i;
    return n;
}

/* ------------------------------------------------------------ data.c */

int mob_data_load(wg_loader *L, const wg_ynode *root, void *data, size_t *state_size);

/* ------------------------------------------------------------ rules.c */

/* The live terrain type of a cell, its rules, whether it is a hill (inline: every
 * step and target test asks them). */
static inline int mob_rules_terrain(const wg_game *g, int cell)
{
    return mob_cterrain_of(mob_cst(g))[cell];
}
static inline const mob_terrain *mob_rules_terrain_rules(const wg_game *g, int cell)
{
    return &mob_cdata(g)->terrain[mob_rules_terrain(g, cell)];
}
static inline int mob_rules_on_hill(const wg_game *g, int cell)
{
    return mob_cdata(g)->board.type[mob_rules_terrain(g, cell)].hill;
}
int mob_rules_unit_at(const wg_game *g, int cell);          /* the non-general, or -1 */
int mob_rules_general_at(const wg_game *g, int cell);       /* the general, or -1 */
int mob_rules_alive(const wg_game *g, int unit);
int mob_rules_range(const wg_game *g, int unit);            /* from where it stands */
int mob_rules_los(const wg_game *g, int from, int to);
/* Dice unit rolls at target from where they stand (0: cannot). */
int mob_rules_dice(const wg_game *g, int unit, int target);
/* mob_rules_dice for a FIRE apply takes as legal (target is one of unit's targets now). */
int mob_rules_fire_dice(const wg_game *g, int unit, int target);
/* Nothing but the phase stops unit battling now (moves, terrain, has battled). */
int mob_rules_may_battle(const wg_game *g, int unit);
/* unit may pick target (an adjacent enemy binds it: M44-B6) and rolls dice > 0. */
int mob_rules_may_target(const wg_game *g, int unit, int target);
/*
 * One unit's battles against every target (mob_rules_targets, rules.c): the
 * aim worked out once, then mob_rules_aim_may_target per target (the same answers as
 * mob_rules_may_target, without redoing what does not depend on the
 * target). Valid while the state does not change.
 */
typedef struct mob_aim {
    int32_t unit, side, cell, on_hill;
    int32_t reach;           /* its range from where it stands (mob_rules_range) */
    int32_t bonus;           /* a general's extra die */
    int32_t penalty;         /* its hex's fire penalty */
    int32_t adjacent_enemy;  /* -1 until asked */
    hexcc_view *view;          /* the listing's, or own_view */
    const hexcc_occupancy *sight_terrain; /* a scan's (mob_scan), or NULL: lines walked */
    hexcc_view own_view;
} mob_aim;
/* mob_rules_aim_may_target past its first test: an enemy on the board. */
int mob_rules_aim_reaches(const wg_game *g, mob_aim *aim, int target);
/* Inline: most targets a listing tries are friends, gone or out of range, answered
 * without a call. */
static inline int mob_rules_aim_may_target(const wg_game *g, mob_aim *aim, int target)
{
    const mob_data *d = mob_cdata(g);
    int to = mob_cst(g)->u[target].cell;
    return aim->cell >= 0 && to >= 0 && d->unit_side[target] != aim->side &&
           hexcc_board_distance(&d->board, aim->cell, to) <= aim->reach &&
           mob_rules_aim_reaches(g, aim, target);
}
/* Hexes the unit may still move this phase (inline: every move listing and draw asks it per unit). */
static inline int mob_rules_moves_left(const wg_game *g, int unit)
{
    const mob_unit *u = &mob_cst(g)->u[unit];
    if (u->cell < 0 || u->halted || u->moved >= u->cap)
        return 0;
    return u->cap - u->moved;
}
/*
 * What a listing or check that asks many units' targets shares while the
 * state stands still: the view of where units stand, and the targets memo
 * (targets_memo.c) once checked against the state.
 */
typedef struct mob_targets_memo mob_targets_memo;
typedef struct mob_scan {
    hexcc_view *view;        /* own_view, or the memo's once checked */
    hexcc_view own_view;
    mob_targets_memo *memo;  /* the memo on this board (NULL: none), once checked */
    int32_t memo_checked;
    /* the memo's cells whose terrain blocks sight, once checked (NULL: lines are walked) */
    const hexcc_occupancy *sight_terrain;
} mob_scan;
static inline void mob_scan_init(mob_scan *scan)
{
    hexcc_view_init(&scan->own_view);
    scan->view = &scan->own_view;
    scan->memo_checked = 0;
    scan->sight_terrain = NULL;
}
/* unit has a target it may pick (mob_rules_may_target); scan: a listing's, or NULL. */
int mob_rules_has_target(const wg_game *g, int unit, mob_scan *scan);
/* The units `unit` may battle now, in unit order, into targets: their count (scan as above). */
int mob_rules_targets(const wg_game *g, int unit, mob_scan *scan, int32_t targets[WG_MOB_MAX_UNITS]);
/* The same as bits (bit t: target t), worked out on the board (not the memo's);
 * sight_terrain: the cells whose live terrain blocks sight, for the sight masks
 * (NULL: lines are walked). */
uint64_t mob_rules_targets_found(const wg_game *g, int unit, hexcc_view *v,
                                 const hexcc_occupancy *sight_terrain);
/* unit is a unit of the side to play (an action's unit, unchecked until here). */
int mob_rules_own_unit(const wg_game *g, int unit);

/* ------------------------------------------------------------ move.c */

void mob_move_begin(wg_game *g, int side);                  /* a side's movement phase opens */
int mob_move_can_step(const wg_game *g, int unit, int to);
void mob_move_legal(const wg_game *g, wg_sink *s);
/* The random agent's draw of a step without a listing (sample.c, the move kind's
 * sample): 1, or 0 to list. */
int mob_sample(const wg_game *g, uint64_t rng[4], wg_action *out);

/* targets_memo.c: mob_rules_targets_found from the memo while the board is the same. */
size_t mob_memo_size(const void *data);
uint64_t mob_targets_of(const wg_game *g, int unit, mob_scan *scan);
/* What the memo knows of unit's targets on this board, without working them out (0: none). */
uint64_t mob_targets_known(const wg_game *g, int unit, mob_scan *scan);

/* sight_masks.c: the masks, built once the board is read. */
void mob_sight_build(mob_data *d);
/*
 * Line of sight from `from` to `to` (cells) by the masks, where the cells
 * in the way are those of `units` or `terrain` (bits): 1 clear, 0 blocked,
 * -1 when the masks cannot tell (walk the line). Inline: a target listing
 * asks it per target, and most lines are a pair of ANDs.
 */
static inline int mob_sight_masked(const mob_sight_masks *m, int from, int to,
                                   const hexcc_occupancy *units, const hexcc_occupancy *terrain)
{
    int lo = from < to ? from : to, hi = from < to ? to : from;
    if (hi >= m->ncells)
        return -1;
    int p = hi * (hi - 1) / 2 + lo;
    if (!((m->masked[p >> 6] >> (p & 63)) & 1))
        return -1;
    uint64_t in_way = 0;
    for (int w = 0; w < m->words; w++)
        in_way |= m->between[p][w] & (units->bits[w] | terrain->bits[w]);
    if (!in_way)
        return 1;
    return (m->plain[p >> 6] >> (p & 63)) & 1 ? 0 : -1; /* an edge half: does the other block? */
}

/* walk.c: the walking-distance table, built once the scenario is read. */
void mob_walk_build(mob_data *d);
/* Steps a unit of `type` takes from `from` to `to` round the terrain it may not enter. */
int mob_walk_distance(const mob_data *d, int type, int from, int to);

/* position.c: the search agent's positional term (wg_ruleset.position), -0.9..0.9. */
double mob_position(const wg_game *g, int player);
/* MOVE `a` (its unused fields clear: the core checked) is in mob_move_legal's list. */
int mob_move_listed(const wg_game *g, const wg_action *a);
void mob_move_apply(wg_game *g, const wg_action *a);
int mob_move_any(const wg_game *g, int side);
/* Hexes the side's units may still move in all (decision.count). */
int mob_move_total(const wg_game *g, int side);
/* May `unit` stand in `cell` beside what is there (stacking only). */
int mob_move_room(const wg_game *g, int unit, int cell);
/* Terrain lets the unit's type enter cell. */
int mob_move_terrain_ok(const wg_game *g, int unit, int cell);

/* ------------------------------------------------------------ battle.c */

extern const hexcc_retreat_ops mob_retreat_ops;
/* Roll a battle (flags after fieldworks, MB-X9). */
void mob_battle_roll(wg_game *g, int unit, int target, int dice, int purpose, mob_result *r);
/*
 * What a roll does to `target` where it stands (MB-D2, MB-X9): hits, the
 * general in its hex and that general's hits, flags that count; returns
 * the flags its terrain ignored. A pure function of the roll and the state.
 */
int mob_battle_tally(const wg_game *g, int target, const hexcc_roll *roll, mob_result *r);
/* Apply a battle's results; 1 when done, 0 when a retreat decision waits. */
int mob_battle_apply(wg_game *g, int unit, int target, const mob_result *r);
void mob_battle_remove_figures(wg_game *g, int unit, int figures, int by_side);
int mob_battle_any(const wg_game *g, int side);
void mob_battle_legal(const wg_game *g, wg_sink *s);
/* A FIRE action for each unit `unit` may battle now (mob_rules_targets; scan: the
 * listing's, or NULL). */
void mob_battle_list_fire(const wg_game *g, int unit, mob_scan *scan, wg_sink *sink);
/* FIRE or CHOOSE `a` (unused fields already checked) is in mob_battle_legal's list. */
int mob_battle_listed(const wg_game *g, const wg_action *a);
void mob_battle_apply_action(wg_game *g, const wg_action *a);
/* A retreat decision was answered (or the retreat ended): go on. */
void mob_battle_retreat_done(wg_game *g);

/* ------------------------------------------------------------ artillery.c */

/* Fill d->gun_ordinal once the units are read. */
void mob_guns_index(mob_data *d);
int mob_guns_may_fire(const wg_game *g, int unit, mob_scan *scan);
void mob_guns_legal(const wg_game *g, wg_sink *s);
/* FIRE `a` (unused fields already checked) is in mob_guns_legal's list. */
int mob_guns_listed(const wg_game *g, const wg_action *a);
void mob_guns_apply(wg_game *g, const wg_action *a);
/* Ask the next gun, or roll them all; 1 when it pushed a decision. */
int mob_guns_ask(wg_game *g);
/* Apply results from gun_next on; 1 when a retreat decision waits. */
int mob_guns_apply_losses(wg_game *g);

/* ------------------------------------------------------------ turn.c */

void mob_turn_setup(wg_game *g);
/* The start decision was answered: turn 1 begins. */
void mob_turn_begin(wg_game *g);
/* The current step is done: run the turn to the next decision. */
void mob_turn_run(wg_game *g);
/* The open movement or fire phase is over: pop its frame and run on. */
void mob_turn_end_phase(wg_game *g);
/* Check destroy / annihilation victory now; 1 if the game ended. */
int mob_turn_check_victory(wg_game *g);
int mob_turn_public_phase(int phase);
const char *mob_turn_result_text(const wg_game *g);

/* ------------------------------------------------------------ odds.c */

/* The ruleset's `odds` entry (wg_odds_action): a FIRE's battle, exactly. */
int mob_odds_action(const wg_game *g, const wg_action *a, wg_odds *out);

/* ------------------------------------------------------------ agent.c */

int mob_agent_greedy(const wg_game *g, const wg_decision *d, uint64_t rng[4], wg_action *out);

/* ------------------------------------------------------------ describe.c */

int mob_describe_event(const wg_game *g, const wg_event *ev, char *buf, size_t cap);
int mob_describe_action(const wg_game *g, const wg_action *a, char *buf, size_t cap);
int mob_describe_outcome(const wg_game *g, const wg_odds *o, int i, char *buf, size_t cap);
/* wg_decision_kind.describe of every mob kind: the decision as a prompt. */
int mob_describe_decision(const wg_game *g, const wg_decision *d, char *buf, size_t cap);

/* ------------------------------------------------------------ mob.c */


#endif
