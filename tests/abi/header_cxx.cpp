// The public headers compile as C++ and link from C++ (extern "C").
#include "wargame/wargame.h"
#include "wargame/hex.h"
#include "wargame/ogre.h"
#include "wargame/fow.h"
#include "wargame/mob.h"
#include "wargame/m44.h"

int main()
{
    wg_options opts = WG_OPTIONS_INIT;
    wg_action a = WG_ACTION_INIT;
    wg_game_info info = WG_GAME_INFO_INIT;
    (void)info;
    return (opts.size == sizeof opts && a.unit == -1 && wg_version_number() == WG_VERSION_NUMBER)
               ? 0
               : 1;
}
