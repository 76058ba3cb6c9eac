#!/usr/bin/env bash
# Set up (see bootstrap.sh) and run the whole test suite: ruff, then pytest
# with Qt offscreen. Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
export QT_QPA_PLATFORM=offscreen
.venv/bin/ruff check .
.venv/bin/python -m pytest -n 2 -q "$@"
