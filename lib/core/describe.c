/*
 * One English line per event, action and decision: the ruleset's words
 * where it has them, generic ones otherwise.
 */
#include <stdio.h>

#include "game_internal.h"

static const char *event_name(int type)
{
    static const char *const names[] = {
        "none", "game start", "turn", "phase", "die", "move", "attack", "result",
        "destroyed", "damaged", "disabled", "recovered", "game over", "splitfire window",
        "opportunity fire window", "defensive fire window", "fire option", "window closed",
        "declared", "wasted", "ram", "info",
    };
    if (type >= 0 && type < (int)(sizeof names / sizeof names[0]))
        return names[type];
    return "ruleset event";
}

static const char *action_name(int type)
{
    static const char *const names[] = {
        "none", "pass", "move", "stay", "declare", "resolve", "allocate", "retreat", "play",
        "choose", "fire",
    };
    if (type >= 0 && type < (int)(sizeof names / sizeof names[0]))
        return names[type];
    return "ruleset action";
}

static const char *decision_name(int type)
{
    static const char *const names[] = {
        "none", "move", "fire", "splitfire", "opportunity fire", "defensive fire",
        "allocate hits", "retreat", "order", "setup", "choice",
    };
    if (type >= 0 && type < (int)(sizeof names / sizeof names[0]))
        return names[type];
    return "ruleset decision";
}

int wg_event_describe(const wg_game *g, const wg_event *ev, char *buf, size_t cap)
{
    if (!g || !ev || (!buf && cap))
        return WG_EINVAL;
    if (g->sh->rs->describe_event) {
        int n = g->sh->rs->describe_event(g, ev, buf, cap);
        if (n >= 0)
            return n;
    }
    if (ev->type == WG_EV_DIE)
        return snprintf(buf, cap, "die: rolled %d (purpose %d, need %d)", ev->roll,
                        ev->purpose, ev->need);
    return snprintf(buf, cap, "%s: unit %d target %d at (%d,%d) result %d value %d",
                    event_name(ev->type), ev->unit, ev->target, ev->x, ev->y, ev->result,
                    ev->value);
}

int wg_action_describe(const wg_game *g, const wg_action *a, char *buf, size_t cap)
{
    if (!g || !a || (!buf && cap))
        return WG_EINVAL;
    if (g->sh->rs->describe_action) {
        int n = g->sh->rs->describe_action(g, a, buf, cap);
        if (n >= 0)
            return n;
    }
    return snprintf(buf, cap, "%s: unit %d weapon %d target %d part %d card %d at (%d,%d) "
                    "value %d", action_name(a->type), a->unit, a->weapon, a->target, a->part,
                    a->card, a->x, a->y, a->value);
}

int wg_decision_describe(const wg_game *g, const wg_decision *d, char *buf, size_t cap)
{
    if (!g || !d || (!buf && cap))
        return WG_EINVAL;
    if (d->type == WG_DEC_NONE)
        return snprintf(buf, cap, "nothing to decide: the game is over");
    const char *who = wg_game_player_name(g, d->player);
    return snprintf(buf, cap, "%s decides: %s (unit %d, depth %d, count %d)",
                    who ? who : "?", decision_name(d->type), d->unit, d->depth, d->count);
}
