"""The network table's side panel: the invite to copy, each seat and its
presence (open, joined, ready, bot, away), Ready, and the chat (plain text)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

import resources

from ..bots import bot_label
from ..i18n import fill
from .session import CHAT_MAX_CHARS

MAX_CHAT_LINES = 500  # the chat view keeps the last lines only
# the dock's close cross, light on its dark title bar (Qt's own was dark grey on it)
DOCK_CLOSE = Path(resources.__file__).resolve().parent / "ui" / "dock-close.svg"


# the lobby in the side panel's colours (the window's own background is the table's dark wood)
LOBBY_STYLE = """
#LobbyPanel { background: #f1e2bd; border-right: 3px solid #8c6a3c; }
#LobbyPanel QLabel { color: #3a2a1a; }
#LobbyPanel QLabel#PanelTitle { color: #7a2e1c; }
#LobbyPanel QLineEdit, #LobbyPanel QPlainTextEdit { background: #fbf5e6; color: #3a2a1a; border: 1px solid #c9ab74;
                                                   border-radius: 6px; padding: 3px; }
#NetworkDock { color: #f1e2bd; font-weight: bold; }
QDockWidget { titlebar-close-icon: url("%CLOSE%"); }
#NetworkDock::title { background: #3a2a1a; padding: 6px 10px; }
#NetworkDock::close-button { background: transparent; border: none; border-radius: 3px; padding: 0px; }
#NetworkDock::close-button:hover { background: #6a4a2a; }
#NetworkDock::close-button:pressed { background: #8c6a3c; }
""".replace("%CLOSE%", DOCK_CLOSE.as_posix())


def chat_line(name: str, text: str) -> str:
    """"Bob: hello" in the app's language ("Bob : bonjour" in French), filled in one pass."""
    return fill(QCoreApplication.translate("LobbyPanel", "%1: %2"), name, text)


class LobbyPanel(QWidget):
    """Seats, Ready, the invite and the chat of one network table."""

    ready_toggled = Signal(bool)
    chat_sent = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LobbyPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # a QWidget subclass paints no background else
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 8, 8, 8)
        self.invite_label = QLabel()
        lay.addWidget(self.invite_label)
        row = QHBoxLayout()
        self.invite = QLineEdit()
        self.invite.setReadOnly(True)
        self.invite.textChanged.connect(self.invite.setToolTip)  # the whole invite: the field shows its start
        row.addWidget(self.invite, 1)
        self.copy_button = QPushButton()
        self.copy_button.clicked.connect(self.copy_invite)
        row.addWidget(self.copy_button)
        lay.addLayout(row)
        self.reach_note = QLabel()  # a table for other computers: which address and port they need
        self.reach_note.setWordWrap(True)
        self.reach_note.setTextFormat(Qt.TextFormat.PlainText)
        self.reach_note.hide()
        lay.addWidget(self.reach_note)
        self.shared_port: int | None = None
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        lay.addWidget(self.status)
        self.seat_title = QLabel()
        self.seat_title.setObjectName("PanelTitle")
        lay.addWidget(self.seat_title)
        self.seat_list = QLabel()
        self.seat_list.setTextFormat(Qt.TextFormat.PlainText)  # names come from other people: never markup
        self.seat_list.setWordWrap(True)
        lay.addWidget(self.seat_list)
        self.ready_button = QPushButton()
        self.ready_button.setCheckable(True)
        self.ready_button.toggled.connect(self.ready_toggled)
        self.ready_button.toggled.connect(lambda _on: self._ready_text())
        lay.addWidget(self.ready_button)
        self.chat_title = QLabel()
        self.chat_title.setObjectName("PanelTitle")
        lay.addWidget(self.chat_title)
        self.chat_view = QPlainTextEdit()  # plain text only: a message can never be markup
        self.chat_view.setReadOnly(True)
        self.chat_view.setMaximumBlockCount(MAX_CHAT_LINES)
        lay.addWidget(self.chat_view, 1)
        crow = QHBoxLayout()
        self.chat_edit = QLineEdit()
        self.chat_edit.setMaxLength(CHAT_MAX_CHARS)
        self.chat_edit.returnPressed.connect(self._send)
        crow.addWidget(self.chat_edit, 1)
        self.send_button = QPushButton()
        self.send_button.clicked.connect(self._send)
        crow.addWidget(self.send_button)
        lay.addLayout(crow)
        self.seats: list[dict[str, Any]] = []
        self.me: int | None = None
        self.started = False
        self.retranslate()

    def retranslate(self) -> None:
        self.invite_label.setText(self.tr("Invite (send it to your friends):"))
        self.copy_button.setText(self.tr("Copy"))
        self.seat_title.setText(self.tr("Seats"))
        self._ready_text()
        self.ready_button.setToolTip(self.tr("The game starts when every seat is ready"))
        self.chat_title.setText(self.tr("Chat"))
        self.chat_edit.setPlaceholderText(self.tr("Say something (plain text)"))
        self.send_button.setText(self.tr("Send"))
        if self.shared_port is not None:
            self.reach_note.setText(self.tr(
                "Friends on other computers need this computer's port %1 reachable (firewall, router). "
                "If the address in the invite is not the one they reach, edit it before copying.")
                .replace("%1", str(self.shared_port)))
        self.show_seats(self.seats, self.me, self.started)

    def _ready_text(self) -> None:
        self.ready_button.setText(self.tr("Ready") + (" ✓" if self.ready_button.isChecked() else ""))

    def copy_invite(self) -> None:
        QGuiApplication.clipboard().setText(self.invite.text())

    def set_invite(self, text: str) -> None:
        self.invite.setText(text)
        self.invite.setCursorPosition(0)

    def set_shared(self, port: int) -> None:
        """The table is open to other computers on ``port``: the note says so and the invite's
        address may be edited (this app cannot know which address friends reach)."""
        self.shared_port = port
        self.invite.setReadOnly(False)
        self.reach_note.show()
        self.retranslate()

    def set_status(self, text: str) -> None:
        self.status.setText(text)

    def seat_state(self, seat: dict[str, Any]) -> str:
        """One seat's presence in words: open, joined, ready, bot, away, played by a bot."""
        if seat["kind"] == "bot":
            return self.tr("bot: %1").replace("%1", bot_label(seat["bot"] or ""))
        if not seat["joined"]:
            return self.tr("open")
        if seat["stand_in"]:
            return self.tr("away, a bot plays")
        if seat["away"] or not seat["connected"]:
            return self.tr("away")
        if not self.started:
            return self.tr("ready") if seat["ready"] else self.tr("joined")
        return self.tr("here")

    def show_seats(self, seats: list[dict[str, Any]], me: int | None, started: bool) -> None:
        self.seats, self.me, self.started = seats, me, started
        lines = []
        for i, seat in enumerate(seats):
            you = " " + self.tr("(you)") if i == me else ""
            lines.append(f"{i + 1}. {seat['name']}{you} — {self.seat_state(seat)}")
        self.seat_list.setText("\n".join(lines))
        self.ready_button.setVisible(not started and me is not None)
        if me is not None and me < len(seats) and not started:
            self.ready_button.blockSignals(True)
            self.ready_button.setChecked(bool(seats[me]["ready"]))
            self.ready_button.blockSignals(False)
            self._ready_text()

    def add_chat(self, name: str, text: str) -> None:
        """A chat line, as plain text (never interpreted as markup)."""
        self.chat_view.appendPlainText(chat_line(name, text))

    def _send(self) -> None:
        text = self.chat_edit.text().strip()
        if text:
            self.chat_sent.emit(text[:CHAT_MAX_CHARS])
            self.chat_edit.clear()
