/*
 * Exact odds (wg_odds_action) for fow: one weapon's shot (a DECLARE), a
 * platoon's fire (a RESOLVE in the Shooting Step) and defensive fire (a
 * RESOLVE or CHOOSE 0 in its window), as include/wargame/fow.h documents.
 *
 * The fire is followed die by die, in the order the engine rolls the dice
 * to hit (weapon by weapon, in declaration order). After each die the
 * paths stand in a few states: the hits each team has taken so far (all the
 * automatic allocation, fow_allocation_first, looks at) and where each team
 * stands (fine, bailed out, destroyed). A die that hits is picked out or not
 * (OF-S7), goes where the allocation puts it, and its effect on that team is
 * rolled at once: the teams' saves are independent, so settling each hit
 * when it lands weighs every path as resolving the whole group later does.
 * Paths that reach the same state are merged, so the work grows with the
 * states, not with the combinations of hits. A team hit alike is not
 * followed hit by hit: the states count its hits, by class of effect, and
 * its fate is rolled once, at the end (fire_odds.alike). A team that can
 * only be destroyed (infantry, guns) is hit alike whatever mix of hits it
 * takes, since whether it survives each does not depend on the order; a
 * tank (bailed out, then destroyed) only when every weapon hits it alike,
 * in a big platoon. A die's allocation is worked out once per tally
 * (tally_step), not once per state. A team hit alike that can only be
 * destroyed and that no later weapon can hit is rolled as soon as the last
 * weapon that could hit it has (retire_teams): the states then count only
 * how many such teams were destroyed, and merge. A run of dice alike (the
 * same weapon's, or alike weapons' in a row) at teams all hit alike is rolled
 * as one (roll_run): its h hits land where the allocation puts them, in any
 * order of hits and misses. After the last die, the states are
 * summed by what the outcomes read (whether the hits pin, the teams
 * destroyed and bailed out, the fields of the teams hit alike) and those
 * teams settled one at a time: as polynomials in the teams destroyed when
 * none is a tank (settle_poly), else group by group (settle).
 * Every number comes from the resolution's own helpers
 * (fow_to_hit, fow_rof, fow_hit_flank, fow_armour_result, fow_soft_save ...).
 *
 * Numerators are counted over 6^exp in 128 bits: each die to hit of weapon
 * k stands for the same number of dice on every path (itself, the pick-out
 * die, and the most dice a hit of k can roll on a team), and a path that
 * rolls fewer counts each unrolled die's six faces. The common factors of
 * 6 are then taken out, so that den fits in 64 bits whenever the exact
 * answer does.
 *
 * The states live in a fixed arena, in the game's scratch space (wg_scratch:
 * allocated once per game, not on the stack, whose frames stay small). When
 * a die would spread them past it, the states are taken a chunk at a time,
 * each chunk followed to the last die before the next: the answer is the
 * same, only fewer paths merge. What cannot be answered
 * exactly is refused with WG_ELIMIT and the limit met (fow.h): too many
 * dice or weapons, a den past 6^24, more than 64 outcomes, more than
 * ODDS_COUNTS tallies or ODDS_MAX_WORK states followed.
 */
#include <stdio.h>
#include <string.h>

#include "core/u128.h"
#include "fow_internal.h"

typedef wg_u128 u128;

#define ODDS_MAX_DECL 32      /* weapons in one fire */
#define ODDS_MAX_HITS 64      /* dice to hit in one fire */
#define ODDS_MAX_EXP 49       /* 6^49 < 2^128: the most dice on one path */
#define ODDS_DEN_EXP 24       /* 6^24 < 2^64: the largest den */
#ifndef ODDS_STATES           /* tests/fow/test_odds_arena.c builds a small one */
#define ODDS_STATES 4096      /* states held at once (the arena) */
#endif
WG_STATIC_ASSERT(ODDS_STATES <= 4096, arena_offsets_fit_12_bits); /* sort_by_number */
#define ODDS_INDEX (2 * ODDS_STATES) /* hash slots for the states of one die */
#ifndef ODDS_SETTLE_ROOM      /* test_odds_arena.c makes settle run out of room */
#define ODDS_SETTLE_ROOM ODDS_STATES
#endif
#define ODDS_COUNTS 512       /* distinct tallies of hits per team */
#define ODDS_TEAM_BITS 52     /* a state's key: the tally's id above, the teams below */
#define ODDS_DEAD_BITS 5      /* and above the teams' fields, the teams retired destroyed */
WG_STATIC_ASSERT(FOW_MAX_PLATOON_TEAMS < 32, dead_count_fits);
#define ODDS_HIT_DICE 4       /* the most dice a hit rolls: hull or turret, armour,
                                 Schurzen, firepower */
#define ODDS_FATES 8          /* a team's standings kept after 1..8 hits alike */
#define ODDS_CLASSES 4        /* the different hits a team counted by class may take */
#define ODDS_CLASS_COUNTS 64  /* and the most ways to count them (else its standings are
                                 fewer states: one team hit by many dice of two classes) */
#define ODDS_MAX_WORK 20000000L /* states expanded: over a second of work */
#define ODDS_FOLDS 64         /* retire_teams' polynomials kept */
#define ODDS_RETIRE_LAST 48   /* the states after the last die worth retire_teams */
#ifndef ODDS_RUN              /* test_odds_arena.c: 1, each die on its own */
#define ODDS_RUN 8            /* the most dice roll_run rolls as one */
#endif
#ifndef ODDS_RETIRE           /* test_odds_arena.c: 0, every team settled after the last die */
#define ODDS_RETIRE 1         /* retire_teams retires the teams no later weapon can hit */
#endif
#define ODDS_RUN_WAYS 32      /* roll_run's tallies' ways kept (run_way) */
#define ODDS_FAN 7            /* children of one state: a miss, or a hit (picked out or
                                 not) with each of three results */
#define ODDS_RESERVE (2 * ODDS_FAN) /* arena kept for each later die when chunking */
#define PT FOW_MAX_PLATOON_TEAMS
#define ODDS_OUT_BITS 7       /* outcome_add's hash: twice WG_ODDS_MAX slots, never full */
#define ODDS_OUT_SLOTS (1 << ODDS_OUT_BITS)

enum { MODE_SHOT, MODE_FIRE, MODE_DEFENSIVE };
/* What a hit does, and where a team stands (two bits per team in a state). */
enum { R_NONE, R_BAILED, R_DEAD, RESULTS };
/* Tanks bailed out or destroyed (OF-A6), capped at 2. */
#define CREDITS 3

/* One weapon's hit on one team: numerators over 6^dice, by whether the team was bailed out. */
typedef struct effect {
    int dice;
    uint64_t res[2][RESULTS];
} effect;

/* One declared weapon, ready for its dice. */
typedef struct weapon_plan {
    int rof;
    int emax;                 /* the most dice its hit rolls on a team */
    int pick_die;             /* 1: each hit rolls 5+ to be picked out (OF-S7) */
    uint64_t miss;            /* a die that misses, over 6^(dice a die to hit stands for) */
    uint64_t hit[2];          /* a hit not picked out / picked out, over 6^(1 + pick_die) */
    int valid[2][PT];         /* teams that may take a hit not picked out / picked out */
    unsigned valid_bits[2];   /* the same, bit i */
    int key[PT];              /* their precedence (OF-S6) */
    uint16_t tr[PT][RESULTS][RESULTS]; /* a hit on team i: from one standing to another,
                                          over 6^emax */
    uint8_t effect[PT];       /* 1: a hit can change team i (it may take the hit, and
                                 some face of the dice has a result) */
    uint16_t alike[PT];       /* a hit on a team hit alike (fire_odds.alike): its weight
                                 over 6^emax, less the dice of the effect left for the end */
    uint64_t count[PT];       /* and what it adds to the state's key: one in the field of
                                 its class (fire_odds.cshift), or 0 without an effect */
    int8_t cls[PT];           /* that class, -1 without an effect */
} weapon_plan;

/* What die `die` does to the states of one tally, worked out once for all of
 * them: a miss leaves the tally miss_key (as the next die sees it, in a
 * state's key); a hit not picked out / picked out goes to team[pk] and
 * leaves hit_key[pk]. */
typedef struct tally_step {
    int die;                  /* the die's step class (fire_odds.step_class), -1: not
                                 worked out yet */
    int team[2];
    uint64_t miss_key, hit_key[2];
} tally_step;

/*
 * The tallies of hits per team that the paths reach, each allocated once per
 * weapon. Only differences between the tallies of the teams the weapons still
 * to fire may hit steer the allocation, and only the hits that can pin or
 * turn an assault back count in the outcome: tallies equal in those merge
 * (canonical), so a long fire keeps few of them.
 */
typedef struct count_table {
    int n;
    uint8_t c[ODDS_COUNTS][2][PT]; /* hits not picked out / picked out, per team, as
                                      canonical() leaves them */
    uint8_t hits[ODDS_COUNTS];     /* up to hit_cap */
    int32_t next[ODDS_COUNTS][2];  /* one more hit of the weapons of allocation class
                                      next_for (fire_odds.alloc_class): id << 4 | team */
    int8_t next_for[ODDS_COUNTS][2];
    int16_t canon[ODDS_COUNTS];    /* the same tally as weapon canon_for sees it */
    int8_t canon_for[ODDS_COUNTS];
    uint16_t slot[2 * ODDS_COUNTS]; /* hash index: id + 1, 0 empty */
    tally_step step[ODDS_COUNTS];   /* what one die does to the tally (expand) */
} count_table;

/* What one shooting team sees of the target platoon, found by its first weapon
 * and kept for its others: its score to hit (fow_to_hit_kept) less fow_rof's
 * modifier, 0 unknown, its sight of each team (fow_valid_targets_sight: range,
 * arc, line of sight), and each team's bulletproof cover (-1 unknown) and
 * precedence (OF-S6). */
typedef struct shooter_view {
    int team, score;
    int8_t cover[PT], key[PT];
    fow_sight sight[PT];
} shooter_view;

/* One tally's way through a run of dice (roll_run), worked out once for the
 * states that share it: after h hits, the key part they leave (the tally as
 * the next die sees it, and the counts the hits add to the teams hit alike)
 * and their weight (C(m, h) miss^(m - h) hit^h times each hit's own). */
typedef struct run_way {
    int id;                     /* the tally, -1: none kept */
    uint64_t key[ODDS_RUN + 1];
    u128 weight[ODDS_RUN + 1];
} run_way;

typedef struct fire_odds {
    const wg_game *g;
    int mode, platoon, first, nteams, pick_type, prev_hits;
    int tank_team;                         /* a tank in the platoon: no pinning (OF-S17) */
    int alive;                             /* at the start */
    int n;                                 /* declared weapons */
    fow_decl dl[ODDS_MAX_DECL];
    weapon_plan wp[ODDS_MAX_DECL];
    int start[PT], tank[PT];               /* R_NONE (fine), R_BAILED or R_DEAD; a tank */
    int save[PT];                          /* not a tank: the faces that save it (OF-S14) */
    /* Teams hit alike: such a team's fate follows from how many hits of
     * each class (the same effect) it took, so the states count them (mostly
     * as the tally does) instead of crossing every team's standing with
     * every other's, and its fate is rolled once, at the end. A team that
     * can only be destroyed (not a tank) may take hits of up to ODDS_CLASSES
     * classes: its hits' effects commute (it survives each or not, whatever
     * the order), so counting them loses nothing. A tank's (bailed out, then
     * destroyed) do not: it is counted only when every weapon hits it alike,
     * and only in a platoon of many (count_tanks): a few tanks' standings
     * are fewer states than their hits, since a destroyed tank stays so
     * however many more hits it takes. */
    int alike[PT];
    int nclass[PT];
    uint16_t fate[PT][ODDS_CLASSES][RESULTS][RESULTS]; /* one hit of a class, over
                                                          6^fate_dice */
    int fate_dice[PT][ODDS_CLASSES];
    int cshift[PT][ODDS_CLASSES], cwidth[PT][ODDS_CLASSES]; /* the class's count in a key */
    int cdice[PT][ODDS_CLASSES];           /* and the most it counts: its weapons' dice */
    int fates[PT];                         /* fate_after: standings after 1..fates[i] hits */
    u128 fate_n[PT][ODDS_FATES][RESULTS];
    int count_tanks;                       /* tanks too are hit alike, when they can be */
    /* Team i's field in a state's key: its standing, or (hit alike) its hits
     * with an effect; bits shift[i] up, width[i] of them. */
    int shift[PT], width[PT];
    int key_bits;                          /* the bits of all the teams' fields */
    /* the teams retired destroyed (retire_teams): a count in a key, dead_mask's
     * bits from dead_shift up (dead_mask 0: no room for it, none retired) */
    int dead_shift;
    uint64_t dead_mask;
    uint64_t alike_bits;                   /* the fields of the teams hit alike */
    int nfollowed, followed[PT];           /* the others, followed standing by standing */
    int ndice;
    int8_t die_weapon[ODDS_MAX_HITS];
    int8_t step_class[ODDS_MAX_HITS];      /* the first die whose tally_step is die j's for
                                              every tally (step_class) */
    int8_t run[ODDS_MAX_HITS];             /* the dice from j on rolled as one (roll_run) */
    uint16_t retiring[ODDS_MAX_HITS + 1];  /* the teams retire_teams retires before die j
                                              (after the last die: j = ndice), bit i */
    /* retire_teams' polynomials (fold_teams of 1) by the fields they fold:
     * states share a few. Direct-mapped; 0 empty (no hits fold nothing). */
    uint64_t fold_tag[ODDS_FOLDS];
    int fold_len[ODDS_FOLDS];
    u128 fold_p[ODDS_FOLDS][PT + 1];
    unsigned takers[ODDS_MAX_DECL + 1][2]; /* teams weapon k's or a later one's hits (not
                                              picked out / picked out) may go to, bit i */
    uint64_t taker_bytes[ODDS_MAX_DECL + 1][2][PT / 8]; /* the same as bytes of 0xff, for
                                                          canonical() */
    int8_t alloc_class[ODDS_MAX_DECL];     /* the first weapon whose hits go where weapon k's
                                              do from every tally (allocate) */
    int hit_cap;                           /* hits counted past this one change nothing */
    run_way run_ways[ODDS_RUN_WAYS];       /* the run being rolled: by tally id, direct-mapped */
    fow_shapes shapes;                     /* the bases, measured once for every weapon */
    shooter_view view[ODDS_MAX_DECL];
    int nviews;
    int exp;                               /* den = 6^exp */
    count_table counts;
    /* the arena: a state is (tally id << ODDS_TEAM_BITS | the teams' fields) and its
     * numerator */
    uint64_t key[ODDS_STATES];
    u128 num[ODDS_STATES];
    uint32_t rest[ODDS_STATES];            /* after the last die: a group's rest (settle) */
    uint16_t slot[ODDS_INDEX];             /* the die being rolled: arena offset + 1, 0 empty */
    int layer_n;                           /* its states, after the parents' */
    long work;
    /* the outcomes so far */
    int nout;
    const char *overflow;                  /* why the work stopped: a limit, or NULL */
    int32_t kind[WG_ODDS_MAX], value[WG_ODDS_MAX];
    u128 num_out[WG_ODDS_MAX];
    uint8_t out_slot[ODDS_OUT_SLOTS];      /* outcome_add's hash: index + 1, 0 empty */
    char why[160];
} fire_odds;

static int fail(fire_odds *o, int status, const char *why)
{
    snprintf(o->why, sizeof o->why, "%s", why);
    return status;
}

static int faces_at_least(int need)
{
    return need <= 1 ? 6 : need > 6 ? 0 : 7 - need;
}

/* 6^n, n at most ODDS_DEN_EXP: a table, since the tables ask it hundreds of times. */
static uint64_t pow6(int n)
{
    static const uint64_t p[ODDS_DEN_EXP + 1] = {
        UINT64_C(1), UINT64_C(6), UINT64_C(36), UINT64_C(216), UINT64_C(1296), UINT64_C(7776),
        UINT64_C(46656), UINT64_C(279936), UINT64_C(1679616), UINT64_C(10077696),
        UINT64_C(60466176), UINT64_C(362797056), UINT64_C(2176782336), UINT64_C(13060694016),
        UINT64_C(78364164096), UINT64_C(470184984576), UINT64_C(2821109907456),
        UINT64_C(16926659444736), UINT64_C(101559956668416), UINT64_C(609359740010496),
        UINT64_C(3656158440062976), UINT64_C(21936950640377856), UINT64_C(131621703842267136),
        UINT64_C(789730223053602816), UINT64_C(4738381338321616896)
    };
    return p[n];
}

/* Where byte i of a word (i below 8) sits in it, as memcpy puts it there. */
static int byte_shift(int i)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    return 8 * (7 - i);
#else
    return 8 * i;
#endif
}

static const fow_weapon *weapon(const wg_game *g, const fow_decl *dl)
{
    return &fow_d(g)->weapon[fow_type_of(g, dl->team)->slot[dl->slot].weapon];
}

/* ------------------------------------------------------------ one hit's effect */

/* Count `w` paths that rolled `used` of the hit's dice and ended in r. */
static void effect_add(effect *e, int bailed, int r, uint64_t w, int used)
{
    e->res[bailed][r] += w * pow6(e->dice - used);
}

static int result_code(int res)
{
    return res == WG_FOW_DESTROYED ? R_DEAD : res == WG_FOW_BAILED_OUT ? R_BAILED : R_NONE;
}

/* One side of the tank (weight w of the hull-or-turret die), every armour face (OF-S9..S11). */
static void tank_side(const wg_game *g, const fow_decl *dl, int team, int front, uint64_t w,
                      int used, effect *e)
{
    const fow_weapon *wp = weapon(g, dl);
    int bonus;
    int32_t mods;
    int armour = fow_hit_armour(g, dl->team, team, front, &bonus, &mods);
    int schurzen = fow_schurzen(g, dl->team, dl->slot, team, front);
    int pass = faces_at_least(wp->firepower);
    for (int die = 1; die <= 6; die++) {
        int total = die + armour + bonus;
        for (int bailed = 0; bailed < 2; bailed++) {
            if (total > wp->anti_tank) {
                effect_add(e, bailed, R_NONE, w, used + 1);
                continue;
            }
            uint64_t left = w;
            int u = used + 1;
            if (schurzen) {
                effect_add(e, bailed, R_NONE, w * 3, u + 1); /* a 4+ saves */
                left = w * 3;
                u++;
            }
            effect_add(e, bailed, result_code(fow_armour_result(total, wp->anti_tank, 1, bailed)),
                       left * (uint64_t)pass, u + 1);
            effect_add(e, bailed, result_code(fow_armour_result(total, wp->anti_tank, 0, bailed)),
                       left * (uint64_t)(6 - pass), u + 1);
        }
    }
}

static void tank_effect_odds(const wg_game *g, const fow_decl *dl, int team, effect *e)
{
    fow_flank f = fow_hit_flank(g, dl->team, team);
    int schurzen = fow_schurzen(g, dl->team, dl->slot, team, f.front) ||
                   (f.roll && fow_schurzen(g, dl->team, dl->slot, team, f.turret_front));
    e->dice = f.roll + 1 + schurzen + 1;
    if (!f.roll) {
        tank_side(g, dl, team, f.front, 1, 0, e);
        return;
    }
    tank_side(g, dl, team, f.front, 3, 1, e);        /* 1-3: the hull */
    tank_side(g, dl, team, f.turret_front, 3, 1, e); /* 4-6: the turret */
}

/* OF-S14: a save (`save`, the faces that pass fow_soft_save's score), then
 * a firepower test (`pass`, the faces that pass the weapon's firepower) in
 * bulletproof cover (fow_bulletproof). Written out whole: the tables ask it
 * of every weapon and team. */
static void soft_effect_odds(int save, int pass, int cover, effect *e)
{
    uint64_t fail = (uint64_t)(6 - save);
    e->dice = 1 + cover;
    for (int bailed = 0; bailed < 2; bailed++) {
        e->res[bailed][R_NONE] =
            cover ? (uint64_t)save * 6 + fail * (uint64_t)(6 - pass) : (uint64_t)save;
        e->res[bailed][R_BAILED] = 0;
        e->res[bailed][R_DEAD] = cover ? fail * (uint64_t)pass : fail;
    }
}

/* ------------------------------------------------------------ teams hit alike */

/* Following the tanks' standings costs up to 3^tanks states, counting their
 * hits about one per hit and tally (measured: four times as many). */
static int count_tanks(const fire_odds *o)
{
    int tanks = 0, standings = 1;
    for (int i = 0; i < o->nteams; i++)
        tanks += o->tank[i] && o->start[i] != R_DEAD;
    for (int i = 0; i < tanks && standings <= 4 * (o->ndice + 1); i++)
        standings *= 3;
    return standings > 4 * (o->ndice + 1);
}

/* Weapon k's effect on team i in the fewest dice: class c's fate. Reduced
 * from its table over 6^emax (padding it first would only add divisions). */
static void class_fate(fire_odds *o, int i, int c, int k)
{
    uint32_t m[RESULTS * RESULTS]; /* at most 6^ODDS_HIT_DICE each */
    for (int s = 0; s < RESULTS; s++)
        for (int to = 0; to < RESULTS; to++)
            m[s * RESULTS + to] = o->wp[k].tr[i][s][to];
    int dice = o->wp[k].emax;
    for (; dice > 0; dice--) {
        int e = 0;
        while (e < RESULTS * RESULTS && m[e] % 6 == 0) /* the first that 6 does not divide */
            e++;
        if (e < RESULTS * RESULTS)
            break;
        for (e = 0; e < RESULTS * RESULTS; e++)
            m[e] /= 6;
    }
    for (int s = 0; s < RESULTS; s++)
        for (int to = 0; to < RESULTS; to++)
            o->fate[i][c][s][to] = (uint16_t)m[s * RESULTS + to];
    o->fate_dice[i][c] = dice;
}

/* Do weapons a and b move team i alike? Their tables padded to the same
 * dice, 6^ODDS_HIT_DICE. */
static int same_moves(const fire_odds *o, int a, int b, int i)
{
    const weapon_plan *x = &o->wp[a], *y = &o->wp[b];
    if (x->emax == y->emax) /* most weapons: the tables themselves */
        return !memcmp(x->tr[i], y->tr[i], sizeof x->tr[i]);
    uint64_t pad_x = pow6(ODDS_HIT_DICE - x->emax), pad_y = pow6(ODDS_HIT_DICE - y->emax);
    for (int s = 0; s < RESULTS; s++)
        for (int to = 0; to < RESULTS; to++)
            if (x->tr[i][s][to] * pad_x != y->tr[i][s][to] * pad_y)
                return 0;
    return 1;
}

/* Is team i one the weapons hit alike, by classes (fire_odds.alike)? Each
 * weapon's hit on it gets its class (wp.cls). */
static void alike_team(fire_odds *o, int i)
{
    int most = o->tank[i] ? 1 : ODDS_CLASSES, n = 0, first[ODDS_CLASSES];
    o->alike[i] = o->start[i] != R_DEAD && (!o->tank[i] || o->count_tanks);
    for (int k = 0; k < o->n && o->alike[i]; k++) {
        weapon_plan *w = &o->wp[k];
        w->cls[i] = -1;
        if (!w->effect[i])
            continue;
        int c = 0;
        while (c < n && !same_moves(o, first[c], k, i))
            c++;
        if (c == most) {
            o->alike[i] = 0;
            break;
        }
        if (c == n)
            first[n] = k, o->cdice[i][n++] = 0;
        w->cls[i] = (int8_t)c;
        o->cdice[i][c] += w->rof;
    }
    o->nclass[i] = o->alike[i] ? n : 0;
    for (int c = 0; c < o->nclass[i]; c++)
        class_fate(o, i, c, first[c]);
    o->fates[i] = 0;
}

/* The bits that hold n. */
static int bits_for(int n)
{
    int width = 1;
    while (n >> width)
        width++;
    return width;
}

/* Team i (hit alike) in `spare` more bits than a standing's two: its
 * classes' counts side by side from bit at; 0 when they do not fit, or when
 * several classes could be counted in more than ODDS_CLASS_COUNTS ways. */
static int class_fields(fire_odds *o, int i, int at, int *spare)
{
    int width = 0, ways = 1;
    for (int c = 0; c < o->nclass[i]; c++) {
        int most = o->cdice[i][c];
        o->cshift[i][c] = at + width;
        o->cwidth[i][c] = bits_for(most);
        width += o->cwidth[i][c];
        ways = ways <= ODDS_CLASS_COUNTS ? ways * (most + 1) : ways;
    }
    width = width < 2 ? 2 : width;
    if (width - 2 > *spare || (o->nclass[i] > 1 && ways > ODDS_CLASS_COUNTS))
        return 0;
    *spare -= width - 2;
    return width;
}

/* The teams' fields in a state's key: two bits of standing each, more for the
 * hits of a team hit alike while they fit (else it is followed as the others). */
static void team_fields(fire_odds *o)
{
    int spare = ODDS_TEAM_BITS - 2 * o->nteams, at = 0;
    o->alike_bits = 0;
    o->key_bits = 0;
    o->nfollowed = 0;
    for (int i = 0; i < o->nteams; i++) {
        int width = o->alike[i] ? class_fields(o, i, at, &spare) : 0;
        if (!width)
            o->alike[i] = 0, o->nclass[i] = 0, width = 2;
        o->shift[i] = at;
        o->width[i] = width;
        if (o->alike[i])
            o->alike_bits |= (((uint64_t)1 << width) - 1) << at;
        else if (o->start[i] != R_DEAD) /* a team destroyed already stays so */
            o->followed[o->nfollowed++] = i;
        at += width;
        o->key_bits = at;
        for (int k = 0; k < o->n && o->alike[i]; k++) {
            weapon_plan *w = &o->wp[k];
            int c = w->cls[i];
            w->alike[i] = (uint16_t)pow6(w->emax - (c >= 0 ? o->fate_dice[i][c] : 0));
            w->count[i] = c >= 0 ? (uint64_t)1 << o->cshift[i][c] : 0;
        }
    }
    o->dead_shift = o->key_bits;
    o->dead_mask = o->key_bits + ODDS_DEAD_BITS <= ODDS_TEAM_BITS
                       ? (((uint64_t)1 << ODDS_DEAD_BITS) - 1) << o->key_bits
                       : 0;
}

/* ------------------------------------------------------------ setting up */

/* A hit's effect on one team as moves between standings, padded to 6^emax.
 * Each entry written once (no sums in place): the tables are read whole soon
 * after (same_moves), and a whole read of entries just added to waits for them. */
static void transitions(weapon_plan *w, int i, const effect *e, int emax)
{
    uint64_t pad = pow6(emax - e->dice);
    for (int s = R_NONE; s < R_DEAD; s++) {
        const uint64_t *res = e->res[s == R_BAILED];
        uint64_t none = res[R_NONE] * pad; /* a team that takes no result stays as it is */
        w->tr[i][s][R_NONE] = (uint16_t)(s == R_NONE ? none : 0);
        w->tr[i][s][R_BAILED] = (uint16_t)(res[R_BAILED] * pad + (s == R_BAILED ? none : 0));
        w->tr[i][s][R_DEAD] = (uint16_t)(res[R_DEAD] * pad);
    }
    w->tr[i][R_DEAD][R_NONE] = w->tr[i][R_DEAD][R_BAILED] = 0;
    w->tr[i][R_DEAD][R_DEAD] = (uint16_t)pow6(emax); /* an earlier hit destroyed it: no dice */
}

/* A hit that never lands on team i (the allocation's fallback is never met): no effect. */
static void no_transitions(weapon_plan *w, int i, int emax)
{
    for (int s = 0; s < RESULTS; s++)
        for (int to = 0; to < RESULTS; to++)
            w->tr[i][s][to] = (uint16_t)(s == to ? pow6(emax) : 0);
}

/* The view of weapon k's team, the first time one of its weapons asks. */
static shooter_view *view_of(fire_odds *o, int team)
{
    for (int v = 0; v < o->nviews; v++)
        if (o->view[v].team == team)
            return &o->view[v];
    shooter_view *v = &o->view[o->nviews++];
    v->team = team;
    v->score = 0;
    memset(v->cover, -1, sizeof v->cover);
    for (int i = 0; i < o->nteams; i++)
        fow_sight_init(&v->sight[i]);
    return v;
}

/*
 * fow_to_hit_kept for weapon k, its valid targets in valid. Its score is the
 * easiest of the platoon's teams the shooter sees, whatever the weapon, plus
 * one for fow_rof's modifier (rof_mods), if the weapon can hit one of them:
 * a team's later weapons only ask which teams they can hit.
 */
static int to_hit(fire_odds *o, shooter_view *v, int k, int32_t rof_mods, uint8_t *valid)
{
    const fow_decl *dl = &o->dl[k];
    int32_t mods;
    if (!v->score) {
        int need = fow_to_hit_kept(o->g, &o->shapes, dl->team, dl->slot, dl->platoon, &mods,
                                   valid, v->sight);
        if (need > 0)
            v->score = need - (rof_mods != 0);
        return need;
    }
    int can_hit = fow_valid_targets_sight(o->g, &o->shapes, dl->team, dl->slot, o->first,
                                          o->nteams, v->sight, valid);
    return can_hit ? v->score + (rof_mods != 0) : WG_EILLEGAL;
}

/* Who may take weapon k's hits, in what precedence, and what a hit does;
 * returns the dice one of its dice to hit stands for. */
static int weapon_tables(fire_odds *o, int k)
{
    const wg_game *g = o->g;
    const fow_decl *dl = &o->dl[k];
    weapon_plan *w = &o->wp[k];
    shooter_view *v = view_of(o, dl->team);
    effect eff[PT];
    int32_t mods;
    uint8_t valid[PT]; /* the to-hit finds out who may be hit: kept, not asked again */
    w->rof = fow_rof(g, dl->team, dl->slot, &mods);
    int need = to_hit(o, v, k, mods, valid);
    int same = dl->platoon == o->platoon;
    int faces = need > 0 ? faces_at_least(need) : 0, emax = 0;
    int pass = faces_at_least(weapon(g, dl)->firepower);
    w->pick_die = fow_pick_possible(g, dl->team, dl->slot, dl->platoon, o->pick_type);
    w->valid_bits[0] = w->valid_bits[1] = 0;
    for (int i = 0; i < o->nteams; i++) {
        int team = o->first + i;
        eff[i].dice = 0;
        w->valid[0][i] = same ? valid[i]
                              : fow_valid_target_kept(g, &o->shapes, dl->team, dl->slot, team);
        w->valid[1][i] = w->valid[0][i] && fow_d(g)->team[team].type == o->pick_type;
        w->valid_bits[0] |= (unsigned)w->valid[0][i] << i;
        w->valid_bits[1] |= (unsigned)w->valid[1][i] << i;
        w->key[i] = 0;
        if (!w->valid[0][i])
            continue;
        if (v->cover[i] < 0) {
            v->cover[i] = (int8_t)fow_bulletproof_kept(g, &o->shapes, team, dl->team);
            v->key[i] = (int8_t)fow_precedence_covered(g, &o->shapes, team, dl->team,
                                                       v->cover[i], &v->sight[i]);
        }
        w->key[i] = v->key[i];
        if (o->tank[i]) {
            memset(&eff[i], 0, sizeof eff[i]);
            tank_effect_odds(g, dl, team, &eff[i]);
        } else
            soft_effect_odds(o->save[i], pass, v->cover[i], &eff[i]);
        if (eff[i].dice > emax)
            emax = eff[i].dice;
    }
    for (int i = 0; i < o->nteams; i++) {
        w->effect[i] = w->valid[0][i] && (eff[i].res[0][R_BAILED] || eff[i].res[0][R_DEAD] ||
                                          eff[i].res[1][R_DEAD]);
        if (w->valid[0][i])
            transitions(w, i, &eff[i], emax);
        else
            no_transitions(w, i, emax);
    }
    w->emax = emax;
    int dice = 1 + w->pick_die + emax;
    w->miss = (uint64_t)(6 - faces) * pow6(dice - 1);
    w->hit[0] = (uint64_t)faces * (w->pick_die ? 4 : 1); /* a pick-out die of 1-4 */
    w->hit[1] = (uint64_t)faces * 2;                     /* 5+ */
    return dice;
}

/* Where the target platoon's teams stand before the fire. */
static void target_teams(fire_odds *o)
{
    const wg_game *g = o->g;
    const fow_platoon_def *p = &fow_d(g)->platoon[o->platoon];
    o->first = p->first;
    o->nteams = p->count;
    o->prev_hits = fow_cp(g, o->platoon)->hits;
    for (int i = 0; i < p->count; i++) {
        int team = p->first + i;
        o->tank[i] = fow_type_of(g, team)->kind == WG_FOW_TANK;
        o->tank_team |= o->tank[i];
        o->start[i] = !fow_alive(g, team)                                 ? R_DEAD
                      : (fow_ct(g, team)->flags & WG_FOW_TEAM_BAILED_OUT) ? R_BAILED
                                                                          : R_NONE;
        o->alive += fow_alive(g, team);
        if (!o->tank[i]) { /* it does not depend on the weapon: asked once */
            int32_t mods;
            o->save[i] = faces_at_least(fow_soft_save(g, team, &mods));
        }
    }
}

/* Do weapons a and b put a hit where each other would, from every tally? The
 * allocation reads who may take it and their precedence; canonical() the
 * teams that the weapon's and the later ones' hits may go to. */
static int allocates_alike(const fire_odds *o, int a, int b)
{
    const weapon_plan *x = &o->wp[a], *y = &o->wp[b];
    size_t teams = sizeof(int) * (size_t)o->nteams;
    return x->valid_bits[0] == y->valid_bits[0] && x->valid_bits[1] == y->valid_bits[1] &&
           o->takers[a][0] == o->takers[b][0] && o->takers[a][1] == o->takers[b][1] &&
           !memcmp(x->key, y->key, teams);
}

/* Weapon k's allocation class: the first weapon that allocates alike. */
static int alloc_class(const fire_odds *o, int k)
{
    int a = 0;
    while (a < k && !allocates_alike(o, a, k))
        a++;
    return a;
}

/* The teams in `takers` as a byte of 0xff each (team i: byte i, as in a tally),
 * made as words (tally_words). */
static void taker_bytes(unsigned takers, uint64_t bytes[PT / 8])
{
    memset(bytes, 0, sizeof(uint64_t) * (PT / 8));
    for (int i = 0; takers >> i; i++)
        if (takers >> i & 1)
            bytes[i / 8] |= (uint64_t)0xff << byte_shift(i % 8);
}

/* The weapon after die j's (o->n after the last die). */
static int next_weapon(const fire_odds *o, int j)
{
    return j + 1 < o->ndice ? o->die_weapon[j + 1] : o->n;
}

/* Do dice a and b do the same to every tally (tally_step)? Their weapons
 * allocate alike, may miss alike and pick out alike, and the next dice's
 * weapons see the tallies alike (canonical). */
static int steps_alike(const fire_odds *o, int a, int b)
{
    int ka = o->die_weapon[a], kb = o->die_weapon[b];
    int na = next_weapon(o, a), nb = next_weapon(o, b);
    return o->alloc_class[ka] == o->alloc_class[kb] && !o->wp[ka].miss == !o->wp[kb].miss &&
           o->wp[ka].pick_die == o->wp[kb].pick_die && o->takers[na][0] == o->takers[nb][0] &&
           o->takers[na][1] == o->takers[nb][1];
}

/* Do dice a and b (a before b) roll as one (roll_run)? Each hit goes where
 * the allocation puts it with no choice of effect, since every team alive is
 * hit alike (no team followed), none is picked out, and the two weapons
 * allocate, hit and count alike. */
static int runs_alike(const fire_odds *o, int a, int b)
{
    const weapon_plan *x = &o->wp[o->die_weapon[a]], *y = &o->wp[o->die_weapon[b]];
    if (o->nfollowed || x->pick_die || y->pick_die || x->miss != y->miss ||
        x->hit[0] != y->hit[0] || x->emax != y->emax ||
        o->alloc_class[o->die_weapon[a]] != o->alloc_class[o->die_weapon[b]])
        return 0;
    for (int i = 0; i < o->nteams; i++)
        if (o->alike[i] && (x->alike[i] != y->alike[i] || x->count[i] != y->count[i]))
            return 0;
    return 1;
}

/* The teams retire_teams retires before each die (o->retiring): those hit
 * alike, not tanks, that die j - 1's weapon could hit and no later one can. */
static void retiring_teams(fire_odds *o)
{
    unsigned can = 0;
    for (int i = 0; i < o->nteams && o->dead_mask && ODDS_RETIRE; i++)
        can |= (unsigned)(o->alike[i] && !o->tank[i]) << i;
    o->retiring[0] = 0;
    for (int j = 1; j <= o->ndice; j++) {
        int k = o->die_weapon[j - 1], kn = next_weapon(o, j - 1);
        unsigned gone = (o->takers[k][0] | o->takers[k][1]) & ~(o->takers[kn][0] | o->takers[kn][1]);
        o->retiring[j] = (uint16_t)(gone & can);
    }
}

/* The runs of dice (o->run) once the teams' fields are known. */
static void dice_runs(fire_odds *o)
{
    for (int j = o->ndice - 1; j >= 0; j--)
        o->run[j] = (int8_t)(j + 1 < o->ndice && o->run[j + 1] < ODDS_RUN &&
                                     runs_alike(o, j, j + 1)
                                 ? o->run[j + 1] + 1
                                 : 1);
}

/* Die j's step class: the first die of the run of dice alike it ends (a
 * weapon's dice but its last, and most dice of weapons alike in a row). */
static int step_class(const fire_odds *o, int j)
{
    return j > 0 && steps_alike(o, j - 1, j) ? o->step_class[j - 1] : j;
}

/* Every declared weapon's tables, and its dice to hit in the engine's order. */
static int declared_weapons(fire_odds *o)
{
    int sum_rof = 0;
    for (int k = 0; k < o->n; k++) {
        if (o->dl[k].platoon != o->platoon)
            return fail(o, WG_ELIMIT, "the odds cover fire at one platoon only");
        int dice = weapon_tables(o, k); /* the dice one die to hit stands for */
        o->exp += o->wp[k].rof * dice;
        sum_rof += o->wp[k].rof;
    }
    o->takers[o->n][0] = o->takers[o->n][1] = 0;
    for (int k = o->n - 1; k >= 0; k--)
        for (int pk = 0; pk < 2; pk++)
            o->takers[k][pk] = o->takers[k + 1][pk] | o->wp[k].valid_bits[pk];
    for (int k = 0; k <= o->n; k++)
        for (int pk = 0; pk < 2; pk++)
            taker_bytes(o->takers[k][pk], o->taker_bytes[k][pk]);
    for (int k = 0; k < o->n; k++)
        o->alloc_class[k] = (int8_t)alloc_class(o, k);
    if (sum_rof > fow_d(o->g)->max_hits || sum_rof > ODDS_MAX_HITS)
        return fail(o, WG_ELIMIT, "too many dice to hit");
    for (int k = 0; k < o->n; k++)
        for (int r = 0; r < o->wp[k].rof; r++)
            o->die_weapon[o->ndice++] = (int8_t)k;
    for (int j = 0; j < o->ndice; j++)
        o->step_class[j] = (int8_t)step_class(o, j);
    if (o->exp > ODDS_MAX_EXP)
        return fail(o, WG_ELIMIT, "more than 49 dice on one path: den would overflow");
    if (ODDS_RESERVE * o->ndice >= ODDS_STATES) /* only a test's small arena */
        return fail(o, WG_ELIMIT, "too many dice to hit for the states' arena");
    return WG_OK;
}

/* A shot tells its hits; pinning (OF-S17) and falling back (OF-A6) count to five. */
static int hit_cap(const fire_odds *o)
{
    if (o->mode == MODE_SHOT)
        return ODDS_MAX_HITS;
    if (o->mode == MODE_FIRE)
        return o->tank_team || o->prev_hits >= 5 ? 0 : 5 - o->prev_hits;
    return fow_ch(o->g)->df_tank_platoon ? 0 : 5;
}

static int setup(fire_odds *o)
{
    target_teams(o);
    int rc = declared_weapons(o);
    if (rc != WG_OK)
        return rc;
    o->count_tanks = count_tanks(o);
    for (int i = 0; i < o->nteams; i++)
        alike_team(o, i);
    team_fields(o);
    dice_runs(o);
    retiring_teams(o);
    o->hit_cap = hit_cap(o);
    return WG_OK;
}

/* ------------------------------------------------------------ hits per team */

/*
 * A tally being worked on: count_table.c's bytes as four words (c[pk][i] in
 * word pk * PT / 8 + i / 8), kept and changed as words. Written a byte at a
 * time and then read a word at a time, it made the processor wait for each
 * byte's store to reach memory before the word's load: counts_id spent most
 * of its time there.
 */
#define TALLY_WORDS (2 * PT / 8)
WG_STATIC_ASSERT(2 * PT == 4 * 8, a_tally_is_four_words); /* counts_hash mixes w[0..3] */
typedef struct tally_words {
    uint64_t w[TALLY_WORDS];
} tally_words;

/* Team i's hits not picked out / picked out (pk) in the tally c. */
static int tally_hits(const tally_words *c, int pk, int i)
{
    return (int)(c->w[pk * PT / 8 + i / 8] >> byte_shift(i % 8) & 255);
}

/* The words of a tally mixed side by side and then once, not in a chain of
 * products (each waiting for the last). */
static unsigned counts_hash(const tally_words *c, int hits)
{
    const uint64_t *w = c->w;
    uint64_t h = (uint64_t)hits ^ w[0] ^ w[1] * UINT64_C(0xC2B2AE3D27D4EB4F) ^
                 w[2] * UINT64_C(0x165667B19E3779F9) ^ w[3] * UINT64_C(0xD6E8FEB86659FD93);
    h = (h ^ h >> 29) * UINT64_C(0x9E3779B97F4A7C15);
    return (unsigned)(h >> 40);
}

/* Is the table's tally a the same as c? A word at a time: memcmp is a call. */
static int same_counts(uint8_t a[2][PT], const tally_words *c)
{
    uint64_t x[TALLY_WORDS], diff = 0;
    memcpy(x, a, sizeof x);
    for (int i = 0; i < TALLY_WORDS; i++)
        diff |= x[i] ^ c->w[i];
    return !diff;
}

/* The id of a tally of hits, added if new; -1 when the table is full. */
static int counts_id(fire_odds *o, const tally_words *c, int hits)
{
    count_table *t = &o->counts;
    unsigned mask = 2 * ODDS_COUNTS - 1, h = counts_hash(c, hits) & mask;
    for (;; h = (h + 1) & mask) {
        int id = t->slot[h] - 1;
        if (id < 0)
            break;
        if (t->hits[id] == hits && same_counts(t->c[id], c))
            return id;
    }
    if (t->n == ODDS_COUNTS) {
        o->overflow = "more than 512 ways to share out the hits";
        return -1;
    }
    int id = t->n++;
    memcpy(t->c[id], c->w, sizeof t->c[id]);
    t->hits[id] = (uint8_t)hits;
    t->next_for[id][0] = t->next_for[id][1] = t->canon_for[id] = -1;
    t->step[id].die = -1;
    t->slot[h] = (uint16_t)(id + 1);
    return id;
}

/* The table's tally id as words. */
static tally_words tally_of(const count_table *t, int id)
{
    tally_words c;
    memcpy(c.w, t->c[id], sizeof c.w);
    return c;
}

/* Only what the allocation of weapon k's hits and the later weapons' can tell
 * apart: the hits of teams none of them may hit dropped, and only the
 * differences between the others' (OF-S6 compares them, no more). A word at a
 * time (taker_bytes): no byte borrows, since none is below the least. */
static void canonical(const fire_odds *o, tally_words *c, int k)
{
    for (int pk = 0; pk < 2; pk++) {
        const uint64_t *bytes = o->taker_bytes[k][pk];
        uint64_t *w = &c->w[pk * PT / 8];
        unsigned takers = o->takers[k][pk];
        int least = 255;
        for (int i = 0; takers >> i; i++)
            if (takers >> i & 1 && tally_hits(c, pk, i) < least)
                least = tally_hits(c, pk, i);
        for (int i = 0; i < PT / 8; i++) /* no takers: every word 0 */
            w[i] = (w[i] & bytes[i]) - (uint64_t)least * (bytes[i] & UINT64_C(0x0101010101010101));
    }
}

/* Has one of the teams in `bytes` (taker_bytes) no hits in the words w (one
 * half of a tally)? The others' bytes are set to 255, and a word has a zero
 * byte exactly when subtracting one from every byte borrows into some byte's
 * top bit that was clear. */
static int some_taker_unhit(const uint64_t *w, const uint64_t *bytes)
{
    const uint64_t ones = UINT64_C(0x0101010101010101), tops = UINT64_C(0x8080808080808080);
    uint64_t zero = 0;
    for (int i = 0; i < PT / 8; i++) {
        uint64_t x = w[i] | ~bytes[i];
        zero |= (x - ones) & ~x & tops;
    }
    return zero != 0;
}

/* canonical(o, c, k) of a tally that was canonical before one more hit
 * (pk) on team `to`: on one of k's takers, the least of their hits moves
 * only when that team alone had none. */
static void canonical_after_hit(const fire_odds *o, tally_words *c, int k, int pk, int to)
{
    unsigned takers = o->takers[k][pk];
    if (!(takers >> to & 1)) { /* the engine's fallback: not a taker */
        canonical(o, c, k);
        return;
    }
    if (tally_hits(c, pk, to) != 1 || some_taker_unhit(c->w + pk * PT / 8, o->taker_bytes[k][pk]))
        return;
    for (int i = 0; i < PT / 8; i++)
        c->w[pk * PT / 8 + i] -= o->taker_bytes[k][pk][i] & UINT64_C(0x0101010101010101);
}

/* Tally id as weapon k sees it (canonical; with k = o->n, after the last die:
 * only the hits), or -1 when the table is full. */
static int tally_for(fire_odds *o, int id, int k)
{
    count_table *t = &o->counts;
    if (t->canon_for[id] == k)
        return t->canon[id];
    tally_words c = tally_of(t, id);
    canonical(o, &c, k);
    int to = counts_id(o, &c, t->hits[id]);
    if (to < 0)
        return -1;
    t->canon[id] = (int16_t)to;
    t->canon_for[id] = (int8_t)k;
    return to;
}

/* Where the automatic allocation puts one more hit of weapon k (OF-S6, OF-S7), as the
 * engine does: id << 4 | team of the tally after it, or -1 when the table is full. */
static int32_t allocate(fire_odds *o, int id, int k, int pk)
{
    count_table *t = &o->counts;
    if (t->next_for[id][pk] == o->alloc_class[k])
        return t->next[id][pk];
    const weapon_plan *w = &o->wp[k];
    int to = fow_allocation_first_bits(w->valid_bits[pk], w->key, t->c[id][pk]);
    for (int i = 0; i < o->nteams && to < 0; i++) /* never met, as in the engine */
        if (o->start[i] != R_DEAD)
            to = i;
    if (to < 0)
        to = 0;
    tally_words c = tally_of(t, id);
    c.w[pk * PT / 8 + to / 8] += (uint64_t)1 << byte_shift(to % 8);
    canonical_after_hit(o, &c, k, pk, to);
    int hits = t->hits[id] < o->hit_cap ? t->hits[id] + 1 : o->hit_cap;
    int next = counts_id(o, &c, hits);
    if (next < 0)
        return -1;
    t->next[id][pk] = next << 4 | to;
    t->next_for[id][pk] = o->alloc_class[k];
    return t->next[id][pk];
}

/* ------------------------------------------------------------ after the last die */

static void outcome_add(fire_odds *o, int32_t kind, int32_t value, u128 num)
{
    /* found through a hash of (kind, value): a big fire adds to its few
     * outcomes hundreds of thousands of times */
    uint32_t h = ((uint32_t)kind * 0x9E3779B1u ^ (uint32_t)value) * 0x85EBCA6Bu;
    unsigned k = h >> (32 - ODDS_OUT_BITS);
    for (;; k = (k + 1) & (ODDS_OUT_SLOTS - 1)) {
        int i = o->out_slot[k] - 1;
        if (i < 0)
            break;
        if (o->kind[i] == kind && o->value[i] == value) {
            o->num_out[i] = wg_u128_add(o->num_out[i], num);
            return;
        }
    }
    if (o->nout >= WG_ODDS_MAX) {
        o->overflow = "more than WG_ODDS_MAX (64) outcomes";
        return;
    }
    o->out_slot[k] = (uint8_t)(o->nout + 1);
    o->kind[o->nout] = kind;
    o->value[o->nout] = value;
    o->num_out[o->nout++] = num;
}

/* The outcome a platoon's fate makes (fow.h): pinning, falling back. */
static void outcome_of(fire_odds *o, int hits, int d, int b, int c, u128 num)
{
    int pinned = !o->tank_team && o->prev_hits + hits >= 5; /* OF-S17 */
    if (o->mode == MODE_SHOT)
        outcome_add(o, WG_FOW_OUTCOME_SHOT | (pinned ? WG_FOW_OUTCOME_PINNED : 0),
                    WG_FOW_OUTCOME_VALUE(hits, d, b), num);
    else if (o->mode == MODE_FIRE)
        outcome_add(o, WG_FOW_OUTCOME_FIRE | (pinned ? WG_FOW_OUTCOME_PINNED : 0),
                    WG_FOW_OUTCOME_VALUE(0, d, b), num);
    else {
        /* OF-A6: a platoon that went in with tanks falls back on two tanks hit */
        int falls = fow_ch(o->g)->df_tank_platoon ? c >= 2 : hits >= 5;
        int kind = d >= o->alive ? WG_FOW_OUTCOME_WIPED_OUT
                   : falls       ? WG_FOW_OUTCOME_FALLS_BACK
                                 : WG_FOW_OUTCOME_GOES_IN;
        outcome_add(o, kind, WG_FOW_OUTCOME_VALUE(0, d, b), num);
    }
}

/* The hits as far as outcome_of reads them: a platoon's fire and defensive
 * fire tell only whether they pin (OF-S17) or turn the assault back (OF-A6),
 * so that groups (settle) that differ in nothing else merge. */
static int outcome_hits(const fire_odds *o, int hits)
{
    if (o->mode == MODE_SHOT)
        return hits;
    if (o->mode == MODE_FIRE)
        return !o->tank_team && o->prev_hits + hits >= 5 ? 5 : 0;
    return !fow_ch(o->g)->df_tank_platoon && hits >= 5 ? 5 : 0;
}

/* Team i's standing after n hits alike of its first class: numerators over
 * 6^(n * fate_dice). The same few are asked for state after state: the first
 * ODDS_FATES are kept. */
static void fate_after(fire_odds *o, int i, int n, u128 v[RESULTS])
{
    int from = n < o->fates[i] ? n : o->fates[i];
    if (from)
        memcpy(v, o->fate_n[i][from - 1], sizeof(u128) * RESULTS);
    else {
        memset(v, 0, sizeof(u128) * RESULTS);
        v[o->start[i]] = wg_u128_of(1);
    }
    for (int k = from; k < n; k++) {
        u128 next[RESULTS];
        memset(next, 0, sizeof next);
        for (int s = 0; s < RESULTS; s++)
            for (int to = s; to < RESULTS; to++) /* no hit mends a team */
                next[to] = wg_u128_add(next[to], wg_u128_mul_u64(v[s], o->fate[i][0][s][to]));
        memcpy(v, next, sizeof next);
        if (k == o->fates[i] && k < ODDS_FATES)
            memcpy(o->fate_n[i][o->fates[i]++], v, sizeof next);
    }
}

/* team_fate for a team that can only be destroyed, fine at the start: each
 * hit destroys it or not (its class's table moves it nowhere else, each row
 * summing to 6^fate_dice), so it survives them all in the product of the
 * ways it survives each, and is destroyed in every other way. */
static void soft_fate(const fire_odds *o, int i, uint64_t field, u128 v[RESULTS])
{
    u128 live = wg_u128_of(1), all = wg_u128_of(1);
    for (int c = 0; c < o->nclass[i]; c++) {
        int n = (int)(field >> (o->cshift[i][c] - o->shift[i]) & ((1u << o->cwidth[i][c]) - 1));
        for (; n > 0; n--) {
            live = wg_u128_mul_u64(live, o->fate[i][c][R_NONE][R_NONE]);
            all = wg_u128_mul_u64(all, pow6(o->fate_dice[i][c]));
        }
    }
    v[R_NONE] = live;
    v[R_BAILED] = wg_u128_of(0);
    v[R_DEAD].hi = all.hi - live.hi - (all.lo < live.lo); /* all - live: live is at most all */
    v[R_DEAD].lo = all.lo - live.lo;
}

/* Team i's standing after the hits alike its field (in a key, shifted down)
 * counts: numerators over 6^(the fate dice of every hit). Its first class's
 * from fate_after, each other's one hit at a time (they commute). */
static void team_fate(fire_odds *o, int i, uint64_t field, u128 v[RESULTS])
{
    int lo = o->shift[i];
    if (!o->tank[i] && o->start[i] == R_NONE) {
        soft_fate(o, i, field, v);
        return;
    }
    fate_after(o, i, (int)(field >> (o->cshift[i][0] - lo) & ((1u << o->cwidth[i][0]) - 1)), v);
    for (int c = 1; c < o->nclass[i]; c++) {
        int n = (int)(field >> (o->cshift[i][c] - lo) & ((1u << o->cwidth[i][c]) - 1));
        for (; n > 0; n--) {
            u128 next[RESULTS];
            memset(next, 0, sizeof next);
            for (int s = 0; s < RESULTS; s++)
                for (int to = s; to < RESULTS; to++)
                    next[to] = wg_u128_add(next[to],
                                           wg_u128_mul_u64(v[s], o->fate[i][c][s][to]));
            memcpy(v, next, sizeof next);
        }
    }
}

/*
 * Fold the fates of the teams hit alike (field: their hits with an effect)
 * into the outcomes of a state whose tracked teams stand at (d, b, cr): one
 * team at a time, into a table by how many more are destroyed and bailed
 * out, and by tanks hit (OF-A6), from the top down so that each cell is read
 * before it is written.
 */
/*
 * fold_alike when every team folded is a tank: each tank whose standing
 * changes is one more tank hit (capped), so the tanks hit follow from the
 * tanks destroyed and bailed out, min(cr + x + y, CREDITS - 1), and the
 * table needs no third dimension: the same cells, less the empty ones.
 */
/* fold_alike's table: [more bailed out][more destroyed][tanks hit], or
 * without the tanks hit for tanks alone. One frame holds one of them. */
typedef union fold_table {
    u128 t3[PT + 1][PT + 1][CREDITS];
    u128 t2[PT + 1][PT + 1];
} fold_table;

static void fold_tanks(fire_odds *o, const int *field, int hits, int d, int b, int cr, u128 num,
                       int teams, fold_table *ft)
{
    u128 (*t)[PT + 1] = ft->t2;
    for (int y = 0; y <= teams; y++)
        memset(t[y], 0, sizeof t[y][0] * (size_t)(teams + 1));
    t[0][0] = num;
    int nx = 0; /* tanks folded so far */
    for (int i = 0; i < o->nteams; i++) {
        if (!o->alike[i] || !field[i])
            continue;
        u128 f[RESULTS];
        team_fate(o, i, (uint64_t)field[i], f);
        int bail = o->start[i] == R_NONE;
        nx++;
        for (int x = nx; x >= 0; x--)
            for (int y = nx - x; y >= 0; y--) {
                u128 v = wg_u128_mul(t[y][x], f[o->start[i]]);
                if (x > 0)
                    v = wg_u128_add(v, wg_u128_mul(t[y][x - 1], f[R_DEAD]));
                if (bail && y > 0)
                    v = wg_u128_add(v, wg_u128_mul(t[y - 1][x], f[R_BAILED]));
                t[y][x] = v;
            }
    }
    for (int x = 0; x <= nx; x++)
        for (int y = 0; x + y <= nx; y++)
            if (!wg_u128_is_zero(t[y][x]))
                outcome_of(o, hits, d + x, b + y, cr + x + y < CREDITS ? cr + x + y : CREDITS - 1,
                           t[y][x]);
}

static void fold_alike(fire_odds *o, const int *field, int hits, int d, int b, int cr, u128 num)
{
    fold_table ft;
    u128 (*t)[PT + 1][CREDITS] = ft.t3;
    int teams = 0, tanks = 0;
    for (int i = 0; i < o->nteams; i++)
        if (o->alike[i] && field[i])
            teams++, tanks += o->tank[i];
    if (tanks == teams) {
        fold_tanks(o, field, hits, d, b, cr, num, teams, &ft);
        return;
    }
    for (int y = 0; y <= tanks; y++)
        memset(t[y], 0, sizeof t[y][0] * (size_t)(teams + 1));
    t[0][0][cr] = num;
    int nx = 0, ny = 0; /* teams and tanks folded so far */
    for (int i = 0; i < o->nteams; i++) {
        if (!o->alike[i] || !field[i])
            continue;
        u128 f[RESULTS];
        team_fate(o, i, (uint64_t)field[i], f);
        int tank = o->tank[i], bail = tank && o->start[i] == R_NONE;
        nx++, ny += tank;
        int ztop = cr + ny < CREDITS - 1 ? cr + ny : CREDITS - 1;
        for (int x = nx; x >= 0; x--)
            for (int y = ny < nx - x ? ny : nx - x; y >= 0; y--)
                for (int z = cr; z <= ztop; z++) {
                    u128 v = wg_u128_mul(t[y][x][z], f[o->start[i]]);
                    if (!tank && x > 0)
                        v = wg_u128_add(v, wg_u128_mul(t[y][x - 1][z], f[R_DEAD]));
                    /* a tank hit: one more tank hit, up to the cap (OF-A6) */
                    for (int from = z - 1 < cr ? cr : z - 1; tank && from <= z; from++) {
                        if (from == z && z < CREDITS - 1)
                            break;
                        if (x > 0)
                            v = wg_u128_add(v, wg_u128_mul(t[y][x - 1][from], f[R_DEAD]));
                        if (bail && y > 0)
                            v = wg_u128_add(v, wg_u128_mul(t[y - 1][x][from], f[R_BAILED]));
                    }
                    t[y][x][z] = v;
                }
    }
    for (int x = 0; x <= nx; x++)
        for (int y = 0; y <= ny && x + y <= nx; y++)
            for (int z = cr; z < CREDITS; z++)
                if (!wg_u128_is_zero(t[y][x][z]))
                    outcome_of(o, hits, d + x, b + y, z, t[y][x][z]);
}

/*
 * The states after the last die, as outcomes. An outcome needs only the
 * hits (pinning, OF-S17) and how many teams were destroyed, bailed out and
 * (tanks) hit, so the states are first summed into groups that agree in
 * those and in the fields of the teams hit alike (their hits with an
 * effect): a group is the fields, in place of a state's key, and `rest`, the
 * rest packed. Then the teams hit alike are settled one at a time, each
 * group splitting by where the team ends and the parts summing again, so
 * that the work grows with the groups, not with the states times the teams.
 * The outcomes are sums of products, so neither order changes them.
 */
/* The slots of o->slot a hash index of at most `most` (at most ODDS_STATES)
 * entries takes: a power of two, twice `most` where ODDS_INDEX allows, and
 * always more than ODDS_STATES otherwise (ODDS_INDEX is twice the arena). */
static int index_size(int most)
{
    int size = 16;
    while (size < 2 * most && 2 * size <= ODDS_INDEX)
        size *= 2;
    return size;
}

static unsigned state_hash(uint64_t key)
{
    /* folded first: a product's top bits see none of the key's top bits (the tally) */
    return (unsigned)(((key ^ key >> 32) * UINT64_C(0x9E3779B97F4A7C15)) >> 40);
}

typedef struct group_set {
    int base, n, room;  /* groups at arena offsets [base, base + n), at most room */
    unsigned mask;      /* their hash index: o->slot (the last die's, free by now) */
} group_set;

static uint32_t group_rest(int hits, int d, int b, int cr)
{
    return (uint32_t)hits | (uint32_t)d << 8 | (uint32_t)b << 16 | (uint32_t)cr << 24;
}

static void groups_begin(fire_odds *o, group_set *gs, int base, int room)
{
    int size = index_size(room);
    gs->base = base;
    gs->n = 0;
    gs->room = room;
    gs->mask = (unsigned)size - 1;
    memset(o->slot, 0, sizeof o->slot[0] * (size_t)size);
}

/* Add num to the group (alike, rest), made if new (the caller leaves room). */
static void group_add(fire_odds *o, group_set *gs, uint64_t alike, uint32_t rest, u128 num)
{
    for (unsigned h = state_hash(alike ^ (uint64_t)rest << 40) & gs->mask;;
         h = (h + 1) & gs->mask) {
        int at = gs->base + o->slot[h] - 1;
        if (at < gs->base) {
            at = gs->base + gs->n++;
            o->key[at] = alike;
            o->rest[at] = rest;
            o->num[at] = num;
            o->slot[h] = (uint16_t)gs->n;
            return;
        }
        if (o->key[at] == alike && o->rest[at] == rest) {
            o->num[at] = wg_u128_add(o->num[at], num);
            return;
        }
    }
}

/* The teams a state's key counts as retired destroyed (retire_teams). */
static int retired_dead(const fire_odds *o, uint64_t key)
{
    return (int)((key & o->dead_mask) >> o->dead_shift);
}

/* A state's group: the fields hit alike, and in *rest the hits and the other
 * teams' changes. A tank's standing changes exactly when a hit on it has a
 * result (a bailed-out tank bailed out again is destroyed, OF-S16), so the
 * tanks that moved are OF-A6's tanks hit. */
static uint64_t state_group(const fire_odds *o, uint64_t key, uint32_t *rest)
{
    int d = retired_dead(o, key), b = 0, cr = 0;
    for (int f = 0; f < o->nfollowed; f++) {
        int i = o->followed[f], now = (int)(key >> o->shift[i] & 3);
        if (now != o->start[i]) {
            d += now == R_DEAD;
            b += now == R_BAILED;
            cr += o->tank[i];
        }
    }
    *rest = group_rest(outcome_hits(o, o->counts.hits[key >> ODDS_TEAM_BITS]), d, b,
                       cr < CREDITS ? cr : CREDITS - 1);
    return key & o->alike_bits;
}

/* The group at arena offset s as outcomes, folding in the teams hit alike it has left. */
static void settle_group(fire_odds *o, int s)
{
    uint64_t alike = o->key[s];
    uint32_t rest = o->rest[s];
    int hits = (int)(rest & 255), d = (int)(rest >> 8 & 255), b = (int)(rest >> 16 & 255),
        cr = (int)(rest >> 24);
    if (!alike) {
        outcome_of(o, hits, d, b, cr, o->num[s]);
        return;
    }
    int field[PT];
    for (int i = 0; i < o->nteams; i++)
        field[i] = o->alike[i] ? (int)(alike >> o->shift[i] & (((uint64_t)1 << o->width[i]) - 1))
                               : 0;
    fold_alike(o, field, hits, d, b, cr, o->num[s]);
}

/* The fates of one team that settle_team has worked out, by field: most
 * groups share a few. Direct-mapped; a field of 0 (no hits) is never kept. */
#define FATE_MEMO 32
typedef struct fate_memo {
    uint64_t field[FATE_MEMO];
    u128 f[FATE_MEMO][RESULTS];
} fate_memo;

static const u128 *memo_fate(fire_odds *o, fate_memo *fm, int i, uint64_t field)
{
    unsigned at = (unsigned)(field ^ field >> 5) & (FATE_MEMO - 1);
    if (fm->field[at] != field) {
        team_fate(o, i, field, fm->f[at]);
        fm->field[at] = field;
    }
    return fm->f[at];
}

/* Group s with team i (hit alike) settled: its parts by where the team ends. */
static void split_group(fire_odds *o, group_set *to, int s, int i, fate_memo *fm)
{
    uint64_t mask = (((uint64_t)1 << o->width[i]) - 1) << o->shift[i];
    uint64_t alike = o->key[s] & ~mask;
    uint32_t rest = o->rest[s];
    int hits = (int)(rest & 255), d = (int)(rest >> 8 & 255), b = (int)(rest >> 16 & 255),
        cr = (int)(rest >> 24);
    uint64_t field = (o->key[s] & mask) >> o->shift[i];
    if (!field) { /* no hit with an effect: it stands as it started */
        group_add(o, to, alike, rest, o->num[s]);
        return;
    }
    const u128 *f = memo_fate(o, fm, i, field);
    int tank = o->tank[i], crm = cr + tank < CREDITS ? cr + tank : CREDITS - 1;
    if (!wg_u128_is_zero(f[o->start[i]]))
        group_add(o, to, alike, rest, wg_u128_mul(o->num[s], f[o->start[i]]));
    if (!wg_u128_is_zero(f[R_DEAD]))
        group_add(o, to, alike, group_rest(hits, d + 1, b, tank ? crm : cr),
                  wg_u128_mul(o->num[s], f[R_DEAD]));
    if (tank && o->start[i] == R_NONE && !wg_u128_is_zero(f[R_BAILED]))
        group_add(o, to, alike, group_rest(hits, d, b + 1, crm),
                  wg_u128_mul(o->num[s], f[R_BAILED]));
}

/* Settle team i in the n groups at lo; returns how many groups are left at lo,
 * or -1 when the arena had no room and every group has been settled. */
static int settle_team(fire_odds *o, int lo, int n, int i)
{
    group_set to;
    int room = ODDS_STATES - (lo + n) < RESULTS * n ? ODDS_STATES - (lo + n) : RESULTS * n;
    room = room < ODDS_SETTLE_ROOM ? room : ODDS_SETTLE_ROOM;
    groups_begin(o, &to, lo + n, room);
    fate_memo fm;
    memset(fm.field, 0, sizeof fm.field);
    int s = lo;
    for (; s < lo + n && to.n + RESULTS <= to.room; s++)
        split_group(o, &to, s, i, &fm);
    if (s < lo + n) { /* out of room: the rest as they are */
        for (; s < lo + n; s++)
            settle_group(o, s);
        for (int k = 0; k < to.n; k++)
            settle_group(o, to.base + k);
        return -1;
    }
    memmove(&o->key[lo], &o->key[to.base], sizeof o->key[0] * (size_t)to.n);
    memmove(&o->rest[lo], &o->rest[to.base], sizeof o->rest[0] * (size_t)to.n);
    memmove(&o->num[lo], &o->num[to.base], sizeof o->num[0] * (size_t)to.n);
    return to.n;
}

/*
 * settle_team for every team hit alike at once, when none of them is a tank
 * (each is destroyed or not, whatever it took) and the arena has room: a
 * group carries, instead of one count of teams destroyed, the numerators of
 * every count (a polynomial in x, the team destroyed), so that settling a
 * team multiplies it by (survives + destroyed x) and never splits it. Sorted
 * by (rest, fields), the groups that clearing the lowest field left the same
 * are next to each other: each team is one pass, merging neighbours.
 */
typedef struct poly_set {
    int n, len;        /* groups, and the numerators each carries (teams settled + 1) */
    uint64_t *key;     /* the groups, in order: their fields, rest, numerators */
    uint32_t *rest;
    u128 *p;           /* group g's: p[at[g] * stride ..], left where they were made */
    uint16_t *at;
    int stride;
} poly_set;

/* Is (rest a, key a) before (rest b, key b)? */
static int group_before(const fire_odds *o, int a, int b)
{
    return o->rest[a] != o->rest[b] ? o->rest[a] < o->rest[b] : o->key[a] < o->key[b];
}

/* A group's rest as a number below 2^16, one to one: hits up to 64, teams
 * destroyed and bailed out up to 16, tanks hit up to 2 (group_rest). */
WG_STATIC_ASSERT(ODDS_MAX_HITS <= 64 && PT <= 16 && CREDITS <= 3, rest_fits_16_bits);
static uint64_t rest_rank(uint32_t rest)
{
    return (rest & 255) + 65 * ((rest >> 8 & 255) + 17 * ((rest >> 16 & 255) + 17 * (rest >> 24)));
}

/* sort_groups when a group's (rest, fields) and its arena offset fit in one
 * number: those numbers sorted, without reading the groups at each step
 * (into v, n of them); 0 when they do not fit. */
static int sort_by_number(fire_odds *o, int lo, int n, uint64_t *v)
{
    int top = o->key_bits; /* a group's key holds only fields */
    if (top + 16 + 12 > 64)
        return 0;
    for (int g = 0; g < n; g++)
        v[g] = (rest_rank(o->rest[lo + g]) << top | o->key[lo + g]) << 12 | (uint64_t)(lo + g);
    int gap = 1;
    while (gap < n / 3)
        gap = 3 * gap + 1;
    for (; gap > 0; gap /= 3)
        for (int g = gap; g < n; g++) {
            uint64_t x = v[g];
            int h = g;
            for (; h >= gap && x < v[h - gap]; h -= gap)
                v[h] = v[h - gap];
            v[h] = x;
        }
    for (int g = 0; g < n; g++)
        o->slot[g] = (uint16_t)(v[g] & 4095);
    return 1;
}

/* The n groups at lo in order, as indices in o->slot (free once grouped): a
 * Shell sort, the groups being few; v has room for n numbers (sort_by_number). */
static void sort_groups(fire_odds *o, int lo, int n, uint64_t *v)
{
    if (sort_by_number(o, lo, n, v))
        return;
    uint16_t *ix = o->slot;
    for (int g = 0; g < n; g++)
        ix[g] = (uint16_t)(lo + g);
    int gap = 1;
    while (gap < n / 3)
        gap = 3 * gap + 1;
    for (; gap > 0; gap /= 3)
        for (int g = gap; g < n; g++) {
            uint16_t v = ix[g];
            int h = g;
            for (; h >= gap && group_before(o, v, ix[h - gap]); h -= gap)
                ix[h] = ix[h - gap];
            ix[h] = v;
        }
}

/* p (len + 1 numerators, the last 0) times (a + b x), in place. */
static void poly_times(u128 *p, int len, u128 a, u128 b)
{
    if (!a.hi && !b.hi) { /* most fates: one product each */
        for (int j = len; j > 0; j--)
            p[j] = wg_u128_add(wg_u128_mul_u64(p[j], a.lo), wg_u128_mul_u64(p[j - 1], b.lo));
        p[0] = wg_u128_mul_u64(p[0], a.lo);
        return;
    }
    for (int j = len; j > 0; j--)
        p[j] = wg_u128_add(wg_u128_mul(p[j], a), wg_u128_mul(p[j - 1], b));
    p[0] = wg_u128_mul(p[0], a);
}

/* The fates of the teams hit alike that fold_teams folds in, by team and
 * field: most states share a few. Direct-mapped; a field of 0 (no hits) is
 * never kept. */
#define FOLD_MEMO 64
typedef struct fold_memo {
    uint64_t tag[FOLD_MEMO]; /* field << 5 | team, 0 empty */
    u128 f[FOLD_MEMO][2];    /* survives (stands as it started), destroyed */
} fold_memo;

static const u128 *fold_fate(fire_odds *o, fold_memo *fm, int i, uint64_t field)
{
    uint64_t tag = field << 5 | (uint64_t)i;
    unsigned at = (unsigned)((tag * UINT64_C(0x9E3779B97F4A7C15)) >> 58); /* FOLD_MEMO slots */
    if (fm->tag[at] != tag) {
        u128 v[RESULTS];
        team_fate(o, i, field, v);
        fm->f[at][0] = v[o->start[i]];
        fm->f[at][1] = v[R_DEAD];
        fm->tag[at] = tag;
    }
    return fm->f[at];
}

/* num times the fates of `teams` (bit i: team i, hit alike and not a tank)
 * as key counts their hits, as a polynomial in the teams destroyed: p[j],
 * the paths with j of them destroyed. Returns its numerators: one more than
 * the teams with hits. */
static int fold_teams(fire_odds *o, fold_memo *fm, uint64_t key, unsigned teams, u128 num,
                      u128 p[PT + 1])
{
    int len = 1;
    p[0] = num;
    for (int i = 0; teams >> i; i++) {
        uint64_t field = key >> o->shift[i] & (((uint64_t)1 << o->width[i]) - 1);
        if (!(teams >> i & 1) || !field)
            continue;
        const u128 *f = fold_fate(o, fm, i, field);
        p[len] = wg_u128_of(0);
        poly_times(p, len, f[0], f[1]);
        len++;
    }
    return len;
}

/* The polynomial fold_teams makes of one path for the fields `fields` (a
 * key's, only those of `teams`, not 0) holds: kept in o->fold_*; its
 * numerators in *len. */
static const u128 *folded(fire_odds *o, fold_memo *fm, uint64_t fields, unsigned teams, int *len)
{
    unsigned at = (unsigned)((fields * UINT64_C(0x9E3779B97F4A7C15)) >> 58); /* ODDS_FOLDS */
    if (o->fold_tag[at] != fields) {
        o->fold_len[at] = fold_teams(o, fm, fields, teams, wg_u128_of(1), o->fold_p[at]);
        o->fold_tag[at] = fields;
    }
    *len = o->fold_len[at];
    return o->fold_p[at];
}

/* Settle team i (not a tank) in every group, merging the groups left alike. */
static void poly_team(fire_odds *o, poly_set *ps, int i, fate_memo *fm)
{
    uint64_t mask = (((uint64_t)1 << o->width[i]) - 1) << o->shift[i];
    int len = ps->len, out = -1;
    for (int g = 0; g < ps->n; g++) {
        u128 *p = &ps->p[ps->at[g] * ps->stride];
        uint64_t field = (ps->key[g] & mask) >> o->shift[i];
        p[len] = wg_u128_of(0);
        if (field) { /* survives: as it started; else one more destroyed */
            const u128 *f = memo_fate(o, fm, i, field);
            poly_times(p, len, f[o->start[i]], f[R_DEAD]);
        }
        uint64_t key = ps->key[g] & ~mask;
        if (out >= 0 && ps->key[out] == key && ps->rest[out] == ps->rest[g]) {
            u128 *q = &ps->p[ps->at[out] * ps->stride];
            for (int j = 0; j <= len; j++)
                q[j] = wg_u128_add(q[j], p[j]);
            continue;
        }
        out++;
        ps->key[out] = key;
        ps->rest[out] = ps->rest[g];
        ps->at[out] = ps->at[g];
    }
    ps->n = out + 1;
    ps->len = len + 1;
}

/* The n states at lo after the last die as outcomes, by polynomials when it
 * can (poly_set; hit: the fields some state has hits in); 0 when it cannot. */
static int settle_poly(fire_odds *o, int lo, int n, uint64_t hit)
{
    int teams = 0;
    for (int i = 0; i < o->nteams; i++)
        if (o->alike[i] && hit >> o->shift[i] & (((uint64_t)1 << o->width[i]) - 1)) {
            if (o->tank[i])
                return 0;
            teams++;
        }
    poly_set ps = { n, 1, &o->key[lo + n], &o->rest[lo + n], &o->num[lo + n], &o->slot[n],
                    teams + 1 };
    if (lo + n + n * ps.stride > ODDS_STATES || n > ODDS_SETTLE_ROOM)
        return 0;
    for (int s = lo; s < lo + n; s++) /* each state as its group: merged below */
        o->key[s] = state_group(o, o->key[s], &o->rest[s]);
    sort_groups(o, lo, n, ps.key); /* ps.key: free until the groups are merged */
    ps.n = 0;
    for (int g = 0; g < n; g++) {
        int from = o->slot[g], last = ps.n - 1;
        if (last >= 0 && ps.key[last] == o->key[from] && ps.rest[last] == o->rest[from]) {
            ps.p[last * ps.stride] = wg_u128_add(ps.p[last * ps.stride], o->num[from]);
            continue;
        }
        ps.key[ps.n] = o->key[from];
        ps.rest[ps.n] = o->rest[from];
        ps.p[ps.n * ps.stride] = o->num[from];
        ps.at[ps.n] = (uint16_t)ps.n;
        ps.n++;
    }
    fate_memo fm;
    for (int i = 0; i < o->nteams; i++)
        if (o->alike[i] && hit >> o->shift[i] & (((uint64_t)1 << o->width[i]) - 1)) {
            memset(fm.field, 0, sizeof fm.field);
            poly_team(o, &ps, i, &fm);
        }
    for (int g = 0; g < ps.n; g++) {
        uint32_t rest = ps.rest[g];
        const u128 *p = &ps.p[ps.at[g] * ps.stride];
        for (int j = 0; j < ps.len; j++)
            if (!wg_u128_is_zero(p[j]))
                outcome_of(o, (int)(rest & 255), (int)(rest >> 8 & 255) + j,
                           (int)(rest >> 16 & 255), (int)(rest >> 24), p[j]);
    }
    return 1;
}

/* The states [lo, hi) after the last die, as outcomes; the arena above lo is free. */
static void settle(fire_odds *o, int lo, int hi)
{
    uint64_t hit = 0; /* the fields some state has hits in: the teams to settle */
    for (int s = lo; s < hi; s++)
        hit |= o->key[s] & o->alike_bits;
    if (!hit) { /* no team left to settle (all retired): each state is its outcome */
        for (int s = lo; s < hi; s++) {
            uint32_t rest;
            state_group(o, o->key[s], &rest);
            outcome_of(o, (int)(rest & 255), (int)(rest >> 8 & 255), (int)(rest >> 16 & 255),
                       (int)(rest >> 24), o->num[s]);
        }
        return;
    }
    if (settle_poly(o, lo, hi - lo, hit))
        return;
    group_set gs;
    groups_begin(o, &gs, lo, hi - lo);
    for (int s = lo; s < hi; s++) { /* in place: group k is written after state lo + k is read */
        uint32_t rest;
        uint64_t alike = state_group(o, o->key[s], &rest);
        group_add(o, &gs, alike, rest, o->num[s]);
    }
    int n = gs.n;
    for (int i = 0; i < o->nteams && n >= 0; i++)
        if (o->alike[i] && hit >> o->shift[i] & (((uint64_t)1 << o->width[i]) - 1))
            n = settle_team(o, lo, n, i);
    for (int s = lo; s < lo + n; s++)
        settle_group(o, s);
}

/* ------------------------------------------------------------ the dice */

/* The states after one die, while it is rolled: arena offset `at` onwards,
 * and their hash index in o->slot. Kept in a local, not in fire_odds, so that
 * the compiler keeps it in registers across the adds. */
typedef struct layer {
    uint64_t *key;
    u128 *num;
    uint16_t *slot;
    unsigned mask;
    int n;
} layer;

/* Index the layer's states in `size` slots (a power of two, at most ODDS_INDEX). */
static void layer_index(layer *l, int size)
{
    l->mask = (unsigned)size - 1;
    memset(l->slot, 0, sizeof l->slot[0] * (size_t)size);
    for (int n = 0; n < l->n; n++) {
        unsigned h = state_hash(l->key[n]) & l->mask;
        while (l->slot[h])
            h = (h + 1) & l->mask;
        l->slot[h] = (uint16_t)(n + 1);
    }
}

/* Start the states after a die at arena offset `at`. Their index starts
 * small and doubles as they come: most dice make a few times as many states
 * as they roll, far fewer than every face could, and clearing an index sized
 * for every face cost more than following the states. */
static void layer_begin(fire_odds *o, layer *l, int at, int parents)
{
    l->key = &o->key[at];
    l->num = &o->num[at];
    l->slot = o->slot;
    l->n = 0;
    layer_index(l, index_size(2 * parents));
}

/* Add num paths to the state `key` of the layer. */
static inline void layer_add(layer *l, uint64_t key, u128 num)
{
    unsigned h = state_hash(key) & l->mask;
    for (;; h = (h + 1) & l->mask) {
        unsigned at = l->slot[h];
        if (!at)
            break;
        if (l->key[at - 1] == key) {
            l->num[at - 1] = wg_u128_add(l->num[at - 1], num);
            return;
        }
    }
    l->key[l->n] = key;
    l->num[l->n] = num;
    l->slot[h] = (uint16_t)++l->n;
    if (2 * (unsigned)l->n > l->mask && 2 * (l->mask + 1) <= ODDS_INDEX)
        layer_index(l, 2 * (int)(l->mask + 1)); /* kept at most half full */
}

/* What the dice of step class cls (of weapon k, the next die's weapon kn) do
 * to tally id, as expand used to ask it state by state, in the same order
 * (so that the same tallies are made); NULL when the table is full. */
static const tally_step *tally_step_of(fire_odds *o, int id, int cls, int k, int kn, int same)
{
    tally_step *st = &o->counts.step[id];
    if (st->die == cls)
        return st;
    const weapon_plan *w = &o->wp[k];
    st->miss_key = 0;
    if (w->miss) {
        int miss = same ? id : tally_for(o, id, kn);
        if (miss < 0)
            return NULL;
        st->miss_key = (uint64_t)miss << ODDS_TEAM_BITS;
    }
    for (int pk = 0; pk <= w->pick_die; pk++) {
        int32_t next = allocate(o, id, k, pk);
        if (next < 0)
            return NULL;
        int child = same ? next >> 4 : tally_for(o, next >> 4, kn);
        if (child < 0)
            return NULL;
        st->team[pk] = next & 15;
        st->hit_key[pk] = (uint64_t)child << ODDS_TEAM_BITS;
    }
    st->die = cls;
    return st;
}

/* One die of weapon k for the state (key, num): a miss, or a hit and its
 * effect, each child's tally as the next die's weapon sees it (step). */
static inline void expand(const fire_odds *o, layer *l, const weapon_plan *w,
                          const tally_step *st, uint64_t key, u128 num)
{
    uint64_t teams = key & (((uint64_t)1 << ODDS_TEAM_BITS) - 1);
    if (w->miss)
        layer_add(l, st->miss_key | teams, wg_u128_mul_u64(num, w->miss));
    for (int pk = 0; pk <= w->pick_die; pk++) {
        int t = st->team[pk], at = o->shift[t];
        if (o->alike[t]) { /* one more hit to roll at the end, or none */
            layer_add(l, st->hit_key[pk] | (teams + w->count[t]),
                      wg_u128_mul_u64(num, w->hit[pk] * w->alike[t]));
            continue;
        }
        const uint16_t *tr = w->tr[t][teams >> at & 3];
        uint64_t rest = st->hit_key[pk] | (teams & ~((uint64_t)3 << at));
        for (int to = 0; to < RESULTS; to++)
            if (tr[to])
                layer_add(l, rest | (uint64_t)to << at, wg_u128_mul_u64(num, w->hit[pk] * tr[to]));
    }
}

/* Roll die j for the states [from, hi) into a layer at hi of at most `room`
 * states; returns the first state not rolled (hi when all were). */
static int roll_chunk(fire_odds *o, int j, int from, int hi, int room)
{
    int k = o->die_weapon[j], kn = j + 1 < o->ndice ? o->die_weapon[j + 1] : o->n, s = from;
    const weapon_plan *w = &o->wp[k];
    int fan = 1 + RESULTS * (1 + w->pick_die); /* at most ODDS_FAN */
    int cls = o->step_class[j];
    int same = o->takers[k][0] == o->takers[kn][0] && o->takers[k][1] == o->takers[kn][1];
    layer l;
    layer_begin(o, &l, hi, hi - from < room ? hi - from : room);
    for (; s < hi && l.n + fan <= room; s++) {
        uint64_t key = o->key[s];
        const tally_step *st = tally_step_of(o, (int)(key >> ODDS_TEAM_BITS), cls, k, kn, same);
        if (!st) { /* the table is full: counted as the state that found it */
            s++;
            break;
        }
        expand(o, &l, w, st, key, o->num[s]);
    }
    o->layer_n = l.n;
    o->work += s - from;
    if (o->work > ODDS_MAX_WORK)
        o->overflow = "too much work: more than 20000000 states to follow";
    return s;
}

/*
 * A team hit alike that no later weapon can hit has taken all its hits: its
 * fate is rolled now, not after the last die (settle), and the states keep
 * only how many such teams were destroyed, in the count at dead_shift.
 * States that differed only in their hits merge, so the later dice follow
 * fewer of them. Only teams that can only be destroyed (not tanks, whose
 * bailing out the outcomes count apart), and only with room for the states
 * they split into (else settle rolls them, as it would have): the answer is
 * the same sum of the same products.
 */
static int retire_teams(fire_odds *o, int j, int lo, int hi)
{
    unsigned gone = o->retiring[j];
    if (!gone)
        return hi;
    uint64_t clear = 0;
    int m = 0;
    for (int i = 0; gone >> i; i++)
        if (gone >> i & 1)
            clear |= (((uint64_t)1 << o->width[i]) - 1) << o->shift[i], m++;
    if (ODDS_STATES - hi - ODDS_RESERVE * (o->ndice - j) < (m + 1) * (hi - lo))
        return hi;
    fold_memo fm;
    memset(fm.tag, 0, sizeof fm.tag);
    layer l;
    layer_begin(o, &l, hi, hi - lo);
    memset(o->fold_tag, 0, sizeof o->fold_tag);
    for (int s = lo; s < hi; s++) {
        uint64_t rest = o->key[s] & ~clear, fields = o->key[s] & clear;
        if (!fields) {
            layer_add(&l, rest, o->num[s]);
            continue;
        }
        int len;
        const u128 *p = folded(o, &fm, fields, gone, &len);
        for (int d = 0; d < len; d++)
            if (!wg_u128_is_zero(p[d]))
                layer_add(&l, rest + ((uint64_t)d << o->dead_shift),
                          p[d].hi ? wg_u128_mul(o->num[s], p[d])
                                  : wg_u128_mul_u64(o->num[s], p[d].lo));
    }
    memmove(&o->key[lo], &o->key[hi], sizeof o->key[0] * (size_t)l.n);
    memmove(&o->num[lo], &o->num[hi], sizeof o->num[0] * (size_t)l.n);
    return lo + l.n;
}

/* Tally id's way through the run of m dice of weapon k (roll_run), kept in
 * o->run_ways; ways[h]: C(m, h) miss^(m - h) hit^h. NULL when the table of
 * tallies is full. */
static const run_way *run_way_of(fire_odds *o, int id, int k, int kn, int same, int m,
                                 const u128 *ways)
{
    run_way *rw = &o->run_ways[id % ODDS_RUN_WAYS];
    if (rw->id == id)
        return rw;
    const weapon_plan *w = &o->wp[k];
    uint64_t added = 0;
    u128 paths = wg_u128_of(1); /* the hits' own weights */
    for (int h = 0, at = id; h <= m; h++) {
        if (h > 0) { /* the h-th hit goes where the allocation puts it */
            int32_t next = allocate(o, at, k, 0);
            if (next < 0)
                return NULL;
            int t = next & 15;
            at = next >> 4;
            added += o->alike[t] ? w->count[t] : 0;
            paths = wg_u128_mul_u64(paths, o->alike[t] ? w->alike[t] : w->tr[t][R_DEAD][R_DEAD]);
        }
        int child = same ? at : tally_for(o, at, kn);
        if (child < 0)
            return NULL;
        rw->key[h] = ((uint64_t)child << ODDS_TEAM_BITS) + added;
        rw->weight[h] = wg_u128_mul(paths, ways[h]); /* modulo 2^128, as every product */
    }
    rw->id = id;
    return rw;
}

/*
 * Dice j to j + m - 1 (a run: o->run) for the states [lo, hi) into a layer
 * at hi, as one: a miss leaves a state as it is and the h-th hit goes where
 * the allocation puts it from the tally the h - 1 before left, so the m dice
 * end as their h hits put them, whatever their order, in C(m, h) ways of the
 * same weight. The m dice's layers made one at a time would hold every count
 * of hits so far, each state rolled again at each die. The states of one
 * tally share its way (run_way_of): each child is then one product and one add.
 */
static int roll_run(fire_odds *o, int j, int m, int lo, int hi)
{
    int k = o->die_weapon[j], kn = next_weapon(o, j + m - 1);
    int same = o->takers[k][0] == o->takers[kn][0] && o->takers[k][1] == o->takers[kn][1];
    const weapon_plan *w = &o->wp[k];
    u128 ways[ODDS_RUN + 1]; /* C(m, h) miss^(m - h) hit^h */
    for (int h = 0; h <= m; h++) {
        uint64_t c = 1;
        for (int i = 0; i < h; i++)
            c = c * (uint64_t)(m - i) / (uint64_t)(i + 1);
        ways[h] = wg_u128_of(c);
        for (int i = 0; i < m; i++)
            ways[h] = wg_u128_mul_u64(ways[h], i < h ? w->hit[0] : w->miss);
    }
    for (int i = 0; i < ODDS_RUN_WAYS; i++)
        o->run_ways[i].id = -1;
    layer l;
    layer_begin(o, &l, hi, hi - lo);
    for (int s = lo; s < hi; s++) {
        uint64_t teams = o->key[s] & (((uint64_t)1 << ODDS_TEAM_BITS) - 1);
        const run_way *rw = run_way_of(o, (int)(o->key[s] >> ODDS_TEAM_BITS), k, kn, same, m, ways);
        if (!rw)
            return -1;
        for (int h = 0; h <= m; h++)
            layer_add(&l, rw->key[h] + teams, wg_u128_mul(o->num[s], rw->weight[h]));
    }
    o->work += (long)m * (hi - lo); /* each state once a die: the one-by-one work, or less */
    if (o->work > ODDS_MAX_WORK)
        o->overflow = "too much work: more than 20000000 states to follow";
    memmove(&o->key[lo], &o->key[hi], sizeof o->key[0] * (size_t)l.n);
    memmove(&o->num[lo], &o->num[hi], sizeof o->num[0] * (size_t)l.n);
    return lo + l.n;
}

/* Dice j onwards for the states [lo, hi) of the arena, the arena above hi free. */
static void roll_dice(fire_odds *o, int j, int lo, int hi)
{
    for (; j < o->ndice && !o->overflow; j++) {
        if (o->retiring[j])
            hi = retire_teams(o, j, lo, hi);
        int m = o->run[j];
        if (m > 1 && (m + 1) * (hi - lo) <= ODDS_STATES - hi - ODDS_RESERVE * (o->ndice - j - m)) {
            hi = roll_run(o, j, m, lo, hi);
            if (hi < 0)
                return;
            j += m - 1;
            continue;
        }
        /* leave room for the later dice, should they have to go a chunk at a time */
        int room = ODDS_STATES - hi - ODDS_RESERVE * (o->ndice - j - 1);
        if (roll_chunk(o, j, lo, hi, room) < hi)
            break;
        /* the whole layer: it takes its parents' place */
        memmove(&o->key[lo], &o->key[hi], sizeof o->key[0] * (size_t)o->layer_n);
        memmove(&o->num[lo], &o->num[hi], sizeof o->num[0] * (size_t)o->layer_n);
        hi = lo + o->layer_n;
    }
    if (j == o->ndice) {
        if (o->overflow)
            return;
        /* many states: retired first, the fates of those that share them
         * taken once (retire_teams' polynomials), not once per group */
        settle(o, lo, hi - lo >= ODDS_RETIRE_LAST ? retire_teams(o, j, lo, hi) : hi);
        return;
    }
    /* too many states: half the room a chunk, each chunk to the last die */
    int room = (ODDS_STATES - hi - ODDS_RESERVE * (o->ndice - j - 1)) / 2;
    for (int s = lo; s < hi && !o->overflow;) {
        s = roll_chunk(o, j, s, hi, room);
        roll_dice(o, j + 1, hi, hi + o->layer_n);
    }
}

/* ------------------------------------------------------------ the answer */

static int outcome_before(const fire_odds *o, int a, int b)
{
    if (o->kind[a] != o->kind[b])
        return o->kind[a] < o->kind[b];
    return o->value[a] < o->value[b];
}

/* The factors of 2 in v (0 has any number), at most `most`. */
static int twos_in(u128 v, int most)
{
    int n = 0;
    while (n < most && !((n < 64 ? v.lo >> n : v.hi >> (n - 64)) & 1))
        n++;
    return n;
}

/* The factors of 3 in v, at most `most`: 3^20 (below 2^32) at a time, and
 * within a remainder r below it one at a time, since v = q 3^20 + r has
 * as many as r when it has fewer than 20. Divisions by constants, which the
 * compiler makes multiplications. */
static int threes_in(u128 v, int most)
{
    int n = 0;
    uint32_t r = 0;
    for (; n < most; n += 20) {
        u128 q = wg_u128_divmod32(v, UINT32_C(3486784401), &r);
        if (r)
            break;
        v = q;
    }
    for (; n < most && r % 3 == 0; n++)
        r /= 3;
    return n < most ? n : most;
}

/*
 * Division by 3^n of the numerators that it divides, as a product: modulo
 * 2^128, 3^n has an inverse, and v = q 3^n gives q = v inv (mod 2^128); for
 * any other v, that product is above the largest q (2^128 - 1) / 3^n
 * (Granlund and Montgomery). One product an outcome, where dividing took a
 * chain of divisions.
 */
typedef struct thirds {
    int n;
    u128 inv, most; /* 3^-n modulo 2^128, and (2^128 - 1) / 3^n */
} thirds;

static thirds thirds_of(int n)
{
    const u128 inv3 = { UINT64_C(0xAAAAAAAAAAAAAAAA), UINT64_C(0xAAAAAAAAAAAAAAAB) };
    thirds t = { n, wg_u128_of(1), { UINT64_MAX, UINT64_MAX } };
    for (u128 p = inv3; n; n >>= 1, p = wg_u128_mul(p, p)) /* inv3^n by squares */
        if (n & 1)
            t.inv = wg_u128_mul(t.inv, p);
    n = t.n;
    uint32_t left = 1; /* 3^(n mod 20), below 2^32: one division for all of them */
    for (; n >= 20; n -= 20)
        t.most = wg_u128_divmod32(t.most, UINT32_C(3486784401), NULL);
    for (; n > 0; n--)
        left *= 3;
    t.most = wg_u128_divmod32(t.most, left, NULL);
    return t;
}

/* v / 3^t.n, or (v not a multiple of it) a value above t.most. */
static u128 third_of(const thirds *t, u128 v)
{
    return wg_u128_mul(v, t->inv);
}

/* v / 2^n, n below 128. */
static u128 halved(u128 v, int n)
{
    if (n >= 64) {
        v.lo = v.hi >> (n - 64);
        v.hi = 0;
    } else if (n > 0) {
        v.lo = v.lo >> n | v.hi << (64 - n);
        v.hi >>= n;
    }
    return v;
}

/* The factors of 6 common to the outcomes' numerators, up to twos (the
 * factors of 2 they share), taken out of them. */
static int take_out_sixes(fire_odds *o, int twos)
{
    thirds t = thirds_of(twos);
    for (int i = 0; i < o->nout && t.n; i++)
        if (wg_u128_cmp(third_of(&t, o->num_out[i]), t.most) > 0)
            t = thirds_of(threes_in(o->num_out[i], t.n)); /* fewer: rare */
    for (int i = 0; i < o->nout && t.n; i++)
        o->num_out[i] = third_of(&t, halved(o->num_out[i], t.n));
    return t.n;
}

/* Sorted by kind then value, with the common factors of 6 taken out of den. */
static int finish(fire_odds *o, wg_odds *out)
{
    int order[WG_ODDS_MAX];
    for (int i = 0; i < o->nout; i++) {
        int j = i;
        for (; j > 0 && outcome_before(o, i, order[j - 1]); j--)
            order[j] = order[j - 1];
        order[j] = i;
    }
    int sixes = o->exp; /* the factors of 6 common to every numerator, up to exp */
    u128 any = wg_u128_of(0); /* its lowest bit set is the first some numerator has */
    for (int i = 0; i < o->nout; i++)
        any.lo |= o->num_out[i].lo, any.hi |= o->num_out[i].hi;
    sixes = take_out_sixes(o, twos_in(any, sixes));
    int exp = o->exp - sixes;
    if (exp > ODDS_DEN_EXP)
        return fail(o, WG_ELIMIT, "the exact den would overflow 64 bits (more than 6^24)");
    out->den = pow6(exp);
    out->count = 0;
    for (int j = 0; j < o->nout; j++) {
        int i = order[j];
        if (wg_u128_is_zero(o->num_out[i]))
            continue;
        wg_odds_append(out, o->kind[i], -1, o->platoon, o->value[i], o->num_out[i].lo);
    }
    return WG_OK;
}

static int fire_odds_of(fire_odds *o, wg_odds *out)
{
    int rc = setup(o);
    if (rc != WG_OK)
        return rc;
    tally_words none;
    memset(&none, 0, sizeof none);
    memset(o->counts.slot, 0, sizeof o->counts.slot);
    uint64_t key = (uint64_t)counts_id(o, &none, 0) << ODDS_TEAM_BITS;
    for (int i = 0; i < o->nteams; i++)
        key |= o->alike[i] ? 0 : (uint64_t)o->start[i] << o->shift[i];
    o->key[0] = key;
    o->num[0] = wg_u128_of(1);
    roll_dice(o, 0, 0, 1);
    if (o->overflow)
        return fail(o, WG_ELIMIT, o->overflow);
    out->attacks = o->mode == MODE_SHOT ? 1 : o->n;
    return finish(o, out);
}

/* ------------------------------------------------------------ the entry point */

/* Only what every query reads: the tables are filled as they are used (the
 * whole structure is large, and clearing it would cost more than small odds). */
static void odds_init(fire_odds *o, const wg_game *g, int mode, int platoon, int pick_type)
{
    o->g = g;
    o->mode = mode;
    o->platoon = platoon;
    o->pick_type = pick_type;
    o->tank_team = o->alive = o->ndice = o->exp = 0;
    o->counts.n = 0;
    o->nviews = 0;
    o->work = 0;
    o->nout = 0;
    memset(o->out_slot, 0, sizeof o->out_slot);
    o->overflow = NULL;
    o->why[0] = '\0';
    fow_shapes_init(&o->shapes);
}

size_t fow_odds_scratch_size(void)
{
    return sizeof(fire_odds);
}

/* The working tables (some 190 KB): in g's scratch space, not on the stack. */
static fire_odds *odds_space(const wg_game *g, char *why, size_t cap)
{
    fire_odds *o = wg_scratch(g, WG_SCRATCH_ODDS, sizeof *o);
    if (!o)
        snprintf(why, cap, "out of memory for the odds' tables");
    return o;
}

/* The declared weapons of g, all at one platoon (the first's), or none. */
static int run_declared(const wg_game *g, int mode, int pick_type, wg_odds *out, char *why,
                        size_t cap)
{
    const fow_hdr *h = fow_ch(g);
    const fow_decl *dl = fow_cdecls(g);
    if (h->ndecl > ODDS_MAX_DECL)
        return snprintf(why, cap, "more than 32 weapons declared"), WG_ELIMIT;
    fire_odds *o = odds_space(g, why, cap);
    if (!o)
        return WG_ENOMEM;
    odds_init(o, g, mode, h->ndecl ? dl[0].platoon : h->ap, pick_type);
    o->n = h->ndecl;
    memcpy(o->dl, dl, sizeof *dl * (size_t)h->ndecl);
    int rc = fire_odds_of(o, out);
    if (rc != WG_OK) /* only a refusal tells why */
        snprintf(why, cap, "%s", o->why);
    return rc;
}

static int run_shot(const wg_game *g, const wg_action *a, wg_odds *out, char *why, size_t cap)
{
    fow_decl dl = { a->unit, a->weapon, fow_d(g)->team[a->target].platoon, -1 };
    fire_odds *o = odds_space(g, why, cap);
    if (!o)
        return WG_ENOMEM;
    odds_init(o, g, MODE_SHOT, dl.platoon, -1);
    o->n = 1;
    o->dl[0] = dl;
    int rc = fire_odds_of(o, out);
    if (rc != WG_OK) /* only a refusal tells why */
        snprintf(why, cap, "%s", o->why);
    return rc;
}

/* CHOOSE 0 in the defensive-fire window: what the automatic choice declares, on a copy. */
static int run_auto_defensive(const wg_game *g, wg_odds *out, char *why, size_t cap)
{
    wg_game *k = NULL; /* no log or history to copy: only the state matters */
    int rc = wg_game_clone_with(&k, g, WG_OPT_NO_LOG | WG_OPT_NO_HISTORY);
    if (rc != WG_OK)
        return snprintf(why, cap, "cannot copy the game to plan the automatic fire"), rc;
    fow_defensive_auto_declare(k);
    rc = run_declared(k, MODE_DEFENSIVE, -1, out, why, cap);
    wg_game_free(k);
    return rc;
}

int fow_odds_action(const wg_game *g, const wg_action *a, wg_odds *out)
{
    int kind = wg_ctop(g)->kind, rc;
    char why[160];
    if (a->type == WG_ACT_DECLARE && (kind == FOW_K_FIRE || kind == FOW_K_DEFENSIVE))
        rc = run_shot(g, a, out, why, sizeof why);
    else if (a->type == WG_ACT_RESOLVE && kind == FOW_K_FIRE)
        rc = run_declared(g, MODE_FIRE, a->part, out, why, sizeof why);
    else if (kind == FOW_K_DEFENSIVE && a->type == WG_ACT_RESOLVE)
        rc = run_declared(g, MODE_DEFENSIVE, -1, out, why, sizeof why);
    else if (kind == FOW_K_DEFENSIVE && a->type == WG_ACT_CHOOSE)
        rc = run_auto_defensive(g, out, why, sizeof why);
    else
        return wg_rs_reject(g, "odds: this action rolls no shot (fow has odds for DECLARE and "
                               "RESOLVE in the Shooting Step and the defensive-fire window, "
                               "and CHOOSE 0 there)"),
               WG_ESTATE;
    if (rc != WG_OK)
        wg_rs_reject(g, "odds: %s", why);
    return rc;
}
