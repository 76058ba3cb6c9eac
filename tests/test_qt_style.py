"""The app's style sheet: combo boxes keep their rounded border and show an arrow of
our own (a styled drop-down loses Qt's), which ships with the package's resources."""

from __future__ import annotations

import fnmatch
import tomllib
from pathlib import Path

from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from mor_qt.style import BASE, COMBO_ARROW, COMBO_ARROW_OFF

ROOT = Path(__file__).resolve().parent.parent
ARROW_ROOM = 16  # the drop-down's width in the style sheet
DARK = 80  # of 255: the arrow's ink (the border's brown is about 100)
BORDER = 3  # pixels of the box's edge, with its rounded corners


def test_the_combo_arrow_is_a_file_of_ours_that_the_style_sheet_names() -> None:
    assert COMBO_ARROW.is_file() and COMBO_ARROW.suffix == ".svg"
    assert "<svg" in COMBO_ARROW.read_text(encoding="utf-8")
    assert COMBO_ARROW.as_posix() in BASE


def test_the_combo_arrow_is_packaged_for_pip_and_the_frozen_app() -> None:
    resources = COMBO_ARROW.parent.parent
    name = COMBO_ARROW.relative_to(resources).as_posix()
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = project["tool"]["setuptools"]["package-data"]["resources"]
    assert any(fnmatch.fnmatch(name, pattern) for pattern in patterns), f"resources/{name} is not package data"
    assert 'collect_data_files("resources")' in (ROOT / "packaging" / "mor.spec").read_text(encoding="utf-8")


def test_a_styled_combo_box_draws_its_arrow(qtbot: QtBot) -> None:
    box = QComboBox()
    qtbot.addWidget(box)
    box.setStyleSheet(BASE)
    box.addItems(["Human", "Bot: Medium"])
    box.resize(160, 28)
    picture = box.grab().toImage()
    inside = range(BORDER, box.height() - BORDER)  # the border is dark too: left out
    arrow = [picture.pixelColor(x, y).lightness()
             for x in range(box.width() - ARROW_ROOM, box.width() - BORDER) for y in inside]
    assert min(arrow) < DARK  # something dark where the arrow goes (it was missing with a styled drop-down)


GREYED = 120  # of 255: the darkest ink of a disabled box stays lighter than this (its text is #9a8c72)


def _darkest(box: QComboBox, xs: range) -> int:
    picture = box.grab().toImage()
    return min(picture.pixelColor(x, y).lightness() for x in xs for y in range(BORDER, box.height() - BORDER))


def test_a_disabled_combo_box_looks_disabled_in_the_same_room(qtbot: QtBot) -> None:
    """The solo seat's kind ("Human") was disabled but drawn as an active box: the same dark text and
    arrow.  Disabled, its text and arrow are greyed, and it keeps its size."""
    boxes = []
    for enabled in (True, False):
        box = QComboBox()
        qtbot.addWidget(box)
        box.setStyleSheet(BASE)
        box.addItems(["Human", "Bot: Medium"])
        box.setEnabled(enabled)
        box.resize(160, 28)
        boxes.append(box)
    on, off = boxes
    text = range(BORDER, on.width() - ARROW_ROOM)
    arrow = range(on.width() - ARROW_ROOM, on.width() - BORDER)
    assert _darkest(on, text) < DARK and _darkest(on, arrow) < DARK
    assert _darkest(off, text) > GREYED and _darkest(off, arrow) > GREYED
    assert on.sizeHint() == off.sizeHint()
    assert COMBO_ARROW_OFF.is_file() and COMBO_ARROW_OFF.as_posix() in BASE
