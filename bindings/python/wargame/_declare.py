"""The ctypes types of libwargame, built from its headers' declarations (_cdecl).

_cdecl.py is generated from include/wargame/*.h (bindings/python/gen_ctypes.py),
so no struct, enum, constant or prototype is written here or in the modules by
hand: a module names the C declaration and gets its ctypes form.

    constants("ogre.h")          every numeric #define and enumerator of ogre.h
    c_enum("Phase", "wg_ogre_phase", __name__, doc)   an IntEnum of a C enum
    fields("wg_ogre_systems_info")   a CStruct's _fields_
    callback("wg_decide_fn")     the CFUNCTYPE of a function pointer type
    prototypes("ogre.h")         {function: (restype, argtypes)}
"""
import ctypes
import enum
import re

from . import _cdecl

SCALARS = {
    "void": None, "char": ctypes.c_char, "signed char": ctypes.c_byte,
    "unsigned char": ctypes.c_ubyte, "short": ctypes.c_short,
    "unsigned short": ctypes.c_ushort, "int": ctypes.c_int, "unsigned": ctypes.c_uint,
    "unsigned int": ctypes.c_uint, "long": ctypes.c_long, "unsigned long": ctypes.c_ulong,
    "long long": ctypes.c_longlong, "unsigned long long": ctypes.c_ulonglong,
    "float": ctypes.c_float, "double": ctypes.c_double, "size_t": ctypes.c_size_t,
    "bool": ctypes.c_bool, "_Bool": ctypes.c_bool,
    "int8_t": ctypes.c_int8, "uint8_t": ctypes.c_uint8, "int16_t": ctypes.c_int16,
    "uint16_t": ctypes.c_uint16, "int32_t": ctypes.c_int32, "uint32_t": ctypes.c_uint32,
    "int64_t": ctypes.c_int64, "uint64_t": ctypes.c_uint64,
    "intptr_t": ctypes.c_ssize_t, "uintptr_t": ctypes.c_size_t,
}

# Pointers ctypes has a better type for than POINTER(x).
POINTERS = {"char": ctypes.c_char_p, "void": ctypes.c_void_p}

_structs = {}      # C name -> the CStruct class that mirrors it (register_struct)
_callbacks = {}    # C name -> its CFUNCTYPE, made once so every user shares it

TYPE = re.compile(r"^([\w ]+?)\s*(\**)((?:\[\d*\])*)$")


def register_struct(cls):
    """Make `cls` the Python type of C struct cls._c_name_ (in fields and prototypes)."""
    _structs[cls._c_name_] = cls
    return cls


def ctype(spelling):
    """The ctypes type of a normalised C type ("int32_t[4]", "wg_hex *", "char *")."""
    m = TYPE.match(spelling)
    if not m:
        raise TypeError("cannot map the C type %r" % spelling)
    base, stars, dims = m.group(1), len(m.group(2)), re.findall(r"\[(\d*)\]", m.group(3))
    if stars and base in POINTERS:
        t, stars = POINTERS[base], stars - 1
    else:
        t = _named(base)
    for _ in range(stars):
        t = ctypes.POINTER(t)
    for dim in reversed(dims):
        t = t * int(dim)
    return t


def _named(base):
    if base in SCALARS:
        return SCALARS[base]
    if base in _structs:
        return _structs[base]
    if base in _cdecl.CALLBACKS:
        return callback(base)
    raise TypeError("no Python type for the C type %r (is its CStruct defined yet?)" % base)


def callback(c_name):
    """The CFUNCTYPE of function pointer type `c_name` (one object per name)."""
    if c_name not in _callbacks:
        restype, argtypes = _cdecl.CALLBACKS[c_name]
        _callbacks[c_name] = ctypes.CFUNCTYPE(ctype(restype), *map(ctype, argtypes))
    return _callbacks[c_name]


def fields(c_name):
    """The ctypes _fields_ of struct `c_name`, in the header's order."""
    return [(name, ctype(t)) for name, t in _cdecl.STRUCTS[c_name][2]]


def constants(header):
    """{name: value} of every numeric #define and enumerator of `header`."""
    return dict(_cdecl.CONSTANTS[header])


def strings(header):
    """{name: text} of every string #define of `header`."""
    return dict(_cdecl.STRINGS[header])


def _members(key):
    for header in _cdecl.HEADERS:
        for c_name, members in _cdecl.ENUMS[header]:
            if key == c_name or any(key == name for name, _ in members):
                return members
    raise KeyError("no enum %r in the headers" % key)


def c_enum(name, of, module, doc, base=enum.IntEnum):
    """An IntEnum (or `base`) `name` of module `module`: the C enum `of`, named by its
    type or, for an anonymous one, by one of its enumerators; or, if `of` ends with
    "_", the numeric #defines whose names start with it (WG_OGRE_OUTCOME_)."""
    if of.endswith("_"):
        enumerators = {n for h in _cdecl.HEADERS for _, ms in _cdecl.ENUMS[h] for n, _ in ms}
        members = [(k, v) for h in _cdecl.HEADERS for k, v in _cdecl.CONSTANTS[h].items()
                   if k.startswith(of) and k not in enumerators]
    else:
        members = _members(of)
    e = base(name, list(members), module=module, qualname=name)
    e.__doc__ = doc
    return e


def prototypes(header):
    """{function: (restype, argtypes)} of every function `header` declares."""
    return {name: (ctype(ret), [ctype(a) for a in params])
            for name, (ret, params) in _cdecl.FUNCTIONS[header].items()}
