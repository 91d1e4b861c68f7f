/*
 * wg_game_hash: a digest of the whole state, recorded after every action of
 * a save file (save.c), so that a replay that parts from the recorded game
 * says where. A ruleset may keep its state in a tighter layout than the one
 * its hashes were made with (wg_ruleset.hash_state): it then puts the bytes
 * of that older layout, its hashed form, through the stream below, and the
 * saves made before keep loading.
 */
#include <string.h>

#include "game_internal.h"

/*
 * The digest reads the state as little-endian 64-bit words (wg_hash_le64),
 * so it is the same on every platform; each word is mixed in with a multiply-rotate
 * step (wg_hash_mix, ruleset.h) and the result finished with splitmix64's
 * avalanche.
 */
/* ------------------------------------------------------------ the stream */

void wg_hasher_start(wg_hasher *s, size_t n)
{
    s->h = UINT64_C(0x6A09E667F3BCC909) ^ n;
    s->word = 0;
    s->fill = 0;
}

/* One byte into the word being filled (little-endian: the first byte lowest). */
static void put_byte(wg_hasher *s, unsigned char b)
{
    s->word |= (uint64_t)b << (8 * s->fill);
    if (++s->fill == 8) {
        s->h = wg_hash_mix(s->h, s->word);
        s->word = 0;
        s->fill = 0;
    }
}

void wg_hasher_put(wg_hasher *s, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (; n && s->fill; n--)
        put_byte(s, *b++);
    uint64_t h = s->h; /* not s->h in the loop: the bytes read may alias it */
    for (; n >= 8; n -= 8, b += 8) /* whole words: the state's own bytes, mostly */
        h = wg_hash_mix(h, wg_hash_le64(b));
    s->h = h;
    for (; n; n--)
        put_byte(s, *b++);
}

void wg_hasher_zeros(wg_hasher *s, size_t n)
{
    static const unsigned char zeros[64];
    for (; n > sizeof zeros; n -= sizeof zeros)
        wg_hasher_put(s, zeros, sizeof zeros);
    wg_hasher_put(s, zeros, n);
}

/* The digest of the n bytes put since wg_hasher_start(s, n). */
uint64_t wg_hasher_end(wg_hasher *s)
{
    if (s->fill)
        s->h = wg_hash_mix(s->h, s->word); /* the last word's missing bytes count as zeros */
    return wg_splitmix64(&s->h);
}

/* ------------------------------------------------------------ digests */

uint64_t wg_hash_bytes(const unsigned char *p, size_t n)
{
    wg_hasher s;
    wg_hasher_start(&s, n);
    wg_hasher_put(&s, p, n);
    return wg_hasher_end(&s);
}

uint64_t wg_game_hash(const wg_game *g)
{
    if (!g)
        return 0;
    const wg_shared *sh = g->sh;
    if (!sh->rs->hash_state)
        return wg_hash_bytes(g->head.state, sh->state_size);
    wg_hasher s;
    wg_hasher_start(&s, sh->rs_offset + sh->rs->hashed_size(sh->data));
    wg_hasher_put(&s, g->head.state, sh->rs_offset); /* the core's part as it is */
    sh->rs->hash_state(g, &s);
    return wg_hasher_end(&s);
}
