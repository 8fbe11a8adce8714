"""Checks of the built one-folder app in dist/hearthwood/; skipped until `make package` has made one.

The build takes a while, so the normal test run does not make it; run `make package` first to include
these (they take a second or two).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from hearthwood.engine.version import __version__
from tests.packaging.helpers import APP_ID, ROOT, load_script

smoke = load_script("smoke")
DIST = ROOT / "dist" / "hearthwood"
EXE = smoke.executable(DIST)

pytestmark = pytest.mark.skipif(not EXE.is_file(), reason="no packaged build in dist/hearthwood (make package)")


def test_packaged_app_smoke(tmp_path: Path) -> None:
    run = smoke.run_once([str(EXE)], tmp_path)
    assert smoke.problems(run) == [], run.output


def test_packaged_app_reports_the_one_version() -> None:
    result = subprocess.run([str(EXE), "--version"], capture_output=True, text=True, timeout=60, check=True)
    assert result.stdout.strip() == f"Hearthwood {__version__}"


def _package_data(folder: str, patterns: tuple[str, ...]) -> set[str]:
    base = ROOT / folder
    return {str(path.relative_to(base)) for pattern in patterns for path in base.glob(pattern) if path.is_file()}


@pytest.mark.parametrize(
    ("folder", "patterns"),
    [("resources", ("**/*.json", "**/*.svg", "**/*.png", "**/*.qm")), ("seeds", ("*.md",))],
)
def test_every_data_file_is_bundled(folder: str, patterns: tuple[str, ...]) -> None:
    """The same files setup.py's package_data installs, at the same package-relative places."""
    expected = _package_data(folder, patterns)
    bundled = {
        str(path.relative_to(DIST / "_internal" / "hearthwood" / folder))
        for path in (DIST / "_internal" / "hearthwood" / folder).rglob("*")
        if path.is_file()
    }
    assert expected, f"no data files found under {folder}/"
    assert expected <= bundled


linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux build layout")


@linux_only
def test_desktop_integration_files_sit_in_share() -> None:
    share = DIST / "share"
    assert (share / "applications" / f"{APP_ID}.desktop").is_file()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert (share / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png").is_file()


@linux_only
def test_only_the_qt_modules_the_app_uses_are_bundled() -> None:
    bundled = {path.name.split(".")[0] for path in (DIST / "_internal" / "PySide6").glob("Qt*.abi3.so")}
    assert bundled == {"QtCore", "QtGui", "QtWidgets"}
    plugins = Path(DIST / "_internal" / "PySide6" / "Qt" / "plugins")
    assert not (plugins / "platformthemes" / "libqgtk3.so").exists()
    assert (plugins / "platforms" / "libqxcb.so").exists()
    assert (plugins / "platforms" / "libqwayland.so").exists()
    assert (plugins / "iconengines" / "libqsvgicon.so").exists()
