/*
 * The ogre ruleset's table: the legal answers and the application of one,
 * dispatched on the top decision's kind, and the core's unit queries.
 */
#include "ogre_internal.h"

/* ------------------------------------------------------------ legal answers */

void ogre_legal(const wg_game *g, wg_sink *s)
{
    const wg_frame *f = wg_ctop(g);
    if (!f || wg_ccore(g)->over)
        return;
    switch (f->kind) {
    case OGRE_K_OGRE_MOVE: {
        ogre_move_ogre_legal(g, s, 0);
        wg_action a = wg_action_make(WG_ACT_PASS);
        wg_sink_add(s, &a);
        break;
    }
    case OGRE_K_WINDOW: ogre_split_legal(g, s); break;
    case OGRE_K_FIRE: ogre_fire_legal(g, s); break;
    case OGRE_K_DEF_MOVE: ogre_move_defender_legal(g, s, 0); break;
    case OGRE_K_GEV_MOVE: ogre_move_defender_legal(g, s, 1); break;
    case OGRE_K_START: {
        wg_action a = wg_action_make(WG_ACT_PASS);
        wg_sink_add(s, &a);
        break;
    }
    default: break;
    }
}

/* Only the defenders' movement has lists long enough to be worth drawing from. */
int ogre_sample(const wg_game *g, uint64_t rng[4], wg_action *out)
{
    const wg_frame *f = wg_ctop(g);
    if (!f || wg_ccore(g)->over)
        return 0;
    switch (f->kind) {
    case OGRE_K_DEF_MOVE: return ogre_move_defender_draw(g, rng, 0, out);
    case OGRE_K_GEV_MOVE: return ogre_move_defender_draw(g, rng, 1, out);
    default: return 0;
    }
}

int ogre_legal_count(const wg_game *g)
{
    wg_sink s = { NULL, 0, 0, -1, NULL, 0 };
    ogre_legal(g, &s);
    return s.count;
}

/* Every list ogre_legal makes ends with one PASS (or RESOLVE) after the other answers. */
int ogre_legal_shape(const wg_game *g)
{
    const wg_frame *f = wg_ctop(g);
    int more;
    if (!f || wg_ccore(g)->over)
        return 0;
    switch (f->kind) {
    case OGRE_K_OGRE_MOVE: more = ogre_move_ogre_options(g, NULL, 0); break;
    case OGRE_K_WINDOW:
        more = ogre_split_options(g, NULL) || ogre_move_ogre_options(g, NULL, 1);
        break;
    case OGRE_K_FIRE: more = ogre_fire_options(g, NULL); break;
    case OGRE_K_DEF_MOVE: more = ogre_move_defender_options(g, NULL, 0); break;
    case OGRE_K_GEV_MOVE: more = ogre_move_defender_options(g, NULL, 1); break;
    case OGRE_K_START: more = 0; break;
    default: return 0;
    }
    return more ? 2 : 1;
}

/* ------------------------------------------------------------ checking one answer */

/*
 * Membership in ogre_legal's list without building it: the fields an
 * answer does not use must be as wg_action_make leaves them (-1, or 0 for
 * x, y and value), and the ones it uses must pass the same predicate the
 * listing applies.
 */
enum { F_UNIT = 1, F_WEAPON = 2, F_TARGET = 4, F_PART = 8, F_XY = 16, F_VALUE = 32 };

static int unused_clear(const wg_action *a, int used)
{
    return ((used & F_UNIT) || a->unit == -1) && ((used & F_WEAPON) || a->weapon == -1) &&
           ((used & F_TARGET) || a->target == -1) && ((used & F_PART) || a->part == -1) &&
           a->card == -1 && ((used & F_XY) || (a->x == 0 && a->y == 0)) &&
           ((used & F_VALUE) || a->value == 0);
}

/* MOVE or STAY of the Ogre (ogre_move_ogre_legal). */
static int ogre_move_listed(const wg_game *g, const wg_action *a, int splitfire)
{
    const ogre_data *d = ogre_cdata(g);
    int cell = ogre_cst(g)->u[WG_OGRE_UNIT].cell;
    if (cell < 0)
        return 0;
    if (a->type == WG_ACT_STAY)
        return unused_clear(a, F_UNIT) && a->unit == WG_OGRE_UNIT &&
               ogre_move_ogre_may_stay(g, splitfire);
    if (a->type != WG_ACT_MOVE || !unused_clear(a, F_UNIT | F_XY) || a->unit != WG_OGRE_UNIT)
        return 0;
    for (int dir = 0; dir < 6; dir++) {
        wg_hex h = wg_hex_neighbor(ogre_board_hex(d, cell), dir);
        if (h.q == a->x && h.r == a->y && ogre_move_ogre_may_step(g, dir))
            return 1;
    }
    return 0;
}

/* MOVE of a defender (ogre_move_defender_legal). */
static int defender_move_listed(const wg_game *g, const wg_action *a, int gev_only)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    if (a->type != WG_ACT_MOVE || !unused_clear(a, F_UNIT | F_XY) || a->unit < 1 ||
        a->unit >= s->nunits || s->u[a->unit].cell < 0)
        return 0;
    wg_hex h = { a->x, a->y };
    int dir = ogre_board_dir_to(d, s->u[a->unit].cell, h);
    return dir >= 0 && ogre_move_defender_may_step(g, a->unit, dir, gev_only);
}

/* DECLARE in a fire phase (ogre_fire_legal). */
static int fire_declare_listed(const wg_game *g, const wg_action *a)
{
    const ogre_state *s = ogre_cst(g);
    int nweapons = ogre_utype(ogre_cdata(g), WG_OGRE_UNIT)->nweapons;
    if (a->type != WG_ACT_DECLARE)
        return 0;
    if (wg_ctop(g)->player == WG_OGRE_PLAYER_OGRE)
        return unused_clear(a, F_UNIT | F_WEAPON | F_TARGET) && a->unit == WG_OGRE_UNIT &&
               a->weapon >= 0 && a->weapon < nweapons && a->target >= 1 &&
               a->target < s->nunits && ogre_fire_ogre_may_declare(g, a->weapon, a->target);
    return unused_clear(a, F_UNIT | F_TARGET | F_PART) && a->target == WG_OGRE_UNIT &&
           a->unit >= 1 && a->unit < s->nunits &&
           ((a->part >= 0 && a->part < nweapons) || a->part == WG_OGRE_PART_TREADS) &&
           ogre_fire_defender_may_declare(g, a->unit, a->part);
}

/* DECLARE in a splitfire window (ogre_split_legal). */
static int split_declare_listed(const wg_game *g, const wg_action *a)
{
    const ogre_state *s = ogre_cst(g);
    int nweapons = ogre_utype(ogre_cdata(g), WG_OGRE_UNIT)->nweapons;
    return a->type == WG_ACT_DECLARE && unused_clear(a, F_UNIT | F_WEAPON | F_TARGET | F_VALUE) &&
           a->unit == WG_OGRE_UNIT && a->weapon >= 0 && a->weapon < nweapons &&
           a->target >= 1 && a->target < s->nunits && (a->value == 0 || a->value == 1) &&
           ogre_split_may_declare(g, a->weapon, a->target, a->value);
}

static int closing_listed(const wg_action *a, int type)
{
    return a->type == type && unused_clear(a, 0);
}

int ogre_is_legal(const wg_game *g, const wg_action *a)
{
    const wg_frame *f = wg_ctop(g);
    if (!f || wg_ccore(g)->over)
        return 0;
    switch (f->kind) {
    case OGRE_K_OGRE_MOVE:
        return closing_listed(a, WG_ACT_PASS) || ogre_move_listed(g, a, 0);
    case OGRE_K_WINDOW:
        return closing_listed(a, WG_ACT_PASS) || split_declare_listed(g, a) ||
               ogre_move_listed(g, a, 1);
    case OGRE_K_FIRE:
        return closing_listed(a, ogre_cst(g)->pend_n ? WG_ACT_RESOLVE : WG_ACT_PASS) ||
               fire_declare_listed(g, a);
    case OGRE_K_DEF_MOVE:
        return closing_listed(a, WG_ACT_PASS) || defender_move_listed(g, a, 0);
    case OGRE_K_GEV_MOVE:
        return closing_listed(a, WG_ACT_PASS) || defender_move_listed(g, a, 1);
    case OGRE_K_START:
        return closing_listed(a, WG_ACT_PASS);
    default: return 0;
    }
}

/* The core's own refusal, word for word, without the listing. */
int ogre_check(const wg_game *g, const wg_action *a)
{
    if (ogre_is_legal(g, a))
        return WG_OK;
    char line[200];
    wg_action_describe(g, a, line, sizeof line);
    return wg_rs_reject(g, "not a legal answer now: %s", line);
}

/* ------------------------------------------------------------ applying */

static void apply_defender_move(wg_game *g, const wg_action *a)
{
    if (a->type == WG_ACT_PASS) {
        ogre_turn_end_phase(g);
        return;
    }
    wg_frame *f = wg_top(g);
    /* the phase's points left (set when it began): only steps spend them */
    f->count -= ogre_move_defender_step(g, a->unit, a->x, a->y);
    if (!f->count || !ogre_move_defender_can_step(g, a->unit, f->kind == OGRE_K_GEV_MOVE))
        ogre_turn_end_phase(g); /* no step left: only PASS */
}

static void apply_ogre_move(wg_game *g, const wg_action *a)
{
    if (a->type == WG_ACT_PASS) {
        ogre_turn_end_phase(g);
        return;
    }
    if (a->type == WG_ACT_MOVE)
        ogre_move_ogre_step(g, a->x, a->y);
    else
        ogre_move_ogre_stay(g);
    ogre_turn_after_ogre_move(g);
}

static void ogre_apply(wg_game *g, const wg_action *a)
{
    switch (wg_top(g)->kind) {
    case OGRE_K_START: ogre_turn_start(g); break;
    case OGRE_K_OGRE_MOVE: apply_ogre_move(g, a); break;
    case OGRE_K_WINDOW: ogre_split_apply(g, a); break;
    case OGRE_K_FIRE: ogre_fire_apply(g, a); break;
    default: apply_defender_move(g, a); break;
    }
}

/* ------------------------------------------------------------ unit queries */

static int ogre_unit_count(const wg_game *g)
{
    return ogre_cdata(g)->nunits;
}

static void ogre_unit_info(const wg_game *g, int unit, wg_unit_info *out)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    const ogre_unit *u = &s->u[unit];
    out->id = unit;
    out->player = ogre_owner(unit);
    out->kind = d->unit_type[unit];
    out->flags = 0;
    if (u->alive)
        out->flags |= WG_UNIT_ALIVE;
    if (u->alive && u->disabled >= 0)
        out->flags |= WG_UNIT_DISABLED;
    if (u->alive && u->cell >= 0) {
        wg_hex h = ogre_board_hex(d, u->cell);
        out->flags |= WG_UNIT_ON_BOARD;
        out->x = h.q;
        out->y = h.r;
    } else {
        out->x = out->y = 0;
    }
    if (u->moved)
        out->flags |= WG_UNIT_MOVED;
    int fired = u->fired;
    for (int w = 0; unit == WG_OGRE_UNIT && w < ogre_utype(d, unit)->nweapons; w++)
        fired |= s->wpn_fired[w];
    if (fired)
        out->flags |= WG_UNIT_FIRED;
    out->facing = 0;
    out->strength = u->strength;
    out->moves_left = u->mp;
}

static const char *ogre_unit_name(const wg_game *g, int unit)
{
    return ogre_cdata(g)->unit_name[unit];
}

static const char *ogre_unit_kind_name(const wg_game *g, int unit)
{
    return ogre_utype(ogre_cdata(g), unit)->name;
}

static const char *ogre_player_name(const wg_game *g, int player)
{
    (void)g;
    return player == WG_OGRE_PLAYER_OGRE ? "Ogre" : "Defender";
}

const wg_ruleset wg_ruleset_ogre = {
    .name = "ogre",
    .load = ogre_data_load,
    .free_data = ogre_data_free,
    .setup = ogre_turn_setup,
    .legal = ogre_legal,
    .check = ogre_check,
    .apply = ogre_apply,
    .unit_count = ogre_unit_count,
    .unit_info = ogre_unit_info,
    .unit_name = ogre_unit_name,
    .unit_kind_name = ogre_unit_kind_name,
    .player_name = ogre_player_name,
    .result_text = ogre_turn_result_text,
    .describe_event = ogre_describe_event,
    .describe_action = ogre_describe_action,
    .greedy = ogre_agent_greedy,
    .sample = ogre_sample,
    .odds = ogre_odds_action,
    .describe_outcome = ogre_describe_outcome,
};
