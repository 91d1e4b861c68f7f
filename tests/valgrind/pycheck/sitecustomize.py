"""Loaded by every Python that tests/valgrind/memcheck.sh starts: refuse to
run unless memcheck is really loaded into this process."""
import os
import sys

if os.environ.get("WG_EXPECT_MEMCHECK") == "1":
    with open("/proc/self/maps") as maps:
        if "vgpreload_memcheck" not in maps.read():
            sys.stderr.write("memcheck.sh: python is not running under memcheck\n")
            os._exit(3)
