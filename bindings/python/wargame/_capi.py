"""The C API of libwargame as ctypes sees it: constants, structures, prototypes.

Internal to the package (the names users need are re-exported by wargame);
`lib` is the loaded library, `load_library()` loads it, and
`library_candidates()` says where it is looked for.

Everything here mirrors include/wargame/wargame.h one to one; the test
suite checks the constants, struct sizes and field offsets against what the
C compiler reports (bindings/python/tests/layout.c), so they cannot drift.
"""
import ctypes
import ctypes.util
import enum
import fractions
import glob
import os
import subprocess
import threading
from ctypes import (CFUNCTYPE, POINTER, Structure, c_char, c_char_p, c_double, c_int,
                    c_int32, c_int64, c_size_t, c_uint32, c_uint64, c_void_p)

# ---------------------------------------------------------------- constants

WG_VERSION_MAJOR = 1
WG_VERSION_MINOR = 0
WG_VERSION_PATCH = 0
WG_VERSION_STRING = "1.0.0"
WG_VERSION_NUMBER = WG_VERSION_MAJOR * 10000 + WG_VERSION_MINOR * 100 + WG_VERSION_PATCH
WG_MAX_PLAYERS = 2
WG_SPECTATOR = -1  # the viewer that is no player (hidden information)
WG_ACTION_INTS = 9  # int32 per action in wg_game_legal_flat's buffer


class StatusCode(enum.IntEnum):
    """wg_status: WG_OK, WG_PENDING and the negative errors."""
    WG_OK = 0
    WG_PENDING = 1
    WG_STEPPED = 2
    WG_EINVAL = -1
    WG_ENOMEM = -2
    WG_EPARSE = -3
    WG_EILLEGAL = -4
    WG_ESTATE = -5
    WG_EBUSY = -6
    WG_ERANGE = -7
    WG_EIO = -8
    WG_ELIMIT = -9
    WG_ECORRUPT = -10


class OptionFlag(enum.IntFlag):
    """wg_options.flags."""
    WG_OPT_NO_LOG = 1 << 0
    WG_OPT_NO_HISTORY = 1 << 1


class UnitFlag(enum.IntFlag):
    """wg_unit_info.flags."""
    WG_UNIT_ALIVE = 1 << 0
    WG_UNIT_DISABLED = 1 << 1
    WG_UNIT_ON_BOARD = 1 << 2
    WG_UNIT_MOVED = 1 << 3
    WG_UNIT_FIRED = 1 << 4


class DecisionType(enum.IntEnum):
    """wg_decision_type."""
    WG_DEC_NONE = 0
    WG_DEC_MOVE = 1
    WG_DEC_FIRE = 2
    WG_DEC_SPLITFIRE = 3
    WG_DEC_OPFIRE = 4
    WG_DEC_DEFENSIVE_FIRE = 5
    WG_DEC_ALLOCATE_HITS = 6
    WG_DEC_RETREAT = 7
    WG_DEC_ORDER = 8
    WG_DEC_SETUP = 9
    WG_DEC_CHOICE = 10


class ActionType(enum.IntEnum):
    """wg_action_type."""
    WG_ACT_NONE = 0
    WG_ACT_PASS = 1
    WG_ACT_MOVE = 2
    WG_ACT_STAY = 3
    WG_ACT_DECLARE = 4
    WG_ACT_RESOLVE = 5
    WG_ACT_ALLOCATE = 6
    WG_ACT_RETREAT = 7
    WG_ACT_PLAY = 8
    WG_ACT_CHOOSE = 9
    WG_ACT_FIRE = 10


class AgentKind(enum.IntEnum):
    """wg_agent_kind."""
    WG_AGENT_RANDOM = 0
    WG_AGENT_GREEDY = 1
    WG_AGENT_SEARCH = 2


class EventType(enum.IntEnum):
    """wg_event_type (ruleset headers add their own from 1000 up)."""
    WG_EV_NONE = 0
    WG_EV_GAME_START = 1
    WG_EV_TURN = 2
    WG_EV_PHASE = 3
    WG_EV_DIE = 4
    WG_EV_MOVE = 5
    WG_EV_ATTACK = 6
    WG_EV_RESULT = 7
    WG_EV_DESTROYED = 8
    WG_EV_DAMAGED = 9
    WG_EV_DISABLED = 10
    WG_EV_RECOVERED = 11
    WG_EV_GAME_OVER = 12
    WG_EV_SPLITFIRE_WINDOW = 13
    WG_EV_OPFIRE_WINDOW = 14
    WG_EV_DEFENSIVE_FIRE = 15
    WG_EV_FIRE_OPTION = 16
    WG_EV_WINDOW_CLOSED = 17
    WG_EV_DECLARED = 18
    WG_EV_WASTED = 19
    WG_EV_RAM = 20
    WG_EV_INFO = 21


class ReachFlag(enum.IntFlag):
    """wg_reach.flags."""
    WG_REACH_DICE = 1 << 0
    WG_REACH_WINDOW = 1 << 1


ENUMS = (StatusCode, OptionFlag, UnitFlag, DecisionType, ActionType, AgentKind, EventType,
         ReachFlag)


# The six 4-bit fields of a battle odds outcome's value, low bits first (mob.h's and m44.h's
# _OUTCOME_HITS .. _LEFT).
OUTCOME_FIELDS = ("hits", "flags", "ignored", "steps", "rest", "left")


def outcome_fields(value):
    """A battle odds outcome's value (mob, m44) as a dict of its OUTCOME_FIELDS."""
    return unpack_fields(value, OUTCOME_FIELDS, 4)


def export_constants(namespace, enums):
    """Put every member of `enums` into `namespace` under its C name, as a plain int."""
    for e in enums:
        for member in e:
            namespace[member.name] = int(member)


export_constants(globals(), ENUMS)


def enum_name(enum_type, value, extra=()):
    """The C name of `value` in `enum_type` (or in the `extra` enums), or the number."""
    for e in (enum_type,) + tuple(extra):
        try:
            return e(value).name
        except ValueError:
            pass
    return str(value)


def unpack_fields(value, names, bits):
    """An integer packed as fields of `bits` bits each, lowest first, as a dict by name
    (an odds outcome's value: outcome_fields for mob and m44, fow.outcome_fields)."""
    mask = (1 << bits) - 1
    return {name: (value >> (bits * i)) & mask for i, name in enumerate(names)}


# ---------------------------------------------------------------- structures

class CStruct(Structure):
    """A public C struct: readable repr, equality by value, `size` filled in."""
    _c_name_ = None
    _defaults_ = {}

    def __init__(self, *args, **kw):
        super().__init__()
        for name, value in self._defaults_.items():
            setattr(self, name, value)
        if any(name == "size" for name, _ in self._fields_):
            self.size = ctypes.sizeof(self)
        if args or kw:
            names = [n for n, _ in self._fields_]
            for name, value in zip(names, args):
                setattr(self, name, value)
            for name, value in kw.items():
                if name not in names:
                    raise TypeError("%s has no field %r" % (type(self).__name__, name))
                setattr(self, name, value)

    def copy(self):
        """An independent copy of this struct."""
        return type(self).from_buffer_copy(self)

    def _items(self):
        for name, _ in self._fields_:
            if name in ("size", "reserved"):
                continue
            value = getattr(self, name)
            if isinstance(value, ctypes.Array):
                value = tuple(value)
            yield name, value

    def _key(self):
        return tuple(v for _, v in self._items())

    def __eq__(self, other):
        if type(other) is not type(self):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self):
        return hash((type(self).__name__,) + self._key())

    def _repr_value(self, name, value):
        return repr(value)

    def __repr__(self):
        return "%s(%s)" % (type(self).__name__, ", ".join(
            "%s=%s" % (n, self._repr_value(n, v)) for n, v in self._items()))


class ErrorInfo(CStruct):
    """wg_error: details of a failure before a game existed."""
    _c_name_ = "wg_error"
    _fields_ = [("status", c_int32), ("line", c_int32), ("column", c_int32),
                ("message", c_char * 300)]


MALLOC_FN = CFUNCTYPE(c_void_p, c_void_p, c_size_t)
REALLOC_FN = CFUNCTYPE(c_void_p, c_void_p, c_void_p, c_size_t)
FREE_FN = CFUNCTYPE(None, c_void_p, c_void_p)


class Options(CStruct):
    """wg_options (the allocator hooks are left NULL by the Python binding)."""
    _c_name_ = "wg_options"
    _fields_ = [("size", c_size_t), ("flags", c_uint32), ("malloc_fn", MALLOC_FN),
                ("realloc_fn", REALLOC_FN), ("free_fn", FREE_FN),
                ("alloc_payload", c_void_p)]


class GameInfo(CStruct):
    """wg_game_info: turn, active player, phase, result and scores."""
    _c_name_ = "wg_game_info"
    _fields_ = [("size", c_size_t), ("turn", c_int32), ("active", c_int32),
                ("phase", c_int32), ("over", c_int32), ("winner", c_int32),
                ("result", c_int32), ("score", c_int32 * WG_MAX_PLAYERS),
                ("unit_count", c_int32), ("depth", c_int32)]


class UnitInfo(CStruct):
    """wg_unit_info: one unit's public state."""
    _c_name_ = "wg_unit_info"
    _fields_ = [("size", c_size_t), ("id", c_int32), ("player", c_int32),
                ("kind", c_int32), ("flags", c_uint32), ("x", c_int32), ("y", c_int32),
                ("facing", c_int32), ("strength", c_int32), ("moves_left", c_int32)]

    alive = property(lambda self: bool(self.flags & WG_UNIT_ALIVE),
                     doc="WG_UNIT_ALIVE is set: the unit is in play.")
    disabled = property(lambda self: bool(self.flags & WG_UNIT_DISABLED),
                        doc="WG_UNIT_DISABLED is set (OGRE's disabled, fow's bailed out...).")
    on_board = property(lambda self: bool(self.flags & WG_UNIT_ON_BOARD),
                        doc="WG_UNIT_ON_BOARD is set: the unit is on the map or table.")

    def _repr_value(self, name, value):
        return repr(UnitFlag(value)) if name == "flags" else repr(value)


class Decision(CStruct):
    """wg_decision: who must answer what now."""
    _c_name_ = "wg_decision"
    _fields_ = [("type", c_int32), ("player", c_int32), ("depth", c_int32),
                ("unit", c_int32), ("target", c_int32), ("x", c_int32), ("y", c_int32),
                ("count", c_int32), ("pending", c_int32), ("open", c_int32),
                ("kind", c_int32), ("reserved", c_int32 * 1)]
    _defaults_ = {"unit": -1, "target": -1}

    @property
    def over(self):
        """True when there is nothing to decide: the game is over."""
        return self.type == WG_DEC_NONE

    @property
    def kind_name(self):
        """The question this decision asks, as a stable dotted name such as
        "ogre.splitfire" (wg_decision_kind_name; each ruleset module's header
        lists them), "none" once the game is over, or None for a Decision that
        no game gave."""
        return self.__dict__.get("_kind_name")

    def copy(self):
        """An independent copy of this decision, its kind name included."""
        d = super().copy()
        if "_kind_name" in self.__dict__:
            d._kind_name = self._kind_name
        return d

    def _repr_value(self, name, value):
        return enum_name(DecisionType, value) if name == "type" else repr(value)


class Action(CStruct):
    """wg_action: one answer to a decision. Unused ids default to -1 (WG_ACTION_INIT)."""
    _c_name_ = "wg_action"
    _fields_ = [("type", c_int32), ("unit", c_int32), ("weapon", c_int32),
                ("target", c_int32), ("part", c_int32), ("card", c_int32),
                ("x", c_int32), ("y", c_int32), ("value", c_int32),
                ("reserved", c_int32 * 3)]
    _defaults_ = {"unit": -1, "weapon": -1, "target": -1, "part": -1, "card": -1}

    @classmethod
    def from_row(cls, row):
        """The action in a row of wg_game_legal_flat's buffer (WG_ACTION_INTS numbers)."""
        return cls(*row[:WG_ACTION_INTS])

    def _repr_value(self, name, value):
        return enum_name(ActionType, value) if name == "type" else repr(value)


class Agent(CStruct):
    """wg_agent: a built-in agent's state (caller-allocated)."""
    _c_name_ = "wg_agent"
    _fields_ = [("size", c_size_t), ("kind", c_int32), ("reserved", c_int32),
                ("rng", c_uint64 * 4)]


class SearchOptions(CStruct):
    """wg_search_options: a search agent's budget (iterations and/or milliseconds) and arena."""
    _c_name_ = "wg_search_options"
    _fields_ = [("size", c_size_t), ("iterations", c_int32), ("time_ms", c_int32),
                ("max_nodes", c_int32), ("rollout_steps", c_int32), ("seed", c_uint64)]
    _defaults_ = {"iterations": 200, "seed": 1}


class SearchStats(CStruct):
    """wg_search_stats: what a search agent's last decision did."""
    _c_name_ = "wg_search_stats"
    _fields_ = [("size", c_size_t), ("iterations", c_int32), ("nodes", c_int32),
                ("candidates", c_int32), ("best_visits", c_int32), ("value", c_double),
                ("ms", c_double)]


class Roll(CStruct):
    """wg_roll: a die about to be rolled, as a dice source sees it."""
    _c_name_ = "wg_roll"
    _fields_ = [("sides", c_int32), ("purpose", c_int32), ("need", c_int32),
                ("unit", c_int32), ("target", c_int32), ("index", c_int32),
                ("player", c_int32)]


class Event(CStruct):
    """wg_event: one change of state."""
    _c_name_ = "wg_event"
    _fields_ = [("type", c_int32), ("player", c_int32), ("unit", c_int32),
                ("weapon", c_int32), ("target", c_int32), ("part", c_int32),
                ("x", c_int32), ("y", c_int32), ("purpose", c_int32), ("need", c_int32),
                ("roll", c_int32), ("result", c_int32), ("value", c_int32),
                ("extra", c_int32), ("reserved", c_int32 * 2)]

    def _repr_value(self, name, value):
        return enum_name(EventType, value, EXTRA_EVENT_ENUMS) if name == "type" else repr(value)


# Ruleset modules register their event enums here, for readable reprs.
EXTRA_EVENT_ENUMS = []


class HistoryEntry(CStruct):
    """wg_history_entry: one applied action and what it did."""
    _c_name_ = "wg_history_entry"
    _fields_ = [("action", Action), ("dice", c_int32), ("forced", c_int32),
                ("first_event", c_int32), ("event_count", c_int32), ("hash", c_uint64)]


class OddsOutcome(CStruct):
    """wg_odds_outcome: one outcome of an attack, with probability num / den."""
    _c_name_ = "wg_odds_outcome"
    _fields_ = [("kind", c_int32), ("unit", c_int32), ("part", c_int32), ("value", c_int32),
                ("num", c_uint64)]


WG_ODDS_MAX = 64


class Odds(CStruct):
    """wg_odds: the exact distribution of an attack's outcomes."""
    _c_name_ = "wg_odds"
    _fields_ = [("size", c_size_t), ("den", c_uint64), ("count", c_int32),
                ("attacks", c_int32), ("outcome", OddsOutcome * WG_ODDS_MAX)]

    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        self.size = ctypes.sizeof(Odds)

    def outcomes(self):
        """[(outcome, probability as a fractions.Fraction)], in the ruleset's order."""
        return [(self.outcome[i].copy(), fractions.Fraction(self.outcome[i].num, self.den))
                for i in range(self.count)]


class Reach(CStruct):
    """wg_reach: a hex a unit can reach this phase (Game.reach), or one step of a path
    (Game.reach_path): axial (x, y), movement points spent, MOVE actions, WG_REACH_* flags."""
    _c_name_ = "wg_reach"
    _fields_ = [("x", c_int32), ("y", c_int32), ("cost", c_int32), ("steps", c_int32),
                ("flags", c_int32), ("reserved", c_int32)]

    def _repr_value(self, name, value):
        return repr(ReachFlag(value)) if name == "flags" else repr(value)


class Sweep(CStruct):
    """wg_sweep: which agents play a sweep's games, and its base seed."""
    _c_name_ = "wg_sweep"
    _fields_ = [("size", c_size_t), ("agent", c_int32 * WG_MAX_PLAYERS),
                ("swap_sides", c_int32), ("max_actions", c_int32), ("seed", c_uint64)]


class SweepGame(CStruct):
    """wg_sweep_game: one game of a sweep, as wg_sweep_play reports it."""
    _c_name_ = "wg_sweep_game"
    _fields_ = [("index", c_int64), ("seed", c_uint64), ("swapped", c_int32),
                ("status", c_int32), ("winner", c_int32), ("result", c_int32),
                ("turns", c_int32), ("actions", c_int32)]


class _EnumField:
    """A struct's int field read as a member of its IntEnum (so `decision.type`
    prints as WG_DEC_MOVE and still equals 1); a value no enum names (a ruleset
    event not registered, say) reads as a plain int. Writes take any int.
    `offset` and `size` are the C field's, like a ctypes field's."""

    def __init__(self, cfield, enums):
        self._cfield = cfield
        self._enums = enums          # a callable: the enums to try, in order
        self.offset = cfield.offset
        self.size = cfield.size

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        value = self._cfield.__get__(obj, owner)
        for e in self._enums():
            try:
                return e(value)
            except ValueError:
                pass
        return value

    def __set__(self, obj, value):
        self._cfield.__set__(obj, int(value))


def _enum_field(struct, name, enums):
    setattr(struct, name, _EnumField(struct.__dict__[name], enums))


_enum_field(Decision, "type", lambda: (DecisionType,))
_enum_field(Action, "type", lambda: (ActionType,))
_enum_field(Event, "type", lambda: (EventType,) + tuple(EXTRA_EVENT_ENUMS))
_enum_field(ErrorInfo, "status", lambda: (StatusCode,))

STRUCTS = [ErrorInfo, Options, GameInfo, UnitInfo, Decision, Action, Agent, SearchOptions,
           SearchStats, Roll, Event, HistoryEntry, OddsOutcome, Odds, Reach, Sweep,
           SweepGame]

# Callback types. The game pointer comes in as a plain address.
DECIDE_FN = CFUNCTYPE(c_int, c_void_p, c_void_p, POINTER(Decision), POINTER(Action))
DICE_FN = CFUNCTYPE(c_int, c_void_p, c_void_p, POINTER(Roll))
EVENT_FN = CFUNCTYPE(None, c_void_p, c_void_p, POINTER(Event))

# ---------------------------------------------------------------- prototypes

_game = c_void_p            # wg_game * / const wg_game *
_game_out = POINTER(c_void_p)

PROTOTYPES = {
    "wg_version": (c_char_p, []),
    "wg_version_number": (c_int, []),
    "wg_strerror": (c_char_p, [c_int]),
    "wg_game_new": (c_int, [_game_out, c_char_p, c_size_t, c_char_p, c_uint64,
                            POINTER(Options), POINTER(ErrorInfo)]),
    "wg_game_open": (c_int, [_game_out, c_char_p, c_uint64, POINTER(Options),
                             POINTER(ErrorInfo)]),
    "wg_scenario_new": (c_int, [POINTER(c_void_p), c_char_p, c_size_t, c_char_p,
                                POINTER(Options), POINTER(ErrorInfo)]),
    "wg_scenario_open": (c_int, [POINTER(c_void_p), c_char_p, POINTER(Options),
                                 POINTER(ErrorInfo)]),
    "wg_scenario_free": (None, [c_void_p]),
    "wg_scenario_ruleset": (c_char_p, [c_void_p]),
    "wg_game_start": (c_int, [_game_out, c_void_p, c_uint64, POINTER(Options),
                              POINTER(ErrorInfo)]),
    "wg_sweep_seed": (c_uint64, [c_uint64, c_int64]),
    "wg_sweep_play": (c_int, [c_void_p, POINTER(Sweep), c_int64, c_int, POINTER(SweepGame)]),
    "wg_game_free": (None, [_game]),
    "wg_game_clone": (c_int, [_game_out, _game]),
    "wg_game_clone_with": (c_int, [_game_out, _game, c_uint32]),
    "wg_game_reseed": (c_int, [_game, c_uint64]),
    "wg_game_hash": (c_uint64, [_game]),
    "wg_game_last_error": (c_char_p, [_game]),
    "wg_game_ruleset": (c_char_p, [_game]),
    "wg_game_seed": (c_uint64, [_game]),
    "wg_game_status": (c_int, [_game, POINTER(GameInfo)]),
    "wg_game_player_name": (c_char_p, [_game, c_int]),
    "wg_game_result_text": (c_char_p, [_game]),
    "wg_game_unit_count": (c_int, [_game]),
    "wg_game_unit": (c_int, [_game, c_int, POINTER(UnitInfo)]),
    "wg_game_unit_name": (c_char_p, [_game, c_int]),
    "wg_game_unit_kind_name": (c_char_p, [_game, c_int]),
    "wg_game_decision": (c_int, [_game, POINTER(Decision)]),
    "wg_game_legal_actions": (c_int, [_game, POINTER(Action), c_int]),
    "wg_game_legal_count": (c_int, [_game]),
    "wg_game_apply_index": (c_int, [_game, c_int]),
    "wg_game_legal_flat": (c_int, [_game, POINTER(c_int32), c_int]),
    "wg_game_check": (c_int, [_game, POINTER(Action)]),
    "wg_game_apply": (c_int, [_game, POINTER(Action)]),
    "wg_action_init": (None, [POINTER(Action), c_int]),
    "wg_game_can_undo": (c_int, [_game]),
    "wg_game_undo": (c_int, [_game]),
    "wg_game_set_agent": (c_int, [_game, c_int, DECIDE_FN, c_void_p]),
    "wg_game_run": (c_int, [_game, c_int]),
    "wg_agent_init": (c_int, [POINTER(Agent), c_int, c_uint64]),
    "wg_agent_decide": (c_int, [c_void_p, _game, POINTER(Decision), POINTER(Action)]),
    "wg_search_new": (c_int, [POINTER(c_void_p), POINTER(SearchOptions)]),
    "wg_search_free": (None, [c_void_p]),
    "wg_search_decide": (c_int, [c_void_p, _game, POINTER(Decision), POINTER(Action)]),
    "wg_search_last": (c_int, [c_void_p, POINTER(SearchStats)]),
    "wg_game_set_dice": (c_int, [_game, DICE_FN, c_void_p]),
    "wg_game_on_event": (c_int, [_game, EVENT_FN, c_void_p]),
    "wg_game_log_count": (c_int, [_game]),
    "wg_game_log_event": (c_int, [_game, c_int, POINTER(Event)]),
    "wg_event_describe": (c_int, [_game, POINTER(Event), c_char_p, c_size_t]),
    "wg_event_for": (c_int, [_game, POINTER(Event), c_int, POINTER(Event)]),
    "wg_event_describe_for": (c_int, [_game, POINTER(Event), c_int, c_char_p, c_size_t]),
    "wg_game_on_event_for": (c_int, [_game, c_int, EVENT_FN, c_void_p]),
    "wg_game_clone_for": (c_int, [_game_out, _game, c_int, c_uint64]),
    "wg_game_decision_for": (c_int, [_game, c_int, POINTER(Decision)]),
    "wg_game_legal_actions_for": (c_int, [_game, c_int, POINTER(Action), c_int]),
    "wg_action_describe": (c_int, [_game, POINTER(Action), c_char_p, c_size_t]),
    "wg_decision_describe": (c_int, [_game, POINTER(Decision), c_char_p, c_size_t]),
    "wg_decision_kind_name": (c_char_p, [_game, POINTER(Decision)]),
    "wg_game_history_count": (c_int, [_game]),
    "wg_game_history": (c_int, [_game, c_int, POINTER(HistoryEntry)]),
    "wg_game_save": (c_int, [_game, c_char_p, c_size_t, POINTER(c_size_t)]),
    "wg_game_save_file": (c_int, [_game, c_char_p]),
    "wg_game_load": (c_int, [_game_out, c_char_p, c_size_t, c_char_p, POINTER(Options),
                             POINTER(ErrorInfo)]),
    "wg_game_load_file": (c_int, [_game_out, c_char_p, POINTER(Options), POINTER(ErrorInfo)]),
    "wg_odds_action": (c_int, [_game, POINTER(Action), POINTER(Odds)]),
    "wg_game_reach": (c_int, [_game, c_int, POINTER(Reach), c_int]),
    "wg_game_window_options": (c_int, [_game]),
    "wg_game_reach_path": (c_int, [_game, c_int, c_int32, c_int32, POINTER(Reach), c_int]),
    "wg_odds_p": (c_double, [POINTER(Odds), c_int]),
    "wg_odds_describe": (c_int, [_game, POINTER(Odds), c_int, c_char_p, c_size_t]),
}

# ---------------------------------------------------------------- loading

SONAME = "libwargame.so.1"


def _source_tree_candidates():
    """libwargame.so.1 in build*/lib of the source tree, when this package is
    bindings/python/wargame of one (newest first)."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    if not os.path.isfile(os.path.join(root, "include", "wargame", "wargame.h")):
        return []
    found = glob.glob(os.path.join(root, "build*", "lib", SONAME))
    return sorted(found, key=os.path.getmtime, reverse=True)


def _installed_candidate():
    """The library `meson install` put beside this package (it writes _config.py)."""
    try:
        from . import _config
    except ImportError:           # a pip install or a source tree: no such file
        return []
    return [os.path.join(_config.LIBDIR, _config.SONAME)]


def _pkg_config_candidate():
    """libwargame.so.1 in the libdir pkg-config reports, if pkg-config knows it."""
    try:
        out = subprocess.run(["pkg-config", "--variable=libdir", "libwargame"],
                             capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return []
    libdir = out.stdout.strip() if out.returncode == 0 else ""
    return [os.path.join(libdir, SONAME)] if libdir else []


def library_candidates(pkg_config=True):
    """Where the library is looked for, in order: $WG_LIBRARY (alone, when set);
    the build folder of the source tree this package sits in; the library
    installed with this package; the system's search (ldconfig's cache,
    LD_LIBRARY_PATH); pkg-config's libdir (asked only if `pkg_config`)."""
    env = os.environ.get("WG_LIBRARY")
    if env:
        return [env]
    names = _source_tree_candidates() + _installed_candidate()
    found = ctypes.util.find_library("wargame")
    if found:
        names.append(found)
    names.append(SONAME)
    return names + (_pkg_config_candidate() if pkg_config else [])


_lib = None
_lock = threading.Lock()


def _candidates_lazily():
    """library_candidates(), running pkg-config only once the rest has failed."""
    yield from library_candidates(pkg_config=False)
    if not os.environ.get("WG_LIBRARY"):
        yield from _pkg_config_candidate()


def load_library():
    """Load libwargame (once) and declare its prototypes."""
    global _lib
    with _lock:
        if _lib is not None:
            return _lib
        errors = []
        for name in _candidates_lazily():
            try:
                lib = ctypes.CDLL(name)
                break
            except OSError as exc:
                errors.append("%s: %s" % (name, exc))
        else:
            raise ImportError("libwargame not found (set WG_LIBRARY to its path); tried "
                              + "; ".join(errors))
        _declare(lib, PROTOTYPES)
        _lib = lib
        return lib


def _declare(lib, prototypes):
    for fname, (restype, argtypes) in prototypes.items():
        fn = getattr(lib, fname)
        fn.restype = restype
        fn.argtypes = argtypes


def register_prototypes(prototypes):
    """Add a ruleset's prototypes (declared at load, or now if already loaded)."""
    with _lock:
        PROTOTYPES.update(prototypes)
        if _lib is not None:
            _declare(_lib, prototypes)


class _LazyLib:
    """`lib.wg_xxx(...)`: the library is loaded at first use, not at import."""

    def __getattr__(self, name):
        return getattr(load_library(), name)


lib = _LazyLib()
