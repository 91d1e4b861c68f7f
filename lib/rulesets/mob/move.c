/*
 * The movement phase (MB-T3, MB-T4): a side's units step one hex at a
 * time, within their move (MB-U*) and the terrain's limits (MB-X*).
 */
#include <string.h>

#include "mob_internal.h"

void mob_move_begin(wg_game *g, int side)
{
    const mob_data *d = mob_cdata(g);
    mob_state *s = mob_st(g);
    for (int i = 0; i < s->nunits; i++) {
        mob_unit *u = &s->u[i];
        const mob_type *t = mob_utype(d, i);
        if (d->unit_side[i] != side || u->cell < 0)
            continue;
        u->moved = 0;
        u->halted = 0;
        u->cap = t->move;
        if (t->artillery && u->battled)
            u->cap = 0; /* "move one hex or battle": it fired in the artillery phase */
        int limit = mob_rules_terrain_rules(g, u->cell)->max_move;
        if (limit && limit < u->cap)
            u->cap = limit; /* MB-X6, MB-X10, MB-X11: a unit that is in it */
    }
}

/* Terrain type t lets a unit of `type` enter it. */
static inline int terrain_lets(const mob_data *d, int t, int type)
{
    uint32_t only = d->terrain[t].enter_only;
    return !d->board.type[t].impassable && (!only || (only & (1u << type)));
}

int mob_move_terrain_ok(const wg_game *g, int unit, int cell)
{
    const mob_data *d = mob_cdata(g);
    return terrain_lets(d, mob_rules_terrain(g, cell), d->unit_type[unit]);
}

/* One unit a hex, plus one general of the same side. */
static inline int room_in(const mob_data *d, const mob_state *s, int unit, int cell)
{
    int general = mob_utype(d, unit)->general, n = s->nunits;
    for (int i = mob_next_in(s, cell, 0); i < n; i = mob_next_in(s, cell, i + 1)) {
        if (i == unit)
            continue;
        if (d->unit_side[i] != d->unit_side[unit] || mob_utype(d, i)->general == general)
            return 0;
    }
    return 1;
}

int mob_move_room(const wg_game *g, int unit, int cell)
{
    return room_in(mob_cdata(g), mob_cst(g), unit, cell);
}

/*
 * MB-X6, MB-X10, MB-X11: a unit in such a hex moves at most max_move hexes
 * that turn in all, the hexes before it entered included: it may not enter
 * one as a later step than that.
 */
static inline int limit_allows(const mob_data *d, int t, const mob_unit *u)
{
    int limit = d->terrain[t].max_move;
    return !limit || u->moved + 1 <= limit;
}

/* Moves left, terrain, the hex's move limit, stacking: every draw tries a step or
 * two and mob_move_any asks after every step, so the data, the state and the unit
 * are read once here. */
int mob_move_can_step(const wg_game *g, int unit, int to)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    const mob_unit *u = &s->u[unit];
    if (to < 0 || u->cell < 0 || u->halted || u->moved >= u->cap)
        return 0;
    int t = mob_cterrain_of(s)[to];
    return terrain_lets(d, t, d->unit_type[unit]) && limit_allows(d, t, u) &&
           room_in(d, s, unit, to);
}

/*
 * Occupancy per listing: how many units of each side, generals apart,
 * stand in each cell, taken once for a listing (the state does not change
 * while it is used). The stacking test over it answers exactly as
 * mob_move_room's walk over every unit does.
 */
typedef struct occupancy {
    uint8_t n[HEXCC_MAX_CELLS][2][2]; /* [cell][side][general] */
} occupancy;

static void occupancy_fill(const wg_game *g, occupancy *o)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    memset(o->n, 0, (size_t)s->ncells * sizeof o->n[0]);
    for (int i = 0; i < s->nunits; i++)
        if (s->u[i].cell >= 0)
            o->n[s->u[i].cell][d->unit_side[i]][mob_utype(d, i)->general != 0]++;
}

/*
 * One step of a unit that has moves left, as mob_move_can_step answers it
 * (terrain, then the hex's move limit, then stacking), over the table.
 */
static int step_ok(const mob_data *d, const mob_state *s, const int32_t *terrain,
                   const occupancy *o, int unit, int to)
{
    if (to < 0)
        return 0;
    int t = terrain[to];
    if (!terrain_lets(d, t, d->unit_type[unit]) || !limit_allows(d, t, &s->u[unit]))
        return 0;
    int side = d->unit_side[unit], general = mob_utype(d, unit)->general != 0;
    int same = o->n[to][side][general] - (s->u[unit].cell == to);
    return same == 0 && o->n[to][1 - side][0] == 0 && o->n[to][1 - side][1] == 0;
}

static void move_legal_unit(const mob_data *d, const mob_state *s, const occupancy *o, int unit,
                            wg_sink *sink)
{
    const hexcc_board *b = &d->board;
    const int32_t *terrain = mob_cterrain_of(s);
    int cell = s->u[unit].cell;
    for (int dir = 0; dir < 6; dir++) {
        int to = b->nb[cell][dir];
        if (!step_ok(d, s, terrain, o, unit, to))
            continue;
        wg_action a = wg_action_make(WG_ACT_MOVE);
        a.unit = unit;
        a.x = b->hex[to].q;
        a.y = b->hex[to].r;
        wg_sink_add(sink, &a);
    }
}

void mob_move_legal(const wg_game *g, wg_sink *sink)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    occupancy o;
    occupancy_fill(g, &o);
    for (int i = 0; i < s->nunits; i++)
        if (d->unit_side[i] == s->side && mob_rules_moves_left(g, i) > 0)
            move_legal_unit(d, s, &o, i, sink);
    wg_action pass = wg_action_make(WG_ACT_PASS);
    wg_sink_add(sink, &pass);
}

/* MOVE `a` is in mob_move_legal's list (the listing's predicate, one unit). */
int mob_move_listed(const wg_game *g, const wg_action *a)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    int unit = a->unit;
    if (!mob_rules_own_unit(g, unit) || mob_rules_moves_left(g, unit) <= 0)
        return 0;
    const hexcc_board *b = &d->board;
    int cell = s->u[unit].cell;
    for (int dir = 0; dir < 6; dir++) {
        int to = b->nb[cell][dir];
        if (to >= 0 && b->hex[to].q == a->x && b->hex[to].r == a->y &&
            mob_move_can_step(g, unit, to))
            return 1;
    }
    return 0;
}

int mob_move_total(const wg_game *g, int side)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    int n = 0;
    for (int i = 0; i < s->nunits; i++)
        if (d->unit_side[i] == side)
            n += mob_rules_moves_left(g, i);
    return n;
}

/*
 * Whether any unit of the side can step: asked after every step, and nearly
 * always answered by the first unit tried, so each step is checked on its own
 * (mob_move_can_step) rather than over a whole occupancy table.
 */
int mob_move_any(const wg_game *g, int side)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    int n = side == 0 || side == 1 ? d->nside_units[side] : 0;
    for (int k = 0; k < n; k++) {
        int i = d->side_unit[side][k];
        if (mob_rules_moves_left(g, i) <= 0)
            continue;
        for (int dir = 0; dir < 6; dir++)
            if (mob_move_can_step(g, i, d->board.nb[s->u[i].cell][dir]))
                return 1;
    }
    return 0;
}

/* One step, then what the hex entered does to the rest of the move. */
void mob_move_apply(wg_game *g, const wg_action *a)
{
    const mob_data *d = mob_cdata(g);
    mob_state *s = mob_st(g);
    mob_unit *u = &s->u[a->unit];
    int to = hexcc_board_cell(&d->board, wg_hex_make(a->x, a->y));
    wg_emit_move(g, WG_EV_MOVE, d->unit_side[a->unit], a->unit, d->board.hex[u->cell],
                 d->board.hex[to]);
    u->cell = to;
    u->moved++;
    const mob_terrain *t = mob_rules_terrain_rules(g, to);
    if (t->stop)
        u->halted = 1; /* MB-X1, X4, X5, X8 */
    if (t->no_battle_after_entering)
        u->no_battle = 1; /* MB-X1, X4 */
    if (t->max_move && t->max_move < u->cap)
        u->cap = t->max_move;
    if (u->moved >= u->cap)
        u->halted = 1;
}
