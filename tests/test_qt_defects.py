"""Defects found while trying the app, each checked here: the
basic production's default, the solo score sheet, keyboard use."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QGridLayout, QLabel, QWidget
from pytestqt.qtbot import QtBot

from core import EndReason, Game, Seat, colour_name
from core.actions import A_DONE
from mor_qt.dialogs import ScoreSheet
from mor_qt.interaction import Interaction, affordable_vp
from mor_qt.table_boards import track_markers
from mor_qt.window import MainWindow


def _with_strongbox(strongbox: dict[str, int]) -> Game:
    game = Game.new(["Ada"], 5)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    pos = game.to_position()
    pos["players"][0]["strongbox"] = strongbox
    return Game.from_position(pos)


def test_basic_production_does_not_spend_what_the_player_saves_for_a_card(qtbot: QtBot) -> None:
    game = _with_strongbox({"coin": 1, "shield": 2})  # 2 shields: the green level I card on the grid
    assert affordable_vp(game, 0) == 1
    ui = Interaction()
    ui.start_plan()
    assert ui.plan is not None
    assert ui.toggle_power(game, "base")
    chosen = ui.plan["base"]
    after = game.clone()
    after.apply(chosen)
    after.apply(A_DONE)
    assert after.players[0].holdings()[3] >= 2, chosen  # still the 2 shields
    assert affordable_vp(after, 0) >= 1
    # the player's own choice is kept, and offered first the next time
    other = next(a for a in ui.options_for(game, "base") if a != chosen)
    ui.set_choice("base", other)
    ui.toggle_power(game, "base")
    assert "base" not in ui.plan
    ui.toggle_power(game, "base")
    assert ui.plan["base"] == other


@pytest.fixture
def solo_over(qtbot: QtBot) -> Iterator[MainWindow]:
    import random

    game = Game.new(["Ada"], 4)
    rng = random.Random(4)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    win = MainWindow()
    qtbot.addWidget(win)
    win.ctl.autosave_enabled = False
    win.set_loaded(game, [Seat("Ada")], None)
    win.resize(1366, 768)
    win.show()
    qtbot.waitUntil(win.sheet.isVisible)
    yield win
    win.ctl.shutdown()


def _label(layout: QGridLayout, index: int) -> QLabel:
    """The label at ``index`` of the score sheet's grid (every cell is one)."""
    item = layout.itemAt(index)
    assert item is not None
    label = item.widget()
    assert isinstance(label, QLabel)
    return label


def test_the_solo_score_sheet_has_no_tie_break_row(solo_over: MainWindow) -> None:
    assert ("total", 0) in solo_over.sheet.cells
    assert ("resources_left", 0) not in solo_over.sheet.cells
    texts = [_label(solo_over.sheet.table, i).text() for i in range(solo_over.sheet.table.count())]
    assert not [t for t in texts if "tie-break" in t]


def test_the_hints_used_row_is_in_the_size_of_the_figures_above_it(solo_over: MainWindow) -> None:
    """It was in the label's default size, smaller than the points (docs/screenshots/scoresheet.png)."""
    game = solo_over.ctl.game
    assert game is not None
    solo_over.sheet.show_game(game, [3])
    hints, faith = solo_over.sheet.cells[("hints", 0)], solo_over.sheet.cells[("faith_track", 0)]
    assert hints.text() == "3"
    assert hints.styleSheet() == faith.styleSheet() != ""
    solo_over.sheet.show_game(game)  # a redraw (another language) keeps the hints
    assert solo_over.sheet.cells[("hints", 0)].text() == "3"


@pytest.fixture
def my_turn(qtbot: QtBot) -> Iterator[MainWindow]:
    game = Game.new(["Ada", "Bruno"], 3)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    seats = [Seat(name) if i == game.current_seat else Seat(name, "bot", "greedy")
             for i, name in enumerate(game.names)]
    win = MainWindow()
    qtbot.addWidget(win)
    win.ctl.autosave_enabled = False
    win.ctl.pace_ms = 0
    win.set_loaded(game, seats, None)
    win.resize(1366, 768)
    win.show()
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    qtbot.waitUntil(lambda: "end" in win.panel.buttons)
    qtbot.wait(5)
    yield win
    win.ctl.shutdown()


def test_tab_goes_through_the_action_panel_before_bot_speed(qtbot: QtBot, my_turn: MainWindow) -> None:
    from core.enums import PLACING

    win = my_turn
    assert win.ctl.game is not None
    assert win.take_line(1) and win.ctl.game.turn_mode == PLACING  # store / discard / auto-place buttons
    qtbot.waitUntil(lambda: "auto" in win.panel.buttons)
    qtbot.wait(5)
    focus = QApplication.focusWidget()
    assert focus is not None and win.panel.isAncestorOf(focus)  # the keyboard is in the panel
    chain: list[QWidget] = []
    widget: QWidget = win.pace
    for _ in range(80):  # the whole focus chain, from Bot speed round to it again
        following = widget.nextInFocusChain()
        assert following is not None
        widget = following
        if widget is win.pace:
            break
        chain.append(widget)
    buttons = [b for b in win.panel.buttons.values() if b.isVisible() and b.isEnabled()]
    assert len(buttons) == 4  # store, discard, auto-place, and the hint
    # going backwards from Bot speed (Shift+Tab) meets every panel button before anything else that takes focus
    before = [w for w in reversed(chain) if w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.isVisible()
              and w.isEnabled()][:len(buttons)]
    assert set(before) == set(buttons)
    assert win.view.focusPolicy() == Qt.FocusPolicy.NoFocus


def test_space_on_a_panel_button_keeps_the_keyboard_in_the_panel(qtbot: QtBot, my_turn: MainWindow) -> None:
    from PySide6.QtTest import QTest

    win = my_turn
    assert win.take_line(1)
    qtbot.waitUntil(lambda: "auto" in win.panel.buttons)
    button = win.panel.buttons["auto"]
    button.setFocus()
    QTest.keyClick(button, Qt.Key.Key_Space)  # everything placed: the panel is rebuilt without this button
    qtbot.waitUntil(lambda: "auto" not in win.panel.buttons)
    qtbot.wait(5)
    focus = QApplication.focusWidget()
    assert focus is not None and win.panel.isAncestorOf(focus) and focus.isVisible()


def test_main_decisions_have_shortcuts_listed_in_one_table(qtbot: QtBot, my_turn: MainWindow) -> None:
    from PySide6.QtTest import QTest

    from core.enums import PLACING
    from mor_qt.help import quick_reference_html
    from mor_qt.shortcuts import SHORTCUTS

    win = my_turn
    game = win.ctl.game
    assert game is not None
    assert {s.name for s in SHORTCUTS} == set(win.shortcut_actions)
    reference = quick_reference_html()
    assert "Ctrl+E" in reference and "Ctrl+Return" in reference and "R 1–3 / C 1–4" in reference
    QTest.keyClick(win, Qt.Key.Key_R)  # R then 2: take row 2
    QTest.keyClick(win, Qt.Key.Key_2)
    qtbot.waitUntil(lambda: bool(game.history()) and str(game.history()[-1]) == "market r2")
    if game.turn_mode == PLACING:
        QTest.keyClick(win, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # place everything
        qtbot.waitUntil(lambda: game.turn_mode != PLACING)
    seat = game.current_seat
    QTest.keyClick(win, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: game.current_seat != seat or game.is_over)


def test_analysis_closes_on_ctrl_w_and_esc_and_pages_by_turn_from_the_move_list(qtbot: QtBot, tmp_path: Path) -> None:
    import random

    from PySide6.QtGui import QKeySequence
    from PySide6.QtTest import QTest

    from core.files.savefile import save
    from mor_qt.analysis import AnalysisWindow, open_analysis

    game = Game.new(["Ada", "Bruno"], 5)
    rng = random.Random(5)
    while game.round < 4:
        game.apply(rng.choice(game.legal_actions()))
    path = tmp_path / "g.mor"
    save(path, game)
    for keys in ("Ctrl+W", "Esc"):
        win = open_analysis(path)
        assert win is not None
        qtbot.addWidget(win)
        win.activateWindow()

        def active(w: AnalysisWindow = win) -> bool:
            return QApplication.activeWindow() is w

        qtbot.waitUntil(active)
        win.move_list.setFocus()
        win.go_to(0)
        QTest.keyClick(win.move_list, Qt.Key.Key_PageDown)
        first_turn_end = win.timeline.turns[1].first
        assert win.position == first_turn_end  # the next turn, not a page of the list
        QTest.keySequence(win, QKeySequence(keys))

        def closed(w: AnalysisWindow = win) -> bool:
            return not w.isVisible()

        qtbot.waitUntil(closed)


@functools.cache
def solo_games_by_ending() -> dict[EndReason, Game]:
    """A finished greedy solo game for each way a solo game ends (R12.3-4)."""
    import random

    from ai.greedy import greedy_action

    found: dict[EndReason, Game] = {}
    for seed in range(1, 61):
        game = Game.new(["Ada"], seed)
        rng = random.Random(seed)
        while not game.is_over:
            game.apply(greedy_action(game, rng))
        assert game.outcome is not None
        found.setdefault(game.outcome.reason, game)
    return found


@pytest.fixture
def solo_endings() -> dict[EndReason, Game]:
    return solo_games_by_ending()


def test_the_solo_score_sheet_says_how_the_game_ended(qtbot: QtBot, solo_endings: dict[EndReason, Game]) -> None:
    """Lorenzo's win named exactly (the cross at the end, or which colour left the grid: R12.3), the
    player's by what won it (R12.4); it used to say "the black cross or his discards" either way."""
    parent = QWidget()
    qtbot.addWidget(parent)
    sheet = ScoreSheet(parent)
    notes: dict[EndReason, str] = {}
    for reason in (EndReason.SOLO_CARDS, EndReason.SOLO_FAITH, EndReason.LORENZO_CROSS, EndReason.COLOUR_GONE):
        game = solo_endings[reason]
        sheet.show_game(game)
        notes[reason] = sheet.note.text()
    gone = solo_endings[EndReason.COLOUR_GONE].outcome
    assert gone is not None and gone.colours_gone
    assert str(colour_name(gone.colours_gone[0])) in notes[EndReason.COLOUR_GONE]
    assert "R12.3" in notes[EndReason.COLOUR_GONE] and "black cross" in notes[EndReason.LORENZO_CROSS]
    for reason in (EndReason.SOLO_CARDS, EndReason.SOLO_FAITH):
        assert "Ada" in notes[reason] and "R12.4" in notes[reason]
    assert "seven development cards" in notes[EndReason.SOLO_CARDS]
    assert "faith track" in notes[EndReason.SOLO_FAITH]
    assert len(set(notes.values())) == len(notes)  # four endings, four sentences


def test_a_finished_table_says_who_won_and_how(solo_endings: dict[EndReason, Game]) -> None:
    """Once the score sheet is put away (and in the analysis window, which has none) the table's
    status says who won and how, where it used to say "See the score sheet"."""
    import random

    from ai.greedy import greedy_action
    from mor_qt.table_input import _phase_hint, _status

    gone = solo_endings[EndReason.COLOUR_GONE]
    assert gone.outcome is not None
    assert _status(gone) == "Lorenzo wins"
    assert str(colour_name(gone.outcome.colours_gone[0])) in _phase_hint(gone) and "R12.3" in _phase_hint(gone)
    assert _status(solo_endings[EndReason.SOLO_CARDS]) == "You beat Lorenzo!"
    duel = Game.new(["Ada", "Bruno"], 2)
    rng = random.Random(2)
    while not duel.is_over:
        duel.apply(greedy_action(duel, rng))
    winners = duel.winners()
    assert _status(duel) == (f"{duel.names[winners[0]]} wins!" if len(winners) == 1 else "Ada and Bruno win!")
    assert "score sheet" not in _phase_hint(duel)


@pytest.mark.parametrize("cell", [22.0, 28.0, 40.0])
def test_the_faith_marker_and_the_black_cross_on_one_space_are_side_by_side_both_seen(cell: float) -> None:
    """Solo, at the start both stand on space 0: the cross was drawn 4 px off the
    marker, the two a single blot."""
    alone = track_markers(cell, cell, shared=False)
    assert alone.faith_dx == alone.cross_dx == 0 and alone.faith_size > alone.cross_size
    both = track_markers(cell, cell, shared=True)
    assert both.faith_dx + both.faith_size / 2 <= both.cross_dx - both.cross_size / 2  # apart
    for dx, size in ((both.faith_dx, both.faith_size), (both.cross_dx, both.cross_size)):
        assert abs(dx) + size / 2 <= cell / 2  # inside the space


def test_a_long_name_is_cut_before_the_first_player_s_inkwell_and_the_turn_tag(qapp: object) -> None:
    """A network name (up to 40 characters) ran under the inkwell and "▶ to play" on its board."""
    from PySide6.QtGui import QFontMetricsF

    from mor_qt.art import table_font
    from mor_qt.table_boards import (
        HEADER_INKWELL_X,
        HEADER_NAME_W,
        HEADER_NAME_X,
        HEADER_TURN_X,
        INKWELL_PX,
        header_name,
    )

    metrics = QFontMetricsF(table_font(12, True))
    assert HEADER_NAME_X + HEADER_NAME_W < HEADER_INKWELL_X - INKWELL_PX / 2 < HEADER_TURN_X
    for name in ("W" * 40, "Maximilian Alexander von Habsburg-Lothr"):
        shown = header_name(name)
        assert shown.endswith("…") and name.startswith(shown[:-1])
        assert metrics.horizontalAdvance(shown) <= HEADER_NAME_W
    assert header_name("Isabella") == "Isabella"


def test_the_shuffle_token_shows_its_shuffle_as_a_glyph_large_enough_to_see(qapp: object) -> None:
    """Its word "shuffle" was drawn ~4 px tall on the table's token (a radius of about 28 px)."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor, QImage, QPainter

    from core import solo_tokens
    from mor_qt import art

    radius = 28
    shuffle = next(tid for tid, token in solo_tokens().items() if token.kind == "cross1_shuffle")
    plus_two = next(tid for tid, token in solo_tokens().items() if token.kind == "cross2")

    def gold_rows(tid: int) -> set[int]:
        image = QImage(2 * radius + 4, 2 * radius + 4, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        art.draw_token(painter, QPointF(radius + 2, radius + 2), radius, tid)
        painter.end()
        centre = radius + 2
        lower = range(centre + radius // 4, centre + radius * 4 // 5)  # under the cross and its figure,
        inner = range(centre - radius * 9 // 20, centre + radius * 9 // 20)  # well inside the gold rim
        return {y for y in lower for x in inner
                if (c := image.pixelColor(x, y)).red() > 150 and c.blue() < 120 and c.red() - c.blue() > 60}

    rows = gold_rows(shuffle)
    assert not gold_rows(plus_two)  # nothing gold under the cross of a plain "+2"
    assert max(rows) - min(rows) >= radius * 0.25  # a glyph about 7 px tall, not a 4 px word
