/*
 * Hidden information in the core (issue 15): creation rolls nothing and
 * opens no window in any shipped scenario, so a dice source installed right
 * after creation answers every die; per-player listeners and event_for on
 * a ruleset that hides nothing; the arguments the new calls refuse.
 */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "wargame/wargame.h"

static int is_window(int type)
{
    return type >= WG_EV_SPLITFIRE_WINDOW && type <= WG_EV_WINDOW_CLOSED;
}

typedef struct counter {
    long calls;
} counter;

static int counting_die(void *payload, const wg_game *g, const wg_roll *roll)
{
    (void)g;
    counter *c = payload;
    c->calls++;
    return 1 + (int)(c->calls * 7 % roll->sides);
}

static int count_dice(const wg_game *g)
{
    int n = 0;
    for (int i = 0; i < wg_game_log_count(g); i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        n += ev.type == WG_EV_DIE;
    }
    return n;
}

/* Play greedy answers (random ones may never attack) until `dice` dice were rolled. */
static void play_until_dice(wg_game *g, int dice, uint64_t seed)
{
    wg_agent a;
    wg_agent_init(&a, WG_AGENT_GREEDY, seed);
    for (int step = 0; step < 5000 && count_dice(g) < dice; step++) {
        wg_decision d;
        wg_game_decision(g, &d);
        if (d.type == WG_DEC_NONE)
            return;
        wg_action act;
        assert_int_equal(wg_agent_decide(&a, g, &d, &act), WG_OK);
        assert_int_equal(wg_game_apply(g, &act), WG_OK);
    }
}

/* Issue 15 "done when": for every shipped scenario, the log right after creation holds
 * no die and no window event, and a dice source installed then answers the first die. */
static void creation_rolls_nothing_in_any_scenario(void **state)
{
    (void)state;
    DIR *dir = opendir(SCENARIO_DIR);
    assert_non_null(dir);
    struct dirent *e;
    int scenarios = 0;
    while ((e = readdir(dir))) {
        size_t n = strlen(e->d_name);
        if (n < 6 || strcmp(e->d_name + n - 5, ".yaml"))
            continue;
        char path[600];
        snprintf(path, sizeof path, "%s/%s", SCENARIO_DIR, e->d_name);
        for (uint64_t seed = 1; seed <= 10; seed++) {
            wg_game *g = NULL;
            wg_error err;
            assert_int_equal(wg_game_open(&g, path, seed, NULL, &err), WG_OK);
            for (int i = 0; i < wg_game_log_count(g); i++) {
                wg_event ev;
                wg_game_log_event(g, i, &ev);
                if (ev.type == WG_EV_DIE || is_window(ev.type))
                    fail_msg("%s seed %d: event %d at creation", e->d_name, (int)seed, ev.type);
            }
            counter c = { 0 };
            assert_int_equal(wg_game_set_dice(g, counting_die, &c), WG_OK);
            play_until_dice(g, 1, seed);
            int dice = count_dice(g);
            if (dice < 1)
                fail_msg("%s seed %d: no die in the first actions", e->d_name, (int)seed);
            assert_int_equal(c.calls, dice); /* the source answered the first die, and all */
            wg_game_free(g);
        }
        scenarios++;
    }
    closedir(dir);
    assert_true(scenarios >= 10);
}

/* A fow platoon that starts pinned rallies in the first Starting Step: after the start
 * decision, with the host's dice. */
static void fow_first_rally_waits_for_the_start(void **state)
{
    (void)state;
    static const char yaml[] =
        "ruleset: fow\nunits: inch\ntable: {width: 48, depth: 48}\n"
        "companies:\n"
        "  - {player: 0, platoons: [{type: german_grenadier_platoon, pinned: true, teams: [\n"
        "      {type: rifle_mg_team, at: [16, 10]}]}]}\n"
        "  - {player: 1, platoons: [{type: us_parachute_rifle_platoon, teams: [\n"
        "      {type: para_rifle_mg_team, at: [18, 40]}]}]}\n";
    wg_game *g = NULL;
    assert_int_equal(wg_game_new(&g, yaml, strlen(yaml), "t", 1, NULL, NULL), WG_OK);
    assert_int_equal(count_dice(g), 0);
    wg_decision d;
    wg_game_decision(g, &d);
    assert_int_equal(d.type, WG_DEC_SETUP);
    wg_action list[4];
    assert_int_equal(wg_game_legal_actions(g, list, 4), 1);
    assert_int_equal(list[0].type, WG_ACT_PASS);
    counter c = { 0 };
    wg_game_set_dice(g, counting_die, &c);
    assert_int_equal(wg_game_apply(g, &list[0]), WG_OK);
    assert_int_equal(count_dice(g), 1);
    assert_int_equal(c.calls, 1);
    wg_game_free(g);
}

typedef struct tally {
    int events;
} tally;

static void count_event(void *payload, const wg_game *g, const wg_event *ev)
{
    (void)g;
    (void)ev;
    ((tally *)payload)->events++;
}

/* The OGRE basic scenario (seed 3) keeping no log: events are built only for listeners. */
static wg_game *open_ogre_without_log(void)
{
    wg_game *g = NULL;
    char path[600];
    snprintf(path, sizeof path, "%s/%s", SCENARIO_DIR, "ogre-basic.yaml");
    wg_options o = WG_OPTIONS_INIT;
    o.flags = WG_OPT_NO_LOG;
    assert_int_equal(wg_game_open(&g, path, 3, &o, NULL), WG_OK);
    return g;
}

/* A ruleset that hides nothing: every seat gets every event, unchanged. */
static void seats_of_a_public_game_see_everything(void **state)
{
    (void)state;
    wg_game *g = open_ogre_without_log(); /* the seats alone make the events worth building */
    tally all = { 0 }, seat[3] = { { 0 }, { 0 }, { 0 } };
    assert_int_equal(wg_game_on_event(g, count_event, &all), WG_OK);
    for (int p = WG_SPECTATOR; p < WG_MAX_PLAYERS; p++)
        assert_int_equal(wg_game_on_event_for(g, p, count_event, &seat[p + 1]), WG_OK);
    assert_int_equal(wg_game_on_event_for(g, 2, count_event, NULL), WG_ERANGE);
    assert_int_equal(wg_game_on_event_for(g, -2, count_event, NULL), WG_ERANGE);
    assert_int_equal(wg_game_on_event_for(NULL, 0, count_event, NULL), WG_EINVAL);
    wg_game *c;
    assert_int_equal(wg_game_clone(&c, g), WG_OK); /* listeners are not copied */
    wg_agent a;
    wg_agent_init(&a, WG_AGENT_RANDOM, 1);
    wg_game_set_agent(g, 0, wg_agent_decide, &a);
    wg_game_set_agent(g, 1, wg_agent_decide, &a);
    assert_int_equal(wg_game_run(g, 30), WG_STEPPED);
    assert_true(all.events > 0);
    for (int k = 0; k < 3; k++)
        assert_int_equal(seat[k].events, all.events);
    assert_int_equal(wg_game_on_event_for(g, 0, NULL, NULL), WG_OK); /* removed */
    assert_int_equal(wg_game_run(g, 10), WG_STEPPED);
    assert_true(seat[1].events < all.events && seat[2].events == all.events);
    wg_game_set_agent(c, 0, wg_agent_decide, &a);
    wg_game_set_agent(c, 1, wg_agent_decide, &a);
    int before = all.events;
    assert_int_equal(wg_game_run(c, 10), WG_STEPPED);
    assert_int_equal(all.events, before);
    wg_event ev = { WG_EV_TURN, 1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 2, 0, { 0, 0 } }, out;
    assert_int_equal(wg_event_for(g, &ev, WG_SPECTATOR, &out), 1);
    assert_memory_equal(&ev, &out, sizeof ev);
    assert_int_equal(wg_event_for(g, &ev, 0, &ev), 1); /* in place */
    wg_game *x;
    assert_int_equal(wg_game_clone_for(&x, g, WG_SPECTATOR, 5), WG_OK);
    assert_int_equal(wg_game_log_count(x), 0);
    assert_int_equal(wg_game_history_count(x), 0);
    assert_int_equal(wg_game_save(x, NULL, 0, &(size_t){ 0 }), WG_ESTATE);
    wg_game_free(x);
    wg_game_free(c);
    wg_game_free(g);
}

/* A game that keeps no log builds events exactly while someone listens:
 * a listener added or removed between actions counts from the next one. */
static void listeners_count_from_the_next_action(void **state)
{
    (void)state;
    wg_game *g = open_ogre_without_log();
    wg_agent a;
    wg_agent_init(&a, WG_AGENT_RANDOM, 1);
    wg_game_set_agent(g, 0, wg_agent_decide, &a);
    wg_game_set_agent(g, 1, wg_agent_decide, &a);
    tally all = { 0 }, seat = { 0 };
    assert_int_equal(wg_game_run(g, 10), WG_STEPPED);
    assert_int_equal(wg_game_on_event_for(g, 1, count_event, &seat), WG_OK);
    assert_int_equal(wg_game_run(g, 10), WG_STEPPED);
    assert_true(seat.events > 0); /* a seat alone is heard */
    int seen = seat.events;
    assert_int_equal(wg_game_on_event_for(g, 1, NULL, NULL), WG_OK);
    assert_int_equal(wg_game_on_event(g, count_event, &all), WG_OK);
    assert_int_equal(wg_game_run(g, 10), WG_STEPPED);
    assert_true(all.events > 0); /* the host's callback alone is heard */
    assert_int_equal(seat.events, seen);
    seen = all.events;
    assert_int_equal(wg_game_on_event(g, NULL, NULL), WG_OK);
    assert_int_equal(wg_game_run(g, 10), WG_STEPPED);
    assert_int_equal(all.events, seen);
    assert_int_equal(wg_game_log_count(g), 0);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(creation_rolls_nothing_in_any_scenario),
        cmocka_unit_test(fow_first_rally_waits_for_the_start),
        cmocka_unit_test(seats_of_a_public_game_see_everything),
        cmocka_unit_test(listeners_count_from_the_next_action),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
