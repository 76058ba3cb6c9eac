"""Network tables over TLS in the app: a table hosted for friends on other
computers runs its server with a self-signed certificate (bound to 127.0.0.1
here, never every interface), its invite carries the certificate's
fingerprint, a guest holding the invite plays over TLS pinned to it, and Rejoin
comes back pinned to the same certificate.  A guest whose invite names another
certificate is refused with a clear message before anything is sent."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers_qt_network import FAST, WAIT_MS, play, seated, window
from pytestqt.qtbot import QtBot

from mor_qt.network import link as link_module
from mor_qt.network import table as table_module
from mor_qt.network.dialogs import HostDialog
from mor_qt.network.menu import install_menu
from mor_qt.network.server_process import LOOPBACK
from mor_qt.network.session import Seating, SessionState
from mor_qt.settings import Settings
from mor_qt.window import MainWindow
from net.limits import ServerLimits
from net.protocol import ClientType, invite, parse_invite
from net.server import ServerThread
from net.tls import FINGERPRINT_PREFIX, Security, cert_file_fingerprint, ensure_self_signed, server_context

SHOWN_ADDRESS = "192.0.2.7"  # a documentation address: what the invite names, never connected to
GRACE_S = 45
WRONG_PIN = FINGERPRINT_PREFIX + "00" * 32


def _guest_invite(shown: str) -> str:
    """The host's invite, as a guest on this computer reaches it (127.0.0.1, same port, room and pin)."""
    address = parse_invite(shown)
    assert address.room is not None
    return invite(LOOPBACK, address.port, address.room, address.fingerprint)


def test_an_encrypted_table_plays_pinned_and_rejoin_keeps_the_pin(qtbot: QtBot, tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(table_module, "reachable_address", lambda: SHOWN_ADDRESS)
    host = window(qtbot)
    host.server_data, host.server_extra, host.shared_listen = tmp_path / "server", FAST, LOOPBACK
    host.host(Seating(["me", "open"], grace_s=GRACE_S), "Ann", shared=True)
    seated(qtbot, host, 0)
    fingerprint = cert_file_fingerprint(tmp_path / "server" / "server-cert.pem")
    assert host.session is not None and host.session.link is not None
    assert host.session.link.security == Security.PINNED and host.session.host == LOOPBACK
    shown = host.lobby.invite.text()
    assert shown == host.session.invite and parse_invite(shown).fingerprint == fingerprint
    assert parse_invite(shown).host == SHOWN_ADDRESS and not host.lobby.invite.isReadOnly()
    assert host.lobby.reach_note.isVisibleTo(host.lobby)

    guest = window(qtbot)
    snapshots: list[dict[str, Any]] = []
    guest.join(_guest_invite(shown), "Bob")
    assert guest.session is not None
    guest.session.snapshot.connect(snapshots.append)
    seated(qtbot, guest, 1)
    assert guest.session.link is not None and guest.session.link.security == Security.PINNED
    qtbot.waitUntil(lambda: bool(snapshots), timeout=WAIT_MS)
    assert snapshots[-1]["grace"] == GRACE_S  # the host's choice reached the room
    host.lobby.ready_button.setChecked(True)
    guest.lobby.ready_button.setChecked(True)
    qtbot.waitUntil(lambda: host.net.game is not None and guest.net.game is not None, timeout=WAIT_MS)
    assert play(qtbot, [host, guest], 6) == 6
    qtbot.waitUntil(lambda: host.net.sent_v is None and guest.net.sent_v is None and host.net.v == guest.net.v,
                    timeout=WAIT_MS)

    saved = host._remembered  # what the host wrote to the settings (the guest's seat was written there since)
    assert saved is not None and saved["port"] == host.hosted_port
    assert parse_invite(saved["invite"]).fingerprint == fingerprint
    v = host.net.v
    host.close()  # a game under way: the seat kept, the server stopped
    again = window(qtbot)
    again.server_data, again.server_extra, again.shared_listen = tmp_path / "server", FAST, LOOPBACK
    again.rejoin(saved)
    seated(qtbot, again, 0)
    assert again.server is not None and again.server.fingerprint == fingerprint  # the same certificate
    assert again.session is not None and again.session.link is not None
    assert again.session.link.security == Security.PINNED and again.session.invite == saved["invite"]
    seated(qtbot, guest, 1)
    qtbot.waitUntil(lambda: again.net.v == guest.net.v >= v, timeout=WAIT_MS)
    assert play(qtbot, [again, guest], 2, seed=3) == 2
    guest.close()
    again.close()


@pytest.fixture
def tls_server(tmp_path: Path) -> Iterator[tuple[ServerThread, str, list[str]]]:
    """A TLS server on 127.0.0.1 with a self-signed certificate, its fingerprint, and the
    type of every message it dispatched."""
    cert, key = ensure_self_signed(tmp_path)
    with ServerThread(ServerLimits(act_per_window=100_000), tls=server_context(cert, key)) as thread:
        seen: list[str] = []
        dispatch = thread.server._dispatch

        def record(conn: Any, msg_type: ClientType, msg: dict[str, Any]) -> None:
            seen.append(str(msg_type))
            dispatch(conn, msg_type, msg)

        thread.server._dispatch = record  # type: ignore[method-assign]
        yield thread, cert_file_fingerprint(cert), seen


def test_an_invite_with_another_certificate_is_refused_before_anything_is_sent(
        qtbot: QtBot, tls_server: tuple[ServerThread, str, list[str]]) -> None:
    server, fingerprint, seen = tls_server
    host = window(qtbot)
    host.host(Seating(["me", "open"]), "Ann", address=server.address, fingerprint=fingerprint)
    seated(qtbot, host, 0)  # the right pin: the table is made
    assert host.session is not None and host.session.room is not None
    assert seen.count(ClientType.CREATE.value) == 1
    guest = window(qtbot)
    shown: list[str] = []
    guest.message = lambda title, text: shown.append(text)  # type: ignore[method-assign]
    guest.join(invite(*server.address, host.session.room, WRONG_PIN), "Mallory")
    qtbot.waitUntil(lambda: guest.session is not None and guest.session.state == SessionState.ENDED,
                    timeout=WAIT_MS)
    assert len(shown) == 1 and "certificate is not the one in the invite" in shown[0]
    assert guest.session is not None and guest.session.link is not None and not guest.session.link.is_open
    assert ClientType.HELLO.value not in seen  # the server never heard from the refused guest
    assert host.net.lobby[1]["joined"] is False
    guest.close()
    host.close()


def test_the_host_dialog_chooses_who_joins_and_the_grace(qtbot: QtBot) -> None:
    dlg = HostDialog(None, "Ann")
    qtbot.addWidget(dlg)
    assert dlg.choice().shared is False and dlg.choice().seating.grace_s == ServerLimits().away_grace_s
    dlg.reach.setCurrentIndex(dlg.reach.findData(True))
    dlg.grace.setValue(GRACE_S)
    dlg.away.setCurrentIndex(dlg.away.findData("skip"))
    choice = dlg.choice()
    assert choice.shared and choice.address is None
    assert choice.seating.grace_s == GRACE_S and choice.seating.away == "skip"
    dlg.there.setChecked(True)
    dlg.address.setText(f"127.0.0.1:7878#{WRONG_PIN}")
    choice = dlg.choice()
    assert not choice.shared and choice.address == ("127.0.0.1", 7878) and choice.fingerprint == WRONG_PIN


def test_the_rejoin_item_names_a_pinned_table_without_its_fingerprint(win: MainWindow) -> None:
    kept = invite(LOOPBACK, 7878, "R" * 16, FINGERPRINT_PREFIX + "ab" * 32)
    Settings().network_seat = {"invite": kept, "token": "t" * 43, "name": "Ann", "port": 0}
    actions = install_menu(win)
    rejoin = next(a.text() for a in actions if "Rejoin" in a.text().replace("&", ""))
    assert kept.split("#")[0] in rejoin and FINGERPRINT_PREFIX not in rejoin
    assert Settings().network_seat == {"invite": kept, "token": "t" * 43, "name": "Ann", "port": 0}  # kept whole


def test_without_a_pin_a_certificate_no_authority_signed_is_refused(
        qtbot: QtBot, tls_server: tuple[ServerThread, str, list[str]], monkeypatch: pytest.MonkeyPatch) -> None:
    """Off loopback without a pin the certificate is verified: a self-signed one fails, nothing is sent.
    (The server is on 127.0.0.1, so the choice a host off loopback gets is made here by hand.)"""
    server, _fingerprint, seen = tls_server
    monkeypatch.setattr(link_module, "choose_security", lambda host, pin: Security.VERIFIED)
    win = window(qtbot)
    shown: list[str] = []
    win.message = lambda title, text: shown.append(text)  # type: ignore[method-assign]
    win.join(invite(*server.address, "R" * 16), "Eve")
    qtbot.waitUntil(lambda: win.session is not None and win.session.state == SessionState.ENDED, timeout=WAIT_MS)
    assert len(shown) == 1 and "certificate cannot be verified" in shown[0]
    assert win.session is not None and win.session.link is not None
    assert win.session.link.security == Security.VERIFIED and win.session.link.messages == 0
    assert not seen  # not even a hello
    win.close()
