"""Network tables in the app (docs/protocol.md): a QtNetwork client in the GUI
thread (``link``, ``session``), a controller whose game lives on a server
(``controller``), the table's window with its lobby and chat (``table``,
``lobby``), the Host and Join dialogs (``dialogs``) and the ``mor-server``
child process of a hosted table (``server_process``).

``install_menu(window)`` adds Game › Host network table…, Join network
table… and, when a seat is kept in the settings, Rejoin network table."""

from __future__ import annotations

from typing import Any


def install_menu(window: Any) -> Any:
    """The network items of the Game menu; the rest is imported when first used."""
    from .menu import install_menu as install

    return install(window)
