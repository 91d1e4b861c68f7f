/*
 * The portable 128-bit integers (lib/core/u128.h) against two references on
 * many values: a schoolbook product and long division over 16-bit digits,
 * written independently and in plain C, and, where the compiler has it,
 * its own unsigned __int128 (what fow's odds used before).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "core/u128.h"

#define ROUNDS 200000

/* A 128-bit number as eight 16-bit digits, least significant first. */
typedef struct digits {
    uint32_t d[8];
} digits;

static digits digits_of(wg_u128 a)
{
    digits r;
    for (int i = 0; i < 4; i++) {
        r.d[i] = (uint32_t)(a.lo >> (16 * i)) & 0xffffu;
        r.d[i + 4] = (uint32_t)(a.hi >> (16 * i)) & 0xffffu;
    }
    return r;
}

static wg_u128 u128_of_digits(digits x)
{
    wg_u128 r = { 0, 0 };
    for (int i = 0; i < 4; i++) {
        r.lo |= (uint64_t)x.d[i] << (16 * i);
        r.hi |= (uint64_t)x.d[i + 4] << (16 * i);
    }
    return r;
}

/* The low 128 bits of a * b, digit by digit. */
static wg_u128 ref_mul(wg_u128 a, wg_u128 b)
{
    digits x = digits_of(a), y = digits_of(b), p;
    memset(&p, 0, sizeof p);
    for (int i = 0; i < 8; i++) {
        uint32_t carry = 0;
        for (int j = 0; i + j < 8; j++) {
            uint32_t prod = x.d[i] * y.d[j]; /* below 2^32 */
            uint32_t sum = p.d[i + j] + (prod & 0xffffu) + carry;
            p.d[i + j] = sum & 0xffffu;
            carry = (sum >> 16) + (prod >> 16);
        }
    }
    return u128_of_digits(p);
}

static wg_u128 ref_add(wg_u128 a, wg_u128 b)
{
    digits x = digits_of(a), y = digits_of(b), s;
    uint32_t carry = 0;
    for (int i = 0; i < 8; i++) {
        uint32_t t = x.d[i] + y.d[i] + carry;
        s.d[i] = t & 0xffffu;
        carry = t >> 16;
    }
    return u128_of_digits(s);
}

/* Long division by a 16-bit divisor, digit by digit from the top. */
static wg_u128 ref_div16(wg_u128 a, uint32_t d, uint32_t *rem)
{
    digits x = digits_of(a), q;
    uint32_t r = 0;
    for (int i = 7; i >= 0; i--) {
        uint32_t cur = r << 16 | x.d[i];
        q.d[i] = cur / d;
        r = cur % d;
    }
    *rem = r;
    return u128_of_digits(q);
}

static uint64_t next(uint64_t *s)
{
    uint64_t z = (*s += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

/* Random values of every size: whole words, and short ones that carry less. */
static uint64_t value(uint64_t *s)
{
    uint64_t v = next(s);
    int bits = (int)(next(s) % 65);
    return bits == 64 ? v : v & ((UINT64_C(1) << bits) - 1);
}

static wg_u128 wide(uint64_t *s)
{
    wg_u128 r = { value(s), value(s) };
    return r;
}

static void assert_u128(wg_u128 got, wg_u128 want)
{
    assert_int_equal(got.hi, want.hi);
    assert_int_equal(got.lo, want.lo);
}

static void test_mul64_against_digits(void **state)
{
    (void)state;
    uint64_t s = 1;
    for (int i = 0; i < ROUNDS; i++) {
        uint64_t a = value(&s), b = value(&s);
        assert_u128(wg_u128_mul64(a, b), ref_mul(wg_u128_of(a), wg_u128_of(b)));
    }
    uint64_t top = UINT64_MAX;
    assert_u128(wg_u128_mul64(top, top), ref_mul(wg_u128_of(top), wg_u128_of(top)));
}

static void test_mul_and_add_against_digits(void **state)
{
    (void)state;
    uint64_t s = 2;
    for (int i = 0; i < ROUNDS; i++) {
        wg_u128 a = wide(&s), b = wide(&s);
        uint64_t c = value(&s);
        assert_u128(wg_u128_mul(a, b), ref_mul(a, b));
        assert_u128(wg_u128_mul_u64(a, c), ref_mul(a, wg_u128_of(c)));
        assert_u128(wg_u128_add(a, b), ref_add(a, b));
    }
}

static void test_division_against_digits(void **state)
{
    (void)state;
    uint64_t s = 3;
    for (int i = 0; i < ROUNDS; i++) {
        wg_u128 a = wide(&s);
        uint32_t d = (uint32_t)(next(&s) % 65535u) + 1, r1, r2;
        if (i % 4 == 0)
            d = 6; /* what the odds divide by */
        assert_u128(wg_u128_divmod32(a, d, &r1), ref_div16(a, d, &r2));
        assert_int_equal(r1, r2);
        /* a quotient that fits in 64 bits: q * d + r, with r < d */
        uint64_t den = value(&s) | 1, q = value(&s), rest = value(&s) % den;
        if (den >> 63)
            den >>= 1;
        rest %= den;
        wg_u128 n = wg_u128_add(wg_u128_mul64(q, den), wg_u128_of(rest));
        assert_int_equal(wg_u128_div64(n, den), q);
    }
}

static void test_compare(void **state)
{
    (void)state;
    uint64_t s = 4;
    for (int i = 0; i < ROUNDS; i++) {
        wg_u128 a = wide(&s), b = i % 3 ? wide(&s) : a;
        int want = a.hi != b.hi ? (a.hi < b.hi ? -1 : 1) : a.lo != b.lo ? (a.lo < b.lo ? -1 : 1) : 0;
        assert_int_equal(wg_u128_cmp(a, b), want);
        assert_int_equal(wg_u128_is_zero(a), a.hi == 0 && a.lo == 0);
    }
    assert_true(wg_u128_is_zero(wg_u128_of(0)));
}

#if defined(__SIZEOF_INT128__)
__extension__ typedef unsigned __int128 native;

static native to_native(wg_u128 a)
{
    return (native)a.hi << 64 | a.lo;
}

/* The same answers as the compiler's own 128-bit arithmetic. */
static void test_against_native(void **state)
{
    (void)state;
    uint64_t s = 5;
    for (int i = 0; i < ROUNDS; i++) {
        wg_u128 a = wide(&s), b = wide(&s);
        uint64_t x = value(&s), y = value(&s);
        uint32_t d = (uint32_t)(next(&s) >> 32) | 1, rem;
        assert_true(to_native(wg_u128_mul64(x, y)) == (native)x * y);
        assert_true(to_native(wg_u128_mul(a, b)) == to_native(a) * to_native(b));
        assert_true(to_native(wg_u128_mul_u64(a, x)) == to_native(a) * x);
        assert_true(to_native(wg_u128_add(a, b)) == to_native(a) + to_native(b));
        assert_true(to_native(wg_u128_divmod32(a, d, &rem)) == to_native(a) / d);
        assert_true(rem == (uint32_t)(to_native(a) % d));
        assert_int_equal(wg_u128_cmp(a, b) < 0, to_native(a) < to_native(b));
        if (y && a.hi < y && y < (UINT64_C(1) << 63))
            assert_true(wg_u128_div64(a, y) == (uint64_t)(to_native(a) / y));
    }
}
#else
static void test_against_native(void **state)
{
    (void)state;
    skip();
}
#endif

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_mul64_against_digits),
        cmocka_unit_test(test_mul_and_add_against_digits),
        cmocka_unit_test(test_division_against_digits),
        cmocka_unit_test(test_compare),
        cmocka_unit_test(test_against_native),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
