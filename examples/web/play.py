"""One game in the web GUI: the human plays one side, the built-in agent the other.

Everything the page shows comes from here as JSON: the scene (scene.py), the
decision at hand as a prompt, the legal answers with their English text, the
events since the page last asked, a unit's reach, an action's exact odds.
"""
from ctypes import byref

import wargame
from wargame import _capi, fow, m44

from scene import scene

WINDOWS = (wargame.WG_DEC_SPLITFIRE, wargame.WG_DEC_OPFIRE, wargame.WG_DEC_DEFENSIVE_FIRE)
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
                # the attacks a window offers (wg_game_window_options): 0 is a plain move
                "options": g.window_options if d.type in WINDOWS else 0,
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

    def reach(self, unit):
        """Where `unit` can go this phase: hexes (wg_game_reach) with their cost, or
        for fow the sampled points where the team may end its move."""
        g = self.game
        if g.ruleset == "fow":
            return {"points": self._fow_reach(unit)}
        if g.decision.player != self.human:
            return {"hexes": []}
        return {"hexes": [{"q": h.x, "r": h.y, "cost": h.cost, "steps": h.steps,
                           "dice": bool(h.flags & wargame.WG_REACH_DICE),
                           "window": bool(h.flags & wargame.WG_REACH_WINDOW)}
                          for h in g.reach(unit)]}

    def move_to(self, unit, q, r):
        """Walk `unit` to (q, r) by its cheapest path (wg_game_reach_path), one MOVE
        per step; stops early when a step opens a window or the decision moves on."""
        g = self.game
        if g.ruleset == "fow":
            g.apply(fow.move(unit, q, r, fow.team(g, unit).facing))   # as can_reach sampled
            g.run()
            return
        path = g.reach_path(unit, q, r) if g.decision.player == self.human else []
        if not path:
            raise ValueError("unit %d cannot reach (%d, %d) now" % (unit, q, r))
        for step in path:
            if g.over or g.decision.player != self.human:
                break
            move = [a for a in g.legal_actions() if a.type == wargame.WG_ACT_MOVE
                    and a.unit == unit and (a.x, a.y) == (step.x, step.y)]
            if not move:                        # a window opened, or the move ended
                break
            g.apply(move[0])
        g.run()

    def _fow_reach(self, unit):
        """Points on a one-inch grid where the team may end a MOVE keeping its facing
        (wg_fow_can_reach): the region it may move to, sampled."""
        g = self.game
        d = g.decision
        if d.type != wargame.WG_DEC_MOVE or d.player != self.human:
            return []
        t = fow.team(g, unit)
        span, step = FOW_REACH_SPAN, FOW_REACH_STEP
        return [{"x": t.x + i * step, "y": t.y + j * step}
                for i in range(-span, span + 1) for j in range(-span, span + 1)
                if (i, j) != (0, 0) and fow.can_reach(g, unit, t.x + i * step, t.y + j * step)]
