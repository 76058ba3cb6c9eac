"""The analysis window's win chart says what it shows (the model's win
probability) and shows it, with the expected score in the review text."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

import ai.review as review_mod
from core import Game
from core.files.savefile import Seat, save
from mor_qt.analysis import open_analysis
from mor_qt.analysis.charts import WIN_CHART_TITLE

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py


def test_solo_review_chart_shows_the_models_win_probability(qtbot: QtBot, tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    real = review_mod.analyse_position
    monkeypatch.setattr(review_mod, "analyse_position", lambda *a, **k: real(*a, **{**k, "inline": True}))
    game = Game.new(["Ada"], 8)
    rng = random.Random(8)
    while game.round < 2:
        game.apply(rng.choice(game.legal_actions()))
    notes: dict[int, dict] = {}
    review_mod.review(game.origin, [str(a) for a in game.history()], 0, "it=24", annotations=notes)
    path = tmp_path / "solo.mor"
    save(path, game, seats=[Seat("Ada")], annotations=notes)
    win = open_analysis(path)
    assert win is not None
    qtbot.addWidget(win)
    assert win.win_chart.title == WIN_CHART_TITLE and "probability" in WIN_CHART_TITLE.lower()
    shown = dict(win.win_chart.series[0].points)
    for i, note in notes.items():
        assert shown[i] == pytest.approx(note["win_prob"][0])  # the probability, not note["value"]
    i = min(notes)
    html = win._note_html(i, notes[i])
    assert "expected score" in html and f"{notes[i]['eval_before']:.0%}" in html
    win.close()
