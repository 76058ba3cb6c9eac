"""``pip install .`` from a fresh checkout speaks French: the build compiles the
translation catalogues (resources/i18n/*.ts -> *.qm, setup.py) as
scripts/i18n.sh does for a checkout, and copies the rules, without a display."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QTranslator
from setuptools import Distribution  # type: ignore[import-untyped]

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted((ROOT / "resources" / "i18n").glob("*.ts"))


def _setup_module() -> ModuleType:
    """setup.py as a module: its build step, without running setup()."""
    spec = importlib.util.spec_from_file_location("mor_setup", ROOT / "setup.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_build_step_compiles_every_catalogue_into_the_package(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    built = tmp_path / "build-lib"
    setup_py = _setup_module()
    monkeypatch.chdir(ROOT)
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    # The package's own files, without any .qm a checkout may hold: a fresh checkout has none.
    dist = Distribution({
        "name": "masters-of-renaissance", "packages": ["resources"], "package_data": {"resources": ["*.json"]},
        "cmdclass": {"build_py": setup_py.BuildPyWithRulesAndCatalogues},
    })
    dist.script_name = "setup.py"
    command = dist.get_command_obj("build_py")
    command.build_lib = str(built)
    command.ensure_finalized()
    command.run()
    assert SOURCES and {p.name for p in (built / "resources" / "i18n").glob("*.qm")} == {
        f"{ts.stem}.qm" for ts in SOURCES}
    french = QTranslator()
    assert french.load(str(built / "resources" / "i18n" / "mor_fr.qm"))
    assert french.translate("WindowMenus", "&Game") == "&Partie"  # the main window's menus (mor_qt/window_menus.py)
    for name in ("rules.md", "rules.fr.md"):
        assert (built / "resources" / name).read_bytes() == (ROOT / "docs" / name).read_bytes()


def test_a_build_without_lrelease_stops_with_a_clear_message(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    setup_py = _setup_module()
    monkeypatch.setattr(setup_py.importlib.util, "find_spec", lambda _name: None)
    monkeypatch.setenv("PATH", str(tmp_path))  # no lrelease there either
    with pytest.raises(SystemExit, match="no lrelease"):
        setup_py.add_rules_and_catalogues(tmp_path / "build-lib")
