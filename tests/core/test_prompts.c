/*
 * wg_decision_describe reads like a prompt to a player for every decision
 * kind of every ruleset (issue 18): each kind is reached in a shipped
 * scenario (or a small change of one) by uniform random play with the
 * test's own generator, and its prompt is checked word for word. Every
 * line described on the way (decisions, events, actions) is free of debug
 * tokens such as "unit -1", "depth" or "count 0".
 *
 * WG_PROMPTS_PRINT=1 prints the rows of prompts_golden.h (below its comment)
 * instead of checking them, looking up to 400 seeds further for a kind the
 * row's seed no longer reaches: refresh the file with it when a rule change
 * moves the random games (the words are what this test guards, not the games).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wargame/wargame.h"

#ifndef SCENARIO_DIR
#error "SCENARIO_DIR must name examples/scenarios"
#endif

enum { STEPS = 3000, MAX_LEGAL = 8192 };

/* One kind's prompt: met first when `scenario` (with `from` replaced by `to`)
 * is played with `seed`. */
typedef struct golden {
    const char *kind, *scenario, *from, *to;
    int seed;
    const char *text;
} golden;

#define NO_CHANGE NULL, NULL

static const golden goldens[] = {
#include "prompts_golden.h"
};

/* Kinds that random play does not reach, checked word for word in a built
 * position by another test. */
static const char *const checked_elsewhere[] = {
    "fow.gun_choice", /* tests/fow/test_assault.c, OF-A8 */
};

static const char *const debug_tokens[] = { "unit -1", "depth", "count 0", "decides",
                                            "choose: ", "purpose", "ruleset event",
                                            "ruleset action", "ruleset decision", "(-1",
                                            " -1 ", "value ", "player 0", "player 1",
                                            "facing 90000" };

/* A plural name's possessive is "Allies' turn", not "Allies's turn" (wg_possessive). */
static const char *const grammar_slips[] = { "s's " };

static void assert_reads_well(const char *line, const char *what)
{
    if (!line[0])
        fail_msg("an empty description of a %s", what);
    for (size_t i = 0; i < sizeof debug_tokens / sizeof debug_tokens[0]; i++)
        if (strstr(line, debug_tokens[i]))
            fail_msg("%s \"%s\" reads like debug output (\"%s\")", what, line, debug_tokens[i]);
    for (size_t i = 0; i < sizeof grammar_slips / sizeof grammar_slips[0]; i++)
        if (strstr(line, grammar_slips[i]))
            fail_msg("%s \"%s\" has a slip of grammar (\"%s\")", what, line, grammar_slips[i]);
}

static uint64_t next(uint64_t *x)
{
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *text = malloc((size_t)n + 1);
    assert_non_null(text);
    assert_int_equal(fread(text, 1, (size_t)n, f), (size_t)n);
    text[n] = '\0';
    fclose(f);
    return text;
}

/* The scenario's text with its first `from` replaced by `to`. */
static char *scenario_text(const golden *gd)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", SCENARIO_DIR, gd->scenario);
    char *text = slurp(path);
    if (!gd->from)
        return text;
    char *at = strstr(text, gd->from);
    if (!at)
        fail_msg("%s has no \"%s\"", gd->scenario, gd->from);
    size_t head = (size_t)(at - text), fl = strlen(gd->from), tl = strlen(gd->to);
    char *out = malloc(strlen(text) - fl + tl + 1);
    assert_non_null(out);
    memcpy(out, text, head);
    memcpy(out + head, gd->to, tl);
    strcpy(out + head + tl, at + fl);
    free(text);
    return out;
}

static void describe_new_events(const wg_game *g, int *seen)
{
    char line[512];
    for (int n = wg_game_log_count(g); *seen < n; (*seen)++) {
        wg_event ev;
        assert_int_equal(wg_game_log_event(g, *seen, &ev), WG_OK);
        wg_event_describe(g, &ev, line, sizeof line);
        assert_reads_well(line, "event");
    }
}

/* Play until a decision of `kind` is asked; its prompt into `out` (1), or 0
 * if the game ends first. Every line on the way must read well. */
static int play_to_kind(const golden *gd, char *out, size_t cap)
{
    static wg_action acts[MAX_LEGAL];
    char *text = scenario_text(gd);
    wg_game *g = NULL;
    wg_error err;
    if (wg_game_new(&g, text, strlen(text), gd->scenario, (uint64_t)gd->seed, NULL, &err))
        fail_msg("%s: %s", gd->scenario, err.message);
    free(text);
    uint64_t x = (uint64_t)gd->seed * UINT64_C(0x9E3779B97F4A7C15) | 1;
    int seen = 0, found = 0;
    char line[512];
    for (int step = 0; step < STEPS && !found; step++) {
        describe_new_events(g, &seen);
        wg_decision d;
        assert_int_equal(wg_game_decision(g, &d), WG_OK);
        if (d.type == WG_DEC_NONE)
            break;
        wg_decision_describe(g, &d, line, sizeof line);
        assert_reads_well(line, "decision");
        if (!strcmp(wg_decision_kind_name(g, &d), gd->kind)) {
            snprintf(out, cap, "%s", line);
            found = 1;
            break;
        }
        int n = wg_game_legal_actions(g, acts, MAX_LEGAL);
        assert_true(n > 0);
        const wg_action *a = &acts[next(&x) % (uint64_t)(n < MAX_LEGAL ? n : MAX_LEGAL)];
        wg_action_describe(g, a, line, sizeof line);
        assert_reads_well(line, "action");
        assert_int_equal(wg_game_apply(g, a), WG_OK);
    }
    wg_game_free(g);
    return found;
}

static int printing(void)
{
    const char *p = getenv("WG_PROMPTS_PRINT");
    return p && p[0] == '1';
}

/* A C string literal of `s` (newlines and quotes escaped), or NO_CHANGE's half. */
static void print_literal(const char *s)
{
    if (!s) {
        fputs("NULL", stdout);
        return;
    }
    putchar('"');
    for (; *s; s++)
        fputs(*s == '\n' ? "\\n" : *s == '"' ? "\\\"" : (char[2]){ *s, 0 }, stdout);
    putchar('"');
}

/* One row of prompts_golden.h, as it should read. */
static void print_row(const golden *gd, const char *got)
{
    printf("    { \"%s\", \"%s\", ", gd->kind, gd->scenario);
    if (gd->from) {
        print_literal(gd->from);
        fputs(", ", stdout);
        print_literal(gd->to);
    } else {
        fputs("NO_CHANGE", stdout);
    }
    printf(", %d,\n      \"%s\" },\n", gd->seed, got);
}

static void every_golden_prompt(void **state)
{
    (void)state;
    char got[512];
    for (size_t i = 0; i < sizeof goldens / sizeof goldens[0]; i++) {
        golden gd = goldens[i];
        int found = play_to_kind(&gd, got, sizeof got);
        while (!found && printing() && gd.seed < goldens[i].seed + 400) { /* look further */
            gd.seed++;
            found = play_to_kind(&gd, got, sizeof got);
        }
        if (!found)
            fail_msg("%s seed %d never asks %s", gd.scenario, gd.seed, gd.kind);
        if (printing())
            print_row(&gd, got);
        else if (strcmp(got, gd.text))
            fail_msg("%s:\n  got  \"%s\"\n  want \"%s\"", gd.kind, got, gd.text);
    }
}

/* Whole random games of every shipped scenario: every decision, action and event
 * of them reads well (the kinds' words are checked above, this is the rest). */
static void every_line_of_every_scenario_reads_well(void **state)
{
    (void)state;
    static const char *const scenarios[] = {
        "fow-doodlebug.yaml", "fow-free-for-all.yaml", "fow-knife-fight.yaml",
        "fow-skirmish.yaml", "fow-tank-duel.yaml", "m44-base.yaml", "m44-opfire.yaml",
        "mob-crossroads.yaml", "mob-skirmish.yaml", "ogre-basic-setup.yaml", "ogre-basic.yaml",
    };
    char line[512];
    for (size_t i = 0; i < sizeof scenarios / sizeof scenarios[0]; i++)
        for (int seed = 1; seed <= 3; seed++) {
            golden whole = { "none", scenarios[i], NULL, NULL, seed, "" };
            play_to_kind(&whole, line, sizeof line); /* never asked: plays to the end */
        }
}

/* The kinds of one ruleset: 1.. until wg_decision_kind_name gives NULL. */
static void every_kind_has_a_golden(const char *scenario)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", SCENARIO_DIR, scenario);
    wg_game *g = NULL;
    wg_error err;
    assert_int_equal(wg_game_open(&g, path, 1, NULL, &err), WG_OK);
    wg_decision d;
    wg_game_decision(g, &d);
    int kinds = 0;
    for (d.kind = 1; wg_decision_kind_name(g, &d); d.kind++, kinds++) {
        const char *name = wg_decision_kind_name(g, &d);
        int has = 0;
        for (size_t i = 0; i < sizeof checked_elsewhere / sizeof checked_elsewhere[0]; i++)
            has |= !strcmp(checked_elsewhere[i], name);
        for (size_t i = 0; i < sizeof goldens / sizeof goldens[0]; i++)
            has |= !strcmp(goldens[i].kind, name);
        if (!has)
            fail_msg("no golden prompt for %s", name);
    }
    assert_true(kinds > 3);
    wg_game_free(g);
}

static void every_kind_of_every_ruleset(void **state)
{
    (void)state;
    every_kind_has_a_golden("ogre-basic.yaml");
    every_kind_has_a_golden("m44-base.yaml");
    every_kind_has_a_golden("mob-crossroads.yaml");
    every_kind_has_a_golden("fow-tank-duel.yaml");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_kind_of_every_ruleset),
        cmocka_unit_test(every_golden_prompt),
        cmocka_unit_test(every_line_of_every_scenario_reads_well),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
