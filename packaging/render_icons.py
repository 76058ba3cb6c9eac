"""Render the app icon (packaging/mor.svg, our own art) to the PNG sizes desktops ask for.

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/render_icons.py

writes packaging/icons/<N>x<N>/io.github.mor.MastersOfRenaissance.png for N in ICON_SIZES,
laid out like the hicolor icon theme (packaging/install.sh copies them as they are).
The PNGs are committed; rerun this after changing the SVG.
"""

from __future__ import annotations

import sys
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
sys.path.insert(0, str(PACKAGING.parent))

from core.version import APP_ID  # noqa: E402

ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)
SVG = PACKAGING / "mor.svg"
ICONS = PACKAGING / "icons"


def icon_path(size: int) -> Path:
    return ICONS / f"{size}x{size}" / f"{APP_ID}.png"


def render(size: int) -> bool:
    """Draw the SVG into a transparent size x size image and save it; False if Qt could not."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        return False
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    path = icon_path(size)
    path.parent.mkdir(parents=True, exist_ok=True)
    return image.save(str(path), "PNG")


def main() -> int:
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    failed = [size for size in ICON_SIZES if not render(size)]
    for size in ICON_SIZES:
        if size not in failed:
            print(icon_path(size).relative_to(PACKAGING.parent))
    if failed:
        print(f"render_icons: could not render {SVG} at {failed}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
