/*
 * The mob ruleset as the core sees it (lib/core/ruleset.h): the table of
 * entry points, the decision kinds (one row per question: its answers,
 * listing, check and apply), and the unit queries.
 */
#include <string.h>

#include "mob_internal.h"

/*
 * The decision kinds, one row each in mob_kinds. Each lists its answers
 * through the file that knows its rule and checks one answer with the
 * predicate that listing applies. The core has already checked the
 * answer's type and that its unused fields are clear.
 */

/* ------------------------------------------------------------ the start */


static void start_apply(wg_game *g, const wg_action *a)
{
    (void)a;
    mob_turn_begin(g);
}

/* ------------------------------------------------------------ a gun's target */

static int gun_problem(const wg_game *g, const wg_action *a)
{
    return a->type == WG_ACT_PASS || mob_guns_listed(g, a) ? WG_OK : wg_rs_refuse(g, a);
}

/* ------------------------------------------------------------ a side's movement */

static int move_problem(const wg_game *g, const wg_action *a)
{
    return a->type == WG_ACT_PASS || mob_move_listed(g, a) ? WG_OK : wg_rs_refuse(g, a);
}

static void move_apply(wg_game *g, const wg_action *a)
{
    if (a->type == WG_ACT_PASS) {
        mob_turn_end_phase(g);
        return;
    }
    int left = mob_rules_moves_left(g, a->unit);
    mob_move_apply(g, a);
    if (!mob_move_any(g, mob_cst(g)->side))
        mob_turn_end_phase(g); /* the last step anyone could make */
    else /* mob_move_total's answer: a step changes the moves of its own unit only */
        wg_top(g)->count += mob_rules_moves_left(g, a->unit) - left;
}

/* ------------------------------------------------------------ a side's fire */

static int fire_problem(const wg_game *g, const wg_action *a)
{
    return a->type == WG_ACT_PASS || mob_battle_listed(g, a) ? WG_OK : wg_rs_refuse(g, a);
}

/* ------------------------------------------------------------ a retreat (hexcc's) */

static void retreat_list(const wg_game *g, wg_sink *s)
{
    hexcc_retreat_legal(g, &mob_retreat_ops, s);
}

static void retreat_apply(wg_game *g, const wg_action *a)
{
    if (hexcc_retreat_apply(g, &mob_retreat_ops, a))
        mob_battle_retreat_done(g);
}

/* ------------------------------------------------------------ the kinds table */

#define PASS { WG_ACT_PASS, 0 }

/* Names and questions: wargame/mob.h, "Decision kinds". */
static const wg_decision_kind mob_kinds[MOB_K_COUNT] = {
    [MOB_K_START] = { .name = "mob.start", .type = WG_DEC_SETUP, .answers = { PASS },
                      .list = wg_list_pass, .apply = start_apply,
                      .describe = mob_describe_decision },
    [MOB_K_GUN] = { .name = "mob.gun", .type = WG_DEC_FIRE,
                    .answers = { { WG_ACT_FIRE, WG_F_UNIT | WG_F_TARGET }, PASS },
                    .list = mob_guns_legal, .problem = gun_problem, .apply = mob_guns_apply,
                    .describe = mob_describe_decision },
    [MOB_K_MOVE] = { .name = "mob.move", .type = WG_DEC_MOVE,
                     .answers = { { WG_ACT_MOVE, WG_F_UNIT | WG_F_XY }, PASS },
                     .list = mob_move_legal, .problem = move_problem, .apply = move_apply,
                     .sample = mob_sample, .describe = mob_describe_decision },
    [MOB_K_FIRE] = { .name = "mob.fire", .type = WG_DEC_FIRE,
                     .answers = { { WG_ACT_FIRE, WG_F_UNIT | WG_F_TARGET },
                                  { WG_ACT_CHOOSE, WG_F_UNIT | WG_F_VALUE }, PASS },
                     .list = mob_battle_legal, .problem = fire_problem,
                     .apply = mob_battle_apply_action, .describe = mob_describe_decision },
    [MOB_K_RETREAT] = { .name = "mob.retreat", .type = WG_DEC_RETREAT,
                        .answers = { { WG_ACT_RETREAT, WG_F_UNIT | WG_F_XY } },
                        .list = retreat_list, .apply = retreat_apply,
                        .describe = mob_describe_decision },
};

#undef PASS

/* ------------------------------------------------------------ queries */

static int mob_unit_count(const wg_game *g)
{
    return mob_cdata(g)->nunits;
}

static void mob_unit_info(const wg_game *g, int unit, wg_unit_info *out)
{
    const mob_data *d = mob_cdata(g);
    const mob_unit *u = &mob_cst(g)->u[unit];
    hexcc_unit_info(&d->board, d->unit_side[unit], d->unit_type[unit], u->cell, u->moved, out);
    out->strength = u->figures;
    if (u->battled)
        out->flags |= WG_UNIT_FIRED;
    out->moves_left = mob_cst(g)->phase == MOB_PH_MOVE && mob_cst(g)->side == out->player
                          ? mob_rules_moves_left(g, unit)
                          : 0;
}

static const char *mob_unit_name(const wg_game *g, int unit)
{
    return mob_cdata(g)->unit_name[unit];
}

static const char *mob_unit_kind_name(const wg_game *g, int unit)
{
    return mob_utype(mob_cdata(g), unit)->name;
}

static const char *mob_player_name(const wg_game *g, int player)
{
    return mob_cdata(g)->side_name[player];
}

const wg_ruleset wg_ruleset_mob = {
    WG_RULESET_MEMBERS(mob),
    .position = mob_position,
    .memo_size = mob_memo_size,
};
