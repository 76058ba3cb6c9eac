"""The app's name and version: one source, the installed package's metadata
(``pyproject.toml`` → ``importlib.metadata``; the PyInstaller build bundles
that metadata).  Written into save files and printed by ``--version``."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

DIST_NAME = "masters-of-renaissance"
UNKNOWN_VERSION = "0+unknown"  # run from a checkout that was never installed


def _installed_version() -> str:
    try:
        return version(DIST_NAME)
    except PackageNotFoundError:
        return UNKNOWN_VERSION


APP_VERSION = _installed_version()

# The reverse-DNS application id: the desktop entry, AppStream metainfo, MIME
# package and icons in packaging/ are named after it, and the app tells the
# desktop (QGuiApplication.setDesktopFileName) that it is this entry.
APP_ID = "io.github.mor.MastersOfRenaissance"
# the MIME type of a saved game (*.mor), declared in packaging/APP_ID.mime.xml
SAVE_MIME_TYPE = "application/x-mor-save"
