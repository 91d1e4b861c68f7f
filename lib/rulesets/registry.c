/*
 * The registry of rulesets, from the one list in the top meson.build
 * (through the generated ruleset_list.h): adding a ruleset adds no line here.
 */
#include <string.h>

#include "core/ruleset.h"
#include "rulesets/ruleset_list.h"

#define WG_RULESET(name) extern const wg_ruleset wg_ruleset_##name;
WG_RULESETS
#undef WG_RULESET

#define WG_RULESET(name) &wg_ruleset_##name,
static const wg_ruleset *const rulesets[WG_RULESET_COUNT] = { WG_RULESETS };
#undef WG_RULESET

const wg_ruleset *wg_ruleset_find(const char *name)
{
    for (size_t i = 0; i < sizeof rulesets / sizeof rulesets[0]; i++)
        if (strcmp(rulesets[i]->name, name) == 0)
            return rulesets[i];
    return NULL;
}
