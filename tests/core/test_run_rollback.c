/*
 * wg_game_run's rollback without a copy per action (lib/core/checkpoint.c):
 * a random agent's answer that fails half-way leaves the game exactly as
 * the copy per action leaves it. The test-only "tower" ruleset below fails
 * that way: every STAY rolls a die, adds it up and opens a window on top
 * of the others, and the one past WG_STACK_MAX fails the action
 * (WG_ELIMIT) after the die and the sum have changed the state.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "core/game_internal.h"

typedef struct tower_data {
    int32_t goal;
} tower_data;

typedef struct tower_state {
    int32_t sum;  /* the dice rolled so far */
    int32_t pad_; /* keeps the state free of padding */
} tower_state;

static const char *const tower_keys[] = { "ruleset", NULL };

static int tower_load(wg_loader *L, const wg_ynode *root, void *data, size_t *state_size)
{
    int rc = wg_y_check_keys(L->err, L->doc, root, tower_keys);
    if (rc != WG_OK)
        return rc;
    ((tower_data *)data)->goal = 3000;
    *state_size = sizeof(tower_state);
    return WG_OK;
}

enum { KIND_FLOOR = 1, KIND_COUNT };

static void push_floor(wg_game *g)
{
    wg_push_kind(g, KIND_FLOOR, wg_ccore(g)->depth % 2);
}

static void tower_setup(wg_game *g)
{
    push_floor(g);
}

static void floor_list(const wg_game *g, wg_sink *s)
{
    (void)g;
    wg_action a = wg_action_make(WG_ACT_STAY);
    wg_sink_add(s, &a);
    a = wg_action_make(WG_ACT_PASS);
    wg_sink_add(s, &a);
}

/* STAY: a die, then one more window on top. PASS: the top window closes
 * (the last one rolls a die instead). The sum reaching the goal ends it. */
static void floor_apply(wg_game *g, const wg_action *a)
{
    tower_state *st = wg_rs_state(g);
    int stay = a->type == WG_ACT_STAY;
    if (stay || wg_ccore(g)->depth == 1)
        st->sum += wg_roll_die(g, 6, 1, 0, -1, -1);
    if (st->sum >= ((const tower_data *)wg_rs_data(g))->goal)
        wg_game_over(g, 0, 1);
    else if (stay)
        push_floor(g);
    else if (wg_ccore(g)->depth > 1)
        wg_pop(g);
}

static const wg_decision_kind tower_kinds[KIND_COUNT] = {
    [KIND_FLOOR] = { .name = "tower.floor", .type = WG_DEC_CHOICE,
                     .answers = { { WG_ACT_STAY, 0 }, { WG_ACT_PASS, 0 } },
                     .list = floor_list, .apply = floor_apply },
};

static int tower_unit_count(const wg_game *g)
{
    (void)g;
    return 0;
}

static void tower_unit_info(const wg_game *g, int unit, wg_unit_info *out)
{
    (void)g;
    (void)unit;
    (void)out;
}

static const char *tower_name(const wg_game *g, int i)
{
    (void)g;
    return i ? "B" : "A";
}

static const char *tower_result(const wg_game *g)
{
    (void)g;
    return "the tower is built";
}

static const wg_ruleset tower_ruleset = {
    .name = "tower",
    .data_size = sizeof(tower_data),
    .load = tower_load,
    .setup = tower_setup,
    .kinds = tower_kinds,
    .nkinds = KIND_COUNT,
    .unit_count = tower_unit_count,
    .unit_info = tower_unit_info,
    .unit_name = tower_name,
    .unit_kind_name = tower_name,
    .player_name = tower_name,
    .result_text = tower_result,
};

static const char tower_yaml[] = "ruleset: tower\n";

typedef struct played {
    wg_game *g;
    wg_agent agent;
    int rc;
} played;

/* A tower game whose players are one random agent. */
static void start(played *p, uint64_t seed, uint32_t flags)
{
    wg_options o = WG_OPTIONS_INIT;
    o.flags = flags;
    assert_int_equal(wg_game_new_with(&p->g, &tower_ruleset, tower_yaml, strlen(tower_yaml),
                                      "tower.yaml", seed, &o, NULL),
                     WG_OK);
    wg_agent_init(&p->agent, WG_AGENT_RANDOM, seed);
    wg_game_set_agent(p->g, 0, wg_agent_decide, &p->agent);
    wg_game_set_agent(p->g, 1, wg_agent_decide, &p->agent);
}

/* Random answers through wg_game_run until it stops, with or without a history. */
static void play(played *p, uint64_t seed, uint32_t flags)
{
    start(p, seed, flags);
    p->rc = wg_game_run(p->g, 0);
}

static void same_game(const wg_game *a, const wg_game *b)
{
    assert_int_equal(wg_game_hash(a), wg_game_hash(b));
    assert_string_equal(wg_game_last_error(a), wg_game_last_error(b));
}

/*
 * The same seeds with a history (each action copied aside first) and
 * without (the run's checkpoints and replays): the same failures, and
 * after each the same state, error and stack. Failures come after more
 * answers than a checkpoint serves, and within one (not at its start).
 */
static void a_failed_answer_rolls_back_as_the_copy_does(void **state)
{
    (void)state;
    int failures = 0, past_a_checkpoint = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        played copied, logged;
        play(&copied, seed, WG_OPT_NO_LOG);
        play(&logged, seed, WG_OPT_NO_LOG | WG_OPT_NO_HISTORY);
        assert_int_equal(logged.rc, copied.rc);
        same_game(logged.g, copied.g);
        if (copied.rc == WG_ELIMIT) {
            int steps = wg_game_history_count(copied.g);
            failures++;
            past_a_checkpoint += steps > WG_RUN_LOG && steps % WG_RUN_LOG != 0;
            assert_int_equal(wg_ccore(logged.g)->depth, WG_STACK_MAX);
            /* and the game goes on from there alike */
            assert_int_equal(wg_game_run(logged.g, 50), wg_game_run(copied.g, 50));
            same_game(logged.g, copied.g);
        }
        wg_game_free(copied.g);
        wg_game_free(logged.g);
    }
    assert_true(failures >= 5);
    assert_true(past_a_checkpoint >= 3);
}

/* One step at a time (a checkpoint each call): the same as one run. */
static void a_step_at_a_time_rolls_back_the_same(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 10; seed++) {
        played whole, stepped;
        play(&whole, seed, WG_OPT_NO_LOG | WG_OPT_NO_HISTORY);
        start(&stepped, seed, WG_OPT_NO_LOG | WG_OPT_NO_HISTORY);
        while ((stepped.rc = wg_game_run(stepped.g, 1)) == WG_STEPPED)
            ;
        assert_int_equal(stepped.rc, whole.rc);
        same_game(stepped.g, whole.g);
        wg_game_free(whole.g);
        wg_game_free(stepped.g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_failed_answer_rolls_back_as_the_copy_does),
        cmocka_unit_test(a_step_at_a_time_rolls_back_the_same),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
