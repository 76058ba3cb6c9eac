"""The one runner of ``mor-arena``'s games (``lab/runner.py``) and its progress on stderr
(``lab/terminal.py``): results back in job order, progress counted, Ctrl-C keeps the
finished games, and a long run's progress shows games done / total, rate and ETA."""

from __future__ import annotations

import io
import os
import signal
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pytest

from lab.arena import determinism, match, solo
from lab.cluster import make_runner
from lab.runner import Finished, GameRunner, Job, LocalRunner, RunInterrupted, collect
from lab.terminal import Progress, ProgressLines, progress_report


def _square(x: int) -> int:
    return x * x


@pytest.mark.parametrize("jobs", [1, 2])
def test_collect_gives_every_result_in_job_order_and_counts_progress(jobs: int) -> None:
    seen: list[int] = []
    with LocalRunner(jobs) as runner:
        assert collect(runner, _square, [(x,) for x in range(7)], seen.append) == [x * x for x in range(7)]
    assert seen == list(range(1, 8))


def test_the_pool_yields_each_game_once_tagged_with_its_index() -> None:
    finished = list(LocalRunner(2).play(_square, [(x,) for x in range(6)]))
    assert sorted(f.index for f in finished) == list(range(6))
    assert all(f.result == f.index ** 2 for f in finished)


def _square_or_terminate(x: int) -> int:
    if x == 2:  # a plain ``kill`` of the run, in the middle of its third game
        os.kill(os.getpid(), signal.SIGTERM)
        time.sleep(5)  # the signal arrives at once; this is never slept through
    return x * x


def test_sigterm_stops_an_in_process_run_with_the_games_finished_so_far() -> None:
    """``--jobs 1`` plays in this process: SIGTERM must stop it as Ctrl-C does,
    the finished games kept, not kill it with nothing printed."""
    before = signal.getsignal(signal.SIGTERM)
    with pytest.raises(RunInterrupted) as stop, LocalRunner(1) as runner:
        collect(runner, _square_or_terminate, [(x,) for x in range(5)])
    assert [f.result for f in stop.value.finished] == [0, 1] and stop.value.total == 5
    assert signal.getsignal(signal.SIGTERM) == before  # the handler is put back


class _StopsAfter(GameRunner):
    """Finishes the jobs from the last one back, then Ctrl-C after ``count`` of them."""

    def __init__(self, count: int) -> None:
        self.count = count

    def play(self, fn: Callable[..., Any], jobs: Sequence[Job],
             progress: Callable[[int], None] | None = None) -> Iterator[Finished]:
        for n, i in enumerate(reversed(range(len(jobs)))):
            if n == self.count:
                raise KeyboardInterrupt
            yield Finished(i, fn(*jobs[i]))


def test_ctrl_c_keeps_the_finished_games_in_job_order_whichever_they_were() -> None:
    with pytest.raises(RunInterrupted) as stop:
        collect(_StopsAfter(3), _square, [(x,) for x in range(10)])
    assert [f.index for f in stop.value.finished] == [7, 8, 9]
    assert [f.result for f in stop.value.finished] == [49, 64, 81]
    assert stop.value.total == 10


def test_without_a_cluster_the_games_are_played_on_this_machine() -> None:
    runner = make_runner(3)
    assert isinstance(runner, LocalRunner) and runner.jobs == 3 and runner.address == ""


class _Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_off_a_terminal_a_long_run_writes_a_line_now_and_then_a_short_run_none() -> None:
    out, clock = io.StringIO(), _Clock()
    short = ProgressLines(4, "match 2p", out, "games", every=30.0, clock=clock)
    for done in range(1, 5):
        clock.now += 1.0
        short(done)
    assert out.getvalue() == ""  # 4 s: nothing to say

    clock = _Clock()
    long = ProgressLines(100, "match 2p", out, "games", every=30.0, clock=clock)
    for done in range(1, 101):
        clock.now += 1.0  # a game a second
        long(done)
    lines = out.getvalue().splitlines()
    assert lines[0] == "match 2p: 30/100 games, 1.00 games/s, ~1.2 min left"
    assert lines[1] == "match 2p: 60/100 games, 1.00 games/s, ~0.7 min left"
    assert lines[-1] == "match 2p: 100/100 games, 1.00 games/s, done in 1.7 min"
    assert len(lines) == 4


def test_the_bar_shows_the_rate_and_the_time_left() -> None:
    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    tty = Tty()
    bar = progress_report(40, "solo", tty)
    assert isinstance(bar, Progress)
    bar(10)
    text = tty.getvalue()
    assert text.startswith("\rsolo [") and " 10/40 " in text and "games/s" in text and "s left" in text
    assert isinstance(progress_report(40, "solo", io.StringIO()), ProgressLines)


def test_the_json_says_whether_the_same_seeds_replay_the_same_games() -> None:
    assert determinism(["greedy", "random", "mcts:it=20", "mcts:it=20:w=2"]) == {"deterministic": True}
    timed = determinism(["greedy", "mcts:hard", "mcts:t=0.05"])
    assert timed["deterministic"] is False
    assert "mcts:hard" in timed["deterministic_reason"] and "mcts:t=0.05" in timed["deterministic_reason"]
    assert "greedy" not in timed["deterministic_reason"]


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_runs_progress_lines_tell_its_score_so_far(jobs: int) -> None:
    """Each line of a match's or a solo run's progress ends with its first bot's
    result so far, and the last one is the run's result (a run stopped or
    crashed has told its score)."""
    out = io.StringIO()
    lines = ProgressLines(6, "match 2p", out, "games", every=0.0)
    res = match(2, ["greedy:search", "greedy"], 6, 21, jobs, lines)
    wins, vp = res["win_rate"]["greedy:search"] * 6, res["mean_vp"]["greedy:search"]
    written = out.getvalue().splitlines()
    assert len(written) == 6 and all("; greedy:search won " in line for line in written)
    assert written[-1].endswith(f"; greedy:search won {wins:g} of 6 ({wins / 6:.0%}), {vp:.1f} VP")

    out = io.StringIO()
    lines = ProgressLines(3, "solo", out, "games", every=0.0)
    res = solo("greedy", 3, 8, jobs, lines)
    won = round(res["win_rate"] * 3)
    assert out.getvalue().splitlines()[-1].endswith(
        f"; greedy won {won} of 3 ({won / 3:.0%}), {res['mean_vp']:.1f} VP")
