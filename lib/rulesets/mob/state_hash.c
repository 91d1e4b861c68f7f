/*
 * The state as hashes read it (wg_ruleset.hash_state): the layout it had
 * before issue 22 packed its units into the narrowest types, every field an
 * int32_t. Saves record a hash after each action and check it on loading,
 * so the games saved before, and every recorded hash, stay valid. The
 * head of the state and the live terrain are laid out as they were.
 */
#include <limits.h>

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

/*
 * The form is a run of int32_t from the head on (48 bytes: whole words), put
 * two a word as they come (wg_hash_pair); a unit's 13 leave one over for the
 * next.
 */
typedef struct int32_run {
    wg_hasher *h;
    int32_t held;
    int has_held;
} int32_run;

static void run_put(int32_run *r, int32_t v)
{
    if (r->has_held) {
        wg_hasher_word(r->h, wg_hash_pair(r->held, v));
        r->has_held = 0;
    } else {
        r->held = v;
        r->has_held = 1;
    }
}

static void run_unit(int32_run *r, const mob_unit *u)
{
    run_put(r, u->cell);
    run_put(r, u->figures);
    run_put(r, u->moved);
    run_put(r, u->cap);
    run_put(r, u->halted);
    run_put(r, u->no_battle);
    run_put(r, u->battled);
    run_put(r, u->gun_target);
    run_put(r, u->gun_dice);
    run_put(r, u->gun_hits);
    run_put(r, u->gun_general);
    run_put(r, u->gun_ghits);
    run_put(r, u->gun_flags);
}

void mob_hash_state(const wg_game *g, wg_hasher *h)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    wg_hasher_put(h, s, sizeof *s); /* the head as it was */
    int32_run r = { h, 0, 0 };
    /* the counts are the data's: the state's copies are hashed, not trusted */
    for (int i = 0; i < d->nunits; i++)
        run_unit(&r, &s->u[i]);
    const int32_t *terrain = (const int32_t *)(const void *)&s->u[d->nunits];
    for (int c = 0; c < d->board.ncells; c++)
        run_put(&r, terrain[c]);
    if (r.has_held)
        run_put(&r, 0); /* the first of the zeros that round the form to 16 */
    size_t put = hashed_bytes(d) + (hashed_bytes(d) % 8 ? 4 : 0);
    wg_hasher_zeros(h, mob_hashed_size(d) - put);
}
