/*
 * One English line per fow event and action.
 */
#include <stdio.h>

#include "fow_internal.h"

static const char *team_name(const wg_game *g, int team)
{
    return team >= 0 && team < fow_d(g)->nteams ? fow_d(g)->team[team].name : "-";
}

/* A player by the name the scenario gives (wargame.h: no numbers in descriptions). */
static const char *pname(const wg_game *g, int player)
{
    return player == 0 || player == 1 ? fow_d(g)->player_name[player] : "nobody";
}

/* A facing (milli-degrees, counter-clockwise from +x) in degrees: "90 degrees". */
static const char *degrees(int32_t v, char out[32])
{
    if (v % 1000 == 0)
        snprintf(out, 32, "%d degrees", (int)(v / 1000));
    else
        snprintf(out, 32, "%.1f degrees", v / 1000.0);
    return out;
}

/* Tenths of a millimetre in tenths of an inch, rounded half away from zero. */
static int tenths_of_inch(int32_t v)
{
    int64_t a = v; /* widened first: -INT32_MIN does not fit an int32_t */
    int64_t t = ((a < 0 ? -a : a) * 10 + 127) / 254;
    return (int)(a < 0 ? -t : t);
}

/* A point of the table as a player measures it, in inches from the corner
 * of player 0's left: "(12.3\", 4\")". */
static const char *where(int32_t x, int32_t y, char out[48])
{
    char part[2][20];
    for (int i = 0; i < 2; i++) {
        int t = tenths_of_inch(i ? y : x);
        int whole = (t < 0 ? -t : t) / 10, tenth = (t < 0 ? -t : t) % 10;
        const char *sign = t < 0 ? "-" : "";
        if (tenth)
            snprintf(part[i], sizeof part[i], "%s%d.%d\"", sign, whole, tenth);
        else
            snprintf(part[i], sizeof part[i], "%s%d\"", sign, whole);
    }
    snprintf(out, 48, "(%s, %s)", part[0], part[1]);
    return out;
}

static const char *weapon_name(const wg_game *g, int team, int slot)
{
    if (team < 0 || team >= fow_d(g)->nteams || slot < 0 || slot >= fow_type_of(g, team)->nslots)
        return "-";
    return fow_d(g)->weapon[fow_type_of(g, team)->slot[slot].weapon].name;
}

static const char *roll_name(int purpose)
{
    static const char *const names[] = { "?", "to hit", "pick out", "hull or turret",
                                         "armour save", "firepower", "infantry save",
                                         "gun save", "Schurzen save", "bogging check",
                                         "bogging skill test", "dig in", "rally", "remount",
                                         "free bogged", "platoon morale", "company morale",
                                         "tank terror", "assault to hit", "assault armour save",
                                         "counterattack", "first turn" };
    return purpose > 0 && purpose <= WG_FOW_ROLL_FIRST_TURN ? names[purpose] : "?";
}

static const char *effect_name(int r)
{
    static const char *const names[] = { "no effect", "bailed out", "destroyed", "saved" };
    return r >= 0 && r <= WG_FOW_SAVED ? names[r] : "?";
}

static int mods_text(int32_t m, char *buf, size_t cap)
{
    return snprintf(buf, cap, "%s%s%s%s%s%s%s%s", (m & WG_FOW_MOD_LONG_RANGE) ? " +long range" : "",
                    (m & WG_FOW_MOD_CONCEALED) ? " +concealed" : "",
                    (m & WG_FOW_MOD_GONE_TO_GROUND) ? " +gone to ground" : "",
                    (m & WG_FOW_MOD_MOVED) ? " +moved" : "", (m & WG_FOW_MOD_PINNED) ? " +pinned" : "",
                    (m & WG_FOW_MOD_SIDE) ? " side armour" : "",
                    (m & WG_FOW_MOD_REROLL) ? " company commander re-roll" : "",
                    (m & WG_FOW_MOD_BULLETPROOF) ? " bulletproof cover" : "");
}

/*
 * The roll a test needs, as players say it: modifiers can put it past the
 * die's faces (a StuG's front armour 7, +1 at long range, against a 60mm
 * mortar's anti-tank 1 "needs -6"), so
 * such a number says what it means rather than leaving the reader to work
 * out that every roll, or none, passes.
 */
static const char *needs_text(int need, char out[48])
{
    snprintf(out, 48, "needs %d%s", need, need <= 1 ? ": any roll passes"
                                          : need > 6 ? ": no roll passes" : "");
    return out;
}

/*
 * A test's score and what it needs. An armour save's base is the armour the
 * die adds to (front, side or top, OF-S9, OF-A8), not a score to roll, so
 * it is named as such.
 */
static int score_text(const wg_game *g, const wg_event *ev, char *buf, size_t cap)
{
    char m[160], need[48];
    int32_t mods = ev->extra;
    const char *base = "base";
    if (ev->purpose == WG_FOW_ROLL_ARMOUR_SAVE) {
        base = (mods & WG_FOW_MOD_SIDE) ? "side armour" : "front armour";
        mods &= ~WG_FOW_MOD_SIDE;
    } else if (ev->purpose == WG_FOW_ROLL_ASSAULT_SAVE) {
        base = "top armour";
    }
    mods_text(mods, m, sizeof m);
    return snprintf(buf, cap, "%s for %s: %s %d%s -> %s", roll_name(ev->purpose),
                    team_name(g, ev->unit), base, ev->value, m, needs_text(ev->need, need));
}

/* The end of the game with the players' names (wg_game_result_text numbers them). */
static int game_over(const wg_game *g, const wg_event *ev, char *buf, size_t cap)
{
    int w = ev->player;
    if (ev->result == WG_FOW_RESULT_TURNS)
        return snprintf(buf, cap, "game over: a draw: the turn limit was reached");
    if (ev->result == WG_FOW_RESULT_V1_LAUNCHED)
        return snprintf(buf, cap, "game over: %s wins: the V-1 flying bomb launched",
                        pname(g, w));
    if (w != 0 && w != 1)
        return snprintf(buf, cap, "game over: a draw: both sides are destroyed");
    switch (ev->result) {
    case WG_FOW_RESULT_OBJECTIVE:
        return snprintf(buf, cap, "game over: %s wins: it took an objective", pname(g, w));
    case WG_FOW_RESULT_COMPANY_MORALE:
        return snprintf(buf, cap, "game over: %s wins: %s%s company morale broke", pname(g, w),
                        pname(g, 1 - w), wg_possessive(pname(g, 1 - w)));
    case WG_FOW_RESULT_DESTROYED:
        return snprintf(buf, cap, "game over: %s wins: %s is destroyed", pname(g, w),
                        pname(g, 1 - w));
    default:
        return snprintf(buf, cap, "game over: %s wins", pname(g, w));
    }
}

int fow_describe_event(const wg_game *g, const wg_event *ev, char *buf, size_t cap)
{
    char m[160], at[48];
    switch (ev->type) {
    case WG_EV_DIE:
        if (ev->purpose == WG_FOW_ROLL_FIRST_TURN)
            return snprintf(buf, cap, "first turn: %s rolls %d",
                            pname(g, ev->player < 0 ? 0 : ev->player), ev->roll);
        if (ev->purpose == WG_FOW_ROLL_COUNTERATTACK)
            return snprintf(buf, cap, "counterattack: the side of %s rolls %d (%s)",
                            team_name(g, ev->unit), ev->roll, needs_text(ev->need, at));
        return snprintf(buf, cap, "%s: %s rolls %d (%s)", roll_name(ev->purpose),
                        team_name(g, ev->unit), ev->roll, needs_text(ev->need, at));
    case WG_EV_GAME_OVER:
        return game_over(g, ev, buf, cap);
    case WG_EV_DEFENSIVE_FIRE:
        return snprintf(buf, cap, "defensive fire: %s may fire at the platoon of %s "
                        "(%d option(s))", pname(g, ev->player), team_name(g, ev->unit), ev->value);
    case WG_EV_FIRE_OPTION:
        return snprintf(buf, cap, "  option: %s may fire %s at %s", team_name(g, ev->unit),
                        weapon_name(g, ev->unit, ev->weapon), team_name(g, ev->target));
    case WG_EV_DECLARED:
        return snprintf(buf, cap, "%s declares %s at the platoon of %s", team_name(g, ev->unit),
                        weapon_name(g, ev->unit, ev->weapon), team_name(g, ev->target));
    case WG_EV_WINDOW_CLOSED:
        return snprintf(buf, cap, "the defensive fire is over: the assault %s",
                        ev->value ? "falls back" : "goes in");
    case WG_FOW_EV_ASSAULT:
        return snprintf(buf, cap, ev->result ? "the platoon of %s launches an assault"
                                             : "the platoon of %s fails its tank terror test "
                                               "and does not assault",
                        team_name(g, ev->unit));
    case WG_FOW_EV_FALL_BACK:
        return snprintf(buf, cap, "the platoon of %s falls back (%d defensive-fire hit(s), %d "
                        "tank(s) bailed out or destroyed)", team_name(g, ev->unit), ev->value,
                        ev->extra);
    case WG_FOW_EV_ROUND:
        if (ev->value == 1)
            return snprintf(buf, cap, "round %d: %s%s assaulting teams fight", ev->value,
                            pname(g, ev->player), wg_possessive(pname(g, ev->player)));
        return snprintf(buf, cap, "round %d: %s counterattacks", ev->value, pname(g, ev->player));
    case WG_FOW_EV_COUNTERATTACK:
        return snprintf(buf, cap, "the platoon of %s %s%s", team_name(g, ev->unit),
                        ev->result ? "counterattacks" : "breaks off",
                        ev->result && ev->value ? " (took no hits: passed automatically)" : "");
    case WG_FOW_EV_BREAK_OFF:
        return snprintf(buf, cap, "the platoon of %s breaks off and is pinned down",
                        team_name(g, ev->unit));
    case WG_FOW_EV_GUN_CHOICE:
        return snprintf(buf, cap, "%s %s its %s against %s", team_name(g, ev->unit),
                        ev->result ? "takes the better odds:" : "chooses",
                        ev->value == WG_FOW_CHOOSE_ANTI_TANK ? "anti-tank rating (side armour)"
                                                             : "tank assault rating (top armour)",
                        team_name(g, ev->target));
    case WG_FOW_EV_MAKE_WAY:
        return snprintf(buf, cap, "%d losing team(s) within 2\"/5cm of the winners must move "
                        "away, %s first", ev->value, team_name(g, ev->unit));
    case WG_FOW_EV_CAPTURED:
        return snprintf(buf, cap, ev->value == 2 ? "%s is bailed out and abandoned"
                                                 : "%s is captured", team_name(g, ev->unit));
    case WG_FOW_EV_ASSAULT_OVER:
        if (ev->player < 0)
            return snprintf(buf, cap, "the assault is over: no winner");
        return snprintf(buf, cap, "the assault is over: %s wins it with the platoon of %s",
                        pname(g, ev->player), team_name(g, ev->unit));
    case WG_FOW_EV_OBJECTIVE_PLACED:
        if (fow_d(g)->mission == WG_FOW_MISSION_DOODLEBUG && ev->value == 0)
            return snprintf(buf, cap, "%s places the V-1 ramp at %s", pname(g, ev->player),
                            where(ev->x, ev->y, at));
        return snprintf(buf, cap, "%s places objective %d at %s", pname(g, ev->player),
                        ev->value, where(ev->x, ev->y, at));
    case WG_FOW_EV_DEPLOYED:
        return snprintf(buf, cap, "%s is deployed at %s facing %s", team_name(g, ev->unit),
                        where(ev->x, ev->y, at), degrees(ev->value, m));
    case WG_FOW_EV_FIRST_TURN:
        return snprintf(buf, cap, "%s has the first turn; %s%s teams start gone to ground",
                        pname(g, ev->player), pname(g, 1 - ev->player),
                        wg_possessive(pname(g, 1 - ev->player)));
    case WG_FOW_EV_V1: {
        static const char *const steps[] = { "?", "is placed on the bottom of the ramp",
                                             "moves up to the middle of the ramp" };
        if (ev->value == 3) /* the Doodlebug's player 0 launches it (OF-X3) */
            return snprintf(buf, cap, "the V-1 flying bomb launches: %s wins", pname(g, 0));
        return snprintf(buf, cap, "the V-1 flying bomb %s", ev->value >= 1 && ev->value <= 2
                        ? steps[ev->value] : "?");
    }
    case WG_EV_PHASE: {
        static const char *const names[] = { "?", "Starting Step", "Movement Step",
                                             "Shooting Step", "Assault Step",
                                             "Mission set-up" };
        if (ev->value == WG_FOW_PHASE_SETUP)
            return snprintf(buf, cap, "Mission set-up: objectives are placed, then platoons "
                            "deployed");
        return snprintf(buf, cap, "%s of %s", ev->value >= 1 && ev->value <= 4
                        ? names[ev->value] : "?", pname(g, ev->player));
    }
    case WG_EV_MOVE:
        return snprintf(buf, cap, "%s moves to %s", team_name(g, ev->unit), where(ev->x, ev->y, at));
    case WG_EV_DESTROYED:
        return snprintf(buf, cap, "%s is destroyed", team_name(g, ev->unit));
    case WG_FOW_EV_SCORE:
        return score_text(g, ev, buf, cap);
    case WG_FOW_EV_SHOTS:
        return snprintf(buf, cap, "%s fires %s (ROF %d, %d+) at %s: %d hit(s)",
                        team_name(g, ev->unit), weapon_name(g, ev->unit, ev->weapon), ev->value,
                        ev->need, team_name(g, ev->target), ev->result);
    case WG_FOW_EV_ALLOCATED:
        if (ev->weapon < 0) /* a hit of the fight (OF-A7) */
            return snprintf(buf, cap, "hit %d of %s allocated to %s", ev->value,
                            team_name(g, ev->unit), team_name(g, ev->target));
        return snprintf(buf, cap, "hit %d (%s) allocated to %s", ev->value,
                        weapon_name(g, ev->unit, ev->weapon), team_name(g, ev->target));
    case WG_FOW_EV_EFFECT:
        if (ev->weapon < 0)
            return snprintf(buf, cap, "%s hit in the assault by %s: %s", team_name(g, ev->target),
                            team_name(g, ev->unit), effect_name(ev->result));
        return snprintf(buf, cap, "%s hit by %s: %s", team_name(g, ev->target),
                        weapon_name(g, ev->unit, ev->weapon), effect_name(ev->result));
    case WG_FOW_EV_PINNED:
        return snprintf(buf, cap, "the platoon of %s is pinned down (%d hits)",
                        team_name(g, ev->unit), ev->value);
    case WG_FOW_EV_RALLIED:
        return snprintf(buf, cap, "the platoon of %s rallies", team_name(g, ev->unit));
    case WG_FOW_EV_REMOUNTED:
        return snprintf(buf, cap, "%s remounts", team_name(g, ev->unit));
    case WG_FOW_EV_BOGGED:
        return snprintf(buf, cap, "%s bogs down at %s", team_name(g, ev->unit),
                        where(ev->x, ev->y, at));
    case WG_FOW_EV_FREED:
        return snprintf(buf, cap, "%s is no longer bogged down", team_name(g, ev->unit));
    case WG_FOW_EV_DUG_IN:
        return snprintf(buf, cap, "the platoon of %s %s", team_name(g, ev->unit),
                        ev->result ? "digs in" : "fails to dig in");
    case WG_FOW_EV_PLATOON_DESTROYED:
        return snprintf(buf, cap, "the platoon of %s breaks and is destroyed",
                        team_name(g, ev->unit));
    case WG_FOW_EV_COMPANY_MORALE:
        return snprintf(buf, cap, "%s%s company %s", pname(g, ev->player),
                        wg_possessive(pname(g, ev->player)), ev->result ? "fights on" : "breaks");
    case WG_FOW_EV_FLANK:
        return snprintf(buf, cap, "%s hits the %s %s of %s", team_name(g, ev->unit),
                        ev->value ? "side" : "front", ev->extra ? "(turret)" : "armour",
                        team_name(g, ev->target));
    case WG_FOW_EV_MORALE_CHECK:
        return snprintf(buf, cap, "the platoon of %s checks morale: %d destroyed, %d alive",
                        team_name(g, ev->unit), ev->value, ev->extra);
    default:
        return -1;
    }
}

static int frame_kind(const wg_game *g)
{
    const wg_frame *f = wg_ctop(g);
    return f ? f->kind : 0;
}

/* How a team moves in the assault's decisions: "charges to" (NULL: a plain move). */
static const char *move_verb(int kind)
{
    switch (kind) {
    case FOW_K_CHARGE:
    case FOW_K_COUNTER_CHARGE:
        return "charges to";
    case FOW_K_BREAK_OFF:
        return "breaks off to";
    case FOW_K_CONSOLIDATE:
        return "consolidates to";
    case FOW_K_FALL_BACK:
        return "falls back to";
    case FOW_K_MAKE_WAY:
        return "moves away from the winners to";
    default:
        return NULL;
    }
}

/* What PASS means in each decision kind where it is not "end the step". */
static const char *const pass_text[FOW_K_COUNT] = {
    [FOW_K_ASSAULT] = "make no more assaults: end the Assault Step",
    [FOW_K_CHARGE] = "call the assault off",
    [FOW_K_DEFENSIVE] = "hold fire: no defensive fire",
    [FOW_K_BREAK_OFF] = "the other teams stay where they are",
    [FOW_K_CONSOLIDATE] = "the other teams stay where they are: consolidation over",
    [FOW_K_COUNTER_CHARGE] = "the other teams do not charge: fight",
};

static const char *pass_meaning(int kind)
{
    int known = kind >= 0 && kind < FOW_K_COUNT && pass_text[kind];
    return known ? pass_text[kind] : "end the step";
}

int fow_describe_action(const wg_game *g, const wg_action *a, char *buf, size_t cap)
{
    int kind = frame_kind(g);
    char f[32], at[48];
    switch (a->type) {
    case WG_ACT_MOVE:
        if (kind == FOW_K_SETUP_OBJ)
            return snprintf(buf, cap, "place the objective at %s", where(a->x, a->y, at));
        if (kind == FOW_K_SETUP_DEPLOY)
            return snprintf(buf, cap, "deploy %s at %s facing %s", team_name(g, a->unit),
                            where(a->x, a->y, at), degrees(a->value, f));
        if (move_verb(kind))
            return snprintf(buf, cap, "%s %s %s facing %s", team_name(g, a->unit),
                            move_verb(kind), where(a->x, a->y, at), degrees(a->value, f));
        return snprintf(buf, cap, "move %s to %s facing %s", team_name(g, a->unit),
                        where(a->x, a->y, at), degrees(a->value, f));
    case WG_ACT_DECLARE:
        if (kind == FOW_K_ASSAULT)
            return snprintf(buf, cap, "assault with the platoon of %s", team_name(g, a->unit));
        if (kind == FOW_K_DEFENSIVE)
            return snprintf(buf, cap, "%s fires %s in defensive fire at %s%s",
                            team_name(g, a->unit), weapon_name(g, a->unit, a->weapon),
                            team_name(g, a->target), a->value == 1 ? ", turret turned to it" : "");
        return snprintf(buf, cap, "%s fires %s at the platoon of %s%s", team_name(g, a->unit),
                        weapon_name(g, a->unit, a->weapon), team_name(g, a->target),
                        a->value == 1 ? ", turret turned to that team" : "");
    case WG_ACT_RESOLVE:
        if (kind == FOW_K_CHARGE)
            return snprintf(buf, cap, "the charge is made: open defensive fire");
        if (kind == FOW_K_DEFENSIVE)
            return snprintf(buf, cap, "resolve the defensive fire");
        return snprintf(buf, cap, "resolve the shooting");
    case WG_ACT_ALLOCATE:
        return snprintf(buf, cap, "allocate hit %d to %s", a->value, team_name(g, a->target));
    case WG_ACT_PASS:
        return snprintf(buf, cap, "%s", pass_meaning(kind));
    case WG_ACT_CHOOSE:
        switch (kind) {
        case FOW_K_DEFENSIVE:
            return snprintf(buf, cap, "fire defensive fire automatically (every team that can)");
        case FOW_K_COUNTER:
            return snprintf(buf, cap, a->value ? "counterattack" : "break off");
        case FOW_K_REROLL:
            return snprintf(buf, cap, a->value ? "re-roll with the company command team"
                                               : "accept the failed roll");
        case FOW_K_ALLOCATE:
        case FOW_K_FIGHT_ALLOCATE:
            return snprintf(buf, cap, "allocate the remaining hits automatically");
        case FOW_K_SETUP_OBJ:
        case FOW_K_SETUP_DEPLOY:
            return snprintf(buf, cap, "place automatically");
        case FOW_K_BREAK_OFF:
        case FOW_K_CONSOLIDATE:
        case FOW_K_COUNTER_CHARGE:
        case FOW_K_FALL_BACK:
        case FOW_K_MAKE_WAY:
            return snprintf(buf, cap, "move the remaining teams automatically");
        case FOW_K_GUN_CHOICE:
            return snprintf(buf, cap, a->value == 1   ? "use the gun's anti-tank rating against "
                                                        "side armour"
                                      : a->value == 2 ? "use the tank assault rating against top "
                                                        "armour"
                                                      : "take the rating with the better odds");
        case FOW_K_MOVE:
            if (a->value == WG_FOW_CHOOSE_DIG_IN)
                return snprintf(buf, cap, "the platoon of %s digs in", team_name(g, a->unit));
            break;
        default:
            break;
        }
        return snprintf(buf, cap, "choose %d", a->value);
    default:
        return -1;
    }
}

/* ------------------------------------------------------------ odds outcomes */

static int losses_words(int v, char *buf, size_t cap)
{
    int d = WG_FOW_OUTCOME_DESTROYED(v), b = WG_FOW_OUTCOME_BAILED(v);
    if (!d && !b)
        return snprintf(buf, cap, "no loss");
    if (!b)
        return snprintf(buf, cap, "%d destroyed", d);
    return snprintf(buf, cap, "%d destroyed, %d bailed out", d, b);
}

int fow_describe_outcome(const wg_game *g, const wg_odds *o, int i, char *buf, size_t cap)
{
    const wg_odds_outcome *oc = &o->outcome[i];
    const char *platoon = oc->part >= 0 && oc->part < fow_d(g)->nplatoons
                              ? fow_d(g)->platoon[oc->part].name
                              : "-";
    const char *pinned = (oc->kind & WG_FOW_OUTCOME_PINNED) ? ", pinned down" : "";
    int hits = WG_FOW_OUTCOME_HITS(oc->value);
    char loss[48];
    losses_words(oc->value, loss, sizeof loss);
    switch (WG_FOW_OUTCOME_KIND(oc->kind)) {
    case WG_FOW_OUTCOME_SHOT:
        return snprintf(buf, cap, "%d hit%s on %s: %s%s", hits, hits == 1 ? "" : "s", platoon,
                        loss, pinned);
    case WG_FOW_OUTCOME_FIRE:
        return snprintf(buf, cap, "%s: %s%s", platoon, loss, pinned);
    case WG_FOW_OUTCOME_GOES_IN:
        return snprintf(buf, cap, "%s goes in to fight: %s", platoon, loss);
    case WG_FOW_OUTCOME_FALLS_BACK:
        return snprintf(buf, cap, "%s falls back: %s", platoon, loss);
    case WG_FOW_OUTCOME_WIPED_OUT:
        return snprintf(buf, cap, "%s is wiped out by defensive fire", platoon);
    }
    return -1;
}

/* ------------------------------------------------------------ prompts */

static const char *plural(int n)
{
    return n == 1 ? "" : "s";
}

/* The top frame's data[i] when it is the decision asked about, else `none`. */
static int frame_data(const wg_game *g, const wg_decision *d, int i, int none)
{
    const wg_frame *f = wg_ctop(g);
    return f && f->kind == d->kind ? f->data[i] : none;
}

/* Teams of `player` still to deploy. */
static int undeployed(const wg_game *g, int player)
{
    const fow_data *data = fow_d(g);
    int n = 0;
    for (int i = 0; i < data->nteams; i++)
        n += data->team[i].player == player && (data->team[i].flags & WG_FOW_TEAM_ALIVE) &&
             !(fow_ct(g, i)->flags & WG_FOW_TEAM_ALIVE);
    return n;
}

static int setup_prompt(const wg_game *g, const wg_decision *d, char *buf, size_t cap)
{
    const char *who = pname(g, d->player);
    if (d->kind == FOW_K_START)
        return snprintf(buf, cap, "%s: start the game", who);
    if (d->kind == FOW_K_SETUP_OBJ) {
        if (fow_d(g)->mission == WG_FOW_MISSION_DOODLEBUG && d->count == 0)
            return snprintf(buf, cap, "%s: place the V-1 ramp", who);
        return snprintf(buf, cap, "%s: place objective %d", who, d->count);
    }
    int n = undeployed(g, d->player);
    if (d->unit >= 0)
        return snprintf(buf, cap, "%s: deploy %s (%d team%s left to deploy)", who,
                        team_name(g, d->unit), n, plural(n));
    return snprintf(buf, cap, "%s: deploy a team (%d team%s left to deploy)", who, n, plural(n));
}

static int reroll_prompt(const wg_game *g, const wg_decision *d, char *buf, size_t cap)
{
    int what = frame_data(g, d, 0, 0);
    const char *test = what == FOW_RR_RALLY     ? "rally"
                       : what == FOW_RR_REMOUNT ? "remount"
                       : what == FOW_RR_MORALE  ? "platoon morale"
                                                : "";
    return snprintf(buf, cap, "%s: re-roll the failed %s%stest of %s with the company "
                    "command team, or accept it", pname(g, d->player), test, test[0] ? " " : "",
                    team_name(g, d->unit));
}

/* The Movement, Shooting and Assault Steps and their hits. */
static int step_prompt(const wg_game *g, const wg_decision *d, char *buf, size_t cap)
{
    const char *who = pname(g, d->player);
    int n = fow_ch(g)->ndecl;
    switch (d->kind) {
    case FOW_K_MOVE:
        return snprintf(buf, cap, "%s: move teams or dig in, or end the Movement Step", who);
    case FOW_K_FIRE:
        if (n > 0)
            return snprintf(buf, cap, "%s: declare more shots or resolve them (%d declared)",
                            who, n);
        return snprintf(buf, cap, "%s: shoot at an enemy platoon, or end the Shooting Step",
                        who);
    case FOW_K_ALLOCATE:
        return snprintf(buf, cap, "%s: allocate %d hit%s to the teams of the platoon of %s",
                        who, d->count, plural(d->count), team_name(g, d->unit));
    case FOW_K_ASSAULT:
        return snprintf(buf, cap, "%s: choose a platoon to assault, or end the Assault Step",
                        who);
    default:
        return -1;
    }
}

/* The assault: its charge, defensive fire, fight and moves afterwards. */
static int assault_prompt(const wg_game *g, const wg_decision *d, char *buf, size_t cap)
{
    const char *who = pname(g, d->player), *team = team_name(g, d->unit);
    switch (d->kind) {
    case FOW_K_CHARGE:
        return snprintf(buf, cap, "%s: charge the teams of the platoon of %s into contact, "
                        "then make the charge (%d charged)", who, team, d->pending);
    case FOW_K_DEFENSIVE:
        return snprintf(buf, cap, "%s: defensive fire at the platoon of %s as it charges, or "
                        "hold fire (%d team%s can fire, %d declared)", who,
                        team_name(g, d->target), d->count, plural(d->count), d->pending);
    case FOW_K_COUNTER:
        return snprintf(buf, cap, "%s: counterattack with the platoon of %s, or break off",
                        who, team);
    case FOW_K_COUNTER_CHARGE:
        return snprintf(buf, cap, "%s: counterattack: charge teams into contact, or fight "
                        "where they stand", who);
    case FOW_K_GUN_CHOICE:
        return snprintf(buf, cap, "%s: choose whether %s fights %s with its anti-tank or its "
                        "tank assault rating", who, team, team_name(g, d->target));
    case FOW_K_FIGHT_ALLOCATE:
        return snprintf(buf, cap, "%s: allocate %d assault hit%s among your teams in the "
                        "fight", who, d->count, plural(d->count));
    case FOW_K_BREAK_OFF:
        return snprintf(buf, cap, "%s: break off: move the teams of the platoon of %s away "
                        "from the enemy", who, team);
    case FOW_K_CONSOLIDATE:
        return snprintf(buf, cap, "%s: consolidate: move the winning teams, or stay", who);
    case FOW_K_FALL_BACK:
        return snprintf(buf, cap, "%s: fall back: move the teams of the platoon of %s away "
                        "from the enemy", who, team);
    case FOW_K_MAKE_WAY:
        return snprintf(buf, cap, "%s: move %s and the other losing teams away from the "
                        "winners", who, team);
    default:
        return -1;
    }
}

/* wg_decision_kind.describe for every fow kind: what the player is asked. */
int fow_describe_decision(const wg_game *g, const wg_decision *d, char *buf, size_t cap)
{
    switch (d->kind) {
    case FOW_K_START:
    case FOW_K_SETUP_OBJ:
    case FOW_K_SETUP_DEPLOY:
        return setup_prompt(g, d, buf, cap);
    case FOW_K_REROLL:
        return reroll_prompt(g, d, buf, cap);
    case FOW_K_MOVE:
    case FOW_K_FIRE:
    case FOW_K_ALLOCATE:
    case FOW_K_ASSAULT:
        return step_prompt(g, d, buf, cap);
    default:
        return assault_prompt(g, d, buf, cap);
    }
}
