/*
 * Helpers for the ogre rules tests (see ogre_test.h).
 */
#include <stdio.h>
#include <string.h>

#include "ogre_test.h"
#include "../start_harness.h"

wg_game *ot_new(const char *fmt, ...)
{
    char yaml[8192];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(yaml, sizeof yaml, fmt, ap);
    va_end(ap);
    wg_game *g = NULL;
    wg_error err;
    int rc = wg_game_new(&g, yaml, strlen(yaml), "test.yaml", 1, NULL, &err);
    if (rc != WG_OK)
        fail_msg("scenario refused: %s\n%s", err.message, yaml);
    if (sh_pass_start(g) != WG_OK) /* the tests begin at the first turn */
        fail_msg("start refused: %s", wg_game_last_error(g));
    return g;
}

int ot_refuse(wg_error *err, const char *yaml)
{
    wg_game *g = NULL;
    int rc = wg_game_new(&g, yaml, strlen(yaml), "bad.yaml", 1, NULL, err);
    assert_null(g);
    return rc;
}

static int scripted(void *payload, const wg_game *g, const wg_roll *roll)
{
    ot_dice *d = payload;
    (void)g;
    if (d->next >= d->n)
        return -1;
    d->asked[d->next] = *roll;
    return d->faces[d->next++];
}

void ot_script(wg_game *g, ot_dice *d, int n, ...)
{
    va_list ap;
    memset(d, 0, sizeof *d);
    va_start(ap, n);
    for (int i = 0; i < n; i++)
        d->faces[i] = va_arg(ap, int);
    va_end(ap);
    d->n = n;
    assert_int_equal(wg_game_set_dice(g, scripted, d), WG_OK);
}

void ot_script_done(const ot_dice *d)
{
    assert_int_equal(d->next, d->n);
}

wg_hex ot_hex(int col, int row)
{
    return wg_hex_from_offset(col, row, WG_HEX_ODD_R);
}

wg_action ot_move(int unit, int col, int row)
{
    wg_action a = WG_ACTION_INIT;
    wg_hex h = ot_hex(col, row);
    a.type = WG_ACT_MOVE;
    a.unit = unit;
    a.x = h.q;
    a.y = h.r;
    return a;
}

wg_action ot_stay(void)
{
    wg_action a = WG_ACTION_INIT;
    a.type = WG_ACT_STAY;
    a.unit = OT_OGRE;
    return a;
}

wg_action ot_pass(void)
{
    wg_action a = WG_ACTION_INIT;
    a.type = WG_ACT_PASS;
    return a;
}

wg_action ot_resolve(void)
{
    wg_action a = WG_ACTION_INIT;
    a.type = WG_ACT_RESOLVE;
    return a;
}

wg_action ot_ogre_fire(int w, int t, int value)
{
    wg_action a = WG_ACTION_INIT;
    a.type = WG_ACT_DECLARE;
    a.unit = OT_OGRE;
    a.weapon = w;
    a.target = t;
    a.value = value;
    return a;
}

wg_action ot_def_fire(int u, int part)
{
    wg_action a = WG_ACTION_INIT;
    a.type = WG_ACT_DECLARE;
    a.unit = u;
    a.target = OT_OGRE;
    a.part = part;
    return a;
}

void ot_do(wg_game *g, wg_action a)
{
    int rc = wg_game_apply(g, &a);
    if (rc != WG_OK)
        fail_msg("action refused (%s): %s", wg_strerror(rc), wg_game_last_error(g));
}

void ot_refused(wg_game *g, wg_action a)
{
    uint64_t before = wg_game_hash(g);
    int events = wg_game_log_count(g);
    assert_int_equal(wg_game_apply(g, &a), WG_EILLEGAL);
    assert_true(wg_game_hash(g) == before);
    assert_int_equal(wg_game_log_count(g), events);
}

int ot_legal(const wg_game *g, wg_action a)
{
    wg_action list[1024];
    int n = wg_game_legal_actions(g, list, 1024);
    assert_true(n >= 0 && n <= 1024);
    for (int i = 0; i < n; i++)
        if (list[i].type == a.type && list[i].unit == a.unit && list[i].weapon == a.weapon &&
            list[i].target == a.target && list[i].part == a.part && list[i].card == a.card &&
            list[i].x == a.x && list[i].y == a.y && list[i].value == a.value)
            return 1;
    return 0;
}

wg_decision ot_decision(const wg_game *g)
{
    wg_decision d;
    assert_int_equal(wg_game_decision(g, &d), WG_OK);
    return d;
}

void ot_pass_until(wg_game *g, int player, int type)
{
    for (int i = 0; i < 64; i++) {
        wg_decision d = ot_decision(g);
        if (d.player == player && d.type == type)
            return;
        assert_int_not_equal(d.type, WG_DEC_NONE);
        ot_do(g, ot_pass());
    }
    fail_msg("no decision %d for player %d", type, player);
}

int ot_find(const wg_game *g, int type, int from, wg_event *out)
{
    int n = wg_game_log_count(g);
    for (int i = from; i < n; i++) {
        wg_event ev;
        assert_int_equal(wg_game_log_event(g, i, &ev), WG_OK);
        if (ev.type == type) {
            if (out)
                *out = ev;
            return i;
        }
    }
    return -1;
}

int ot_count(const wg_game *g, int type, int from)
{
    int k = 0;
    for (int i = ot_find(g, type, from, NULL); i >= 0; i = ot_find(g, type, i + 1, NULL))
        k++;
    return k;
}

int ot_mark(const wg_game *g)
{
    return wg_game_log_count(g);
}

wg_unit_info ot_unit(const wg_game *g, int unit)
{
    wg_unit_info u = WG_UNIT_INFO_INIT;
    assert_int_equal(wg_game_unit(g, unit, &u), WG_OK);
    return u;
}

int ot_alive(const wg_game *g, int unit)
{
    return (ot_unit(g, unit).flags & WG_UNIT_ALIVE) != 0;
}

wg_ogre_systems_info ot_systems(const wg_game *g)
{
    wg_ogre_systems_info s = WG_OGRE_SYSTEMS_INFO_INIT;
    assert_int_equal(wg_ogre_systems(g, OT_OGRE, &s), WG_OK);
    return s;
}

wg_ogre_weapon_info ot_weapon(const wg_game *g, int w)
{
    wg_ogre_weapon_info info = WG_OGRE_WEAPON_INFO_INIT;
    assert_int_equal(wg_ogre_weapon(g, OT_OGRE, w, &info), WG_OK);
    return info;
}

wg_game_info ot_status(const wg_game *g)
{
    wg_game_info info = WG_GAME_INFO_INIT;
    assert_int_equal(wg_game_status(g, &info), WG_OK);
    return info;
}
