"""The project's rules text, ``docs/rules.md``: the one list of rule numbers
(R1.1 … R12.4) that tooltips, error messages, tests and comments cite, and the
text the app's Help › Rules window shows.

Installed, the file travels inside the ``resources`` package (``setup.py``
copies it at build time); in a checkout it is read from ``docs/``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources as _res
from pathlib import Path

RULES_FILE = "rules.md"
_SECTION = re.compile(r"^## (R(\d+)) (.+)$")
_RULE = re.compile(r"^- \*\*(R(\d+)\.(\d+))\*\* (.*)$")
# How a rule is cited in code and text: "R6.4" (not "R6" alone, a section).
CITATION = re.compile(r"\bR(\d+)\.(\d+)\b")


@dataclass(frozen=True)
class Rule:
    number: str  # "R6.4"
    section: str  # "R6 Buying a development card"
    text: str  # the rule in plain words, one paragraph (markdown emphasis kept)

    @property
    def key(self) -> tuple[int, int]:
        major, minor = self.number[1:].split(".")
        return int(major), int(minor)


def rules_file_name(language: str = "en") -> str:
    """``rules.md`` in English, ``rules.fr.md`` in French (the same rule numbers)."""
    return RULES_FILE if language == "en" else f"rules.{language}.md"


def _find(name: str) -> Path | None:
    try:
        packaged = _res.files("resources") / name
        if packaged.is_file():
            return Path(str(packaged))
    except (ModuleNotFoundError, OSError):
        pass
    checkout = Path(__file__).resolve().parents[2] / "docs" / name
    return checkout if checkout.is_file() else None


def rules_path(language: str = "en") -> Path | None:
    """Where the rules text in ``language`` is: in the installed ``resources`` package, else the
    checkout's ``docs/``; the English ``rules.md`` when there is none in that language."""
    return _find(rules_file_name(language)) or _find(RULES_FILE)


def rules_markdown(language: str = "en") -> str:
    """The whole rules text (markdown) in ``language`` (else English); "" when the file is missing."""
    path = rules_path(language)
    if path is None:
        return ""
    return path.read_text(encoding="utf-8")


def parse_rules(markdown: str) -> tuple[str, list[Rule]]:
    """The introduction and the numbered rules of ``markdown``, in order."""
    intro: list[str] = []
    rules: list[Rule] = []
    section = ""
    current: list[str] | None = None
    number = ""

    def close() -> None:
        if current is not None:
            rules.append(Rule(number, section, " ".join(current)))

    for raw in markdown.splitlines():
        line = raw.strip()
        m = _SECTION.match(line)
        if m:
            close()
            current = None
            section = f"{m.group(1)} {m.group(3)}"
            continue
        m = _RULE.match(line)
        if m:
            close()
            number = m.group(1)
            current = [m.group(4)]
            continue
        if current is not None and line:
            current.append(line)
        elif current is not None:
            close()
            current = None
        elif not section and line and not line.startswith("#"):
            intro.append(line)
    close()
    return " ".join(intro), rules


def rules() -> list[Rule]:
    """The numbered rules of ``docs/rules.md``."""
    return parse_rules(rules_markdown())[1]


def rule_numbers() -> list[str]:
    return [r.number for r in rules()]
