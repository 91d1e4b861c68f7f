"""Tests of the Python binding of the m44 ruleset (wargame.m44): whole games
played by the built-in agents (Op Fire on and off), an Op Fire window
answered from Python (FIRE with forced dice, and PASS), an ineligible Op
Fire, an order card played from Python, the queries, exact odds (m44.h's
worked example, an Op Fire shot), and the "no drift" check of m44.h's
struct, constants and functions.

Environment (meson sets it; see bindings/meson.build):
  WG_LIBRARY       the built libwargame.so.1
  WG_M44_SCENARIO  examples/scenarios/m44-opfire.yaml
  WG_SCENARIO      examples/scenarios/ogre-basic.yaml (a game of another ruleset)
  WG_LAYOUT_EXE    the built layout.c (run as `wg_layout m44.h`)
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
from wargame import m44  # noqa: E402
from wargame import (Game, WG_ACT_DECLARE, WG_ACT_FIRE, WG_ACT_MOVE, WG_ACT_PASS,  # noqa: E402
                     WG_ACT_PLAY, WG_ACT_RESOLVE, WG_AGENT_GREEDY, WG_AGENT_RANDOM,
                     WG_DEC_MOVE, WG_DEC_NONE, WG_DEC_OPFIRE, WG_DEC_ORDER, WG_EV_ATTACK,
                     WG_EV_DAMAGED, WG_EV_DIE, WG_EV_FIRE_OPTION, WG_EV_GAME_OVER, WG_EV_MOVE,
                     WG_EV_OPFIRE_WINDOW, WG_EV_RESULT, WG_EV_WINDOW_CLOSED)
from drift import RulesetDrift  # noqa: E402

ROOT = HERE.parents[2]
SCENARIOS = ROOT / "examples" / "scenarios"
OPFIRE = pathlib.Path(os.environ.get("WG_M44_SCENARIO") or SCENARIOS / "m44-opfire.yaml")
OGRE = pathlib.Path(os.environ.get("WG_SCENARIO") or SCENARIOS / "ogre-basic.yaml")

ALLIES, AXIS = 0, 1
# Die faces (m44.h): 1, 2 infantry, 3 armor, 4 grenade, 5 star, 6 flag.
GRENADE, STAR, FLAG = 4, 5, 6
# The seed whose greedy agents reach an Op Fire window with several (unit, card)
# pairs in the first turn (found by playing; the game is deterministic).
WINDOW_SEED = 4


def scenario_text(op_fire):
    text = OPFIRE.read_text(encoding="utf-8")
    assert "op_fire: true\n" in text
    return text if op_fire else text.replace("op_fire: true\n", "op_fire: false\n")


def events_of(game, start, *types):
    return [e for e in game.events(start) if e.type in types]


def script(*faces):
    """A dice source playing back `faces`; a die beyond them fails the test."""
    left, rolled = list(faces), []

    def dice(roll):
        if not left:
            raise AssertionError("an unscripted die: %r" % (roll,))
        rolled.append(roll)
        return left.pop(0)
    dice.rolled = rolled
    dice.left = left
    return dice


def to_window(seed=WINDOW_SEED):
    """The Op Fire scenario played by the greedy agents one action at a time,
    until the first WG_DEC_OPFIRE; the events come to Python through on_event."""
    g = Game.open(OPFIRE, seed=seed)
    seen = [None] * g.event_count          # the events logged before the callback
    g.on_event(seen.append)
    g.set_builtin_agent(ALLIES, WG_AGENT_GREEDY, seed=1)
    g.set_builtin_agent(AXIS, WG_AGENT_GREEDY, seed=2)
    for _ in range(500):
        if g.decision.type == WG_DEC_OPFIRE:
            return g, seen
        assert g.run(max_steps=1) == "stepped", g.decision
    raise AssertionError("no Op Fire window in 500 actions")


def opfire_pairs(game):
    return [(a.unit, a.card) for a in game.legal_actions() if a.type == WG_ACT_FIRE]


class PlayedByAgents(unittest.TestCase):
    def play(self, op_fire, seed, kinds):
        g = Game.from_yaml(scenario_text(op_fire), seed=seed, name=OPFIRE.name)
        self.addCleanup(g.close)
        self.assertEqual(g.ruleset, "m44")
        g.set_builtin_agent(ALLIES, kinds[0], seed=seed * 2 + 1)
        g.set_builtin_agent(AXIS, kinds[1], seed=seed * 2 + 2)
        self.assertEqual(g.run(), "done")
        return g

    def check_won(self, g):
        status = g.status
        self.assertTrue(status.over)
        self.assertIn(g.winner, (ALLIES, AXIS))
        self.assertEqual(status.result, m44.WG_M44_RESULT_MEDALS)
        self.assertIn("wins", g.result_text)
        self.assertGreaterEqual(status.score[g.winner], 4, "the scenario's medals")
        self.assertLess(status.score[1 - g.winner], 4)
        over = events_of(g, 0, WG_EV_GAME_OVER)
        self.assertEqual([(e.player, e.result) for e in over], [(status.winner, status.result)])
        # the score: units eliminated (WG_M44_EV_MEDAL counts those) plus the town held
        town = m44.hex(g, m44.axial(6, 4))
        for p in (ALLIES, AXIS):
            credited = [e for e in events_of(g, 0, wargame.WG_EV_DESTROYED) if e.player == p]
            medals = [e.value for e in events_of(g, 0, m44.WG_M44_EV_MEDAL) if e.player == p]
            self.assertEqual(medals, list(range(1, len(credited) + 1)))
            held = int(p == town.objective and town.unit >= 0 and g.unit(town.unit).player == p)
            self.assertEqual(status.score[p], len(credited) + held, p)
        self.assertEqual(g.decision.type, WG_DEC_NONE)
        self.assertEqual(g.legal_actions(), [])
        with self.assertRaises(wargame.StateError):
            g.apply(m44.pass_())
        with Game.load(g.save()) as h:
            self.assertEqual(h.hash, g.hash)

    def test_greedy_agents_play_with_op_fire_to_a_winner(self):
        windows = 0
        for seed in (1, 2, 3):
            with self.subTest(seed=seed):
                g = self.play(True, seed, (WG_AGENT_GREEDY, WG_AGENT_GREEDY))
                self.check_won(g)
                windows += len(events_of(g, 0, WG_EV_OPFIRE_WINDOW))
        self.assertGreater(windows, 0, "Op Fire windows came up")

    def test_greedy_agents_play_without_op_fire_to_a_winner(self):
        for seed in (1, 2, 3):
            with self.subTest(seed=seed):
                g = self.play(False, seed, (WG_AGENT_GREEDY, WG_AGENT_GREEDY))
                self.check_won(g)
                # no Op Fire: the only windows are Ambush's (one option, the Ambush card)
                for e in events_of(g, 0, WG_EV_OPFIRE_WINDOW):
                    self.assertEqual(e.value, 1)
                for e in events_of(g, 0, WG_EV_FIRE_OPTION):
                    self.assertEqual(m44.card_kind(g, e.weapon), m44.WG_M44_CARD_AMBUSH)
                self.assertEqual([e for e in events_of(g, 0, WG_EV_DIE)
                                  if e.purpose == m44.WG_M44_ROLL_OPFIRE], [])
                self.assertEqual([e for e in events_of(g, 0, m44.WG_M44_EV_CARD_PLAYED)
                                  if e.extra == 1], [])
                self.assertEqual(m44.opfire_owed(g, ALLIES) + m44.opfire_owed(g, AXIS), 0)

    def test_a_random_agent_against_the_greedy_one(self):
        g = self.play(True, 5, (WG_AGENT_RANDOM, WG_AGENT_GREEDY))
        self.check_won(g)


class OpFireFromPython(unittest.TestCase):
    """The agents play the scenario to an Op Fire window; Python answers it."""

    def setUp(self):
        self.g, self.seen = to_window()
        self.addCleanup(self.g.close)
        self.window = self.g.decision
        self.mover = self.window.unit

    def test_m44_o11_the_window_event_lists_the_legal_fire_pairs(self):
        g, d = self.g, self.window
        self.assertEqual(g.unit(self.mover).player, g.status.active)
        self.assertEqual(d.player, 1 - g.status.active, "the non-active player answers")
        self.assertEqual((d.target, d.x, d.y), (-1, g.unit(self.mover).x, g.unit(self.mover).y))
        # the events seen by on_event are the logged ones
        start = self.seen.count(None)
        self.assertEqual(self.seen[start:], list(g.events(start)))
        opened = [i for i, e in enumerate(self.seen) if e and e.type == WG_EV_OPFIRE_WINDOW]
        self.assertEqual(len(opened), 1)
        w = self.seen[opened[0]]
        self.assertEqual((w.unit, w.x, w.y, w.value), (self.mover, d.x, d.y, d.count))
        options = self.seen[opened[0] + 1:]
        self.assertEqual([e.type for e in options], [WG_EV_FIRE_OPTION] * d.count)
        for e in options:
            self.assertEqual((e.target, e.player), (self.mover, d.player))
            self.assertEqual(g.unit(e.unit).player, d.player)
            self.assertEqual((e.x, e.y), (g.unit(e.unit).x, g.unit(e.unit).y), "the firer's hex")
            self.assertEqual(e.value, e.weapon, "the card, in weapon and value")
        pairs = opfire_pairs(g)
        self.assertGreater(len(pairs), 1)
        self.assertEqual(sorted((e.unit, e.weapon) for e in options), sorted(pairs))
        self.assertEqual(len(pairs), d.count)
        hand = m44.hand(g, d.player)
        self.assertTrue(all(card in hand for _, card in pairs))
        self.assertIn(m44.pass_(), g.legal_actions())
        self.assertEqual(g.legal_actions()[-1].type, WG_ACT_PASS)

    def test_m44_o2_fire_with_forced_dice_costs_the_mover_a_figure_and_its_move_resumes(self):
        g, d = self.g, self.window
        unit, card = opfire_pairs(g)[0]
        n = m44.battle_dice(g, unit, self.mover)
        self.assertGreater(n, 0)
        before = m44.figures(g, self.mover)
        where = (g.unit(self.mover).x, g.unit(self.mover).y)
        hand = m44.hand(g, d.player)
        dice = script(GRENADE, *[STAR] * (n - 1))          # one hit, whatever the mover is
        g.set_dice(dice)
        mark = g.event_count
        g.apply(m44.opfire(unit, card))
        self.assertEqual(dice.left, [])
        self.assertEqual([(r.sides, r.purpose, r.unit, r.target, r.player) for r in dice.rolled],
                         [(6, m44.WG_M44_ROLL_OPFIRE, unit, self.mover, d.player)] * n)
        log = list(g.events(mark))
        self.assertEqual(log, self.seen[mark:])
        played = [e for e in log if e.type == m44.WG_M44_EV_CARD_PLAYED]
        self.assertEqual([(e.player, e.weapon, e.value, e.extra) for e in played],
                         [(d.player, card, m44.card_kind(g, card), 1)], "played for Op Fire")
        attack = [e for e in log if e.type == WG_EV_ATTACK]
        self.assertEqual([(e.unit, e.target, e.value, e.result) for e in attack],
                         [(unit, self.mover, n, m44.WG_M44_ROLL_OPFIRE)])
        self.assertEqual([e.roll for e in log if e.type == WG_EV_DIE], [GRENADE] + [STAR] * (n - 1))
        self.assertEqual([(e.target, e.value) for e in log if e.type == WG_EV_RESULT],
                         [(self.mover, 1)])
        # the figure lost, through the m44 and the core queries
        self.assertEqual(m44.figures(g, self.mover), before - 1)
        damaged = [e for e in log if e.type == WG_EV_DAMAGED]
        if before > 1:
            self.assertEqual(g.unit(self.mover).strength, before - 1)
            self.assertEqual([(e.unit, e.value, e.extra) for e in damaged],
                             [(self.mover, 1, before - 1)])
            self.assertEqual(m44.hex(g, where).unit, self.mover, "no flag: it stays")
        self.assertEqual(m44.hand(g, d.player), [c for c in hand if c != card])
        self.assertEqual(m44.opfire_owed(g, d.player), 1)
        # the window closes and the interrupted move goes on
        closed = [i for i, e in enumerate(log) if e.type == WG_EV_WINDOW_CLOSED]
        self.assertEqual(len(closed), 1)
        self.assertGreater(closed[0], log.index(attack[0]))
        after = g.decision
        self.assertEqual((after.type, after.player, after.depth),
                         (WG_DEC_MOVE, g.unit(self.mover).player, d.depth - 1))
        self.assertEqual(g.status.active, after.player)
        self.assertTrue(all(e.type != WG_EV_MOVE for e in log), "the mover was not pushed back")

    def test_pass_in_another_game_lets_the_mover_go_on(self):
        other, seen = to_window()
        self.addCleanup(other.close)
        self.assertEqual(other.hash, self.g.hash, "the same window")
        d = other.decision
        before = m44.figures(other, self.mover)
        hand = m44.hand(other, d.player)
        other.set_dice(script())                            # no die may be rolled
        mark = other.event_count
        other.apply(m44.pass_())
        log = list(other.events(mark))
        self.assertEqual(log, seen[mark:])
        self.assertEqual([e.type for e in log][:1], [WG_EV_WINDOW_CLOSED])
        self.assertEqual(events_of(other, mark, WG_EV_ATTACK, WG_EV_DIE,
                                   m44.WG_M44_EV_CARD_PLAYED), [])
        self.assertEqual(m44.figures(other, self.mover), before)
        self.assertEqual(m44.hand(other, d.player), hand)
        self.assertEqual(m44.opfire_owed(other, d.player), 0)
        after = other.decision
        self.assertEqual((after.type, after.player, after.depth),
                         (WG_DEC_MOVE, other.unit(self.mover).player, d.depth - 1))

    def test_an_ineligible_op_fire_raises_and_leaves_the_hash_unchanged(self):
        g, d = self.g, self.window
        offered = set(opfire_pairs(g))
        # a section card of the window's player and one of his units outside that
        # section (sections are the card player's: the top player's are mirrored)
        refused = None
        for card in m44.hand(g, d.player):
            section = m44.card_section(g, card)
            if section == m44.WG_M44_ANY:
                continue
            seen_by_0 = 2 - section if d.player == AXIS else section
            for i, u in enumerate(g.units()):
                if u.player == d.player and u.flags & wargame.WG_UNIT_ALIVE and \
                        not m44.hex(g, (u.x, u.y)).in_section(seen_by_0):
                    refused = (i, card)
                    break
            if refused:
                break
        self.assertIsNotNone(refused, "a card that cannot order a unit")
        self.assertNotIn(refused, offered)
        for unit, card in (refused, (self.mover, next(iter(offered))[1])):   # not even his own
            before, events = g.hash, g.event_count
            action = m44.opfire(unit, card)
            self.assertFalse(g.is_legal(action))
            with self.assertRaises(wargame.IllegalError) as cm:
                g.apply(action)
            self.assertEqual(cm.exception.status, wargame.WG_EILLEGAL)
            self.assertEqual(g.hash, before)
            self.assertEqual(g.event_count, events)
            self.assertEqual(g.decision, d)


# Allied infantry at [6, 7] and armor at [2, 7]; Axis infantry at [6, 3]; the
# deck unshuffled and the first cards of each hand dealt as listed.
PULL = """\
ruleset: m44
name: pull
shuffle: false
op_fire: true
medals: 2
board: {columns: 13, rows: 9, layout: odd-r}
sides:
  - {name: Allies, home: bottom, hand: 3, nation: allies}
  - {name: Axis, home: top, hand: 2, nation: axis}
units:
  - {side: 0, type: infantry, at: [6, 7]}
  - {side: 0, type: armor, at: [2, 7]}
  - {side: 1, type: infantry, at: [6, 3]}
hands: [[probe_centre, probe_left, attack_right], [probe_centre, probe_left]]
"""


class OrderFromPython(unittest.TestCase):
    """A turn by pull: the order card, the unit, the move into Op Fire, all from Python."""

    def setUp(self):
        self.g = Game.from_yaml(PULL, seed=1, name="pull.yaml")
        self.addCleanup(self.g.close)

    def test_play_a_card_and_order_a_unit_then_op_fire_interrupts_its_move(self):
        g = self.g
        d = g.decision
        self.assertEqual((d.type, d.player), (WG_DEC_ORDER, ALLIES))
        self.assertEqual(g.status.phase, m44.WG_M44_PHASE_ORDER)
        hand = m44.hand(g, ALLIES)
        self.assertEqual([m44.card_name(g, c) for c in hand],
                         ["Probe Left", "Probe Centre", "Attack Right"])
        legal = g.legal_actions()
        self.assertEqual(sorted(a.card for a in legal if a.type == WG_ACT_PLAY), hand)
        probe = hand[1]
        self.assertEqual((m44.card_kind(g, probe), m44.card_section(g, probe)),
                         (m44.WG_M44_CARD_PROBE, m44.WG_M44_CENTRE))
        mark = g.event_count
        g.apply(m44.play(probe))
        played = events_of(g, mark, m44.WG_M44_EV_CARD_PLAYED)
        self.assertEqual([(e.player, e.weapon, e.value, e.extra) for e in played],
                         [(ALLIES, probe, m44.WG_M44_CARD_PROBE, 0)])
        self.assertEqual(m44.hand(g, ALLIES), [hand[0], hand[2]])

        # the centre card orders the infantry in the centre, not the armor on the left
        d = g.decision
        self.assertEqual((d.type, d.player), (WG_DEC_ORDER, ALLIES))
        declares = [a.unit for a in g.legal_actions() if a.type == WG_ACT_DECLARE]
        self.assertEqual(declares, [0])
        before = g.hash
        with self.assertRaises(wargame.IllegalError):
            g.apply(m44.declare(1))
        self.assertEqual(g.hash, before)
        mark = g.event_count
        g.apply(m44.declare(0))
        self.assertEqual([e.unit for e in events_of(g, mark, m44.WG_M44_EV_ORDERED)], [0])
        if g.decision.type == WG_DEC_ORDER:                 # nothing more to declare
            self.assertIn(m44.resolve(), g.legal_actions())
            g.apply(m44.resolve())
        d = g.decision
        self.assertEqual((d.type, d.player), (WG_DEC_MOVE, ALLIES))
        self.assertEqual(g.status.phase, m44.WG_M44_PHASE_MOVE)

        # one hex up: 3 hexes from the Axis infantry, which may fire with either card
        q, r = m44.axial(6, 6)
        step = m44.move(0, q, r)
        self.assertIn(step, g.legal_actions())
        self.assertEqual([a for a in g.legal_actions() if a.type == WG_ACT_MOVE and a.unit == 1],
                         [], "the armor was not ordered")
        g.apply(step)
        d = g.decision
        self.assertEqual((d.type, d.player, d.unit, d.x, d.y), (WG_DEC_OPFIRE, AXIS, 0, q, r))
        axis = m44.hand(g, AXIS)
        self.assertEqual(opfire_pairs(g), [(2, c) for c in axis
                                           if m44.card_section(g, c) == m44.WG_M44_CENTRE])
        g.apply(m44.pass_())
        d = g.decision
        self.assertEqual((d.type, d.player), (WG_DEC_MOVE, ALLIES))
        self.assertIn(m44.move(0, *m44.axial(6, 5)), g.legal_actions())


class Queries(unittest.TestCase):
    def setUp(self):
        self.g = Game.open(OPFIRE, seed=1)
        self.addCleanup(self.g.close)

    def at(self, c, r):
        return m44.hex(self.g, m44.axial(c, r))

    def test_the_hexes(self):
        g = self.g
        self.assertEqual((self.at(2, 4).terrain, self.at(6, 4).terrain, self.at(9, 3).terrain),
                         (m44.WG_M44_FOREST, m44.WG_M44_TOWN, m44.WG_M44_HILL))
        self.assertEqual((self.at(7, 5).terrain, self.at(0, 5).terrain, self.at(1, 5).terrain),
                         (m44.WG_M44_HEDGEROW, m44.WG_M44_RIVER, m44.WG_M44_BRIDGE))
        town = self.at(6, 4)
        self.assertEqual((town.objective, town.unit, town.obstacle), (ALLIES, -1,
                                                                      m44.WG_M44_NO_OBSTACLE))
        self.assertEqual(self.at(0, 0), m44.HexInfo(terrain=m44.WG_M44_CLEAR, sections=1))
        bags = self.at(5, 2)
        self.assertEqual((bags.obstacle, bags.unit), (m44.WG_M44_SANDBAGS, 7))
        self.assertEqual(self.at(8, 6).obstacle, m44.WG_M44_WIRE)
        self.assertIn("obstacle=WG_M44_SANDBAGS", repr(bags))
        # sections [4, 8]: a line column is in both sections
        bits = [self.at(c, 0).sections for c in (2, 4, 6, 8, 10)]
        self.assertEqual(bits, [1, 3, 2, 6, 4])
        self.assertTrue(self.at(4, 0).in_section(m44.WG_M44_LEFT))
        self.assertTrue(self.at(4, 0).in_section(m44.WG_M44_CENTRE))
        self.assertFalse(self.at(4, 0).in_section(m44.WG_M44_RIGHT))
        for off_board in ((100, 0), m44.axial(13, 0), m44.axial(0, 9)):
            with self.assertRaises(IndexError):
                m44.hex(g, off_board)
        self.assertEqual(m44.offset(*m44.axial(7, 3)), (7, 3))

    def test_the_board_a_gui_draws(self):
        g = self.g
        b = m44.board(g)
        self.assertEqual((b.columns, b.rows, b.layout), (13, 9, wargame.hex.WG_HEX_ODD_R))
        self.assertEqual((tuple(b.sections), tuple(b.home)),
                         ((4, 8), (m44.WG_M44_HOME_BOTTOM, m44.WG_M44_HOME_TOP)))
        self.assertEqual(b.medals, 4)
        self.assertIn("WG_M44_HOME_TOP", repr(b))
        hexes = m44.hexes(g)
        self.assertEqual(len(hexes), 13 * 9)
        names = {m44.terrain_name(g, m44.hex(g, h).terrain) for h in hexes}
        self.assertEqual(names, {"open ground", "forest", "hedgerow", "town", "hill", "river",
                                 "bridge"})
        self.assertEqual([m44.obstacle_name(g, o) for o in range(m44.WG_M44_OBSTACLE_COUNT)],
                         ["none", "sandbags", "wire", "bunker", "hedgehog"])
        for bad in (-1, m44.WG_M44_TERRAIN_COUNT):
            with self.assertRaises(IndexError):
                m44.terrain_name(g, bad)
        with self.assertRaises(IndexError):
            m44.obstacle_name(g, m44.WG_M44_OBSTACLE_COUNT)
        with Game.open(OGRE, seed=1) as o:
            for query in (m44.board, m44.hexes, lambda o: m44.terrain_name(o, 0),
                          lambda o: m44.obstacle_name(o, 0)):
                with self.assertRaises(wargame.InvalidError):
                    query(o)

    def test_cards_and_hands(self):
        g = self.g
        deck = m44.cards(g)
        self.assertEqual(len(deck), 60)
        kinds = [m44.card_kind(g, c) for c in deck]
        self.assertEqual(set(kinds), set(m44.CardKind) - {m44.WG_M44_CARD_KIND_COUNT})
        for c in deck:
            name, section = m44.card_name(g, c), m44.card_section(g, c)
            if kinds[c] <= m44.WG_M44_CARD_ASSAULT:
                self.assertIn(section, (m44.WG_M44_LEFT, m44.WG_M44_CENTRE, m44.WG_M44_RIGHT))
                self.assertTrue(name.endswith(("Left", "Centre", "Right")), name)
            else:
                self.assertEqual(section, m44.WG_M44_ANY, name)
        hands = [m44.hand(g, p) for p in (ALLIES, AXIS)]
        self.assertEqual([len(h) for h in hands], [5, 4])
        self.assertEqual(set(hands[0]) & set(hands[1]), set())
        self.assertTrue(all(h == sorted(h) for h in hands))
        for bad in (-1, 60):
            for query in (m44.card_kind, m44.card_section, m44.card_name):
                with self.assertRaises(IndexError):
                    query(g, bad)
        for bad in (-1, 2):
            with self.assertRaises(IndexError):
                m44.hand(g, bad)
            with self.assertRaises(IndexError):
                m44.opfire_owed(g, bad)
        self.assertEqual((m44.opfire_owed(g, ALLIES), m44.opfire_owed(g, AXIS)), (0, 0))

    def test_units_dice_and_sight(self):
        g = self.g
        self.assertEqual([u.kind for u in g.units()],
                         [m44.WG_M44_INFANTRY] * 3 + [m44.WG_M44_ARMOR] * 2 + [m44.WG_M44_ARTILLERY]
                         + [m44.WG_M44_INFANTRY] * 4 + [m44.WG_M44_ARMOR, m44.WG_M44_ARTILLERY])
        self.assertEqual([m44.figures(g, i) for i in range(12)], [4, 4, 4, 3, 3, 2, 4, 4, 4, 4, 3, 2])
        # (m44.h does not say what a friend gets: the C answers by range, not 0)
        self.assertEqual(m44.battle_dice(g, 0, 6), 0, "out of range")
        for bad in (-1, 12):
            with self.assertRaises(IndexError):
                m44.battle_dice(g, 0, bad)
        a, b = m44.axial(6, 6), m44.axial(6, 2)
        self.assertTrue(m44.line_of_sight(g, a, m44.axial(6, 5)))
        self.assertFalse(m44.line_of_sight(g, a, b), "the town at [6, 4] blocks")
        with self.assertRaises(IndexError):
            m44.line_of_sight(g, (100, 0), a)
        self.assertEqual(sorted(m44.FACES.items())[:3],
                         [(1, m44.WG_M44_SYM_INFANTRY), (2, m44.WG_M44_SYM_INFANTRY),
                          (3, m44.WG_M44_SYM_ARMOR)])

    def test_a_game_of_another_ruleset_is_refused(self):
        with Game.open(OGRE, seed=1) as o:
            for query in (lambda o: m44.hand(o, 0), lambda o: m44.card_kind(o, 0),
                          lambda o: m44.card_section(o, 0), lambda o: m44.card_name(o, 0),
                          m44.cards, lambda o: m44.hex(o, (0, 0)),
                          lambda o: m44.line_of_sight(o, (0, 0), (1, 0)),
                          lambda o: m44.battle_dice(o, 0, 1), lambda o: m44.opfire_owed(o, 0)):
                with self.assertRaises(wargame.InvalidError):
                    query(o)

    def test_m44_names_read_well(self):
        self.assertIs(wargame.m44, m44)
        self.assertEqual(m44.event_name(m44.WG_M44_EV_CARD_PLAYED), "WG_M44_EV_CARD_PLAYED")
        self.assertEqual(m44.event_name(WG_EV_OPFIRE_WINDOW), "WG_EV_OPFIRE_WINDOW")
        self.assertIn("WG_M44_EV_MOVE_STOPPED",
                      repr(wargame.Event(type=m44.WG_M44_EV_MOVE_STOPPED)))


# ---------------------------------------------------------------- exact odds

# m44.h's worked example: Allied foot at [6, 1] next to Axis foot of 2 figures in sandbags
# on the Axis home row [6, 0] (no retreat hex): 3 dice - 1 for the sandbags.
HOME_ROW = """ruleset: m44
name: odds
shuffle: false
board: {columns: 13, rows: 9, layout: odd-r, obstacles: [{at: [6, 0], type: sandbags}]}
sides: [{name: Allies, home: bottom, hand: 4}, {name: Axis, home: top, hand: 4}]
units:
  - {side: 0, type: infantry, at: [6, 1]}
  - {side: 1, type: infantry, at: [6, 0], figures: 2}
hands: [[probe_centre, probe_left, probe_left, probe_left], [probe_right]]
"""


MEMOIR = """ruleset: m44
name: memoir board
board: {columns: 13, rows: 9, shape: memoir}
sides: [{name: Allies}, {name: Axis}]
units:
  - {side: 0, type: infantry, at: [0, 7]}
  - {side: 1, type: infantry, at: [13, 1]}
"""


class MemoirBoard(unittest.TestCase):
    """M44-X30..X32: the real board's rows, half hexes and sections, from Python."""

    def test_rows_half_hexes_and_sections(self):
        with Game.from_yaml(MEMOIR, seed=1, name="memoir.yaml") as g:
            b = m44.board(g)
            self.assertEqual((b.columns, b.rows, b.layout), (13, 9, wargame.hex.WG_HEX_EVEN_R))
            self.assertEqual([m44.row_hexes(g, r) for r in range(9)], [13, 14] * 4 + [13])
            with self.assertRaises(IndexError):
                m44.row_hexes(g, 9)
            at = lambda c, r: m44.axial(c, r, wargame.hex.WG_HEX_EVEN_R)  # noqa: E731
            self.assertEqual(m44.half_hex(g, at(0, 7)), m44.WG_M44_HALF_LEFT)
            self.assertEqual(m44.half_hex(g, at(13, 1)), m44.WG_M44_HALF_RIGHT)
            self.assertEqual(m44.half_hex(g, at(6, 4)), m44.Half.WG_M44_FULL_HEX)
            for off_board in (at(13, 0), at(14, 1), at(-1, 7)):
                with self.assertRaises(IndexError):
                    m44.half_hex(g, off_board)
            self.assertEqual(len(m44.hexes(g)), 5 * 13 + 4 * 14)
            self.assertEqual(m44.hex(g, at(0, 7)).unit, 0)
            # a line hex on a 13-hex row is in two sections; the 14-hex rows have none
            self.assertEqual([m44.hex(g, at(c, 0)).sections for c in (3, 4, 5)], [1, 3, 2])
            self.assertEqual([m44.hex(g, at(c, 1)).sections for c in (4, 5, 8, 9)], [1, 2, 2, 4])


class ExactOdds(unittest.TestCase):
    def setUp(self):
        self.g = Game.from_yaml(HOME_ROW, seed=1)
        self.addCleanup(self.g.close)
        centre = [c for c in m44.hand(self.g, ALLIES)
                  if m44.card_section(self.g, c) == m44.WG_M44_CENTRE]
        self.g.apply(m44.play(centre[0]))
        self.g.apply(m44.declare(0))                       # a Probe orders one: committed
        self.g.apply(m44.pass_())                          # no move: the battle phase

    def test_game_odds_of_a_battle_are_the_headers_worked_example(self):
        g, before = self.g, self.g.hash
        odds = g.odds(m44.fire(0, 1))
        self.assertEqual(g.hash, before, "a query changes nothing")
        self.assertEqual((odds.den, odds.attacks), (36, 1))
        held, blocked, destroyed = (m44.WG_M44_OUTCOME_HELD, m44.WG_M44_OUTCOME_BLOCKED,
                                    m44.WG_M44_OUTCOME_DESTROYED)
        got = [(m44.outcome_end(o.kind), m44.outcome_fields(o.value), o.unit, o.part, o.num)
               for o, _ in odds.outcomes()]
        want = [(held, 1, 0, 0, 0, 1, 12), (held, 1, 0, 1, 0, 1, 6), (held, 0, 0, 0, 0, 2, 4),
                (held, 0, 0, 1, 0, 2, 4), (blocked, 0, 1, 1, 1, 1, 1),
                (destroyed, 2, 0, 0, 0, 0, 9)]
        self.assertEqual([(k, f["hits"], f["flags"], f["ignored"], f["rest"], f["left"], n)
                          for k, f, _, _, n in got], want)
        self.assertTrue(all((u, p) == (1, 0) for _, _, u, p, _ in got), "target, roller")
        self.assertFalse(any(m44.outcome_game_over(o.kind) for o, _ in odds.outcomes()))
        elimination = sum(p for o, p in odds.outcomes()
                          if m44.outcome_end(o.kind) == destroyed)
        self.assertEqual(elimination, fractions.Fraction(1, 4))
        lines = g.describe_odds(odds)
        self.assertEqual(lines[4], "1/36 (2.8%): Axis infantry 1: no loss, 1 flag (1 more "
                                   "ignored): cannot retreat: 1 more lost; 1 left")

    def test_a_bunker_protects_its_side_like_sandbags(self):
        # M44-X4: the same battle with an Axis bunker for the sandbags
        with Game.from_yaml(HOME_ROW.replace("type: sandbags", "type: bunker, side: 1"),
                            seed=1) as g:
            bunker = m44.hex(g, wargame.hex.from_offset(6, 0))
            self.assertEqual((bunker.obstacle, bunker.obstacle_side), (m44.WG_M44_BUNKER, AXIS))
            self.assertEqual(m44.hex(g, wargame.hex.from_offset(6, 1)).obstacle_side, -1)
            self.assertEqual(m44.obstacle_name(g, m44.WG_M44_BUNKER), "bunker")
            centre = [c for c in m44.hand(g, ALLIES)
                      if m44.card_section(g, c) == m44.WG_M44_CENTRE]
            g.apply(m44.play(centre[0]))
            g.apply(m44.declare(0))
            g.apply(m44.pass_())
            odds = g.odds(m44.fire(0, 1))
            self.assertEqual(odds.den, 36)                 # 3 dice - 1 for the bunker
            self.assertIn("a flag ignored (bunker)", g.describe_odds(odds)[1])
            g.set_dice(script(FLAG, STAR))
            g.apply(m44.fire(0, 1))
            self.assertIn("ignores a flag (bunker)", "\n".join(
                g.describe(e) for e in g.events()))

    def test_badges(self):
        # M44-X6, X7: special forces and elite armor, named in queries and events
        yaml = HOME_ROW.replace(
            "  - {side: 0, type: infantry, at: [6, 1]}",
            "  - {side: 0, type: infantry, at: [6, 1], badge: special_forces}\n"
            "  - {side: 0, type: armor, at: [2, 8], badge: elite_armor}")
        with Game.from_yaml(yaml, seed=1) as g:
            self.assertEqual([m44.unit_badge(g, u) for u in range(3)],
                             [m44.WG_M44_SPECIAL_FORCES, m44.WG_M44_ELITE_ARMOR,
                              m44.WG_M44_NO_BADGE])
            self.assertEqual(m44.figures(g, 1), 4)
            self.assertEqual(m44.badge_name(g, m44.WG_M44_ELITE_ARMOR), "elite armor")
            with self.assertRaises(IndexError):
                m44.unit_badge(g, 3)
            with self.assertRaises(IndexError):
                m44.badge_name(g, m44.WG_M44_BADGE_COUNT)
            centre = [c for c in m44.hand(g, ALLIES)
                      if m44.card_section(g, c) == m44.WG_M44_CENTRE]
            g.apply(m44.play(centre[0]))
            g.apply(m44.declare(0))
            ordered = [e for e in g.events() if e.type == m44.WG_M44_EV_ORDERED]
            self.assertEqual(ordered[-1].value, m44.WG_M44_SPECIAL_FORCES)
            self.assertEqual(g.describe(ordered[-1]),
                             "Allies special forces 0 (special forces) is ordered")

    def test_the_odds_match_the_battle_played_with_those_dice(self):
        # two flags: the sandbags ignore one, the other costs a figure (no hex behind)
        odds = self.g.odds(m44.fire(0, 1))
        self.g.set_dice(script(FLAG, FLAG))
        self.g.apply(m44.fire(0, 1))
        self.assertEqual(m44.figures(self.g, 1), 1)
        match = [o for o, _ in odds.outcomes()
                 if m44.outcome_fields(o.value) == dict(hits=0, flags=1, ignored=1, steps=0,
                                                         rest=1, left=1)]
        self.assertEqual([m44.outcome_end(o.kind) for o in match], [m44.WG_M44_OUTCOME_BLOCKED])

    def test_an_op_fire_shot_has_odds(self):
        g, _ = to_window()
        self.addCleanup(g.close)
        unit, card = opfire_pairs(g)[0]
        odds = g.odds(m44.opfire(unit, card))
        self.assertEqual(odds.den, 6 ** m44.battle_dice(g, unit, g.decision.unit))
        self.assertEqual(sum(p for _, p in odds.outcomes()), 1)
        self.assertTrue(all(o.unit == g.decision.unit and o.part == unit
                            for o, _ in odds.outcomes()))

    def test_actions_that_roll_no_battle_have_no_odds(self):
        before = self.g.hash
        with self.assertRaises(wargame.StateError):
            self.g.odds(m44.pass_())
        with self.assertRaises(wargame.IllegalError):
            self.g.odds(m44.fire(1, 0))               # an Axis unit, in the Allies' battle
        self.assertEqual(self.g.hash, before)


# ---------------------------------------------------------------- no drift

class HiddenInformation(unittest.TestCase):
    """Issue 15 from Python: event_for, describe_for, on_event(fn, player=...),
    clone_for and hand_for."""

    def test_each_seat_hears_only_its_own_cards(self):
        for op_fire, seed in ((True, 4), (False, 5)):
            g = Game.from_yaml(scenario_text(op_fire), seed=seed)
            self.addCleanup(g.close)
            heard = {p: [] for p in (ALLIES, AXIS, wargame.WG_SPECTATOR)}
            everything = []
            for p, got in heard.items():
                g.on_event(got.append, player=p)
            g.on_event(everything.append)
            g.set_builtin_agent(ALLIES, WG_AGENT_RANDOM, seed=seed)
            g.set_builtin_agent(AXIS, WG_AGENT_RANDOM, seed=seed + 1)
            self.assertEqual(g.run(), "done")
            draws = [e for e in everything if e.type == m44.WG_M44_EV_DRAW]
            self.assertTrue(draws and all(e.weapon >= 0 for e in draws))
            for p, got in heard.items():
                for e in got:
                    if e.type == m44.WG_M44_EV_DRAW and e.player != p:
                        self.assertEqual(e.weapon, -1)
                    if e.type == WG_EV_FIRE_OPTION:
                        self.assertEqual(e.player, p)
            mine = [e for e in heard[ALLIES] if e.type == m44.WG_M44_EV_DRAW and e.weapon >= 0]
            self.assertTrue(mine and all(e.player == ALLIES for e in mine))
            options = [e for e in everything if e.type == WG_EV_FIRE_OPTION]
            self.assertEqual(op_fire, bool(options))
            self.assertFalse([e for e in heard[wargame.WG_SPECTATOR]
                              if e.type == WG_EV_FIRE_OPTION])

    def test_event_for_and_describe_for_name_no_card_of_another(self):
        g = Game.open(OPFIRE, seed=2)
        self.addCleanup(g.close)
        draw = next(e for e in g.events() if e.type == m44.WG_M44_EV_DRAW)
        owner = draw.player
        self.assertEqual(g.event_for(draw, owner).weapon, draw.weapon)
        self.assertEqual(g.event_for(draw, 1 - owner).weapon, -1)
        self.assertIn(m44.card_name(g, draw.weapon), g.describe_for(draw, owner))
        self.assertIn("draws a card", g.describe_for(draw, wargame.WG_SPECTATOR))
        with self.assertRaises(wargame.RangeError):
            g.event_for(draw, 2)

    def test_clone_for_keeps_what_the_player_sees(self):
        g = Game.open(OPFIRE, seed=3)
        self.addCleanup(g.close)
        others = set()
        for seed in range(20):
            with g.clone_for(ALLIES, seed) as c:
                self.assertEqual(c.event_count, 0)
                self.assertEqual(c.history(), [])
                self.assertEqual(m44.hand(c, ALLIES), m44.hand(g, ALLIES))
                self.assertEqual(list(c.units()), list(g.units()))
                others.add(tuple(m44.hand(c, AXIS)))
                with g.clone_for(ALLIES, 99) as other, other.clone_for(ALLIES, seed) as d:
                    self.assertEqual(d.hash, c.hash)  # depends only on what Allies see
        self.assertGreater(len(others), 1)
        with g.clone_for(AXIS, 1) as c:
            c.set_builtin_agent(ALLIES, WG_AGENT_RANDOM, seed=1)
            c.set_builtin_agent(AXIS, WG_AGENT_RANDOM, seed=2)
            self.assertEqual(c.run(), "done")

    def test_decision_for_and_legal_actions_for(self):
        g = Game.open(OPFIRE, seed=4)
        self.addCleanup(g.close)
        g.set_builtin_agent(ALLIES, WG_AGENT_RANDOM, seed=4)
        g.set_builtin_agent(AXIS, WG_AGENT_RANDOM, seed=5)
        while g.decision.type != WG_DEC_OPFIRE:
            self.assertEqual(g.run(1), "stepped")
        d = g.decision
        self.assertEqual(g.decision_for(d.player), d)
        self.assertEqual(g.decision_for(1 - d.player).count, -1)
        self.assertEqual(g.legal_actions_for(d.player), g.legal_actions())
        self.assertEqual(g.legal_actions_for(wargame.WG_SPECTATOR), [])

    def test_hand_for_shows_another_hand_as_its_size(self):
        g = Game.open(OPFIRE, seed=1)
        self.addCleanup(g.close)
        self.assertEqual(m44.hand_for(g, ALLIES, ALLIES), m44.hand(g, ALLIES))
        self.assertEqual(m44.hand_for(g, ALLIES, AXIS), [-1] * len(m44.hand(g, AXIS)))
        self.assertEqual(m44.hand_for(g, wargame.WG_SPECTATOR, ALLIES),
                         [-1] * len(m44.hand(g, ALLIES)))
        with self.assertRaises(wargame.RangeError):
            m44.hand_for(g, 2, ALLIES)


class MedalObjectives(unittest.TestCase):
    """Issue 20: objectives of each kind, exit markers and the airdrop (M44-X20..X25)."""

    def test_the_airdrop_scenario_lists_its_objectives_and_plays_to_a_winner(self):
        with Game.open(SCENARIOS / "m44-airdrop.yaml", seed=2) as g:
            self.assertEqual(m44.objective_count(g), 5)
            kinds = [o.kind for o in m44.objectives(g)]
            self.assertEqual(kinds, [m44.WG_M44_OBJ_TEMPORARY, m44.WG_M44_OBJ_PERMANENT,
                                     m44.WG_M44_OBJ_START_TURN, m44.WG_M44_OBJ_EXIT,
                                     m44.WG_M44_OBJ_EXIT])
            town = m44.objective(g, 0)
            self.assertEqual((town.side, town.medals, town.holder), (ALLIES, 1, -1))
            self.assertEqual(m44.offset(town.x, town.y), (6, 3))
            self.assertIn("kind=WG_M44_OBJ_TEMPORARY", repr(town))
            # M44-X24: the game starts at the Allies' airdrop, nothing rolled yet
            self.assertEqual(g.decision.kind_name, "m44.airdrop")
            self.assertEqual(g.decision.player, ALLIES)
            self.assertEqual(events_of(g, 0, m44.WG_M44_EV_AIRDROP, wargame.WG_EV_DIE), [])
            # zone [[-1, -1], [13, 4]]: a die of 15 sides (column), then of 6 (row)
            dice = script(8, 5, 8, 5, 1, 1, 6, 6)  # [6, 3]; [6, 3] again; [-1, -1]; [4, 4]
            g.set_dice(dice)
            g.apply(m44.pass_())
            g.set_dice(None)
            self.assertEqual([(r.sides, r.purpose) for r in dice.rolled[:2]],
                             [(15, m44.WG_M44_ROLL_AIRDROP), (6, m44.WG_M44_ROLL_AIRDROP)])
            drops = events_of(g, 0, m44.WG_M44_EV_AIRDROP)
            self.assertEqual([e.unit for e in drops], [11, 12, 13, 14])
            self.assertEqual([e.extra for e in drops],
                             [m44.WG_M44_DROP_LANDED, m44.WG_M44_DROP_OCCUPIED,
                              m44.WG_M44_DROP_OFF_BOARD, m44.WG_M44_DROP_LANDED])
            self.assertEqual(m44.offset(drops[0].x, drops[0].y), (6, 3))
            for e in drops:
                self.assertEqual(bool(g.unit(e.unit).flags & wargame.WG_UNIT_ALIVE),
                                 e.extra == m44.WG_M44_DROP_LANDED)
            with self.assertRaises(IndexError):
                m44.objective(g, 5)
            g.set_builtin_agent(ALLIES, WG_AGENT_GREEDY, seed=5)
            g.set_builtin_agent(AXIS, WG_AGENT_GREEDY, seed=6)
            self.assertEqual(g.run(), "done")
            self.assertIn(g.winner, (ALLIES, AXIS))
            held = [e for e in events_of(g, 0, m44.WG_M44_EV_OBJECTIVE)]
            for e in held:
                self.assertIn(e.player, (-1, ALLIES, AXIS))
            self.assertEqual(m44.event_name(m44.WG_M44_EV_EXIT), "WG_M44_EV_EXIT")

    def test_a_majority_group_scores_once(self):
        # M44-X28: Allies in two of the group's three hexes, the Axis in one
        group = ", ".join("{at: [%d, %d], side: both, kind: majority, group: 1}" % h
                          for h in ((6, 5), (4, 4), (8, 4)))
        text = ("ruleset: m44\nname: group\nshuffle: false\nobjectives: [%s]\n"
                "board: {columns: 13, rows: 9}\n"
                "sides: [{name: Allies, hand: 4}, {name: Axis, hand: 4}]\n"
                "units: [{side: 0, type: infantry, at: [6, 5]},"
                " {side: 0, type: infantry, at: [4, 4]}, {side: 1, type: infantry, at: [8, 4]}]\n"
                % group)
        with Game.from_yaml(text, seed=1, name="group.yaml") as g:
            objs = m44.objectives(g)
            self.assertEqual({o.kind for o in objs}, {m44.WG_M44_OBJ_MAJORITY})
            self.assertEqual([o.holder for o in objs], [ALLIES] * 3)
            self.assertEqual([o.scored for o in objs], [1, 0, 0])
            self.assertEqual(g.status.score[ALLIES], 1)

    def test_blow_a_bridge_with_forced_dice(self):
        text = ("ruleset: m44\nname: bridge\nshuffle: false\nfirst: 1\nbridges: {blow: 1}\n"
                "board: {columns: 13, rows: 9, terrain: [{at: [5, 4], type: river},"
                " {at: [6, 4], type: bridge}, {at: [7, 4], type: river}]}\n"
                "sides: [{name: Allies, hand: 4}, {name: Axis, hand: 4}]\n"
                "units: [{side: 0, type: infantry, at: [6, 7]},"
                " {side: 1, type: infantry, at: [6, 3]}]\n"
                "hands: [[probe_centre], [probe_centre]]\n")
        with Game.from_yaml(text, seed=1, name="bridge.yaml") as g:
            g.apply(m44.play(m44.hand(g, AXIS)[0]))
            if g.decision.type == WG_DEC_ORDER:
                g.apply(m44.declare(1))
            if g.decision.type == WG_DEC_ORDER:
                g.apply(m44.resolve())
            if g.decision.type == WG_DEC_MOVE:
                g.apply(m44.pass_())
            q, r = m44.axial(6, 4)
            self.assertIn(m44.blow_bridge(1, q, r), g.legal_actions())
            g.set_dice(script(STAR, GRENADE))
            start = g.event_count
            g.apply(m44.blow_bridge(1, q, r))
            (ev,) = events_of(g, start, m44.WG_M44_EV_BRIDGE)
            self.assertEqual((ev.unit, ev.value), (1, 1))
            self.assertEqual(m44.hex(g, (q, r)).terrain, m44.WG_M44_RIVER)

    def test_objective_queries_refuse_another_ruleset(self):
        with Game.open(OGRE, seed=1) as o:
            for query in (m44.objective_count, lambda o: m44.objective(o, 0)):
                with self.assertRaises(wargame.InvalidError):
                    query(o)


class NoDrift(RulesetDrift, unittest.TestCase):
    """wargame.m44 matches m44.h and the C compiler, field by field."""
    module, header = m44, "m44.h"


if __name__ == "__main__":
    unittest.main()
