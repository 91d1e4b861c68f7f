"""The `fow` ruleset (include/wargame/fow.h): Flames of War "Open Fire!".

Its constants, the team and hit structs, the queries, and small builders for
the actions of each decision. Positions are tenths of a millimetre and
facings milli-degrees counter-clockwise from +x; inches(), cm() and
degrees() convert.

    from wargame import fow
    t = fow.team(game, 0)                    # a fow.TeamInfo
    game.check(fow.move(0, t.x, t.y + fow.inches(6), fow.degrees(90)))
    if game.decision.type == wargame.WG_DEC_ALLOCATE_HITS:
        for h, hit in enumerate(fow.hits(game)):
            print(h, hit.shooter, fow.weapon_name(game, hit.shooter, hit.weapon))
"""
import enum
from ctypes import POINTER, byref, c_char_p, c_int, c_int32, c_size_t, c_uint32, c_void_p

from . import _capi, _query
from ._capi import Action, CStruct, lib

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


class Units(enum.IntEnum):
    """wg_fow_units: the scenario's measurements (TableInfo.units)."""
    WG_FOW_UNITS_INCH = 0
    WG_FOW_UNITS_CM = 1


class Shape(enum.IntEnum):
    """wg_fow_shape: a terrain feature's shape (FeatureInfo.shape)."""
    WG_FOW_SHAPE_AREA = 0
    WG_FOW_SHAPE_LINE = 1


class Going(enum.IntEnum):
    """wg_fow_going: a terrain feature's going (FeatureInfo.going, OF-G4)."""
    WG_FOW_GOING_EASY = 0
    WG_FOW_GOING_DIFFICULT = 1
    WG_FOW_GOING_VERY_DIFFICULT = 2


ENUMS = (Units, Shape, Going, Phase, Mission, Kind, Command, Motivation, Skill, Roll, Mod, Choose, GunChoice, Result,
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


class TeamInfo(CStruct):
    """wg_fow_team_info: one team's state (team())."""
    _c_name_ = "wg_fow_team_info"
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


class HitInfo(CStruct):
    """wg_fow_hit_info: one hit of the current shooting (hit(), during WG_DEC_ALLOCATE_HITS)."""
    _c_name_ = "wg_fow_hit_info"
    _fields_ = [("size", c_size_t), ("shooter", c_int32), ("weapon", c_int32),
                ("platoon", c_int32), ("team", c_int32), ("picked", c_int32)]
    _defaults_ = {"shooter": -1, "weapon": -1, "platoon": -1, "team": -1}   # WG_FOW_HIT_INFO_INIT

    @property
    def allocated(self):
        """True once the hit is on a team."""
        return self.team >= 0


class ObjectiveInfo(CStruct):
    """wg_fow_objective_info: where an objective is (x, y: -1 until placed), and the player
    who must take it (objective())."""
    _c_name_ = "wg_fow_objective_info"
    _fields_ = [("size", c_size_t), ("x", c_int32), ("y", c_int32), ("player", c_int32)]
    _defaults_ = {"x": -1, "y": -1, "player": -1}   # WG_FOW_OBJECTIVE_INFO_INIT

    @property
    def placed(self):
        """True once the objective is on the table."""
        return self.x >= 0


class TableInfo(CStruct):
    """wg_fow_table_info: the table's size (tenths of mm), the scenario's units, and how
    many terrain features and objectives it has (table())."""
    _c_name_ = "wg_fow_table_info"
    _fields_ = [("size", c_size_t), ("width", c_int32), ("depth", c_int32),
                ("units", c_int32), ("features", c_int32), ("objectives", c_int32),
                ("turns", c_int32)]

    def _repr_value(self, name, value):
        return _capi.enum_name(Units, value) if name == "units" else repr(value)


class FeatureInfo(CStruct):
    """wg_fow_feature_info: a terrain feature's shape, going, cover, sight and bounding box
    (feature())."""
    _c_name_ = "wg_fow_feature_info"
    _fields_ = [("size", c_size_t), ("shape", c_int32), ("going", c_int32),
                ("concealing", c_int32), ("bulletproof", c_int32), ("blocks_los", c_int32),
                ("points", c_int32), ("x0", c_int32), ("y0", c_int32), ("x1", c_int32),
                ("y1", c_int32)]

    def _repr_value(self, name, value):
        if name == "shape":
            return _capi.enum_name(Shape, value)
        if name == "going":
            return _capi.enum_name(Going, value)
        return repr(value)


STRUCTS = [TeamInfo, HitInfo, ObjectiveInfo, TableInfo, FeatureInfo]

_game = c_void_p
PROTOTYPES = {
    "wg_fow_team": (c_int, [_game, c_int, POINTER(TeamInfo)]),
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
    "wg_fow_objective": (c_int, [_game, c_int, POINTER(ObjectiveInfo)]),
    "wg_fow_assaulting_platoon": (c_int, [_game, POINTER(c_int32)]),
    "wg_fow_hit_count": (c_int, [_game]),
    "wg_fow_hit": (c_int, [_game, c_int, POINTER(HitInfo)]),
    "wg_fow_team_info_init": (None, [POINTER(TeamInfo)]),
    "wg_fow_hit_info_init": (None, [POINTER(HitInfo)]),
    "wg_fow_objective_info_init": (None, [POINTER(ObjectiveInfo)]),
    "wg_fow_table": (c_int, [_game, POINTER(TableInfo)]),
    "wg_fow_table_info_init": (None, [POINTER(TableInfo)]),
    "wg_fow_feature": (c_int, [_game, c_int, POINTER(FeatureInfo)]),
    "wg_fow_feature_info_init": (None, [POINTER(FeatureInfo)]),
    "wg_fow_feature_name": (c_char_p, [_game, c_int]),
    "wg_fow_feature_points": (c_int, [_game, c_int, POINTER(c_int32), c_int]),
    "wg_fow_can_reach": (c_int, [_game, c_int, c_int32, c_int32]),
    "wg_fow_reach_along": (c_int, [_game, c_int, c_int32, c_int32, POINTER(c_int32),
                                   POINTER(c_int32)]),
}
_capi.register_prototypes(PROTOTYPES)

# ---------------------------------------------------------------- queries
# Failures raise as wargame.h's query contract says (wargame._query): InvalidError
# for a game of another ruleset, RangeError (an IndexError) for a bad team, platoon,
# weapon, hit or objective, with the library's message. An observer comes first.


def team(game, team):
    """The TeamInfo of team `team`: place, facing, turret, flags, base."""
    return _query.fill(game, TeamInfo, lib.wg_fow_team, team)


def teams(game):
    """Every team's TeamInfo (destroyed ones too), in scenario order."""
    return [team(game, i) for i in range(game.unit_count)]


def bailed_out(game, team):
    """True if the team is a bailed-out tank (OF-S16)."""
    return _query.yes_no(game, lib.wg_fow_bailed_out(game._handle(), team))


def bogged(game, team):
    """True if the team is bogged down (OF-M4)."""
    return _query.yes_no(game, lib.wg_fow_bogged(game._handle(), team))


def dug_in(game, team):
    """True if the team is dug in (OF-M8)."""
    return _query.yes_no(game, lib.wg_fow_dug_in(game._handle(), team))


def gone_to_ground(game, team):
    """True if the team has gone to ground: alive, did not move or shoot in its own
    last turn (OF-M9)."""
    return _query.yes_no(game, lib.wg_fow_gone_to_ground(game._handle(), team))


def pinned(game, team):
    """True if the team's platoon is pinned down (OF-S17)."""
    return _query.yes_no(game, lib.wg_fow_pinned(game._handle(), team))


def alive(game, team):
    """True if the team is alive."""
    return _query.yes_no(game, lib.wg_fow_alive(game._handle(), team))


def concealed(game, from_team, team):
    """True if `team` is concealed from the observing team `from_team` (OF-S2, OF-M8,
    OF-M9)."""
    return _query.yes_no(game, lib.wg_fow_concealed(game._handle(), from_team, team))


def can_see(game, from_team, team):
    """True if the observing team `from_team` can see team `team` (OF-G5)."""
    return _query.yes_no(game, lib.wg_fow_can_see(game._handle(), from_team, team))


def platoon_count(game):
    """Number of platoons in the game."""
    return _query.check(game, lib.wg_fow_platoon_count(game._handle()))


def team_platoon(game, team):
    """The platoon index of a team."""
    return _query.check(game, lib.wg_fow_team_platoon(game._handle(), team))


def platoon_name(game, platoon):
    """A platoon's name from the scenario."""
    return _query.name(game, lib.wg_fow_platoon_name(game._handle(), platoon), "fow")


def platoon_destroyed(game, platoon):
    """True if the platoon is destroyed (all its teams, or a failed morale check)."""
    return _query.yes_no(game, lib.wg_fow_platoon_destroyed(game._handle(), platoon))


def platoon_teams(game, platoon):
    """The team indices of a platoon, in scenario order."""
    return [i for i in range(game.unit_count) if team_platoon(game, i) == platoon]


def weapon_count(game, team):
    """Number of weapons of a team (its arsenal entry's)."""
    return _query.check(game, lib.wg_fow_weapon_count(game._handle(), team))


def weapon_name(game, team, weapon):
    """The name of a team's weapon `weapon` (e.g. "M3 75mm gun")."""
    return _query.name(game, lib.wg_fow_weapon_name(game._handle(), team, weapon), "fow")


def weapons(game, team):
    """The names of a team's weapons, by weapon index."""
    return [weapon_name(game, team, w) for w in range(weapon_count(game, team))]


def type_index(game, key):
    """The arsenal team type index of a type key (e.g. "firefly_vc")."""
    return _query.check(game, lib.wg_fow_type_index(game._handle(), key.encode("utf-8")))


def to_hit(game, shooter, weapon, target):
    """(score, Mod bits) `shooter` needs with `weapon` against the platoon of team
    `target` now (OF-S2, OF-S3); None if it cannot shoot that platoon. A score
    above 6 is rolled but cannot hit."""
    mods = c_int32()
    status = lib.wg_fow_to_hit(game._handle(), shooter, weapon, target, byref(mods))
    if status == _capi.WG_EILLEGAL:
        return None
    _query.check(game, status)
    return status, Mod(mods.value)


def mission(game):
    """The scenario's Mission (WG_FOW_MISSION_NONE without one)."""
    return Mission(_query.check(game, lib.wg_fow_mission(game._handle())))


def table(game):
    """The TableInfo: width and depth (tenths of mm), units, feature and objective counts."""
    return _query.fill(game, TableInfo, lib.wg_fow_table)


def feature(game, k):
    """The FeatureInfo of terrain feature `k`: shape, going, concealing, bulletproof,
    blocks_los, its number of points and their box."""
    return _query.fill(game, FeatureInfo, lib.wg_fow_feature, k)


def feature_name(game, k):
    """Terrain feature `k`'s name from the scenario ("hedge")."""
    return _query.name(game, lib.wg_fow_feature_name(game._handle(), k), "fow")


def feature_points(game, k):
    """Terrain feature `k`'s points, [(x, y), ...] in tenths of mm: a polygon's corners
    (closed) or a line's points in order."""
    n = _query.check(game, lib.wg_fow_feature_points(game._handle(), k, None, 0))
    xy = (c_int32 * (2 * n))()
    _query.check(game, lib.wg_fow_feature_points(game._handle(), k, xy, n))
    return [(xy[2 * i], xy[2 * i + 1]) for i in range(n)]


def features(game):
    """Every terrain feature as a dict: name, info (FeatureInfo), points."""
    return [{"name": feature_name(game, k), "info": feature(game, k),
             "points": feature_points(game, k)} for k in range(table(game).features)]


def can_reach(game, team, x, y):
    """True if `team` may end a MOVE at (x, y) now keeping its facing (wg_game_check's
    answer): sample it to draw the region a team may move to."""
    return _query.yes_no(game, lib.wg_fow_can_reach(game._handle(), team, x, y))


def reach_along(game, team, x, y):
    """The farthest point (x, y) of the line from `team` towards (x, y) where it may end a
    MOVE now keeping its facing (where a dragged team stops), or None."""
    px, py = c_int32(), c_int32()
    found = _query.check(game, lib.wg_fow_reach_along(game._handle(), team, x, y, byref(px),
                                                      byref(py)))
    return (px.value, py.value) if found else None


def objective_count(game):
    """Number of objectives (a Doodlebug's V-1 ramp is objective 0)."""
    return _query.check(game, lib.wg_fow_objective_count(game._handle()))


def objective(game, k):
    """The ObjectiveInfo of objective `k`: its centre (-1 until placed) and the player
    who must take it."""
    return _query.fill(game, ObjectiveInfo, lib.wg_fow_objective, k)


def objectives(game):
    """Every objective's ObjectiveInfo, by objective index."""
    return [objective(game, k) for k in range(objective_count(game))]


def assaulting_platoon(game):
    """The platoon assaulting now, or None."""
    platoon = c_int32(-1)
    on = _query.yes_no(game, lib.wg_fow_assaulting_platoon(game._handle(), byref(platoon)))
    return platoon.value if on else None


def hit_count(game):
    """Number of hits of the current shooting or round of fighting (0 when none)."""
    return _query.check(game, lib.wg_fow_hit_count(game._handle()))


def hit(game, hit):
    """The HitInfo of hit number `hit` of the current shooting or round of fighting."""
    return _query.fill(game, HitInfo, lib.wg_fow_hit, hit)


def hits(game):
    """Every hit of the current shooting, by hit number."""
    return [hit(game, k) for k in range(hit_count(game))]


# ---------------------------------------------------------------- actions


def move(team, x, y, facing):
    """MOVE: team to the point (x, y) (tenths of mm), ending with `facing` (milli-degrees)."""
    return Action(type=_capi.WG_ACT_MOVE, unit=team, x=x, y=y, value=facing)


def dig_in(team):
    """CHOOSE WG_FOW_CHOOSE_DIG_IN: the platoon of `team` digs in instead of moving."""
    return Action(type=_capi.WG_ACT_CHOOSE, unit=team, value=WG_FOW_CHOOSE_DIG_IN)


def declare(team, weapon, target, aim=False):
    """DECLARE: team fires its weapon at the platoon of team `target`.

    aim=True (value 1, OF-X12) turns a turret weapon's turret to team `target` itself;
    by default the turret turns to the nearest team of that platoon the weapon can hit."""
    return Action(type=_capi.WG_ACT_DECLARE, unit=team, weapon=weapon, target=target,
                  value=1 if aim else 0)


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


__all__ = ([e.__name__ for e in ENUMS] + [c.__name__ for c in STRUCTS]
           + [m.name for e in ENUMS for m in e]
           + ["ENUMS", "STRUCTS", "TENTHS_PER_INCH", "TENTHS_PER_CM", "MILLIDEGREES",
              "outcome_kind", "outcome_fields", "inches", "cm", "degrees",
              "team", "teams", "bailed_out", "bogged", "dug_in", "gone_to_ground", "pinned",
              "alive", "concealed", "can_see", "platoon_count", "team_platoon", "platoon_name",
              "platoon_destroyed", "platoon_teams", "weapon_count", "weapon_name", "weapons",
              "type_index", "to_hit", "table", "feature", "feature_name", "feature_points",
              "features", "can_reach", "reach_along", "mission", "objective_count", "objective", "objectives",
              "assaulting_platoon", "hit_count", "hit", "hits",
              "move", "dig_in", "declare", "resolve", "allocate", "auto_allocate", "gun_rating",
              "reroll", "pass_"])
