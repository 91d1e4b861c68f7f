/*
 * The m44 ruleset's insides: its data block (terrain rules, deck, board,
 * forces, parsed once and shared by clones), its flat state, and the
 * functions its files share. A name's prefix says its file: m44_data_
 * (data.c), m44_rules_ (rules.c: dice, sight, sections, who may do what),
 * m44_cards_ (cards.c: deck, hands, draws), m44_card_ (card_kinds.c: what
 * each kind of card does), m44_kinds (kinds.c: the decisions), m44_turn_
 * (turn.c: the turn loop, setup, victory), m44_orders_ (orders.c), m44_move_
 * (move.c), m44_battle_ (battle.c), m44_ground_ (ground.c: take ground,
 * overrun), m44_ambush_ (ambush.c), m44_opfire_ (opfire.c), m44_retreat_
 * (retreat.c), m44_draw_ (draw.c), m44_odds_ (odds.c), m44_agent_
 * (agent.c), m44_describe_ (describe.c), m44_sample_ (sample.c).
 */
#ifndef WG_M44_INTERNAL_H
#define WG_M44_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "core/ruleset.h"
#include "core/schema.h"
#include "rulesets/hexcc/hexcc.h"
#include "wargame/hex.h"
#include "wargame/m44.h"

#define M44_NAME 40
#define M44_TYPES 3
#define M44_MAX_RANGE 6
#define M44_MAX_FIGURES 9     /* a unit's figures (units.yaml, badges, airdrops) */
#define M44_MAX_HEX_MEDALS 9  /* medals of one objective or one exit */

/* ------------------------------------------------------------ data */

/* The rules of a terrain type beyond hexcc_terrain (M44-B8). */
typedef struct m44_terrain {
    int32_t against[M44_TYPES];  /* dice removed against a unit in it, by attacker type */
    int32_t hill_rule;           /* the reduction only when the attacker is not on a hill */
    int32_t stop;                /* a unit entering stops */
    int32_t no_battle;           /* a unit entering may not battle this turn */
    int32_t no_battle_in;        /* a unit in it may not battle (X2) */
    int32_t start_adjacent;      /* enter only as the first hex of a move */
    int32_t max_move;            /* a move that is in it goes at most this far (0: no limit) */
    int32_t armor_out;           /* armor battling out of it loses this many dice */
} m44_terrain;

/* The rules of an obstacle (terrain.yaml `obstacles:`, M44-B8, X4, X5); masks: bit per type. */
typedef struct m44_obstacle {
    char name[M44_NAME];
    int32_t blocks_sight;
    int32_t against[M44_TYPES];  /* dice removed against a unit in it, by attacker type */
    int32_t ignore_flags;        /* flags ignored per battle (not a Barrage's) */
    int32_t owned;               /* protects only the scenario's side (obstacle_side0) */
    int32_t enter_only;          /* types that may enter it (0: all) */
    int32_t holds;               /* types in it that may not leave */
    int32_t flags_hit;           /* types in it that lose a figure per flag */
    int32_t stop;                /* a unit entering stops */
    int32_t removed_by;          /* types that remove it by entering */
    int32_t leave_removes;       /* removed when its unit leaves */
    int32_t battle_out[M44_TYPES]; /* dice lost battling out of it, by type */
} m44_obstacle;

/* A badge (units.yaml `badges:`, M44-X6, X7). */
typedef struct m44_badge {
    char name[M44_NAME];
    int32_t type;                /* the unit type it fits (-1: the `none` row) */
    int32_t figures;             /* a full unit's figures with it (0: the type's) */
    int32_t battle_move;         /* most hexes moved and still battle (-1: the type's) */
} m44_badge;

typedef struct m44_card {
    int32_t kind;                /* wg_m44_card_kind */
    int32_t section;             /* wg_m44_section, WG_M44_ANY */
    char key[M44_NAME];
    char name[M44_NAME];
} m44_card;

typedef struct m44_data {
    char name[96];
    hexcc_board board;
    hexcc_sightlines lines;                  /* line of sight's steps, for m44_rules_los */
    m44_terrain terrain[WG_M44_TERRAIN_COUNT];
    m44_obstacle obstacle[WG_M44_OBSTACLE_COUNT];
    hexcc_die die;
    int32_t type_figures[M44_TYPES];         /* a full unit's figures, by type (units.yaml) */
    m44_badge badge[WG_M44_BADGE_COUNT];      /* units.yaml `badges:` */
    int32_t unit_badge[WG_M44_MAX_UNITS];     /* wg_m44_badge */
    int32_t sec_a, sec_b;                     /* section lines (offset columns) */
    uint8_t section_mask[2][HEXCC_MAX_CELLS]; /* m44_rules_sections of each side, cell */
    char side_name[2][M44_NAME];
    char win_text[2][2][96];                  /* [medals, turn limit][winner] */
    int32_t home[2], hand_size[2], air_dice[2];
    int32_t medals, first, op_fire, draw_limited, turn_limit, shuffle;
    int32_t artillery_sight;  /* M44-X1: artillery battles need sight (default 1) */
    int32_t nunits;
    int32_t unit_side[WG_M44_MAX_UNITS], unit_type[WG_M44_MAX_UNITS];
    int32_t unit_cell[WG_M44_MAX_UNITS], unit_figures[WG_M44_MAX_UNITS];
    int32_t unit_full[WG_M44_MAX_UNITS];      /* figures of a full unit (M44-B2) */
    char unit_name[WG_M44_MAX_UNITS][M44_NAME];
    /* each side's units in unit order: the walks over one side's units that every
     * action of a random game takes (the draws, the checks for a move or battle left) */
    int32_t nside_units[2];
    int32_t side_unit[2][WG_M44_MAX_UNITS];
    int32_t ncards;
    m44_card card[WG_M44_MAX_CARDS];
    int32_t nhand0[2];
    int32_t hand0[2][WG_M44_MAX_HAND];        /* cards the scenario deals first */
    uint8_t obstacle0[HEXCC_MAX_CELLS];
    int8_t obstacle_side0[HEXCC_MAX_CELLS];  /* the side an owned obstacle protects (X4) */
    int32_t nobj;
    int32_t obj_cell[WG_M44_MAX_OBJECTIVES], obj_side[WG_M44_MAX_OBJECTIVES];
    /* issue 20 (medals.c, special.c, read by data_special.c) */
    int32_t obj_kind[WG_M44_MAX_OBJECTIVES];  /* wg_m44_objective_kind */
    int32_t obj_medals[WG_M44_MAX_OBJECTIVES];
    int32_t obj_group[WG_M44_MAX_OBJECTIVES]; /* M44-X28: the first objective of its group */
    int32_t nexit;                            /* exit markers (M44-X23) */
    int32_t exit_cell[WG_M44_MAX_OBJECTIVES], exit_side[WG_M44_MAX_OBJECTIVES];
    int32_t exit_medals[WG_M44_MAX_OBJECTIVES];
    int32_t drop_first, ndrop;                /* airdropped units: drop_first.. (M44-X24) */
    int32_t drop_zone[4];                     /* offset columns c0..c1, rows r0..r1 */
    int32_t hold_first[2];                    /* M44-X25: bit 1 no move, bit 2 no battle */
    int32_t first_card[2];                    /* M44-X25: the card played first, or -1 */
    int32_t tracks_medals;                    /* the state has an m44_medal_state */
    int32_t tie_winner;                       /* equal medals at the turn limit: -1 a draw */
    char tie_text[96];                        /* its result text */
    int32_t blow_side, blow_dice;             /* M44-X26: who may blow bridges (-1: nobody) */
    int32_t blow_occupied;                    /* M44-X27: with an enemy unit on them too */
} m44_data;

/* ------------------------------------------------------------ state */

/*
 * A unit's state, in the narrowest types its values fit (WG_STATIC_ASSERTs
 * below the state): every action's rollback copy (core/play.c) takes every unit.
 */
typedef struct m44_unit {
    int16_t cell;        /* -1 once eliminated */
    int8_t figures;
    int8_t ordered;      /* ordered this turn */
    int8_t moved;        /* hexes moved this turn */
    int8_t max_move;     /* most hexes it may move */
    int8_t battle_move;  /* most hexes it may have moved and still battle (-1: never) */
    int8_t stopped;      /* its move is over */
    int8_t no_battle;    /* may not battle this turn */
    int8_t battles;      /* battles left this turn */
    int8_t bonus;        /* extra dice this turn (the card's) */
    int8_t bonus_close;  /* extra dice in close assault only */
    int8_t overrun;      /* has overrun this turn */
    int8_t opfired;      /* has Op Fired this opponent turn */
    int8_t free_move;    /* ignores terrain movement limits (Behind Enemy Lines) */
    int8_t pad_;         /* keeps the struct free of implicit padding (the memo compares bytes) */
} m44_unit;

/* Where a card is. */
enum { M44_LOC_DECK = 0, M44_LOC_HAND = 1 /* + player */, M44_LOC_DISCARD = 3, M44_LOC_TABLE = 4 };

/* Decision kinds (wg_frame.kind): rows of m44_kinds (kinds.c), named in wargame/m44.h. */
enum {
    M44_K_PLAY = 1,      /* WG_DEC_ORDER: play a card */
    M44_K_SECTION,       /* WG_DEC_CHOICE: Infantry Assault's section */
    M44_K_ORDER,         /* WG_DEC_ORDER: declare units / targets, RESOLVE */
    M44_K_MOVE,          /* WG_DEC_MOVE */
    M44_K_BATTLE,        /* WG_DEC_FIRE */
    M44_K_TAKE_GROUND,   /* WG_DEC_CHOICE */
    M44_K_OVERRUN,       /* WG_DEC_FIRE */
    M44_K_RECON,         /* WG_DEC_CHOICE: keep one of two */
    M44_K_OPFIRE,        /* WG_DEC_OPFIRE */
    M44_K_AMBUSH,        /* WG_DEC_CHOICE */
    M44_K_RETREAT,       /* WG_DEC_RETREAT (hexcc) */
    M44_K_AIRDROP,       /* WG_DEC_SETUP: the airdrop before the first card (M44-X24) */
    M44_K_COUNT
};

/* What a battle is, for what follows it. */
enum {
    M44_B_NORMAL = 1, M44_B_OVERRUN, M44_B_OPFIRE, M44_B_AMBUSH, M44_B_BARRAGE, M44_B_AIR
};

/*
 * The state, in the narrowest types its values fit (a card, a unit, a
 * count of dice or medals in an int8_t, a cell in an int16_t; the
 * WG_STATIC_ASSERTs below check the limits): an action's rollback copy
 * takes all of it, and wg_game_hash reads its bytes.
 */
typedef struct m44_state {
    int8_t phase;             /* wg_m44_phase */
    int8_t card;              /* the card played this turn, or -1 */
    int8_t kind, section;     /* the order it gives (Counter-Attack: the copied one) */
    int8_t mover;             /* the unit moving now, or -1 */
    int8_t second_move;       /* Behind Enemy Lines: the move after the battle */
    int8_t elim[2];           /* medals for eliminated units */
    int8_t owed[2];           /* Op Fire cards not yet replaced (M44-O9) */
    int8_t last_kind[2], last_section[2]; /* each player's last order */
    int8_t ndeck;
    int8_t reshuffle;         /* Their Finest Hour: reshuffle after the draw */
    int8_t tfh[4];            /* Their Finest Hour: infantry, armor, artillery, star slots */
    int8_t recon[2];          /* the two cards looked at by a Recon draw */
    /* the battle under way */
    int16_t b_cell;
    int8_t b_kind, b_unit, b_target, b_flags, b_retreated;
    int8_t air[4], nair, air_next;
    int8_t pad_;              /* no implicit padding; the units start at a multiple of 4 */
    int8_t deck[WG_M44_MAX_CARDS];            /* deck[ndeck - 1] is the top */
    int8_t loc[WG_M44_MAX_CARDS];
    /* Sized by the scenario (m44_state_size), so that the copy an action sets
     * aside, the hash and a clone cover the board in play, not the largest:
     * nunits units, then the live obstacles (a byte a cell, m44_obstacles),
     * then the hexes Op Fired at this turn (a bit a cell, M44-O7, m44_targeted). */
    m44_unit u[];
} m44_state;

/*
 * Who holds what (medals.c), after the Op Fire bits: only in scenarios with
 * objectives of a kind or exit markers (m44_data.tracks_medals), so that the
 * older scenarios' state, and so their hashes and saves, stay as they were.
 */
typedef struct m44_medal_state {
    int8_t obj_holder[WG_M44_MAX_OBJECTIVES]; /* who each objective scores for, -1 */
    int8_t exit_count[WG_M44_MAX_OBJECTIVES]; /* units gone by each exit marker */
    int16_t exit_scored[2];                   /* medals for units gone by exit markers */
    uint32_t blown[];                         /* bit c: the bridge in cell c is blown (a word
                                                 per 32 cells of the board) */
} m44_medal_state;

/* The packed state's types hold every value the rules give them, and it has
 * no implicit padding: wg_game_hash and the memos read it bytewise. */
WG_STATIC_ASSERT(WG_M44_MAX_CARDS <= INT8_MAX, m44_cards_fit_int8);   /* card, deck, recon */
WG_STATIC_ASSERT(WG_M44_MAX_UNITS <= INT8_MAX, m44_units_fit_int8);   /* mover, b_unit, air */
WG_STATIC_ASSERT(HEXCC_MAX_CELLS <= INT16_MAX, m44_cells_fit_int16);  /* cell, b_cell */
WG_STATIC_ASSERT(HEXCC_MAX_DICE <= INT8_MAX, m44_dice_fit_int8);      /* tfh, b_flags */
WG_STATIC_ASSERT(M44_MAX_FIGURES <= INT8_MAX, m44_figures_fit_int8);
/* elim: a medal per eliminated unit (as mover above); exit_scored: an exit's medals per
 * unit gone */
WG_STATIC_ASSERT(WG_M44_MAX_UNITS * M44_MAX_HEX_MEDALS <= INT16_MAX, m44_exits_fit_int16);
/* The packed state has no implicit padding (the firers' memo compares it bytewise), and
 * its units start at a multiple of 4 (so do the Op Fire bits after the obstacles). */
WG_STATIC_ASSERT(sizeof(m44_unit) == 16 && sizeof(m44_state) % 4 == 0 &&
                     offsetof(m44_state, b_cell) == offsetof(m44_state, recon) + 2 &&
                     offsetof(m44_state, u) == offsetof(m44_state, loc) + WG_M44_MAX_CARDS,
                 m44_state_packed);
WG_STATIC_ASSERT(sizeof(m44_medal_state) % 4 == 0, m44_medal_state_packed);

WG_RULESET_ACCESSORS(m44)

/* Bytes of the obstacles after the units: every cell, rounded to whole words. */
static inline size_t m44_obstacle_bytes(const m44_data *d)
{
    return ((size_t)d->board.ncells + 3) & ~(size_t)3;
}

/* Words of a bit per cell (the hexes Op Fired at, the bridges blown). */
static inline size_t m44_cell_words(const m44_data *d)
{
    return ((size_t)d->board.ncells + 31) / 32;
}

/* The state block's size for the scenario behind d. */
static inline size_t m44_state_size(const m44_data *d)
{
    return sizeof(m44_state) + (size_t)d->nunits * sizeof(m44_unit) + m44_obstacle_bytes(d) +
           m44_cell_words(d) * sizeof(uint32_t) +
           (d->tracks_medals ? sizeof(m44_medal_state) + m44_cell_words(d) * sizeof(uint32_t)
                             : 0);
}

/* The live obstacle of each cell (wg_m44_obstacle). */
static inline uint8_t *m44_obstacles(wg_game *g)
{
    return (uint8_t *)(m44_st(g)->u + m44_cdata(g)->nunits);
}
static inline const uint8_t *m44_cobstacles(const wg_game *g)
{
    return (const uint8_t *)(m44_cst(g)->u + m44_cdata(g)->nunits);
}

/* Bit c: cell c was Op Fired at this turn (M44-O7). */
static inline uint32_t *m44_targeted(wg_game *g)
{
    return (uint32_t *)(void *)(m44_obstacles(g) + m44_obstacle_bytes(m44_cdata(g)));
}
static inline const uint32_t *m44_ctargeted(const wg_game *g)
{
    return (const uint32_t *)(const void *)(m44_cobstacles(g) + m44_obstacle_bytes(m44_cdata(g)));
}

/* The medal block (m44_medal_state), or NULL when the scenario has none. */
static inline m44_medal_state *m44_medal_st(wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    return d->tracks_medals ? (m44_medal_state *)(void *)(m44_targeted(g) + m44_cell_words(d))
                            : NULL;
}
static inline const m44_medal_state *m44_cmedal_st(const wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    return d->tracks_medals
               ? (const m44_medal_state *)(const void *)(m44_ctargeted(g) + m44_cell_words(d))
               : NULL;
}

/* ------------------------------------------------------------ data.c */

int m44_data_load(wg_loader *L, const wg_ynode *root, void *data, size_t *state_size);

/* ------------------------------------------------------------ terrain.c */

/* The obstacle keys, in wg_m44_obstacle order (NULL-terminated). */
extern const char *const m44_obstacle_keys[];
/* terrain.yaml into d (a wg_builtin parser, see core/schema.h). */
int m44_terrain_parse_file(const wg_reader *R, const wg_ynode *root, void *data);
/* The terrain questions of a step (M44-B8, X2..X4) are inline: a random game asks
 * them of every step it tries. */
static inline const m44_terrain *m44_terrain_at(const wg_game *g, int cell)
{
    const m44_data *d = m44_cdata(g);
    return &d->terrain[d->board.terrain[cell]];
}
/* The live obstacle's row at cell (the `none` row when there is none). */
static inline const m44_obstacle *m44_terrain_obstacle(const wg_game *g, int cell)
{
    return &m44_cdata(g)->obstacle[m44_cobstacles(g)[cell]];
}
/* unit may enter cell by its terrain and obstacle (moving, retreating, taking ground). */
static inline int m44_terrain_may_enter(const wg_game *g, int unit, int cell)
{
    const m44_data *d = m44_cdata(g);
    const m44_obstacle *o = m44_terrain_obstacle(g, cell);
    if (d->board.type[d->board.terrain[cell]].impassable)
        return 0;
    return !o->enter_only || (o->enter_only >> d->unit_type[unit] & 1);
}
/* unit's obstacle keeps it from moving (X4). */
static inline int m44_terrain_held(const wg_game *g, int unit)
{
    int cell = m44_cst(g)->u[unit].cell;
    return m44_terrain_obstacle(g, cell)->holds >> m44_cdata(g)->unit_type[unit] & 1;
}
/* One more step, into `to`, stays within to's max_move. */
static inline int m44_terrain_step_fits(const wg_game *g, int unit, int to)
{
    const m44_unit *u = &m44_cst(g)->u[unit];
    int cap = m44_terrain_at(g, to)->max_move;
    return !cap || u->free_move || u->moved + 1 <= cap;
}
/* X4: the side the owned obstacle in `cell` protects (a bunker's), or -1. */
int m44_terrain_obstacle_side(const wg_game *g, int cell);
/* Dice the obstacle at cell takes from an attacker_type battling unit there. */
int m44_terrain_obstacle_against(const wg_game *g, int cell, int unit, int attacker_type);
/* Flags the obstacle at cell lets unit there ignore (before a Barrage's exception). */
int m44_terrain_ignore_flags(const wg_game *g, int cell, int unit);
/* unit at cell loses a figure for each flag instead of retreating (X4). */
int m44_terrain_flags_hit(const wg_game *g, int cell, int unit);
/* unit stands where it may not battle (X2). */
int m44_terrain_no_battle_in(const wg_game *g, int unit);
/* unit is in cell: lower its move to the hex's max_move (X2, X3). */
void m44_terrain_cap_move(wg_game *g, int unit, int cell);

/* ------------------------------------------------------------ badge.c */

/* The badge keys, in wg_m44_badge order (NULL-terminated). */
extern const char *const m44_badge_keys[];
/* units.yaml's `badges:` map into d. */
int m44_badge_parse(const wg_reader *R, m44_data *d, const wg_ynode *map);
/* The scenario's unit has its badge (d->unit_badge) read: check it fits, set its full strength. */
int m44_badge_fit(const wg_reader *R, m44_data *d, int unit, const wg_ynode *n);
/* The unit was just ordered: what its badge adds (X6). */
void m44_badge_order(wg_game *g, int unit);

/* ------------------------------------------------------------ rules.c */

int m44_rules_alive(const wg_game *g, int unit);
int m44_rules_unit_at(const wg_game *g, int cell);
int m44_rules_side(const wg_game *g, int unit);
int m44_rules_type(const wg_game *g, int unit);
/* Hexes between two cells (inline: listings ask it per unit pair). */
static inline int m44_rules_dist(const wg_game *g, int a, int b)
{
    return hexcc_board_distance(&m44_cdata(g)->board, a, b);
}
/* Sections mask (bit s) of a cell as `player` sees it (inline: a table of the data's,
 * asked per unit by order listings and Op Fire). */
static inline uint32_t m44_rules_sections(const wg_game *g, int player, int cell)
{
    return m44_cdata(g)->section_mask[player][cell];
}
/* Fill d->section_mask once the board, its section lines and the homes are read. */
void m44_rules_sections_build(m44_data *d);
int m44_rules_los(const wg_game *g, int from, int to);
int m44_rules_adjacent_enemy(const wg_game *g, int unit);
int m44_rules_has_type(const wg_game *g, int player, int type);
/* Dice of unit at target (plain battle: bonus the caller's); 0 if out of range. */
int m44_rules_dice(const wg_game *g, int unit, int target, int bonus);
/* unit may battle target now with a plain battle's dice, no card's bonus (B6, range,
 * sight (need_los for artillery too), at least one die after terrain): Op Fire's test. */
int m44_rules_may_target(const wg_game *g, int unit, int target, int need_los);
/* unit may aim at target (B6, range, sight), whatever its dice: an ordered battle adds
 * the card's bonus before it counts them (m44_turn_order_dice). *adj caches
 * m44_rules_adjacent_enemy(unit) (-1: not known yet), valid while the board stands. */
int m44_rules_may_target_adj(const wg_game *g, int unit, int target, int need_los, int *adj);
void m44_rules_view(const wg_game *g, hexcc_view *v);
/* m44_rules_los over the view (taken now if not yet known). */
int m44_rules_los_in(const wg_game *g, hexcc_view *v, int from, int to);
/* M44-B3: dice by range 1.. (M44_MAX_RANGE) for infantry, armor, artillery. */
extern const int m44_dice_table[M44_TYPES][M44_MAX_RANGE];
/* The table's dice of a unit type at range hexes (0: out of its range). */
static inline int m44_rules_range_dice(int type, int range)
{
    return range < 1 || range > M44_MAX_RANGE ? 0 : m44_dice_table[type][range - 1];
}
/* m44_rules_may_target_enemy past its range test (range: the hexes between them). */
int m44_rules_may_target_at(const wg_game *g, int unit, int target, int range, int need_los,
                            int *adj, hexcc_view *v);
/* m44_rules_may_target_adj past its first test: both alive, on opposite sides; its
 * neighbours and lines looked at over v (taken on first use). Its range test is
 * inline: most pairs a listing tries are out of range. */
static inline int m44_rules_may_target_enemy(const wg_game *g, int unit, int target,
                                             int need_los, int *adj, hexcc_view *v)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    int range = hexcc_board_distance(&d->board, s->u[unit].cell, s->u[target].cell);
    return m44_rules_range_dice(d->unit_type[unit], range) > 0 &&
           m44_rules_may_target_at(g, unit, target, range, need_los, adj, v);
}
/* That first test, inline: most targets a listing tries are friends or gone. */
static inline int m44_rules_enemies(const wg_game *g, int unit, int target)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    return unit >= 0 && unit < d->nunits && target >= 0 && target < d->nunits &&
           s->u[unit].cell >= 0 && s->u[target].cell >= 0 &&
           d->unit_side[unit] != d->unit_side[target];
}
/* Die symbols that hit a unit type. */
uint32_t m44_rules_hit_mask(int type);
/* Hits and the flags that count of a roll at target in a battle of `kind` (M44_B_*);
 * returns the flags sandbags ignored (0 or 1). */
int m44_rules_tally(const wg_game *g, int target, int kind, const hexcc_roll *r, int *hits,
                    int *flags);
int m44_rules_may_step(const wg_game *g, int unit, int to);
/* m44_rules_may_step over where every unit stands, taken once (m44_rules_occupancy;
 * NULL: looked for over the units). */
int m44_rules_step_ok(const wg_game *g, int unit, int to, const hexcc_occupancy *o);
/* Every hex a unit stands in: m44_rules_unit_at(cell) >= 0 at a bit test. */
void m44_rules_occupancy(const wg_game *g, hexcc_occupancy *o);
/* The Op Fire legality of (firer, card) at mover in its hex (M44-O1..O8). */
int m44_rules_opfire_ok(const wg_game *g, int unit, int card, int mover);
/* Its card-free part (the card's part: m44_card_opfire_ok). */
int m44_rules_opfire_unit_ok(const wg_game *g, int unit, int mover);
int m44_rules_opfire_count(const wg_game *g, int mover);
/* m44_rules_opfire_count, and (ok not NULL) ok[u] set to whether unit u is one of
 * the firers (m44_rules_opfire_unit_ok, the mover's enemies only, with some card
 * of the hand that m44_card_opfire_ok allows): the window counts and lists its
 * options from one walk. */
int m44_rules_opfire_firers(const wg_game *g, int mover, uint8_t *ok);

/* ------------------------------------------------------------ small helpers */

static inline int m44_active(const wg_game *g)
{
    return wg_ccore(g)->active;
}

static inline wg_hex m44_hex(const wg_game *g, int cell)
{
    return m44_cdata(g)->board.hex[cell];
}

/* ------------------------------------------------------------ cards.c: the deck */

int m44_cards_hand_count(const wg_game *g, int player);
/* The cards in `where` (M44_LOC_*) in card order into out: how many. */
int m44_cards_at(const wg_game *g, int where, int32_t out[WG_M44_MAX_CARDS]);
int m44_cards_in_hand(const wg_game *g, int player, int card);
void m44_cards_deal(wg_game *g);
/* Draw one card to player's hand (why: WG_M44_EV_DRAW value); -1 if none left. */
int m44_cards_draw(wg_game *g, int player, int why);
void m44_cards_discard(wg_game *g, int card);
void m44_cards_reshuffle_all(wg_game *g);

/* ------------------------------------------------------------ card_kinds.c: what cards do */

/* Who an order picks (m44_card_kind.picks). */
enum {
    M44_PICK_UNITS = 0,   /* the player's units, as the row's limits allow */
    M44_PICK_NOBODY,      /* orders nobody (Ambush, Counter-Attack before it copies) */
    M44_PICK_FOES         /* enemy units its dice strike (Barrage, Air Power) */
};

/* Op Fire with a card (M44-O4..O6: m44_card_kind.opfire). */
enum {
    M44_OPF_NEVER = 0,    /* M44-O5 */
    M44_OPF_SECTION,      /* a firer in the card's section */
    M44_OPF_ANY,          /* any firer */
    M44_OPF_FLANKS,       /* a firer in the left or right section */
    M44_OPF_TYPE,         /* a firer of the card's type (type_card), any when none is left */
    M44_OPF_CLOSE,        /* infantry or armor next to the mover (M44-O6) */
    M44_OPF_FIREFIGHT     /* the mover 2-3 hexes away, the firer next to no enemy */
};

/* The greedy agent's worth of a card (m44_card_kind.value). */
enum {
    M44_VALUE_PLAIN = 0,  /* 15 */
    M44_VALUE_SECTION,    /* 10 per unit it orders in its section, up to its limit */
    M44_VALUE_SPREAD,     /* 10 per unit, up to four, plus one */
    M44_VALUE_LOW         /* 1: keep it for later */
};

/* Fields of m44_gives that replace the unit type's own (m44_gives.set). */
enum { M44_SET_MOVE = 1, M44_SET_BATTLE_MOVE = 2, M44_SET_BATTLES = 4 };

/* A bit per unit type (m44_card_kind.type_card, .types, m44_gives.types). */
#define M44_TYPE(t) (1 << (t))

/* What an order gives the units it orders (M44-B2, C3). */
typedef struct m44_gives {
    int32_t types;        /* unit types it applies to (0: every ordered unit) */
    int32_t set;          /* M44_SET_* of the three below (the others keep the type's own) */
    int32_t move, battle_move, battles;
    int32_t bonus;        /* extra dice in every battle */
    int32_t bonus_close;  /* extra dice in close assault */
    int32_t free_move;    /* ignores terrain movement limits */
} m44_gives;

/*
 * One kind of command card: its whole behaviour. A zero field means "no
 * such rule", so a row names only what its card does. Hooks are for the
 * few cards the fields cannot say.
 */
typedef struct m44_card_kind {
    const char *key;      /* its deck.yaml `kind:` */
    /* who its order includes (M44-C2..C4) */
    int32_t picks;        /* M44_PICK_* */
    int32_t limit;        /* units at most (0: no limit) */
    int32_t section;      /* 1: only units in the order's section */
    int32_t caps[3];      /* units at most per section (all 0: no caps) */
    int32_t type_card;    /* a unit-type card: those types, or one unit of any when none is left */
    int32_t types;        /* only these unit types (0: any) */
    int32_t adjacent;     /* 1: only units next to an enemy, -1: only units next to none */
    int32_t wounded;      /* only units that lost figures */
    int32_t choose_section; /* the player picks the section (when he has its type_card) */
    m44_gives gives;
    /* Barrage, Air Power: enemy units struck (picks M44_PICK_FOES) */
    int32_t foes;         /* targets at most; 1: strikes the first at once */
    int32_t strike;       /* the battle's kind (M44_B_*) */
    int32_t strike_roll;  /* its dice's purpose (wg_m44_roll) */
    int32_t strike_dice;  /* dice per target (0: the side's Air Power dice) */
    /* what else it does */
    int32_t copies;       /* plays as the opponent's last order, section mirrored */
    int32_t reaction;     /* played against a close assault (Ambush), not as an order */
    int32_t recon;        /* its replacement is the better of two (the draw) */
    int32_t move_again;   /* free-moving units move again after the battles */
    int32_t opfire;       /* M44_OPF_* */
    int32_t value;        /* M44_VALUE_* */
    /* hooks (NULL: none) */
    void (*play)(wg_game *g);                            /* once played, before the orders */
    int (*may_order)(const wg_game *g, int unit);        /* a further test for each unit */
    void (*declare)(wg_game *g, int unit);               /* instead of ordering; then commits */
    void (*commit)(wg_game *g);                          /* the order is complete, before moves */
} m44_card_kind;

/* One row per wg_m44_card_kind, then the row of "no order" (card_kinds.c). */
extern const m44_card_kind m44_card_rows[WG_M44_CARD_KIND_COUNT + 1];

/* The row of a card kind (wg_m44_card_kind), or of "no order" for -1 (inline: every
 * unit of an order listing asks). */
static inline const m44_card_kind *m44_card_kind_row(int kind)
{
    return &m44_card_rows[kind >= 0 && kind < WG_M44_CARD_KIND_COUNT ? kind
                                                                     : WG_M44_CARD_KIND_COUNT];
}

/* The row of the order being carried out (m44_state.kind). */
static inline const m44_card_kind *m44_card_order(const wg_game *g)
{
    return m44_card_kind_row(m44_cst(g)->kind);
}
/* The order's section is the player's choice now (Infantry Assault with infantry left). */
int m44_card_asks_section(const wg_game *g);
/* What the order in play asks of each unit, worked out once for a walk over
 * many (the order listing, the check for another unit, the random draw). */
typedef struct m44_order_test {
    const wg_game *g;
    const m44_card_kind *k;
    int active;
    int nobody;       /* no unit may be ordered (not a row of units, or its limit reached) */
    int full;         /* the order has as many units as its limit allows */
    int any_one;      /* a type card with none of its types left: one unit of any (M44-C4) */
    int types;        /* bit per unit type it takes */
    uint32_t sections; /* the order's section bit (all bits: any section) */
} m44_order_test;
void m44_card_order_test(const wg_game *g, m44_order_test *t);
/* The card's order may include unit (with those already ordered), t: m44_card_order_test. */
int m44_card_may_order(const m44_order_test *t, int unit);
int m44_card_may_pick_target(const wg_game *g, int unit);
void m44_card_order_unit(wg_game *g, int unit);
/* The card's part of the Op Fire test (M44-O4..O6): the card in the firer's hand and
 * m44_rules_opfire_unit_ok true. */
int m44_card_opfire_ok(const wg_game *g, int unit, int card, int mover);
/* Dice a strike of the current order rolls at each target. */
int m44_card_strike_dice(const wg_game *g);

/* ------------------------------------------------------------ kinds.c: the decisions */

/* The ruleset's decision kinds (wg_ruleset.kinds), M44_K_COUNT rows. */
extern const wg_decision_kind m44_kinds[M44_K_COUNT];

/* Offer an action of `type` with these fields to the sink (the others as wg_action_make). */
void m44_offer(wg_sink *sk, int type, int unit, int target, int card, int x, int y, int value);

/* ------------------------------------------------------------ turn.c: the turn loop */

void m44_turn_setup(wg_game *g);
/* The first turn begins (after the setup, or after the airdrop), unless the game is won. */
void m44_turn_start(wg_game *g);
/* Enter a phase (WG_EV_PHASE). */
void m44_turn_phase(wg_game *g, int phase);
/* Replace the turn's own decision (depth 1) by one of `kind`. */
wg_frame *m44_turn_base(wg_game *g, int kind);
/* 1 when the turn cannot go on from here: the game is over, or a decision
 * above the turn's own (a retreat, an Op Fire window) waits for its answer. */
int m44_turn_elsewhere(const wg_game *g);
void m44_turn_end(wg_game *g);
int m44_turn_check_victory(wg_game *g);
const char *m44_turn_result_text(const wg_game *g);

/* ------------------------------------------------------------ orders.c: card, section, orders */

/* The decision kinds (kinds.c) each file answers: WG_KIND_FUNCS declares their functions. */
WG_KIND_FUNCS_CHECKED(m44_orders_play);
/* The cards the active player may play now, in card order (the listing's): the count. */
int m44_orders_playable(const wg_game *g, int32_t out[WG_M44_MAX_CARDS]);
WG_KIND_FUNCS(m44_orders_section);
WG_KIND_FUNCS_CHECKED(m44_orders);
/* Air Power: strike the next picked target (after each battle), then move. */
void m44_orders_strike_next(wg_game *g);

/* ------------------------------------------------------------ move.c: the movement phase */

void m44_move_start(wg_game *g);
/* A step or its window is over: go on moving, or on to the battles. */
void m44_move_after_step(wg_game *g);
/* An event of a unit that went from one hex to another (value, extra: from; x, y: to). */
/* The unit leaves its hex (sandbags go with it, M44-B8). */
void m44_move_leave(wg_game *g, int unit);
WG_KIND_FUNCS_CHECKED(m44_move);

/* ------------------------------------------------------------ battle.c: battles */

/*
 * Roll `dice` of unit (-1: a card's) at target and apply the result; 1
 * when over, 0 when the target's owner must pick a retreat path (then
 * m44_battle_done follows).
 */
int m44_battle_roll(wg_game *g, int unit, int target, int kind, int dice, int purpose);
/* What follows a battle of m44_state.b_kind once it and its retreat are over. */
void m44_battle_done(wg_game *g);
/* Remove figures; the last one eliminated gives `credit` a medal (M44-B4). */
void m44_battle_lose(wg_game *g, int unit, int n, int credit);
/* Dice of a plain battle or overrun of unit at target, the card's bonus included (M44-C3). */
int m44_battle_dice(const wg_game *g, int unit, int target);
/* unit has a target it may battle now with its order's dice. */
int m44_battle_has_target(const wg_game *g, int unit);
/* Offer FIRE unit target for each of them. */
void m44_battle_list_targets(const wg_game *g, int unit, wg_sink *sk);
/* The attack declared: an Ambush may come first (M44-C3). */
void m44_battle_declare(wg_game *g, int unit, int target, int kind);
/* The attack rolled, no Ambush asked. */
void m44_battle_assault(wg_game *g, int unit, int target, int kind);
void m44_battle_start(wg_game *g);
/* Back at the battle phase's own decision: end it when no battle is left. */
void m44_battle_back(wg_game *g);
WG_KIND_FUNCS_CHECKED(m44_battle);

/* ------------------------------------------------------------ ground.c: take ground, overrun */

/* After a battle: take ground when the close assault emptied the hex (M44-B7). */
void m44_ground_offer(wg_game *g);
WG_KIND_FUNCS(m44_ground);
WG_KIND_FUNCS(m44_ground_overrun);

/* ------------------------------------------------------------ ambush.c: the Ambush window */

/* The Ambush card target's owner may answer unit's assault with before it rolls, or -1. */
int m44_ambush_card(const wg_game *g, int unit, int target);
void m44_ambush_open(wg_game *g, int unit, int target, int card, int kind);
/* The ambusher's battle is over: the assault, unless it was cancelled. */
void m44_ambush_done(wg_game *g);
WG_KIND_FUNCS(m44_ambush);

/* ------------------------------------------------------------ opfire.c: Op Fire windows */

/* A window's events (WG_EV_OPFIRE_WINDOW, WG_EV_FIRE_OPTION), and its end: the frame
 * popped, WG_EV_WINDOW_CLOSED. The Ambush window uses them too. */
void m44_opfire_emit_window(wg_game *g, int player, int unit, wg_hex at, int options);
void m44_opfire_emit_option(wg_game *g, int player, int firer, int card, int target, wg_hex at);
void m44_opfire_close(wg_game *g);
/* A MOVE step ended in the mover's hex: open a window if anyone may fire. */
void m44_opfire_open(wg_game *g, int mover);
/* The Op Fire battle is over (M44-O2): close the window. */
void m44_opfire_done(wg_game *g);
WG_KIND_FUNCS_CHECKED(m44_opfire);

/* ------------------------------------------------------------ firers_memo.c: a window's firers */

/* wg_ruleset.memo_size: the firers of the last window opened, with their input. */
size_t m44_memo_size(const void *data);
/* Keep m44_rules_opfire_firers' ok for the mover in the game's state now. */
void m44_firers_remember(const wg_game *g, int mover, const uint8_t *ok);
/* 1 and ok as kept when the game's state and mover are those kept; else 0. */
int m44_firers_recall(const wg_game *g, int mover, uint8_t *ok);

/* ------------------------------------------------------------ retreat.c: retreats (M44-B5) */

/* m44's rules for hexcc's retreat (also the exact odds'). */
extern const hexcc_retreat_ops m44_retreat_ops;
/* Retreat the unit `hexes` hexes towards its owner's edge: 1 when over, 0 when he must choose. */
int m44_retreat_start(wg_game *g, int unit, int hexes);
WG_KIND_FUNCS(m44_retreat);

/* ------------------------------------------------------------ draw.c: the draw (M44-O9, O10) */

void m44_draw_phase(wg_game *g);
WG_KIND_FUNCS(m44_draw_recon);

/* ------------------------------------------------------------ odds.c */

/* wg_ruleset.odds: the battle a legal action rolls now (wargame/m44.h "exact odds"). */
int m44_odds_action(const wg_game *g, const wg_action *a, wg_odds *out);

/* ------------------------------------------------------------ agent.c, describe.c */

int m44_agent_greedy(const wg_game *g, const wg_decision *d, uint64_t rng[4], wg_action *out);
/* wg_ruleset.scratch_size: the greedy agent's list of answers. */
size_t m44_agent_scratch_size(int slot);

/* ------------------------------------------------------------ position.c */

/* wg_ruleset.position: medals within reach and at risk, for the search agent. */
double m44_position(const wg_game *g, int player);

/* ------------------------------------------------------------ describe.c */

int m44_describe_event(const wg_game *g, const wg_event *ev, char *buf, size_t cap);
int m44_describe_action(const wg_game *g, const wg_action *a, char *buf, size_t cap);
/* The prompts of "m44.play_card" and "m44.order" (wg_decision_describe). */
int m44_describe_play(const wg_game *g, const wg_decision *d, char *buf, size_t cap);
int m44_describe_order(const wg_game *g, const wg_decision *d, char *buf, size_t cap);
/* wg_decision_kind.describe of every m44 kind: the decision as a prompt. */
int m44_describe_decision(const wg_game *g, const wg_decision *d, char *buf, size_t cap);
/* wg_ruleset.describe_outcome: an odds outcome in words. */
int m44_describe_outcome(const wg_game *g, const wg_odds *o, int i, char *buf, size_t cap);

/* ------------------------------------------------------------ hidden.c: who sees what */

/* wg_ruleset.event_for: draws name the card to the drawer only, window options to
 * their player only. */
int m44_hidden_event_for(const wg_game *g, const wg_event *ev, int player, wg_event *out);
/* wg_ruleset.conceal: the cards `viewer` cannot see, shuffled from card order and
 * dealt back in the same counts. */
void m44_hidden_conceal(wg_game *g, int viewer, uint64_t rng[4]);
/* wg_ruleset.decision_for: an Op Fire window's options are its player's. */
void m44_hidden_decision_for(const wg_game *g, int player, wg_decision *d);

/* ------------------------------------------------------------ data_special.c: issue 20 keys */

/* `objectives:`, `exits:`, `airdrop:`, `first_turn:` (after the units). */
int m44_data_objectives(const wg_reader *R, const wg_ynode *list, void *data);
int m44_data_special(const wg_reader *R, m44_data *d, const wg_ynode *root);
/* `first_turn:`'s `card:` keys, once the deck and the hands are read (M44-X25). */
int m44_data_first_cards(const wg_reader *R, m44_data *d, const wg_ynode *root);

/* ------------------------------------------------------------ medals.c: objectives, exits */

/* Medals of player p (eliminations, exits, objectives) with unit `mover` at `to` (-1: gone)
 * instead of where it stands; mover -1: the board as it stands. */
int m44_medals_score(const wg_game *g, int p, int mover, int to);
/* Setup: nobody holds anything yet. */
void m44_medals_setup(wg_game *g);
/* The side objective i scores for now, or -1. */
int m44_medals_holder(const wg_game *g, int i);
/* Who holds what after a change on the board (WG_M44_EV_OBJECTIVE for each change),
 * then each player's m44_medals_score of the board as it stands. */
void m44_medals_tally(wg_game *g, int32_t score[2]);
/* The active player's turn begins: start-of-turn objectives he holds are his (M44-X22);
 * 1 if one changed hands. */
int m44_medals_turn_start(wg_game *g);
/* unit may leave the board now by an exit marker (M44-X23): 1 and the hex beyond in *out. */
int m44_medals_exit_hex(const wg_game *g, int unit, wg_hex *out);
/* Objective i's medals count (not a majority group's other hexes, M44-X28). */
int m44_medals_scores_here(const m44_data *d, int i);
/* A step from `from` to `to` may change the medals: it leaves or enters an objective's hex
 * (a majority group's hexes are objectives too, M44-X28). */
int m44_medals_step_counts(const m44_data *d, int from, int to);
/* unit leaves the board by the exit marker it stands on. */
void m44_medals_exit(wg_game *g, int unit);
int m44_medals_describe(const wg_game *g, const wg_event *ev, char *buf, size_t cap);

/* ------------------------------------------------------------ special.c: special rules */

/* Setup (M44-X24): with an airdrop, push the dropping side's "m44.airdrop" and return 1;
 * without one, 0. */
int m44_special_airdrop_pending(wg_game *g);
/* "m44.airdrop"'s apply: roll where each unit lands, then start the first turn. */
void m44_special_airdrop_apply(wg_game *g, const wg_action *a);
/* The order is complete: the first-turn restrictions on the ordered units (M44-X25). */
void m44_special_first_turn(wg_game *g);
/* M44-X25: the card the active player must play now (his first turn, the card in his
 * hand), or -1: any. */
int m44_special_first_card(const wg_game *g);
/* M44-X26: the bridge in `cell` is blown (a river for movement, retreats and drops).
 * Inline: every step tried asks. */
static inline int m44_special_blown(const wg_game *g, int cell)
{
    const m44_medal_state *m = m44_cmedal_st(g);
    return m && cell >= 0 && (m->blown[cell / 32] >> (cell % 32) & 1u);
}
/* unit (ordered, free to battle) may try to blow the bridge in `cell` now. */
int m44_special_may_blow(const wg_game *g, int unit, int cell);
/* Offer CHOOSE unit x y value=WG_M44_CHOICE_BLOW_BRIDGE for each bridge it may blow; the
 * count of them. */
int m44_special_blow_list(const wg_game *g, int unit, wg_sink *sk);
/* unit tries: the scenario's dice, a star blows it; the unit's battle is spent. */
void m44_special_blow(wg_game *g, int unit, int cell);

/* ------------------------------------------------------------ sample.c */

/* The random agent's draws without a listing (wg_decision_kind.sample): 1, or 0 to list. */
int m44_sample_play(const wg_game *g, uint64_t rng[4], wg_action *out);
int m44_sample_order(const wg_game *g, uint64_t rng[4], wg_action *out);
int m44_sample_move(const wg_game *g, uint64_t rng[4], wg_action *out);

#endif
