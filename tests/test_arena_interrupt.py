"""``mor-arena`` stops cleanly on Ctrl-C with the games finished so far, and draws its
progress bar only on a terminal."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
from pathlib import Path

import pytest
from helpers_arena import ARENA, MANY_GAMES, all_ended, children, ctrl_c, run_until_games_done

from lab.cli import EXIT_INTERRUPTED
from lab.runner import LocalRunner, collect
from lab.terminal import Progress, progress_bar


@pytest.mark.parametrize("json_out", [False, True])
def test_ctrl_c_during_a_two_job_match_reports_the_finished_games(json_out: bool) -> None:
    args = ["match", "--players", "2", "--bots", "greedy,random", "--games", str(MANY_GAMES), "--seed", "3",
            "--jobs", "2"] + (["--json"] if json_out else [])
    run = run_until_games_done(args, games_done=4)
    out, err = run.out, run.err
    assert run.returncode == EXIT_INTERRUPTED
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    stopped = re.search(r"interrupted after (\d+) of (\d+) games", err)
    assert stopped is not None, err
    done = int(stopped.group(1))
    assert 4 <= done < MANY_GAMES and int(stopped.group(2)) == MANY_GAMES
    if json_out:
        report = json.loads(out)
        assert report["interrupted"] is True and report["games_planned"] == MANY_GAMES
        assert report["games"] == {"greedy": done, "random": done}
        assert report["win_rate"]["greedy"] + report["win_rate"]["random"] == pytest.approx(1.0)
    else:
        assert f"2-player match, {done} games, seed 3" in out
        assert re.search(r"^greedy\s+\d+\.\d%", out, re.M)


def test_ctrl_c_during_a_solo_run_reports_the_finished_games() -> None:
    run = run_until_games_done(["solo", "--bot", "greedy", "--games", str(MANY_GAMES), "--jobs", "2"], games_done=2)
    assert run.returncode == EXIT_INTERRUPTED
    assert "Traceback" not in run.err
    stopped = re.search(r"interrupted after (\d+) of", run.err)
    assert stopped is not None, run.err
    assert f"greedy against Lorenzo, {int(stopped.group(1))} games" in run.out


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="lists processes through Linux's /proc")
def test_a_plain_kill_stops_the_match_and_its_workers_with_the_finished_games() -> None:
    """SIGTERM (``kill``, a service manager stopping it) reaches only the main
    process: it ends the run like Ctrl-C and terminates the pool's workers, which
    would otherwise play on as orphans until their game ends."""
    workers: set[int] = set()

    def terminate(proc: subprocess.Popen[str]) -> None:
        workers.update(children(proc.pid))
        os.kill(proc.pid, signal.SIGTERM)

    args = ["match", "--players", "2", "--bots", "greedy,random", "--games", str(MANY_GAMES), "--seed", "3",
            "--jobs", "2", "--json"]
    run = run_until_games_done(args, games_done=4, stop=terminate)
    assert run.returncode == EXIT_INTERRUPTED
    assert "Traceback" not in run.err
    report = json.loads(run.out)
    assert report["interrupted"] is True and 4 <= report["games"]["greedy"] < MANY_GAMES
    assert len(workers) >= 2  # the pool's two workers (and its resource tracker)
    assert all_ended(workers)  # they are ending: it gives them a moment to go


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="lists processes through Linux's /proc")
@pytest.mark.parametrize("plain_kill", [True, False])
def test_a_plain_kill_or_ctrl_c_stops_a_ladder_and_its_game_processes(plain_kill: bool) -> None:
    """The ladder's games run in a process pool of their own: SIGTERM (which
    reaches only the main process) stops them too, at once, like Ctrl-C,
    instead of leaving them to finish as orphans."""
    workers: set[int] = set()

    def terminate(proc: subprocess.Popen[str]) -> None:
        workers.update(children(proc.pid))
        if plain_kill:
            os.kill(proc.pid, signal.SIGTERM)
        else:
            ctrl_c(proc)

    args = ["ladder", "--levels", "random,greedy", "--games", str(MANY_GAMES), "--jobs", "2"]
    run = run_until_games_done(args, games_done=4, stop=terminate)
    err = run.err
    assert run.returncode == EXIT_INTERRUPTED, err[-500:]
    assert "Traceback" not in err and "interrupted" in err
    assert len(workers) >= 2
    assert all_ended(workers)  # they are ending: it gives them a moment to go


def test_no_progress_bar_when_stderr_is_not_a_terminal() -> None:
    done = subprocess.run([ARENA, "match", "--players", "2", "--bots", "greedy,random", "--games", "2",
                           "--seed", "1"], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0
    assert done.stderr == ""
    assert "2-player match, 2 games" in done.stdout


def test_the_progress_bar_is_only_made_for_a_terminal(tmp_path: Path) -> None:
    class Tty:
        def __init__(self) -> None:
            self.text = ""

        def isatty(self) -> bool:
            return True

        def write(self, text: str) -> None:
            self.text += text

        def flush(self) -> None:
            pass

    with open(tmp_path / "log", "w", encoding="utf-8") as file:
        assert progress_bar(3, "x", file) is None
    tty = Tty()
    bar = progress_bar(3, "solo", tty)
    assert isinstance(bar, Progress)
    bar(1)
    bar.end()  # an interrupted run ends the bar's line
    assert tty.text.startswith("\rsolo [") and "1/3" in tty.text and tty.text.endswith("\n")


def test_the_pools_workers_ignore_ctrl_c_from_their_start() -> None:
    """Ctrl-C reaches the whole process group; the pool's game processes (arena,
    ladder, fits) start ignoring it (a worker still importing printed a
    KeyboardInterrupt traceback), and the arena's own process keeps its handler."""
    before = signal.getsignal(signal.SIGINT)
    with LocalRunner(2) as pool:
        assert collect(pool, signal.getsignal, [(signal.SIGINT,), (signal.SIGINT,)]) == [signal.SIG_IGN] * 2
    assert signal.getsignal(signal.SIGINT) == before
