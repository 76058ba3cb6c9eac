"""The analysis window's step bar: the buttons and the slider that step through the game, and
beside them where the game is (the position and the Turn box), or below them when the bar is
too narrow for one row (a small screen or a narrowed window): nothing overlaps at any width."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLayout, QVBoxLayout, QWidget

# the bar's margins (left, top, right, bottom) and the room between its widgets and rows
MARGINS = (8, 4, 8, 4)
SPACING = 6
# on one row, where the game is takes this share of the spare room and the slider 1: the Turn box
# shows a long turn whole on a 1366 px screen, the slider keeps about 130 px there
WHERE_STRETCH = 6
NO_MAXIMUM = 16_777_215  # QWIDGETSIZE_MAX


class StepBar(QWidget):
    """Steps (``add_step``) on the first row; where the game is (``add_where``) at the end of
    that row while the bar is at least ``one_row_width`` wide, else on a second row.  On one
    row, the room beyond their preferred widths is shared between the slider and where the
    game is, which takes it up to ``where_most`` (the Turn box: its longest turn)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Nav")
        self.rows = QVBoxLayout(self)
        self.rows.setContentsMargins(*MARGINS)
        # its least width is that of two rows (``minimumSizeHint``), whichever it shows now
        self.rows.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self.rows.setSpacing(SPACING)
        self.steps = QHBoxLayout()
        self.steps.setSpacing(SPACING)
        self.rows.addLayout(self.steps)
        self.where = QWidget()
        self.where_row = QHBoxLayout(self.where)
        self.where_row.setContentsMargins(0, 0, 0, 0)
        self.where_row.setSpacing(SPACING)
        self.steps.addWidget(self.where, WHERE_STRETCH)
        self.two_rows = False

    def add_step(self, widget: QWidget, stretch: int = 0) -> None:
        """A button or the slider, after those added before (``stretch``: its share of the room)."""
        self.steps.insertWidget(self.steps.indexOf(self.where), widget, stretch)

    def add_where(self, widget: QWidget, stretch: int = 0) -> None:
        """A label or the Turn box, after those added before (``stretch``: its share of the room
        left on a row of their own)."""
        self.where_row.addWidget(widget, stretch)

    def _step_widths(self) -> list[int]:
        """The least width of each step."""
        items = [item for i in range(self.steps.count()) if (item := self.steps.itemAt(i)) is not None]
        return [item.minimumSize().width() for item in items if item.widget() is not self.where]

    def one_row_width(self) -> int:
        """The width the bar needs for everything on one row: every step at its least and where
        the game is at its preferred width, whichever row they are on now."""
        widths = [*self._step_widths(), self.where.sizeHint().width()]
        return MARGINS[0] + MARGINS[2] + sum(widths) + SPACING * (len(widths) - 1)

    def minimumSizeHint(self) -> QSize:
        """As narrow as two rows can be (the steps', or where the game is at its least), so a
        window is never held wider than its screen by one row; as high as the rows shown now."""
        steps = self._step_widths()
        widest = max(sum(steps) + SPACING * (len(steps) - 1), self.where.minimumSizeHint().width())
        return QSize(MARGINS[0] + MARGINS[2] + widest, self.rows.minimumSize().height())

    def where_most(self) -> int:
        """The widest where the game is uses: each of its widgets at its maximum when it has
        one (the Turn box: its longest turn), else at its preferred width."""
        items = [item for i in range(self.where_row.count()) if (item := self.where_row.itemAt(i)) is not None]
        widths = [w.maximumWidth() if (w := item.widget()) is not None and w.maximumWidth() < NO_MAXIMUM
                  else item.sizeHint().width() for item in items]
        return sum(widths) + SPACING * (len(widths) - 1)

    def arrange(self, width: int) -> None:
        """One row when ``width`` has room for it, two otherwise."""
        two_rows = width < self.one_row_width()
        if two_rows != self.two_rows:
            self.two_rows = two_rows
            if two_rows:
                self.steps.removeWidget(self.where)
                self.rows.addWidget(self.where)
            else:
                self.rows.removeWidget(self.where)
                self.steps.addWidget(self.where, WHERE_STRETCH)
        self.fit_where()

    def fit_where(self) -> None:
        """Where the game is no wider than it uses on the first row (after its widgets changed:
        the Turn box's turns); a row of its own is all its."""
        self.where.setMaximumWidth(NO_MAXIMUM if self.two_rows else max(self.where_most(),
                                                                         self.where.sizeHint().width()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.arrange(event.size().width())
