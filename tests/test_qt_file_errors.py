"""A file that cannot be opened or saved is said in the app's language, the file
named once by its name (the folder's path stays in the log): the French app
showed "partie.mor: /tmp/…/partie.mor is not a save of Masters of Renaissance: it is a text file"."""

from __future__ import annotations

import html
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers_i18n import install_committed_catalogue
from pytestqt.qtbot import QtBot

from core import Game, Message, SaveFileError, load, load_autosave, save
from core.files.autosave import AUTOSAVE_NAME, BACKUP_NAME, autosave
from mor_qt import i18n
from mor_qt.file_errors import file_error_text, file_message_text
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py


@pytest.fixture
def french(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: object) -> Iterator[Path]:
    (tmp_path / "catalogue").mkdir()
    install_committed_catalogue("fr", tmp_path / "catalogue", monkeypatch)
    yield tmp_path
    i18n.set_language("en")


@pytest.fixture
def win(qtbot: QtBot) -> Iterator[MainWindow]:
    w = MainWindow()
    qtbot.addWidget(w)
    w.ctl.autosave_enabled = False
    yield w
    w.ctl.shutdown()


def _refusal(path: Path) -> SaveFileError:
    with pytest.raises(SaveFileError) as caught:
        load(path)
    return caught.value


def _cut_short(folder: Path) -> Path:
    whole = folder / "whole.mor"
    save(whole, Game.new(["Ada", "Bruno"], 3))
    cut = folder / "cut.mor"
    cut.write_bytes(whole.read_bytes()[:-40])
    return cut


def test_the_error_stays_english_for_the_program_and_remembers_how_it_was_made(tmp_path: Path) -> None:
    text = tmp_path / "notes.mor"
    text.write_text("shopping list\n")
    error = _refusal(text)
    assert str(error) == f"{text} is not a save of Masters of Renaissance: it is a text file"
    assert isinstance(error.message, Message) and error.message.params["name"] == str(text)


def test_a_french_player_reads_why_in_french_with_the_file_named_once(
        french: Path, win: MainWindow, tmp_path: Path) -> None:
    (tmp_path / "games").mkdir(exist_ok=True)
    text = tmp_path / "games" / "notes.mor"
    text.write_text("shopping list\n")
    assert not win.open_file(text)
    box = win.last_message
    assert box is not None
    said = html.unescape(box.text())  # the box shows it as escaped rich text
    assert said == "notes.mor n'est pas une sauvegarde de Masters of Renaissance : c'est un fichier texte"
    assert str(tmp_path) not in said  # the folder is in the log, not in the player's way
    cut = _cut_short(tmp_path)
    assert not win.open_file(cut)
    assert win.last_message is not None
    said = html.unescape(win.last_message.text())
    assert said.startswith("cut.mor est tronqué : il s'arrête après ") and said.count("cut.mor") == 1


def test_every_file_error_of_a_damaged_or_foreign_file_has_its_french(french: Path, tmp_path: Path) -> None:
    files = {"empty.mor": b"", "picture.mor": b"\x89PNG\r\n\x1a\n" + bytes(40), "data.mor": b'{"a": 1}',
             "archive.mor": b"PK\x03\x04" + bytes(40), "noise.mor": bytes(range(128, 256))}
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    errors = [_refusal(tmp_path / name) for name in files] + [_refusal(_cut_short(tmp_path))]
    for error in errors:
        said = file_error_text(error)
        assert said != file_message_text(str(error)) and " : " in said, said  # translated, French typography
        assert said.startswith(Path(error.message.params["name"]).name + " ")  # type: ignore[attr-defined]


def test_an_error_that_names_no_file_is_prefixed_with_the_file_s_name(tmp_path: Path) -> None:
    assert file_error_text(ValueError("the seats do not match the game"), tmp_path / "x.mor") == \
        "x.mor: the seats do not match the game"
    assert file_error_text(OSError()) == "OSError"


def test_both_autosaves_damaged_are_said_in_french_each_by_its_name(french: Path, tmp_path: Path) -> None:
    folder = tmp_path / "autosave"
    autosave(Game.new(["Ada", "Bruno"], 4), directory=folder)
    (folder / AUTOSAVE_NAME).write_bytes(b"")
    (folder / BACKUP_NAME).write_text("not a game")
    with pytest.raises(SaveFileError) as caught:
        load_autosave(folder)
    said = file_error_text(caught.value)
    assert said == (f"ni la sauvegarde automatique ni sa copie n'ont pu être chargées : {AUTOSAVE_NAME} est vide : "
                    "ce n'est pas une sauvegarde (ou elle n'a jamais été écrite) ; "
                    f"{BACKUP_NAME} n'est pas une sauvegarde de Masters of Renaissance : c'est un fichier texte")


def test_the_library_s_import_summary_says_why_in_french(french: Path, tmp_path: Path) -> None:
    """Its refused files' reasons were core's English ("broken.mor is not a save…")."""
    from mor_qt.library.index import Library
    from mor_qt.library.records import ImportReport, Refused
    from mor_qt.library.window import LibraryWindow

    source = tmp_path / "elsewhere"
    source.mkdir()
    (source / "broken.mor").write_text("shopping list\n")
    _cut_short(source)
    library = Library(tmp_path / "library")
    try:
        report = library.import_folder(source)
        assert sorted(Path(r.path).name for r in report.refused) == ["broken.mor", "cut.mor"]
        window = LibraryWindow(library)
        summary = window.import_summary(ImportReport(refused=[*report.refused, Refused("x.mor", "plain words")]))
        window.close()
    finally:
        library.close()
    assert "• broken.mor n'est pas une sauvegarde de Masters of Renaissance : c'est un fichier texte" in summary
    assert "• cut.mor est tronqué" in summary and str(source) not in summary  # each file by its name
    assert "• plain words" in summary  # a reason that is not a Message, as it is


def test_the_system_s_refusal_is_said_in_words_the_app_translates(french: Path, tmp_path: Path) -> None:
    """Exporting the statistics onto a folder said "ro: Is a directory", the system's English."""
    import errno

    from core import system_reason

    folder_error = OSError(errno.EISDIR, "Is a directory")
    assert isinstance(system_reason(folder_error), Message) and str(system_reason(folder_error)) == "it is a folder"
    odd = OSError(errno.ENOTEMPTY, "Directory not empty")
    assert system_reason(odd) == "Directory not empty"  # an unusual one: the system's own words
    (tmp_path / "ro").mkdir()
    with pytest.raises(IsADirectoryError) as caught:
        (tmp_path / "ro").write_text("x")
    assert file_error_text(caught.value, tmp_path / "ro") == "ro : c'est un dossier"
    with pytest.raises(SaveFileError) as refused:
        save(tmp_path / "ro", Game.new(["Ada"], 1))
    assert file_error_text(refused.value) == "impossible d'enregistrer ro : c'est un dossier"
