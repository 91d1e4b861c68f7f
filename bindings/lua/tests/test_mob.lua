-- Tests of the LuaJIT binding with the mob ruleset (Memoir of Battle): games
-- played by the built-in agents, a turn of the crossroads driven by pull from
-- Lua with forced dice (the guns' targets, the initiative, a move, a battle,
-- a retreat, a fence), illegal actions, the queries, and mob.h's layouts,
-- constants and functions against the C compiler.
-- Run by meson (WG_LIBRARY, WG_CDEF, WG_MOB_SCENARIO, WG_SCENARIO,
-- WG_LAYOUT_EXE, WG_INCLUDE_DIR set); exits non-zero on failure, and the
-- last line it prints is "N passed, N failed".
local here = (arg and arg[0] or ""):match("^(.*)[/\\]") or "."
package.path = here .. "/?.lua;" .. here .. "/../?.lua;" .. package.path

local ffi = require("ffi")
local wargame = require("wargame")
local H = require("harness")
local read, test, eq, same, raises, find = H.read, H.test, H.eq, H.same, H.raises, H.find
local C = wargame.C

local SCENARIOS = here .. "/../../../examples/scenarios/"
local CROSSROADS = os.getenv("WG_MOB_SCENARIO") or (SCENARIOS .. "mob-crossroads.yaml")
local OGRE = os.getenv("WG_SCENARIO") or (SCENARIOS .. "ogre-basic.yaml")
local INCLUDE = os.getenv("WG_INCLUDE_DIR") or (here .. "/../../../include/wargame")

-- The crossroads' sides and the units these tests use (scenario order).
local BLUE, RED = 0, 1
local BLUE_1ST_FOOT, BLUE_2ND_FOOT, BLUE_MAXIM, BLUE_NAPOLEONS, BLUE_PARROTTS = 0, 1, 4, 5, 6
local GENERAL_AZURE = 8
local RED_1ST_FOOT, RED_2ND_FOOT, RED_4TH_FOOT, RED_GATLING = 9, 10, 12, 13
local RED_HOWITZERS, RED_WHITWORTHS, RED_LANCERS, GENERAL_CRIMSON = 14, 15, 16, 17
-- Battle die faces (mob.h): 1 and 2 infantry, 3 cavalry, 4 artillery/MG, 5 general, 6 flag.
local INFANTRY_FACE, CAVALRY_FACE, ARTILLERY_FACE, FLAG_FACE = 1, 3, 4, 6



-- Two lists of plain values, element by element.



local function map(list, fn)
  local out = {}
  for i, x in ipairs(list) do out[i] = fn(x) end
  return out
end

-- ---------------------------------------------------------------- mob.h through the FFI

local function sized(ct, init)
  local s = ffi.new(ct)
  s.size = ffi.sizeof(ct)
  for k, v in pairs(init or {}) do s[k] = v end
  return s
end

-- The query structs, filled as their WG_MOB_*_INFO_INIT macros leave them.
local function mob_board(g)
  local b = sized("wg_mob_board_info")
  eq(C.wg_mob_board(g.handle, b), wargame.WG_OK, "wg_mob_board")
  return b
end

local function mob_hex(g, q, r)
  local h = sized("wg_mob_hex_info", { unit = -1, general = -1 })
  local status = C.wg_mob_hex(g.handle, ffi.new("wg_hex", q, r), h)
  return status == wargame.WG_OK and h or nil, status
end

local function mob_unit(g, unit)
  local u = sized("wg_mob_unit_info", { general = -1 })
  eq(C.wg_mob_unit(g.handle, unit, u), wargame.WG_OK, "wg_mob_unit " .. unit)
  return u
end

local function mob_turn(g)
  local t = sized("wg_mob_turn_info", { first = -1, side = -1 })
  eq(C.wg_mob_turn(g.handle, t), wargame.WG_OK, "wg_mob_turn")
  return t
end

-- Offset [column, row] of the scenario file to axial (q, r), and back.
local function axial(g, c, r)
  local h = C.wg_hex_from_offset(c, r, mob_board(g).layout)
  return h.q, h.r
end

local function offset(g, q, r)
  local c, row = ffi.new("int[1]"), ffi.new("int[1]")
  C.wg_hex_to_offset(ffi.new("wg_hex", q, r), mob_board(g).layout, c, row)
  return c[0] .. "," .. row[0]
end

local function where(g, unit)
  local u = g:unit(unit)
  return u.x, u.y
end

-- The actions of mob.h's decisions.
local function pass() return wargame.action({ type = wargame.WG_ACT_PASS }) end
local function fire(unit, target)
  return wargame.action({ type = wargame.WG_ACT_FIRE, unit = unit, target = target })
end
local function move(unit, q, r)
  return wargame.action({ type = wargame.WG_ACT_MOVE, unit = unit, x = q, y = r })
end
local function retreat(unit, q, r)
  return wargame.action({ type = wargame.WG_ACT_RETREAT, unit = unit, x = q, y = r })
end
local function remove_fence(unit)
  return wargame.action({ type = wargame.WG_ACT_CHOOSE, unit = unit,
                          value = wargame.WG_MOB_CHOICE_REMOVE_FENCE })
end

local function same_action(a, b)
  return a.type == b.type and a.unit == b.unit and a.target == b.target and a.x == b.x
         and a.y == b.y and a.value == b.value
end

local function has_action(list, a)
  return find(list, function(x) return same_action(x, a) end) ~= nil
end

local function events_of(g, from, ...)
  local types, list = { ... }, {}
  for _, ev in g:events(from) do
    for _, t in ipairs(types) do
      if ev.type == t then list[#list + 1] = ev end
    end
  end
  return list
end

-- A dice source playing back faces by purpose; an unscripted die fails the test.
local function script(by_purpose)
  local left, rolled = {}, {}
  for purpose, faces in pairs(by_purpose) do
    left[purpose] = { unpack(faces) }
  end
  local dice = { rolled = rolled }
  function dice.roll(r)
    local list = left[r.purpose]
    if not list or #list == 0 then
      error(string.format("an unscripted die (purpose %d, unit %d)", r.purpose, r.unit))
    end
    rolled[#rolled + 1] = r
    return table.remove(list, 1)
  end
  function dice.used_up()
    for _, list in pairs(left) do if #list > 0 then return false end end
    return true
  end
  return dice
end

local ART, INIT, BATTLE = wargame.WG_MOB_ROLL_ARTILLERY, wargame.WG_MOB_ROLL_INITIATIVE,
                          wargame.WG_MOB_ROLL_BATTLE

-- Install the dice source, then answer WG_DEC_SETUP: turn 1 begins.
local function begin(g, dice)
  local d = g:decision()
  eq(d.type, wargame.WG_DEC_SETUP, "the start decision")
  eq(d.player, BLUE, "player 0 begins")
  g:set_dice(dice.roll)
  g:apply(pass())
end

-- The artillery phase's FIRE of `unit` at `target`, found in the legal list.
local function choose(g, unit, target)
  local d = g:decision()
  eq(d.type, wargame.WG_DEC_FIRE, "a gun's decision")
  eq(d.unit, unit, "the deciding gun")
  return assert(find(g:legal_actions(), function(a)
    return a.type == wargame.WG_ACT_FIRE and a.target == target
  end), "the gun may fire at " .. target)
end

-- Napoleons at Red 1st Foot, Parrotts at Red 4th Foot, Howitzers at Blue 1st Foot.
local function guns(g, dice)
  begin(g, dice)
  g:apply(choose(g, BLUE_NAPOLEONS, RED_1ST_FOOT))
  g:apply(choose(g, BLUE_PARROTTS, RED_4TH_FOOT))
  eq(g:decision().player, RED, "then Red's gun")
  g:apply(choose(g, RED_HOWITZERS, BLUE_1ST_FOOT))
end

-- ---------------------------------------------------------------- no drift

local function header_structs(text)
  local structs = {}
  for name, body in text:gmatch("typedef%s+struct%s+([%w_]+)%s*(%b{})") do
    local fields = {}
    for decl in body:sub(2, -2):gmatch("([^;]+);") do
      for part in decl:gsub("%b[]", ""):gmatch("[^,]+") do   -- int32_t column, row;
        local field = part:match("([%w_]+)%s*$")
        if field then fields[#fields + 1] = field end
      end
    end
    structs[name] = fields
  end
  return structs
end

test("mob.h's ffi layouts, constants and functions match the C compiler", function()
  local exe = os.getenv("WG_LAYOUT_EXE")
  if not exe then print("       (skipped: WG_LAYOUT_EXE not set)") return end
  local p = assert(io.popen(exe .. " mob.h"))
  local out = p:read("*a")
  p:close()
  local structs, constants = out:match('"structs": {(.*)},%s*"constants": {(.*)}')
  assert(structs and constants, "the layout program's output")
  local header = read(INCLUDE .. "/mob.h"):gsub("/%*.-%*/", " ")
  local declared = header_structs(header)

  local ns = 0
  for name, size, fields in structs:gmatch('"([%w_]+)": {"size": (%d+), "fields": {(.-)}}') do
    assert(name:find("^wg_mob_"), name .. ": only mob.h is printed")
    eq(ffi.sizeof(name), tonumber(size), "sizeof " .. name)
    local names = {}
    for f, off in fields:gmatch('"([%w_]+)": %[(%d+), %d+%]') do
      eq(ffi.offsetof(name, f), tonumber(off), "offsetof " .. name .. "." .. f)
      names[#names + 1] = f
    end
    assert(declared[name], name .. " is a struct of mob.h")
    same(names, declared[name], name .. " fields (layout.c against the header)")
    declared[name] = nil
    ns = ns + 1
  end
  eq(ns, 4, "mob.h structs laid out")
  eq(next(declared), nil, "every struct of mob.h is in layout.c")

  local c_constants, nc = {}, 0
  for name, value in constants:gmatch('"([%w_]+)": (%-?%d+)') do
    assert(name:find("^WG_MOB_"), name .. ": only mob.h is printed")
    eq(wargame[name], tonumber(value), name)
    c_constants[name] = true
    nc = nc + 1
  end
  -- every enumerator and numeric #define of the header: in the layout program, and bound
  local nh = 0
  for name in header:gmatch("(WG_MOB_[%w_]+)%s*=") do
    assert(c_constants[name], name .. " is missing from layout.c")
    nh = nh + 1
  end
  for name, value in header:gmatch("#%s*define%s+(WG_MOB_[%w_]+)[ \t]+(%d+)") do
    assert(c_constants[name], name .. " is missing from layout.c")
    eq(wargame[name], tonumber(value), name .. " (#define)")
    nh = nh + 1
  end
  eq(nh, nc, "constants of mob.h")
  assert(nc > 50, "read the constants")

  local nf = 0
  for fn in header:gmatch("WG_API[^;{]-(wg_[%w_]+)%s*%(") do
    assert(pcall(function() return C[fn] end), fn .. " is declared and exported")
    nf = nf + 1
  end
  eq(nf, 12, "functions of mob.h")   -- 8 queries, 4 _info_init
end)

-- ---------------------------------------------------------------- agents

local function play(seed, red_kind)
  local g = wargame.open(CROSSROADS, seed)
  eq(g:ruleset(), "mob", "ruleset")
  g:set_builtin_agent(BLUE, wargame.WG_AGENT_GREEDY, 5)
  g:set_builtin_agent(RED, red_kind, 6)
  eq(g:run(), "done", "run")
  return g
end

test("the agents play the crossroads to a result", function()
  for _, case in ipairs({ { 1, wargame.WG_AGENT_GREEDY }, { 2, wargame.WG_AGENT_RANDOM } }) do
    local g = play(case[1], case[2])
    local s, t, b = g:status(), mob_turn(g), mob_board(g)
    eq(s.over, 1, "over")
    assert(s.result >= wargame.WG_MOB_RESULT_DESTROY and s.result <= wargame.WG_MOB_RESULT_DRAW,
           "a mob result code")
    local text = g:result_text()
    assert(text and #text > 0, "a result text")
    if s.result == wargame.WG_MOB_RESULT_DRAW then
      eq(s.winner, -1, "no winner")
      assert(text:find("draw"), text)
    else
      assert(s.winner == BLUE or s.winner == RED, "a winner")
      assert(text:find("wins"), text)
    end
    if s.result == wargame.WG_MOB_RESULT_DESTROY then
      assert(s.score[s.winner] >= b.destroy, "the winner destroyed enough")
    end
    assert(s.turn <= b.turns, "within the turn limit")
    local over = events_of(g, 0, wargame.WG_EV_GAME_OVER)
    eq(#over, 1, "game over events")
    eq(over[1].player, s.winner, "game over winner")
    eq(over[1].result, s.result, "game over result")
    eq(g:decision().type, wargame.WG_DEC_NONE, "no decision")
    eq(#g:legal_actions(), 0, "no legal actions")
    raises(function() g:apply(pass()) end, wargame.WG_ESTATE)
    -- the score is the enemy units each side destroyed
    local credited = { [0] = 0, [1] = 0 }
    for _, ev in ipairs(events_of(g, 0, wargame.WG_EV_DESTROYED)) do
      credited[ev.player] = credited[ev.player] + 1
    end
    for p = 0, 1 do
      eq(s.score[p], t.destroyed[p], "score and wg_mob_turn.destroyed of " .. p)
      eq(s.score[p], credited[p], "destroyed events credited to " .. p)
    end
    for i, u in g:units() do
      local alive = bit.band(u.flags, wargame.WG_UNIT_ALIVE) ~= 0
      eq(mob_unit(g, i).figures, alive and u.strength or 0, "figures of unit " .. i)
    end
    local h = wargame.load(g:save())
    eq(h:hash(), g:hash(), "the saved game loads to the same hash")
    h:close()
    g:close()
  end
end)

test("every turn is guns, initiative, then each side moves and fires (MB-T1 .. MB-T4)", function()
  local g = play(1, wargame.WG_AGENT_GREEDY)
  local turns, current = {}, nil
  for _, ev in g:events() do
    if ev.type == wargame.WG_EV_TURN then
      current = { phases = {}, sides = {} }
      turns[#turns + 1] = current
    elseif current and ev.type == wargame.WG_EV_PHASE then
      current.phases[#current.phases + 1] = ev.value
      current.sides[#current.sides + 1] = ev.player
    elseif current and ev.type == wargame.WG_MOB_EV_INITIATIVE and ev.player >= 0 then
      eq(ev.player, ev.value < ev.extra and 0 or 1, "the lower roll goes first")
      current.first = ev.player
    end
  end
  assert(#turns > 2, "turns")
  for n = 1, #turns - 1 do   -- the last may end mid-turn
    local t, f = turns[n], turns[n].first
    same(t.phases, { wargame.WG_MOB_PHASE_ARTILLERY, wargame.WG_MOB_PHASE_INITIATIVE,
                     wargame.WG_MOB_PHASE_MOVE, wargame.WG_MOB_PHASE_FIRE,
                     wargame.WG_MOB_PHASE_MOVE, wargame.WG_MOB_PHASE_FIRE }, "phases of turn " .. n)
    same(t.sides, { -1, -1, f, f, 1 - f, 1 - f }, "sides of turn " .. n)
  end
  g:close()
end)

-- ---------------------------------------------------------------- answered from Lua

test("the guns choose from Lua, then all roll, then the losses apply (MB-T1)", function()
  local g = wargame.open(CROSSROADS, 1)
  local dice = script({ [ART] = { INFANTRY_FACE, ARTILLERY_FACE, INFANTRY_FACE },
                        [INIT] = { 1, 2 } })
  begin(g, dice)
  local t = mob_turn(g)
  eq(t.turn, 1, "turn")
  eq(t.phase, wargame.WG_MOB_PHASE_ARTILLERY, "phase")
  eq(t.side, -1, "no side in the artillery phase")
  eq(g:status().phase, wargame.WG_MOB_PHASE_ARTILLERY, "wg_game_info.phase")

  -- player 0's guns first, in unit order: the Napoleons, with their hex in (x, y)
  local d = g:decision()
  eq(d.type, wargame.WG_DEC_FIRE, "decision")
  eq(d.player, BLUE, "player")
  eq(d.unit, BLUE_NAPOLEONS, "the gun")
  local gx, gy = where(g, BLUE_NAPOLEONS)
  eq(d.x, gx, "x")
  eq(d.y, gy, "y")
  local legal = g:legal_actions()
  eq(legal[#legal].type, wargame.WG_ACT_PASS, "PASS last")
  same(map(legal, function(a) return a.target end), { RED_1ST_FOOT, RED_LANCERS, -1 }, "targets")
  local target = legal[1]
  assert(same_action(target, fire(BLUE_NAPOLEONS, RED_1ST_FOOT)), "FIRE unit target")
  local n = C.wg_mob_battle_dice(g.handle, BLUE_NAPOLEONS, RED_1ST_FOOT)
  eq(n, 1, "wg_mob_battle_dice")

  -- choosing rolls nothing yet, so it can be taken back
  local before, mark = g:hash(), g:event_count()
  g:apply(target)
  eq(#dice.rolled, 0, "no dice yet")
  local declared = events_of(g, mark, wargame.WG_EV_DECLARED)
  eq(#declared, 1, "declared")
  eq(declared[1].unit, BLUE_NAPOLEONS, "declared gun")
  eq(declared[1].target, RED_1ST_FOOT, "declared target")
  eq(declared[1].value, n, "declared dice")
  assert(g:can_undo(), "the choice can be undone")
  g:undo()
  eq(g:hash(), before, "hash after undo")
  g:apply(target)

  g:apply(choose(g, BLUE_PARROTTS, RED_4TH_FOOT))
  eq(g:decision().player, RED, "then Red's gun")
  eq(g:status().active, RED, "the deciding gun's owner is active")
  eq(#dice.rolled, 0, "still no dice")
  mark = g:event_count()
  g:apply(choose(g, RED_HOWITZERS, BLUE_1ST_FOOT))

  local shots = { { BLUE_NAPOLEONS, RED_1ST_FOOT }, { BLUE_PARROTTS, RED_4TH_FOOT },
                  { RED_HOWITZERS, BLUE_1ST_FOOT } }
  for i, s in ipairs(shots) do
    local r = dice.rolled[i]
    eq(r.purpose, ART, "purpose of die " .. i)
    eq(r.sides, 6, "a d6")
    eq(r.need, 0, "need")
    eq(r.unit, s[1], "firer of die " .. i)
    eq(r.target, s[2], "target of die " .. i)
    eq(r.player, g:unit(s[1]).player, "roller of die " .. i)
  end
  -- the Howitzers' choice, then every gun's ATTACK and die, then the losses
  local log = {}
  for _, ev in g:events(mark) do log[#log + 1] = ev end
  eq(log[1].type, wargame.WG_EV_DECLARED, "the last choice")
  local kinds = map(log, function(e) return e.type end)
  same({ unpack(kinds, 2, 8) }, { wargame.WG_EV_ATTACK, wargame.WG_EV_DIE, wargame.WG_EV_ATTACK,
                                  wargame.WG_EV_DIE, wargame.WG_EV_ATTACK, wargame.WG_EV_DIE,
                                  wargame.WG_MOB_EV_ARTILLERY_LOSSES }, "the order of events")
  local results = events_of(g, mark, wargame.WG_EV_RESULT)
  same(map(results, function(e) return e.unit .. ">" .. e.target .. ":" .. e.value end),
       { BLUE_NAPOLEONS .. ">" .. RED_1ST_FOOT .. ":1",
         BLUE_PARROTTS .. ">" .. RED_4TH_FOOT .. ":0",
         RED_HOWITZERS .. ">" .. BLUE_1ST_FOOT .. ":1" }, "results")
  local damaged = events_of(g, mark, wargame.WG_EV_DAMAGED)
  same(map(damaged, function(e) return e.unit .. "-" .. e.value .. "=" .. e.extra end),
       { RED_1ST_FOOT .. "-1=3", BLUE_1ST_FOOT .. "-1=3" }, "damage")
  -- the figures lost, through wg_mob_unit (MB-D2: an artillery face does not hurt infantry)
  for _, c in ipairs({ { RED_1ST_FOOT, 3 }, { RED_4TH_FOOT, 4 }, { BLUE_1ST_FOOT, 3 } }) do
    local u = mob_unit(g, c[1])
    eq(u.figures, c[2], "figures of " .. c[1])
    eq(u.figures_start, 4, "a full infantry unit")
    eq(g:unit(c[1]).strength, c[2], "strength of " .. c[1])
  end
  assert(dice.used_up(), "every scripted die was rolled")
  g:close()
end)

test("the lower initiative roll goes first; a tie is rolled again (MB-T2)", function()
  local g = wargame.open(CROSSROADS, 1)
  local dice = script({ [ART] = { ARTILLERY_FACE, ARTILLERY_FACE, ARTILLERY_FACE },
                        [INIT] = { 3, 3, 5, 2 } })
  guns(g, dice)
  local n = 0
  for _, r in ipairs(dice.rolled) do
    if r.purpose == INIT then
      n = n + 1
      eq(r.unit, -1, "an initiative die has no unit")
      eq(r.target, -1, "nor target")
    end
  end
  eq(n, 4, "initiative dice")
  local inits = events_of(g, 0, wargame.WG_MOB_EV_INITIATIVE)
  same(map(inits, function(e) return e.value .. "/" .. e.extra .. ":" .. e.player end),
       { "3/3:-1", "5/2:" .. RED }, "initiative events")
  assert(g:describe(inits[1]):find("tie"), "a tie is described")
  local t = mob_turn(g)
  eq(t.phase, wargame.WG_MOB_PHASE_MOVE, "phase")
  eq(t.first, RED, "first")
  eq(t.side, RED, "side")
  eq(t.initiative[0], 5, "Blue's roll")
  eq(t.initiative[1], 2, "Red's roll")
  local d = g:decision()
  eq(d.type, wargame.WG_DEC_MOVE, "Red moves")
  eq(d.player, RED, "player")
  assert(dice.used_up(), "every scripted die was rolled")
  g:close()
end)

test("Lua moves a unit one hex, then battles with forced dice", function()
  local g = wargame.open(CROSSROADS, 1)
  local dice = script({ [ART] = { ARTILLERY_FACE, ARTILLERY_FACE, ARTILLERY_FACE },
                        [INIT] = { 2, 5 }, [BATTLE] = { CAVALRY_FACE } })
  guns(g, dice)
  local d = g:decision()
  eq(d.type, wargame.WG_DEC_MOVE, "decision")
  eq(d.player, BLUE, "Blue moves first")
  local total = 0
  for i, u in g:units() do
    if u.player == BLUE then total = total + mob_unit(g, i).moves_left end
  end
  eq(d.count, total, "decision.count is the side's hexes left")
  eq(mob_unit(g, BLUE_NAPOLEONS).moves_left, 0, "a gun that fired does not move")
  eq(mob_unit(g, BLUE_1ST_FOOT).moves_left, 2, "infantry moves 2")

  local sq, sr = where(g, BLUE_1ST_FOOT)
  eq(offset(g, sq, sr), "3,6", "Blue 1st Foot's hex")
  local step = move(BLUE_1ST_FOOT, axial(g, 3, 5))
  assert(has_action(g:legal_actions(), step), "the step is legal")
  local mark = g:event_count()
  g:apply(step)
  local moves = events_of(g, mark, wargame.WG_EV_MOVE)
  eq(#moves, 1, "move events")
  eq(moves[1].unit, BLUE_1ST_FOOT, "unit")
  eq(moves[1].value, sq, "from q")
  eq(moves[1].extra, sr, "from r")
  eq(moves[1].x, step.x, "to q")
  eq(moves[1].y, step.y, "to r")
  local u = mob_unit(g, BLUE_1ST_FOOT)
  eq(u.moved, 1, "moved")
  eq(u.moves_left, 1, "moves left")
  eq(u.may_battle, 1, "one hex and it may battle")
  eq(g:decision().count, d.count - 1, "decision.count")
  eq(mob_hex(g, step.x, step.y).unit, BLUE_1ST_FOOT, "the new hex")
  eq(mob_hex(g, sq, sr).unit, -1, "the old hex")

  g:apply(pass())
  d = g:decision()
  eq(d.type, wargame.WG_DEC_FIRE, "Blue fires")
  eq(mob_turn(g).phase, wargame.WG_MOB_PHASE_FIRE, "fire phase")
  local battles = {}
  for _, a in ipairs(g:legal_actions()) do
    if a.type == wargame.WG_ACT_FIRE and a.unit == BLUE_1ST_FOOT then battles[#battles + 1] = a end
  end
  same(map(battles, function(a) return a.target end), { RED_1ST_FOOT, RED_LANCERS }, "targets")
  local n = C.wg_mob_battle_dice(g.handle, BLUE_1ST_FOOT, RED_LANCERS)
  local before = #dice.rolled
  mark = g:event_count()
  g:apply(battles[2])                                       -- rolled at once
  eq(#dice.rolled - before, n, "dice rolled")
  local r = dice.rolled[#dice.rolled]
  eq(r.purpose, BATTLE, "a battle die")
  eq(r.unit, BLUE_1ST_FOOT, "firer")
  eq(r.target, RED_LANCERS, "target")
  eq(r.player, BLUE, "roller")
  local attack = events_of(g, mark, wargame.WG_EV_ATTACK)
  eq(#attack, 1, "attack events")
  eq(attack[1].value, n, "attack dice")
  local lx, ly = where(g, RED_LANCERS)
  eq(attack[1].x, lx, "at the target's hex")
  eq(attack[1].y, ly, "at the target's hex")
  local result = events_of(g, mark, wargame.WG_EV_RESULT)
  eq(#result, 1, "result events")
  eq(result[1].value, 1, "a cavalry face hits cavalry")
  eq(result[1].extra, 0, "no flags")
  local lancers = mob_unit(g, RED_LANCERS)
  eq(lancers.type, wargame.WG_MOB_CAVALRY, "type")
  eq(lancers.figures, 2, "figures left")
  eq(lancers.figures_start, 3, "a full cavalry unit")
  local fired = mob_unit(g, BLUE_1ST_FOOT)
  eq(fired.battled, 1, "battled")
  eq(fired.may_battle, 0, "once a turn")
  assert(dice.used_up(), "every scripted die was rolled")
  g:close()
end)

test("a flag retreats the target towards its home, by its owner's choice (MB-D3)", function()
  local g = wargame.open(CROSSROADS, 1)
  local dice = script({ [ART] = { FLAG_FACE, ARTILLERY_FACE, ARTILLERY_FACE }, [INIT] = { 1, 2 } })
  local mark = g:event_count()
  guns(g, dice)
  local d = g:decision()
  local sq, sr = where(g, RED_1ST_FOOT)
  eq(offset(g, sq, sr), "3,1", "Red 1st Foot's hex")
  eq(d.type, wargame.WG_DEC_RETREAT, "decision")
  eq(d.player, RED, "the owner retreats")
  eq(d.unit, RED_1ST_FOOT, "unit")
  eq(d.count, 1, "hexes to retreat")
  eq(d.x, sq, "x")
  eq(d.y, sr, "y")
  eq(mob_board(g).home[RED], wargame.WG_MOB_HOME_TOP, "Red's home")
  local legal = g:legal_actions()
  local hexes = map(legal, function(a) return offset(g, a.x, a.y) end)
  table.sort(hexes)
  same(hexes, { "3,0", "4,0" }, "the two hexes above")
  for _, a in ipairs(legal) do
    eq(a.type, wargame.WG_ACT_RETREAT, "RETREAT")
    eq(a.unit, RED_1ST_FOOT, "the unit")
  end
  local results = events_of(g, mark, wargame.WG_EV_RESULT)
  eq(#results, 1, "the later guns' results wait for the retreat")
  eq(results[1].extra, 1, "one flag")

  local before = g:hash()
  raises(function() g:apply(retreat(RED_1ST_FOOT, axial(g, 3, 2))) end, wargame.WG_EILLEGAL)
  eq(g:hash(), before, "hash after the retreat towards the enemy")

  local back = retreat(RED_1ST_FOOT, axial(g, 3, 0))
  assert(has_action(legal, back), "[3, 0] is legal")
  mark = g:event_count()
  g:apply(back)
  local ev = events_of(g, mark, wargame.WG_MOB_EV_RETREAT)
  eq(#ev, 1, "retreat events")
  eq(ev[1].unit, RED_1ST_FOOT, "unit")
  eq(ev[1].value, sq, "from q")
  eq(ev[1].extra, sr, "from r")
  eq(ev[1].x, back.x, "to q")
  eq(ev[1].y, back.y, "to r")
  local nq, nr = where(g, RED_1ST_FOOT)
  eq(nq, back.x, "now at q")
  eq(nr, back.y, "now at r")
  eq(mob_hex(g, back.x, back.y).unit, RED_1ST_FOOT, "the new hex")
  eq(mob_hex(g, sq, sr).unit, -1, "the old hex")
  eq(mob_unit(g, RED_1ST_FOOT).figures, 4, "no figure lost")
  same(map(events_of(g, mark, wargame.WG_EV_RESULT), function(e) return e.unit end),
       { BLUE_PARROTTS, RED_HOWITZERS }, "then the other guns' results")
  eq(g:decision().type, wargame.WG_DEC_MOVE, "then the movement")
  assert(dice.used_up(), "every scripted die was rolled")
  g:close()
end)

test("infantry in a fence hex removes it instead of battling (MB-X8)", function()
  local g = wargame.open(CROSSROADS, 1)
  local dice = script({ [INIT] = { 1, 2 } })
  begin(g, dice)
  for _ = 1, 3 do                                           -- every gun holds its fire
    eq(g:decision().type, wargame.WG_DEC_FIRE, "a gun's decision")
    g:apply(pass())
  end
  eq(#events_of(g, 0, wargame.WG_EV_DECLARED, wargame.WG_EV_ATTACK), 0, "no gun fired")
  eq(g:decision().type, wargame.WG_DEC_MOVE, "Blue moves")
  local fq, fr = axial(g, 4, 6)
  eq(mob_hex(g, fq, fr).terrain, wargame.WG_MOB_FENCE, "a fence")
  g:apply(move(BLUE_1ST_FOOT, fq, fr))
  eq(mob_unit(g, BLUE_1ST_FOOT).moves_left, 0, "a fence stops a move")
  g:apply(pass())
  local remove = remove_fence(BLUE_1ST_FOOT)
  assert(has_action(g:legal_actions(), remove), "CHOOSE remove the fence is legal")
  local mark = g:event_count()
  g:apply(remove)
  local ev = events_of(g, mark, wargame.WG_MOB_EV_FENCE_REMOVED)
  eq(#ev, 1, "fence removed events")
  eq(ev[1].unit, BLUE_1ST_FOOT, "unit")
  eq(ev[1].x, fq, "q")
  eq(ev[1].y, fr, "r")
  eq(mob_hex(g, fq, fr).terrain, wargame.WG_MOB_CLEAR, "the hex is clear")
  eq(mob_unit(g, BLUE_1ST_FOOT).battled, 1, "it counts as having battled")
  assert(dice.used_up(), "every scripted die was rolled")
  g:close()
end)

-- ---------------------------------------------------------------- illegal actions

test("an illegal action raises and leaves the hash unchanged", function()
  local g = wargame.open(CROSSROADS, 1)
  local function refused(a, what)
    local before, events, d = g:hash(), g:event_count(), g:decision()
    local ok, why = g:check(a)
    eq(ok, false, what .. ": check")
    assert(#why > 0, what .. ": a reason")
    local e = raises(function() g:apply(a) end, wargame.WG_EILLEGAL)
    assert(#e.message > 0, what .. ": a message")
    eq(g:hash(), before, what .. ": hash")
    eq(g:event_count(), events, what .. ": events")
    eq(g:decision().type, d.type, what .. ": decision")
    eq(g:decision().unit, d.unit, what .. ": decision unit")
  end
  refused(fire(BLUE_NAPOLEONS, RED_1ST_FOOT), "a gun before the start")
  begin(g, script({ [INIT] = { 1, 2 } }))
  eq(g:decision().unit, BLUE_NAPOLEONS, "the Napoleons decide")
  refused(fire(BLUE_NAPOLEONS, BLUE_1ST_FOOT), "at a friend")
  eq(C.wg_mob_battle_dice(g.handle, BLUE_NAPOLEONS, RED_WHITWORTHS), 0, "no dice at the Whitworths")
  refused(fire(BLUE_NAPOLEONS, RED_WHITWORTHS), "at a unit it has no dice against")
  refused(fire(BLUE_PARROTTS, RED_4TH_FOOT), "another gun")
  refused(move(BLUE_1ST_FOOT, axial(g, 3, 5)), "a move in the artillery phase")
  for _ = 1, 3 do g:apply(pass()) end
  eq(g:decision().type, wargame.WG_DEC_MOVE, "Blue moves")
  refused(move(BLUE_1ST_FOOT, axial(g, 3, 4)), "two hexes at once")
  refused(move(RED_1ST_FOOT, axial(g, 3, 2)), "an enemy unit")
  eq(mob_hex(g, axial(g, 6, 6)).unit, BLUE_MAXIM, "the Maxim's hex")
  refused(move(BLUE_2ND_FOOT, axial(g, 6, 6)), "into a friend's hex")
  refused(fire(BLUE_1ST_FOOT, RED_LANCERS), "a battle in the movement phase")
  refused(retreat(BLUE_1ST_FOOT, axial(g, 3, 7)), "a retreat nobody asked for")
  refused(remove_fence(BLUE_1ST_FOOT), "a fence it is not in")
  g:close()
end)

-- ---------------------------------------------------------------- exact odds

-- mob.h's worked example: Blue foot at [4, 2] rolls 3 dice at Red foot of 3 figures on
-- Red's home row [4, 0], where every flag costs a figure.
local HOME_ROW = [[
ruleset: mob
board: {columns: 9, rows: 7}
sides: [{name: Blue, home: bottom}, {name: Red, home: top}]
units:
  - {side: 0, type: infantry, at: [4, 2]}
  - {side: 1, type: infantry, at: [4, 0], figures: 3}
  - {side: 0, type: infantry, at: [0, 6]}
  - {side: 1, type: infantry, at: [8, 0]}
]]

-- An odds outcome's value in its six 4-bit fields (mob.h's WG_MOB_OUTCOME_HITS .. _LEFT).
local fields = H.outcome_fields

test("Game:odds of a battle gives mob.h's worked example", function()
  local g = wargame.new(HOME_ROW, 1)
  begin(g, script({ [INIT] = { 1, 2 } }))
  while g:decision().type ~= wargame.WG_DEC_FIRE do g:apply(pass()) end
  local before = g:hash()
  local odds, attacks = g:odds(fire(0, 1))
  eq(g:hash(), before, "an odds query changes nothing")
  eq(attacks, 1, "one battle")
  local HELD, BLOCKED, DESTROYED = wargame.WG_MOB_OUTCOME_HELD, wargame.WG_MOB_OUTCOME_BLOCKED,
                                   wargame.WG_MOB_OUTCOME_DESTROYED
  local want = { { HELD, 2, 0, 1, 36 }, { HELD, 1, 0, 2, 54 }, { HELD, 0, 0, 3, 27 },
                 { BLOCKED, 1, 1, 1, 36 }, { BLOCKED, 0, 2, 1, 9 }, { BLOCKED, 0, 1, 2, 27 },
                 { DESTROYED, 3, 0, 0, 8 }, { DESTROYED, 2, 1, 0, 12 },
                 { DESTROYED, 1, 2, 0, 6 }, { DESTROYED, 0, 3, 0, 1 } }
  eq(#odds, #want, "outcomes")
  local destroyed = 0
  for i, w in ipairs(want) do
    local o, f = odds[i], fields(odds[i].value)
    eq(o.den, 216, "den = 6^3")
    eq(bit.band(o.kind, 7), w[1], "kind of outcome " .. i)
    eq(f.hits, w[2], "hits of outcome " .. i)
    eq(f.flags, w[3], "flags of outcome " .. i)
    eq(f.rest, w[3], "blocked hexes of outcome " .. i)
    eq(f.left, w[4], "figures left of outcome " .. i)
    eq(o.num, w[5], "num of outcome " .. i)
    eq(o.unit, 1, "the target")
    eq(o.part, -1, "no general")
    if o.kind == DESTROYED then destroyed = destroyed + o.p end
  end
  assert(math.abs(destroyed - 1 / 8) < 1e-12, "destroyed one time in eight")
  raises(function() g:odds(pass()) end, wargame.WG_ESTATE)
  raises(function() g:odds(fire(0, 3)) end, wargame.WG_EILLEGAL)
  eq(g:hash(), before, "refusals change nothing")
  g:close()
end)

-- ---------------------------------------------------------------- queries

test("the board, its hexes and the terrain names", function()
  local g = wargame.open(CROSSROADS, 1)
  local b = mob_board(g)
  eq(b.columns, 13, "columns")
  eq(b.rows, 9, "rows")
  eq(b.layout, wargame.WG_HEX_ODD_R, "layout")
  eq(b.home[0], wargame.WG_MOB_HOME_BOTTOM, "Blue's home")
  eq(b.home[1], wargame.WG_MOB_HOME_TOP, "Red's home")
  eq(b.turns, 12, "turns")
  eq(b.destroy, 6, "destroy")
  eq(b.objectives, 3, "objectives")
  local function at(c, r) return mob_hex(g, axial(g, c, r)) end
  local hill = at(9, 1)
  eq(hill.column, 9, "column")
  eq(hill.row, 1, "row")
  eq(hill.terrain, wargame.WG_MOB_HILL, "a hill")
  eq(hill.height, 2, "of height 2")
  eq(hill.unit, RED_WHITWORTHS, "the Whitworths on it")
  eq(at(4, 1).height, 1, "a hill of height 1")
  eq(at(6, 1).unit, RED_2ND_FOOT, "a unit")
  eq(at(6, 1).general, GENERAL_CRIMSON, "and its general")
  eq(at(2, 4).terrain, wargame.WG_MOB_BRIDGE, "the bridge")
  eq(at(1, 4).terrain, wargame.WG_MOB_RIVER, "the river")
  eq(at(5, 2).terrain, wargame.WG_MOB_FIELDWORKS, "fieldworks")
  eq(at(5, 2).unit, RED_GATLING, "the Gatling in them")
  eq(at(0, 0).terrain, wargame.WG_MOB_CLEAR, "open ground")
  eq(at(0, 0).height, 0, "no height")
  local held = {}
  for r = 0, b.rows - 1 do
    for c = 0, b.columns - 1 do
      local h = at(c, r)
      if h.objective == 1 then
        held[#held + 1] = c .. "," .. r
        eq(h.terrain, wargame.WG_MOB_BUILT_UP, "an objective is built-up")
      end
    end
  end
  same(held, { "5,3", "6,4", "7,5" }, "the hexes to hold")
  local off, status = mob_hex(g, 100, 0)
  eq(off, nil, "off the board")
  eq(status, wargame.WG_ERANGE, "off the board: WG_ERANGE")
  eq(offset(g, axial(g, 7, 3)), "7,3", "offset and axial")

  local names = {}
  for t = 0, wargame.WG_MOB_TERRAIN_COUNT - 1 do
    local p = C.wg_mob_terrain_name(g.handle, t)
    assert(p ~= nil, "a name for terrain " .. t)
    names[ffi.string(p)] = true
  end
  local n = 0
  for _ in pairs(names) do n = n + 1 end
  eq(n, 14, "14 different names")
  eq(ffi.string(C.wg_mob_terrain_name(g.handle, wargame.WG_MOB_WOOD)), "wood", "wood")
  eq(ffi.string(C.wg_mob_terrain_name(g.handle, wargame.WG_MOB_BUILT_UP)), "built-up area",
     "built-up")
  eq(C.wg_mob_terrain_name(g.handle, wargame.WG_MOB_TERRAIN_COUNT), nil, "no such terrain")
  eq(C.wg_mob_terrain_name(g.handle, -1), nil, "no terrain -1")
  g:close()
end)

test("the battle die's faces (MB-D1)", function()
  local g = wargame.open(CROSSROADS, 1)
  local faces = {}
  for f = 1, 6 do faces[f] = C.wg_mob_die_face(g.handle, f) end
  same(faces, { wargame.WG_MOB_FACE_INFANTRY, wargame.WG_MOB_FACE_INFANTRY,
                wargame.WG_MOB_FACE_CAVALRY, wargame.WG_MOB_FACE_ARTILLERY,
                wargame.WG_MOB_FACE_GENERAL, wargame.WG_MOB_FACE_FLAG }, "faces 1..6")
  eq(C.wg_mob_die_face(g.handle, 0), wargame.WG_ERANGE, "no face 0")
  eq(C.wg_mob_die_face(g.handle, 7), wargame.WG_ERANGE, "no face 7")
  g:close()
end)

test("the units, their dice and sight", function()
  local g = wargame.open(CROSSROADS, 1)
  eq(g:unit_count(), 18, "units")
  for i, u in g:units() do
    local m = mob_unit(g, i)
    eq(m.type, u.kind, "type of " .. i)
    eq(m.figures, m.figures_start, "full strength " .. i)
    eq(m.moved, 0, "not moved")
    eq(m.battled, 0, "not battled")
  end
  eq(mob_unit(g, BLUE_MAXIM).type, wargame.WG_MOB_MACHINE_GUN, "machine gun")
  eq(mob_unit(g, BLUE_NAPOLEONS).type, wargame.WG_MOB_SMOOTHBORE_ARTILLERY, "smoothbore")
  eq(mob_unit(g, BLUE_PARROTTS).type, wargame.WG_MOB_RIFLED_ARTILLERY, "rifled")
  eq(mob_unit(g, GENERAL_AZURE).type, wargame.WG_MOB_GENERAL, "general")
  eq(mob_unit(g, BLUE_2ND_FOOT).general, GENERAL_AZURE, "the general in its hex")
  eq(mob_unit(g, BLUE_1ST_FOOT).general, -1, "no general")
  eq(mob_unit(g, GENERAL_AZURE).general, -1, "a general's own general")
  eq(mob_unit(g, GENERAL_AZURE).range, 0, "a general's range")
  eq(mob_unit(g, GENERAL_AZURE).may_battle, 0, "a general does not battle")

  eq(C.wg_mob_battle_dice(g.handle, BLUE_NAPOLEONS, RED_1ST_FOOT), 1, "dice")
  eq(C.wg_mob_battle_dice(g.handle, BLUE_1ST_FOOT, BLUE_2ND_FOOT), 0, "at a friend")
  eq(C.wg_mob_battle_dice(g.handle, GENERAL_AZURE, RED_1ST_FOOT), 0, "a general")
  local n = ffi.new("wg_hex", where(g, BLUE_NAPOLEONS))
  local t = ffi.new("wg_hex", where(g, RED_1ST_FOOT))
  local b = ffi.new("wg_hex", where(g, BLUE_2ND_FOOT))
  eq(C.wg_mob_line_of_sight(g.handle, n, t), 1, "clear")
  eq(C.wg_mob_line_of_sight(g.handle, b, t), 0, "blocked")
  eq(C.wg_mob_line_of_sight(g.handle, ffi.new("wg_hex", 100, 0), t), wargame.WG_ERANGE,
     "off the board")
  local u = sized("wg_mob_unit_info")
  eq(C.wg_mob_unit(g.handle, 18, u), wargame.WG_ERANGE, "no unit 18")
  eq(C.wg_mob_unit(g.handle, -1, u), wargame.WG_ERANGE, "no unit -1")
  u.size = 0
  eq(C.wg_mob_unit(g.handle, 0, u), wargame.WG_EINVAL, "size not set")
  eq(C.wg_mob_battle_dice(g.handle, BLUE_1ST_FOOT, 18), wargame.WG_ERANGE, "no target 18")
  g:close()
end)

test("the turn before and after the start", function()
  local g = wargame.open(CROSSROADS, 1)
  local t = mob_turn(g)
  eq(t.turn, 0, "turn 0")
  eq(t.first, -1, "nobody first yet")
  eq(t.side, -1, "no side")
  eq(t.initiative[0] + t.initiative[1], 0, "no rolls")
  eq(t.destroyed[0] + t.destroyed[1], 0, "nothing destroyed")
  local legal = g:legal_actions()
  eq(#legal, 1, "one answer")
  assert(same_action(legal[1], pass()), "PASS")
  begin(g, script({}))
  t = mob_turn(g)
  eq(t.turn, 1, "turn 1")
  eq(t.phase, wargame.WG_MOB_PHASE_ARTILLERY, "the artillery phase")
  g:close()
end)

test("a game of another ruleset is refused", function()
  local o = wargame.open(OGRE, 1)
  local h = o.handle
  eq(C.wg_mob_board(h, sized("wg_mob_board_info")), wargame.WG_EINVAL, "board")
  eq(C.wg_mob_hex(h, ffi.new("wg_hex", 0, 0), sized("wg_mob_hex_info")), wargame.WG_EINVAL, "hex")
  eq(C.wg_mob_unit(h, 0, sized("wg_mob_unit_info")), wargame.WG_EINVAL, "unit")
  eq(C.wg_mob_turn(h, sized("wg_mob_turn_info")), wargame.WG_EINVAL, "turn")
  eq(C.wg_mob_battle_dice(h, 0, 1), wargame.WG_EINVAL, "battle dice")
  eq(C.wg_mob_line_of_sight(h, ffi.new("wg_hex", 0, 0), ffi.new("wg_hex", 1, 0)),
     wargame.WG_EINVAL, "line of sight")
  eq(C.wg_mob_die_face(h, 1), wargame.WG_EINVAL, "die face")
  eq(C.wg_mob_terrain_name(h, 0), nil, "terrain name")
  o:close()
end)

H.finish()
