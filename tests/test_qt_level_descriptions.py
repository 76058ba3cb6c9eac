"""The seat menus tell a newcomer what each bot level plays like (an
honest ladder): every level's item carries its description as a tooltip,
and the box shows the one of the level it is set to (pytest-qt, offscreen)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from core import Seat
from mor_qt.analysis.window import PlayOnDialog
from mor_qt.bots import BOT_DESCRIPTIONS, BOT_LEVELS, bot_description
from mor_qt.dialogs import NewGameDialog

TOOLTIP = Qt.ItemDataRole.ToolTipRole


def _check_menu(box: QComboBox) -> None:
    names = [str(box.itemData(i)) for i in range(box.count())]
    assert set(dict(BOT_LEVELS)) <= set(names)
    for i, name in enumerate(names):
        assert box.itemData(i, TOOLTIP) == (bot_description(name) or None)
    for name in ("mcts:easy", "mcts:hard", "human"):
        box.setCurrentIndex(box.findData(name))
        assert box.toolTip() == bot_description(name)  # "" for a human: no tooltip


def test_every_level_has_a_description_of_its_own() -> None:
    assert set(BOT_DESCRIPTIONS) == set(dict(BOT_LEVELS))
    texts = [bot_description(name) for name, _label in BOT_LEVELS]
    assert all(texts) and len(set(texts)) == len(texts)
    assert bot_description("human") == "" and bot_description("mcts:it=50") == ""


def test_the_new_game_dialogs_seat_menus_describe_the_levels(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    for _name, kind, _label in dialog.rows:
        _check_menu(kind)


def test_the_play_on_dialogs_seat_menus_describe_the_levels(qtbot: QtBot) -> None:
    dialog = PlayOnDialog([Seat("Ada", "human", "mcts:medium"), Seat("Cosimo", "bot", "mcts:medium")])
    qtbot.addWidget(dialog)
    assert dialog.combos[1].toolTip() == bot_description("mcts:medium")  # set before any change
    for box in dialog.combos:
        _check_menu(box)
