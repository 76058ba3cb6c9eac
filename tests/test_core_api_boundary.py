"""``ai/`` and ``mor_qt/`` read a game only through its documented API (issue 20).

An AST check over their source: no attribute access (other than on ``self``)
may use a name that is private to ``Game`` or ``Player`` — their abbreviated
slots (``cur``, ``pend``, ``wh``...), their ``_private`` members, and
``Player``'s mutators.  The documented names are the ``Game`` docstring's
attribute list, ``PlayerView`` and the members with a docstring.
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

from core import Game
from core.game import Player
from core.views import PlayerView

ROOT = Path(__file__).resolve().parent.parent

# Slots that are also documented public names (see the ``Game`` docstring and ``PlayerView``).
PUBLIC_SLOTS = {"names", "phase", "round", "origin", "players", "decks", "solo_won",
                "faith", "favor", "slots", "hand", "played", "dealt", "setup_discards", "discarded"}


def _private_names() -> set[str]:
    names = set(Game.__slots__) | set(Player.__slots__)
    names |= {n for n in dir(Game) if n.startswith("_") and not n.startswith("__")}
    names |= {n for n in dir(Player) if n.startswith("_") and not n.startswith("__")}
    names |= {n for n in dir(Player) if not n.startswith("_") and not hasattr(PlayerView, n)}
    return names - PUBLIC_SLOTS


# Other objects that have an attribute of the same name, by the name of the
# receiver (the variable, attribute or call it is read from).
NOT_A_GAME: dict[str, set[str]] = {
    "n": {"node", "ch", "nd", "best", "root"},  # ai/mcts.py: a search node's visits
    "prod_out": {"c", "card"},  # core.data.DevCard: what a card produces
    "prod_faith": {"c", "card"},
    "first": {"turn", "t", "turns"},  # mor_qt/analysis: the seat that opened a round of the timeline
    "cross": {"tl"},  # mor_qt/analysis/timeline.py: the black cross along the game
}
SIGNAL_USE = {"connect", "disconnect", "emit"}  # ``action.triggered.connect``: a Qt signal, not ``Game.triggered``


def _receiver(node: ast.Attribute) -> str | None:
    value = node.value
    while True:
        if isinstance(value, ast.Name):
            return value.id
        if isinstance(value, ast.Attribute):
            return value.attr
        if isinstance(value, ast.Subscript | ast.Call):
            value = value.value if isinstance(value, ast.Subscript) else value.func
            continue
        return None


def _reads(path: Path, private: set[str]) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    signals = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr in SIGNAL_USE}
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in private:
            if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
                continue
            if _receiver(node) in NOT_A_GAME.get(node.attr, ()) or id(node) in signals:
                continue
            where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name
            out.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
    return out


def test_ai_and_app_use_only_the_documented_game_api() -> None:
    private = _private_names()
    assert {"cur", "pend", "wh", "mode", "prod_used", "_legal"} <= private
    found = [hit for folder in ("ai", "mor_qt") for path in sorted((ROOT / folder).rglob("*.py"))
             for hit in _reads(path, private)]
    assert not found, "private Game/Player names read outside core:\n" + "\n".join(found)


def test_the_check_sees_a_private_read(tmp_path: Path) -> None:
    src = tmp_path / "reader.py"
    src.write_text("def f(game, node, act):\n    act.triggered.connect(f)\n"
                   "    return game.cur, game.players[0].wh, node.n, game.to_move, game.triggered\n")
    hits = _reads(src, _private_names())
    assert [h.split(": ")[1] for h in hits] == ["game.cur", "game.players[0].wh", "game.triggered"]


def test_every_public_member_is_documented() -> None:
    doc = Game.__doc__ or ""
    missing = []
    for cls in (Game, Player):
        for name, member in inspect.getmembers(cls):
            if name.startswith("_") or name in PUBLIC_SLOTS:
                continue
            if cls is Player and not hasattr(PlayerView, name):
                continue  # private to core: the test above keeps other layers off it
            if type(member).__name__ == "member_descriptor":
                if cls is Game and f"``{name}``" not in doc and name not in Game.__slots__:
                    missing.append(f"Game.{name}")
                continue
            if not (getattr(member, "__doc__", None) or "").strip() or member.__doc__ == type(member).__doc__:
                missing.append(f"{cls.__name__}.{name}")
    for name in PUBLIC_SLOTS & set(Game.__slots__):
        assert f"``{name}``" in doc, name
    assert not missing, missing
