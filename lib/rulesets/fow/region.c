/*
 * Where a team may end its move (wargame/fow.h, "reach"): a table has no
 * list of destinations, so a host samples the region point by point and a
 * dragged team stops at the farthest legal point of its line. Both ask
 * wg_game_check, so they agree with it exactly: no second model of the
 * movement rules (going, command distance, the half-platoon rule, ...).
 */
#include <stdio.h>

#include "fow_internal.h"


/* The team's MOVE to (x, y) keeping its facing: WG_OK if legal now. */
static int move_ok(const wg_game *g, int team, int32_t x, int32_t y)
{
    wg_action a;
    wg_action_init(&a, WG_ACT_MOVE);
    a.unit = team;
    a.x = x;
    a.y = y;
    a.value = fow_ct(g, team)->facing;
    return wg_game_check(g, &a);
}

static int team_refusal(const wg_game *g, const char *query, int team)
{
    WG_TRY(wg_rs_require(g, &wg_ruleset_fow, query));
    return wg_rs_index(g, query, "team", team, fow_d(g)->nteams);
}

WG_API int wg_fow_can_reach(const wg_game *g, int team, int32_t x, int32_t y)
{
    WG_TRY(team_refusal(g, __func__, team));
    return move_ok(g, team, x, y) == WG_OK;
}

/* Point i of n along the segment from (x0, y0) by (dx, dy), rounded to the
 * nearest tenth of a mm (halves away from zero). */
static int32_t along(int32_t from, int64_t d, int64_t i, int64_t n)
{
    int64_t num = d * i;
    int64_t q = (num >= 0 ? num + n / 2 : num - n / 2) / n;
    return (int32_t)(from + q);
}

WG_API int wg_fow_reach_along(const wg_game *g, int team, int32_t x, int32_t y, int32_t *out_x,
                              int32_t *out_y)
{
    WG_TRY(team_refusal(g, __func__, team));
    if (!out_x || !out_y)
        return wg_set_error(g, WG_EINVAL, "%s: out_x or out_y is NULL", __func__);
    const fow_tstate *t = fow_ct(g, team);
    int64_t dx = (int64_t)x - t->x, dy = (int64_t)y - t->y;
    int64_t n = dx < 0 ? -dx : dx;
    n = (dy < 0 ? -dy : dy) > n ? (dy < 0 ? -dy : dy) : n;
    /* the refusals on the way are not this query's failure: the last message
     * stays as it was when a point is found (the query contract) */
    char saved[300];
    snprintf(saved, sizeof saved, "%s", wg_game_last_error(g));
    /* from the far end back: the first legal point is the farthest (legality
     * need not grow or shrink steadily along a line, so no bisection) */
    for (int64_t i = n; i >= 0; i--) {
        int32_t px = n ? along(t->x, dx, i, n) : t->x, py = n ? along(t->y, dy, i, n) : t->y;
        if (move_ok(g, team, px, py) == WG_OK) {
            *out_x = px;
            *out_y = py;
            wg_set_error(g, WG_OK, "%s", saved);
            return 1;
        }
    }
    return 0;
}
