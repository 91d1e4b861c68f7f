/*
 * m44's decisions as the core sees them (lib/core/ruleset.h, "Decision
 * kinds"): one row per question the game asks, with the answers it takes,
 * and the functions of the file that owns it. The names are public:
 * wargame/m44.h lists them ("Decision kinds").
 */

#include "m44_internal.h"

void m44_offer(wg_sink *sk, int type, int unit, int target, int card, int x, int y, int value)
{
    wg_action a = wg_action_about(type, unit, target);
    a.card = card;
    a.x = x;
    a.y = y;
    a.value = value;
    wg_sink_add(sk, &a);
}

#define PASS_ANSWER { WG_ACT_PASS, 0 }

const wg_decision_kind m44_kinds[M44_K_COUNT] = {
    [M44_K_PLAY] = { "m44.play_card", WG_DEC_ORDER, { { WG_ACT_PLAY, WG_F_CARD } },
                     m44_orders_play_list, m44_orders_play_problem, m44_orders_play_apply,
                     m44_sample_play, m44_describe_decision },
    [M44_K_SECTION] = { "m44.section", WG_DEC_CHOICE, { { WG_ACT_CHOOSE, WG_F_VALUE } },
                        m44_orders_section_list, NULL, m44_orders_section_apply, NULL,
                        m44_describe_decision },
    [M44_K_ORDER] = { "m44.order", WG_DEC_ORDER,
                      { { WG_ACT_DECLARE, WG_F_UNIT | WG_F_TARGET }, { WG_ACT_RESOLVE, 0 } },
                      m44_orders_list, m44_orders_problem, m44_orders_apply, m44_sample_order,
                      m44_describe_decision },
    [M44_K_MOVE] = { "m44.move", WG_DEC_MOVE,
                     { { WG_ACT_MOVE, WG_F_UNIT | WG_F_XY }, PASS_ANSWER },
                     m44_move_list, m44_move_problem, m44_move_apply, m44_sample_move,
                     m44_describe_decision },
    [M44_K_BATTLE] = { "m44.battle", WG_DEC_FIRE,
                       { { WG_ACT_FIRE, WG_F_UNIT | WG_F_TARGET },
                         { WG_ACT_CHOOSE, WG_F_UNIT | WG_F_XY | WG_F_VALUE }, PASS_ANSWER },
                       m44_battle_list, m44_battle_problem, m44_battle_apply, NULL,
                       m44_describe_decision },
    [M44_K_TAKE_GROUND] = { "m44.take_ground", WG_DEC_CHOICE,
                            { { WG_ACT_MOVE, WG_F_UNIT | WG_F_XY }, PASS_ANSWER },
                            m44_ground_list, NULL, m44_ground_apply, NULL, m44_describe_decision },
    [M44_K_OVERRUN] = { "m44.overrun", WG_DEC_FIRE,
                        { { WG_ACT_FIRE, WG_F_UNIT | WG_F_TARGET }, PASS_ANSWER },
                        m44_ground_overrun_list, NULL, m44_ground_overrun_apply, NULL,
                        m44_describe_decision },
    [M44_K_RECON] = { "m44.recon", WG_DEC_CHOICE, { { WG_ACT_CHOOSE, WG_F_CARD } },
                      m44_draw_recon_list, NULL, m44_draw_recon_apply, NULL,
                      m44_describe_decision },
    [M44_K_OPFIRE] = { "m44.opfire", WG_DEC_OPFIRE,
                       { { WG_ACT_FIRE, WG_F_UNIT | WG_F_CARD }, PASS_ANSWER },
                       m44_opfire_list, m44_opfire_problem, m44_opfire_apply, NULL,
                       m44_describe_decision },
    [M44_K_AMBUSH] = { "m44.ambush", WG_DEC_CHOICE,
                       { { WG_ACT_PLAY, WG_F_CARD }, PASS_ANSWER },
                       m44_ambush_list, NULL, m44_ambush_apply, NULL, m44_describe_decision },
    [M44_K_RETREAT] = { "m44.retreat", WG_DEC_RETREAT, { { WG_ACT_RETREAT, WG_F_UNIT | WG_F_XY } },
                        m44_retreat_list, NULL, m44_retreat_apply, NULL, m44_describe_decision },
    [M44_K_AIRDROP] = { "m44.airdrop", WG_DEC_SETUP, { PASS_ANSWER }, wg_list_pass, NULL,
                        m44_special_airdrop_apply, NULL, m44_describe_decision },
};
