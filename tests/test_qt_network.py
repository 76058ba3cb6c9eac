"""Network tables in the app: a host window and a guest window play a whole
game through a real ``mor-server`` child process on 127.0.0.1 (port 0); a
dropped connection comes back to the same seat and version; the seat kept in
the settings is taken back by a new window; chat stays plain text; a garbled
frame from a server is shown as an error, never a crash."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers_qt_network import FAST, WAIT_MS, play, seated, start, window
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from core import PLAYER_NAMES
from mor_qt.network.link import LinkEnd
from mor_qt.network.session import SessionState
from mor_qt.network.table import NetworkWindow
from mor_qt.settings import Settings
from net.limits import ServerLimits
from net.server import ServerThread

MAX_DECISIONS = 2_000  # a greedy two-seat game takes about 200
CHAT_MAX = 500


def _server_v(server: ServerThread) -> int:
    return int(server.call(lambda: next(iter(server.server.rooms.values())).v))


def _answered(qtbot: QtBot, win: NetworkWindow) -> None:
    """The server answered the window's last decision."""
    qtbot.waitUntil(lambda: win.net.sent_v is None, timeout=WAIT_MS)


@pytest.fixture
def server() -> Iterator[ServerThread]:
    with ServerThread(ServerLimits(act_per_window=100_000)) as thread:
        yield thread


def test_host_and_guest_play_a_game_to_the_end_through_a_child_server(qtbot: QtBot, tmp_path: Path) -> None:
    host = window(qtbot)
    host.server_data = tmp_path / "server"
    host.server_extra = FAST
    from mor_qt.network.session import Seating

    host.host(Seating(["me", "open"]), "Ann")
    seated(qtbot, host, 0)
    assert host.server is not None and host.server.running
    assert host.lobby.invite.text().startswith("mor://127.0.0.1:")
    guest = window(qtbot)
    start(qtbot, host, guest)
    made = play(qtbot, [host, guest], MAX_DECISIONS)
    qtbot.waitUntil(lambda: host.net.winners is not None and guest.net.winners is not None, timeout=WAIT_MS)
    assert host.net.winners == guest.net.winners
    for win in (host, guest):
        game = win.net.game
        assert game is not None and game.is_over
        assert len(game.history()) == win.net.v  # the server's complete save, every decision in it
        assert win.sheet.isVisibleTo(win)
        assert win.log.count() > made
    assert host.net.game is not None and guest.net.game is not None
    assert list(host.net.game.names) == list(guest.net.game.names) == ["Ann", "Bob"]
    assert Settings().network_seat is None  # the game is over: nothing to rejoin
    for win in (host, guest):  # each player's library keeps the complete game
        kept = win.keeper.last_kept
        assert kept is not None and Path(kept.path).is_file()

    host.rematch()  # the same people in the same room, each one seat further round
    qtbot.waitUntil(lambda: host.net.seat == 1 and guest.net.seat == 0 and not host.net.started, timeout=WAIT_MS)
    assert not host.net.started and host.net.winners is None and not host.sheet.isVisibleTo(host)
    assert host.log.count() == 0
    host.lobby.ready_button.setChecked(True)
    guest.lobby.ready_button.setChecked(True)
    qtbot.waitUntil(lambda: host.net.game is not None and guest.net.game is not None, timeout=WAIT_MS)
    assert host.net.game is not None and list(host.net.game.names) == ["Bob", "Ann"]
    assert Settings().network_seat is not None  # a game under way again: its seat is kept
    guest.close()
    host.close()
    assert not host.server.running  # the table's server is stopped with its window


def test_a_dropped_connection_comes_back_to_the_same_seat_and_version(qtbot: QtBot, server: ServerThread) -> None:
    from mor_qt.network.session import Seating

    host, guest = window(qtbot), window(qtbot)
    host.host(Seating(["me", "open"]), "Ann", address=server.address)
    seated(qtbot, host, 0)
    start(qtbot, host, guest)
    play(qtbot, [host, guest], 6)
    qtbot.waitUntil(lambda: guest.net.v == host.net.v and guest.net.sent_v is None, timeout=WAIT_MS)
    before = guest.net.v
    assert guest.session is not None and guest.session.link is not None
    guest.session.link.cut()
    assert guest.session.state == SessionState.RECONNECTING
    assert guest.banner.isVisibleTo(guest) and "Reconnecting" in guest.banner.text()
    seated(qtbot, guest, 1)
    qtbot.waitUntil(lambda: not guest.banner.isVisibleTo(guest), timeout=WAIT_MS)
    # back at the server's version (the panel may store a resource by itself at once: v moves on, never back)
    qtbot.waitUntil(lambda: guest.net.v == host.net.v == _server_v(server), timeout=WAIT_MS)
    assert guest.net.v >= before
    play(qtbot, [host, guest], 6, seed=2)
    qtbot.waitUntil(lambda: guest.net.sent_v is None and host.net.sent_v is None
                    and guest.net.v == host.net.v == _server_v(server), timeout=WAIT_MS)
    game = next(iter(server.server.rooms.values())).game
    assert game is not None and len(game.history()) == host.net.v  # every decision applied once

    # the app closed mid-game (the seat kept in the settings), a new window takes the same seat back
    saved = Settings().network_seat
    assert saved is not None and saved["invite"] == guest.session.invite and saved["token"] == guest.session.token
    guest.close()
    again = window(qtbot)
    again.rejoin(saved)
    seated(qtbot, again, 1)
    qtbot.waitUntil(lambda: again.net.v == host.net.v, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: all(s["connected"] for s in host.net.lobby), timeout=WAIT_MS)
    assert "away" not in host.lobby.seat_list.text()
    again.close()
    qtbot.waitUntil(lambda: "away" in host.lobby.seat_list.text(), timeout=WAIT_MS)  # presence on the table
    host.close()


def test_a_small_window_puts_the_lobby_away_when_the_game_starts_and_shows_chat_over_the_table(
        qtbot: QtBot, server: ServerThread) -> None:
    """At 1366 px the table kept ~800 px between the lobby and the side panel, its words ~6 px tall."""
    from mor_qt.network.session import Seating
    from mor_qt.network.table import COMPACT_WIDTH

    host, guest = window(qtbot), window(qtbot)
    host.resize(1366, 768)
    assert guest.width() >= COMPACT_WIDTH
    host.host(Seating(["me", "open"]), "Ann", address=server.address)
    seated(qtbot, host, 0)
    assert host.dock is not None and guest.dock is not None and not host.dock.isHidden()  # in the lobby: shown
    start(qtbot, host, guest)
    qtbot.waitUntil(lambda: host.net.started, timeout=WAIT_MS)
    assert host.dock.isHidden() and not guest.dock.isHidden()  # the small window's table takes the room
    assert "View › Network table" in host.status_line.text()
    guest.lobby.chat_edit.setText("<b>hello</b>")
    guest.lobby.send_button.click()
    qtbot.waitUntil(lambda: "hello" in host.lobby.chat_view.toPlainText(), timeout=WAIT_MS)
    assert host.toast.text() == "Bob: <b>hello</b>"  # not missed, and never markup
    assert host.toast.textFormat() == Qt.TextFormat.PlainText
    view = host.view.geometry()
    assert host.toast.geometry().bottom() > view.center().y()  # at the table's foot: the top board's name stays seen
    assert host.toast.geometry().bottom() <= view.bottom()
    assert "hello" not in guest.toast.text()  # a lobby in view needs no banner
    host.dock.show()  # brought back: it stays, move after move
    play(qtbot, [host, guest], 4)
    assert not host.dock.isHidden()
    guest.close()
    host.close()


def test_chat_is_plain_text_and_at_most_500_characters(qtbot: QtBot, server: ServerThread) -> None:
    from mor_qt.network.session import Seating

    host, guest = window(qtbot), window(qtbot)
    host.host(Seating(["me", "open"]), "Ann", address=server.address)
    seated(qtbot, host, 0)
    assert host.session is not None
    guest.join(host.session.invite, "Bob")
    seated(qtbot, guest, 1)
    guest.lobby.chat_edit.setText("<b>hi</b> <img src=x>\x07 there")
    guest.lobby.send_button.click()
    qtbot.waitUntil(lambda: "there" in host.lobby.chat_view.toPlainText(), timeout=WAIT_MS)
    assert "Bob: <b>hi</b> <img src=x> there" in host.lobby.chat_view.toPlainText()  # shown as typed, never markup
    assert guest.session is not None
    assert guest.session.say("x" * (CHAT_MAX + 100))  # cut to the limit, not refused by the server
    qtbot.waitUntil(lambda: "x" * CHAT_MAX in host.lobby.chat_view.toPlainText(), timeout=WAIT_MS)
    assert "x" * (CHAT_MAX + 1) not in host.lobby.chat_view.toPlainText()
    assert guest.lobby.chat_edit.maxLength() == CHAT_MAX
    assert guest.session.state == SessionState.JOINED
    guest.close()
    host.close()


@pytest.mark.parametrize("garbage", [
    b"\xff\xff\xff\xff",  # a frame announcing 4 GiB
    b"\x00\x00\x00\x03\x93\x01\x02",  # a msgpack list, not a map
    b"\x00\x00\x00\x0b\x82\xa1t\xa7welcome\xa1v",  # a truncated map
])
def test_a_garbled_server_frame_is_an_error_shown_once_not_a_crash(qtbot: QtBot, garbage: bytes) -> None:
    from PySide6.QtNetwork import QHostAddress, QTcpServer

    fake = QTcpServer()
    assert fake.listen(QHostAddress.SpecialAddress.LocalHost, 0)

    def answer() -> None:
        conn = fake.nextPendingConnection()
        conn.write(garbage)
        conn.write(garbage)  # twice: still told once

    fake.newConnection.connect(answer)
    win = window(qtbot)
    shown: list[str] = []
    win.message = lambda title, text: shown.append(text)  # type: ignore[method-assign]
    ends: list[str] = []
    win.join(f"mor://127.0.0.1:{fake.serverPort()}/{'R' * 16}", "Eve")
    assert win.session is not None and win.session.link is not None
    win.session.link.ended.connect(lambda why, _text: ends.append(why))
    qtbot.waitUntil(lambda: win.session is not None and win.session.state == SessionState.ENDED, timeout=WAIT_MS)
    assert ends == [LinkEnd.BAD_SERVER]
    assert len(shown) == 1 and "cannot read" in shown[0]
    assert win.net.game is None
    fake.close()
    win.close()


def test_a_schema_breaking_message_is_refused_before_use(qtbot: QtBot) -> None:
    from PySide6.QtNetwork import QHostAddress, QTcpServer

    from net.protocol import encode

    fake = QTcpServer()
    assert fake.listen(QHostAddress.SpecialAddress.LocalHost, 0)
    hostile: dict[str, Any] = {"t": "welcome", "room": "R" * 16, "seat": "0; rm -rf", "token": None, "limits": {}}
    fake.newConnection.connect(lambda: fake.nextPendingConnection().write(encode(hostile)))
    win = window(qtbot)
    shown: list[str] = []
    win.message = lambda title, text: shown.append(text)  # type: ignore[method-assign]
    win.join(f"mor://127.0.0.1:{fake.serverPort()}/{'R' * 16}", "Eve")
    qtbot.waitUntil(lambda: bool(shown), timeout=WAIT_MS)
    assert win.net.seat is None  # the welcome was never read
    assert "bad_message" in shown[0]
    fake.close()
    win.close()


def test_the_app_program_runs_the_server_in_server_mode(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``mor --server ...`` is ``mor-server ...``: the stand-alone build hosts tables with itself."""
    import json
    import os
    import subprocess
    import sys

    from mor_qt.network.server_process import server_command

    root = Path(__file__).resolve().parent.parent
    proc = subprocess.Popen([sys.executable, "-m", "mor_qt.main", "--server", "--host", "127.0.0.1", "--port", "0",
                             "--data", str(tmp_path), "--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, cwd=root, env={**os.environ, "PYTHONPATH": str(root)})
    try:
        assert proc.stdout is not None
        line = json.loads(proc.stdout.readline())
        assert line["listening"].startswith("127.0.0.1:")
        proc.terminate()
        assert proc.wait(WAIT_MS / 1000) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(WAIT_MS / 1000)
        for stream in (proc.stdout, proc.stderr):
            if stream is not None:
                stream.close()
    assert server_command(0, tmp_path)[1][:2] == ["-m", "net.server"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    program, args = server_command(0, tmp_path)
    assert program == sys.executable and args[0] == "--server" and args[-1] == "--json"


def test_a_host_closed_mid_game_comes_back_with_its_server_and_seat(qtbot: QtBot, tmp_path: Path) -> None:
    """The app gone mid-game: its server saved the room; Rejoin starts it again on the same port
    (the guest's invite still holds) and the host, then the guest, are back at their seats."""
    from mor_qt.network.session import Seating

    host = window(qtbot)
    host.server_data, host.server_extra = tmp_path / "server", FAST
    host.host(Seating(["me", "open"]), "Ann")
    seated(qtbot, host, 0)
    guest = window(qtbot)
    start(qtbot, host, guest)
    play(qtbot, [host, guest], 8)
    qtbot.waitUntil(lambda: host.net.sent_v is None and guest.net.sent_v is None and host.net.v == guest.net.v,
                    timeout=WAIT_MS)
    assert host.session is not None and host.session.token is not None
    saved = {"invite": host.session.invite, "token": host.session.token, "name": "Ann", "port": host.hosted_port}
    v = host.net.v
    server = host.server
    host.close()  # a game under way: the seat is kept, the server stopped (it saves the room)
    assert server is not None and not server.running
    qtbot.waitUntil(lambda: guest.banner.isVisibleTo(guest), timeout=WAIT_MS)  # the guest tries again meanwhile
    again = window(qtbot)
    again.server_data, again.server_extra = tmp_path / "server", FAST
    again.rejoin(saved)
    seated(qtbot, again, 0)
    assert again.hosted_port == saved["port"]
    seated(qtbot, guest, 1)
    qtbot.waitUntil(lambda: again.net.v == guest.net.v >= v, timeout=WAIT_MS)
    assert again.net.game is not None and list(again.net.game.names) == ["Ann", "Bob"]
    made = play(qtbot, [again, guest], 4, seed=3)
    assert made == 4  # the table plays on
    guest.close()
    again.close()


def test_a_seat_takes_back_its_own_decision_over_the_network(qtbot: QtBot, server: ServerThread) -> None:
    from core import ActionKind, parse_action
    from mor_qt.network.session import Seating

    host, guest = window(qtbot), window(qtbot)
    host.host(Seating(["me", "open"]), "Ann", address=server.address)
    seated(qtbot, host, 0)
    start(qtbot, host, guest)
    market: list[str] = []
    for _ in range(MAX_DECISIONS):  # on to a turn where the mover may take a market row (nothing revealed)
        qtbot.waitUntil(lambda: host.net.is_human_turn() or guest.net.is_human_turn(), timeout=WAIT_MS)
        mover = host if host.net.is_human_turn() else guest
        market = [a for a in mover.net.legal if parse_action(a).kind == ActionKind.MARKET]
        if market:
            break
        play(qtbot, [host, guest], 1)
    assert market, "no market decision within the bound"
    other = guest if mover is host else host
    assert not mover.net.can_undo()
    assert mover.net.apply(market[0])
    qtbot.waitUntil(lambda: mover.net.can_undo(), timeout=WAIT_MS)
    assert mover.undo_action.isEnabled() and mover.net.undo_text()  # Edit › Undo: …
    assert not other.net.can_undo()
    v = mover.net.v
    mover.undo()
    qtbot.waitUntil(lambda: mover.net.v == other.net.v == v - 1 and mover.net.is_human_turn(), timeout=WAIT_MS)
    assert market[0] in mover.net.legal and not mover.net.can_undo()  # back before the decision
    last = other.log.item(other.log.count() - 1)
    assert last is not None and "took back" in last.text()
    assert mover.status_line.text().startswith("Taken back: ")
    guest.close()
    host.close()


def test_decisions_from_the_server_animate_and_log_as_at_one_screen(qtbot: QtBot, server: ServerThread) -> None:
    from mor_qt.network.session import Seating

    Settings().animation = "fast"
    host, guest = window(qtbot), window(qtbot)
    for win in (host, guest):
        win.show()
    host.set_log_notation(True)  # View › Notation in the log: each decision's tag
    host.host(Seating(["me", "open", "greedy"]), "Ann", address=server.address)
    seated(qtbot, host, 0)
    start(qtbot, host, guest)
    assert play(qtbot, [host, guest], 20) == 20
    qtbot.waitUntil(lambda: host.net.v == guest.net.v and host.net.sent_v is None and guest.net.sent_v is None,
                    timeout=WAIT_MS)
    assert host.animation_ms() > 0 and host.table.move_serial > 0
    texts = [host.log.item(i).text() for i in range(host.log.count())]  # type: ignore[union-attr]
    assert any("[market" in t or "[buy" in t or "[keep" in t for t in texts)  # decisions logged with notation
    assert any(t.startswith(PLAYER_NAMES[2]) for t in texts)  # the server-side bot's decisions too
    for _ in range(MAX_DECISIONS):  # on to Bob's turn: Ann's panel says a person, not a bot, plays
        qtbot.waitUntil(lambda: host.net.is_human_turn() or guest.net.is_human_turn(), timeout=WAIT_MS)
        if guest.net.is_human_turn():
            break
        play(qtbot, [host, guest], 1)
    qtbot.waitUntil(lambda: any("Their moves" in label.text() for label in host.panel.findChildren(QLabel)),
                    timeout=WAIT_MS)
    guest.close()
    host.close()


def test_auto_place_all_sends_every_placing_in_turn(qtbot: QtBot, server: ServerThread) -> None:
    from core import ActionKind, TurnMode, parse_action
    from mor_qt.network.session import Seating

    host, guest = window(qtbot), window(qtbot)
    host.host(Seating(["me", "open"]), "Ann", address=server.address)
    seated(qtbot, host, 0)
    start(qtbot, host, guest)
    for _ in range(MAX_DECISIONS):  # on to resources from the market waiting to be placed
        qtbot.waitUntil(lambda: host.net.is_human_turn() or guest.net.is_human_turn(), timeout=WAIT_MS)
        mover = host if host.net.is_human_turn() else guest
        game = mover.net.game
        assert game is not None
        if game.turn_mode == TurnMode.PLACING:
            break
        market = [a for a in mover.net.legal if parse_action(a).kind == ActionKind.MARKET]
        if market:
            assert mover.net.apply(market[0])
            _answered(qtbot, mover)
        else:
            play(qtbot, [host, guest], 1)
    game = mover.net.game
    assert game is not None and game.turn_mode == TurnMode.PLACING
    seat, v = mover.net.seat, mover.net.v
    trial, pending = game.clone(), 0
    while trial.turn_mode == TurnMode.PLACING and trial.current_seat == seat and pending < MAX_DECISIONS:
        legal = trial.legal_actions()
        trial.apply(next((a for a in legal if a.kind == ActionKind.STORE), legal[0]))
        pending += 1
    mover.panel.auto_place()
    qtbot.waitUntil(lambda: mover.net.sent_v is None and not mover.net.outbox, timeout=WAIT_MS)
    placed = mover.net.game
    assert placed is not None and not (placed.turn_mode == TurnMode.PLACING and placed.current_seat == seat)
    assert mover.net.v == v + pending  # every placing went, one version each
    guest.close()
    host.close()


def test_rejoin_uses_the_server_still_up_from_a_killed_app(qtbot: QtBot, tmp_path: Path) -> None:
    """The app was killed, its server lives on: Rejoin cannot start another on that port, and joins it."""
    from mor_qt.network.session import Seating

    with ServerThread(ServerLimits(act_per_window=100_000)) as server:
        host = window(qtbot)
        host.host(Seating(["me", "open"]), "Ann", address=server.address)
        seated(qtbot, host, 0)
        assert host.session is not None and host.session.token is not None
        saved = {"invite": host.session.invite, "token": host.session.token, "name": "Ann",
                 "port": server.address[1]}  # as if this app had hosted it
        host.session.close()  # killed: nothing said to the server
        again = window(qtbot)
        again.server_data, again.server_extra = tmp_path / "server", FAST
        again.rejoin(saved)
        seated(qtbot, again, 0)
        assert again.session is not None and again.session.token == saved["token"]
        again.close()
        host.close()
