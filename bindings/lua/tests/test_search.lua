-- Tests of the LuaJIT binding of the search agent (wargame.Search,
-- WG_AGENT_SEARCH): an answer that changes nothing, a side played with a
-- budget, the same game for the same seed and budget, bad options refused.
local here = (arg and arg[0] or ""):match("^(.*)[/\\]") or "."
package.path = here .. "/?.lua;" .. here .. "/../?.lua;" .. package.path

local wargame = require("wargame")
local H = require("harness")
local test, eq = H.test, H.eq

local dir = os.getenv("WG_SCENARIO"):match("^(.*)/[^/]*$")
local SKIRMISH = dir .. "/mob-skirmish.yaml"

local function play(seed, budget)
  local g = wargame.open(SKIRMISH, seed)
  g:set_builtin_agent(0, wargame.WG_AGENT_SEARCH, 3, budget)
  g:set_builtin_agent(1, wargame.WG_AGENT_GREEDY, 4)
  eq(g:run(), "done", "the game ends")
  local hash = g:hash()
  g:close()
  return hash
end

test("a search answer is legal and changes nothing", function()
  local g = wargame.open(SKIRMISH, 2)
  local s = wargame.Search({ iterations = 20, seed = 5, rollout_steps = 10 })
  local before = g:hash()
  local a = s:decide(g)
  eq(g:hash(), before, "hash unchanged")
  eq(g:check(a), true, "the answer is legal")
  assert(s:last().nodes <= 21, "the tree stays within its budget")
  s:close()
  s:close()
  g:close()
end)

test("same seed and budget, same game", function()
  eq(play(7, 10), play(7, 10), "final hash")
end)

test("bad options are refused", function()
  local ok, e = pcall(wargame.Search, { iterations = 0, time_ms = 0 })
  assert(not ok and wargame.is_error(e, wargame.WG_EINVAL), "no budget")
  local s = wargame.Search({ time_ms = 5 })
  eq(s:last().iterations, 0, "no decision yet")
end)

test("a finished game is a state error that says so", function()
  local g = wargame.open(SKIRMISH, 1)
  g:set_builtin_agent(0, wargame.WG_AGENT_RANDOM, 1)
  g:set_builtin_agent(1, wargame.WG_AGENT_RANDOM, 2)
  eq(g:run(), "done", "the game ends")
  local s = wargame.Search({ iterations = 5 })
  local ok, e = pcall(s.decide, s, g)
  assert(not ok and wargame.is_error(e, wargame.WG_ESTATE), "a state error")
  assert(tostring(e):find("the game is over", 1, true), "the message says why")
  s:close()
  g:close()
end)

H.finish()
