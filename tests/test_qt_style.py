"""The app's style sheet: combo boxes keep their rounded border and show an arrow of
our own (a styled drop-down loses Qt's), which ships with the package's resources."""

from __future__ import annotations

import fnmatch
import tomllib
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QComboBox, QDateEdit, QPushButton, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from mor_qt.style import BASE, COMBO_ARROW, COMBO_ARROW_OFF, SPIN_UP, SPIN_UP_OFF

ROOT = Path(__file__).resolve().parent.parent
ARROW_ROOM = 16  # the drop-down's width in the style sheet
DARK = 80  # of 255: the arrow's ink (the border's brown is about 100)
BORDER = 3  # pixels of the box's edge, with its rounded corners
FILLED = 0.8  # of a flat drop-down's pixels: the field's own fill, the rest is the arrow (Qt's button is a gradient)


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


def _darkest(box: QWidget, xs: range) -> int:
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


SPIN_SIZE = (160, 24)  # a spin box as tall as a combo box: each of its two buttons has room for its arrow


def test_a_disabled_spin_box_is_greyed_as_a_disabled_combo_box(qtbot: QtBot) -> None:
    """The New game dialog's Seed, disabled until its box is ticked, kept Qt's own grey field and
    border beside the app's cream, greyed combo boxes.  Disabled, a spin box has a disabled combo
    box's fill and border and greyed text and arrows; enabled, its arrows are drawn and work."""
    spins, combos = [], []
    for enabled in (True, False):
        spin, combo = QSpinBox(), QComboBox()
        combo.addItem("1")
        for box in (spin, combo):
            qtbot.addWidget(box)
            box.setStyleSheet(BASE)
            box.setEnabled(enabled)
            box.resize(*SPIN_SIZE)
        spin.setValue(1)
        spins.append(spin)
        combos.append(combo)
    (on, off), (combo_on, combo_off) = spins, combos
    text = range(BORDER, on.width() - ARROW_ROOM)
    arrows = range(on.width() - ARROW_ROOM, on.width() - BORDER)
    assert _darkest(on, text) < DARK and _darkest(on, arrows) < DARK
    assert _darkest(off, text) > GREYED and _darkest(off, arrows) > GREYED
    middle = QPoint(on.width() // 2, 0)  # the top border, then the fill under it, clear of text and arrows
    below = middle + QPoint(0, BORDER)
    for spin, combo in ((on, combo_on), (off, combo_off)):
        spin_picture, combo_picture = spin.grab().toImage(), combo.grab().toImage()
        assert spin_picture.pixelColor(middle) == combo_picture.pixelColor(middle)  # the border
        assert spin_picture.pixelColor(below) == combo_picture.pixelColor(below)  # the fill
    assert on.grab().toImage().pixelColor(below) != off.grab().toImage().pixelColor(below)
    assert on.sizeHint() == off.sizeHint()
    qtbot.mouseClick(on, Qt.MouseButton.LeftButton, pos=QPoint(on.width() - ARROW_ROOM // 2, BORDER + 1))
    assert on.value() == 2  # the up button still steps
    assert all(path.is_file() and path.as_posix() in BASE for path in (SPIN_UP, SPIN_UP_OFF))


READABLE = 3.0  # WCAG's least contrast for large or bold text (a primary button's is bold)
EDGE = 4  # pixels in from a button's left edge: its fill, clear of the border and the centred text


# WCAG 2's relative luminance and contrast ratio, with their published constants
SRGB_KNEE, SRGB_SLOPE, SRGB_OFFSET, SRGB_GAMMA = 0.03928, 12.92, 0.055, 2.4
LUMA_WEIGHTS = (0.2126, 0.7152, 0.0722)  # red, green, blue
FLARE = 0.05


def _luminance(color: QColor) -> float:
    def linear(c: float) -> float:
        return c / SRGB_SLOPE if c <= SRGB_KNEE else ((c + SRGB_OFFSET) / (1 + SRGB_OFFSET)) ** SRGB_GAMMA

    channels = (color.redF(), color.greenF(), color.blueF())
    return sum(w * linear(c) for w, c in zip(LUMA_WEIGHTS, channels, strict=True))


def _contrast(a: QColor, b: QColor) -> float:
    low, high = sorted((_luminance(a), _luminance(b)))
    return (high + FLARE) / (low + FLARE)


def _text_contrast(button: QPushButton) -> tuple[QColor, float]:
    """The button's fill, and the contrast of its most distinct pixel (the text's ink) against it."""
    picture = button.grab().toImage()
    fill = picture.pixelColor(EDGE, button.height() // 2)
    inside = [picture.pixelColor(x, y) for x in range(EDGE, button.width() - EDGE)
              for y in range(EDGE, button.height() - EDGE)]
    return fill, max(_contrast(fill, c) for c in inside)


def test_a_disabled_primary_button_is_readable_and_still_looks_disabled(qtbot: QtBot) -> None:
    """"End turn" before the main action, "Keep these two leaders" before two are chosen: their text
    was #f1e6d8 on #c8b0a0, about 1.7:1."""
    buttons = []
    for enabled in (True, False):
        button = QPushButton("Keep these two leaders")
        qtbot.addWidget(button)
        button.setObjectName("Primary")
        button.setStyleSheet(BASE)
        button.setEnabled(enabled)
        button.resize(button.sizeHint())
        buttons.append(button)
    (on_fill, on_contrast), (off_fill, off_contrast) = (_text_contrast(b) for b in buttons)
    assert off_contrast >= READABLE
    assert off_contrast < on_contrast and off_fill.lightness() > on_fill.lightness()  # paler: not to be pressed


def test_a_date_field_has_the_combo_boxes_flat_arrow_not_a_square_button(qtbot: QtBot) -> None:
    """The library's date filter (a QDateEdit with a calendar pop-up) kept Qt's grey square button with
    its separator, which broke the rounded border the combo boxes beside it have."""
    from mor_qt.library.window_state import STYLE

    edit = QDateEdit()
    qtbot.addWidget(edit)
    edit.setCalendarPopup(True)
    edit.setStyleSheet(STYLE)
    edit.resize(160, 28)
    picture = edit.grab().toImage()
    fill = picture.pixelColor(edit.width() // 2, BORDER)  # above the text, inside the border
    inside = range(BORDER, edit.height() - BORDER)
    button = [picture.pixelColor(x, y) for x in range(edit.width() - ARROW_ROOM, edit.width() - BORDER)
              for y in inside]
    assert min(c.lightness() for c in button) < DARK  # the arrow
    assert sum(c == fill for c in button) >= FILLED * len(button)  # around it: the field's own fill
