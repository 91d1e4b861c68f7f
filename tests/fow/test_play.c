/*
 * Whole games by the built-in agents: 500 seeded games of each shipped fow
 * scenario, bounded by the scenario's turn limit, with no error, every
 * applied action legal, and the same seed giving the same game.
 */
#include <stdio.h>
#include <string.h>

#include "fow_test.h"

static wg_game *open_scenario(const char *file, uint64_t seed)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", FOW_SCENARIOS, file);
    wg_game *g = NULL;
    wg_error err;
    int rc = wg_game_open(&g, path, seed, NULL, &err);
    if (rc != WG_OK)
        print_error("%s\n", err.message);
    assert_int_equal(rc, WG_OK);
    return g;
}

static uint64_t play(const char *file, uint64_t seed, int kind0, int kind1)
{
    wg_game *g = open_scenario(file, seed);
    wg_agent a0, a1;
    wg_agent_init(&a0, kind0, seed * 2 + 1);
    wg_agent_init(&a1, kind1, seed * 2 + 2);
    wg_game_set_agent(g, 0, wg_agent_decide, &a0);
    wg_game_set_agent(g, 1, wg_agent_decide, &a1);
    int rc = wg_game_run(g, 200000);
    if (rc != WG_OK)
        print_error("seed %llu: %s\n", (unsigned long long)seed, wg_game_last_error(g));
    assert_int_equal(rc, WG_OK);
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_int_equal(info.over, 1);
    uint64_t h = wg_game_hash(g);
    wg_game_free(g);
    return h;
}

/* A Sherman V (team 0) at 14", 20" and a StuG G (team 1) at 14", 40" facing it. */
static wg_game *sherman_and_stug(void)
{
    return fow_new("ruleset: fow\nunits: inch\ntable: {width: 48, depth: 48}\n"
                   "companies:\n"
                   "  - {player: 0, platoons: [{type: british_sherman_platoon, teams: [\n"
                   "      {type: sherman_v, at: [14, 20]}]}]}\n"
                   "  - {player: 1, platoons: [{type: stug_g_platoon, teams: [\n"
                   "      {type: stug_g, at: [14, 40], facing: 270}]}]}\n");
}

/* Descriptions measure the table as players do: inches from player 0's left corner, to a
 * tenth (3119 tenths of a mm is 12.28"), whole inches without ".0". */
static void descriptions_give_positions_in_inches(void **state)
{
    (void)state;
    wg_game *g = sherman_and_stug();
    char line[256];
    wg_action a = wg_action_make(WG_ACT_MOVE);
    a.unit = 0;
    a.x = 3119;
    a.y = IN(24);
    a.value = DEG(90);
    assert_true(wg_action_describe(g, &a, line, sizeof line) > 0);
    assert_string_equal(line, "move Sherman V 1 to (12.3\", 24\") facing 90 degrees");
    assert_int_equal(wg_game_apply(g, &a), WG_OK);
    wg_event last;
    assert_int_equal(fow_count_events(g, 0, WG_EV_MOVE, &last), 1);
    assert_true(wg_event_describe(g, &last, line, sizeof line) > 0);
    assert_string_equal(line, "Sherman V 1 moves to (12.3\", 24\")");
    /* a host may describe any action, however far off the table */
    a.x = INT32_MIN;
    a.y = INT32_MAX;
    assert_true(wg_action_describe(g, &a, line, sizeof line) > 0);
    assert_string_equal(line, "move Sherman V 1 to (-8454660\", 8454660\") facing 90 degrees");
    wg_game_free(g);
}

static const char *describe_score(const wg_game *g, int type, int purpose, int value,
                                  int mods, int need, char line[256])
{
    wg_event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = type;
    ev.unit = 1; /* StuG G 1 */
    ev.target = 0;
    ev.purpose = purpose;
    ev.value = value;
    ev.extra = mods;
    ev.need = need;
    ev.roll = 3;
    assert_true(wg_event_describe(g, &ev, line, 256) > 0);
    return line;
}

/* OF-S9: a test's text names the armour a save adds to (front, side, top), and a score
 * past the die's faces says that every roll, or none, passes. */
static void descriptions_say_when_every_roll_or_none_passes(void **state)
{
    (void)state;
    wg_game *g = sherman_and_stug();
    char line[256];
    assert_string_equal(describe_score(g, WG_FOW_EV_SCORE, WG_FOW_ROLL_ARMOUR_SAVE, 7,
                                       WG_FOW_MOD_LONG_RANGE, -6, line),
                        "armour save for StuG G 1: front armour 7 +long range -> needs -6: "
                        "any roll passes");
    assert_string_equal(describe_score(g, WG_FOW_EV_SCORE, WG_FOW_ROLL_ARMOUR_SAVE, 3,
                                       WG_FOW_MOD_SIDE, 13, line),
                        "armour save for StuG G 1: side armour 3 -> needs 13: no roll passes");
    assert_string_equal(describe_score(g, WG_FOW_EV_SCORE, WG_FOW_ROLL_ASSAULT_SAVE, 1, 0, 1,
                                       line),
                        "assault armour save for StuG G 1: top armour 1 -> needs 1: "
                        "any roll passes");
    assert_string_equal(describe_score(g, WG_FOW_EV_SCORE, WG_FOW_ROLL_TO_HIT, 4,
                                       WG_FOW_MOD_LONG_RANGE, 5, line),
                        "to hit for StuG G 1: base 4 +long range -> needs 5");
    assert_string_equal(describe_score(g, WG_EV_DIE, WG_FOW_ROLL_ARMOUR_SAVE, 0, 0, 7, line),
                        "armour save: StuG G 1 rolls 3 (needs 7: no roll passes)");
    assert_string_equal(describe_score(g, WG_EV_DIE, WG_FOW_ROLL_ARMOUR_SAVE, 0, 0, 6, line),
                        "armour save: StuG G 1 rolls 3 (needs 6)");
    assert_string_equal(describe_score(g, WG_EV_DIE, WG_FOW_ROLL_ARMOUR_SAVE, 0, 0, 2, line),
                        "armour save: StuG G 1 rolls 3 (needs 2)");
    wg_game_free(g);
}

/* OF-T1: turns alternate through the steps until the game ends; 500 random games. */
static void of_t1_random_games_play_to_the_end(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 500; seed++) {
        play("fow-tank-duel.yaml", seed, WG_AGENT_RANDOM, WG_AGENT_RANDOM);
        play("fow-skirmish.yaml", seed, WG_AGENT_RANDOM, WG_AGENT_RANDOM);
    }
}

static void greedy_and_random_games_play_to_the_end(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 100; seed++) {
        play("fow-skirmish.yaml", seed, WG_AGENT_GREEDY, WG_AGENT_RANDOM);
        play("fow-skirmish.yaml", seed, WG_AGENT_RANDOM, WG_AGENT_GREEDY);
        play("fow-tank-duel.yaml", seed, WG_AGENT_GREEDY, WG_AGENT_GREEDY);
    }
}

static void same_seed_same_game(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 20; seed++)
        assert_true(play("fow-skirmish.yaml", seed, WG_AGENT_RANDOM, WG_AGENT_GREEDY) ==
                    play("fow-skirmish.yaml", seed, WG_AGENT_RANDOM, WG_AGENT_GREEDY));
}

/*
 * The scenario may list the companies in either order: here player 1's
 * grenadiers come first (teams 0..2) and player 0's Shermans after (3..5).
 * A Sherman turning on the spot (OF-M10) faces its nearest enemy, the PaK40
 * 5.5" ahead of it (a Sherman beside it is nearer), and random games, every
 * answer checked, play to the end.
 */
static const char companies_player_1_first[] =
    "ruleset: fow\nunits: inch\ntable: {width: 48, depth: 48}\n"
    "companies:\n"
    "  - {player: 1, platoons: [{type: german_grenadier_platoon, teams: [\n"
    "      {type: panzerschreck_team, at: [14, 24.5]},\n"
    "      {type: pak40, at: [20, 25.5], facing: 270},\n"
    "      {type: rifle_mg_team, at: [26, 24.5]}]}]}\n"
    "  - {player: 0, platoons: [{type: british_sherman_platoon, teams: [\n"
    "      {type: sherman_v, at: [14, 20], facing: 0},\n"
    "      {type: sherman_v, at: [20, 20], facing: 0},\n"
    "      {type: sherman_v, at: [26, 20], facing: 0}]}]}\n";

static void companies_in_either_order_know_their_enemies(void **state)
{
    (void)state;
    wg_game *g = fow_new(companies_player_1_first);
    wg_action acts[256];
    int n = wg_game_legal_actions(g, acts, 256), turns = 0;
    for (int k = 0; k < n && k < 256; k++)
        turns += acts[k].type == WG_ACT_MOVE && acts[k].unit == 4 && acts[k].x == IN(20) &&
                 acts[k].y == IN(20) && acts[k].value == DEG(90);
    assert_int_equal(turns, 1);
    wg_game_free(g);
    for (uint64_t seed = 1; seed <= 20; seed++) {
        g = fow_new(companies_player_1_first);
        wg_agent ag;
        wg_agent_init(&ag, WG_AGENT_RANDOM, seed);
        wg_decision d;
        for (int step = 0; step < 5000 && wg_game_decision(g, &d) == WG_OK && d.type != WG_DEC_NONE;
             step++) {
            wg_action a;
            assert_int_equal(wg_agent_decide(&ag, g, &d, &a), WG_OK);
            assert_int_equal(wg_game_apply(g, &a), WG_OK);
        }
        assert_int_equal(d.type, WG_DEC_NONE);
        wg_game_free(g);
    }
}

/* Every listed action passes wg_game_check, and a saved game loads to the same hash. */
static void legal_lists_pass_check_and_save_loads(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 10; seed++) {
        wg_game *g = open_scenario("fow-skirmish.yaml", seed);
        wg_agent ag;
        wg_agent_init(&ag, WG_AGENT_RANDOM, seed);
        for (int step = 0; step < 400; step++) {
            wg_decision d;
            wg_game_decision(g, &d);
            if (d.type == WG_DEC_NONE)
                break;
            wg_action acts[256];
            int n = wg_game_legal_actions(g, acts, 256);
            assert_true(n > 0);
            for (int k = 0; k < n && k < 256; k++)
                assert_int_equal(wg_game_check(g, &acts[k]), WG_OK);
            wg_action a;
            assert_int_equal(wg_agent_decide(&ag, g, &d, &a), WG_OK);
            assert_int_equal(wg_game_apply(g, &a), WG_OK);
        }
        size_t len = 0;
        assert_int_equal(wg_game_save(g, NULL, 0, &len), WG_OK);
        char *buf = test_malloc(len + 1);
        assert_int_equal(wg_game_save(g, buf, len + 1, &len), WG_OK);
        wg_game *h = NULL;
        wg_error err;
        assert_int_equal(wg_game_load(&h, buf, len, "save", NULL, &err), WG_OK);
        assert_true(wg_game_hash(h) == wg_game_hash(g));
        wg_game_free(h);
        test_free(buf);
        wg_game_free(g);
    }
}

/* Lists the legal answers of g and of a fresh copy of it (an empty memo) and
 * asserts they are the same, and that the random agent picks the same one
 * from both (its draw measures the bases too). */
static void assert_same_as_a_fresh_copy(wg_game *g, const wg_agent *ag)
{
    wg_action *mine = test_calloc(512, sizeof *mine), *fresh = test_calloc(512, sizeof *fresh);
    wg_game *c = NULL;
    assert_int_equal(wg_game_clone(&c, g), WG_OK);
    int n = wg_game_legal_actions(g, mine, 512), m = wg_game_legal_actions(c, fresh, 512);
    assert_int_equal(n, m);
    assert_true(n <= 512);
    assert_memory_equal(mine, fresh, (size_t)n * sizeof mine[0]);
    wg_decision d;
    wg_game_decision(g, &d);
    wg_agent a = *ag, b = *ag;
    wg_action x, y;
    assert_int_equal(wg_agent_decide(&a, g, &d, &x), WG_OK);
    assert_int_equal(wg_agent_decide(&b, c, &d, &y), WG_OK);
    assert_memory_equal(&x, &y, sizeof x);
    wg_game_free(c);
    test_free(mine);
    test_free(fresh);
}

/* A game's memo of its bases (where each stood and faced when last
 * measured) changes no answer: at every step of random games, moves, turns
 * and undone moves included, the game lists what a fresh copy lists. */
static void the_memo_of_the_bases_changes_no_answer(void **state)
{
    static const char *const files[] = { "fow-skirmish.yaml", "fow-knife-fight.yaml",
                                         "fow-doodlebug.yaml", "fow-free-for-all.yaml",
                                         "fow-tank-duel.yaml" };
    (void)state;
    for (int f = 0; f < 5; f++) {
        for (uint64_t seed = 1; seed <= 2; seed++) {
            wg_game *g = open_scenario(files[f], seed);
            wg_agent ag;
            wg_agent_init(&ag, WG_AGENT_RANDOM, seed);
            for (int step = 0; step < 300; step++) {
                wg_decision d;
                wg_game_decision(g, &d);
                if (d.type == WG_DEC_NONE)
                    break;
                assert_same_as_a_fresh_copy(g, &ag);
                wg_action a;
                assert_int_equal(wg_agent_decide(&ag, g, &d, &a), WG_OK);
                assert_int_equal(wg_game_apply(g, &a), WG_OK);
                if (step % 3 == 0 && wg_game_can_undo(g)) { /* back where it stood */
                    assert_int_equal(wg_game_undo(g), WG_OK);
                    assert_same_as_a_fresh_copy(g, &ag);
                    assert_int_equal(wg_game_apply(g, &a), WG_OK);
                }
            }
            wg_game_free(g);
        }
    }
}

/* A dice source that rolls sixes (every shot hits) for `sixes` dice, then aborts the action. */
typedef struct sixes_then_abort {
    int sixes;
} sixes_then_abort;

static int six_or_abort(void *payload, const wg_game *g, const wg_roll *roll)
{
    (void)g;
    sixes_then_abort *s = payload;
    return s->sixes-- > 0 ? roll->sides : -1;
}

/* The save text of g (test_malloc'd). */
static char *save_text(const wg_game *g)
{
    size_t len = 0;
    assert_int_equal(wg_game_save(g, NULL, 0, &len), WG_OK);
    char *buf = test_malloc(len + 1);
    assert_int_equal(wg_game_save(g, buf, len + 1, &len), WG_OK);
    return buf;
}

/* Applies a with sixes for its first `sixes` dice and then an abort: when the
 * abort fails it (returns 1), the game's hash and save are what they were
 * before, and a then applies with the seeded dice. */
static int assert_abort_changes_nothing(wg_game *g, const wg_action *a, int sixes)
{
    uint64_t hash = wg_game_hash(g);
    char *before = save_text(g);
    sixes_then_abort src = { sixes };
    assert_int_equal(wg_game_set_dice(g, six_or_abort, &src), WG_OK);
    int rc = wg_game_apply(g, a);
    assert_int_equal(wg_game_set_dice(g, NULL, NULL), WG_OK);
    if (rc != WG_OK) {
        assert_int_equal(rc, WG_EINVAL);
        assert_true(wg_game_hash(g) == hash);
        char *after = save_text(g);
        assert_string_equal(after, before);
        test_free(after);
        assert_int_equal(wg_game_apply(g, a), WG_OK);
    }
    test_free(before);
    return rc != WG_OK;
}

/*
 * An action that fails gives back the state it started from, byte for byte:
 * in random games where every shot hits, each action is first tried with
 * its dice aborted after a few sixes. The declarations and hits of earlier
 * fire (past their counts, as the last fire left them) must survive it,
 * though the rollback copies only the part of them the game has used
 * (wg_rs_claim_tail): a hit written without its claim is zeroed here.
 */
static void a_failed_action_leaves_the_state_and_save_unchanged(void **state)
{
    static const char *const files[] = { "fow-skirmish.yaml", "fow-knife-fight.yaml",
                                         "fow-doodlebug.yaml", "fow-free-for-all.yaml",
                                         "fow-tank-duel.yaml" };
    (void)state;
    int rollbacks = 0;
    for (int f = 0; f < 5; f++) {
        for (uint64_t seed = 1; seed <= 3; seed++) {
            wg_game *g = open_scenario(files[f], seed);
            wg_agent ag;
            wg_agent_init(&ag, WG_AGENT_RANDOM, seed);
            for (int step = 0; step < 400; step++) {
                wg_decision d;
                wg_game_decision(g, &d);
                if (d.type == WG_DEC_NONE)
                    break;
                wg_action a;
                assert_int_equal(wg_agent_decide(&ag, g, &d, &a), WG_OK);
                rollbacks += assert_abort_changes_nothing(g, &a, step % 7);
            }
            wg_game_free(g);
        }
    }
    assert_true(rollbacks > 100); /* the test tried what it says */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(descriptions_give_positions_in_inches),
        cmocka_unit_test(descriptions_say_when_every_roll_or_none_passes),
        cmocka_unit_test(of_t1_random_games_play_to_the_end),
        cmocka_unit_test(greedy_and_random_games_play_to_the_end),
        cmocka_unit_test(same_seed_same_game),
        cmocka_unit_test(legal_lists_pass_check_and_save_loads),
        cmocka_unit_test(companies_in_either_order_know_their_enemies),
        cmocka_unit_test(the_memo_of_the_bases_changes_no_answer),
        cmocka_unit_test(a_failed_action_leaves_the_state_and_save_unchanged),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
