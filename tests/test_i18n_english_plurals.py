"""English plural forms: a "%n" text reads "1 card" / "2 cards", never
"card(s)". English's catalogue (resources/i18n/mor_en.ts, made by
``scripts/i18n.sh update`` with lupdate -pluralonly) holds only those forms."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers_i18n import install_committed_catalogue
from PySide6.QtCore import QCoreApplication

from mor_qt import i18n

ROOT = Path(__file__).resolve().parent.parent
ENGLISH = ROOT / "resources" / "i18n" / "mor_en.ts"
FRENCH = ROOT / "resources" / "i18n" / "mor_fr.ts"
BIN = Path(sys.executable).parent
PLACEHOLDER = re.compile(r"%[1-9n]")


def _numerus(path: Path) -> dict[tuple[str, str], list[str]]:
    """(context, source) -> plural forms of the numerus messages of a .ts file."""
    root = ET.parse(path).getroot()
    out = {}
    for ctx in root.iter("context"):
        for m in ctx.iter("message"):
            if m.get("numerus") == "yes":
                node = m.find("translation")
                assert node is not None
                assert node.get("type") != "unfinished", m.findtext("source")
                out[(ctx.findtext("name") or "", m.findtext("source") or "")] = [
                    f.text or "" for f in node.findall("numerusform")]
    return out


def test_every_plural_text_has_a_singular_and_a_plural_english_form() -> None:
    english = _numerus(ENGLISH)
    # the French catalogue holds every text of the sources, the plural ones included
    assert english.keys() == _numerus(FRENCH).keys()
    assert len(english) >= 10
    for (ctx, source), forms in english.items():
        assert len(forms) == 2 and all(f.strip() for f in forms), (ctx, source)
        assert not any("(s)" in f for f in forms), (ctx, source, forms)
        assert forms[0] != forms[1], (ctx, source)
        for form in forms:
            assert sorted(PLACEHOLDER.findall(form)) == sorted(PLACEHOLDER.findall(source)), (ctx, form)


def test_lupdate_finds_no_plural_text_without_its_english_forms(tmp_path: Path) -> None:
    copy = tmp_path / "mor_en.ts"
    shutil.copyfile(ENGLISH, copy)
    sources = sorted(str(p.relative_to(ROOT)) for folder in ("core", "mor_qt") for p in (ROOT / folder).rglob("*.py"))
    run = subprocess.run([str(BIN / "pyside6-lupdate"), "-locations", "none", "-pluralonly", "-target-language",
                          "en", *sources, "-ts", str(copy)], cwd=ROOT, capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    _numerus(copy)  # fails on an unfinished (new, untranslated) plural text


@pytest.fixture
def english(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: object) -> Iterator[None]:
    """English's catalogue compiled from the committed .ts and installed."""
    install_committed_catalogue("en", tmp_path, monkeypatch)
    yield
    i18n.set_language("en")


def test_english_counts_read_as_singular_and_plural(english: None) -> None:
    def cards(n: int) -> str:
        return QCoreApplication.translate("Table", "%n card(s)", "", n)

    assert (cards(1), cards(0), cards(2), cards(7)) == ("1 card", "0 cards", "2 cards", "7 cards")
    found = QCoreApplication.translate("RulesWindow", "%n rule(s) found", "", 1)
    assert found == "1 rule found"
    assert i18n.current_language() == "en"


def test_without_its_catalogue_english_still_works_and_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: object, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(i18n, "I18N_DIR", tmp_path)
    assert i18n.set_language("en")
    assert QCoreApplication.translate("Table", "%n card(s)", "", 2) == "2 card(s)"
    assert "mor_en.qm" in caplog.text
