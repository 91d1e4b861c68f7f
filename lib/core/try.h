/*
 * WG_TRY: the library's one way to pass a refusal up. Readers, loaders and
 * queries chain their checks with it, so that the first refusal (and the
 * message it set) is what the caller gets.
 */
#ifndef WG_CORE_TRY_H
#define WG_CORE_TRY_H

#include "wargame/wargame.h"

/* Return the status of x from the calling function unless it is WG_OK. */
#define WG_TRY(x)                \
    do {                         \
        int wg_try_rc_ = (x);    \
        if (wg_try_rc_ != WG_OK) \
            return wg_try_rc_;   \
    } while (0)

#endif
