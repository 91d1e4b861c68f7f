/*
 * Decision kinds and card kinds: each question m44 asks has its own name
 * (the four WG_DEC_CHOICE questions too), every decision of played games
 * has a documented name whose type is the one wargame/m44.h gives, and the
 * card-kind table (card_kinds.c) has one row per wg_m44_card_kind, keyed
 * by the deck file's `kind:` names.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "m44_test.h"
#include "rulesets/m44/m44_internal.h"

/* wargame/m44.h "Decision kinds": each name and its decision type. */
static const struct {
    const char *name;
    int type;
} documented[] = {
    { "m44.play_card", WG_DEC_ORDER },    { "m44.section", WG_DEC_CHOICE },
    { "m44.order", WG_DEC_ORDER },        { "m44.move", WG_DEC_MOVE },
    { "m44.battle", WG_DEC_FIRE },        { "m44.take_ground", WG_DEC_CHOICE },
    { "m44.overrun", WG_DEC_FIRE },       { "m44.recon", WG_DEC_CHOICE },
    { "m44.opfire", WG_DEC_OPFIRE },      { "m44.ambush", WG_DEC_CHOICE },
    { "m44.retreat", WG_DEC_RETREAT },
};
#define NDOC ((int)(sizeof documented / sizeof documented[0]))

static const char *kind_name(const wg_game *g)
{
    wg_decision d = decision(g);
    const char *name = wg_decision_kind_name(g, &d);
    assert_non_null(name);
    return name;
}

/* Infantry Assault asks its section. */
static const char *section_question(void)
{
    wg_game *g = m44_game(NULL, NULL, UNIT(0, infantry, 6, 7) UNIT(1, infantry, 6, 1),
                          "[[infantry_assault, probe_left], [probe_centre, probe_left]]", 2, 2);
    apply_ok(g, act_play(card_in_hand(g, 0, WG_M44_CARD_INFANTRY_ASSAULT)));
    assert_int_equal(decision(g).type, WG_DEC_CHOICE);
    const char *name = kind_name(g);
    wg_game_free(g);
    return name;
}

/* M44-B7: armor that emptied the hex may take ground, then overrun. */
static const char *take_ground_question(const char **overrun)
{
    script s;
    SCRIPT(&s, F_STAR, F_GRENADE, F_GRENADE, F_GRENADE);
    wg_game *g = m44_game(NULL, NULL,
                          UNIT(0, armor, 6, 6) UNIT(1, artillery, 6, 5) UNIT(1, artillery, 6, 4),
                          "[[probe_centre, probe_left], [probe_centre, probe_left]]", 2, 2);
    wg_game_set_dice(g, script_die, &s);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_fire(0, 1));
    assert_false(alive(g, 1));
    assert_int_equal(decision(g).type, WG_DEC_CHOICE);
    const char *name = kind_name(g);
    apply_ok(g, act_move(0, 6, 5));
    assert_int_equal(decision(g).type, WG_DEC_FIRE);
    *overrun = kind_name(g);
    wg_game_free(g);
    return name;
}

/* M44-C3: a close assault on a holder of Ambush asks him first. */
static const char *ambush_question(void)
{
    wg_game *g = m44_game(NULL, NULL, UNIT(0, infantry, 6, 6) UNIT(1, infantry, 6, 5),
                          "[[probe_centre, probe_left], [ambush, probe_centre]]", 2, 2);
    order(g, WG_M44_CARD_PROBE, 0, -1);
    apply_ok(g, act(WG_ACT_PASS));
    apply_ok(g, act_fire(0, 1));
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_CHOICE);
    assert_int_equal(d.player, 1);
    const char *name = kind_name(g);
    wg_game_free(g);
    return name;
}

/* A Recon order's replacement: keep one of two. */
static const char *recon_question(void)
{
    wg_game *g = m44_game(NULL, NULL, UNIT(0, infantry, 6, 7) UNIT(1, infantry, 6, 1),
                          "[[recon_centre, probe_left], [probe_centre, probe_left]]", 2, 2);
    order(g, WG_M44_CARD_RECON, 0, -1);
    pass_until(g, WG_DEC_CHOICE, 0);
    const char *name = kind_name(g);
    wg_game_free(g);
    return name;
}

/* The four WG_DEC_CHOICE questions have four names (and overrun its own) */
static void choice_questions_have_four_names(void **state)
{
    (void)state;
    const char *overrun = NULL;
    const char *names[4] = { take_ground_question(&overrun), ambush_question(),
                             section_question(), recon_question() };
    assert_string_equal(names[0], "m44.take_ground");
    assert_string_equal(names[1], "m44.ambush");
    assert_string_equal(names[2], "m44.section");
    assert_string_equal(names[3], "m44.recon");
    assert_string_equal(overrun, "m44.overrun");
    for (int i = 0; i < 4; i++)
        for (int j = i + 1; j < 4; j++)
            assert_true(strcmp(names[i], names[j]) != 0);
}

/* ------------------------------------------------------------ played games */

static char *read_scenario(const char *name, size_t *len)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", M44_SCENARIO_DIR, name);
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    char *buf = malloc(65536);
    assert_non_null(buf);
    *len = fread(buf, 1, 65535, f);
    buf[*len] = '\0';
    fclose(f);
    return buf;
}

/* The documented row of a name, failing the test when it has none. */
static int documented_row(const char *name)
{
    for (int i = 0; i < NDOC; i++)
        if (strcmp(documented[i].name, name) == 0)
            return i;
    fail_msg("decision kind \"%s\" is not in wargame/m44.h's list", name);
    return -1;
}

/* Play one game with the agent `kind`, marking the kinds seen. */
static void play_one(const char *text, size_t len, uint64_t seed, int kind, int *seen)
{
    wg_game *g = NULL;
    wg_error err;
    assert_int_equal(wg_game_new(&g, text, len, "scenario.yaml", seed, NULL, &err), WG_OK);
    wg_agent agent;
    assert_int_equal(wg_agent_init(&agent, kind, seed), WG_OK);
    for (int step = 0; step < 20000; step++) {
        wg_decision d = decision(g);
        if (d.type == WG_DEC_NONE)
            break;
        int row = documented_row(wg_decision_kind_name(g, &d));
        assert_int_equal(d.type, documented[row].type);
        seen[row]++;
        wg_action a;
        assert_int_equal(wg_agent_decide(&agent, g, &d, &a), WG_OK);
        assert_int_equal(wg_game_apply(g, &a), WG_OK);
    }
    wg_game_free(g);
}

/* Every decision of random and greedy games has a documented name of its type */
static void played_games_name_every_decision(void **state)
{
    (void)state;
    static const char *const files[] = { "m44-base.yaml", "m44-opfire.yaml" };
    int seen[NDOC] = { 0 };
    for (int f = 0; f < 2; f++) {
        size_t len;
        char *text = read_scenario(files[f], &len);
        for (uint64_t seed = 1; seed <= 4; seed++) {
            play_one(text, len, seed, WG_AGENT_RANDOM, seen);
            play_one(text, len, seed, WG_AGENT_GREEDY, seen);
        }
        free(text);
    }
    for (int i = 0; i < NDOC; i++) /* the questions every game asks */
        if (strcmp(documented[i].name, "m44.play_card") == 0 ||
            strcmp(documented[i].name, "m44.move") == 0 ||
            strcmp(documented[i].name, "m44.battle") == 0)
            assert_true(seen[i] > 0);
}

/* ------------------------------------------------------------ the card-kind table */

/* One row per card kind, keyed by deck.yaml's names: a deck of one card of each loads as it */
static void card_kind_rows_match_the_deck_names(void **state)
{
    (void)state;
    char head[4096] = "deck: [", entry[160];
    for (int k = 0; k < WG_M44_CARD_KIND_COUNT; k++) {
        const m44_card_kind *row = m44_card_kind_row(k);
        assert_non_null(row->key);
        assert_true(strcmp(row->key, "none") != 0);
        int sectioned = row->section && !row->choose_section;
        snprintf(entry, sizeof entry, "%s{key: card%d, kind: %s%s}", k ? ", " : "", k, row->key,
                 sectioned ? ", section: centre" : "");
        strcat(head, entry);
    }
    strcat(head, "]\n");
    wg_game *g = m44_game(head, NULL, UNIT(0, infantry, 6, 7) UNIT(1, infantry, 6, 1), NULL, 2,
                          2);
    for (int k = 0; k < WG_M44_CARD_KIND_COUNT; k++)
        assert_int_equal(wg_m44_card_kind_of(g, k), k);
    assert_int_equal(wg_m44_card_kind_of(g, WG_M44_CARD_KIND_COUNT), WG_ERANGE);
    wg_game_free(g);
    assert_int_equal(m44_card_kind_row(-1)->picks, M44_PICK_NOBODY); /* no order to copy */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(choice_questions_have_four_names),
        cmocka_unit_test(played_games_name_every_decision),
        cmocka_unit_test(card_kind_rows_match_the_deck_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
