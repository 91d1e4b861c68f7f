/*
 * The Assault Step (OF-A1..OF-A13) and the book's assault examples
 * (OF-E9..OF-E12), with the book's dice forced per purpose.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fow_test.h"
#include "rulesets/fow/fow_internal.h"

/* Dice by purpose: each purpose has its own queue; `fill` answers when it runs dry. */
typedef struct pdice {
    int face[32][16];
    int n[32], next[32], fill[32];
} pdice;

static int by_purpose(void *payload, const wg_game *g, const wg_roll *roll)
{
    (void)g;
    pdice *d = payload;
    int p = roll->purpose & 31;
    if (d->next[p] < d->n[p])
        return d->face[p][d->next[p]++];
    return d->fill[p] ? d->fill[p] : -1;
}

static void queue(pdice *d, int purpose, int count, const int *faces)
{
    for (int k = 0; k < count; k++)
        d->face[purpose][d->n[purpose]++] = faces[k];
}
#define Q(d, p, ...) queue(d, p, (int)(sizeof((int[]){ __VA_ARGS__ }) / sizeof(int)), (int[]){ __VA_ARGS__ })

/* Defensive fire is not optional (OF-A4): the defender fires as CHOOSE 0 would, and misses. */
static int fire_and_miss(wg_game *g, pdice *d)
{
    d->fill[WG_FOW_ROLL_TO_HIT] = 1;
    return fow_choose(g, -1, 0);
}

static wg_game *game(const char *body)
{
    char yaml[4096];
    snprintf(yaml, sizeof yaml, "ruleset: fow\nunits: inch\ntable: {width: 48, depth: 48}\n%s", body);
    return fow_new(yaml);
}

/* Movement and Shooting passed: the Assault Step's decision. */
static void to_assault(wg_game *g)
{
    assert_int_equal(fow_pass(g), WG_OK); /* movement */
    assert_int_equal(fow_pass(g), WG_OK); /* shooting */
    assert_int_equal(fow_decision_type(g), WG_DEC_ORDER);
    assert_int_equal(fow_phase(g), WG_FOW_PHASE_ASSAULT);
}

static int declare_assault(wg_game *g, int team)
{
    wg_action a = wg_action_make(WG_ACT_DECLARE);
    a.unit = team;
    return wg_game_apply(g, &a);
}

/* Charge `team` by the listed charge move (into contact with its closest enemy). */
static void charge(wg_game *g, int team)
{
    wg_action acts[64];
    int n = wg_game_legal_actions(g, acts, 64);
    for (int k = 0; k < n && k < 64; k++)
        if (acts[k].type == WG_ACT_MOVE && acts[k].unit == team) {
            assert_int_equal(wg_game_apply(g, &acts[k]), WG_OK);
            return;
        }
    fail_msg("no charge move listed for team %d", team);
}

static int resolve(wg_game *g)
{
    return fow_resolve(g, -1);
}

static int count_from(const wg_game *g, int from, int type, int unit)
{
    int n = 0;
    for (int i = from; i < wg_game_log_count(g); i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        n += ev.type == type && (unit < 0 || ev.unit == unit);
    }
    return n;
}

/* Answer the allocation of a round's hits (OF-A7) with CHOOSE 0, the automatic
 * allocation; the number answered. */
static int fight_allocate(wg_game *g)
{
    int n = 0;
    while (fow_decision_type(g) == WG_DEC_ALLOCATE_HITS && fow_phase(g) == WG_FOW_PHASE_ASSAULT) {
        assert_int_equal(fow_choose(g, -1, 0), WG_OK);
        n++;
    }
    return n;
}

/* Answer every assault move decision (counterattack charge, break-off,
 * consolidation, falling back, making way) and every allocation of a round's hits
 * with CHOOSE 0, the automatic answer; the number answered. */
static int auto_moves(wg_game *g)
{
    int n = 0;
    while ((fow_decision_type(g) == WG_DEC_MOVE || fow_decision_type(g) == WG_DEC_ALLOCATE_HITS) &&
           fow_phase(g) == WG_FOW_PHASE_ASSAULT) {
        assert_int_equal(fow_choose(g, -1, 0), WG_OK);
        n++;
    }
    return n;
}

/* The decision now, which must be of `type` for `player`. */
static wg_decision expect(wg_game *g, int type, int player)
{
    wg_decision dec;
    assert_int_equal(wg_game_decision(g, &dec), WG_OK);
    assert_int_equal(dec.type, type);
    assert_int_equal(dec.player, player);
    return dec;
}

/* With the dice `d`: to the Assault Step, the platoon of team 0 assaults, teams 0 to
 * n - 1 charge and the charge is made; the log mark before the assault. */
static int charge_in(wg_game *g, pdice *d, int n)
{
    assert_int_equal(wg_game_set_dice(g, by_purpose, d), WG_OK);
    to_assault(g);
    int mark = wg_game_log_count(g);
    assert_int_equal(declare_assault(g, 0), WG_OK);
    for (int t = 0; t < n; t++)
        charge(g, t);
    assert_int_equal(resolve(g), WG_OK);
    return mark;
}

/* A grenadier the paratrooper will face and one 7" to its side (player 1's company). */
#define ONE_AND_ONE                                                                        \
    "  - {player: 1, platoons: [{type: german_grenadier_platoon, teams: [\n"               \
    "      {type: rifle_mg_team, at: [14, 24.5], moved: true},\n"                          \
    "      {type: rifle_mg_team, at: [21, 24.5], moved: true}]}]}\n"

/* With the dice `d`: the paratrooper (team 0) charges the grenadier it faces (team
 * `grenadier`), which fires and misses, and destroys it in the first round; the log
 * mark before the assault. */
static int destroy_the_first_grenadier(wg_game *g, pdice *d, int grenadier)
{
    Q(d, WG_FOW_ROLL_ASSAULT_HIT, 6);
    d->fill[WG_FOW_ROLL_PLATOON_MORALE] = 6;
    d->fill[WG_FOW_ROLL_RALLY] = 1;
    d->fill[WG_FOW_ROLL_COMPANY_MORALE] = 6;
    int mark = charge_in(g, d, 1);
    assert_int_equal(fire_and_miss(g, d), WG_OK); /* it fires, and misses (OF-A4) */
    assert_int_equal(fow_choose(g, -1, 0), WG_OK); /* the hit: the grenadier is destroyed */
    assert_false(wg_fow_alive(g, grenadier));
    return mark;
}

/* Four paratroopers at 20" and five grenadier Rifle/MG teams 4.5" beyond them. */
#define FOUR_PARATROOPERS                                                                  \
    "{type: us_parachute_rifle_platoon, teams: [\n"                                        \
    "      {type: para_rifle_mg_team, at: [10, 20], moved: true},\n"                       \
    "      {type: para_rifle_mg_team, at: [14, 20], moved: true},\n"                       \
    "      {type: para_rifle_mg_team, at: [18, 20], moved: true},\n"                       \
    "      {type: para_rifle_mg_team, at: [22, 20], moved: true}]}"
#define FIVE_GRENADIERS                                                                    \
    "  - {player: 1, platoons: [{type: german_grenadier_platoon, teams: [\n"               \
    "      {type: rifle_mg_team, at: [10, 24.5], moved: true},\n"                          \
    "      {type: rifle_mg_team, at: [14, 24.5], moved: true},\n"                          \
    "      {type: rifle_mg_team, at: [18, 24.5], moved: true},\n"                          \
    "      {type: rifle_mg_team, at: [22, 24.5], moved: true},\n"                          \
    "      {type: rifle_mg_team, at: [26, 24.5], moved: true}]}]}\n"

/* Paratroopers (0..3, player 0) 4.5" from five grenadier Rifle/MG teams (4..8). */
static const char para_vs_grenadiers[] =
    "companies:\n"
    "  - {player: 0, platoons: [" FOUR_PARATROOPERS "]}\n" FIVE_GRENADIERS;

/* OF-A4: "all defending teams within 8"/20cm ... shoot": the defender chooses weapons and
 * targets, not whether to fire: PASS is refused, and RESOLVE waits until every team that
 * can shoot has declared; CHOOSE 0 fires them all. */
static void of_a4_defensive_fire_is_not_optional(void **state)
{
    (void)state;
    wg_game *g = game(para_vs_grenadiers);
    pdice d = { 0 };
    d.fill[WG_FOW_ROLL_TO_HIT] = 1;
    d.fill[WG_FOW_ROLL_ASSAULT_HIT] = 1;
    d.fill[WG_FOW_ROLL_COUNTERATTACK] = 6;
    assert_int_equal(wg_game_set_dice(g, by_purpose, &d), WG_OK);
    to_assault(g);
    assert_int_equal(declare_assault(g, 0), WG_OK);
    for (int t = 0; t < 4; t++)
        charge(g, t);
    assert_int_equal(resolve(g), WG_OK);
    expect(g, WG_DEC_DEFENSIVE_FIRE, 1);
    uint64_t h = wg_game_hash(g);
    wg_action pass = wg_action_make(WG_ACT_PASS);
    assert_int_equal(wg_game_apply(g, &pass), WG_EILLEGAL);
    assert_non_null(strstr(wg_game_last_error(g), "OF-A4"));
    assert_true(wg_game_hash(g) == h);
    wg_action acts[256];
    int n = wg_game_legal_actions(g, acts, 256), first = -1;
    for (int k = 0; k < n && k < 256; k++) {
        assert_true(acts[k].type != WG_ACT_PASS);
        if (acts[k].type == WG_ACT_DECLARE && first < 0)
            first = k;
    }
    assert_true(first >= 0);
    assert_int_equal(wg_game_apply(g, &acts[first]), WG_OK); /* one team declares */
    wg_action r = wg_action_make(WG_ACT_RESOLVE);
    assert_int_equal(wg_game_apply(g, &r), WG_EILLEGAL);      /* the others must too */
    assert_non_null(strstr(wg_game_last_error(g), "must shoot too"));
    assert_int_equal(fow_choose(g, -1, 0), WG_OK);             /* the rest fire */
    assert_true(fow_decision_type(g) != WG_DEC_DEFENSIVE_FIRE);
    wg_game_free(g);
}

/* OF-X8: a tank can harm a tank in an assault: the Sherman's hit on the StuG is taken
 * with its main gun's anti-tank 10 against side armour 3 and a firepower test: armour
 * roll 6 (total 9 < 10), firepower 5 (3+ passes): the StuG is destroyed. */
static void of_x8_sherman_hit_destroys_a_stug_in_an_assault(void **state)
{
    (void)state;
    wg_game *g = game("companies:\n"
                      "  - {player: 0, platoons: [{type: british_sherman_platoon, teams: [\n"
                      "      {type: sherman_v, at: [14, 20], moved: true}]}]}\n"
                      "  - {player: 1, platoons: [{type: stug_g_platoon, teams: [\n"
                      "      {type: stug_g, at: [14, 24.5], facing: 270, moved: true}]}]}\n");
    pdice d = { 0 };
    d.fill[WG_FOW_ROLL_TO_HIT] = 1; /* the StuG's defensive fire misses */
    Q(&d, WG_FOW_ROLL_ASSAULT_HIT, 6);
    Q(&d, WG_FOW_ROLL_ARMOUR_SAVE, 6);
    Q(&d, WG_FOW_ROLL_FIREPOWER, 5);
    d.fill[WG_FOW_ROLL_PLATOON_MORALE] = 6;
    d.fill[WG_FOW_ROLL_COMPANY_MORALE] = 6;
    int mark = charge_in(g, &d, 1);
    if (fow_decision_type(g) == WG_DEC_DEFENSIVE_FIRE)
        assert_int_equal(fow_choose(g, -1, 0), WG_OK);
    fight_allocate(g);
    wg_event save;
    assert_true(fow_find_die(g, mark, WG_FOW_ROLL_ARMOUR_SAVE, &save) >= 1);
    assert_int_equal(save.need, 8); /* 10 + 1 - side armour 3 */
    assert_true(fow_find_die(g, mark, WG_FOW_ROLL_FIREPOWER, NULL) >= 1);
    assert_false(wg_fow_alive(g, 1));
    wg_game_free(g);
}

/* OF-X9 (OF-A11): the automatic break-off is the safest legal one. A paratrooper that
 * loses to grenadier A breaks off; straight away from A would end within 4" of
 * grenadier B (captured); CHOOSE 0 moves it where no victor is within 4". */
static void of_x9_automatic_break_off_avoids_other_victors(void **state)
{
    (void)state;
    wg_game *g = game("companies:\n"
                      "  - {player: 0, platoons: [{type: us_parachute_rifle_platoon, teams: [\n"
                      "      {type: para_rifle_mg_team, at: [14, 20], moved: true}]}]}\n"
                      "  - {player: 1, platoons: [{type: german_grenadier_platoon, teams: [\n"
                      "      {type: rifle_mg_team, at: [14, 24.5], moved: true},\n"
                      "      {type: rifle_mg_team, at: [14, 12.8], moved: true}]}]}\n");
    pdice d = { 0 };
    d.fill[WG_FOW_ROLL_TO_HIT] = 1;       /* the defensive fire misses */
    d.fill[WG_FOW_ROLL_ASSAULT_HIT] = 1;  /* nobody hits */
    d.fill[WG_FOW_ROLL_COUNTERATTACK] = 1;
    d.fill[WG_FOW_ROLL_RALLY] = 1;
    d.fill[WG_FOW_ROLL_PLATOON_MORALE] = 6;
    d.fill[WG_FOW_ROLL_COMPANY_MORALE] = 6;
    int mark = charge_in(g, &d, 1);
    int broke = 0;
    for (int guard = 0; guard < 40 && fow_phase(g) == WG_FOW_PHASE_ASSAULT; guard++) {
        wg_decision dec;
        wg_game_decision(g, &dec);
        if (dec.type == WG_DEC_MOVE && dec.player == 0 &&
            fow_count_events(g, mark, WG_FOW_EV_BREAK_OFF, NULL) > 0)
            broke = 1;
        int v = dec.type == WG_DEC_CHOICE && dec.player == 1 ? 1 : 0; /* counterattack */
        if (fow_choose(g, -1, v) != WG_OK)
            break;
        if (broke)
            break;
    }
    assert_true(broke);
    assert_int_equal(fow_count_events(g, mark, WG_FOW_EV_CAPTURED, NULL), 0);
    assert_true(wg_fow_alive(g, 0));
    wg_game_free(g);
}

/* OF-X11 (OF-A9, OF-A10): the platoons being assaulted are those the charge reaches.
 * The paratrooper charges grenadier platoon A and destroys its only team; grenadier
 * platoon B stands 3" away, never touched: it is not dragged into the fight (no
 * counterattack test, no break-off, no capture) and the paratroopers have won. */
static void of_x11_a_platoon_no_charge_reached_is_not_assaulted(void **state)
{
    (void)state;
    wg_game *g = game("companies:\n"
                      "  - {player: 0, platoons: [{type: us_parachute_rifle_platoon, teams: [\n"
                      "      {type: para_rifle_mg_team, at: [14, 20], moved: true}]}]}\n"
                      "  - {player: 1, platoons: [\n"
                      "      {type: german_grenadier_platoon, teams: [\n"
                      "        {type: rifle_mg_team, at: [14, 24.5], moved: true}]},\n"
                      "      {type: german_grenadier_platoon, teams: [\n"
                      "        {type: rifle_mg_team, at: [19, 24.5], moved: true}]}]}\n");
    pdice d = { 0 };
    d.fill[WG_FOW_ROLL_TO_HIT] = 1;       /* the defensive fire misses */
    Q(&d, WG_FOW_ROLL_ASSAULT_HIT, 6);    /* the paratrooper hits grenadier A */
    d.fill[WG_FOW_ROLL_ASSAULT_HIT] = 1;
    d.fill[WG_FOW_ROLL_COUNTERATTACK] = 1;
    d.fill[WG_FOW_ROLL_PLATOON_MORALE] = 6;
    d.fill[WG_FOW_ROLL_COMPANY_MORALE] = 6;
    wg_fow_team_info before = WG_FOW_TEAM_INFO_INIT, after = WG_FOW_TEAM_INFO_INIT;
    wg_fow_team(g, 2, &before);
    int mark = charge_in(g, &d, 1);
    for (int guard = 0; guard < 40 && fow_phase(g) == WG_FOW_PHASE_ASSAULT &&
                        count_from(g, mark, WG_FOW_EV_ASSAULT_OVER, -1) == 0;
         guard++)
        if (fow_choose(g, -1, 0) != WG_OK)
            break;
    wg_event over;
    assert_int_equal(fow_count_events(g, mark, WG_FOW_EV_ASSAULT_OVER, &over), 1);
    assert_int_equal(over.player, 0);
    assert_false(wg_fow_alive(g, 1));
    assert_true(wg_fow_alive(g, 2));
    assert_int_equal(fow_count_events(g, mark, WG_FOW_EV_COUNTERATTACK, NULL), 0);
    assert_int_equal(fow_count_events(g, mark, WG_FOW_EV_BREAK_OFF, NULL), 0);
    assert_int_equal(fow_count_events(g, mark, WG_FOW_EV_CAPTURED, NULL), 0);
    wg_fow_team(g, 2, &after);
    assert_int_equal(after.x, before.x);
    assert_int_equal(after.y, before.y);
    wg_game_free(g);
}

/* OF-X12 in defensive fire: the defending Sherman's co-ax MG (a turret weapon) declared
 * with value 1 turns the turret to the paratrooper it names, not the nearest one; the
 * turret's new direction, from the Sherman's centre. */
static int32_t df_turret(int value, int32_t *toward_named)
{
    wg_game *g = game("companies:\n"
                      "  - {player: 0, platoons: [{type: us_parachute_rifle_platoon, teams: [\n"
                      "      {type: para_rifle_mg_team, at: [12, 20], moved: true},\n"
                      "      {type: para_rifle_mg_team, at: [19, 20], moved: true}]}]}\n"
                      "  - {player: 1, platoons: [{type: british_sherman_platoon, teams: [\n"
                      "      {type: sherman_v, at: [14, 24.5], facing: 270}]}]}\n");
    pdice d = { 0 };
    d.fill[WG_FOW_ROLL_TANK_TERROR] = 6;
    d.fill[WG_FOW_ROLL_TO_HIT] = 1;
    d.fill[WG_FOW_ROLL_ASSAULT_HIT] = 1;
    d.fill[WG_FOW_ROLL_COUNTERATTACK] = 1;
    charge_in(g, &d, 2);
    expect(g, WG_DEC_DEFENSIVE_FIRE, 1);
    wg_action a = wg_action_make(WG_ACT_DECLARE);
    a.unit = 2;
    a.weapon = 1; /* co-ax MG, turret */
    a.target = 1; /* the farther paratrooper */
    a.value = value;
    int32_t turret = -1;
    if (wg_game_apply(g, &a) == WG_OK && resolve(g) == WG_OK) {
        wg_fow_team_info s = WG_FOW_TEAM_INFO_INIT, p = WG_FOW_TEAM_INFO_INIT;
        wg_fow_team(g, 2, &s);
        wg_fow_team(g, 1, &p);
        turret = s.turret;
        *toward_named = (int32_t)(atan2((double)(p.y - s.y), (double)(p.x - s.x)) * 180000.0 /
                                  3.14159265358979);
        if (*toward_named < 0)
            *toward_named += 360000;
    }
    wg_game_free(g);
    return turret;
}

static void of_x12_defensive_fire_turret_turns_to_the_named_team(void **state)
{
    (void)state;
    int32_t named = 0, named0 = 0;
    int32_t chosen = df_turret(1, &named), nearest = df_turret(0, &named0);
    assert_true(chosen >= named - 500 && chosen <= named + 500);
    assert_true(nearest < named0 - 5000 || nearest > named0 + 5000); /* value 0: the other */
}

/* OF-X10 (OF-A3, OF-E11): a team crosses a feature when any part of its base does. The
 * grenadiers stand right behind the wall: the Sherman's charge into contact never takes
 * its centre over the wall, but its front does: it takes a bogging check, and bogs on 1. */
static void of_x10_charge_over_a_wall_by_the_base_bogs(void **state)
{
    (void)state;
    wg_game *g = game("terrain: [{name: wall, kind: line, going: difficult, points: "
                      "[[10, 23.9], [18, 23.9]]}]\n"
                      "companies:\n"
                      "  - {player: 0, platoons: [{type: british_sherman_platoon, teams: [\n"
                      "      {type: sherman_v, at: [14, 20], moved: true}]}]}\n"
                      "  - {player: 1, platoons: [{type: german_grenadier_platoon, teams: [\n"
                      "      {type: rifle_mg_team, at: [14, 24.5], moved: true}]}]}\n");
    pdice d = { 0 };
    Q(&d, WG_FOW_ROLL_BOG, 1);
    d.fill[WG_FOW_ROLL_TO_HIT] = 1;
    assert_int_equal(wg_game_set_dice(g, by_purpose, &d), WG_OK);
    to_assault(g);
    int mark = wg_game_log_count(g);
    assert_int_equal(declare_assault(g, 0), WG_OK);
    charge(g, 0);
    assert_int_equal(fow_find_die(g, mark, WG_FOW_ROLL_BOG, NULL), 1);
    assert_true(wg_fow_bogged(g, 0));
    wg_fow_team_info s = WG_FOW_TEAM_INFO_INIT;
    wg_fow_team(g, 0, &s);
    assert_true(s.y + 300 <= IN(23.9) + 1); /* stopped with its front at the wall */
    wg_game_free(g);
}

/* OF-E9 (OF-A1, OF-A4, OF-A6, OF-A7, OF-A9, OF-A10, OF-A11): four defensive-fire hits
 * do not stop the paratroopers; Veteran paratroopers hit on 3+; the Confident grenadiers
 * counterattack on 4+; the Americans fail a counterattack roll of 2 and break off. */
static void of_e9_paratroopers_assault_grenadiers(void **state)
{
    (void)state;
    wg_game *g = game(para_vs_grenadiers);
    pdice d = { 0 };
    Q(&d, WG_FOW_ROLL_TO_HIT, 4, 4, 4, 4, 1, 1, 1, 1, 1, 1);
    Q(&d, WG_FOW_ROLL_INFANTRY_SAVE, 3, 3, 3, 2);
    Q(&d, WG_FOW_ROLL_ASSAULT_HIT, 3, 5, 1);
    d.fill[WG_FOW_ROLL_ASSAULT_HIT] = 1; /* the grenadiers' counterattack misses */
    Q(&d, WG_FOW_ROLL_COUNTERATTACK, 4, 2);
    d.fill[WG_FOW_ROLL_RALLY] = 1; /* the next turn's Starting Step */
    d.fill[WG_FOW_ROLL_COMPANY_MORALE] = 6;
    assert_int_equal(wg_game_set_dice(g, by_purpose, &d), WG_OK);
    to_assault(g);
    assert_int_equal(declare_assault(g, 0), WG_OK);
    assert_int_equal(fow_decision_type(g), WG_DEC_MOVE); /* the charge */
    for (int t = 0; t < 4; t++)
        charge(g, t);
    int mark = wg_game_log_count(g);
    assert_int_equal(resolve(g), WG_OK);
    /* OF-A4: the window opens with its options, then the defender decides */
    wg_event win;
    assert_int_equal(fow_count_events(g, mark, WG_EV_DEFENSIVE_FIRE, &win), 1);
    assert_true(win.value > 0);
    assert_int_equal(fow_count_events(g, mark, WG_EV_FIRE_OPTION, NULL), win.value);
    wg_decision dec = expect(g, WG_DEC_DEFENSIVE_FIRE, 1);
    assert_int_equal(fow_choose(g, -1, 0), WG_OK); /* fire as the rules choose */
    wg_event shots;
    assert_int_equal(fow_count_events(g, mark, WG_FOW_EV_SHOTS, &shots), 5);
    assert_int_equal(shots.value, 2); /* from the halt: full ROF though they moved */
    assert_int_equal(shots.need, 4);
    wg_game_decision(g, &dec);
    assert_int_equal(dec.type, WG_DEC_ALLOCATE_HITS); /* the assaulting player allocates */
    assert_int_equal(dec.player, 0);
    assert_int_equal(dec.count, 4);
    int saves = wg_game_log_count(g);
    assert_int_equal(fow_choose(g, -1, 0), WG_OK);
    assert_int_equal(fow_find_die(g, saves, WG_FOW_ROLL_FIREPOWER, NULL), 0);
    assert_int_equal(fow_count_events(g, mark, WG_FOW_EV_FALL_BACK, NULL), 0); /* 4 < 5 */
    assert_int_equal(fow_count_events(g, mark, WG_EV_WINDOW_CLOSED, NULL), 1);
    /* OF-A7: the three surviving paratroopers hit on 3+; the grenadiers' player
     * allocates the two hits; they destroy two teams */
    wg_game_decision(g, &dec);
    assert_int_equal(dec.type, WG_DEC_ALLOCATE_HITS);
    assert_int_equal(dec.player, 1);
    assert_int_equal(dec.count, 2);
    assert_int_equal(fight_allocate(g), 1);
    wg_event hit;
    assert_int_equal(fow_find_die(g, mark, WG_FOW_ROLL_ASSAULT_HIT, &hit) >= 3, 1);
    assert_int_equal(hit.need, 3);
    int alive = 0;
    for (int t = 4; t < 9; t++)
        alive += wg_fow_alive(g, t);
    assert_int_equal(alive, 3);
    /* OF-A10: the grenadiers rolled 4 (4+) and chose to counterattack */
    wg_game_decision(g, &dec);
    assert_int_equal(dec.type, WG_DEC_CHOICE);
    assert_int_equal(dec.player, 1);
    assert_int_equal(fow_choose(g, -1, 1), WG_OK);
    /* their counterattack charge, the Americans' break-off moves and the grenadiers'
     * consolidation are the players' moves (OF-A10..OF-A12): made automatically here */
    int moves = auto_moves(g);
    assert_true(moves >= 2);
    wg_event ca;
    assert_int_equal(fow_find_die(g, mark, WG_FOW_ROLL_COUNTERATTACK, &ca), 2);
    assert_int_equal(ca.roll, 2);
    assert_int_equal(ca.need, 3); /* Fearless */
    /* OF-A11: the Americans break off and are pinned down; the grenadiers win */
    assert_int_equal(fow_count_events(g, mark, WG_FOW_EV_BREAK_OFF, NULL), 1);
    assert_true(wg_fow_pinned(g, 0));
    wg_event over;
    assert_int_equal(fow_count_events(g, mark, WG_FOW_EV_ASSAULT_OVER, &over), 1);
    assert_int_equal(over.player, 1);
    for (int t = 0; t < 4; t++) /* survivors moved a full move away from the nearest victor, or were captured */
        if (wg_fow_alive(g, t)) {
            wg_fow_team_info a = WG_FOW_TEAM_INFO_INIT;
            wg_fow_team(g, t, &a);
            assert_true(count_from(g, mark, WG_EV_MOVE, t) >= 1); /* moved away */
        }
    /* OF-A12: the winners took hits: they are pinned too */
    assert_true(wg_fow_pinned(g, 4));
    wg_game_free(g);
}

/* OF-A10, OF-A11, OF-A12 as the players' moves: the counterattack charge (towards the
 * enemy, at most 4"), the losers' break-off moves (away from the victors, at most a
 * full move) and the winners' consolidation (at most 4"), each with an automatic
 * answer (CHOOSE 0) and PASS for the teams left. */
/* para_vs_grenadiers with the dice `d` up to the grenadiers' counterattack charge
 * (OF-A10): every paratrooper charges, the fight's first round, and the grenadiers
 * pass their counterattack test; grenadier 8 (at 26", not in contact) may charge. */
static wg_game *to_counterattack_charge(pdice *d)
{
    wg_game *g = game(para_vs_grenadiers);
    Q(d, WG_FOW_ROLL_TO_HIT, 4, 4, 4, 4, 1, 1, 1, 1, 1, 1);
    Q(d, WG_FOW_ROLL_INFANTRY_SAVE, 3, 3, 3, 2);
    Q(d, WG_FOW_ROLL_ASSAULT_HIT, 3, 5, 1);
    d->fill[WG_FOW_ROLL_ASSAULT_HIT] = 1;
    Q(d, WG_FOW_ROLL_COUNTERATTACK, 4, 2);
    d->fill[WG_FOW_ROLL_RALLY] = 1;
    d->fill[WG_FOW_ROLL_COMPANY_MORALE] = 6;
    d->fill[WG_FOW_ROLL_PLATOON_MORALE] = 6; /* OF-A13 after the captures */
    assert_int_equal(wg_game_set_dice(g, by_purpose, d), WG_OK);
    to_assault(g);
    assert_int_equal(declare_assault(g, 0), WG_OK);
    for (int t = 0; t < 4; t++)
        charge(g, t);
    assert_int_equal(resolve(g), WG_OK);
    assert_int_equal(fow_choose(g, -1, 0), WG_OK); /* defensive fire */
    assert_int_equal(fow_choose(g, -1, 0), WG_OK); /* allocation */
    assert_int_equal(fight_allocate(g), 1);        /* the round's hits */
    assert_int_equal(fow_choose(g, -1, 1), WG_OK); /* the grenadiers counterattack */
    return g;
}

static void of_a10_a11_a12_charge_break_off_and_consolidation_are_decisions(void **state)
{
    (void)state;
    pdice d = { 0 };
    wg_game *g = to_counterattack_charge(&d);
    /* OF-A10: grenadier 8 (at 26", not in contact) charges: the grenadiers' move */
    wg_decision dec = expect(g, WG_DEC_MOVE, 1);
    wg_fow_team_info s = WG_FOW_TEAM_INFO_INIT;
    wg_fow_team(g, 8, &s);
    uint64_t h = wg_game_hash(g);
    assert_int_equal(fow_move(g, 8, s.x, s.y + IN(2), s.facing), WG_EILLEGAL); /* away */
    assert_int_equal(fow_move(g, 8, s.x - IN(5), s.y - IN(3), s.facing), WG_EILLEGAL); /* > 4" */
    assert_int_equal(fow_move(g, 0, IN(10), IN(21), 0), WG_EILLEGAL); /* not a counterattacker */
    assert_true(wg_game_hash(g) == h);
    wg_action acts[64];
    int n = wg_game_legal_actions(g, acts, 64), found = 0;
    for (int k = 0; k < n && !found; k++)
        if (acts[k].type == WG_ACT_MOVE && acts[k].unit == 8) {
            assert_int_equal(wg_game_apply(g, &acts[k]), WG_OK);
            found = 1;
        }
    assert_true(found);
    if (fow_decision_type(g) == WG_DEC_MOVE && dec.player == 1)
        assert_int_equal(fow_pass(g), WG_OK);
    /* the grenadiers miss; the Americans roll 2 and break off: player 0 moves them */
    wg_game_decision(g, &dec);
    assert_int_equal(dec.type, WG_DEC_MOVE);
    assert_int_equal(dec.player, 0);
    int team = dec.unit;
    wg_fow_team(g, team, &s);
    h = wg_game_hash(g);
    assert_int_equal(fow_move(g, team, s.x, s.y + IN(1), s.facing), WG_EILLEGAL); /* closer */
    assert_non_null(strstr(wg_game_last_error(g), "OF-A11"));
    assert_int_equal(fow_move(g, team, s.x, s.y - IN(7), s.facing), WG_EILLEGAL); /* > 6" */
    assert_true(wg_game_hash(g) == h);
    assert_int_equal(fow_move(g, team, s.x, s.y - IN(6), s.facing), WG_OK); /* a full move away */
    assert_int_equal(fow_move(g, team, s.x, s.y - IN(6), s.facing), WG_EILLEGAL); /* once */
    wg_fow_team(g, team, &s);
    assert_int_equal(fow_pass(g), WG_OK); /* the others stay: captured if within 4" */
    assert_true(wg_fow_alive(g, team)); /* 6" away: not captured */
    int captured = count_from(g, 0, WG_FOW_EV_CAPTURED, -1);
    assert_true(captured >= 1);
    assert_true(wg_fow_pinned(g, 0));
    /* OF-A12: the winners consolidate: at most 4" */
    wg_game_decision(g, &dec);
    assert_int_equal(dec.type, WG_DEC_MOVE);
    assert_int_equal(dec.player, 1);
    int w = dec.unit;
    wg_fow_team(g, w, &s);
    assert_int_equal(fow_move(g, w, s.x, s.y + IN(4.5), s.facing), WG_EILLEGAL);
    assert_int_equal(fow_move(g, w, s.x, s.y + IN(3), s.facing), WG_OK);
    if (fow_decision_type(g) == WG_DEC_MOVE && fow_phase(g) == WG_FOW_PHASE_ASSAULT)
        assert_int_equal(fow_choose(g, -1, 0), WG_OK); /* the rest stay where they are */
    wg_event over;
    assert_int_equal(count_from(g, 0, WG_FOW_EV_ASSAULT_OVER, -1), 1);
    assert_int_equal(fow_count_events(g, 0, WG_FOW_EV_ASSAULT_OVER, &over), 1);
    assert_int_equal(over.player, 1);
    assert_true(wg_fow_pinned(g, 4)); /* the winners took hits */
    wg_game_free(g);
}

/* 1 if team i's base, where it stands, overlaps a live other team's (the engine's
 * exact OF-X13 test, fow_team_under). */
static int on_another_team(const wg_game *g, int i)
{
    wg_tab_rect r = fow_rect(g, i);
    return fow_team_under(g, i, &r) >= 0;
}

/* A paratrooper (0) 4.5" from a grenadier (2), with a second paratrooper (1) standing in
 * contact with the grenadier just where 0's charge straight ahead would end. */
static const char para_charge_blocked[] =
    "companies:\n"
    "  - {player: 0, platoons: [{type: us_parachute_rifle_platoon, teams: [\n"
    "      {type: para_rifle_mg_team, at: [10, 20], facing: 90, moved: true},\n"
    "      {type: para_rifle_mg_team, at: [11.5, 23.5], facing: 90, moved: true}]}]}\n"
    "  - {player: 1, platoons: [{type: german_grenadier_platoon, teams: [\n"
    "      {type: rifle_mg_team, at: [10, 24.5], facing: 270, moved: true}]}]}\n";

/* OF-X13 in the assault: a charge may not end on top of another team's base, friend or
 * enemy; the listed charge goes round the friend in the way (a line 10 degrees to the
 * left) into contact. The grenadier's base reaches down to 24.5" - 12.5mm. */
static void of_x13_a_charge_may_not_end_on_another_team(void **state)
{
    (void)state;
    wg_game *g = game(para_charge_blocked);
    to_assault(g);
    assert_int_equal(declare_assault(g, 0), WG_OK);
    int32_t touching = IN(24.5) - 125 - 125;
    uint64_t h = wg_game_hash(g);
    assert_int_equal(fow_move(g, 0, IN(10), touching, DEG(90)), WG_EILLEGAL); /* straight on */
    assert_non_null(strstr(wg_game_last_error(g), "on top of Paratrooper Rifle/MG team"));
    assert_non_null(strstr(wg_game_last_error(g), "OF-X13"));
    assert_int_equal(fow_move(g, 0, IN(9.5), IN(23.9), DEG(90)), WG_EILLEGAL); /* the enemy */
    assert_non_null(strstr(wg_game_last_error(g), "on top of Rifle/MG team"));
    assert_true(wg_game_hash(g) == h);
    wg_action acts[64], listed = wg_action_make(WG_ACT_NONE);
    int n = wg_game_legal_actions(g, acts, 64);
    for (int k = 0; k < n && k < 64; k++)
        if (acts[k].type == WG_ACT_MOVE && acts[k].unit == 0)
            listed = acts[k];
    assert_int_equal(listed.type, WG_ACT_MOVE);
    assert_true(listed.x < IN(10) && listed.y > IN(23) && listed.y < touching);
    assert_int_equal(wg_game_apply(g, &listed), WG_OK);
    assert_false(on_another_team(g, 0));
    assert_int_equal(resolve(g), WG_OK);
    assert_int_equal(fow_decision_type(g), WG_DEC_DEFENSIVE_FIRE); /* it reached the enemy */
    wg_game_free(g);
}

/* Paratroopers and grenadiers as in para_vs_grenadiers, and a second paratrooper
 * platoon's team (4) 1.2" behind where paratrooper 0's charge ends. */
static const char para_vs_grenadiers_with_one_behind[] =
    "companies:\n"
    "  - {player: 0, platoons: [" FOUR_PARATROOPERS ",\n"
    "    {type: us_parachute_rifle_platoon, teams: [\n"
    "      {type: para_rifle_mg_team, at: [10, 21.3]}]}]}\n" FIVE_GRENADIERS;

/* OF-X13 when falling back (OF-A6): a fall-back move may not end on top of a team, and
 * the automatic one (CHOOSE 0) goes on past a team in its way. Paratrooper 0 would be
 * clear of the grenadiers at about 21.5", on top of paratrooper 4 at 21.3". */
static void of_x13_falling_back_goes_past_a_team_in_the_way(void **state)
{
    (void)state;
    wg_game *g = game(para_vs_grenadiers_with_one_behind);
    pdice d = { 0 };
    Q(&d, WG_FOW_ROLL_TO_HIT, 4, 4, 4, 4, 4, 1, 1, 1, 1, 1);
    Q(&d, WG_FOW_ROLL_INFANTRY_SAVE, 3, 3, 3, 3, 3);
    d.fill[WG_FOW_ROLL_RALLY] = 1;
    d.fill[WG_FOW_ROLL_COMPANY_MORALE] = 6;
    int mark = charge_in(g, &d, 4);
    assert_int_equal(fow_choose(g, -1, 0), WG_OK); /* defensive fire: five hits, all saved */
    assert_int_equal(fow_choose(g, -1, 0), WG_OK); /* allocation */
    expect(g, WG_DEC_MOVE, 0);                     /* OF-A6: falling back */
    wg_fow_team_info s = WG_FOW_TEAM_INFO_INIT;
    wg_fow_team(g, 0, &s);
    uint64_t h = wg_game_hash(g);
    assert_int_equal(fow_move(g, 0, s.x, IN(21.3), s.facing), WG_EILLEGAL);
    assert_non_null(strstr(wg_game_last_error(g), "OF-X13"));
    assert_true(wg_game_hash(g) == h);
    assert_int_equal(fow_choose(g, -1, 0), WG_OK); /* every team straight back */
    assert_int_equal(count_from(g, mark, WG_FOW_EV_ASSAULT_OVER, -1), 1);
    wg_fow_team(g, 0, &s);
    assert_true(s.y < IN(21.3) - 250);          /* it went on past paratrooper 4 */
    assert_false(on_another_team(g, 0));
    assert_true(IN(24.5) - 125 - (s.y + 125) > IN(2)); /* and is clear of the grenadiers */
    wg_game_free(g);
}

/* OF-X13 in a counterattack (OF-A10): paratrooper 3 is dead; grenadier 8's charge of
 * 4" straight at paratrooper 2, the nearest, would end on top of grenadier 7, which
 * has not moved yet. That charge is refused; the listed one goes round grenadier 7;
 * the automatic charges (CHOOSE 0) end on no other team. */
static void of_x13_a_counterattack_charge_goes_round_a_team_in_the_way(void **state)
{
    (void)state;
    pdice d = { 0 };
    wg_game *g = to_counterattack_charge(&d);
    expect(g, WG_DEC_MOVE, 1);
    assert_false(wg_fow_alive(g, 3));
    wg_fow_team_info s2 = WG_FOW_TEAM_INFO_INIT, s8 = WG_FOW_TEAM_INFO_INIT;
    wg_fow_team(g, 2, &s2);
    wg_fow_team(g, 8, &s8);
    double dx = s2.x - s8.x, dy = s2.y - s8.y, len = sqrt(dx * dx + dy * dy);
    int32_t x = s8.x + (int32_t)lround(dx * IN(3.99) / len), y = s8.y + (int32_t)lround(dy * IN(3.99) / len);
    int32_t facing = (int32_t)lround(atan2(dy, dx) * 180000.0 / 3.14159265358979) + 360000;
    uint64_t h = wg_game_hash(g);
    assert_int_equal(fow_move(g, 8, x, y, facing % 360000), WG_EILLEGAL);
    assert_non_null(strstr(wg_game_last_error(g), "on top of Rifle/MG team 4")); /* team 7 */
    assert_non_null(strstr(wg_game_last_error(g), "OF-X13"));
    assert_true(wg_game_hash(g) == h);
    wg_action acts[64], listed = wg_action_make(WG_ACT_NONE);
    int n = wg_game_legal_actions(g, acts, 64);
    for (int k = 0; k < n && k < 64; k++)
        if (acts[k].type == WG_ACT_MOVE && acts[k].unit == 8)
            listed = acts[k];
    assert_int_equal(listed.type, WG_ACT_MOVE);
    assert_true(listed.y < y); /* round the near side of grenadier 7 */
    assert_int_equal(wg_game_apply(g, &listed), WG_OK);
    assert_false(on_another_team(g, 8));
    assert_int_equal(fow_choose(g, -1, 0), WG_OK); /* grenadier 7 charges too */
    for (int t = 0; t < 9; t++)
        assert_false(wg_fow_alive(g, t) && on_another_team(g, t));
    wg_game_free(g);
}

/* para_vs_one_and_one with a second paratrooper platoon's team (3) standing by. */
static const char para_vs_one_and_one_and_a_bystander[] =
    "companies:\n"
    "  - {player: 0, platoons: [\n"
    "    {type: us_parachute_rifle_platoon, teams: [\n"
    "      {type: para_rifle_mg_team, at: [14, 20], moved: true}]},\n"
    "    {type: us_parachute_rifle_platoon, teams: [\n"
    "      {type: para_rifle_mg_team, at: [16, 21.5]}]}]}\n" ONE_AND_ONE;

/* OF-X13 when consolidating (OF-A12): the winning paratrooper may not end on top of the
 * paratrooper standing by, though within 4"; beside it, it may. */
static void of_x13_consolidation_may_not_end_on_another_team(void **state)
{
    (void)state;
    wg_game *g = game(para_vs_one_and_one_and_a_bystander);
    pdice d = { 0 };
    destroy_the_first_grenadier(g, &d, 2);
    assert_int_equal(fow_pass(g), WG_OK); /* grenadier 3 does not break off */
    expect(g, WG_DEC_MOVE, 0);             /* the paratrooper consolidates */
    uint64_t h = wg_game_hash(g);
    assert_int_equal(fow_move(g, 0, IN(16.5), IN(21.5), DEG(90)), WG_EILLEGAL);
    assert_non_null(strstr(wg_game_last_error(g), "OF-X13"));
    assert_true(wg_game_hash(g) == h);
    assert_int_equal(fow_move(g, 0, IN(14), IN(21.5), DEG(90)), WG_OK); /* beside it */
    assert_false(on_another_team(g, 0));
    wg_game_free(g);
}

/* OF-X13 when breaking off (OF-A11): the paratrooper that failed its counterattack
 * test may not break off onto the paratrooper of another platoon standing behind it;
 * the automatic break-off (CHOOSE 0) ends on no team. */
static void of_x13_a_break_off_may_not_end_on_another_team(void **state)
{
    (void)state;
    wg_game *g = game("companies:\n"
                      "  - {player: 0, platoons: [\n"
                      "    {type: us_parachute_rifle_platoon, teams: [\n"
                      "      {type: para_rifle_mg_team, at: [14, 20], moved: true}]},\n"
                      "    {type: us_parachute_rifle_platoon, teams: [\n"
                      "      {type: para_rifle_mg_team, at: [14, 18]}]}]}\n"
                      "  - {player: 1, platoons: [{type: german_grenadier_platoon, teams: [\n"
                      "      {type: rifle_mg_team, at: [14, 24.5], moved: true}]}]}\n");
    pdice d = { 0 };
    d.fill[WG_FOW_ROLL_TO_HIT] = 1;       /* the defensive fire misses */
    d.fill[WG_FOW_ROLL_ASSAULT_HIT] = 1;  /* nobody hits */
    d.fill[WG_FOW_ROLL_COUNTERATTACK] = 1;
    d.fill[WG_FOW_ROLL_RALLY] = 1;
    d.fill[WG_FOW_ROLL_PLATOON_MORALE] = 6;
    d.fill[WG_FOW_ROLL_COMPANY_MORALE] = 6;
    int mark = charge_in(g, &d, 1);
    for (int guard = 0; guard < 40 && !fow_count_events(g, mark, WG_FOW_EV_BREAK_OFF, NULL); guard++) {
        wg_decision dec;
        wg_game_decision(g, &dec);
        int v = dec.type == WG_DEC_CHOICE && dec.player == 1 ? 1 : 0; /* counterattack */
        assert_int_equal(fow_choose(g, -1, v), WG_OK);
    }
    expect(g, WG_DEC_MOVE, 0); /* the paratrooper breaks off */
    wg_fow_team_info s = WG_FOW_TEAM_INFO_INIT;
    wg_fow_team(g, 0, &s);
    uint64_t h = wg_game_hash(g);
    assert_int_equal(fow_move(g, 0, IN(14), IN(18.2), s.facing), WG_EILLEGAL);
    assert_non_null(strstr(wg_game_last_error(g), "OF-X13"));
    assert_true(wg_game_hash(g) == h);
    assert_int_equal(fow_choose(g, -1, 0), WG_OK);
    assert_true(wg_fow_alive(g, 0));
    assert_false(on_another_team(g, 0));
    wg_game_free(g);
}

/* Paratroopers: a bazooka team that moved, a Rifle/MG team that did not, behind a wall;
 * two StuGs (2, 3) ahead. */
static const char para_vs_stugs[] =
    "terrain: [{name: wall, kind: line, concealing: true, points: [[20, 21.2], [24, 21.2]]}]\n"
    "companies:\n"
    "  - {player: 0, platoons: [{type: us_parachute_rifle_platoon, teams: [\n"
    "      {type: bazooka_team, at: [14, 20], moved: true},\n"
    "      {type: para_rifle_mg_team, at: [22, 20]}]}]}\n"
    "  - {player: 1, platoons: [{type: stug_g_platoon, teams: [\n"
    "      {type: stug_g, at: [14, 24.5], facing: 270, moved: true},\n"
    "      {type: stug_g, at: [22, 24.5], facing: 270, moved: true}]}]}\n";

/* OF-E10 (OF-A2, OF-A5, OF-A7, OF-A9, OF-A11): Fearless paratroopers pass tank terror
 * on 5; the StuG contacted from concealment cannot defensive fire; bazooka hit, StuG
 * 1 + 3 = 4 = TA 4: bailed out; Gammon bombs TA 3, 1 + 1 = 2 < 3: destroyed. */
static void of_e10_infantry_against_stugs(void **state)
{
    (void)state;
    wg_game *g = game(para_vs_stugs);
    pdice d = { 0 };
    Q(&d, WG_FOW_ROLL_TANK_TERROR, 5);
    Q(&d, WG_FOW_ROLL_TO_HIT, 1, 1, 1);
    Q(&d, WG_FOW_ROLL_ASSAULT_HIT, 4, 3);
    Q(&d, WG_FOW_ROLL_ASSAULT_SAVE, 3, 1);
    assert_int_equal(wg_game_set_dice(g, by_purpose, &d), WG_OK);
    to_assault(g);
    int mark = wg_game_log_count(g);
    assert_int_equal(declare_assault(g, 0), WG_OK);
    wg_event terror;
    assert_int_equal(fow_find_die(g, mark, WG_FOW_ROLL_TANK_TERROR, &terror), 1);
    assert_int_equal(terror.need, 3);
    charge(g, 0);
    charge(g, 1);
    wg_fow_team_info s = WG_FOW_TEAM_INFO_INIT;
    wg_fow_team(g, 3, &s);
    assert_true(s.flags & WG_FOW_TEAM_SNEAKED_UP); /* OF-A5 */
    wg_fow_team(g, 2, &s);
    assert_false(s.flags & WG_FOW_TEAM_SNEAKED_UP); /* the bazooka team had moved */
    assert_int_equal(resolve(g), WG_OK);
    assert_true(count_from(g, mark, WG_EV_FIRE_OPTION, 2) > 0);
    assert_int_equal(count_from(g, mark, WG_EV_FIRE_OPTION, 3), 0);
    wg_action a = wg_action_make(WG_ACT_DECLARE); /* the sneaked-up StuG may not fire */
    a.unit = 3;
    a.weapon = 1;
    a.target = 1;
    assert_int_equal(wg_game_check(g, &a), WG_EILLEGAL);
    a.weapon = 0; /* its hull-mounted main gun never fires in defensive fire (OF-A4) */
    a.unit = 2;
    assert_int_equal(wg_game_check(g, &a), WG_EILLEGAL);
    assert_int_equal(fow_choose(g, -1, 0), WG_OK);
    assert_int_equal(fight_allocate(g), 1);
    wg_event shots;
    assert_int_equal(fow_count_events(g, mark, WG_FOW_EV_SHOTS, &shots), 1);
    assert_int_equal(shots.unit, 2);
    assert_int_equal(shots.value, 3); /* the hull MG, ROF 3 */
    wg_event save;
    assert_int_equal(fow_find_die(g, mark, WG_FOW_ROLL_ASSAULT_SAVE, &save), 2);
    assert_int_equal(save.need, 3); /* no effect on 3+: Gammon bombs 3 + 1 - top armour 1 */
    wg_event eff;
    int bailed = 0, killed = 0;
    for (int i = mark; i < wg_game_log_count(g); i++) {
        wg_game_log_event(g, i, &eff);
        if (eff.type == WG_FOW_EV_EFFECT && eff.target == 2 && eff.result == WG_FOW_BAILED_OUT &&
            eff.value == 4)
            bailed = 1;
        if (eff.type == WG_FOW_EV_EFFECT && eff.target == 3 && eff.result == WG_FOW_DESTROYED &&
            eff.value == 2)
            killed = 1;
    }
    assert_true(bailed); /* 1 + 3 = 4 = the bazooka's tank assault 4 */
    assert_true(killed); /* 1 + 1 = 2 < the Gammon bombs' 3 */
    /* OF-A9, OF-A11: no operational StuG left: the assault is won and the bailed-out
     * StuG is abandoned */
    assert_int_equal(count_from(g, mark, WG_FOW_EV_CAPTURED, 2), 1);
    assert_false(wg_fow_alive(g, 2));
    wg_game_free(g);
}

/* OF-D5, OF-A7 (interpretation, full rules): every infantry team has tank assault 2
 * at least ("German grenadiers using their hand grenades only have tank assault 2"):
 * a plain Rifle, MG or SMG team that hits a StuG makes it save on top armour 1 against
 * 2 (need 2+), and a 1 (total 2 = 2) bails it out. */
static void of_d5_a7_rifle_mg_smg_teams_have_tank_assault_2(void **state)
{
    (void)state;
    static const char *const types[] = { "rifle_team", "mg_team", "smg_team" };
    for (int k = 0; k < 3; k++) {
        char body[1024];
        snprintf(body, sizeof body,
                 "companies:\n"
                 "  - {player: 0, platoons: [{type: us_parachute_rifle_platoon, teams: [\n"
                 "      {type: %s, at: [14, 20], moved: true}]}]}\n"
                 "  - {player: 1, platoons: [{type: stug_g_platoon, teams: [\n"
                 "      {type: stug_g, at: [14, 24.5], facing: 270, moved: true}]}]}\n",
                 types[k]);
        wg_game *g = game(body);
        pdice d = { 0 };
        Q(&d, WG_FOW_ROLL_TANK_TERROR, 5);
        Q(&d, WG_FOW_ROLL_TO_HIT, 1, 1, 1);
        Q(&d, WG_FOW_ROLL_ASSAULT_HIT, 6);
        Q(&d, WG_FOW_ROLL_ASSAULT_SAVE, 1);
        d.fill[WG_FOW_ROLL_COUNTERATTACK] = 1;
        assert_int_equal(wg_game_set_dice(g, by_purpose, &d), WG_OK);
        to_assault(g);
        int mark = wg_game_log_count(g);
        assert_int_equal(declare_assault(g, 0), WG_OK);
        charge(g, 0);
        assert_int_equal(resolve(g), WG_OK);
        if (fow_decision_type(g) == WG_DEC_DEFENSIVE_FIRE)
            assert_int_equal(fow_choose(g, -1, 0), WG_OK); /* it must fire (OF-A4): misses */
        assert_int_equal(fight_allocate(g), 1);
        wg_event save;
        assert_int_equal(fow_find_die(g, mark, WG_FOW_ROLL_ASSAULT_SAVE, &save), 1);
        assert_int_equal(save.need, 2); /* 2 + 1 - top armour 1 */
        wg_game_free(g);
    }
}

/* Three Shermans (0..2) 4" from a Panzerschreck team (3), a PaK40 (4) behind a wall
 * and a Rifle/MG team (5). */
static const char shermans_vs_grenadiers[] =
    "terrain: [{name: wall, kind: line, going: difficult, concealing: true, bulletproof: true,\n"
    "           points: [[17, 23], [23, 23]]}]\n"
    FOW_SHERMANS_AND_GRENADIERS;

/* OF-E11 (OF-A3, OF-A4, OF-A6): a Sherman bogs at the wall; the PaK40 (AT 12) and the
 * Panzerschreck (AT 11) hit side armour 4; one destroyed and one bailed out: the
 * platoon falls back; the bogged tank that never reached the wall is freed. */
static void of_e11_shermans_fall_back(void **state)
{
    (void)state;
    wg_game *g = game(shermans_vs_grenadiers);
    pdice d = { 0 };
    Q(&d, WG_FOW_ROLL_BOG, 1);
    Q(&d, WG_FOW_ROLL_TO_HIT, 5, 1, 4, 1);
    Q(&d, WG_FOW_ROLL_ARMOUR_SAVE, 3, 2);
    Q(&d, WG_FOW_ROLL_FIREPOWER, 4, 2);
    assert_int_equal(wg_game_set_dice(g, by_purpose, &d), WG_OK);
    to_assault(g);
    int mark = wg_game_log_count(g);
    assert_int_equal(declare_assault(g, 0), WG_OK);
    assert_int_equal(fow_find_die(g, mark, WG_FOW_ROLL_TANK_TERROR, NULL), 0); /* tanks */
    charge(g, 0);
    charge(g, 1);
    charge(g, 2);
    assert_int_equal(fow_find_die(g, mark, WG_FOW_ROLL_BOG, NULL), 1); /* OF-A3 */
    assert_true(wg_fow_bogged(g, 1));
    assert_int_equal(resolve(g), WG_OK);
    assert_int_equal(fow_declare(g, 4, 0, 2), WG_OK); /* the PaK40 */
    assert_int_equal(fow_declare(g, 3, 0, 0), WG_OK); /* the Panzerschreck */
    assert_int_equal(fire_and_miss(g, &d), WG_OK); /* the other teams fire too, and miss */
    assert_int_equal(fow_decision_type(g), WG_DEC_ALLOCATE_HITS);
    assert_int_equal(fow_allocate(g, 0, 2), WG_OK);
    assert_int_equal(fow_allocate(g, 1, 0), WG_OK);
    wg_decision dec; /* OF-A6: the British player falls back */
    wg_game_decision(g, &dec);
    assert_int_equal(dec.type, WG_DEC_MOVE);
    assert_int_equal(dec.player, 0);
    assert_true(auto_moves(g) >= 1);
    assert_int_equal(fow_find_die(g, mark, WG_FOW_ROLL_HULL_TURRET, NULL), 0);
    wg_event fl;
    assert_int_equal(fow_count_events(g, mark, WG_FOW_EV_FLANK, &fl), 2);
    assert_int_equal(fl.value, 1); /* side armour (OF-A4) */
    assert_false(wg_fow_alive(g, 2));
    assert_true(wg_fow_bailed_out(g, 0));
    wg_event fb;
    assert_int_equal(fow_count_events(g, mark, WG_FOW_EV_FALL_BACK, &fb), 1);
    assert_int_equal(fb.extra, 2);
    assert_false(wg_fow_bogged(g, 1)); /* it never reached the wall */
    assert_true(wg_fow_bailed_out(g, 0)); /* falls back, still bailed out */
    wg_fow_team_info a = WG_FOW_TEAM_INFO_INIT;
    wg_fow_team(g, 0, &a);
    assert_true(a.y < IN(24.5) - 125 - 300 - IN(2)); /* more than 2" from the schreck */
    assert_int_equal(fow_count_events(g, mark, WG_EV_WINDOW_CLOSED, NULL), 1);
    assert_int_equal(fow_find_die(g, mark, WG_FOW_ROLL_ASSAULT_HIT, NULL), 0); /* no fight */
    wg_game_free(g);
}

/* Two Shermans (0, 1) against two PaK40s: 2 faces them, 3 faces away. */
static const char shermans_vs_paks[] =
    "companies:\n"
    "  - {player: 0, platoons: [{type: british_sherman_platoon, teams: [\n"
    "      {type: sherman_v, at: [14, 20], moved: true},\n"
    "      {type: sherman_v, at: [26, 20], moved: true}]}]}\n"
    "  - {player: 1, platoons: [{type: german_grenadier_platoon, teams: [\n"
    "      {type: pak40, at: [14, 24.5], facing: 270},\n"
    "      {type: pak40, at: [26, 24.5], facing: 90}]}]}\n";

/* OF-E12 (OF-A8, OF-A10): the PaK40 with the tank in its field of fire uses anti-tank
 * 12 against side armour 4 (and a firepower test); the other uses tank assault 2
 * against top armour 1; the guns fight though they do not move. */
static void of_e12_pak40s_in_an_assault(void **state)
{
    (void)state;
    wg_game *g = game(shermans_vs_paks);
    pdice d = { 0 };
    Q(&d, WG_FOW_ROLL_ASSAULT_HIT, 1, 1, 6, 6);
    Q(&d, WG_FOW_ROLL_COUNTERATTACK, 4, 1);
    Q(&d, WG_FOW_ROLL_ARMOUR_SAVE, 2);
    Q(&d, WG_FOW_ROLL_FIREPOWER, 5);
    Q(&d, WG_FOW_ROLL_ASSAULT_SAVE, 2);
    assert_int_equal(wg_game_set_dice(g, by_purpose, &d), WG_OK);
    to_assault(g);
    int mark = wg_game_log_count(g);
    assert_int_equal(declare_assault(g, 0), WG_OK);
    charge(g, 0);
    charge(g, 1);
    assert_int_equal(resolve(g), WG_OK);
    assert_int_equal(fow_count_events(g, mark, WG_EV_FIRE_OPTION, NULL) > 0, 1);
    assert_int_equal(count_from(g, mark, WG_EV_FIRE_OPTION, 3), 0); /* field of fire */
    assert_int_equal(fire_and_miss(g, &d), WG_OK); /* it fires, and misses (OF-A4) */
    /* the PaK40s took no hit but fight tanks: they roll to counterattack (OF-A10) */
    assert_int_equal(fow_decision_type(g), WG_DEC_CHOICE);
    assert_int_equal(fow_choose(g, -1, 1), WG_OK);
    assert_int_equal(fight_allocate(g), 1); /* the British player allocates the two hits */
    /* OF-A8: the PaK40 with a Sherman in its field of fire chooses its rating */
    wg_decision dec = expect(g, WG_DEC_CHOICE, 1);
    assert_int_equal(dec.unit, 2);
    assert_int_equal(dec.target, 0);
    assert_int_equal(fow_choose(g, -1, WG_FOW_CHOOSE_ANTI_TANK), WG_OK);
    auto_moves(g);
    wg_fow_team_info p = WG_FOW_TEAM_INFO_INIT;
    wg_fow_team(g, 2, &p);
    assert_int_equal(p.y, IN(24.5)); /* guns do not move to counterattack */
    int side = 0, top = 0;
    for (int i = mark; i < wg_game_log_count(g); i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        if (ev.type == WG_FOW_EV_EFFECT && ev.unit == 2 && ev.target == 0)
            side = (ev.extra & WG_FOW_MOD_SIDE) && ev.result == WG_FOW_DESTROYED && ev.value == 6;
        if (ev.type == WG_FOW_EV_EFFECT && ev.unit == 3 && ev.target == 1)
            top = ev.result == WG_FOW_NO_EFFECT && ev.value == 3;
    }
    assert_true(side); /* 4 + 2 = 6 < 12, firepower 5 >= 3+: destroyed */
    assert_true(top);  /* 1 + 2 = 3 > tank assault 2: no effect */
    wg_event save;
    assert_int_equal(fow_find_die(g, mark, WG_FOW_ROLL_ASSAULT_SAVE, &save), 1);
    assert_int_equal(save.need, 2);
    /* the Shermans fail their counterattack roll of 1 and break off */
    assert_int_equal(fow_count_events(g, mark, WG_FOW_EV_BREAK_OFF, NULL), 1);
    wg_game_free(g);
}

/* Paratroopers 0 and 1 in front of grenadiers 2 and 3 (2.5" apart: each within 2"/5cm
 * of both paratroopers after the charge); grenadier 4 far to the right. */
static const char paras_vs_two[] =
    "companies:\n"
    "  - {player: 0, platoons: [{type: us_parachute_rifle_platoon, teams: [\n"
    "      {type: para_rifle_mg_team, at: [13, 20], moved: true},\n"
    "      {type: para_rifle_mg_team, at: [15.5, 20], moved: true}]}]}\n"
    "  - {player: 1, platoons: [{type: german_grenadier_platoon, teams: [\n"
    "      {type: rifle_mg_team, at: [13, 24.5], moved: true},\n"
    "      {type: rifle_mg_team, at: [15.5, 24.5], moved: true},\n"
    "      {type: rifle_mg_team, at: [30, 24.5], moved: true}]}]}\n";

/* Both paratroopers charge, the grenadiers hold fire, both hit: the allocation. */
static wg_game *two_hits_to_allocate(pdice *d)
{
    wg_game *g = game(paras_vs_two);
    Q(d, WG_FOW_ROLL_ASSAULT_HIT, 6, 6);
    d->fill[WG_FOW_ROLL_COUNTERATTACK] = 6;
    d->fill[WG_FOW_ROLL_ASSAULT_HIT] = 1;
    charge_in(g, d, 2);
    assert_int_equal(fire_and_miss(g, d), WG_OK); /* it fires, and misses (OF-A4) */
    return g;
}

/* OF-A7: the player whose teams are hit allocates the hits ("just like shooting"):
 * each to one of their teams within 2"/5cm of the team that hit, evenly; a refused
 * allocation changes nothing. */
static void of_a7_the_hit_player_allocates_evenly_within_2_inches(void **state)
{
    (void)state;
    pdice d = { 0 };
    wg_game *g = two_hits_to_allocate(&d);
    wg_decision dec = expect(g, WG_DEC_ALLOCATE_HITS, 1);
    assert_int_equal(dec.count, 2);
    assert_int_equal(wg_fow_hit_count(g), 2);
    wg_fow_hit_info hit = WG_FOW_HIT_INFO_INIT;
    assert_int_equal(wg_fow_hit(g, 0, &hit), WG_OK);
    assert_int_equal(hit.shooter, 0);
    assert_int_equal(hit.team, -1);
    uint64_t h = wg_game_hash(g);
    assert_int_equal(fow_allocate(g, 0, 4), WG_EILLEGAL); /* more than 2" from the hitter */
    assert_non_null(strstr(wg_game_last_error(g), "OF-A7"));
    assert_int_equal(fow_allocate(g, 0, 0), WG_EILLEGAL); /* not one of theirs */
    assert_true(wg_game_hash(g) == h);
    assert_int_equal(fow_allocate(g, 0, 3), WG_OK); /* the farther one: the player's choice */
    assert_int_equal(fow_allocate(g, 1, 3), WG_EILLEGAL); /* evenly: 2 first */
    assert_non_null(strstr(wg_game_last_error(g), "evenly"));
    int mark = wg_game_log_count(g);
    assert_int_equal(fow_allocate(g, 1, 2), WG_OK);
    wg_event al;
    assert_int_equal(fow_count_events(g, 0, WG_FOW_EV_ALLOCATED, &al), 2);
    assert_int_equal(al.unit, 1);
    assert_int_equal(al.target, 2);
    assert_true(count_from(g, mark, WG_FOW_EV_EFFECT, -1) == 2); /* then the hits land */
    assert_false(wg_fow_alive(g, 2));
    assert_false(wg_fow_alive(g, 3));
    assert_true(wg_fow_alive(g, 4));
    wg_game_free(g);
}

/* OF-A7: CHOOSE 0 allocates as the rules would (the fewest hits, then the closest):
 * each grenadier takes one of the two hits. */
static void of_a7_automatic_allocation_spreads_the_hits(void **state)
{
    (void)state;
    pdice d = { 0 };
    wg_game *g = two_hits_to_allocate(&d);
    assert_int_equal(fow_choose(g, -1, 0), WG_OK);
    assert_false(wg_fow_alive(g, 2));
    assert_false(wg_fow_alive(g, 3));
    wg_game_free(g);
}

/* The PaK40s' counterattack after the Shermans miss: both PaK40s hit (the British player
 * allocates them); the PaK40 facing Sherman 0 chooses its rating next. */
static wg_game *pak_choice(pdice *d)
{
    wg_game *g = game(shermans_vs_paks);
    Q(d, WG_FOW_ROLL_ASSAULT_HIT, 1, 1, 6, 6);
    Q(d, WG_FOW_ROLL_COUNTERATTACK, 4, 1);
    d->fill[WG_FOW_ROLL_ASSAULT_SAVE] = 2;
    d->fill[WG_FOW_ROLL_ARMOUR_SAVE] = 2;
    d->fill[WG_FOW_ROLL_FIREPOWER] = 5;
    charge_in(g, d, 2);
    assert_int_equal(fire_and_miss(g, d), WG_OK); /* it fires, and misses (OF-A4) */
    assert_int_equal(fow_choose(g, -1, 1), WG_OK); /* the PaK40s counterattack */
    assert_int_equal(fow_allocate(g, 0, 0), WG_OK);
    assert_int_equal(fow_allocate(g, 1, 1), WG_OK);
    return g;
}

/* OF-A8: the gun's owner may use the tank assault rating against top armour instead:
 * Sherman top 1 + 1 = 2 = tank assault 2: bailed out, no firepower test. The choice
 * survives a save and load; a value that is not a choice is refused. */
static void of_a8_gun_owner_chooses_tank_assault_against_top_armour(void **state)
{
    (void)state;
    pdice d = { 0 };
    wg_game *g = pak_choice(&d);
    wg_decision dec = expect(g, WG_DEC_CHOICE, 1);
    assert_int_equal(dec.unit, 2);
    assert_int_equal(dec.target, 0);
    char prompt[200]; /* issue 18: the prompt of "fow.gun_choice" */
    wg_decision_describe(g, &dec, prompt, sizeof prompt);
    assert_string_equal(prompt, "player 1: choose whether 7.5cm PaK40 1 fights Sherman V 1 with "
                                "its anti-tank or its tank assault rating");
    wg_action acts[8];
    assert_int_equal(wg_game_legal_actions(g, acts, 8), 3); /* 0 (the odds), 1, 2 */
    uint64_t h = wg_game_hash(g);
    assert_int_equal(fow_choose(g, -1, 3), WG_EILLEGAL);
    assert_true(wg_game_hash(g) == h);
    size_t len = 0; /* a save in the middle of the fight resumes at the gun's choice */
    assert_int_equal(wg_game_save(g, NULL, 0, &len), WG_OK);
    char *buf = malloc(len + 1);
    assert_non_null(buf);
    assert_int_equal(wg_game_save(g, buf, len + 1, &len), WG_OK);
    wg_game *l = NULL;
    wg_error err;
    assert_int_equal(wg_game_load(&l, buf, len, "pak.yaml", NULL, &err), WG_OK);
    free(buf);
    assert_true(wg_game_hash(l) == h);
    wg_decision ld;
    wg_game_decision(l, &ld);
    assert_int_equal(ld.type, WG_DEC_CHOICE);
    assert_int_equal(ld.unit, 2);
    wg_game_free(l);
    int mark = wg_game_log_count(g);
    Q(&d, WG_FOW_ROLL_ASSAULT_SAVE, 1);
    assert_int_equal(fow_choose(g, -1, WG_FOW_CHOOSE_TANK_ASSAULT), WG_OK);
    wg_event ch;
    assert_int_equal(fow_count_events(g, mark, WG_FOW_EV_GUN_CHOICE, &ch), 1);
    assert_int_equal(ch.value, WG_FOW_CHOOSE_TANK_ASSAULT);
    assert_int_equal(ch.result, 0); /* the player's choice */
    assert_int_equal(fow_find_die(g, mark, WG_FOW_ROLL_ASSAULT_SAVE, NULL), 2); /* both PaK40s */
    assert_int_equal(fow_find_die(g, mark, WG_FOW_ROLL_FIREPOWER, NULL), 0);
    int bailed = 0;
    for (int i = mark; i < wg_game_log_count(g); i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        if (ev.type == WG_FOW_EV_EFFECT && ev.unit == 2 && ev.target == 0)
            bailed = ev.result == WG_FOW_BAILED_OUT && ev.value == 2 && ev.extra == 0;
    }
    assert_true(bailed); /* then abandoned when the Shermans break off (OF-A11) */
    wg_game_free(g);
}

/* OF-A8: CHOOSE 0 takes the better odds, as the built-in agent does: anti-tank 12
 * against side armour 4 beats tank assault 2 against top armour 1. */
static void of_a8_choose_0_takes_the_better_odds(void **state)
{
    (void)state;
    pdice d = { 0 };
    wg_game *g = pak_choice(&d);
    int mark = wg_game_log_count(g);
    assert_int_equal(fow_choose(g, -1, 0), WG_OK);
    wg_event ch;
    assert_int_equal(fow_count_events(g, mark, WG_FOW_EV_GUN_CHOICE, &ch), 1);
    assert_int_equal(ch.value, WG_FOW_CHOOSE_ANTI_TANK);
    assert_int_equal(ch.result, 1);
    assert_false(wg_fow_alive(g, 0)); /* 4 + 2 = 6 < 12, firepower 5: destroyed */
    wg_game_free(g);
}

/* OF-A1: a charge is at most 4"/10cm, towards the enemy; teams within 4"/10cm must end
 * in contact; guns and teams that shot at full ROF cannot charge. */
static wg_fow_team_info team_info(const wg_game *g, int team)
{
    wg_fow_team_info t = WG_FOW_TEAM_INFO_INIT;
    assert_int_equal(wg_fow_team(g, team, &t), WG_OK);
    return t;
}

/* Issue 18: a charge's WG_EV_MOVE carries its path, as every move does: from where
 * the team stood (value, extra) to where it ends (x, y), so a GUI can animate it. */
static void a_charge_move_event_carries_its_path(void **state)
{
    (void)state;
    wg_game *g = game(para_vs_grenadiers);
    to_assault(g);
    assert_int_equal(declare_assault(g, 0), WG_OK);
    wg_fow_team_info before = team_info(g, 1);
    int mark = wg_game_log_count(g);
    charge(g, 1);
    wg_fow_team_info after = team_info(g, 1);
    int moves = 0;
    for (int i = mark; i < wg_game_log_count(g); i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        if (ev.type != WG_EV_MOVE)
            continue;
        moves++;
        assert_int_equal(ev.unit, 1);
        assert_int_equal(ev.value, before.x);
        assert_int_equal(ev.extra, before.y);
        assert_int_equal(ev.x, after.x);
        assert_int_equal(ev.y, after.y);
    }
    assert_int_equal(moves, 1);
    assert_true(after.x != before.x || after.y != before.y);
    wg_game_free(g);
}

static void of_a1_charge_rules(void **state)
{
    (void)state;
    wg_game *g = game(
        "companies:\n"
        "  - {player: 0, platoons: [{type: us_parachute_rifle_platoon, teams: [\n"
        "      {type: para_rifle_mg_team, at: [10, 20], moved: true},\n"
        "      {type: para_rifle_mg_team, at: [14, 20], shot: true},\n"
        "      {type: m2_mortar, at: [18, 20], moved: true},\n"
        "      {type: para_rifle_mg_team, at: [22, 14], moved: true}]}]}\n"
        "  - {player: 1, platoons: [{type: german_grenadier_platoon, teams: [\n"
        "      {type: rifle_mg_team, at: [10, 24.5], moved: true},\n"
        "      {type: rifle_mg_team, at: [22, 24.5], moved: true}]}]}\n");
    to_assault(g);
    assert_int_equal(declare_assault(g, 0), WG_OK);
    wg_action a = wg_action_make(WG_ACT_MOVE);
    a.unit = 0;
    a.x = IN(10);
    a.y = IN(22); /* closer but not in contact though within 4" */
    a.value = DEG(90);
    assert_int_equal(wg_game_check(g, &a), WG_EILLEGAL);
    a.y = IN(25); /* more than 4" */
    assert_int_equal(wg_game_check(g, &a), WG_EILLEGAL);
    a.unit = 1; /* shot at full ROF without moving */
    a.x = IN(14);
    a.y = IN(22);
    assert_int_equal(wg_game_check(g, &a), WG_EILLEGAL);
    a.unit = 2; /* a gun team */
    a.x = IN(18);
    assert_int_equal(wg_game_check(g, &a), WG_EILLEGAL);
    a.unit = 3; /* more than 8" away: takes no part */
    a.x = IN(22);
    a.y = IN(18);
    assert_int_equal(wg_game_check(g, &a), WG_EILLEGAL);
    assert_int_equal(resolve(g), WG_EILLEGAL); /* nobody has charged */
    assert_int_equal(fow_pass(g), WG_OK);     /* the assault is called off */
    wg_game_free(g);
}

/* OF-A2: failing the tank terror test (Confident 4+, a 3) stops the assault. */
static void of_a2_tank_terror_failed(void **state)
{
    (void)state;
    wg_game *g = game(
        "companies:\n"
        "  - {player: 0, platoons: [{type: german_grenadier_platoon, teams: [\n"
        "      {type: rifle_mg_team, at: [14, 20], moved: true}]}]}\n"
        "  - {player: 1, platoons: [{type: british_sherman_platoon, teams: [\n"
        "      {type: sherman_v, at: [14, 24.5], facing: 270}]}]}\n");
    pdice d = { 0 };
    Q(&d, WG_FOW_ROLL_TANK_TERROR, 3);
    assert_int_equal(wg_game_set_dice(g, by_purpose, &d), WG_OK);
    to_assault(g);
    int mark = wg_game_log_count(g);
    assert_int_equal(declare_assault(g, 0), WG_OK);
    wg_event ev;
    assert_int_equal(fow_count_events(g, mark, WG_FOW_EV_ASSAULT, &ev), 1);
    assert_int_equal(ev.result, 0);
    assert_int_equal(fow_phase(g) != WG_FOW_PHASE_ASSAULT || fow_decision_type(g) != WG_DEC_MOVE,
                     1); /* no charge */
    wg_game_free(g);
}

/* OF-A6: five defensive-fire hits on infantry: the platoon falls back beyond 2"/5cm
 * and the assault is over. OF-A13: platoon morale is checked when the step ends. */
static void of_a6_five_hits_fall_back_and_a13_morale(void **state)
{
    (void)state;
    wg_game *g = game(para_vs_grenadiers);
    pdice d = { 0 };
    Q(&d, WG_FOW_ROLL_TO_HIT, 4, 4, 4, 4, 4, 1, 1, 1, 1, 1);
    Q(&d, WG_FOW_ROLL_INFANTRY_SAVE, 1, 1, 1, 3, 3);
    Q(&d, WG_FOW_ROLL_PLATOON_MORALE, 6);
    d.fill[WG_FOW_ROLL_RALLY] = 1;
    d.fill[WG_FOW_ROLL_COMPANY_MORALE] = 6;
    int mark = charge_in(g, &d, 4);
    assert_int_equal(fow_choose(g, -1, 0), WG_OK);
    assert_int_equal(fow_choose(g, -1, 0), WG_OK); /* allocation */
    assert_int_equal(auto_moves(g), 1);            /* falling back */
    wg_event fb;
    assert_int_equal(fow_count_events(g, mark, WG_FOW_EV_FALL_BACK, &fb), 1);
    assert_int_equal(fb.value, 5);
    for (int t = 0; t < 4; t++) {
        if (!wg_fow_alive(g, t))
            continue;
        wg_fow_team_info a = WG_FOW_TEAM_INFO_INIT;
        wg_fow_team(g, t, &a);
        assert_true(IN(24.5) - 125 - (a.y + 125) > IN(2));
    }
    assert_int_equal(fow_find_die(g, mark, WG_FOW_ROLL_ASSAULT_HIT, NULL), 0);
    /* three of four destroyed, one alive: morale at the end of the Assault Step */
    wg_event m;
    assert_int_equal(fow_find_die(g, mark, WG_FOW_ROLL_PLATOON_MORALE, &m), 1);
    assert_int_equal(m.need, 3);
    wg_game_free(g);
}

/* OF-A6: falling back is the assaulting player's move: each team within 2"/5cm of the
 * enemy moves at most a full move, away from the enemy, to more than 2"/5cm from every
 * enemy team; it cannot stay (PASS is refused); CHOOSE 0 moves the rest. */
static void of_a6_falling_back_is_the_assaulting_players_move(void **state)
{
    (void)state;
    wg_game *g = game(para_vs_grenadiers);
    pdice d = { 0 };
    Q(&d, WG_FOW_ROLL_TO_HIT, 4, 4, 4, 4, 4, 1, 1, 1, 1, 1);
    Q(&d, WG_FOW_ROLL_INFANTRY_SAVE, 3, 3, 3, 3, 3);
    d.fill[WG_FOW_ROLL_RALLY] = 1;
    d.fill[WG_FOW_ROLL_COMPANY_MORALE] = 6;
    int mark = charge_in(g, &d, 4);
    assert_int_equal(fow_choose(g, -1, 0), WG_OK); /* defensive fire: five hits, all saved */
    assert_int_equal(fow_choose(g, -1, 0), WG_OK); /* allocation */
    wg_decision dec = expect(g, WG_DEC_MOVE, 0);
    assert_int_equal(dec.unit, 0);
    wg_fow_team_info s = WG_FOW_TEAM_INFO_INIT;
    wg_fow_team(g, 0, &s);
    uint64_t h = wg_game_hash(g);
    assert_int_equal(fow_pass(g), WG_EILLEGAL); /* it must fall back */
    assert_int_equal(fow_move(g, 0, s.x, s.y - IN(1), s.facing), WG_EILLEGAL); /* not clear */
    assert_non_null(strstr(wg_game_last_error(g), "OF-A6"));
    assert_int_equal(fow_move(g, 0, s.x, s.y - IN(6.5), s.facing), WG_EILLEGAL); /* > 6" */
    assert_int_equal(fow_move(g, 0, s.x + IN(1), s.y + IN(0.5), s.facing), WG_EILLEGAL);
    assert_true(wg_game_hash(g) == h);
    assert_int_equal(fow_move(g, 0, s.x, s.y - IN(3), s.facing), WG_OK);
    assert_int_equal(fow_move(g, 0, s.x, s.y - IN(5), s.facing), WG_EILLEGAL); /* once */
    assert_int_equal(fow_choose(g, -1, 0), WG_OK); /* the others straight back */
    for (int t = 0; t < 4; t++) {
        wg_fow_team_info a = WG_FOW_TEAM_INFO_INIT;
        wg_fow_team(g, t, &a);
        assert_true(IN(24.5) - 125 - (a.y + 125) > IN(2));
    }
    wg_fow_team(g, 0, &s);
    assert_int_equal(count_from(g, mark, WG_FOW_EV_ASSAULT_OVER, -1), 1);
    wg_game_free(g);
}

/* Paratrooper 0 in front of grenadier 1 (within 4"); grenadier 2 of the same platoon
 * 7" to the side, out of the fight's 4"/10cm but within 8"/20cm. */
static const char para_vs_one_and_one[] =
    "companies:\n"
    "  - {player: 0, platoons: [{type: us_parachute_rifle_platoon, teams: [\n"
    "      {type: para_rifle_mg_team, at: [14, 20], moved: true}]}]}\n" ONE_AND_ONE;


/* OF-A12: a paratrooper that consolidates to within 2"/5cm of the grenadier that broke
 * off (and stayed) makes its owner move it away: more than 2"/5cm, no closer. */
static void of_a12_losing_team_makes_way_after_consolidation(void **state)
{
    (void)state;
    wg_game *g = game(para_vs_one_and_one);
    pdice d = { 0 };
    int mark = destroy_the_first_grenadier(g, &d, 1);
    assert_int_equal(fow_decision_type(g), WG_DEC_MOVE); /* grenadier 2 may break off */
    assert_int_equal(fow_pass(g), WG_OK);                 /* it stays: 5" off, not captured */
    assert_true(wg_fow_alive(g, 2));
    wg_fow_team_info s = WG_FOW_TEAM_INFO_INIT;
    wg_fow_team(g, 0, &s);
    assert_int_equal(fow_move(g, 0, s.x + IN(3.5), s.y, s.facing), WG_OK); /* consolidates */
    wg_event way;
    assert_int_equal(fow_count_events(g, mark, WG_FOW_EV_MAKE_WAY, &way), 1);
    assert_int_equal(way.unit, 2);
    wg_decision dec = expect(g, WG_DEC_MOVE, 1);
    assert_int_equal(dec.unit, 2);
    wg_fow_team(g, 2, &s);
    uint64_t h = wg_game_hash(g);
    assert_int_equal(fow_move(g, 2, s.x + IN(0.3), s.y, s.facing), WG_EILLEGAL); /* 1.8" */
    assert_non_null(strstr(wg_game_last_error(g), "OF-A12"));
    assert_int_equal(fow_move(g, 2, s.x - IN(1), s.y, s.facing), WG_EILLEGAL); /* closer */
    assert_int_equal(fow_pass(g), WG_EILLEGAL); /* it must move */
    assert_true(wg_game_hash(g) == h);
    assert_int_equal(fow_move(g, 2, s.x + IN(1), s.y, s.facing), WG_OK);
    wg_event over;
    assert_int_equal(fow_count_events(g, mark, WG_FOW_EV_ASSAULT_OVER, &over), 1);
    assert_int_equal(over.player, 0);
    wg_game_free(g);
}

/* A paratrooper 4.5" from a StuG; a hedge (difficult going) 6.5" behind the StuG. */
static const char para_vs_stug_hedge[] =
    "terrain: [{name: hedge, kind: line, going: difficult, points: [[10, 31], [18, 31]]}]\n"
    "companies:\n"
    "  - {player: 0, platoons: [{type: us_parachute_rifle_platoon, teams: [\n"
    "      {type: para_rifle_mg_team, at: [14, 20], moved: true}]}]}\n"
    "  - {player: 1, platoons: [{type: stug_g_platoon, teams: [\n"
    "      {type: stug_g, at: [14, 24.5], facing: 270, moved: true}]}]}\n";

/* OF-A11 with OF-M2 (interpretation): a break-off move is a move: a StuG breaking off
 * through a hedge moves at most 8"/20cm, takes a bogging check and, bogged on a 1,
 * stops where it enters the hedge. */
static void of_a11_m2_breaking_off_through_rough_going_bogs(void **state)
{
    (void)state;
    wg_game *g = game(para_vs_stug_hedge);
    pdice d = { 0 };
    Q(&d, WG_FOW_ROLL_TANK_TERROR, 5);
    Q(&d, WG_FOW_ROLL_ASSAULT_HIT, 1);
    Q(&d, WG_FOW_ROLL_BOG, 1);
    d.fill[WG_FOW_ROLL_RALLY] = 1;
    d.fill[WG_FOW_ROLL_COMPANY_MORALE] = 6;
    int mark = charge_in(g, &d, 1);
    assert_int_equal(fire_and_miss(g, &d), WG_OK); /* it fires and misses; the para misses */
    assert_int_equal(fow_decision_type(g), WG_DEC_CHOICE);
    assert_int_equal(fow_choose(g, -1, 0), WG_OK); /* the StuG breaks off */
    wg_decision dec = expect(g, WG_DEC_MOVE, 1);
    assert_int_equal(dec.unit, 1);
    wg_fow_team_info s = WG_FOW_TEAM_INFO_INIT;
    wg_fow_team(g, 1, &s);
    uint64_t h = wg_game_hash(g);
    assert_int_equal(fow_move(g, 1, s.x, s.y + IN(10), s.facing), WG_EILLEGAL); /* > 8" */
    assert_non_null(strstr(wg_game_last_error(g), "OF-M2"));
    assert_true(wg_game_hash(g) == h);
    assert_int_equal(fow_find_die(g, mark, WG_FOW_ROLL_BOG, NULL), 0);
    assert_int_equal(fow_move(g, 1, s.x, s.y + IN(7.5), s.facing), WG_OK);
    wg_event bog;
    assert_int_equal(fow_find_die(g, mark, WG_FOW_ROLL_BOG, &bog), 1);
    assert_int_equal(bog.need, 2);
    wg_event stop;
    assert_int_equal(fow_count_events(g, mark, WG_FOW_EV_BOGGED, &stop), 1);
    assert_true(stop.y < IN(31) + 300 && stop.y > s.y); /* where it enters the hedge */
    assert_true(wg_fow_bogged(g, 1) || !wg_fow_alive(g, 1));
    wg_game_free(g);
}

/* A Sherman 4.5" from a Rifle/MG team (another platoon far off); a hedge runs across
 * its right. */
static const char sherman_vs_rifle_hedge[] =
    "terrain: [{name: hedge, kind: line, going: difficult, points: [[17, 18], [17, 28]]}]\n"
    "companies:\n"
    "  - {player: 0, platoons: [{type: british_sherman_platoon, teams: [\n"
    "      {type: sherman_v, at: [14, 20], moved: true}]}]}\n"
    "  - {player: 1, platoons: [{type: german_grenadier_platoon, teams: [\n"
    "      {type: rifle_mg_team, at: [14, 24.5], moved: true}]},\n"
    "      {type: german_grenadier_platoon, teams: [{type: rifle_mg_team, at: [40, 44]}]}]}\n";

/* OF-A12 with OF-M2 (interpretation): a consolidation move is a move: a Sherman
 * consolidating across a hedge takes a bogging check (difficult going: 2+). */
static void of_a12_m2_consolidating_across_rough_going_takes_a_bogging_check(void **state)
{
    (void)state;
    wg_game *g = game(sherman_vs_rifle_hedge);
    pdice d = { 0 };
    Q(&d, WG_FOW_ROLL_ASSAULT_HIT, 6);
    Q(&d, WG_FOW_ROLL_BOG, 3);
    d.fill[WG_FOW_ROLL_PLATOON_MORALE] = 6;
    d.fill[WG_FOW_ROLL_COMPANY_MORALE] = 6;
    d.fill[WG_FOW_ROLL_TO_HIT] = 1; /* the defensive fire misses */
    int mark = charge_in(g, &d, 1);
    if (fow_decision_type(g) == WG_DEC_DEFENSIVE_FIRE)
        assert_int_equal(fow_choose(g, -1, 0), WG_OK); /* it must fire (OF-A4) */
    assert_int_equal(fight_allocate(g), 1); /* the Rifle/MG team is destroyed */
    wg_decision dec;
    wg_game_decision(g, &dec);
    assert_int_equal(dec.type, WG_DEC_MOVE); /* the Sherman consolidates */
    assert_int_equal(dec.player, 0);
    wg_fow_team_info s = WG_FOW_TEAM_INFO_INIT;
    wg_fow_team(g, 0, &s);
    assert_int_equal(fow_move(g, 0, s.x + IN(4), s.y, s.facing), WG_OK);
    wg_event bog;
    assert_int_equal(fow_find_die(g, mark, WG_FOW_ROLL_BOG, &bog), 1);
    assert_int_equal(bog.roll, 3);
    assert_false(wg_fow_bogged(g, 0)); /* a 3 crosses safely */
    wg_fow_team(g, 0, &s);
    assert_true(s.x > IN(17));
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(of_a4_defensive_fire_is_not_optional),
        cmocka_unit_test(of_e9_paratroopers_assault_grenadiers),
        cmocka_unit_test(of_x8_sherman_hit_destroys_a_stug_in_an_assault),
        cmocka_unit_test(of_x9_automatic_break_off_avoids_other_victors),
        cmocka_unit_test(of_x10_charge_over_a_wall_by_the_base_bogs),
        cmocka_unit_test(of_x11_a_platoon_no_charge_reached_is_not_assaulted),
        cmocka_unit_test(of_x12_defensive_fire_turret_turns_to_the_named_team),
        cmocka_unit_test(of_a10_a11_a12_charge_break_off_and_consolidation_are_decisions),
        cmocka_unit_test(of_e10_infantry_against_stugs),
        cmocka_unit_test(of_d5_a7_rifle_mg_smg_teams_have_tank_assault_2),
        cmocka_unit_test(of_e11_shermans_fall_back),
        cmocka_unit_test(of_e12_pak40s_in_an_assault),
        cmocka_unit_test(of_a7_the_hit_player_allocates_evenly_within_2_inches),
        cmocka_unit_test(of_a7_automatic_allocation_spreads_the_hits),
        cmocka_unit_test(of_a8_gun_owner_chooses_tank_assault_against_top_armour),
        cmocka_unit_test(of_a8_choose_0_takes_the_better_odds),
        cmocka_unit_test(of_a1_charge_rules),
        cmocka_unit_test(a_charge_move_event_carries_its_path),
        cmocka_unit_test(of_a2_tank_terror_failed),
        cmocka_unit_test(of_a6_five_hits_fall_back_and_a13_morale),
        cmocka_unit_test(of_a6_falling_back_is_the_assaulting_players_move),
        cmocka_unit_test(of_a12_losing_team_makes_way_after_consolidation),
        cmocka_unit_test(of_a11_m2_breaking_off_through_rough_going_bogs),
        cmocka_unit_test(of_a12_m2_consolidating_across_rough_going_takes_a_bogging_check),
        cmocka_unit_test(of_x13_a_charge_may_not_end_on_another_team),
        cmocka_unit_test(of_x13_falling_back_goes_past_a_team_in_the_way),
        cmocka_unit_test(of_x13_a_counterattack_charge_goes_round_a_team_in_the_way),
        cmocka_unit_test(of_x13_consolidation_may_not_end_on_another_team),
        cmocka_unit_test(of_x13_a_break_off_may_not_end_on_another_team),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
