/*
 * The schema layer (lib/core/schema.h): typed readers and field tables
 * that read a YAML map into a struct, every error at file:line:column.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "core/schema.h"

/* ---------------------------------------------------------------- helpers */

typedef struct doc_reader {
    wg_ydoc doc;
    wg_yerr err;
    wg_reader R;
} doc_reader;

static void open_doc(doc_reader *dr, const char *text)
{
    if (wg_y_parse(&dr->doc, NULL, text, strlen(text), "t.yaml", &dr->err) != WG_OK)
        fail_msg("parse failed: %s", dr->err.message);
    dr->R.err = &dr->err;
    dr->R.doc = &dr->doc;
}

/* The struct a table fills: members of every width the tables handle. */
typedef struct sample {
    int8_t tiny;
    uint8_t byte;
    int16_t small;
    int32_t number;
    int64_t big;
    int32_t flag;
    int32_t colour;
    uint32_t shapes;
    char name[8];
    int32_t untouched;
} sample;

static const char *const colours[] = { "red", "green", "blue", NULL };
static const char *const shapes[] = { "circle", "square", "star", NULL };

static const wg_field sample_fields[] = {
    WG_FIELD_INT_(sample, number, "number", 1, 10, WG_FIELD_REQUIRED, 0),
    WG_FIELD_INT_(sample, tiny, "tiny", -100, 100, WG_FIELD_DEFAULT, -7),
    WG_FIELD_INT_(sample, byte, "byte", 0, 255, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_INT_(sample, small, "small", -30000, 30000, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_INT_(sample, big, "big", INT32_MIN, INT32_MAX, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(sample, flag, "flag", WG_FIELD_DEFAULT, 1),
    WG_FIELD_ENUM_(sample, colour, "colour", colours, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_MASK_(sample, shapes, "shapes", shapes),
    WG_FIELD_NAME_(sample, name, "name", WG_FIELD_OPTIONAL),
    WG_FIELD_TEXT_("notes", 5),
    WG_FIELD_CODE_("extra"),
    WG_FIELD_END_,
};

static void read_ok(const char *text, sample *out)
{
    doc_reader dr;
    open_doc(&dr, text);
    memset(out, 0, sizeof *out);
    out->untouched = 99;
    if (wg_read_fields(&dr.R, dr.doc.root, sample_fields, out) != WG_OK)
        fail_msg("read failed: %s", dr.err.message);
    wg_y_free(&dr.doc);
}

/* The table refuses text with exactly `message`. */
static void read_fails(const char *text, const char *message)
{
    doc_reader dr;
    sample s;
    open_doc(&dr, text);
    memset(&s, 0, sizeof s);
    assert_int_equal(wg_read_fields(&dr.R, dr.doc.root, sample_fields, &s), WG_EPARSE);
    assert_string_equal(dr.err.message, message);
    wg_y_free(&dr.doc);
}

/* ---------------------------------------------------------------- field tables */

static void a_table_fills_members_of_every_width(void **state)
{
    sample s;
    (void)state;
    read_ok("{number: 3, tiny: -100, byte: 255, small: -30000, big: -2147483648, flag: no,"
            " colour: blue, shapes: [star, circle], name: abcdefg, notes: hello, extra: [1]}",
            &s);
    assert_int_equal(s.number, 3);
    assert_int_equal(s.tiny, -100);
    assert_int_equal(s.byte, 255);
    assert_int_equal(s.small, -30000);
    assert_true(s.big == INT32_MIN);
    assert_int_equal(s.flag, 0);
    assert_int_equal(s.colour, 2);
    assert_int_equal(s.shapes, 5u);
    assert_string_equal(s.name, "abcdefg");
    assert_int_equal(s.untouched, 99);
}

static void absent_keys_take_defaults_or_keep_their_value(void **state)
{
    sample s;
    (void)state;
    read_ok("{number: 10}", &s);
    assert_int_equal(s.number, 10);
    assert_int_equal(s.tiny, -7); /* WG_FIELD_DEFAULT */
    assert_int_equal(s.flag, 1);
    assert_int_equal(s.byte, 0);  /* optional: kept */
    assert_string_equal(s.name, "");
}

static void a_required_key_is_missing_at_the_map(void **state)
{
    (void)state;
    read_fails("\n  {tiny: 1}", "t.yaml:2:3: missing key 'number'");
}

static void an_unknown_key_lists_the_table_in_order(void **state)
{
    (void)state;
    read_fails("{number: 1, size: 2}",
               "t.yaml:1:13: unknown key 'size' (expected one of: number, tiny, byte, small,"
               " big, flag, colour, shapes, name, notes, extra)");
}

static void values_out_of_range_name_their_place(void **state)
{
    (void)state;
    read_fails("{number: 11}", "t.yaml:1:10: expected an integer from 1 to 10, got '11'");
    read_fails("{number: 1, byte: 256}",
               "t.yaml:1:19: expected an integer from 0 to 255, got '256'");
    read_fails("{number: 1, flag: maybe}",
               "t.yaml:1:19: expected true, false, yes or no, got 'maybe'");
    read_fails("{number: 1, colour: pink}",
               "t.yaml:1:21: expected one of: red, green, blue (got 'pink')");
    read_fails("{number: 1, shapes: [circle, cube]}",
               "t.yaml:1:30: expected one of: circle, square, star (got 'cube')");
    read_fails("{number: 1, shapes: circle}", "t.yaml:1:21: expected a sequence, got 'circle'");
    read_fails("{number: 1, name: abcdefgh}",
               "t.yaml:1:19: expected a string of at most 7 bytes, got 8 bytes");
    read_fails("{number: 1, notes: toolong}",
               "t.yaml:1:20: expected a string of at most 5 bytes, got 7 bytes");
    read_fails("[1, 2]", "t.yaml:1:1: expected a mapping, got a sequence");
}

static void a_failed_read_stops_at_the_first_error(void **state)
{
    doc_reader dr;
    sample s;
    (void)state;
    open_doc(&dr, "{number: 2, tiny: 5, byte: 300}");
    memset(&s, 0, sizeof s);
    assert_int_equal(wg_read_fields(&dr.R, dr.doc.root, sample_fields, &s), WG_EPARSE);
    assert_int_equal(s.number, 2); /* read before the error, in the table's order */
    assert_int_equal(s.byte, 0);
    wg_y_free(&dr.doc);
}

/* wg_read_values: the same reading, keys left to another table */
static void values_alone_do_not_check_keys(void **state)
{
    doc_reader dr;
    sample s;
    (void)state;
    open_doc(&dr, "{number: 4, other: 1}");
    memset(&s, 0, sizeof s);
    assert_int_equal(wg_read_values(&dr.R, dr.doc.root, sample_fields, &s), WG_OK);
    assert_int_equal(s.number, 4);
    wg_y_free(&dr.doc);
}

/* WG_FIELD_MAP: a nested map whose table fills members of the same struct */
typedef struct nested {
    int32_t depth;
    int32_t inner[2];
} nested;

static const wg_field inner_fields[] = {
    WG_FIELD_INT_(nested, inner[0], "first", 0, 9, WG_FIELD_REQUIRED, 0),
    WG_FIELD_INT_(nested, inner[1], "second", 0, 9, WG_FIELD_DEFAULT, 5),
    WG_FIELD_END_,
};

static const wg_field outer_fields[] = {
    WG_FIELD_INT_(nested, depth, "depth", 0, 9, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_MAP_("inner", inner_fields),
    WG_FIELD_END_,
};

/* Read text by the table `fields` into out (size bytes, zeroed first); the error into message. */
static int read_table(const char *text, const wg_field *fields, void *out, size_t size,
                      char *message, size_t cap)
{
    doc_reader dr;
    open_doc(&dr, text);
    memset(out, 0, size);
    int rc = wg_read_fields(&dr.R, dr.doc.root, fields, out);
    snprintf(message, cap, "%s", rc == WG_OK ? "" : dr.err.message);
    wg_y_free(&dr.doc);
    return rc;
}

static int read_nested(const char *text, nested *out, char *message, size_t cap)
{
    return read_table(text, outer_fields, out, sizeof *out, message, cap);
}

static void a_nested_map_reads_its_own_table_into_the_same_struct(void **state)
{
    nested n;
    char message[512];
    (void)state;
    assert_int_equal(read_nested("{depth: 2, inner: {first: 7}}", &n, message, sizeof message),
                     WG_OK);
    assert_int_equal(n.depth, 2);
    assert_int_equal(n.inner[0], 7);
    assert_int_equal(n.inner[1], 5); /* the nested table's default */
    /* absent: optional, so the members are left alone (no nested defaults) */
    assert_int_equal(read_nested("{depth: 1}", &n, message, sizeof message), WG_OK);
    assert_int_equal(n.inner[0], 0);
    assert_int_equal(n.inner[1], 0);
    /* the nested table checks its own keys, ranges and required keys */
    assert_int_equal(read_nested("{inner: {first: 1, third: 2}}", &n, message, sizeof message),
                     WG_EPARSE);
    assert_non_null(strstr(message, "third"));
    assert_int_equal(read_nested("{inner: {second: 1}}", &n, message, sizeof message),
                     WG_EPARSE);
    assert_string_equal(message, "t.yaml:1:9: missing key 'first'"); /* at the nested map */
    assert_int_equal(read_nested("{inner: [1, 2]}", &n, message, sizeof message), WG_EPARSE);
}

/* ---------------------------------------------------------------- readers */

static void list_readers_give_the_count_they_want(void **state)
{
    doc_reader dr;
    (void)state;
    open_doc(&dr, "{a: [1, 2, 3]}");
    const wg_ynode *a = wg_y_get(dr.doc.root, "a");
    assert_int_equal(wg_read_list(&dr.R, a, 1, 3, "hexes"), WG_OK);
    assert_int_equal(wg_read_list(&dr.R, a, 2, 2, "hexes"), WG_EPARSE);
    assert_string_equal(dr.err.message, "t.yaml:1:5: expected 2 hexes, got 3");
    assert_int_equal(wg_read_list(&dr.R, a, 4, 6, "hexes"), WG_EPARSE);
    assert_string_equal(dr.err.message, "t.yaml:1:5: expected 4 to 6 hexes, got 3");
    assert_int_equal(wg_read_seq_max(&dr.R, a, 3, "hexes"), WG_OK);
    assert_int_equal(wg_read_seq_max(&dr.R, a, 2, "hexes"), WG_EPARSE);
    assert_string_equal(dr.err.message, "t.yaml:1:5: more than 2 hexes");
    assert_int_equal(wg_read_seq_max(&dr.R, dr.doc.root, 2, "hexes"), WG_EPARSE);
    wg_y_free(&dr.doc);
}

/* ------------------------------------------------------------ parts read by functions */

/* What the parts below read: the order they ran in, and what they read. */
typedef struct parts {
    int32_t size;
    char order[8];             /* one letter a part, as they ran */
    int32_t sum, shape;
} parts;

static void ran(parts *p, char c)
{
    size_t n = strlen(p->order);
    if (n + 1 < sizeof p->order)
        p->order[n] = c;
}

/* `shape`: needs `size` read before it (the table's order); absent: 100. */
static int read_shape(const wg_reader *R, const wg_ynode *n, void *data)
{
    parts *p = data;
    ran(p, 's');
    if (!n) {
        p->shape = 100;
        return WG_OK;
    }
    WG_TRY(wg_read_int(R, n, 0, 9, &p->shape));
    p->shape += 10 * p->size;
    return WG_OK;
}

static int read_item(const wg_reader *R, const wg_ynode *n, void *data)
{
    parts *p = data;
    int32_t v;
    ran(p, 'i');
    WG_TRY(wg_read_int(R, n, 1, 9, &v));
    p->sum += v;
    return WG_OK;
}

static const wg_field parts_fields[] = {
    WG_FIELD_INT_(parts, size, "size", 0, 9, WG_FIELD_REQUIRED, 0),
    WG_FIELD_PART_("shape", WG_FIELD_DEFAULT, read_shape),
    WG_FIELD_EACH_("items", read_item),
    WG_FIELD_PART_("need", WG_FIELD_REQUIRED, read_shape),
    WG_FIELD_END_,
};

/* Read text by parts_fields into p; the error into m (512 bytes). */
#define READ_PARTS(text) read_table(text, parts_fields, &p, sizeof p, m, sizeof m)

static void parts_run_in_the_table_order_and_items_one_by_one(void **state)
{
    parts p;
    char m[512];
    (void)state;
    /* the map's order is not the table's: shape still sees size */
    assert_int_equal(READ_PARTS("{need: 1, items: [2, 3], shape: 4, size: 5}"), WG_OK);
    assert_string_equal(p.order, "siis");
    assert_int_equal(p.sum, 5);
    assert_int_equal(p.shape, 1 + 50); /* `need` ran last, over shape's 54 */
    /* absent: a DEFAULT part runs with NULL, an optional list has no items */
    assert_int_equal(READ_PARTS("{size: 2, need: 3}"), WG_OK);
    assert_string_equal(p.order, "ss");
    assert_int_equal(p.sum, 0);
    /* a required part, a bad item, a list that is not one */
    assert_int_equal(READ_PARTS("{size: 2}"), WG_EPARSE);
    assert_string_equal(m, "t.yaml:1:1: missing key 'need'");
    assert_int_equal(READ_PARTS("{size: 2, items: [1, 0], need: 1}"), WG_EPARSE);
    assert_string_equal(m, "t.yaml:1:22: expected an integer from 1 to 9, got '0'");
    assert_int_equal(READ_PARTS("{size: 2, items: 4, need: 1}"), WG_EPARSE);
}

#undef READ_PARTS

/* wg_read_items' reader: adds each item to the sum, refusing 0. */
static int add_item(const wg_reader *R, const wg_ynode *item, void *ctx)
{
    int32_t v, *sum = ctx;
    WG_TRY(wg_read_int(R, item, 1, 9, &v));
    *sum += v;
    return WG_OK;
}

static void items_are_read_in_order_and_an_absent_list_has_none(void **state)
{
    doc_reader dr;
    int32_t sum = 0;
    (void)state;
    open_doc(&dr, "{a: [1, 2, 3], b: [4, 0, 5], c: 7}");
    assert_int_equal(wg_read_items(&dr.R, wg_y_get(dr.doc.root, "a"), add_item, &sum), WG_OK);
    assert_int_equal(sum, 6);
    assert_int_equal(wg_read_items(&dr.R, wg_y_get(dr.doc.root, "x"), add_item, &sum), WG_OK);
    assert_int_equal(sum, 6);
    assert_int_equal(wg_read_items(&dr.R, wg_y_get(dr.doc.root, "b"), add_item, &sum), WG_EPARSE);
    assert_string_equal(dr.err.message, "t.yaml:1:23: expected an integer from 1 to 9, got '0'");
    assert_int_equal(sum, 10); /* the items before the bad one were read */
    assert_int_equal(wg_read_items(&dr.R, wg_y_get(dr.doc.root, "c"), add_item, &sum), WG_EPARSE);
    wg_y_free(&dr.doc);
}

static void optional_readers_leave_absent_keys_alone(void **state)
{
    doc_reader dr;
    int32_t v = 42;
    char name[8] = "keep";
    (void)state;
    open_doc(&dr, "{b: yes, e: green}");
    assert_int_equal(wg_read_opt_int(&dr.R, dr.doc.root, "a", 0, 9, &v), WG_OK);
    assert_int_equal(v, 42);
    assert_int_equal(wg_read_opt_bool(&dr.R, dr.doc.root, "b", &v), WG_OK);
    assert_int_equal(v, 1);
    assert_int_equal(wg_read_opt_enum(&dr.R, dr.doc.root, "e", colours, &v), WG_OK);
    assert_int_equal(v, 1);
    assert_int_equal(wg_read_opt_name(&dr.R, dr.doc.root, "n", name, sizeof name), WG_OK);
    assert_string_equal(name, "keep");
    assert_int_equal(wg_read_need_int(&dr.R, dr.doc.root, "a", 0, 9, &v), WG_EPARSE);
    assert_string_equal(dr.err.message, "t.yaml:1:1: missing key 'a'");
    assert_true(wg_read_is(wg_y_get(dr.doc.root, "e"), "green"));
    assert_false(wg_read_is(wg_y_get(dr.doc.root, "e"), "gree"));
    assert_false(wg_read_is(NULL, "green"));
    wg_y_free(&dr.doc);
}

static int read_number(const wg_reader *R, const wg_ynode *root, void *data)
{
    return wg_read_need_int(R, root, "n", 0, 9, data);
}

/* The scenario's parser: reads its number only once the built-in one is in. */
static int read_second(const wg_reader *R, const wg_ynode *root, void *data)
{
    int32_t *n = data;
    if (n[0] == 0)
        return wg_read_fail(R, root, "the built-in file was not read first");
    return wg_read_need_int(R, root, "n", 0, 9, &n[1]);
}

/* Read one built-in file (text) then the scenario "n: 5" into n[0], n[1]. */
static int read_data(const char *text, int32_t n[2], wg_yerr *err)
{
    doc_reader dr;
    open_doc(&dr, "n: 5\n");
    const size_t len = strlen(text);
    const wg_builtin files[] = {
        { "x/own.yaml", text, &len, read_number },
        { NULL, NULL, NULL, NULL },
    };
    wg_loader L = { NULL, &dr.doc, err };
    n[0] = n[1] = 0;
    int rc = wg_read_data(&L, files, read_second, dr.doc.root, n);
    wg_y_free(&dr.doc);
    return rc;
}

static void builtin_files_are_read_before_the_scenario_and_freed(void **state)
{
    wg_yerr err;
    int32_t n[2];
    (void)state;
    assert_int_equal(read_data("n: 7\n", n, &err), WG_OK);
    assert_int_equal(n[0], 7);
    assert_int_equal(n[1], 5);
    assert_int_equal(read_data("n: 70\n", n, &err), WG_EPARSE);
    assert_string_equal(err.message, "x/own.yaml:1:4: expected an integer from 0 to 9, got '70'");
    assert_int_equal(n[1], 0);
    assert_int_equal(read_data("", n, &err), WG_EPARSE);
    assert_string_equal(err.message, "x/own.yaml: empty document");
    assert_int_equal(n[1], 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_table_fills_members_of_every_width),
        cmocka_unit_test(absent_keys_take_defaults_or_keep_their_value),
        cmocka_unit_test(a_required_key_is_missing_at_the_map),
        cmocka_unit_test(an_unknown_key_lists_the_table_in_order),
        cmocka_unit_test(values_out_of_range_name_their_place),
        cmocka_unit_test(a_failed_read_stops_at_the_first_error),
        cmocka_unit_test(values_alone_do_not_check_keys),
        cmocka_unit_test(a_nested_map_reads_its_own_table_into_the_same_struct),
        cmocka_unit_test(list_readers_give_the_count_they_want),
        cmocka_unit_test(parts_run_in_the_table_order_and_items_one_by_one),
        cmocka_unit_test(items_are_read_in_order_and_an_absent_list_has_none),
        cmocka_unit_test(optional_readers_leave_absent_keys_alone),
        cmocka_unit_test(builtin_files_are_read_before_the_scenario_and_freed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
