/*
 * The fow ruleset's decision kinds: one row per question it asks, with the
 * answers it takes and the functions that list, check and apply them (in
 * the file of each rule: move.c, shoot.c, turn.c, mission.c, assault.c,
 * fight.c, withdraw.c, breakoff.c). The names are documented in
 * wargame/fow.h, "Decision kinds".
 *
 * fow's checks say why an answer is wrong (fow_problem_fn: nonzero with the
 * reason in `why`); kind_verdict turns that into the core's contract.
 */
#include <stdio.h>

#include "fow_internal.h"

static int kind_verdict(const wg_game *g, const wg_action *a, fow_problem_fn problem)
{
    char why[200] = "";
    return problem(g, a, why, sizeof why) ? wg_rs_reject(g, "%s", why) : WG_OK;
}

/* ------------------------------------------------------------ the Movement Step */

static int move_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    if (a->type == WG_ACT_MOVE)
        return fow_move_problem(g, a, why, cap);
    if (a->type == WG_ACT_CHOOSE)
        return fow_dig_problem(g, a, why, cap);
    return fow_pass_move_problem(g, why, cap);
}

static void move_apply(wg_game *g, const wg_action *a)
{
    if (a->type == WG_ACT_MOVE)
        fow_apply_move(g, a);
    else if (a->type == WG_ACT_CHOOSE)
        fow_apply_dig(g, a);
    else
        fow_end_movement(g);
}

/* ------------------------------------------------------------ the Shooting Step */

static int fire_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    int declared = fow_ch(g)->ndecl;
    if (a->type == WG_ACT_DECLARE)
        return fow_declare_problem(g, a, why, cap);
    if (a->type == WG_ACT_PASS)
        return declared ? fow_refuse(why, cap, "resolve or undo the declared shots first") : 0;
    if (!declared)
        return fow_refuse(why, cap, "nothing declared to resolve");
    if (a->part < -1 || a->part >= fow_d(g)->ntypes ||
        (a->part >= 0 && fow_d(g)->type[a->part].kind != WG_FOW_TANK))
        return fow_refuse(why, cap, "pick out a kind of tank, or -1 (OF-S7)");
    return 0;
}

static void fire_apply(wg_game *g, const wg_action *a)
{
    if (a->type == WG_ACT_DECLARE)
        fow_apply_declare(g, a);
    else if (a->type == WG_ACT_RESOLVE)
        fow_apply_resolve(g, a);
    else
        fow_end_shooting(g);
}

static int allocate_problem(const wg_game *g, const wg_action *a, char *why, size_t cap)
{
    if (a->type == WG_ACT_ALLOCATE)
        return fow_allocate_problem(g, a->value, a->target, why, cap);
    return a->value == 0 ? 0 : fow_refuse(why, cap, "not an answer to this decision");
}

static void allocate_apply(wg_game *g, const wg_action *a)
{
    if (a->type == WG_ACT_ALLOCATE)
        fow_apply_allocate(g, a->value, a->target);
    else
        fow_apply_auto_allocate(g);
}

static void reroll_apply(wg_game *g, const wg_action *a)
{
    fow_apply_reroll(g, a->value);
}

/* ------------------------------------------------------------ the core's contract */

/* The kind's `problem` entry for a fow_problem_fn. */
#define VERDICT(fn)                                                                         \
    static int fn##_check(const wg_game *g, const wg_action *a)                              \
    {                                                                                       \
        return kind_verdict(g, a, fn);                                                      \
    }

VERDICT(move_problem)
VERDICT(fire_problem)
VERDICT(allocate_problem)
VERDICT(fow_yes_no_problem)
VERDICT(fow_launch_problem)
VERDICT(fow_charge_problem)
VERDICT(fow_df_problem)
VERDICT(fow_mission_problem)
VERDICT(fow_break_off_kind_problem)
VERDICT(fow_consolidate_kind_problem)
VERDICT(fow_counter_charge_kind_problem)
VERDICT(fow_fight_problem)
VERDICT(fow_away_problem)

#undef VERDICT

/* ------------------------------------------------------------ the start (issue 15) */

/* A first Starting Step that rolls waits for this PASS: creation rolls nothing. */
static void start_apply(wg_game *g, const wg_action *a)
{
    (void)a;
    fow_start_answered(g);
}

/* ------------------------------------------------------------ the table */

#define PASS { WG_ACT_PASS, 0 }
#define PLACE { WG_ACT_MOVE, WG_F_UNIT | WG_F_XY | WG_F_VALUE } /* a team to x, y facing value */
#define PICK { WG_ACT_CHOOSE, WG_F_VALUE }
/* value 1: the turret turns to `target` (OF-X12) */
#define SHOT { WG_ACT_DECLARE, WG_F_UNIT | WG_F_WEAPON | WG_F_TARGET | WG_F_VALUE }
#define HIT { WG_ACT_ALLOCATE, WG_F_TARGET | WG_F_VALUE }  /* hit `value` to team `target` */

/* A row: name, type, the list / problem / apply functions, then the answers.
 * Every fow decision is described by fow_describe_decision. */
#define KIND(name_, type_, list_, problem_, apply_, ...)                                   \
    .name = name_, .type = type_, .answers = { __VA_ARGS__ }, .list = list_,              \
    .problem = problem_, .apply = apply_, .describe = fow_describe_decision

const wg_decision_kind fow_kinds[FOW_K_COUNT] = {
    [FOW_K_MOVE] = { KIND("fow.move", WG_DEC_MOVE, fow_legal_moves, move_problem_check, move_apply,
                          PLACE, { WG_ACT_CHOOSE, WG_F_UNIT | WG_F_VALUE }, PASS),
                     .sample = fow_sample_move },
    [FOW_K_FIRE] = { KIND("fow.fire", WG_DEC_FIRE, fow_legal_fire, fire_problem_check, fire_apply,
                          SHOT, { WG_ACT_RESOLVE, WG_F_PART }, PASS), .sample = fow_sample_fire },
    [FOW_K_ALLOCATE] = { KIND("fow.allocate", WG_DEC_ALLOCATE_HITS, fow_legal_allocate,
                              allocate_problem_check, allocate_apply, HIT, PICK) },
    [FOW_K_REROLL] = { KIND("fow.reroll", WG_DEC_CHOICE, fow_yes_no_list, fow_yes_no_problem_check,
                            reroll_apply, PICK) },
    [FOW_K_ASSAULT] = { KIND("fow.assault", WG_DEC_ORDER, fow_launch_list, fow_launch_problem_check,
                             fow_launch_apply, { WG_ACT_DECLARE, WG_F_UNIT }, PASS) },
    [FOW_K_CHARGE] = { KIND("fow.charge", WG_DEC_MOVE, fow_charge_list, fow_charge_problem_check,
                            fow_charge_apply, PLACE, { WG_ACT_RESOLVE, 0 }, PASS) },
    [FOW_K_DEFENSIVE] = { KIND("fow.defensive_fire", WG_DEC_DEFENSIVE_FIRE, fow_df_list,
                               fow_df_problem_check, fow_df_apply, SHOT, { WG_ACT_RESOLVE, 0 },
                               PICK, PASS) },
    [FOW_K_COUNTER] = { KIND("fow.counterattack", WG_DEC_CHOICE, fow_yes_no_list,
                             fow_yes_no_problem_check, fow_counter_apply, PICK) },
    [FOW_K_SETUP_OBJ] = { KIND("fow.place_objective", WG_DEC_SETUP, fow_mission_legal,
                               fow_mission_problem_check, fow_mission_apply,
                               { WG_ACT_MOVE, WG_F_XY }, PICK) },
    [FOW_K_SETUP_DEPLOY] = { KIND("fow.deploy", WG_DEC_SETUP, fow_mission_legal,
                                  fow_mission_problem_check, fow_mission_apply, PLACE, PICK) },
    [FOW_K_BREAK_OFF] = { KIND("fow.break_off", WG_DEC_MOVE, fow_break_off_list,
                               fow_break_off_kind_problem_check, fow_apply_break_off, PLACE, PICK,
                               PASS) },
    [FOW_K_CONSOLIDATE] = { KIND("fow.consolidate", WG_DEC_MOVE, fow_consolidate_list,
                                 fow_consolidate_kind_problem_check, fow_apply_consolidate, PLACE,
                                 PICK, PASS) },
    [FOW_K_COUNTER_CHARGE] = { KIND("fow.counter_charge", WG_DEC_MOVE, fow_counter_charge_list,
                                    fow_counter_charge_kind_problem_check, fow_counter_charge_apply,
                                    PLACE, PICK, PASS) },
    [FOW_K_GUN_CHOICE] = { KIND("fow.gun_choice", WG_DEC_CHOICE, fow_fight_legal,
                                fow_fight_problem_check, fow_fight_kind_apply, PICK) },
    [FOW_K_FIGHT_ALLOCATE] = { KIND("fow.fight_allocate", WG_DEC_ALLOCATE_HITS, fow_fight_legal,
                                    fow_fight_problem_check, fow_fight_kind_apply, HIT, PICK) },
    [FOW_K_FALL_BACK] = { KIND("fow.fall_back", WG_DEC_MOVE, fow_withdraw_legal,
                               fow_away_problem_check, fow_fall_back_apply, PLACE, PICK, PASS) },
    [FOW_K_MAKE_WAY] = { KIND("fow.make_way", WG_DEC_MOVE, fow_withdraw_legal,
                              fow_away_problem_check, fow_make_way_apply, PLACE, PICK, PASS) },
    [FOW_K_START] = { KIND("fow.start", WG_DEC_SETUP, wg_list_pass, NULL, start_apply, PASS) },
};
