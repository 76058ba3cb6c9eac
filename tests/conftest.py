"""Shared test set-up: Qt always offscreen (no display on CI)."""

import os
import sys
from collections.abc import Iterator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _close_stray_message_boxes() -> Iterator[None]:
    """A non-modal message box one test leaves open would sit on top of the
    next test's window and take its mouse events: close them after each test."""
    yield
    if "PySide6.QtWidgets" not in sys.modules:
        return
    from PySide6.QtWidgets import QApplication, QMessageBox

    if QApplication.instance() is None:
        return
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QMessageBox) and widget.isVisible():
            widget.close()
