/*
 * The scenario keys of issue 20, read after the units: medal objectives
 * with their kind (M44-X20..X22), exit markers (M44-X23), the airdrop (M44-X24)
 * and the first-turn restrictions (M44-X25). The README's "Scenario" lists
 * each key; every error names file:line:column.
 */
#include <stdio.h>
#include <string.h>

#include "m44_internal.h"

/* indexed by wg_m44_objective_kind: "exit" is there for its number, and refused (exits:) */
static const char *const objective_kinds[] = { "held", "temporary", "permanent", "start_turn",
                                               "exit", "majority", NULL };
static const char *const drop_types[] = { "infantry", "armor", "artillery", NULL };

WG_STATIC_ASSERT(WG_M44_OBJ_START_TURN == 3 && WG_M44_OBJ_MAJORITY == 5,
                 m44_objective_kind_order);

/* `side: 0 | 1 | both` (both: -1, the medal goes to whichever side holds it). */
static int read_side(const wg_reader *R, const wg_ynode *e, int both_ok, int32_t *out)
{
    const wg_ynode *n;
    WG_TRY(wg_read_need(R, e, "side", &n));
    if (both_ok && wg_read_is(n, "both")) {
        *out = -1;
        return WG_OK;
    }
    if (both_ok && !wg_read_is(n, "0") && !wg_read_is(n, "1"))
        return wg_read_fail(R, n, "an objective's side is 0, 1 or both");
    return wg_read_int(R, n, 0, 1, out);
}

/*
 * M44-X28: `group: 1..16` of a `kind: majority` objective (and of no other):
 * obj_group[i] is the first objective of i's group, which holds its medals.
 */
static int read_group(const wg_reader *R, m44_data *d, const wg_ynode *e, int i)
{
    int32_t group = 0;
    const wg_ynode *n = wg_y_get(e, "group");
    d->obj_group[i] = i;
    if ((d->obj_kind[i] == WG_M44_OBJ_MAJORITY) != (n != NULL))
        return wg_read_fail(R, e, "a `kind: majority` objective needs `group:`, and only it "
                                  "takes one");
    if (!n)
        return WG_OK;
    WG_TRY(wg_read_int(R, n, 1, WG_M44_MAX_OBJECTIVES, &group));
    d->obj_group[i] = -group; /* until the list is read: minus the group's number */
    for (int k = 0; k < i; k++)
        if (d->obj_kind[k] == WG_M44_OBJ_MAJORITY && d->obj_group[k] == -group)
            d->obj_group[i] = k; /* k: the group's first, still marked */
    return WG_OK;
}

/* Marked first members (minus their group's number) point at themselves. */
static void close_groups(m44_data *d)
{
    for (int i = 0; i < d->nobj; i++)
        if (d->obj_group[i] < 0)
            d->obj_group[i] = i;
}

int m44_data_objectives(const wg_reader *R, const wg_ynode *list, void *data)
{
    m44_data *d = data;
    static const char *const keys[] = { "at", "side", "kind", "medals", "group", NULL };
    WG_TRY(wg_read_seq_max(R, list, WG_M44_MAX_OBJECTIVES, "objectives"));
    for (int i = 0; i < list->count; i++) {
        const wg_ynode *e = list->child[i], *n;
        WG_TRY(wg_y_check_keys(R->err, R->doc, e, keys));
        WG_TRY(wg_read_need(R, e, "at", &n));
        WG_TRY(hexcc_parse_cell(R, n, &d->board, &d->obj_cell[i]));
        for (int k = 0; k < i; k++)
            if (d->obj_cell[k] == d->obj_cell[i])
                return wg_read_fail(R, n, "two objectives in one hex");
        WG_TRY(read_side(R, e, 1, &d->obj_side[i]));
        d->obj_kind[i] = WG_M44_OBJ_HELD;
        WG_TRY(wg_read_opt_enum(R, e, "kind", objective_kinds, &d->obj_kind[i]));
        if (d->obj_kind[i] == WG_M44_OBJ_EXIT)
            return wg_read_fail(R, e, "exit markers are listed under `exits:`");
        d->obj_medals[i] = 1;
        WG_TRY(wg_read_opt_int(R, e, "medals", 1, M44_MAX_HEX_MEDALS, &d->obj_medals[i]));
        WG_TRY(read_group(R, d, e, i));
    }
    d->nobj = list->count;
    close_groups(d);
    return WG_OK;
}

/* `exits: [{at: [c, r], side: 0, medals: 1}]`: edge hexes a side may leave the board by. */
static int parse_exits(const wg_reader *R, m44_data *d, const wg_ynode *list)
{
    static const char *const keys[] = { "at", "side", "medals", NULL };
    WG_TRY(wg_read_seq_max(R, list, WG_M44_MAX_OBJECTIVES, "exits"));
    for (int i = 0; i < list->count; i++) {
        const wg_ynode *e = list->child[i], *n;
        int edge = 0;
        WG_TRY(wg_y_check_keys(R->err, R->doc, e, keys));
        WG_TRY(wg_read_need(R, e, "at", &n));
        WG_TRY(hexcc_parse_cell(R, n, &d->board, &d->exit_cell[i]));
        for (int k = 0; k < 6; k++)
            edge |= d->board.nb[d->exit_cell[i]][k] < 0;
        if (!edge)
            return wg_read_fail(R, n, "an exit marker must be on an edge hex of the board");
        if (d->board.type[d->board.terrain[d->exit_cell[i]]].impassable)
            return wg_read_fail(R, n, "an exit marker on impassable terrain");
        for (int k = 0; k < i; k++)
            if (d->exit_cell[k] == d->exit_cell[i])
                return wg_read_fail(R, n, "two exit markers in one hex");
        WG_TRY(read_side(R, e, 0, &d->exit_side[i]));
        d->exit_medals[i] = 1;
        WG_TRY(wg_read_opt_int(R, e, "medals", 1, M44_MAX_HEX_MEDALS, &d->exit_medals[i]));
    }
    d->nexit = list->count;
    return WG_OK;
}

/* `zone: [[c0, r0], [c1, r1]]`: offset corners, which may lie up to 4 hexes off the board. */
static int parse_zone(const wg_reader *R, m44_data *d, const wg_ynode *n)
{
    WG_TRY(wg_read_list(R, n, 2, 2, "corners of the drop zone"));
    for (int k = 0; k < 2; k++) {
        const wg_ynode *c = n->child[k];
        WG_TRY(wg_read_list(R, c, 2, 2, "offset coordinates [column, row]"));
        WG_TRY(wg_read_int(R, c->child[0], -4, d->board.columns + 3, &d->drop_zone[k]));
        WG_TRY(wg_read_int(R, c->child[1], -4, d->board.rows + 3, &d->drop_zone[2 + k]));
    }
    if (d->drop_zone[0] > d->drop_zone[1] || d->drop_zone[2] > d->drop_zone[3])
        return wg_read_fail(R, n, "the drop zone's first corner must be its top left");
    return WG_OK;
}

/* `airdrop: {side, type, units, figures, zone}`: units placed at random at the start. */
static int parse_airdrop(const wg_reader *R, m44_data *d, const wg_ynode *e)
{
    static const char *const keys[] = { "side", "type", "units", "figures", "zone", NULL };
    const wg_ynode *n;
    int32_t side, type, count, figures;
    WG_TRY(wg_y_check_keys(R->err, R->doc, e, keys));
    WG_TRY(read_side(R, e, 0, &side));
    WG_TRY(wg_read_need_enum(R, e, "type", drop_types, &type));
    WG_TRY(wg_read_need_int(R, e, "units", 1, WG_M44_MAX_UNITS, &count));
    if (d->nunits + count > WG_M44_MAX_UNITS)
        return wg_read_fail(R, e, "more than %d units with the airdrop", WG_M44_MAX_UNITS);
    figures = d->type_figures[type];
    WG_TRY(wg_read_opt_int(R, e, "figures", 1, d->type_figures[type], &figures));
    /* default zone: the board and a hex all round it, so that some may come down off it */
    d->drop_zone[0] = -1;
    d->drop_zone[1] = d->board.columns + (d->board.shape == HEXCC_SHAPE_MEMOIR); /* past a half hex */
    d->drop_zone[2] = -1;
    d->drop_zone[3] = d->board.rows;
    if ((n = wg_y_get(e, "zone")))
        WG_TRY(parse_zone(R, d, n));
    d->drop_first = d->nunits;
    d->ndrop = count;
    for (int i = d->nunits; i < d->nunits + count; i++) {
        d->unit_side[i] = side;
        d->unit_type[i] = type;
        d->unit_cell[i] = -1; /* placed by the drop (special.c) */
        d->unit_figures[i] = figures;
        d->unit_full[i] = d->type_figures[type];
        snprintf(d->unit_name[i], M44_NAME, "%.16s paratroops %d", d->side_name[side], i);
    }
    d->nunits += count;
    return WG_OK;
}

/* `first_turn: [{side: 1, move: false, battle: false}]` (M44-X25). */
static int parse_first_turn(const wg_reader *R, m44_data *d, const wg_ynode *list)
{
    static const char *const keys[] = { "side", "move", "battle", "card", NULL };
    WG_TRY(wg_read_seq(R, list));
    for (int i = 0; i < list->count; i++) {
        const wg_ynode *e = list->child[i];
        int32_t side, move = 1, battle = 1;
        WG_TRY(wg_y_check_keys(R->err, R->doc, e, keys));
        WG_TRY(read_side(R, e, 0, &side));
        WG_TRY(wg_read_opt_bool(R, e, "move", &move));
        WG_TRY(wg_read_opt_bool(R, e, "battle", &battle));
        if (d->hold_first[side])
            return wg_read_fail(R, e, "side %d has two first-turn entries", side);
        d->hold_first[side] = (move ? 0 : 1) | (battle ? 0 : 2);
    }
    return WG_OK;
}

/* `bridges: {blow: 1, dice: 2, occupied: false}`: who may blow bridges, with how many dice
 * (M44-X26), and whether with an enemy unit on them (M44-X27). */
static int parse_bridges(const wg_reader *R, m44_data *d, const wg_ynode *e)
{
    static const char *const keys[] = { "blow", "dice", "occupied", NULL };
    WG_TRY(wg_y_check_keys(R->err, R->doc, e, keys));
    WG_TRY(wg_read_need_int(R, e, "blow", 0, 1, &d->blow_side));
    d->blow_dice = 2;
    WG_TRY(wg_read_opt_int(R, e, "dice", 1, 8, &d->blow_dice));
    return wg_read_opt_bool(R, e, "occupied", &d->blow_occupied);
}

/* `card: key` of a first_turn entry: a card of that side's `hands:`, played first. */
static int first_card(const wg_reader *R, m44_data *d, const wg_ynode *e)
{
    const wg_ynode *n = wg_y_get(e, "card");
    int32_t side;
    char key[M44_NAME];
    if (!n)
        return WG_OK;
    WG_TRY(read_side(R, e, 0, &side));
    WG_TRY(wg_read_name(R, n, key, sizeof key));
    for (int i = 0; i < d->nhand0[side]; i++)
        if (strcmp(d->card[d->hand0[side][i]].key, key) == 0) {
            d->first_card[side] = d->hand0[side][i];
            return WG_OK;
        }
    return wg_read_fail(R, n, "the first card '%s' is not in side %d's `hands:`", key, side);
}

int m44_data_first_cards(const wg_reader *R, m44_data *d, const wg_ynode *root)
{
    const wg_ynode *list = wg_y_get(root, "first_turn");
    d->first_card[0] = d->first_card[1] = -1;
    for (int i = 0; list && i < list->count; i++)
        WG_TRY(first_card(R, d, list->child[i]));
    return WG_OK;
}

int m44_data_special(const wg_reader *R, m44_data *d, const wg_ynode *root)
{
    const wg_ynode *n;
    d->tie_winner = -1;
    if ((n = wg_y_get(root, "turn_limit_tie"))) {
        if (!d->turn_limit)
            return wg_read_fail(R, n, "turn_limit_tie needs a turn_limit");
        if (!wg_read_is(n, "draw"))
            WG_TRY(wg_read_int(R, n, 0, 1, &d->tie_winner));
        if (d->tie_winner >= 0)
            snprintf(d->tie_text, sizeof d->tie_text,
                     "%.39s wins: equal medals at the turn limit", d->side_name[d->tie_winner]);
    }
    if ((n = wg_y_get(root, "exits")))
        WG_TRY(parse_exits(R, d, n));
    if ((n = wg_y_get(root, "airdrop")))
        WG_TRY(parse_airdrop(R, d, n));
    if ((n = wg_y_get(root, "first_turn")))
        WG_TRY(parse_first_turn(R, d, n));
    d->blow_side = -1;
    if ((n = wg_y_get(root, "bridges")))
        WG_TRY(parse_bridges(R, d, n));
    d->tracks_medals = d->nexit > 0 || d->blow_side >= 0;
    for (int i = 0; i < d->nobj; i++)
        d->tracks_medals |= d->obj_kind[i] != WG_M44_OBJ_HELD;
    return WG_OK;
}
