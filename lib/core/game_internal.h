/*
 * The game handle's insides, shared by the core's files (not by rulesets:
 * they see only ruleset.h).
 */
#ifndef WG_CORE_GAME_INTERNAL_H
#define WG_CORE_GAME_INTERNAL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include "ruleset.h"

/*
 * A parsed scenario (wg_scenario, scenario.c): the ruleset's immutable data
 * block and the text it came from. Games started from it hold a reference,
 * so it outlives the host's wg_scenario_free while a game still reads it.
 */
struct wg_scenario {
    int refs;                  /* atomic: games on other threads release it */
    wg_alloc alloc;
    const wg_ruleset *rs;
    void *data;                /* the ruleset's parsed data */
    size_t state_size;         /* core + ruleset state, bytes */
    size_t rs_offset;          /* where the ruleset's state starts */
    char *scenario;            /* the scenario text, for save files */
    size_t scenario_len;
    char *name;                /* its file name, for messages */
};

/*
 * The immutable part of one started game, shared by it and all its clones.
 * The fields from rs to name are the scenario's, copied here because every
 * call reads them through g->sh.
 */
typedef struct wg_shared {
    int refs;                  /* atomic: clones may be freed on other threads */
    wg_alloc alloc;
    wg_scenario *scn;          /* the scenario it was started from (one reference) */
    const wg_ruleset *rs;
    void *data;
    size_t state_size;
    size_t rs_offset;
    size_t memo_size;          /* wg_ruleset.memo_size of the data */
    char *scenario;
    size_t scenario_len;
    char *name;
    unsigned char *initial;    /* the state right after setup (for undo/replay) */
    size_t initial_zero_from;  /* its wg_game_head.zero_from */
    uint64_t seed;
} wg_shared;

/* Every option flag this library knows: others are refused. */
#define WG_OPT_ALL (WG_OPT_NO_LOG | WG_OPT_NO_HISTORY)

/* One history entry with where its dice sit in the dice array. */
typedef struct wg_hist {
    wg_history_entry pub;
    size_t dice_off;
} wg_hist;

/* One block of scratch space (scratch.c). */
typedef struct wg_scratch_block {
    void *mem;
    size_t size;
} wg_scratch_block;

struct wg_game {
    wg_game_head head;         /* first (ruleset.h reads it): the live state, data, offset */
    wg_alloc alloc;
    wg_shared *sh;
    uint32_t flags;            /* WG_OPT_* */
    unsigned char *spare;      /* the copy an action rolls back to */
    size_t spare_zero_from;    /* the live state's zero_from when the copy was made */

    wg_event *events;          /* the log (and this action's events) */
    size_t nevents, cap_events;
    wg_hist *hist;
    size_t nhist, cap_hist;
    int8_t *dice;              /* every die drawn, in order */
    size_t ndice, cap_dice;

    /* the action being run */
    int running;
    int sticky;                /* first failure of the running action */
    char sticky_msg[256];
    int action_dice;
    int quiet;                 /* replaying: emit nothing */
    int listening;             /* wg_emitting's answer: wg_listeners_changed keeps it */
    const int8_t *replay_dice; /* replaying: the recorded dice */
    size_t replay_count, replay_pos;
    int replay_forced;

    wg_event_fn on_event;
    void *event_payload;
    /* per-player listeners (wg_game_on_event_for): [player + 1], the spectator first */
    wg_event_fn seat_fn[WG_MAX_PLAYERS + 1];
    void *seat_payload[WG_MAX_PLAYERS + 1];
    wg_dice_fn dice_fn;
    void *dice_payload;
    wg_decide_fn agent[WG_MAX_PLAYERS];
    void *agent_payload[WG_MAX_PLAYERS];
    int busy;                  /* > 0 while a callback runs */
    int doomed;                /* a callback freed the game: free it on the way out */
    wg_frame overflow;         /* what wg_push returns when the stack is full */

    char last_error[300];
    wg_scratch_block scratch[WG_SCRATCH_SLOTS]; /* empty in a new game and a clone */
    unsigned char *memo;       /* wg_memo: sh->memo_size bytes after the struct, or NULL */
};

/*
 * events.c: work out again whether anyone reads the events emitted now.
 * Call it after changing quiet, flags' WG_OPT_NO_LOG, on_event or a seat's
 * listener: wg_emitting answers from the cached flag (every event asks).
 */
void wg_listeners_changed(wg_game *g);

/* hidden.c: reseed c's dice from `seed` and redraw what `player` cannot see
 * (the ruleset's conceal hook); wg_game_clone_for and the search's copies. */
void wg_hide_from(wg_game *c, int player, uint64_t seed);

/* errors.c */
/* The same with a va_list (for other variadic reporters). */
int wg_set_verror(const wg_game *g, int status, const char *fmt, va_list ap);
/* wg_set_error: ruleset.h */
/* WG_OK if g may change now: WG_EINVAL for NULL, WG_EBUSY (naming `call`)
 * from inside one of its callbacks, where the game is mid-action. */
int wg_game_idle(const wg_game *g, const char *call);
void wg_error_set(wg_error *err, int status, int line, int column, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

/* rng.c: xoshiro256** seeded through splitmix64 */
uint64_t wg_splitmix64(uint64_t *x);
void wg_rng_seed(uint64_t s[4], uint64_t seed);
uint64_t wg_rng_next(uint64_t s[4]);
uint32_t wg_rng_below(uint64_t s[4], uint32_t n);

/* events.c */
int wg_events_deliver(wg_game *g, size_t from);
/* hidden.c: hand the events [from, nevents) to the per-player listeners */
void wg_seats_deliver(wg_game *g, size_t from);

/* scratch.c: what the ruleset's scratch_size asks for, at creation; and freeing */
int wg_scratch_reserve(wg_game *g);
void wg_scratch_free(wg_game *g);

/* history.c */
int wg_history_reserve(wg_game *g);
void wg_history_record(wg_game *g, const wg_action *a, size_t ev_mark, size_t dice_mark);
int wg_apply_recorded(wg_game *g, const wg_action *a, const int8_t *dice, size_t n,
                      int forced);

/* play.c: run one legal action, restoring everything on failure; the _as
 * form as an answer to kind k, the top frame's (wg_top_kind) */
int wg_apply_action(wg_game *g, const wg_action *a);
int wg_apply_action_as(wg_game *g, const wg_decision_kind *k, const wg_action *a);
int wg_apply_checked(wg_game *g, const wg_action *a);
/* The rollback copy: the live state into the spare, and back (the spare
 * becomes the live state); see play.c for what they leave out. */
void wg_spare_save(wg_game *g);
void wg_spare_restore(wg_game *g);

/*
 * checkpoint.c: wg_game_run's rollback for the random agent's answers
 * without a copy per action. While nothing outside the state sees an
 * action run, one copy (the checkpoint, in the spare) serves up to
 * WG_RUN_LOG answers, kept here; a failed answer goes back to the
 * checkpoint and applies the answers since it again.
 */
#define WG_RUN_LOG 32
typedef struct wg_run_log {
    int n;                     /* answers applied since the checkpoint; -1: there is none */
    wg_action answer[WG_RUN_LOG];
} wg_run_log;
/* agent.c: wg_game_run on an idle game, counting in *steps the actions it
 * applied (the one that failed, if any, not counted). */
int wg_run_counted(wg_game *g, int max_steps, int *steps);
/* wg_apply_action_as, through the log when the game allows (see checkpoint.c). */
int wg_apply_logged(wg_game *g, wg_run_log *log, const wg_decision_kind *k, const wg_action *a);

/* Decision kinds (kinds.c): legality, application, the random agent's draw
 * and the prompt, through the top frame's kind. The _as forms and
 * wg_kind_apply take that kind (wg_kind_at_top, NULL when none is pending)
 * from a caller that has already looked it up. */
int wg_check_legal(const wg_game *g, const wg_action *a);
int wg_kind_sample(const wg_game *g, uint64_t rng[4], wg_action *out);
int wg_kind_describe(const wg_game *g, const wg_decision *d, char *buf, size_t cap);

/* The rest is inline: a playout asks each of them once an action or more. */

/* The ruleset's row of `kind`, or NULL for a kind it does not have. */
static inline const wg_decision_kind *wg_kind_row(const wg_ruleset *rs, int kind)
{
    if (kind < 1 || kind >= rs->nkinds)
        return NULL;
    return &rs->kinds[kind];
}

/* wg_top_kind: the top frame's kind, NULL when the game is over or nothing is pending. */
static inline const wg_decision_kind *wg_kind_at_top(const wg_game *g)
{
    const wg_frame *f = wg_ctop(g);
    if (!f || wg_ccore(g)->over)
        return NULL;
    return wg_kind_row(g->sh->rs, f->kind);
}

/* Apply `a` as an answer to k; no kind fails the action. */
static inline void wg_kind_apply(wg_game *g, const wg_decision_kind *k, const wg_action *a)
{
    if (k)
        k->apply(g, a);
    else
        wg_rs_error(g, WG_ESTATE, "no decision is pending");
}

/* Run `a` as an answer to k on the live state, no copy made: the action's
 * first failure (then the state is half changed), or 0. */
static inline int wg_run_answer(wg_game *g, const wg_decision_kind *k, const wg_action *a)
{
    g->running = 1;
    g->sticky = 0;
    g->action_dice = 0;
    wg_kind_apply(g, k, a);
    g->running = 0;
    return g->sticky;
}

/* The kind's sample hook's draw: 1 with *out set, 0 when it has none or declines. */
static inline int wg_kind_sample_as(const wg_game *g, const wg_decision_kind *k,
                                    uint64_t rng[4], wg_action *out)
{
    return k && k->sample && k->sample(g, rng, out);
}

/* game.c */
int wg_game_reap(wg_game *g, int rc);
int wg_options_check(const wg_options *opts, wg_alloc *a, wg_error *err);
/* A constructor's shared start: err cleared, args_ok and the options checked. */
int wg_create_begin(int args_ok, const wg_options *opts, wg_alloc *a, wg_error *err);
/* The same, first setting *out to NULL when out is given (every constructor
 * leaves NULL there when it refuses); args_ok also needs out. */
#define WG_CREATE_BEGIN(out, args_ok, opts, a, err) \
    ((out) ? (void)(*(out) = NULL) : (void)0, \
     wg_create_begin((out) != NULL && (args_ok), opts, a, err))
/* A constructor from YAML text (wg_game_load, wg_scenario_new), `out` its own. */
typedef int (*wg_text_creator)(void *out, const char *yaml, size_t len, const char *name,
                               const wg_options *opts, wg_error *err);
/* The same constructor from a file: wg_create_begin, the whole file at path
 * read, then create(out, text, len, path, opts, err) and the text freed. */
int wg_create_from_file(int args_ok, const char *path, const wg_options *opts, wg_error *err,
                        wg_text_creator create, void *out);
/* Defines the public `int NAME(T **out, path, opts, err)`: TEXT_FN (the
 * constructor from text) on the file at path, through wg_create_from_file. */
#define WG_DEFINE_FROM_FILE(NAME, T, TEXT_FN)                                          \
    static int NAME##_text(void *out, const char *yaml, size_t len, const char *name,  \
                           const wg_options *opts, wg_error *err)                      \
    {                                                                                  \
        return TEXT_FN(out, yaml, len, name, opts, err);                               \
    }                                                                                  \
    int NAME(T **out, const char *path, const wg_options *opts, wg_error *err)         \
    {                                                                                  \
        if (out)                                                                       \
            *out = NULL;                                                               \
        return wg_create_from_file(out != NULL, path, opts, err, NAME##_text, out);    \
    }
int wg_read_file(const wg_alloc *a, const char *path, char **out, size_t *len, wg_error *err);
uint64_t wg_hash_bytes(const unsigned char *p, size_t n);
int wg_game_create(wg_game **out, const wg_ruleset *rs, const char *yaml, size_t len,
                   const char *name, uint64_t seed, const wg_options *opts, wg_error *err);

/* scenario.c: a scenario of a given ruleset (NULL: the one it names), and
 * the reference a started game takes */
int wg_scenario_create(wg_scenario **out, const wg_ruleset *rs, const char *yaml, size_t len,
                       const char *name, const wg_options *opts, wg_error *err);
void wg_scenario_retain(wg_scenario *s);

#endif
