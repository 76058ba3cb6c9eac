"""``lab/`` (mor-arena and the programs that measure the bots) sits on top of the
bots: it imports ``core`` and ``ai`` only, never Qt and never the app, and nothing
the app ships (``core``, ``ai``, ``mor_qt``) imports it back.  The frozen build
leaves it out and ``mor-arena`` runs it.

Every import counts, those inside functions too (``ast.walk``); the Qt benchmarks
stay ``python -m mor_qt.…`` processes that lab starts."""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

from test_packaging_imports import excluded_modules

ROOT = Path(__file__).resolve().parent.parent
PROJECT = {p.name for p in ROOT.iterdir() if (p / "__init__.py").is_file()}  # core, ai, lab, mor_qt...
LAB_MAY_IMPORT = {"core", "ai", "lab"}
QT = {"PySide6", "shiboken6"}
SHIPPED = ("core", "ai", "mor_qt")


def imported_packages(path: Path, package: str) -> set[str]:
    """The top-level packages ``path`` imports (a relative import is its own ``package``)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found |= {alias.name.partition(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            found.add(package if node.level else (node.module or "").partition(".")[0])
    return found


def _offending(folder: str, banned: set[str]) -> list[str]:
    return [f"{path.relative_to(ROOT)}: {sorted(hit)}" for path in sorted((ROOT / folder).rglob("*.py"))
            if (hit := imported_packages(path, folder) & banned)]


def test_lab_imports_only_core_and_ai_never_qt() -> None:
    assert {"core", "ai", "lab", "mor_qt"} <= PROJECT
    assert (ROOT / "lab" / "arena.py").is_file() and not (ROOT / "ai" / "arena.py").exists()
    bad = _offending("lab", (PROJECT - LAB_MAY_IMPORT) | QT)
    assert not bad, "lab imports past core and ai:\n" + "\n".join(bad)


def test_nothing_shipped_imports_lab() -> None:
    bad = [hit for folder in SHIPPED for hit in _offending(folder, {"lab"})]
    assert not bad, "the app or the bots import lab:\n" + "\n".join(bad)


def test_the_check_sees_every_way_to_import(tmp_path: Path) -> None:
    src = tmp_path / "tool.py"
    src.write_text("import json\nimport mor_qt.window\nfrom core import Game\nfrom . import arena\n"
                   "def f():\n    from PySide6.QtCore import Qt\n    import lab.cli as c\n")
    assert imported_packages(src, "lab") == {"json", "mor_qt", "core", "lab", "PySide6"}


def test_mor_arena_runs_lab_and_the_build_leaves_lab_out() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["scripts"]["mor-arena"] == "lab.cli:main"
    assert "lab*" in project["tool"]["setuptools"]["packages"]["find"]["include"]
    assert "lab" in excluded_modules()
