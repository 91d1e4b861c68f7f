#!/usr/bin/env python3
"""Run print_games built at -O0 and at -O2 on the same scenarios: the outputs
must be identical, non-empty, and every split (save/load, clone) ok."""
import subprocess
import sys

o0, o2, *scenarios = sys.argv[1:]
outs = [subprocess.run([exe, *scenarios], capture_output=True, text=True, check=True).stdout
        for exe in (o0, o2)]
lines = outs[0].splitlines()
checks = {
    "outputs identical at -O0 and -O2": outs[0] == outs[1],
    "games were played": len(lines) > 100,
    "every split game agrees": all("DIFFERENT" not in l for l in lines),
}
failed = [name for name, ok in checks.items() if not ok]
for name, ok in checks.items():
    print(("ok   " if ok else "FAIL ") + name)
print(f"{len(checks) - len(failed)} passed, {len(failed)} failed")
sys.exit(1 if failed else 0)
