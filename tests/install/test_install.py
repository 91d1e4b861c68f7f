#!/usr/bin/env python3
"""libwargame as a user gets it: `meson install` into a fresh folder, then
the README's C example built with pkg-config, the Python package installed
by meson and by pip into a fresh virtual environment, and the Lua module,
each playing a game with the installed library only (the prefix on the
usual search paths: PKG_CONFIG_PATH, LD_LIBRARY_PATH, PYTHONPATH, LUA_PATH).

usage: test_install.py BUILD_DIR   (MESON, WG_SOURCE_ROOT, LUAJIT from meson)
"""
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

BUILD = pathlib.Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else None
ROOT = pathlib.Path(os.environ.get("WG_SOURCE_ROOT") or pathlib.Path(__file__).parents[2])
SCENARIO = ROOT / "examples" / "scenarios" / "ogre-basic.yaml"
PLAY_PY = """
import wargame
with wargame.Game.open(%r, seed=7) as g:
    g.set_builtin_agent(0, wargame.AgentKind.WG_AGENT_GREEDY, seed=1)
    g.set_builtin_agent(1, wargame.AgentKind.WG_AGENT_RANDOM, seed=2)
    print(g.run(), g.result_text)
print([l.split()[-1] for l in open("/proc/self/maps") if "libwargame" in l][0])
""" % str(SCENARIO)
PLAY_LUA = """
local wargame = require("wargame")
local g = wargame.open("SCENARIO", 7)
g:set_builtin_agent(0, wargame.WG_AGENT_GREEDY, 1)
g:set_builtin_agent(1, wargame.WG_AGENT_RANDOM, 2)
print(g:run(), g:result_text())
g:close()
for l in io.lines("/proc/self/maps") do
  if l:find("libwargame") then print(l:match("(%S+)$")) break end
end
"""


def run(cmd, env=None, **kw):
    out = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, env=env,
                         timeout=kw.pop("timeout", 300), **kw)
    if out.returncode != 0:
        raise AssertionError("%s failed (%d):\n%s%s" % (" ".join(map(str, cmd)), out.returncode,
                                                         out.stdout, out.stderr))
    return out.stdout


def clean_env(**extra):
    """The environment without the build tree's hints (WG_LIBRARY, PYTHONPATH...)."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("WG_") and k not in ("PYTHONPATH", "LUA_PATH", "LD_LIBRARY_PATH",
                                                   "PKG_CONFIG_PATH")}
    env.update({k: str(v) for k, v in extra.items()})
    return env


class Installed(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if BUILD is None:
            raise unittest.SkipTest("run through meson test")
        cls.tmp = tempfile.TemporaryDirectory(prefix="wg-install-")
        cls.dest = pathlib.Path(cls.tmp.name) / "dest"
        run([os.environ.get("MESON", "meson"), "install", "-C", BUILD, "--no-rebuild",
             "--destdir", cls.dest])
        cls.files = [p for p in cls.dest.rglob("*") if p.is_file() or p.is_symlink()]

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def one(self, pattern):
        """The one installed path ending in `pattern`."""
        found = [p for p in self.files if p.as_posix().endswith(pattern)]
        self.assertEqual(len(found), 1, "%s installed once: %s" % (pattern, found))
        return found[0]

    def usual_paths(self):
        lib = self.one("/libwargame.so.1").parent
        pc = self.one("/pkgconfig/libwargame.pc").parent
        return dict(LD_LIBRARY_PATH=lib, PKG_CONFIG_PATH=pc,
                    PYTHONPATH=self.one("/wargame/__init__.py").parent.parent,
                    LUA_PATH=str(self.one("/lua/5.1/wargame.lua").parent) + "/?.lua;;")

    def test_documentation_is_installed(self):
        for tail in ["/man/man1/wgplay.1", "/man/man1/wgbench.1", "/doc/libwargame/LICENSE",
                     "/doc/libwargame/README.md", "/doc/libwargame/agents.md",
                     "/doc/libwargame/rulesets/fow/README.md"]:
            self.one(tail)
        for ruleset in ("ogre", "m44", "mob", "fow"):
            self.one("/doc/libwargame/scenarios/%s.md" % ruleset)
        if shutil.which("doxygen"):
            self.one("/doc/libwargame/html/index.html")

    def test_readme_c_example_builds_with_pkg_config_and_runs(self):
        if not shutil.which("pkg-config"):
            self.skipTest("no pkg-config")
        [code] = re.findall(r"(?ms)^```c\n(.*?)^```", (ROOT / "README.md").read_text())
        env = clean_env(**self.usual_paths())
        # The .pc names the final prefix; inside DESTDIR it is relocated by the sysroot.
        env["PKG_CONFIG_SYSROOT_DIR"] = str(self.dest)
        flags = run(["pkg-config", "--cflags", "--libs", "libwargame"], env=env).split()
        with tempfile.TemporaryDirectory() as tmp:
            src, exe = pathlib.Path(tmp, "readme.c"), pathlib.Path(tmp, "readme")
            src.write_text(code)
            run([os.environ.get("CC", "cc"), "-std=c99", "-Wall", "-Wextra", "-Werror", src,
                 "-o", exe] + flags, env=env)
            out = run([exe], env=env, cwd=ROOT)
        self.assertTrue(out.strip())

    def test_meson_installed_python_package_plays(self):
        env = clean_env(**self.usual_paths())
        out = run([sys.executable, "-c", PLAY_PY], env=env, cwd="/").splitlines()
        self.assertTrue(out[0].startswith("done "), out)
        self.assertTrue(out[1].startswith(str(self.dest)), "the installed library: %s" % out)

    def test_installed_python_declarations_are_what_the_installed_headers_give(self):
        # gen_ctypes.py --check: the committed _cdecl.py, installed, matches the
        # headers installed beside it (same order as the build's list).
        cdecl = self.one("/wargame/_cdecl.py")
        scope = {}
        exec(compile(cdecl.read_text(), str(cdecl), "exec"), scope)  # our generated file
        include = self.one("/include/wargame/wargame.h").parent
        run([sys.executable, ROOT / "bindings" / "python" / "gen_ctypes.py", "--check", cdecl]
            + [include / h for h in scope["HEADERS"]])
        self.one("/wargame/_declare.py")

    def test_pip_installed_package_plays_in_a_fresh_venv(self):
        # Debian's setuptools builds wheels with python3-wheel, which a venv
        # sees through --system-site-packages (offline: nothing is downloaded).
        with tempfile.TemporaryDirectory() as tmp:
            venv = pathlib.Path(tmp, "venv")
            try:
                run([sys.executable, "-m", "venv", "--system-site-packages", venv])
            except AssertionError as exc:
                self.skipTest("no venv/ensurepip (python3-venv): %s" % exc)
            src = pathlib.Path(tmp, "python")        # pip writes build files beside the source
            shutil.copytree(ROOT / "bindings" / "python", src,
                            ignore=shutil.ignore_patterns("tests", "__pycache__", "_config.py"))
            py = venv / "bin" / "python"
            run([py, "-m", "pip", "install", "--quiet", "--no-index", "--no-build-isolation",
                 src], env=clean_env())
            paths = self.usual_paths()
            # By the system's search (LD_LIBRARY_PATH here), then by pkg-config's
            # libdir (a .pc whose prefix is where DESTDIR put the files, as an
            # install with --prefix there would write it).
            pc = self.one("/pkgconfig/libwargame.pc")
            text = pc.read_text()
            prefix = re.search(r"(?m)^prefix=(.*)$", text).group(1)
            pc_dir = pathlib.Path(tmp, "pkgconfig")
            pc_dir.mkdir()
            (pc_dir / pc.name).write_text(text.replace("prefix=" + prefix,
                                                       "prefix=" + str(self.dest) + prefix, 1))
            for env in (clean_env(LD_LIBRARY_PATH=paths["LD_LIBRARY_PATH"]),
                        clean_env(PKG_CONFIG_PATH=pc_dir)):
                out = run([py, "-c", PLAY_PY], env=env, cwd="/").splitlines()
                self.assertTrue(out[0].startswith("done "), out)
                self.assertTrue(out[1].startswith(str(self.dest)), out)
            pkg = run([py, "-c", "import wargame, os; print(os.path.dirname(wargame.__file__))"],
                      env=clean_env(LD_LIBRARY_PATH=paths["LD_LIBRARY_PATH"]), cwd="/")
            self.assertTrue(pkg.startswith(str(venv)), pkg)

    def test_installed_lua_module_plays(self):
        luajit = os.environ.get("LUAJIT")
        if not luajit:
            self.skipTest("no luajit")
        self.one("/lua/5.1/wargame_cdef.lua")
        env = clean_env(**self.usual_paths())
        out = run([luajit, "-e", PLAY_LUA.replace("SCENARIO", str(SCENARIO))], env=env, cwd="/").splitlines()
        self.assertTrue(out[0].startswith("done"), out)
        self.assertTrue(out[1].startswith(str(self.dest)), out)


if __name__ == "__main__":
    # Verbose, so that a skip (no luajit, no venv, no pkg-config) says why.
    result = unittest.main(argv=sys.argv[:1] + sys.argv[2:], verbosity=2, exit=False).result
    everything_skipped = result.testsRun and len(result.skipped) == result.testsRun
    sys.exit(77 if everything_skipped else 0 if result.wasSuccessful() else 1)
