/*
 * wg_game_reach and wg_game_reach_path (wargame.h) in every hex ruleset:
 * at 200 positions of random play per shipped hex scenario, the hexes
 * reach lists for a unit that may move are exactly the end hexes found by
 * exploring its legal one-step MOVE actions on clones; each listed path
 * replays as legal MOVE actions to its hex at its cost; and the query
 * changes nothing.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "wargame/wargame.h"
#include "../start_harness.h"

#define MAX_SEEN 8192
#define MAX_HEX 4096

typedef struct explore {
    int unit, player;
    uint64_t seen[MAX_SEEN];
    int nseen;
    int32_t hx[MAX_HEX], hy[MAX_HEX];
    int nhex;
    int32_t sx, sy;
} explore;

static int no_dice(void *payload, const wg_game *g, const wg_roll *roll)
{
    (void)payload, (void)g, (void)roll;
    return -1;
}

static void add_hex(explore *e, int32_t x, int32_t y)
{
    if (x == e->sx && y == e->sy)
        return;
    for (int i = 0; i < e->nhex; i++)
        if (e->hx[i] == x && e->hy[i] == y)
            return;
    assert_true(e->nhex < MAX_HEX);
    e->hx[e->nhex] = x;
    e->hy[e->nhex++] = y;
}

static int seen(explore *e, uint64_t h)
{
    for (int i = 0; i < e->nseen; i++)
        if (e->seen[i] == h)
            return 1;
    assert_true(e->nseen < MAX_SEEN);
    e->seen[e->nseen++] = h;
    return 0;
}

/* Depth first over positions: every legal MOVE of the unit is an end hex;
 * go on from it unless it rolls dice; the other player's windows are
 * declined by PASS; stop when the mover's decision does not come back. */
static void explore_from(explore *e, const wg_game *pos)
{
    if (seen(e, wg_game_hash(pos)))
        return;
    wg_decision d;
    assert_int_equal(wg_game_decision(pos, &d), WG_OK);
    if (d.type == WG_DEC_NONE || d.player != e->player)
        return;
    wg_action acts[512];
    int n = wg_game_legal_actions(pos, acts, 512);
    assert_true(n >= 0 && n <= 512);
    for (int i = 0; i < n; i++) {
        if (acts[i].type != WG_ACT_MOVE || acts[i].unit != e->unit)
            continue;
        add_hex(e, acts[i].x, acts[i].y);
        wg_game *c;
        assert_int_equal(wg_game_clone(&c, pos), WG_OK);
        wg_game_set_dice(c, no_dice, NULL);
        if (wg_game_apply(c, &acts[i]) == WG_OK) {
            int ok = 1;
            for (;;) {
                wg_decision w;
                wg_game_decision(c, &w);
                if (w.type == WG_DEC_NONE || w.player == e->player)
                    break;
                wg_action pass;
                wg_action_init(&pass, WG_ACT_PASS);
                if (w.depth < 2 || wg_game_apply(c, &pass) != WG_OK) {
                    ok = 0;
                    break;
                }
            }
            if (ok)
                explore_from(e, c);
        }
        wg_game_free(c);
    }
}

static int listed(const wg_reach *r, int n, int32_t x, int32_t y)
{
    for (int i = 0; i < n; i++)
        if (r[i].x == x && r[i].y == y)
            return 1;
    return 0;
}

/* Replay the path to r on a clone: every step legal, the cost as listed. */
static void replay_path(const wg_game *g, int unit, const wg_reach *r)
{
    wg_reach path[256];
    int n = wg_game_reach_path(g, unit, r->x, r->y, path, 256);
    assert_int_equal(n, r->steps);
    assert_int_equal(path[n - 1].x, r->x);
    assert_int_equal(path[n - 1].y, r->y);
    assert_int_equal(path[n - 1].cost, r->cost);
    if (r->flags & WG_REACH_DICE)
        return; /* the dice decide the last step's cost */
    wg_game *c;
    assert_int_equal(wg_game_clone(&c, g), WG_OK);
    wg_unit_info u = WG_UNIT_INFO_INIT;
    wg_game_unit(c, unit, &u);
    int32_t start = u.moves_left;
    for (int i = 0; i < n; i++) {
        wg_decision d;
        wg_game_decision(c, &d);
        while (d.player != u.player) { /* a window of the other player: decline it */
            wg_action pass;
            wg_action_init(&pass, WG_ACT_PASS);
            assert_int_equal(wg_game_apply(c, &pass), WG_OK);
            wg_game_decision(c, &d);
        }
        wg_action a;
        wg_action_init(&a, WG_ACT_MOVE);
        a.unit = unit;
        a.x = path[i].x;
        a.y = path[i].y;
        assert_int_equal(wg_game_apply(c, &a), WG_OK);
    }
    wg_game_unit(c, unit, &u);
    assert_int_equal(start - u.moves_left, r->cost);
    wg_game_free(c);
}

/* The units of the deciding player that have a legal MOVE now. */
static int movers(const wg_game *g, int *out)
{
    wg_action acts[512];
    int n = wg_game_legal_actions(g, acts, 512), k = 0;
    for (int i = 0; i < n && i < 512; i++) {
        if (acts[i].type != WG_ACT_MOVE)
            continue;
        int dup = 0;
        for (int j = 0; j < k; j++)
            dup |= out[j] == acts[i].unit;
        if (!dup)
            out[k++] = acts[i].unit;
    }
    return k;
}

static void check_scenario(const char *file, int positions)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", SCENARIO_DIR, file);
    static explore e;
    static wg_reach r[MAX_HEX];
    int done = 0, hexes = 0;
    for (uint64_t seed = 1; done < positions && seed < 400; seed++) {
        wg_game *g;
        wg_error err;
        assert_int_equal(wg_game_open(&g, path, seed, NULL, &err), WG_OK);
        wg_agent a;
        wg_agent_init(&a, WG_AGENT_RANDOM, seed * 7);
        wg_game_set_agent(g, 0, wg_agent_decide, &a);
        wg_game_set_agent(g, 1, wg_agent_decide, &a);
        /* a handful of positions along each game, where someone may move */
        for (int k = 0; k < 400 && done < positions; k++) {
            if (wg_game_run(g, 1 + (int)(seed * 31 + (uint64_t)k * 17) % 5) == WG_OK)
                break;
            int who[64];
            int m = movers(g, who);
            if (m == 0)
                continue;
            int unit = who[(seed + (uint64_t)k) % (uint64_t)m];
            uint64_t hash = wg_game_hash(g);
            int n = wg_game_reach(g, unit, r, MAX_HEX);
            assert_true(n > 0);
            assert_int_equal(wg_game_hash(g), hash);
            memset(&e, 0, sizeof e);
            wg_unit_info u = WG_UNIT_INFO_INIT;
            wg_game_unit(g, unit, &u);
            e.unit = unit;
            e.player = u.player;
            e.sx = u.x;
            e.sy = u.y;
            explore_from(&e, g);
            assert_int_equal(n, e.nhex);
            for (int i = 0; i < e.nhex; i++)
                assert_true(listed(r, n, e.hx[i], e.hy[i]));
            for (int i = 1; i < n; i++)
                assert_true(r[i - 1].cost < r[i].cost ||
                            (r[i - 1].cost == r[i].cost && r[i - 1].steps <= r[i].steps));
            if (done % 10 == 0)
                replay_path(g, unit, &r[(unsigned)done % (unsigned)n]);
            hexes += n;
            done++;
        }
        wg_game_free(g);
    }
    printf("%s: %d positions, %d reachable hexes in all\n", file, done, hexes);
    assert_int_equal(done, positions);
}

static void ogre_basic(void **state)
{
    (void)state;
    check_scenario("ogre-basic.yaml", 200);
}
static void m44_base(void **state)
{
    (void)state;
    check_scenario("m44-base.yaml", 200);
}
static void m44_opfire(void **state)
{
    (void)state;
    check_scenario("m44-opfire.yaml", 200);
}
static void mob_crossroads(void **state)
{
    (void)state;
    check_scenario("mob-crossroads.yaml", 200);
}
static void mob_skirmish(void **state)
{
    (void)state;
    check_scenario("mob-skirmish.yaml", 200);
}

/* Refusals: no unit, NULL, fow; a unit that may not move reaches nothing. */
static void refusals(void **state)
{
    (void)state;
    char path[512];
    wg_game *g;
    wg_error err;
    wg_reach r[4];
    snprintf(path, sizeof path, "%s/ogre-basic.yaml", SCENARIO_DIR);
    assert_int_equal(wg_game_open(&g, path, 1, NULL, &err), WG_OK);
    assert_int_equal(sh_pass_start(g), WG_OK); /* the start decision (issue 15) */
    assert_int_equal(wg_game_reach(g, 999, r, 4), WG_ERANGE);
    assert_non_null(strstr(wg_game_last_error(g), "wg_game_reach: no unit 999"));
    assert_int_equal(wg_game_reach(g, 0, NULL, 4), WG_EINVAL);
    assert_int_equal(wg_game_reach(NULL, 0, r, 4), WG_EINVAL);
    assert_int_equal(wg_game_reach(g, 1, r, 4), 0); /* a defender: the Ogre moves first */
    assert_true(wg_game_reach(g, 0, NULL, 0) > 0);
    wg_unit_info u = WG_UNIT_INFO_INIT;
    wg_game_unit(g, 0, &u);
    assert_int_equal(wg_game_reach_path(g, 0, u.x, u.y, r, 4), WG_ERANGE);
    wg_game_free(g);
    snprintf(path, sizeof path, "%s/fow-skirmish.yaml", SCENARIO_DIR);
    assert_int_equal(wg_game_open(&g, path, 1, NULL, &err), WG_OK);
    assert_int_equal(wg_game_reach(g, 0, r, 4), WG_EINVAL);
    assert_non_null(strstr(wg_game_last_error(g), "wg_fow_can_reach"));
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(refusals),       cmocka_unit_test(ogre_basic),
        cmocka_unit_test(m44_base),       cmocka_unit_test(m44_opfire),
        cmocka_unit_test(mob_crossroads), cmocka_unit_test(mob_skirmish),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
