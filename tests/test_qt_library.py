"""The games library in the app: every game played kept (keeper.py), the
library window (table, filters, open, delete, export, import, sync) and its
statistics tab, Game › Library…, and ``mor --library --screenshot``."""

from __future__ import annotations

import itertools
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from ai.bots import make_bot
from core import Game, Seat, autosave, save
from mor_qt.dialogs import GameConfig
from mor_qt.i18n import NO_BREAK_SPACE
from mor_qt.library import sample
from mor_qt.library.charts import LABEL, X_LABELS, Y_LABEL_X, Bar, BarChart, whole_ticks
from mor_qt.library.index import DB_NAME, Library
from mor_qt.library.model import Column
from mor_qt.library.query import GameFilter
from mor_qt.library.records import Result
from mor_qt.library.stats import VP_BIN, csv_text, vp_range
from mor_qt.library.window import LibraryWindow
from mor_qt.library.window_state import BULLET, MAX_REASONS, bulleted_html

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from mor_qt.window import MainWindow

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.usefixtures("data_dir")
BASES = ((2, 3), (1, 5), (3, 7))  # the games the sample library varies (few: quick to play)
SAMPLE_GAMES = 40
WAIT_MS = 60_000


# ------------------------------------------------------------------ keeper
def _play_to_the_end(win: MainWindow, limit: int = 2000) -> None:
    """The greedy bot's decisions for every human seat, through the window's controller."""
    bot = make_bot("greedy", 1)
    for _ in range(limit):
        game = win.ctl.game
        assert game is not None
        if game.is_over:
            return
        seat = game.current_seat
        assert seat is not None and win.ctl.is_human_turn()
        assert win.ctl.apply(bot.choose(game, seat))
    raise AssertionError("the game did not end")


def _kept(data_dir: Path) -> list[Any]:
    with Library(data_dir) as lib:
        return list(lib.rows(lib.query_ids()).values())


def test_a_game_played_to_its_end_is_kept_and_indexed(win: MainWindow, data_dir: Path) -> None:
    win.start_game(GameConfig([Seat("Ada")], 5, None))
    _play_to_the_end(win)
    (record,) = _kept(data_dir)
    assert Path(record.path).parent == data_dir / "games"
    assert record.finished and record.solo and record.seats[0].name == "Ada"
    assert record.duration_s is not None and record.duration_s >= 0
    game = win.ctl.game
    assert game is not None and record.winners == game.winners() and record.decisions == len(game.history())
    assert win.keeper.last_kept is not None and win.keeper.last_kept.path == record.path


def test_an_unfinished_game_is_kept_when_replaced_but_not_one_only_opened(
        win: MainWindow, data_dir: Path, tmp_path: Path) -> None:
    win.start_game(GameConfig([Seat("Ada"), Seat("Bea")], 7, 0))
    bot = make_bot("greedy", 2)
    for _ in range(12):
        game = win.ctl.game
        assert game is not None and game.current_seat is not None
        win.ctl.apply(bot.choose(game, game.current_seat))
    win.start_game(GameConfig([Seat("Ada")], 8, None))  # the first game is replaced
    (record,) = _kept(data_dir)
    assert not record.finished and record.decisions == 12 and record.players == 2
    opened = Game.new(["Ada", "Cosimo"], 9)
    path = tmp_path / "opened.mor"
    save(path, opened)
    assert win.open_file(path)  # the solo game, not played: not kept
    win.start_game(GameConfig([Seat("Ada")], 10, None))  # the opened game, not played either
    assert len(_kept(data_dir)) == 1


def test_an_autosaved_game_declined_at_start_is_kept(
        win: MainWindow, data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = Game.new(["Ada", "Bea"], 11)
    bot = make_bot("greedy", 3)
    for _ in range(10):
        assert game.current_seat is not None
        game.apply(bot.choose(game, game.current_seat))
    autosave(game, [Seat("Ada"), Seat("Bea")])
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    assert not win.offer_resume()  # declined: the game is not lost from the library
    (record,) = _kept(data_dir)
    assert not record.finished and record.decisions == 10 and [s.name for s in record.seats] == ["Ada", "Bea"]


def test_tools_that_turn_the_autosave_off_keep_nothing(win: MainWindow, data_dir: Path) -> None:
    win.ctl.autosave_enabled = False
    win.start_game(GameConfig([Seat("Ada")], 5, None))
    _play_to_the_end(win)
    assert not (data_dir / "games").exists() or not any((data_dir / "games").iterdir())


def test_game_menu_library_opens_the_window_with_ctrl_l(win: MainWindow, qtbot: QtBot, data_dir: Path) -> None:
    action = getattr(win, "library_action")  # noqa: B009 -- set by mor_qt.library.install_menu
    assert action.shortcut().toString() == "Ctrl+L"
    action.trigger()
    library = getattr(win, "library_window")  # noqa: B009 -- set by open_library
    assert isinstance(library, LibraryWindow) and library.isVisible()
    assert library.library.folder == data_dir
    job = library.sync_job
    assert job is not None
    qtbot.waitUntil(job.finished.is_set, timeout=WAIT_MS)
    library.close()


# ------------------------------------------------------------------ window
@pytest.fixture(scope="module")
def sample_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("library")
    with Library(folder) as lib:
        sample.fill(lib, SAMPLE_GAMES, base_games=BASES)
    return folder


@pytest.fixture
def library(sample_folder: Path, tmp_path: Path, qtbot: QtBot) -> Iterator[LibraryWindow]:
    folder = tmp_path / "library"
    shutil.copytree(sample_folder, folder)
    win = LibraryWindow(Library(folder))
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    yield win
    win.close()
    win.library.close()


def _column(win: LibraryWindow, column: Column) -> list[str]:
    return [win.model.data(win.model.index(r, int(column))) for r in range(win.model.rowCount())]


def test_the_table_lists_every_game_newest_first_and_sorts(library: LibraryWindow) -> None:
    win = library
    assert win.model.rowCount() == SAMPLE_GAMES
    dates = _column(win, Column.DATE)
    assert dates == sorted(dates, reverse=True)
    win.table.sortByColumn(int(Column.ROUNDS), Qt.SortOrder.AscendingOrder)
    rounds = [int(x) for x in _column(win, Column.ROUNDS)]
    assert rounds == sorted(rounds)
    assert str(SAMPLE_GAMES) in win.count_label.text()


def test_filters_and_search_narrow_the_table(library: LibraryWindow, qtbot: QtBot) -> None:
    win = library
    win.players_box.setCurrentIndex(win.players_box.findData(1))  # solo
    assert win.model.rowCount() == len(win.library.query_ids(GameFilter(solo=True))) > 0
    assert all("Lorenzo" in text for text in _column(win, Column.PLAYERS))
    win.players_box.setCurrentIndex(0)
    win.result_box.setCurrentIndex(win.result_box.findData(Result.WON.value))
    assert set(_column(win, Column.RESULT)) == {"Won"}
    win.result_box.setCurrentIndex(0)
    win.search.setText("caterina")
    qtbot.waitUntil(lambda: win.model.rowCount() == len(win.library.query_ids(GameFilter(text="caterina"))))
    assert all("Caterina" in text for text in _column(win, Column.PLAYERS))
    assert "of" in win.count_label.text()


def test_double_click_opens_the_game_for_analysis(library: LibraryWindow) -> None:
    from mor_qt.analysis import AnalysisWindow

    record = library.model.record_at(1)
    assert record is not None
    opened: list[Any] = []
    open_game = library.open_game
    library.open_game = lambda game_id: opened.append(open_game(game_id))  # type: ignore[method-assign]
    cell = library.table.visualRect(library.model.index(1, int(Column.PLAYERS))).center()
    QTest.mouseClick(library.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, cell)
    QTest.mouseDClick(library.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, cell)
    (analysis,) = opened
    assert isinstance(analysis, AnalysisWindow)
    assert analysis.path is not None and Path(analysis.path).resolve() == Path(record.path).resolve()
    analysis.close()


def test_return_opens_the_selected_game(library: LibraryWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[int] = []
    monkeypatch.setattr(library, "open_game", opened.append)
    library.table.setFocus()
    library.table.selectRow(3)
    QTest.keyClick(library.table, Qt.Key.Key_Return)
    record = library.model.record_at(3)
    assert record is not None and opened == [record.id]


def test_delete_asks_first(library: LibraryWindow) -> None:
    win = library
    win.table.selectRow(0)
    record = win.model.record_at(0)
    assert record is not None
    questions: list[str] = []

    def refuse(_title: str, text: str) -> bool:
        questions.append(text)
        return False

    win.ask = refuse  # type: ignore[method-assign,assignment]
    assert not win.delete_selected()
    assert Path(record.path).exists() and win.model.rowCount() == SAMPLE_GAMES
    win.ask = lambda title, text: True  # type: ignore[method-assign]
    assert win.delete_selected()
    assert not Path(record.path).exists() and win.model.rowCount() == SAMPLE_GAMES - 1
    assert record.file_name in questions[0]


def test_export_a_copy_and_reveal_the_folder(library: LibraryWindow, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    win = library
    win.table.selectRow(2)
    record = win.model.record_at(2)
    assert record is not None
    target = tmp_path / "copy.mor"
    assert win.export_to(record.path, target)
    assert target.read_bytes() == Path(record.path).read_bytes()
    assert not win.export_to(record.path, tmp_path / "no such folder" / "x.mor")
    assert win.last_message is not None and "x.mor" in win.last_message.text()
    opened: list[str] = []
    from mor_qt.library import window_games  # reveal() is the Games tab's

    def open_url(url: Any) -> bool:
        opened.append(url.toLocalFile())
        return True

    monkeypatch.setattr(window_games.QDesktopServices, "openUrl", open_url)
    assert win.reveal()
    assert Path(opened[0]) == Path(record.path).parent


def test_import_a_folder_with_a_summary(library: LibraryWindow, qtbot: QtBot, tmp_path: Path) -> None:
    from mor_qt.i18n import set_language

    assert set_language("en")  # its plural forms: "1 game added"
    win = library
    source = tmp_path / "elsewhere"
    source.mkdir()
    save(source / "new.mor", sample.play(1, 21))
    shutil.copyfile(win.model.record_at(0).path, source / "again.mor")  # type: ignore[union-attr]
    (source / "broken.mor").write_bytes(b"nothing")
    with qtbot.waitSignal(win.import_finished, timeout=WAIT_MS) as done:
        win.start_import(source)
    report = done.args[0]
    assert [Path(p).name for p in report.added] == ["new.mor"]
    assert len(report.skipped) == 1 and len(report.refused) == 1
    text = win.last_message.text() if win.last_message is not None else ""
    assert "1 game added" in text and "broken.mor" in text
    assert win.model.rowCount() == SAMPLE_GAMES + 1


IMPORT_SUMMARY = {  # 2 games added, 1 skipped, MAX_REASONS + 1 refused: each line said one way, in its plural
    "en": ("2 games added", "1 game skipped (already in the library)",
           f"{MAX_REASONS + 1} files refused (not readable)",
           "• broken{}.mor is not a save of Masters of Renaissance: it is a text file",
           "… and 1 more (the log names it)"),
    "fr": ("2 parties ajoutées", "1 partie ignorée (déjà dans la bibliothèque)",
           f"{MAX_REASONS + 1} fichiers refusés (illisibles)",
           "• broken{}.mor n'est pas une sauvegarde de Masters of Renaissance : c'est un fichier texte",
           "… et 1 autre (le journal le nomme)"),
}


def test_the_import_summary_says_every_count_the_same_way(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    """The games added were "%n games added" but the skipped and refused "Skipped (already in the
    library): 1", their counts written in by hand (French "… et 1 autres")."""
    source = tmp_path / "elsewhere"
    source.mkdir()
    for seed in (1, 2):
        save(source / f"game{seed}.mor", Game.new(["Ada", "Bruno"], seed))
    shutil.copyfile(source / "game1.mor", source / "game1 again.mor")
    for i in range(MAX_REASONS):
        (source / f"broken{i}.mor").write_text("shopping list\n")
    (source / "empty.mor").write_bytes(b"")  # sorted last: the one more the log lists
    win = LibraryWindow(Library(tmp_path / "library"))
    qtbot.addWidget(win)
    try:
        with qtbot.waitSignal(win.import_finished, timeout=WAIT_MS) as done:
            win.start_import(source)
        text = win.import_summary(done.args[0])
        box = win.last_message
        assert box is not None and box.textFormat() == Qt.TextFormat.RichText
        assert box.text() == bulleted_html(text)  # the reasons shown as a list
    finally:
        win.close()
        win.library.close()
    added, skipped, refused, reason, more = IMPORT_SUMMARY[language]
    assert text.split("\n") == [added, skipped, refused, *(reason.format(i) for i in range(MAX_REASONS)), more]


def test_a_refused_file_s_reason_wraps_under_its_first_word_and_is_shown_as_written() -> None:
    shown = bulleted_html("2 games added\n• <b>x</b>.mor is empty\n• y.mor is cut short\n… and 1 more")
    assert shown.count(f"<td>{BULLET}</td>") == 2  # the bullet in its own column, the words in the next
    assert "<td>&lt;b&gt;x&lt;/b&gt;.mor is empty</td>" in shown  # a file's name is never markup
    assert shown.startswith("<div>2 games added</div>") and shown.endswith("<div>… and 1 more</div>")


def test_an_import_without_skipped_or_refused_files_does_not_count_them(library: LibraryWindow) -> None:
    from mor_qt.library.records import ImportReport

    assert library.import_summary(ImportReport(added=["a.mor"])) == library.tr("%n games added", "", 1)


def test_the_window_follows_files_deleted_outside_and_a_damaged_index(sample_folder: Path, tmp_path: Path,
                                                                       qtbot: QtBot) -> None:
    folder = tmp_path / "library"
    shutil.copytree(sample_folder, folder)
    first = sorted((folder / "games").iterdir())[0]
    first.unlink()
    for suffix in ("-wal", "-shm"):
        Path(f"{folder / DB_NAME}{suffix}").unlink(missing_ok=True)
    (folder / DB_NAME).write_bytes(b"garbage" * 500)
    win = LibraryWindow(Library(folder))
    qtbot.addWidget(win)
    assert win.model.rowCount() == 0  # the index is empty until it is rebuilt
    with qtbot.waitSignal(win.sync_finished, timeout=WAIT_MS) as done:
        win.start_sync()
    assert done.args[0].added == SAMPLE_GAMES - 1
    assert win.last_message is not None and "rebuilt" in win.last_message.text()
    assert win.model.rowCount() == SAMPLE_GAMES - 1
    win.close()
    win.library.close()


def test_statistics_tab_table_charts_and_csv(library: LibraryWindow, tmp_path: Path, qtbot: QtBot) -> None:
    win = library
    win.show_tab("statistics")
    stats = win.stats
    assert stats is not None and stats.name == win.player_box.currentText()
    table = win.stats_table
    total = table.item(table.rowCount() - 1, 1)
    assert total is not None and total.text() == str(stats.overall.games)
    assert win.rate_chart.series and win.vp_chart.bars
    # a click on a point of the win-rate chart opens that game
    series = win.rate_chart.series[0]
    x, y, game_id = series.points[-1]
    at = win.rate_chart.to_screen(x, y)
    opened: list[int] = []
    win.rate_chart.game_clicked.connect(opened.append)
    win.rate_chart.game_clicked.disconnect(win.open_game)
    QTest.mouseClick(win.rate_chart, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(round(at.x()), round(at.y())))
    assert opened == [game_id]
    target = tmp_path / "stats.csv"
    assert win.export_csv(target)
    assert target.read_text(encoding="utf-8") == csv_text(stats)
    headers = [table.horizontalHeaderItem(c) for c in range(table.columnCount())]
    tips = [h.toolTip() if h is not None else "" for h in headers]
    assert "Wilson" in tips[4] and "standard deviation" in tips[5]  # the two terse headings explained


def test_the_library_window_in_french(library: LibraryWindow, qtbot: QtBot) -> None:
    from mor_qt.i18n import set_language

    if not set_language("fr"):
        pytest.fail("the French catalogue is missing: run scripts/i18n.sh build")
    try:
        qtbot.waitUntil(lambda: library.tabs.tabText(1) == "Statistiques")
        assert library.model.headerData(int(Column.RESULT), Qt.Orientation.Horizontal) == "Résultat"
        # numbers as French writes them: a decimal comma, a no-break space before %
        library.show_tab("statistics")
        qtbot.waitUntil(lambda: library.stats is not None)
        table = library.stats_table
        cells = [table.item(table.rowCount() - 1, c) for c in range(table.columnCount())]
        texts = [c.text() for c in cells if c is not None]
        rate, interval, vp = texts[3], texts[4], texts[5]
        assert rate.endswith("\u00a0%") and interval.count("\u00a0%") == 2, (rate, interval)
        assert "," in vp and "." not in vp, vp
        header = table.horizontalHeaderItem(5)
        assert header is not None and "écart-type" in header.toolTip()
    finally:
        set_language("en")


# -------------------------------------------------------------- screenshot
def test_library_screenshot_uses_generated_games_never_the_users_data(tmp_path: Path) -> None:
    data = tmp_path / "user-data"
    data.mkdir()
    env = dict(os.environ, MOR_DATA_DIR=str(data), QT_QPA_PLATFORM="offscreen")
    out = tmp_path / "library.png"
    run = subprocess.run([sys.executable, "-m", "mor_qt.main", "--library", "--screenshot", str(out),
                          "--size", "1366x768", "--tab", "statistics"],
                         cwd=ROOT, env=env, capture_output=True, timeout=300, check=False)
    assert run.returncode == 0, run.stderr[-2000:]
    assert out.stat().st_size > 0
    assert b"not fully visible" not in run.stderr
    assert not any(data.iterdir())


@pytest.mark.parametrize(("lo", "hi", "wanted"), [
    (0, 129, [0, 40, 80, 120]), (1, 28, [1, 8, 16, 24]), (0, 12, [0, 3, 6, 9, 12]), (1, 3, [1, 2, 3]),
    (1, 1, [1]), (3, 47, [3, 12, 24, 36])])
def test_the_statistics_charts_label_their_x_axis_at_round_whole_steps(lo: int, hi: int, wanted: list[int]) -> None:
    """Games played and rounds read at round steps from the first (once 0, 32, 64, 97, 129)."""
    assert whole_ticks(lo, hi) == wanted


def test_x_labels_never_crowd_and_stay_on_the_axis() -> None:
    for lo in (0, 1, 5):
        for hi in range(lo, 2000, 7):
            ticks = whole_ticks(lo, hi)
            assert ticks[0] == lo and ticks == sorted(set(ticks)) and ticks[-1] <= hi
            assert len(ticks) <= X_LABELS + 2
            gaps = [b - a for a, b in itertools.pairwise(ticks)]
            assert all(g >= max(gaps, default=0) / 2 for g in gaps)  # none closer than half a step


def _ink_columns(chart: BarChart, left: int, right: int) -> int:
    """How many pixels of the axis labels' colour the chart shows between x = left and right,
    beside its plot (under the title)."""
    image = chart.grab().toImage()
    plot = chart.plot_rect()
    return sum(1 for x in range(left, right) for y in range(int(plot.top()), int(plot.bottom()))
               if abs(image.pixelColor(x, y).red() - LABEL.red()) < 40
               and abs(image.pixelColor(x, y).blue() - LABEL.blue()) < 40
               and image.pixelColor(x, y).red() < 160)


def test_the_vp_histogram_names_its_y_axis_and_each_bar_its_scores(qtbot: QtBot) -> None:
    """A bar under "25" counted the games of 25 to 29 VP, on an axis that did not say it counted games."""
    assert [vp_range(lo) for lo in (0, 25, 55)] == ["0–4", "25–29", "55–59"]
    assert vp_range(25, width=1) == "25"
    chart = BarChart("Victory points: how often", "VP")
    qtbot.addWidget(chart)
    chart.resize(500, 240)
    chart.set_bars([Bar(vp_range(lo), n) for lo, n in ((0, 1), (5, 4), (10, 2))])
    before = _ink_columns(chart, 0, Y_LABEL_X + 12)
    chart.set_texts("Victory points: how often", "VP", "No finished game yet", "games")
    after = _ink_columns(chart, 0, Y_LABEL_X + 12)
    assert before == 0 < after  # the y axis's name, written upwards left of its figures


def test_the_statistics_tab_labels_the_histogram_with_score_ranges(library: LibraryWindow) -> None:
    library.show_tab("statistics")
    bars = library.vp_chart.bars
    assert bars and bars[0].label == f"0–{VP_BIN - 1}" and library.vp_chart.y_label == "games"
    assert all(bar.label == vp_range(k * VP_BIN) for k, bar in enumerate(bars))
    summary = library.solo_label.text()  # "… Latest streak: 1 loss.": the figure and its word kept together
    assert summary.endswith(NO_BREAK_SPACE + summary.rpartition(NO_BREAK_SPACE)[2]) and " " in summary


def test_the_vp_by_round_chart_draws_a_level_in_its_win_rate_colour(library: LibraryWindow) -> None:
    """"Solo (Lorenzo)" was red solid after each round, the style "Easy" has in the win-rate chart."""
    library.show_tab("statistics")
    rate_styles = {s.name: s.style for s in library.rate_chart.series}
    box = library.level_box
    compared = 0
    for k in range(box.count()):
        box.setCurrentIndex(k)
        for series in library.round_chart.series:
            if series.name in rate_styles:
                assert series.style == rate_styles[series.name], series.name
                compared += 1
    assert len(set(rate_styles.values())) > 1 and compared > 1  # several levels, several styles compared
