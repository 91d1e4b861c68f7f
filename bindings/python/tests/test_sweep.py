#!/usr/bin/env python3
"""The scenario handle (wargame.Scenario) and balance sweeps (wargame.sweep):
a started game is the game Game.from_yaml makes, a sweep's games do not
depend on how they are cut or who runs them, and its summary is the C
sweep's (examples/wgsweep.c).

Environment (set by meson): WG_LIBRARY, WG_WGSWEEP (the C sweep), WG_SCENARIO_DIR.
"""
import contextlib
import io
import os
import pathlib
import random
import subprocess
import sys
import tempfile
import unittest

import wargame
from wargame import sweep as wsweep

ROOT = pathlib.Path(__file__).resolve().parents[3]
SCENARIOS = pathlib.Path(os.environ.get("WG_SCENARIO_DIR", ROOT / "examples" / "scenarios"))
M44 = str(SCENARIOS / "m44-base.yaml")
WGSWEEP = os.environ.get("WG_WGSWEEP")


class ScenarioHandle(unittest.TestCase):
    def test_started_games_are_the_games_from_yaml_on_every_scenario(self):
        paths = sorted(SCENARIOS.glob("*.yaml"))
        self.assertGreaterEqual(len(paths), 10)
        for path in paths:
            with self.subTest(scenario=path.name), wargame.Scenario.open(path) as s:
                for seed in (1, 2):
                    a = s.start(seed)
                    b = wargame.Game.from_yaml(path.read_text(), seed, str(path))
                    self.assertEqual(a.hash, b.hash)
                    self.assertEqual([e for e in a.events()], [e for e in b.events()])
                    for g in (a, b):
                        g.set_builtin_agent(0, wargame.WG_AGENT_GREEDY, seed)
                        g.set_builtin_agent(1, wargame.WG_AGENT_RANDOM, seed + 1)
                        g.run(3000)
                    self.assertEqual(a.hash, b.hash)
                    self.assertEqual(a.save(), b.save())
                    a.close()
                    b.close()

    def test_a_game_outlives_its_scenario(self):
        s = wargame.Scenario.open(M44)
        self.assertEqual(s.ruleset, "m44")
        g = s.start(3)
        s.close()
        s.close()
        self.assertFalse(g.over)
        self.assertIn("closed", repr(s))
        with self.assertRaises(ValueError):
            s.start(1)
        g.close()

    def test_bad_scenarios_raise_parse_errors(self):
        with self.assertRaises(wargame.ParseError) as cm:
            wargame.Scenario.from_yaml("ruleset: nosuch\n", "x.yaml")
        self.assertIn("x.yaml:1:10: unknown ruleset 'nosuch'", str(cm.exception))
        with self.assertRaises(wargame.FileError):
            wargame.Scenario.open("/nonexistent/file.yaml")


def _rows(path, games, workers, **kw):
    return wsweep.Sweep(path, games, **kw).run(workers)


class Sweeps(unittest.TestCase):
    def test_workers_do_not_change_the_games(self):
        kw = dict(agents=("greedy", "random"), seed=5, swap_sides=True, chunk=37)
        one = _rows(M44, 300, 1, **kw)
        two = _rows(M44, 300, 2, **kw)
        self.assertEqual(one, two)
        self.assertEqual([r[0] for r in one], list(range(300)))
        self.assertEqual(one, _rows(M44, 300, 1, **dict(kw, chunk=300)))

    def test_the_python_path_plays_the_games_c_plays(self):
        sw = wsweep.Sweep(M44, 6, ("greedy", "random"), seed=9, swap_sides=True)
        c_rows = sw.run(1)
        py_rows = [wsweep._play_python(sw.scenario, sw.agents, 9, True, 0, i) for i in range(6)]
        self.assertEqual(c_rows, py_rows)
        self.assertEqual(c_rows[0][1], wargame.sweep_seed(9, 0))

    def test_the_search_agent_sweeps_in_c_as_in_python(self):
        sw = wsweep.Sweep(M44, 2, ("search", "greedy"), seed=3, swap_sides=True, max_actions=8)
        self.assertTrue(sw.in_c)
        c_rows = sw.run(1)
        py_rows = [wsweep._play_python(sw.scenario, sw.agents, 3, True, 8, i) for i in range(2)]
        self.assertEqual(c_rows, py_rows)
        self.assertEqual([r[6] for r in c_rows], [8, 8])

    def test_a_python_callable_agent_plays_slowly_but_plays(self):
        rng = random.Random(1)

        def first_or_random(view, decision):
            legal = view.legal_actions()
            return legal[rng.randrange(len(legal))]
        sw = wsweep.Sweep(M44, 3, (first_or_random, "greedy"), max_actions=400)
        self.assertFalse(sw.in_c)
        rows = sw.run(workers=4)  # runs here: a callable cannot travel to a pool
        self.assertEqual([r[0] for r in rows], [0, 1, 2])
        self.assertTrue(all(0 < r[6] <= 400 for r in rows))
        self.assertIn("A=first_or_random B=greedy", wsweep.summary(sw, rows))

    def test_unknown_agents_are_refused(self):
        with self.assertRaises(ValueError):
            wsweep.Sweep(M44, 10, ("random", "clever"))
        with contextlib.redirect_stderr(io.StringIO()) as err:
            self.assertEqual(wsweep.main([M44, "--agents", "random"]), 2)
        self.assertIn("--agents takes two of random, greedy", err.getvalue())

    def test_wilson_interval(self):
        lo, hi = wsweep.wilson(5, 10)
        self.assertAlmostEqual(lo, 0.2366, places=4)
        self.assertAlmostEqual(hi, 0.7634, places=4)
        self.assertEqual(wsweep.wilson(0, 10)[0], 0.0)

    @unittest.skipUnless(WGSWEEP, "WG_WGSWEEP is not set")
    def test_the_command_matches_the_c_sweep_and_is_quiet_off_a_tty(self):
        with tempfile.TemporaryDirectory() as tmp:
            args = [M44, "--games", "400", "--agents", "random,greedy", "--swap-sides",
                    "--seed", "3"]
            py = subprocess.run([sys.executable, "-m", "wargame.sweep"] + args
                                + ["--workers", "2", "--out", tmp + "/p.csv"],
                                capture_output=True, text=True, timeout=120)
            self.assertEqual(py.returncode, 0, py.stderr)
            self.assertEqual(py.stderr, "")  # no progress bar off a terminal
            c = subprocess.run([WGSWEEP] + args + ["--threads", "2", "--out", tmp + "/c.csv"],
                               capture_output=True, text=True, timeout=120)
            self.assertEqual(c.returncode, 0, c.stderr)
            self.assertEqual(py.stdout, c.stdout)
            self.assertIn("agent B (greedy) wins", py.stdout)
            self.assertEqual(pathlib.Path(tmp, "p.csv").read_bytes(),
                             pathlib.Path(tmp, "c.csv").read_bytes())

    def test_the_progress_bar_says_games_rate_and_time_left(self):
        out = io.StringIO()
        bar = wsweep._Progress(out)
        bar(50, 200)
        self.assertRegex(out.getvalue(), r"\r50/200 games  \d+ games/s  \d+ s left")


if __name__ == "__main__":
    unittest.main()
