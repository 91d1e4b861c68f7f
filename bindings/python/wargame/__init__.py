"""libwargame for Python: a pure ctypes binding of the wargame rules library
(no compiler needed). The library owns the rules; your code owns the loop.

Opening a game
    Game.open(path, seed=0, flags=0)      a scenario file
    Game.from_yaml(text, seed=0)          scenario YAML text
    Game.load(text) / Game.load_file(p)   a saved game, resumed where it was
  Use `with` (or call close()). flags: WG_OPT_NO_LOG, WG_OPT_NO_HISTORY.

Playing: decisions and actions
    g.decision          a Decision: who (player) must answer what (type, a
                        DecisionType such as WG_DEC_MOVE); WG_DEC_NONE when over
    g.legal_actions()   the legal answers, a list of Action (type: ActionType)
    g.apply(action)     apply one; dice are rolled, events emitted
    g.check(action), g.is_legal(action), g.undo()
  Ruleset headers (and the modules wargame.ogre, .m44, .mob, .fow) say what
  each decision asks and how each action reads.

Agents
    g.set_builtin_agent(player, WG_AGENT_GREEDY or WG_AGENT_RANDOM, seed)
    g.set_agent(player, fn)   fn(view, decision) -> Action, or None to defer
    g.run()                   'done', 'pending' (a decision waits) or 'stepped'
    BuiltinAgent(kind, seed).decide(g)   a built-in agent's answer, not applied
    Search(iterations=N).decide(g)       the search agent's, with a budget

Events, dice, odds
    g.on_event(fn)      fn(event) for every Event (type: EventType, or a
                        ruleset's event enum)
    g.events(), g.history(), g.describe(thing) (one English line)
    g.set_dice(fn)      fn(roll) -> face: real dice, or a test's
    g.odds(action)      the exact distribution of the attack it commits;
                        g.describe_odds(odds) in words

State
    g.status (GameInfo), g.over, g.winner, g.result_text, g.hash,
    g.units() (UnitInfo), g.unit_name(i), g.player_name(p)

Save, load, copy
    g.save() -> YAML text; Game.load(text) resumes exactly there.
    g.clone(flags) copies a game (flags make a search's cheap copy), and
    g.reseed(seed) gives the copy dice of its own. Games cannot be pickled:
    pickle g.save()'s text instead.

Errors
    Failures raise a WargameError subclass (IllegalError, ParseError with
    .line and .column, RangeError, StateError...); .status is the WG_E* code.

Constants
    Every C constant is here under its C name (wargame.WG_DEC_SPLITFIRE), and
    in its IntEnum (DecisionType, ActionType, EventType, StatusCode,
    AgentKind, OptionFlag, UnitFlag). Struct fields holding one of them read
    as enum members, which compare equal to the plain ints.

Submodules
    wargame.hex     hex-grid geometry (wargame/hex.h)
    wargame.ogre, wargame.m44, wargame.mob, wargame.fow
                    each ruleset's constants and queries

Finding the library
    $WG_LIBRARY if set; else the build folder of the source tree this
    package sits in; else the library `meson install` installed with it;
    else libwargame.so.1 by the system's search (ldconfig, LD_LIBRARY_PATH);
    else in `pkg-config --variable=libdir libwargame`.

Example
    import wargame
    with wargame.Game.open("examples/scenarios/ogre-basic.yaml", seed=42) as g:
        g.set_builtin_agent(0, wargame.WG_AGENT_GREEDY, seed=1)
        while not g.over:
            d = g.decision
            if d.player == 0:
                g.run()
            else:
                g.apply(g.legal_actions()[0])
"""
from . import _capi
from ._capi import (ENUMS, STRUCTS, Action, ActionType, Agent, AgentKind, Decision,
                    DecisionType, ErrorInfo, Event, EventType, GameInfo, HistoryEntry,
                    Odds, OddsOutcome, OptionFlag, Options, Reach, ReachFlag, Roll, SearchOptions,
                    SearchStats, StatusCode,
                    Sweep, SweepGame, UnitFlag,
                    UnitInfo, WG_ACTION_INTS, WG_MAX_PLAYERS, WG_ODDS_MAX, WG_SPECTATOR, WG_VERSION_MAJOR, WG_VERSION_MINOR, WG_VERSION_NUMBER,
                    WG_VERSION_PATCH, WG_VERSION_STRING, load_library)
from .errors import (BusyError, CorruptError, FileError, IllegalError, InvalidError,
                     LimitError, NoMemoryError, ParseError, RangeError, StateError,
                     WargameError, strerror)
from .agent import BuiltinAgent
from .game import Game, GameView
from .scenario import Scenario, sweep_seed
from .search import Search

_capi.export_constants(globals(), ENUMS)

from . import hex, ogre, fow, mob, m44  # noqa: E402,A004  (geometry and the rulesets, after the core)


def version():
    """The library's version string (may differ from WG_VERSION_STRING, the header's)."""
    return _capi.lib.wg_version().decode()


def version_number():
    """The library's version as a number: major * 10000 + minor * 100 + patch."""
    return _capi.lib.wg_version_number()


__all__ = [name for name in dir() if not name.startswith("_")]
