"""``--selftest``: proof that a build really searches (``mor --selftest``).

Starts a 2-player game, finishes its setup with plain choices, then lets an
MCTS bot (``mcts:it=200`` by default) choose a few decisions **in its worker
processes**, exactly as the app's opponents do, and reports how many search
iterations came back.  A build whose workers cannot start (a frozen program
without ``multiprocessing.freeze_support()``, say) reports 0 and fails.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

from core import APP_VERSION, Game

from .bots import make_search_bot
from .budget import decision_share
from .play import Choice, play_out

SELFTEST_BOT = "mcts:it=200"
SELFTEST_DECISIONS = 3
SELFTEST_SEED = 1
SELFTEST_PLAYERS = 2
# a game whose decisions all have one choice would prove nothing: give up after
_MAX_STEPS = 200


def run_selftest(
    bot_name: str = SELFTEST_BOT, decisions: int = SELFTEST_DECISIONS, seed: int = SELFTEST_SEED
) -> dict[str, Any]:
    """Play ``decisions`` searched decisions; returns the report (``iterations`` summed)."""
    start = time.monotonic()
    game = Game.new(SELFTEST_PLAYERS, seed)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    bot = make_search_bot(bot_name, seed)
    per_decision: list[int] = []
    pids: list[int] = []

    def count_searched(seen: Game, _choice: Choice) -> None:
        if len(seen.legal_actions()) > 1 and decision_share(seen) > 0.0:
            last = bot.last
            per_decision.append(int(last.iterations) if last is not None else 0)
        bot.last = None  # the next decision's search, if it searches, sets it again

    try:
        play_out(game, [bot] * SELFTEST_PLAYERS, max_decisions=_MAX_STEPS,
                 until=lambda _game: len(per_decision) >= decisions, on_choice=count_searched)
        pool = bot.pool
        if pool is not None:
            pids = list(pool.pids())
    finally:
        bot.close()
    return {
        "ok": bool(per_decision) and all(n > 0 for n in per_decision),
        "iterations": sum(per_decision),
        "per_decision": per_decision,
        "decisions": len(per_decision),
        "bot": bot_name,
        "worker_pids": pids,
        "version": APP_VERSION,
        "frozen": bool(getattr(sys, "frozen", False)),
        "seconds": round(time.monotonic() - start, 3),
    }


def main() -> int:
    """Print the report as one JSON line; exit status 0 only if every decision was searched."""
    report = run_selftest()
    print(json.dumps(report), flush=True)
    return 0 if report["ok"] else 1
