/*
 * One English line per fow event and action.
 */
#include <stdio.h>

#include "fow_internal.h"

static const char *team_name(const wg_game *g, int team)
{
    return team >= 0 && team < fow_d(g)->nteams ? fow_d(g)->team[team].name : "-";
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
                                         "free bogged", "platoon morale", "company morale" };
    return purpose > 0 && purpose <= WG_FOW_ROLL_COMPANY_MORALE ? names[purpose] : "?";
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

int fow_describe_event(const wg_game *g, const wg_event *ev, char *buf, size_t cap)
{
    char m[160];
    switch (ev->type) {
    case WG_EV_DIE:
        return snprintf(buf, cap, "%s: %s rolls %d (needs %d)", roll_name(ev->purpose),
                        team_name(g, ev->unit), ev->roll, ev->need);
    case WG_EV_PHASE: {
        static const char *const names[] = { "?", "Starting Step", "Movement Step",
                                             "Shooting Step", "Assault Step" };
        return snprintf(buf, cap, "%s of player %d", ev->value >= 1 && ev->value <= 4
                        ? names[ev->value] : "?", ev->player);
    }
    case WG_EV_MOVE:
        return snprintf(buf, cap, "%s moves to (%d, %d)", team_name(g, ev->unit), ev->x, ev->y);
    case WG_EV_DESTROYED:
        return snprintf(buf, cap, "%s is destroyed", team_name(g, ev->unit));
    case WG_FOW_EV_SCORE:
        mods_text(ev->extra, m, sizeof m);
        return snprintf(buf, cap, "%s for %s: base %d%s -> needs %d", roll_name(ev->purpose),
                        team_name(g, ev->unit), ev->value, m, ev->need);
    case WG_FOW_EV_SHOTS:
        return snprintf(buf, cap, "%s fires %s (ROF %d, %d+) at %s: %d hit(s)",
                        team_name(g, ev->unit), weapon_name(g, ev->unit, ev->weapon), ev->value,
                        ev->need, team_name(g, ev->target), ev->result);
    case WG_FOW_EV_ALLOCATED:
        return snprintf(buf, cap, "hit %d (%s) allocated to %s", ev->value,
                        weapon_name(g, ev->unit, ev->weapon), team_name(g, ev->target));
    case WG_FOW_EV_EFFECT:
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
        return snprintf(buf, cap, "%s bogs down at (%d, %d)", team_name(g, ev->unit), ev->x, ev->y);
    case WG_FOW_EV_FREED:
        return snprintf(buf, cap, "%s is no longer bogged down", team_name(g, ev->unit));
    case WG_FOW_EV_DUG_IN:
        return snprintf(buf, cap, "the platoon of %s %s", team_name(g, ev->unit),
                        ev->result ? "digs in" : "fails to dig in");
    case WG_FOW_EV_PLATOON_DESTROYED:
        return snprintf(buf, cap, "the platoon of %s breaks and is destroyed",
                        team_name(g, ev->unit));
    case WG_FOW_EV_COMPANY_MORALE:
        return snprintf(buf, cap, "player %d's company %s", ev->player,
                        ev->result ? "fights on" : "breaks");
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

int fow_describe_action(const wg_game *g, const wg_action *a, char *buf, size_t cap)
{
    switch (a->type) {
    case WG_ACT_MOVE:
        return snprintf(buf, cap, "move %s to (%d, %d) facing %d", team_name(g, a->unit), a->x,
                        a->y, a->value);
    case WG_ACT_DECLARE:
        return snprintf(buf, cap, "%s fires %s at the platoon of %s", team_name(g, a->unit),
                        weapon_name(g, a->unit, a->weapon), team_name(g, a->target));
    case WG_ACT_RESOLVE:
        return snprintf(buf, cap, "resolve the shooting");
    case WG_ACT_ALLOCATE:
        return snprintf(buf, cap, "allocate hit %d to %s", a->value, team_name(g, a->target));
    case WG_ACT_PASS:
        return snprintf(buf, cap, "end the step");
    case WG_ACT_CHOOSE:
        return snprintf(buf, cap, "choose %d", a->value);
    default:
        return -1;
    }
}
