-- Tests of the LuaJIT binding with the fow ruleset: games played by the
-- built-in agents, hits allocated from Lua, moves on the table checked by
-- hand, and fow.h's layouts and constants against the C compiler.
-- Run by meson (WG_LIBRARY, WG_CDEF, WG_FOW_SCENARIO, WG_FOW_SKIRMISH,
-- WG_LAYOUT_EXE, WG_INCLUDE_DIR set); exits non-zero on failure, and the
-- last line it prints is "N passed, N failed".
local here = (arg and arg[0] or ""):match("^(.*)[/\\]") or "."
package.path = here .. "/?.lua;" .. here .. "/../?.lua;" .. package.path

local ffi = require("ffi")
local wargame = require("wargame")
local H = require("harness")
local read, test, eq, raises, find = H.read, H.test, H.eq, H.raises, H.find
local C = wargame.C

local SCENARIOS = here .. "/../../../examples/scenarios/"
local TANK_DUEL = os.getenv("WG_FOW_SCENARIO") or (SCENARIOS .. "fow-tank-duel.yaml")
local SKIRMISH = os.getenv("WG_FOW_SKIRMISH") or (SCENARIOS .. "fow-skirmish.yaml")
local INCLUDE = os.getenv("WG_INCLUDE_DIR") or (here .. "/../../../include/wargame")

-- The tank duel's teams: one Sherman V (player 0) against one StuG G (player 1).
local SHERMAN, STUG = 0, 1
local BRITISH, GERMAN = 0, 1
local M3_75MM = 0
local INCH = 254   -- tenths of mm



-- ---------------------------------------------------------------- fow.h through the FFI

local function team_state(g, team)
  local t = ffi.new("wg_fow_team_info")
  t.size = ffi.sizeof(t)
  eq(C.wg_fow_team(g.handle, team, t), wargame.WG_OK, "wg_fow_team")
  return t
end

local function hit_info(g, hit)
  local h = ffi.new("wg_fow_hit_info")
  h.size = ffi.sizeof(h)
  local status = C.wg_fow_hit(g.handle, hit, h)
  return status == wargame.WG_OK and h or nil, status
end

local function events_of(g, from, type)
  local list = {}
  for _, ev in g:events(from) do
    if ev.type == type then list[#list + 1] = ev end
  end
  return list
end

-- A dice source: faces by roll purpose (a number, or successive faces), else 6.
local function faces(by_purpose)
  local used = {}
  return function(roll)
    local v = by_purpose[roll.purpose] or 6
    if type(v) == "table" then
      local n = (used[roll.purpose] or 0) + 1
      used[roll.purpose] = n
      v = v[math.min(n, #v)]
    end
    return v
  end
end

-- PASS the Movement Step, declare the Sherman's 75mm at the StuG, resolve with `dice`.
local function shoot_the_stug(g, dice)
  eq(g:decision().type, wargame.WG_DEC_MOVE, "the game starts in the Movement Step")
  g:apply({ type = wargame.WG_ACT_PASS })
  eq(g:decision().type, wargame.WG_DEC_FIRE, "then the Shooting Step")
  local declare = find(g:legal_actions(), function(a)
    return a.type == wargame.WG_ACT_DECLARE and a.unit == SHERMAN and a.weapon == M3_75MM
  end)
  assert(declare, "the Sherman may fire its 75mm")
  eq(declare.target, STUG, "at the StuG")
  g:apply(declare)
  g:set_dice(dice)
  g:apply({ type = wargame.WG_ACT_RESOLVE, part = -1 })
end

-- ---------------------------------------------------------------- tests

test("fow.h's ffi layouts, constants and functions match the C compiler", function()
  local exe = os.getenv("WG_LAYOUT_EXE")
  if not exe then print("       (skipped: WG_LAYOUT_EXE not set)") return end
  local p = assert(io.popen(exe .. " fow.h"))
  local out = p:read("*a")
  p:close()
  local structs, constants = out:match('"structs": {(.*)},%s*"constants": {(.*)}')
  assert(structs and constants, "the layout program's output")
  local ns = 0
  for name, size, fields in structs:gmatch('"([%w_]+)": {"size": (%d+), "fields": {(.-)}}') do
    eq(ffi.sizeof(name), tonumber(size), "sizeof " .. name)
    for f, off in fields:gmatch('"([%w_]+)": %[(%d+), %d+%]') do
      eq(ffi.offsetof(name, f), tonumber(off), "offsetof " .. name .. "." .. f)
    end
    ns = ns + 1
  end
  eq(ns, 5, "fow.h structs laid out")
  local c_constants, nc = {}, 0
  for name, value in constants:gmatch('"([%w_]+)": (%-?%d+)') do
    eq(wargame[name], tonumber(value), name)
    c_constants[name] = true
    nc = nc + 1
  end
  -- every constant and function of the header: in the layout program, and bound
  local header = read(INCLUDE .. "/fow.h"):gsub("/%*.-%*/", " ")
  local nh = 0
  for name in header:gmatch("(WG_FOW_[%w_]+)%s*=") do
    assert(c_constants[name], name .. " is missing from layout.c")
    nh = nh + 1
  end
  for name, value in header:gmatch("#%s*define%s+(WG_FOW_[%w_]+)[ \t]+(%d+)") do
    assert(c_constants[name], name .. " is missing from layout.c")
    eq(wargame[name], tonumber(value), name .. " (#define)")
    nh = nh + 1
  end
  eq(nh, nc, "constants of fow.h")
  local nf = 0
  for fn in header:gmatch("WG_API[^;{]-(wg_[%w_]+)%s*%(") do
    assert(pcall(function() return C[fn] end), fn .. " is declared and exported")
    nf = nf + 1
  end
  assert(nf > 15, "read the functions")
end)

test("the agents play several turns of the skirmish (OF-T1)", function()
  local g = wargame.open(SKIRMISH, 7)
  eq(g:ruleset(), "fow", "ruleset")
  g:set_builtin_agent(BRITISH, wargame.WG_AGENT_GREEDY, 1)
  g:set_builtin_agent(GERMAN, wargame.WG_AGENT_RANDOM, 2)
  for _ = 1, 20000 do
    if g:over() or g:status().turn > 3 then break end
    g:run(1)
  end
  assert(g:over() or g:status().turn > 3, "three game turns were played")
  -- OF-T1: the players alternate, player 0 first; each turn is the Starting,
  -- Movement, Shooting and Assault Steps in order
  local turns = events_of(g, 0, wargame.WG_EV_TURN)
  assert(#turns >= 5, "turns")
  for i, ev in ipairs(turns) do eq(ev.player, (i - 1) % 2, "player of turn event " .. i) end
  local steps = events_of(g, 0, wargame.WG_EV_PHASE)
  for i = 1, #steps - #steps % 4 do
    eq(steps[i].value, (i - 1) % 4 + 1, "step " .. i)
  end
  assert(#events_of(g, 0, wargame.WG_EV_MOVE) > 0, "the agents moved")
  assert(#events_of(g, 0, wargame.WG_FOW_EV_SHOTS) > 0, "and shot")
  for i, u in g:units() do
    local t = team_state(g, i)
    eq(t.x, u.x, "x of team " .. i)
    eq(C.wg_fow_alive(g.handle, i) == 1, u.flags % 2 == 1, "alive " .. i)
  end
  g:close()
end)

test("the agents play the tank duel to its end", function()
  local g = wargame.open(TANK_DUEL, 3)
  g:set_builtin_agent(BRITISH, wargame.WG_AGENT_GREEDY, 5)
  g:set_builtin_agent(GERMAN, wargame.WG_AGENT_GREEDY, 6)
  eq(g:run(), "done", "run")
  local s = g:status()
  eq(s.over, 1, "over")
  assert(s.result >= wargame.WG_FOW_RESULT_OBJECTIVE and s.result <= wargame.WG_FOW_RESULT_TURNS,
         "a fow result code")
  eq(#events_of(g, 0, wargame.WG_EV_GAME_OVER), 1, "game over events")
  local h = wargame.load(g:save())
  eq(h:hash(), g:hash(), "the saved game loads to the same hash")
  h:close()
  g:close()
end)

test("Lua allocates the hits; the StuG is bailed out (OF-S9)", function()
  local g = wargame.open(TANK_DUEL, 1)
  -- both shots hit; the first armour save fails, so does the firepower test;
  -- the second armour save bounces the shot
  shoot_the_stug(g, faces({ [wargame.WG_FOW_ROLL_TO_HIT] = 6,
                            [wargame.WG_FOW_ROLL_ARMOUR_SAVE] = { 1, 6 },
                            [wargame.WG_FOW_ROLL_FIREPOWER] = 1 }))
  local d = g:decision()
  eq(d.type, wargame.WG_DEC_ALLOCATE_HITS, "decision")
  eq(d.player, GERMAN, "the target player allocates")
  eq(d.count, 2, "hits to allocate")
  eq(C.wg_fow_hit_count(g.handle), 2, "wg_fow_hit_count")
  for k = 0, 1 do
    local hit = hit_info(g, k)
    eq(hit.shooter, SHERMAN, "shooter")
    eq(hit.weapon, M3_75MM, "weapon")
    eq(hit.team, -1, "not yet allocated")
    eq(hit.platoon, C.wg_fow_team_platoon(g.handle, STUG), "target platoon")
  end
  local legal = g:legal_actions()
  assert(find(legal, function(a) return a.type == wargame.WG_ACT_CHOOSE and a.value == 0 end),
         "CHOOSE 0 allocates automatically")
  local second = find(legal, function(a) return a.type == wargame.WG_ACT_ALLOCATE and a.value == 1 end)
  eq(second.target, STUG, "hit 1 may go to the StuG")

  local mark = g:event_count()
  g:apply(second)
  eq(g:decision().count, 1, "one hit left")
  eq(hit_info(g, 1).team, STUG, "hit 1 is on the StuG")
  eq(hit_info(g, 0).team, -1, "hit 0 waits")
  local ok, why = g:check({ type = wargame.WG_ACT_ALLOCATE, target = SHERMAN, value = 0 })
  eq(ok, false, "a hit goes to a team of the target platoon")
  assert(#why > 0, "with a reason")

  g:apply({ type = wargame.WG_ACT_ALLOCATE, target = STUG, value = 0 })
  eq(g:decision().type, wargame.WG_DEC_FIRE, "back to the Shooting Step")
  eq(C.wg_fow_hit_count(g.handle), 0, "no hits left")
  local _, status = hit_info(g, 0)
  eq(status, wargame.WG_ERANGE, "hit_info once the hits are gone")
  local allocated = events_of(g, mark, wargame.WG_FOW_EV_ALLOCATED)
  eq(#allocated, 2, "allocation events")
  eq(allocated[1].value, 1, "hit 1 first")
  eq(allocated[2].value, 0, "then hit 0")

  -- OF-S9: 1 + front armour 7 is less than anti-tank 10 and the firepower test
  -- fails: bailed out; the second save (6 + 7) bounces
  local effects = events_of(g, mark, wargame.WG_FOW_EV_EFFECT)
  eq(#effects, 2, "effects")
  eq(effects[1].result, wargame.WG_FOW_BAILED_OUT, "first hit")
  eq(effects[2].result, wargame.WG_FOW_NO_EFFECT, "second hit")
  eq(C.wg_fow_bailed_out(g.handle, STUG), 1, "wg_fow_bailed_out")
  eq(C.wg_fow_alive(g.handle, STUG), 1, "wg_fow_alive")
  local t = team_state(g, STUG)
  eq(bit.band(t.flags, wargame.WG_FOW_TEAM_BAILED_OUT), wargame.WG_FOW_TEAM_BAILED_OUT, "flags")
  eq(g:over(), false, "the game goes on")
  g:close()
end)

test("a MOVE built by hand: 12 inches is legal, a tenth of a mm more is not (OF-M1)", function()
  local g = wargame.open(TANK_DUEL, 1)
  local start = team_state(g, SHERMAN)
  eq(start.x, 24 * INCH, "x")
  eq(start.y, 18 * INCH, "y")
  eq(start.facing, 90000, "facing")
  eq(g:decision().open, 1, "the move list is representative")

  local legal = { type = wargame.WG_ACT_MOVE, unit = SHERMAN, x = start.x - 12 * INCH,
                  y = start.y, value = 180000 }
  local ok, why = g:check(legal)
  assert(ok, "12 inches: " .. tostring(why))

  local too_far = { type = wargame.WG_ACT_MOVE, unit = SHERMAN, x = legal.x - 1, y = legal.y,
                    value = 180000 }
  local before = g:hash()
  ok, why = g:check(too_far)
  eq(ok, false, "check")
  assert(why:find("OF-M1", 1, true), "the reason names the rule: " .. why)
  raises(function() g:apply(too_far) end, wargame.WG_EILLEGAL)
  eq(g:hash(), before, "hash after the illegal move")
  eq(team_state(g, SHERMAN).x, start.x, "the Sherman did not move")

  g:apply(legal)
  local t = team_state(g, SHERMAN)
  eq(t.x, legal.x, "moved to x")
  eq(t.y, legal.y, "moved to y")
  eq(t.facing, 180000, "new facing")
  eq(bit.band(t.flags, wargame.WG_FOW_TEAM_MOVED), wargame.WG_FOW_TEAM_MOVED, "moved flag")
  g:close()
end)

test("the Sherman may drive up to the StuG but not onto it (OF-X13)", function()
  local g = wargame.open(TANK_DUEL, 1)
  local stug = team_state(g, STUG)
  local onto = { type = wargame.WG_ACT_MOVE, unit = SHERMAN, x = stug.x, y = stug.y, value = 90000 }
  local before = g:hash()
  local ok, why = g:check(onto)
  eq(ok, false, "check")
  assert(why:find("OF-X13", 1, true), "the reason names the rule: " .. why)
  raises(function() g:apply(onto) end, wargame.WG_EILLEGAL)
  eq(g:hash(), before, "hash after the refused move")
  -- both bases 60mm deep along y: centres 60mm apart touch, and may
  local touching = { type = wargame.WG_ACT_MOVE, unit = SHERMAN, x = stug.x, y = stug.y - 600,
                     value = 90000 }
  g:apply(touching)
  eq(team_state(g, SHERMAN).y, stug.y - 600, "in contact")
  g:close()
end)

test("the fow queries answer for teams, platoons and weapons", function()
  local g = wargame.open(SKIRMISH, 1)
  eq(C.wg_fow_platoon_count(g.handle), 4, "platoons")
  for p = 0, 3 do
    assert(C.wg_fow_platoon_name(g.handle, p) ~= nil, "platoon name")
    eq(C.wg_fow_platoon_destroyed(g.handle, p), 0, "not destroyed")
  end
  eq(C.wg_fow_platoon_name(g.handle, 4), nil, "no platoon 4")
  local sherman = C.wg_fow_type_index(g.handle, "sherman_v")
  assert(sherman >= 0, "type index")
  eq(C.wg_fow_type_index(g.handle, "no_such_tank"), wargame.WG_ERANGE, "unknown type")
  local tank
  for i = 0, g:unit_count() - 1 do
    if team_state(g, i).type == sherman then tank = i break end
  end
  eq(ffi.string(C.wg_fow_weapon_name(g.handle, tank, 0)), "M3 75mm gun", "weapon name")
  eq(C.wg_fow_weapon_count(g.handle, tank), 3, "weapons")
  local bad = ffi.new("wg_fow_team_info")
  bad.size = ffi.sizeof(bad)
  eq(C.wg_fow_team(g.handle, g:unit_count(), bad), wargame.WG_ERANGE, "no such team")
  bad.size = 0
  eq(C.wg_fow_team(g.handle, 0, bad), wargame.WG_EINVAL, "size field not set")
  local mods = ffi.new("int32_t[1]")
  assert(C.wg_fow_to_hit(g.handle, tank, 0, 0, mods) < 0, "no shooting at a friend")
  g:close()
end)

-- Paratroopers (0, 1) charge three grenadier Rifle/MG teams (2..4) 4.5" away.
local PARAS_VS_GRENADIERS = [[
ruleset: fow
units: inch
table: {width: 48, depth: 48}
companies:
  - {player: 0, platoons: [{type: us_parachute_rifle_platoon, teams: [
      {type: para_rifle_mg_team, at: [10, 20], moved: true},
      {type: para_rifle_mg_team, at: [14, 20], moved: true}]}]}
  - {player: 1, platoons: [{type: german_grenadier_platoon, teams: [
      {type: rifle_mg_team, at: [10, 24.5], moved: true},
      {type: rifle_mg_team, at: [14, 24.5], moved: true},
      {type: rifle_mg_team, at: [18, 24.5], moved: true}]}]}
]]

test("Lua moves the paratroopers back when they fall back (OF-A6)", function()
  local g = wargame.new(PARAS_VS_GRENADIERS, 1, "paras.yaml")
  -- six defensive-fire hits (three teams, two dice each), all saved: five or more
  -- hits, the paratroopers fall back
  g:set_dice(faces({ [wargame.WG_FOW_ROLL_INFANTRY_SAVE] = 6 }))
  g:apply({ type = wargame.WG_ACT_PASS })           -- movement
  g:apply({ type = wargame.WG_ACT_PASS })           -- shooting
  eq(g:decision().type, wargame.WG_DEC_ORDER, "the Assault Step")
  g:apply({ type = wargame.WG_ACT_DECLARE, unit = 0 })
  for team = 0, 1 do
    local charge = find(g:legal_actions(), function(a)
      return a.type == wargame.WG_ACT_MOVE and a.unit == team
    end)
    g:apply(charge)
  end
  g:apply({ type = wargame.WG_ACT_RESOLVE, part = -1 })
  g:apply({ type = wargame.WG_ACT_CHOOSE, value = 0 }) -- defensive fire as the rules choose
  g:apply({ type = wargame.WG_ACT_CHOOSE, value = 0 }) -- allocated by the rules
  local d = g:decision()
  eq(d.type, wargame.WG_DEC_MOVE, "the falling back is a move")
  eq(d.player, 0, "of the assaulting player")
  eq(wargame.fow.assaulting_platoon(g), wargame.fow.team_platoon(g, 0), "the paratroopers assault")
  local t = team_state(g, d.unit)
  local ok = g:check({ type = wargame.WG_ACT_MOVE, unit = d.unit, x = t.x, y = t.y - INCH,
                       value = t.facing })
  eq(ok, false, "1\" back is not clear of the enemy")
  g:apply({ type = wargame.WG_ACT_MOVE, unit = d.unit, x = t.x, y = t.y - 3 * INCH,
            value = t.facing })
  if g:decision().type == wargame.WG_DEC_MOVE then
    g:apply({ type = wargame.WG_ACT_CHOOSE, value = 0 }) -- the other straight back
  end
  eq(#events_of(g, 0, wargame.WG_FOW_EV_ASSAULT_OVER), 1, "the assault is over")
  g:close()
end)

-- OF-X13: paratrooper 0's charge straight at the grenadier (2) would end on paratrooper 1.
local CHARGE_BLOCKED = [[
ruleset: fow
units: inch
table: {width: 48, depth: 48}
companies:
  - {player: 0, platoons: [{type: us_parachute_rifle_platoon, teams: [
      {type: para_rifle_mg_team, at: [10, 20], facing: 90, moved: true},
      {type: para_rifle_mg_team, at: [11.5, 23.5], facing: 90, moved: true}]}]}
  - {player: 1, platoons: [{type: german_grenadier_platoon, teams: [
      {type: rifle_mg_team, at: [10, 24.5], facing: 270, moved: true}]}]}
]]

test("Lua's charge straight on is refused and the listed one goes round (OF-X13)", function()
  local g = wargame.new(CHARGE_BLOCKED, 1, "blocked.yaml")
  g:apply({ type = wargame.WG_ACT_PASS })           -- movement
  g:apply({ type = wargame.WG_ACT_PASS })           -- shooting
  g:apply({ type = wargame.WG_ACT_DECLARE, unit = 0 })
  local touching = math.floor(24.5 * INCH) - 250    -- against the grenadier's 25mm base
  local straight = { type = wargame.WG_ACT_MOVE, unit = 0, x = 10 * INCH, y = touching,
                     value = 90000 }
  local before = g:hash()
  local ok, why = g:check(straight)
  eq(ok, false, "check")
  assert(why:find("on top of Paratrooper Rifle/MG team", 1, true), "names the team: " .. why)
  assert(why:find("OF-X13", 1, true), "the reason names the rule: " .. why)
  raises(function() g:apply(straight) end, wargame.WG_EILLEGAL)
  eq(g:hash(), before, "hash after the refused charge")
  local charge = find(g:legal_actions(), function(a)
    return a.type == wargame.WG_ACT_MOVE and a.unit == 0
  end)
  assert(charge.x < 10 * INCH, "the listed charge goes round the left of paratrooper 1")
  g:apply(charge)
  g:apply({ type = wargame.WG_ACT_RESOLVE, part = -1 })
  eq(g:decision().type, wargame.WG_DEC_DEFENSIVE_FIRE, "it reached the grenadier")
  g:close()
end)

-- OF-X12: DECLARE value 1 turns the turret to the named team, 0 to the nearest one.
local SHERMAN_VS_TWO = [[
ruleset: fow
units: inch
table: {width: 48, depth: 48}
companies:
  - {player: 0, platoons: [{type: british_sherman_platoon, teams: [{at: [20, 10], facing: 90}]}]}
  - {player: 1, platoons: [{type: german_grenadier_platoon, teams: [
      {type: rifle_mg_team, at: [16, 20]}, {type: rifle_mg_team, at: [32, 22]}]}]}
]]

test("Lua aims the Sherman's turret at the team it names (OF-X12)", function()
  for _, case in ipairs({ { 1, 45000 }, { 0, 111800 } }) do
    local g = wargame.new(SHERMAN_VS_TWO, 1, "aim.yaml")
    g:set_dice(faces({ [wargame.WG_FOW_ROLL_TO_HIT] = 1 }))
    g:apply({ type = wargame.WG_ACT_PASS })           -- movement
    g:apply({ type = wargame.WG_ACT_DECLARE, unit = 0, weapon = M3_75MM, target = 2,
              value = case[1] })
    g:apply({ type = wargame.WG_ACT_RESOLVE, part = -1 })
    local turret = team_state(g, 0).turret
    assert(math.abs(turret - case[2]) <= 500, "turret " .. turret .. " for value " .. case[1])
    g:close()
  end
end)

-- ---------------------------------------------------------------- exact odds

-- fow.h's worked example: a PaK40 that has not moved 12" (centres) from a lone Trained
-- Sherman facing it.
local PAK_VS_SHERMAN = [[
ruleset: fow
units: inch
table: {width: 48, depth: 48}
companies:
  - {player: 0, platoons: [{type: german_grenadier_platoon, teams: [{type: pak40, at: [24, 10]}]}]}
  - {player: 1, platoons: [{type: british_sherman_platoon, teams: [
      {type: sherman_v, at: [24, 22], facing: 270}]}]}
]]

-- An odds outcome's value in its three 8-bit fields (WG_FOW_OUTCOME_HITS, _DESTROYED, _BAILED).
local function fields(value)
  return bit.band(value, 255), bit.band(bit.rshift(value, 8), 255),
         bit.band(bit.rshift(value, 16), 255)
end

test("Game:odds of a shot gives fow.h's worked example (OF-S9, OF-S16)", function()
  local g = wargame.new(PAK_VS_SHERMAN, 1)
  g:apply({ type = wargame.WG_ACT_PASS })
  eq(g:decision().type, wargame.WG_DEC_FIRE, "the Shooting Step")
  local before = g:hash()
  local shot = { type = wargame.WG_ACT_DECLARE, unit = 0, weapon = 0, target = 1 }
  local odds, attacks = g:odds(shot)
  eq(g:hash(), before, "an odds query changes nothing")
  eq(attacks, 1, "one weapon")
  local want = { { 0, 0, 0, 5184 }, { 1, 0, 0, 1152 }, { 2, 0, 0, 64 }, { 1, 1, 0, 11520 },
                 { 2, 1, 0, 19776 }, { 1, 0, 1, 8064 }, { 2, 0, 1, 896 } }
  eq(#odds, #want, "outcomes")
  local destroyed = 0
  for i, w in ipairs(want) do
    local o = odds[i]
    local hits, dead, bailed = fields(o.value)
    eq(o.den, 46656, "den = 6^6")
    eq(o.kind, wargame.WG_FOW_OUTCOME_SHOT, "kind of outcome " .. i)
    eq(hits, w[1], "hits of outcome " .. i)
    eq(dead, w[2], "destroyed of outcome " .. i)
    eq(bailed, w[3], "bailed out of outcome " .. i)
    eq(o.num, w[4], "num of outcome " .. i)
    eq(o.unit, -1, "the platoon's teams")
    eq(o.part, 1, "the Sherman's platoon")
    if dead > 0 then destroyed = destroyed + o.p end
  end
  assert(math.abs(destroyed - 31296 / 46656) < 1e-12, "destroyed 31296 times in 46656")
  assert(odds[1].text:find("0 hits on", 1, true), "in words: " .. odds[1].text)
  raises(function() g:odds({ type = wargame.WG_ACT_PASS }) end, wargame.WG_ESTATE)
  raises(function() g:odds({ type = wargame.WG_ACT_DECLARE, unit = 0, weapon = 9, target = 1 }) end,
         wargame.WG_EILLEGAL)
  eq(g:hash(), before, "refusals change nothing")
  g:close()
end)

test("missions and objectives through wargame.fow (OF-X1..OF-X3)", function()
  local fow = wargame.fow
  local g = wargame.open(SCENARIOS .. "fow-doodlebug.yaml", 1)
  eq(fow.mission(g), wargame.WG_FOW_MISSION_DOODLEBUG, "Doodlebug")
  eq(fow.objective_count(g), 2, "the ramp and an objective")
  for k = 0, 1 do
    local o = fow.objective(g, k)
    eq(o.x, -1, "not placed before the setup")
    eq(o.player, 1, "the attacker takes it")
  end
  eq(fow.assaulting_platoon(g), nil, "no assault")
  raises(function() return fow.objective(g, 2) end, wargame.WG_ERANGE)
  g:close()
  g = wargame.open(SKIRMISH, 1)
  eq(fow.mission(g), wargame.WG_FOW_MISSION_NONE, "no mission")
  local o = fow.objective(g, 1)
  eq(o.x .. "," .. o.y .. "," .. o.player, "9000,1500,1", "objective 1")
  eq(fow.team(g, 0).size, ffi.sizeof("wg_fow_team_info"), "team info")
  eq(fow.alive(g, 0), true, "alive")
  raises(function() return fow.alive(g, g:unit_count()) end, wargame.WG_ERANGE)
  eq(fow.concealed(g, 0, 0), fow.concealed(g, 0, 0), "observer first")
  g:close()
end)

test("the table and its terrain features through wargame.fow (a GUI draws them)", function()
  local fow = wargame.fow
  local g = wargame.open(SKIRMISH, 1)
  local t = fow.table(g)
  eq(t.width .. "x" .. t.depth, "12000x12000", "120 cm square")
  eq(t.units, wargame.WG_FOW_UNITS_CM, "cm")
  eq(t.features, 4, "four features")
  eq(t.objectives, 2, "two objectives")
  local names = {}
  for k = 0, t.features - 1 do names[#names + 1] = fow.feature_name(g, k) end
  eq(table.concat(names, ","), "wood,hedge,farmhouse,stone wall", "names")
  local hedge = fow.feature(g, 1)
  eq(hedge.shape, wargame.WG_FOW_SHAPE_LINE, "a line")
  eq(hedge.going, wargame.WG_FOW_GOING_DIFFICULT, "difficult going")
  eq(hedge.points, 2, "two points")
  local pts = fow.feature_points(g, 1)
  eq(pts[1][1] .. "," .. pts[1][2] .. ";" .. pts[2][1] .. "," .. pts[2][2], "6000,5800;10000,5800",
     "the hedge's points")
  local house = fow.feature(g, 2)
  eq(house.shape, wargame.WG_FOW_SHAPE_AREA, "an area")
  eq(house.bulletproof, 1, "bulletproof")
  eq(#fow.feature_points(g, 2), 4, "four corners")
  local t0 = fow.team(g, 0)
  local ex, ey = fow.reach_along(g, 0, t0.x, t0.y + 100000)
  assert(ex, "a point along the line")
  eq(fow.can_reach(g, 0, ex, ey), true, "the farthest point is legal")
  eq(fow.can_reach(g, 0, ex, ey + 1), false, "a tenth of a mm more is not")
  raises(function() return fow.feature(g, 4) end, wargame.WG_ERANGE)
  raises(function() return fow.feature_name(g, -1) end, wargame.WG_ERANGE)
  raises(function() return fow.feature_points(g, 4) end, wargame.WG_ERANGE)
  g:close()
  g = wargame.open(TANK_DUEL, 1)
  eq(fow.table(g).units, wargame.WG_FOW_UNITS_INCH, "inches")
  g:close()
end)

H.finish()
