"""Readable cards: every development card, leader, Lorenzo token
and Pope's favor tile can be shown enlarged with its cost, production,
requirement and ability in words; market arrows name the resources they give;
no hover highlight outlives the choice it previewed."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from core import LINE_CELLS, ActionKind, Game, Seat, TurnMode
from core.data import DEV_CARDS, LEADERS, MARBLES, RESOURCES, SECTIONS, SOLO_TOKENS
from mor_qt.board import Item
from mor_qt.window import MainWindow
from mor_qt.zoom import HOVER_DELAY_MS, ZoomSpec, zoom_pixmap, zoom_text


def _words(spec: ZoomSpec) -> str:
    return " ".join(f"{label} {text}" for label, text in zoom_text(spec))


def _plural(res: int, n: int) -> str:
    return RESOURCES[res] + ("s" if n > 1 else "")


def test_every_development_card_says_cost_production_and_points_in_words() -> None:
    cards = DEV_CARDS.values() if isinstance(DEV_CARDS, dict) else [c for c in DEV_CARDS if c]
    for card in cards:
        rows = dict(zoom_text(ZoomSpec("card", card.id)))
        for res, n in enumerate(card.cost):
            if n:
                assert f"{n} {_plural(res, n)}" in rows["Cost:"], (card.id, rows["Cost:"])
        given, produced = rows["Production:"].split(" → ")
        for res, n in enumerate(card.prod_in):
            if n:
                assert f"{n} {_plural(res, n)}" in given
        for res, n in enumerate(card.prod_out):
            if n:
                assert f"{n} {_plural(res, n)}" in produced
        if card.prod_faith:
            assert f"{card.prod_faith} faith" in produced
        assert rows["Victory points:"] == str(card.vp)


def test_every_leader_token_and_favor_tile_is_described(qtbot: QtBot) -> None:
    for lid, lead in LEADERS.items():
        rows = dict(zoom_text(ZoomSpec("leader", lid)))
        assert rows["Requirement:"] and rows["Victory points:"] == str(lead.vp)
        assert RESOURCES[lead.resource] in rows["Ability:"]
    for tid, token in SOLO_TOKENS.items():
        effect = dict(zoom_text(ZoomSpec("token", tid)))["Effect:"]
        assert str(token.amount) in effect or "1 space" in effect
    for i, (start, end, vp) in enumerate(SECTIONS):
        for state, word in ((1, "face up"), (0, "not decided"), (-1, "discarded")):
            text = _words(ZoomSpec("favor", i, state))
            assert f"{vp} victory points" in text and f"{start}-{end}" in text and word in text
    pm = zoom_pixmap(ZoomSpec("card", 1))
    assert pm.width() >= 2 * 100  # more than twice the card's size on the table


@pytest.fixture
def solo(qtbot: QtBot) -> Iterator[MainWindow]:
    win = MainWindow()
    qtbot.addWidget(win)
    win.ctl.autosave_enabled = False
    win.ctl.pace_ms = 0
    game = Game.new(["Ada"], 5)
    rng = random.Random(2)
    while game.round < 6:  # random play that buys when it can and never discards a leader
        legal = [a for a in game.legal_actions() if a.kind != ActionKind.DISCARD]
        buys = [a for a in legal if a.kind == ActionKind.BUY]
        game.apply(buys[0] if buys else rng.choice(legal))
    while game.turn_mode != TurnMode.FREE or game.main_action_done:
        game.apply(game.legal_actions()[0])
    win.set_loaded(game, [Seat("Ada")], None)
    win.resize(1366, 768)
    win.show()
    qtbot.waitUntil(lambda: win.view.width() > 600)
    qtbot.wait(5)
    win.table.flush()
    yield win
    win.ctl.shutdown()


def _centre(win: MainWindow, item: Item) -> QPoint:
    return win.view.mapFromScene(item.mapToScene(item.rect.center()))


def test_hovering_a_card_shows_it_enlarged_beside_it_and_leaving_hides_it(qtbot: QtBot, solo: MainWindow) -> None:
    card = solo.table.find("card")[0]
    zoom = solo.view.zoom
    QTest.mouseMove(solo.view.viewport(), _centre(solo, card))
    qtbot.waitUntil(zoom.isVisible, timeout=HOVER_DELAY_MS + 2000)
    assert zoom.spec == ZoomSpec("card", card.tag[1])
    anchor = solo.view.mapFromScene(card.mapToScene(card.rect)).boundingRect()
    assert solo.view.viewport().rect().contains(zoom.geometry())  # whole, inside the table's view
    assert not zoom.geometry().intersects(anchor.adjusted(4, 4, -4, -4))  # beside the card, not over it
    assert "Cost" in zoom.words.text() and "Production" in zoom.words.text()
    QTest.mouseMove(solo.view.viewport(), QPoint(2, 2))
    qtbot.waitUntil(lambda: not zoom.isVisible())


@pytest.mark.parametrize("kind", ["leader", "token", "favor", "slotcard"])
def test_right_click_enlarges_leaders_tokens_favor_tiles_and_bought_cards_at_once(qtbot: QtBot, solo: MainWindow,
                                                                                  kind: str) -> None:
    items = [it for it in solo.table.find(kind) if it.zoom is not None]
    assert items, f"no {kind} to enlarge"
    item = items[0]
    QTest.mouseClick(solo.view.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier,
                     _centre(solo, item))
    assert solo.view.zoom.isVisible() and solo.view.zoom.spec == item.zoom


def test_market_arrows_name_the_resources_they_give_not_marble_colours(qtbot: QtBot, solo: MainWindow) -> None:
    game = solo.ctl.game
    assert game is not None
    colours = [name for k, name in enumerate(MARBLES) if k != 4]
    for line in range(7):
        arrow = solo.table.find("arrow", line)[0]
        tip = arrow.toolTip()
        assert arrow.enabled and tip.startswith("Take")
        assert not any(colour in tip for colour in colours), tip
        for m in (game.marbles[i] for i in LINE_CELLS[line]):
            assert (RESOURCES[m] if m < 4 else "faith" if m == 5 else "white marble") in tip


def test_no_gold_ring_stays_on_the_marbles_after_a_line_is_taken(qtbot: QtBot, solo: MainWindow) -> None:
    game = solo.ctl.game
    assert game is not None
    cells = LINE_CELLS[0]
    assert game.marbles[cells[0]] == game.marbles[cells[1]]  # a marble that stays the same after the push
    arrow = solo.table.find("arrow", 0)[0]
    QTest.mouseMove(solo.view.viewport(), _centre(solo, arrow))
    qtbot.waitUntil(lambda: any(it.preview for it in solo.table.find("marble")))
    solo.view.click(arrow)
    qtbot.wait(1)
    solo.table.flush()
    assert str(game.history()[-1]) == "market r1"
    assert not [it.tag for it in solo.table.find("marble") if it.preview]


def test_the_start_screen_keeps_the_marbles_clear_of_its_text(qtbot: QtBot) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF

    from mor_qt import art
    from mor_qt.board import WELCOME_HINT, WELCOME_HINT_PT, WELCOME_TITLE_PT, welcome_layout

    win = MainWindow()
    qtbot.addWidget(win)
    win.table.flush()
    assert win.table.find("welcome")  # no game: the start screen is up
    title, marbles, hint = welcome_layout(win.table.sceneRect())
    for rect, text, size, bold in ((title, "Masters of Renaissance", WELCOME_TITLE_PT, True),
                                   (hint, WELCOME_HINT, WELCOME_HINT_PT, False)):
        ink = QFontMetricsF(art.font(size, bold)).boundingRect(text)
        drawn = QRectF(rect.center().x() - ink.width() / 2, rect.center().y() - ink.height() / 2, ink.width(),
                       ink.height())
        assert rect.contains(drawn)
        assert not drawn.intersects(marbles), text
    win.ctl.shutdown()
