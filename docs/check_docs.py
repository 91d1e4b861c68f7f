#!/usr/bin/env python3
"""The documentation cites only what exists.

usage: check_docs.py SOURCE_ROOT

- Every relative link of every markdown file (README.md, docs/, the ruleset
  READMEs) names a file or folder of the tree, and a #fragment names a
  heading of the file it points to.
- Every wg_ name and WG_ constant in a public header's comments is declared
  by a public header, and no comment there points to a private header: a
  user cannot call or read what is not installed.
- Every wg_ name and WG_ constant in a document is declared by a public
  header; the ruleset READMEs, which also describe the implementation, may
  cite the library's internal names too (lib/).
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)")
NAME = re.compile(r"\b(?:wg|WG)_[A-Za-z0-9_]*[A-Za-z0-9]\b(?![*<])")
COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)
# Environment variables the bindings read: names, but not of the C API.
ENVIRONMENT = {"WG_LIBRARY", "WG_CDEF"}
CODE = re.compile(r"/\*.*?\*/|//[^\n]*|\"(?:\\.|[^\"\\])*\"", re.S)


def markdown_files():
    files = [ROOT / "README.md"]
    files += sorted((ROOT / "docs").rglob("*.md"))
    files += sorted((ROOT / "lib" / "rulesets").glob("*/README.md"))
    files += sorted((ROOT / "bindings").rglob("*.md"))
    return [f for f in files if f.is_file()]


def declared(paths):
    """Every wg_/WG_ identifier in the code (comments and strings removed)."""
    names = set()
    for p in paths:
        names |= set(NAME.findall(CODE.sub(" ", p.read_text(encoding="utf-8"))))
    return names


def slug(heading):
    """A heading's anchor, as GitHub makes it."""
    s = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return s.replace(" ", "-")


def anchors(md):
    return {slug(m.group(1)) for m in re.finditer(r"(?m)^#+\s+(.*)$", md.read_text())}


def check_links(md, problems):
    text = md.read_text(encoding="utf-8")
    for target in LINK.findall(text):
        if re.match(r"[a-z]+:", target):
            continue                                   # http:, https:, mailto:
        path, _, frag = target.partition("#")
        dest = (md.parent / path).resolve() if path else md
        if not dest.exists():
            problems.append("%s: link to %s: no such file" % (md.relative_to(ROOT), target))
        elif frag and dest.suffix == ".md" and frag not in anchors(dest):
            problems.append("%s: link to %s: no such heading" % (md.relative_to(ROOT), target))


def check_names(path, text, known, problems):
    for name in sorted(set(NAME.findall(text)) - known):
        problems.append("%s: names %s, which %s" % (
            path.relative_to(ROOT), name, "no public header declares"
            if path.suffix != ".md" or "rulesets" not in path.parts else "does not exist"))


def main():
    headers = sorted((ROOT / "include" / "wargame").glob("*.h"))
    public = declared(headers) | ENVIRONMENT
    internal = public | declared(sorted((ROOT / "lib").rglob("*.[ch]")))
    problems = []
    for h in headers:
        comments = " ".join(COMMENT.findall(h.read_text(encoding="utf-8")))
        check_names(h, comments, public, problems)
        for private in sorted(set(re.findall(r"\blib/[\w/.-]+\.h\b", comments))):
            problems.append("%s: points to %s, a private header (not installed)"
                            % (h.relative_to(ROOT), private))
    for md in markdown_files():
        check_links(md, problems)
        ruleset_readme = md.parent.parent == ROOT / "lib" / "rulesets"
        check_names(md, md.read_text(encoding="utf-8"), internal if ruleset_readme else public,
                    problems)
    for man in sorted((ROOT / "docs" / "man").glob("*.1")):
        check_names(man, man.read_text(encoding="utf-8"), public, problems)
    for p in problems:
        print(p)
    print("%d problem(s) in %d markdown files, %d headers" % (
        len(problems), len(markdown_files()), len(headers)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
