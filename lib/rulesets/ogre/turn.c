/*
 * The turn (OG-T1): player turns and their phases, recovery from disabled,
 * the end of the game (OG-T2 and the turn limit). The state machine runs
 * forward from one decision to the next in a loop, skipping phases in which
 * the player could only pass.
 */
#include "ogre_internal.h"

static const int public_phase[] = {
    WG_OGRE_PHASE_NONE, WG_OGRE_PHASE_MOVE, WG_OGRE_PHASE_FIRE,
    WG_OGRE_PHASE_MOVE, WG_OGRE_PHASE_FIRE, WG_OGRE_PHASE_GEV_MOVE,
};

static int over(const wg_game *g)
{
    return wg_ccore(g)->over;
}

int ogre_turn_cps_alive(const wg_game *g)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    int n = 0;
    for (int i = 0; i < d->ncp; i++)
        n += s->u[d->cp[i]].alive;
    return n;
}

/* The Ogre's longest reach with the weapons it has left, its missiles
 * counted only when `missiles` (each fires once), -1 if none is left. */
int ogre_turn_weapons_reach(const ogre_data *d, const ogre_state *s, int missiles)
{
    const ogre_type *t = ogre_utype(d, WG_OGRE_UNIT);
    int reach = -1;
    for (int w = 0; w < t->nweapons; w++)
        if (s->wpn_alive[w] && (missiles || t->weapon[w].kind != WG_OGRE_MISSILE) &&
            t->weapon[w].range > reach)
            reach = t->weapon[w].range;
    return reach;
}

/* The cell of the living command post on the map nearest to cell c, -1 if none. */
int ogre_turn_nearest_post(const ogre_data *d, const ogre_state *s, int c)
{
    int best = -1, best_distance = 0;
    for (int i = 0; i < d->ncp; i++) {
        const ogre_unit *cp = &s->u[d->cp[i]];
        if (!cp->alive || cp->cell < 0)
            continue;
        int k = ogre_board_distance(d, c, cp->cell);
        if (best < 0 || k < best_distance) {
            best = cp->cell;
            best_distance = k;
        }
    }
    return best;
}

/* Hexes from the Ogre to the nearest living command post on the map, -1 if none. */
int ogre_turn_post_distance(const ogre_data *d, const ogre_state *s)
{
    int post = ogre_turn_nearest_post(d, s, s->u[WG_OGRE_UNIT].cell);
    return post < 0 ? -1 : ogre_board_distance(d, s->u[WG_OGRE_UNIT].cell, post);
}

/* Whether a living command post may be rammed (OG-M2: a post's type rams
 * for 1 tread unless the scenario gives it ram_treads 0). */
static int a_post_may_be_rammed(const ogre_data *d, const ogre_state *s)
{
    for (int i = 0; i < d->ncp; i++)
        if (s->u[d->cp[i]].alive && s->u[d->cp[i]].cell >= 0 &&
            ogre_utype(d, d->cp[i])->ram_treads > 0)
            return 1;
    return 0;
}

/* What a cell is to an Ogre in search of a post (OG-C5, OG-M2, OG-M3). */
enum { CELL_OPEN, CELL_BLOCKED, CELL_GOAL };

/*
 * Cell b for an Ogre whose guns reach `reach` (-1: none left): a goal if a
 * post stands there that may be rammed or a post lies within reach of it;
 * blocked by a post that may not be rammed (nothing may enter an enemy's
 * hex but by ramming); else open.
 */
static int cell_for_the_ogre(const ogre_data *d, const ogre_state *s, int b, int reach)
{
    int near = 0;
    for (int i = 0; i < d->ncp; i++) {
        const ogre_unit *cp = &s->u[d->cp[i]];
        if (!cp->alive || cp->cell < 0)
            continue;
        if (cp->cell == b)
            return ogre_utype(d, d->cp[i])->ram_treads > 0 ? CELL_GOAL : CELL_BLOCKED;
        near |= reach >= 0 && ogre_board_distance(d, b, cp->cell) <= reach;
    }
    return near ? CELL_GOAL : CELL_OPEN;
}

/*
 * Whether the Ogre's treads may bring it, in any number of turns, where a
 * post falls to its guns or to its ram: a fill from its cell over the hexes
 * it may enter (OG-M1: no crater, no terrain closed to it, no ridge its type
 * may not cross, none costing more than its allowance `speed`, so more than
 * a whole turn's points). Other defenders are no obstacle: they move and
 * die. Depth first, the step towards the nearest post (one stands on the
 * map) tried first, so that on an open map it runs straight to its goal: the
 * search asks this often, and a game with no defender left able to attack
 * asks it at every phase. Its buffers are on the stack (8.5 KB), where
 * nothing can fail.
 */
static int treads_bring_a_post_in_reach(const ogre_data *d, const ogre_state *s, int speed,
                                        int reach)
{
    const ogre_type *t = ogre_utype(d, WG_OGRE_UNIT);
    int post = ogre_turn_nearest_post(d, s, s->u[WG_OGRE_UNIT].cell), n = 0;
    ogre_cells seen = {{0}};
    int16_t stack[OGRE_MAX_CELLS];
    stack[n++] = (int16_t)s->u[WG_OGRE_UNIT].cell;
    ogre_cells_add(&seen, stack[0]);
    while (n > 0) {
        int a = stack[--n], towards = -1;
        for (int dir = 0; dir < 6; dir++) {
            int cost = ogre_board_cost(d, t, a, dir), b = ogre_board_neighbor(d, a, dir);
            if (!cost || cost > speed || !ogre_cells_add(&seen, b))
                continue;
            int what = cell_for_the_ogre(d, s, b, reach);
            if (what == CELL_GOAL)
                return 1;
            if (what == CELL_BLOCKED)
                continue;
            stack[n++] = (int16_t)b;
            if (towards < 0 || ogre_board_distance(d, b, post) <
                                   ogre_board_distance(d, stack[towards], post))
                towards = n - 1;
        }
        if (towards >= 0) { /* on top, to be tried next */
            int16_t top = stack[n - 1];
            stack[n - 1] = stack[towards];
            stack[towards] = top;
        }
    }
    return 0;
}

/*
 * Whether the Ogre on the map may still destroy a command post: with a
 * weapon (OG-C5), if a post is in range or its treads may bring one in
 * range; or, with treads, by ramming one (OG-M2), weapons or none. Its
 * treads count only where the terrain lets them take it (the fill, run
 * only when nothing cheaper answers).
 */
int ogre_turn_may_destroy_a_post(const wg_game *g)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    int reach = ogre_turn_weapons_reach(d, s, 1);
    int speed = ogre_move_allowance(d, s->u[WG_OGRE_UNIT].strength);
    if (reach >= 0 && ogre_turn_post_distance(d, s) <= reach)
        return 1;
    if (speed <= 0 || (reach < 0 && !a_post_may_be_rammed(d, s)))
        return 0;
    return treads_bring_a_post_in_reach(d, s, speed, reach);
}

/* ------------------------------------------------------------ units */

void ogre_turn_destroy(wg_game *g, int unit)
{
    ogre_state *s = ogre_st(g);
    if (!s->u[unit].alive)
        return;
    s->u[unit].alive = 0;
    s->u[unit].mp = 0;
    s->u[unit].disabled = -1;
    wg_event ev = wg_event_make(WG_EV_DESTROYED);
    ev.player = ogre_owner(unit);
    ev.unit = unit;
    if (s->u[unit].cell >= 0) {
        wg_hex h = ogre_board_hex(ogre_cdata(g), s->u[unit].cell);
        ev.x = h.q;
        ev.y = h.r;
    }
    wg_emit(g, &ev);
}

/*
 * OG-C3, OG-X1: the recovery phase of a player's turn frees the units
 * disabled on or before that player's last turn. `until` is the last
 * half-turn it stays out through: the owner's next turn when the owner
 * disabled it in its own turn, else the opponent's turn after it (a defender
 * disabled by the Ogre is still out through the Ogre's next turn).
 */
void ogre_turn_disable(wg_game *g, int unit)
{
    ogre_state *s = ogre_st(g);
    int owner = ogre_owner(unit);
    int until = s->half % 2 == owner ? s->half + 1 : s->half + 2;
    s->u[unit].disabled = until;
    s->u[unit].mp = 0;
    wg_event ev = wg_event_make(WG_EV_DISABLED);
    ev.player = owner;
    ev.unit = unit;
    ev.value = (until + 1) / 2 + 1; /* the game turn whose owner's recovery frees it */
    wg_emit(g, &ev);
}

/* Disabled units recover once the half-turn `until` is over (OG-T1, OG-X1). */
static void recovery(wg_game *g)
{
    ogre_state *s = ogre_st(g);
    for (int u = 0; u < s->nunits; u++) {
        if (!s->u[u].alive || s->u[u].disabled < 0 || s->u[u].disabled >= s->half)
            continue;
        s->u[u].disabled = -1;
        wg_event ev = wg_event_make(WG_EV_RECOVERED);
        ev.player = ogre_owner(u);
        ev.unit = u;
        wg_emit(g, &ev);
    }
}

/* ------------------------------------------------------------ victory (OG-T2) */

int ogre_turn_check_victory(wg_game *g)
{
    const ogre_state *s = ogre_cst(g);
    if (over(g))
        return 1;
    int cps = ogre_turn_cps_alive(g);
    if (!s->u[WG_OGRE_UNIT].alive)
        wg_game_over(g, cps ? WG_OGRE_PLAYER_DEFENDER : WG_OGRE_PLAYER_OGRE,
                     cps ? WG_OGRE_RESULT_DEFENDER : WG_OGRE_RESULT_MARGINAL);
    else if (s->escaped)
        wg_game_over(g, WG_OGRE_PLAYER_OGRE, WG_OGRE_RESULT_COMPLETE);
    else if (!cps && s->u[WG_OGRE_UNIT].strength <= 0)
        wg_game_over(g, WG_OGRE_PLAYER_OGRE, WG_OGRE_RESULT_STRANDED);
    return over(g);
}

/* `out`: the cells within r hexes of a cell of `set`, whatever lies between
 * (fire needs no line of sight, OG-C6). */
static void cells_within(const ogre_data *d, const ogre_cells *set, int r, ogre_cells *out)
{
    *out = *set;
    for (int ring = 0; ring < r; ring++) {
        ogre_cells grown = *out;
        for (int c = 0; c < d->ncells; c++)
            if (ogre_cells_has(out, c))
                for (int dir = 0; dir < 6; dir++)
                    if (ogre_board_neighbor(d, c, dir) >= 0)
                        ogre_cells_add(&grown, ogre_board_neighbor(d, c, dir));
        *out = grown;
    }
}

/* A defender unit on the map that may fire at all: an attack and a range
 * (with range 0 it would have to share the Ogre's hex, which none may). */
static int defender_armed(const ogre_data *d, const ogre_state *s, int u)
{
    const ogre_type *t = ogre_utype(d, u);
    return s->u[u].alive && s->u[u].cell >= 0 && t->attack > 0 && t->range > 0;
}



/* Whether a defender unit has the Ogre in range now (a disabled one recovers, OG-X1). */
static int defender_in_range(const wg_game *g)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    for (int u = 1; u < s->nunits; u++)
        if (defender_armed(d, s, u) &&
            ogre_board_distance(d, s->u[u].cell, s->u[WG_OGRE_UNIT].cell) <=
                ogre_utype(d, u)->range)
            return 1;
    return 0;
}

/*
 * The shortcut to defender_may_reach: a unit whose type roams the map
 * (ogre_board_roams), standing in a hex of that one region, reaches any
 * hex it may enter, and from one next to the Ogre it has the Ogre in range
 * (every armed unit's is 1 or more). On an open map the first armed unit
 * that moves answers.
 */
static int defender_surely_reaches(const wg_game *g)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    int ogre = s->u[WG_OGRE_UNIT].cell;
    for (int u = 1; u < s->nunits; u++) {
        const ogre_type *t = ogre_utype(d, u);
        if (!defender_armed(d, s, u) || !d->roams[d->unit_type[u]] ||
            !ogre_board_may_enter(d, t, s->u[u].cell))
            continue;
        for (int dir = 0; dir < 6; dir++)
            if (ogre_board_may_enter(d, t, ogre_board_neighbor(d, ogre, dir)))
                return 1;
    }
    return 0;
}

/*
 * Whether a defender unit may yet attack the Ogre: from some hex it may
 * drive to (an immobile one: its own), with in range some hex the Ogre may
 * drive to, in any number of turns (terrain only). Run only when the cheap
 * answers have failed: a fill of the map for the Ogre and each unit.
 */
static int defender_may_reach(const wg_game *g)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    const ogre_unit *o = &s->u[WG_OGRE_UNIT];
    ogre_cells ogre_may_be, under_fire, unit_may_be;
    ogre_board_reachable(d, ogre_utype(d, WG_OGRE_UNIT), o->cell,
                         ogre_move_allowance(d, o->strength), &ogre_may_be);
    for (int u = 1; u < s->nunits; u++) {
        if (!defender_armed(d, s, u))
            continue;
        const ogre_type *t = ogre_utype(d, u);
        cells_within(d, &ogre_may_be, t->range, &under_fire);
        ogre_board_reachable(d, t, s->u[u].cell, t->movement, &unit_may_be);
        for (size_t w = 0; w < sizeof unit_may_be.bit / sizeof *unit_may_be.bit; w++)
            if (unit_may_be.bit[w] & under_fire.bit[w])
                return 1;
    }
    return 0;
}

/*
 * OG-X7: a game that can no longer end is the defender's. With a post
 * standing, the game ends only when the Ogre is destroyed (or escapes after
 * the posts fall) or at the turn limit; an Ogre that may no longer destroy
 * a post, facing no defender that may still attack it, would play on for
 * ever in a scenario without a turn limit (OG-X6), and its post survives
 * whatever follows. The cheap answers first: a defender with the Ogre in
 * range now or free to drive next to it, an Ogre that may still reach a
 * post (a fill that runs straight to it on an open map), then the fills of
 * every defender.
 */
static int check_deadlock(wg_game *g)
{
    const ogre_state *s = ogre_cst(g);
    if (over(g) || !s->u[WG_OGRE_UNIT].alive || s->u[WG_OGRE_UNIT].cell < 0 ||
        !ogre_turn_cps_alive(g) || defender_in_range(g) || defender_surely_reaches(g) ||
        ogre_turn_may_destroy_a_post(g) || defender_may_reach(g))
        return over(g);
    wg_game_over(g, WG_OGRE_PLAYER_DEFENDER, WG_OGRE_RESULT_HELD);
    return 1;
}

static void turn_limit(wg_game *g)
{
    if (ogre_turn_cps_alive(g))
        wg_game_over(g, WG_OGRE_PLAYER_DEFENDER, WG_OGRE_RESULT_TIME);
    else
        wg_game_over(g, WG_OGRE_PLAYER_OGRE, WG_OGRE_RESULT_STRANDED);
}

const char *ogre_turn_result_name(int result)
{
    switch (result) {
    case WG_OGRE_RESULT_COMPLETE:
        return "Ogre wins: complete victory (command post destroyed, Ogre escaped)";
    case WG_OGRE_RESULT_MARGINAL:
        return "Ogre wins: marginal victory (command post destroyed, Ogre destroyed)";
    case WG_OGRE_RESULT_STRANDED:
        return "Ogre wins: marginal victory (command post destroyed, Ogre did not escape)";
    case WG_OGRE_RESULT_DEFENDER:
        return "Defender wins: the Ogre is destroyed and the command post survives";
    case WG_OGRE_RESULT_HELD:
        return "Defender wins: the Ogre can no longer reach a command post, nor be attacked";
    case WG_OGRE_RESULT_TIME:
        return "Defender wins: the command post survives the turn limit";
    default:
        return "no result";
    }
}

const char *ogre_turn_result_text(const wg_game *g)
{
    return ogre_turn_result_name(wg_ccore(g)->result);
}

/* ------------------------------------------------------------ phases */

static void emit_phase(wg_game *g, int code)
{
    wg_core(g)->phase = code;
    wg_event ev = wg_event_make(WG_EV_PHASE);
    ev.player = wg_ccore(g)->active;
    ev.value = code;
    wg_emit(g, &ev);
}

/* A player turn begins: its recovery phase and fresh weapons. */
static void start_player_turn(wg_game *g, int player)
{
    ogre_state *s = ogre_st(g);
    wg_core_state *c = wg_core(g);
    s->half++;
    c->active = player;
    c->turn = s->half / 2 + 1;
    wg_event ev = wg_event_make(WG_EV_TURN);
    ev.player = player;
    ev.value = c->turn;
    wg_emit(g, &ev);
    emit_phase(g, WG_OGRE_PHASE_RECOVERY);
    recovery(g);
    for (int u = 0; u < s->nunits; u++)
        if (ogre_owner(u) == player)
            s->u[u].fired = 0;
    if (player == WG_OGRE_PLAYER_OGRE) {
        for (int w = 0; w < WG_OGRE_MAX_WEAPONS; w++)
            s->wpn_fired[w] = 0;
        s->rams = 0;
    }
}

static void frame_at_ogre(wg_game *g, wg_frame *f)
{
    const ogre_state *s = ogre_cst(g);
    f->unit = WG_OGRE_UNIT;
    if (s->u[WG_OGRE_UNIT].cell >= 0) {
        wg_hex h = ogre_board_hex(ogre_cdata(g), s->u[WG_OGRE_UNIT].cell);
        f->x = h.q;
        f->y = h.r;
    }
    f->count = s->u[WG_OGRE_UNIT].mp;
}

static int defender_points(const ogre_state *s)
{
    int n = 0;
    for (int u = 1; u < s->nunits; u++)
        n += s->u[u].mp;
    return n;
}

/* Movement points for this phase: full allowance, second move, or none. */
static void give_points(wg_game *g, int gev)
{
    const ogre_data *d = ogre_cdata(g);
    ogre_state *s = ogre_st(g);
    for (int u = 1; u < s->nunits; u++) {
        const ogre_type *t = ogre_utype(d, u);
        int able = s->u[u].alive && s->u[u].cell >= 0 && s->u[u].disabled < 0;
        s->u[u].mp = able ? (gev ? t->second_move : t->movement) : 0;
        s->u[u].moved = 0;
    }
}

/* Open phase `ph` and its decision: 1 if the player has a choice, else 0. */
static int enter_phase(wg_game *g, int ph)
{
    const ogre_data *d = ogre_cdata(g);
    ogre_state *s = ogre_st(g);
    int player = wg_ccore(g)->active;
    wg_frame *f;
    s->phase = ph;
    emit_phase(g, public_phase[ph]);
    switch (ph) {
    case OGRE_PH_OGRE_MOVE:
        s->mp_used = 0;
        s->u[WG_OGRE_UNIT].moved = 0;
        s->u[WG_OGRE_UNIT].mp = s->u[WG_OGRE_UNIT].cell >= 0
            ? ogre_move_allowance(d, s->u[WG_OGRE_UNIT].strength) : 0;
        /* OG-X5: "the entry hex counts for movement" */
        s->mp_used = ogre_setup_entry_cost(g);
        s->u[WG_OGRE_UNIT].mp -= s->mp_used;
        if (s->u[WG_OGRE_UNIT].mp < 0)
            s->u[WG_OGRE_UNIT].mp = 0;
        f = wg_push_kind(g, OGRE_K_OGRE_MOVE, player);
        frame_at_ogre(g, f);
        if (d->splitfire) {
            if (s->u[WG_OGRE_UNIT].mp <= 0)
                return 0;
            ogre_split_open(g);
            return 1;
        }
        break;
    case OGRE_PH_OGRE_FIRE:
        s->point++;
        f = wg_push_kind(g, OGRE_K_FIRE, player);
        frame_at_ogre(g, f);
        f->count = 0;
        if (d->splitfire)
            ogre_split_emit_options(g);
        break;
    case OGRE_PH_DEF_FIRE:
        s->point++;
        f = wg_push_kind(g, OGRE_K_FIRE, player);
        break;
    default:
        give_points(g, ph == OGRE_PH_GEV_MOVE);
        f = wg_push_kind(g, ph == OGRE_PH_GEV_MOVE ? OGRE_K_GEV_MOVE : OGRE_K_DEF_MOVE, player);
        f->count = defender_points(s);
        break;
    }
    return ogre_legal_shape(g) == 2;
}

/* Leave the current phase: close its frames (and a splitfire fire window). */
static void leave_phase(wg_game *g)
{
    const ogre_state *s = ogre_cst(g);
    if (s->phase == OGRE_PH_OGRE_FIRE && ogre_cdata(g)->splitfire) {
        wg_event ev = wg_event_make(WG_EV_WINDOW_CLOSED);
        ev.player = WG_OGRE_PLAYER_OGRE;
        ev.unit = WG_OGRE_UNIT;
        wg_emit(g, &ev);
    }
    while (wg_ccore(g)->depth)
        wg_pop(g);
}

/* The phase after the current one, starting player turns as needed (-1: game over). */
static int next_phase(wg_game *g)
{
    int ph = ogre_cst(g)->phase;
    if (ph == OGRE_PH_OGRE_FIRE)
        start_player_turn(g, WG_OGRE_PLAYER_DEFENDER);
    if (ph == OGRE_PH_GEV_MOVE) {
        if (ogre_cdata(g)->turns > 0 && wg_ccore(g)->turn >= ogre_cdata(g)->turns) {
            turn_limit(g);
            return -1;
        }
        start_player_turn(g, WG_OGRE_PLAYER_OGRE);
        return OGRE_PH_OGRE_MOVE;
    }
    return ph + 1;
}

void ogre_turn_end_phase(wg_game *g)
{
    for (;;) {
        leave_phase(g);
        if (ogre_turn_check_victory(g) || check_deadlock(g))
            return;
        int ph = next_phase(g);
        if (ph < 0 || over(g))
            return;
        if (enter_phase(g, ph))
            return;
    }
}

/* After one step or stay of the Ogre: the next window, or the end of movement. */
void ogre_turn_after_ogre_move(wg_game *g)
{
    const ogre_state *s = ogre_cst(g);
    if (ogre_turn_check_victory(g))
        return;
    wg_frame *f = wg_top(g);
    frame_at_ogre(g, f);
    if (s->u[WG_OGRE_UNIT].mp > 0 && s->u[WG_OGRE_UNIT].cell >= 0) {
        if (ogre_cdata(g)->splitfire) {
            ogre_split_open(g);
            return;
        }
        if (ogre_legal_shape(g) == 2)
            return;
    }
    ogre_turn_end_phase(g);
}

/* ------------------------------------------------------------ setup */

/* The Ogre's first player turn. */
void ogre_turn_setup(wg_game *g)
{
    const ogre_data *d = ogre_cdata(g);
    ogre_state *s = ogre_st(g);
    const ogre_type *t = ogre_utype(d, WG_OGRE_UNIT);
    s->nunits = d->nunits;
    for (int u = 0; u < d->nunits; u++) {
        s->u[u].cell = d->unit_cell[u];
        s->u[u].alive = u < d->pool_first || !d->setup; /* the pool waits off the map */
        s->u[u].strength = d->unit_strength[u];
        s->u[u].disabled = -1;
        s->u[u].ap_point = -1;
    }
    for (int w = 0; w < t->nweapons; w++)
        s->wpn_alive[w] = 1;
    s->pend_target = s->pend_part = -1;
    s->half = -1;
    wg_event ev = wg_event_make(WG_EV_GAME_START);
    ev.value = d->nunits;
    wg_emit(g, &ev);
    if (d->setup || d->ogre_enters)
        ogre_setup_begin(g);
    else if (d->splitfire)
        /* The first turn opens a splitfire window at once: not inside
         * creation, where the host has no listener yet (issue 15). */
        wg_push_kind(g, OGRE_K_START, WG_OGRE_PLAYER_OGRE);
    else
        ogre_turn_begin_play(g);
}

void ogre_turn_start(wg_game *g)
{
    wg_pop(g);
    ogre_turn_begin_play(g);
}

void ogre_turn_begin_play(wg_game *g)
{
    start_player_turn(g, WG_OGRE_PLAYER_OGRE);
    if (!enter_phase(g, OGRE_PH_OGRE_MOVE))
        ogre_turn_end_phase(g);
}
