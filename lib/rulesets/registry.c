/* The registry of rulesets: one line each. */
#include <string.h>

#include "core/ruleset.h"

extern const wg_ruleset wg_ruleset_ogre;
extern const wg_ruleset wg_ruleset_fow;
extern const wg_ruleset wg_ruleset_mob;
extern const wg_ruleset wg_ruleset_m44;

static const wg_ruleset *const rulesets[] = {
    &wg_ruleset_ogre,
    &wg_ruleset_fow,
    &wg_ruleset_mob,
    &wg_ruleset_m44,
};

const wg_ruleset *wg_ruleset_find(const char *name)
{
    for (size_t i = 0; i < sizeof rulesets / sizeof rulesets[0]; i++)
        if (strcmp(rulesets[i]->name, name) == 0)
            return rulesets[i];
    return NULL;
}
