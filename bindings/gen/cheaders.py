#!/usr/bin/env python3
"""Read libwargame's public headers: the one header reader both bindings' generators share.

    reader = Reader()
    for path in headers: reader.read(path)
    reader.cdef()            # the declarations as plain C (LuaJIT's ffi.cdef text)
    reader.declarations()    # the same, parsed: per header, its constants, enums,
                             # structs, callback types and functions (Python's ctypes)

bindings/lua/gen_cdef.py writes the first, bindings/python/gen_ctypes.py the
second, so neither binding keeps a copy of a header that could drift.

What is stripped: comments, preprocessor lines, `extern "C"` (anything under
`#ifdef __cplusplus`), attribute macros such as WG_API (a macro defined empty
or as __attribute__(...)), function-like macros and `static inline`
functions. A local `#include "x.h"` or `<wargame/x.h>` found beside the
header is read first, once, so a ruleset header may build on another.
"""
import ast
import operator
import os
import re

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


class Reader:
    """The headers read so far: their declarations as text, their macros by kind."""

    def __init__(self):
        self.defines = {}     # numeric macros, in order
        self.strings = {}
        self.macro_header = {}  # each numeric or string macro's header path
        self.erase = set()    # attribute-like macros to delete from the text
        self.headers = []
        self.seen = set()
        self.chunks = []      # (header path, declarations text), in reading order

    def read(self, path):
        """Read one header (and, first, the local headers it includes)."""
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
                self.flush(path, body)
                self.include(path, stripped)
            elif word == "define":
                self.define(stripped, body, path)
        self.flush(path, body)

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

    def define(self, line, body, path):
        m = DEFINE.match(line)
        if not m or m.group(2) == "(":
            return  # function-like macro (or malformed): nothing to declare
        name, value = m.group(1), m.group(3).strip()
        number = eval_int(value, self.defines)
        if number is not None:
            self.defines[name] = number
            self.macro_header[name] = path
            if -2**31 <= number < 2**32:
                body.append("enum { %s = %d };" % (name, number))
            return
        text = string_value(value)
        if text is not None:
            self.strings[name] = text
            self.macro_header[name] = path
        elif ATTRIBUTE_VALUE.match(value):
            self.erase.add(name)

    def flush(self, path, body):
        if body:
            self.chunks.append((path, "\n".join(body)))
            body.clear()

    def _clean(self, text):
        """The declarations of `text` alone: no extern "C", attributes or inline bodies."""
        text = re.sub(r'\bextern\s+"C"\s*\{', "", text)
        if self.erase:
            names = "|".join(map(re.escape, sorted(self.erase)))
            text = re.sub(r"\b(?:%s)\b[ \t]*" % names, "", text)
        return remove_inline_functions(text)

    def cdef(self):
        """Every declaration read, as C text ready for LuaJIT's ffi.cdef."""
        text = self._clean("\n".join(chunk for _, chunk in self.chunks))
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

    def declarations(self):
        """{header file name: Declarations} for every header read, in reading order."""
        parser = DeclarationParser(self.defines)
        out = {}
        for path, chunk in self.chunks:
            name = os.path.basename(path)
            decls = out.setdefault(name, Declarations(name, self.defines))
            decls.strings = {k: v for k, v in self.strings.items()
                             if self.macro_header[k] == path}
            parser.parse(self._clean(chunk), decls)
        for name, value in self.defines.items():   # those too wide for an enum, too
            out[os.path.basename(self.macro_header[name])].constants.setdefault(name, value)
        return out


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


# ---------------------------------------------------------------- parsed declarations

class Declarations:
    """What one header declares, parsed. A type is a normalised C spelling:
    qualifiers dropped, `*` written apart ("char *", "wg_hex", "int32_t[4]");
    an enum type reads as "int" and a pointer to an opaque struct as "void *"."""

    def __init__(self, header, defines):
        self.header = header
        self.constants = {}    # every numeric #define and enumerator: {name: value}
        self.strings = {}      # string #defines
        self.enums = []        # [(C type name or None, [(enumerator, value)])]
        self.structs = {}      # {name: ("struct" or "union", [(field, type)])}
        self.callbacks = {}    # {name: (return type, [parameter types])}
        self.functions = {}    # {name: (return type, [parameter types])}
        self.defines = defines  # every numeric #define of every header read


def split_top(text, sep):
    """`text` split at each `sep` outside (), [] and {}."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == sep and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]


SCALARS = {"void", "char", "signed char", "unsigned char", "short", "unsigned short", "int",
           "unsigned", "unsigned int", "long", "unsigned long", "long long",
           "unsigned long long", "float", "double", "size_t", "bool", "_Bool",
           "int8_t", "uint8_t", "int16_t", "uint16_t", "int32_t", "uint32_t",
           "int64_t", "uint64_t", "intptr_t", "uintptr_t"}

TYPE_WORDS = {"char", "short", "int", "long", "signed", "unsigned", "float", "double", "void"}
STRUCT_DEF = re.compile(r"^typedef (struct|union) (\w+ )?\{(.*)\} (\w+)$", re.S)
OPAQUE_DEF = re.compile(r"^typedef (?:struct|union) (\w+) (\w+)$")
ENUM_DEF = re.compile(r"^(typedef )?enum (\w+ )?\{(.*)\}(?: (\w+))?$", re.S)
CALLBACK_DEF = re.compile(r"^typedef (.+?) ?\( ?\* ?(\w+) ?\) ?\((.*)\)$", re.S)
FUNCTION_DECL = re.compile(r"^(?:extern )?(.+?) ?\b(\w+) ?\((.*)\)$", re.S)
DECLARATOR = re.compile(r"^(.*?)((?:\* ?)*)(\w+) ?((?:\[[^\]]*\] ?)*)$")


class DeclarationParser:
    """Parses declaration text (what Reader._clean leaves) one statement at a time.
    Anything it does not understand stops the generator: silence would be drift."""

    def __init__(self, defines):
        self.known = dict(defines)   # values an array size or enumerator may name
        self.enum_types = set()
        self.opaque = set()
        self.types = set(SCALARS)

    def parse(self, text, decls):
        text = re.sub(r"\s+", " ", text)
        text = re.sub(r" ?([*(){}\[\],;]) ?", r" \1 ", text)
        text = re.sub(r"\s+", " ", text).replace(" ;", ";")
        for statement in split_top(text, ";"):
            self.statement(statement.strip(), decls)

    def statement(self, s, decls):
        s = re.sub(r"\b(?:const|volatile) ", "", s)
        for regex, handler in ((STRUCT_DEF, self.struct), (OPAQUE_DEF, self.opaque_type),
                               (ENUM_DEF, self.enum), (CALLBACK_DEF, self.callback),
                               (FUNCTION_DECL, self.function)):
            m = regex.match(s)
            if m:
                handler(m, decls)
                return
        raise SystemExit("cheaders: cannot read the declaration %r in %s" % (s, decls.header))

    def struct(self, m, decls):
        kind, body, name = m.group(1), m.group(3), m.group(4)
        fields = []
        for member in split_top(body, ";"):
            first, *more = split_top(member, ",")
            base, declarator = self.split_declarator(first)
            for d in [declarator] + more:
                fields.append(self.declared(base, d, decls))
        decls.structs[name] = (kind, fields)
        self.types.add(name)

    def opaque_type(self, m, decls):
        self.opaque.add(m.group(2))
        self.types.add(m.group(2))

    def enum(self, m, decls):
        members, value = [], -1
        for item in split_top(m.group(3), ","):
            name, _, expr = item.partition("=")
            name = name.strip()
            value = value + 1 if not expr.strip() else eval_int(expr, self.known)
            if value is None:
                raise SystemExit("cheaders: cannot evaluate %s in %s" % (name, decls.header))
            self.known[name] = value
            members.append((name, value))
            decls.constants[name] = value
        if len(members) == 1 and members[0][0] in decls.defines and not m.group(1):
            return      # a numeric #define, spelt as an enum for ffi.cdef
        c_name = m.group(4) or (m.group(2) or "").strip() or None
        if c_name:
            self.enum_types.add(c_name)
            self.types.add(c_name)
        decls.enums.append((c_name, members))

    def callback(self, m, decls):
        decls.callbacks[m.group(2)] = (self.type_of(m.group(1), decls),
                                       self.params(m.group(3), decls))
        self.types.add(m.group(2))

    def function(self, m, decls):
        decls.functions[m.group(2)] = (self.type_of(m.group(1), decls),
                                       self.params(m.group(3), decls))

    def params(self, text, decls):
        parts = split_top(text, ",")
        if parts == ["void"]:
            return []
        out = []
        for p in parts:
            base, declarator = self.split_declarator(p)
            if declarator is None:                     # an unnamed parameter
                out.append(self.type_of(p, decls))
                continue
            _, ctype = self.declared(base, declarator, decls)
            out.append(re.sub(r"\[\d*\]$", " *", ctype))  # an array parameter is a pointer
        return out

    def split_declarator(self, text):
        """(base type, declarator) of `int32_t *x[3]`; declarator None if unnamed
        (nothing before the last word, or it is a type's: `int`, `wg_game *`)."""
        m = DECLARATOR.match(text.strip())
        if not m or not m.group(1).strip() or m.group(3) in self.types | TYPE_WORDS:
            return text, None
        return m.group(1).strip(), m.group(2) + m.group(3) + " " + m.group(4)

    def declared(self, base, declarator, decls):
        """(name, type) of one declarator of a declaration with base type `base`."""
        m = DECLARATOR.match(declarator.strip())
        if not m or m.group(1).strip():
            raise SystemExit("cheaders: cannot read %r %r in %s" % (base, declarator, decls.header))
        stars, name, dims = m.group(2).replace(" ", ""), m.group(3), m.group(4)
        ctype = self.type_of(base + " " + stars, decls)
        for dim in re.findall(r"\[([^\]]*)\]", dims):
            size = eval_int(dim, self.known) if dim.strip() else None
            if dim.strip() and size is None:
                raise SystemExit("cheaders: cannot size %s[%s] in %s" % (name, dim, decls.header))
            ctype += "[%s]" % ("" if size is None else size)
        return name, ctype

    def type_of(self, text, decls):
        """The normalised spelling of a type written `text`."""
        text = re.sub(r"\b(?:const|volatile|struct|union|enum)\b", " ", text)
        stars = text.count("*")
        base = re.sub(r"\s+", " ", text.replace("*", " ")).strip()
        if base in self.enum_types:
            base = "int"
        elif base in self.opaque and stars:
            base = "void"
        elif base not in self.types:
            raise SystemExit("cheaders: unknown type %r in %s" % (base, decls.header))
        return base + (" " + "*" * stars if stars else "")
