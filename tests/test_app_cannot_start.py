"""A program file missing or damaged (the bots' weights, ai/data/solo_weights.json)
stops ``mor`` at start with a clear message, never a silent exit or a crash in
a game: on stderr, in the log, and in a dialog."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import mor_qt.main as app_main
from ai.solo_weights import WEIGHTS_ENV, SoloWeightsError
from core.files.logfiles import LOG_NAME

BIN = Path(sys.executable).parent


def test_a_damaged_weights_file_stops_mor_with_a_clear_message(tmp_path: Path) -> None:
    bad = tmp_path / "weights.json"
    bad.write_text("{", encoding="utf-8")
    shot = tmp_path / "shot.png"
    env = dict(
        os.environ,
        MOR_DATA_DIR=str(tmp_path / "data"),
        MOR_SETTINGS_DIR=str(tmp_path / "settings"),
        QT_QPA_PLATFORM="offscreen",
        **{WEIGHTS_ENV: str(bad)},
    )
    done = subprocess.run(
        [str(BIN / "mor"), "--screenshot", str(shot)], capture_output=True, text=True, env=env, timeout=120, check=False
    )
    assert done.returncode == 1
    assert done.stderr.startswith(f"mor: cannot start: solo weights file {bad}: not valid JSON")
    assert "Traceback" not in done.stderr and not shot.exists()


def test_the_player_is_told_in_a_dialog_and_the_log_says_why(
    log_data: Path, qapp: object, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        "PySide6.QtWidgets.QMessageBox.critical", lambda _parent, title, text, *_a: shown.append((title, text))
    )
    exc = SoloWeightsError("solo weights file /x/solo_weights.json: not valid JSON; reinstall the program")
    assert app_main._cannot_start(exc, lang="en") == 1
    assert len(shown) == 1
    title, text = shown[0]
    assert title == "Masters of Renaissance cannot start"
    assert "missing or damaged" in text and str(exc) in text
    assert capsys.readouterr().err.startswith("mor: cannot start: solo weights file /x/solo_weights.json")
    log = (log_data / "logs" / LOG_NAME).read_text(encoding="utf-8")
    assert "cannot start: solo weights file /x/solo_weights.json" in log and "SoloWeightsError" in log


def test_the_dialog_speaks_the_player_s_language(
    log_data: Path, qapp: object, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from mor_qt.i18n import set_language

    shown: list[str] = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.critical", lambda _p, title, _t, *_a: shown.append(title))
    try:
        assert app_main._cannot_start(SoloWeightsError("damaged"), lang="fr") == 1
    finally:
        set_language("en")
    assert shown == ["Masters of Renaissance ne peut pas démarrer"]
