"""Engine sentences that can be translated without Qt in ``core``.

A :class:`Message` *is* its English text (a ``str``), so ``core``, ``ai`` and
``mor-arena`` print English as before, and it remembers how it was made: an
English template (its id, e.g. ``"{who} ends the turn"``) and named parameters.
The app renders it in the chosen language with :meth:`Message.render`, giving
it a function that looks a template up in the translation catalogue
(``mor_qt/i18n.py`` uses Qt's ``QCoreApplication.translate("core", id)``).

Templates are marked with :func:`QT_TRANSLATE_NOOP` so that
``pyside6-lupdate`` collects them into ``resources/i18n/*.ts`` (context
``core``); the function itself only returns its text.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Union

CONTEXT = "core"

Param = Union[str, int, "Message", tuple[Union[str, "Message"], ...]]
Translate = Callable[[str], str]


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """Marks ``source`` for the catalogue (lupdate looks for this name); returns it unchanged."""
    return source


def _english(value: Param) -> str:
    if isinstance(value, tuple):
        return ", ".join(str(v) for v in value)
    return str(value)


def render_param(value: Param, translate: Translate) -> str:
    """One parameter in the language of ``translate``: messages are rendered,
    tuples joined with ", ", numbers and names written as they are."""
    if isinstance(value, Message):
        return value.render(translate)
    if isinstance(value, tuple):
        return ", ".join(render_param(v, translate) for v in value)
    return str(value)


def _rebuild(source: str, params: dict[str, Param]) -> Message:
    return Message(source, **params)


class Message(str):
    """An English sentence that can be rendered in another language.

    ``Message("{who} ends the turn", who="Ada") == "Ada ends the turn"``;
    ``.source`` is the template (the catalogue's id), ``.params`` its values.
    Names and numbers are parameters, never part of the id."""

    source: str
    params: dict[str, Param]

    def __new__(cls, source: str, /, **params: Param) -> Message:
        text = source.format(**{key: _english(value) for key, value in params.items()})
        self = super().__new__(cls, text)
        self.source = source
        self.params = params
        return self

    def __reduce__(self) -> tuple[Callable[[str, dict[str, Param]], Message], tuple[str, dict[str, Param]]]:
        return _rebuild, (self.source, dict(self.params))

    def render(self, translate: Translate) -> str:
        """The sentence with every template looked up through ``translate``
        (which returns "" or the id itself when it has no translation). A
        translation whose placeholders do not fit falls back to English."""
        template = translate(self.source) or self.source
        values = {key: render_param(value, translate) for key, value in self.params.items()}
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError):
            return self.source.format(**values)


def english(source: str) -> str:
    """The identity translation: what ``str(message)`` already is."""
    return source


def join_and(items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a and b and c`` (the "and" is translated)."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return Message(QT_TRANSLATE_NOOP("core", "{first} and {last}"), first=join_and(items[:-1]), last=items[-1])
