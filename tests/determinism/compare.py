#!/usr/bin/env python3
"""Play the same games with print_games built several ways (optimisation
levels, compilers): the outputs must be identical, non-empty, with every
split (save/load, clone) ok; and every build's saves must be byte-identical
and load, in every other build, to the hashes they load to in their own.

  compare.py [--seeds N] PRINT_GAMES... -- SCENARIO.yaml|DIR...
"""
import itertools
import os
import subprocess
import sys
import tempfile

args = sys.argv[1:]
seeds = "10"
if args[:1] == ["--seeds"]:
    seeds, args = args[1], args[2:]
if "--" in args:
    cut = args.index("--")
    exes, scenarios = args[:cut], args[cut + 1:]
else:  # the old form: two programs, then scenarios
    exes, scenarios = args[:2], args[2:]


def run(exe, *extra):
    return subprocess.run([exe, *extra], capture_output=True, text=True, check=True).stdout


with tempfile.TemporaryDirectory() as tmp:
    dirs = [os.path.join(tmp, str(i)) for i in range(len(exes))]
    outs = []
    for exe, d in zip(exes, dirs):
        os.mkdir(d)
        outs.append(run(exe, "--seeds", seeds, "--save-dir", d, *scenarios))
    saves = sorted(os.listdir(dirs[0]))
    same_saves = all(sorted(os.listdir(d)) == saves for d in dirs) and all(
        open(os.path.join(d, f), "rb").read() == open(os.path.join(dirs[0], f), "rb").read()
        for d in dirs[1:] for f in saves)
    # every build loads every build's saves to the same hashes
    loads = {(i, j): run(exes[j], "--load-dir", dirs[i])
             for i, j in itertools.product(range(len(exes)), repeat=2)}
    same_loads = all(loads[i, j] == loads[i, i] for i, j in loads)
    lines = outs[0].splitlines()
    checks = {
        f"outputs identical across {len(exes)} builds": all(o == outs[0] for o in outs),
        "games were played": len(lines) > 100,
        "every split game agrees": all("DIFFERENT" not in l for l in lines),
        f"{len(saves)} saves written, byte-identical across builds": bool(saves) and same_saves,
        "every build loads every build's saves to the same hashes":
            same_loads and len(loads[0, 0].splitlines()) == len(saves),
    }
failed = [name for name, ok in checks.items() if not ok]
for exe in exes:
    print("build:", exe)
print(f"{len(lines)} lines ({seeds} seeds per scenario)")
for name, ok in checks.items():
    print(("ok   " if ok else "FAIL ") + name)
print(f"{len(checks) - len(failed)} passed, {len(failed)} failed")
sys.exit(1 if failed else 0)
