/*
 * The set-up before play (OG-X4, OG-X5): the defender buys its force from
 * a budget (armor units, a howitzer costing two; infantry squads) and
 * places each unit where the scenario allows, one decision a unit; then an
 * Ogre given no starting hex picks the hex of its entry edge it comes in
 * by. The units to buy are a pool made at load (data.c: make_pool), off the
 * map until placed, so a bought unit is an existing unit brought on.
 */
#include <string.h>

#include "ogre_internal.h"

/* ------------------------------------------------------------ the budget */

static int is_infantry(const ogre_data *d, int unit)
{
    return ogre_utype(d, unit)->cls == WG_OGRE_CLASS_INFANTRY;
}

static int placed(const ogre_state *s, int unit)
{
    return s->u[unit].cell >= 0;
}

/* What is left to spend: armor units and infantry squads. */
static void budget_left(const wg_game *g, int *armor, int *squads)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    *armor = d->setup_armor;
    *squads = d->setup_squads;
    for (int u = d->pool_first; u < d->nunits; u++) {
        if (!placed(s, u))
            continue;
        if (is_infantry(d, u))
            *squads -= s->u[u].strength;
        else
            *armor -= ogre_utype(d, u)->cost;
    }
}

int ogre_setup_next_of_offer(const wg_game *g, int k)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    for (int u = d->pool_first; u < d->nunits; u++)
        if (d->unit_type[u] == d->offer_type[k] && !placed(s, u))
            return u;
    return -1;
}

int ogre_setup_affordable(const wg_game *g, int unit)
{
    int armor, squads;
    budget_left(g, &armor, &squads);
    if (is_infantry(ogre_cdata(g), unit))
        return squads < WG_OGRE_MAX_SQUADS ? squads : WG_OGRE_MAX_SQUADS;
    return ogre_utype(ogre_cdata(g), unit)->cost <= armor;
}

/* ------------------------------------------------------------ where units stand */

/*
 * Who stands where, by cell, for the questions of one listing or search:
 * EMPTY, INFANTRY (only infantry, with its squads) or SOLID (anything
 * else, which nobody may join). Built from the units each time, never kept.
 */
enum { STAND_EMPTY, STAND_INFANTRY, STAND_SOLID };

typedef struct standing {
    uint8_t kind[OGRE_MAX_CELLS];
    uint8_t squads[OGRE_MAX_CELLS]; /* at most WG_OGRE_MAX_SQUADS a unit, 64 units */
} standing;

static void standing_init(standing *st, const wg_game *g)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    memset(st->kind, STAND_EMPTY, (size_t)d->ncells);
    for (int u = 0; u < s->nunits; u++) {
        int c = s->u[u].cell;
        if (!s->u[u].alive || c < 0)
            continue;
        if (st->kind[c] == STAND_EMPTY)
            st->squads[c] = 0;
        if (!is_infantry(d, u)) {
            st->kind[c] = STAND_SOLID;
        } else if (st->kind[c] != STAND_SOLID) {
            st->kind[c] = STAND_INFANTRY;
            st->squads[c] = (uint8_t)(st->squads[c] + s->u[u].strength);
        }
    }
}

/*
 * May pool unit `unit` stand in `cell` with `squads` squads? In the set-up
 * rows, not in a crater or terrain it cannot enter, and within the stacking
 * limits where it stands (OG-U3): armor alone, infantry up to three squads.
 */
static int may_stand_in(const wg_game *g, const standing *st, int unit, int cell, int squads)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_type *t = ogre_utype(d, unit);
    int row = cell / d->columns;
    if (row < d->setup_row_min || row > d->setup_row_max || d->crater[cell])
        return 0;
    if (t->move_class != WG_OGRE_MOVE_NONE && !d->enter_cost[cell][t->move_class])
        return 0;
    switch (st->kind[cell]) {
    case STAND_EMPTY: return squads <= WG_OGRE_MAX_SQUADS;
    case STAND_INFANTRY:
        return t->cls == WG_OGRE_CLASS_INFANTRY && squads + st->squads[cell] <= WG_OGRE_MAX_SQUADS;
    default: return 0;
    }
}

void ogre_setup_places(const wg_game *g, int unit, int squads, uint8_t *ok)
{
    const ogre_data *d = ogre_cdata(g);
    standing st;
    standing_init(&st, g);
    for (int c = 0; c < d->ncells; c++)
        ok[c] = (uint8_t)may_stand_in(g, &st, unit, c, squads);
}

int ogre_setup_may_place(const wg_game *g, int unit, int cell, int squads)
{
    standing st;
    standing_init(&st, g);
    return may_stand_in(g, &st, unit, cell, squads);
}

/* The cells of the set-up rows: [*first, *end). */
static void setup_cells(const ogre_data *d, int *first, int *end)
{
    int lo = d->setup_row_min * d->columns, hi = (d->setup_row_max + 1) * d->columns;
    *first = lo > 0 ? lo : 0;
    *end = hi < d->ncells ? hi : d->ncells;
}

/* The cell of hex (x, y), or -1 off the map. */
static int cell_at(const ogre_data *d, int32_t x, int32_t y)
{
    wg_hex h;
    h.q = x;
    h.r = y;
    return ogre_board_cell(d, h);
}

/* ------------------------------------------------------------ the defender's set-up */

static int place_listed(const wg_game *g, const wg_action *a)
{
    const ogre_data *d = ogre_cdata(g);
    if (a->unit < d->pool_first || a->unit >= d->nunits || a->weapon != -1 ||
        a->target != -1 || a->part != -1)
        return 0;
    int k = 0;
    while (k < d->noffer && d->offer_type[k] != d->unit_type[a->unit])
        k++;
    if (k == d->noffer || ogre_setup_next_of_offer(g, k) != a->unit)
        return 0;
    int most = ogre_setup_affordable(g, a->unit), cell = cell_at(d, a->x, a->y);
    int squads = is_infantry(d, a->unit) ? a->value : 1;
    if (!most || cell < 0 || (is_infantry(d, a->unit) ? a->value < 1 || a->value > most
                                                       : a->value != 0))
        return 0;
    return ogre_setup_may_place(g, a->unit, cell, squads);
}

/* One unit on the map: cell, squads (infantry) or 1. */
static void place(wg_game *g, int unit, int cell, int squads)
{
    ogre_state *s = ogre_st(g);
    s->u[unit].cell = cell;
    s->u[unit].alive = 1;
    s->u[unit].strength = squads;
    wg_hex h = ogre_board_hex(ogre_cdata(g), cell);
    wg_event ev = wg_event_make(WG_OGRE_EV_PLACED);
    ev.player = ogre_owner(unit);
    ev.unit = unit;
    ev.x = h.q;
    ev.y = h.r;
    ev.value = squads;
    wg_emit(g, &ev);
}

/* A test of a cell for `unit` with `squads` (may_stand_in, or entry_ok for the Ogre). */
typedef int (*cell_test)(const wg_game *g, const standing *st, int unit, int cell, int squads);

/* The cell nearest the first command post that passes `ok` (the lowest on a
 * tie), or -1: the automatic set-up guards the post and enters towards it. */
static int nearest_to_post(const wg_game *g, cell_test ok, int unit, int squads)
{
    const ogre_data *d = ogre_cdata(g);
    int cp = ogre_cst(g)->u[d->cp[0]].cell, best = -1, bd = 0;
    standing st;
    standing_init(&st, g);
    for (int c = 0; c < d->ncells; c++) {
        if (!ok(g, &st, unit, c, squads))
            continue;
        int dist = cp >= 0 ? ogre_board_distance(d, c, cp) : 0;
        if (best < 0 || dist < bd) {
            best = c;
            bd = dist;
        }
    }
    return best;
}

/* Where the automatic set-up puts `unit` with `squads`: as near the post as it may stand. */
static int guard_cell(const wg_game *g, int unit, int squads)
{
    return nearest_to_post(g, may_stand_in, unit, squads);
}

/* CHOOSE 0: buy the offered types in turn, one unit each round, while the budget
 * lasts (infantry in stacks of three), each on the free hex nearest the post. */
static void auto_setup(wg_game *g)
{
    const ogre_data *d = ogre_cdata(g);
    for (int progress = 1; progress;) {
        progress = 0;
        for (int k = 0; k < d->noffer; k++) {
            int u = ogre_setup_next_of_offer(g, k), most = u >= 0 ? ogre_setup_affordable(g, u) : 0;
            int cell = most ? guard_cell(g, u, most) : -1;
            if (cell >= 0) {
                place(g, u, cell, most);
                progress = 1;
            }
        }
    }
}

/* Could any pool unit still be bought and placed? */
static int can_place(const wg_game *g)
{
    const ogre_data *d = ogre_cdata(g);
    for (int k = 0; k < d->noffer; k++) {
        int u = ogre_setup_next_of_offer(g, k);
        if (u >= 0 && ogre_setup_affordable(g, u) && guard_cell(g, u, 1) >= 0)
            return 1;
    }
    return 0;
}

/* ------------------------------------------------------------ the Ogre's entry */

/* Is `cell` on the Ogre's entry edge? */
static int on_entry_edge(const ogre_data *d, int cell)
{
    int col = cell % d->columns, row = cell / d->columns;
    switch (d->entry_edge) {
    case WG_OGRE_EDGE_NORTH: return row == 0;
    case WG_OGRE_EDGE_SOUTH: return row == d->rows - 1;
    case WG_OGRE_EDGE_WEST: return col == 0;
    default: return col == d->columns - 1;
    }
}

/* May the Ogre enter by `cell`: its edge, a hex it can enter, no defender there. */
static int may_enter(const wg_game *g, int cell)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    if (cell < 0 || !on_entry_edge(d, cell) ||
        !d->enter_cost[cell][ogre_utype(d, WG_OGRE_UNIT)->move_class])
        return 0;
    for (int u = 1; u < s->nunits; u++)
        if (s->u[u].alive && s->u[u].cell == cell)
            return 0;
    return 1;
}

static int entry_ok(const wg_game *g, const standing *st, int unit, int cell, int squads)
{
    (void)st;
    (void)unit;
    (void)squads;
    return may_enter(g, cell);
}

/* CHOOSE 0: the entry hex nearest the first command post (the lowest on a tie). */
static int auto_entry(const wg_game *g)
{
    return nearest_to_post(g, entry_ok, WG_OGRE_UNIT, 0);
}

int ogre_setup_entry_cost(const wg_game *g)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    int cell = s->u[WG_OGRE_UNIT].cell;
    if (!d->ogre_enters || s->half != 0 || cell < 0)
        return 0;
    return d->enter_cost[cell][ogre_utype(d, WG_OGRE_UNIT)->move_class];
}

/* ------------------------------------------------------------ the decisions */

/* The next set-up question, or play. */
static void next_question(wg_game *g)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    while (wg_ccore(g)->depth)
        wg_pop(g);
    int kind = 0, player = WG_OGRE_PLAYER_DEFENDER;
    if (s->phase == OGRE_PH_SETUP && can_place(g))
        kind = OGRE_K_SETUP;
    else if (d->ogre_enters && s->u[WG_OGRE_UNIT].cell < 0) {
        kind = OGRE_K_ENTRY;
        player = WG_OGRE_PLAYER_OGRE;
    }
    if (!kind) {
        ogre_turn_begin_play(g);
        return;
    }
    ogre_st(g)->phase = kind == OGRE_K_SETUP ? OGRE_PH_SETUP : OGRE_PH_ENTRY;
    wg_core(g)->active = player;
    wg_frame *f = wg_push_kind(g, kind, player);
    if (kind == OGRE_K_ENTRY)
        f->unit = WG_OGRE_UNIT;
    if (kind == OGRE_K_SETUP) { /* count = armor units left, pending = squads left */
        int armor, squads;
        budget_left(g, &armor, &squads);
        f->count = armor;
        f->pending = squads;
    }
}

void ogre_setup_begin(wg_game *g)
{
    ogre_st(g)->phase = ogre_cdata(g)->setup ? OGRE_PH_SETUP : OGRE_PH_ENTRY;
    next_question(g);
}

/* The MOVE that puts `unit` in `cell` (value: its squads, 0 for the Ogre's entry). */
static wg_action place_at(const ogre_data *d, int unit, int cell, int value)
{
    wg_hex h = ogre_board_hex(d, cell);
    wg_action a = wg_action_about(WG_ACT_MOVE, unit, -1);
    a.x = h.q;
    a.y = h.r;
    a.value = value;
    return a;
}

void ogre_setup_legal(const wg_game *g, wg_sink *s)
{
    const ogre_data *d = ogre_cdata(g);
    const wg_frame *f = wg_ctop(g);
    if (f->kind == OGRE_K_ENTRY) {
        for (int c = 0; c < d->ncells; c++) {
            if (!may_enter(g, c))
                continue;
            wg_action a = place_at(d, WG_OGRE_UNIT, c, 0);
            wg_sink_add(s, &a);
        }
    } else {
        standing st;
        standing_init(&st, g);
        int first, end;
        setup_cells(d, &first, &end);
        for (int k = 0; k < d->noffer; k++) {
            int u = ogre_setup_next_of_offer(g, k), most = u >= 0 ? ogre_setup_affordable(g, u) : 0;
            int inf = u >= 0 && is_infantry(d, u);
            for (int c = first; most && c < end; c++) {
                for (int n = inf ? 1 : 0; n <= (inf ? most : 0); n++) {
                    if (!may_stand_in(g, &st, u, c, inf ? n : 1))
                        continue;
                    wg_action a = place_at(d, u, c, n);
                    wg_sink_add(s, &a);
                }
            }
        }
    }
    wg_action a = wg_action_make(WG_ACT_CHOOSE);
    wg_sink_add(s, &a);
    if (f->kind == OGRE_K_SETUP) {
        a = wg_action_make(WG_ACT_PASS);
        wg_sink_add(s, &a);
    }
}

/* The answer's fields beyond those it uses must be as wg_action_make leaves them. */
static int clear_but(const wg_action *a, int xy, int unit)
{
    return a->weapon == -1 && a->target == -1 && a->part == -1 && (unit || a->unit == -1) &&
           (xy || (a->x == 0 && a->y == 0));
}

int ogre_setup_is_legal(const wg_game *g, const wg_action *a)
{
    const ogre_data *d = ogre_cdata(g);
    int entry = wg_ctop(g)->kind == OGRE_K_ENTRY;
    switch (a->type) {
    case WG_ACT_CHOOSE: return a->value == 0 && clear_but(a, 0, 0);
    case WG_ACT_PASS: return !entry && a->value == 0 && clear_but(a, 0, 0);
    case WG_ACT_MOVE:
        if (entry)
            return a->unit == WG_OGRE_UNIT && a->value == 0 && clear_but(a, 1, 1) &&
                   may_enter(g, cell_at(d, a->x, a->y));
        return place_listed(g, a);
    default: return 0;
    }
}

void ogre_setup_apply(wg_game *g, const wg_action *a)
{
    const ogre_data *d = ogre_cdata(g);
    int entry = wg_ctop(g)->kind == OGRE_K_ENTRY;
    if (entry) {
        int cell = a->type == WG_ACT_MOVE ? cell_at(d, a->x, a->y) : auto_entry(g);
        place(g, WG_OGRE_UNIT, cell, ogre_cst(g)->u[WG_OGRE_UNIT].strength);
    } else if (a->type == WG_ACT_MOVE) {
        place(g, a->unit, cell_at(d, a->x, a->y), is_infantry(d, a->unit) ? a->value : 1);
    } else if (a->type == WG_ACT_CHOOSE) {
        auto_setup(g);
    }
    if (a->type != WG_ACT_MOVE || entry)
        ogre_st(g)->phase = OGRE_PH_ENTRY; /* the defender's set-up is over */
    next_question(g);
}
