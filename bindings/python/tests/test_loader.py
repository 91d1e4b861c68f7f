#!/usr/bin/env python3
"""Where the package looks for libwargame in a source tree: the build folders
of the tree it sits in (bindings/python/wargame, three folders down), newest
first, a dangling link (a build folder since removed) skipped, not fatal."""
import os
import pathlib
import tempfile
import time
import unittest

from wargame import _capi

ROOT = pathlib.Path(__file__).resolve().parents[3]


def fake_tree(root):
    """A source tree's landmark (include/wargame/wargame.h) under `root`."""
    (root / "include" / "wargame").mkdir(parents=True)
    (root / "include" / "wargame" / "wargame.h").write_text("/* landmark */\n")


def fake_library(root, build):
    lib = root / build / "lib"
    lib.mkdir(parents=True)
    (lib / _capi.SONAME).write_bytes(b"")
    return str(lib / _capi.SONAME)


class SourceTree(unittest.TestCase):
    def test_the_source_root_is_the_tree_the_package_sits_in(self):
        self.assertEqual(pathlib.Path(_capi._source_root()), ROOT)
        self.assertTrue((ROOT / "include" / "wargame" / "wargame.h").is_file())

    def test_build_folders_of_the_tree_are_found_newest_first(self):
        with tempfile.TemporaryDirectory() as tmp:
            root = pathlib.Path(tmp)
            fake_tree(root)
            old = fake_library(root, "build-old")
            new = fake_library(root, "build")
            past = time.time() - 3600
            os.utime(old, (past, past))
            self.assertEqual(_capi._source_tree_candidates(str(root)), [new, old])

    def test_a_dangling_link_is_skipped(self):
        with tempfile.TemporaryDirectory() as tmp:
            root = pathlib.Path(tmp)
            fake_tree(root)
            real = fake_library(root, "build")
            gone = root / "build-gone" / "lib"
            gone.mkdir(parents=True)
            (gone / _capi.SONAME).symlink_to(root / "nowhere" / "libwargame.so.1.0.0")
            (root / "build-moved").mkdir()
            (root / "build-moved" / "lib").symlink_to(root / "nowhere")
            self.assertEqual(_capi._source_tree_candidates(str(root)), [real])

    def test_no_tree_no_candidates(self):
        with tempfile.TemporaryDirectory() as tmp:
            fake_library(pathlib.Path(tmp), "build")
            self.assertEqual(_capi._source_tree_candidates(tmp), [])


if __name__ == "__main__":
    unittest.main()
