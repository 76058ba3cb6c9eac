"""While a bot is to move the action panel keeps its two lines and only
changes their words: rebuilding it at every bot decision (two or three times
each) re-laid the whole side of the window out and was the costliest part of
a bot's move for the window."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from core import Game, Seat
from mor_qt.window import MainWindow


def _labels(win: MainWindow) -> list[QLabel]:
    """The panel's labels on show (the ones a rebuild dropped are deleted first)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()
    return [lab for lab in win.panel.findChildren(QLabel) if lab.isVisible()]


def test_a_bots_turn_keeps_the_panels_labels_and_changes_their_words(win: MainWindow, qtbot: QtBot) -> None:
    ctl = win.ctl
    ctl.autosave_enabled = False
    ctl.set_paused(True)
    ctl.new_game([Seat("Rob", "bot", "random"), Seat("Ada", "human")], 4, first_seat=0)
    assert ctl.game is not None
    assert ctl.game.current_seat == 0 and not ctl.is_human_turn()
    before = _labels(win)
    assert before[0].text() == "Rob to play"  # paused here only to hold the bot: Ada plays too
    ctl.thinking_seat = 0
    ctl.bot_thinking.emit(0, True)
    after = _labels(win)
    assert after == before  # the same widgets, not new ones
    assert after[0].text() == "Rob is thinking…"
    assert "moves appear on the table" in after[1].text()
    ctl.thinking_seat = None
    ctl.set_paused(False)  # Rob plays until it is Ada's turn
    qtbot.waitUntil(ctl.is_human_turn, timeout=20000)
    qtbot.waitUntil(lambda: bool(win.panel.buttons))
    texts = [lab.text() for lab in _labels(win)]
    assert not any("Rob" in t for t in texts)
    assert any("Ada" in t for t in texts)  # her own choices, with their buttons


def test_the_bot_lines_follow_the_language(win: MainWindow) -> None:
    ctl = win.ctl
    ctl.autosave_enabled = False
    ctl.set_paused(True)
    ctl.new_game([Seat("Rob", "bot", "random"), Seat("Ada", "human")], 4, first_seat=0)
    first = _labels(win)
    win.choose_language("fr")
    try:
        texts = [lab.text() for lab in _labels(win)]
        assert texts[0] != "Rob to play" and "Rob" in texts[0]
        assert _labels(win) == first
    finally:
        win.choose_language("en")


def test_paused_bots_say_so_and_resume_says_who_plays(win: MainWindow, qtbot: QtBot) -> None:
    """A game only bots play, paused from the window: the heading says "Paused", not "Rob to play"."""
    from core import Game

    ctl = win.ctl
    ctl.autosave_enabled = False
    win.set_loaded(Game.new(["Rob", "Bea"], 3), [Seat("Rob", "bot", "random"), Seat("Bea", "bot", "random")],
                   None)
    qtbot.waitUntil(win.watch.isVisible)
    win.pause_button.click()
    qtbot.waitUntil(lambda: not ctl.runner.busy and ctl.thinking_seat is None and ctl._pending is None, timeout=10000)
    win.panel.refresh()
    texts = [lab.text() for lab in _labels(win)]
    assert texts[0] == "Paused"
    assert not any(t.endswith("to play") for t in texts)
    win.pause_button.click()  # resume: the heading names the bot again
    assert _labels(win)[0].text() != "Paused"


def test_the_bot_speed_is_offered_only_where_a_bot_plays(win: MainWindow) -> None:
    """Solo (Lorenzo is no bot) and a table of people have no bot moves to pace."""
    ctl = win.ctl
    ctl.autosave_enabled = False
    ctl.set_paused(True)
    for seats, offered in (([Seat("Ada")], False), ([Seat("Ada"), Seat("Bo")], False),
                           ([Seat("Ada"), Seat("Rob", "bot", "random")], True)):
        ctl.new_game(seats, 4, first_seat=0)
        assert win.pace.isHidden() is not offered and win.pace_label.isHidden() is not offered, seats


def test_a_game_only_bots_play_shows_every_hand_to_the_watcher(win: MainWindow) -> None:
    """Bots alone at the table: no person's hand to keep secret (the leaders were all face down).
    With a person at the table the bots' hands stay hidden."""
    ctl = win.ctl
    ctl.autosave_enabled = False
    ctl.set_paused(True)
    game = Game.new(["Rob", "Bea"], 4, 0)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    win.set_loaded(game, [Seat("Rob", "bot", "random"), Seat("Bea", "bot", "random")], None)
    win.table.rebuild()
    hands = [it.tag for it in win.table.find("leader") if it.tag[3] == "hand"]
    assert len(hands) == 4 and all(tag[2] is not None for tag in hands)  # two leaders kept by each
    ctl.new_game([Seat("Ada"), Seat("Rob", "bot", "random")], 4, first_seat=0)
    assert not win.table.reveal_all
