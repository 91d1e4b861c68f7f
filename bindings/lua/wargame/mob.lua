--[[
The `mob` ruleset's queries (include/wargame/mob.h) for LuaJIT:
require("wargame").mob, or require("wargame.mob"). Each function takes a
game (or an agent's view of one) first; hexes are a wg_hex or {q, r}.
Failures raise as wargame.h's query contract says (wargame/query.lua).

  local mob = require("wargame").mob
  local u = mob.unit(g, 0)                  -- figures, range, moves left, ...
  print(mob.terrain_name(g, mob.hex(g, { u.x, u.y }).terrain))
--]]
local Q = require("wargame.query")
local C = Q.C

local M = {}

--- The board and the victory conditions (wg_mob_board_info).
function M.board(g)
  return Q.fill(g, "wg_mob_board_info", C.wg_mob_board)
end

--- A hex of the board now (wg_mob_hex_info); WG_ERANGE off the board.
function M.hex(g, h)
  return Q.fill(g, "wg_mob_hex_info", C.wg_mob_hex, Q.hex(h))
end

--- A terrain type's name ("wood", "built-up area", ...).
function M.terrain_name(g, terrain)
  return Q.name(g, C.wg_mob_terrain_name(Q.handle(g), terrain), "mob")
end

--- A unit's rules state (wg_mob_unit_info).
function M.unit(g, unit)
  return Q.fill(g, "wg_mob_unit_info", C.wg_mob_unit, unit)
end

--- The battle dice `unit` would roll at `target` from where both stand (0: none).
function M.battle_dice(g, unit, target)
  return Q.check(g, C.wg_mob_battle_dice(Q.handle(g), unit, target))
end

--- true if the line from hex `from` to hex `to` is clear now (MB-L1).
function M.line_of_sight(g, from, to)
  return Q.yes_no(g, C.wg_mob_line_of_sight(Q.handle(g), Q.hex(from), Q.hex(to)))
end

--- The symbol (wg_mob_face) on face 1..6 of the battle die.
function M.die_face(g, face)
  return Q.check(g, C.wg_mob_die_face(Q.handle(g), face))
end

--- Where the turn stands (wg_mob_turn_info).
function M.turn(g)
  return Q.fill(g, "wg_mob_turn_info", C.wg_mob_turn)
end

return M
