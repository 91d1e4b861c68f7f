--[[
The `fow` ruleset's queries (include/wargame/fow.h) for LuaJIT:
require("wargame").fow, or require("wargame.fow"). Each function takes a
game (or an agent's view of one) first; an observing team comes before the
team it looks at. Failures raise as wargame.h's query contract says
(wargame/query.lua).

  local fow = require("wargame").fow
  local t = fow.team(g, 0)                  -- a wg_fow_team_info
  if fow.can_see(g, 0, 5) then print(fow.weapon_name(g, 0, 0)) end
--]]
local ffi = require("ffi")
local Q = require("wargame.query")
local C = Q.C

local M = {}

--- Team `team`'s state (wg_fow_team_info).
function M.team(g, team)
  return Q.fill(g, "wg_fow_team_info", C.wg_fow_team, team)
end

-- The yes/no queries about one team: true or false.
for _, name in ipairs({ "bailed_out", "bogged", "dug_in", "gone_to_ground", "pinned", "alive" }) do
  local fn = C["wg_fow_" .. name]
  M[name] = function(g, team) return Q.yes_no(g, fn(Q.handle(g), team)) end
end

--- true if team `team` is concealed from the observing team `from`.
function M.concealed(g, from, team)
  return Q.yes_no(g, C.wg_fow_concealed(Q.handle(g), from, team))
end

--- true if the observing team `from` can see team `team` (OF-G5).
function M.can_see(g, from, team)
  return Q.yes_no(g, C.wg_fow_can_see(Q.handle(g), from, team))
end

function M.platoon_count(g) return Q.check(g, C.wg_fow_platoon_count(Q.handle(g))) end

function M.team_platoon(g, team) return Q.check(g, C.wg_fow_team_platoon(Q.handle(g), team)) end

--- A platoon's name from the scenario.
function M.platoon_name(g, platoon)
  return Q.name(g, C.wg_fow_platoon_name(Q.handle(g), platoon), "fow")
end

--- true if the platoon is destroyed (all its teams, or a failed morale check).
function M.platoon_destroyed(g, platoon)
  return Q.yes_no(g, C.wg_fow_platoon_destroyed(Q.handle(g), platoon))
end

function M.weapon_count(g, team) return Q.check(g, C.wg_fow_weapon_count(Q.handle(g), team)) end

--- The name of a team's weapon (e.g. "M3 75mm gun").
function M.weapon_name(g, team, weapon)
  return Q.name(g, C.wg_fow_weapon_name(Q.handle(g), team, weapon), "fow")
end

--- The arsenal team type index of a type key (e.g. "firefly_vc").
function M.type_index(g, key) return Q.check(g, C.wg_fow_type_index(Q.handle(g), key)) end

--- The score `shooter` needs with `weapon` against the platoon of `target`, and the
--- WG_FOW_MOD_* bits; nil if the weapon cannot shoot (WG_EILLEGAL).
function M.to_hit(g, shooter, weapon, target)
  local mods = ffi.new("int32_t[1]")
  local status = C.wg_fow_to_hit(Q.handle(g), shooter, weapon, target, mods)
  if status == require("wargame").WG_EILLEGAL then return nil end
  return Q.check(g, status), mods[0]
end

--- The table (wg_fow_table_info): width, depth (tenths of mm), units, features, objectives.
function M.table(g) return Q.fill(g, "wg_fow_table_info", C.wg_fow_table) end

--- Terrain feature `k` (wg_fow_feature_info): shape, going, cover, sight, point count, box.
function M.feature(g, k) return Q.fill(g, "wg_fow_feature_info", C.wg_fow_feature, k) end

--- Terrain feature `k`'s name from the scenario ("hedge").
function M.feature_name(g, k)
  return Q.name(g, C.wg_fow_feature_name(Q.handle(g), k), "fow")
end

--- Terrain feature `k`'s points: a Lua array of {x, y} in tenths of mm, in order.
function M.feature_points(g, k)
  local n = Q.check(g, C.wg_fow_feature_points(Q.handle(g), k, nil, 0))
  local xy = ffi.new("int32_t[?]", math.max(2 * n, 1))
  Q.check(g, C.wg_fow_feature_points(g.handle, k, xy, n))
  local list = {}
  for i = 0, n - 1 do list[#list + 1] = { xy[2 * i], xy[2 * i + 1] } end
  return list
end

--- true if `team` may end a MOVE at (x, y) now keeping its facing (wg_game_check's answer).
function M.can_reach(g, team, x, y)
  return Q.yes_no(g, C.wg_fow_can_reach(Q.handle(g), team, x, y))
end

--- The farthest point of the line from `team` towards (x, y) where it may end a MOVE now
--- keeping its facing: x, y; or nil when there is none.
function M.reach_along(g, team, x, y)
  local px, py = ffi.new("int32_t[1]"), ffi.new("int32_t[1]")
  if Q.yes_no(g, C.wg_fow_reach_along(Q.handle(g), team, x, y, px, py)) then
    return px[0], py[0]
  end
  return nil
end

--- The scenario's mission (wg_fow_mission_kind).
function M.mission(g) return Q.check(g, C.wg_fow_mission(Q.handle(g))) end

--- Number of objectives (a Doodlebug's V-1 ramp is objective 0).
function M.objective_count(g) return Q.check(g, C.wg_fow_objective_count(Q.handle(g))) end

--- Objective `k` (wg_fow_objective_info: x, y = -1 until placed; player to take it).
function M.objective(g, k)
  return Q.fill(g, "wg_fow_objective_info", C.wg_fow_objective, k)
end

--- The platoon assaulting now, or nil.
function M.assaulting_platoon(g)
  local platoon = ffi.new("int32_t[1]")
  if Q.yes_no(g, C.wg_fow_assaulting_platoon(Q.handle(g), platoon)) then return platoon[0] end
  return nil
end

--- Number of hits of the current shooting or round of fighting (0 when none).
function M.hit_count(g) return Q.check(g, C.wg_fow_hit_count(Q.handle(g))) end

--- Hit `hit` of the current shooting or round of fighting (wg_fow_hit_info).
function M.hit(g, hit)
  return Q.fill(g, "wg_fow_hit_info", C.wg_fow_hit, hit)
end

return M
