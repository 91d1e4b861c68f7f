#!/usr/bin/env python3
"""arena as a user runs it: one line per scenario with the score rate, its
interval and each side's score; the same seed gives the same line; a game
still going at the turn cap is stopped and counted a draw, and says so; bad
arguments give the usage and exit 2."""
import re
import sys

from cli_checks import Checks

arena, scenarios = sys.argv[1], sys.argv[2]
checks = Checks(arena, timeout=300)
run, check = checks.run, checks.check


LINE = re.compile(r"^(\S+) +(\w+) vs (\w+): +([\d.]+)% of (\d+) games \[95%: +([\d.]+)% \.\. +([\d.]+)%\]"
                  r" \(as player 0: ([\d.]+) of (\d+), as player 1: ([\d.]+) of (\d+)\)")

mob = scenarios + "/mob-skirmish.yaml"
a = run("--games", "6", "--agents", "greedy,random", "--seed", "3", mob)
m = LINE.match(a.stdout)
check("one line: scenario, agents, rate of N games, interval, each side",
      a.returncode == 0 and m is not None and m.group(1) == "mob-skirmish.yaml"
      and m.group(5) == "6" and m.group(9) == "3" and m.group(11) == "3")
check("the rate is the two sides' scores over the games",
      m is not None and abs(float(m.group(4)) - 100 * (float(m.group(8)) + float(m.group(10))) / 6) < 0.06)
check("the same seed gives the same line",
      run("--games", "6", "--agents", "greedy,random", "--seed", "3", mob).stdout == a.stdout)
check("no game reaches the default turn cap here", "stopped" not in a.stdout)

# OGRE's set-up scenario has no turn limit: random agents do not end it in one turn.
capped = run("--games", "4", "--agents", "random,random", "--max-turns", "1", "--progress",
             scenarios + "/ogre-basic-setup.yaml")
check("--max-turns: games still going are stopped and counted draws",
      capped.returncode == 0 and "50.0% of 4 games" in capped.stdout
      and "(4 stopped after turn 1, counted as draws)" in capped.stdout)
check("--progress says which game the cap stopped",
      capped.stderr.count("stopped at the turn cap") == 4)

for bad in (["--max-turns", "0", mob], ["--games", "0", mob], ["--agents", "greedy", mob], []):
    r = run(*bad)
    check("bad arguments %s: usage on stderr, exit 2" % bad,
          r.returncode == 2 and "usage: arena" in r.stderr and r.stdout == "")

checks.finish()
