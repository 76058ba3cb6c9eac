"""Build hook: ship the project's rules text (``docs/rules.md``, the single
source the app's Help › Rules window and the tests read) inside the
``resources`` package, so ``pip install .`` and wheels include it.
Everything else is configured in pyproject.toml."""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

DOCS = Path(__file__).resolve().parent / "docs"
RULES = ("rules.md", "rules.fr.md")  # English, French (Help › Rules follows the app's language)


class BuildPyWithRules(build_py):
    def run(self) -> None:
        super().run()
        for name in RULES:
            target = Path(self.build_lib) / "resources" / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(DOCS / name, target)


setup(cmdclass={"build_py": BuildPyWithRules})
