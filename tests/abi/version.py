#!/usr/bin/env python3
"""One version everywhere: the project's (meson.build) is what wg_version()
answers, what the shared library's file name ends with, and what the
pkg-config file says; the SONAME carries its major number."""
import ctypes
import os
import subprocess
import sys

lib, version, pcfile = sys.argv[1:4]
failures = []

wg = ctypes.CDLL(lib)
wg.wg_version.restype = ctypes.c_char_p
said = wg.wg_version().decode()
if said != version:
    failures.append(f"wg_version() says {said}, the project {version}")

real = os.path.basename(os.path.realpath(lib))
if real != "libwargame.so." + version:
    failures.append(f"the library file is {real}, not libwargame.so.{version}")

dyn = subprocess.run(["readelf", "-d", lib], capture_output=True, text=True, check=True).stdout
soname = "libwargame.so." + version.split(".")[0]
if "[" + soname + "]" not in dyn:
    failures.append(f"the SONAME is not {soname}")

with open(pcfile, encoding="utf-8") as f:
    pc = [line.strip() for line in f if line.startswith("Version:")]
if pc != ["Version: " + version]:
    failures.append(f"{pcfile} says {pc}, not Version: {version}")

for f in failures:
    print(f)
print("0 passed, 1 failed" if failures else "1 passed, 0 failed")
sys.exit(1 if failures else 0)
