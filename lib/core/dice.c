/*
 * Dice: every die comes from the host's dice source when one is installed,
 * from a replay's record while replaying, and otherwise from the game's own
 * generator, drawn without bias. Each one is an event and is recorded.
 */
#include "game_internal.h"

int wg_game_set_dice(wg_game *g, wg_dice_fn fn, void *payload)
{
    WG_TRY(wg_game_idle(g, __func__));
    g->dice_fn = fn;
    g->dice_payload = fn ? payload : NULL;
    return WG_OK;
}

/* The next recorded die of a replay; generator dice are drawn again and compared. */
static int replay_face(wg_game *g, int sides)
{
    if (g->replay_pos >= g->replay_count) {
        wg_rs_error(g, WG_ECORRUPT, "the replay has fewer dice than the action rolls");
        return 1;
    }
    int recorded = g->replay_dice[g->replay_pos++];
    if (g->replay_forced)
        return recorded;
    int face = (int)wg_rng_below(wg_core(g)->rng, (uint32_t)sides) + 1;
    if (face != recorded)
        wg_rs_error(g, WG_ECORRUPT, "replayed die is %d, the record says %d", face, recorded);
    return face;
}

static int source_face(wg_game *g, const wg_roll *roll)
{
    g->busy++;
    int face = g->dice_fn(g->dice_payload, g, roll);
    g->busy--;
    if (face < 1 || face > roll->sides) {
        wg_rs_error(g, WG_EINVAL, "the dice source answered %d for a d%d", face, roll->sides);
        return 1;
    }
    return face;
}

static void record_die(wg_game *g, int face)
{
    if (g->flags & WG_OPT_NO_HISTORY)
        return;
    if (wg_vec_reserve(&g->alloc, (void **)&g->dice, &g->cap_dice, g->ndice + 1, 1) != WG_OK) {
        wg_rs_error(g, WG_ENOMEM, "out of memory");
        return;
    }
    g->dice[g->ndice++] = (int8_t)face;
}

/* The owner of the rolling unit: dice and their events say who rolled. */
static int roller(const wg_game *g, int unit)
{
    if (unit < 0 || unit >= g->sh->rs->unit_count(g))
        return -1;
    wg_unit_info info = WG_UNIT_INFO_INIT;
    info.id = unit;
    g->sh->rs->unit_info(g, unit, &info);
    return info.player;
}

int wg_roll_die(wg_game *g, int sides, int purpose, int need, int unit, int target)
{
    if (sides < 1 || sides > 100) {
        wg_rs_error(g, WG_EINVAL, "a die of %d sides", sides);
        return 1;
    }
    /* who rolled: for the dice source and the die's event, when either is there to be told */
    int player = g->dice_fn || g->listening ? roller(g, unit) : -1;
    wg_roll roll = { sides, purpose, need, unit, target, g->action_dice, player };
    int face;
    if (g->replay_dice)
        face = replay_face(g, sides);
    else if (g->sticky)
        face = 1; /* the action will fail: ask nobody */
    else if (g->dice_fn)
        face = source_face(g, &roll);
    else
        face = (int)wg_rng_below(wg_core(g)->rng, (uint32_t)sides) + 1;
    g->action_dice++;
    record_die(g, face);
    wg_event ev = wg_event_about(WG_EV_DIE, roll.player, unit, target);
    ev.purpose = purpose;
    ev.need = need;
    ev.roll = face;
    ev.value = sides;
    wg_emit(g, &ev);
    return face;
}
