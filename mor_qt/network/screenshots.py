"""Screenshots of network tables: ``python -m mor_qt.network.screenshots [DIR]``
renders the Host dialog, a lobby and a table in play, at 1366x768 and
1920x1080, in English and French (``host-LANG-WxH.png``, ``lobby-LANG-WxH.png``,
``net-table-LANG-WxH.png``), against a server on 127.0.0.1 (port 0) that is
stopped at the end.  Settings and data go to a temporary folder."""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..i18n import ENGLISH, FRENCH, LANGUAGES
from ..screenshots import DOCS_SIZES, _app, out_folder, prepare_screen

WAIT_S = 60.0
DECISIONS = 30
SETTLE_S = 0.5


def _until(app: Any, done: Callable[[], bool], what: str) -> None:
    """Process events until ``done`` (bounded in time)."""
    end = time.monotonic() + WAIT_S
    while not done():
        if time.monotonic() > end:
            raise RuntimeError(f"timed out waiting for {what}")
        app.processEvents()
        time.sleep(0.005)


def _settle(app: Any) -> None:
    """Let deferred refreshes (the panel, the board) run before a picture is taken."""
    end = time.monotonic() + SETTLE_S
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def _table_shots(app: Any, address: tuple[str, int], out: Path, size: str, width: int, height: int,
                 lang: str) -> list[Path]:
    """A lobby and a table in play, seen by the host (a guest and a server-side bot at the table)."""
    from .session import Seating, SessionState
    from .table import NetworkWindow

    made: list[Path] = []
    host, guest = NetworkWindow(), NetworkWindow()
    for win in (host, guest):
        win.resize(width, height)
        win.show()
    host.host(Seating(["me", "open", "greedy"]), "Ann", address=address)
    _until(app, lambda: host.session is not None and host.session.state == SessionState.JOINED, "host")
    assert host.session is not None
    guest.join(host.session.invite, "Bob")
    _until(app, lambda: guest.net.seat == 1, "guest")
    host.lobby.ready_button.setChecked(True)
    guest.lobby.add_chat("Bob", "Bonjour !" if lang == FRENCH else "Hello!")
    guest.session.say("Bonjour !" if lang == FRENCH else "Hello!")  # type: ignore[union-attr]
    _until(app, lambda: bool(host.lobby.chat_view.toPlainText()), "chat")
    _settle(app)
    path = out / f"lobby-{size}.png"
    host.render_png(str(path))
    made.append(path)
    guest.lobby.ready_button.setChecked(True)
    _until(app, lambda: host.net.game is not None, "start")
    rng = random.Random(1)
    for made_here in range(DECISIONS * 4):  # then on until the host is to move
        _until(app, lambda: host.net.is_human_turn() or guest.net.is_human_turn(), "a turn")
        if made_here >= DECISIONS and host.net.is_human_turn():
            break
        ctl = host.net if host.net.is_human_turn() else guest.net
        ctl.apply(rng.choice(ctl.legal))
    _settle(app)
    path = out / f"net-table-{size}.png"
    host.render_png(str(path))
    made.append(path)
    for win in (guest, host):
        win.close()
        win.deleteLater()
    app.processEvents()
    return made


def render_all(out: Path) -> list[Path]:
    prepare_screen(None)
    app = _app()
    from net.limits import ServerLimits
    from net.server import ServerThread

    from ..i18n import set_language
    from ..window import MainWindow
    from .dialogs import HostDialog

    out.mkdir(parents=True, exist_ok=True)
    made: list[Path] = []
    with ServerThread(ServerLimits(act_per_window=100_000)) as server:
        for lang in LANGUAGES:
            set_language(lang)
            for width, height in DOCS_SIZES:
                size = f"{lang}-{width}x{height}"
                window = MainWindow()  # the dialog takes the app's look from its window, as in the app
                dlg = HostDialog(window, "Ann")
                dlg.set_seats(["me", "open", "mcts:medium"])
                dlg.show()
                app.processEvents()
                path = out / f"host-{size}.png"
                dlg.grab().save(str(path))
                made.append(path)
                dlg.close()
                window.ctl.shutdown()
                window.deleteLater()
                made += _table_shots(app, server.address, out, size, width, height, lang)
        set_language(ENGLISH)
    return made


def main(argv: list[str] | None = None) -> int:
    out = out_folder(sys.argv[1:] if argv is None else argv, "python -m mor_qt.network.screenshots",
                     "the network tables' screenshots, against a server on 127.0.0.1")
    for path in render_all(out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
