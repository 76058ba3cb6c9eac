"""A tiny run of ``mor-arena bench server --json`` (the soak itself is a benchmark, not a test)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WAIT_S = 180


def test_bench_server_reports_latency_memory_and_errors() -> None:
    done = subprocess.run([sys.executable, "-m", "lab.cli", "bench", "server", "--rooms", "1", "--minutes", "0.15",
                           "--think-ms", "20", "--json"], capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, cwd=ROOT, timeout=WAIT_S)
    assert done.returncode == 0, done.stderr + done.stdout
    result = json.loads(done.stdout)
    assert result["rooms"] == 1 and result["errors"] == 0 and result["decisions"] > 0
    for key in ("action_ms", "action_ms_other_rooms"):
        assert result[key]["p95"] >= result[key]["p50"] > 0
    assert result["rss_mb"]["start"] > 1 and result["rss_mb"]["end"] > 1
    assert isinstance(result["rss_mb"]["growth_pct"], float)
    assert result["flood"] is True and result["flood_messages"] > 0
