"""The library's Games tab reads whole in every language: each column's header fits
in its column, sort arrow and all (French "Conseils" was cut on both sides in 60 px),
also after the language changes with the window open (pytest-qt, offscreen)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers_i18n import install_committed_catalogue
from helpers_qt import resize_shown
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyle
from pytestqt.qtbot import QtBot

from mor_qt import i18n
from mor_qt.library.index import Library
from mor_qt.library.model import Column
from mor_qt.library.window import LibraryWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py

SIZES = [(1366, 768), (1920, 1080)]


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[LibraryWindow]:
    win = LibraryWindow(Library(tmp_path / "library"))
    qtbot.addWidget(win)
    yield win
    win.library.close()


def _cut_headers(win: LibraryWindow) -> list[str]:
    """The headers of the games table that do not fit in their column."""
    header = win.table.horizontalHeader()
    metrics = header.fontMetrics()
    style = header.style()
    # beside the words: the style's margins and the sort arrow
    room = 2 * style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin) + \
        style.pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize)
    out = []
    for column in Column:
        text = str(win.model.headerData(int(column), Qt.Orientation.Horizontal))
        need = metrics.horizontalAdvance(text) + room
        if header.sectionSize(int(column)) < need:
            out.append(f"{text!r}: {header.sectionSize(int(column))} px, needs {need}")
    return out


@pytest.mark.parametrize("size", SIZES, ids=["1366x768", "1920x1080"])
def test_every_games_column_shows_its_header_whole(
    qtbot: QtBot, language: str, window: LibraryWindow, size: tuple[int, int]
) -> None:
    window.show()
    resize_shown(qtbot, window, *size)
    assert not _cut_headers(window)


def test_the_columns_fit_their_headers_again_when_the_language_changes(
    qtbot: QtBot, window: LibraryWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.show()
    resize_shown(qtbot, window, *SIZES[0])
    install_committed_catalogue("fr", tmp_path, monkeypatch)
    try:
        qtbot.waitUntil(lambda: window.model.headerData(int(Column.HINTS), Qt.Orientation.Horizontal) == "Conseils")
        qtbot.waitUntil(lambda: not window._retranslate_queued)
        assert not _cut_headers(window)
    finally:
        i18n.set_language("en")


DATE_FILTER = {"en": ("From", "to"), "fr": ("Du", "au")}


def test_the_date_filter_reads_from_one_day_to_another(qtbot: QtBot, language: str, window: LibraryWindow) -> None:
    """It read "From [day] – [day]": a sentence begun in words and ended with a dash."""
    window.show()
    row = window.date_from.parentWidget()
    assert row is not None
    line = sorted((w for w in (window.dates, window.date_from, window.date_to_label, window.date_to)),
                  key=lambda w: w.mapTo(row, w.rect().topLeft()).x())
    first, between = DATE_FILTER[language]
    assert line == [window.dates, window.date_from, window.date_to_label, window.date_to]
    assert (window.dates.text(), window.date_to_label.text()) == (first, between)
