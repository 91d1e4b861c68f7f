#!/usr/bin/env python3
"""wgplay as a user runs it: the same seed gives the same output byte for byte,
a saved game replays to the same result, every event is a line and the last
line is the result with the hash, and bad input gives one line and exit 2."""
import fractions
import os
import re
import sys
import tempfile

from cli_checks import Checks

wgplay, scenario = sys.argv[1], sys.argv[2]
checks = Checks(wgplay)
run, check = checks.run, checks.check


a, b = run("--seed", "11", scenario), run("--seed", "11", scenario)
check("same seed, same output byte for byte", a.returncode == 0 and a.stdout == b.stdout)
lines = a.stdout.splitlines()
check("one line per event, dice among them", len(lines) > 50 and any("rolls" in l for l in lines))
last = lines[-1] if lines else ""
check("ends with 'result: ... hash: 0x<16 hex>'",
      last.startswith("result: ") and len(last.split("hash: 0x")[-1]) == 16)
check("another seed, another game", run("--seed", "12", scenario).stdout != a.stdout)
check("the default scenario plays", run("--quiet").stdout.startswith("result: "))

def odds_blocks(text):
    """The --odds blocks: [(heading, [Fraction per outcome])], and the other lines."""
    blocks, rest, in_block = [], [], False
    for line in text.splitlines():
        outcome = re.match(r"  (\d+/\d+) \(\d+\.\d%\): ", line)
        if line.startswith("odds of ") and line.endswith(":"):
            blocks.append((line, []))
            in_block = True
        elif in_block and outcome:
            blocks[-1][1].append(fractions.Fraction(outcome.group(1)))
        else:
            rest.append(line)
            in_block = False
    return blocks, rest


o = run("--seed", "11", "--odds", scenario)
blocks, rest = odds_blocks(o.stdout)
check("--odds: the same game, with odds blocks before attacks",
      o.returncode == 0 and rest == lines and len(blocks) > 5)
check("--odds: each block's exact chances add up to 1",
      all(ps and sum(ps) == 1 and all(p > 0 for p in ps) for _, ps in blocks))

with tempfile.TemporaryDirectory() as tmp:
    save = os.path.join(tmp, "game.yaml")
    first = run("--seed", "5", "--quiet", "--save", save, scenario)
    again = run("--replay", save, "--quiet")
    check("a saved game replays to the same result and hash",
          first.returncode == 0 and again.returncode == 0 and first.stdout == again.stdout)
    bad = os.path.join(tmp, "bad.yaml")
    with open(bad, "w") as f:
        f.write("ruleset: ogre\nsplitfire: maybe\n")
    r = run(bad)
    check("bad YAML: exit 2, one line with file:line:column",
          r.returncode == 2 and r.stderr.count("\n") == 1 and f"{bad}:2:12:" in r.stderr)
    r = run(os.path.join(tmp, "missing.yaml"))
    check("missing file: exit 2 naming it", r.returncode == 2 and "missing.yaml" in r.stderr)

# --view P (issue 15): an m44 game as each player sees it
m44 = os.path.join(os.path.dirname(scenario), "m44-opfire.yaml")
full = run("--seed", "3", m44).stdout.splitlines()
views = {p: run("--seed", "3", "--view", p, m44) for p in ("0", "1", "-1")}
check("--view: the same result line for every viewer",
      all(v.returncode == 0 and v.stdout.splitlines()[-1] == full[-1] for v in views.values()))
spectator = views["-1"].stdout.splitlines()
check("--view -1: no card drawn is named, no window option shown",
      any(l.endswith("draws a card") for l in spectator)
      and not any(re.search(r"draws (?!a card)", l) for l in spectator)
      and not any("option:" in l for l in spectator))
for p, name, other in (("0", "Allies", "Axis"), ("1", "Axis", "Allies")):
    seen = views[p].stdout.splitlines()
    check(f"--view {p}: {name}'s own draws named, {other}'s hidden",
          any(re.match(name + r" draws (?!a card)", l) for l in seen)
          and not any(re.match(other + r" draws (?!a card)", l) for l in seen))
check("--view: the omniscient output is unchanged without it",
      sum(1 for l in full if "draws a card" in l) == 0)

for args in (["--seed"], ["--seed", "x"], ["--frobnicate"], [scenario, scenario],
             ["--view", "2", scenario]):
    r = run(*args)
    check(f"bad arguments {args}: exit 2", r.returncode == 2 and r.stderr.startswith("wgplay: "))

checks.finish()
