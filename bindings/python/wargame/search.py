"""The search agent (wg_search_*): Monte Carlo tree search with a budget.

    import wargame
    s = wargame.Search(iterations=500, seed=7)   # or time_ms=50 (not reproducible)
    action = s.decide(game)                      # the answer to game.decision
    print(s.last.iterations, s.last.ms)
    game.set_search_agent(1, s)                  # or let it play a side

game.set_builtin_agent(player, wargame.WG_AGENT_SEARCH, seed, budget=N) makes
one for a side in one call.
"""
from ctypes import byref, c_void_p

from . import _capi
from ._capi import SearchOptions, SearchStats, lib
from .agent import ask
from .errors import error_for

_U64 = (1 << 64) - 1


class Search(_capi.Owned):
    """A search agent: `iterations` and/or `time_ms` per decision (0 = no limit of that kind).

    The same seed and iteration budget give the same answers; a time limit does not.
    max_nodes bounds its tree (memory: about 96 bytes a node, taken once);
    rollout_steps is how far the greedy players play past the tree, in actions (-1: to the
    end; 0: the ruleset's default, as wg_search_options says).
    """
    _free = "wg_search_free"

    def __init__(self, iterations=200, time_ms=0, seed=1, max_nodes=0, rollout_steps=0):
        self._ptr = None
        opts = SearchOptions(iterations=iterations, time_ms=time_ms, seed=seed & _U64,
                             max_nodes=max_nodes, rollout_steps=rollout_steps)
        out = c_void_p()
        status = lib.wg_search_new(byref(out), byref(opts))
        if status != _capi.WG_OK:
            raise error_for(status, "wg_search_new: bad options (a budget is needed; "
                            "no negative numbers; max_nodes at most 4194304)")
        self._ptr = out.value

    def _handle(self):
        if not self._ptr:
            raise ValueError("the search agent is closed")
        return self._ptr

    def decide(self, game):
        """The agent's answer to the game's current decision (an Action); the game is unchanged."""
        return ask(lib.wg_search_decide, self._handle(), game, "wg_search_decide")

    @property
    def last(self):
        """SearchStats of the last decision: iterations, nodes, candidates, value, ms."""
        st = SearchStats()
        lib.wg_search_last(self._handle(), byref(st))
        return st

