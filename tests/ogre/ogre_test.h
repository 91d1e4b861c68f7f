/*
 * Helpers for the ogre rules tests: scenarios from YAML text, a scripted
 * dice source, actions named the way the rulebook names them, and searches
 * of the event log. Everything here goes through the public API.
 */
#ifndef OGRE_TEST_H
#define OGRE_TEST_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "wargame/wargame.h"
#include "wargame/hex.h"
#include "wargame/ogre.h"

/* The Mark III's systems, in units.yaml order. */
enum {
    OT_MISSILE1 = 0, OT_MISSILE2 = 1, OT_MAIN = 2,
    OT_SEC1 = 3, OT_SEC2 = 4, OT_SEC3 = 5, OT_SEC4 = 6,
    OT_AP1 = 7, OT_AP2 = 8, OT_AP3 = 9, OT_AP8 = 14
};

#define OT_OGRE WG_OGRE_UNIT
#define OT_TREADS WG_OGRE_PART_TREADS

/* A 12 x 12 clear map; scenarios add `splitfire`, `ogre` and `defenders`. */
#define OT_MAP "ruleset: ogre\nturns: 10\nmap: {columns: 12, rows: 12}\n"

/* A dice source playing back a script; every roll it was asked is kept. */
typedef struct ot_dice {
    int faces[64];
    int n, next;
    wg_roll asked[64];
} ot_dice;

/* Create a game from YAML (printf-style); fails the test if it is refused. */
wg_game *ot_new(const char *fmt, ...);
/* The status and message of a refused scenario. */
int ot_refuse(wg_error *err, const char *yaml);

/* Install a script of faces (n of them) as the dice source. */
void ot_script(wg_game *g, ot_dice *d, int n, ...);
/* The script was used up exactly. */
void ot_script_done(const ot_dice *d);

/* Axial hex of an offset [column, row] on the (odd-r) test map. */
wg_hex ot_hex(int col, int row);

wg_action ot_move(int unit, int col, int row);
wg_action ot_stay(void);
wg_action ot_pass(void);
wg_action ot_resolve(void);
/* The Ogre declares system w at defender t (value 1: join the last attack). */
wg_action ot_ogre_fire(int w, int t, int value);
/* Defender u joins the attack on the Ogre's part p. */
wg_action ot_def_fire(int u, int part);

/* Apply an action that must be legal. */
void ot_do(wg_game *g, wg_action a);
/* Apply an action that must be refused, leaving the game unchanged. */
void ot_refused(wg_game *g, wg_action a);
/* Whether an action is in the legal list now. */
int ot_legal(const wg_game *g, wg_action a);

/* PASS until `player` has a decision of `type`. */
void ot_pass_until(wg_game *g, int player, int type);

/* The current decision. */
wg_decision ot_decision(const wg_game *g);
/* Number of events of `type` in the log from index `from`. */
int ot_count(const wg_game *g, int type, int from);
/* Index of the first event of `type` from `from` (copied to *out), or -1. */
int ot_find(const wg_game *g, int type, int from, wg_event *out);
/* The log's length now (an index to search from). */
int ot_mark(const wg_game *g);

/* One unit's public state. */
wg_unit_info ot_unit(const wg_game *g, int unit);
int ot_alive(const wg_game *g, int unit);
wg_ogre_systems_info ot_systems(const wg_game *g);
wg_ogre_weapon_info ot_weapon(const wg_game *g, int w);
wg_game_info ot_status(const wg_game *g);

#endif
