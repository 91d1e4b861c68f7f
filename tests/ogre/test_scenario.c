/*
 * Scenario files refused with file:line:column, illegal actions refused
 * without a trace, and the protocol services on an ogre game: undo of a
 * declaration, save and load inside a splitfire window, clone, describe.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ogre_test.h"

#define GOOD_TAIL "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n" \
    "defenders:\n  - {type: command_post, at: [11, 0]}\n"

static void refused_at(const char *yaml, int line, int column, const char *words)
{
    wg_error err;
    assert_int_equal(ot_refuse(&err, yaml), WG_EPARSE);
    assert_int_equal(err.status, WG_EPARSE);
    assert_int_equal(err.line, line);
    assert_int_equal(err.column, column);
    char where[32];
    snprintf(where, sizeof where, "bad.yaml:%d:%d:", line, column);
    if (!strstr(err.message, where) || !strstr(err.message, words))
        fail_msg("message '%s' lacks '%s' or '%s'", err.message, where, words);
}

static void unknown_keys_refused_with_position(void **state)
{
    (void)state;
    refused_at("ruleset: ogre\nsplitfire: true\ncolour: red\nmap: {columns: 9, rows: 9}\n"
               GOOD_TAIL, 3, 1, "unknown key 'colour'");
    refused_at("ruleset: ogre\nmap: {columns: 12, rows: 12, hills: 3}\n" GOOD_TAIL,
               2, 30, "unknown key 'hills'");
    refused_at("ruleset: ogre\nmap: {columns: 12, rows: 12}\n"
               "ogre: {type: mark3, at: [5, 10], speed: 9}\n"
               "defenders:\n  - {type: command_post, at: [11, 0]}\n", 3, 34,
               "unknown key 'speed'");
    refused_at("ruleset: ogre\nmap: {columns: 12, rows: 12}\n"
               "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
               "defenders:\n  - {type: command_post, at: [11, 0], armour: 2}\n", 5, 39,
               "unknown key 'armour'");
}

static void bad_values_refused_with_position(void **state)
{
    (void)state;
    refused_at("ruleset: ogre\nmap: {columns: 0, rows: 12}\n" GOOD_TAIL, 2, 16,
               "expected an integer from 1 to 64");
    refused_at("ruleset: ogre\nmap: {columns: 12, rows: 12}\n"
               "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
               "defenders:\n  - {type: command_post, at: [11, 0]}\n"
               "  - {type: infantry, at: [1, 1], squads: 4}\n", 6, 42,
               "expected an integer from 1 to 3");
    refused_at("ruleset: ogre\nmap: {columns: 12, rows: 12}\n"
               "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
               "defenders:\n  - {type: command_post, at: [11, 0]}\n"
               "  - {type: dragon, at: [1, 1]}\n", 6, 12, "unknown unit type 'dragon'");
    refused_at("ruleset: ogre\nmap: {columns: 12, rows: 12}\n"
               "ogre: {type: heavy_tank, at: [5, 10], entry_edge: south}\n"
               "defenders:\n  - {type: command_post, at: [11, 0]}\n", 3, 14,
               "not an Ogre");
    refused_at("ruleset: ogre\nmap: {columns: 12, rows: 12}\n"
               "ogre: {type: mark3, at: [5, 12], entry_edge: south}\n"
               "defenders:\n  - {type: command_post, at: [11, 0]}\n", 3, 29,
               "expected an integer from 0 to 11");
    refused_at("ruleset: ogre\nmap: {columns: 12, rows: 12, craters: [[1, 1]]}\n"
               "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
               "defenders:\n  - {type: command_post, at: [11, 0]}\n"
               "  - {type: heavy_tank, at: [1, 1]}\n", 6, 28, "crater");
    refused_at("ruleset: ogre\nmap: {columns: 12, rows: 12}\n"
               "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
               "defenders:\n  - {type: command_post, at: [11, 0]}\n"
               "  - {type: heavy_tank, at: [11, 0]}\n", 6, 28, "already holds");
    refused_at("ruleset: ogre\nmap: {columns: 12, rows: 12, ridges: [[[1, 1], [3, 1]]]}\n"
               GOOD_TAIL, 2, 39, "adjacent");
    refused_at("ruleset: ogre\nmap: {columns: 12, rows: 12}\n"
               "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
               "defenders:\n  - {type: heavy_tank, at: [11, 0]}\n", 5, 3, "command post");
    refused_at("ruleset: ogre\nunits:\n  heavy_tank: {class: vehicle}\n"
               "map: {columns: 12, rows: 12}\n" GOOD_TAIL, 3, 3, "already defined");
    refused_at("ruleset: ogre\nsplitfire: maybe\nmap: {columns: 12, rows: 12}\n" GOOD_TAIL,
               2, 12, "true, false");
    refused_at("ruleset: ogre\nmap: {columns: 12, rows: 12}\n"
               "ogre: {type: mark3, at: [5, 5]}\n"
               "defenders:\n  - {type: command_post, at: [11, 0]}\n", 3, 7, "entry_edge");
}

static void too_many_defenders_refused(void **state)
{
    (void)state;
    char *yaml = malloc(8192);
    int n = snprintf(yaml, 8192, "ruleset: ogre\nmap: {columns: 20, rows: 20}\n"
                     "ogre: {type: mark3, at: [0, 19], entry_edge: south}\n"
                     "defenders:\n  - {type: command_post, at: [19, 0]}\n");
    for (int i = 0; i < WG_OGRE_MAX_DEFENDERS; i++)
        n += snprintf(yaml + n, 8192 - (size_t)n, "  - {type: light_tank, at: [%d, %d]}\n",
                      i % 20, 1 + i / 20);
    wg_error err;
    assert_int_equal(ot_refuse(&err, yaml), WG_EPARSE);
    assert_non_null(strstr(err.message, "more than 64 defender units"));
    free(yaml);
}

/* Illegal answers fail with WG_EILLEGAL and leave the game exactly as it was. */
static void illegal_actions_refused_and_nothing_changes(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "splitfire: true\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: heavy_tank, at: [7, 10]}\n");
    ot_refused(g, ot_resolve());                     /* no attack in a window */
    ot_refused(g, ot_move(OT_OGRE, 7, 10));          /* not adjacent */
    ot_refused(g, ot_move(2, 8, 10));                /* not the defender's turn */
    ot_refused(g, ot_ogre_fire(99, 2, 0));           /* no such weapon */
    ot_refused(g, ot_ogre_fire(OT_AP1, 2, 0));       /* AP at a tank */
    ot_refused(g, ot_ogre_fire(OT_SEC1, 2, 1));      /* nothing to join */
    ot_refused(g, ot_ogre_fire(OT_SEC1, OT_OGRE, 0)); /* itself */
    wg_action odd = ot_pass();
    odd.unit = OT_OGRE;                              /* PASS names no unit */
    ot_refused(g, odd);
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_FIRE);
    ot_do(g, ot_def_fire(2, OT_MAIN));
    ot_refused(g, ot_pass());                        /* an attack is being built */
    ot_refused(g, ot_def_fire(2, OT_MAIN));          /* already in it */
    ot_refused(g, ot_def_fire(2, 200));
    wg_game_free(g);
}

/* A declaration draws no dice: undo takes it back. */
static void declaration_can_be_undone(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "splitfire: true\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: heavy_tank, at: [7, 10]}\n");
    uint64_t before = wg_game_hash(g);
    ot_do(g, ot_ogre_fire(OT_MAIN, 2, 0));
    assert_true(wg_game_hash(g) != before);
    assert_true(wg_game_can_undo(g));
    assert_int_equal(wg_game_undo(g), WG_OK);
    assert_true(wg_game_hash(g) == before);
    assert_int_equal(ot_decision(g).pending, 0);
    wg_game_free(g);
}

/* Saved inside a splitfire window with declarations pending, a game resumes there. */
static void save_and_load_inside_a_window(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "splitfire: true\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: heavy_tank, at: [7, 10]}\n"
                        "  - {type: infantry, at: [5, 9], squads: 2}\n");
    ot_do(g, ot_ogre_fire(OT_SEC1, 3, 0));
    ot_do(g, ot_move(OT_OGRE, 4, 10));
    ot_do(g, ot_ogre_fire(OT_MAIN, 2, 0));
    size_t len = 0;
    wg_game_save(g, NULL, 0, &len);
    char *text = malloc(len + 1);
    assert_int_equal(wg_game_save(g, text, len + 1, &len), WG_OK);
    wg_game *h = NULL;
    wg_error err;
    assert_int_equal(wg_game_load(&h, text, len, "saved", NULL, &err), WG_OK);
    assert_true(wg_game_hash(h) == wg_game_hash(g));
    wg_decision a = ot_decision(g), b = ot_decision(h);
    assert_int_equal(b.type, WG_DEC_SPLITFIRE);
    assert_int_equal(b.pending, a.pending);
    wg_game *c = NULL;
    assert_int_equal(wg_game_clone(&c, g), WG_OK);
    assert_true(wg_game_hash(c) == wg_game_hash(g));
    wg_game_free(c);
    wg_game_free(h);
    free(text);
    wg_game_free(g);
}

/* Every event and every legal action of a game reads as one English line. */
static void every_event_and_action_describes(void **state)
{
    (void)state;
    wg_game *g = NULL;
    wg_error err;
    assert_int_equal(wg_game_open(&g, OGRE_BASIC, 5, NULL, &err), WG_OK);
    wg_agent a0, a1;
    wg_agent_init(&a0, WG_AGENT_GREEDY, 1);
    wg_agent_init(&a1, WG_AGENT_GREEDY, 2);
    wg_game_set_agent(g, 0, wg_agent_decide, &a0);
    wg_game_set_agent(g, 1, wg_agent_decide, &a1);
    for (int step = 0; step < 400 && ot_decision(g).type != WG_DEC_NONE; step++) {
        wg_action acts[512];
        int n = wg_game_legal_actions(g, acts, 512);
        assert_true(n > 0 && n <= 512);
        for (int i = 0; i < n; i++) {
            char line[200];
            assert_true(wg_action_describe(g, &acts[i], line, sizeof line) > 0);
            assert_null(strstr(line, "unit -1"));
        }
        assert_int_equal(wg_game_run(g, 1) >= 0, 1);
    }
    int n = wg_game_log_count(g);
    for (int i = 0; i < n; i++) {
        wg_event ev;
        char line[200];
        wg_game_log_event(g, i, &ev);
        assert_true(wg_event_describe(g, &ev, line, sizeof line) > 0);
        assert_null(strstr(line, "ruleset event"));
    }
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(unknown_keys_refused_with_position),
        cmocka_unit_test(bad_values_refused_with_position),
        cmocka_unit_test(too_many_defenders_refused),
        cmocka_unit_test(illegal_actions_refused_and_nothing_changes),
        cmocka_unit_test(declaration_can_be_undone),
        cmocka_unit_test(save_and_load_inside_a_window),
        cmocka_unit_test(every_event_and_action_describes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
