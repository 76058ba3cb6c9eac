"""The window does not move when a line appears: the note after Undo
("Taken back: …") sits at the menu bar's right end (a status bar appearing
with it pushed the table up), and the
glyph key keeps its distance from the last score row whatever the table's
shape, and the info strip's hint is never cut mid-word: one line, two when there is
room, else cut with "…" and whole in its tooltip; the status line and the last
move are cut with "…" to the panel (pytest-qt, offscreen)."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers_i18n import install_committed_catalogue
from PySide6.QtGui import QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_qt_undo import _past_setup

from core import Game, Seat
from mor_qt import i18n
from mor_qt.art import table_font
from mor_qt.board import (
    BOARD_H,
    BOARD_W,
    GAP,
    GRID_RIGHT,
    INFO_GROW,
    INFO_KEY_GAP,
    SCORES_HEAD_H,
    SCORES_ROW_H,
    SCORES_TOP_STRIP,
    TOP_H,
    TRIO,
    Table,
)
from mor_qt.dialogs import GameConfig
from mor_qt.table_input import _phase_hint, _status
from mor_qt.table_layout import INFO_KEY_FOOT, INFO_KEY_SPACE, SCORES_TOP_FULL, STATUS_PT, STRIP_HINT_PT, STRIP_PAD
from mor_qt.table_top import StripHint, strip_hint
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py

GROW_STEPS = 40
CARD = 5


TRIO_W = GRID_RIGHT + 6 + BOARD_W + GAP  # a 3-player table's width: the grid and a board beside it
TRIO_H = TOP_H + GAP + BOARD_H + GAP  # its height at the widest view


def _loaded_past_setup(win: MainWindow, names: tuple[str, ...] = ("Ada", "Bo", "Cy")) -> Game:
    """A game of these people, past its set-up, in the window."""
    game = Game.new(list(names), 3, 0)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    win.ctl.autosave_enabled = False
    win.set_loaded(game, [Seat(name) for name in game.names], None)
    return game


def test_the_table_stays_put_when_the_status_line_appears(qtbot: QtBot, win: MainWindow) -> None:
    win.resize(1280, 720)
    win.start_game(GameConfig([Seat("Ada")], 3, None))
    _past_setup(qtbot, win)
    game = win.ctl.game
    assert game is not None
    win.ctl.apply(game.legal_actions()[0])
    QApplication.processEvents()
    before = (win.view.geometry(), win.view.transform().m11())
    win.undo()
    assert win.status_line.isVisible() and win.status_line.text().startswith("Taken back: ")
    for _ in range(3):
        QApplication.processEvents()
    assert (win.view.geometry(), win.view.transform().m11()) == before


def test_a_long_status_note_is_cut_with_an_ellipsis_and_whole_in_its_tooltip(qtbot: QtBot, win: MainWindow) -> None:
    """A French note ran off the left of its room ("…ılle et la discussion : Affichage ›")."""
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    long = "Salle et discussion : " + "Affichage › Table en réseau › " * 6
    win.show_status(long)
    shown = win.status_line.text()
    assert shown.endswith("…") and long.startswith(shown[:-1])  # its start kept, cut at its end
    assert win.status_line.fontMetrics().horizontalAdvance(shown) <= win.status_line.contentsRect().width()
    assert win.status_line.toolTip() == long
    win.show_status("Short note")
    assert win.status_line.text() == "Short note" and win.status_line.toolTip() == ""
    win.clear_status()
    assert win.status_line.text() == ""


def test_the_glyph_key_never_crowds_the_last_score_row(qtbot: QtBot, win: MainWindow) -> None:
    win.start_game(GameConfig([Seat("Ada"), Seat("Bo"), Seat("Cy")], 3, 0))
    table = win.table
    seen_key = 0
    for step in range(GROW_STEPS + 1):
        grow = INFO_GROW * step / GROW_STEPS
        table.view_aspect = TRIO_W / (TRIO_H + grow)
        table.rebuild()
        keys, infos = table.find("glyph key"), table.find("info")
        assert len(infos) == 1
        if not keys:
            continue
        seen_key += 1
        down = table.strip_hint.extra_h if table.strip_hint is not None else 0.0  # a hint on two lines
        last_row_bottom = (infos[0].sceneBoundingRect().top() + down + SCORES_TOP_STRIP
                           + SCORES_HEAD_H + TRIO * SCORES_ROW_H)
        assert keys[0].sceneBoundingRect().top() - last_row_bottom >= INFO_KEY_GAP, grow
    assert seen_key  # a tall enough view shows the key


def test_the_full_info_panel_shows_the_glyph_key_only_under_the_last_score_row(win: MainWindow) -> None:
    """Three players in a view a little too short for the full panel's key: it was drawn over
    the last score row (the name and the faith under the coin and faith glyphs)."""
    _loaded_past_setup(win)
    table = win.table
    full, without_key = 0, 0
    for step in range(GROW_STEPS * 4 + 1):
        table.view_aspect = TRIO_W / (TRIO_H + 2 * INFO_GROW * step / (GROW_STEPS * 4))
        table.rebuild()
        if table.strip_hint is not None:
            continue
        full += 1
        info = table.find("info")[0]
        top = info.mapRectToScene(info.rect).top()
        last_row_bottom = top + SCORES_TOP_FULL + SCORES_HEAD_H + TRIO * SCORES_ROW_H
        keys = table.find("glyph key")
        if keys:
            assert keys[0].mapRectToScene(keys[0].rect).top() - last_row_bottom >= INFO_KEY_GAP, step
        else:
            without_key += 1
    assert full > without_key > 0  # the sweep reaches full panels with and without room for the key


@pytest.mark.parametrize("names", [("Ada",), ("Ada", "Bo"), ("Ada", "Bo", "Cy", "Di")])
def test_the_full_info_panel_keeps_the_glyph_key_as_near_its_last_score_row_whatever_the_players(
        win: MainWindow, names: tuple[str, ...]) -> None:
    """Solo, the key stayed at the panel's foot: an empty block of 150 px between the one score
    row and the key. It is where four players find it under the last row, the two together in
    the middle of the room under the status."""
    _loaded_past_setup(win, names)
    table = win.table
    tops: list[float] = []
    real = Table._draw_scores

    def spy(self: Table, p: QPainter, game: Game, seat: int | None, left: float, top: float, width: float) -> None:
        tops.append(top)
        real(self, p, game, seat, left, top, width)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Table, "_draw_scores", spy)
        table.rebuild()
        image = QImage(800, 600, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        table.render(painter)
        painter.end()
    assert table.strip_hint is None and len(tops) == 1  # the full panel drew the points once
    info = table.find("info")[0]
    panel = info.mapRectToScene(info.rect)
    last_row_bottom = tops[0] + SCORES_HEAD_H + len(names) * SCORES_ROW_H
    (key,) = table.find("glyph key")
    key_rect = key.mapRectToScene(key.rect)
    assert key_rect.top() - last_row_bottom == pytest.approx(INFO_KEY_SPACE), names
    above = tops[0] - (panel.top() + SCORES_TOP_FULL)  # the room left is shared above and below
    below = panel.bottom() - INFO_KEY_FOOT - key_rect.bottom()
    assert above >= 0 and above == pytest.approx(below), names


def test_the_strip_hint_is_one_line_two_lines_or_cut_with_its_tooltip(qapp: QApplication) -> None:
    font = QFontMetricsF(table_font(STRIP_HINT_PT))
    short = "Choose 1 initial resource."
    assert strip_hint(short, 400, 0) == StripHint(short)
    long = "Take resources from the market, buy one card, or activate production. Leaders before or after."
    width = font.horizontalAdvance(long) * 0.7  # two lines
    line = font.lineSpacing()
    assert strip_hint(long, width, line) == StripHint(long, line)  # room for one more line: it wraps
    cut = strip_hint(long, width, line - 1)
    assert cut.extra_h == 0 and cut.tip == long and cut.text.endswith("…")
    assert font.horizontalAdvance(cut.text) <= width and long.startswith(cut.text[:-1])
    narrow = strip_hint(long, width / 2, 10 * line)  # would need four lines: cut however much room
    assert narrow.extra_h == 0 and narrow.tip == long


def test_the_french_strip_shows_the_whole_hint_or_says_it_in_a_tooltip(
    qtbot: QtBot, win: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every strip shape from a wide to a taller view, in French (the longest hints): the hint is
    shown whole, on one or two lines, or cut with its tooltip; at a 1920x1080 window's shape it
    used to be cut mid-word ("Leaders avant ou apr")."""
    install_committed_catalogue("fr", tmp_path, monkeypatch)
    try:
        game = _loaded_past_setup(win)
        table = win.table
        wrapped = 0
        for step in range(GROW_STEPS + 1):
            table.view_aspect = TRIO_W / (TRIO_H + INFO_GROW * step / GROW_STEPS)
            table.rebuild()
            info = table.find("info")[0]
            hint = table.strip_hint
            if hint is None:  # a full panel: the hint wraps in its own room
                continue
            whole = _phase_hint(game)
            assert hint.text == whole or (hint.tip == whole and info.toolTip() and hint.text.endswith("…"))
            wrapped += hint.extra_h > 0
        assert wrapped  # French's main hint takes two lines in a strip with room for them
    finally:
        i18n.set_language("en")


def test_the_last_move_line_is_cut_to_the_panel_never_past_it(win: MainWindow) -> None:
    """A long last move (a French production) is cut with "…" to the panel's width; the log has it whole."""
    metrics = QFontMetricsF(table_font(9, True))
    table = win.table
    table.last_move = "Ada produces 1 coin into the strongbox"
    assert table._last_move_line(1000) == "Last move: Ada produces 1 coin into the strongbox"
    table.last_move = "Ada uses the basic production: servant + shield into a coin; " * 4
    cut = table._last_move_line(400)
    assert cut.startswith("Last move: Ada uses") and cut.endswith("…") and metrics.horizontalAdvance(cut) <= 400


@pytest.mark.parametrize("players", [3, 2])  # a strip under the first board; the full panel
def test_a_status_longer_than_the_panel_is_cut_with_its_tooltip_never_past_it(win: MainWindow, players: int) -> None:
    """Names past the new-game dialog's limit (a loaded save, a network seat) or several
    winners sharing a game make a status line wider than the panel: it is cut with "…"
    and the panel's tooltip says it whole."""
    long_name = "Bartholomew " * 8
    game = _loaded_past_setup(win, (long_name, *("Bo", "Cy", "Di")[: players - 1]))
    table = win.table
    if players == TRIO:  # a wide view: the info is a strip under the first board
        table.view_aspect = TRIO_W / TRIO_H
    table.rebuild()
    assert (table.strip_hint is not None) == (players == TRIO)  # the strip, or the full panel
    info = table.find("info")[0]
    whole = _status(game)
    assert long_name in whole
    shown = table._status_line(game, info.sceneBoundingRect().width() - 2 * STRIP_PAD)
    assert shown.endswith("…") and whole.startswith(shown[:-1])
    assert QFontMetricsF(table_font(STATUS_PT, True)).horizontalAdvance(shown) <= info.sceneBoundingRect().width()
    assert whole in info.toolTip()
    short = Game.new(["Ada", "Bo", "Cy"][:players], 3, 0)
    assert table._status_line(short, 1000) == _status(short)


def test_the_table_says_what_to_do_while_a_production_or_a_purchase_is_chosen(qtbot: QtBot, win: MainWindow) -> None:
    """With the production plan open the table still said "Take resources from the market…"."""
    win.start_game(GameConfig([Seat("Ada")], 3, None))
    _past_setup(qtbot, win)
    game = win.ctl.game
    assert game is not None
    table = win.table
    assert table._phase_hint_now(game) == _phase_hint(game)
    win.ui.start_plan()
    assert table._phase_hint_now(game) == "Production: click the powers to use, then Produce."
    win.ui.cancel_plan()
    win.ui.select_card(CARD)  # the card is the panel's business; the table names it
    assert table._phase_hint_now(game) == f"Buying card {CARD}: click a highlighted slot on your board."
