"""The table's tooltips say facts in the language's own typography: a market card's
or a market line's reason after a colon spaced as the language wants it (French "carte 38 (…) : …"),
a market line's haul always listed the same way ("a, b and c"), and Lorenzo's
board the facts it shows (his black cross, the last token, the tokens left)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from core import (
    FAITH_MAX,
    LINE_CELLS,
    Action,
    ActionKind,
    Game,
    Marble,
    Seat,
    TurnMode,
    card_text,
    line_text,
    token_text,
)
from mor_qt.i18n import capitalised, render
from mor_qt.table_input import _line_gives, _plain
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py

SEED = 5
ROUNDS = 6  # a few rounds in: some grid cards are out of reach, Lorenzo has revealed tokens
AND = {"en": " and ", "fr": " et "}
COLON = {"en": ": ", "fr": " : "}
Y, G, P, B, W, R = (Marble.YELLOW, Marble.GREY, Marble.PURPLE, Marble.BLUE, Marble.WHITE, Marble.RED)
LINES = [  # (a line's marbles, how many items its tooltip lists)
    ([Y, P, B], 3),
    ([Y, G, W], 3),
    ([Y, R, B, W], 4),
    ([G, G, P], 2),
    ([Y, W, W, B], 3),
    ([W, W, W, P], 2),
]



@pytest.fixture
def solo(qtbot: QtBot, language: str) -> Iterator[MainWindow]:
    """A solo game a few rounds in, at the player's turn, on the table."""
    win = MainWindow()
    qtbot.addWidget(win)
    win.ctl.autosave_enabled = False
    win.ctl.pace_ms = 0
    game = Game.new(["Ada"], SEED)
    rng = random.Random(SEED)
    while game.round < ROUNDS:  # random play that never discards a leader
        game.apply(rng.choice([a for a in game.legal_actions() if a.kind != ActionKind.DISCARD]))
    while game.turn_mode != TurnMode.FREE or game.main_action_done:
        game.apply(game.legal_actions()[0])
    win.set_loaded(game, [Seat("Ada")], None)
    win.resize(1366, 768)
    win.show()
    qtbot.waitUntil(lambda: win.view.width() > 0)
    win.table.flush()
    yield win
    win.ctl.shutdown()


def test_a_market_card_s_reason_follows_a_colon_spaced_as_the_language_wants(solo: MainWindow,
                                                                             language: str) -> None:
    reasons = []
    for item in solo.table.find("card"):
        tip = _plain(item.toolTip())
        named = capitalised(_plain(render(card_text(item.tag[1]))))  # a tooltip starts with a capital
        if tip.startswith(named) and tip != named:  # a card out of reach, and why
            reasons.append(tip)
            assert tip[len(named):].startswith(COLON[language]), tip
    assert reasons, "no market card out of reach to explain"


def test_a_market_arrow_s_reason_follows_a_colon_spaced_as_the_language_wants(solo: MainWindow,
                                                                              language: str) -> None:
    """French read "Colonne 1: …", its colon glued to the word."""
    assert solo.ctl.apply(Action(ActionKind.MARKET, 0))  # the main action: no arrow is left to push
    solo.table.flush()
    for line in range(len(LINE_CELLS)):
        (arrow,) = solo.table.find("arrow", line)
        assert not arrow.enabled
        tip = _plain(arrow.toolTip())
        assert tip.startswith(capitalised(_plain(render(line_text(line)))) + COLON[language]), tip


@pytest.mark.parametrize(("marbles", "items"), LINES)
def test_a_market_line_s_haul_is_always_listed_a_comma_b_and_c(language: str, marbles: list[int],
                                                                 items: int) -> None:
    text = _line_gives(marbles)
    assert text.count(AND[language]) == 1, text
    first, last = text.split(AND[language])
    assert len(first.split(", ")) == items - 1, text  # the white marbles' words come last, with their comma
    assert last and not last.startswith(","), text


def test_lorenzo_s_board_tip_says_where_his_cross_is_his_last_token_and_the_tokens_left(
        solo: MainWindow, language: str) -> None:
    game = solo.ctl.game
    assert game is not None and game.last_solo_token
    [board] = solo.table.find("lorenzo")
    tip = _plain(board.toolTip())
    numbers = [int(n) for n in re.findall(r"\d+", tip.replace(_plain(render(token_text(game.last_solo_token))), ""))]
    assert numbers == [game.black_cross, FAITH_MAX, game.solo_tokens_left], tip
    assert _plain(render(token_text(game.last_solo_token))) in tip
