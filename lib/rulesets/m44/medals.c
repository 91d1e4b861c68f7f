/*
 * Medals beyond eliminations (issue 20): medal objectives of each kind
 * (M44-X20 temporary, X21 permanent, X22 start of turn, X28 majority of a
 * group; HELD is the temporary medal of older scenarios, kept silent so
 * that they replay the same) and exit markers (M44-X23). The score is worked out from the board
 * and the holders kept in the state, by one function that the victory
 * check and the exact odds share, so both count medals the same way.
 */
#include <stdio.h>

#include "m44_internal.h"

/*
 * Who stands on each objective, with unit `mover` moved to `to` (-1: gone;
 * mover -1: the board as it stands), each looked for the first time it is
 * asked: a majority group's objectives each ask about every hex of the
 * group (M44-X28), and the units do not move meanwhile. The data and the medal block
 * are found once here, not at every objective a victory check asks about.
 */
#define OCCUPANT_UNKNOWN (-2)
typedef struct occupants {
    const wg_game *g;
    const m44_data *d;
    const m44_medal_state *m;   /* the holders, or NULL (m44_cmedal_st) */
    int mover, to, mover_cell;  /* mover_cell: where the mover stands (-1: no mover) */
    int unit[WG_M44_MAX_OBJECTIVES]; /* OCCUPANT_UNKNOWN until asked */
} occupants;

static void occupants_init(const wg_game *g, int mover, int to, occupants *o)
{
    o->g = g;
    o->d = m44_cdata(g);
    o->m = m44_cmedal_st(g);
    o->mover = mover;
    o->to = to;
    o->mover_cell = mover >= 0 ? m44_cst(g)->u[mover].cell : -1;
    for (int i = 0; i < o->d->nobj; i++)
        o->unit[i] = OCCUPANT_UNKNOWN;
}

/* The unit in objective i's hex, or -1. */
static int occupant(occupants *o, int i)
{
    if (o->unit[i] != OCCUPANT_UNKNOWN)
        return o->unit[i];
    int cell = o->d->obj_cell[i], u;
    if (o->mover >= 0 && cell == o->to)
        u = o->mover;
    else if (o->mover >= 0 && cell == o->mover_cell)
        u = -1;
    else
        u = m44_rules_unit_at(o->g, cell);
    return o->unit[i] = u;
}

/*
 * M44-X28: the side with units in more of the hexes of i's group than the
 * other ("absolute majority"), if the group's side allows it, or -1.
 */
static int majority(const m44_data *d, int i, occupants *o)
{
    int first = d->obj_group[i], in[2] = { 0, 0 };
    for (int k = first; k < d->nobj; k++) {
        int u = d->obj_group[k] == first ? occupant(o, k) : -1;
        if (u >= 0)
            in[d->unit_side[u]]++;
    }
    int side = in[0] > in[1] ? 0 : in[1] > in[0] ? 1 : -1;
    return d->obj_side[first] < 0 || side == d->obj_side[first] ? side : -1;
}

int m44_medals_scores_here(const m44_data *d, int i)
{
    return d->obj_group[i] == i; /* a group's medals count once, on its first hex */
}

int m44_medals_step_counts(const m44_data *d, int from, int to)
{
    for (int i = 0; i < d->nobj; i++)
        if (d->obj_cell[i] == from || d->obj_cell[i] == to)
            return 1;
    return 0;
}

/* The side objective i scores for with those occupants, or -1. */
static int scorer(int i, occupants *o)
{
    const m44_data *d = o->d;
    if (d->obj_kind[i] == WG_M44_OBJ_MAJORITY)
        return majority(d, i, o);
    int held = o->m ? o->m->obj_holder[i] : -1; /* none: every objective is HELD */
    int u = occupant(o, i);
    int side = u >= 0 ? d->unit_side[u] : -1;
    if (side >= 0 && d->obj_side[i] >= 0 && side != d->obj_side[i])
        side = -1; /* an objective of the other side's: nothing to the occupier */
    switch (d->obj_kind[i]) {
    case WG_M44_OBJ_PERMANENT: /* once taken, kept whatever happens to the hex */
        return held >= 0 ? held : side;
    case WG_M44_OBJ_START_TURN: /* taken at a turn's start only; lost once left */
        return held >= 0 && side == held ? held : -1;
    default:
        return side;
    }
}

int m44_medals_holder(const wg_game *g, int i)
{
    occupants o;
    occupants_init(g, -1, -1, &o);
    return scorer(i, &o);
}

/* Whom each objective scores for with those occupants (scorer), in objective order. */
static void scorers_of(occupants *o, int side[WG_M44_MAX_OBJECTIVES])
{
    for (int i = 0; i < o->d->nobj; i++)
        side[i] = scorer(i, o);
}

/* Both players' medals with objective i scoring for side[i]. */
static void scores_with(const wg_game *g, const occupants *o,
                        const int side[WG_M44_MAX_OBJECTIVES], int32_t score[2])
{
    const m44_data *d = o->d;
    for (int p = 0; p < 2; p++)
        score[p] = m44_cst(g)->elim[p] + (o->m ? o->m->exit_scored[p] : 0);
    for (int i = 0; i < d->nobj; i++)
        if (m44_medals_scores_here(d, i) && side[i] >= 0)
            score[side[i]] += d->obj_medals[i];
}

int m44_medals_score(const wg_game *g, int p, int mover, int to)
{
    occupants o;
    int side[WG_M44_MAX_OBJECTIVES];
    int32_t score[2];
    occupants_init(g, mover, to, &o);
    scorers_of(&o, side);
    scores_with(g, &o, side, score);
    return score[p];
}

void m44_medals_setup(wg_game *g)
{
    m44_medal_state *m = m44_medal_st(g);
    for (int i = 0; m && i < WG_M44_MAX_OBJECTIVES; i++)
        m->obj_holder[i] = -1;
}

static void set_holder(wg_game *g, int i, int side)
{
    const m44_data *d = m44_cdata(g);
    m44_medal_state *m = m44_medal_st(g);
    int before = m->obj_holder[i];
    m->obj_holder[i] = side;
    if (d->obj_kind[i] == WG_M44_OBJ_HELD)
        return;
    wg_event ev = wg_event_make(WG_M44_EV_OBJECTIVE);
    ev.player = side;
    ev.value = i;
    ev.extra = before;
    ev.x = m44_hex(g, d->obj_cell[i]).q;
    ev.y = m44_hex(g, d->obj_cell[i]).r;
    wg_emit(g, &ev);
}

/*
 * Who holds what: WG_M44_EV_OBJECTIVE for each change. Then the medals, with
 * the same answers: asked again with the holders set, each kind's scorer gives
 * back the holder it set (a permanent objective keeps it, a start-of-turn one
 * keeps it while its side stays), so one asking serves both.
 */
void m44_medals_tally(wg_game *g, int32_t score[2])
{
    const m44_data *d = m44_cdata(g);
    occupants o;
    int side[WG_M44_MAX_OBJECTIVES];
    occupants_init(g, -1, -1, &o);
    scorers_of(&o, side);
    for (int i = 0; i < d->nobj && o.m; i++) /* else only HELD: nothing kept */
        if (side[i] != o.m->obj_holder[i])
            set_holder(g, i, side[i]);
    scores_with(g, &o, side, score);
}

int m44_medals_turn_start(wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    int p = m44_active(g), changed = 0;
    for (int i = 0; i < d->nobj && d->tracks_medals; i++) {
        if (d->obj_kind[i] != WG_M44_OBJ_START_TURN || m44_medal_st(g)->obj_holder[i] == p)
            continue;
        int u = m44_rules_unit_at(g, d->obj_cell[i]);
        if (u >= 0 && d->unit_side[u] == p && (d->obj_side[i] < 0 || d->obj_side[i] == p)) {
            set_holder(g, i, p);
            changed = 1;
        }
    }
    return changed;
}

/* ------------------------------------------------------------ exit markers */

/* The exit marker in `cell`, or -1. */
static int exit_at(const m44_data *d, int cell)
{
    for (int e = 0; e < d->nexit; e++)
        if (d->exit_cell[e] == cell)
            return e;
    return -1;
}

int m44_medals_exit_hex(const wg_game *g, int unit, wg_hex *out)
{
    const m44_data *d = m44_cdata(g);
    const m44_unit *u = &m44_cst(g)->u[unit];
    if (!d->nexit || u->cell < 0 || !u->ordered || u->stopped || u->moved >= u->max_move)
        return 0;
    int e = exit_at(d, u->cell);
    if (e < 0 || d->exit_side[e] != d->unit_side[unit])
        return 0;
    /* leaving is one more hex of the move, to the first neighbour off the board */
    for (int k = 0; k < 6; k++)
        if (d->board.nb[u->cell][k] < 0) {
            *out = wg_hex_neighbor(d->board.hex[u->cell], k);
            return 1;
        }
    return 0;
}

void m44_medals_exit(wg_game *g, int unit)
{
    const m44_data *d = m44_cdata(g);
    m44_medal_state *m = m44_medal_st(g); /* there: the scenario has exit markers */
    m44_unit *u = &m44_st(g)->u[unit];
    int e = exit_at(d, u->cell), p = d->unit_side[unit];
    wg_hex at = m44_hex(g, u->cell);
    m44_move_leave(g, unit);
    u->cell = -1; /* off the board with its figures: gone, not eliminated (no medal to the foe) */
    u->moved++;
    u->stopped = 1;
    m->exit_scored[p] += d->exit_medals[e];
    m->exit_count[e]++;
    wg_event ev = wg_event_make(WG_M44_EV_EXIT);
    ev.player = p;
    ev.unit = unit;
    ev.value = e;
    ev.extra = m->exit_scored[p];
    ev.x = at.q;
    ev.y = at.r;
    wg_emit(g, &ev);
}

/* ------------------------------------------------------------ words */

int m44_medals_describe(const wg_game *g, const wg_event *ev, char *buf, size_t cap)
{
    const m44_data *d = m44_cdata(g);
    int col, row;
    wg_hex_to_offset(wg_hex_make(ev->x, ev->y), d->board.layout, &col, &row);
    const char *who = ev->player == 0 || ev->player == 1 ? d->side_name[ev->player] : "nobody";
    const char *uname = ev->unit >= 0 && ev->unit < d->nunits ? d->unit_name[ev->unit] : "?";
    switch (ev->type) {
    case WG_M44_EV_OBJECTIVE:
        return snprintf(buf, cap, "objective [%d, %d] now scores for %s", col, row, who);
    case WG_M44_EV_EXIT:
        return snprintf(buf, cap, "%s leaves the board at [%d, %d]: %s has %d exit medal(s)",
                        uname, col, row, who, ev->extra);
    case WG_M44_EV_BRIDGE:
        return snprintf(buf, cap, "%s %s the bridge at [%d, %d]", uname,
                        ev->value ? "blows" : "fails to blow", col, row);
    default: {
        static const char *const why[] = { "lands", "is lost off the board",
                                           "is lost in impassable terrain",
                                           "is lost on another unit" };
        return snprintf(buf, cap, "%s %s at [%d, %d]", uname,
                        why[ev->extra >= 0 && ev->extra <= 3 ? ev->extra : 0], col, row);
    }
    }
}
