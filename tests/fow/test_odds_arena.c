/*
 * The fow odds do not depend on the arena that holds their states: odds.c,
 * built here with room for 160 states instead of 4096, takes every sizeable
 * fire a chunk at a time (fewer paths merge), and must still answer every
 * question of seeded play exactly as the library does.
 */
#define ODDS_STATES 160
#define fow_odds_action small_arena_odds
#define fow_odds_scratch_size small_arena_scratch_size
#include "../../lib/rulesets/fow/odds.c" /* before cmocka, whose fail() is a macro */
#undef fow_odds_action
#undef fow_odds_scratch_size

#include "fow_test.h"

typedef struct tally {
    int compared, too_big;
} tally;

/* The same odds from the library and from the small arena, when the library answers. */
static void same_odds(const wg_game *g, const wg_action *a, tally *t)
{
    wg_odds lib = WG_ODDS_INIT, small = WG_ODDS_INIT;
    if (wg_odds_action(g, a, &lib) != WG_OK)
        return;
    int rc = small_arena_odds(g, a, &small);
    if (rc == WG_ELIMIT && strstr(wg_game_last_error(g), "arena")) {
        t->too_big++; /* more dice to hit than 160 states can chunk */
        return;
    }
    if (rc != WG_OK)
        fail_msg("the small arena refused: %s", wg_game_last_error(g));
    assert_true(small.den == lib.den);
    assert_int_equal(small.attacks, lib.attacks);
    assert_int_equal(small.count, lib.count);
    for (int i = 0; i < lib.count; i++) {
        assert_int_equal(small.outcome[i].kind, lib.outcome[i].kind);
        assert_int_equal(small.outcome[i].value, lib.outcome[i].value);
        assert_int_equal(small.outcome[i].part, lib.outcome[i].part);
        assert_true(small.outcome[i].num == lib.outcome[i].num);
    }
    t->compared++;
}

/* A bigger fire on a copy: every legal weapon declared at the first platoon offered. */
static void whole_fire(const wg_game *g, tally *t)
{
    wg_game *k = NULL;
    assert_int_equal(wg_game_clone(&k, g), WG_OK);
    wg_action acts[256];
    int platoon = -1, declared = 1;
    while (declared) {
        int n = wg_game_legal_actions(k, acts, 256);
        declared = 0;
        for (int i = 0; i < n && i < 256 && !declared; i++) {
            if (acts[i].type != WG_ACT_DECLARE)
                continue;
            if (platoon < 0)
                platoon = wg_fow_team_platoon(k, acts[i].target);
            declared = wg_fow_team_platoon(k, acts[i].target) == platoon &&
                       wg_game_apply(k, &acts[i]) == WG_OK;
        }
    }
    static const char *const picked[] = { "sherman_v", "firefly_vc", "stug_g" };
    wg_action resolve = wg_action_make(WG_ACT_RESOLVE);
    resolve.part = -1;
    same_odds(k, &resolve, t);
    for (int i = 0; i < 3; i++) { /* picking out (OF-S7) */
        resolve.part = wg_fow_type_index(k, picked[i]);
        same_odds(k, &resolve, t);
    }
    wg_game_free(k);
}

/* Every odds question of one seeded game, and a whole fire at every chance. */
static void play_and_compare(const char *file, uint64_t seed, int agent_kind, tally *t)
{
    wg_game *g = NULL;
    wg_error err;
    assert_int_equal(wg_game_open(&g, file, seed, NULL, &err), WG_OK);
    wg_agent agent[2];
    wg_agent_init(&agent[0], agent_kind, seed * 2 + 1);
    wg_agent_init(&agent[1], agent_kind, seed * 2 + 2);
    for (int step = 0; step < 400; step++) {
        wg_decision d;
        wg_action a, acts[256];
        if (wg_game_decision(g, &d) != WG_OK || d.type == WG_DEC_NONE)
            break;
        if (d.type == WG_DEC_FIRE || d.type == WG_DEC_DEFENSIVE_FIRE) {
            int n = wg_game_legal_actions(g, acts, 256);
            for (int i = 0; i < n && i < 256; i++)
                same_odds(g, &acts[i], t);
            whole_fire(g, t);
        }
        assert_int_equal(wg_agent_decide(&agent[d.player], g, &d, &a), WG_OK);
        assert_int_equal(wg_game_apply(g, &a), WG_OK);
    }
    wg_game_free(g);
}

static void chunked_odds_equal_whole_odds(void **state)
{
    (void)state;
    static const char *const files[] = { "fow-skirmish.yaml", "fow-free-for-all.yaml",
                                         "fow-knife-fight.yaml" };
    tally t = { 0, 0 };
    for (int f = 0; f < 3; f++) {
        char path[512];
        snprintf(path, sizeof path, "%s/%s", FOW_SCENARIOS, files[f]);
        for (uint64_t seed = 1; seed <= 4; seed++) {
            play_and_compare(path, seed, WG_AGENT_GREEDY, &t);
            play_and_compare(path, seed, WG_AGENT_RANDOM, &t);
        }
    }
    print_message("%d odds compared, %d too big for 160 states\n", t.compared, t.too_big);
    assert_true(t.compared > 1000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(chunked_odds_equal_whole_odds),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
