/*
 * Exact odds (wg_odds_action): the core checks the arguments and the action,
 * and the ruleset's optional `odds` entry enumerates the outcomes.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "game_internal.h"

static void odds_clear(wg_odds *out)
{
    out->den = 0;
    out->count = 0;
    out->attacks = 0;
    memset(out->outcome, 0, sizeof out->outcome);
}

int wg_odds_append(wg_odds *o, int kind, int unit, int part, int value, uint64_t num)
{
    if (o->count >= WG_ODDS_MAX)
        return -1;
    wg_odds_outcome *oc = &o->outcome[o->count++];
    oc->kind = kind;
    oc->unit = unit;
    oc->part = part;
    oc->value = value;
    oc->num = num;
    return 0;
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

static uint64_t gcd(uint64_t a, uint64_t b)
{
    while (b) {
        uint64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* What an outcome is, in numbers only, for rulesets without words for it. */
static int generic_outcome(const wg_odds_outcome *oc, char *buf, size_t cap)
{
    return snprintf(buf, cap, "kind %d unit %d part %d value %d", oc->kind, oc->unit, oc->part,
                    oc->value);
}

static int outcome_words(const wg_game *g, const wg_odds *o, int i, char *buf, size_t cap)
{
    if (g->sh->rs->describe_outcome) {
        int n = g->sh->rs->describe_outcome(g, o, i, buf, cap);
        if (n >= 0)
            return n;
    }
    return generic_outcome(&o->outcome[i], buf, cap);
}

int wg_odds_describe(const wg_game *g, const wg_odds *o, int i, char *buf, size_t cap)
{
    if (!g || !o || o->size < sizeof(wg_odds) || (!buf && cap))
        return WG_EINVAL;
    if (i < 0 || i >= o->count || i >= WG_ODDS_MAX || o->den == 0)
        return WG_ERANGE;
    const wg_odds_outcome *oc = &o->outcome[i];
    char words[192];
    if (outcome_words(g, o, i, words, sizeof words) < 0)
        words[0] = '\0';
    uint64_t common = gcd(oc->num, o->den); /* num > 0, so common > 0 */
    return snprintf(buf, cap, "%" PRIu64 "/%" PRIu64 " (%.1f%%): %s", oc->num / common,
                    o->den / common, 100.0 * (double)oc->num / (double)o->den, words);
}
