#!/usr/bin/env python3
"""The Python API as a user meets it: enums for the struct fields that hold
one, a pickling error that says what to do, a docstring on every public name,
`__all__` in every module with no ctypes helpers in it, and help(wargame)
reading as a manual."""
import copy
import inspect
import os
import pickle
import pydoc
import unittest

import wargame
import wargame.errors
import wargame.game
import wargame.hex

SCENARIO = os.environ.get("WG_SCENARIO", "examples/scenarios/ogre-basic.yaml")
MODULES = (wargame, wargame.game, wargame.errors, wargame.hex)
CTYPES_NAMES = {"byref", "c_int", "c_int32", "c_void_p", "c_size_t", "c_char_p", "POINTER",
                "CFUNCTYPE", "Structure", "ctypes", "enum", "os", "operator"}


def undocumented(module):
    """Public names of `module` (and their public methods) without a docstring."""
    missing = []
    for name in module.__all__:
        obj = getattr(module, name)
        if isinstance(obj, (int, str, tuple, list, dict)) or inspect.ismodule(obj):
            continue
        if not (getattr(obj, "__doc__", None) or "").strip():
            missing.append(name)
        if inspect.isclass(obj) and obj.__module__.startswith("wargame"):
            for attr, value in vars(obj).items():
                if attr.startswith("_") or not (callable(value) or isinstance(
                        value, (property, classmethod, staticmethod))):
                    continue
                if not (getattr(value, "__doc__", None) or "").strip():
                    missing.append("%s.%s" % (name, attr))
    return missing


class Api(unittest.TestCase):
    def test_struct_fields_read_as_enums_and_compare_as_ints(self):
        with wargame.Game.open(SCENARIO, seed=3) as g:
            d = g.decision
            self.assertIsInstance(d.type, wargame.DecisionType)
            self.assertEqual(d.type, int(d.type))
            a = g.legal_actions()[0]
            self.assertIsInstance(a.type, wargame.ActionType)
            self.assertIn("WG_ACT_", repr(a))
            ev = next(g.events())
            self.assertIs(ev.type, wargame.EventType.WG_EV_GAME_START)
            a.type = 5                       # plain ints are still accepted
            self.assertIs(a.type, wargame.ActionType.WG_ACT_RESOLVE)
            ev.type = 123456                 # a value no enum names reads as an int
            self.assertEqual(ev.type, 123456)
        try:
            wargame.Game.from_yaml("ruleset: nothing\n")
        except wargame.WargameError as exc:
            self.assertIsInstance(wargame.StatusCode(exc.status), wargame.StatusCode)

    def test_a_decision_reads_as_a_prompt_in_every_ruleset(self):
        # issue 18: the words of wg_decision_describe, the same through the binding
        here = os.path.dirname(SCENARIO)
        want = {"ogre-basic.yaml": "Ogre: start the game",
                "m44-base.yaml": "Allies: play a command card (5 in hand)",
                "mob-crossroads.yaml": "Blue: start the battle",
                "fow-tank-duel.yaml": "British: move teams or dig in, or end the Movement Step"}
        for name, prompt in want.items():
            with wargame.Game.open(os.path.join(here, name), seed=1) as g:
                self.assertEqual(g.describe(g.decision), prompt)

    def test_pickling_a_game_says_to_use_save(self):
        with wargame.Game.open(SCENARIO, seed=3) as g:
            for attempt in (pickle.dumps, copy.copy, copy.deepcopy):
                with self.assertRaises(TypeError) as cm:
                    attempt(g)
                self.assertIn("save()", str(cm.exception))
            text = pickle.loads(pickle.dumps(g.save()))
            with wargame.Game.load(text) as again:
                self.assertEqual(again.hash, g.hash)

    def test_every_public_name_is_documented(self):
        for module in MODULES:
            self.assertTrue((module.__doc__ or "").strip(), module.__name__)
            with self.subTest(module=module.__name__):
                self.assertEqual(undocumented(module), [])

    def test_every_module_has_all_without_ctypes_helpers(self):
        for module in MODULES:
            with self.subTest(module=module.__name__):
                self.assertTrue(hasattr(module, "__all__"))
                self.assertFalse(CTYPES_NAMES & set(module.__all__))
                for name in module.__all__:
                    self.assertTrue(hasattr(module, name), name)

    def test_help_reads_as_a_manual(self):
        text = pydoc.render_doc(wargame, renderer=pydoc.plaintext)
        for section in ("Opening a game", "Agents", "Save, load, copy", "Errors",
                        "Finding the library", "class Game", "is_legal"):
            self.assertIn(section, text)


if __name__ == "__main__":
    unittest.main()
