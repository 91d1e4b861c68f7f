"""Exceptions for libwargame's negative status codes."""
from . import _capi

__all__ = ["WargameError", "InvalidError", "NoMemoryError", "ParseError", "IllegalError",
           "StateError", "BusyError", "RangeError", "FileError", "LimitError", "CorruptError",
           "strerror", "error_for"]


class WargameError(Exception):
    """A libwargame call failed. `status` is the WG_E* code, `message` the library's words."""
    status = None

    def __init__(self, message="", status=None, line=0, column=0):
        if status is None:
            status = type(self).status
        self.status = status
        self.message = message or strerror(status)
        self.line = line
        self.column = column
        super().__init__(self.message)

    def __reduce__(self):
        return (type(self), (self.message, self.status, self.line, self.column))


class InvalidError(WargameError, ValueError):
    """WG_EINVAL: an argument is invalid (or a dice source failed)."""
    status = _capi.WG_EINVAL


class NoMemoryError(WargameError, MemoryError):
    """WG_ENOMEM: an allocation failed; nothing was changed."""
    status = _capi.WG_ENOMEM


class ParseError(WargameError):
    """WG_EPARSE: the YAML is malformed or breaks the schema (see .line, .column)."""
    status = _capi.WG_EPARSE


class IllegalError(WargameError):
    """WG_EILLEGAL: the action is not legal now."""
    status = _capi.WG_EILLEGAL


class StateError(WargameError):
    """WG_ESTATE: not allowed in the game's current state (over, nothing to undo, ...)."""
    status = _capi.WG_ESTATE


class BusyError(WargameError):
    """WG_EBUSY: a mutating call from inside a callback."""
    status = _capi.WG_EBUSY


class RangeError(WargameError, IndexError):
    """WG_ERANGE: an index is out of range, or a buffer is too small."""
    status = _capi.WG_ERANGE


class FileError(WargameError):
    """WG_EIO: a file could not be read or written."""
    status = _capi.WG_EIO


class LimitError(WargameError):
    """WG_ELIMIT: the input exceeds a documented limit."""
    status = _capi.WG_ELIMIT


class CorruptError(WargameError):
    """WG_ECORRUPT: a saved game does not replay to its recorded hashes."""
    status = _capi.WG_ECORRUPT


ERRORS = {cls.status: cls for cls in (InvalidError, NoMemoryError, ParseError, IllegalError,
                                      StateError, BusyError, RangeError, FileError,
                                      LimitError, CorruptError)}


def strerror(status):
    """wg_strerror: a short English name for a status."""
    return _capi.lib.wg_strerror(int(status)).decode("utf-8", "replace")


def error_for(status, message="", line=0, column=0):
    """The exception instance for a negative status."""
    cls = ERRORS.get(status, WargameError)
    return cls(message, status, line, column)
