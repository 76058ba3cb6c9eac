"""Help: the rules window (docs/rules.md by rule number, with a search field),
the quick reference, About, the first-start welcome, and rule links.

Any "(R6.4)" shown in a label or message becomes a ``rule:R6.4`` link
(``linkify``); ``install_rule_links`` makes Qt open such links in the rules
window, wherever they are clicked.
"""

from __future__ import annotations

import html
import math
import re
import textwrap

from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication, QObject, Qt, QUrl, Signal, Slot
from PySide6.QtGui import QDesktopServices, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core import APP_VERSION, QT_TRANSLATE_NOOP, RULE_CITATION, Rule, parse_rules, rules_markdown

RULE_SCHEME = "rule"
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_CODE = re.compile(r"`(.+?)`")


RULE_TIP_CHARS, RULE_TIP_LINE_CHARS = 400, 70  # a rule in the rules list's tooltip: this long at most, in lines
translate = QCoreApplication.translate  # pyside6-lupdate reads translate("Help", "…") calls


def _help_tr(text: str) -> str:
    return QCoreApplication.translate("Help", text)


def linkify(text: str) -> str:
    """``text`` as HTML in which every rule number (R6.4) is a link to that rule."""
    return RULE_CITATION.sub(lambda m: f'<a href="{RULE_SCHEME}:{m.group(0)}">{m.group(0)}</a>', html.escape(text))


def plain_tip(text: str) -> str:
    """A tooltip showing ``text`` as it is: a tooltip reads text that looks like markup as markup."""
    return QtGui.Qt.convertFromPlainText(text) if QtGui.Qt.mightBeRichText(text) else text


def rule_tip(tip: str) -> str:
    """A tooltip: plain as it is (a player's "<b>Ann</b>" shown as typed), or,
    when it cites a rule, rich text with the rule number as a link and a word
    on F1 (tooltips vanish before a click)."""
    if not RULE_CITATION.search(tip):
        return plain_tip(tip)
    more = html.escape(translate("Help", "F1: read the rule"))
    return f"<p>{linkify(tip)}<br><small><i>{more}</i></small></p>"


def cited_rules(text: str) -> list[str]:
    """The rule numbers ``text`` cites, in order."""
    return [m.group(0) for m in RULE_CITATION.finditer(text)]


def _inline(text: str) -> str:
    """The little markdown the rules use (**bold**, `code`), as HTML with rule links."""
    out = linkify(text)
    out = _BOLD.sub(r"<b>\1</b>", out)
    return _CODE.sub(r"<code>\1</code>", out)


# The rules window's introduction, for players (shown translated, context "RulesWindow")
RULES_INTRO_GOAL = QT_TRANSLATE_NOOP(
    "RulesWindow", "The goal: earn the most victory points (VP) by buying development cards, climbing the faith "
    "track and playing leaders, for 2 to 4 players, or alone against Lorenzo il Magnifico.")
RULES_INTRO_NUMBERS = QT_TRANSLATE_NOOP(
    "RulesWindow", "Every rule has a number (R1.1 … R12.4). The table's tips and messages give these numbers: "
    "click one, or press F1 over the table, to read its rule here. Search by a word or a number above.")
RULES_INTRO_CREDIT = QT_TRANSLATE_NOOP(
    "RulesWindow", "Masters of Renaissance is a game by Simone Luciani and Nestore Mangone; this app is an "
    "unofficial fan implementation.")


class RulesWindow(QDialog):
    """docs/rules.md organised by rule number, with a search field."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of Masters of Renaissance"))
        self.setObjectName("RulesWindow")
        self.resize(980, 680)
        from .i18n import current_language

        # the rules file's own introduction speaks of the project (its tests and code cite the numbers):
        # the window speaks to players instead
        _file_intro, self.rules = parse_rules(rules_markdown(current_language()))
        self.intro = " ".join((self.tr(RULES_INTRO_GOAL), self.tr(RULES_INTRO_NUMBERS), self.tr(RULES_INTRO_CREDIT)))
        lay = QVBoxLayout(self)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search the rules (a word, or a number like R6.4)"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        lay.addWidget(self.search)
        split = QSplitter()
        self.tree = QTreeWidget()
        self.tree.setHeaderHidden(True)
        self.tree.itemClicked.connect(self._picked)
        self.items: dict[str, QTreeWidgetItem] = {}
        sections: dict[str, QTreeWidgetItem] = {}
        for rule in self.rules:
            top = sections.get(rule.section)
            if top is None:
                top = sections[rule.section] = QTreeWidgetItem([rule.section])
                top.setData(0, Qt.ItemDataRole.UserRole, rule.section.split(" ", 1)[0])
                self.tree.addTopLevelItem(top)
            plain = " ".join(rule.text.replace("**", "").split())
            child = QTreeWidgetItem([f"{rule.number}  {plain}"])  # the list cuts it to its width, with "…"
            child.setToolTip(0, textwrap.fill(textwrap.shorten(plain, RULE_TIP_CHARS, placeholder=" …"),
                                              RULE_TIP_LINE_CHARS))
            child.setData(0, Qt.ItemDataRole.UserRole, rule.number)
            top.addChild(child)
            self.items[rule.number] = child
        self.tree.expandAll()
        split.addWidget(self.tree)
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(self._anchor)
        split.addWidget(self.text)
        split.setSizes([330, 650])
        lay.addWidget(split, 1)
        self.status = QLabel()
        lay.addWidget(self.status)
        if not self.rules:
            self.status.setText(self.tr("The rules text (rules.md) is missing from this installation."))
        self.shown: list[Rule] = []
        self._render(self.rules)

    # ---------------------------------------------------------------- view
    def _render(self, rules: list[Rule], highlight: str = "") -> None:
        self.shown = rules
        parts = ["<html><body style='font-size:14px'>"]
        if len(rules) == len(self.rules):
            parts.append(f"<p><i>{_inline(self.intro)}</i></p>")
        section = ""
        for rule in rules:
            if rule.section != section:
                section = rule.section
                parts.append(f"<h2 style='color:#7a2e1c'>{html.escape(section)}</h2>")
            body = _inline(rule.text)
            if highlight:
                body = _mark(body, highlight)
            parts.append(f"<p><a name='{rule.number}'></a><b>{rule.number}</b> &nbsp;{body}</p>")
        if not rules:
            none = self.tr("No rule matches.")  # outside the f-string, where lupdate sees it
            parts.append(f"<p>{html.escape(none)}</p>")
        parts.append("</body></html>")
        self.text.setHtml("".join(parts))

    def _filter(self, query: str) -> None:
        q = query.strip()
        if not q:
            matches = self.rules
        elif RULE_CITATION.fullmatch(q.upper()):
            matches = [r for r in self.rules if r.number == q.upper()]
        else:
            words = q.lower().split()
            matches = [r for r in self.rules if all(w in f"{r.section} {r.text}".lower() for w in words)]
        numbers = {r.number for r in matches}
        for number, item in self.items.items():
            item.setHidden(number not in numbers)
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            if top is not None:
                children = (top.child(k) for k in range(top.childCount()))
                top.setHidden(all(child is None or child.isHidden() for child in children))
        self.status.setText(self.tr("%n rule(s) found", "", len(matches)) if q else "")
        self._render(matches, "" if RULE_CITATION.fullmatch(q.upper()) else q)

    def show_rule(self, number: str) -> bool:
        """Show every rule, scrolled to ``number`` (e.g. "R6.4") and selected in the list."""
        item = self.items.get(number)
        if item is None:
            return False
        if self.search.text():
            self.search.clear()
        self.tree.setCurrentItem(item)
        self.text.scrollToAnchor(number)
        self.current = number
        return True

    def _picked(self, item: QTreeWidgetItem, _col: int) -> None:
        key = str(item.data(0, Qt.ItemDataRole.UserRole))
        if key in self.items:
            self.text.scrollToAnchor(key)
        else:  # a section: its first rule
            first = next((r.number for r in self.shown if r.number.startswith(key + ".")), None)
            if first:
                self.text.scrollToAnchor(first)

    def _anchor(self, url: QUrl) -> None:
        if url.scheme() == RULE_SCHEME:
            self.show_rule(url.path())


def _mark(body: str, query: str) -> str:
    """Highlight the searched words in ``body`` (HTML), outside tags."""
    for word in sorted(set(query.split()), key=len, reverse=True):
        pattern = re.compile(rf"(?<![<\w/=\"'])({re.escape(html.escape(word))})(?![^<]*>)", re.IGNORECASE)
        body = pattern.sub(r"<span style='background:#ffe08a'>\1</span>", body)
    return body


# ------------------------------------------------------------ quick reference
# (heading, text) of each line, in English: shown translated
QUICK_REFERENCE: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("Help", "Your turn"),
     QT_TRANSLATE_NOOP("Help",
                       "Any leader actions (play one whose requirement you meet, or discard one for 1 faith), "
                       "exactly <b>one</b> main action, more leader actions, then <i>End turn</i>. (R3.1, R3.2)")),
    (QT_TRANSLATE_NOOP("Help", "Market"),
     QT_TRANSLATE_NOOP("Help",
                       "Push the slide marble into a row (from the right) or a column (from the bottom) and take "
                       "its marbles: yellow coin, grey stone, purple servant, blue shield, red 1 faith, white "
                       "nothing. Store or discard each resource; each discard gives every other player 1 faith. "
                       "(R4.1–R4.5)")),
    (QT_TRANSLATE_NOOP("Help", "Warehouse"),
     QT_TRANSLATE_NOOP("Help",
                       "Depots of 1, 2 and 3, one kind each, no kind twice; depot leaders add 2 places for "
                       "their kind. The strongbox is unlimited, filled by production only. (R5.1–R5.3)")),
    (QT_TRANSLATE_NOOP("Help", "Buy a card"),
     QT_TRANSLATE_NOOP("Help",
                       "The top card of a pile, paid from anywhere, minus discounts; level I on an empty "
                       "slot, II on I, III on II. (R6.1–R6.4)")),
    (QT_TRANSLATE_NOOP("Help", "Production"),
     QT_TRANSLATE_NOOP("Help",
                       "Any of your powers, each once: slot tops, basic (2 any → 1 of choice), leaders "
                       "(1 → 1 of choice + 1 faith). Pay everything first; outputs go to the strongbox. "
                       "(R7.1–R7.3)")),
    (QT_TRANSLATE_NOOP("Help", "Faith"),
     QT_TRANSLATE_NOOP("Help",
                       "The track ends at 24. When a marker first reaches a Pope space (8, 16, 24), everyone "
                       "in that section turns the favour tile up (2, 3, 4 VP), the others lose it. (R8.1–R8.3)")),
    (QT_TRANSLATE_NOOP("Help", "End"),
     QT_TRANSLATE_NOOP("Help",
                       "When a player reaches 24 faith or owns 7 cards, the round is finished. Score cards, faith, "
                       "favour tiles, leaders and 1 VP per 5 resources; ties go to resources left. (R10.1–R11.2)")),
    (QT_TRANSLATE_NOOP("Help", "Solo tokens"),
     QT_TRANSLATE_NOOP("Help",
                       "After each of your turns Lorenzo turns a token: discard 2 cards of a colour (lowest "
                       "level first), black cross +2, or black cross +1 and reshuffle. You lose if a colour "
                       "is gone or the cross reaches 24; you win at 24 faith or 7 cards. (R12.1–R12.4)")),
)


def key_text(keys: str) -> str:
    """A key as the menus show it in the current language ("Ctrl+Maj+Z", "Échap" in French);
    what is not one key sequence ("R 1–3 / C 1–4") as it is."""
    sequence = QKeySequence(keys, QKeySequence.SequenceFormat.PortableText)
    if sequence.isEmpty() or sequence.count() != 1 or sequence.toString() != keys:
        return keys
    return sequence.toString(QKeySequence.SequenceFormat.NativeText)


def quick_reference_html() -> str:
    """One screen: turn, market, production, faith, end, solo tokens, keys."""
    rows = [(translate("Help", head), translate("Help", body)) for head, body in QUICK_REFERENCE]
    from .shortcuts import listed, redo_keys  # the main decisions' keys, from their one table; Redo's

    def standard(key: QKeySequence.StandardKey) -> list[str]:
        """The key the menus give ``key`` on this platform (Redo is Ctrl+Y on Windows, where the
        reference said Ctrl+Shift+Z)."""
        return [QKeySequence(key).toString(QKeySequence.SequenceFormat.PortableText)]

    redo = [k.toString(QKeySequence.SequenceFormat.PortableText) for k in redo_keys()]  # the menu's first
    keys: list[tuple[list[str], str]] = [
        (standard(QKeySequence.StandardKey.New), translate("Help", "new game")),
        (standard(QKeySequence.StandardKey.Open), translate("Help", "open")),
        (standard(QKeySequence.StandardKey.Save), translate("Help", "save")),
        (standard(QKeySequence.StandardKey.Undo), translate("Help", "undo")),
        (redo, translate("Help", "redo")), (["H"], translate("Help", "hint")),
        (["Esc"], translate("Help", "cancel a half-made choice")),
        (["F1"], translate("Help", "the rule under the mouse, or the rules")),
    ]
    keys += [([k], v) for k, v in listed() if k != "Esc"]
    out = ["<html><body style='font-size:13px'><table cellspacing='6'>"]
    for head, body in rows:
        body_html = RULE_CITATION.sub(lambda m: f'<a href="{RULE_SCHEME}:{m.group(0)}">{m.group(0)}</a>', body)
        out.append(f"<tr><td valign='top' style='color:#7a2e1c'><b>{html.escape(head)}</b></td>"
                   f"<td>{body_html}</td></tr>")
    out.append("</table><p><b>" + html.escape(translate("Help", "Keys")) + "</b>: ")
    out.append(", ".join(" / ".join(f"<code>{html.escape(key_text(k))}</code>" for k in ks) + f" {html.escape(v)}"
                         for ks, v in keys))
    out.append("</p></body></html>")
    return "".join(out)


def close_dialog(dialog: QDialog, title: str, name: str, page: QWidget) -> tuple[QVBoxLayout, QDialogButtonBox]:
    """Lay ``dialog`` out as a help page: ``page`` above a Close button (the layout and the button returned)."""
    dialog.setWindowTitle(title)
    dialog.setObjectName(name)
    lay = QVBoxLayout(dialog)
    lay.addWidget(page)
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    box.rejected.connect(dialog.close)
    lay.addWidget(box)
    return lay, box


QUICK_REF_WIDTH = 900  # the quick reference's width; its height fits its text
QUICK_REF_SCREEN_SHARE = 0.9  # and is at most this share of the screen's


class QuickReference(QDialog):
    rule_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(lambda url: self.rule_clicked.emit(url.path()))
        self.text.setHtml(quick_reference_html())
        self.lay, self.buttons = close_dialog(self, self.tr("Quick reference"), "QuickReference", self.text)
        self.resize(QUICK_REF_WIDTH, self.fitting_height(QUICK_REF_WIDTH))

    def fitting_height(self, width: int) -> int:
        """The height that shows the whole reference at ``width`` (no empty band under it),
        at most the screen's: a French reference is longer, a small screen scrolls it."""
        margins = self.lay.contentsMargins()
        frame = 2 * self.text.frameWidth()
        doc = self.text.document().clone(self)
        doc.setTextWidth(width - margins.left() - margins.right() - frame)
        chrome = frame + self.lay.spacing() + self.buttons.sizeHint().height() + margins.top() + margins.bottom()
        whole = math.ceil(doc.size().height()) + chrome
        screen = self.screen()
        room = int(screen.availableGeometry().height() * QUICK_REF_SCREEN_SHARE) if screen is not None else whole
        return min(whole, room)


# -------------------------------------------------------------------- about
def about_html() -> str:
    e = html.escape
    title = translate("Help", "Masters of Renaissance")
    version = translate("Help", "Version")
    game = translate("Help", "Masters of Renaissance is a board game designed by Simone Luciani and Nestore Mangone.")
    fan = translate("Help", "This is an unofficial fan implementation, not affiliated with the publisher. ")
    art = translate("Help", "All art is our own, drawn by the program.")
    licence = translate("Help", "Licence: MIT. The program comes with no warranty.")
    return (f"<h2>{e(title)}</h2><p>{e(version)} {APP_VERSION}</p><p>{e(game)}</p>"
            f"<p>{e(fan)}{e(art)}</p><p>{e(licence)}</p>")


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        label = QLabel(about_html())
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setMinimumWidth(440)
        close_dialog(self, self.tr("About Masters of Renaissance"), "About", label)


# ------------------------------------------------------------------ welcome
class WelcomeDialog(QDialog):
    """First start: three ways in.  ``choice`` is "solo", "bots", "rules" or ""."""

    SOLO, BOTS, RULES = "solo", "bots", "rules"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Welcome"))
        self.setObjectName("Welcome")
        self.choice = ""
        lay = QVBoxLayout(self)
        title = QLabel(self.tr("Welcome to Masters of Renaissance"))
        title.setObjectName("OverlayTitle")
        lay.addWidget(title)
        text = QLabel(self.tr(
            "Build an engine of cards and resources in Renaissance Florence. Play alone against "
            "Lorenzo il Magnifico, or against computer players. Everything is done by clicking the "
            "highlighted choices; Ctrl+Z takes back a decision of your turn, H asks for a hint."
        ))
        text.setWordWrap(True)
        lay.addWidget(text)
        row = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for key, label in (
            (self.SOLO, self.tr("Play a solo game")),
            (self.BOTS, self.tr("Play against the computer")),
            (self.RULES, self.tr("Read the rules")),
        ):
            b = QPushButton(label)
            b.setMinimumHeight(44)
            b.clicked.connect(lambda _=False, k=key: self._choose(k))
            row.addWidget(b)
            self.buttons[key] = b
        self.buttons[self.SOLO].setDefault(True)
        lay.addLayout(row)

    def _choose(self, key: str) -> None:
        self.choice = key
        self.accept()


# ---------------------------------------------------------------- rule links
class RuleLinks(QObject):
    """Receives ``rule:R6.4`` links clicked anywhere (labels, message boxes)."""

    opened = Signal(str)

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.opened.emit(url.path())


def install_rule_links(receiver: RuleLinks) -> None:
    # PySide6's stubs say the method name is bytes, but it accepts only a str (ValueError for bytes).
    QDesktopServices.setUrlHandler(RULE_SCHEME, receiver, "open")  # type: ignore[arg-type]


def remove_rule_links() -> None:
    QDesktopServices.unsetUrlHandler(RULE_SCHEME)
