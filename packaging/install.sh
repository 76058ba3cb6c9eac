#!/usr/bin/env bash
# Install the built ``mor`` for the current user (no root), or remove it again.
#
#   bash packaging/install.sh [PROGRAM]     PROGRAM: the folder build (dist/mor, the default when built)
#                                           or the single-file build (dist/mor-linux-<arch>)
#   bash packaging/install.sh --uninstall   remove exactly what the install put there
#
# What goes where ($XDG_DATA_HOME defaults to ~/.local/share):
#   ~/.local/bin/mor                                        the program (a link into the folder build)
#   $XDG_DATA_HOME/io.github.mor.MastersOfRenaissance/      the folder build, when installed
#   $XDG_DATA_HOME/applications/<id>.desktop                 the menu entry (opens .mor files)
#   $XDG_DATA_HOME/icons/hicolor/<N>x<N>/apps/<id>.png       icons, and scalable/apps/<id>.svg
#   $XDG_DATA_HOME/mime/packages/<id>.xml                    the .mor file type
#   $XDG_DATA_HOME/metainfo/<id>.metainfo.xml                AppStream metadata
# The desktop and MIME databases are refreshed when their tools are there.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(dirname "$HERE")"
ID=io.github.mor.MastersOfRenaissance
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
case "$DATA" in /*) ;; *) DATA="$HOME/.local/share" ;; esac  # a relative XDG_DATA_HOME is ignored
BIN="$HOME/.local/bin"
APPDIR="$DATA/$ID"
ICON_SIZES="16 32 48 64 128 256 512"

installed_files() {
    echo "$BIN/mor"
    echo "$DATA/applications/$ID.desktop"
    for n in $ICON_SIZES; do echo "$DATA/icons/hicolor/${n}x${n}/apps/$ID.png"; done
    echo "$DATA/icons/hicolor/scalable/apps/$ID.svg"
    echo "$DATA/mime/packages/$ID.xml"
    echo "$DATA/metainfo/$ID.metainfo.xml"
}

refresh() {
    if command -v update-mime-database >/dev/null 2>&1 && [ -d "$DATA/mime/packages" ]; then
        update-mime-database "$DATA/mime" >/dev/null 2>&1 || echo "install.sh: update-mime-database failed" >&2
    fi
    if command -v update-desktop-database >/dev/null 2>&1 && [ -d "$DATA/applications" ]; then
        update-desktop-database -q "$DATA/applications" || echo "install.sh: update-desktop-database failed" >&2
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$DATA/icons/hicolor/index.theme" ]; then
        gtk-update-icon-cache -q -t "$DATA/icons/hicolor" >/dev/null 2>&1 || true
    fi
}

# remove the generated databases when nothing of anyone is left for them, then empty folders
tidy() {
    if [ -d "$DATA/mime/packages" ] && [ -z "$(ls -A "$DATA/mime/packages")" ]; then
        find "$DATA/mime" -mindepth 1 -maxdepth 1 ! -name packages -exec rm -rf {} +
    fi
    if [ -d "$DATA/applications" ] && ! ls "$DATA/applications"/*.desktop >/dev/null 2>&1; then
        rm -f "$DATA/applications/mimeinfo.cache"
    fi
    for dir in "$BIN" "$DATA/applications" "$DATA/mime/packages" "$DATA/mime" "$DATA/metainfo" \
        "$DATA/icons/hicolor/scalable/apps" "$DATA/icons/hicolor/scalable"; do
        [ -d "$dir" ] && rmdir --ignore-fail-on-non-empty "$dir"
    done
    for n in $ICON_SIZES; do
        for dir in "$DATA/icons/hicolor/${n}x${n}/apps" "$DATA/icons/hicolor/${n}x${n}"; do
            [ -d "$dir" ] && rmdir --ignore-fail-on-non-empty "$dir"
        done
    done
    for dir in "$DATA/icons/hicolor" "$DATA/icons" "$DATA" "$HOME/.local"; do
        [ -d "$dir" ] && rmdir --ignore-fail-on-non-empty "$dir"
    done
    return 0
}

uninstall() {
    installed_files | while read -r path; do
        if [ -e "$path" ] || [ -L "$path" ]; then rm -f "$path"; fi
    done
    rm -rf "$APPDIR"
    refresh
    tidy
    echo "removed Masters of Renaissance from $BIN and $DATA"
}

install_program() {
    local program="$1"
    mkdir -p "$BIN"
    rm -rf "$APPDIR"
    rm -f "$BIN/mor"
    if [ -d "$program" ]; then
        [ -x "$program/mor" ] || { echo "install.sh: $program/mor is not a built program" >&2; exit 1; }
        mkdir -p "$DATA"
        cp -a "$program" "$APPDIR"
        ln -s "$APPDIR/mor" "$BIN/mor"
    else
        [ -x "$program" ] || { echo "install.sh: $program is not an executable program" >&2; exit 1; }
        install -m 0755 "$program" "$BIN/mor"
    fi
    install -D -m 0644 /dev/stdin "$DATA/applications/$ID.desktop" \
        < <(sed "s|^Exec=mor |Exec=\"$BIN/mor\" |" "$HERE/$ID.desktop")
    for n in $ICON_SIZES; do
        install -D -m 0644 "$HERE/icons/${n}x${n}/$ID.png" "$DATA/icons/hicolor/${n}x${n}/apps/$ID.png"
    done
    install -D -m 0644 "$HERE/mor.svg" "$DATA/icons/hicolor/scalable/apps/$ID.svg"
    install -D -m 0644 "$HERE/$ID.mime.xml" "$DATA/mime/packages/$ID.xml"
    install -D -m 0644 "$HERE/$ID.metainfo.xml" "$DATA/metainfo/$ID.metainfo.xml"
    refresh
    echo "installed Masters of Renaissance: $BIN/mor, menu entry $DATA/applications/$ID.desktop"
    case ":$PATH:" in *":$BIN:"*) ;; *) echo "note: $BIN is not on your PATH; the menu entry works all the same" ;; esac
}

case "${1:-}" in
    --uninstall) uninstall ;;
    -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//' ;;
    *)
        program="${1:-}"
        if [ -z "$program" ]; then
            if [ -x "$ROOT/dist/mor/mor" ]; then
                program="$ROOT/dist/mor"
            else
                program="$(ls "$ROOT"/dist/mor-linux-* 2>/dev/null | head -n 1)"
            fi
        fi
        [ -n "$program" ] || { echo "install.sh: build first: bash packaging/build.sh" >&2; exit 1; }
        install_program "$program"
        ;;
esac
