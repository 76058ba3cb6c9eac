"""The desktop app driven by clicks (pytest-qt, offscreen): whole games, every
decision kind, illegal clicks, bots off the GUI thread, saves, hot-seat."""

from __future__ import annotations

import multiprocessing
import random
import threading
from pathlib import Path
from typing import ClassVar

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from ai import Cancel
from core import Action, Game, Seat
from core.actions import (
    A_MARKET,
    BUY,
    DISCARD,
    DONE,
    DROP,
    END,
    KEEP,
    MARKET,
    PLAY,
    PROD_BASE,
    PROD_LEADER,
    PROD_SLOT,
    STORE,
    TAKE,
    WHITE,
)
from core.data import LEADERS, WHITE_MARBLE
from core.enums import PLACING
from mor_qt.dialogs import SEAT_NAME_MAX, GameConfig, NewGameDialog, parse_seats
from mor_qt.window import MainWindow

# the longest a test waits for the bots or their workers: a safety net for a loaded
# machine (a worker may take ~20 s to start there), not a speed check
SAFETY_NET_MS = 120_000

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py


def _thinking(w: MainWindow) -> bool:
    """``w.ctl.runner.busy``, read through a call: mypy would keep an assert's
    narrowing of the property past the calls that change it."""
    return w.ctl.runner.busy


def _game(w: MainWindow) -> Game:
    """The window's game: every test here starts or opens one first."""
    game = w.ctl.game
    assert game is not None
    return game


def _combo(w: MainWindow, key: str) -> QComboBox:
    """One of the action panel's choice boxes."""
    return w.panel.choices[key]


def _log_texts(w: MainWindow) -> list[str]:
    """The game log's lines, top to bottom."""
    texts = []
    for i in range(w.log.count()):
        line = w.log.item(i)
        assert line is not None
        texts.append(line.text())
    return texts


def settle(qtbot: QtBot, w: MainWindow) -> None:
    qtbot.wait(1)
    w.table.flush()


def click(qtbot: QtBot, w: MainWindow, *tag: object) -> None:
    settle(qtbot, w)
    items = w.table.find(*tag)
    assert items, f"no item {tag}"
    assert items[0].enabled, f"{tag} is not clickable"
    w.view.click(items[0])
    settle(qtbot, w)


def press(qtbot: QtBot, w: MainWindow, key: str) -> None:
    settle(qtbot, w)
    button = w.panel.buttons[key]
    assert button.isEnabled(), f"button {key} disabled"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    settle(qtbot, w)


def do(qtbot: QtBot, w: MainWindow, act: Action, seen: set[int]) -> None:
    """Perform ``act`` for the human to move the way a person would: by clicks."""
    game = w.ctl.game
    assert game is not None
    seat = game.current_seat
    k = act.kind
    seen.add(k)
    if k == KEEP:
        for leader in act.leaders:
            click(qtbot, w, "dealt", seat, leader)
        press(qtbot, w, "keep")
    elif k == TAKE:
        press(qtbot, w, f"take {('coin', 'stone', 'servant', 'shield')[act.resource]}")
    elif k == MARKET:
        click(qtbot, w, "arrow", act.line)
    elif k == WHITE:
        press(qtbot, w, f"white {('coin', 'stone', 'servant', 'shield')[act.resource]}")
    elif k == STORE:
        if len(game.history()) % 2:  # both ways, the same in every run
            click(qtbot, w, "warehouse", seat)
        else:
            press(qtbot, w, "store")
    elif k == DROP:
        press(qtbot, w, "drop")
    elif k == BUY:
        click(qtbot, w, "card", act.card)
        click(qtbot, w, "slot", seat, act.slot)
    elif k in (PROD_SLOT, PROD_BASE, PROD_LEADER):
        if game.turn_mode != 3:
            press(qtbot, w, "produce")
        if k == PROD_SLOT:
            click(qtbot, w, "slotcard", seat, act.slot)
        elif k == PROD_BASE:
            click(qtbot, w, "power", seat, "base")
            box = _combo(w, "base_pair")
            first, second = act.inputs
            box.setCurrentIndex(box.findData(first * 4 + second))
            _combo(w, "base_out").setCurrentIndex(act.output)
        else:
            click(qtbot, w, "leader", seat, act.leader, "played")
            _combo(w, f"out_L{act.leader}").setCurrentIndex(act.output)
        seen.add(DONE)
        press(qtbot, w, "confirm")
    elif k == PLAY:
        click(qtbot, w, "play", act.leader)
    elif k == DISCARD:
        click(qtbot, w, "discard", act.leader)
    elif k == END:
        press(qtbot, w, "end")
    else:
        raise AssertionError(act)


def choose(game: Game, rng: random.Random) -> Action:
    """A quick human policy that ends games soon: buy, else produce or take marbles."""
    legal = game.legal_actions()
    by: dict[int, list[Action]] = {}
    for a in legal:
        by.setdefault(a.kind, []).append(a)
    for kind in (KEEP, TAKE, WHITE):
        if kind in by:
            return rng.choice(by[kind])
    if game.turn_mode == PLACING:
        return (by.get(STORE) or by[DROP])[0]
    if BUY in by:
        return max(by[BUY], key=lambda a: (a.card % 7, a.slot))
    if PLAY in by and rng.random() < 0.7:
        return rng.choice(by[PLAY])
    if game.turn_mode == 3:
        prods = [a for a in legal if a.kind in (PROD_SLOT, PROD_LEADER)]
        return prods[0] if prods and rng.random() < 0.5 else by[DONE][0]
    prods = [a for a in legal if a.kind in (PROD_SLOT, PROD_BASE, PROD_LEADER)]
    if prods and rng.random() < 0.35:
        return rng.choice(prods)
    if MARKET in by:
        return rng.choice(by[MARKET])
    if DISCARD in by and rng.random() < 0.15:
        return rng.choice(by[DISCARD])
    return by[END][0]


def play_to_the_end(qtbot: QtBot, w: MainWindow, seed: int, max_steps: int = 1500) -> set[int]:
    rng = random.Random(seed)
    seen: set[int] = set()
    for _ in range(max_steps):
        qtbot.waitUntil(lambda: _game(w).is_over or w.ctl.is_human_turn(), timeout=20000)
        game = w.ctl.game
        assert game is not None
        if game.is_over:
            break
        if w.privacy.isVisible():
            qtbot.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
        before = game.state_hash()
        act = choose(game, rng)
        do(qtbot, w, act, seen)
        assert game.state_hash() != before, f"{act} had no effect"
    settle(qtbot, w)
    return seen


def test_whole_solo_game_by_clicks_to_the_score_sheet(qtbot: QtBot, win: MainWindow) -> None:
    win.start_game(GameConfig([Seat("Ada")], 11, None))
    seen = play_to_the_end(qtbot, win, 1)
    game = win.ctl.game
    assert game is not None
    assert game.is_over
    assert win.sheet.isVisible()
    assert win.sheet.cells[("total", 0)].text() == str(game.scores()[0].total)
    assert {KEEP, MARKET, STORE, END, BUY} <= seen
    assert win.log.count() > 20
    assert any("Lorenzo" in text for text in _log_texts(win))


def test_whole_three_seat_game_one_human_two_bots(qtbot: QtBot, win: MainWindow) -> None:
    seats = [Seat("Ada"), Seat("Rob", "bot", "random"), Seat("Gus", "bot", "greedy")]
    win.start_game(GameConfig(seats, 5, 1))
    seen = play_to_the_end(qtbot, win, 2)
    game = win.ctl.game
    assert game is not None
    assert game.is_over and win.sheet.isVisible()
    for j in range(3):
        assert win.sheet.cells[("total", j)].text() == str(game.scores()[j].total)
    assert {KEEP, TAKE, MARKET, BUY, END} <= seen
    assert not win.ctl.runner.busy
    assert all(it.tag[2] is not None for it in win.table.find("leader"))  # every hand revealed at the end
    # rematch starts a new game with the same seats
    qtbot.mouseClick(win.sheet.b_rematch, Qt.MouseButton.LeftButton)
    assert not _game(win).is_over and [s.name for s in win.ctl.seats] == ["Ada", "Rob", "Gus"]


def test_each_decision_kind_by_clicks(qtbot: QtBot, win: MainWindow) -> None:
    """Production of each kind, leader play/discard, drops, white marbles."""
    seen: set[int] = set()
    needed = {STORE, DROP, PROD_SLOT, PROD_BASE, DONE, DISCARD, BUY, MARKET, END}
    for seed in range(4):
        win.start_game(GameConfig([Seat("Ada")], seed, None))
        rng = random.Random(seed)
        for _ in range(150):
            game = win.ctl.game
            assert game is not None
            if game.is_over or needed <= seen:
                break
            legal = game.legal_actions()
            fresh = [a for a in legal if a.kind not in seen and a.kind != KEEP]
            act = rng.choice(fresh) if fresh and rng.random() < 0.6 else choose(game, rng)
            do(qtbot, win, act, seen)
    # white marbles: give the seat to move two white-marble leaders
    win.start_game(GameConfig([Seat("Ada")], 3, None))
    game = win.ctl.game
    assert game is not None
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    whites = [lid for lid, c in LEADERS.items() if c.ability == WHITE_MARBLE][:2]
    p = game.players[0]
    p.played = tuple(whites)
    p.refresh_leaders()
    line = next(i for i in range(7) if any(game.marbles[c] == 4 for c in _cells(i)))
    win.ctl.state_changed.emit()
    click(qtbot, win, "arrow", line)
    assert game.turn_mode == 1
    res = LEADERS[whites[0]].resource
    press(qtbot, win, f"white {('coin', 'stone', 'servant', 'shield')[res]}")
    seen.add(WHITE)
    assert {STORE, DROP, PROD_SLOT, PROD_BASE, DONE, DISCARD, WHITE, BUY, MARKET, END} <= seen


def test_play_a_leader_and_produce_with_one_by_clicks(qtbot: QtBot, win: MainWindow) -> None:
    from core.data import DEPOT, PRODUCTION

    win.start_game(GameConfig([Seat("Ada")], 7, None))
    game = win.ctl.game
    assert game is not None
    while game.in_setup:
        do(qtbot, win, game.legal_actions()[0], set())
    depot = next(lid for lid, c in LEADERS.items() if c.ability == DEPOT)  # needs 5 of one resource
    prod = next(lid for lid, c in LEADERS.items() if c.ability == PRODUCTION)
    p = game.players[0]
    hand: tuple[int, ...] = (depot,)  # the engine's type: mypy would take a (depot,) hand for never empty
    p.hand = hand
    p.played = (prod,)
    p.refresh_leaders()
    p.strongbox = (5, 5, 5, 5)
    game._legal = None  # the test changed the state behind the engine's back
    win.ctl.state_changed.emit()
    settle(qtbot, win)
    assert p.requirement_met(depot) and win.table.find("play", depot)[0].enabled
    click(qtbot, win, "play", depot)
    assert depot in p.played and not p.hand
    press(qtbot, win, "produce")
    click(qtbot, win, "leader", 0, prod, "played")
    win.panel.choices[f"out_L{prod}"].setCurrentIndex(3)  # produce a shield
    faith = p.faith
    press(qtbot, win, "confirm")
    assert p.strongbox[3] == 5 + 1 - (LEADERS[prod].resource == 3) and p.faith == faith + 1


def _cells(line: int) -> tuple[int, ...]:
    from core import LINE_CELLS

    return LINE_CELLS[line]


def test_illegal_clicks_do_nothing(qtbot: QtBot, win: MainWindow) -> None:
    win.start_game(GameConfig([Seat("Ada")], 4, None))
    game = win.ctl.game
    assert game is not None
    while game.in_setup:
        do(qtbot, win, game.legal_actions()[0], set())
    do(qtbot, win, A_MARKET[0], set())
    while game.turn_mode == PLACING:
        press(qtbot, win, "auto")
    before = game.state_hash()
    settle(qtbot, win)
    # the main action is taken: arrows and cards are not clickable, and say why
    for line in range(7):
        item = win.table.find("arrow", line)[0]
        assert not item.enabled and "main action" in item.toolTip()
        win.view.click(item)
    for item in win.table.find("card"):
        assert not item.enabled
        win.view.click(item)
    settle(qtbot, win)
    assert game.state_hash() == before
    # an illegal decision sent to the controller is refused too
    assert not win.ctl.apply("market r2")
    assert game.state_hash() == before


class SlowBot:
    """A bot that thinks until cancelled; records the thread it ran on."""

    threads: ClassVar[list[int]] = []
    name = "slow"
    last_outcome = None
    failed_searches = 0

    def __init__(self, *_a: object) -> None:
        self.closed = False

    def choose(self, game: Game, seat: int, budget: str | None = None, cancel: Cancel | None = None) -> Action:
        SlowBot.threads.append(threading.get_ident())
        assert isinstance(cancel, threading.Event)  # the app always gives its bots a way to stop them
        cancel.wait(30)
        return game.legal_actions()[0]

    def close(self) -> None:
        self.closed = True


def test_bot_thinks_off_the_gui_thread_and_is_cancelled(
    qtbot: QtBot, win: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("mor_qt.controller.create_bot", SlowBot)
    SlowBot.threads = []
    win.start_game(GameConfig([Seat("Bot", "bot", "mcts:hard"), Seat("Ada")], 1, 0))
    qtbot.waitUntil(lambda: bool(SlowBot.threads), timeout=5000)
    assert SlowBot.threads[0] != threading.get_ident()
    assert win.ctl.thinking_seat == 0 and _thinking(win)
    bot = win.ctl.bots[0]
    # a new game cancels the search: no thread left, the bot closed
    win.start_game(GameConfig([Seat("Ada"), Seat("Bot", "bot", "mcts:hard")], 2, 0))
    assert isinstance(bot, SlowBot) and bot.closed
    assert not any(t.name.startswith("mor-bot") and t.ident == SlowBot.threads[0] for t in threading.enumerate())
    # closing the window cancels too
    while _game(win).in_setup and win.ctl.is_human_turn():
        do(qtbot, win, _game(win).legal_actions()[0], set())
    qtbot.waitUntil(lambda: _thinking(win), timeout=5000)
    win.close()
    assert not _thinking(win)
    assert not [t for t in threading.enumerate() if t.name.startswith("mor-bot")]


def test_real_bot_plays_in_the_window_and_stays_smooth(qtbot: QtBot, win: MainWindow) -> None:
    # Processes other tests left to the interpreter (e.g. the analysis pool) are not this window's.
    before = {c.pid for c in multiprocessing.active_children()}
    win.start_game(GameConfig([Seat("Ada"), Seat("Easy", "bot", "mcts:it=30")], 9, 1))
    qtbot.waitUntil(lambda: win.ctl.is_human_turn(), timeout=SAFETY_NET_MS)
    game = win.ctl.game
    assert game is not None
    assert not game.players[1].dealt  # the bot kept its leaders
    while win.ctl.is_human_turn():  # the human plays on: the bot searches again
        do(qtbot, win, choose(game, random.Random(1)), set())
    qtbot.waitUntil(lambda: win.ctl.runner.busy or win.ctl.is_human_turn(), timeout=SAFETY_NET_MS)
    win.close()
    assert not [t for t in threading.enumerate() if t.name.startswith("mor-bot")]
    qtbot.waitUntil(lambda: not [c for c in multiprocessing.active_children() if c.pid not in before],
                    timeout=SAFETY_NET_MS)


def test_autosave_after_a_turn_and_resume_offer(qtbot: QtBot, win: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from core.files.autosave import load_autosave

    win.start_game(GameConfig([Seat("Ada")], 3, None))
    game = win.ctl.game
    assert game is not None
    while game.in_setup:
        do(qtbot, win, game.legal_actions()[0], set())
    do(qtbot, win, A_MARKET[1], set())
    while game.turn_mode == PLACING:
        press(qtbot, win, "auto")
    press(qtbot, win, "end")
    assert win.ctl.autosaver.flush()  # written by the autosave thread
    saved = load_autosave()
    assert saved is not None and saved.game.state_hash() == game.state_hash()
    other = MainWindow()
    qtbot.addWidget(other)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert other.offer_resume()
    assert _game(other).state_hash() == game.state_hash() and other.ctl.seats[0].name == "Ada"
    other.ctl.shutdown()


def test_save_open_continue(qtbot: QtBot, win: MainWindow, tmp_path: Path) -> None:
    win.start_game(GameConfig([Seat("Ada"), Seat("Rob", "bot", "random")], 8, 0))
    rng = random.Random(3)
    for _ in range(12):
        qtbot.waitUntil(lambda: win.ctl.is_human_turn(), timeout=10000)
        do(qtbot, win, choose(_game(win), rng), set())
    qtbot.waitUntil(lambda: win.ctl.is_human_turn(), timeout=10000)
    path = tmp_path / "g.mor"
    assert win.save_to(path)
    saved_hash = _game(win).state_hash()
    win.start_game(GameConfig([Seat("Zed")], 1, None))
    assert win.open_file(path)
    assert _game(win).state_hash() == saved_hash
    assert [s.name for s in win.ctl.seats] == ["Ada", "Rob"] and win.ctl.seats[1].is_bot
    assert str(path.resolve()) in win.recent_files()
    do(qtbot, win, choose(_game(win), rng), set())  # and play on
    assert _game(win).state_hash() != saved_hash


def test_damaged_file_gives_a_message_and_keeps_the_game(qtbot: QtBot, win: MainWindow, tmp_path: Path) -> None:
    win.start_game(GameConfig([Seat("Ada")], 2, None))
    before = _game(win).state_hash()
    bad = tmp_path / "bad.mor"
    bad.write_bytes(b"\x93NUMPY garbage" * 10)
    assert not win.open_file(bad)
    assert win.last_message is not None and "bad.mor" in win.last_message.text()
    assert _game(win).state_hash() == before
    win.last_message.close()
    good = tmp_path / "good.mor"
    assert win.save_to(good)
    good.write_bytes(good.read_bytes()[:-20])  # truncated
    assert not win.open_file(good)
    assert _game(win).state_hash() == before


def test_a_save_naming_an_unknown_bot_still_opens(qtbot: QtBot, win: MainWindow, tmp_path: Path) -> None:
    from core.files.savefile import Seat, save

    game = Game.new(["Ada", "Hal"], 4, 0)
    path = tmp_path / "odd.mor"
    save(str(path), game, [Seat("Ada"), Seat("Hal", kind="bot", bot="mcts:ultra")])
    assert win.open_file(path)
    assert win.ctl.seats[1].bot == "mcts:medium"
    assert any("mcts:ultra" in text for text in _log_texts(win))


def test_hot_seat_hides_hands(qtbot: QtBot, win: MainWindow) -> None:
    win.start_game(GameConfig([Seat("Ada"), Seat("Bea")], 6, 0))
    game = win.ctl.game
    assert game is not None
    assert win.privacy.isVisible()
    settle(qtbot, win)
    assert all(it.tag[2] is None for it in win.table.find("dealt"))  # nobody's leaders shown
    qtbot.mouseClick(win.privacy.button, Qt.MouseButton.LeftButton)
    settle(qtbot, win)
    assert {it.tag[2] for it in win.table.find("dealt", 0)} == set(game.players[0].dealt)
    assert all(it.tag[2] is None for it in win.table.find("dealt", 1))
    do(qtbot, win, game.legal_actions()[0], set())  # Ada keeps two leaders: Bea's turn
    assert win.privacy.isVisible() and "Bea" in win.privacy.title.text()
    settle(qtbot, win)
    assert all(it.tag[2] is None for it in win.table.find("leader", 0))  # Ada's hand is hidden now
    qtbot.mouseClick(win.privacy.button, Qt.MouseButton.LeftButton)
    settle(qtbot, win)
    assert all(it.tag[2] is None for it in win.table.find("leader", 0))
    assert {it.tag[2] for it in win.table.find("dealt", 1)} == set(game.players[1].dealt)


def test_hot_seat_hides_the_last_hand_while_a_bot_plays(
    qtbot: QtBot, win: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("mor_qt.controller.create_bot", SlowBot)
    SlowBot.threads = []
    win.start_game(GameConfig([Seat("Ada"), Seat("Bea"), Seat("Bot", "bot", "mcts:hard")], 6, 0))
    game = win.ctl.game
    assert game is not None
    while game.current_seat in (0, 1):  # each human reveals, keeps two leaders, takes a resource
        if win.privacy.isVisible():
            qtbot.mouseClick(win.privacy.button, Qt.MouseButton.LeftButton)
            settle(qtbot, win)
        assert win.table.viewer == game.current_seat
        do(qtbot, win, game.legal_actions()[0], set())
    qtbot.waitUntil(lambda: win.ctl.runner.busy, timeout=5000)  # the bot thinks (and waits)
    settle(qtbot, win)
    assert win.table.viewer is None
    assert all(it.tag[2] is None for seat in (0, 1) for it in win.table.find("leader", seat))
    assert all(it.tag[2] is None for seat in (0, 1) for it in win.table.find("dealt", seat))


def test_new_game_dialog_and_seats_parsing(qtbot: QtBot) -> None:
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.count.setValue(3)
    dlg.rows[1][1].setCurrentIndex(dlg.rows[1][1].findData("mcts:hard"))
    dlg.use_seed.setChecked(True)
    dlg.seed.setValue(42)
    dlg.first.setCurrentIndex(dlg.first.findData(2))
    cfg = dlg.config()
    assert [s.kind for s in cfg.seats] == ["human", "bot", "bot"] and cfg.seats[1].bot == "mcts:hard"
    assert cfg.seed == 42 and cfg.first_seat == 2
    dlg.count.setValue(1)
    cfg = dlg.config()
    assert len(cfg.seats) == 1 and not cfg.seats[0].is_bot and cfg.first_seat is None
    dlg.count.setValue(2)
    dlg.rows[1][0].setText(dlg.rows[0][0].text())
    assert "different name" in dlg.validate()
    assert [s.kind for s in parse_seats("human,mcts:easy,greedy")] == ["human", "bot", "bot"]
    with pytest.raises(ValueError, match="unknown seat"):
        parse_seats("human,wizard")


def test_a_seat_name_stops_at_its_limit_while_typed(qtbot: QtBot) -> None:
    """The name field takes no more than ``SEAT_NAME_MAX`` characters (it used to take any number and
    the game then cut the name silently); the game gets the name as it was shown."""
    from PySide6.QtTest import QTest

    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    name = dlg.rows[0][0]
    name.clear()
    QTest.keyClicks(name, "Lorenzo de' Medici il Magnifico, Signore di Firenze")
    assert name.text() == "Lorenzo de' Medici il Magnifico, Signore di Firenze"[:SEAT_NAME_MAX]
    assert dlg.config().seats[0].name == name.text()


def test_screenshot_command_writes_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    from mor_qt.main import main

    out = tmp_path / "shot.png"
    assert main(["--screenshot", str(out), "--seats", "human,random,greedy", "--seed", "4"]) == 0
    img = QImage(str(out))
    assert (img.width(), img.height()) == (1600, 1000)
    assert main(["--screenshot", str(out), "--seats", "human,dragon"]) == 2
    from core.files.savefile import Seat, save

    game = Game.new(["Ada", "Rob"], 3)
    rng = random.Random(2)
    for _ in range(60):
        game.apply(rng.choice(game.legal_actions()))
    mor = tmp_path / "g.mor"
    save(str(mor), game, [Seat("Ada"), Seat("Rob", kind="bot", bot="greedy")])
    out.unlink()
    assert main(["--screenshot", str(out), str(mor)]) == 0 and QImage(str(out)).width() == 1600
    mor.write_bytes(b"not a save")
    assert main(["--screenshot", str(tmp_path / "no.png"), str(mor)]) == 1
    assert not (tmp_path / "no.png").exists()


def test_marbles_roll_at_the_chosen_animation_speed_or_not_at_all(qtbot: QtBot, win: MainWindow) -> None:
    win.start_game(GameConfig([Seat("Ada")], 5, None))
    game = win.ctl.game
    assert game is not None
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    win.ctl.state_changed.emit()
    win.set_animation("normal")  # View > Animations (the tests run with them off)
    settle(qtbot, win)
    win.view.click(win.table.find("arrow", 4)[0])  # column 2
    win.table.flush()  # the market rebuilt, its marbles set rolling; no event loop runs them on before the look
    moving = [it for it in win.table.find("marble") + win.table.find("slide") if not it.pos().isNull()]
    assert len(moving) == 4  # three marbles of the column and the new slide marble
    qtbot.waitUntil(lambda: all(it.pos().isNull() for it in moving), timeout=3000)
    while game.turn_mode == PLACING:
        press(qtbot, win, "auto")
    press(qtbot, win, "end")
    win.set_animation("off")
    click(qtbot, win, "arrow", 0)
    assert all(it.pos().isNull() for it in win.table.find("marble") + win.table.find("slide"))


def test_hovering_an_arrow_lights_the_marbles_it_takes(qtbot: QtBot, win: MainWindow) -> None:
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest

    from core import LINE_CELLS

    win.start_game(GameConfig([Seat("Ada")], 5, None))
    game = win.ctl.game
    assert game is not None
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    win.ctl.state_changed.emit()
    settle(qtbot, win)
    arrow = win.table.find("arrow", 1)[0]
    # Start from elsewhere: hovering needs a real move, and an earlier test may
    # have left the (process-wide) cursor on this very spot.
    QTest.mouseMove(win.view.viewport(), win.view.viewport().rect().bottomRight() - QPoint(2, 2))
    qtbot.wait(20)
    QTest.mouseMove(win.view.viewport(), win.view.mapFromScene(arrow.mapToScene(arrow.rect.center())))
    qtbot.waitUntil(lambda: arrow.hover, timeout=2000)
    lit = {it.tag[1] for it in win.table.find("marble") if it.preview}
    assert lit == set(LINE_CELLS[1])


def test_escape_cancels_a_half_made_purchase(qtbot: QtBot, win: MainWindow) -> None:
    win.start_game(GameConfig([Seat("Ada")], 5, None))
    game = win.ctl.game
    assert game is not None
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    game.players[0].strongbox = (9, 9, 9, 9)
    game._legal = None  # the test changed the state behind the engine's back
    win.ctl.state_changed.emit()
    settle(qtbot, win)
    cid = next(it.tag[1] for it in win.table.find("card") if it.enabled)
    click(qtbot, win, "card", cid)
    assert win.ui.buy_card == cid and any(it.enabled for it in win.table.find("slot", 0))
    qtbot.keyClick(win, Qt.Key.Key_Escape)
    settle(qtbot, win)
    assert win.ui.buy_card is None and not any(it.enabled for it in win.table.find("slot", 0))
