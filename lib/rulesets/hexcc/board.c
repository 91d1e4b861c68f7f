/*
 * The hex board: size, layout, terrain per cell and hill heights, with the
 * scenario parser that fills them. Terrain types are the ruleset's data;
 * the board only holds an index per cell.
 */
#include <string.h>

#include "hexcc.h"

const char *const hexcc_home_names[] = { "bottom", "top", "left", "right", NULL };

static const char *const layout_names[] = { "odd-r", "even-r", NULL };

static const char *const shape_names[] = { "rectangle", "memoir", NULL };

/* Hexes of a row of a board of this shape: the Memoir '44 board's odd rows
 * hold a half hex at each end beside columns - 1 full ones. */
static int shape_row_hexes(int shape, int columns, int row)
{
    return shape == HEXCC_SHAPE_MEMOIR && row % 2 ? columns + 1 : columns;
}

void hexcc_board_init(hexcc_board *b, int columns, int rows, int layout)
{
    hexcc_board_init_shape(b, columns, rows, layout, HEXCC_SHAPE_RECTANGLE);
}

void hexcc_board_init_shape(hexcc_board *b, int columns, int rows, int layout, int shape)
{
    b->columns = columns;
    b->rows = rows;
    b->layout = layout;
    b->shape = shape;
    int cell = 0;
    for (int row = 0; row < rows; row++) {
        b->row_start[row] = cell;
        for (int col = 0; col < shape_row_hexes(shape, columns, row); col++)
            b->hex[cell++] = wg_hex_from_offset(col, row, layout);
    }
    b->row_start[rows] = cell;
    b->ncells = cell;
    memset(b->terrain, 0, sizeof b->terrain);
    memset(b->height, 0, sizeof b->height);
    for (cell = 0; cell < b->ncells; cell++)
        for (int dir = 0; dir < 6; dir++)
            b->nb[cell][dir] = (int16_t)hexcc_board_cell(b, wg_hex_neighbor(b->hex[cell], dir));
}

int hexcc_board_half(const hexcc_board *b, int cell)
{
    int col, row;
    hexcc_board_offset(b, cell, &col, &row);
    if (b->shape != HEXCC_SHAPE_MEMOIR || row % 2 == 0)
        return HEXCC_FULL_HEX;
    if (col == 0)
        return HEXCC_HALF_LEFT;
    return col == b->columns ? HEXCC_HALF_RIGHT : HEXCC_FULL_HEX;
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
    int widest = b->shape == HEXCC_SHAPE_MEMOIR ? b->columns + 1 : b->columns;
    WG_TRY(wg_read_int(R, n->child[0], 0, widest - 1, &c));
    WG_TRY(wg_read_int(R, n->child[1], 0, b->rows - 1, &r));
    *cell = hexcc_board_cell_at(b, c, r);
    if (*cell < 0)
        return wg_read_fail(R, n->child[0], "column %d is off row %d (its columns are 0..%d)",
                            (int)c, (int)r, hexcc_board_row_hexes(b, r) - 1);
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
    int32_t columns, rows, layout, shape;
} board_size;

/* The Memoir '44 shape is even-r (its full rows are the even ones, shifted
 * right of the half-hex rows): its layout defaults to that, and no other. */
static int check_shape(const wg_reader *R, const wg_ynode *map, board_size *size)
{
    const wg_ynode *n;
    if (size->shape != HEXCC_SHAPE_MEMOIR)
        return WG_OK;
    if ((n = wg_y_get(map, "layout")) && size->layout != WG_HEX_EVEN_R)
        return wg_read_fail(R, n, "the memoir board is even-r (its odd rows end in half hexes)");
    if (size->columns >= HEXCC_MAX_SIDE)
        return wg_read_fail(R, wg_y_get(map, "columns"),
                            "the memoir board has at most %d columns", HEXCC_MAX_SIDE - 1);
    size->layout = WG_HEX_EVEN_R;
    return WG_OK;
}

int hexcc_board_parse(const wg_reader *R, const wg_ynode *map, hexcc_board *b,
                      const char *const *extra_keys)
{
    wg_field fields[16] = {
        WG_FIELD_INT_(board_size, columns, "columns", 1, HEXCC_MAX_SIDE, WG_FIELD_REQUIRED, 0),
        WG_FIELD_INT_(board_size, rows, "rows", 1, HEXCC_MAX_SIDE, WG_FIELD_REQUIRED, 0),
        WG_FIELD_ENUM_(board_size, layout, "layout", layout_names, WG_FIELD_DEFAULT,
                       WG_HEX_ODD_R),
        WG_FIELD_ENUM_(board_size, shape, "shape", shape_names, WG_FIELD_DEFAULT,
                       HEXCC_SHAPE_RECTANGLE),
        WG_FIELD_CODE_("terrain"),
    };
    int nfields = 5;
    for (int i = 0; extra_keys && extra_keys[i] && nfields < 15; i++) {
        wg_field code = WG_FIELD_CODE_(extra_keys[i]);
        fields[nfields++] = code;
    }
    board_size size;
    WG_TRY(wg_read_fields(R, map, fields, &size));
    WG_TRY(check_shape(R, map, &size));
    hexcc_board_init_shape(b, size.columns, size.rows, size.layout, size.shape);
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

int hexcc_query_cell(const wg_game *g, const hexcc_board *b, const char *query, wg_hex h,
                     int *cell)
{
    *cell = hexcc_board_cell(b, h);
    return wg_rs_on_board(g, query, h, *cell);
}

int hexcc_query_sight(const wg_game *g, const hexcc_board *b, const char *query, wg_hex from,
                      wg_hex to, int (*los)(const wg_game *g, int from, int to))
{
    int a = -1, c = -1;
    WG_TRY(hexcc_query_cell(g, b, query, from, &a));
    WG_TRY(hexcc_query_cell(g, b, query, to, &c));
    return los(g, a, c);
}
