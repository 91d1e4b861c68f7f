"""The no-drift checks every ruleset binding shares: wargame.<ruleset> against
its header and the C compiler (through wg_layout, which prints one header's
layout when given its name). A ruleset's test file declares

    class NoDrift(RulesetDrift, unittest.TestCase):
        module, header = wargame.mob, "mob.h"
"""
import ctypes
import json
import os
import pathlib
import re
import subprocess
import unittest

import wargame
from test_wargame import header_constants, header_structs, strip_comments

ROOT = pathlib.Path(__file__).resolve().parents[3]
INCLUDE = pathlib.Path(os.environ.get("WG_INCLUDE_DIR") or ROOT / "include" / "wargame")


def init_macro(header, macro):
    """The values of a `#define X_INIT { ... }` line, nested braces flattened."""
    m = re.search(r"(?m)^\s*#\s*define\s+%s\s*(\{.*\})\s*$" % macro, header)
    if m is None:
        return None
    return [v.strip() for v in m.group(1).replace("{", " ").replace("}", " ").split(",")]


def flat_fields(struct):
    values = []
    for name, _ in struct._fields_:
        v = getattr(struct, name)
        values += list(v) if isinstance(v, ctypes.Array) else [v]
    return values


class RulesetDrift:
    """Mixed into a unittest.TestCase with `module` and `header` set."""
    module = None
    header = None

    @classmethod
    def setUpClass(cls):
        exe = os.environ.get("WG_LAYOUT_EXE")
        if not exe:
            raise unittest.SkipTest("WG_LAYOUT_EXE is not set (run through meson test)")
        cls.c = json.loads(subprocess.run([exe, cls.header], check=True, capture_output=True,
                                          text=True).stdout)
        cls.text = strip_comments((INCLUDE / cls.header).read_text(encoding="utf-8"))
        cls.prefix = cls.header[:-2]                      # "mob.h" -> "mob"

    def python_constants(self):
        return {k: v for k, v in vars(self.module).items()
                if k.startswith("WG_") and isinstance(v, int)}

    def python_structs(self):
        return {cls._c_name_: cls for cls in self.module.STRUCTS}

    def test_only_this_header_is_printed(self):
        self.assertTrue(all(n.startswith("wg_%s_" % self.prefix) for n in self.c["structs"]))
        self.assertTrue(all(n.startswith("WG_%s_" % self.prefix.upper())
                            for n in self.c["constants"]))

    def test_every_struct_has_the_c_size_and_field_offsets(self):
        py = self.python_structs()
        self.assertEqual(set(py), set(self.c["structs"]))
        for name, layout in self.c["structs"].items():
            cls = py[name]
            with self.subTest(struct=name):
                self.assertEqual(ctypes.sizeof(cls), layout["size"])
                self.assertEqual([n for n, _ in cls._fields_], list(layout["fields"]))
                for field, (offset, size) in layout["fields"].items():
                    descr = getattr(cls, field)
                    self.assertEqual((descr.offset, descr.size), (offset, size), field)

    def test_every_constant_has_the_c_value(self):
        py = self.python_constants()
        self.assertEqual(set(py), set(self.c["constants"]))
        for name, value in self.c["constants"].items():
            self.assertEqual(py[name], value, name)

    def test_every_header_constant_and_struct_is_bound_and_laid_out(self):
        names = header_constants(self.text)
        self.assertGreater(len(names), 20)
        self.assertEqual(names - set(self.python_constants()), set())
        self.assertEqual(names, set(self.c["constants"]), "layout.c lists every constant")
        py = self.python_structs()
        structs = header_structs(self.text)
        self.assertEqual(set(structs), set(self.c["structs"]), "layout.c lists every struct")
        for name, fields in structs.items():
            self.assertEqual([n for n, _ in py[name]._fields_], fields, name)
            self.assertEqual(list(self.c["structs"][name]["fields"]), fields, name)

    def test_the_init_macros_match_the_python_defaults(self):
        checked = 0
        for struct in self.module.STRUCTS:
            macro = struct._c_name_.upper() + "_INIT"
            values = init_macro(self.text, macro)
            if values is None:
                continue
            with self.subTest(macro=macro):
                self.assertEqual(values[0], "sizeof(%s)" % struct._c_name_)
                fresh = struct()
                self.assertEqual(fresh.size, ctypes.sizeof(struct))
                self.assertEqual(flat_fields(fresh)[1:], [int(v) for v in values[1:]], macro)
                checked += 1
        self.assertGreater(checked, 0, "the header has *_INIT macros to compare")

    def test_every_header_function_is_declared_and_exported(self):
        lib = wargame.load_library()
        functions = set(re.findall(r"\bWG_API\b[^;{]*?\b(wg_\w+)\s*\(", self.text))
        self.assertGreater(len(functions), 5)
        prototypes = set(self.module.PROTOTYPES)
        self.assertEqual(functions - prototypes, set(), "declared in the binding")
        self.assertEqual(prototypes - functions, set(), "still in the header")
        self.assertEqual({fn for fn in functions if not hasattr(lib, fn)}, set(), "exported")
