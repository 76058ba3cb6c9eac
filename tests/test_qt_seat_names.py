"""The names and labels the app writes by itself read right in both
languages: the default human seat is a third-person name ("You chooses"
read wrong), remembered default names follow the language, one wording for
a bot seat, and Edit › Undo names a decision without a second colon."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers_i18n import install_committed_catalogue
from pytestqt.qtbot import QtBot

from core import Action, ActionKind, Resource, Seat
from mor_qt import i18n
from mor_qt.bots import BOT_LEVELS, bot_seat_label
from mor_qt.decision_names import short_name
from mor_qt.dialogs import NewGameDialog, parse_seats
from mor_qt.help import WelcomeDialog
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py


@pytest.fixture
def french(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: object) -> Iterator[Path]:
    install_committed_catalogue("fr", tmp_path, monkeypatch)
    yield tmp_path
    i18n.set_language("en")


def test_the_default_human_seat_reads_right_in_the_log(qtbot: QtBot, win: MainWindow) -> None:
    win._welcome_choice(WelcomeDialog.SOLO)
    game = win.ctl.game
    assert game is not None and list(game.names) == ["Player"]
    qtbot.waitUntil(lambda: win.ctl.is_human_turn(), timeout=10000)
    win.ctl.apply(game.legal_actions()[0])  # keep two leaders
    qtbot.waitUntil(lambda: win.log.count() > 0, timeout=10000)
    lines = [item.text() for i in range(win.log.count()) if (item := win.log.item(i)) is not None]
    assert any(line.startswith("Player keeps") for line in lines)
    assert not any("You " in line for line in lines)
    assert [s.name for s in parse_seats("human")] == ["Player"]


def test_the_welcome_s_seats_are_named_in_french(
        qtbot: QtBot, win: MainWindow, french: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(win, "new_game_dialog", lambda: None)  # the dialog it opens next is modal
    win._welcome_choice(WelcomeDialog.BOTS)
    assert win.config is not None
    assert [s.name for s in win.config.seats] == ["Joueur", "Ordinateur"]


def test_remembered_default_names_follow_the_language(qtbot: QtBot, win: MainWindow, french: Path) -> None:
    """A table remembered in English (or with the old "You") opens in French with French default names."""
    win.settings.last_table = [Seat("You", "human", "mcts:easy"), Seat("Computer", "bot", "mcts:easy"),
                               Seat("Ada", "bot", "mcts:hard")]
    config = win.previous_config()
    assert config is not None
    assert [s.name for s in config.seats] == ["Joueur", "Ordinateur", "Ada"]
    i18n.set_language("en")
    config = win.previous_config()
    assert config is not None and [s.name for s in config.seats] == ["Player", "Computer", "Ada"]


def test_a_bot_seat_has_one_wording(qtbot: QtBot, win: MainWindow) -> None:
    dlg = NewGameDialog(win)
    qtbot.addWidget(dlg)
    kind = dlg.rows[1][1]
    items = [kind.itemText(i) for i in range(kind.count())]
    assert items == ["Human", *(bot_seat_label(name) for name, _label in BOT_LEVELS)]
    assert bot_seat_label("mcts:hard") == "Bot: Hard"


def test_the_french_undo_label_names_the_decision_naturally(french: Path) -> None:
    store = Action(ActionKind.STORE, int(Resource.SERVANT))
    assert short_name(store) == "stocker un Serviteur"
    assert short_name(Action(ActionKind.DROP, int(Resource.COIN))) == "défausser une Pièce"
    assert short_name(Action(ActionKind.TAKE, int(Resource.SHIELD))) == "prendre un Bouclier au départ"
    i18n.set_language("en")
    assert short_name(store) == "store a servant"
