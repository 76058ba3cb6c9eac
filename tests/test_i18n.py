"""The app in French: complete and finished catalogues, matching
placeholders, no untranslated string in the sources, a French window with no
English left, no French text wider than its widget at 1366x768, and language
switches that keep the game in progress."""

from __future__ import annotations

import ast
import random
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers_i18n import install_committed_catalogue
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot
from test_qt_app import _log_texts

from core import Game, Seat
from mor_qt import i18n
from mor_qt.analysis import AnalysisWindow
from mor_qt.window import MainWindow

ROOT = Path(__file__).resolve().parent.parent
CATALOGUE = ROOT / "resources" / "i18n" / "mor_fr.ts"
BIN = Path(sys.executable).parent
PLACEHOLDER = re.compile(r"%[1-9n]|\{\w+\}")
ENGLISH_SEATS = ["Ada", "Bruno"]


def messages(path: Path = CATALOGUE) -> list[tuple[str, ET.Element]]:
    """(context, <message>) of a .ts file."""
    root = ET.parse(path).getroot()
    return [(ctx.findtext("name") or "", m) for ctx in root.iter("context") for m in ctx.iter("message")]


def translations(message: ET.Element) -> list[str]:
    node = message.find("translation")
    assert node is not None
    forms = node.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [node.text or ""]


def english_sources() -> set[str]:
    """English texts the French catalogue translates into something else (so seeing one in a French
    window means a string escaped translation)."""
    out = set()
    for _ctx, m in messages():
        source = m.findtext("source") or ""
        if any(t != source for t in translations(m)) and re.search(r"[A-Za-z]{3}", source):
            out.add(source.replace("&", ""))
    return out


def test_every_string_of_the_catalogue_is_translated_and_finished() -> None:
    found = messages()
    assert len(found) > 300
    for ctx, m in found:
        node = m.find("translation")
        assert node is not None
        assert node.get("type") not in ("unfinished", "vanished", "obsolete"), (ctx, m.findtext("source"))
        assert all(t.strip() for t in translations(m)), (ctx, m.findtext("source"))
        if m.get("numerus") == "yes":
            assert len(translations(m)) == 2, (ctx, m.findtext("source"))  # French: one, many


def test_placeholders_match_between_source_and_translation() -> None:
    for ctx, m in messages():
        source = m.findtext("source") or ""
        wanted = sorted(PLACEHOLDER.findall(source))
        for text in translations(m):
            assert sorted(PLACEHOLDER.findall(text)) == wanted, (ctx, source, text)


def test_the_game_words_are_the_french_rulebook_s() -> None:
    words = {m.findtext("source"): translations(m)[0] for _c, m in messages()}
    assert words["{n} coins"] == "{n} Pièces" and words["{n} stones"] == "{n} Pierres"
    assert words["{n} servants"] == "{n} Serviteurs" and words["{n} shields"] == "{n} Boucliers"
    assert words["Warehouse"] == "Entrepôt" and words["Strongbox"] == "Coffre-fort"
    assert words["Faith track"] == "Piste Foi" and words["Development cards"] == "Cartes Développement"
    assert "Rapport du Vatican" in words["Vatican report {n}: favor tile for {got}"]
    assert words["Pope's favor tiles"] == "Tuiles Faveur du Pape"
    assert words["Lorenzo il Magnifico"] == "Lorenzo le Magnifique"


def _python_sources() -> list[str]:
    files = sorted(p for folder in ("core", "mor_qt") for p in (ROOT / folder).rglob("*.py"))
    return [str(p.relative_to(ROOT)) for p in files]


def test_lupdate_over_the_sources_finds_no_string_without_a_translation(tmp_path: Path) -> None:
    """A visible string added without its French translation fails here (CI runs this)."""
    copy = tmp_path / "mor_fr.ts"
    shutil.copyfile(CATALOGUE, copy)
    run = subprocess.run([str(BIN / "pyside6-lupdate"), "-locations", "none", "-target-language", "fr",
                          *_python_sources(), "-ts", str(copy)], cwd=ROOT, capture_output=True, text=True,
                         check=False)
    assert run.returncode == 0, run.stderr
    new = [(ctx, m.findtext("source")) for ctx, m in messages(copy)
           if ((t := m.find("translation")) is not None and t.get("type") == "unfinished")]
    assert not new, f"translate these in resources/i18n/mor_fr.ts (scripts/i18n.sh update): {new}"


def _marked_strings() -> list[tuple[str, int, str]]:
    """Every literal passed to tr(), translate() or QT_TRANSLATE_NOOP() in core/ and mor_qt/,
    read with Python's own parser (lupdate misses some call shapes)."""
    out = []
    for name in _python_sources():
        tree = ast.parse((ROOT / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            index = {"tr": 0, "translate": 1, "QT_TRANSLATE_NOOP": 1}.get(called)
            if index is None or len(node.args) <= index:
                continue
            arg = node.args[index]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                out.append((name, node.lineno, arg.value))
    return out


def test_every_marked_string_in_the_sources_is_in_the_catalogue() -> None:
    known = {m.findtext("source") for _c, m in messages()}
    marked = _marked_strings()
    assert len(marked) > 300
    missing = [(f, line, s) for f, line, s in marked if s not in known]
    assert not missing, f"strings lupdate did not collect (write them as tr()/translate() calls): {missing}"


# ------------------------------------------------------------------ windows
@pytest.fixture
def french(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: object) -> Iterator[Path]:
    """The French catalogue compiled from the committed .ts (not a stale build) and installed."""
    install_committed_catalogue("fr", tmp_path, monkeypatch)
    yield tmp_path
    i18n.set_language("en")


def _played_game(seed: int = 5, decisions: int = 60) -> Game:
    game = Game.new(ENGLISH_SEATS, seed)
    rng = random.Random(seed)
    for _ in range(decisions):
        game.apply(rng.choice(game.legal_actions()))
    return game


def _window(qtbot: QtBot, size: tuple[int, int] = (1600, 1000), with_bot: bool = False) -> MainWindow:
    """The played game in a window; ``with_bot``: the seat not to move is a bot's (its
    speed is shown), which the few decisions the tests make never reach."""
    from core import Seat

    w = MainWindow()
    qtbot.addWidget(w)
    w.ctl.autosave_enabled = False
    w.ctl.pace_ms = 0
    w.resize(*size)
    w.show()
    game = _played_game()
    seats = [Seat(n, "bot", "random") if with_bot and i != game.current_seat else Seat(n, "human")
             for i, n in enumerate(ENGLISH_SEATS)]
    w.set_loaded(game, seats, None)
    qtbot.wait(5)
    w.table.flush()
    return w


def _menu_texts(w: MainWindow) -> list[str]:
    out = []

    def walk(actions: list[QAction]) -> None:
        for a in actions:
            if a.isSeparator():
                continue
            out.append(a.text().replace("&", ""))
            menu = a.menu()
            if menu is not None:
                assert isinstance(menu, QMenu)  # a menu bar's and a menu's actions open only menus
                walk(menu.actions())

    walk(w.menuBar().actions())
    return out


def _panel_texts(w: MainWindow) -> list[str]:
    from PySide6.QtWidgets import QAbstractButton, QLabel

    texts = [lab.text() for lab in w.side.findChildren(QLabel) if lab.isVisible()]
    texts += [b.text() for b in w.side.findChildren(QAbstractButton) if b.isVisible()]
    texts += [b.toolTip() for b in w.side.findChildren(QAbstractButton) if b.isVisible()]
    return [t for t in texts if t]


def test_a_french_window_has_no_english_left_in_menus_panel_and_log(qtbot: QtBot, french: Path) -> None:
    english = english_sources()
    w = _window(qtbot)
    menus = _menu_texts(w)
    assert "Partie" in menus and "Nouvelle partie…" in menus
    leftovers = [t for t in menus + _panel_texts(w) if t in english]
    assert not leftovers
    log = _log_texts(w)
    assert len(log) > 20
    # every log line differs from the English one: each is a translated sentence
    i18n.set_language("en")
    english_log = [i18n.render(text) for text, _n in w.log_entries]
    i18n.set_language("fr", french)
    assert all(fr.strip() != en.strip() for fr, en in zip(log, english_log, strict=True) if en.strip())
    assert any("Manche" in line for line in log) and any("Marché" in line or "Pièce" in line for line in log)
    tips = [it.toolTip() for it in w.table.items() if hasattr(it, "tag") and it.toolTip()]
    assert tips and not [t for t in tips if t in english]
    # the market's twelve marbles too (their tips are composed, so not in the catalogue as such)
    marble_tips = [it.toolTip() for it in w.table.items() if getattr(it, "tag", ())[:1] == ("marble",)]
    assert len(marble_tips) == 12 and all(t.startswith("Bille ") and " marble" not in t for t in marble_tips)


def test_no_french_text_is_wider_than_its_widget_at_1366x768(qtbot: QtBot, french: Path) -> None:
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel

    w = _window(qtbot, (1366, 768), with_bot=True)
    panel = w.panel
    checked = 0
    for game_step in range(3):  # three panels: the free turn, then after a market line
        if game_step:
            assert w.ctl.game is not None
            w.ctl.apply(w.ctl.game.legal_actions()[0])
            qtbot.wait(5)
        for lab in w.side.findChildren(QLabel):
            if lab.isVisible() and lab.text() and not lab.wordWrap() and not lab.pixmap().width():
                assert lab.fontMetrics().horizontalAdvance(lab.text()) <= lab.width(), lab.text()
                checked += 1
        for b in w.side.findChildren(QAbstractButton):
            if b.isVisible() and b.text():
                assert b.fontMetrics().horizontalAdvance(b.text().replace("&", "")) <= b.width(), b.text()
                checked += 1
        for box in w.side.findChildren(QComboBox):
            if box.isVisible():
                assert box.fontMetrics().horizontalAdvance(box.currentText()) <= box.width(), box.currentText()
        assert panel.isVisible()
    assert checked > 5
    from mor_qt.dialogs import NewGameDialog

    dialog = NewGameDialog(w)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.wait(5)
    for lab in dialog.findChildren(QLabel):
        if lab.isVisible() and lab.text() and not lab.wordWrap():
            assert lab.fontMetrics().horizontalAdvance(lab.text()) <= lab.width(), lab.text()
    dialog.close()
    # the Play / Discard buttons under a leader in hand are painted on the table
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QFontMetricsF

    from mor_qt import art, board

    metrics = QFontMetricsF(art.table_font(board.LEADER_BUTTON_PT, True))
    for label in (QCoreApplication.translate("Table", "Play") + " ✗", QCoreApplication.translate("Table", "Discard")):
        assert metrics.horizontalAdvance(label) <= board.LEAD_W - 4, label


def test_switching_language_keeps_the_game_and_rebuilds_the_texts(qtbot: QtBot, french: Path) -> None:
    i18n.set_language("en")
    w = _window(qtbot)
    game = w.ctl.game
    assert game is not None
    before = game.state_hash()
    lines = w.log.count()
    assert "Game" in _menu_texts(w)
    w.choose_language("fr")
    qtbot.waitUntil(lambda: "Partie" in _menu_texts(w))
    assert w.ctl.game is game and game.state_hash() == before and w.log.count() == lines
    assert any("Manche" in text for text in _log_texts(w)[:lines])
    assert w.log_title.text() == "Journal de la partie"
    assert w.settings.language == "fr"
    assert any("Entrepôt" in r.text for r in w.show_rules().rules)  # the rules follow the language
    w.choose_language("en")
    qtbot.waitUntil(lambda: "Game" in _menu_texts(w))
    assert any("warehouse" in r.text for r in w.show_rules().rules)
    assert any("Round" in text for text in _log_texts(w)[:lines])
    assert w.ctl.game is game and game.state_hash() == before


def test_the_language_comes_from_the_override_then_the_setting_then_the_system() -> None:
    assert i18n.choose_language("fr", "en") == "fr"
    assert i18n.choose_language(None, "fr") == "fr"
    assert i18n.choose_language(None, "") == i18n.system_language()
    assert i18n.choose_language("xx", "yy") == i18n.system_language()


def test_a_missing_catalogue_leaves_english_and_says_so(
    tmp_path: Path, qapp: object, caplog: pytest.LogCaptureFixture
) -> None:
    assert not i18n.set_language("fr", tmp_path)
    assert i18n.current_language() == "en"
    assert "no catalogue" in caplog.text


def test_qt_own_buttons_are_french_too(french: Path) -> None:
    from PySide6.QtCore import QCoreApplication

    assert QCoreApplication.translate("QPlatformTheme", "&Yes") == "&Oui"


def test_mor_lang_fr_screenshot_renders_the_french_window(
    tmp_path: Path, french: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mor_qt import main

    seen: list[str] = []
    real = i18n.set_language

    def spy(language: str, catalogue_dir: Path | None = None) -> bool:
        ok = real(language, catalogue_dir)
        seen.append(i18n.current_language())
        return ok

    monkeypatch.setattr(i18n, "set_language", spy)
    from mor_qt import dialogs

    named: list[list[str]] = []
    real_seats = dialogs.parse_seats

    def seats_spy(text: str) -> list[Seat]:
        seats = real_seats(text)
        named.append([s.name for s in seats])
        return seats

    monkeypatch.setattr(dialogs, "parse_seats", seats_spy)
    png = tmp_path / "fr.png"
    assert main.main(["--screenshot", str(png), "--lang", "fr", "--seed", "3"]) == 0
    assert png.stat().st_size > 10_000
    assert seen == ["fr"]
    assert named[-1][1].endswith("(Facile)")  # the seats drawn are named in French ("Bruno (Easy)" before)


def test_the_french_rules_have_every_rule_of_the_english_ones() -> None:
    from core.words.rulebook import parse_rules, rules_markdown

    english = parse_rules(rules_markdown("en"))[1]
    french = parse_rules(rules_markdown("fr"))[1]
    assert [r.number for r in french] == [r.number for r in english]
    assert all(r.text and r.text != e.text for r, e in zip(french, english, strict=True))
    assert "Coffre-fort" in rules_markdown("fr") and "Rapport du Vatican" in rules_markdown("fr")


def test_the_rules_window_follows_the_language(qtbot: QtBot, french: Path) -> None:
    from mor_qt.help import RulesWindow

    window = RulesWindow()
    qtbot.addWidget(window)
    assert any("Entrepôt" in r.text for r in window.rules)
    assert window.windowTitle() == "Règles de Masters of Renaissance"


# ------------------------------------------------------------ analysis window
FAILED_SEARCH = "the search process stopped"  # why a decision was not reviewed (ai's words, stored in the save)


def _reviewed_save(path: Path) -> Path:
    """An unfinished hot-seat game (so the privacy button shows too) with a review of Ada's decisions:
    one graded a blunder with candidates, one whose search failed."""
    from core.files.savefile import Seat, save
    from mor_qt.analysis.timeline import build_timeline

    game = _played_game()
    decisions = [str(a) for a in game.history()]
    rows = build_timeline(game.origin, decisions).rows
    mine = [r.index for r in rows if r.seat == 0 and r.index > 8]
    flagged, failed = mine[0], mine[1]
    notes = {
        flagged: {"seat": 0, "budget": "it=50", "index": flagged, "played": decisions[flagged], "best": "end",
                  "eval_before": 0.6, "eval_after": 0.4, "loss": 0.2, "grade": "blunder", "win_prob": [0.6, 0.4],
                  "expected_vp": [3, 2], "vp_before": 3, "vp_after": 2,
                  "candidates": [["end", 30, 0.61], [decisions[flagged], 5, 0.4]]},
        failed: {"seat": 0, "budget": "it=50", "index": failed, "played": decisions[failed],
                 "not_reviewed": FAILED_SEARCH},
    }
    save(path, game, seats=[Seat(n) for n in ENGLISH_SEATS], annotations=notes)
    return path


def _analysis_texts(a: AnalysisWindow) -> dict[str, str]:
    """Every text the analysis window shows, by where it is: title, labels, buttons and their tooltips,
    the boxes' entries, the progress bar, the move list (headers, turn rows, decisions, review marks,
    tooltips), the mistakes, the chart titles and legends."""
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel

    out = {"title": a.windowTitle(), "progress": a.progress.format()}
    widgets = [w for w in a.findChildren(QLabel) + a.findChildren(QAbstractButton) if w.isVisible()]
    for k, w in enumerate(widgets):
        out[f"{type(w).__name__} {k}"] = w.text()
        out[f"{type(w).__name__} {k} tip"] = w.toolTip()
    for k, box in enumerate(a.findChildren(QComboBox)):
        out[f"box {k} tip"] = box.toolTip()
        for i in range(box.count()):
            out[f"box {k}.{i}"] = box.itemText(i)
    tree = a.move_list
    for col in range(tree.columnCount()):
        out[f"header {col}"] = tree.headerItem().text(col)
    for t, head in enumerate(tree.turn_items):
        out[f"turn {t}"] = head.text(0)
    for i in range(len(tree.decision_items)):
        item = tree.decision_items[i]
        for col in (1, 3, 4):
            out[f"decision {i}.{col}"] = item.text(col)
            out[f"decision {i}.{col} tip"] = item.toolTip(col)
        out[f"decision {i} words"] = tree.decision_tip(i)
    for i in range(a.mistakes.count()):
        out[f"mistake {i}"] = a.mistakes.item(i).text()
    for chart in (a.score_chart, a.faith_chart, a.win_chart):
        out[f"chart {chart.title}"] = chart.title  # keyed by title: the value is compared below
        out[f"{chart.title} empty"] = chart.empty_text
        out.update({f"{chart.title} legend {s.seat}": s.name for s in chart.series})
    return {k: v for k, v in out.items() if v}


def _by_place(texts: dict[str, str]) -> list[str]:
    """The texts in a stable order that does not depend on the keys that hold a translated title."""
    return [v for k, v in sorted(texts.items()) if not k.startswith("chart ")] + sorted(
        v for k, v in texts.items() if k.startswith("chart "))


def test_an_open_analysis_window_switches_language_and_keeps_its_state(qtbot: QtBot, win: MainWindow, french: Path,
                                                                        tmp_path: Path) -> None:
    from mor_qt.analysis import open_analysis

    i18n.set_language("en")
    analysis = open_analysis(_reviewed_save(tmp_path / "reviewed.mor"), win)
    assert analysis is not None
    qtbot.addWidget(analysis)
    analysis.resize(1600, 1000)
    flagged = min(analysis.annotations)
    analysis.go_to(flagged)  # the position before the blunder: its details show the review
    analysis.move_list.show_position(flagged)
    qtbot.wait(5)

    def state() -> tuple[object, ...]:
        current = analysis.move_list.currentItem()
        return (analysis.position, analysis.review_seat, analysis.slider.value(), analysis.turn_box.currentIndex(),
                analysis.progress.value(), analysis.progress.maximum(), dict(analysis.annotations),
                current.text(0) if current is not None else None, analysis.budget_box.currentIndex())

    before = state()
    english_texts = _analysis_texts(analysis)
    assert "Bot review (it=50): win chance" in analysis.details.text()
    assert english_texts["title"].startswith("Analysis")

    win.choose_language("fr")  # the main window's Language menu
    qtbot.waitUntil(lambda: analysis.moves_title.text() == "Coups")
    qtbot.wait(5)
    french_texts = _analysis_texts(analysis)
    assert state() == before
    english = english_sources()
    leftovers = [t for t in french_texts.values() if t.replace("&", "") in english]
    assert not leftovers
    # the composed texts (titles, move list words, review lines, turn names) all changed
    composed = [k for k in english_texts if k.startswith(("title", "turn ", "mistake ", "decision ", "QLabel"))
                and re.search(r"[A-Za-z]{4}", english_texts[k]) and not k.endswith((".3", ".3 tip"))]
    assert len(composed) > 50
    same_in_french = {*ENGLISH_SEATS, "Budget", FAILED_SEARCH}  # names, a French word, the engine's reason
    unchanged = [english_texts[k] for k in composed
                 if french_texts.get(k) == english_texts[k] and english_texts[k] not in same_in_french]
    assert not unchanged
    assert analysis.win_chart.title == "Chances de victoire (modèle)"
    assert "Revue de l'ordinateur (it=50) : chance de victoire" in analysis.details.text()
    assert "Gaffe" in analysis.details.text()
    failed = max(analysis.annotations)
    assert analysis.move_list.decision_items[failed].text(4) == "non revue"

    win.choose_language("en")
    qtbot.waitUntil(lambda: analysis.moves_title.text() == "Moves")
    qtbot.wait(5)
    assert state() == before
    assert _by_place(_analysis_texts(analysis)) == _by_place(english_texts)
    analysis.close()


def test_no_french_text_of_the_analysis_window_is_wider_than_its_widget_at_1366x768(
        qtbot: QtBot, french: Path, tmp_path: Path) -> None:
    from PySide6.QtGui import QFontMetricsF
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QStyle, QStyleOptionComboBox

    from mor_qt import art
    from mor_qt.analysis import open_analysis
    from mor_qt.analysis.charts import TITLE_PT

    analysis = open_analysis(_reviewed_save(tmp_path / "reviewed.mor"))
    assert analysis is not None
    qtbot.addWidget(analysis)
    analysis.resize(1366, 768)
    analysis.go_to(min(analysis.annotations))
    qtbot.wait(5)
    assert analysis.width() <= 1366 and analysis.height() <= 768
    checked = 0
    for lab in analysis.findChildren(QLabel):
        if lab.isVisible() and lab.text() and not lab.wordWrap():
            assert lab.fontMetrics().horizontalAdvance(lab.text()) <= lab.width(), lab.text()
            checked += 1
    for b in analysis.findChildren(QAbstractButton):
        if b.isVisible() and b.text():
            assert b.fontMetrics().horizontalAdvance(b.text().replace("&", "")) <= b.width(), b.text()
            checked += 1
    for box in analysis.findChildren(QComboBox):
        if box.isVisible():  # the entry shown, in the box's text field (beside its arrow)
            option = QStyleOptionComboBox()
            box.initStyleOption(option)
            field = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                               QStyle.SubControl.SC_ComboBoxEditField, box)
            assert box.fontMetrics().horizontalAdvance(box.currentText()) <= field.width(), box.currentText()
            checked += 1
    tree = analysis.move_list
    for col in range(tree.columnCount()):
        if not tree.isColumnHidden(col):
            text = tree.headerItem().text(col)
            assert tree.header().fontMetrics().horizontalAdvance(text) <= tree.columnWidth(col), text
            checked += 1
    # the move list's cells that do not wrap: the win chances and the review marks ("non revue")
    from mor_qt.analysis.movelist import FLAG_COLUMN, TEXT_MARGIN, WIN_COLUMN

    for i in range(len(tree.decision_items)):
        for col in (WIN_COLUMN, FLAG_COLUMN):
            text = tree.decision_items[i].text(col)
            if text:
                assert tree.fontMetrics().horizontalAdvance(text) + 2 * TEXT_MARGIN <= tree.columnWidth(col), text
                checked += 1
    assert checked > 15
    # the charts' titles are painted: their width against the room the chart gives them
    metrics = QFontMetricsF(art.font(TITLE_PT, True))
    for chart in (analysis.score_chart, analysis.faith_chart, analysis.win_chart):
        assert chart.title and metrics.horizontalAdvance(chart.title) <= chart.title_width(), chart.title
    analysis.close()


def test_an_empty_deck_is_labelled_in_french(french: Path) -> None:
    # the label painted on an empty deck of the grid goes through the catalogue
    from unittest.mock import MagicMock

    from PySide6.QtCore import QRectF

    from mor_qt import board

    painter = MagicMock()
    board._draw_empty_deck(painter, QRectF(0, 0, 80, 110))
    assert painter.drawText.call_args.args[-1] == "vide"


# a placeholder that holds a player's name ({who} in the engine's sentences; %N in these of the app's)
NAME_PLACEHOLDERS = {"{who}"} | {f"%{n}" for n in range(1, 5)}
NAMED_SOURCES = ("%1 has not been reviewed yet.", "%1 of %2 decisions of %3 reviewed (budget %4), stored in the file.",
                 "Reviewing %1 at %2…", "The bot of %1 failed (%2); a random move is played.",
                 "Reviewed %n decision(s) of %1 at %2.")


def test_french_writes_one_apostrophe_and_never_de_before_a_name() -> None:
    """The catalogue mixed ’ and ' side by side; "Les décisions de Isabella" wants "d'Isabella",
    which a name chosen by the player cannot be given, so the sentences avoid "de" before a name."""
    texts = [(m.findtext("source") or "", t) for _c, m in messages() for t in translations(m)]
    assert not [t for _s, t in texts if "’" in t]
    before_name = [t for s, t in texts if s in NAMED_SOURCES or "{who}" in s
                   for p in NAME_PLACEHOLDERS if p in s and re.search(r"\bde " + re.escape(p), t)]
    assert not before_name
    assert {s for s, _t in texts} >= set(NAMED_SOURCES)  # the sentences checked are still in the catalogue


def test_french_calls_a_hint_conseil_everywhere() -> None:
    """The library's column said "Indices" where the button, the box and the score sheet say "Conseil"."""
    hints = [t for _c, m in messages() for t in translations(m)
             if re.search(r"\bhints?\b", m.findtext("source") or "", re.IGNORECASE)]
    assert hints and all("onseil" in t for t in hints), [t for t in hints if "onseil" not in t]
