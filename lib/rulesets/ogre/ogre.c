/*
 * The ogre ruleset's table: its decision kinds (one row per question, with
 * its answers, listing, check and apply) and the core's unit queries.
 */
#include "ogre_internal.h"

/*
 * Each kind lists its answers through the file that knows its rule
 * (move.c, splitfire.c, fire.c) and checks one answer with the predicate
 * that listing applies, so checking never builds the list. The core has
 * already checked the answer's type and that its unused fields are clear.
 */

/* ------------------------------------------------------------ the Ogre's move */

/* MOVE or STAY of the Ogre, as ogre_move_ogre_legal lists them. */
static int ogre_move_listed(const wg_game *g, const wg_action *a, int splitfire)
{
    const ogre_data *d = ogre_cdata(g);
    int cell = ogre_cst(g)->u[WG_OGRE_UNIT].cell;
    if (cell < 0 || a->unit != WG_OGRE_UNIT)
        return 0;
    if (a->type == WG_ACT_STAY)
        return ogre_move_ogre_may_stay(g, splitfire);
    for (int dir = 0; dir < 6; dir++) {
        wg_hex h = wg_hex_neighbor(ogre_board_hex(d, cell), dir);
        if (h.q == a->x && h.r == a->y && ogre_move_ogre_may_step(g, dir))
            return 1;
    }
    return 0;
}

static void ogre_move_list(const wg_game *g, wg_sink *s)
{
    ogre_move_ogre_legal(g, s, 0);
    wg_action a = wg_action_make(WG_ACT_PASS);
    wg_sink_add(s, &a);
}

static int ogre_move_problem(const wg_game *g, const wg_action *a)
{
    return a->type == WG_ACT_PASS || ogre_move_listed(g, a, 0) ? WG_OK : wg_rs_refuse(g, a);
}

/* ------------------------------------------------------------ the splitfire window */

/* DECLARE in a splitfire window, as ogre_split_legal lists them. */
static int split_declare_listed(const wg_game *g, const wg_action *a)
{
    const ogre_state *s = ogre_cst(g);
    int nweapons = ogre_utype(ogre_cdata(g), WG_OGRE_UNIT)->nweapons;
    return a->unit == WG_OGRE_UNIT && a->weapon >= 0 && a->weapon < nweapons &&
           a->target >= 1 && a->target < s->nunits && (a->value == 0 || a->value == 1) &&
           ogre_split_may_declare(g, a->weapon, a->target, a->value);
}

static int window_problem(const wg_game *g, const wg_action *a)
{
    int ok = a->type == WG_ACT_PASS ||
             (a->type == WG_ACT_DECLARE ? split_declare_listed(g, a) : ogre_move_listed(g, a, 1));
    return ok ? WG_OK : wg_rs_refuse(g, a);
}

/* ------------------------------------------------------------ fire phases */

/* DECLARE in a fire phase, as ogre_fire_legal lists them: the Ogre names a
 * weapon and a target, a defender a target system (part) of the Ogre. */
static int fire_declare_listed(const wg_game *g, const wg_action *a)
{
    const ogre_state *s = ogre_cst(g);
    int nweapons = ogre_utype(ogre_cdata(g), WG_OGRE_UNIT)->nweapons;
    if (wg_ctop(g)->player == WG_OGRE_PLAYER_OGRE)
        return a->part == -1 && a->unit == WG_OGRE_UNIT && a->weapon >= 0 &&
               a->weapon < nweapons && a->target >= 1 && a->target < s->nunits &&
               ogre_fire_ogre_may_declare(g, a->weapon, a->target);
    return a->weapon == -1 && a->target == WG_OGRE_UNIT && a->unit >= 1 &&
           a->unit < s->nunits &&
           ((a->part >= 0 && a->part < nweapons) || a->part == WG_OGRE_PART_TREADS) &&
           ogre_fire_defender_may_declare(g, a->unit, a->part);
}

static int fire_problem(const wg_game *g, const wg_action *a)
{
    int closing = ogre_cst(g)->pend_n ? WG_ACT_RESOLVE : WG_ACT_PASS;
    int ok = a->type == WG_ACT_DECLARE ? fire_declare_listed(g, a) : a->type == closing;
    return ok ? WG_OK : wg_rs_refuse(g, a);
}

/* ------------------------------------------------------------ the defenders' moves */

/* MOVE of a defender, as ogre_move_defender_legal lists them. */
static int defender_move_listed(const wg_game *g, const wg_action *a, int gev_only)
{
    const ogre_state *s = ogre_cst(g);
    if (a->unit < 1 || a->unit >= s->nunits || s->u[a->unit].cell < 0)
        return 0;
    return ogre_move_defender_may_move(g, a->unit, wg_hex_make(a->x, a->y), gev_only) > 0;
}

/* The defenders' movement and the GEV second move differ only in who may move. */
static int gev_only(const wg_game *g)
{
    return wg_ctop(g)->kind == OGRE_K_GEV_MOVE;
}

static void defender_list(const wg_game *g, wg_sink *s)
{
    ogre_move_defender_legal(g, s, gev_only(g));
}

static int defender_problem(const wg_game *g, const wg_action *a)
{
    int ok = a->type == WG_ACT_PASS || defender_move_listed(g, a, gev_only(g));
    return ok ? WG_OK : wg_rs_refuse(g, a);
}

static void defender_apply(wg_game *g, const wg_action *a)
{
    if (a->type == WG_ACT_PASS) {
        ogre_turn_end_phase(g);
        return;
    }
    wg_frame *f = wg_top(g);
    /* the phase's points left (set when it began): only steps spend them */
    f->count -= ogre_move_defender_step(g, a->unit, a->x, a->y);
    if (wg_ccore(g)->over)
        return; /* a ram left the Ogre stranded (OG-X3): no phase to go on with */
    if (!f->count || !ogre_move_defender_can_step(g, a->unit, gev_only(g)))
        ogre_turn_end_phase(g); /* no step left: only PASS */
}

/* Only the defenders' movement has lists long enough to be worth drawing from. */
static int defender_sample(const wg_game *g, uint64_t rng[4], wg_action *out)
{
    return ogre_memo_draw_defender(g, rng, gev_only(g), out);
}

/* ------------------------------------------------------------ the start (splitfire games) */

/* Creation opens no window (issue 15): the first turn begins on this PASS. */
static void start_apply(wg_game *g, const wg_action *a)
{
    (void)a;
    ogre_turn_start(g);
}

/* ------------------------------------------------------------ the set-up (setup.c) */

static int setup_problem(const wg_game *g, const wg_action *a)
{
    return ogre_setup_is_legal(g, a) ? WG_OK : wg_rs_refuse(g, a);
}

/* ------------------------------------------------------------ the kinds table */

#define STEP { WG_ACT_MOVE, WG_F_UNIT | WG_F_XY }
#define PASS { WG_ACT_PASS, 0 }

/* Names and questions: wargame/ogre.h, "Decision kinds". */
static const wg_decision_kind ogre_kinds[OGRE_K_COUNT] = {
    [OGRE_K_OGRE_MOVE] = { .name = "ogre.ogre_move", .type = WG_DEC_MOVE,
                           .answers = { STEP, { WG_ACT_STAY, WG_F_UNIT }, PASS },
                           .list = ogre_move_list, .problem = ogre_move_problem,
                           .apply = ogre_move_ogre_answer, .describe = ogre_describe_decision },
    [OGRE_K_WINDOW] = { .name = "ogre.splitfire", .type = WG_DEC_SPLITFIRE,
                        .answers = { { WG_ACT_DECLARE,
                                       WG_F_UNIT | WG_F_WEAPON | WG_F_TARGET | WG_F_VALUE },
                                     STEP, { WG_ACT_STAY, WG_F_UNIT }, PASS },
                        .list = ogre_split_legal, .problem = window_problem,
                        .apply = ogre_split_apply, .describe = ogre_describe_decision },
    [OGRE_K_FIRE] = { .name = "ogre.fire", .type = WG_DEC_FIRE,
                      .answers = { { WG_ACT_DECLARE,
                                     WG_F_UNIT | WG_F_WEAPON | WG_F_TARGET | WG_F_PART },
                                   { WG_ACT_RESOLVE, 0 }, PASS },
                      .list = ogre_fire_legal, .problem = fire_problem,
                      .apply = ogre_fire_apply, .describe = ogre_describe_decision },
    [OGRE_K_DEF_MOVE] = { .name = "ogre.defender_move", .type = WG_DEC_MOVE,
                          .answers = { STEP, PASS },
                          .list = defender_list, .problem = defender_problem,
                          .apply = defender_apply, .sample = defender_sample,
                          .describe = ogre_describe_decision },
    [OGRE_K_GEV_MOVE] = { .name = "ogre.gev_move", .type = WG_DEC_MOVE,
                          .answers = { STEP, PASS },
                          .list = defender_list, .problem = defender_problem,
                          .apply = defender_apply, .sample = defender_sample,
                          .describe = ogre_describe_decision },
    [OGRE_K_START] = { .name = "ogre.start", .type = WG_DEC_SETUP, .answers = { PASS },
                       .list = wg_list_pass, .apply = start_apply,
                       .describe = ogre_describe_decision },
    [OGRE_K_SETUP] = { .name = "ogre.setup", .type = WG_DEC_SETUP,
                       .answers = { { WG_ACT_MOVE, WG_F_UNIT | WG_F_XY | WG_F_VALUE },
                                    { WG_ACT_CHOOSE, WG_F_VALUE }, PASS },
                       .list = ogre_setup_legal, .problem = setup_problem,
                       .apply = ogre_setup_apply, .describe = ogre_describe_decision },
    [OGRE_K_ENTRY] = { .name = "ogre.entry", .type = WG_DEC_SETUP,
                       .answers = { STEP, { WG_ACT_CHOOSE, WG_F_VALUE } },
                       .list = ogre_setup_legal, .problem = setup_problem,
                       .apply = ogre_setup_apply, .describe = ogre_describe_decision },
};

#undef STEP
#undef PASS

/* Every list a kind makes ends with one PASS (or RESOLVE) after the other answers. */
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
    default: return 0;
    }
    return more ? 2 : 1;
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
    WG_RULESET_MEMBERS(ogre),
    .scratch_size = ogre_agent_scratch_size,
    .memo_size = ogre_memo_size,
    .position = ogre_position,
    .decided = ogre_decided,
    .rollout_turns = 3, /* to the third player turn from where the tree ends */
};
