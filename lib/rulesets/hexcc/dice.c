/*
 * Battle dice: a six-face die whose faces carry symbols (the face table is
 * the ruleset's data: Memoir '44's infantry, infantry, armor, grenade,
 * star, flag; Memoir of Battle's infantry, infantry, cavalry,
 * artillery/machine gun, general, flag). A roll counts the symbols; what
 * hits a target is a set of symbols.
 */
#include <string.h>

#include "hexcc.h"

void hexcc_dice_roll(wg_game *g, const hexcc_die *die, int n, int purpose, int unit, int target,
                     hexcc_roll *out)
{
    memset(out, 0, sizeof *out);
    if (n > HEXCC_MAX_DICE)
        n = HEXCC_MAX_DICE;
    for (int i = 0; i < n; i++) {
        int face = wg_roll_die(g, HEXCC_FACES, purpose, 0, unit, target);
        int symbol = die->face[face - 1];
        if (symbol >= 0 && symbol < HEXCC_MAX_SYMBOLS)
            out->count[symbol]++;
    }
    out->dice = n > 0 ? n : 0;
}

int hexcc_dice_count(const hexcc_roll *r, uint32_t mask)
{
    int n = 0;
    for (int s = 0; s < HEXCC_MAX_SYMBOLS; s++)
        if (mask & (1u << s))
            n += r->count[s];
    return n;
}

int hexcc_dice_faces(const hexcc_die *die, uint32_t mask)
{
    int n = 0;
    for (int f = 0; f < HEXCC_FACES; f++)
        if (die->face[f] >= 0 && die->face[f] < HEXCC_MAX_SYMBOLS && (mask & (1u << die->face[f])))
            n++;
    return n;
}
