"""The enlarged card's words in both languages: the favor tile's points as the board
writes them, each label with its colon as the language wants it (French "Coût :"),
and a depot leader's room in the plural the leader's tooltip uses ("2 coins")."""

from __future__ import annotations

import re
from unittest.mock import MagicMock

from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from core import VATICAN_SECTIONS, Ability, leader_cards, resource_name, solo_tokens
from core.data import RESOURCES
from mor_qt import zoom
from mor_qt.i18n import render
from mor_qt.zoom import CardZoom, ZoomSpec, zoom_text

FAVOR_UP = 1
TILE = QRectF(0, 0, zoom.TILE_SIZE.width(), zoom.TILE_SIZE.height())
DEPOT_ROOM = 2  # R5.2: a depot leader's two spaces



def _specs() -> list[ZoomSpec]:
    """One piece of each kind the table enlarges (every favor tile state)."""
    cards = [ZoomSpec("card", 1), ZoomSpec("leader", min(leader_cards())), ZoomSpec("token", min(solo_tokens()))]
    return cards + [ZoomSpec("favor", 0, state) for state in (1, 0, -1)]


def _depot_leaders() -> list[tuple[int, int]]:
    return [(lead.id, lead.resource) for lead in leader_cards().values() if lead.ability == Ability.DEPOT]


def test_the_enlarged_favor_tile_writes_its_points_as_the_board_does(language: str) -> None:
    points = {"en": "VP", "fr": "PV"}[language]
    for section, tile in enumerate(VATICAN_SECTIONS):
        painter = MagicMock()
        zoom._draw_tile(painter, TILE, ZoomSpec("favor", section, FAVOR_UP))
        assert painter.drawText.call_args.args[-1] == f"{tile.favor_vp} {points}"


def test_every_label_of_the_enlarged_card_has_its_colon_spaced_as_the_language_wants(
        qtbot: QtBot, language: str) -> None:
    before_colon = {"en": "", "fr": " "}[language]
    parent = QWidget()
    qtbot.addWidget(parent)
    box = CardZoom(parent)
    for spec in _specs():
        labels = [label for label, _text in zoom_text(spec)[1:]]
        assert labels and all(re.fullmatch(rf"\S.*\S{before_colon}:", label) for label in labels), labels
        box.show_for(spec, QRect(0, 0, 10, 10))
        shown = re.sub(r"<[^>]+>", " ", box.words.text())
        for label in labels:
            assert label in shown
        if language == "fr":  # no word glued to its colon, nor a colon doubled
            assert not re.search(r"\w:|::", shown), shown


def test_a_depot_leader_s_ability_counts_its_room_in_the_plural(language: str) -> None:
    assert _depot_leaders()
    for lid, res in _depot_leaders():
        ability = dict(zoom_text(ZoomSpec("leader", lid)))[zoom.translate("CardZoom", "Ability:")]
        singular = render(resource_name(res))
        assert f"{DEPOT_ROOM} {singular} " not in ability and f"{DEPOT_ROOM} {singular})" not in ability
        if language == "en":
            assert f"up to {DEPOT_ROOM} {RESOURCES[res]}s" in ability, ability
        else:
            assert re.search(rf"\b{DEPOT_ROOM} {re.escape(singular)}s\b", ability, re.IGNORECASE), ability
