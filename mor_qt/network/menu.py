"""The Game menu's network items and what they open."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QWidget

from ..game_menu import add_before_separator, game_menu
from ..game_window import new_network_window
from ..mnemonics import mnemonic_safe
from ..settings import Settings
from .dialogs import HostDialog, JoinDialog

log = logging.getLogger(__name__)

OFFER_MS = 15_000  # how long the main window's status line offers to rejoin a kept seat
_open_tables: list[QWidget] = []  # the network windows, kept alive until closed


def _keep(table: QWidget) -> None:
    _open_tables.append(table)
    table.destroyed.connect(lambda _obj=None: _open_tables.remove(table) if table in _open_tables else None)


def new_table() -> Any:
    table = new_network_window()
    table.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    _keep(table)
    table.show()
    return table


def host_table(window: Any) -> Any:
    """Game › Host network table…: the dialog, then the table's window (None when cancelled)."""
    dlg = HostDialog(window, Settings().network_name)
    if dlg.exec() != QDialog.DialogCode.Accepted:
        return None
    choice = dlg.choice()
    Settings().network_name = choice.name
    table = new_table()
    table.host(choice.seating, choice.name, choice.address, shared=choice.shared, fingerprint=choice.fingerprint)
    return table


def join_table(window: Any) -> Any:
    """Game › Join network table…: paste the invite, choose a name."""
    dlg = JoinDialog(window, Settings().network_name)
    if dlg.exec() != QDialog.DialogCode.Accepted:
        return None
    invite, name = dlg.choice()
    Settings().network_name = name
    table = new_table()
    table.join(invite, name)
    return table


def rejoin_table(window: Any) -> Any:
    """Game › Rejoin network table: the seat kept in the settings, back again."""
    saved = Settings().network_seat
    if saved is None:
        return None
    table = new_table()
    try:
        table.rejoin(saved)
    except ValueError as exc:  # a damaged setting: told, and forgotten
        Settings().network_seat = None
        table.tell(str(exc))
    return table


def install_menu(window: Any) -> list[QAction]:
    """Game › Host network table…, Join network table…, Rejoin network table (when a seat is kept)."""
    menu = game_menu(window, QCoreApplication.translate("NetworkMenu", "&Network"))
    actions = []
    host = QAction(QCoreApplication.translate("NetworkMenu", "&Host network table…"), window)
    host.triggered.connect(lambda: host_table(window))
    join = QAction(QCoreApplication.translate("NetworkMenu", "&Join network table…"), window)
    join.triggered.connect(lambda: join_table(window))
    actions += [host, join]
    saved = Settings().network_seat
    if saved is not None:
        text = QCoreApplication.translate("NetworkMenu", "Rejoin network &table (%1)")
        # the fingerprint is kept, not shown in a menu; an "&" in a damaged setting shown as it is
        shown = mnemonic_safe(str(saved["invite"]).split("#", 1)[0])
        rejoin = QAction(text.replace("%1", shown), window)
        rejoin.triggered.connect(lambda: rejoin_table(window))
        actions.append(rejoin)
        main = not window.is_network_table
        if main and not getattr(window, "rejoin_offered", False):  # once, in the main window
            window.rejoin_offered = True
            # what to do first: a note cut to its room keeps its start
            offer = QCoreApplication.translate("NetworkMenu", "Game › Rejoin network table: a game is waiting for you")
            window.show_status(offer, OFFER_MS)
    add_before_separator(menu, actions)
    window.network_actions = actions
    return actions
