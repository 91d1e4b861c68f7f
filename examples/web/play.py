"""One game in the web GUI: the human plays one side, the built-in agent the other.

Everything the page shows comes from here as JSON: the scene (scene.py), the
decision at hand as a prompt, the legal answers with their English text, the
events since the page last asked, a unit's reach, an action's exact odds.
"""
import ctypes
from ctypes import byref

import wargame
from wargame import _capi, fow, m44

from scene import scene

WINDOWS = (wargame.WG_DEC_SPLITFIRE, wargame.WG_DEC_OPFIRE, wargame.WG_DEC_DEFENSIVE_FIRE)
REACH_NODES = 400        # hexes explored at most for one unit's reach
FOW_REACH_STEP = 254     # fow reach is sampled on a one-inch grid ...
FOW_REACH_SPAN = 16      # ... up to 16 inches each way
EVENTS_SENT = 400        # events sent at most per answer (the log keeps them all)


def _fields(obj, names):
    return {n: getattr(obj, n) for n in names}


class Play:
    """A game, its human player and what the page has already seen."""

    def __init__(self, path, name, seed, human, agent_seed=1):
        self.game = wargame.Game.open(path, seed=seed)
        self.name = name
        self.human = human
        self.seen = 0                     # events already sent to the page
        self.game.set_builtin_agent(1 - human, wargame.WG_AGENT_GREEDY, seed=agent_seed)
        self.game.run()

    def close(self):
        self.game.close()

    # ------------------------------------------------------------ what the page shows

    def decision(self):
        g = self.game
        d = g.decision
        kind = _capi.lib.wg_decision_kind_name(g._handle(), byref(d))
        return {"type": d.type, "player": d.player, "depth": d.depth, "unit": d.unit,
                "target": d.target, "x": d.x, "y": d.y, "count": d.count,
                "kind": kind.decode() if kind else "",
                "text": g.describe(d), "window": d.type in WINDOWS,
                "human": d.type != wargame.WG_DEC_NONE and d.player == self.human}

    def actions(self):
        g = self.game
        if g.over or g.decision.player != self.human:
            return []
        out = []
        for i, a in enumerate(g.legal_actions()):
            item = _fields(a, ("type", "unit", "weapon", "target", "part", "card", "x", "y",
                               "value"))
            item.update(index=i, text=g.describe(a))
            out.append(item)
        return out

    def hand(self):
        """The hand of the human player only (hot-seat view); m44 only has hands."""
        if self.game.ruleset != "m44":
            return []
        return [{"card": c, "name": m44.card_name(self.game, c)}
                for c in m44.hand(self.game, self.human)]

    def events(self):
        g = self.game
        out = []
        start = max(self.seen, g.event_count - EVENTS_SENT)
        for i in range(start, g.event_count):
            e = g.event(i)
            item = _fields(e, ("type", "player", "unit", "target", "x", "y", "value", "extra",
                               "result"))
            item.update(index=i, text=g.describe(e))
            out.append(item)
        self.seen = g.event_count
        return out

    def state(self):
        return {"scene": scene(self.game, self.name), "decision": self.decision(),
                "actions": self.actions(), "hand": self.hand(), "events": self.events(),
                "human": self.human, "result": self.game.result_text if self.game.over else ""}

    # ------------------------------------------------------------ answering

    def _legal(self, index):
        acts = self.game.legal_actions()
        if not 0 <= index < len(acts):
            raise ValueError("no legal action %r (there are %d)" % (index, len(acts)))
        return acts[index]

    def apply(self, index):
        self.game.apply(self._legal(index))
        self.game.run()

    def odds(self, index):
        g = self.game
        try:
            o = g.odds(self._legal(index))
        except wargame.StateError:
            return []
        return g.describe_odds(o)

    def auto(self, steps):
        """Let the agent answer for the human too, for at most `steps` actions (0: to the end)."""
        g = self.game
        g.set_builtin_agent(self.human, wargame.WG_AGENT_GREEDY, seed=7)
        try:
            g.run(steps)
        finally:
            g.set_agent(self.human, None)
        g.run()

    # ------------------------------------------------------------ reach

    def _moving(self, g, unit):
        # a move decision, or a window (OGRE splitfire) that a step answers
        d = g.decision
        return d.type in (wargame.WG_DEC_MOVE,) + WINDOWS and d.player == self.human and \
            g.unit(unit).flags & wargame.WG_UNIT_ALIVE

    def _steps(self, g, unit):
        return [a for a in g.legal_actions()
                if a.type == wargame.WG_ACT_MOVE and a.unit == unit]

    def reach(self, unit):
        """Where `unit` can go this phase: {hex: path of hexes}, explored on clones."""
        g = self.game
        if g.ruleset == "fow":
            return {"points": self._fow_reach(unit)}
        if not self._moving(g, unit):
            return {"hexes": []}
        paths = self._explore(unit)
        return {"hexes": [{"q": q, "r": r, "cost": len(p)} for (q, r), p in paths.items()]}

    def _explore(self, unit):
        start = self.game.unit(unit)
        paths = {(start.x, start.y): []}
        frontier = [(self.game.clone(wargame.WG_OPT_NO_LOG | wargame.WG_OPT_NO_HISTORY), [])]
        try:
            while frontier and len(paths) < REACH_NODES:
                nxt = []
                for c, path in frontier:
                    for a in self._steps(c, unit):
                        if (a.x, a.y) in paths:
                            continue
                        step = c.clone(wargame.WG_OPT_NO_LOG | wargame.WG_OPT_NO_HISTORY)
                        step.apply(a)
                        paths[(a.x, a.y)] = path + [(a.x, a.y)]
                        if self._moving(step, unit):
                            nxt.append((step, path + [(a.x, a.y)]))
                        else:
                            step.close()
                    c.close()
                frontier = nxt
        finally:
            for c, _ in frontier:
                c.close()
        del paths[(start.x, start.y)]
        return paths

    def move_to(self, unit, q, r):
        """Walk `unit` to (q, r) one legal step at a time; stops when an interrupt
        (or anything else) takes the decision away."""
        g = self.game
        if g.ruleset == "fow":
            t = fow.team(g, unit)
            facing = _facing(t.x, t.y, q, r, t.facing)
            g.apply(fow.move(unit, q, r, facing))
            g.run()
            return
        path = self._explore(unit).get((q, r))
        if path is None:
            raise ValueError("unit %d cannot reach (%d, %d) now" % (unit, q, r))
        for x, y in path:
            if not self._moving(g, unit):
                break
            step = [a for a in self._steps(g, unit) if (a.x, a.y) == (x, y)]
            if not step:
                break
            g.apply(step[0])
        g.run()

    def _fow_reach(self, unit):
        g = self.game
        d = g.decision
        if d.type != wargame.WG_DEC_MOVE or d.player != self.human:
            return []
        t = fow.team(g, unit)
        out = []
        span = FOW_REACH_SPAN
        for i in range(-span, span + 1):
            for j in range(-span, span + 1):
                x, y = t.x + i * FOW_REACH_STEP, t.y + j * FOW_REACH_STEP
                if (i, j) != (0, 0) and g.is_legal(fow.move(unit, x, y, _facing(t.x, t.y, x, y, t.facing))):
                    out.append({"x": x, "y": y})
        return out


def _facing(x0, y0, x1, y1, keep):
    """The facing (milli-degrees) of a move from (x0, y0) to (x1, y1)."""
    import math
    if (x0, y0) == (x1, y1):
        return keep
    return int(round(math.degrees(math.atan2(y1 - y0, x1 - x0)) * 1000)) % 360000
