-- Tests of the LuaJIT binding with the m44 ruleset (Memoir '44 with Op Fire):
-- whole games played by the built-in agents (Op Fire on and off), an Op Fire
-- window answered from Lua (FIRE with forced dice, and PASS), an ineligible
-- Op Fire, an order card played from Lua, the queries, exact odds (m44.h's
-- worked example), and m44.h's layout, constants and functions against the C
-- compiler.
-- Run by meson (WG_LIBRARY, WG_CDEF, WG_M44_SCENARIO, WG_SCENARIO,
-- WG_LAYOUT_EXE, WG_INCLUDE_DIR set); exits non-zero on failure, and the
-- last line it prints is "N passed, N failed".
local here = (arg and arg[0] or ""):match("^(.*)[/\\]") or "."
package.path = here .. "/?.lua;" .. here .. "/../?.lua;" .. package.path

local ffi = require("ffi")
local wargame = require("wargame")
local H = require("harness")
local read, test, eq, same, raises = H.read, H.test, H.eq, H.same, H.raises
local C = wargame.C

local SCENARIOS = here .. "/../../../examples/scenarios/"
local OPFIRE = os.getenv("WG_M44_SCENARIO") or (SCENARIOS .. "m44-opfire.yaml")
local OGRE = os.getenv("WG_SCENARIO") or (SCENARIOS .. "ogre-basic.yaml")
local INCLUDE = os.getenv("WG_INCLUDE_DIR") or (here .. "/../../../include/wargame")

-- m44.h's constants, every enumerator among them (implicit values included).
local K = wargame

local ALLIES, AXIS = 0, 1
-- Die faces (m44.h): 1, 2 infantry, 3 armor, 4 grenade, 5 star, 6 flag.
local GRENADE, STAR = 4, 5
-- The seed whose greedy agents reach an Op Fire window with several pairs.
local WINDOW_SEED = 4



local function events_of(g, from, ...)
  local types, list = { ... }, {}
  for _, ev in g:events(from) do
    for _, t in ipairs(types) do
      if ev.type == t then list[#list + 1] = ev end
    end
  end
  return list
end

-- ---------------------------------------------------------------- m44.h through the FFI

local function axial(c, r)
  local h = C.wg_hex_from_offset(c, r, wargame.WG_HEX_ODD_R)
  return h.q, h.r
end

local function m44_hex(g, q, r)
  local h = ffi.new("wg_m44_hex_info")
  h.size, h.unit, h.objective = ffi.sizeof("wg_m44_hex_info"), -1, -1   -- WG_M44_HEX_INFO_INIT
  local status = C.wg_m44_hex(g.handle, ffi.new("wg_hex", q, r), h)
  return status == wargame.WG_OK and h or nil, status
end

local function at(g, c, r) return (m44_hex(g, axial(c, r))) end

local function hand(g, player)
  local n = C.wg_m44_hand(g.handle, player, nil, 0)
  assert(n >= 0, "wg_m44_hand " .. n)
  local buf = ffi.new("int32_t[?]", math.max(n, 1))
  eq(C.wg_m44_hand(g.handle, player, buf, n), n, "the hand's size")
  local list = {}
  for i = 0, n - 1 do list[#list + 1] = buf[i] end
  return list
end

local function figures(g, unit)
  local u = g:unit(unit)
  return bit.band(u.flags, wargame.WG_UNIT_ALIVE) ~= 0 and u.strength or 0
end

local function action(t) return wargame.action(t) end
local function pass() return action({ type = wargame.WG_ACT_PASS }) end
local function play(card) return action({ type = wargame.WG_ACT_PLAY, card = card }) end
local function declare(unit) return action({ type = wargame.WG_ACT_DECLARE, unit = unit }) end
local function resolve() return action({ type = wargame.WG_ACT_RESOLVE }) end
local function move(unit, q, r) return action({ type = wargame.WG_ACT_MOVE, unit = unit, x = q, y = r }) end
local function opfire(unit, card) return action({ type = wargame.WG_ACT_FIRE, unit = unit, card = card }) end

local function same_action(a, b)
  return a.type == b.type and a.unit == b.unit and a.target == b.target and a.card == b.card
         and a.x == b.x and a.y == b.y and a.value == b.value
end

local function has_action(list, a)
  for _, x in ipairs(list) do if same_action(x, a) then return true end end
  return false
end

-- The (unit, card) pairs of the open window's FIRE actions, as "unit:card" sorted.
local function pair_key(u, c) return u .. ":" .. c end
local function opfire_pairs(g)
  local list = {}
  for _, a in ipairs(g:legal_actions()) do
    if a.type == wargame.WG_ACT_FIRE then list[#list + 1] = { a.unit, a.card } end
  end
  return list
end
local function keys(pairs_list)
  local out = {}
  for i, p in ipairs(pairs_list) do out[i] = pair_key(p[1], p[2]) end
  table.sort(out)
  return out
end

-- A dice source playing back `faces`; a die beyond them fails the action.
local function script(faces)
  local left, rolled = { unpack(faces) }, {}
  local dice = { rolled = rolled, left = left }
  function dice.roll(r)
    if #left == 0 then error("an unscripted die (purpose " .. r.purpose .. ")") end
    rolled[#rolled + 1] = r
    return table.remove(left, 1)
  end
  return dice
end

local function scenario_text(op_fire)
  local text = read(OPFIRE)
  assert(text:find("op_fire: true\n", 1, true), "the scenario has Op Fire")
  if op_fire then return text end
  return (text:gsub("op_fire: true\n", "op_fire: false\n"))
end

-- The Op Fire scenario by the greedy agents one action at a time, to the first
-- WG_DEC_OPFIRE; `seen` is what on_event saw, indexed by log position (0-based).
local function to_window(seed)
  local g = wargame.open(OPFIRE, seed or WINDOW_SEED)
  local seen, n = {}, g:event_count()
  g:on_event(function(ev) seen[n] = ev; n = n + 1 end)
  g:set_builtin_agent(ALLIES, wargame.WG_AGENT_GREEDY, 1)
  g:set_builtin_agent(AXIS, wargame.WG_AGENT_GREEDY, 2)
  for _ = 1, 500 do
    if g:decision().type == wargame.WG_DEC_OPFIRE then return g, seen end
    eq(g:run(1), "stepped", "one agent step")
  end
  error("no Op Fire window in 500 actions")
end

-- ---------------------------------------------------------------- no drift

local function header_structs(text)
  local structs = {}
  for name, body in text:gmatch("typedef%s+struct%s+([%w_]+)%s*(%b{})") do
    local fields = {}
    for decl in body:sub(2, -2):gmatch("([^;]+);") do
      for part in decl:gsub("%b[]", ""):gmatch("[^,]+") do
        local field = part:match("([%w_]+)%s*$")
        if field then fields[#fields + 1] = field end
      end
    end
    structs[name] = fields
  end
  return structs
end

local function declared_define(header, name)
  return header:find("#%s*define%s+" .. name .. "[ \t]") ~= nil
end

test("m44.h's ffi layout, constants and functions match the C compiler", function()
  local exe = os.getenv("WG_LAYOUT_EXE")
  if not exe then print("       (skipped: WG_LAYOUT_EXE not set)") return end
  local p = assert(io.popen(exe .. " m44.h"))
  local out = p:read("*a")
  p:close()
  local structs, constants = out:match('"structs": {(.*)},%s*"constants": {(.*)}')
  assert(structs and constants, "the layout program's output")
  local header = read(INCLUDE .. "/m44.h"):gsub("/%*.-%*/", " ")
  local declared = header_structs(header)

  local ns = 0
  for name, size, fields in structs:gmatch('"([%w_]+)": {"size": (%d+), "fields": {(.-)}}') do
    assert(name:find("^wg_m44_"), name .. ": only m44.h is printed")
    eq(ffi.sizeof(name), tonumber(size), "sizeof " .. name)
    local names = {}
    for f, off in fields:gmatch('"([%w_]+)": %[(%d+), %d+%]') do
      eq(ffi.offsetof(name, f), tonumber(off), "offsetof " .. name .. "." .. f)
      names[#names + 1] = f
    end
    assert(declared[name], name .. " is a struct of m44.h")
    same(names, declared[name], name .. " fields (layout.c against the header)")
    declared[name] = nil
    ns = ns + 1
  end
  eq(ns, 3, "m44.h structs laid out")
  eq(next(declared), nil, "every struct of m44.h is in layout.c")

  local c_constants, nc = {}, 0
  for name, value in constants:gmatch('"([%w_]+)": (%-?%d+)') do
    assert(name:find("^WG_M44_"), name .. ": only m44.h is printed")
    if declared_define(header, name) then
      eq(wargame[name], tonumber(value), name .. " (#define)")
    else
      eq(tonumber(C[name]), tonumber(value), name .. " (ffi)")
      eq(wargame[name], tonumber(value), name .. " (exported, with or without `=`)")
    end
    c_constants[name] = true
    nc = nc + 1
  end
  local nh = 0
  for name in header:gmatch("(WG_M44_[%w_]+)%s*=") do
    assert(c_constants[name], name .. " is missing from layout.c")
    nh = nh + 1
  end
  for name, value in header:gmatch("#%s*define%s+(WG_M44_[%w_]+)[ \t]+(%d+)") do
    assert(c_constants[name], name .. " is missing from layout.c")
    eq(wargame[name], tonumber(value), name .. " (#define)")
    nh = nh + 1
  end
  -- enumerators written without `=` (the card kinds after the first)
  for body in header:gmatch("enum%s+wg_m44_card_kind%s*(%b{})") do
    for name in body:gmatch("(WG_M44_CARD_[%w_]+)%s*[,}]") do
      assert(c_constants[name], name .. " is missing from layout.c")
      nh = nh + 1
    end
  end
  eq(nh, nc, "constants of m44.h")
  assert(nc > 80, "read the constants")

  local nf = 0
  for fn in header:gmatch("WG_API[^;{]-(wg_[%w_]+)%s*%(") do
    assert(pcall(function() return C[fn] end), fn .. " is declared and exported")
    nf = nf + 1
  end
  eq(nf, 21, "functions of m44.h")   -- 18 queries, 3 _info_init
end)

-- ---------------------------------------------------------------- agents

local function play_game(op_fire, seed, k0, k1)
  local g = wargame.new(scenario_text(op_fire), seed, "m44-opfire.yaml")
  eq(g:ruleset(), "m44", "ruleset")
  g:set_builtin_agent(ALLIES, k0, seed * 2 + 1)
  g:set_builtin_agent(AXIS, k1, seed * 2 + 2)
  eq(g:run(), "done", "run")
  return g
end

local function check_won(g)
  local s = g:status()
  eq(s.over, 1, "over")
  assert(s.winner == ALLIES or s.winner == AXIS, "a winner")
  eq(s.result, wargame.WG_M44_RESULT_MEDALS, "won on medals")
  assert(g:result_text():find("wins"), g:result_text())
  assert(s.score[s.winner] >= 4, "the scenario's medals")
  assert(s.score[1 - s.winner] < 4, "the loser's medals")
  local over = events_of(g, 0, wargame.WG_EV_GAME_OVER)
  eq(#over, 1, "game over events")
  eq(over[1].player, s.winner, "game over winner")
  -- the score: units eliminated (WG_M44_EV_MEDAL counts those) plus the town held
  local town = at(g, 6, 4)
  for p = 0, 1 do
    local credited, last = 0, 0
    for _, ev in ipairs(events_of(g, 0, wargame.WG_EV_DESTROYED)) do
      if ev.player == p then credited = credited + 1 end
    end
    for _, ev in ipairs(events_of(g, 0, wargame.WG_M44_EV_MEDAL)) do
      if ev.player == p then last = ev.value end
    end
    eq(last, credited, "medal events of " .. p)
    local held = (town.objective == p and town.unit >= 0 and g:unit(town.unit).player == p) and 1 or 0
    eq(s.score[p], credited + held, "score of " .. p)
  end
  eq(g:decision().type, wargame.WG_DEC_NONE, "no decision")
  eq(#g:legal_actions(), 0, "no legal actions")
  raises(function() g:apply(pass()) end, wargame.WG_ESTATE)
  local h = wargame.load(g:save())
  eq(h:hash(), g:hash(), "the saved game loads to the same hash")
  h:close()
end

test("greedy agents play with Op Fire to a winner", function()
  local windows = 0
  for seed = 1, 3 do
    local g = play_game(true, seed, wargame.WG_AGENT_GREEDY, wargame.WG_AGENT_GREEDY)
    check_won(g)
    windows = windows + #events_of(g, 0, wargame.WG_EV_OPFIRE_WINDOW)
    g:close()
  end
  assert(windows > 0, "Op Fire windows came up")
  local g = play_game(true, 5, wargame.WG_AGENT_RANDOM, wargame.WG_AGENT_GREEDY)
  check_won(g)
  g:close()
end)

test("greedy agents play without Op Fire to a winner", function()
  for seed = 1, 3 do
    local g = play_game(false, seed, wargame.WG_AGENT_GREEDY, wargame.WG_AGENT_GREEDY)
    check_won(g)
    -- no Op Fire: the only windows are Ambush's (one option, the Ambush card)
    for _, ev in ipairs(events_of(g, 0, wargame.WG_EV_OPFIRE_WINDOW)) do eq(ev.value, 1, "options") end
    for _, ev in ipairs(events_of(g, 0, wargame.WG_EV_FIRE_OPTION)) do
      eq(C.wg_m44_card_kind_of(g.handle, ev.weapon), K.WG_M44_CARD_AMBUSH, "an Ambush")
    end
    for _, ev in ipairs(events_of(g, 0, wargame.WG_EV_DIE)) do
      assert(ev.purpose ~= wargame.WG_M44_ROLL_OPFIRE, "no Op Fire die")
    end
    for _, ev in ipairs(events_of(g, 0, wargame.WG_M44_EV_CARD_PLAYED)) do
      eq(ev.extra, 0, "no card played for Op Fire")
    end
    eq(C.wg_m44_opfire_owed(g.handle, ALLIES) + C.wg_m44_opfire_owed(g.handle, AXIS), 0, "owed")
    g:close()
  end
end)

-- ---------------------------------------------------------------- Op Fire from Lua

test("the window event lists the legal FIRE pairs (M44-O11)", function()
  local g, seen = to_window()
  local d = g:decision()
  local mover = g:unit(d.unit)
  eq(mover.player, g:status().active, "the mover is the active player's")
  eq(d.player, 1 - mover.player, "the non-active player answers")
  eq(d.target, -1, "target")
  eq(d.x, mover.x, "x")
  eq(d.y, mover.y, "y")
  local w
  for i = 0, g:event_count() - 1 do
    local logged = g:event(i)
    if seen[i] then eq(seen[i].type, logged.type, "on_event saw event " .. i) end
    if logged.type == wargame.WG_EV_OPFIRE_WINDOW then
      assert(w == nil, "one window")
      w = i
    end
  end
  assert(w and seen[w], "on_event saw the window")
  eq(seen[w].unit, d.unit, "window unit")
  eq(seen[w].x, d.x, "window x")
  eq(seen[w].y, d.y, "window y")
  eq(seen[w].value, d.count, "window options")
  local options = {}
  for i = w + 1, g:event_count() - 1 do
    local ev = seen[i]
    eq(ev.type, wargame.WG_EV_FIRE_OPTION, "an option")
    eq(ev.target, d.unit, "at the mover")
    eq(g:unit(ev.unit).player, d.player, "the firer is the window's player's")
    eq(ev.x, g:unit(ev.unit).x, "the firer's hex")
    eq(ev.value, ev.weapon, "the card, in weapon and value")
    options[#options + 1] = { ev.unit, ev.weapon }
  end
  local pairs_list = opfire_pairs(g)
  assert(#pairs_list > 1, "several pairs")
  eq(#pairs_list, d.count, "decision.count")
  same(keys(options), keys(pairs_list), "the options are the legal FIRE pairs")
  local legal = g:legal_actions()
  eq(legal[#legal].type, wargame.WG_ACT_PASS, "PASS last")
  g:close()
end)

test("FIRE with forced dice costs the mover a figure and its move resumes (M44-O2)", function()
  local g, seen = to_window()
  local d = g:decision()
  local mover = d.unit
  local p = opfire_pairs(g)[1]
  local unit, card = p[1], p[2]
  local n = C.wg_m44_battle_dice(g.handle, unit, mover)
  assert(n > 0, "dice")
  local before, mx, my = figures(g, mover), g:unit(mover).x, g:unit(mover).y
  local held = #hand(g, d.player)
  local faces = { GRENADE }
  for _ = 2, n do faces[#faces + 1] = STAR end
  local dice = script(faces)
  g:set_dice(dice.roll)
  local mark = g:event_count()
  g:apply(opfire(unit, card))
  eq(#dice.left, 0, "every scripted die rolled")
  for _, r in ipairs(dice.rolled) do
    eq(r.purpose, wargame.WG_M44_ROLL_OPFIRE, "an Op Fire die")
    eq(r.unit, unit, "the firer")
    eq(r.target, mover, "the mover")
    eq(r.player, d.player, "rolled by the firer's owner")
  end
  for i = mark, g:event_count() - 1 do eq(seen[i].type, g:event(i).type, "on_event " .. i) end
  local played = events_of(g, mark, wargame.WG_M44_EV_CARD_PLAYED)
  eq(#played, 1, "one card played")
  eq(played[1].weapon, card, "the card")
  eq(played[1].extra, 1, "for Op Fire")
  local attack = events_of(g, mark, wargame.WG_EV_ATTACK)
  eq(#attack, 1, "one attack")
  eq(attack[1].unit, unit, "attacker")
  eq(attack[1].value, n, "dice")
  eq(attack[1].result, wargame.WG_M44_ROLL_OPFIRE, "purpose")
  local result = events_of(g, mark, wargame.WG_EV_RESULT)
  eq(#result, 1, "one result")
  eq(result[1].value, 1, "one hit")
  eq(figures(g, mover), before - 1, "a figure lost")
  eq(m44_hex(g, mx, my).unit, mover, "no flag: it stays")
  local damaged = events_of(g, mark, wargame.WG_EV_DAMAGED)
  eq(damaged[1].value, 1, "damaged value")
  eq(damaged[1].extra, before - 1, "figures left")
  eq(#hand(g, d.player), held - 1, "the card left the hand")
  eq(C.wg_m44_opfire_owed(g.handle, d.player), 1, "one replacement owed")
  local closed = events_of(g, mark, wargame.WG_EV_WINDOW_CLOSED)
  eq(#closed, 1, "the window closed")
  eq(#events_of(g, mark, wargame.WG_EV_MOVE), 0, "the mover was not pushed back")
  local after = g:decision()
  eq(after.type, wargame.WG_DEC_MOVE, "the move resumes")
  eq(after.player, g:unit(mover).player, "for the mover's owner")
  eq(after.depth, d.depth - 1, "the window is gone")
  g:close()
end)

test("PASS in another game lets the mover go on", function()
  local g, seen = to_window()
  local d = g:decision()
  local before, held = figures(g, d.unit), #hand(g, d.player)
  g:set_dice(script({}).roll)                               -- no die may be rolled
  local mark = g:event_count()
  g:apply(pass())
  eq(seen[mark].type, wargame.WG_EV_WINDOW_CLOSED, "the window closes first")
  eq(#events_of(g, mark, wargame.WG_EV_ATTACK, wargame.WG_EV_DIE, wargame.WG_M44_EV_CARD_PLAYED),
     0, "no fire")
  eq(figures(g, d.unit), before, "no figure lost")
  eq(#hand(g, d.player), held, "no card played")
  eq(C.wg_m44_opfire_owed(g.handle, d.player), 0, "nothing owed")
  local after = g:decision()
  eq(after.type, wargame.WG_DEC_MOVE, "the move resumes")
  eq(after.player, g:unit(d.unit).player, "for the mover's owner")
  eq(after.depth, d.depth - 1, "depth")
  g:close()
end)

test("an ineligible Op Fire raises and leaves the hash unchanged", function()
  local g = to_window()
  local d = g:decision()
  local offered = {}
  for _, k in ipairs(keys(opfire_pairs(g))) do offered[k] = true end
  -- a section card and a unit of the window's player outside that section
  -- (sections are the card player's view: the top player's are mirrored)
  local refused
  for _, card in ipairs(hand(g, d.player)) do
    local section = C.wg_m44_card_section(g.handle, card)
    if section ~= wargame.WG_M44_ANY and not refused then
      local seen_by_0 = d.player == AXIS and 2 - section or section
      for i, u in g:units() do
        if u.player == d.player and bit.band(u.flags, wargame.WG_UNIT_ALIVE) ~= 0 and
           bit.band(m44_hex(g, u.x, u.y).sections, bit.lshift(1, seen_by_0)) == 0 then
          refused = { i, card }
          break
        end
      end
    end
  end
  assert(refused, "a card that cannot order a unit")
  assert(not offered[pair_key(refused[1], refused[2])], "not offered")
  for _, pr in ipairs({ refused, { d.unit, opfire_pairs(g)[1][2] } }) do
    local before, events = g:hash(), g:event_count()
    local a = opfire(pr[1], pr[2])
    local ok, why = g:check(a)
    eq(ok, false, "check")
    assert(#why > 0, "a reason")
    raises(function() g:apply(a) end, wargame.WG_EILLEGAL)
    eq(g:hash(), before, "hash")
    eq(g:event_count(), events, "events")
    eq(g:decision().type, wargame.WG_DEC_OPFIRE, "the window is still open")
  end
  g:close()
end)

-- ---------------------------------------------------------------- an order from Lua

local PULL = [==[
ruleset: m44
name: pull
shuffle: false
op_fire: true
medals: 2
board: {columns: 13, rows: 9, layout: odd-r}
sides:
  - {name: Allies, home: bottom, hand: 3, nation: allies}
  - {name: Axis, home: top, hand: 2, nation: axis}
units:
  - {side: 0, type: infantry, at: [6, 7]}
  - {side: 0, type: armor, at: [2, 7]}
  - {side: 1, type: infantry, at: [6, 3]}
hands: [[probe_centre, probe_left, attack_right], [probe_centre, probe_left]]
]==]

test("play a card and order a unit from Lua; Op Fire interrupts its move", function()
  local g = wargame.new(PULL, 1, "pull.yaml")
  local d = g:decision()
  eq(d.type, wargame.WG_DEC_ORDER, "an order")
  eq(d.player, ALLIES, "Allies first")
  eq(g:status().phase, wargame.WG_M44_PHASE_ORDER, "the order phase")
  local cards = hand(g, ALLIES)
  local names = {}
  for i, c in ipairs(cards) do names[i] = ffi.string(C.wg_m44_card_name(g.handle, c)) end
  same(names, { "Probe Left", "Probe Centre", "Attack Right" }, "the hand")
  local plays = {}
  for _, a in ipairs(g:legal_actions()) do
    if a.type == wargame.WG_ACT_PLAY then plays[#plays + 1] = a.card end
  end
  table.sort(plays)
  same(plays, cards, "PLAY any card in hand")
  local probe = cards[2]
  eq(C.wg_m44_card_kind_of(g.handle, probe), K.WG_M44_CARD_PROBE, "kind")
  eq(C.wg_m44_card_section(g.handle, probe), wargame.WG_M44_CENTRE, "section")
  local mark = g:event_count()
  g:apply(play(probe))
  local played = events_of(g, mark, wargame.WG_M44_EV_CARD_PLAYED)
  eq(#played, 1, "card played events")
  eq(played[1].weapon, probe, "the card")
  eq(played[1].value, K.WG_M44_CARD_PROBE, "its kind")
  eq(played[1].extra, 0, "an order")
  same(hand(g, ALLIES), { cards[1], cards[3] }, "the hand after")

  d = g:decision()
  eq(d.type, wargame.WG_DEC_ORDER, "declare units")
  local declares = {}
  for _, a in ipairs(g:legal_actions()) do
    if a.type == wargame.WG_ACT_DECLARE then declares[#declares + 1] = a.unit end
  end
  same(declares, { 0 }, "the centre infantry only")
  local before = g:hash()
  raises(function() g:apply(declare(1)) end, wargame.WG_EILLEGAL)
  eq(g:hash(), before, "hash after the armor on the left")
  mark = g:event_count()
  g:apply(declare(0))
  local ordered = events_of(g, mark, wargame.WG_M44_EV_ORDERED)
  eq(#ordered, 1, "ordered events")
  eq(ordered[1].unit, 0, "the infantry")
  if g:decision().type == wargame.WG_DEC_ORDER then
    assert(has_action(g:legal_actions(), resolve()), "RESOLVE")
    g:apply(resolve())
  end
  d = g:decision()
  eq(d.type, wargame.WG_DEC_MOVE, "the movement")
  eq(d.player, ALLIES, "Allies move")

  local q, r = axial(6, 6)
  assert(has_action(g:legal_actions(), move(0, q, r)), "the step is legal")
  g:apply(move(0, q, r))
  d = g:decision()
  eq(d.type, wargame.WG_DEC_OPFIRE, "an Op Fire window")
  eq(d.player, AXIS, "for the Axis")
  eq(d.unit, 0, "the mover")
  eq(d.x, q, "x")
  eq(d.y, r, "y")
  local expected = {}
  for _, c in ipairs(hand(g, AXIS)) do
    if C.wg_m44_card_section(g.handle, c) == wargame.WG_M44_CENTRE then
      expected[#expected + 1] = { 2, c }
    end
  end
  same(keys(opfire_pairs(g)), keys(expected), "the centre card, by the infantry")
  g:apply(pass())
  d = g:decision()
  eq(d.type, wargame.WG_DEC_MOVE, "the move goes on")
  assert(has_action(g:legal_actions(), move(0, axial(6, 5))), "another step")
  g:close()
end)

-- ---------------------------------------------------------------- queries

test("the hexes, cards, hands, dice and sight", function()
  local g = wargame.open(OPFIRE, 1)
  eq(at(g, 2, 4).terrain, wargame.WG_M44_FOREST, "forest")
  eq(at(g, 6, 4).terrain, wargame.WG_M44_TOWN, "town")
  eq(at(g, 9, 3).terrain, wargame.WG_M44_HILL, "hill")
  eq(at(g, 7, 5).terrain, wargame.WG_M44_HEDGEROW, "hedgerow")
  eq(at(g, 0, 5).terrain, wargame.WG_M44_RIVER, "river")
  eq(at(g, 1, 5).terrain, wargame.WG_M44_BRIDGE, "bridge")
  eq(at(g, 6, 4).objective, ALLIES, "the town's medal")
  eq(at(g, 0, 0).objective, -1, "no objective")
  eq(at(g, 0, 0).unit, -1, "no unit")
  eq(at(g, 5, 2).obstacle, wargame.WG_M44_SANDBAGS, "sandbags")
  eq(at(g, 5, 2).unit, 7, "a unit in them")
  eq(at(g, 8, 6).obstacle, wargame.WG_M44_WIRE, "wire")
  local bits = {}
  for i, c in ipairs({ 2, 4, 6, 8, 10 }) do bits[i] = at(g, c, 0).sections end
  same(bits, { 1, 3, 2, 6, 4 }, "sections [4, 8]")
  local _, status = m44_hex(g, 100, 0)
  eq(status, wargame.WG_ERANGE, "off the board")
  local h = ffi.new("wg_m44_hex_info")
  eq(C.wg_m44_hex(g.handle, ffi.new("wg_hex", 0, 0), h), wargame.WG_EINVAL, "size not set")

  local n, kinds = 0, {}
  while C.wg_m44_card_kind_of(g.handle, n) >= 0 do
    local k, s = C.wg_m44_card_kind_of(g.handle, n), C.wg_m44_card_section(g.handle, n)
    kinds[k] = true
    if k <= K.WG_M44_CARD_ASSAULT then
      assert(s >= wargame.WG_M44_LEFT and s <= wargame.WG_M44_RIGHT, "a section card")
    else
      eq(s, wargame.WG_M44_ANY, "no section")
    end
    assert(C.wg_m44_card_name(g.handle, n) ~= nil, "a name")
    n = n + 1
  end
  eq(n, 60, "the standard deck")
  for k = 0, K.WG_M44_CARD_KIND_COUNT - 1 do assert(kinds[k], "kind " .. k) end
  eq(C.wg_m44_card_section(g.handle, 60), wargame.WG_ERANGE, "no card 60")
  eq(C.wg_m44_card_kind_of(g.handle, -1), wargame.WG_ERANGE, "no card -1")
  eq(C.wg_m44_card_name(g.handle, 60), nil, "no name")
  eq(#hand(g, ALLIES), 5, "Allied hand")
  eq(#hand(g, AXIS), 4, "Axis hand")
  local buf = ffi.new("int32_t[2]")
  eq(C.wg_m44_hand(g.handle, ALLIES, buf, 2), 5, "the size beyond cap")
  eq(C.wg_m44_hand(g.handle, 2, nil, 0), wargame.WG_ERANGE, "no player 2")
  eq(C.wg_m44_opfire_owed(g.handle, ALLIES), 0, "nothing owed")
  eq(C.wg_m44_opfire_owed(g.handle, -1), wargame.WG_ERANGE, "no player -1")

  local f = {}
  for i = 0, 11 do f[#f + 1] = figures(g, i) end
  same(f, { 4, 4, 4, 3, 3, 2, 4, 4, 4, 4, 3, 2 }, "figures")
  eq(C.wg_m44_battle_dice(g.handle, 0, 6), 0, "out of range")
  eq(C.wg_m44_battle_dice(g.handle, 0, 12), wargame.WG_ERANGE, "no unit 12")
  local a = ffi.new("wg_hex", axial(6, 6))
  local b = ffi.new("wg_hex", axial(6, 5))
  local c = ffi.new("wg_hex", axial(6, 2))
  eq(C.wg_m44_line_of_sight(g.handle, a, b), 1, "next door")
  eq(C.wg_m44_line_of_sight(g.handle, a, c), 0, "the town blocks")
  eq(C.wg_m44_line_of_sight(g.handle, ffi.new("wg_hex", 100, 0), a), wargame.WG_ERANGE,
     "off the board")
  g:close()
end)

test("the board a GUI draws: size, layout, sections, names", function()
  local m44 = wargame.m44
  local g = wargame.open(OPFIRE, 1)
  local b = m44.board(g)
  eq(b.columns .. "x" .. b.rows, "13x9", "13 x 9")
  eq(b.layout, C.WG_HEX_ODD_R, "odd-r")
  eq(b.sections[0] .. "," .. b.sections[1], "4,8", "section lines")
  eq(b.home[0], wargame.WG_M44_HOME_BOTTOM, "Allies at the bottom")
  eq(b.home[1], wargame.WG_M44_HOME_TOP, "Axis at the top")
  local hexes = m44.hexes(g)
  eq(#hexes, 13 * 9, "every hex")
  local names = {}
  for _, h in ipairs(hexes) do names[m44.terrain_name(g, m44.hex(g, h).terrain)] = true end
  assert(names["open ground"] and names.town and names.bridge, "terrain names")
  eq(m44.obstacle_name(g, wargame.WG_M44_WIRE), "wire", "wire")
  raises(function() return m44.terrain_name(g, wargame.WG_M44_TERRAIN_COUNT) end,
         wargame.WG_ERANGE)
  eq(m44.obstacle_name(g, wargame.WG_M44_BUNKER), "bunker", "bunker")
  eq(m44.obstacle_name(g, wargame.WG_M44_HEDGEHOG), "hedgehog", "hedgehog")
  g:close()
  g = wargame.open(SCENARIOS .. "m44-beach.yaml", 1)
  local bunker = m44.hex(g, { axial(4, 5) })
  eq(bunker.obstacle, wargame.WG_M44_BUNKER, "a bunker at [4, 5]")
  eq(bunker.obstacle_side, AXIS, "the Axis' bunker")
  eq(m44.hex(g, { axial(0, 0) }).obstacle_side, -1, "no obstacle: nobody's")
  raises(function() return m44.obstacle_name(g, wargame.WG_M44_OBSTACLE_COUNT) end,
         wargame.WG_ERANGE)
  g:close()
end)

-- M44-X30..X32: the real board, with half hexes at the odd rows' ends
local MEMOIR = [=[
ruleset: m44
name: memoir board
board: {columns: 13, rows: 9, shape: memoir}
sides: [{name: Allies}, {name: Axis}]
units:
  - {side: 0, type: infantry, at: [0, 7]}
  - {side: 1, type: infantry, at: [13, 1]}
]=]

test("the memoir board: rows, half hexes, sections", function()
  local m44 = wargame.m44
  local g = wargame.new(MEMOIR, 1, "memoir.yaml")
  local b = m44.board(g)
  eq(b.layout, C.WG_HEX_EVEN_R, "even-r")
  for r = 0, 8 do eq(m44.row_hexes(g, r), r % 2 == 1 and 14 or 13, "row " .. r) end
  raises(function() return m44.row_hexes(g, 9) end, wargame.WG_ERANGE)
  local function mh(c, r) return C.wg_hex_from_offset(c, r, C.WG_HEX_EVEN_R) end
  eq(m44.half_hex(g, mh(0, 7)), wargame.WG_M44_HALF_LEFT, "left half hex")
  eq(m44.half_hex(g, mh(13, 1)), wargame.WG_M44_HALF_RIGHT, "right half hex")
  eq(m44.half_hex(g, mh(6, 4)), wargame.WG_M44_FULL_HEX, "a whole hex")
  raises(function() return m44.half_hex(g, mh(13, 0)) end, wargame.WG_ERANGE)
  eq(#m44.hexes(g), 5 * 13 + 4 * 14, "every hex")
  eq(m44.hex(g, mh(0, 7)).unit, 0, "a unit on a half hex")
  eq(m44.hex(g, mh(4, 0)).sections, 3, "a line hex on a 13-hex row")
  eq(m44.hex(g, mh(4, 1)).sections, 1, "left of the line on a 14-hex row")
  eq(m44.hex(g, mh(5, 1)).sections, 2, "right of it")
  g:close()
end)

-- ---------------------------------------------------------------- exact odds

-- m44.h's worked example: Allied foot at [6, 1] next to Axis foot of 2 figures in sandbags
-- on the Axis home row [6, 0] (no retreat hex): 3 dice - 1 for the sandbags.
local HOME_ROW = [=[
ruleset: m44
name: odds
shuffle: false
board: {columns: 13, rows: 9, layout: odd-r, obstacles: [{at: [6, 0], type: sandbags}]}
sides: [{name: Allies, home: bottom, hand: 4}, {name: Axis, home: top, hand: 4}]
units:
  - {side: 0, type: infantry, at: [6, 1]}
  - {side: 1, type: infantry, at: [6, 0], figures: 2}
hands: [[probe_centre, probe_left, probe_left, probe_left], [probe_right]]
]=]

-- An odds outcome's value in its six 4-bit fields (m44.h's WG_M44_OUTCOME_HITS .. _LEFT).
local outcome_fields = H.outcome_fields

test("Game:odds of a battle gives m44.h's worked example", function()
  local g = wargame.new(HOME_ROW, 1)
  for _, c in ipairs(hand(g, ALLIES)) do
    if C.wg_m44_card_section(g.handle, c) == K.WG_M44_CENTRE then g:apply(play(c)) break end
  end
  g:apply(declare(0))                  -- a Probe orders one unit: the order commits
  g:apply(pass())                      -- no move: the battle phase
  local fire = action({ type = wargame.WG_ACT_FIRE, unit = 0, target = 1 })
  local before = g:hash()
  local odds, attacks = g:odds(fire)
  eq(g:hash(), before, "an odds query changes nothing")
  eq(attacks, 1, "one battle")
  local HELD, BLOCKED, DESTROYED = K.WG_M44_OUTCOME_HELD, K.WG_M44_OUTCOME_BLOCKED,
                                   K.WG_M44_OUTCOME_DESTROYED
  -- kind, hits, flags, ignored, rest, left, num
  local want = { { HELD, 1, 0, 0, 0, 1, 12 }, { HELD, 1, 0, 1, 0, 1, 6 },
                 { HELD, 0, 0, 0, 0, 2, 4 }, { HELD, 0, 0, 1, 0, 2, 4 },
                 { BLOCKED, 0, 1, 1, 1, 1, 1 }, { DESTROYED, 2, 0, 0, 0, 0, 9 } }
  eq(#odds, #want, "outcomes")
  local destroyed = 0
  for i, w in ipairs(want) do
    local o, f = odds[i], outcome_fields(odds[i].value)
    eq(o.den, 36, "den = 6^2")
    eq(bit.band(o.kind, 7), w[1], "kind of outcome " .. i)
    eq(bit.band(o.kind, K.WG_M44_OUTCOME_GAME_OVER), 0, "the game goes on")
    eq(f.hits, w[2], "hits of outcome " .. i)
    eq(f.flags, w[3], "flags of outcome " .. i)
    eq(f.ignored, w[4], "flags ignored of outcome " .. i)
    eq(f.rest, w[5], "blocked hexes of outcome " .. i)
    eq(f.left, w[6], "figures left of outcome " .. i)
    eq(o.num, w[7], "num of outcome " .. i)
    eq(o.unit, 1, "the target")
    eq(o.part, 0, "the unit that rolls")
    if o.kind == DESTROYED then destroyed = destroyed + o.p end
  end
  assert(math.abs(destroyed - 1 / 4) < 1e-12, "eliminated one time in four")
  eq(odds[5].text, "1/36 (2.8%): Axis infantry 1: no loss, 1 flag (1 more ignored): "
                   .. "cannot retreat: 1 more lost; 1 left", "in words")
  raises(function() g:odds(pass()) end, wargame.WG_ESTATE)
  raises(function() g:odds(action({ type = wargame.WG_ACT_FIRE, unit = 1, target = 0 })) end,
         wargame.WG_EILLEGAL)
  eq(g:hash(), before, "refusals change nothing")
  g:close()
end)

test("M44-X4: a bunker protects its own side like sandbags (odds, events)", function()
  local yaml = HOME_ROW:gsub("type: sandbags", "type: bunker, side: 1")
  local g = wargame.new(yaml, 1)
  for _, c in ipairs(hand(g, ALLIES)) do
    if C.wg_m44_card_section(g.handle, c) == K.WG_M44_CENTRE then g:apply(play(c)) break end
  end
  g:apply(declare(0))
  g:apply(pass())
  local fire = action({ type = wargame.WG_ACT_FIRE, unit = 0, target = 1 })
  local odds = g:odds(fire)
  eq(odds[1].den, 36, "3 dice - 1 for the bunker")
  assert(odds[2].text:find("a flag ignored %(bunker%)"), "the odds name the bunker")
  g:set_dice(script({ 6, STAR }).roll)
  g:apply(fire)
  local ignored = events_of(g, 0, K.WG_M44_EV_FLAG_IGNORED)
  eq(#ignored, 1, "one flag ignored")
  eq(ignored[1].value, K.WG_M44_BUNKER, "by the bunker")
  assert(g:describe(ignored[1]):find("ignores a flag %(bunker%)"), "in words")
  g:close()
end)

test("M44-X6, X7: badges in queries and events", function()
  local m44 = wargame.m44
  local yaml = HOME_ROW:gsub("  %- {side: 0, type: infantry, at: %[6, 1%]}",
    "  - {side: 0, type: infantry, at: [6, 1], badge: special_forces}\n"
    .. "  - {side: 0, type: armor, at: [2, 8], badge: elite_armor}")
  local g = wargame.new(yaml, 1)
  eq(m44.unit_badge(g, 0), K.WG_M44_SPECIAL_FORCES, "special forces")
  eq(m44.unit_badge(g, 1), K.WG_M44_ELITE_ARMOR, "elite armor")
  eq(m44.unit_badge(g, 2), K.WG_M44_NO_BADGE, "no badge")
  eq(m44.badge_name(g, K.WG_M44_ELITE_ARMOR), "elite armor", "its name")
  raises(function() return m44.unit_badge(g, 3) end, wargame.WG_ERANGE)
  raises(function() return m44.badge_name(g, K.WG_M44_BADGE_COUNT) end, wargame.WG_ERANGE)
  for _, c in ipairs(hand(g, ALLIES)) do
    if C.wg_m44_card_section(g.handle, c) == K.WG_M44_CENTRE then g:apply(play(c)) break end
  end
  g:apply(declare(0))
  local ordered = events_of(g, 0, K.WG_M44_EV_ORDERED)
  eq(ordered[#ordered].value, K.WG_M44_SPECIAL_FORCES, "the event's badge")
  eq(g:describe(ordered[#ordered]), "Allies special forces 0 (special forces) is ordered", "words")
  g:close()
end)

test("a game of another ruleset is refused", function()
  local o = wargame.open(OGRE, 1)
  local hnd = o.handle
  local h = ffi.new("wg_m44_hex_info")
  h.size = ffi.sizeof(h)
  eq(C.wg_m44_hand(hnd, 0, nil, 0), wargame.WG_EINVAL, "hand")
  eq(C.wg_m44_hex(hnd, ffi.new("wg_hex", 0, 0), h), wargame.WG_EINVAL, "hex")
  eq(C.wg_m44_line_of_sight(hnd, ffi.new("wg_hex", 0, 0), ffi.new("wg_hex", 1, 0)),
     wargame.WG_EINVAL, "line of sight")
  eq(C.wg_m44_battle_dice(hnd, 0, 1), wargame.WG_EINVAL, "battle dice")
  eq(C.wg_m44_opfire_owed(hnd, 0), wargame.WG_EINVAL, "owed")
  eq(C.wg_m44_card_kind_of(hnd, 0), wargame.WG_EINVAL, "card kind")
  eq(C.wg_m44_card_section(hnd, 0), wargame.WG_EINVAL, "card section")
  eq(C.wg_m44_card_name(hnd, 0), nil, "card name (NULL, as for a bad card)")
  o:close()
end)

-- ---------------------------------------------------------------- hidden information

test("issue 15: each seat's listener hears only its own cards; event_for, describe_for", function()
  local g = wargame.open(OPFIRE, 4)
  local heard, all = { [ALLIES] = {}, [AXIS] = {}, [K.WG_SPECTATOR] = {} }, {}
  for p, list in pairs(heard) do
    g:on_event(function(ev) list[#list + 1] = ev end, p)
  end
  g:on_event(function(ev) all[#all + 1] = ev end)
  g:set_builtin_agent(ALLIES, K.WG_AGENT_RANDOM, 1)
  g:set_builtin_agent(AXIS, K.WG_AGENT_RANDOM, 2)
  eq(g:run(), "done", "run")
  local draws, options = 0, 0
  for _, ev in ipairs(all) do
    if ev.type == K.WG_M44_EV_DRAW then draws = draws + 1 end
    if ev.type == K.WG_EV_FIRE_OPTION then options = options + 1 end
  end
  assert(draws > 0 and options > 0, "the game drew cards and opened windows")
  local named = 0
  for p, list in pairs(heard) do
    for _, ev in ipairs(list) do
      if ev.type == K.WG_M44_EV_DRAW then
        if ev.player ~= p then eq(ev.weapon, -1, "another's draw names no card")
        else named = named + 1 end
      end
      if ev.type == K.WG_EV_FIRE_OPTION then eq(ev.player, p, "only the window's player") end
    end
  end
  eq(named, draws, "each draw named to its drawer alone")
  local first = g:event(0)
  local k = 0
  while first.type ~= K.WG_M44_EV_DRAW do k = k + 1; first = g:event(k) end
  eq(g:event_for(first, first.player).weapon, first.weapon, "the drawer sees it")
  eq(g:event_for(first, 1 - first.player).weapon, -1, "the other does not")
  assert(g:describe_for(first, K.WG_SPECTATOR):find("draws a card"), "a spectator's words")
  raises(function() g:event_for(first, 2) end, K.WG_ERANGE)
  g:close()
end)

test("issue 15: decision_for and legal_actions_for show the decider alone his options", function()
  local g = wargame.open(OPFIRE, 4)
  g:set_builtin_agent(ALLIES, K.WG_AGENT_RANDOM, 4)
  g:set_builtin_agent(AXIS, K.WG_AGENT_RANDOM, 5)
  while g:decision().type ~= K.WG_DEC_OPFIRE do eq(g:run(1), "stepped", "run") end
  local d = g:decision()
  eq(g:decision_for(d.player).count, d.count, "the decider sees his options")
  eq(g:decision_for(1 - d.player).count, -1, "the other does not")
  eq(#g:legal_actions_for(d.player), #g:legal_actions(), "the decider's list")
  eq(#g:legal_actions_for(K.WG_SPECTATOR), 0, "nobody else's")
  g:close()
end)

test("issue 15: clone_for keeps the player's hand, redraws the other, cannot peek", function()
  local g = wargame.open(OPFIRE, 3)
  local function hand(x, p)
    local buf = ffi.new("int32_t[16]")
    local n = C.wg_m44_hand(x.handle, p, buf, 16)
    local t = {}
    for i = 0, n - 1 do t[#t + 1] = buf[i] end
    return table.concat(t, ",")
  end
  local other, seen = g:clone_for(ALLIES, 99), {}
  local distinct = 0
  for seed = 0, 19 do
    local c, d = g:clone_for(ALLIES, seed), other:clone_for(ALLIES, seed)
    eq(c:event_count(), 0, "no log")
    eq(hand(c, ALLIES), hand(g, ALLIES), "the Allies' hand is kept")
    eq(c:hash(), d:hash(), "the copy depends only on what the Allies see")
    local axis = hand(c, AXIS)
    if not seen[axis] then seen[axis], distinct = true, distinct + 1 end
    c:close()
    d:close()
  end
  assert(distinct > 1, "20 seeds give different Axis hands")
  local buf = ffi.new("int32_t[16]")
  local n = C.wg_m44_hand_for(g.handle, ALLIES, AXIS, buf, 16)
  eq(n, C.wg_m44_hand(g.handle, AXIS, nil, 0), "another's hand: its size")
  for i = 0, n - 1 do eq(buf[i], -1, "and no card") end
  other:close()
  g:close()
end)

-- ---------------------------------------------------------------- issue 20

test("objectives, exit markers and the airdrop (M44-X20..X25) through wargame.m44", function()
  local g = wargame.open(SCENARIOS .. "m44-airdrop.yaml", 2)
  local m44 = wargame.m44
  eq(m44.objective_count(g), 5, "three objectives, two exit markers")
  local kinds = {}
  for i = 0, 4 do kinds[#kinds + 1] = m44.objective(g, i).kind end
  same(kinds, { K.WG_M44_OBJ_TEMPORARY, K.WG_M44_OBJ_PERMANENT, K.WG_M44_OBJ_START_TURN,
                K.WG_M44_OBJ_EXIT, K.WG_M44_OBJ_EXIT }, "kinds")
  local town = m44.objective(g, 0)
  eq(town.side, ALLIES, "the town is the Allies'")
  eq(town.holder, -1, "nobody holds it yet")
  raises(function() m44.objective(g, 5) end, K.WG_ERANGE)
  eq(g:decision().kind_name, "m44.airdrop", "the game starts at the airdrop (M44-X24)")
  eq(#events_of(g, 0, K.WG_EV_DIE), 0, "creation rolls nothing")
  -- zone [[-1, -1], [13, 4]]: a die of 15 sides (column), then of 6 (row)
  local dice = script({ 8, 5, 8, 5, 1, 1, 6, 6 }) -- [6, 3]; [6, 3] again; [-1, -1]; [4, 4]
  g:set_dice(dice.roll)
  g:apply(pass())
  g:set_dice(nil)
  eq(dice.rolled[1].sides, 15, "the column's die")
  eq(dice.rolled[2].sides, 6, "the row's die")
  eq(dice.rolled[1].purpose, K.WG_M44_ROLL_AIRDROP, "the roll's purpose")
  local drops = events_of(g, 0, K.WG_M44_EV_AIRDROP)
  eq(#drops, 4, "four paratroop units dropped")
  same({ drops[1].extra, drops[2].extra, drops[3].extra, drops[4].extra },
       { K.WG_M44_DROP_LANDED, K.WG_M44_DROP_OCCUPIED, K.WG_M44_DROP_OFF_BOARD,
         K.WG_M44_DROP_LANDED }, "where each came down")
  g:set_builtin_agent(ALLIES, K.WG_AGENT_GREEDY, 5)
  g:set_builtin_agent(AXIS, K.WG_AGENT_GREEDY, 6)
  eq(g:run(), "done", "run")
  assert(g:status().winner >= 0, "a winner")
  g:close()
  local o = wargame.open(OGRE, 1)
  raises(function() m44.objective_count(o) end, K.WG_EINVAL)
  o:close()
end)

test("a majority group scores once (M44-X28)", function()
  local group = {}
  for _, h in ipairs({ { 6, 5 }, { 4, 4 }, { 8, 4 } }) do
    group[#group + 1] = ("{at: [%d, %d], side: both, kind: majority, group: 1}"):format(h[1], h[2])
  end
  local text = "ruleset: m44\nname: group\nshuffle: false\nobjectives: [" ..
    table.concat(group, ", ") .. "]\nboard: {columns: 13, rows: 9}\n" ..
    "sides: [{name: Allies, hand: 4}, {name: Axis, hand: 4}]\n" ..
    "units: [{side: 0, type: infantry, at: [6, 5]}, {side: 0, type: infantry, at: [4, 4]}," ..
    " {side: 1, type: infantry, at: [8, 4]}]\n"
  local g = wargame.new(text, 1, "group.yaml")
  local m44 = wargame.m44
  for i = 0, 2 do
    local o = m44.objective(g, i)
    eq(o.kind, K.WG_M44_OBJ_MAJORITY, "majority")
    eq(o.holder, ALLIES, "two hexes of three: the Allies'")
    eq(o.scored, i == 0 and 1 or 0, "scored once, on the group's first")
  end
  eq(g:status().score[ALLIES], 1, "one medal")
  g:close()
end)

test("a bridge blown with forced dice (M44-X26)", function()
  local text = "ruleset: m44\nname: bridge\nshuffle: false\nfirst: 1\nbridges: {blow: 1}\n" ..
    "board: {columns: 13, rows: 9, terrain: [{at: [5, 4], type: river}," ..
    " {at: [6, 4], type: bridge}, {at: [7, 4], type: river}]}\n" ..
    "sides: [{name: Allies, hand: 4}, {name: Axis, hand: 4}]\n" ..
    "units: [{side: 0, type: infantry, at: [6, 7]}, {side: 1, type: infantry, at: [6, 3]}]\n" ..
    "hands: [[probe_centre], [probe_centre]]\n"
  local g = wargame.new(text, 1, "bridge.yaml")
  g:apply(play(hand(g, AXIS)[1]))
  if g:decision().type == K.WG_DEC_ORDER then g:apply(declare(1)) end
  if g:decision().type == K.WG_DEC_ORDER then g:apply(resolve()) end
  if g:decision().type == K.WG_DEC_MOVE then g:apply(pass()) end
  local q, r = axial(6, 4)
  local blow = action({ type = K.WG_ACT_CHOOSE, unit = 1, x = q, y = r,
                        value = K.WG_M44_CHOICE_BLOW_BRIDGE })
  assert(has_action(g:legal_actions(), blow), "blowing the bridge is offered")
  local dice = script({ STAR, GRENADE })
  g:set_dice(dice.roll)
  local from = g:event_count()
  g:apply(blow)
  local ev = events_of(g, from, K.WG_M44_EV_BRIDGE)
  eq(#ev, 1, "one bridge event")
  eq(ev[1].value, 1, "blown")
  eq(dice.rolled[1].purpose, K.WG_M44_ROLL_BLOW_BRIDGE, "the roll's purpose")
  eq(wargame.m44.hex(g, { q, r }).terrain, K.WG_M44_RIVER, "a river now")
  g:close()
end)

H.finish()
