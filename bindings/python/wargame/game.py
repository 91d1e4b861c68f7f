"""The Game class: a libwargame game handle with a Pythonic face.

Callbacks (on_event, set_dice, set_agent) run inside the library call that
triggers them. An exception raised by one never crosses into C: the
trampoline catches it, returns a safe value to the library (a dice source
fails the action cleanly; an agent defers), and the exception is raised
again from the Game method that ran the callback, once the library has
returned.
"""
import ctypes
import operator
import os
from ctypes import byref, c_int32, c_size_t, c_void_p

from . import _capi
from ._capi import (DECIDE_FN, DICE_FN, EVENT_FN, WG_ACTION_INTS, Action, Agent, Decision,
                    ErrorInfo, Event, GameInfo, HistoryEntry, Options, UnitInfo, lib)
from .errors import IllegalError, RangeError, error_for

__all__ = ["Game", "GameView"]

_U64 = (1 << 64) - 1


def _text(raw):
    return None if raw is None else raw.decode("utf-8", "replace")


def _named(handle, d):
    """d with its kind name, which the game knows (Decision.kind_name)."""
    d._kind_name = _text(lib.wg_decision_kind_name(handle, byref(d)))
    return d


def _options(flags):
    return byref(Options(flags=flags)) if flags else None


def _numpy():
    """numpy if it is installed (legal_array's arrays), else None."""
    try:
        import numpy
    except ImportError:
        return None
    return numpy


def _created(status, out, err):
    if status != _capi.WG_OK:
        raise error_for(status, _text(err.message), err.line, err.column)
    return out


class GameView:
    """Read-only access to a game: every query of wargame.h.

    A Game is a GameView that owns its handle. An agent callback receives a
    view of the game that is valid only during the call.
    """

    def __init__(self, ptr):
        self._ptr = ptr
        self._actions = (Action * 64)()

    def _handle(self):
        if not self._ptr:
            raise ValueError("the game is closed (or the view outlived its callback)")
        return self._ptr

    def _check(self, status):
        if status < 0:
            raise error_for(status, self.last_error)
        return status

    def __reduce_ex__(self, protocol):
        """Refused: a game is a C handle. Pickle the text of save() instead."""
        raise TypeError("a wargame %s cannot be pickled (it holds a C game handle): "
                        "pickle text = game.save() and resume with wargame.Game.load(text); "
                        "game.clone() makes a copy" % type(self).__name__)

    def __getstate__(self):
        """Refused, as __reduce_ex__: use save() and Game.load()."""
        return self.__reduce_ex__(2)

    # ------------------------------------------------------------ identity

    @property
    def hash(self):
        """wg_game_hash: a 64-bit digest of the whole state."""
        return lib.wg_game_hash(self._handle())

    @property
    def last_error(self):
        """The library's message for the last failed call on this game ("" if none)."""
        return _text(lib.wg_game_last_error(self._handle())) or ""

    @property
    def ruleset(self):
        """The ruleset's name: "ogre", "m44", "mob" or "fow"."""
        return _text(lib.wg_game_ruleset(self._handle()))

    @property
    def seed(self):
        """The seed the game's dice were seeded with."""
        return lib.wg_game_seed(self._handle())

    # ------------------------------------------------------------ state

    @property
    def status(self):
        """A GameInfo: turn, active, phase, over, winner, result, score, unit_count, depth."""
        info = GameInfo()
        self._check(lib.wg_game_status(self._handle(), byref(info)))
        return info

    @property
    def over(self):
        """True once the game has ended."""
        return bool(self.status.over)

    @property
    def winner(self):
        """The winning player, or None (not over yet, or a draw)."""
        w = self.status.winner
        return None if w < 0 else w

    @property
    def result_text(self):
        """One line: who won and how, or that the game goes on."""
        return _text(lib.wg_game_result_text(self._handle()))

    def player_name(self, player):
        """The scenario's name of `player` (0 or 1); RangeError for another number."""
        name = lib.wg_game_player_name(self._handle(), player)
        if name is None:
            raise RangeError("no player %r" % (player,))
        return _text(name)

    @property
    def unit_count(self):
        """How many units the game has (dead ones included)."""
        return self._check(lib.wg_game_unit_count(self._handle()))

    def unit(self, i):
        """The UnitInfo of unit i."""
        info = UnitInfo()
        self._check(lib.wg_game_unit(self._handle(), i, byref(info)))
        return info

    def units(self):
        """Iterate over every unit's UnitInfo (alive or not), in scenario order."""
        for i in range(self.unit_count):
            yield self.unit(i)

    def unit_name(self, i):
        """Unit i's name (the scenario's, else its kind's); RangeError if no such unit."""
        name = lib.wg_game_unit_name(self._handle(), i)
        if name is None:
            raise RangeError("no unit %r" % (i,))
        return _text(name)

    def unit_kind_name(self, i):
        """The name of unit i's kind ("heavy_tank", "Sherman V"...); RangeError if none."""
        name = lib.wg_game_unit_kind_name(self._handle(), i)
        if name is None:
            raise RangeError("no unit %r" % (i,))
        return _text(name)

    # ------------------------------------------------------------ decisions

    @property
    def decision(self):
        """The current Decision (type WG_DEC_NONE once the game is over)."""
        d = Decision()
        self._check(_fast.decision(self._handle(), byref(d)))
        return _named(self._handle(), d)

    def legal_actions(self):
        """The legal answers to the current decision, as a list of Action."""
        handle = self._handle()
        n = self._check(_fast.legal_actions(handle, self._actions, len(self._actions)))
        if n > len(self._actions):
            self._actions = (Action * n)()
            n = self._check(_fast.legal_actions(handle, self._actions, n))
        return [self._actions[i].copy() for i in range(n)]

    def decision_for(self, player):
        """The current Decision as `player` (0, 1, or WG_SPECTATOR) may see it: whole
        for the decider, what only he knows set to -1 for anyone else."""
        d = Decision()
        self._check(lib.wg_game_decision_for(self._handle(), player, byref(d)))
        return d

    def legal_actions_for(self, player):
        """legal_actions() for the deciding player; [] for anyone else."""
        handle = self._handle()
        n = self._check(lib.wg_game_legal_actions_for(handle, player, self._actions,
                                                      len(self._actions)))
        if n > len(self._actions):
            self._actions = (Action * n)()
            n = self._check(lib.wg_game_legal_actions_for(handle, player, self._actions, n))
        return [self._actions[i].copy() for i in range(n)]

    @property
    def window_options(self):
        """The attacks the interrupt window at hand offers (0: nothing to decide but the
        move: a host may answer it without a dialog); StateError outside a window."""
        return self._check(lib.wg_game_window_options(self._handle()))

    def reach(self, unit):
        """The hexes `unit` can end a step in during the decision at hand, cheapest first:
        a list of Reach (x, y axial, cost, steps, flags). Empty when it may not move now.
        Found by playing its legal MOVE actions on copies: it equals what they allow."""
        handle = self._handle()
        n = self._check(lib.wg_game_reach(handle, unit, None, 0))
        out = (_capi.Reach * max(n, 1))()
        n = self._check(lib.wg_game_reach(handle, unit, out, n))
        return [out[i].copy() for i in range(n)]

    def reach_path(self, unit, x, y):
        """The cheapest path of `unit` to hex (x, y) this phase: a list of Reach, one per
        MOVE action to play; RangeError if it cannot get there now."""
        handle = self._handle()
        n = self._check(lib.wg_game_reach_path(handle, unit, x, y, None, 0))
        out = (_capi.Reach * max(n, 1))()
        n = self._check(lib.wg_game_reach_path(handle, unit, x, y, out, n))
        return [out[i].copy() for i in range(n)]

    def legal_count(self):
        """How many legal answers the current decision has (0 once the game is over):
        the indices apply_index takes. Marshals nothing but one integer."""
        n = _fast.legal_count(self._ptr)
        if n < 0:
            self._handle()
            self._check(n)
        return n

    def legal_array(self):
        """The legal answers as rows of WG_ACTION_INTS int32 numbers: type, unit, weapon,
        target, part, card, x, y, value (Action.from_row makes an Action of a row).

        A numpy array of shape (n, WG_ACTION_INTS) when numpy is installed, else a
        memoryview of that shape over the same kind of buffer (numpy.asarray views
        it without copying); an empty view once the game is over. One listing for
        the whole array, no Action objects made.
        """
        handle = self._handle()
        n = self._check(lib.wg_game_legal_flat(handle, None, 0))
        buf = (c_int32 * (n * WG_ACTION_INTS))()
        if n:
            self._check(lib.wg_game_legal_flat(handle, buf, n))
        np = _numpy()
        if np is not None:
            return np.frombuffer(buf, dtype=np.int32).reshape(n, WG_ACTION_INTS)
        flat = memoryview(buf).cast("B")
        return flat.cast("i", (n, WG_ACTION_INTS)) if n else flat.cast("i")

    @property
    def can_undo(self):
        """True when undo() would succeed (the last action drew no dice)."""
        return bool(lib.wg_game_can_undo(self._handle()))

    # ------------------------------------------------------------ log and history

    @property
    def event_count(self):
        """How many events the log holds (0 with WG_OPT_NO_LOG)."""
        return self._check(lib.wg_game_log_count(self._handle()))

    def event(self, i):
        """The logged Event number i (RangeError past the end)."""
        ev = Event()
        self._check(lib.wg_game_log_event(self._handle(), i, byref(ev)))
        return ev

    def events(self, start=0):
        """Iterate over the logged events from index `start`."""
        i = start
        while i < self.event_count:
            yield self.event(i)
            i += 1

    def history(self):
        """The applied actions, as a list of HistoryEntry."""
        handle = self._handle()
        entries = []
        for i in range(self._check(lib.wg_game_history_count(handle))):
            e = HistoryEntry()
            self._check(lib.wg_game_history(handle, i, byref(e)))
            entries.append(e)
        return entries

    def describe(self, thing):
        """One English line for an Event, an Action or a Decision."""
        fn = {Event: lib.wg_event_describe, Action: lib.wg_action_describe,
              Decision: lib.wg_decision_describe}.get(type(thing))
        if fn is None:
            raise TypeError("describe() takes an Event, an Action or a Decision, not %s"
                            % type(thing).__name__)
        buf = ctypes.create_string_buffer(160)
        need = self._check(fn(self._handle(), byref(thing), buf, len(buf)))
        if need >= len(buf):
            buf = ctypes.create_string_buffer(need + 1)
            self._check(fn(self._handle(), byref(thing), buf, len(buf)))
        return _text(buf.value)

    # ------------------------------------------------------------ hidden information

    def event_for(self, event, player):
        """The event as `player` (0, 1, or WG_SPECTATOR = -1) may see it: an Event with
        what he may not see set to -1, or None if he sees nothing of it."""
        out = Event()
        status = self._check(lib.wg_event_for(self._handle(), byref(event), player, byref(out)))
        return out if status == 1 else None

    def describe_for(self, event, player):
        """describe(event) as `player` may read it ("Axis draws a card"); "" if he
        sees nothing of it."""
        buf = ctypes.create_string_buffer(160)
        handle = self._handle()
        need = self._check(lib.wg_event_describe_for(handle, byref(event), player, buf,
                                                     len(buf)))
        if need >= len(buf):
            buf = ctypes.create_string_buffer(need + 1)
            self._check(lib.wg_event_describe_for(handle, byref(event), player, buf, len(buf)))
        return _text(buf.value)

    def save(self):
        """The game as YAML text: Game.load(text) resumes exactly here."""
        handle = self._handle()
        size = c_size_t()
        status = lib.wg_game_save(handle, None, 0, byref(size))
        if status not in (_capi.WG_OK, _capi.WG_ERANGE):
            self._check(status)
        buf = ctypes.create_string_buffer(size.value + 1)
        self._check(lib.wg_game_save(handle, buf, len(buf), byref(size)))
        return buf.raw[:size.value].decode("utf-8")

    def save_file(self, path):
        """Write save() to the file `path`."""
        self._check(lib.wg_game_save_file(self._handle(), os.fsencode(path)))


class Game(GameView, _capi.Owned):
    """One game: create it with from_yaml, open, load or load_file; close it (or use `with`).

    Flags (WG_OPT_NO_LOG, WG_OPT_NO_HISTORY) may be given to every constructor.
    """
    _free = "wg_game_free"

    def __init__(self, ptr):
        if not isinstance(ptr, c_void_p) or not ptr:
            raise TypeError("use Game.from_yaml, Game.open, Game.load or Game.load_file")
        super().__init__(ptr.value)
        self._errors = []      # exceptions caught in callbacks, raised after the call
        self._event_cb = None  # the CFUNCTYPE objects C holds: kept alive here
        self._seat_cbs = {}    # player -> CFUNCTYPE of wg_game_on_event_for
        self._dice_cb = None
        self._agents = {}      # player -> (CFUNCTYPE, wg_agent or None)

    # ------------------------------------------------------------ creation

    @classmethod
    def from_yaml(cls, text, seed=0, name=None, flags=0):
        """A new game from scenario YAML text (str or bytes); `name` is used in error messages."""
        data = text.encode("utf-8") if isinstance(text, str) else bytes(text)
        out, err = c_void_p(), ErrorInfo()
        status = lib.wg_game_new(byref(out), data, len(data),
                                 None if name is None else os.fsencode(name),
                                 seed & _U64, _options(flags), byref(err))
        return cls(_created(status, out, err))

    @classmethod
    def open(cls, path, seed=0, flags=0):
        """A new game from a scenario file."""
        out, err = c_void_p(), ErrorInfo()
        status = lib.wg_game_open(byref(out), os.fsencode(path), seed & _U64,
                                  _options(flags), byref(err))
        return cls(_created(status, out, err))

    @classmethod
    def load(cls, text, name=None, flags=0):
        """A saved game (or replay) from its YAML text."""
        data = text.encode("utf-8") if isinstance(text, str) else bytes(text)
        out, err = c_void_p(), ErrorInfo()
        status = lib.wg_game_load(byref(out), data, len(data),
                                  None if name is None else os.fsencode(name),
                                  _options(flags), byref(err))
        return cls(_created(status, out, err))

    @classmethod
    def load_file(cls, path, flags=0):
        """A saved game (or replay) from its file."""
        out, err = c_void_p(), ErrorInfo()
        status = lib.wg_game_load_file(byref(out), os.fsencode(path), _options(flags),
                                       byref(err))
        return cls(_created(status, out, err))

    def clone(self, flags=0):
        """An independent copy (callbacks, agents and the dice source are not copied).

        flags (WG_OPT_NO_LOG, WG_OPT_NO_HISTORY) drop the copy's log and
        history: the cheap copies a search wants.
        """
        out = c_void_p()
        self._check(lib.wg_game_clone_with(byref(out), self._handle(), flags))
        return Game(out)

    def clone_for(self, player, seed):
        """A cheap copy (no log, no history) for `player`'s search: everything he
        cannot see is redrawn at random from `seed` (in m44 the deck and the other
        hand), consistent with what he has seen; it cannot peek."""
        out = c_void_p()
        self._check(lib.wg_game_clone_for(byref(out), self._handle(), player, seed & _U64))
        return Game(out)

    def reseed(self, seed):
        """Reseed the dice generator of a game without history (a search's copy)."""
        self._check(lib.wg_game_reseed(self._handle(), seed))

    # ------------------------------------------------------------ lifetime

    def close(self):
        """Free the game (and drop the callbacks it held). Safe to call twice."""
        super().close()
        self._event_cb = self._dice_cb = None
        self._seat_cbs = {}
        self._agents = {}

    def __repr__(self):
        if not self._ptr:
            return "<wargame.Game closed>"
        s = self.status
        return "<wargame.Game %s turn %d%s hash %016x>" % (
            self.ruleset, s.turn, " over" if s.over else "", self.hash)

    # ------------------------------------------------------------ acting

    def _finish(self, status):
        """Raise what a callback raised during the last call, else the status' error."""
        if self._errors:
            exc = self._errors[0]
            del self._errors[:]
            if hasattr(exc, "add_note"):
                exc.add_note("(raised inside a libwargame callback; the call returned %s)"
                             % _capi.enum_name(_capi.StatusCode, status))
            raise exc
        return self._check(status)

    def apply(self, action=None, **fields):
        """Apply one answer: apply(Action(...)) or apply(type=WG_ACT_MOVE, unit=0, x=1, y=2)."""
        if action is None:
            action = Action(**fields)
        self._finish(_fast.apply(self._handle(), byref(action)))

    def apply_index(self, index):
        """Apply the index-th legal answer (0 <= index < legal_count(), in legal_actions'
        order): the same as apply(legal_actions()[index]), without making one Action.

        Returns legal_count() of the game after it (0 once it is over), so a random
        host is `n = g.legal_count()` then `while n: n = g.apply_index(pick(n))`: one C
        call per action, nothing else read back. RangeError for an index outside the
        listing (nothing changes).
        """
        status = _fast.apply_index(self._ptr, index)
        if status < 0 or self._errors:
            self._handle()
            self._finish(status)
        return status

    def odds(self, action):
        """The exact distribution (a wargame._capi.Odds) of the attack `action` would
        commit now; raises StateError when that action has no odds."""
        out = _capi.Odds()
        self._finish(lib.wg_odds_action(self._handle(), byref(action), byref(out)))
        return out

    def describe_odds(self, odds):
        """One English line per outcome of `odds` (from Game.odds on this game, before
        the action is applied): "5/36 (13.9%): D, disabled"."""
        lines = []
        for i in range(odds.count):
            buf = ctypes.create_string_buffer(160)
            need = self._check(lib.wg_odds_describe(self._handle(), byref(odds), i, buf, len(buf)))
            if need >= len(buf):
                buf = ctypes.create_string_buffer(need + 1)
                self._check(lib.wg_odds_describe(self._handle(), byref(odds), i, buf, len(buf)))
            lines.append(_text(buf.value))
        return lines

    def check(self, action):
        """Raise IllegalError (with the reason) unless `action` would be accepted now."""
        self._finish(lib.wg_game_check(self._handle(), byref(action)))

    def is_legal(self, action):
        """True if `action` would be accepted now (check() without the exception)."""
        try:
            self.check(action)
        except IllegalError:
            return False
        return True

    def undo(self):
        """Take back the last action if it drew no dice (StateError otherwise)."""
        self._finish(lib.wg_game_undo(self._handle()))

    def run(self, max_steps=0):
        """Let the agents play: 'done' when the game is over, 'pending' when a decision
        waits for an answer by pull, 'stepped' when max_steps actions were applied."""
        status = self._finish(lib.wg_game_run(self._handle(), max_steps))
        return {_capi.WG_OK: "done", _capi.WG_STEPPED: "stepped"}.get(status, "pending")

    # ------------------------------------------------------------ callbacks

    def on_event(self, fn, player=None):
        """Call fn(event) for every event (None removes the callback).

        With `player` (0, 1, or WG_SPECTATOR = -1), the seat's own listener: fn gets
        each event as that player may see it (event_for), and none he sees nothing
        of. One listener per seat, beside the omniscient one (player=None).
        """
        cb = None
        if fn is not None:
            errors = self._errors

            def trampoline(payload, game, ev):
                try:
                    fn(ev.contents.copy())
                except BaseException as exc:  # nothing may unwind into C
                    errors.append(exc)
            cb = EVENT_FN(trampoline)
        if player is None:
            self._check(lib.wg_game_on_event(self._handle(), cb or EVENT_FN(), None))
            self._event_cb = cb
            return
        self._check(lib.wg_game_on_event_for(self._handle(), player, cb or EVENT_FN(), None))
        self._seat_cbs[player] = cb

    def set_dice(self, fn):
        """Roll every die with fn(roll) -> face in 1..roll.sides (None: the seeded dice again).

        If fn raises or returns a bad face, the action fails and changes nothing,
        and the exception (or a ValueError) is raised from the call.
        """
        cb = None
        if fn is not None:
            errors = self._errors

            def trampoline(payload, game, roll):
                try:
                    r = roll.contents.copy()
                    face = operator.index(fn(r))
                    if not 1 <= face <= r.sides:
                        raise ValueError("the dice source rolled %d on a d%d" % (face, r.sides))
                    return face
                except BaseException as exc:
                    errors.append(exc)
                    return -1
            cb = DICE_FN(trampoline)
        self._check(lib.wg_game_set_dice(self._handle(), cb or DICE_FN(), None))
        self._dice_cb = cb

    def set_agent(self, player, fn):
        """Let fn(view, decision) -> Action (or None to defer) answer `player`'s decisions.

        `view` is a GameView valid only during the call. None removes the agent.
        """
        cb = None
        if fn is not None:
            errors = self._errors

            def trampoline(payload, game, decision, out):
                view = GameView(game)
                try:
                    action = fn(view, _named(game, decision.contents.copy()))
                    if action is None:
                        return _capi.WG_PENDING
                    if not isinstance(action, Action):
                        raise TypeError("an agent returns an Action or None, not %s"
                                        % type(action).__name__)
                    out[0] = action
                    return _capi.WG_OK
                except BaseException as exc:
                    errors.append(exc)
                    return _capi.WG_PENDING
                finally:
                    view._ptr = None
            cb = DECIDE_FN(trampoline)
        self._check(lib.wg_game_set_agent(self._handle(), player, cb or DECIDE_FN(), None))
        self._set_agent_ref(player, cb and (cb, None))

    def set_builtin_agent(self, player, kind=_capi.WG_AGENT_GREEDY, seed=0, budget=None,
                          time_ms=0):
        """Let a built-in agent (WG_AGENT_RANDOM, WG_AGENT_GREEDY or WG_AGENT_SEARCH) play `player`.

        For WG_AGENT_SEARCH, `budget` is its iterations per decision (default 200) and
        `time_ms` a time limit per decision (not reproducible); the Search is returned.
        """
        if kind == _capi.WG_AGENT_SEARCH:
            from .search import Search
            if budget is None:  # the default budget, or the time limit alone
                iterations = 0 if time_ms else 200
            else:
                iterations = budget
            search = Search(iterations=iterations, time_ms=time_ms, seed=seed)
            self.set_search_agent(player, search)
            return search
        agent = Agent()
        self._check(lib.wg_agent_init(byref(agent), kind, seed & _U64))
        fn = _builtin_decide()
        self._check(lib.wg_game_set_agent(self._handle(), player, fn, byref(agent)))
        self._set_agent_ref(player, (fn, agent))
        return None

    def set_search_agent(self, player, search):
        """Let a wargame.Search play `player` (the game keeps it alive while it plays)."""
        fn = _search_decide()
        self._check(lib.wg_game_set_agent(self._handle(), player, fn, search._handle()))
        self._set_agent_ref(player, (fn, search))

    def _set_agent_ref(self, player, ref):
        if ref is None:
            self._agents.pop(player, None)
        else:
            self._agents[player] = ref


class _FastCalls:
    """The C functions of a playing loop, looked up once: `lib.name` goes through the
    library loader's lock each time, which would cost as much as the call."""

    def __getattr__(self, name):
        fn = getattr(_capi.load_library(), "wg_game_" + name)
        setattr(self, name, fn)
        return fn


_fast = _FastCalls()

_builtin = []


def _builtin_decide():
    """wg_agent_decide as a wg_decide_fn pointer."""
    if not _builtin:
        _builtin.append(DECIDE_FN(ctypes.cast(lib.wg_agent_decide, c_void_p).value))
    return _builtin[0]


_search = []


def _search_decide():
    """wg_search_decide as a wg_decide_fn pointer."""
    if not _search:
        _search.append(DECIDE_FN(ctypes.cast(lib.wg_search_decide, c_void_p).value))
    return _search[0]
