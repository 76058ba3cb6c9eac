"""``mor-arena bench library``: the keys the README's figures come from, on a small library
(the 10,000-game figures are measured by hand, not in the tests)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KEYS = {"games", "open_s", "filter_ms", "stats_s", "import_s"}


def test_bench_library_prints_its_figures_as_json_and_leaves_the_data_folder_alone(tmp_path: Path) -> None:
    data = tmp_path / "user-data"
    data.mkdir()
    env = dict(os.environ, MOR_DATA_DIR=str(data), QT_QPA_PLATFORM="offscreen")
    run = subprocess.run([sys.executable, "-m", "lab.cli", "bench", "library", "--games", "30", "--import-files", "6",
                          "--json"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300, check=False)
    assert run.returncode == 0, run.stderr[-2000:]
    figures = json.loads(run.stdout)
    assert set(figures) >= KEYS
    assert figures["games"] == 30 and figures["import_files"] == 6 and figures["import_refused"] == 0
    assert all(figures[key] > 0 for key in KEYS - {"games"})
    assert not any(data.iterdir())


def test_bench_library_refuses_an_empty_library() -> None:
    run = subprocess.run([sys.executable, "-m", "mor_qt.library.bench", "--games", "0"], cwd=ROOT,
                         capture_output=True, text=True, timeout=120, check=False)
    assert run.returncode == 2 and "--games" in run.stderr
