/*
 * The state as hashes read it (wg_ruleset.hash_state): the layout it had
 * before issue 22 packed it into the narrowest types, every field an
 * int32_t. Saves record a hash after each action and check it on loading,
 * so the games saved before, and every recorded hash, stay valid. The
 * fields the packed state dropped (never written) are hashed as the zeros
 * they always were.
 */
#include <limits.h>
#include <string.h>

#include "core/schema.h"
#include "m44_internal.h"

/* The packed state's types hold every value the rules give them. */
WG_STATIC_ASSERT(WG_M44_MAX_CARDS <= INT8_MAX, m44_cards_fit_int8);   /* card, deck, recon */
WG_STATIC_ASSERT(WG_M44_MAX_UNITS <= INT8_MAX, m44_units_fit_int8);   /* mover, b_unit, air */
WG_STATIC_ASSERT(HEXCC_MAX_CELLS <= INT16_MAX, m44_cells_fit_int16);  /* cell, b_cell */
WG_STATIC_ASSERT(HEXCC_MAX_DICE <= INT8_MAX, m44_dice_fit_int8);      /* tfh, b_flags */
WG_STATIC_ASSERT(M44_MAX_FIGURES <= INT8_MAX, m44_figures_fit_int8);
/* elim: a medal per eliminated unit (as mover above); exit_scored: an exit's medals per
 * unit gone */
WG_STATIC_ASSERT(WG_M44_MAX_UNITS * M44_MAX_HEX_MEDALS <= INT16_MAX, m44_exits_fit_int16);
/* The packed state has no implicit padding (the firers' memo compares it bytewise), and
 * its units start at a multiple of 4 (so do the Op Fire bits after the obstacles). */
WG_STATIC_ASSERT(sizeof(m44_unit) == 16 && sizeof(m44_state) % 4 == 0 &&
                     offsetof(m44_state, b_cell) == offsetof(m44_state, recon) + 2 &&
                     offsetof(m44_state, u) == offsetof(m44_state, loc) + WG_M44_MAX_CARDS,
                 m44_state_packed);
WG_STATIC_ASSERT(sizeof(m44_medal_state) % 4 == 0, m44_medal_state_packed);

/* m44_state as it was, to its units. */
typedef struct hashed_head {
    int32_t phase, card, kind, section, mover, second_move;
    int32_t elim[2], owed[2], last_kind[2], last_section[2];
    int32_t ndeck;
    int32_t tfh[4];
    int32_t reshuffle;
    int32_t recon[2];
    int32_t draws_left; /* never written */
    int32_t b_kind, b_unit, b_target, b_cell, b_flags, b_retreated;
    int32_t ambush_card; /* never written */
    int32_t air[4], nair, air_next;
    int32_t deck[WG_M44_MAX_CARDS];
    int8_t loc[WG_M44_MAX_CARDS];
} hashed_head;

/* m44_unit as it was. */
typedef struct hashed_unit {
    int32_t cell, figures, ordered, moved, max_move, battle_move, stopped, no_battle, battles;
    int32_t bonus, bonus_close, overrun, opfired, free_move;
    int32_t tfh_type, pad; /* never written */
} hashed_unit;

/* m44_medal_state as it was. */
typedef struct hashed_medals {
    int32_t obj_holder[WG_M44_MAX_OBJECTIVES];
    int32_t exit_scored[2];
    int32_t exit_count[WG_M44_MAX_OBJECTIVES];
    uint32_t blown[(HEXCC_MAX_CELLS + 31) / 32];
} hashed_medals;

WG_STATIC_ASSERT(sizeof(hashed_head) == 624 && sizeof(hashed_unit) == 64 &&
                     sizeof(hashed_medals) == 264,
                 m44_hashed_layout);

/* The hashed form's bytes before its rounding to 16, as m44_state_size was. */
static size_t hashed_bytes(const m44_data *d)
{
    return sizeof(hashed_head) + (size_t)d->nunits * sizeof(hashed_unit) + m44_obstacle_bytes(d) +
           m44_cell_words(d) * sizeof(uint32_t) + (d->tracks_medals ? sizeof(hashed_medals) : 0);
}

size_t m44_hashed_size(const void *data)
{
    return (hashed_bytes(data) + 15) & ~(size_t)15;
}

static void widen8(int32_t *out, const int8_t *in, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = in[i];
}

static void hash_head(const m44_state *s, wg_hasher *h)
{
    hashed_head o;
    memset(&o, 0, sizeof o);
    o.phase = s->phase;
    o.card = s->card;
    o.kind = s->kind;
    o.section = s->section;
    o.mover = s->mover;
    o.second_move = s->second_move;
    for (int p = 0; p < 2; p++) {
        o.elim[p] = s->elim[p];
        o.owed[p] = s->owed[p];
        o.last_kind[p] = s->last_kind[p];
        o.last_section[p] = s->last_section[p];
        o.recon[p] = s->recon[p];
    }
    o.ndeck = s->ndeck;
    widen8(o.tfh, s->tfh, 4);
    o.reshuffle = s->reshuffle;
    o.b_kind = s->b_kind;
    o.b_unit = s->b_unit;
    o.b_target = s->b_target;
    o.b_cell = s->b_cell;
    o.b_flags = s->b_flags;
    o.b_retreated = s->b_retreated;
    widen8(o.air, s->air, 4);
    o.nair = s->nair;
    o.air_next = s->air_next;
    widen8(o.deck, s->deck, WG_M44_MAX_CARDS);
    memcpy(o.loc, s->loc, sizeof o.loc);
    wg_hasher_put(h, &o, sizeof o);
}

static void hash_unit(const m44_unit *u, wg_hasher *h)
{
    hashed_unit o = {
        u->cell, u->figures, u->ordered, u->moved, u->max_move, u->battle_move, u->stopped,
        u->no_battle, u->battles, u->bonus, u->bonus_close, u->overrun, u->opfired,
        u->free_move, 0, 0,
    };
    wg_hasher_put(h, &o, sizeof o);
}

static void hash_medals(const m44_data *d, const m44_medal_state *m, wg_hasher *h)
{
    hashed_medals o;
    memset(&o, 0, sizeof o);
    widen8(o.obj_holder, m->obj_holder, WG_M44_MAX_OBJECTIVES);
    widen8(o.exit_count, m->exit_count, WG_M44_MAX_OBJECTIVES);
    o.exit_scored[0] = m->exit_scored[0];
    o.exit_scored[1] = m->exit_scored[1];
    memcpy(o.blown, m->blown, m44_cell_words(d) * sizeof(uint32_t));
    wg_hasher_put(h, &o, sizeof o);
}

void m44_hash_state(const wg_game *g, wg_hasher *h)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    hash_head(s, h);
    for (int i = 0; i < d->nunits; i++)
        hash_unit(&s->u[i], h);
    /* the obstacles and the Op Fire bits are laid out as they were */
    wg_hasher_put(h, m44_cobstacles(g),
                  m44_obstacle_bytes(d) + m44_cell_words(d) * sizeof(uint32_t));
    if (d->tracks_medals)
        hash_medals(d, m44_cmedal_st(g), h);
    wg_hasher_zeros(h, m44_hashed_size(d) - hashed_bytes(d));
}
