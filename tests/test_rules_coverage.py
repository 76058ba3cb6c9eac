"""Every numbered rule of RULES.md (R1.1 … R12.4) has a test named after it."""

from __future__ import annotations

import re
from pathlib import Path

# How many numbered rules each section of RULES.md has (R1 has 6 rules, R2 has 5, …).
RULES_PER_SECTION = {1: 6, 2: 5, 3: 3, 4: 5, 5: 3, 6: 5, 7: 3, 8: 3, 9: 6, 10: 2, 11: 3, 12: 4}


def test_every_numbered_rule_has_a_test_named_after_it() -> None:
    here = Path(__file__).resolve().parent
    names = set()
    for path in here.glob("test_rules_*.py"):
        names.update(re.findall(r"^def (test_r\d+_\d+_\w+)", path.read_text(encoding="utf-8"), re.MULTILINE))
    covered = {tuple(int(x) for x in re.match(r"test_r(\d+)_(\d+)_", n).groups()) for n in names}  # type: ignore[union-attr]
    wanted = {(s, r) for s, count in RULES_PER_SECTION.items() for r in range(1, count + 1)}
    assert not wanted - covered, f"rules without a test: {sorted(wanted - covered)}"
    assert not covered - wanted, f"tests citing rules that do not exist: {sorted(covered - wanted)}"
