"""A game's position as one JSON-ready dict (a "scene"), from the public API alone.

The page (static/draw.js) and `wgplay --svg` (examples/svgdraw.c) draw the same
scene by the same rules (static/style.json): the scene says what is where, the
style says how it looks. Nothing here reads scenario YAML.

Hex rulesets (ogre, m44, mob): every hex of the board (its board query gives
columns, rows and layout; m44's row_hexes each row's length) with its axial
(q, r), its offset [column, row], its terrain's name, `half` (m44's half_hex:
1 or 2 for a half hex cut by the left or right edge, drawn as that half) and
m44's obstacle and `exit` (the side an exit marker there lets leave the board,
else None); units stand on axial hexes. fow: the table (width and
depth in tenths of a millimetre), its terrain features, objectives, and
teams with their base and facing.
"""
import wargame
from wargame import fow, hex as whex, m44, mob, ogre

RULESETS = {"ogre": ogre, "mob": mob, "m44": m44}


def _marks(rs, g, h):
    """What a hex has besides its terrain, as words (the page shows some as marks)."""
    if rs == "ogre":
        return ["crater"] if h.crater else []
    if rs == "mob":
        marks = ["objective"] if h.objective else []
        return marks + (["height %d" % h.height] if h.height else [])
    marks = [m44.obstacle_name(g, h.obstacle)] if h.obstacle else []
    if bin(h.sections).count("1") > 1:          # on a line: in two sections (M44-B1)
        marks.append("section line")
    return marks + (["objective"] if h.objective >= 0 else [])   # -1: no medal


def _exits(g):
    """m44's exit markers (M44-X23): {(q, r): the side that leaves the board there}."""
    return {(o.x, o.y): o.side for o in m44.objectives(g) if o.kind == m44.WG_M44_OBJ_EXIT}


def _hexes(g):
    rs = g.ruleset
    mod = RULESETS[rs]
    b = mod.board(g)
    exits = _exits(g) if rs == "m44" else {}
    out = []
    for row in range(b.rows):
        for col in range(m44.row_hexes(g, row) if rs == "m44" else b.columns):
            q, r = whex.from_offset(col, row, b.layout)
            try:
                h = mod.hex(g, (q, r))
            except IndexError:                  # not on this board (a ragged edge)
                continue
            marks = _marks(rs, g, h) + (["exit"] if (q, r) in exits else [])
            out.append({"q": q, "r": r, "col": col, "row": row,
                        "terrain": mod.terrain_name(g, h.terrain), "marks": marks,
                        "exit": exits.get((q, r)),
                        "ridges": getattr(h, "ridges", 0),
                        "half": int(m44.half_hex(g, (q, r))) if rs == "m44" else 0,
                        "obstacle": m44.obstacle_name(g, h.obstacle)
                        if rs == "m44" and h.obstacle else None})
    return b.layout, out


def _unit(g, i):
    u = g.unit(i)
    return {"id": i, "player": u.player, "name": g.unit_name(i), "kind": g.unit_kind_name(i),
            "x": u.x, "y": u.y, "facing": u.facing, "strength": u.strength,
            "alive": bool(u.flags & wargame.WG_UNIT_ALIVE),
            "on_board": bool(u.flags & wargame.WG_UNIT_ON_BOARD),
            "disabled": bool(u.flags & wargame.WG_UNIT_DISABLED)}


def _features(g):
    return [{"name": f["name"], "points": [list(p) for p in f["points"]],
             "line": f["info"].shape == fow.WG_FOW_SHAPE_LINE,
             "going": f["info"].going, "concealing": bool(f["info"].concealing),
             "bulletproof": bool(f["info"].bulletproof),
             "blocks_los": bool(f["info"].blocks_los)} for f in fow.features(g)]


def _objectives(g):
    out = []
    for k in range(fow.objective_count(g)):
        o = fow.objective(g, k)
        if o.x >= 0:                            # -1 until placed
            out.append({"x": o.x, "y": o.y, "player": o.player})
    return out


def scene(g, scenario=""):
    """The position of game `g` now, as a dict that json.dumps accepts."""
    rs = g.ruleset
    units = [_unit(g, i) for i in range(g.unit_count)]
    s = {"ruleset": rs, "scenario": scenario,
         "players": [g.player_name(p) for p in range(wargame.WG_MAX_PLAYERS)],
         "units": units}
    if rs in RULESETS:
        layout, hexes = _hexes(g)
        s.update(kind="hex", layout=layout, hexes=hexes)
    else:
        for u in units:
            t = fow.team(g, u["id"])
            u.update(half_width=t.half_width, half_depth=t.half_depth, turret=t.turret,
                     bailed=t.bailed_out, platoon=fow.platoon_name(g, t.platoon))
        t = fow.table(g)
        s.update(kind="table", width=t.width, height=t.depth, features=_features(g),
                 objectives=_objectives(g))
    st = g.status
    s["status"] = {"turn": st.turn, "active": st.active, "phase": st.phase,
                   "over": bool(st.over), "winner": st.winner, "score": list(st.score)}
    return s
