/*
 * Helpers for the m44 tests: scenarios built from parts, scripted dice,
 * and actions named the way a player says them. Hexes in the helpers are
 * offset [column, row] as in the scenario files (odd-r, 13 x 9 boards:
 * Allies = player 0 at the bottom, Axis = player 1 at the top), turned into
 * the axial (q, r) of actions here.
 */
#ifndef M44_TEST_H
#define M44_TEST_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "wargame/hex.h"
#include "wargame/m44.h"
#include "wargame/wargame.h"

/* Die faces (M44-B4, as wargame/m44.h numbers them). */
enum { F_INF = 1, F_INF2 = 2, F_ARMOR = 3, F_GRENADE = 4, F_STAR = 5, F_FLAG = 6 };

/* A dice source that plays back faces, then `rest` (0: fail) for the others. */
typedef struct script {
    int faces[256];
    int n, next, rest;
    wg_roll asked[256];
} script;

int script_die(void *payload, const wg_game *g, const wg_roll *roll);
void script_load(script *s, int rest, int n, const int *faces);
#define SCRIPT(s, rest, ...)                                                           \
    script_load((s), (rest), (int)(sizeof((int[]){ __VA_ARGS__ }) / sizeof(int)),     \
                (int[]){ __VA_ARGS__ })

/*
 * A scenario: `head` is extra top-level lines (op_fire: true, medals: ...),
 * `terrain` the board's terrain list entries, `units` the unit lines,
 * `hands` the two hands ("[[probe_centre], [attack_left]]" or NULL),
 * hand sizes h0 and h1. Unshuffled standard deck.
 */
wg_game *m44_game(const char *head, const char *terrain, const char *units, const char *hands,
                  int h0, int h1);
/* The same with the game's dice seeded by `seed` (m44_game: seed 1). */
wg_game *m44_game_seeded(uint64_t seed, const char *head, const char *terrain, const char *units,
                         const char *hands, int h0, int h1);
/* A unit line: side, type, column, row. */
#define UNIT(side, type, c, r) "  - {side: " #side ", type: " #type ", at: [" #c ", " #r "]}\n"
#define TERR(type, c, r) "{at: [" #c ", " #r "], type: " #type "}, "

wg_hex hx(int c, int r);
wg_action act(int type);
wg_action act_play(int card);
wg_action act_declare(int unit);
wg_action act_target(int unit);
wg_action act_move(int unit, int c, int r);
wg_action act_fire(int unit, int target);
wg_action act_opfire(int unit, int card);
wg_action act_retreat(int unit, int c, int r);

void apply_ok(wg_game *g, wg_action a);
int is_legal(const wg_game *g, wg_action a);
wg_decision decision(const wg_game *g);
/* The first card of `kind` in player's hand (section cards: the centre one; fails if none). */
int card_in_hand(const wg_game *g, int player, int kind);
int card_sec(const wg_game *g, int player, int kind, int section);
int hand_count(const wg_game *g, int player);
/* Play the first card of `kind` and order these units (-1 ends the list), then commit. */
void order(wg_game *g, int kind, ...);
/* Answer PASS until the decision is `type` for `player` (at most 30 times). */
void pass_until(wg_game *g, int type, int player);
void unit_at(const wg_game *g, int unit, int *c, int *r);
int figures(const wg_game *g, int unit);
int alive(const wg_game *g, int unit);
int count_events(const wg_game *g, int from, int type);
int find_event(const wg_game *g, int from, int type);
/* Options (FIRE actions) of the open Op Fire window. */
int opfire_options(const wg_game *g, wg_action *out, int cap);
int has_option(const wg_game *g, int unit, int card);

#endif
