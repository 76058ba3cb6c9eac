"""The programs behave like desktop programs: ``--version``, ``--selftest`` proves the bots search."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest

import mor_qt.main as app_main
from core.version import APP_VERSION, DIST_NAME

BIN = Path(sys.executable).parent


def run(args: list[str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, MOR_DATA_DIR=str(tmp_path / "data"), QT_QPA_PLATFORM="offscreen")
    return subprocess.run(args, capture_output=True, text=True, env=env, timeout=120, check=False)


def test_the_version_is_the_package_metadata() -> None:
    assert version(DIST_NAME) == APP_VERSION


@pytest.mark.parametrize("program", ["mor", "mor-arena"])
def test_version_prints_name_and_version(program: str, tmp_path: Path) -> None:
    done = run([str(BIN / program), "--version"], tmp_path)
    assert done.returncode == 0
    assert done.stdout == f"{program} {APP_VERSION}\n"
    assert done.stderr == ""


def test_selftest_searches_in_a_worker_process(tmp_path: Path) -> None:
    done = run([str(BIN / "mor"), "--selftest"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    report = json.loads(done.stdout)
    assert report["ok"] is True
    assert report["iterations"] > 0
    assert report["decisions"] >= 3
    assert all(n > 0 for n in report["per_decision"])
    assert sum(report["per_decision"]) == report["iterations"]
    assert report["worker_pids"] and os.getpid() not in report["worker_pids"]
    assert report["frozen"] is False
    # a self-test never writes the user's data
    assert not (tmp_path / "data").exists() or not any((tmp_path / "data").iterdir())


def test_selftest_fails_when_nothing_was_searched(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import ai.selftest as selftest

    def no_search(*_args: object, **_kw: object) -> dict[str, object]:
        return {"ok": False, "iterations": 0, "per_decision": [0, 0, 0], "decisions": 3}

    monkeypatch.setattr(selftest, "run_selftest", no_search)
    assert app_main.main(["--selftest"]) == 1
    assert json.loads(capsys.readouterr().out)["iterations"] == 0


def test_main_calls_freeze_support_before_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    monkeypatch.setattr(app_main.multiprocessing, "freeze_support", lambda: calls.append("freeze"))
    with pytest.raises(SystemExit) as stop:
        app_main.main(["--version"])
    assert stop.value.code == 0
    assert calls == ["freeze"]


def test_the_frozen_launcher_calls_freeze_support_first() -> None:
    text = (Path(__file__).parent.parent / "packaging" / "mor_launcher.py").read_text(encoding="utf-8")
    body = text[text.index('if __name__ == "__main__":'):]
    assert body.index("multiprocessing.freeze_support()") < body.index("from mor_qt.main import main")


def test_screenshot_writes_nothing_to_the_data_folder(tmp_path: Path) -> None:
    png = tmp_path / "shot.png"
    done = run([str(BIN / "mor"), "--screenshot", str(png)], tmp_path)
    assert done.returncode == 0, done.stderr
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    data = tmp_path / "data"
    assert not data.exists() or not any(data.iterdir())


def test_the_smoke_script_passes_on_the_installed_program(tmp_path: Path) -> None:
    """packaging/smoke.sh is what checks a build; here it checks the installed package
    (the build itself is checked by CI: scripts/test.sh)."""
    script = Path(__file__).resolve().parent.parent / "packaging" / "smoke.sh"
    done = run(["bash", str(script), str(BIN / "mor")], tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(r"^smoke: ok .*/mor +\(mor \S+, [1-9]\d* search iterations", done.stdout, re.M), done.stdout


def test_the_smoke_script_fails_on_a_program_that_does_not_search(tmp_path: Path) -> None:
    fake = tmp_path / "mor"
    fake.write_text(
        "#!/bin/sh\n"
        'case "$1" in\n'
        "  --version) echo 'mor 0.1.0' ;;\n"
        "  --screenshot) printf '\\211PNG\\r\\n\\032\\n' > \"$2\" ;;\n"
        "  --selftest) echo '{\"ok\": false, \"iterations\": 0}'; exit 1 ;;\n"
        "esac\n",
        encoding="utf-8",
    )
    fake.chmod(0o755)
    script = Path(__file__).resolve().parent.parent / "packaging" / "smoke.sh"
    done = run(["bash", str(script), str(fake)], tmp_path)
    assert done.returncode != 0
    assert "smoke: FAIL" in done.stderr and "--selftest" in done.stderr


def test_lang_offers_exactly_the_languages_the_app_has() -> None:
    """``mor --lang`` names its choices without loading Qt (so ``mor --version`` stays quick);
    they must stay the languages ``mor_qt.i18n`` offers in its menu."""
    from mor_qt.i18n import LANGUAGES
    from mor_qt.main import build_parser

    lang = next(a for a in build_parser()._actions if a.dest == "lang")
    assert lang.choices is not None
    assert tuple(lang.choices) == tuple(LANGUAGES)
