/*
 * The Splitfire example from the rules, played through the public API.
 *
 * An Ogre Mark III stands next to a stack of three infantry squads. Before
 * its first movement point it declares a secondary battery shot and then a
 * shot of one AP gun at the stack, and a move away. The attacks resolve in
 * order, then the Ogre moves. The dice are forced, once for each branch the
 * rules describe:
 *   - the secondary misses: the AP gun attacks at 1:3, wasted, no roll;
 *   - the secondary rolls X: the AP gun fires at nothing;
 *   - the secondary rolls D: the AP gun rolls at 1:2 against two squads.
 */
#include <stdio.h>
#include <string.h>

#include "wargame/wargame.h"
#include "wargame/hex.h"
#include "wargame/ogre.h"

static const char scenario[] =
    "ruleset: ogre\n"
    "name: the Splitfire example\n"
    "splitfire: true\n"
    "map: {columns: 12, rows: 12}\n"
    "ogre: {type: mark3, at: [5, 10], entry_edge: south}\n"
    "defenders:\n"
    "  - {type: command_post, at: [11, 0]}\n"
    "  - {type: infantry, at: [5, 9], squads: 3, name: the infantry}\n";

enum { INFANTRY = 2, SECONDARY = 3, AP_GUN = 7 };

/* The forced dice of one branch. */
typedef struct dice {
    const int *faces;
    int n, next;
} dice;

static int forced(void *payload, const wg_game *g, const wg_roll *roll)
{
    dice *d = payload;
    (void)g;
    (void)roll;
    return d->next < d->n ? d->faces[d->next++] : -1;
}

static void print_event(void *payload, const wg_game *g, const wg_event *ev)
{
    char line[200];
    (void)payload;
    if (ev->type == WG_EV_TURN || ev->type == WG_EV_PHASE)
        return;
    wg_event_describe(g, ev, line, sizeof line);
    printf("    %s\n", line);
}

static int apply(wg_game *g, wg_action a)
{
    char line[200];
    wg_action_describe(g, &a, line, sizeof line);
    printf("  > %s\n", line);
    int rc = wg_game_apply(g, &a);
    if (rc != WG_OK)
        fprintf(stderr, "refused: %s\n", wg_game_last_error(g));
    return rc;
}

static int branch(const char *title, const int *faces, int n)
{
    wg_game *g;
    wg_error err;
    if (wg_game_new(&g, scenario, strlen(scenario), "splitfire", 1, NULL, &err) != WG_OK) {
        fprintf(stderr, "%s\n", err.message);
        return 1;
    }
    printf("\n== %s ==\n", title);
    dice d = { faces, n, 0 };
    wg_game_set_dice(g, forced, &d);
    /* creation set the game up and opened nothing: show that from the log */
    for (int i = 0; i < wg_game_log_count(g); i++) {
        wg_event ev;
        wg_game_log_event(g, i, &ev);
        print_event(NULL, g, &ev);
    }
    wg_game_on_event(g, print_event, NULL);

    /* the first decision starts the game: the Ogre's first window opens now */
    wg_action a = WG_ACTION_INIT;
    a.type = WG_ACT_PASS;
    int rc = apply(g, a);
    a.type = WG_ACT_DECLARE;
    a.unit = WG_OGRE_UNIT;
    a.weapon = SECONDARY;
    a.target = INFANTRY;
    rc |= apply(g, a);
    a.weapon = AP_GUN;
    rc |= apply(g, a);

    wg_hex away = wg_hex_from_offset(5, 11, WG_HEX_ODD_R);
    wg_action move = WG_ACTION_INIT;
    move.type = WG_ACT_MOVE;
    move.unit = WG_OGRE_UNIT;
    move.x = away.q;
    move.y = away.r;
    rc |= apply(g, move);
    wg_game_free(g);
    return rc != WG_OK || d.next != d.n;
}

/* --help (or -h) as the first argument: the usage on stdout, exit 0. */
static int wants_help(int argc, char **argv)
{
    if (argc < 2 || (strcmp(argv[1], "--help") != 0 && strcmp(argv[1], "-h") != 0))
        return 0;
    printf("usage: splitfire\nReplay the OGRE rulebook's Splitfire example, once per branch, with forced dice.\n");
    return 1;
}

int main(int argc, char **argv)
{
    if (wants_help(argc, argv))
        return 0;
    static const int miss[] = { 1 }, kill[] = { 5 }, hurt[] = { 3, 6 };
    int failed = branch("the secondary misses (a 1)", miss, 1);
    failed |= branch("the secondary rolls X (a 5)", kill, 1);
    failed |= branch("the secondary rolls D (a 3), the AP gun a 6", hurt, 2);
    return failed;
}
