"""Qt's own strings that Qt's catalogue (``qtbase_LANG.qm``, shipped with
PySide6) lacks: the non-native Save / Open dialog showed "Look in:", "Files
of type:" and "Folder" in English in the French app.

They are listed here, in Qt's own contexts, so that ``pyside6-lupdate``
collects them into ``resources/i18n/mor_LANG.ts``; our catalogue is
installed beside Qt's (``mor_qt/i18n.py``), and Qt looks a text up in every
installed catalogue, so ours fills in what Qt's lacks.  Nothing calls
``qt_strings``: Qt asks for these texts itself."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate  # pyside6-lupdate reads the translate(...) calls below


def qt_strings() -> list[str]:
    """The texts, in the current language (for the tests)."""
    return [
        translate("QFileDialog", "&Look in:"),
        translate("QFileDialog", "Files of &type:"),
        # the file list's Type column (Linux, macOS; Windows says "File Folder")
        translate("QAbstractFileIconProvider", "Folder", "All other platforms"),
        translate("QAbstractFileIconProvider", "Shortcut", "All other platforms"),
        translate("QAbstractFileIconProvider", "Drive"),
        translate("QAbstractFileIconProvider", "Unknown"),
    ]
