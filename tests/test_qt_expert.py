"""The expert level in the app: offered by the New game dialog, its
seats share the table's search pool of two workers (several expert seats
included), and the hint still searches in its own pool (pytest-qt, offscreen)."""

from __future__ import annotations

from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from ai import MctsBot, SearchOutcome, SearchPool, SearchStatus
from core import Seat
from mor_qt.bots import BOT_LEVELS, bot_label
from mor_qt.dialogs import GameConfig, NewGameDialog
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py
EXPERT = "mcts:expert"
HANG_MS = 120_000  # a stuck game fails instead of hanging; never a measure of speed


def test_the_new_game_dialog_offers_the_expert_level(qtbot: QtBot, win: MainWindow) -> None:
    assert EXPERT in dict(BOT_LEVELS) and bot_label(EXPERT) == "Expert"
    dialog = NewGameDialog(win)
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    for _name, kind, _label in dialog.rows[1:3]:
        index = kind.findData(EXPERT)
        assert index >= 0 and kind.itemText(index) == "Bot: Expert"
        kind.setCurrentIndex(index)
    config = dialog.config()
    assert [s.bot for s in config.seats if s.is_bot] == [EXPERT, EXPERT]
    assert not dialog.validate()


def test_several_expert_seats_share_the_tables_two_workers_and_the_hint_its_own(
        qtbot: QtBot, win: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    searches: list[tuple[int, int | None]] = []  # (pool, workers asked) of each search
    outcomes: list[SearchOutcome] = []
    real_run = SearchPool.run

    def spy(self: SearchPool, *args: Any, **kwargs: Any) -> Any:
        searches.append((id(self), args[8] if len(args) > 8 else kwargs.get("workers")))
        outcomes.append(real_run(self, *args, **kwargs))
        return outcomes[-1]

    monkeypatch.setattr(SearchPool, "run", spy)
    win.hinter.budget = "it=60"  # a quick hint: behaviour, not strength
    seats = [Seat("Cosimo", "bot", EXPERT), Seat("Caterina", "bot", EXPERT), Seat("Ada")]
    win.start_game(GameConfig(seats, 5, 0))
    ctl = win.ctl
    pool = ctl.pool
    assert pool is not None and all(isinstance(bot, MctsBot) and bot.pool is pool for bot in ctl.bots.values())
    assert pool.size == 2 and len(set(pool.pids())) == 2  # two workers for the table, not two per expert
    qtbot.waitUntil(ctl.is_human_turn, timeout=HANG_MS)  # both experts made their set-up decisions
    table_searches = [w for p, w in searches if p == id(pool)]
    assert table_searches and all(w == 2 for w in table_searches)  # every expert search on both workers
    # nothing failed (a search asked while the workers still start up may come back empty: played simply)
    assert not [o for o in outcomes if o.status is SearchStatus.FAILED or o.failures]
    pids = pool.pids()
    # the hint searches in the analysis's shared pool, never in the table's
    assert win.hint()
    qtbot.waitUntil(lambda: bool(win.hint_list), timeout=HANG_MS)
    hint_pools = {p for p, _w in searches} - {id(pool)}
    assert hint_pools and pool.pids() == pids
    # a new game closes the table's workers with its bots
    win.start_game(GameConfig([Seat("Ada"), Seat("Rob", "bot", "greedy")], 6, 0))
    assert not pool.alive() and ctl.pool is not pool
