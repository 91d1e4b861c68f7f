/*
 * "race": a tiny test-only ruleset that exercises every part of the core
 * without any real game's rules. It is linked into the core tests only; the
 * shipped library does not register it.
 *
 * Two runners race to `goal`. On your turn (WG_DEC_MOVE) you may DECLARE a
 * boost of 1 (up to two, no dice: undoable), then STAY (roll a die and
 * advance by it plus the boosts) or PASS (advance one, no dice). When a
 * runner overtakes the other, the other gets an interrupt window
 * (WG_DEC_OPFIRE): FIRE rolls a die and on 5+ pushes the runner back two,
 * after the runner answers a nested window (WG_DEC_CHOICE: CHOOSE 1 to
 * dodge, which costs a die roll of its own: dodges on 4+), or PASS.
 */
#include <stdio.h>
#include <string.h>

#include "race.h"

typedef struct race_data {
    int32_t goal;
    int32_t window;
    char names[2][32];
} race_data;

typedef struct race_state {
    int32_t pos[2];
    int32_t boost;
} race_state;

static const char *const race_keys[] = { "ruleset", "goal", "window", "players", NULL };

static int race_load(wg_loader *L, const wg_ynode *root, void *data, size_t *state_size)
{
    const wg_ydoc *d = L->doc;
    int rc = wg_y_check_keys(L->err, d, root, race_keys);
    int64_t goal = 10;
    int window = 1;
    if (rc == WG_OK)
        rc = wg_y_opt_int(L->err, d, root, "goal", 1, 1000, &goal);
    if (rc == WG_OK)
        rc = wg_y_opt_bool(L->err, d, root, "window", &window);
    const wg_ynode *players = wg_y_get(root, "players");
    if (rc == WG_OK && players && (rc = wg_y_seq(L->err, d, players)) == WG_OK &&
        players->count != 2)
        rc = wg_y_fail(L->err, d, players, "expected two players");
    if (rc != WG_OK)
        return rc;
    race_data *rd = data;
    rd->goal = (int32_t)goal;
    rd->window = window;
    for (int p = 0; p < 2; p++) {
        const char *name = p ? "B" : "A";
        if (players && wg_y_str(L->err, d, players->child[p], 31, &name) != WG_OK)
            return L->err->status;
        snprintf(rd->names[p], sizeof rd->names[p], "%s", name);
    }
    *state_size = sizeof(race_state);
    return WG_OK;
}

/*
 * The three questions the race asks, one row each in race_kinds (at the
 * end of the file): the runner's turn, the overtaken runner's shot window
 * and the dodge nested in it.
 */
enum { KIND_TURN = 1, KIND_SHOT = 2, KIND_DODGE = 3, KIND_COUNT };

static void push_turn(wg_game *g)
{
    wg_frame *f = wg_push_kind(g, KIND_TURN, wg_core(g)->active);
    f->unit = wg_core(g)->active;
}

static void race_setup(wg_game *g)
{
    wg_core(g)->turn = 1;
    wg_emit(g, &(wg_event){ .type = WG_EV_GAME_START, .player = -1, .unit = -1, .weapon = -1,
                            .target = -1, .part = -1 });
    push_turn(g);
}

static void move_runner(wg_game *g, int runner, int steps)
{
    race_state *st = wg_rs_state(g);
    wg_event ev = wg_event_make(WG_EV_MOVE);
    ev.unit = runner;
    ev.value = st->pos[runner];
    st->pos[runner] += steps;
    if (st->pos[runner] < 0)
        st->pos[runner] = 0;
    ev.x = st->pos[runner];
    wg_emit(g, &ev);
}

static void end_turn(wg_game *g)
{
    const race_data *rd = wg_rs_data(g);
    race_state *st = wg_rs_state(g);
    wg_core_state *c = wg_core(g);
    for (int p = 0; p < 2; p++)
        if (st->pos[p] >= rd->goal) {
            wg_game_over(g, p, 1);
            return;
        }
    c->active = 1 - c->active;
    if (c->active == 0)
        c->turn++;
    wg_event ev = wg_event_make(WG_EV_TURN);
    ev.player = c->active;
    ev.value = c->turn;
    wg_emit(g, &ev);
    push_turn(g);
}

/* After a move: open the overtaken runner's window, or end the turn. */
static void after_move(wg_game *g, int runner, int before)
{
    const race_data *rd = wg_rs_data(g);
    race_state *st = wg_rs_state(g);
    int other = 1 - runner;
    if (rd->window && before < st->pos[other] && st->pos[runner] > st->pos[other] &&
        st->pos[runner] < rd->goal) {
        wg_frame *f = wg_push_kind(g, KIND_SHOT, other);
        f->target = runner;
        wg_event ev = wg_event_make(WG_EV_OPFIRE_WINDOW);
        ev.player = other;
        ev.unit = runner;
        ev.value = 1;
        wg_emit(g, &ev);
        return;
    }
    wg_pop(g); /* the turn's decision */
    end_turn(g);
}

static void close_window(wg_game *g)
{
    wg_pop(g); /* the shot window */
    wg_emit(g, &(wg_event){ .type = WG_EV_WINDOW_CLOSED, .player = -1, .unit = -1,
                            .weapon = -1, .target = -1, .part = -1 });
    wg_pop(g); /* the turn it interrupted is over */
    end_turn(g);
}

/* ------------------------------------------------------------ the turn */

static void turn_list(const wg_game *g, wg_sink *s)
{
    const wg_frame *f = wg_ctop(g);
    wg_action a;
    if (((const race_state *)wg_rs_cstate(g))->boost < 2) {
        a = wg_action_make(WG_ACT_DECLARE);
        a.unit = f->unit;
        wg_sink_add(s, &a);
    }
    a = wg_action_make(WG_ACT_STAY);
    a.unit = f->unit;
    wg_sink_add(s, &a);
    a = wg_action_make(WG_ACT_PASS);
    wg_sink_add(s, &a);
}

static void turn_apply(wg_game *g, const wg_action *a)
{
    wg_frame *f = wg_top(g);
    race_state *st = wg_rs_state(g);
    if (a->type == WG_ACT_DECLARE) {
        st->boost++;
        f->pending = st->boost;
        return;
    }
    int runner = f->unit, before = st->pos[runner];
    int roll = a->type == WG_ACT_STAY ? wg_roll_die(g, 6, 1, 0, runner, -1) + st->boost : 1;
    st->boost = 0;
    move_runner(g, runner, roll);
    after_move(g, runner, before);
}

/* ------------------------------------------------------------ the shot window */

static void shot_list(const wg_game *g, wg_sink *s)
{
    const wg_frame *f = wg_ctop(g);
    wg_action a = wg_action_make(WG_ACT_FIRE);
    a.unit = f->player;
    a.target = f->target;
    wg_sink_add(s, &a);
    a = wg_action_make(WG_ACT_PASS);
    wg_sink_add(s, &a);
}

static void shot_apply(wg_game *g, const wg_action *a)
{
    wg_frame *f = wg_top(g);
    if (a->type == WG_ACT_FIRE && wg_roll_die(g, 6, 2, 5, f->player, f->target) >= 5) {
        int target = f->target;
        wg_frame *dodge = wg_push_kind(g, KIND_DODGE, target);
        dodge->unit = target;
        return;
    }
    close_window(g);
}

/* ------------------------------------------------------------ the dodge */

static void dodge_list(const wg_game *g, wg_sink *s)
{
    (void)g;
    for (int v = 0; v < 2; v++) {
        wg_action a = wg_action_make(WG_ACT_CHOOSE);
        a.value = v;
        wg_sink_add(s, &a);
    }
}

static void dodge_apply(wg_game *g, const wg_action *a)
{
    int target = wg_top(g)->unit;
    int dodged = a->value == 1 && wg_roll_die(g, 6, 3, 4, target, -1) >= 4;
    wg_pop(g); /* the dodge window; the shot window lies below */
    if (!dodged)
        move_runner(g, target, -2);
    close_window(g);
}

static const wg_decision_kind race_kinds[KIND_COUNT] = {
    [KIND_TURN] = { .name = "race.turn", .type = WG_DEC_MOVE,
                    .answers = { { WG_ACT_DECLARE, WG_F_UNIT }, { WG_ACT_STAY, WG_F_UNIT },
                                 { WG_ACT_PASS, 0 } },
                    .list = turn_list, .apply = turn_apply },
    [KIND_SHOT] = { .name = "race.shot", .type = WG_DEC_OPFIRE,
                    .answers = { { WG_ACT_FIRE, WG_F_UNIT | WG_F_TARGET }, { WG_ACT_PASS, 0 } },
                    .list = shot_list, .apply = shot_apply },
    [KIND_DODGE] = { .name = "race.dodge", .type = WG_DEC_CHOICE,
                     .answers = { { WG_ACT_CHOOSE, WG_F_VALUE } },
                     .list = dodge_list, .apply = dodge_apply },
};

static int race_unit_count(const wg_game *g)
{
    (void)g;
    return 2;
}

static void race_unit_info(const wg_game *g, int unit, wg_unit_info *out)
{
    const race_state *st = wg_rs_cstate(g);
    out->player = unit;
    out->flags = WG_UNIT_ALIVE | WG_UNIT_ON_BOARD;
    out->x = st->pos[unit];
}

static const char *race_unit_name(const wg_game *g, int unit)
{
    const race_data *rd = wg_rs_data(g);
    return rd->names[unit];
}

static const char *race_kind_name(const wg_game *g, int unit)
{
    (void)g;
    (void)unit;
    return "runner";
}

static const char *race_result(const wg_game *g)
{
    return wg_ccore(g)->winner == 0 ? "A reaches the goal" : "B reaches the goal";
}

const wg_ruleset race_ruleset = {
    .name = "race",
    .data_size = sizeof(race_data),
    .load = race_load,
    .setup = race_setup,
    .kinds = race_kinds,
    .nkinds = KIND_COUNT,
    .unit_count = race_unit_count,
    .unit_info = race_unit_info,
    .unit_name = race_unit_name,
    .unit_kind_name = race_kind_name,
    .player_name = race_unit_name,
    .result_text = race_result,
};
