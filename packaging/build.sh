#!/usr/bin/env bash
# Build the stand-alone ``mor`` for Linux with PyInstaller (packaging/mor.spec):
#   dist/mor/mor               folder build
#   dist/mor-linux-<arch>      single-file build
# PyInstaller comes from the project's ``build`` extra, installed into .venv when missing.
# Then: bash packaging/smoke.sh (check the builds), bash packaging/install.sh (install for this user).
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x .venv/bin/python ] || bash scripts/bootstrap.sh
PY=${PY:-.venv/bin/python}
if ! "$PY" -c "import PyInstaller" 2>/dev/null; then
    echo "build.sh: installing PyInstaller (the 'build' extra) into $("$PY" -c 'import sys; print(sys.prefix)')"
    "$PY" -m pip install -q -e '.[build]'
fi
bash scripts/i18n.sh build  # the .qm catalogues the bundle ships (resources/i18n)
start=$(date +%s)
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller packaging/mor.spec
seconds=$(( $(date +%s) - start ))
onefile=$(ls dist/mor-linux-* | head -n 1)
# a library left out by the spec must not be what a kept one links to
dangling=$(find dist/mor -xtype l)
if [ -n "$dangling" ]; then
    echo "build.sh: dangling links in the folder build:" >&2
    echo "$dangling" >&2
    exit 1
fi
echo "built in ${seconds} s:"
echo "  folder build       dist/mor/mor   $(du -sh dist/mor | cut -f1)"
echo "  single-file build  $onefile   $(du -sh "$onefile" | cut -f1)"
