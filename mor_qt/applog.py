"""The app's logging and its answer to an unexpected error.

``install`` sends the standard ``logging`` to ``mor.log`` in the data folder
(``core.files.logfiles``; also to stderr when run from a terminal), lets
``faulthandler`` write native crashes to ``crash.log``, routes Qt's own
warnings into the log, and replaces ``sys.excepthook`` / ``threading.excepthook``:
an uncaught exception is logged with its traceback, the game is autosaved,
and a dialog tells the player once, with the log's path.
"""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QtMsgType, Signal, qInstallMessageHandler
from PySide6.QtWidgets import QApplication, QMessageBox

from core import APP_VERSION, disable_crash_log, enable_crash_log, setup_logging, stop_logging

log = logging.getLogger("mor")
qt_log = logging.getLogger("qt")

_QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


def _qt_message(kind: QtMsgType, _context: Any, message: str) -> None:
    qt_log.log(_QT_LEVELS.get(kind, logging.WARNING), "%s", message)


translate = QCoreApplication.translate  # pyside6-lupdate reads the translate("AppLog", "…") calls below


class CrashReporter(QObject):
    """The exception hooks: log, autosave, tell the player (once while the dialog is open)."""

    _report = Signal()  # queued to the GUI thread when the error happened in another thread

    def __init__(self, log_file: Path | None, game_window: Callable[[], Any]) -> None:
        super().__init__()
        self.log_file = log_file
        self.game_window = game_window
        self.box: QMessageBox | None = None
        self.errors = 0
        self._previous: tuple[Any, Any] | None = None
        self.previous_qt_handler: Any = None
        self.qt_messages = False
        self._report.connect(self.show_dialog)

    # ------------------------------------------------------------- hooks
    def excepthook(self, kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, exc, tb)
            return
        self.report(kind, exc, tb, threading.current_thread().name)

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit:
            return
        name = args.thread.name if args.thread is not None else "a thread"
        self.report(args.exc_type, args.exc_value or args.exc_type(), args.exc_traceback, name)

    def report(self, kind: type[BaseException], exc: BaseException, tb: TracebackType | None, where: str) -> None:
        self.errors += 1
        log.critical("uncaught %s in %s: %s", kind.__name__, where, exc, exc_info=(kind, exc, tb))
        if threading.current_thread() is threading.main_thread():
            self.save_game()
            self.show_dialog()
        else:
            self._report.emit()  # the GUI thread saves and shows the dialog

    def save_game(self) -> None:
        """Autosave the game in play (the autosave after each decision already has it;
        this catches anything since)."""
        try:
            window = self.game_window()
            controller = getattr(window, "ctl", None)
            if controller is not None:
                controller.autosave_now()
        except Exception:  # saving must not raise from inside the hook
            log.exception("the autosave after the error failed")

    def show_dialog(self) -> None:
        if threading.current_thread() is not threading.main_thread():
            return
        if QApplication.instance() is None or (self.box is not None and self.box.isVisible()):
            return  # told once: later errors only go to the log
        if self.log_file is not None:
            where = str(self.log_file)
        else:
            where = translate("AppLog", "the terminal (the log file could not be written)")
        text = translate("AppLog", "The app ran into an unexpected error. Your game is saved and goes on from "
                                   "where it was; if something looks wrong, reopen it from the autosave.")
        box = QMessageBox(QMessageBox.Icon.Critical, translate("AppLog", "Something went wrong"), text,
                          QMessageBox.StandardButton.Ok)
        box.setInformativeText(translate("AppLog", "The details are in the log: %1").replace("%1", where))
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)  # the path can be copied
        box.setModal(False)
        box.open()
        self.box = box

    # ----------------------------------------------------------- install
    def hook(self) -> None:
        self._previous = (sys.excepthook, threading.excepthook)
        sys.excepthook = self.excepthook
        threading.excepthook = self.thread_excepthook

    def unhook(self) -> None:
        if self._previous is not None:
            sys.excepthook, threading.excepthook = self._previous
            self._previous = None

    def close(self) -> None:
        """At exit: the hooks, Qt's message handler and the log files are given back."""
        log.info("mor exits")
        self.unhook()
        if self.qt_messages:
            qInstallMessageHandler(self.previous_qt_handler)
            self.qt_messages = False
        disable_crash_log()
        stop_logging()


def install(
    game_window: Callable[[], Any], folder: Path | None = None, qt_messages: bool = True
) -> CrashReporter:
    """Set up the log (file, crash log, Qt messages) and the exception hooks; returns the reporter."""
    log_file = setup_logging(folder)
    crash_file = enable_crash_log(folder)
    reporter = CrashReporter(log_file, game_window)
    if qt_messages:
        reporter.previous_qt_handler = qInstallMessageHandler(_qt_message)
        reporter.qt_messages = True
    reporter.hook()
    log.info("mor %s starting (Python %s, %s); crash log %s", APP_VERSION, sys.version.split()[0],
             "frozen build" if getattr(sys, "frozen", False) else "installed package", crash_file)
    return reporter
