/*
 * Decision kinds: the core's dispatch on the top frame's kind, and the
 * checks every kind shares (which action types it accepts, which fields
 * they use). A ruleset describes each question it asks once, in its
 * `kinds` table; listing, checking and applying all go through that row.
 */
#include <stdio.h>
#include <string.h>

#include "game_internal.h"

const wg_decision_kind *wg_top_kind(const wg_game *g)
{
    return wg_kind_at_top(g);
}

void wg_list_legal(const wg_game *g, wg_sink *sink)
{
    const wg_decision_kind *k = wg_kind_at_top(g);
    if (k)
        k->list(g, sink);
}

/* The answer row of `k` for the action's type, or NULL if it takes none. */
static const wg_answer *answer_for(const wg_decision_kind *k, int type)
{
    for (int i = 0; i < WG_KIND_ANSWERS && k->answers[i].type != WG_ACT_NONE; i++)
        if (k->answers[i].type == type)
            return &k->answers[i];
    return NULL;
}

/* Fields the answer does not use must be as wg_action_init leaves them. */
static int unused_fields_clear(const wg_action *a, int used)
{
    return ((used & WG_F_UNIT) || a->unit == -1) && ((used & WG_F_WEAPON) || a->weapon == -1) &&
           ((used & WG_F_TARGET) || a->target == -1) && ((used & WG_F_PART) || a->part == -1) &&
           ((used & WG_F_CARD) || a->card == -1) &&
           ((used & WG_F_XY) || (a->x == 0 && a->y == 0)) && ((used & WG_F_VALUE) || a->value == 0);
}

void wg_list_pass(const wg_game *g, wg_sink *sink)
{
    (void)g;
    wg_action a = wg_action_make(WG_ACT_PASS);
    wg_sink_add(sink, &a);
}

int wg_rs_refuse(const wg_game *g, const wg_action *a)
{
    char line[200];
    wg_action_describe(g, a, line, sizeof line);
    return wg_set_error(g, WG_EILLEGAL, "not a legal answer now: %s", line);
}

int wg_check_legal(const wg_game *g, const wg_action *a)
{
    const wg_decision_kind *k = wg_kind_at_top(g);
    if (!k)
        return wg_set_error(g, WG_ESTATE, "the game is over");
    const wg_answer *ans = answer_for(k, a->type);
    if (!ans || !unused_fields_clear(a, ans->fields))
        return wg_rs_refuse(g, a);
    if (k->problem)
        return k->problem(g, a);
    wg_sink s = { NULL, 0, 0, -1, a, 0 };
    k->list(g, &s);
    return s.matched ? WG_OK : wg_rs_refuse(g, a);
}

int wg_kind_allows(const wg_game *g, const wg_action *a)
{
    char saved[sizeof g->last_error];
    memcpy(saved, g->last_error, sizeof saved);
    if (wg_check_legal(g, a) == WG_OK)
        return 1;
    memcpy(((wg_game *)g)->last_error, saved, sizeof saved); /* a cache: see errors.c */
    return 0;
}

int wg_kind_sample(const wg_game *g, uint64_t rng[4], wg_action *out)
{
    return wg_kind_sample_as(g, wg_kind_at_top(g), rng, out);
}

const char *wg_decision_kind_name(const wg_game *g, const wg_decision *d)
{
    if (!g || !d)
        return NULL;
    if (d->type == WG_DEC_NONE)
        return "none";
    const wg_decision_kind *k = wg_kind_row(g->sh->rs, d->kind);
    return k ? k->name : NULL;
}

int wg_kind_describe(const wg_game *g, const wg_decision *d, char *buf, size_t cap)
{
    const wg_decision_kind *k = wg_kind_row(g->sh->rs, d->kind);
    return k && k->describe ? k->describe(g, d, buf, cap) : -1;
}
