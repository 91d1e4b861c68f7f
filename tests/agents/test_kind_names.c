/*
 * Decision kinds as hosts see them (issue 14): every decision of random
 * and greedy games over every shipped scenario names its kind, the name
 * belongs to the game's ruleset and its public header documents it; and
 * across the rulesets of the library, every kind of every kinds table has
 * a distinct, documented name.
 *
 * RULESETS (from meson) lists the rulesets; HEADER_DIR holds their headers
 * (include/wargame/<ruleset>.h); SCENARIO_DIR the shipped scenarios.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/ruleset.h"

#define MAX_NAMES 128
#define STEPS 20000

/* The whole text of a ruleset's header (the caller frees it). */
static char *header_text(const char *ruleset)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s.h", HEADER_DIR, ruleset);
    FILE *f = fopen(path, "rb");
    if (!f)
        fail_msg("cannot read %s", path);
    char *text = calloc(1, 1 << 20);
    assert_non_null(text);
    size_t n = fread(text, 1, (1 << 20) - 1, f);
    fclose(f);
    text[n] = '\0';
    return text;
}

/* The header lists the name in quotes, in its "Decision kinds" section. */
static int documented(const char *header, const char *name)
{
    char quoted[128];
    snprintf(quoted, sizeof quoted, "\"%s\"", name);
    const char *section = strstr(header, "Decision kinds");
    return section && strstr(section, quoted) != NULL;
}

static int of_ruleset(const char *name, const char *ruleset)
{
    size_t n = strlen(ruleset);
    return strncmp(name, ruleset, n) == 0 && name[n] == '.' && name[n + 1] != '\0';
}

/* ------------------------------------------------------------ the tables */

static void every_kind_has_a_distinct_documented_name(void **state)
{
    (void)state;
    char list[256];
    const char *names[MAX_NAMES];
    int nnames = 0, rulesets = 0;
    snprintf(list, sizeof list, "%s", RULESETS);
    for (char *save = NULL, *r = strtok_r(list, ",", &save); r; r = strtok_r(NULL, ",", &save)) {
        const wg_ruleset *rs = wg_ruleset_find(r);
        assert_non_null(rs);
        rulesets++;
        assert_non_null(rs->kinds);
        char *header = header_text(r);
        for (int k = 1; k < rs->nkinds; k++) {
            const wg_decision_kind *row = &rs->kinds[k];
            if (!row->name || !of_ruleset(row->name, r))
                fail_msg("%s kind %d: name \"%s\" is not \"%s.<kind>\"", r, k,
                         row->name ? row->name : "(null)", r);
            if (!documented(header, row->name))
                fail_msg("%s.h does not document \"%s\"", r, row->name);
            if (row->type == WG_DEC_NONE || !row->list || !row->apply ||
                row->answers[0].type == WG_ACT_NONE)
                fail_msg("%s: its type, answers, list and apply are missing", row->name);
            for (int i = 0; i < nnames; i++)
                if (strcmp(names[i], row->name) == 0)
                    fail_msg("two kinds are named \"%s\"", row->name);
            assert_true(nnames < MAX_NAMES);
            names[nnames++] = row->name;
        }
        free(header);
    }
    assert_true(rulesets >= 4);
    assert_true(nnames >= 27); /* ogre 5, mob 5, fow 17: more once m44 lands */
}

/* ------------------------------------------------------------ the games */

/* Step one game with the built-in agents, checking every decision's name. */
static int play(const char *path, const char *header, uint64_t seed, int kind0, int kind1)
{
    wg_game *g = NULL;
    wg_error err;
    wg_options opts = WG_OPTIONS_INIT;
    opts.flags = WG_OPT_NO_LOG | WG_OPT_NO_HISTORY;
    if (wg_game_open(&g, path, seed, &opts, &err) != WG_OK)
        fail_msg("%s: %s", path, err.message);
    const char *ruleset = wg_game_ruleset(g);
    wg_agent agent[2];
    wg_agent_init(&agent[0], kind0, seed * 2 + 1);
    wg_agent_init(&agent[1], kind1, seed * 2 + 2);
    int decisions = 0;
    wg_decision d;
    for (; decisions < STEPS; decisions++) {
        assert_int_equal(wg_game_decision(g, &d), WG_OK);
        if (d.type == WG_DEC_NONE)
            break;
        const char *name = wg_decision_kind_name(g, &d);
        if (!name || d.kind < 1 || !of_ruleset(name, ruleset) || !documented(header, name))
            fail_msg("%s seed %llu decision %d (type %d kind %d): name \"%s\" is not a "
                     "documented %s kind", path, (unsigned long long)seed, decisions, d.type,
                     d.kind, name ? name : "(null)", ruleset);
        wg_action a;
        assert_int_equal(wg_agent_decide(&agent[d.player & 1], g, &d, &a), WG_OK);
        if (wg_game_apply(g, &a) != WG_OK)
            fail_msg("%s: %s", path, wg_game_last_error(g));
    }
    assert_int_equal(d.type, WG_DEC_NONE);
    assert_string_equal(wg_decision_kind_name(g, &d), "none");
    wg_game_free(g);
    return decisions;
}

static void every_decision_of_every_scenario_is_named(void **state)
{
    (void)state;
    DIR *dir = opendir(SCENARIO_DIR);
    assert_non_null(dir);
    int scenarios = 0;
    for (struct dirent *e; (e = readdir(dir)) != NULL;) {
        size_t n = strlen(e->d_name);
        if (n < 6 || strcmp(e->d_name + n - 5, ".yaml") != 0)
            continue;
        char path[1024], ruleset[32];
        snprintf(path, sizeof path, "%s/%s", SCENARIO_DIR, e->d_name);
        wg_game *g = NULL;
        if (wg_game_open(&g, path, 1, NULL, NULL) != WG_OK)
            fail_msg("%s does not open", path);
        snprintf(ruleset, sizeof ruleset, "%s", wg_game_ruleset(g));
        wg_game_free(g);
        scenarios++;
        char *header = header_text(ruleset);
        long decisions = 0;
        for (uint64_t seed = 1; seed <= 4; seed++) {
            decisions += play(path, header, seed, WG_AGENT_RANDOM, WG_AGENT_RANDOM);
            decisions += play(path, header, seed, WG_AGENT_GREEDY, WG_AGENT_GREEDY);
            decisions += play(path, header, seed, WG_AGENT_GREEDY, WG_AGENT_RANDOM);
        }
        printf("%s: %ld decisions named\n", e->d_name, decisions);
        free(header);
    }
    closedir(dir);
    assert_true(scenarios >= 10);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_kind_has_a_distinct_documented_name),
        cmocka_unit_test(every_decision_of_every_scenario_is_named),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
