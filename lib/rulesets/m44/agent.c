/*
 * The greedy agent: plays the card that orders the most units, moves
 * towards the nearest enemy (armor all the way into contact, where it may
 * take ground and overrun), steps onto an objective its side would take,
 * runs a unit near its exit marker off the board (ordering it first),
 * battles for the most expected hits, takes ground unless that leaves
 * better cover (a bunker, a hedgehog, a town), ambushes when it can, and
 * Op Fires when the expected hits reach one figure (the odds favour it)
 * with the card it needs least.
 */
#include "m44_internal.h"

#define AGENT_CAP 2048
/* Units this many hexes from their side's exit marker run for it (M44-X23). */
#define EXIT_REACH 4

/* Expected hits, in sixths of a figure, of `dice` at a unit of `type`. */
static int expected6(int dice, int type)
{
    return dice * (type == WG_M44_INFANTRY ? 3 : type == WG_M44_ARMOR ? 2 : 1);
}

static int nearest_enemy(const wg_game *g, int unit, int cell)
{
    const m44_data *d = m44_cdata(g);
    int best = 99;
    for (int t = 0; t < d->nunits; t++)
        if (d->unit_side[t] != d->unit_side[unit] && m44_rules_alive(g, t)) {
            int k = m44_rules_dist(g, cell, m44_cst(g)->u[t].cell);
            if (k < best)
                best = k;
        }
    return best;
}

/*
 * How well `cell` shelters `unit` from infantry: the dice its terrain or
 * obstacle takes (M44-B8, the larger) plus the flags it ignores (X4, X5).
 */
static int cover(const wg_game *g, int unit, int cell)
{
    int red = m44_terrain_at(g, cell)->against[WG_M44_INFANTRY];
    int ob = m44_terrain_obstacle_against(g, cell, unit, WG_M44_INFANTRY);
    return (ob > red ? ob : red) + m44_terrain_ignore_flags(g, cell, unit);
}

/* Hexes from cell to the nearest exit marker of unit's side (M44-X23), or 99. */
static int exit_distance(const wg_game *g, int unit, int cell)
{
    const m44_data *d = m44_cdata(g);
    int best = 99;
    for (int e = 0; e < d->nexit; e++)
        if (d->exit_side[e] == d->unit_side[unit]) {
            int k = m44_rules_dist(g, cell, d->exit_cell[e]);
            if (k < best)
                best = k;
        }
    return best;
}

/* An objective in cell that unit's side would score by entering it (M44-X20..X22). */
static int takes_objective(const wg_game *g, int unit, int cell)
{
    const m44_data *d = m44_cdata(g);
    int side = d->unit_side[unit];
    for (int i = 0; i < d->nobj; i++)
        if (d->obj_cell[i] == cell && (d->obj_side[i] < 0 || d->obj_side[i] == side) &&
            d->obj_kind[i] != WG_M44_OBJ_MAJORITY && m44_medals_holder(g, i) != side)
            return 1;
    return 0;
}

static int has_target(const wg_game *g, int unit)
{
    for (int t = 0; t < m44_cdata(g)->nunits; t++)
        if (m44_rules_may_target(g, unit, t, 0))
            return 1;
    return 0;
}

/* Units of the player a card would order, roughly (M44-C2, C3): its kind's `value`. */
static int card_value(const wg_game *g, int card, int player)
{
    const m44_data *d = m44_cdata(g);
    const m44_card *c = &d->card[card];
    int in[3] = { 0, 0, 0 }, all = 0;
    for (int u = 0; u < d->nunits; u++)
        if (d->unit_side[u] == player && m44_rules_alive(g, u)) {
            uint32_t m = m44_rules_sections(g, player, m44_cst(g)->u[u].cell);
            for (int k = 0; k < 3; k++)
                in[k] += (m >> k) & 1u;
            all++;
        }
    const m44_card_kind *k = m44_card_kind_row(c->kind);
    switch (k->value) {
    case M44_VALUE_SECTION: {
        int n = in[c->section], l = k->limit > 0 ? k->limit : n;
        return 10 * (n < l ? n : l);
    }
    case M44_VALUE_SPREAD:
        return 10 * (all < 4 ? all : 4) + 1;
    case M44_VALUE_LOW:
        return 1;
    default:
        return 15;
    }
}

static int pick_best(const wg_action *acts, const int *score, int n, uint64_t rng[4])
{
    int best = 0, ties = 1;
    for (int i = 1; i < n; i++) {
        if (score[i] > score[best]) {
            best = i;
            ties = 1;
        } else if (score[i] == score[best] && wg_agent_below(rng, (uint32_t)++ties) == 0) {
            best = i;
        }
    }
    (void)acts;
    return best;
}

/* The answers weighed and their scores: too big for the stack. */
#define AGENT_SCRATCH (AGENT_CAP * (sizeof(wg_action) + sizeof(int)))

size_t m44_agent_scratch_size(int slot)
{
    return slot == WG_SCRATCH_AGENT ? AGENT_SCRATCH : 0;
}

int m44_agent_greedy(const wg_game *g, const wg_decision *dec, uint64_t rng[4], wg_action *out)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    const wg_frame *f = wg_ctop(g);
    wg_action *acts = wg_scratch(g, WG_SCRATCH_AGENT, AGENT_SCRATCH);
    if (!acts)
        return WG_ENOMEM;
    int *score = (int *)(void *)(acts + AGENT_CAP);
    int n = wg_game_legal_actions(g, acts, AGENT_CAP);
    if (n <= 0)
        return n < 0 ? n : WG_ESTATE;
    if (n > AGENT_CAP)
        n = AGENT_CAP;
    for (int i = 0; i < n; i++) {
        const wg_action *a = &acts[i];
        int v = 0;
        switch (f->kind) {
        case M44_K_PLAY:
            v = card_value(g, a->card, dec->player);
            break;
        case M44_K_ORDER:
            if (a->type == WG_ACT_RESOLVE)
                v = -1000;
            else if (a->unit >= 0 && exit_distance(g, a->unit, s->u[a->unit].cell) <= EXIT_REACH)
                v = 0; /* a medal a few hexes away: order it first */
            else if (a->unit >= 0)
                v = -nearest_enemy(g, a->unit, s->u[a->unit].cell);
            else
                v = d->unit_full[a->target] - s->u[a->target].figures;
            break;
        case M44_K_MOVE:
            if (a->type == WG_ACT_PASS) {
                v = 0;
            } else if (hexcc_board_cell(&d->board, wg_hex_make(a->x, a->y)) < 0) {
                v = 100; /* off the board by an exit marker: a medal (M44-X23) */
            } else {
                int u = a->unit, cell = hexcc_board_cell(&d->board, wg_hex_make(a->x, a->y));
                int now = nearest_enemy(g, u, s->u[u].cell), then = nearest_enemy(g, u, cell);
                v = (now - then) * 10;
                if (d->unit_type[u] == WG_M44_INFANTRY && s->u[u].moved >= 1 && then > 1)
                    v -= 15; /* a second hex costs the battle */
                if (d->unit_type[u] == WG_M44_ARMOR && then == 1)
                    v += 12; /* close in: only a close assault takes ground and overruns */
                else if (has_target(g, u) && now <= 2)
                    v -= 12;
                int ex = exit_distance(g, u, s->u[u].cell);
                if (ex <= EXIT_REACH)
                    v = (ex - exit_distance(g, u, cell)) * 20; /* run for the exit */
                if (takes_objective(g, u, cell))
                    v += 60;
                if (then < 1)
                    v = -50;
            }
            break;
        case M44_K_BATTLE:
        case M44_K_OVERRUN:
            if (a->type == WG_ACT_FIRE) {
                int dice = m44_rules_dice(g, a->unit, a->target,
                                          s->u[a->unit].bonus);
                v = 10 + expected6(dice, d->unit_type[a->target]) * 10 +
                    (4 - s->u[a->target].figures);
            } else if (a->type == WG_ACT_CHOOSE) {
                v = 5;
            }
            break;
        case M44_K_TAKE_GROUND: /* not out of shelter into the open */
            v = a->type == WG_ACT_PASS ? 0 : 10;
            if (a->type != WG_ACT_PASS &&
                cover(g, f->unit, s->u[f->unit].cell) >
                    cover(g, f->unit, hexcc_board_cell(&d->board, wg_hex_make(a->x, a->y))))
                v = -10;
            break;
        case M44_K_AMBUSH:
            v = a->type == WG_ACT_PASS ? 0 : 10;
            break;
        case M44_K_OPFIRE:
            if (a->type == WG_ACT_PASS) {
                v = 0;
            } else {
                int dice = m44_rules_dice(g, a->unit, f->unit, 0);
                int e = expected6(dice, d->unit_type[f->unit]);
                v = e >= 6 ? 100 + e * 10 - card_value(g, a->card, dec->player) : -1;
            }
            break;
        default:
            v = 0;
            break;
        }
        score[i] = v;
    }
    *out = acts[pick_best(acts, score, n, rng)];
    return WG_OK;
}
