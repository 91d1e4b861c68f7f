#!/usr/bin/env python3
"""libwargame as a meson subproject of a tiny outside project
(tests/subproject): only the library is built (no tests, examples, docs,
cmocka), the parent's program plays a game with it, and the parent's
`meson install --dry-run` installs nothing of ours but the library.

usage: test_subproject.py   (MESON and WG_SOURCE_ROOT from meson)
"""
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

ROOT = pathlib.Path(os.environ.get("WG_SOURCE_ROOT") or pathlib.Path(__file__).parents[2])
MESON = os.environ.get("MESON", "meson")


def run(cmd, **kw):
    out = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=900,
                         **kw)
    if out.returncode != 0:
        raise AssertionError("%s failed (%d):\n%s%s" % (" ".join(map(str, cmd)), out.returncode,
                                                         out.stdout[-4000:], out.stderr[-4000:]))
    return out.stdout


class Subproject(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory(prefix="wg-subproject-")
        parent = pathlib.Path(cls.tmp.name) / "parent"
        shutil.copytree(ROOT / "tests" / "subproject", parent)
        (parent / "subprojects").mkdir()
        (parent / "subprojects" / "libwargame").symlink_to(ROOT, target_is_directory=True)
        cls.build = parent / "build"
        cls.prefix = pathlib.Path(cls.tmp.name) / "prefix"
        cls.setup = run([MESON, "setup", cls.build, parent, "--prefix", cls.prefix])
        run([MESON, "compile", "-C", cls.build])

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_only_the_library_is_configured(self):
        self.assertNotIn("cmocka", self.setup.lower(), "the subproject looked for cmocka")
        self.assertNotRegex(self.setup, r"(?i)program (doxygen|luajit) found")
        targets = run([MESON, "introspect", "--targets", self.build])
        names = set(re.findall(r'"name": "([^"]+)"', targets))
        self.assertIn("wargame", names)
        for absent in ("wgplay", "wgbench", "wg_layout", "test_protocol", "docs"):
            self.assertNotIn(absent, names)

    def test_the_parent_plays_a_game(self):
        out = run([self.build / "wargame_user", ROOT / "examples" / "scenarios" / "ogre-basic.yaml"])
        self.assertTrue(out.strip())

    def test_install_puts_only_the_library_of_ours(self):
        out = run([MESON, "install", "-C", self.build, "--dry-run", "--no-rebuild"])
        installed = re.findall(r"(?m)^Installing (\S+) to (\S+)", out)
        ours = [src for src, _ in installed if "wargame_user" not in src]
        self.assertTrue(ours, out)
        for src in ours:
            self.assertRegex(os.path.basename(src), r"^libwargame\.so", out)

    def test_zz_headers_and_pc_file_when_asked(self):
        # Last (the name sorts so): it reconfigures the shared build folder.
        run([MESON, "configure", self.build, "-Dlibwargame:install_headers=enabled"])
        run([MESON, "compile", "-C", self.build])          # regenerates the install plan
        out = run([MESON, "install", "-C", self.build, "--dry-run", "--no-rebuild"])
        self.assertRegex(out, r"(?m)^Installing \S+/wargame\.h to ")
        self.assertRegex(out, r"(?m)^Installing \S+libwargame\.pc to ")
        self.assertNotRegex(out, r"(?m)^Installing \S*(wgplay|scenarios|\.py|\.lua)\b")


if __name__ == "__main__":
    unittest.main(verbosity=2)
