#!/usr/bin/env python3
"""Generate the LuaJIT ffi.cdef text of libwargame from its public headers.

    gen_cdef.py OUTPUT.lua HEADER.h [HEADER.h ...] [--depfile FILE]

The output is a Lua chunk returning a table:
    cdef     the declarations, ready for ffi.cdef (typedefs, structs, enums,
             prototypes; every numeric #define as a one-constant enum, placed
             where the header defines it so later array sizes can use it)
    defines  every numeric #define as a Lua number
    enumerators  the name of every enumerator (explicit value or not)
    strings  every string #define (e.g. WG_VERSION_STRING)
    headers  the header files read, in order

What it strips: comments, preprocessor lines, `extern "C"` (anything under
`#ifdef __cplusplus`), attribute macros such as WG_API (a macro defined empty
or as __attribute__(...)), function-like macros and `static inline`
functions. A local `#include "x.h"` or `<wargame/x.h>` found beside the
header is read first, once, so a ruleset header may build on another.
"""
import argparse
import ast
import operator
import os
import re
import sys

C_INT_TYPES = r"(?:u?int(?:8|16|32|64)_t|unsigned|signed|int|long|short|char|size_t)"
CAST = re.compile(r"\(\s*(?:const\s+)?" + C_INT_TYPES + r"(?:\s+" + C_INT_TYPES + r")*\s*\)")
INT_LITERAL = re.compile(r"\b(0[xX][0-9a-fA-F]+|\d+)[uUlL]*\b")
IDENT = re.compile(r"[A-Za-z_]\w*")
DEFINE = re.compile(r"#\s*define\s+([A-Za-z_]\w*)(\(?)(.*)$", re.S)
INCLUDE = re.compile(r'#\s*include\s*[<"]([^>"]+)[>"]')
ATTRIBUTE_VALUE = re.compile(r"^(?:__attribute__\s*\(\(.*\)\)|__declspec\s*\(.*\)|)$", re.S)


def strip_comments(text):
    """Drop /* */ and // comments, keeping string and char literals intact."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("/*", i):
            end = text.find("*/", i + 2)
            if end < 0:
                raise SystemExit("unterminated comment")
            out.append(" " + "\n" * text.count("\n", i, end))
            i = end + 2
        elif text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


_OPS = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
    ast.FloorDiv: lambda a, b: int(a / b), ast.Mod: lambda a, b: a - b * int(a / b),
    ast.LShift: operator.lshift, ast.RShift: operator.rshift,
    ast.BitOr: operator.or_, ast.BitAnd: operator.and_, ast.BitXor: operator.xor,
    ast.USub: operator.neg, ast.UAdd: operator.pos, ast.Invert: operator.invert,
}


def _eval(node):
    if isinstance(node, ast.Expression):
        return _eval(node.body)
    if isinstance(node, ast.Constant) and isinstance(node.value, int):
        return node.value
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_eval(node.left), _eval(node.right))
    if isinstance(node, ast.UnaryOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_eval(node.operand))
    raise ValueError("not an integer constant expression")


def eval_int(expr, known):
    """The value of a C integer constant expression, or None."""
    expr = CAST.sub(" ", expr.strip())
    if not expr or re.search(r"[\"'{};]|\bsizeof\b", expr):
        return None
    expr = INT_LITERAL.sub(lambda m: str(int(m.group(1), 0)), expr)
    names = set(IDENT.findall(expr))
    if any(name not in known for name in names):
        return None
    expr = IDENT.sub(lambda m: "(%d)" % known[m.group(0)], expr)
    expr = expr.replace("/", "//")
    try:
        return _eval(ast.parse(expr, mode="eval"))
    except (SyntaxError, ValueError, ZeroDivisionError, TypeError):
        return None


def string_value(expr):
    m = re.fullmatch(r'\s*"((?:[^"\\]|\\.)*)"\s*', expr)
    return m.group(1).encode().decode("unicode_escape") if m else None


def remove_inline_functions(text):
    """Drop `static inline` function definitions (a body cannot be cdef'd)."""
    while True:
        m = re.search(r"\bstatic\s+(?:__inline__|__inline|inline)\b[^;{]*\{", text)
        if not m:
            return text
        depth, i = 1, m.end()
        while depth and i < len(text):
            depth += {"{": 1, "}": -1}.get(text[i], 0)
            i += 1
        text = text[:m.start()] + text[i:]


class Generator:
    def __init__(self):
        self.defines = {}     # numeric macros, in order
        self.strings = {}
        self.erase = set()    # attribute-like macros to delete from the text
        self.headers = []
        self.seen = set()
        self.chunks = []

    def read(self, path):
        real = os.path.realpath(path)
        if real in self.seen:
            return
        self.seen.add(real)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        text = strip_comments(text.replace("\\\r\n", "").replace("\\\n", ""))
        self.headers.append(path)
        body = []
        skip = []  # stack of booleans: inside a branch we drop
        for line in text.split("\n"):
            stripped = line.strip()
            if not stripped.startswith("#"):
                if not any(skip):
                    body.append(line)
                continue
            directive = re.match(r"#\s*(\w+)\s*(.*)", stripped, re.S)
            word, rest = (directive.group(1), directive.group(2)) if directive else ("", "")
            if word in ("if", "ifdef", "ifndef"):
                skip.append(word != "ifndef" and "__cplusplus" in rest)
            elif word in ("elif", "else"):
                if skip:
                    skip[-1] = False
            elif word == "endif":
                if skip:
                    skip.pop()
            elif any(skip):
                continue
            elif word == "include":
                self.flush(body)
                self.include(path, stripped)
            elif word == "define":
                self.define(stripped, body)
        self.flush(body)

    def include(self, from_path, line):
        m = INCLUDE.match(line)
        if not m or not m.group(1).endswith(".h"):
            return
        here = os.path.dirname(from_path)
        for candidate in (os.path.join(here, m.group(1)),
                          os.path.join(os.path.dirname(here), m.group(1))):
            if os.path.isfile(candidate):
                self.read(candidate)
                return

    def define(self, line, body):
        m = DEFINE.match(line)
        if not m or m.group(2) == "(":
            return  # function-like macro (or malformed): nothing to declare
        name, value = m.group(1), m.group(3).strip()
        number = eval_int(value, self.defines)
        if number is not None:
            self.defines[name] = number
            if -2**31 <= number < 2**32:
                body.append("enum { %s = %d };" % (name, number))
            return
        text = string_value(value)
        if text is not None:
            self.strings[name] = text
        elif ATTRIBUTE_VALUE.match(value):
            self.erase.add(name)

    def flush(self, body):
        if body:
            self.chunks.append("\n".join(body))
            body.clear()

    def cdef(self):
        text = "\n".join(self.chunks)
        text = re.sub(r'\bextern\s+"C"\s*\{', "", text)
        if self.erase:
            names = "|".join(map(re.escape, sorted(self.erase)))
            text = re.sub(r"\b(?:%s)\b[ \t]*" % names, "", text)
        text = remove_inline_functions(text)
        out = []
        for line in text.split("\n"):
            indent = re.match(r"\s*", line).group(0)
            line = re.sub(r"\s+", " ", line).strip()
            if not line:
                continue
            if indent and (not out or not out[-1].endswith(";")
                           or out[-1][:1] == " "):
                line = "    " + line   # inside a block, or a continued line
            elif out and out[-1].endswith(";") and not line.startswith("}"):
                out.append("")         # a blank line between top-level declarations
            out.append(line)
        return "\n".join(out).strip() + "\n"


ENUM_BODY = re.compile(r"\benum\b[^{;]*\{([^}]*)\}")


def enumerators(cdef):
    """Every enumerator the declarations name, with or without an `= value`."""
    names = []
    for body in ENUM_BODY.finditer(cdef):
        for item in body.group(1).split(","):
            m = re.match(r"\s*([A-Za-z_]\w*)", item)
            if m:
                names.append(m.group(1))
    return names


def lua_string(s):
    level = 0
    while ("]" + "=" * level + "]") in s:
        level += 1
    eq = "=" * level
    return "[%s[\n%s]%s]" % (eq, s, eq)


def lua_quote(s):
    return '"' + "".join(c if c.isprintable() and c not in '"\\' else "\\%03d" % ord(c)
                         for c in s) + '"'


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("output")
    ap.add_argument("headers", nargs="+")
    ap.add_argument("--depfile")
    args = ap.parse_args(argv)

    gen = Generator()
    for h in args.headers:
        gen.read(h)
    cdef = gen.cdef()
    parts = ["-- Generated by bindings/lua/gen_cdef.py from %s. Do not edit.\n" %
             ", ".join(os.path.basename(h) for h in gen.headers),
             "return {\n", "  cdef = ", lua_string(cdef), ",\n", "  defines = {\n"]
    parts += ["    %s = %d,\n" % (k, v) for k, v in gen.defines.items()]
    parts.append("  },\n  enumerators = {\n")
    parts += ["    %s,\n" % lua_quote(name) for name in enumerators(cdef)]
    parts.append("  },\n  strings = {\n")
    parts += ["    %s = %s,\n" % (k, lua_quote(v)) for k, v in gen.strings.items()]
    parts.append("  },\n  headers = { %s },\n}\n" %
                 ", ".join(lua_quote(os.path.basename(h)) for h in gen.headers))
    with open(args.output, "w", encoding="utf-8") as f:
        f.write("".join(parts))
    if args.depfile:
        with open(args.depfile, "w", encoding="utf-8") as f:
            f.write("%s: %s\n" % (args.output.replace(" ", "\\ "),
                                  " ".join(h.replace(" ", "\\ ") for h in gen.headers)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
