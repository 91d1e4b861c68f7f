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

const wg_decision_kind fow_kinds[FOW_K_COUNT] = {
    [FOW_K_MOVE] = { .name = "fow.move", .type = WG_DEC_MOVE,
        .answers = { PLACE, { WG_ACT_CHOOSE, WG_F_UNIT | WG_F_VALUE }, PASS },
        .list = fow_legal_moves,
        .problem = move_problem_check,
        .apply = move_apply,
        .sample = fow_sample_move,
        .describe = fow_describe_decision },
    [FOW_K_FIRE] = { .name = "fow.fire", .type = WG_DEC_FIRE,
        .answers = { SHOT, { WG_ACT_RESOLVE, WG_F_PART }, PASS },
        .list = fow_legal_fire,
        .problem = fire_problem_check,
        .apply = fire_apply,
        .sample = fow_sample_fire,
        .describe = fow_describe_decision },
    [FOW_K_ALLOCATE] = { .name = "fow.allocate", .type = WG_DEC_ALLOCATE_HITS,
        .answers = { HIT, PICK },
        .list = fow_legal_allocate,
        .problem = allocate_problem_check,
        .apply = allocate_apply,
        .describe = fow_describe_decision },
    [FOW_K_REROLL] = { .name = "fow.reroll", .type = WG_DEC_CHOICE,
        .answers = { PICK },
        .list = fow_yes_no_list,
        .problem = fow_yes_no_problem_check,
        .apply = reroll_apply,
        .describe = fow_describe_decision },
    [FOW_K_ASSAULT] = { .name = "fow.assault", .type = WG_DEC_ORDER,
        .answers = { { WG_ACT_DECLARE, WG_F_UNIT }, PASS },
        .list = fow_launch_list,
        .problem = fow_launch_problem_check,
        .apply = fow_launch_apply,
        .describe = fow_describe_decision },
    [FOW_K_CHARGE] = { .name = "fow.charge", .type = WG_DEC_MOVE,
        .answers = { PLACE, { WG_ACT_RESOLVE, 0 }, PASS },
        .list = fow_charge_list,
        .problem = fow_charge_problem_check,
        .apply = fow_charge_apply,
        .describe = fow_describe_decision },
    [FOW_K_DEFENSIVE] = { .name = "fow.defensive_fire", .type = WG_DEC_DEFENSIVE_FIRE,
        .answers = { SHOT, { WG_ACT_RESOLVE, 0 }, PICK, PASS },
        .list = fow_df_list,
        .problem = fow_df_problem_check,
        .apply = fow_df_apply,
        .describe = fow_describe_decision },
    [FOW_K_COUNTER] = { .name = "fow.counterattack", .type = WG_DEC_CHOICE,
        .answers = { PICK },
        .list = fow_yes_no_list,
        .problem = fow_yes_no_problem_check,
        .apply = fow_counter_apply,
        .describe = fow_describe_decision },
    [FOW_K_SETUP_OBJ] = { .name = "fow.place_objective", .type = WG_DEC_SETUP,
        .answers = { { WG_ACT_MOVE, WG_F_XY }, PICK },
        .list = fow_mission_legal,
        .problem = fow_mission_problem_check,
        .apply = fow_mission_apply,
        .describe = fow_describe_decision },
    [FOW_K_SETUP_DEPLOY] = { .name = "fow.deploy", .type = WG_DEC_SETUP,
        .answers = { PLACE, PICK },
        .list = fow_mission_legal,
        .problem = fow_mission_problem_check,
        .apply = fow_mission_apply,
        .describe = fow_describe_decision },
    [FOW_K_BREAK_OFF] = { .name = "fow.break_off", .type = WG_DEC_MOVE,
        .answers = { PLACE, PICK, PASS },
        .list = fow_break_off_list,
        .problem = fow_break_off_kind_problem_check,
        .apply = fow_apply_break_off,
        .describe = fow_describe_decision },
    [FOW_K_CONSOLIDATE] = { .name = "fow.consolidate", .type = WG_DEC_MOVE,
        .answers = { PLACE, PICK, PASS },
        .list = fow_consolidate_list,
        .problem = fow_consolidate_kind_problem_check,
        .apply = fow_apply_consolidate,
        .describe = fow_describe_decision },
    [FOW_K_COUNTER_CHARGE] = { .name = "fow.counter_charge", .type = WG_DEC_MOVE,
        .answers = { PLACE, PICK, PASS },
        .list = fow_counter_charge_list,
        .problem = fow_counter_charge_kind_problem_check,
        .apply = fow_counter_charge_apply,
        .describe = fow_describe_decision },
    [FOW_K_GUN_CHOICE] = { .name = "fow.gun_choice", .type = WG_DEC_CHOICE,
        .answers = { PICK },
        .list = fow_fight_legal,
        .problem = fow_fight_problem_check,
        .apply = fow_fight_kind_apply,
        .describe = fow_describe_decision },
    [FOW_K_FIGHT_ALLOCATE] = { .name = "fow.fight_allocate", .type = WG_DEC_ALLOCATE_HITS,
        .answers = { HIT, PICK },
        .list = fow_fight_legal,
        .problem = fow_fight_problem_check,
        .apply = fow_fight_kind_apply,
        .describe = fow_describe_decision },
    [FOW_K_FALL_BACK] = { .name = "fow.fall_back", .type = WG_DEC_MOVE,
        .answers = { PLACE, PICK, PASS },
        .list = fow_withdraw_legal,
        .problem = fow_away_problem_check,
        .apply = fow_fall_back_apply,
        .describe = fow_describe_decision },
    [FOW_K_MAKE_WAY] = { .name = "fow.make_way", .type = WG_DEC_MOVE,
        .answers = { PLACE, PICK, PASS },
        .list = fow_withdraw_legal,
        .problem = fow_away_problem_check,
        .apply = fow_make_way_apply,
        .describe = fow_describe_decision },
    [FOW_K_START] = { .name = "fow.start", .type = WG_DEC_SETUP,
        .answers = { PASS },
        .list = wg_list_pass,
        .apply = start_apply,
        .describe = fow_describe_decision },
};
