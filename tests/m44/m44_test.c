/* Helpers for the m44 tests (see m44_test.h). */
#include <stdio.h>
#include <string.h>

#include "m44_test.h"

int script_die(void *payload, const wg_game *g, const wg_roll *roll)
{
    script *s = payload;
    (void)g;
    if (s->next < 256)
        s->asked[s->next] = *roll;
    if (s->next < s->n)
        return s->faces[s->next++];
    s->next++;
    if (!s->rest)
        fail_msg("the rules rolled more dice than the %d scripted (purpose %d)", s->n,
                 roll->purpose);
    return s->rest;
}

void script_load(script *s, int rest, int n, const int *faces)
{
    memset(s, 0, sizeof *s);
    assert_true(n <= 256);
    if (n > 0)
        memcpy(s->faces, faces, (size_t)n * sizeof *faces);
    s->n = n;
    s->rest = rest;
}

wg_game *m44_game(const char *head, const char *terrain, const char *units, const char *hands,
                  int h0, int h1)
{
    return m44_game_seeded(1, head, terrain, units, hands, h0, h1);
}

wg_game *m44_game_seeded(uint64_t seed, const char *head, const char *terrain, const char *units,
                         const char *hands, int h0, int h1)
{
    static char yaml[16384];
    snprintf(yaml, sizeof yaml,
             "ruleset: m44\nname: test\nshuffle: false\n%s"
             "board: {columns: 13, rows: 9, layout: odd-r, terrain: [%s]}\n"
             "sides: [{name: Allies, home: bottom, hand: %d, nation: allies},"
             " {name: Axis, home: top, hand: %d, nation: axis}]\n"
             "units:\n%s%s%s\n",
             head ? head : "", terrain ? terrain : "", h0, h1, units, hands ? "hands: " : "",
             hands ? hands : "");
    wg_game *g = NULL;
    wg_error err;
    int rc = wg_game_new(&g, yaml, strlen(yaml), "test.yaml", seed, NULL, &err);
    if (rc != WG_OK)
        fail_msg("scenario refused: %s\n%s", err.message, yaml);
    return g;
}

wg_hex hx(int c, int r)
{
    return wg_hex_from_offset(c, r, WG_HEX_ODD_R);
}

wg_action act(int type)
{
    wg_action a = WG_ACTION_INIT;
    a.type = type;
    return a;
}

wg_action act_play(int card)
{
    wg_action a = act(WG_ACT_PLAY);
    a.card = card;
    return a;
}

wg_action act_declare(int unit)
{
    wg_action a = act(WG_ACT_DECLARE);
    a.unit = unit;
    return a;
}

wg_action act_target(int unit)
{
    wg_action a = act(WG_ACT_DECLARE);
    a.target = unit;
    return a;
}

wg_action act_move(int unit, int c, int r)
{
    wg_action a = act(WG_ACT_MOVE);
    a.unit = unit;
    a.x = hx(c, r).q;
    a.y = hx(c, r).r;
    return a;
}

wg_action act_fire(int unit, int target)
{
    wg_action a = act(WG_ACT_FIRE);
    a.unit = unit;
    a.target = target;
    return a;
}

wg_action act_opfire(int unit, int card)
{
    wg_action a = act(WG_ACT_FIRE);
    a.unit = unit;
    a.card = card;
    return a;
}

wg_action act_retreat(int unit, int c, int r)
{
    wg_action a = act(WG_ACT_RETREAT);
    a.unit = unit;
    a.x = hx(c, r).q;
    a.y = hx(c, r).r;
    return a;
}

void apply_ok(wg_game *g, wg_action a)
{
    int rc = wg_game_apply(g, &a);
    if (rc != WG_OK) {
        char line[160];
        wg_action_describe(g, &a, line, sizeof line);
        fail_msg("'%s' refused (%s): %s", line, wg_strerror(rc), wg_game_last_error(g));
    }
}

int is_legal(const wg_game *g, wg_action a)
{
    return wg_game_check(g, &a) == WG_OK;
}

wg_decision decision(const wg_game *g)
{
    wg_decision d;
    assert_int_equal(wg_game_decision(g, &d), WG_OK);
    return d;
}

int card_in_hand(const wg_game *g, int player, int kind)
{
    return card_sec(g, player, kind, kind <= WG_M44_CARD_ASSAULT ? WG_M44_CENTRE : WG_M44_ANY);
}

int card_sec(const wg_game *g, int player, int kind, int section)
{
    int32_t cards[WG_M44_MAX_HAND];
    int n = wg_m44_hand(g, player, cards, WG_M44_MAX_HAND);
    for (int i = 0; i < n; i++)
        if (wg_m44_card_kind_of(g, cards[i]) == kind &&
            wg_m44_card_section(g, cards[i]) == section)
            return cards[i];
    fail_msg("player %d holds no card of kind %d", player, kind);
    return -1;
}

int hand_count(const wg_game *g, int player)
{
    return wg_m44_hand(g, player, NULL, 0);
}

void order(wg_game *g, int kind, ...)
{
    wg_decision d = decision(g);
    assert_int_equal(d.type, WG_DEC_ORDER);
    apply_ok(g, act_play(card_in_hand(g, d.player, kind)));
    va_list ap;
    va_start(ap, kind);
    for (int u = va_arg(ap, int); u >= 0; u = va_arg(ap, int))
        apply_ok(g, act_declare(u));
    va_end(ap);
    if (is_legal(g, act(WG_ACT_RESOLVE)) && decision(g).depth == 1)
        apply_ok(g, act(WG_ACT_RESOLVE));
}

void pass_until(wg_game *g, int type, int player)
{
    for (int i = 0; i < 30; i++) {
        wg_decision d = decision(g);
        if (d.type == type && d.player == player)
            return;
        if (d.type == WG_DEC_ORDER && d.depth == 1) {
            wg_action acts[64];
            int n = wg_game_legal_actions(g, acts, 64);
            assert_true(n > 0);
            apply_ok(g, acts[n - 1]); /* RESOLVE, or the last card */
            continue;
        }
        apply_ok(g, act(WG_ACT_PASS));
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
    return u.strength;
}

int alive(const wg_game *g, int unit)
{
    wg_unit_info u = WG_UNIT_INFO_INIT;
    assert_int_equal(wg_game_unit(g, unit, &u), WG_OK);
    return (u.flags & WG_UNIT_ALIVE) != 0;
}

int count_events(const wg_game *g, int from, int type)
{
    int n = 0;
    for (int i = from; i < wg_game_log_count(g); i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        n += ev.type == type;
    }
    return n;
}

int find_event(const wg_game *g, int from, int type)
{
    for (int i = from; i < wg_game_log_count(g); i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        if (ev.type == type)
            return i;
    }
    return -1;
}

int opfire_options(const wg_game *g, wg_action *out, int cap)
{
    wg_action acts[512];
    int n = wg_game_legal_actions(g, acts, 512), k = 0;
    for (int i = 0; i < n && i < 512; i++)
        if (acts[i].type == WG_ACT_FIRE) {
            if (k < cap)
                out[k] = acts[i];
            k++;
        }
    return k;
}

int has_option(const wg_game *g, int unit, int card)
{
    wg_decision d = decision(g);
    return d.type == WG_DEC_OPFIRE && is_legal(g, act_opfire(unit, card));
}
