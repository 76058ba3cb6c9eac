"""Where the table's pieces go: the sizes of cards, boards and panels, the places of the
market, the card grid, the boards and the info panel for each number of players
(``table_layout``), and the start screen's rows (``welcome_layout``)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from core import MAX_PLAYERS, QT_TRANSLATE_NOOP

from . import art

CARD_W, CARD_H = 100, 136
HINT_MARGIN = 14  # room around a piece for the hint's ring and rank badge
LEAD_W, LEAD_H = 92, 136
BOARD_W, BOARD_H = 728, 336
SCENE_W = 1476
TOP_H = 440
SLOTS = 3  # development card slots on a board (R6.4)
TRIO = 3  # three players: their boards around the grid
BOARDS_PER_ROW = 2  # below the market and the grid, with one, two or four players
GAP = 10
GRID_X = 350  # the card grid, right of the market
MARKET_PANEL_W = 330  # the market's panel, left of the grid
MARKET_CELL = 64  # a marble's cell in the market's tray
MARBLE_R = 25  # a marble in the tray or on the slide
GRID_RIGHT = GRID_X + 4 * (CARD_W + 8)
INFO_KEY_H = 62  # the glyph key at the foot of the info panel: its two rows
INFO_KEY_FOOT = 8  # under it, in the full info panel
INFO_KEY_FOOT_STRIP = 2  # under it, in a strip (room is short there)
INFO_KEY_GAP = 6  # at least this much room between the last score row and the glyph key
INFO_FULL_H = 300  # a shorter info panel is a strip: status, hint, last move
# "Victory points now": its top in the full panel and in a strip, its heading
# and row heights; a strip's rows start nearer the edge (its text is indented less)
SCORES_TOP_FULL = 150
SCORES_TOP_STRIP = 76
SCORES_HEAD_H = 24
SCORES_ROW_H = 28
SCORES_STRIP_INDENT = 6
# between the last score row and the glyph key in a full panel: what four players leave with the key
# at the panel's foot; fewer players find the key as far under their last row (``info_full_rows``)
INFO_KEY_SPACE = (TOP_H - 2 * GAP - INFO_KEY_H - INFO_KEY_FOOT
                  - (SCORES_TOP_FULL + SCORES_HEAD_H + MAX_PLAYERS * SCORES_ROW_H))
STRIP_PAD = 14  # the strip's text from its left and right edges
STRIP_HINT_PT = 9  # the hint under the strip's status
# the rows under the status, from the panel's top: the hint, then the last move (in its place when there is no
# hint, as at the end of a game with nothing to say but who won); a strip's hint row, the same
INFO_HINT_TOP, INFO_HINT_H, INFO_LAST_MOVE_TOP = 86, 40, 122
STRIP_HINT_TOP, STRIP_HINT_H = 30, 20
STATUS_PT = 12  # whose turn or who won, in bold, at the top of the info panel or strip
# a score row: name, bar from SCORES_BAR_LEFT, its total, then what makes it (cards, faith, resources,
# leaders) right-aligned in SCORES_STATS_W
SCORES_BAR_LEFT, SCORES_TOTAL_W, SCORES_STATS_W = 175, 60, 300
SUMMARY_PX = 14  # the score rows and a board's "human · 3 VP": 9 px or more on a 1280x720 screen (scale ~0.67)
ASPECT_SLACK = 0.01  # view shape changes smaller than this keep the layout
INFO_GROW = 340  # at most this much taller (3 players, a tall view)


@dataclass(frozen=True)
class TableLayout:
    """Where the pieces go for a number of players (scene coordinates)."""

    scene: QRectF
    info: QRectF
    boards: tuple[QPointF, ...]
    lorenzo: QPointF | None
    market_drop: float = 0.0  # market and grid moved down to stay centred in a taller top band


def table_layout(n: int, aspect: float | None = None) -> TableLayout:
    """Market and card grid top left; the boards two by two below.  Three
    players: the first board sits top right with the status panel under it, so
    no quarter of the table is left empty; that panel grows (up to
    ``INFO_GROW``) when the view is taller than the table (``aspect``: the
    view's width / height), so the table fills it without bands."""
    below: float = TOP_H + GAP
    left, right = GAP, GAP + BOARD_W + GAP
    if n == TRIO:
        width = GRID_RIGHT + 6 + BOARD_W + GAP
        height = below + BOARD_H + GAP
        grow = 0.0
        if aspect is not None and aspect > 0 and width / aspect > height:
            grow = min(INFO_GROW, width / aspect - height)
        below += grow
        top_right = GRID_RIGHT + 6
        info = QRectF(top_right, GAP + BOARD_H + 8, BOARD_W, TOP_H - 2 * GAP - BOARD_H - 8 + grow)
        boards: tuple[QPointF, ...] = (QPointF(top_right, GAP), QPointF(left, below),
                                       QPointF(width - GAP - BOARD_W, below))
        return TableLayout(QRectF(0, 0, width, below + BOARD_H + GAP), info, boards, None, grow / 2)
    rows = 1 if n <= BOARDS_PER_ROW else 2
    info = QRectF(GRID_RIGHT + 6, GAP, SCENE_W - GRID_RIGHT - 6 - GAP, TOP_H - 2 * GAP)
    boards = tuple(QPointF(left if seat % 2 == 0 else right, below + (seat // 2) * (BOARD_H + GAP))
                   for seat in range(n))
    lorenzo = QPointF(right, below) if n == 1 else None
    return TableLayout(QRectF(0, 0, SCENE_W, below + rows * (BOARD_H + GAP)), info, boards, lorenzo)


def info_full_rows(height: float, n_players: int) -> tuple[float, float | None]:
    """Where "Victory points now" and the glyph key go in a full info panel ``height`` high,
    from its top: the key INFO_KEY_SPACE under the last score row, the two together in the
    middle of the room under the status (a solo card had an empty block of 150 px between its
    one row and the key at the panel's foot); with less room, the points at SCORES_TOP_FULL
    and the key at the foot, or no key when it would come nearer the last row than INFO_KEY_GAP."""
    rows_h = SCORES_HEAD_H + n_players * SCORES_ROW_H
    foot = height - INFO_KEY_FOOT - INFO_KEY_H  # the key's top at the panel's foot
    spare = foot - (SCORES_TOP_FULL + rows_h + INFO_KEY_SPACE)
    if spare >= 0:
        top = SCORES_TOP_FULL + spare / 2
        return top, top + rows_h + INFO_KEY_SPACE
    return SCORES_TOP_FULL, foot if foot >= SCORES_TOP_FULL + rows_h + INFO_KEY_GAP else None


WELCOME_TITLE_PT, WELCOME_HINT_PT, WELCOME_MARBLE_R = 40, 16, 24
LEADER_BUTTON_PT = 7.5  # the Play / Discard buttons under a leader in hand (their words must fit, in every language)
# the Play and Discard buttons under a leader in hand, one above the other, each as wide as the leader
# (side by side their words did not fit at a size legible on a 1280x720 screen); the line of
# discarded leaders under them
BUTTON_H, BUTTON_GAP = 20, 3
FAVOR_W = 46  # a Pope's favor tile on the faith track: room for "2 VP" at art.TEXT_MIN_PX
DISCARDED_DY = 2 * (BUTTON_H + BUTTON_GAP) + 6
WELCOME_HINT = QT_TRANSLATE_NOOP("Table", "Game ▸ New game… (Ctrl+N) to start")  # shown translated


def welcome_layout(r: QRectF) -> tuple[QRectF, QRectF, QRectF]:
    """The start screen, top to bottom with room between: title, a row of six marbles, the hint."""
    cy = r.center().y()
    title = QRectF(r.left(), cy - 150, r.width(), 90)
    marbles = QRectF(r.center().x() - 240, cy - 40, 480, 2 * WELCOME_MARBLE_R + 16)
    hint = QRectF(r.left(), marbles.bottom() + 24, r.width(), 50)
    return title, marbles, hint


def number_px_on_screen(scale: float) -> float:
    """How many screen pixels high the numbers players decide by (card costs and
    production, strongbox counts) are drawn at table ``scale``."""
    return art.NUMBER_PX * scale
