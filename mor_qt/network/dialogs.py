"""Game › Host network table… and Game › Join network table…: what to ask before a table opens."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core import MAX_PLAYERS
from net.limits import DEFAULT_LIMITS
from net.protocol import Address, parse_invite

from ..bots import BOT_LEVELS, bot_seat_label
from ..dialogs import ok_cancel_buttons
from .session import Seating

ME, OPEN = "me", "open"
MIN_SEATS = 2
DEFAULT_SEATS = 2
AWAY_POLICIES = ("bot", "wait", "skip")


GRACE_STEP_S = 15
PROBLEM_STYLE = "color: #b3261e;"  # why OK did nothing, in the New game dialog's red
DIALOG_MIN_WIDTH = 420  # room for a reason and its example on one line ("… mor://HÔTE:PORT/SALLE.")


@dataclass(frozen=True)
class HostChoice:
    """What the Host dialog chose: the seats, the host's name, a server (None: start one here) and,
    for one started here, whether friends on other computers join it (TLS) or only this computer."""

    seating: Seating
    name: str
    address: tuple[str, int] | None
    shared: bool = False
    fingerprint: str | None = None  # the certificate of the server at ``address`` (``HOST:PORT#sha256:…``)


class _CheckedDialog(QDialog):
    """A dialog whose OK first checks ``choice()``: its ValueError's reason is shown under the form
    and the dialog stays open."""

    def _add_problem_and_buttons(self, lay: QVBoxLayout, ok_text: str) -> None:
        self.problem = QLabel()
        self.problem.setObjectName("DialogProblem")
        self.problem.setStyleSheet(PROBLEM_STYLE)
        self.problem.setWordWrap(True)
        self.problem.hide()  # shown with a reason: no empty row above the buttons
        lay.addWidget(self.problem)
        self.setMinimumWidth(DIALOG_MIN_WIDTH)
        lay.addWidget(ok_cancel_buttons(self, ok_text, self.accept))

    def choice(self) -> object:
        raise NotImplementedError

    def accept(self) -> None:
        try:
            self.choice()
        except ValueError as exc:
            self.problem.setText(str(exc))
            self.problem.show()
            return
        super().accept()


class HostDialog(_CheckedDialog):
    """Each seat open for a person, a bot level, or the host; the server: here, or one named."""

    def __init__(self, parent: QWidget | None = None, name: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Host a network table"))
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.name = QLineEdit(name)
        self.name.setMaxLength(DEFAULT_LIMITS.name_max_chars)
        self.name.setPlaceholderText(self.tr("Your name at the table"))
        form.addRow(self.tr("Your name:"), self.name)
        self.count = QSpinBox()
        self.count.setRange(MIN_SEATS, MAX_PLAYERS)
        self.count.setValue(DEFAULT_SEATS)
        self.count.valueChanged.connect(self._show_seats)
        form.addRow(self.tr("Seats:"), self.count)
        self.seat_boxes: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        for i in range(MAX_PLAYERS):
            box = QComboBox()
            box.addItem(self.tr("Me (this computer)"), ME)
            box.addItem(self.tr("A person (open seat)"), OPEN)
            for bot, _label in BOT_LEVELS:
                box.addItem(bot_seat_label(bot), bot)  # as the New game dialog says it
            box.setCurrentIndex(0 if i == 0 else 1)
            label = QLabel(self.tr("Seat %1:").replace("%1", str(i + 1)))
            form.addRow(label, box)
            self.seat_boxes.append(box)
            self.seat_labels.append(label)
        self.away = QComboBox()
        for policy, text in zip(AWAY_POLICIES, (self.tr("a bot plays for them"), self.tr("the table waits"),
                                                self.tr("their turns are skipped")), strict=True):
            self.away.addItem(text, policy)
        form.addRow(self.tr("A player away:"), self.away)
        self.grace = QSpinBox()
        self.grace.setRange(1, int(DEFAULT_LIMITS.max_grace_s))
        self.grace.setSingleStep(GRACE_STEP_S)
        self.grace.setValue(int(DEFAULT_LIMITS.away_grace_s))
        self.grace.setSuffix(self.tr(" s"))
        self.grace.setToolTip(self.tr("How long the table waits for a player who went away, then the choice "
                                      "above applies"))
        form.addRow(self.tr("Away for longer than:"), self.grace)
        self.here = QRadioButton(self.tr("Start a server on this computer"))
        self.reach = QComboBox()
        self.reach.addItem(self.tr("Only this computer (loopback)"), False)
        self.reach.addItem(self.tr("Friends on other computers (encrypted)"), True)
        self.reach.currentIndexChanged.connect(lambda _i: self.here.setChecked(True))
        self.there = QRadioButton(self.tr("Use a server (HOST:PORT):"))
        self.here.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.here)
        group.addButton(self.there)
        # one form: every label in one column, every field in the other
        form.addRow(self.here)
        form.addRow(self.tr("Who can join:"), self.reach)
        form.addRow(self.there)
        self.address = QLineEdit()
        self.address.setPlaceholderText("127.0.0.1:7878")
        self.address.textEdited.connect(lambda _t: self.there.setChecked(True))
        form.addRow(self.address)
        lay.addLayout(form)
        self._add_problem_and_buttons(lay, self.tr("Host"))
        self._show_seats()

    def _show_seats(self) -> None:
        for i, (box, label) in enumerate(zip(self.seat_boxes, self.seat_labels, strict=True)):
            box.setVisible(i < self.count.value())
            label.setVisible(i < self.count.value())

    def seats(self) -> list[str]:
        return [str(box.currentData()) for box in self.seat_boxes[: self.count.value()]]

    def set_seats(self, seats: list[str]) -> None:
        self.count.setValue(len(seats))
        for box, seat in zip(self.seat_boxes, seats, strict=False):
            box.setCurrentIndex(max(0, box.findData(seat)))

    def choice(self) -> HostChoice:
        """What was chosen; ValueError with the reason when it cannot be hosted."""
        seats = self.seats()
        if seats.count(ME) > 1:
            raise ValueError(self.tr("Only one seat can be yours."))
        if ME not in seats and OPEN not in seats:
            raise ValueError(self.tr("A table of bots only: make one seat yours or open."))
        server: Address | None = None
        if self.there.isChecked():
            try:
                server = parse_invite(self.address.text())
            except ValueError:
                raise ValueError(self.tr("The server is written HOST:PORT, e.g. 127.0.0.1:7878.")) from None
        seating = Seating(seats, str(self.away.currentData()), float(self.grace.value()))
        if server is None:
            return HostChoice(seating, self.name.text().strip(), None, shared=bool(self.reach.currentData()))
        return HostChoice(seating, self.name.text().strip(), (server.host, server.port),
                          fingerprint=server.fingerprint)


INVITE_PLACEHOLDER = "mor://HOST:PORT/ROOM#sha256:…"
INVITE_ROOM_PX = 24


class JoinDialog(_CheckedDialog):
    """Paste the invite, choose a name."""

    def __init__(self, parent: QWidget | None = None, name: str = "", invite: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a network table"))
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.invite = QLineEdit(invite)
        self.invite.setPlaceholderText(INVITE_PLACEHOLDER)
        # room for the placeholder whole, the margins of the field included
        self.invite.setMinimumWidth(self.invite.fontMetrics().horizontalAdvance(INVITE_PLACEHOLDER) + INVITE_ROOM_PX)
        form.addRow(self.tr("Invite:"), self.invite)
        self.name = QLineEdit(name)
        self.name.setMaxLength(DEFAULT_LIMITS.name_max_chars)
        self.name.setPlaceholderText(self.tr("Your name at the table"))
        form.addRow(self.tr("Your name:"), self.name)
        lay.addLayout(form)
        self._add_problem_and_buttons(lay, self.tr("Join"))

    def choice(self) -> tuple[str, str]:
        """(invite, name); ValueError with the reason when the invite is not one."""
        text = self.invite.text().strip()
        try:
            room = parse_invite(text).room
        except ValueError:
            room = None
        if room is None:
            raise ValueError(self.tr("An invite looks like mor://HOST:PORT/ROOM."))
        return text, self.name.text().strip()
