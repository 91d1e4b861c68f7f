/* Helpers for the mob tests (see mob_test.h). */
#include <stdio.h>
#include <string.h>

#include "mob_test.h"

int script_die(void *payload, const wg_game *g, const wg_roll *roll)
{
    script *s = payload;
    (void)g;
    if (s->next >= s->n) {
        fail_msg("the rules rolled more dice than the %d scripted (purpose %d, unit %d)", s->n,
                 roll->purpose, roll->unit);
        return -1;
    }
    s->asked[s->next] = *roll;
    return s->faces[s->next++];
}

void script_load(script *s, int n, const int *faces)
{
    memset(s, 0, sizeof *s);
    assert_true(n <= 128);
    memcpy(s->faces, faces, (size_t)n * sizeof *faces);
    s->n = n;
}

wg_game *mob_game(const char *yaml)
{
    wg_game *g = NULL;
    wg_error err;
    int rc = wg_game_new(&g, yaml, strlen(yaml), "test.yaml", 1, NULL, &err);
    if (rc != WG_OK)
        fail_msg("scenario refused: %s", err.message);
    return g;
}

void mob_begin(wg_game *g, script *s)
{
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_SETUP);
    assert_int_equal(wg_game_set_dice(g, script_die, s), WG_OK);
    apply_ok(g, act_pass());
}

const char *mob_parse_error(const char *yaml, wg_error *err)
{
    wg_game *g = NULL;
    assert_int_equal(wg_game_new(&g, yaml, strlen(yaml), "bad.yaml", 1, NULL, err), WG_EPARSE);
    assert_null(g);
    return err->message;
}

wg_hex hx(int c, int r)
{
    return wg_hex_from_offset(c, r, WG_HEX_ODD_R);
}

wg_action act_pass(void)
{
    wg_action a = WG_ACTION_INIT;
    a.type = WG_ACT_PASS;
    return a;
}

wg_action act_move(int unit, int c, int r)
{
    wg_action a = WG_ACTION_INIT;
    a.type = WG_ACT_MOVE;
    a.unit = unit;
    a.x = hx(c, r).q;
    a.y = hx(c, r).r;
    return a;
}

wg_action act_fire(int unit, int target)
{
    wg_action a = WG_ACTION_INIT;
    a.type = WG_ACT_FIRE;
    a.unit = unit;
    a.target = target;
    return a;
}

wg_action act_retreat(int unit, int c, int r)
{
    wg_action a = act_move(unit, c, r);
    a.type = WG_ACT_RETREAT;
    return a;
}

wg_action act_choose(int unit, int value)
{
    wg_action a = WG_ACTION_INIT;
    a.type = WG_ACT_CHOOSE;
    a.unit = unit;
    a.value = value;
    return a;
}

void apply_ok(wg_game *g, wg_action a)
{
    char line[200];
    int rc = wg_game_apply(g, &a);
    if (rc != WG_OK) {
        wg_action_describe(g, &a, line, sizeof line);
        fail_msg("'%s' refused (%s): %s", line, wg_strerror(rc), wg_game_last_error(g));
    }
}

int is_legal(const wg_game *g, wg_action a)
{
    wg_action acts[512];
    int n = wg_game_legal_actions(g, acts, 512);
    for (int i = 0; i < n && i < 512; i++)
        if (acts[i].type == a.type && acts[i].unit == a.unit && acts[i].target == a.target &&
            acts[i].x == a.x && acts[i].y == a.y && acts[i].value == a.value)
            return 1;
    return 0;
}

wg_decision decision(const wg_game *g)
{
    wg_decision d;
    assert_int_equal(wg_game_decision(g, &d), WG_OK);
    return d;
}

void pass_until(wg_game *g, int type, int player)
{
    for (int i = 0; i < 20; i++) {
        wg_decision d = decision(g);
        if (d.type == type && d.player == player)
            return;
        assert_int_not_equal(d.type, WG_DEC_NONE);
        apply_ok(g, act_pass());
    }
    fail_msg("never reached decision %d for player %d", type, player);
}

void unit_at(const wg_game *g, int unit, int *c, int *r)
{
    wg_unit_info u = WG_UNIT_INFO_INIT;
    assert_int_equal(wg_game_unit(g, unit, &u), WG_OK);
    wg_hex_to_offset(wg_hex_make(u.x, u.y), WG_HEX_ODD_R, c, r);
}

int figures(const wg_game *g, int unit)
{
    wg_unit_info u = WG_UNIT_INFO_INIT;
    assert_int_equal(wg_game_unit(g, unit, &u), WG_OK);
    return (u.flags & WG_UNIT_ALIVE) ? u.strength : 0;
}

int alive(const wg_game *g, int unit)
{
    wg_unit_info u = WG_UNIT_INFO_INIT;
    assert_int_equal(wg_game_unit(g, unit, &u), WG_OK);
    return (u.flags & WG_UNIT_ALIVE) != 0;
}

int count_events(const wg_game *g, int from, int type)
{
    int n = 0, total = wg_game_log_count(g);
    for (int i = from; i < total; i++) {
        wg_event ev;
        assert_int_equal(wg_game_log_event(g, i, &ev), WG_OK);
        n += ev.type == type;
    }
    return n;
}

int find_event(const wg_game *g, int from, int type)
{
    int total = wg_game_log_count(g);
    for (int i = from; i < total; i++) {
        wg_event ev;
        assert_int_equal(wg_game_log_event(g, i, &ev), WG_OK);
        if (ev.type == type)
            return i;
    }
    return -1;
}
