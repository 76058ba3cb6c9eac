"""A combo box whose items may be longer than it is wide: it takes the room its layout
gives it up to its longest item, and when narrower shows the chosen item cut with "…"
(Qt clips it mid-letter), the whole item its tooltip."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QComboBox, QSizePolicy, QStyle, QStyleOptionComboBox, QWidget

from .painting import style_painting

MAX_WIDTH = 16_777_215  # QWIDGETSIZE_MAX: no upper bound
LABEL_INSET = 2  # the style draws the chosen item 1 px in from either side of its field


class ElidedComboBox(QComboBox):
    """``fit_items()`` after filling it: it grows (in a layout with room) to its longest
    item; ``shown_text()`` is its chosen item as drawn."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.currentIndexChanged.connect(lambda _i: self._update_tip())

    def whole_width(self) -> int:
        """The width that shows its longest item whole."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        metrics = self.fontMetrics()
        text = max((metrics.horizontalAdvance(self.itemText(i)) for i in range(self.count())), default=0)
        size = self.style().sizeFromContents(QStyle.ContentsType.CT_ComboBox, option,
                                             QSize(text, metrics.height()), self)
        return max(size.width(), self.minimumSizeHint().width())

    def fit_items(self) -> None:
        """No wider than its longest item needs (after its items changed)."""
        self.setMaximumWidth(self.whole_width() if self.count() else MAX_WIDTH)
        self._update_tip()

    def _text_room(self) -> int:
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, self)
        return field.width() - LABEL_INSET

    def shown_text(self) -> str:
        """The chosen item as drawn: whole, or cut with "…" to the room the box has for it."""
        return self.fontMetrics().elidedText(self.currentText(), Qt.TextElideMode.ElideRight, self._text_room())

    def _update_tip(self) -> None:
        self.setToolTip(self.currentText() if self.shown_text() != self.currentText() else "")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._update_tip()

    def paintEvent(self, event: QPaintEvent) -> None:
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        with style_painting(self) as painter:
            painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
            option.currentText = self.shown_text()
            painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)
