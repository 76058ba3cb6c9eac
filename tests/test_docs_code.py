"""Every ``python`` code block of docs/*.md and of the README runs: each file's
blocks in order, in one fresh namespace, in a temporary folder (so a block that
saves a file writes nothing in the project or the user's data)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
README = ROOT / "README.md"
BLOCK = re.compile(r"^```python\n(.*?)^```", re.S | re.M)


def _blocks(path: Path) -> list[str]:
    return BLOCK.findall(path.read_text(encoding="utf-8"))


DOC_FILES = [*sorted(p for p in DOCS.glob("*.md") if _blocks(p)), README]


def test_the_docs_have_code_to_run() -> None:
    names = {p.name for p in DOC_FILES}
    assert {"notation.md", "position.md", "savefile.md"} <= names
    assert _blocks(README), "the README's engine in five lines is a python block"


@pytest.mark.parametrize("path", DOC_FILES, ids=lambda p: p.name)
def test_doc_code_blocks_run_in_order(path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    namespace: dict[str, object] = {"__name__": f"docs_{path.stem}"}
    for number, code in enumerate(_blocks(path), 1):
        exec(compile(code, f"{path.name} block {number}", "exec"), namespace)
