"""The frozen build (packaging/mor.spec) leaves out no Qt module the app imports:
an excluded one would make the installed program fail where the checkout works."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Imported by mor_qt only in a helper for tests and tools (board.BoardView.click), never in play.
TEST_HELPER_ONLY = {"PySide6.QtTest"}


def excluded_modules() -> set[str]:
    tree = ast.parse((ROOT / "packaging" / "mor.spec").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "EXCLUDED_MODULES" for t in node.targets
        ):
            value = ast.literal_eval(node.value)
            assert isinstance(value, list)
            return {str(v) for v in value}
    raise AssertionError("packaging/mor.spec has no EXCLUDED_MODULES")


def qt_modules_the_app_imports() -> set[str]:
    found: set[str] = set()
    for path in (ROOT / "mor_qt").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("PySide6."):
                found.add(node.module)
            elif isinstance(node, ast.Import):
                found |= {a.name for a in node.names if a.name.startswith("PySide6.")}
    return found


def test_the_build_keeps_every_qt_module_the_app_imports() -> None:
    imported = qt_modules_the_app_imports()
    assert "PySide6.QtNetwork" in imported  # the single-copy socket
    assert (imported - TEST_HELPER_ONLY) & excluded_modules() == set()


def test_the_build_bundles_the_network_package() -> None:
    """``mor --server`` (hosting a network table) imports ``net`` lazily: the spec names it."""
    spec = (ROOT / "packaging" / "mor.spec").read_text(encoding="utf-8")
    assert 'collect_submodules("net")' in spec
