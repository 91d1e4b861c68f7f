/*
 * Helpers for the mob tests: scenarios written inline, a scripted dice
 * source that must be used up, and actions named the way a player says
 * them. Hexes in the helpers are offset [column, row] as in the scenario
 * files (odd-r boards), turned into the axial (q, r) of actions here.
 */
#ifndef MOB_TEST_H
#define MOB_TEST_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "wargame/hex.h"
#include "wargame/mob.h"
#include "wargame/wargame.h"

/* A 9 x 7 odd-r board, Blue (player 0) at the bottom, Red (player 1) at the top. */
#define MOB_HEAD(terrain)                                                      \
    "ruleset: mob\n"                                                           \
    "name: test\n"                                                             \
    "board: {columns: 9, rows: 7, layout: odd-r, terrain: [" terrain "]}\n"    \
    "sides: [{name: Blue, home: bottom}, {name: Red, home: top}]\n"            \
    "units:\n"
/* One unit line: side, type, column, row. */
#define MOB_UNIT(side, type, c, r) \
    "  - {side: " #side ", type: " #type ", at: [" #c ", " #r "]}\n"
#define MOB_TERRAIN(type, c, r) "{at: [" #c ", " #r "], type: " #type "}, "

/* A dice source that plays back faces and remembers what it was asked. */
typedef struct script {
    int faces[128];
    int n, next;
    wg_roll asked[128];
} script;

int script_die(void *payload, const wg_game *g, const wg_roll *roll);
void script_load(script *s, int n, const int *faces);
#define SCRIPT(s, ...) \
    script_load((s), (int)(sizeof((int[]){ __VA_ARGS__ }) / sizeof(int)), (int[]){ __VA_ARGS__ })
/* Every scripted face was rolled, and no more. */
#define assert_script_used_up(s) assert_int_equal((s)->next, (s)->n)

/* A new game from YAML text (asserts it loads); seed 1. */
wg_game *mob_game(const char *yaml);
/* Install the script and answer the start decision: turn 1 begins. */
void mob_begin(wg_game *g, script *s);
/* The text fails to load with WG_EPARSE; the message is returned. */
const char *mob_parse_error(const char *yaml, wg_error *err);

wg_hex hx(int c, int r);
wg_action act_pass(void);
wg_action act_move(int unit, int c, int r);
wg_action act_fire(int unit, int target);
wg_action act_retreat(int unit, int c, int r);
wg_action act_choose(int unit, int value);

/* Apply and assert WG_OK (failing with the library's message). */
void apply_ok(wg_game *g, wg_action a);
int is_legal(const wg_game *g, wg_action a);
/* Answer PASS until the decision is `type` for `player` (at most 20 times). */
void pass_until(wg_game *g, int type, int player);
wg_decision decision(const wg_game *g);
/* The unit's hex, in offset coordinates. */
void unit_at(const wg_game *g, int unit, int *c, int *r);
int figures(const wg_game *g, int unit);
int alive(const wg_game *g, int unit);
/* Events of `type` in the log from index `from` on. */
int count_events(const wg_game *g, int from, int type);
/* Index of the first event of `type` from `from` on, or -1. */
int find_event(const wg_game *g, int from, int type);

#endif
