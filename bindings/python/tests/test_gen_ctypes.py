#!/usr/bin/env python3
"""Python's declarations are generated from the headers (gen_ctypes.py, over the
header reader Lua's generator shares): the committed wargame/_cdecl.py is what
the headers give, and a change to a copy of a header changes what is generated
(a field, an enumerator, an array sized by one, a #define, a function), so the
generator reads the headers rather than echoing a list."""
import ctypes
import os
import pathlib
import shutil
import sys
import tempfile
import types
import unittest
from unittest import mock

PYTHON_DIR = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(PYTHON_DIR))
import gen_ctypes  # noqa: E402
from wargame import _cdecl, _declare  # noqa: E402

INCLUDE = pathlib.Path(os.environ.get("WG_INCLUDE_DIR")
                       or PYTHON_DIR.parents[1] / "include" / "wargame")


def generate(include):
    """The text gen_ctypes writes for the headers in `include` (_cdecl's order)."""
    reader = gen_ctypes.Reader()
    for name in _cdecl.HEADERS:
        reader.read(str(include / name))
    return gen_ctypes.render(reader)


def as_module(text):
    module = types.ModuleType("_cdecl_copy")
    exec(compile(text, "_cdecl_copy", "exec"), module.__dict__)  # our own generated file
    return module


class EditedHeaders(unittest.TestCase):
    """A copy of include/wargame, edited, then generated."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.include = pathlib.Path(self.tmp.name) / "wargame"
        shutil.copytree(INCLUDE, self.include)

    def tearDown(self):
        self.tmp.cleanup()

    def edit(self, header, old, new):
        path = self.include / header
        text = path.read_text(encoding="utf-8")
        self.assertIn(old, text)
        path.write_text(text.replace(old, new, 1), encoding="utf-8")

    def generated(self):
        return as_module(generate(self.include))

    def test_a_copy_unedited_gives_the_committed_file(self):
        self.assertEqual(generate(self.include),
                         (PYTHON_DIR / "wargame" / "_cdecl.py").read_text(encoding="utf-8"))

    def test_a_new_field_is_in_the_generated_struct(self):
        self.edit("wargame.h", "} wg_game_info;", "    int64_t added[3];\n} wg_game_info;")
        fields = self.generated().STRUCTS["wg_game_info"][2]
        self.assertEqual(fields[-1], ("added", "int64_t[3]"))
        self.assertEqual(fields[:-1], _cdecl.STRUCTS["wg_game_info"][2])
        with mock.patch.object(_declare, "_cdecl", self.generated()):
            grown = type("Grown", (ctypes.Structure,),
                         {"_fields_": _declare.fields("wg_game_info")})
        old = ctypes.sizeof(ctypes.c_int32) * 10 + ctypes.sizeof(ctypes.c_size_t)
        self.assertEqual(ctypes.sizeof(grown), old + 24)

    def test_a_new_enumerator_resizes_the_arrays_it_counts(self):
        self.edit("ogre.h", "WG_OGRE_KIND_COUNT = 4", "WG_OGRE_LASER = 4,\n    WG_OGRE_KIND_COUNT")
        gen = self.generated()
        self.assertEqual(gen.CONSTANTS["ogre.h"]["WG_OGRE_LASER"], 4)
        self.assertEqual(gen.CONSTANTS["ogre.h"]["WG_OGRE_KIND_COUNT"], 5)
        self.assertIn(("left", "int32_t[5]"), gen.STRUCTS["wg_ogre_systems_info"][2])
        self.assertIn(("left", "int32_t[4]"), _cdecl.STRUCTS["wg_ogre_systems_info"][2])

    def test_a_new_define_and_function_belong_to_their_header(self):
        self.edit("mob.h", "#define WG_MOB_MAX_UNITS", "#define WG_MOB_ADDED (3 << 4)\n"
                  "WG_API int wg_mob_added(const wg_game *g, wg_hex h, char *buf, size_t cap);\n"
                  "#define WG_MOB_MAX_UNITS")
        gen = self.generated()
        self.assertEqual(gen.CONSTANTS["mob.h"]["WG_MOB_ADDED"], 48)
        self.assertEqual(gen.FUNCTIONS["mob.h"]["wg_mob_added"],
                         ("int", ("void *", "wg_hex", "char *", "size_t")))
        self.assertNotIn("wg_mob_added", gen.FUNCTIONS["wargame.h"])

    def test_a_declaration_it_cannot_read_stops_it(self):
        self.edit("wargame.h", "} wg_game_info;", "    mystery_t added;\n} wg_game_info;")
        with self.assertRaises(SystemExit) as caught:
            self.generated()
        self.assertIn("mystery_t", str(caught.exception))


class Cli(unittest.TestCase):
    def test_check_passes_on_the_committed_file_and_fails_on_a_stale_one(self):
        headers = [str(INCLUDE / h) for h in _cdecl.HEADERS]
        committed = str(PYTHON_DIR / "wargame" / "_cdecl.py")
        self.assertEqual(gen_ctypes.main(["--check", committed] + headers), 0)
        with tempfile.TemporaryDirectory() as tmp:
            stale = pathlib.Path(tmp, "_cdecl.py")
            stale.write_text(pathlib.Path(committed).read_text().replace("'int32_t'", "'int'", 1))
            with mock.patch("sys.stderr"):
                self.assertEqual(gen_ctypes.main(["--check", str(stale)] + headers), 1)


if __name__ == "__main__":
    unittest.main()
