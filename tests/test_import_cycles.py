"""No import cycle between the project's modules.

The graph is built from the sources (``ast``), one node per module of
``core``, ``ai``, ``lab``, ``mor_qt`` (and ``net`` when it exists).  What counts as an
edge, decided here:

- every import that runs: at module level (under ``if``/``try`` too) and
  inside functions and classes.  An import moved into a function to dodge a
  cycle still makes the two modules need each other, so it counts;
- not the imports under ``if TYPE_CHECKING:``: they are for annotations and
  never run (and ``from __future__ import annotations`` keeps them unread);
- ``from package import name`` is an edge to ``package.name`` when that is a
  module, else to the package (its ``__init__``); importing a submodule is not
  counted as an edge to its parent packages (Python runs their ``__init__``
  first, but that is the package's own business).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("core", "ai", "lab", "mor_qt", "net")


def _modules(root: Path) -> dict[str, Path]:
    out = {}
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")) if (root / package).is_dir() else ():
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = path
    return out


def _type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(body: list[ast.stmt]) -> Iterator[ast.Import | ast.ImportFrom]:
    """The import statements of ``body`` that run (see the module's docstring)."""
    for node in body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        elif isinstance(node, ast.If):
            if not _type_checking(node.test):
                yield from _imports(node.body)
            yield from _imports(node.orelse)
        elif isinstance(node, ast.Try):
            for block in (node.body, node.orelse, node.finalbody, *[h.body for h in node.handlers]):
                yield from _imports(block)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.With):
            yield from _imports(node.body)
        elif isinstance(node, ast.For | ast.While):
            yield from _imports(node.body)
            yield from _imports(node.orelse)
        elif isinstance(node, ast.Match):
            for case in node.cases:
                yield from _imports(case.body)


def import_graph(root: Path) -> dict[str, set[str]]:
    """Module -> the project's modules it imports."""
    modules = _modules(root)
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        out: set[str] = set()
        for node in _imports(ast.parse(path.read_text(encoding="utf-8")).body):
            if isinstance(node, ast.Import):
                out.update(alias.name for alias in node.names if alias.name in modules)
                continue
            base = node.module or ""
            if node.level:
                anchor = package
                for _ in range(node.level - 1):
                    anchor = anchor.rpartition(".")[0]
                base = f"{anchor}.{base}" if node.module else anchor
            for alias in node.names:
                if f"{base}.{alias.name}" in modules:
                    out.add(f"{base}.{alias.name}")
                elif base in modules:
                    out.add(base)
        out.discard(name)
        graph[name] = out
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(found)


def test_no_module_imports_itself_back() -> None:
    graph = import_graph(ROOT)
    assert {"core.game", "ai.mcts", "mor_qt.window", "mor_qt.board"} <= set(graph)  # it read the sources
    assert "core.position" in graph["core.game"] and "ai.placement" in graph["ai.progress"]
    assert cycles(graph) == []


def test_the_graph_sees_cycles_through_functions_but_not_type_checking(tmp_path: Path) -> None:
    pkg = tmp_path / "core"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from .b import x\n")
    (pkg / "b.py").write_text("def f():\n    from .a import y\n\nx = 1\n")  # imported late: still a cycle
    (pkg / "c.py").write_text("from typing import TYPE_CHECKING\n\nfrom . import d\n\n"
                              "if TYPE_CHECKING:\n    from .a import z\n")
    (pkg / "d.py").write_text("if TYPE_CHECKING:\n    from .c import w\nelse:\n    import os\n")
    graph = import_graph(tmp_path)
    assert graph == {"core": set(), "core.a": {"core.b"}, "core.b": {"core.a"}, "core.c": {"core.d"}, "core.d": set()}
    assert cycles(graph) == [["core.a", "core.b"]]
