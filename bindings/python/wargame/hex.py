"""Hex grid geometry (include/wargame/hex.h): pointy-top hexes, axial (q, r).

    from wargame import hex as wghex
    a, b = wghex.Hex(0, 0), wghex.from_offset(3, 2)
    wghex.distance(a, b), wghex.line(a, b), wghex.los(a, b, lambda h: h in woods)
"""
import enum
from ctypes import CFUNCTYPE, POINTER, byref, c_int, c_int32, c_void_p

from . import _capi
from ._capi import CStruct, lib
from .errors import error_for

WG_HEX_COORD_MAX = 268435456


class Direction(enum.IntEnum):
    """wg_hex_dir: 0..5 counter-clockwise from east."""
    WG_HEX_E = 0
    WG_HEX_NE = 1
    WG_HEX_NW = 2
    WG_HEX_W = 3
    WG_HEX_SW = 4
    WG_HEX_SE = 5


class Layout(enum.IntEnum):
    """wg_hex_layout: which rows of an offset board are shifted right."""
    WG_HEX_ODD_R = 0
    WG_HEX_EVEN_R = 1


ENUMS = (Direction, Layout)
_capi.export_constants(globals(), ENUMS)


class Hex(CStruct):
    """wg_hex: one hex in axial coordinates."""
    _c_name_ = "wg_hex"
    _fields_ = [("q", c_int32), ("r", c_int32)]

    def __iter__(self):
        return iter((self.q, self.r))


STRUCTS = [Hex]

BLOCKS_FN = CFUNCTYPE(c_int, c_void_p, c_int32, c_int32)
BLOCKS_FN.__doc__ = "wg_hex_blocks_fn as ctypes sees it: (payload, q, r) -> nonzero if it blocks."

_capi.register_prototypes({
    "wg_hex_make": (Hex, [c_int32, c_int32]),
    "wg_hex_s": (c_int32, [Hex]),
    "wg_hex_equal": (c_int, [Hex, Hex]),
    "wg_hex_distance": (c_int32, [Hex, Hex]),
    "wg_hex_from_offset": (Hex, [c_int, c_int, c_int]),
    "wg_hex_to_offset": (None, [Hex, c_int, POINTER(c_int), POINTER(c_int)]),
    "wg_hex_neighbor": (Hex, [Hex, c_int]),
    "wg_hex_direction_of": (c_int, [Hex, Hex]),
    "wg_hex_ring": (c_int, [Hex, c_int, POINTER(Hex), c_int]),
    "wg_hex_side": (c_int, [Hex, Hex, POINTER(Hex), POINTER(c_int)]),
    "wg_hex_line": (c_int, [Hex, Hex, POINTER(Hex), POINTER(c_int32), c_int]),
    "wg_hex_los": (c_int, [Hex, Hex, BLOCKS_FN, c_void_p]),
})


def _hex(h):
    return h if isinstance(h, Hex) else Hex(*h)


def _check(status):
    if status < 0:
        raise error_for(status)
    return status


def s(h):
    """The third cube coordinate of h: s = -q - r."""
    return lib.wg_hex_s(_hex(h))


def distance(a, b):
    """The number of hex steps from a to b."""
    return lib.wg_hex_distance(_hex(a), _hex(b))


def from_offset(col, row, layout=WG_HEX_ODD_R):
    """The Hex at offset coordinates (col, row) of a map in `layout` (WG_HEX_ODD_R...)."""
    return lib.wg_hex_from_offset(col, row, layout)


def to_offset(h, layout=WG_HEX_ODD_R):
    """h as offset coordinates (col, row) of a map in `layout`."""
    col, row = c_int(), c_int()
    lib.wg_hex_to_offset(_hex(h), layout, byref(col), byref(row))
    return col.value, row.value


def neighbor(h, direction):
    """The Hex next to h in `direction` (a Direction, 0..5)."""
    return lib.wg_hex_neighbor(_hex(h), direction)


def direction_of(a, b):
    """The direction 0..5 from a to adjacent b, or None."""
    d = lib.wg_hex_direction_of(_hex(a), _hex(b))
    return None if d < 0 else d


def ring(center, radius):
    """The hexes at distance `radius` from `center`, as a list of Hex."""
    n = _check(lib.wg_hex_ring(_hex(center), radius, None, 0))
    out = (Hex * n)()
    _check(lib.wg_hex_ring(_hex(center), radius, out, n))
    return [h.copy() for h in out]


def side(a, b):
    """The canonical (hex, direction 0..2) of the hexside between adjacent a and b."""
    h, d = Hex(), c_int()
    _check(lib.wg_hex_side(_hex(a), _hex(b), byref(h), byref(d)))
    return h, d.value


def line(a, b):
    """[(hex, edge)] along the line from a to b (edge: half of an edge pair)."""
    a, b = _hex(a), _hex(b)
    n = _check(lib.wg_hex_line(a, b, None, None, 0))
    out, edge = (Hex * n)(), (c_int32 * n)()
    _check(lib.wg_hex_line(a, b, out, edge, n))
    return [(out[i].copy(), bool(edge[i])) for i in range(n)]


def los(a, b, blocks=None):
    """True if the line from a to b is clear; blocks(hex) -> bool says what blocks sight."""
    errors = []

    def trampoline(payload, q, r):
        try:
            return 1 if blocks(Hex(q, r)) else 0
        except BaseException as exc:  # nothing may unwind into C
            errors.append(exc)
            return 1
    cb = BLOCKS_FN(trampoline) if blocks is not None else BLOCKS_FN()
    result = _check(lib.wg_hex_los(_hex(a), _hex(b), cb, None))
    if errors:
        raise errors[0]
    return bool(result)


__all__ = sorted([name for name in globals() if name.startswith("WG_")] +
                 ["Direction", "Layout", "Hex", "ENUMS", "STRUCTS", "BLOCKS_FN", "s", "distance",
                  "from_offset", "to_offset", "neighbor", "direction_of", "ring", "side", "line",
                  "los"])
