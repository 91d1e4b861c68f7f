/* Allocation through the host's hooks. */
#include "alloc.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static void *libc_malloc(void *payload, size_t n)
{
    (void)payload;
    return malloc(n);
}

static void *libc_realloc(void *payload, void *p, size_t n)
{
    (void)payload;
    return realloc(p, n);
}

static void libc_free(void *payload, void *p)
{
    (void)payload;
    free(p);
}

void wg_alloc_default(wg_alloc *a)
{
    a->malloc_fn = libc_malloc;
    a->realloc_fn = libc_realloc;
    a->free_fn = libc_free;
    a->payload = NULL;
}

int wg_alloc_from_options(wg_alloc *a, const wg_options *opts)
{
    wg_alloc_default(a);
    if (!opts || (!opts->malloc_fn && !opts->realloc_fn && !opts->free_fn))
        return WG_OK;
    if (!opts->malloc_fn || !opts->realloc_fn || !opts->free_fn)
        return WG_EINVAL;
    a->malloc_fn = opts->malloc_fn;
    a->realloc_fn = opts->realloc_fn;
    a->free_fn = opts->free_fn;
    a->payload = opts->alloc_payload;
    return WG_OK;
}

void *wg_malloc(const wg_alloc *a, size_t n)
{
    return a->malloc_fn(a->payload, n ? n : 1);
}

void *wg_calloc(const wg_alloc *a, size_t count, size_t size)
{
    if (size && count > SIZE_MAX / size)
        return NULL;
    void *p = wg_malloc(a, count * size);
    if (p)
        memset(p, 0, count * size);
    return p;
}

void *wg_realloc(const wg_alloc *a, void *p, size_t n)
{
    return a->realloc_fn(a->payload, p, n ? n : 1);
}

void wg_free(const wg_alloc *a, void *p)
{
    if (p)
        a->free_fn(a->payload, p);
}

char *wg_strndup(const wg_alloc *a, const char *s, size_t n)
{
    if (n == SIZE_MAX)
        return NULL; /* n + 1 would wrap to an empty buffer */
    char *d = wg_malloc(a, n + 1);
    if (d) {
        memcpy(d, s, n);
        d[n] = '\0';
    }
    return d;
}

int wg_vec_reserve(const wg_alloc *a, void **items, size_t *cap, size_t need, size_t size)
{
    if (need <= *cap)
        return WG_OK;
    size_t ncap = *cap ? *cap : 16;
    while (ncap < need) {
        if (ncap > SIZE_MAX / 2 / size)
            return WG_ENOMEM;
        ncap *= 2;
    }
    void *p = wg_realloc(a, *items, ncap * size);
    if (!p)
        return WG_ENOMEM;
    *items = p;
    *cap = ncap;
    return WG_OK;
}
