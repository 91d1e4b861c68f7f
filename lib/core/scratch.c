/*
 * Per-game scratch space: where rulesets keep the big temporary buffers of
 * their agents and odds (action lists, distance fields, the odds' arena),
 * so that no stack frame of the library passes 16 KiB and hosts may run
 * games on small thread stacks (the build checks with -Wframe-larger-than).
 *
 * A new game reserves what its ruleset asks for (wg_ruleset.scratch_size),
 * so its agents and odds never fail for memory. A clone starts with none
 * and gets a block on first use: clones are made by the thousand in
 * searches and most never run an agent or odds, so they neither pay for
 * nor copy it. Queries on a const game may fill it: the game was allocated
 * mutable, and wargame.h lets only one thread use a game at a time, so no
 * two calls ever share a block.
 *
 * The memo (wg_memo) is the other kind of room a ruleset keeps beside the
 * state: its contents outlive the call, keyed by what they were worked out
 * from. It sits in the game's own block (game.c), so it costs a clone no
 * allocation, only the zeroing.
 */
#include "game_internal.h"

void *wg_scratch(const wg_game *g, int slot, size_t size)
{
    wg_game *m = (wg_game *)g;
    wg_scratch_block *b = &m->scratch[slot];
    if (b->size >= size)
        return b->mem;
    void *p = wg_malloc(&m->alloc, size);
    if (!p) {
        wg_set_error(g, WG_ENOMEM, "out of memory (%zu bytes of scratch space)", size);
        return NULL;
    }
    wg_free(&m->alloc, b->mem);
    b->mem = p;
    b->size = size;
    return p;
}

void *wg_memo(const wg_game *g)
{
    return g->memo;
}

int wg_scratch_reserve(wg_game *g)
{
    const wg_ruleset *rs = g->sh->rs;
    for (int i = 0; i < WG_SCRATCH_SLOTS && rs->scratch_size; i++) {
        size_t size = rs->scratch_size(i);
        if (size && !wg_scratch(g, i, size))
            return WG_ENOMEM;
    }
    return WG_OK;
}

void wg_scratch_free(wg_game *g)
{
    for (int i = 0; i < WG_SCRATCH_SLOTS; i++) {
        wg_free(&g->alloc, g->scratch[i].mem);
        g->scratch[i].mem = NULL;
        g->scratch[i].size = 0;
    }
}
