/*
 * The state's hashed form (state_hash.c): the units are packed into narrow
 * types, but the hashes stay those of the layout before (saves record a
 * hash after every action and check it on loading), and every byte of the
 * packed state still counts in the hash.
 */
#include <stdio.h>
#include <string.h>

#include "mob_test.h"
#include "rulesets/mob/mob_internal.h"

static wg_game *open_scenario(const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", MOB_SCENARIO_DIR, name);
    wg_game *g = NULL;
    wg_options o = WG_OPTIONS_INIT;
    o.flags = WG_OPT_NO_LOG | WG_OPT_NO_HISTORY;
    assert_int_equal(wg_game_open(&g, path, 7, &o, NULL), WG_OK);
    return g;
}

/* Random agents play g (at most `steps` actions); the hashes of every state on the way,
 * folded. */
static uint64_t play_folding_hashes(wg_game *g, int steps)
{
    wg_agent a[2];
    for (int p = 0; p < 2; p++) {
        wg_agent_init(&a[p], WG_AGENT_RANDOM, 11 + (uint64_t)p);
        wg_game_set_agent(g, p, wg_agent_decide, &a[p]);
    }
    uint64_t h = wg_game_hash(g);
    for (int i = 0; i < steps && wg_game_run(g, 1) == WG_STEPPED; i++)
        h = h * 31 + wg_game_hash(g);
    return h * 31 + wg_game_hash(g);
}

/* Recorded with the library before the units were packed (9c3e352): a whole random game
 * of each shipped scenario, its hash after every action. */
static void hashes_are_those_of_the_layout_before(void **state)
{
    (void)state;
    static const struct {
        const char *file;
        uint64_t folded;
    } games[] = {
        { "mob-crossroads.yaml", UINT64_C(0x52786b4dd7039b11) }, /* 18 units: odd words */
        { "mob-skirmish.yaml", UINT64_C(0x288b2fe19057e329) },   /* 9 units, 63 cells */
    };
    for (size_t k = 0; k < sizeof games / sizeof games[0]; k++) {
        wg_game *g = open_scenario(games[k].file);
        uint64_t h = play_folding_hashes(g, 1000000);
        if (h != games[k].folded)
            fail_msg("%s: folded hashes 0x%016llx", games[k].file, (unsigned long long)h);
        wg_game_free(g);
    }
}

/* The units' padding, always zero, is the only part the hashed form leaves out. */
static int is_padding(const mob_state *s, size_t at)
{
    size_t units = offsetof(mob_state, u), end = units + (size_t)s->nunits * sizeof(mob_unit);
    size_t in_unit = (at - units) % sizeof(mob_unit);
    return at >= units && at < end && in_unit >= offsetof(mob_unit, pad_);
}

/* A change to any byte of the packed state changes the hash. */
static void every_byte_of_the_state_counts(void **state)
{
    (void)state;
    static const char *const files[] = { "mob-crossroads.yaml", "mob-skirmish.yaml" };
    for (size_t k = 0; k < sizeof files / sizeof files[0]; k++) {
        wg_game *g = open_scenario(files[k]);
        play_folding_hashes(g, 60); /* mid-game: units moved and hit */
        mob_state *s = mob_st(g);
        size_t size = sizeof *s + (size_t)s->nunits * sizeof(mob_unit) +
                      (size_t)s->ncells * sizeof(int32_t);
        unsigned char *b = (unsigned char *)s;
        uint64_t before = wg_game_hash(g);
        int counted = 0;
        for (size_t at = 0; at < size; at++) {
            if (is_padding(s, at))
                continue;
            for (int bit = 0; bit < 8; bit++) {
                b[at] ^= (unsigned char)(1u << bit);
                int changed = wg_game_hash(g) != before;
                b[at] ^= (unsigned char)(1u << bit);
                if (!changed)
                    fail_msg("%s: byte %zu bit %d of the state is not hashed", files[k], at, bit);
            }
            counted++;
        }
        assert_true(counted > 300);
        assert_true(wg_game_hash(g) == before);
        wg_game_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(hashes_are_those_of_the_layout_before),
        cmocka_unit_test(every_byte_of_the_state_counts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
