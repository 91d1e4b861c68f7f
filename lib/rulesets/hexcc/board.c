/*
 * The hex board: size, layout, terrain per cell and hill heights, with the
 * scenario parser that fills them. Terrain types are the ruleset's data;
 * the board only holds an index per cell.
 */
#include <string.h>

#include "hexcc.h"

const char *const hexcc_home_names[] = { "bottom", "top", "left", "right", NULL };

static const char *const layout_names[] = { "odd-r", "even-r", NULL };

void hexcc_board_init(hexcc_board *b, int columns, int rows, int layout)
{
    b->columns = columns;
    b->rows = rows;
    b->layout = layout;
    b->ncells = columns * rows;
    memset(b->terrain, 0, sizeof b->terrain);
    memset(b->height, 0, sizeof b->height);
    for (int cell = 0; cell < b->ncells; cell++)
        b->hex[cell] = wg_hex_from_offset(cell % columns, cell / columns, layout);
    for (int cell = 0; cell < b->ncells; cell++)
        for (int dir = 0; dir < 6; dir++)
            b->nb[cell][dir] = (int16_t)hexcc_board_cell(b, wg_hex_neighbor(b->hex[cell], dir));
}

int hexcc_board_cell(const hexcc_board *b, wg_hex h)
{
    int col, row;
    if (h.r < 0 || h.r >= b->rows)
        return -1;
    wg_hex_to_offset(h, b->layout, &col, &row);
    if (col < 0 || col >= b->columns)
        return -1;
    return row * b->columns + col;
}

int hexcc_board_distance(const hexcc_board *b, int a, int c)
{
    return (int)wg_hex_distance(b->hex[a], b->hex[c]);
}

int hexcc_terrain_find(const hexcc_board *b, const wg_ynode *key)
{
    for (int i = 0; i < b->nterrain; i++)
        if (key->len == strlen(b->type[i].key) && memcmp(key->text, b->type[i].key, key->len) == 0)
            return i;
    return -1;
}

/* ------------------------------------------------------------ the parser */

int hexcc_parse_cell(const wg_reader *R, const wg_ynode *n, const hexcc_board *b, int32_t *cell)
{
    int32_t c, r;
    WG_TRY(wg_read_seq(R, n));
    if (n->count != 2)
        return wg_read_fail(R, n, "expected a hex [column, row]");
    WG_TRY(wg_read_int(R, n->child[0], 0, b->columns - 1, &c));
    WG_TRY(wg_read_int(R, n->child[1], 0, b->rows - 1, &r));
    *cell = r * b->columns + c;
    return WG_OK;
}

/* One entry of `terrain:`: {at: [c, r], type: name, height: N}. */
static int parse_terrain_entry(const wg_reader *R, const wg_ynode *e, hexcc_board *b,
                               uint8_t *seen)
{
    static const char *const keys[] = { "at", "type", "height", NULL };
    const wg_ynode *at, *tn, *hn;
    int32_t cell, h;
    WG_TRY(wg_y_check_keys(R->err, R->doc, e, keys));
    WG_TRY(wg_read_need(R, e, "at", &at));
    WG_TRY(hexcc_parse_cell(R, at, b, &cell));
    if (seen[cell])
        return wg_read_fail(R, at, "this hex already has its terrain");
    seen[cell] = 1;
    char name[HEXCC_NAME];
    WG_TRY(wg_read_need(R, e, "type", &tn));
    WG_TRY(wg_read_name(R, tn, name, sizeof name));
    int type = hexcc_terrain_find(b, tn);
    if (type < 0)
        return wg_read_fail(R, tn, "unknown terrain type '%s'", name);
    b->terrain[cell] = (uint8_t)type;
    b->height[cell] = b->type[type].hill ? 1 : 0;
    if ((hn = wg_y_get(e, "height"))) {
        if (!b->type[type].hill)
            return wg_read_fail(R, hn, "only a hill has a height");
        WG_TRY(wg_read_int(R, hn, 1, HEXCC_MAX_HEIGHT, &h));
        b->height[cell] = (uint8_t)h;
    }
    return WG_OK;
}

/* The board's size; the rulesets' own keys (extra) are theirs to read. */
typedef struct board_size {
    int32_t columns, rows, layout;
} board_size;

int hexcc_board_parse(const wg_reader *R, const wg_ynode *map, hexcc_board *b,
                      const char *const *extra_keys)
{
    wg_field fields[16] = {
        WG_FIELD_INT_(board_size, columns, "columns", 1, HEXCC_MAX_SIDE, WG_FIELD_REQUIRED, 0),
        WG_FIELD_INT_(board_size, rows, "rows", 1, HEXCC_MAX_SIDE, WG_FIELD_REQUIRED, 0),
        WG_FIELD_ENUM_(board_size, layout, "layout", layout_names, WG_FIELD_DEFAULT,
                       WG_HEX_ODD_R),
        WG_FIELD_CODE_("terrain"),
    };
    int nfields = 4;
    for (int i = 0; extra_keys && extra_keys[i] && nfields < 15; i++) {
        wg_field code = WG_FIELD_CODE_(extra_keys[i]);
        fields[nfields++] = code;
    }
    board_size size;
    WG_TRY(wg_read_fields(R, map, fields, &size));
    hexcc_board_init(b, size.columns, size.rows, size.layout);
    const wg_ynode *list = wg_y_get(map, "terrain");
    if (!list)
        return WG_OK;
    uint8_t seen[HEXCC_MAX_CELLS];
    memset(seen, 0, sizeof seen);
    WG_TRY(wg_read_seq(R, list));
    for (int i = 0; i < list->count; i++)
        WG_TRY(parse_terrain_entry(R, list->child[i], b, seen));
    return WG_OK;
}
