"""Turn examples/web/static/style.json into a C header for wgplay --svg.

    style_header.py style.json web_style.h

The page reads style.json itself; examples/svgdraw.c includes the header, so
both draw with the same numbers and colours.
"""
import json
import sys


def c_string(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    src, dst = sys.argv[1:]
    with open(src, encoding="utf-8") as f:
        st = json.load(f)
    lines = ["/* Generated from examples/web/static/style.json by style_header.py: do not edit. */",
             "#ifndef WEB_STYLE_H", "#define WEB_STYLE_H"]
    for key in ("hex_size", "margin", "unit_radius", "table_scale", "stack_offset"):
        lines.append("#define WS_%s %r" % (key.upper(), float(st[key])))
    for key in ("background", "hex_stroke", "unknown_terrain", "dead", "table", "objective",
                "section_line", "ridge"):
        lines.append("#define WS_%s %s" % (key.upper(), c_string(st[key])))
    lines.append("static const char *const ws_players[2] = { %s };"
                 % ", ".join(c_string(c) for c in st["players"]))
    lines.append("static const struct { const char *name, *fill; } ws_terrain[] = {")
    for name, fill in st["terrain"].items():
        lines.append("    { %s, %s }," % (c_string(name), c_string(fill)))
    lines.append("};")
    lines.append("#endif")
    with open(dst, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
