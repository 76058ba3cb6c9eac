#!/usr/bin/env bash
# Installs everything the project needs, idempotently:
#  - on Debian/Ubuntu, the system libraries Qt needs, the desktop-entry and AppStream
#    validators the tests run and binutils for the PyInstaller build (apt, as root or via sudo);
#  - a virtual environment in .venv with the project, its dev tools and Dask (the tests
#    run mor-arena's --cluster on a local cluster).
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES="python3-venv python3-pip libgl1 libegl1 libopengl0 libxkbcommon0 libxkbcommon-x11-0 \
libfontconfig1 libfreetype6 libdbus-1-3 libglib2.0-0 libx11-xcb1 libxcb1 libxcb-cursor0 libxcb-icccm4 \
libxcb-keysyms1 libxcb-shape0 libxcb-xinerama0 libxcb-randr0 libxcb-render-util0 libxcb-image0 \
libxcb-xkb1 libxcb-xfixes0 libxrender1 \
desktop-file-utils appstream shared-mime-info binutils"

if command -v dpkg-query >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
    missing=""
    for pkg in $APT_PACKAGES; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "ok installed" || missing="$missing $pkg"
    done
    if [ -n "$missing" ]; then
        if [ "$(id -u)" = 0 ]; then
            SUDO=""
        elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
            SUDO="sudo -n"
        else
            SUDO="none"
        fi
        if [ "$SUDO" = none ]; then
            echo "note: these system packages are missing and need root to install:$missing" >&2
            echo "      (sudo apt-get install$missing); continuing, Qt may fail to start." >&2
        else
            echo "installing system packages:$missing"
            $SUDO apt-get update -qq
            DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
        fi
    fi
fi

PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
    "$PY" -m venv .venv
fi
stamp=.venv/.installed-$(cat pyproject.toml | cksum | cut -d' ' -f1)
if [ ! -f "$stamp" ]; then
    .venv/bin/python -m pip install -q --upgrade pip
    .venv/bin/python -m pip install -q -e '.[dev,cluster]'
    rm -f .venv/.installed-*
    touch "$stamp"
fi
bash scripts/i18n.sh build  # translation catalogues: resources/i18n/*.ts -> *.qm
