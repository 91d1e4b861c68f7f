-- LuaRocks package of the LuaJIT binding. It needs libwargame installed
-- (`meson install`, which also installs this module): the FFI declarations
-- are generated at build time from the installed headers that pkg-config
-- names, the library is loaded at run time (WG_LIBRARY, or the system path).
--   luarocks make bindings/lua/wargame-0.1.0-1.rockspec   (from the source tree)
rockspec_format = "3.0"
package = "wargame"
version = "0.1.0-1"
source = {
   url = "git+https://example.invalid/libwargame.git",
   tag = "v0.1.0",
}
description = {
   summary = "LuaJIT FFI binding of libwargame, a headless wargame rules library",
   detailed = [[
      OGRE with Splitfire, Memoir '44 with Opportunity Fire, the "Memoir of
      Battle" draft and Flames of War "Open Fire!": decisions, legal actions,
      seeded dice, events, exact odds, save and load, from LuaJIT.
   ]],
   license = "MIT",
}
dependencies = {
   "lua == 5.1",   -- LuaJIT (the binding uses its FFI)
}
build = {
   type = "command",
   build_command = [[
      inc=$(pkg-config --variable=includedir libwargame)/wargame &&
      python3 bindings/lua/gen_cdef.py wargame_cdef.lua "$inc/wargame.h" "$inc/ogre.h" \
         "$inc/hex.h" "$inc/fow.h" "$inc/mob.h" "$inc/m44.h"
   ]],
   install = {
      lua = {
         wargame = "bindings/lua/wargame.lua",
         wargame_cdef = "wargame_cdef.lua",
      },
   },
}
