/*
 * Exact odds (wg_odds_action): the core checks the arguments and the action,
 * and the ruleset's optional `odds` entry enumerates the outcomes.
 */
#include <string.h>

#include "game_internal.h"

static void odds_clear(wg_odds *out)
{
    out->den = 0;
    out->count = 0;
    out->attacks = 0;
    memset(out->outcome, 0, sizeof out->outcome);
}

int wg_odds_action(const wg_game *g, const wg_action *a, wg_odds *out)
{
    if (!g || !a || !out || out->size < sizeof(wg_odds))
        return WG_EINVAL;
    odds_clear(out);
    int rc = wg_check_legal(g, a);
    if (rc != WG_OK)
        return rc;
    if (!g->sh->rs->odds)
        return wg_set_error(g, WG_ESTATE, "the %s ruleset computes no odds", g->sh->rs->name);
    rc = g->sh->rs->odds(g, a, out);
    if (rc != WG_OK) {
        odds_clear(out);
        return rc < 0 ? rc : WG_ESTATE;
    }
    return WG_OK;
}

double wg_odds_p(const wg_odds *o, int i)
{
    if (!o || o->size < sizeof(wg_odds) || i < 0 || i >= o->count || i >= WG_ODDS_MAX ||
        o->den == 0)
        return 0.0;
    return (double)o->outcome[i].num / (double)o->den;
}
