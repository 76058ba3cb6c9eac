"""``python -m lab.bench_bots``: how the MCTS bot keeps its time budgets.

For each level it plays greedy positions of a 2-player game (``--players``) and measures,
per searched decision, the wall time of ``choose`` against the decision's
budget (the overshoot must stay under 150 ms) and the iterations its time
buys (which is how ``budget.LEVEL_ITERATIONS`` was chosen: the levels'
iterations are not counted against their limit here, only their time);
then how fast a cancelled search returns (must be under 100 ms).
"""

from __future__ import annotations

import argparse
import json
import statistics
import threading
import time
from typing import Any

from ai import Choice, play_out
from ai.bots import make_bot, make_search_bot
from ai.budget import decision_share, for_players, parse_budget
from core import Game

BOOT_TIMEOUT_S = 60.0  # the workers must answer within this (a loaded machine starts them slowly)
BOOT_POLL_S = 0.05


def _positions(count: int, seed: int, players: int = 2) -> list[Game]:
    game = Game.new(players, seed, first_seat=None if players == 1 else 0)
    greedy = make_bot("greedy", seed)
    out: list[Game] = []
    mains = 0

    def keep_every_third_main(seen: Game, _choice: Choice) -> None:
        nonlocal mains
        if decision_share(seen) == 1.0:  # a turn's main decision: every third one
            mains += 1
            if mains % 3 == 1:
                out.append(seen.clone())

    play_out(game, [greedy] * players, until=lambda _game: len(out) >= count, on_choice=keep_every_third_main)
    return out


def _boot(bot: Any, game: Game) -> None:
    """Choose on ``game`` until the bot's search workers answer: a spawned
    worker takes a moment to start, and until it has, a decision is played
    without search (in ~1 ms), which would count 0 iterations for a level
    whose budget is shorter than the start (easy, medium)."""
    deadline = time.monotonic() + BOOT_TIMEOUT_S
    while True:
        bot.choose(game, game.to_move)
        if bot.last is not None and bot.last.iterations:
            return
        if time.monotonic() > deadline:
            raise RuntimeError(f"the search workers did not answer within {BOOT_TIMEOUT_S:.0f} s")
        time.sleep(BOOT_POLL_S)


def bench(levels: list[str], positions: int, seed: int, players: int = 2) -> dict[str, Any]:
    res: dict[str, Any] = {}
    pos = _positions(positions, seed, players)
    for level in levels:
        bot = make_search_bot(f"mcts:{level}", seed)
        bot.params.early_stop = False  # measure what the whole budget can do
        level_budget = for_players(parse_budget(level), players)
        budget = level_budget.seconds or 0.0
        timed = f"t={budget:g}:w={level_budget.workers}"  # the level's time, without its iteration limit
        try:
            _boot(bot, pos[0])
            over, iters = [], []
            for g in pos:
                t = time.monotonic()
                bot.choose(g, g.to_move, budget=timed)
                over.append(time.monotonic() - t - budget)
                iters.append(bot.last.iterations if bot.last else 0)
            res[level] = {
                "budget_s": budget,
                "overshoot_ms_max": round(max(over) * 1000, 1),
                "overshoot_ms_median": round(statistics.median(over) * 1000, 1),
                "iterations_median": statistics.median(iters),
                "iterations_min": min(iters),
            }
        finally:
            bot.close()
    bot = make_search_bot("mcts:t=30", seed)
    try:
        bot.choose(pos[0], pos[0].to_move, budget="it=10")
        lat = []
        for g in pos[:5]:
            ev = threading.Event()
            timer = threading.Timer(0.5, ev.set)
            timer.start()
            t0 = time.monotonic()
            bot.choose(g, g.to_move, cancel=ev)
            lat.append(time.monotonic() - t0 - 0.5)
        res["cancel_ms_max"] = round(max(lat) * 1000, 1)
    finally:
        bot.close()
    return res


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--levels", default="easy,medium,hard")
    ap.add_argument("--positions", type=int, default=8)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, choices=(1, 2, 3, 4), default=2, help="1: solo positions")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    res = bench(args.levels.split(","), args.positions, args.seed, args.players)
    print(json.dumps(res) if args.json else json.dumps(res, indent=2))


if __name__ == "__main__":
    main()
