-- Tests of the LuaJIT binding: a whole game, a splitfire window answered
-- from Lua, errors, save/load, clones and callbacks.
-- Run by meson (WG_LIBRARY, WG_CDEF, WG_SCENARIO set); exits non-zero on
-- failure, and the last line it prints is "N passed, N failed".
local here = (arg and arg[0] or ""):match("^(.*)[/\\]") or "."
package.path = here .. "/?.lua;" .. here .. "/../?.lua;" .. package.path

local wargame = require("wargame")
local H = require("harness")
local read, test, eq, raises, find = H.read, H.test, H.eq, H.raises, H.find

local OGRE, DEFENDER = wargame.WG_OGRE_PLAYER_OGRE, wargame.WG_OGRE_PLAYER_DEFENDER
local SCENARIO = os.getenv("WG_SCENARIO") or (here .. "/../../../examples/scenarios/ogre-basic.yaml")


local function scenario_text(splitfire)
  local text = read(SCENARIO)
  if splitfire == nil then return text end
  local value = splitfire and "true" or "false"
  local n
  text, n = text:gsub("(\n%s*splitfire%s*:%s*)%S+", "%1" .. value)
  if n == 0 then
    text, n = text:gsub("(\noptions%s*:%s*\n(%s+))", "%1splitfire: " .. value .. "\n%2", 1)
  end
  if n == 0 then text = text .. "\noptions:\n  splitfire: " .. value .. "\n" end
  return text
end

local function new_game(seed, splitfire)
  return wargame.new(scenario_text(splitfire), seed or 1, "ogre-basic.yaml")
end


-- ---------------------------------------------------------------- tests

test("the module binds every header constant", function()
  eq(wargame.WG_DEC_SPLITFIRE, 3, "WG_DEC_SPLITFIRE")
  eq(wargame.WG_EV_SPLITFIRE_WINDOW, 13, "WG_EV_SPLITFIRE_WINDOW")
  eq(wargame.WG_OGRE_PART_TREADS, 100, "WG_OGRE_PART_TREADS")
  eq(wargame.WG_EILLEGAL, -4, "WG_EILLEGAL")
  eq(wargame.version_number(), wargame.WG_VERSION_NUMBER, "library version")
  eq(wargame.version(), wargame.WG_VERSION_STRING, "library version string")
end)

test("ffi layouts and constants match the C compiler", function()
  local ffi = require("ffi")
  local exe = os.getenv("WG_LAYOUT_EXE")
  if not exe then print("       (skipped: WG_LAYOUT_EXE not set)") return end
  local p = assert(io.popen(exe))
  local out = p:read("*a")
  p:close()
  local structs, constants = out:match('"structs": {(.*)},%s*"constants": {(.*)}')
  assert(structs and constants, "the layout program's output")
  local ns, nc = 0, 0
  for name, size, fields in structs:gmatch('"([%w_]+)": {"size": (%d+), "fields": {(.-)}}') do
    eq(ffi.sizeof(name), tonumber(size), "sizeof " .. name)
    for f, off in fields:gmatch('"([%w_]+)": %[(%d+), %d+%]') do
      eq(ffi.offsetof(name, f), tonumber(off), "offsetof " .. name .. "." .. f)
    end
    ns = ns + 1
  end
  for name, value in constants:gmatch('"([%w_]+)": (%-?%d+)') do
    eq(wargame[name], tonumber(value), name)
    nc = nc + 1
  end
  assert(ns > 10 and nc > 100, "read the structs and constants")
end)

test("built-in agents play a whole game to its end", function()
  local g = new_game(42)
  eq(g:ruleset(), "ogre", "ruleset")
  g:set_builtin_agent(OGRE, wargame.WG_AGENT_GREEDY, 11)
  g:set_builtin_agent(DEFENDER, wargame.WG_AGENT_RANDOM, 12)
  eq(g:run(), "done", "run")
  eq(g:over(), true, "over")
  eq(g:decision().type, wargame.WG_DEC_NONE, "decision")
  eq(#g:legal_actions(), 0, "legal actions once over")
  local overs = 0
  for _, ev in g:events() do
    if ev.type == wargame.WG_EV_GAME_OVER then overs = overs + 1 end
  end
  eq(overs, 1, "game over events")
  raises(function() g:apply({ type = wargame.WG_ACT_PASS }) end, wargame.WG_ESTATE)
  g:close()
  g:close()
end)

test("every decision names its kind, as ogre.h documents", function()
  local g, names = new_game(4), {}
  local header = read(here .. "/../../../include/wargame/ogre.h")
  g:set_builtin_agent(OGRE, wargame.WG_AGENT_GREEDY, 11)
  g:set_builtin_agent(DEFENDER, wargame.WG_AGENT_RANDOM, 12)
  repeat
    local name = g:decision().kind_name
    assert(type(name) == "string" and name ~= "", "a kind name")
    names[name] = true
  until g:run(1) == "done"
  eq(g:decision().kind_name, "none", "once over")
  names.none = nil
  for name in pairs(names) do
    assert(name:match("^ogre%.") and header:find('"' .. name .. '"', 1, true),
           name .. " is documented")
  end
  assert(names["ogre.defender_move"], "the defenders moved")
  eq(wargame.types.decision().kind_name, nil, "a decision no game gave")
  local ok = pcall(function() return g:decision().no_such_field end)
  eq(ok, false, "other unknown fields still raise")
  g:close()
end)

test("an agent's decision knows its kind name", function()
  local g, seen = new_game(3), {}
  g:set_agent(OGRE, function(view, d)
    seen[d.kind_name] = true
    eq(view:decision().kind_name, d.kind_name, "the view agrees")
    local legal = view:legal_actions()
    return legal[#legal]
  end)
  g:set_builtin_agent(DEFENDER, wargame.WG_AGENT_RANDOM, 12)
  eq(g:run(), "done", "run")
  assert(seen["ogre.splitfire"] or seen["ogre.ogre_move"], "the Ogre moved")
  g:close()
end)

test("a Lua agent plays both sides by push", function()
  local g, calls = new_game(3), 0
  local function last_legal(view, d)
    calls = calls + 1
    eq(view:decision().type, d.type, "the view shows the decision")
    local legal = view:legal_actions()
    return legal[#legal]
  end
  g:set_agent(OGRE, last_legal)
  g:set_agent(DEFENDER, last_legal)
  eq(g:run(), "done", "run")
  assert(calls > 10, "the agent was asked")
  g:close()
end)

test("issue 15: creation opens no window; every seat of a public game hears everything", function()
  local g = new_game(3, true)
  for i = 0, g:event_count() - 1 do
    local t = g:event(i).type
    assert(t ~= wargame.WG_EV_SPLITFIRE_WINDOW and t ~= wargame.WG_EV_DIE, "nothing at creation")
  end
  eq(g:decision().type, wargame.WG_DEC_SETUP, "a start decision first")
  local heard, all = { [0] = 0, [1] = 0, [-1] = 0 }, 0
  for p in pairs(heard) do g:on_event(function() heard[p] = heard[p] + 1 end, p) end
  g:on_event(function() all = all + 1 end)
  g:set_builtin_agent(OGRE, wargame.WG_AGENT_GREEDY, 1)
  g:set_builtin_agent(DEFENDER, wargame.WG_AGENT_RANDOM, 2)
  eq(g:run(40), "stepped", "run")
  assert(all > 0, "events")
  for p, n in pairs(heard) do eq(n, all, "seat " .. p .. " hears every event") end
  local c = g:clone_for(DEFENDER, 7)
  eq(c:event_count(), 0, "a copy without log")
  c:close()
  g:close()
end)

test("a splitfire window (OG-S8) is answered from Lua: declare, then move", function()
  local g = new_game(9, true)
  local events = {}
  g:on_event(function(ev) events[#events + 1] = ev end)
  g:set_builtin_agent(OGRE, wargame.WG_AGENT_GREEDY, 4)
  g:set_builtin_agent(DEFENDER, wargame.WG_AGENT_RANDOM, 5)

  -- let the agents play until a window offers an attack and a move
  local legal
  for _ = 1, 20000 do
    local d = g:decision()
    if d.type == wargame.WG_DEC_SPLITFIRE then
      legal = g:legal_actions()
      if find(legal, function(a) return a.type == wargame.WG_ACT_DECLARE end)
         and find(legal, function(a) return a.type == wargame.WG_ACT_MOVE end) then break end
    end
    legal = nil
    if d.type == wargame.WG_DEC_NONE then break end
    g:run(1)
  end
  assert(legal, "no splitfire window with a target came")
  g:set_agent(OGRE, nil)

  local window
  for i = #events, 1, -1 do
    if events[i].type == wargame.WG_EV_SPLITFIRE_WINDOW then window = i break end
  end
  assert(window, "the event callback saw no WG_EV_SPLITFIRE_WINDOW")
  local options = {}
  for i = window + 1, #events do
    local e = events[i]
    if e.type == wargame.WG_EV_FIRE_OPTION then options[e.weapon .. ":" .. e.target] = true end
  end
  local declare = find(legal, function(a) return a.type == wargame.WG_ACT_DECLARE and a.value == 0 end)
  assert(options[declare.weapon .. ":" .. declare.target], "the declaration was listed by the window")

  local before = g:hash()
  -- the exact odds of that declaration: fractions of a power of 6 adding up to one
  local odds = g:odds(declare)
  assert(#odds > 0, "the declaration has odds")
  local total = 0
  for _, o in ipairs(odds) do total = total + o.num end
  eq(total, odds[1].den, "the outcomes' numerators add up to the denominator")
  eq(odds[1].den % 6, 0, "the denominator is a power of six")
  assert(odds[1].text:match("^%d+/%d+ %(%d+%.%d%%%): ."), "the outcome in words: " .. odds[1].text)
  eq(g:hash(), before, "an odds query changes nothing")
  g:apply(declare)
  assert(g:hash() ~= before, "the declaration changed the state")
  eq(g:decision().pending, 1, "pending declarations")
  local move = find(g:legal_actions(), function(a) return a.type == wargame.WG_ACT_MOVE end)
  local mark = #events
  g:apply(move)
  local closed, moved
  for i = mark + 1, #events do
    local e = events[i]
    if e.type == wargame.WG_EV_WINDOW_CLOSED and not closed then closed = i end
    if e.type == wargame.WG_EV_MOVE and e.unit == wargame.WG_OGRE_UNIT and not moved then moved = i end
  end
  assert(closed and moved and closed < moved, "the window closes, then the Ogre moves")
  eq(events[moved].x, move.x, "moved to x")
  eq(events[moved].y, move.y, "moved to y")

  g:set_builtin_agent(OGRE, wargame.WG_AGENT_GREEDY, 6)
  eq(g:run(), "done", "the agents finish the game")
  g:close()
end)

test("the Ogre's reach, cheapest first, and a path to its farthest hex", function()
  local g = wargame.open(SCENARIO, 1)
  g:apply({ type = wargame.WG_ACT_PASS })   -- the start decision (issue 15)
  local reach = g:reach(0)
  assert(#reach > 0, "the Ogre can move")
  for i = 2, #reach do assert(reach[i - 1].cost <= reach[i].cost, "cheapest first") end
  eq(#g:reach(1), 0, "a defender may not move in the Ogre's turn")
  local far = reach[#reach]
  local path = g:reach_path(0, far.x, far.y)
  eq(#path, far.steps, "one entry a step")
  eq(path[#path].x .. "," .. path[#path].y, far.x .. "," .. far.y, "the path ends there")
  raises(function() return g:reach(999) end, wargame.WG_ERANGE)
  raises(function() return g:reach_path(0, 1000, 1000) end, wargame.WG_ERANGE)
  g:close()
end)

test("a splitfire window with no option says so (window_options)", function()
  local g = wargame.open(SCENARIO, 1)
  local empty = 0
  for _ = 1, 300 do
    local d = g:decision()
    if d.type == wargame.WG_DEC_NONE then break end
    if d.type == wargame.WG_DEC_SPLITFIRE and d.pending == 0 then
      local n, declares = g:window_options(), 0
      for _, a in ipairs(g:legal_actions()) do
        if a.type == wargame.WG_ACT_DECLARE then declares = declares + 1 end
      end
      eq(n, declares, "options = DECLAREs")
      if n == 0 then empty = empty + 1 end
    else
      raises(function() return g:window_options() end, wargame.WG_ESTATE)
    end
    local acts, pick = g:legal_actions(), nil
    for _, a in ipairs(acts) do if a.type == wargame.WG_ACT_MOVE then pick = a break end end
    g:apply(pick or acts[#acts])
  end
  assert(empty > 0, "windows with no option")
  g:close()
end)

test("an illegal action raises {status, message} and changes nothing", function()
  local g = new_game()
  local h = g:hash()
  local bad = { type = wargame.WG_ACT_MOVE, unit = 0, x = 999, y = 999 }
  local ok, why = g:check(bad)
  eq(ok, false, "check")
  assert(#why > 0, "check gives the reason")
  local e = raises(function() g:apply(bad) end, wargame.WG_EILLEGAL)
  assert(type(e.message) == "string" and #e.message > 0, "a message")
  assert(tostring(e):find("wargame:", 1, true), "tostring")
  eq(g:hash(), h, "hash after the illegal action")
  g:close()
end)

test("apply_index(i) is apply(legal_actions()[i]), and returns the next count", function()
  local a, b = new_game(6), new_game(6)
  math.randomseed(6)
  local n = b:legal_count()
  for _ = 1, 300 do
    if n == 0 then break end
    local legal = a:legal_actions()
    eq(#legal, n, "count")
    local buf, rows = a:legal_array()
    eq(rows, n, "array rows")
    for i = 1, n do
      local r = (i - 1) * wargame.WG_ACTION_INTS
      eq(buf[r], legal[i].type, "type of row " .. i)
      eq(buf[r + 1], legal[i].unit, "unit of row " .. i)
      eq(buf[r + 8], legal[i].value, "value of row " .. i)
    end
    local i = math.random(n)
    a:apply(legal[i])
    n = b:apply_index(i)
    eq(n, b:legal_count(), "apply_index returns the next count")
    eq(b:hash(), a:hash(), "same game either way")
  end
  a:close()
  b:close()
end)

test("an index outside the listing raises WG_ERANGE and changes nothing", function()
  local g = new_game(7)
  local h, n = g:hash(), g:legal_count()
  raises(function() g:apply_index(0) end, wargame.WG_ERANGE)
  raises(function() g:apply_index(n + 1) end, wargame.WG_ERANGE)
  eq(g:hash(), h, "hash after the bad indices")
  g:set_builtin_agent(OGRE, wargame.WG_AGENT_RANDOM, 1)
  g:set_builtin_agent(DEFENDER, wargame.WG_AGENT_RANDOM, 2)
  g:run()
  eq(g:legal_count(), 0, "no legal index once over")
  raises(function() g:apply_index(1) end, wargame.WG_ESTATE)
  g:close()
end)

test("bad YAML raises a parse error with its line", function()
  local e = raises(function()
    wargame.new("ruleset: ogre\nmap:\n  columns: [1, 2\n  rows: }\n", 0, "broken.yaml")
  end, wargame.WG_EPARSE)
  assert(e.line > 0, "a line")
  assert(e.message:find("broken.yaml:" .. e.line, 1, true), "file:line in " .. e.message)
  raises(function() wargame.open("/nonexistent/scenario.yaml", 0) end, wargame.WG_EIO)
end)

test("save and load give the same hash", function()
  local g = new_game(21)
  g:set_builtin_agent(OGRE, wargame.WG_AGENT_GREEDY, 1)
  g:set_builtin_agent(DEFENDER, wargame.WG_AGENT_RANDOM, 2)
  g:run(40)
  local text = g:save()
  local h = wargame.load(text)
  eq(h:hash(), g:hash(), "hash")
  eq(h:save(), text, "saved again")
  h:close()
  g:close()
end)

test("a clone is independent", function()
  local g = new_game(8)
  local c = g:clone()
  local before = g:hash()
  local a = c:legal_actions()[1]
  c:apply(a)
  assert(c:hash() ~= before, "the clone moved on")
  eq(g:hash(), before, "the original did not")
  g:apply(a)
  eq(g:hash(), c:hash(), "same state, same dice")
  eq(#g:hash_hex(), 16, "hash_hex")
  c:close()
  g:close()
end)

test("a search clone drops the log and history", function()
  local g = new_game(8)
  g:apply(g:legal_actions()[1])
  assert(g:event_count() > 0, "the source keeps a log")
  local c = g:clone(bit.bor(wargame.WG_OPT_NO_LOG, wargame.WG_OPT_NO_HISTORY))
  eq(c:hash(), g:hash(), "same state")
  eq(c:event_count(), 0, "no log")
  eq(#c:history(), 0, "no history")
  local before = c:hash()
  c:reseed(99)
  assert(c:hash() ~= before, "a copy without history takes other dice")
  assert(not pcall(function() g:reseed(99) end), "a game with history keeps its dice")
  c:close()
  local ok = pcall(function() g:clone(128) end)
  assert(not ok, "an unknown flag is refused")
  g:close()
end)

test("errors in callbacks never unwind through C", function()
  local g = new_game(13)
  g:on_event(function() error("host bug") end)
  local ok, e = pcall(function() g:apply(g:legal_actions()[1]) end)
  assert(not ok and tostring(e):find("host bug"), "the callback's error comes out of apply")
  g:on_event(nil)
  g:set_agent(OGRE, function() error("agent bug") end)
  g:set_agent(DEFENDER, function() error("agent bug") end)
  local h = g:hash()
  ok, e = pcall(function() g:run() end)
  assert(not ok and tostring(e):find("agent bug"), "the agent's error comes out of run")
  eq(g:hash(), h, "hash")
  g:set_dice(function() return 99 end)
  g:close()
end)

test("a Lua dice source answers every roll; a bad one fails the action cleanly", function()
  local g = new_game(13)
  g:set_builtin_agent(OGRE, wargame.WG_AGENT_GREEDY, 1)
  g:set_builtin_agent(DEFENDER, wargame.WG_AGENT_GREEDY, 2)
  local before, last
  for _ = 1, 5000 do
    if g:over() then break end
    before = g:clone()
    g:run(1)
    local history = g:history()
    last = history[#history]
    if last.dice > 0 then break end
    before:close()
    before, last = nil, nil
  end
  g:close()
  assert(before, "no action rolled dice")
  local h = before:hash()
  before:set_dice(function() error("no dice here") end)
  local ok, e = pcall(function() before:apply(last.action) end)
  assert(not ok and tostring(e):find("no dice here"), "the dice source's error comes out")
  eq(before:hash(), h, "hash after a failed roll")
  before:set_dice(function() return 7 end)
  raises(function() before:apply(last.action) end, wargame.WG_EINVAL)
  eq(before:hash(), h, "hash after a bad face")
  local rolls = 0
  before:set_dice(function(roll) rolls = rolls + 1 return roll.sides end)
  before:apply(last.action)
  eq(rolls, last.dice, "dice asked")
  local history = before:history()
  eq(history[#history].forced, 1, "forced")
  before:close()
end)

test("a mutating call inside a callback is busy", function()
  local g = new_game()
  local seen = {}
  g:on_event(function()
    local ok, e = pcall(function() g:apply({ type = wargame.WG_ACT_PASS }) end)
    seen[#seen + 1] = (not ok) and e.status
  end)
  g:apply(g:legal_actions()[1])
  assert(#seen > 0, "events came")
  for _, s in ipairs(seen) do eq(s, wargame.WG_EBUSY, "status") end
  g:close()
end)

test("closing a game frees its callbacks (more games than LuaJIT has slots)", function()
  for _ = 1, 1200 do
    local g = new_game()
    g:on_event(function() end)
    g:set_dice(function() return 1 end)
    g:close()
  end
end)

test("a decision reads as a prompt in every ruleset (issue 18)", function()
  local dir = SCENARIO:match("^(.*)[/\\]") or "."
  local want = {
    ["ogre-basic.yaml"] = "Ogre: start the game",
    ["m44-base.yaml"] = "Allies: play a command card (5 in hand)",
    ["mob-crossroads.yaml"] = "Blue: start the battle",
    ["fow-tank-duel.yaml"] = "British: move teams or dig in, or end the Movement Step",
  }
  for name, prompt in pairs(want) do
    local g = wargame.new(read(dir .. "/" .. name), 1, name)
    eq(g:describe(g:decision()), prompt, name)
    g:close()
  end
end)

test("describe and the ogre queries", function()
  local g = new_game()
  local line = g:describe(g:decision())
  assert(#line > 0 and not line:find("\n"), "one line")
  assert(#g:describe(g:legal_actions()[1]) > 0, "an action")
  local info = wargame.types.game_info()
  info.size = require("ffi").sizeof(info)
  eq(wargame.C.wg_game_status(g.handle, info), wargame.WG_OK, "raw C call")
  local systems = require("ffi").new("wg_ogre_systems_info")
  systems.size = require("ffi").sizeof(systems)
  eq(wargame.C.wg_ogre_systems(g.handle, 0, systems), wargame.WG_OK, "ogre systems")
  assert(systems.treads > 0, "treads")
  local n = 0
  for i, u in g:units() do
    eq(u.id, i, "unit id")
    n = n + 1
  end
  eq(n, g:unit_count(), "units")
  g:close()
end)

test("a scenario parsed once starts the games wargame.new makes", function()
  local s = wargame.Scenario.open(SCENARIO)
  eq(s:ruleset(), "ogre", "ruleset")
  for seed = 1, 3 do
    local a, b = s:start(seed), wargame.new(scenario_text(), seed, "ogre-basic.yaml")
    eq(a:hash_hex(), b:hash_hex(), "hash after creation")
    a:set_builtin_agent(OGRE, wargame.WG_AGENT_RANDOM, 5)
    a:set_builtin_agent(DEFENDER, wargame.WG_AGENT_RANDOM, 6)
    b:set_builtin_agent(OGRE, wargame.WG_AGENT_RANDOM, 5)
    b:set_builtin_agent(DEFENDER, wargame.WG_AGENT_RANDOM, 6)
    a:run()
    b:run()
    eq(a:hash_hex(), b:hash_hex(), "hash after a whole game")
    a:close()
    b:close()
  end
  local kept = s:start(9)
  s:close()
  assert(kept:decision().type ~= wargame.WG_DEC_NONE, "a game outlives its scenario")
  kept:close()
  raises(function() wargame.Scenario.from_yaml("ruleset: nosuch\n", "x.yaml") end,
         wargame.WG_EPARSE, "unknown ruleset")
end)

test("a sweep chunk plays in C, the same games however it is cut", function()
  local s = wargame.Scenario.open(SCENARIO)
  local spec = { agents = { wargame.WG_AGENT_GREEDY, wargame.WG_AGENT_RANDOM }, seed = 11,
                 swap_sides = true }
  local all = s:play(0, 6, spec)
  local tail = s:play(3, 3, spec)
  for i = 1, 3 do
    eq(tail[i].index, all[i + 3].index, "index")
    eq(tail[i].winner, all[i + 3].winner, "winner")
    eq(tail[i].actions, all[i + 3].actions, "actions")
  end
  eq(all[2].swapped, 1, "odd games swap sides")
  assert(all[1].seed == wargame.sweep_seed(11, 0), "the game's seed")
  assert(all[1].actions > 0 and all[1].status == wargame.WG_OK, "a whole game")
  s:close()
end)

test("a sweep may pit the search agent against greedy", function()
  local s = wargame.Scenario.open(SCENARIO)
  local spec = { agents = { wargame.WG_AGENT_SEARCH, wargame.WG_AGENT_GREEDY }, seed = 3,
                 max_actions = 5 }
  local one, two = s:play(0, 2, spec), s:play(0, 2, spec)
  for i = 1, 2 do
    eq(one[i].actions, 5, "stopped at max_actions")
    eq(one[i].status, wargame.WG_STEPPED, "unfinished")
    eq(one[i].seed, two[i].seed, "the same games")
  end
  s:close()
end)

-- ---------------------------------------------------------------- the query contract

-- wargame.h's query contract through the Lua ruleset modules: a query of one ruleset
-- on a game of another raises WG_EINVAL whose message names both rulesets (all twelve
-- pairings); a hex off the board and a bad index raise WG_ERANGE with a message.
local SCENARIO_DIR = here .. "/../../../examples/scenarios/"
local GAMES = {
  ogre = SCENARIO,
  m44 = os.getenv("WG_M44_SCENARIO") or (SCENARIO_DIR .. "m44-opfire.yaml"),
  mob = os.getenv("WG_MOB_SCENARIO") or (SCENARIO_DIR .. "mob-crossroads.yaml"),
  fow = os.getenv("WG_FOW_SKIRMISH") or (SCENARIO_DIR .. "fow-skirmish.yaml"),
}
local QUERIES = {   -- a struct, a name, a yes/no or a number, a hex
  ogre = { function(g) return wargame.ogre.board(g) end,
           function(g) return wargame.ogre.terrain_name(g, 0) end,
           function(g) return wargame.ogre.hex(g, { 0, 0 }) end },
  m44 = { function(g) return wargame.m44.hand(g, 0) end,
          function(g) return wargame.m44.card_name(g, 0) end,
          function(g) return wargame.m44.line_of_sight(g, { 0, 0 }, { 1, 0 }) end },
  mob = { function(g) return wargame.mob.turn(g) end,
          function(g) return wargame.mob.terrain_name(g, 0) end,
          function(g) return wargame.mob.hex(g, { 0, 0 }) end },
  fow = { function(g) return wargame.fow.team(g, 0) end,
          function(g) return wargame.fow.platoon_name(g, 0) end,
          function(g) return wargame.fow.alive(g, 0) end,
          function(g) return wargame.fow.hit_count(g) end },
}

test("the defender sets up and the Ogre enters from Lua (OG-X4, OG-X5)", function()
  local path = SCENARIO:gsub("ogre%-basic%.yaml$", "ogre-basic-setup.yaml")
  local g = wargame.new(read(path), 3, "ogre-basic-setup.yaml")
  local d = g:decision()
  eq(d.type, wargame.WG_DEC_SETUP, "the set-up comes first")
  eq(d.player, DEFENDER, "the defender sets up")
  eq(d.count, 12, "12 armor units to spend")
  eq(d.pending, 20, "20 squads")
  local buy = find(g:legal_actions(), function(a) return a.type == wargame.WG_ACT_MOVE end)
  g:apply(buy)
  eq(g:decision().count, 11, "a heavy tank costs one armor unit")
  g:apply({ type = wargame.WG_ACT_CHOOSE, value = 0 })
  d = g:decision()
  eq(d.player, OGRE, "then the Ogre enters")
  eq(d.type, wargame.WG_DEC_SETUP, "by a set-up decision")
  local entry = find(g:legal_actions(), function(a) return a.type == wargame.WG_ACT_MOVE end)
  g:apply(entry)
  local placed = 0
  for _, e in g:events() do
    if e.type == wargame.WG_OGRE_EV_PLACED then placed = placed + 1 end
  end
  assert(placed > 10, "placements are events")
  eq(g:decision().player, OGRE, "the Ogre's first turn")
  g:close()
end)

test("every ruleset's queries refuse every other ruleset's game", function()
  local pairings = 0
  for played, path in pairs(GAMES) do
    local g = wargame.open(path, 1)
    local before = g:hash()
    for asked, queries in pairs(QUERIES) do
      if asked ~= played then
        for i, query in ipairs(queries) do
          local ok, e = pcall(query, g)
          assert(not ok and wargame.is_error(e, wargame.WG_EINVAL),
                 asked .. " query " .. i .. " on " .. played .. ": " .. tostring(e))
          assert(e.message:find("this game plays " .. played .. ", not " .. asked, 1, true),
                 "the message names both rulesets: " .. e.message)
        end
        pairings = pairings + 1
      end
    end
    assert(g:hash() == before, "queries change nothing")
    g:close()
  end
  eq(pairings, 12, "pairings")
end)

test("hexes off the board and bad indices raise WG_ERANGE with a message", function()
  local far = { 500, -500 }
  local cases = {
    ogre = { function(g) return wargame.ogre.hex(g, far) end,
             function(g) return wargame.ogre.unit_stats(g, 999) end,
             function(g) return wargame.ogre.weapon_name(g, 99) end },
    m44 = { function(g) return wargame.m44.hex(g, far) end,
            function(g) return wargame.m44.line_of_sight(g, far, { 0, 0 }) end,
            function(g) return wargame.m44.card_kind(g, 999) end },
    mob = { function(g) return wargame.mob.hex(g, far) end,
            function(g) return wargame.mob.line_of_sight(g, { 0, 0 }, far) end,
            function(g) return wargame.mob.die_face(g, 7) end },
    fow = { function(g) return wargame.fow.team(g, 999) end,
            function(g) return wargame.fow.weapon_name(g, 0, 99) end,
            function(g) return wargame.fow.objective(g, 99) end },
  }
  for played, queries in pairs(cases) do
    local g = wargame.open(GAMES[played], 1)
    for i, query in ipairs(queries) do
      local ok, e = pcall(query, g)
      assert(not ok and wargame.is_error(e, wargame.WG_ERANGE),
             played .. " query " .. i .. ": " .. tostring(e))
      assert(e.message:find("^wg_" .. played .. "_"), "the message names the query: " .. e.message)
    end
    g:close()
  end
end)

test("the ruleset modules answer on their own games", function()
  local g = wargame.open(GAMES.ogre, 1)
  eq(wargame.ogre.weapon_name(g, wargame.WG_OGRE_PART_TREADS), "treads", "treads")
  eq(wargame.ogre.terrain_name(g, 0), "clear", "clear")
  eq(wargame.ogre.systems(g).treads, wargame.ogre.systems(g).treads_start, "treads")
  eq(#wargame.ogre.declared(g), 0, "nothing declared")
  local u = g:unit(wargame.WG_OGRE_UNIT)
  assert(wargame.ogre.hex(g, { u.x, u.y }).column >= 0, "the Ogre's hex is on the map")
  g:close()
  assert(require("wargame.ogre") == wargame.ogre, "require and the field agree")
end)

H.finish()
