"""The engine and the bots pass ``mypy --strict``: every value that crosses
their API has a type (scripts/test.sh runs the project's own, milder mypy
settings over every package and the tests)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STRICT_PACKAGES = ("core", "ai")


def test_core_and_ai_pass_mypy_strict(tmp_path: Path) -> None:
    # its own cache: another mypy run (scripts/test.sh, a parallel test worker) never shares it
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path / "cache"), *STRICT_PACKAGES],
        cwd=ROOT, capture_output=True, text=True, timeout=600, check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Success: no issues found" in done.stdout
