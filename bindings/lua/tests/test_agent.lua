-- Tests of the LuaJIT binding's wargame.BuiltinAgent (wg_agent_init and
-- wg_agent_decide asked by hand): a legal answer that changes nothing, the
-- answer the same agent seated at the player plays, its seed, and refusals.
local here = (arg and arg[0] or ""):match("^(.*)[/\\]") or "."
package.path = here .. "/?.lua;" .. here .. "/../?.lua;" .. package.path

local wargame = require("wargame")
local H = require("harness")
local test, eq = H.test, H.eq

local dir = os.getenv("WG_SCENARIO"):match("^(.*)/[^/]*$")
local ALL = { "ogre-basic", "m44-base", "mob-skirmish", "fow-tank-duel" }
local KINDS = { wargame.WG_AGENT_RANDOM, wargame.WG_AGENT_GREEDY }

local function open(name, seed) return wargame.open(dir .. "/" .. name .. ".yaml", seed) end

local function same(a, b)
  return a.type == b.type and a.unit == b.unit and a.target == b.target and
         a.weapon == b.weapon and a.part == b.part and a.card == b.card and
         a.x == b.x and a.y == b.y and a.value == b.value
end

-- What the agent plays when seated at the deciding player: one step of a copy.
local function seated_answer(g, kind, seed)
  local c = g:clone()
  c:set_builtin_agent(c:decision().player, kind, seed)
  c:run(1)
  local h = c:history()
  local a = h[#h].action
  c:close()
  return a
end

test("an answer is legal and changes nothing", function()
  for _, name in ipairs(ALL) do
    local g = open(name, 3)
    for _, kind in ipairs(KINDS) do
      local before = g:hash()
      local a = wargame.BuiltinAgent(kind, 7):decide(g)
      eq(g:hash(), before, name .. ": hash unchanged")
      eq(g:check(a), true, name .. ": the answer is legal")
    end
    g:close()
  end
end)

test("the answer is what the seated agent plays", function()
  for _, name in ipairs(ALL) do
    local g = open(name, 5)
    for _ = 1, 30 do
      if g:over() then break end
      for _, kind in ipairs(KINDS) do
        local mine = wargame.BuiltinAgent(kind, 11):decide(g)
        assert(same(mine, seated_answer(g, kind, 11)), name .. ": the seated agent's answer")
      end
      g:apply(wargame.BuiltinAgent(wargame.WG_AGENT_GREEDY, 1):decide(g))
    end
    g:close()
  end
end)

test("the seed picks the answer, the same seed the same one", function()
  local g = open("m44-base", 2)
  local seen, kinds = {}, 0
  for seed = 0, 11 do
    local first = wargame.BuiltinAgent(wargame.WG_AGENT_RANDOM, seed):decide(g)
    assert(same(wargame.BuiltinAgent(wargame.WG_AGENT_RANDOM, seed):decide(g), first),
           "the same seed, the same answer")
    local key = g:describe(first)
    if not seen[key] then seen[key], kinds = true, kinds + 1 end
  end
  assert(kinds > 1, "the seed chooses among the answers")
  g:close()
end)

test("the kind, and refusals", function()
  eq(wargame.BuiltinAgent().kind, wargame.WG_AGENT_GREEDY, "greedy by default")
  local ok, e = pcall(wargame.BuiltinAgent, 9)
  assert(not ok and wargame.is_error(e, wargame.WG_EINVAL), "an unknown kind")
  local g = open("mob-skirmish", 4)
  g:set_builtin_agent(0, wargame.WG_AGENT_GREEDY, 1)
  g:set_builtin_agent(1, wargame.WG_AGENT_GREEDY, 2)
  eq(g:run(), "done", "the game ends")
  ok, e = pcall(wargame.BuiltinAgent().decide, wargame.BuiltinAgent(), g)
  assert(not ok and wargame.is_error(e, wargame.WG_ESTATE), "a finished game")
  assert(tostring(e):find("over"), "the message says why")
  g:close()
end)

H.finish()
