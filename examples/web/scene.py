"""A game's position as one JSON-ready dict (a "scene"), from the public API alone.

The page (static/draw.js) and `wgplay --svg` (examples/svgdraw.c) draw the same
scene by the same rules (static/style.json): the scene says what is where, the
style says how it looks. Nothing here reads scenario YAML.

Hex rulesets (ogre, m44, mob): every hex of the board with its axial (q, r),
its offset [column, row] and its terrain's name; units stand on axial hexes.
fow: a table in tenths of a millimetre, teams with their base and facing,
objectives.
"""
from ctypes import byref, c_int32

import wargame
from wargame import _capi, fow, hex as whex, m44, mob, ogre

MAX_PROBE = 64   # m44 has no board query yet: probe offset hexes up to this side


def _hexes_ogre(g):
    b = ogre.board(g)
    out = []
    for row in range(b.rows):
        for col in range(b.columns):
            q, r = whex.from_offset(col, row, b.layout)
            h = ogre.hex(g, q, r)
            if not h.on_board:
                continue
            marks = []
            if h.crater:
                marks.append("crater")
            out.append({"q": q, "r": r, "col": col, "row": row,
                        "terrain": ogre.terrain_name(g, h.terrain), "marks": marks,
                        "ridges": h.ridges})
    return b.layout, out


def _hexes_mob(g):
    b = mob.board(g)
    out = []
    for row in range(b.rows):
        for col in range(b.columns):
            q, r = whex.from_offset(col, row, b.layout)
            h = mob.hex(g, q, r)
            if not h.on_board:
                continue
            marks = ["objective"] if h.objective else []
            if h.height:
                marks.append("height %d" % h.height)
            out.append({"q": q, "r": r, "col": col, "row": row,
                        "terrain": mob.terrain_name(g, h.terrain), "marks": marks,
                        "ridges": 0})
    return b.layout, out


def _m44_terrain_name(t):
    return m44.Terrain(t).name[len("WG_M44_"):].lower()


def _hexes_m44(g):
    layout = whex.WG_HEX_ODD_R
    board = getattr(m44, "board", None)
    if board is not None:                      # the gui branch's wg_m44_board
        info = board(g)
        layout, cols, rows = info.layout, info.columns, info.rows
    else:
        cols = rows = MAX_PROBE
    out = []
    for row in range(rows):
        found = 0
        for col in range(cols):
            q, r = whex.from_offset(col, row, layout)
            try:
                h = m44.hex(g, q, r)
            except wargame.WargameError:
                break
            found += 1
            marks = []
            if h.obstacle:
                marks.append(m44.Obstacle(h.obstacle).name[len("WG_M44_"):].lower())
            if h.objective >= 0:                # the side it gives a medal to
                marks.append("objective")
            out.append({"q": q, "r": r, "col": col, "row": row,
                        "terrain": _m44_terrain_name(h.terrain), "marks": marks,
                        "ridges": 0})
        if not found:
            break
    return layout, out


HEXES = {"ogre": _hexes_ogre, "mob": _hexes_mob, "m44": _hexes_m44}


def _unit(g, i):
    u = g.unit(i)
    return {"id": i, "player": u.player, "name": g.unit_name(i), "kind": g.unit_kind_name(i),
            "x": u.x, "y": u.y, "facing": u.facing, "strength": u.strength,
            "alive": bool(u.flags & wargame.WG_UNIT_ALIVE),
            "on_board": bool(u.flags & wargame.WG_UNIT_ON_BOARD),
            "disabled": bool(u.flags & wargame.WG_UNIT_DISABLED)}


def _fow_objectives(g):
    out = []
    for k in range(_capi.lib.wg_fow_objective_count(g._handle())):
        x, y, p = c_int32(), c_int32(), c_int32()
        if _capi.lib.wg_fow_objective(g._handle(), k, byref(x), byref(y), byref(p)) == 0 \
                and x.value >= 0:
            out.append({"x": x.value, "y": y.value, "player": p.value})
    return out


def _fow_table(g, units):
    """The table's size: the gui branch's query when present, else the smallest
    standard table (4 x 6 feet) that holds every team."""
    table = getattr(fow, "table", None)
    if table is not None:
        t = table(g)
        return t.width, t.height
    w, h = 18288, 12192                         # 6 x 4 feet in tenths of mm
    for u in units:
        w = max(w, u["x"] + 500)
        h = max(h, u["y"] + 500)
    return w, h


def _fow_features(g):
    features = getattr(fow, "features", None)
    if features is None:
        return []
    out = []
    for f in features(g):
        out.append({"kind": f.kind, "name": f.name, "points": f.points,
                    "line": bool(f.line)})
    return out


def scene(g, scenario=""):
    """The position of game `g` now, as a dict that json.dumps accepts."""
    rs = g.ruleset
    units = [_unit(g, i) for i in range(g.unit_count)]
    s = {"ruleset": rs, "scenario": scenario,
         "players": [g.player_name(p) for p in range(wargame.WG_MAX_PLAYERS)],
         "units": units}
    if rs in HEXES:
        layout, hexes = HEXES[rs](g)
        s.update(kind="hex", layout=layout, hexes=hexes)
    else:
        for u in units:
            t = fow.team_state(g, u["id"])
            u.update(half_width=t.half_width, half_depth=t.half_depth, turret=t.turret,
                     bailed=t.bailed_out, platoon=fow.platoon_name(g, t.platoon))
        w, h = _fow_table(g, units)
        s.update(kind="table", width=w, height=h, features=_fow_features(g),
                 objectives=_fow_objectives(g))
    st = g.status
    s["status"] = {"turn": st.turn, "active": st.active, "phase": st.phase,
                   "over": bool(st.over), "winner": st.winner,
                   "score": list(st.score)}
    return s
