/*
 * The ogre ruleset's insides: its data block (unit types, terrain, map,
 * forces: parsed once, shared by clones), its flat state, and the functions
 * its files share. Each function carries its file's prefix: ogre_data_*
 * (data.c), ogre_crt_* (crt.c), ogre_board_* (board.c), ogre_move_*
 * (move.c), ogre_fire_* (fire.c), ogre_split_* (splitfire.c), ogre_turn_*
 * (turn.c), ogre_agent_* (agent.c), ogre_describe_* (describe.c),
 * ogre_memo_* (memo.c); query.c holds the public wg_ogre_* queries and
 * ogre.c the ruleset table.
 */
#ifndef WG_OGRE_INTERNAL_H
#define WG_OGRE_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "core/ruleset.h"
#include "wargame/hex.h"
#include "wargame/ogre.h"

#define OGRE_NAME 32
#define OGRE_MAX_TYPES 32
#define OGRE_MAX_TERRAIN 16
#define OGRE_MAX_UNITS (1 + WG_OGRE_MAX_DEFENDERS)
#define OGRE_MAX_CELLS (WG_OGRE_MAX_SIDE * WG_OGRE_MAX_SIDE)
#define OGRE_MAX_TURNS 1000
#define OGRE_MAX_RAMS 2
/* Attackers in one attack: every defender, or every Ogre system. */
#define OGRE_MAX_PENDING (WG_OGRE_MAX_DEFENDERS > WG_OGRE_MAX_WEAPONS ? \
                          WG_OGRE_MAX_DEFENDERS : WG_OGRE_MAX_WEAPONS)

/* ------------------------------------------------------------ data */

typedef struct ogre_weapon_def {
    int kind, attack, range, defense;
} ogre_weapon_def;

typedef struct ogre_type {
    char key[OGRE_NAME];       /* "heavy_tank" */
    char name[OGRE_NAME];      /* "heavy tank" */
    int cls;                   /* wg_ogre_class */
    int move_class;            /* wg_ogre_move_class */
    int attack, range, defense, movement, second_move;
    int ram_treads;            /* treads an Ogre loses ramming it; 0 = not rammable */
    int ridges;                /* may cross ridge hexsides */
    int treads;                /* Ogre types */
    int cost;                  /* armor units it costs in a set-up budget (OG-X4) */
    int nweapons;
    ogre_weapon_def weapon[WG_OGRE_MAX_WEAPONS];
} ogre_type;

typedef struct ogre_terrain {
    char name[OGRE_NAME];
    int cost[WG_OGRE_MOVE_CLASS_COUNT]; /* 0 = impassable */
} ogre_terrain;

typedef struct ogre_data {
    char name[96];
    int splitfire;
    int turns;
    int columns, rows, layout, ncells;
    int entry_edge;
    unsigned char crater[OGRE_MAX_CELLS];
    unsigned char ridge[OGRE_MAX_CELLS];   /* bit d: ridge towards direction d */
    unsigned char terrain[OGRE_MAX_CELLS];
    int16_t nbr[OGRE_MAX_CELLS][6];         /* neighbour cells, -1 off the map */
    /* Points to enter each cell by movement class, 0 where it may not
     * (a crater, impassable terrain, the class that never moves): the
     * movement listings' innermost lookup, worked out once per scenario. */
    uint8_t enter_cost[OGRE_MAX_CELLS][WG_OGRE_MOVE_CLASS_COUNT];
    int32_t hq[OGRE_MAX_CELLS], hr[OGRE_MAX_CELLS]; /* axial hex of each cell */
    int nterrain;
    ogre_terrain terrain_type[OGRE_MAX_TERRAIN];
    int ntypes;
    ogre_type type[OGRE_MAX_TYPES];
    int nunits;                             /* unit 0 is the Ogre */
    int unit_type[OGRE_MAX_UNITS];
    int unit_cell[OGRE_MAX_UNITS];
    int unit_strength[OGRE_MAX_UNITS];      /* squads / treads at the start */
    char unit_name[OGRE_MAX_UNITS][OGRE_NAME];
    int ncp, cp[OGRE_MAX_UNITS];            /* the command posts: victory asks often */
    /* The defender's set-up by budget (OG-X4): units pool_first.. are the pool,
     * off the map until bought and placed; the Ogre without `at` enters (OG-X5). */
    int setup, setup_armor, setup_squads, setup_row_min, setup_row_max;
    int pool_first;
    int noffer, offer_type[OGRE_MAX_TYPES], offer_max[OGRE_MAX_TYPES];
    int ogre_enters;
    /* Worked out once for the fire listings (ogre_fire_reach_build): */
    int soft[OGRE_MAX_UNITS];               /* infantry or command post: AP guns may hit it */
    int longest_range;                      /* the Ogre's longest weapon range */
    /* Worked out once for the end-of-game test (OG-X7), for the types of
     * armed defenders that move: 1 where every hex the type may enter is
     * reachable from every other (ogre_board_roams), else 0. */
    uint8_t roams[OGRE_MAX_TYPES];
    /* Worked out once for the movement and set-up listings' stacking tests: */
    uint8_t infantry[OGRE_MAX_UNITS];       /* of the infantry class (never the Ogre) */
    /* The Ogre's systems in words, for wg_ogre_weapon_name (ogre_describe_weapons): */
    char weapon_name[WG_OGRE_MAX_WEAPONS][OGRE_NAME];
} ogre_data;

/* ------------------------------------------------------------ state */

typedef struct ogre_unit {
    int32_t cell;        /* board cell (row * columns + col), -1 off the map */
    int32_t alive;
    int32_t strength;    /* squads (infantry), treads (Ogre), 1 otherwise */
    int32_t disabled;    /* half-turn at whose end it recovers, or -1 */
    int32_t mp;          /* movement points left this phase */
    int32_t fired;       /* fired this turn */
    int32_t moved;       /* moved this phase */
    int32_t ap_point;    /* declaration point of the last AP attack on it, or -1 */
} ogre_unit;

/* Phases of the state machine (finer than wg_ogre_phase). */
enum {
    OGRE_PH_OGRE_MOVE = 1,
    OGRE_PH_OGRE_FIRE,
    OGRE_PH_DEF_MOVE,
    OGRE_PH_DEF_FIRE,
    OGRE_PH_GEV_MOVE,
    OGRE_PH_SETUP,        /* before play: the defender's set-up (OG-X4) */
    OGRE_PH_ENTRY         /* before play: the Ogre's entry hex (OG-X5) */
};

/* Frame kinds (wg_frame.kind). */
enum {
    OGRE_K_OGRE_MOVE = 1, /* the Ogre's movement phase */
    OGRE_K_WINDOW,        /* a splitfire window above it */
    OGRE_K_FIRE,          /* a fire phase */
    OGRE_K_DEF_MOVE,      /* the defender's movement phase */
    OGRE_K_GEV_MOVE,      /* the GEV second move */
    OGRE_K_START,         /* WG_DEC_SETUP before the first splitfire window (PASS) */
    OGRE_K_SETUP,         /* the defender buys and places its force (OG-X4) */
    OGRE_K_ENTRY,         /* the Ogre picks the hex it enters by (OG-X5) */
    OGRE_K_COUNT
};

typedef struct ogre_state {
    int32_t nunits;
    int32_t phase;           /* OGRE_PH_* */
    int32_t half;            /* player turns so far: 2 * (turn - 1) + player */
    int32_t point;           /* declaration points opened so far */
    int32_t rams;            /* rams this turn */
    int32_t mp_used;         /* the Ogre's points spent this movement phase */
    int32_t escaped;
    /* the fire phase's attack being built */
    int32_t pend_n, pend_target, pend_part, pend_ap;
    int32_t decl_n;
    /*
     * Bytes from here on: every id below is a unit (< 65) or a system
     * (< 48), and each action copies the state for its rollback, so the
     * smaller the faster. The sizes keep u[] aligned without padding.
     */
    int8_t pend[OGRE_MAX_PENDING];
    /* the open splitfire window's declarations */
    int8_t decl_weapon[WG_OGRE_MAX_WEAPONS];
    int8_t decl_target[WG_OGRE_MAX_WEAPONS];
    int8_t decl_group[WG_OGRE_MAX_WEAPONS];
    int8_t decl_ap[WG_OGRE_MAX_WEAPONS];    /* its attack includes an AP gun */
    /* the Ogre's systems */
    int8_t wpn_alive[WG_OGRE_MAX_WEAPONS];
    int8_t wpn_fired[WG_OGRE_MAX_WEAPONS];
    ogre_unit u[];
} ogre_state;

/* ------------------------------------------------------------ access */

WG_RULESET_ACCESSORS(ogre)

static inline const ogre_type *ogre_utype(const ogre_data *d, int unit)
{
    return &d->type[d->unit_type[unit]];
}

static inline int ogre_owner(int unit)
{
    return unit == WG_OGRE_UNIT ? WG_OGRE_PLAYER_OGRE : WG_OGRE_PLAYER_DEFENDER;
}

/* ------------------------------------------------------------ data.c */

int ogre_data_load(wg_loader *L, const wg_ynode *root, void *data, size_t *state_size);

/* ------------------------------------------------------------ crt.c */

int ogre_crt_column(int attack, int defense);
int ogre_crt_result(int column, int die);
int ogre_crt_need(int column);

/* ------------------------------------------------------------ board.c */

void ogre_board_index(ogre_data *d);                       /* after the map is read */
int ogre_board_cell(const ogre_data *d, wg_hex h);        /* -1 off the map */

static inline wg_hex ogre_board_hex(const ogre_data *d, int cell)
{
    wg_hex h;
    h.q = d->hq[cell];
    h.r = d->hr[cell];
    return h;
}

/* A MOVE of `unit` to cell (the agents' and the random draw's answer). */
static inline wg_action ogre_move_to(const ogre_data *d, int unit, int cell)
{
    wg_hex h = ogre_board_hex(d, cell);
    wg_action a = wg_action_make(WG_ACT_MOVE);
    a.unit = unit;
    a.x = h.q;
    a.y = h.r;
    return a;
}

static inline int ogre_board_distance(const ogre_data *d, int a, int b)
{
    int dq = d->hq[a] - d->hq[b], dr = d->hr[a] - d->hr[b], ds = -dq - dr;
    dq = dq < 0 ? -dq : dq;
    dr = dr < 0 ? -dr : dr;
    ds = ds < 0 ? -ds : ds;
    return dq > dr ? (dq > ds ? dq : ds) : (dr > ds ? dr : ds);
}

static inline int ogre_board_neighbor(const ogre_data *d, int cell, int dir)
{
    return d->nbr[cell][dir];
}

/*
 * Points for a unit of type t to step from cell a in direction dir, 0 if it
 * may not: craters stop everyone, ridges all but the Ogre and infantry
 * (OG-M1), terrain by movement class.
 */
static inline int ogre_board_cost(const ogre_data *d, const ogre_type *t, int a, int dir)
{
    int b = d->nbr[a][dir];
    if (b < 0 || ((d->ridge[a] & (1u << dir)) && !t->ridges))
        return 0;
    return d->enter_cost[b][t->move_class];
}

/* Whether a unit of type t may enter cell c (-1: off the map) at all, with its whole movement. */
static inline int ogre_board_may_enter(const ogre_data *d, const ogre_type *t, int c)
{
    int cost = c < 0 ? 0 : d->enter_cost[c][t->move_class];
    return cost && cost <= t->movement;
}

/* The direction from cell a to its neighbour at hex h, or -1 if h is not one. */
static inline int ogre_board_dir_to(const ogre_data *d, int a, wg_hex h)
{
    for (int dir = 0; dir < 6; dir++) {
        int b = d->nbr[a][dir];
        if (b >= 0 && d->hq[b] == h.q && d->hr[b] == h.r)
            return dir;
    }
    return -1;
}

int ogre_board_on_edge(const ogre_data *d, int cell, int dir); /* dir leaves by the entry edge */

/* A set of the board's cells, a bit each. */
typedef struct ogre_cells {
    uint64_t bit[OGRE_MAX_CELLS / 64];
} ogre_cells;

static inline int ogre_cells_has(const ogre_cells *set, int c)
{
    return (int)(set->bit[c >> 6] >> (c & 63)) & 1;
}

/* Add cell c to set: 1 if it was not in it yet. */
static inline int ogre_cells_add(ogre_cells *set, int c)
{
    uint64_t bit = (uint64_t)1 << (c & 63);
    if (set->bit[c >> 6] & bit)
        return 0;
    set->bit[c >> 6] |= bit;
    return 1;
}

/* The cells a unit of type t at `from` may drive to in any number of turns of `speed` points. */
void ogre_board_reachable(const ogre_data *d, const ogre_type *t, int from, int speed,
                          ogre_cells *out);
/* Whether every hex type t may enter with its movement is reachable from every other. */
int ogre_board_roams(const ogre_data *d, const ogre_type *t);

/* ------------------------------------------------------------ fire.c */

int ogre_fire_defense(const wg_game *g, int target, int part);
/* The column of an Ogre attack on defender `target`: a command post is always AUTO (OG-C5). */
int ogre_fire_ogre_column(const ogre_data *d, int target, int attack, int defense);
int ogre_fire_ogre_can_hit(const wg_game *g, int weapon, int target);
int ogre_fire_defender_can_fire(const wg_game *g, int unit);
/* Fire phase: Ogre system w may join the attack being built, on defender u. */
int ogre_fire_ogre_may_declare(const wg_game *g, int w, int u);
/* Fire phase: defender u may join the attack being built, on Ogre part p. */
int ogre_fire_defender_may_declare(const wg_game *g, int u, int part);
void ogre_fire_legal(const wg_game *g, wg_sink *s);
/* The fire phase's DECLAREs in list order (sk NULL: 1 at the first one, else 0). */
int ogre_fire_options(const wg_game *g, wg_sink *sk);

/* What ogre_fire_ogre_can_hit needs of each defender, gathered once per listing. */
typedef struct ogre_reach {
    int dist[OGRE_MAX_UNITS];  /* from the Ogre, -1 if it or the defender is off the board */
    const int *soft;           /* the data's: infantry or command post, AP guns may hit it */
    /* The defenders within the Ogre's longest range, in unit order: the
     * only ones the listings need to try, and usually few. */
    int nnear;
    int near[OGRE_MAX_UNITS];
} ogre_reach;
void ogre_fire_reach_build(const wg_game *g, ogre_reach *r);
/* ogre_fire_ogre_can_hit(g, w, u) for a living system w with definition wd. */
static inline int ogre_reach_hits(const ogre_reach *r, const ogre_weapon_def *wd, int u)
{
    if (wd->kind == WG_OGRE_AP && !r->soft[u])
        return 0;
    return r->dist[u] >= 0 && r->dist[u] <= wd->range;
}
void ogre_fire_apply(wg_game *g, const wg_action *a);
/* Resolve an Ogre attack by `n` systems on a defender (OG-S3 when called from a window). */
void ogre_fire_ogre_attack(wg_game *g, const int8_t *weapons, int n, int target);
int ogre_fire_weapons_left(const ogre_state *s, const ogre_type *t);
void ogre_fire_check_ogre(wg_game *g);

/* ------------------------------------------------------------ move.c */

int ogre_move_allowance(const ogre_data *d, int treads);
int ogre_move_ogre_may_step(const wg_game *g, int dir);
int ogre_move_ogre_may_stay(const wg_game *g, int splitfire);
int ogre_move_defender_may_step(const wg_game *g, int unit, int dir, int gev_only);
/* The points a defender MOVE to hex h costs if legal now (a step, or through friends), else 0. */
int ogre_move_defender_may_move(const wg_game *g, int unit, wg_hex h, int gev_only);
void ogre_move_ogre_legal(const wg_game *g, wg_sink *s, int splitfire);
/* An infantry stack loses one squad (a D result, OG-C3; an overrun, OG-M2), destroyed at none. */
void ogre_lose_squad(wg_game *g, int unit);
/* OG-M2, OG-C4: the Ogre loses n tread units (at most what it has left), with the event. */
void ogre_lose_treads(wg_game *g, int n);
/* The answers but the closing PASS, in list order; sk NULL: 1 at the first one, else 0. */
int ogre_move_ogre_options(const wg_game *g, wg_sink *sk, int splitfire);
int ogre_move_defender_options(const wg_game *g, wg_sink *sk, int gev_only);
/* Whether any defender has a step left, trying `mover` first. */
int ogre_move_defender_can_step(const wg_game *g, int mover, int gev_only);
void ogre_move_ogre_step(wg_game *g, int x, int y);
void ogre_move_ogre_stay(wg_game *g);
/* An answer to the Ogre's movement: MOVE, STAY or PASS (the phase ends). */
void ogre_move_ogre_answer(wg_game *g, const wg_action *a);
void ogre_move_defender_legal(const wg_game *g, wg_sink *s, int gev_only);
/* One legal step; returns the points it cost. */
int ogre_move_defender_step(wg_game *g, int unit, int x, int y);
/* Whether a defender may move now: alive, on the map, points left, not disabled, and a GEV
 * if gev_only. */
static inline int ogre_move_ready(const ogre_unit *x, const ogre_type *t, int gev_only)
{
    /* the points first: most units have none left */
    return x->mp > 0 && x->alive && x->cell >= 0 && x->disabled < 0 &&
           (!gev_only || t->second_move > 0);
}

/*
 * The crowd table of the defenders' moves (move.c): a byte a cell saying
 * who stands there. Built whole; or, where the memo keeps it, kept in step
 * with a count of each cell's units: a living unit (squads `strength`)
 * leaves (sign -1) or enters (+1) `cell`.
 */
typedef struct ogre_crowd_count {
    uint8_t units, solid, squads; /* 65 units of at most 3 squads: a byte each (move.c checks) */
} ogre_crowd_count;
void ogre_move_crowd_build(const wg_game *g, uint8_t *table);
void ogre_move_crowd_shift(const ogre_data *d, uint8_t *table, ogre_crowd_count *count, int unit,
                           int cell, int strength, int sign);

/* The most nodes a search for moves through friends keeps: far above any real crowd (OG-X2). */
#define OGRE_PASS_NODES 48

/*
 * One ready defender's MOVE answers, in ogre_move_defender_legal's order:
 * its steps by direction, then the cells its moves through friends end in
 * (OG-X2), those a plain step reaches left out. What the memo keeps.
 */
typedef struct ogre_unit_moves {
    uint8_t steps;   /* bit dir: the step that way is legal */
    uint8_t nsteps;  /* bits set in steps */
    uint8_t pass;    /* it has a friend to pass through (then its ends were searched) */
    uint8_t nends;
    uint8_t reach;   /* the farthest hex from its own whose crowd these answers read */
    int16_t end[OGRE_PASS_NODES];
    int8_t end_cost[OGRE_PASS_NODES]; /* the points each of those moves costs */
} ogre_unit_moves;
/* The answers of a ready unit, over a crowd table in step with the units. */
void ogre_move_defender_answers(const wg_game *g, const uint8_t *table, int unit,
                                ogre_unit_moves *out);

/* ------------------------------------------------------------ memo.c */

/* wg_ruleset.memo_size: each defender's ogre_unit_moves with the input they came from. */
size_t ogre_memo_size(const void *data);
/* Whether a defender that may move now has a MOVE, its answers kept for the draw; -1 without a
 * memo. */
int ogre_memo_any_move(const wg_game *g, int gev_only);
/* The points of `unit`'s legal move through friends to `cell` (OG-X2); 0 without a memo. */
int ogre_memo_pass_cost(const wg_game *g, int unit, int cell);
/* One of ogre_move_defender_legal's answers drawn uniformly at random: 1, or 0 if it gave up. */
int ogre_memo_draw_defender(const wg_game *g, uint64_t rng[4], int gev_only, wg_action *out);

/* ------------------------------------------------------------ splitfire.c */

void ogre_split_open(wg_game *g);
void ogre_split_legal(const wg_game *g, wg_sink *s);
/* The window's DECLAREs in list order; sk NULL: 1 at the first one, else 0. */
int ogre_split_options(const wg_game *g, wg_sink *sk);
/* Splitfire window: DECLARE of system w on defender u with this value is legal. */
int ogre_split_may_declare(const wg_game *g, int w, int u, int value);
void ogre_split_apply(wg_game *g, const wg_action *a);
void ogre_split_emit_options(wg_game *g);

/* ------------------------------------------------------------ turn.c */

void ogre_turn_setup(wg_game *g);
/* OGRE_K_START answered: the first player turn begins. */
void ogre_turn_start(wg_game *g);
void ogre_turn_begin_play(wg_game *g); /* the first player turn, after any set-up */
void ogre_turn_end_phase(wg_game *g);  /* the top phase is over: run to the next decision */
void ogre_turn_after_ogre_move(wg_game *g); /* one step done: go on or end the phase */
int ogre_turn_check_victory(wg_game *g); /* 1 if the game ended */
int ogre_turn_cps_alive(const wg_game *g);
int ogre_turn_weapons_reach(const ogre_data *d, const ogre_state *s, int missiles); /* -1: none */
int ogre_turn_post_distance(const ogre_data *d, const ogre_state *s); /* -1: no post on the map */
/* The cell of the living post on the map nearest to cell c, -1 if none. */
int ogre_turn_nearest_post(const ogre_data *d, const ogre_state *s, int c);
int ogre_turn_may_destroy_a_post(const wg_game *g);
void ogre_turn_disable(wg_game *g, int unit);
void ogre_turn_destroy(wg_game *g, int unit);
const char *ogre_turn_result_text(const wg_game *g);
const char *ogre_turn_result_name(int result);

/* ------------------------------------------------------------ setup.c */

/* After the scenario's units stand: the set-up decisions, or play (OG-X4, OG-X5). */
void ogre_setup_begin(wg_game *g);
void ogre_setup_legal(const wg_game *g, wg_sink *s);
int ogre_setup_is_legal(const wg_game *g, const wg_action *a);
void ogre_setup_apply(wg_game *g, const wg_action *a);
/* The first movement phase's points the entry hex took (OG-X5), else 0. */
int ogre_setup_entry_cost(const wg_game *g);
/* The next pool unit of offer k still to place, or -1: units are bought in order. */
int ogre_setup_next_of_offer(const wg_game *g, int k);
/* The most squads pool unit `unit` could bring now (infantry), 1 for armor it can
 * afford, 0 if it cannot be bought. */
int ogre_setup_affordable(const wg_game *g, int unit);
/* May pool unit `unit` be placed in `cell` with `squads` now (rows, terrain, stacking)? */
int ogre_setup_may_place(const wg_game *g, int unit, int cell, int squads);
/* The same for every cell at once: ok[c] (d->ncells entries), one look at who stands where. */
void ogre_setup_places(const wg_game *g, int unit, int squads, uint8_t *ok);

/* ------------------------------------------------------------ agent_setup.c */

/* The greedy defender's next set-up answer: a defence in depth (OG-X4). */
int ogre_agent_setup(const wg_game *g, wg_action *out);

/* ------------------------------------------------------------ agent.c */

int ogre_agent_greedy(const wg_game *g, const wg_decision *d, uint64_t rng[4], wg_action *out);
/* wg_ruleset.scratch_size: the greedy agent's plan of the Ogre's path. */
size_t ogre_agent_scratch_size(int slot);

/* ------------------------------------------------------------ position.c */

/* The search agent's positional term (wg_ruleset.position), -0.9..0.9. */
double ogre_position(const wg_game *g, int player);

/* Who has won whatever follows (wg_ruleset.decided), or -1. */
int ogre_decided(const wg_game *g);

/* ------------------------------------------------------------ describe.c */

int ogre_describe_event(const wg_game *g, const wg_event *ev, char *buf, size_t cap);
int ogre_describe_action(const wg_game *g, const wg_action *a, char *buf, size_t cap);
int ogre_describe_outcome(const wg_game *g, const wg_odds *o, int i, char *buf, size_t cap);
/* wg_decision_kind.describe of every OGRE kind: the decision as a prompt. */
int ogre_describe_decision(const wg_game *g, const wg_decision *dc, char *buf, size_t cap);
int ogre_describe_weapon(const ogre_data *d, int weapon, char *buf, size_t cap);
/* Fill d->weapon_name once the Ogre's type is known (at load). */
void ogre_describe_weapons(ogre_data *d);

/* ------------------------------------------------------------ odds.c */

int ogre_odds_action(const wg_game *g, const wg_action *a, wg_odds *out);

/* ------------------------------------------------------------ ogre.c */

/* The top decision's answers but the closing PASS/RESOLVE, capped at 2
 * without listing: 0 none pending, 1 only the closing answer, 2 more. */
int ogre_legal_shape(const wg_game *g);

#endif
