/*
 * svgdraw: a game's position as SVG, drawn from the public API alone by the
 * rules the web GUI's page uses (examples/web/static/style.json, draw.js).
 */
#ifndef SVGDRAW_H
#define SVGDRAW_H

#include <stdio.h>

#include "wargame/wargame.h"

/**
 * Write the position of `g` now to `f` as one SVG document: the board's hexes
 * and terrain (ogre, m44, mob) or the table (fow), objectives, and every unit
 * on the board in its owner's colour.
 * @return 0, or -1 if a query failed (an unknown ruleset) or writing failed.
 */
int svg_draw(FILE *f, const wg_game *g);

#endif
