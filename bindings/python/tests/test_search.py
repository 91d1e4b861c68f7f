"""Tests of the Python binding of the search agent (wargame.Search,
WG_AGENT_SEARCH): it answers a decision without changing the game, plays a
side through set_builtin_agent with a budget, gives the same game for the
same seed and budget, reports its stats, and refuses bad options.

Environment (meson sets it; see bindings/meson.build):
  WG_LIBRARY       the built libwargame.so.1
  WG_MOB_SCENARIO  examples/scenarios/mob-crossroads.yaml
"""
import os
import pathlib
import sys
import unittest

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import wargame  # noqa: E402
from wargame import Game, Search, WG_AGENT_GREEDY, WG_AGENT_SEARCH  # noqa: E402

SCENARIOS = HERE.parents[2] / "examples" / "scenarios"
MOB = pathlib.Path(os.environ.get("WG_MOB_SCENARIO") or SCENARIOS / "mob-crossroads.yaml")
SKIRMISH = SCENARIOS / "mob-skirmish.yaml"


def play(seed, budget):
    with Game.open(SKIRMISH, seed=seed) as g:
        g.set_builtin_agent(0, WG_AGENT_SEARCH, seed=3, budget=budget)
        g.set_builtin_agent(1, WG_AGENT_GREEDY, seed=4)
        g.run()
        return g.hash, g.over


class SearchAgent(unittest.TestCase):
    def test_decide_leaves_the_game_alone(self):
        with Game.open(MOB, seed=2) as g, Search(iterations=20, seed=5, rollout_steps=10) as s:
            before = g.hash
            a = s.decide(g)
            self.assertEqual(g.hash, before)
            self.assertIn(a, g.legal_actions())
            self.assertGreaterEqual(s.last.iterations, 0)
            self.assertLessEqual(s.last.nodes, 21)

    def test_same_seed_and_budget_same_game(self):
        first = play(7, 10)
        self.assertTrue(first[1])
        self.assertEqual(first, play(7, 10))

    def test_time_budget_alone(self):
        with Game.open(MOB, seed=1) as g:
            s = g.set_builtin_agent(0, WG_AGENT_SEARCH, seed=1, time_ms=5)
            self.assertIsInstance(s, Search)
            a = s.decide(g)
            self.assertIn(a, g.legal_actions())

    def test_bad_options(self):
        with self.assertRaises(wargame.InvalidError):
            Search(iterations=0, time_ms=0)
        with self.assertRaises(wargame.InvalidError):
            Search(iterations=-5)

    def test_over_game_is_a_state_error(self):
        with Game.open(SKIRMISH, seed=1) as g, Search(iterations=5) as s:
            g.set_builtin_agent(0, wargame.WG_AGENT_RANDOM, seed=1)
            g.set_builtin_agent(1, wargame.WG_AGENT_RANDOM, seed=2)
            g.run()
            with self.assertRaises(wargame.StateError) as caught:
                s.decide(g)
            self.assertIn("the game is over", str(caught.exception))


if __name__ == "__main__":
    unittest.main()
