/*
 * The hex board: size, layout, terrain per cell and hill heights, with the
 * scenario parser that fills them. Terrain types are the ruleset's data;
 * the board only holds an index per cell.
 */
#include <string.h>

#include "hexcc.h"

#define TRY(x)            \
    do {                  \
        int rc_ = (x);    \
        if (rc_ != WG_OK) \
            return rc_;   \
    } while (0)

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

int hexcc_parse_cell(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *n, const hexcc_board *b,
                     int *cell)
{
    int64_t c, r;
    TRY(wg_y_seq(err, doc, n));
    if (n->count != 2)
        return wg_y_fail(err, doc, n, "expected a hex [column, row]");
    TRY(wg_y_int(err, doc, n->child[0], 0, b->columns - 1, &c));
    TRY(wg_y_int(err, doc, n->child[1], 0, b->rows - 1, &r));
    *cell = (int)r * b->columns + (int)c;
    return WG_OK;
}

static int need_int(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *map, const char *key,
                    int min, int max, int *out)
{
    const wg_ynode *n;
    int64_t v;
    TRY(wg_y_need(err, doc, map, key, &n));
    TRY(wg_y_int(err, doc, n, min, max, &v));
    *out = (int)v;
    return WG_OK;
}

/* One entry of `terrain:`: {at: [c, r], type: name, height: N}. */
static int parse_terrain_entry(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *e,
                               hexcc_board *b, uint8_t *seen)
{
    static const char *const keys[] = { "at", "type", "height", NULL };
    const wg_ynode *at, *tn, *hn;
    const char *name;
    int cell;
    TRY(wg_y_check_keys(err, doc, e, keys));
    TRY(wg_y_need(err, doc, e, "at", &at));
    TRY(hexcc_parse_cell(err, doc, at, b, &cell));
    if (seen[cell])
        return wg_y_fail(err, doc, at, "this hex already has its terrain");
    seen[cell] = 1;
    TRY(wg_y_need(err, doc, e, "type", &tn));
    TRY(wg_y_str(err, doc, tn, HEXCC_NAME - 1, &name));
    int type = hexcc_terrain_find(b, tn);
    if (type < 0)
        return wg_y_fail(err, doc, tn, "unknown terrain type '%s'", name);
    b->terrain[cell] = (uint8_t)type;
    b->height[cell] = b->type[type].hill ? 1 : 0;
    if ((hn = wg_y_get(e, "height"))) {
        int64_t h;
        if (!b->type[type].hill)
            return wg_y_fail(err, doc, hn, "only a hill has a height");
        TRY(wg_y_int(err, doc, hn, 1, HEXCC_MAX_HEIGHT, &h));
        b->height[cell] = (uint8_t)h;
    }
    return WG_OK;
}

int hexcc_board_parse(wg_yerr *err, const wg_ydoc *doc, const wg_ynode *map, hexcc_board *b,
                      const char *const *extra_keys)
{
    const char *keys[16] = { "columns", "rows", "layout", "terrain" };
    int nkeys = 4;
    for (int i = 0; extra_keys && extra_keys[i] && nkeys < 15; i++)
        keys[nkeys++] = extra_keys[i];
    keys[nkeys] = NULL;
    int columns, rows, layout = WG_HEX_ODD_R;
    const wg_ynode *n;
    TRY(wg_y_check_keys(err, doc, map, keys));
    TRY(need_int(err, doc, map, "columns", 1, HEXCC_MAX_SIDE, &columns));
    TRY(need_int(err, doc, map, "rows", 1, HEXCC_MAX_SIDE, &rows));
    if ((n = wg_y_get(map, "layout")))
        TRY(wg_y_enum(err, doc, n, layout_names, &layout));
    hexcc_board_init(b, columns, rows, layout);
    const wg_ynode *list = wg_y_get(map, "terrain");
    if (!list)
        return WG_OK;
    uint8_t seen[HEXCC_MAX_CELLS];
    memset(seen, 0, sizeof seen);
    TRY(wg_y_seq(err, doc, list));
    for (int i = 0; i < list->count; i++)
        TRY(parse_terrain_entry(err, doc, list->child[i], b, seen));
    return WG_OK;
}
