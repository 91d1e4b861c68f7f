/*
 * A ruleset's terrain table (terrain.yaml's `terrain:`): every type the ruleset numbers
 * must be there, once; the shared fields go to the board's types, the
 * ruleset reads the rest of each entry into its own table.
 */
#include <stdio.h>

#include "hexcc.h"

static int read_type(const wg_reader *R, hexcc_terrain *h, const char *key, const wg_ynode *v,
                     const wg_field *fields)
{
    snprintf(h->key, sizeof h->key, "%s", key);
    snprintf(h->name, sizeof h->name, "%s", key);
    return wg_read_fields(R, v, fields, h);
}

int hexcc_read_terrain(const wg_reader *R, const wg_ynode *map, hexcc_board *b,
                       const char *const *keys, const wg_field *fields,
                       hexcc_terrain_reader more, void *data)
{
    int count = 0;
    while (keys[count])
        count++;
    if (count > HEXCC_MAX_TERRAIN)
        return wg_read_fail(R, map, "more than %d terrain types", HEXCC_MAX_TERRAIN);
    WG_TRY(wg_read_table(R, map, keys, "terrain type"));
    for (int t = 0; t < count; t++) {
        const wg_ynode *v = wg_y_get(map, keys[t]);
        WG_TRY(read_type(R, &b->type[t], keys[t], v, fields));
        WG_TRY(more(R, data, t, v));
    }
    b->nterrain = count;
    return WG_OK;
}
