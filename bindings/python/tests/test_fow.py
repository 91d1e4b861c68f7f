"""Tests of the Python binding of the fow ruleset (wargame.fow): games played
by the built-in agents, hits allocated from Python, moves on the table
checked by hand, and the "no drift" check of fow.h's structs and constants.

Environment (meson sets it; see bindings/meson.build):
  WG_LIBRARY       the built libwargame.so.1
  WG_FOW_SCENARIO  examples/scenarios/fow-tank-duel.yaml
  WG_FOW_SKIRMISH  examples/scenarios/fow-skirmish.yaml
  WG_SCENARIO      examples/scenarios/ogre-basic.yaml (a game of another ruleset)
  WG_LAYOUT_EXE    the built layout.c (run as `wg_layout fow.h`)
  WG_INCLUDE_DIR   include/wargame (default: found from this file)
"""
import fractions
import os
import pathlib
import re
import sys
import unittest

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

import wargame  # noqa: E402
from wargame import fow  # noqa: E402
from wargame import (Game, WG_ACT_ALLOCATE, WG_ACT_DECLARE, WG_AGENT_GREEDY,  # noqa: E402
                     WG_AGENT_RANDOM, WG_DEC_ALLOCATE_HITS, WG_DEC_FIRE, WG_DEC_MOVE,
                     WG_EV_GAME_OVER, WG_EV_MOVE, WG_EV_PHASE, WG_EV_TURN)
from drift import RulesetDrift  # noqa: E402

ROOT = HERE.parents[2]
SCENARIOS = ROOT / "examples" / "scenarios"
TANK_DUEL = pathlib.Path(os.environ.get("WG_FOW_SCENARIO") or SCENARIOS / "fow-tank-duel.yaml")
SKIRMISH = pathlib.Path(os.environ.get("WG_FOW_SKIRMISH") or SCENARIOS / "fow-skirmish.yaml")
OGRE = pathlib.Path(os.environ.get("WG_SCENARIO") or SCENARIOS / "ogre-basic.yaml")

# The tank duel's teams (fow-tank-duel.yaml): one Sherman V against one StuG G, 12" apart.
SHERMAN, STUG = 0, 1
BRITISH, GERMAN = 0, 1
M3_75MM, SHERMAN_HULL_MG = 0, 2


def faces(**by_purpose):
    """A dice source: the face for each roll purpose (by its short name), else 6.

    A list gives the faces of successive rolls of that purpose (the last repeats).
    """
    table = {getattr(fow, "WG_FOW_ROLL_" + name.upper()): v for name, v in by_purpose.items()}
    used = {}
    rolled = []

    def dice(roll):
        rolled.append(roll)
        v = table.get(roll.purpose, 6)
        if isinstance(v, list):
            n = used.get(roll.purpose, 0)
            used[roll.purpose] = n + 1
            v = v[min(n, len(v) - 1)]
        return v
    dice.rolled = rolled
    return dice


def pass_until(game, decision_type, limit=50):
    """Answer PASS by pull until the decision is `decision_type`."""
    for _ in range(limit):
        if game.decision.type == decision_type:
            return game.decision
        game.apply(fow.pass_())
    raise AssertionError("no %d decision came" % decision_type)


def events_of(game, start, event_type):
    return [e for e in game.events(start) if e.type == event_type]


class PlayedByAgents(unittest.TestCase):
    def test_of_t1_the_skirmish_goes_through_the_steps_turn_after_turn(self):
        with Game.open(SKIRMISH, seed=7) as g:
            self.assertEqual(g.ruleset, "fow")
            g.set_builtin_agent(BRITISH, WG_AGENT_GREEDY, seed=1)
            g.set_builtin_agent(GERMAN, WG_AGENT_RANDOM, seed=2)
            for _ in range(20000):
                if g.over or g.status.turn > 3:
                    break
                self.assertIn(g.run(max_steps=1), ("stepped", "done"))
            self.assertTrue(g.over or g.status.turn > 3, "three game turns were played")

            # OF-T1: each player's turn is the Starting, Movement, Shooting and Assault
            # Steps in that order, and the players alternate, player 0 first.
            turns = [(e.player, e.value) for e in g.events() if e.type == WG_EV_TURN]
            self.assertGreaterEqual(len(turns), 5)
            self.assertEqual([p for p, _ in turns], [i % 2 for i in range(len(turns))])
            steps = [e.value for e in g.events() if e.type == WG_EV_PHASE]
            order = [fow.WG_FOW_PHASE_START, fow.WG_FOW_PHASE_MOVEMENT,
                     fow.WG_FOW_PHASE_SHOOTING, fow.WG_FOW_PHASE_ASSAULT]
            whole = (len(steps) // 4) * 4
            self.assertEqual(steps[:whole], order * (whole // 4))
            self.assertGreaterEqual(whole // 4, len(turns) - 1)

            self.assertGreater(len(events_of(g, 0, WG_EV_MOVE)), 0, "the agents moved")
            self.assertGreater(len(events_of(g, 0, fow.WG_FOW_EV_SHOTS)), 0, "and shot")
            for t, state in enumerate(fow.teams(g)):
                self.assertEqual(state.alive, fow.alive(g, t))
                self.assertEqual(state.alive, g.unit(t).alive)
                self.assertEqual((state.x, state.y, state.facing),
                                 (g.unit(t).x, g.unit(t).y, g.unit(t).facing))

    def test_the_agents_play_the_tank_duel_to_its_end(self):
        with Game.open(TANK_DUEL, seed=3) as g:
            g.set_builtin_agent(BRITISH, WG_AGENT_GREEDY, seed=5)
            g.set_builtin_agent(GERMAN, WG_AGENT_GREEDY, seed=6)
            self.assertEqual(g.run(), "done")
            status = g.status
            self.assertTrue(status.over)
            self.assertIn(status.result, [r.value for r in fow.Result if r.value])
            over = events_of(g, 0, WG_EV_GAME_OVER)
            self.assertEqual(len(over), 1)
            self.assertEqual(over[0].result, status.result)
            if status.result == fow.WG_FOW_RESULT_DESTROYED:
                loser = 1 - status.winner
                self.assertFalse(any(t.alive for t in fow.teams(g) if t.player == loser))
            self.assertTrue(g.result_text)
            with Game.load(g.save()) as h:
                self.assertEqual(h.hash, g.hash)


class AllocatedFromPython(unittest.TestCase):
    """WG_DEC_ALLOCATE_HITS answered by pull, the result read back by the fow queries."""

    def shoot_the_stug(self, g, dice):
        """PASS the Movement Step, fire the Sherman's 75mm at the StuG, resolve."""
        self.assertEqual(g.decision.type, WG_DEC_MOVE)
        pass_until(g, WG_DEC_FIRE)
        declare = next(a for a in g.legal_actions()
                       if a.type == WG_ACT_DECLARE and a.unit == SHERMAN and a.weapon == M3_75MM)
        self.assertEqual(declare.target, STUG)
        g.apply(declare)
        self.assertEqual(g.decision.pending, 1)
        g.set_dice(dice)
        g.apply(fow.resolve())

    def test_the_german_player_puts_the_hits_and_the_stug_is_bailed_out(self):
        with Game.open(TANK_DUEL, seed=1) as g:
            # both 75mm shots hit; the first armour save fails and the firepower test
            # fails; the second armour save bounces the shot
            dice = faces(to_hit=6, armour_save=[1, 6], firepower=1)
            need = fow.to_hit(g, SHERMAN, M3_75MM, STUG)
            self.assertEqual(need, (4, 0))     # the Veteran StuG, in the open, within 16"
            self.shoot_the_stug(g, dice)
            shots = events_of(g, 0, fow.WG_FOW_EV_SHOTS)
            self.assertEqual([(e.unit, e.weapon, e.target, e.value, e.need, e.result)
                              for e in shots], [(SHERMAN, M3_75MM, STUG, 2, need[0], 2)])

            d = g.decision
            self.assertEqual((d.type, d.player, d.count), (WG_DEC_ALLOCATE_HITS, GERMAN, 2))
            self.assertEqual(fow.team_platoon(g, d.unit), fow.team_platoon(g, STUG))
            hits = fow.hits(g)
            self.assertEqual(len(hits), 2)
            for hit in hits:
                self.assertEqual((hit.shooter, hit.weapon, hit.team, hit.picked),
                                 (SHERMAN, M3_75MM, -1, 0))
                self.assertEqual(hit.platoon, fow.team_platoon(g, STUG))
            legal = g.legal_actions()
            self.assertIn(fow.auto_allocate(), legal)
            self.assertEqual({(a.value, a.target) for a in legal if a.type == WG_ACT_ALLOCATE},
                             {(0, STUG), (1, STUG)})

            # hit number 1 first, picked from the legal list
            first = next(a for a in legal if a.type == WG_ACT_ALLOCATE and a.value == 1)
            mark = g.event_count
            g.apply(first)
            self.assertEqual(g.decision.type, WG_DEC_ALLOCATE_HITS)
            self.assertEqual(g.decision.count, 1)
            self.assertEqual(fow.hit(g, 1).team, STUG)
            self.assertFalse(fow.hit(g, 0).allocated)
            allocated = events_of(g, mark, fow.WG_FOW_EV_ALLOCATED)
            self.assertEqual([(e.value, e.target, e.unit) for e in allocated], [(1, STUG, SHERMAN)])
            with self.assertRaises(wargame.IllegalError):
                g.check(fow.allocate(1, STUG))           # already on the StuG
            with self.assertRaises(wargame.IllegalError):
                g.check(fow.allocate(0, SHERMAN))        # not a team of the target platoon

            # the last hit, built by hand
            g.apply(fow.allocate(0, STUG))
            self.assertEqual(g.decision.type, WG_DEC_FIRE)
            self.assertEqual(g.decision.player, BRITISH)
            self.assertEqual(fow.hit_count(g), 0)
            with self.assertRaises(IndexError):
                fow.hit(g, 0)

            # OF-S9: die 1 + front armour 7 is less than the 75mm's anti-tank 10, and the
            # failed firepower test bails the StuG out; the second shot bounces.
            effects = events_of(g, mark, fow.WG_FOW_EV_EFFECT)
            self.assertEqual([(e.target, e.result) for e in effects],
                             [(STUG, fow.WG_FOW_BAILED_OUT), (STUG, fow.WG_FOW_NO_EFFECT)])
            self.assertTrue(fow.bailed_out(g, STUG))
            self.assertTrue(fow.alive(g, STUG))
            state = fow.team(g, STUG)
            self.assertTrue(state.bailed_out and state.alive)
            self.assertEqual(state.flags & fow.WG_FOW_TEAM_BAILED_OUT, fow.WG_FOW_TEAM_BAILED_OUT)
            self.assertTrue(g.unit(STUG).disabled)
            self.assertTrue(fow.team(g, SHERMAN).shot)
            self.assertFalse(g.over)
            purposes = [r.purpose for r in dice.rolled]
            self.assertEqual(purposes.count(fow.WG_FOW_ROLL_TO_HIT), 2)
            self.assertEqual(purposes.count(fow.WG_FOW_ROLL_ARMOUR_SAVE), 2)

    def test_choose_0_allocates_the_hits_automatically(self):
        with Game.open(TANK_DUEL, seed=1) as g:
            self.shoot_the_stug(g, faces(to_hit=6, armour_save=1, firepower=6))
            mark = g.event_count
            g.apply(fow.auto_allocate())
            allocated = events_of(g, mark, fow.WG_FOW_EV_ALLOCATED)
            self.assertEqual(sorted(e.value for e in allocated), [0, 1])
            self.assertTrue(all(e.target == STUG for e in allocated))
            self.assertFalse(fow.alive(g, STUG))
            self.assertFalse(fow.team(g, STUG).alive)
            self.assertTrue(fow.platoon_destroyed(g, fow.team_platoon(g, STUG)))
            self.assertEqual((g.status.over, g.winner, g.status.result),
                             (1, BRITISH, fow.WG_FOW_RESULT_DESTROYED))

    def test_of_s6_a_team_takes_no_second_hit_before_the_others_have_one(self):
        # The tank duel with a second StuG beside the first: both equally placed.
        text = TANK_DUEL.read_text(encoding="utf-8")
        text, n = re.subn(r"- \{ type: stug_g, at: \[24, 30\], facing: 270 \}",
                          "- { type: stug_g, at: [21, 30], facing: 270 }\n"
                          "          - { type: stug_g, at: [27, 30], facing: 270 }", text)
        self.assertEqual(n, 1, "the tank duel's StuG line")
        with Game.from_yaml(text, seed=1, name="two-stugs.yaml") as g:
            stugs = fow.platoon_teams(g, fow.team_platoon(g, STUG))
            self.assertEqual(stugs, [1, 2])
            self.shoot_the_stug(g, faces(to_hit=6))
            self.assertEqual(g.decision.count, 2)
            legal = {(a.value, a.target) for a in g.legal_actions() if a.type == WG_ACT_ALLOCATE}
            self.assertEqual(legal, {(h, t) for h in (0, 1) for t in stugs})

            g.apply(fow.allocate(0, stugs[1]))
            self.assertEqual(fow.hit(g, 0).team, stugs[1])
            with self.assertRaises(wargame.IllegalError) as cm:
                g.check(fow.allocate(1, stugs[1]))
            self.assertIn("OF-S6", cm.exception.message)
            self.assertEqual([(a.value, a.target) for a in g.legal_actions()
                              if a.type == WG_ACT_ALLOCATE], [(1, stugs[0])])
            g.apply(fow.allocate(1, stugs[0]))
            self.assertEqual(g.decision.type, WG_DEC_FIRE)


# Two Shermans charge two PaK40s; PaK40 2 faces them, PaK40 3 faces away (OF-E12).
SHERMANS_VS_PAKS = """\
ruleset: fow
units: inch
table: {width: 48, depth: 48}
companies:
  - {player: 0, platoons: [{type: british_sherman_platoon, teams: [
      {type: sherman_v, at: [14, 20], moved: true},
      {type: sherman_v, at: [26, 20], moved: true}]}]}
  - {player: 1, platoons: [{type: german_grenadier_platoon, teams: [
      {type: pak40, at: [14, 24.5], facing: 270},
      {type: pak40, at: [26, 24.5], facing: 90}]}]}
"""


class AssaultFromPython(unittest.TestCase):
    """The fight's decisions answered by pull: the hit player's allocation (OF-A7) and a
    gun's choice of rating against a tank (OF-A8)."""

    def test_of_a8_the_german_player_picks_the_pak40s_tank_assault_rating(self):
        with Game.from_yaml(SHERMANS_VS_PAKS, seed=1, name="paks.yaml") as g:
            # the Shermans miss, the PaK40s counterattack and both hit; the Sherman's
            # top armour 1 + 1 = 2 equals the PaK40's tank assault 2: bailed out
            g.set_dice(faces(assault_hit=[1, 1, 6, 6], counterattack=[4, 1],
                             assault_save=[1, 2], to_hit=1))
            pass_until(g, wargame.WG_DEC_ORDER)
            g.apply(fow.Action(type=WG_ACT_DECLARE, unit=0))
            for team in (0, 1):
                charge = next(a for a in g.legal_actions()
                              if a.type == wargame.WG_ACT_MOVE and a.unit == team)
                g.apply(charge)
            g.apply(fow.resolve())
            g.apply(fow.gun_rating(0))                 # CHOOSE 0: it must fire (OF-A4): misses
            g.apply(fow.gun_rating(1))                 # CHOOSE 1: counterattack
            d = g.decision
            self.assertEqual((d.type, d.player), (WG_DEC_ALLOCATE_HITS, BRITISH))
            self.assertEqual(fow.assaulting_platoon(g), fow.team_platoon(g, 0))
            self.assertEqual([h.shooter for h in fow.hits(g)], [2, 3])
            g.apply(fow.allocate(0, 0))
            g.apply(fow.allocate(1, 1))
            d = g.decision
            self.assertEqual((d.type, d.player, d.unit, d.target),
                             (wargame.WG_DEC_CHOICE, GERMAN, 2, 0))
            start = len(list(g.events()))
            g.apply(fow.gun_rating(fow.WG_FOW_CHOOSE_TANK_ASSAULT))
            choice = events_of(g, start, fow.WG_FOW_EV_GUN_CHOICE)
            self.assertEqual([(c.unit, c.target, c.value) for c in choice],
                             [(2, 0, fow.WG_FOW_CHOOSE_TANK_ASSAULT)])
            effects = [e for e in events_of(g, start, fow.WG_FOW_EV_EFFECT) if e.target == 0]
            self.assertEqual(effects[0].result, fow.WG_FOW_BAILED_OUT)
            self.assertEqual(effects[0].value, 2)


class MovesOnTheTable(unittest.TestCase):
    def test_of_m1_a_tank_moves_12_inches_and_not_a_tenth_of_a_mm_more(self):
        with Game.open(TANK_DUEL, seed=1) as g:
            start = fow.team(g, SHERMAN)
            self.assertEqual((start.x, start.y, start.facing),
                             (fow.inches(24), fow.inches(18), fow.degrees(90)))
            d = g.decision
            self.assertEqual((d.type, d.player, d.open), (WG_DEC_MOVE, BRITISH, 1))

            # 12" straight to the left, ending facing left: not in the legal list,
            # but legal (the list is only representative)
            legal = fow.move(SHERMAN, start.x - fow.inches(12), start.y, fow.degrees(180))
            self.assertNotIn(legal, g.legal_actions())
            g.check(legal)
            self.assertTrue(g.is_legal(legal))

            too_far = fow.move(SHERMAN, legal.x - 1, legal.y, fow.degrees(180))
            before = g.hash
            with self.assertRaises(wargame.IllegalError) as cm:
                g.check(too_far)
            self.assertEqual(cm.exception.status, wargame.WG_EILLEGAL)
            self.assertIn("OF-M1", cm.exception.message)
            with self.assertRaises(wargame.IllegalError):
                g.apply(too_far)
            self.assertEqual(g.hash, before)
            self.assertEqual(fow.team(g, SHERMAN), start)

            mark = g.event_count
            g.apply(legal)
            moved = fow.team(g, SHERMAN)
            self.assertEqual((moved.x, moved.y, moved.facing), (legal.x, legal.y, legal.value))
            self.assertTrue(moved.moved)
            self.assertFalse(fow.gone_to_ground(g, SHERMAN))
            ev = events_of(g, mark, WG_EV_MOVE)
            self.assertEqual([(e.unit, e.value, e.extra, e.x, e.y) for e in ev],
                             [(SHERMAN, start.x, start.y, legal.x, legal.y)])
            with self.assertRaises(wargame.IllegalError):   # one move a turn
                g.check(fow.move(SHERMAN, moved.x, moved.y + fow.inches(1), fow.degrees(90)))

    def test_of_x13_the_sherman_may_drive_up_to_the_stug_but_not_onto_it(self):
        with Game.open(TANK_DUEL, seed=1) as g:
            stug = fow.team(g, STUG)
            onto = fow.move(SHERMAN, stug.x, stug.y, fow.degrees(90))
            self.assertNotIn(onto, g.legal_actions())
            before = g.hash
            with self.assertRaises(wargame.IllegalError) as cm:
                g.apply(onto)
            self.assertEqual(cm.exception.status, wargame.WG_EILLEGAL)
            self.assertIn("OF-X13", cm.exception.message)
            self.assertEqual(g.hash, before)
            # both bases 60mm deep along y: centres 60mm apart touch, and may
            touching = fow.move(SHERMAN, stug.x, stug.y - 600, fow.degrees(90))
            with self.assertRaises(wargame.IllegalError):
                g.check(fow.move(SHERMAN, stug.x, stug.y - 599, fow.degrees(90)))
            g.apply(touching)
            self.assertEqual(fow.team(g, SHERMAN).y, stug.y - 600)

    def test_of_s5_turned_away_the_hull_mg_cannot_bear_and_the_turret_gun_can(self):
        with Game.open(TANK_DUEL, seed=1) as g:
            start = fow.team(g, SHERMAN)
            self.assertIsNotNone(fow.to_hit(g, SHERMAN, SHERMAN_HULL_MG, STUG))
            g.apply(fow.move(SHERMAN, start.x, start.y, fow.degrees(270)))   # turn on the spot
            self.assertEqual(fow.team(g, SHERMAN).facing, fow.degrees(270))
            self.assertIsNone(fow.to_hit(g, SHERMAN, SHERMAN_HULL_MG, STUG))
            score, mods = fow.to_hit(g, SHERMAN, M3_75MM, STUG)
            self.assertEqual((score, mods), (4, 0))


# A paratrooper (0) charging a grenadier (2) 4.5" ahead; a second paratrooper (1) stands
# in contact with the grenadier just where 0's charge straight ahead would end.
CHARGE_BLOCKED = """ruleset: fow
units: inch
table: {width: 48, depth: 48}
companies:
  - {player: 0, platoons: [{type: us_parachute_rifle_platoon, teams: [
      {type: para_rifle_mg_team, at: [10, 20], facing: 90, moved: true},
      {type: para_rifle_mg_team, at: [11.5, 23.5], facing: 90, moved: true}]}]}
  - {player: 1, platoons: [{type: german_grenadier_platoon, teams: [
      {type: rifle_mg_team, at: [10, 24.5], facing: 270, moved: true}]}]}
"""


class ChargeRoundABase(unittest.TestCase):
    """OF-X13 in the assault: a charge may not end on another team's base."""

    def test_of_x13_the_charge_straight_on_is_refused_and_the_listed_one_goes_round(self):
        with Game.from_yaml(CHARGE_BLOCKED, seed=1, name="blocked.yaml") as g:
            pass_until(g, wargame.WG_DEC_ORDER)
            g.apply(fow.Action(type=WG_ACT_DECLARE, unit=0))
            touching = fow.inches(24.5) - 125 - 125    # the grenadier's base, 25mm deep
            straight = fow.move(0, fow.inches(10), touching, fow.degrees(90))
            before = g.hash
            with self.assertRaises(wargame.IllegalError) as cm:
                g.apply(straight)
            self.assertIn("on top of Paratrooper Rifle/MG team", cm.exception.message)
            self.assertIn("OF-X13", cm.exception.message)
            self.assertEqual(g.hash, before)
            charge = next(a for a in g.legal_actions()
                          if a.type == wargame.WG_ACT_MOVE and a.unit == 0)
            self.assertLess(charge.x, fow.inches(10))   # round the left of paratrooper 1
            g.apply(charge)
            g.apply(fow.resolve())
            self.assertEqual(g.decision.type, wargame.WG_DEC_DEFENSIVE_FIRE)


class TurretAim(unittest.TestCase):
    """OF-X12: the shooter chooses the team its turret turns to."""

    YAML = ("ruleset: fow\nunits: inch\ntable: {width: 48, depth: 48}\ncompanies:\n"
            "  - {player: 0, platoons: [{type: british_sherman_platoon, teams: [\n"
            "      {at: [20, 10], facing: 90}]}]}\n"
            "  - {player: 1, platoons: [{type: german_grenadier_platoon, teams: [\n"
            "      {type: rifle_mg_team, at: [16, 20]}, {type: rifle_mg_team, at: [32, 22]}]}]}\n")

    def turret_after(self, aim):
        with Game.from_yaml(self.YAML, seed=1) as g:
            g.set_dice(faces(to_hit=1))
            pass_until(g, WG_DEC_FIRE)
            g.apply(fow.declare(0, M3_75MM, 2, aim=aim))
            g.apply(fow.resolve())
            return fow.team(g, 0).turret

    def test_of_x12_the_turret_turns_to_the_chosen_team_or_the_nearest(self):
        self.assertAlmostEqual(self.turret_after(True), fow.degrees(45), delta=500)
        self.assertAlmostEqual(self.turret_after(False), fow.degrees(111.8), delta=500)

    def test_of_x12_only_a_turret_weapon_is_aimed(self):
        with Game.from_yaml(self.YAML, seed=1) as g:
            pass_until(g, WG_DEC_FIRE)
            with self.assertRaises(wargame.IllegalError):
                g.check(fow.declare(0, SHERMAN_HULL_MG, 2, aim=True))


class Queries(unittest.TestCase):
    def test_teams_platoons_weapons_and_types(self):
        with Game.open(SKIRMISH, seed=1) as g:
            n = g.unit_count
            self.assertEqual(len(fow.teams(g)), n)
            self.assertEqual(fow.platoon_count(g), 4)
            platoons = [fow.team_platoon(g, t) for t in range(n)]
            self.assertEqual(platoons, sorted(platoons))
            self.assertEqual(sum(len(fow.platoon_teams(g, p)) for p in range(4)), n)
            for p in range(4):
                self.assertTrue(fow.platoon_name(g, p))
                self.assertFalse(fow.platoon_destroyed(g, p))
            commanders = [t for t in fow.teams(g) if t.command == fow.WG_FOW_CMD_COMPANY]
            self.assertEqual(sorted(t.player for t in commanders), [0, 1])
            sherman = fow.type_index(g, "sherman_v")
            tank = next(i for i, t in enumerate(fow.teams(g)) if t.type == sherman)
            state = fow.team(g, tank)
            self.assertEqual(state.kind, fow.WG_FOW_TANK)
            self.assertEqual((state.half_width, state.half_depth), (150, 300))   # 30x60mm
            self.assertEqual(state.turret, state.facing)
            self.assertEqual(fow.weapons(g, tank)[0], "M3 75mm gun")
            self.assertEqual(fow.weapon_count(g, tank), 3)
            self.assertFalse(fow.bogged(g, tank) or fow.dug_in(g, tank) or fow.pinned(g, tank))
            self.assertIn("kind=WG_FOW_TANK", repr(state))

            with self.assertRaises(IndexError):
                fow.team(g, n)
            with self.assertRaises(IndexError):
                fow.team_platoon(g, -1)
            with self.assertRaises(IndexError):
                fow.platoon_name(g, 4)
            with self.assertRaises(IndexError):
                fow.weapon_name(g, tank, 3)
            with self.assertRaises(IndexError):
                fow.type_index(g, "no_such_tank")
            with self.assertRaises(IndexError):
                fow.to_hit(g, tank, 9, 0)
            with self.assertRaises(IndexError):          # yes/no: a bad team is WG_ERANGE
                fow.alive(g, n)
            self.assertEqual(fow.hit_count(g), 0)

    def test_missions_and_their_objectives(self):
        # OF-X1..OF-X3: the mission and objectives a GUI draws; none placed before setup
        with Game.open(SCENARIOS / "fow-doodlebug.yaml", seed=1) as g:
            self.assertEqual(fow.mission(g), fow.Mission.WG_FOW_MISSION_DOODLEBUG)
            self.assertEqual(fow.objective_count(g), 2)
            self.assertEqual([(o.placed, o.player) for o in fow.objectives(g)],
                             [(False, 1), (False, 1)])
            self.assertIsNone(fow.assaulting_platoon(g))
            with self.assertRaises(IndexError):
                fow.objective(g, 2)
        with Game.open(SKIRMISH, seed=1) as g:
            self.assertEqual(fow.mission(g), fow.Mission.WG_FOW_MISSION_NONE)
            self.assertEqual([(o.x, o.y, o.player) for o in fow.objectives(g)],
                             [(3000, 10500, 0), (9000, 1500, 1)])

    def test_the_table_and_its_terrain_a_gui_draws(self):
        with Game.open(SKIRMISH, seed=1) as g:
            t = fow.table(g)
            self.assertEqual((t.width, t.depth, t.units, t.features, t.objectives, t.turns),
                             (12000, 12000, fow.WG_FOW_UNITS_CM, 4, 2, 6))
            feats = fow.features(g)
            self.assertEqual([f["name"] for f in feats],
                             ["wood", "hedge", "farmhouse", "stone wall"])
            wood, hedge, house, wall = (f["info"] for f in feats)
            self.assertEqual((wood.shape, wood.going, wood.concealing, wood.blocks_los),
                             (fow.WG_FOW_SHAPE_AREA, fow.WG_FOW_GOING_DIFFICULT, 1, 1))
            self.assertEqual((hedge.shape, hedge.bulletproof), (fow.WG_FOW_SHAPE_LINE, 0))
            self.assertEqual((house.going, house.bulletproof),
                             (fow.WG_FOW_GOING_VERY_DIFFICULT, 1))
            self.assertEqual(feats[1]["points"], [(6000, 5800), (10000, 5800)])
            self.assertEqual(feats[0]["points"],
                             [(2000, 5000), (4500, 5000), (4500, 7000), (2000, 7000)])
            self.assertEqual((wall.x0, wall.y0, wall.x1, wall.y1), (1000, 8500, 4000, 8500))
            self.assertIn("WG_FOW_SHAPE_LINE", repr(hedge))
            self.assertEqual(len(fow.objectives(g)), t.objectives)
            for bad in (-1, 4):
                for query in (fow.feature, fow.feature_name, fow.feature_points):
                    with self.assertRaises(IndexError):
                        query(g, bad)
            t0 = fow.team(g, 0)
            self.assertEqual(fow.can_reach(g, 0, t0.x, t0.y + 100),
                             g.is_legal(wargame.Action(type=wargame.WG_ACT_MOVE, unit=0, x=t0.x,
                                                       y=t0.y + 100, value=t0.facing)))
            end = fow.reach_along(g, 0, t0.x, t0.y + 100000)
            self.assertIsNotNone(end)
            self.assertTrue(fow.can_reach(g, 0, *end))
            self.assertFalse(fow.can_reach(g, 0, end[0], end[1] + 1))
        with Game.open(OGRE, seed=1) as o:
            for query in (fow.table, lambda o: fow.feature(o, 0), fow.features,
                          lambda o: fow.feature_name(o, 0), lambda o: fow.feature_points(o, 0)):
                with self.assertRaises(wargame.InvalidError):
                    query(o)

    def test_a_game_of_another_ruleset_is_refused(self):
        with Game.open(OGRE, seed=1) as g:
            with self.assertRaises(wargame.InvalidError):
                fow.team(g, 0)
            with self.assertRaises(wargame.InvalidError):
                fow.platoon_count(g)
            with self.assertRaises(wargame.InvalidError):   # yes/no: WG_EINVAL, not "no"
                fow.alive(g, 0)
            with self.assertRaises(wargame.InvalidError):   # a count: WG_EINVAL, not 0
                fow.hit_count(g)

    def test_fow_events_have_readable_names(self):
        ev = wargame.Event(type=fow.WG_FOW_EV_ALLOCATED)
        self.assertIn("WG_FOW_EV_ALLOCATED", repr(ev))
        self.assertEqual(fow.inches(1), 254)
        self.assertEqual(fow.cm(2.5), 250)
        self.assertEqual(fow.degrees(90), 90000)


# ---------------------------------------------------------------- no drift

# ---------------------------------------------------------------- exact odds

# fow.h's worked example: a PaK40 that has not moved 12" (centres) from a lone Trained
# Sherman facing it.
PAK_VS_SHERMAN = """ruleset: fow
units: inch
table: {width: 48, depth: 48}
companies:
  - {player: 0, platoons: [{type: german_grenadier_platoon, teams: [{type: pak40, at: [24, 10]}]}]}
  - {player: 1, platoons: [{type: british_sherman_platoon, teams: [
      {type: sherman_v, at: [24, 22], facing: 270}]}]}
"""


class ExactOdds(unittest.TestCase):
    def setUp(self):
        self.g = Game.from_yaml(PAK_VS_SHERMAN, seed=1)
        self.addCleanup(self.g.close)
        pass_until(self.g, WG_DEC_FIRE)

    def test_of_s9_s16_game_odds_of_a_shot_are_the_headers_worked_example(self):
        g, before = self.g, self.g.hash
        odds = g.odds(fow.declare(0, 0, 1))
        self.assertEqual(g.hash, before, "a query changes nothing")
        self.assertEqual((odds.den, odds.attacks), (46656, 1))
        got = [fow.outcome_kind(o.kind) + (fow.outcome_fields(o.value), o.unit, o.part, o.num)
               for o, _ in odds.outcomes()]
        want = [(0, 0, 0, 5184), (1, 0, 0, 1152), (2, 0, 0, 64), (1, 1, 0, 11520),
                (2, 1, 0, 19776), (1, 0, 1, 8064), (2, 0, 1, 896)]
        self.assertEqual([(f["hits"], f["destroyed"], f["bailed"], n) for _, _, f, _, _, n in got],
                         want)
        self.assertTrue(all(k == fow.WG_FOW_OUTCOME_SHOT and not pinned and (u, p) == (-1, 1)
                            for k, pinned, _, u, p, _ in got))
        destroyed = sum(p for o, p in odds.outcomes() if fow.outcome_fields(o.value)["destroyed"])
        self.assertEqual(destroyed, fractions.Fraction(31296, 46656))

    def test_the_odds_match_the_shot_played_with_those_dice(self):
        odds = self.g.odds(fow.declare(0, 0, 1))
        self.g.set_dice(faces(to_hit=[3, 1], armour_save=2, firepower=1))
        self.g.apply(fow.declare(0, 0, 1))
        self.g.apply(fow.resolve())
        self.g.apply(fow.auto_allocate())
        self.assertTrue(fow.bailed_out(self.g, 1))
        match = [o for o, _ in odds.outcomes()
                 if fow.outcome_fields(o.value) == dict(hits=1, destroyed=0, bailed=1)]
        self.assertEqual(len(match), 1)

    def test_actions_that_roll_no_shot_have_no_odds(self):
        before = self.g.hash
        with self.assertRaises(wargame.StateError):
            self.g.odds(fow.pass_())
        with self.assertRaises(wargame.IllegalError):
            self.g.odds(fow.declare(0, 9, 1))
        self.assertEqual(self.g.hash, before)


class NoDrift(RulesetDrift, unittest.TestCase):
    """wargame.fow matches fow.h and the C compiler, field by field."""
    module, header = fow, "fow.h"


if __name__ == "__main__":
    unittest.main()
