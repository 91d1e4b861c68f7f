"""Loaded by every Python that tests/valgrind/memcheck.sh starts: refuse to
run unless memcheck is really loaded into this process. The variable is
dropped once checked: programs this one starts (a test may run Python in a
subprocess) are not traced by valgrind and need not be.

Under memcheck numpy is not importable (legal_array then returns a
memoryview): its own allocations at exit are not ours to check, and
sys._wg_memcheck tells a test that it runs under memcheck."""
import os
import sys

if os.environ.pop("WG_EXPECT_MEMCHECK", None) == "1":
    with open("/proc/self/maps") as maps:
        if "vgpreload_memcheck" not in maps.read():
            sys.stderr.write("memcheck.sh: python is not running under memcheck\n")
            os._exit(3)
    sys._wg_memcheck = True
    sys.modules["numpy"] = None  # import numpy raises ImportError
