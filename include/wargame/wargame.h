/*
 * libwargame: a headless, reentrant library of wargame rules.
 *
 * This header is the manual of the core API. A host (a game, a script, a
 * GUI, an AI) owns the loop and the screen; the library owns the rules.
 *
 *   wg_game *g;
 *   wg_error err;
 *   if (wg_game_open(&g, "ogre-basic.yaml", 42, NULL, &err) != WG_OK)
 *       fprintf(stderr, "%s\n", err.message);
 *   wg_decision d;
 *   while (wg_game_decision(g, &d) == WG_OK && d.type != WG_DEC_NONE) {
 *       wg_action acts[256];
 *       int n = wg_game_legal_actions(g, acts, 256);
 *       ... choose one ...
 *       wg_game_apply(g, &acts[i]);
 *   }
 *   wg_game_free(g);
 *
 * Conventions
 * - Every call that can fail returns an int status: WG_OK (0) or a negative
 *   WG_E* code; a few return a non-negative count instead. After a failure
 *   on a game, wg_game_last_error() says what went wrong in English.
 * - A call that fails changes nothing: the game's hash is the same after it.
 * - Units, weapons, players and other objects are named by small stable
 *   integers (their order in the scenario), starting at 0.
 * - Actions, decisions, events and rolls are small plain structs of
 *   integers: they cross every FFI unchanged.
 * - Coordinates: actions, decisions, events and queries carry hexes as
 *   axial (q, r) (wargame/hex.h) and table points in tenths of a mm. The
 *   English descriptions (wg_event_describe, wg_action_describe,
 *   wg_decision_describe) write a hex as offset [column, row], as scenario
 *   files do (wg_hex_to_offset with the board's layout), in every ruleset.
 * - Structs the caller passes in or fills that may grow carry their own
 *   size in their first field (set it with the matching *_INIT macro).
 * - No global or static mutable state: two games never share anything
 *   mutable, and different games may be used from different threads at
 *   once. One game must not be used from two threads at the same time.
 *
 * Queries (every query of a ruleset header: ogre.h, m44.h, mob.h, fow.h)
 * - A game of another ruleset gives WG_EINVAL (a query that returns a
 *   pointer: NULL), and wg_game_last_error() names the query and both
 *   rulesets: "wg_m44_hand: this game plays ogre, not m44". A NULL game gives
 *   WG_EINVAL (NULL) too, with no message (there is no game to hold one).
 * - A bad index (unit, team, card, player, ...) or a hex off the board gives
 *   WG_ERANGE (NULL), with a message in wg_game_last_error().
 * - A NULL result struct, or one whose size field is too small, gives
 *   WG_EINVAL with a message.
 * - A yes/no query returns 1 or 0, or a negative status on bad input: test
 *   it with `== 1` (or `> 0`), never as a plain truth value.
 * - A name comes back as a `const char *` owned by the game: valid, and
 *   unchanged, as long as the game lives. Never free it.
 * - A query that fills a struct takes a `wg_<ruleset>_<thing>_info *`
 *   whose first member is its size: start it from
 *   WG_<RULESET>_<THING>_INFO_INIT, or, from a host without C macros (FFI),
 *   with wg_<ruleset>_<thing>_info_init(&info).
 * - Hexes are passed as wg_hex (wargame/hex.h), in axial coordinates; an
 *   observer or actor comes before what it looks at or acts on
 *   (wg_fow_can_see(g, from, team)).
 * - A query changes nothing but wg_game_last_error(), and never the game's
 *   hash; a successful query leaves the last message as it was.
 */
#ifndef WARGAME_H
#define WARGAME_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(WG_BUILDING_LIBRARY) && defined(__GNUC__)
#define WG_API __attribute__((visibility("default")))
#else
#define WG_API
#endif

/* ---------------------------------------------------------------- version */

#define WG_VERSION_MAJOR 1
#define WG_VERSION_MINOR 0
#define WG_VERSION_PATCH 0
#define WG_VERSION_STRING "1.0.0"
/** Version as one number: major * 10000 + minor * 100 + patch. */
#define WG_VERSION_NUMBER \
    (WG_VERSION_MAJOR * 10000 + WG_VERSION_MINOR * 100 + WG_VERSION_PATCH)

/** The library's version string, e.g. "1.0.0" (may differ from the header's). */
WG_API const char *wg_version(void);
/** The library's version as WG_VERSION_NUMBER computes it. */
WG_API int wg_version_number(void);

/* ---------------------------------------------------------------- status */

typedef enum wg_status {
    WG_OK = 0,        /**< success */
    WG_PENDING = 1,   /**< wg_game_run: a decision waits for an answer by pull */
    WG_STEPPED = 2,   /**< wg_game_run: max_steps actions were applied; the game goes on */
    WG_EINVAL = -1,   /**< an argument is invalid (NULL, wrong size field, ...) */
    WG_ENOMEM = -2,   /**< an allocation failed; nothing was changed */
    WG_EPARSE = -3,   /**< YAML text is malformed or breaks the schema */
    WG_EILLEGAL = -4, /**< the action is not legal now */
    WG_ESTATE = -5,   /**< the call is not allowed in the game's current state */
    WG_EBUSY = -6,    /**< a mutating call from inside a callback */
    WG_ERANGE = -7,   /**< an index is out of range, or a buffer is too small */
    WG_EIO = -8,      /**< a file could not be read or written */
    WG_ELIMIT = -9,   /**< input exceeds a documented limit (size, depth, count) */
    WG_ECORRUPT = -10 /**< a saved game does not replay to its recorded hashes */
} wg_status;

/** A short English name for a status, e.g. "illegal action". Never NULL. */
WG_API const char *wg_strerror(int status);

/**
 * Details of a failure that happened before a game existed (creation, load).
 * message holds "file:line:column: text" for YAML errors.
 */
typedef struct wg_error {
    int32_t status; /**< the wg_status returned */
    int32_t line;   /**< 1-based line of a YAML error, or 0 */
    int32_t column; /**< 1-based column of a YAML error, or 0 */
    char message[300];
} wg_error;

/* ---------------------------------------------------------------- options */

typedef void *(*wg_malloc_fn)(void *payload, size_t size);
typedef void *(*wg_realloc_fn)(void *payload, void *ptr, size_t size);
typedef void (*wg_free_fn)(void *payload, void *ptr);

/** Option flags (wg_options.flags). */
enum {
    /** Keep no event log (events still reach a callback, then are dropped). */
    WG_OPT_NO_LOG = 1u << 0,
    /** Keep no action history: cheaper clones for search, but no save, undo or replay. */
    WG_OPT_NO_HISTORY = 1u << 1
};

/**
 * Options for creating or loading a game. Start from WG_OPTIONS_INIT; a NULL
 * pointer means the defaults. The allocator hooks are used for every
 * allocation the game makes, and by its clones; give all three or none.
 */
typedef struct wg_options {
    size_t size; /**< sizeof(wg_options), set by WG_OPTIONS_INIT */
    uint32_t flags;
    wg_malloc_fn malloc_fn;
    wg_realloc_fn realloc_fn;
    wg_free_fn free_fn;
    void *alloc_payload;
} wg_options;

#define WG_OPTIONS_INIT { sizeof(wg_options), 0, NULL, NULL, NULL, NULL }

/* ---------------------------------------------------------------- the game */

/** An opaque game: the shared immutable rules + scenario, and a flat state. */
typedef struct wg_game wg_game;

/** The two players. Ruleset headers say which side each is. */
#define WG_MAX_PLAYERS 2

/**
 * Create a game from scenario YAML text.
 * @param out    receives the new game (caller frees it with wg_game_free)
 * @param yaml   the scenario text (need not be NUL-terminated)
 * @param len    its length in bytes (at most 4 MiB: a longer len, up to SIZE_MAX, is
 *               refused with WG_ELIMIT without reading past the limit)
 * @param name   the name used in error messages (a file name), or NULL
 * @param seed   seed of the game's dice
 * @param opts   options, or NULL for the defaults
 * @param err    receives details on failure, or NULL
 * @return WG_OK; WG_EPARSE / WG_ELIMIT for bad YAML (err says file:line:col);
 *         WG_EINVAL for bad arguments (opts->flags other than WG_OPT_NO_LOG and
 *         WG_OPT_NO_HISTORY included); WG_ENOMEM. On failure *out is NULL.
 */
WG_API int wg_game_new(wg_game **out, const char *yaml, size_t len, const char *name,
                       uint64_t seed, const wg_options *opts, wg_error *err);

/** Like wg_game_new, reading the scenario from a file (WG_EIO if unreadable). */
WG_API int wg_game_open(wg_game **out, const char *path, uint64_t seed,
                        const wg_options *opts, wg_error *err);

/* ---------------------------------------------------------------- scenarios */

/**
 * A parsed scenario: the rules and scenario data, immutable, read once and
 * started as many games as wanted (OpenSpiel's Game, where wg_game is its
 * State). Reference-counted and safe to share between threads: any number
 * of threads may call wg_game_start on one scenario at once, and a game
 * keeps its scenario alive after wg_scenario_free until the game (and its
 * clones) are freed too.
 */
typedef struct wg_scenario wg_scenario;

/**
 * Parse scenario YAML text once, for wg_game_start.
 * @param out    receives the scenario (caller frees it with wg_scenario_free)
 * @param yaml   the scenario text (need not be NUL-terminated)
 * @param len    its length in bytes (at most 4 MiB)
 * @param name   the name used in error messages (a file name), or NULL
 * @param opts   options, or NULL: the allocator hooks serve the scenario's
 *               own data (the flags are for the games, given to wg_game_start)
 * @param err    receives details on failure, or NULL
 * @return as wg_game_new: WG_OK; WG_EPARSE / WG_ELIMIT for bad YAML (err says
 *         file:line:col); WG_EINVAL; WG_ENOMEM. On failure *out is NULL.
 */
WG_API int wg_scenario_new(wg_scenario **out, const char *yaml, size_t len, const char *name,
                           const wg_options *opts, wg_error *err);

/** Like wg_scenario_new, reading the scenario from a file (WG_EIO if unreadable). */
WG_API int wg_scenario_open(wg_scenario **out, const char *path, const wg_options *opts,
                            wg_error *err);

/**
 * Drop the caller's reference to a scenario. Games started from it stay
 * valid: the data goes with the last of them. NULL is a no-op. Any thread.
 */
WG_API void wg_scenario_free(wg_scenario *s);

/** The scenario's ruleset name, e.g. "ogre"; NULL for NULL. Lives as long as s. */
WG_API const char *wg_scenario_ruleset(const wg_scenario *s);

/**
 * Start a game from a parsed scenario, without parsing anything: the same
 * game wg_game_new makes from the same text and seed (same hashes, same
 * events, same save file), in a fraction of the time.
 * @param out    receives the new game (caller frees it with wg_game_free)
 * @param s      the scenario (not changed; other threads may start games from it at once)
 * @param seed   seed of the game's dice
 * @param opts   options, or NULL for the defaults (flags and allocator of the game)
 * @param err    receives details on failure, or NULL
 * @return WG_OK; WG_EINVAL (NULL s or out, bad options); WG_ENOMEM; or the
 *         status of a ruleset's setup that failed. On failure *out is NULL.
 */
WG_API int wg_game_start(wg_game **out, const wg_scenario *s, uint64_t seed,
                         const wg_options *opts, wg_error *err);

/**
 * Free a game and everything it owns. NULL is a no-op.
 * From inside one of the game's own callbacks (an event callback, an agent,
 * the dice source), the free is deferred: the game stays valid until the
 * wg_game_apply or wg_game_run that runs the callback returns, and frees it
 * then. Meanwhile no further event is delivered and no further agent asked;
 * wg_game_apply returns its action's status, wg_game_run WG_OK (or the
 * failed action's status). Do not use the game once the callback returns.
 */
WG_API void wg_game_free(wg_game *g);

/**
 * Make an independent copy of a game: same state, same dice to come, same
 * history. Callbacks, the agents and the dice source are not copied. The
 * copy shares the immutable rules data (cheap). WG_ENOMEM on failure.
 * A game made by wg_game_new holds the working space its greedy agent and
 * odds need (tens of KB, kept off the stack); a copy makes its own when it
 * first needs it, so there they may also answer WG_ENOMEM.
 */
WG_API int wg_game_clone(wg_game **out, const wg_game *g);

/**
 * Like wg_game_clone, with option flags added to the copy's: a search can
 * take cheap copies (WG_OPT_NO_LOG | WG_OPT_NO_HISTORY: no log, no history,
 * no dice record to copy) of a game that keeps all three. Flags only drop
 * records: a copy never has a log or history its source lacks.
 * @return WG_OK; WG_EINVAL (NULL, or a flag other than WG_OPT_NO_LOG and
 *         WG_OPT_NO_HISTORY); WG_EBUSY (from a callback while an action
 *         runs); WG_ENOMEM. On failure *out is NULL.
 */
WG_API int wg_game_clone_with(wg_game **out, const wg_game *g, uint32_t flags);

/**
 * Reseed the game's dice generator (as creation seeds it, through
 * splitmix64). A clone rolls the same dice as its source; a search that must
 * not see the dice to come reseeds its copies. Only for a game without
 * history (wg_game_clone_with(..., WG_OPT_NO_HISTORY)): a save replays from
 * the scenario's seed and could not follow. Changes the hash.
 * @return WG_OK; WG_EINVAL (NULL); WG_ESTATE (the game keeps a history);
 *         WG_EBUSY (from a callback).
 */
WG_API int wg_game_reseed(wg_game *g, uint64_t seed);

/**
 * A 64-bit digest of the whole game state (board, units, phase, pending
 * decisions, dice generator). Equal states give equal hashes on every
 * platform and compiler; the log, callbacks and history are not hashed.
 */
WG_API uint64_t wg_game_hash(const wg_game *g);

/** The English message of the last failed call on this game ("" if none). */
WG_API const char *wg_game_last_error(const wg_game *g);

/** The ruleset's name, e.g. "ogre". */
WG_API const char *wg_game_ruleset(const wg_game *g);

/** The seed the game was created with. */
WG_API uint64_t wg_game_seed(const wg_game *g);

/* ---------------------------------------------------------------- state queries */

/** Game-level facts (wg_game_status). */
typedef struct wg_game_info {
    size_t size;      /**< sizeof(wg_game_info) */
    int32_t turn;     /**< 1-based game turn */
    int32_t active;   /**< the player whose turn it is */
    int32_t phase;    /**< ruleset phase code (see the ruleset header) */
    int32_t over;     /**< 1 once the game has ended */
    int32_t winner;   /**< winning player, or -1 (none yet, or a draw) */
    int32_t result;   /**< ruleset result code (how it was won) */
    int32_t score[WG_MAX_PLAYERS]; /**< ruleset score (medals, points), or 0 */
    int32_t unit_count;
    int32_t depth;    /**< number of pending decision windows (stack depth) */
} wg_game_info;

#define WG_GAME_INFO_INIT { sizeof(wg_game_info), 0, 0, 0, 0, 0, 0, { 0, 0 }, 0, 0 }

/** Fill *out with the game's turn, phase, result and scores. */
WG_API int wg_game_status(const wg_game *g, wg_game_info *out);

/** A player's name from the scenario (e.g. "Ogre", "Defender"); NULL if out of range. */
WG_API const char *wg_game_player_name(const wg_game *g, int player);

/** A one-line English description of the result, e.g. "Ogre wins: ...". */
WG_API const char *wg_game_result_text(const wg_game *g);

/** Unit status flags (wg_unit_info.flags). */
enum {
    WG_UNIT_ALIVE = 1u << 0,    /**< in the game: on the board, or off it and not destroyed (an
                                     m44 unit gone by an exit marker or waiting to drop, OGRE's
                                     escaped Ogre, a unit not yet set up) */
    WG_UNIT_DISABLED = 1u << 1, /**< cannot move or fire (OGRE "disabled") */
    WG_UNIT_ON_BOARD = 1u << 2, /**< has a position on the board or table */
    WG_UNIT_MOVED = 1u << 3,    /**< has moved this phase */
    WG_UNIT_FIRED = 1u << 4     /**< has fired this phase */
};

/** One unit's public state (wg_game_unit). */
typedef struct wg_unit_info {
    size_t size;      /**< sizeof(wg_unit_info) */
    int32_t id;       /**< its index */
    int32_t player;   /**< owner */
    int32_t kind;     /**< index of its unit type in the ruleset data */
    uint32_t flags;   /**< WG_UNIT_* */
    int32_t x, y;     /**< hex (q, r) axial, or table point in tenths of mm */
    int32_t facing;   /**< ruleset facing, or 0 */
    int32_t strength; /**< squads, figures, treads, ... (ruleset defined) */
    int32_t moves_left; /**< movement points left this phase, or 0 */
} wg_unit_info;

#define WG_UNIT_INFO_INIT { sizeof(wg_unit_info), 0, 0, 0, 0, 0, 0, 0, 0, 0 }

/** Number of units in the game (alive or not). */
WG_API int wg_game_unit_count(const wg_game *g);
/** Fill *out with unit `unit`'s state; WG_ERANGE if there is no such unit. */
WG_API int wg_game_unit(const wg_game *g, int unit, wg_unit_info *out);
/** A unit's name from the scenario; NULL if out of range. Lives as long as g. */
WG_API const char *wg_game_unit_name(const wg_game *g, int unit);
/** A unit's type name from the ruleset data (e.g. "heavy tank"); NULL if out of range. */
WG_API const char *wg_game_unit_kind_name(const wg_game *g, int unit);

/* ---------------------------------------------------------------- decisions and actions */

/**
 * Decision types. A decision is "who must answer what now". The three
 * interrupt windows are first-class; the ruleset headers document which
 * actions answer each decision.
 */
typedef enum wg_decision_type {
    WG_DEC_NONE = 0,          /**< the game is over: nothing to decide */
    WG_DEC_MOVE = 1,          /**< move units (one step per action), or end the phase */
    WG_DEC_FIRE = 2,          /**< build and resolve attacks, or end the phase */
    WG_DEC_SPLITFIRE = 3,     /**< OGRE splitfire window before a movement point */
    WG_DEC_OPFIRE = 4,        /**< opportunity fire window during an enemy move */
    WG_DEC_DEFENSIVE_FIRE = 5,/**< defensive fire window against an assault */
    WG_DEC_ALLOCATE_HITS = 6, /**< the owner assigns hits to teams */
    WG_DEC_RETREAT = 7,       /**< the owner picks a retreat path */
    WG_DEC_ORDER = 8,         /**< play a card / give an order */
    WG_DEC_SETUP = 9,         /**< deploy or place before the game */
    WG_DEC_CHOICE = 10        /**< a yes/no or pick-one choice (ruleset defined) */
} wg_decision_type;

/** The current decision (wg_game_decision). */
typedef struct wg_decision {
    int32_t type;    /**< wg_decision_type */
    int32_t player;  /**< who must answer */
    int32_t depth;   /**< 1 = the turn's own decision; > 1 inside interrupt windows */
    int32_t unit;    /**< the unit concerned (the mover, the Ogre), or -1 */
    int32_t target;  /**< the unit under attack or entering, or -1 */
    int32_t x, y;    /**< the hex or point concerned */
    int32_t count;   /**< e.g. movement points left, hits to allocate */
    int32_t pending; /**< parts already added to a compound answer */
    int32_t open;    /**< 1 if the legal list is only representative (a point on a
                          table): other answers may be legal, ask wg_game_check */
    int32_t kind;    /**< which question of the ruleset this is (from 1; 0 when
                          nothing is pending): name it with wg_decision_kind_name */
    int32_t reserved[1];
} wg_decision;

/**
 * The stable dotted name of a decision's kind, such as "m44.take_ground",
 * "ogre.splitfire" or "fow.defensive_fire": the question a decision asks,
 * which its type alone does not tell (m44 asks several WG_DEC_CHOICE
 * questions). Each ruleset header lists its names; they do not change
 * between versions. "none" for a WG_DEC_NONE decision; NULL for a NULL
 * argument or a kind this game's ruleset does not have. The string is
 * static.
 */
WG_API const char *wg_decision_kind_name(const wg_game *g, const wg_decision *d);

/**
 * Action types shared by the rulesets. A compound answer (a splitfire
 * declaration, a combined attack) is built with WG_ACT_DECLARE actions and
 * committed by a final action (WG_ACT_RESOLVE, WG_ACT_MOVE, ...); until
 * then, wg_game_undo steps back.
 */
typedef enum wg_action_type {
    WG_ACT_NONE = 0,
    WG_ACT_PASS = 1,      /**< decline a window / end the current phase */
    WG_ACT_MOVE = 2,      /**< move `unit` one step to (x, y) */
    WG_ACT_STAY = 3,      /**< spend one movement point staying in place */
    WG_ACT_DECLARE = 4,   /**< add an attack (or an attacker) to the pending answer */
    WG_ACT_RESOLVE = 5,   /**< commit the pending attack and roll it */
    WG_ACT_ALLOCATE = 6,  /**< assign a hit to `target` */
    WG_ACT_RETREAT = 7,   /**< retreat `unit` one hex to (x, y) */
    WG_ACT_PLAY = 8,      /**< play card `card` */
    WG_ACT_CHOOSE = 9,    /**< pick option `value` */
    WG_ACT_FIRE = 10      /**< fire `unit` (with `card` / `weapon`) in a window */
} wg_action_type;

/** One answer to a decision. Unused fields are -1 (see WG_ACTION_INIT). */
typedef struct wg_action {
    int32_t type;   /**< wg_action_type */
    int32_t unit;   /**< acting unit, or -1 */
    int32_t weapon; /**< the acting unit's weapon or system, or -1 */
    int32_t target; /**< target unit, or -1 */
    int32_t part;   /**< the target's system (OGRE), or -1 */
    int32_t card;   /**< card index, or -1 */
    int32_t x, y;   /**< hex (q, r) or table point */
    int32_t value;  /**< an extra number (see the ruleset header), or 0 */
    int32_t reserved[3];
} wg_action;

#define WG_ACTION_INIT { WG_ACT_NONE, -1, -1, -1, -1, -1, 0, 0, 0, { 0, 0, 0 } }

/**
 * Set *a to an action of `type` with every id -1 and every number 0, as
 * WG_ACTION_INIT does (for hosts that cannot use the macro, e.g. over FFI).
 * Legal actions are compared field by field, so build actions this way.
 */
WG_API void wg_action_init(wg_action *a, int type);

/**
 * What must be decided now. Always succeeds on a valid game; d->type is
 * WG_DEC_NONE once the game is over.
 */
WG_API int wg_game_decision(const wg_game *g, wg_decision *out);

/**
 * List the legal answers to the current decision.
 * @param out  array of at least `cap` actions, or NULL when cap is 0
 * @return the total number of legal actions (which may exceed cap: only the
 *         first cap are written), or a negative status.
 * For decisions whose answers are not finite (a point on a table), the list
 * holds representative actions and wg_game_check validates the rest.
 */
WG_API int wg_game_legal_actions(const wg_game *g, wg_action *out, int cap);

/**
 * WG_OK if `a` would be accepted now, else WG_EILLEGAL (the reason in
 * last_error) or WG_ESTATE once the game is over. Changes nothing else, so
 * agents may call it on the game they are given.
 */
WG_API int wg_game_check(const wg_game *g, const wg_action *a);

/**
 * Apply one answer: validate it, then run the rules until the next decision,
 * rolling dice and emitting events. On any failure nothing changes.
 * @return WG_OK; WG_EILLEGAL; WG_ESTATE if the game is over; WG_EBUSY from
 *         inside a callback; WG_ENOMEM; WG_EINVAL if the dice source failed.
 */
WG_API int wg_game_apply(wg_game *g, const wg_action *a);

/* ------------------------------------------------ play by index (scripting hosts) */

/*
 * The OpenSpiel way of playing from a scripting language: ask how many legal
 * answers there are, pick a number, apply it, with no action crossing the
 * language boundary. Index i means the i-th action of wg_game_legal_actions'
 * listing (same order, from 0); the listing is deterministic, so an index
 * names the same action as long as the game does not change.
 */

/**
 * The number of legal answers to the current decision, as
 * wg_game_legal_actions(g, NULL, 0) counts them: 0 once the game is over.
 * @return the count, or WG_EINVAL for a NULL game.
 */
WG_API int wg_game_legal_count(const wg_game *g);

/**
 * Apply the `index`-th legal action: exactly what wg_game_apply does with
 * that action of wg_game_legal_actions' list (same dice, events, history).
 * Then count the next decision's legal answers, so a host's loop makes one
 * call per action:
 *
 *   int n = wg_game_legal_count(g);
 *   while (n > 0)
 *       n = wg_game_apply_index(g, rand() % n);
 *
 * @return on success, wg_game_legal_count of the game after the action (0
 *         once it is over; WG_OK is 0 too); else WG_ERANGE if index is not
 *         in [0, wg_game_legal_count) (nothing changes); WG_ESTATE if the
 *         game is over; WG_EBUSY from inside a callback; WG_ENOMEM; WG_EINVAL
 *         for a NULL game or if the dice source failed. On any failure
 *         nothing changes.
 */
WG_API int wg_game_apply_index(wg_game *g, int index);

/** int32 values per action in wg_game_legal_flat's buffer. */
#define WG_ACTION_INTS 9

/**
 * List the legal answers into a flat int32 buffer, for hosts that view
 * memory as arrays (numpy, typed arrays). Action i occupies
 * out[i * WG_ACTION_INTS] to out[i * WG_ACTION_INTS + 8], holding its
 * fields in wg_action's order without the reserved ones: type, unit,
 * weapon, target, part, card, x, y, value.
 * @param out  room for `cap` actions (cap * WG_ACTION_INTS int32), or NULL
 *             when cap is 0
 * @return the total number of legal actions (only the first cap are
 *         written), or WG_EINVAL (NULL game, cap < 0, NULL out with cap > 0).
 */
WG_API int wg_game_legal_flat(const wg_game *g, int32_t *out, int cap);

/** 1 if wg_game_undo would succeed now, else 0. */
WG_API int wg_game_can_undo(const wg_game *g);

/**
 * Take back the last action, if it drew no dice (a step through open
 * ground, a declaration before it resolves). Never re-rolls or reveals dice.
 * WG_ESTATE if the last action drew dice or there is none; the taken-back
 * action's events are removed from the log.
 */
WG_API int wg_game_undo(wg_game *g);

/* ---------------------------------------------------------------- windows worth showing */

/**
 * The options of the interrupt window at hand (WG_DEC_SPLITFIRE, WG_DEC_OPFIRE,
 * WG_DEC_DEFENSIVE_FIRE): how many attacks a player could make or join now
 * (its legal DECLARE, FIRE and PLAY actions). A window opens at every
 * declaration point the rules give, even one where nothing can fire (an
 * OGRE splitfire window before each movement point), so that the events
 * show every declaration point; 0 (with decision.pending 0) means there is
 * nothing to decide but how the interrupted action goes on: a host may answer
 * it as it would a plain move (MOVE, STAY or PASS in a splitfire window)
 * without showing the window. Changes nothing.
 * @return the number of options (>= 0); WG_ESTATE if the decision at hand is
 *         not an interrupt window (or the game is over); WG_EINVAL for NULL;
 *         WG_ENOMEM.
 */
WG_API int wg_game_window_options(const wg_game *g);

/* ---------------------------------------------------------------- reach */

/** Flags of a reachable hex (wg_reach.flags). */
enum {
    /** The last step of its path rolls dice (a ram, an overrun): the hex is
     *  reachable, what the dice leave is not known, and the search went no
     *  further; cost is what the step costs when every die shows 1. */
    WG_REACH_DICE = 1u << 0,
    /** A step of its path opens a window for the other player (Op Fire):
     *  the path assumes it is declined. */
    WG_REACH_WINDOW = 1u << 1
};

/** A hex a unit can reach (wg_game_reach), or one step of a path (wg_game_reach_path). */
typedef struct wg_reach {
    int32_t x, y;   /**< the hex, axial (q, r) */
    int32_t cost;   /**< movement points spent to get there (the fall of
                         wg_unit_info.moves_left: all of them where the move must end) */
    int32_t steps;  /**< MOVE actions on the way (a move through friends is one) */
    int32_t flags;  /**< WG_REACH_* */
    int32_t reserved;
} wg_reach;

/**
 * The hexes `unit` can end a step in during the decision at hand, playing
 * only its own legal MOVE actions (ogre, m44, mob: one hex, or one legal
 * jump, per action), each at its cheapest cost. The answer is what the
 * legal actions allow, found by playing them on copies of the game (no dice
 * of the game are drawn or seen): a unit that may not move now reaches
 * nothing. A step into a hex where dice are rolled ends its path there
 * (WG_REACH_DICE); an interrupt window the other player may answer is
 * assumed declined (WG_REACH_WINDOW). The start hex is not listed. Hexes
 * come cheapest first (then by fewer steps). Changes nothing.
 * @param out  room for cap entries, or NULL when cap is 0
 * @return the number of hexes (which may exceed cap: only the first cap are
 *         written); WG_EINVAL (NULL game, out NULL with cap > 0, a fow game:
 *         see wg_fow_can_reach); WG_ERANGE (no such unit); WG_EBUSY (from a
 *         callback while an action runs); WG_ENOMEM; WG_ELIMIT (more than
 *         8192 positions on the way).
 */
WG_API int wg_game_reach(const wg_game *g, int unit, wg_reach *out, int cap);

/**
 * The cheapest path wg_game_reach found to hex (x, y): its steps in order,
 * each with the cost and flags so far (the last is the entry wg_game_reach
 * lists). Play it as MOVE unit x y actions, one per step.
 * @return the number of steps (which may exceed cap); WG_ERANGE if the unit
 *         cannot reach (x, y) now (or does not exist); as wg_game_reach else.
 */
WG_API int wg_game_reach_path(const wg_game *g, int unit, int32_t x, int32_t y, wg_reach *out,
                              int cap);

/* ---------------------------------------------------------------- agents */

/**
 * An agent answers decisions for one player. Return WG_OK with *out filled,
 * or WG_PENDING to defer (wg_game_run then returns WG_PENDING and the host
 * answers by pull). Agents may query the game but not change it.
 */
typedef int (*wg_decide_fn)(void *payload, const wg_game *g, const wg_decision *d,
                            wg_action *out);

/** Register (fn != NULL) or remove (fn == NULL) the agent of a player. */
WG_API int wg_game_set_agent(wg_game *g, int player, wg_decide_fn fn, void *payload);

/**
 * Let the agents play: ask the deciding player's agent, apply its answer,
 * repeat, for at most max_steps actions (0 = no limit).
 * @return WG_OK when the game is over; WG_PENDING when a decision has no
 *         agent or an agent deferred (answer it by pull); WG_STEPPED when
 *         max_steps actions were applied and the game goes on; a negative
 *         status if an agent's action failed (the game is as before it).
 */
WG_API int wg_game_run(wg_game *g, int max_steps);

/** Built-in agent kinds. */
typedef enum wg_agent_kind {
    /** A uniformly random legal action. Where a ruleset can, it draws one
     *  without listing them all (OGRE's defender movement), which is faster
     *  and just as uniform; which action a given seed picks may change
     *  between versions. */
    WG_AGENT_RANDOM = 0,
    WG_AGENT_GREEDY = 1, /**< the ruleset's simple greedy player */
    /** Monte Carlo tree search (wg_search_decide) with the default budget
     *  (WG_SEARCH_OPTIONS_INIT); a wg_search handle sets its own. */
    WG_AGENT_SEARCH = 2
} wg_agent_kind;

/**
 * A built-in agent: caller-allocated, no heap. Its own seeded generator makes
 * its choices, so it never touches the game's dice.
 *
 *   wg_agent a;
 *   wg_agent_init(&a, WG_AGENT_GREEDY, 7);
 *   wg_game_set_agent(g, 0, wg_agent_decide, &a);
 */
typedef struct wg_agent {
    size_t size;    /**< sizeof(wg_agent) */
    int32_t kind;   /**< wg_agent_kind */
    int32_t reserved;
    uint64_t rng[4];
} wg_agent;

/** Initialise a built-in agent. WG_EINVAL for an unknown kind or NULL. */
WG_API int wg_agent_init(wg_agent *agent, int kind, uint64_t seed);

/**
 * The built-in agents' wg_decide_fn; payload is a wg_agent * that
 * wg_agent_init set up. WG_EINVAL for NULL arguments, or an agent that
 * wg_agent_init did not make (its size field not sizeof(wg_agent), or an
 * unknown kind).
 */
WG_API int wg_agent_decide(void *payload, const wg_game *g, const wg_decision *d,
                           wg_action *out);

/* ---------------------------------------------------------------- search agent */

/**
 * Options of a search agent (wg_search_new). Start from
 * WG_SEARCH_OPTIONS_INIT. The budget is per decision: `iterations`, or
 * `time_ms`, or both (whichever runs out first); 0 means no limit of that
 * kind, but at least one must be set. With an iteration budget alone the
 * agent is deterministic: the same game, seed and options give the same
 * answers on every machine. A time limit depends on the machine's speed and
 * load, so with `time_ms` set the answers are NOT reproducible.
 */
typedef struct wg_search_options {
    size_t size;           /**< sizeof(wg_search_options), set by WG_SEARCH_OPTIONS_INIT */
    int32_t iterations;    /**< simulations per decision (0 = no limit; default 200) */
    int32_t time_ms;       /**< wall-clock milliseconds per decision (0 = no limit) */
    int32_t max_nodes;     /**< tree nodes per decision (0 = default 65536; at most 4194304):
                                the search's memory is max_nodes * 96 bytes, taken once */
    int32_t rollout_steps; /**< actions the greedy players play past the tree before the
                                position is scored (-1 = to the end; 0 = the ruleset's
                                default: 40 actions, and in OGRE to the start of the
                                third player turn from where the tree ends) */
    uint64_t seed;         /**< seed of the agent's own generator */
} wg_search_options;

#define WG_SEARCH_OPTIONS_INIT { sizeof(wg_search_options), 200, 0, 0, 0, 1 }

/**
 * A search agent: information-set Monte Carlo tree search over the decision
 * stack. Each simulation takes a copy of the game that cannot see what the
 * deciding player cannot (wg_game_clone_for's copy: the dice to come, and
 * in m44 the other hand and the deck, redrawn), walks the tree of
 * answers (both players' decisions, interrupt windows included) by UCT,
 * adds one answer to it, lets the greedy agents play `rollout_steps` more
 * actions and scores the result (a win 1, a loss 0, else the material and
 * score each side kept). Chance is sampled: each copy rolls its own dice.
 * Large or open decisions (a point on a table) grow their candidates
 * progressively: the greedy agent's answer first (with a prior bonus, so
 * the search leaves it only on evidence), then sampled ones.
 *
 * Cost on this project's 2-core test machine, 200 iterations, CPU time per
 * searched decision: m44 and mob about 10-20 ms, OGRE about 25 ms, fow
 * 40-70 ms (examples/arena.c reports it).
 */
typedef struct wg_search wg_search;

/**
 * Create a search agent; its node arena (max_nodes nodes) is allocated now
 * and reused by every decision, so deciding allocates only the game copies.
 * @return WG_OK; WG_EINVAL (NULL, small size, no budget, a negative or too
 *         large field); WG_ENOMEM. On failure *out is NULL.
 */
WG_API int wg_search_new(wg_search **out, const wg_search_options *opts);

/** Free a search agent. NULL is a no-op. */
WG_API void wg_search_free(wg_search *s);

/**
 * The search agent's wg_decide_fn; payload is a wg_search *. Answers any
 * decision of the game, for either player (turn decisions and interrupt
 * windows alike). A decision with one legal answer is answered at once.
 * One wg_search must not decide on two threads at once.
 * @return WG_OK; WG_EINVAL (NULL, or d is not the game's decision);
 *         WG_ESTATE (the game is over); WG_ENOMEM.
 */
WG_API int wg_search_decide(void *payload, const wg_game *g, const wg_decision *d,
                            wg_action *out);

/** What the last decision of a search agent did (wg_search_last). */
typedef struct wg_search_stats {
    size_t size;          /**< sizeof(wg_search_stats), set by WG_SEARCH_STATS_INIT */
    int32_t iterations;   /**< simulations run */
    int32_t nodes;        /**< tree nodes used */
    int32_t candidates;   /**< answers tried at the root */
    int32_t best_visits;  /**< simulations through the answer chosen */
    double value;         /**< its mean score for the deciding player, 0..1 */
    double ms;            /**< wall-clock time taken */
} wg_search_stats;

#define WG_SEARCH_STATS_INIT { sizeof(wg_search_stats), 0, 0, 0, 0, 0.0, 0.0 }

/** Fill *out with what the agent's last decision did. WG_EINVAL for NULL or a small size. */
WG_API int wg_search_last(const wg_search *s, wg_search_stats *out);

/* ---------------------------------------------------------------- sweeps */

/**
 * A balance sweep: many games of one scenario between two built-in agents,
 * A and B. Game i of a sweep is fully determined by (scenario, seed, i,
 * agents): its dice seed is wg_sweep_seed(seed, i), and the agent playing
 * player p is seeded with wg_sweep_seed(that game seed, p + 1). So a sweep
 * cut into chunks gives the same games whoever runs which chunk.
 */
typedef struct wg_sweep {
    size_t size;            /**< sizeof(wg_sweep), set by WG_SWEEP_INIT */
    /** wg_agent_kind of A (player 0) and B (player 1); WG_AGENT_SEARCH searches with
     *  the default budget (WG_SEARCH_OPTIONS_INIT: 200 iterations, deterministic) */
    int32_t agent[WG_MAX_PLAYERS];
    int32_t swap_sides;     /**< 1: in odd games A plays player 1 and B player 0 */
    int32_t max_actions;    /**< stop a game after this many actions (0 = no limit) */
    uint64_t seed;          /**< the sweep's base seed */
} wg_sweep;

#define WG_SWEEP_INIT { sizeof(wg_sweep), { WG_AGENT_RANDOM, WG_AGENT_RANDOM }, 0, 0, 0 }

/** One game of a sweep, as wg_sweep_play reports it. */
typedef struct wg_sweep_game {
    int64_t index;    /**< the game's index in the sweep */
    uint64_t seed;    /**< its dice seed, wg_sweep_seed(sweep seed, index) */
    int32_t swapped;  /**< 1 if agent B played player 0 */
    int32_t status;   /**< WG_OK: the game ended; WG_STEPPED: stopped at max_actions */
    int32_t winner;   /**< the winning player, or -1 (a draw, or not over) */
    int32_t result;   /**< the ruleset's result code */
    int32_t turns;    /**< the turn the game ended on */
    int32_t actions;  /**< actions applied */
} wg_sweep_game;

/** The seed of item `index` under base seed `seed` (splitmix64 of both): stable across versions. */
WG_API uint64_t wg_sweep_seed(uint64_t seed, int64_t index);

/**
 * Play games first .. first + count - 1 of a sweep from a scenario, each
 * started with wg_game_start (no log, no history) and run by its agents
 * to the end, and fill out[0 .. count-1]. Other threads may play other
 * chunks of the same scenario at once.
 * @return WG_OK; WG_EINVAL (NULL, count < 0, first < 0, bad sizes or agent
 *         kinds, max_actions < 0); WG_ENOMEM; or the status of a game that
 *         failed (an agent's action refused), when out is filled only up to it.
 */
WG_API int wg_sweep_play(const wg_scenario *s, const wg_sweep *sweep, int64_t first, int count,
                         wg_sweep_game *out);

/* ---------------------------------------------------------------- dice */

/** A die about to be rolled, as the dice source sees it. */
typedef struct wg_roll {
    int32_t sides;   /**< 6 for every shipped ruleset */
    int32_t purpose; /**< ruleset roll purpose (WG_OGRE_ROLL_* ...) */
    int32_t need;    /**< the score needed, or 0 when a table decides */
    int32_t unit;    /**< the unit rolling, or -1 */
    int32_t target;  /**< the unit rolled against, or -1 */
    int32_t index;   /**< the die's index within this action (0-based) */
    int32_t player;  /**< the player who rolls (the owner of `unit`), or -1 */
} wg_roll;

/**
 * A dice source: return the die's face, 1..roll->sides, or a negative value
 * to abort the action (it then fails with WG_EINVAL and changes nothing).
 * It may query the game (which shows the action in progress), not change it.
 */
typedef int (*wg_dice_fn)(void *payload, const wg_game *g, const wg_roll *roll);

/**
 * Install a dice source that answers every roll (real dice at a table, or a
 * test forcing the book's dice); fn == NULL goes back to the seeded
 * generator. Forced dice do not advance the generator.
 */
WG_API int wg_game_set_dice(wg_game *g, wg_dice_fn fn, void *payload);

/* ---------------------------------------------------------------- events */

/**
 * Event types. Ruleset headers add their own in ranges that never clash:
 * the ruleset at position i (from 1) of the library's list of rulesets
 * numbers its events from i * 1000 (ogre from 1000, mob from 2000, fow from
 * 3000, m44 from 4000; a new ruleset goes at the end of the list).
 */
typedef enum wg_event_type {
    WG_EV_NONE = 0,
    WG_EV_GAME_START = 1,  /**< the scenario is set up */
    WG_EV_TURN = 2,        /**< a player's turn begins (player, value = turn) */
    WG_EV_PHASE = 3,       /**< a phase begins (value = phase code) */
    WG_EV_DIE = 4,         /**< a die was rolled: purpose, need, roll */
    WG_EV_MOVE = 5,        /**< unit moved from (value, extra) to (x, y) */
    WG_EV_ATTACK = 6,      /**< an attack is made: unit, weapon, target, part, value = odds/score */
    WG_EV_RESULT = 7,      /**< an attack's result: target, part, result code */
    WG_EV_DESTROYED = 8,   /**< unit (or its `part`) is destroyed */
    WG_EV_DAMAGED = 9,     /**< unit lost strength: value = amount, extra = left */
    WG_EV_DISABLED = 10,   /**< unit is disabled */
    WG_EV_RECOVERED = 11,  /**< unit recovered */
    WG_EV_GAME_OVER = 12,  /**< winner in player, result code in result */
    WG_EV_SPLITFIRE_WINDOW = 13, /**< splitfire window opens: unit = Ogre, value = options */
    WG_EV_OPFIRE_WINDOW = 14,    /**< opportunity fire window: unit = mover, value = options */
    WG_EV_DEFENSIVE_FIRE = 15,   /**< defensive fire window: value = options */
    WG_EV_FIRE_OPTION = 16,      /**< one option of the window just opened: unit, weapon, target, part */
    WG_EV_WINDOW_CLOSED = 17,    /**< the innermost window closed; the interrupted action goes on */
    WG_EV_DECLARED = 18,   /**< an attack joined a pending compound answer */
    WG_EV_WASTED = 19,     /**< a declared attack found no target: the weapon counts as fired */
    WG_EV_RAM = 20,        /**< unit rammed target */
    WG_EV_INFO = 21        /**< a ruleset note (value = code) */
} wg_event_type;

/** One event. Unused fields are -1 (ids) or 0 (numbers). */
typedef struct wg_event {
    int32_t type;    /**< wg_event_type or a ruleset event */
    int32_t player;
    int32_t unit;
    int32_t weapon;
    int32_t target;
    int32_t part;
    int32_t x, y;
    int32_t purpose; /**< WG_EV_DIE: the roll's purpose */
    int32_t need;    /**< WG_EV_DIE: the score needed, or 0 */
    int32_t roll;    /**< WG_EV_DIE: the face rolled */
    int32_t result;  /**< outcome code (ruleset defined) */
    int32_t value;
    int32_t extra;
    int32_t reserved[2];
} wg_event;

/** Called for each event after the action that caused it has been committed. */
typedef void (*wg_event_fn)(void *payload, const wg_game *g, const wg_event *ev);

/**
 * Register (fn != NULL) or remove the event callback. The callback may free
 * the game (wg_game_free): the free waits until the call that delivers the
 * events returns, and the events after the one being delivered are not
 * delivered. Other mutating calls from the callback fail with WG_EBUSY.
 */
WG_API int wg_game_on_event(wg_game *g, wg_event_fn fn, void *payload);

/** Number of events in the log (0 with WG_OPT_NO_LOG). */
WG_API int wg_game_log_count(const wg_game *g);
/** Copy logged event i into *out; WG_ERANGE if out of range. */
WG_API int wg_game_log_event(const wg_game *g, int i, wg_event *out);

/**
 * Write one English line describing an event / action / decision into buf
 * (always NUL-terminated when cap > 0). Hexes are written offset [column,
 * row] (see "Coordinates" above). A decision reads as a prompt to the player
 * who must answer: "Allies: order units with Attack Left (2 of 3 ordered)".
 * @return the length the full line needs (like snprintf), or a negative status.
 */
WG_API int wg_event_describe(const wg_game *g, const wg_event *ev, char *buf, size_t cap);
WG_API int wg_action_describe(const wg_game *g, const wg_action *a, char *buf, size_t cap);
WG_API int wg_decision_describe(const wg_game *g, const wg_decision *d, char *buf, size_t cap);

/* ---------------------------------------------------------------- hidden information */

/*
 * Some games hide things from a player (a Memoir '44 hand, the deck). Each
 * event is public, or private to one player with a public form (a card
 * drawn is "a card" to the others), or seen by one player only (the
 * options of his Op Fire window). The omniscient calls (wg_game_on_event,
 * the log, wg_event_describe, saves, wg_game_seed) are for the owner of the
 * game: a server, a test. A host that shows the game to one player (a
 * network client, a hot-seat screen, an honest AI) uses the calls below.
 * The README's "Hidden information" says what each ruleset hides.
 */

/** The viewer that is no player: sees only what is public. */
#define WG_SPECTATOR (-1)

/**
 * An event as `player` may see it.
 * @param ev      an event of this game (from the log or a listener)
 * @param player  0, 1, or WG_SPECTATOR
 * @param out     receives the event with the fields `player` may not see
 *                set to -1 (e.g. the card another player drew); may be ev
 * @return 1 with *out filled; 0 if `player` sees nothing of it (*out is
 *         then a copy of ev, not to be shown); WG_EINVAL (NULL);
 *         WG_ERANGE (no such player).
 */
WG_API int wg_event_for(const wg_game *g, const wg_event *ev, int player, wg_event *out);

/**
 * wg_event_describe for one player: the line never names what `player`
 * cannot see ("Axis draws a card"). An event `player` sees nothing of gives
 * an empty line (return 0).
 * @return the length the full line needs, or WG_EINVAL / WG_ERANGE.
 */
WG_API int wg_event_describe_for(const wg_game *g, const wg_event *ev, int player, char *buf,
                                 size_t cap);

/**
 * Register (fn != NULL) or remove (fn == NULL) the listener of one seat:
 * it gets each event already as `player` sees it (wg_event_for), and none
 * that `player` sees nothing of. One listener per seat (0, 1 and
 * WG_SPECTATOR); they run after the omniscient wg_game_on_event callback,
 * in seat order (spectator, 0, 1). Not copied by clones.
 * @return WG_OK; WG_EINVAL; WG_ERANGE (no such player); WG_EBUSY (from a callback).
 */
WG_API int wg_game_on_event_for(wg_game *g, int player, wg_event_fn fn, void *payload);

/**
 * The current decision as `player` (0, 1, or WG_SPECTATOR) may see it: the
 * deciding player sees it whole, as wg_game_decision gives it; anyone else
 * sees who decides what, with what only the decider knows set to -1 (in
 * m44, an Op Fire window's number of options).
 * @return WG_OK; WG_EINVAL (NULL); WG_ERANGE (no such player).
 */
WG_API int wg_game_decision_for(const wg_game *g, int player, wg_decision *out);

/**
 * The legal answers as `player` may see them: wg_game_legal_actions for the
 * deciding player, none (0) for anyone else, so a list shown to a player
 * never holds another's cards.
 * @return the number of legal actions (see wg_game_legal_actions), 0, or
 *         WG_EINVAL / WG_ERANGE.
 */
WG_API int wg_game_legal_actions_for(const wg_game *g, int player, wg_action *out, int cap);

/**
 * A copy for a search that cannot cheat. Cheap like wg_game_clone_with(out,
 * g, WG_OPT_NO_LOG | WG_OPT_NO_HISTORY): no log, no history, no callbacks.
 * Everything `player` cannot see is redrawn at random, consistent with what
 * he has seen (in m44: the deck and the other hand are shuffled together
 * and dealt back in the same counts), and the dice are reseeded. The copy
 * depends only on what `player` sees and on `seed`: two games that differ
 * only in what `player` cannot see give identical copies (equal hashes),
 * and two seeds give different hidden cards. His own hand, the board and
 * every public fact are kept.
 * @param player  0, 1, or WG_SPECTATOR (both hands hidden)
 * @return WG_OK; WG_EINVAL (NULL); WG_ERANGE (no such player); WG_EBUSY
 *         (while an action runs); WG_ENOMEM. On failure *out is NULL.
 */
WG_API int wg_game_clone_for(wg_game **out, const wg_game *g, int player, uint64_t seed);

/* ---------------------------------------------------------------- history, save, replay */

/** One applied action and what it did (wg_game_history). */
typedef struct wg_history_entry {
    wg_action action;
    int32_t dice;        /**< number of dice it drew */
    int32_t forced;      /**< 1 if its dice came from a dice source */
    int32_t first_event; /**< index of its first event in the log */
    int32_t event_count;
    uint64_t hash;       /**< wg_game_hash after it */
} wg_history_entry;

/** Number of actions applied so far (0 with WG_OPT_NO_HISTORY). */
WG_API int wg_game_history_count(const wg_game *g);
/** Copy history entry i into *out; WG_ERANGE if out of range. */
WG_API int wg_game_history(const wg_game *g, int i, wg_history_entry *out);

/**
 * Save the game as YAML (scenario, seed, every action with its dice and
 * hash): loading it resumes exactly here, even inside an interrupt window.
 * @param buf      where to write, or NULL with cap 0 to ask the size
 * @param out_len  receives the length of the whole text (without the NUL)
 * @return WG_OK (also for the size query); WG_ERANGE if 0 < cap <= *out_len
 *         (nothing written); WG_ESTATE with WG_OPT_NO_HISTORY.
 */
WG_API int wg_game_save(const wg_game *g, char *buf, size_t cap, size_t *out_len);

/** Save to a file (WG_EIO if it cannot be written). */
WG_API int wg_game_save_file(const wg_game *g, const char *path);

/**
 * Load a saved game (or a replay: the same format) by replaying its actions.
 * WG_EPARSE for bad YAML, WG_ECORRUPT if a recorded hash does not match.
 * The top-level fields of a save, and what loading does with each:
 * - libwargame_save: the format, must be 1;
 * - library: the version that wrote it, informative (a string, not compared);
 * - ruleset: must name the embedded scenario's ruleset (WG_EPARSE naming
 *   the field otherwise); may be left out;
 * - seed: the game's seed; scenario: the scenario text;
 * - actions: replayed one by one with their dice, each hash compared;
 * - hash: the final state's hash, compared when present.
 * Any other key is refused (WG_EPARSE). opts as for wg_game_new.
 */
WG_API int wg_game_load(wg_game **out, const char *yaml, size_t len, const char *name,
                        const wg_options *opts, wg_error *err);

/** Like wg_game_load, from a file. */
WG_API int wg_game_load_file(wg_game **out, const char *path, const wg_options *opts,
                             wg_error *err);

/* ---------------------------------------------------------------- exact odds */

/**
 * One outcome of an attack (or of a sequence of attacks) and its exact
 * probability num / den. kind, unit, part and value are ruleset-defined:
 * the ruleset headers document them (see WG_OGRE_OUTCOME_* in ogre.h).
 */
typedef struct wg_odds_outcome {
    int32_t kind;   /**< the ruleset's outcome code (e.g. no effect / disabled / destroyed) */
    int32_t unit;   /**< the unit attacked, or -1 when the outcome spans several targets */
    int32_t part;   /**< the part attacked (an OGRE system), or -1 */
    int32_t value;  /**< what is left of the target(s) afterwards (ruleset-defined) */
    uint64_t num;   /**< probability numerator: the outcome happens num / den of the time */
} wg_odds_outcome;

/** Most outcomes in one wg_odds. */
#define WG_ODDS_MAX 64

/**
 * The exact distribution of an attack's outcomes (wg_odds_action): count
 * outcomes, none with probability 0, whose num add up to den. Outcomes are
 * listed in a fixed order (the ruleset's), so equal games give equal odds.
 */
typedef struct wg_odds {
    size_t size;      /**< sizeof(wg_odds), set by WG_ODDS_INIT */
    uint64_t den;     /**< common denominator (a power of the dice's sides) */
    int32_t count;    /**< outcomes filled in `outcome` */
    int32_t attacks;  /**< attacks each outcome covers (1 for one attack; a declared
                           sequence gives the joint outcome of all its attacks) */
    wg_odds_outcome outcome[WG_ODDS_MAX];
} wg_odds;

#define WG_ODDS_INIT { sizeof(wg_odds), 0, 0, 0, { { 0, 0, 0, 0, 0 } } }

/**
 * The exact distribution of what the attack that action `a` would commit now
 * leads to: enumerated over every face of every die, not sampled. Changes
 * nothing and draws no dice; it may be called from agents and callbacks.
 * Which actions have odds is the ruleset's: for OGRE, a RESOLVE in a fire
 * phase, the commit (MOVE, STAY or PASS) of a splitfire window with attacks
 * declared, and a DECLARE (the odds of the attack, or sequence, with it added).
 * @param g    the game
 * @param a    an action legal now
 * @param out  filled; out->size must be at least sizeof(wg_odds) (WG_ODDS_INIT)
 * @return WG_OK; WG_EINVAL (NULL, small size); WG_EILLEGAL if `a` is not legal
 *         now; WG_ESTATE if the game is over, or the ruleset has no odds for
 *         this action (e.g. a move that commits no attack); WG_ELIMIT if the
 *         distribution has more than WG_ODDS_MAX outcomes. On failure *out is
 *         left with count 0.
 */
WG_API int wg_odds_action(const wg_game *g, const wg_action *a, wg_odds *out);

/** Outcome i's probability, num / den as a double; 0.0 if o is NULL or i out of range. */
WG_API double wg_odds_p(const wg_odds *o, int i);

/**
 * One English line for outcome i of odds that wg_odds_action filled for this
 * game: its probability, exact and in percent, then what happens in the
 * ruleset's words, e.g. "5/36 (13.9%): disabled, then destroyed". The words
 * read the game as it is now, so describe odds before applying the action.
 * @return the length the full line needs (like snprintf), or WG_EINVAL (NULL
 *         game or odds, buf NULL with cap > 0), WG_ERANGE (i out of range).
 */
WG_API int wg_odds_describe(const wg_game *g, const wg_odds *o, int i, char *buf, size_t cap);

#ifdef __cplusplus
}
#endif

#endif /* WARGAME_H */
