"""The hint box: H again or Esc closes a hint shown (not only one under
way), it shows that it is still thinking, it never hides the log's
newest lines, and a hint's win chance stays on its line (pytest-qt, offscreen)."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers_i18n import install_committed_catalogue
from PySide6.QtGui import QFont, QTextDocument
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_qt_undo import _past_setup

from core import Seat
from mor_qt import i18n
from mor_qt.dialogs import GameConfig
from mor_qt.hint import Hint
from mor_qt.i18n import NO_BREAK_SPACE, percent
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py

LOG_LINES = 80  # more than the log shows at once


@pytest.fixture
def win(win: MainWindow) -> MainWindow:
    win.hinter.budget = "it=60"  # quick: the tests check the box, not the search
    win.resize(1280, 720)
    return win


def _hint_shown(qtbot: QtBot, win: MainWindow) -> None:
    assert win.hint()
    qtbot.waitUntil(lambda: bool(win.hint_list), timeout=60000)
    assert win.hint_box.isVisible() and "1." in win.hint_box.text()


def _last_log_line_in_sight(win: MainWindow) -> bool:
    for _ in range(3):  # the layout, then the log's queued scroll
        QApplication.processEvents()
    return win.log._last_line_shown()


def test_h_again_or_esc_closes_the_hint_shown(qtbot: QtBot, win: MainWindow) -> None:
    win.start_game(GameConfig([Seat("Ada")], 7, None))
    _past_setup(qtbot, win)
    _hint_shown(qtbot, win)
    win.hint_action.trigger()  # H
    assert not win.hint_box.isVisible() and not win.hint_list
    _hint_shown(qtbot, win)
    win.cancel_choice()  # Esc
    assert not win.hint_box.isVisible() and not win.hint_list
    assert "close" in win.hint_box.text()  # the box said how


def test_the_hint_box_shows_it_is_still_thinking(qtbot: QtBot, win: MainWindow) -> None:
    win.hinter.budget = "it=100000"  # long enough to watch
    win.start_game(GameConfig([Seat("Ada")], 7, None))
    _past_setup(qtbot, win)
    assert win.hint()
    seen = {win.hint_box.text()}

    def dots_moved() -> bool:
        seen.add(win.hint_box.text())
        return len(seen) >= 3

    qtbot.waitUntil(dots_moved, timeout=10000)
    assert all("thinking" in text for text in seen)
    win.clear_hint()


def test_the_hint_box_never_hides_the_newest_log_lines(qtbot: QtBot, win: MainWindow) -> None:
    win.start_game(GameConfig([Seat("Ada")], 7, None))
    _past_setup(qtbot, win)
    win._add_log_lines([(f"line {i}", "") for i in range(LOG_LINES)])
    assert _last_log_line_in_sight(win)
    _hint_shown(qtbot, win)
    assert _last_log_line_in_sight(win)
    win.clear_hint()
    assert _last_log_line_in_sight(win)


HINT_WIDTHS = range(120, 420, 4)  # pixels: narrower and wider than the side panel's hint box


def _visual_lines(html: str, font: QFont, width: int) -> list[str]:
    """The lines the hint box's rich text is laid out in at ``width`` (a QLabel lays it out so)."""
    doc = QTextDocument()
    doc.setDefaultFont(font)
    doc.setHtml(html)
    doc.setTextWidth(width)
    assert doc.size().height() > 0  # asking its size lays the text out
    lines = []
    block = doc.begin()
    while block.isValid():
        layout = block.layout()
        for i in range(layout.lineCount()):
            line = layout.lineAt(i)
            lines.append(block.text()[line.textStart():line.textStart() + line.textLength()].strip())
        block = block.next()
    return lines


def test_a_hints_win_chance_never_wraps_onto_a_line_of_its_own(
        qtbot: QtBot, win: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """French: "1. produire avec l'emplacement 3 —" / "41 %": the dash and the figure stay with the
    hint's last two words ("l'emplacement 3 — 41 %"), and "41 %" (a no-break space in French) is never
    cut before its sign."""
    win.start_game(GameConfig([Seat("Ada")], 7, None))
    _past_setup(qtbot, win)
    game = win.ctl.game
    assert game is not None
    try:
        install_committed_catalogue("fr", tmp_path, monkeypatch)
        chances = [0.41, 0.39, 0.05]
        hints = [Hint(action, chance, 1) for action, chance in zip(game.legal_actions(), chances, strict=False)]
        win._hint_ready(win.hinter.ticket, hints)
        figures = [percent(h.win_chance) for h in hints if h.win_chance is not None]
        assert figures and all(NO_BREAK_SPACE in f for f in figures)  # "41 %"
        ends = {figure: " ".join(h.text.split()[-2:]) for figure, h in zip(figures, hints, strict=True)}
        for width in HINT_WIDTHS:
            lines = _visual_lines(win.hint_box.text(), win.hint_box.font(), width)
            for line in lines:
                assert not line.startswith(("—", "%", *figures)), (width, line)
            for figure, end in ends.items():  # "…emplacement" / "3 — 41 %" neither: the last two words go along
                line = next(line for line in lines if line.endswith(figure))
                assert line.replace(NO_BREAK_SPACE, " ").endswith(f"{end} — {figure.replace(NO_BREAK_SPACE, ' ')}")
    finally:
        i18n.set_language("en")


def test_each_hint_line_starts_with_a_capital(language: str) -> None:
    """The numbered lines read "1. take row 2 from the market": the decision's short name, written
    lower case for use inside sentences, now starts the hint's line with a capital."""
    import random

    from core import Game

    game = Game.new(["Ada", "Bruno"], 5)
    rng = random.Random(5)
    seen: set[str] = set()
    while len(seen) < 40 and not game.is_over:  # decisions of every kind the first rounds offer
        for action in game.legal_actions():
            text = Hint(action, None, 1).text
            assert text[:1].isupper() or text[:1].isdigit(), text
            seen.add(text)
        game.apply(rng.choice(game.legal_actions()))
    assert len(seen) >= 20
