"""The query contract of wargame.h ("Queries") as the ruleset modules raise it.

A negative status raises its mapped exception (errors.error_for) with the
library's message from wg_game_last_error: InvalidError (a ValueError) for a
game of another ruleset, RangeError (an IndexError) for a bad index or a hex
off the board. A query that returns a name gives NULL on failure; which of
the two it was is told by the game's ruleset.
"""
from ctypes import byref

from ._capi import WG_EINVAL, WG_ERANGE
from .errors import error_for
from .hex import Hex


def check(game, status):
    """`status` if it is not negative, else raise its exception with the game's message."""
    if status < 0:
        raise error_for(status, game.last_error)
    return status


def yes_no(game, status):
    """A yes/no query's answer (1 or 0) as a bool; a negative status raises."""
    return bool(check(game, status))


def name(game, raw, ruleset):
    """A name query's answer as text; NULL raises InvalidError (another ruleset's game)
    or RangeError (a bad index), with the game's message."""
    if raw is None:
        status = WG_EINVAL if game.ruleset != ruleset else WG_ERANGE
        raise error_for(status, game.last_error)
    return raw.decode("utf-8", "replace")


def fill(game, cls, fn, *args):
    """A new `cls` (its size set, as its _INFO_INIT macro does) filled by fn(g, *args, &info)."""
    info = cls()
    check(game, fn(game._handle(), *args, byref(info)))
    return info


def as_hex(h):
    """A wargame.hex.Hex from a Hex or an axial (q, r) pair."""
    if isinstance(h, Hex):
        return h
    q, r = h
    return Hex(q, r)
