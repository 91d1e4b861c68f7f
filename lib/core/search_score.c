/*
 * How the search agent scores a position it stops playing out. An ended
 * game is a win (1), a loss (0) or a draw (0.5). Otherwise the score
 * compares, from the root position, the share of its material each side
 * kept (a unit's strength: squads, figures, treads) and the scores they
 * gained (medals, points): losing a tenth of one's force while the enemy
 * loses a fifth is good whatever the armies' sizes. A ruleset may add a
 * positional term to the scores' (wg_ruleset.position: fow's objectives). It stays inside
 * (0.05, 0.95), so any ended game counts for more than any position.
 *
 * A game the ruleset calls decided (wg_ruleset.decided) is lost for the
 * loser, and for the winner worth a little less than the ending itself:
 * if the lost side scored "not over yet" above a loss it would stall an
 * open-ended game for ever (OGRE's set-up scenario has no turn limit), and
 * the winner would see no reason to finish.
 */
#include "game_internal.h"
#include "search_internal.h"

/* A decided game for its winner: above any position, below an ending. */
#define DECIDED_WIN 0.97

static void material(const wg_game *g, double out[WG_MAX_PLAYERS])
{
    out[0] = out[1] = 0.0;
    int n = wg_game_unit_count(g);
    for (int u = 0; u < n; u++) {
        wg_unit_info info = WG_UNIT_INFO_INIT;
        if (wg_game_unit(g, u, &info) != WG_OK || !(info.flags & WG_UNIT_ALIVE))
            continue;
        if (info.player >= 0 && info.player < WG_MAX_PLAYERS)
            out[info.player] += info.strength > 0 ? info.strength : 1;
    }
}

void search_base_init(const wg_game *g, search_base *b)
{
    material(g, b->material);
    const wg_core_state *cs = wg_ccore(g);
    for (int p = 0; p < WG_MAX_PLAYERS; p++)
        b->score[p] = cs->score[p];
}

/* The share of the root's material a side still has (1 if it had none). */
static double kept(const double now[WG_MAX_PLAYERS], const search_base *b, int p)
{
    return b->material[p] > 0.0 ? now[p] / b->material[p] : 1.0;
}

double search_score(const wg_game *c, const search_base *b, int player)
{
    const wg_core_state *cs = wg_ccore(c);
    if (cs->over)
        return cs->winner == player ? 1.0 : cs->winner < 0 ? 0.5 : 0.0;
    const wg_ruleset *rs = c->sh->rs;
    int winner = rs->decided ? rs->decided(c) : -1;
    if (winner >= 0) /* the loser scores it as lost; the winner still gains by ending it */
        return winner == player ? DECIDED_WIN : 0.0;
    int foe = 1 - player;
    double now[WG_MAX_PLAYERS];
    material(c, now);
    double mat = kept(now, b, player) - kept(now, b, foe); /* -1..1 */
    double gained = (double)(cs->score[player] - b->score[player]) -
                    (double)(cs->score[foe] - b->score[foe]);
    double pts = gained / (gained < 0 ? 2.0 - gained : 2.0 + gained); /* -1..1 */
    if (rs->position) /* where the ruleset says who is nearer to winning */
        pts += rs->position(c, player);
    pts = pts > 1.0 ? 1.0 : pts < -1.0 ? -1.0 : pts;
    return 0.5 + 0.25 * mat + 0.2 * pts;
}
