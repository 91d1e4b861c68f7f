"""The `mob` ruleset (include/wargame/mob.h): Memoir of Battle, first draft.

Its constants, the board, hex, unit and turn info structs, the queries, and
small builders for the actions of each decision. Hexes in actions, events
and queries are axial (q, r) as in wargame.hex; a scenario file writes them
as offset [column, row], which axial() and offset() convert with the
board's layout.

    from wargame import mob
    g.apply(mob.pass_())                       # WG_DEC_SETUP: begin turn 1
    u = mob.unit(g, 0)                         # a mob.UnitInfo: figures, range, ...
    q, r = mob.axial(g, 3, 5)                  # scenario [3, 5] as axial
    if g.decision.type == wargame.WG_DEC_MOVE:
        g.apply(mob.move(0, q, r))
"""
import enum
from ctypes import POINTER, c_char_p, c_int, c_int32, c_size_t, c_void_p

from . import _capi, _query
from . import hex as _hex
from ._capi import Action, CStruct, lib
from .hex import Hex

# ---------------------------------------------------------------- constants

WG_MOB_MAX_UNITS = 64
WG_MOB_MAX_SIDE = 32
WG_MOB_MAX_OBJECTIVES = 16
WG_MOB_MAX_TURNS = 1000


class Phase(enum.IntEnum):
    """wg_mob_phase (wg_game_info.phase, WG_EV_PHASE value)."""
    WG_MOB_PHASE_NONE = 0
    WG_MOB_PHASE_ARTILLERY = 1
    WG_MOB_PHASE_INITIATIVE = 2
    WG_MOB_PHASE_MOVE = 3
    WG_MOB_PHASE_FIRE = 4


class Roll(enum.IntEnum):
    """wg_mob_roll (wg_roll.purpose, WG_EV_DIE purpose)."""
    WG_MOB_ROLL_BATTLE = 1
    WG_MOB_ROLL_ARTILLERY = 2
    WG_MOB_ROLL_INITIATIVE = 3


class UnitType(enum.IntEnum):
    """wg_mob_unit_type (wg_unit_info.kind, mob.UnitInfo.type)."""
    WG_MOB_INFANTRY = 0
    WG_MOB_MACHINE_GUN = 1
    WG_MOB_SMOOTHBORE_ARTILLERY = 2
    WG_MOB_RIFLED_ARTILLERY = 3
    WG_MOB_CAVALRY = 4
    WG_MOB_GENERAL = 5
    WG_MOB_UNIT_TYPE_COUNT = 6


class Terrain(enum.IntEnum):
    """wg_mob_terrain (mob.HexInfo.terrain)."""
    WG_MOB_CLEAR = 0
    WG_MOB_WOOD = 1
    WG_MOB_ORCHARD = 2
    WG_MOB_HILL = 3
    WG_MOB_BUILT_UP = 4
    WG_MOB_RIVER = 5
    WG_MOB_BRIDGE = 6
    WG_MOB_FIELD = 7
    WG_MOB_TALL_CROPS = 8
    WG_MOB_ROUGH = 9
    WG_MOB_FENCE = 10
    WG_MOB_FIELDWORKS = 11
    WG_MOB_SAND = 12
    WG_MOB_WATER = 13
    WG_MOB_TERRAIN_COUNT = 14


class Face(enum.IntEnum):
    """wg_mob_face: the symbols of the battle die (die_face())."""
    WG_MOB_FACE_INFANTRY = 0
    WG_MOB_FACE_CAVALRY = 1
    WG_MOB_FACE_ARTILLERY = 2
    WG_MOB_FACE_GENERAL = 3
    WG_MOB_FACE_FLAG = 4
    WG_MOB_FACE_COUNT = 5


class Home(enum.IntEnum):
    """wg_mob_home: the board edge a side retreats towards (BoardInfo.home)."""
    WG_MOB_HOME_BOTTOM = 0
    WG_MOB_HOME_TOP = 1
    WG_MOB_HOME_LEFT = 2
    WG_MOB_HOME_RIGHT = 3


class Result(enum.IntEnum):
    """wg_mob_result (wg_game_info.result, WG_EV_GAME_OVER result)."""
    WG_MOB_RESULT_NONE = 0
    WG_MOB_RESULT_DESTROY = 1
    WG_MOB_RESULT_HOLD = 2
    WG_MOB_RESULT_ANNIHILATE = 3
    WG_MOB_RESULT_TURNS = 4
    WG_MOB_RESULT_DRAW = 5


class Choice(enum.IntEnum):
    """wg_mob_choice: WG_ACT_CHOOSE values in a fire phase."""
    WG_MOB_CHOICE_REMOVE_FENCE = 1


class EventType(enum.IntEnum):
    """wg_mob_event_type (wg_event.type), beside wargame.EventType."""
    WG_MOB_EV_INITIATIVE = 2000
    WG_MOB_EV_RETREAT = 2001
    WG_MOB_EV_RETREAT_BLOCKED = 2002
    WG_MOB_EV_FLAG_IGNORED = 2003
    WG_MOB_EV_FENCE_REMOVED = 2004
    WG_MOB_EV_ARTILLERY_LOSSES = 2005


class Outcome(enum.IntEnum):
    """How a battle's target ends, in exact odds (wg_odds_outcome.kind, outcome_end()).
    WG_MOB_OUTCOME_GENERAL_LOST is a bit added to the others."""
    WG_MOB_OUTCOME_HELD = 0
    WG_MOB_OUTCOME_RETREATED = 1
    WG_MOB_OUTCOME_BLOCKED = 2
    WG_MOB_OUTCOME_CHOICE = 3
    WG_MOB_OUTCOME_DESTROYED = 4
    WG_MOB_OUTCOME_GENERAL_LOST = 8


def outcome_end(kind):
    """WG_MOB_OUTCOME_END: the Outcome of an odds outcome's kind, the general's bit taken off."""
    return Outcome(kind & 7)


def outcome_general_lost(kind):
    """True if the general in the target's hex (the outcome's part) is destroyed."""
    return bool(kind & Outcome.WG_MOB_OUTCOME_GENERAL_LOST)


def outcome_fields(value):
    """An odds outcome's value as a dict (the WG_MOB_OUTCOME_HITS .. _LEFT macros):
    hits, flags, ignored, steps, rest, left."""
    return _capi.outcome_fields(value)


ENUMS = (Phase, Roll, UnitType, Terrain, Face, Home, Result, Choice, EventType, Outcome)
_capi.export_constants(globals(), ENUMS)
_capi.EXTRA_EVENT_ENUMS.append(EventType)

# ---------------------------------------------------------------- structures


class BoardInfo(CStruct):
    """wg_mob_board_info: the board's size and the victory conditions (board())."""
    _c_name_ = "wg_mob_board_info"
    _fields_ = [("size", c_size_t), ("columns", c_int32), ("rows", c_int32),
                ("layout", c_int32), ("home", c_int32 * 2), ("turns", c_int32),
                ("destroy", c_int32), ("objectives", c_int32)]

    def _repr_value(self, name, value):
        if name == "home":
            return repr(tuple(_capi.enum_name(Home, h) for h in value))
        return repr(value)


class HexInfo(CStruct):
    """wg_mob_hex_info: one hex of the board now (hex())."""
    _c_name_ = "wg_mob_hex_info"
    _fields_ = [("size", c_size_t), ("column", c_int32),
                ("row", c_int32), ("terrain", c_int32), ("height", c_int32),
                ("objective", c_int32), ("unit", c_int32), ("general", c_int32)]
    _defaults_ = {"unit": -1, "general": -1}      # WG_MOB_HEX_INFO_INIT

    def _repr_value(self, name, value):
        return _capi.enum_name(Terrain, value) if name == "terrain" else repr(value)


class UnitInfo(CStruct):
    """wg_mob_unit_info: one unit's rules state (unit()); not wargame.UnitInfo."""
    _c_name_ = "wg_mob_unit_info"
    _fields_ = [("size", c_size_t), ("type", c_int32), ("figures", c_int32),
                ("figures_start", c_int32), ("range", c_int32), ("moved", c_int32),
                ("moves_left", c_int32), ("battled", c_int32), ("may_battle", c_int32),
                ("general", c_int32)]
    _defaults_ = {"general": -1}                   # WG_MOB_UNIT_INFO_INIT

    @property
    def alive(self):
        return self.figures > 0

    def _repr_value(self, name, value):
        return _capi.enum_name(UnitType, value) if name == "type" else repr(value)


class TurnInfo(CStruct):
    """wg_mob_turn_info: where the turn stands (turn())."""
    _c_name_ = "wg_mob_turn_info"
    _fields_ = [("size", c_size_t), ("turn", c_int32), ("phase", c_int32),
                ("first", c_int32), ("side", c_int32), ("initiative", c_int32 * 2),
                ("destroyed", c_int32 * 2)]
    _defaults_ = {"first": -1, "side": -1}         # WG_MOB_TURN_INFO_INIT

    def _repr_value(self, name, value):
        return _capi.enum_name(Phase, value) if name == "phase" else repr(value)


STRUCTS = [BoardInfo, HexInfo, UnitInfo, TurnInfo]

_game = c_void_p
PROTOTYPES = {
    "wg_mob_board": (c_int, [_game, POINTER(BoardInfo)]),
    "wg_mob_hex": (c_int, [_game, Hex, POINTER(HexInfo)]),
    "wg_mob_terrain_name": (c_char_p, [_game, c_int]),
    "wg_mob_unit": (c_int, [_game, c_int, POINTER(UnitInfo)]),
    "wg_mob_battle_dice": (c_int, [_game, c_int, c_int]),
    "wg_mob_line_of_sight": (c_int, [_game, Hex, Hex]),
    "wg_mob_die_face": (c_int, [_game, c_int]),
    "wg_mob_turn": (c_int, [_game, POINTER(TurnInfo)]),
    "wg_mob_board_info_init": (None, [POINTER(BoardInfo)]),
    "wg_mob_hex_info_init": (None, [POINTER(HexInfo)]),
    "wg_mob_unit_info_init": (None, [POINTER(UnitInfo)]),
    "wg_mob_turn_info_init": (None, [POINTER(TurnInfo)]),
}
_capi.register_prototypes(PROTOTYPES)

# ---------------------------------------------------------------- queries
# Failures raise as wargame.h's query contract says (wargame._query): InvalidError
# for a game of another ruleset, RangeError (an IndexError) for a bad index or a
# hex off the board, with the library's message.


def board(game):
    """The BoardInfo: columns, rows, layout, each side's home edge, victory conditions."""
    return _query.fill(game, BoardInfo, lib.wg_mob_board)


def hex(game, h):  # noqa: A001  (the header's name)
    """The HexInfo of hex `h` (a wargame.hex.Hex or an axial (q, r)) now; IndexError off
    the board."""
    return _query.fill(game, HexInfo, lib.wg_mob_hex, _query.as_hex(h))


def axial(game, column, row):
    """The axial wargame.hex.Hex of offset [column, row], by the board's layout."""
    return _hex.from_offset(column, row, board(game).layout)


def offset(game, q, r):
    """The offset (column, row) of axial hex (q, r), by the board's layout."""
    return _hex.to_offset((q, r), board(game).layout)


def terrain_name(game, terrain):
    """A terrain type's name from the ruleset data ("wood", "built-up area", ...)."""
    return _query.name(game, lib.wg_mob_terrain_name(game._handle(), terrain), "mob")


def unit(game, unit):
    """The UnitInfo of unit `unit`: type, figures, range, moves, battled, its general."""
    return _query.fill(game, UnitInfo, lib.wg_mob_unit, unit)


def units(game):
    """Every unit's UnitInfo (destroyed ones too), in scenario order."""
    return [unit(game, i) for i in range(game.unit_count)]


def battle_dice(game, unit, target):
    """The battle dice `unit` would roll at `target` from where both stand (0: none)."""
    return _query.check(game, lib.wg_mob_battle_dice(game._handle(), unit, target))


def line_of_sight(game, from_hex, to_hex):
    """True if the line from hex from_hex to to_hex (each a Hex or an axial (q, r)) is
    clear now (MB-L1); IndexError if either is off the board."""
    return _query.yes_no(game, lib.wg_mob_line_of_sight(game._handle(), _query.as_hex(from_hex),
                                                        _query.as_hex(to_hex)))


def die_face(game, face):
    """The Face (symbol) on face 1..6 of the battle die."""
    return Face(_query.check(game, lib.wg_mob_die_face(game._handle(), face)))


def turn(game):
    """The TurnInfo: turn, phase, the side first and the current one, rolls, scores."""
    return _query.fill(game, TurnInfo, lib.wg_mob_turn)


# ---------------------------------------------------------------- actions


def pass_():
    """PASS: begin the battle, hold a gun's fire, end a movement or fire phase."""
    return Action(type=_capi.WG_ACT_PASS)


def move(unit, q, r):
    """MOVE: one step of `unit` to the adjacent axial hex (q, r)."""
    return Action(type=_capi.WG_ACT_MOVE, unit=unit, x=q, y=r)


def fire(unit, target):
    """FIRE: a gun chooses its target (artillery phase), or `unit` battles `target`."""
    return Action(type=_capi.WG_ACT_FIRE, unit=unit, target=target)


def remove_fence(unit):
    """CHOOSE WG_MOB_CHOICE_REMOVE_FENCE: infantry removes its hex's fence instead of battling."""
    return Action(type=_capi.WG_ACT_CHOOSE, unit=unit, value=WG_MOB_CHOICE_REMOVE_FENCE)


def retreat(unit, q, r):
    """RETREAT: the retreating `unit` steps back to axial hex (q, r)."""
    return Action(type=_capi.WG_ACT_RETREAT, unit=unit, x=q, y=r)


__all__ = ([e.__name__ for e in ENUMS] + [c.__name__ for c in STRUCTS]
           + [m.name for e in ENUMS for m in e]
           + ["WG_MOB_MAX_UNITS", "WG_MOB_MAX_SIDE", "WG_MOB_MAX_OBJECTIVES", "WG_MOB_MAX_TURNS",
              "ENUMS", "STRUCTS", "outcome_end", "outcome_general_lost", "outcome_fields",
              "board", "hex", "axial", "offset", "terrain_name", "unit", "units", "battle_dice",
              "line_of_sight", "die_face", "turn", "pass_", "move", "fire", "remove_fence",
              "retreat"])
