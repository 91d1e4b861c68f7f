/*
 * The fow ruleset's insides: the immutable data block (arsenal + scenario)
 * and the flat state (plain int32 arrays whose sizes come from the
 * scenario), shared by the ruleset's files.
 */
#ifndef WG_FOW_INTERNAL_H
#define WG_FOW_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "core/ruleset.h"
#include "geom/table.h"
#include "wargame/fow.h"

#define FOW_MAX_WEAPONS 64       /* weapon types */
#define FOW_MAX_TYPES 64         /* team types */
#define FOW_MAX_PTYPES 32        /* platoon types */
#define FOW_MAX_SLOTS 4          /* weapons on one team */
#define FOW_MAX_PTYPE_TEAMS 16

#define FOW_MAX_TEAMS 128
#define FOW_MAX_PLATOONS 48
#define FOW_MAX_PLATOON_TEAMS 16
#define FOW_MAX_TERRAIN 64
#define FOW_MAX_POINTS 1024      /* terrain vertices in all */
#define FOW_MAX_OBJECTIVES 8
#define FOW_MAX_ROF 5
#define FOW_CONTACT 10           /* bases within 1mm are in contact */

/* A rule distance: an inch/centimetre pair (OF-G2). */
typedef struct fow_pair {
    int32_t in, cm;
} fow_pair;

/* The pairs the book gives. */
#define FOW_D16 ((fow_pair){ 16, 40 })
#define FOW_D8 ((fow_pair){ 8, 20 })
#define FOW_D6 ((fow_pair){ 6, 15 })
#define FOW_D4 ((fow_pair){ 4, 10 })
#define FOW_D2 ((fow_pair){ 2, 5 })

enum { FOW_UNITS_INCH = 0, FOW_UNITS_CM = 1 };

/* Weapon fire classes (OF-S3, OF-S4). */
enum { FOW_FIRE_NORMAL = 0, FOW_FIRE_MG_TEAM = 1, FOW_FIRE_SMG_TEAM = 2, FOW_FIRE_VEHICLE_MG = 3 };
/* Weapon notes. */
enum {
    FOW_W_NO_HE = 1u << 0,
    FOW_W_NO_FIRE_IF_MOVED = 1u << 1,
    FOW_W_SCHURZEN_STOPS = 1u << 2
};
/* Team notes. */
enum { FOW_T_SCHURZEN = 1u << 0, FOW_T_GUN_SHIELD = 1u << 1 };
/* Mounts (OF-S5). */
enum { FOW_MOUNT_ANY = 0, FOW_MOUNT_TURRET = 1, FOW_MOUNT_HULL = 2, FOW_MOUNT_FRONT = 3 };
/* Going (OF-G4). */
enum { FOW_EASY = 0, FOW_DIFFICULT = 1, FOW_VERY_DIFFICULT = 2 };
enum { FOW_AREA = 0, FOW_LINE = 1 };

typedef struct fow_weapon {
    char key[32];
    char name[48];
    fow_pair range;            /* 0/0: assault only */
    int32_t rof, anti_tank, firepower, tank_assault;
    int32_t fire;              /* FOW_FIRE_* */
    uint32_t notes;            /* FOW_W_* */
} fow_weapon;

typedef struct fow_slot {
    int32_t weapon;            /* index into weapons */
    int32_t mount;             /* FOW_MOUNT_* */
    int32_t main;              /* the main gun (OF-S4) */
} fow_slot;

typedef struct fow_type {
    char key[32];
    char name[48];
    int32_t kind;              /* wg_fow_kind */
    fow_pair mobility;
    int32_t front, side, top;
    int32_t turret;
    int32_t half_width, half_depth; /* tenths of mm */
    int64_t reach_in, reach_out; /* fow_base_reach of that size, worked out once */
    uint32_t notes;            /* FOW_T_* */
    int32_t nslots;
    fow_slot slot[FOW_MAX_SLOTS];
} fow_type;

typedef struct fow_ptype {
    char key[32];
    char name[64];
    int32_t motivation, skill;
    int32_t nteams;
    int32_t team[FOW_MAX_PTYPE_TEAMS];
} fow_ptype;

typedef struct fow_terrain {
    char name[32];
    int32_t shape;             /* FOW_AREA / FOW_LINE */
    int32_t going;
    int32_t concealing, bulletproof, blocks_los;
    int32_t first, npoints;    /* into fow_data.point */
    int32_t x0, y0, x1, y1;    /* the box around its points */
} fow_terrain;

typedef struct fow_team_def {
    char name[48];
    int32_t player, platoon, type, command;
    int32_t x, y, facing, turret;
    uint32_t flags;            /* initial WG_FOW_TEAM_* */
    int32_t command_range;     /* its command distance (OF-M5), set when the data is read */
    int64_t reach_in, reach_out; /* its type's, copied when the data is read: fow_reach_of
                                  * is asked of every team in every scan, one load fewer */
} fow_team_def;

typedef struct fow_platoon_def {
    char name[64];
    int32_t player, motivation, skill;
    int32_t first, count;      /* its teams */
    int32_t pinned;            /* starts pinned down */
    int32_t hq;                /* only company command teams: not a platoon for OF-W1 */
    int32_t command;           /* its platoon command team (WG_FOW_CMD_PLATOON), or -1 */
} fow_platoon_def;

typedef struct fow_objective {
    int32_t x, y;
    int32_t player;            /* who must take it */
    int32_t placer;            /* missions: who places it */
    int32_t box;               /* missions: FOW_BOX_* it must be placed in */
} fow_objective;

/* Mission areas (OF-X1..OF-X4). */
enum {
    FOW_BOX_OBJ_EDGE0 = 0,     /* free-for-all objective box at player 0's edge */
    FOW_BOX_OBJ_EDGE1 = 1,
    FOW_BOX_KNIFE_TL = 2,      /* knife-fight corners: TL, BR player 0; TR, BL player 1 */
    FOW_BOX_KNIFE_TR = 3,
    FOW_BOX_KNIFE_BR = 4,
    FOW_BOX_KNIFE_BL = 5,
    FOW_BOX_DOODLE = 6         /* 8"/20cm in from player 0's edge and sides */
};

typedef struct fow_data {
    int32_t units;
    int32_t width, depth;
    int32_t turns;             /* 0: no limit */
    int32_t mission;           /* wg_fow_mission_kind */
    char player_name[2][48];
    /* wg_game_result_text of each result (WG_FOW_RESULT_*) won by each player, names in */
    char result_text[WG_FOW_RESULT_V1_LAUNCHED + 1][2][128];
    int32_t nweapons, ntypes, nptypes, nterrain, npoints, nteams, nplatoons, nobjectives;
    int64_t max_reach_out; /* the greatest reach_out of any type: no base reaches further */
    /* each company's teams come together, in the order they are read:
     * player p's are team_first[p] up to (not including) team_end[p] */
    int32_t team_first[2], team_end[2];
    fow_weapon weapon[FOW_MAX_WEAPONS];
    fow_type type[FOW_MAX_TYPES];
    fow_ptype ptype[FOW_MAX_PTYPES];
    fow_terrain terrain[FOW_MAX_TERRAIN];
    int32_t nblocking, blocking[FOW_MAX_TERRAIN]; /* the features that block sight, in order */
    wg_tab_point point[FOW_MAX_POINTS];
    fow_team_def team[FOW_MAX_TEAMS];
    fow_platoon_def platoon[FOW_MAX_PLATOONS];
    fow_objective objective[FOW_MAX_OBJECTIVES];
    /* state layout (int32 offsets after the header) */
    int32_t max_decl, max_hits;
    size_t off_team, off_platoon, off_decl, off_hit, state_size;
} fow_data;

/* ------------------------------------------------------------ state */

/* Stages of the turn machine (fow_hdr.stage). */
enum {
    FOW_ST_START = 0,
    FOW_ST_MOVE = 1,
    FOW_ST_SHOOT = 2,
    FOW_ST_SHOOT_MORALE = 3,
    FOW_ST_ASSAULT = 4,
    FOW_ST_ASSAULT_MORALE = 5,
    FOW_ST_SETUP = 6
};

/* Assault stages (fow_hdr.as_stage). */
enum {
    FOW_AS_NONE = 0, FOW_AS_CHARGE = 1, FOW_AS_DEFENSIVE = 2, FOW_AS_FIGHT = 3,
    FOW_AS_WIN = 4,            /* the losers break off (OF-A11) */
    FOW_AS_CONSOLIDATE = 5     /* the winners consolidate (OF-A12) */
};

/* Steps of a round of fighting (fow_hdr.fstep). */
enum { FOW_FS_ROLL = 0, FOW_FS_ALLOCATE = 1, FOW_FS_RESOLVE = 2 };

/* Decision kinds (wg_frame.kind): their rows are fow_kinds, in kinds.c. */
enum {
    FOW_K_MOVE = 1, FOW_K_FIRE = 2, FOW_K_ALLOCATE = 3, FOW_K_REROLL = 4,
    FOW_K_ASSAULT = 5,         /* Assault Step: pick a platoon to assault, or end */
    FOW_K_CHARGE = 6,          /* the charge moves */
    FOW_K_DEFENSIVE = 7,       /* the defensive-fire window */
    FOW_K_COUNTER = 8,         /* counterattack or break off */
    FOW_K_SETUP_OBJ = 9,       /* a mission: place an objective */
    FOW_K_SETUP_DEPLOY = 10,   /* a mission: deploy a team */
    FOW_K_BREAK_OFF = 11,      /* the losing platoon's break-off moves (OF-A11) */
    FOW_K_CONSOLIDATE = 12,    /* the winners' consolidation moves (OF-A12) */
    FOW_K_COUNTER_CHARGE = 13, /* the counterattack charge moves (OF-A10) */
    FOW_K_GUN_CHOICE = 14,     /* a gun's anti-tank or tank assault against a tank (OF-A8) */
    FOW_K_FIGHT_ALLOCATE = 15, /* the hit player allocates a round's hits (OF-A7) */
    FOW_K_FALL_BACK = 16,      /* the assaulting platoon falls back (OF-A6) */
    FOW_K_MAKE_WAY = 17,       /* losing teams move away from consolidating winners (OF-A12) */
    FOW_K_START = 18,          /* WG_DEC_SETUP before a first Starting Step that rolls (PASS) */
    FOW_K_COUNT
};

/* What a re-roll choice is for (OF-T3). */
enum { FOW_RR_RALLY = 1, FOW_RR_REMOUNT = 2, FOW_RR_MORALE = 3 };

typedef struct fow_hdr {
    int32_t stage;
    int32_t cursor, sub;       /* the Starting Step / morale loops */
    int32_t shooter_platoon;   /* the platoon shooting now, or -1 */
    int32_t ndecl, nhits;
    int32_t pick_type;         /* picked-out team type, or -1 */
    int32_t group;             /* target platoon being allocated, or -1 */
    /* the assault being fought */
    int32_t defensive;         /* 1 while defensive fire is being shot (OF-A4) */
    int32_t ap;                /* the assaulting platoon, or -1 */
    int32_t as_stage;          /* FOW_AS_* */
    int32_t att;               /* side attacking this round: 0 the assaulters, 1 the defenders */
    int32_t round;
    int32_t df_hits, df_tanks; /* defensive fire on the assaulting platoon (OF-A6) */
    int32_t df_counted;        /* bit i: the platoon's team i is one of df_tanks */
    int32_t df_tank_platoon;   /* the assaulting platoon had a tank when it went in */
    int32_t ca_roll;           /* the counterattack die of the current test */
    int32_t ca_cursor;         /* platoon loop of the counterattack choices */
    int32_t ca_phase;          /* 0: fight a round next; 1: counterattack choices;
                                  2: break-offs of the platoons that did not counterattack;
                                  3: the counterattack charge; 4: the next round */
    int32_t win_side;          /* the side that won the fight, or -1 */
    int32_t fstep;             /* the round being fought: FOW_FS_* */
    int32_t fcursor;           /* the next hit of the round to resolve */
    /* missions */
    int32_t first_player;
    int32_t setup_step;        /* objectives placed so far */
    int32_t setup_platoon;     /* platoon being deployed, or -1 */
    int32_t setup_next;        /* the player placing the next platoon */
    int32_t obj_x[FOW_MAX_OBJECTIVES], obj_y[FOW_MAX_OBJECTIVES];
} fow_hdr;

/* Platoon flags. */
enum {
    FOW_P_PINNED = 1u << 0,
    FOW_P_DESTROYED = 1u << 1,
    FOW_P_CASUALTY = 1u << 2,  /* a team destroyed this step */
    FOW_P_SHOT = 1u << 3,      /* has shot this Shooting Step */
    FOW_P_CMD_MOVED = 1u << 4, /* its command team moved this turn */
    FOW_P_ASSAULTED = 1u << 5, /* has assaulted (or tried) this Assault Step */
    FOW_P_FIGHT = 1u << 6,     /* a defending platoon in the assault being fought */
    FOW_P_HIT = 1u << 7,       /* took a hit in the assault being fought */
    FOW_P_COUNTER = 1u << 8,   /* counterattacks this round */
    FOW_P_CA_PASSED = 1u << 9, /* passed its counterattack test, waiting to choose */
    FOW_P_BREAKING = 1u << 10, /* must break off next (OF-A11) */
    FOW_P_LOST = 1u << 11      /* lost the assault being fought */
};

/* Assault-only team marks (fow_tstate.aflags). */
enum {
    FOW_TA_BREAK = 1u << 0,    /* may still make its break-off move (OF-A11) */
    FOW_TA_CONSOLIDATE = 1u << 1, /* may still make its consolidation move (OF-A12) */
    FOW_TA_COUNTER = 1u << 2,  /* may still make its counterattack charge (OF-A10) */
    FOW_TA_WITHDRAW = 1u << 3  /* must still fall back or make way (OF-A6, OF-A12) */
};

typedef struct fow_tstate {
    int32_t x, y, facing, turret;
    int32_t flags;             /* WG_FOW_TEAM_* */
    int32_t start_flags;       /* flags at the start of the Movement Step */
    int32_t aflags;            /* FOW_TA_* */
} fow_tstate;

typedef struct fow_pstate {
    int32_t flags;             /* FOW_P_* */
    int32_t hits;              /* hits taken this step (OF-S17) */
} fow_pstate;

typedef struct fow_decl {
    int32_t team, slot, platoon;
    int32_t aim;               /* the team a turret weapon turns to (OF-X12), or -1: the nearest */
} fow_decl;

typedef struct fow_hit {
    int32_t shooter, slot, platoon, team, picked;
    int32_t mode;              /* the fight: a gun's WG_FOW_CHOOSE_* against a tank, or 0 */
} fow_hit;

/* ------------------------------------------------------------ access */

/* fow.c's table, for the queries' WG_RS_REQUIRE. */
extern const wg_ruleset wg_ruleset_fow;

static inline const fow_data *fow_d(const wg_game *g)
{
    return wg_rs_data(g);
}
static inline fow_hdr *fow_h(wg_game *g)
{
    return wg_rs_state(g);
}
static inline const fow_hdr *fow_ch(const wg_game *g)
{
    return wg_rs_cstate(g);
}
static inline fow_tstate *fow_t(wg_game *g, int i)
{
    return (fow_tstate *)(void *)((char *)wg_rs_state(g) + fow_d(g)->off_team) + i;
}
static inline const fow_tstate *fow_ct(const wg_game *g, int i)
{
    return (const fow_tstate *)(const void *)((const char *)wg_rs_cstate(g) +
                                              fow_d(g)->off_team) + i;
}
static inline fow_pstate *fow_p(wg_game *g, int i)
{
    return (fow_pstate *)(void *)((char *)wg_rs_state(g) + fow_d(g)->off_platoon) + i;
}
static inline const fow_pstate *fow_cp(const wg_game *g, int i)
{
    return (const fow_pstate *)(const void *)((const char *)wg_rs_cstate(g) +
                                              fow_d(g)->off_platoon) + i;
}
static inline fow_decl *fow_decls(wg_game *g)
{
    return (fow_decl *)(void *)((char *)wg_rs_state(g) + fow_d(g)->off_decl);
}
static inline const fow_decl *fow_cdecls(const wg_game *g)
{
    return (const fow_decl *)(const void *)((const char *)wg_rs_cstate(g) + fow_d(g)->off_decl);
}
static inline fow_hit *fow_hits(wg_game *g)
{
    return (fow_hit *)(void *)((char *)wg_rs_state(g) + fow_d(g)->off_hit);
}
static inline const fow_hit *fow_chits(const wg_game *g)
{
    return (const fow_hit *)(const void *)((const char *)wg_rs_cstate(g) + fow_d(g)->off_hit);
}

/*
 * The declarations and hits are the state's tail (fow_tail_offset): a new
 * one is written only through these, which claim it first, so the state
 * past the furthest one a game has used stays zero and an action's rollback
 * copy leaves it out. The caller has checked there is room (max_decl,
 * max_hits).
 */
static inline fow_decl *fow_decl_append(wg_game *g)
{
    fow_decl *dl = &fow_decls(g)[fow_h(g)->ndecl++];
    wg_rs_claim_tail(g, dl + 1);
    return dl;
}
static inline fow_hit *fow_hit_append(wg_game *g)
{
    fow_hit *x = &fow_hits(g)[fow_h(g)->nhits++];
    wg_rs_claim_tail(g, x + 1);
    return x;
}

/* Where the team's base is centred. Inline: the scans over teams ask it of each. */
static inline wg_tab_point fow_center(const wg_game *g, int team)
{
    const fow_tstate *t = fow_ct(g, team);
    wg_tab_point p = { t->x, t->y };
    return p;
}

/* Asked of nearly every team by every listing: inline. */
static inline int fow_alive(const wg_game *g, int team)
{
    return (fow_ct(g, team)->flags & WG_FOW_TEAM_ALIVE) != 0;
}

static inline int32_t fow_clamp32(int64_t v, int32_t lo, int32_t hi)
{
    return v < lo ? lo : v > hi ? hi : (int32_t)v;
}

/* An angle in milli-degrees brought into [0, 360000). */
static inline int32_t fow_norm_angle(int32_t a)
{
    return ((a % WG_TAB_TURN) + WG_TAB_TURN) % WG_TAB_TURN;
}

/* A rule distance in table units for this scenario (OF-G2). */
static inline int32_t fow_dist(const fow_data *d, fow_pair p)
{
    return d->units == FOW_UNITS_INCH ? p.in * WG_TAB_INCH : p.cm * WG_TAB_CM;
}

static inline const fow_type *fow_type_of(const wg_game *g, int team)
{
    const fow_data *d = fow_d(g);
    return &d->type[d->team[team].type];
}

/* ------------------------------------------------------------ data.c */
int fow_data_load(wg_loader *L, const wg_ynode *root, void *data, size_t *state_size);
/* wg_ruleset.tail_offset: the declarations, then the hits, end the state. */
size_t fow_tail_offset(const void *data);
/* Write d->result_text from the players' names (fow.c). */
void fow_result_texts_write(fow_data *d);

/* ------------------------------------------------------------ geom.c */
wg_tab_rect fow_rect_at(const wg_game *g, int team, int32_t x, int32_t y, int32_t facing);
wg_tab_rect fow_rect(const wg_game *g, int team);
void fow_shape(const wg_game *g, int team, wg_tab_shape *out);
/* wg_tab_angle_of(dx, dy), the angle from a team toward a point, and into
 * *dir its direction (wg_tab_dir_from_angle), kept in the team's memo. */
int32_t fow_angle_toward(const wg_game *g, int team, int32_t dx, int32_t dy, wg_tab_dir *dir);
/* wg_ruleset.memo_size: what fow_rect, fow_shape and fow_angle_toward keep of each
 * team, and the last exact answers of fow_shapes_within_dist. */
size_t fow_memo_size(const void *data);
int fow_within(const wg_game *g, int a, int b, fow_pair range);
/* The teams' bases as shapes, each made on first need and kept while the
 * state does not change: a listing measures the same bases many times. */
#define FOW_SHAPES_NEAR 16
typedef struct fow_shapes {
    uint32_t made[FOW_MAX_TEAMS / 32];
    wg_tab_shape shape[FOW_MAX_TEAMS];
    /* with a base made: which of the first FOW_SHAPES_NEAR features lie within
     * 2"/5cm of it (fow_terrain_covers' "behind the hedge"), found on first need */
    uint16_t near_known[FOW_MAX_TEAMS], near[FOW_MAX_TEAMS];
} fow_shapes;
void fow_shapes_init(fow_shapes *c);
/* Makes team's base in c: fow_shapes_get's first need. */
const wg_tab_shape *fow_shapes_make(const wg_game *g, fow_shapes *c, int team);
/* The base kept in c, made on first need (inline: the scans ask it of many
 * teams, and most are made). */
static inline const wg_tab_shape *fow_shapes_get(const wg_game *g, fow_shapes *c, int team)
{
    if (c->made[team / 32] & (1u << (team % 32)))
        return &c->shape[team];
    return fow_shapes_make(g, c, team);
}
/* Makes a base's shape on demand (fow_overlapping_team). */
typedef void (*fow_shape_fn)(void *ctx, wg_tab_shape *out);
int fow_teams_near(const wg_game *g, int team, wg_tab_point from, int64_t range, int *out);
int fow_overlapping_team(const wg_game *g, fow_shapes *c, int team, wg_tab_point centre,
                         const int *near, int n, fow_shape_fn shape_at, void *ctx);
/* OF-X13: the live team other than `team` whose base team's base at r would
 * overlap, or -1 (fow_overlapping_team's one pass over the teams). */
int fow_team_under(const wg_game *g, int team, const wg_tab_rect *r);
/* fow_team_under as a problem: nonzero, with "... would end on top of ...", if
 * team's base at r would overlap another team's. */
int fow_refuse_under(const wg_game *g, int team, const wg_tab_rect *r, char *why, size_t cap);
/* A base's reach about its centre: it holds the disc of radius `in` and lies
 * in the disc of radius `out` (table units, corners' rounding allowed for). */
typedef struct fow_reach {
    int64_t in, out;
} fow_reach;
/*
 * The discs about its centre a base of that size lies between. Outside:
 * the half diagonal is below half_width + half_depth. Inside: the base
 * holds the disc of its lesser half size. The corners' rounding (the
 * facing's unit vector, each coordinate to the nearest unit) moves them
 * less than the 2 units and 1/4096 allowed for here. Inline, as the next
 * two: every listing asks them of nearly every pair of bases.
 */
static inline fow_reach fow_base_reach(int32_t half_width, int32_t half_depth)
{
    int64_t sum = (int64_t)half_width + half_depth;
    int64_t least = half_width < half_depth ? half_width : half_depth;
    int64_t in = least - 2 - sum / 4096;
    fow_reach r = { in > 0 ? in : 0, sum + 2 + sum / 4096 };
    return r;
}

static inline fow_reach fow_reach_of(const wg_game *g, int team)
{
    const fow_team_def *t = &fow_d(g)->team[team];
    fow_reach r = { t->reach_in, t->reach_out };
    return r;
}

/* The enemies of `team` are teams *first up to (not including) the
 * returned end, in order: the other company's. Scans over every enemy
 * of a team skip its own company so. */
static inline int fow_enemy_span(const wg_game *g, int team, int *first)
{
    const fow_data *d = fow_d(g);
    int enemy = 1 - d->team[team].player;
    *first = d->team_first[enemy];
    return d->team_end[enemy];
}

/* "Within range" of two bases (OF-G3) from their centres and reaches when
 * those settle it: 1 within, 0 not, -1 the exact test on the bases must
 * decide. Always the exact test's answer. */
static inline int fow_centres_settle(wg_tab_point a, fow_reach reach_a, wg_tab_point b,
                                     fow_reach reach_b, int32_t range)
{
    if (range < 0 || range >= (1 << 29))
        return -1; /* the exact test's own edge cases */
    int64_t dx = (int64_t)a.x - b.x, dy = (int64_t)a.y - b.y, d2 = dx * dx + dy * dy;
    /* every point of a base is within `out` of its centre */
    int64_t far = range + reach_a.out + reach_b.out;
    if (d2 > far * far)
        return 0;
    /* each base holds the disc `in` about its centre, so the bases are at
     * most the centres' distance less both of those apart */
    int64_t near = range + reach_a.in + reach_b.in;
    return d2 <= near * near ? 1 : -1;
}
/* The part of fow_shapes_within_dist the centres leave: the memo's
 * answer, else the bases' (kept in c). */
int fow_shapes_within_exact(const wg_game *g, fow_shapes *c, int a, int b, int32_t range);

/* Are the bases of teams a and b within `range` (table units)? The
 * centres settle most (inline: the scans ask it of many pairs). */
static inline int fow_shapes_within_dist(const wg_game *g, fow_shapes *c, int a, int b,
                                         int32_t range)
{
    int settled = fow_centres_settle(fow_center(g, a), fow_reach_of(g, a), fow_center(g, b),
                                     fow_reach_of(g, b), range);
    return settled >= 0 ? settled : fow_shapes_within_exact(g, c, a, b, range);
}

/* fow_shapes_within_dist with the range as the rules give it. */
static inline int fow_shapes_within(const wg_game *g, fow_shapes *c, int a, int b, fow_pair range)
{
    return fow_shapes_within_dist(g, c, a, b, fow_dist(fow_d(g), range));
}

/* Bounds lo..hi on the distance between two bases, floored as
 * wg_tab_rect_distance floors it, from their centres and reaches alone:
 * every point of a base is within `out` of its centre, and it holds the
 * disc `in` about it. Exact distances are dear (128-bit fractions) and
 * most comparisons of two of them are settled by their bounds. */
typedef struct fow_span {
    int64_t lo, hi;
} fow_span;
static inline fow_span fow_distance_span(wg_tab_point a, fow_reach reach_a, wg_tab_point b,
                                         fow_reach reach_b)
{
    int64_t centres = wg_tab_isqrt(wg_tab_distance2(a, b)); /* floored */
    fow_span s = { centres - reach_a.out - reach_b.out, centres - reach_a.in - reach_b.in };
    s.lo = s.lo < 0 ? 0 : s.lo;
    s.hi = s.hi < 0 ? 0 : s.hi;
    return s;
}
/* fow_can_see on a table with features that block sight. */
int fow_can_see_past(const wg_game *g, int from, int to);
/* OF-G5: can `from` see `to`? Inline, as most tables have nothing that
 * blocks sight and every target scan asks it. */
static inline int fow_can_see(const wg_game *g, int from, int to)
{
    return fow_d(g)->nblocking == 0 || fow_can_see_past(g, from, to);
}
int fow_in_area(const wg_game *g, int team, int terrain);
int fow_terrain_covers(const wg_game *g, int team, int from, int concealing);
int fow_concealed(const wg_game *g, int team, int from);
/* fow_concealed and fow_bulletproof with the bases kept in c (or NULL). */
int fow_concealed_kept(const wg_game *g, fow_shapes *c, int team, int from);
int fow_bulletproof_kept(const wg_game *g, fow_shapes *c, int team, int from);
int fow_gone_to_ground(const wg_game *g, int team);
int fow_bulletproof(const wg_game *g, int team, int from);
int fow_in_front(const wg_tab_shape *s, wg_tab_point p);
int fow_path_going(const wg_game *g, wg_tab_point a, wg_tab_point b, int *first_rough);
wg_tab_point fow_path_entry(const wg_game *g, wg_tab_point a, wg_tab_point b);
int fow_operational(const wg_game *g, int team);

/* ------------------------------------------------------------ turn.c */
int fow_skill_test(int skill);
int fow_motivation_test(int motivation);
/* The platoon's command team when its own is gone (fow_command_team). */
int fow_command_successor(const wg_game *g, int platoon);
/* The platoon's command team (OF-M5), or -1 when none lives. Inline: every
 * move, draw and command net asks it, and most often its own lives. */
static inline int fow_command_team(const wg_game *g, int platoon)
{
    int cmd = fow_d(g)->platoon[platoon].command;
    if (cmd >= 0 && fow_alive(g, cmd))
        return cmd;
    return fow_command_successor(g, platoon);
}
/* OF-M5: the team's command distance, by its kind and its platoon's skill. */
int32_t fow_command_distance_of(const fow_data *d, int team);
/* fow_command_distance_of, worked out when the data was read: every move asks it. */
static inline int32_t fow_command_distance(const wg_game *g, int team)
{
    return fow_d(g)->team[team].command_range;
}
/* The teams a team may take its command from, wherever it moves (OF-M5),
 * their bases kept in `shapes`. */
typedef struct fow_command_net {
    int always;                /* no command team, or the team is it */
    int32_t range;             /* the team's command distance */
    fow_shapes *shapes;
    int n;
    int member[FOW_MAX_PLATOON_TEAMS];
} fow_command_net;
void fow_command_net_init(fow_command_net *net, const wg_game *g, fow_shapes *c, int team);
/* Is a base centred at `centre` with that reach in command? 1, 0, or -1 when
 * only fow_command_net_reaches on its base can say. */
int fow_command_net_settle(const wg_game *g, const fow_command_net *net, wg_tab_point centre,
                           fow_reach reach);
int fow_command_net_reaches(const wg_game *g, const fow_command_net *net, const wg_tab_shape *at,
                            wg_tab_point centre, fow_reach reach);
int fow_platoon_alive(const wg_game *g, int platoon);
void fow_turn_setup(wg_game *g);
void fow_advance(wg_game *g);
void fow_destroy_team(wg_game *g, int team);
int fow_check_annihilation(wg_game *g);
void fow_apply_reroll(wg_game *g, int reroll);
void fow_end_movement(wg_game *g);
void fow_end_shooting(wg_game *g);
void fow_emit_score(wg_game *g, int purpose, int need, int base, int mods, int unit, int target);
int fow_near_objective(const wg_game *g, int player, int k);
int fow_team_near_objective(const wg_game *g, int team, int k);

/* The search agent's positional term (position.c): -1..1 for `player`. */
double fow_position(const wg_game *g, int player);

/* The weight of the greedy answer's prior in the search (wg_ruleset.search_prior). A team
 * is a tenth of a side, 0.025 of a position's score; at the default weight (1.0) the prior
 * was worth about 0.09 at 2,000 iterations, and the search kept greedy's answer where a
 * sibling scored 0.05 better over a hundred rollouts (free-for-all: a Sherman that holds
 * still to keep its rate of fire). */
#define FOW_SEARCH_PRIOR 0.1

/* agent.c: the greedy agent (wg_ruleset.greedy) and the scratch it and the odds need. */
int fow_agent_greedy(const wg_game *g, const wg_decision *d, uint64_t rng[4], wg_action *out);
size_t fow_agent_scratch_size(int slot);
/* The last turn at whose Starting Step a side may still win by holding an objective, for
 * greedy's turn clock: the scenario's turn limit, or in the doodlebug the V-1's launch (the
 * attacker moves first, OF-X3); 0: none. */
int32_t fow_last_turn(const wg_game *g);
/* Greedy's move of `team` straight toward (x, y), facing `facing`: as far as a full move, a
 * move through rough going or half a move takes it (the first legal), stopping `short_of`
 * the point and, when max_left >= 0, only if it ends within max_left of it. 0 if none. */
int fow_move_toward(const wg_game *g, int team, int32_t facing, int32_t x, int32_t y,
                    int64_t short_of, int64_t max_left, wg_action *out);

/* defend.c: greedy's play for a side with no objective to take (doodlebug's German). */
int fow_defends(const wg_game *g, int player);
int fow_deploy_near(const wg_game *g, const wg_action *listed, int k, wg_action *out);
int fow_guard_marker(const wg_game *g, int team);
int fow_defend_move(const wg_game *g, const wg_action *list, int n, wg_action *out);
void fow_emit_phase(wg_game *g, int phase);
void fow_pin(wg_game *g, int platoon, int hits);

/* ------------------------------------------------------------ move.c (assault moves) */
int fow_bogs(wg_game *g, int team, int going);
void fow_put(wg_game *g, int team, int32_t x, int32_t y, int32_t facing);
int fow_move_going(const wg_game *g, int team, wg_tab_point from, wg_tab_point to);
int32_t fow_move_limit(const wg_game *g, int team, int going);
int fow_rough_move(wg_game *g, int team, int32_t x, int32_t y, int32_t facing);

/* ------------------------------------------------------------ move.c */
int fow_move_problem(const wg_game *g, const wg_action *a, char *why, size_t cap);
int fow_dig_problem(const wg_game *g, const wg_action *a, char *why, size_t cap);
int fow_pass_move_problem(const wg_game *g, char *why, size_t cap);
void fow_apply_move(wg_game *g, const wg_action *a);
void fow_apply_dig(wg_game *g, const wg_action *a);
void fow_legal_moves(const wg_game *g, wg_sink *s);
/* The random agent's draw in the Movement Step (wg_ruleset.sample); 0: list instead. */
int fow_sample_move(const wg_game *g, uint64_t rng[4], wg_action *out);
/* The random agent's draw in the Shooting Step (wg_ruleset.sample); 0: list instead. */
int fow_sample_fire(const wg_game *g, uint64_t rng[4], wg_action *out);

/* ------------------------------------------------------------ shoot.c */
int fow_declare_problem(const wg_game *g, const wg_action *a, char *why, size_t cap);
/* OF-X12: DECLARE value 1 (turn the turret to `target`) or 0; why if neither fits. */
int fow_aim_problem(const wg_game *g, const wg_action *a, char *why, size_t cap);
int fow_valid_target(const wg_game *g, int shooter, int slot, int team);
/* fow_valid_target with the bases kept in c, for many questions about one state (the odds). */
int fow_valid_target_kept(const wg_game *g, fow_shapes *c, int shooter, int slot, int team);
/* What fow_valid_target asks of a shooter and a target team that no weapon
 * changes, found on first need and kept for the shooter's other weapons
 * (the odds): whether the team is a live enemy (and charging within 8"/20cm
 * in defensive fire), whether the shooter sees it (fow_can_see), whether it
 * is in the shooter's front arc (-1 each: not asked yet), and the ranges
 * measured: the bases are within `within` (and so any longer range) and
 * beyond `beyond` (and any shorter one); INT64_MAX and INT64_MIN while none
 * has been. Valid while the state does not change. */
typedef struct fow_sight {
    int open, seen, front; /* not char: a store through char may alias any table read */
    int64_t within, beyond;
} fow_sight;
void fow_sight_init(fow_sight *s);
/* fow_valid_target_kept of teams first .. first + n - 1 into valid[0 .. n - 1], what
 * their sights (sight[0 .. n - 1]) hold not asked again and what they do not put in
 * them; whether any is valid. */
int fow_valid_targets_sight(const wg_game *g, fow_shapes *c, int shooter, int slot, int first,
                            int n, fow_sight *sight, uint8_t *valid);
/* The first team of `platoon` the weapon may hit (fow_valid_target_kept), or -1:
 * the weapon's part of the test is looked up once for the platoon. */
int fow_first_valid_target(const wg_game *g, fow_shapes *c, int shooter, int slot, int platoon);
int fow_to_hit(const wg_game *g, int shooter, int slot, int platoon, int32_t *mods);
/* fow_to_hit with the bases kept in c; valid (may be NULL) gets fow_valid_target of
 * each team of the platoon, in order: the odds ask both. sight (NULL, or one for each
 * team of the platoon, in order) keeps what it finds of them (fow_valid_targets_sight). */
int fow_to_hit_kept(const wg_game *g, fow_shapes *c, int shooter, int slot, int platoon,
                    int32_t *mods, uint8_t *valid, fow_sight *sight);
int fow_to_hit_query(const wg_game *g, int shooter, int slot, int platoon, int32_t *mods);
int fow_rof(const wg_game *g, int shooter, int slot, int32_t *mods);
/* 1 when `team` has declared fire in the open declarations (the Shooting
 * Step's or defensive fire's): with `slot` (a weapon), or with any weapon
 * when slot < 0. */
int fow_declared(const wg_game *g, int team, int slot);
void fow_apply_declare(wg_game *g, const wg_action *a);
void fow_apply_resolve(wg_game *g, const wg_action *a);
int fow_allocate_problem(const wg_game *g, int hit, int team, char *why, size_t cap);
void fow_apply_allocate(wg_game *g, int hit, int team);
void fow_apply_auto_allocate(wg_game *g);
void fow_legal_fire(const wg_game *g, wg_sink *s);
/* Pieces of the resolution that the odds (odds.c) share. */
int fow_pick_possible(const wg_game *g, int shooter, int slot, int platoon, int pick_type);
/* OF-S6's precedence key, lower first, on the kept bases c, with
 * fow_bulletproof(g, team, shooter) known, the shooter's sight of the team
 * in s (fow_valid_targets_sight; or NULL). */
int fow_precedence_covered(const wg_game *g, fow_shapes *c, int team, int shooter,
                           int bulletproof, fow_sight *s);
int fow_allocation_blocker(int n, const int *valid, const int *key, const int *count, int j,
                           int *fewer);
int fow_allocation_first(int n, const int *valid, const int *key, const int *count);
/* OF-S6's order for the automatic allocation: does a team with `count` hits and
 * precedence `key` take the hit before one with best_count and best_key (the
 * earlier team on a tie)? */
static inline int fow_allocation_before(int count, int key, int best_count, int best_key)
{
    return count < best_count || (count == best_count && key < best_key);
}
/* fow_allocation_first with the teams that may take the hit as bits (bit j: team j)
 * and the counts as bytes: the odds' tallies (odds.c, allocate) as they keep them. */
int fow_allocation_first_bits(unsigned valid, const int *key, const uint8_t *count);
/* How a hit meets a tank (OF-S8, OF-A4): the hull's front or side, and
 * whether a hull-or-turret die decides (4-6: the turret's side). */
typedef struct fow_flank {
    int front;        /* 1: the shooter is in front of the hull's line */
    int roll;         /* 1: the turret disagrees, a die decides */
    int turret_front; /* the turret's answer, taken on a 4-6 */
} fow_flank;
fow_flank fow_hit_flank(const wg_game *g, int shooter, int team);
/* The armour met on that side; *bonus = 1 over 16"/40cm (OF-S9). */
int fow_hit_armour(const wg_game *g, int shooter, int team, int front, int *bonus, int32_t *mods);
/* 1 if Schurzen give a further 4+ save against this hit (OF-S11). */
int fow_schurzen(const wg_game *g, int shooter, int slot, int team, int front);
/* The armour table (OF-S9, OF-S16): WG_FOW_NO_EFFECT, _BAILED_OUT or _DESTROYED. */
int fow_armour_result(int total, int anti_tank, int firepower_passed, int was_bailed);
/* The firepower test of weapon w's hit (OF-S10, OF-S14): the score event and the die. */
int fow_firepower_test(wg_game *g, const fow_weapon *w, int shooter, int target, int mods);
/* The save score of infantry or a gun (OF-S14). */
int fow_soft_save(const wg_game *g, int team, int32_t *mods);
void fow_legal_allocate(const wg_game *g, wg_sink *s);

/* ------------------------------------------------------------ kinds.c */

extern const wg_decision_kind fow_kinds[FOW_K_COUNT];
/* What is wrong with an answer: nonzero with the reason in `why` (NULL: don't say). */
typedef int (*fow_problem_fn)(const wg_game *g, const wg_action *a, char *why, size_t cap);

/* ------------------------------------------------------------ assault.c */
/* The Assault Step's decision kinds: list, problem (fow's form, the reason
 * into why) and apply of each. */
#define FOW_KIND_FUNCS(P)                                                              \
    WG_KIND_FUNCS(P);                                                                  \
    int P##_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
FOW_KIND_FUNCS(fow_launch);
FOW_KIND_FUNCS(fow_charge);
FOW_KIND_FUNCS(fow_df);
/* A yes/no CHOOSE (1 listed first): the counterattack question and the re-roll. */
void fow_yes_no_list(const wg_game *g, wg_sink *s);
int fow_yes_no_problem(const wg_game *g, const wg_action *a, char *why, size_t cap);
void fow_counter_apply(wg_game *g, const wg_action *a);
/* The gun's choice and the fight's allocation: fight.c's answer, then the fight goes on. */
void fow_fight_kind_apply(wg_game *g, const wg_action *a);
/* Falling back and making way: withdraw.c's moves, or CHOOSE 0. */
int fow_away_problem(const wg_game *g, const wg_action *a, char *why, size_t cap);
void fow_fall_back_apply(wg_game *g, const wg_action *a);
void fow_make_way_apply(wg_game *g, const wg_action *a);
void fow_break_off_list(const wg_game *g, wg_sink *s);
int fow_break_off_kind_problem(const wg_game *g, const wg_action *a, char *why, size_t cap);
void fow_consolidate_list(const wg_game *g, wg_sink *s);
int fow_consolidate_kind_problem(const wg_game *g, const wg_action *a, char *why, size_t cap);
void fow_counter_charge_list(const wg_game *g, wg_sink *s);
int fow_counter_charge_kind_problem(const wg_game *g, const wg_action *a, char *why, size_t cap);
void fow_counter_charge_apply(wg_game *g, const wg_action *a);
int fow_assault_open(wg_game *g);
void fow_defensive_done(wg_game *g);
int fow_is_charger(const wg_game *g, int team);
void fow_defensive_auto_declare(wg_game *g);
void fow_assault_greedy(const wg_game *g, const wg_action *list, int n, wg_action *out);
int fow_refuse(char *why, size_t cap, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
int fow_on_side(const wg_game *g, int team, int side);
int fow_side_platoon(const wg_game *g, int k, int side);
int fow_is_enemy(const wg_game *g, int a, int b);
int fow_enemy_within(const wg_game *g, int team, fow_pair range);
void fow_end_assault(wg_game *g, int winner_side);
void fow_assault_resume(wg_game *g);
int fow_is_gun(const wg_game *g, int team);
/* The slot a tank hits a tank with (OF-X8): its main gun (OF-S4), else its
 * ranged weapon of the best anti-tank; -1 if either is no tank or it has none. */
int fow_tank_gun_slot(const wg_game *g, int from, int to);
/*
 * Where a move round one flank (side -1 or 1: one or the other) of the
 * team's nearest enemy tank or gun ends: beside its base, behind the line
 * across its front (OF-S8: its side armour; OF-S5: out of a hull gun's
 * field of fire), facing it. 2: there; 1: as far toward it as the team may
 * go in easy going; 0: the nearest enemy is neither a tank nor a gun.
 * *enemy: that enemy (-1: none). Not tested for legality (overlap,
 * command, the table's edge).
 */
int fow_flank_point(const wg_game *g, int team, int side, int32_t *x, int32_t *y,
                    int32_t *facing, int *enemy);
int32_t fow_base_distance(const wg_game *g, int a, int b);
/* Which teams fow_nearest_team() considers: 1 to consider e. */
typedef int (*fow_team_filter)(const wg_game *g, int team, int e, const void *ctx);
/* The team nearest `team` (base to base, the first on a tie) that accept()
 * takes, or -1. */
int fow_nearest_team(const wg_game *g, int team, fow_team_filter accept, const void *ctx);
/* The nearest alive enemy team of `team` on `side` of the fight (-1: any), or -1. */
int fow_nearest_enemy(const wg_game *g, int team, int side);
int fow_open_move(wg_game *g, int kind, int player, int unit, int32_t data);
void fow_list_away(const wg_game *g, wg_sink *s, int team, int from, fow_problem_fn problem);
wg_tab_point fow_point_away(const wg_game *g, int team, int from, int32_t dist);
int32_t fow_full_move(const wg_game *g, int team);
void fow_assault_move(wg_game *g, int team, int32_t x, int32_t y, int32_t facing);

/* ------------------------------------------------------------ fight.c */
int fow_fight_round(wg_game *g);
int fow_fight_problem(const wg_game *g, const wg_action *a, char *why, size_t cap);
void fow_fight_apply(wg_game *g, const wg_action *a);
void fow_fight_legal(const wg_game *g, wg_sink *s);

/* ------------------------------------------------------------ breakoff.c */
int fow_run_break_offs(wg_game *g);
void fow_win(wg_game *g, int side);
void fow_win_run(wg_game *g);
void fow_end_win(wg_game *g);
int fow_break_off_problem(const wg_game *g, const wg_action *a, char *why, size_t cap);
void fow_apply_break_off(wg_game *g, const wg_action *a);
void fow_legal_break_off(const wg_game *g, wg_sink *s);
int fow_consolidate_problem(const wg_game *g, const wg_action *a, char *why, size_t cap);
void fow_apply_consolidate(wg_game *g, const wg_action *a);
void fow_legal_consolidate(const wg_game *g, wg_sink *s);

/* ------------------------------------------------------------ withdraw.c */
int fow_must_withdraw(const wg_game *g, int team, int side);
int fow_withdraw_open(wg_game *g, int kind, int player, int side);
int fow_withdraw_problem(const wg_game *g, const wg_action *a, char *why, size_t cap);
int fow_withdraw_apply(wg_game *g, const wg_action *a);
void fow_withdraw_legal(const wg_game *g, wg_sink *s);

/* ------------------------------------------------------------ mission.c */
int fow_mission_setup(wg_game *g);
int fow_mission_problem(const wg_game *g, const wg_action *a, char *why, size_t cap);
void fow_mission_apply(wg_game *g, const wg_action *a);
void fow_mission_legal(const wg_game *g, wg_sink *s);
int fow_mission_start_of_turn(wg_game *g);
void fow_start_game(wg_game *g);
/* FOW_K_START answered: the first turn begins (fow_start_game). */
void fow_start_answered(wg_game *g);

/* ------------------------------------------------------------ odds.c */
int fow_odds_action(const wg_game *g, const wg_action *a, wg_odds *out);
/* The bytes of scratch space (WG_SCRATCH_ODDS) the odds work in. */
size_t fow_odds_scratch_size(void);

/* ------------------------------------------------------------ describe.c */
int fow_describe_event(const wg_game *g, const wg_event *ev, char *buf, size_t cap);
int fow_describe_action(const wg_game *g, const wg_action *a, char *buf, size_t cap);
int fow_describe_outcome(const wg_game *g, const wg_odds *o, int i, char *buf, size_t cap);
/* wg_decision_kind.describe of every fow kind: the decision as a prompt. */
int fow_describe_decision(const wg_game *g, const wg_decision *d, char *buf, size_t cap);

#endif
