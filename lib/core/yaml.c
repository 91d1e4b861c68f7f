/*
 * YAML documents: libyaml's event stream built into a read-only wg_ynode
 * tree that lives in one arena, with the limits on hostile input checked as
 * each event arrives, and the typed accessors the loaders use. Every error
 * message reads "name:line:column: text".
 */
#include "yaml.h"

#include <inttypes.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

/* ---------------------------------------------------------------- messages */

/* A long path keeps its tail: the file name is the part worth reading. */
#define NAME_SHOWN 120

static void name_tail(const char *name, const char **dots, const char **tail)
{
    size_t len = strlen(name);
    *dots = len > NAME_SHOWN ? "..." : "";
    *tail = len > NAME_SHOWN ? name + len - (NAME_SHOWN - 3) : name;
}

/* Fill err with "name:line:column: text" (just "name: text" without a line). */
static int yaml_vfail(wg_yerr *err, const char *name, int line, int column, int status,
                      const char *fmt, va_list ap)
{
    const char *dots, *tail;
    int n;

    if (!err)
        return status;
    name_tail(name ? name : "<input>", &dots, &tail);
    err->status = status;
    err->line = line;
    err->column = column;
    if (line > 0)
        n = snprintf(err->message, sizeof err->message, "%s%s:%d:%d: ", dots, tail, line,
                     column);
    else
        n = snprintf(err->message, sizeof err->message, "%s%s: ", dots, tail);
    if (n >= 0 && (size_t)n < sizeof err->message)
        vsnprintf(err->message + n, sizeof err->message - (size_t)n, fmt, ap);
    return status;
}

#if defined(__GNUC__)
__attribute__((format(printf, 6, 7)))
#endif
static int yaml_fail_at(wg_yerr *err, const char *name, int line, int column, int status,
                        const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    yaml_vfail(err, name, line, column, status, fmt, ap);
    va_end(ap);
    return status;
}

int wg_y_vfail(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *n, const char *fmt, va_list ap)
{
    return yaml_vfail(err, doc ? doc->name : NULL, n ? n->line : 0, n ? n->column : 0, WG_EPARSE,
                      fmt, ap);
}

int wg_y_fail(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    yaml_vfail(err, doc ? doc->name : NULL, n ? n->line : 0, n ? n->column : 0, WG_EPARSE,
               fmt, ap);
    va_end(ap);
    return WG_EPARSE;
}

/*
 * A short, printable excerpt of a scalar for a message: at most 40 bytes,
 * cut on a UTF-8 character boundary, control characters shown as '?'.
 */
#define EXCERPT_MAX 40

static void yaml_excerpt(char *out, size_t size, const char *text, size_t len)
{
    size_t n = len, i;

    if (n > EXCERPT_MAX) {
        n = EXCERPT_MAX;
        while (n > 0 && ((unsigned char)text[n] & 0xC0) == 0x80)
            n--;
    }
    if (n + 4 > size)
        n = 0;
    for (i = 0; i < n; i++)
        out[i] = (unsigned char)text[i] < 0x20 || text[i] == 0x7F ? '?' : text[i];
    strcpy(out + n, n < len ? "..." : "");
}

static int yaml_is_null(const wg_ynode *n)
{
    return n->kind == WG_Y_SCALAR && n->len == 0 && !n->quoted;
}

/* What a node is, for "got ..." in messages: "a mapping", "'abc'", ... */
static const char *yaml_got(const wg_ynode *n, char *buf, size_t size)
{
    char ex[EXCERPT_MAX + 4];

    if (!n)
        return "nothing";
    if (n->kind == WG_Y_MAP)
        return "a mapping";
    if (n->kind == WG_Y_SEQ)
        return "a sequence";
    if (yaml_is_null(n))
        return "an empty value";
    yaml_excerpt(ex, sizeof ex, n->text, n->len);
    snprintf(buf, size, "'%s'", ex);
    return buf;
}

/* "a, b, c" into buf, ending in "..." if it does not fit. */
static void yaml_join(char *buf, size_t size, const char *const *names)
{
    size_t used = 0;
    int i;

    buf[0] = '\0';
    for (i = 0; names && names[i]; i++) {
        size_t need = strlen(names[i]) + (i ? 2 : 0);
        if (used + need + 4 > size) {
            strcpy(buf + used, "...");
            return;
        }
        used += (size_t)sprintf(buf + used, "%s%s", i ? ", " : "", names[i]);
    }
}

/* ---------------------------------------------------------------- the arena */

/* The strictest alignment a node or a pointer array needs. */
typedef union arena_align {
    void *p;
    size_t z;
    long long ll;
    double d;
} arena_align;

typedef struct arena_block {
    struct arena_block *next;
    size_t used, cap;
    arena_align data[];
} arena_block;

#define ARENA_FIRST (8u * 1024u)
#define ARENA_LARGEST (1024u * 1024u)

/* Blocks double from 8 KiB to 1 MiB, so small files cost one allocation. */
static arena_block *arena_grow(wg_ydoc *doc, size_t need)
{
    arena_block *head = doc->arena;
    size_t cap = head ? head->cap * 2 : ARENA_FIRST;
    arena_block *b;

    if (cap > ARENA_LARGEST)
        cap = ARENA_LARGEST;
    if (cap < need)
        cap = need;
    b = wg_malloc(&doc->alloc, sizeof *b + cap);
    if (!b)
        return NULL;
    b->next = head;
    b->used = 0;
    b->cap = cap;
    doc->arena = b;
    return b;
}

static void *arena_alloc(wg_ydoc *doc, size_t size, size_t align)
{
    arena_block *b = doc->arena;
    size_t at = 0;

    if (b)
        at = (b->used + align - 1) / align * align;
    if (!b || at > b->cap || b->cap - at < size) {
        b = arena_grow(doc, size);
        if (!b)
            return NULL;
        at = 0;
    }
    b->used = at + size;
    return (char *)b->data + at;
}

static char *arena_strndup(wg_ydoc *doc, const char *s, size_t len)
{
    char *d = arena_alloc(doc, len + 1, 1);
    if (d) {
        memcpy(d, s, len);
        d[len] = '\0';
    }
    return d;
}

void wg_y_free(wg_ydoc *doc)
{
    arena_block *b, *next;

    if (!doc)
        return;
    for (b = doc->arena; b; b = next) {
        next = b->next;
        wg_free(&doc->alloc, b);
    }
    memset(doc, 0, sizeof *doc);
}

/* ---------------------------------------------------------------- building the tree */

/* An open sequence or map: its children so far sit in pending[first..]. */
typedef struct yaml_frame {
    wg_ynode *node;
    size_t first;
} yaml_frame;

typedef struct yaml_builder {
    wg_ydoc *doc;
    wg_yerr *err;
    const char *name;          /* the caller's, so messages work before the copy */
    const char *text;
    size_t len;
    yaml_parser_t parser;
    yaml_event_t event;
    /* Children of every open collection, one stack: no allocation per node. */
    wg_ynode **pending;
    size_t npending, cap;
    yaml_frame stack[WG_Y_MAX_DEPTH];
    int depth;
    long nodes;
    int documents;
} yaml_builder;

static int mark_line(yaml_mark_t m)
{
    return m.line < (size_t)INT_MAX ? (int)m.line + 1 : INT_MAX;
}

static int mark_column(yaml_mark_t m)
{
    return m.column < (size_t)INT_MAX ? (int)m.column + 1 : INT_MAX;
}

/* Fail at the start of the current event. */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static int build_fail(yaml_builder *b, int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    yaml_vfail(b->err, b->name, mark_line(b->event.start_mark),
               mark_column(b->event.start_mark), status, fmt, ap);
    va_end(ap);
    return status;
}

/* Line and column (1-based, counting characters) of a byte offset in text. */
static void text_position(const char *text, size_t offset, int *line, int *column)
{
    size_t i;
    long l = 1, c = 1;

    for (i = 0; i < offset; i++) {
        unsigned char ch = (unsigned char)text[i];
        if (ch == '\n' || (ch == '\r' && (i + 1 >= offset || text[i + 1] != '\n'))) {
            l++;
            c = 1;
        } else if (ch != '\r' && (ch & 0xC0) != 0x80) {
            c++;
        }
    }
    *line = l < INT_MAX ? (int)l : INT_MAX;
    *column = c < INT_MAX ? (int)c : INT_MAX;
}

/* libyaml stopped: say why, where. */
static int build_libyaml_error(yaml_builder *b)
{
    yaml_parser_t *p = &b->parser;
    const char *problem = p->problem ? p->problem : "invalid YAML";
    int line, column;

    switch (p->error) {
    case YAML_MEMORY_ERROR:
        return yaml_fail_at(b->err, b->name, mark_line(p->mark), mark_column(p->mark),
                            WG_ENOMEM, "out of memory");
    case YAML_READER_ERROR:
        text_position(b->text, p->problem_offset < b->len ? p->problem_offset : b->len, &line,
                      &column);
        return yaml_fail_at(b->err, b->name, line, column, WG_EPARSE, "%s", problem);
    default:
        if (p->context)
            return yaml_fail_at(b->err, b->name, mark_line(p->problem_mark),
                                mark_column(p->problem_mark), WG_EPARSE,
                                "%s (%s at line %d, column %d)", problem, p->context,
                                mark_line(p->context_mark), mark_column(p->context_mark));
        return yaml_fail_at(b->err, b->name, mark_line(p->problem_mark),
                            mark_column(p->problem_mark), WG_EPARSE, "%s", problem);
    }
}

/* Anchors (and so aliases) could expand a small file into a huge tree. */
static int build_check_props(yaml_builder *b, const yaml_char_t *anchor, const yaml_char_t *tag)
{
    char ex[EXCERPT_MAX + 4];

    if (anchor)
        return build_fail(b, WG_EPARSE, "anchors and aliases are not supported");
    if (tag) {
        yaml_excerpt(ex, sizeof ex, (const char *)tag, strlen((const char *)tag));
        return build_fail(b, WG_EPARSE, "tags are not supported (found '%s')", ex);
    }
    return WG_OK;
}

static yaml_frame *build_top(yaml_builder *b)
{
    return b->depth ? &b->stack[b->depth - 1] : NULL;
}

/* Count a new node against the limit, refusing a collection as a map key. */
static int build_check_node(yaml_builder *b, int kind)
{
    yaml_frame *top = build_top(b);

    if (top && top->node->kind == WG_Y_MAP && (b->npending - top->first) % 2 == 0 &&
        kind != WG_Y_SCALAR)
        return build_fail(b, WG_EPARSE, "mapping keys must be scalars");
    if (++b->nodes > WG_Y_MAX_NODES)
        return build_fail(b, WG_ELIMIT, "more than %d nodes in the document", WG_Y_MAX_NODES);
    return WG_OK;
}

/* A node at the current event, attached to the open collection (or the root). */
static int build_node(yaml_builder *b, int kind, wg_ynode **out)
{
    wg_ynode *n = arena_alloc(b->doc, sizeof *n, sizeof(arena_align));

    if (!n)
        return build_fail(b, WG_ENOMEM, "out of memory");
    memset(n, 0, sizeof *n);
    n->kind = kind;
    n->line = mark_line(b->event.start_mark);
    n->column = mark_column(b->event.start_mark);
    *out = n;
    if (!b->depth) {
        b->doc->root = n;
        return WG_OK;
    }
    if (wg_vec_reserve(&b->doc->alloc, (void **)&b->pending, &b->cap, b->npending + 1,
                       sizeof *b->pending) != WG_OK)
        return build_fail(b, WG_ENOMEM, "out of memory");
    b->pending[b->npending++] = n;
    return WG_OK;
}

static int build_scalar(yaml_builder *b)
{
    const char *value = (const char *)b->event.data.scalar.value;
    size_t len = b->event.data.scalar.length;
    yaml_scalar_style_t style = b->event.data.scalar.style;
    wg_ynode *n;
    int rc = build_check_props(b, b->event.data.scalar.anchor, b->event.data.scalar.tag);

    if (rc == WG_OK)
        rc = build_check_node(b, WG_Y_SCALAR);
    if (rc != WG_OK)
        return rc;
    if (len > WG_Y_MAX_SCALAR)
        return build_fail(b, WG_ELIMIT, "a scalar is longer than %u bytes", WG_Y_MAX_SCALAR);
    /* A "\0" escape would cut the C string short without anyone noticing. */
    if (memchr(value, '\0', len))
        return build_fail(b, WG_EPARSE, "NUL characters are not supported");
    rc = build_node(b, WG_Y_SCALAR, &n);
    if (rc != WG_OK)
        return rc;
    n->text = arena_strndup(b->doc, value, len);
    if (!n->text)
        return build_fail(b, WG_ENOMEM, "out of memory");
    n->len = len;
    /* Only a plain scalar can be a null: a block scalar is as good as quoted. */
    n->quoted = style != YAML_PLAIN_SCALAR_STYLE;
    return WG_OK;
}

static int build_start(yaml_builder *b, int kind, const yaml_char_t *anchor,
                       const yaml_char_t *tag)
{
    wg_ynode *n;
    int rc = build_check_props(b, anchor, tag);

    if (rc == WG_OK)
        rc = build_check_node(b, kind);
    if (rc != WG_OK)
        return rc;
    if (b->depth == WG_Y_MAX_DEPTH)
        return build_fail(b, WG_ELIMIT, "nesting deeper than %d levels", WG_Y_MAX_DEPTH);
    rc = build_node(b, kind, &n);
    if (rc != WG_OK)
        return rc;
    b->stack[b->depth].node = n;
    b->stack[b->depth].first = b->npending;
    b->depth++;
    return WG_OK;
}

static int node_before(const wg_ynode *a, const wg_ynode *b)
{
    return a->line < b->line || (a->line == b->line && a->column < b->column);
}

/* Equal keys side by side, each run in document order. */
static int key_order(const void *pa, const void *pb)
{
    const wg_ynode *a = *(const wg_ynode *const *)pa, *b = *(const wg_ynode *const *)pb;
    int c;

    if (a->len != b->len)
        return a->len < b->len ? -1 : 1;
    c = memcmp(a->text, b->text, a->len);
    if (c)
        return c;
    return node_before(a, b) ? -1 : node_before(b, a);
}

static int key_same(const wg_ynode *a, const wg_ynode *b)
{
    return a->len == b->len && memcmp(a->text, b->text, a->len) == 0;
}

/* Past this many keys, sorting beats comparing every pair. */
#define DUP_SCAN_MAX 16

/*
 * The duplicate key that comes first in the document, and the key it
 * repeats. Sorting uses `scratch` (room for every key): the map's own
 * child array keeps the document's order.
 */
static void find_duplicate(const wg_ynode *map, wg_ynode **scratch, const wg_ynode **dup,
                           const wg_ynode **orig)
{
    int nkeys = map->count / 2, i, j;

    *dup = *orig = NULL;
    if (nkeys <= DUP_SCAN_MAX) {
        for (i = 1; i < nkeys && !*dup; i++)
            for (j = 0; j < i && !*dup; j++)
                if (key_same(map->child[2 * i], map->child[2 * j])) {
                    *dup = map->child[2 * i];
                    *orig = map->child[2 * j];
                }
        return;
    }
    for (i = 0; i < nkeys; i++)
        scratch[i] = map->child[2 * i];
    qsort(scratch, (size_t)nkeys, sizeof *scratch, key_order);
    for (i = 1, j = 0; i < nkeys; i++) {
        if (!key_same(scratch[i], scratch[j])) {
            j = i;
            continue;
        }
        if (!*dup || node_before(scratch[i], *dup)) {
            *dup = scratch[i];
            *orig = scratch[j];
        }
    }
}

static int build_check_duplicates(yaml_builder *b, const wg_ynode *map, wg_ynode **scratch)
{
    const wg_ynode *dup, *orig;
    char ex[EXCERPT_MAX + 4];

    find_duplicate(map, scratch, &dup, &orig);
    if (!dup)
        return WG_OK;
    yaml_excerpt(ex, sizeof ex, dup->text, dup->len);
    return yaml_fail_at(b->err, b->name, dup->line, dup->column, WG_EPARSE,
                        "duplicate key '%s' (first at line %d, column %d)", ex, orig->line,
                        orig->column);
}

/* Close the open collection: its children move from the stack into the arena. */
static int build_end(yaml_builder *b)
{
    yaml_frame *top = build_top(b);
    wg_ynode *n = top->node;
    size_t count = b->npending - top->first;

    if (count) {
        n->child = arena_alloc(b->doc, count * sizeof *n->child, sizeof(arena_align));
        if (!n->child)
            return build_fail(b, WG_ENOMEM, "out of memory");
        memcpy(n->child, b->pending + top->first, count * sizeof *n->child);
    }
    n->count = (int)count;
    b->npending = top->first;
    b->depth--;
    /* The slots just freed are scratch space for sorting the keys (an empty
       map has none, and maybe no stack at all yet). */
    if (n->kind == WG_Y_MAP && count)
        return build_check_duplicates(b, n, b->pending + top->first);
    return WG_OK;
}

static int build_event(yaml_builder *b)
{
    yaml_event_t *e = &b->event;

    switch (e->type) {
    case YAML_DOCUMENT_START_EVENT:
        if (b->documents++)
            return build_fail(b, WG_EPARSE, "more than one document");
        return WG_OK;
    case YAML_ALIAS_EVENT:
        return build_fail(b, WG_EPARSE, "anchors and aliases are not supported");
    case YAML_SCALAR_EVENT:
        return build_scalar(b);
    case YAML_SEQUENCE_START_EVENT:
        return build_start(b, WG_Y_SEQ, e->data.sequence_start.anchor,
                           e->data.sequence_start.tag);
    case YAML_MAPPING_START_EVENT:
        return build_start(b, WG_Y_MAP, e->data.mapping_start.anchor,
                           e->data.mapping_start.tag);
    case YAML_SEQUENCE_END_EVENT:
    case YAML_MAPPING_END_EVENT:
        return build_end(b);
    default:
        return WG_OK;
    }
}

static int build_events(yaml_builder *b)
{
    for (;;) {
        yaml_event_type_t type;
        int rc;

        if (!yaml_parser_parse(&b->parser, &b->event))
            return build_libyaml_error(b);
        type = b->event.type;
        rc = build_event(b);
        yaml_event_delete(&b->event);
        if (rc != WG_OK || type == YAML_STREAM_END_EVENT)
            return rc;
    }
}

static int build_document(wg_ydoc *doc, const char *text, size_t len, const char *name,
                          wg_yerr *err)
{
    yaml_builder b;
    int rc;

    memset(&b, 0, sizeof b);
    b.doc = doc;
    b.err = err;
    b.name = name;
    b.text = text;
    b.len = len;
    doc->name = arena_strndup(doc, name, strlen(name));
    if (!doc->name)
        return yaml_fail_at(err, name, 0, 0, WG_ENOMEM, "out of memory");
    if (!yaml_parser_initialize(&b.parser))
        return yaml_fail_at(err, name, 0, 0, WG_ENOMEM, "out of memory");
    yaml_parser_set_input_string(&b.parser, (const unsigned char *)text, len);
    rc = build_events(&b);
    yaml_parser_delete(&b.parser);
    wg_free(&doc->alloc, b.pending);
    return rc;
}

/* Refuse what libyaml should never see: too much text, NUL bytes. */
static int check_input(wg_yerr *err, const char *name, const char *text, size_t len)
{
    const char *nul;
    int line, column;

    if (len > WG_Y_MAX_BYTES) {
        /* len may be a lie (SIZE_MAX): read no further than the limit, nor
         * past a NUL byte before it, and give no position then. */
        line = column = 0;
        if (!memchr(text, '\0', WG_Y_MAX_BYTES))
            text_position(text, WG_Y_MAX_BYTES, &line, &column);
        return yaml_fail_at(err, name, line, column, WG_ELIMIT,
                            "the document is longer than %u bytes", WG_Y_MAX_BYTES);
    }
    nul = memchr(text, '\0', len);
    if (nul) {
        text_position(text, (size_t)(nul - text), &line, &column);
        return yaml_fail_at(err, name, line, column, WG_EPARSE, "NUL byte in the input");
    }
    return WG_OK;
}

int wg_y_parse(wg_ydoc *doc, const wg_alloc *alloc, const char *text, size_t len,
               const char *name, wg_yerr *err)
{
    wg_yerr scratch;
    int rc;

    if (!err)
        err = &scratch;
    memset(err, 0, sizeof *err);
    if (!name)
        name = "<input>";
    if (!doc || (!text && len))
        return yaml_fail_at(err, name, 0, 0, WG_EINVAL, "invalid arguments");
    memset(doc, 0, sizeof *doc);
    if (alloc)
        doc->alloc = *alloc;
    else
        wg_alloc_default(&doc->alloc);
    if (!text)
        text = "";
    rc = check_input(err, name, text, len);
    if (rc == WG_OK)
        rc = build_document(doc, text, len, name, err);
    if (rc != WG_OK)
        wg_y_free(doc);
    return rc;
}

/* ---------------------------------------------------------------- maps */

const wg_ynode *wg_y_get(const wg_ynode *map, const char *key)
{
    size_t len;
    int i;

    if (!map || map->kind != WG_Y_MAP || !key)
        return NULL;
    len = strlen(key);
    for (i = 0; i + 1 < map->count; i += 2)
        if (map->child[i]->len == len && memcmp(map->child[i]->text, key, len) == 0)
            return map->child[i + 1];
    return NULL;
}

int wg_y_map(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *n)
{
    char buf[EXCERPT_MAX + 8];

    if (n && n->kind == WG_Y_MAP)
        return WG_OK;
    return wg_y_fail(err, doc, n, "expected a mapping, got %s", yaml_got(n, buf, sizeof buf));
}

int wg_y_seq(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *n)
{
    char buf[EXCERPT_MAX + 8];

    if (n && n->kind == WG_Y_SEQ)
        return WG_OK;
    return wg_y_fail(err, doc, n, "expected a sequence, got %s", yaml_got(n, buf, sizeof buf));
}

static int name_index(const char *const *names, const char *text, size_t len)
{
    int i;

    for (i = 0; names && names[i]; i++)
        if (strlen(names[i]) == len && memcmp(names[i], text, len) == 0)
            return i;
    return -1;
}

int wg_y_check_keys(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *map,
                    const char *const *allowed)
{
    char list[200], ex[EXCERPT_MAX + 4];
    int rc = wg_y_map(err, doc, map), i;

    if (rc != WG_OK)
        return rc;
    for (i = 0; i + 1 < map->count; i += 2) {
        const wg_ynode *key = map->child[i];
        if (name_index(allowed, key->text, key->len) >= 0)
            continue;
        yaml_join(list, sizeof list, allowed);
        yaml_excerpt(ex, sizeof ex, key->text, key->len);
        return wg_y_fail(err, doc, key, "unknown key '%s' (expected one of: %s)", ex, list);
    }
    return WG_OK;
}

int wg_y_need(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *map, const char *key,
              const wg_ynode **out)
{
    int rc = wg_y_map(err, doc, map);

    if (rc != WG_OK)
        return rc;
    *out = wg_y_get(map, key);
    if (!*out)
        return wg_y_fail(err, doc, map, "missing key '%s'", key);
    return WG_OK;
}

/* ---------------------------------------------------------------- scalars */

/* Digits in base 10 or 16 ("0x" prefix) into *out: 0 if none, a stray character or overflow. */
static int parse_magnitude(const char *s, size_t len, uint64_t *out)
{
    unsigned base = 10;
    uint64_t v = 0;
    size_t i = 0;

    if (len > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        base = 16;
        i = 2;
    }
    if (i == len)
        return 0;
    for (; i < len; i++) {
        unsigned d;
        char c = s[i];
        if (c >= '0' && c <= '9')
            d = (unsigned)(c - '0');
        else if (base == 16 && c >= 'a' && c <= 'f')
            d = (unsigned)(c - 'a' + 10);
        else if (base == 16 && c >= 'A' && c <= 'F')
            d = (unsigned)(c - 'A' + 10);
        else
            return 0;
        if (v > (UINT64_MAX - d) / base)
            return 0;
        v = v * base + d;
    }
    *out = v;
    return 1;
}

/* An optionally signed integer that fits int64_t. */
static int parse_int64(const char *s, size_t len, int64_t *out)
{
    int negative = len > 0 && s[0] == '-';
    size_t skip = len > 0 && (s[0] == '-' || s[0] == '+');
    uint64_t mag;

    if (!parse_magnitude(s + skip, len - skip, &mag))
        return 0;
    if (negative) {
        if (mag > (uint64_t)INT64_MAX + 1)
            return 0;
        *out = mag == (uint64_t)INT64_MAX + 1 ? INT64_MIN : -(int64_t)mag;
    } else {
        if (mag > (uint64_t)INT64_MAX)
            return 0;
        *out = (int64_t)mag;
    }
    return 1;
}

int wg_y_int(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *n, int64_t min, int64_t max,
             int64_t *out)
{
    char buf[EXCERPT_MAX + 8];
    int64_t v;

    if (n && n->kind == WG_Y_SCALAR && parse_int64(n->text, n->len, &v) && v >= min &&
        v <= max) {
        *out = v;
        return WG_OK;
    }
    return wg_y_fail(err, doc, n, "expected an integer from %" PRId64 " to %" PRId64 ", got %s",
                     min, max, yaml_got(n, buf, sizeof buf));
}

int wg_y_u64(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *n, uint64_t *out)
{
    char buf[EXCERPT_MAX + 8];
    uint64_t v;

    if (n && n->kind == WG_Y_SCALAR && parse_magnitude(n->text, n->len, &v)) {
        *out = v;
        return WG_OK;
    }
    return wg_y_fail(err, doc, n, "expected an unsigned 64-bit integer, got %s",
                     yaml_got(n, buf, sizeof buf));
}

int wg_y_bool(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *n, int *out)
{
    static const char *const names[] = { "false", "true", "no", "yes", NULL };
    char buf[EXCERPT_MAX + 8];
    int i = n && n->kind == WG_Y_SCALAR ? name_index(names, n->text, n->len) : -1;

    if (i >= 0) {
        *out = i % 2;
        return WG_OK;
    }
    return wg_y_fail(err, doc, n, "expected true, false, yes or no, got %s",
                     yaml_got(n, buf, sizeof buf));
}

int wg_y_str(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *n, size_t maxlen,
             const char **out)
{
    char buf[EXCERPT_MAX + 8];

    if (!n || n->kind != WG_Y_SCALAR || yaml_is_null(n))
        return wg_y_fail(err, doc, n, "expected a string, got %s", yaml_got(n, buf, sizeof buf));
    if (n->len > maxlen)
        return wg_y_fail(err, doc, n, "expected a string of at most %zu bytes, got %zu bytes",
                         maxlen, n->len);
    *out = n->text;
    return WG_OK;
}

int wg_y_enum(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *n, const char *const *names,
              int *out)
{
    char list[200], buf[EXCERPT_MAX + 8];
    int i = n && n->kind == WG_Y_SCALAR ? name_index(names, n->text, n->len) : -1;

    if (i >= 0) {
        *out = i;
        return WG_OK;
    }
    yaml_join(list, sizeof list, names);
    return wg_y_fail(err, doc, n, "expected one of: %s (got %s)", list,
                     yaml_got(n, buf, sizeof buf));
}

int wg_y_opt_int(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *map, const char *key,
                 int64_t min, int64_t max, int64_t *out)
{
    const wg_ynode *v;
    int rc = wg_y_map(err, doc, map);

    if (rc != WG_OK)
        return rc;
    v = wg_y_get(map, key);
    return v ? wg_y_int(err, doc, v, min, max, out) : WG_OK;
}

int wg_y_opt_bool(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *map, const char *key,
                  int *out)
{
    const wg_ynode *v;
    int rc = wg_y_map(err, doc, map);

    if (rc != WG_OK)
        return rc;
    v = wg_y_get(map, key);
    return v ? wg_y_bool(err, doc, v, out) : WG_OK;
}
