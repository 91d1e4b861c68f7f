--[[
libwargame for LuaJIT, through the FFI.

  local wargame = require("wargame")
  local g = wargame.open("examples/scenarios/ogre-basic.yaml", 42)
  g:set_builtin_agent(0, wargame.WG_AGENT_GREEDY, 1)
  g:set_builtin_agent(1, wargame.WG_AGENT_RANDOM, 2)
  print(g:run())                       --> done
  g:close()

The declarations come from wargame_cdef.lua, generated from the public
headers at build time (bindings/lua/gen_cdef.py), so they cannot drift from
the C. It is found through $WG_CDEF, else beside this file, else on
package.path, else in a build folder of the source tree this file sits in
(build/, build-bind/, builddir/, ...). The library is $WG_LIBRARY, else
lib/libwargame.so.1 of such a build folder, else the one `meson install`
installed with this module (wargame_config.lua, beside it, names it), else
libwargame.so.1 on the system path.

The rulesets' queries are wargame.ogre, wargame.m44, wargame.mob and
wargame.fow (bindings/lua/wargame/<ruleset>.lua, loaded at first use), under
the query contract of wargame.h: wargame.fow.team(g, 0), wargame.m44.hand(g, 0).

Every WG_* constant of the headers is a field of the module. Failures raise
a Lua error whose value is a table {status = WG_E*, message = "...",
name = "illegal action"} (tostring() gives one line).

Callbacks (on_event, set_dice, set_agent) are ffi.cast C callbacks owned by
the game and freed by game:close(). An error inside one never unwinds
through C: it is caught, the library gets a safe answer (a dice source
fails the action cleanly, an agent defers), and the error is raised again
by the method that ran the callback, once the library has returned.
--]]
local ffi = require("ffi")

local M = {}

-- ---------------------------------------------------------------- declarations

local function script_dir()
  local src = debug.getinfo(1, "S").source
  return src:sub(1, 1) == "@" and (src:sub(2):match("^(.*[/\\])") or "./") or "./"
end

local function exists(path)
  local f = path and io.open(path, "rb")
  if f then f:close() end
  return f ~= nil
end

-- Build folders of the source tree this file sits in, most usual first.
local BUILD_DIRS = { "build", "build-bind", "builddir", "_build", "build-release", "build-debug" }

local function find_cdef()
  local env = os.getenv("WG_CDEF")
  if env and env ~= "" then return env end
  local beside = script_dir() .. "wargame_cdef.lua"
  if exists(beside) then return beside end
  local found = package.searchpath("wargame_cdef", package.path)
  if found then return found end
  for _, b in ipairs(BUILD_DIRS) do
    local p = script_dir() .. "../../" .. b .. "/bindings/wargame_cdef.lua"
    if exists(p) then return p end
  end
end

local cdef_path = find_cdef()
if not cdef_path then
  error("wargame: wargame_cdef.lua not found (build it, or set WG_CDEF)", 0)
end
local decl = dofile(cdef_path)
ffi.cdef(decl.cdef)
M.cdef_path = cdef_path

-- ---------------------------------------------------------------- the library

local function find_library()
  local env = os.getenv("WG_LIBRARY")
  if env and env ~= "" then return ffi.load(env), env end
  local tried = {}
  local root = script_dir() .. "../../"
  local candidates = {}
  for _, b in ipairs(BUILD_DIRS) do
    candidates[#candidates + 1] = root .. b .. "/lib/libwargame.so.1"
  end
  -- `meson install` writes wargame_config.lua beside this file: the libdir.
  local config = script_dir() .. "wargame_config.lua"
  if exists(config) then
    local c = dofile(config)
    candidates[#candidates + 1] = c.libdir .. "/" .. c.soname
  end
  candidates[#candidates + 1] = "libwargame.so.1"
  candidates[#candidates + 1] = "wargame"
  for _, name in ipairs(candidates) do
    if name:find("/") == nil or exists(name) then
      local ok, lib = pcall(ffi.load, name)
      if ok then return lib, name end
      tried[#tried + 1] = name .. ": " .. tostring(lib)
    end
  end
  error("wargame: libwargame not found (set WG_LIBRARY); tried " .. table.concat(tried, "; "), 0)
end

local C, libname = find_library()
M.C = C
M.library_path = libname

-- ---------------------------------------------------------------- constants

-- every enumerator, including those numbered implicitly (m44's card kinds)
for _, name in ipairs(decl.enumerators) do M[name] = tonumber(C[name]) end
for name, value in pairs(decl.defines) do M[name] = value end
for name, value in pairs(decl.strings) do M[name] = value end

function M.version() return ffi.string(C.wg_version()) end
function M.version_number() return tonumber(C.wg_version_number()) end
function M.strerror(status) return ffi.string(C.wg_strerror(status)) end

-- ---------------------------------------------------------------- errors

local Error = {}
Error.__index = Error
Error.__tostring = function(e)
  return "wargame: " .. e.name .. (e.message ~= "" and (": " .. e.message) or "")
end
M.Error = Error

local function raise(status, message, extra)
  local e = setmetatable({ status = status, message = message or "",
                           name = M.strerror(status) }, Error)
  for k, v in pairs(extra or {}) do e[k] = v end
  error(e, 3)
end

--- True if `e` (a caught error value) is a wargame error, optionally with this status.
function M.is_error(e, status)
  return getmetatable(e) == Error and (status == nil or e.status == status)
end

-- ---------------------------------------------------------------- structs

local action_t = ffi.typeof("wg_action")
local decision_t = ffi.typeof("wg_decision")
local event_t = ffi.typeof("wg_event")
local info_t = ffi.typeof("wg_game_info")
local unit_t = ffi.typeof("wg_unit_info")
local history_t = ffi.typeof("wg_history_entry")
local agent_t = ffi.typeof("wg_agent")
local roll_t = ffi.typeof("wg_roll")
local error_t = ffi.typeof("wg_error")
local options_t = ffi.typeof("wg_options")
local game_out_t = ffi.typeof("wg_game *[1]")
local size_out_t = ffi.typeof("size_t[1]")
local actions_t = ffi.typeof("wg_action[?]")

-- d.kind_name: the question a decision asks (wg_decision_kind_name), for the
-- decisions Game:decision() and agents receive. The name is the game's to
-- give, and a wg_decision has no room for it: it is kept beside the cdata,
-- in a table that forgets it with the cdata. A decision built any other way
-- has kind_name nil; other unknown fields still raise as plain cdata would.
local kind_names = setmetatable({}, { __mode = "k" })
ffi.metatype(decision_t, { __index = function(d, key)
  if key == "kind_name" then return kind_names[d] end
  error("'wg_decision' has no member named '" .. tostring(key) .. "'", 2)
end })

local function named(handle, d)
  local name = C.wg_decision_kind_name(handle, d)
  kind_names[d] = name ~= nil and ffi.string(name) or nil
  return d
end

M.types = { action = action_t, decision = decision_t, event = event_t, game_info = info_t,
            unit_info = unit_t, history_entry = history_t, agent = agent_t, roll = roll_t,
            error = error_t, options = options_t }

--- A wg_action: unused ids -1 (WG_ACTION_INIT), then the fields of `t`.
function M.action(t)
  local a = action_t(M.WG_ACT_NONE, -1, -1, -1, -1, -1, 0, 0, 0)
  for k, v in pairs(t or {}) do a[k] = v end
  return a
end

local function as_action(a)
  if ffi.istype(action_t, a) then return a end
  if type(a) == "table" then return M.action(a) end
  error("wargame: an action is a wg_action or a table of its fields", 3)
end

local function sized(ct)
  local s = ct()
  s.size = ffi.sizeof(ct)
  return s
end

local function options(flags)
  if not flags or flags == 0 then return nil end
  local o = sized(options_t)
  o.flags = flags
  return o
end

local function str(p) return p ~= nil and ffi.string(p) or nil end

-- ---------------------------------------------------------------- game

local Game = {}
Game.__index = Game
M.Game = Game

local function wrap(handle)
  local callbacks = {}   -- name -> ffi callback, freed on close
  local agents = {}      -- player -> wg_agent cdata (kept alive)
  local errors = {}      -- errors caught in callbacks
  local gc_handle = ffi.gc(handle, function(h)
    C.wg_game_free(h)
    for _, cb in pairs(callbacks) do cb:free() end
  end)
  return setmetatable({ handle = gc_handle, _callbacks = callbacks, _agents = agents,
                        _errors = errors, _actions = actions_t(64), _cap = 64 }, Game)
end

local function created(status, out, err)
  if status ~= M.WG_OK then
    raise(status, ffi.string(err.message), { line = err.line, column = err.column })
  end
  return wrap(out[0])
end

--- A new game from scenario YAML text.
function M.new(yaml, seed, name, flags)
  local out, err = game_out_t(), error_t()
  return created(C.wg_game_new(out, yaml, #yaml, name, seed or 0, options(flags), err), out, err)
end
M.from_yaml = M.new

--- A new game from a scenario file.
function M.open(path, seed, flags)
  local out, err = game_out_t(), error_t()
  return created(C.wg_game_open(out, path, seed or 0, options(flags), err), out, err)
end

--- A saved game (or replay) from its YAML text.
function M.load(text, name, flags)
  local out, err = game_out_t(), error_t()
  return created(C.wg_game_load(out, text, #text, name, options(flags), err), out, err)
end

function M.load_file(path, flags)
  local out, err = game_out_t(), error_t()
  return created(C.wg_game_load_file(out, path, options(flags), err), out, err)
end

-- ---------------------------------------------------------------- scenario

-- A scenario parsed once and started as many games as wanted. Games started
-- from it stay valid after it is closed.
local Scenario = {}
Scenario.__index = Scenario
M.Scenario = Scenario

local scenario_out_t = ffi.typeof("wg_scenario *[1]")
local sweep_t = ffi.typeof("wg_sweep")
local sweep_games_t = ffi.typeof("wg_sweep_game[?]")
M.types.sweep, M.types.sweep_game = sweep_t, ffi.typeof("wg_sweep_game")

local function scenario_created(status, out, err)
  if status ~= M.WG_OK then
    raise(status, ffi.string(err.message), { line = err.line, column = err.column })
  end
  return setmetatable({ handle = ffi.gc(out[0], C.wg_scenario_free) }, Scenario)
end

--- A scenario from YAML text; `name` is used in error messages.
function Scenario.from_yaml(yaml, name)
  local out, err = scenario_out_t(), error_t()
  return scenario_created(C.wg_scenario_new(out, yaml, #yaml, name, nil, err), out, err)
end

--- A scenario from a file.
function Scenario.open(path)
  local out, err = scenario_out_t(), error_t()
  return scenario_created(C.wg_scenario_open(out, path, nil, err), out, err)
end

local function sh(self)
  if self.handle == nil then error("wargame: the scenario is closed", 3) end
  return self.handle
end

function Scenario:ruleset() return str(C.wg_scenario_ruleset(sh(self))) end

--- A new game from this scenario, without parsing: the same game
--- wargame.new makes from the same text and seed.
function Scenario:start(seed, flags)
  local out, err = game_out_t(), error_t()
  return created(C.wg_game_start(out, sh(self), seed or 0, options(flags), err), out, err)
end

--- Play games first .. first+count-1 of a sweep in C; returns a list of
--- tables {index, seed, swapped, status, winner, result, turns, actions}.
--- spec: { agents = {A, B}, seed = S, swap_sides = bool, max_actions = N }.
function Scenario:play(first, count, spec)
  spec = spec or {}
  local sw = sized(sweep_t)
  local agents = spec.agents or { M.WG_AGENT_RANDOM, M.WG_AGENT_RANDOM }
  sw.agent[0], sw.agent[1] = agents[1], agents[2]
  sw.swap_sides = spec.swap_sides and 1 or 0
  sw.max_actions = spec.max_actions or 0
  sw.seed = spec.seed or 0
  local rows = sweep_games_t(math.max(count, 1))
  local status = C.wg_sweep_play(sh(self), sw, first, count, rows)
  if status < 0 then raise(status, "wg_sweep_play failed: " .. M.strerror(status)) end
  local out = {}
  for i = 0, count - 1 do
    local r = rows[i]
    out[#out + 1] = { index = tonumber(r.index), seed = r.seed, swapped = r.swapped,
                      status = r.status, winner = r.winner, result = r.result,
                      turns = r.turns, actions = r.actions }
  end
  return out
end

function Scenario:close()
  local handle = self.handle
  if handle == nil then return end
  self.handle = nil
  ffi.gc(handle, nil)
  C.wg_scenario_free(handle)
end

--- wg_sweep_seed: the seed of item `index` under base seed `seed`.
function M.sweep_seed(seed, index) return C.wg_sweep_seed(seed, index) end

local function h(self)
  local handle = self.handle
  if handle == nil then error("wargame: the game is closed", 3) end
  return handle
end

local function check(self, status)
  if status < 0 then raise(status, ffi.string(C.wg_game_last_error(self.handle))) end
  return status
end

-- After a call that may run callbacks: raise what a callback raised, else check.
local function finish(self, status)
  local errs = self._errors
  if #errs > 0 then
    local e = errs[1]
    for i = #errs, 1, -1 do errs[i] = nil end
    error(e, 0)
  end
  return check(self, status)
end

function Game:close()
  local handle = self.handle
  if handle == nil then return end
  self.handle = nil
  ffi.gc(handle, nil)
  C.wg_game_free(handle)
  for name, cb in pairs(self._callbacks) do
    cb:free()
    self._callbacks[name] = nil
  end
  for k in pairs(self._agents) do self._agents[k] = nil end
end

-- flags (C.WG_OPT_NO_LOG, C.WG_OPT_NO_HISTORY) drop the copy's log and
-- history: the cheap copies a search wants.
function Game:clone(flags)
  local out = game_out_t()
  check(self, C.wg_game_clone_with(out, h(self), flags or 0))
  return wrap(out[0])
end

--- A cheap copy (no log, no history) for `player`'s search: everything he cannot
--- see is redrawn at random from `seed` (in m44 the deck and the other hand),
--- consistent with what he has seen, so it cannot peek.
function Game:clone_for(player, seed)
  local out = game_out_t()
  check(self, C.wg_game_clone_for(out, h(self), player, seed or 0))
  return wrap(out[0])
end

-- Reseed the dice generator of a game without history (a search's copy).
function Game:reseed(seed)
  check(self, C.wg_game_reseed(h(self), seed))
end

function Game:hash() return C.wg_game_hash(h(self)) end
function Game:hash_hex() return (string.format("%016x", self:hash())) end
function Game:last_error() return ffi.string(C.wg_game_last_error(h(self))) end
function Game:ruleset() return str(C.wg_game_ruleset(h(self))) end
function Game:seed() return C.wg_game_seed(h(self)) end

-- queries

function Game:status()
  local info = sized(info_t)
  check(self, C.wg_game_status(h(self), info))
  return info
end

function Game:over() return self:status().over ~= 0 end
function Game:result_text() return str(C.wg_game_result_text(h(self))) end
function Game:player_name(p) return str(C.wg_game_player_name(h(self), p)) end
function Game:unit_count() return check(self, C.wg_game_unit_count(h(self))) end
function Game:unit_name(i) return str(C.wg_game_unit_name(h(self), i)) end
function Game:unit_kind_name(i) return str(C.wg_game_unit_kind_name(h(self), i)) end

function Game:unit(i)
  local u = sized(unit_t)
  check(self, C.wg_game_unit(h(self), i, u))
  return u
end

--- for i, unit in game:units() do ... end  (0-based unit ids)
function Game:units()
  local n, i = self:unit_count(), -1
  return function()
    i = i + 1
    if i < n then return i, self:unit(i) end
  end
end

function Game:decision()
  local d = decision_t()
  check(self, C.wg_game_decision(h(self), d))
  return named(h(self), d)
end

--- The legal answers to the current decision: a Lua array (1-based) of wg_action.
function Game:legal_actions()
  local handle = h(self)
  local n = check(self, C.wg_game_legal_actions(handle, self._actions, self._cap))
  if n > self._cap then
    self._actions, self._cap = actions_t(n), n
    n = check(self, C.wg_game_legal_actions(handle, self._actions, n))
  end
  local list = {}
  for i = 0, n - 1 do list[i + 1] = action_t(self._actions[i]) end
  return list
end

--- The attacks the interrupt window at hand offers (0: nothing to decide but the move, a
--- host may answer it without a dialog); raises WG_ESTATE outside a window.
function Game:window_options() return check(self, C.wg_game_window_options(h(self))) end

--- The hexes `unit` can end a step in during the decision at hand, cheapest first: a Lua
--- array of wg_reach (x, y axial, cost, steps, flags); empty when it may not move now.
function Game:reach(unit)
  local handle = h(self)
  local n = check(self, C.wg_game_reach(handle, unit, nil, 0))
  local buf = ffi.new("wg_reach[?]", math.max(n, 1))
  n = check(self, C.wg_game_reach(handle, unit, buf, n))
  local list = {}
  for i = 0, n - 1 do list[i + 1] = ffi.new("wg_reach", buf[i]) end
  return list
end

--- The cheapest path of `unit` to hex (x, y) this phase: a Lua array of wg_reach, one
--- per MOVE action to play; raises WG_ERANGE if it cannot get there now.
function Game:reach_path(unit, x, y)
  local handle = h(self)
  local n = check(self, C.wg_game_reach_path(handle, unit, x, y, nil, 0))
  local buf = ffi.new("wg_reach[?]", math.max(n, 1))
  n = check(self, C.wg_game_reach_path(handle, unit, x, y, buf, n))
  local list = {}
  for i = 0, n - 1 do list[i + 1] = ffi.new("wg_reach", buf[i]) end
  return list
end

-- play by index (the loop of a scripting host: numbers cross, not actions)

--- How many legal answers the current decision has (0 once the game is over).
function Game:legal_count() return check(self, C.wg_game_legal_count(h(self))) end

--- The legal answers as one flat int32_t array and their count n: answer i
--- (1-based, as in legal_actions) is buf[(i-1)*WG_ACTION_INTS] to
--- buf[(i-1)*WG_ACTION_INTS + 8]: type, unit, weapon, target, part, card, x, y, value.
function Game:legal_array()
  local handle = h(self)
  local n = check(self, C.wg_game_legal_flat(handle, nil, 0))
  local buf = ffi.new("int32_t[?]", n * M.WG_ACTION_INTS + 1)
  if n > 0 then check(self, C.wg_game_legal_flat(handle, buf, n)) end
  return buf, n
end

function Game:can_undo() return C.wg_game_can_undo(h(self)) ~= 0 end

function Game:event_count() return check(self, C.wg_game_log_count(h(self))) end

function Game:event(i)
  local ev = event_t()
  check(self, C.wg_game_log_event(h(self), i, ev))
  return ev
end

--- for i, ev in game:events(start) do ... end  (0-based log indices)
function Game:events(start)
  local i = (start or 0) - 1
  return function()
    i = i + 1
    if i < self:event_count() then return i, self:event(i) end
  end
end

function Game:history()
  local list = {}
  for i = 0, check(self, C.wg_game_history_count(h(self))) - 1 do
    local e = history_t()
    check(self, C.wg_game_history(self.handle, i, e))
    list[#list + 1] = e
  end
  return list
end

--- One English line for a wg_event, wg_action or wg_decision.
function Game:describe(x)
  local fn
  if ffi.istype(event_t, x) then fn = C.wg_event_describe
  elseif ffi.istype(action_t, x) then fn = C.wg_action_describe
  elseif ffi.istype(decision_t, x) then fn = C.wg_decision_describe
  else error("wargame: describe() takes a wg_event, wg_action or wg_decision", 2) end
  local buf = ffi.new("char[?]", 160)
  local need = check(self, fn(h(self), x, buf, 160))
  if need >= 160 then
    buf = ffi.new("char[?]", need + 1)
    check(self, fn(self.handle, x, buf, need + 1))
  end
  return ffi.string(buf)
end

--- The current decision as `player` may see it: whole for the decider, what
--- only he knows set to -1 for anyone else.
function Game:decision_for(player)
  local d = decision_t()
  check(self, C.wg_game_decision_for(h(self), player, d))
  return d
end

--- legal_actions() for the deciding player; {} for anyone else.
function Game:legal_actions_for(player)
  local n = check(self, C.wg_game_legal_actions_for(h(self), player, nil, 0))
  local buf = ffi.new("wg_action[?]", math.max(n, 1))
  n = check(self, C.wg_game_legal_actions_for(h(self), player, buf, n))
  local list = {}
  for i = 0, n - 1 do list[#list + 1] = action_t(buf[i]) end
  return list
end

--- The event as `player` (0, 1, or WG_SPECTATOR = -1) may see it (what he may
--- not see set to -1), or nil if he sees nothing of it.
function Game:event_for(ev, player)
  local out = event_t()
  return check(self, C.wg_event_for(h(self), ev, player, out)) == 1 and out or nil
end

--- describe(ev) as `player` may read it ("Axis draws a card"); "" if he sees nothing.
function Game:describe_for(ev, player)
  local buf = ffi.new("char[?]", 160)
  local need = check(self, C.wg_event_describe_for(h(self), ev, player, buf, 160))
  if need >= 160 then
    buf = ffi.new("char[?]", need + 1)
    check(self, C.wg_event_describe_for(self.handle, ev, player, buf, need + 1))
  end
  return ffi.string(buf)
end

function Game:save()
  local handle, len = h(self), size_out_t()
  local status = C.wg_game_save(handle, nil, 0, len)
  if status ~= M.WG_OK and status ~= M.WG_ERANGE then check(self, status) end
  local cap = len[0] + 1
  local buf = ffi.new("char[?]", cap)
  check(self, C.wg_game_save(handle, buf, cap, len))
  return ffi.string(buf, len[0])
end

function Game:save_file(path) check(self, C.wg_game_save_file(h(self), path)) end

-- acting (these may run callbacks: kept out of JIT traces, see below)

function Game:apply(a) finish(self, C.wg_game_apply(h(self), as_action(a))) end

--- Apply legal_actions()[i] (1-based) without making it; returns legal_count()
--- after it, so a random host is `local n = g:legal_count()` then
--- `while n > 0 do n = g:apply_index(math.random(n)) end`. An index outside
--- 1..legal_count() raises WG_ERANGE and changes nothing.
function Game:apply_index(i) return finish(self, C.wg_game_apply_index(h(self), i - 1)) end

--- true if `a` would be accepted now, else false and the reason.
function Game:check(a)
  local status = C.wg_game_check(h(self), as_action(a))
  if status == M.WG_EILLEGAL then return false, self:last_error() end
  finish(self, status)
  return true
end

function Game:undo() finish(self, C.wg_game_undo(h(self))) end

--- The exact distribution of the attack action `a` would commit now: a list of
--- {kind, unit, part, value, num, den, p, text} (p = num / den as a number; text
--- is the outcome in words, wg_odds_describe).
local function odds_text(self, o, i)
  local buf = ffi.new("char[?]", 160)
  local need = check(self, C.wg_odds_describe(h(self), o, i, buf, 160))
  if need >= 160 then
    buf = ffi.new("char[?]", need + 1)
    check(self, C.wg_odds_describe(h(self), o, i, buf, need + 1))
  end
  return ffi.string(buf)
end

function Game:odds(a)
  local o = ffi.new("wg_odds")
  o.size = ffi.sizeof("wg_odds")
  finish(self, C.wg_odds_action(h(self), as_action(a), o))
  local out = {}
  for i = 0, o.count - 1 do
    local oc = o.outcome[i]
    out[#out + 1] = { kind = oc.kind, unit = oc.unit, part = oc.part, value = oc.value,
                      num = tonumber(oc.num), den = tonumber(o.den),
                      p = C.wg_odds_p(o, i), text = odds_text(self, o, i) }
  end
  return out, tonumber(o.attacks)
end

--- Let the agents play: "done" when the game is over, "pending" when a decision
--- waits for an answer by pull, "stepped" when max_steps actions were applied.
function Game:run(max_steps)
  local status = finish(self, C.wg_game_run(h(self), max_steps or 0))
  if status == M.WG_OK then return "done" end
  if status == M.WG_STEPPED then return "stepped" end
  return "pending"
end

-- callbacks

local function replace_callback(self, name, cb, install)
  local status = install(cb)
  if status < 0 then
    if cb then cb:free() end
    check(self, status)
  end
  local old = self._callbacks[name]
  if old then old:free() end
  self._callbacks[name] = cb
end

--- fn(event) for every event; nil removes it. With `player` (0, 1, or
--- WG_SPECTATOR = -1): that seat's listener, which gets each event as the player
--- may see it (event_for) and none he sees nothing of; one per seat.
function Game:on_event(fn, player)
  local handle, errors = h(self), self._errors
  local cb = fn and ffi.cast("wg_event_fn", function(_, _, ev)
    local ok, e = pcall(fn, event_t(ev[0]))
    if not ok then errors[#errors + 1] = e end
  end)
  if player == nil then
    replace_callback(self, "event", cb, function(c) return C.wg_game_on_event(handle, c, nil) end)
  else
    replace_callback(self, "event" .. player, cb,
                     function(c) return C.wg_game_on_event_for(handle, player, c, nil) end)
  end
end

--- fn(roll) -> face 1..roll.sides rolls every die; nil goes back to the seeded dice.
function Game:set_dice(fn)
  local handle, errors = h(self), self._errors
  local cb = fn and ffi.cast("wg_dice_fn", function(_, _, roll)
    local r = roll_t(roll[0])
    local ok, face = pcall(fn, r)
    if ok and (type(face) ~= "number" or face < 1 or face > r.sides or face % 1 ~= 0) then
      ok, face = false, setmetatable({ status = M.WG_EINVAL, name = M.strerror(M.WG_EINVAL),
        message = "the dice source rolled " .. tostring(face) .. " on a d" .. r.sides }, Error)
    end
    if ok then return face end
    errors[#errors + 1] = face
    return -1
  end)
  replace_callback(self, "dice", cb, function(c) return C.wg_game_set_dice(handle, c, nil) end)
end

-- The read-only view an agent gets: the game's query methods on the callback's pointer.
local View = setmetatable({}, { __index = Game })
View.__index = View
for _, name in ipairs({ "apply", "apply_index", "undo", "run", "check", "close", "clone", "clone_for", "on_event",
                        "set_dice", "set_agent", "set_builtin_agent" }) do
  View[name] = function() error("wargame: an agent's view of the game is read-only", 2) end
end

--- fn(view, decision) -> action (wg_action or table), or nil to defer; nil removes it.
function Game:set_agent(player, fn)
  local handle, errors = h(self), self._errors
  local cb = fn and ffi.cast("wg_decide_fn", function(_, g, d, out)
    local view = setmetatable({ handle = ffi.cast("wg_game *", g), _errors = {},
                                _actions = actions_t(64), _cap = 64 }, View)
    local ok, a = pcall(fn, view, named(view.handle, decision_t(d[0])))
    view.handle = nil
    if ok and a ~= nil then
      ok, a = pcall(as_action, a)
    end
    if not ok then
      errors[#errors + 1] = a
      return M.WG_PENDING
    end
    if a == nil then return M.WG_PENDING end
    out[0] = a
    return M.WG_OK
  end)
  replace_callback(self, "agent" .. player, cb,
                   function(c) return C.wg_game_set_agent(handle, player, c, nil) end)
  self._agents[player] = nil
end

-- ---------------------------------------------------------------- search agent

local search_opts_t = ffi.typeof("wg_search_options")
local search_stats_t = ffi.typeof("wg_search_stats")
local search_out_t = ffi.typeof("wg_search *[1]")
M.types.search_options = search_opts_t
M.types.search_stats = search_stats_t

local Search = {}
Search.__index = Search

--- A search agent (wg_search_new). opts: iterations (default 200), time_ms (a time
--- limit per decision: not reproducible), seed, max_nodes, rollout_steps.
function M.Search(opts)
  opts = opts or {}
  local o = sized(search_opts_t)
  o.iterations = opts.iterations or ((opts.time_ms or 0) > 0 and 0 or 200)
  o.time_ms = opts.time_ms or 0
  o.max_nodes = opts.max_nodes or 0
  o.rollout_steps = opts.rollout_steps or 0
  o.seed = opts.seed or 1
  local out = search_out_t()
  local status = C.wg_search_new(out, o)
  if status ~= M.WG_OK then
    raise(status, "wg_search_new: bad options (a budget is needed; no negative numbers; "
                  .. "max_nodes at most 4194304)")
  end
  return setmetatable({ handle = ffi.gc(out[0], C.wg_search_free) }, Search)
end

-- An agent's answer to the game's current decision, the game unchanged: decide is a
-- wg_decide_fn (wg_search_decide, wg_agent_decide) and name its name for errors.
local function ask(decide, payload, game, name)
  local gh = game.handle
  if gh == nil then error("wargame: the game is closed", 3) end
  local d, a = decision_t(), action_t()
  C.wg_game_decision(gh, d)
  local status = decide(payload, gh, d, a)
  if status ~= M.WG_OK then -- agents set no game error: say what it means here
    raise(status, game:over() and name .. ": no decision to answer (the game is over)"
                  or name .. " failed")
  end
  return a
end

--- The search agent's answer (a wg_action) to the game's current decision.
function Search:decide(game)
  return ask(C.wg_search_decide, self.handle, game, "wg_search_decide")
end

--- The last decision's wg_search_stats (iterations, nodes, candidates, value, ms).
function Search:last()
  local st = sized(search_stats_t)
  C.wg_search_last(self.handle, st)
  return st
end

--- Free the agent now (else the garbage collector does). Safe to call twice.
function Search:close()
  if self.handle ~= nil then
    C.wg_search_free(ffi.gc(self.handle, nil))
    self.handle = nil
  end
end

-- ---------------------------------------------------------------- built-in agents asked by hand

local BuiltinAgent = {}
BuiltinAgent.__index = BuiltinAgent

--- A built-in agent you ask yourself (wg_agent_init), not seated at a player: a hint,
--- a second opinion, a fallback for an agent of your own. kind: WG_AGENT_RANDOM,
--- WG_AGENT_GREEDY (the default) or WG_AGENT_SEARCH at its default budget; seed: its
--- own generator's (never the game's dice), so the same seed gives the same answers.
function M.BuiltinAgent(kind, seed)
  local agent = sized(agent_t)
  local status = C.wg_agent_init(agent, kind or M.WG_AGENT_GREEDY, seed or 0)
  if status ~= M.WG_OK then
    raise(status, "wg_agent_init: no built-in agent of kind " .. tostring(kind))
  end
  return setmetatable({ agent = agent, kind = tonumber(agent.kind) }, BuiltinAgent)
end

--- The agent's answer (a wg_action) to the game's current decision; the game is unchanged.
function BuiltinAgent:decide(game)
  return ask(C.wg_agent_decide, self.agent, game, "wg_agent_decide")
end

--- A search agent (M.Search) plays `player`; the game keeps it alive.
function Game:set_search_agent(player, search)
  check(self, C.wg_game_set_agent(h(self), player, C.wg_search_decide, search.handle))
  local old = self._callbacks["agent" .. player]
  if old then old:free() end
  self._callbacks["agent" .. player] = nil
  self._agents[player] = search
end

--- A built-in agent (WG_AGENT_RANDOM / WG_AGENT_GREEDY / WG_AGENT_SEARCH) plays `player`.
--- For WG_AGENT_SEARCH, `budget` is its iterations per decision (default 200) and
--- `time_ms` a time limit; the Search is returned.
function Game:set_builtin_agent(player, kind, seed, budget, time_ms)
  if kind == M.WG_AGENT_SEARCH then
    local s = M.Search({ iterations = budget, time_ms = time_ms, seed = seed or 0 })
    self:set_search_agent(player, s)
    return s
  end
  local handle, agent = h(self), sized(agent_t)
  check(self, C.wg_agent_init(agent, kind or M.WG_AGENT_GREEDY, seed or 0))
  check(self, C.wg_game_set_agent(handle, player, C.wg_agent_decide, agent))
  local old = self._callbacks["agent" .. player]
  if old then old:free() end
  self._callbacks["agent" .. player] = nil
  self._agents[player] = agent
end

-- A C function that calls back into Lua must not be called from a JIT trace.
for _, name in ipairs({ "apply", "apply_index", "check", "undo", "run" }) do jit.off(Game[name], true) end

-- The rulesets' queries, loaded at first use: wargame.ogre, .m44, .mob, .fow
-- (bindings/lua/wargame/<ruleset>.lua, also require("wargame.<ruleset>")).
local RULESETS = { ogre = true, m44 = true, mob = true, fow = true }
setmetatable(M, { __index = function(t, k)
  if not RULESETS[k] then return nil end
  local mod = require("wargame." .. k)
  rawset(t, k, mod)
  return mod
end })

return M
