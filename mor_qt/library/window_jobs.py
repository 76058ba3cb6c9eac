"""The library window's work in the background: bringing the index up to date with the
files (a progress bar in the status bar) and importing the games of a folder (a progress
dialog, then a summary), each a ``Job`` in a thread of its own."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QProgressDialog

from ..dialogs import plain_label
from .index import Library, LibraryError
from .records import ImportReport, SyncReport
from .window_games import LibraryGames
from .window_state import log


class Job(QObject):
    """Work on the library in a thread of its own (its own database connection):
    ``progress(done, total)``, then ``done(result)`` or ``failed(message)``."""

    progress = Signal(int, int)
    done = Signal(object)
    failed = Signal(str)

    def __init__(self, folder: Path, work: Callable[[Library, Callable[[int, int], None], Callable[[], bool]], Any]
                 ) -> None:
        super().__init__()
        self.folder = folder
        self.work = work
        self.cancelled = threading.Event()
        self.finished = threading.Event()
        self.worker = threading.Thread(target=self._run, name="mor-library", daemon=True)

    def start(self) -> None:
        for job in [j for j in _running if j.finished.is_set()]:  # the ones done by now are forgotten
            _running.discard(job)
        _running.add(self)
        self.worker.start()

    def cancel(self) -> None:
        self.cancelled.set()

    def _run(self) -> None:
        try:
            with Library(self.folder) as library:
                result = self.work(library, self.progress.emit, self.cancelled.is_set)
        except (LibraryError, sqlite3.Error, OSError) as exc:
            log.warning("the library job failed: %s", exc)
            self.failed.emit(str(exc))
        else:
            self.done.emit(result)
        finally:
            self.finished.set()


_running: set[Job] = set()  # jobs alive until their thread ends, whoever holds them


class LibraryJobs(LibraryGames):
    """Sync and import, in the background, and what the window shows of them."""

    sync_finished = Signal(object)  # the SyncReport (tests wait on it)
    import_finished = Signal(object)  # the ImportReport

    def start_sync(self) -> Job:
        """Bring the index up to date with the files, in the background (a progress bar in the status bar)."""
        if self.library.recovered:
            self.message(self.tr("Games library"),
                         self.tr("The library's index could not be used (%1). It is rebuilt from the game files.")
                         .replace("%1", self.library.recovered))
            self.library.recovered = ""
        job = Job(self.library.folder, lambda lib, progress, cancel: lib.sync(progress, cancel))
        job.progress.connect(self._sync_progress)
        job.done.connect(self._sync_done)
        job.failed.connect(lambda text: self._job_failed(self.tr("The library could not be updated"), text))
        self.sync_job = job
        job.start()
        return job

    def _sync_progress(self, done: int, total: int) -> None:
        self.sync_bar.setVisible(total > 0 and done < total)
        self.sync_bar.setRange(0, max(1, total))
        self.sync_bar.setValue(done)
        self.sync_bar.setFormat(self.tr("Indexing %v of %m"))

    def _sync_done(self, report: SyncReport) -> None:
        """The index is up to date: ``LibraryWindow`` tells it, since its %n words are looked up in
        the translation context of the window's own class only."""
        raise NotImplementedError

    def import_dialog(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Import the games of a folder"), str(Path.home()))
        if folder:
            self.start_import(Path(folder))

    def start_import(self, folder: Path) -> Job:
        dialog = QProgressDialog("", self.tr("Cancel"), 0, 0, self)
        dialog.setLabel(plain_label(self.tr("Importing the games of %1…").replace("%1", folder.name)))  # as named
        dialog.setWindowTitle(self.tr("Import"))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(0)
        self.progress_dialog = dialog
        job = Job(self.library.folder, lambda lib, progress, cancel: lib.import_folder(folder, progress, cancel))
        dialog.canceled.connect(job.cancel)
        job.progress.connect(self._import_progress)
        job.done.connect(self._import_done)
        job.failed.connect(lambda text: self._job_failed(self.tr("The folder could not be imported"), text))
        self.import_job = job
        dialog.show()
        job.start()
        return job

    def _import_progress(self, done: int, total: int) -> None:
        if self.progress_dialog is not None:
            self.progress_dialog.setMaximum(max(1, total))
            self.progress_dialog.setValue(done)

    def _close_progress(self) -> None:
        if self.progress_dialog is not None:
            self.progress_dialog.canceled.disconnect()
            self.progress_dialog.close()
            self.progress_dialog.deleteLater()
            self.progress_dialog = None

    def _import_done(self, report: ImportReport) -> None:
        self._close_progress()
        self.reload()
        self.message(self.tr("Import"), self.import_summary(report), QMessageBox.Icon.Information)
        self.import_finished.emit(report)

    def import_summary(self, report: ImportReport) -> str:
        """What the import did: ``LibraryWindow`` writes it, since its %n words are looked up in the
        translation context of the window's own class only."""
        raise NotImplementedError

    def _job_failed(self, title: str, text: str) -> None:
        self._close_progress()
        self.sync_bar.hide()
        self.message(title, text)
