"""Build hook: ship what the source tree keeps elsewhere or uncompiled, so
``pip install .`` and wheels from a fresh checkout hold all of it:

- the project's rules text (``docs/rules.md``, the single source the app's
  Help › Rules window and the tests read) inside the ``resources`` package;
- the translation catalogues, compiled from ``resources/i18n/*.ts`` into
  ``*.qm`` with the ``lrelease`` that PySide6 ships (as ``scripts/i18n.sh
  build`` does for a checkout); it runs without a display.

Everything else is configured in pyproject.toml."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
DOCS = ROOT / "docs"
RULES = ("rules.md", "rules.fr.md")  # English, French (Help › Rules follows the app's language)
CATALOGUES = ROOT / "resources" / "i18n"
LRELEASE_NAMES = ("lrelease", "lrelease.exe")


def lrelease() -> str:
    """The ``lrelease`` of the PySide6 in the build's environment (without
    importing Qt), else one on the PATH; the build stops when there is none."""
    spec = importlib.util.find_spec("PySide6")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        for name in LRELEASE_NAMES:
            if (Path(folder) / name).is_file():
                return str(Path(folder) / name)
    for name in ("pyside6-lrelease", "lrelease"):
        found = shutil.which(name)
        if found:
            return found
    raise SystemExit("cannot compile the translation catalogues: no lrelease (install PySide6-Essentials)")


def add_rules_and_catalogues(build_lib: Path) -> None:
    """Into the built ``resources`` package: the rules, copied, and the catalogues, compiled."""
    resources = build_lib / "resources"
    resources.mkdir(parents=True, exist_ok=True)
    for name in RULES:
        shutil.copyfile(DOCS / name, resources / name)
    sources = sorted(CATALOGUES.glob("*.ts"))
    if not sources:
        raise SystemExit(f"no translation sources (*.ts) in {CATALOGUES}")
    tool = lrelease()
    (resources / "i18n").mkdir(parents=True, exist_ok=True)
    for ts in sources:
        qm = resources / "i18n" / f"{ts.stem}.qm"
        done = subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], capture_output=True, text=True, check=False)
        if done.returncode != 0 or not qm.is_file():
            raise SystemExit(f"lrelease could not compile {ts.name}: {done.stderr.strip() or done.returncode}")


class BuildPyWithRulesAndCatalogues(build_py):
    def run(self) -> None:
        super().run()
        add_rules_and_catalogues(Path(self.build_lib))


if __name__ == "__main__":  # as setuptools runs it (the tests import it to call the build step)
    setup(cmdclass={"build_py": BuildPyWithRulesAndCatalogues})
