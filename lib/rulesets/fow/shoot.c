/*
 * The Shooting Step: declaring (OF-S1, OF-S4, OF-S5, OF-S12, OF-S13), the
 * score to hit (OF-S2) and rate of fire (OF-S3, OF-S4), picking out
 * (OF-S7), hit allocation (OF-S6), and the effect of each hit (OF-S8..
 * OF-S11, OF-S14..OF-S17).
 */
#include <stdarg.h>
#include <stdio.h>

#include "fow_internal.h"

static const fow_weapon *weapon_of(const wg_game *g, int team, int slot)
{
    return &fow_d(g)->weapon[fow_type_of(g, team)->slot[slot].weapon];
}

static wg_tab_point center(const wg_game *g, int team)
{
    wg_tab_point p = { fow_ct(g, team)->x, fow_ct(g, team)->y };
    return p;
}

static int platoon_pinned(const wg_game *g, int team)
{
    return (fow_cp(g, fow_d(g)->team[team].platoon)->flags & FOW_P_PINNED) != 0;
}

/* ------------------------------------------------------------ targets */

/*
 * What the validity of a weapon's target asks of the shooter and its weapon,
 * the same for every team it is asked about: the scans over a platoon's
 * teams look them up once, not through the type and weapon tables (a chain
 * of loads) for each team.
 */
typedef struct weapon_aim {
    int shooter, player;
    int tanks_only;     /* FOW_W_NO_HE: only a tank may be its target */
    int front_only;     /* hull or front mount: only teams in front of the shooter (OF-S5) */
    int32_t range;      /* table units */
    wg_tab_point at;    /* the shooter's centre and reach, for the range */
    fow_reach reach;
} weapon_aim;

static weapon_aim weapon_aim_of(const wg_game *g, int shooter, int slot)
{
    const fow_data *d = fow_d(g);
    const fow_weapon *w = weapon_of(g, shooter, slot);
    int mount = fow_type_of(g, shooter)->slot[slot].mount;
    weapon_aim a = { shooter, d->team[shooter].player, (w->notes & FOW_W_NO_HE) != 0,
                     mount == FOW_MOUNT_HULL || mount == FOW_MOUNT_FRONT, fow_dist(d, w->range),
                     fow_center(g, shooter), fow_reach_of(g, shooter) };
    return a;
}

void fow_sight_init(fow_sight *s)
{
    s->open = s->seen = s->front = -1;
    s->within = INT64_MAX;
    s->beyond = INT64_MIN;
}

/* A range the sight s (or NULL) settles: 1 within, 0 beyond, -1 not known.
 * Within a range, the bases are within every longer one. */
static inline int sight_settles(const fow_sight *s, int32_t range)
{
    if (!s)
        return -1;
    return range >= s->within ? 1 : range <= s->beyond ? 0 : -1;
}

/* A measured range kept in the sight s (or NULL). */
static inline int sight_keep(fow_sight *s, int32_t range, int within)
{
    if (s) {
        if (within)
            s->within = range;
        else
            s->beyond = range;
    }
    return within;
}

/* Are the shooter's and the team's bases within `range`? (fow_shapes_within_dist,
 * kept in the sight s or NULL.) */
static inline int sight_within(const wg_game *g, fow_shapes *c, int shooter, int team,
                               int32_t range, fow_sight *s)
{
    int known = sight_settles(s, range);
    if (known >= 0)
        return known;
    return sight_keep(s, range, fow_shapes_within_dist(g, c, shooter, team, range));
}

/* Is the team within the aimed weapon's range? (sight_within, with the
 * shooter's centre and reach as the aim keeps them.) */
static inline int aim_within(const wg_game *g, fow_shapes *c, const weapon_aim *a, int team,
                             fow_sight *s)
{
    int in_range = sight_settles(s, a->range);
    if (in_range >= 0)
        return in_range;
    in_range = fow_centres_settle(a->at, a->reach, fow_center(g, team), fow_reach_of(g, team),
                                  a->range);
    if (in_range < 0)
        in_range = fow_shapes_within_exact(g, c, a->shooter, team, a->range);
    return sight_keep(s, a->range, in_range);
}

/* fow_can_see, kept in the sight s (or NULL). */
static inline int sight_sees(const wg_game *g, int shooter, int team, fow_sight *s)
{
    if (!s)
        return fow_can_see(g, shooter, team);
    if (s->seen < 0)
        s->seen = fow_can_see(g, shooter, team);
    return s->seen;
}

/* Whatever the weapon: a live enemy, and (OF-A4) charging within 8"/20cm in
 * defensive fire. Kept in the sight s (or NULL). */
static inline int target_open(const wg_game *g, fow_shapes *c, int shooter, int team,
                              fow_sight *s)
{
    if (s && s->open >= 0)
        return s->open;
    const fow_data *d = fow_d(g);
    int open = fow_alive(g, team) && d->team[team].player != d->team[shooter].player &&
               (!fow_ch(g)->defensive ||
                ((fow_ct(g, team)->flags & WG_FOW_TEAM_CHARGED) &&
                 sight_within(g, c, shooter, team, fow_dist(d, FOW_D8), s)));
    if (s)
        s->open = open;
    return open;
}

/* Is the team's centre in front of the shooter's base? Kept in the sight s (or NULL). */
static inline int target_in_front(const wg_game *g, fow_shapes *c, int shooter, int team,
                                  fow_sight *s)
{
    if (s && s->front >= 0)
        return s->front;
    int front = fow_in_front(fow_shapes_get(g, c, shooter), center(g, team));
    if (s)
        s->front = front;
    return front;
}

/* aim_valid for a team open to fire (target_open): what the weapon decides. */
static inline int valid_aimed(const wg_game *g, fow_shapes *c, const weapon_aim *a, int team,
                              fow_sight *s)
{
    if (a->tanks_only && fow_type_of(g, team)->kind != WG_FOW_TANK)
        return 0;
    /* range before the arc: most teams are out of range, which the centres
     * alone settle, and the arc needs the shooter's base */
    if (!aim_within(g, c, a, team, s))
        return 0;
    if (a->front_only && !target_in_front(g, c, a->shooter, team, s))
        return 0;
    return sight_sees(g, a->shooter, team, s);
}

/* OF-S1, OF-S5, OF-S12, OF-G5: may the aimed weapon's hit land on `team`?
 * The bases are measured on the kept shapes `c`; what does not depend on
 * the weapon is kept in the sight s (or NULL), for the shooter's other
 * weapons. */
static inline int aim_valid(const wg_game *g, fow_shapes *c, const weapon_aim *a, int team,
                            fow_sight *s)
{
    return target_open(g, c, a->shooter, team, s) && valid_aimed(g, c, a, team, s);
}

/* The weapon is looked up only for a team open to fire: most listings ask of many that
 * are not. */
static int valid_target(const wg_game *g, fow_shapes *c, int shooter, int slot, int team)
{
    if (!target_open(g, c, shooter, team, NULL))
        return 0;
    weapon_aim a = weapon_aim_of(g, shooter, slot);
    return valid_aimed(g, c, &a, team, NULL);
}

int fow_valid_target(const wg_game *g, int shooter, int slot, int team)
{
    fow_shapes c;
    fow_shapes_init(&c);
    return valid_target(g, &c, shooter, slot, team);
}

int fow_valid_target_kept(const wg_game *g, fow_shapes *c, int shooter, int slot, int team)
{
    return valid_target(g, c, shooter, slot, team);
}

int fow_valid_targets_sight(const wg_game *g, fow_shapes *c, int shooter, int slot, int first,
                            int n, fow_sight *sight, uint8_t *valid)
{
    weapon_aim a = weapon_aim_of(g, shooter, slot);
    int any = 0;
    for (int i = 0; i < n; i++) {
        valid[i] = (uint8_t)aim_valid(g, c, &a, first + i, &sight[i]);
        any |= valid[i];
    }
    return any;
}

int fow_first_valid_target(const wg_game *g, fow_shapes *c, int shooter, int slot, int platoon)
{
    const fow_platoon_def *p = &fow_d(g)->platoon[platoon];
    weapon_aim a = weapon_aim_of(g, shooter, slot);
    for (int i = p->first; i < p->first + p->count; i++)
        if (aim_valid(g, c, &a, i, NULL))
            return i;
    return -1;
}

/* ------------------------------------------------------------ rate of fire (OF-S3, OF-S4) */

int fow_declared(const wg_game *g, int team, int slot)
{
    const fow_decl *dl = fow_cdecls(g);
    for (int k = 0; k < fow_ch(g)->ndecl; k++)
        if (dl[k].team == team && (slot < 0 || dl[k].slot == slot))
            return 1;
    return 0;
}

/* The ROF of a declared weapon; *mods gets WG_FOW_MOD_MOVED / _PINNED for +1 to hit. */
int fow_rof(const wg_game *g, int shooter, int slot, int32_t *mods)
{
    const fow_type *t = fow_type_of(g, shooter);
    const fow_weapon *w = weapon_of(g, shooter, slot);
    uint32_t f = (uint32_t)fow_ct(g, shooter)->flags;
    int moved = (f & (WG_FOW_TEAM_MOVED | WG_FOW_TEAM_DUG_THIS_TURN)) != 0;
    if (fow_ch(g)->defensive)
        moved = 0; /* defensive fire is always from the halt (OF-A4) */
    int pinned = t->kind != WG_FOW_TANK && platoon_pinned(g, shooter);
    *mods = 0;
    if (t->kind == WG_FOW_TANK && w->fire == FOW_FIRE_VEHICLE_MG) {
        const fow_decl *dl = fow_cdecls(g);
        int first_mg = -1;
        for (int k = 0; k < fow_ch(g)->ndecl; k++) {
            if (dl[k].team != shooter)
                continue;
            if (t->slot[dl[k].slot].main)
                return 1; /* with the main gun, every MG is ROF 1 */
            if (first_mg < 0 && weapon_of(g, shooter, dl[k].slot)->fire == FOW_FIRE_VEHICLE_MG)
                first_mg = dl[k].slot;
        }
        return first_mg < 0 || first_mg == slot ? w->rof : 1; /* moving or not */
    }
    if (w->fire == FOW_FIRE_VEHICLE_MG)
        return w->rof;
    if (w->fire == FOW_FIRE_SMG_TEAM)
        return pinned ? 1 : w->rof;
    if (w->fire == FOW_FIRE_MG_TEAM && pinned)
        return w->rof < 2 ? w->rof : 2;
    if (moved || pinned) {
        if (w->rof >= 2)
            return 1;
        *mods = moved ? WG_FOW_MOD_MOVED : WG_FOW_MOD_PINNED;
    }
    return w->rof;
}

/* ------------------------------------------------------------ the score to hit (OF-S2) */

static int base_to_hit(const wg_game *g, int platoon)
{
    return 4 - fow_d(g)->platoon[platoon].skill; /* Veteran 4+, Trained 3+, Conscript 2+ */
}

/* The score for one target team, with its modifiers; the bases are kept in `c`. With
 * `beat` (a score already found, or 0) only a score below it is exact: one that cannot
 * beat it comes back early, as it is no use to the caller. */
static int team_to_hit(const wg_game *g, fow_shapes *c, int shooter, int team, int beat,
                       int32_t *mods, fow_sight *s)
{
    int need = base_to_hit(g, fow_d(g)->team[team].platoon);
    *mods = 0;
    if (!sight_within(g, c, shooter, team, fow_dist(fow_d(g), FOW_D16), s)) {
        need++;
        *mods |= WG_FOW_MOD_LONG_RANGE;
    }
    if (beat && need >= beat)
        return need; /* concealment only adds: the team cannot beat `beat`, so cover is unasked */
    if (fow_concealed_kept(g, c, team, shooter)) {
        need++;
        *mods |= WG_FOW_MOD_CONCEALED;
        if (fow_gone_to_ground(g, team)) {
            need++;
            *mods |= WG_FOW_MOD_GONE_TO_GROUND;
        }
    }
    return need;
}

/*
 * OF-S2: the easiest team to hit among the platoon's teams the shooter can
 * see ("the more easily spotted teams give away the positions of their
 * concealed comrades"), whether or not this weapon can hit that team; the
 * weapon needs a team it can hit, or it cannot shoot the platoon at all.
 */
int fow_to_hit(const wg_game *g, int shooter, int slot, int platoon, int32_t *mods)
{
    fow_shapes c;
    fow_shapes_init(&c);
    return fow_to_hit_kept(g, &c, shooter, slot, platoon, mods, NULL, NULL);
}

/* The slot counts only in which teams it can hit and fow_rof's modifier: the
 * odds (odds.c, to_hit) keep the rest of the score for the team's other weapons. */
int fow_to_hit_kept(const wg_game *g, fow_shapes *c, int shooter, int slot, int platoon,
                    int32_t *mods, uint8_t *valid, fow_sight *sight)
{
    const fow_platoon_def *p = &fow_d(g)->platoon[platoon];
    int best = 0, can_hit = 0, easiest = base_to_hit(g, platoon);
    int32_t bm = 0, rm;
    weapon_aim a = weapon_aim_of(g, shooter, slot);
    for (int i = p->first; i < p->first + p->count; i++) {
        fow_sight *si = sight ? &sight[i - p->first] : NULL;
        int32_t m, ok = aim_valid(g, c, &a, i, si);
        if (valid)
            valid[i - p->first] = (uint8_t)ok;
        if (ok)
            can_hit = 1;
        if (best == easiest)
            continue; /* no team's score beats the unmodified one: sight and cover unasked */
        if (!ok && (!fow_alive(g, i) || !sight_sees(g, shooter, i, si)))
            continue;
        int need = team_to_hit(g, c, shooter, i, best, &m, si);
        if (!best || need < best) {
            best = need;
            bm = m;
        }
    }
    if (!can_hit)
        return WG_EILLEGAL;
    fow_rof(g, shooter, slot, &rm);
    if (rm)
        best++;
    if (mods)
        *mods = bm | rm;
    return best;
}

/*
 * wg_fow_to_hit: no score for a team that cannot shoot this turn in any step
 * (destroyed, bailed out, bogged, moved while pinned, pinned and dug in);
 * shooter_problem refuses its declarations for the same reasons.
 */
int fow_to_hit_query(const wg_game *g, int shooter, int slot, int platoon, int32_t *mods)
{
    uint32_t fl = (uint32_t)fow_ct(g, shooter)->flags;
    if (!(fl & WG_FOW_TEAM_ALIVE) ||
        (fl & (WG_FOW_TEAM_BAILED_OUT | WG_FOW_TEAM_BOGGED | WG_FOW_TEAM_MOVED_PINNED)) ||
        (platoon_pinned(g, shooter) && (fl & WG_FOW_TEAM_DUG_THIS_TURN)))
        return WG_EILLEGAL;
    return fow_to_hit(g, shooter, slot, platoon, mods);
}

/* ------------------------------------------------------------ declaring */

/* Why `team` cannot shoot now, whatever the weapon (OF-S1, OF-S3, OF-S16, OF-M4, OF-M7,
 * OF-M8), or 0. */
static int shooter_problem(const wg_game *g, int team, char *why, size_t cap)
{
    const fow_data *d = fow_d(g);
    const fow_hdr *h = fow_ch(g);
    if (team < 0 || team >= d->nteams || d->team[team].player != wg_ccore(g)->active)
        return fow_refuse(why, cap, "no team of the shooting player named");
    const char *name = d->team[team].name;
    uint32_t fl = (uint32_t)fow_ct(g, team)->flags;
    int platoon = d->team[team].platoon;
    if (!(fl & WG_FOW_TEAM_ALIVE))
        return fow_refuse(why, cap, "%s is destroyed", name);
    if (fl & WG_FOW_TEAM_BAILED_OUT)
        return fow_refuse(why, cap, "%s is bailed out (OF-S16)", name);
    if (fl & WG_FOW_TEAM_BOGGED)
        return fow_refuse(why, cap, "%s is bogged down (OF-M4)", name);
    if (h->shooter_platoon >= 0 && h->shooter_platoon != platoon)
        return fow_refuse(why, cap, "shoot one platoon at a time (OF-S1)");
    if (fow_cp(g, platoon)->flags & FOW_P_SHOT)
        return fow_refuse(why, cap, "%s has already shot this step", d->platoon[platoon].name);
    if (fl & WG_FOW_TEAM_MOVED_PINNED)
        return fow_refuse(why, cap, "%s moved while pinned down and cannot shoot (OF-M7, OF-S3)", name);
    if (platoon_pinned(g, team) && (fl & WG_FOW_TEAM_DUG_THIS_TURN))
        return fow_refuse(why, cap, "a pinned platoon that digs in cannot shoot (OF-M8)");
    if (h->ndecl >= d->max_decl)
        return fow_refuse(why, cap, "too many weapons declared");
    return 0;
}

/* Why a team that may shoot cannot fire weapon `slot` now, whatever the target (OF-S4,
 * OF-S13), or 0. */
static int weapon_problem(const wg_game *g, int team, int slot, char *why, size_t cap)
{
    const char *name = fow_d(g)->team[team].name;
    uint32_t fl = (uint32_t)fow_ct(g, team)->flags;
    const fow_type *t = fow_type_of(g, team);
    if (slot < 0 || slot >= t->nslots)
        return fow_refuse(why, cap, "%s has no weapon %d", name, slot);
    const fow_weapon *w = weapon_of(g, team, slot);
    if (w->range.in <= 0 && w->range.cm <= 0)
        return fow_refuse(why, cap, "%s is used only in assaults", w->name);
    int fires = fow_declared(g, team, -1); /* some weapon: most often none, and then not this one */
    if (fires && fow_declared(g, team, slot))
        return fow_refuse(why, cap, "%s already fires its %s", name, w->name);
    if ((w->notes & FOW_W_NO_FIRE_IF_MOVED) &&
        (fl & (WG_FOW_TEAM_MOVED | WG_FOW_TEAM_DUG_THIS_TURN)))
        return fow_refuse(why, cap, "%s cannot fire if its team moved (OF-S13)", w->name);
    if (t->kind != WG_FOW_TANK && fires)
        return fow_refuse(why, cap, "%s fires one weapon", name);
    if (t->kind == WG_FOW_TANK && fires) {
        for (int k = 0; k < t->nslots; k++)
            if (t->slot[k].main && t->slot[k].mount == FOW_MOUNT_HULL)
                return fow_refuse(why, cap, "%s has a hull-mounted main gun: it fires it or its "
                              "MG, not both (OF-S4)", name);
    }
    return 0;
}

/* Why a weapon that may fire cannot fire at the platoon of `target` (OF-S1, OF-S12), or 0;
 * whether a team of it is a valid target is asked last, apart. */
static int target_problem(const wg_game *g, int team, int slot, int target, char *why, size_t cap)
{
    const fow_data *d = fow_d(g);
    const fow_hdr *h = fow_ch(g);
    const fow_weapon *w = weapon_of(g, team, slot);
    if (target < 0 || target >= d->nteams || d->team[target].player == d->team[team].player)
        return fow_refuse(why, cap, "the target must be an enemy team");
    int tp = d->team[target].platoon;
    if (!fow_platoon_alive(g, tp))
        return fow_refuse(why, cap, "%s is destroyed", d->platoon[tp].name);
    const fow_decl *dl = fow_cdecls(g);
    for (int k = 0; k < h->ndecl; k++)
        if (dl[k].team == team && dl[k].platoon != tp)
            return fow_refuse(why, cap, "a tank fires all its weapons at one platoon (OF-S1)");
    if (w->notes & FOW_W_NO_HE) {
        const fow_platoon_def *p = &d->platoon[tp];
        for (int i = p->first; i < p->first + p->count; i++)
            if (fow_alive(g, i) && fow_type_of(g, i)->kind != WG_FOW_TANK)
                return fow_refuse(why, cap, "%s has no HE: it cannot shoot at infantry or guns "
                              "(OF-S12)", w->name);
    }
    return 0;
}

/*
 * OF-X12: value 1 turns the turret to the target team itself ("rotate the team
 * or its turret so that its weapons are pointing at its target"), which this
 * weapon must be able to hit; value 0 leaves the engine to turn it to the
 * nearest such team. Only a turret weapon turns anything.
 */
int fow_aim_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    if (a->value == 0)
        return 0;
    if (a->value != 1)
        return fow_refuse(why, cap, "value is 1 (turn the turret to the target team) or 0 (to the "
                      "nearest) (OF-X12)");
    const fow_type *t = fow_type_of(g, a->unit);
    if (!t->turret || t->slot[a->weapon].mount != FOW_MOUNT_TURRET)
        return fow_refuse(why, cap, "only a turret weapon is turned to a chosen team (OF-X12)");
    if (!fow_valid_target(g, a->unit, a->weapon, a->target))
        return fow_refuse(why, cap, "the turret turns to a team this weapon can hit: in range, in "
                      "sight and in its field of fire (OF-X12)");
    return 0;
}

int fow_declare_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    const fow_data *d = fow_d(g);
    const wg_frame *f = wg_ctop(g);
    if (!f || f->kind != FOW_K_FIRE)
        return fow_refuse(why, cap, "not the Shooting Step");
    int team = a->unit;
    if (shooter_problem(g, team, why, cap) || weapon_problem(g, team, a->weapon, why, cap) ||
        target_problem(g, team, a->weapon, a->target, why, cap))
        return 1;
    int tp = d->team[a->target].platoon;
    fow_shapes c;
    fow_shapes_init(&c);
    if (fow_first_valid_target(g, &c, team, a->weapon, tp) < 0)
        return fow_refuse(why, cap, "no team of %s is in range, in sight and in the field of fire "
                      "of %s (OF-S1, OF-S5, OF-G5)", d->platoon[tp].name,
                      weapon_of(g, team, a->weapon)->name);
    return fow_aim_problem(g, a, why, cap);
}

void fow_apply_declare(wg_game *g, const wg_action *a)
{
    fow_hdr *h = fow_h(g);
    fow_decl *dl = fow_decl_append(g);
    dl->team = a->unit;
    dl->slot = a->weapon;
    dl->platoon = fow_d(g)->team[a->target].platoon;
    dl->aim = a->value == 1 ? a->target : -1;
    h->shooter_platoon = fow_d(g)->team[a->unit].platoon;
    wg_frame *f = wg_top(g);
    f->pending = h->ndecl;
    f->unit = fow_command_team(g, h->shooter_platoon);
    wg_event ev = wg_event_make(WG_EV_DECLARED);
    ev.unit = a->unit;
    ev.weapon = a->weapon;
    ev.target = a->target;
    ev.player = wg_ccore(g)->active;
    wg_emit(g, &ev);
}

/* ------------------------------------------------------------ allocation (OF-S6, OF-S7) */

/* Can a team of type `pick_type` in `platoon` take this weapon's hit (OF-S7)? */
int fow_pick_possible(const wg_game *g, int shooter, int slot, int platoon, int pick_type)
{
    const fow_data *d = fow_d(g);
    if (pick_type < 0)
        return 0;
    const fow_platoon_def *p = &d->platoon[platoon];
    for (int i = p->first; i < p->first + p->count; i++)
        if (d->team[i].type == pick_type && fow_valid_target(g, shooter, slot, i))
            return 1;
    return 0;
}

/* Is the hit really picked out: a team of the named type can take it? */
static int picked(const wg_game *g, const fow_hit *hit)
{
    return hit->picked &&
           fow_pick_possible(g, hit->shooter, hit->slot, hit->platoon, fow_ch(g)->pick_type);
}

/* OF-S6's key from its parts: whether the shooter is within 16"/40cm, and the
 * target's base when it is a tank showing it a side to compare (NULL otherwise). */
static int precedence_key(const wg_game *g, int team, int shooter, int bulletproof, int near,
                          const wg_tab_shape *base)
{
    int key = 0;
    if (fow_gone_to_ground(g, team))
        key |= 16;
    if (fow_type_of(g, team)->kind == WG_FOW_TANK && !fow_operational(g, team))
        key |= 8;
    if (!near)
        key |= 4;
    if (bulletproof)
        key |= 2;
    if (base && fow_in_front(base, center(g, shooter)))
        key |= 1;
    return key;
}

/* Does a tank's front count for its precedence? Not in defensive fire: always side armour. */
static int precedence_front_asked(const wg_game *g, int team)
{
    return fow_type_of(g, team)->kind == WG_FOW_TANK && !fow_ch(g)->defensive;
}

/* Precedence key, lower first (OF-S6): gone to ground, not operational,
 * beyond 16"/40cm, bulletproof, tank showing its front; on the kept bases
 * c, with fow_bulletproof(g, team, shooter) known (the odds and the
 * allocation ask both). */
int fow_precedence_covered(const wg_game *g, fow_shapes *c, int team, int shooter,
                           int bulletproof, fow_sight *s)
{
    return precedence_key(g, team, shooter, bulletproof,
                          sight_within(g, c, shooter, team, fow_dist(fow_d(g), FOW_D16), s),
                          precedence_front_asked(g, team) ? fow_shapes_get(g, c, team) : NULL);
}

/*
 * OF-S6 on one platoon's teams (indices 0..n-1), for one hit: valid[j] says
 * the hit may go to team j (its own shooter can hit it; of the picked type
 * for a picked hit), key[j] its precedence and count[j] the hits of the
 * same class it has. Returns -1 if team j may take the hit, else a team
 * that must take one first; *fewer says why (it has fewer hits).
 */
int fow_allocation_blocker(int n, const int *valid, const int *key, const int *count, int j,
                           int *fewer)
{
    for (int i = 0; i < n; i++) {
        if (i == j || !valid[i])
            continue;
        *fewer = count[i] < count[j];
        if (*fewer || (count[i] == count[j] && key[i] < key[j]))
            return i;
    }
    return -1;
}

/* The team the automatic allocation gives a hit (the first one allowed), or -1:
 * the first that no other blocks, which is the first of the fewest hits and
 * then the lowest key (one pass, where asking each team's blocker took n). */
int fow_allocation_first(int n, const int *valid, const int *key, const int *count)
{
    int best = -1;
    for (int j = 0; j < n; j++)
        if (valid[j] && (best < 0 || fow_allocation_before(count[j], key[j], count[best],
                                                           key[best])))
            best = j;
    return best;
}

/* fow_allocation_first on the odds' tallies as they keep them: the teams that
 * may take the hit as bits (bit j: team j), their counts as bytes. Only those
 * teams are visited, in order, and no counts are copied first. */
int fow_allocation_first_bits(unsigned valid, const int *key, const uint8_t *count)
{
    int best = -1;
    for (; valid; valid &= valid - 1) {
        int j = __builtin_ctz(valid);
        if (best < 0 || fow_allocation_before(count[j], key[j], count[best], key[best]))
            best = j;
    }
    return best;
}

/* The tables fow_allocation_blocker reads, for hit `hit` of the group. */
/* Its valid[] and key[]: what the hit's shooter, weapon and pick (pk) decide,
 * measured on the bases kept in c, as the odds measure them. */
static void allocation_targets(const wg_game *g, fow_shapes *c, const fow_hit *x, int pk,
                               int *valid, int *key)
{
    const fow_data *d = fow_d(g);
    const fow_hdr *h = fow_ch(g);
    const fow_platoon_def *p = &d->platoon[h->group];
    weapon_aim a = weapon_aim_of(g, x->shooter, x->slot);
    for (int i = 0; i < p->count; i++) {
        int team = p->first + i;
        valid[i] = aim_valid(g, c, &a, team, NULL) &&
                   (!pk || d->team[team].type == h->pick_type);
        key[i] = valid[i] ? fow_precedence_covered(g, c, team, x->shooter,
                                                   fow_bulletproof_kept(g, c, team, x->shooter),
                                                   NULL)
                          : 0;
    }
}

/* Its count[]: the hits of the class pk each team has taken. */
static void allocation_counts(const wg_game *g, int pk, int *count)
{
    const fow_hdr *h = fow_ch(g);
    const fow_hit *hs = fow_chits(g);
    const fow_platoon_def *p = &fow_d(g)->platoon[h->group];
    for (int i = 0; i < p->count; i++)
        count[i] = 0;
    for (int k = 0; k < h->nhits; k++)
        if (hs[k].platoon == h->group && hs[k].team >= 0 && picked(g, &hs[k]) == pk)
            count[hs[k].team - p->first]++;
}

static void allocation_tables(const wg_game *g, int hit, int *valid, int *key, int *count)
{
    const fow_hit *x = &fow_chits(g)[hit];
    int pk = picked(g, x);
    fow_shapes c;
    fow_shapes_init(&c);
    allocation_targets(g, &c, x, pk, valid, key);
    allocation_counts(g, pk, count);
}

/* Why `team` may not take hit `hit`, which waits for allocation, or 0; the
 * hit's tables (allocation_tables) are given. */
static int allocation_refusal(const wg_game *g, int hit, int team, const int *valid,
                              const int *key, const int *count, char *why, size_t cap)
{
    const fow_data *d = fow_d(g);
    const fow_hdr *h = fow_ch(g);
    const fow_hit *x = &fow_chits(g)[hit];
    const fow_platoon_def *p = &d->platoon[h->group];
    if (team < 0 || team >= d->nteams || d->team[team].platoon != h->group)
        return fow_refuse(why, cap, "the hit must go to a team of %s", p->name);
    if (!valid[team - p->first]) { /* not a valid target, or not of the picked-out type */
        if (!why)
            return 1; /* refused: only the words tell the two apart, and none are wanted */
        if (h->pick_type < 0 || !fow_valid_target(g, x->shooter, x->slot, team))
            return fow_refuse(why, cap, "%s is not a valid target for that hit (range, sight, field "
                          "of fire)", d->team[team].name);
        return fow_refuse(why, cap, "a picked-out hit must go to a %s (OF-S7)",
                      d->type[h->pick_type].name);
    }
    int fewer, i = fow_allocation_blocker(p->count, valid, key, count, team - p->first, &fewer);
    if (i < 0)
        return 0;
    if (fewer)
        return fow_refuse(why, cap, "hits go evenly: %s must take one first (OF-S6)",
                      d->team[p->first + i].name);
    return fow_refuse(why, cap, "%s must be hit before %s (OF-S6)", d->team[p->first + i].name,
                  d->team[team].name);
}

/* Why hit `hit` cannot be allocated now at all, or 0. */
static int hit_not_waiting(const wg_game *g, int hit, char *why, size_t cap)
{
    const fow_hdr *h = fow_ch(g);
    const wg_frame *f = wg_ctop(g);
    if (!f || f->kind != FOW_K_ALLOCATE)
        return fow_refuse(why, cap, "no hits to allocate");
    if (hit < 0 || hit >= h->nhits)
        return fow_refuse(why, cap, "no hit %d", hit);
    const fow_hit *x = &fow_chits(g)[hit];
    if (x->platoon != h->group || x->team >= 0)
        return fow_refuse(why, cap, "hit %d is not waiting for allocation", hit);
    return 0;
}

int fow_allocate_problem(const wg_game *g, int hit, int team, char *why, size_t cap)
{
    if (hit_not_waiting(g, hit, why, cap))
        return 1;
    int valid[FOW_MAX_PLATOON_TEAMS], key[FOW_MAX_PLATOON_TEAMS], count[FOW_MAX_PLATOON_TEAMS];
    allocation_tables(g, hit, valid, key, count);
    return allocation_refusal(g, hit, team, valid, key, count, why, cap);
}

static void push_next_group(wg_game *g);

/* ------------------------------------------------------------ effects */

int fow_firepower_test(wg_game *g, const fow_weapon *w, int shooter, int target, int mods)
{
    fow_emit_score(g, WG_FOW_ROLL_FIREPOWER, w->firepower, w->firepower, mods, shooter, target);
    return wg_roll_die(g, 6, WG_FOW_ROLL_FIREPOWER, w->firepower, shooter, target) >=
           w->firepower;
}

fow_flank fow_hit_flank(const wg_game *g, int shooter, int team)
{
    const fow_type *t = fow_type_of(g, team);
    wg_tab_shape hull;
    fow_shape(g, team, &hull);
    wg_tab_point s = center(g, shooter), c = center(g, team);
    fow_flank f = { fow_in_front(&hull, s), 0, 0 };
    if (fow_ch(g)->defensive) {
        f.front = 0; /* OF-A4: defensive fire hits a charging tank's side armour */
    } else if (t->turret) {
        wg_tab_dir td = wg_tab_dir_from_angle(fow_ct(g, team)->turret);
        int64_t dot = ((int64_t)s.x - c.x) * td.x + ((int64_t)s.y - c.y) * td.y;
        f.turret_front = dot >= 0;
        f.roll = f.turret_front != f.front;
    }
    return f;
}

int fow_hit_armour(const wg_game *g, int shooter, int team, int front, int *bonus, int32_t *mods)
{
    const fow_type *t = fow_type_of(g, team);
    *mods = front ? 0 : WG_FOW_MOD_SIDE;
    *bonus = 0;
    if (!fow_within(g, shooter, team, FOW_D16)) {
        *bonus = 1;
        *mods |= WG_FOW_MOD_LONG_RANGE;
    }
    return front ? t->front : t->side;
}

int fow_schurzen(const wg_game *g, int shooter, int slot, int team, int front)
{
    return !front && (fow_type_of(g, team)->notes & FOW_T_SCHURZEN) &&
           (weapon_of(g, shooter, slot)->notes & FOW_W_SCHURZEN_STOPS);
}

int fow_armour_result(int total, int anti_tank, int firepower_passed, int was_bailed)
{
    int res;
    if (total > anti_tank)
        return WG_FOW_NO_EFFECT;
    if (total == anti_tank)
        res = firepower_passed ? WG_FOW_BAILED_OUT : WG_FOW_NO_EFFECT;
    else
        res = firepower_passed ? WG_FOW_DESTROYED : WG_FOW_BAILED_OUT;
    if (res == WG_FOW_BAILED_OUT && was_bailed)
        res = WG_FOW_DESTROYED; /* bailed out again (OF-S16, interpretation) */
    return res;
}

/* OF-S8..OF-S11, OF-S16: a hit on a tank. */
static int tank_effect(wg_game *g, const fow_hit *x, int32_t *total, int32_t *mods)
{
    const fow_weapon *w = weapon_of(g, x->shooter, x->slot);
    fow_flank fl = fow_hit_flank(g, x->shooter, x->team);
    int front = fl.front, turret = 0;
    if (fl.roll) {
        fow_emit_score(g, WG_FOW_ROLL_HULL_TURRET, 4, 4, 0, x->shooter, x->team);
        turret = wg_roll_die(g, 6, WG_FOW_ROLL_HULL_TURRET, 4, x->shooter, x->team) >= 4;
        if (turret)
            front = fl.turret_front;
    }
    wg_event fe = wg_event_make(WG_FOW_EV_FLANK);
    fe.unit = x->shooter;
    fe.target = x->team;
    fe.value = !front;
    fe.extra = turret;
    wg_emit(g, &fe);
    int bonus, armour = fow_hit_armour(g, x->shooter, x->team, front, &bonus, mods);
    int need = w->anti_tank + 1 - armour - bonus; /* the roll that bounces the shot */
    fow_emit_score(g, WG_FOW_ROLL_ARMOUR_SAVE, need, armour, *mods, x->team, x->shooter);
    *total = wg_roll_die(g, 6, WG_FOW_ROLL_ARMOUR_SAVE, need, x->team, x->shooter) + armour + bonus;
    if (*total > w->anti_tank)
        return WG_FOW_NO_EFFECT;
    if (fow_schurzen(g, x->shooter, x->slot, x->team, front)) {
        fow_emit_score(g, WG_FOW_ROLL_SCHURZEN, 4, 4, *mods, x->team, x->shooter);
        if (wg_roll_die(g, 6, WG_FOW_ROLL_SCHURZEN, 4, x->team, x->shooter) >= 4)
            return WG_FOW_SAVED;
    }
    int fp = fow_firepower_test(g, w, x->shooter, x->team, 0);
    return fow_armour_result(*total, w->anti_tank, fp,
                             (fow_ct(g, x->team)->flags & WG_FOW_TEAM_BAILED_OUT) != 0);
}

int fow_soft_save(const wg_game *g, int team, int32_t *mods)
{
    int kind = fow_type_of(g, team)->kind;
    int need = 3;
    *mods = 0;
    if (kind != WG_FOW_INFANTRY && !fow_gone_to_ground(g, team))
        need = 5;
    if (kind != WG_FOW_INFANTRY && need == 3)
        *mods |= WG_FOW_MOD_GONE_TO_GROUND;
    return need;
}

/* OF-S14, OF-S15: a hit on infantry or a gun. */
static int soft_effect(wg_game *g, const fow_hit *x, int32_t *mods)
{
    const fow_weapon *w = weapon_of(g, x->shooter, x->slot);
    int kind = fow_type_of(g, x->team)->kind;
    int purpose = kind == WG_FOW_INFANTRY ? WG_FOW_ROLL_INFANTRY_SAVE : WG_FOW_ROLL_GUN_SAVE;
    int need = fow_soft_save(g, x->team, mods);
    fow_emit_score(g, purpose, need, need, *mods, x->team, x->shooter);
    if (wg_roll_die(g, 6, purpose, need, x->team, x->shooter) >= need)
        return WG_FOW_SAVED;
    if (!fow_bulletproof(g, x->team, x->shooter))
        return WG_FOW_DESTROYED;
    *mods |= WG_FOW_MOD_BULLETPROOF;
    return fow_firepower_test(g, w, x->shooter, x->team, WG_FOW_MOD_BULLETPROOF) ? WG_FOW_DESTROYED
                                                                             : WG_FOW_SAVED;
}

/* OF-A6 counts tanks, not results: a tank bailed out and then destroyed by the
 * same defensive fire is one tank. */
static void df_count_tank(wg_game *g, int team)
{
    fow_hdr *h = fow_h(g);
    int bit = team - fow_d(g)->platoon[h->ap].first;
    if (bit < 0 || bit >= 31 || (h->df_counted & (1 << bit)))
        return;
    h->df_counted |= 1 << bit;
    h->df_tanks++;
}

static void hit_effect(wg_game *g, int hit)
{
    fow_hit x = fow_hits(g)[hit];
    if (!fow_alive(g, x.team))
        return; /* an earlier hit destroyed it */
    int32_t total = 0, mods = 0;
    int res = fow_type_of(g, x.team)->kind == WG_FOW_TANK ? tank_effect(g, &x, &total, &mods)
                                                          : soft_effect(g, &x, &mods);
    wg_event ev = wg_event_make(WG_FOW_EV_EFFECT);
    ev.unit = x.shooter;
    ev.weapon = x.slot;
    ev.target = x.team;
    ev.player = fow_d(g)->team[x.team].player;
    ev.result = res;
    ev.value = total;
    ev.extra = mods;
    wg_emit(g, &ev);
    if (fow_ch(g)->defensive && fow_type_of(g, x.team)->kind == WG_FOW_TANK &&
        (res == WG_FOW_DESTROYED || res == WG_FOW_BAILED_OUT))
        df_count_tank(g, x.team);
    if (res == WG_FOW_DESTROYED)
        fow_destroy_team(g, x.team);
    else if (res == WG_FOW_BAILED_OUT)
        fow_t(g, x.team)->flags |= WG_FOW_TEAM_BAILED_OUT;
}

/* All hits on the group's platoon are allocated: pinning, then the saves. */
static void finish_group(wg_game *g)
{
    const fow_data *d = fow_d(g);
    fow_hdr *h = fow_h(g);
    int platoon = h->group, n = 0, tanks = 0;
    fow_hit *hs = fow_hits(g);
    for (int k = 0; k < h->nhits; k++)
        n += hs[k].platoon == platoon;
    const fow_platoon_def *p = &d->platoon[platoon];
    for (int i = p->first; i < p->first + p->count; i++)
        tanks += fow_type_of(g, i)->kind == WG_FOW_TANK;
    fow_pstate *ps = fow_p(g, platoon);
    ps->hits += n;
    if (h->defensive && platoon == h->ap) {
        h->df_hits += n; /* OF-A6 */
        if (n)
            ps->flags |= FOW_P_HIT;
    }
    if (!tanks && ps->hits >= 5) /* OF-S17 */
        fow_pin(g, platoon, ps->hits);
    for (int k = 0; k < fow_ch(g)->nhits; k++)
        if (fow_hits(g)[k].platoon == platoon)
            hit_effect(g, k);
    for (int k = 0; k < fow_ch(g)->nhits; k++)
        if (fow_hits(g)[k].platoon == platoon)
            fow_hits(g)[k].platoon = -1; /* done */
    fow_h(g)->group = -1;
}

void fow_apply_allocate(wg_game *g, int hit, int team)
{
    fow_hit *x = &fow_hits(g)[hit];
    x->team = team;
    wg_event ev = wg_event_make(WG_FOW_EV_ALLOCATED);
    ev.unit = x->shooter;
    ev.weapon = x->slot;
    ev.target = team;
    ev.value = hit;
    ev.player = fow_d(g)->team[team].player;
    wg_emit(g, &ev);
    wg_frame *f = wg_top(g);
    if (--f->count > 0)
        return;
    wg_pop(g);
    finish_group(g);
    push_next_group(g);
}

void fow_apply_auto_allocate(wg_game *g)
{
    const fow_data *d = fow_d(g);
    int group = fow_ch(g)->group;
    const fow_platoon_def *p = &d->platoon[group];
    /* a hit's valid[] and key[] are those of the hit before when it has the
     * same shooter, weapon and pick: allocating moves no base and harms no
     * team until the group's last hit, when the loop ends */
    int valid[FOW_MAX_PLATOON_TEAMS], key[FOW_MAX_PLATOON_TEAMS];
    int count[FOW_MAX_PLATOON_TEAMS];
    int shooter = -1, slot = -1, pk = -1;
    fow_shapes c;
    fow_shapes_init(&c);
    for (int k = 0; k < fow_ch(g)->nhits && fow_ch(g)->group == group; k++) {
        const fow_hit *x = &fow_chits(g)[k];
        if (x->platoon != group || x->team >= 0)
            continue;
        int xpk = picked(g, x);
        if (x->shooter != shooter || x->slot != slot || xpk != pk)
            allocation_targets(g, &c, x, xpk, valid, key);
        shooter = x->shooter;
        slot = x->slot;
        pk = xpk;
        allocation_counts(g, pk, count);
        int to = fow_allocation_first(p->count, valid, key, count);
        if (to >= 0)
            to += p->first;
        /* never met: a hit always has a team the rules allow; stay safe anyway */
        for (int i = p->first; i < p->first + p->count && to < 0; i++)
            if (fow_alive(g, i))
                to = i;
        if (to < 0)
            to = p->first;
        fow_apply_allocate(g, k, to);
    }
}

/* Open the allocation of the next target platoon, or end this shooting. */
static void push_next_group(wg_game *g)
{
    const fow_data *d = fow_d(g);
    fow_hdr *h = fow_h(g);
    const fow_hit *hs = fow_chits(g);
    if (fow_check_annihilation(g))
        return;
    for (int k = 0; k < h->nhits; k++) {
        if (hs[k].platoon < 0)
            continue;
        int platoon = hs[k].platoon, n = 0;
        for (int j = 0; j < h->nhits; j++)
            n += hs[j].platoon == platoon;
        h->group = platoon;
        wg_frame *f = wg_push_kind(g, FOW_K_ALLOCATE, d->platoon[platoon].player);
        f->unit = fow_command_team(g, platoon);
        f->count = n;
        return;
    }
    h->nhits = 0;
    h->group = -1;
    h->shooter_platoon = -1;
    h->pick_type = -1;
    wg_frame *f = wg_top(g);
    if (f) {
        f->pending = 0;
        f->unit = -1;
    }
    if (h->defensive)
        fow_defensive_done(g);
}

/* ------------------------------------------------------------ resolving */

/* The nearest of the platoon's teams the weapon may hit; valid[] says
 * which those are (fow_to_hit_kept's). */
static int nearest_valid(const wg_game *g, int shooter, int platoon, const uint8_t *valid)
{
    const fow_platoon_def *p = &fow_d(g)->platoon[platoon];
    int best = -1;
    int64_t bd = 0;
    for (int i = p->first; i < p->first + p->count; i++) {
        if (!valid[i - p->first])
            continue;
        int64_t d2 = wg_tab_distance2(center(g, shooter), center(g, i));
        if (best < 0 || d2 < bd) {
            best = i;
            bd = d2;
        }
    }
    return best;
}

void fow_apply_resolve(wg_game *g, const wg_action *a)
{
    const fow_data *d = fow_d(g);
    fow_hdr *h = fow_h(g);
    h->pick_type = a->part;
    h->nhits = 0;
    /* every weapon's score and aim measure the same bases: resolving moves
     * none of them (a turret turns, the hull's base stays) */
    fow_shapes c;
    fow_shapes_init(&c);
    for (int k = 0; k < fow_ch(g)->ndecl; k++) {
        fow_decl dl = fow_decls(g)[k];
        int32_t mods = 0, rm;
        uint8_t valid[FOW_MAX_PLATOON_TEAMS];
        int need = fow_to_hit_kept(g, &c, dl.team, dl.slot, dl.platoon, &mods, valid, NULL);
        int rof = fow_rof(g, dl.team, dl.slot, &rm);
        int aim = dl.aim >= 0 && fow_valid_target_kept(g, &c, dl.team, dl.slot, dl.aim)
                      ? dl.aim
                      : nearest_valid(g, dl.team, dl.platoon, valid);
        if (aim < 0 || need < 0)
            continue; /* nothing it was declared at may be shot now: no dice, no turret turn */
        fow_emit_score(g, WG_FOW_ROLL_TO_HIT, need, base_to_hit(g, dl.platoon), mods, dl.team,
                       aim);
        int hits = 0;
        for (int r = 0; r < rof; r++) {
            int die = wg_roll_die(g, 6, WG_FOW_ROLL_TO_HIT, need, dl.team, aim);
            if (need <= 6 && die >= need && fow_ch(g)->nhits < d->max_hits) {
                fow_hit *x = fow_hit_append(g);
                x->shooter = dl.team;
                x->slot = dl.slot;
                x->platoon = dl.platoon;
                x->team = -1;
                x->picked = 0;
                x->mode = 0;
                hits++;
            }
        }
        wg_event ev = wg_event_make(WG_FOW_EV_SHOTS);
        ev.unit = dl.team;
        ev.weapon = dl.slot;
        ev.target = aim;
        ev.player = d->team[dl.team].player;
        ev.value = rof;
        ev.need = need;
        ev.result = hits;
        wg_emit(g, &ev);
        fow_tstate *s = fow_t(g, dl.team);
        if (!fow_ch(g)->defensive) /* defensive fire is not the team's own shooting */
            s->flags |= WG_FOW_TEAM_SHOT;
        if (fow_type_of(g, dl.team)->turret &&
            fow_type_of(g, dl.team)->slot[dl.slot].mount == FOW_MOUNT_TURRET)
            s->turret = wg_tab_angle_of(fow_ct(g, aim)->x - s->x, fow_ct(g, aim)->y - s->y);
    }
    h = fow_h(g);
    if (h->shooter_platoon >= 0)
        fow_p(g, h->shooter_platoon)->flags |= FOW_P_SHOT;
    h->ndecl = 0;
    if (h->pick_type >= 0) { /* OF-S7: one more die per hit, 5+ goes to the named type */
        for (int k = 0; k < fow_ch(g)->nhits; k++) {
            fow_hit *x = &fow_hits(g)[k];
            x->picked = 1;
            if (!picked(g, x)) {
                x->picked = 0;
                continue;
            }
            fow_emit_score(g, WG_FOW_ROLL_PICK_OUT, 5, 5, 0, x->shooter, -1);
            x->picked = wg_roll_die(g, 6, WG_FOW_ROLL_PICK_OUT, 5, x->shooter, -1) >= 5;
        }
    }
    push_next_group(g);
}

/* ------------------------------------------------------------ legal lists */

/* The platoons a declared weapon fires at, as bits (bit k: platoon k). */
WG_STATIC_ASSERT(FOW_MAX_PLATOONS <= 64, platoons_fit_a_word);
static uint64_t platoons_under_fire(const wg_game *g)
{
    const fow_decl *dl = fow_cdecls(g);
    uint64_t under = 0;
    for (int i = 0; i < fow_ch(g)->ndecl; i++)
        under |= UINT64_C(1) << dl[i].platoon;
    return under;
}

/* OF-S7: a RESOLVE picking out each kind of tank that stands in a platoon
 * under fire. Only the teams of those platoons are visited (a few of all). */
static void add_pick_outs(const wg_game *g, wg_sink *s)
{
    const fow_data *d = fow_d(g);
    uint64_t shown = 0; /* by type (FOW_MAX_TYPES bits): one pass over the teams, not one a type */
    for (uint64_t under = platoons_under_fire(g); under; under &= under - 1) {
        const fow_platoon_def *p = &d->platoon[__builtin_ctzll(under)];
        for (int i = p->first; i < p->first + p->count; i++) {
            int ty = d->team[i].type;
            if (d->type[ty].kind == WG_FOW_TANK && fow_alive(g, i))
                shown |= UINT64_C(1) << ty;
        }
    }
    for (int ty = 0; ty < d->ntypes; ty++)
        if ((shown >> ty) & 1) {
            wg_action a = wg_action_make(WG_ACT_RESOLVE);
            a.part = ty;
            wg_sink_add(s, &a);
        }
}

/* Where a platoon's live teams stand: the box of their centres, and the
 * furthest any of their bases reaches from its centre. */
typedef struct platoon_spread {
    int known, any;
    int32_t x0, y0, x1, y1;
    int64_t out;
} platoon_spread;

static void spread_of(const wg_game *g, int platoon, platoon_spread *s)
{
    const fow_platoon_def *p = &fow_d(g)->platoon[platoon];
    s->known = 1;
    s->any = 0;
    for (int i = p->first; i < p->first + p->count; i++) {
        if (!fow_alive(g, i))
            continue;
        const fow_tstate *t = fow_ct(g, i);
        int64_t out = fow_reach_of(g, i).out;
        if (!s->any || t->x < s->x0)
            s->x0 = t->x;
        if (!s->any || t->x > s->x1)
            s->x1 = t->x;
        if (!s->any || t->y < s->y0)
            s->y0 = t->y;
        if (!s->any || t->y > s->y1)
            s->y1 = t->y;
        if (!s->any || out > s->out)
            s->out = out;
        s->any = 1;
    }
}

/*
 * 1 if no live team of the platoon is within the weapon's range of the
 * shooter, by the centres alone: then valid_target refuses each of them on
 * range (fow_centres_settle says 0 for every one), and the listing and the
 * draw need not ask it team by team. 0 when it may be.
 */
static int platoon_out_of_range(const wg_game *g, platoon_spread *spread, int shooter, int slot,
                                int platoon)
{
    platoon_spread *s = &spread[platoon];
    if (!s->known)
        spread_of(g, platoon, s);
    if (!s->any)
        return 1;
    int32_t range = fow_dist(fow_d(g), weapon_of(g, shooter, slot)->range);
    if (range < 0 || range >= (1 << 29))
        return 0; /* fow_centres_settle leaves these to the exact test */
    const fow_tstate *t = fow_ct(g, shooter);
    int64_t dx = t->x < s->x0 ? (int64_t)s->x0 - t->x : t->x > s->x1 ? (int64_t)t->x - s->x1 : 0;
    int64_t dy = t->y < s->y0 ? (int64_t)s->y0 - t->y : t->y > s->y1 ? (int64_t)t->y - s->y1 : 0;
    int64_t far = range + fow_reach_of(g, shooter).out + s->out;
    return dx * dx + dy * dy > far * far;
}

void fow_legal_fire(const wg_game *g, wg_sink *s)
{
    const fow_data *d = fow_d(g);
    const fow_hdr *h = fow_ch(g);
    int player = wg_ccore(g)->active;
    if (h->ndecl == 0) {
        wg_action a = wg_action_make(WG_ACT_PASS);
        wg_sink_add(s, &a);
    } else {
        wg_action a = wg_action_make(WG_ACT_RESOLVE);
        wg_sink_add(s, &a);
        add_pick_outs(g, s);
    }
    fow_shapes c;
    fow_shapes_init(&c);
    platoon_spread spread[FOW_MAX_PLATOONS];
    for (int k = 0; k < d->nplatoons; k++)
        spread[k].known = 0;
    for (int i = 0; i < d->nteams; i++) {
        if (d->team[i].player != player || !fow_alive(g, i))
            continue;
        if (h->shooter_platoon >= 0 && d->team[i].platoon != h->shooter_platoon)
            continue;
        if (shooter_problem(g, i, NULL, 0))
            continue;
        for (int w = 0; w < fow_type_of(g, i)->nslots; w++) {
            if (weapon_problem(g, i, w, NULL, 0))
                continue;
            for (int k = 0; k < d->nplatoons; k++) {
                if (d->platoon[k].player == player || platoon_out_of_range(g, spread, i, w, k))
                    continue;
                int t = fow_first_valid_target(g, &c, i, w, k);
                if (t < 0 || target_problem(g, i, w, t, NULL, 0))
                    continue;
                wg_action a = wg_action_make(WG_ACT_DECLARE);
                a.unit = i;
                a.weapon = w;
                a.target = t;
                wg_sink_add(s, &a);
            }
        }
    }
}

/*
 * The random agent's draw in the Shooting Step, without the listing's test
 * of every weapon at every platoon: the listing's head (PASS, or RESOLVE and
 * its pick-outs) is always legal and is listed into `head`; then every
 * shooter that may fire has FOW_MAX_SLOTS slots per enemy platoon, one per
 * weapon. A slot drawn uniformly is kept if it holds an answer the listing
 * would give, so the draw is uniform over the legal list; after
 * WG_DRAW_TRIES refusals the agent lists instead.
 */
typedef struct fire_draw {
    wg_action head[1 + FOW_MAX_TYPES];
    int nhead, nshooters, nplatoons;
    int shooter[FOW_MAX_TEAMS];
    int platoon[FOW_MAX_PLATOONS];
    platoon_spread spread[FOW_MAX_PLATOONS]; /* by platoon number, worked out on first need */
} fire_draw;

/* Slot k, tested: 1 with *out set if it holds a legal answer. The bases
 * measured are kept in `c` for the next tries. */
static int fire_draw_one(const wg_game *g, fire_draw *w, fow_shapes *c, int k,
                         wg_action *out)
{
    if (k < w->nhead) {
        *out = w->head[k];
        return 1;
    }
    k -= w->nhead;
    int per = FOW_MAX_SLOTS * w->nplatoons;
    int team = w->shooter[k / per], slot = k % per / w->nplatoons;
    int platoon = w->platoon[k % w->nplatoons];
    if (slot >= fow_type_of(g, team)->nslots || weapon_problem(g, team, slot, NULL, 0) ||
        platoon_out_of_range(g, w->spread, team, slot, platoon))
        return 0;
    int t = fow_first_valid_target(g, c, team, slot, platoon);
    if (t < 0 || target_problem(g, team, slot, t, NULL, 0))
        return 0;
    *out = wg_action_make(WG_ACT_DECLARE);
    out->unit = team;
    out->weapon = slot;
    out->target = t;
    return 1;
}

int fow_sample_fire(const wg_game *g, uint64_t rng[4], wg_action *out)
{
    const fow_data *d = fow_d(g);
    const fow_hdr *h = fow_ch(g);
    int player = wg_ccore(g)->active;
    fire_draw w;
    wg_sink head = { w.head, 1 + FOW_MAX_TYPES, 0, -1, NULL, 0 };
    if (h->ndecl == 0) {
        wg_action a = wg_action_make(WG_ACT_PASS);
        wg_sink_add(&head, &a);
    } else {
        wg_action a = wg_action_make(WG_ACT_RESOLVE);
        wg_sink_add(&head, &a);
        add_pick_outs(g, &head);
    }
    if (head.count > head.cap)
        return 0;
    w.nhead = head.count;
    w.nshooters = w.nplatoons = 0;
    for (int k = 0; k < d->nplatoons; k++) {
        w.spread[k].known = 0;
        if (d->platoon[k].player != player)
            w.platoon[w.nplatoons++] = k;
    }
    /* the player's teams, platoon by platoon (so in order: a platoon's teams
     * follow one another): a platoon that has shot, or is not the one
     * shooting, is passed over whole, where shooter_problem would refuse
     * each of its teams */
    for (int k = 0; k < d->nplatoons; k++) {
        const fow_platoon_def *p = &d->platoon[k];
        if (p->player != player || (h->shooter_platoon >= 0 && k != h->shooter_platoon) ||
            (fow_cp(g, k)->flags & FOW_P_SHOT))
            continue;
        for (int i = p->first; i < p->first + p->count; i++)
            if (fow_alive(g, i) && !shooter_problem(g, i, NULL, 0))
                w.shooter[w.nshooters++] = i;
    }
    uint32_t slots = (uint32_t)(w.nhead + w.nshooters * FOW_MAX_SLOTS * w.nplatoons);
    fow_shapes c;
    fow_shapes_init(&c);
    for (int t = 0; t < WG_DRAW_TRIES; t++)
        if (fire_draw_one(g, &w, &c, (int)wg_agent_pick(rng, slots), out))
            return 1;
    return 0;
}

void fow_legal_allocate(const wg_game *g, wg_sink *s)
{
    const fow_data *d = fow_d(g);
    const fow_hdr *h = fow_ch(g);
    wg_action a = wg_action_make(WG_ACT_CHOOSE);
    a.value = 0;
    wg_sink_add(s, &a);
    const fow_platoon_def *p = &d->platoon[h->group];
    /* the tables once per hit, for all its teams; a hit of the same shooter,
     * weapon and pick as the one before has the same targets */
    int valid[FOW_MAX_PLATOON_TEAMS], key[FOW_MAX_PLATOON_TEAMS], count[FOW_MAX_PLATOON_TEAMS];
    const fow_hit *last = NULL;
    int last_pk = 0;
    fow_shapes c;
    fow_shapes_init(&c);
    for (int k = 0; k < h->nhits; k++) {
        if (hit_not_waiting(g, k, NULL, 0))
            continue;
        const fow_hit *x = &fow_chits(g)[k];
        int pk = picked(g, x);
        if (!last || x->shooter != last->shooter || x->slot != last->slot || pk != last_pk)
            allocation_targets(g, &c, x, pk, valid, key);
        if (!last || pk != last_pk)
            allocation_counts(g, pk, count);
        last = x;
        last_pk = pk;
        for (int i = p->first; i < p->first + p->count; i++)
            if (!allocation_refusal(g, k, i, valid, key, count, NULL, 0)) {
                a = wg_action_make(WG_ACT_ALLOCATE);
                a.target = i;
                a.value = k;
                wg_sink_add(s, &a);
            }
    }
}
