/*
 * wgbench's scenario-handle section: wg_game_new against wg_game_start on
 * every shipped scenario, and a sweep's games per second on one thread and
 * on two sharing one wg_scenario.
 */
#ifndef WG_EXAMPLES_BENCH_START_H
#define WG_EXAMPLES_BENCH_START_H

/* Print the section for every .yaml in dir; returns 0, or 1 if a check failed. */
int bench_start_report(const char *dir, int quick);

#endif
