/*
 * One English line per event and action, in the rulebook's words.
 */
#include <stdio.h>

#include "ogre_internal.h"

static const char *where(const ogre_data *d, int q, int r, char out[WG_HEX_TEXT])
{
    return wg_describe_hex(d->layout, q, r, out);
}

static const char *uname(const ogre_data *d, int unit)
{
    return unit >= 0 && unit < d->nunits ? d->unit_name[unit] : "?";
}

int ogre_describe_weapon(const ogre_data *d, int weapon, char *buf, size_t cap)
{
    static const char *const kinds[] = { "missile", "main battery", "secondary battery",
                                         "AP gun" };
    const ogre_type *t = ogre_utype(d, WG_OGRE_UNIT);
    if (weapon == WG_OGRE_PART_TREADS)
        return snprintf(buf, cap, "treads");
    if (weapon < 0 || weapon >= t->nweapons)
        return snprintf(buf, cap, "system %d", weapon);
    int kind = t->weapon[weapon].kind, nth = 0, total = 0;
    for (int w = 0; w < t->nweapons; w++) {
        total += t->weapon[w].kind == kind;
        nth += t->weapon[w].kind == kind && w <= weapon;
    }
    if (total == 1)
        return snprintf(buf, cap, "%s", kinds[kind]);
    return snprintf(buf, cap, "%s %d", kinds[kind], nth);
}

void ogre_describe_weapons(ogre_data *d)
{
    for (int w = 0; w < ogre_utype(d, WG_OGRE_UNIT)->nweapons; w++)
        ogre_describe_weapon(d, w, d->weapon_name[w], sizeof d->weapon_name[w]);
}

static void odds_text(char *buf, size_t cap, int attack, int defense)
{
    if (defense <= 0)
        snprintf(buf, cap, "automatic");
    else if (attack <= 0)
        snprintf(buf, cap, "no attack");
    else if (attack >= defense)
        snprintf(buf, cap, "%d:1", attack / defense);
    else
        snprintf(buf, cap, "1:%d", (defense + attack - 1) / attack);
}

static const char *phase_name(int code)
{
    switch (code) {
    case WG_OGRE_PHASE_RECOVERY: return "recovery";
    case WG_OGRE_PHASE_MOVE: return "movement";
    case WG_OGRE_PHASE_FIRE: return "fire";
    case WG_OGRE_PHASE_GEV_MOVE: return "GEV second move";
    default: return "no";
    }
}

static const char *result_name(int r)
{
    return r == WG_OGRE_X ? "X (destroyed)" : r == WG_OGRE_D ? "D" : "no effect";
}

static const char *player_name(int p)
{
    return p == WG_OGRE_PLAYER_OGRE ? "Ogre" : "Defender";
}

/* "heavy tank 1" or "the Ogre's main battery". */
static void target_text(const ogre_data *d, int target, int part, char *buf, size_t cap)
{
    char w[48];
    if (target == WG_OGRE_UNIT && part >= 0) {
        ogre_describe_weapon(d, part, w, sizeof w);
        snprintf(buf, cap, "%s's %s", uname(d, target), w);
    } else {
        snprintf(buf, cap, "%s", uname(d, target));
    }
}

static int describe_attack(const ogre_data *d, const wg_event *ev, char *buf, size_t cap)
{
    char t[96], odds[32], col[40] = "";
    target_text(d, ev->target, ev->part, t, sizeof t);
    if (ev->part == WG_OGRE_PART_TREADS)
        snprintf(odds, sizeof odds, "1:1 (treads)");
    else
        odds_text(odds, sizeof odds, ev->extra, ev->result);
    if (ev->value == WG_OGRE_ODDS_NONE)
        snprintf(col, sizeof col, ": below 1:2, no effect");
    else if (ev->value == WG_OGRE_ODDS_AUTO)
        snprintf(col, sizeof col, ": destroyed without a roll");
    return snprintf(buf, cap, "%s attacks %s: attack %d against defense %d, %s%s",
                    uname(d, ev->unit), t, ev->extra, ev->result, odds, col);
}

static int describe_declared(const ogre_data *d, const wg_event *ev, char *buf, size_t cap)
{
    char w[48], t[96];
    if (ev->unit == WG_OGRE_UNIT) {
        ogre_describe_weapon(d, ev->weapon, w, sizeof w);
        return snprintf(buf, cap, "%s declares its %s at %s%s", uname(d, ev->unit), w,
                        uname(d, ev->target), ev->value ? ", joining the last attack" : "");
    }
    target_text(d, ev->target, ev->part, t, sizeof t);
    return snprintf(buf, cap, "%s joins the attack on %s", uname(d, ev->unit), t);
}

static int describe_damage(const ogre_data *d, const wg_event *ev, char *buf, size_t cap)
{
    if (ev->part == WG_OGRE_PART_TREADS)
        return snprintf(buf, cap, "%s loses %d treads (%d left)", uname(d, ev->unit),
                        ev->value, ev->extra);
    return snprintf(buf, cap, "%s loses %d squad%s (%d left)", uname(d, ev->unit), ev->value,
                    ev->value == 1 ? "" : "s", ev->extra);
}

int ogre_describe_event(const wg_game *g, const wg_event *ev, char *buf, size_t cap)
{
    const ogre_data *d = ogre_cdata(g);
    char w[48], t[96], h0[WG_HEX_TEXT], h1[WG_HEX_TEXT];
    switch (ev->type) {
    case WG_EV_GAME_START:
        return snprintf(buf, cap, "the game starts: %s (%d units)",
                        d->name[0] ? d->name : "OGRE", ev->value);
    case WG_EV_TURN:
        return snprintf(buf, cap, "turn %d: the %s player's turn", ev->value,
                        player_name(ev->player));
    case WG_EV_PHASE:
        return snprintf(buf, cap, "%s: %s phase", player_name(ev->player),
                        phase_name(ev->value));
    case WG_EV_DIE:
        return snprintf(buf, cap, "%s rolls %d against %s (%d or more has an effect)",
                        uname(d, ev->unit), ev->roll, uname(d, ev->target), ev->need);
    case WG_EV_MOVE:
        return snprintf(buf, cap, "%s moves from %s to %s", uname(d, ev->unit),
                        where(d, ev->value, ev->extra, h0), where(d, ev->x, ev->y, h1));
    case WG_EV_ATTACK:
        return describe_attack(d, ev, buf, cap);
    case WG_EV_RESULT:
        target_text(d, ev->target, ev->part, t, sizeof t);
        if (!ev->roll)
            return snprintf(buf, cap, "result on %s: %s", t, result_name(ev->result));
        return snprintf(buf, cap, "result on %s: %s (rolled %d)", t, result_name(ev->result),
                        ev->roll);
    case WG_EV_DESTROYED:
        target_text(d, ev->unit, ev->part, t, sizeof t);
        return snprintf(buf, cap, "%s is destroyed", t);
    case WG_EV_DAMAGED:
        return describe_damage(d, ev, buf, cap);
    case WG_EV_DISABLED:
        return snprintf(buf, cap, "%s is disabled until the start of its turn %d",
                        uname(d, ev->unit), ev->value);
    case WG_EV_RECOVERED:
        return snprintf(buf, cap, "%s recovers", uname(d, ev->unit));
    case WG_EV_GAME_OVER:
        return snprintf(buf, cap, "game over: %s", ogre_turn_result_name(ev->result));
    case WG_EV_SPLITFIRE_WINDOW:
        if (ev->extra)
            return snprintf(buf, cap, "splitfire window: %s at %s, %d movement point%s "
                            "left, %d fire option%s", uname(d, ev->unit), where(d, ev->x, ev->y, h0),
                            ev->extra, ev->extra == 1 ? "" : "s", ev->value,
                            ev->value == 1 ? "" : "s");
        return snprintf(buf, cap, "declaration point of the fire phase: %s at %s, %d "
                        "fire option%s", uname(d, ev->unit), where(d, ev->x, ev->y, h0), ev->value,
                        ev->value == 1 ? "" : "s");
    case WG_EV_FIRE_OPTION:
        ogre_describe_weapon(d, ev->weapon, w, sizeof w);
        return snprintf(buf, cap, "  option: %s (%d) can attack %s at %s", w, ev->value,
                        uname(d, ev->target), where(d, ev->x, ev->y, h0));
    case WG_EV_WINDOW_CLOSED:
        return snprintf(buf, cap, "the declaration window closes");
    case WG_EV_DECLARED:
        return describe_declared(d, ev, buf, cap);
    case WG_EV_WASTED:
        ogre_describe_weapon(d, ev->weapon, w, sizeof w);
        return snprintf(buf, cap, "%s's %s fires at nothing: %s is gone (wasted)",
                        uname(d, ev->unit), w, uname(d, ev->target));
    case WG_EV_RAM:
        return snprintf(buf, cap, "%s rams %s (%d tread%s lost)", uname(d, ev->unit),
                        uname(d, ev->target), ev->value, ev->value == 1 ? "" : "s");
    case WG_OGRE_EV_OVERRUN:
        return snprintf(buf, cap, "%s overruns %s", uname(d, ev->unit), uname(d, ev->target));
    case WG_OGRE_EV_STAY:
        return snprintf(buf, cap, "%s spends a movement point in place (%d left)",
                        uname(d, ev->unit), ev->extra);
    case WG_OGRE_EV_ESCAPED:
        return snprintf(buf, cap, "%s escapes off its entry edge at %s",
                        uname(d, ev->unit), where(d, ev->x, ev->y, h0));
    case WG_OGRE_EV_PLACED:
        if (ev->unit == WG_OGRE_UNIT)
            return snprintf(buf, cap, "%s enters at %s", uname(d, ev->unit),
                            where(d, ev->x, ev->y, h0));
        if (ogre_utype(d, ev->unit)->cls == WG_OGRE_CLASS_INFANTRY)
            return snprintf(buf, cap, "%s (%d squad%s) is set up at %s", uname(d, ev->unit),
                            ev->value, ev->value == 1 ? "" : "s", where(d, ev->x, ev->y, h0));
        return snprintf(buf, cap, "%s is set up at %s", uname(d, ev->unit),
                        where(d, ev->x, ev->y, h0));
    default:
        return -1;
    }
}

int ogre_describe_action(const wg_game *g, const wg_action *a, char *buf, size_t cap)
{
    const ogre_data *d = ogre_cdata(g);
    char w[48], t[96], h0[WG_HEX_TEXT];
    switch (a->type) {
    case WG_ACT_PASS:
        return snprintf(buf, cap, "pass");
    case WG_ACT_MOVE:
        if (ogre_cst(g)->phase >= OGRE_PH_SETUP) /* set-up: a placement (OG-X4, OG-X5) */
            return snprintf(buf, cap, a->unit == WG_OGRE_UNIT ? "%s enters at %s"
                                                             : "set up %s at %s",
                            uname(d, a->unit), where(d, a->x, a->y, h0));
        return snprintf(buf, cap, "%s moves to %s", uname(d, a->unit), where(d, a->x, a->y, h0));
    case WG_ACT_CHOOSE:
        return snprintf(buf, cap, "%s", ogre_cst(g)->phase == OGRE_PH_ENTRY
                                            ? "enter by the hex nearest the command post"
                                            : "set up the rest automatically");
    case WG_ACT_STAY:
        return snprintf(buf, cap, "%s spends a movement point in place", uname(d, a->unit));
    case WG_ACT_RESOLVE:
        return snprintf(buf, cap, "resolve the attack");
    case WG_ACT_DECLARE:
        if (a->unit == WG_OGRE_UNIT) {
            ogre_describe_weapon(d, a->weapon, w, sizeof w);
            return snprintf(buf, cap, "%s: %s at %s%s", uname(d, a->unit), w,
                            uname(d, a->target), a->value ? " (joins the last attack)" : "");
        }
        target_text(d, a->target, a->part, t, sizeof t);
        return snprintf(buf, cap, "%s attacks %s", uname(d, a->unit), t);
    default:
        return -1;
    }
}

/* Attack k of an Ogre's attack sequence: its result, then what it left of its target. */
static int ogre_attack_outcome(const ogre_data *d, const wg_odds_outcome *oc, int k, char *buf,
                               size_t cap)
{
    static const char *const results[] = { "NE", "D", "X", "wasted" };
    int r = WG_OGRE_OUTCOME_RESULT(oc->kind, k);
    int left = WG_OGRE_OUTCOME_LEFT(oc->value, k);
    if (r == WG_OGRE_OUTCOME_WASTED)
        return snprintf(buf, cap, "wasted");
    if (left == 0)
        return snprintf(buf, cap, "%s, destroyed", results[r]);
    if (WG_OGRE_OUTCOME_DISABLED(oc->value, k))
        return snprintf(buf, cap, "%s, disabled", results[r]);
    if (oc->unit >= 0 && ogre_utype(d, oc->unit)->cls == WG_OGRE_CLASS_INFANTRY)
        return snprintf(buf, cap, "%s, %d squad%s left", results[r], left, left == 1 ? "" : "s");
    return snprintf(buf, cap, "%s", results[r]);
}

/* A defenders' attack on one of the Ogre's systems or its treads. */
static int attack_on_ogre_outcome(const ogre_data *d, const wg_odds_outcome *oc, char *buf,
                                  size_t cap)
{
    /* OG-C4: only an X harms the Ogre */
    const char *result = oc->kind == WG_OGRE_OUTCOME_X   ? "X"
                         : oc->kind == WG_OGRE_OUTCOME_D ? "D (no effect on the Ogre)"
                                                         : "NE";
    char part[48];
    ogre_describe_weapon(d, oc->part, part, sizeof part);
    if (oc->part == WG_OGRE_PART_TREADS)
        return snprintf(buf, cap, "%s, %d treads left", result, oc->value);
    return snprintf(buf, cap, "%s, the %s %s", result, part,
                    oc->value ? "survives" : "is destroyed");
}

int ogre_describe_outcome(const wg_game *g, const wg_odds *o, int i, char *buf, size_t cap)
{
    const ogre_data *d = ogre_cdata(g);
    const wg_odds_outcome *oc = &o->outcome[i];
    if (oc->unit == WG_OGRE_UNIT && oc->part >= 0)
        return attack_on_ogre_outcome(d, oc, buf, cap);
    size_t used = 0;
    if (cap)
        buf[0] = '\0';
    for (int k = 0; k < o->attacks; k++) {
        char one[48];
        ogre_attack_outcome(d, oc, k, one, sizeof one);
        int n = snprintf(used < cap ? buf + used : NULL, used < cap ? cap - used : 0, "%s%s",
                         k ? "; then " : "", one);
        used += (size_t)n;
    }
    return (int)used;
}

/* ------------------------------------------------------------ prompts */

/* "s" for a count other than one. */
static const char *plural(int n)
{
    return n == 1 ? "" : "s";
}

/* The fire phase: start an attack, or add to the one under way. */
static int fire_prompt(const ogre_data *d, const wg_decision *dc, char *buf, size_t cap)
{
    const char *who = player_name(dc->player);
    if (dc->pending > 0)
        return snprintf(buf, cap, "%s: add attackers on %s or resolve the attack (%d "
                        "declared)", who, uname(d, dc->target), dc->pending);
    if (dc->player == WG_OGRE_PLAYER_OGRE)
        return snprintf(buf, cap, "Ogre: fire %s's weapons, or end the fire phase",
                        uname(d, WG_OGRE_UNIT));
    return snprintf(buf, cap, "Defender: choose a target and attack it, or end the fire phase");
}

/* wg_decision_kind.describe for every OGRE kind: what the player is asked. */
int ogre_describe_decision(const wg_game *g, const wg_decision *dc, char *buf, size_t cap)
{
    const ogre_data *d = ogre_cdata(g);
    char h[WG_HEX_TEXT];
    switch (dc->kind) {
    case OGRE_K_START:
        return snprintf(buf, cap, "%s: start the game", player_name(dc->player));
    case OGRE_K_SETUP:
        return snprintf(buf, cap, "Defender: set up the defence (%d armor unit%s and %d "
                        "infantry squad%s left to place)", dc->count, plural(dc->count),
                        dc->pending, plural(dc->pending));
    case OGRE_K_ENTRY:
        return snprintf(buf, cap, "Ogre: choose the hex %s enters by", uname(d, WG_OGRE_UNIT));
    case OGRE_K_OGRE_MOVE:
        return snprintf(buf, cap, "Ogre: move %s from %s, or end its movement (%d movement "
                        "point%s left)", uname(d, dc->unit), where(d, dc->x, dc->y, h),
                        dc->count, plural(dc->count));
    case OGRE_K_WINDOW:
        return snprintf(buf, cap, "Ogre: fire before %s moves on from %s, or move (%d "
                        "movement point%s left, %d attack%s declared)", uname(d, dc->unit),
                        where(d, dc->x, dc->y, h), dc->count, plural(dc->count), dc->pending,
                        plural(dc->pending));
    case OGRE_K_FIRE:
        return fire_prompt(d, dc, buf, cap);
    case OGRE_K_DEF_MOVE:
        return snprintf(buf, cap, "Defender: move units, or end the movement phase (%d "
                        "movement point%s left)", dc->count, plural(dc->count));
    case OGRE_K_GEV_MOVE:
        return snprintf(buf, cap, "Defender: make the GEVs' second move, or end it (%d "
                        "movement point%s left)", dc->count, plural(dc->count));
    default:
        return -1;
    }
}
