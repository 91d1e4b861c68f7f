#!/usr/bin/env python3
"""For the lead's merges (delete after): turn a binding module's hand-written ctypes
mirrors into the generated form of branch `pyctypes`, in place.

    python3 changes/pyctypes-convert.py bindings/python/wargame/m44.py m44.h

Converts: `class X(enum.IntEnum|IntFlag)` holding only a docstring and
`WG_... = n` members -> `X = _declare.c_enum("X", "<C enum>", __name__, doc)`;
a CStruct's `_fields_ = [...]` -> `_declare.fields("<_c_name_>")`; module
`WG_... = n` constants -> one `globals().update(_declare.constants(header))`;
a `PROTOTYPES = {...}` or `_capi.register_prototypes({...})` literal ->
`_declare.prototypes(header)`; drops `_game = c_void_p` and ctypes imports
left unused. Idempotent. A `X_FN = CFUNCTYPE(...)` stays: write
`_declare.callback("<C typedef>")` by hand. Run `meson compile -C build
python-cdecl` first, so that _cdecl.py knows the new declarations.
"""
import ast
import pathlib
import re
import sys
import types

_cdecl = None   # the generated declarations beside the module converted (main)


def enum_key(first_member):
    """The C enum type (or, anonymous, its first enumerator) holding `first_member`,
    or the #define prefix (WG_M44_OUTCOME_) when it is a #define."""
    for h in _cdecl.HEADERS:
        for c_name, members in _cdecl.ENUMS[h]:
            if any(n == first_member for n, _ in members):
                return c_name or members[0][0]
    return re.match(r"(WG_[A-Z0-9]+_[A-Z]+_)", first_member).group(1)


def c_enum_text(name, key, doc, flag):
    docs = '"""%s"""' % doc if "\n" in doc or '"' in doc else '"%s"' % doc
    tail = ", enum.IntFlag" if flag else ""
    one = '%s = _declare.c_enum("%s", "%s", __name__,\n%s%s%s)' % (
        name, name, key, " " * (len(name) + 19), docs, tail)
    if all(len(line) <= 100 for line in one.split("\n")):
        return one
    return '%s = _declare.c_enum(\n    "%s", "%s", __name__,\n    %s%s)' % (name, name, key, docs, tail)


def is_plain_enum(node):
    return (isinstance(node, ast.ClassDef) and node.bases
            and isinstance(node.bases[0], ast.Attribute)
            and node.bases[0].attr in ("IntEnum", "IntFlag")
            and isinstance(node.body[0], ast.Expr)
            and all(isinstance(b, ast.Assign) for b in node.body[1:]) and len(node.body) > 1)


def edits_for(tree, header, text):
    edits, has_update = [], "globals().update(_declare.constants(" in text
    first_enum = None
    for node in tree.body:
        span = (node.lineno - 1, node.end_lineno)
        if is_plain_enum(node):
            first_enum = first_enum or node
            key = enum_key(node.body[1].targets[0].id)
            edits.append(span + (c_enum_text(node.name, key, node.body[0].value.value,
                                             node.bases[0].attr == "IntFlag"),))
        elif isinstance(node, ast.ClassDef):
            names = {b.targets[0].id: b for b in node.body
                     if isinstance(b, ast.Assign) and isinstance(b.targets[0], ast.Name)}
            if "_fields_" in names and "_c_name_" in names \
                    and isinstance(names["_fields_"].value, ast.List):
                f = names["_fields_"]
                edits.append((f.lineno - 1, f.end_lineno, '    _fields_ = _declare.fields("%s")'
                              % names["_c_name_"].value.value))
        elif isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            target = node.targets[0].id
            if target.startswith("WG_") and isinstance(node.value, ast.Constant):
                new = None
                if not has_update:
                    has_update = True
                    new = ("# Every #define and enumerator of %s, under its C name.\n"
                           "globals().update(_declare.constants(\"%s\"))" % (header, header))
                edits.append(span + (new,))
            elif target == "PROTOTYPES" and isinstance(node.value, ast.Dict):
                edits.append(span + ('PROTOTYPES = _declare.prototypes("%s")' % header,))
            elif target in ("_game", "_game_out"):
                edits.append(span + (None,))
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) \
                and getattr(node.value.func, "attr", "") == "register_prototypes" \
                and isinstance(node.value.args[0], ast.Dict):
            edits.append(span + ('_capi.register_prototypes(_declare.prototypes("%s"))' % header,))
    if not has_update and first_enum is not None:
        edits.append((first_enum.lineno - 1, first_enum.lineno - 1,
                      "# Every #define and enumerator of %s, under its C name.\n"
                      "globals().update(_declare.constants(\"%s\"))\n" % (header, header)))
    return edits


def drop_unused_imports(text):
    def used(name, without):
        return re.search(r"\b%s\b" % re.escape(name), text.replace(without, "")) is not None
    m = re.search(r"(?m)^from ctypes import (.*)$", text)
    if m:
        keep = [n.strip() for n in m.group(1).split(",") if used(n.strip(), m.group(0))]
        new = "from ctypes import " + ", ".join(keep) if keep else ""
        text = text.replace(m.group(0) + ("\n" if not keep else ""), new, 1)
    if "import enum\n" in text and not re.search(r"\benum\.", text):
        text = text.replace("import enum\n", "", 1)
    return text


def convert(path, header):
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    for start, end, new in sorted(edits_for(ast.parse(text), header, text), reverse=True):
        lines[start:end] = [] if new is None else new.split("\n")
    text = "\n".join(lines)
    if "_declare" not in re.findall(r"(?m)^from \. import (.*)$", text)[0] if \
            re.search(r"(?m)^from \. import ", text) else True:
        text = re.sub(r"(?m)^from \. import (.*)$",
                      lambda m: "from . import " + ", ".join(sorted(
                          set(m.group(1).split(", ")) | {"_declare"})), text, count=1)
    text = re.sub(r"\n\n\n+(?=\w+ = _declare\.c_enum\()", "\n\n", text)
    text = re.sub(r"(\.c_enum\((?:[^()]|\([^()]*\))*\))\n\n\n+(ENUMS = )", r"\1\n\n\2", text)
    path.write_text(drop_unused_imports(text), encoding="utf-8")


if __name__ == "__main__":
    module = pathlib.Path(sys.argv[1]).resolve()
    _cdecl = types.ModuleType("_cdecl")               # read alone: the package may not import yet
    exec(compile((module.parent / "_cdecl.py").read_text(), "_cdecl.py", "exec"), _cdecl.__dict__)
    convert(module, sys.argv[2])
