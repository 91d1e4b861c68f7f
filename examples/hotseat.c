/*
 * hotseat: two players share one screen for a Memoir '44 game. Each seat
 * sees only what its player may see (wargame.h "hidden information"): its
 * own hand, the events as its listener hears them (the other's draws are
 * "a card"), and the decision and its answers only when it must answer.
 * Between seats the screen is cleared by a page of blank lines.
 *
 *   hotseat [--auto] [--seed N] [SCENARIO.yaml]
 *
 * Each player types the number of an answer (Enter alone: the first one).
 * --auto lets the built-in greedy agent answer for both seats: the same
 * screens, no typing (the example runs as a test that way).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wargame/m44.h"
#include "wargame/wargame.h"

#ifndef HOTSEAT_SCENARIO
#define HOTSEAT_SCENARIO "examples/scenarios/m44-opfire.yaml"
#endif

#define NEWS_MAX 8192

/* What one seat has heard since it last had the screen. */
typedef struct seat {
    int player;
    char news[NEWS_MAX];
    size_t len;
    wg_agent agent; /* --auto: answers for the seat */
} seat;

static void hear(void *payload, const wg_game *g, const wg_event *ev)
{
    seat *s = payload;
    char line[256];
    /* the listener of a seat gets the event as its player sees it already */
    int n = wg_event_describe(g, ev, line, sizeof line);
    if (n > 0 && s->len + (size_t)n + 4 < NEWS_MAX)
        s->len += (size_t)snprintf(s->news + s->len, NEWS_MAX - s->len, "  %s\n", line);
}

static void show_hand(const wg_game *g, int player)
{
    int32_t cards[WG_M44_MAX_HAND];
    int n = wg_m44_hand_for(g, player, player, cards, WG_M44_MAX_HAND);
    printf("your hand:");
    for (int i = 0; i < n && i < WG_M44_MAX_HAND; i++)
        printf("%s %s", i ? "," : "", wg_m44_card_name(g, cards[i]));
    printf("\nthe other hand: %d card(s)\n", wg_m44_hand_for(g, player, 1 - player, NULL, 0));
}

/* The answer the seat's player picks: typed, or the agent's with --auto. */
static int pick(seat *s, const wg_game *g, const wg_decision *d, const wg_action *list, int n,
                int autoplay, wg_action *out)
{
    if (autoplay)
        return wg_agent_decide(&s->agent, g, d, out);
    char line[64];
    printf("your answer (0-%d, Enter: 0): ", n - 1);
    fflush(stdout);
    if (!fgets(line, sizeof line, stdin))
        return WG_ESTATE; /* end of input: stop */
    int i = atoi(line);
    *out = list[i >= 0 && i < n ? i : 0];
    return WG_OK;
}

/* One answer at the screen by the seat that must answer; `fresh`: the seat just sat down. */
static int take_turn(wg_game *g, seat *s, int autoplay, int fresh)
{
    static wg_action list[1024];
    char line[256];
    wg_decision d;
    wg_game_decision_for(g, s->player, &d);
    if (fresh && !autoplay) /* the other player's screen scrolls away */
        printf("\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n");
    if (fresh)
        printf("==== %s at the screen ====\n", wg_game_player_name(g, s->player));
    printf("%s", s->news);
    s->len = 0;
    s->news[0] = '\0';
    show_hand(g, s->player);
    wg_decision_describe(g, &d, line, sizeof line);
    printf("%s\n", line);
    int n = wg_game_legal_actions_for(g, s->player, list, 1024);
    for (int i = 0; i < n && i < 1024; i++) {
        wg_action_describe(g, &list[i], line, sizeof line);
        printf("  %d: %s\n", i, line);
    }
    wg_action a;
    int rc = pick(s, g, &d, list, n < 1024 ? n : 1024, autoplay, &a);
    return rc == WG_OK ? wg_game_apply(g, &a) : rc;
}

int main(int argc, char **argv)
{
    const char *path = HOTSEAT_SCENARIO;
    uint64_t seed = 1;
    int autoplay = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--auto") == 0)
            autoplay = 1;
        else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc)
            seed = strtoull(argv[++i], NULL, 10);
        else
            path = argv[i];
    }
    wg_game *g;
    wg_error err;
    if (wg_game_open(&g, path, seed, NULL, &err) != WG_OK) {
        fprintf(stderr, "hotseat: %s\n", err.message);
        return 2;
    }
    static seat seats[2];
    for (int p = 0; p < 2; p++) {
        seats[p].player = p;
        wg_agent_init(&seats[p].agent, WG_AGENT_GREEDY, seed + (uint64_t)p);
        wg_game_on_event_for(g, p, hear, &seats[p]);
        for (int i = 0; i < wg_game_log_count(g); i++) { /* the deal, as each seat sees it */
            wg_event ev, seen;
            wg_game_log_event(g, i, &ev);
            if (wg_event_for(g, &ev, p, &seen) == 1)
                hear(&seats[p], g, &seen);
        }
    }
    int rc = WG_OK, at_screen = -1;
    wg_decision d;
    while (rc == WG_OK && wg_game_decision(g, &d) == WG_OK && d.type != WG_DEC_NONE) {
        rc = take_turn(g, &seats[d.player], autoplay, d.player != at_screen);
        at_screen = d.player;
    }
    if (rc == WG_OK)
        printf("==== %s ====\n", wg_game_result_text(g));
    wg_game_free(g);
    return rc == WG_OK || rc == WG_ESTATE ? 0 : 1;
}
