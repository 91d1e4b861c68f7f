// Draws a scene (examples/web/scene.py) as SVG by the rules of style.json.
// examples/svgdraw.c (wgplay --svg) follows the same rules element by element;
// the web suite compares the two drawings of every shipped scenario.
"use strict";

const SVGNS = "http://www.w3.org/2000/svg";
const SQRT3 = Math.sqrt(3);

function el(name, attrs, parent) {
  const e = document.createElementNS(SVGNS, name);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(e);
  return e;
}

function fmt(v) { return (Math.round(v * 100) / 100).toString(); }

// Where a unit or a hex centre is drawn, in SVG pixels.
function hexCentre(style, q, r) {
  return [style.hex_size * SQRT3 * (q + r / 2), style.hex_size * 1.5 * r];
}
function tablePoint(style, scene, x, y) {
  return [x * style.table_scale, (scene.height - y) * style.table_scale];
}
function place(style, scene, x, y) {
  return scene.kind === "hex" ? hexCentre(style, x, y) : tablePoint(style, scene, x, y);
}

// The corners drawn of a whole hex, a half hex cut by the board's left edge (its
// right half: top, the right side, bottom) and one cut by the right edge (its left half).
const HEX_CORNERS = [[0, 1, 2, 3, 4, 5], [5, 0, 1, 2], [2, 3, 4, 5]];

function hexCorners(style, cx, cy, half) {
  const pts = [];
  for (const i of HEX_CORNERS[half || 0]) {
    const a = Math.PI / 180 * (60 * i - 30);
    pts.push(fmt(cx + style.hex_size * Math.cos(a)) + "," + fmt(cy + style.hex_size * Math.sin(a)));
  }
  return pts.join(" ");
}

function viewBox(style, scene) {
  const m = style.margin;
  if (scene.kind !== "hex")
    return [-m, -m, scene.width * style.table_scale + 2 * m, scene.height * style.table_scale + 2 * m];
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const h of scene.hexes) {
    const [x, y] = hexCentre(style, h.q, h.r);
    x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
  }
  const w = style.hex_size * SQRT3 / 2 + m, h = style.hex_size + m;
  return [x0 - w, y0 - h, x1 - x0 + 2 * w, y1 - y0 + 2 * h];
}

function unitFill(style, u) { return u.alive ? style.players[u.player] : style.dead; }

function drawHexes(style, scene, layer) {
  for (const h of scene.hexes) {
    const [cx, cy] = hexCentre(style, h.q, h.r);
    const fill = style.terrain[h.terrain] || style.unknown_terrain;
    const poly = el("polygon", {"class": "hex", "points": hexCorners(style, cx, cy, h.half), "fill": fill,
      "stroke": style.hex_stroke, "data-q": h.q, "data-r": h.r}, layer);
    const t = el("title", {}, poly);
    t.textContent = h.terrain + " [" + h.col + ", " + h.row + "] (" + h.q + "," + h.r + ")" +
      (h.marks.length ? ": " + h.marks.join(", ") : "");
    for (let d = 0; d < 3; d++) {                 // each ridge once, from one of its two hexes
      if (!(h.ridges & (1 << d))) continue;
      const a0 = Math.PI / 180 * (-60 * d - 30), a1 = Math.PI / 180 * (-60 * d + 30);
      el("line", {"class": "mark", "x1": fmt(cx + style.hex_size * Math.cos(a0)),
        "y1": fmt(cy + style.hex_size * Math.sin(a0)), "x2": fmt(cx + style.hex_size * Math.cos(a1)),
        "y2": fmt(cy + style.hex_size * Math.sin(a1)), "stroke": style.ridge, "stroke-width": 4,
        "stroke-linecap": "round"}, layer);
    }
    if (h.obstacle)
      el("circle", {"class": "mark", "cx": fmt(cx), "cy": fmt(cy), "r": fmt(style.hex_size * 0.8),
        "fill": "none", "stroke": style.terrain[h.obstacle] || style.unknown_terrain,
        "stroke-width": 3}, layer);
    if (h.marks.includes("crater"))
      el("circle", {"class": "mark", "cx": fmt(cx), "cy": fmt(cy), "r": fmt(style.hex_size * 0.45),
        "fill": "#333333"}, layer);
    if (h.marks.includes("section line"))
      el("line", {"class": "mark", "x1": fmt(cx), "y1": fmt(cy - style.hex_size), "x2": fmt(cx),
        "y2": fmt(cy + style.hex_size), "stroke": style.section_line, "stroke-dasharray": "4,3"}, layer);
    if (h.marks.includes("objective"))
      el("circle", {"class": "mark", "cx": fmt(cx), "cy": fmt(cy - style.hex_size * 0.6),
        "r": fmt(style.hex_size * 0.2), "fill": style.objective}, layer);
    if (h.exit !== null && h.exit !== undefined)  // m44's exit marker, in its side's colour
      el("rect", {"class": "mark", "x": fmt(cx - style.hex_size * 0.25),
        "y": fmt(cy + style.hex_size * 0.3), "width": fmt(style.hex_size * 0.5),
        "height": fmt(style.hex_size * 0.5), "fill": style.players[h.exit & 1],
        "stroke": style.objective, "stroke-width": 2}, layer);
  }
}

function drawTable(style, scene, layer) {
  el("rect", {"class": "table", "x": 0, "y": 0, "width": fmt(scene.width * style.table_scale),
    "height": fmt(scene.height * style.table_scale), "fill": style.table}, layer);
  for (const f of scene.features) {
    const pts = f.points.map(p => tablePoint(style, scene, p[0], p[1]).map(fmt).join(",")).join(" ");
    const colour = style.terrain[f.name] || style.unknown_terrain;
    const shape = el(f.line ? "polyline" : "polygon", {"class": "feature", "points": pts,
      "fill": f.line ? "none" : colour, "stroke": f.line ? colour : "#333333",
      "stroke-width": f.line ? 4 : 1, "data-name": f.name}, layer);
    el("title", {}, shape).textContent = f.name;
  }
  for (const o of scene.objectives) {
    const [x, y] = tablePoint(style, scene, o.x, o.y);
    el("circle", {"class": "mark", "cx": fmt(x), "cy": fmt(y), "r": 8, "fill": style.objective,
      "stroke": style.players[o.player & 1], "stroke-width": 3}, layer);  // ringed in its taker's colour
  }
}

// One unit: a counter on a hex (the k-th of a stack fanned out by k steps),
// or a team's base turned to its facing.
function drawUnit(style, scene, u, layer, k) {
  const [cx, cy] = place(style, scene, u.x, u.y);
  const x = cx + k * style.stack_offset, y = cy - k * style.stack_offset;
  const g = el("g", {"class": "unit", "data-unit": u.id, "data-player": u.player,
    "transform": "translate(" + fmt(x) + "," + fmt(y) + ")"}, layer);
  const fill = unitFill(style, u);
  if (scene.kind === "hex") {
    el("circle", {"class": "body", "r": style.unit_radius, "fill": fill, "stroke": "#000000"}, g);
    const label = el("text", {"text-anchor": "middle", "dy": "4", "font-size": "10", "fill": "#ffffff"}, g);
    label.textContent = String(u.strength);
  } else {
    const w = u.half_width * style.table_scale * 2, d = u.half_depth * style.table_scale * 2;
    const turn = el("g", {"transform": "rotate(" + fmt(-u.facing / 1000) + ")"}, g);
    el("rect", {"class": "body", "x": fmt(-d / 2), "y": fmt(-w / 2), "width": fmt(d), "height": fmt(w),
      "fill": fill, "stroke": "#000000"}, turn);
    el("line", {"x1": 0, "y1": 0, "x2": fmt(d / 2 + 4), "y2": 0, "stroke": "#ffffff", "stroke-width": 2}, turn);
  }
  el("title", {}, g).textContent = u.name + " (" + u.kind + ")" + (u.alive ? "" : ", destroyed");
  if (!u.alive) g.setAttribute("opacity", "0.4");
  return g;
}

// The whole scene into `svg` (emptied first); returns the unit layer.
function drawScene(style, scene, svg) {
  while (svg.firstChild) svg.removeChild(svg.firstChild);
  const vb = viewBox(style, scene);
  svg.setAttribute("viewBox", vb.map(fmt).join(" "));
  el("rect", {"x": fmt(vb[0]), "y": fmt(vb[1]), "width": fmt(vb[2]), "height": fmt(vb[3]),
    "fill": style.background}, svg);
  const ground = el("g", {"id": "ground"}, svg);
  if (scene.kind === "hex") drawHexes(style, scene, ground); else drawTable(style, scene, ground);
  el("g", {"id": "reach"}, svg);
  const units = el("g", {"id": "units"}, svg);
  const stacked = new Map();                     // units drawn so far on each hex
  for (const u of scene.units) {
    if (!u.on_board) continue;
    const at = scene.kind === "hex" ? u.x + "," + u.y : "table";
    const k = scene.kind === "hex" ? stacked.get(at) || 0 : 0;
    stacked.set(at, k + 1);
    drawUnit(style, scene, u, units, k);
  }
  return units;
}
