/*
 * The schema layer: what every ruleset's data.c needs to turn a YAML tree
 * into its data block, written once.
 *
 * A wg_reader is the one context of a read (the document and where an
 * error goes). Its readers take a node and a range and either store a
 * value or fail with "file:line:column: message" (wg_y_fail), returning
 * the status, so a loader is a list of WG_TRY(...) lines. A field table
 * (wg_field rows: key, type, offset, range or names, required or default)
 * reads a whole YAML map into a struct; what a table cannot say (lists of
 * records, cross references, checks between fields) stays code, beside the
 * table it completes.
 *
 * Internal to the library (not installed). Every name is prefixed wg_read
 * or wg_field (WG_FIELD_ for the table macros).
 */
#ifndef WG_CORE_SCHEMA_H
#define WG_CORE_SCHEMA_H

#include <stddef.h>
#include <stdint.h>

#include "try.h"
#include "yaml.h"


/*
 * A compile-time check in C99: a negative array size stops the build.
 * WG_STATIC_ASSERT(sizeof keys / sizeof *keys == COUNT + 1, keys_match_enum);
 */
#define WG_STATIC_ASSERT(cond, name) typedef char wg_static_assert_##name[(cond) ? 1 : -1]

/* The number of entries of a NULL-terminated array of names, without the NULL. */
#define WG_NAMES_COUNT(names) (sizeof(names) / sizeof *(names) - 1)

/* One read: the document and where its error goes. */
typedef struct wg_reader {
    wg_yerr *err;
    const wg_ydoc *doc;
} wg_reader;

/* Reads a node (a document's root, a key's value, an item) into a ruleset's data. */
typedef int (*wg_parse_fn)(const wg_reader *R, const wg_ynode *node, void *data);

/* ---------------------------------------------------------------- one node */

/* Record an error at n (printf-style). Returns WG_EPARSE. */
int wg_read_fail(const wg_reader *R, const wg_ynode *n, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* An integer in [min, max]. */
int wg_read_int(const wg_reader *R, const wg_ynode *n, int64_t min, int64_t max,
                int32_t *out);
/* true/false/yes/no as 1/0. */
int wg_read_bool(const wg_reader *R, const wg_ynode *n, int32_t *out);
/* One of `names` (NULL-terminated): its index. */
int wg_read_enum(const wg_reader *R, const wg_ynode *n, const char *const *names,
                 int32_t *out);
/* A sequence of names from `names`: bit i set for names[i] (at most 32 names). */
int wg_read_mask(const wg_reader *R, const wg_ynode *n, const char *const *names,
                 uint32_t *out);
/* A string copied into dst (cap bytes with the NUL: at most cap - 1 bytes of text). */
int wg_read_name(const wg_reader *R, const wg_ynode *n, char *dst, size_t cap);
/* Is n the scalar s? */
int wg_read_is(const wg_ynode *n, const char *s);
/* A sequence (of any length). */
int wg_read_seq(const wg_reader *R, const wg_ynode *n);
/* A sequence of at most max entries ("more than <max> <what>"). */
int wg_read_seq_max(const wg_reader *R, const wg_ynode *n, int max, const char *what);
/* A sequence of count entries in [min, max]; `what` names an entry in the error. */
int wg_read_list(const wg_reader *R, const wg_ynode *n, int min, int max, const char *what);

/* ---------------------------------------------------------------- keys of a map */

/* The value of a key that must be there ("missing key 'k'" at the map). */
int wg_read_need(const wg_reader *R, const wg_ynode *map, const char *key,
                 const wg_ynode **out);
/*
 * A map whose keys are exactly `keys` (NULL-terminated): an unknown key and
 * a missing one are both errors ("the `what` 'k' is missing").
 */
int wg_read_table(const wg_reader *R, const wg_ynode *map, const char *const *keys,
                  const char *what);
/* A required integer / enum. */
int wg_read_need_int(const wg_reader *R, const wg_ynode *map, const char *key, int64_t min,
                     int64_t max, int32_t *out);
int wg_read_need_enum(const wg_reader *R, const wg_ynode *map, const char *key,
                      const char *const *names, int32_t *out);
/* Optional keys: absent leaves *out unchanged. */
int wg_read_opt_int(const wg_reader *R, const wg_ynode *map, const char *key, int64_t min,
                    int64_t max, int32_t *out);
int wg_read_opt_bool(const wg_reader *R, const wg_ynode *map, const char *key, int32_t *out);
int wg_read_opt_enum(const wg_reader *R, const wg_ynode *map, const char *key,
                     const char *const *names, int32_t *out);
int wg_read_opt_name(const wg_reader *R, const wg_ynode *map, const char *key, char *dst,
                     size_t cap);

/* Each key/value pair of a map, in order, to fn (which reads the entry into ctx). */
typedef int (*wg_entry_reader)(const wg_reader *R, void *ctx, const wg_ynode *key,
                               const wg_ynode *value);
int wg_read_entries(const wg_reader *R, const wg_ynode *map, wg_entry_reader fn, void *ctx);

/* Each item of a sequence, in order, to fn; an absent sequence (NULL) has none. */
int wg_read_items(const wg_reader *R, const wg_ynode *seq, wg_parse_fn fn, void *data);


/* ---------------------------------------------------------------- field tables */

typedef enum wg_field_type {
    WG_FIELD_END = 0,  /* ends a table */
    WG_FIELD_INT,      /* integer in [min, max] */
    WG_FIELD_BOOL,     /* true/false/yes/no as 1/0 */
    WG_FIELD_ENUM,     /* one of names: its index */
    WG_FIELD_MASK,     /* a list of names: their bits (a uint32_t member) */
    WG_FIELD_NAME,     /* a string into a char array member */
    WG_FIELD_TEXT,     /* a string of at most max bytes, checked and not kept */
    WG_FIELD_CODE,     /* a key the table allows and the ruleset's code reads */
    WG_FIELD_MAP,      /* a nested map read by the table `sub` into the same struct */
    WG_FIELD_PART,     /* a value read by the function `part` */
    WG_FIELD_EACH      /* a sequence whose items `part` reads one by one (wg_read_items) */
} wg_field_type;

enum {
    WG_FIELD_OPTIONAL = 0, /* absent: the member keeps its value */
    WG_FIELD_REQUIRED = 1, /* absent: "missing key" */
    WG_FIELD_DEFAULT = 2   /* absent: the member gets `def` */
};

/*
 * One key of a map. Integer-like members (INT, BOOL, ENUM) may be 1, 2, 4
 * or 8 bytes wide, signed or not: the table knows each member's size. An
 * INT range must fit int32_t and the member (values are read as int32_t).
 */
typedef struct wg_field {
    const char *key;
    int type;                  /* wg_field_type */
    int flags;                 /* WG_FIELD_OPTIONAL, _REQUIRED or _DEFAULT */
    size_t offset, size;       /* the member in the struct */
    int64_t min, max;          /* INT: the range; TEXT: max is the longest text */
    const char *const *names;  /* ENUM, MASK */
    int64_t def;               /* WG_FIELD_DEFAULT */
    const struct wg_field *sub; /* MAP: the nested map's table (offsets in the same struct) */
    wg_parse_fn part;          /* PART: reads the value (with DEFAULT, also an absent one:
                                  NULL); EACH: reads one item */
} wg_field;

#define WG_FIELD_MEMBER_(T, m) offsetof(T, m), sizeof(((T *)0)->m)

#define WG_FIELD_INT_(T, m, key, min, max, flags, def) \
    { key, WG_FIELD_INT, flags, WG_FIELD_MEMBER_(T, m), min, max, NULL, def, NULL, NULL }
#define WG_FIELD_BOOL_(T, m, key, flags, def) \
    { key, WG_FIELD_BOOL, flags, WG_FIELD_MEMBER_(T, m), 0, 1, NULL, def, NULL, NULL }
#define WG_FIELD_ENUM_(T, m, key, names, flags, def) \
    { key, WG_FIELD_ENUM, flags, WG_FIELD_MEMBER_(T, m), 0, 0, names, def, NULL, NULL }
#define WG_FIELD_MASK_(T, m, key, names) \
    { key, WG_FIELD_MASK, WG_FIELD_OPTIONAL, WG_FIELD_MEMBER_(T, m), 0, 0, names, 0, NULL, NULL }
#define WG_FIELD_NAME_(T, m, key, flags) \
    { key, WG_FIELD_NAME, flags, WG_FIELD_MEMBER_(T, m), 0, 0, NULL, 0, NULL, NULL }
#define WG_FIELD_TEXT_(key, maxlen) \
    { key, WG_FIELD_TEXT, WG_FIELD_OPTIONAL, 0, 0, 0, maxlen, NULL, 0, NULL, NULL }
#define WG_FIELD_CODE_(key) \
    { key, WG_FIELD_CODE, WG_FIELD_OPTIONAL, 0, 0, 0, 0, NULL, 0, NULL, NULL }
#define WG_FIELD_MAP_(key, table) \
    { key, WG_FIELD_MAP, WG_FIELD_OPTIONAL, 0, 0, 0, 0, NULL, 0, table, NULL }
#define WG_FIELD_PART_(key, flags, fn) \
    { key, WG_FIELD_PART, flags, 0, 0, 0, 0, NULL, 0, NULL, fn }
#define WG_FIELD_EACH_(key, fn) \
    { key, WG_FIELD_EACH, WG_FIELD_OPTIONAL, 0, 0, 0, 0, NULL, 0, NULL, fn }
#define WG_FIELD_END_ { NULL, WG_FIELD_END, 0, 0, 0, 0, 0, NULL, 0, NULL, NULL }

/* The most rows one table may have (rows past it are never read). */
#define WG_FIELD_MAX 32

/*
 * Read map into the struct at base: refuse a key the table does not name
 * ("unknown key 'x' (expected one of: ...)", in the table's order), then
 * read every field in the table's order (a PART through its function, in its
 * turn). CODE keys are left to the caller.
 */
int wg_read_fields(const wg_reader *R, const wg_ynode *map, const wg_field *fields, void *base);

/*
 * Read the fields of map without checking its keys: for a map whose keys
 * two tables share (the other one, read by wg_read_fields, names these as
 * CODE keys).
 */
int wg_read_values(const wg_reader *R, const wg_ynode *map, const wg_field *fields, void *base);

/* Everything a ruleset's `load` gets: the parsed scenario, the allocator, error details. */
typedef struct wg_loader {
    const wg_alloc *alloc;
    const wg_ydoc *doc;        /* the scenario document */
    wg_yerr *err;
} wg_loader;

/* One of a ruleset's own data files, embedded in the library. */
typedef struct wg_builtin {
    const char *name;          /* its path under lib/rulesets ("m44/deck.yaml"), for messages */
    const char *text;
    const size_t *len;         /* a pointer: the length is a constant of another unit */
    wg_parse_fn parse;
} wg_builtin;

/*
 * Read a ruleset's data: its own files first, in the order of `files` (a
 * table ended by a row whose name is NULL; each file parsed, handed to its
 * parser, freed; an empty one is refused), then the scenario (root, the
 * document L holds) with `scenario`. Stops at the first error.
 */
int wg_read_data(const wg_loader *L, const wg_builtin *files, wg_parse_fn scenario,
                 const wg_ynode *root, void *data);

#endif
