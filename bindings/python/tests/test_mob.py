"""Tests of the Python binding of the mob ruleset (wargame.mob): games played by
the built-in agents, a turn driven by pull from Python with forced dice (the
guns' targets, the initiative, a move, a battle, a retreat, a fence), illegal
actions, the queries, and the "no drift" check of mob.h's structs, constants
and functions.

Environment (meson sets it; see bindings/meson.build):
  WG_LIBRARY       the built libwargame.so.1
  WG_MOB_SCENARIO  examples/scenarios/mob-crossroads.yaml
  WG_SCENARIO      examples/scenarios/ogre-basic.yaml (a game of another ruleset)
  WG_LAYOUT_EXE    the built layout.c (run as `wg_layout mob.h`)
  WG_INCLUDE_DIR   include/wargame (default: found from this file)
"""
import fractions
import os
import pathlib
import sys
import unittest

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

import wargame  # noqa: E402
from wargame import mob  # noqa: E402
from wargame import (Game, WG_ACT_FIRE, WG_ACT_MOVE, WG_ACT_PASS, WG_ACT_RETREAT,  # noqa: E402
                     WG_AGENT_GREEDY, WG_AGENT_RANDOM, WG_DEC_FIRE, WG_DEC_MOVE, WG_DEC_NONE,
                     WG_DEC_RETREAT, WG_DEC_SETUP, WG_EV_ATTACK, WG_EV_DAMAGED,
                     WG_EV_DECLARED, WG_EV_DESTROYED, WG_EV_DIE, WG_EV_GAME_OVER, WG_EV_MOVE,
                     WG_EV_PHASE, WG_EV_RESULT, WG_EV_TURN)
from drift import RulesetDrift  # noqa: E402

ROOT = HERE.parents[2]
SCENARIOS = ROOT / "examples" / "scenarios"
CROSSROADS = pathlib.Path(os.environ.get("WG_MOB_SCENARIO") or SCENARIOS / "mob-crossroads.yaml")
OGRE = pathlib.Path(os.environ.get("WG_SCENARIO") or SCENARIOS / "ogre-basic.yaml")

# The crossroads' sides and the units these tests use (mob-crossroads.yaml, scenario order).
BLUE, RED = 0, 1
BLUE_1ST_FOOT, BLUE_2ND_FOOT, BLUE_MAXIM, BLUE_NAPOLEONS, BLUE_PARROTTS = 0, 1, 4, 5, 6
GENERAL_AZURE = 8
RED_1ST_FOOT, RED_2ND_FOOT, RED_4TH_FOOT, RED_GATLING = 9, 10, 12, 13
RED_HOWITZERS, RED_WHITWORTHS, RED_LANCERS, GENERAL_CRIMSON = 14, 15, 16, 17
# Battle die faces (mob.h): 1 and 2 infantry, 3 cavalry, 4 artillery/MG, 5 general, 6 flag.
INFANTRY_FACE, CAVALRY_FACE, ARTILLERY_FACE, FLAG_FACE = 1, 3, 4, 6

PHASES_OF_A_TURN = [mob.WG_MOB_PHASE_ARTILLERY, mob.WG_MOB_PHASE_INITIATIVE,
                    mob.WG_MOB_PHASE_MOVE, mob.WG_MOB_PHASE_FIRE,
                    mob.WG_MOB_PHASE_MOVE, mob.WG_MOB_PHASE_FIRE]


def script(**by_purpose):
    """A dice source playing back faces by roll purpose (battle=, artillery=,
    initiative=: lists). A die nobody scripted fails the test (the exception
    comes back out of the Game call that rolled it)."""
    faces = {getattr(mob, "WG_MOB_ROLL_" + name.upper()): list(v) for name, v in by_purpose.items()}
    rolled = []

    def dice(roll):
        left = faces.get(roll.purpose)
        if not left:
            raise AssertionError("an unscripted die: %r" % (roll,))
        rolled.append(roll)
        return left.pop(0)
    dice.rolled = rolled
    dice.left = faces
    return dice


def used_up(dice):
    return all(not v for v in dice.left.values())


def events_of(game, start, *types):
    return [e for e in game.events(start) if e.type in types]


def where(game, unit):
    """The unit's axial hex (q, r)."""
    u = game.unit(unit)
    return (u.x, u.y)


def begin(game, dice):
    """Install the dice source, then answer WG_DEC_SETUP: turn 1 begins."""
    d = game.decision
    assert (d.type, d.player) == (WG_DEC_SETUP, BLUE), d
    game.set_dice(dice)
    game.apply(mob.pass_())


def choose(game, unit, target):
    """The artillery phase's FIRE of `unit` at `target`, found in the legal list."""
    d = game.decision
    assert (d.type, d.unit) == (WG_DEC_FIRE, unit), d
    return next(a for a in game.legal_actions() if a.type == WG_ACT_FIRE and a.target == target)


class PlayedByAgents(unittest.TestCase):
    def play(self, seed, red_kind):
        g = Game.open(CROSSROADS, seed=seed)
        self.addCleanup(g.close)
        self.assertEqual(g.ruleset, "mob")
        g.set_builtin_agent(BLUE, WG_AGENT_GREEDY, seed=5)
        g.set_builtin_agent(RED, red_kind, seed=6)
        self.assertEqual(g.run(), "done")
        return g

    def test_the_agents_play_the_crossroads_to_a_result(self):
        for seed, red_kind in ((1, WG_AGENT_GREEDY), (2, WG_AGENT_RANDOM)):
            with self.subTest(seed=seed):
                g = self.play(seed, red_kind)
                status, turn, board = g.status, mob.turn(g), mob.board(g)
                self.assertTrue(status.over)
                self.assertIn(status.result, [r.value for r in mob.Result if r.value])
                self.assertTrue(g.result_text)
                if status.result == mob.WG_MOB_RESULT_DRAW:
                    self.assertIsNone(g.winner)
                    self.assertIn("draw", g.result_text)
                else:
                    self.assertIn(g.winner, (BLUE, RED))
                    self.assertIn("wins", g.result_text)
                if status.result == mob.WG_MOB_RESULT_DESTROY:
                    self.assertGreaterEqual(status.score[g.winner], board.destroy)
                self.assertLessEqual(status.turn, board.turns)
                over = events_of(g, 0, WG_EV_GAME_OVER)
                self.assertEqual([(e.player, e.result) for e in over],
                                 [(status.winner, status.result)])
                self.assertEqual(g.decision.type, WG_DEC_NONE)
                self.assertEqual(g.legal_actions(), [])
                with self.assertRaises(wargame.StateError):
                    g.apply(mob.pass_())

                # the score is the enemy units each side destroyed, as mob.turn() says
                self.assertEqual(tuple(status.score), tuple(turn.destroyed))
                credited = [e.player for e in events_of(g, 0, WG_EV_DESTROYED)]
                self.assertEqual((credited.count(BLUE), credited.count(RED)),
                                 tuple(status.score))
                for i, info in enumerate(mob.units(g)):
                    self.assertEqual(info.alive, g.unit(i).alive, i)
                    self.assertEqual(info.figures, g.unit(i).strength if info.alive else 0, i)
                with Game.load(g.save()) as h:
                    self.assertEqual(h.hash, g.hash)

    def test_mb_t1_to_t4_every_turn_is_guns_initiative_then_each_side_moves_and_fires(self):
        g = self.play(1, WG_AGENT_GREEDY)
        turns, current = [], None
        for e in g.events():
            if e.type == WG_EV_TURN:
                current = {"phases": [], "first": None}
                turns.append(current)
            elif current is not None and e.type == WG_EV_PHASE:
                current["phases"].append((e.value, e.player))
            elif current is not None and e.type == mob.WG_MOB_EV_INITIATIVE and e.player >= 0:
                self.assertEqual(e.player, 0 if e.value < e.extra else 1, "the lower goes first")
                current["first"] = e.player
        self.assertGreater(len(turns), 2)
        for n, t in enumerate(turns[:-1], start=1):     # the last may end mid-turn
            with self.subTest(turn=n):
                first = t["first"]
                self.assertEqual([p for p, _ in t["phases"]], PHASES_OF_A_TURN)
                self.assertEqual([s for _, s in t["phases"]],
                                 [-1, -1, first, first, 1 - first, 1 - first])


class AnsweredFromPython(unittest.TestCase):
    """A turn of the crossroads by pull, every decision answered here, the dice forced."""

    def setUp(self):
        self.g = Game.open(CROSSROADS, seed=1)
        self.addCleanup(self.g.close)

    def guns(self, dice, red_target=BLUE_1ST_FOOT):
        """Napoleons at Red 1st Foot, Parrotts at Red 4th Foot, Howitzers at `red_target`."""
        g = self.g
        begin(g, dice)
        g.apply(choose(g, BLUE_NAPOLEONS, RED_1ST_FOOT))
        g.apply(choose(g, BLUE_PARROTTS, RED_4TH_FOOT))
        d = g.decision
        self.assertEqual((d.type, d.player, d.unit), (WG_DEC_FIRE, RED, RED_HOWITZERS))
        g.apply(choose(g, RED_HOWITZERS, red_target))

    def test_mb_t1_the_guns_choose_from_python_then_all_roll_then_the_losses_apply(self):
        g = self.g
        dice = script(artillery=[INFANTRY_FACE, ARTILLERY_FACE, INFANTRY_FACE],
                      initiative=[1, 2])
        begin(g, dice)
        turn = mob.turn(g)
        self.assertEqual((turn.turn, turn.phase, turn.first, turn.side),
                         (1, mob.WG_MOB_PHASE_ARTILLERY, -1, -1))
        self.assertEqual(g.status.phase, mob.WG_MOB_PHASE_ARTILLERY)

        # player 0's guns first, in unit order: the Napoleons, with their hex in (x, y)
        d = g.decision
        self.assertEqual((d.type, d.player, d.unit), (WG_DEC_FIRE, BLUE, BLUE_NAPOLEONS))
        self.assertEqual((d.x, d.y), where(g, BLUE_NAPOLEONS))
        legal = g.legal_actions()
        self.assertEqual(legal[-1], mob.pass_())
        self.assertEqual({a.target for a in legal if a.type == WG_ACT_FIRE},
                         {RED_1ST_FOOT, RED_LANCERS})
        self.assertTrue(all(a.unit == BLUE_NAPOLEONS for a in legal if a.type == WG_ACT_FIRE))
        target = next(a for a in legal if a.target == RED_1ST_FOOT)
        self.assertEqual(target, mob.fire(BLUE_NAPOLEONS, RED_1ST_FOOT))
        dice_count = mob.battle_dice(g, BLUE_NAPOLEONS, RED_1ST_FOOT)
        self.assertEqual(dice_count, 1)

        # choosing rolls nothing yet, so it can be taken back
        before, mark = g.hash, g.event_count
        g.apply(target)
        self.assertEqual(dice.rolled, [])
        declared = events_of(g, mark, WG_EV_DECLARED)
        self.assertEqual([(e.player, e.unit, e.target, e.value) for e in declared],
                         [(BLUE, BLUE_NAPOLEONS, RED_1ST_FOOT, dice_count)])
        self.assertTrue(g.can_undo)
        g.undo()
        self.assertEqual(g.hash, before)
        self.assertEqual(g.decision.unit, BLUE_NAPOLEONS)
        g.apply(target)

        g.apply(choose(g, BLUE_PARROTTS, RED_4TH_FOOT))
        d = g.decision
        self.assertEqual((d.type, d.player, d.unit), (WG_DEC_FIRE, RED, RED_HOWITZERS))
        self.assertEqual(g.status.active, RED, "the deciding gun's owner")
        self.assertEqual(dice.rolled, [])
        mark = g.event_count
        g.apply(choose(g, RED_HOWITZERS, BLUE_1ST_FOOT))

        # every gun rolled (ATTACK, then its die), then the losses, gun by gun
        shots = [(BLUE_NAPOLEONS, RED_1ST_FOOT), (BLUE_PARROTTS, RED_4TH_FOOT),
                 (RED_HOWITZERS, BLUE_1ST_FOOT)]
        self.assertEqual([(r.sides, r.purpose, r.need, r.unit, r.target, r.player)
                          for r in dice.rolled[:3]],
                         [(6, mob.WG_MOB_ROLL_ARTILLERY, 0, u, t, g.unit(u).player)
                          for u, t in shots])
        log = list(g.events(mark))
        self.assertEqual([(e.type, e.player, e.unit, e.target) for e in log[:1]],
                         [(WG_EV_DECLARED, RED, RED_HOWITZERS, BLUE_1ST_FOOT)])
        log = log[1:]
        kinds = [e.type for e in log]
        losses = kinds.index(mob.WG_MOB_EV_ARTILLERY_LOSSES)
        self.assertEqual(kinds[:losses], [WG_EV_ATTACK, WG_EV_DIE] * 3)
        self.assertEqual([(e.unit, e.target, e.value) for e in log[:losses:2]],
                         [(u, t, 1) for u, t in shots])
        self.assertEqual([(e.purpose, e.roll) for e in log[1:losses:2]],
                         [(mob.WG_MOB_ROLL_ARTILLERY, f)
                          for f in (INFANTRY_FACE, ARTILLERY_FACE, INFANTRY_FACE)])
        results = [e for e in log[losses:] if e.type == WG_EV_RESULT]
        self.assertEqual([(e.unit, e.target, e.value, e.extra) for e in results],
                         [(BLUE_NAPOLEONS, RED_1ST_FOOT, 1, 0), (BLUE_PARROTTS, RED_4TH_FOOT, 0, 0),
                          (RED_HOWITZERS, BLUE_1ST_FOOT, 1, 0)])
        damaged = [e for e in log if e.type == WG_EV_DAMAGED]
        self.assertEqual([(e.unit, e.value, e.extra) for e in damaged],
                         [(RED_1ST_FOOT, 1, 3), (BLUE_1ST_FOOT, 1, 3)])

        # the figures lost, through the mob queries (MB-D2: an artillery face does
        # not hurt infantry)
        for unit, left in ((RED_1ST_FOOT, 3), (RED_4TH_FOOT, 4), (BLUE_1ST_FOOT, 3)):
            info = mob.unit(g, unit)
            self.assertEqual((info.figures, info.figures_start), (left, 4), unit)
            self.assertEqual(g.unit(unit).strength, left)
        self.assertTrue(used_up(dice))

    def test_mb_t2_the_lower_initiative_roll_goes_first_and_a_tie_is_rolled_again(self):
        g = self.g
        dice = script(artillery=[ARTILLERY_FACE] * 3, initiative=[3, 3, 5, 2])
        self.guns(dice)
        inits = [r for r in dice.rolled if r.purpose == mob.WG_MOB_ROLL_INITIATIVE]
        self.assertEqual([(r.sides, r.unit, r.target) for r in inits], [(6, -1, -1)] * 4)
        events = events_of(g, 0, mob.WG_MOB_EV_INITIATIVE)
        self.assertEqual([(e.value, e.extra, e.player) for e in events],
                         [(3, 3, -1), (5, 2, RED)])
        self.assertEqual([e.roll for e in events_of(g, 0, WG_EV_DIE)
                          if e.purpose == mob.WG_MOB_ROLL_INITIATIVE], [3, 3, 5, 2])
        self.assertIn("tie", g.describe(events[0]))
        turn = mob.turn(g)
        self.assertEqual((turn.phase, turn.first, turn.side, tuple(turn.initiative)),
                         (mob.WG_MOB_PHASE_MOVE, RED, RED, (5, 2)))
        d = g.decision
        self.assertEqual((d.type, d.player), (WG_DEC_MOVE, RED))
        self.assertEqual(g.status.active, RED)
        self.assertTrue(used_up(dice))

    def test_python_moves_a_unit_one_hex_then_battles_with_forced_dice(self):
        g = self.g
        dice = script(artillery=[ARTILLERY_FACE] * 3, initiative=[2, 5], battle=[CAVALRY_FACE])
        self.guns(dice)
        d = g.decision
        self.assertEqual((d.type, d.player), (WG_DEC_MOVE, BLUE))
        blue = [i for i in range(g.unit_count) if g.unit(i).player == BLUE]
        self.assertEqual(d.count, sum(mob.unit(g, i).moves_left for i in blue))
        self.assertEqual(mob.unit(g, BLUE_NAPOLEONS).moves_left, 0, "it fired this turn")
        self.assertEqual(mob.unit(g, BLUE_1ST_FOOT).moves_left, 2)

        start = where(g, BLUE_1ST_FOOT)
        self.assertEqual(mob.offset(g, *start), (3, 6))
        step = mob.move(BLUE_1ST_FOOT, *mob.axial(g, 3, 5))
        self.assertIn(step, g.legal_actions())
        mark = g.event_count
        g.apply(step)
        moves = events_of(g, mark, WG_EV_MOVE)
        self.assertEqual([(e.unit, e.value, e.extra, e.x, e.y) for e in moves],
                         [(BLUE_1ST_FOOT, start[0], start[1], step.x, step.y)])
        self.assertEqual(where(g, BLUE_1ST_FOOT), (step.x, step.y))
        info = mob.unit(g, BLUE_1ST_FOOT)
        self.assertEqual((info.moved, info.moves_left, info.may_battle), (1, 1, 1))
        self.assertEqual(g.decision.count, d.count - 1)
        self.assertEqual(mob.hex(g, (step.x, step.y)).unit, BLUE_1ST_FOOT)
        self.assertEqual(mob.hex(g, start).unit, -1)

        g.apply(mob.pass_())
        d = g.decision
        self.assertEqual((d.type, d.player), (WG_DEC_FIRE, BLUE))
        self.assertEqual(mob.turn(g).phase, mob.WG_MOB_PHASE_FIRE)
        legal = [a for a in g.legal_actions() if a.type == WG_ACT_FIRE and a.unit == BLUE_1ST_FOOT]
        self.assertEqual([a.target for a in legal], [RED_1ST_FOOT, RED_LANCERS])
        battle = legal[1]
        self.assertEqual(battle, mob.fire(BLUE_1ST_FOOT, RED_LANCERS))
        n = mob.battle_dice(g, BLUE_1ST_FOOT, RED_LANCERS)
        mark = g.event_count
        g.apply(battle)                                 # rolled at once
        self.assertEqual([(r.purpose, r.unit, r.target, r.player) for r in dice.rolled[-n:]],
                         [(mob.WG_MOB_ROLL_BATTLE, BLUE_1ST_FOOT, RED_LANCERS, BLUE)] * n)
        attack = events_of(g, mark, WG_EV_ATTACK)
        self.assertEqual([(e.unit, e.target, e.value) for e in attack],
                         [(BLUE_1ST_FOOT, RED_LANCERS, n)])
        self.assertEqual((attack[0].x, attack[0].y), where(g, RED_LANCERS))
        result = events_of(g, mark, WG_EV_RESULT)
        self.assertEqual([(e.value, e.extra, e.result) for e in result], [(1, 0, 0)])
        lancers = mob.unit(g, RED_LANCERS)
        self.assertEqual((lancers.type, lancers.figures, lancers.figures_start),
                         (mob.WG_MOB_CAVALRY, 2, 3))
        fired = mob.unit(g, BLUE_1ST_FOOT)
        self.assertEqual((fired.battled, fired.may_battle), (1, 0))
        self.assertNotIn(BLUE_1ST_FOOT, [a.unit for a in g.legal_actions()])
        self.assertTrue(used_up(dice))

    def test_mb_d3_a_flag_retreats_the_target_towards_its_home_by_the_owners_choice(self):
        g = self.g
        dice = script(artillery=[FLAG_FACE, ARTILLERY_FACE, ARTILLERY_FACE], initiative=[1, 2])
        mark = g.event_count
        self.guns(dice)

        # the Napoleons' flag: Red (home: the top edge) picks one of the two hexes above
        d = g.decision
        start = where(g, RED_1ST_FOOT)
        self.assertEqual(mob.offset(g, *start), (3, 1))
        self.assertEqual((d.type, d.player, d.unit, d.count),
                         (WG_DEC_RETREAT, RED, RED_1ST_FOOT, 1))
        self.assertEqual((d.x, d.y), start)
        self.assertEqual(mob.board(g).home[RED], mob.WG_MOB_HOME_TOP)
        legal = g.legal_actions()
        self.assertEqual(sorted(mob.offset(g, a.x, a.y) for a in legal), [(3, 0), (4, 0)])
        self.assertTrue(all(a.type == WG_ACT_RETREAT and a.unit == RED_1ST_FOOT for a in legal))
        results = events_of(g, mark, WG_EV_RESULT)
        self.assertEqual([(e.unit, e.value, e.extra) for e in results], [(BLUE_NAPOLEONS, 0, 1)],
                         "the later guns' results wait for the retreat")

        before = g.hash
        with self.assertRaises(wargame.IllegalError):       # never towards the enemy
            g.apply(mob.retreat(RED_1ST_FOOT, *mob.axial(g, 3, 2)))
        self.assertEqual(g.hash, before)

        back = mob.retreat(RED_1ST_FOOT, *mob.axial(g, 3, 0))
        self.assertIn(back, legal)
        mark = g.event_count
        g.apply(back)
        retreats = events_of(g, mark, mob.WG_MOB_EV_RETREAT)
        self.assertEqual([(e.unit, e.value, e.extra, e.x, e.y) for e in retreats],
                         [(RED_1ST_FOOT, start[0], start[1], back.x, back.y)])
        self.assertEqual(where(g, RED_1ST_FOOT), (back.x, back.y))
        self.assertEqual(mob.hex(g, (back.x, back.y)).unit, RED_1ST_FOOT)
        self.assertEqual(mob.hex(g, start).unit, -1)
        self.assertEqual(mob.unit(g, RED_1ST_FOOT).figures, 4)
        self.assertEqual([e.unit for e in events_of(g, mark, WG_EV_RESULT)],
                         [BLUE_PARROTTS, RED_HOWITZERS])
        self.assertEqual(g.decision.type, WG_DEC_MOVE)
        self.assertTrue(used_up(dice))

    def test_mb_x8_infantry_in_a_fence_hex_removes_it_instead_of_battling(self):
        g = self.g
        dice = script(initiative=[1, 2])
        begin(g, dice)
        for _ in range(3):                                # every gun holds its fire
            self.assertEqual(g.decision.type, WG_DEC_FIRE)
            g.apply(mob.pass_())
        self.assertEqual(events_of(g, 0, WG_EV_DECLARED, WG_EV_ATTACK), [])
        self.assertEqual(g.decision.type, WG_DEC_MOVE)

        fence = mob.axial(g, 4, 6)
        self.assertEqual(mob.hex(g, fence).terrain, mob.WG_MOB_FENCE)
        g.apply(mob.move(BLUE_1ST_FOOT, *fence))
        self.assertEqual(mob.unit(g, BLUE_1ST_FOOT).moves_left, 0, "a fence stops a move")
        g.apply(mob.pass_())
        remove = mob.remove_fence(BLUE_1ST_FOOT)
        self.assertIn(remove, g.legal_actions())
        mark = g.event_count
        g.apply(remove)
        removed = events_of(g, mark, mob.WG_MOB_EV_FENCE_REMOVED)
        self.assertEqual([(e.unit, e.x, e.y) for e in removed], [(BLUE_1ST_FOOT,) + tuple(fence)])
        self.assertEqual(mob.hex(g, fence).terrain, mob.WG_MOB_CLEAR)
        self.assertEqual(mob.unit(g, BLUE_1ST_FOOT).battled, 1)
        self.assertTrue(used_up(dice))


class IllegalActions(unittest.TestCase):
    def assert_refused(self, g, action):
        before, events, d = g.hash, g.event_count, g.decision
        self.assertFalse(g.is_legal(action))
        with self.assertRaises(wargame.IllegalError) as cm:
            g.apply(action)
        self.assertEqual(cm.exception.status, wargame.WG_EILLEGAL)
        self.assertTrue(cm.exception.message)
        self.assertEqual(g.hash, before)
        self.assertEqual(g.event_count, events)
        self.assertEqual(g.decision, d)

    def test_an_illegal_action_raises_and_leaves_the_hash_unchanged(self):
        with Game.open(CROSSROADS, seed=1) as g:
            self.assert_refused(g, mob.fire(BLUE_NAPOLEONS, RED_1ST_FOOT))   # before the start
            begin(g, script(initiative=[1, 2]))
            # the Napoleons decide: not a friend, not a unit out of sight, not another gun
            self.assertEqual(g.decision.unit, BLUE_NAPOLEONS)
            self.assert_refused(g, mob.fire(BLUE_NAPOLEONS, BLUE_1ST_FOOT))
            self.assertEqual(mob.battle_dice(g, BLUE_NAPOLEONS, RED_WHITWORTHS), 0)
            self.assert_refused(g, mob.fire(BLUE_NAPOLEONS, RED_WHITWORTHS))
            self.assert_refused(g, mob.fire(BLUE_PARROTTS, RED_4TH_FOOT))
            self.assert_refused(g, mob.move(BLUE_1ST_FOOT, *mob.axial(g, 3, 5)))
            for _ in range(3):
                g.apply(mob.pass_())
            self.assertEqual(g.decision.type, WG_DEC_MOVE)
            # two hexes at once, an enemy unit, into a friend's hex, then other kinds
            self.assert_refused(g, mob.move(BLUE_1ST_FOOT, *mob.axial(g, 3, 4)))
            self.assert_refused(g, mob.move(RED_1ST_FOOT, *mob.axial(g, 3, 2)))
            self.assertEqual(mob.hex(g, mob.axial(g, 6, 6)).unit, BLUE_MAXIM)
            self.assert_refused(g, mob.move(BLUE_2ND_FOOT, *mob.axial(g, 6, 6)))
            self.assert_refused(g, mob.fire(BLUE_1ST_FOOT, RED_LANCERS))
            self.assert_refused(g, mob.retreat(BLUE_1ST_FOOT, *mob.axial(g, 3, 7)))
            self.assert_refused(g, mob.remove_fence(BLUE_1ST_FOOT))


class Queries(unittest.TestCase):
    def setUp(self):
        self.g = Game.open(CROSSROADS, seed=1)
        self.addCleanup(self.g.close)

    def test_the_board_and_its_hexes(self):
        g = self.g
        b = mob.board(g)
        self.assertEqual((b.columns, b.rows, b.layout), (13, 9, wargame.hex.WG_HEX_ODD_R))
        self.assertEqual(tuple(b.home), (mob.WG_MOB_HOME_BOTTOM, mob.WG_MOB_HOME_TOP))
        self.assertEqual((b.turns, b.destroy, b.objectives), (12, 6, 3))

        def at(c, r):
            return mob.hex(g, mob.axial(g, c, r))
        hill = at(9, 1)
        self.assertEqual((hill.column, hill.row), (9, 1))
        self.assertEqual((hill.terrain, hill.height, hill.unit),
                         (mob.WG_MOB_HILL, 2, RED_WHITWORTHS))
        self.assertEqual((at(4, 1).terrain, at(4, 1).height), (mob.WG_MOB_HILL, 1))
        self.assertEqual((at(6, 1).unit, at(6, 1).general), (RED_2ND_FOOT, GENERAL_CRIMSON))
        self.assertEqual((at(2, 4).terrain, at(1, 4).terrain),
                         (mob.WG_MOB_BRIDGE, mob.WG_MOB_RIVER))
        self.assertEqual((at(5, 2).terrain, at(5, 2).unit), (mob.WG_MOB_FIELDWORKS, RED_GATLING))
        self.assertEqual((at(0, 0).terrain, at(0, 0).height, at(0, 0).unit),
                         (mob.WG_MOB_CLEAR, 0, -1))
        held = [(c, r) for c in range(b.columns) for r in range(b.rows) if at(c, r).objective]
        self.assertEqual(held, [(5, 3), (6, 4), (7, 5)])
        self.assertTrue(all(at(c, r).terrain == mob.WG_MOB_BUILT_UP for c, r in held))
        with self.assertRaises(IndexError):         # off the board (wg_mob_hex: WG_ERANGE)
            mob.hex(g, (100, 0))
        self.assertEqual(mob.offset(g, *mob.axial(g, 7, 3)), (7, 3))

        names = [mob.terrain_name(g, t) for t in mob.Terrain if t != mob.WG_MOB_TERRAIN_COUNT]
        self.assertEqual(len(set(names)), 14)
        self.assertEqual(mob.terrain_name(g, mob.WG_MOB_WOOD), "wood")
        self.assertEqual(mob.terrain_name(g, mob.WG_MOB_BUILT_UP), "built-up area")
        for bad in (-1, mob.WG_MOB_TERRAIN_COUNT):
            with self.assertRaises(IndexError):
                mob.terrain_name(g, bad)

    def test_mb_d1_the_battle_die_faces(self):
        g = self.g
        self.assertEqual([mob.die_face(g, f) for f in range(1, 7)],
                         [mob.WG_MOB_FACE_INFANTRY, mob.WG_MOB_FACE_INFANTRY,
                          mob.WG_MOB_FACE_CAVALRY, mob.WG_MOB_FACE_ARTILLERY,
                          mob.WG_MOB_FACE_GENERAL, mob.WG_MOB_FACE_FLAG])
        for bad in (0, 7):
            with self.assertRaises(IndexError):
                mob.die_face(g, bad)

    def test_the_units_their_dice_and_sight(self):
        g = self.g
        infos = mob.units(g)
        self.assertEqual(len(infos), 18)
        for i, info in enumerate(infos):
            self.assertEqual(info.type, g.unit(i).kind, i)
            self.assertEqual(info.figures, info.figures_start)
            self.assertEqual((info.moved, info.battled), (0, 0))
        self.assertEqual([infos[i].type for i in (BLUE_MAXIM, BLUE_NAPOLEONS, BLUE_PARROTTS,
                                                  GENERAL_AZURE)],
                         [mob.WG_MOB_MACHINE_GUN, mob.WG_MOB_SMOOTHBORE_ARTILLERY,
                          mob.WG_MOB_RIFLED_ARTILLERY, mob.WG_MOB_GENERAL])
        self.assertEqual(infos[BLUE_2ND_FOOT].general, GENERAL_AZURE)
        self.assertEqual(infos[BLUE_1ST_FOOT].general, -1)
        self.assertEqual(infos[GENERAL_AZURE].general, -1)
        self.assertEqual((infos[GENERAL_AZURE].range, infos[GENERAL_AZURE].may_battle), (0, 0))
        self.assertIn("type=WG_MOB_INFANTRY", repr(infos[0]))

        self.assertEqual(mob.battle_dice(g, BLUE_NAPOLEONS, RED_1ST_FOOT), 1)
        self.assertEqual(mob.battle_dice(g, BLUE_1ST_FOOT, BLUE_2ND_FOOT), 0)   # a friend
        self.assertEqual(mob.battle_dice(g, GENERAL_AZURE, RED_1ST_FOOT), 0)    # a general
        self.assertTrue(mob.line_of_sight(g, where(g, BLUE_NAPOLEONS), where(g, RED_1ST_FOOT)))
        self.assertFalse(mob.line_of_sight(g, where(g, BLUE_2ND_FOOT), where(g, RED_1ST_FOOT)))
        with self.assertRaises(IndexError):         # off the board (WG_ERANGE)
            mob.line_of_sight(g, (100, 0), where(g, RED_1ST_FOOT))
        for bad in (-1, 18):
            with self.assertRaises(IndexError):
                mob.unit(g, bad)
            with self.assertRaises(IndexError):
                mob.battle_dice(g, BLUE_1ST_FOOT, bad)

    def test_the_turn_before_and_after_the_start(self):
        g = self.g
        t = mob.turn(g)
        self.assertEqual((t.turn, t.first, t.side), (0, -1, -1))
        self.assertEqual((tuple(t.initiative), tuple(t.destroyed)), ((0, 0), (0, 0)))
        self.assertEqual(g.legal_actions(), [mob.pass_()])
        begin(g, script())
        t = mob.turn(g)
        self.assertEqual((t.turn, t.phase), (1, mob.WG_MOB_PHASE_ARTILLERY))
        self.assertIn("phase=WG_MOB_PHASE_ARTILLERY", repr(t))

    def test_a_game_of_another_ruleset_is_refused(self):
        with Game.open(OGRE, seed=1) as o:
            for query in (mob.board, mob.turn, lambda o: mob.unit(o, 0),
                          lambda o: mob.hex(o, (0, 0)), lambda o: mob.battle_dice(o, 0, 1),
                          lambda o: mob.die_face(o, 1), lambda o: mob.terrain_name(o, 0),
                          lambda o: mob.line_of_sight(o, (0, 0), (1, 0))):
                with self.assertRaises(wargame.InvalidError):
                    query(o)

    def test_mob_events_and_structs_read_well(self):
        self.assertIn("WG_MOB_EV_INITIATIVE", repr(wargame.Event(type=mob.WG_MOB_EV_INITIATIVE)))
        self.assertIn("WG_MOB_HOME_TOP", repr(mob.board(self.g)))
        self.assertIn("terrain=WG_MOB_HILL", repr(mob.hex(self.g, mob.axial(self.g, 9, 1))))
        self.assertIs(wargame.mob, mob)


# ---------------------------------------------------------------- exact odds

# mob.h's worked example: Blue foot at [4, 2] rolls 3 dice at Red foot of 3 figures on
# Red's home row [4, 0] (no retreat hex: each flag costs a figure).
HOME_ROW = """ruleset: mob
board: {columns: 9, rows: 7}
sides: [{name: Blue, home: bottom}, {name: Red, home: top}]
units:
  - {side: 0, type: infantry, at: [4, 2]}
  - {side: 1, type: infantry, at: [4, 0], figures: 3}
  - {side: 0, type: infantry, at: [0, 6]}
  - {side: 1, type: infantry, at: [8, 0]}
"""


class ExactOdds(unittest.TestCase):
    def setUp(self):
        self.g = Game.from_yaml(HOME_ROW, seed=1)
        self.addCleanup(self.g.close)
        begin(self.g, script(initiative=[1, 2]))
        while self.g.decision.type != WG_DEC_FIRE:
            self.g.apply(mob.pass_())

    def test_game_odds_of_a_battle_are_the_headers_worked_example(self):
        g, before = self.g, self.g.hash
        odds = g.odds(mob.fire(0, 1))
        self.assertEqual(g.hash, before, "a query changes nothing")
        self.assertEqual((odds.den, odds.attacks), (216, 1))
        got = [(mob.outcome_end(o.kind), mob.outcome_fields(o.value), o.unit, o.part, o.num)
               for o, _ in odds.outcomes()]
        held, blocked, destroyed = (mob.WG_MOB_OUTCOME_HELD, mob.WG_MOB_OUTCOME_BLOCKED,
                                    mob.WG_MOB_OUTCOME_DESTROYED)
        want = [(held, 2, 0, 0, 1, 36), (held, 1, 0, 0, 2, 54), (held, 0, 0, 0, 3, 27),
                (blocked, 1, 1, 1, 1, 36), (blocked, 0, 2, 2, 1, 9), (blocked, 0, 1, 1, 2, 27),
                (destroyed, 3, 0, 0, 0, 8), (destroyed, 2, 1, 1, 0, 12),
                (destroyed, 1, 2, 2, 0, 6), (destroyed, 0, 3, 3, 0, 1)]
        self.assertEqual([(k, f["hits"], f["flags"], f["rest"], f["left"], n)
                          for k, f, _, _, n in got], want)
        self.assertTrue(all((u, p) == (1, -1) for _, _, u, p, _ in got))
        self.assertTrue(all(f["steps"] == 0 and f["ignored"] == 0 for _, f, _, _, _ in got))
        elimination = sum(p for o, p in odds.outcomes()
                          if mob.outcome_end(o.kind) == mob.WG_MOB_OUTCOME_DESTROYED)
        self.assertEqual(elimination, fractions.Fraction(1, 8))

    def test_the_odds_match_the_battle_played_with_those_dice(self):
        # two flags and a cavalry face: 3 figures - 2 for the blocked hexes = 1 left
        odds = self.g.odds(mob.fire(0, 1))
        self.g.set_dice(script(battle=[FLAG_FACE, CAVALRY_FACE, FLAG_FACE]))
        self.g.apply(mob.fire(0, 1))
        self.assertEqual(mob.unit(self.g, 1).figures, 1)
        match = [o for o, _ in odds.outcomes()
                 if mob.outcome_fields(o.value) == dict(hits=0, flags=2, ignored=0, steps=0,
                                                         rest=2, left=1)]
        self.assertEqual([mob.outcome_end(o.kind) for o in match], [mob.WG_MOB_OUTCOME_BLOCKED])

    def test_actions_that_roll_no_battle_have_no_odds(self):
        before = self.g.hash
        with self.assertRaises(wargame.StateError):
            self.g.odds(mob.pass_())
        with self.assertRaises(wargame.IllegalError):
            self.g.odds(mob.fire(0, 3))               # Red's spare is out of range
        self.assertEqual(self.g.hash, before)


# ---------------------------------------------------------------- no drift

class NoDrift(RulesetDrift, unittest.TestCase):
    """wargame.mob matches mob.h and the C compiler, field by field."""
    module, header = mob, "mob.h"


if __name__ == "__main__":
    unittest.main()
