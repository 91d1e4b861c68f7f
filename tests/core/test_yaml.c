/*
 * The YAML layer: the tree it builds, the hostile input it refuses (with
 * the status and the "file:line:column" it must give), out of memory at
 * every allocation, and the typed accessors the loaders use.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/yaml.h"

/* ---------------------------------------------------------------- helpers */

static int parse(wg_ydoc *doc, const char *text, wg_yerr *err)
{
    return wg_y_parse(doc, NULL, text, strlen(text), "t.yaml", err);
}

static void parse_ok(wg_ydoc *doc, const char *text)
{
    wg_yerr err;
    int rc = parse(doc, text, &err);
    if (rc != WG_OK)
        fail_msg("parse failed: %s", err.message);
}

/* Parse text that must fail with `status` and exactly `message`. */
static void parse_fails(const char *text, size_t len, int status, const char *message)
{
    wg_ydoc doc;
    wg_yerr err;
    int rc = wg_y_parse(&doc, NULL, text, len, "t.yaml", &err);
    assert_int_equal(rc, status);
    assert_int_equal(err.status, status);
    assert_string_equal(err.message, message);
    assert_null(doc.root);
    assert_null(doc.arena);
    wg_y_free(&doc);
}

/* Parse text that must fail with `status` and a message containing `part`. */
static void parse_fails_with(const char *text, size_t len, int status, const char *part)
{
    wg_ydoc doc;
    wg_yerr err;
    int rc = wg_y_parse(&doc, NULL, text, len, "t.yaml", &err);
    assert_int_equal(rc, status);
    if (!strstr(err.message, part))
        fail_msg("message '%s' lacks '%s'", err.message, part);
    assert_int_equal(strncmp(err.message, "t.yaml:", 7), 0);
    wg_y_free(&doc);
}

/* A buffer of `count` copies of `unit` between `head` and `tail` (caller frees). */
static char *repeat(const char *head, const char *unit, size_t count, const char *tail,
                    size_t *len)
{
    size_t hl = strlen(head), ul = strlen(unit), tl = strlen(tail), i;
    char *buf = malloc(hl + ul * count + tl + 1), *p = buf;
    assert_non_null(buf);
    memcpy(p, head, hl);
    p += hl;
    for (i = 0; i < count; i++, p += ul)
        memcpy(p, unit, ul);
    memcpy(p, tail, tl + 1);
    *len = hl + ul * count + tl;
    return buf;
}

static const wg_ynode *at(const wg_ynode *n, int i)
{
    assert_non_null(n);
    assert_true(i < n->count);
    return n->child[i];
}

/* ---------------------------------------------------------------- the tree */

static const char *const sample =
    "name: Ogre Mark III\n"
    "count: 3\n"
    "tags: [a, \"b\", 'c']\n"
    "empty:\n"
    "quoted: \"\"\n"
    "block: |\n"
    "  two\n"
    "  lines\n"
    "nested:\n"
    "  - x: 1\n"
    "    y: -2\n";

static void tree_holds_maps_sequences_and_scalars(void **state)
{
    wg_ydoc doc;
    (void)state;
    parse_ok(&doc, sample);
    const wg_ynode *root = doc.root;
    assert_int_equal(root->kind, WG_Y_MAP);
    assert_int_equal(root->count, 14);
    assert_int_equal(root->line, 1);
    assert_int_equal(root->column, 1);

    const wg_ynode *name = wg_y_get(root, "name");
    assert_int_equal(name->kind, WG_Y_SCALAR);
    assert_string_equal(name->text, "Ogre Mark III");
    assert_int_equal(name->len, 13);
    assert_int_equal(name->line, 1);
    assert_int_equal(name->column, 7);

    const wg_ynode *tags = wg_y_get(root, "tags");
    assert_int_equal(tags->kind, WG_Y_SEQ);
    assert_int_equal(tags->count, 3);
    assert_string_equal(at(tags, 1)->text, "b");
    assert_false(at(tags, 0)->quoted);
    assert_true(at(tags, 1)->quoted);
    assert_true(at(tags, 2)->quoted);
    assert_int_equal(at(tags, 2)->line, 3);
    assert_int_equal(at(tags, 2)->column, 16);

    const wg_ynode *empty = wg_y_get(root, "empty");
    assert_int_equal(empty->kind, WG_Y_SCALAR);
    assert_int_equal(empty->len, 0);
    assert_false(empty->quoted);
    assert_true(wg_y_get(root, "quoted")->quoted);
    assert_string_equal(wg_y_get(root, "block")->text, "two\nlines\n");
    assert_true(wg_y_get(root, "block")->quoted);

    const wg_ynode *item = at(wg_y_get(root, "nested"), 0);
    assert_int_equal(item->kind, WG_Y_MAP);
    assert_string_equal(wg_y_get(item, "y")->text, "-2");
    assert_int_equal(wg_y_get(item, "y")->line, 11);
    assert_int_equal(wg_y_get(item, "y")->column, 8);
    assert_null(wg_y_get(root, "absent"));
    wg_y_free(&doc);
}

static void empty_input_has_no_root(void **state)
{
    wg_ydoc doc;
    wg_yerr err;
    (void)state;
    assert_int_equal(wg_y_parse(&doc, NULL, NULL, 0, NULL, &err), WG_OK);
    assert_null(doc.root);
    assert_string_equal(doc.name, "<input>");
    wg_y_free(&doc);
    parse_ok(&doc, "# only a comment\n\n");
    assert_null(doc.root);
    wg_y_free(&doc);
    parse_ok(&doc, "---\n...\n");
    assert_int_equal(doc.root->kind, WG_Y_SCALAR);
    wg_y_free(&doc);
}

/* Found by the fuzzer: an empty map before any other collection (no child stack yet). */
static void empty_maps_parse_before_anything_else(void **state)
{
    (void)state;
    wg_ydoc doc;
    parse_ok(&doc, "{}");
    assert_int_equal(doc.root->kind, WG_Y_MAP);
    assert_int_equal(doc.root->count, 0);
    wg_y_free(&doc);
    parse_ok(&doc, "[{}, {a: {}}]");
    assert_int_equal(doc.root->count, 2);
    assert_int_equal(doc.root->child[0]->count, 0);
    wg_y_free(&doc);
    parse_fails_with("{}, {}]", 7, WG_EPARSE, "t.yaml:1:");
}

static void document_copies_its_name(void **state)
{
    char name[] = "units.yaml";
    wg_ydoc doc;
    (void)state;
    assert_int_equal(wg_y_parse(&doc, NULL, "a: 1", 4, name, NULL), WG_OK);
    name[0] = 'X';
    assert_string_equal(doc.name, "units.yaml");
    wg_y_free(&doc);
}

static void text_need_not_end_in_nul(void **state)
{
    const char text[] = "a: 12345";
    wg_ydoc doc;
    (void)state;
    assert_int_equal(wg_y_parse(&doc, NULL, text, 5, "t", NULL), WG_OK);
    assert_string_equal(wg_y_get(doc.root, "a")->text, "12");
    wg_y_free(&doc);
}

static void free_is_safe_on_zeroed_and_failed_documents(void **state)
{
    wg_ydoc doc;
    wg_yerr err;
    (void)state;
    memset(&doc, 0, sizeof doc);
    wg_y_free(&doc);
    wg_y_free(NULL);
    assert_int_equal(parse(&doc, "a: [", &err), WG_EPARSE);
    wg_y_free(&doc);
    wg_y_free(&doc);
}

static void bad_arguments_are_refused(void **state)
{
    wg_ydoc doc;
    wg_yerr err;
    (void)state;
    assert_int_equal(wg_y_parse(NULL, NULL, "a", 1, NULL, &err), WG_EINVAL);
    assert_int_equal(wg_y_parse(&doc, NULL, NULL, 3, NULL, &err), WG_EINVAL);
    assert_int_equal(err.status, WG_EINVAL);
}

/* ---------------------------------------------------------------- syntax errors */

static void syntax_error_names_file_line_and_column(void **state)
{
    (void)state;
    parse_fails("a: 1\n  b: 2\n", 12, WG_EPARSE,
                "t.yaml:2:4: mapping values are not allowed in this context");
    parse_fails("a: [1, 2\nb: 3\n", 14, WG_EPARSE,
                "t.yaml:2:2: did not find expected ',' or ']'"
                " (while parsing a flow sequence at line 1, column 4)");
}

static void error_position_is_in_the_struct_too(void **state)
{
    wg_ydoc doc;
    wg_yerr err;
    (void)state;
    assert_int_equal(parse(&doc, "a: 1\nb: 2\nc: [\n", &err), WG_EPARSE);
    assert_int_equal(err.line, 4);
    assert_int_equal(err.column, 1);
}

static void missing_name_reads_input(void **state)
{
    wg_ydoc doc;
    wg_yerr err;
    (void)state;
    assert_int_equal(wg_y_parse(&doc, NULL, "[", 1, NULL, &err), WG_EPARSE);
    assert_int_equal(strncmp(err.message, "<input>:2:1: ", 13), 0);
}

static void invalid_utf8_is_refused(void **state)
{
    (void)state;
    parse_fails("a: 1\nb: \xff\n", 10, WG_EPARSE, "t.yaml:2:4: invalid leading UTF-8 octet");
}

static void nul_byte_is_refused_where_it_is(void **state)
{
    (void)state;
    parse_fails("a: 1\nb: x\0y\n", 11, WG_EPARSE, "t.yaml:2:5: NUL byte in the input");
    parse_fails("a: \"x\\0y\"", 9, WG_EPARSE, "t.yaml:1:4: NUL characters are not supported");
}

static void second_document_is_refused(void **state)
{
    (void)state;
    parse_fails("a: 1\n---\nb: 2\n", 14, WG_EPARSE, "t.yaml:2:1: more than one document");
    parse_fails("a: 1\n...\n---\n", 13, WG_EPARSE, "t.yaml:3:1: more than one document");
}

static void collection_as_key_is_refused(void **state)
{
    (void)state;
    parse_fails("{[a]: 1}", 8, WG_EPARSE, "t.yaml:1:2: mapping keys must be scalars");
    parse_fails("? {a: 1}\n: 1\n", 13, WG_EPARSE, "t.yaml:1:3: mapping keys must be scalars");
}

static void tags_are_refused(void **state)
{
    (void)state;
    parse_fails("a: !foo 1", 9, WG_EPARSE, "t.yaml:1:4: tags are not supported (found '!foo')");
    parse_fails_with("a: !!str 5", 10, WG_EPARSE, "tags are not supported");
    parse_fails_with("a: !!seq [1]", 12, WG_EPARSE, "tags are not supported");
    parse_fails_with("!!map {a: 1}", 12, WG_EPARSE, "tags are not supported");
    parse_fails_with("a: ! x", 6, WG_EPARSE, "tags are not supported");
}

/* ---------------------------------------------------------------- anchors, aliases */

static void billion_laughs_is_refused_at_the_first_anchor(void **state)
{
    static const char text[] =
        "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        "b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\n"
        "c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n"
        "d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\n"
        "e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\n"
        "f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]\n"
        "g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]\n"
        "h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]\n"
        "i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]\n";
    (void)state;
    parse_fails(text, sizeof text - 1, WG_EPARSE,
                "t.yaml:1:4: anchors and aliases are not supported");
}

static void alias_alone_is_refused(void **state)
{
    (void)state;
    parse_fails("- a\n- *x\n", 9, WG_EPARSE, "t.yaml:2:3: anchors and aliases are not supported");
    parse_fails_with("&x a: 1", 7, WG_EPARSE, "aliases are not supported");
    parse_fails_with("a: &x {b: 1}", 12, WG_EPARSE, "aliases are not supported");
}

/* ---------------------------------------------------------------- duplicate keys */

static void duplicate_key_names_both_places(void **state)
{
    (void)state;
    parse_fails("a: 1\nb: 2\na: 3\n", 15, WG_EPARSE,
                "t.yaml:3:1: duplicate key 'a' (first at line 1, column 1)");
    /* Quoting does not make a different key. */
    parse_fails("{a: 1, \"a\": 2}", 14, WG_EPARSE,
                "t.yaml:1:8: duplicate key 'a' (first at line 1, column 2)");
    parse_fails("x:\n  k: 1\n  k: 2\n", 17, WG_EPARSE,
                "t.yaml:3:3: duplicate key 'k' (first at line 2, column 3)");
}

static void same_key_in_different_maps_is_fine(void **state)
{
    wg_ydoc doc;
    (void)state;
    parse_ok(&doc, "a: {k: 1}\nb: {k: 2}\nk: 3\n");
    wg_y_free(&doc);
}

/* A map with many keys takes the sorting path; the first duplicate in the file is named. */
static void duplicate_key_in_a_big_map_is_the_first_one(void **state)
{
    char text[4096];
    size_t len = 0;
    int i;
    (void)state;
    for (i = 0; i < 100; i++)
        len += (size_t)sprintf(text + len, "k%d: %d\n", i, i);
    len += (size_t)sprintf(text + len, "k70: x\nk7: y\nk70: z\n");
    parse_fails(text, len, WG_EPARSE,
                "t.yaml:101:1: duplicate key 'k70' (first at line 71, column 1)");

    wg_ydoc doc;
    text[len - 20] = '\0'; /* only the 100 distinct keys */
    parse_ok(&doc, text);
    assert_int_equal(doc.root->count, 200);
    wg_y_free(&doc);
}

/* ---------------------------------------------------------------- limits */

static void nesting_1000_deep_is_refused(void **state)
{
    size_t len;
    char *open = repeat("", "[", 1000, "", &len);
    char *text = repeat(open, "]", 1000, "", &len);
    (void)state;
    parse_fails(text, len, WG_ELIMIT, "t.yaml:1:33: nesting deeper than 32 levels");
    free(open);
    free(text);
}

static void nesting_at_the_limit_is_fine(void **state)
{
    size_t len;
    char *open = repeat("", "[", WG_Y_MAX_DEPTH, "", &len);
    char *text = repeat(open, "]", WG_Y_MAX_DEPTH, "", &len);
    wg_ydoc doc;
    (void)state;
    parse_ok(&doc, text);
    wg_y_free(&doc);
    free(open);
    free(text);
}

static void deep_block_maps_are_refused(void **state)
{
    char text[8192];
    size_t len = 0;
    int i;
    (void)state;
    for (i = 0; i < 40; i++)
        len += (size_t)sprintf(text + len, "%*sk:\n", i, "");
    parse_fails_with(text, len, WG_ELIMIT, "nesting deeper than 32 levels");
}

/* 64 bytes: a comment line. */
static const char comment_line[] =
    "# padding padding padding padding padding padding padding paddi\n";

static void input_of_5_mib_is_refused(void **state)
{
    size_t len;
    char *text = repeat("", comment_line,
                        5 * 1024 * 1024 / 64, "", &len);
    (void)state;
    assert_int_equal(len, 5u * 1024u * 1024u);
    parse_fails(text, len, WG_ELIMIT, "t.yaml:65537:1: the document is longer than 4194304 bytes");
    free(text);
}

static void input_of_4_mib_is_fine(void **state)
{
    size_t len;
    char *text = repeat("", comment_line,
                        WG_Y_MAX_BYTES / 64, "", &len);
    wg_ydoc doc;
    (void)state;
    assert_int_equal(len, WG_Y_MAX_BYTES);
    assert_int_equal(wg_y_parse(&doc, NULL, text, len, "t", NULL), WG_OK);
    wg_y_free(&doc);
    free(text);
}

static void scalar_of_70_kib_is_refused(void **state)
{
    size_t len;
    char *plain = repeat("a: ", "x", 70 * 1024, "\n", &len);
    char *quoted = repeat("a: \"", "y", 70 * 1024, "\"\n", &len);
    (void)state;
    parse_fails(plain, strlen(plain), WG_ELIMIT, "t.yaml:1:4: a scalar is longer than 65536 bytes");
    parse_fails_with(quoted, len, WG_ELIMIT, "a scalar is longer than 65536 bytes");
    free(plain);
    free(quoted);
}

static void scalar_at_the_limit_is_fine(void **state)
{
    size_t len;
    char *text = repeat("a: ", "x", WG_Y_MAX_SCALAR, "\n", &len);
    wg_ydoc doc;
    (void)state;
    parse_ok(&doc, text);
    assert_int_equal(wg_y_get(doc.root, "a")->len, WG_Y_MAX_SCALAR);
    wg_y_free(&doc);
    free(text);
}

static void items_300000_are_refused(void **state)
{
    size_t len;
    char *text = repeat("[", "0,", 300000, "0]", &len);
    (void)state;
    parse_fails_with(text, len, WG_ELIMIT, "more than 200000 nodes in the document");
    free(text);
}

/* The root sequence and its items: exactly WG_Y_MAX_NODES nodes. */
static void nodes_at_the_limit_are_fine(void **state)
{
    size_t len;
    char *fits = repeat("[", "0,", WG_Y_MAX_NODES - 2, "0]", &len);
    char *over = repeat("[", "0,", WG_Y_MAX_NODES - 1, "0]", &len);
    wg_ydoc doc;
    (void)state;
    parse_ok(&doc, fits);
    assert_int_equal(doc.root->count, WG_Y_MAX_NODES - 1);
    wg_y_free(&doc);
    parse_fails_with(over, len, WG_ELIMIT, "more than 200000 nodes");
    free(fits);
    free(over);
}

/* ---------------------------------------------------------------- damaged input */

static const char *const valid =
    "# a scenario\n"
    "ruleset: ogre\n"
    "options: {splitfire: true, turns: 12}\n"
    "map:\n"
    "  size: [15, 22]\n"
    "  craters: [[1, 2], [3, 4]]\n"
    "forces:\n"
    "  - side: defender\n"
    "    units:\n"
    "      - {type: heavy_tank, at: [5, 6]}\n"
    "      - type: 'command post'\n"
    "        note: \"escaped \\\" quote \\u00e9\"\n"
    "  - side: ogre\n"
    "    text: >\n"
    "      folded\n"
    "      text\n"
    "    ? complex\n"
    "    : key\n"
    "...\n";

static void check_parse_outcome(const char *text, size_t len)
{
    wg_ydoc doc;
    wg_yerr err;
    int rc = wg_y_parse(&doc, NULL, text, len, "cut.yaml", &err);
    if (rc == WG_OK) {
        wg_y_free(&doc);
        return;
    }
    assert_int_equal(rc, WG_EPARSE);
    assert_int_equal(err.status, WG_EPARSE);
    assert_int_equal(strncmp(err.message, "cut.yaml:", 9), 0);
    assert_true(strlen(err.message) > 12);
    assert_null(doc.arena);
}

static void document_cut_at_every_byte_never_crashes(void **state)
{
    size_t len = strlen(valid), cut;
    (void)state;
    for (cut = 0; cut <= len; cut++) {
        /* A copy of exactly `cut` bytes, so any read past it is caught. */
        char *copy = malloc(cut ? cut : 1);
        assert_non_null(copy);
        memcpy(copy, valid, cut);
        check_parse_outcome(copy, cut);
        free(copy);
    }
}

static void document_with_any_byte_replaced_never_crashes(void **state)
{
    static const char swaps[] = "[]{}:,-?'\"\n#&*!|>%\\\t\x80";
    size_t len = strlen(valid), at, s;
    char *copy = malloc(len);
    (void)state;
    assert_non_null(copy);
    for (at = 0; at < len; at++)
        for (s = 0; s < sizeof swaps - 1; s++) {
            memcpy(copy, valid, len);
            copy[at] = swaps[s];
            check_parse_outcome(copy, len);
        }
    free(copy);
}

/* ---------------------------------------------------------------- out of memory */

typedef struct failing_alloc {
    long fail_at; /* the call that fails (0-based), or -1 */
    long calls;
    long live;
} failing_alloc;

static int should_fail(failing_alloc *f)
{
    return f->calls++ == f->fail_at;
}

static void *failing_malloc(void *payload, size_t n)
{
    failing_alloc *f = payload;
    void *p = should_fail(f) ? NULL : malloc(n);
    f->live += p != NULL;
    return p;
}

static void *failing_realloc(void *payload, void *old, size_t n)
{
    failing_alloc *f = payload;
    void *p = should_fail(f) ? NULL : realloc(old, n);
    f->live += p != NULL && old == NULL;
    return p;
}

static void failing_free(void *payload, void *p)
{
    failing_alloc *f = payload;
    f->live -= p != NULL;
    free(p);
}

/* Big enough for several arena blocks, a growing child stack and a sorted map. */
static char *oom_document(size_t *len)
{
    size_t cap = 64 * 1024, n = 0;
    char *text = malloc(cap);
    int i;
    assert_non_null(text);
    n += (size_t)sprintf(text + n, "big:\n");
    for (i = 0; i < 40; i++)
        n += (size_t)sprintf(text + n, "  key%02d: [%d, \"%s\", {x: %d}]\n", i, i,
                             "a string that takes some room in the arena", i);
    n += (size_t)sprintf(text + n, "list:\n");
    for (i = 0; i < 300; i++)
        n += (size_t)sprintf(text + n, "  - item %d\n", i);
    *len = n;
    return text;
}

static void out_of_memory_at_every_allocation_leaks_nothing(void **state)
{
    size_t len;
    char *text = oom_document(&len);
    wg_alloc alloc = { failing_malloc, failing_realloc, failing_free, NULL };
    failing_alloc f;
    long n;
    (void)state;
    for (n = 0;; n++) {
        wg_ydoc doc;
        wg_yerr err;
        f.fail_at = n;
        f.calls = 0;
        f.live = 0;
        alloc.payload = &f;
        int rc = wg_y_parse(&doc, &alloc, text, len, "oom.yaml", &err);
        if (rc == WG_OK) {
            assert_true(f.calls <= n); /* no allocation failed */
            assert_int_equal(wg_y_get(doc.root, "list")->count, 300);
            wg_y_free(&doc);
            assert_int_equal(f.live, 0);
            break;
        }
        assert_int_equal(rc, WG_ENOMEM);
        assert_int_equal(err.status, WG_ENOMEM);
        assert_non_null(strstr(err.message, "out of memory"));
        assert_int_equal(strncmp(err.message, "oom.yaml:", 9), 0);
        assert_int_equal(f.live, 0);
        wg_y_free(&doc);
    }
    assert_true(n > 3);
    free(text);
}

/* ---------------------------------------------------------------- map helpers */

static const char *const unit_keys[] = { "name", "speed", "armour", NULL };

static void check_keys_accepts_known_keys(void **state)
{
    wg_ydoc doc;
    wg_yerr err;
    (void)state;
    parse_ok(&doc, "name: tank\nspeed: 3\n");
    assert_int_equal(wg_y_check_keys(&err, &doc, doc.root, unit_keys), WG_OK);
    wg_y_free(&doc);
}

static void check_keys_names_the_unknown_key_and_the_allowed_ones(void **state)
{
    wg_ydoc doc;
    wg_yerr err;
    (void)state;
    parse_ok(&doc, "name: tank\nspeed: 3\nspeeed: 4\n");
    assert_int_equal(wg_y_check_keys(&err, &doc, doc.root, unit_keys), WG_EPARSE);
    assert_int_equal(err.status, WG_EPARSE);
    assert_int_equal(err.line, 3);
    assert_int_equal(err.column, 1);
    assert_string_equal(err.message,
                        "t.yaml:3:1: unknown key 'speeed' (expected one of: name, speed, armour)");
    wg_y_free(&doc);
}

static void check_keys_wants_a_mapping(void **state)
{
    wg_ydoc doc;
    wg_yerr err;
    (void)state;
    parse_ok(&doc, "[1, 2]");
    assert_int_equal(wg_y_check_keys(&err, &doc, doc.root, unit_keys), WG_EPARSE);
    assert_string_equal(err.message, "t.yaml:1:1: expected a mapping, got a sequence");
    wg_y_free(&doc);
}

static void long_or_strange_keys_are_shortened_in_messages(void **state)
{
    char text[256];
    wg_ydoc doc;
    wg_yerr err;
    (void)state;
    memset(text, 'k', 100);
    strcpy(text + 100, ": 1\n\"a\\tb\": 2\n");
    parse_ok(&doc, text);
    assert_int_equal(wg_y_check_keys(&err, &doc, doc.root, unit_keys), WG_EPARSE);
    assert_non_null(strstr(err.message, "'kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk...'"));
    const char *const long_ok[] = { text, NULL };
    text[100] = '\0';
    assert_int_equal(wg_y_check_keys(&err, &doc, doc.root, long_ok), WG_EPARSE);
    assert_non_null(strstr(err.message, "unknown key 'a?b'"));
    wg_y_free(&doc);
}

static void need_finds_or_names_the_missing_key(void **state)
{
    wg_ydoc doc;
    wg_yerr err;
    const wg_ynode *v = NULL;
    (void)state;
    parse_ok(&doc, "name: tank\n");
    assert_int_equal(wg_y_need(&err, &doc, doc.root, "name", &v), WG_OK);
    assert_string_equal(v->text, "tank");
    assert_int_equal(wg_y_need(&err, &doc, doc.root, "speed", &v), WG_EPARSE);
    assert_string_equal(err.message, "t.yaml:1:1: missing key 'speed'");
    v = wg_y_get(doc.root, "name");
    assert_int_equal(wg_y_need(&err, &doc, v, "speed", &v), WG_EPARSE);
    assert_string_equal(err.message, "t.yaml:1:7: expected a mapping, got 'tank'");
    wg_y_free(&doc);
}

static void get_on_a_non_map_is_null(void **state)
{
    wg_ydoc doc;
    (void)state;
    parse_ok(&doc, "[a, b]");
    assert_null(wg_y_get(doc.root, "a"));
    assert_null(wg_y_get(NULL, "a"));
    wg_y_free(&doc);
}

static void seq_and_map_check_the_kind(void **state)
{
    wg_ydoc doc;
    wg_yerr err;
    (void)state;
    parse_ok(&doc, "s: [1]\nm: {a: 1}\nv: x\nn:\n");
    const wg_ynode *r = doc.root;
    assert_int_equal(wg_y_seq(&err, &doc, wg_y_get(r, "s")), WG_OK);
    assert_int_equal(wg_y_map(&err, &doc, wg_y_get(r, "m")), WG_OK);
    assert_int_equal(wg_y_seq(&err, &doc, wg_y_get(r, "m")), WG_EPARSE);
    assert_string_equal(err.message, "t.yaml:2:4: expected a sequence, got a mapping");
    assert_int_equal(wg_y_map(&err, &doc, wg_y_get(r, "v")), WG_EPARSE);
    assert_string_equal(err.message, "t.yaml:3:4: expected a mapping, got 'x'");
    assert_int_equal(wg_y_seq(&err, &doc, wg_y_get(r, "n")), WG_EPARSE);
    assert_string_equal(err.message, "t.yaml:4:3: expected a sequence, got an empty value");
    assert_int_equal(wg_y_seq(&err, &doc, NULL), WG_EPARSE);
    assert_string_equal(err.message, "t.yaml: expected a sequence, got nothing");
    assert_int_equal(err.line, 0);
    wg_y_free(&doc);
}

/* ---------------------------------------------------------------- integers */

/* The value of `text` as an integer in [min, max], or fail with the message. */
static int int_of(const char *text, int64_t min, int64_t max, int64_t *out, char *msg)
{
    wg_ydoc doc;
    wg_yerr err;
    char buf[256];
    int rc;
    snprintf(buf, sizeof buf, "v: %s\n", text);
    parse_ok(&doc, buf);
    rc = wg_y_int(&err, &doc, wg_y_get(doc.root, "v"), min, max, out);
    if (rc != WG_OK && msg)
        strcpy(msg, err.message);
    wg_y_free(&doc);
    return rc;
}

static void int_reads_decimal_signs_and_hex(void **state)
{
    int64_t v = 0;
    (void)state;
    assert_int_equal(int_of("42", 0, 100, &v, NULL), WG_OK);
    assert_int_equal(v, 42);
    assert_int_equal(int_of("-7", -10, 10, &v, NULL), WG_OK);
    assert_int_equal(v, -7);
    assert_int_equal(int_of("+7", -10, 10, &v, NULL), WG_OK);
    assert_int_equal(v, 7);
    assert_int_equal(int_of("007", 0, 10, &v, NULL), WG_OK);
    assert_int_equal(v, 7);
    assert_int_equal(int_of("0x1F", 0, 100, &v, NULL), WG_OK);
    assert_int_equal(v, 31);
    assert_int_equal(int_of("0Xff", 0, 1000, &v, NULL), WG_OK);
    assert_int_equal(v, 255);
    assert_int_equal(int_of("-0x10", -100, 0, &v, NULL), WG_OK);
    assert_int_equal(v, -16);
    assert_int_equal(int_of("\"5\"", 0, 10, &v, NULL), WG_OK);
    assert_int_equal(v, 5);
}

static void int_reaches_both_ends_of_int64(void **state)
{
    int64_t v = 0;
    (void)state;
    assert_int_equal(int_of("9223372036854775807", INT64_MIN, INT64_MAX, &v, NULL), WG_OK);
    assert_true(v == INT64_MAX);
    assert_int_equal(int_of("-9223372036854775808", INT64_MIN, INT64_MAX, &v, NULL), WG_OK);
    assert_true(v == INT64_MIN);
    assert_int_equal(int_of("0x7fffffffffffffff", INT64_MIN, INT64_MAX, &v, NULL), WG_OK);
    assert_true(v == INT64_MAX);
}

static void int_refuses_overflow(void **state)
{
    int64_t v = 0;
    (void)state;
    assert_int_equal(int_of("9223372036854775808", INT64_MIN, INT64_MAX, &v, NULL), WG_EPARSE);
    assert_int_equal(int_of("-9223372036854775809", INT64_MIN, INT64_MAX, &v, NULL), WG_EPARSE);
    assert_int_equal(int_of("99999999999999999999999", INT64_MIN, INT64_MAX, &v, NULL),
                     WG_EPARSE);
    assert_int_equal(int_of("0x10000000000000000", INT64_MIN, INT64_MAX, &v, NULL), WG_EPARSE);
}

static void int_refuses_garbage_floats_and_empty(void **state)
{
    static const char *const bad[] = { "12abc", "1.5", "1e3", "0x", "0xg", "'-'", "+",
                                       "'--1'", "1-", "\" 1\"", "\"1 \"", "''", "1_000",
                                       "0b101", "true", "[1]", "{a: 1}", "", NULL };
    int64_t v = 99;
    int i;
    (void)state;
    for (i = 0; bad[i]; i++) {
        if (int_of(bad[i], INT64_MIN, INT64_MAX, &v, NULL) != WG_EPARSE)
            fail_msg("'%s' was read as an integer", bad[i]);
    }
    assert_int_equal(v, 99);
}

static void int_message_gives_the_range_and_the_value(void **state)
{
    char msg[300];
    int64_t v;
    (void)state;
    assert_int_equal(int_of("x", 1, 6, &v, msg), WG_EPARSE);
    assert_string_equal(msg, "t.yaml:1:4: expected an integer from 1 to 6, got 'x'");
    assert_int_equal(int_of("7", 1, 6, &v, msg), WG_EPARSE);
    assert_string_equal(msg, "t.yaml:1:4: expected an integer from 1 to 6, got '7'");
    assert_int_equal(int_of("0", 1, 6, &v, msg), WG_EPARSE);
    assert_int_equal(int_of("", 1, 6, &v, msg), WG_EPARSE);
    assert_string_equal(msg, "t.yaml:1:3: expected an integer from 1 to 6, got an empty value");
    assert_int_equal(int_of("{a: 1}", -3, 3, &v, msg), WG_EPARSE);
    assert_string_equal(msg, "t.yaml:1:4: expected an integer from -3 to 3, got a mapping");
}

static void u64_reads_the_whole_range(void **state)
{
    wg_ydoc doc;
    wg_yerr err;
    uint64_t v = 0;
    (void)state;
    parse_ok(&doc, "a: 18446744073709551615\nb: 0xFFFFFFFFFFFFFFFF\nc: 0\n"
                   "d: 18446744073709551616\ne: -1\nf: 1.0\ng:\n");
    const wg_ynode *r = doc.root;
    assert_int_equal(wg_y_u64(&err, &doc, wg_y_get(r, "a"), &v), WG_OK);
    assert_true(v == UINT64_MAX);
    assert_int_equal(wg_y_u64(&err, &doc, wg_y_get(r, "b"), &v), WG_OK);
    assert_true(v == UINT64_MAX);
    assert_int_equal(wg_y_u64(&err, &doc, wg_y_get(r, "c"), &v), WG_OK);
    assert_true(v == 0);
    assert_int_equal(wg_y_u64(&err, &doc, wg_y_get(r, "d"), &v), WG_EPARSE);
    assert_string_equal(err.message,
                        "t.yaml:4:4: expected an unsigned 64-bit integer,"
                        " got '18446744073709551616'");
    assert_int_equal(wg_y_u64(&err, &doc, wg_y_get(r, "e"), &v), WG_EPARSE);
    assert_int_equal(wg_y_u64(&err, &doc, wg_y_get(r, "f"), &v), WG_EPARSE);
    assert_int_equal(wg_y_u64(&err, &doc, wg_y_get(r, "g"), &v), WG_EPARSE);
    assert_true(v == 0);
    wg_y_free(&doc);
}

/* ---------------------------------------------------------------- booleans, strings, names */

static void bool_reads_true_false_yes_no(void **state)
{
    wg_ydoc doc;
    wg_yerr err;
    int v = -1;
    (void)state;
    parse_ok(&doc, "[true, false, yes, no, True, 1, '', on]");
    const wg_ynode *r = doc.root;
    assert_int_equal(wg_y_bool(&err, &doc, at(r, 0), &v), WG_OK);
    assert_int_equal(v, 1);
    assert_int_equal(wg_y_bool(&err, &doc, at(r, 1), &v), WG_OK);
    assert_int_equal(v, 0);
    assert_int_equal(wg_y_bool(&err, &doc, at(r, 2), &v), WG_OK);
    assert_int_equal(v, 1);
    assert_int_equal(wg_y_bool(&err, &doc, at(r, 3), &v), WG_OK);
    assert_int_equal(v, 0);
    assert_int_equal(wg_y_bool(&err, &doc, at(r, 4), &v), WG_EPARSE);
    assert_string_equal(err.message, "t.yaml:1:24: expected true, false, yes or no, got 'True'");
    assert_int_equal(wg_y_bool(&err, &doc, at(r, 5), &v), WG_EPARSE);
    assert_int_equal(wg_y_bool(&err, &doc, at(r, 6), &v), WG_EPARSE);
    assert_int_equal(wg_y_bool(&err, &doc, at(r, 7), &v), WG_EPARSE);
    assert_int_equal(v, 0);
    wg_y_free(&doc);
}

static void str_takes_quoted_empty_but_not_an_empty_value(void **state)
{
    wg_ydoc doc;
    wg_yerr err;
    const char *s = NULL;
    (void)state;
    parse_ok(&doc, "a: tank\nb: \"\"\nc:\nd: [x]\ne: |\nf: 12345\n");
    const wg_ynode *r = doc.root;
    assert_int_equal(wg_y_str(&err, &doc, wg_y_get(r, "a"), 10, &s), WG_OK);
    assert_string_equal(s, "tank");
    assert_int_equal(wg_y_str(&err, &doc, wg_y_get(r, "b"), 10, &s), WG_OK);
    assert_string_equal(s, "");
    assert_int_equal(wg_y_str(&err, &doc, wg_y_get(r, "e"), 10, &s), WG_OK);
    assert_string_equal(s, "");
    assert_int_equal(wg_y_str(&err, &doc, wg_y_get(r, "c"), 10, &s), WG_EPARSE);
    assert_string_equal(err.message, "t.yaml:3:3: expected a string, got an empty value");
    assert_int_equal(wg_y_str(&err, &doc, wg_y_get(r, "d"), 10, &s), WG_EPARSE);
    assert_string_equal(err.message, "t.yaml:4:4: expected a string, got a sequence");
    assert_int_equal(wg_y_str(&err, &doc, wg_y_get(r, "f"), 5, &s), WG_OK);
    assert_int_equal(wg_y_str(&err, &doc, wg_y_get(r, "f"), 4, &s), WG_EPARSE);
    assert_string_equal(err.message,
                        "t.yaml:6:4: expected a string of at most 4 bytes, got 5 bytes");
    wg_y_free(&doc);
}

static const char *const rulesets[] = { "fow", "m44", "mob", "ogre", NULL };

static void enum_gives_the_index_or_lists_the_names(void **state)
{
    wg_ydoc doc;
    wg_yerr err;
    int v = -1;
    (void)state;
    parse_ok(&doc, "a: ogre\nb: chess\nc: [fow]\n");
    assert_int_equal(wg_y_enum(&err, &doc, wg_y_get(doc.root, "a"), rulesets, &v), WG_OK);
    assert_int_equal(v, 3);
    assert_int_equal(wg_y_enum(&err, &doc, wg_y_get(doc.root, "b"), rulesets, &v), WG_EPARSE);
    assert_string_equal(err.message,
                        "t.yaml:2:4: expected one of: fow, m44, mob, ogre (got 'chess')");
    assert_int_equal(wg_y_enum(&err, &doc, wg_y_get(doc.root, "c"), rulesets, &v), WG_EPARSE);
    assert_string_equal(err.message,
                        "t.yaml:3:4: expected one of: fow, m44, mob, ogre (got a sequence)");
    assert_int_equal(v, 3);
    wg_y_free(&doc);
}

/* ---------------------------------------------------------------- optional keys */

static void opt_int_leaves_absent_keys_alone(void **state)
{
    wg_ydoc doc;
    wg_yerr err;
    int64_t v = 5;
    (void)state;
    parse_ok(&doc, "turns: 12\nbad: 99\nnull:\n");
    assert_int_equal(wg_y_opt_int(&err, &doc, doc.root, "absent", 1, 20, &v), WG_OK);
    assert_int_equal(v, 5);
    assert_int_equal(wg_y_opt_int(&err, &doc, doc.root, "turns", 1, 20, &v), WG_OK);
    assert_int_equal(v, 12);
    assert_int_equal(wg_y_opt_int(&err, &doc, doc.root, "bad", 1, 20, &v), WG_EPARSE);
    assert_string_equal(err.message, "t.yaml:2:6: expected an integer from 1 to 20, got '99'");
    assert_int_equal(wg_y_opt_int(&err, &doc, doc.root, "null", 1, 20, &v), WG_EPARSE);
    assert_int_equal(wg_y_opt_int(&err, &doc, wg_y_get(doc.root, "turns"), "x", 1, 20, &v),
                     WG_EPARSE);
    assert_int_equal(v, 12);
    wg_y_free(&doc);
}

static void opt_bool_leaves_absent_keys_alone(void **state)
{
    wg_ydoc doc;
    wg_yerr err;
    int v = 7;
    (void)state;
    parse_ok(&doc, "op_fire: true\nbad: maybe\n");
    assert_int_equal(wg_y_opt_bool(&err, &doc, doc.root, "splitfire", &v), WG_OK);
    assert_int_equal(v, 7);
    assert_int_equal(wg_y_opt_bool(&err, &doc, doc.root, "op_fire", &v), WG_OK);
    assert_int_equal(v, 1);
    assert_int_equal(wg_y_opt_bool(&err, &doc, doc.root, "bad", &v), WG_EPARSE);
    assert_string_equal(err.message, "t.yaml:2:6: expected true, false, yes or no, got 'maybe'");
    wg_y_free(&doc);
}

/* ---------------------------------------------------------------- wg_y_fail */

static void fail_formats_position_and_text(void **state)
{
    wg_ydoc doc;
    wg_yerr err;
    (void)state;
    parse_ok(&doc, "a:\n  b: 1\n");
    const wg_ynode *b = wg_y_get(wg_y_get(doc.root, "a"), "b");
    assert_int_equal(wg_y_fail(&err, &doc, b, "speed %d is too fast", 9), WG_EPARSE);
    assert_int_equal(err.status, WG_EPARSE);
    assert_int_equal(err.line, 2);
    assert_int_equal(err.column, 6);
    assert_string_equal(err.message, "t.yaml:2:6: speed 9 is too fast");
    assert_int_equal(wg_y_fail(&err, &doc, NULL, "no place"), WG_EPARSE);
    assert_string_equal(err.message, "t.yaml: no place");
    assert_int_equal(wg_y_fail(NULL, &doc, b, "nowhere to write"), WG_EPARSE);
    assert_int_equal(wg_y_fail(&err, NULL, NULL, "no document"), WG_EPARSE);
    assert_string_equal(err.message, "<input>: no document");
    wg_y_free(&doc);
}

static void fail_truncates_long_messages(void **state)
{
    char big[1000];
    wg_ydoc doc;
    wg_yerr err;
    (void)state;
    memset(big, 'z', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    parse_ok(&doc, "a: 1");
    wg_y_fail(&err, &doc, doc.root, "%s", big);
    assert_int_equal(strlen(err.message), sizeof err.message - 1);
    assert_int_equal(strncmp(err.message, "t.yaml:1:1: zzz", 15), 0);
    wg_y_free(&doc);
}

/* A long path keeps its end, and the message still has room for its text. */
static void long_file_names_keep_their_tail(void **state)
{
    char name[600];
    wg_ydoc doc;
    wg_yerr err;
    (void)state;
    memset(name, 'd', sizeof name);
    strcpy(name + sizeof name - 12, "/units.yaml");
    assert_int_equal(wg_y_parse(&doc, NULL, "[", 1, name, &err), WG_EPARSE);
    assert_int_equal(strncmp(err.message, "...ddd", 6), 0);
    assert_non_null(strstr(err.message, "/units.yaml:2:1: did not find expected node content"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(tree_holds_maps_sequences_and_scalars),
        cmocka_unit_test(empty_input_has_no_root),
        cmocka_unit_test(empty_maps_parse_before_anything_else),
        cmocka_unit_test(document_copies_its_name),
        cmocka_unit_test(text_need_not_end_in_nul),
        cmocka_unit_test(free_is_safe_on_zeroed_and_failed_documents),
        cmocka_unit_test(bad_arguments_are_refused),
        cmocka_unit_test(syntax_error_names_file_line_and_column),
        cmocka_unit_test(error_position_is_in_the_struct_too),
        cmocka_unit_test(missing_name_reads_input),
        cmocka_unit_test(invalid_utf8_is_refused),
        cmocka_unit_test(nul_byte_is_refused_where_it_is),
        cmocka_unit_test(second_document_is_refused),
        cmocka_unit_test(collection_as_key_is_refused),
        cmocka_unit_test(tags_are_refused),
        cmocka_unit_test(billion_laughs_is_refused_at_the_first_anchor),
        cmocka_unit_test(alias_alone_is_refused),
        cmocka_unit_test(duplicate_key_names_both_places),
        cmocka_unit_test(same_key_in_different_maps_is_fine),
        cmocka_unit_test(duplicate_key_in_a_big_map_is_the_first_one),
        cmocka_unit_test(nesting_1000_deep_is_refused),
        cmocka_unit_test(nesting_at_the_limit_is_fine),
        cmocka_unit_test(deep_block_maps_are_refused),
        cmocka_unit_test(input_of_5_mib_is_refused),
        cmocka_unit_test(input_of_4_mib_is_fine),
        cmocka_unit_test(scalar_of_70_kib_is_refused),
        cmocka_unit_test(scalar_at_the_limit_is_fine),
        cmocka_unit_test(items_300000_are_refused),
        cmocka_unit_test(nodes_at_the_limit_are_fine),
        cmocka_unit_test(document_cut_at_every_byte_never_crashes),
        cmocka_unit_test(document_with_any_byte_replaced_never_crashes),
        cmocka_unit_test(out_of_memory_at_every_allocation_leaks_nothing),
        cmocka_unit_test(check_keys_accepts_known_keys),
        cmocka_unit_test(check_keys_names_the_unknown_key_and_the_allowed_ones),
        cmocka_unit_test(check_keys_wants_a_mapping),
        cmocka_unit_test(long_or_strange_keys_are_shortened_in_messages),
        cmocka_unit_test(need_finds_or_names_the_missing_key),
        cmocka_unit_test(get_on_a_non_map_is_null),
        cmocka_unit_test(seq_and_map_check_the_kind),
        cmocka_unit_test(int_reads_decimal_signs_and_hex),
        cmocka_unit_test(int_reaches_both_ends_of_int64),
        cmocka_unit_test(int_refuses_overflow),
        cmocka_unit_test(int_refuses_garbage_floats_and_empty),
        cmocka_unit_test(int_message_gives_the_range_and_the_value),
        cmocka_unit_test(u64_reads_the_whole_range),
        cmocka_unit_test(bool_reads_true_false_yes_no),
        cmocka_unit_test(str_takes_quoted_empty_but_not_an_empty_value),
        cmocka_unit_test(enum_gives_the_index_or_lists_the_names),
        cmocka_unit_test(opt_int_leaves_absent_keys_alone),
        cmocka_unit_test(opt_bool_leaves_absent_keys_alone),
        cmocka_unit_test(fail_formats_position_and_text),
        cmocka_unit_test(fail_truncates_long_messages),
        cmocka_unit_test(long_file_names_keep_their_tail),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
