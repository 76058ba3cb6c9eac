"""No function in ``core/`` is more tangled than a reader can hold: cyclomatic
complexity at most ``MAX_COMPLEXITY`` (docs/architecture.md, "Where the code lives").

The measure is McCabe's, computed from the sources with ``ast``: a function
starts at 1 and gains 1 for each place where its path splits:

- each ``if`` and ``elif``, each conditional expression (``a if c else b``);
- each ``for`` and ``while`` loop (``async for`` too);
- each ``except`` handler;
- each operand of ``and`` / ``or`` beyond the first;
- each ``for`` and each ``if`` of a comprehension;
- each ``case`` of a ``match``.

A function defined inside another (or a class inside it) is measured on its
own and adds nothing to the outer one; a ``lambda`` belongs to the function
it is written in.
"""

from __future__ import annotations

import ast
import textwrap
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MEASURED = ROOT / "core"
MAX_COMPLEXITY = 20

Function = ast.FunctionDef | ast.AsyncFunctionDef
_BRANCHES = (ast.If, ast.IfExp, ast.For, ast.AsyncFor, ast.While, ast.ExceptHandler, ast.match_case)
_OWN_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def complexity(function: Function) -> int:
    """McCabe's cyclomatic complexity of ``function`` (the rules are in this module's docstring)."""
    total = 1
    stack: list[ast.AST] = list(ast.iter_child_nodes(function))
    while stack:
        node = stack.pop()
        if isinstance(node, _OWN_SCOPES):
            continue
        if isinstance(node, _BRANCHES):
            total += 1
        elif isinstance(node, ast.BoolOp):
            total += len(node.values) - 1
        elif isinstance(node, ast.comprehension):
            total += 1 + len(node.ifs)
        stack.extend(ast.iter_child_nodes(node))
    return total


def functions(tree: ast.AST) -> Iterator[Function]:
    """Every function and method of ``tree``, nested ones included."""
    for node in ast.walk(tree):
        if isinstance(node, Function):
            yield node


def too_complex(folder: Path, limit: int) -> list[str]:
    """``path:line name (complexity)`` for each function of ``folder`` above ``limit``."""
    found = []
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for function in functions(tree):
            score = complexity(function)
            if score > limit:
                found.append(f"{path.relative_to(folder.parent)}:{function.lineno} {function.name} ({score})")
    return found


def _only_function(source: str) -> Function:
    tree = ast.parse(textwrap.dedent(source))
    first = tree.body[0]
    assert isinstance(first, Function)
    return first


def test_no_function_of_core_is_above_the_limit() -> None:
    found = too_complex(MEASURED, MAX_COMPLEXITY)
    assert not found, (f"functions above cyclomatic complexity {MAX_COMPLEXITY}: split them into named steps\n"
                       + "\n".join(found))


def test_a_straight_function_counts_one() -> None:
    assert complexity(_only_function("def f(x):\n    y = x + 1\n    return y\n")) == 1


def test_each_kind_of_branch_counts_one() -> None:
    cases = {
        "if x:\n    pass": 2,
        "if x:\n    pass\nelif y:\n    pass\nelse:\n    pass": 3,
        "for i in x:\n    pass": 2,
        "while x:\n    pass": 2,
        "try:\n    pass\nexcept ValueError:\n    pass\nexcept KeyError:\n    pass": 3,
        "return a and b and c": 3,
        "return a or (b and c)": 3,
        "return a if b else c": 2,
        "return [i for i in x if i if not i]": 4,
        "return {i: j for i in x for j in y}": 3,
        "match x:\n    case 1:\n        pass\n    case _:\n        pass": 3,
        "with x:\n    pass": 1,
        "return lambda v: v if v else 0": 2,
    }
    for body, expected in cases.items():
        source = "def f(x, y, a, b, c):\n" + textwrap.indent(body, "    ") + "\n"
        assert complexity(_only_function(source)) == expected, body


def test_a_nested_function_is_measured_on_its_own() -> None:
    outer = _only_function("""
        def outer(x):
            def inner(y):
                if y:
                    return 1
                return 2
            class Local:
                def method(self, z):
                    return z or 0
            if x:
                return inner(x)
            return 0
    """)
    assert complexity(outer) == 2
    assert {f.name: complexity(f) for f in functions(outer)} == {"outer": 2, "inner": 2, "method": 2}


def test_a_tangled_function_is_found_and_a_split_one_is_not(tmp_path: Path) -> None:
    """21 branches in one function fail the check; the same branches in two functions pass."""
    package = tmp_path / "pkg"
    package.mkdir()

    def ifs(name: str, values: range, then: str) -> str:
        branches = "".join(f"    if x == {i}:\n        return {i}\n" for i in values)
        return f"def {name}(x):\n{branches}    {then}\n"

    (package / "tangled.py").write_text(ifs("tangled", range(20), "return -1"), encoding="utf-8")
    assert too_complex(package, MAX_COMPLEXITY) == ["pkg/tangled.py:1 tangled (21)"]
    split = ifs("low", range(10), "return high(x)") + ifs("high", range(10, 20), "return -1")
    (package / "tangled.py").write_text(split, encoding="utf-8")
    assert too_complex(package, MAX_COMPLEXITY) == []
