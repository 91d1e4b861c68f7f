"""What the command-line tests share: run a program as a user runs it, print
each named check as it passes or fails, and end with the count and the exit
status (1 if any failed)."""
import subprocess
import sys


class Checks:
    def __init__(self, program, timeout=120):
        self.program, self.timeout, self.results = program, timeout, []

    def run(self, *args):
        return subprocess.run([self.program, *args], capture_output=True, text=True,
                              timeout=self.timeout)

    def check(self, name, ok):
        self.results.append(bool(ok))
        print(("ok   " if ok else "FAIL ") + name)

    def finish(self):
        failed = self.results.count(False)
        print(f"{len(self.results) - failed} passed, {failed} failed")
        sys.exit(1 if failed else 0)
