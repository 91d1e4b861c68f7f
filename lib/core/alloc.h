/*
 * Allocation through the host's hooks (wg_options) or the C library.
 * Internal; every allocation of a game goes through one wg_alloc.
 */
#ifndef WG_CORE_ALLOC_H
#define WG_CORE_ALLOC_H

#include <stddef.h>

#include "wargame/wargame.h"

typedef struct wg_alloc {
    wg_malloc_fn malloc_fn;
    wg_realloc_fn realloc_fn;
    wg_free_fn free_fn;
    void *payload;
} wg_alloc;

/* The C library's malloc/realloc/free. */
void wg_alloc_default(wg_alloc *a);
/* From options (NULL = default). WG_EINVAL if only some hooks are given. */
int wg_alloc_from_options(wg_alloc *a, const wg_options *opts);

void *wg_malloc(const wg_alloc *a, size_t n);
void *wg_calloc(const wg_alloc *a, size_t count, size_t size); /* zeroed; overflow-checked */
void *wg_realloc(const wg_alloc *a, void *p, size_t n);
void wg_free(const wg_alloc *a, void *p);
char *wg_strndup(const wg_alloc *a, const char *s, size_t n);

/*
 * Grow a vector so it holds at least `need` items of `size` bytes:
 * *items / *cap are updated; capacity doubles. WG_OK or WG_ENOMEM (then
 * nothing changed).
 */
int wg_vec_reserve(const wg_alloc *a, void **items, size_t *cap, size_t need, size_t size);

#endif
