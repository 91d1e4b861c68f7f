/*
 * One English line per event and action. Hexes are written as the
 * scenario writes them, [column, row].
 */
#include <stdio.h>

#include "m44_internal.h"

static const char *uname(const wg_game *g, int unit)
{
    return unit >= 0 && unit < m44_cdata(g)->nunits ? m44_cdata(g)->unit_name[unit] : "?";
}

/* The obstacle that let a unit ignore a flag (wg_m44_obstacle). */
static const char *obstacle_name(const wg_game *g, int obstacle)
{
    return obstacle > 0 && obstacle < WG_M44_OBSTACLE_COUNT ? m44_cdata(g)->obstacle[obstacle].name
                                                             : "cover";
}

static const char *cname(const wg_game *g, int card)
{
    return card >= 0 && card < m44_cdata(g)->ncards ? m44_cdata(g)->card[card].name : "?";
}

static const char *side(const wg_game *g, int p)
{
    return p == 0 || p == 1 ? m44_cdata(g)->side_name[p] : "nobody";
}

static void where(const wg_game *g, int q, int r, char out[WG_HEX_TEXT])
{
    wg_describe_hex(m44_cdata(g)->board.layout, q, r, out);
}

int m44_describe_event(const wg_game *g, const wg_event *ev, char *buf, size_t cap)
{
    static const char *const phases[] = { "-", "order", "movement", "battle", "draw" };
    static const char *const faces[] = { "?", "infantry", "infantry", "armor", "grenade",
                                         "star", "flag" };
    char at[WG_HEX_TEXT], from[WG_HEX_TEXT];
    where(g, ev->x, ev->y, at);
    where(g, ev->value, ev->extra, from);
    switch (ev->type) {
    case WG_EV_GAME_START:
        return snprintf(buf, cap, "the battle begins: %s", m44_cdata(g)->name);
    case WG_EV_TURN:
        return snprintf(buf, cap, "turn %d: %s", ev->value, side(g, ev->player));
    case WG_EV_PHASE:
        return snprintf(buf, cap, "%s: %s phase", side(g, ev->player),
                        phases[ev->value >= 0 && ev->value <= 4 ? ev->value : 0]);
    case WG_EV_DIE:
        if (ev->purpose == WG_M44_ROLL_AIRDROP) /* a number: the drop zone's column or row */
            return snprintf(buf, cap, "drop die (d%d): %d", ev->value, ev->roll);
        return snprintf(buf, cap, "die: %s", faces[ev->roll >= 1 && ev->roll <= 6 ? ev->roll : 0]);
    case WG_EV_MOVE:
        return snprintf(buf, cap, "%s moves %s -> %s", uname(g, ev->unit), from, at);
    case WG_EV_ATTACK:
        return snprintf(buf, cap, "%s battles %s at %s: %d dice", ev->unit >= 0
                        ? uname(g, ev->unit) : "the card", uname(g, ev->target), at, ev->value);
    case WG_EV_RESULT:
        return snprintf(buf, cap, "%d hit(s), %d flag(s) on %s", ev->value, ev->extra,
                        uname(g, ev->target));
    case WG_EV_DAMAGED:
        return snprintf(buf, cap, "%s loses %d figure(s), %d left", uname(g, ev->unit), ev->value,
                        ev->extra);
    case WG_EV_DESTROYED:
        return snprintf(buf, cap, "%s is eliminated: a medal for %s", uname(g, ev->unit),
                        side(g, ev->player));
    case WG_EV_GAME_OVER:
        return snprintf(buf, cap, "game over: %s", m44_turn_result_text(g));
    case WG_EV_OPFIRE_WINDOW:
        if (ev->value < 0) /* as another player sees it (wg_event_for) */
            return snprintf(buf, cap, "%s may fire at %s in %s", side(g, ev->player),
                            uname(g, ev->unit), at);
        return snprintf(buf, cap, "%s may fire at %s in %s: %d option(s)", side(g, ev->player),
                        uname(g, ev->unit), at, ev->value);
    case WG_EV_FIRE_OPTION:
        return snprintf(buf, cap, "  option: %s with %s", uname(g, ev->unit),
                        cname(g, ev->weapon));
    case WG_EV_WINDOW_CLOSED:
        return snprintf(buf, cap, "the window closes");
    case WG_M44_EV_CARD_PLAYED:
        return snprintf(buf, cap, "%s plays %s%s", side(g, ev->player), cname(g, ev->weapon),
                        ev->extra ? " (Op Fire)" : "");
    case WG_M44_EV_ORDERED:
        if (ev->value > WG_M44_NO_BADGE && ev->value < WG_M44_BADGE_COUNT) /* M44-X6, X7 */
            return snprintf(buf, cap, "%s (%s) is ordered", uname(g, ev->unit),
                            m44_cdata(g)->badge[ev->value].name);
        return snprintf(buf, cap, "%s is ordered", uname(g, ev->unit));
    case WG_M44_EV_DRAW:
        return snprintf(buf, cap, "%s draws %s%s", side(g, ev->player),
                        ev->weapon < 0 ? "a card" : cname(g, ev->weapon),
                        ev->value == 1 ? " (for an Op Fire)" : ev->value == 2 ? " (Recon)" : "");
    case WG_M44_EV_DISCARD:
        return snprintf(buf, cap, "%s is discarded", cname(g, ev->weapon));
    case WG_M44_EV_RESHUFFLE:
        return snprintf(buf, cap, "the deck is reshuffled: %d cards", ev->value);
    case WG_M44_EV_RETREAT:
        return snprintf(buf, cap, "%s retreats %s -> %s", uname(g, ev->unit), from, at);
    case WG_M44_EV_RETREAT_BLOCKED:
        return snprintf(buf, cap, "%s cannot retreat %d hex(es)", uname(g, ev->unit), ev->value);
    case WG_M44_EV_FLAG_IGNORED:
        return snprintf(buf, cap, "%s ignores a flag (%s)", uname(g, ev->unit),
                        obstacle_name(g, ev->value));
    case WG_M44_EV_TAKE_GROUND:
        return snprintf(buf, cap, "%s takes ground in %s", uname(g, ev->unit), at);
    case WG_M44_EV_OVERRUN:
        return snprintf(buf, cap, "%s may overrun", uname(g, ev->unit));
    case WG_M44_EV_MEDAL:
        return snprintf(buf, cap, "%s has %d medal(s)", side(g, ev->player), ev->value);
    case WG_M44_EV_WIRE_REMOVED:
        return snprintf(buf, cap, "wire removed at %s", at);
    case WG_M44_EV_SANDBAGS:
        return snprintf(buf, cap, "sandbags %s at %s", ev->value ? "placed" : "removed", at);
    case WG_M44_EV_HEALED:
        return snprintf(buf, cap, "%s gets %d figure(s) back", uname(g, ev->unit), ev->value);
    case WG_M44_EV_OBJECTIVE:
    case WG_M44_EV_EXIT:
    case WG_M44_EV_AIRDROP:
    case WG_M44_EV_BRIDGE:
        return m44_medals_describe(g, ev, buf, cap);
    case WG_M44_EV_MOVE_STOPPED:
        return snprintf(buf, cap, "%s retreated: its move is over, no battle", uname(g, ev->unit));
    default:
        return snprintf(buf, cap, "event %d", ev->type);
    }
}

int m44_describe_action(const wg_game *g, const wg_action *a, char *buf, size_t cap)
{
    char at[WG_HEX_TEXT];
    where(g, a->x, a->y, at);
    switch (a->type) {
    case WG_ACT_PASS:
        return snprintf(buf, cap, "pass");
    case WG_ACT_PLAY:
        return snprintf(buf, cap, "play %s", cname(g, a->card));
    case WG_ACT_DECLARE:
        return a->unit >= 0 ? snprintf(buf, cap, "order %s", uname(g, a->unit))
                            : snprintf(buf, cap, "target %s", uname(g, a->target));
    case WG_ACT_RESOLVE:
        return snprintf(buf, cap, "commit the order");
    case WG_ACT_MOVE:
        return snprintf(buf, cap, "move %s to %s", uname(g, a->unit), at);
    case WG_ACT_RETREAT:
        return snprintf(buf, cap, "retreat %s to %s", uname(g, a->unit), at);
    case WG_ACT_FIRE:
        return a->card >= 0
                   ? snprintf(buf, cap, "Op Fire with %s using %s", uname(g, a->unit),
                              cname(g, a->card))
                   : snprintf(buf, cap, "%s battles %s", uname(g, a->unit), uname(g, a->target));
    case WG_ACT_CHOOSE:
        if (a->card >= 0)
            return snprintf(buf, cap, "keep %s", cname(g, a->card));
        if (a->unit >= 0 && a->value == WG_M44_CHOICE_BLOW_BRIDGE)
            return snprintf(buf, cap, "%s tries to blow the bridge at %s", uname(g, a->unit), at);
        if (a->unit >= 0)
            return snprintf(buf, cap, "%s clears the wire", uname(g, a->unit));
        return snprintf(buf, cap, "section %d", a->value);
    default:
        return snprintf(buf, cap, "action %d", a->type);
    }
}

/* ------------------------------------------------------------ odds outcomes */

static const char *hexes(int n)
{
    return n == 1 ? "hex" : "hexes";
}

/* What the flags did, for a target that lived through the hits ("" when none came);
 * `cover` names what ignored one. */
static void flag_part(int end, int v, const char *cover, char *buf, size_t cap)
{
    int flags = WG_M44_OUTCOME_FLAGS(v), steps = WG_M44_OUTCOME_STEPS(v);
    int rest = WG_M44_OUTCOME_REST(v);
    char ignored[24] = "";
    if (WG_M44_OUTCOME_IGNORED(v))
        snprintf(ignored, sizeof ignored, " (1 more ignored)");
    if (!flags) {
        if (ignored[0])
            snprintf(buf, cap, ", a flag ignored (%s)", cover);
        else
            buf[0] = '\0';
        return;
    }
    int n = snprintf(buf, cap, ", %d flag%s%s", flags, flags == 1 ? "" : "s", ignored);
    if (n < 0 || (size_t)n >= cap)
        return;
    buf += n;
    cap -= (size_t)n;
    char made[40] = ":";
    if (steps)
        snprintf(made, sizeof made, ": retreats %d %s%s", steps, hexes(steps),
                 rest ? ", then" : "");
    if (end == WG_M44_OUTCOME_CHOICE)
        snprintf(buf, cap, "%s its owner chooses the way (%d to go)", made, rest);
    else if (rest)
        snprintf(buf, cap, "%s %s: %d more lost", made, steps ? "blocked" : "cannot retreat",
                 rest);
    else
        snprintf(buf, cap, "%s", made);
}

int m44_describe_outcome(const wg_game *g, const wg_odds *o, int i, char *buf, size_t cap)
{
    const wg_odds_outcome *oc = &o->outcome[i];
    int end = WG_M44_OUTCOME_END(oc->kind), v = oc->value, hits = WG_M44_OUTCOME_HITS(v);
    char over[80] = "";
    if (oc->kind & WG_M44_OUTCOME_GAME_OVER) {
        int owner = oc->unit >= 0 && oc->unit < m44_cdata(g)->nunits ? m44_rules_side(g, oc->unit)
                                                                      : -1;
        int winner = owner < 0 ? -1 : end == WG_M44_OUTCOME_DESTROYED ? 1 - owner : owner;
        snprintf(over, sizeof over, "; %s win", side(g, winner));
    }
    if (end == WG_M44_OUTCOME_DESTROYED && !WG_M44_OUTCOME_FLAGS(v))
        return snprintf(buf, cap, "%s eliminated (%d lost)%s", uname(g, oc->unit), hits, over);
    char flags[112];
    int at = oc->unit >= 0 && oc->unit < m44_cdata(g)->nunits ? m44_cst(g)->u[oc->unit].cell : -1;
    flag_part(end, v, obstacle_name(g, at >= 0 ? m44_cobstacles(g)[at] : 0), flags,
              sizeof flags);
    char loss[24] = "no loss";
    if (hits)
        snprintf(loss, sizeof loss, "%d lost", hits);
    int left = WG_M44_OUTCOME_LEFT(v);
    if (!left)
        return snprintf(buf, cap, "%s: %s%s; eliminated%s", uname(g, oc->unit), loss, flags, over);
    return snprintf(buf, cap, "%s: %s%s; %d left%s", uname(g, oc->unit), loss, flags, left, over);
}

/* ------------------------------------------------------------ prompts */

int m44_describe_play(const wg_game *g, const wg_decision *d, char *buf, size_t cap)
{
    int n = m44_cards_hand_count(g, d->player);
    return snprintf(buf, cap, "%s: play a command card (%d in hand)", side(g, d->player), n);
}

/* "Allies: order units with Attack Left (2 of 3 ordered)": the card's name,
 * the units ordered so far and the card's limit, when it has one. */
int m44_describe_order(const wg_game *g, const wg_decision *d, char *buf, size_t cap)
{
    const m44_data *data = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    const m44_card_kind *k = m44_card_order(g);
    const char *card = s->card >= 0 ? data->card[s->card].name : "the card";
    if (k->picks == M44_PICK_FOES)
        return snprintf(buf, cap, "%s: choose the enemy units %s strikes (%d chosen)",
                        side(g, d->player), card, s->nair);
    int ordered = 0;
    for (int u = 0; u < data->nunits; u++)
        ordered += data->unit_side[u] == d->player && s->u[u].ordered;
    if (k->limit > 0)
        return snprintf(buf, cap, "%s: order units with %s (%d of %d ordered)",
                        side(g, d->player), card, ordered, k->limit);
    return snprintf(buf, cap, "%s: order units with %s (%d ordered)", side(g, d->player), card,
                    ordered);
}

/* Units of `player` ordered this turn; with `battle`, only those that may still battle. */
static int ordered_units(const wg_game *g, int player, int battle)
{
    const m44_data *data = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    int n = 0;
    for (int u = 0; u < data->nunits; u++) {
        const m44_unit *mu = &s->u[u];
        int able = !battle || (mu->battles > 0 && !mu->no_battle);
        n += data->unit_side[u] == player && mu->cell >= 0 && mu->ordered && able;
    }
    return n;
}

static const char *plural(int n)
{
    return n == 1 ? "" : "s";
}

/* The prompts of the kinds of one unit at one hex: take ground, overrun, Op
 * Fire, ambush, retreat. */
static int unit_prompt(const wg_game *g, const wg_decision *d, char *buf, size_t cap)
{
    const char *who = side(g, d->player);
    char at[WG_HEX_TEXT];
    where(g, d->x, d->y, at);
    switch (d->kind) {
    case M44_K_TAKE_GROUND:
        return snprintf(buf, cap, "%s: take ground with %s into %s, or stay", who,
                        uname(g, d->unit), at);
    case M44_K_OVERRUN:
        return snprintf(buf, cap, "%s: overrun with %s from %s (battle again), or stop", who,
                        uname(g, d->unit), at);
    case M44_K_OPFIRE:
        return snprintf(buf, cap, "%s: Op Fire at %s as it enters %s, or let it go on (%d "
                        "unit%s can fire)", who, uname(g, d->unit), at, d->count,
                        plural(d->count));
    case M44_K_AMBUSH:
        return snprintf(buf, cap, "%s: ambush %s as it assaults %s at %s, or let it come",
                        who, uname(g, d->unit), uname(g, d->target), at);
    case M44_K_RETREAT:
        return snprintf(buf, cap, "%s: choose where %s retreats from %s (%d hex%s to go)", who,
                        uname(g, d->unit), at, d->count, d->count == 1 ? "" : "es");
    default:
        return -1;
    }
}

/* wg_decision_kind.describe for every m44 kind: what the player is asked. */
int m44_describe_decision(const wg_game *g, const wg_decision *d, char *buf, size_t cap)
{
    const char *who = side(g, d->player);
    int card = m44_cst(g)->card, n;
    switch (d->kind) {
    case M44_K_PLAY:
        return m44_describe_play(g, d, buf, cap);
    case M44_K_ORDER:
        return m44_describe_order(g, d, buf, cap);
    case M44_K_SECTION:
        return snprintf(buf, cap, "%s: choose the section %s orders", who, cname(g, card));
    case M44_K_MOVE:
        n = ordered_units(g, d->player, 0);
        return snprintf(buf, cap, "%s: move the ordered units, or end the movement (%d "
                        "ordered)", who, n);
    case M44_K_BATTLE:
        n = ordered_units(g, d->player, 1);
        return snprintf(buf, cap, "%s: battle with the ordered units, or end the battles (%d "
                        "unit%s yet to battle)", who, n, plural(n));
    case M44_K_RECON:
        return snprintf(buf, cap, "%s: keep one of the two cards the Recon drew", who);
    case M44_K_AIRDROP:
        n = m44_cdata(g)->ndrop;
        return snprintf(buf, cap, "%s: drop %d unit%s over the board (roll where each lands)",
                        who, n, plural(n));
    default:
        return unit_prompt(g, d, buf, cap);
    }
}
