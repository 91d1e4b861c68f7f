/*
 * The ruleset's own `check` against its legal list: over many seeded random
 * games (the shipped scenarios, Op Fire on and off, both draw variants), at
 * every step every listed action is accepted, and every perturbation of one
 * (each field moved, every other action type, ids at and past the ends of
 * their ranges, changed reserved fields) and a sweep of answers made from
 * scratch (every unit's step to every hex next to any unit, every fire of
 * every unit at every unit, every Op Fire of every unit with every card,
 * every card played, every declaration, every choice) is accepted exactly
 * when it is in the list, field by field as the core compares actions. A
 * refusal is WG_EILLEGAL with the core's message.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../check_harness.h"
#include "m44_test.h"


static char *read_text(const char *name, size_t *len)
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

/* The text with the first `from` replaced by `to` (a new block). */
static char *replaced(const char *text, const char *from, const char *to)
{
    const char *at = strstr(text, from);
    assert_non_null(at);
    size_t head = (size_t)(at - text), n = strlen(text) - strlen(from) + strlen(to);
    char *out = malloc(n + 1);
    assert_non_null(out);
    memcpy(out, text, head);
    strcpy(out + head, to);
    strcat(out, at + strlen(from));
    return out;
}





static int card_count(const wg_game *g)
{
    int n = 0;
    while (wg_m44_card_kind_of(g, n) >= 0)
        n++;
    return n;
}

static void set_field(wg_action *p, int field, int32_t v, int add)
{
    int32_t *f[8] = { &p->unit, &p->weapon, &p->target, &p->part,
                      &p->card, &p->x,      &p->y,      &p->value };
    if (add)
        *f[field] += v;
    else
        *f[field] = v;
}

/* Every listed action, its perturbations, and answers made from scratch, against the list. */
static void check_position(const wg_game *g, const wg_action *list, int n, uint64_t seed,
                           long step, ch_tally *t)
{
    int nunits = wg_game_unit_count(g), ncards = card_count(g);
    t->steps++;
    for (int i = 0; i < n; i++) {
        const wg_action *a = &list[i];
        assert_int_equal(wg_game_check(g, a), WG_OK);
        t->accepted++;
        for (int type = 0; type <= 11; type++) {
            wg_action p = *a;
            p.type = type;
            ch_expect(g, list, n, &p, seed, step, t);
        }
        for (int field = 0; field < 8; field++) {
            static const int32_t odd[] = { -1, 1, -2, 2, 100, -100 };
            for (int k = 0; k < (int)(sizeof odd / sizeof odd[0]); k++) {
                wg_action p = *a;
                set_field(&p, field, odd[k], 1);
                ch_expect(g, list, n, &p, seed, step, t);
            }
            const int32_t ends[] = { -1, 0, INT32_MIN, INT32_MAX, nunits, ncards };
            for (int k = 0; k < (int)(sizeof ends / sizeof ends[0]); k++) {
                wg_action p = *a;
                set_field(&p, field, ends[k], 0);
                ch_expect(g, list, n, &p, seed, step, t);
            }
        }
        /* two fields at once: the hex moved diagonally, unit and target swapped */
        wg_action p = *a;
        p.x += 1;
        p.y -= 1;
        ch_expect(g, list, n, &p, seed, step, t);
        p = *a;
        p.unit = a->target;
        p.target = a->unit;
        ch_expect(g, list, n, &p, seed, step, t);
        /* reserved fields are not compared */
        p = *a;
        p.reserved[0] = 7;
        p.reserved[2] = -3;
        ch_expect(g, list, n, &p, seed, step, t);
    }
    /* answers of every type made the usual way */
    for (int type = 0; type <= 11; type++) {
        wg_action p;
        wg_action_init(&p, type);
        ch_expect(g, list, n, &p, seed, step, t);
        for (int v = 0; v <= 3; v++) {
            p.value = v;
            ch_expect(g, list, n, &p, seed, step, t);
        }
    }
    for (int c = -1; c <= ncards; c++) {
        wg_action p;
        wg_action_init(&p, WG_ACT_PLAY);
        p.card = c;
        ch_expect(g, list, n, &p, seed, step, t);
        p.type = WG_ACT_CHOOSE;
        ch_expect(g, list, n, &p, seed, step, t);
    }
    for (int u = -1; u <= nunits; u++) {
        wg_action p;
        wg_action_init(&p, WG_ACT_DECLARE);
        p.unit = u;
        ch_expect(g, list, n, &p, seed, step, t);
        wg_action_init(&p, WG_ACT_DECLARE);
        p.target = u;
        ch_expect(g, list, n, &p, seed, step, t);
        wg_action_init(&p, WG_ACT_CHOOSE);
        p.unit = u;
        p.value = WG_M44_CHOICE_CLEAR_WIRE;
        ch_expect(g, list, n, &p, seed, step, t);
        for (int v = -1; v <= nunits; v++) { /* every fire */
            wg_action_init(&p, WG_ACT_FIRE);
            p.unit = u;
            p.target = v;
            ch_expect(g, list, n, &p, seed, step, t);
        }
        for (int c = -1; c <= ncards; c++) { /* every Op Fire */
            wg_action_init(&p, WG_ACT_FIRE);
            p.unit = u;
            p.card = c;
            ch_expect(g, list, n, &p, seed, step, t);
        }
    }
    /* every unit's step to every hex next to every unit (cross-unit moves) */
    for (int u = 0; u < nunits; u++) {
        wg_unit_info ui = WG_UNIT_INFO_INIT;
        if (wg_game_unit(g, u, &ui) != WG_OK || !(ui.flags & WG_UNIT_ON_BOARD))
            continue;
        for (int dir = 0; dir < 7; dir++) {
            wg_hex h = dir < 6 ? wg_hex_neighbor(wg_hex_make(ui.x, ui.y), dir)
                               : wg_hex_make(ui.x, ui.y);
            for (int v = 0; v < nunits; v++) {
                wg_action p;
                wg_action_init(&p, WG_ACT_MOVE);
                p.unit = v;
                p.x = h.q;
                p.y = h.r;
                ch_expect(g, list, n, &p, seed, step, t);
            }
        }
    }
}



static void run_scenario(const char *file, const char *from, const char *to, int seeds)
{
    size_t len;
    char *text = read_text(file, &len);
    char *variant = from ? replaced(text, from, to) : NULL;
    ch_tally t = ch_tally_zero();
    for (uint64_t seed = 1; seed <= (uint64_t)seeds; seed++)
        ch_play(variant ? variant : text, strlen(variant ? variant : text), file, seed, check_position, &t);
    char what[200];
    snprintf(what, sizeof what, "%s%s%s", file, from ? ", " : "", from ? to : "");
    ch_report(what, &t);
    assert_true(t.perturbed_legal > 0);
    assert_true(t.kinds[WG_ACT_MOVE] > 0 && t.kinds[WG_ACT_FIRE] > 0);
    free(variant);
    free(text);
}

static void opfire_check_matches_list(void **state)
{
    (void)state;
    run_scenario("m44-opfire.yaml", NULL, NULL, 6);
}

static void opfire_limited_draw_check_matches_list(void **state)
{
    (void)state;
    run_scenario("m44-opfire.yaml", "op_fire_draw: standard", "op_fire_draw: limited", 4);
}

static void base_check_matches_list(void **state)
{
    (void)state;
    run_scenario("m44-base.yaml", NULL, NULL, 6);
}

/* Issue 20: exits, blown bridges, objectives, the airdrop, the first-turn rules */
static void beach_check_matches_list(void **state)
{
    (void)state;
    run_scenario("m44-beach.yaml", NULL, NULL, 3);
    run_scenario("m44-airdrop.yaml", NULL, NULL, 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(opfire_check_matches_list),
        cmocka_unit_test(opfire_limited_draw_check_matches_list),
        cmocka_unit_test(base_check_matches_list),
        cmocka_unit_test(beach_check_matches_list),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
