/*
 * The turn (M44-T1): play a card, order units, move (with Op Fire windows,
 * M44-O1..O11), battle (retreats, take ground, overrun, Ambush), draw
 * (M44-O9, O10), and victory (M44-B10). Every step that waits on a player
 * is a frame on the decision stack; what follows a nested decision (a
 * retreat inside an Op Fire inside a move) is kept in the state.
 */
#include <string.h>

#include "m44_internal.h"

static void battle_done(wg_game *g);
static void start_move(wg_game *g);
static void start_battles(wg_game *g);
static void end_battles(wg_game *g);
static void draw_phase(wg_game *g);

static int over(const wg_game *g)
{
    return wg_ccore(g)->over;
}

static int active(const wg_game *g)
{
    return wg_ccore(g)->active;
}

static wg_hex hex_of(const wg_game *g, int cell)
{
    return m44_cdata(g)->board.hex[cell];
}

static void set_phase(wg_game *g, int phase)
{
    m44_st(g)->phase = phase;
    wg_core(g)->phase = phase;
    wg_event ev = wg_event_make(WG_EV_PHASE);
    ev.player = active(g);
    ev.value = phase;
    wg_emit(g, &ev);
}

/* Replace the turn's own frame (depth 1). */
static wg_frame *base(wg_game *g, int type, int kind)
{
    while (wg_core(g)->depth > 0)
        wg_pop(g);
    wg_frame *f = wg_push(g, type, active(g));
    if (f)
        f->kind = kind;
    return f;
}

static wg_frame *push(wg_game *g, int type, int player, int kind)
{
    wg_frame *f = wg_push(g, type, player);
    if (f)
        f->kind = kind;
    return f;
}

/* ------------------------------------------------------------ victory */

int m44_turn_check_victory(wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    wg_core_state *c = wg_core(g);
    if (c->over)
        return 1;
    for (int p = 0; p < 2; p++) {
        int score = s->elim[p];
        for (int i = 0; i < d->nobj; i++) {
            int u = m44_rules_unit_at(g, d->obj_cell[i]);
            score += d->obj_side[i] == p && u >= 0 && d->unit_side[u] == p;
        }
        c->score[p] = score;
    }
    int a = c->active;
    if (c->score[a] >= d->medals) /* M44-B10: the moment it is reached */
        wg_game_over(g, a, WG_M44_RESULT_MEDALS);
    else if (c->score[1 - a] >= d->medals)
        wg_game_over(g, 1 - a, WG_M44_RESULT_MEDALS);
    return c->over;
}

/* ------------------------------------------------------------ units */

static void leave_cell(wg_game *g, int unit)
{
    m44_state *s = m44_st(g);
    int cell = s->u[unit].cell;
    if (cell >= 0 && m44_obstacles(g)[cell] == WG_M44_SANDBAGS) { /* M44-B8 */
        m44_obstacles(g)[cell] = WG_M44_NO_OBSTACLE;
        wg_event ev = wg_event_make(WG_M44_EV_SANDBAGS);
        ev.x = hex_of(g, cell).q;
        ev.y = hex_of(g, cell).r;
        wg_emit(g, &ev);
    }
}

static void lose_figures(wg_game *g, int unit, int n, int credit)
{
    m44_state *s = m44_st(g);
    m44_unit *u = &s->u[unit];
    if (n <= 0 || u->cell < 0)
        return;
    if (n > u->figures)
        n = u->figures;
    u->figures -= n;
    wg_event ev = wg_event_make(WG_EV_DAMAGED);
    ev.unit = unit;
    ev.value = n;
    ev.extra = u->figures;
    wg_emit(g, &ev);
    if (u->figures > 0)
        return;
    wg_hex h = hex_of(g, u->cell);
    leave_cell(g, unit);
    u->cell = -1;
    ev = wg_event_make(WG_EV_DESTROYED);
    ev.unit = unit;
    ev.player = credit;
    ev.x = h.q;
    ev.y = h.r;
    wg_emit(g, &ev);
    s->elim[credit]++; /* M44-B4: a medal */
    ev = wg_event_make(WG_M44_EV_MEDAL);
    ev.player = credit;
    ev.value = s->elim[credit];
    wg_emit(g, &ev);
}

/* ------------------------------------------------------------ retreats (M44-B5) */

static const hexcc_board *r_board(const wg_game *g)
{
    return &m44_cdata(g)->board;
}

static int r_cell_of(const wg_game *g, int unit)
{
    return m44_cst(g)->u[unit].cell;
}

static int r_can_enter(const wg_game *g, int unit, int cell)
{
    (void)unit;
    return m44_rules_unit_at(g, cell) < 0;
}

static void r_step(wg_game *g, int unit, int cell)
{
    m44_state *s = m44_st(g);
    wg_hex from = hex_of(g, s->u[unit].cell), to = hex_of(g, cell);
    leave_cell(g, unit);
    s->u[unit].cell = cell;
    wg_event ev = wg_event_make(WG_M44_EV_RETREAT);
    ev.unit = unit;
    ev.value = from.q;
    ev.extra = from.r;
    ev.x = to.q;
    ev.y = to.r;
    wg_emit(g, &ev);
}

static void r_lose(wg_game *g, int unit, int figures)
{
    const m44_state *s = m44_cst(g);
    wg_hex h = hex_of(g, s->u[unit].cell);
    wg_event ev = wg_event_make(WG_M44_EV_RETREAT_BLOCKED);
    ev.unit = unit;
    ev.value = figures;
    ev.x = h.q;
    ev.y = h.r;
    wg_emit(g, &ev);
    lose_figures(g, unit, figures, 1 - m44_rules_side(g, unit));
}

const hexcc_retreat_ops m44_retreat_ops = { M44_K_RETREAT, r_board, NULL, r_cell_of,
                                            r_can_enter, r_step, r_lose };

/* ------------------------------------------------------------ one battle */

/*
 * Roll `dice` of unit at target and apply the result; 1 when over, 0 when
 * the target's owner must pick a retreat path (then battle_done follows).
 */
static int battle(wg_game *g, int unit, int target, int kind, int dice, int purpose)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    int tcell = s->u[target].cell;
    s->b_kind = kind;
    s->b_unit = unit;
    s->b_target = target;
    s->b_cell = tcell;
    s->b_flags = 0;
    s->b_retreated = 0;
    wg_event ev = wg_event_make(WG_EV_ATTACK);
    ev.player = unit >= 0 ? d->unit_side[unit] : active(g);
    ev.unit = unit;
    ev.target = target;
    ev.x = hex_of(g, tcell).q;
    ev.y = hex_of(g, tcell).r;
    ev.value = dice;
    ev.extra = unit >= 0 ? m44_rules_dist(g, s->u[unit].cell, tcell) : 0;
    ev.result = purpose;
    wg_emit(g, &ev);
    hexcc_roll r;
    hexcc_dice_roll(g, &d->die, dice, purpose, unit, target, &r);
    int hits, flags;
    if (m44_rules_tally(g, target, kind, &r, &hits, &flags)) {
        ev = wg_event_make(WG_M44_EV_FLAG_IGNORED);
        ev.unit = target;
        wg_emit(g, &ev);
    }
    ev = wg_event_make(WG_EV_RESULT);
    ev.unit = unit;
    ev.target = target;
    ev.value = hits;
    ev.extra = flags;
    wg_emit(g, &ev);
    int credit = 1 - d->unit_side[target];
    lose_figures(g, target, hits, credit);
    if (m44_turn_check_victory(g) || s->u[target].cell < 0 || flags == 0)
        return 1;
    s->b_flags = flags;
    s->b_retreated = 1;
    int owner = d->unit_side[target];
    return hexcc_retreat_start(g, &m44_retreat_ops, target, owner, d->home[owner], flags);
}

/* Dice of a plain battle, the card's bonus included (M44-C3). */
int m44_turn_order_dice(const wg_game *g, int unit, int target)
{
    const m44_state *s = m44_cst(g);
    const m44_unit *u = &s->u[unit];
    int close = m44_rules_dist(g, u->cell, s->u[target].cell) == 1;
    return m44_rules_dice(g, unit, target, u->bonus + (close ? u->bonus_close : 0));
}

/* ------------------------------------------------------------ Op Fire (M44-O1..O11) */

static void opfire_open(wg_game *g, int mover)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    int n = m44_rules_opfire_count(g, mover);
    if (n == 0)
        return;
    int p = 1 - active(g);
    wg_hex h = hex_of(g, s->u[mover].cell);
    wg_frame *f = push(g, WG_DEC_OPFIRE, p, M44_K_OPFIRE);
    if (!f)
        return;
    f->unit = mover;
    f->x = h.q;
    f->y = h.r;
    f->count = n;
    wg_event ev = wg_event_make(WG_EV_OPFIRE_WINDOW);
    ev.player = p;
    ev.unit = mover;
    ev.x = h.q;
    ev.y = h.r;
    ev.value = n;
    wg_emit(g, &ev);
    for (int u = 0; u < d->nunits; u++) {
        if (d->unit_side[u] != p || !m44_rules_opfire_unit_ok(g, u, mover))
            continue;
        for (int c = 0; c < d->ncards; c++)
            if (s->loc[c] == M44_LOC_HAND + p && m44_rules_opfire_card_ok(g, u, c, mover)) {
                wg_hex at = hex_of(g, s->u[u].cell);
                ev = wg_event_make(WG_EV_FIRE_OPTION);
                ev.player = p;
                ev.unit = u;
                ev.weapon = c;
                ev.value = c;
                ev.target = mover;
                ev.x = at.q;
                ev.y = at.r;
                wg_emit(g, &ev);
            }
    }
}

static int moves_any(const wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    for (int u = 0; u < d->nunits; u++)
        if (s->u[u].ordered && s->u[u].cell >= 0)
            for (int k = 0; k < 6; k++)
                if (m44_rules_may_step(g, u, d->board.nb[s->u[u].cell][k]))
                    return 1;
    return 0;
}

/* A step or its window is over: go on moving, or on to the battles. */
static void after_step(wg_game *g)
{
    if (over(g) || wg_core(g)->depth > 1)
        return;
    if (!moves_any(g))
        start_battles(g);
}

static void close_window(wg_game *g)
{
    wg_pop(g);
    wg_emit(g, &(wg_event){ .type = WG_EV_WINDOW_CLOSED, .player = -1, .unit = -1, .weapon = -1,
                            .target = -1, .part = -1 });
    after_step(g);
}

/* M44-O2: the mover goes on unless it had to retreat. */
static void opfire_done(wg_game *g)
{
    m44_state *s = m44_st(g);
    int mover = s->b_target;
    if (over(g))
        return;
    if (s->b_flags > 0 && s->u[mover].cell >= 0) {
        s->u[mover].stopped = 1;
        s->u[mover].no_battle = 1;
        wg_event ev = wg_event_make(WG_M44_EV_MOVE_STOPPED);
        ev.unit = mover;
        wg_emit(g, &ev);
    }
    close_window(g);
}

static void opfire_fire(wg_game *g, const wg_action *a)
{
    m44_state *s = m44_st(g);
    int mover = wg_top(g)->unit, p = m44_rules_side(g, a->unit);
    int cell = s->u[mover].cell;
    s->loc[a->card] = M44_LOC_DISCARD;
    s->owed[p]++; /* M44-O9: replaced after his own next order */
    s->u[a->unit].opfired = 1;
    m44_targeted(g)[cell / 32] |= 1u << (cell % 32);
    wg_event ev = wg_event_make(WG_M44_EV_CARD_PLAYED);
    ev.player = p;
    ev.unit = a->unit;
    ev.weapon = a->card;
    ev.value = m44_cdata(g)->card[a->card].kind;
    ev.extra = 1;
    wg_emit(g, &ev);
    int dice = m44_rules_dice(g, a->unit, mover, 0); /* M44-O6: no card benefit */
    if (battle(g, a->unit, mover, M44_B_OPFIRE, dice, WG_M44_ROLL_OPFIRE))
        battle_done(g);
}

/* ------------------------------------------------------------ movement */

static void step(wg_game *g, int unit, int cell)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    m44_unit *u = &s->u[unit];
    wg_hex from = hex_of(g, u->cell), to = hex_of(g, cell);
    leave_cell(g, unit);
    u->cell = cell;
    u->moved++;
    wg_event ev = wg_event_make(WG_EV_MOVE);
    ev.player = d->unit_side[unit];
    ev.unit = unit;
    ev.value = from.q;
    ev.extra = from.r;
    ev.x = to.q;
    ev.y = to.r;
    wg_emit(g, &ev);
    const m44_terrain *t = &d->terrain[d->board.terrain[cell]];
    if (t->stop && !u->free_move)
        u->stopped = 1;
    if (t->no_battle)
        u->no_battle = 1;
    if (m44_obstacles(g)[cell] == WG_M44_WIRE) {
        if (!u->free_move)
            u->stopped = 1;
        if (d->unit_type[unit] == WG_M44_ARMOR) {
            m44_obstacles(g)[cell] = WG_M44_NO_OBSTACLE;
            ev = wg_event_make(WG_M44_EV_WIRE_REMOVED);
            ev.unit = unit;
            ev.x = to.q;
            ev.y = to.r;
            wg_emit(g, &ev);
        }
    }
    if (u->moved >= u->max_move)
        u->stopped = 1;
}

static void move_apply(wg_game *g, const wg_action *a)
{
    m44_state *s = m44_st(g);
    int cell = hexcc_board_cell(&m44_cdata(g)->board, wg_hex_make(a->x, a->y));
    if (s->mover >= 0 && s->mover != a->unit && s->u[s->mover].moved > 0)
        s->u[s->mover].stopped = 1; /* M44-T1: one unit at a time */
    s->mover = a->unit;
    step(g, a->unit, cell);
    if (m44_turn_check_victory(g))
        return;
    if (m44_cdata(g)->op_fire)
        opfire_open(g, a->unit);
    after_step(g);
}

static void start_move(wg_game *g)
{
    m44_st(g)->mover = -1;
    set_phase(g, WG_M44_PHASE_MOVE);
    base(g, WG_DEC_MOVE, M44_K_MOVE);
    after_step(g);
}

/* ------------------------------------------------------------ battles */

static int may_battle(const wg_game *g, int unit)
{
    const m44_unit *u = &m44_cst(g)->u[unit];
    return u->ordered && u->cell >= 0 && u->battles > 0 && !u->no_battle &&
           u->battle_move >= 0 && u->moved <= u->battle_move;
}

static int battles_any(const wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    for (int u = 0; u < d->nunits; u++)
        if (d->unit_side[u] == active(g) && may_battle(g, u)) {
            int adj = -1;
            for (int t = 0; t < d->nunits; t++)
                if (m44_rules_may_target_adj(g, u, t, 0, &adj) && m44_turn_order_dice(g, u, t) > 0)
                    return 1;
        }
    return 0;
}

static void back_to_battles(wg_game *g)
{
    if (over(g) || wg_core(g)->depth > 1)
        return;
    if (!battles_any(g))
        end_battles(g);
}

static void start_battles(wg_game *g)
{
    if (m44_cst(g)->second_move) {
        draw_phase(g);
        return;
    }
    set_phase(g, WG_M44_PHASE_BATTLE);
    base(g, WG_DEC_FIRE, M44_K_BATTLE);
    back_to_battles(g);
}

/* M44-B7: take ground after a close assault that emptied the hex. */
static void after_battle(wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    int u = s->b_unit;
    if (over(g))
        return;
    if (m44_rules_alive(g, u) && d->unit_type[u] != WG_M44_ARTILLERY &&
        m44_rules_dist(g, s->u[u].cell, s->b_cell) == 1 &&
        m44_rules_unit_at(g, s->b_cell) < 0 &&
        !d->board.type[d->board.terrain[s->b_cell]].impassable) {
        wg_frame *f = push(g, WG_DEC_CHOICE, active(g), M44_K_TAKE_GROUND);
        if (f) {
            f->unit = u;
            f->x = hex_of(g, s->b_cell).q;
            f->y = hex_of(g, s->b_cell).r;
            f->data[0] = s->b_kind;
        }
        return;
    }
    back_to_battles(g);
}

static int overrun_any(const wg_game *g, int unit)
{
    int adj = -1, n = m44_cdata(g)->nunits;
    for (int t = 0; t < n; t++)
        if (m44_rules_may_target_adj(g, unit, t, 0, &adj) && m44_turn_order_dice(g, unit, t) > 0)
            return 1;
    return 0;
}

static void take_ground(wg_game *g, const wg_action *a)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    int kind = wg_top(g)->data[0], u = a->unit;
    wg_pop(g);
    int cell = hexcc_board_cell(&d->board, wg_hex_make(a->x, a->y));
    wg_hex from = hex_of(g, s->u[u].cell);
    leave_cell(g, u);
    s->u[u].cell = cell;
    if (d->terrain[d->board.terrain[cell]].no_battle)
        s->u[u].no_battle = 1;
    if (m44_obstacles(g)[cell] == WG_M44_WIRE && d->unit_type[u] == WG_M44_ARMOR)
        m44_obstacles(g)[cell] = WG_M44_NO_OBSTACLE;
    wg_event ev = wg_event_make(WG_M44_EV_TAKE_GROUND);
    ev.unit = u;
    ev.value = from.q;
    ev.extra = from.r;
    ev.x = a->x;
    ev.y = a->y;
    wg_emit(g, &ev);
    if (m44_turn_check_victory(g))
        return;
    if (d->unit_type[u] == WG_M44_ARMOR && kind == M44_B_NORMAL && !s->u[u].overrun &&
        !s->u[u].no_battle && overrun_any(g, u)) {
        wg_frame *f = push(g, WG_DEC_FIRE, active(g), M44_K_OVERRUN);
        if (f) {
            f->unit = u;
            f->x = a->x;
            f->y = a->y;
        }
        ev = wg_event_make(WG_M44_EV_OVERRUN);
        ev.unit = u;
        wg_emit(g, &ev);
        return;
    }
    back_to_battles(g);
}

static void ambush_done(wg_game *g);
static void air_next(wg_game *g);

static void battle_done(wg_game *g)
{
    /* M44-B10: a retreat (a blocked one's losses, an objective reached) may end the game */
    if (m44_turn_check_victory(g))
        return;
    switch (m44_cst(g)->b_kind) {
    case M44_B_OPFIRE:
        opfire_done(g);
        return;
    case M44_B_AMBUSH:
        ambush_done(g);
        return;
    case M44_B_BARRAGE:
        start_move(g);
        return;
    case M44_B_AIR:
        air_next(g);
        return;
    default:
        after_battle(g);
        return;
    }
}

/* A plain battle of the battle phase (or an overrun). */
static void assault(wg_game *g, int unit, int target, int kind)
{
    if (battle(g, unit, target, kind, m44_turn_order_dice(g, unit, target), WG_M44_ROLL_BATTLE))
        battle_done(g);
}

/* ------------------------------------------------------------ Ambush */

static int ambush_card(const wg_game *g, int player)
{
    const m44_data *d = m44_cdata(g);
    for (int c = 0; c < d->ncards; c++)
        if (d->card[c].kind == WG_M44_CARD_AMBUSH && m44_cards_in_hand(g, player, c))
            return c;
    return -1;
}

static void ambush_open(wg_game *g, int unit, int target, int card, int kind)
{
    int p = m44_rules_side(g, target);
    wg_frame *f = push(g, WG_DEC_CHOICE, p, M44_K_AMBUSH);
    if (!f)
        return;
    f->unit = unit;
    f->target = target;
    f->data[0] = card;
    f->data[1] = kind;
    f->count = 1;
    wg_hex h = hex_of(g, m44_cst(g)->u[target].cell);
    f->x = h.q;
    f->y = h.r;
    wg_event ev = wg_event_make(WG_EV_OPFIRE_WINDOW);
    ev.player = p;
    ev.unit = unit;
    ev.x = h.q;
    ev.y = h.r;
    ev.value = 1;
    wg_emit(g, &ev);
    ev = wg_event_make(WG_EV_FIRE_OPTION);
    ev.player = p;
    ev.unit = target;
    ev.weapon = card;
    ev.value = card;
    ev.target = unit;
    ev.x = h.q;
    ev.y = h.r;
    wg_emit(g, &ev);
}

int m44_turn_ambush_card(const wg_game *g, int unit, int target)
{
    const m44_state *s = m44_cst(g);
    if (m44_rules_dist(g, s->u[unit].cell, s->u[target].cell) != 1)
        return -1;
    return ambush_card(g, m44_rules_side(g, target));
}

/* The attack declared: an Ambush may come first (M44-C3). */
static void declare_assault(wg_game *g, int unit, int target, int kind)
{
    int card = m44_turn_ambush_card(g, unit, target);
    if (card >= 0) {
        ambush_open(g, unit, target, card, kind);
        return;
    }
    assault(g, unit, target, kind);
}

static void ambush_apply(wg_game *g, const wg_action *a)
{
    m44_state *s = m44_st(g);
    wg_frame *f = wg_top(g);
    int unit = f->unit, target = f->target, kind = f->data[1];
    if (a->type == WG_ACT_PASS) {
        wg_pop(g);
        wg_emit(g, &(wg_event){ .type = WG_EV_WINDOW_CLOSED, .player = -1, .unit = -1,
                                .weapon = -1, .target = -1, .part = -1 });
        assault(g, unit, target, kind);
        return;
    }
    int p = m44_rules_side(g, target);
    s->loc[a->card] = M44_LOC_DISCARD;
    wg_event ev = wg_event_make(WG_M44_EV_CARD_PLAYED);
    ev.player = p;
    ev.unit = target;
    ev.weapon = a->card;
    ev.value = WG_M44_CARD_AMBUSH;
    wg_emit(g, &ev);
    m44_cards_draw(g, p, 0);
    int dice = m44_rules_dice(g, target, unit, 0);
    if (battle(g, target, unit, M44_B_AMBUSH, dice, WG_M44_ROLL_AMBUSH))
        battle_done(g);
}

static void ambush_done(wg_game *g)
{
    m44_state *s = m44_st(g);
    wg_frame *f = wg_top(g);
    int unit = f->unit, target = f->target, kind = f->data[1];
    int cancelled = s->u[unit].cell < 0 || s->b_retreated;
    wg_pop(g);
    wg_emit(g, &(wg_event){ .type = WG_EV_WINDOW_CLOSED, .player = -1, .unit = -1, .weapon = -1,
                            .target = -1, .part = -1 });
    if (cancelled || !m44_rules_alive(g, target)) {
        back_to_battles(g);
        return;
    }
    assault(g, unit, target, kind);
}

/* ------------------------------------------------------------ battle phase actions */

static void battle_apply(wg_game *g, const wg_action *a)
{
    m44_state *s = m44_st(g);
    if (a->type == WG_ACT_PASS) {
        end_battles(g);
        return;
    }
    if (a->type == WG_ACT_CHOOSE) { /* M44-B8: infantry clears the wire instead */
        int cell = s->u[a->unit].cell;
        m44_obstacles(g)[cell] = WG_M44_NO_OBSTACLE;
        s->u[a->unit].battles = 0;
        wg_event ev = wg_event_make(WG_M44_EV_WIRE_REMOVED);
        ev.unit = a->unit;
        ev.x = hex_of(g, cell).q;
        ev.y = hex_of(g, cell).r;
        wg_emit(g, &ev);
        back_to_battles(g);
        return;
    }
    s->u[a->unit].battles--;
    declare_assault(g, a->unit, a->target, M44_B_NORMAL);
}

static void overrun_apply(wg_game *g, const wg_action *a)
{
    wg_pop(g);
    if (a->type == WG_ACT_PASS) {
        back_to_battles(g);
        return;
    }
    m44_st(g)->u[a->unit].overrun = 1;
    declare_assault(g, a->unit, a->target, M44_B_OVERRUN);
}

static void end_battles(wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    if (s->kind == WG_M44_CARD_BEHIND_ENEMY_LINES && !s->second_move) {
        for (int u = 0; u < d->nunits; u++)
            if (s->u[u].ordered && s->u[u].free_move && s->u[u].cell >= 0) {
                s->second_move = 1; /* M44-C3: move 3 again */
                s->u[u].moved = 0;
                s->u[u].stopped = 0;
                s->u[u].battles = 0;
            }
        if (s->second_move) {
            start_move(g);
            return;
        }
    }
    draw_phase(g);
}

/* ------------------------------------------------------------ Air Power, Barrage, Medics */

static void air_next(wg_game *g)
{
    m44_state *s = m44_st(g);
    const m44_data *d = m44_cdata(g);
    while (s->air_next < s->nair) {
        int t = s->air[s->air_next++];
        if (!m44_rules_alive(g, t))
            continue;
        if (!battle(g, -1, t, M44_B_AIR, d->air_dice[active(g)], WG_M44_ROLL_AIR_POWER))
            return; /* a retreat decision: battle_done comes back here */
        if (over(g))
            return;
    }
    start_move(g);
}

/* Medics & Mechanics: one die per card, the played one included; symbol or star heals. */
static void medics(wg_game *g, int unit)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    int n = m44_cards_hand_count(g, active(g)) + 1;
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
    m44_cards_order_unit(g, unit); /* a healed unit may also be ordered */
}

/* ------------------------------------------------------------ orders */

static int order_any(const wg_game *g)
{
    const m44_state *s = m44_cst(g);
    for (int u = 0; u < m44_cdata(g)->nunits; u++)
        if (s->kind == WG_M44_CARD_BARRAGE || s->kind == WG_M44_CARD_AIR_POWER
                ? m44_cards_may_pick_target(g, u)
                : m44_cards_may_order(g, u))
            return 1;
    return 0;
}

static void commit_order(wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    if (s->kind == WG_M44_CARD_AIR_POWER && s->nair > 0) {
        s->air_next = 0;
        air_next(g);
        return;
    }
    if (s->kind == WG_M44_CARD_DIG_IN && m44_rules_has_type(g, active(g), WG_M44_INFANTRY))
        for (int u = 0; u < d->nunits; u++) {
            int cell = s->u[u].cell;
            if (!s->u[u].ordered || cell < 0 || m44_obstacles(g)[cell] != WG_M44_NO_OBSTACLE)
                continue;
            m44_obstacles(g)[cell] = WG_M44_SANDBAGS;
            wg_event ev = wg_event_make(WG_M44_EV_SANDBAGS);
            ev.unit = u;
            ev.value = 1;
            ev.x = hex_of(g, cell).q;
            ev.y = hex_of(g, cell).r;
            wg_emit(g, &ev);
        }
    start_move(g);
}

static void open_orders(wg_game *g)
{
    if (!order_any(g)) {
        commit_order(g);
        return;
    }
    base(g, WG_DEC_ORDER, M44_K_ORDER);
}

static void order_apply(wg_game *g, const wg_action *a)
{
    m44_state *s = m44_st(g);
    if (a->type == WG_ACT_RESOLVE) {
        commit_order(g);
        return;
    }
    if (s->kind == WG_M44_CARD_BARRAGE) { /* 4 dice, no terrain, flags count */
        if (battle(g, -1, a->target, M44_B_BARRAGE, 4, WG_M44_ROLL_BARRAGE))
            battle_done(g);
        return;
    }
    if (s->kind == WG_M44_CARD_AIR_POWER) {
        s->air[s->nair++] = a->target;
        if (!order_any(g))
            commit_order(g);
        return;
    }
    if (s->kind == WG_M44_CARD_MEDICS_MECHANICS) {
        medics(g, a->unit);
        commit_order(g);
        return;
    }
    m44_cards_order_unit(g, a->unit);
    if (!order_any(g))
        commit_order(g);
}

static void finest_hour(wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    int n = m44_cards_hand_count(g, active(g)) + 1;
    hexcc_roll r;
    hexcc_dice_roll(g, &d->die, n, WG_M44_ROLL_FINEST_HOUR, -1, -1, &r);
    s->tfh[0] = r.count[WG_M44_SYM_INFANTRY];
    s->tfh[1] = r.count[WG_M44_SYM_ARMOR];
    s->tfh[2] = 0; /* no die face shows artillery */
    s->tfh[3] = r.count[WG_M44_SYM_STAR];
    s->reshuffle = 1;
}

static void play_apply(wg_game *g, const wg_action *a)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    int p = active(g), opp = 1 - p;
    s->card = a->card;
    s->loc[a->card] = M44_LOC_TABLE;
    s->kind = d->card[a->card].kind;
    s->section = d->card[a->card].section;
    wg_event ev = wg_event_make(WG_M44_EV_CARD_PLAYED);
    ev.player = p;
    ev.weapon = a->card;
    ev.value = s->kind;
    wg_emit(g, &ev);
    if (s->kind == WG_M44_CARD_COUNTER_ATTACK) { /* the opponent's last order, mirrored */
        s->kind = s->last_kind[opp];
        s->section = s->last_section[opp] == WG_M44_ANY ? WG_M44_ANY
                                                        : 2 - s->last_section[opp];
    }
    s->last_kind[p] = s->kind;
    s->last_section[p] = s->section;
    switch (s->kind) {
    case WG_M44_CARD_INFANTRY_ASSAULT:
        if (m44_rules_has_type(g, p, WG_M44_INFANTRY)) {
            base(g, WG_DEC_CHOICE, M44_K_SECTION);
            return;
        }
        break;
    case WG_M44_CARD_THEIR_FINEST_HOUR:
        finest_hour(g);
        break;
    case WG_M44_CARD_AMBUSH:
    case -1:
        start_move(g);
        return;
    default:
        break;
    }
    open_orders(g);
}

/* ------------------------------------------------------------ the draw (M44-O9, O10) */

static void end_turn(wg_game *g);

static void recon_draw(wg_game *g)
{
    m44_state *s = m44_st(g);
    int p = active(g);
    int a = m44_cards_draw(g, p, 2), b = m44_cards_draw(g, p, 2);
    if (a < 0 || b < 0) {
        end_turn(g);
        return;
    }
    s->loc[a] = s->loc[b] = M44_LOC_TABLE;
    s->recon[0] = a;
    s->recon[1] = b;
    base(g, WG_DEC_CHOICE, M44_K_RECON);
}

static void draw_phase(wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    int p = active(g);
    int recon = s->card >= 0 && d->card[s->card].kind == WG_M44_CARD_RECON;
    set_phase(g, WG_M44_PHASE_DRAW);
    if (s->card >= 0) {
        m44_cards_discard(g, s->card);
    }
    int plain;
    if (d->draw_limited) { /* M44-O10: at most two a turn, back up to the hand size */
        int want = d->hand_size[p] - m44_cards_hand_count(g, p);
        int owed = s->owed[p];
        plain = want < 2 ? want : 2;
        s->owed[p] = 0;
        if (plain <= 0) {
            end_turn(g);
            return;
        }
        if (recon)
            plain--;
        for (int i = 0; i < plain; i++) /* the Op Fires' one card first */
            m44_cards_draw(g, p, owed > 0 && i == 0 ? 1 : 0);
    } else { /* M44-O9: the Op Fire cards first, no Recon benefit */
        for (int i = 0; i < s->owed[p]; i++)
            m44_cards_draw(g, p, 1);
        s->owed[p] = 0;
        if (!recon)
            m44_cards_draw(g, p, 0);
    }
    if (recon) {
        recon_draw(g);
        return;
    }
    end_turn(g);
}

static void recon_apply(wg_game *g, const wg_action *a)
{
    m44_state *s = m44_st(g);
    int keep = a->card, other = s->recon[0] == keep ? s->recon[1] : s->recon[0];
    s->loc[keep] = (int8_t)(M44_LOC_HAND + active(g));
    m44_cards_discard(g, other);
    end_turn(g);
}

static void begin_turn(wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    for (int i = 0; i < d->nunits; i++) {
        m44_unit *u = &s->u[i];
        int32_t cell = u->cell, fig = u->figures;
        memset(u, 0, sizeof *u);
        u->cell = cell;
        u->figures = fig;
    }
    memset(m44_targeted(g), 0, ((size_t)d->board.ncells + 31) / 32 * sizeof(uint32_t));
    s->card = -1;
    s->kind = -1;
    s->section = WG_M44_ANY;
    s->mover = -1;
    s->second_move = 0;
    s->nair = s->air_next = 0;
    memset(s->tfh, 0, sizeof s->tfh);
    s->reshuffle = 0;
    wg_event ev = wg_event_make(WG_EV_TURN);
    ev.player = active(g);
    ev.value = wg_core(g)->turn;
    wg_emit(g, &ev);
    set_phase(g, WG_M44_PHASE_ORDER);
    base(g, WG_DEC_ORDER, M44_K_PLAY);
}

static void end_turn(wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    wg_core_state *c = wg_core(g);
    if (s->reshuffle)
        m44_cards_reshuffle_all(g); /* Their Finest Hour */
    if (d->turn_limit && c->turn >= d->turn_limit) {
        int w = c->score[0] > c->score[1] ? 0 : c->score[1] > c->score[0] ? 1 : -1;
        wg_game_over(g, w, WG_M44_RESULT_TURN_LIMIT);
        return;
    }
    c->active = 1 - c->active;
    c->turn++;
    begin_turn(g);
}

/* ------------------------------------------------------------ setup */

void m44_turn_setup(wg_game *g)
{
    const m44_data *d = m44_cdata(g);
    m44_state *s = m44_st(g);
    for (int i = 0; i < d->nunits; i++) {
        s->u[i].cell = d->unit_cell[i];
        s->u[i].figures = d->unit_figures[i];
    }
    memcpy(m44_obstacles(g), d->obstacle0, (size_t)d->board.ncells);
    for (int p = 0; p < 2; p++) {
        s->last_kind[p] = -1;
        s->last_section[p] = WG_M44_ANY;
    }
    s->recon[0] = s->recon[1] = -1;
    s->b_unit = s->b_target = s->b_cell = -1;
    wg_core_state *c = wg_core(g);
    c->active = d->first;
    c->turn = 1;
    c->winner = -1;
    wg_emit(g, &(wg_event){ .type = WG_EV_GAME_START, .player = -1, .unit = -1, .weapon = -1,
                            .target = -1, .part = -1 });
    m44_cards_deal(g);
    m44_turn_check_victory(g);
    if (!over(g))
        begin_turn(g);
}

/* ------------------------------------------------------------ legal and apply */

static void add(wg_sink *sk, int type, int unit, int target, int card, int x, int y, int value)
{
    wg_action a = wg_action_make(type);
    a.unit = unit;
    a.target = target;
    a.card = card;
    a.x = x;
    a.y = y;
    a.value = value;
    wg_sink_add(sk, &a);
}

static void legal_targets(const wg_game *g, int u, wg_sink *sk)
{
    int adj = -1, n = m44_cdata(g)->nunits;
    for (int t = 0; t < n; t++)
        if (m44_rules_may_target_adj(g, u, t, 0, &adj) && m44_turn_order_dice(g, u, t) > 0)
            add(sk, WG_ACT_FIRE, u, t, -1, 0, 0, 0);
}

void m44_turn_legal(const wg_game *g, wg_sink *sk)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    const wg_frame *f = wg_ctop(g);
    int p = active(g);
    switch (f->kind) {
    case M44_K_PLAY:
        for (int c = 0; c < d->ncards; c++)
            if (s->loc[c] == M44_LOC_HAND + p) /* m44_cards_in_hand, for every card */
                add(sk, WG_ACT_PLAY, -1, -1, c, 0, 0, 0);
        break;
    case M44_K_SECTION:
        for (int k = 0; k < 3; k++)
            add(sk, WG_ACT_CHOOSE, -1, -1, -1, 0, 0, k);
        break;
    case M44_K_ORDER:
        for (int u = 0; u < d->nunits; u++) {
            if (s->kind == WG_M44_CARD_BARRAGE || s->kind == WG_M44_CARD_AIR_POWER) {
                if (m44_cards_may_pick_target(g, u))
                    add(sk, WG_ACT_DECLARE, -1, u, -1, 0, 0, 0);
            } else if (m44_cards_may_order(g, u)) {
                add(sk, WG_ACT_DECLARE, u, -1, -1, 0, 0, 0);
            }
        }
        add(sk, WG_ACT_RESOLVE, -1, -1, -1, 0, 0, 0);
        break;
    case M44_K_MOVE:
        for (int u = 0; u < d->nunits; u++)
            if (s->u[u].ordered && s->u[u].cell >= 0)
                for (int k = 0; k < 6; k++) {
                    int to = d->board.nb[s->u[u].cell][k];
                    if (m44_rules_may_step(g, u, to))
                        add(sk, WG_ACT_MOVE, u, -1, -1, d->board.hex[to].q, d->board.hex[to].r,
                            0);
                }
        add(sk, WG_ACT_PASS, -1, -1, -1, 0, 0, 0);
        break;
    case M44_K_BATTLE:
        for (int u = 0; u < d->nunits; u++)
            if (d->unit_side[u] == p && may_battle(g, u)) {
                legal_targets(g, u, sk);
                if (d->unit_type[u] == WG_M44_INFANTRY &&
                    m44_cobstacles(g)[s->u[u].cell] == WG_M44_WIRE)
                    add(sk, WG_ACT_CHOOSE, u, -1, -1, 0, 0, WG_M44_CHOICE_CLEAR_WIRE);
            }
        add(sk, WG_ACT_PASS, -1, -1, -1, 0, 0, 0);
        break;
    case M44_K_TAKE_GROUND:
        add(sk, WG_ACT_MOVE, f->unit, -1, -1, f->x, f->y, 0);
        add(sk, WG_ACT_PASS, -1, -1, -1, 0, 0, 0);
        break;
    case M44_K_OVERRUN:
        legal_targets(g, f->unit, sk);
        add(sk, WG_ACT_PASS, -1, -1, -1, 0, 0, 0);
        break;
    case M44_K_RECON:
        add(sk, WG_ACT_CHOOSE, -1, -1, s->recon[0], 0, 0, 0);
        add(sk, WG_ACT_CHOOSE, -1, -1, s->recon[1], 0, 0, 0);
        break;
    case M44_K_OPFIRE:
        for (int u = 0; u < d->nunits; u++)
            if (d->unit_side[u] == f->player && m44_rules_opfire_unit_ok(g, u, f->unit))
                for (int c = 0; c < d->ncards; c++)
                    if (s->loc[c] == M44_LOC_HAND + f->player &&
                        m44_rules_opfire_card_ok(g, u, c, f->unit))
                        add(sk, WG_ACT_FIRE, u, -1, c, 0, 0, 0);
        add(sk, WG_ACT_PASS, -1, -1, -1, 0, 0, 0);
        break;
    case M44_K_AMBUSH:
        add(sk, WG_ACT_PLAY, -1, -1, f->data[0], 0, 0, 0);
        add(sk, WG_ACT_PASS, -1, -1, -1, 0, 0, 0);
        break;
    case M44_K_RETREAT:
        hexcc_retreat_legal(g, &m44_retreat_ops, sk);
        break;
    }
}

/* ------------------------------------------------------------ checking one answer */

/*
 * Membership in m44_turn_legal's list without building it, for the
 * decisions whose lists are long: the fields an answer does not use must be
 * as add() leaves them (-1 ids, 0 numbers), and the ones it uses must pass
 * the same predicate the listing applies. The short lists are matched as
 * the core would, through the listing itself.
 */
enum { F_UNIT = 1, F_TARGET = 2, F_CARD = 4, F_XY = 8, F_VALUE = 16 };

static int unused_clear(const wg_action *a, int used)
{
    return ((used & F_UNIT) || a->unit == -1) && a->weapon == -1 &&
           ((used & F_TARGET) || a->target == -1) && a->part == -1 &&
           ((used & F_CARD) || a->card == -1) && ((used & F_XY) || (a->x == 0 && a->y == 0)) &&
           ((used & F_VALUE) || a->value == 0);
}

static int closing_listed(const wg_action *a, int type)
{
    return a->type == type && unused_clear(a, 0);
}

static int play_listed(const wg_game *g, const wg_action *a)
{
    return a->type == WG_ACT_PLAY && unused_clear(a, F_CARD) &&
           m44_cards_in_hand(g, active(g), a->card);
}

static int order_listed(const wg_game *g, const wg_action *a)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    if (closing_listed(a, WG_ACT_RESOLVE))
        return 1;
    if (a->type != WG_ACT_DECLARE)
        return 0;
    if (s->kind == WG_M44_CARD_BARRAGE || s->kind == WG_M44_CARD_AIR_POWER)
        return unused_clear(a, F_TARGET) && a->target >= 0 && a->target < d->nunits &&
               m44_cards_may_pick_target(g, a->target);
    return unused_clear(a, F_UNIT) && a->unit >= 0 && a->unit < d->nunits &&
           m44_cards_may_order(g, a->unit);
}

static int move_listed(const wg_game *g, const wg_action *a)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    if (closing_listed(a, WG_ACT_PASS))
        return 1;
    int u = a->unit;
    if (a->type != WG_ACT_MOVE || !unused_clear(a, F_UNIT | F_XY) || u < 0 || u >= d->nunits ||
        !s->u[u].ordered || s->u[u].cell < 0)
        return 0;
    for (int k = 0; k < 6; k++) {
        int to = d->board.nb[s->u[u].cell][k];
        if (to >= 0 && d->board.hex[to].q == a->x && d->board.hex[to].r == a->y &&
            m44_rules_may_step(g, u, to))
            return 1;
    }
    return 0;
}

static int battle_listed(const wg_game *g, const wg_action *a)
{
    const m44_data *d = m44_cdata(g);
    const m44_state *s = m44_cst(g);
    if (closing_listed(a, WG_ACT_PASS))
        return 1;
    int u = a->unit;
    if (u < 0 || u >= d->nunits || d->unit_side[u] != active(g) || !may_battle(g, u))
        return 0;
    if (a->type == WG_ACT_FIRE) {
        int adj = -1;
        return unused_clear(a, F_UNIT | F_TARGET) && a->target >= 0 && a->target < d->nunits &&
               m44_rules_may_target_adj(g, u, a->target, 0, &adj) &&
               m44_turn_order_dice(g, u, a->target) > 0;
    }
    return a->type == WG_ACT_CHOOSE && unused_clear(a, F_UNIT | F_VALUE) &&
           a->value == WG_M44_CHOICE_CLEAR_WIRE && d->unit_type[u] == WG_M44_INFANTRY &&
           m44_cobstacles(g)[s->u[u].cell] == WG_M44_WIRE;
}

static int opfire_listed(const wg_game *g, const wg_action *a)
{
    const m44_data *d = m44_cdata(g);
    const wg_frame *f = wg_ctop(g);
    if (closing_listed(a, WG_ACT_PASS))
        return 1;
    return a->type == WG_ACT_FIRE && unused_clear(a, F_UNIT | F_CARD) && a->unit >= 0 &&
           a->unit < d->nunits && a->card >= 0 && a->card < d->ncards &&
           d->unit_side[a->unit] == f->player && m44_rules_opfire_ok(g, a->unit, a->card, f->unit);
}

static int listed(const wg_game *g, const wg_action *a)
{
    switch (wg_ctop(g)->kind) {
    case M44_K_PLAY: return play_listed(g, a);
    case M44_K_ORDER: return order_listed(g, a);
    case M44_K_MOVE: return move_listed(g, a);
    case M44_K_BATTLE: return battle_listed(g, a);
    case M44_K_OPFIRE: return opfire_listed(g, a);
    default: {
        wg_sink sk = { NULL, 0, 0, -1, a, 0 };
        m44_turn_legal(g, &sk);
        return sk.matched > 0;
    }
    }
}

/* The core's own refusal, word for word, without the listing. */
int m44_turn_check(const wg_game *g, const wg_action *a)
{
    if (listed(g, a))
        return WG_OK;
    char line[200];
    wg_action_describe(g, a, line, sizeof line);
    return wg_rs_reject(g, "not a legal answer now: %s", line);
}

void m44_turn_apply(wg_game *g, const wg_action *a)
{
    m44_state *s = m44_st(g);
    switch (wg_top(g)->kind) {
    case M44_K_PLAY:
        play_apply(g, a);
        return;
    case M44_K_SECTION:
        s->section = a->value;
        s->last_section[active(g)] = a->value;
        open_orders(g);
        return;
    case M44_K_ORDER:
        order_apply(g, a);
        return;
    case M44_K_MOVE:
        if (a->type == WG_ACT_PASS)
            start_battles(g);
        else
            move_apply(g, a);
        return;
    case M44_K_BATTLE:
        battle_apply(g, a);
        return;
    case M44_K_TAKE_GROUND:
        if (a->type == WG_ACT_PASS) {
            wg_pop(g);
            back_to_battles(g);
        } else {
            take_ground(g, a);
        }
        return;
    case M44_K_OVERRUN:
        overrun_apply(g, a);
        return;
    case M44_K_RECON:
        recon_apply(g, a);
        return;
    case M44_K_OPFIRE:
        if (a->type == WG_ACT_PASS)
            close_window(g);
        else
            opfire_fire(g, a);
        return;
    case M44_K_AMBUSH:
        ambush_apply(g, a);
        return;
    case M44_K_RETREAT:
        if (hexcc_retreat_apply(g, &m44_retreat_ops, a))
            battle_done(g);
        return;
    }
}

const char *m44_turn_result_text(const wg_game *g)
{
    const wg_core_state *c = wg_ccore(g);
    if (!c->over)
        return "the battle goes on";
    if (c->winner < 0)
        return "a draw: the turn limit ran out with equal medals";
    return m44_cdata(g)->win_text[c->result == WG_M44_RESULT_MEDALS ? 0 : 1][c->winner];
}
