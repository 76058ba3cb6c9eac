"""``ai/``, ``lab/`` and ``mor_qt/`` read a game only through its documented API.

AST checks over their source:

- they import only the names ``core/__init__.py`` exports (``from core import
  Game``), never a submodule of ``core`` (``core.data``, ``core.files.savefile``...);
- no attribute access (other than on ``self``) may use a name that is private
  to ``Game`` or ``Player``: a slot the ``Game`` docstring does not list
  (``production_used``, ``drops``...), their ``_private`` members, and
  ``Player``'s mutators.  The documented names are the ``Game`` docstring's
  attribute list, ``PlayerView`` and the members with a docstring.
"""

from __future__ import annotations

import ast
import inspect
import re
from pathlib import Path

import core
from core import Game
from core.game_state import GameState
from core.player import Player
from core.views import PlayerView

ROOT = Path(__file__).resolve().parent.parent
OUTSIDE_CORE = ("ai", "lab", "net", "mor_qt")  # the layers that may use only what ``core`` exports
CORE_SUBMODULES = {p.stem if p.is_file() else p.name for p in (ROOT / "core").iterdir()
                   if (p.suffix == ".py" and p.stem != "__init__") or (p / "__init__.py").is_file()}

def _documented_slots() -> set[str]:
    """The slots other layers may read: those the ``Game`` docstring lists, and ``PlayerView``'s."""
    doc = Game.__doc__ or ""
    slots = {n for n in GameState.__slots__ if f"``{n}``" in doc}
    return slots | {n for n in Player.__slots__ if hasattr(PlayerView, n)}


def _private_names() -> set[str]:
    names = set(GameState.__slots__) | set(Player.__slots__)
    names |= {n for n in dir(Game) if n.startswith("_") and not n.startswith("__")}
    names |= {n for n in dir(Player) if n.startswith("_") and not n.startswith("__")}
    names |= {n for n in dir(Player) if not n.startswith("_") and not hasattr(PlayerView, n)}
    return names - _documented_slots()


def _reads(path: Path, private: set[str]) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in private:
            if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
                continue
            where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name
            out.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
    return out


def test_ai_and_app_use_only_the_documented_game_api() -> None:
    private = _private_names()
    assert {"production_used", "drops", "_legal", "refresh_leaders"} <= private
    assert not {"to_move", "pending", "warehouse", "turn_mode", "faith"} & private
    found = [hit for folder in OUTSIDE_CORE for path in sorted((ROOT / folder).rglob("*.py"))
             for hit in _reads(path, private)]
    assert not found, "private Game/Player names read outside core:\n" + "\n".join(found)


def test_the_check_sees_a_private_read(tmp_path: Path) -> None:
    src = tmp_path / "reader.py"
    src.write_text("def f(game):\n    game.players[0].refresh_leaders()\n"
                   "    return game.production_used, game.players[0].warehouse, game.to_move, game._legal\n")
    hits = _reads(src, _private_names())
    assert [h.split(": ")[1] for h in hits] == ["game.players[0].refresh_leaders", "game.production_used",
                                                "game._legal"]


def test_every_public_member_is_documented() -> None:
    missing = []
    for cls in (Game, Player):
        for name, member in inspect.getmembers(cls):
            if name.startswith("_") or type(member).__name__ == "member_descriptor":
                continue  # a slot: documented in the docstring, or private (the test above)
            if cls is Player and not hasattr(PlayerView, name):
                continue  # private to core: the test above keeps other layers off it
            if not (getattr(member, "__doc__", None) or "").strip() or member.__doc__ == type(member).__doc__:
                missing.append(f"{cls.__name__}.{name}")
    assert not missing, missing


def _core_imports(path: Path) -> list[str]:
    """The imports of ``path`` that reach past ``core``'s exports: ``import core.x``,
    ``from core.x import y``, ``from core import x`` for a submodule ``x`` or a
    name ``core/__init__.py`` does not export."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            bad = [a.name for a in node.names if a.name.startswith("core.")]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if node.module.startswith("core."):
                bad = [node.module]
            elif node.module == "core":
                bad = [f"core.{a.name}" for a in node.names
                       if a.name in CORE_SUBMODULES or a.name not in core.__all__]
            else:
                bad = []
        else:
            continue
        out += [f"{where}:{node.lineno}: {name}" for name in bad]
    return out


def test_ai_and_app_import_only_what_core_exports() -> None:
    found = [hit for folder in OUTSIDE_CORE for path in sorted((ROOT / folder).rglob("*.py"))
             for hit in _core_imports(path)]
    assert not found, "imports of core's submodules or unexported names outside core:\n" + "\n".join(found)


def test_the_import_check_sees_every_way_into_a_submodule(tmp_path: Path) -> None:
    src = tmp_path / "importer.py"
    src.write_text("import core\nimport core.files.savefile\nimport core.data as d\nfrom core.actions import END\n"
                   "from core import Game, data, LEADERS\nfrom ai import bots\nimport json\n"
                   "def f():\n    from core.words.describe import describe_action\n")
    hits = [h.split(": ")[1] for h in _core_imports(src)]
    assert hits == ["core.files.savefile", "core.data", "core.actions", "core.data", "core.LEADERS",
                    "core.words.describe"]


def test_every_export_of_core_is_documented() -> None:
    """``core/__init__.py`` names each export in its docstring, docs/api.md too, and
    each one exists."""
    api = (ROOT / "docs" / "api.md").read_text(encoding="utf-8")
    doc = core.__doc__ or ""
    missing = [name for name in core.__all__ if f"``{name}``" not in doc or not re.search(rf"`{name}\b", api)]
    assert not missing, missing
    assert all(hasattr(core, name) for name in core.__all__)
    assert {"data", "files", "words"} <= CORE_SUBMODULES and "__init__" not in CORE_SUBMODULES


def _top_imports(path: Path) -> set[str]:
    """The top-level packages ``path`` imports (absolute imports only)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            out.add(node.module.split(".")[0])
    return out


# The layers: mor_qt -> net -> ai -> core; Qt only in mor_qt.
FORBIDDEN_IMPORTS = {
    "core": {"ai", "lab", "net", "mor_qt", "PySide6"},
    "ai": {"lab", "net", "mor_qt", "PySide6"},
    "net": {"lab", "mor_qt", "PySide6"},
    "lab": {"mor_qt", "PySide6"},  # the measuring programs: never shipped, never Qt
}


def test_the_layers_import_only_downwards_and_qt_stays_in_the_app() -> None:
    found = [f"{path.relative_to(ROOT)}: {name}" for folder, banned in FORBIDDEN_IMPORTS.items()
             for path in sorted((ROOT / folder).rglob("*.py")) for name in sorted(_top_imports(path) & banned)]
    assert not found, "imports against the layers:\n" + "\n".join(found)


def test_the_layer_check_sees_a_qt_import(tmp_path: Path) -> None:
    src = tmp_path / "m.py"
    src.write_text("import PySide6.QtCore\nfrom mor_qt import window\nfrom .room import Room\nimport json\n")
    assert _top_imports(src) == {"PySide6", "mor_qt", "json"}
