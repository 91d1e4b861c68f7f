/* The public headers compile as strict C99 (built with -std=c99 -pedantic). */
#include "wargame/wargame.h"
#include "wargame/hex.h"
#include "wargame/ogre.h"
#include "wargame/fow.h"
#include "wargame/mob.h"
#include "wargame/m44.h"

int main(void)
{
    wg_options opts = WG_OPTIONS_INIT;
    return opts.size == sizeof opts ? 0 : 1;
}
