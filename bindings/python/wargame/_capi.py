"""The C API of libwargame as ctypes sees it: constants, structures, prototypes.

Internal to the package (the names users need are re-exported by wargame);
`lib` is the loaded library, `load_library()` loads it, and
`library_candidates()` says where it is looked for.

Nothing here is a hand-written copy of include/wargame/wargame.h: the
constants, enums, struct fields, callback types and prototypes come from the
declarations generated from the headers (_cdecl.py, through _declare.py);
what this file adds is names, docstrings and behaviour. The test suite still
checks them against what the C compiler reports (bindings/python/tests/layout.c).
"""
import ctypes
import ctypes.util
import enum
import fractions
import glob
import os
import subprocess
import threading
from ctypes import Structure

from . import _declare

# ---------------------------------------------------------------- constants

# Every #define and enumerator of wargame.h, under its C name (WG_MAX_PLAYERS,
# WG_ACTION_INTS, WG_SPECTATOR, WG_VERSION_STRING...).
globals().update(_declare.constants("wargame.h"))
globals().update(_declare.strings("wargame.h"))

StatusCode = _declare.c_enum("StatusCode", "wg_status", __name__,
                             "wg_status: WG_OK, WG_PENDING and the negative errors.")
OptionFlag = _declare.c_enum("OptionFlag", "WG_OPT_NO_LOG", __name__, "wg_options.flags.",
                             enum.IntFlag)
UnitFlag = _declare.c_enum("UnitFlag", "WG_UNIT_ALIVE", __name__, "wg_unit_info.flags.",
                           enum.IntFlag)
DecisionType = _declare.c_enum("DecisionType", "wg_decision_type", __name__,
                               "wg_decision_type.")
ActionType = _declare.c_enum("ActionType", "wg_action_type", __name__, "wg_action_type.")
AgentKind = _declare.c_enum("AgentKind", "wg_agent_kind", __name__, "wg_agent_kind.")
EventType = _declare.c_enum("EventType", "wg_event_type", __name__,
                            "wg_event_type (ruleset headers add their own from 1000 up).")
ReachFlag = _declare.c_enum("ReachFlag", "WG_REACH_DICE", __name__, "wg_reach.flags.",
                            enum.IntFlag)

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

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        if cls.__dict__.get("_c_name_"):      # the type of this C struct, from now on
            _declare.register_struct(cls)

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
    _fields_ = _declare.fields("wg_error")


MALLOC_FN = _declare.callback("wg_malloc_fn")
REALLOC_FN = _declare.callback("wg_realloc_fn")
FREE_FN = _declare.callback("wg_free_fn")


class Options(CStruct):
    """wg_options (the allocator hooks are left NULL by the Python binding)."""
    _c_name_ = "wg_options"
    _fields_ = _declare.fields("wg_options")


class GameInfo(CStruct):
    """wg_game_info: turn, active player, phase, result and scores."""
    _c_name_ = "wg_game_info"
    _fields_ = _declare.fields("wg_game_info")


class UnitInfo(CStruct):
    """wg_unit_info: one unit's public state."""
    _c_name_ = "wg_unit_info"
    _fields_ = _declare.fields("wg_unit_info")

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
    _fields_ = _declare.fields("wg_decision")
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
    _fields_ = _declare.fields("wg_action")
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
    _fields_ = _declare.fields("wg_agent")


class SearchOptions(CStruct):
    """wg_search_options: a search agent's budget (iterations and/or milliseconds) and arena."""
    _c_name_ = "wg_search_options"
    _fields_ = _declare.fields("wg_search_options")
    _defaults_ = {"iterations": 200, "seed": 1}


class SearchStats(CStruct):
    """wg_search_stats: what a search agent's last decision did."""
    _c_name_ = "wg_search_stats"
    _fields_ = _declare.fields("wg_search_stats")


class Roll(CStruct):
    """wg_roll: a die about to be rolled, as a dice source sees it."""
    _c_name_ = "wg_roll"
    _fields_ = _declare.fields("wg_roll")


class Event(CStruct):
    """wg_event: one change of state."""
    _c_name_ = "wg_event"
    _fields_ = _declare.fields("wg_event")

    def _repr_value(self, name, value):
        return enum_name(EventType, value, EXTRA_EVENT_ENUMS) if name == "type" else repr(value)


# Ruleset modules register their event enums here, for readable reprs.
EXTRA_EVENT_ENUMS = []


class HistoryEntry(CStruct):
    """wg_history_entry: one applied action and what it did."""
    _c_name_ = "wg_history_entry"
    _fields_ = _declare.fields("wg_history_entry")


class OddsOutcome(CStruct):
    """wg_odds_outcome: one outcome of an attack, with probability num / den."""
    _c_name_ = "wg_odds_outcome"
    _fields_ = _declare.fields("wg_odds_outcome")



class Odds(CStruct):
    """wg_odds: the exact distribution of an attack's outcomes."""
    _c_name_ = "wg_odds"
    _fields_ = _declare.fields("wg_odds")

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
    _fields_ = _declare.fields("wg_reach")

    def _repr_value(self, name, value):
        return repr(ReachFlag(value)) if name == "flags" else repr(value)


class Sweep(CStruct):
    """wg_sweep: which agents play a sweep's games, and its base seed."""
    _c_name_ = "wg_sweep"
    _fields_ = _declare.fields("wg_sweep")


class SweepGame(CStruct):
    """wg_sweep_game: one game of a sweep, as wg_sweep_play reports it."""
    _c_name_ = "wg_sweep_game"
    _fields_ = _declare.fields("wg_sweep_game")


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
DECIDE_FN = _declare.callback("wg_decide_fn")
DICE_FN = _declare.callback("wg_dice_fn")
EVENT_FN = _declare.callback("wg_event_fn")

# ---------------------------------------------------------------- prototypes

# {function: (restype, argtypes)} of every function of wargame.h; a game or
# scenario pointer is a plain address (c_void_p), a string a c_char_p.
PROTOTYPES = _declare.prototypes("wargame.h")

# ---------------------------------------------------------------- loading

SONAME = "libwargame.so.1"


def _source_root():
    """The source tree this package is bindings/python/wargame of (maybe not one)."""
    here = os.path.dirname(os.path.abspath(__file__))      # .../bindings/python/wargame
    return os.path.dirname(os.path.dirname(os.path.dirname(here)))


def _source_tree_candidates(root=None):
    """libwargame.so.1 in build*/lib of the source tree `root` (by default the one
    this package sits in, if it does), newest first. A dangling link (a build
    folder since removed) is no candidate."""
    root = _source_root() if root is None else root
    if not os.path.isfile(os.path.join(root, "include", "wargame", "wargame.h")):
        return []
    found = [p for p in glob.glob(os.path.join(root, "build*", "lib", SONAME))
             if os.path.isfile(p)]
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
        _set_prototypes(lib, PROTOTYPES)
        _lib = lib
        return lib


def _set_prototypes(lib, prototypes):
    for fname, (restype, argtypes) in prototypes.items():
        fn = getattr(lib, fname)
        fn.restype = restype
        fn.argtypes = argtypes


def register_prototypes(prototypes):
    """Add a ruleset's prototypes (declared at load, or now if already loaded)."""
    with _lock:
        PROTOTYPES.update(prototypes)
        if _lib is not None:
            _set_prototypes(_lib, prototypes)


class _LazyLib:
    """`lib.wg_xxx(...)`: the library is loaded at first use, not at import."""

    def __getattr__(self, name):
        return getattr(load_library(), name)


lib = _LazyLib()


class Owned:
    """What every wrapper of a library object shares: close() frees the object
    (calling it twice is safe), `with` closes it at the end of the block, and
    garbage collection closes what is left open. `_free` names the C function
    that frees it."""
    _free = None
    _ptr = None

    def close(self):
        """Free the library object. Safe to call twice."""
        if self._ptr:
            getattr(lib, self._free)(self._ptr)
            self._ptr = None

    def __enter__(self):
        """`with X(...) as x:` closes x at the end of the block."""
        return self

    def __exit__(self, *exc):
        """Close the object."""
        self.close()

    def __del__(self):
        try:
            self.close()
        except Exception:  # interpreter shutdown: the library may be gone
            pass
