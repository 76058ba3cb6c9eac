"""The analysis window (pytest-qt offscreen): stepping through a save
on the read-only board, the move list, charts, the bot review stored in the
save, cancelling it, playing on from a position, damaged files."""

from __future__ import annotations

import html
import random
import re
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers_i18n import install_committed_catalogue
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    QStyleOptionComboBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

import ai.review as review_mod
import mor_qt.analysis as analysis
from core import Game, Seat, parse_action
from core.files.savefile import load, save
from mor_qt.analysis import AnalysisWindow, open_analysis, play_on
from mor_qt.analysis.__main__ import main as analysis_main
from mor_qt.analysis.movelist import FLAG_COLUMN, WIN_COLUMN, suggestion_words
from mor_qt.analysis.step_bar import StepBar
from mor_qt.analysis.timeline import build_timeline, win_prob_series
from mor_qt.analysis.window_position import TURN_BOX_CHARS
from mor_qt.analysis.window_review import budget_label
from mor_qt.controller import GameController
from mor_qt.i18n import render, set_language

BUDGET = "it=16"


pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py


def played_game(rounds: int, seed: int, players: int = 2) -> Game:
    game = Game.new(["Ada", "Bruno", "Carla", "Dino"][:players], seed)
    rng = random.Random(seed)
    while not game.is_over and game.round < rounds:
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.fixture
def save_file(tmp_path: Path) -> Path:
    path = tmp_path / "game.mor"
    save(path, played_game(5, 5), seats=[Seat("Ada"), Seat("Bruno", "bot", "greedy")])
    return path


@pytest.fixture
def window(qtbot: QtBot, save_file: Path) -> Iterator[AnalysisWindow]:
    win = open_analysis(save_file)
    assert win is not None
    qtbot.addWidget(win)
    win.open_window_on_play = False
    yield win
    win.close()


def test_stepping_shows_the_replayed_engine_position_at_every_decision(window: AnalysisWindow,
                                                                        save_file: Path) -> None:
    saved = load(save_file)
    assert window.position == len(saved.decisions)  # opens at the end
    for pos in range(len(saved.decisions) + 1):
        window.go_to(pos)
        expected = saved.game_at(pos).state_hash()
        assert window.current_game.state_hash() == expected
        assert window.table.game.state_hash() == expected  # the board drew this very position
        assert window.slider.value() == pos
    assert window.table.legal == set()  # read-only: nothing is offered to click


def test_arrow_keys_buttons_slider_and_turn_jumps_step(window: AnalysisWindow, qtbot: QtBot) -> None:
    window.go_to(10)
    window.move_list.setFocus()
    QTest.keyClick(window.move_list, Qt.Key.Key_Right)
    assert window.position == 11
    QTest.keyClick(window.move_list, Qt.Key.Key_Left)
    QTest.keyClick(window.move_list, Qt.Key.Key_Left)
    assert window.position == 9
    QTest.keyClick(window.move_list, Qt.Key.Key_End)
    assert window.position == window.timeline.n_decisions
    QTest.keyClick(window.move_list, Qt.Key.Key_Right)  # clamped at the end
    assert window.position == window.timeline.n_decisions
    QTest.keyClick(window.move_list, Qt.Key.Key_Home)
    assert window.position == 0
    window.slider.setValue(7)
    assert window.position == 7 and window.current_game.state_hash() == window.timeline.games[7].state_hash()
    window.slider.setFocus()
    QTest.keyClick(window.slider, Qt.Key.Key_Right)
    assert window.position == 8
    window.next_button.click()
    assert window.position == 9
    window.prev_button.click()
    window.prev_button.click()
    assert window.position == 7
    turns = window.timeline.turns
    window.turn_box.setCurrentIndex(5)
    window.turn_box.activated.emit(5)
    assert window.position == turns[5].first
    window.next_turn_button.click()
    assert window.position == turns[6].first
    window.prev_turn_button.click()
    assert window.position == turns[5].first
    window.first_button.click()
    assert window.position == 0 and not window.prev_button.isEnabled()
    window.last_button.click()
    assert window.position == window.timeline.n_decisions and not window.next_button.isEnabled()


def test_page_keys_jump_whole_turns_and_escape_closes_from_any_widget(window: AnalysisWindow, qtbot: QtBot) -> None:
    """Page Up / Page Down are the window's, not the move list's (which would scroll): whole turns."""
    window.show()
    qtbot.waitExposed(window)
    turns = window.timeline.turns
    window.go_to(turns[3].first + 1)
    window.move_list.setFocus()
    QTest.keyClick(window.move_list, Qt.Key.Key_PageDown)
    assert window.position == turns[4].first
    QTest.keyClick(window.move_list, Qt.Key.Key_PageUp)
    QTest.keyClick(window.move_list, Qt.Key.Key_PageUp)
    assert window.position == turns[2].first
    QTest.keyClick(window.move_list, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isVisible())


def test_move_list_has_one_row_per_decision_grouped_by_turn_in_words(window: AnalysisWindow,
                                                                      save_file: Path) -> None:
    saved = load(save_file)
    tree = window.move_list
    assert [item.text(2) for item in tree.decision_items] == saved.decisions
    assert tree.topLevelItemCount() == len(window.timeline.turns)
    games = review_mod.positions(saved.origin, saved.decisions)
    for k, turn in enumerate(window.timeline.turns):
        head = tree.topLevelItem(k)
        assert head is not None
        name = saved.game.names[turn.seat]
        assert name in head.text(0)
        for c in range(head.childCount()):
            i = turn.first + c
            assert games[i].current_seat == turn.seat  # every decision under the turn is that player's
            row = head.child(c)
            # plain words, the player named once by the turn's row above (the tooltip says it whole)
            assert row is not None and not row.text(1).startswith(name)
            assert f"{name} {row.text(1)}" == render(window.timeline.rows[i].text)
    # Picking a decision row shows the position after it; picking a turn the position before it.
    tree.setCurrentItem(tree.decision_items[12])
    assert window.position == 13
    fifth_turn = tree.topLevelItem(4)
    assert fifth_turn is not None
    tree.setCurrentItem(fifth_turn)
    assert window.position == window.timeline.turns[4].first
    window.go_to(20)
    assert tree.currentItem() is tree.decision_items[19]


def test_the_review_columns_show_once_a_decision_is_reviewed(window: AnalysisWindow) -> None:
    tree = window.move_list
    window.resize(1366, 768)
    QApplication.processEvents()
    review_columns = (WIN_COLUMN, FLAG_COLUMN)
    # not reviewed: the empty Win chance and Flag columns leave their room to the decisions' words
    assert all(tree.isColumnHidden(col) for col in review_columns)
    wide = tree.columnWidth(1)
    note = {"eval_before": 0.6, "eval_after": 0.4, "loss": 0.2, "grade": "blunder"}
    tree.set_annotation(3, note)
    QApplication.processEvents()
    assert not any(tree.isColumnHidden(col) for col in review_columns)
    assert tree.decision_items[3].text(FLAG_COLUMN) == "?? −20%"
    assert tree.columnWidth(1) < wide
    tree.set_annotation(3, None)  # the review withdrawn: hidden again
    assert all(tree.isColumnHidden(col) for col in review_columns)
    tree.set_annotations({5: note})
    assert not any(tree.isColumnHidden(col) for col in review_columns)
    tree.set_annotations({})
    assert all(tree.isColumnHidden(col) for col in review_columns)


def test_charts_draw_scores_and_faith_per_player_and_pick_a_position(window: AnalysisWindow) -> None:
    games = window.timeline.games
    for s in range(2):
        assert [v for _, v in window.score_chart.series[s].points] == [g.scores()[s].total for g in games]
        assert [v for _, v in window.faith_chart.series[s].points] == [g.players[s].faith for g in games]
    assert not window.win_chart.has_data()  # no review yet
    chart = window.score_chart
    chart.resize(400, 200)
    x = int(chart.x_of(30))
    QTest.mouseClick(chart, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(x, 100))
    assert window.position == chart.pos_at(x) and abs(window.position - 30) <= 1
    assert chart.cursor_at == window.position


def test_a_chart_too_narrow_for_its_title_cuts_it_short_and_shows_it_whole_as_a_tooltip(
        window: AnalysisWindow) -> None:
    from PySide6.QtGui import QFontMetricsF

    from mor_qt import art
    from mor_qt.analysis.charts import TITLE_PT

    chart = window.score_chart
    metrics = QFontMetricsF(art.font(TITLE_PT, True))
    chart.resize(420, 200)
    assert chart.shown_title() == chart.title and chart.toolTip() == ""
    chart.resize(220, 200)  # the width each chart gets in a 1024-pixel window
    shown = chart.shown_title()
    assert shown != chart.title and shown.endswith("…") and chart.title.startswith(shown[:-1])
    assert metrics.horizontalAdvance(shown) <= chart.title_width()
    assert chart.toolTip() == chart.title
    chart.set_title("Faith")  # a short title again, e.g. in another language
    assert chart.shown_title() == "Faith" and chart.toolTip() == ""


def test_review_is_saved_as_annotations_and_reopening_shows_them_without_recomputing(
    qtbot: QtBot, save_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    win = open_analysis(save_file)
    assert win is not None
    qtbot.addWidget(win)
    win.seat_box.setCurrentIndex(1)
    live: list[int] = []
    win.worker.noted.connect(lambda i, _note: live.append(i))
    with qtbot.waitSignal(win.review_done, timeout=120_000) as blocker:
        assert win.start_review(budget=BUDGET)
    result = blocker.args[0]
    assert result is not None and not result.cancelled
    mine = [r.index for r in win.timeline.rows if r.seat == 1]
    assert [d["index"] for d in result.decisions] == mine
    assert live == mine  # each decision was shown as soon as it was reviewed
    assert win.progress.value() == win.progress.maximum() == len(mine)
    assert not win.worker.busy
    assert not load(save_file).annotations  # never written silently...
    assert win.save_review_button.isEnabled()
    win.save_review_button.click()  # ...only when the user saves the review
    assert not win.save_review_button.isEnabled()
    stored = load(save_file).annotations
    assert sorted(stored) == mine
    for i in mine:
        assert stored[i]["budget"] == BUDGET and stored[i]["played"] == win.decisions[i]
        assert 0.0 <= stored[i]["eval_before"] <= 1.0
    assert win.win_chart.has_data()
    assert win.move_list.decision_items[mine[3]].text(3)  # eval shown in the list
    win.close()

    # Reopened: shown at once, and reviewing again at the same budget searches nothing.
    def no_search(*_a: object, **_k: object) -> None:
        raise AssertionError("an annotation was recomputed")

    monkeypatch.setattr(review_mod, "_evaluation", no_search)
    again = open_analysis(save_file)
    assert again is not None
    qtbot.addWidget(again)
    item = again.move_list.decision_items[mine[3]]
    note = stored[mine[3]]
    assert item.text(3) == f"{note['eval_before']:.0%}→{note['eval_after']:.0%}"
    assert again.win_chart.has_data()
    assert win_prob_series(again.annotations, 2)[1]  # seat 2's win chances come from the save
    again.go_to(mine[3] + 1)
    assert "Bot review" in again.details.text()
    if note["candidates"]:  # in words, as the move list writes the decisions
        first = note["candidates"][0]
        words = suggestion_words(again.timeline.games[mine[3]], first[0])
        assert f"{html.escape(words, quote=False)} ({first[2]:.0%}, {first[1]} visit" in again.details.text()
    assert again.progress.value() == 0  # seat 1 (Ada) was not reviewed
    again.seat_box.setCurrentIndex(1)
    assert again.progress.value() == again.progress.maximum() == len(mine)
    assert "stored in the file" in again.review_status.text()
    with qtbot.waitSignal(again.review_done, timeout=30_000) as blocker2:
        again.start_review(budget=BUDGET)
    assert blocker2.args[0].decisions == result.decisions
    again.close()


def test_mistakes_are_listed_and_jump_to_the_decision(qtbot: QtBot, tmp_path: Path) -> None:
    game = played_game(2, 9)
    decisions = [str(a) for a in game.history()]
    timeline = build_timeline(game.origin, decisions)
    i = next(r.index for r in timeline.rows if r.seat == 0 and r.index > 8)
    note = {"seat": 0, "budget": BUDGET, "index": i, "played": decisions[i], "best": "end", "eval_before": 0.6,
            "eval_after": 0.4, "loss": 0.2, "grade": "blunder", "win_prob": [0.6, 0.4], "expected_vp": [3, 2],
            "candidates": [], "vp_before": 3, "vp_after": 2}
    path = tmp_path / "m.mor"
    save(path, game, seats=[Seat("Ada"), Seat("Bruno")], annotations={i: note})
    win = open_analysis(path)
    assert win is not None
    qtbot.addWidget(win)
    assert win.review_seat == 0
    assert win.move_list.decision_items[i].text(4) == "?? −20%"
    item = win.mistakes.item(0)
    played = render(timeline.rows[i].text).removeprefix("Ada ")  # the Player box names whose mistakes they are
    assert item.text() == f"{i + 1}. ?? −20% (Blunder): {played}\nBetter: ends the turn"
    win.go_to(0)
    win.mistakes.itemClicked.emit(item)
    assert win.position == i  # the board the player faced: before the flagged decision
    assert win.current_game.state_hash() == timeline.games[i].state_hash()
    assert f"Next, decision {i + 1}" in win.details.text()
    assert "Blunder" in win.details.text() and "20.0%" in win.details.text()
    win.close()


def test_review_can_be_cancelled_and_leaves_no_thread(qtbot: QtBot, save_file: Path) -> None:
    win = open_analysis(save_file)
    assert win is not None
    qtbot.addWidget(win)
    started = threading.Event()
    win.worker.progress.connect(lambda *_: started.set())
    with qtbot.waitSignal(win.review_done, timeout=120_000) as blocker:
        win.start_review(seat=0, budget="it=300")
        assert win.cancel_button.isEnabled() and not win.review_button.isEnabled()
        qtbot.waitUntil(started.is_set, timeout=60_000)
        win.cancel_button.click()
    result = blocker.args[0]
    assert result.cancelled
    total = sum(1 for r in win.timeline.rows if r.seat == 0)
    assert len(result.decisions) < total
    assert not win.worker.busy
    assert not [t for t in threading.enumerate() if t.name == "mor-review"]
    assert win.review_button.isEnabled() and not win.cancel_button.isEnabled()
    # What was done before the cancel is kept, and saved in the file when the user asks.
    assert win.save_review()
    assert sorted(load(save_file).annotations) == [d["index"] for d in result.decisions]
    win.close()


def test_closing_during_a_review_stops_its_thread(qtbot: QtBot, save_file: Path) -> None:
    win = open_analysis(save_file)
    assert win is not None
    qtbot.addWidget(win)
    win.start_review(seat=1, budget="it=3000")
    win.close()
    assert not win.worker.busy
    assert not [t for t in threading.enumerate() if t.name == "mor-review"]


def test_play_on_continues_from_the_chosen_decision_with_new_seats(window: AnalysisWindow,
                                                                   save_file: Path, tmp_path: Path) -> None:
    saved = load(save_file)
    k = 17
    ctl = GameController()
    ctl.autosave_enabled = False
    window.play_target = ctl
    window.go_to(k)
    got: list[tuple[object, object]] = []
    window.play_on_requested.connect(lambda g, s: got.append((g, s)))
    seats = [Seat("Ada", "human"), Seat("Bruno", "human")]
    assert window.play_on_from_here(seats) is ctl
    assert len(got) == 1 and got[0][1] == seats
    branch_point = saved.game_at(k)
    assert ctl.game is not None and ctl.game is not window.current_game
    assert ctl.game.state_hash() == branch_point.state_hash()
    assert [str(a) for a in ctl.game.history()] == saved.decisions[:k]
    # The branch plays on with legal decisions and leaves the analysed game alone.
    rng = random.Random(3)
    for _ in range(40):
        legal = ctl.game.legal_actions()
        assert legal == branch_point.legal_actions()
        act = rng.choice(legal)
        assert ctl.apply(act)
        branch_point.apply(act)
        assert ctl.game.state_hash() == branch_point.state_hash()
    assert window.current_game.state_hash() == saved.game_at(k).state_hash()
    # The branched game saves and reloads like any other game.
    path = tmp_path / "branch.mor"
    save(path, ctl.game, seats=[Seat("Ada"), Seat("Bruno")])
    assert load(path).game.state_hash() == ctl.game.state_hash()
    ctl.shutdown()


def test_play_on_with_a_bot_seat_lets_the_bot_move(qtbot: QtBot, save_file: Path) -> None:
    saved = load(save_file)
    games = review_mod.positions(saved.origin, saved.decisions)
    k = next(i for i in range(10, len(games)) if games[i].current_seat == 1 and len(games[i].legal_actions()) > 1)
    ctl = GameController()
    ctl.autosave_enabled = False
    ctl.pace_ms = 0
    play_on(ctl, games[k], [Seat("Ada", "human"), Seat("Bruno", "bot", "random")])
    qtbot.waitUntil(lambda: ctl.game is not None and len(ctl.game.history()) > k, timeout=10_000)
    assert ctl.game is not None
    bot_move = ctl.game.history()[k]
    assert bot_move in games[k].legal_actions()
    assert games[k].current_seat == 1  # the analysed list is untouched
    ctl.shutdown()


def test_play_on_into_the_main_window(window: AnalysisWindow, save_file: Path, qtbot: QtBot) -> None:
    from mor_qt.window import MainWindow

    main = MainWindow()
    qtbot.addWidget(main)
    main.ctl.autosave_enabled = False
    window.play_target = main
    window.go_to(25)
    assert window.play_on_from_here([Seat("Ada"), Seat("Bruno")]) is main
    assert main.ctl.game is not None
    assert main.ctl.game.state_hash() == load(save_file).game_at(25).state_hash()
    assert main.log.count() > 0  # the log was rebuilt from the branch's history
    main.ctl.shutdown()
    main.close()


def test_play_on_refuses_a_finished_position(qtbot: QtBot, tmp_path: Path) -> None:
    game = Game.new(["Ada"], 2)
    rng = random.Random(2)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    path = tmp_path / "solo.mor"
    save(path, game, seats=[Seat("Ada")])
    win = open_analysis(path)
    assert win is not None
    qtbot.addWidget(win)
    win.open_window_on_play = False
    assert win.current_game.is_over
    assert win.play_on_from_here([Seat("Ada")]) is None
    assert win.last_message is not None and "over" in win.last_message.text()
    win.go_to(win.timeline.n_decisions - 1)
    assert win.play_on_from_here([Seat("Ada")]) is None  # handed to the signal only
    win.close()


@pytest.mark.parametrize("content", [b"", b"not a save at all", b"\x89MOR\r\n\x1a\n\x00\x01garbage"])
def test_damaged_file_shows_a_message_and_returns_none(qtbot: QtBot, tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "broken.mor"
    path.write_bytes(content)
    assert open_analysis(path) is None
    box = analysis.last_message
    assert box is not None and "broken.mor" in box.text()
    box.close()


def test_missing_file_and_folder_give_a_message(qtbot: QtBot, tmp_path: Path) -> None:
    assert open_analysis(tmp_path / "nope.mor") is None
    assert analysis.last_message is not None and "nope.mor" in analysis.last_message.text()
    assert open_analysis(tmp_path) is None
    assert analysis.last_message is not None


def test_annotations_for_another_seat_count_do_not_break_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    game = played_game(2, 4)
    decisions = [str(a) for a in game.history()]
    odd = {3: {"seat": 0, "played": decisions[3], "win_prob": [0.5], "eval_before": 0.5, "eval_after": 0.5,
               "best": decisions[3], "loss": 0.0, "grade": "", "index": 3, "budget": "x"}}
    path = tmp_path / "odd.mor"
    save(path, game, seats=[Seat("Ada"), Seat("Bruno")], annotations=odd)
    win = open_analysis(path)
    assert win is not None
    qtbot.addWidget(win)
    win.go_to(4)
    assert "Bot review" in win.details.text()
    win.close()


def test_python_m_entry_renders_a_screenshot_and_refuses_a_damaged_file(
    qtbot: QtBot, save_file: Path, tmp_path: Path
) -> None:
    png = tmp_path / "a.png"
    assert analysis_main([str(save_file), "--position", "12", "--screenshot", str(png)]) == 0
    assert png.stat().st_size > 10_000
    bad = tmp_path / "bad.mor"
    bad.write_bytes(b"junk")
    assert analysis_main([str(bad), "--screenshot", str(png)]) == 2


def test_the_analysis_module_without_a_screenshot_starts_the_app_with_its_lock(
    save_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``python -m mor_qt.analysis FILE`` is ``mor --analyse FILE``: the app's
    start, which takes the single-instance lock (a second copy would hand the
    file to the running one), not a window of its own beside it."""
    import mor_qt.main

    calls: list[list[str]] = []

    def app_main(argv: list[str]) -> int:
        calls.append(list(argv))
        return 0

    monkeypatch.setattr(mor_qt.main, "main", app_main)
    assert analysis_main([str(save_file)]) == 0
    assert calls == [["--analyse", str(save_file)]]
    with pytest.raises(SystemExit):  # a position is for a screenshot only
        analysis_main([str(save_file), "--position", "3"])
    assert len(calls) == 1


def test_timeline_matches_the_engine_for_four_players() -> None:
    game = played_game(3, 8, players=4)
    decisions = [str(a) for a in game.history()]
    tl = build_timeline(game.origin, decisions)
    replay = Game.from_origin(game.origin)
    for i, text in enumerate(decisions):
        assert tl.games[i].state_hash() == replay.state_hash()
        assert tl.rows[i].seat == replay.current_seat
        assert tl.turns[tl.turn_of[i]].seat == replay.current_seat
        replay.apply(parse_action(text))
    assert tl.games[-1].state_hash() == game.state_hash()
    with pytest.raises(ValueError):
        build_timeline(game.origin, [*decisions[:5], "buy 99 s9"])


def test_solo_faith_chart_shows_lorenzos_black_cross(qtbot: QtBot, tmp_path: Path) -> None:
    game = played_game(6, 3, players=1)
    path = tmp_path / "solo.mor"
    save(path, game, seats=[Seat("Ada")])
    win = open_analysis(path)
    assert win is not None
    qtbot.addWidget(win)
    cross = win.faith_chart.series[-1]
    assert "cross" in cross.name
    assert [v for _, v in cross.points] == [g.black_cross for g in win.timeline.games]
    assert cross.points[-1][1] == game.black_cross
    win.close()


def test_garbage_annotations_in_a_file_are_shown_as_far_as_they_make_sense(qtbot: QtBot, tmp_path: Path) -> None:
    game = played_game(2, 6)
    path = tmp_path / "g.mor"
    junk: dict[int, dict[str, object]] = {
        1: {"seat": 0, "grade": "blunder", "loss": "much", "eval_before": None, "best": 5},
        2: {"seat": "x", "win_prob": ["a", 2]}, 3: {}}
    save(path, game, seats=[Seat("Ada"), Seat("Bruno")], annotations=junk)
    win = open_analysis(path)
    assert win is not None
    qtbot.addWidget(win)
    for pos in range(5):
        win.go_to(pos)
    assert win.move_list.decision_items[1].text(3) == "" and win.move_list.decision_items[1].text(4) == ""
    win.close()


def test_bad_budget_and_a_failed_save_give_messages(window: AnalysisWindow, qtbot: QtBot,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    assert not window.start_review(budget="strong")
    assert window.last_message is not None and "budget" in window.last_message.text()
    assert not window.worker.busy

    def refuse(*_a: object, **_k: object) -> None:
        from core.files.savefile import SaveFileError

        raise SaveFileError("the disk is full")

    monkeypatch.setattr("mor_qt.analysis.window_review.save", refuse)
    with qtbot.waitSignal(window.review_done, timeout=120_000):
        window.start_review(seat=1, budget=BUDGET)
    assert not window.save_review()
    assert "disk is full" in window.last_message.text()
    assert window.save_review_button.isEnabled()  # still to be saved
    assert any(n.get("seat") == 1 for n in window.annotations.values())  # kept in memory


def test_menu_entry_in_the_main_window_opens_a_save_and_plays_on_there(
    qtbot: QtBot, save_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QFileDialog, QMenu

    from mor_qt.window import MainWindow

    main = MainWindow()
    qtbot.addWidget(main)
    main.ctl.autosave_enabled = False
    act = analysis.install_menu(main)
    assert act in [a for m in main.menuBar().actions() if isinstance(menu := m.menu(), QMenu) for a in menu.actions()]
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(save_file), ""))
    before = len(analysis.open_windows)
    act.trigger()
    assert len(analysis.open_windows) == before + 1
    win = analysis.open_windows[-1]
    assert win.play_target is main and win.isVisible()
    win.go_to(9)
    win.play_on_from_here([Seat("Ada"), Seat("Bruno")])
    assert main.ctl.game is not None and main.ctl.game.state_hash() == load(save_file).game_at(9).state_hash()
    win.close()
    assert win not in analysis.open_windows
    main.ctl.shutdown()
    main.close()


def test_a_save_before_any_decision_opens_and_plays_on(qtbot: QtBot, tmp_path: Path) -> None:
    game = Game.new(["Ada", "Bruno", "Carla"], 12)
    path = tmp_path / "fresh.mor"
    save(path, game, seats=[Seat("Ada"), Seat("Bruno"), Seat("Carla")])
    win = open_analysis(path)
    assert win is not None
    qtbot.addWidget(win)
    win.open_window_on_play = False
    assert win.position == 0 and win.timeline.n_decisions == 0
    for move in (win.step, win.step_turn):
        move(1)
        move(-1)
    assert win.position == 0 and win.current_game.state_hash() == game.state_hash()
    ctl = GameController()
    ctl.autosave_enabled = False
    win.play_target = ctl
    win.play_on_from_here([Seat("Ada"), Seat("Bruno"), Seat("Carla")])
    assert ctl.game is not None and ctl.game.legal_actions() == game.legal_actions()
    ctl.shutdown()
    win.close()


def test_play_on_dialog_reassigns_humans_and_bots(qtbot: QtBot) -> None:
    from mor_qt.analysis import PlayOnDialog

    seats = [Seat("Ada", "human"), Seat("Bruno", "bot", "greedy")]
    dlg = PlayOnDialog(seats)
    qtbot.addWidget(dlg)
    assert [b.currentData() for b in dlg.combos] == ["human", "greedy"]  # starts as saved
    dlg.combos[0].setCurrentIndex(dlg.combos[0].findData("mcts:hard"))
    dlg.combos[1].setCurrentIndex(dlg.combos[1].findData("human"))
    chosen = dlg.chosen()
    assert [(s.name, s.kind, s.is_bot) for s in chosen] == [("Ada", "bot", True), ("Bruno", "human", False)]
    assert chosen[0].bot == "mcts:hard"


def test_play_on_without_a_main_window_opens_one_that_stays_alive(qtbot: QtBot, save_file: Path) -> None:
    import gc
    import importlib

    importlib.import_module("mor_qt.window")  # registers the main window, as the app's entry point does

    win = open_analysis(save_file)
    assert win is not None
    qtbot.addWidget(win)
    win.go_to(14)
    main = win.play_on_from_here([Seat("Ada"), Seat("Bruno")])
    assert main is not None and main is not win
    main.ctl.autosave_enabled = False
    qtbot.addWidget(main)
    del main
    gc.collect()
    assert win.spawned and win.spawned[0].isVisible()
    assert win.spawned[0].ctl.game.state_hash() == load(save_file).game_at(14).state_hash()
    win.spawned[0].ctl.shutdown()
    win.close()


def test_the_first_review_waits_for_its_search_processes_and_reviews_every_decision(
    qtbot: QtBot, save_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``mor --analyse FILE`` and Review at once, with a level's time budget: before, every decision
    was "not reviewed" (the search processes are still starting) and the empty review could be saved."""
    from helpers_workers import gate_workers

    from ai.worker import close_shared_pool

    close_shared_pool()  # a session's first review: its search processes start now
    gate = gate_workers(monkeypatch)
    try:
        win = open_analysis(save_file)
        assert win is not None
        qtbot.addWidget(win)
        with qtbot.waitSignal(win.worker.starting, timeout=120_000):
            assert win.start_review(seat=0, budget="easy")
        assert "Starting the bot's search processes" in win.review_status.text()
        assert not win.save_review_button.isEnabled()
        with qtbot.waitSignal(win.review_done, timeout=300_000) as blocker:
            gate.set()  # the search processes are up
        result = blocker.args[0]
        mine = [r.index for r in win.timeline.rows if r.seat == 0]
        assert [d["index"] for d in result.decisions] == mine
        assert result.not_reviewed() == []
        assert win.save_review_button.isEnabled()
        assert "could not be reviewed" not in win.review_status.text()
        win.close()
    finally:
        gate.set()
        close_shared_pool()  # the next test's pool starts ungated


def test_the_window_opens_within_a_screen_narrower_than_its_layout(window: AnalysisWindow) -> None:
    from mor_qt.placement import available_area

    area = available_area(window)  # the offscreen screen, narrower than the panels' minimum
    layout = window.layout()
    assert layout is not None and layout.minimumSize().width() > area.width()
    assert window.minimumWidth() <= area.width() and window.minimumHeight() <= area.height()
    assert window.width() <= area.width() and window.height() <= area.height()


def _rect_in(widget: QWidget, ancestor: QWidget) -> QRect:
    """``widget``'s rectangle in ``ancestor``'s coordinates."""
    return QRect(widget.mapTo(ancestor, QPoint(0, 0)), widget.size())


def _step_bar() -> tuple[StepBar, list[QWidget], list[QWidget]]:
    """A step bar as the window makes it: six buttons and a slider; a label and a Turn box."""
    bar = StepBar()
    steps: list[QWidget] = [QPushButton(text) for text in ("|◀", "◀◀", "◀", "▶", "▶▶", "▶|")]
    slider = QSlider(Qt.Orientation.Horizontal)
    slider.setMinimumWidth(80)
    steps.append(slider)
    for widget in steps:
        bar.add_step(widget, 1 if widget is slider else 0)
    box = QComboBox()
    box.addItem("32. Round 10 — Caterina")
    box.setMinimumWidth(200)
    where: list[QWidget] = [QLabel("Decision 103 / 115 · game over"), QLabel("Turn"), box]
    for widget in where:
        bar.add_where(widget, 1 if widget is where[0] else 0)
    return bar, steps, where


def test_the_step_bar_puts_where_the_game_is_on_a_row_of_its_own_when_narrow(qtbot: QtBot) -> None:
    bar, steps, where = _step_bar()
    qtbot.addWidget(bar)
    bar.show()
    one_row = bar.one_row_width()
    for width, two_rows in ((one_row + 40, False), (one_row - 40, True), (one_row - 200, True), (one_row, False)):
        bar.resize(width, bar.sizeHint().height())
        for layout in (bar.layout(), bar.where.layout()):
            assert layout is not None
            layout.activate()
        assert bar.two_rows is two_rows, width
        rects = [_rect_in(widget, bar) for widget in steps + where]
        assert all(r.right() < bar.width() for r in rects), width  # nothing off the bar's right edge
        for i, a in enumerate(rects):
            assert not any(a.intersects(b) for b in rects[i + 1:]), width  # nothing overlaps
        slider_bottom = rects[len(steps) - 1].bottom()
        assert all((r.top() > slider_bottom) is two_rows for r in rects[len(steps):]), width


def test_the_position_is_said_once_the_decision_by_its_number_the_turn_in_the_turn_box(
    window: AnalysisWindow,
) -> None:
    """The label beside the Turn box said the turn again ("Decision 103 / 115 · 32. Round 10 — Caterina")."""
    window.go_to(window.timeline.n_decisions // 2)
    assert window.pos_label.text() == f"Decision {window.timeline.n_decisions // 2} / {window.timeline.n_decisions}"
    assert window.turn_box.currentText() not in window.pos_label.text()


def test_the_step_bar_of_a_narrow_window_has_two_rows(window: AnalysisWindow) -> None:
    # the offscreen screen of these tests is narrower than the window's panels
    assert window.step_bar.two_rows
    box = _rect_in(window.turn_box, window.step_bar)
    assert box.top() > _rect_in(window.slider, window.step_bar).bottom()
    assert box.right() < window.step_bar.width()


def test_the_charts_give_the_board_their_room_when_dragged_down(window: AnalysisWindow, qtbot: QtBot) -> None:
    """Four boards at 1366x768 were small under a row of charts that could not be made smaller."""
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    split = window.board_split
    assert split.orientation() == Qt.Orientation.Vertical
    assert split.indexOf(window.charts) == 1 and window.charts.isAncestorOf(window.win_chart)
    assert not split.isCollapsible(0) and split.isCollapsible(1)  # the board stays, the charts may go
    board_h, charts_h = split.sizes()
    assert board_h > 2 * charts_h > 0  # at first the charts take their share
    before = window.view.height()
    split.setSizes([board_h + charts_h, 0])  # the handle dragged to the bottom
    qtbot.waitUntil(lambda: not window.charts.isVisible() or window.charts.height() == 0)
    assert window.view.height() >= before + charts_h - split.handleWidth()
    split.setSizes([board_h, charts_h])  # and back
    qtbot.waitUntil(lambda: window.charts.height() >= window.score_chart.minimumHeight())
    assert window.view.height() == before


ODD_NAMES = ("<i>Ada</i>", "Bo %3")  # markup, and a placeholder a name-by-name replace filled in again


@pytest.mark.parametrize(("language", "before_colon"), [("en", ""), ("fr", "[\u00a0 ]")])
def test_the_details_say_the_decision_in_one_translated_sentence_with_the_names_escaped(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str, before_colon: str) -> None:
    """"Décision 84 (Cosimo (Moyen)): …": the punctuation was not translatable (French puts a
    space before ":") and the name went into the rich text as it was. The name is said once:
    "Decision 5 — Ada: takes row 2 from the market", not "Ada: Ada takes …"."""
    game = Game.new(list(ODD_NAMES), 5)
    rng = random.Random(5)
    for _ in range(6):
        game.apply(rng.choice(game.legal_actions()))
    path = tmp_path / "odd.mor"
    save(path, game, seats=[Seat(name) for name in ODD_NAMES])
    if language != "en":
        install_committed_catalogue(language, tmp_path, monkeypatch)
    try:
        win = open_analysis(path)
        assert win is not None
        qtbot.addWidget(win)
        decision = "Décision" if language == "fr" else "Decision"
        for pos in range(1, win.timeline.n_decisions + 1):
            win.go_to(pos)
            row = win.shown_timeline().rows[pos - 1]
            name = html.escape(ODD_NAMES[row.seat], quote=False)
            first = win.details.text().split("<br>")[0]
            said = re.match(f"<b>{decision} {pos}</b> — {re.escape(name)}{before_colon}: (.+) <span", first)
            assert said, first
            assert first.count(name) == 1, first
            assert html.escape(render(row.text), quote=False) == f"{name} {said.group(1)}"  # the log's sentence
        win.close()
    finally:
        set_language("en")


WIDE_SCREEN = 1920
LONG_NAMES = ("Bartolomeo Colleoni", "Caterina Sforza (Medium)", "Federico da Montefeltro", "Lorenzo de' Medici")


def _text_room(box: QComboBox) -> int:
    """The width the style gives a combo box's chosen item."""
    option = QStyleOptionComboBox()
    box.initStyleOption(option)
    return box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                      QStyle.SubControl.SC_ComboBoxEditField, box).width()


@pytest.mark.parametrize("width", [1366, WIDE_SCREEN])
def test_the_turn_box_shows_a_turn_whole_or_cut_with_an_ellipsis_and_its_tooltip(
        qtbot: QtBot, tmp_path: Path, width: int) -> None:
    """"26. Manche 12 — Cosimo (Mo": the box was cut mid-word, with room to spare beside it."""
    game = Game.new(list(LONG_NAMES), 9, 0)
    rng = random.Random(9)
    while game.round < 2:
        game.apply(rng.choice(game.legal_actions()))
    path = tmp_path / "long.mor"
    save(path, game, seats=[Seat(name) for name in LONG_NAMES])
    win = open_analysis(path)
    assert win is not None
    qtbot.addWidget(win)
    win.resize(width, width * 9 // 16)
    win.show()
    QApplication.processEvents()
    box = win.turn_box
    longest = max((box.itemText(k) for k in range(box.count())), key=box.fontMetrics().horizontalAdvance)
    box.setCurrentIndex([box.itemText(k) for k in range(box.count())].index(longest))
    metrics = box.fontMetrics()
    assert metrics.horizontalAdvance(longest) > TURN_BOX_CHARS * metrics.averageCharWidth()  # longer than usual
    assert not win.step_bar.two_rows and box.width() > box.sizeHint().width(), width  # it took room beside it
    if width >= WIDE_SCREEN:  # room for the longest turn: whole, no tooltip
        assert metrics.horizontalAdvance(longest) <= _text_room(box) and box.toolTip() == ""
    box.setMaximumWidth(box.minimumWidth())  # a row with less room: cut with "…", whole in the tooltip
    QApplication.processEvents()
    assert box.shown_text().endswith("…") and box.toolTip() == longest
    assert metrics.horizontalAdvance(box.shown_text()) <= _text_room(box)
    win.close()


def test_the_review_line_names_its_budget_as_the_budget_box_does(window: AnalysisWindow) -> None:
    """It said "(budget easy)" beside a Budget box that says "Easy" ("Facile" in French)."""
    seat = window.review_seat
    mine = window.timeline.decisions_of(seat)
    window.annotations.update({i: {"seat": seat, "budget": "easy"} for i in mine[:2]})
    window._update_review_status()
    label = budget_label("easy")
    assert label != "easy" and f"(budget {label})" in window.review_status.text()
    assert window.budget_box.findText(label) >= 0  # the very words of the Budget box
