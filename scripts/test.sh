#!/usr/bin/env bash
# Set up (see bootstrap.sh) and run the whole test suite: ruff, mypy (the
# packages and their tests), then pytest with Qt offscreen. Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
export QT_QPA_PLATFORM=offscreen
.venv/bin/ruff check .
.venv/bin/python -m mypy core ai lab net mor_qt tests
.venv/bin/python -m pytest -n 2 -q "$@"
# CI also builds the stand-alone program and smoke-tests it (about 2 minutes, README
# "Install as a desktop program"): the built program's bots must really search in their worker processes.
if [ "${CI:-}" = true ]; then
    bash packaging/build.sh
    bash packaging/smoke.sh
fi
