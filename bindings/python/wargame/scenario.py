"""The Scenario class: a scenario parsed once, started as many games as wanted.

    with wargame.Scenario.open("examples/scenarios/m44-base.yaml") as s:
        for seed in range(1000):
            with s.start(seed) as g:
                ...

A scenario is immutable and may be shared between threads; a game started
from it stays valid after the scenario is closed.
"""
import os
from ctypes import byref, c_void_p

from . import _capi
from ._capi import ErrorInfo, Options, Sweep, SweepGame, lib
from .errors import error_for
from .game import Game, _created, _options, _text

_U64 = (1 << 64) - 1


class Scenario(_capi.Owned):
    """A parsed scenario: create it with from_yaml or open; close it (or use `with`)."""
    _free = "wg_scenario_free"

    def __init__(self, ptr):
        if not isinstance(ptr, c_void_p) or not ptr:
            raise TypeError("use Scenario.from_yaml or Scenario.open")
        self._ptr = ptr.value

    @classmethod
    def from_yaml(cls, text, name=None):
        """A scenario from YAML text (str or bytes); `name` is used in error messages."""
        data = text.encode("utf-8") if isinstance(text, str) else bytes(text)
        out, err = c_void_p(), ErrorInfo()
        status = lib.wg_scenario_new(byref(out), data, len(data),
                                     None if name is None else os.fsencode(name), None,
                                     byref(err))
        return cls(_created(status, out, err))

    @classmethod
    def open(cls, path):
        """A scenario from a file."""
        out, err = c_void_p(), ErrorInfo()
        status = lib.wg_scenario_open(byref(out), os.fsencode(path), None, byref(err))
        return cls(_created(status, out, err))

    def _handle(self):
        if not self._ptr:
            raise ValueError("the scenario is closed")
        return self._ptr

    @property
    def ruleset(self):
        """The ruleset's name, e.g. "m44"."""
        return _text(lib.wg_scenario_ruleset(self._handle()))

    def start(self, seed=0, flags=0):
        """A new Game from this scenario, without parsing: the same game
        Game.from_yaml makes from the same text and seed."""
        out, err = c_void_p(), ErrorInfo()
        status = lib.wg_game_start(byref(out), self._handle(), seed & _U64, _options(flags),
                                   byref(err))
        return Game(_created(status, out, err))

    def play(self, first, count, agents=(_capi.WG_AGENT_RANDOM, _capi.WG_AGENT_RANDOM),
             seed=0, swap_sides=False, max_actions=0):
        """Play games first .. first+count-1 of a sweep in C (wg_sweep_play) and
        return their wargame._capi.SweepGame rows."""
        spec = Sweep(agent=(int(agents[0]), int(agents[1])), swap_sides=int(bool(swap_sides)),
                     max_actions=max_actions, seed=seed & _U64)
        rows = (SweepGame * max(count, 1))()
        status = lib.wg_sweep_play(self._handle(), byref(spec), first, count, rows)
        if status < 0:
            raise error_for(status, "wg_sweep_play failed on games %d..%d: %s"
                            % (first, first + count - 1, _capi.enum_name(_capi.StatusCode,
                                                                         status)))
        return list(rows)[:count]


    def __repr__(self):
        return "<wargame.Scenario %s>" % (self.ruleset if self._ptr else "closed")


def sweep_seed(seed, index):
    """wg_sweep_seed: the seed of item `index` under base seed `seed`."""
    return lib.wg_sweep_seed(seed & _U64, index)
