/*
 * Prints, as JSON, what the C compiler says about the public headers: the
 * size of every public struct, the offset and size of each of its fields,
 * and the value of every public constant. The binding tests compare their
 * ctypes / FFI declarations with this, and this list with the headers
 * ("no drift"). Each ruleset's part is layout_<ruleset>.c; the rulesets
 * come from the top meson.build's list (rulesets/ruleset_list.h).
 *
 *   wg_layout                 every header
 *   wg_layout wargame.h hex.h ogre.h   only the headers named (test_wargame.py)
 *   wg_layout fow.h           (test_fow.py, test_fow.lua; likewise each ruleset)
 *
 *   {"structs": {"wg_error": {"size": 312, "fields": {"status": [0, 4], ...}}},
 *    "constants": {"WG_OK": 0, ...}}
 */
#include <stdio.h>
#include <string.h>

#include "layout.h"
#include "wargame/hex.h"
#include "rulesets/ruleset_list.h"

static int first_struct = 1, first_field = 1, first_const = 1;

void struct_begin(const char *name, size_t size)
{
    printf("%s\n    \"%s\": {\"size\": %zu, \"fields\": {", first_struct ? "" : ",", name, size);
    first_struct = 0;
    first_field = 1;
}

void field(const char *name, size_t offset, size_t size)
{
    printf("%s\"%s\": [%zu, %zu]", first_field ? "" : ", ", name, offset, size);
    first_field = 0;
}

void struct_end(void) { printf("}}"); }

void constant(const char *name, long long value)
{
    printf("%s\n    \"%s\": %lld", first_const ? "" : ",", name, value);
    first_const = 0;
}

static void core_structs(void)
{
    S(wg_error);
    F(wg_error, status); F(wg_error, line); F(wg_error, column); F(wg_error, message);
    struct_end();

    S(wg_options);
    F(wg_options, size); F(wg_options, flags); F(wg_options, malloc_fn);
    F(wg_options, realloc_fn); F(wg_options, free_fn); F(wg_options, alloc_payload);
    struct_end();

    S(wg_game_info);
    F(wg_game_info, size); F(wg_game_info, turn); F(wg_game_info, active);
    F(wg_game_info, phase); F(wg_game_info, over); F(wg_game_info, winner);
    F(wg_game_info, result); F(wg_game_info, score); F(wg_game_info, unit_count);
    F(wg_game_info, depth);
    struct_end();

    S(wg_unit_info);
    F(wg_unit_info, size); F(wg_unit_info, id); F(wg_unit_info, player);
    F(wg_unit_info, kind); F(wg_unit_info, flags); F(wg_unit_info, x); F(wg_unit_info, y);
    F(wg_unit_info, facing); F(wg_unit_info, strength); F(wg_unit_info, moves_left);
    struct_end();

    S(wg_decision);
    F(wg_decision, type); F(wg_decision, player); F(wg_decision, depth);
    F(wg_decision, unit); F(wg_decision, target); F(wg_decision, x); F(wg_decision, y);
    F(wg_decision, count); F(wg_decision, pending); F(wg_decision, open);
    F(wg_decision, kind); F(wg_decision, reserved);
    struct_end();

    S(wg_reach);
    F(wg_reach, x); F(wg_reach, y); F(wg_reach, cost); F(wg_reach, steps); F(wg_reach, flags);
    F(wg_reach, reserved);
    struct_end();

    S(wg_action);
    F(wg_action, type); F(wg_action, unit); F(wg_action, weapon); F(wg_action, target);
    F(wg_action, part); F(wg_action, card); F(wg_action, x); F(wg_action, y);
    F(wg_action, value); F(wg_action, reserved);
    struct_end();

    S(wg_agent);
    F(wg_agent, size); F(wg_agent, kind); F(wg_agent, reserved); F(wg_agent, rng);
    struct_end();

    S(wg_search_options);
    F(wg_search_options, size); F(wg_search_options, iterations);
    F(wg_search_options, time_ms); F(wg_search_options, max_nodes);
    F(wg_search_options, rollout_steps); F(wg_search_options, seed);
    struct_end();

    S(wg_search_stats);
    F(wg_search_stats, size); F(wg_search_stats, iterations); F(wg_search_stats, nodes);
    F(wg_search_stats, candidates); F(wg_search_stats, best_visits);
    F(wg_search_stats, value); F(wg_search_stats, ms);
    struct_end();

    S(wg_roll);
    F(wg_roll, sides); F(wg_roll, purpose); F(wg_roll, need); F(wg_roll, unit);
    F(wg_roll, target); F(wg_roll, index); F(wg_roll, player);
    struct_end();

    S(wg_event);
    F(wg_event, type); F(wg_event, player); F(wg_event, unit); F(wg_event, weapon);
    F(wg_event, target); F(wg_event, part); F(wg_event, x); F(wg_event, y);
    F(wg_event, purpose); F(wg_event, need); F(wg_event, roll); F(wg_event, result);
    F(wg_event, value); F(wg_event, extra); F(wg_event, reserved);
    struct_end();

    S(wg_history_entry);
    F(wg_history_entry, action); F(wg_history_entry, dice); F(wg_history_entry, forced);
    F(wg_history_entry, first_event); F(wg_history_entry, event_count);
    F(wg_history_entry, hash);
    struct_end();

    S(wg_odds_outcome);
    F(wg_odds_outcome, kind); F(wg_odds_outcome, unit); F(wg_odds_outcome, part);
    F(wg_odds_outcome, value); F(wg_odds_outcome, num);
    struct_end();

    S(wg_odds);
    F(wg_odds, size); F(wg_odds, den); F(wg_odds, count); F(wg_odds, attacks);
    F(wg_odds, outcome);
    struct_end();

    S(wg_sweep);
    F(wg_sweep, size); F(wg_sweep, agent); F(wg_sweep, swap_sides); F(wg_sweep, max_actions);
    F(wg_sweep, seed);
    struct_end();

    S(wg_sweep_game);
    F(wg_sweep_game, index); F(wg_sweep_game, seed); F(wg_sweep_game, swapped);
    F(wg_sweep_game, status); F(wg_sweep_game, winner); F(wg_sweep_game, result);
    F(wg_sweep_game, turns); F(wg_sweep_game, actions);
    struct_end();

}

static void hex_structs(void)
{
    S(wg_hex);
    F(wg_hex, q); F(wg_hex, r);
    struct_end();
}

static void core_constants(void)
{
    C(WG_VERSION_MAJOR); C(WG_VERSION_MINOR); C(WG_VERSION_PATCH); C(WG_VERSION_NUMBER);
    C(WG_MAX_PLAYERS); C(WG_ODDS_MAX); C(WG_SPECTATOR);
    C(WG_REACH_DICE); C(WG_REACH_WINDOW);
    C(WG_ACTION_INTS);

    C(WG_OK); C(WG_PENDING); C(WG_STEPPED); C(WG_EINVAL); C(WG_ENOMEM); C(WG_EPARSE); C(WG_EILLEGAL);
    C(WG_ESTATE); C(WG_EBUSY); C(WG_ERANGE); C(WG_EIO); C(WG_ELIMIT); C(WG_ECORRUPT);

    C(WG_OPT_NO_LOG); C(WG_OPT_NO_HISTORY);

    C(WG_UNIT_ALIVE); C(WG_UNIT_DISABLED); C(WG_UNIT_ON_BOARD); C(WG_UNIT_MOVED);
    C(WG_UNIT_FIRED);

    C(WG_DEC_NONE); C(WG_DEC_MOVE); C(WG_DEC_FIRE); C(WG_DEC_SPLITFIRE); C(WG_DEC_OPFIRE);
    C(WG_DEC_DEFENSIVE_FIRE); C(WG_DEC_ALLOCATE_HITS); C(WG_DEC_RETREAT); C(WG_DEC_ORDER);
    C(WG_DEC_SETUP); C(WG_DEC_CHOICE);

    C(WG_ACT_NONE); C(WG_ACT_PASS); C(WG_ACT_MOVE); C(WG_ACT_STAY); C(WG_ACT_DECLARE);
    C(WG_ACT_RESOLVE); C(WG_ACT_ALLOCATE); C(WG_ACT_RETREAT); C(WG_ACT_PLAY);
    C(WG_ACT_CHOOSE); C(WG_ACT_FIRE);

    C(WG_AGENT_RANDOM); C(WG_AGENT_GREEDY); C(WG_AGENT_SEARCH);

    C(WG_EV_NONE); C(WG_EV_GAME_START); C(WG_EV_TURN); C(WG_EV_PHASE); C(WG_EV_DIE);
    C(WG_EV_MOVE); C(WG_EV_ATTACK); C(WG_EV_RESULT); C(WG_EV_DESTROYED); C(WG_EV_DAMAGED);
    C(WG_EV_DISABLED); C(WG_EV_RECOVERED); C(WG_EV_GAME_OVER); C(WG_EV_SPLITFIRE_WINDOW);
    C(WG_EV_OPFIRE_WINDOW); C(WG_EV_DEFENSIVE_FIRE); C(WG_EV_FIRE_OPTION);
    C(WG_EV_WINDOW_CLOSED); C(WG_EV_DECLARED); C(WG_EV_WASTED); C(WG_EV_RAM);
    C(WG_EV_INFO);

}

static void hex_constants(void)
{
    C(WG_HEX_COORD_MAX);
    C(WG_HEX_E); C(WG_HEX_NE); C(WG_HEX_NW); C(WG_HEX_W); C(WG_HEX_SW); C(WG_HEX_SE);
    C(WG_HEX_ODD_R); C(WG_HEX_EVEN_R);
}

#define WG_RULESET(name) void layout_##name##_structs(void); void layout_##name##_constants(void);
WG_RULESETS
#undef WG_RULESET

static const struct section {
    const char *header;
    void (*structs)(void);
    void (*constants)(void);
} sections[] = {
    { "wargame.h", core_structs, core_constants },
    { "hex.h", hex_structs, hex_constants },
#define WG_RULESET(name) { #name ".h", layout_##name##_structs, layout_##name##_constants },
    WG_RULESETS
#undef WG_RULESET
};

#define NSECTIONS (sizeof sections / sizeof sections[0])

int main(int argc, char **argv)
{
    int chosen[NSECTIONS];
    for (size_t k = 0; k < NSECTIONS; k++)
        chosen[k] = argc < 2;
    for (int i = 1; i < argc; i++) {
        size_t k = 0;
        while (k < NSECTIONS && strcmp(argv[i], sections[k].header) != 0)
            k++;
        if (k == NSECTIONS) {
            fprintf(stderr, "wg_layout: no header %s\n", argv[i]);
            return 2;
        }
        chosen[k] = 1;
    }
    printf("{\n  \"structs\": {");
    for (size_t k = 0; k < NSECTIONS; k++)
        if (chosen[k])
            sections[k].structs();
    printf("\n  },\n  \"constants\": {");
    for (size_t k = 0; k < NSECTIONS; k++)
        if (chosen[k])
            sections[k].constants();
    printf("\n  }\n}\n");
    return 0;
}
