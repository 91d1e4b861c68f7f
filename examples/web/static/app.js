// The page: asks the server (serve.py) for the game and draws it (draw.js).
// The human plays one side; the server's built-in agent plays the other.
"use strict";

const EV = {MOVE: 5, ATTACK: 6, RESULT: 7, DESTROYED: 8, DAMAGED: 9};   // wg_event_type
const ACT = {PASS: 1, MOVE: 2, STAY: 3, PLAY: 8};                       // wg_action_type
const STEP_MS = 90;                      // one hex (or one move) of an animation
const ANIMATION_MS = 1500;               // no animation lasts longer

let style = null;
let state = null;
let selected = -1;
let busy = 0;
const $ = id => document.getElementById(id);

function setBusy(delta) {
  busy += delta;
  document.body.dataset.ready = busy === 0 ? "1" : "0";
}

async function call(path, body) {
  setBusy(1);
  try {
    const opts = body === undefined ? {} :
      {method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)};
    const res = await fetch(path, opts);
    const data = await res.json();
    if (data.error) { $("error").textContent = data.error; return null; }
    $("error").textContent = "";
    return data;
  } finally {
    setBusy(-1);
  }
}

async function refresh(path, body) {
  const data = await call(path, body);
  if (data && data.scene) show(data);
}

// ------------------------------------------------------------ drawing and animating

function show(next) {
  const before = state;
  state = next;
  if (selected >= 0 && !(next.decision.human && ownUnit(selected))) selected = -1;
  drawScene(style, next.scene, $("board"));
  wireBoard();
  drawPlaces();
  if (before && before.scene.scenario === next.scene.scenario) animate(before.scene, next.events);
  log(next.events);
  prompt();
  if (selected >= 0) select(selected);
  $("status").textContent = next.scene.ruleset + " turn " + next.scene.status.turn +
    ", " + next.scene.players[next.scene.status.active] + " to play";
  $("result").textContent = next.result;
  document.body.dataset.over = next.scene.status.over ? "1" : "0";
}

function unitNode(id) { return $("board").querySelector('.unit[data-unit="' + id + '"]'); }

// Units slide along the MOVE events, each from where it says the unit stood
// (value, extra) to where it went (x, y): one hex a step on a board; on a
// table, where a move (a charge, a fall-back) is one long segment, in
// TABLE_FRAMES steps. Then attacked units flash.
const TABLE_FRAMES = 8;

function movePaths(scene, events) {
  const paths = new Map();
  for (const e of events) {
    if (e.type !== EV.MOVE || e.unit < 0) continue;
    if (!paths.has(e.unit)) paths.set(e.unit, [place(style, scene, e.value, e.extra)]);
    const path = paths.get(e.unit), [x0, y0] = path[path.length - 1];
    const [x1, y1] = place(style, scene, e.x, e.y);
    const frames = scene.kind === "hex" ? 1 : TABLE_FRAMES;
    for (let i = 1; i <= frames; i++)
      path.push([x0 + (x1 - x0) * i / frames, y0 + (y1 - y0) * i / frames]);
  }
  return paths;
}

function animate(old, events) {
  const paths = movePaths(old, events);
  const steps = Math.max(0, ...Array.from(paths.values(), p => p.length));
  const ms = Math.min(STEP_MS, ANIMATION_MS / Math.max(steps, 1));
  const drawn = new Map();          // where drawScene put each mover (stacks fanned out)
  for (const id of paths.keys()) {
    const node = unitNode(id);
    if (node) drawn.set(id, node.getAttribute("transform"));
  }
  setBusy(1);
  let k = 0;
  const tick = () => {
    for (const [id, path] of paths) {
      const node = unitNode(id);
      if (!node || !path.length) continue;
      const [x, y] = path[Math.min(k, path.length - 1)];
      node.setAttribute("transform", "translate(" + fmt(x) + "," + fmt(y) + ")");
    }
    if (++k < steps) { setTimeout(tick, ms); return; }
    for (const [id, t] of drawn) { const n = unitNode(id); if (n) n.setAttribute("transform", t); }
    flash(events);
    setBusy(-1);
  };
  if (steps > 0) tick(); else { flash(events); setBusy(-1); }
}

function flash(events) {
  const hit = new Set();
  for (const e of events)
    if (e.type === EV.ATTACK || e.type === EV.RESULT || e.type === EV.DESTROYED || e.type === EV.DAMAGED)
      hit.add(e.type === EV.ATTACK ? e.target : e.unit >= 0 ? e.unit : e.target);
  for (const id of hit) {
    const node = unitNode(id);
    if (node) { node.classList.add("flash"); setTimeout(() => node.classList.remove("flash"), 600); }
  }
}

function log(events) {
  const box = $("log");
  for (const e of events) box.textContent += e.text + "\n";
  box.scrollTop = box.scrollHeight;
}

// ------------------------------------------------------------ the decision at hand

function actionButton(a, parent) {
  const b = document.createElement("button");
  b.textContent = a.text;
  b.className = "action";
  b.dataset.index = a.index;
  b.dataset.type = a.type;
  b.addEventListener("click", () => refresh("/api/apply", {index: a.index}));
  b.addEventListener("mouseenter", ev => showOdds(a, ev));
  b.addEventListener("mouseleave", hideOdds);
  parent.appendChild(b);
}

function prompt() {
  const d = state.decision;
  const p = $("prompt");
  p.className = d.window ? "window" : "";
  p.textContent = d.type === 0 ? "Game over." : d.human ? d.text : "Waiting: " + d.text;
  // A window is asked as a prompt when it offers an attack (wg_game_window_options):
  // an OGRE splitfire window before a movement point with nothing in range is
  // answered on the board by moving on.
  const win = d.human && d.window && d.options > 0;
  $("window").className = win ? "open" : "";
  $("window-text").textContent = win ? d.text : "";
  const wa = $("window-actions");
  wa.textContent = "";
  if (win) for (const a of state.actions)
    if (a.type !== ACT.MOVE && a.type !== ACT.STAY) actionButton(a, wa);
  const hand = $("hand");
  hand.textContent = state.hand.length ? "Your hand:" : "";
  for (const c of state.hand) {
    const play = state.actions.find(a => a.type === ACT.PLAY && a.card === c.card);
    const b = document.createElement("button");
    b.textContent = c.name;
    b.className = "card";
    b.disabled = !play;
    if (play) b.addEventListener("click", () => refresh("/api/apply", {index: play.index}));
    hand.appendChild(b);
  }
  listActions();
}

function listActions() {
  const box = $("actions");
  box.textContent = "";
  const mine = state.actions.filter(a => selected < 0 || a.unit === selected || a.target === selected);
  for (const a of mine.slice(0, 80)) actionButton(a, box);
  if (mine.length > 80) box.appendChild(document.createTextNode((mine.length - 80) + " more: select a unit"));
}

// ------------------------------------------------------------ odds

async function showOdds(a, ev) {
  if (a.target < 0) return;
  const box = $("odds");
  box.style.left = (ev.clientX + 14) + "px";
  box.style.top = (ev.clientY + 14) + "px";
  const data = await call("/api/odds?index=" + a.index);
  if (!data || !data.lines.length) return;
  box.textContent = a.text + "\n" + data.lines.join("\n");
  box.style.display = "block";
}

function hideOdds() { $("odds").style.display = "none"; }

// ------------------------------------------------------------ the board

function ownUnit(id) {
  const u = state.scene.units[id];
  return u && u.alive && u.player === state.human;
}

function attackOn(target) {
  const on = state.actions.filter(a => a.target === target && a.type !== ACT.MOVE);
  return on.find(a => a.unit === selected) || (selected < 0 ? on[0] : undefined);
}

function wireBoard() {
  for (const node of $("board").querySelectorAll(".unit")) {
    const id = Number(node.dataset.unit);
    node.addEventListener("click", () => clickUnit(id));
    node.addEventListener("mouseenter", ev => { const a = attackOn(id); if (a) showOdds(a, ev); });
    node.addEventListener("mouseleave", hideOdds);
    if (state.actions.some(a => a.target === id && a.type !== ACT.MOVE)) node.classList.add("target");
  }
}

// Set-up answers that put something on the board (a fow objective, a team
// deployed) are drawn where they put it; a click answers.
function drawPlaces() {
  const layer = $("reach");
  const placing = state.actions.filter(a => a.type === ACT.MOVE &&
    (a.unit < 0 || !state.scene.units[a.unit].on_board));
  for (const a of placing) {
    const [x, y] = place(style, state.scene, a.x, a.y);
    const dot = el("circle", {"class": "place reach", "cx": fmt(x), "cy": fmt(y), "r": 5,
      "data-index": a.index}, layer);
    el("title", {}, dot).textContent = a.text;
    dot.addEventListener("click", () => refresh("/api/apply", {index: a.index}));
  }
}

function clickUnit(id) {
  if (id === selected) { deselect(); return; }
  if (ownUnit(id) && state.decision.human) { select(id); return; }
  const a = attackOn(id);
  if (a) refresh("/api/apply", {index: a.index});
}

function deselect() {
  selected = -1;
  for (const n of $("board").querySelectorAll(".unit.selected")) n.classList.remove("selected");
  $("reach").textContent = "";
  document.body.dataset.reach = "0";
  listActions();
}

async function select(id) {
  selected = id;
  for (const n of $("board").querySelectorAll(".unit.selected")) n.classList.remove("selected");
  const node = unitNode(id);
  if (node) node.classList.add("selected");
  listActions();
  const layer = $("reach");
  layer.textContent = "";
  const data = await call("/api/reach?unit=" + id);
  if (!data || selected !== id) return;
  for (const h of data.hexes || []) {
    const [cx, cy] = hexCentre(style, h.q, h.r);
    const risky = h.dice || h.window;
    const poly = el("polygon", {"class": risky ? "reach risky" : "reach",
      "points": hexCorners(style, cx, cy), "data-q": h.q, "data-r": h.r}, layer);
    el("title", {}, poly).textContent = "cost " + h.cost + ", " + h.steps +
      (h.steps === 1 ? " step" : " steps") + (h.dice ? "; dice are rolled there" : "") +
      (h.window ? "; the enemy may fire on the way" : "");
    poly.addEventListener("click", () => refresh("/api/move", {unit: id, x: h.q, y: h.r}));
  }
  for (const p of data.points || []) {
    const [x, y] = tablePoint(style, state.scene, p.x, p.y);
    const dot = el("circle", {"class": "reach", "cx": fmt(x), "cy": fmt(y), "r": 4, "data-x": p.x,
      "data-y": p.y}, layer);
    dot.addEventListener("click", () => refresh("/api/move", {unit: id, x: p.x, y: p.y}));
  }
  document.body.dataset.reach = String(layer.childNodes.length);
}

// ------------------------------------------------------------ start

async function start() {
  setBusy(1);
  style = await (await fetch("/static/style.json")).json();
  const list = await call("/api/scenarios");
  for (const name of list.scenarios) {
    const o = document.createElement("option");
    o.value = o.textContent = name;
    $("scenario").appendChild(o);
  }
  $("scenario").value = list.current;
  $("new").addEventListener("click", () => {
    selected = -1;
    $("log").textContent = "";
    refresh("/api/new", {scenario: $("scenario").value, seed: Number($("seed").value),
                         human: Number($("human").value)});
  });
  $("step").addEventListener("click", () => refresh("/api/auto", {steps: 1}));
  $("finish").addEventListener("click", () => refresh("/api/auto", {steps: 0}));
  await refresh("/api/state");
  setBusy(-1);
}

start();
