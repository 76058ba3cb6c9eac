"""The README and docs/*.md link to files and headings that exist: the README
is a front page that sends readers to docs/, so a moved file or a renamed
heading must not leave a dead link behind."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#{1,6} (.+)$", re.M)
CODE_BLOCK = re.compile(r"^```.*?^```", re.S | re.M)
EXTERNAL = ("http://", "https://", "mailto:")


def slug(heading: str) -> str:
    """The anchor a Markdown renderer (GitHub's rule) gives a heading."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def _anchors(page: Path) -> set[str]:
    return {slug(h) for h in HEADING.findall(CODE_BLOCK.sub("", page.read_text(encoding="utf-8")))}


def _dead_links(page: Path) -> list[str]:
    dead = []
    for target in LINK.findall(CODE_BLOCK.sub("", page.read_text(encoding="utf-8"))):
        if target.startswith(EXTERNAL):
            continue
        path, _, anchor = target.partition("#")
        dest = (page.parent / path) if path else page
        if not dest.exists():
            dead.append(f"{target}: no such file")
        elif anchor and dest.suffix == ".md" and anchor not in _anchors(dest):
            dead.append(f"{target}: no such heading")
    return dead


def test_the_front_page_links_into_the_docs() -> None:
    targets = set(LINK.findall((ROOT / "README.md").read_text(encoding="utf-8")))
    for page in ("docs/architecture.md", "docs/benchmarks.md", "docs/tuning.md", "docs/api.md"):
        assert page in targets, page


def test_a_dead_link_is_found(tmp_path: Path) -> None:
    (tmp_path / "other.md").write_text("# Only heading\n", encoding="utf-8")
    page = tmp_path / "page.md"
    page.write_text("[a](other.md#only-heading) [b](other.md#gone) [c](missing.md) [d](#here)\n\n## Here\n",
                    encoding="utf-8")
    assert _dead_links(page) == ["other.md#gone: no such heading", "missing.md: no such file"]


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_link_names_a_file_and_heading_that_exist(page: Path) -> None:
    assert not _dead_links(page)
