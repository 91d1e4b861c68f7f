/*
 * The fow table: bases, line of sight, concealment, cover and going, all
 * in integers on top of lib/geom/table.h (OF-G1..OF-G5).
 */
#include <string.h>

#include "core/u128.h"
#include "fow_internal.h"

/* Tanks that are bailed out or bogged down are not operational. */
int fow_operational(const wg_game *g, int team)
{
    return fow_alive(g, team) &&
           !(fow_ct(g, team)->flags & (WG_FOW_TEAM_BAILED_OUT | WG_FOW_TEAM_BOGGED));
}

/*
 * What the game's memo (wg_memo) keeps of a team's base: the direction of
 * the facing it last had, and the corners of the base where it last stood
 * with that facing. Every listing and every action measures the bases
 * anew, and most of them have not moved or turned since the last time.
 * Also the last angle asked of fow_angle_toward for the team, with the
 * vector it is the angle of: the Movement Step asks it of each team toward
 * its nearest enemy at every draw, and neither moves in between.
 */
typedef struct fow_base_memo {
    int32_t dir_known, facing;  /* the direction of `facing`: */
    wg_tab_dir dir;
    int32_t shape_known, x, y;  /* the base at (x, y) with that facing: */
    wg_tab_shape shape;
    int32_t toward_known, dx, dy; /* the angle of (dx, dy) and its direction: */
    int32_t toward;
    wg_tab_dir toward_dir;
} fow_base_memo;

/*
 * The memo's answers of fow_shapes_within_dist that the centres did not
 * settle, FOW_WITHIN_MEMO of them by a hash of the question: a Shooting
 * Step asks whether a shooter has a team in a weapon's range at every
 * draw, declaration, score to hit and allocation, and no base moves in it.
 * Each entry keeps the whole question: both teams, where each stood and
 * faced, and the range.
 */
#define FOW_WITHIN_MEMO 16
typedef struct fow_within_memo {
    int32_t known, a, b, range;
    int32_t ax, ay, afacing, bx, by, bfacing;
    int32_t within;
} fow_within_memo;

size_t fow_memo_size(const void *data)
{
    return (size_t)((const fow_data *)data)->nteams * sizeof(fow_base_memo) +
           FOW_WITHIN_MEMO * sizeof(fow_within_memo);
}

/* A new facing in the team's memo: its direction, and no shape yet. A team
 * that moved faces the way fow_angle_toward found, whose direction is kept. */
static void memo_turn(fow_base_memo *m, int32_t facing)
{
    m->dir = m->toward_known && m->toward == facing ? m->toward_dir
                                                     : wg_tab_dir_from_angle(facing);
    m->facing = facing;
    m->dir_known = 1;
    m->shape_known = 0;
}

/* The team's memo, with the direction of `facing` in it (a new facing
 * replaces the old, and the shape goes with it); NULL without a memo. */
static inline fow_base_memo *base_memo(const wg_game *g, int team, int32_t facing)
{
    fow_base_memo *m = wg_memo(g);
    if (!m)
        return NULL;
    m += team;
    if (!m->dir_known || m->facing != facing)
        memo_turn(m, facing);
    return m;
}

int32_t fow_angle_toward(const wg_game *g, int team, int32_t dx, int32_t dy, wg_tab_dir *dir)
{
    fow_base_memo *m = wg_memo(g);
    if (!m) {
        int32_t angle = wg_tab_angle_of(dx, dy);
        *dir = wg_tab_dir_from_angle(angle);
        return angle;
    }
    m += team;
    if (!m->toward_known || m->dx != dx || m->dy != dy) {
        m->toward = wg_tab_angle_of(dx, dy);
        m->toward_dir = wg_tab_dir_from_angle(m->toward);
        m->dx = dx;
        m->dy = dy;
        m->toward_known = 1;
    }
    *dir = m->toward_dir;
    return m->toward;
}

static wg_tab_rect rect_with(const wg_game *g, int team, int32_t x, int32_t y, wg_tab_dir dir)
{
    const fow_type *t = fow_type_of(g, team);
    wg_tab_rect r;
    r.center.x = x;
    r.center.y = y;
    r.half_width = t->half_width;
    r.half_depth = t->half_depth;
    r.facing = dir;
    return r;
}

/* wg_tab_dir_from_angle(facing), taken from the team's memo when it holds
 * that angle's direction: a move's candidates face the way fow_angle_toward
 * found, and a team that moved faces it. */
static wg_tab_dir dir_of(const wg_game *g, int team, int32_t facing)
{
    const fow_base_memo *m = wg_memo(g);
    if (m && m[team].toward_known && m[team].toward == facing)
        return m[team].toward_dir;
    if (m && m[team].dir_known && m[team].facing == facing)
        return m[team].dir;
    return wg_tab_dir_from_angle(facing);
}

wg_tab_rect fow_rect_at(const wg_game *g, int team, int32_t x, int32_t y, int32_t facing)
{
    return rect_with(g, team, x, y, dir_of(g, team, facing));
}

wg_tab_rect fow_rect(const wg_game *g, int team)
{
    const fow_tstate *s = fow_ct(g, team);
    const fow_base_memo *m = base_memo(g, team, s->facing);
    if (!m)
        return fow_rect_at(g, team, s->x, s->y, s->facing);
    return rect_with(g, team, s->x, s->y, m->dir);
}

void fow_shape(const wg_game *g, int team, wg_tab_shape *out)
{
    const fow_tstate *s = fow_ct(g, team);
    fow_base_memo *m = base_memo(g, team, s->facing);
    if (m && m->shape_known && m->x == s->x && m->y == s->y) {
        *out = m->shape;
        return;
    }
    wg_tab_rect r = fow_rect(g, team);
    wg_tab_shape_of(&r, out);
    if (m) {
        m->shape = *out;
        m->x = s->x;
        m->y = s->y;
        m->shape_known = 1;
    }
}

static inline int centres_settle(const wg_game *g, int a, int b, int32_t range)
{
    const fow_tstate *sa = fow_ct(g, a), *sb = fow_ct(g, b);
    wg_tab_point pa = { sa->x, sa->y }, pb = { sb->x, sb->y };
    return fow_centres_settle(pa, fow_reach_of(g, a), pb, fow_reach_of(g, b), range);
}

/* OF-G3: between the closest points of the bases; "within" is <=. */
int fow_within(const wg_game *g, int a, int b, fow_pair range)
{
    int32_t r = fow_dist(fow_d(g), range);
    int settled = centres_settle(g, a, b, r);
    if (settled >= 0)
        return settled;
    wg_tab_shape sa, sb; /* the kept shapes: wg_tab_within on them */
    fow_shape(g, a, &sa);
    fow_shape(g, b, &sb);
    return wg_tab_shapes_within(&sa, &sb, r);
}

void fow_shapes_init(fow_shapes *c)
{
    memset(c->made, 0, sizeof c->made);
}

const wg_tab_shape *fow_shapes_make(const wg_game *g, fow_shapes *c, int team)
{
    fow_shape(g, team, &c->shape[team]);
    c->near_known[team] = 0;
    c->made[team / 32] |= 1u << (team % 32);
    return &c->shape[team];
}

/* The memo's entry for the question whether a and b are within range: it
 * holds the answer when within_memo_holds; NULL without a memo. */
static fow_within_memo *within_memo(const wg_game *g, int a, int b, int32_t range)
{
    fow_base_memo *m = wg_memo(g);
    if (!m)
        return NULL;
    uint32_t h = ((uint32_t)a * 0x9E3779B1u) ^ ((uint32_t)b * 0x85EBCA77u) ^
                 ((uint32_t)range * 0xC2B2AE3Du);
    fow_within_memo *w = (fow_within_memo *)(void *)(m + fow_d(g)->nteams);
    return &w[(h >> 16) % FOW_WITHIN_MEMO];
}

static int within_memo_holds(const wg_game *g, const fow_within_memo *w, int a, int b,
                             int32_t range)
{
    const fow_tstate *sa = fow_ct(g, a), *sb = fow_ct(g, b);
    return w->known && w->a == a && w->b == b && w->range == range && w->ax == sa->x &&
           w->ay == sa->y && w->afacing == sa->facing && w->bx == sb->x && w->by == sb->y &&
           w->bfacing == sb->facing;
}

static void within_memo_keep(const wg_game *g, fow_within_memo *w, int a, int b, int32_t range,
                             int within)
{
    const fow_tstate *sa = fow_ct(g, a), *sb = fow_ct(g, b);
    *w = (fow_within_memo){ 1, a, b, range, sa->x, sa->y, sa->facing,
                            sb->x, sb->y, sb->facing, within };
}

/* The bases are made only when the memo does not hold the answer. */
int fow_shapes_within_exact(const wg_game *g, fow_shapes *c, int a, int b, int32_t range)
{
    fow_within_memo *w = within_memo(g, a, b, range);
    if (w && within_memo_holds(g, w, a, b, range))
        return w->within;
    const wg_tab_shape *sa = fow_shapes_get(g, c, a), *sb = fow_shapes_get(g, c, b);
    int within = wg_tab_shapes_within(sa, sb, range);
    if (w)
        within_memo_keep(g, w, a, b, range, within);
    return within;
}

/*
 * The live teams other than `team` whose bases a base of team's size centred
 * within `range` of `from` might overlap (OF-X13), in order: into out[], how
 * many. A listing asks once per mover, then tests its candidates on these.
 * Most teams are further off than any base reaches, which their centres
 * alone tell.
 */
/* |d| >= bound (bound > 0), with one comparison: the loops below ask it of
 * both coordinates of every team for every move a draw tests. */
static int beyond(int64_t d, int64_t bound)
{
    return (uint64_t)(d + bound - 1) >= (uint64_t)(2 * bound - 1);
}

/*
 * Whether a team standing as `s` is a live team other than number `self`
 * (i is its number) with its centre inside the box of half side `bound`
 * about `at`. Computed whole, with no early way out: in a scan of every
 * team the answer is most often no, and the parts taken one by one were
 * each a branch the processor guessed wrong about as often as right.
 */
static int live_in_box(const fow_tstate *s, int i, int self, wg_tab_point at, int64_t bound)
{
    int64_t dx = (int64_t)s->x - at.x, dy = (int64_t)s->y - at.y;
    return !(beyond(dx, bound) | beyond(dy, bound)) & ((s->flags & WG_FOW_TEAM_ALIVE) != 0) &
           (i != self);
}

int fow_teams_near(const wg_game *g, int team, wg_tab_point from, int64_t range, int *out)
{
    const fow_data *d = fow_d(g);
    int64_t reach = fow_reach_of(g, team).out + range, bound = reach + d->max_reach_out;
    const fow_tstate *s = fow_ct(g, 0);
    int n = 0, nteams = d->nteams;
    for (int i = 0; i < nteams; i++) {
        if (!live_in_box(&s[i], i, team, from, bound))
            continue;
        int64_t dx = (int64_t)s[i].x - from.x, dy = (int64_t)s[i].y - from.y;
        int64_t far = reach + fow_reach_of(g, i).out;
        if (dx * dx + dy * dy < far * far)
            out[n++] = i;
    }
    return n;
}

/* A base of `reach` centred at `centre`, made by shape_at on first need
 * (into at, made then set): does it overlap team i's? By the centres when
 * they settle it, as they do for most. */
typedef struct overlap_probe {
    fow_shapes *shapes;
    wg_tab_point centre;
    fow_reach reach;
    fow_shape_fn shape_at;
    void *ctx;
    int made;
    wg_tab_shape at;
} overlap_probe;

static int probe_overlaps(const wg_game *g, overlap_probe *p, int i)
{
    fow_reach ri = fow_reach_of(g, i);
    int64_t far = p->reach.out + ri.out, close = p->reach.in + ri.in;
    int64_t dx = (int64_t)fow_ct(g, i)->x - p->centre.x, dy = (int64_t)fow_ct(g, i)->y - p->centre.y;
    int64_t d2 = dx * dx + dy * dy;
    if (d2 >= far * far)
        return 0;
    if (d2 < close * close)
        return 1; /* the discs each base holds overlap */
    if (!p->made)
        p->shape_at(p->ctx, &p->at);
    p->made = 1;
    return wg_tab_shapes_overlap(&p->at, fow_shapes_get(g, p->shapes, i));
}

/*
 * OF-X13: the first of the n teams `near` (fow_teams_near), or with near
 * NULL of the live teams other than `team`, whose base overlaps a base of
 * team's size centred at `centre`, else -1. `shape_at` makes that base
 * (into its argument) only when the centres do not settle it: most
 * candidates are clear of every team. Without a list, one pass over the
 * teams, for a base asked about once: a box about the centre turns away
 * most of them by two subtractions.
 */
int fow_overlapping_team(const wg_game *g, fow_shapes *c, int team, wg_tab_point centre,
                         const int *near, int n, fow_shape_fn shape_at, void *ctx)
{
    overlap_probe p;
    p.shapes = c;
    p.centre = centre;
    p.reach = fow_reach_of(g, team);
    p.shape_at = shape_at;
    p.ctx = ctx;
    p.made = 0;
    if (near) {
        for (int k = 0; k < n; k++)
            if (probe_overlaps(g, &p, near[k]))
                return near[k];
        return -1;
    }
    const fow_data *d = fow_d(g);
    int64_t bound = p.reach.out + d->max_reach_out;
    const fow_tstate *s = fow_ct(g, 0);
    int nteams = d->nteams;
    for (int i = 0; i < nteams; i++)
        if (live_in_box(&s[i], i, team, centre, bound) && probe_overlaps(g, &p, i))
            return i;
    return -1;
}

static void rect_shape(void *rect, wg_tab_shape *out)
{
    wg_tab_shape_of(rect, out);
}

int fow_team_under(const wg_game *g, int team, const wg_tab_rect *r)
{
    fow_shapes others;
    fow_shapes_init(&others);
    wg_tab_rect base = *r; /* the callback's context is not const */
    return fow_overlapping_team(g, &others, team, r->center, NULL, 0, rect_shape, &base);
}

int fow_refuse_under(const wg_game *g, int team, const wg_tab_rect *r, char *why, size_t cap)
{
    int under = fow_team_under(g, team, r);
    if (under < 0)
        return 0;
    const fow_data *d = fow_d(g);
    return fow_refuse(why, cap, "%s would end on top of %s: bases may not overlap (OF-X13)",
                      d->team[team].name, d->team[under].name);
}

static wg_tab_point center(const wg_game *g, int team)
{
    wg_tab_point p = { fow_ct(g, team)->x, fow_ct(g, team)->y };
    return p;
}

static const wg_tab_point *points(const fow_data *d, const fow_terrain *t)
{
    return &d->point[t->first];
}

/* Is the segment a-b (a point if a is b) clear of the feature's box? Then
 * it shares no point with the feature, whose every point is in the box. */
static int misses_box(const fow_terrain *t, wg_tab_point a, wg_tab_point b)
{
    return (a.x < t->x0 && b.x < t->x0) || (a.x > t->x1 && b.x > t->x1) ||
           (a.y < t->y0 && b.y < t->y0) || (a.y > t->y1 && b.y > t->y1);
}

/* Is the point c (a team's centre) in the area feature t? */
static int centre_in_area(const fow_data *d, const fow_terrain *t, wg_tab_point c)
{
    return t->shape == FOW_AREA && !misses_box(t, c, c) &&
           wg_tab_point_in_polygon(c, points(d, t), t->npoints);
}

int fow_in_area(const wg_game *g, int team, int terrain)
{
    const fow_data *d = fow_d(g);
    return centre_in_area(d, &d->terrain[terrain], center(g, team));
}

/* Does the line through a and b (a != b) leave the feature's box wholly on
 * one side? Then the segment a-b shares no point with the feature. */
static int line_clears_box(const fow_terrain *t, wg_tab_point a, wg_tab_point b)
{
    int64_t dx = (int64_t)b.x - a.x, dy = (int64_t)b.y - a.y;
    /* the cross product at a corner (x, y) is dx (y - a.y) - dy (x - a.x):
     * each corner's from the two terms of its row and column */
    int64_t row0 = dx * ((int64_t)t->y0 - a.y), row1 = dx * ((int64_t)t->y1 - a.y);
    int64_t col0 = dy * ((int64_t)t->x0 - a.x), col1 = dy * ((int64_t)t->x1 - a.x);
    int64_t c00 = row0 - col0, c01 = row0 - col1, c10 = row1 - col0, c11 = row1 - col1;
    return (c00 > 0 && c01 > 0 && c10 > 0 && c11 > 0) ||
           (c00 < 0 && c01 < 0 && c10 < 0 && c11 < 0);
}

/* segment_hits for a segment not clear of the feature's box (misses_box
 * asked already). */
static int segment_crosses(const fow_data *d, const fow_terrain *t, wg_tab_point a,
                           wg_tab_point b)
{
    if (line_clears_box(t, a, b))
        return 0;
    return t->shape == FOW_AREA ? wg_tab_segment_hits_polygon(a, b, points(d, t), t->npoints)
                                : wg_tab_segment_hits_polyline(a, b, points(d, t), t->npoints);
}

static int segment_hits(const fow_data *d, const fow_terrain *t, wg_tab_point a, wg_tab_point b)
{
    return !misses_box(t, a, b) && segment_crosses(d, t, a, b);
}

/* OF-G5: the line between the centres crosses a blocking feature that
 * neither team stands in. Only the features that block sight are asked
 * (fow_can_see asks this only when there are some). */
int fow_can_see_past(const wg_game *g, int from, int to)
{
    const fow_data *d = fow_d(g);
    wg_tab_point a = center(g, from), b = center(g, to);
    for (int k = 0; k < d->nblocking; k++) {
        int i = d->blocking[k];
        const fow_terrain *t = &d->terrain[i];
        /* whether the line crosses it first (the box test inline: it rules
         * out most features), then whether either team stands in it */
        if (!misses_box(t, a, b) && segment_crosses(d, t, a, b) && !centre_in_area(d, t, a) &&
            !centre_in_area(d, t, b))
            return 0;
    }
    return 1;
}

/* Is the segment a-b within `range` of the base r (exact)? */
static int segment_near_rect(const wg_tab_rect *r, wg_tab_point a, wg_tab_point b, int32_t range)
{
    wg_tab_point c[4];
    wg_tab_rect_corners(r, c);
    if (wg_tab_segment_hits_polygon(a, b, c, 4))
        return 1;
    for (int k = 0; k < 4; k++)
        if (wg_tab_point_segment_within(c[k], a, b, range))
            return 1;
    return wg_tab_rect_point_within(r, a, range) || wg_tab_rect_point_within(r, b, range);
}

/* Is the segment a-b's box further than `range` from the shape's box, on
 * either axis? Then so is every point of the segment from the base. */
static int segment_far_from_box(const wg_tab_shape *s, wg_tab_point a, wg_tab_point b,
                                int32_t range)
{
    int64_t x0 = a.x < b.x ? a.x : b.x, x1 = a.x < b.x ? b.x : a.x;
    int64_t y0 = a.y < b.y ? a.y : b.y, y1 = a.y < b.y ? b.y : a.y;
    return x1 < (int64_t)s->x0 - range || x0 > (int64_t)s->x1 + range ||
           y1 < (int64_t)s->y0 - range || y0 > (int64_t)s->y1 + range;
}

/* Some part of the feature's outline lies within `range` (>= 0) of the base
 * r, whose shape is s: the edges whose box is far from the base's are not
 * measured. */
static int feature_near(const fow_data *d, const fow_terrain *t, const wg_tab_rect *r,
                        const wg_tab_shape *s, int32_t range)
{
    const wg_tab_point *p = points(d, t);
    int edges = t->shape == FOW_AREA ? t->npoints : t->npoints - 1;
    for (int k = 0; k < edges; k++) {
        wg_tab_point a = p[k], b = p[(k + 1) % t->npoints];
        if (!segment_far_from_box(s, a, b, range) && segment_near_rect(r, a, b, range))
            return 1;
    }
    return 0;
}

/*
 * Interpretation (README): terrain protects a team (conceals it, or gives
 * bulletproof cover) when the team's centre is inside the feature, or when
 * the line from the other team's centre crosses the feature and the
 * feature lies within 2"/5cm of the team's base ("behind the hedge").
 * A feature the other team stands in does not protect from it.
 */
/* Feature i lies within 2"/5cm of the team's base ("behind the hedge"). */
static int feature_near_team(const wg_game *g, int team, int i, const wg_tab_shape *s)
{
    const fow_data *d = fow_d(g);
    wg_tab_rect r = fow_rect(g, team);
    return feature_near(d, &d->terrain[i], &r, s, fow_dist(d, FOW_D2));
}

/* feature_near_team on the kept bases c (or none): the answer for the first
 * FOW_SHAPES_NEAR features is kept beside the base, as it does not depend on
 * the shooter. */
static int feature_near_kept(const wg_game *g, fow_shapes *c, int team, int i)
{
    if (!c) {
        wg_tab_shape s;
        fow_shape(g, team, &s);
        return feature_near_team(g, team, i, &s);
    }
    const wg_tab_shape *s = fow_shapes_get(g, c, team); /* clears near_known when made */
    if (i >= FOW_SHAPES_NEAR)
        return feature_near_team(g, team, i, s);
    uint16_t bit = (uint16_t)(1u << i);
    if (!(c->near_known[team] & bit)) {
        c->near_known[team] |= bit;
        c->near[team] = (uint16_t)(feature_near_team(g, team, i, s) ? c->near[team] | bit
                                                                    : c->near[team] & ~bit);
    }
    return (c->near[team] & bit) != 0;
}

static int terrain_covers(const wg_game *g, fow_shapes *c, int team, int from, int concealing)
{
    const fow_data *d = fow_d(g);
    wg_tab_point a = center(g, from), b = center(g, team);
    for (int i = 0; i < d->nterrain; i++) {
        const fow_terrain *t = &d->terrain[i];
        if (!(concealing ? t->concealing : t->bulletproof))
            continue;
        /* the box test first, inline: it rules out most features, and a
         * line that clears the box leaves the team's centre (its end) out of
         * the feature too */
        if (misses_box(t, a, b))
            continue;
        if (centre_in_area(d, t, b))
            return 1;
        /* whether the line crosses it, then whether the shooter stands in it */
        if (!segment_crosses(d, t, a, b) || centre_in_area(d, t, a))
            continue;
        if (feature_near_kept(g, c, team, i)) /* only where the line crosses the feature */
            return 1;
    }
    return 0;
}

int fow_terrain_covers(const wg_game *g, int team, int from, int concealing)
{
    return terrain_covers(g, NULL, team, from, concealing);
}

/* OF-M9: did not move (digging in aside) and did not shoot in its last turn. */
int fow_gone_to_ground(const wg_game *g, int team)
{
    return fow_alive(g, team) &&
           !(fow_ct(g, team)->flags & (WG_FOW_TEAM_MOVED | WG_FOW_TEAM_SHOT));
}

/* OF-S2 with OF-M8 and OF-M9; the bases kept in c, or NULL. */
int fow_concealed_kept(const wg_game *g, fow_shapes *c, int team, int from)
{
    int kind = fow_type_of(g, team)->kind;
    uint32_t f = (uint32_t)fow_ct(g, team)->flags;
    if (kind != WG_FOW_TANK && (f & WG_FOW_TEAM_DUG_IN))
        return 1;
    if ((kind == WG_FOW_INFANTRY || kind == WG_FOW_MAN_PACKED_GUN) && !(f & WG_FOW_TEAM_MOVED))
        return 1;
    return terrain_covers(g, c, team, from, 1);
}

int fow_concealed(const wg_game *g, int team, int from)
{
    return fow_concealed_kept(g, NULL, team, from);
}

/* 1 if p is in front of (or on) the line across the front of the base s. */
int fow_in_front(const wg_tab_shape *s, wg_tab_point p)
{
    return wg_tab_shape_front_side(s, p) >= 0;
}

/* OF-M8, OF-S14, OF-S15: dug in, bulletproof terrain, or a gun shield from the
 * front; the bases kept in c, or NULL. */
int fow_bulletproof_kept(const wg_game *g, fow_shapes *c, int team, int from)
{
    const fow_type *t = fow_type_of(g, team);
    if (t->kind == WG_FOW_TANK)
        return 0;
    if (fow_ch(g)->defensive && (fow_ct(g, team)->flags & WG_FOW_TEAM_CHARGED))
        return 0; /* OF-A4: assaulting teams never benefit from bulletproof cover */
    if (fow_ct(g, team)->flags & WG_FOW_TEAM_DUG_IN)
        return 1;
    if (t->notes & FOW_T_GUN_SHIELD) {
        wg_tab_shape s;
        fow_shape(g, team, &s);
        if (fow_in_front(&s, center(g, from)))
            return 1;
    }
    return terrain_covers(g, c, team, from, 0);
}

int fow_bulletproof(const wg_game *g, int team, int from)
{
    return fow_bulletproof_kept(g, NULL, team, from);
}

/* The worst going the path a-b touches (OF-M2). */
int fow_path_going(const wg_game *g, wg_tab_point a, wg_tab_point b, int *first_rough)
{
    const fow_data *d = fow_d(g);
    int worst = FOW_EASY;
    if (first_rough)
        *first_rough = -1;
    for (int i = 0; i < d->nterrain; i++) {
        const fow_terrain *t = &d->terrain[i];
        if (t->going != FOW_EASY && segment_hits(d, t, a, b)) {
            if (t->going > worst)
                worst = t->going;
            if (first_rough && *first_rough < 0)
                *first_rough = i;
        }
    }
    return worst;
}

/* Parameter t = num/den (0..1) where a-b first meets segment c-e, if it does. */
static int first_meet(wg_tab_point a, wg_tab_point b, wg_tab_point c, wg_tab_point e,
                      int64_t *num, int64_t *den)
{
    if (!wg_tab_segments_intersect(a, b, c, e))
        return 0;
    int64_t rx = (int64_t)b.x - a.x, ry = (int64_t)b.y - a.y;
    int64_t sx = (int64_t)e.x - c.x, sy = (int64_t)e.y - c.y;
    int64_t qx = (int64_t)c.x - a.x, qy = (int64_t)c.y - a.y;
    int64_t cross = rx * sy - ry * sx;
    if (cross == 0) { /* collinear overlap: meets where the nearer end of c-e lies */
        int64_t len = rx * rx + ry * ry;
        if (len == 0) {
            *num = 0;
            *den = 1;
            return 1;
        }
        int64_t t1 = qx * rx + qy * ry, t2 = ((int64_t)e.x - a.x) * rx + ((int64_t)e.y - a.y) * ry;
        int64_t t = t1 < t2 ? t1 : t2;
        *num = t < 0 ? 0 : t;
        *den = len;
        return 1;
    }
    int64_t t = qx * sy - qy * sx;
    if (cross < 0) {
        cross = -cross;
        t = -t;
    }
    *num = t < 0 ? 0 : t;
    *den = cross;
    return 1;
}

/* d * num / den rounded toward zero (as C divides), for num >= 0, den > 0
 * and num <= den: the product needs 128 bits, the answer fits in d's. */
static int64_t along(int64_t d, int64_t num, int64_t den)
{
    uint64_t mag = d < 0 ? 0 - (uint64_t)d : (uint64_t)d;
    uint64_t q = wg_u128_div64(wg_u128_mul64(mag, (uint64_t)num), (uint64_t)den);
    return d < 0 ? -(int64_t)q : (int64_t)q;
}

/*
 * Where the path a-b first enters rough going (difficult or very
 * difficult): a bogged team stops there (OF-M2). a itself if it starts in it.
 */
wg_tab_point fow_path_entry(const wg_game *g, wg_tab_point a, wg_tab_point b)
{
    const fow_data *d = fow_d(g);
    int64_t best_num = 1, best_den = 1; /* t = 1: the end */
    for (int i = 0; i < d->nterrain; i++) {
        const fow_terrain *t = &d->terrain[i];
        if (t->going == FOW_EASY)
            continue;
        const wg_tab_point *p = points(d, t);
        if (t->shape == FOW_AREA && wg_tab_point_in_polygon(a, p, t->npoints))
            return a;
        int edges = t->shape == FOW_AREA ? t->npoints : t->npoints - 1;
        for (int k = 0; k < edges; k++) {
            int64_t num, den;
            if (first_meet(a, b, p[k], p[(k + 1) % t->npoints], &num, &den) &&
                wg_u128_cmp(wg_u128_mul64((uint64_t)num, (uint64_t)best_den),
                            wg_u128_mul64((uint64_t)best_num, (uint64_t)den)) < 0) {
                best_num = num;
                best_den = den;
            }
        }
    }
    wg_tab_point out;
    int64_t dx = (int64_t)b.x - a.x, dy = (int64_t)b.y - a.y;
    out.x = (int32_t)(a.x + along(dx, best_num, best_den));
    out.y = (int32_t)(a.y + along(dy, best_num, best_den));
    return out;
}
