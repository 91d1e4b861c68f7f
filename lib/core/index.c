/*
 * Play by index: the legal listing as numbers, for hosts where every action
 * crossing the language boundary costs more than the rules themselves (a
 * Python or Lua loop). Everything goes through the same listing as
 * wg_game_legal_actions, so index i is always that list's i-th action.
 */
#include "game_internal.h"

int wg_game_legal_count(const wg_game *g)
{
    return wg_game_legal_actions(g, NULL, 0);
}

/*
 * The next count comes back with the result: a scripting host then crosses
 * into C once per action. The action comes from the listing itself, so it
 * is legal by construction and skips wg_check_legal, as the random agent's
 * answers do in wg_game_run.
 */
int wg_game_apply_index(wg_game *g, int index)
{
    WG_TRY(wg_game_idle(g, __func__));
    if (wg_ccore(g)->over || !wg_ctop(g))
        return wg_set_error(g, WG_ESTATE, "the game is over");
    wg_action a = wg_action_make(WG_ACT_NONE);
    wg_sink s = { &a, 0, 0, index < 0 ? 0 : index, NULL, 0 };
    wg_list_legal(g, &s);
    if (index < 0 || index >= s.count)
        return wg_set_error(g, WG_ERANGE, "no legal action %d (there are %d)", index, s.count);
    int rc = wg_apply_action(g, &a);
    if (rc != WG_OK)
        return rc;
    g->last_error[0] = '\0';
    return wg_game_legal_count(g);
}

/* Most listings fit this; a longer one is listed once more into the heap. */
enum { FLAT_STACK = 64 };

static void flat_row(int32_t *row, const wg_action *a)
{
    row[0] = a->type;
    row[1] = a->unit;
    row[2] = a->weapon;
    row[3] = a->target;
    row[4] = a->part;
    row[5] = a->card;
    row[6] = a->x;
    row[7] = a->y;
    row[8] = a->value;
}

int wg_game_legal_flat(const wg_game *g, int32_t *out, int cap)
{
    if (!g || cap < 0 || (cap > 0 && !out))
        return WG_EINVAL;
    wg_action stack[FLAT_STACK], *buf = stack;
    int n = wg_game_legal_actions(g, buf, cap < FLAT_STACK ? cap : FLAT_STACK);
    int want = n < cap ? n : cap;
    if (want > FLAT_STACK) {
        buf = wg_calloc(&g->alloc, (size_t)want, sizeof *buf);
        if (!buf)
            return wg_set_error(g, WG_ENOMEM, "out of memory");
        wg_game_legal_actions(g, buf, want);
    }
    for (int i = 0; i < want; i++)
        flat_row(out + (size_t)i * WG_ACTION_INTS, &buf[i]);
    if (buf != stack)
        wg_free(&g->alloc, buf);
    return n;
}
