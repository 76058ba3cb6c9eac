"""What went wrong with a file, said to the player: in the app's language, the file
named once, by its name.

``core.files`` raises ``SaveFileError`` with a ``Message`` (its English text, which
remembers its template and values) wherever a player may meet the error: a damaged,
cut-short or foreign file, a disk that refuses a save.  The app renders it in the
current language, with the file's name in place of the path it was given (the
path is in the log); the error of a program's mistake stays plain English."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from core import Message, SaveFileError, system_reason

from .i18n import fill, render

FILE_PARAM = "name"  # the parameter of a file error's message that holds the file's path


def _named_by_file_name(message: Message) -> tuple[Message, bool]:
    """``message`` with every file path it names (at any depth) cut to the file's name,
    and whether it names one."""
    params = dict(message.params)
    named = False
    for key, value in message.params.items():
        if isinstance(value, Message):
            params[key], inner = _named_by_file_name(value)
            named = named or inner
        elif key == FILE_PARAM and isinstance(value, str):
            params[key] = Path(value).name or value
            named = True
    return Message(message.source, **params), named


def file_message_text(text: str) -> str:
    """A file error's message (``SaveFileError.message``) in the current language, the
    files it names named by their names."""
    return render(_named_by_file_name(text)[0]) if isinstance(text, Message) else text


def file_error_text(exc: BaseException, path: str | os.PathLike[str] | None = None) -> str:
    """``exc`` for a message box: in the current language when it can be, the file
    named once by its name (``path``'s name first when the error does not name it)."""
    text = exc.args[0] if exc.args else None
    if isinstance(text, Message):
        shown, named = _named_by_file_name(text)
        said = render(shown)
    elif isinstance(exc, OSError) and not isinstance(exc, SaveFileError):  # the system's own refusal
        said, named = render(system_reason(exc)) or type(exc).__name__, False
    else:
        said, named = str(exc) or type(exc).__name__, False
    if named or path is None:
        return said
    return fill(QCoreApplication.translate("FileErrors", "%1: %2"), Path(os.fspath(path)).name, said)
