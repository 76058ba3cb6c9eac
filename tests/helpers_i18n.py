"""Installing a catalogue compiled from the committed .ts (not a stale build), for the i18n tests."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from mor_qt import i18n

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent


def install_committed_catalogue(language: str, folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Compile ``resources/i18n/mor_LANGUAGE.ts`` into ``folder`` and install it."""
    source = ROOT / "resources" / "i18n" / f"mor_{language}.ts"
    run = subprocess.run([str(BIN / "pyside6-lrelease"), "-silent", str(source), "-qm",
                          str(folder / f"mor_{language}.qm")], capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    monkeypatch.setattr(i18n, "I18N_DIR", folder)
    assert i18n.set_language(language)
