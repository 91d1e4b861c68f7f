/*
 * The rules that answer questions without changing anything: where units
 * are, sections (M44-B1), battle dice by range and terrain (M44-B3, B8),
 * sight (M44-B9), close assault (M44-B6), movement (M44-B2, B8) and who may
 * Op Fire with which card (M44-O1..O8).
 */
#include <string.h>

#include "m44_internal.h"

/* M44-B3: dice by range 1.. for infantry, armor, artillery. */
const int m44_dice_table[M44_TYPES][M44_MAX_RANGE] = {
    { 3, 2, 1, 0, 0, 0 },
    { 3, 3, 3, 0, 0, 0 },
    { 3, 3, 2, 2, 1, 1 },
};

int m44_rules_alive(const wg_game *g, int unit)
{
    return unit >= 0 && unit < m44_cdata(g)->nunits && m44_cst(g)->u[unit].cell >= 0;
}

/* Four units a round: every step tried and every victory check asks, and the loop's
 * own count and test were a third of the walk. The cell compared as the int16_t the
 * state keeps (a board's cells fit, m44_state) saves widening each unit's. */
int m44_rules_unit_at(const wg_game *g, int cell)
{
    const m44_unit *u = m44_cst(g)->u;
    const int16_t c = (int16_t)cell;
    int n = m44_cdata(g)->nunits, i = 0;
    for (; i + 4 <= n; i += 4) {
        if (u[i].cell == c)
            return i;
        if (u[i + 1].cell == c)
            return i + 1;
        if (u[i + 2].cell == c)
            return i + 2;
        if (u[i + 3].cell == c)
            return i + 3;
    }
    for (; i < n; i++)
        if (u[i].cell == c)
            return i;
    return -1;
}

int m44_rules_side(const wg_game *g, int unit)
{
    return m44_cdata(g)->unit_side[unit];
}

int m44_rules_type(const wg_game *g, int unit)
{
    return m44_cdata(g)->unit_type[unit];
}

/* The sections of a cell as `player` sees it, worked out (M44-B1, M44-X30). */
static uint32_t sections_of(const m44_data *d, int player, int cell)
{
    /* Across the board in half hexes: the section lines run through the
     * centres of the full rows' line hexes (x2 = 2 * line); the memoir
     * board's half-hex rows sit half a hex left, so no hex of theirs is on
     * a line (M44-B1, M44-X30). */
    int col, row;
    hexcc_board_offset(&d->board, cell, &col, &row);
    int x2 = 2 * col - (d->board.shape == HEXCC_SHAPE_MEMOIR && row % 2);
    uint32_t m = 0;
    if (x2 <= 2 * d->sec_a)
        m |= 1u << WG_M44_LEFT;
    if (x2 >= 2 * d->sec_a && x2 <= 2 * d->sec_b)
        m |= 1u << WG_M44_CENTRE;
    if (x2 >= 2 * d->sec_b)
        m |= 1u << WG_M44_RIGHT;
    if (d->home[player] == HEXCC_HOME_TOP) /* he sees the board from the other edge */
        m = ((m & 1u) << 2) | (m & 2u) | ((m >> 2) & 1u);
    return m;
}

void m44_rules_sections_build(m44_data *d)
{
    for (int p = 0; p < 2; p++)
        for (int cell = 0; cell < d->board.ncells; cell++)
            d->section_mask[p][cell] = (uint8_t)sections_of(d, p, cell);
}

/* ------------------------------------------------------------ sight */

static int sight_hill(const void *payload, int from, int to, int cell)
{
    const wg_game *g = payload;
    const hexcc_board *b = &m44_cdata(g)->board;
    (void)cell;
    return b->type[b->terrain[from]].hill && b->type[b->terrain[to]].hill &&
           b->type[b->terrain[cell]].hill;
}

/* An obstacle that blocks sight (a bunker, M44-X4); the units are the view's bits. */
static int sight_obstacle(const void *payload, int cell)
{
    return m44_terrain_obstacle(payload, cell)->blocks_sight;
}

void m44_rules_view(const wg_game *g, hexcc_view *v)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    hexcc_occupancy_clear(&v->all, d->board.ncells);
    hexcc_occupancy_clear(&v->side[0], d->board.ncells);
    hexcc_occupancy_clear(&v->side[1], d->board.ncells);
    for (int i = 0; i < d->nunits; i++) { /* without a branch on alive (see _add_if) */
        int cell = s->u[i].cell, alive = cell >= 0;
        hexcc_occupancy_add_if(&v->all, cell, alive);
        hexcc_occupancy_add_if(&v->side[d->unit_side[i]], cell, alive);
    }
    v->known = 1;
}

/* The view, taken on first use. */
static const hexcc_view *view_of(const wg_game *g, hexcc_view *v)
{
    if (!v->known)
        m44_rules_view(g, v);
    return v;
}

int m44_rules_los_in(const wg_game *g, hexcc_view *v, int from, int to)
{
    hexcc_sight s = { sight_hill, sight_obstacle, g, &m44_cdata(g)->lines,
                      view_of(g, v)->all.bits };
    return hexcc_los(&m44_cdata(g)->board, NULL, from, to, &s);
}

/* The units in the way as bits, taken once per line: a walk over the units
 * costs less than the walk per hex of the line that asking for a unit there took. */
int m44_rules_los(const wg_game *g, int from, int to)
{
    hexcc_view v;
    hexcc_view_init(&v);
    return m44_rules_los_in(g, &v, from, to);
}

/* An enemy in one of the six neighbours, over the view's bits. */
static int adjacent_enemy_in(const wg_game *g, hexcc_view *v, int unit)
{
    const m44_data *d = m44_cdata(g);
    const hexcc_occupancy *enemy = &view_of(g, v)->side[1 - d->unit_side[unit]];
    const int16_t *nb = d->board.nb[m44_cst(g)->u[unit].cell];
    for (int k = 0; k < 6; k++)
        if (nb[k] >= 0 && hexcc_occupied(enemy, nb[k]))
            return 1;
    return 0;
}

/* One walk over the units, not one per neighbour: a hex holds one unit at most. */
int m44_rules_adjacent_enemy(const wg_game *g, int unit)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    int cell = s->u[unit].cell;
    for (int i = 0; i < d->nunits; i++)
        if (s->u[i].cell >= 0 && d->unit_side[i] != d->unit_side[unit] &&
            hexcc_board_distance(&d->board, cell, s->u[i].cell) == 1)
            return 1;
    return 0;
}

int m44_rules_has_type(const wg_game *g, int player, int type)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    for (int i = 0; i < d->nunits; i++) /* alive: on the board (i is in range) */
        if (d->unit_side[i] == player && d->unit_type[i] == type && s->u[i].cell >= 0)
            return 1;
    return 0;
}

/* ------------------------------------------------------------ dice */

static int terrain_of(const wg_game *g, int cell)
{
    return m44_cdata(g)->board.terrain[cell];
}

/* M44-B8: the largest of the target hex's terrain and obstacle reductions. */
static int reduction(const wg_game *g, int unit, int target)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    int type = d->unit_type[unit];
    int tc = s->u[target].cell, uc = s->u[unit].cell;
    const m44_terrain *t = &d->terrain[terrain_of(g, tc)];
    int red = t->against[type];
    if (t->hill_rule && d->board.type[terrain_of(g, uc)].hill)
        red = 0;
    int ob = m44_terrain_obstacle_against(g, tc, target, type);
    return ob > red ? ob : red;
}

int m44_rules_dice(const wg_game *g, int unit, int target, int bonus)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    int type = d->unit_type[unit];
    int range = m44_rules_dist(g, s->u[unit].cell, s->u[target].cell);
    int base = m44_rules_range_dice(type, range);
    if (base == 0)
        return 0;
    int n = base + bonus;
    if (type == WG_M44_ARTILLERY)
        return n;
    n -= reduction(g, unit, target);
    if (type == WG_M44_ARMOR)
        n -= d->terrain[terrain_of(g, s->u[unit].cell)].armor_out;
    n -= m44_terrain_obstacle(g, s->u[unit].cell)->battle_out[type];
    return n > 0 ? n : 0;
}

int m44_rules_may_target(const wg_game *g, int unit, int target, int need_los)
{
    int adj = -1;
    return m44_rules_may_target_adj(g, unit, target, need_los, &adj) &&
           m44_rules_dice(g, unit, target, 0) >= 1;
}

int m44_rules_may_target_adj(const wg_game *g, int unit, int target, int need_los, int *adj)
{
    hexcc_view v;
    hexcc_view_init(&v);
    return m44_rules_enemies(g, unit, target) &&
           m44_rules_may_target_enemy(g, unit, target, need_los, adj, &v);
}

/* In range (m44_rules_may_target_enemy tested it inline: out of the type's range no
 * die is rolled whatever else holds, the cheapest refusal and the commonest). */
int m44_rules_may_target_at(const wg_game *g, int unit, int target, int range, int need_los,
                            int *adj, hexcc_view *v)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    int cell = s->u[unit].cell;
    if (d->terrain[d->board.terrain[cell]].no_battle_in) /* m44_terrain_no_battle_in */
        return 0; /* M44-X2: not from the ocean */
    if (range > 1 && *adj < 0)
        *adj = adjacent_enemy_in(g, v, unit);
    if (range > 1 && *adj)
        return 0; /* M44-B6 */
    /* M44-X1: artillery too, unless the scenario takes the other reading */
    if (range > 1 &&
        (need_los || d->unit_type[unit] != WG_M44_ARTILLERY || d->artillery_sight) &&
        !m44_rules_los_in(g, v, s->u[unit].cell, s->u[target].cell))
        return 0;
    return 1;
}

uint32_t m44_rules_hit_mask(int type)
{
    uint32_t g = 1u << WG_M44_SYM_GRENADE;
    if (type == WG_M44_INFANTRY)
        return g | 1u << WG_M44_SYM_INFANTRY;
    if (type == WG_M44_ARMOR)
        return g | 1u << WG_M44_SYM_ARMOR;
    return g;
}

/*
 * What a roll does to `target` where it stands: hits on its symbol or a
 * grenade (M44-B4), a star too for Air Power (M44-C3); flags, less those
 * sandbags, a bunker or hedgehogs ignore except under a Barrage (M44-B8, C3,
 * X4, X5); artillery in a bunker loses a figure per flag instead (X4). The
 * battle and the exact odds both count a roll here. Returns the flags ignored.
 */
int m44_rules_tally(const wg_game *g, int target, int kind, const hexcc_roll *r, int *hits,
                    int *flags)
{
    const m44_state *s = m44_cst(g);
    uint32_t mask = m44_rules_hit_mask(m44_cdata(g)->unit_type[target]);
    if (kind == M44_B_AIR)
        mask |= 1u << WG_M44_SYM_STAR;
    *hits = hexcc_dice_count(r, mask);
    *flags = r->count[WG_M44_SYM_FLAG];
    int cell = s->u[target].cell, ignored = 0;
    if (kind != M44_B_BARRAGE) {
        ignored = m44_terrain_ignore_flags(g, cell, target);
        ignored = ignored < *flags ? ignored : *flags;
        *flags -= ignored;
    }
    if (m44_terrain_flags_hit(g, cell, target)) { /* M44-X4: it cannot retreat */
        *hits += *flags;
        *flags = 0;
    }
    return ignored;
}

/* ------------------------------------------------------------ movement */

void m44_rules_occupancy(const wg_game *g, hexcc_occupancy *o)
{
    const m44_state *s = m44_cst(g);
    int n = m44_cdata(g)->nunits;
    hexcc_occupancy_clear(o, m44_cdata(g)->board.ncells);
    for (int i = 0; i < n; i++)
        if (s->u[i].cell >= 0)
            hexcc_occupancy_add(o, s->u[i].cell);
}

/* A unit in `to` is looked for in o, or over the units when o is NULL. */
int m44_rules_step_ok(const wg_game *g, int unit, int to, const hexcc_occupancy *o)
{
    const m44_data *d = m44_cdata(g);
    const m44_unit *u = &m44_cst(g)->u[unit];
    if (to < 0 || !u->ordered || u->stopped || u->moved >= u->max_move)
        return 0;
    if (hexcc_board_distance(&d->board, u->cell, to) != 1)
        return 0;
    int t = terrain_of(g, to);
    if (!m44_terrain_may_enter(g, unit, to) || m44_special_blown(g, to)) /* M44-X26: a river now */
        return 0;
    if (m44_terrain_held(g, unit) || !m44_terrain_step_fits(g, unit, to))
        return 0; /* M44-X4, X2, X3 */
    if (d->terrain[t].start_adjacent && u->moved > 0 && !u->free_move)
        return 0;
    /* last: without o, the walk over every unit costs more than the table reads above */
    return o ? !hexcc_occupied(o, to) : m44_rules_unit_at(g, to) < 0;
}

int m44_rules_may_step(const wg_game *g, int unit, int to)
{
    return m44_rules_step_ok(g, unit, to, NULL);
}

/* ------------------------------------------------------------ Op Fire */

/*
 * The part of m44_rules_opfire_ok that does not depend on the card (the
 * card must still be in the firer's hand and allow the fire): every test
 * here is free of side effects, so m44_rules_opfire_ok is exactly
 * m44_rules_opfire_unit_ok && in hand && m44_card_opfire_ok (the card's
 * kind's row, card_kinds.c).
 */
/* m44_rules_opfire_unit_ok but for the hand (M44-O7), which is the same for every firer. */
static int opfire_unit_sees(const wg_game *g, int unit, int mover)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    int p = d->unit_side[unit];
    if (!m44_rules_alive(g, unit) || !m44_rules_alive(g, mover) || d->unit_side[mover] == p)
        return 0;
    if (s->u[unit].opfired)
        return 0;
    int cell = s->u[mover].cell;
    if (m44_ctargeted(g)[cell / 32] & (1u << (cell % 32)))
        return 0;
    return m44_rules_may_target(g, unit, mover, 1); /* M44-O8: sight for all */
}

int m44_rules_opfire_unit_ok(const wg_game *g, int unit, int mover)
{
    /* Last: counting the hand scans the deck, the tests before mostly refuse first. */
    return opfire_unit_sees(g, unit, mover) &&
           m44_cards_hand_count(g, m44_cdata(g)->unit_side[unit]) >= 2; /* M44-O7 */
}

int m44_rules_opfire_ok(const wg_game *g, int unit, int card, int mover)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    int p = d->unit_side[unit];
    if (!m44_rules_alive(g, unit) || !m44_rules_alive(g, mover) || d->unit_side[mover] == p)
        return 0;
    if (s->loc[card] != M44_LOC_HAND + p)
        return 0;
    return m44_rules_opfire_unit_ok(g, unit, mover) &&
           m44_card_opfire_ok(g, unit, card, mover);
}

/*
 * Player p's cards in hand of a kind that may Op Fire at all (M44-O5), in
 * card order; none when the hand holds fewer than two cards (M44-O7: one is
 * kept).
 */
typedef struct fire_hand {
    int n;
    int card[WG_M44_MAX_CARDS];
} fire_hand;

static void fire_hand_take(const wg_game *g, int p, fire_hand *h)
{
    const m44_data *d = m44_cdata(g);
    int32_t hand[WG_M44_MAX_CARDS];
    int held = m44_cards_at(g, M44_LOC_HAND + p, hand);
    h->n = 0;
    for (int i = 0; i < held && held >= 2; i++)
        if (m44_card_kind_row(d->card[hand[i]].kind)->opfire != M44_OPF_NEVER)
            h->card[h->n++] = hand[i];
}

/* The hand's cards unit may fire with at mover, by the cards' own tests. */
static int fire_cards_ok(const wg_game *g, int unit, int mover, const fire_hand *h)
{
    int k = 0;
    for (int i = 0; i < h->n; i++)
        k += m44_card_opfire_ok(g, unit, h->card[i], mover);
    return k;
}

/*
 * Every test of m44_rules_opfire_ok is free of side effects, so they are
 * taken in the cheapest order: those of the mover once, then each firer's
 * range and sight (most are out of range), then the cards of the hand that
 * may fire at all, the hand looked at for the first firer that sees. A unit
 * with sight but no card is not a firer here: it has no option.
 */
int m44_rules_opfire_firers(const wg_game *g, int mover, uint8_t *ok)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    if (ok)
        memset(ok, 0, (size_t)d->nunits);
    if (!m44_rules_alive(g, mover))
        return 0;
    int p = 1 - d->unit_side[mover], cell = s->u[mover].cell;
    if (m44_ctargeted(g)[cell / 32] & (1u << (cell % 32)))
        return 0; /* M44-O7: this hex was fired at this turn */
    fire_hand hand;
    hand.n = -1; /* not looked at yet */
    int n = 0;
    hexcc_view v; /* the board does not change: one view for every firer */
    hexcc_view_init(&v);
    for (int i = 0; i < d->nside_units[p]; i++) {
        int u = d->side_unit[p][i];
        if (s->u[u].cell < 0 || s->u[u].opfired)
            continue;
        int adj = -1; /* M44-O8: sight for all; then a die at least, as m44_rules_may_target */
        if (!m44_rules_may_target_enemy(g, u, mover, 1, &adj, &v) ||
            m44_rules_dice(g, u, mover, 0) < 1)
            continue;
        if (hand.n < 0)
            fire_hand_take(g, p, &hand);
        int k = fire_cards_ok(g, u, mover, &hand);
        if (k == 0)
            continue;
        if (ok)
            ok[u] = 1;
        n += k;
    }
    return n;
}

int m44_rules_opfire_count(const wg_game *g, int mover)
{
    return m44_rules_opfire_firers(g, mover, NULL);
}
