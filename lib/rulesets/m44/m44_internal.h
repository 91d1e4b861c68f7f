/*
 * The m44 ruleset's insides: its data block (terrain rules, deck, board,
 * forces, parsed once and shared by clones), its flat state, and the
 * functions its files share. Prefixes: m44_data_ (data.c), m44_rules_
 * (rules.c: dice, sight, sections, who may do what), m44_cards_ (cards.c:
 * deck, hands, draws, orders), m44_turn_ (turn.c: phases, movement,
 * battles, Op Fire), m44_odds_ (odds.c), m44_agent_ (agent.c),
 * m44_describe_ (describe.c), m44_sample (sample.c).
 */
#ifndef WG_M44_INTERNAL_H
#define WG_M44_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "core/ruleset.h"
#include "rulesets/hexcc/hexcc.h"
#include "wargame/hex.h"
#include "wargame/m44.h"

#define M44_NAME 40
#define M44_TYPES 3
#define M44_MAX_RANGE 6

/* ------------------------------------------------------------ data */

/* The rules of a terrain type beyond hexcc_terrain (M44-B8). */
typedef struct m44_terrain {
    int32_t against[M44_TYPES];  /* dice removed against a unit in it, by attacker type */
    int32_t hill_rule;           /* the reduction only when the attacker is not on a hill */
    int32_t stop;                /* a unit entering stops */
    int32_t no_battle;           /* a unit entering may not battle this turn */
    int32_t start_adjacent;      /* enter only as the first hex of a move */
    int32_t armor_out;           /* armor battling out of it loses this many dice */
} m44_terrain;

typedef struct m44_card {
    int32_t kind;                /* wg_m44_card_kind */
    int32_t section;             /* wg_m44_section, WG_M44_ANY */
    char key[M44_NAME];
    char name[M44_NAME];
} m44_card;

typedef struct m44_data {
    char name[96];
    hexcc_board board;
    m44_terrain terrain[WG_M44_TERRAIN_COUNT];
    hexcc_die die;
    int32_t type_figures[M44_TYPES];         /* a full unit's figures, by type (units.yaml) */
    int32_t sec_a, sec_b;                     /* section lines (offset columns) */
    char side_name[2][M44_NAME];
    char win_text[2][2][96];                  /* [medals, turn limit][winner] */
    int32_t home[2], hand_size[2], air_dice[2];
    int32_t medals, first, op_fire, draw_limited, turn_limit, shuffle;
    int32_t nunits;
    int32_t unit_side[WG_M44_MAX_UNITS], unit_type[WG_M44_MAX_UNITS];
    int32_t unit_cell[WG_M44_MAX_UNITS], unit_figures[WG_M44_MAX_UNITS];
    int32_t unit_full[WG_M44_MAX_UNITS];      /* figures of a full unit (M44-B2) */
    char unit_name[WG_M44_MAX_UNITS][M44_NAME];
    int32_t ncards;
    m44_card card[WG_M44_MAX_CARDS];
    int32_t nhand0[2];
    int32_t hand0[2][WG_M44_MAX_HAND];        /* cards the scenario deals first */
    uint8_t obstacle0[HEXCC_MAX_CELLS];
    int32_t nobj;
    int32_t obj_cell[WG_M44_MAX_OBJECTIVES], obj_side[WG_M44_MAX_OBJECTIVES];
} m44_data;

/* ------------------------------------------------------------ state */

typedef struct m44_unit {
    int32_t cell;        /* -1 once eliminated */
    int32_t figures;
    int32_t ordered;     /* ordered this turn */
    int32_t moved;       /* hexes moved this turn */
    int32_t max_move;    /* most hexes it may move */
    int32_t battle_move; /* most hexes it may have moved and still battle (-1: never) */
    int32_t stopped;     /* its move is over */
    int32_t no_battle;   /* may not battle this turn */
    int32_t battles;     /* battles left this turn */
    int32_t bonus;       /* extra dice this turn (the card's) */
    int32_t bonus_close; /* extra dice in close assault only */
    int32_t overrun;     /* has overrun this turn */
    int32_t opfired;     /* has Op Fired this opponent turn */
    int32_t free_move;   /* ignores terrain movement limits (Behind Enemy Lines) */
    int32_t tfh_type;    /* Their Finest Hour: the die slot that ordered it */
    int32_t pad_;
} m44_unit;

/* Where a card is. */
enum { M44_LOC_DECK = 0, M44_LOC_HAND = 1 /* + player */, M44_LOC_DISCARD = 3, M44_LOC_TABLE = 4 };

/* Frame kinds (wg_frame.kind). */
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
    M44_K_RETREAT        /* WG_DEC_RETREAT (hexcc) */
};

/* What a battle is, for what follows it. */
enum {
    M44_B_NORMAL = 1, M44_B_OVERRUN, M44_B_OPFIRE, M44_B_AMBUSH, M44_B_BARRAGE, M44_B_AIR
};

typedef struct m44_state {
    int32_t phase;            /* wg_m44_phase */
    int32_t card;             /* the card played this turn, or -1 */
    int32_t kind, section;    /* the order it gives (Counter-Attack: the copied one) */
    int32_t mover;            /* the unit moving now, or -1 */
    int32_t second_move;      /* Behind Enemy Lines: the move after the battle */
    int32_t elim[2];          /* medals for eliminated units */
    int32_t owed[2];          /* Op Fire cards not yet replaced (M44-O9) */
    int32_t last_kind[2], last_section[2]; /* each player's last order */
    int32_t ndeck;
    int32_t tfh[4];           /* Their Finest Hour: infantry, armor, artillery, star slots */
    int32_t reshuffle;        /* Their Finest Hour: reshuffle after the draw */
    int32_t recon[2];         /* the two cards looked at by a Recon draw */
    int32_t draws_left;       /* draw phase: plain draws still to make */
    /* the battle under way */
    int32_t b_kind, b_unit, b_target, b_cell, b_flags, b_retreated;
    int32_t ambush_card;      /* the pending close assault (Ambush window) */
    int32_t air[4], nair, air_next;
    int32_t deck[WG_M44_MAX_CARDS];           /* deck[ndeck - 1] is the top */
    int8_t loc[WG_M44_MAX_CARDS];
    /* Sized by the scenario (m44_state_size), so that the copy an action sets
     * aside, the hash and a clone cover the board in play, not the largest:
     * nunits units, then the live obstacles (a byte a cell, m44_obstacles),
     * then the hexes Op Fired at this turn (a bit a cell, M44-O7, m44_targeted). */
    m44_unit u[];
} m44_state;

static inline const m44_data *m44_cdata(const wg_game *g)
{
    return (const m44_data *)wg_rs_data(g);
}
static inline m44_state *m44_st(wg_game *g)
{
    return (m44_state *)wg_rs_state(g);
}
static inline const m44_state *m44_cst(const wg_game *g)
{
    return (const m44_state *)wg_rs_cstate(g);
}

/* Bytes of the obstacles after the units: every cell, rounded to whole words. */
static inline size_t m44_obstacle_bytes(const m44_data *d)
{
    return ((size_t)d->board.ncells + 3) & ~(size_t)3;
}

/* The state block's size for the scenario behind d. */
static inline size_t m44_state_size(const m44_data *d)
{
    return sizeof(m44_state) + (size_t)d->nunits * sizeof(m44_unit) + m44_obstacle_bytes(d) +
           ((size_t)d->board.ncells + 31) / 32 * sizeof(uint32_t);
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

/* ------------------------------------------------------------ data.c */

int m44_data_load(wg_loader *L, const wg_ynode *root, void **data, size_t *state_size);
void m44_data_free(const wg_alloc *alloc, void *data);

/* ------------------------------------------------------------ rules.c */

int m44_rules_alive(const wg_game *g, int unit);
int m44_rules_unit_at(const wg_game *g, int cell);
int m44_rules_side(const wg_game *g, int unit);
int m44_rules_type(const wg_game *g, int unit);
int m44_rules_dist(const wg_game *g, int a, int b);
/* Sections mask (bit s) of a cell as `player` sees it. */
uint32_t m44_rules_sections(const wg_game *g, int player, int cell);
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
/* Die symbols that hit a unit type. */
uint32_t m44_rules_hit_mask(int type);
/* Hits and the flags that count of a roll at target in a battle of `kind` (M44_B_*);
 * returns the flags sandbags ignored (0 or 1). */
int m44_rules_tally(const wg_game *g, int target, int kind, const hexcc_roll *r, int *hits,
                    int *flags);
int m44_rules_may_step(const wg_game *g, int unit, int to);
/* The Op Fire legality of (firer, card) at mover in its hex (M44-O1..O8). */
int m44_rules_opfire_ok(const wg_game *g, int unit, int card, int mover);
/* Its card-free part, and the card's part (the card in the firer's hand, the unit part true). */
int m44_rules_opfire_unit_ok(const wg_game *g, int unit, int mover);
int m44_rules_opfire_card_ok(const wg_game *g, int unit, int card, int mover);
int m44_rules_opfire_count(const wg_game *g, int mover);

/* ------------------------------------------------------------ cards.c */

int m44_cards_hand_count(const wg_game *g, int player);
int m44_cards_in_hand(const wg_game *g, int player, int card);
void m44_cards_deal(wg_game *g);
/* Draw one card to player's hand (why: WG_M44_EV_DRAW value); -1 if none left. */
int m44_cards_draw(wg_game *g, int player, int why);
void m44_cards_discard(wg_game *g, int card);
void m44_cards_reshuffle_all(wg_game *g);
/* The card's order may include unit (with those already ordered). */
int m44_cards_may_order(const wg_game *g, int unit);
int m44_cards_may_pick_target(const wg_game *g, int unit);
void m44_cards_order_unit(wg_game *g, int unit);

/* ------------------------------------------------------------ turn.c */

extern const hexcc_retreat_ops m44_retreat_ops;
void m44_turn_setup(wg_game *g);
void m44_turn_legal(const wg_game *g, wg_sink *s);

/* WG_OK, or WG_EILLEGAL with the core's message: exactly membership in the list. */
int m44_turn_check(const wg_game *g, const wg_action *a);
void m44_turn_apply(wg_game *g, const wg_action *a);
int m44_turn_public_phase(const wg_game *g);
const char *m44_turn_result_text(const wg_game *g);
/* Dice of a plain battle or overrun of unit at target, the card's bonus included. */
int m44_turn_order_dice(const wg_game *g, int unit, int target);
/* The Ambush card target's owner may answer unit's assault with before it rolls, or -1. */
int m44_turn_ambush_card(const wg_game *g, int unit, int target);
int m44_turn_check_victory(wg_game *g);

/* ------------------------------------------------------------ odds.c */

/* wg_ruleset.odds: the battle a legal action rolls now (wargame/m44.h "exact odds"). */
int m44_odds_action(const wg_game *g, const wg_action *a, wg_odds *out);

/* ------------------------------------------------------------ agent.c, describe.c */

int m44_agent_greedy(const wg_game *g, const wg_decision *d, uint64_t rng[4], wg_action *out);
int m44_describe_event(const wg_game *g, const wg_event *ev, char *buf, size_t cap);
int m44_describe_action(const wg_game *g, const wg_action *a, char *buf, size_t cap);
/* wg_ruleset.describe_outcome: an odds outcome in words. */
int m44_describe_outcome(const wg_game *g, const wg_odds *o, int i, char *buf, size_t cap);

/* ------------------------------------------------------------ sample.c */

/* The random agent's draw without a listing (wg_ruleset.sample): 1, or 0 to list. */
int m44_sample(const wg_game *g, uint64_t rng[4], wg_action *out);

#endif
