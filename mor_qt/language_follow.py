"""A window whose texts follow the language chosen while it is open."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QWidget

# for mypy the mixin is a widget (changeEvent is QWidget's); at run time a plain class
# before the Qt base: PySide allows one Qt base per class
if TYPE_CHECKING:
    _Base = QWidget
else:
    _Base = object


class FollowsLanguage(_Base):
    """Mix in before the Qt window class and define ``retranslate()``: Qt's
    LanguageChange events (several per switch, one per translator removed or
    installed) queue one ``retranslate()`` for the next turn of the event loop,
    which is dropped if the window is gone by then."""

    _retranslate_queued = False

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._queue_retranslate()
        super().changeEvent(event)

    def _queue_retranslate(self) -> None:
        if not self._retranslate_queued:
            self._retranslate_queued = True
            QTimer.singleShot(0, self, self.retranslate)
