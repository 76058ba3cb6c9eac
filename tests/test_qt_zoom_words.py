"""The enlarged card's words in both languages: the favor tile's points as the board
writes them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from unittest.mock import MagicMock

import pytest
from helpers_i18n import install_committed_catalogue
from PySide6.QtCore import QRectF

from core import VATICAN_SECTIONS
from mor_qt import i18n, zoom
from mor_qt.zoom import ZoomSpec

FAVOR_UP = 1
TILE = QRectF(0, 0, zoom.TILE_SIZE.width(), zoom.TILE_SIZE.height())


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
             qapp: object) -> Iterator[str]:
    """English, then French compiled from the committed catalogue."""
    if request.param != "en":
        install_committed_catalogue(request.param, tmp_path, monkeypatch)
    yield request.param
    i18n.set_language("en")


def test_the_enlarged_favor_tile_writes_its_points_as_the_board_does(language: str) -> None:
    points = {"en": "VP", "fr": "PV"}[language]
    for section, tile in enumerate(VATICAN_SECTIONS):
        painter = MagicMock()
        zoom._draw_tile(painter, TILE, ZoomSpec("favor", section, FAVOR_UP))
        assert painter.drawText.call_args.args[-1] == f"{tile.favor_vp} {points}"
