"""Damaged copies of a data file, for the tests of what reads it."""

from __future__ import annotations

from pathlib import Path


def write_files(folder: Path, files: dict[str, bytes]) -> dict[str, Path]:
    """Each named content written to ``folder`` as NAME.json (spaces as
    underscores); the paths by name."""
    out = {}
    for name, data in files.items():
        path = folder / (name.replace(" ", "_") + ".json")
        path.write_bytes(data)
        out[name] = path
    return out
