#!/usr/bin/env bash
# Build a stand-alone ``mor`` folder with PyInstaller (dist/mor/), then install the
# desktop entry and icon for the current user when asked: build.sh --install-desktop
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-.venv/bin/python}
if ! "$PY" -c "import PyInstaller" 2>/dev/null; then
    echo "build.sh: PyInstaller is needed: $PY -m pip install pyinstaller" >&2
    exit 1
fi
"$PY" -m PyInstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller packaging/mor.spec
echo "built dist/mor/mor"
if [[ "${1:-}" == "--install-desktop" ]]; then
    apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
    icons="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor/scalable/apps"
    mkdir -p "$apps" "$icons"
    cp packaging/mor.svg "$icons/mor.svg"
    sed "s|^Exec=mor|Exec=$(pwd)/dist/mor/mor|" packaging/mor.desktop > "$apps/mor.desktop"
    echo "installed $apps/mor.desktop"
fi
