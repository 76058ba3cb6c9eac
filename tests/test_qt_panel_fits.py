"""The action panel shows all of its words and choices at 1366x768, in
English and in French: no word-wrapped text cut at the top and bottom (a
label given less height than its lines need), no combo box too narrow for
its choices ("coin + se" for "coin + servant"), no button narrower than its
words.  The cause of the first two was a row of the panel wider than the
side of the window ("Basic: [coin + servant] → [coin]", 330 px in 266): the
side's layout then asked the panel for its height at that minimum width, not
at the width it has, so the intro got the height of fewer lines than it has
and was cut; the row was squeezed into the width there was."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from helpers_rules import cards_for
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QWidget
from pytestqt.qtbot import QtBot

from core import Ability, Action, ActionKind, Game, Resource, Seat, TurnMode, leader_cards
from mor_qt import i18n
from mor_qt.window import MainWindow

SMALL_SCREEN = (1366, 768)
LARGE_SCREEN = (1920, 1080)
SEATS = ["Ada", "Bruno"]
SEED = 5
SLOTS = 3  # development card slots on a board
FIRST_GREEN_CARD = 1  # level I: a coin gives a faith point
PRODUCTION_INTRO = ("Click powers on your board (cards on top of your slots, the basic production, production "
                    "leaders) to add or remove them.")
PLENTY = 5  # of each resource: every production power can be paid


def clipped(side: QWidget) -> list[str]:
    """What of ``side`` (and of what it holds) a player does not see whole."""
    out: list[str] = []
    for w in [side, *side.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        name = f"{type(w).__name__} {getattr(w, 'text', lambda: '')()!r}"
        need = w.minimumSizeHint()
        if w.width() < need.width():
            out.append(f"{name}: {w.width()} px wide, needs {need.width()}")
        if isinstance(w, QLabel) and w.wordWrap():
            if w.height() < w.heightForWidth(w.width()):
                out.append(f"{name}: {w.height()} px high, its lines need {w.heightForWidth(w.width())}")
        elif w.height() < need.height():
            out.append(f"{name}: {w.height()} px high, needs {need.height()}")
        if isinstance(w, QComboBox):
            if w.width() < w.sizeHint().width():  # as wide as its longest choice
                out.append(f"QComboBox {w.currentText()!r}: {w.width()} px wide, its choices need "
                           f"{w.sizeHint().width()}")
        if isinstance(w, QAbstractButton) and w.text():
            words = w.fontMetrics().horizontalAdvance(w.text().replace("&", ""))
            if w.width() < words:
                out.append(f"{name}: {w.width()} px wide, its words need {words}")
    return out



@pytest.fixture
def windows(qtbot: QtBot) -> Iterator[list[MainWindow]]:
    """The windows a test opens, their bots stopped afterwards."""
    opened: list[MainWindow] = []
    yield opened
    for w in opened:
        w.ctl.shutdown()


def _window(qtbot: QtBot, windows: list[MainWindow], game: Game, size: tuple[int, int] = SMALL_SCREEN) -> MainWindow:
    """``game`` in a window of ``size``, its player to move the one human at the table."""
    w = MainWindow()
    windows.append(w)
    qtbot.addWidget(w)
    w.ctl.autosave_enabled = False
    w.ctl.pace_ms = 0
    w.resize(*size)
    w.show()
    seats = [Seat(name) if seat == game.current_seat else Seat(name, "bot", "greedy")
             for seat, name in enumerate(game.names)]  # one human: no screen to pass
    w.set_loaded(game, seats, None)
    _settle(qtbot, w)
    return w


def _settle(qtbot: QtBot, w: MainWindow) -> None:
    qtbot.wait(5)
    w.table.flush()
    qtbot.wait(5)


def _rich(played: tuple[int, ...], slots: tuple[int, ...] = (FIRST_GREEN_CARD,), each: int = PLENTY) -> Game:
    """Ada to move after the set-up, ``each`` of every resource in her strongbox,
    the development cards ``slots`` in her slots and the leaders ``played`` with
    the cards they ask for (R9.1; without ``slots`` when three slots cannot hold both)."""
    game = Game.new(SEATS, SEED)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    pos = game.to_position()
    seat = pos["current_seat"]
    me = pos["players"][seat]
    me["name"], pos["players"][1 - seat]["name"] = SEATS
    me["strongbox"] = {"coin": each, "stone": each, "servant": each, "shield": each}
    for player in pos["players"]:  # each card once: the ones Ada is given leave where they were
        for field in ("leaders_hand", "leaders_played", "leaders_setup_discarded", "leaders_discarded"):
            player[field] = [lid for lid in player[field] if lid not in played]
    # the leaders in play own the cards they ask for (R9.1): after ``slots``, if there is room
    wanted = [stack for stack in cards_for(played, avoid=slots) if stack]
    stacks = ([[c] for c in slots] + wanted) if len(slots) + len(wanted) <= SLOTS else wanted
    stacks += [[] for _ in range(SLOTS - len(stacks))]
    owned = {c for stack in stacks for c in stack}
    pos["decks"] = {deck: [c for c in cards if c not in owned] for deck, cards in pos["decks"].items()}
    me["slots"] = stacks
    me["leaders_played"] = list(played)
    if played:
        me["leaders_hand"] = []
    return Game.from_position(pos)


def _production_leaders() -> tuple[int, int]:
    found = [lid for lid, card in leader_cards().items() if card.ability == Ability.PRODUCTION]
    return found[0], found[1]


def _white_leaders() -> tuple[int, int]:
    found = [lid for lid, card in leader_cards().items() if card.ability == Ability.WHITE_MARBLE]
    return found[0], found[1]


# ------------------------------------------------------------------ the panel's states
def _production(qtbot: QtBot, w: MainWindow) -> None:
    """Every row of the production panel: a card's, the basic production's, two leaders'."""
    game = w.ctl.game
    assert game is not None
    w.ui.start_plan()
    for key in ("s1", "base", *(f"L{lid}" for lid in _production_leaders())):
        assert w.ui.toggle_power(game, key), key
    _settle(qtbot, w)
    assert {"base_pair", "base_out"} <= set(w.panel.choices)
    assert len([k for k in w.panel.choices if k.startswith("out_L")]) == len(_production_leaders())


def _basic_production(qtbot: QtBot, w: MainWindow) -> None:
    """The lead's case: Production…, then a click on the basic production."""
    game = w.ctl.game
    assert game is not None
    w.panel.buttons["produce"].click()
    _settle(qtbot, w)
    w.view.click(w.table.find("power", game.current_seat, "base")[0])
    _settle(qtbot, w)
    assert "base_pair" in w.panel.choices


def _too_dear(qtbot: QtBot, w: MainWindow) -> None:
    """A plan Ada cannot pay for: the panel says why, in red, under the totals."""
    game = w.ctl.game
    assert game is not None
    w.ui.start_plan()
    for key in ("s1", *(f"L{lid}" for lid in _production_leaders())):
        assert w.ui.toggle_power(game, key), key
    w.ui.set_choice("base", Action(ActionKind.PROD_BASE, Resource.STONE, Resource.STONE, Resource.COIN))
    _settle(qtbot, w)
    plan = w.ui.evaluate(game)
    assert not plan.ok and "base_pair" in w.panel.choices
    assert plan.reason and not plan.reason.startswith("illegal decision")  # the reason alone
    assert any("color:" in lab.text() for lab in w.panel.findChildren(QLabel) if lab.isVisible())
    assert not w.panel.buttons["confirm"].isEnabled()


def _setup_game() -> Game:
    return Game.new(SEATS, SEED)


def _initial_resources_game() -> Game:
    """The set-up, at the first player who chooses a resource (R2.3)."""
    game = Game.new(SEATS, SEED)
    while not any(a.kind == ActionKind.TAKE for a in game.legal_actions()):
        game.apply(game.legal_actions()[0])
    return game


def _choosing_leaders(qtbot: QtBot, w: MainWindow) -> None:
    assert "keep" in w.panel.buttons


def _taking(qtbot: QtBot, w: MainWindow) -> None:
    assert len([k for k in w.panel.buttons if k.startswith("take ")]) == len(Resource)


def _whites(qtbot: QtBot, w: MainWindow) -> None:
    """A market line with white marbles, with two white-marble leaders: a choice per white marble."""
    game = w.ctl.game
    assert game is not None
    for act in game.legal_actions():
        trial = game.clone()
        trial.apply(act)
        if act.kind == ActionKind.MARKET and trial.turn_mode == TurnMode.WHITES:
            assert w.take_line(act.line)
            break
    _settle(qtbot, w)
    assert game.turn_mode == TurnMode.WHITES
    assert len([k for k in w.panel.buttons if k.startswith("white ")]) == len(_white_leaders())


def _free_turn(qtbot: QtBot, w: MainWindow) -> None:
    assert "produce" in w.panel.buttons and "end" in w.panel.buttons


def _buying(qtbot: QtBot, w: MainWindow) -> None:
    game = w.ctl.game
    assert game is not None
    buy = next(a for a in game.legal_actions() if a.kind == ActionKind.BUY)
    w.ui.select_card(buy.card)
    _settle(qtbot, w)
    assert "cancel" in w.panel.buttons


def _placing(qtbot: QtBot, w: MainWindow) -> None:
    game = w.ctl.game
    assert game is not None
    line = next(a.line for a in game.legal_actions() if a.kind == ActionKind.MARKET)
    assert w.take_line(line)
    _settle(qtbot, w)
    assert game.turn_mode == TurnMode.PLACING
    assert {"store", "drop", "auto"} <= set(w.panel.buttons)


def _end_of_turn(qtbot: QtBot, w: MainWindow) -> None:
    _placing(qtbot, w)
    w.panel.auto_place()
    _settle(qtbot, w)
    game = w.ctl.game
    assert game is not None and game.main_action_done
    assert "end" in w.panel.buttons


STATES: dict[str, tuple[Callable[[], Game], Callable[[QtBot, MainWindow], None]]] = {
    "production": (lambda: _rich(_production_leaders()), _production),
    "basic production": (lambda: _rich(()), _basic_production),
    "production that cannot be paid": (lambda: _rich(_production_leaders(), each=1), _too_dear),
    "choosing leaders": (_setup_game, _choosing_leaders),
    "initial resources": (_initial_resources_game, _taking),
    "free turn": (lambda: _rich(()), _free_turn),
    "buying": (lambda: _rich(()), _buying),
    "placing": (lambda: _rich(()), _placing),
    "white marbles": (lambda: _rich(_white_leaders()), _whites),
    "end of turn": (lambda: _rich(()), _end_of_turn),
}


@pytest.mark.parametrize("state", list(STATES))
def test_the_panel_shows_all_its_words_and_choices_at_1366x768(
    qtbot: QtBot, windows: list[MainWindow], language: str, state: str
) -> None:
    make, reach = STATES[state]
    w = _window(qtbot, windows, make())
    reach(qtbot, w)
    assert w.panel.isVisible()
    problems = clipped(w.side)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("size", [SMALL_SCREEN, LARGE_SCREEN], ids=["1366x768", "1920x1080"])
def test_the_production_intro_and_the_basic_choice_are_whole(
    qtbot: QtBot, windows: list[MainWindow], language: str, size: tuple[int, int]
) -> None:
    """The lead's report: the intro cut at the top and bottom, "coin + se" for "coin + servant"."""
    w = _window(qtbot, windows, _rich(_production_leaders()), size)
    _basic_production(qtbot, w)
    intro = next(lab for lab in w.panel.findChildren(QLabel)
                 if lab.isVisible() and lab.text() == i18n.no_widow(w.panel.tr(PRODUCTION_INTRO)))
    assert intro.height() >= intro.heightForWidth(intro.width()) > intro.fontMetrics().height()  # several lines
    pair = w.panel.choices["base_pair"]
    # its size hint: the width of its widest choice, as long as it sizes to its contents
    assert pair.sizeAdjustPolicy() == QComboBox.SizeAdjustPolicy.AdjustToContentsOnFirstShow
    assert pair.width() >= pair.sizeHint().width()  # the widest pair ("Pierre + Serviteur") whole
    assert pair.width() > pair.fontMetrics().horizontalAdvance(pair.currentText())
    problems = clipped(w.side)
    assert not problems, "\n".join(problems)
