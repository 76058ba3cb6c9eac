#!/usr/bin/env bash
# Set up (see bootstrap.sh) and start the app. Extra arguments go to `mor`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
exec .venv/bin/mor "$@"
