"""The games library: every game kept in ``games/`` of the data folder, indexed
in ``library.sqlite`` (``index``, no Qt), found in the library window
(``window``) with the player's statistics (``stats``, ``charts``).

``install_menu(window)`` adds Game › Library… (Ctrl+L) to the main window."""

from __future__ import annotations

from typing import Any


def install_menu(window: Any) -> Any:
    """Game › Library… (Ctrl+L); the window module is imported when first opened."""
    from .window import install_menu as install

    return install(window)
