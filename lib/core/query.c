/*
 * The query contract's checks (wargame.h, "Queries"): the one place that
 * says whether a game belongs to a ruleset and words the refusal.
 */
#include <stdio.h>

#include "game_internal.h"

int wg_rs_require(const wg_game *g, const wg_ruleset *rs, const char *query)
{
    if (!g)
        return WG_EINVAL;
    if (g->sh->rs == rs)
        return WG_OK;
    return wg_set_error(g, WG_EINVAL, "%s: this game plays %s, not %s", query,
                        g->sh->rs->name, rs->name);
}

int wg_rs_require_info(const wg_game *g, const wg_ruleset *rs, const char *query,
                       const void *info, size_t need)
{
    int rc = wg_rs_require(g, rs, query);
    if (rc != WG_OK)
        return rc;
    if (!info)
        return wg_set_error(g, WG_EINVAL, "%s: the result struct is NULL", query);
    size_t size = *(const size_t *)info;
    if (size < need)
        return wg_set_error(g, WG_EINVAL,
                            "%s: the result struct's size is %zu, it must be at least %zu "
                            "(start from its _INFO_INIT or _info_init)",
                            query, size, need);
    return WG_OK;
}

int wg_rs_index(const wg_game *g, const char *query, const char *what, int i, int n)
{
    if (i < 0 || i >= n)
        return wg_set_error(g, WG_ERANGE, "%s: no %s %d (the game has %d)", query, what, i, n);
    return WG_OK;
}

int wg_rs_on_board(const wg_game *g, const char *query, wg_hex h, int cell)
{
    if (cell < 0)
        return wg_set_error(g, WG_ERANGE, "%s: hex (%d, %d) is off the board", query, (int)h.q,
                            (int)h.r);
    return WG_OK;
}

