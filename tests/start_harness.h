/*
 * Issue 15: creation rolls nothing and opens no window. A game whose first
 * turn would roll (fow's Starting Step) or open a window (OGRE's splitfire)
 * at once first asks a WG_DEC_SETUP decision answered by PASS. Tests that
 * look at the game from its first turn on answer it with sh_pass_start.
 */
#ifndef WG_TEST_START_HARNESS_H
#define WG_TEST_START_HARNESS_H

#include "wargame/wargame.h"

/* 1 if the game waits at the start decision (a WG_DEC_SETUP whose only answer is PASS). */
int sh_at_start(const wg_game *g);

/* Answer the start decision if the game waits at it; returns what wg_game_apply did
 * (WG_OK also when there was nothing to answer). */
int sh_pass_start(wg_game *g);

#endif
