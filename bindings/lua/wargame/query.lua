--[[
The query contract of wargame.h ("Queries") as the Lua ruleset modules
(wargame.ogre, wargame.m44, wargame.mob, wargame.fow) raise it: a negative
status raises a wargame error {status, message, name} whose message is the
library's (wg_game_last_error): WG_EINVAL for a game of another ruleset,
WG_ERANGE for a bad index or a hex off the board. A query that returns a name
gives NULL on failure; the game's ruleset tells which of the two it was.
--]]
local ffi = require("ffi")
local wargame = require("wargame")
local C = wargame.C

local Q = { C = C }

local hex_t = ffi.typeof("wg_hex")

local function handle(g)
  local h = g.handle
  if h == nil then error("wargame: the game is closed", 3) end
  return h
end
Q.handle = handle

local function fail(g, status)
  error(setmetatable({ status = status, name = wargame.strerror(status),
                       message = ffi.string(C.wg_game_last_error(g.handle)) }, wargame.Error), 3)
end

--- `status` if it is not negative, else raise it with the game's message.
function Q.check(g, status)
  if status < 0 then fail(g, status) end
  return status
end

--- A yes/no query's answer (1 or 0) as a boolean; a negative status raises.
function Q.yes_no(g, status)
  if status < 0 then fail(g, status) end
  return status == 1
end

--- A name query's answer as a Lua string; NULL raises WG_EINVAL (another ruleset's
--- game) or WG_ERANGE (a bad index) with the game's message.
function Q.name(g, p, ruleset)
  if p == nil then
    fail(g, g:ruleset() == ruleset and wargame.WG_ERANGE or wargame.WG_EINVAL)
  end
  return ffi.string(p)
end

--- A new `ctype` struct set by its _info_init, filled by fn(g, args..., &info).
function Q.fill(g, ctype, fn, ...)
  local info = ffi.new(ctype)
  C[ctype .. "_init"](info)
  local args = { ... }
  args[#args + 1] = info
  local status = fn(handle(g), unpack(args, 1, select("#", ...) + 1))
  if status < 0 then fail(g, status) end
  return info
end

--- A wg_hex from a wg_hex, a {q, r} table or a {q = , r = } table.
function Q.hex(h)
  if ffi.istype(hex_t, h) then return h end
  if type(h) == "table" then return hex_t(h.q or h[1], h.r or h[2]) end
  error("wargame: a hex is a wg_hex or a table {q, r}", 3)
end

return Q
