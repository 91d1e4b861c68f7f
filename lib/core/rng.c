/*
 * The game's dice generator: xoshiro256** (Blackman and Vigna, 2018), its
 * 256-bit state seeded from the 64-bit game seed by four steps of
 * splitmix64. Test vectors are in tests/core/test_rng.c. Dice are drawn
 * without modulo bias by rejecting the low 2^64 mod n outputs.
 */
#include "game_internal.h"

uint64_t wg_splitmix64(uint64_t *x)
{
    uint64_t z = (*x += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

void wg_rng_seed(uint64_t s[4], uint64_t seed)
{
    uint64_t x = seed;
    for (int i = 0; i < 4; i++)
        s[i] = wg_splitmix64(&x);
}

static uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

uint64_t wg_rng_next(uint64_t s[4])
{
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

uint32_t wg_rng_below(uint64_t s[4], uint32_t n)
{
    uint64_t threshold = (UINT64_C(0) - n) % n; /* 2^64 mod n */
    uint64_t r;
    do
        r = wg_rng_next(s);
    while (r < threshold);
    return (uint32_t)(r % n);
}

/* The agents' generators are separate from the game's, same algorithm. */
uint64_t wg_agent_next(uint64_t rng[4])
{
    return wg_rng_next(rng);
}

uint32_t wg_agent_below(uint64_t rng[4], uint32_t n)
{
    return wg_rng_below(rng, n);
}

/*
 * Lemire's multiply-and-shift, exactly uniform: the top 32 bits of a draw
 * times n, redrawn in the rare case the low half falls in the short
 * stretch (2^32 mod n of them) that would favour some results. No
 * division on the common path: a random agent draws once per action.
 */
uint32_t wg_agent_pick(uint64_t rng[4], uint32_t n)
{
    uint64_t m = (wg_rng_next(rng) >> 32) * (uint64_t)n;
    if ((uint32_t)m < n) {
        uint32_t reject = (UINT32_C(0) - n) % n;
        while ((uint32_t)m < reject)
            m = (wg_rng_next(rng) >> 32) * (uint64_t)n;
    }
    return (uint32_t)(m >> 32);
}
