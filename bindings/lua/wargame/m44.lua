--[[
The `m44` ruleset's queries (include/wargame/m44.h) for LuaJIT:
require("wargame").m44, or require("wargame.m44"). Each function takes a
game (or an agent's view of one) first; hexes are a wg_hex or {q, r}.
Failures raise as wargame.h's query contract says (wargame/query.lua).

  local m44 = require("wargame").m44
  for _, card in ipairs(m44.hand(g, 0)) do print(m44.card_name(g, card)) end
--]]
local ffi = require("ffi")
local Q = require("wargame.query")
local C = Q.C

local M = {}

--- A player's hand: a Lua array of card numbers, ascending.
function M.hand(g, player)
  local n = Q.check(g, C.wg_m44_hand(Q.handle(g), player, nil, 0))
  local buf = ffi.new("int32_t[?]", math.max(n, 1))
  n = math.min(n, Q.check(g, C.wg_m44_hand(g.handle, player, buf, n)))
  local list = {}
  for i = 0, n - 1 do list[#list + 1] = buf[i] end
  return list
end

--- Card `card`'s wg_m44_card_kind.
function M.card_kind(g, card)
  return Q.check(g, C.wg_m44_card_kind_of(Q.handle(g), card))
end

--- Card `card`'s wg_m44_section (WG_M44_ANY for a card of no section).
function M.card_section(g, card)
  return Q.check(g, C.wg_m44_card_section(Q.handle(g), card))
end

--- Card `card`'s name ("Attack Left").
function M.card_name(g, card)
  return Q.name(g, C.wg_m44_card_name(Q.handle(g), card), "m44")
end

--- The board (wg_m44_board_info): columns, rows, layout, section lines, homes, medals.
function M.board(g)
  return Q.fill(g, "wg_m44_board_info", C.wg_m44_board)
end

--- Hexes in offset row `row`: columns, or columns + 1 on the Memoir '44 board's odd rows
--- (a half hex at each end); WG_ERANGE for no such row.
function M.row_hexes(g, row)
  return Q.check(g, C.wg_m44_row_hexes(Q.handle(g), row))
end

--- A hex's wg_m44_half: WG_M44_FULL_HEX, or the edge that cuts it in half on the
--- Memoir '44 board; WG_ERANGE off the board.
function M.half_hex(g, h)
  return Q.check(g, C.wg_m44_half_hex(Q.handle(g), Q.hex(h)))
end

--- Every hex of the board as a wg_hex, row by row (each row_hexes long), by the board's layout.
function M.hexes(g)
  local b = M.board(g)
  local list = {}
  for r = 0, b.rows - 1 do
    for c = 0, M.row_hexes(g, r) - 1 do list[#list + 1] = C.wg_hex_from_offset(c, r, b.layout) end
  end
  return list
end

--- A terrain type's name for people ("open ground", "forest", ...).
function M.terrain_name(g, terrain)
  return Q.name(g, C.wg_m44_terrain_name(Q.handle(g), terrain), "m44")
end

--- An obstacle's name ("none", "sandbags", "wire", "bunker", "hedgehog").
function M.obstacle_name(g, obstacle)
  return Q.name(g, C.wg_m44_obstacle_name(Q.handle(g), obstacle), "m44")
end

--- Unit `unit`'s wg_m44_badge (WG_M44_NO_BADGE for a plain unit); WG_ERANGE for no such unit.
function M.unit_badge(g, unit)
  return Q.check(g, C.wg_m44_unit_badge(Q.handle(g), unit))
end

--- A badge's name ("none", "special forces", "elite armor").
function M.badge_name(g, badge)
  return Q.name(g, C.wg_m44_badge_name(Q.handle(g), badge), "m44")
end

--- A hex of the board now (wg_m44_hex_info); WG_ERANGE off the board.
function M.hex(g, h)
  return Q.fill(g, "wg_m44_hex_info", C.wg_m44_hex, Q.hex(h))
end

--- true if hex `from` sees hex `to` now (M44-B9).
function M.line_of_sight(g, from, to)
  return Q.yes_no(g, C.wg_m44_line_of_sight(Q.handle(g), Q.hex(from), Q.hex(to)))
end

--- Dice `unit` would roll at `target` in a plain battle (0: none).
function M.battle_dice(g, unit, target)
  return Q.check(g, C.wg_m44_battle_dice(Q.handle(g), unit, target))
end

--- Cards `player` played for Op Fire whose replacements he has not drawn yet.
function M.opfire_owed(g, player)
  return Q.check(g, C.wg_m44_opfire_owed(Q.handle(g), player))
end

--- Medal objectives and exit markers: the scenario's `objectives:`, then its `exits:`.
function M.objective_count(g)
  return Q.check(g, C.wg_m44_objective_count(Q.handle(g)))
end

--- Objective `index` now (wg_m44_objective_info): kind, side, medals, holder, scored,
--- its axial hex (x, y); WG_ERANGE for no such objective.
function M.objective(g, index)
  return Q.fill(g, "wg_m44_objective_info", C.wg_m44_objective, index)
end

return M
