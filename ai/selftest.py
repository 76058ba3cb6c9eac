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
    try:
        steps = 0
        while len(per_decision) < decisions and not game.is_over and steps < _MAX_STEPS:
            steps += 1
            seat = game.current_seat
            assert seat is not None  # the game is not over
            searched = len(game.legal_actions()) > 1 and decision_share(game) > 0.0
            bot.last = None
            game.apply(bot.choose(game, seat))
            if searched:
                last = bot.last
                per_decision.append(int(last.iterations) if last is not None else 0)
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
