/*
 * Hidden information (issue 15): what each player may see of a Memoir '44
 * game. Per-player listeners and descriptions never name a card of the
 * other hand or of the deck; search copies (wg_game_clone_for) keep what
 * their player sees, redraw the rest, and depend on nothing else; the
 * built-in agents answer the same on a copy as on the game.
 */
#include <stdio.h>
#include <string.h>

#include "m44_test.h"
#include "rulesets/m44/m44_internal.h"

static char *read_text(const char *name, size_t *len)
{
    static char buf[2][65536];
    static int which;
    char path[512];
    snprintf(path, sizeof path, "%s/%s", M44_SCENARIO_DIR, name);
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    char *b = buf[which++ % 2];
    *len = fread(b, 1, sizeof buf[0] - 1, f);
    b[*len] = '\0';
    fclose(f);
    return b;
}

static wg_game *shipped(const char *name, uint64_t seed)
{
    size_t len;
    char *yaml = read_text(name, &len);
    wg_game *g = NULL;
    wg_error err;
    if (wg_game_new(&g, yaml, len, name, seed, NULL, &err) != WG_OK)
        fail_msg("%s", err.message);
    return g;
}

/* ------------------------------------------------------------ what a seat is told */

typedef struct seat {
    int player;    /* 0, 1, or WG_SPECTATOR; 9: the omniscient listener */
    long events, draws, named_draws, options;
    int failed;
} seat;

/* Every card name of the deck appears in no line a seat may not read it in. */
static int names_a_card(const wg_game *g, const char *line)
{
    int n = m44_cdata(g)->ncards;
    for (int c = 0; c < n; c++)
        if (strstr(line, wg_m44_card_name(g, c)))
            return 1;
    return 0;
}

static void seat_saw(void *payload, const wg_game *g, const wg_event *ev)
{
    seat *s = payload;
    s->events++;
    int own = s->player == 9 || ev->player == s->player;
    if (ev->type == WG_M44_EV_DRAW) {
        s->draws++;
        s->named_draws += ev->weapon >= 0;
        if (!own && ev->weapon != -1)
            s->failed = 1;
        char line[256];
        int n = s->player == 9 ? wg_event_describe(g, ev, line, sizeof line)
                               : wg_event_describe_for(g, ev, s->player, line, sizeof line);
        if (n <= 0 || names_a_card(g, line) != own)
            s->failed = 1;
    }
    if (ev->type == WG_EV_FIRE_OPTION) {
        s->options++;
        if (!own || ev->weapon < 0)
            s->failed = 1;
    }
    if (ev->type == WG_EV_OPFIRE_WINDOW && !own && ev->value != -1)
        s->failed = 1;
}

/* Issue 15 "done when": 200 random games, Op Fire on and off; the players' and the
 * spectator's listeners never get a card they may not see, the omniscient one all. */
static void hidden_listeners_never_name_unseen_cards(void **state)
{
    (void)state;
    static const char *const files[] = { "m44-opfire.yaml", "m44-base.yaml" };
    long options[4] = { 0, 0, 0, 0 }, named[4] = { 0, 0, 0, 0 }, draws = 0;
    for (int i = 0; i < 200; i++) {
        wg_game *g = shipped(files[i % 2], (uint64_t)i + 1);
        seat seats[4] = { { 0, 0, 0, 0, 0, 0 }, { 1, 0, 0, 0, 0, 0 },
                          { WG_SPECTATOR, 0, 0, 0, 0, 0 }, { 9, 0, 0, 0, 0, 0 } };
        for (int e = 0; e < wg_game_log_count(g); e++) { /* the deal, before any listener */
            wg_event ev, seen;
            wg_game_log_event(g, e, &ev);
            seat_saw(&seats[3], g, &ev);
            for (int k = 0; k < 3; k++)
                if (wg_event_for(g, &ev, seats[k].player, &seen) == 1)
                    seat_saw(&seats[k], g, &seen);
        }
        for (int k = 0; k < 3; k++)
            assert_int_equal(wg_game_on_event_for(g, seats[k].player, seat_saw, &seats[k]),
                             WG_OK);
        assert_int_equal(wg_game_on_event(g, seat_saw, &seats[3]), WG_OK);
        wg_agent a[2];
        wg_agent_init(&a[0], WG_AGENT_RANDOM, (uint64_t)i * 2 + 1);
        wg_agent_init(&a[1], WG_AGENT_RANDOM, (uint64_t)i * 2 + 2);
        wg_game_set_agent(g, 0, wg_agent_decide, &a[0]);
        wg_game_set_agent(g, 1, wg_agent_decide, &a[1]);
        assert_int_equal(wg_game_run(g, 0), WG_OK);
        for (int k = 0; k < 4; k++) {
            if (seats[k].failed)
                fail_msg("game %d: seat %d was told what it may not see", i, seats[k].player);
            options[k] += seats[k].options;
            named[k] += seats[k].named_draws;
        }
        draws += seats[3].draws;
        assert_int_equal(seats[3].named_draws, seats[3].draws); /* omniscient: every card */
        assert_int_equal(seats[2].named_draws, 0);               /* spectator: none */
        wg_game_free(g);
    }
    assert_true(draws > 0 && options[3] > 0);      /* the games drew cards and opened windows */
    assert_int_equal(options[2], 0);               /* a spectator sees no option */
    assert_true(options[0] + options[1] == options[3]);
    assert_true(named[0] > 0 && named[1] > 0 && named[0] + named[1] == draws); /* each to its drawer */
}

/* The per-player words: "Allies draws a card" to the others, the card to the drawer. */
static void describe_for_hides_the_card(void **state)
{
    (void)state;
    wg_game *g = shipped("m44-base.yaml", 3);
    wg_event ev;
    int found = 0;
    for (int e = 0; e < wg_game_log_count(g) && !found; e++) {
        wg_game_log_event(g, e, &ev);
        found = ev.type == WG_M44_EV_DRAW;
    }
    assert_true(found);
    char own[200], other[200], spect[200], all[200];
    int p = ev.player;
    assert_true(wg_event_describe_for(g, &ev, p, own, sizeof own) > 0);
    assert_true(wg_event_describe_for(g, &ev, 1 - p, other, sizeof other) > 0);
    assert_true(wg_event_describe_for(g, &ev, WG_SPECTATOR, spect, sizeof spect) > 0);
    wg_event_describe(g, &ev, all, sizeof all);
    assert_string_equal(own, all);
    assert_non_null(strstr(own, wg_m44_card_name(g, ev.weapon)));
    assert_non_null(strstr(other, "draws a card"));
    assert_string_equal(other, spect);
    wg_event seen;
    assert_int_equal(wg_event_for(g, &ev, 1 - p, &seen), 1);
    assert_int_equal(seen.weapon, -1);
    assert_int_equal(wg_event_for(g, &ev, 2, &seen), WG_ERANGE);
    assert_int_equal(wg_event_for(g, NULL, 0, &seen), WG_EINVAL);
    assert_int_equal(wg_event_describe_for(g, &ev, -2, own, sizeof own), WG_ERANGE);
    wg_game_free(g);
}

/* ------------------------------------------------------------ search copies */

/* Where each card is as `viewer` may know it: his hand's cards by number; any
 * other card is "unseen" (1) or public (its loc + 10). */
static void public_view(const wg_game *g, int viewer, int8_t *out)
{
    const m44_state *s = m44_cst(g);
    for (int c = 0; c < m44_cdata(g)->ncards; c++) {
        int loc = s->loc[c];
        int hidden = loc == M44_LOC_DECK || ((loc == M44_LOC_HAND || loc == M44_LOC_HAND + 1) &&
                                             loc != M44_LOC_HAND + viewer);
        out[c] = (int8_t)(hidden ? 1 : loc + 10);
    }
}

static void same_public_facts(const wg_game *a, const wg_game *b, int viewer)
{
    wg_game_info ia = WG_GAME_INFO_INIT, ib = WG_GAME_INFO_INIT;
    wg_game_status(a, &ia);
    wg_game_status(b, &ib);
    assert_memory_equal(&ia, &ib, sizeof ia); /* turn, phase, medals, depth */
    for (int u = 0; u < wg_game_unit_count(a); u++) {
        wg_unit_info ua = WG_UNIT_INFO_INIT, ub = WG_UNIT_INFO_INIT;
        wg_game_unit(a, u, &ua);
        wg_game_unit(b, u, &ub);
        assert_memory_equal(&ua, &ub, sizeof ua);
    }
    int8_t va[WG_M44_MAX_CARDS], vb[WG_M44_MAX_CARDS];
    public_view(a, viewer, va);
    public_view(b, viewer, vb);
    assert_memory_equal(va, vb, (size_t)m44_cdata(a)->ncards);
    for (int p = 0; p < 2; p++)
        assert_int_equal(wg_m44_hand(a, p, NULL, 0), wg_m44_hand(b, p, NULL, 0));
    assert_int_equal(m44_cst(a)->ndeck, m44_cst(b)->ndeck);
}

/* Play a copy to its end with random agents: every action legal. */
static void plays_to_the_end(wg_game *c, uint64_t seed)
{
    wg_agent a[2];
    wg_agent_init(&a[0], WG_AGENT_RANDOM, seed);
    wg_agent_init(&a[1], WG_AGENT_RANDOM, seed + 1);
    wg_game_set_agent(c, 0, wg_agent_decide, &a[0]);
    wg_game_set_agent(c, 1, wg_agent_decide, &a[1]);
    assert_int_equal(wg_game_run(c, 0), WG_OK);
}

/* Issue 15 "done when": for 50 positions, clone_for(p, s) keeps p's hand, the board and
 * the medals; 20 seeds give at least two different hands of the other player; the hidden
 * cards are a permutation of the original's; the copy plays to the end; a copy of a game
 * that differs only in what p cannot see is byte-identical. */
static void clone_for_redraws_only_what_is_hidden(void **state)
{
    (void)state;
    int positions = 0;
    for (int game = 0; positions < 50; game++) {
        wg_game *g = shipped(game % 2 ? "m44-base.yaml" : "m44-opfire.yaml", 100 + (uint64_t)game);
        wg_agent a;
        wg_agent_init(&a, WG_AGENT_RANDOM, (uint64_t)game);
        for (int step = 0; step < 400 && positions < 50; step++) {
            wg_decision d;
            wg_game_decision(g, &d);
            if (d.type == WG_DEC_NONE)
                break;
            if (step % 37 == 5) {
                int p = d.player;
                int32_t mine[WG_M44_MAX_HAND], theirs[20][WG_M44_MAX_HAND];
                int nmine = wg_m44_hand(g, p, mine, WG_M44_MAX_HAND), differ = 0;
                int nth = wg_m44_hand(g, 1 - p, NULL, 0);
                wg_game *other = NULL;
                assert_int_equal(wg_game_clone_for(&other, g, p, 999), WG_OK);
                for (int s = 0; s < 20; s++) {
                    wg_game *c = NULL, *c2 = NULL;
                    assert_int_equal(wg_game_clone_for(&c, g, p, (uint64_t)s), WG_OK);
                    assert_int_equal(wg_game_log_count(c), 0);
                    assert_int_equal(wg_game_history_count(c), 0);
                    same_public_facts(g, c, p);
                    int32_t h[WG_M44_MAX_HAND];
                    assert_int_equal(wg_m44_hand(c, p, h, WG_M44_MAX_HAND), nmine);
                    assert_memory_equal(h, mine, (size_t)nmine * sizeof *h);
                    wg_m44_hand(c, 1 - p, theirs[s], WG_M44_MAX_HAND);
                    if (s > 0 && memcmp(theirs[s], theirs[0], (size_t)nth * sizeof *h))
                        differ = 1;
                    /* a game that differs only in what p cannot see: the same copy */
                    assert_int_equal(wg_game_clone_for(&c2, other, p, (uint64_t)s), WG_OK);
                    assert_true(wg_game_hash(c) == wg_game_hash(c2));
                    if (s == 0)
                        plays_to_the_end(c, (uint64_t)positions);
                    wg_game_free(c);
                    wg_game_free(c2);
                }
                assert_true(differ || nth == 0);
                wg_game_free(other);
                positions++;
            }
            wg_action act;
            assert_int_equal(wg_agent_decide(&a, g, &d, &act), WG_OK);
            assert_int_equal(wg_game_apply(g, &act), WG_OK);
        }
        wg_game_free(g);
    }
}

/* Two games set up alike but for one card of the Axis hand: the Allies' copies are equal. */
static void clone_for_ignores_the_other_hand(void **state)
{
    (void)state;
    static const char *const units = UNIT(0, infantry, 6, 7) UNIT(1, infantry, 6, 1);
    wg_game *a = m44_game(NULL, NULL, units, "[[probe_centre], [attack_left]]", 1, 1);
    wg_game *b = m44_game(NULL, NULL, units, "[[probe_centre], [attack_right]]", 1, 1);
    assert_true(wg_game_hash(a) != wg_game_hash(b));
    for (uint64_t s = 0; s < 5; s++) {
        wg_game *ca, *cb, *c1;
        assert_int_equal(wg_game_clone_for(&ca, a, 0, s), WG_OK);
        assert_int_equal(wg_game_clone_for(&cb, b, 0, s), WG_OK);
        assert_int_equal(wg_game_clone_for(&c1, a, 1, s), WG_OK);
        assert_true(wg_game_hash(ca) == wg_game_hash(cb));
        assert_true(wg_game_hash(c1) != wg_game_hash(ca)); /* the Axis view keeps his own */
        int32_t h;
        assert_int_equal(wg_m44_hand(c1, 1, &h, 1), 1);
        assert_string_equal(wg_m44_card_name(c1, h), "Attack Left");
        wg_game_free(ca);
        wg_game_free(cb);
        wg_game_free(c1);
    }
    wg_game *x;
    assert_int_equal(wg_game_clone_for(&x, a, 2, 1), WG_ERANGE);
    assert_null(x);
    assert_int_equal(wg_game_clone_for(NULL, a, 0, 1), WG_EINVAL);
    wg_game_free(a);
    wg_game_free(b);
}

/* The built-in agents read nothing their player cannot see: on a copy for him they
 * answer as on the game itself. */
static void agents_answer_the_same_on_a_copy(void **state)
{
    (void)state;
    for (int game = 0; game < 6; game++) {
        wg_game *g = shipped(game % 2 ? "m44-base.yaml" : "m44-opfire.yaml", 7 + (uint64_t)game);
        wg_agent play;
        wg_agent_init(&play, WG_AGENT_GREEDY, (uint64_t)game);
        for (int step = 0; step < 300; step++) {
            wg_decision d;
            wg_game_decision(g, &d);
            if (d.type == WG_DEC_NONE)
                break;
            for (int kind = WG_AGENT_RANDOM; kind <= WG_AGENT_GREEDY; kind++) {
                wg_agent x, y;
                wg_agent_init(&x, kind, (uint64_t)step);
                y = x;
                wg_game *c;
                assert_int_equal(wg_game_clone_for(&c, g, d.player, (uint64_t)step * 3), WG_OK);
                wg_decision dc;
                wg_game_decision(c, &dc);
                wg_action on_game, on_copy;
                assert_int_equal(wg_agent_decide(&x, g, &d, &on_game), WG_OK);
                assert_int_equal(wg_agent_decide(&y, c, &dc, &on_copy), WG_OK);
                assert_memory_equal(&on_game, &on_copy, sizeof on_game);
                wg_game_free(c);
            }
            wg_action act;
            assert_int_equal(wg_agent_decide(&play, g, &d, &act), WG_OK);
            assert_int_equal(wg_game_apply(g, &act), WG_OK);
        }
        wg_game_free(g);
    }
}

/* wg_m44_hand_for: the owner sees his cards, anyone else their number only. */
static void hand_for_shows_the_size_only(void **state)
{
    (void)state;
    wg_game *g = shipped("m44-base.yaml", 5);
    int32_t all[WG_M44_MAX_HAND], seen[WG_M44_MAX_HAND];
    for (int p = 0; p < 2; p++) {
        int n = wg_m44_hand(g, p, all, WG_M44_MAX_HAND);
        assert_true(n > 0);
        assert_int_equal(wg_m44_hand_for(g, p, p, seen, WG_M44_MAX_HAND), n);
        assert_memory_equal(seen, all, (size_t)n * sizeof *all);
        for (int viewer = WG_SPECTATOR; viewer < 2; viewer++) {
            if (viewer == p)
                continue;
            assert_int_equal(wg_m44_hand_for(g, viewer, p, seen, WG_M44_MAX_HAND), n);
            for (int i = 0; i < n; i++)
                assert_int_equal(seen[i], -1);
        }
    }
    assert_int_equal(wg_m44_hand_for(g, 2, 0, seen, WG_M44_MAX_HAND), WG_ERANGE);
    assert_int_equal(wg_m44_hand_for(g, 0, 2, seen, WG_M44_MAX_HAND), WG_ERANGE);
    assert_int_equal(wg_m44_hand_for(g, 0, 1, NULL, 3), WG_EINVAL);
    wg_game_free(g);
}

/* The decision and its legal list as each viewer may see them: an Op Fire window's
 * options are its player's alone. */
static void decisions_for_show_the_decider_alone_his_options(void **state)
{
    (void)state;
    wg_game *g = shipped("m44-opfire.yaml", 4);
    wg_agent a;
    wg_agent_init(&a, WG_AGENT_RANDOM, 4);
    int windows = 0;
    for (int step = 0; step < 3000 && windows < 5; step++) {
        wg_decision d, mine, theirs, spect;
        wg_game_decision(g, &d);
        if (d.type == WG_DEC_NONE)
            break;
        assert_int_equal(wg_game_decision_for(g, d.player, &mine), WG_OK);
        assert_int_equal(wg_game_decision_for(g, 1 - d.player, &theirs), WG_OK);
        assert_int_equal(wg_game_decision_for(g, WG_SPECTATOR, &spect), WG_OK);
        assert_memory_equal(&mine, &d, sizeof d);
        assert_memory_equal(&theirs, &spect, sizeof d);
        int n = wg_game_legal_actions(g, NULL, 0);
        assert_int_equal(wg_game_legal_actions_for(g, d.player, NULL, 0), n);
        assert_int_equal(wg_game_legal_actions_for(g, 1 - d.player, NULL, 0), 0);
        assert_int_equal(wg_game_legal_actions_for(g, WG_SPECTATOR, NULL, 0), 0);
        if (d.type == WG_DEC_OPFIRE) {
            windows++;
            assert_true(d.count > 0);
            assert_int_equal(theirs.count, -1);
            theirs.count = d.count;
        }
        assert_memory_equal(&theirs, &d, sizeof d); /* nothing else is hidden */
        wg_action act;
        assert_int_equal(wg_agent_decide(&a, g, &d, &act), WG_OK);
        assert_int_equal(wg_game_apply(g, &act), WG_OK);
    }
    assert_true(windows > 0);
    wg_decision d;
    assert_int_equal(wg_game_decision_for(g, 2, &d), WG_ERANGE);
    assert_int_equal(wg_game_legal_actions_for(g, -2, NULL, 0), WG_ERANGE);
    assert_int_equal(wg_game_decision_for(g, 0, NULL), WG_EINVAL);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(hidden_listeners_never_name_unseen_cards),
        cmocka_unit_test(describe_for_hides_the_card),
        cmocka_unit_test(clone_for_redraws_only_what_is_hidden),
        cmocka_unit_test(clone_for_ignores_the_other_hand),
        cmocka_unit_test(agents_answer_the_same_on_a_copy),
        cmocka_unit_test(hand_for_shows_the_size_only),
        cmocka_unit_test(decisions_for_show_the_decider_alone_his_options),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
