"""The `fow` ruleset (include/wargame/fow.h): Flames of War "Open Fire!".

Its constants, the team and hit structs, the queries, and small builders for
the actions of each decision. Positions are tenths of a millimetre and
facings milli-degrees counter-clockwise from +x; inches(), cm() and
degrees() convert.

    from wargame import fow
    t = fow.team_state(game, 0)              # a fow.Team
    game.check(fow.move(0, t.x, t.y + fow.inches(6), fow.degrees(90)))
    if game.decision.type == wargame.WG_DEC_ALLOCATE_HITS:
        for h, hit in enumerate(fow.hits(game)):
            print(h, hit.shooter, fow.weapon_name(game, hit.shooter, hit.weapon))
"""
import enum
from ctypes import POINTER, byref, c_char_p, c_int, c_int32, c_size_t, c_uint32, c_void_p

from . import _capi
from ._capi import Action, CStruct, lib
from .errors import RangeError, error_for

# ---------------------------------------------------------------- constants


class Phase(enum.IntEnum):
    """wg_fow_phase (wg_game_info.phase, WG_EV_PHASE value)."""
    WG_FOW_PHASE_START = 1
    WG_FOW_PHASE_MOVEMENT = 2
    WG_FOW_PHASE_SHOOTING = 3
    WG_FOW_PHASE_ASSAULT = 4
    WG_FOW_PHASE_SETUP = 5


class Mission(enum.IntEnum):
    """wg_fow_mission_kind (wg_fow_mission, OF-X1..OF-X3)."""
    WG_FOW_MISSION_NONE = 0
    WG_FOW_MISSION_FREE_FOR_ALL = 1
    WG_FOW_MISSION_KNIFE_FIGHT = 2
    WG_FOW_MISSION_DOODLEBUG = 3


class Kind(enum.IntEnum):
    """wg_fow_kind: team kinds (OF-D1)."""
    WG_FOW_TANK = 0
    WG_FOW_INFANTRY = 1
    WG_FOW_MAN_PACKED_GUN = 2
    WG_FOW_MEDIUM_GUN = 3


class Command(enum.IntEnum):
    """wg_fow_command: command roles (OF-D1)."""
    WG_FOW_CMD_NONE = 0
    WG_FOW_CMD_PLATOON = 1
    WG_FOW_CMD_COMPANY = 2
    WG_FOW_CMD_2IC = 3


class Motivation(enum.IntEnum):
    """wg_fow_motivation (OF-D4)."""
    WG_FOW_FEARLESS = 0
    WG_FOW_CONFIDENT = 1
    WG_FOW_RELUCTANT = 2


class Skill(enum.IntEnum):
    """wg_fow_skill (OF-D4)."""
    WG_FOW_VETERAN = 0
    WG_FOW_TRAINED = 1
    WG_FOW_CONSCRIPT = 2


class Roll(enum.IntEnum):
    """wg_fow_roll (wg_roll.purpose, WG_EV_DIE purpose)."""
    WG_FOW_ROLL_TO_HIT = 1
    WG_FOW_ROLL_PICK_OUT = 2
    WG_FOW_ROLL_HULL_TURRET = 3
    WG_FOW_ROLL_ARMOUR_SAVE = 4
    WG_FOW_ROLL_FIREPOWER = 5
    WG_FOW_ROLL_INFANTRY_SAVE = 6
    WG_FOW_ROLL_GUN_SAVE = 7
    WG_FOW_ROLL_SCHURZEN = 8
    WG_FOW_ROLL_BOG = 9
    WG_FOW_ROLL_BOG_SKILL = 10
    WG_FOW_ROLL_DIG_IN = 11
    WG_FOW_ROLL_RALLY = 12
    WG_FOW_ROLL_REMOUNT = 13
    WG_FOW_ROLL_FREE = 14
    WG_FOW_ROLL_PLATOON_MORALE = 15
    WG_FOW_ROLL_COMPANY_MORALE = 16
    WG_FOW_ROLL_TANK_TERROR = 17
    WG_FOW_ROLL_ASSAULT_HIT = 18
    WG_FOW_ROLL_ASSAULT_SAVE = 19
    WG_FOW_ROLL_COUNTERATTACK = 20
    WG_FOW_ROLL_FIRST_TURN = 21


class Mod(enum.IntFlag):
    """The modifier bits of WG_FOW_EV_SCORE.extra (and of to_hit's mods)."""
    WG_FOW_MOD_LONG_RANGE = 1 << 0
    WG_FOW_MOD_CONCEALED = 1 << 1
    WG_FOW_MOD_GONE_TO_GROUND = 1 << 2
    WG_FOW_MOD_MOVED = 1 << 3
    WG_FOW_MOD_PINNED = 1 << 4
    WG_FOW_MOD_SIDE = 1 << 5
    WG_FOW_MOD_REROLL = 1 << 6
    WG_FOW_MOD_BULLETPROOF = 1 << 7


class Choose(enum.IntEnum):
    """WG_ACT_CHOOSE values in the Movement Step."""
    WG_FOW_CHOOSE_DIG_IN = 1


class GunChoice(enum.IntEnum):
    """WG_ACT_CHOOSE values of a gun's choice against a tank in an assault (OF-A8)."""
    WG_FOW_CHOOSE_ANTI_TANK = 1
    WG_FOW_CHOOSE_TANK_ASSAULT = 2


class Result(enum.IntEnum):
    """wg_fow_result (wg_game_info.result, WG_EV_GAME_OVER result)."""
    WG_FOW_RESULT_NONE = 0
    WG_FOW_RESULT_OBJECTIVE = 1
    WG_FOW_RESULT_COMPANY_MORALE = 2
    WG_FOW_RESULT_DESTROYED = 3
    WG_FOW_RESULT_TURNS = 4
    WG_FOW_RESULT_V1_LAUNCHED = 5


class Effect(enum.IntEnum):
    """wg_fow_effect (WG_FOW_EV_EFFECT result)."""
    WG_FOW_NO_EFFECT = 0
    WG_FOW_BAILED_OUT = 1
    WG_FOW_DESTROYED = 2
    WG_FOW_SAVED = 3


class EventType(enum.IntEnum):
    """wg_fow_event (wg_event.type), beside wargame.EventType."""
    WG_FOW_EV_SCORE = 3000
    WG_FOW_EV_SHOTS = 3001
    WG_FOW_EV_ALLOCATED = 3002
    WG_FOW_EV_EFFECT = 3003
    WG_FOW_EV_PINNED = 3004
    WG_FOW_EV_RALLIED = 3005
    WG_FOW_EV_REMOUNTED = 3006
    WG_FOW_EV_BOGGED = 3007
    WG_FOW_EV_FREED = 3008
    WG_FOW_EV_DUG_IN = 3009
    WG_FOW_EV_PLATOON_DESTROYED = 3010
    WG_FOW_EV_COMPANY_MORALE = 3011
    WG_FOW_EV_TURNED = 3012
    WG_FOW_EV_FLANK = 3013
    WG_FOW_EV_MORALE_CHECK = 3014
    WG_FOW_EV_ASSAULT = 3015
    WG_FOW_EV_FALL_BACK = 3016
    WG_FOW_EV_ROUND = 3017
    WG_FOW_EV_COUNTERATTACK = 3018
    WG_FOW_EV_BREAK_OFF = 3019
    WG_FOW_EV_CAPTURED = 3020
    WG_FOW_EV_ASSAULT_OVER = 3021
    WG_FOW_EV_OBJECTIVE_PLACED = 3022
    WG_FOW_EV_DEPLOYED = 3023
    WG_FOW_EV_FIRST_TURN = 3024
    WG_FOW_EV_V1 = 3025
    WG_FOW_EV_GUN_CHOICE = 3026
    WG_FOW_EV_MAKE_WAY = 3027


class TeamFlag(enum.IntFlag):
    """wg_fow_team.flags."""
    WG_FOW_TEAM_ALIVE = 1 << 0
    WG_FOW_TEAM_BAILED_OUT = 1 << 1
    WG_FOW_TEAM_BOGGED = 1 << 2
    WG_FOW_TEAM_DUG_IN = 1 << 3
    WG_FOW_TEAM_MOVED = 1 << 4
    WG_FOW_TEAM_SHOT = 1 << 5
    WG_FOW_TEAM_DUG_THIS_TURN = 1 << 6
    WG_FOW_TEAM_MOVED_PINNED = 1 << 7
    WG_FOW_TEAM_CHARGED = 1 << 8
    WG_FOW_TEAM_CHARGE_BOGGED = 1 << 9
    WG_FOW_TEAM_SNEAKED_UP = 1 << 10


class Outcome(enum.IntEnum):
    """What exact odds tell (wg_odds_outcome.kind, outcome_kind()): a shot, a platoon's
    fire, or how defensive fire ends the assault. WG_FOW_OUTCOME_PINNED is a bit added
    to SHOT and FIRE."""
    WG_FOW_OUTCOME_SHOT = 1
    WG_FOW_OUTCOME_FIRE = 2
    WG_FOW_OUTCOME_GOES_IN = 3
    WG_FOW_OUTCOME_FALLS_BACK = 4
    WG_FOW_OUTCOME_WIPED_OUT = 5
    WG_FOW_OUTCOME_PINNED = 8


def outcome_kind(kind):
    """(Outcome, pinned): WG_FOW_OUTCOME_KIND of an odds outcome's kind, and whether
    WG_FOW_OUTCOME_PINNED is set (the target platoon is pinned down, OF-S17)."""
    return Outcome(kind & 7), bool(kind & Outcome.WG_FOW_OUTCOME_PINNED)


def outcome_fields(value):
    """An odds outcome's value as a dict (WG_FOW_OUTCOME_HITS, _DESTROYED, _BAILED):
    hits, destroyed, bailed."""
    return _capi.unpack_fields(value, ("hits", "destroyed", "bailed"), 8)


ENUMS = (Phase, Mission, Kind, Command, Motivation, Skill, Roll, Mod, Choose, GunChoice, Result,
         Effect, EventType, TeamFlag, Outcome)
_capi.export_constants(globals(), ENUMS)
_capi.EXTRA_EVENT_ENUMS.append(EventType)

# ---------------------------------------------------------------- units

TENTHS_PER_INCH = 254   # the table's unit is a tenth of a millimetre
TENTHS_PER_CM = 100
MILLIDEGREES = 1000


def inches(v):
    """A distance in inches as table units (tenths of mm), rounded."""
    return int(round(v * TENTHS_PER_INCH))


def cm(v):
    """A distance in centimetres as table units (tenths of mm), rounded."""
    return int(round(v * TENTHS_PER_CM))


def degrees(v):
    """An angle in degrees (counter-clockwise from +x) as milli-degrees, rounded."""
    return int(round(v * MILLIDEGREES))


# ---------------------------------------------------------------- structures


class Team(CStruct):
    """wg_fow_team: one team's state (wg_fow_team_state)."""
    _c_name_ = "wg_fow_team"
    _fields_ = [("size", c_size_t), ("player", c_int32), ("platoon", c_int32),
                ("type", c_int32), ("kind", c_int32), ("command", c_int32),
                ("x", c_int32), ("y", c_int32), ("facing", c_int32), ("turret", c_int32),
                ("flags", c_uint32), ("half_width", c_int32), ("half_depth", c_int32)]

    alive = property(lambda self: bool(self.flags & WG_FOW_TEAM_ALIVE))
    bailed_out = property(lambda self: bool(self.flags & WG_FOW_TEAM_BAILED_OUT))
    bogged = property(lambda self: bool(self.flags & WG_FOW_TEAM_BOGGED))
    dug_in = property(lambda self: bool(self.flags & WG_FOW_TEAM_DUG_IN))
    moved = property(lambda self: bool(self.flags & WG_FOW_TEAM_MOVED))
    shot = property(lambda self: bool(self.flags & WG_FOW_TEAM_SHOT))

    def _repr_value(self, name, value):
        if name == "flags":
            return repr(TeamFlag(value))
        if name == "kind":
            return _capi.enum_name(Kind, value)
        if name == "command":
            return _capi.enum_name(Command, value)
        return repr(value)


class Hit(CStruct):
    """wg_fow_hit: one hit of the current shooting (during WG_DEC_ALLOCATE_HITS)."""
    _c_name_ = "wg_fow_hit"
    _fields_ = [("size", c_size_t), ("shooter", c_int32), ("weapon", c_int32),
                ("platoon", c_int32), ("team", c_int32), ("picked", c_int32)]
    _defaults_ = {"shooter": -1, "weapon": -1, "platoon": -1, "team": -1}   # WG_FOW_HIT_INIT

    @property
    def allocated(self):
        return self.team >= 0


STRUCTS = [Team, Hit]

_game = c_void_p
PROTOTYPES = {
    "wg_fow_team_state": (c_int, [_game, c_int, POINTER(Team)]),
    "wg_fow_bailed_out": (c_int, [_game, c_int]),
    "wg_fow_bogged": (c_int, [_game, c_int]),
    "wg_fow_dug_in": (c_int, [_game, c_int]),
    "wg_fow_gone_to_ground": (c_int, [_game, c_int]),
    "wg_fow_concealed": (c_int, [_game, c_int, c_int]),
    "wg_fow_can_see": (c_int, [_game, c_int, c_int]),
    "wg_fow_pinned": (c_int, [_game, c_int]),
    "wg_fow_alive": (c_int, [_game, c_int]),
    "wg_fow_platoon_count": (c_int, [_game]),
    "wg_fow_team_platoon": (c_int, [_game, c_int]),
    "wg_fow_platoon_name": (c_char_p, [_game, c_int]),
    "wg_fow_platoon_destroyed": (c_int, [_game, c_int]),
    "wg_fow_weapon_count": (c_int, [_game, c_int]),
    "wg_fow_weapon_name": (c_char_p, [_game, c_int, c_int]),
    "wg_fow_type_index": (c_int, [_game, c_char_p]),
    "wg_fow_to_hit": (c_int, [_game, c_int, c_int, c_int, POINTER(c_int32)]),
    "wg_fow_mission": (c_int, [_game]),
    "wg_fow_objective_count": (c_int, [_game]),
    "wg_fow_objective": (c_int, [_game, c_int, POINTER(c_int32), POINTER(c_int32),
                                 POINTER(c_int32)]),
    "wg_fow_assaulting_platoon": (c_int, [_game]),
    "wg_fow_hit_count": (c_int, [_game]),
    "wg_fow_hit_info": (c_int, [_game, c_int, POINTER(Hit)]),
}
_capi.register_prototypes(PROTOTYPES)

# ---------------------------------------------------------------- queries


def _status(status, what=""):
    # The fow queries take a const game and leave last_error alone: say what was asked.
    if status < 0:
        raise error_for(status, what)
    return status


def _text(raw):
    return raw.decode("utf-8", "replace")


def team_state(game, team):
    """The Team (wg_fow_team) of team `team`: place, facing, turret, flags, base."""
    info = Team()
    _status(lib.wg_fow_team_state(game._handle(), team, byref(info)), "no team %r" % (team,))
    return info


def teams(game):
    """Every team's Team state (destroyed ones too), in scenario order."""
    return [team_state(game, i) for i in range(game.unit_count)]


def bailed_out(game, team):
    """True if the team is a bailed-out tank (OF-S16). C's 0 for bad input is False."""
    return bool(lib.wg_fow_bailed_out(game._handle(), team))


def bogged(game, team):
    """True if the team is bogged down (OF-M4)."""
    return bool(lib.wg_fow_bogged(game._handle(), team))


def dug_in(game, team):
    """True if the team is dug in (OF-M8)."""
    return bool(lib.wg_fow_dug_in(game._handle(), team))


def gone_to_ground(game, team):
    """True if the team has gone to ground: alive, did not move or shoot in its own
    last turn (OF-M9)."""
    return bool(lib.wg_fow_gone_to_ground(game._handle(), team))


def pinned(game, team):
    """True if the team's platoon is pinned down (OF-S17)."""
    return bool(lib.wg_fow_pinned(game._handle(), team))


def alive(game, team):
    """True if the team is alive."""
    return bool(lib.wg_fow_alive(game._handle(), team))


def concealed(game, team, from_team):
    """True if `team` is concealed from team `from_team` (OF-S2, OF-M8, OF-M9)."""
    return bool(lib.wg_fow_concealed(game._handle(), team, from_team))


def can_see(game, from_team, team):
    """True if team `from_team` can see team `team` (OF-G5)."""
    return bool(lib.wg_fow_can_see(game._handle(), from_team, team))


def platoon_count(game):
    return _status(lib.wg_fow_platoon_count(game._handle()), "not a fow game")


def team_platoon(game, team):
    """The platoon index of a team."""
    return _status(lib.wg_fow_team_platoon(game._handle(), team), "no team %r" % (team,))


def platoon_name(game, platoon):
    name = lib.wg_fow_platoon_name(game._handle(), platoon)
    if name is None:
        raise RangeError("no platoon %r" % (platoon,))
    return _text(name)


def platoon_destroyed(game, platoon):
    """True if the platoon is destroyed (all its teams, or a failed morale check)."""
    if not 0 <= platoon < platoon_count(game):
        raise RangeError("no platoon %r" % (platoon,))
    return bool(lib.wg_fow_platoon_destroyed(game._handle(), platoon))


def platoon_teams(game, platoon):
    """The team indices of a platoon, in scenario order."""
    return [i for i in range(game.unit_count) if team_platoon(game, i) == platoon]


def weapon_count(game, team):
    return _status(lib.wg_fow_weapon_count(game._handle(), team), "no team %r" % (team,))


def weapon_name(game, team, weapon):
    name = lib.wg_fow_weapon_name(game._handle(), team, weapon)
    if name is None:
        raise RangeError("team %r has no weapon %r" % (team, weapon))
    return _text(name)


def weapons(game, team):
    """The names of a team's weapons, by weapon index."""
    return [weapon_name(game, team, w) for w in range(weapon_count(game, team))]


def type_index(game, key):
    """The arsenal team type index of a type key (e.g. "firefly_vc")."""
    return _status(lib.wg_fow_type_index(game._handle(), key.encode("utf-8")),
                   "no team type %r" % (key,))


def to_hit(game, shooter, weapon, target):
    """(score, Mod bits) `shooter` needs with `weapon` against the platoon of team
    `target` now (OF-S2, OF-S3); None if it cannot shoot that platoon. A score
    above 6 is rolled but cannot hit."""
    mods = c_int32()
    status = lib.wg_fow_to_hit(game._handle(), shooter, weapon, target, byref(mods))
    if status == _capi.WG_EILLEGAL:
        return None
    _status(status, "no such shooter, weapon or target (%r, %r, %r)" % (shooter, weapon, target))
    return status, Mod(mods.value)


def hit_count(game):
    """Number of hits of the current shooting (0 outside allocation)."""
    return _status(lib.wg_fow_hit_count(game._handle()))


def hit_info(game, hit):
    """The Hit (wg_fow_hit) number `hit` of the current shooting."""
    info = Hit()
    _status(lib.wg_fow_hit_info(game._handle(), hit, byref(info)), "no hit %r" % (hit,))
    return info


def hits(game):
    """Every hit of the current shooting, by hit number."""
    return [hit_info(game, k) for k in range(hit_count(game))]


# ---------------------------------------------------------------- actions


def move(team, x, y, facing):
    """MOVE: team to the point (x, y) (tenths of mm), ending with `facing` (milli-degrees)."""
    return Action(type=_capi.WG_ACT_MOVE, unit=team, x=x, y=y, value=facing)


def dig_in(team):
    """CHOOSE WG_FOW_CHOOSE_DIG_IN: the platoon of `team` digs in instead of moving."""
    return Action(type=_capi.WG_ACT_CHOOSE, unit=team, value=WG_FOW_CHOOSE_DIG_IN)


def declare(team, weapon, target):
    """DECLARE: team fires its weapon at the platoon of team `target`."""
    return Action(type=_capi.WG_ACT_DECLARE, unit=team, weapon=weapon, target=target)


def resolve(pick_out=-1):
    """RESOLVE: roll the declared shots, picking out a tank type index (OF-S7), or -1."""
    return Action(type=_capi.WG_ACT_RESOLVE, part=pick_out)


def allocate(hit, team):
    """ALLOCATE: put hit number `hit` on team `team`."""
    return Action(type=_capi.WG_ACT_ALLOCATE, target=team, value=hit)


def auto_allocate():
    """CHOOSE 0 during WG_DEC_ALLOCATE_HITS: allocate every remaining hit by the rules."""
    return Action(type=_capi.WG_ACT_CHOOSE, value=0)


def gun_rating(choice=0):
    """CHOOSE for a gun's hit on a tank in an assault (OF-A8): WG_FOW_CHOOSE_ANTI_TANK
    (anti-tank against side armour), WG_FOW_CHOOSE_TANK_ASSAULT (tank assault against top
    armour), or 0 (the rating with the better odds)."""
    return Action(type=_capi.WG_ACT_CHOOSE, value=int(choice))


def reroll(yes=True):
    """CHOOSE 1 (re-roll with the company command team) or 0 (accept), OF-T3."""
    return Action(type=_capi.WG_ACT_CHOOSE, value=1 if yes else 0)


def pass_():
    """PASS: end the Movement or Shooting Step."""
    return Action(type=_capi.WG_ACT_PASS)
