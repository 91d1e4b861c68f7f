-- The tests' tiny runner and assertions, shared by every Lua test file.
-- A test file ends with H.finish(), which prints "N passed, N failed" as its
-- last line and exits non-zero if any test failed.
local wargame = require("wargame")

local H = {}
local passed, failed = 0, 0

function H.read(path)
  local f = assert(io.open(path, "rb"))
  local s = f:read("*a")
  f:close()
  return s
end

function H.test(name, fn)
  local ok, err = xpcall(fn, function(e) return debug.traceback(tostring(e), 2) end)
  if ok then
    passed = passed + 1
    print("ok     " .. name)
  else
    failed = failed + 1
    print("FAILED " .. name .. "\n  " .. tostring(err):gsub("\n", "\n  "))
  end
end

function H.eq(a, b, what)
  if a ~= b then
    error(string.format("%s: expected %s, got %s", what or "value", tostring(b), tostring(a)), 2)
  end
end

function H.same(list, expected, what)
  H.eq(#list, #expected, (what or "list") .. " length")
  for i = 1, #expected do H.eq(list[i], expected[i], (what or "list") .. "[" .. i .. "]") end
end

function H.raises(fn, status)
  local ok, e = pcall(fn)
  if ok then error("expected an error", 2) end
  if not wargame.is_error(e, status) then
    error("expected a wargame error with status " .. tostring(status) .. ", got " .. tostring(e), 2)
  end
  return e
end

function H.find(list, pred)
  for _, x in ipairs(list) do if pred(x) then return x end end
end

-- A battle odds outcome's value in its six 4-bit fields, low bits first (mob.h's and
-- m44.h's _OUTCOME_HITS .. _LEFT): hits, flags, ignored, steps, rest, left.
function H.outcome_fields(value)
  local f = {}
  for i, name in ipairs({ "hits", "flags", "ignored", "steps", "rest", "left" }) do
    f[name] = bit.band(bit.rshift(value, 4 * (i - 1)), 15)
  end
  return f
end

function H.finish()
  print(string.format("%d passed, %d failed", passed, failed))
  os.exit(failed == 0 and 0 or 1)
end

return H
