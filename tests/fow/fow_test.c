#include "fow_test.h"
#include "../start_harness.h"

wg_game *fow_new(const char *yaml)
{
    wg_game *g = NULL;
    wg_error err;
    int rc = wg_game_new(&g, yaml, strlen(yaml), "test.yaml", 1, NULL, &err);
    if (rc != WG_OK)
        print_error("%s\n", err.message);
    assert_int_equal(rc, WG_OK);
    assert_int_equal(sh_pass_start(g), WG_OK); /* the tests begin at the first turn */
    return g;
}

int fow_new_fails(const char *yaml, wg_error *err)
{
    wg_game *g = NULL;
    int rc = wg_game_new(&g, yaml, strlen(yaml), "test.yaml", 1, NULL, err);
    assert_null(g);
    return rc;
}

static int forced(void *payload, const wg_game *g, const wg_roll *roll)
{
    (void)g;
    dice *d = payload;
    if (d->asked < 64) {
        d->purpose[d->asked] = roll->purpose;
        d->need[d->asked] = roll->need;
        d->unit[d->asked] = roll->unit;
    }
    d->asked++;
    return d->next < d->n ? d->face[d->next++] : -1;
}

void fow_force(wg_game *g, dice *d, ...)
{
    va_list ap;
    memset(d, 0, sizeof *d);
    va_start(ap, d);
    for (int f; d->n < 64 && (f = va_arg(ap, int)) != 0;)
        d->face[d->n++] = f;
    va_end(ap);
    assert_int_equal(wg_game_set_dice(g, forced, d), WG_OK);
}

static int apply(wg_game *g, wg_action a)
{
    int rc = wg_game_apply(g, &a);
    if (rc != WG_OK)
        print_message("refused: %s\n", wg_game_last_error(g));
    return rc;
}

int fow_move(wg_game *g, int team, int32_t x, int32_t y, int32_t facing)
{
    wg_action a = wg_action_make(WG_ACT_MOVE);
    a.unit = team;
    a.x = x;
    a.y = y;
    a.value = facing;
    return apply(g, a);
}

int fow_declare(wg_game *g, int team, int weapon, int target)
{
    wg_action a = wg_action_make(WG_ACT_DECLARE);
    a.unit = team;
    a.weapon = weapon;
    a.target = target;
    return apply(g, a);
}

int fow_resolve(wg_game *g, int pick)
{
    wg_action a = wg_action_make(WG_ACT_RESOLVE);
    a.part = pick;
    return apply(g, a);
}

int fow_pass(wg_game *g)
{
    return apply(g, wg_action_make(WG_ACT_PASS));
}

int fow_choose(wg_game *g, int unit, int value)
{
    wg_action a = wg_action_make(WG_ACT_CHOOSE);
    a.unit = unit;
    a.value = value;
    return apply(g, a);
}

int fow_allocate(wg_game *g, int hit, int team)
{
    wg_action a = wg_action_make(WG_ACT_ALLOCATE);
    a.target = team;
    a.value = hit;
    return apply(g, a);
}

int fow_decision_type(const wg_game *g)
{
    wg_decision d;
    wg_game_decision(g, &d);
    return d.type;
}

void fow_pass_until(wg_game *g, int type, int player, int n)
{
    for (int i = 0; i < n; i++) {
        wg_decision d;
        wg_game_decision(g, &d);
        if (d.type == type && d.player == player)
            return;
        assert_int_equal(fow_pass(g), WG_OK);
    }
    fail_msg("decision %d for player %d never came", type, player);
}

int fow_count_events(const wg_game *g, int from, int type, wg_event *last)
{
    int n = 0;
    for (int i = from; i < wg_game_log_count(g); i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        if (ev.type == type) {
            n++;
            if (last)
                *last = ev;
        }
    }
    return n;
}

int fow_find_die(const wg_game *g, int from, int purpose, wg_event *out)
{
    int n = 0;
    for (int i = from; i < wg_game_log_count(g); i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        if (ev.type == WG_EV_DIE && ev.purpose == purpose) {
            n++;
            if (out)
                *out = ev;
        }
    }
    return n;
}

int fow_phase(const wg_game *g)
{
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    return info.phase;
}

wg_action fow_greedy_answer(const wg_game *g)
{
    wg_agent a;
    wg_decision d;
    wg_action out;
    assert_int_equal(wg_agent_init(&a, WG_AGENT_GREEDY, 1), WG_OK);
    wg_game_decision(g, &d);
    assert_int_equal(wg_agent_decide(&a, g, &d, &out), WG_OK);
    return out;
}
