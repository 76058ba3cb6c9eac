"""Desktop integration files in packaging/: valid for the desktop's own validators,
named after one application id, icons at every size, and an install that undoes itself."""

from __future__ import annotations

import configparser
import os
import re
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from core.files.saveframe import MAGIC
from core.version import APP_ID, APP_VERSION, SAVE_MIME_TYPE

if TYPE_CHECKING:  # Qt loads only in the test that needs it
    from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
MIME = PACKAGING / f"{APP_ID}.mime.xml"
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def tool(name: str) -> str:
    path = shutil.which(name)
    assert path is not None, f"{name} is missing: scripts/bootstrap.sh installs it (apt)"
    return path


class CaseSensitiveParser(configparser.ConfigParser):
    """A desktop entry's keys are case-sensitive: kept as written, not lower-cased."""

    def optionxform(self, optionstr: str) -> str:
        return optionstr


def desktop_entry() -> configparser.SectionProxy:
    parser = CaseSensitiveParser(interpolation=None, strict=True)
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def element(parent: ET.Element, path: str) -> ET.Element:
    found = parent.find(path)
    assert found is not None, f"no {path} in <{parent.tag}>"
    return found


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_desktop_file_validate_passes() -> None:
    done = subprocess.run([tool("desktop-file-validate"), str(DESKTOP)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "error" not in done.stdout.lower()


def test_appstreamcli_validate_passes() -> None:
    done = subprocess.run([tool("appstreamcli"), "validate", "--no-net", str(METAINFO)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_desktop_entry_speaks_english_and_french_and_opens_saves() -> None:
    entry = desktop_entry()
    for key in ("Name", "Name[fr]", "Comment", "Comment[fr]", "GenericName[fr]"):
        assert entry[key].strip()
    assert entry["Comment[fr]"] != entry["Comment"]
    assert entry["Categories"] == "Game;BoardGame;"
    assert entry["Icon"] == APP_ID
    assert entry["MimeType"] == f"{SAVE_MIME_TYPE};"
    assert entry["Exec"] == "mor %f"


def test_the_metainfo_names_the_app_id_version_and_existing_screenshots() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert element(root, "launchable").text == f"{APP_ID}.desktop"
    assert element(root, "releases/release").get("version") == APP_VERSION
    assert root.findtext("provides/mediatype") == SAVE_MIME_TYPE
    summaries = {el.get(XML_LANG): el.text for el in root.findall("summary")}
    assert summaries.get(None) and summaries.get("fr")
    images = [el.text or "" for el in root.findall("screenshots/screenshot/image")]
    assert images
    for url in images:
        # each URL ends with the screenshot's path in this repository
        relative = url[url.index("docs/screenshots/"):]
        assert png_size(ROOT / relative) == (1600, 1000), relative


def test_the_mime_type_globs_mor_files_and_knows_their_magic() -> None:
    root = ET.parse(MIME).getroot()
    (mime_type,) = root.findall(f"{MIME_NS}mime-type")
    assert mime_type.get("type") == SAVE_MIME_TYPE
    assert element(mime_type, f"{MIME_NS}glob").get("pattern") == "*.mor"
    value = element(mime_type, f"{MIME_NS}magic/{MIME_NS}match").get("value")
    decoded = re.sub(r"\\x([0-9a-f]{2})", lambda m: chr(int(m.group(1), 16)), value or "")
    decoded = decoded.replace("\\r", "\r").replace("\\n", "\n")
    assert decoded.encode("latin-1") == MAGIC


def test_icons_are_committed_at_every_size() -> None:
    assert (PACKAGING / "mor.svg").read_text(encoding="utf-8").lstrip().startswith("<?xml")
    for size in ICON_SIZES:
        assert png_size(PACKAGING / "icons" / f"{size}x{size}" / f"{APP_ID}.png") == (size, size)


def test_the_app_tells_the_desktop_its_entry(qapp: QApplication) -> None:
    from mor_qt.main import identify

    before = (qapp.applicationName(), qapp.organizationName(), qapp.applicationVersion(), qapp.desktopFileName())
    try:
        identify(qapp)
        assert qapp.desktopFileName() == APP_ID
        assert qapp.applicationVersion() == APP_VERSION
    finally:
        qapp.setApplicationName(before[0])
        qapp.setOrganizationName(before[1])
        qapp.setApplicationVersion(before[2])
        qapp.setDesktopFileName(before[3])


def files_under(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if not p.is_dir())


@pytest.mark.parametrize("kind", ["single-file", "folder"])
def test_install_then_uninstall_leaves_nothing_behind(kind: str, tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    build = tmp_path / "build"
    build.mkdir()
    program = build / ("mor-linux-test" if kind == "single-file" else "mor")
    if kind == "folder":
        program.mkdir()
        (program / "_internal").mkdir()
        (program / "_internal" / "lib.so").write_bytes(b"dummy")
        exe = program / "mor"
    else:
        exe = program
    exe.write_text("#!/bin/sh\necho dummy-mor \"$@\"\n", encoding="utf-8")
    exe.chmod(0o755)
    env = dict(os.environ, HOME=str(home), XDG_DATA_HOME=str(home / "share"))
    script = str(PACKAGING / "install.sh")

    done = subprocess.run(["bash", script, str(program)], env=env, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    data = home / "share"
    binary = home / ".local" / "bin" / "mor"
    ran = subprocess.run([str(binary), "x.mor"], capture_output=True, text=True, check=True)
    assert ran.stdout == "dummy-mor x.mor\n"
    installed_entry = data / "applications" / f"{APP_ID}.desktop"
    assert f'Exec="{binary}" %f' in installed_entry.read_text(encoding="utf-8")
    check = subprocess.run([tool("desktop-file-validate"), str(installed_entry)], capture_output=True, text=True)
    assert check.returncode == 0, check.stdout
    for size in ICON_SIZES:
        assert png_size(data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png") == (size, size)
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert (data / "mime" / "packages" / f"{APP_ID}.xml").read_bytes() == MIME.read_bytes()
    assert (data / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    tool("update-mime-database")
    assert "*.mor" in (data / "mime" / "globs2").read_text(encoding="utf-8")  # the database knows .mor files
    assert files_under(home)

    done = subprocess.run(["bash", script, "--uninstall"], env=env, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert files_under(home) == []
    assert list(home.iterdir()) == []
    assert exe.exists()  # the build itself is left alone
