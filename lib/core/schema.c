/*
 * The schema layer: typed readers over the YAML tree, and field tables
 * that read a map into a struct. The messages are yaml.c's (every one
 * "file:line:column: ..."); this file adds the storing.
 */
#include "schema.h"

#include <stdarg.h>
#include <string.h>

/* ---------------------------------------------------------------- one node */

int wg_read_fail(const wg_reader *R, const wg_ynode *n, const char *fmt, ...)
{
    va_list ap;
    int rc;

    va_start(ap, fmt);
    rc = wg_y_vfail(R->err, R->doc, n, fmt, ap);
    va_end(ap);
    return rc;
}

int wg_read_int(const wg_reader *R, const wg_ynode *n, int64_t min, int64_t max, int32_t *out)
{
    int64_t v;

    WG_TRY(wg_y_int(R->err, R->doc, n, min, max, &v));
    *out = (int32_t)v;
    return WG_OK;
}

int wg_read_bool(const wg_reader *R, const wg_ynode *n, int32_t *out)
{
    int v;

    WG_TRY(wg_y_bool(R->err, R->doc, n, &v));
    *out = v;
    return WG_OK;
}

int wg_read_enum(const wg_reader *R, const wg_ynode *n, const char *const *names, int32_t *out)
{
    int v;

    WG_TRY(wg_y_enum(R->err, R->doc, n, names, &v));
    *out = v;
    return WG_OK;
}

int wg_read_mask(const wg_reader *R, const wg_ynode *n, const char *const *names, uint32_t *out)
{
    uint32_t bits = 0;
    int i;

    WG_TRY(wg_y_seq(R->err, R->doc, n));
    for (i = 0; i < n->count; i++) {
        int32_t k;
        WG_TRY(wg_read_enum(R, n->child[i], names, &k));
        bits |= 1u << k;
    }
    *out = bits;
    return WG_OK;
}

int wg_read_name(const wg_reader *R, const wg_ynode *n, char *dst, size_t cap)
{
    const char *s;

    WG_TRY(wg_y_str(R->err, R->doc, n, cap - 1, &s));
    memcpy(dst, s, n->len);
    dst[n->len] = '\0';
    return WG_OK;
}

int wg_read_is(const wg_ynode *n, const char *s)
{
    return n && n->kind == WG_Y_SCALAR && n->len == strlen(s) && memcmp(n->text, s, n->len) == 0;
}

int wg_read_seq(const wg_reader *R, const wg_ynode *n)
{
    return wg_y_seq(R->err, R->doc, n);
}

int wg_read_seq_max(const wg_reader *R, const wg_ynode *n, int max, const char *what)
{
    WG_TRY(wg_y_seq(R->err, R->doc, n));
    return n->count > max ? wg_read_fail(R, n, "more than %d %s", max, what) : WG_OK;
}

int wg_read_list(const wg_reader *R, const wg_ynode *n, int min, int max, const char *what)
{
    WG_TRY(wg_y_seq(R->err, R->doc, n));
    if (n->count < min || n->count > max) {
        if (min == max)
            return wg_read_fail(R, n, "expected %d %s, got %d", min, what, n->count);
        return wg_read_fail(R, n, "expected %d to %d %s, got %d", min, max, what, n->count);
    }
    return WG_OK;
}

/* ---------------------------------------------------------------- keys of a map */

int wg_read_need(const wg_reader *R, const wg_ynode *map, const char *key, const wg_ynode **out)
{
    return wg_y_need(R->err, R->doc, map, key, out);
}

int wg_read_entries(const wg_reader *R, const wg_ynode *map, wg_entry_reader fn, void *ctx)
{
    WG_TRY(wg_y_map(R->err, R->doc, map));
    for (int i = 0; i + 1 < map->count; i += 2)
        WG_TRY(fn(R, ctx, map->child[i], map->child[i + 1]));
    return WG_OK;
}

int wg_read_items(const wg_reader *R, const wg_ynode *seq, wg_parse_fn fn, void *data)
{
    if (!seq)
        return WG_OK;
    WG_TRY(wg_y_seq(R->err, R->doc, seq));
    for (int i = 0; i < seq->count; i++)
        WG_TRY(fn(R, seq->child[i], data));
    return WG_OK;
}

int wg_read_table(const wg_reader *R, const wg_ynode *map, const char *const *keys,
                  const char *what)
{
    WG_TRY(wg_y_check_keys(R->err, R->doc, map, keys));
    for (int i = 0; keys[i]; i++)
        if (!wg_y_get(map, keys[i]))
            return wg_read_fail(R, map, "the %s '%s' is missing", what, keys[i]);
    return WG_OK;
}

int wg_read_need_int(const wg_reader *R, const wg_ynode *map, const char *key, int64_t min,
                     int64_t max, int32_t *out)
{
    const wg_ynode *n;

    WG_TRY(wg_read_need(R, map, key, &n));
    return wg_read_int(R, n, min, max, out);
}

int wg_read_need_enum(const wg_reader *R, const wg_ynode *map, const char *key,
                      const char *const *names, int32_t *out)
{
    const wg_ynode *n;

    WG_TRY(wg_read_need(R, map, key, &n));
    return wg_read_enum(R, n, names, out);
}

int wg_read_opt_int(const wg_reader *R, const wg_ynode *map, const char *key, int64_t min,
                    int64_t max, int32_t *out)
{
    const wg_ynode *n = wg_y_get(map, key);
    return n ? wg_read_int(R, n, min, max, out) : WG_OK;
}

int wg_read_opt_bool(const wg_reader *R, const wg_ynode *map, const char *key, int32_t *out)
{
    const wg_ynode *n = wg_y_get(map, key);
    return n ? wg_read_bool(R, n, out) : WG_OK;
}

int wg_read_opt_enum(const wg_reader *R, const wg_ynode *map, const char *key,
                     const char *const *names, int32_t *out)
{
    const wg_ynode *n = wg_y_get(map, key);
    return n ? wg_read_enum(R, n, names, out) : WG_OK;
}

int wg_read_opt_name(const wg_reader *R, const wg_ynode *map, const char *key, char *dst,
                     size_t cap)
{
    const wg_ynode *n = wg_y_get(map, key);
    return n ? wg_read_name(R, n, dst, cap) : WG_OK;
}

/* ---------------------------------------------------------------- field tables */

/* An integer into a member of 1, 2, 4 or 8 bytes (two's complement: unsigned members too). */
static void field_store(void *base, const wg_field *f, int64_t v)
{
    char *at = (char *)base + f->offset;
    int8_t v8 = (int8_t)v;
    int16_t v16 = (int16_t)v;
    int32_t v32 = (int32_t)v;

    switch (f->size) {
    case 1:
        memcpy(at, &v8, 1);
        break;
    case 2:
        memcpy(at, &v16, 2);
        break;
    case 4:
        memcpy(at, &v32, 4);
        break;
    default:
        memcpy(at, &v, sizeof v);
        break;
    }
}

static int field_read(const wg_reader *R, const wg_ynode *n, const wg_field *f, void *base)
{
    char *at = (char *)base + f->offset;
    const char *text;
    int32_t v = 0;
    uint32_t bits;

    switch (f->type) {
    case WG_FIELD_INT:
        WG_TRY(wg_read_int(R, n, f->min, f->max, &v));
        break;
    case WG_FIELD_BOOL:
        WG_TRY(wg_read_bool(R, n, &v));
        break;
    case WG_FIELD_ENUM:
        WG_TRY(wg_read_enum(R, n, f->names, &v));
        break;
    case WG_FIELD_MASK:
        WG_TRY(wg_read_mask(R, n, f->names, &bits));
        memcpy(at, &bits, sizeof bits);
        return WG_OK;
    case WG_FIELD_NAME:
        return wg_read_name(R, n, at, f->size);
    case WG_FIELD_TEXT:
        return wg_y_str(R->err, R->doc, n, (size_t)f->max, &text);
    case WG_FIELD_MAP:
        return wg_read_fields(R, n, f->sub, base);
    case WG_FIELD_PART:
        return f->part(R, n, base);
    case WG_FIELD_EACH:
        return wg_read_items(R, n, f->part, base);
    default:
        return WG_OK;
    }
    field_store(base, f, v);
    return WG_OK;
}

/* The row of fields naming key (or -1). First letters first: most keys differ there. */
static int field_find(const wg_field *fields, const wg_ynode *key)
{
    int i;

    for (i = 0; i < WG_FIELD_MAX && fields[i].type != WG_FIELD_END; i++) {
        const char *k = fields[i].key;
        if (key->len && k[0] == key->text[0] && strlen(k) == key->len &&
            memcmp(k, key->text, key->len) == 0)
            return i;
    }
    return -1;
}

/* Read every field in table order, from the value nodes found for it (NULL: absent). */
static int fields_read(const wg_reader *R, const wg_ynode *map, const wg_field *fields,
                       const wg_ynode *const *value, void *base)
{
    int i;

    for (i = 0; i < WG_FIELD_MAX && fields[i].type != WG_FIELD_END; i++) {
        const wg_field *f = &fields[i];
        if (f->type == WG_FIELD_CODE)
            continue;
        if (value[i])
            WG_TRY(field_read(R, value[i], f, base));
        else if (f->flags == WG_FIELD_REQUIRED)
            return wg_y_fail(R->err, R->doc, map, "missing key '%s'", f->key);
        else if (f->flags == WG_FIELD_DEFAULT && f->type == WG_FIELD_PART)
            WG_TRY(f->part(R, NULL, base)); /* the part sets its own defaults */
        else if (f->flags == WG_FIELD_DEFAULT)
            field_store(base, f, f->def);
    }
    return WG_OK;
}

/* value[i]: the node of fields[i]'s key in map. Keys the table does not name: *unknown. */
static void fields_match(const wg_ynode *map, const wg_field *fields, const wg_ynode **value,
                         const wg_ynode **unknown)
{
    int i;

    *unknown = NULL;
    for (i = 0; i + 1 < map->count; i += 2) {
        int k = field_find(fields, map->child[i]);
        if (k >= 0)
            value[k] = map->child[i + 1];
        else if (!*unknown)
            *unknown = map->child[i];
    }
}

int wg_read_fields(const wg_reader *R, const wg_ynode *map, const wg_field *fields, void *base)
{
    const wg_ynode *value[WG_FIELD_MAX] = { NULL }, *unknown;
    const char *keys[WG_FIELD_MAX + 1];
    int n = 0;

    WG_TRY(wg_y_map(R->err, R->doc, map));
    fields_match(map, fields, value, &unknown);
    if (unknown) {
        /* the message lists the table's keys */
        while (fields[n].type != WG_FIELD_END && n < WG_FIELD_MAX) {
            keys[n] = fields[n].key;
            n++;
        }
        keys[n] = NULL;
        return wg_y_check_keys(R->err, R->doc, map, keys);
    }
    return fields_read(R, map, fields, value, base);
}

int wg_read_values(const wg_reader *R, const wg_ynode *map, const wg_field *fields, void *base)
{
    const wg_ynode *value[WG_FIELD_MAX] = { NULL }, *unknown;

    WG_TRY(wg_y_map(R->err, R->doc, map));
    fields_match(map, fields, value, &unknown);
    return fields_read(R, map, fields, value, base);
}

static int read_builtin(const wg_loader *L, const wg_builtin *file, void *data)
{
    wg_ydoc doc;
    WG_TRY(wg_y_parse(&doc, L->alloc, file->text, *file->len, file->name, L->err));
    wg_reader R = { L->err, &doc };
    int rc = doc.root ? file->parse(&R, doc.root, data)
                      : wg_y_fail(L->err, &doc, NULL, "empty document");
    wg_y_free(&doc);
    return rc;
}

int wg_read_data(const wg_loader *L, const wg_builtin *files, wg_parse_fn scenario,
                 const wg_ynode *root, void *data)
{
    for (const wg_builtin *f = files; f->name; f++)
        WG_TRY(read_builtin(L, f, data));
    wg_reader R = { L->err, L->doc };
    return scenario(&R, root, data);
}
