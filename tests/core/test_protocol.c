/*
 * The decision protocol on the test-only "race" ruleset: decisions, legal
 * actions, apply with validation, forced dice, callbacks, the decision
 * stack, undo, clone and the agents.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <string.h>

#include "race.h"

static const char race_yaml[] = "ruleset: race\ngoal: 12\nplayers: [Ann, Bob]\n";

static wg_game *new_race(uint64_t seed)
{
    wg_game *g = NULL;
    wg_error err;
    assert_int_equal(wg_game_new_with(&g, &race_ruleset, race_yaml, strlen(race_yaml), "race",
                                      seed, NULL, &err),
                     WG_OK);
    return g;
}

/* A dice source that plays back a script and counts what it was asked. */
typedef struct script {
    int faces[16];
    int n, next;
    int last_purpose, last_need, last_player;
} script;

static int scripted(void *payload, const wg_game *g, const wg_roll *roll)
{
    (void)g;
    script *s = payload;
    s->last_purpose = roll->purpose;
    s->last_need = roll->need;
    s->last_player = roll->player;
    return s->next < s->n ? s->faces[s->next++] : -1;
}

static wg_action act(int type, int unit)
{
    wg_action a = WG_ACTION_INIT;
    a.type = type;
    a.unit = unit;
    return a;
}

static void first_decision_is_the_first_players_move(void **state)
{
    (void)state;
    wg_game *g = new_race(1);
    wg_decision d;
    assert_int_equal(wg_game_decision(g, &d), WG_OK);
    assert_int_equal(d.type, WG_DEC_MOVE);
    assert_int_equal(d.player, 0);
    assert_int_equal(d.depth, 1);
    wg_action acts[8];
    assert_int_equal(wg_game_legal_actions(g, acts, 8), 3);
    assert_int_equal(acts[0].type, WG_ACT_DECLARE);
    assert_int_equal(acts[1].type, WG_ACT_STAY);
    assert_int_equal(acts[2].type, WG_ACT_PASS);
    /* a smaller buffer still reports the total, and writes only what fits */
    assert_int_equal(wg_game_legal_actions(g, acts, 1), 3);
    assert_int_equal(wg_game_legal_actions(g, NULL, 0), 3);
    assert_string_equal(wg_game_player_name(g, 1), "Bob");
    assert_null(wg_game_player_name(g, 2));
    wg_game_free(g);
}

static void illegal_action_is_refused_and_changes_nothing(void **state)
{
    (void)state;
    wg_game *g = new_race(1);
    uint64_t h = wg_game_hash(g);
    int events = wg_game_log_count(g);
    wg_action a = act(WG_ACT_FIRE, 0);
    assert_int_equal(wg_game_apply(g, &a), WG_EILLEGAL);
    assert_non_null(strstr(wg_game_last_error(g), "not a legal answer"));
    a = act(WG_ACT_STAY, 1); /* the wrong runner */
    assert_int_equal(wg_game_apply(g, &a), WG_EILLEGAL);
    assert_int_equal(wg_game_check(g, &a), WG_EILLEGAL);
    assert_int_equal(wg_game_hash(g), h);
    assert_int_equal(wg_game_log_count(g), events);
    assert_int_equal(wg_game_history_count(g), 0);
    assert_int_equal(wg_game_apply(g, NULL), WG_EINVAL);
    wg_game_free(g);
}

static void forced_dice_decide_and_are_logged(void **state)
{
    (void)state;
    wg_game *g = new_race(1);
    script s = { { 5 }, 1, 0, 0, 0, 0 };
    assert_int_equal(wg_game_set_dice(g, scripted, &s), WG_OK);
    wg_action a = act(WG_ACT_STAY, 0);
    assert_int_equal(wg_game_apply(g, &a), WG_OK);
    assert_int_equal(s.next, 1);
    assert_int_equal(s.last_player, 0);
    wg_unit_info u = WG_UNIT_INFO_INIT;
    assert_int_equal(wg_game_unit(g, 0, &u), WG_OK);
    assert_int_equal(u.x, 5);
    /* the die is an event with its purpose and result */
    int found = 0;
    for (int i = 0; i < wg_game_log_count(g); i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        if (ev.type == WG_EV_DIE) {
            assert_int_equal(ev.roll, 5);
            assert_int_equal(ev.purpose, 1);
            assert_int_equal(ev.player, 0); /* Ann's runner rolled */
            found++;
        }
    }
    assert_int_equal(found, 1);
    wg_history_entry h;
    assert_int_equal(wg_game_history(g, 0, &h), WG_OK);
    assert_int_equal(h.dice, 1);
    assert_int_equal(h.forced, 1);
    assert_int_equal(h.hash, wg_game_hash(g));
    wg_game_free(g);
}

static void bad_die_from_the_source_fails_the_action_cleanly(void **state)
{
    (void)state;
    wg_game *g = new_race(1);
    script s = { { 7 }, 1, 0, 0, 0, 0 };
    wg_game_set_dice(g, scripted, &s);
    uint64_t h = wg_game_hash(g);
    int events = wg_game_log_count(g);
    wg_action a = act(WG_ACT_STAY, 0);
    assert_int_equal(wg_game_apply(g, &a), WG_EINVAL);
    assert_non_null(strstr(wg_game_last_error(g), "answered 7"));
    assert_int_equal(wg_game_hash(g), h);
    assert_int_equal(wg_game_log_count(g), events);
    assert_int_equal(wg_game_history_count(g), 0);
    /* back to the generator: the same action now succeeds */
    wg_game_set_dice(g, NULL, NULL);
    assert_int_equal(wg_game_apply(g, &a), WG_OK);
    wg_game_free(g);
}

/* Callbacks may look but not touch. */
typedef struct busy_probe {
    int calls;
    int apply_rc, dice_rc, undo_rc, run_rc, agent_rc, event_rc;
} busy_probe;

static void probing_event(void *payload, const wg_game *cg, const wg_event *ev)
{
    (void)ev;
    busy_probe *p = payload;
    wg_game *g = (wg_game *)cg; /* a host could cast: the library must still refuse */
    wg_action a = act(WG_ACT_PASS, -1);
    p->calls++;
    p->apply_rc = wg_game_apply(g, &a);
    p->dice_rc = wg_game_set_dice(g, NULL, NULL);
    p->undo_rc = wg_game_undo(g);
    p->run_rc = wg_game_run(g, 1);
    p->agent_rc = wg_game_set_agent(g, 0, NULL, NULL);
    p->event_rc = wg_game_on_event(g, NULL, NULL);
}

static void mutating_calls_from_a_callback_are_busy(void **state)
{
    (void)state;
    wg_game *g = new_race(1);
    busy_probe p = { 0, 0, 0, 0, 0, 0, 0 };
    wg_game_on_event(g, probing_event, &p);
    wg_action a = act(WG_ACT_PASS, -1);
    assert_int_equal(wg_game_apply(g, &a), WG_OK);
    assert_true(p.calls > 0);
    assert_int_equal(p.apply_rc, WG_EBUSY);
    assert_int_equal(p.dice_rc, WG_EBUSY);
    assert_int_equal(p.undo_rc, WG_EBUSY);
    assert_int_equal(p.run_rc, WG_EBUSY);
    assert_int_equal(p.agent_rc, WG_EBUSY);
    assert_int_equal(p.event_rc, WG_EBUSY);
    wg_game_free(g);
}

static int apply_from_dice(void *payload, const wg_game *cg, const wg_roll *roll)
{
    (void)roll;
    int *rc = payload;
    wg_action a = act(WG_ACT_PASS, -1);
    *rc = wg_game_apply((wg_game *)cg, &a);
    return 3;
}

static void apply_from_the_dice_source_is_busy(void **state)
{
    (void)state;
    wg_game *g = new_race(1);
    int rc = 0;
    wg_game_set_dice(g, apply_from_dice, &rc);
    wg_action a = act(WG_ACT_STAY, 0);
    assert_int_equal(wg_game_apply(g, &a), WG_OK);
    assert_int_equal(rc, WG_EBUSY);
    wg_game_free(g);
}

/* A: PASS to 1. B: roll 2 -> overtakes A: A's window opens at depth 2. */
static wg_game *game_with_open_window(script *s)
{
    wg_game *g = new_race(1);
    wg_game_set_dice(g, scripted, s);
    wg_action a = act(WG_ACT_PASS, -1);
    assert_int_equal(wg_game_apply(g, &a), WG_OK);
    a = act(WG_ACT_STAY, 1);
    assert_int_equal(wg_game_apply(g, &a), WG_OK);
    return g;
}

static void windows_nest_and_resume_what_lies_below(void **state)
{
    (void)state;
    script s = { { 2, 6, 1 }, 3, 0, 0, 0, 0 };
    wg_game *g = game_with_open_window(&s);
    wg_decision d;
    wg_game_decision(g, &d);
    assert_int_equal(d.type, WG_DEC_OPFIRE);
    assert_int_equal(d.player, 0);
    assert_int_equal(d.depth, 2);
    assert_int_equal(d.target, 1);
    wg_action fire = act(WG_ACT_FIRE, 0);
    fire.target = 1;
    assert_int_equal(wg_game_apply(g, &fire), WG_OK); /* rolls 6: a hit, Bob may dodge */
    wg_game_decision(g, &d);
    assert_int_equal(d.type, WG_DEC_CHOICE);
    assert_int_equal(d.player, 1);
    assert_int_equal(d.depth, 3);
    wg_action dodge = act(WG_ACT_CHOOSE, -1);
    dodge.value = 1;
    assert_int_equal(wg_game_apply(g, &dodge), WG_OK); /* rolls 1: no dodge */
    wg_game_decision(g, &d);
    assert_int_equal(d.depth, 1);
    assert_int_equal(d.type, WG_DEC_MOVE);
    assert_int_equal(d.player, 0); /* the turn that was interrupted is over: Ann's turn */
    wg_unit_info u = WG_UNIT_INFO_INIT;
    wg_game_unit(g, 1, &u);
    assert_int_equal(u.x, 0); /* pushed back two from 2 */
    wg_game_free(g);
}

static void undo_takes_back_actions_without_dice_only(void **state)
{
    (void)state;
    wg_game *g = new_race(3);
    uint64_t h0 = wg_game_hash(g);
    int ev0 = wg_game_log_count(g);
    assert_false(wg_game_can_undo(g));
    assert_int_equal(wg_game_undo(g), WG_ESTATE);
    wg_action declare = act(WG_ACT_DECLARE, 0);
    assert_int_equal(wg_game_apply(g, &declare), WG_OK);
    uint64_t h1 = wg_game_hash(g);
    assert_true(h1 != h0);
    assert_int_equal(wg_game_apply(g, &declare), WG_OK);
    assert_true(wg_game_can_undo(g));
    assert_int_equal(wg_game_undo(g), WG_OK);
    assert_int_equal(wg_game_hash(g), h1);
    assert_int_equal(wg_game_undo(g), WG_OK);
    assert_int_equal(wg_game_hash(g), h0);
    assert_int_equal(wg_game_log_count(g), ev0);
    assert_int_equal(wg_game_history_count(g), 0);
    /* an action that rolled cannot be undone, and never re-rolls */
    wg_action roll = act(WG_ACT_STAY, 0);
    assert_int_equal(wg_game_apply(g, &roll), WG_OK);
    uint64_t h2 = wg_game_hash(g);
    assert_false(wg_game_can_undo(g));
    assert_int_equal(wg_game_undo(g), WG_ESTATE);
    assert_int_equal(wg_game_hash(g), h2);
    /* a step without dice after it can be undone back to h2 */
    wg_action pass = act(WG_ACT_PASS, -1);
    assert_int_equal(wg_game_apply(g, &pass), WG_OK);
    assert_int_equal(wg_game_undo(g), WG_OK);
    assert_int_equal(wg_game_hash(g), h2);
    wg_game_free(g);
}

/* Play a game to its end with random agents; the final hash. */
static uint64_t played_out(wg_game *g)
{
    wg_agent ag;
    wg_agent_init(&ag, WG_AGENT_RANDOM, 5);
    for (int p = 0; p < 2; p++)
        wg_game_set_agent(g, p, wg_agent_decide, &ag);
    assert_int_equal(wg_game_run(g, 0), WG_OK);
    return wg_game_hash(g);
}

static void clone_is_equal_and_independent(void **state)
{
    (void)state;
    wg_game *g = new_race(9);
    wg_action a = act(WG_ACT_STAY, 0);
    wg_game_apply(g, &a);
    wg_game *c;
    assert_int_equal(wg_game_clone(&c, g), WG_OK);
    assert_int_equal(wg_game_hash(c), wg_game_hash(g));
    assert_int_equal(wg_game_log_count(c), wg_game_log_count(g));
    /* the same future: both draw the same dice */
    assert_int_equal(played_out(c), played_out(g));
    /* independent: freeing one leaves the other whole */
    wg_game_free(g);
    wg_game_info info = WG_GAME_INFO_INIT;
    assert_int_equal(wg_game_status(c, &info), WG_OK);
    assert_int_equal(info.over, 1);
    wg_game_free(c);
}

/* A search's cheap copy: same state and future, without the records. */
static void clone_with_drops_the_log_and_history(void **state)
{
    (void)state;
    wg_game *g = new_race(9);
    wg_action a = act(WG_ACT_STAY, 0);
    assert_int_equal(wg_game_apply(g, &a), WG_OK);
    assert_true(wg_game_log_count(g) > 0);
    wg_game *c;
    assert_int_equal(wg_game_clone_with(&c, g, WG_OPT_NO_LOG | WG_OPT_NO_HISTORY), WG_OK);
    assert_int_equal(wg_game_hash(c), wg_game_hash(g));
    assert_int_equal(wg_game_log_count(c), 0);
    assert_int_equal(wg_game_history_count(c), 0);
    size_t len = 0;
    assert_int_equal(wg_game_save(c, NULL, 0, &len), WG_ESTATE); /* no history: no save */
    assert_int_equal(wg_game_undo(c), WG_ESTATE);
    /* the same future as a full clone */
    wg_game *full;
    assert_int_equal(wg_game_clone(&full, g), WG_OK);
    assert_int_equal(played_out(c), played_out(full));
    assert_int_equal(wg_game_log_count(c), 0);
    /* a copy of the copy cannot win back what its source dropped */
    wg_game *cc;
    assert_int_equal(wg_game_clone_with(&cc, c, 0), WG_OK);
    assert_int_equal(wg_game_save(cc, NULL, 0, &len), WG_ESTATE);
    wg_game_free(cc);
    wg_game_free(full);
    wg_game_free(c);
    wg_game_free(g);
}

static void clone_with_refuses_other_flags(void **state)
{
    (void)state;
    wg_game *g = new_race(9);
    wg_game *c = g;
    uint64_t h = wg_game_hash(g);
    assert_int_equal(wg_game_clone_with(&c, g, 1u << 7), WG_EINVAL);
    assert_null(c);
    assert_true(strstr(wg_game_last_error(g), "flags") != NULL);
    assert_int_equal(wg_game_hash(g), h);
    assert_int_equal(wg_game_clone_with(NULL, g, 0), WG_EINVAL);
    assert_int_equal(wg_game_clone_with(&c, NULL, 0), WG_EINVAL);
    wg_game_free(g);
}

/* A search's copies roll dice of their own once reseeded; a kept history refuses. */
static void reseed_gives_a_copy_other_dice(void **state)
{
    (void)state;
    wg_game *g = new_race(9);
    uint64_t h = wg_game_hash(g);
    assert_int_equal(wg_game_reseed(g, 1), WG_ESTATE); /* it keeps a history */
    assert_true(strstr(wg_game_last_error(g), "history") != NULL);
    assert_int_equal(wg_game_hash(g), h);
    assert_int_equal(wg_game_reseed(NULL, 1), WG_EINVAL);
    wg_game *same, *a, *b;
    assert_int_equal(wg_game_clone_with(&same, g, WG_OPT_NO_HISTORY), WG_OK);
    assert_int_equal(wg_game_clone_with(&a, g, WG_OPT_NO_HISTORY), WG_OK);
    assert_int_equal(wg_game_clone_with(&b, g, WG_OPT_NO_HISTORY), WG_OK);
    assert_int_equal(wg_game_reseed(a, 77), WG_OK);
    assert_int_equal(wg_game_reseed(b, 77), WG_OK);
    assert_int_not_equal(wg_game_hash(a), wg_game_hash(same));
    assert_int_equal(wg_game_hash(a), wg_game_hash(b));
    /* the same agents: the same seed plays alike, the source's dice differ */
    uint64_t ha = played_out(a), hb = played_out(b), hs = played_out(same);
    assert_int_equal(ha, hb);
    assert_int_not_equal(ha, hs);
    wg_game_free(same);
    wg_game_free(a);
    wg_game_free(b);
    wg_game_free(g);
}

static void game_over_refuses_actions(void **state)
{
    (void)state;
    wg_game *g = new_race(2);
    wg_agent ag;
    wg_agent_init(&ag, WG_AGENT_RANDOM, 1);
    wg_game_set_agent(g, 0, wg_agent_decide, &ag);
    wg_game_set_agent(g, 1, wg_agent_decide, &ag);
    assert_int_equal(wg_game_run(g, 0), WG_OK);
    wg_decision d;
    wg_game_decision(g, &d);
    assert_int_equal(d.type, WG_DEC_NONE);
    assert_int_equal(wg_game_legal_actions(g, NULL, 0), 0);
    uint64_t h = wg_game_hash(g);
    wg_action a = act(WG_ACT_PASS, -1);
    assert_int_equal(wg_game_apply(g, &a), WG_ESTATE);
    assert_int_equal(wg_game_hash(g), h);
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_true(info.winner == 0 || info.winner == 1);
    wg_game_free(g);
}

/* An agent that answers player 0 and defers once for player 1. */
static int deferring(void *payload, const wg_game *g, const wg_decision *d, wg_action *out)
{
    int *deferred = payload;
    if (d->player == 1 && !*deferred) {
        *deferred = 1;
        return WG_PENDING;
    }
    wg_agent ag;
    wg_agent_init(&ag, WG_AGENT_RANDOM, 11);
    return wg_agent_decide(&ag, g, d, out);
}

static void run_returns_pending_when_an_agent_defers(void **state)
{
    (void)state;
    wg_game *g = new_race(4);
    int deferred = 0;
    wg_game_set_agent(g, 0, deferring, &deferred);
    wg_game_set_agent(g, 1, deferring, &deferred);
    int rc = wg_game_run(g, 0);
    assert_int_equal(rc, WG_PENDING);
    wg_decision d;
    wg_game_decision(g, &d);
    assert_int_equal(d.player, 1);
    /* the host answers by pull, then the agents go on */
    wg_action a = act(WG_ACT_PASS, -1);
    assert_int_equal(wg_game_apply(g, &a), WG_OK);
    assert_int_equal(wg_game_run(g, 0), WG_OK);
    /* without an agent for the decider, run says pending at once */
    wg_game *h = new_race(4);
    assert_int_equal(wg_game_run(h, 0), WG_PENDING);
    assert_int_equal(wg_game_run(h, -1), WG_EINVAL);
    /* with agents but a step limit: stepped, and the game goes on */
    wg_agent ag;
    wg_agent_init(&ag, WG_AGENT_RANDOM, 2);
    wg_game_set_agent(h, 0, wg_agent_decide, &ag);
    wg_game_set_agent(h, 1, wg_agent_decide, &ag);
    assert_int_equal(wg_game_run(h, 1), WG_STEPPED);
    assert_int_equal(wg_game_history_count(h), 1);
    wg_game_free(h);
    wg_game_free(g);
}

static void bad_arguments_get_clear_errors(void **state)
{
    (void)state;
    wg_game *g = (wg_game *)1;
    wg_error err;
    assert_int_equal(wg_game_new(&g, "ruleset: nosuch\n", 16, "x.yaml", 1, NULL, &err),
                     WG_EPARSE);
    assert_null(g);
    assert_non_null(strstr(err.message, "x.yaml:1:10: unknown ruleset 'nosuch'"));
    assert_int_equal(err.line, 1);
    assert_int_equal(wg_game_new(&g, "goal: 3\n", 8, "y.yaml", 1, NULL, &err), WG_EPARSE);
    assert_non_null(strstr(err.message, "missing key 'ruleset'"));
    wg_options o = WG_OPTIONS_INIT;
    o.size = 3;
    assert_int_equal(wg_game_new(&g, race_yaml, strlen(race_yaml), NULL, 1, &o, &err),
                     WG_EINVAL);
    o = (wg_options)WG_OPTIONS_INIT;
    o.free_fn = NULL;
    o.malloc_fn = (wg_malloc_fn)1;
    assert_int_equal(wg_game_new(&g, race_yaml, strlen(race_yaml), NULL, 1, &o, &err),
                     WG_EINVAL);
    assert_int_equal(wg_game_new(NULL, race_yaml, 3, NULL, 1, NULL, &err), WG_EINVAL);
    assert_int_equal(wg_game_open(&g, "/nonexistent/file.yaml", 1, NULL, &err), WG_EIO);
    assert_non_null(strstr(err.message, "/nonexistent/file.yaml"));
    /* the race ruleset checks its own keys */
    const char *bad = "ruleset: race\ngoal: 0\n";
    assert_int_equal(wg_game_new_with(&g, &race_ruleset, bad, strlen(bad), "z", 1, NULL, &err),
                     WG_EPARSE);
    assert_int_equal(err.line, 2);
    wg_game *r = new_race(1);
    wg_unit_info u = WG_UNIT_INFO_INIT;
    assert_int_equal(wg_game_unit(r, 2, &u), WG_ERANGE);
    assert_int_equal(wg_game_unit(r, -1, &u), WG_ERANGE);
    u.size = 4;
    assert_int_equal(wg_game_unit(r, 0, &u), WG_EINVAL);
    wg_event ev;
    assert_int_equal(wg_game_log_event(r, 100000, &ev), WG_ERANGE);
    assert_int_equal(wg_game_set_agent(r, 2, NULL, NULL), WG_ERANGE);
    wg_game_free(r);
    wg_game_free(NULL);
    assert_string_equal(wg_strerror(WG_EILLEGAL), "illegal action");
    assert_string_equal(wg_strerror(12345), "unknown status");
    assert_string_equal(wg_version(), WG_VERSION_STRING);
    assert_int_equal(wg_version_number(), WG_VERSION_NUMBER);
}

static void describe_writes_one_line(void **state)
{
    (void)state;
    wg_game *g = new_race(1);
    wg_decision d;
    wg_game_decision(g, &d);
    char buf[128];
    int n = wg_decision_describe(g, &d, buf, sizeof buf);
    assert_true(n > 0);
    assert_non_null(strstr(buf, "Ann: move "));                 /* a prompt (issue 18) */
    assert_non_null(strstr(buf, ", or end the movement"));
    wg_action a = act(WG_ACT_STAY, 0);
    n = wg_action_describe(g, &a, buf, 8);
    assert_true(n > 7);
    assert_int_equal(strlen(buf), 7); /* truncated and terminated */
    wg_game_free(g);
}

/* Same seed, same game: identical logs and hashes. */
static void same_seed_same_game(void **state)
{
    (void)state;
    uint64_t hashes[2];
    int counts[2];
    for (int k = 0; k < 2; k++) {
        wg_game *g = new_race(77);
        wg_agent ag;
        wg_agent_init(&ag, WG_AGENT_RANDOM, 3);
        wg_game_set_agent(g, 0, wg_agent_decide, &ag);
        wg_game_set_agent(g, 1, wg_agent_decide, &ag);
        assert_int_equal(wg_game_run(g, 0), WG_OK);
        hashes[k] = wg_game_hash(g);
        counts[k] = wg_game_log_count(g);
        wg_game_free(g);
    }
    assert_int_equal(hashes[0], hashes[1]);
    assert_int_equal(counts[0], counts[1]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(first_decision_is_the_first_players_move),
        cmocka_unit_test(illegal_action_is_refused_and_changes_nothing),
        cmocka_unit_test(forced_dice_decide_and_are_logged),
        cmocka_unit_test(bad_die_from_the_source_fails_the_action_cleanly),
        cmocka_unit_test(mutating_calls_from_a_callback_are_busy),
        cmocka_unit_test(apply_from_the_dice_source_is_busy),
        cmocka_unit_test(windows_nest_and_resume_what_lies_below),
        cmocka_unit_test(undo_takes_back_actions_without_dice_only),
        cmocka_unit_test(clone_is_equal_and_independent),
        cmocka_unit_test(clone_with_drops_the_log_and_history),
        cmocka_unit_test(clone_with_refuses_other_flags),
        cmocka_unit_test(reseed_gives_a_copy_other_dice),
        cmocka_unit_test(game_over_refuses_actions),
        cmocka_unit_test(run_returns_pending_when_an_agent_defers),
        cmocka_unit_test(bad_arguments_get_clear_errors),
        cmocka_unit_test(describe_writes_one_line),
        cmocka_unit_test(same_seed_same_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
