"""The examples in docs/ stay true."""

import json
from pathlib import Path

from core import Game, parse_action

DOCS = Path(__file__).resolve().parent.parent / "docs"


def test_position_doc_example_loads_with_the_legal_actions_it_claims() -> None:
    game = Game.from_position(json.loads((DOCS / "examples" / "solo-puzzle.json").read_text()))
    legal = {str(a) for a in game.legal_actions()}
    assert {"prod s1", "prod L61>coin", "play L54", "buy 5 s2", "buy 5 s3"} <= legal
    assert "buy 5 s1" not in legal
    assert game.solo and game.black_cross == 6 and game.current_seat == 0
    # The position round-trips through its own writer.
    assert Game.from_position(game.to_position()).state_hash() == game.state_hash()


def test_notation_doc_table_lists_parseable_decisions() -> None:
    text = (DOCS / "notation.md").read_text().split("## What an `Action` names")[0]  # the decisions' table
    rows = [line.split("|")[1].strip().strip("`") for line in text.splitlines() if line.startswith("| `")]
    examples = [r for r in rows if "…" not in r]
    assert len(examples) >= 12
    for example in examples:
        assert str(parse_action(example)) == example
