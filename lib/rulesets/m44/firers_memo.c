/*
 * The firers of the last Op Fire window opened, kept in the game's memo
 * (wg_memo): the window's listing asks m44_rules_opfire_firers again, of
 * the state its opening asked, and every step a random game takes opens or
 * lists such windows. The entry keeps its whole input, the mover and the
 * ruleset's state (the firers read nothing else), and answers only while
 * the game has both again.
 */
#include <string.h>

#include "m44_internal.h"

typedef struct firers_memo {
    int32_t known;                 /* 0 in a new game and a clone: nothing kept */
    int32_t mover;
    uint8_t ok[WG_M44_MAX_UNITS];  /* m44_rules_opfire_firers' ok */
    unsigned char state[];         /* the ruleset's state: m44_state_size bytes */
} firers_memo;

size_t m44_memo_size(const void *data)
{
    return sizeof(firers_memo) + m44_state_size(data);
}

void m44_firers_remember(const wg_game *g, int mover, const uint8_t *ok)
{
    firers_memo *m = wg_memo(g);
    const m44_data *d = m44_cdata(g);
    if (!m)
        return;
    m->known = 1;
    m->mover = mover;
    memcpy(m->ok, ok, (size_t)d->nunits);
    memcpy(m->state, m44_cst(g), m44_state_size(d));
}

int m44_firers_recall(const wg_game *g, int mover, uint8_t *ok)
{
    const firers_memo *m = wg_memo(g);
    const m44_data *d = m44_cdata(g);
    if (!m || !m->known || m->mover != mover ||
        memcmp(m->state, m44_cst(g), m44_state_size(d)) != 0)
        return 0;
    memcpy(ok, m->ok, (size_t)d->nunits);
    return 1;
}
