"""The network tables' menu items, dialogs, lobby words, an unreachable server,
a spectator, the hint on a network seat, the French of the lobby, and the dock's close cross."""

from __future__ import annotations

import socket
from functools import partial
from pathlib import Path

import pytest
from helpers_i18n import install_committed_catalogue
from helpers_qt import resize_shown
from helpers_qt_network import WAIT_MS, started_pair, window
from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QAbstractButton, QDockWidget, QMenu, QStatusBar
from pytestqt.qtbot import QtBot

from core import Game
from mor_qt import i18n
from mor_qt.bots import bot_seat_label
from mor_qt.network.dialogs import HostDialog, JoinDialog
from mor_qt.network.lobby import LobbyPanel
from mor_qt.network.menu import install_menu
from mor_qt.network.session import SessionState
from mor_qt.network.table import NetworkWindow
from mor_qt.settings import Settings
from mor_qt.window import SIDE_MIN, MainWindow
from net.limits import ServerLimits
from net.server import ServerThread

INVITE = "mor://127.0.0.1:7878/" + "R" * 16


def _texts(win: MainWindow) -> list[str]:
    return [a.text() for a in win.network_actions]  # type: ignore[attr-defined]


LOBBY_MARGIN_X = 3  # a pixel in the lobby's left margin, beside its widgets
LIGHT = 180  # of 255
DARK_BAR = 80  # of 255: the dock's title bar (#3a2a1a)
SMALL_SCREEN = (1366, 768)  # the smallest common laptop screen the layouts are checked at


def test_the_game_menu_hosts_and_joins_and_offers_to_rejoin_a_kept_seat(win: MainWindow, qtbot: QtBot) -> None:
    menus = [a.menu() for a in win.menuBar().actions()]
    game_menu = next(m for m in menus if isinstance(m, QMenu) and m.objectName() == "GameMenu")
    texts = [a.text() for a in game_menu.actions()]
    assert "&Host network table…" in texts and "&Join network table…" in texts
    assert not any("Rejoin" in t.replace("&", "") for t in texts)
    Settings().network_seat = {"invite": INVITE, "token": "t" * 43, "name": "Ann", "port": 0}
    install_menu(win)
    assert any(INVITE in t for t in _texts(win))
    assert "Rejoin" in win.status_line.text()  # offered at start, without a modal question
    assert win.findChild(QStatusBar) is None  # at the menu bar's end: no status bar takes room from the table
    table = NetworkWindow()
    assert "Rejoin" not in table.statusBar().currentMessage()  # in the main window only
    table.close()


def test_an_ampersand_in_a_kept_invite_is_shown_not_taken_for_a_keyboard_letter(win: MainWindow) -> None:
    Settings().network_seat = {"invite": "mor://a&b:7878/" + "R" * 16, "token": "t" * 43, "name": "Ann", "port": 0}
    install_menu(win)
    rejoin = [t for t in _texts(win) if "7878" in t]
    assert len(rejoin) == 1 and "mor://a&&b:7878/" in rejoin[0]  # "&&" shows one "&"


def test_a_damaged_kept_seat_is_ignored() -> None:
    settings = Settings()
    settings._set("network/seat", "{not json")
    assert settings.network_seat is None
    settings._set("network/seat", '{"invite": 5}')
    assert settings.network_seat is None


def test_the_host_dialog_refuses_what_cannot_be_hosted(qtbot: QtBot) -> None:
    dlg = HostDialog(None, "Ann")
    qtbot.addWidget(dlg)
    assert dlg.seats() == ["me", "open"]
    dlg.set_seats(["me", "me"])
    with pytest.raises(ValueError, match="one seat"):
        dlg.choice()
    dlg.set_seats(["greedy", "mcts:easy", "random"])
    with pytest.raises(ValueError, match="bots only"):
        dlg.choice()
    dlg.set_seats(["me", "open", "mcts:hard"])
    dlg.there.setChecked(True)
    dlg.address.setText("not an address")
    dlg.accept()
    assert dlg.problem.text() and dlg.result() == 0  # told, and still open
    dlg.address.setText("127.0.0.1:7878")
    choice = dlg.choice()
    assert choice.seating.seats == ["me", "open", "mcts:hard"] and choice.address == ("127.0.0.1", 7878)
    assert choice.name == "Ann" and choice.seating.away == "bot"


def test_the_host_dialog_lines_up_its_form_and_says_its_problem_in_red_on_one_line(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """French: "Qui peut rejoindre" stood 25 px left of the fields above; the Join dialog's reason
    broke inside its example ("mor://HÔTE:PORT/" / "SALLE.") in black; seats read "Bot — Medium"."""
    install_committed_catalogue("fr", tmp_path, monkeypatch)
    try:
        host = HostDialog(None, "Ann")
        qtbot.addWidget(host)
        host.show()
        qtbot.waitExposed(host)
        assert not host.problem.isVisible()  # no empty row above the buttons
        left = {host.reach.mapTo(host, QPoint(0, 0)).x()} | {box.mapTo(host, QPoint(0, 0)).x()
                                                            for box in host.seat_boxes if box.isVisible()}
        assert len(left) == 1  # the reach's field in the seats' column
        assert host.seat_boxes[2].itemText(host.seat_boxes[2].findData("mcts:medium")) == bot_seat_label("mcts:medium")
        join = JoinDialog(None, "Bob")
        qtbot.addWidget(join)
        join.show()
        qtbot.waitExposed(join)
        join.invite.setText("http://nothing")
        join.accept()
        qtbot.waitUntil(join.problem.isVisible)
        assert "mor://" in join.problem.text() and join.result() == 0
        one_line = join.problem.fontMetrics().height() * 1.5
        assert join.problem.height() < one_line  # the reason on one line, its example whole
        assert join.problem.palette().color(join.problem.foregroundRole()).red() > 150  # red
    finally:
        i18n.set_language("en")


def test_the_join_dialog_wants_an_invite(qtbot: QtBot) -> None:
    dlg = JoinDialog(None, "Bob", "127.0.0.1:7878")
    qtbot.addWidget(dlg)
    with pytest.raises(ValueError, match="invite"):
        dlg.choice()
    dlg.invite.setText(f"  {INVITE} ")
    assert dlg.choice() == (INVITE, "Bob")


def test_the_join_dialog_shows_its_example_invite_whole(qtbot: QtBot) -> None:
    """It was cut to "mor://HOST:PORT/…" in a dialog as narrow as its buttons."""
    dlg = JoinDialog(None, "Bob")
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    field = dlg.invite
    assert field.text() == "" and field.placeholderText().startswith("mor://HOST:PORT/ROOM")
    assert field.width() > field.fontMetrics().horizontalAdvance(field.placeholderText())


def test_the_lobby_says_each_seats_presence(qtbot: QtBot) -> None:
    lobby = LobbyPanel()
    qtbot.addWidget(lobby)

    def seat(**changes: object) -> dict[str, object]:
        base: dict[str, object] = {"name": "Ann", "kind": "human", "bot": None, "joined": True, "connected": True,
                                   "ready": False, "away": False, "stand_in": False}
        return {**base, **changes}

    seats = [seat(joined=False, connected=False), seat(), seat(ready=True),
             seat(kind="bot", bot="mcts:hard", ready=True)]
    lobby.show_seats(seats, 1, started=False)
    lines = lobby.seat_list.text().splitlines()
    assert [line.split(" — ")[1] for line in lines] == ["open", "joined", "ready", "bot: Hard"]
    assert "(you)" in lines[1] and lobby.ready_button.isVisibleTo(lobby)
    assert lobby.ready_button.text() == "Ready"  # Bob is not ready yet
    lobby.show_seats([seats[0], seat(ready=True)], 1, started=False)
    assert lobby.ready_button.isChecked() and lobby.ready_button.text() == "Ready ✓"
    lobby.show_seats([seat(away=True, connected=False), seat(away=True, stand_in=True)], 0,
                     started=True)
    assert [line.split(" — ")[1] for line in lobby.seat_list.text().splitlines()] == ["away", "away, a bot plays"]
    assert not lobby.ready_button.isVisibleTo(lobby)  # no Ready once the game runs
    lobby.set_invite(INVITE)
    lobby.copy_button.click()
    assert QGuiApplication.clipboard().text() == INVITE  # Copy puts the invite on the clipboard
    lobby.show_seats([seat(name="<b>Eve</b>")], None, started=False)
    assert "<b>Eve</b>" in lobby.seat_list.text()  # names shown as typed: plain text


def test_the_lobby_speaks_french(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    install_committed_catalogue("fr", tmp_path, monkeypatch)
    try:
        lobby = LobbyPanel()
        qtbot.addWidget(lobby)
        assert lobby.ready_button.text() == "Prêt" and lobby.copy_button.text() == "Copier"
        assert lobby.seat_state({"kind": "human", "joined": False}) == "ouverte"
    finally:
        i18n.set_language("en")


def test_the_network_window_says_its_plural_log_note_in_french(qtbot: QtBot, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """A subclass of MainWindow: PySide6's ``self.tr`` finds the base class's plain strings for
    it but not its plural ones, so the note comes from the log, in a context of its own."""
    install_committed_catalogue("fr", tmp_path, monkeypatch)
    try:
        for win in (NetworkWindow(), MainWindow()):
            qtbot.addWidget(win)
            win._replay_log(Game.new(2, 1), log=([("a decision", "x")], [], "", 150, ""))
            first = win.log.item(0)
            assert first is not None and first.text().strip().startswith("(150 décisions antérieures ne sont pas")
            assert win.log.skipped_note(1).startswith("(1 décision antérieure n'est pas affichée")
            win.close()
    finally:
        i18n.set_language("en")


def test_an_unreachable_server_is_told_once(qtbot: QtBot) -> None:
    with socket.socket() as probe:  # a port nobody listens on: bound, then closed
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    win = NetworkWindow()
    qtbot.addWidget(win)
    shown: list[str] = []
    win.message = lambda title, text: shown.append(text)  # type: ignore[method-assign]
    win.join(f"mor://127.0.0.1:{port}/{'R' * 16}", "Eve")
    qtbot.waitUntil(lambda: win.session is not None and win.session.state == SessionState.ENDED, timeout=WAIT_MS)
    assert len(shown) == 1 and "Could not reach the table" in shown[0]
    assert not win.banner.isVisibleTo(win)  # nothing to reconnect to: no banner
    win.close()


def test_a_spectator_watches_and_a_seat_gets_a_hint(qtbot: QtBot) -> None:
    with ServerThread(ServerLimits(act_per_window=100_000)) as server:
        host, guest = started_pair(qtbot, server.address)
        watcher = window(qtbot)
        assert host.session is not None
        watcher.join(host.session.invite, "Cy")  # the game has started: no seat left, a place to watch
        qtbot.waitUntil(lambda: watcher.net.game is not None, timeout=WAIT_MS)
        assert watcher.net.seat is None and not watcher.net.is_human_turn()
        # no seat, no person of its own at the table: still no hand shown (its game's hidden cards are not real)
        assert not watcher.table.reveal_all
        assert all(it.tag[2] is None for it in watcher.table.find("leader") if it.tag[3] == "hand")
        assert not watcher.net.apply("end")
        kept = Settings().network_seat
        assert kept is not None and kept["invite"] == host.session.invite
        mover = host if host.net.is_human_turn() else guest
        qtbot.waitUntil(mover.net.is_human_turn, timeout=WAIT_MS)
        assert mover.hint()  # searched on the client, from its own observation
        assert mover.hinter.busy
        mover.clear_hint()
        for w in (watcher, guest, host):
            w.close()


def test_game_menu_host_then_join_open_their_tables(win: MainWindow, qtbot: QtBot,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Host network table… starts a server here and sits at its table; Join network table… takes the invite."""
    from PySide6.QtWidgets import QDialog

    from mor_qt.network import menu

    def host_answer(dlg: HostDialog) -> int:
        dlg.name.setText("Ann")
        dlg.set_seats(["me", "open"])
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(HostDialog, "exec", host_answer)
    host = menu.host_table(win)
    assert isinstance(host, NetworkWindow) and host in menu._open_tables and host.isVisible()
    qtbot.waitUntil(lambda: host.session is not None and host.session.state == SessionState.JOINED,
                    timeout=WAIT_MS)
    assert host.server is not None and host.server.running and Settings().network_name == "Ann"
    invite = host.lobby.invite.text()

    def join_answer(dlg: JoinDialog) -> int:
        dlg.invite.setText(invite)
        dlg.name.setText("Bob")
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(JoinDialog, "exec", join_answer)
    guest = menu.join_table(win)
    qtbot.waitUntil(lambda: guest.net.seat == 1, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: "Bob" in host.lobby.seat_list.text(), timeout=WAIT_MS)
    server = host.server
    guest.close()
    qtbot.waitUntil(lambda: "Bob" not in host.lobby.seat_list.text(), timeout=WAIT_MS)  # left the lobby: open again
    host.close()
    assert not server.running
    monkeypatch.setattr(HostDialog, "exec", lambda dlg: QDialog.DialogCode.Rejected.value)
    assert menu.host_table(win) is None  # cancelled: nothing opens


def _side_fitted(win: MainWindow) -> bool:
    return win.view.width() + win.side.width() <= win.width()


def test_the_lobby_dock_takes_its_room_from_the_log_side_not_from_the_table(qtbot: QtBot) -> None:
    """The action panel and log beside the table take what the table, scaled to the full height,
    leaves over (``window.side_width``).  In a network game's window that is what it leaves beside
    the lobby dock: at 1366x768 a table taller than wide leaves the main window's side more than
    its minimum, and the network window's, the dock's width less, its minimum (it once took the
    main window's width, and the board shrank by the dock's)."""
    tall = QRectF(0, 0, 1200, 1000)
    sides = {}
    for win in (MainWindow(), NetworkWindow()):
        qtbot.addWidget(win)
        win.show()
        resize_shown(qtbot, win, SMALL_SCREEN[0], SMALL_SCREEN[1])
        win.table.setSceneRect(tall)
        qtbot.waitUntil(partial(_side_fitted, win))
        sides[type(win)] = win.side.width()
        win.close()
    assert sides[MainWindow] > SIDE_MIN
    assert sides[NetworkWindow] == SIDE_MIN


def test_the_lobby_can_be_put_away_for_the_table_and_brought_back_from_the_view_menu(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a small screen the lobby, the side panel and the table share the width: the lobby
    closes, and View › Network table shows it again, in either language."""
    win = NetworkWindow()
    qtbot.addWidget(win)
    win.show()
    resize_shown(qtbot, win, SMALL_SCREEN[0], SMALL_SCREEN[1])
    assert win.dock is not None and win.dock.features() & QDockWidget.DockWidgetFeature.DockWidgetClosable
    picture = win.grab().toImage()  # light as the side panel: its words were dark on the dark window
    margin = win.lobby.mapTo(win, QPoint(LOBBY_MARGIN_X, win.lobby.height() // 2))
    assert picture.pixelColor(margin).lightness() > LIGHT
    toggle = win.dock.toggleViewAction()
    assert toggle in win.view_menu.actions() and toggle.text() == "Network table"
    before = win.view.width()
    win.dock.close()
    qtbot.waitUntil(lambda: win.view.width() > before)  # the table takes the lobby's room
    toggle.trigger()
    qtbot.waitUntil(win.dock.isVisible)
    try:
        install_committed_catalogue("fr", tmp_path, monkeypatch)
        win.retranslate()  # the menus made again: the item is there once, in French
        assert [a for a in win.view_menu.actions() if a is toggle] == [toggle]
        assert toggle.text() == "Table en réseau"
    finally:
        i18n.set_language("en")
    win.close()


def test_the_docks_close_cross_is_light_on_its_dark_title_bar(qtbot: QtBot) -> None:
    """Qt's own cross was dark grey on the dark brown bar: hard to find."""
    win = NetworkWindow()
    qtbot.addWidget(win)
    win.show()
    resize_shown(qtbot, win, SMALL_SCREEN[0], SMALL_SCREEN[1])
    assert win.dock is not None
    close = win.dock.findChild(QAbstractButton, "qt_dockwidget_closebutton")
    assert close is not None and close.isVisible()
    picture = win.grab().toImage()
    area = QRect(close.mapTo(win, QPoint(0, 0)), close.size())
    inks = [picture.pixelColor(x, y).lightness() for x in range(area.left(), area.right() + 1)
            for y in range(area.top(), area.bottom() + 1)]
    assert max(inks) > LIGHT and min(inks) < DARK_BAR  # a light cross on the bar's dark brown


def test_the_invite_field_tells_the_whole_invite_in_its_tooltip(qtbot: QtBot) -> None:
    """The field is narrower than an invite: its tooltip holds all of it, an edited one too."""
    lobby = LobbyPanel()
    qtbot.addWidget(lobby)
    lobby.set_invite(INVITE)
    assert lobby.invite.toolTip() == INVITE
    lobby.set_shared(7878)
    lobby.invite.setText(INVITE.replace("127.0.0.1", "192.168.1.20"))  # edited for friends elsewhere
    assert lobby.invite.toolTip() == lobby.invite.text() != INVITE


def test_a_chat_line_takes_the_language_s_colon_and_is_never_filled_twice(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: object) -> None:
    """French wrote "Bob: Bonne chance à tous !" (no space before the colon)."""
    from mor_qt.network.lobby import chat_line

    assert chat_line("Bob", "hello") == "Bob: hello"
    assert chat_line("Bo %2", "a %1 b") == "Bo %2: a %1 b"  # a name or a line holding a placeholder, as typed
    install_committed_catalogue("fr", tmp_path, monkeypatch)
    try:
        assert chat_line("Bob", "Bonne chance à tous !") == "Bob : Bonne chance à tous !"
    finally:
        i18n.set_language("en")
