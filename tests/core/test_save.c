/*
 * Save, load and replay: a saved game resumes exactly where it was, even
 * inside an interrupt window; a tampered file is refused.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "race.h"

static const char race_yaml[] = "ruleset: race\ngoal: 15\nplayers: [Ann, Bob]\n";

static wg_game *new_race(uint64_t seed)
{
    wg_game *g = NULL;
    assert_int_equal(wg_game_new_with(&g, &race_ruleset, race_yaml, strlen(race_yaml), "race",
                                      seed, NULL, NULL),
                     WG_OK);
    return g;
}

static char *save_text(const wg_game *g)
{
    size_t len = 0;
    char small[8];
    assert_int_equal(wg_game_save(g, NULL, 0, &len), WG_OK); /* the size query */
    assert_int_equal(wg_game_save(g, small, sizeof small, &len), WG_ERANGE);
    char *buf = malloc(len + 1);
    assert_int_equal(wg_game_save(g, buf, len + 1, &len), WG_OK);
    assert_int_equal(strlen(buf), len);
    return buf;
}

static wg_game *load_text(const char *text, int expect)
{
    wg_game *g = NULL;
    wg_error err;
    int rc = wg_game_load_with(&g, &race_ruleset, text, strlen(text), "save.yaml", NULL, &err);
    if (rc != expect)
        fail_msg("load gave %d (%s), expected %d", rc, err.message, expect);
    return g;
}

/* Play `steps` random actions with a fixed agent. */
static void play(wg_game *g, int steps, uint64_t agent_seed)
{
    wg_agent ag;
    wg_agent_init(&ag, WG_AGENT_RANDOM, agent_seed);
    wg_game_set_agent(g, 0, wg_agent_decide, &ag);
    wg_game_set_agent(g, 1, wg_agent_decide, &ag);
    wg_game_run(g, steps);
    wg_game_set_agent(g, 0, NULL, NULL);
    wg_game_set_agent(g, 1, NULL, NULL);
}

static void saved_game_loads_to_the_same_state_and_future(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        wg_game *g = new_race(seed);
        play(g, 7, seed);
        char *text = save_text(g);
        wg_game *l = load_text(text, WG_OK);
        assert_int_equal(wg_game_hash(l), wg_game_hash(g));
        assert_int_equal(wg_game_history_count(l), wg_game_history_count(g));
        assert_int_equal(wg_game_log_count(l), wg_game_log_count(g));
        wg_decision d1, d2;
        wg_game_decision(g, &d1);
        wg_game_decision(l, &d2);
        assert_memory_equal(&d1, &d2, sizeof d1);
        /* the same dice to come: played on, both end identically */
        play(g, 0, 99);
        play(l, 0, 99);
        assert_int_equal(wg_game_hash(l), wg_game_hash(g));
        free(text);
        wg_game_free(l);
        wg_game_free(g);
    }
}

static int always_six(void *payload, const wg_game *g, const wg_roll *roll)
{
    (void)payload;
    (void)g;
    (void)roll;
    return 6;
}

/* Forced dice are kept in the file, and the generator is not advanced by them. */
static void forced_dice_replay_from_the_record(void **state)
{
    (void)state;
    wg_game *g = new_race(5);
    wg_game_set_dice(g, always_six, NULL);
    wg_action a = WG_ACTION_INIT;
    a.type = WG_ACT_STAY;
    a.unit = 0;
    assert_int_equal(wg_game_apply(g, &a), WG_OK);
    wg_game_set_dice(g, NULL, NULL);
    play(g, 5, 3);
    char *text = save_text(g);
    assert_non_null(strstr(text, "forced: true, dice: [6]"));
    wg_game *l = load_text(text, WG_OK);
    assert_int_equal(wg_game_hash(l), wg_game_hash(g));
    free(text);
    wg_game_free(l);
    wg_game_free(g);
}

static void a_game_saved_inside_a_window_resumes_there(void **state)
{
    (void)state;
    /* find a seed whose random play opens a window */
    for (uint64_t seed = 1; seed < 200; seed++) {
        wg_game *g = new_race(seed);
        wg_agent ag;
        wg_agent_init(&ag, WG_AGENT_RANDOM, seed);
        wg_decision d;
        for (int i = 0; i < 60; i++) {
            wg_game_decision(g, &d);
            if (d.type == WG_DEC_NONE || d.depth > 1)
                break;
            wg_action a;
            wg_agent_decide(&ag, g, &d, &a);
            wg_game_apply(g, &a);
        }
        if (d.depth > 1) {
            char *text = save_text(g);
            wg_game *l = load_text(text, WG_OK);
            wg_decision dl;
            wg_game_decision(l, &dl);
            assert_int_equal(dl.type, WG_DEC_OPFIRE);
            assert_int_equal(dl.depth, 2);
            assert_int_equal(wg_game_hash(l), wg_game_hash(g));
            free(text);
            wg_game_free(l);
            wg_game_free(g);
            return;
        }
        wg_game_free(g);
    }
    fail_msg("no seed opened a window");
}

static char *replace(const char *text, const char *from, const char *to)
{
    const char *at = strstr(text, from);
    assert_non_null(at);
    size_t n = strlen(text) - strlen(from) + strlen(to);
    char *out = malloc(n + 1);
    size_t head = (size_t)(at - text);
    memcpy(out, text, head);
    strcpy(out + head, to);
    strcat(out, at + strlen(from));
    return out;
}

static void tampered_saves_are_refused(void **state)
{
    (void)state;
    wg_game *g = new_race(8);
    play(g, 6, 8);
    char *text = save_text(g);
    /* a changed die: the replayed generator disagrees */
    char *t1 = replace(text, "dice: [", "dice: [9, ");
    assert_null(load_text(t1, WG_ECORRUPT)); /* a die the action never rolled */
    char *t2 = replace(text, "hash: 0x", "hash: 0x1");
    wg_game *l = load_text(t2, WG_EPARSE); /* 17 hex digits: not a 64-bit hash */
    assert_null(l);
    char real[40], wrong[40];
    snprintf(real, sizeof real, "\nhash: 0x%016" PRIx64, wg_game_hash(g));
    snprintf(wrong, sizeof wrong, "\nhash: 0x%016" PRIx64, wg_game_hash(g) ^ 1);
    char *t5 = replace(text, real, wrong);
    assert_null(load_text(t5, WG_ECORRUPT)); /* the final hash does not match */
    free(t5);
    char *t3 = replace(text, "seed: 8", "seed: 9");
    l = NULL;
    wg_error err;
    int rc = wg_game_load_with(&l, &race_ruleset, t3, strlen(t3), "s", NULL, &err);
    assert_true(rc == WG_ECORRUPT || rc == WG_EILLEGAL);
    assert_null(l);
    assert_non_null(strstr(err.message, "does not replay"));
    char *t4 = replace(text, "libwargame_save: 1", "libwargame_save: 1\nextra: 2");
    assert_null(load_text(t4, WG_EPARSE));
    assert_null(load_text("", WG_EPARSE));
    assert_null(load_text("libwargame_save: 1\n", WG_EPARSE));
    free(t1);
    free(t2);
    free(t3);
    free(t4);
    free(text);
    wg_game_free(g);
}

static void no_history_means_no_save(void **state)
{
    (void)state;
    wg_options o = WG_OPTIONS_INIT;
    o.flags = WG_OPT_NO_HISTORY | WG_OPT_NO_LOG;
    wg_game *g;
    assert_int_equal(wg_game_new_with(&g, &race_ruleset, race_yaml, strlen(race_yaml), "r", 1,
                                      &o, NULL),
                     WG_OK);
    play(g, 0, 1);
    assert_int_equal(wg_game_log_count(g), 0);
    assert_int_equal(wg_game_history_count(g), 0);
    size_t len;
    assert_int_equal(wg_game_save(g, NULL, 0, &len), WG_ESTATE);
    assert_int_equal(wg_game_undo(g), WG_ESTATE);
    /* the same game as with history: flags change bookkeeping, never rules */
    wg_game *h = new_race(1);
    play(h, 0, 1);
    assert_int_equal(wg_game_hash(g), wg_game_hash(h));
    wg_game_free(h);
    wg_game_free(g);
}

/* A scenario with carriage returns (or other controls) is saved quoted, and loads back. */
static void scenario_with_carriage_returns_round_trips(void **state)
{
    (void)state;
    const char crlf[] = "ruleset: race\r\ngoal: 9\r\nplayers: [\"A\\\\x\", B]\r\n";
    wg_game *g;
    assert_int_equal(wg_game_new_with(&g, &race_ruleset, crlf, strlen(crlf), "crlf", 3, NULL,
                                      NULL),
                     WG_OK);
    play(g, 5, 1);
    char *text = save_text(g);
    assert_non_null(strstr(text, "scenario: \"ruleset: race\\x0d\\n"));
    wg_game *l = load_text(text, WG_OK);
    assert_int_equal(wg_game_hash(l), wg_game_hash(g));
    assert_string_equal(wg_game_unit_name(l, 0), "A\\x");
    free(text);
    wg_game_free(l);
    wg_game_free(g);
}

static void save_file_round_trip(void **state)
{
    (void)state;
    wg_game *g = new_race(12);
    play(g, 9, 2);
    char path[] = "/tmp/wg_save_test_XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(wg_game_save_file(g, path), WG_OK);
    FILE *f = fopen(path, "rb");
    char buf[65536];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    remove(path);
    wg_game *l = load_text(buf, WG_OK);
    assert_int_equal(wg_game_hash(l), wg_game_hash(g));
    assert_int_equal(wg_game_save_file(g, "/nonexistent/dir/x.yaml"), WG_EIO);
    wg_game_free(l);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(saved_game_loads_to_the_same_state_and_future),
        cmocka_unit_test(forced_dice_replay_from_the_record),
        cmocka_unit_test(a_game_saved_inside_a_window_resumes_there),
        cmocka_unit_test(tampered_saves_are_refused),
        cmocka_unit_test(no_history_means_no_save),
        cmocka_unit_test(scenario_with_carriage_returns_round_trips),
        cmocka_unit_test(save_file_round_trip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
