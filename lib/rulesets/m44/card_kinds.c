/*
 * What each kind of command card does, as one table: who its order may
 * include (M44-C2..C4), what the ordered units may do (M44-B2, C3), whom
 * its dice strike, how it Op Fires (M44-O4..O6), and the greedy agent's
 * worth of it. The turn reads the rows; it never asks which card it is.
 * A card the fields cannot say gets a hook, below its row's neighbours.
 * Adding a card: lib/rulesets/m44/README.md ("Adding a card").
 */
#include <string.h>

#include "m44_internal.h"

/* ------------------------------------------------------------ hooks */

/* Their Finest Hour: one die per card held, the played one included; slots by symbol. */
static void finest_hour_play(wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    int n = m44_cards_hand_count(g, m44_active(g)) + 1;
    hexcc_roll r;
    hexcc_dice_roll(g, &d->die, n, WG_M44_ROLL_FINEST_HOUR, -1, -1, &r);
    s->tfh[0] = r.count[WG_M44_SYM_INFANTRY];
    s->tfh[1] = r.count[WG_M44_SYM_ARMOR];
    s->tfh[2] = 0; /* no die face shows artillery */
    s->tfh[3] = r.count[WG_M44_SYM_STAR];
    s->reshuffle = 1;
}

/* Their Finest Hour: slots by type (tfh[0..2]), and stars (tfh[3]) for any type. */
static int finest_hour_may_order(const wg_game *g, int unit)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    int count[M44_TYPES] = { 0, 0, 0 }, over = 0;
    for (int i = 0; i < d->nunits; i++)
        if (s->u[i].ordered)
            count[d->unit_type[i]]++;
    count[d->unit_type[unit]]++;
    for (int t = 0; t < M44_TYPES; t++)
        if (count[t] > s->tfh[t])
            over += count[t] - s->tfh[t];
    return over <= s->tfh[3];
}

/* Medics & Mechanics: one die per card, the played one included; symbol or star heals. */
static void medics_declare(wg_game *g, int unit)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    int n = m44_cards_hand_count(g, m44_active(g)) + 1;
    hexcc_roll r;
    hexcc_dice_roll(g, &d->die, n, WG_M44_ROLL_MEDICS, unit, -1, &r);
    int type = d->unit_type[unit];
    int heal = r.count[WG_M44_SYM_STAR];
    if (type == WG_M44_INFANTRY)
        heal += r.count[WG_M44_SYM_INFANTRY];
    else if (type == WG_M44_ARMOR)
        heal += r.count[WG_M44_SYM_ARMOR];
    int room = d->unit_full[unit] - s->u[unit].figures;
    if (heal > room)
        heal = room;
    if (heal <= 0)
        return;
    s->u[unit].figures += heal;
    wg_event ev = wg_event_make(WG_M44_EV_HEALED);
    ev.unit = unit;
    ev.value = heal;
    wg_emit(g, &ev);
    m44_card_order_unit(g, unit); /* a healed unit may also be ordered */
}

/* Dig In: sandbags in each ordered infantry's hex that has no obstacle yet. */
static void dig_in_commit(wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    if (!m44_rules_has_type(g, m44_active(g), WG_M44_INFANTRY))
        return;
    for (int u = 0; u < d->nunits; u++) {
        int cell = s->u[u].cell;
        if (!s->u[u].ordered || cell < 0 || m44_obstacles(g)[cell] != WG_M44_NO_OBSTACLE)
            continue;
        m44_obstacles(g)[cell] = WG_M44_SANDBAGS;
        wg_event ev = wg_event_make(WG_M44_EV_SANDBAGS);
        ev.unit = u;
        ev.value = 1;
        ev.x = m44_hex(g, cell).q;
        ev.y = m44_hex(g, cell).r;
        wg_emit(g, &ev);
    }
}

/* ------------------------------------------------------------ the table */

#define INF M44_TYPE(WG_M44_INFANTRY)
#define ARMOR M44_TYPE(WG_M44_ARMOR)
#define ARTY M44_TYPE(WG_M44_ARTILLERY)

const m44_card_kind m44_card_rows[WG_M44_CARD_KIND_COUNT + 1] = {
    /* section cards: units in the card's section */
    [WG_M44_CARD_RECON] = { .key = "recon", .limit = 1, .section = 1, .recon = 1,
                            .opfire = M44_OPF_SECTION, .value = M44_VALUE_SECTION },
    [WG_M44_CARD_PROBE] = { .key = "probe", .limit = 2, .section = 1,
                            .opfire = M44_OPF_SECTION, .value = M44_VALUE_SECTION },
    [WG_M44_CARD_ATTACK] = { .key = "attack", .limit = 3, .section = 1,
                             .opfire = M44_OPF_SECTION, .value = M44_VALUE_SECTION },
    [WG_M44_CARD_ASSAULT] = { .key = "assault", .section = 1,
                              .opfire = M44_OPF_SECTION, .value = M44_VALUE_SECTION },
    /* tactic cards that count per section */
    [WG_M44_CARD_GENERAL_ADVANCE] = { .key = "general_advance", .caps = { 2, 2, 2 },
                                      .opfire = M44_OPF_ANY, .value = M44_VALUE_SPREAD },
    [WG_M44_CARD_PINCER_MOVE] = { .key = "pincer_move", .caps = { 2, 0, 2 },
                                  .opfire = M44_OPF_FLANKS },
    [WG_M44_CARD_RECON_IN_FORCE] = { .key = "recon_in_force", .caps = { 1, 1, 1 },
                                     .opfire = M44_OPF_ANY },
    /* enemy units struck by the card's own dice */
    [WG_M44_CARD_AIR_POWER] = { .key = "air_power", .picks = M44_PICK_FOES, .foes = 4,
                                .strike = M44_B_AIR, .strike_roll = WG_M44_ROLL_AIR_POWER },
    [WG_M44_CARD_BARRAGE] = { .key = "barrage", .picks = M44_PICK_FOES, .foes = 1,
                              .strike = M44_B_BARRAGE, .strike_roll = WG_M44_ROLL_BARRAGE,
                              .strike_dice = 4 },
    /* no order of their own */
    [WG_M44_CARD_AMBUSH] = { .key = "ambush", .picks = M44_PICK_NOBODY, .reaction = 1,
                             .value = M44_VALUE_LOW },
    [WG_M44_CARD_COUNTER_ATTACK] = { .key = "counter_attack", .picks = M44_PICK_NOBODY,
                                     .copies = 1, .value = M44_VALUE_LOW },
    /* unit-type cards (M44-C4) */
    [WG_M44_CARD_ARMOR_ASSAULT] = { .key = "armor_assault", .limit = 4, .type_card = ARMOR,
                                    .gives = { .types = ARMOR, .bonus_close = 1 },
                                    .opfire = M44_OPF_TYPE },
    [WG_M44_CARD_ARTILLERY_BOMBARD] = {
        .key = "artillery_bombard", .type_card = ARTY,
        .gives = { .types = ARTY, .set = M44_SET_MOVE | M44_SET_BATTLES, .move = 3,
                   .battles = 2 },
        .opfire = M44_OPF_TYPE },
    [WG_M44_CARD_BEHIND_ENEMY_LINES] = {
        .key = "behind_enemy_lines", .limit = 1, .type_card = INF, .move_again = 1,
        .gives = { .types = INF, .set = M44_SET_MOVE | M44_SET_BATTLE_MOVE, .move = 3,
                   .battle_move = 3, .bonus = 1, .free_move = 1 },
        .opfire = M44_OPF_TYPE },
    [WG_M44_CARD_DIG_IN] = {
        .key = "dig_in", .limit = 4, .type_card = INF, .commit = dig_in_commit,
        .gives = { .types = INF, .set = M44_SET_MOVE | M44_SET_BATTLE_MOVE | M44_SET_BATTLES,
                   .move = 0, .battle_move = -1, .battles = 0 },
        .value = M44_VALUE_LOW },
    [WG_M44_CARD_INFANTRY_ASSAULT] = {
        .key = "infantry_assault", .section = 1, .type_card = INF, .choose_section = 1,
        .gives = { .types = INF, .set = M44_SET_MOVE | M44_SET_BATTLE_MOVE, .move = 3,
                   .battle_move = 2 },
        .opfire = M44_OPF_TYPE },
    [WG_M44_CARD_MOVE_OUT] = { .key = "move_out", .limit = 4, .type_card = INF,
                               .opfire = M44_OPF_TYPE },
    /* the other tactic cards */
    [WG_M44_CARD_CLOSE_ASSAULT] = {
        .key = "close_assault", .types = INF | ARMOR, .adjacent = 1,
        .gives = { .set = M44_SET_MOVE, .move = 0, .bonus_close = 1 },
        .opfire = M44_OPF_CLOSE },
    [WG_M44_CARD_DIRECT_FROM_HQ] = { .key = "direct_from_hq", .limit = 4,
                                     .opfire = M44_OPF_ANY, .value = M44_VALUE_SPREAD },
    [WG_M44_CARD_FIREFIGHT] = { .key = "firefight", .limit = 4, .adjacent = -1,
                                .gives = { .set = M44_SET_MOVE, .move = 0, .bonus = 1 },
                                .opfire = M44_OPF_FIREFIGHT },
    [WG_M44_CARD_MEDICS_MECHANICS] = { .key = "medics_mechanics", .limit = 1, .wounded = 1,
                                       .declare = medics_declare, .value = M44_VALUE_LOW },
    [WG_M44_CARD_THEIR_FINEST_HOUR] = { .key = "their_finest_hour", .gives = { .bonus = 1 },
                                        .play = finest_hour_play,
                                        .may_order = finest_hour_may_order },
    /* no order: Counter-Attack with nothing to copy (m44_state.kind -1) */
    [WG_M44_CARD_KIND_COUNT] = { .key = "none", .picks = M44_PICK_NOBODY },
};

/* ------------------------------------------------------------ who an order includes */

/* Only the active side's units are ordered (a turn begins with none ordered). */
static int ordered_count(const wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    const int32_t *mine = d->side_unit[m44_active(g)];
    int n = 0, nu = d->nside_units[m44_active(g)];
    for (int k = 0; k < nu; k++)
        n += s->u[mine[k]].ordered;
    return n;
}

/* Units on a section line count in either section: is there a fit within caps? */
static int sections_fit(const uint32_t *mask, int n, int caps[3])
{
    if (n == 0)
        return 1;
    for (int k = 0; k < 3; k++)
        if ((mask[0] >> k & 1u) && caps[k] > 0) {
            caps[k]--;
            int ok = sections_fit(mask + 1, n - 1, caps);
            caps[k]++;
            if (ok)
                return 1;
        }
    return 0;
}

static int per_section_ok(const wg_game *g, int unit, const int32_t caps0[3])
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    int p = d->unit_side[unit], n = 0;
    uint32_t mask[WG_M44_MAX_UNITS + 1];
    int caps[3] = { caps0[0], caps0[1], caps0[2] };
    for (int i = 0; i < d->nunits; i++)
        if (s->u[i].ordered)
            mask[n++] = m44_rules_sections(g, p, s->u[i].cell);
    mask[n++] = m44_rules_sections(g, p, s->u[unit].cell);
    return sections_fit(mask, n, caps);
}

static int has_caps(const m44_card_kind *k)
{
    return k->caps[0] > 0 || k->caps[1] > 0 || k->caps[2] > 0;
}

/* The player has a unit of one of these types on the board. */
static int has_types(const wg_game *g, int player, int types)
{
    for (int t = 0; t < M44_TYPES; t++)
        if ((types >> t & 1) && m44_rules_has_type(g, player, t))
            return 1;
    return 0;
}

/* The row's tests that depend on the unit beyond its type and section, kept out
 * of line (most units are refused before them). */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int row_allows_unit(const wg_game *g, const m44_card_kind *k, int unit)
{
    const m44_data *d = m44_cdata(g);
    if (has_caps(k) && !per_section_ok(g, unit, k->caps))
        return 0;
    if (k->adjacent && m44_rules_adjacent_enemy(g, unit) != (k->adjacent > 0))
        return 0;
    if (k->wounded && m44_cst(g)->u[unit].figures >= d->unit_full[unit])
        return 0;
    return !k->may_order || k->may_order(g, unit);
}

int m44_card_asks_section(const wg_game *g)
{
    const m44_card_kind *k = m44_card_order(g);
    return k->choose_section && (!k->type_card || has_types(g, m44_active(g), k->type_card));
}

/*
 * What the row asks of every unit, worked out once: who may be ordered at all
 * (a row that picks units, under its limit), whether a type card with none of
 * its types left takes one unit of any (M44-C4: while none is ordered), and
 * the types and section it takes.
 */
void m44_card_order_test(const wg_game *g, m44_order_test *t)
{
    const m44_card_kind *k = m44_card_order(g);
    int active = m44_active(g), limit = k->limit, type_card = k->type_card;
    int any_one = type_card && !has_types(g, active, type_card);
    /* the units ordered so far are counted only where the row asks: a walk of the side */
    int ordered = limit > 0 || any_one ? ordered_count(g) : 0;
    int full = limit > 0 && ordered >= limit;
    /* field by field (every field is set): a compound literal here was packed into
     * vector registers first, at more instructions than the stores */
    t->g = g;
    t->k = k;
    t->active = active;
    t->nobody = k->picks != M44_PICK_UNITS || (any_one ? ordered >= 1 : full);
    t->full = full;
    t->any_one = any_one;
    t->types = (type_card ? type_card : ~0) & (k->types ? k->types : ~0);
    t->sections = k->section ? 1u << m44_cst(g)->section : ~0u;
}

int m44_card_may_order(const m44_order_test *t, int unit)
{
    const wg_game *g = t->g;
    const m44_data *d = m44_cdata(g);
    const m44_unit *u = &m44_cst(g)->u[unit];
    if (d->unit_side[unit] != t->active || u->ordered || u->cell < 0 || t->nobody)
        return 0; /* the cheap refusals first: half the units are the enemy's */
    if (t->any_one)
        return 1;
    if (!(t->types >> d->unit_type[unit] & 1) ||
        !(d->section_mask[t->active][u->cell] & t->sections))
        return 0;
    return row_allows_unit(g, t->k, unit);
}

/* Barrage: any enemy unit; Air Power: up to 4, each next to one already picked. */
int m44_card_may_pick_target(const wg_game *g, int unit)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    const m44_card_kind *k = m44_card_order(g);
    if (!m44_rules_alive(g, unit) || d->unit_side[unit] == m44_active(g))
        return 0;
    if (k->picks != M44_PICK_FOES || s->nair >= k->foes)
        return 0;
    for (int i = 0; i < s->nair; i++)
        if (s->air[i] == unit)
            return 0;
    if (s->nair == 0)
        return 1;
    for (int i = 0; i < s->nair; i++)
        if (m44_rules_dist(g, s->u[s->air[i]].cell, s->u[unit].cell) == 1)
            return 1;
    return 0;
}

/* ------------------------------------------------------------ what it gives them */

void m44_card_order_unit(wg_game *g, int unit)
{
    const m44_gives *gv = &m44_card_order(g)->gives;
    m44_unit *u = &m44_st(g)->u[unit];
    int type = m44_rules_type(g, unit);
    static const int move[M44_TYPES] = { 2, 3, 1 }, battle_move[M44_TYPES] = { 1, 3, 0 };
    u->ordered = 1;
    u->max_move = move[type];
    u->battle_move = battle_move[type];
    u->battles = 1;
    m44_badge_order(g, unit); /* M44-X6: before the card, whose own `set` wins */
    if (!gv->types || (gv->types >> type & 1)) {
        if (gv->set & M44_SET_MOVE)
            u->max_move = gv->move;
        if (gv->set & M44_SET_BATTLE_MOVE)
            u->battle_move = gv->battle_move;
        if (gv->set & M44_SET_BATTLES)
            u->battles = gv->battles;
        u->bonus = gv->bonus;
        u->bonus_close = gv->bonus_close;
        u->free_move = gv->free_move;
    }
    m44_terrain_cap_move(g, unit, u->cell); /* M44-X2, X3: where its move starts */
    wg_event ev = wg_event_make(WG_M44_EV_ORDERED);
    ev.player = m44_rules_side(g, unit);
    ev.unit = unit;
    ev.value = m44_cdata(g)->unit_badge[unit]; /* wg_m44_badge */
    wg_emit(g, &ev);
}

/* ------------------------------------------------------------ Op Fire with it */

/* M44-O4: a unit-type card fires that type, or any unit when none is left. */
static int type_card_ok(const wg_game *g, int player, int unit, int types)
{
    return has_types(g, player, types) ? (types >> m44_rules_type(g, unit) & 1) : 1;
}

int m44_card_opfire_ok(const wg_game *g, int unit, int card, int mover)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    const m44_card *c = &d->card[card];
    const m44_card_kind *k = m44_card_kind_row(c->kind);
    int p = d->unit_side[unit], cell = s->u[unit].cell;
    /* each case reads what it needs: every firer asks this of every card in the hand */
    switch (k->opfire) {
    case M44_OPF_SECTION:
        return (m44_rules_sections(g, p, cell) >> c->section) & 1u;
    case M44_OPF_ANY:
        return 1;
    case M44_OPF_FLANKS:
        return (m44_rules_sections(g, p, cell) & (1u << WG_M44_LEFT | 1u << WG_M44_RIGHT)) != 0;
    case M44_OPF_TYPE:
        return type_card_ok(g, p, unit, k->type_card);
    case M44_OPF_CLOSE: /* M44-O6 */
        return m44_rules_dist(g, cell, s->u[mover].cell) == 1 &&
               d->unit_type[unit] != WG_M44_ARTILLERY;
    case M44_OPF_FIREFIGHT: {
        int dist = m44_rules_dist(g, cell, s->u[mover].cell);
        return dist >= 2 && dist <= 3 && !m44_rules_adjacent_enemy(g, unit);
    }
    default: /* M44-O5 */
        return 0;
    }
}

/* ------------------------------------------------------------ its strikes */

int m44_card_strike_dice(const wg_game *g)
{
    const m44_card_kind *k = m44_card_order(g);
    return k->strike_dice > 0 ? k->strike_dice : m44_cdata(g)->air_dice[m44_active(g)];
}
