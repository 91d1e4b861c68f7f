--[[
The `ogre` ruleset's queries (include/wargame/ogre.h) for LuaJIT:
require("wargame").ogre, or require("wargame.ogre"). Each function takes a
game (or an agent's view of one) first; structs come back as the C
wg_ogre_*_info cdata; names as Lua strings; hexes are a wg_hex or {q, r}.
Failures raise as wargame.h's query contract says (wargame/query.lua).

  local ogre = require("wargame").ogre
  local s = ogre.systems(g)                 -- treads, movement, weapons left
  print(ogre.weapon_name(g, 0), ogre.hex(g, { 3, 4 }).terrain)
--]]
local Q = require("wargame.query")
local C = Q.C
local OGRE = 0   -- WG_OGRE_UNIT

local M = {}

--- A unit type's statistics (wg_ogre_unit_stats_info).
function M.unit_stats(g, unit)
  return Q.fill(g, "wg_ogre_unit_stats_info", C.wg_ogre_unit_stats, unit)
end

--- The Ogre's systems now (wg_ogre_systems_info).
function M.systems(g, unit)
  return Q.fill(g, "wg_ogre_systems_info", C.wg_ogre_systems, unit or OGRE)
end

--- One Ogre system (wg_ogre_weapon_info).
function M.weapon(g, system, unit)
  return Q.fill(g, "wg_ogre_weapon_info", C.wg_ogre_weapon, unit or OGRE, system)
end

--- A system's English name ("secondary battery 2"; "treads" for WG_OGRE_PART_TREADS).
function M.weapon_name(g, system, unit)
  return Q.name(g, C.wg_ogre_weapon_name(Q.handle(g), unit or OGRE, system), "ogre")
end

--- The map's size and options (wg_ogre_board_info).
function M.board(g)
  return Q.fill(g, "wg_ogre_board_info", C.wg_ogre_board)
end

--- What lies at a hex of the map (wg_ogre_hex_info); WG_ERANGE off the map.
function M.hex(g, h)
  return Q.fill(g, "wg_ogre_hex_info", C.wg_ogre_hex, Q.hex(h))
end

--- The name of terrain type `terrain` ("clear" is 0).
function M.terrain_name(g, terrain)
  return Q.name(g, C.wg_ogre_terrain_name(Q.handle(g), terrain), "ogre")
end

--- Points `unit` spends entering hex `to` from the adjacent hex `from` (0: it may not).
function M.move_cost(g, unit, from, to)
  return Q.check(g, C.wg_ogre_move_cost(Q.handle(g), unit, Q.hex(from), Q.hex(to)))
end

--- The attack being built or declared (wg_ogre_pending_info).
function M.pending(g)
  return Q.fill(g, "wg_ogre_pending_info", C.wg_ogre_pending)
end

--- The open splitfire window's declarations: a Lua array of wg_ogre_declared_info.
function M.declared(g)
  local list = {}
  for i = 0, M.pending(g).declared - 1 do
    list[#list + 1] = Q.fill(g, "wg_ogre_declared_info", C.wg_ogre_declared, i)
  end
  return list
end

return M
