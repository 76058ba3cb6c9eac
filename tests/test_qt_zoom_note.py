"""The enlarged leader's red line says only what the card above it does not: whether a
leader in hand meets its requirement, that a leader is in play, nothing for a leader
dealt.  It repeated the leader's words and requirement from the tooltip, and in French
its "; demande …" was left dangling at the start of a wrapped line."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from core import Game, Seat, leader_text, requirement_text
from mor_qt.i18n import render
from mor_qt.table_input import Item
from mor_qt.window import MainWindow
from mor_qt.zoom import NOTE_COLOUR

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py

SEED = 5
PLAYED = 54  # a depot leader (5 stones, which may have been spent since)
MET = 53  # 5 coins: the strongbox holds them
NOT_MET = 60  # 2 yellow cards and 1 green one: the board has none
PLENTY = 5
NOTE = re.compile(rf"<p style='color:{NOTE_COLOUR}'>(.*?)</p>")


def _game(played: list[int], hand: list[int]) -> Game:
    """Solo, after the set-up, with these leaders in play and in hand, and the coins ``MET`` asks for."""
    game = Game.new(["Ada"], SEED)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    pos = game.to_position()
    me = pos["players"][0]
    for field in ("leaders_hand", "leaders_played", "leaders_setup_discarded", "leaders_discarded"):
        me[field] = [lid for lid in me.get(field, []) if lid not in (PLAYED, MET, NOT_MET)]
    me["leaders_played"], me["leaders_hand"] = played, hand
    me["strongbox"] = {"coin": PLENTY}
    return Game.from_position(pos)


@pytest.fixture
def shown(language: str, win: MainWindow) -> Iterator[MainWindow]:
    win.ctl.autosave_enabled = False
    yield win


def _note(win: MainWindow, item: Item) -> str:
    """The red line of ``item`` enlarged ("" when there is none)."""
    win.view.show_zoom(item, now=True)
    found = NOTE.findall(win.view.zoom.words.text())
    return found[0] if found else ""


def _sentence(note: str) -> None:
    """One clean sentence: a capital first, a full stop last, no clause joined on by a semicolon."""
    assert note[:1].isupper() and note.endswith("."), note
    assert ";" not in note, note


def _hand_notes(win: MainWindow, hand: list[int]) -> dict[int, str]:
    notes = {}
    for lid in hand:
        (item,) = [it for it in win.table.find("leader", 0, lid) if it.tag[3] == "hand"]
        note = notes[lid] = _note(win, item)
        _sentence(note)
        assert render(requirement_text(lid)) not in note  # the card's "Requirement:" row says it
        assert render(leader_text(lid)) not in note
    return notes


def test_a_leader_in_hand_says_only_whether_its_requirement_is_met(shown: MainWindow) -> None:
    shown.set_loaded(_game([], [MET, NOT_MET]), [Seat("Ada")], None)
    shown.table.flush()
    notes = _hand_notes(shown, [MET, NOT_MET])
    assert notes[MET] != notes[NOT_MET]


def test_a_leader_in_play_says_only_that_it_is(shown: MainWindow) -> None:
    shown.set_loaded(_game([PLAYED], [NOT_MET]), [Seat("Ada")], None)
    shown.table.flush()
    in_hand = _hand_notes(shown, [NOT_MET])[NOT_MET]
    (played,) = shown.table.find("leader", 0, PLAYED, "played")
    note = _note(shown, played)
    _sentence(note)
    assert render(leader_text(PLAYED)) not in note and note != in_hand


def test_a_leader_dealt_has_no_red_line(shown: MainWindow) -> None:
    shown.set_loaded(Game.new(["Ada"], SEED), [Seat("Ada")], None)
    shown.table.flush()
    dealt = [it for it in shown.table.find("dealt", 0) if it.zoom is not None]
    assert dealt
    for item in dealt:
        assert _note(shown, item) == ""
        assert shown.view.zoom.isVisible()



def test_a_grid_card_s_red_line_says_its_price_or_why_not_never_the_card_again(shown: MainWindow) -> None:
    """It was the tooltip, "Buy card 9 (level I green, 3 VP) for 3 shields, then pick a slot",
    the card's own words over again; now the price to pay (after any discount) and what to do,
    or why it cannot be bought, as a sentence starting with a capital."""
    from core import card_text, resources_text

    pos = _game([], []).to_position()
    pos["players"][0]["strongbox"] = dict.fromkeys(("coin", "stone", "servant", "shield"), 3)
    game = Game.from_position(pos)
    shown.set_loaded(game, [Seat("Ada")], None)
    shown.table.flush()
    cards = [it for it in shown.table.items() if isinstance(it, Item) and it.tag[:1] == ("card",)]
    buyable = [it for it in cards if it.enabled]
    assert buyable and len(buyable) < len(cards)  # level I cards for the coins, not the dearer ones
    for item in cards:
        cid = item.tag[1]
        note = _note(shown, item)
        assert note[:1].isupper() and render(card_text(cid)) not in note, note
        if item.enabled:
            assert render(resources_text(game.card_cost(0, cid))) in note
        else:
            assert item.tip.endswith(note[1:])  # the tooltip's reason, without the card before it
