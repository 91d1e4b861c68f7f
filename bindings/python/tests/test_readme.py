#!/usr/bin/env python3
"""The README's examples work as written: each ```python block runs with the
binding, and the ```c program compiles against the public headers, links
against the built library and plays its game to the end."""
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[3]
README = (ROOT / "README.md").read_text()


def blocks(lang):
    """The README's fenced blocks of one language, indentation removed."""
    found = []
    for m in re.finditer(r"^( *)```" + lang + r"\n(.*?)^\1```", README, re.S | re.M):
        indent = len(m.group(1))
        found.append("".join(line[indent:] + "\n" for line in m.group(2).splitlines()))
    return found


class Readme(unittest.TestCase):
    def test_python_examples_run(self):
        examples = blocks("python")
        self.assertTrue(examples, "the README has a Python example")
        for code in examples:
            out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                                 text=True, timeout=60)
            self.assertEqual(out.returncode, 0, out.stderr)
            self.assertTrue(out.stdout.startswith("done "), out.stdout)

    def test_c_example_compiles_and_plays(self):
        cc = shutil.which(os.environ.get("CC", "cc")) or shutil.which("gcc")
        if not cc:
            self.skipTest("no C compiler")
        [code] = blocks("c")
        lib = pathlib.Path(os.environ["WG_LIBRARY"])
        include = pathlib.Path(os.environ["WG_INCLUDE_DIR"]).parent
        with tempfile.TemporaryDirectory() as tmp:
            src, exe = pathlib.Path(tmp, "readme.c"), pathlib.Path(tmp, "readme")
            src.write_text(code)
            subprocess.run([cc, "-std=c99", "-Wall", "-Wextra", "-Werror", "-I", str(include),
                            str(src), str(lib), "-Wl,-rpath," + str(lib.parent), "-o", str(exe)],
                           check=True, timeout=120)
            out = subprocess.run([str(exe)], cwd=ROOT, capture_output=True, text=True, timeout=60)
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertTrue(out.stdout.strip(), "the result line")


if __name__ == "__main__":
    unittest.main()
