"""The controller hands every decision to the engine, the one judge of its
legality: an illegal decision is refused with the game untouched, the log says
why once, and a bot's is told to the user once before a legal one is played."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from core import Action, ActionKind, Event, Game, Seat, describe_action, log_notation
from mor_qt.controller import GameController

Lines = list[tuple[object, str]]


@pytest.fixture
def ctl(qapp: QApplication) -> Iterator[GameController]:
    controller = GameController()
    controller.autosave_enabled = False
    controller.set_paused(True)  # a bot moves only when a test says so
    yield controller
    controller.shutdown()


def _recorded(ctl: GameController) -> tuple[list[Lines], list[str]]:
    applied: list[Lines] = []
    told: list[str] = []
    ctl.events_applied.connect(lambda _events, lines: applied.append(lines))
    ctl.bot_error.connect(told.append)
    return applied, told


@pytest.mark.parametrize("decision", [
    Action(ActionKind.BUY, 0, 0),  # a real decision, not legal while leaders are chosen
    Action(ActionKind.BUY, 99_999, 7),  # no card, no slot: nothing may describe it before the engine refuses it
    "no such decision",  # text that is no decision's notation
])
def test_an_illegal_human_decision_is_refused_with_the_game_untouched(
        ctl: GameController, decision: Action | str, caplog: pytest.LogCaptureFixture) -> None:
    ctl.new_game([Seat("Ada")], 3)
    game = ctl.game
    assert game is not None and ctl.is_human_turn()
    state, history = game.state_hash(), game.history()
    applied, told = _recorded(ctl)
    with caplog.at_level(logging.INFO, logger="mor_qt.controller"):
        assert ctl.apply(decision) is False
    assert game.state_hash() == state and game.history() == history
    assert applied == [] and told == []  # the person's own click: the table shows why it is not allowed
    refusals = [r for r in caplog.records if "refused" in r.getMessage()]
    assert len(refusals) == 1 and str(decision) in refusals[0].getMessage()


def test_a_legal_decision_is_described_as_the_game_was_before_it(ctl: GameController) -> None:
    ctl.new_game([Seat("Ada")], 3)
    game = ctl.game
    assert game is not None
    before = game.clone()
    decision = game.legal_actions()[0]
    applied, told = _recorded(ctl)
    assert ctl.apply(decision)
    assert game.history()[-1] == decision and told == []
    assert len(applied) == 1
    assert applied[0][0] == (describe_action(before, decision), log_notation(decision))


def test_an_illegal_bot_decision_is_told_once_and_a_legal_one_played(ctl: GameController) -> None:
    ctl.new_game([Seat("Rob", "bot", "random"), Seat("Ada")], 4, first_seat=0)
    game = ctl.game
    assert game is not None and game.current_seat == 0 and not ctl.is_human_turn()
    illegal = Action(ActionKind.BUY, 0, 0)
    assert illegal not in game.legal_actions()
    played_before = len(game.history())
    applied, told = _recorded(ctl)
    events: list[list[Event]] = []
    ctl.events_applied.connect(lambda evs, _lines: events.append(evs))
    ctl._pending = (0, illegal)  # what the bot runner hands over when a bot has chosen
    ctl._apply_pending()
    assert told == [f"Rob chose an illegal move ({illegal}); a random one is played."]
    history = game.history()
    assert len(history) == played_before + 1 and history[-1] != illegal  # one decision: a legal one
    assert len(applied) == 1
    replay = Game.new(["Rob", "Ada"], 4, first_seat=0)
    for act in history:
        replay.apply(act)
    assert replay.state_hash() == game.state_hash()  # nothing of the illegal decision was applied
