/*
 * The action history: every applied action with the dice it drew and the
 * hash after it. It makes save files, replays and undo possible: undo
 * replays the history, less its last action, from the state after setup.
 */
#include <string.h>

#include "game_internal.h"

int wg_history_reserve(wg_game *g)
{
    return wg_vec_reserve(&g->alloc, (void **)&g->hist, &g->cap_hist, g->nhist + 1,
                          sizeof(wg_hist));
}

void wg_history_record(wg_game *g, const wg_action *a, size_t ev_mark, size_t dice_mark)
{
    wg_hist *h = &g->hist[g->nhist++];
    memset(h, 0, sizeof *h);
    h->pub.action = *a;
    h->pub.dice = (int32_t)(g->ndice - dice_mark);
    h->pub.forced = g->replay_dice ? g->replay_forced : (g->dice_fn != NULL);
    h->pub.first_event = (int32_t)ev_mark;
    h->pub.event_count = (int32_t)(g->nevents - ev_mark);
    h->pub.hash = wg_game_hash(g);
    h->dice_off = dice_mark;
}

int wg_game_history_count(const wg_game *g)
{
    return g ? (int)g->nhist : WG_EINVAL;
}

int wg_game_history(const wg_game *g, int i, wg_history_entry *out)
{
    if (!g || !out)
        return WG_EINVAL;
    if (i < 0 || (size_t)i >= g->nhist)
        return wg_set_error(g, WG_ERANGE, "no action %d (the history has %zu)", i, g->nhist);
    *out = g->hist[i].pub;
    return WG_OK;
}

int wg_apply_recorded(wg_game *g, const wg_action *a, const int8_t *dice, size_t n,
                      int forced)
{
    g->replay_dice = dice;
    g->replay_count = n;
    g->replay_pos = 0;
    g->replay_forced = forced;
    int rc = wg_apply_action(g, a);
    size_t used = g->replay_pos;
    g->replay_dice = NULL;
    if (rc == WG_OK && used != n)
        rc = wg_set_error(g, WG_ECORRUPT, "the action rolled %zu dice, the record has %zu",
                          used, n);
    return rc;
}

/*
 * Replay the first `count` history entries from the state after setup,
 * quietly, with their recorded dice. The entries, their dice and the log
 * stay as they are: replaying rewrites them with identical values.
 */
static int replay_quietly(wg_game *g, size_t count)
{
    size_t saved_n = g->nhist, saved_dice = g->ndice;
    int rc = WG_OK;
    memcpy(g->head.state, g->sh->initial, g->sh->state_size);
    g->head.zero_from = g->sh->initial_zero_from;
    g->quiet = 1;
    wg_listeners_changed(g);
    for (size_t i = 0; i < count && rc == WG_OK; i++) {
        wg_hist h = g->hist[i];
        g->nhist = i;
        g->ndice = h.dice_off;
        const int8_t *dice = h.pub.dice ? g->dice + h.dice_off : NULL;
        rc = wg_apply_recorded(g, &h.pub.action, dice, (size_t)h.pub.dice, h.pub.forced);
        g->hist[i] = h;
        if (rc == WG_OK && wg_game_hash(g) != h.pub.hash)
            rc = wg_set_error(g, WG_ECORRUPT, "action %zu replays to a different state", i);
    }
    g->quiet = 0;
    wg_listeners_changed(g);
    g->nhist = saved_n;
    g->ndice = saved_dice;
    return rc;
}

int wg_game_can_undo(const wg_game *g)
{
    return g && !g->busy && g->nhist > 0 && g->hist[g->nhist - 1].pub.dice == 0;
}

int wg_game_undo(wg_game *g)
{
    WG_TRY(wg_game_idle(g, __func__));
    if (g->flags & WG_OPT_NO_HISTORY)
        return wg_set_error(g, WG_ESTATE, "the game keeps no history (WG_OPT_NO_HISTORY)");
    if (g->nhist == 0)
        return wg_set_error(g, WG_ESTATE, "there is no action to undo");
    if (g->hist[g->nhist - 1].pub.dice != 0)
        return wg_set_error(g, WG_ESTATE, "the last action drew dice: it cannot be undone");
    unsigned char *backup = wg_malloc(&g->alloc, g->sh->state_size);
    if (!backup)
        return wg_set_error(g, WG_ENOMEM, "out of memory");
    memcpy(backup, g->head.state, g->sh->state_size);
    size_t backup_zero_from = g->head.zero_from;
    int rc = replay_quietly(g, g->nhist - 1);
    if (rc != WG_OK) {
        memcpy(g->head.state, backup, g->sh->state_size);
        g->head.zero_from = backup_zero_from;
    }
    wg_free(&g->alloc, backup);
    if (rc != WG_OK)
        return rc;
    wg_hist last = g->hist[--g->nhist];
    if (!(g->flags & WG_OPT_NO_LOG))
        g->nevents = (size_t)last.pub.first_event;
    g->ndice = last.dice_off;
    return WG_OK;
}
