/*
 * The m44 data block: the terrain rules (M44-B8, a fixed table here), the
 * command deck (deck.yaml, embedded, or the scenario's own `deck:`) and the
 * scenario (board, sections, sides, units, medals, objectives), parsed
 * once. Every error names file:line:column.
 */
#include <stdio.h>
#include <string.h>

#include "m44_internal.h"

extern const char wg_m44_deck_yaml[];
extern const size_t wg_m44_deck_yaml_len;

#define TRY(x)            \
    do {                  \
        int rc_ = (x);    \
        if (rc_ != WG_OK) \
            return rc_;   \
    } while (0)

typedef struct parser {
    wg_yerr *err;
    const wg_ydoc *doc;
    m44_data *d;
} parser;

/* In wg_m44_terrain order: key, blocks sight, hill, impassable; then m44_terrain. */
static const struct {
    const char *key, *name;
    int blocks, hill, impassable;
    m44_terrain rules;
} terrain_table[WG_M44_TERRAIN_COUNT] = {
    { "clear", "open ground", 0, 0, 0, { { 0, 0, 0 }, 0, 0, 0, 0, 0 } },
    { "forest", "forest", 1, 0, 0, { { 1, 2, 0 }, 0, 1, 1, 0, 0 } },
    { "hedgerow", "hedgerow", 1, 0, 0, { { 1, 2, 0 }, 0, 1, 1, 1, 0 } },
    { "town", "town", 1, 0, 0, { { 1, 2, 0 }, 0, 1, 1, 0, 2 } },
    { "hill", "hill", 1, 1, 0, { { 1, 1, 0 }, 1, 0, 0, 0, 0 } },
    { "river", "river", 0, 0, 1, { { 0, 0, 0 }, 0, 0, 0, 0, 0 } },
    { "bridge", "bridge", 0, 0, 0, { { 0, 0, 0 }, 0, 0, 0, 0, 0 } },
};

static const char *const type_keys[] = { "infantry", "armor", "artillery", NULL };
static const int type_figures[M44_TYPES] = { 4, 3, 2 };
static const char *const kind_keys[] = {
    "recon", "probe", "attack", "assault", "general_advance", "pincer_move", "recon_in_force",
    "air_power", "ambush", "armor_assault", "artillery_bombard", "barrage",
    "behind_enemy_lines", "close_assault", "counter_attack", "dig_in", "direct_from_hq",
    "firefight", "infantry_assault", "medics_mechanics", "move_out", "their_finest_hour", NULL
};
static const char *const section_keys[] = { "left", "centre", "right", NULL };
static const char *const obstacle_keys[] = { "none", "sandbags", "wire", NULL };
static const char *const nation_keys[] = { "allies", "axis", NULL };
static const char *const draw_keys[] = { "standard", "limited", NULL };

/* ------------------------------------------------------------ scalars */

static int opt_int(parser *P, const wg_ynode *map, const char *key, int min, int max, int32_t *out)
{
    int64_t v = *out;
    TRY(wg_y_opt_int(P->err, P->doc, map, key, min, max, &v));
    *out = (int32_t)v;
    return WG_OK;
}

static int opt_bool(parser *P, const wg_ynode *map, const char *key, int32_t *out)
{
    int v = *out;
    TRY(wg_y_opt_bool(P->err, P->doc, map, key, &v));
    *out = v;
    return WG_OK;
}

static int copy_name(parser *P, const wg_ynode *n, char *dst, size_t cap)
{
    const char *s;
    TRY(wg_y_str(P->err, P->doc, n, cap - 1, &s));
    memcpy(dst, s, n->len);
    dst[n->len] = '\0';
    return WG_OK;
}

static int need_enum(parser *P, const wg_ynode *map, const char *key, const char *const *names,
                     int32_t *out)
{
    const wg_ynode *n;
    int v;
    TRY(wg_y_need(P->err, P->doc, map, key, &n));
    TRY(wg_y_enum(P->err, P->doc, n, names, &v));
    *out = v;
    return WG_OK;
}

/* ------------------------------------------------------------ the deck */

static int parse_card(parser *P, const wg_ynode *e)
{
    static const char *const keys[] = { "key", "name", "kind", "section", "count", NULL };
    m44_data *d = P->d;
    m44_card c;
    const wg_ynode *n;
    int32_t count = 1;
    memset(&c, 0, sizeof c);
    c.section = WG_M44_ANY;
    TRY(wg_y_check_keys(P->err, P->doc, e, keys));
    TRY(wg_y_need(P->err, P->doc, e, "key", &n));
    TRY(copy_name(P, n, c.key, sizeof c.key));
    snprintf(c.name, sizeof c.name, "%s", c.key);
    if ((n = wg_y_get(e, "name")))
        TRY(copy_name(P, n, c.name, sizeof c.name));
    TRY(need_enum(P, e, "kind", kind_keys, &c.kind));
    int sectioned = c.kind <= WG_M44_CARD_ASSAULT;
    if ((n = wg_y_get(e, "section"))) {
        int s;
        if (!sectioned)
            return wg_y_fail(P->err, P->doc, n, "only section cards have a section");
        TRY(wg_y_enum(P->err, P->doc, n, section_keys, &s));
        c.section = s;
    } else if (sectioned) {
        return wg_y_fail(P->err, P->doc, e, "a section card needs its section");
    }
    TRY(opt_int(P, e, "count", 1, WG_M44_MAX_CARDS, &count));
    if (d->ncards + count > WG_M44_MAX_CARDS)
        return wg_y_fail(P->err, P->doc, e, "more than %d cards in the deck", WG_M44_MAX_CARDS);
    for (int i = 0; i < count; i++)
        d->card[d->ncards++] = c;
    return WG_OK;
}

static int parse_deck(parser *P, const wg_ynode *list)
{
    P->d->ncards = 0;
    TRY(wg_y_seq(P->err, P->doc, list));
    for (int i = 0; i < list->count; i++)
        TRY(parse_card(P, list->child[i]));
    if (P->d->ncards < 2)
        return wg_y_fail(P->err, P->doc, list, "a deck needs at least two cards");
    return WG_OK;
}

static int parse_deck_file(parser *P, const wg_ynode *root)
{
    static const char *const keys[] = { "cards", NULL };
    const wg_ynode *n;
    TRY(wg_y_check_keys(P->err, P->doc, root, keys));
    TRY(wg_y_need(P->err, P->doc, root, "cards", &n));
    return parse_deck(P, n);
}

/* ------------------------------------------------------------ the scenario */

static int parse_obstacles(parser *P, const wg_ynode *list)
{
    static const char *const keys[] = { "at", "type", NULL };
    m44_data *d = P->d;
    TRY(wg_y_seq(P->err, P->doc, list));
    for (int i = 0; i < list->count; i++) {
        const wg_ynode *e = list->child[i], *n;
        int cell;
        int32_t type;
        TRY(wg_y_check_keys(P->err, P->doc, e, keys));
        TRY(wg_y_need(P->err, P->doc, e, "at", &n));
        TRY(hexcc_parse_cell(P->err, P->doc, n, &d->board, &cell));
        TRY(need_enum(P, e, "type", obstacle_keys, &type));
        if (d->board.type[d->board.terrain[cell]].impassable)
            return wg_y_fail(P->err, P->doc, n, "no obstacle on impassable terrain");
        d->obstacle0[cell] = (uint8_t)type;
    }
    return WG_OK;
}

static int parse_board(parser *P, const wg_ynode *map)
{
    static const char *const extra[] = { "sections", "obstacles", NULL };
    m44_data *d = P->d;
    hexcc_board *b = &d->board;
    const wg_ynode *n;
    TRY(hexcc_board_parse(P->err, P->doc, map, b, extra));
    d->sec_a = b->columns / 3;
    d->sec_b = b->columns - 1 - b->columns / 3;
    if ((n = wg_y_get(map, "sections"))) {
        int64_t a, c;
        TRY(wg_y_seq(P->err, P->doc, n));
        if (n->count != 2)
            return wg_y_fail(P->err, P->doc, n, "expected two section lines [a, b]");
        TRY(wg_y_int(P->err, P->doc, n->child[0], 0, b->columns - 1, &a));
        TRY(wg_y_int(P->err, P->doc, n->child[1], a, b->columns - 1, &c));
        d->sec_a = (int32_t)a;
        d->sec_b = (int32_t)c;
    }
    if ((n = wg_y_get(map, "obstacles")))
        TRY(parse_obstacles(P, n));
    return WG_OK;
}

static int parse_sides(parser *P, const wg_ynode *list)
{
    static const char *const keys[] = { "name", "home", "hand", "nation", NULL };
    m44_data *d = P->d;
    TRY(wg_y_seq(P->err, P->doc, list));
    if (list->count != 2)
        return wg_y_fail(P->err, P->doc, list, "expected two sides");
    for (int p = 0; p < 2; p++) {
        const wg_ynode *s = list->child[p], *n;
        int32_t nation = p;
        TRY(wg_y_check_keys(P->err, P->doc, s, keys));
        TRY(wg_y_need(P->err, P->doc, s, "name", &n));
        TRY(copy_name(P, n, d->side_name[p], sizeof d->side_name[p]));
        d->home[p] = p == 0 ? HEXCC_HOME_BOTTOM : HEXCC_HOME_TOP;
        if ((n = wg_y_get(s, "home"))) {
            int h;
            TRY(wg_y_enum(P->err, P->doc, n, hexcc_home_names, &h));
            if (h > HEXCC_HOME_TOP)
                return wg_y_fail(P->err, P->doc, n, "a side's home is the bottom or the top");
            d->home[p] = h;
        }
        d->hand_size[p] = 5;
        TRY(opt_int(P, s, "hand", 1, WG_M44_MAX_HAND, &d->hand_size[p]));
        if ((n = wg_y_get(s, "nation"))) {
            int v;
            TRY(wg_y_enum(P->err, P->doc, n, nation_keys, &v));
            nation = v;
        }
        d->air_dice[p] = nation == 0 ? 2 : 1;
    }
    for (int p = 0; p < 2; p++) {
        snprintf(d->win_text[0][p], sizeof d->win_text[0][p], "%.39s wins: medals reached",
                 d->side_name[p]);
        snprintf(d->win_text[1][p], sizeof d->win_text[1][p],
                 "%.39s wins: more medals at the turn limit", d->side_name[p]);
    }
    if (d->home[0] == d->home[1])
        return wg_y_fail(P->err, P->doc, list, "the two sides need opposite homes");
    return WG_OK;
}

static int parse_units(parser *P, const wg_ynode *list)
{
    static const char *const keys[] = { "side", "type", "at", "name", "figures", NULL };
    m44_data *d = P->d;
    TRY(wg_y_seq(P->err, P->doc, list));
    if (list->count > WG_M44_MAX_UNITS)
        return wg_y_fail(P->err, P->doc, list, "more than %d units", WG_M44_MAX_UNITS);
    for (int i = 0; i < list->count; i++) {
        const wg_ynode *e = list->child[i], *n;
        int32_t side = 0, type;
        int cell;
        TRY(wg_y_check_keys(P->err, P->doc, e, keys));
        TRY(wg_y_need(P->err, P->doc, e, "side", &n));
        {
            int64_t v;
            TRY(wg_y_int(P->err, P->doc, n, 0, 1, &v));
            side = (int32_t)v;
        }
        TRY(need_enum(P, e, "type", type_keys, &type));
        TRY(wg_y_need(P->err, P->doc, e, "at", &n));
        TRY(hexcc_parse_cell(P->err, P->doc, n, &d->board, &cell));
        if (d->board.type[d->board.terrain[cell]].impassable)
            return wg_y_fail(P->err, P->doc, n, "a unit on impassable terrain");
        for (int k = 0; k < i; k++)
            if (d->unit_cell[k] == cell)
                return wg_y_fail(P->err, P->doc, n, "two units in one hex");
        d->unit_side[i] = side;
        d->unit_type[i] = type;
        d->unit_cell[i] = cell;
        d->unit_figures[i] = d->unit_full[i] = type_figures[type];
        TRY(opt_int(P, e, "figures", 1, type_figures[type], &d->unit_figures[i]));
        char label[M44_NAME * 2 + 24];
        snprintf(label, sizeof label, "%s %s %d", d->side_name[side], type_keys[type], i);
        memcpy(d->unit_name[i], label, M44_NAME - 1);
        d->unit_name[i][M44_NAME - 1] = '\0';
        if ((n = wg_y_get(e, "name")))
            TRY(copy_name(P, n, d->unit_name[i], M44_NAME));
    }
    d->nunits = list->count;
    return WG_OK;
}

static int parse_objectives(parser *P, const wg_ynode *list)
{
    static const char *const keys[] = { "at", "side", NULL };
    m44_data *d = P->d;
    TRY(wg_y_seq(P->err, P->doc, list));
    if (list->count > WG_M44_MAX_OBJECTIVES)
        return wg_y_fail(P->err, P->doc, list, "more than %d objectives", WG_M44_MAX_OBJECTIVES);
    for (int i = 0; i < list->count; i++) {
        const wg_ynode *e = list->child[i], *n;
        int cell;
        int64_t side;
        TRY(wg_y_check_keys(P->err, P->doc, e, keys));
        TRY(wg_y_need(P->err, P->doc, e, "at", &n));
        TRY(hexcc_parse_cell(P->err, P->doc, n, &d->board, &cell));
        TRY(wg_y_need(P->err, P->doc, e, "side", &n));
        TRY(wg_y_int(P->err, P->doc, n, 0, 1, &side));
        d->obj_cell[i] = cell;
        d->obj_side[i] = (int32_t)side;
    }
    d->nobj = list->count;
    return WG_OK;
}

/* `hands: [[key, ...], [key, ...]]`: cards dealt before the shuffle. */
static int parse_hands(parser *P, const wg_ynode *list)
{
    m44_data *d = P->d;
    uint8_t used[WG_M44_MAX_CARDS];
    memset(used, 0, sizeof used);
    TRY(wg_y_seq(P->err, P->doc, list));
    if (list->count != 2)
        return wg_y_fail(P->err, P->doc, list, "expected two hands");
    for (int p = 0; p < 2; p++) {
        const wg_ynode *h = list->child[p];
        TRY(wg_y_seq(P->err, P->doc, h));
        if (h->count > d->hand_size[p])
            return wg_y_fail(P->err, P->doc, h, "more cards than the hand size %d",
                             d->hand_size[p]);
        for (int i = 0; i < h->count; i++) {
            const wg_ynode *k = h->child[i];
            const char *s;
            int found = -1;
            TRY(wg_y_str(P->err, P->doc, k, M44_NAME - 1, &s));
            for (int c = 0; c < d->ncards && found < 0; c++)
                if (!used[c] && strlen(d->card[c].key) == k->len &&
                    memcmp(d->card[c].key, s, k->len) == 0)
                    found = c;
            if (found < 0)
                return wg_y_fail(P->err, P->doc, k, "no card '%s' left in the deck", s);
            used[found] = 1;
            d->hand0[p][d->nhand0[p]++] = found;
        }
    }
    return WG_OK;
}

static int parse_scenario(parser *P, const wg_ynode *root)
{
    static const char *const keys[] = { "ruleset", "name", "description", "op_fire",
                                        "op_fire_draw", "medals", "first", "turn_limit",
                                        "shuffle", "board", "sides", "units", "objectives",
                                        "deck", "hands", "artillery_needs_sight", NULL };
    m44_data *d = P->d;
    const wg_ynode *n;
    TRY(wg_y_check_keys(P->err, P->doc, root, keys));
    snprintf(d->name, sizeof d->name, "Memoir '44");
    if ((n = wg_y_get(root, "name")))
        TRY(copy_name(P, n, d->name, sizeof d->name));
    if ((n = wg_y_get(root, "description"))) {
        const char *text;
        TRY(wg_y_str(P->err, P->doc, n, 4096, &text));
    }
    TRY(opt_bool(P, root, "op_fire", &d->op_fire));
    if ((n = wg_y_get(root, "op_fire_draw"))) {
        int v;
        TRY(wg_y_enum(P->err, P->doc, n, draw_keys, &v));
        d->draw_limited = v;
    }
    d->medals = 6;
    TRY(opt_int(P, root, "medals", 1, 99, &d->medals));
    TRY(opt_int(P, root, "first", 0, 1, &d->first));
    TRY(opt_int(P, root, "turn_limit", 0, 100000, &d->turn_limit));
    d->shuffle = 1;
    TRY(opt_bool(P, root, "shuffle", &d->shuffle));
    d->artillery_sight = 1; /* M44-X1: the published rule */
    TRY(opt_bool(P, root, "artillery_needs_sight", &d->artillery_sight));
    TRY(wg_y_need(P->err, P->doc, root, "board", &n));
    TRY(parse_board(P, n));
    TRY(wg_y_need(P->err, P->doc, root, "sides", &n));
    TRY(parse_sides(P, n));
    TRY(wg_y_need(P->err, P->doc, root, "units", &n));
    TRY(parse_units(P, n));
    if ((n = wg_y_get(root, "objectives")))
        TRY(parse_objectives(P, n));
    if ((n = wg_y_get(root, "deck")))
        TRY(parse_deck(P, n));
    if (d->ncards < d->hand_size[0] + d->hand_size[1] + 2)
        return wg_y_fail(P->err, P->doc, root, "the deck has %d cards: too few for the hands",
                         (int)d->ncards);
    if ((n = wg_y_get(root, "hands")))
        TRY(parse_hands(P, n));
    return WG_OK;
}

static void init_tables(m44_data *d)
{
    hexcc_board *b = &d->board;
    b->nterrain = WG_M44_TERRAIN_COUNT;
    for (int t = 0; t < WG_M44_TERRAIN_COUNT; t++) {
        snprintf(b->type[t].key, HEXCC_NAME, "%s", terrain_table[t].key);
        snprintf(b->type[t].name, HEXCC_NAME, "%s", terrain_table[t].name);
        b->type[t].blocks_sight = terrain_table[t].blocks;
        b->type[t].hill = terrain_table[t].hill;
        b->type[t].impassable = terrain_table[t].impassable;
        d->terrain[t] = terrain_table[t].rules;
    }
    /* M44-B4: faces 1..6 */
    static const int faces[HEXCC_FACES] = { WG_M44_SYM_INFANTRY, WG_M44_SYM_INFANTRY,
                                            WG_M44_SYM_ARMOR, WG_M44_SYM_GRENADE,
                                            WG_M44_SYM_STAR, WG_M44_SYM_FLAG };
    for (int f = 0; f < HEXCC_FACES; f++)
        d->die.face[f] = faces[f];
}

int m44_data_load(wg_loader *L, const wg_ynode *root, void **data, size_t *state_size)
{
    m44_data *d = wg_calloc(L->alloc, 1, sizeof *d);
    if (!d) {
        L->err->status = WG_ENOMEM;
        return WG_ENOMEM;
    }
    init_tables(d);
    wg_ydoc doc;
    int rc = wg_y_parse(&doc, L->alloc, wg_m44_deck_yaml, wg_m44_deck_yaml_len, "m44/deck.yaml",
                        L->err);
    if (rc == WG_OK) {
        parser Pd = { L->err, &doc, d };
        rc = doc.root ? parse_deck_file(&Pd, doc.root)
                      : wg_y_fail(L->err, &doc, NULL, "empty document");
        wg_y_free(&doc);
    }
    if (rc == WG_OK) {
        parser P = { L->err, L->doc, d };
        rc = parse_scenario(&P, root);
    }
    if (rc != WG_OK) {
        wg_free(L->alloc, d);
        return rc;
    }
    *data = d;
    *state_size = m44_state_size(d);
    return WG_OK;
}

void m44_data_free(const wg_alloc *alloc, void *data)
{
    wg_free(alloc, data);
}
