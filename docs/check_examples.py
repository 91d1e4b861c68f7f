#!/usr/bin/env python3
"""Every scenario example of docs/scenarios/*.md loads and plays: each
```yaml block is written to a file and played by wgplay --quiet.

usage: check_examples.py WGPLAY DOC.md [DOC.md ...]
"""
import pathlib
import re
import subprocess
import sys
import tempfile


def main(argv):
    wgplay, docs = argv[1], argv[2:]
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        for doc in docs:
            blocks = re.findall(r"(?ms)^```yaml\n(.*?)^```", pathlib.Path(doc).read_text())
            if not blocks:
                print("%s: no ```yaml example" % doc)
                failures += 1
            for i, text in enumerate(blocks):
                path = pathlib.Path(tmp, "%s-%d.yaml" % (pathlib.Path(doc).stem, i))
                path.write_text(text)
                out = subprocess.run([wgplay, "--quiet", str(path)], capture_output=True,
                                     text=True, timeout=120)
                ok = out.returncode == 0
                failures += not ok
                print("%s example %d: %s" % (doc, i + 1, out.stdout.strip() if ok
                                              else "FAILED: " + out.stderr.strip()))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
