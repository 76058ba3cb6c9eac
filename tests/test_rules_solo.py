"""R12 solo against Lorenzo (RULES.md)."""

from __future__ import annotations

from helpers_rules import full_decks, game, kinds, legal, market, of_kind, over, play

from core import BlackCrossMoved, Game, LorenzoDiscard, TokenRevealed, VaticanReport
from core.data import TOKEN_IDS

# Token ids (cards.json): 1 blue, 2 green, 3 purple, 4 yellow (discard 2), 5 and 6 cross +2, 7 cross +1 and shuffle.
BLUE, GREEN, PURPLE, YELLOW, CROSS2, CROSS2B, SHUFFLE = TOKEN_IDS
RICH = {"coin": 20, "stone": 20, "servant": 20, "shield": 20}
# Row 1: 3 whites + red; taking it ends the market action at once.
QUIET = market(["wwwr", "wyys", "sppb"], "b")


def solo(tokens: list[int], cross: int = 0, player: dict | None = None, decks: dict | None = None,
         **kw: object) -> Game:
    """A solo game; ``decks`` replaces some decks (cards on the board are left out of the rest).
    The reshuffle token is always in the stack (R12.2): put at the bottom when ``tokens`` leaves it out."""
    tokens = tokens if SHUFFLE in tokens else [*tokens, SHUFFLE]
    player = {"strongbox": {"coin": 20}, **(player or {})}
    all_decks = full_decks([c for s in player.get("slots", []) for c in s])
    all_decks.update(decks or {})
    return game([player], solo={"black_cross": cross, "tokens": tokens}, decks=all_decks, **QUIET,
                **kw)


def quiet_turn(g: Game) -> list:
    """A turn that moves no marker: coin + coin → coin, then Lorenzo's token."""
    return play(g, "prod base coin+coin>coin", "done", "end")


def test_r12_1_discard_token_takes_two_cards_lowest_level_first_spilling_upwards() -> None:
    g = solo([GREEN, CROSS2, BLUE], decks={"green1": [13]})
    ev = quiet_turn(g)
    assert of_kind(ev, "token")[0].payload == TokenRevealed(GREEN, "discard")
    assert of_kind(ev, "lorenzo_discard")[0].payload == LorenzoDiscard(0, (13, 17))
    assert g.decks[0] == () and g.decks[1] == (21, 25, 29)
    assert g.last_solo_token == GREEN and g.tokens == (CROSS2, BLUE, SHUFFLE)
    # A plain discard: two level-I cards.
    ev = quiet_turn(g)  # cross +2
    ev = quiet_turn(g)
    assert of_kind(ev, "lorenzo_discard")[0].payload == LorenzoDiscard(1, (3, 7))
    assert g.decks[3] == (11, 15)


def test_r12_1_cross_tokens_and_the_reshuffle() -> None:
    g = solo([CROSS2, SHUFFLE, BLUE], rng=12345)
    ev = quiet_turn(g)
    assert of_kind(ev, "black_cross")[0].payload == BlackCrossMoved(0, 2) and g.tokens == (SHUFFLE, BLUE)
    ev = quiet_turn(g)
    assert of_kind(ev, "black_cross")[0].payload == BlackCrossMoved(2, 3)
    assert "tokens_shuffled" in kinds(ev)
    assert sorted(g.tokens) == list(TOKEN_IDS)  # all 7, the revealed ones included
    # The new order comes from the game's own generator: same state, same order; other state, other orders.
    again = solo([CROSS2, SHUFFLE, BLUE], rng=12345)
    quiet_turn(again)
    quiet_turn(again)
    assert again.tokens == g.tokens
    orders = set()
    for seed in range(10):
        h = solo([SHUFFLE], rng=seed)
        quiet_turn(h)
        orders.add(h.tokens)
    assert len(orders) > 5


def test_r12_2_the_black_cross_holds_vatican_reports_judging_only_the_player() -> None:
    g = solo([CROSS2, CROSS2B], cross=6, player={"faith": 5})
    ev = play(g, "market r1", "end")  # the red marble: faith 6; then the cross 6 → 8
    assert g.players[0].faith == 6 and g.black_cross == 8
    assert of_kind(ev, "vatican_report")[0].payload == VaticanReport(0, (True,))
    assert g.players[0].favor == (1, 0, 0)
    first = {"favor": ["up", None, None]}
    g = solo([CROSS2], cross=15, player={"faith": 12, **first}, vatican_reports=[True, False, False])
    quiet_turn(g)  # the cross 15 → 17; faith 12 is in the section: up
    assert g.players[0].favor == (1, 1, 0)
    g = solo([CROSS2], cross=15, player={"faith": 11, **first}, vatican_reports=[True, False, False])
    quiet_turn(g)  # 11 is before the section: the tile is discarded
    assert g.players[0].favor == (1, -1, 0)


def test_r12_3_lorenzo_discarding_across_levels_empties_a_column_and_the_player_loses() -> None:
    g = solo([YELLOW, CROSS2], decks={"yellow1": [], "yellow2": [20], "yellow3": [36]})
    ev = quiet_turn(g)
    assert of_kind(ev, "lorenzo_discard")[0].payload == LorenzoDiscard(2, (20, 36))
    assert g.is_over and g.winners() == [] and ev[-1].kind == "game_over"
    assert not of_kind(ev, "turn_start")


def test_r12_3_buying_the_last_card_of_a_colour_loses_at_once() -> None:
    g = solo([CROSS2], decks={"purple1": [], "purple2": [], "purple3": [46]},
             player={"strongbox": RICH, "slots": [[1, 17], [], []]})
    ev = g.apply("buy 46 s1")
    assert g.is_over and g.winners() == [] and kinds(ev)[-1] == "game_over"
    assert not of_kind(ev, "token")


def test_r12_3_the_black_cross_on_24_loses() -> None:
    g = solo([CROSS2], cross=22, player={"faith": 20, "favor": ["up", "up", None]},
             vatican_reports=[True, True, False])
    ev = quiet_turn(g)
    assert g.black_cross == 24 and g.is_over and g.winners() == []
    assert of_kind(ev, "vatican_report")[0].payload == VaticanReport(2, (True,))
    assert g.scores()[0].favor == 9  # the score is still computed


def test_r12_4_reaching_24_or_seven_cards_wins_at_once_without_a_token() -> None:
    g = solo([CROSS2], player={"faith": 23, "favor": ["up", "up", None]}, vatican_reports=[True, True, False])
    ev = g.apply("market r1")  # the red marble (3 whites: nothing to store)
    assert g.is_over and g.winners() == [0] and not of_kind(ev, "token")
    g = solo([CROSS2], player={"strongbox": RICH, "slots": [[1, 17], [3, 19], [4, 20]]})
    ev = g.apply(f"buy {g.top_card(2)} s1")
    assert g.is_over and g.winners() == [0] and "end" not in legal(g) and g.black_cross == 0
    assert g.scores()[0].cards > 0


def test_r12_4_a_win_and_a_loss_in_the_same_action_the_win_stands() -> None:
    # The 7th card is the last green card: a win and an empty column at once.
    g = solo([CROSS2], decks={"green1": [], "green2": [], "green3": [45]},
             player={"strongbox": RICH, "slots": [[1, 17], [3, 19], [4, 20]]})
    g.apply("buy 45 s1")
    assert g.is_over and g.winners() == [0]
    # The red marble takes the player to 24 while the discards take the cross to 24.
    g = game([{"faith": 23, "favor": ["up", "up", None]}], vatican_reports=[True, True, False],
             solo={"black_cross": 21, "tokens": [CROSS2, SHUFFLE]}, **market(["ryys", "wwwb", "wppb"], "s"))
    g.apply("market r1")
    assert not over(g)  # the action is complete only when storing ends
    ev = play(g, "drop coin", "drop coin", "drop stone")
    assert g.players[0].faith == 24 and g.black_cross == 24
    assert g.is_over and g.winners() == [0] and ev[-1].kind == "game_over"
