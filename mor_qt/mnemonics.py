"""A button's, a menu's or an action's text reads "&" as a mnemonic marker: "&Save" shows
"Save" with the "S" underlined and Alt+S as its key.  Text the user wrote (a player's name,
a file's name) is put into such a text through :func:`mnemonic_safe`, else "Bob&Co" showed
"Bob" + underlined "C" + "o" and Alt+C became a hidden shortcut."""

from __future__ import annotations

MNEMONIC = "&"  # Qt's mnemonic marker; doubled, it shows one "&"


def mnemonic_safe(text: str) -> str:
    """``text`` to put into a button's, menu's or action's text: each "&" shown as it is."""
    return text.replace(MNEMONIC, MNEMONIC * 2)
