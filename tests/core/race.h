/* The test-only "race" ruleset (see race.c). */
#ifndef WG_TEST_RACE_H
#define WG_TEST_RACE_H

#include "core/ruleset.h"

extern const wg_ruleset race_ruleset;

#endif
