"""``NetworkWindow``: the table of one network game, in its own window.

It is the main window's table (board, panel, log, hint, animations) driven by
a ``NetworkController``, with a dock holding the lobby and the chat, and a
"Reconnecting…" banner over the table while the connection is being made
again.  A table this app hosts owns its ``ServerProcess``: closing the window
(or quitting the app) stops it.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel, QMainWindow

from core import QT_TRANSLATE_NOOP, Action, ActionKind, Seat, TurnMode
from net.protocol import Address, ClientType, parse_invite

from ..game_menu import GAME_MENU_NAME
from ..game_window import register_network_window
from ..settings import Settings
from ..window import MainWindow
from ..window_flow import BannerPlace
from .controller import NetworkController
from .lobby import LOBBY_STYLE, LobbyPanel, chat_line
from .server_process import EVERY_INTERFACE, LOOPBACK, ServerProcess, reachable_address
from .session import NetSession, Seating, SessionState

log = logging.getLogger(__name__)

BANNER_TOP = 12
# in the board's context: the board draws it (translated) where a table with no game invites to start one
LOBBY_HINT = QT_TRANSLATE_NOOP("Table", "The game starts when every seat is ready")
STATUS_MS = 4000
MAX_PLACINGS = 64  # resources from one market row: far fewer
# a window narrower than this puts the lobby away when its game starts: at 1366 px the table kept
# ~800 px, its words ~6 px tall, between the lobby and the side panel
COMPACT_WIDTH = 1600
LOBBY_NOTE_MS = 10_000  # how long the menu bar says where the lobby went


class NetworkWindow(MainWindow):
    """One network table: a seat (or a place to watch) at a room of a ``mor-server``."""

    is_network_table = True  # the menu's rejoin offer is for the main window only
    dock: QDockWidget | None = None  # the lobby's dock, made after the first menus

    def make_controller(self) -> NetworkController:
        return NetworkController(self)

    def __init__(self) -> None:
        super().__init__()
        assert isinstance(self.ctl, NetworkController)
        self.net: NetworkController = self.ctl
        self.session: NetSession | None = None
        self.server: ServerProcess | None = None
        self.hosted_port = 0
        self.hosted_shared = False  # the server this app hosts is for other computers too (TLS)
        self.server_data: Path | None = None  # the hosted server's folder (None: the data folder's ``server``)
        self.server_extra: list[str] = []  # more arguments for the hosted server (tests: ``--act-limit``)
        # where a table for other computers listens (tests: 127.0.0.1, never every interface)
        self.shared_listen = EVERY_INTERFACE
        self.name = ""
        self._told = False
        self._remembered: dict[str, Any] | None = None  # the seat last written to the settings
        self._lobby_put_away = False  # the lobby was put away for the table once (``_give_the_table_room``)
        self.pace_label.hide()
        self.pace.hide()
        self.table.welcome_hint = LOBBY_HINT  # under the title while the table waits for its players
        # Auto-place all: at one screen a loop of decisions; here one sequence, sent one decision per version
        self.panel.auto_place = self.auto_place  # type: ignore[method-assign]
        self.lobby = LobbyPanel()
        self.setStyleSheet(self.styleSheet() + LOBBY_STYLE)
        self.dock = QDockWidget(self.tr("Network table"), self)
        self.dock.setObjectName("NetworkDock")
        # closable, to give a small screen's width to the table; View › Network table brings it back
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.dock.setWidget(self.lobby)
        self.dock.setMinimumWidth(260)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.dock)
        self.view_menu.addAction(self.dock.toggleViewAction())
        self.lobby.ready_toggled.connect(self._ready)
        self.lobby.chat_sent.connect(self._say)
        central = self.centralWidget()
        self.banner = QLabel(central)
        self.banner.setObjectName("Toast")
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setTextFormat(Qt.TextFormat.PlainText)
        self.banner.hide()
        self.net.lobby_changed.connect(lambda _seats: self._show_lobby())
        self.net.state_changed.connect(self._show_lobby)
        self.net.problem.connect(self.tell)
        self.net.game_over.connect(self._ended)
        app = QApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop_server)
        self.resize(1600, 1000)

    # ------------------------------------------------------------ starting
    def host(self, seating: Seating, name: str, address: tuple[str, int] | None = None, port: int = 0,
             shared: bool = False, fingerprint: str | None = None) -> None:
        """Create a room with ``seating``: on a server this app starts (``address`` None,
        on ``port``, 0 = any free one) or on the server at ``address``.  A ``shared`` server
        is for friends on other computers: it listens on ``shared_listen`` with TLS and a
        self-signed certificate, whose fingerprint the invite carries.  ``fingerprint`` pins the
        certificate of the server at ``address``."""
        self.name = name
        if address is not None:
            self._open_session(NetSession(address[0], address[1], name, self, fingerprint)).create(seating)
            return
        self.lobby.set_status(self.tr("Starting the table server…"))
        self.server = server = ServerProcess(self)
        self.hosted_shared = shared
        server.listening.connect(lambda _host, p: self._hosted(p, seating))
        server.failed.connect(lambda text: self.tell(self.tr("The table server could not start: %1")
                                                     .replace("%1", text)))
        server.start(port, self.server_data, self.server_extra, self.shared_listen if shared else LOOPBACK,
                     tls=shared)

    def _hosted(self, port: int, seating: Seating) -> None:
        self.hosted_port = port
        fingerprint = self.server.fingerprint if self.server is not None else None
        if self.hosted_shared and fingerprint is None:  # never a table for other computers in clear
            self.stop_server()
            self.tell(self.tr("The table server could not start: %1")
                      .replace("%1", self.tr("it did not say its certificate's fingerprint")))
            return
        self._open_session(self._hosted_session(port, fingerprint)).create(seating)

    def _hosted_session(self, port: int, fingerprint: str | None) -> NetSession:
        """This app's session to the server it hosts: over loopback, pinned to the certificate when
        the table is shared, whose invite names this computer's reachable address."""
        session = NetSession(LOOPBACK, port, self.name, self, fingerprint)
        if self.hosted_shared:
            session.public_host = reachable_address() or LOOPBACK
            self.lobby.set_shared(port)
        return session

    def join(self, invite: str, name: str, token: str | None = None) -> None:
        """Join the table of ``invite`` (ValueError when it is not an invite)."""
        self.name = name
        self._open_session(NetSession.for_invite(invite, name, self)).join(token)

    def rejoin(self, saved: dict[str, Any]) -> None:
        """Come back to the seat kept in the settings; a table this app hosted gets its server back first
        (shared again, on the same port with the same certificate: the invite holds)."""
        self.name = str(saved.get("name", ""))
        port = int(saved.get("port") or 0)
        if not port:
            self.join(saved["invite"], self.name, saved["token"])
            return
        address = parse_invite(str(saved["invite"]))  # ValueError: a damaged setting
        if address.room is None:
            raise ValueError("an invite names a room: mor://HOST:PORT/ROOM")
        self.hosted_port = port
        shared = address.fingerprint is not None
        self.hosted_shared = shared
        self.lobby.set_status(self.tr("Starting the table server…"))
        self.server = ServerProcess(self)
        self.server.listening.connect(lambda _h, _p: self._back_to_hosted(address, saved["token"]))
        # the port taken: most likely by the server of the app's last run, still up (the app was killed)
        self.server.failed.connect(lambda _text: self._back_to_hosted(address, saved["token"]))
        self.server.start(port, self.server_data, self.server_extra, self.shared_listen if shared else LOOPBACK,
                          tls=shared)

    def _back_to_hosted(self, address: Address, token: str) -> None:
        """The seat at a table this app hosts, over loopback, pinned to the invite's certificate."""
        session = self._hosted_session(address.port, address.fingerprint)
        session.public_host = address.host if address.fingerprint is not None else None
        session.room = address.room
        self._open_session(session).join(token)

    def _open_session(self, session: NetSession) -> NetSession:
        self.session = session
        self.net.attach(session)
        session.welcomed.connect(self._welcomed)
        session.chat.connect(self._chat)
        session.failed.connect(self._failed)
        session.state_changed.connect(self._session_state)
        session.reconnecting.connect(self._reconnecting)
        self.lobby.set_status(self.tr("Connecting…"))
        return session

    def _chat(self, msg: dict[str, Any]) -> None:
        """A chat line into the lobby; over the table too while the lobby is put away."""
        name = msg["name"] or self.tr("a spectator")
        self.lobby.add_chat(name, msg["text"])
        if self.dock is not None and self.dock.isHidden():
            self.announce(chat_line(name, msg["text"]), BannerPlace.BOTTOM)  # the top board's name stays seen

    def _give_the_table_room(self) -> None:
        """Once a game starts in a window too narrow for the lobby and a readable table, the lobby
        is put away (once: brought back, it stays), and the menu bar says where it is."""
        if self._lobby_put_away or self.dock is None or self.dock.isHidden() or self.width() >= COMPACT_WIDTH:
            return
        self._lobby_put_away = True
        self.dock.hide()
        self.show_status(self.tr("Lobby and chat: View › Network table"), LOBBY_NOTE_MS)

    # ------------------------------------------------------------ session events
    def _welcomed(self, msg: dict[str, Any]) -> None:
        assert self.session is not None
        self.lobby.set_invite(self.session.invite)
        self.lobby.set_status(self.tr("Connected.") if msg["seat"] is not None else self.tr("Watching this table."))
        self._remember_seat()
        self.setWindowTitle(self.tr("Network table — %1").replace("%1", self.session.invite))

    def _remember_seat(self) -> None:
        """(invite, token) in the settings, to come back to this seat after a restart."""
        session = self.session
        if session is None or session.seat is None or not session.token:
            return
        seat = {"invite": session.invite, "token": session.token, "name": self.name, "port": self.hosted_port}
        if seat == self._remembered:  # written once per seat, not at every decision
            return
        self._remembered = seat
        Settings().network_seat = seat

    def _session_state(self, state: str) -> None:
        if state == SessionState.RECONNECTING:
            return  # the banner says it, with the attempt
        self.banner.hide()
        if state == SessionState.JOINED:
            self.lobby.set_status(self.tr("Connected."))

    def _reconnecting(self, attempt: int) -> None:
        self.banner.setText(self.tr("Reconnecting… (attempt %1)").replace("%1", str(attempt)))
        self.banner.adjustSize()
        area = self.view.geometry()
        self.banner.move(area.x() + (area.width() - self.banner.width()) // 2, area.y() + BANNER_TOP)
        self.banner.show()
        self.banner.raise_()
        self.lobby.set_status(self.tr("The connection dropped; reconnecting…"))

    def _failed(self, text: str) -> None:
        self.banner.hide()
        self.lobby.set_status(text)
        self.tell(text)

    def tell(self, text: str) -> None:
        """A problem of this table, shown once (the log has every one)."""
        log.warning("network table: %s", text)
        if self._told:
            self.lobby.set_status(text)
            return
        self._told = True
        self.message(self.tr("Network table"), text)

    def _show_lobby(self) -> None:
        if self.net.game is None and self.sheet.isVisibleTo(self):  # a rematch: back in the lobby
            self._reset_view()
        if self.net.started and self.net.winners is None:
            self._remember_seat()
            self._give_the_table_room()
        self.lobby.show_seats(self.net.lobby, self.net.seat, self.net.started)
        self.panel.setVisible(self.net.game is not None)  # no "start a new game" advice in a lobby
        if not self.net.started and self.net.lobby:
            self.lobby.set_status(self.tr("The game starts when every seat is ready."))
        elif self.net.started and self.session is not None and self.session.state == SessionState.JOINED:
            self.lobby.set_status(self.tr("Connected."))

    def auto_place(self) -> None:
        """Store what fits, discard the rest: worked out on the game shown (placing draws nothing
        hidden), then sent as one sequence (``apply_sequence``)."""
        game, seat = self.net.game, self.net.seat
        if game is None or seat is None or not self.net.is_human_turn():
            return
        trial = game.clone()
        placing: list[Action] = []
        for _ in range(MAX_PLACINGS):
            if trial.turn_mode != TurnMode.PLACING or trial.current_seat != seat:
                break
            legal = trial.legal_actions()
            act = next((a for a in legal if a.kind == ActionKind.STORE), legal[0])
            trial.apply(act)
            placing.append(act)
        if placing:
            self.net.apply_sequence(placing)

    def _ready(self, ready: bool) -> None:
        if self.session is not None:
            self.session.ready(ready)

    def _say(self, text: str) -> None:
        if self.session is not None:
            self.session.say(text)

    def _ended(self, _winners: object) -> None:
        """The end: nothing to rejoin; the complete game goes into the games library, as at one screen."""
        self._forget_seat()
        game = self.net.game
        if self.net.saved and game is not None and self.net.seat is not None:
            self.keeper.keep(game, list(self.net.seats))

    def _forget_seat(self) -> None:
        """The game is over: nothing to rejoin."""
        self._remembered = None
        saved = Settings().network_seat
        if self.session is not None and saved is not None and saved.get("invite") == self.session.invite:
            Settings().network_seat = None

    # ------------------------------------------------------------ the window
    def _menus(self) -> None:
        menu = self.menuBar().addMenu(self.tr("&Game"))
        menu.setObjectName(GAME_MENU_NAME)
        leave = QAction(self.tr("&Leave the table"), self)
        leave.setShortcut(QKeySequence.StandardKey.Close)
        leave.triggered.connect(self.close)
        menu.addAction(leave)
        menu.addSeparator()
        self.recent_menu = menu.addMenu(self.tr("Open r&ecent"))
        self.recent_menu.menuAction().setVisible(False)
        self._edit_menu()
        self.view_menu = self._view_menu()
        if self.dock is not None:  # View › Network table: the lobby shown or put away
            self.view_menu.addAction(self.dock.toggleViewAction())
        self._help_menu()

    def _update_watch(self) -> None:
        self.watch.hide()

    def retranslate(self) -> None:
        super().retranslate()
        if self.dock is not None:
            self.dock.setWindowTitle(self.tr("Network table"))
        self.lobby.retranslate()
        self.pace_label.hide()
        self.pace.hide()

    def rematch(self) -> None:
        """The same people again in the same room, each one seat further round (after the end)."""
        if self.session is None or self.net.winners is None:
            return
        if not self.session.send({"t": ClientType.REMATCH.value}):
            self.statusBar().showMessage(self.tr("Not connected to the table."), STATUS_MS)

    def new_game_dialog(self) -> None:
        self.close()

    def start_game(self, config: Any) -> None:
        """A network table's games are the server's."""

    def set_loaded(self, *args: Any, **kwargs: Any) -> None:
        """Nothing is opened into a network table."""

    def seats_for_sheet(self) -> list[Seat]:
        return list(self.net.seats)

    def stop_server(self) -> None:
        if self.server is not None:
            self.server.stop()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Leaving: a game under way keeps the seat (rejoin later); a lobby or a finished game gives it up."""
        self.hinter.cancel()
        if self.session is not None:
            if self.net.started and self.net.winners is None:
                self.session.close()
            else:
                self.session.leave()
                self._forget_seat()
        self.stop_server()
        self.net.shutdown()
        QMainWindow.closeEvent(self, event)


register_network_window(NetworkWindow)
