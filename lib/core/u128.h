/*
 * Unsigned 128-bit integers in portable C99: exact products of 64-bit
 * numbers and numerators of exact odds over 6^n. C99 has no 128-bit type,
 * and __int128 is a gcc/clang extension that 32-bit targets and MSVC lack,
 * so the library carries its own. Internal; inline, because fow's odds add
 * and multiply them in their innermost loop. Where the compiler has
 * __int128, the one product below uses it (one instruction instead of four
 * multiplies); WG_U128_PORTABLE turns that off, and the tests build both
 * ways (tests/core/test_u128.c), so the portable path is checked too.
 */
#ifndef WG_CORE_U128_H
#define WG_CORE_U128_H

#include <stdint.h>

typedef struct wg_u128 {
    uint64_t hi, lo;
} wg_u128;

static inline wg_u128 wg_u128_of(uint64_t v)
{
    wg_u128 r = { 0, v };
    return r;
}

static inline int wg_u128_is_zero(wg_u128 a)
{
    return (a.hi | a.lo) == 0;
}

/* -1, 0 or 1 as a <, == or > b. */
static inline int wg_u128_cmp(wg_u128 a, wg_u128 b)
{
    if (a.hi != b.hi)
        return a.hi < b.hi ? -1 : 1;
    return a.lo < b.lo ? -1 : a.lo > b.lo;
}

/* a + b, modulo 2^128. */
static inline wg_u128 wg_u128_add(wg_u128 a, wg_u128 b)
{
    wg_u128 r;
    r.lo = a.lo + b.lo;
    r.hi = a.hi + b.hi + (r.lo < a.lo);
    return r;
}

#if defined(__SIZEOF_INT128__) && !defined(WG_U128_PORTABLE)
/* The whole product of two 64-bit numbers, by the compiler's 128-bit type. */
static inline wg_u128 wg_u128_mul64(uint64_t a, uint64_t b)
{
    __extension__ typedef unsigned __int128 native;
    native p = (native)a * b;
    wg_u128 r = { (uint64_t)(p >> 64), (uint64_t)p };
    return r;
}
#else
/* The whole product of two 64-bit numbers, from their 32-bit halves. */
static inline wg_u128 wg_u128_mul64(uint64_t a, uint64_t b)
{
    const uint64_t low = 0xffffffffu;
    uint64_t ll = (a & low) * (b & low), lh = (a & low) * (b >> 32);
    uint64_t hl = (a >> 32) * (b & low), hh = (a >> 32) * (b >> 32);
    uint64_t mid = (ll >> 32) + (lh & low) + (hl & low);
    wg_u128 r;
    r.lo = (mid << 32) | (ll & low);
    r.hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
    return r;
}
#endif

/* a * b, modulo 2^128 (what unsigned arithmetic does). */
static inline wg_u128 wg_u128_mul_u64(wg_u128 a, uint64_t b)
{
    wg_u128 r = wg_u128_mul64(a.lo, b);
    r.hi += a.hi * b;
    return r;
}

/* a * b, modulo 2^128. */
static inline wg_u128 wg_u128_mul(wg_u128 a, wg_u128 b)
{
    wg_u128 r = wg_u128_mul64(a.lo, b.lo);
    r.hi += a.hi * b.lo + a.lo * b.hi;
    return r;
}

/*
 * floor(n / d) and n mod d for a divisor below 2^32 (fow's odds divide by
 * 6): four steps of 32 bits, each a division that fits in 64 bits.
 */
static inline wg_u128 wg_u128_divmod32(wg_u128 n, uint32_t d, uint32_t *rem)
{
    uint64_t limb[4] = { n.hi >> 32, n.hi & 0xffffffffu, n.lo >> 32, n.lo & 0xffffffffu };
    uint64_t r = 0, q[4];
    for (int i = 0; i < 4; i++) {
        uint64_t cur = r << 32 | limb[i];
        q[i] = cur / d;
        r = cur % d;
    }
    wg_u128 out = { q[0] << 32 | q[1], q[2] << 32 | q[3] };
    if (rem)
        *rem = (uint32_t)r;
    return out;
}

/*
 * floor(n / d) for 0 < d < 2^63 when the quotient fits in 64 bits
 * (n.hi < d): one machine division when n is small, else bit by bit.
 */
static inline uint64_t wg_u128_div64(wg_u128 n, uint64_t d)
{
    uint64_t rem = n.hi, q = 0;
    if (n.hi == 0)
        return n.lo / d;
    for (int i = 63; i >= 0; i--) {
        rem = (rem << 1) | ((n.lo >> i) & 1u);
        q <<= 1;
        if (rem >= d) {
            rem -= d;
            q |= 1u;
        }
    }
    return q;
}

#endif
