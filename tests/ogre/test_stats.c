/*
 * The seeded dice against the table: many attacks at each column, and the
 * observed frequencies of D and X within five standard deviations of the
 * exact probabilities of OG-C2.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ogre_test.h"

#define GUNS 40
#define GAMES 150

/* A target Ogre with GUNS systems of defence 2, and GUNS guns of one strength. */
static wg_game *range_game(int attack, uint64_t seed)
{
    char yaml[8192];
    int n = snprintf(yaml, sizeof yaml,
                     "ruleset: ogre\nsplitfire: false\nmap: {columns: 20, rows: 20}\n"
                     "units:\n"
                     "  target: {class: ogre, movement: 3, treads: 999,\n"
                     "           weapons: [{kind: secondary, count: %d, attack: 1, range: 0,"
                     " defense: 2}]}\n"
                     "  gun: {class: vehicle, attack: %d, range: 40, defense: 1}\n"
                     "ogre: {type: target, at: [10, 19], entry_edge: south}\n"
                     "defenders:\n  - {type: command_post, at: [19, 5]}\n", GUNS, attack);
    for (int i = 0; i < GUNS; i++)
        n += snprintf(yaml + n, sizeof yaml - (size_t)n, "  - {type: gun, at: [%d, %d]}\n",
                      i % 20, i / 20);
    wg_game *g = NULL;
    wg_error err;
    if (wg_game_new(&g, yaml, (size_t)n, "stats.yaml", seed, NULL, &err) != WG_OK)
        fail_msg("%s", err.message);
    ot_pass_until(g, WG_OGRE_PLAYER_DEFENDER, WG_DEC_FIRE);
    return g;
}

/* Each gun attacks its own system (or, with treads, the treads). */
static void sample(int attack, int treads, int column, int *d, int *x, int *n)
{
    for (int game = 0; game < GAMES; game++) {
        wg_game *g = range_game(attack, (uint64_t)(attack * 100000 + treads * 50000 + game));
        for (int i = 0; i < GUNS; i++) {
            ot_do(g, ot_def_fire(2 + i, treads ? OT_TREADS : i));
            int from = ot_mark(g);
            ot_do(g, ot_resolve());
            wg_event ev;
            ot_find(g, WG_EV_ATTACK, from, &ev);
            assert_int_equal(ev.value, column);
            ot_find(g, WG_EV_RESULT, from, &ev);
            *d += ev.result == WG_OGRE_D;
            *x += ev.result == WG_OGRE_X;
            (*n)++;
        }
        wg_game_free(g);
    }
}

static void within_five_sigma(int hits, int n, int sixths, const char *what)
{
    double p = sixths / 6.0, seen = (double)hits / n;
    double sigma = sqrt(p * (1 - p) / n);
    printf("%-10s expected %.4f, seen %.4f over %d (%.1f sigma)\n", what, p, seen, n,
           sigma > 0 ? fabs(seen - p) / sigma : 0.0);
    if (fabs(seen - p) > 5 * sigma + 1e-12)
        fail_msg("%s: %.4f is more than 5 sigma from %.4f", what, seen, p);
}

static void check_column(int attack, int treads, int column, const char *name)
{
    int d = 0, x = 0, n = 0;
    int32_t exact[3];
    sample(attack, treads, column, &d, &x, &n);
    if (treads)
        exact[0] = 2, exact[1] = 2, exact[2] = 2;
    else
        wg_ogre_chances(attack, 2, exact);
    char what[32];
    snprintf(what, sizeof what, "%s D", name);
    within_five_sigma(d, n, exact[1], what);
    snprintf(what, sizeof what, "%s X", name);
    within_five_sigma(x, n, exact[2], what);
}

static void seeded_dice_match_the_table_at_1_2(void **state)
{
    (void)state;
    check_column(1, 0, WG_OGRE_ODDS_1_2, "1:2");
}

static void seeded_dice_match_the_table_at_1_1(void **state)
{
    (void)state;
    check_column(2, 0, WG_OGRE_ODDS_1_1, "1:1");
}

static void seeded_dice_match_the_table_at_2_1(void **state)
{
    (void)state;
    check_column(4, 0, WG_OGRE_ODDS_2_1, "2:1");
}

static void seeded_dice_match_the_table_at_3_1(void **state)
{
    (void)state;
    check_column(6, 0, WG_OGRE_ODDS_3_1, "3:1");
}

static void seeded_dice_match_the_table_at_4_1(void **state)
{
    (void)state;
    check_column(8, 0, WG_OGRE_ODDS_4_1, "4:1");
}

static void seeded_dice_match_the_table_on_treads(void **state)
{
    (void)state;
    check_column(9, 1, WG_OGRE_ODDS_1_1, "treads");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(seeded_dice_match_the_table_at_1_2),
        cmocka_unit_test(seeded_dice_match_the_table_at_1_1),
        cmocka_unit_test(seeded_dice_match_the_table_at_2_1),
        cmocka_unit_test(seeded_dice_match_the_table_at_3_1),
        cmocka_unit_test(seeded_dice_match_the_table_at_4_1),
        cmocka_unit_test(seeded_dice_match_the_table_on_treads),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
