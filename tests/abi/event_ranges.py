#!/usr/bin/env python3
"""Event numbers come from the ruleset list: the core's events are below
1000, and the ruleset at position i (from 1) of the top meson.build's list
numbers its events WG_<RULESET>_EV_* in [i * 1000, (i + 1) * 1000).

    event_ranges.py WG_LAYOUT RULESET...   (the rulesets in the list's order)
"""
import json
import subprocess
import sys

SPAN = 1000


def constants(layout, header):
    out = subprocess.run([layout, header], check=True, capture_output=True, text=True).stdout
    return json.loads(out)["constants"]


def main():
    layout, rulesets = sys.argv[1], sys.argv[2:]
    wrong = []
    core = {k: v for k, v in constants(layout, "wargame.h").items() if k.startswith("WG_EV_")}
    wrong += [f"{k} = {v}: the core's events stay below {SPAN}"
              for k, v in core.items() if not 0 <= v < SPAN]
    for i, r in enumerate(rulesets, start=1):
        prefix = f"WG_{r.upper()}_EV_"
        events = {k: v for k, v in constants(layout, r + ".h").items() if k.startswith(prefix)}
        if not events:
            wrong.append(f"{r}.h defines no {prefix}* events")
        wrong += [f"{k} = {v}: {r} is ruleset {i} of the list, so its events are in "
                  f"[{i * SPAN}, {(i + 1) * SPAN})"
                  for k, v in events.items() if not i * SPAN <= v < (i + 1) * SPAN]
    for w in wrong:
        print(w)
    print("0 passed, 1 failed" if wrong else "1 passed, 0 failed")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
