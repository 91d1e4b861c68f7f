/*
 * The state as hashes read it (wg_ruleset.hash_state): the layout it had
 * before issue 22 packed its units into the narrowest types, every field an
 * int32_t. Saves record a hash after each action and check it on loading,
 * so the games saved before, and every recorded hash, stay valid. The
 * head of the state and the live terrain are laid out as they were.
 */
#include "core/schema.h"
#include "mob_internal.h"

/* The packed unit's types hold every value the rules give them. */
WG_STATIC_ASSERT(WG_MOB_MAX_SIDE * WG_MOB_MAX_SIDE <= INT16_MAX, mob_cells_fit_int16);
WG_STATIC_ASSERT(WG_MOB_MAX_UNITS <= INT8_MAX, mob_units_fit_int8);  /* gun_target, general */
WG_STATIC_ASSERT(MOB_MAX_FIGURES <= INT8_MAX, mob_figures_fit_int8);
WG_STATIC_ASSERT(HEXCC_MAX_DICE <= INT8_MAX, mob_dice_fit_int8);     /* dice, hits, flags */
/* moved and cap: at most a type's move or a terrain's max_move (units.yaml, terrain.yaml:
 * 0..9) */
WG_STATIC_ASSERT(sizeof(mob_unit) == 16, mob_unit_packed);

/* mob_unit as it was: 13 int32_t. */
#define HASHED_UNIT_BYTES (13 * sizeof(int32_t))

static size_t hashed_bytes(const mob_data *d)
{
    return sizeof(mob_state) + (size_t)d->nunits * HASHED_UNIT_BYTES +
           (size_t)d->board.ncells * sizeof(int32_t);
}

size_t mob_hashed_size(const void *data)
{
    return (hashed_bytes(data) + 15) & ~(size_t)15;
}

/* A unit's fields as they were, 13 int32_t in their order. */
static void unit_fields(const mob_unit *u, int32_t f[13])
{
    f[0] = u->cell;
    f[1] = u->figures;
    f[2] = u->moved;
    f[3] = u->cap;
    f[4] = u->halted;
    f[5] = u->no_battle;
    f[6] = u->battled;
    f[7] = u->gun_target;
    f[8] = u->gun_dice;
    f[9] = u->gun_hits;
    f[10] = u->gun_general;
    f[11] = u->gun_ghits;
    f[12] = u->gun_flags;
}

void mob_hash_state(const wg_game *g, wg_hasher *out)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    wg_hasher_put(out, s, sizeof *s); /* the head as it was: whole words */
    /* the counts are the data's: the state's copies are hashed, not trusted. Two units
     * are 13 whole words, each mixed as it is made (wg_hasher_word, on a local copy) */
    wg_hasher h = *out;
    int i = 0;
    for (; i + 2 <= d->nunits; i += 2) {
        int32_t f[26];
        unit_fields(&s->u[i], f);
        unit_fields(&s->u[i + 1], f + 13);
        for (int k = 0; k < 26; k += 2)
            wg_hasher_word(&h, wg_hash_pair(f[k], f[k + 1]));
    }
    *out = h;
    if (i < d->nunits) { /* an odd one out leaves half a word for the terrain */
        int32_t f[13];
        unit_fields(&s->u[i], f);
        wg_hasher_put(out, f, sizeof f);
    }
    wg_hasher_put(out, &s->u[d->nunits], (size_t)d->board.ncells * sizeof(int32_t));
    wg_hasher_zeros(out, mob_hashed_size(d) - hashed_bytes(d));
}
