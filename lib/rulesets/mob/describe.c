/*
 * One English line per event and action. Hexes are written as the
 * scenario writes them, [column, row].
 */
#include <stdio.h>

#include "mob_internal.h"

static const char *const face_names[] = { "infantry", "cavalry", "artillery/machine gun",
                                          "general", "flag" };

static int valid_unit(const wg_game *g, int unit)
{
    return unit >= 0 && unit < mob_cdata(g)->nunits;
}

static const char *uname(const wg_game *g, int unit)
{
    return valid_unit(g, unit) ? mob_cdata(g)->unit_name[unit] : "?";
}

static const char *side_name(const wg_game *g, int side)
{
    return side == 0 || side == 1 ? mob_cdata(g)->side_name[side] : "?";
}

static void where(const wg_game *g, int q, int r, char out[WG_HEX_TEXT])
{
    wg_describe_hex(mob_cdata(g)->board.layout, q, r, out);
}

static const char *plural(int n)
{
    return n == 1 ? "" : "s";
}

static const char *dice_word(int n)
{
    return n == 1 ? "die" : "dice";
}

static int describe_phase(const wg_game *g, const wg_event *ev, char *buf, size_t cap)
{
    switch (ev->value) {
    case WG_MOB_PHASE_ARTILLERY:
        return snprintf(buf, cap, "artillery phase: both sides' guns fire");
    case WG_MOB_PHASE_INITIATIVE:
        return snprintf(buf, cap, "initiative: both sides roll, the lower moves first");
    case WG_MOB_PHASE_MOVE:
        return snprintf(buf, cap, "%s moves", side_name(g, ev->player));
    default:
        return snprintf(buf, cap, "%s fires", side_name(g, ev->player));
    }
}

static int describe_die(const wg_game *g, const wg_event *ev, char *buf, size_t cap)
{
    if (ev->purpose == WG_MOB_ROLL_INITIATIVE)
        return snprintf(buf, cap, "initiative die: %d", ev->roll);
    int symbol = ev->roll >= 1 && ev->roll <= HEXCC_FACES ? mob_cdata(g)->die.face[ev->roll - 1]
                                                           : -1;
    return snprintf(buf, cap, "%s%s rolls %s (face %d)",
                    ev->purpose == WG_MOB_ROLL_ARTILLERY ? "artillery: " : "", uname(g, ev->unit),
                    symbol >= 0 && symbol < WG_MOB_FACE_COUNT ? face_names[symbol] : "?",
                    ev->roll);
}

static int describe_initiative(const wg_game *g, const wg_event *ev, char *buf, size_t cap)
{
    if (ev->player < 0)
        return snprintf(buf, cap, "initiative: %s rolls %d, %s rolls %d: a tie, both roll again",
                        side_name(g, 0), ev->value, side_name(g, 1), ev->extra);
    return snprintf(buf, cap, "initiative: %s rolls %d, %s rolls %d: %s moves and fires first",
                    side_name(g, 0), ev->value, side_name(g, 1), ev->extra,
                    side_name(g, ev->player));
}

int mob_describe_event(const wg_game *g, const wg_event *ev, char *buf, size_t cap)
{
    char a[WG_HEX_TEXT], b[WG_HEX_TEXT];
    where(g, ev->x, ev->y, a);
    where(g, ev->value, ev->extra, b);
    switch (ev->type) {
    case WG_EV_GAME_START:
        return snprintf(buf, cap, "%s: the battle begins", mob_cdata(g)->name);
    case WG_EV_TURN:
        return snprintf(buf, cap, "turn %d", ev->value);
    case WG_EV_PHASE:
        return describe_phase(g, ev, buf, cap);
    case WG_EV_DIE:
        return describe_die(g, ev, buf, cap);
    case WG_EV_MOVE:
        return snprintf(buf, cap, "%s moves from %s to %s", uname(g, ev->unit), b, a);
    case WG_EV_DECLARED:
        return snprintf(buf, cap, "%s will fire at %s with %d %s", uname(g, ev->unit),
                        uname(g, ev->target), ev->value, dice_word(ev->value));
    case WG_EV_ATTACK:
        return snprintf(buf, cap, "%s battles %s at %s, range %d, with %d %s",
                        uname(g, ev->unit), uname(g, ev->target), a, ev->extra, ev->value,
                        dice_word(ev->value));
    case WG_EV_RESULT:
        return snprintf(buf, cap, "%s on %s: %d hit%s, %d flag%s%s", uname(g, ev->unit),
                        uname(g, ev->target), ev->value, plural(ev->value), ev->extra,
                        plural(ev->extra), ev->result > 0 ? ", and its general is hit" : "");
    case WG_EV_DAMAGED:
        return snprintf(buf, cap, "%s loses %d figure%s, %d left", uname(g, ev->unit), ev->value,
                        plural(ev->value), ev->extra);
    case WG_EV_DESTROYED:
        return snprintf(buf, cap, "%s is destroyed at %s", uname(g, ev->unit), a);
    case WG_EV_GAME_OVER:
        return snprintf(buf, cap, "game over: %s", mob_turn_result_text(g));
    case WG_MOB_EV_INITIATIVE:
        return describe_initiative(g, ev, buf, cap);
    case WG_MOB_EV_RETREAT:
        return snprintf(buf, cap, "%s retreats from %s to %s", uname(g, ev->unit), b, a);
    case WG_MOB_EV_RETREAT_BLOCKED:
        return snprintf(buf, cap, "%s at %s cannot retreat %d hex%s", uname(g, ev->unit), a,
                        ev->value, ev->value == 1 ? "" : "es");
    case WG_MOB_EV_FLAG_IGNORED:
        return snprintf(buf, cap, "%s in fieldworks at %s ignores %d flag%s", uname(g, ev->unit),
                        a, ev->value, plural(ev->value));
    case WG_MOB_EV_FENCE_REMOVED:
        return snprintf(buf, cap, "%s removes the fence at %s", uname(g, ev->unit), a);
    case WG_MOB_EV_ARTILLERY_LOSSES:
        return snprintf(buf, cap, "every gun has fired: the artillery's losses apply");
    default:
        return -1;
    }
}

int mob_describe_action(const wg_game *g, const wg_action *a, char *buf, size_t cap)
{
    char at[WG_HEX_TEXT];
    where(g, a->x, a->y, at);
    switch (a->type) {
    case WG_ACT_PASS:
        return snprintf(buf, cap, "pass");
    case WG_ACT_MOVE:
        return snprintf(buf, cap, "move %s to %s", uname(g, a->unit), at);
    case WG_ACT_FIRE:
        return snprintf(buf, cap, "%s fires at %s", uname(g, a->unit), uname(g, a->target));
    case WG_ACT_CHOOSE:
        if (a->value == WG_MOB_CHOICE_REMOVE_FENCE)
            return snprintf(buf, cap, "%s removes the fence instead of battling",
                            uname(g, a->unit));
        return -1;
    case WG_ACT_RETREAT:
        return snprintf(buf, cap, "%s retreats to %s", uname(g, a->unit), at);
    default:
        return -1;
    }
}

/* ------------------------------------------------------------ odds outcomes */

/* How the target's retreat ended, for an outcome that did not destroy it. */
static void retreat_words(int end, int steps, int rest, char *buf, size_t cap)
{
    char made[32] = "";
    if (steps)
        snprintf(made, sizeof made, ", retreats %d, then", steps);
    switch (end) {
    case WG_MOB_OUTCOME_RETREATED:
        snprintf(buf, cap, ", retreats %d hex%s", steps, steps == 1 ? "" : "es");
        break;
    case WG_MOB_OUTCOME_BLOCKED:
        snprintf(buf, cap, "%s%s retreat blocked: %d more lost", made, steps ? "" : ",", rest);
        break;
    case WG_MOB_OUTCOME_CHOICE:
        snprintf(buf, cap, "%s%s its owner picks the retreat (%d to go)", made, steps ? "" : ",", rest);
        break;
    default:
        snprintf(buf, cap, "%s", "");
    }
}

int mob_describe_outcome(const wg_game *g, const wg_odds *o, int i, char *buf, size_t cap)
{
    const wg_odds_outcome *oc = &o->outcome[i];
    int end = WG_MOB_OUTCOME_END(oc->kind), v = oc->value;
    int hits = WG_MOB_OUTCOME_HITS(v), flags = WG_MOB_OUTCOME_FLAGS(v);
    char loss[24] = "no loss", flag_words[48] = "", retreat[64], general[64] = "";
    if (hits)
        snprintf(loss, sizeof loss, "%d lost", hits);
    if (flags || WG_MOB_OUTCOME_IGNORED(v))
        snprintf(flag_words, sizeof flag_words, ", %d flag%s (%d ignored)", flags, plural(flags),
                 WG_MOB_OUTCOME_IGNORED(v));
    if (!WG_MOB_OUTCOME_IGNORED(v) && flags)
        snprintf(flag_words, sizeof flag_words, ", %d flag%s", flags, plural(flags));
    retreat_words(end, WG_MOB_OUTCOME_STEPS(v), WG_MOB_OUTCOME_REST(v), retreat, sizeof retreat);
    if (oc->part >= 0)
        snprintf(general, sizeof general, "; %s %s", uname(g, oc->part),
                 oc->kind & WG_MOB_OUTCOME_GENERAL_LOST ? "is lost" : "survives");
    if (end == WG_MOB_OUTCOME_DESTROYED)
        return snprintf(buf, cap, "%s destroyed%s", uname(g, oc->unit), general);
    return snprintf(buf, cap, "%s: %s%s%s; %d left%s", uname(g, oc->unit), loss, flag_words,
                    retreat, WG_MOB_OUTCOME_LEFT(v), general);
}

/* ------------------------------------------------------------ prompts */

/* Units of `side` that have not battled this turn and may. */
static int yet_to_battle(const wg_game *g, int side)
{
    const mob_state *s = mob_cst(g);
    int n = 0;
    for (int u = 0; u < mob_cdata(g)->nunits; u++)
        n += mob_cdata(g)->unit_side[u] == side && s->u[u].cell >= 0 && !s->u[u].battled &&
             !s->u[u].no_battle;
    return n;
}

/* wg_decision_kind.describe for every mob kind: what the player is asked. */
int mob_describe_decision(const wg_game *g, const wg_decision *d, char *buf, size_t cap)
{
    const char *who = side_name(g, d->player);
    char at[WG_HEX_TEXT];
    int n;
    where(g, d->x, d->y, at);
    switch (d->kind) {
    case MOB_K_START:
        return snprintf(buf, cap, "%s: start the battle", who);
    case MOB_K_GUN:
        return snprintf(buf, cap, "%s: choose the target of %s at %s, or hold its fire", who,
                        uname(g, d->unit), at);
    case MOB_K_MOVE:
        return snprintf(buf, cap, "%s: move units, or end the movement (%d hex%s of movement "
                        "left)", who, d->count, d->count == 1 ? "" : "es");
    case MOB_K_FIRE:
        n = yet_to_battle(g, d->player);
        return snprintf(buf, cap, "%s: battle with units, or end the battles (%d unit%s yet to "
                        "battle)", who, n, plural(n));
    case MOB_K_RETREAT:
        return snprintf(buf, cap, "%s: choose where %s retreats from %s (%d hex%s to go)", who,
                        uname(g, d->unit), at, d->count, d->count == 1 ? "" : "es");
    default:
        return -1;
    }
}
