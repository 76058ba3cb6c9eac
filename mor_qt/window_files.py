"""The main window's file operations: new game, rematch, open, open recent, save, save as,
resuming the autosave, and "save first?" before an unfinished game is replaced."""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox

from core import Game, Seat, data_dir, load, load_autosave, read_header, save

from .controller import copy_seats
from .dialogs import GameConfig, NewGameDialog
from .file_errors import file_error_text, file_message_text
from .log_replay import LogBuilder, LogResult
from .mnemonics import mnemonic_safe
from .window_flow import WindowFlow

log = logging.getLogger("mor_qt.window")  # the main window's log, one name for all its rooms


class WindowFiles(WindowFlow):
    """Starts, opens, saves and remembers games."""

    # --------------------------------------------------------------- games
    def start_game(self, config: GameConfig) -> None:
        self.config = config
        self.settings.current_file = None
        self.settings.last_table = config.seats
        self.path = None
        self._reset_view()
        self.ctl.new_game(config.seats, config.seed, config.first_seat)

    def previous_config(self) -> GameConfig | None:
        """What the New game dialog starts from: this game's table, else the last table remembered."""
        from .seat_names import in_current_language  # a default name follows the language

        config = self.config
        if config is None and (table := self.settings.last_table):
            config = GameConfig(table, 1, None)
        if config is None:
            return None
        seats = [Seat(in_current_language(s.name), s.kind, s.bot) for s in config.seats]
        return GameConfig(seats, config.seed, config.first_seat)

    def confirm_replace(self) -> bool:
        """Before New game, Open, Open recent, Rematch or Play on replaces an
        unfinished game: Save / Discard / Cancel.  True when it may go."""
        game = self.ctl.game
        if game is None or game.is_over or not game.history():
            return True
        box = QMessageBox(
            QMessageBox.Icon.Question, self.tr("Unfinished game"),
            self.tr("The game in progress is not finished. Save it before it is replaced?"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            self)
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        # our words: Qt's own French for Discard reads "Ne pas tenir compte"
        box.button(QMessageBox.StandardButton.Save).setText(self.tr("Save"))
        box.button(QMessageBox.StandardButton.Discard).setText(self.tr("Don't save"))
        box.button(QMessageBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self.replace_box = box
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def new_game_dialog(self) -> None:
        if not self.confirm_replace():  # asked first: not after the whole dialog was filled in
            return
        dlg = NewGameDialog(self, self.previous_config())
        if dlg.exec():
            self.start_game(dlg.config())

    def rematch(self) -> None:
        if not self.confirm_replace():
            return None
        if self.config is None:
            if self.ctl.game is None:
                return self.new_game_dialog()
            self.config = GameConfig(list(self.ctl.seats), 0, None)
        cfg = GameConfig(list(self.config.seats), random.randrange(2**31), self.config.first_seat)
        self.start_game(cfg)
        return None

    def set_loaded(
        self, game: Game, seats: list[Seat], path: Path | None, game_at: Callable[[int], Game] | None = None,
        log: LogResult | None = None,
    ) -> None:
        """Show a loaded game; ``log``: its log when it was written while loading (LogBuilder)."""
        self._reset_view()
        self.path = path
        self.settings.current_file = path
        self.config = GameConfig(list(seats), int(game.origin.get("seed", 0) or 0), None)
        self._replay_log(game, game_at, log)
        self.ctl.set_game(game, seats)  # a finished game shows its score sheet (game_over)

    # --------------------------------------------------------------- saves
    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self) -> bool:
        if self.ctl.game is None:
            return False
        start = self.path if self.path is not None and self.path.parent.is_dir() \
            else self.settings.save_folder() / "game.mor"  # never a folder that is gone (Qt would pick the cwd)
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), str(start), self.tr("Saved games (*.mor)"))
        if not name:
            return False
        path = Path(name)
        if path.suffix != ".mor":
            path = path.with_suffix(".mor")
        return self.save_to(path)

    def save_to(self, path: Path | str) -> bool:
        game = self.ctl.game
        if game is None:
            return False
        try:
            save(str(path), game, copy_seats(self.ctl.seats))
        except Exception as exc:
            log.warning("saving %s failed: %s", path, exc)
            self.message(self.tr("Could not save"), file_error_text(exc, path))
            return False
        self.path = Path(path)
        self.settings.last_folder = self.path.resolve().parent
        self.settings.current_file = self.path.resolve()
        self._add_recent(self.path)
        self._state_changed()
        self._log_line(self.tr("Saved to %1").replace("%1", self.path.name), "")
        return True

    def open_dialog(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open game"), str(self.settings.save_folder()),
                                              self.tr("Saved games (*.mor);;All files (*)"))
        if name:
            self.open_file(name, confirm=True)

    def open_file(self, path: Path | str, confirm: bool = False) -> bool:
        """Load a save; a damaged file gives a message and changes nothing.
        ``confirm``: ask before an unfinished game is replaced (Open, Open recent)."""
        try:
            expected = read_header(str(path)).get("decisions")  # checked again by load
            # the log is written from load's own replay: the game is replayed once
            builder = LogBuilder(expected if isinstance(expected, int) else 0)
            saved = load(str(path), observe=builder.step, before=builder.before)
            seats = copy_seats(saved.seats)
            game = saved.game
            if len(seats) != game.n_players:
                raise ValueError(self.tr("the seats do not match the game"))
        except Exception as exc:
            log.warning("opening %s failed: %s", path, exc)
            self.message(self.tr("Could not open the game"), file_error_text(exc, path))
            return False
        if confirm and not self.confirm_replace():
            return False
        self._add_recent(Path(path))
        self.settings.last_folder = Path(path).resolve().parent
        self.set_loaded(game, seats, Path(path).resolve(), saved.game_at, builder.result(len(saved.decisions)))
        return True

    def offer_resume(self) -> bool:
        """At start: an unfinished game in the autosave?  Offer to resume it.  An
        autosave that cannot be read, or one restored from its backup, is said in the app."""
        try:
            saved = load_autosave()
        except Exception as exc:
            log.warning("the autosave could not be read: %s", exc)
            self.message(self.tr("The autosave could not be opened"),
                         self.tr("The game saved automatically could not be read, so it cannot be resumed: %1")
                         .replace("%1", file_error_text(exc)))
            return False
        if saved is None or saved.game.is_over:
            return False
        question = self.tr("An unfinished game was saved automatically. Resume it?")
        if saved.recovered_from_backup:
            log.warning("the autosave was damaged, its backup was loaded: %s", saved.recovered_from_backup)
            question = self.tr(
                "The last automatic save was damaged (%1). The one before it was restored: it may lack the last "
                "decisions. Resume it?").replace("%1", file_message_text(saved.recovered_from_backup))
        answer = QMessageBox.question(self, self.tr("Resume?"), question)
        if answer == QMessageBox.StandardButton.Yes:
            # the autosave is the game last played: it keeps the file it came from (Ctrl+S saves there)
            self.set_loaded(saved.game, copy_seats(saved.seats), self.settings.current_file, saved.game_at)
            return True
        self.keeper.keep_declined(saved.game, copy_seats(saved.seats))  # not resumed: still in the library
        return False

    # -------------------------------------------------------------- recent
    def _recent_path(self) -> Path:
        return data_dir() / "recent.json"

    def recent_files(self) -> list[str]:
        from .recent import read_recent

        return read_recent(self._recent_path())

    def _add_recent(self, path: Path) -> None:
        from .recent import write_recent

        items = [str(path.resolve())] + [p for p in self.recent_files() if p != str(path.resolve())]
        write_recent(self._recent_path(), items)
        self._fill_recent()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        files = self.recent_files()
        for f in files:
            a = self.recent_menu.addAction(mnemonic_safe(Path(f).name))  # "Bob&Co vs Ada.mor" as named
            a.setToolTip(f)
            a.triggered.connect(lambda _=False, f=f: self.open_file(f, confirm=True))
        self.recent_menu.setEnabled(bool(files))
