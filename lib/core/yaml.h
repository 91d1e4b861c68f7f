/*
 * The YAML layer: a whole document parsed with libyaml's event API into a
 * small read-only tree, with limits, and helpers that turn nodes into
 * numbers and strings with "file:line:column: message" errors.
 *
 * Internal to the library (not installed). Every function is prefixed wg_y.
 */
#ifndef WG_CORE_YAML_H
#define WG_CORE_YAML_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include "alloc.h"

/* Limits on hostile input (documented in README: "Limits"). */
#define WG_Y_MAX_BYTES (4u * 1024u * 1024u) /* whole document */
#define WG_Y_MAX_DEPTH 32                   /* nesting of maps and sequences */
#define WG_Y_MAX_NODES 200000               /* nodes in one document */
#define WG_Y_MAX_SCALAR (64u * 1024u)       /* bytes in one scalar */

typedef enum wg_ykind { WG_Y_SCALAR = 1, WG_Y_SEQ = 2, WG_Y_MAP = 3 } wg_ykind;

/*
 * One node. A map's children alternate key, value (keys are scalars; a
 * non-scalar or duplicate key is a parse error). Lines and columns 1-based.
 */
typedef struct wg_ynode {
    int kind;                  /* wg_ykind */
    int line, column;
    const char *text;          /* scalar text, NUL-terminated; NULL otherwise */
    size_t len;                /* scalar length */
    int quoted;                /* scalar was not plain ('..', "..", | or >): never a null */
    struct wg_ynode **child;   /* children (maps: key0, value0, key1, ...) */
    int count;                 /* number of children */
} wg_ynode;

/* A parsed document: owns every node and string (one arena). */
typedef struct wg_ydoc {
    wg_alloc alloc;
    const char *name;          /* file name for messages (copied) */
    wg_ynode *root;            /* the top-level node (NULL for an empty document) */
    void *arena;               /* internal */
} wg_ydoc;

/* Error details: status (WG_EPARSE or WG_ELIMIT or WG_ENOMEM), position, message. */
typedef struct wg_yerr {
    int status;
    int line, column;
    char message[300];         /* "name:line:column: text" */
} wg_yerr;

/* Parse `len` bytes of `text` (one document; aliases and anchors are refused). */
int wg_y_parse(wg_ydoc *doc, const wg_alloc *alloc, const char *text, size_t len,
               const char *name, wg_yerr *err);
void wg_y_free(wg_ydoc *doc);

/* Record an error at node n (printf-style text). Returns err->status (WG_EPARSE). */
int wg_y_fail(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *n, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* wg_y_fail with a va_list. */
int wg_y_vfail(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *n, const char *fmt, va_list ap);

/* Map lookup: the value node for `key`, or NULL. n must be a map (else NULL). */
const wg_ynode *wg_y_get(const wg_ynode *map, const char *key);

/*
 * Refuse keys not in `allowed` (NULL-terminated list): "unknown key 'x'".
 * Also refuses a node that is not a map ("expected a mapping").
 */
int wg_y_check_keys(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *map,
                    const char *const *allowed);

/* Require a key; error "missing key 'k'" at the map. */
int wg_y_need(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *map, const char *key,
              const wg_ynode **out);

/* Scalars: decimal (or 0x hex) integer within [min, max]. */
int wg_y_int(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *n, int64_t min, int64_t max,
             int64_t *out);
/* Unsigned 64-bit (decimal or 0x hex). */
int wg_y_u64(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *n, uint64_t *out);
/* true/false/yes/no. */
int wg_y_bool(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *n, int *out);
/* A scalar string of at most maxlen bytes (pointer into the document). */
int wg_y_str(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *n, size_t maxlen,
             const char **out);
/* One of `names` (NULL-terminated): its index. */
int wg_y_enum(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *n, const char *const *names,
              int *out);
/* Require a sequence / a map (error otherwise). */
int wg_y_seq(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *n);
int wg_y_map(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *n);

/* Optional-key helpers: if key absent, leave *out unchanged and return WG_OK. */
int wg_y_opt_int(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *map, const char *key,
                 int64_t min, int64_t max, int64_t *out);
int wg_y_opt_bool(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *map, const char *key,
                  int *out);

#endif
