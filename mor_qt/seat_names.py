"""The names the app gives seats by itself: the human's seat and the
computer's seat of the first game, in the app's language.

The human's default is "Player", not "You": the log's sentences speak of
every seat in the third person ("{who} takes row 2"), and "You takes row 2"
read wrong.  A default name remembered from an earlier game (the New game
dialog starts from the last table) is a default in any language: it is
shown in the current one ("Computer" became "Ordinateur" in French), and
the human's earlier default "You" becomes "Player"."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QCoreApplication, QTranslator

from core import QT_TRANSLATE_NOOP

CONTEXT = "SeatNames"
HUMAN = QT_TRANSLATE_NOOP("SeatNames", "Player")
COMPUTER = QT_TRANSLATE_NOOP("SeatNames", "Computer")
# defaults of earlier versions, in every language they were shown in (before 2026-11-29)
EARLIER_HUMAN = ("You", "Vous")
EARLIER_COMPUTER = ("Ordinateur",)


def human_name() -> str:
    """The human seat's default name in the app's language."""
    return QCoreApplication.translate(CONTEXT, HUMAN)


def computer_name() -> str:
    """The computer seat's default name in the app's language."""
    return QCoreApplication.translate(CONTEXT, COMPUTER)


def _translations(source: str) -> frozenset[str]:
    """``source`` in every language the app offers."""
    from .i18n import LANGUAGES, catalogue_path

    return _read_translations(source, tuple(str(catalogue_path(code)) for code in LANGUAGES))


@cache
def _read_translations(source: str, catalogues: tuple[str, ...]) -> frozenset[str]:
    """``source`` in each of these catalogues (each read once)."""
    names = {source}
    for path in catalogues:
        translator = QTranslator()
        if translator.load(path):
            names.add(translator.translate(CONTEXT, source) or source)
    return frozenset(names)


def in_current_language(name: str) -> str:
    """``name``, or, when it is one of the app's default names in any language
    (or an earlier default), that default in the current language."""
    if name in _translations(HUMAN) or name in EARLIER_HUMAN:
        return human_name()
    if name in _translations(COMPUTER) or name in EARLIER_COMPUTER:
        return computer_name()
    return name
