/*
 * One English line per event, action and decision: the ruleset's words
 * where it has them, generic ones otherwise.
 */
#include <stdio.h>
#include <string.h>

#include "game_internal.h"

const char *wg_describe_hex(int layout, int q, int r, char out[WG_HEX_TEXT])
{
    int col, row;
    wg_hex_to_offset(wg_hex_make(q, r), layout, &col, &row);
    snprintf(out, WG_HEX_TEXT, "[%d, %d]", col, row);
    return out;
}

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

static const char *player_or(const wg_game *g, int player, const char *none)
{
    const char *name = wg_game_player_name(g, player);
    return name ? name : none;
}

const char *wg_possessive(const char *name)
{
    size_t n = name ? strlen(name) : 0;
    return n && (name[n - 1] == 's' || name[n - 1] == 'S') ? "'" : "'s";
}

/* The core's own events in words; ruleset events by their numbers. */
static int generic_event(const wg_game *g, const wg_event *ev, char *buf, size_t cap)
{
    switch (ev->type) {
    case WG_EV_GAME_START:
        return snprintf(buf, cap, "the game starts");
    case WG_EV_TURN: {
        const char *who = player_or(g, ev->player, "nobody");
        return snprintf(buf, cap, "turn %d: %s%s turn", ev->value, who, wg_possessive(who));
    }
    case WG_EV_PHASE:
        return snprintf(buf, cap, "%s: phase %d", player_or(g, ev->player, "game"), ev->value);
    case WG_EV_DIE:
        if (ev->need > 0)
            return snprintf(buf, cap, "die for purpose %d: rolled %d (needs %d)", ev->purpose,
                            ev->roll, ev->need);
        return snprintf(buf, cap, "die for purpose %d: rolled %d", ev->purpose, ev->roll);
    case WG_EV_GAME_OVER:
        return snprintf(buf, cap, "game over: %s", wg_game_result_text(g));
    case WG_EV_WINDOW_CLOSED:
        return snprintf(buf, cap, "the window closes; the interrupted action goes on");
    default:
        break;
    }
    return snprintf(buf, cap, "%s: unit %d target %d at (%d,%d) result %d value %d",
                    event_name(ev->type), ev->unit, ev->target, ev->x, ev->y, ev->result,
                    ev->value);
}

/* What an action says when its ruleset has no words for it: every field. */
static int generic_action(const wg_action *a, char *buf, size_t cap)
{
    return snprintf(buf, cap, "%s: unit %d weapon %d target %d part %d card %d at (%d,%d) "
                    "value %d", action_name(a->type), a->unit, a->weapon, a->target, a->part,
                    a->card, a->x, a->y, a->value);
}

int wg_event_describe(const wg_game *g, const wg_event *ev, char *buf, size_t cap)
{
    if (!g || !ev || (!buf && cap))
        return WG_EINVAL;
    /* a ruleset's describer answers < 0 for what it leaves to the generic text */
    const wg_ruleset *rs = g->sh->rs;
    int n = rs->describe_event ? rs->describe_event(g, ev, buf, cap) : -1;
    return n >= 0 ? n : generic_event(g, ev, buf, cap);
}

int wg_action_describe(const wg_game *g, const wg_action *a, char *buf, size_t cap)
{
    if (!g || !a || (!buf && cap))
        return WG_EINVAL;
    const wg_ruleset *rs = g->sh->rs;
    int n = rs->describe_action ? rs->describe_action(g, a, buf, cap) : -1;
    return n >= 0 ? n : generic_action(a, buf, cap);
}

/* "s" for a count other than one. */
static const char *plural(int n)
{
    return n == 1 ? "" : "s";
}

/* The name of the unit a decision names, or `none` when it names none. */
static const char *unit_or(const wg_game *g, int unit, const char *none)
{
    const char *name = unit >= 0 ? wg_game_unit_name(g, unit) : NULL;
    return name ? name : none;
}

/* The question of a CHOICE in words: the kind's dotted name after its dot,
 * underscores as spaces ("m44.take_ground" -> "take ground"). */
static void choice_words(const wg_game *g, const wg_decision *d, char *out, size_t cap)
{
    const char *name = wg_decision_kind_name(g, d);
    const char *dot = name ? strchr(name, '.') : NULL;
    snprintf(out, cap, "%s", dot ? dot + 1 : "choose");
    for (char *c = out; *c; c++)
        if (*c == '_')
            *c = ' ';
}

/* A prompt for a decision whose kind has no words of its own: what the
 * player is asked, from the decision's type and fields. */
static int generic_prompt(const wg_game *g, const wg_decision *d, const char *who, char *buf,
                          size_t cap)
{
    const char *u = unit_or(g, d->unit, NULL);
    char words[48];
    switch (d->type) {
    case WG_DEC_MOVE:
        if (d->count > 0)
            return snprintf(buf, cap, "%s: move %s, or end the movement (%d movement point%s "
                            "left)", who, u ? u : "units", d->count, plural(d->count));
        return snprintf(buf, cap, "%s: move %s, or end the movement", who, u ? u : "units");
    case WG_DEC_FIRE:
        if (d->pending > 0)
            return snprintf(buf, cap, "%s: add attackers or resolve the attack (%d declared)",
                            who, d->pending);
        return snprintf(buf, cap, "%s: attack, or end the fire phase", who);
    case WG_DEC_SPLITFIRE:
        return snprintf(buf, cap, "%s: declare attacks before %s's next movement point, then "
                        "move (%d movement point%s left, %d declared)", who,
                        u ? u : "the unit", d->count, plural(d->count), d->pending);
    case WG_DEC_OPFIRE:
        return snprintf(buf, cap, "%s: Op Fire at %s as it moves, or let it go on", who,
                        u ? u : "the moving unit");
    case WG_DEC_DEFENSIVE_FIRE:
        return snprintf(buf, cap, "%s: defensive fire at the assault (%d declared)", who,
                        d->pending);
    case WG_DEC_ALLOCATE_HITS:
        return snprintf(buf, cap, "%s: allocate %d hit%s", who, d->count, plural(d->count));
    case WG_DEC_RETREAT:
        return snprintf(buf, cap, "%s: choose where %s retreats", who, u ? u : "the unit");
    case WG_DEC_ORDER:
        return snprintf(buf, cap, "%s: give an order", who);
    case WG_DEC_SETUP:
        return snprintf(buf, cap, "%s: set up", who);
    case WG_DEC_CHOICE:
        choice_words(g, d, words, sizeof words);
        return snprintf(buf, cap, "%s: choose: %s", who, words);
    default:
        return snprintf(buf, cap, "%s decides: %s", who, decision_name(d->type));
    }
}

int wg_decision_describe(const wg_game *g, const wg_decision *d, char *buf, size_t cap)
{
    if (!g || !d || (!buf && cap))
        return WG_EINVAL;
    if (d->type == WG_DEC_NONE)
        return snprintf(buf, cap, "nothing to decide: the game is over");
    int n = wg_kind_describe(g, d, buf, cap);
    if (n >= 0)
        return n;
    const char *who = wg_game_player_name(g, d->player);
    return generic_prompt(g, d, who ? who : "?", buf, cap);
}
