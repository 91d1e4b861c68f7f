/*
 * The m44 ruleset as the core sees it (lib/core/ruleset.h), and the public
 * queries of wargame/m44.h.
 */
#include <string.h>

#include "m44_internal.h"

static int is_m44(const wg_game *g)
{
    const char *name = g ? wg_game_ruleset(g) : NULL;
    return name && strcmp(name, "m44") == 0;
}

/* ------------------------------------------------------------ core queries */

static int m44_unit_count(const wg_game *g)
{
    return m44_cdata(g)->nunits;
}

static void m44_unit_info(const wg_game *g, int unit, wg_unit_info *out)
{
    const m44_data *d = m44_cdata(g);
    const m44_unit *u = &m44_cst(g)->u[unit];
    out->player = d->unit_side[unit];
    out->kind = d->unit_type[unit];
    out->strength = u->cell >= 0 ? u->figures : 0;
    if (u->cell >= 0) {
        out->flags = WG_UNIT_ALIVE | WG_UNIT_ON_BOARD;
        out->x = d->board.hex[u->cell].q;
        out->y = d->board.hex[u->cell].r;
    }
    if (u->moved)
        out->flags |= WG_UNIT_MOVED;
    if (u->ordered && u->battles == 0)
        out->flags |= WG_UNIT_FIRED;
    out->moves_left = u->ordered && !u->stopped ? u->max_move - u->moved : 0;
}

static const char *m44_unit_name(const wg_game *g, int unit)
{
    return m44_cdata(g)->unit_name[unit];
}

static const char *m44_kind_name(const wg_game *g, int unit)
{
    static const char *const names[] = { "infantry", "armor", "artillery" };
    return names[m44_cdata(g)->unit_type[unit]];
}

static const char *m44_player_name(const wg_game *g, int player)
{
    return m44_cdata(g)->side_name[player];
}

const wg_ruleset wg_ruleset_m44 = {
    .name = "m44",
    .load = m44_data_load,
    .free_data = m44_data_free,
    .setup = m44_turn_setup,
    .kinds = m44_kinds,
    .nkinds = M44_K_COUNT,
    .unit_count = m44_unit_count,
    .unit_info = m44_unit_info,
    .unit_name = m44_unit_name,
    .unit_kind_name = m44_kind_name,
    .player_name = m44_player_name,
    .result_text = m44_turn_result_text,
    .describe_event = m44_describe_event,
    .describe_action = m44_describe_action,
    .greedy = m44_agent_greedy,
    .odds = m44_odds_action,
    .describe_outcome = m44_describe_outcome,
    .event_for = m44_hidden_event_for,
    .conceal = m44_hidden_conceal,
    .decision_for = m44_hidden_decision_for,
};

/* ------------------------------------------------------------ wargame/m44.h */

WG_API int wg_m44_hand(const wg_game *g, int player, int32_t *cards, int cap)
{
    if (!is_m44(g) || (cap > 0 && !cards))
        return WG_EINVAL;
    if (player < 0 || player > 1)
        return WG_ERANGE;
    int n = 0;
    for (int c = 0; c < m44_cdata(g)->ncards; c++)
        if (m44_cards_in_hand(g, player, c)) {
            if (n < cap)
                cards[n] = c;
            n++;
        }
    return n;
}

WG_API int wg_m44_hand_for(const wg_game *g, int viewer, int player, int32_t *cards, int cap)
{
    if (!is_m44(g) || (cap > 0 && !cards))
        return WG_EINVAL;
    if (viewer < -1 || viewer > 1)
        return WG_ERANGE;
    if (viewer == player)
        return wg_m44_hand(g, player, cards, cap);
    int n = wg_m44_hand(g, player, NULL, 0);
    for (int i = 0; i < n && i < cap; i++)
        cards[i] = -1; /* a card's back */
    return n;
}

static const m44_card *card_of(const wg_game *g, int card)
{
    if (!is_m44(g) || card < 0 || card >= m44_cdata(g)->ncards)
        return NULL;
    return &m44_cdata(g)->card[card];
}

/* A card query's refusal: not an m44 game, or no such card. */
static int card_refusal(const wg_game *g)
{
    return is_m44(g) ? WG_ERANGE : WG_EINVAL;
}

WG_API int wg_m44_card_kind_of(const wg_game *g, int card)
{
    const m44_card *c = card_of(g, card);
    return c ? c->kind : card_refusal(g);
}

WG_API int wg_m44_card_section(const wg_game *g, int card)
{
    const m44_card *c = card_of(g, card);
    return c ? c->section : card_refusal(g);
}

WG_API const char *wg_m44_card_name(const wg_game *g, int card)
{
    const m44_card *c = card_of(g, card);
    return c ? c->name : NULL;
}

static int cell_at(const wg_game *g, int q, int r)
{
    return hexcc_board_cell(&m44_cdata(g)->board, wg_hex_make(q, r));
}

WG_API int wg_m44_hex(const wg_game *g, int q, int r, wg_m44_hex_info *out)
{
    if (!is_m44(g) || !out || out->size < sizeof *out)
        return WG_EINVAL;
    int cell = cell_at(g, q, r);
    if (cell < 0)
        return WG_ERANGE;
    const m44_data *d = m44_cdata(g);
    out->terrain = d->board.terrain[cell];
    out->obstacle = m44_cobstacles(g)[cell];
    out->sections = (int32_t)m44_rules_sections(g, 0, cell);
    out->unit = m44_rules_unit_at(g, cell);
    out->objective = -1;
    for (int i = 0; i < d->nobj; i++)
        if (d->obj_cell[i] == cell)
            out->objective = d->obj_side[i];
    return WG_OK;
}

WG_API int wg_m44_line_of_sight(const wg_game *g, int q1, int r1, int q2, int r2)
{
    if (!is_m44(g))
        return WG_EINVAL;
    int a = cell_at(g, q1, r1), b = cell_at(g, q2, r2);
    if (a < 0 || b < 0)
        return WG_ERANGE;
    return m44_rules_los(g, a, b);
}

WG_API int wg_m44_battle_dice(const wg_game *g, int unit, int target)
{
    if (!is_m44(g))
        return WG_EINVAL;
    if (!m44_rules_alive(g, unit) || !m44_rules_alive(g, target))
        return WG_ERANGE;
    return m44_rules_dice(g, unit, target, 0);
}

WG_API int wg_m44_opfire_owed(const wg_game *g, int player)
{
    if (!is_m44(g))
        return WG_EINVAL;
    if (player < 0 || player > 1)
        return WG_ERANGE;
    return m44_cst(g)->owed[player];
}
