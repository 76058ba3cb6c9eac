"""``mor --analyse --screenshot PNG`` without a saved game: refused by ``mor``'s own check, before any
window or screenshot (the screenshot code relies on it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from mor_qt.main import main


def test_analyse_screenshot_without_a_file_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    png = tmp_path / "shot.png"
    assert main(["--analyse", "--screenshot", str(png)]) == 2
    assert "--analyse needs a saved game FILE" in capsys.readouterr().err
    assert not png.exists()
