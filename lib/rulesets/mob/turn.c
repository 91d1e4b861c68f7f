/*
 * The turn (MB-T1 .. MB-T5) as a loop of steps that runs until a decision
 * is needed, and victory. Steps that need no decision (a phase in which
 * the side could only pass, the initiative roll, the artillery losses
 * without a retreat choice) run straight through.
 */
#include <stdio.h>

#include "mob_internal.h"

/* Re-rolls of a tied initiative before the dice source is deemed broken. */
#define MOB_MAX_TIES 1000

int mob_turn_public_phase(int phase)
{
    switch (phase) {
    case 0: /* the setup decision: the first turn has not begun */
        return WG_MOB_PHASE_NONE;
    case MOB_PH_GUNS:
    case MOB_PH_GUN_LOSSES:
        return WG_MOB_PHASE_ARTILLERY;
    case MOB_PH_INITIATIVE:
        return WG_MOB_PHASE_INITIATIVE;
    case MOB_PH_MOVE:
        return WG_MOB_PHASE_MOVE;
    default:
        return WG_MOB_PHASE_FIRE;
    }
}

static void emit_phase(wg_game *g, int phase, int side)
{
    wg_core_state *c = wg_core(g);
    c->phase = phase;
    if (side >= 0)
        c->active = side;
    wg_event ev = wg_event_make(WG_EV_PHASE);
    ev.player = side;
    ev.value = phase;
    wg_emit(g, &ev);
}

/* ------------------------------------------------------------ victory */

static int fighters_left(const wg_game *g, int side)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    int n = 0;
    for (int k = 0; k < d->nside_units[side]; k++) {
        int i = d->side_unit[side][k];
        n += s->u[i].cell >= 0 && !mob_utype(d, i)->general;
    }
    return n;
}

static void end_game(wg_game *g, const int win[2], int result)
{
    if (win[0] && win[1])
        wg_game_over(g, -1, WG_MOB_RESULT_DRAW);
    else
        wg_game_over(g, win[0] ? 0 : 1, result);
}

int mob_turn_check_victory(wg_game *g)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    int win[2], annihilated = 0;
    for (int p = 0; p < 2; p++) {
        int gone = fighters_left(g, 1 - p) == 0;
        annihilated |= gone;
        win[p] = gone || (d->destroy > 0 && s->destroyed[p] >= d->destroy);
    }
    if (!win[0] && !win[1])
        return 0;
    end_game(g, win, annihilated ? WG_MOB_RESULT_ANNIHILATE : WG_MOB_RESULT_DESTROY);
    return 1;
}

/* A side holds every `hold` hex with a unit other than a general. */
static int holds_all(const wg_game *g, int side)
{
    const mob_data *d = mob_cdata(g);
    if (d->nhold == 0)
        return 0;
    for (int k = 0; k < d->nhold; k++) {
        int unit = mob_rules_unit_at(g, d->hold[k]);
        if (unit < 0 || d->unit_side[unit] != side)
            return 0;
    }
    return 1;
}

/* MB-T5: the turn is over: hexes held, then the turn limit. 1 if the game ended. */
static int end_of_turn_victory(wg_game *g)
{
    const mob_data *d = mob_cdata(g);
    const mob_state *s = mob_cst(g);
    int win[2] = { holds_all(g, 0), holds_all(g, 1) };
    if (win[0] || win[1]) {
        end_game(g, win, WG_MOB_RESULT_HOLD);
        return 1;
    }
    if (wg_ccore(g)->turn < d->turns)
        return 0;
    win[0] = s->destroyed[0] >= s->destroyed[1];
    win[1] = s->destroyed[1] >= s->destroyed[0];
    end_game(g, win, WG_MOB_RESULT_TURNS);
    return 1;
}

const char *mob_turn_result_text(const wg_game *g)
{
    switch (wg_ccore(g)->result) {
    case WG_MOB_RESULT_DESTROY:
        return wg_ccore(g)->winner == 0 ? "the first side wins: it destroyed enough units"
                                        : "the second side wins: it destroyed enough units";
    case WG_MOB_RESULT_HOLD:
        return wg_ccore(g)->winner == 0 ? "the first side wins: it holds the objectives"
                                        : "the second side wins: it holds the objectives";
    case WG_MOB_RESULT_ANNIHILATE:
        return wg_ccore(g)->winner == 0 ? "the first side wins: the enemy has no units left"
                                        : "the second side wins: the enemy has no units left";
    case WG_MOB_RESULT_TURNS:
        return wg_ccore(g)->winner == 0
                   ? "the first side wins on losses inflicted at the turn limit"
                   : "the second side wins on losses inflicted at the turn limit";
    default:
        return "a draw";
    }
}

/* ------------------------------------------------------------ the steps */

/* MB-T2: both roll, the lower score goes first; a tie is rolled again. */
static void initiative(wg_game *g)
{
    emit_phase(g, WG_MOB_PHASE_INITIATIVE, -1);
    for (int tries = 0; tries < MOB_MAX_TIES; tries++) {
        int r0 = wg_roll_die(g, 6, WG_MOB_ROLL_INITIATIVE, 0, -1, -1);
        int r1 = wg_roll_die(g, 6, WG_MOB_ROLL_INITIATIVE, 0, -1, -1);
        mob_state *s = mob_st(g);
        s->roll[0] = r0;
        s->roll[1] = r1;
        wg_event ev = wg_event_make(WG_MOB_EV_INITIATIVE);
        ev.value = r0;
        ev.extra = r1;
        ev.player = r0 == r1 ? -1 : (r0 < r1 ? 0 : 1);
        wg_emit(g, &ev);
        if (r0 != r1) {
            s->first = ev.player;
            s->side = ev.player;
            s->half = 0;
            s->phase = MOB_PH_MOVE;
            return;
        }
    }
    wg_rs_error(g, WG_EINVAL, "the initiative was tied %d times: the dice source repeats itself",
                MOB_MAX_TIES);
    mob_st(g)->phase = MOB_PH_MOVE;
    mob_st(g)->side = mob_st(g)->first = 0;
}

static void new_turn(wg_game *g)
{
    mob_state *s = mob_st(g);
    wg_core_state *c = wg_core(g);
    for (int i = 0; i < s->nunits; i++) {
        mob_unit *u = &s->u[i];
        u->moved = u->halted = u->no_battle = u->battled = 0;
        u->cap = 0;
        u->gun_target = u->gun_general = -1;
        u->gun_dice = u->gun_hits = u->gun_ghits = u->gun_flags = 0;
    }
    s->first = s->side = -1;
    s->roll[0] = s->roll[1] = 0;
    s->half = 0;
    s->gun_next = 0;
    s->phase = MOB_PH_GUNS;
    c->turn++;
    wg_event ev = wg_event_make(WG_EV_TURN);
    ev.value = c->turn;
    wg_emit(g, &ev);
    emit_phase(g, WG_MOB_PHASE_ARTILLERY, -1);
}

static void push_side_frame(wg_game *g, int kind)
{
    wg_push_kind(g, kind, mob_cst(g)->side);
}

/* One step; 1 when it left a decision on the stack. */
static int step(wg_game *g)
{
    mob_state *s = mob_st(g);
    switch (s->phase) {
    case MOB_PH_GUNS:
        return mob_guns_ask(g);
    case MOB_PH_GUN_LOSSES:
        if (mob_guns_apply_losses(g))
            return 1;
        if (!mob_turn_check_victory(g))
            mob_st(g)->phase = MOB_PH_INITIATIVE;
        return 0;
    case MOB_PH_INITIATIVE:
        initiative(g);
        return 0;
    case MOB_PH_MOVE:
        emit_phase(g, WG_MOB_PHASE_MOVE, s->side);
        mob_move_begin(g, s->side);
        if (mob_move_any(g, s->side)) {
            push_side_frame(g, MOB_K_MOVE);
            wg_top(g)->count = mob_move_total(g, s->side);
            return 1;
        }
        mob_st(g)->phase = MOB_PH_FIRE;
        return 0;
    case MOB_PH_FIRE:
        emit_phase(g, WG_MOB_PHASE_FIRE, s->side);
        if (mob_battle_any(g, s->side)) {
            push_side_frame(g, MOB_K_FIRE);
            return 1;
        }
        mob_st(g)->phase = MOB_PH_HALF_OVER;
        return 0;
    case MOB_PH_HALF_OVER:
        if (s->half == 0) {
            s->half = 1;
            s->side = 1 - s->first;
            s->phase = MOB_PH_MOVE;
        } else {
            s->phase = MOB_PH_TURN_OVER;
        }
        return 0;
    default:
        if (!end_of_turn_victory(g))
            new_turn(g);
        return 0;
    }
}

void mob_turn_run(wg_game *g)
{
    while (!wg_ccore(g)->over && !step(g))
        ;
}

void mob_turn_end_phase(wg_game *g)
{
    mob_state *s = mob_st(g);
    wg_pop(g);
    s->phase = s->phase == MOB_PH_MOVE ? MOB_PH_FIRE : MOB_PH_HALF_OVER;
    mob_turn_run(g);
}

void mob_turn_setup(wg_game *g)
{
    const mob_data *d = mob_cdata(g);
    mob_state *s = mob_st(g);
    s->nunits = d->nunits;
    s->ncells = d->board.ncells;
    for (int i = 0; i < d->nunits; i++) {
        s->u[i].cell = d->unit_cell[i];
        s->u[i].figures = d->unit_figures[i];
    }
    int32_t *terrain = mob_terrain_of(s);
    for (int cell = 0; cell < d->board.ncells; cell++)
        terrain[cell] = d->board.terrain[cell];
    for (int i = 0; i < d->nunits; i++)
        s->u[i].gun_target = s->u[i].gun_general = -1;
    s->first = s->side = -1;
    wg_emit(g, &(wg_event){ .type = WG_EV_GAME_START, .player = -1, .unit = -1, .weapon = -1,
                            .target = -1, .part = -1 });
    /* Nothing is rolled before the host answers: it may install its dice first. */
    wg_push_kind(g, MOB_K_START, 0);
}

void mob_turn_begin(wg_game *g)
{
    wg_pop(g);
    new_turn(g);
    mob_turn_run(g);
}
