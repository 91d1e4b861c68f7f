/*
 * The Assault Step: launching an assault (OF-A1, OF-A2), the charge
 * (OF-A1, OF-A3), the defensive-fire window (OF-A4..OF-A6), the course of
 * the fight and its counterattacks (OF-A9, OF-A10), and the contract of
 * every assault decision. A round's dice and hits are in fight.c (OF-A7,
 * OF-A8), breaking off and consolidating in breakoff.c (OF-A11, OF-A12),
 * falling back and making way in withdraw.c (OF-A6, OF-A12). Platoon morale
 * at the end of the step (OF-A13) is in turn.c.
 */
#include <stdarg.h>
#include <stdio.h>

#include "fow_internal.h"

/* Write why an action is refused (if asked); always 1, the "refused" answer. */
int fow_refuse(char *why, size_t cap, const char *fmt, ...)
{
    if (why && cap) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(why, cap, fmt, ap);
        va_end(ap);
    }
    return 1;
}

static int kind_of(const wg_game *g, int team)
{
    return fow_type_of(g, team)->kind;
}

int fow_is_gun(const wg_game *g, int team)
{
    return kind_of(g, team) == WG_FOW_MAN_PACKED_GUN || kind_of(g, team) == WG_FOW_MEDIUM_GUN;
}

int fow_is_enemy(const wg_game *g, int a, int b)
{
    return fow_d(g)->team[a].player != fow_d(g)->team[b].player;
}

static uint32_t tflags(const wg_game *g, int team)
{
    return (uint32_t)fow_ct(g, team)->flags;
}

static int platoon_has_tank(const wg_game *g, int platoon)
{
    const fow_platoon_def *p = &fow_d(g)->platoon[platoon];
    for (int i = p->first; i < p->first + p->count; i++)
        if (fow_alive(g, i) && kind_of(g, i) == WG_FOW_TANK)
            return 1;
    return 0;
}

int32_t fow_base_distance(const wg_game *g, int a, int b)
{
    wg_tab_shape sa, sb;
    fow_shape(g, a, &sa);
    fow_shape(g, b, &sb);
    return wg_tab_shapes_distance(&sa, &sb);
}

int fow_enemy_within(const wg_game *g, int team, fow_pair range)
{
    fow_shapes c; /* the team's own shape is made once */
    fow_shapes_init(&c);
    int first, end = fow_enemy_span(g, team, &first);
    for (int e = first; e < end; e++)
        if (fow_alive(g, e) && fow_shapes_within(g, &c, team, e, range))
            return 1;
    return 0;
}

/* ------------------------------------------------------------ sides of the fight */

/* Side 0: the assaulting platoon; side 1: the defending platoons in the fight. */
int fow_on_side(const wg_game *g, int team, int side)
{
    int platoon = fow_d(g)->team[team].platoon;
    if (side == 0)
        return platoon == fow_ch(g)->ap;
    return (fow_cp(g, platoon)->flags & FOW_P_FIGHT) != 0;
}

/* The point `dist` straight away from the centre of `from` (backwards if on it),
 * kept on the table. */
wg_tab_point fow_point_away(const wg_game *g, int team, int from, int32_t dist)
{
    const fow_data *d = fow_d(g);
    wg_tab_point a = fow_center(g, team), b = fow_center(g, from);
    int32_t angle = a.x == b.x && a.y == b.y ? fow_ct(g, team)->facing + 180000
                                             : wg_tab_angle_of(a.x - b.x, a.y - b.y);
    wg_tab_dir dir = wg_tab_dir_from_angle(((angle % WG_TAB_TURN) + WG_TAB_TURN) % WG_TAB_TURN);
    wg_tab_point p = { fow_clamp32(a.x + (int64_t)dir.x * dist / WG_TAB_ONE, 0, d->width),
                       fow_clamp32(a.y + (int64_t)dir.y * dist / WG_TAB_ONE, 0, d->depth) };
    return p;
}

/* Push `player`'s open WG_DEC_MOVE of `kind` (moves validated by check), naming
 * `unit`, with `data` in data[0]; always 1: a decision is pending. */
int fow_open_move(wg_game *g, int kind, int player, int unit, int32_t data)
{
    wg_frame *f = wg_push_kind(g, kind, player);
    f->open = 1;
    f->unit = unit;
    f->data[0] = data;
    return 1;
}

/* 1 if two bases centred at pa and pb with those reaches are, by their
 * centres alone, at least `dist` apart (wg_tab_rect_distance >= dist):
 * every point of a base is within its reach's `out` of its centre. */
static int centres_at_least(wg_tab_point pa, fow_reach ra, wg_tab_point pb, fow_reach rb,
                            int32_t dist)
{
    int64_t dx = (int64_t)pa.x - pb.x, dy = (int64_t)pa.y - pb.y;
    int64_t gap = dist + ra.out + rb.out;
    return dx * dx + dy * dy >= gap * gap;
}

/* centres_at_least for the bases of teams a and b where they stand
 * (fow_base_distance(g, a, b) >= dist). */
static int bases_at_least(const wg_game *g, int a, int b, int32_t dist)
{
    return centres_at_least(fow_center(g, a), fow_reach_of(g, a), fow_center(g, b),
                            fow_reach_of(g, b), dist);
}

/* Of the n teams, the one whose centre is nearest team's. */
static int nearest_centre(const wg_game *g, int team, const int *teams, int n)
{
    wg_tab_point at = fow_center(g, team);
    int best = teams[0];
    int64_t bd = wg_tab_distance2(at, fow_center(g, best));
    for (int k = 1; k < n; k++) {
        int64_t d2 = wg_tab_distance2(at, fow_center(g, teams[k]));
        if (d2 < bd) {
            best = teams[k];
            bd = d2;
        }
    }
    return best;
}

/*
 * fow_nearest_team over teams first up to (not including) end: the least
 * distance, the first team at it. The team with the nearest centre is
 * measured first, so that its distance `bound` turns away by the centres
 * most of the others: one further than `bound` cannot be the nearest, nor
 * can one after it at `bound` (a tie goes to the first).
 */
static int nearest_team_in(const wg_game *g, int team, int first, int end,
                           fow_team_filter accept, const void *ctx)
{
    int teams[FOW_MAX_TEAMS], n = 0;
    for (int e = first; e < end; e++)
        if (accept(g, team, e, ctx))
            teams[n++] = e;
    if (n <= 1)
        return n ? teams[0] : -1; /* alone, the nearest unmeasured */
    int probe = nearest_centre(g, team, teams, n), best = -1;
    int32_t bound = fow_base_distance(g, team, probe), bd = 0;
    for (int k = 0; k < n; k++) {
        int e = teams[k];
        if (e != probe && bases_at_least(g, team, e, e < probe ? bound + 1 : bound))
            continue; /* it cannot be the nearest */
        if (best >= 0 && bases_at_least(g, team, e, bd))
            continue; /* it would not be nearer: its distance is unasked */
        int32_t dist = e == probe ? bound : fow_base_distance(g, team, e);
        if (best < 0 || dist < bd) {
            best = e;
            bd = dist;
        }
    }
    return best;
}

int fow_nearest_team(const wg_game *g, int team, fow_team_filter accept, const void *ctx)
{
    return nearest_team_in(g, team, 0, fow_d(g)->nteams, accept, ctx);
}

/* Of the enemies of a team, one alive on the side *ctx of the fight (-1: any). */
static int alive_on_side(const wg_game *g, int team, int e, const void *ctx)
{
    int side = *(const int *)ctx;
    (void)team;
    return fow_alive(g, e) && (side < 0 || fow_on_side(g, e, side));
}

int fow_nearest_enemy(const wg_game *g, int team, int side)
{
    int first, end = fow_enemy_span(g, team, &first);
    return nearest_team_in(g, team, first, end, alive_on_side, &side);
}

/* The point `dist` along a line from `from` with direction `dir`. */
static wg_tab_point along(wg_tab_point from, wg_tab_dir dir, int32_t dist)
{
    wg_tab_point p = { (int32_t)(from.x + (int64_t)dir.x * dist / WG_TAB_ONE),
                       (int32_t)(from.y + (int64_t)dir.y * dist / WG_TAB_ONE) };
    return p;
}

/*
 * A charger's line: its base at the charge's facing, worked out once where
 * the line starts and moved along it (a base's shape moves with its centre),
 * and the target's base where it stands. A charge measures a few dozen
 * points of each of its lines.
 */
typedef struct charge_line {
    wg_tab_point from;
    wg_tab_dir dir;
    wg_tab_shape base;   /* the charger's, centred at `from` */
    fow_reach reach;
    wg_tab_point target_at;
    wg_tab_shape target;
    fow_reach target_reach;
} charge_line;

static void charge_line_init(const wg_game *g, int team, int to, int32_t bearing, int32_t facing,
                             charge_line *l)
{
    l->from = fow_center(g, team);
    l->dir = wg_tab_dir_from_angle(fow_norm_angle(bearing));
    wg_tab_rect r = fow_rect_at(g, team, l->from.x, l->from.y, facing);
    wg_tab_shape_of(&r, &l->base);
    l->reach = fow_reach_of(g, team);
    l->target_at = fow_center(g, to);
    fow_shape(g, to, &l->target);
    l->target_reach = fow_reach_of(g, to);
}

/* The charger's base `dist` along the line (centred at *at). */
static void base_along(const charge_line *l, int32_t dist, wg_tab_point *at, wg_tab_shape *out)
{
    *at = along(l->from, l->dir, dist);
    *out = l->base;
    wg_tab_shape_shift(out, at->x - l->from.x, at->y - l->from.y);
}

/* The distance from the charger's base, `dist` along the line, to the target's. */
static int32_t gap_along(const charge_line *l, int32_t dist)
{
    wg_tab_point at;
    wg_tab_shape s;
    base_along(l, dist, &at, &s);
    return wg_tab_shapes_distance(&s, &l->target);
}

/*
 * Whether the charger's base `dist` along the line is in contact with the
 * target's (their distance, floored, at most FOW_CONTACT). The floored
 * distance is at most FOW_CONTACT exactly when the distance is below
 * FOW_CONTACT + 1, so the centres settle it when they put the bases within
 * FOW_CONTACT, or beyond FOW_CONTACT + 1.
 */
static int in_contact_along(const charge_line *l, int32_t dist)
{
    wg_tab_point at;
    wg_tab_shape s;
    base_along(l, dist, &at, &s);
    if (fow_centres_settle(at, l->reach, l->target_at, l->target_reach, FOW_CONTACT) == 1)
        return 1;
    if (fow_centres_settle(at, l->reach, l->target_at, l->target_reach, FOW_CONTACT + 1) == 0)
        return 0;
    return wg_tab_shapes_distance(&s, &l->target) <= FOW_CONTACT;
}

/*
 * Whether no base the charger has along the line can come into contact,
 * by the centres: the target's centre is further from the line's every
 * point than contact and both reaches allow. A point along the line is
 * rounded, by less than 2 units, off the segment from its start to its
 * (rounded) end, so 4 more are allowed.
 */
static int line_out_of_reach(const charge_line *l, int32_t max)
{
    int64_t far = FOW_CONTACT + 1 + l->reach.out + l->target_reach.out + 5;
    wg_tab_point end = along(l->from, l->dir, max);
    return wg_tab_point_segment_distance2(l->target_at, l->from, end) >= far * far;
}

/*
 * Whether no base the charger has along the line can come into contact,
 * by the target's base itself (line_out_of_reach's disc about it is wider):
 * the segment the charger's centre runs along is further from the target's
 * base than contact, the charger's reach and the rounding allow. Distinct
 * from the base, a segment is nearest it between an end and an edge, or a
 * corner and the segment. Before the search for the closest point, which
 * measures some thirty bases exactly.
 */
static int line_clear_of_target(const charge_line *l, int32_t max)
{
    int64_t far = FOW_CONTACT + 1 + l->reach.out + 5;
    if (far >= INT32_MAX)
        return 0;
    int32_t range = (int32_t)far;
    wg_tab_point end = along(l->from, l->dir, max);
    const wg_tab_point *c = l->target.corner;
    if (wg_tab_segment_hits_polygon(l->from, end, c, 4))
        return 0;
    for (int k = 0; k < 4; k++) {
        wg_tab_point a = c[k], b = c[(k + 1) % 4];
        if (wg_tab_point_segment_within(a, l->from, end, range) ||
            wg_tab_point_segment_within(l->from, a, b, range) ||
            wg_tab_point_segment_within(end, a, b, range))
            return 0;
    }
    return 1;
}

/*
 * Where along the line nearest the target comes: the distance between two
 * convex bases, one sliding along a straight line, falls and then rises, so
 * thirds of the line are cut away until a few points are left.
 */
static int32_t closest_along(const charge_line *l, int32_t max)
{
    int32_t lo = 0, hi = max;
    while (hi - lo > 2) {
        int32_t m1 = lo + (hi - lo) / 3, m2 = hi - (hi - lo) / 3;
        if (gap_along(l, m1) <= gap_along(l, m2))
            hi = m2;
        else
            lo = m1;
    }
    int32_t best = lo, best_gap = gap_along(l, lo);
    for (int32_t t = lo + 1; t <= hi; t++) {
        int32_t gap = gap_along(l, t);
        if (gap < best_gap) {
            best = t;
            best_gap = gap;
        }
    }
    return best;
}

/*
 * The point where `team`, moving from its centre at `bearing` with facing
 * `facing`, first comes into contact with `to`, if that is within `max`;
 * else the point `max` along that line. *contact = 1 if it reaches. Where
 * the line's end is not in contact, the line may still pass the enemy
 * (aimed to one side, or past a near enemy): then the first contact is
 * looked for before the closest point.
 */
static wg_tab_point contact_along(const wg_game *g, int team, int to, int32_t max,
                                  int32_t bearing, int32_t facing, int *contact)
{
    charge_line l;
    charge_line_init(g, team, to, bearing, facing, &l);
    int32_t lo = 0, hi = max;
    *contact = 0;
    if (line_out_of_reach(&l, max))
        return along(l.from, l.dir, max); /* does not reach */
    if (!in_contact_along(&l, max)) {
        if (line_clear_of_target(&l, max))
            return along(l.from, l.dir, max); /* does not reach */
        hi = closest_along(&l, max);
        if (!in_contact_along(&l, hi))
            return along(l.from, l.dir, max); /* does not reach */
    }
    *contact = 1;
    while (lo < hi) { /* the first contact: the distance falls until then */
        int32_t mid = lo + (hi - lo) / 2;
        if (in_contact_along(&l, mid))
            hi = mid;
        else
            lo = mid + 1;
    }
    return along(l.from, l.dir, hi);
}

/* The lines a charge at `to` tries, in order: straight at its centre, then
 * ever further to either side, milli-degrees (OF-X13: round a base in the way). */
static const int32_t charge_sides[] = { 0, 10000, -10000, 20000, -20000, 30000, -30000,
                                        45000, -45000 };

/* `team`'s charge at `to`, at most 4"/10cm along the line `side` off straight at
 * its centre (into contact if it reaches), facing that centre: into *out. */
static void charge_on_line(const wg_game *g, int team, int to, int32_t side, wg_action *out)
{
    const fow_data *d = fow_d(g);
    wg_tab_point c = fow_center(g, team);
    int32_t bearing = wg_tab_angle_of(fow_ct(g, to)->x - c.x, fow_ct(g, to)->y - c.y);
    int contact;
    wg_tab_point p = contact_along(g, team, to, fow_dist(d, FOW_D4), bearing + side,
                                   fow_norm_angle(bearing), &contact);
    *out = wg_action_make(WG_ACT_MOVE);
    out->unit = team;
    out->x = fow_clamp32(p.x, 0, d->width);
    out->y = fow_clamp32(p.y, 0, d->depth);
    out->value = fow_norm_angle(bearing);
}

/* The first of team's charges at `to` along charge_sides' lines that `problem`
 * accepts (into *out); 0 if none. */
static int charge_at(const wg_game *g, int team, int to, fow_problem_fn problem, wg_action *out)
{
    for (size_t k = 0; k < sizeof charge_sides / sizeof *charge_sides; k++) {
        charge_on_line(g, team, to, charge_sides[k], out);
        if (!problem(g, out, NULL, 0))
            return 1;
    }
    return 0;
}

/* ------------------------------------------------------------ launching (OF-A1, OF-A2) */

/* OF-A1: may this team charge now? */
int fow_is_charger(const wg_game *g, int team)
{
    const fow_hdr *h = fow_ch(g);
    uint32_t f = tflags(g, team);
    if (h->ap < 0 || fow_d(g)->team[team].platoon != h->ap || !fow_operational(g, team))
        return 0;
    if (fow_is_gun(g, team) || (f & WG_FOW_TEAM_CHARGED))
        return 0;
    if ((f & WG_FOW_TEAM_SHOT) && !(f & (WG_FOW_TEAM_MOVED | WG_FOW_TEAM_DUG_THIS_TURN)))
        return 0; /* stood still and shot at full ROF */
    return fow_enemy_within(g, team, FOW_D8);
}

/* Could this operational team charge, given an enemy within 8"/20cm (OF-A1)? */
static int charge_ready(const wg_game *g, int team)
{
    uint32_t f = tflags(g, team);
    if (fow_is_gun(g, team))
        return 0;
    return !((f & WG_FOW_TEAM_SHOT) && !(f & (WG_FOW_TEAM_MOVED | WG_FOW_TEAM_DUG_THIS_TURN)));
}

/* The live teams of the side that is not assaulting, and where they
 * stand: the box of their centres and the furthest any base reaches. */
typedef struct enemy_set {
    int n;
    int team[FOW_MAX_TEAMS];
    wg_tab_point at[FOW_MAX_TEAMS]; /* each one's centre and reach, side by side: */
    fow_reach reach[FOW_MAX_TEAMS]; /* enemy_nearness reads them of every team */
    int32_t x0, y0, x1, y1;
    int64_t out;
} enemy_set;

static void enemy_set_of(const wg_game *g, int player, enemy_set *es)
{
    const fow_data *d = fow_d(g);
    es->n = 0;
    for (int e = d->team_first[1 - player]; e < d->team_end[1 - player]; e++) {
        if (!fow_alive(g, e))
            continue;
        const fow_tstate *t = fow_ct(g, e);
        int64_t out = fow_reach_of(g, e).out;
        if (es->n == 0) {
            es->x0 = es->x1 = t->x;
            es->y0 = es->y1 = t->y;
            es->out = out;
        }
        es->x0 = t->x < es->x0 ? t->x : es->x0;
        es->x1 = t->x > es->x1 ? t->x : es->x1;
        es->y0 = t->y < es->y0 ? t->y : es->y0;
        es->y1 = t->y > es->y1 ? t->y : es->y1;
        es->out = out > es->out ? out : es->out;
        es->at[es->n] = (wg_tab_point){ t->x, t->y };
        es->reach[es->n] = fow_reach_of(g, e);
        es->team[es->n++] = e;
    }
}

/*
 * How near the enemy is to `team`: 2 within 4"/10cm, 1 within 8"/20cm only,
 * 0 farther. A base within 4" is within 8", so only enemies within 8" are
 * measured again.
 */
static int enemy_nearness(const wg_game *g, fow_shapes *c, const enemy_set *es, int team)
{
    const fow_tstate *t = fow_ct(g, team);
    int64_t dx = t->x < es->x0 ? (int64_t)es->x0 - t->x : t->x > es->x1 ? (int64_t)t->x - es->x1 : 0;
    int64_t dy = t->y < es->y0 ? (int64_t)es->y0 - t->y : t->y > es->y1 ? (int64_t)t->y - es->y1 : 0;
    int64_t far = fow_dist(fow_d(g), FOW_D8) + fow_reach_of(g, team).out + es->out;
    if (es->n == 0 || dx * dx + dy * dy > far * far)
        return 0; /* every enemy is further than 8" by the centres alone */
    /* fow_shapes_within at 8" and 4", the team's centre and reach read once */
    wg_tab_point at = { t->x, t->y };
    fow_reach reach = fow_reach_of(g, team);
    int32_t d8 = fow_dist(fow_d(g), FOW_D8), d4 = fow_dist(fow_d(g), FOW_D4);
    int near = 0;
    for (int k = 0; k < es->n; k++) {
        int e = es->team[k];
        int within = fow_centres_settle(at, reach, es->at[k], es->reach[k], d8);
        if (within < 0)
            within = fow_shapes_within_exact(g, c, team, e, d8);
        if (!within)
            continue;
        within = fow_centres_settle(at, reach, es->at[k], es->reach[k], d4);
        if (within < 0)
            within = fow_shapes_within_exact(g, c, team, e, d4);
        if (within)
            return 2;
        near = 1;
    }
    return near;
}

/* OF-A1, OF-M7: why `team`'s platoon may not assault, or 0; the bases are kept in `c`. */
static int launch_problem(const wg_game *g, fow_shapes *c, const enemy_set *es, int team,
                          char *why, size_t cap)
{
    const fow_data *d = fow_d(g);
    if (team < 0 || team >= d->nteams || d->team[team].player != wg_ccore(g)->active)
        return fow_refuse(why, cap, "name a team of the assaulting player");
    int platoon = d->team[team].platoon;
    const fow_platoon_def *p = &d->platoon[platoon];
    if (!fow_platoon_alive(g, platoon))
        return fow_refuse(why, cap, "%s is destroyed", p->name);
    if (fow_cp(g, platoon)->flags & FOW_P_ASSAULTED)
        return fow_refuse(why, cap, "%s has already assaulted this step", p->name);
    if (fow_cp(g, platoon)->flags & FOW_P_PINNED)
        return fow_refuse(why, cap, "%s is pinned down: it cannot move closer to the enemy (OF-M7)",
                      p->name);
    int close = 0, able = 0; /* a team within 4" of the enemy; one that can charge */
    for (int i = p->first; i < p->first + p->count && !(close && able); i++) {
        if (!fow_operational(g, i))
            continue;
        int ready = !able && charge_ready(g, i);
        if (close && !ready)
            continue;
        int near = enemy_nearness(g, c, es, i);
        close = close || near == 2;
        able = able || (ready && near > 0);
    }
    if (!close)
        return fow_refuse(why, cap, "no team of %s is within 4\"/10cm of the enemy (OF-A1)", p->name);
    if (!able)
        return fow_refuse(why, cap, "no team of %s can charge (OF-A1)", p->name);
    return 0;
}

/* OF-A2: infantry and gun platoons within 6"/15cm of an enemy tank. */
static int needs_tank_terror(const wg_game *g, int platoon)
{
    const fow_data *d = fow_d(g);
    const fow_platoon_def *p = &d->platoon[platoon];
    if (platoon_has_tank(g, platoon))
        return 0;
    for (int i = p->first; i < p->first + p->count; i++) {
        if (!fow_alive(g, i))
            continue;
        for (int e = 0; e < d->nteams; e++)
            if (fow_is_enemy(g, i, e) && fow_alive(g, e) && kind_of(g, e) == WG_FOW_TANK &&
                fow_within(g, i, e, FOW_D6))
                return 1;
    }
    return 0;
}

static int any_launch(const wg_game *g)
{
    const fow_data *d = fow_d(g);
    fow_shapes shapes;
    fow_shapes_init(&shapes);
    enemy_set es;
    enemy_set_of(g, wg_ccore(g)->active, &es);
    for (int k = 0; k < d->nplatoons; k++) {
        int c = fow_command_team(g, k);
        if (d->platoon[k].player == wg_ccore(g)->active && c >= 0 &&
            !launch_problem(g, &shapes, &es, c, NULL, 0))
            return 1;
    }
    return 0;
}

/* The Assault Step's decision, while some platoon may assault; 0 if the step ends. */
int fow_assault_open(wg_game *g)
{
    if (!any_launch(g)) {
        fow_h(g)->stage = FOW_ST_ASSAULT_MORALE;
        fow_h(g)->sub = 0;
        return 0;
    }
    wg_push_kind(g, FOW_K_ASSAULT, wg_ccore(g)->active);
    return 1;
}

/* After an assault: the next one, or the end of the step. */
static void assault_next(wg_game *g)
{
    if (wg_ccore(g)->over || any_launch(g))
        return;
    const wg_frame *f = wg_ctop(g);
    if (f && f->kind == FOW_K_ASSAULT)
        wg_pop(g);
    fow_h(g)->stage = FOW_ST_ASSAULT_MORALE;
    fow_h(g)->sub = 0;
    fow_advance(g);
}

void fow_end_assault(wg_game *g, int winner_side)
{
    const fow_data *d = fow_d(g);
    fow_hdr *h = fow_h(g);
    wg_event ev = wg_event_make(WG_FOW_EV_ASSAULT_OVER);
    if (winner_side >= 0) {
        int ap = h->ap;
        ev.player = winner_side == 0 ? d->platoon[ap].player : 1 - d->platoon[ap].player;
        for (int i = 0; i < d->nteams && ev.unit < 0; i++)
            if (fow_alive(g, i) && fow_on_side(g, i, winner_side))
                ev.unit = i;
    }
    wg_emit(g, &ev);
    h = fow_h(g);
    for (int i = 0; i < d->nteams; i++)
        fow_t(g, i)->flags &= ~(int32_t)(WG_FOW_TEAM_CHARGED | WG_FOW_TEAM_CHARGE_BOGGED |
                                         WG_FOW_TEAM_SNEAKED_UP);
    for (int k = 0; k < d->nplatoons; k++)
        fow_p(g, k)->flags &= ~(FOW_P_FIGHT | FOW_P_HIT | FOW_P_COUNTER | FOW_P_CA_PASSED |
                                FOW_P_BREAKING | FOW_P_LOST);
    for (int i = 0; i < d->nteams; i++)
        fow_t(g, i)->aflags = 0;
    h->ap = -1;
    h->win_side = -1;
    h->as_stage = FOW_AS_NONE;
    h->defensive = 0;
    h->ca_phase = 0;
    h->fstep = FOW_FS_ROLL;
    h->fcursor = h->nhits = 0;
    if (!fow_check_annihilation(g))
        assault_next(g);
}

static void apply_launch(wg_game *g, int team)
{
    const fow_data *d = fow_d(g);
    int platoon = d->team[team].platoon;
    const fow_platoon_def *p = &d->platoon[platoon];
    fow_p(g, platoon)->flags |= FOW_P_ASSAULTED;
    int leader = fow_command_team(g, platoon), ok = 1;
    if (needs_tank_terror(g, platoon)) {
        int need = fow_motivation_test(p->motivation);
        fow_emit_score(g, WG_FOW_ROLL_TANK_TERROR, need, need, 0, leader, -1);
        ok = wg_roll_die(g, 6, WG_FOW_ROLL_TANK_TERROR, need, leader, -1) >= need;
    }
    wg_event ev = wg_event_make(WG_FOW_EV_ASSAULT);
    ev.unit = leader;
    ev.player = p->player;
    ev.result = ok;
    wg_emit(g, &ev);
    if (!ok) {
        assault_next(g);
        return;
    }
    fow_hdr *h = fow_h(g);
    h->ap = platoon;
    h->as_stage = FOW_AS_CHARGE;
    h->df_hits = h->df_tanks = h->df_counted = 0;
    h->df_tank_platoon = platoon_has_tank(g, platoon); /* OF-A6: a tank platoon falls back on tanks */
    h->round = 0;
    wg_frame *f = wg_push_kind(g, FOW_K_CHARGE, p->player);
    f->unit = leader;
}

/* ------------------------------------------------------------ the charge (OF-A1, OF-A3) */

static int charged_count(const wg_game *g)
{
    const fow_platoon_def *p = &fow_d(g)->platoon[fow_ch(g)->ap];
    int n = 0;
    for (int i = p->first; i < p->first + p->count; i++)
        n += (tflags(g, i) & WG_FOW_TEAM_CHARGED) != 0;
    return n;
}

/* Of the enemies of the charger, one alive that a charge is measured
 * against: on `side` of the fight unless side < 0. */
static int charge_enemy(const wg_game *g, int e, int side)
{
    return fow_alive(g, e) && (side < 0 || fow_on_side(g, e, side));
}

/* Of the enemies of the charger on `side`, the one whose centre is nearest
 * p, or -1: measured first, its distance turns most others away by the
 * centres alone. */
static int nearest_centre_enemy(const wg_game *g, int team, wg_tab_point p, int side)
{
    int best = -1;
    int64_t bd = 0;
    int first, end = fow_enemy_span(g, team, &first);
    for (int e = first; e < end; e++) {
        if (!charge_enemy(g, e, side))
            continue;
        int64_t d2 = wg_tab_distance2(p, fow_center(g, e));
        if (best < 0 || d2 < bd) {
            best = e;
            bd = d2;
        }
    }
    return best;
}

/* The least distance from team's base where it stands to such an enemy's, -1
 * with none; an enemy the centres put no nearer than the least so far is unasked. */
static int32_t least_enemy_distance(const wg_game *g, int team, int side)
{
    int probe = nearest_centre_enemy(g, team, fow_center(g, team), side);
    if (probe < 0)
        return -1;
    int32_t least = fow_base_distance(g, team, probe);
    int first, end = fow_enemy_span(g, team, &first);
    for (int e = first; e < end; e++) {
        if (e == probe || !charge_enemy(g, e, side) || bases_at_least(g, team, e, least))
            continue;
        int32_t b = fow_base_distance(g, team, e);
        least = b < least ? b : least;
    }
    return least;
}

/* The same from team's base at r (where a charge would take it), measured
 * on shapes (as wg_tab_rect_distance measures): the enemies' kept ones,
 * and the charger's made once. */
static int32_t least_enemy_distance_at(const wg_game *g, int team, const wg_tab_rect *r, int side)
{
    int probe = nearest_centre_enemy(g, team, r->center, side);
    if (probe < 0)
        return -1;
    fow_reach reach = fow_reach_of(g, team);
    wg_tab_shape at, se;
    wg_tab_shape_of(r, &at);
    fow_shape(g, probe, &se);
    int32_t least = wg_tab_shapes_distance(&at, &se);
    int first, end = fow_enemy_span(g, team, &first);
    for (int e = first; e < end; e++) {
        if (e == probe || !charge_enemy(g, e, side) ||
            centres_at_least(r->center, reach, fow_center(g, e), fow_reach_of(g, e), least))
            continue;
        fow_shape(g, e, &se);
        int32_t c = wg_tab_shapes_distance(&at, &se);
        least = c < least ? c : least;
    }
    return least;
}

/*
 * least_enemy_distance_at(...) <= FOW_CONTACT: whether team's base at r
 * (where a charge would take it) is in contact with such an enemy, or
 * there is none (-1). Most often the centres tell (as in_contact_along
 * tells it), and the enemies after the first in contact are not measured.
 */
static int enemy_in_contact_at(const wg_game *g, int team, const wg_tab_rect *r, int side)
{
    fow_reach reach = fow_reach_of(g, team);
    wg_tab_shape at, se;
    int made = 0, any = 0;
    int first, end = fow_enemy_span(g, team, &first);
    for (int e = first; e < end; e++) {
        if (!charge_enemy(g, e, side))
            continue;
        any = 1;
        wg_tab_point c = fow_center(g, e);
        fow_reach re = fow_reach_of(g, e);
        if (fow_centres_settle(r->center, reach, c, re, FOW_CONTACT) == 1)
            return 1;
        if (fow_centres_settle(r->center, reach, c, re, FOW_CONTACT + 1) == 0)
            continue;
        if (!made)
            wg_tab_shape_of(r, &at);
        made = 1;
        fow_shape(g, e, &se);
        if (wg_tab_shapes_distance(&at, &se) <= FOW_CONTACT)
            return 1;
    }
    return !any;
}

/*
 * Where a charge may end (OF-A1, and OF-A10 for a counterattack): on the
 * table, at most 4"/10cm from where the team stands, and towards the enemy:
 * closer to the nearest enemy team than before, and in contact when one was
 * within 4"/10cm. The enemy is every enemy team, or only those of `side`
 * (>= 0) when a counterattack charges the other side of a fight.
 */
static int charge_path_problem(const wg_game *g, int team, const wg_action *a, int side,
                               const char *rule, char *why, size_t cap)
{
    const fow_data *d = fow_d(g);
    if (a->x < 0 || a->y < 0 || a->x > d->width || a->y > d->depth)
        return fow_refuse(why, cap, "(%d, %d) is off the table", a->x, a->y);
    wg_tab_point from = fow_center(g, team), to = { a->x, a->y };
    if (!wg_tab_point_within(from, to, fow_dist(d, FOW_D4)))
        return fow_refuse(why, cap, "a charge is at most 4\"/10cm (%s)", rule);
    wg_tab_rect r = fow_rect_at(g, team, a->x, a->y, fow_norm_angle(a->value));
    if (!enemy_in_contact_at(g, team, &r, side)) { /* a charge into contact needs no more */
        int32_t before = least_enemy_distance(g, team, side);
        if (before <= fow_dist(d, FOW_D4))
            return fow_refuse(why, cap, "%s is within 4\"/10cm of the enemy: it must charge into "
                              "contact (%s)", d->team[team].name, rule);
        if (least_enemy_distance_at(g, team, &r, side) >= before)
            return fow_refuse(why, cap, "a charge goes towards the enemy (%s)", rule);
    }
    return fow_refuse_under(g, team, &r, why, cap);
}

static int charge_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    const fow_data *d = fow_d(g);
    int team = a->unit;
    if (team < 0 || team >= d->nteams || d->team[team].platoon != fow_ch(g)->ap)
        return fow_refuse(why, cap, "only teams of the assaulting platoon charge");
    const char *name = d->team[team].name;
    if (fow_is_gun(g, team))
        return fow_refuse(why, cap, "gun teams cannot charge (OF-A1)");
    if (tflags(g, team) & WG_FOW_TEAM_CHARGED)
        return fow_refuse(why, cap, "%s has already charged", name);
    if (!fow_is_charger(g, team))
        return fow_refuse(why, cap, "%s cannot charge: it must be operational, within 8\"/20cm of "
                      "the enemy and must not have shot at full ROF (OF-A1)", name);
    return charge_path_problem(g, team, a, -1, "OF-A1", why, cap);
}

static void apply_charge(wg_game *g, const wg_action *a)
{
    const fow_data *d = fow_d(g);
    int team = a->unit;
    uint32_t f0 = tflags(g, team);
    int sneaky = kind_of(g, team) == WG_FOW_INFANTRY &&
                 !(f0 & (WG_FOW_TEAM_MOVED | WG_FOW_TEAM_SHOT | WG_FOW_TEAM_DUG_THIS_TURN));
    uint8_t hidden[FOW_MAX_TEAMS] = { 0 };
    for (int e = 0; sneaky && e < d->nteams; e++) /* OF-A5: concealed by terrain at the start */
        hidden[e] = fow_is_enemy(g, team, e) && fow_alive(g, e) && kind_of(g, e) == WG_FOW_TANK &&
                    fow_terrain_covers(g, team, e, 1);
    int bogged = fow_rough_move(g, team, a->x, a->y, a->value); /* OF-A3 */
    fow_tstate *s = fow_t(g, team);
    s->flags |= WG_FOW_TEAM_CHARGED | WG_FOW_TEAM_MOVED;
    s->flags &= ~WG_FOW_TEAM_DUG_IN;
    if (bogged)
        s->flags |= WG_FOW_TEAM_CHARGE_BOGGED;
    for (int e = 0; sneaky && e < d->nteams; e++)
        if (hidden[e] && fow_base_distance(g, team, e) <= FOW_CONTACT)
            fow_t(g, e)->flags |= WG_FOW_TEAM_SNEAKED_UP;
    wg_top(g)->pending = charged_count(g);
}

/* ------------------------------------------------------------ defensive fire (OF-A4, OF-A5) */

static int df_team_ok(const wg_game *g, int team)
{
    const fow_hdr *h = fow_ch(g);
    return h->ap >= 0 && fow_d(g)->team[team].player != fow_d(g)->platoon[h->ap].player &&
           fow_operational(g, team) && !(tflags(g, team) & WG_FOW_TEAM_SNEAKED_UP);
}

/* Tanks shoot their MGs and turret weapons (OF-A4). */
static int df_weapon_ok(const wg_game *g, int team, int slot)
{
    const fow_type *t = fow_type_of(g, team);
    if (slot < 0 || slot >= t->nslots)
        return 0;
    const fow_weapon *w = &fow_d(g)->weapon[t->slot[slot].weapon];
    if (w->range.in <= 0 && w->range.cm <= 0)
        return 0;
    if (t->kind == WG_FOW_TANK)
        return t->slot[slot].mount == FOW_MOUNT_TURRET || w->fire == FOW_FIRE_VEHICLE_MG;
    return 1;
}

/* The first team of the assaulting platoon the weapon may hit, or -1; the
 * bases measured are kept in c (no base moves while defensive fire is
 * declared). */
static int df_target(const wg_game *g, fow_shapes *c, int team, int slot)
{
    return fow_first_valid_target(g, c, team, slot, fow_ch(g)->ap);
}

static int df_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    const fow_data *d = fow_d(g);
    int team = a->unit;
    if (team < 0 || team >= d->nteams || !df_team_ok(g, team))
        return fow_refuse(why, cap, "that team cannot shoot in defensive fire (OF-A4, OF-A5)");
    if (!df_weapon_ok(g, team, a->weapon))
        return fow_refuse(why, cap, "tanks shoot MGs and turret weapons in defensive fire (OF-A4)");
    if (fow_declared(g, team, a->weapon))
        return fow_refuse(why, cap, "that weapon already fires");
    if (kind_of(g, team) != WG_FOW_TANK && fow_declared(g, team, -1))
        return fow_refuse(why, cap, "%s fires one weapon", d->team[team].name);
    if (fow_ch(g)->ndecl >= d->max_decl)
        return fow_refuse(why, cap, "too many weapons declared");
    if (a->target < 0 || a->target >= d->nteams || !fow_valid_target(g, team, a->weapon, a->target))
        return fow_refuse(why, cap, "the target must be an assaulting team within 8\"/20cm, in "
                      "range, sight and field of fire (OF-A4)");
    return fow_aim_problem(g, a, why, cap);
}

/* Declare a defensive-fire shot; `aim`: the team its turret turns to, or -1 (OF-X12). */
static void df_declare(wg_game *g, int team, int slot, int target, int aim)
{
    fow_hdr *h = fow_h(g);
    fow_decl *dl = fow_decl_append(g);
    dl->team = team;
    dl->slot = slot;
    dl->platoon = h->ap;
    dl->aim = aim;
    wg_top(g)->pending = h->ndecl;
    wg_event ev = wg_event_make(WG_EV_DECLARED);
    ev.unit = team;
    ev.weapon = slot;
    ev.target = target;
    ev.player = fow_d(g)->team[team].player;
    wg_emit(g, &ev);
}

/*
 * OF-A4 ("all defending teams within 8"/20cm ... shoot"): defensive fire is
 * not optional. The first team that could still declare a weapon at a target
 * but has declared none, or -1: RESOLVE waits for every such team.
 */
static int df_team_waiting(const wg_game *g)
{
    const fow_data *d = fow_d(g);
    if (fow_ch(g)->ndecl >= d->max_decl)
        return -1;
    fow_shapes c;
    fow_shapes_init(&c);
    for (int i = 0; i < d->nteams; i++) {
        if (!df_team_ok(g, i) || fow_declared(g, i, -1))
            continue;
        for (int w = 0; w < fow_type_of(g, i)->nslots; w++)
            if (df_weapon_ok(g, i, w) && df_target(g, &c, i, w) >= 0)
                return i;
    }
    return -1;
}

/* The automatic choice: tanks fire every weapon they may; other teams the
 * weapon with the most dice (times anti-tank against a platoon with tanks). */
static void df_auto(wg_game *g)
{
    const fow_data *d = fow_d(g);
    int tanks = platoon_has_tank(g, fow_ch(g)->ap);
    fow_shapes c;
    fow_shapes_init(&c);
    for (int i = 0; i < d->nteams; i++) {
        if (!df_team_ok(g, i))
            continue;
        const fow_type *t = fow_type_of(g, i);
        int best = -1, bscore = -1, btarget = -1;
        for (int w = 0; w < t->nslots; w++) {
            if (!df_weapon_ok(g, i, w) || fow_declared(g, i, w))
                continue;
            int target = df_target(g, &c, i, w);
            if (target < 0 || fow_ch(g)->ndecl >= d->max_decl)
                continue;
            if (t->kind == WG_FOW_TANK) {
                df_declare(g, i, w, target, -1);
                continue;
            }
            int32_t m;
            const fow_weapon *wp = &d->weapon[t->slot[w].weapon];
            int score = fow_rof(g, i, w, &m) * (tanks ? wp->anti_tank : 1);
            if (score > bscore) {
                best = w;
                bscore = score;
                btarget = target;
            }
        }
        if (best >= 0 && !fow_declared(g, i, -1))
            df_declare(g, i, best, btarget, -1);
    }
}

/* What CHOOSE 0 would declare: the odds (odds.c) plan it on a copy. */
void fow_defensive_auto_declare(wg_game *g)
{
    df_auto(g);
}

static void open_defensive(wg_game *g)
{
    const fow_data *d = fow_d(g);
    fow_hdr *h = fow_h(g);
    h->as_stage = FOW_AS_DEFENSIVE;
    h->defensive = 1;
    h->ndecl = h->nhits = 0;
    h->shooter_platoon = -1;
    h->pick_type = -1;
    int defender = 1 - d->platoon[h->ap].player, n = 0;
    fow_shapes c; /* both passes measure the same bases */
    fow_shapes_init(&c);
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 1) {
            wg_event ev = wg_event_make(WG_EV_DEFENSIVE_FIRE);
            ev.player = defender;
            ev.unit = fow_command_team(g, h->ap);
            ev.value = n;
            wg_emit(g, &ev);
        }
        for (int i = 0; i < d->nteams; i++) {
            if (!df_team_ok(g, i))
                continue;
            for (int w = 0; w < fow_type_of(g, i)->nslots; w++) {
                if (!df_weapon_ok(g, i, w))
                    continue;
                const fow_platoon_def *p = &d->platoon[h->ap];
                for (int t = p->first; t < p->first + p->count; t++) {
                    if (!fow_valid_target_kept(g, &c, i, w, t))
                        continue;
                    if (pass == 0) {
                        n++;
                        continue;
                    }
                    wg_event o = wg_event_about(WG_EV_FIRE_OPTION, defender, i, t);
                    o.weapon = w;
                    o.x = fow_ct(g, i)->x;
                    o.y = fow_ct(g, i)->y;
                    wg_emit(g, &o);
                }
            }
        }
    }
    if (n == 0) {
        fow_defensive_done(g);
        return;
    }
    wg_frame *f = wg_push_kind(g, FOW_K_DEFENSIVE, defender);
    f->target = fow_command_team(g, h->ap);
    f->count = n;
}

static void run_fight(wg_game *g);

/* OF-A6: the assaulting platoon falls back to more than 2"/5cm from the enemy: its
 * owner moves the teams within 2"/5cm (withdraw.c). 1 if that decision is open. */
static int fall_back(wg_game *g)
{
    const fow_data *d = fow_d(g);
    const fow_hdr *h = fow_ch(g);
    const fow_platoon_def *p = &d->platoon[h->ap];
    wg_event ev = wg_event_make(WG_FOW_EV_FALL_BACK);
    ev.unit = p->first;
    ev.player = p->player;
    ev.value = h->df_hits;
    ev.extra = h->df_tanks;
    wg_emit(g, &ev);
    for (int i = p->first; i < p->first + p->count; i++) {
        if (!fow_alive(g, i))
            continue;
        if (tflags(g, i) & WG_FOW_TEAM_CHARGE_BOGGED) { /* it never reached the enemy */
            fow_t(g, i)->flags &= ~(int32_t)WG_FOW_TEAM_BOGGED;
            wg_event fr = wg_event_make(WG_FOW_EV_FREED);
            fr.unit = i;
            fr.player = p->player;
            wg_emit(g, &fr);
        }
        if (fow_must_withdraw(g, i, -1))
            fow_t(g, i)->aflags |= FOW_TA_WITHDRAW;
    }
    return fow_withdraw_open(g, FOW_K_FALL_BACK, p->player, -1);
}

/*
 * OF-X11: the platoons being assaulted are those a charge reached: every enemy
 * platoon with a team within 2"/5cm of a team of `ap` that charged and
 * survived the defensive fire ("every team that reaches the enemy rolls to
 * hit", and a team rolls when within 2"/5cm, OF-A7). The assaulting player
 * chooses them by where the charges go; a platoon merely within 4"/10cm is
 * not dragged in. How many platoons were reached.
 */
static int mark_assaulted(wg_game *g, int ap)
{
    const fow_data *d = fow_d(g);
    const fow_platoon_def *as = &d->platoon[ap];
    int n = 0;
    for (int a = as->first; a < as->first + as->count; a++) {
        if (!fow_alive(g, a) || !(tflags(g, a) & WG_FOW_TEAM_CHARGED))
            continue;
        for (int i = 0; i < d->nteams; i++) {
            fow_pstate *p = fow_p(g, d->team[i].platoon);
            if (fow_is_enemy(g, a, i) && fow_alive(g, i) && !(p->flags & FOW_P_FIGHT) &&
                fow_within(g, a, i, FOW_D2)) {
                p->flags |= FOW_P_FIGHT;
                n++;
            }
        }
    }
    return n;
}

/* Every hit of the defensive fire is resolved: fall back, or fight. */
void fow_defensive_done(wg_game *g)
{
    const fow_data *d = fow_d(g);
    fow_hdr *h = fow_h(g);
    const wg_frame *top = wg_ctop(g);
    if (top && top->kind == FOW_K_DEFENSIVE)
        wg_pop(g);
    h = fow_h(g);
    h->defensive = 0;
    h->ndecl = 0;
    int ap = h->ap;
    int falls = h->df_tank_platoon ? h->df_tanks >= 2 : h->df_hits >= 5;
    wg_event ev = wg_event_make(WG_EV_WINDOW_CLOSED);
    ev.player = 1 - d->platoon[ap].player;
    ev.value = falls;
    wg_emit(g, &ev);
    if (falls && fow_platoon_alive(g, ap) && !wg_ccore(g)->over && fall_back(g))
        return; /* the assault ends once its teams have fallen back */
    if (falls || !fow_platoon_alive(g, ap) || wg_ccore(g)->over) {
        fow_end_assault(g, -1);
        return;
    }
    if (!mark_assaulted(g, ap)) { /* no charge reached the enemy: nobody to fight */
        fow_end_assault(g, -1);
        return;
    }
    h = fow_h(g);
    h->as_stage = FOW_AS_FIGHT;
    h->att = 0;
    h->round = 1;
    h->ca_phase = 0;
    run_fight(g);
}

/* OF-A9: no operational team of the other side within 4"/10cm of this side's teams. */
static int side_won(const wg_game *g, int side)
{
    const fow_data *d = fow_d(g);
    for (int i = 0; i < d->nteams; i++) {
        if (!fow_alive(g, i) || !fow_on_side(g, i, side))
            continue;
        for (int e = 0; e < d->nteams; e++)
            if (fow_operational(g, e) && fow_on_side(g, e, 1 - side) && fow_within(g, i, e, FOW_D4))
                return 0;
    }
    return 1;
}

static int side_has_tank(const wg_game *g, int side)
{
    const fow_data *d = fow_d(g);
    for (int i = 0; i < d->nteams; i++)
        if (fow_alive(g, i) && fow_on_side(g, i, side) && kind_of(g, i) == WG_FOW_TANK)
            return 1;
    return 0;
}

int fow_side_platoon(const wg_game *g, int k, int side)
{
    if (!fow_platoon_alive(g, k))
        return 0;
    return side == 0 ? k == fow_ch(g)->ap : (fow_cp(g, k)->flags & FOW_P_FIGHT) != 0;
}

/* A team's full move (OF-M1, OF-M3): tanks their mobility, medium guns 4"/10cm,
 * infantry and man-packed guns 6"/15cm. */
int32_t fow_full_move(const wg_game *g, int team)
{
    const fow_type *t = fow_type_of(g, team);
    return fow_dist(fow_d(g), t->kind == WG_FOW_TANK         ? t->mobility
                              : t->kind == WG_FOW_MEDIUM_GUN ? FOW_D4
                                                             : FOW_D6);
}

/* A break-off, consolidation or counterattack move: the team leaves its foxholes. */
void fow_assault_move(wg_game *g, int team, int32_t x, int32_t y, int32_t facing)
{
    if (x != fow_ct(g, team)->x || y != fow_ct(g, team)->y)
        fow_t(g, team)->flags &= ~(int32_t)WG_FOW_TEAM_DUG_IN;
    fow_put(g, team, x, y, facing);
}

/* OF-A10: the counterattack test for `side`; sets FOW_P_CA_PASSED. */
static void counter_test(wg_game *g, int side)
{
    const fow_data *d = fow_d(g);
    int tanks = side_has_tank(g, 1 - side), roll = 0, need = 7, who = -1;
    for (int k = 0; k < d->nplatoons; k++) {
        if (!fow_side_platoon(g, k, side))
            continue;
        fow_p(g, k)->flags &= ~(FOW_P_COUNTER | FOW_P_CA_PASSED);
        if (!(fow_cp(g, k)->flags & FOW_P_HIT) && !tanks)
            continue;
        int m = fow_motivation_test(d->platoon[k].motivation);
        if (m < need)
            need = m;
        if (who < 0)
            who = fow_command_team(g, k);
    }
    if (who >= 0) { /* one die for all the side's platoons */
        fow_emit_score(g, WG_FOW_ROLL_COUNTERATTACK, need, need, 0, who, -1);
        roll = wg_roll_die(g, 6, WG_FOW_ROLL_COUNTERATTACK, need, who, -1);
    }
    for (int k = 0; k < d->nplatoons; k++) {
        if (!fow_side_platoon(g, k, side))
            continue;
        int automatic = !(fow_cp(g, k)->flags & FOW_P_HIT) && !tanks;
        if (automatic || roll >= fow_motivation_test(d->platoon[k].motivation)) {
            fow_p(g, k)->flags |= FOW_P_CA_PASSED;
            if (automatic)
                fow_p(g, k)->flags |= FOW_P_COUNTER; /* marks "automatic" until chosen */
        } else {
            wg_event ev = wg_event_make(WG_FOW_EV_COUNTERATTACK);
            ev.unit = fow_command_team(g, k);
            ev.player = d->platoon[k].player;
            ev.result = 0;
            wg_emit(g, &ev);
        }
    }
    fow_h(g)->ca_cursor = 0;
}

/* OF-A10: may team `i` of `side` make a counterattack charge? Operational, not a
 * gun, of a counterattacking platoon, within 8"/20cm of (and not in contact
 * with) the other side; the assaulters only with the teams that charged at first. */
static int may_counter_charge(const wg_game *g, int i, int side)
{
    const fow_data *d = fow_d(g);
    if (!fow_operational(g, i) || !fow_on_side(g, i, side) || fow_is_gun(g, i))
        return 0;
    if (!(fow_cp(g, d->team[i].platoon)->flags & FOW_P_COUNTER))
        return 0;
    if (side == 0 && !(tflags(g, i) & WG_FOW_TEAM_CHARGED))
        return 0;
    int e = fow_nearest_enemy(g, i, 1 - side);
    return e >= 0 && fow_within(g, i, e, FOW_D8) && fow_base_distance(g, i, e) > FOW_CONTACT;
}

/* A counterattack charge to `to`: tanks take bogging checks (OF-A3). */
static void counter_charge_move(wg_game *g, int i, wg_tab_point to, int32_t facing)
{
    fow_rough_move(g, i, to.x, to.y, facing);
    fow_t(g, i)->flags &= ~(int32_t)WG_FOW_TEAM_DUG_IN;
    fow_t(g, i)->aflags &= ~(int32_t)FOW_TA_COUNTER;
}

static int counter_charge_problem(const wg_game *g, const wg_action *a, char *why, size_t cap);

/* The problem of a move `a` that would end on top of another team's base (OF-X13). */
static int overlap_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    wg_tab_rect r = fow_rect_at(g, a->unit, a->x, a->y, a->value);
    return fow_refuse_under(g, a->unit, &r, why, cap);
}

/*
 * The automatic counterattack charge: straight at the nearest enemy of the
 * fight, into contact if it reaches. Where that would end on top of another
 * team's base (OF-X13), the first legal charge round it (charge_at); if
 * there is none, the team does not charge.
 */
static void auto_counter_charge(wg_game *g, int i, int side)
{
    int e = fow_nearest_enemy(g, i, 1 - side);
    if (e < 0)
        return;
    wg_action m;
    charge_on_line(g, i, e, 0, &m);
    if (!overlap_problem(g, &m, NULL, 0) || charge_at(g, i, e, counter_charge_problem, &m)) {
        wg_tab_point to = { m.x, m.y };
        counter_charge_move(g, i, to, m.value);
    } else {
        fow_t(g, i)->aflags &= ~(int32_t)FOW_TA_COUNTER;
    }
}

/* The counterattack charge decision for `side` (OF-A10); 0 if no team can charge. */
static int open_counter_charge(wg_game *g, int side)
{
    const fow_data *d = fow_d(g);
    int first = -1;
    for (int i = 0; i < d->nteams; i++)
        if (may_counter_charge(g, i, side)) {
            fow_t(g, i)->aflags |= FOW_TA_COUNTER;
            if (first < 0)
                first = i;
        }
    if (first < 0)
        return 0;
    int ap = fow_ch(g)->ap;
    int player = side == 0 ? d->platoon[ap].player : 1 - d->platoon[ap].player;
    return fow_open_move(g, FOW_K_COUNTER_CHARGE, player, first, side);
}

/* OF-A10: a counterattack charge is at most 4"/10cm, toward the other side of the
 * fight; a team within 4"/10cm of it must end in contact. */
static int counter_charge_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    const fow_data *d = fow_d(g);
    int team = a->unit, side = wg_ctop(g)->data[0];
    if (team < 0 || team >= d->nteams || !(fow_ct(g, team)->aflags & FOW_TA_COUNTER))
        return fow_refuse(why, cap, "that team cannot make a counterattack charge: only operational "
                      "non-gun teams of a counterattacking platoon within 8\"/20cm of the "
                      "enemy charge, once (OF-A10)");
    return charge_path_problem(g, team, a, 1 - side, "OF-A10", why, cap);
}

static void apply_counter_charge(wg_game *g, const wg_action *a)
{
    const fow_data *d = fow_d(g);
    int side = wg_top(g)->data[0];
    if (a->type == WG_ACT_MOVE) {
        wg_tab_point to = { a->x, a->y };
        counter_charge_move(g, a->unit, to, fow_norm_angle(a->value));
        for (int i = 0; i < d->nteams; i++)
            if (fow_ct(g, i)->aflags & FOW_TA_COUNTER) {
                wg_top(g)->unit = i;
                return;
            }
    } else if (a->type == WG_ACT_CHOOSE) {
        for (int i = 0; i < d->nteams; i++)
            if (fow_ct(g, i)->aflags & FOW_TA_COUNTER)
                auto_counter_charge(g, i, side);
    }
    for (int i = 0; i < d->nteams; i++)
        fow_t(g, i)->aflags &= ~(int32_t)FOW_TA_COUNTER;
    wg_pop(g);
    fow_h(g)->ca_phase = 4;
    run_fight(g);
}

static void legal_counter_charge(const wg_game *g, wg_sink *s)
{
    const fow_data *d = fow_d(g);
    int side = wg_ctop(g)->data[0];
    for (int i = 0; i < d->nteams; i++) {
        if (!(fow_ct(g, i)->aflags & FOW_TA_COUNTER))
            continue;
        int e = fow_nearest_enemy(g, i, 1 - side);
        wg_action m;
        if (e >= 0 && charge_at(g, i, e, counter_charge_problem, &m))
            wg_sink_add(s, &m);
    }
}

/* The counterattack choices from ca_cursor; 1 if a decision was pushed. */
static int counter_choices(wg_game *g)
{
    const fow_data *d = fow_d(g);
    int side = 1 - fow_ch(g)->att;
    for (; fow_ch(g)->ca_cursor < d->nplatoons; fow_h(g)->ca_cursor++) {
        int k = fow_ch(g)->ca_cursor;
        if (!fow_side_platoon(g, k, side) || !(fow_cp(g, k)->flags & FOW_P_CA_PASSED))
            continue;
        wg_frame *f = wg_push_kind(g, FOW_K_COUNTER, d->platoon[k].player);
        f->unit = fow_command_team(g, k);
        f->data[0] = k;
        f->data[1] = (fow_cp(g, k)->flags & FOW_P_COUNTER) != 0; /* passed automatically */
        fow_p(g, k)->flags &= ~FOW_P_COUNTER;
        return 1;
    }
    return 0;
}

static void apply_counter_choice(wg_game *g, int counter)
{
    const wg_frame *f = wg_top(g);
    int k = f->data[0], automatic = f->data[1];
    wg_pop(g);
    fow_p(g, k)->flags &= ~FOW_P_CA_PASSED;
    if (counter)
        fow_p(g, k)->flags |= FOW_P_COUNTER;
    wg_event ev = wg_event_make(WG_FOW_EV_COUNTERATTACK);
    ev.unit = fow_command_team(g, k);
    ev.player = fow_d(g)->platoon[k].player;
    ev.result = counter;
    ev.value = automatic;
    wg_emit(g, &ev);
    fow_h(g)->ca_cursor++;
    run_fight(g);
}

static void run_fight(wg_game *g)
{
    const fow_data *d = fow_d(g);
    for (int guard = 0; guard < 256; guard++) {
        if (wg_ccore(g)->over || fow_ch(g)->as_stage != FOW_AS_FIGHT)
            return;
        int att = fow_ch(g)->att, side = 1 - att;
        if (fow_ch(g)->ca_phase == 0) {
            if (fow_fight_round(g))
                return;
            if (fow_check_annihilation(g))
                return;
            if (side_won(g, att)) {
                fow_win(g, att);
                return;
            }
            counter_test(g, side);
            fow_h(g)->ca_phase = 1;
        }
        if (fow_ch(g)->ca_phase == 1) {
            if (counter_choices(g))
                return;
            int any = 0;
            for (int k = 0; k < d->nplatoons; k++)
                any |= fow_side_platoon(g, k, side) && (fow_cp(g, k)->flags & FOW_P_COUNTER);
            if (!any) {
                fow_win(g, att);
                return;
            }
            /* defending platoons that do not counterattack break off from the assaulters */
            for (int k = 0; side == 1 && k < d->nplatoons; k++)
                if (fow_side_platoon(g, k, 1) && !(fow_cp(g, k)->flags & FOW_P_COUNTER))
                    fow_p(g, k)->flags |= FOW_P_BREAKING;
            fow_h(g)->win_side = att;
            fow_h(g)->ca_phase = 2;
        }
        if (fow_ch(g)->ca_phase == 2) {
            if (fow_run_break_offs(g))
                return;
            fow_h(g)->win_side = -1;
            fow_h(g)->ca_phase = 3;
        }
        if (fow_ch(g)->ca_phase == 3) {
            if (open_counter_charge(g, side))
                return;
            fow_h(g)->ca_phase = 4;
        }
        fow_hdr *h = fow_h(g);
        h->att = side;
        h->round++;
        h->ca_phase = 0;
        if (side == 0) /* the assaulters counterattack: every platoon of theirs may fight */
            for (int k = 0; k < d->nplatoons; k++)
                fow_p(g, k)->flags |= fow_side_platoon(g, k, 0) ? FOW_P_COUNTER : 0;
    }
}

void fow_assault_resume(wg_game *g)
{
    int st = fow_ch(g)->as_stage;
    if (st == FOW_AS_WIN || st == FOW_AS_CONSOLIDATE)
        fow_win_run(g);
    else
        run_fight(g);
}

/*
 * The Assault Step's decision kinds (their rows are in kinds.c): each
 * lists its answers, says what is wrong with one (fow_problem_fn: nonzero
 * with the reason in `why`), and applies one. The core has already checked
 * that the answer's type is one the kind takes and its unused fields clear.
 */

/* ------------------------------------------------------------ launching an assault */

void fow_launch_list(const wg_game *g, wg_sink *s)
{
    const fow_data *d = fow_d(g);
    fow_shapes c;
    fow_shapes_init(&c);
    enemy_set es;
    enemy_set_of(g, wg_ccore(g)->active, &es);
    wg_action a = wg_action_make(WG_ACT_PASS);
    wg_sink_add(s, &a);
    for (int k = 0; k < d->nplatoons; k++) {
        if (d->platoon[k].player != wg_ccore(g)->active)
            continue;
        a = wg_action_make(WG_ACT_DECLARE);
        a.unit = fow_command_team(g, k);
        if (a.unit >= 0 && !launch_problem(g, &c, &es, a.unit, NULL, 0))
            wg_sink_add(s, &a);
    }
}

int fow_launch_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    if (a->type == WG_ACT_PASS)
        return 0;
    fow_shapes c;
    fow_shapes_init(&c);
    enemy_set es;
    enemy_set_of(g, wg_ccore(g)->active, &es);
    return launch_problem(g, &c, &es, a->unit, why, cap);
}

void fow_launch_apply(wg_game *g, const wg_action *a)
{
    if (a->type == WG_ACT_DECLARE) {
        apply_launch(g, a->unit);
        return;
    }
    wg_pop(g);
    fow_h(g)->stage = FOW_ST_ASSAULT_MORALE;
    fow_h(g)->sub = 0;
    fow_advance(g);
}

/* ------------------------------------------------------------ the charge */

void fow_charge_list(const wg_game *g, wg_sink *s)
{
    const fow_data *d = fow_d(g);
    wg_action a = wg_action_make(charged_count(g) ? WG_ACT_RESOLVE : WG_ACT_PASS);
    wg_sink_add(s, &a);
    const fow_platoon_def *p = &d->platoon[fow_ch(g)->ap];
    for (int i = p->first; i < p->first + p->count; i++) {
        if (!fow_is_charger(g, i))
            continue;
        int e = fow_nearest_enemy(g, i, -1);
        if (e >= 0 && charge_at(g, i, e, charge_problem, &a))
            wg_sink_add(s, &a);
    }
}

int fow_charge_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    if (a->type == WG_ACT_MOVE)
        return charge_problem(g, a, why, cap);
    if (a->type == WG_ACT_RESOLVE)
        return charged_count(g) ? 0 : fow_refuse(why, cap, "no team has charged yet");
    return charged_count(g) ? fow_refuse(why, cap, "the charge is made: RESOLVE") : 0;
}

void fow_charge_apply(wg_game *g, const wg_action *a)
{
    if (a->type == WG_ACT_MOVE) {
        apply_charge(g, a);
        return;
    }
    wg_pop(g);
    if (a->type == WG_ACT_RESOLVE)
        open_defensive(g);
    else
        fow_end_assault(g, -1);
}

/* ------------------------------------------------------------ defensive fire */

void fow_df_list(const wg_game *g, wg_sink *s)
{
    const fow_data *d = fow_d(g);
    wg_action a = wg_action_make(WG_ACT_CHOOSE);
    a.value = 0;
    wg_sink_add(s, &a);
    if (fow_ch(g)->ndecl && df_team_waiting(g) < 0) {
        a = wg_action_make(WG_ACT_RESOLVE);
        wg_sink_add(s, &a);
    }
    fow_shapes c;
    fow_shapes_init(&c);
    for (int i = 0; i < d->nteams; i++) {
        if (!df_team_ok(g, i))
            continue;
        for (int w = 0; w < fow_type_of(g, i)->nslots; w++) {
            a = wg_action_make(WG_ACT_DECLARE);
            a.unit = i;
            a.weapon = w;
            a.target = df_weapon_ok(g, i, w) ? df_target(g, &c, i, w) : -1;
            if (a.target >= 0 && !df_problem(g, &a, NULL, 0))
                wg_sink_add(s, &a);
        }
    }
}

int fow_df_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    switch (a->type) {
    case WG_ACT_DECLARE: return df_problem(g, a, why, cap);
    case WG_ACT_RESOLVE: {
        int waiting = df_team_waiting(g);
        if (waiting >= 0)
            return fow_refuse(why, cap, "%s must shoot too: defensive fire is not optional "
                              "(OF-A4)", fow_d(g)->team[waiting].name);
        return fow_ch(g)->ndecl ? 0 : fow_refuse(why, cap, "nothing declared to resolve");
    }
    case WG_ACT_PASS:
        return fow_refuse(why, cap, "defensive fire is not optional: every defending team "
                          "within 8\"/20cm shoots (OF-A4); declare, or CHOOSE 0");
    default: /* CHOOSE */
        return a->value == 0 ? 0 : fow_refuse(why, cap, "not an answer to this decision");
    }
}

void fow_df_apply(wg_game *g, const wg_action *a)
{
    if (a->type == WG_ACT_DECLARE) {
        df_declare(g, a->unit, a->weapon, a->target, a->value == 1 ? a->target : -1);
        return;
    }
    if (a->type == WG_ACT_CHOOSE)
        df_auto(g);
    if (fow_ch(g)->ndecl) {
        wg_action r = wg_action_make(WG_ACT_RESOLVE);
        fow_apply_resolve(g, &r);
    } else {
        fow_defensive_done(g);
    }
}

/* ------------------------------------------------------------ counterattack or break off */

/* CHOOSE 1 or 0: the list of a yes/no question (1 first). */
void fow_yes_no_list(const wg_game *g, wg_sink *s)
{
    (void)g;
    for (int v = 1; v >= 0; v--) {
        wg_action a = wg_action_make(WG_ACT_CHOOSE);
        a.value = v;
        wg_sink_add(s, &a);
    }
}

int fow_yes_no_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    (void)g;
    return a->value == 0 || a->value == 1 ? 0
                                          : fow_refuse(why, cap, "not an answer to this decision");
}

void fow_counter_apply(wg_game *g, const wg_action *a)
{
    apply_counter_choice(g, a->value);
}

/* ------------------------------------------------------------ the fight's questions */

void fow_fight_kind_apply(wg_game *g, const wg_action *a)
{
    fow_fight_apply(g, a);
    if (wg_ctop(g)->kind != FOW_K_FIGHT_ALLOCATE)
        run_fight(g);
}

/* ------------------------------------------------------------ falling back, making way */

int fow_away_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    if (a->type == WG_ACT_CHOOSE)
        return a->value == 0 ? 0 : fow_refuse(why, cap, "not an answer to this decision");
    return fow_withdraw_problem(g, a, why, cap);
}

void fow_fall_back_apply(wg_game *g, const wg_action *a)
{
    if (fow_withdraw_apply(g, a))
        fow_end_assault(g, -1);
}

void fow_make_way_apply(wg_game *g, const wg_action *a)
{
    if (fow_withdraw_apply(g, a))
        fow_end_win(g);
}

/* ------------------------------------------------------------ the moves after a fight */

/*
 * Breaking off, consolidating and the counterattack's charge share a
 * shape: CHOOSE 0 moves the teams as the rules would, PASS leaves them,
 * and MOVE places one team, checked by the kind's own rule.
 */
static void after_fight_list(const wg_game *g, wg_sink *s,
                             void (*moves)(const wg_game *, wg_sink *))
{
    wg_action a = wg_action_make(WG_ACT_CHOOSE); /* automatic, as the rules would move them */
    a.value = 0;
    wg_sink_add(s, &a);
    a = wg_action_make(WG_ACT_PASS);
    wg_sink_add(s, &a);
    moves(g, s);
}

static int after_fight_problem(const wg_game *g, const wg_action *a, char *why, size_t cap,
                               fow_problem_fn move_problem)
{
    if (a->type == WG_ACT_MOVE)
        return move_problem(g, a, why, cap);
    if (a->type == WG_ACT_PASS || a->value == 0)
        return 0;
    return fow_refuse(why, cap, "not an answer to this decision");
}

void fow_break_off_list(const wg_game *g, wg_sink *s)
{
    after_fight_list(g, s, fow_legal_break_off);
}

int fow_break_off_kind_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    return after_fight_problem(g, a, why, cap, fow_break_off_problem);
}

void fow_consolidate_list(const wg_game *g, wg_sink *s)
{
    after_fight_list(g, s, fow_legal_consolidate);
}

int fow_consolidate_kind_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    return after_fight_problem(g, a, why, cap, fow_consolidate_problem);
}

void fow_counter_charge_list(const wg_game *g, wg_sink *s)
{
    after_fight_list(g, s, legal_counter_charge);
}

int fow_counter_charge_kind_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    return after_fight_problem(g, a, why, cap, counter_charge_problem);
}

void fow_counter_charge_apply(wg_game *g, const wg_action *a)
{
    apply_counter_charge(g, a);
}

/* Would `team`'s platoon, with tanks, charge into an enemy tank able to shoot within
 * 8"/20cm? Defensive fire hits a charging tank's side armour (OF-A4): a tank that
 * charges a tank is mostly destroyed before it strikes. */
static int tanks_into_tanks(const wg_game *g, int team)
{
    const fow_data *d = fow_d(g);
    if (!platoon_has_tank(g, d->team[team].platoon))
        return 0;
    for (int e = 0; e < d->nteams; e++)
        if (fow_is_enemy(g, team, e) && kind_of(g, e) == WG_FOW_TANK && fow_operational(g, e) &&
            fow_within(g, team, e, FOW_D8))
            return 1;
    return 0;
}

/* The greedy agent in the Assault Step: assault whenever it can (but not with tanks
 * into tanks that can shoot, tanks_into_tanks), charge every
 * team, accept the automatic defensive fire, always counterattack, allocate the
 * fight's hits by the rules, let a gun take the better odds against a tank
 * (OF-A8), break off by a listed move (those go away from every victor, where
 * the automatic break-off goes straight away from the nearest one, maybe into
 * another), and consolidate, counterattack-charge, fall back and make way
 * automatically (CHOOSE 0, listed first). */
void fow_assault_greedy(const wg_game *g, const wg_action *list, int n, wg_action *out)
{
    const wg_frame *f = wg_ctop(g);
    int want = f->kind == FOW_K_ASSAULT ? WG_ACT_DECLARE
             : f->kind == FOW_K_CHARGE  ? WG_ACT_MOVE
             : f->kind == FOW_K_BREAK_OFF ? WG_ACT_MOVE : WG_ACT_CHOOSE;
    *out = list[0];
    for (int k = 0; k < n; k++)
        if (list[k].type == want && !(want == WG_ACT_DECLARE && f->kind == FOW_K_ASSAULT &&
                                      tanks_into_tanks(g, list[k].unit))) {
            *out = list[k];
            return;
        }
    for (int k = 0; k < n && f->kind == FOW_K_ASSAULT; k++)
        if (list[k].type == WG_ACT_PASS) {
            *out = list[k];
            return;
        }
}
