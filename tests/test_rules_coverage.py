"""Every numbered rule of docs/rules.md (R1.1 … R12.4) has a test named after
it, and every rule number cited anywhere in the project exists there."""

from __future__ import annotations

import re
from pathlib import Path

from core.words.rulebook import CITATION, parse_rules, rule_numbers, rules_path

ROOT = Path(__file__).resolve().parent.parent
RULES_MD = ROOT / "docs" / "rules.md"
# Where rule numbers are cited: code (comments, tooltips, error messages), tests, docs.
CITING = ("core", "ai", "mor_qt", "tests", "docs", "README.md", "resources")
CITING_SUFFIXES = {".py", ".md", ".ts", ".json"}


def _wanted() -> set[tuple[int, int]]:
    _intro, rules = parse_rules(RULES_MD.read_text(encoding="utf-8"))
    return {r.key for r in rules}


def test_docs_rules_md_numbers_its_rules_in_order_without_gaps() -> None:
    _intro, rules = parse_rules(RULES_MD.read_text(encoding="utf-8"))
    keys = [r.key for r in rules]
    assert keys == sorted(keys) and len(keys) == len(set(keys))
    sections = sorted({k[0] for k in keys})
    assert sections == list(range(1, len(sections) + 1))
    for s in sections:
        minors = [m for major, m in keys if major == s]
        assert minors == list(range(1, len(minors) + 1)), f"R{s}: rules {minors}"
    assert all(r.text and r.section.startswith(f"R{r.key[0]} ") for r in rules)


def test_the_app_reads_the_same_rules_file() -> None:
    path = rules_path()
    assert path is not None
    assert path.read_text(encoding="utf-8") == RULES_MD.read_text(encoding="utf-8")
    assert len(rule_numbers()) == len(_wanted())


def test_every_numbered_rule_has_a_test_named_after_it() -> None:
    here = Path(__file__).resolve().parent
    covered: set[tuple[int, int]] = set()
    for path in here.glob("test_rules_*.py"):
        numbers = re.findall(r"^def test_r(\d+)_(\d+)_\w+", path.read_text(encoding="utf-8"), re.MULTILINE)
        covered.update((int(section), int(rule)) for section, rule in numbers)
    wanted = _wanted()
    assert len(wanted) == 48  # R1.1 … R12.4, as in the project's RULES.md
    assert not wanted - covered, f"rules without a test: {sorted(wanted - covered)}"
    assert not covered - wanted, f"tests citing rules that do not exist: {sorted(covered - wanted)}"


def _citing_files() -> list[Path]:
    out: list[Path] = []
    for name in CITING:
        path = ROOT / name
        if path.is_file():
            out.append(path)
        elif path.is_dir():
            out.extend(p for p in path.rglob("*") if p.suffix in CITING_SUFFIXES and p.is_file())
    return out


def test_every_rule_number_cited_in_code_tests_and_docs_exists_in_docs_rules_md() -> None:
    wanted = _wanted()
    files = _citing_files()
    assert any(p.name == "moves.py" for p in files) and any(p.name == "board.py" for p in files)
    unknown: list[str] = []
    cited = 0
    for path in files:
        text = path.read_text(encoding="utf-8", errors="replace")
        for m in CITATION.finditer(text):
            cited += 1
            if (int(m.group(1)), int(m.group(2))) not in wanted:
                line = text.count("\n", 0, m.start()) + 1
                unknown.append(f"{path.relative_to(ROOT)}:{line}: {m.group(0)}")
        for m in re.finditer(r"\btest_r(\d+)_(\d+)_", text):
            cited += 1
            if (int(m.group(1)), int(m.group(2))) not in wanted:
                line = text.count("\n", 0, m.start()) + 1
                unknown.append(f"{path.relative_to(ROOT)}:{line}: {m.group(0)}")
    assert cited > 100  # the scan really reads the project
    assert not unknown, "rule numbers that docs/rules.md does not have:\n" + "\n".join(unknown)
