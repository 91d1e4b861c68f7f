/*
 * The m44 data block: the terrain rules (terrain.yaml, M44-B8), the unit
 * types and the battle die (units.yaml), the command deck (deck.yaml, or
 * the scenario's own `deck:`), all embedded, and the scenario (board,
 * sections, sides, units, medals, objectives), parsed once through the
 * schema layer. Every error names file:line:column.
 */
#include <stdio.h>
#include <string.h>

#include "m44_internal.h"

extern const char wg_m44_deck_yaml[];
extern const size_t wg_m44_deck_yaml_len;
extern const char wg_m44_terrain_yaml[];
extern const size_t wg_m44_terrain_yaml_len;
extern const char wg_m44_units_yaml[];
extern const size_t wg_m44_units_yaml_len;

/* The YAML keys of the public enums, in their order (the asserts keep them so). */
static const char *const type_keys[] = { "infantry", "armor", "artillery", NULL };
static const char *const symbol_keys[] = { "infantry", "armor", "grenade", "star", "flag", NULL };
static const char *const kind_keys[] = {
    "recon", "probe", "attack", "assault", "general_advance", "pincer_move", "recon_in_force",
    "air_power", "ambush", "armor_assault", "artillery_bombard", "barrage",
    "behind_enemy_lines", "close_assault", "counter_attack", "dig_in", "direct_from_hq",
    "firefight", "infantry_assault", "medics_mechanics", "move_out", "their_finest_hour", NULL
};
static const char *const section_keys[] = { "left", "centre", "right", NULL };
static const char *const nation_keys[] = { "allies", "axis", NULL };
static const char *const draw_keys[] = { "standard", "limited", NULL };

WG_STATIC_ASSERT(WG_NAMES_COUNT(type_keys) == M44_TYPES, m44_type_keys);
WG_STATIC_ASSERT(WG_NAMES_COUNT(symbol_keys) == WG_M44_SYM_FLAG + 1, m44_symbol_keys);
WG_STATIC_ASSERT(WG_NAMES_COUNT(kind_keys) == WG_M44_CARD_KIND_COUNT, m44_card_keys);
WG_STATIC_ASSERT(WG_NAMES_COUNT(section_keys) == WG_M44_ANY, m44_section_keys);
WG_STATIC_ASSERT(WG_M44_INFANTRY == 0 && WG_M44_ARMOR == 1 && WG_M44_ARTILLERY == 2,
                 m44_type_order);

/* ------------------------------------------------------------ units.yaml */

static int parse_units_file(const wg_reader *R, const wg_ynode *root, void *data)
{
    static const char *const keys[] = { "battle_die", "units", "badges", NULL };
    static const char *const type_fields[] = { "figures", NULL };
    m44_data *d = data;
    const wg_ynode *n;
    WG_TRY(wg_y_check_keys(R->err, R->doc, root, keys));
    WG_TRY(wg_read_need(R, root, "battle_die", &n));
    WG_TRY(wg_read_list(R, n, HEXCC_FACES, HEXCC_FACES, "faces on the battle die"));
    for (int f = 0; f < HEXCC_FACES; f++)
        WG_TRY(wg_read_enum(R, n->child[f], symbol_keys, &d->die.face[f]));
    WG_TRY(wg_read_need(R, root, "units", &n));
    WG_TRY(wg_read_table(R, n, type_keys, "unit type"));
    for (int t = 0; t < M44_TYPES; t++) {
        const wg_ynode *v = wg_y_get(n, type_keys[t]);
        WG_TRY(wg_y_check_keys(R->err, R->doc, v, type_fields));
        WG_TRY(wg_read_need_int(R, v, "figures", 1, M44_MAX_FIGURES, &d->type_figures[t]));
    }
    WG_TRY(wg_read_need(R, root, "badges", &n));
    return m44_badge_parse(R, d, n);
}

/* ------------------------------------------------------------ the deck */

static const wg_field card_fields[] = {
    WG_FIELD_NAME_(m44_card, key, "key", WG_FIELD_REQUIRED),
    WG_FIELD_NAME_(m44_card, name, "name", WG_FIELD_OPTIONAL),
    WG_FIELD_ENUM_(m44_card, kind, "kind", kind_keys, WG_FIELD_DEFAULT, -1),
    WG_FIELD_CODE_("section"),
    WG_FIELD_CODE_("count"),
    WG_FIELD_END_,
};

static int parse_card(const wg_reader *R, m44_data *d, const wg_ynode *e)
{
    m44_card c;
    const wg_ynode *n;
    int32_t count = 1;
    memset(&c, 0, sizeof c);
    c.section = WG_M44_ANY;
    WG_TRY(wg_read_fields(R, e, card_fields, &c));
    if (!wg_y_get(e, "name"))
        snprintf(c.name, sizeof c.name, "%s", c.key);
    /* a one-of-a-kind card's key is its kind (air_power) */
    for (int k = 0; c.kind < 0 && kind_keys[k]; k++)
        if (strcmp(kind_keys[k], c.key) == 0)
            c.kind = k;
    if (c.kind < 0)
        return wg_read_fail(R, e, "missing key 'kind' (the key '%s' is not a kind)", c.key);
    int sectioned = c.kind <= WG_M44_CARD_ASSAULT;
    if ((n = wg_y_get(e, "section"))) {
        if (!sectioned)
            return wg_read_fail(R, n, "only section cards have a section");
        WG_TRY(wg_read_enum(R, n, section_keys, &c.section));
    } else if (sectioned) {
        return wg_read_fail(R, e, "a section card needs its section");
    }
    WG_TRY(wg_read_opt_int(R, e, "count", 1, WG_M44_MAX_CARDS, &count));
    if (d->ncards + count > WG_M44_MAX_CARDS)
        return wg_read_fail(R, e, "more than %d cards in the deck", WG_M44_MAX_CARDS);
    for (int i = 0; i < count; i++)
        d->card[d->ncards++] = c;
    return WG_OK;
}

static int parse_deck(const wg_reader *R, m44_data *d, const wg_ynode *list)
{
    d->ncards = 0;
    WG_TRY(wg_read_seq(R, list));
    for (int i = 0; i < list->count; i++)
        WG_TRY(parse_card(R, d, list->child[i]));
    if (d->ncards < 2)
        return wg_read_fail(R, list, "a deck needs at least two cards");
    return WG_OK;
}

static int parse_deck_file(const wg_reader *R, const wg_ynode *root, void *data)
{
    static const char *const keys[] = { "cards", NULL };
    const wg_ynode *n;
    WG_TRY(wg_y_check_keys(R->err, R->doc, root, keys));
    WG_TRY(wg_read_need(R, root, "cards", &n));
    return parse_deck(R, data, n);
}

/* ------------------------------------------------------------ the scenario */

/* M44-X4: an owned obstacle (a bunker) names the side it protects; no other does. */
static int parse_obstacle_side(const wg_reader *R, m44_data *d, const wg_ynode *e, int cell,
                               int type)
{
    int32_t side = -1;
    const wg_ynode *n = wg_y_get(e, "side");
    if (!d->obstacle[type].owned) {
        if (n)
            return wg_read_fail(R, n, "only a bunker (an owned obstacle) has a side");
    } else {
        WG_TRY(wg_read_need_int(R, e, "side", 0, 1, &side));
    }
    d->obstacle_side0[cell] = (int8_t)side;
    return WG_OK;
}

static int parse_obstacles(const wg_reader *R, m44_data *d, const wg_ynode *list)
{
    static const char *const keys[] = { "at", "type", "side", NULL };
    WG_TRY(wg_read_seq(R, list));
    for (int i = 0; i < list->count; i++) {
        const wg_ynode *e = list->child[i], *n;
        int32_t cell, type;
        WG_TRY(wg_y_check_keys(R->err, R->doc, e, keys));
        WG_TRY(wg_read_need(R, e, "at", &n));
        WG_TRY(hexcc_parse_cell(R, n, &d->board, &cell));
        WG_TRY(wg_read_need_enum(R, e, "type", m44_obstacle_keys, &type));
        if (d->board.type[d->board.terrain[cell]].impassable)
            return wg_read_fail(R, n, "no obstacle on impassable terrain");
        d->obstacle0[cell] = (uint8_t)type;
        WG_TRY(parse_obstacle_side(R, d, e, cell, type));
    }
    return WG_OK;
}

static int parse_board(const wg_reader *R, const wg_ynode *map, void *data)
{
    m44_data *d = data;
    static const char *const extra[] = { "sections", "obstacles", NULL };
    hexcc_board *b = &d->board;
    const wg_ynode *n;
    WG_TRY(hexcc_board_parse(R, map, b, extra));
    hexcc_sightlines_init(&d->lines);
    d->sec_a = b->columns / 3;
    d->sec_b = b->columns - 1 - b->columns / 3;
    if ((n = wg_y_get(map, "sections"))) {
        WG_TRY(wg_read_seq(R, n));
        if (n->count != 2)
            return wg_read_fail(R, n, "expected two section lines [a, b]");
        WG_TRY(wg_read_int(R, n->child[0], 0, b->columns - 1, &d->sec_a));
        WG_TRY(wg_read_int(R, n->child[1], d->sec_a, b->columns - 1, &d->sec_b));
    }
    if ((n = wg_y_get(map, "obstacles")))
        WG_TRY(parse_obstacles(R, d, n));
    return WG_OK;
}

/* One side: read into this, then into the data block's arrays. */
typedef struct m44_side {
    char name[M44_NAME];
    int32_t home, hand, nation;
} m44_side;

static const wg_field side_fields[] = {
    WG_FIELD_NAME_(m44_side, name, "name", WG_FIELD_REQUIRED),
    WG_FIELD_ENUM_(m44_side, home, "home", hexcc_home_names, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_INT_(m44_side, hand, "hand", 1, WG_M44_MAX_HAND, WG_FIELD_DEFAULT, 5),
    WG_FIELD_ENUM_(m44_side, nation, "nation", nation_keys, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_END_,
};

static int parse_side(const wg_reader *R, m44_data *d, int p, const wg_ynode *s)
{
    m44_side side;
    const wg_ynode *n;
    side.home = p == 0 ? HEXCC_HOME_BOTTOM : HEXCC_HOME_TOP;
    side.nation = p;
    WG_TRY(wg_read_fields(R, s, side_fields, &side));
    if ((n = wg_y_get(s, "home")) && side.home > HEXCC_HOME_TOP)
        return wg_read_fail(R, n, "a side's home is the bottom or the top");
    memcpy(d->side_name[p], side.name, sizeof side.name);
    d->home[p] = side.home;
    d->hand_size[p] = side.hand;
    d->air_dice[p] = side.nation == 0 ? 2 : 1;
    return WG_OK;
}

static int parse_sides(const wg_reader *R, const wg_ynode *list, void *data)
{
    m44_data *d = data;
    WG_TRY(wg_read_seq(R, list));
    if (list->count != 2)
        return wg_read_fail(R, list, "expected two sides");
    for (int p = 0; p < 2; p++)
        WG_TRY(parse_side(R, d, p, list->child[p]));
    for (int p = 0; p < 2; p++) {
        snprintf(d->win_text[0][p], sizeof d->win_text[0][p], "%.39s wins: medals reached",
                 d->side_name[p]);
        snprintf(d->win_text[1][p], sizeof d->win_text[1][p],
                 "%.39s wins: more medals at the turn limit", d->side_name[p]);
    }
    if (d->home[0] == d->home[1])
        return wg_read_fail(R, list, "the two sides need opposite homes");
    return WG_OK;
}

static int parse_unit(const wg_reader *R, m44_data *d, int i, const wg_ynode *e)
{
    static const char *const keys[] = { "side", "type", "at", "name", "figures", "badge", NULL };
    const wg_ynode *n;
    int32_t side, type, cell;
    WG_TRY(wg_y_check_keys(R->err, R->doc, e, keys));
    WG_TRY(wg_read_need_int(R, e, "side", 0, 1, &side));
    WG_TRY(wg_read_need_enum(R, e, "type", type_keys, &type));
    WG_TRY(wg_read_need(R, e, "at", &n));
    WG_TRY(hexcc_parse_cell(R, n, &d->board, &cell));
    if (d->board.type[d->board.terrain[cell]].impassable)
        return wg_read_fail(R, n, "a unit on impassable terrain");
    for (int k = 0; k < i; k++)
        if (d->unit_cell[k] == cell)
            return wg_read_fail(R, n, "two units in one hex");
    d->unit_side[i] = side;
    d->unit_type[i] = type;
    d->unit_cell[i] = cell;
    d->unit_full[i] = d->type_figures[type];
    WG_TRY(wg_read_opt_enum(R, e, "badge", m44_badge_keys, &d->unit_badge[i]));
    if ((n = wg_y_get(e, "badge")))
        WG_TRY(m44_badge_fit(R, d, i, n));
    d->unit_figures[i] = d->unit_full[i];
    WG_TRY(wg_read_opt_int(R, e, "figures", 1, d->unit_full[i], &d->unit_figures[i]));
    char label[M44_NAME * 3 + 24];
    if (d->unit_badge[i])
        snprintf(label, sizeof label, "%s %s %d", d->side_name[side],
                 d->badge[d->unit_badge[i]].name, i);
    else
        snprintf(label, sizeof label, "%s %s %d", d->side_name[side], type_keys[type], i);
    memcpy(d->unit_name[i], label, M44_NAME - 1);
    d->unit_name[i][M44_NAME - 1] = '\0';
    return wg_read_opt_name(R, e, "name", d->unit_name[i], M44_NAME);
}

static int parse_units(const wg_reader *R, const wg_ynode *list, void *data)
{
    m44_data *d = data;
    int count[2] = { 0, 0 };
    WG_TRY(wg_read_seq_max(R, list, WG_M44_MAX_UNITS, "units"));
    for (int i = 0; i < list->count; i++) {
        WG_TRY(parse_unit(R, d, i, list->child[i]));
        count[d->unit_side[i]]++;
    }
    d->nunits = list->count;
    /* A side without units could only lose on medals or "win" at the turn limit. */
    for (int p = 0; p < 2; p++)
        if (!count[p])
            return wg_read_fail(R, list, "side %d (%s) has no unit", p, d->side_name[p]);
    return WG_OK;
}

/* `hands: [[key, ...], [key, ...]]`: cards dealt before the shuffle. */
static int parse_hands(const wg_reader *R, m44_data *d, const wg_ynode *list)
{
    uint8_t used[WG_M44_MAX_CARDS];
    memset(used, 0, sizeof used);
    WG_TRY(wg_read_seq(R, list));
    if (list->count != 2)
        return wg_read_fail(R, list, "expected two hands");
    for (int p = 0; p < 2; p++) {
        const wg_ynode *h = list->child[p];
        WG_TRY(wg_read_seq(R, h));
        if (h->count > d->hand_size[p])
            return wg_read_fail(R, h, "more cards than the hand size %d", d->hand_size[p]);
        for (int i = 0; i < h->count; i++) {
            const wg_ynode *k = h->child[i];
            char key[M44_NAME];
            int found = -1;
            WG_TRY(wg_read_name(R, k, key, sizeof key));
            for (int c = 0; c < d->ncards && found < 0; c++)
                if (!used[c] && strcmp(d->card[c].key, key) == 0)
                    found = c;
            if (found < 0)
                return wg_read_fail(R, k, "no card '%s' left in the deck", key);
            used[found] = 1;
            d->hand0[p][d->nhand0[p]++] = found;
        }
    }
    return WG_OK;
}

/* The top-level keys, in the order a scenario is read. */
static const wg_field scenario_fields[] = {
    WG_FIELD_CODE_("ruleset"),
    WG_FIELD_NAME_(m44_data, name, "name", WG_FIELD_OPTIONAL),
    WG_FIELD_TEXT_("description", 4096),
    WG_FIELD_BOOL_(m44_data, op_fire, "op_fire", WG_FIELD_OPTIONAL, 0),
    WG_FIELD_ENUM_(m44_data, draw_limited, "op_fire_draw", draw_keys, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_INT_(m44_data, medals, "medals", 1, 99, WG_FIELD_DEFAULT, 6),
    WG_FIELD_INT_(m44_data, first, "first", 0, 1, WG_FIELD_OPTIONAL, 0),
    /* no turn_limit: no limit; 0 would say the same thing a second way */
    WG_FIELD_INT_(m44_data, turn_limit, "turn_limit", 1, 100000, WG_FIELD_OPTIONAL, 0),
    WG_FIELD_BOOL_(m44_data, shuffle, "shuffle", WG_FIELD_DEFAULT, 1),
    /* M44-X1: artillery battles need line of sight, as published (false: the base game) */
    WG_FIELD_BOOL_(m44_data, artillery_sight, "artillery_needs_sight", WG_FIELD_DEFAULT, 1),
    WG_FIELD_PART_("board", WG_FIELD_REQUIRED, parse_board),
    WG_FIELD_PART_("sides", WG_FIELD_REQUIRED, parse_sides),
    WG_FIELD_PART_("units", WG_FIELD_REQUIRED, parse_units),
    WG_FIELD_PART_("objectives", WG_FIELD_OPTIONAL, m44_data_objectives),
    /* the rest reads what the parts above left (parse_scenario) */
    WG_FIELD_CODE_("exits"),
    WG_FIELD_CODE_("airdrop"),
    WG_FIELD_CODE_("first_turn"),
    WG_FIELD_CODE_("turn_limit_tie"),
    WG_FIELD_CODE_("bridges"),
    WG_FIELD_CODE_("deck"),
    WG_FIELD_CODE_("hands"),
    WG_FIELD_END_,
};

static int parse_scenario(const wg_reader *R, const wg_ynode *root, void *data)
{
    m44_data *d = data;
    const wg_ynode *n;
    snprintf(d->name, sizeof d->name, "Memoir '44");
    WG_TRY(wg_read_fields(R, root, scenario_fields, d)); /* board, sides, units, objectives */
    WG_TRY(m44_data_special(R, d, root)); /* data_special.c: exits, airdrop, first turn */
    if ((n = wg_y_get(root, "deck")))
        WG_TRY(parse_deck(R, d, n));
    if (d->ncards < d->hand_size[0] + d->hand_size[1] + 2)
        return wg_read_fail(R, root, "the deck has %d cards: too few for the hands",
                            (int)d->ncards);
    if ((n = wg_y_get(root, "hands")))
        WG_TRY(parse_hands(R, d, n));
    return m44_data_first_cards(R, d, root); /* data_special.c: needs the hands */
}

/* The ruleset's own files, read before the scenario (in this order). */
static const wg_builtin builtin_files[] = {
    { "m44/terrain.yaml", wg_m44_terrain_yaml, &wg_m44_terrain_yaml_len, m44_terrain_parse_file },
    { "m44/units.yaml", wg_m44_units_yaml, &wg_m44_units_yaml_len, parse_units_file },
    { "m44/deck.yaml", wg_m44_deck_yaml, &wg_m44_deck_yaml_len, parse_deck_file },
    { NULL, NULL, NULL, NULL },
};

static void index_sides(m44_data *d)
{
    d->nside_units[0] = d->nside_units[1] = 0;
    for (int u = 0; u < d->nunits; u++) {
        int p = d->unit_side[u];
        d->side_unit[p][d->nside_units[p]++] = u;
    }
}

int m44_data_load(wg_loader *L, const wg_ynode *root, void *data, size_t *state_size)
{
    WG_TRY(wg_read_data(L, builtin_files, parse_scenario, root, data));
    index_sides(data);
    m44_rules_sections_build(data);
    *state_size = m44_state_size(data);
    return WG_OK;
}
