/*
 * Missions (OF-X1..OF-X4): placing the objectives and deploying the
 * platoons as WG_DEC_SETUP decisions validated against the mission's
 * areas, the first-turn roll, and the Doodlebug's V-1 launch sequence.
 */
#include <stdarg.h>
#include <stdio.h>

#include "fow_internal.h"

/* ------------------------------------------------------------ areas */

typedef struct box {
    int32_t x0, y0, x1, y1;
} box;

static box make_box(int32_t x0, int32_t y0, int32_t x1, int32_t y1)
{
    box b = { x0, y0, x1, y1 };
    return b;
}

static int in_box(const box *b, wg_tab_point p)
{
    return p.x >= b->x0 && p.x <= b->x1 && p.y >= b->y0 && p.y <= b->y1;
}

/* The knife-fight corners, separated by 8"/20cm gaps (OF-X2). */
static box knife_box(const fow_data *d, int which)
{
    int32_t gap = fow_dist(d, FOW_D8);
    int32_t bw = (d->width - gap) / 2, bd = (d->depth - gap) / 2;
    switch (which) {
    case FOW_BOX_KNIFE_TL:
        return make_box(0, d->depth - bd, bw, d->depth);
    case FOW_BOX_KNIFE_TR:
        return make_box(d->width - bw, d->depth - bd, d->width, d->depth);
    case FOW_BOX_KNIFE_BR:
        return make_box(d->width - bw, 0, d->width, bd);
    default:
        return make_box(0, 0, bw, bd);
    }
}

/*
 * OF-X6: the whole objective marker (63mm wide, 50mm deep, square to the
 * table, as fow_near_objective measures it) must lie in its box, so on the
 * table: the box test takes its four corners, not its centre.
 */
static box marker_centres(const box *b)
{
    const int32_t hw = 315, hd = 250; /* tenths of a millimetre */
    return make_box(b->x0 + hw, b->y0 + hd, b->x1 - hw, b->y1 - hd);
}

static int marker_in_box(const box *b, wg_tab_point p)
{
    box m = marker_centres(b);
    return m.x0 <= m.x1 && m.y0 <= m.y1 && in_box(&m, p);
}

/* The box an objective of box `which` goes in whole (OF-X1..OF-X3). */
static box objective_box(const fow_data *d, int which)
{
    int32_t side = fow_dist(d, FOW_D8), mid = d->depth / 2, depl = fow_dist(d, (fow_pair){ 12, 30 });
    switch (which) {
    case FOW_BOX_OBJ_EDGE0:
        return make_box(side, 0, d->width - side, mid - depl);
    case FOW_BOX_OBJ_EDGE1:
        return make_box(side, mid + depl, d->width - side, d->depth);
    case FOW_BOX_DOODLE:
        return make_box(side, 0, d->width - side, side);
    default:
        return knife_box(d, which);
    }
}

/* OF-X1..OF-X3: may an objective of box `which` be placed at p? */
static int objective_problem(const fow_data *d, int which, wg_tab_point p, char *why, size_t cap)
{
    box b = objective_box(d, which);
    switch (which) {
    case FOW_BOX_OBJ_EDGE0:
    case FOW_BOX_OBJ_EDGE1: {
        if (!marker_in_box(&b, p))
            return fow_refuse(why, cap, "the whole objective marker goes in the box at player %d's "
                          "edge: behind 12\"/30cm from the centre line, not within 8\"/20cm of "
                          "the sides (OF-X1, OF-X4, OF-X6)", which == FOW_BOX_OBJ_EDGE0 ? 0 : 1);
        wg_tab_point c = { d->width / 2, d->depth / 2 };
        if (wg_tab_point_within(p, c, fow_dist(d, FOW_D16) - 1))
            return fow_refuse(why, cap, "the objective cannot be closer than 16\"/40cm to the centre "
                          "of the table (OF-X1, OF-X4)");
        return 0;
    }
    case FOW_BOX_DOODLE:
        if (!marker_in_box(&b, p))
            return fow_refuse(why, cap, "the V-1 ramp and the bunker go wholly in the box 8\"/20cm "
                          "in from player 0's edge and sides (OF-X3, OF-X4, OF-X6)");
        return 0;
    default:
        if (!marker_in_box(&b, p))
            return fow_refuse(why, cap, "the whole objective marker goes in its corner deployment "
                          "box (OF-X2, OF-X4, OF-X6)");
        return 0;
    }
}

/* Player's deployment area (OF-X1..OF-X3): one box, or two; how many. */
static int deploy_area(const fow_data *d, int player, box areas[2])
{
    int32_t mid = d->depth / 2;
    switch (d->mission) {
    case WG_FOW_MISSION_FREE_FOR_ALL: {
        int32_t depl = fow_dist(d, (fow_pair){ 12, 30 });
        areas[0] = player == 0 ? make_box(0, 0, d->width, mid - depl)
                               : make_box(0, mid + depl, d->width, d->depth);
        return 1;
    }
    case WG_FOW_MISSION_KNIFE_FIGHT:
        areas[0] = knife_box(d, player == 0 ? FOW_BOX_KNIFE_TL : FOW_BOX_KNIFE_TR);
        areas[1] = knife_box(d, player == 0 ? FOW_BOX_KNIFE_BR : FOW_BOX_KNIFE_BL);
        return 2;
    default:
        areas[0] = player == 0 ? make_box(0, 0, d->width, mid)
                               : make_box(0, mid + fow_dist(d, FOW_D16), d->width, d->depth);
        return 1;
    }
}

/* Is the whole base, of corners c, in one of the n boxes? */
static int inside_area(const box *areas, int n, const wg_tab_point c[4])
{
    for (int a = 0; a < n; a++) {
        int all = 1;
        for (int k = 0; k < 4; k++)
            all &= in_box(&areas[a], c[k]);
        if (all)
            return 1;
    }
    return 0;
}

/* ------------------------------------------------------------ the setup sequence */

static int placed(const wg_game *g, int team)
{
    return !(fow_d(g)->team[team].flags & WG_FOW_TEAM_ALIVE) ||
           (fow_ct(g, team)->flags & WG_FOW_TEAM_ALIVE);
}

static int platoon_unplaced(const wg_game *g, int k)
{
    const fow_platoon_def *p = &fow_d(g)->platoon[k];
    for (int i = p->first; i < p->first + p->count; i++)
        if (!placed(g, i))
            return 1;
    return 0;
}

static int player_unplaced(const wg_game *g, int player)
{
    for (int k = 0; k < fow_d(g)->nplatoons; k++)
        if (fow_d(g)->platoon[k].player == player && platoon_unplaced(g, k))
            return 1;
    return 0;
}

/* OF-X1, OF-X2: a roll each, the highest goes first; the Doodlebug's player 1 goes first. */
static void first_turn(wg_game *g)
{
    const fow_data *d = fow_d(g);
    int first = 1;
    if (d->mission != WG_FOW_MISSION_DOODLEBUG) {
        int t0 = -1, t1 = -1; /* the die of each player carries one of its teams */
        for (int i = 0; i < d->nteams; i++) {
            if (d->team[i].player == 0 && t0 < 0)
                t0 = i;
            if (d->team[i].player == 1 && t1 < 0)
                t1 = i;
        }
        for (int tries = 0; tries < 50; tries++) { /* a tie is rolled again */
            int a = wg_roll_die(g, 6, WG_FOW_ROLL_FIRST_TURN, 0, t0, -1);
            int b = wg_roll_die(g, 6, WG_FOW_ROLL_FIRST_TURN, 0, t1, -1);
            if (a != b) {
                first = a > b ? 0 : 1;
                break;
            }
            first = 0;
        }
    }
    for (int i = 0; i < d->nteams; i++) /* the other player's teams start gone to ground */
        if (d->team[i].player != first)
            fow_t(g, i)->flags &= ~(int32_t)(WG_FOW_TEAM_MOVED | WG_FOW_TEAM_SHOT);
    fow_h(g)->first_player = first;
    wg_event ev = wg_event_make(WG_FOW_EV_FIRST_TURN);
    ev.player = first;
    wg_emit(g, &ev);
    fow_start_game(g);
}

static void next_setup(wg_game *g)
{
    const fow_data *d = fow_d(g);
    fow_hdr *h = fow_h(g);
    if (h->setup_step < d->nobjectives) {
        wg_frame *f = wg_push_kind(g, FOW_K_SETUP_OBJ, d->objective[h->setup_step].placer);
        f->count = h->setup_step;
        f->open = 1;
        return;
    }
    int player = h->setup_platoon >= 0 ? d->platoon[h->setup_platoon].player : h->setup_next;
    if (!player_unplaced(g, player))
        player = 1 - player;
    if (!player_unplaced(g, player)) {
        h->stage = FOW_ST_START;
        first_turn(g);
        return;
    }
    wg_frame *f = wg_push_kind(g, FOW_K_SETUP_DEPLOY, player);
    f->open = 1;
    f->unit = -1;
    if (h->setup_platoon >= 0) {
        const fow_platoon_def *p = &d->platoon[h->setup_platoon];
        for (int i = p->first; i < p->first + p->count && f->unit < 0; i++)
            if (!placed(g, i))
                f->unit = i;
    }
}

int fow_mission_setup(wg_game *g)
{
    const fow_data *d = fow_d(g);
    if (!d->mission)
        return 0;
    fow_hdr *h = fow_h(g);
    for (int i = 0; i < d->nteams; i++)
        fow_t(g, i)->flags = 0; /* on the table once deployed */
    h->stage = FOW_ST_SETUP;
    h->setup_platoon = -1;
    h->setup_next = 0; /* player 1 of the book (our player 0) places the first platoon */
    fow_emit_phase(g, WG_FOW_PHASE_SETUP);
    next_setup(g);
    return 1;
}

static int32_t enemy_facing(int player)
{
    return player == 0 ? 90000 : 270000;
}

/* Why `team` may not be deployed now, wherever it goes, or 0. */
static int deploy_team_problem(const wg_game *g, int team, char *why, size_t cap)
{
    const fow_data *d = fow_d(g);
    if (team < 0 || team >= d->nteams || d->team[team].player != wg_ctop(g)->player)
        return fow_refuse(why, cap, "name a team of the deploying player");
    if (placed(g, team))
        return fow_refuse(why, cap, "%s is already deployed", d->team[team].name);
    int sp = fow_ch(g)->setup_platoon;
    if (sp >= 0 && d->team[team].platoon != sp)
        return fow_refuse(why, cap, "finish deploying %s first (platoons are placed one at a time, "
                      "OF-X1)", d->platoon[sp].name);
    return 0;
}

static int deploy_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    const fow_data *d = fow_d(g);
    const wg_frame *f = wg_ctop(g);
    int team = a->unit;
    if (deploy_team_problem(g, team, why, cap))
        return 1;
    int32_t facing = ((a->value % WG_TAB_TURN) + WG_TAB_TURN) % WG_TAB_TURN;
    wg_tab_rect r = fow_rect_at(g, team, a->x, a->y, facing);
    wg_tab_point c[4];
    wg_tab_rect_corners(&r, c);
    box area[2];
    if (!inside_area(area, deploy_area(d, f->player, area), c))
        return fow_refuse(why, cap, "%s must be deployed wholly inside player %d's deployment area "
                      "(OF-X4)", d->team[team].name, f->player);
    int under = fow_team_under(g, team, &r);
    if (under >= 0)
        return fow_refuse(why, cap, "%s would stand on top of %s: bases may not overlap (OF-X13)",
                          d->team[team].name, d->team[under].name);
    return 0;
}

static void place_team(wg_game *g, int team, int32_t x, int32_t y, int32_t facing)
{
    const fow_data *d = fow_d(g);
    fow_tstate *s = fow_t(g, team);
    facing = ((facing % WG_TAB_TURN) + WG_TAB_TURN) % WG_TAB_TURN;
    s->x = x;
    s->y = y;
    s->facing = s->turret = facing;
    s->flags = (int32_t)d->team[team].flags;
    s->start_flags = s->flags;
    wg_event ev = wg_event_make(WG_FOW_EV_DEPLOYED);
    ev.unit = team;
    ev.player = d->team[team].player;
    ev.x = x;
    ev.y = y;
    ev.value = facing;
    wg_emit(g, &ev);
    fow_hdr *h = fow_h(g);
    int k = d->team[team].platoon;
    h->setup_platoon = platoon_unplaced(g, k) ? k : -1;
    if (h->setup_platoon < 0)
        h->setup_next = 1 - d->team[team].player;
}

/*
 * OF-X7: a team placed automatically faces the enemy: from the middle of its
 * deployment box, toward the nearest point of the enemy's deployment area,
 * square to the table (the nearer axis; a tie faces across the table, along
 * y). In the knife fight, a top corner faces down and a bottom corner up.
 */
static int32_t clamp32(int32_t v, int32_t lo, int32_t hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

static int32_t box_facing(const fow_data *d, int player, const box *b)
{
    box enemy[2];
    int n = deploy_area(d, 1 - player, enemy);
    int32_t cx = b->x0 / 2 + b->x1 / 2, cy = b->y0 / 2 + b->y1 / 2, facing = enemy_facing(player);
    int64_t best = -1;
    for (int k = 0; k < n; k++) {
        int64_t dx = clamp32(cx, enemy[k].x0, enemy[k].x1) - cx;
        int64_t dy = clamp32(cy, enemy[k].y0, enemy[k].y1) - cy;
        int across = (dy < 0 ? -dy : dy) >= (dx < 0 ? -dx : dx);
        int64_t d2 = dx * dx + dy * dy;
        if (best >= 0 && (d2 > best || (d2 == best && !across)))
            continue;
        best = d2;
        if (across)
            facing = dy >= 0 ? 90000 : 270000;
        else
            facing = dx >= 0 ? 0 : 180000;
    }
    return facing;
}

/* The facing of `team` placed at p by OF-X7 (the box it fits in), else toward the enemy edge. */
static int32_t spot_facing(const wg_game *g, int team, wg_tab_point p)
{
    const fow_data *d = fow_d(g);
    int player = d->team[team].player;
    box area[2];
    int nareas = deploy_area(d, player, area);
    for (int a = 0; a < nareas; a++) {
        int32_t facing = box_facing(d, player, &area[a]);
        wg_tab_rect r = fow_rect_at(g, team, p.x, p.y, facing);
        wg_tab_point c[4];
        wg_tab_rect_corners(&r, c);
        if (inside_area(&area[a], 1, c))
            return facing;
    }
    return enemy_facing(player);
}

/*
 * What every automatic spot of one team shares: its player's areas and,
 * for each, the facing OF-X7 gives a base in it and that base centred at
 * (0, 0). A base centred at p is the origin's shape shifted by p, exactly.
 */
typedef struct deploy_plan {
    box area[2];
    int nareas;
    int32_t facing[2];
    wg_tab_shape origin[2];
} deploy_plan;

static void deploy_plan_of(const wg_game *g, int team, deploy_plan *pl)
{
    const fow_data *d = fow_d(g);
    int player = d->team[team].player;
    pl->nareas = deploy_area(d, player, pl->area);
    for (int a = 0; a < pl->nareas; a++) {
        pl->facing[a] = box_facing(d, player, &pl->area[a]);
        wg_tab_rect r = fow_rect_at(g, team, 0, 0, pl->facing[a]);
        wg_tab_shape_of(&r, &pl->origin[a]);
    }
}

/* A candidate point and the area its base fits in whole (its facing is that area's). */
typedef struct deploy_spot {
    wg_tab_point at;
    int area;
} deploy_spot;

/* Whether a base of the plan centred at height y fits some area's height. */
static int row_may_fit(const deploy_plan *pl, int32_t y)
{
    for (int a = 0; a < pl->nareas; a++)
        if ((int64_t)pl->origin[a].y0 + y >= pl->area[a].y0 &&
            (int64_t)pl->origin[a].y1 + y <= pl->area[a].y1)
            return 1;
    return 0;
}

/* a / b rounded up and down, b > 0. */
static int64_t div_up(int64_t a, int64_t b)
{
    return a >= 0 ? (a + b - 1) / b : -(-a / b);
}

static int64_t div_down(int64_t a, int64_t b)
{
    return a >= 0 ? a / b : -((-a + b - 1) / b);
}

/*
 * The rows of the grid (row k centred at height y0 + k * dy, dy = +-step)
 * whose centres lie between the least and the greatest height at which a
 * base of the plan fits some area's height: into *first and *last (none
 * when *first > *last). Rows outside them cannot fit (row_may_fit), and
 * most of a player's rows are in the other's half of the table.
 */
static void rows_that_may_fit(const deploy_plan *pl, int64_t y0, int64_t dy, int rows, int *first,
                              int *last)
{
    int64_t lo = INT64_MAX, hi = INT64_MIN;
    for (int a = 0; a < pl->nareas; a++) {
        int64_t l = (int64_t)pl->area[a].y0 - pl->origin[a].y0;
        int64_t h = (int64_t)pl->area[a].y1 - pl->origin[a].y1;
        lo = l < lo ? l : lo;
        hi = h > hi ? h : hi;
    }
    int64_t r0, r1;
    if (pl->nareas == 0 || lo > hi) {
        r0 = 0;
        r1 = -1;
    } else if (dy > 0) {
        r0 = div_up(lo - y0, dy);
        r1 = div_down(hi - y0, dy);
    } else {
        r0 = div_up(y0 - hi, -dy);
        r1 = div_down(y0 - lo, -dy);
    }
    *first = r0 < 0 ? 0 : (int)(r0 > rows ? rows : r0);
    *last = r1 >= rows ? rows - 1 : (int)(r1 < -1 ? -1 : r1);
}

/*
 * The first area the base fits in whole when centred at p, or -1: the
 * area spot_facing finds for p, as a base is in a box when its own box
 * is (inside_area on its corners).
 */
static int fitting_area(const deploy_plan *pl, wg_tab_point p)
{
    for (int a = 0; a < pl->nareas; a++) {
        const wg_tab_shape *o = &pl->origin[a];
        const box *b = &pl->area[a];
        if ((int64_t)o->y0 + p.y >= b->y0 && (int64_t)o->y1 + p.y <= b->y1 &&
            (int64_t)o->x0 + p.x >= b->x0 && (int64_t)o->x1 + p.x <= b->x1)
            return a;
    }
    return -1;
}

/* The squared distance from p to the box (0 inside it). */
static int64_t box_distance2(const box *b, wg_tab_point p)
{
    int64_t dx = p.x < b->x0 ? (int64_t)b->x0 - p.x : p.x > b->x1 ? (int64_t)p.x - b->x1 : 0;
    int64_t dy = p.y < b->y0 ? (int64_t)b->y0 - p.y : p.y > b->y1 ? (int64_t)p.y - b->y1 : 0;
    return dx * dx + dy * dy;
}

/* A team placed that a candidate base might come within the gap of: its
 * centre, its reach, and the distance between centres beyond which
 * fow_centres_settle says 0 for it. */
typedef struct deploy_neighbour {
    int team;
    wg_tab_point at;
    fow_reach reach;
    int64_t far;
} deploy_neighbour;

/*
 * The teams placed (live) other than `team` that a base of its reach
 * centred in one of the areas might come within `gap` of, in order; how
 * many. A candidate base lies in an area, so its centre does: a team
 * further from every area than the gap and both reaches is clear of every
 * candidate, and most are, deployed across the table.
 */
static int teams_near_areas(const wg_game *g, int team, fow_reach reach, const deploy_plan *pl,
                            int32_t gap, deploy_neighbour *out)
{
    const fow_data *d = fow_d(g);
    int n = 0;
    for (int i = 0; i < d->nteams; i++) {
        if (i == team || !(fow_ct(g, i)->flags & WG_FOW_TEAM_ALIVE))
            continue;
        deploy_neighbour nb = { i, fow_center(g, i), fow_reach_of(g, i), 0 };
        nb.far = gap + reach.out + nb.reach.out;
        for (int a = 0; a < pl->nareas; a++)
            if (box_distance2(&pl->area[a], nb.at) <= nb.far * nb.far) {
                out[n++] = nb;
                break;
            }
    }
    return n;
}

/* Of the neighbours, those a centre at height y might be near: further
 * apart in y than `far`, the centres alone say 0 for the whole row. */
static int neighbours_on_row(const deploy_neighbour *nb, int n, int32_t y,
                             const deploy_neighbour **out)
{
    int m = 0;
    for (int k = 0; k < n; k++) {
        int64_t dy = (int64_t)nb[k].at.y - y;
        if (dy <= nb[k].far && -dy <= nb[k].far)
            out[m++] = &nb[k];
    }
    return m;
}

/*
 * Is the base of area a's shape, of that reach and centred at p, clear of
 * every neighbour by more than the gap? A neighbour further across than
 * `far` is clear by the centres alone (fow_centres_settle's first test),
 * and most on a row are: only the rest are measured, the shape made for
 * the first the centres do not settle.
 */
static int clear_of(const wg_game *g, fow_shapes *others, const deploy_plan *pl, int a,
                    wg_tab_point p, fow_reach reach, int32_t gap,
                    const deploy_neighbour *const *nb, int n)
{
    wg_tab_shape at;
    int made = 0;
    for (int k = 0; k < n; k++) {
        int64_t dx = (int64_t)nb[k]->at.x - p.x;
        if (dx > nb[k]->far || -dx > nb[k]->far)
            continue;
        int near = fow_centres_settle(p, reach, nb[k]->at, nb[k]->reach, gap);
        if (near < 0 && !made) {
            at = pl->origin[a];
            wg_tab_shape_shift(&at, p.x, p.y);
            made = 1;
        }
        if (near < 0) /* the centres do not settle it: the bases do */
            near = wg_tab_shapes_within(&at, fow_shapes_get(g, others, nb[k]->team), gap);
        if (near)
            return 0;
    }
    return 1;
}

/*
 * The candidates where this team may stand, clear of the teams placed, in
 * order: the first `max` of them in out[]; how many. The candidates are a
 * grid over the table, 2"/5cm apart, front rows first; every candidate
 * base in one area has the same facing: one shape, shifted to each.
 */
static int auto_spots(const wg_game *g, int team, const deploy_plan *pl, deploy_spot *out, int max)
{
    const fow_data *d = fow_d(g);
    int player = d->team[team].player, n = 0;
    fow_shapes others;
    fow_shapes_init(&others);
    fow_reach reach = fow_reach_of(g, team);
    int32_t step = fow_dist(d, FOW_D2), gap = step / 4;
    deploy_neighbour nb[FOW_MAX_TEAMS];
    const deploy_neighbour *row_nb[FOW_MAX_TEAMS];
    int nnb = teams_near_areas(g, team, reach, pl, gap, nb);
    int cols = d->width / step, rows = d->depth / step, first, last;
    rows_that_may_fit(pl, player == 0 ? d->depth - step / 2 : step / 2,
                      player == 0 ? -step : step, rows, &first, &last);
    for (int row = first; row <= last && n < max; row++) {
        int32_t y = player == 0 ? d->depth - step / 2 - row * step : step / 2 + row * step;
        if (!row_may_fit(pl, y))
            continue;
        int nrow = neighbours_on_row(nb, nnb, y, row_nb);
        for (int col = 0; col < cols && n < max; col++) {
            wg_tab_point p = { step / 2 + col * step, y };
            int a = fitting_area(pl, p);
            if (a < 0)
                continue;
            if (clear_of(g, &others, pl, a, p, reach, gap, row_nb, nrow))
                out[n++] = (deploy_spot){ p, a };
        }
    }
    return n;
}

static int next_team(const wg_game *g)
{
    const fow_data *d = fow_d(g);
    const wg_frame *f = wg_ctop(g);
    if (f->unit >= 0)
        return f->unit;
    if (f->player < 0 || f->player > 1)
        return -1;
    for (int i = d->team_first[f->player]; i < d->team_end[f->player]; i++) /* the player's teams */
        if (!placed(g, i))
            return i;
    return -1;
}

int fow_mission_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    const fow_data *d = fow_d(g);
    const wg_frame *f = wg_ctop(g);
    if (a->type == WG_ACT_CHOOSE && a->value == 0)
        return 0;
    if (a->type != WG_ACT_MOVE)
        return fow_refuse(why, cap, "place with MOVE, or CHOOSE 0 for the automatic placement");
    if (f->kind == FOW_K_SETUP_OBJ) {
        wg_tab_point p = { a->x, a->y };
        return objective_problem(d, d->objective[f->count].box, p, why, cap);
    }
    return deploy_problem(g, a, why, cap);
}

static void place_objective(wg_game *g, int k, wg_tab_point p)
{
    fow_hdr *h = fow_h(g);
    h->obj_x[k] = p.x;
    h->obj_y[k] = p.y;
    h->setup_step++;
    wg_event ev = wg_event_make(WG_FOW_EV_OBJECTIVE_PLACED);
    ev.value = k;
    ev.player = fow_d(g)->objective[k].placer;
    ev.x = p.x;
    ev.y = p.y;
    wg_emit(g, &ev);
}

/*
 * Where objective k may go, in the order of a scan of the table: of the
 * points that may take it, every `every`-th from the first, at most max of
 * them in out[]; how many. One scan for a whole listing.
 */
static int objective_spots(const wg_game *g, int k, wg_tab_point *out, int max, int every)
{
    const fow_data *d = fow_d(g);
    int32_t step = fow_dist(d, FOW_D2);
    int n = 0, seen = 0;
    /* every point that may take it has its marker in the box: the rest of the scan is skipped */
    box b = objective_box(d, d->objective[k].box), m = marker_centres(&b);
    for (int32_t y = step; y < d->depth; y += step) {
        if (y < m.y0 || y > m.y1)
            continue;
        for (int32_t x = d->width / 2 - ((d->width / 2) / step) * step; x < d->width; x += step) {
            if (x < m.x0 || x > m.x1)
                continue;
            wg_tab_point p = { x, y };
            if (objective_problem(d, d->objective[k].box, p, NULL, 0))
                continue;
            int apart = 1; /* clear of the markers already placed */
            for (int j = 0; j < k; j++) {
                wg_tab_point q = { fow_ch(g)->obj_x[j], fow_ch(g)->obj_y[j] };
                apart &= !wg_tab_point_within(p, q, fow_dist(d, FOW_D8));
            }
            if (!apart || seen++ % every)
                continue;
            out[n++] = p;
            if (n == max)
                return n;
        }
    }
    return n;
}

static int auto_objective(const wg_game *g, int k, wg_tab_point *out)
{
    return objective_spots(g, k, out, 1, 1);
}

void fow_mission_apply(wg_game *g, const wg_action *a)
{
    const fow_data *d = fow_d(g);
    const wg_frame *f = wg_top(g);
    int kind = f->kind, k = f->count;
    if (kind == FOW_K_SETUP_OBJ) {
        wg_tab_point p = { a->x, a->y };
        if (a->type == WG_ACT_CHOOSE && !auto_objective(g, k, &p)) {
            p.x = d->width / 2; /* never met on a table the mission fits */
            p.y = 0;
        }
        wg_pop(g);
        place_objective(g, k, p);
        next_setup(g);
        return;
    }
    int team = a->unit, player = f->player;
    wg_pop(g);
    if (a->type == WG_ACT_MOVE) {
        place_team(g, team, a->x, a->y, a->value);
    } else { /* the whole platoon automatically */
        int first = -1;
        for (int i = 0; i < d->nteams && first < 0; i++)
            if (d->team[i].player == player && !placed(g, i) &&
                (fow_ch(g)->setup_platoon < 0 || d->team[i].platoon == fow_ch(g)->setup_platoon))
                first = i;
        if (first >= 0) {
            int k2 = d->team[first].platoon;
            const fow_platoon_def *p = &d->platoon[k2];
            for (int i = p->first; i < p->first + p->count; i++) {
                if (placed(g, i))
                    continue;
                deploy_plan pl;
                deploy_plan_of(g, i, &pl);
                deploy_spot at;
                if (auto_spots(g, i, &pl, &at, 1)) {
                    place_team(g, i, at.at.x, at.at.y, pl.facing[at.area]);
                    continue;
                }
                wg_tab_point edge = { d->width / 2, d->team[i].player == 0 ? 0 : d->depth };
                place_team(g, i, edge.x, edge.y, spot_facing(g, i, edge));
            }
        }
    }
    next_setup(g);
}

void fow_mission_legal(const wg_game *g, wg_sink *s)
{
    const wg_frame *f = wg_ctop(g);
    wg_action a = wg_action_make(WG_ACT_CHOOSE);
    a.value = 0;
    wg_sink_add(s, &a);
    if (f->kind == FOW_K_SETUP_OBJ) {
        wg_tab_point p[6]; /* every third point: six spread out */
        int n = objective_spots(g, f->count, p, 6, 3);
        for (int i = 0; i < n; i++) {
            a = wg_action_make(WG_ACT_MOVE);
            a.x = p[i].x;
            a.y = p[i].y;
            wg_sink_add(s, &a);
        }
        return;
    }
    int team = next_team(g);
    if (team < 0)
        return;
    if (deploy_team_problem(g, team, NULL, 0))
        return;
    /* every spot's base fits its area whole, with that area's facing, so
     * deploy_problem passes it: only the team's part is asked, once */
    deploy_plan pl;
    deploy_plan_of(g, team, &pl);
    deploy_spot spot[11]; /* every other one of the first 11: six spread out */
    int nspots = auto_spots(g, team, &pl, spot, 11);
    for (int n = 0; n < 6 && 2 * n < nspots; n++) {
        a = wg_action_make(WG_ACT_MOVE);
        a.unit = team;
        a.x = spot[2 * n].at.x;
        a.y = spot[2 * n].at.y;
        a.value = pl.facing[spot[2 * n].area];
        wg_sink_add(s, &a);
    }
}

/* ------------------------------------------------------------ the V-1 (OF-X3) */

/* At the start of player 0's turns 5, 6 and 7. 1 if the game ended. */
int fow_mission_start_of_turn(wg_game *g)
{
    const wg_core_state *c = wg_ccore(g);
    if (fow_d(g)->mission != WG_FOW_MISSION_DOODLEBUG || c->active != 0 || c->turn < 5)
        return 0;
    wg_event ev = wg_event_make(WG_FOW_EV_V1);
    ev.player = 0;
    ev.value = c->turn >= 7 ? 3 : c->turn - 4;
    ev.x = fow_ch(g)->obj_x[0];
    ev.y = fow_ch(g)->obj_y[0];
    wg_emit(g, &ev);
    if (c->turn < 7)
        return 0;
    wg_game_over(g, 0, WG_FOW_RESULT_V1_LAUNCHED);
    return 1;
}
