"""A built-in agent you ask yourself (wg_agent_init, wg_agent_decide).

    import wargame
    hint = wargame.BuiltinAgent(wargame.WG_AGENT_GREEDY, seed=7)
    action = hint.decide(game)    # greedy's answer to game.decision; the game is unchanged

set_builtin_agent seats an agent at a player for run(); a BuiltinAgent is for
asking one without seating it: a hint button, a second opinion beside a
search's, or an agent of your own that falls back on greedy. Its choices come
from its own generator, seeded here, never from the game's dice: the same seed
and the same decisions give the same answers.
"""
from ctypes import byref

from . import _capi
from ._capi import Action, Agent, Decision, lib
from .errors import error_for


class BuiltinAgent:
    """WG_AGENT_RANDOM, WG_AGENT_GREEDY, or WG_AGENT_SEARCH at its default budget
    (wargame.Search sets a budget of its own). InvalidError for another kind."""

    def __init__(self, kind=_capi.WG_AGENT_GREEDY, seed=0):
        self._agent = Agent()
        status = lib.wg_agent_init(byref(self._agent), kind, seed & ((1 << 64) - 1))
        if status != _capi.WG_OK:
            raise error_for(status, "wg_agent_init: no built-in agent of kind %r" % (kind,))

    @property
    def kind(self):
        """The agent's kind, an AgentKind."""
        return self._agent.kind

    def decide(self, game):
        """The agent's answer to the game's current decision (an Action); the game is
        unchanged. StateError once the game is over."""
        return ask(lib.wg_agent_decide, byref(self._agent), game, "wg_agent_decide")


def ask(decide, payload, game, name):
    """An agent's answer to the game's current decision, the game unchanged: decide is a
    wg_decide_fn (wg_agent_decide, wg_search_decide) and name its name for errors."""
    d, a = Decision(), Action()
    handle = game._handle()
    lib.wg_game_decision(handle, byref(d))
    status = decide(payload, handle, byref(d), byref(a))
    if status != _capi.WG_OK:  # agents set no game error: say what it means here
        raise error_for(status, name + (": no decision to answer (the game is over)"
                                        if game.over else " failed"))
    return a
