"""``mor-arena --help``: every option says what it does, and the bot names are listed."""

from __future__ import annotations

import argparse

import pytest

from ai.bots import BOT_NAMES
from lab.cli import build_parser


def parsers(parser: argparse.ArgumentParser, path: str = "mor-arena") -> list[tuple[str, argparse.ArgumentParser]]:
    found = [(path, parser)]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, child in action.choices.items():
                found += parsers(child, f"{path} {name}")
    return found


def test_every_option_of_every_command_has_help() -> None:
    missing = [
        f"{path} {action.option_strings or action.dest}"
        for path, parser in parsers(build_parser())
        for action in parser._actions
        if not isinstance(action, argparse._SubParsersAction) and not (action.help and action.help.strip())
    ]
    assert missing == []


def test_the_commands_cover_match_solo_bench_analyse() -> None:
    paths = {path for path, _ in parsers(build_parser())}
    assert {"mor-arena match", "mor-arena solo", "mor-arena bench engine", "mor-arena analyse"} <= paths


@pytest.mark.parametrize("argv", [["--help"], ["match", "--help"], ["solo", "--help"]])
def test_help_lists_the_bot_names(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        build_parser().parse_args(argv)
    assert stop.value.code == 0
    text = " ".join(capsys.readouterr().out.split())  # argparse wraps lines
    for name in BOT_NAMES:
        assert name in text
