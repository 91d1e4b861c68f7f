/*
 * svgdraw: wgplay --svg. Draws what the web page draws, element by element:
 * the same geometry (pointy-top hexes, axial (q, r) centred at
 * size*sqrt(3)*(q + r/2), size*1.5*r; the fow table at a scale, player 0's
 * edge at the bottom) and the same colours, from web_style.h, which the
 * build generates from the page's style.json. The web suite checks that the
 * two drawings of every shipped scenario agree.
 */
#include "svgdraw.h"

#include <math.h>
#include <string.h>

#include "wargame/fow.h"
#include "wargame/hex.h"
#include "wargame/m44.h"
#include "wargame/mob.h"
#include "wargame/ogre.h"
#include "web_style.h"

typedef struct svg_cell {
    int q, r, col, row;
    const char *terrain;
    const char *obstacle;   /* m44: its name, or NULL */
    int crater, objective, section_line, ridges;
    int half;               /* m44: a wg_m44_half (drawn as that half) */
    int exit;               /* m44: the side an exit marker there lets leave, or -1 */
} svg_cell;

typedef struct svg_bounds {
    double x0, y0, x1, y1;
} svg_bounds;

typedef struct svg_drawing {
    FILE *f;
    const wg_game *g;
    int table;              /* 1 for fow */
    double width, height;   /* fow table, tenths of mm */
    svg_bounds box;             /* hex centres seen so far */
} svg_drawing;

static const char *svg_terrain_fill(const char *name)
{
    for (size_t i = 0; i < sizeof ws_terrain / sizeof ws_terrain[0]; i++)
        if (name && strcmp(ws_terrain[i].name, name) == 0)
            return ws_terrain[i].fill;
    return WS_UNKNOWN_TERRAIN;
}

static void svg_hex_centre(int q, int r, double *x, double *y)
{
    *x = WS_HEX_SIZE * sqrt(3.0) * (q + r / 2.0);
    *y = WS_HEX_SIZE * 1.5 * r;
}

static void svg_table_point(const svg_drawing *d, double x, double y, double *px, double *py)
{
    *px = x * WS_TABLE_SCALE;
    *py = (d->height - y) * WS_TABLE_SCALE;
}

/* Text inside an element, with XML's special characters escaped. */
static void svg_put_text(FILE *f, const char *s)
{
    for (; s && *s; s++) {
        switch (*s) {
        case '&': fputs("&amp;", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        default: fputc(*s, f);
        }
    }
}

/* ------------------------------------------------------------ the board's hexes */

/* m44 (M44-X23): the side the exit marker at h lets leave the board, or -1. */
static int svg_exit_at(const wg_game *g, wg_hex h)
{
    for (int k = 0; k < wg_m44_objective_count(g); k++) {
        wg_m44_objective_info o = WG_M44_OBJECTIVE_INFO_INIT;
        if (wg_m44_objective(g, k, &o) == WG_OK && o.kind == WG_M44_OBJ_EXIT && o.x == h.q &&
            o.y == h.r)
            return o.side;
    }
    return -1;
}

/* The hex at offset (col, row), or 0 when it is off the board. */
static int svg_hex_at(const wg_game *g, int layout, int col, int row, svg_cell *c)
{
    wg_hex h = wg_hex_from_offset(col, row, layout);
    const char *rs = wg_game_ruleset(g);
    memset(c, 0, sizeof *c);
    c->q = h.q, c->r = h.r, c->col = col, c->row = row;
    c->exit = -1;
    if (strcmp(rs, "ogre") == 0) {
        wg_ogre_hex_info i = WG_OGRE_HEX_INFO_INIT;
        if (wg_ogre_hex(g, h, &i) != WG_OK)
            return 0;
        c->terrain = wg_ogre_terrain_name(g, i.terrain), c->crater = i.crater;
        c->ridges = i.ridges;
    } else if (strcmp(rs, "mob") == 0) {
        wg_mob_hex_info i = WG_MOB_HEX_INFO_INIT;
        if (wg_mob_hex(g, h, &i) != WG_OK)
            return 0;
        c->terrain = wg_mob_terrain_name(g, i.terrain), c->objective = i.objective != 0;
    } else {
        wg_m44_hex_info i = WG_M44_HEX_INFO_INIT;
        if (wg_m44_hex(g, h, &i) != WG_OK)
            return 0;
        c->terrain = wg_m44_terrain_name(g, i.terrain), c->objective = i.objective >= 0;
        c->section_line = (i.sections & (i.sections - 1)) != 0; /* in two sections */
        c->obstacle = i.obstacle ? wg_m44_obstacle_name(g, i.obstacle) : NULL;
        c->half = wg_m44_half_hex(g, h);
        c->exit = svg_exit_at(g, h);
    }
    return 1;
}

/* The board's columns, rows and layout; 0 if the query failed. */
static int svg_board_size(const wg_game *g, int *cols, int *rows, int *layout)
{
    const char *rs = wg_game_ruleset(g);
    int rc;
    if (strcmp(rs, "ogre") == 0) {
        wg_ogre_board_info b = WG_OGRE_BOARD_INFO_INIT;
        rc = wg_ogre_board(g, &b);
        *cols = b.columns, *rows = b.rows, *layout = b.layout;
    } else if (strcmp(rs, "mob") == 0) {
        wg_mob_board_info b = WG_MOB_BOARD_INFO_INIT;
        rc = wg_mob_board(g, &b);
        *cols = b.columns, *rows = b.rows, *layout = b.layout;
    } else {
        wg_m44_board_info b = WG_M44_BOARD_INFO_INIT;
        rc = wg_m44_board(g, &b);
        *cols = b.columns, *rows = b.rows, *layout = b.layout;
    }
    return rc == WG_OK;
}

/* Hexes in a row: m44's rows may differ (the Memoir '44 board's half-hex rows). */
static int svg_row_hexes(const wg_game *g, int row, int cols)
{
    return strcmp(wg_game_ruleset(g), "m44") == 0 ? wg_m44_row_hexes(g, row) : cols;
}

/* Call fn on every hex of the board, row by row. */
static void svg_each_hex(svg_drawing *d, void (*fn)(svg_drawing *, const svg_cell *))
{
    int cols, rows, layout;
    if (!svg_board_size(d->g, &cols, &rows, &layout))
        return;
    for (int row = 0; row < rows; row++)
        for (int col = 0; col < svg_row_hexes(d->g, row, cols); col++) {
            svg_cell c;
            if (svg_hex_at(d->g, layout, col, row, &c))
                fn(d, &c);
        }
}

static void svg_grow(svg_drawing *d, const svg_cell *c)
{
    double x, y;
    svg_hex_centre(c->q, c->r, &x, &y);
    if (x < d->box.x0) d->box.x0 = x;
    if (y < d->box.y0) d->box.y0 = y;
    if (x > d->box.x1) d->box.x1 = x;
    if (y > d->box.y1) d->box.y1 = y;
}

/* A ridge on the side towards direction `dir`, between the corners at -60 dir -+ 30 degrees. */
static void svg_draw_ridge(svg_drawing *d, double cx, double cy, int dir)
{
    double a0 = 3.14159265358979323846 / 180 * (-60 * dir - 30);
    double a1 = 3.14159265358979323846 / 180 * (-60 * dir + 30);
    fprintf(d->f, "<line class=\"mark\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" "
            "stroke=\"%s\" stroke-width=\"4\" stroke-linecap=\"round\"/>\n",
            cx + WS_HEX_SIZE * cos(a0), cy + WS_HEX_SIZE * sin(a0), cx + WS_HEX_SIZE * cos(a1),
            cy + WS_HEX_SIZE * sin(a1), WS_RIDGE);
}

static void svg_draw_hex(svg_drawing *d, const svg_cell *c)
{
    double cx, cy;
    svg_hex_centre(c->q, c->r, &cx, &cy);
    /* a whole hex; the right half of one cut by the left edge; the left half of one cut
     * by the right edge (draw.js's HEX_CORNERS) */
    static const int corners[3][7] = { { 0, 1, 2, 3, 4, 5, -1 }, { 5, 0, 1, 2, -1 },
                                        { 2, 3, 4, 5, -1 } };
    const int *k = corners[c->half >= 0 && c->half <= 2 ? c->half : 0];
    fprintf(d->f, "<polygon class=\"hex\" points=\"");
    for (int i = 0; k[i] >= 0; i++) {
        double a = 3.14159265358979323846 / 180 * (60 * k[i] - 30);
        fprintf(d->f, "%s%.2f,%.2f", i ? " " : "", cx + WS_HEX_SIZE * cos(a),
                cy + WS_HEX_SIZE * sin(a));
    }
    fprintf(d->f, "\" fill=\"%s\" stroke=\"%s\" data-q=\"%d\" data-r=\"%d\"><title>",
            svg_terrain_fill(c->terrain), WS_HEX_STROKE, c->q, c->r);
    svg_put_text(d->f, c->terrain);
    fprintf(d->f, " [%d, %d]</title></polygon>\n", c->col, c->row);
    for (int dir = 0; dir < 3; dir++) /* each ridge once, from one of its two hexes */
        if (c->ridges & (1 << dir))
            svg_draw_ridge(d, cx, cy, dir);
    if (c->obstacle)
        fprintf(d->f, "<circle class=\"mark\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\" fill=\"none\" "
                "stroke=\"%s\" stroke-width=\"3\"/>\n", cx, cy, WS_HEX_SIZE * 0.8,
                svg_terrain_fill(c->obstacle));
    if (c->crater)
        fprintf(d->f, "<circle class=\"mark\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\" "
                "fill=\"#333333\"/>\n", cx, cy, WS_HEX_SIZE * 0.45);
    if (c->section_line)
        fprintf(d->f, "<line class=\"mark\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" "
                "stroke=\"%s\" stroke-dasharray=\"4,3\"/>\n", cx, cy - WS_HEX_SIZE, cx,
                cy + WS_HEX_SIZE, WS_SECTION_LINE);
    if (c->objective)
        fprintf(d->f, "<circle class=\"mark\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\" fill=\"%s\"/>\n",
                cx, cy - WS_HEX_SIZE * 0.6, WS_HEX_SIZE * 0.2, WS_OBJECTIVE);
    if (c->exit >= 0) /* m44's exit marker, in its side's colour */
        fprintf(d->f, "<rect class=\"mark\" x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" "
                "height=\"%.2f\" fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"/>\n",
                cx - WS_HEX_SIZE * 0.25, cy + WS_HEX_SIZE * 0.3, WS_HEX_SIZE * 0.5,
                WS_HEX_SIZE * 0.5, ws_players[c->exit & 1], WS_OBJECTIVE);
}

/* ------------------------------------------------------------ the fow table */

static void svg_table_size(svg_drawing *d)
{
    wg_fow_table_info t = WG_FOW_TABLE_INFO_INIT;
    wg_fow_table(d->g, &t);
    d->width = t.width, d->height = t.depth;
}

/* A terrain feature: a filled polygon, or a line (a hedge, a wall). */
static void svg_draw_feature(svg_drawing *d, int k)
{
    wg_fow_feature_info fi = WG_FOW_FEATURE_INFO_INIT;
    int32_t xy[2 * 64];
    if (wg_fow_feature(d->g, k, &fi) != WG_OK)
        return;
    int n = wg_fow_feature_points(d->g, k, xy, 64);
    if (n > 64)
        n = 64; /* more corners than any shipped feature: drawn with the first 64 */
    const char *name = wg_fow_feature_name(d->g, k);
    int line = fi.shape == WG_FOW_SHAPE_LINE;
    fprintf(d->f, "<%s class=\"feature\" points=\"", line ? "polyline" : "polygon");
    for (int i = 0; i < n; i++) {
        double px, py;
        svg_table_point(d, xy[2 * i], xy[2 * i + 1], &px, &py);
        fprintf(d->f, "%s%.2f,%.2f", i ? " " : "", px, py);
    }
    fprintf(d->f, "\" fill=\"%s\" stroke=\"%s\" stroke-width=\"%d\"><title>",
            line ? "none" : svg_terrain_fill(name), line ? svg_terrain_fill(name) : "#333333",
            line ? 4 : 1);
    svg_put_text(d->f, name);
    fprintf(d->f, "</title></%s>\n", line ? "polyline" : "polygon");
}

static void svg_draw_table(svg_drawing *d)
{
    fprintf(d->f, "<rect class=\"table\" x=\"0\" y=\"0\" width=\"%.2f\" height=\"%.2f\" "
            "fill=\"%s\"/>\n", d->width * WS_TABLE_SCALE, d->height * WS_TABLE_SCALE, WS_TABLE);
    wg_fow_table_info t = WG_FOW_TABLE_INFO_INIT;
    wg_fow_table(d->g, &t);
    for (int k = 0; k < t.features; k++)
        svg_draw_feature(d, k);
    for (int k = 0; k < wg_fow_objective_count(d->g); k++) {
        wg_fow_objective_info o = WG_FOW_OBJECTIVE_INFO_INIT;
        double px, py;
        if (wg_fow_objective(d->g, k, &o) != WG_OK || o.x < 0)
            continue;
        svg_table_point(d, o.x, o.y, &px, &py);
        fprintf(d->f, "<circle class=\"mark\" cx=\"%.2f\" cy=\"%.2f\" r=\"8\" fill=\"%s\" "
                "stroke=\"%s\" stroke-width=\"3\"/>\n", px, py, WS_OBJECTIVE,
                ws_players[o.player & 1]); /* ringed in the colour of the player who must take it */
    }
}

/* ------------------------------------------------------------ units */

/* How many units before `id` stand on board in its hex: a stack is fanned out. */
static int svg_stacked_below(const svg_drawing *d, int id, const wg_unit_info *u)
{
    int k = 0;
    for (int i = 0; i < id && !d->table; i++) {
        wg_unit_info o = WG_UNIT_INFO_INIT;
        k += wg_game_unit(d->g, i, &o) == WG_OK && (o.flags & WG_UNIT_ON_BOARD) && o.x == u->x &&
             o.y == u->y;
    }
    return k;
}

static void svg_draw_unit(svg_drawing *d, int id)
{
    wg_unit_info u = WG_UNIT_INFO_INIT;
    if (wg_game_unit(d->g, id, &u) != WG_OK || !(u.flags & WG_UNIT_ON_BOARD))
        return;
    int k = svg_stacked_below(d, id, &u);
    int alive = (u.flags & WG_UNIT_ALIVE) != 0;
    const char *fill = alive ? ws_players[u.player & 1] : WS_DEAD;
    double x, y;
    if (d->table)
        svg_table_point(d, u.x, u.y, &x, &y);
    else
        svg_hex_centre(u.x, u.y, &x, &y);
    x += k * WS_STACK_OFFSET;
    y -= k * WS_STACK_OFFSET;
    fprintf(d->f, "<g class=\"unit\" data-unit=\"%d\" data-player=\"%d\" "
            "transform=\"translate(%.2f,%.2f)\"%s>", id, u.player, x, y,
            alive ? "" : " opacity=\"0.4\"");
    if (!d->table) {
        fprintf(d->f, "<circle class=\"body\" r=\"%g\" fill=\"%s\" stroke=\"#000000\"/>"
                "<text text-anchor=\"middle\" dy=\"4\" font-size=\"10\" fill=\"#ffffff\">%d"
                "</text>", WS_UNIT_RADIUS, fill, u.strength);
    } else {
        wg_fow_team_info t = WG_FOW_TEAM_INFO_INIT;
        wg_fow_team(d->g, id, &t);
        double w = t.half_width * WS_TABLE_SCALE * 2, dp = t.half_depth * WS_TABLE_SCALE * 2;
        fprintf(d->f, "<g transform=\"rotate(%.2f)\"><rect class=\"body\" x=\"%.2f\" y=\"%.2f\" "
                "width=\"%.2f\" height=\"%.2f\" fill=\"%s\" stroke=\"#000000\"/><line x1=\"0\" "
                "y1=\"0\" x2=\"%.2f\" y2=\"0\" stroke=\"#ffffff\" stroke-width=\"2\"/></g>",
                -u.facing / 1000.0, -dp / 2, -w / 2, dp, w, fill, dp / 2 + 4);
    }
    fputs("<title>", d->f);
    svg_put_text(d->f, wg_game_unit_name(d->g, id));
    fputs(" (", d->f);
    svg_put_text(d->f, wg_game_unit_kind_name(d->g, id));
    fputs(")</title></g>\n", d->f);
}

/* ------------------------------------------------------------ the document */

static svg_bounds svg_view_box(svg_drawing *d)
{
    double m = WS_MARGIN;
    svg_bounds v;
    if (d->table) {
        v.x0 = -m, v.y0 = -m;
        v.x1 = d->width * WS_TABLE_SCALE + 2 * m, v.y1 = d->height * WS_TABLE_SCALE + 2 * m;
        return v;
    }
    d->box.x0 = d->box.y0 = 1e300, d->box.x1 = d->box.y1 = -1e300;
    svg_each_hex(d, svg_grow);
    double w = WS_HEX_SIZE * sqrt(3.0) / 2 + m, h = WS_HEX_SIZE + m;
    v.x0 = d->box.x0 - w, v.y0 = d->box.y0 - h;
    v.x1 = d->box.x1 - d->box.x0 + 2 * w, v.y1 = d->box.y1 - d->box.y0 + 2 * h;
    return v; /* x0, y0, width, height */
}

int svg_draw(FILE *f, const wg_game *g)
{
    const char *rs = wg_game_ruleset(g);
    if (!rs)
        return -1;
    svg_drawing d = { f, g, strcmp(rs, "fow") == 0, 0, 0, { 0, 0, 0, 0 } };
    if (!d.table && strcmp(rs, "ogre") && strcmp(rs, "mob") && strcmp(rs, "m44"))
        return -1;
    if (d.table)
        svg_table_size(&d);
    svg_bounds v = svg_view_box(&d);
    fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"%.2f %.2f %.2f %.2f\" "
            "width=\"%.0f\" height=\"%.0f\">\n", v.x0, v.y0, v.x1, v.y1, v.x1, v.y1);
    fprintf(f, "<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" fill=\"%s\"/>\n",
            v.x0, v.y0, v.x1, v.y1, WS_BACKGROUND);
    fprintf(f, "<g id=\"ground\">\n");
    if (d.table)
        svg_draw_table(&d);
    else
        svg_each_hex(&d, svg_draw_hex);
    fprintf(f, "</g>\n<g id=\"units\">\n");
    for (int i = 0; i < wg_game_unit_count(g); i++)
        svg_draw_unit(&d, i);
    fprintf(f, "</g>\n</svg>\n");
    return ferror(f) ? -1 : 0;
}
