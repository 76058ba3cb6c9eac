"""Network tables in the app, for tests: windows on loopback that host, join,
get ready and play through their controllers, each wait bounded."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot

from ai import make_bot
from core import Action
from mor_qt.network.session import Seating, SessionState
from mor_qt.network.table import NetworkWindow

WAIT_MS = 60_000
FAST = ["--act-limit", "100000"]  # a child server that never throttles a test's quick decisions


def window(qtbot: QtBot) -> NetworkWindow:
    win = NetworkWindow()
    qtbot.addWidget(win)
    return win


def seated(qtbot: QtBot, win: NetworkWindow, seat: int) -> None:
    qtbot.waitUntil(lambda: win.net.seat == seat and win.session is not None
                    and win.session.state == SessionState.JOINED, timeout=WAIT_MS)


def start(qtbot: QtBot, host: NetworkWindow, guest: NetworkWindow) -> None:
    """Both seats ready: the game starts."""
    assert host.session is not None
    guest.join(host.session.invite, "Bob")
    seated(qtbot, guest, 1)
    host.lobby.ready_button.setChecked(True)
    guest.lobby.ready_button.setChecked(True)
    qtbot.waitUntil(lambda: host.net.game is not None and guest.net.game is not None, timeout=WAIT_MS)


def play(qtbot: QtBot, windows: list[NetworkWindow], decisions: int, seed: int = 1) -> int:
    """Make up to ``decisions`` decisions for whichever window is to move, through its controller;
    returns how many were made (fewer when the game ended)."""
    bots = [make_bot("greedy", seed + i, inline=True) for i in range(len(windows))]
    rng = random.Random(seed)
    made = 0
    for _ in range(decisions):
        def someone_may_act() -> bool:
            return any(w.net.is_human_turn() for w in windows) or all(w.net.winners is not None for w in windows)

        qtbot.waitUntil(someone_may_act, timeout=WAIT_MS)
        movers = [i for i, w in enumerate(windows) if w.net.is_human_turn()]
        if not movers:
            break
        i = movers[0]
        ctl = windows[i].net
        assert ctl.game is not None and ctl.seat is not None
        choice: Action | str = bots[i].choose(ctl.game, ctl.seat)
        if str(choice) not in ctl.legal:
            choice = rng.choice(ctl.legal)
        assert ctl.apply(choice)
        assert not ctl.is_human_turn()  # nothing more is offered until the server answers
        made += 1
    for bot in bots:
        bot.close()
    return made


def hosted(qtbot: QtBot, address: tuple[str, int], seats: tuple[str, ...] = ("me", "open")) -> NetworkWindow:
    """A window hosting a table at the server at ``address`` as "Ann", seated at seat 0."""
    host = window(qtbot)
    host.host(Seating(list(seats)), "Ann", address=address)
    seated(qtbot, host, 0)
    return host


def started_pair(qtbot: QtBot, address: tuple[str, int]) -> tuple[NetworkWindow, NetworkWindow]:
    """Ann hosts a two-seat table, Bob joins, both are ready: the game has started at both screens."""
    host = hosted(qtbot, address)
    guest = window(qtbot)
    start(qtbot, host, guest)
    return host, guest
