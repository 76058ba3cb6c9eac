"""The app's language: Qt translators for our catalogue and for Qt's own
strings, and the engine's sentences (``core.words.messages.Message``) rendered in it.

The language follows the system locale unless the player chose one (the
settings) or ``mor --lang`` overrides it for one run. Changing it installs new
translators; Qt then sends every widget a ``QEvent.LanguageChange`` and the
windows rebuild their texts, so the game in progress is kept.

Catalogues: ``resources/i18n/mor_LANG.ts`` (sources, from
``pyside6-lupdate``) are compiled to ``mor_LANG.qm`` by
``scripts/i18n.sh build`` (run by ``scripts/bootstrap.sh`` and the packaging
build). Qt's own ``qtbase_LANG.qm`` comes with PySide6.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

import resources
from core import MESSAGE_CONTEXT, QT_TRANSLATE_NOOP, Message

log = logging.getLogger(__name__)

ENGLISH = "en"  # the language of the source texts, which needs no catalogue to read
FRENCH = "fr"
# The languages the app offers, each named in its own language.
LANGUAGES: dict[str, str] = {ENGLISH: "English", FRENCH: "Français"}
# The word "Language" in each of them: the Language menu is titled in all of them, so that it is
# found whichever language the app is in ("Language / Langue")
LANGUAGE_WORDS: dict[str, str] = {ENGLISH: "Language", FRENCH: "Langue"}
I18N_DIR = Path(resources.__file__).resolve().parent / "i18n"


@dataclass
class _Installed:
    """The language in use and the translators installed for it."""

    language: str = ENGLISH
    translators: list[QTranslator] = field(default_factory=list)


_state = _Installed()


def system_language() -> str:
    """The system locale's language if we have it, else English."""
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGES else ENGLISH


def choose_language(override: str | None = None, saved: str | None = None) -> str:
    """``mor --lang`` first, then the player's setting, then the system locale."""
    for code in (override, saved):
        if code in LANGUAGES:
            return code
    return system_language()


# A percentage: French writes "45 %" (a no-break space before the sign).
NUMBERS_CONTEXT = "Numbers"
PERCENT = QT_TRANSLATE_NOOP("Numbers", "%1%")
# Clauses of a line joined by semicolons: French writes "a ; b" (a no-break space before the sign).
PUNCTUATION_CONTEXT = "Punctuation"
CLAUSES = QT_TRANSLATE_NOOP("Punctuation", "%1; %2")


def decimal(value: float, digits: int = 1) -> str:
    """``value`` with ``digits`` decimals as the current language writes it ("44.6", "44,6")."""
    return QLocale().toString(float(value), "f", digits)


def percent(fraction: float, digits: int = 0) -> str:
    """A fraction as a percentage in the current language ("45%", "45 %")."""
    return QCoreApplication.translate(NUMBERS_CONTEXT, PERCENT).replace("%1", decimal(fraction * 100, digits))


def clauses(parts: Sequence[str]) -> str:
    """``parts`` joined by semicolons as the current language writes them ("a; b", "a ; b")."""
    if not parts:
        return ""
    joint = QCoreApplication.translate(PUNCTUATION_CONTEXT, CLAUSES)
    text = parts[0]
    for part in parts[1:]:
        text = fill(joint, text, part)
    return text


PLACEHOLDER = re.compile(r"%([1-9])")  # Qt's numbered placeholders, %1 to %9


def fill(template: str, *values: str) -> str:
    """``template`` with %1, %2… replaced by ``values`` in one pass, so a value that
    holds "%2" itself (a player's name) is not filled in again; a placeholder with no
    value is left as it is."""
    def value(match: re.Match[str]) -> str:
        k = int(match.group(1)) - 1
        return values[k] if k < len(values) else match.group(0)

    return PLACEHOLDER.sub(value, template)


def capitalised(text: str) -> str:
    """``text`` starting with a capital, as a tooltip does ("in hand: …" -> "In hand: …"): the
    same words are written lower case where they go inside a sentence (the log, another tooltip)."""
    return text[:1].upper() + text[1:]


NO_BREAK_SPACE = "\u00a0"
WIDOW_MAX_CHARS = 12  # a last word longer than this may stand alone: joining it could leave a gap


def no_widow(text: str) -> str:
    """``text`` with its last two words joined by a no-break space, so that a wrapped
    sentence never ends with one short word alone on its line ("… before or / after.").
    Rich text (a tag's attributes have spaces) is returned as it is."""
    head, space, last = text.rstrip().rpartition(" ")
    if not space or not head.strip() or len(last) > WIDOW_MAX_CHARS or "<" in text:
        return text
    return f"{head}{NO_BREAK_SPACE}{last}"


def catalogue_path(language: str) -> Path:
    return I18N_DIR / f"mor_{language}.qm"


def current_language() -> str:
    return _state.language


def language_menu_title() -> str:
    """The Language menu's title: the word in the current language first (with its
    mnemonic), then in the others: "&Language / Langue", "&Langue / Language"."""
    current = _state.language if _state.language in LANGUAGE_WORDS else ENGLISH
    others = [word for code, word in LANGUAGE_WORDS.items() if code != current]
    return " / ".join(["&" + LANGUAGE_WORDS[current], *others])


def set_language(language: str, catalogue_dir: Path | None = None) -> bool:
    """Install the translators for ``language`` (English: only its plural forms).

    Returns False, logs why and stays in English when the catalogue is
    missing (e.g. ``scripts/bootstrap.sh`` was not run). Qt sends every
    widget a LanguageChange event."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("set_language needs a QApplication")
    for old in _state.translators:
        app.removeTranslator(old)
    _state.translators = []
    _state.language = ENGLISH
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))
    if language not in LANGUAGES:
        log.warning("unknown language %r: English is used", language)
        return False
    ours = QTranslator(app)
    path = (catalogue_dir or I18N_DIR) / f"mor_{language}.qm"
    if language == ENGLISH:
        # English's catalogue holds only the plural forms of the "%n" texts
        # ("1 card", "2 cards"); without it they read "%n card(s)"
        if ours.load(str(path)):
            app.installTranslator(ours)
            _state.translators = [ours]
        else:
            log.warning("no catalogue %s (run scripts/bootstrap.sh): plurals read 'card(s)'", path)
        return True
    if not ours.load(str(path)):
        log.warning("no catalogue %s (run scripts/bootstrap.sh): English is used", path)
        return False
    installed = [ours]
    qt_own = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_own.load(f"qtbase_{language}", qt_dir):
        installed.append(qt_own)
    else:
        log.warning("no qtbase_%s in %s: Qt's own buttons stay English", language, qt_dir)
    for translator in installed:
        app.installTranslator(translator)
    _state.translators = installed
    _state.language = language
    QLocale.setDefault(QLocale(language))
    return True


def translate_core(source: str) -> str:
    """An engine template in the current language (the template itself if untranslated)."""
    return QCoreApplication.translate(MESSAGE_CONTEXT, source)


def render(text: str) -> str:
    """An engine sentence in the current language; other text is returned as it is.

    In English a Message already is its rendered text (English's catalogue holds only
    the plural forms of "%n" texts, and engine templates have none): it is returned as a
    plain ``str`` without looking up each of its templates (the analysis window renders
    every decision of a game)."""
    if isinstance(text, Message):
        if _state.language == ENGLISH:
            return str(text)
        return text.render(translate_core)
    return text


def start_language(override: str | None = None) -> str:
    """At start: ``mor --lang`` if given, else the player's setting, else the
    system locale. Returns the language in use."""
    from .settings import Settings

    wanted = choose_language(override, Settings().language)
    set_language(wanted)
    return current_language()
