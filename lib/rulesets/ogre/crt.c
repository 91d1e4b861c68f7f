/*
 * Odds and the combat results table (OG-C1, OG-C2), and their public
 * face: wg_ogre_odds, wg_ogre_crt, wg_ogre_chances.
 */
#include "ogre_internal.h"

/* Rows: the five rolled columns; faces 1..6. */
static const unsigned char crt[5][6] = {
    { WG_OGRE_NE, WG_OGRE_NE, WG_OGRE_NE, WG_OGRE_NE, WG_OGRE_D, WG_OGRE_X }, /* 1:2 */
    { WG_OGRE_NE, WG_OGRE_NE, WG_OGRE_D, WG_OGRE_D, WG_OGRE_X, WG_OGRE_X },   /* 1:1 */
    { WG_OGRE_NE, WG_OGRE_D, WG_OGRE_D, WG_OGRE_X, WG_OGRE_X, WG_OGRE_X },    /* 2:1 */
    { WG_OGRE_D, WG_OGRE_D, WG_OGRE_X, WG_OGRE_X, WG_OGRE_X, WG_OGRE_X },     /* 3:1 */
    { WG_OGRE_D, WG_OGRE_X, WG_OGRE_X, WG_OGRE_X, WG_OGRE_X, WG_OGRE_X },     /* 4:1 */
};

/* Rounded in the defender's favour: n:1 rounds n down, 1:n rounds n up. */
int ogre_crt_column(int attack, int defense)
{
    if (defense <= 0)
        return WG_OGRE_ODDS_AUTO;
    if (attack <= 0)
        return WG_OGRE_ODDS_NONE;
    if (attack >= defense) {
        int n = attack / defense;
        return n >= 5 ? WG_OGRE_ODDS_AUTO : WG_OGRE_ODDS_1_1 + (n - 1);
    }
    return (defense + attack - 1) / attack == 2 ? WG_OGRE_ODDS_1_2 : WG_OGRE_ODDS_NONE;
}

int ogre_crt_result(int column, int die)
{
    if (column == WG_OGRE_ODDS_NONE)
        return WG_OGRE_NE;
    if (column == WG_OGRE_ODDS_AUTO)
        return WG_OGRE_X;
    return crt[column - WG_OGRE_ODDS_1_2][die - 1];
}

/* The lowest face with an effect, or 0 when the column needs no roll. */
int ogre_crt_need(int column)
{
    if (column == WG_OGRE_ODDS_NONE || column == WG_OGRE_ODDS_AUTO)
        return 0;
    for (int face = 1; face <= 6; face++)
        if (crt[column - WG_OGRE_ODDS_1_2][face - 1] != WG_OGRE_NE)
            return face;
    return 0;
}

/* ------------------------------------------------------------ public */

int wg_ogre_odds(int attack, int defense)
{
    if (attack < 0 || defense < 0)
        return WG_EINVAL;
    return ogre_crt_column(attack, defense);
}

int wg_ogre_crt(int column, int die)
{
    if (column < WG_OGRE_ODDS_NONE || column > WG_OGRE_ODDS_AUTO)
        return WG_EINVAL;
    if (column != WG_OGRE_ODDS_NONE && column != WG_OGRE_ODDS_AUTO && (die < 1 || die > 6))
        return WG_EINVAL;
    return ogre_crt_result(column, die);
}

int wg_ogre_chances(int attack, int defense, int32_t out[3])
{
    if (attack < 0 || defense < 0 || !out)
        return WG_EINVAL;
    int column = ogre_crt_column(attack, defense);
    out[0] = out[1] = out[2] = 0;
    for (int face = 1; face <= 6; face++)
        out[ogre_crt_result(column, face)]++;
    return WG_OK;
}
