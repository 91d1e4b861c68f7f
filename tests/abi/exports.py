#!/usr/bin/env python3
"""The shared library exports wg_* functions only, under the WARGAME_1 version,
and its SONAME is libwargame.so.1."""
import subprocess
import sys

lib = sys.argv[1]
syms = subprocess.run(["nm", "-D", "--defined-only", lib], capture_output=True, text=True,
                      check=True).stdout.split("\n")
names = [line.split()[-1] for line in syms if line.strip()]
bad = [n for n in names if not n.split("@")[0].startswith("wg_") and n.split("@")[0] != "WARGAME_1"]
dyn = subprocess.run(["readelf", "-d", lib], capture_output=True, text=True, check=True).stdout
ok = not bad and "libwargame.so.1" in dyn and len(names) > 20
print(f"{len(names)} exported symbols; foreign: {bad}; soname ok: {'libwargame.so.1' in dyn}")
print("1 passed, 0 failed" if ok else "0 passed, 1 failed")
sys.exit(0 if ok else 1)
