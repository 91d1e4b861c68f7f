"""Tests of the Python binding: whole games, a splitfire window answered from
Python, errors, save/load, clones, callbacks, and the "no drift" check of
every struct layout and constant against the C compiler.

Environment (meson sets it; see bindings/meson.build):
  WG_LIBRARY     the built libwargame.so.1
  WG_SCENARIO    examples/scenarios/ogre-basic.yaml
  WG_LAYOUT_EXE  the built layout.c, which prints the C layouts as JSON
  WG_INCLUDE_DIR include/wargame (default: found from this file)
"""
import ctypes
import json
import os
import pathlib
import random
import re
import subprocess
import sys
import unittest

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import wargame  # noqa: E402
from wargame import fow, hex as wghex, m44, mob, ogre  # noqa: E402
from wargame import (Action, Game, WG_ACT_DECLARE, WG_ACT_MOVE, WG_ACT_PASS,  # noqa: E402
                     WG_AGENT_GREEDY, WG_AGENT_RANDOM, WG_DEC_NONE,
                     WG_DEC_SPLITFIRE, WG_EV_ATTACK, WG_EV_DECLARED, WG_EV_FIRE_OPTION,
                     WG_EV_GAME_OVER, WG_EV_MOVE, WG_EV_SPLITFIRE_WINDOW, WG_EV_WASTED,
                     WG_EV_WINDOW_CLOSED)

OGRE = ogre.WG_OGRE_PLAYER_OGRE
DEFENDER = ogre.WG_OGRE_PLAYER_DEFENDER
ROOT = HERE.parents[2]
SCENARIO = pathlib.Path(os.environ.get("WG_SCENARIO")
                        or ROOT / "examples" / "scenarios" / "ogre-basic.yaml")
INCLUDE = pathlib.Path(os.environ.get("WG_INCLUDE_DIR") or ROOT / "include" / "wargame")
BOUND_HEADERS = ("wargame.h", "hex.h", "ogre.h")


def scenario_text(splitfire=None):
    """The scenario's YAML, with the splitfire option forced on or off if asked."""
    text = SCENARIO.read_text(encoding="utf-8")
    if splitfire is None:
        return text
    value = "true" if splitfire else "false"
    text, n = re.subn(r"(?m)^(\s*splitfire\s*:\s*)\S+", r"\g<1>" + value, text)
    if n == 0:
        m = re.search(r"(?m)^options\s*:\s*\n(\s+)", text)
        if m:
            text = text[:m.end()] + "splitfire: %s\n%s" % (value, m.group(1)) + text[m.end():]
        else:
            text += "\noptions:\n  splitfire: %s\n" % value
    return text


def new_game(seed=1, splitfire=None, **kw):
    return Game.from_yaml(scenario_text(splitfire), seed=seed, name=SCENARIO.name, **kw)


def play_with_agents(game, ogre_kind=WG_AGENT_GREEDY, defender_kind=WG_AGENT_RANDOM):
    game.set_builtin_agent(OGRE, ogre_kind, seed=11)
    game.set_builtin_agent(DEFENDER, defender_kind, seed=12)
    return game.run()


def step_until(game, stop, limit=20000):
    """Let the built-in agents play one action at a time until stop(game) holds."""
    for _ in range(limit):
        if stop(game):
            return True
        if game.decision.type == WG_DEC_NONE or game.run(max_steps=1) == "done":
            return stop(game)
    return False


class WholeGames(unittest.TestCase):
    def test_builtin_agents_play_a_whole_game_to_its_end(self):
        with new_game(seed=42) as g:
            self.assertEqual(g.ruleset, "ogre")
            self.assertEqual(play_with_agents(g), "done")
            status = g.status
            self.assertTrue(status.over)
            self.assertEqual(g.decision.type, WG_DEC_NONE)
            self.assertEqual(g.legal_actions(), [])
            over = [e for e in g.events() if e.type == WG_EV_GAME_OVER]
            self.assertEqual(len(over), 1)
            self.assertEqual(over[0].player, status.winner)
            self.assertTrue(g.result_text)
            self.assertGreater(len(g.history()), 0)
            with self.assertRaises(wargame.StateError):
                g.apply(Action(type=WG_ACT_PASS))

    def test_the_same_seed_and_agents_replay_the_same_game(self):
        with new_game(seed=5) as a, new_game(seed=5) as b:
            play_with_agents(a)
            play_with_agents(b)
            self.assertEqual(a.hash, b.hash)
            self.assertEqual([h.hash for h in a.history()], [h.hash for h in b.history()])

    def test_a_python_agent_plays_both_sides_by_push(self):
        seen = []

        def first_legal(view, decision):
            seen.append(decision.type)
            self.assertEqual(view.decision, decision)
            return view.legal_actions()[-1]

        with new_game(seed=3) as g:
            g.set_agent(OGRE, first_legal)
            g.set_agent(DEFENDER, first_legal)
            self.assertEqual(g.run(), "done")
            self.assertTrue(g.over)
            self.assertGreater(len(seen), 10)

    def test_an_agent_that_defers_hands_the_decision_to_pull(self):
        with new_game(seed=3) as g:
            g.set_agent(OGRE, lambda view, d: None)
            g.set_builtin_agent(DEFENDER, WG_AGENT_RANDOM, 1)
            self.assertEqual(g.run(), "pending")
            self.assertEqual(g.decision.player, OGRE)

    def test_every_decision_names_its_kind(self):
        names = set()

        def note(game):
            names.add(game.decision.kind_name)
            return game.over

        with new_game(seed=4) as g:
            g.set_builtin_agent(OGRE, WG_AGENT_GREEDY, seed=11)
            g.set_builtin_agent(DEFENDER, WG_AGENT_RANDOM, seed=12)
            self.assertTrue(step_until(g, note))
            self.assertEqual(g.decision.kind_name, "none")
        names.discard("none")
        self.assertGreaterEqual(len(names), 3)
        header = (INCLUDE / "ogre.h").read_text(encoding="utf-8")
        for name in names:
            self.assertTrue(name.startswith("ogre."), name)
            self.assertIn('"%s"' % name, header)

    def test_an_agent_sees_the_kind_name_and_a_copy_keeps_it(self):
        seen = set()

        def note(view, decision):
            seen.add(decision.copy().kind_name)
            self.assertEqual(view.decision.kind_name, decision.kind_name)
            return view.legal_actions()[-1]

        with new_game(seed=3) as g:
            g.set_agent(OGRE, note)
            g.set_agent(DEFENDER, note)
            g.run()
        self.assertIn("ogre.defender_move", seen)
        self.assertNotIn(None, seen)
        self.assertIsNone(wargame.Decision().kind_name)

    def test_units_and_names(self):
        with new_game() as g:
            units = list(g.units())
            self.assertEqual(len(units), g.status.unit_count)
            self.assertEqual([u.id for u in units], list(range(len(units))))
            self.assertEqual(units[ogre.WG_OGRE_UNIT].player, OGRE)
            self.assertTrue(all(u.alive for u in units))
            self.assertTrue(g.unit_name(0))
            self.assertTrue(g.unit_kind_name(0))
            self.assertTrue(g.player_name(OGRE))
            with self.assertRaises(IndexError):
                g.unit(len(units))
            with self.assertRaises(IndexError):
                g.unit_name(len(units))

    def test_describe_writes_one_line_for_events_actions_and_decisions(self):
        with new_game() as g:
            for thing in [g.decision, g.legal_actions()[0], next(g.events())]:
                line = g.describe(thing)
                self.assertIsInstance(line, str)
                self.assertTrue(line)
                self.assertNotIn("\n", line)
            with self.assertRaises(TypeError):
                g.describe(42)


class Splitfire(unittest.TestCase):
    """The Ogre's splitfire windows, answered from Python by pull."""

    def find_window_with_a_target(self, g):
        """Let the agents play until a splitfire window offers an attack and a move."""
        def ready(game):
            d = game.decision
            if d.type != WG_DEC_SPLITFIRE:
                return False
            kinds = {a.type for a in game.legal_actions()}
            return WG_ACT_DECLARE in kinds and WG_ACT_MOVE in kinds
        g.set_builtin_agent(OGRE, WG_AGENT_GREEDY, 4)
        g.set_builtin_agent(DEFENDER, WG_AGENT_RANDOM, 5)
        self.assertTrue(step_until(g, ready), "no splitfire window with a target came")
        g.set_agent(OGRE, None)   # the Ogre is answered from Python from now on

    def test_og_s8_window_lists_the_options_and_python_declares_then_moves(self):
        events = []
        with new_game(seed=9, splitfire=True) as g:
            self.assertEqual(ogre.board(g).splitfire, 1)
            g.on_event(events.append)
            self.find_window_with_a_target(g)

            # OG-S8: the window opened with an event listing every (weapon, target)
            # an unfired weapon can reach now; those are the legal declarations.
            windows = [i for i, e in enumerate(events) if e.type == WG_EV_SPLITFIRE_WINDOW]
            self.assertTrue(windows, "the event callback saw no WG_EV_SPLITFIRE_WINDOW")
            window = events[windows[-1]]
            self.assertEqual(window.unit, ogre.WG_OGRE_UNIT)
            options = [e for e in events[windows[-1] + 1:] if e.type == WG_EV_FIRE_OPTION]
            self.assertEqual(len(options), window.value)
            legal = g.legal_actions()
            declares = [a for a in legal if a.type == WG_ACT_DECLARE and a.value == 0]
            self.assertEqual({(e.weapon, e.target) for e in options},
                             {(a.weapon, a.target) for a in declares})

            d = g.decision
            self.assertEqual((d.type, d.player, d.pending), (WG_DEC_SPLITFIRE, OGRE, 0))
            declare = declares[0]
            before = g.hash
            g.apply(declare)
            self.assertNotEqual(g.hash, before)
            self.assertEqual(g.decision.type, WG_DEC_SPLITFIRE)
            self.assertEqual(g.decision.pending, 1)
            self.assertEqual([(x.weapon, x.target) for x in ogre.declared(g)],
                             [(declare.weapon, declare.target)])
            self.assertTrue(g.can_undo)

            move = next(a for a in g.legal_actions() if a.type == WG_ACT_MOVE)
            mark = len(events)
            g.apply(move)
            after = events[mark:]
            kinds = [e.type for e in after]

            # OG-S2: the declared attack resolves first, then the window closes,
            # then the Ogre moves as declared.
            resolved = next(i for i, e in enumerate(after)
                            if e.type in (WG_EV_ATTACK, WG_EV_WASTED)
                            and e.unit == ogre.WG_OGRE_UNIT)
            closed = kinds.index(WG_EV_WINDOW_CLOSED)
            moved = next(i for i, e in enumerate(after)
                         if e.type == WG_EV_MOVE and e.unit == ogre.WG_OGRE_UNIT)
            self.assertLess(resolved, closed)
            self.assertLess(closed, moved)
            self.assertEqual((after[moved].x, after[moved].y), (move.x, move.y))
            self.assertIn(WG_EV_DECLARED, [e.type for e in events[windows[-1]:mark]])
            self.assertTrue(ogre.weapon(g, declare.weapon).fired
                            or not ogre.weapon(g, declare.weapon).alive)

            # the agents finish the game
            g.set_builtin_agent(OGRE, WG_AGENT_GREEDY, 6)
            self.assertEqual(g.run(), "done")
            self.assertIn(WG_EV_GAME_OVER, [e.type for e in events])

    def test_a_declaration_is_undone_before_the_commit(self):
        with new_game(seed=9, splitfire=True) as g:
            self.find_window_with_a_target(g)
            before = (g.hash, g.decision)
            g.apply(next(a for a in g.legal_actions() if a.type == WG_ACT_DECLARE))
            g.undo()
            self.assertEqual((g.hash, g.decision), before)

    def test_a_game_saved_inside_a_window_resumes_there(self):
        with new_game(seed=9, splitfire=True) as g:
            self.find_window_with_a_target(g)
            g.apply(next(a for a in g.legal_actions() if a.type == WG_ACT_DECLARE))
            text = g.save()
            with Game.load(text, name="saved.yaml") as h:
                self.assertEqual(h.hash, g.hash)
                self.assertEqual(h.decision, g.decision)
                self.assertEqual(h.legal_actions(), g.legal_actions())
                move = next(a for a in g.legal_actions() if a.type == WG_ACT_MOVE)
                g.apply(move)
                h.apply(move)
                self.assertEqual(h.hash, g.hash)


class HiddenInformation(unittest.TestCase):
    """Issue 15 on OGRE, which hides nothing: creation opens no window, and every
    seat hears every event."""

    def test_creation_opens_no_window_and_a_start_decision_comes_first(self):
        with new_game(seed=3, splitfire=True) as g:
            self.assertFalse([e for e in g.events() if e.type in (WG_EV_SPLITFIRE_WINDOW,
                                                                    wargame.WG_EV_DIE)])
            self.assertEqual(g.decision.type, wargame.WG_DEC_SETUP)
            self.assertEqual([a.type for a in g.legal_actions()], [WG_ACT_PASS])
            g.apply(Action(type=WG_ACT_PASS))
            self.assertEqual(g.decision.type, WG_DEC_SPLITFIRE)

    def test_every_seat_hears_every_event_of_a_public_game(self):
        with new_game(seed=3, splitfire=True) as g:
            heard = {p: [] for p in (0, 1, wargame.WG_SPECTATOR, None)}
            for p, got in heard.items():
                g.on_event(got.append, player=p)
            g.set_builtin_agent(OGRE, WG_AGENT_GREEDY, 1)
            g.set_builtin_agent(DEFENDER, WG_AGENT_RANDOM, 2)
            self.assertEqual(g.run(40), "stepped")
            self.assertTrue(heard[None])
            for p in (0, 1, wargame.WG_SPECTATOR):
                self.assertEqual(heard[p], heard[None])
            with g.clone_for(DEFENDER, 7) as c:
                self.assertEqual(c.event_count, 0)
                self.assertEqual(list(c.units()), list(g.units()))
            with self.assertRaises(wargame.RangeError):
                g.clone_for(2, 7)


class Errors(unittest.TestCase):
    def test_bad_yaml_raises_parse_error_with_its_line(self):
        text = "ruleset: ogre\nmap:\n  columns: [1, 2\n  rows: }\n"
        with self.assertRaises(wargame.ParseError) as cm:
            Game.from_yaml(text, name="broken.yaml")
        e = cm.exception
        self.assertEqual(e.status, wargame.WG_EPARSE)
        self.assertGreater(e.line, 0)
        self.assertIn("broken.yaml:%d" % e.line, e.message)
        self.assertIsInstance(e, wargame.WargameError)

    def test_a_schema_error_names_its_line_too(self):
        text = scenario_text() + "\nno_such_key_anywhere: 1\n"
        with self.assertRaises(wargame.ParseError) as cm:
            Game.from_yaml(text, name="extra.yaml")
        self.assertIn("extra.yaml:", cm.exception.message)
        self.assertGreater(cm.exception.line, 1)

    def test_a_missing_file_raises_file_error(self):
        with self.assertRaises(wargame.FileError) as cm:
            Game.open("/nonexistent/scenario.yaml")
        self.assertEqual(cm.exception.status, wargame.WG_EIO)

    def test_an_illegal_action_raises_and_changes_nothing(self):
        with new_game() as g:
            before, decision = g.hash, g.decision
            bad = Action(type=WG_ACT_MOVE, unit=ogre.WG_OGRE_UNIT, x=999, y=999)
            self.assertFalse(g.is_legal(bad))
            with self.assertRaises(wargame.IllegalError) as cm:
                g.apply(bad)
            self.assertEqual(cm.exception.status, wargame.WG_EILLEGAL)
            self.assertTrue(cm.exception.message)
            self.assertEqual(g.hash, before)
            self.assertEqual(g.decision, decision)
            with self.assertRaises(wargame.IllegalError):
                g.check(bad)
            g.check(g.legal_actions()[0])

    def test_undo_with_nothing_to_undo_is_a_state_error(self):
        with new_game() as g:
            self.assertFalse(g.can_undo)
            with self.assertRaises(wargame.StateError):
                g.undo()

    def test_every_error_status_has_its_exception(self):
        for status, cls in wargame.errors.ERRORS.items():
            e = wargame.errors.error_for(status, "why")
            self.assertIs(type(e), cls)
            self.assertEqual((e.status, e.message, str(e)), (status, "why", "why"))
            self.assertTrue(wargame.strerror(status))
        self.assertEqual(len(wargame.errors.ERRORS), 10)

    def test_a_closed_game_refuses_calls(self):
        g = new_game()
        g.close()
        g.close()
        with self.assertRaises(ValueError):
            g.hash


class IndexPlay(unittest.TestCase):
    """Play by index: numbers instead of Action objects across the boundary."""

    def test_apply_index_is_apply_of_the_listings_action(self):
        rng = random.Random(3)
        for path in sorted((ROOT / "examples" / "scenarios").glob("*.yaml")):
            with self.subTest(scenario=path.name), Game.open(path, seed=2) as by_index, \
                    Game.open(path, seed=2) as by_action:
                n = by_index.legal_count()
                for _ in range(300):
                    if not n:
                        break
                    legal = by_action.legal_actions()
                    self.assertEqual(len(legal), n)
                    i = rng.randrange(n)
                    by_action.apply(legal[i])
                    n = by_index.apply_index(i)
                    self.assertEqual(n, by_index.legal_count())
                    self.assertEqual(by_index.hash, by_action.hash)
                self.assertEqual(list(by_index.events()), list(by_action.events()))

    def test_legal_array_rows_are_the_legal_actions(self):
        with new_game(seed=4) as g:
            rows = g.legal_array()
            legal = g.legal_actions()
            self.assertEqual(len(rows), len(legal))
            self.assertEqual(rows.shape, (len(legal), wargame.WG_ACTION_INTS))
            self.assertEqual([Action.from_row(r) for r in rows.tolist()], legal)
            self.assertEqual(rows.tolist()[0][:2], [legal[0].type, legal[0].unit])

    def test_a_finished_game_has_an_empty_array_and_no_index(self):
        with new_game(seed=42) as g:
            play_with_agents(g)
            self.assertEqual(g.legal_count(), 0)
            self.assertEqual(len(g.legal_array()), 0)
            with self.assertRaises(wargame.StateError):
                g.apply_index(0)

    def test_a_bad_index_raises_range_error_and_changes_nothing(self):
        with new_game(seed=4) as g:
            before, n = g.hash, g.legal_count()
            for bad in (-1, n, 1 << 30):
                with self.assertRaises(wargame.RangeError):
                    g.apply_index(bad)
                self.assertEqual(g.hash, before)
                self.assertEqual(g.legal_count(), n)

    def test_a_closed_game_refuses_index_calls(self):
        g = new_game()
        g.close()
        for call in (g.legal_count, g.legal_array, lambda: g.apply_index(0)):
            with self.assertRaises(ValueError):
                call()


class SaveLoadClone(unittest.TestCase):
    def test_save_load_round_trip_gives_the_same_hash(self):
        with new_game(seed=21) as g:
            g.set_builtin_agent(OGRE, WG_AGENT_GREEDY, 1)
            g.set_builtin_agent(DEFENDER, WG_AGENT_RANDOM, 2)
            g.run(max_steps=40)
            text = g.save()
            self.assertIsInstance(text, str)
            with Game.load(text) as h:
                self.assertEqual(h.hash, g.hash)
                self.assertEqual(h.status.turn, g.status.turn)
                self.assertEqual(h.save(), text)
                # both go on the same way
                for game in (g, h):
                    game.set_builtin_agent(OGRE, WG_AGENT_GREEDY, 3)
                    game.set_builtin_agent(DEFENDER, WG_AGENT_RANDOM, 4)
                    game.run()
                self.assertEqual(h.hash, g.hash)

    def test_a_tampered_save_is_refused(self):
        with new_game(seed=21) as g:
            play_with_agents(g)
            text = g.save()
        tampered, n = re.subn(r"(hash: *)(0x)?([0-9a-fA-F])", lambda m: m.group(1)
                              + (m.group(2) or "") + ("1" if m.group(3) != "1" else "2"),
                              text, count=1)
        if n == 0:
            self.skipTest("the save format has no hash field to tamper with")
        with self.assertRaises(wargame.WargameError) as cm:
            Game.load(tampered)
        self.assertIn(cm.exception.status, (wargame.WG_ECORRUPT, wargame.WG_EPARSE))

    def test_a_clone_is_independent(self):
        with new_game(seed=8) as g:
            g.set_builtin_agent(OGRE, WG_AGENT_GREEDY, 1)
            g.set_builtin_agent(DEFENDER, WG_AGENT_RANDOM, 2)
            g.run(max_steps=10)
            with g.clone() as c:
                self.assertEqual(c.hash, g.hash)
                before = g.hash
                action = c.legal_actions()[0]
                c.apply(action)
                self.assertNotEqual(c.hash, before)
                self.assertEqual(g.hash, before)
                g.apply(action)        # same state, same dice to come
                self.assertEqual(g.hash, c.hash)
                # agents are not copied: the clone's decision waits
                self.assertEqual(c.run(), "pending" if not c.over else "done")
            self.assertTrue(g.legal_actions() or g.over)   # the original outlives its clone

    def test_a_search_clone_drops_the_log_and_history(self):
        with new_game(seed=8) as g:
            g.set_builtin_agent(OGRE, WG_AGENT_GREEDY, 1)
            g.set_builtin_agent(DEFENDER, WG_AGENT_RANDOM, 2)
            g.run(max_steps=10)
            self.assertGreater(g.event_count, 0)
            with g.clone(wargame.WG_OPT_NO_LOG | wargame.WG_OPT_NO_HISTORY) as c:
                self.assertEqual(c.hash, g.hash)
                self.assertEqual(c.event_count, 0)
                self.assertEqual(c.history(), [])
                with self.assertRaises(wargame.WargameError):
                    c.save()
                before = c.hash
                c.reseed(99)           # a copy without history takes other dice
                self.assertNotEqual(c.hash, before)
            with self.assertRaises(wargame.WargameError) as cm:
                g.reseed(99)           # a game with history keeps its seed's dice
            self.assertEqual(cm.exception.status, wargame.WG_ESTATE)
            with self.assertRaises(wargame.WargameError) as cm:
                g.clone(1 << 7)
            self.assertEqual(cm.exception.status, wargame.WG_EINVAL)


class Callbacks(unittest.TestCase):
    def find_dice_action(self, seed=13):
        """A game just before an action that rolls dice, and that action."""
        g = new_game(seed=seed)
        g.set_builtin_agent(OGRE, WG_AGENT_GREEDY, 1)
        g.set_builtin_agent(DEFENDER, WG_AGENT_GREEDY, 2)
        for _ in range(5000):
            if g.over:
                break
            before = g.clone()
            g.run(max_steps=1)
            last = g.history()[-1]
            if last.dice > 0:
                g.close()
                return before, last
            before.close()
        g.close()
        self.fail("no action rolled dice")

    def test_a_dice_source_answers_every_roll(self):
        before, last = self.find_dice_action()
        with before:
            rolls = []
            before.set_dice(lambda roll: rolls.append(roll) or roll.sides)
            before.apply(last.action)
            self.assertEqual(len(rolls), last.dice)
            self.assertTrue(all(r.sides == 6 and r.purpose == ogre.WG_OGRE_ROLL_ATTACK
                                for r in rolls))
            entry = before.history()[-1]
            self.assertEqual(entry.forced, 1)
            self.assertEqual(entry.dice, last.dice)
            self.assertFalse(before.can_undo)

    def test_an_exception_in_the_dice_source_fails_the_action_cleanly(self):
        before, last = self.find_dice_action()
        with before:
            h, n = before.hash, len(before.history())

            def broken(roll):
                raise KeyError("no dice here")
            before.set_dice(broken)
            with self.assertRaises(KeyError):
                before.apply(last.action)
            self.assertEqual((before.hash, len(before.history())), (h, n))
            before.set_dice(lambda roll: 99)        # not a face of a d6
            with self.assertRaises(ValueError):
                before.apply(last.action)
            self.assertEqual(before.hash, h)
            before.set_dice(None)
            before.apply(last.action)
            self.assertEqual(before.hash, last.hash)  # the seeded dice, as first played

    def test_an_exception_in_the_event_callback_does_not_escape_into_c(self):
        with new_game() as g:
            calls = []

            def broken(ev):
                calls.append(ev)
                raise RuntimeError("host bug")
            g.on_event(broken)
            action = g.legal_actions()[0]
            with self.assertRaises(RuntimeError):
                g.apply(action)
            self.assertTrue(calls)
            g.on_event(None)
            self.assertTrue(g.legal_actions() or g.over)   # still a working game

    def test_an_exception_in_an_agent_stops_run_and_is_raised(self):
        with new_game() as g:
            def broken(view, d):
                raise ZeroDivisionError
            g.set_agent(OGRE, broken)
            g.set_agent(DEFENDER, broken)
            h = g.hash
            with self.assertRaises(ZeroDivisionError):
                g.run()
            self.assertEqual(g.hash, h)
            g.set_agent(OGRE, lambda view, d: "not an action")
            with self.assertRaises(TypeError):
                g.run()

    def test_a_mutating_call_inside_a_callback_is_busy(self):
        with new_game() as g:
            seen = []

            def meddle(ev):
                try:
                    g.apply(Action(type=WG_ACT_PASS))
                except wargame.WargameError as e:
                    seen.append(type(e))
            g.on_event(meddle)
            g.apply(g.legal_actions()[0])
            self.assertTrue(seen)
            self.assertEqual(set(seen), {wargame.BusyError})

    def test_callbacks_do_not_keep_a_closed_game_alive(self):
        for _ in range(300):
            g = new_game()
            g.on_event(lambda ev: None)
            g.set_dice(lambda r: 1)
            g.set_agent(OGRE, lambda view, d: None)
            g.close()


# ---------------------------------------------------------------- no drift

def strip_comments(text):
    return re.sub(r"/\*.*?\*/|//[^\n]*", " ", text, flags=re.S)


def header_texts():
    return {name: strip_comments((INCLUDE / name).read_text(encoding="utf-8"))
            for name in BOUND_HEADERS}


def header_constants(text):
    """Every enumerator and every numeric #define of a header, by name."""
    names = set()
    for body in re.findall(r"\benum\b[^{;]*\{(.*?)\}", text, re.S):
        for item in body.split(","):
            m = re.match(r"\s*([A-Za-z_]\w*)", item)
            if m:
                names.add(m.group(1))
    for name, value in re.findall(r"(?m)^\s*#\s*define\s+(WG_\w+)[ \t]+(.+)$", text):
        value = value.strip()
        if not value.startswith(("{", '"', "__attribute__")) and "(" not in name:
            names.add(name)
    return names


def header_structs(text):
    """{struct name: [field names]} for every `typedef struct X { ... } X;`."""
    structs = {}
    for name, body in re.findall(r"typedef\s+struct\s+(\w+)\s*\{(.*?)\}\s*\w+\s*;", text, re.S):
        fields = []
        for decl in body.split(";"):
            decl = re.sub(r"\[[^\]]*\]", "", decl).strip()
            if not decl:
                continue
            first, *rest = [part.strip() for part in decl.split(",")]
            fields.append(re.findall(r"\w+", first)[-1])
            fields += [re.findall(r"\w+", part)[-1] for part in rest]
        structs[name] = fields
    return structs


def python_structs():
    return {cls._c_name_: cls for cls in wargame.STRUCTS + wghex.STRUCTS + ogre.STRUCTS}


def python_constants():
    out = {}
    for module in (wargame, wghex, ogre):
        out.update({k: v for k, v in vars(module).items()
                    if k.startswith("WG_") and isinstance(v, int)})
    return out


class NoDrift(unittest.TestCase):
    """The ctypes declarations match the C compiler and the headers, field by field."""

    @classmethod
    def setUpClass(cls):
        exe = os.environ.get("WG_LAYOUT_EXE")
        if not exe:
            raise unittest.SkipTest("WG_LAYOUT_EXE is not set (run through meson test)")
        cls.c = json.loads(subprocess.run([exe, "wargame.h", "hex.h", "ogre.h"], check=True,
                                          capture_output=True, text=True).stdout)
        cls.headers = header_texts()

    def test_every_struct_has_the_c_size_and_field_offsets(self):
        py = python_structs()
        self.assertEqual(set(py), set(self.c["structs"]))
        for name, layout in self.c["structs"].items():
            cls = py[name]
            with self.subTest(struct=name):
                self.assertEqual(ctypes.sizeof(cls), layout["size"])
                self.assertEqual([n for n, _ in cls._fields_], list(layout["fields"]))
                for field, (offset, size) in layout["fields"].items():
                    descr = getattr(cls, field)
                    self.assertEqual((descr.offset, descr.size), (offset, size), field)

    def test_every_constant_has_the_c_value(self):
        py = python_constants()
        self.assertEqual(set(py), set(self.c["constants"]))
        for name, value in self.c["constants"].items():
            self.assertEqual(py[name], value, name)
        self.assertEqual(wargame.WG_VERSION_STRING, "%d.%d.%d" % (
            wargame.WG_VERSION_MAJOR, wargame.WG_VERSION_MINOR, wargame.WG_VERSION_PATCH))

    def test_every_header_constant_and_struct_field_is_bound(self):
        py_consts, py_structs = python_constants(), python_structs()
        for header, text in self.headers.items():
            with self.subTest(header=header):
                self.assertEqual(header_constants(text) - set(py_consts), set())
                for name, fields in header_structs(text).items():
                    self.assertIn(name, py_structs)
                    self.assertEqual([n for n, _ in py_structs[name]._fields_], fields, name)

    def test_every_header_function_is_declared_and_exported(self):
        lib = wargame.load_library()
        for header, text in self.headers.items():
            for fn in re.findall(r"\bWG_API\b[^;{]*?\b(wg_\w+)\s*\(", text):
                with self.subTest(function=fn):
                    self.assertIn(fn, wargame._capi.PROTOTYPES)
                    self.assertTrue(hasattr(lib, fn))

    def test_the_library_is_the_version_of_the_header(self):
        self.assertEqual(wargame.version_number(), wargame.WG_VERSION_NUMBER)
        self.assertEqual(wargame.version(), wargame.WG_VERSION_STRING)


class ExactOdds(unittest.TestCase):
    """wg_odds_action from Python: the exact distribution of a declared splitfire
    sequence, as fractions that add up to one, and a query that changes nothing."""

    def test_odds_of_a_declared_splitfire_attack(self):
        def window_with_a_target(game):
            return (game.decision.type == wargame.WG_DEC_SPLITFIRE
                    and any(a.type == WG_ACT_DECLARE for a in game.legal_actions()))

        with new_game(seed=3, splitfire=True) as g:
            g.set_builtin_agent(OGRE, WG_AGENT_GREEDY, seed=1)
            g.set_builtin_agent(DEFENDER, WG_AGENT_GREEDY, seed=2)
            self.assertTrue(step_until(g, window_with_a_target))
            declares = [a for a in g.legal_actions() if a.type == WG_ACT_DECLARE]
            before = g.hash
            odds = g.odds(declares[0])
            self.assertEqual(g.hash, before)
            outcomes = odds.outcomes()
            self.assertGreater(len(outcomes), 0)
            self.assertEqual(sum(p for _, p in outcomes), 1)
            self.assertEqual(odds.den % 6, 0)
            self.assertAlmostEqual(wargame._capi.lib.wg_odds_p(odds, 0), float(outcomes[0][1]))
            lines = g.describe_odds(odds)
            self.assertEqual(len(lines), len(outcomes))
            first = outcomes[0][1]
            self.assertTrue(lines[0].startswith("%d/%d (" % (first.numerator, first.denominator)),
                            lines[0])
            with self.assertRaises(wargame.StateError):
                g.odds(Action(type=WG_ACT_PASS))


class HexGeometry(unittest.TestCase):
    def test_offsets_distances_rings_and_lines(self):
        for layout in (wghex.WG_HEX_ODD_R, wghex.WG_HEX_EVEN_R):
            h = wghex.from_offset(3, 5, layout)
            self.assertEqual(wghex.to_offset(h, layout), (3, 5))
        a, b = wghex.Hex(0, 0), wghex.Hex(3, -1)
        self.assertEqual(wghex.distance(a, b), 3)
        self.assertEqual(wghex.s(b), -2)
        self.assertEqual(wghex.neighbor(a, wghex.WG_HEX_E), wghex.Hex(1, 0))
        self.assertEqual(wghex.direction_of(a, (0, 1)), wghex.WG_HEX_SE)
        self.assertIsNone(wghex.direction_of(a, b))
        self.assertEqual(len(wghex.ring(a, 2)), 12)
        line = wghex.line(a, b)
        self.assertEqual((line[0][0], line[-1][0]), (a, b))
        self.assertEqual(wghex.side((1, 0), a)[1], wghex.WG_HEX_E)
        with self.assertRaises(wargame.InvalidError):
            wghex.side(a, b)

    def test_line_of_sight_asks_a_python_blocking_test(self):
        a, b = wghex.Hex(0, 0), wghex.Hex(4, 0)
        asked = []
        self.assertTrue(wghex.los(a, b))
        self.assertTrue(wghex.los(a, b, lambda h: asked.append(h) or False))
        self.assertEqual(asked, [wghex.Hex(1, 0), wghex.Hex(2, 0), wghex.Hex(3, 0)])
        self.assertFalse(wghex.los(a, b, lambda h: h == wghex.Hex(2, 0)))

        def broken(h):
            raise LookupError("no map")
        with self.assertRaises(LookupError):
            wghex.los(a, b, broken)


class OgreQueries(unittest.TestCase):
    def test_the_crt_helpers(self):
        # the binding reaches the tables (the ruleset's own tests check the rules)
        self.assertEqual(ogre.odds(5, 3), ogre.WG_OGRE_ODDS_1_1)
        self.assertEqual(ogre.odds(2, 3), ogre.WG_OGRE_ODDS_1_2)
        self.assertEqual(ogre.chances(1, 3), (6, 0, 0))
        self.assertEqual(sum(ogre.chances(4, 2)), 6)
        with self.assertRaises(wargame.InvalidError):
            ogre.odds(-1, 2)

    def test_the_board_and_the_ogre_systems(self):
        with new_game() as g:
            b = ogre.board(g)
            self.assertGreater(b.columns, 0)
            self.assertGreater(b.rows, 0)
            s = ogre.systems(g)
            self.assertEqual(s.treads, s.treads_start)
            weapons = ogre.weapons(g)
            self.assertEqual(len(weapons), s.weapon_count)
            self.assertTrue(all(w.alive and not w.fired for w in weapons))
            self.assertTrue(ogre.weapon_name(g, 0))
            self.assertEqual(ogre.weapon_name(g, ogre.WG_OGRE_PART_TREADS), "treads")
            self.assertEqual(ogre.terrain_name(g, 0), "clear")
            u = g.unit(ogre.WG_OGRE_UNIT)
            self.assertEqual(ogre.unit_stats(g, 0).unit_class, ogre.WG_OGRE_CLASS_OGRE)
            self.assertEqual(ogre.pending(g).target, -1)
            self.assertEqual(ogre.declared(g), [])
            if u.on_board:
                self.assertGreaterEqual(ogre.hex(g, (u.x, u.y)).column, 0)   # on the map



class Reach(unittest.TestCase):
    def test_the_ogres_reach_and_a_path_played_as_moves(self):
        with Game.open(SCENARIO, seed=1) as g:
            g.apply(Action(type=WG_ACT_PASS))  # the start decision (issue 15)
            reach = g.reach(0)
            self.assertTrue(reach)
            costs = [(r.cost, r.steps) for r in reach]
            self.assertEqual(costs, sorted(costs), "cheapest first")
            start = g.unit(0)
            far = reach[-1]
            path = g.reach_path(0, far.x, far.y)
            self.assertEqual(len(path), far.steps)
            self.assertEqual((path[-1].x, path[-1].y, path[-1].cost), (far.x, far.y, far.cost))
            h = g.hash
            self.assertEqual(g.reach(0), reach, "a query: the same answer twice")
            self.assertEqual(g.hash, h)
            self.assertEqual(g.reach(1), [], "a defender may not move in the Ogre's turn")
            for step in path:
                if g.decision.player != OGRE:
                    break
                g.apply(Action(type=WG_ACT_MOVE, unit=0, x=step.x, y=step.y))
            else:
                self.assertEqual((g.unit(0).x, g.unit(0).y), (far.x, far.y))
                self.assertEqual(start.moves_left - g.unit(0).moves_left, far.cost)
            with self.assertRaises(IndexError):
                g.reach(999)
            with self.assertRaises(IndexError):
                g.reach_path(0, 1000, 1000)


class WindowsWorthShowing(unittest.TestCase):
    def test_a_splitfire_window_with_no_option_says_so(self):
        with Game.open(SCENARIO, seed=1) as g:
            empty = 0
            for _ in range(300):
                d = g.decision
                if d.type == wargame.WG_DEC_NONE:
                    break
                if d.type == wargame.WG_DEC_SPLITFIRE and d.pending == 0:
                    n = g.window_options
                    declares = [a for a in g.legal_actions() if a.type == WG_ACT_DECLARE]
                    self.assertEqual(n, len(declares))
                    empty += n == 0
                elif d.type != wargame.WG_DEC_SPLITFIRE:
                    with self.assertRaises(wargame.StateError):
                        g.window_options
                acts = g.legal_actions()
                moves = [a for a in acts if a.type == WG_ACT_MOVE]
                g.apply(moves[0] if moves else acts[-1])
            self.assertGreater(empty, 0)


class QueryContract(unittest.TestCase):
    """wargame.h's query contract, as Python sees it: a query of one ruleset on a game of
    another raises InvalidError (a ValueError) whose message names both rulesets, in all
    twelve pairings; a hex off the board and a bad index raise RangeError (an IndexError)
    with the library's message."""

    GAMES = {"ogre": SCENARIO, "m44": ROOT / "examples" / "scenarios" / "m44-opfire.yaml",
             "mob": ROOT / "examples" / "scenarios" / "mob-crossroads.yaml",
             "fow": ROOT / "examples" / "scenarios" / "fow-skirmish.yaml"}
    QUERIES = {  # one query that fills a struct, one name, one yes/no or number, one hex
        "ogre": (ogre.board, lambda g: ogre.terrain_name(g, 0), lambda g: ogre.hex(g, (0, 0))),
        "m44": (lambda g: m44.hand(g, 0), lambda g: m44.card_name(g, 0),
                lambda g: m44.line_of_sight(g, (0, 0), (1, 0))),
        "mob": (mob.board, lambda g: mob.terrain_name(g, 0), lambda g: mob.hex(g, (0, 0))),
        "fow": (lambda g: fow.team(g, 0), lambda g: fow.platoon_name(g, 0),
                lambda g: fow.alive(g, 0), fow.hit_count, fow.assaulting_platoon),
    }

    def test_every_ruleset_refuses_every_other_rulesets_game(self):
        for played, path in self.GAMES.items():
            with Game.open(path, seed=1) as g:
                before = g.hash
                for asked, queries in self.QUERIES.items():
                    if asked == played:
                        continue
                    for query in queries:
                        with self.subTest(played=played, asked=asked, query=query):
                            with self.assertRaises(wargame.InvalidError) as cm:
                                query(g)
                            self.assertIn("this game plays %s, not %s" % (played, asked),
                                          cm.exception.message)
                self.assertEqual(g.hash, before)

    def test_hexes_off_the_board_and_bad_indices_are_range_errors(self):
        far = (500, -500)
        cases = {"ogre": (lambda g: ogre.hex(g, far), lambda g: ogre.unit_stats(g, 999),
                          lambda g: ogre.weapon_name(g, 99)),
                 "m44": (lambda g: m44.hex(g, far), lambda g: m44.line_of_sight(g, far, (0, 0)),
                         lambda g: m44.card_kind(g, 999)),
                 "mob": (lambda g: mob.hex(g, far), lambda g: mob.line_of_sight(g, (0, 0), far),
                         lambda g: mob.die_face(g, 7)),
                 "fow": (lambda g: fow.team(g, 999), lambda g: fow.weapon_name(g, 0, 99),
                         lambda g: fow.objective(g, 99))}
        for played, queries in cases.items():
            with Game.open(self.GAMES[played], seed=1) as g:
                for query in queries:
                    with self.subTest(played=played, query=query):
                        with self.assertRaises(wargame.RangeError) as cm:
                            query(g)
                        self.assertRegex(cm.exception.message, r"^wg_%s_\w+: " % played)

    def test_the_info_init_functions_match_the_python_structs(self):
        # an FFI host without the C macros starts each struct with its _info_init
        for module in (ogre, m44, mob, fow):
            for cls in module.STRUCTS:
                with self.subTest(struct=cls.__name__):
                    info = cls()
                    ctypes.memset(ctypes.byref(info), 0x5a, ctypes.sizeof(info))
                    getattr(wargame._capi.lib, cls._c_name_ + "_init")(ctypes.byref(info))
                    self.assertEqual(info, cls())
                    self.assertEqual(info.size, ctypes.sizeof(cls))


class SetUp(unittest.TestCase):
    """OG-X4, OG-X5: the defender buys and places its force, the Ogre picks its entry."""

    def test_og_x4_x5_set_up_then_enter_from_python(self):
        path = SCENARIO.parent / "ogre-basic-setup.yaml"
        with Game.open(path, seed=3) as g:
            d = g.decision
            self.assertEqual((d.type, d.player, d.count, d.pending),
                             (wargame.WG_DEC_SETUP, DEFENDER, 12, 20))
            heavy = next(a for a in g.legal_actions() if a.type == WG_ACT_MOVE)
            with self.assertRaises(wargame.IllegalError):   # the row by the Ogre's edge
                g.check(ogre.set_up(heavy.unit, wghex.from_offset(7, 20)))
            g.apply(ogre.set_up(heavy.unit, (heavy.x, heavy.y)))
            self.assertEqual(g.decision.count, 11)
            g.apply(ogre.auto_set_up())
            d = g.decision
            self.assertEqual((d.type, d.player), (wargame.WG_DEC_SETUP, OGRE))
            edge = wghex.from_offset(3, 21)
            g.apply(ogre.enter(edge))
            placed = [e for e in g.events() if e.type == ogre.WG_OGRE_EV_PLACED]
            self.assertEqual((placed[-1].unit, placed[-1].x, placed[-1].y),
                             (ogre.WG_OGRE_UNIT, edge.q, edge.r))
            self.assertEqual(g.decision.player, OGRE)
            self.assertEqual(ogre.board(g).turns, 0)


if __name__ == "__main__":
    unittest.main()
