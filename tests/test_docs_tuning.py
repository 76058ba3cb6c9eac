"""The tuning history lives in docs/tuning.md; the code points
into it ("see docs/tuning.md#..."): every pointer must name a section that
exists, so a renamed heading cannot leave a constant without its reason."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TUNING = ROOT / "docs" / "tuning.md"
POINTER = re.compile(r"tuning\.md#([A-Za-z0-9_-]+)")
HEADING = re.compile(r"^#{1,6} (.+)$", re.M)


def slug(heading: str) -> str:
    """The anchor a Markdown renderer (GitHub's rule) gives a heading."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def _anchors() -> set[str]:
    return {slug(h) for h in HEADING.findall(TUNING.read_text(encoding="utf-8"))}


def _pointers() -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    files = [*ROOT.glob("ai/**/*.py"), *ROOT.glob("ai/data/*.json"), *ROOT.glob("docs/*.md"), ROOT / "README.md"]
    for path in files:
        for anchor in POINTER.findall(path.read_text(encoding="utf-8")):
            found.setdefault(anchor, set()).add(str(path.relative_to(ROOT)))
    return found


def test_slugs_follow_the_renderer() -> None:
    assert slug("Solo value: win weight") == "solo-value-win-weight"
    assert slug("UCT exploration") == "uct-exploration"


def test_every_pointer_into_the_tuning_history_names_a_section() -> None:
    anchors = _anchors()
    pointers = _pointers()
    missing = {a: sorted(where) for a, where in pointers.items() if a not in anchors}
    assert not missing, f"no such section in docs/tuning.md: {missing}"


def test_the_tuned_constants_point_to_their_history() -> None:
    pointers = _pointers()
    for anchor in ("uct-exploration", "progressive-widening", "rollouts", "solo-win-model", "solo-vp-forecast",
                   "solo-value-win-weight", "solo-value-vp-scale", "level-iterations", "solo-hard-thinks-longer",
                   "tree-reuse-within-a-turn"):
        assert any(w.startswith("ai/") for w in pointers.get(anchor, ())), anchor
