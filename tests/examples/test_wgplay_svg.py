#!/usr/bin/env python3
"""wgplay --svg FILE [--at N]: every shipped scenario drawn as SVG, terrain
and m44's exit markers included; the drawing changes no other output; bad uses
exit 2 with one line.

    test_wgplay_svg.py WGPLAY SCENARIO_DIR STYLE_JSON
"""
import json
import os
import sys
import tempfile
import xml.etree.ElementTree as ET

from cli_checks import Checks

wgplay, scenarios, style_path = sys.argv[1:4]
with open(style_path, encoding="utf-8") as f:
    style = json.load(f)
checks = Checks(wgplay)
run, check = checks.run, checks.check


def items(path):
    if not os.path.exists(path):
        return [], {}, 0
    root = ET.parse(path).getroot()
    hexes, units, table = [], {}, 0
    for e in root.iter():
        cls = e.get("class", "")
        if cls == "hex":
            hexes.append(e.get("fill"))
        elif cls == "unit":
            units[e.get("data-unit")] = e.get("transform")
        elif cls == "table":
            table += 1
    return hexes, units, table


with tempfile.TemporaryDirectory() as tmp:
    moved = 0
    for name in sorted(os.listdir(scenarios)):
        if not name.endswith(".yaml"):
            continue
        scenario = os.path.join(scenarios, name)
        start, end = os.path.join(tmp, "start.svg"), os.path.join(tmp, "end.svg")
        plain = run("--seed", "3", scenario)
        drawn = run("--seed", "3", "--svg", end, scenario)
        check(name + ": --svg adds no output", drawn.returncode == 0 and drawn.stdout == plain.stdout)
        r = run("--seed", "3", "--quiet", "--svg", start, "--at", "6", scenario)
        check(name + ": --at 6 stops there", r.returncode == 0 and "not over" in r.stdout)
        h0, u0, t0 = items(start)
        h1, u1, t1 = items(end)
        if name.startswith("fow"):
            check(name + ": one table", t0 == 1 and not h0)
        else:
            check(name + ": a board of hexes, every terrain with its own colour",
                  len(h0) > 50 and style["unknown_terrain"] not in h0 and h0 == h1)
        check(name + ": units drawn", len(u0) > 0 and len(u1) > 0)
        moved += any(u0.get(k) != v for k, v in u1.items())
    check("units move between --at 6 and the end", moved >= 8)

    # M44-X23: each exit marker is a square in its side's colour, below its hex's centre
    exits = os.path.join(tmp, "exits.svg")
    run("--seed", "3", "--quiet", "--svg", exits, "--at", "1",
        os.path.join(scenarios, "m44-airdrop.yaml"))
    squares = [e for e in ET.parse(exits).getroot().iter()
               if e.tag.endswith("rect") and e.get("class") == "mark"] \
        if os.path.exists(exits) else []
    check("m44-airdrop: its two Allied exit markers drawn",
          len(squares) == 2 and all(e.get("fill") == style["players"][0] for e in squares))

    save = os.path.join(tmp, "game.yaml")
    run("--seed", "5", "--quiet", "--save", save, os.path.join(scenarios, "m44-base.yaml"))
    r = run("--quiet", "--replay", save, "--svg", os.path.join(tmp, "x.svg"), "--at", "2")
    check("--at before the replay's end: refused", r.returncode != 0 and "--at 2" in r.stderr)
    r = run("--at", "3")
    check("--at without --svg: exit 2", r.returncode == 2 and r.stderr.startswith("wgplay: "))
    r = run("--quiet", "--svg", os.path.join(tmp, "no", "such", "dir.svg"))
    check("an unwritable --svg file: exit 2 naming it",
          r.returncode == 2 and "dir.svg" in r.stderr)

checks.finish()
