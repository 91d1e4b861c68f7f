/*
 * The contract between the core and a ruleset. Internal (not installed).
 *
 * A ruleset is one folder under lib/rulesets/ that defines one
 * `const wg_ruleset wg_ruleset_<name>` and one line in
 * lib/rulesets/registry.c. The core never includes a ruleset's headers.
 *
 * The split follows OpenSpiel's Game / State:
 * - data: parsed once from the scenario (and the ruleset's own data files)
 *   into an immutable block, shared by every clone of the game;
 * - state: a flat block of `state_size` bytes (plain integers, indices, no
 *   pointers), copied by memcpy on clone and hashed byte for byte. It must
 *   be fully initialised by `setup` (the core zeroes it first) and must
 *   never hold padding that depends on anything but the rules.
 *
 * How an action runs: the core checks it is legal (through the top
 * frame's decision kind: its answer types and fields, then its `problem`,
 * or, when that is NULL, by finding it in its `list`), copies the state
 * aside, calls the kind's `apply`, and on any failure (sticky error from dice or
 * memory) puts the copy back. So `apply` may assume the action is legal,
 * and may change the state freely before a failure is noticed. Rulesets
 * never cache a pointer to their state across a call: use wg_rs_state().
 */
#ifndef WG_CORE_RULESET_H
#define WG_CORE_RULESET_H

#include <stddef.h>
#include <stdint.h>

#include "wargame/hex.h"
#include "wargame/wargame.h"
#include "alloc.h"
#include "schema.h"
#include "try.h"
#include "yaml.h"

/* Maximum depth of the decision stack (nested interrupt windows). */
#define WG_STACK_MAX 16
/* Ruleset scratch integers per decision frame. */
#define WG_FRAME_DATA 8

/* One pending decision. `kind` and `data` are the ruleset's own. */
typedef struct wg_frame {
    int32_t type;      /* wg_decision_type */
    int32_t player;
    int32_t unit, target;
    int32_t x, y;
    int32_t count;
    int32_t pending;
    int32_t open;      /* 1: the legal list is representative, `problem` decides */
    int32_t kind;      /* decision kind: its row in the ruleset's `kinds` table */
    int32_t data[WG_FRAME_DATA];
} wg_frame;

/* The core's part of the flat state (first in the state block). */
typedef struct wg_core_state {
    uint64_t rng[4];           /* xoshiro256** state */
    int32_t turn, active, phase, over, winner, result;
    int32_t score[WG_MAX_PLAYERS];
    int32_t depth;             /* frames on the stack */
    int32_t pad_;              /* keeps the struct free of implicit padding */
    wg_frame stack[WG_STACK_MAX];
} wg_core_state;

/* A sink for legal actions: counts every one, keeps some. */
typedef struct wg_sink {
    wg_action *out;            /* where to store (may be NULL) */
    int cap;                   /* store actions with index < cap */
    int count;                 /* actions seen so far */
    int pick;                  /* if >= 0: store only the action with this index in *out */
    const wg_action *match;    /* if set: count matches of this action in `matched` */
    int matched;
} wg_sink;

/*
 * These three run once per candidate action of every listing, the hottest
 * path of a playout: inline, so a listing costs no call per candidate.
 */

/* A fresh action with every id field -1 and type t. */
static inline wg_action wg_action_make(int type)
{
    wg_action a = WG_ACTION_INIT;
    a.type = type;
    return a;
}

/* A fresh action of type t by `unit` at `target` (the two ids most actions name). */
static inline wg_action wg_action_about(int type, int unit, int target)
{
    wg_action a = wg_action_make(type);
    a.unit = unit;
    a.target = target;
    return a;
}

/* Field-by-field equality (reserved fields ignored). */
static inline int wg_action_equal(const wg_action *a, const wg_action *b)
{
    return a->type == b->type && a->unit == b->unit && a->weapon == b->weapon &&
           a->target == b->target && a->part == b->part && a->card == b->card &&
           a->x == b->x && a->y == b->y && a->value == b->value;
}

/* Offer one legal action to the sink: counted, and stored or matched as asked. */
static inline void wg_sink_add(wg_sink *s, const wg_action *a)
{
    if (s->match) {
        if (wg_action_equal(s->match, a))
            s->matched++;
    } else if (s->pick >= 0) {
        if (s->count == s->pick && s->out)
            *s->out = *a;
    } else if (s->count < s->cap && s->out) {
        s->out[s->count] = *a;
    }
    s->count++;
}

typedef struct wg_ruleset wg_ruleset;

/*
 * Decision kinds. Every frame a ruleset pushes has a kind (wg_frame.kind,
 * from 1): one row of the ruleset's `kinds` table that says which question
 * the frame asks and how it is answered. The core dispatches on it
 * (listing, checking, applying, sampling) and does the checks every kind
 * shares, so no ruleset keeps parallel switches over its kinds. Hosts see
 * the kind as wg_decision.kind and its name through wg_decision_kind_name.
 */

/* The action fields an answer uses (wg_answer.fields). */
enum {
    WG_F_UNIT = 1,
    WG_F_WEAPON = 2,
    WG_F_TARGET = 4,
    WG_F_PART = 8,
    WG_F_CARD = 16,
    WG_F_XY = 32,
    WG_F_VALUE = 64
};

/* One action type a kind accepts, with the fields it uses: the others must
 * be as wg_action_init leaves them (ids -1, x, y and value 0). */
typedef struct wg_answer {
    int32_t type;      /* wg_action_type */
    int32_t fields;    /* WG_F_* bits */
} wg_answer;

/* Answer types one kind may accept (a shorter table ends at WG_ACT_NONE). */
#define WG_KIND_ANSWERS 6

typedef struct wg_decision_kind {
    /* Stable dotted name ("m44.take_ground"), documented in the ruleset's
     * public header: hosts may rely on it across versions. */
    const char *name;
    int32_t type;      /* the wg_decision_type its frames carry (wg_push_kind) */
    wg_answer answers[WG_KIND_ANSWERS];

    /* Enumerate the legal answers into the sink (a representative sample
     * when the frame is `open`). */
    void (*list)(const wg_game *g, wg_sink *sink);

    /*
     * Optional: why an answer is refused. The core calls it only for an
     * action whose type is one of `answers` with its unused fields clear.
     * Returns WG_OK when the action is legal, else wg_rs_reject's
     * WG_EILLEGAL with the reason. NULL: legal exactly when `list` lists
     * it; open frames need it (their list is only a sample).
     */
    int (*problem)(const wg_game *g, const wg_action *a);

    /* Apply a legal answer and run the rules to the next decision. */
    void (*apply)(wg_game *g, const wg_action *a);

    /*
     * Optional (NULL: the random agent lists). Draw one answer uniformly
     * from the legal list, with the agent's generator, without listing them
     * all: random play spends most of its time in listings otherwise.
     * Returns 1 with *out set, or 0 when it does not draw this time (the
     * agent then lists and picks). Whatever it does, every legal answer
     * must come out with the same probability.
     */
    int (*sample)(const wg_game *g, uint64_t rng[4], wg_action *out);

    /* Optional (NULL: generic words): the decision as a prompt to the
     * player who must answer, snprintf semantics. */
    int (*describe)(const wg_game *g, const wg_decision *d, char *buf, size_t cap);
} wg_decision_kind;

/*
 * Declares the functions a kinds table names for kind P: P_list and
 * P_apply (WG_KIND_FUNCS), and P_problem too (WG_KIND_FUNCS_CHECKED).
 */
#define WG_KIND_FUNCS(P)                                                               \
    void P##_list(const wg_game *g, wg_sink *sink);                                    \
    void P##_apply(wg_game *g, const wg_action *a)
#define WG_KIND_FUNCS_CHECKED(P)                                                       \
    WG_KIND_FUNCS(P);                                                                  \
    int P##_problem(const wg_game *g, const wg_action *a)

struct wg_ruleset {
    const char *name;          /* "ogre" */
    /* Units stand at points on a table (fow), not on hexes: hex-only core
     * queries (wg_game_reach) refuse such a game. */
    int on_table;

    /*
     * Parse the scenario (root map, which includes the `ruleset` key) and the
     * ruleset's own data into its data block: data_size bytes, zeroed, that
     * the core allocates before and frees after (also when load fails), so
     * the block owns no other memory. Sets *state_size to the bytes of
     * ruleset state this scenario needs. Errors through L->err (wg_y_fail)
     * and its status.
     */
    size_t data_size;
    int (*load)(wg_loader *L, const wg_ynode *root, void *data, size_t *state_size);

    /*
     * Initialise the state of a new game and push its first decision.
     * Setup runs inside wg_game_new and wg_game_start (once per game: the
     * data is parsed once per scenario), before the host can install a dice
     * source or an event callback: it must roll nothing (a die here comes
     * from the seeded generator and cannot be forced) and open no window (its
     * events would reach no listener). Rules that roll or open a window at
     * the start open a WG_DEC_SETUP decision first (mob; fow's missions and
     * its first Starting Step when it rolls; OGRE with splitfire), answered
     * by PASS. tests/core/test_hidden.c checks every shipped scenario.
     */
    void (*setup)(wg_game *g);

    /*
     * The decision kinds: kinds[k] describes frames of kind k, for
     * 1 <= k < nkinds (kinds[0] is unused: a frame pushed with wg_push_kind
     * never has kind 0).
     */
    const wg_decision_kind *kinds;
    int nkinds;


    /* Queries. unit_info fills fields after `size` (size already checked). */
    int (*unit_count)(const wg_game *g);
    void (*unit_info)(const wg_game *g, int unit, wg_unit_info *out);
    const char *(*unit_name)(const wg_game *g, int unit);
    const char *(*unit_kind_name)(const wg_game *g, int unit);
    const char *(*player_name)(const wg_game *g, int player);
    const char *(*result_text)(const wg_game *g);

    /* One English line (snprintf semantics). */
    int (*describe_event)(const wg_game *g, const wg_event *ev, char *buf, size_t cap);
    int (*describe_action)(const wg_game *g, const wg_action *a, char *buf, size_t cap);

    /* The greedy agent: choose an answer to the top decision. */
    int (*greedy)(const wg_game *g, const wg_decision *d, uint64_t rng[4], wg_action *out);

    /*
     * Optional (NULL: none). How the position stands for `player` beyond
     * material and score, -1 (the foe's) .. 1 (his): what the search agent
     * adds where it stops playing out (search_score.c). fow: who is nearer
     * to taking his objective, since a game that runs out of turns is a draw.
     */
    double (*position)(const wg_game *g, int player);

    /*
     * Optional (NULL: never). The player who has won whatever follows, or
     * -1: a game the rules let go on only to settle how it is won (OGRE's
     * command post destroyed: every ending left is an Ogre victory). The
     * search agent scores such a position as the loss it is for the loser,
     * so that a lost side gains nothing by putting the end off. Only for
     * certainties: a likely result belongs in `position`.
     */
    int (*decided)(const wg_game *g);

    /*
     * Optional (NULL: no odds). The exact distribution of what the legal
     * action `a` would commit now (wg_odds_action). The core has checked the
     * arguments, that the game is not over and that `a` is legal, and zeroed
     * out->den, count, attacks and the outcomes. Returns WG_OK, or WG_ESTATE
     * (no odds for this action) or WG_ELIMIT, after setting the message with
     * wg_rs_reject (whose own return value is then ignored); on failure the
     * core resets out->count to 0.
     */
    int (*odds)(const wg_game *g, const wg_action *a, wg_odds *out);

    /*
     * Optional (NULL: generic words). Outcome i of odds this ruleset
     * computed, in words and without its probability (wg_odds_describe adds
     * that), snprintf semantics; a negative return falls back to the generic
     * words. The core has checked that i is in range.
     */
    int (*describe_outcome)(const wg_game *g, const wg_odds *o, int i, char *buf, size_t cap);

    /*
     * Optional (NULL: none). The bytes of scratch space (wg_scratch) that
     * `slot` needs: reserved when a game is made, so that the agents and
     * odds of a game never fail for memory (a clone's is made on first use).
     */
    size_t (*scratch_size)(int slot);

    /*
     * Optional (NULL: none). The bytes of memo (wg_memo) a game of the
     * scenario whose parsed data this is keeps.
     */
    size_t (*memo_size)(const void *data);

    /*
     * Optional (NULL: no tail). Where the ruleset's append-only tail begins,
     * in bytes from the start of its state: arrays filled entry by entry
     * whose entries past their count keep what the last use left. Setup
     * starts with the tail zero; from then on the ruleset writes an entry of
     * the tail only after claiming it (wg_rs_claim_tail) in the same game,
     * or at an index below a count that only such claims raise. Then the
     * state past the furthest claim is all zeros, and an action's rollback
     * copy (play.c) leaves it out: fow's declarations and hits are most of
     * its state, and a game uses few of them.
     */
    size_t (*tail_offset)(const void *data);

    /*
     * Optional (0: 40 actions). How far the search agent's rollouts play by
     * default (wg_search_options.rollout_steps 0): until the n-th change of
     * player turn. A game whose decisions come in long turns (OGRE's
     * defender moves and fires unit by unit) is scored at a turn's end,
     * not in the middle of one side's moves.
     */
    int rollout_turns;

    /*
     * Optional (0: 1.0). The weight of the greedy answer's prior in the
     * search agent's UCB (search.c, PRIOR): how much evidence the search
     * needs before it leaves the greedy answer. A ruleset whose positions'
     * scores move little between answers (fow: a team of nine or ten is
     * 0.025 of the score) lowers it, or the prior outweighs what 2,000
     * iterations find.
     */
    double search_prior;

    /*
     * Hidden information (all three optional; NULL: nothing is hidden). The
     * ruleset that emits an event knows who may see it, so it says so here,
     * not the core.
     *
     * event_for: the event as `player` may see it (-1: a spectator, who
     * sees only what is public). The core has checked the arguments and
     * copied ev into *out. Returns 1 with the fields `player` may not see
     * set to -1 in *out (the event's public form), or 0 when `player` sees
     * nothing of it.
     */
    int (*event_for)(const wg_game *g, const wg_event *ev, int player, wg_event *out);

    /*
     * conceal: wg_game_clone_for's redraw. g is a fresh copy (no log, no
     * history, dice already reseeded): redraw in it everything `player`
     * (-1: a spectator) cannot see, consistent with what he has seen, from
     * a canonical order (never the order the original held them in) with
     * the generator rng only, so that the copy depends on nothing `player`
     * cannot see.
     */
    void (*conceal)(wg_game *g, int player, uint64_t rng[4]);

    /*
     * decision_for: the pending decision *d (the deciding player's, as
     * wg_game_decision fills it) as another viewer `player` may see it: set
     * to -1 the fields only the decider may know.
     */
    void (*decision_for)(const wg_game *g, int player, wg_decision *d);
};

/*
 * The members every ruleset fills, named after its prefix P (m44, mob, ...):
 * the data block P_data, its loader P_data_load, P_turn_setup, the decision
 * kinds P_kinds[], the queries P_unit_count .. P_turn_result_text, the
 * describers, P_agent_greedy and the odds. A ruleset's table is
 * `{ WG_RULESET_MEMBERS(P), <its optional members> }`, so that the naming
 * convention, not a copied list, ties a ruleset to its hooks.
 */
#define WG_RULESET_MEMBERS(P)                                                          \
    .name = #P, .data_size = sizeof(P##_data), .load = P##_data_load,                  \
    .setup = P##_turn_setup, .kinds = P##_kinds,                                       \
    .nkinds = (int)(sizeof P##_kinds / sizeof P##_kinds[0]),                           \
    .unit_count = P##_unit_count, .unit_info = P##_unit_info,                          \
    .unit_name = P##_unit_name, .unit_kind_name = P##_unit_kind_name,                  \
    .player_name = P##_player_name, .result_text = P##_turn_result_text,               \
    .describe_event = P##_describe_event, .describe_action = P##_describe_action,      \
    .greedy = P##_agent_greedy, .odds = P##_odds_action,                               \
    .describe_outcome = P##_describe_outcome

/*
 * What a ruleset with prefix P declares once in its internal header: its
 * table wg_ruleset_P (for the queries' WG_RS_REQUIRE), and the typed
 * accessors P_cdata (its data block, a P_data), P_st and P_cst (its state,
 * a P_state), all inline over wg_rs_data / wg_rs_state / wg_rs_cstate.
 */
#define WG_RULESET_ACCESSORS(P)                                                        \
    extern const wg_ruleset wg_ruleset_##P;                                            \
    static inline const P##_data *P##_cdata(const wg_game *g)                          \
    {                                                                                  \
        return (const P##_data *)wg_rs_data(g);                                        \
    }                                                                                  \
    static inline P##_state *P##_st(wg_game *g) { return (P##_state *)wg_rs_state(g); } \
    static inline const P##_state *P##_cst(const wg_game *g)                           \
    {                                                                                  \
        return (const P##_state *)wg_rs_cstate(g);                                     \
    }

/* The registry (lib/rulesets/registry.c): NULL if unknown. */
const wg_ruleset *wg_ruleset_find(const char *name);

/* ---- services the core offers a ruleset (lib/core/game.c and friends) ---- */

/*
 * The first member of every wg_game (game_internal.h keeps it first): what
 * the accessors below read, inline, because rulesets call them in every
 * inner loop. Rulesets read it only through them.
 */
typedef struct wg_game_head {
    unsigned char *state;      /* the live state: the core's part, the ruleset's at rs_offset */
    const void *data;          /* the ruleset's immutable data block */
    size_t rs_offset;
    size_t zero_from;          /* every state byte from this offset on is zero (wg_rs_claim_tail) */
} wg_game_head;

static inline const wg_game_head *wg_chead(const wg_game *g)
{
    return (const wg_game_head *)(const void *)g;
}

/* The ruleset's data block and mutable state. */
static inline const void *wg_rs_data(const wg_game *g)
{
    return wg_chead(g)->data;
}

static inline void *wg_rs_state(wg_game *g)
{
    return wg_chead(g)->state + wg_chead(g)->rs_offset;
}

static inline const void *wg_rs_cstate(const wg_game *g)
{
    return wg_chead(g)->state + wg_chead(g)->rs_offset;
}

/*
 * Before writing a new entry of its tail (wg_ruleset.tail_offset), a
 * ruleset claims it: `end` points just past the entry in the live state.
 * This keeps wg_game_head.zero_from past every byte the game has written.
 */
static inline void wg_rs_claim_tail(wg_game *g, const void *end)
{
    wg_game_head *h = (wg_game_head *)(void *)g;
    size_t reach = (size_t)((const unsigned char *)end - h->state);
    if (reach > h->zero_from)
        h->zero_from = reach;
}

/* The core part of the state (turn, phase, stack, result). */
static inline wg_core_state *wg_core(wg_game *g)
{
    return (wg_core_state *)(void *)wg_chead(g)->state;
}

static inline const wg_core_state *wg_ccore(const wg_game *g)
{
    return (const wg_core_state *)(const void *)wg_chead(g)->state;
}

/* Decision stack. push returns the new frame (zeroed, ids -1), never NULL: when
 * the stack is full it returns a spare frame of its own and a sticky WG_ELIMIT
 * error fails the action, so the caller may fill in the frame either way. */
wg_frame *wg_push(wg_game *g, int type, int player);
/* Push a frame of decision kind `kind`, its type taken from the kinds table. */
wg_frame *wg_push_kind(wg_game *g, int kind, int player);
void wg_pop(wg_game *g);
/* The top frame, or NULL when the stack is empty (inline: every listing asks). */
static inline wg_frame *wg_top(wg_game *g)
{
    wg_core_state *c = wg_core(g);
    return c->depth ? &c->stack[c->depth - 1] : NULL;
}

static inline const wg_frame *wg_ctop(const wg_game *g)
{
    const wg_core_state *c = wg_ccore(g);
    return c->depth ? &c->stack[c->depth - 1] : NULL;
}

/* The kind of the top frame, or NULL when the game is over or nothing is pending. */
const wg_decision_kind *wg_top_kind(const wg_game *g);

/*
 * The legal answers to the top decision, through its kind: for the
 * rulesets' own agents and helpers (hosts call wg_game_legal_actions).
 * Adds nothing when the game is over or nothing is pending.
 */
void wg_list_legal(const wg_game *g, wg_sink *sink);

/* A kind's `list` for a decision answered only by PASS (a start, an acknowledgement). */
void wg_list_pass(const wg_game *g, wg_sink *sink);

/*
 * Whether `a` is a legal answer to the top decision, as wg_game_check
 * decides, without touching wg_game_last_error: for the rulesets' agents,
 * which try answers before they choose one.
 */
int wg_kind_allows(const wg_game *g, const wg_action *a);

/* Emit an event (copied). Never fails: memory failure becomes a sticky error. */
void wg_emit(wg_game *g, const wg_event *ev);
/* A unit's move (type WG_EV_MOVE, or a ruleset's retreat or advance): x, y
 * the hex it reached, value, extra the hex it left (axial). */
void wg_emit_move(wg_game *g, int type, int player, int unit, wg_hex from, wg_hex to);
/* Whether anyone will read events emitted now (a log, a callback): when
 * not, a ruleset may skip building events that cost work to gather. */
int wg_emitting(const wg_game *g);
/* A fresh event of type t: ids -1, numbers 0 (inline: hot rulesets emit one per action). */
static inline wg_event wg_event_make(int type)
{
    wg_event ev = { type, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0, { 0, 0 } };
    return ev;
}

/* A fresh event of type t: what `player`'s `unit` did to `target` (the ids most events name). */
static inline wg_event wg_event_about(int type, int player, int unit, int target)
{
    wg_event ev = wg_event_make(type);
    ev.player = player;
    ev.unit = unit;
    ev.target = target;
    return ev;
}

/*
 * Roll one die of `sides` faces: from the dice source if one is installed,
 * else from the game's generator, without bias. Emits WG_EV_DIE with
 * purpose, need, unit and target. A bad answer from the dice source becomes
 * a sticky error (the action then fails and changes nothing); the roll then
 * returns 1 so the ruleset's loops still end.
 */
int wg_roll_die(wg_game *g, int sides, int purpose, int need, int unit, int target);

/* Append an outcome to odds a ruleset is building: -1 (nothing added) when
 * all WG_ODDS_MAX are taken, else 0. */
int wg_odds_append(wg_odds *o, int kind, int unit, int part, int value, uint64_t num);

/*
 * Scratch space for buffers too big for the stack (the library keeps every
 * frame under 16 KiB): a block of at least `size` bytes owned by g, kept
 * until the game is freed and never copied to clones, or NULL with
 * wg_game_last_error set (out of memory; never for a size the ruleset's
 * scratch_size reserved, on the game it made). Its contents do not survive
 * the call that asked for it: the next call for the same slot may reuse or
 * move it. Each user has its own slot, so that one may call the other.
 */
enum {
    WG_SCRATCH_AGENT,   /* a greedy agent's list of answers, or its plan */
    WG_SCRATCH_ODDS,    /* wg_ruleset.odds' working tables */
    WG_SCRATCH_SLOTS
};
void *wg_scratch(const wg_game *g, int slot, size_t size);

/*
 * The game's memo: wg_ruleset.memo_size bytes that come with the game,
 * zeroed in a new game and in every clone, and never copied, hashed or
 * saved; NULL when the ruleset keeps none. It keeps what queries would work
 * out again and again from the state alone (a base's corners from its
 * position and facing), each entry with the whole input it came from, used
 * only while the state gives that input again: it changes no answer. Queries
 * on a const game may fill it, as they may the scratch space.
 */
void *wg_memo(const wg_game *g);

/* Record a sticky error for the running action: it fails with `status`. */
void wg_rs_error(wg_game *g, int status, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Refuse an action in a kind's `problem`: sets last_error, returns WG_EILLEGAL. */
int wg_rs_reject(const wg_game *g, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/*
 * The query contract (wargame.h, "Queries"), for the public queries of a
 * ruleset header. wg_rs_require: WG_OK if g is a game of `rs` (compared by
 * table, not by name); else WG_EINVAL, with last_error "<query>: this game
 * plays X, not Y" (no message for a NULL game). wg_rs_require_info does the
 * same, then refuses a NULL result struct or one whose size field (its first
 * member) is below `need`. wg_set_error sets last_error and returns `status`
 * (a bad index, an off-board hex: WG_ERANGE). wg_rs_index: WG_OK if
 * 0 <= i < n, else WG_ERANGE with "<query>: no <what> <i> (the game has <n>)".
 * wg_rs_on_board: WG_OK if `cell` (the ruleset's cell of hex h) is >= 0,
 * else WG_ERANGE with "<query>: hex (q, r) is off the board".
 */
int wg_rs_require(const wg_game *g, const wg_ruleset *rs, const char *query);
int wg_rs_require_info(const wg_game *g, const wg_ruleset *rs, const char *query,
                       const void *info, size_t need);
int wg_rs_index(const wg_game *g, const char *query, const char *what, int i, int n);
int wg_rs_on_board(const wg_game *g, const char *query, wg_hex h, int cell);
/* The same checks in a public query of ruleset P (its table wg_ruleset_P),
 * named after the calling function. */
#define WG_RS_REQUIRE(P, g) wg_rs_require(g, &wg_ruleset_##P, __func__)
#define WG_RS_REQUIRE_INFO(P, g, out) \
    wg_rs_require_info(g, &wg_ruleset_##P, __func__, out, sizeof *(out))
/* Set the game's last error (printf-style) and return `status`: how a
 * ruleset refuses with a message (errors.c). */
int wg_set_error(const wg_game *g, int status, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* The possessive ending for a name in a text: "Allies' turn", "German's turn"
 * (describe.c). Side names are often plurals, and "Allies's" reads wrong. */
const char *wg_possessive(const char *name);

/* Define a public `void <type>_init(<type> *info)` that sets *info to `init`
 * (its _INFO_INIT macro), for FFI hosts; NULL is a no-op. */
#define WG_DEFINE_INFO_INIT(type, ...)             \
    void type##_init(type *info)                   \
    {                                              \
        static const type init_ = __VA_ARGS__;     \
        if (info)                                  \
            *info = init_;                         \
    }

/* A hex as every ruleset's descriptions write it (wargame.h, "Descriptions"):
 * "[column, row]", the offset coordinates of the board's layout, into out;
 * returns out. */
#define WG_HEX_TEXT 24
const char *wg_describe_hex(int layout, int q, int r, char out[WG_HEX_TEXT]);

/* The core's own refusal of `a`, "not a legal answer now: <a described>",
 * for a kind's `problem` when no rule needs saying: returns WG_EILLEGAL. */
int wg_rs_refuse(const wg_game *g, const wg_action *a);

/* End the game: winner (-1 none), result code, and the text for result_text. */
void wg_game_over(wg_game *g, int winner, int result);

/* The agent's own generator (agents must not touch the game's dice). */
uint64_t wg_agent_next(uint64_t rng[4]);
/* Uniform integer in [0, n), n > 0, without bias. */
uint32_t wg_agent_below(uint64_t rng[4], uint32_t n);

/* One step of xoshiro256**, the generator of the agents and of the dice
 * (rng.c): inline for wg_agent_pick below. */
static inline uint64_t wg_xoshiro_next(uint64_t s[4])
{
    uint64_t x = s[1] * 5;
    uint64_t result = ((x << 7) | (x >> 57)) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = (s[3] << 45) | (s[3] >> 19);
    return result;
}

/* wg_agent_pick's rare case: `m`, the first draw times n, fell where it
 * would favour some results; draw again until it does not. */
uint32_t wg_agent_pick_redraw(uint64_t rng[4], uint32_t n, uint64_t m);

/*
 * The same as wg_agent_below, faster, for the random agent's draws (a
 * different sequence, so the games' shuffles keep wg_agent_below).
 * Lemire's multiply-and-shift, exactly uniform: the top 32 bits of a draw
 * times n, redrawn in the rare case the low half falls in the short
 * stretch (2^32 mod n of them) that would favour some results. Inline, no
 * division on the common path: a random agent draws once an action or more.
 */
static inline uint32_t wg_agent_pick(uint64_t rng[4], uint32_t n)
{
    uint64_t m = (wg_xoshiro_next(rng) >> 32) * (uint64_t)n;
    if ((uint32_t)m < n)
        return wg_agent_pick_redraw(rng, n, m);
    return (uint32_t)(m >> 32);
}

/*
 * Rejection sampling for wg_decision_kind.sample. Proposal k is drawn uniformly
 * from [0, n], and every legal answer must be exactly one proposal: k = n
 * is the closing answer (an action of type `closing`, always legal), and
 * try_one(ctx, k, out) sets *out and returns 1 when proposal k < n is a
 * legal answer, else 0. The first legal proposal is then uniform over the
 * legal list. Returns 1 with *out set, or 0 after WG_DRAW_TRIES refusals:
 * the agent then lists and picks, also uniform, so the mixture is exactly
 * uniform.
 */
#define WG_DRAW_TRIES 32
/* Inline, so that a sample hook's try_one is called directly (or inlined):
 * a random playout draws through it most actions. */
static inline int wg_draw_rejecting(uint64_t rng[4], int n, int closing,
                                    int (*try_one)(const void *ctx, int k, wg_action *out),
                                    const void *ctx, wg_action *out)
{
    for (int t = 0; t < WG_DRAW_TRIES; t++) {
        int k = (int)wg_agent_pick(rng, (uint32_t)n + 1);
        if (k == n) {
            *out = wg_action_make(closing);
            return 1;
        }
        if (try_one(ctx, k, out))
            return 1;
    }
    return 0;
}

/*
 * Creation with an explicit ruleset (tests use this for a test-only ruleset
 * that the shipped library does not register).
 */
int wg_game_new_with(wg_game **out, const wg_ruleset *rs, const char *yaml, size_t len,
                     const char *name, uint64_t seed, const wg_options *opts, wg_error *err);
int wg_game_load_with(wg_game **out, const wg_ruleset *rs, const char *yaml, size_t len,
                      const char *name, const wg_options *opts, wg_error *err);

#endif
