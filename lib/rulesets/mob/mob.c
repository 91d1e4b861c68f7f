/*
 * The mob ruleset as the core sees it (lib/core/ruleset.h): the table of
 * entry points, the legal answers and the apply of each decision kind,
 * and the unit queries.
 */
#include <string.h>

#include "mob_internal.h"

static const hexcc_retreat_ops *retreat_ops(void)
{
    return &mob_retreat_ops;
}

/* ------------------------------------------------------------ decisions */

void mob_legal(const wg_game *g, wg_sink *s)
{
    const wg_frame *f = wg_ctop(g);
    wg_action pass = wg_action_make(WG_ACT_PASS);
    switch (f->kind) {
    case MOB_K_START:
        wg_sink_add(s, &pass);
        break;
    case MOB_K_GUN:
        mob_guns_legal(g, s);
        break;
    case MOB_K_MOVE:
        mob_move_legal(g, s);
        break;
    case MOB_K_FIRE:
        mob_battle_legal(g, s);
        break;
    case MOB_K_RETREAT:
        hexcc_retreat_legal(g, retreat_ops(), s);
        break;
    }
}

/* ------------------------------------------------------------ checking one answer */

/*
 * Membership in mob_legal's list without building it: the fields an answer
 * does not use must be as wg_action_make leaves them (-1, or 0 for x, y and
 * value), and the ones it uses must pass the same predicate the listing
 * applies.
 */
enum { F_UNIT = 1, F_TARGET = 2, F_XY = 4, F_VALUE = 8 };

static int unused_clear(const wg_action *a, int used)
{
    return ((used & F_UNIT) || a->unit == -1) && a->weapon == -1 &&
           ((used & F_TARGET) || a->target == -1) && a->part == -1 && a->card == -1 &&
           ((used & F_XY) || (a->x == 0 && a->y == 0)) && ((used & F_VALUE) || a->value == 0);
}

static int pass_listed(const wg_action *a)
{
    return a->type == WG_ACT_PASS && unused_clear(a, 0);
}

/* The retreat list is hexcc's (shared): ask it, matching as the core does. */
static int retreat_listed(const wg_game *g, const wg_action *a)
{
    wg_sink s = { NULL, 0, 0, -1, a, 0 };
    hexcc_retreat_legal(g, retreat_ops(), &s);
    return s.matched > 0;
}

static int mob_is_legal(const wg_game *g, const wg_action *a)
{
    switch (wg_ctop(g)->kind) {
    case MOB_K_START:
        return pass_listed(a);
    case MOB_K_GUN:
        return pass_listed(a) ||
               (unused_clear(a, F_UNIT | F_TARGET) && mob_guns_listed(g, a));
    case MOB_K_MOVE:
        return pass_listed(a) || (a->type == WG_ACT_MOVE && unused_clear(a, F_UNIT | F_XY) &&
                                  mob_move_listed(g, a));
    case MOB_K_FIRE:
        return pass_listed(a) ||
               (a->type == WG_ACT_FIRE && unused_clear(a, F_UNIT | F_TARGET) &&
                mob_battle_listed(g, a)) ||
               (a->type == WG_ACT_CHOOSE && unused_clear(a, F_UNIT | F_VALUE) &&
                mob_battle_listed(g, a));
    case MOB_K_RETREAT:
        return retreat_listed(g, a);
    }
    return 0;
}

/* The core's own refusal, word for word, without the listing. */
int mob_check(const wg_game *g, const wg_action *a)
{
    if (mob_is_legal(g, a))
        return WG_OK;
    char line[200];
    wg_action_describe(g, a, line, sizeof line);
    return wg_rs_reject(g, "not a legal answer now: %s", line);
}

static void mob_apply(wg_game *g, const wg_action *a)
{
    switch (wg_top(g)->kind) {
    case MOB_K_START:
        mob_turn_begin(g);
        return;
    case MOB_K_GUN:
        mob_guns_apply(g, a);
        return;
    case MOB_K_MOVE:
        if (a->type == WG_ACT_PASS) {
            mob_turn_end_phase(g);
            return;
        }
        mob_move_apply(g, a);
        if (!mob_move_any(g, mob_cst(g)->side))
            mob_turn_end_phase(g); /* the last step anyone could make */
        else
            wg_top(g)->count = mob_move_total(g, mob_cst(g)->side);
        return;
    case MOB_K_FIRE:
        mob_battle_apply_action(g, a);
        return;
    case MOB_K_RETREAT:
        if (hexcc_retreat_apply(g, retreat_ops(), a))
            mob_battle_retreat_done(g);
        return;
    }
}

/* ------------------------------------------------------------ queries */

static int mob_unit_count(const wg_game *g)
{
    return mob_cdata(g)->nunits;
}

static void mob_unit_info(const wg_game *g, int unit, wg_unit_info *out)
{
    const mob_data *d = mob_cdata(g);
    const mob_unit *u = &mob_cst(g)->u[unit];
    out->player = d->unit_side[unit];
    out->kind = d->unit_type[unit];
    out->strength = u->figures;
    if (u->cell >= 0) {
        out->flags = WG_UNIT_ALIVE | WG_UNIT_ON_BOARD;
        out->x = d->board.hex[u->cell].q;
        out->y = d->board.hex[u->cell].r;
    }
    if (u->moved)
        out->flags |= WG_UNIT_MOVED;
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

static const char *mob_kind_name(const wg_game *g, int unit)
{
    return mob_utype(mob_cdata(g), unit)->name;
}

static const char *mob_player_name(const wg_game *g, int player)
{
    return mob_cdata(g)->side_name[player];
}

const wg_ruleset wg_ruleset_mob = {
    .name = "mob",
    .load = mob_data_load,
    .free_data = mob_data_free,
    .setup = mob_turn_setup,
    .legal = mob_legal,
    .check = mob_check,
    .apply = mob_apply,
    .unit_count = mob_unit_count,
    .unit_info = mob_unit_info,
    .unit_name = mob_unit_name,
    .unit_kind_name = mob_kind_name,
    .player_name = mob_player_name,
    .result_text = mob_turn_result_text,
    .describe_event = mob_describe_event,
    .describe_action = mob_describe_action,
    .greedy = mob_agent_greedy,
    .sample = mob_sample,
    .odds = mob_odds_action,
    .describe_outcome = mob_describe_outcome,
};
