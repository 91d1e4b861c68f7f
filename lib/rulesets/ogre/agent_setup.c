/*
 * The greedy defender's set-up (OG-X4): a defence in depth, not a ring
 * round the command post. It buys one unit a decision, infantry in stacks
 * of three, the longest-ranged mobile armor first (buying_rank), and
 * places each unit by its role:
 *  - what cannot move (howitzers) and the first two infantry stacks stand
 *    next to the post, which the Ogre must come to;
 *  - the armor stands ARMOR_DEPTH rows in front of the post, near the
 *    line the Ogre comes by, so that it meets the Ogre before the post and
 *    shoots in more fire phases; the other infantry between the two;
 *  - units keep apart (up to three hexes), so that one overrun or one
 *    volley takes one of them, and nothing stands behind the post.
 * The ring the automatic set-up builds fires only when the Ogre is upon
 * it: greedy against greedy on ogre-basic-setup its defender lost every
 * game (0 of 100). In depth, buying each type in turn as the automatic
 * set-up does, it won 604 of 2,000; buying eight missile tanks (they
 * outrange the Ogre's secondaries and AP guns) and four heavy tanks, 1,272;
 * with the armor a row further out, 1,443 (the fixed basic scenario's
 * defender: 1,000 of 2,000).
 */
#include "ogre_internal.h"

/* How far apart, at most, placing units cares to keep. */
#define APART 3
/* Infantry stacks that stand next to the post before any goes forward. */
#define POST_GUARDS 2
/* Where the armor and the other infantry stand, in rows in front of the
 * post. Measured greedy against greedy (2,000 games a side, the buying
 * order of buying_rank: eight missile tanks, four heavy tanks), the
 * defender won 1,272 with the armor 4 rows out and the infantry 3, 1,409
 * at 5 and 3, 1,443 at 5 and 4, 1,438-1,441 at 6 and 4 or 5, 1,440 at 5
 * and 5; with one infantry stack by the post (POST_GUARDS) 1,285 (5 and
 * 3), with three 1,444 (5 and 4). With the old buying order (each type in
 * turn) 4 rows out was best: 313 of 1,000, 169 at 3, 99 at 5. */
#define ARMOR_DEPTH 5
#define INFANTRY_DEPTH 4

static int is_infantry(const ogre_data *d, int unit)
{
    return ogre_utype(d, unit)->cls == WG_OGRE_CLASS_INFANTRY;
}

/* Rows (or columns) between a cell and the Ogre's entry edge. */
static int edge_gap(const ogre_data *d, int cell)
{
    int col = cell % d->columns, row = cell / d->columns;
    switch (d->entry_edge) {
    case WG_OGRE_EDGE_NORTH: return row;
    case WG_OGRE_EDGE_SOUTH: return d->rows - 1 - row;
    case WG_OGRE_EDGE_WEST: return col;
    default: return d->columns - 1 - col;
    }
}

/* Infantry stacks of the defender standing within a hex of `post`. */
static int guards_at(const wg_game *g, int post)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    int n = 0;
    for (int u = 1; u < s->nunits; u++)
        n += s->u[u].alive && s->u[u].cell >= 0 && is_infantry(d, u) &&
             ogre_board_distance(d, s->u[u].cell, post) <= 1;
    return n;
}

/* How far in front of the post a unit's role puts it. */
static int wanted_distance(const wg_game *g, int unit, int post)
{
    const ogre_type *t = ogre_utype(ogre_cdata(g), unit);
    if (t->movement == 0)
        return 1;
    if (t->cls == WG_OGRE_CLASS_INFANTRY)
        return guards_at(g, post) < POST_GUARDS ? 1 : INFANTRY_DEPTH;
    return ARMOR_DEPTH;
}

/* Hexes from `cell` to the nearest placed unit of the defender but the posts, at most APART. */
static int room(const wg_game *g, int cell)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    int near = APART;
    for (int u = 1; u < s->nunits; u++) {
        if (!s->u[u].alive || s->u[u].cell < 0 ||
            ogre_utype(d, u)->cls == WG_OGRE_CLASS_COMMAND_POST)
            continue;
        int k = ogre_board_distance(d, cell, s->u[u].cell);
        if (k < near)
            near = k;
    }
    return near;
}

/*
 * How well `cell` suits a unit meant to stand `want` hexes in front of the
 * post: depth (towards the Ogre's edge) as wanted, not far to the side,
 * not behind the post, and room round it.
 */
static int placement_score(const wg_game *g, int cell, int post, int want)
{
    const ogre_data *d = ogre_cdata(g);
    int score = room(g, cell);
    if (post < 0)
        return score;
    int depth = edge_gap(d, post) - edge_gap(d, cell);
    int aside = ogre_board_distance(d, cell, post) - (depth > 0 ? depth : 0);
    /* a guard's place is next to the post; the others' a depth in front of it */
    int off = want <= 1 ? ogre_board_distance(d, cell, post) - want : depth - want;
    score -= 4 * (off < 0 ? -off : off) + aside / 2;
    if (depth < 0)
        score -= 8; /* behind the post: the Ogre never comes by */
    return score;
}

/* The cell for `unit` with `squads`, or -1 if none may take it. */
static int place_for(const wg_game *g, int unit, int squads)
{
    const ogre_data *d = ogre_cdata(g);
    int post = ogre_cst(g)->u[d->cp[0]].cell, best = -1, best_score = 0;
    int want = post >= 0 ? wanted_distance(g, unit, post) : 0;
    uint8_t ok[OGRE_MAX_CELLS];
    ogre_setup_places(g, unit, squads, ok);
    for (int c = 0; c < d->ncells; c++) {
        if (!ok[c])
            continue;
        int score = placement_score(g, c, post, want);
        if (best < 0 || score > best_score) {
            best = c;
            best_score = score;
        }
    }
    return best;
}

/*
 * Which offered type greedy buys first (higher first): mobile armor with
 * the longest range, then the strongest attack; then infantry; units that
 * cannot move last. A missile tank (range 4) outranges all of a Mark III
 * but its main battery and missiles. The armor and infantry budgets are
 * apart, so the order among them is only the order of placing.
 */
static int buying_rank(const ogre_type *t)
{
    if (t->movement == 0)
        return 0;
    if (t->cls == WG_OGRE_CLASS_INFANTRY)
        return 1;
    return 2 + 16 * t->range + t->attack;
}

int ogre_agent_setup(const wg_game *g, wg_action *out)
{
    const ogre_data *d = ogre_cdata(g);
    int pick = -1, pick_rank = 0, pick_squads = 0, pick_cell = -1;
    for (int k = 0; k < d->noffer; k++) {
        int u = ogre_setup_next_of_offer(g, k), most = u >= 0 ? ogre_setup_affordable(g, u) : 0;
        int rank = most ? buying_rank(ogre_utype(d, u)) : 0;
        if (!most || (pick >= 0 && rank <= pick_rank))
            continue;
        int squads = is_infantry(d, u) ? most : 1, cell = place_for(g, u, squads);
        if (cell < 0)
            continue;
        pick = u;
        pick_rank = rank;
        pick_squads = is_infantry(d, u) ? squads : 0;
        pick_cell = cell;
    }
    if (pick < 0) {
        *out = wg_action_make(WG_ACT_PASS);
        return WG_OK;
    }
    *out = ogre_move_to(d, pick, pick_cell);
    out->value = pick_squads;
    return WG_OK;
}
