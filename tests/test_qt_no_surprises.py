"""No surprises: replacing an unfinished game asks first (Save / Discard /
Cancel), the analysis of an unfinished hot-seat game opens in the public view
(nobody's hidden leaders) until asked and cannot be opened during the
hand-over, and a bot review is written into the file only when the user
saves it (pytest-qt, offscreen)."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from test_qt_app import click
from test_qt_undo import _past_setup

from core import Game, Seat
from core.files.savefile import load, save
from mor_qt.analysis import open_analysis
from mor_qt.dialogs import GameConfig
from mor_qt.window import MainWindow

Button = QMessageBox.StandardButton


def _answer(monkeypatch: pytest.MonkeyPatch, answer: Any) -> list[str]:
    asked: list[str] = []

    def fake_exec(box: QMessageBox) -> Any:
        asked.append(box.text())
        return answer

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    return asked


def _game(win: MainWindow) -> Game:
    """The window's game: each test here has one going."""
    game = win.ctl.game
    assert game is not None
    return game


def _unfinished(qtbot: QtBot, win: MainWindow) -> str:
    win.start_game(GameConfig([Seat("Ada")], 3, None))
    _past_setup(qtbot, win)
    click(qtbot, win, "arrow", 1)
    return _game(win).state_hash()


def test_rematch_and_opening_a_file_ask_before_replacing_an_unfinished_game(
    qtbot: QtBot, win: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    before = _unfinished(qtbot, win)
    asked = _answer(monkeypatch, Button.Cancel)
    win.rematch()
    assert len(asked) == 1 and "not finished" in asked[0]
    assert _game(win).state_hash() == before  # Cancel: the game stays
    other = tmp_path / "other.mor"
    save(other, Game.new(["Bo"], 9))
    assert not win.open_file(other, confirm=True)
    assert len(asked) == 2 and _game(win).state_hash() == before
    _answer(monkeypatch, Button.Discard)
    assert win.open_file(other, confirm=True)
    assert _game(win).names == ("Bo",)


def test_save_in_the_question_saves_the_unfinished_game_before_it_is_replaced(
    qtbot: QtBot, win: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    before = _unfinished(qtbot, win)
    kept = tmp_path / "kept.mor"
    win.path = kept
    _answer(monkeypatch, Button.Save)
    win.rematch()
    assert load(kept).game.state_hash() == before
    assert _game(win).state_hash() != before


def test_nothing_is_asked_for_a_finished_or_untouched_game(
    qtbot: QtBot, win: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = _answer(monkeypatch, Button.Cancel)
    win.start_game(GameConfig([Seat("Ada")], 3, None))
    assert win.confirm_replace() and not asked  # no decision yet: nothing to lose


def _hot_seat_save(path: Path, finished: bool) -> Game:
    game = Game.new(["Ada", "Bruno"], 12, 0)
    import random

    rng = random.Random(1)
    while game.in_setup or (finished and not game.is_over) or (not finished and len(game.history()) < 30):
        game.apply(rng.choice(game.legal_actions()))
    save(path, game, seats=[Seat("Ada"), Seat("Bruno")])
    return game


def _shown_leaders(window: Any, seat: int) -> set[int]:
    window.table.flush()
    return {it.tag[2] for it in window.table.find("leader", seat) if it.tag[2] is not None}


def _keep_text(window: Any, seat: int) -> str:
    keep = next(i for i, r in enumerate(window.timeline.rows) if r.seat == seat and r.notation.startswith("keep"))
    return str(window.move_list.decision_items[keep].text(2))


def test_analysis_of_an_unfinished_hot_seat_game_opens_in_the_public_view(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "live.mor"
    game = _hot_seat_save(path, finished=False)
    window = open_analysis(path)
    assert window is not None
    qtbot.addWidget(window)
    assert window.private and window.reveal_button.isVisible()
    hands = [set(p.hand) for p in game.players]
    for chosen in (0, 1, 0):  # choosing a player in Player shows none of their hidden cards
        window.seat_box.setCurrentIndex(chosen)
        for seat in (0, 1):
            assert not (hands[seat] & _shown_leaders(window, seat)), (chosen, seat)
            assert _keep_text(window, seat) == "keep ? ?"
            kept = (*game.players[seat].hand, *game.players[seat].setup_discards)
            assert not any(f"L{lid}" in _keep_text(window, seat) for lid in kept)
    # Showing them needs a clear yes after a warning.
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: Button.No)
    assert not window.reveal_hidden()
    assert _keep_text(window, 1) == "keep ? ?" and not (hands[1] & _shown_leaders(window, 1))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: Button.Yes)
    assert window.reveal_hidden()
    assert _keep_text(window, 0).startswith("keep L") and _keep_text(window, 1).startswith("keep L")
    assert hands[1] <= _shown_leaders(window, 1) and hands[0] <= _shown_leaders(window, 0)
    window.close()


def _hidden_leader_suggested(path: Path) -> tuple[int, int]:
    """An unfinished hot-seat save whose review says the bot would rather have Ada play a leader
    still hidden in her hand (or discard it): the decision and the leader."""
    game = _hot_seat_save(path, finished=False)
    saved = load(path)
    from mor_qt.analysis.timeline import timeline_of

    games = timeline_of(saved).games
    # a decision of Ada's after which a leader of hers is still hidden in her hand
    i = next(k for k in range(len(saved.decisions) - 1, 0, -1)
             if games[k].current_seat == 0 and games[k + 1].players[0].hand)
    hidden = games[i + 1].players[0].hand[0]
    best = f"play L{hidden}"
    note = {"seat": 0, "budget": "it=50", "index": i, "played": saved.decisions[i], "best": best,
            "eval_before": 0.6, "eval_after": 0.3, "loss": 0.3, "grade": "blunder", "win_prob": [0.6, 0.4],
            "expected_vp": [5, 4], "vp_before": 5, "vp_after": 4,
            "candidates": [[best, 40, 0.6], [f"discard L{hidden}", 9, 0.45], [saved.decisions[i], 5, 0.3]]}
    save(path, game, seats=saved.seats, annotations={i: note})
    return i, hidden


def test_the_public_view_never_names_a_hidden_leader_in_the_bot_review(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "live.mor"
    i, hidden = _hidden_leader_suggested(path)
    best = f"play L{hidden}"
    window = open_analysis(path)
    assert window is not None
    qtbot.addWidget(window)
    window.seat_box.setCurrentIndex(0)
    window.go_to(i + 1)
    shown = [window.details.text(), window.mistakes.item(0).text(), window.move_list.preferred_tip(i)]
    assert all(f"L{hidden}" not in text for text in shown), shown
    assert "[play ?]" in window.details.text()  # its notation, after its words
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: Button.Yes)
    assert window.reveal_hidden()
    assert f"L{hidden}" in window.details.text()
    revealed = f"leader {hidden} ("  # the preferred decision in words: "Ada plays leader 57 (…)"
    assert all(revealed in text for text in (window.details.text(), window.mistakes.item(0).text(),
                                            window.move_list.preferred_tip(i)))
    assert load(path).annotations[i]["best"] == best  # the file keeps the whole review
    window.close()


HIDDEN_WORDS = {  # a suggestion of a hidden leader in the public view: with Ada's name, and without
    "en": ("Ada plays a hidden leader", "Better: plays a hidden leader", "Ada discards a hidden leader for 1 faith"),
    "fr": ("Ada joue un Leader caché", "Mieux\u00a0: joue un Leader caché", "Ada défausse un Leader caché pour 1 Foi"),
}


def test_the_public_view_says_a_hidden_leader_in_words_not_in_notation(
    qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    """The bot's suggestion of a leader nobody may see read "the bot preferred: play ?"."""
    path = tmp_path / "live.mor"
    i, hidden = _hidden_leader_suggested(path)
    window = open_analysis(path)
    assert window is not None
    qtbot.addWidget(window)
    window.go_to(i + 1)
    played, better, discard = HIDDEN_WORDS[language]
    details = html.unescape(re.sub(r"<[^>]+>|\[[^]]*\]", "", window.details.text()))  # words, no notation
    mistake, tip = window.mistakes.item(0).text(), window.move_list.preferred_tip(i)
    assert played in details and discard in details, details
    assert mistake.split("\n")[1] == better and played in tip
    for text in (details, mistake, tip):
        assert "?" not in text.replace("??", ""), text  # the flag "??" only: no "play ?"
        assert f"L{hidden}" not in text and f" {hidden} " not in text
    window.close()


def test_open_for_analysis_is_disabled_while_the_hand_over_screen_is_up(
    qtbot: QtBot, win: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QFileDialog

    from mor_qt.analysis import HandOverGuard

    asked: list[str] = []

    def ask(*_args: Any, **_kwargs: Any) -> tuple[str, str]:
        asked.append("asked")
        return "", ""  # cancelled

    monkeypatch.setattr(QFileDialog, "getOpenFileName", ask)
    win.ctl.autosave_enabled = False
    win.start_game(GameConfig([Seat("Ann"), Seat("Bob"), Seat("Hal", "bot", "greedy")], 5, 0))
    assert win.privacy.isVisible()  # "Pass the screen to Ann"
    guard = win.findChild(HandOverGuard)
    assert guard is not None and guard.action is not None
    assert not guard.action.isEnabled()
    qtbot.keyClick(win, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    guard.action.trigger()  # a disabled action does nothing, whoever triggers it
    assert asked == []
    win.retranslate()  # the menus are made again: the new action is disabled too
    assert guard.action is not None and not guard.action.isEnabled()
    qtbot.mouseClick(win.privacy.button, Qt.MouseButton.LeftButton)  # Ann is at the screen
    assert not win.privacy.isVisible() and guard.action.isEnabled()
    qtbot.keyClick(win, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert asked == ["asked"]


def test_analysis_of_a_finished_game_shows_everything(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "done.mor"
    _hot_seat_save(path, finished=True)
    window = open_analysis(path)
    assert window is not None
    qtbot.addWidget(window)
    assert not window.private and not window.reveal_button.isVisible()
    window.go_to(10)
    bruno = window.current_game.players[1]
    assert set(bruno.hand) <= _shown_leaders(window, 1)
    keep = next(i for i, r in enumerate(window.timeline.rows) if r.seat == 1 and r.notation.startswith("keep"))
    assert window.move_list.decision_items[keep].text(2).startswith("keep L")
    window.close()


def test_a_masked_choice_of_leaders_at_setup_is_said_in_words_too() -> None:
    from mor_qt.analysis.movelist import suggestion_words
    from mor_qt.analysis.privacy import HIDDEN_NOTATION

    game = Game.new(["Ada", "Bruno"], 12)
    assert game.current_seat is not None and game.in_setup
    who = game.names[game.current_seat]
    assert suggestion_words(game, HIDDEN_NOTATION) == f"{who} keeps 2 of the 4 leaders dealt"
    assert suggestion_words(game, HIDDEN_NOTATION, subject=False) == "keeps 2 of the 4 leaders dealt"
