"""libwargame for Python: a pure ctypes binding (no compiler needed).

    import wargame
    with wargame.Game.open("examples/scenarios/ogre-basic.yaml", seed=42) as g:
        g.set_builtin_agent(0, wargame.WG_AGENT_GREEDY, seed=1)
        while not g.over:
            d = g.decision
            if d.player == 0:
                g.run()
            else:
                g.apply(g.legal_actions()[0])

The library is found through the WG_LIBRARY environment variable, else in a
build*/lib folder of the source tree this package sits in, else on the
system's library path. Every C constant is here under its C name
(wargame.WG_DEC_SPLITFIRE); the hex geometry of wargame/hex.h is
wargame.hex, and a ruleset's constants and queries are in its module
(wargame.ogre, wargame.fow, wargame.mob, wargame.m44). Failures raise
WargameError subclasses.
"""
from . import _capi
from ._capi import (ENUMS, STRUCTS, Action, ActionType, Agent, AgentKind, Decision,
                    DecisionType, ErrorInfo, Event, EventType, GameInfo, HistoryEntry,
                    Odds, OddsOutcome, OptionFlag, Options, Roll, SearchOptions,
                    SearchStats, StatusCode, UnitFlag,
                    UnitInfo, WG_MAX_PLAYERS, WG_ODDS_MAX, WG_SPECTATOR, WG_VERSION_MAJOR, WG_VERSION_MINOR, WG_VERSION_NUMBER,
                    WG_VERSION_PATCH, WG_VERSION_STRING, load_library)
from .errors import (BusyError, CorruptError, FileError, IllegalError, InvalidError,
                     LimitError, NoMemoryError, ParseError, RangeError, StateError,
                     WargameError, strerror)
from .game import Game, GameView
from .search import Search

_capi.export_constants(globals(), ENUMS)

from . import hex, ogre, fow, mob, m44  # noqa: E402,A004  (geometry and the rulesets, after the core)


def version():
    """The library's version string (may differ from WG_VERSION_STRING, the header's)."""
    return _capi.lib.wg_version().decode()


def version_number():
    return _capi.lib.wg_version_number()


__all__ = [name for name in dir() if not name.startswith("_")]
