/*
 * Integer sine and cosine: the Taylor series that defines them, and a
 * cheap near estimate (a whole degree from a table, turned by the rest).
 * See sincos.h.
 */
#include "geom/sincos.h"

#define TAB_PI_Q30 INT64_C(3373259426) /* round(pi * 2^30) */
#define TAB_HALF_MDEG_PER_TURN 720000

/* Product of two non-negative Q30 numbers, rounded; the divisions are
 * shifts because every term of the series is non-negative. */
static uint64_t tab_umul_q30(uint64_t a, uint64_t b)
{
    return (a * b + (uint64_t)WG_TAB_Q30 / 2) >> 30;
}

/* One Horner step, 1 - x2 t / div in Q30 (x2 t / div < 1 on [0, 45] degrees).
 * Called with literal divisors, it divides by multiplying: a loop over a
 * table of them paid ten hardware divisions a call. */
static inline uint64_t tab_horner_q30(uint64_t x2, uint64_t t, uint64_t div)
{
    return (uint64_t)WG_TAB_Q30 - tab_umul_q30(x2, t) / div;
}

/* An angle in half milli-degrees as radians in Q30, rounded. */
static uint64_t tab_radians_q30(uint64_t half_mdeg)
{
    return (half_mdeg * (uint64_t)TAB_PI_Q30 + TAB_HALF_MDEG_PER_TURN / 4)
           / (TAB_HALF_MDEG_PER_TURN / 2);
}

/* Taylor series to x^11 / x^10 (error below 2^-30 on [0, 45] degrees),
 * evaluated by Horner's rule in integers. */
void wg_tab_sincos_q30(int64_t half_mdeg, int64_t *s, int64_t *c)
{
    if (half_mdeg == 0) { /* what the series gives at 0, without it: the axes are common */
        *s = 0;
        *c = WG_TAB_Q30;
        return;
    }
    uint64_t x = tab_radians_q30((uint64_t)half_mdeg);
    uint64_t x2 = tab_umul_q30(x, x);
    uint64_t ts = WG_TAB_Q30, tc = WG_TAB_Q30;
    ts = tab_horner_q30(x2, ts, 110);
    ts = tab_horner_q30(x2, ts, 72);
    ts = tab_horner_q30(x2, ts, 42);
    ts = tab_horner_q30(x2, ts, 20);
    ts = tab_horner_q30(x2, ts, 6);
    tc = tab_horner_q30(x2, tc, 90);
    tc = tab_horner_q30(x2, tc, 56);
    tc = tab_horner_q30(x2, tc, 30);
    tc = tab_horner_q30(x2, tc, 12);
    tc = tab_horner_q30(x2, tc, 2);
    *s = (int64_t)tab_umul_q30(x, ts);
    *c = (int64_t)tc;
}

#define TAB_HALF_MDEG_PER_DEG 2000

/* round(sin k * 2^30), round(cos k * 2^30) for k = 0 ... 45 degrees (from
 * libm once; the tests bound the near values against the series, so an
 * error here would show there). */
static const int64_t tab_whole_degree_q30[46][2] = {
    {INT64_C(0), INT64_C(1073741824)},
    {INT64_C(18739379), INT64_C(1073578288)},
    {INT64_C(37473049), INT64_C(1073087729)},
    {INT64_C(56195305), INT64_C(1072270298)},
    {INT64_C(74900443), INT64_C(1071126243)},
    {INT64_C(93582766), INT64_C(1069655912)},
    {INT64_C(112236583), INT64_C(1067859754)},
    {INT64_C(130856211), INT64_C(1065738315)},
    {INT64_C(149435979), INT64_C(1063292242)},
    {INT64_C(167970228), INT64_C(1060522280)},
    {INT64_C(186453311), INT64_C(1057429273)},
    {INT64_C(204879599), INT64_C(1054014162)},
    {INT64_C(223243478), INT64_C(1050277989)},
    {INT64_C(241539355), INT64_C(1046221891)},
    {INT64_C(259761657), INT64_C(1041847103)},
    {INT64_C(277904834), INT64_C(1037154959)},
    {INT64_C(295963357), INT64_C(1032146887)},
    {INT64_C(313931728), INT64_C(1026824413)},
    {INT64_C(331804471), INT64_C(1021189159)},
    {INT64_C(349576144), INT64_C(1015242840)},
    {INT64_C(367241333), INT64_C(1008987269)},
    {INT64_C(384794656), INT64_C(1002424350)},
    {INT64_C(402230767), INT64_C(995556083)},
    {INT64_C(419544355), INT64_C(988384560)},
    {INT64_C(436730145), INT64_C(980911966)},
    {INT64_C(453782903), INT64_C(973140576)},
    {INT64_C(470697435), INT64_C(965072759)},
    {INT64_C(487468587), INT64_C(956710970)},
    {INT64_C(504091252), INT64_C(948057759)},
    {INT64_C(520560366), INT64_C(939115760)},
    {INT64_C(536870912), INT64_C(929887697)},
    {INT64_C(553017922), INT64_C(920376381)},
    {INT64_C(568996477), INT64_C(910584710)},
    {INT64_C(584801711), INT64_C(900515665)},
    {INT64_C(600428808), INT64_C(890172315)},
    {INT64_C(615873009), INT64_C(879557810)},
    {INT64_C(631129609), INT64_C(868675383)},
    {INT64_C(646193961), INT64_C(857528349)},
    {INT64_C(661061475), INT64_C(846120104)},
    {INT64_C(675727625), INT64_C(834454122)},
    {INT64_C(690187940), INT64_C(822533958)},
    {INT64_C(704438018), INT64_C(810363241)},
    {INT64_C(718473518), INT64_C(797945680)},
    {INT64_C(732290163), INT64_C(785285058)},
    {INT64_C(745883746), INT64_C(772385229)},
    {INT64_C(759250125), INT64_C(759250125)},
};

void wg_tab_sincos_degree_q30(int64_t deg, int64_t *s, int64_t *c)
{
    *s = tab_whole_degree_q30[deg][0];
    *c = tab_whole_degree_q30[deg][1];
}

/*
 * sin(k + r) and cos(k + r) for a whole degree k from the table and the rest
 * r < 1 degree: sin r ~ r - r^3 / 6 and cos r ~ 1 - r^2 / 2 + r^4 / 24 (the
 * terms left out are below 2^-35), then the angle-sum formulas: about
 * two thirds of the series' instructions, and its neighbours a half
 * milli-degree away cost only a few more (wg_tab_sincos_near_step).
 */
void wg_tab_sincos_near_q30(int64_t half_mdeg, int64_t *s, int64_t *c)
{
    int64_t k = half_mdeg / TAB_HALF_MDEG_PER_DEG;
    int64_t r = (int64_t)tab_radians_q30((uint64_t)(half_mdeg - k * TAB_HALF_MDEG_PER_DEG));
    int64_t r2 = (r * r + WG_TAB_Q30 / 2) >> 30;
    int64_t sr = r - ((r2 * r + WG_TAB_Q30 / 2) >> 30) / 6;
    int64_t cr = WG_TAB_Q30 - r2 / 2 + ((r2 * r2 + WG_TAB_Q30 / 2) >> 30) / 24;
    int64_t sk = tab_whole_degree_q30[k][0], ck = tab_whole_degree_q30[k][1];
    *s = (sk * cr + ck * sr + WG_TAB_Q30 / 2) >> 30;
    *c = (ck * cr - sk * sr + WG_TAB_Q30 / 2) >> 30;
}
