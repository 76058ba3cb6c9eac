"""``mor-arena … --cluster``: the games on a Dask cluster (``lab/cluster.py``), here a
``local:2`` cluster on 127.0.0.1.  The same seeds give the same JSON as the local
pool; without Dask, ``--cluster`` says how to install it; progress goes to stderr;
Ctrl-C stops the run, the client and the cluster's worker processes."""

from __future__ import annotations

import io
import json
import re
import socket
import sys
from collections.abc import Iterator
from typing import Any

import psutil  # type: ignore[import-untyped]  # Dask's own dependency; ships no type hints
import pytest
from helpers_arena import MANY_GAMES, all_ended, children, ctrl_c, run_until_games_done

from lab import cluster as cluster_module
from lab.arena import match, solo
from lab.cli import EXIT_INTERRUPTED, main
from lab.cluster import LOOPBACK, ClusterUnavailable, DaskRunner, parse_cluster
from lab.ladder import ladder
from lab.runner import ClusterError
from lab.terminal import ProgressLines

# the figures of the JSON that measure the machine, not the games: search speed and time
SPEED_KEYS = ("iterations_per_second", "search_seconds")
# the ladder's run time
LADDER_CLOCK_KEYS = ("seconds", "iterations_per_second")


@pytest.fixture(scope="module")
def local_cluster() -> Iterator[DaskRunner]:
    with DaskRunner("local:2") as runner:
        yield runner


def _without(res: dict[str, Any], keys: tuple[str, ...]) -> dict[str, Any]:
    return {k: v for k, v in res.items() if k not in keys}


def _loopback(address: str) -> bool:
    return address.startswith(f"tcp://{LOOPBACK}:")


def test_a_local_cluster_listens_on_loopback_only(local_cluster: DaskRunner) -> None:
    assert match(2, ["greedy", "random"], 2, 1, runner=local_cluster)["deterministic"] is True  # started
    info = local_cluster._client.scheduler_info()
    assert _loopback(info["address"])
    assert len(info["workers"]) == 2 and all(_loopback(w) for w in info["workers"])
    # every socket this process and the cluster's worker processes listen on: scheduler,
    # nannies, workers and their HTTP routes
    here = psutil.Process()
    listening = [c.laddr for p in (here, *here.children(recursive=True))
                 for c in p.net_connections("inet") if c.status == psutil.CONN_LISTEN]
    assert len(listening) >= len(info["workers"]) + 1
    assert {a.ip for a in listening} == {LOOPBACK}


def test_a_match_on_the_cluster_gives_the_local_pools_json(local_cluster: DaskRunner) -> None:
    here = match(3, ["greedy", "random"], 6, 7, jobs=2)
    there = match(3, ["greedy", "random"], 6, 7, runner=local_cluster)
    assert json.dumps(there) == json.dumps(here)
    here = match(2, ["mcts:it=20", "greedy"], 4, 3, jobs=2)
    there = match(2, ["mcts:it=20", "greedy"], 4, 3, runner=local_cluster)
    assert _without(there, SPEED_KEYS) == _without(here, SPEED_KEYS) and here["deterministic"] is True
    assert there["iterations_per_search"]["mcts:it=20"] > 0


def test_solo_and_ladder_on_the_cluster_give_the_local_results(local_cluster: DaskRunner) -> None:
    assert solo("greedy", 3, 11, runner=local_cluster) == solo("greedy", 3, 11, jobs=2)
    tiny = {"easy": "mcts:it=8"}
    there = ladder(["random", "greedy", "easy"], 2, seed=4, bots=tiny, runner=local_cluster)
    here = ladder(["random", "greedy", "easy"], 2, seed=4, jobs=2, bots=tiny)
    assert _without(there, LADDER_CLOCK_KEYS) == _without(here, LADDER_CLOCK_KEYS)


def test_a_scheduler_is_reached_by_its_address(local_cluster: DaskRunner) -> None:
    match(2, ["greedy", "random"], 2, 1, runner=local_cluster)  # the cluster is up
    address = local_cluster._client.scheduler.address
    with DaskRunner(address) as remote:
        assert solo("random", 2, 5, runner=remote) == solo("random", 2, 5)


def test_a_long_runs_progress_lines_go_to_stderr(local_cluster: DaskRunner) -> None:
    out = io.StringIO()
    lines = ProgressLines(4, "match 2p", out, "games", every=0.0)
    match(2, ["greedy", "random"], 4, 2, progress=lines, runner=local_cluster)
    written = out.getvalue().splitlines()
    assert [re.findall(r"^match 2p: (\d)/4 games, [\d.]+ games/s", w) for w in written] == [["1"], ["2"], ["3"], ["4"]]
    assert "min left" in written[0] and "done in" in written[-1]


def test_the_command_line_on_a_local_cluster_prints_the_pools_json(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["match", "--players", "2", "--bots", "greedy,random", "--games", "4", "--seed", "9", "--json"]
    assert main([*argv, "--cluster", "local:2"]) == 0
    there = capsys.readouterr()
    assert main([*argv, "--jobs", "2"]) == 0
    assert there.out == capsys.readouterr().out
    assert there.err == ""  # a short run: no progress lines, and Dask keeps quiet


@pytest.mark.parametrize("command", [
    ["match", "--players", "2", "--bots", "greedy,random", "--games", "2"],
    ["solo", "--bot", "greedy", "--games", "2"],
    ["ladder", "--levels", "random,greedy", "--games", "2"],
    ["table", "--rows", "5", "--scale", "0.01"],
])
def test_without_dask_cluster_says_how_to_install_it(command: list[str], monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed: ImportError
    assert main([*command, "--cluster", "local:2"]) == 2
    err = capsys.readouterr().err
    assert "pip install '.[cluster]'" in err and "Traceback" not in err
    with pytest.raises(ClusterUnavailable):
        DaskRunner("local:2")


@pytest.mark.parametrize("address", ["local:0", "local:two", "scheduler", "tcp://", "tcp://a b:1"])
def test_a_bad_address_is_refused(address: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(ValueError, match="--cluster"):
        parse_cluster(address)
    assert main(["solo", "--bot", "greedy", "--games", "1", "--cluster", address]) == 2
    assert "--cluster" in capsys.readouterr().err
    assert parse_cluster("local:3") == 3 and parse_cluster("tcp://scheduler:8786") is None


def test_a_scheduler_nobody_runs_is_reported(monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as sock:  # a loopback port nothing listens on
        sock.bind((LOOPBACK, 0))
        port = sock.getsockname()[1]
    monkeypatch.setattr(cluster_module, "CONNECT_SECONDS", 2.0)
    with pytest.raises(ClusterError, match="cannot reach"), DaskRunner(f"tcp://{LOOPBACK}:{port}") as runner:
        solo("greedy", 1, 0, runner=runner)
    assert main(["solo", "--bot", "greedy", "--games", "1", "--cluster", f"tcp://{LOOPBACK}:{port}"]) == 2
    assert "cannot reach the Dask cluster" in capsys.readouterr().err


def test_ctrl_c_stops_the_run_the_client_and_the_local_cluster() -> None:
    workers: set[int] = set()

    def press_ctrl_c(proc: Any) -> None:
        workers.update(children(proc.pid))
        ctrl_c(proc)

    args = ["match", "--players", "2", "--bots", "greedy,random", "--games", str(MANY_GAMES), "--seed", "3",
            "--json", "--cluster", "local:2"]
    run = run_until_games_done(args, games_done=4, stop=press_ctrl_c)
    assert run.returncode == EXIT_INTERRUPTED, run.err[-500:]
    assert "Traceback" not in run.err and "games/s" in run.err  # the bar, with its rate
    report = json.loads(run.out)
    assert report["interrupted"] is True and 4 <= report["games"]["greedy"] < MANY_GAMES
    assert len(workers) >= 2  # the cluster's two worker processes
    assert all_ended(workers)
