/*
 * The game's dice generator: xoshiro256** (Blackman and Vigna, 2018; its
 * step is wg_xoshiro_next in ruleset.h, inline for the agents' draws), its
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

uint64_t wg_rng_next(uint64_t s[4])
{
    return wg_xoshiro_next(s);
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

uint32_t wg_agent_pick_redraw(uint64_t rng[4], uint32_t n, uint64_t m)
{
    uint32_t reject = (UINT32_C(0) - n) % n;
    while ((uint32_t)m < reject)
        m = (wg_rng_next(rng) >> 32) * (uint64_t)n;
    return (uint32_t)(m >> 32);
}
