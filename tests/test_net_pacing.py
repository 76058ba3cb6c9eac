"""A client keeps to the server's decision limit whatever the delays (net/limits.py
``ActPacer``): each decision is timed by its reply, so the server never counts one too
many, on a simulated clock and in a real game over loopback."""

from __future__ import annotations

import random

from helpers_net import play_random_pair

from core import loads
from net.limits import ActPacer, RateWindow, ServerLimits
from net.server import ServerThread

PER, WINDOW = 20, 10.0
DECISIONS = 400
STALL_S, STALL_ODDS = 2.0, 0.1


class VirtualClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds

    def until(self, moment: float) -> None:
        self.now = max(self.now, moment)


def most_counted(seed: int, reply_seen: bool) -> int:
    """Play DECISIONS decisions through a fast link that stalls for 2 s now and then; the
    most decisions the server counted in one window (its ``RateWindow``)."""
    rng = random.Random(seed)
    clock = VirtualClock()
    pacer = ActPacer(PER, WINDOW, clock=clock, sleep=clock.sleep)
    server = RateWindow(WINDOW)
    worst, last_read = 0, 0.0
    for _ in range(DECISIONS):
        pacer.before_act()
        delay = STALL_S if rng.random() < STALL_ODDS else rng.uniform(0.0, 0.01)
        read = max(clock() + delay, last_read)  # in order, sometimes late
        last_read = read
        worst = max(worst, server.add(read))
        clock.until(read + rng.uniform(0.0, 0.01))  # the reply on its way back
        if reply_seen:
            pacer.answered()
        clock.sleep(rng.uniform(0.0, 0.05))  # the bot thinks
    return worst


def test_the_server_never_counts_more_decisions_than_its_limit_whatever_the_delays() -> None:
    for seed in range(20):
        assert most_counted(seed, reply_seen=True) <= PER


def test_timing_decisions_by_when_they_were_sent_is_not_enough() -> None:
    """Without the replies the pacer only knows send times: some delays then make one
    decision too many (the flaky failure this pacer fixes)."""
    assert max(most_counted(seed, reply_seen=False) for seed in range(20)) > PER


def test_a_pacer_waits_for_the_oldest_decision_to_leave_the_window() -> None:
    clock = VirtualClock()
    pacer = ActPacer(2, 10.0, clock=clock, sleep=clock.sleep)
    pacer.before_act()
    clock.sleep(4.0)
    pacer.answered()  # answered at 4
    pacer.before_act()
    pacer.answered()
    pacer.before_act()  # third: waits until the first answered leaves the window
    assert clock() > 14.0
    pacer.reset()
    before = clock()
    pacer.before_act()
    pacer.before_act()
    assert clock() == before  # a new connection starts afresh


def test_bots_play_a_whole_game_under_a_tight_decision_limit() -> None:
    limits = ServerLimits(act_per_window=8, act_window_s=0.5)
    with ServerThread(limits) as server:
        players = play_random_pair(server.address)
        assert players[0].over is not None and players[1].over is not None
        assert loads(players[0].over["save"]).game.is_over
        for p in players:
            p.close()
