"""The `ogre` ruleset (include/wargame/ogre.h): its constants, info structs and queries.

    from wargame import ogre
    s = ogre.systems(game)            # the Ogre's treads and weapons now
    for w, info in enumerate(ogre.weapons(game)):
        print(ogre.weapon_name(game, w), info.attack, info.fired)
"""
import enum
from ctypes import POINTER, c_char_p, c_int, c_int32, c_size_t, c_void_p

from . import _capi, _query
from ._capi import Action, CStruct, lib
from .errors import error_for
from .hex import Hex

# ---------------------------------------------------------------- constants

WG_OGRE_PLAYER_OGRE = 0
WG_OGRE_PLAYER_DEFENDER = 1
WG_OGRE_UNIT = 0
WG_OGRE_MAX_DEFENDERS = 64
WG_OGRE_MAX_WEAPONS = 48
WG_OGRE_MAX_SIDE = 64
WG_OGRE_MAX_SQUADS = 3
WG_OGRE_PART_TREADS = 100


class Phase(enum.IntEnum):
    """wg_ogre_phase (wg_game_info.phase, WG_EV_PHASE value)."""
    WG_OGRE_PHASE_NONE = 0
    WG_OGRE_PHASE_RECOVERY = 1
    WG_OGRE_PHASE_MOVE = 2
    WG_OGRE_PHASE_FIRE = 3
    WG_OGRE_PHASE_GEV_MOVE = 4


class Roll(enum.IntEnum):
    """wg_ogre_roll (wg_roll.purpose)."""
    WG_OGRE_ROLL_ATTACK = 1


class OddsColumn(enum.IntEnum):
    """wg_ogre_odds_column (OG-C1)."""
    WG_OGRE_ODDS_NONE = 0
    WG_OGRE_ODDS_1_2 = 1
    WG_OGRE_ODDS_1_1 = 2
    WG_OGRE_ODDS_2_1 = 3
    WG_OGRE_ODDS_3_1 = 4
    WG_OGRE_ODDS_4_1 = 5
    WG_OGRE_ODDS_AUTO = 6


class CrtResult(enum.IntEnum):
    """wg_ogre_crt_result (WG_EV_RESULT result)."""
    WG_OGRE_NE = 0
    WG_OGRE_D = 1
    WG_OGRE_X = 2


class Outcome(enum.IntEnum):
    """An attack's result in exact odds (wg_odds_outcome.kind, 2 bits per attack)."""
    WG_OGRE_OUTCOME_NE = 0
    WG_OGRE_OUTCOME_D = 1
    WG_OGRE_OUTCOME_X = 2
    WG_OGRE_OUTCOME_WASTED = 3


def outcome_result(kind, k):
    """WG_OGRE_OUTCOME_RESULT: attack k's Outcome in an odds outcome's kind."""
    return Outcome((kind >> (2 * k)) & 3)


def outcome_left(value, k):
    """WG_OGRE_OUTCOME_LEFT: attack k's target strength left (0 = destroyed)."""
    return (value >> (4 * k)) & 3


def outcome_disabled(value, k):
    """WG_OGRE_OUTCOME_DISABLED: 1 if attack k's target is disabled after it."""
    return (value >> (4 * k + 2)) & 1


class Result(enum.IntEnum):
    """wg_ogre_result (wg_game_info.result)."""
    WG_OGRE_RESULT_NONE = 0
    WG_OGRE_RESULT_COMPLETE = 1
    WG_OGRE_RESULT_MARGINAL = 2
    WG_OGRE_RESULT_STRANDED = 3
    WG_OGRE_RESULT_DEFENDER = 4
    WG_OGRE_RESULT_TIME = 5


class WeaponKind(enum.IntEnum):
    """wg_ogre_weapon_kind."""
    WG_OGRE_MISSILE = 0
    WG_OGRE_MAIN = 1
    WG_OGRE_SECONDARY = 2
    WG_OGRE_AP = 3
    WG_OGRE_KIND_COUNT = 4


class UnitClass(enum.IntEnum):
    """wg_ogre_class."""
    WG_OGRE_CLASS_OGRE = 0
    WG_OGRE_CLASS_VEHICLE = 1
    WG_OGRE_CLASS_INFANTRY = 2
    WG_OGRE_CLASS_COMMAND_POST = 3


class MoveClass(enum.IntEnum):
    """wg_ogre_move_class."""
    WG_OGRE_MOVE_NONE = 0
    WG_OGRE_MOVE_OGRE = 1
    WG_OGRE_MOVE_TRACKED = 2
    WG_OGRE_MOVE_GEV = 3
    WG_OGRE_MOVE_INFANTRY = 4
    WG_OGRE_MOVE_CLASS_COUNT = 5


class Edge(enum.IntEnum):
    """wg_ogre_edge."""
    WG_OGRE_EDGE_NORTH = 0
    WG_OGRE_EDGE_EAST = 1
    WG_OGRE_EDGE_SOUTH = 2
    WG_OGRE_EDGE_WEST = 3


class EventType(enum.IntEnum):
    """wg_ogre_event_type (wg_event.type), beside wargame.EventType."""
    WG_OGRE_EV_OVERRUN = 1000
    WG_OGRE_EV_STAY = 1001
    WG_OGRE_EV_ESCAPED = 1002
    WG_OGRE_EV_PLACED = 1003


ENUMS = (Phase, Roll, OddsColumn, CrtResult, Outcome, Result, WeaponKind, UnitClass, MoveClass, Edge,
         EventType)
_capi.export_constants(globals(), ENUMS)
_capi.EXTRA_EVENT_ENUMS.append(EventType)

# ---------------------------------------------------------------- structures


class UnitStats(CStruct):
    """wg_ogre_unit_stats_info: a unit type's statistics (OG-U1, OG-U2)."""
    _c_name_ = "wg_ogre_unit_stats_info"
    _fields_ = [("size", c_size_t), ("unit_class", c_int32), ("move_class", c_int32),
                ("attack", c_int32), ("range", c_int32), ("defense", c_int32),
                ("movement", c_int32), ("second_move", c_int32), ("ram_treads", c_int32),
                ("crosses_ridges", c_int32), ("treads", c_int32), ("weapon_count", c_int32)]


class Systems(CStruct):
    """wg_ogre_systems_info: the Ogre's treads and weapons now."""
    _c_name_ = "wg_ogre_systems_info"
    _fields_ = [("size", c_size_t), ("treads", c_int32), ("treads_start", c_int32),
                ("movement", c_int32), ("moves_left", c_int32), ("rams", c_int32),
                ("weapon_count", c_int32), ("left", c_int32 * WG_OGRE_KIND_COUNT),
                ("unfired", c_int32 * WG_OGRE_KIND_COUNT)]


class WeaponInfo(CStruct):
    """wg_ogre_weapon_info: one Ogre system."""
    _c_name_ = "wg_ogre_weapon_info"
    _fields_ = [("size", c_size_t), ("kind", c_int32), ("attack", c_int32),
                ("range", c_int32), ("defense", c_int32), ("alive", c_int32),
                ("fired", c_int32)]


class BoardInfo(CStruct):
    """wg_ogre_board_info: the map's size and options."""
    _c_name_ = "wg_ogre_board_info"
    _fields_ = [("size", c_size_t), ("columns", c_int32), ("rows", c_int32),
                ("layout", c_int32), ("entry_edge", c_int32), ("splitfire", c_int32),
                ("turns", c_int32), ("terrain_count", c_int32)]


class HexInfo(CStruct):
    """wg_ogre_hex_info: what lies at one hex."""
    _c_name_ = "wg_ogre_hex_info"
    _fields_ = [("size", c_size_t), ("column", c_int32), ("row", c_int32),
                ("terrain", c_int32), ("crater", c_int32), ("ridges", c_int32)]


class PendingInfo(CStruct):
    """wg_ogre_pending_info: the attack being built or declared."""
    _c_name_ = "wg_ogre_pending_info"
    _fields_ = [("size", c_size_t), ("target", c_int32), ("part", c_int32),
                ("attackers", c_int32), ("attack", c_int32), ("defense", c_int32),
                ("column", c_int32), ("declared", c_int32)]
    _defaults_ = {"target": -1, "part": -1}


class DeclaredInfo(CStruct):
    """wg_ogre_declared_info: one declaration of the open splitfire window."""
    _c_name_ = "wg_ogre_declared_info"
    _fields_ = [("size", c_size_t), ("weapon", c_int32), ("target", c_int32),
                ("attack", c_int32)]
    _defaults_ = {"weapon": -1, "target": -1, "attack": -1}


STRUCTS = [UnitStats, Systems, WeaponInfo, BoardInfo, HexInfo, PendingInfo, DeclaredInfo]

_game = c_void_p
PROTOTYPES = {
    "wg_ogre_odds": (c_int, [c_int, c_int]),
    "wg_ogre_crt": (c_int, [c_int, c_int]),
    "wg_ogre_chances": (c_int, [c_int, c_int, POINTER(c_int32)]),
    "wg_ogre_unit_stats": (c_int, [_game, c_int, POINTER(UnitStats)]),
    "wg_ogre_systems": (c_int, [_game, c_int, POINTER(Systems)]),
    "wg_ogre_weapon": (c_int, [_game, c_int, c_int, POINTER(WeaponInfo)]),
    "wg_ogre_weapon_name": (c_char_p, [_game, c_int, c_int]),
    "wg_ogre_board": (c_int, [_game, POINTER(BoardInfo)]),
    "wg_ogre_hex": (c_int, [_game, Hex, POINTER(HexInfo)]),
    "wg_ogre_terrain_name": (c_char_p, [_game, c_int]),
    "wg_ogre_move_cost": (c_int, [_game, c_int, Hex, Hex]),
    "wg_ogre_pending": (c_int, [_game, POINTER(PendingInfo)]),
    "wg_ogre_declared": (c_int, [_game, c_int, POINTER(DeclaredInfo)]),
    "wg_ogre_unit_stats_info_init": (None, [POINTER(UnitStats)]),
    "wg_ogre_systems_info_init": (None, [POINTER(Systems)]),
    "wg_ogre_weapon_info_init": (None, [POINTER(WeaponInfo)]),
    "wg_ogre_board_info_init": (None, [POINTER(BoardInfo)]),
    "wg_ogre_hex_info_init": (None, [POINTER(HexInfo)]),
    "wg_ogre_pending_info_init": (None, [POINTER(PendingInfo)]),
    "wg_ogre_declared_info_init": (None, [POINTER(DeclaredInfo)]),
}
_capi.register_prototypes(PROTOTYPES)

# ---------------------------------------------------------------- queries


def _table(status):
    # the combat tables take no game: a bad argument has no message but its status
    if status < 0:
        raise error_for(status)
    return status


def odds(attack, defense):
    """The odds column (an OddsColumn) of `attack` against `defense` (OG-C1)."""
    return OddsColumn(_table(lib.wg_ogre_odds(attack, defense)))


def crt(column, die):
    """The combat result (a CrtResult) of `die` in odds `column` (OG-C2)."""
    return CrtResult(_table(lib.wg_ogre_crt(column, die)))


def chances(attack, defense):
    """(NE, D, X) faces out of six for one attack."""
    out = (c_int32 * 3)()
    _table(lib.wg_ogre_chances(attack, defense, out))
    return tuple(out)


def unit_stats(game, unit):
    """The UnitStats of unit `unit`'s type (OG-U1, OG-U2); IndexError for no such unit."""
    return _query.fill(game, UnitStats, lib.wg_ogre_unit_stats, unit)


def systems(game, unit=WG_OGRE_UNIT):
    """The Systems of the Ogre now: treads, movement, rams, weapons left and unfired."""
    return _query.fill(game, Systems, lib.wg_ogre_systems, unit)


def weapon(game, system, unit=WG_OGRE_UNIT):
    """The WeaponInfo of one Ogre system (by index); IndexError for no such system."""
    return _query.fill(game, WeaponInfo, lib.wg_ogre_weapon, unit, system)


def weapons(game, unit=WG_OGRE_UNIT):
    """Every system of the Ogre, destroyed ones included, by system index."""
    return [weapon(game, w, unit) for w in range(systems(game, unit).weapon_count)]


def weapon_name(game, system, unit=WG_OGRE_UNIT):
    """A system's English name ("secondary battery 2", "treads" for WG_OGRE_PART_TREADS)."""
    return _query.name(game, lib.wg_ogre_weapon_name(game._handle(), unit, system), "ogre")


def board(game):
    """The BoardInfo: the map's size, layout, entry edge and options."""
    return _query.fill(game, BoardInfo, lib.wg_ogre_board)


def hex(game, h):  # noqa: A001  (the header's name)
    """The HexInfo of hex `h` (a wargame.hex.Hex or an axial (q, r)); IndexError off the map."""
    return _query.fill(game, HexInfo, lib.wg_ogre_hex, _query.as_hex(h))


def terrain_name(game, terrain):
    """The name of terrain type `terrain` ("clear" is 0); IndexError for no such type."""
    return _query.name(game, lib.wg_ogre_terrain_name(game._handle(), terrain), "ogre")


def move_cost(game, unit, from_hex, to_hex):
    """Points `unit` spends entering to_hex from the adjacent from_hex (each a Hex or an
    axial (q, r)), by terrain, craters and ridges; 0 if it may not enter."""
    return _query.check(game, lib.wg_ogre_move_cost(game._handle(), unit,
                                                    _query.as_hex(from_hex),
                                                    _query.as_hex(to_hex)))


def pending(game):
    """The PendingInfo of the attack being built (or declared in a splitfire window)."""
    return _query.fill(game, PendingInfo, lib.wg_ogre_pending)


def declared(game):
    """The declarations (DeclaredInfo) of the open splitfire window, in declared order."""
    return [_query.fill(game, DeclaredInfo, lib.wg_ogre_declared, i)
            for i in range(pending(game).declared)]


# ---------------------------------------------------------------- set-up actions (OG-X4, OG-X5)


def _qr(h):
    return (h.q, h.r) if isinstance(h, Hex) else (int(h[0]), int(h[1]))


def set_up(unit, h, squads=0):
    """MOVE during the defender's WG_DEC_SETUP: buy and place `unit` (the next unplaced
    unit of its type) at hex `h` (a Hex or an axial (q, r)); infantry gives `squads` (1-3)."""
    q, r = _qr(h)
    return Action(type=_capi.WG_ACT_MOVE, unit=unit, x=q, y=r, value=squads)


def enter(h):
    """MOVE during the Ogre's WG_DEC_SETUP: the Ogre enters by hex `h` of its entry edge."""
    q, r = _qr(h)
    return Action(type=_capi.WG_ACT_MOVE, unit=WG_OGRE_UNIT, x=q, y=r)


def auto_set_up():
    """CHOOSE 0 during a WG_DEC_SETUP: the defender's rest set up automatically, or the
    Ogre's entry hex nearest the first command post."""
    return Action(type=_capi.WG_ACT_CHOOSE, value=0)


__all__ = ([e.__name__ for e in ENUMS] + [c.__name__ for c in STRUCTS]
           + [m.name for e in ENUMS for m in e]
           + ["WG_OGRE_PLAYER_OGRE", "WG_OGRE_PLAYER_DEFENDER", "WG_OGRE_UNIT",
              "WG_OGRE_MAX_DEFENDERS", "WG_OGRE_MAX_WEAPONS", "WG_OGRE_MAX_SIDE",
              "WG_OGRE_MAX_SQUADS", "WG_OGRE_PART_TREADS", "ENUMS", "STRUCTS",
              "outcome_result", "outcome_left", "outcome_disabled",
              "odds", "crt", "chances", "unit_stats", "systems", "weapon", "weapons",
              "weapon_name", "board", "hex", "terrain_name", "move_cost", "pending",
              "declared", "set_up", "enter", "auto_set_up"])
