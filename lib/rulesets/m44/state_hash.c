/*
 * The state as hashes read it (wg_ruleset.hash_state): the layout it had
 * before issue 22 packed it into the narrowest types, every field an
 * int32_t. Saves record a hash after each action and check it on loading,
 * so the games saved before, and every recorded hash, stay valid. The
 * fields the packed state dropped (never written) are hashed as the zeros
 * they always were.
 */
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

/*
 * The layout as it was, spelled out for its size; the hashed form is put
 * field by field, two int32_t a word (wg_hash_pair), in this order.
 */
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

typedef struct hashed_unit {
    int32_t cell, figures, ordered, moved, max_move, battle_move, stopped, no_battle, battles;
    int32_t bonus, bonus_close, overrun, opfired, free_move;
    int32_t tfh_type, pad; /* never written */
} hashed_unit;

typedef struct hashed_medals {
    int32_t obj_holder[WG_M44_MAX_OBJECTIVES];
    int32_t exit_scored[2];
    int32_t exit_count[WG_M44_MAX_OBJECTIVES];
    uint32_t blown[(HEXCC_MAX_CELLS + 31) / 32];
} hashed_medals;

WG_STATIC_ASSERT(sizeof(hashed_head) == 624 && sizeof(hashed_unit) == 64 &&
                     sizeof(hashed_medals) == 264,
                 m44_hashed_layout);
WG_STATIC_ASSERT(WG_M44_MAX_CARDS % 8 == 0 && WG_M44_MAX_OBJECTIVES % 2 == 0 &&
                     (HEXCC_MAX_CELLS + 31) / 32 % 2 == 0,
                 m44_hashed_whole_words);

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

static void put_pair(wg_hasher *h, int32_t a, int32_t b)
{
    wg_hasher_word(h, wg_hash_pair(a, b));
}

/* n int8_t values (n even), each as an int32_t. */
static void put_widened(wg_hasher *h, const int8_t *v, int n)
{
    for (int i = 0; i < n; i += 2)
        put_pair(h, v[i], v[i + 1]);
}

static void hash_head(const m44_state *s, wg_hasher *h)
{
    put_pair(h, s->phase, s->card);
    put_pair(h, s->kind, s->section);
    put_pair(h, s->mover, s->second_move);
    put_widened(h, s->elim, 2);
    put_widened(h, s->owed, 2);
    put_widened(h, s->last_kind, 2);
    put_widened(h, s->last_section, 2);
    put_pair(h, s->ndeck, s->tfh[0]);
    put_pair(h, s->tfh[1], s->tfh[2]);
    put_pair(h, s->tfh[3], s->reshuffle);
    put_widened(h, s->recon, 2);
    put_pair(h, 0, s->b_kind); /* draws_left */
    put_pair(h, s->b_unit, s->b_target);
    put_pair(h, s->b_cell, s->b_flags);
    put_pair(h, s->b_retreated, 0); /* ambush_card */
    put_widened(h, s->air, 4);
    put_pair(h, s->nair, s->air_next);
    put_widened(h, s->deck, WG_M44_MAX_CARDS);
    for (int c = 0; c < WG_M44_MAX_CARDS; c += 8)
        wg_hasher_word(h, wg_hash_le64(s->loc + c));
}

static void hash_unit(const m44_unit *u, wg_hasher *h)
{
    put_pair(h, u->cell, u->figures);
    put_pair(h, u->ordered, u->moved);
    put_pair(h, u->max_move, u->battle_move);
    put_pair(h, u->stopped, u->no_battle);
    put_pair(h, u->battles, u->bonus);
    put_pair(h, u->bonus_close, u->overrun);
    put_pair(h, u->opfired, u->free_move);
    put_pair(h, 0, 0); /* tfh_type, pad */
}

static void hash_medals(const m44_data *d, const m44_medal_state *m, wg_hasher *h)
{
    put_widened(h, m->obj_holder, WG_M44_MAX_OBJECTIVES);
    put_pair(h, m->exit_scored[0], m->exit_scored[1]);
    put_widened(h, m->exit_count, WG_M44_MAX_OBJECTIVES);
    int words = (int)m44_cell_words(d);
    for (int i = 0; i < (HEXCC_MAX_CELLS + 31) / 32; i += 2) /* the whole board's bits, as
                                                               they were kept */
        put_pair(h, i < words ? (int32_t)m->blown[i] : 0,
                 i + 1 < words ? (int32_t)m->blown[i + 1] : 0);
}

void m44_hash_state(const wg_game *g, wg_hasher *out)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    wg_hasher h = *out; /* a local copy for wg_hasher_word (see there) */
    hash_head(s, &h);
    for (int i = 0; i < d->nunits; i++)
        hash_unit(&s->u[i], &h);
    *out = h;
    /* the obstacles and the Op Fire bits are laid out as they were */
    wg_hasher_put(out, m44_cobstacles(g),
                  m44_obstacle_bytes(d) + m44_cell_words(d) * sizeof(uint32_t));
    if (d->tracks_medals) {
        h = *out;
        hash_medals(d, m44_cmedal_st(g), &h);
        *out = h;
    }
    wg_hasher_zeros(out, m44_hashed_size(d) - hashed_bytes(d));
}
