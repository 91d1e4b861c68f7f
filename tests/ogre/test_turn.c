/*
 * The turn (OG-T1): player turns, phases, recovery; the end of the game
 * (OG-T2 as this library reads it) and the turn limit.
 */
#include <stdio.h>
#include <string.h>

#include "ogre_test.h"

/* OG-T1: Ogre: recovery, movement, fire; defender: recovery, movement, fire, GEV move */
static void og_t1_turn_sequence(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: gev, at: [5, 2]}\n");
    wg_game_info info = ot_status(g);
    assert_int_equal(info.turn, 1);
    assert_int_equal(info.active, WG_OGRE_PLAYER_OGRE);
    assert_int_equal(info.phase, WG_OGRE_PHASE_MOVE);
    ot_pass_until(g, WG_OGRE_PLAYER_OGRE, WG_DEC_MOVE);
    ot_do(g, ot_pass());                               /* Ogre movement */
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    ot_do(g, ot_pass());                               /* defender movement */
    assert_int_equal(ot_status(g).phase, WG_OGRE_PHASE_GEV_MOVE);
    ot_do(g, ot_pass());                               /* GEV second move */
    info = ot_status(g);
    assert_int_equal(info.turn, 2);
    assert_int_equal(info.active, WG_OGRE_PLAYER_OGRE);
    static const int expect[][2] = {
        { 0, WG_OGRE_PHASE_RECOVERY }, { 0, WG_OGRE_PHASE_MOVE }, { 0, WG_OGRE_PHASE_FIRE },
        { 1, WG_OGRE_PHASE_RECOVERY }, { 1, WG_OGRE_PHASE_MOVE }, { 1, WG_OGRE_PHASE_FIRE },
        { 1, WG_OGRE_PHASE_GEV_MOVE }, { 0, WG_OGRE_PHASE_RECOVERY }, { 0, WG_OGRE_PHASE_MOVE },
    };
    wg_event ev;
    int i = 0, k = 0;
    for (i = ot_find(g, WG_EV_PHASE, 0, &ev); i >= 0 && k < 9;
         i = ot_find(g, WG_EV_PHASE, i + 1, &ev), k++) {
        assert_int_equal(ev.player, expect[k][0]);
        assert_int_equal(ev.value, expect[k][1]);
    }
    assert_int_equal(k, 9);
    assert_int_equal(ot_count(g, WG_EV_TURN, 0), 3);
    wg_game_free(g);
}

/*
 * OG-X1 (6th edition turn sequence): disabled in the Ogre's turn, a unit
 * misses its owner's next turn, is still disabled through the Ogre's next
 * turn (a second D there destroys it), and recovers in the recovery phase
 * of its owner's turn after that.
 */
static void og_x1_recovery_on_or_before_owners_last_turn(void **state)
{
    (void)state;
    ot_dice dice;
    wg_game *g = ot_new(OT_MAP "splitfire: false\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: heavy_tank, at: [7, 10]}\n"
                        "  - {type: infantry, at: [0, 0], squads: 1}\n");
    ot_pass_until(g, WG_OGRE_PLAYER_OGRE, WG_DEC_FIRE);
    ot_script(g, &dice, 1, 3);
    ot_do(g, ot_ogre_fire(OT_MAIN, 2, 0));
    int from = ot_mark(g);
    ot_do(g, ot_resolve());
    wg_event ev;
    ot_find(g, WG_EV_DISABLED, from, &ev);
    assert_int_equal(ev.value, 2); /* recovers at the start of the defender's turn 2 */
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    assert_true(ot_unit(g, 2).flags & WG_UNIT_DISABLED); /* its own turn: still out */
    assert_false(ot_legal(g, ot_move(2, 8, 10)));
    from = ot_mark(g);
    ot_pass_until(g, WG_OGRE_PLAYER_OGRE, WG_DEC_FIRE);
    assert_int_equal(ot_find(g, WG_EV_RECOVERED, from, NULL), -1);
    assert_true(ot_unit(g, 2).flags & WG_UNIT_DISABLED); /* the Ogre's turn 2: still out */
    from = ot_mark(g);
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    int turn = ot_find(g, WG_EV_TURN, from, &ev);
    assert_int_equal(ev.player, WG_OGRE_PLAYER_DEFENDER);
    int rec = ot_find(g, WG_EV_RECOVERED, from, NULL);
    int move = ot_find(g, WG_EV_PHASE, turn + 2, &ev);
    assert_true(turn < rec && rec < move);
    assert_false(ot_unit(g, 2).flags & WG_UNIT_DISABLED);
    assert_true(ot_legal(g, ot_move(2, 8, 10)));
    ot_script_done(&dice);
    wg_game_free(g);
}

/* OG-X1: a second D in the Ogre's next turn destroys the unit still disabled */
static void og_x1_second_d_in_ogres_next_turn_destroys(void **state)
{
    (void)state;
    ot_dice dice;
    wg_game *g = ot_new(OT_MAP "splitfire: false\n"
                        "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: heavy_tank, at: [7, 10]}\n"
                        "  - {type: infantry, at: [0, 0], squads: 1}\n");
    ot_pass_until(g, WG_OGRE_PLAYER_OGRE, WG_DEC_FIRE);
    ot_script(g, &dice, 2, 3, 4);
    ot_do(g, ot_ogre_fire(OT_MAIN, 2, 0));
    ot_do(g, ot_resolve());                     /* D */
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_MOVE);
    ot_pass_until(g, WG_OGRE_PLAYER_OGRE, WG_DEC_FIRE);
    ot_do(g, ot_ogre_fire(OT_MAIN, 2, 0));
    ot_do(g, ot_resolve());                     /* a second D: destroyed */
    ot_script_done(&dice);
    assert_false(ot_alive(g, 2));
    wg_game_free(g);
}

#define EDGE_SCENARIO OT_MAP "splitfire: false\n%s"                             \
    "ogre: {type: %s, at: [5, 11], entry_edge: south}\n"                        \
    "defenders:\n"                                                              \
    "  - {type: command_post, at: [5, 10]}\n"                                   \
    "  - {type: howitzer, at: [5, 3]}\n"

/* OG-T2: command post destroyed and the Ogre off its entry edge: complete victory */
static void og_t2_complete_victory_cp_destroyed_and_escape(void **state)
{
    (void)state;
    wg_game *g = ot_new(EDGE_SCENARIO, "", "mark3");
    assert_false(ot_legal(g, ot_move(OT_OGRE, 5, 12))); /* no escape while the CP stands */
    ot_do(g, ot_move(OT_OGRE, 5, 10));                  /* ram the command post */
    assert_false(ot_alive(g, 1));
    ot_do(g, ot_move(OT_OGRE, 5, 11));
    int from = ot_mark(g);
    ot_do(g, ot_move(OT_OGRE, 5, 12));                  /* off the south edge */
    wg_event ev;
    assert_true(ot_find(g, WG_OGRE_EV_ESCAPED, from, &ev) >= 0);
    wg_game_info info = ot_status(g);
    assert_int_equal(info.over, 1);
    assert_int_equal(info.winner, WG_OGRE_PLAYER_OGRE);
    assert_int_equal(info.result, WG_OGRE_RESULT_COMPLETE);
    assert_int_equal(ot_decision(g).type, WG_DEC_NONE);
    assert_non_null(strstr(wg_game_result_text(g), "complete"));
    assert_false(ot_unit(g, OT_OGRE).flags & WG_UNIT_ON_BOARD);
    wg_game_free(g);
}

/* OG-T2: the Ogre escapes only by its entry edge */
static void og_t2_escape_only_by_entry_edge(void **state)
{
    (void)state;
    wg_game *g = ot_new(OT_MAP "splitfire: false\n"
                        "ogre: {type: mark3, at: [0, 5], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [1, 5]}\n");
    ot_do(g, ot_move(OT_OGRE, 1, 5));
    ot_do(g, ot_move(OT_OGRE, 0, 5));
    assert_false(ot_legal(g, ot_move(OT_OGRE, -1, 5))); /* the west edge */
    wg_game_free(g);
}

#define LITTLE_OGRE "units:\n  little_ogre: {class: ogre, movement: 3, treads: 3," \
    " weapons: [{kind: ap, attack: 1, range: 1, defense: 1}]}\n"

/* The little Ogre rams the command post (3 treads - 1), then waits for the howitzers. */
static wg_game *little_ogre_after_cp(void)
{
    wg_game *g = ot_new(EDGE_SCENARIO "  - {type: howitzer, at: [6, 3]}\n", LITTLE_OGRE,
                        "little_ogre");
    ot_do(g, ot_move(OT_OGRE, 5, 10));
    assert_false(ot_alive(g, 1));
    assert_int_equal(ot_systems(g).treads, 2);
    ot_do(g, ot_pass());
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_FIRE);
    return g;
}

/* OG-T2: command post destroyed, then the Ogre destroyed: marginal Ogre victory */
static void og_t2_marginal_victory_cp_and_ogre_destroyed(void **state)
{
    (void)state;
    ot_dice dice;
    wg_game *g = little_ogre_after_cp();
    ot_script(g, &dice, 1, 5);
    ot_do(g, ot_def_fire(2, 0));       /* 6 vs its AP gun: destroyed, no roll */
    ot_do(g, ot_resolve());
    assert_int_equal(ot_status(g).over, 0); /* treads left: not yet */
    ot_do(g, ot_def_fire(3, OT_TREADS));
    ot_do(g, ot_resolve());            /* a 5: X, the last treads */
    ot_script_done(&dice);
    wg_game_info info = ot_status(g);
    assert_int_equal(info.over, 1);
    assert_int_equal(info.winner, WG_OGRE_PLAYER_OGRE);
    assert_int_equal(info.result, WG_OGRE_RESULT_MARGINAL);
    assert_false(ot_alive(g, OT_OGRE));
    wg_game_free(g);
}

/* OG-T2: command post destroyed and the Ogre immobile: marginal at once */
static void og_t2_marginal_when_ogre_can_no_longer_escape(void **state)
{
    (void)state;
    ot_dice dice;
    wg_game *g = little_ogre_after_cp();
    ot_script(g, &dice, 1, 6);
    ot_do(g, ot_def_fire(2, OT_TREADS));
    ot_do(g, ot_resolve());
    ot_script_done(&dice);
    wg_game_info info = ot_status(g);
    assert_int_equal(info.over, 1);
    assert_int_equal(info.winner, WG_OGRE_PLAYER_OGRE);
    assert_int_equal(info.result, WG_OGRE_RESULT_STRANDED);
    assert_true(ot_alive(g, OT_OGRE));
    wg_game_free(g);
}

/* OG-T2: a defender win: the Ogre is destroyed while a command post survives */
static void og_t2_defender_victory_ogre_destroyed(void **state)
{
    (void)state;
    ot_dice dice;
    wg_game *g = ot_new(OT_MAP "splitfire: false\n"
                        "units:\n  little_ogre: {class: ogre, movement: 3, treads: 4,"
                        " weapons: []}\n"
                        "ogre: {type: little_ogre, at: [5, 10], entry_edge: south}\n"
                        "defenders:\n"
                        "  - {type: command_post, at: [11, 0]}\n"
                        "  - {type: howitzer, at: [5, 3]}\n");
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_FIRE);
    ot_script(g, &dice, 1, 5);
    ot_do(g, ot_def_fire(2, OT_TREADS));
    ot_do(g, ot_resolve());
    ot_script_done(&dice);
    wg_game_info info = ot_status(g);
    assert_int_equal(info.over, 1);
    assert_int_equal(info.winner, WG_OGRE_PLAYER_DEFENDER);
    assert_int_equal(info.result, WG_OGRE_RESULT_DEFENDER);
    wg_game_free(g);
}

/* OG-T2: the command post survives the turn limit: the defender wins */
static void og_t2_turn_limit_defender_wins(void **state)
{
    (void)state;
    wg_game *g = ot_new("ruleset: ogre\nturns: 2\nmap: {columns: 12, rows: 12}\n"
                        "ogre: {type: mark3, at: [5, 11], entry_edge: south}\n"
                        "defenders:\n  - {type: command_post, at: [5, 0]}\n");
    for (int i = 0; i < 20 && ot_decision(g).type != WG_DEC_NONE; i++)
        ot_do(g, ot_pass());
    wg_game_info info = ot_status(g);
    assert_int_equal(info.over, 1);
    assert_int_equal(info.turn, 2);
    assert_int_equal(info.winner, WG_OGRE_PLAYER_DEFENDER);
    assert_int_equal(info.result, WG_OGRE_RESULT_TIME);
    wg_action pass = ot_pass();
    assert_int_equal(wg_game_apply(g, &pass), WG_ESTATE); /* nothing after the end */
    wg_game_free(g);
}

/* A game without a turn limit (OG-X6): a Mark III with `treads` at [5, 10], the post at
 * `post_at`, and `more` defenders (YAML list entries, or ""). */
static wg_game *endless_game(int treads, const char *post_at, const char *more)
{
    return ot_new("ruleset: ogre\nmap: {columns: 12, rows: 12}\nsplitfire: false\n"
                  "ogre: {type: mark3, at: [5, 10], entry_edge: south, treads: %d}\n"
                  "defenders:\n  - {type: command_post, at: %s}\n%s",
                  treads, post_at, more);
}

/* An Ogre with treads and no weapon, and a post of type `post` (a
 * command_post, or a bunker that cannot be rammed) at `post_at`. */
static wg_game *bare_ogre_game(const char *post, const char *post_at)
{
    return ot_new("ruleset: ogre\nmap: {columns: 12, rows: 12}\nsplitfire: false\n"
                  "units:\n  bare: {name: Bare Ogre, class: ogre, movement: 3, treads: 45,"
                  " weapons: []}\n"
                  "  bunker: {name: bunker, class: command_post, ram_treads: 0}\n"
                  "ogre: {type: bare, at: [5, 10], entry_edge: south}\n"
                  "defenders:\n  - {type: %s, at: %s}\n",
                  post, post_at);
}

/* Both sides pass until the game ends or `turns` game turns are played. */
static void pass_for(wg_game *g, int turns)
{
    while (ot_decision(g).type != WG_DEC_NONE && ot_status(g).turn <= turns)
        ot_do(g, ot_pass());
}

/*
 * OG-X7: an Ogre without treads whose guns cannot reach the post, and no
 * defender left to attack it: nothing can end the game any more, so it
 * ends at once, the defender's (the post survives whatever follows). With a
 * tank left that may close on the Ogre, the post within the Ogre's
 * missiles (5 hexes), or treads to bring its guns in range or ram the post
 * (OG-M2) with no gun left, it goes on.
 */
static void og_x7_a_game_that_can_no_longer_end_is_the_defenders(void **state)
{
    (void)state;
    wg_game *g = endless_game(0, "[5, 4]", ""); /* 6 hexes */
    wg_game_info info = ot_status(g);
    assert_int_equal(info.over, 1);
    assert_int_equal(info.turn, 1);
    assert_int_equal(info.winner, WG_OGRE_PLAYER_DEFENDER);
    assert_int_equal(info.result, WG_OGRE_RESULT_HELD);
    wg_event ev;
    assert_true(ot_find(g, WG_EV_GAME_OVER, 0, &ev) >= 0);
    assert_int_equal(ev.result, WG_OGRE_RESULT_HELD);
    wg_game_free(g);

    g = endless_game(0, "[5, 4]", "  - {type: heavy_tank, at: [0, 0]}\n");
    pass_for(g, 5);
    assert_false(ot_status(g).over);
    wg_game_free(g);

    g = endless_game(0, "[5, 5]", ""); /* 5 hexes: a missile reaches the post */
    pass_for(g, 5);
    assert_false(ot_status(g).over);
    wg_game_free(g);

    g = endless_game(45, "[5, 4]", ""); /* treads to bring its guns in range */
    pass_for(g, 5);
    assert_false(ot_status(g).over);
    wg_game_free(g);

    /* treads but no weapon: it may still ram the post (OG-M2), and does */
    g = bare_ogre_game("command_post", "[5, 0]");
    pass_for(g, 5);
    assert_false(ot_status(g).over);
    wg_game_free(g);
    g = bare_ogre_game("command_post", "[5, 9]");
    ot_do(g, ot_move(OT_OGRE, 5, 9));
    assert_false(ot_alive(g, 1));
    wg_game_free(g);

    /* a post that cannot be rammed (ram_treads 0): a weaponless Ogre may go
     * anywhere and destroy nothing */
    g = bare_ogre_game("bunker", "[5, 0]");
    pass_for(g, 5); /* its movement phase is a decision; it ends with the phase */
    assert_int_equal(ot_status(g).turn, 1);
    assert_int_equal(ot_status(g).result, WG_OGRE_RESULT_HELD);
    wg_game_free(g);
}

/*
 * A game without a turn limit: an Ogre of `type` (a mark3, or bare: treads
 * and no weapon) with `treads` at [5, 10], the post at [5, 0], and a wall of
 * `terrain` across row 7 but for column `gap` (-1: none); `guard` (NULL:
 * none), a defender unit's type, stands at [5, 2]. A row of hexes cuts the
 * map in two: every hex of row 8 steps north only into row 7.
 */
static wg_game *guarded_walled_game(const char *type, int treads, const char *terrain, int gap,
                                    const char *guard)
{
    char wall[256] = "";
    for (int col = 0; col < 12; col++)
        if (col != gap)
            snprintf(wall + strlen(wall), sizeof wall - strlen(wall), "%s[%d, 7]",
                     *wall ? ", " : "", col);
    return ot_new("ruleset: ogre\nsplitfire: false\n"
                  "map:\n  columns: 12\n  rows: 12\n"
                  "  terrain: [{type: %s, hexes: [%s]}]\n"
                  "units:\n  bare: {name: Bare Ogre, class: ogre, movement: 3, treads: 45,"
                  " weapons: []}\n"
                  "ogre: {type: %s, at: [5, 10], entry_edge: south, treads: %d}\n"
                  "defenders:\n  - {type: command_post, at: [5, 0]}\n%s%s%s",
                  terrain, wall, type, treads, guard ? "  - {type: " : "", guard ? guard : "",
                  guard ? ", at: [5, 2]}\n" : "");
}

static wg_game *walled_game(const char *type, int treads, const char *terrain, int gap)
{
    return guarded_walled_game(type, treads, terrain, gap, NULL);
}

/* Game g ends with the Ogre's first movement phase, held (OG-X7); g is freed. */
static void assert_held_at_once(wg_game *g)
{
    pass_for(g, 5); /* its movement phase is a decision; it ends with the phase */
    wg_game_info info = ot_status(g);
    assert_int_equal(info.over, 1);
    assert_int_equal(info.turn, 1);
    assert_int_equal(info.winner, WG_OGRE_PLAYER_DEFENDER);
    assert_int_equal(info.result, WG_OGRE_RESULT_HELD);
    wg_game_free(g);
}

/* Game g goes on through five turns of passing; g is freed. */
static void assert_plays_on(wg_game *g)
{
    pass_for(g, 5);
    assert_false(ot_status(g).over);
    wg_game_free(g);
}

/*
 * OG-X7, OG-M1: a weaponless Ogre with treads may ram the post (OG-M2), but
 * not across water, which it may not enter: with no defender left to attack
 * it, the game can no longer end and is the defender's at once.
 */
static void og_x7_a_post_walled_off_from_a_weaponless_ogre_is_held(void **state)
{
    (void)state;
    assert_held_at_once(walled_game("bare", 45, "water", -1));
}

/* OG-X7, OG-M2: one gap in the wall, and play goes on: the Ogre drives through it and rams
 * the post. */
static void og_x7_a_gap_in_the_wall_lets_the_ogre_ram_the_post(void **state)
{
    (void)state;
    wg_game *g = walled_game("bare", 45, "water", 5);
    for (int row = 9; row >= 0; row--) {
        ot_pass_until(g, WG_OGRE_PLAYER_OGRE, WG_DEC_MOVE);
        assert_false(ot_status(g).over);
        ot_do(g, ot_move(OT_OGRE, 5, row)); /* [5, 7] is the gap */
    }
    assert_false(ot_alive(g, 1));
    wg_game_free(g);
}

/*
 * OG-X7, OG-C5: a Mark III's longest gun (its missiles) reaches 5 hexes, and
 * water keeps it 8 or more from the post: held at once. A gap at the far
 * end of the wall is a way round, and play goes on.
 */
static void og_x7_an_armed_ogre_walled_out_of_range_is_held(void **state)
{
    (void)state;
    assert_held_at_once(walled_game("mark3", 45, "water", -1));
    assert_plays_on(walled_game("mark3", 45, "water", 0));
}

/*
 * OG-X7, OG-M1: no hex costing more than the Ogre's whole allowance may be
 * entered (a swamp costs an Ogre 2): a wall of swamp holds an Ogre down to
 * 15 treads (M1) for ever, not a whole one (M3). Terrain costs: README.
 */
static void og_x7_a_wall_dearer_than_the_ogres_allowance_holds_it(void **state)
{
    (void)state;
    assert_held_at_once(walled_game("bare", 15, "swamp", -1));
    assert_plays_on(walled_game("bare", 45, "swamp", -1));
}

/*
 * OG-X7, OG-M1: a defender unit that may attack keeps the game going only
 * if it may bring the Ogre in range. Infantry behind the water that walls
 * the Ogre off (infantry may not enter water either) can come no nearer
 * than two hexes, beyond its range of 1: the game is held at once. A heavy
 * tank there reaches 2 hexes, across the water, and a GEV crosses it: play
 * goes on.
 */
static void og_x7_a_defender_walled_off_from_the_ogre_does_not_keep_the_game_going(void **state)
{
    (void)state;
    assert_held_at_once(guarded_walled_game("bare", 45, "water", -1, "infantry"));
    assert_plays_on(guarded_walled_game("bare", 45, "water", -1, "heavy_tank"));
    assert_plays_on(guarded_walled_game("bare", 45, "water", -1, "gev"));
}

/* OG-T2: command post destroyed but the Ogre still on the map at the limit: marginal */
static void og_t2_turn_limit_after_cp_is_marginal(void **state)
{
    (void)state;
    wg_game *g = ot_new("ruleset: ogre\nturns: 1\nsplitfire: false\n"
                        "map: {columns: 12, rows: 12}\n"
                        "ogre: {type: mark3, at: [5, 5], entry_edge: south}\n"
                        "defenders:\n  - {type: command_post, at: [6, 5]}\n");
    ot_do(g, ot_move(OT_OGRE, 6, 5));
    for (int i = 0; i < 20 && ot_decision(g).type != WG_DEC_NONE; i++)
        ot_do(g, ot_pass());
    wg_game_info info = ot_status(g);
    assert_int_equal(info.winner, WG_OGRE_PLAYER_OGRE);
    assert_int_equal(info.result, WG_OGRE_RESULT_STRANDED);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(og_t1_turn_sequence),
        cmocka_unit_test(og_x1_recovery_on_or_before_owners_last_turn),
        cmocka_unit_test(og_x1_second_d_in_ogres_next_turn_destroys),
        cmocka_unit_test(og_t2_complete_victory_cp_destroyed_and_escape),
        cmocka_unit_test(og_t2_escape_only_by_entry_edge),
        cmocka_unit_test(og_t2_marginal_victory_cp_and_ogre_destroyed),
        cmocka_unit_test(og_t2_marginal_when_ogre_can_no_longer_escape),
        cmocka_unit_test(og_t2_defender_victory_ogre_destroyed),
        cmocka_unit_test(og_t2_turn_limit_defender_wins),
        cmocka_unit_test(og_t2_turn_limit_after_cp_is_marginal),
        cmocka_unit_test(og_x7_a_game_that_can_no_longer_end_is_the_defenders),
        cmocka_unit_test(og_x7_a_post_walled_off_from_a_weaponless_ogre_is_held),
        cmocka_unit_test(og_x7_a_gap_in_the_wall_lets_the_ogre_ram_the_post),
        cmocka_unit_test(og_x7_an_armed_ogre_walled_out_of_range_is_held),
        cmocka_unit_test(og_x7_a_wall_dearer_than_the_ogres_allowance_holds_it),
        cmocka_unit_test(og_x7_a_defender_walled_off_from_the_ogre_does_not_keep_the_game_going),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
