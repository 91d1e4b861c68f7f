/*
 * The m44 ruleset as the core sees it (lib/core/ruleset.h), and the public
 * queries of wargame/m44.h.
 */
#include <stddef.h>

#include "m44_internal.h"

/* ------------------------------------------------------------ core queries */

static int m44_unit_count(const wg_game *g)
{
    return m44_cdata(g)->nunits;
}

static void m44_unit_info(const wg_game *g, int unit, wg_unit_info *out)
{
    const m44_data *d = m44_cdata(g);
    const m44_unit *u = &m44_cst(g)->u[unit];
    hexcc_unit_info(&d->board, d->unit_side[unit], d->unit_type[unit], u->cell, u->moved, out);
    /* off the board with figures: it left by an exit marker (M44-X23) or has
     * not dropped yet; in the game still, like OGRE's escaped Ogre */
    if (u->figures > 0)
        out->flags |= WG_UNIT_ALIVE;
    out->strength = u->figures; /* 0 once eliminated */
    if (u->ordered && u->battles == 0)
        out->flags |= WG_UNIT_FIRED;
    out->moves_left = u->ordered && !u->stopped ? u->max_move - u->moved : 0;
}

static const char *m44_unit_name(const wg_game *g, int unit)
{
    return m44_cdata(g)->unit_name[unit];
}

static const char *m44_unit_kind_name(const wg_game *g, int unit)
{
    static const char *const names[] = { "infantry", "armor", "artillery" };
    return names[m44_cdata(g)->unit_type[unit]];
}

static const char *m44_player_name(const wg_game *g, int player)
{
    return m44_cdata(g)->side_name[player];
}

const wg_ruleset wg_ruleset_m44 = {
    WG_RULESET_MEMBERS(m44),
    .position = m44_position,
    .scratch_size = m44_agent_scratch_size,
    .memo_size = m44_memo_size,
    .event_for = m44_hidden_event_for,
    .conceal = m44_hidden_conceal,
    .decision_for = m44_hidden_decision_for,
};

/* ------------------------------------------------------------ wargame/m44.h */

/* Each query follows the query contract of wargame.h: the ruleset check
 * first (wg_rs_require), then the indices, with the refusal in last_error. */

static int player_refusal(const wg_game *g, const char *query, int player)
{
    int rc = wg_rs_require(g, &wg_ruleset_m44, query);
    if (rc == WG_OK && (player < 0 || player > 1))
        return wg_set_error(g, WG_ERANGE, "%s: no player %d (players are 0 and 1)", query, player);
    return rc;
}

WG_API int wg_m44_hand(const wg_game *g, int player, int32_t *cards, int cap)
{
    WG_TRY(player_refusal(g, __func__, player));
    if (cap > 0 && !cards)
        return wg_set_error(g, WG_EINVAL, "%s: cards is NULL with cap %d", __func__, cap);
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
    WG_TRY(player_refusal(g, __func__, player));
    if (viewer < -1 || viewer > 1)
        return wg_set_error(g, WG_ERANGE, "%s: no viewer %d (0, 1, or -1 for a spectator)",
                            __func__, viewer);
    if (cap > 0 && !cards)
        return wg_set_error(g, WG_EINVAL, "%s: cards is NULL with cap %d", __func__, cap);
    if (viewer == player)
        return wg_m44_hand(g, player, cards, cap);
    int n = m44_cards_hand_count(g, player);
    for (int i = 0; i < n && i < cap; i++)
        cards[i] = -1; /* a card's back */
    return n;
}

/* The card `card`, or NULL with *rc the refusal. */
static const m44_card *card_of(const wg_game *g, const char *query, int card, int *rc)
{
    *rc = wg_rs_require(g, &wg_ruleset_m44, query);
    if (*rc != WG_OK)
        return NULL;
    *rc = wg_rs_index(g, query, "card", card, m44_cdata(g)->ncards);
    return *rc == WG_OK ? &m44_cdata(g)->card[card] : NULL;
}

WG_API int wg_m44_card_kind_of(const wg_game *g, int card)
{
    int rc;
    const m44_card *c = card_of(g, __func__, card, &rc);
    return c ? c->kind : rc;
}

WG_API int wg_m44_card_section(const wg_game *g, int card)
{
    int rc;
    const m44_card *c = card_of(g, __func__, card, &rc);
    return c ? c->section : rc;
}

WG_API const char *wg_m44_card_name(const wg_game *g, int card)
{
    int rc;
    const m44_card *c = card_of(g, __func__, card, &rc);
    return c ? c->name : NULL;
}

WG_DEFINE_INFO_INIT(wg_m44_hex_info, WG_M44_HEX_INFO_INIT)

WG_API int wg_m44_hex(const wg_game *g, wg_hex hex, wg_m44_hex_info *out)
{
    int cell = -1;
    /* a host built before obstacle_side passes the smaller struct: fill what it has */
    size_t before_side = offsetof(wg_m44_hex_info, obstacle_side);
    WG_TRY(wg_rs_require_info(g, &wg_ruleset_m44, __func__, out, before_side));
    WG_TRY(hexcc_query_cell(g, &m44_cdata(g)->board, __func__, hex, &cell));
    const m44_data *d = m44_cdata(g);
    out->terrain = m44_special_blown(g, cell) ? WG_M44_RIVER : d->board.terrain[cell];
    out->obstacle = m44_cobstacles(g)[cell];
    out->sections = (int32_t)m44_rules_sections(g, 0, cell);
    out->unit = m44_rules_unit_at(g, cell);
    out->objective = -1;
    for (int i = 0; i < d->nobj; i++)
        if (d->obj_cell[i] == cell)
            out->objective = d->obj_side[i];
    if (out->size >= sizeof *out)
        out->obstacle_side = m44_terrain_obstacle_side(g, cell);
    return WG_OK;
}

WG_API int wg_m44_line_of_sight(const wg_game *g, wg_hex from, wg_hex to)
{
    WG_TRY(WG_RS_REQUIRE(m44, g));
    return hexcc_query_sight(g, &m44_cdata(g)->board, __func__, from, to, m44_rules_los);
}

static int fighter_refusal(const wg_game *g, const char *query, int unit)
{
    if (!m44_rules_alive(g, unit))
        return wg_set_error(g, WG_ERANGE, "%s: unit %d is not on the board (the game has %d units)",
                            query, unit, m44_cdata(g)->nunits);
    return WG_OK;
}

WG_API int wg_m44_battle_dice(const wg_game *g, int unit, int target)
{
    WG_TRY(WG_RS_REQUIRE(m44, g));
    WG_TRY(fighter_refusal(g, __func__, unit));
    WG_TRY(fighter_refusal(g, __func__, target));
    return m44_rules_dice(g, unit, target, 0);
}

WG_API int wg_m44_opfire_owed(const wg_game *g, int player)
{
    WG_TRY(player_refusal(g, __func__, player));
    return m44_cst(g)->owed[player];
}

/* ------------------------------------------------------------ objectives (issue 20) */

WG_DEFINE_INFO_INIT(wg_m44_objective_info, WG_M44_OBJECTIVE_INFO_INIT)

WG_API int wg_m44_objective_count(const wg_game *g)
{
    WG_TRY(WG_RS_REQUIRE(m44, g));
    return m44_cdata(g)->nobj + m44_cdata(g)->nexit;
}

/* Objective i (i < nobj) as it stands. */
static void objective_info(const wg_game *g, int i, wg_m44_objective_info *out)
{
    const m44_data *d = m44_cdata(g);
    int holder = m44_medals_holder(g, i);
    out->kind = d->obj_kind[i];
    out->side = d->obj_side[i];
    out->medals = d->obj_medals[i];
    out->holder = holder;
    out->scored = holder >= 0 && m44_medals_scores_here(d, i) ? d->obj_medals[i] : 0;
    out->x = d->board.hex[d->obj_cell[i]].q;
    out->y = d->board.hex[d->obj_cell[i]].r;
}

/* Exit marker e as it stands. */
static void exit_info(const wg_game *g, int e, wg_m44_objective_info *out)
{
    const m44_data *d = m44_cdata(g);
    out->kind = WG_M44_OBJ_EXIT;
    out->side = d->exit_side[e];
    out->medals = d->exit_medals[e];
    out->holder = -1;
    out->scored = m44_cmedal_st(g)->exit_count[e] * d->exit_medals[e];
    out->x = d->board.hex[d->exit_cell[e]].q;
    out->y = d->board.hex[d->exit_cell[e]].r;
}

WG_API int wg_m44_objective(const wg_game *g, int index, wg_m44_objective_info *out)
{
    WG_TRY(WG_RS_REQUIRE_INFO(m44, g, out));
    WG_TRY(wg_rs_index(g, __func__, "objective", index,
                       m44_cdata(g)->nobj + m44_cdata(g)->nexit));
    if (index < m44_cdata(g)->nobj)
        objective_info(g, index, out);
    else
        exit_info(g, index - m44_cdata(g)->nobj, out);
    return WG_OK;
}
