/*
 * Splitfire (OG-S1..S8): before each movement point the Ogre opens a window,
 * declares any number of attacks with unfired weapons, and commits them with
 * its next movement point (or a pass). The attacks resolve in declared order
 * on what is left of their targets, then the Ogre moves as declared.
 */
#include <string.h>

#include "ogre_internal.h"

static int declared(const ogre_state *s, int w)
{
    for (int i = 0; i < s->decl_n; i++)
        if (s->decl_weapon[i] == w)
            return 1;
    return 0;
}

/* The (weapon, target) pairs unfired weapons can reach now, as events (OG-S8). */
static int options(wg_game *g, int emit)
{
    const ogre_data *d = ogre_cdata(g);
    const ogre_state *s = ogre_cst(g);
    const ogre_type *t = ogre_utype(d, WG_OGRE_UNIT);
    ogre_reach r;
    int n = 0;
    ogre_fire_reach_build(g, &r);
    for (int w = 0; w < t->nweapons; w++) {
        if (s->wpn_fired[w] || !s->wpn_alive[w])
            continue;
        for (int i = 0; i < r.nnear; i++) {
            int u = r.near[i];
            if (!ogre_reach_hits(&r, &t->weapon[w], u))
                continue;
            n++;
            if (!emit)
                continue;
            wg_event ev =
                wg_event_about(WG_EV_FIRE_OPTION, WG_OGRE_PLAYER_OGRE, WG_OGRE_UNIT, u);
            wg_hex h = ogre_board_hex(d, s->u[u].cell);
            ev.weapon = w;
            ev.x = h.q;
            ev.y = h.r;
            ev.value = t->weapon[w].attack;
            wg_emit(g, &ev);
        }
    }
    return n;
}

/* WG_EV_SPLITFIRE_WINDOW and its options, for whoever reads events. */
void ogre_split_emit_options(wg_game *g)
{
    const ogre_state *s = ogre_cst(g);
    const ogre_data *d = ogre_cdata(g);
    if (!wg_emitting(g))
        return; /* gathering the options is a window's main cost in random play */
    int n = options(g, 0);
    wg_event ev = wg_event_make(WG_EV_SPLITFIRE_WINDOW);
    wg_hex h = ogre_board_hex(d, s->u[WG_OGRE_UNIT].cell);
    ev.player = WG_OGRE_PLAYER_OGRE;
    ev.unit = WG_OGRE_UNIT;
    ev.x = h.q;
    ev.y = h.r;
    ev.value = n;
    ev.extra = wg_ccore(g)->phase == WG_OGRE_PHASE_MOVE ? s->u[WG_OGRE_UNIT].mp : 0;
    wg_emit(g, &ev);
    options(g, 1);
}

/* A declaration point before the next movement point (OG-S1, OG-S5). */
void ogre_split_open(wg_game *g)
{
    ogre_state *s = ogre_st(g);
    const ogre_data *d = ogre_cdata(g);
    s->point++;
    s->decl_n = 0;
    wg_frame *f = wg_push_kind(g, OGRE_K_WINDOW, WG_OGRE_PLAYER_OGRE);
    wg_hex h = ogre_board_hex(d, s->u[WG_OGRE_UNIT].cell);
    f->unit = WG_OGRE_UNIT;
    f->x = h.q;
    f->y = h.r;
    f->count = s->u[WG_OGRE_UNIT].mp;
    ogre_split_emit_options(g);
}

/* ------------------------------------------------------------ legal answers */

static void add_declare(wg_sink *sk, int w, int target, int value)
{
    wg_action a = wg_action_about(WG_ACT_DECLARE, WG_OGRE_UNIT, target);
    a.weapon = w;
    a.value = value;
    wg_sink_add(sk, &a);
}

/*
 * value 0: a new attack; value 1: join the last declared attack, on the same
 * target. AP guns on one target form one attack per window (OG-S4).
 */
int ogre_split_may_declare(const wg_game *g, int w, int u, int value)
{
    const ogre_state *s = ogre_cst(g);
    const ogre_type *t = ogre_utype(ogre_cdata(g), WG_OGRE_UNIT);
    int last = s->decl_n - 1;
    if (s->wpn_fired[w] || declared(s, w) || !ogre_fire_ogre_can_hit(g, w, u))
        return 0;
    int ap = t->weapon[w].kind == WG_OGRE_AP, ap_free = s->u[u].ap_point != s->point;
    if (!value)
        return !ap || ap_free;
    return last >= 0 && s->decl_target[last] == u && (!ap || ap_free || s->decl_ap[last]);
}

int ogre_split_options(const wg_game *g, wg_sink *sk)
{
    const ogre_state *s = ogre_cst(g);
    const ogre_type *t = ogre_utype(ogre_cdata(g), WG_OGRE_UNIT);
    ogre_reach r;
    int n = 0, built = 0, last = s->decl_n - 1;
    for (int w = 0; w < t->nweapons; w++) {
        /* ogre_split_may_declare, with the weapon's own tests hoisted */
        if (s->wpn_fired[w] || declared(s, w) || !s->wpn_alive[w])
            continue;
        if (!built) {
            ogre_fire_reach_build(g, &r);
            built = 1;
        }
        const ogre_weapon_def *wd = &t->weapon[w];
        int ap = wd->kind == WG_OGRE_AP;
        for (int i = 0; i < r.nnear; i++) {
            int u = r.near[i];
            if (!ogre_reach_hits(&r, wd, u))
                continue;
            int ap_free = s->u[u].ap_point != s->point;
            if (!ap || ap_free) {
                if (!sk)
                    return 1;
                add_declare(sk, w, u, 0);
                n++;
            }
            if (last >= 0 && s->decl_target[last] == u && (!ap || ap_free || s->decl_ap[last])) {
                if (!sk)
                    return 1;
                add_declare(sk, w, u, 1);
                n++;
            }
        }
    }
    return n;
}

void ogre_split_legal(const wg_game *g, wg_sink *sk)
{
    ogre_split_options(g, sk);
    ogre_move_ogre_legal(g, sk, 1);
    wg_action a = wg_action_make(WG_ACT_PASS);
    wg_sink_add(sk, &a);
}

/* ------------------------------------------------------------ answers */

static void declare(wg_game *g, const wg_action *a)
{
    ogre_state *s = ogre_st(g);
    const ogre_type *t = ogre_utype(ogre_cdata(g), WG_OGRE_UNIT);
    int i = s->decl_n++;
    int ap = t->weapon[a->weapon].kind == WG_OGRE_AP;
    s->decl_weapon[i] = a->weapon;
    s->decl_target[i] = a->target;
    if (a->value && i > 0) {
        s->decl_group[i] = s->decl_group[i - 1];
        s->decl_ap[i] = ap || s->decl_ap[i - 1];
        for (int k = i - 1; k >= 0 && s->decl_group[k] == s->decl_group[i]; k--)
            s->decl_ap[k] = s->decl_ap[i];
    } else {
        s->decl_group[i] = i ? s->decl_group[i - 1] + 1 : 0;
        s->decl_ap[i] = ap;
    }
    if (ap)
        s->u[a->target].ap_point = s->point;
    wg_event ev = wg_event_about(WG_EV_DECLARED, WG_OGRE_PLAYER_OGRE, WG_OGRE_UNIT, a->target);
    ev.weapon = a->weapon;
    ev.value = a->value;
    wg_emit(g, &ev);
    wg_top(g)->pending = s->decl_n;
}

/* OG-S2, OG-S3: in declared order, each on what is left of its target. */
static void resolve_declared(wg_game *g)
{
    ogre_state *s = ogre_st(g);
    int8_t weapons[WG_OGRE_MAX_WEAPONS];
    for (int i = 0; i < s->decl_n;) {
        int n = 0, group = s->decl_group[i], target = s->decl_target[i];
        while (i < s->decl_n && s->decl_group[i] == group)
            weapons[n++] = s->decl_weapon[i++];
        ogre_fire_ogre_attack(g, weapons, n, target);
    }
    s->decl_n = 0;
    memset(s->decl_weapon, 0, sizeof s->decl_weapon);
    memset(s->decl_target, 0, sizeof s->decl_target);
    memset(s->decl_group, 0, sizeof s->decl_group);
    memset(s->decl_ap, 0, sizeof s->decl_ap);
}

static void close_window(wg_game *g)
{
    wg_event ev = wg_event_make(WG_EV_WINDOW_CLOSED);
    ev.player = WG_OGRE_PLAYER_OGRE;
    ev.unit = WG_OGRE_UNIT;
    wg_emit(g, &ev);
    wg_pop(g);
}

void ogre_split_apply(wg_game *g, const wg_action *a)
{
    if (a->type == WG_ACT_DECLARE) {
        declare(g, a);
        return;
    }
    resolve_declared(g);
    if (ogre_turn_check_victory(g))
        return;
    close_window(g);
    ogre_move_ogre_answer(g, a);
}
