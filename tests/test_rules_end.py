"""R10 end of a multiplayer game and R11 scoring (RULES.md)."""

from __future__ import annotations

import pytest
from helpers_rules import game, kinds, legal, market, of_kind, over, play, triggered

from core import Game, ScoreSheet, VaticanReport

DROP4 = market(["yyss", "wwpp", "wwbb"], "r")
RICH = {"coin": 20, "stone": 20, "servant": 20, "shield": 20}
SIX_CARDS = [[1, 17], [3, 19], [4, 20]]  # 6 cards, each slot topped by a level II


def finish_turn(g: Game) -> list[str]:
    """Take row 3 (two whites, two shields), discard what is gained, end the turn."""
    out = []
    if not g.main_action_done:
        out += kinds(g.apply("market r3"))
    while "end" not in legal(g):
        out += kinds(g.apply(g.legal_actions()[-1]))
    out += kinds(g.apply("end"))
    return out


# ------------------------------------------------------------------ R10
def test_r10_1_reaching_24_by_another_players_discards_triggers_the_end() -> None:
    down = {"favor": ["down", "down", None]}
    g = game([down, {"faith": 22, "favor": ["up", "up", None]}, down],
             vatican_reports=[True, True, False], **DROP4)
    g.apply("market r1")
    play(g, "drop coin", "drop coin", "store stone")
    ev = g.apply("store stone")
    assert g.players[1].faith == 24 and g.end_triggered
    assert of_kind(ev, "end_triggered")[0].seat == 1
    assert of_kind(ev, "vatican_report")[0].payload == VaticanReport(2, (False, True, False))
    assert not g.is_over  # the round is finished first (R10.2)


def test_r10_1_the_seventh_development_card_triggers_the_end() -> None:
    g = game([{"strongbox": RICH, "slots": SIX_CARDS}, {}])
    assert not triggered(g)
    ev = g.apply(f"buy {g.top_card(2)} s1")  # a green III on the green II
    assert g.players[0].n_cards == 7 and g.end_triggered
    assert of_kind(ev, "end_triggered")[0].seat == 0
    # Six cards do not trigger anything.
    g = game([{"strongbox": RICH, "slots": [[1, 17], [3, 19], [4]]}, {}])
    g.apply(f"buy {g.top_card(1)} s3")  # green II: card 6
    assert g.players[0].n_cards == 6 and not g.end_triggered


@pytest.mark.parametrize("first", [0, 2])
def test_r10_2_trigger_by_the_first_seat_lets_every_other_seat_play(first: int) -> None:
    g = game([{"strongbox": RICH, "slots": SIX_CARDS if s == first else [[], [], []]} for s in range(4)],
             first_seat=first, current_seat=first)
    g.apply(f"buy {g.top_card(2)} s1")
    finish_turn(g)
    for k in (1, 2):
        seat = (first + k) % 4
        assert g.to_move == seat and not over(g)
        finish_turn(g)
    last = (first + 3) % 4
    assert g.to_move == last
    ev = finish_turn(g)
    assert g.is_over and ev[-1] == "game_over" and g.current_seat is None
    assert g.round == 1 and g.winners() == [first]


@pytest.mark.parametrize("first", [0, 2])
def test_r10_2_trigger_by_the_last_seat_ends_the_game_with_that_turn(first: int) -> None:
    last = (first + 2) % 3
    g = game([{"strongbox": RICH, "slots": SIX_CARDS if s == last else [[], [], []]} for s in range(3)],
             first_seat=first, current_seat=last)
    g.apply(f"buy {g.top_card(2)} s1")
    assert g.end_triggered and not over(g)
    play(g, "end")
    assert g.is_over and g.legal_actions() == []


def test_r10_2_trigger_in_the_middle_seat_finishes_the_round_only() -> None:
    g = game([{}, {"strongbox": RICH, "slots": SIX_CARDS}, {}], first_seat=0, current_seat=1)
    g.apply(f"buy {g.top_card(2)} s1")
    finish_turn(g)
    assert g.current_seat == 2 and not g.is_over
    finish_turn(g)
    assert g.is_over  # seat 0 (the inkwell) does not play again



# R10.2 read through ``Game.seats_still_to_play``: the seat to move and those
# after it, up to the seat before the inkwell.
SEVEN_CARDS = [[1, 17, 33], [3, 19], [4, 20]]  # 7 cards: the end is triggered (R10.1)


def _triggered_at(n: int, first: int, to_move: int) -> Game:
    """An ``n``-seat game whose end seat ``first`` triggered, ``to_move`` to play."""
    seats = [{"slots": SEVEN_CARDS} if s == first else {} for s in range(n)]
    return game(seats, end_triggered=True, first_seat=first, current_seat=to_move)


@pytest.mark.parametrize(("n", "first", "to_move", "still"), [
    (2, 0, 0, [True, True]),
    (2, 0, 1, [False, True]),
    (2, 1, 0, [True, False]),  # the round runs 1, 0: seat 0 plays last
    (2, 1, 1, [True, True]),
    (3, 0, 1, [False, True, True]),
    (3, 2, 0, [True, True, False]),
    (3, 2, 1, [False, True, False]),
    (4, 0, 3, [False, False, False, True]),
    (4, 2, 2, [True, True, True, True]),
    (4, 2, 3, [True, True, False, True]),
    (4, 2, 0, [True, True, False, False]),
    (4, 2, 1, [False, True, False, False]),
])
def test_r10_2_the_seats_still_to_play_run_from_the_mover_to_the_seat_before_the_inkwell(
        n: int, first: int, to_move: int, still: list[bool]) -> None:
    assert _triggered_at(n, first, to_move).seats_still_to_play() == still


@pytest.mark.parametrize("first", [0, 2])
def test_r10_2_no_seat_still_plays_once_the_game_is_over(first: int) -> None:
    last = (first + 3) % 4
    g = _triggered_at(4, first, last)
    assert g.seats_still_to_play() == [s == last for s in range(4)]
    finish_turn(g)
    assert g.is_over and g.seats_still_to_play() == [False] * 4


def test_r10_2_before_the_end_is_triggered_the_seats_still_to_play_are_those_of_the_round() -> None:
    g = game([{}, {}, {}], first_seat=1, current_seat=0)  # the round runs 1, 2, 0
    assert g.seats_still_to_play() == [True, False, False]
    finish_turn(g)  # a new round: every seat plays again
    assert g.to_move == 1 and g.seats_still_to_play() == [True, True, True]
    finish_turn(g)
    assert g.seats_still_to_play() == [True, False, True]


def test_r10_2_during_setup_the_seats_still_to_choose_are_those_still_to_play() -> None:
    g = Game.new(3, 5, first_seat=1)  # the setup runs 1, 2, 0 (R2.3)
    assert g.seats_still_to_play() == [True, True, True]  # in setup (the loop below)
    # the seat choosing, and which seats still play the setup round after it
    still = {1: [True, True, True], 2: [True, False, True], 0: [True, False, False]}
    seen = []
    while g.in_setup:
        seat = g.to_move
        assert g.seats_still_to_play() == still[seat]
        seen.append(seat)
        g.apply(g.legal_actions()[0])
    assert list(dict.fromkeys(seen)) == [1, 2, 0]
    assert g.to_move == 1 and g.seats_still_to_play() == [True, True, True]  # the first round


def test_r10_2_solo_the_player_still_plays_until_the_game_is_over() -> None:
    g = game([{"slots": SIX_CARDS, "strongbox": RICH}], solo={"tokens": [1, 2, 3, 4, 5, 6, 7], "black_cross": 0})
    assert g.seats_still_to_play() == [True]
    g.apply(f"buy {g.top_card(2)} s1")  # the seventh card wins at once (R12.4)
    assert g.is_over and g.seats_still_to_play() == [False]


# ------------------------------------------------------------------ R11
def test_r11_1_score_counts_cards_faith_favor_leaders_and_resources() -> None:
    # L49 needs a yellow card (16) and a green one (1, 17), R9.1.
    g = game([{"slots": [[1, 17], [16], []], "faith": 10, "favor": ["up", None, None],
               "leaders_played": [49, 53], "leaders_hand": [], "warehouse": {"coin": 3, "stone": 2},
               "strongbox": {"servant": 5, "shield": 4}},
              {"favor": ["down", None, None]}], vatican_reports=[True, False, False])
    s = g.scores()[0]
    assert s == ScoreSheet(cards=1 + 5 + 4, faith_track=4, favor=2, leaders=5, resources=2, total=23,
                          resources_left=14)
    # A leader in hand is worth nothing; a discarded favor tile neither.
    g = game([{"leaders_hand": [49, 53], "favor": ["down", None, None]},
              {"favor": ["up", None, None], "faith": 8}], vatican_reports=[True, False, False])
    assert g.scores()[0].total == 0


def test_r11_2_highest_total_wins_ties_broken_by_resources_then_shared() -> None:
    # Seats 0 and 1 both score 5 VP (card 17); seat 1 has more resources left.
    players = [
        {"slots": [[1, 17], [], []], "warehouse": {"coin": 1}},
        {"slots": [[2, 18], [], []], "warehouse": {"coin": 2}},
        {"slots": [[3], [], []], "warehouse": {"coin": 3}},
    ]
    for p in players:
        p["strongbox"] = {"stone": 4}  # 5-7 resources: 1 VP each
    g = game(players, phase="over")
    totals = [s.total for s in g.scores()]
    assert totals == [7, 7, 2]
    assert g.winners() == [1]
    players[1]["warehouse"] = {"coin": 1}
    g = game(players, phase="over")
    assert g.winners() == [0, 1]  # shared victory
    assert game(players).winners() == []  # nobody wins before the end


def test_r11_3_the_rulebook_scoring_example_is_52() -> None:
    g = game([
        {"slots": [[1, 17, 33], [13, 29], [14]], "faith": 15, "favor": ["up", "up", None],
         "leaders_played": [58], "warehouse": {"coin": 3, "stone": 2, "servant": 1},
         "strongbox": {"shield": 6}},
        {"faith": 16, "favor": ["up", "up", None]},
    ], vatican_reports=[True, True, False], phase="over")
    s = g.scores()[0]
    assert (s.cards, s.favor, s.faith_track, s.leaders, s.resources_left, s.resources) == (
        31, 5, 9, 5, 12, 2)
    assert s.total == 52
