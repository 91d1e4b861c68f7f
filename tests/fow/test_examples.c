/*
 * The rulebook's worked examples, reproduced number for number with the
 * book's dice forced through the dice hook (OF-E1..OF-E8, OF-E13..OF-E15).
 */
#include <stdio.h>

#include "fow_test.h"

/* Sherman (player 0, team 0) and StuG (player 1, team 1) 12" apart, facing. */
static const char duel[] =
    "ruleset: fow\nunits: inch\ntable: {width: 48, depth: 48}\n"
    "companies:\n"
    "  - {player: 0, name: British, platoons: [{type: british_sherman_platoon,\n"
    "      teams: [{type: sherman_v, at: [24, 18], facing: 90}]}]}\n"
    "  - {player: 1, name: German, platoons: [{type: stug_g_platoon,\n"
    "      teams: [{type: stug_g, at: [24, 30], facing: 270}]}]}\n";

/* The same, the StuG moving first. */
static const char duel_stug_first[] =
    "ruleset: fow\nunits: inch\ntable: {width: 48, depth: 48}\n"
    "companies:\n"
    "  - {player: 0, name: German, platoons: [{type: stug_g_platoon,\n"
    "      teams: [{type: stug_g, at: [24, 30], facing: 270}]}]}\n"
    "  - {player: 1, name: British, platoons: [{type: british_sherman_platoon,\n"
    "      teams: [{type: sherman_v, at: [24, 18], facing: 90}]}]}\n";

static void to_shooting(wg_game *g)
{
    assert_int_equal(fow_decision_type(g), WG_DEC_MOVE);
    assert_int_equal(fow_pass(g), WG_OK);
    assert_int_equal(fow_decision_type(g), WG_DEC_FIRE);
}

static int last_effect(const wg_game *g)
{
    wg_event ev;
    assert_true(fow_count_events(g, 0, WG_FOW_EV_EFFECT, &ev) > 0);
    return ev.result;
}

/* OF-E1 (OF-S2, OF-S9): Sherman rolls 2 and 5 at the Veteran StuG (4+): one hit;
 * StuG front 7 + 4 = 11 > AT 10: no effect. */
static void of_e1_sherman_hits_stug_once_and_bounces(void **state)
{
    (void)state;
    wg_game *g = fow_new(duel);
    dice d;
    fow_force(g, &d, 2, 5, 4, 0);
    to_shooting(g);
    assert_int_equal(wg_fow_to_hit(g, 0, 0, 1, NULL), 4);
    assert_int_equal(fow_declare(g, 0, 0, 1), WG_OK);
    assert_int_equal(fow_resolve(g, -1), WG_OK);
    wg_event shots;
    fow_count_events(g, 0, WG_FOW_EV_SHOTS, &shots);
    assert_int_equal(shots.value, 2);  /* ROF 2 */
    assert_int_equal(shots.need, 4);
    assert_int_equal(shots.result, 1); /* one hit */
    assert_int_equal(fow_decision_type(g), WG_DEC_ALLOCATE_HITS);
    assert_int_equal(fow_choose(g, -1, 0), WG_OK);
    wg_event save;
    assert_int_equal(fow_find_die(g, 0, WG_FOW_ROLL_ARMOUR_SAVE, &save), 1);
    assert_int_equal(save.roll, 4);
    assert_int_equal(last_effect(g), WG_FOW_NO_EFFECT);
    assert_int_equal(fow_find_die(g, 0, WG_FOW_ROLL_FIREPOWER, NULL), 0);
    assert_true(wg_fow_alive(g, 1));
    assert_false(wg_fow_bailed_out(g, 1));
    wg_game_free(g);
}

/* OF-E2 (OF-S9, OF-S10): StuG rolls 1 and 6 at the Trained Sherman (3+): one hit;
 * 6 + 3 = 9 < AT 11, firepower 5 >= 3+: destroyed. */
static void of_e2_stug_destroys_sherman(void **state)
{
    (void)state;
    wg_game *g = fow_new(duel_stug_first);
    dice d;
    fow_force(g, &d, 1, 6, 3, 5, 0);
    to_shooting(g);
    assert_int_equal(fow_declare(g, 0, 0, 1), WG_OK);
    assert_int_equal(fow_resolve(g, -1), WG_OK);
    assert_int_equal(d.need[0], 3);
    assert_int_equal(fow_choose(g, -1, 0), WG_OK);
    assert_int_equal(last_effect(g), WG_FOW_DESTROYED);
    assert_false(wg_fow_alive(g, 1));
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_int_equal(info.over, 1); /* OF-W3: the British have nothing left */
    assert_int_equal(info.winner, 0);
    assert_int_equal(info.result, WG_FOW_RESULT_DESTROYED);
    wg_game_free(g);
}

/* A StuG (moved, so not gone to ground) behind a hedge, at `y` inches. */
static wg_game *stug_behind_hedge(int y)
{
    char yaml[1024];
    snprintf(yaml, sizeof yaml,
             "ruleset: fow\nunits: inch\ntable: {width: 48, depth: 72}\n"
             "terrain: [{name: hedge, kind: line, going: difficult, concealing: true,\n"
             "           points: [[10, %d], [40, %d]]}]\n"
             "companies:\n"
             "  - {player: 0, platoons: [{type: british_sherman_platoon,\n"
             "      teams: [{type: sherman_v, at: [24, 10], facing: 90}]}]}\n"
             "  - {player: 1, platoons: [{type: stug_g_platoon,\n"
             "      teams: [{type: stug_g, at: [24, %d], facing: 270, moved: true}]}]}\n",
             y - 2, y - 2, y);
    return fow_new(yaml);
}

/* OF-E3 (OF-S2, OF-S3): concealed veteran StuG behind a hedge: 5+; concealed
 * and over 16": 6; a moving Sherman rolls one die. */
static void of_e3_concealed_stug_and_long_range(void **state)
{
    (void)state;
    wg_game *g = stug_behind_hedge(24);
    int32_t mods;
    assert_true(wg_fow_concealed(g, 0, 1));
    assert_int_equal(wg_fow_to_hit(g, 0, 0, 1, &mods), 5);
    assert_int_equal(mods, WG_FOW_MOD_CONCEALED);
    wg_game_free(g);

    g = stug_behind_hedge(34);
    assert_int_equal(wg_fow_to_hit(g, 0, 0, 1, &mods), 6);
    assert_int_equal(mods, WG_FOW_MOD_CONCEALED | WG_FOW_MOD_LONG_RANGE);
    dice d;
    fow_force(g, &d, 6, 6, 0);
    assert_int_equal(fow_move(g, 0, IN(24), IN(12), DEG(90)), WG_OK);
    assert_int_equal(fow_pass(g), WG_OK);
    assert_int_equal(fow_declare(g, 0, 0, 1), WG_OK);
    assert_int_equal(fow_resolve(g, -1), WG_OK);
    wg_event shots;
    fow_count_events(g, 0, WG_FOW_EV_SHOTS, &shots);
    assert_int_equal(shots.value, 1); /* moving: ROF 2 becomes 1 */
    assert_int_equal(shots.need, 6);
    wg_game_free(g);
}

/* Two StuGs (player 0: teams 0, 1) against the British platoon (player 1):
 * 2 Sherman A within 16" front-on; 3 Sherman B beyond 16" side-on;
 * 4 Sherman C bailed out, closest and side-on; 5 Firefly beyond 16" front-on. */
static const char allocation[] =
    "ruleset: fow\nunits: inch\ntable: {width: 48, depth: 48}\n"
    "companies:\n"
    "  - {player: 0, platoons: [{type: stug_g_platoon, teams: [\n"
    "      {type: stug_g, at: [20, 10], facing: 90}, {type: stug_g, at: [24, 10], facing: 90}]}]}\n"
    "  - {player: 1, platoons: [{type: british_sherman_platoon, teams: [\n"
    "      {type: sherman_v, at: [22, 22], facing: 270, moved: true},\n"
    "      {type: sherman_v, at: [10, 34], facing: 90, moved: true},\n"
    "      {type: sherman_v, at: [22, 15], facing: 90, moved: true, bailed_out: true},\n"
    "      {type: firefly_vc, at: [34, 34], facing: 270, moved: true}]}]}\n";

static void stugs_score_three_hits(wg_game *g, int pick)
{
    to_shooting(g);
    assert_int_equal(fow_declare(g, 0, 0, 2), WG_OK);
    assert_int_equal(fow_declare(g, 1, 0, 2), WG_OK);
    assert_int_equal(fow_resolve(g, pick), WG_OK);
    assert_int_equal(wg_fow_hit_count(g), 3);
    assert_int_equal(fow_decision_type(g), WG_DEC_ALLOCATE_HITS);
}

/* OF-E4 (OF-S6): within 16" first, side before front, bailed-out last: the
 * Firefly at long range gets the third hit. */
static void of_e4_allocation_follows_the_books_order(void **state)
{
    (void)state;
    wg_game *g = fow_new(allocation);
    dice d;
    fow_force(g, &d, 3, 3, 3, 1, 6, 6, 6, 6, 6, 6, 0);
    stugs_score_three_hits(g, -1);
    wg_action a = wg_action_make(WG_ACT_ALLOCATE);
    a.value = 0;
    int refused[] = { 3, 4, 5 };
    for (int k = 0; k < 3; k++) {
        a.target = refused[k];
        assert_int_equal(wg_game_check(g, &a), WG_EILLEGAL);
    }
    assert_int_equal(fow_allocate(g, 0, 2), WG_OK); /* operational, within 16" */
    a.value = 1;
    a.target = 5;
    assert_int_equal(wg_game_check(g, &a), WG_EILLEGAL); /* side before front */
    a.target = 4;
    assert_int_equal(wg_game_check(g, &a), WG_EILLEGAL); /* bailed out last */
    assert_int_equal(fow_allocate(g, 1, 3), WG_OK);
    a.value = 2;
    a.target = 4;
    assert_int_equal(wg_game_check(g, &a), WG_EILLEGAL);
    assert_int_equal(fow_allocate(g, 2, 5), WG_OK); /* the Firefly gets the third hit */
    wg_game_free(g);
}

/* OF-E4 (OF-S7): picking out the Firefly, two rolls of 5+: two hits must go
 * to the Firefly, the third to the Sherman within 16". */
static void of_e4_picking_out_the_firefly(void **state)
{
    (void)state;
    wg_game *g = fow_new(allocation);
    dice d;
    fow_force(g, &d, 3, 3, 3, 1, 5, 6, 2, 6, 6, 6, 0);
    int firefly = wg_fow_type_index(g, "firefly_vc");
    stugs_score_three_hits(g, firefly);
    wg_fow_hit_info h = WG_FOW_HIT_INFO_INIT;
    int picked = 0;
    for (int k = 0; k < 3; k++) {
        wg_fow_hit(g, k, &h);
        picked += h.picked;
    }
    assert_int_equal(picked, 2);
    wg_action a = wg_action_make(WG_ACT_ALLOCATE);
    a.value = 0;
    a.target = 2;
    assert_int_equal(wg_game_check(g, &a), WG_EILLEGAL); /* a picked hit: Firefly only */
    assert_int_equal(fow_allocate(g, 0, 5), WG_OK);
    assert_int_equal(fow_allocate(g, 1, 5), WG_OK);
    a.value = 2;
    a.target = 5;
    assert_int_equal(wg_game_check(g, &a), WG_EILLEGAL);
    assert_int_equal(fow_allocate(g, 2, 2), WG_OK); /* the Sherman within 16" as usual */
    wg_game_free(g);
}

/* OF-S7 in the legal list: after the StuGs declare, RESOLVE -1 and one
 * RESOLVE per kind of tank in the platoon under fire (Sherman, Firefly),
 * no other kind; the list is representative (open). */
static void of_s7_pick_outs_are_listed(void **state)
{
    (void)state;
    wg_game *g = fow_new(allocation);
    to_shooting(g);
    assert_int_equal(fow_declare(g, 0, 0, 2), WG_OK);
    wg_decision dec;
    wg_game_decision(g, &dec);
    assert_int_equal(dec.open, 1);
    wg_action list[256];
    int n = wg_game_legal_actions(g, list, 256);
    int firefly = wg_fow_type_index(g, "firefly_vc");
    int sherman = wg_fow_type_index(g, "sherman_v");
    int plain = 0, pick_firefly = 0, pick_sherman = 0, other = 0;
    for (int i = 0; i < n && i < 256; i++) {
        if (list[i].type != WG_ACT_RESOLVE)
            continue;
        if (list[i].part == -1)
            plain++;
        else if (list[i].part == firefly)
            pick_firefly++;
        else if (list[i].part == sherman)
            pick_sherman++;
        else
            other++;
    }
    assert_true(firefly >= 0 && sherman >= 0);
    assert_int_equal(plain, 1);
    assert_int_equal(pick_firefly, 1);
    assert_int_equal(pick_sherman, 1);
    assert_int_equal(other, 0);
    wg_game_free(g);
}

/* OF-E5 (OF-S14): grenadier Rifle/MG (ROF 2) rolls 4 and 5 at the Veteran
 * paratroopers: two hits; saves 4 (pass) and 2 (fail: destroyed). */
static void of_e5_grenadiers_hit_paratroopers_twice(void **state)
{
    (void)state;
    wg_game *g = fow_new(
        "ruleset: fow\nunits: inch\ntable: {width: 48, depth: 48}\n"
        "companies:\n"
        "  - {player: 0, platoons: [{type: german_grenadier_platoon, teams: [\n"
        "      {type: rifle_mg_team, at: [24, 10]}]}]}\n"
        "  - {player: 1, platoons: [{type: us_parachute_rifle_platoon, teams: [\n"
        "      {type: para_rifle_mg_team, at: [20, 22], moved: true},\n"
        "      {type: para_rifle_mg_team, at: [28, 22], moved: true}]}]}\n");
    dice d;
    fow_force(g, &d, 4, 5, 4, 2, 0);
    to_shooting(g);
    assert_int_equal(fow_declare(g, 0, 0, 1), WG_OK);
    assert_int_equal(fow_resolve(g, -1), WG_OK);
    assert_int_equal(d.need[0], 4);
    assert_int_equal(wg_fow_hit_count(g), 2);
    assert_int_equal(fow_allocate(g, 0, 1), WG_OK);
    wg_action a = wg_action_make(WG_ACT_ALLOCATE);
    a.value = 1;
    a.target = 1;
    assert_int_equal(wg_game_check(g, &a), WG_EILLEGAL); /* evenly */
    assert_int_equal(fow_allocate(g, 1, 2), WG_OK);
    assert_int_equal(d.purpose[2], WG_FOW_ROLL_INFANTRY_SAVE);
    assert_int_equal(d.need[2], 3);
    assert_true(wg_fow_alive(g, 1));  /* save 4 passes */
    assert_false(wg_fow_alive(g, 2)); /* save 2 fails: destroyed */
    wg_game_free(g);
}

/* Paratroopers (player 0: 0 Rifle/MG, 1 mortar) against dug-in grenadiers
 * that shot last turn (player 1: 2, 3). */
static const char dug_in_grenadiers[] =
    "ruleset: fow\nunits: inch\ntable: {width: 48, depth: 48}\n"
    "companies:\n"
    "  - {player: 0, platoons: [{type: us_parachute_rifle_platoon, teams: [\n"
    "      {type: para_rifle_mg_team, at: [20, 10]}, {type: m2_mortar, at: [24, 10], facing: 90}]}]}\n"
    "  - {player: 1, platoons: [{type: german_grenadier_platoon, teams: [\n"
    "      {type: rifle_mg_team, at: [20, 22], dug_in: true, shot: true},\n"
    "      {type: rifle_mg_team, at: [26, 22], dug_in: true, shot: true}]}]}\n";

/* OF-E6 (OF-S14, OF-S10, OF-M8): concealed grenadiers: 5+; Rifle/MG hit in
 * bulletproof cover, firepower 4 < 6 survives; mortar hit, firepower 4 >= 3+
 * destroys; the return hit on the mortar: gun save 5+. */
static void of_e6_bulletproof_cover_and_gun_save(void **state)
{
    (void)state;
    wg_game *g = fow_new(dug_in_grenadiers);
    dice d;
    fow_force(g, &d, 5, 1, 5, 1, 1, 4, 2, 4, /* return fire */ 5, 1, 5, 0);
    to_shooting(g);
    assert_int_equal(fow_declare(g, 0, 0, 2), WG_OK);
    assert_int_equal(fow_declare(g, 1, 0, 2), WG_OK);
    assert_int_equal(fow_resolve(g, -1), WG_OK);
    assert_int_equal(d.need[0], 5); /* concealed (dug in), not gone to ground: they shot */
    assert_int_equal(d.need[2], 5);
    assert_int_equal(fow_allocate(g, 0, 2), WG_OK); /* the Rifle/MG hit */
    assert_int_equal(fow_allocate(g, 1, 3), WG_OK); /* the mortar hit */
    assert_int_equal(d.purpose[5], WG_FOW_ROLL_FIREPOWER);
    assert_int_equal(d.need[5], 6);
    assert_true(wg_fow_alive(g, 2)); /* firepower 4 < 6: survives */
    assert_int_equal(d.need[7], 3);
    assert_false(wg_fow_alive(g, 3)); /* firepower 4 >= 3+: destroyed */
    /* the surviving grenadiers shoot back and hit the mortar */
    assert_int_equal(fow_pass(g), WG_OK);
    to_shooting(g);
    assert_int_equal(fow_declare(g, 2, 0, 1), WG_OK);
    assert_int_equal(fow_resolve(g, -1), WG_OK);
    assert_int_equal(fow_allocate(g, 0, 1), WG_OK);
    assert_int_equal(d.purpose[10], WG_FOW_ROLL_GUN_SAVE);
    assert_int_equal(d.need[10], 5); /* it shot: not gone to ground */
    assert_true(wg_fow_alive(g, 1));
    wg_game_free(g);
}

/* OF-E7 (OF-S17, OF-T2): five hits pin the paratroopers; they rally on 3+. */
static void of_e7_five_hits_pin_and_fearless_rally_on_3(void **state)
{
    (void)state;
    wg_game *g = fow_new(
        "ruleset: fow\nunits: inch\ntable: {width: 48, depth: 48}\n"
        "companies:\n"
        "  - {player: 0, platoons: [{type: german_grenadier_platoon, teams: [\n"
        "      {type: rifle_mg_team, at: [16, 10]}, {type: rifle_mg_team, at: [20, 10]},\n"
        "      {type: rifle_mg_team, at: [24, 10]}]}]}\n"
        "  - {player: 1, platoons: [{type: us_parachute_rifle_platoon, teams: [\n"
        "      {type: para_rifle_mg_team, at: [18, 22], moved: true},\n"
        "      {type: para_rifle_mg_team, at: [22, 22], moved: true},\n"
        "      {type: para_rifle_mg_team, at: [26, 22], moved: true}]}]}\n");
    dice d;
    fow_force(g, &d, 4, 4, 4, 4, 4, 1, 6, 6, 6, 6, 6, 3, 0);
    to_shooting(g);
    for (int t = 0; t < 3; t++)
        assert_int_equal(fow_declare(g, t, 0, 3), WG_OK);
    assert_int_equal(fow_resolve(g, -1), WG_OK);
    assert_int_equal(fow_choose(g, -1, 0), WG_OK);
    assert_int_equal(fow_count_events(g, 0, WG_FOW_EV_PINNED, NULL), 1);
    assert_true(wg_fow_pinned(g, 3));
    int mark = wg_game_log_count(g);
    assert_int_equal(fow_pass(g), WG_OK); /* end of shooting: the paratroopers' turn */
    wg_event rally;
    assert_int_equal(fow_find_die(g, mark, WG_FOW_ROLL_RALLY, &rally), 1);
    assert_int_equal(rally.need, 3); /* Fearless */
    assert_false(wg_fow_pinned(g, 3));
    wg_game_free(g);
}

/* OF-E7 (OF-D4): the Confident grenadiers rally on 4+. */
static void of_e7_confident_grenadiers_rally_on_4(void **state)
{
    (void)state;
    wg_game *g = fow_new(
        "ruleset: fow\nunits: inch\ntable: {width: 48, depth: 48}\n"
        "companies:\n"
        "  - {player: 0, platoons: [{type: german_grenadier_platoon, pinned: true, teams: [\n"
        "      {type: rifle_mg_team, at: [16, 10]}]}]}\n"
        "  - {player: 1, platoons: [{type: us_parachute_rifle_platoon, teams: [\n"
        "      {type: para_rifle_mg_team, at: [18, 40]}]}]}\n");
    wg_event rally;
    assert_int_equal(fow_find_die(g, 0, WG_FOW_ROLL_RALLY, &rally), 1);
    assert_int_equal(rally.need, 4);
    assert_int_equal(wg_fow_pinned(g, 0), rally.roll < 4);
    wg_game_free(g);
}

/* OF-E8 (OF-S9): PaK40 (ROF 2) needs 3+ against the Trained Sherman;
 * 6 + 3 = 9 < 12; firepower 4: destroyed. */
static void of_e8_pak40_destroys_sherman(void **state)
{
    (void)state;
    wg_game *g = fow_new(
        "ruleset: fow\nunits: inch\ntable: {width: 48, depth: 48}\n"
        "companies:\n"
        "  - {player: 0, platoons: [{type: german_grenadier_platoon, teams: [\n"
        "      {type: pak40, at: [24, 10], facing: 90}]}]}\n"
        "  - {player: 1, platoons: [{type: british_sherman_platoon, teams: [\n"
        "      {type: sherman_v, at: [24, 24], facing: 270}, {type: sherman_v, at: [30, 24], facing: 270}]}]}\n");
    dice d;
    fow_force(g, &d, 3, 1, 3, 4, 0);
    to_shooting(g);
    assert_int_equal(fow_declare(g, 0, 0, 1), WG_OK);
    assert_int_equal(fow_resolve(g, -1), WG_OK);
    assert_int_equal(d.need[0], 3);
    assert_int_equal(fow_choose(g, -1, 0), WG_OK);
    wg_event eff;
    fow_count_events(g, 0, WG_FOW_EV_EFFECT, &eff);
    assert_int_equal(eff.value, 9);
    assert_int_equal(eff.result, WG_FOW_DESTROYED);
    wg_game_free(g);
}

/* OF-E13 (OF-S18): a grenadier platoon left with three teams (four lost)
 * rolls 3 (Confident 4+): destroyed. */
static void of_e13_grenadiers_with_three_teams_left_fail_morale(void **state)
{
    (void)state;
    wg_game *g = fow_new(
        "ruleset: fow\nunits: inch\ntable: {width: 48, depth: 48}\n"
        "companies:\n"
        "  - {player: 0, platoons: [{type: stug_g_platoon, teams: [\n"
        "      {type: stug_g, at: [24, 10], facing: 90}]}]}\n"
        "  - {player: 1, platoons: [{type: german_grenadier_platoon, name: Grenadiers, teams: [\n"
        "      {type: rifle_mg_team, at: [18, 22], moved: true}, {type: rifle_mg_team, at: [22, 22], moved: true},\n"
        "      {type: rifle_mg_team, at: [26, 22], moved: true}, {type: rifle_mg_team, at: [30, 22], moved: true},\n"
        "      {type: rifle_mg_team, at: [4, 4], destroyed: true}, {type: rifle_mg_team, at: [4, 4], destroyed: true},\n"
        "      {type: rifle_mg_team, at: [4, 4], destroyed: true}]}]}\n");
    dice d; /* the StuG's MG hits once, the save fails, then platoon morale 3 */
    fow_force(g, &d, 4, 1, 1, 1, 3, 0);
    to_shooting(g);
    assert_int_equal(fow_declare(g, 0, 1, 1), WG_OK);
    assert_int_equal(fow_resolve(g, -1), WG_OK);
    assert_int_equal(fow_choose(g, -1, 0), WG_OK);
    assert_int_equal(fow_pass(g), WG_OK); /* end of the Shooting Step */
    wg_event m;
    assert_int_equal(fow_find_die(g, 0, WG_FOW_ROLL_PLATOON_MORALE, &m), 1);
    assert_int_equal(m.need, 4);
    assert_int_equal(m.roll, 3);
    assert_true(wg_fow_platoon_destroyed(g, 1));
    wg_game_free(g);
}

/* OF-E13 (OF-S18): one bogged, one destroyed, one bailed out, one fine: as
 * many alive as dead, no check. */
static void of_e13_bogged_and_bailed_tanks_are_ignored(void **state)
{
    (void)state;
    wg_game *g = fow_new(
        "ruleset: fow\nunits: inch\ntable: {width: 48, depth: 48}\n"
        "companies:\n"
        "  - {player: 0, platoons: [{type: stug_g_platoon, teams: [\n"
        "      {type: stug_g, at: [24, 10], facing: 90}]}]}\n"
        "  - {player: 1, platoons: [{type: british_sherman_platoon, teams: [\n"
        "      {type: sherman_v, at: [24, 22], facing: 90, moved: true},\n"
        "      {type: sherman_v, at: [30, 26], facing: 270, bogged: true},\n"
        "      {type: sherman_v, at: [18, 26], facing: 270, bailed_out: true},\n"
        "      {type: sherman_v, at: [24, 30], facing: 270}]}]}\n");
    dice d; /* one hit on the side-on Sherman: 4 + 1 = 5 < 11, firepower 6: destroyed */
    fow_force(g, &d, 4, 1, 1, 6, /* the British Starting Step */ 1, 1, 0);
    to_shooting(g);
    assert_int_equal(fow_declare(g, 0, 0, 1), WG_OK);
    assert_int_equal(fow_resolve(g, -1), WG_OK);
    assert_int_equal(fow_allocate(g, 0, 1), WG_OK);
    assert_false(wg_fow_alive(g, 1));
    assert_int_equal(fow_pass(g), WG_OK);
    assert_int_equal(fow_count_events(g, 0, WG_FOW_EV_MORALE_CHECK, NULL), 0);
    assert_int_equal(fow_find_die(g, 0, WG_FOW_ROLL_PLATOON_MORALE, NULL), 0);
    assert_false(wg_fow_platoon_destroyed(g, 1));
    wg_game_free(g);
}

/* OF-E14 (OF-W1): the German company with one grenadier platoon left rolls 5
 * and fights on. */
static void of_e14_company_morale_passed_on_5(void **state)
{
    (void)state;
    wg_game *g = fow_new(
        "ruleset: fow\nunits: inch\ntable: {width: 48, depth: 48}\n"
        "companies:\n"
        "  - {player: 0, platoons: [{type: british_sherman_platoon, teams: [\n"
        "      {type: sherman_v, at: [24, 4], facing: 90}]}]}\n"
        "  - {player: 1, name: German, platoons: [\n"
        "      {name: HQ, type: german_grenadier_platoon, teams: [\n"
        "        {type: grenadier_command, command: company, at: [24, 44]}]},\n"
        "      {type: german_grenadier_platoon, teams: [{type: rifle_mg_team, at: [20, 40]}]},\n"
        "      {type: german_grenadier_platoon, teams: [{type: rifle_mg_team, at: [4, 4], destroyed: true}]},\n"
        "      {type: stug_g_platoon, teams: [{type: stug_g, at: [4, 4], destroyed: true}]}]}\n");
    dice d;
    fow_force(g, &d, 5, 0);
    to_shooting(g);
    assert_int_equal(fow_pass(g), WG_OK); /* the German turn begins */
    wg_event m;
    assert_int_equal(fow_find_die(g, 0, WG_FOW_ROLL_COMPANY_MORALE, &m), 1);
    assert_int_equal(m.need, 4);
    assert_int_equal(m.unit, 1); /* the company command team rolls */
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_int_equal(info.over, 0); /* they fight on */
    assert_int_equal(fow_decision_type(g), WG_DEC_MOVE);
    wg_game_free(g);
}

/* OF-E15 (OF-W2): a bailed-out Sherman near the objective does not stop the
 * pinned grenadiers within 4" from winning. */
static void of_e15_pinned_grenadiers_take_the_objective(void **state)
{
    (void)state;
    static const char fmt[] =
        "ruleset: fow\nunits: inch\ntable: {width: 48, depth: 48}\n"
        "objectives: [{at: [24, 24], player: 0}]\n"
        "companies:\n"
        "  - {player: 0, platoons: [{type: german_grenadier_platoon, pinned: true, teams: [\n"
        "      {type: rifle_mg_team, at: [24, 21]}]}]}\n"
        "  - {player: 1, platoons: [{type: british_sherman_platoon, teams: [\n"
        "      {type: sherman_v, at: [24, 27], facing: 270%s}]}]}\n";
    char yaml[1024];
    snprintf(yaml, sizeof yaml, fmt, ", bailed_out: true");
    wg_game *g = fow_new(yaml);
    wg_game_info info = WG_GAME_INFO_INIT;
    wg_game_status(g, &info);
    assert_int_equal(info.over, 1);
    assert_int_equal(info.winner, 0);
    assert_int_equal(info.result, WG_FOW_RESULT_OBJECTIVE);
    wg_game_free(g);
    /* with the Sherman operational, the objective is contested */
    snprintf(yaml, sizeof yaml, fmt, "");
    g = fow_new(yaml);
    wg_game_status(g, &info);
    assert_int_equal(info.over, 0);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(of_e1_sherman_hits_stug_once_and_bounces),
        cmocka_unit_test(of_e2_stug_destroys_sherman),
        cmocka_unit_test(of_e3_concealed_stug_and_long_range),
        cmocka_unit_test(of_e4_allocation_follows_the_books_order),
        cmocka_unit_test(of_e4_picking_out_the_firefly),
        cmocka_unit_test(of_s7_pick_outs_are_listed),
        cmocka_unit_test(of_e5_grenadiers_hit_paratroopers_twice),
        cmocka_unit_test(of_e6_bulletproof_cover_and_gun_save),
        cmocka_unit_test(of_e7_five_hits_pin_and_fearless_rally_on_3),
        cmocka_unit_test(of_e7_confident_grenadiers_rally_on_4),
        cmocka_unit_test(of_e8_pak40_destroys_sherman),
        cmocka_unit_test(of_e13_grenadiers_with_three_teams_left_fail_morale),
        cmocka_unit_test(of_e13_bogged_and_bailed_tanks_are_ignored),
        cmocka_unit_test(of_e14_company_morale_passed_on_5),
        cmocka_unit_test(of_e15_pinned_grenadiers_take_the_objective),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
