"""Tests of wargame.BuiltinAgent (wg_agent_init, wg_agent_decide asked by hand):
its answer is legal and leaves the game alone, is the answer the same agent
seated at the player plays, follows its seed, and it refuses an unknown kind
and a finished game.

Environment (meson sets it; see bindings/meson.build):
  WG_LIBRARY       the built libwargame.so.1
"""
import pathlib
import sys
import unittest

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import wargame  # noqa: E402
from wargame import (BuiltinAgent, Game, WG_AGENT_GREEDY, WG_AGENT_RANDOM,  # noqa: E402
                     WG_AGENT_SEARCH)

SCENARIOS = HERE.parents[2] / "examples" / "scenarios"
ALL = ("ogre-basic", "m44-base", "mob-skirmish", "fow-tank-duel")


def seated_answer(game, kind, seed):
    """What the agent plays when seated at the deciding player: run one step of a copy."""
    copy = game.clone()
    copy.set_builtin_agent(copy.decision.player, kind, seed=seed)
    copy.run(max_steps=1)
    return copy.history()[-1].action


class BuiltinAgentTests(unittest.TestCase):
    def test_answer_is_legal_and_changes_nothing(self):
        for name in ALL:
            with self.subTest(scenario=name), \
                    Game.open(SCENARIOS / (name + ".yaml"), seed=3) as g:
                for kind in (WG_AGENT_RANDOM, WG_AGENT_GREEDY):
                    before = g.hash
                    a = BuiltinAgent(kind, seed=7).decide(g)
                    self.assertEqual(g.hash, before)
                    self.assertIn(a, g.legal_actions())

    def test_answer_is_what_the_seated_agent_plays(self):
        for name in ALL:
            with self.subTest(scenario=name), \
                    Game.open(SCENARIOS / (name + ".yaml"), seed=5) as g:
                for _ in range(30):  # through the first decisions of both sides
                    if g.over:
                        break
                    for kind in (WG_AGENT_RANDOM, WG_AGENT_GREEDY):
                        self.assertEqual(BuiltinAgent(kind, seed=11).decide(g),
                                         seated_answer(g, kind, 11))
                    g.apply(BuiltinAgent(WG_AGENT_GREEDY, seed=1).decide(g))

    def test_same_seed_same_answers(self):
        with Game.open(SCENARIOS / "m44-base.yaml", seed=2) as g:
            answers = set()
            for seed in range(12):
                first = BuiltinAgent(WG_AGENT_RANDOM, seed=seed).decide(g)
                self.assertEqual(BuiltinAgent(WG_AGENT_RANDOM, seed=seed).decide(g), first)
                answers.add(repr(first))
            self.assertGreater(len(answers), 1, "the seed chooses among the answers")

    def test_kind(self):
        self.assertEqual(BuiltinAgent().kind, WG_AGENT_GREEDY)
        self.assertEqual(BuiltinAgent(WG_AGENT_SEARCH).kind, WG_AGENT_SEARCH)

    def test_refusals(self):
        with self.assertRaises(wargame.InvalidError):
            BuiltinAgent(9)
        with Game.open(SCENARIOS / "mob-skirmish.yaml", seed=4) as g:
            g.set_builtin_agent(0, WG_AGENT_GREEDY, seed=1)
            g.set_builtin_agent(1, WG_AGENT_GREEDY, seed=2)
            g.run()
            self.assertTrue(g.over)
            with self.assertRaises(wargame.StateError) as caught:
                BuiltinAgent(WG_AGENT_GREEDY).decide(g)
            self.assertIn("over", str(caught.exception))


if __name__ == "__main__":
    unittest.main()
