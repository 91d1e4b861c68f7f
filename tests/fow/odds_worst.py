#!/usr/bin/env python3
"""Time fow's exact odds of a platoon's whole fire in a constructed worst case.

    WG_LIBRARY=build/lib/libwargame.so.1 python3 tests/fow/odds_worst.py [SCENARIO] [REPS]

Plays PASS until player 0's Shooting Step, declares every weapon that can shoot
(its first legal target), then times Game.odds(RESOLVE): the microseconds a
call (the best of five rounds) and the answer (or the refusal). SCENARIO
defaults to tests/fow/odds-worst.yaml. Not a test: the time is the machine's.
"""
import os
import pathlib
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "bindings" / "python"))

from wargame import Action, Game, WG_ACT_DECLARE, WG_ACT_RESOLVE, WG_DEC_FIRE  # noqa: E402
from wargame import fow  # noqa: E402


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else str(HERE / "odds-worst.yaml")
    reps = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    g = Game.open(path, 1)
    for _ in range(50):
        d = g.decision
        if d.type == WG_DEC_FIRE and d.player == 0:
            break
        g.apply(fow.pass_())
    declared = 0
    while True:
        a = next((a for a in g.legal_actions() if a.type == WG_ACT_DECLARE), None)
        if a is None:
            break
        g.apply(a)
        declared += 1
    resolve = Action(type=WG_ACT_RESOLVE, part=-1)
    try:
        odds = g.odds(resolve)
        answer = "%d outcomes over %d" % (odds.count, odds.den)
    except Exception as exc:  # the refusal is part of the answer
        odds, answer = None, "refused: %s" % exc
    best = None
    for _ in range(5):
        t = time.process_time()
        for _ in range(reps):
            try:
                g.odds(resolve)
            except Exception:
                pass
        us = (time.process_time() - t) / reps * 1e6
        best = us if best is None else min(best, us)
    print("%s: %d weapons declared; %s; %.0f us a call (best of 5 rounds of %d)"
          % (os.path.basename(path), declared, answer, best, reps))


if __name__ == "__main__":
    main()
