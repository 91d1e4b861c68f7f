"""The `m44` ruleset (include/wargame/m44.h): Memoir '44 with the optional
Opportunity Fire variant.

Its constants, the hex info struct, the queries (hands, cards, hexes, sight,
battle dice, Op Fire cards owed) and small builders for the actions of each
decision. Hexes in actions, events and queries are axial (q, r) as in
wargame.hex; a scenario file writes them as offset [column, row] (m44 boards
are odd-r unless the scenario says `layout: even-r`; m44.h has no board
query, so axial() and offset() take the layout as an argument).

    from wargame import m44
    if g.decision.type == wargame.WG_DEC_ORDER:
        card = m44.hand(g, g.decision.player)[0]
        g.apply(m44.play(card))                  # then DECLARE units, RESOLVE
    if g.decision.type == wargame.WG_DEC_OPFIRE:  # an enemy unit entered a hex
        g.apply(m44.opfire(unit, card))          # or m44.pass_()

Card numbers travel in wg_action.card, and in wg_event.weapon in every event
(WG_EV_FIRE_OPTION, WG_M44_EV_CARD_PLAYED, WG_M44_EV_DRAW, ...).
"""
from ctypes import c_int32

from . import _capi, _declare, _query
from . import hex as _hex
from ._capi import Action, CStruct, lib
from .errors import InvalidError
from .hex import Hex

# ---------------------------------------------------------------- constants

# Every #define and enumerator of m44.h, under its C name.
globals().update(_declare.constants("m44.h"))

UnitType = _declare.c_enum("UnitType", "wg_m44_unit_type", __name__,
                           "wg_m44_unit_type (wg_unit_info.kind).")

Terrain = _declare.c_enum("Terrain", "wg_m44_terrain", __name__,
                          "wg_m44_terrain (HexInfo.terrain).")

Obstacle = _declare.c_enum("Obstacle", "wg_m44_obstacle", __name__,
                           "wg_m44_obstacle (HexInfo.obstacle).")

Badge = _declare.c_enum("Badge", "wg_m44_badge", __name__,
                        "wg_m44_badge: special units (a scenario unit's `badge:`, unit_badge).")

Symbol = _declare.c_enum("Symbol", "wg_m44_symbol", __name__,
                         """wg_m44_symbol: the battle die's symbols (faces 1..6: infantry, infantry,
    armor, grenade, star, flag; see FACES).""")

Section = _declare.c_enum(
    "Section", "wg_m44_section", __name__,
    "wg_m44_section, as the card player sees them (WG_M44_ANY: a card of no section).")

CardKind = _declare.c_enum("CardKind", "wg_m44_card_kind", __name__,
                           "wg_m44_card_kind (deck.yaml `kind:`).")

Phase = _declare.c_enum("Phase", "wg_m44_phase", __name__,
                        "wg_m44_phase (wg_game_info.phase, WG_EV_PHASE value).")

Roll = _declare.c_enum("Roll", "wg_m44_roll", __name__,
                       "wg_m44_roll (wg_roll.purpose, WG_EV_DIE purpose).")

Choice = _declare.c_enum("Choice", "WG_M44_CHOICE_CLEAR_WIRE", __name__,
                         "WG_ACT_CHOOSE values (the header's anonymous enum).")

Result = _declare.c_enum("Result", "wg_m44_result", __name__,
                         "wg_m44_result (wg_game_info.result, WG_EV_GAME_OVER result).")

EventType = _declare.c_enum("EventType", "wg_m44_event", __name__,
                            """wg_m44_event (wg_event.type), beside wargame.EventType.

    The numbers 1000..1002 are also wargame.ogre's events: the generic
    wargame.Event repr may name an m44 event after ogre's; use
    m44.EventType(e.type) (or event_name) for the m44 name.
    """)

ObjectiveKind = _declare.c_enum(
    "ObjectiveKind", "wg_m44_objective_kind", __name__,
    "wg_m44_objective_kind (ObjectiveInfo.kind, the scenario's `kind:`).")

Half = _declare.c_enum("Half", "wg_m44_half", __name__,
                       "wg_m44_half: a whole hex, or a half hex cut by the board's left or right edge.")

Drop = _declare.c_enum("Drop", "wg_m44_drop", __name__,
                       "wg_m44_drop: why an airdropped unit was lost (WG_M44_EV_AIRDROP extra).")

Outcome = _declare.c_enum(
    "Outcome", "WG_M44_OUTCOME_", __name__,
    """How a battle's target ends, in exact odds (wg_odds_outcome.kind, outcome_end()).
    WG_M44_OUTCOME_GAME_OVER is a bit added to the others: the battle ends the game.""")


def outcome_end(kind):
    """WG_M44_OUTCOME_END: the Outcome of an odds outcome's kind, the game-over bit taken off."""
    return Outcome(kind & 7)


def outcome_game_over(kind):
    """True if the battle ends the game (M44-B10): the target's enemy wins when the
    outcome destroys it, else the target's own side (a retreat onto its objective)."""
    return bool(kind & Outcome.WG_M44_OUTCOME_GAME_OVER)


def outcome_fields(value):
    """An odds outcome's value as a dict (the WG_M44_OUTCOME_HITS .. _LEFT macros):
    hits, flags, ignored (sandbags, bunker, hedgehog: 0 or 1), steps, rest, left."""
    return _capi.outcome_fields(value)

Home = _declare.c_enum("Home", "wg_m44_home", __name__,
                       "wg_m44_home: the board edge a side retreats towards (BoardInfo.home).")

ENUMS = (UnitType, Terrain, Obstacle, Badge, Symbol, Section, CardKind, Phase, Roll, Choice, Result,
         EventType, Outcome, Home, ObjectiveKind, Drop, Half)
_capi.export_constants(globals(), ENUMS)
_capi.EXTRA_EVENT_ENUMS.append(EventType)

# The symbol on each face 1..6 of the battle die (m44.h: "Faces: ...").
FACES = {1: Symbol.WG_M44_SYM_INFANTRY, 2: Symbol.WG_M44_SYM_INFANTRY,
         3: Symbol.WG_M44_SYM_ARMOR, 4: Symbol.WG_M44_SYM_GRENADE,
         5: Symbol.WG_M44_SYM_STAR, 6: Symbol.WG_M44_SYM_FLAG}


def event_name(event_type):
    """The C name of an event type of an m44 game (m44's names before ogre's)."""
    return _capi.enum_name(EventType, event_type, (_capi.EventType,))

# ---------------------------------------------------------------- structures


class BoardInfo(CStruct):
    """wg_m44_board_info: the board's size, layout and section lines, each side's home
    edge and the victory conditions (board())."""
    _c_name_ = "wg_m44_board_info"
    _fields_ = _declare.fields("wg_m44_board_info")

    def _repr_value(self, name, value):
        if name == "home":
            return repr(tuple(_capi.enum_name(Home, h) for h in value))
        if name == "sections":
            return repr(tuple(value))
        return repr(value)


class HexInfo(CStruct):
    """wg_m44_hex_info: one hex of the board now (hex())."""
    _c_name_ = "wg_m44_hex_info"
    _fields_ = _declare.fields("wg_m44_hex_info")
    _defaults_ = {"unit": -1, "objective": -1, "obstacle_side": -1}  # WG_M44_HEX_INFO_INIT

    def in_section(self, section):
        """True if the hex is in `section` as player 0 sees it (bit `section` of sections)."""
        return bool(self.sections >> int(section) & 1)

    def _repr_value(self, name, value):
        if name == "terrain":
            return _capi.enum_name(Terrain, value)
        if name == "obstacle":
            return _capi.enum_name(Obstacle, value)
        return repr(value)


class ObjectiveInfo(CStruct):
    """wg_m44_objective_info: a medal objective or exit marker now (objective())."""
    _c_name_ = "wg_m44_objective_info"
    _fields_ = _declare.fields("wg_m44_objective_info")
    _defaults_ = {"side": -1, "holder": -1}     # WG_M44_OBJECTIVE_INFO_INIT

    def _repr_value(self, name, value):
        if name == "kind":
            return _capi.enum_name(ObjectiveKind, value)
        return repr(value)


STRUCTS = [BoardInfo, HexInfo, ObjectiveInfo]

PROTOTYPES = _declare.prototypes("m44.h")
_capi.register_prototypes(PROTOTYPES)

# ---------------------------------------------------------------- queries
# Failures raise as wargame.h's query contract says (wargame._query): InvalidError
# for a game of another ruleset, RangeError (an IndexError) for a bad index or a
# hex off the board, with the library's message.


def hand(game, player):
    """Player's hand: card numbers in ascending order."""
    handle = game._handle()
    n = _query.check(game, lib.wg_m44_hand(handle, player, None, 0))
    while True:
        buf = (c_int32 * max(n, 1))()
        m = _query.check(game, lib.wg_m44_hand(handle, player, buf, n))
        if m <= n:
            return list(buf[:m])
        n = m


def hand_for(game, viewer, player):
    """Player's hand as `viewer` (0, 1, or WG_SPECTATOR = -1) may see it: his own
    cards, or for anyone else one -1 per card (its size only)."""
    handle = game._handle()
    n = _query.check(game, lib.wg_m44_hand_for(handle, viewer, player, None, 0))
    while True:
        buf = (c_int32 * max(n, 1))()
        m = _query.check(game, lib.wg_m44_hand_for(handle, viewer, player, buf, n))
        if m <= n:
            return list(buf[:m])
        n = m


def card_kind(game, card):
    """Card `card`'s CardKind."""
    return CardKind(_query.check(game, lib.wg_m44_card_kind_of(game._handle(), card)))


def card_section(game, card):
    """Card `card`'s Section as its player sees it (WG_M44_ANY for a card of no section)."""
    return Section(_query.check(game, lib.wg_m44_card_section(game._handle(), card)))


def card_name(game, card):
    """Card `card`'s name ("Attack Left")."""
    return _query.name(game, lib.wg_m44_card_name(game._handle(), card), "m44")


def cards(game):
    """Every card's number in deck order (m44.h has no count: asked until WG_ERANGE)."""
    out = []
    while lib.wg_m44_card_kind_of(game._handle(), len(out)) >= 0:
        out.append(len(out))
    if not out and game.ruleset != "m44":
        raise InvalidError(game.last_error)
    return out


def board(game):
    """The BoardInfo: columns, rows, layout, section lines, home edges, medals to win."""
    return _query.fill(game, BoardInfo, lib.wg_m44_board)


def row_hexes(game, row):
    """Hexes in offset row `row`: columns, or columns + 1 on the Memoir '44 board's odd
    rows (a half hex at each end). IndexError for no such row."""
    return _query.check(game, lib.wg_m44_row_hexes(game._handle(), row))


def half_hex(game, h):
    """The Half of hex `h` (a Hex or an axial (q, r)): WG_M44_FULL_HEX, or the edge that cuts
    it in half on the Memoir '44 board. IndexError off the board."""
    return Half(_query.check(game, lib.wg_m44_half_hex(game._handle(), _query.as_hex(h))))


def hexes(game):
    """Every hex of the board as an axial wargame.hex.Hex, row by row, by the board's
    layout (each row its row_hexes long): what a host draws."""
    b = board(game)
    return [_hex.from_offset(c, r, b.layout) for r in range(b.rows)
            for c in range(row_hexes(game, r))]


def terrain_name(game, terrain):
    """A terrain type's name for people ("open ground", "forest", ...)."""
    return _query.name(game, lib.wg_m44_terrain_name(game._handle(), terrain), "m44")


def obstacle_name(game, obstacle):
    """An obstacle's name ("none", "sandbags", "wire", "bunker", "hedgehog")."""
    return _query.name(game, lib.wg_m44_obstacle_name(game._handle(), obstacle), "m44")


def unit_badge(game, unit):
    """Unit `unit`'s Badge (WG_M44_NO_BADGE for a plain unit); IndexError for no such unit."""
    return Badge(_query.check(game, lib.wg_m44_unit_badge(game._handle(), unit)))


def badge_name(game, badge):
    """A badge's name ("none", "special forces", "elite armor")."""
    return _query.name(game, lib.wg_m44_badge_name(game._handle(), badge), "m44")


def hex(game, h):  # noqa: A001  (the header's name)
    """The HexInfo of hex `h` (a wargame.hex.Hex or an axial (q, r)) now; IndexError off
    the board."""
    return _query.fill(game, HexInfo, lib.wg_m44_hex, _query.as_hex(h))


def line_of_sight(game, from_hex, to_hex):
    """True if hex from_hex sees to_hex now (M44-B9); each a Hex or an axial (q, r).
    IndexError if either is off the board."""
    return _query.yes_no(game, lib.wg_m44_line_of_sight(game._handle(), _query.as_hex(from_hex),
                                                        _query.as_hex(to_hex)))


def battle_dice(game, unit, target):
    """Dice `unit` would roll at `target` in a plain battle from where they stand (0: none).
    IndexError for a unit out of range or eliminated."""
    return _query.check(game, lib.wg_m44_battle_dice(game._handle(), unit, target))


def opfire_owed(game, player):
    """Cards `player` played for Op Fire whose replacements he has not drawn yet."""
    return _query.check(game, lib.wg_m44_opfire_owed(game._handle(), player))


def objective_count(game):
    """Medal objectives and exit markers: the scenario's `objectives:`, then its `exits:`."""
    return _query.check(game, lib.wg_m44_objective_count(game._handle()))


def objective(game, index):
    """The ObjectiveInfo of objective `index` now: kind, side, medals, who holds it, the
    medals it gives now, its axial hex (x, y). IndexError for no such objective."""
    return _query.fill(game, ObjectiveInfo, lib.wg_m44_objective, index)


def objectives(game):
    """Every objective's ObjectiveInfo, in index order."""
    return [objective(game, i) for i in range(objective_count(game))]


def axial(column, row, layout=_hex.WG_HEX_ODD_R):
    """The axial wargame.hex.Hex of a scenario's offset [column, row]."""
    return _hex.from_offset(column, row, layout)


def offset(q, r, layout=_hex.WG_HEX_ODD_R):
    """The offset (column, row) of axial hex (q, r)."""
    return _hex.to_offset((q, r), layout)


def figures(game, unit):
    """Figures left in `unit` (0 once eliminated): wg_unit_info.strength."""
    u = game.unit(unit)
    return u.strength if u.flags & _capi.WG_UNIT_ALIVE else 0

# ---------------------------------------------------------------- actions


def pass_():
    """PASS: end the movement or the battles, let a mover go (Op Fire), no ambush, ..."""
    return Action(type=_capi.WG_ACT_PASS)


def play(card):
    """PLAY: the order card (WG_DEC_ORDER), or Ambush in its window."""
    return Action(type=_capi.WG_ACT_PLAY, card=card)


def declare(unit):
    """DECLARE unit: order one more unit."""
    return Action(type=_capi.WG_ACT_DECLARE, unit=unit)


def declare_target(target):
    """DECLARE target: Barrage's or Air Power's enemy unit."""
    return Action(type=_capi.WG_ACT_DECLARE, target=target)


def resolve():
    """RESOLVE: commit the order."""
    return Action(type=_capi.WG_ACT_RESOLVE)


def choose_section(section):
    """CHOOSE value=section (Infantry Assault)."""
    return Action(type=_capi.WG_ACT_CHOOSE, value=int(section))


def choose_card(card):
    """CHOOSE card=c: keep card c of a Recon draw."""
    return Action(type=_capi.WG_ACT_CHOOSE, card=card)


def clear_wire(unit):
    """CHOOSE unit value=WG_M44_CHOICE_CLEAR_WIRE: infantry in wire clears it instead of battling."""
    return Action(type=_capi.WG_ACT_CHOOSE, unit=unit, value=WG_M44_CHOICE_CLEAR_WIRE)


def blow_bridge(unit, q, r):
    """CHOOSE unit x y value=WG_M44_CHOICE_BLOW_BRIDGE: instead of battling, try to blow the
    bridge at axial (q, r) next to `unit` (the scenario's `bridges:`)."""
    return Action(type=_capi.WG_ACT_CHOOSE, unit=unit, x=q, y=r, value=WG_M44_CHOICE_BLOW_BRIDGE)


def move(unit, q, r):
    """MOVE: one hex of `unit` to axial (q, r) (also: take ground)."""
    return Action(type=_capi.WG_ACT_MOVE, unit=unit, x=q, y=r)


def fire(unit, target):
    """FIRE unit target: a battle (dice rolled now), or an overrun."""
    return Action(type=_capi.WG_ACT_FIRE, unit=unit, target=target)


def opfire(unit, card):
    """FIRE unit card: Op Fire at the mover of the open WG_DEC_OPFIRE window."""
    return Action(type=_capi.WG_ACT_FIRE, unit=unit, card=card)


def retreat(unit, q, r):
    """RETREAT: the retreating `unit` steps back to axial (q, r)."""
    return Action(type=_capi.WG_ACT_RETREAT, unit=unit, x=q, y=r)


__all__ = ([e.__name__ for e in ENUMS] + [c.__name__ for c in STRUCTS]
           + [m.name for e in ENUMS for m in e]
           + ["WG_M44_MAX_UNITS", "WG_M44_MAX_CARDS", "WG_M44_MAX_HAND", "WG_M44_MAX_OBJECTIVES"]
           + ["ENUMS", "STRUCTS", "FACES", "event_name", "outcome_end", "outcome_game_over",
              "outcome_fields", "hand", "card_kind", "card_section", "card_name", "cards",
              "board", "row_hexes", "half_hex", "hexes", "terrain_name", "obstacle_name", "unit_badge", "badge_name",
              "hex", "line_of_sight", "battle_dice", "opfire_owed", "axial", "offset",
              "objective_count", "objective", "objectives",
              "figures", "pass_", "play", "declare", "declare_target", "resolve",
              "choose_section", "choose_card", "clear_wire", "blow_bridge", "move", "fire", "opfire",
              "retreat"])
