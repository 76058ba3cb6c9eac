"""The analysis window speaks of the bot's review in words, as the move list does: the Biggest
mistakes list, the details' preferred decision and candidates, and the move list's tooltip say
"Ada takes row 3 from the market", never the notation "market r3" alone; each mistake is two
short lines of the catalogue ("13. ? −14% (Mistake): takes row 2 from the market", "Better: …"),
with French typography ("(Erreur) : …", "Mieux : …") and its percentages written as the
language writes them, never longer than two lines at 1366x768."""

from __future__ import annotations

import html
import random
import re
from pathlib import Path

import pytest
from helpers_i18n import install_committed_catalogue
from pytestqt.qtbot import QtBot

from core import ActionKind, Game, Seat
from core.files.savefile import save
from mor_qt import i18n
from mor_qt.analysis import AnalysisWindow, open_analysis
from mor_qt.analysis.movelist import suggestion_words
from mor_qt.analysis.timeline import build_timeline
from mor_qt.i18n import render

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py

SEED, DECISIONS = 7, 80
LOSS = 0.14  # the flagged decision lost 14% of win chance
BEST_VISITS, PLAYED_VISITS = 30, 5
BEST_CHANCE, PLAYED_CHANCE = 0.61, 0.4
NBSP = "\u00a0"


def _reviewed(path: Path, budget: str = "it=50") -> tuple[Path, int, str, str]:
    """A save with one of Ada's market decisions flagged a mistake, the bot preferring another
    line of the market: the save, the decision's index, what was played and what the bot preferred."""
    game = Game.new(["Ada", "Bruno"], SEED)
    rng = random.Random(SEED)
    for _ in range(DECISIONS):
        game.apply(rng.choice(game.legal_actions()))
    decisions = [str(a) for a in game.history()]
    timeline = build_timeline(game.origin, decisions)
    i = next(r.index for r in timeline.rows if r.seat == 0 and r.action.kind == ActionKind.MARKET)
    before = timeline.games[i]
    best = next(str(a) for a in before.legal_actions() if a.kind == ActionKind.MARKET and str(a) != decisions[i])
    note = {"seat": 0, "budget": budget, "index": i, "played": decisions[i], "best": best, "eval_before": 0.6,
            "eval_after": 0.6 - LOSS, "loss": LOSS, "grade": "mistake", "win_prob": [0.6, 0.4],
            "expected_vp": [3, 2], "vp_before": 3, "vp_after": 2,
            "candidates": [[best, BEST_VISITS, BEST_CHANCE], [decisions[i], PLAYED_VISITS, PLAYED_CHANCE]]}
    save(path, game, seats=[Seat("Ada"), Seat("Bruno")], annotations={i: note})
    return path, i, decisions[i], best


def _open(qtbot: QtBot, path: Path, i: int) -> AnalysisWindow:
    win = open_analysis(path)
    assert win is not None
    qtbot.addWidget(win)
    win.go_to(i)  # the position before the flagged decision: the details show its review
    return win


def _plain(rich: str) -> str:
    """The details box's text as read: its tags dropped (a line break becomes a space), its entities read."""
    return html.unescape(re.sub(r"<br>", " ", re.sub(r"<(?!br>)[^>]+>", "", rich)))


def _words(win: AnalysisWindow, i: int, notation: str, subject: bool = True) -> str:
    return suggestion_words(win.timeline.games[i], notation, subject)


def test_the_review_names_decisions_in_words(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path, i, played, best = _reviewed(tmp_path / "r.mor")
    install_committed_catalogue("en", tmp_path, monkeypatch)  # English's plural forms: "30 visits"
    win = _open(qtbot, path, i)
    played_words, best_words = render(win.timeline.rows[i].text), _words(win, i, best)
    assert best_words.startswith("Ada takes ") and best_words != best
    assert win.mistakes.item(0).text() == (
        f"{i + 1}. ? −14% (Mistake): {played_words.removeprefix('Ada ')}\n"
        f"Better: {_words(win, i, best, subject=False)}")
    assert best_words == f"Ada {_words(win, i, best, subject=False)}"
    details = _plain(win.details.text())
    assert (f"Bot's candidates: {best_words} (61%, {BEST_VISITS} visits); "
            f"{_words(win, i, played)} (40%, {PLAYED_VISITS} visits)") in details
    assert f"Bot preferred: {best_words} [{best}]" in details  # the notation only in brackets after the words
    assert win.move_list.preferred_tip(i) == f"the bot preferred {best_words}"
    for text in (win.mistakes.item(0).text(), win.move_list.preferred_tip(i)):
        assert played not in text and best not in text


def test_the_review_is_written_with_french_typography(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, i, played, best = _reviewed(tmp_path / "r.mor")
    install_committed_catalogue("fr", tmp_path, monkeypatch)
    try:
        win = _open(qtbot, path, i)
        played_words, best_words = render(win.timeline.rows[i].text), _words(win, i, best)
        assert best_words.startswith("Ada prend ")
        assert win.mistakes.item(0).text() == (
            f"{i + 1}. ? −14{NBSP}% (Erreur){NBSP}: {played_words.removeprefix('Ada ')}\n"
            f"Mieux{NBSP}: {_words(win, i, best, subject=False)}")
        assert best_words == f"Ada {_words(win, i, best, subject=False)}"
        details = _plain(win.details.text())
        assert (f"{best_words} (61{NBSP}%, {BEST_VISITS} visites){NBSP}; "
                f"{_words(win, i, played)} (40{NBSP}%, {PLAYED_VISITS} visites)") in details
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("language", "review", "score", "grade"), [
    ("en", "Bot review (Easy): win chance", "expected score 3.0 → 2.0 VP", "Mistake: lost 14.0% of win chance"),
    ("fr", "Revue de l'ordinateur (Facile) : chance de victoire", "score attendu 3,0 → 2,0 PV",
     "Erreur : perte de 14,0 %"),
])
def test_the_details_name_the_budget_and_grade_as_the_language_does(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str, review: str, score: str,
    grade: str
) -> None:
    """The details said "Revue de l'ordinateur (easy)" where the Budget box says "Facile",
    "score attendu 3.0" with an English decimal point, and "Erreur: perte…" without French's
    space before the colon."""
    path, i, _played, _best = _reviewed(tmp_path / "r.mor", budget="easy")
    install_committed_catalogue(language, tmp_path, monkeypatch)
    try:
        details = _plain(_open(qtbot, path, i).details.text()).replace(NBSP, " ")
    finally:
        i18n.set_language("en")
    assert review in details and score in details and grade in details


MISTAKES, LONG_GAME = 3, 300  # the longest-worded mistakes of a game this long
LIST_MARGIN = 4  # an entry's room above and below its lines (px), at most


def _longest_mistakes(path: Path) -> tuple[Path, int]:
    """A save whose first player, with a long name, made the mistakes longest in words, the bot
    preferring its longest-worded decision each time: the save and how many mistakes it holds.
    The second player is a bot: the whole review is shown (no hidden leader to mask)."""
    names = ["Caterina Sforza", "Lorenzo de' Medici"]
    game = Game.new(names, SEED)
    rng = random.Random(SEED)
    while len(game.history()) < LONG_GAME and not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    decisions = [str(a) for a in game.history()]
    timeline = build_timeline(game.origin, decisions)
    worded: list[tuple[int, int, str]] = []  # (letters, decision, preferred)
    for row in timeline.rows:
        before = timeline.games[row.index]
        others = [str(a) for a in before.legal_actions() if str(a) != decisions[row.index]]
        if row.seat == 0 and others:
            best = max(others, key=lambda n: len(suggestion_words(before, n)))
            worded.append((len(render(row.text)) + len(suggestion_words(before, best)), row.index, best))
    notes = {i: {"seat": 0, "budget": "it=50", "played": decisions[i], "best": best, "eval_before": 0.6,
                 "eval_after": 0.6 - LOSS, "loss": LOSS, "grade": "mistake"}
             for _n, i, best in sorted(worded, reverse=True)[:MISTAKES]}
    save(path, game, seats=[Seat(names[0]), Seat(names[1], "bot", "random")], annotations=notes)
    return path, len(notes)


def test_each_mistake_reads_in_two_lines_at_most_at_1366x768(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    """A mistake took three or four wrapped lines of the narrow list: "13. Ada buys … — ? −14%
    (Mistake); the bot preferred: Ada uses the basic production: …". Now two lines, each cut with
    "…" when the list is too narrow for it, the whole entry in its tooltip."""
    path, mistakes = _longest_mistakes(tmp_path / "long.mor")
    win = open_analysis(path)
    assert win is not None
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    listed = win.mistakes
    line = listed.fontMetrics().lineSpacing()
    assert listed.count() == mistakes == MISTAKES
    too_long = 0  # lines too long for the list: cut, not wrapped
    for k in range(listed.count()):
        item = listed.item(k)
        lines = item.text().split("\n")
        assert len(lines) == 2 and "Caterina" not in item.text(), item.text()
        too_long += sum(listed.fontMetrics().horizontalAdvance(t) > listed.viewport().width() for t in lines)
        rect = listed.visualItemRect(item)
        assert rect.height() <= 2 * line + LIST_MARGIN, (rect, line, item.text())
        assert rect.width() <= listed.viewport().width()  # cut with "…", not scrolled sideways to
        assert item.toolTip() == item.text()
    assert too_long
    win.close()
