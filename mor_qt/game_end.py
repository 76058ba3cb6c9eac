"""How a finished game is told, in the current language: who won (the score sheet's
title, and the table's status once the sheet is put away) and how it ended (the
sheet's note and the table's line under the status): for solo, what won it or what
Lorenzo won by (R12.3-4); otherwise how a tie was settled (R11.2)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from core import EndReason, Game, colour_name, join_and

from .i18n import render


def result_title(game: Game) -> str:
    """"Cosimo wins!", "Ann and Bob win!", "You beat Lorenzo!" or "Lorenzo wins"."""
    winners = game.winners()
    if game.solo:
        if winners:
            return QCoreApplication.translate("ScoreSheet", "You beat Lorenzo!")
        return QCoreApplication.translate("ScoreSheet", "Lorenzo wins")
    names = render(join_and([game.names[w] for w in winners]))
    if len(winners) == 1:
        return QCoreApplication.translate("ScoreSheet", "%1 wins!").replace("%1", names)
    return QCoreApplication.translate("ScoreSheet", "%1 win!").replace("%1", names)


def ending_note(game: Game) -> str:
    """How the game ended, or "" when there is nothing to add to the winner's name (or it goes on)."""
    if game.solo:
        return _solo_ending(game)
    sheet = game.scores()
    best = max(s.total for s in sheet)
    tied = [i for i, s in enumerate(sheet) if s.total == best]
    winners = game.winners()
    if len(tied) > 1 and len(winners) < len(tied):
        return QCoreApplication.translate("ScoreSheet", "Tie on points: broken by the most resources left (R11.2).")
    if len(winners) > 1:
        return QCoreApplication.translate("ScoreSheet", "A tie on points and on resources left: the victory is shared.")
    return ""


def _solo_ending(game: Game) -> str:
    """What the player won by (the score is on the sheet and the table), or what Lorenzo won by (R12.3-4)."""
    outcome = game.outcome
    if outcome is None:  # not over: nothing ended it
        return ""
    name = game.names[0]
    if outcome.reason is EndReason.SOLO_CARDS:
        return QCoreApplication.translate("ScoreSheet", "%1 owns seven development cards (R12.4).").replace("%1", name)
    if outcome.reason is EndReason.SOLO_FAITH:
        return QCoreApplication.translate("ScoreSheet", "%1 reached the end of the faith track (R12.4).").replace(
            "%1", name)
    if outcome.reason is EndReason.COLOUR_GONE:
        colours = render(join_and([colour_name(c) for c in outcome.colours_gone]))
        return QCoreApplication.translate(
            "ScoreSheet", "No %1 card is left in the grid: a colour gone ends the game (R12.3).").replace("%1", colours)
    return QCoreApplication.translate("ScoreSheet", "Lorenzo's black cross reached the end of the faith track (R12.3).")
