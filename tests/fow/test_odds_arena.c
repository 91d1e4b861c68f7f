/*
 * The fow odds do not depend on the arena that holds their states: odds.c,
 * built here with room for 160 states instead of 4096, takes every sizeable
 * fire a chunk at a time (fewer paths merge), and settles the states after
 * the last die with room for 8 groups (the teams hit alike folded group by
 * group once it runs out), and must still answer every question of seeded
 * play exactly as the library does. It rolls each die on its own and
 * settles every team after the last die, so the library's runs of dice
 * rolled as one and teams retired early are held to the plain answer too. The tables it builds are held to the
 * rules' helpers too: a team's later weapons reuse what its first found.
 */
#define ODDS_STATES 160
#define ODDS_SETTLE_ROOM 8
#define ODDS_RUN 1
#define ODDS_RETIRE 0
#define fow_odds_action small_arena_odds
#define fow_odds_scratch_size small_arena_scratch_size
#include "../../lib/rulesets/fow/odds.c" /* before cmocka, whose fail() is a macro */
#undef fow_odds_action
#undef fow_odds_scratch_size

#include <stdlib.h>

#include "fow_test.h"

typedef struct tally {
    int compared, too_big, reused, reused_mods;
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

/*
 * The score to hit and valid targets odds.c finds for every weapon of the
 * player's teams alive at a platoon of the other's (a team's later weapons
 * from its first's view: to_hit) are fow_to_hit_kept's, whether they could
 * be declared now or not.
 */
static void same_to_hit(const wg_game *g, int player, tally *t)
{
    const fow_data *d = fow_d(g);
    fire_odds *o = malloc(sizeof *o);
    assert_non_null(o);
    for (int p = 0; p < d->nplatoons; p++) {
        if (d->team[d->platoon[p].first].player == player)
            continue;
        odds_init(o, g, MODE_FIRE, p, -1);
        o->n = 0; /* run_declared's part: the weapons are added below */
        target_teams(o);
        fow_shapes shapes;
        fow_shapes_init(&shapes);
        for (int team = 0; team < d->nteams; team++) {
            if (d->team[team].player != player || !fow_alive(g, team))
                continue;
            for (int slot = 0; slot < fow_type_of(g, team)->nslots && o->n < ODDS_MAX_DECL;
                 slot++) {
                fow_decl dl = { team, slot, p, -1 };
                int k = o->n++;
                o->dl[k] = dl;
                shooter_view *v = view_of(o, team);
                int32_t mods, want_mods;
                uint8_t valid[PT], want_valid[PT];
                fow_rof(g, team, slot, &mods);
                t->reused += v->score != 0;
                t->reused_mods += v->score != 0 && mods;
                int need = to_hit(o, v, k, mods, valid);
                int want = fow_to_hit_kept(g, &shapes, team, slot, p, &want_mods, want_valid, NULL);
                assert_int_equal(need, want);
                if (want > 0)
                    assert_memory_equal(valid, want_valid, (size_t)o->nteams);
            }
        }
    }
    free(o);
}

/* same_to_hit with the player's teams moved, then pinned: a moving or pinned team's
 * ROF 1 weapons hit on one more (OF-S3, OF-S17), its others fire fewer dice
 * (fow_rof), and a team's first weapon may carry the modifier and its later
 * ones not, or the other way round. The state is only read: flags set on a copy. */
static void to_hit_moved_and_pinned(const wg_game *g, tally *t)
{
    int player = wg_ccore(g)->active;
    const fow_data *d = fow_d(g);
    same_to_hit(g, player, t);
    for (int way = 0; way < 2; way++) {
        wg_game *k = NULL;
        assert_int_equal(wg_game_clone(&k, g), WG_OK);
        for (int team = 0; team < d->nteams && !way; team++)
            if (d->team[team].player == player)
                fow_t(k, team)->flags |= WG_FOW_TEAM_MOVED;
        for (int p = 0; p < d->nplatoons && way; p++)
            fow_p(k, p)->flags |= FOW_P_PINNED;
        same_to_hit(k, player, t);
        wg_game_free(k);
    }
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
            to_hit_moved_and_pinned(g, t);
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
    tally t = { 0, 0, 0, 0 };
    for (int f = 0; f < 3; f++) {
        char path[512];
        snprintf(path, sizeof path, "%s/%s", FOW_SCENARIOS, files[f]);
        for (uint64_t seed = 1; seed <= 4; seed++) {
            play_and_compare(path, seed, WG_AGENT_GREEDY, &t);
            play_and_compare(path, seed, WG_AGENT_RANDOM, &t);
        }
    }
    print_message("%d odds compared, %d too big for 160 states, %d scores to hit reused (%d "
                  "with fow_rof's modifier)\n",
                  t.compared, t.too_big, t.reused, t.reused_mods);
    assert_true(t.compared > 1000);
    assert_true(t.reused_mods > 100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(chunked_odds_equal_whole_odds),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
