"""The one helper for the analysis window's lazy sequences (duplicate D8):
positions, score series and move-list rows index by int, negative int and
slice the same way."""

from __future__ import annotations

import pytest

from ai.long_games import endless_game
from mor_qt.analysis.lazy_sequence import LazySequence
from mor_qt.analysis.timeline import Positions, Rows, ScoreSeries, build_timeline


class Squares(LazySequence[int]):
    what = "square"

    def __init__(self, n: int) -> None:
        self.n = n
        self.asked: list[int] = []

    def __len__(self) -> int:
        return self.n

    def item(self, i: int) -> int:
        self.asked.append(i)
        return i * i


def test_items_are_made_only_when_asked_for_with_negative_indices_from_the_end() -> None:
    seq = Squares(10)
    assert seq.asked == []
    assert seq[3] == 9 and seq[-1] == 81 and seq[-10] == 0
    assert seq.asked == [3, 9, 0]  # item() always gets 0 <= i < len


@pytest.mark.parametrize("piece", [slice(2, 5), slice(None, None, -3), slice(-4, None), slice(8, 2, -2), slice(20, 30)])
def test_slices_give_lists_like_a_list_does(piece: slice) -> None:
    assert Squares(10)[piece] == [i * i for i in range(10)][piece]


@pytest.mark.parametrize("bad", [10, -11, 10**9])
def test_an_index_out_of_range_says_what_and_how_many(bad: int) -> None:
    with pytest.raises(IndexError, match=rf"square {bad} of 10"):
        Squares(10)[bad]


def test_only_whole_numbers_index() -> None:
    with pytest.raises(TypeError):
        Squares(3)["1"]  # type: ignore[call-overload]
    assert list(Squares(3)) == [0, 1, 4] and 4 in Squares(3) and Squares(4).index(9) == 3


def test_the_timeline_sequences_share_it() -> None:
    game = endless_game(90)
    tl = build_timeline(game.origin, [str(a) for a in game.history()])
    assert isinstance(tl.games, Positions) and isinstance(tl.rows, Rows)
    assert all(isinstance(s, LazySequence) for s in (tl.games, tl.rows))
    assert tl.games[-1].state_hash() == game.state_hash() == tl.games[90].state_hash()
    assert [g.state_hash() for g in tl.games[89:]] == [tl.games[89].state_hash(), game.state_hash()]
    assert tl.rows[-1].index == 89 and [r.index for r in tl.rows[-3::2]] == [87, 89]
    with pytest.raises(IndexError, match="position 91 of 91"):
        tl.games[91]
    with pytest.raises(IndexError, match="decision -91 of 90"):
        tl.rows[-91]
    series = ScoreSeries(0, tl.games, {}, 2)
    assert series[-1] == game.scores()[0].total and series[0:1] == [tl.score[0][0]]
