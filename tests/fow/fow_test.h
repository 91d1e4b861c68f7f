/* Helpers for the fow tests: games from YAML text, forced dice, actions. */
#ifndef WG_TEST_FOW_H
#define WG_TEST_FOW_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <string.h>

#include "wargame/fow.h"
#include "core/ruleset.h"

#define IN(v) ((int32_t)((v) * 254))
#define CM(v) ((int32_t)((v) * 100))
#define DEG(v) ((int32_t)((v) * 1000))

/* Forced dice: faces in order; every roll asked is recorded. */
typedef struct dice {
    int face[64];
    int n, next;
    int purpose[64], need[64], unit[64];
    int asked;
} dice;

/* Three Shermans (teams 0..2) 4.5"-5.5" from a Panzerschreck team (3), a PaK40 (4) and a
 * Rifle/MG team (5): the companies of the assault and defensive-fire tests. */
#define FOW_SHERMANS_AND_GRENADIERS \
    "companies:\n" \
    "  - {player: 0, platoons: [{type: british_sherman_platoon, teams: [\n" \
    "      {type: sherman_v, at: [14, 20], moved: true},\n" \
    "      {type: sherman_v, at: [20, 20], moved: true},\n" \
    "      {type: sherman_v, at: [26, 20], moved: true}]}]}\n" \
    "  - {player: 1, platoons: [{type: german_grenadier_platoon, teams: [\n" \
    "      {type: panzerschreck_team, at: [14, 24.5], moved: true},\n" \
    "      {type: pak40, at: [20, 25.5], facing: 270},\n" \
    "      {type: rifle_mg_team, at: [26, 24.5], moved: true}]}]}\n"

wg_game *fow_new(const char *yaml);
/* Like fow_new, expecting a failure; returns the status, message into err. */
int fow_new_fails(const char *yaml, wg_error *err);
/* Install forced dice (up to 64 faces, 0-terminated list). */
void fow_force(wg_game *g, dice *d, ...);
/* The answer of a dice source that ran dry: the action fails. */

int fow_move(wg_game *g, int team, int32_t x, int32_t y, int32_t facing);
int fow_declare(wg_game *g, int team, int weapon, int target);
int fow_resolve(wg_game *g, int pick);
int fow_pass(wg_game *g);
int fow_choose(wg_game *g, int unit, int value);
int fow_allocate(wg_game *g, int hit, int team);
/* Pass until the decision is `type` for `player` (at most n passes). */
void fow_pass_until(wg_game *g, int type, int player, int n);

/* The number of logged events of a type since index `from`; *last gets the last one. */
int fow_count_events(const wg_game *g, int from, int type, wg_event *last);
/* The last logged event of a type with the given result/purpose filter (-1: any). */
int fow_find_die(const wg_game *g, int from, int purpose, wg_event *out);

/* The greedy agent's answer (seed 1) to the game's decision. */
wg_action fow_greedy_answer(const wg_game *g);

int fow_phase(const wg_game *g);
int fow_decision_type(const wg_game *g);

#endif
