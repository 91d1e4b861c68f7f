/*
 * Integer sine and cosine for the table geometry's angles (internal).
 *
 * wg_tab_sincos_q30 is the definition: facings (wg_tab_dir_from_angle) and
 * the arctangent (wg_tab_angle_of) are exactly what its values give, on
 * every platform. It costs a Taylor series. wg_tab_sincos_near_q30 is a
 * cheap estimate of those same values, off by at most
 * WG_TAB_SINCOS_NEAR_ERR (the geom tests check every input): a caller
 * decides with it when that error cannot change the answer, and asks the
 * definition only when it could.
 */
#ifndef WG_GEOM_SINCOS_H
#define WG_GEOM_SINCOS_H

#include <stdint.h>

/* 1 in Q30 fixed point. */
#define WG_TAB_Q30 (INT64_C(1) << 30)

/* Half milli-degrees in 45 degrees: the angles the sine and cosine take. */
#define WG_TAB_EIGHTH_HALF_MDEG 90000

/* The most wg_tab_sincos_near_q30's sine or cosine is off by, in Q30 units. */
#define WG_TAB_SINCOS_NEAR_ERR 4

/* Sine and cosine in Q30 of an angle in [0, 45] degrees, given in half
 * milli-degrees [0, WG_TAB_EIGHTH_HALF_MDEG]. */
void wg_tab_sincos_q30(int64_t half_mdeg, int64_t *s, int64_t *c);

/* Sine and cosine in Q30 of a whole degree in [0, 45], rounded (a table):
 * good starting points, not the series' values. */
void wg_tab_sincos_degree_q30(int64_t deg, int64_t *s, int64_t *c);

/* wg_tab_sincos_q30's values to within WG_TAB_SINCOS_NEAR_ERR each. */
void wg_tab_sincos_near_q30(int64_t half_mdeg, int64_t *s, int64_t *c);

/* round(sin(half a milli-degree) * 2^40). */
#define WG_TAB_SIN_STEP_Q40 INT64_C(9595049)

/*
 * Near values of the next (step 1) or the previous (step -1) half
 * milli-degree from near values s, c of an angle, by the angle-sum formulas
 * with the step's cosine taken as 1 (2^-35 off): a few multiplications
 * instead of a second wg_tab_sincos_near_q30. Within WG_TAB_SINCOS_NEAR_ERR
 * of the series too, from every angle's near values (the tests check each).
 */
static inline void wg_tab_sincos_near_step(int64_t *s, int64_t *c, int step)
{
    int64_t ds = (*c * WG_TAB_SIN_STEP_Q40 + (INT64_C(1) << 39)) >> 40;
    int64_t dc = (*s * WG_TAB_SIN_STEP_Q40 + (INT64_C(1) << 39)) >> 40;
    *s += step * ds;
    *c -= step * dc;
}

#endif
