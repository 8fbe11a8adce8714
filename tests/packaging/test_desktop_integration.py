"""The freedesktop entry, the AppStream metainfo and the application icon in every size."""

from __future__ import annotations

import configparser
import shutil
import subprocess

import pytest
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from tests.packaging.helpers import APP_ID, DESKTOP_FILE, ICON_SVG, METAINFO, load_script

render_icons = load_script("render_icons")


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    # keys are case-sensitive; the configparser docs say to set optionxform so, typeshed declares it a method
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(DESKTOP_FILE, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_launches_hearthwood_with_its_icon() -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == "hearthwood"
    assert entry["Icon"] == APP_ID
    assert {"Game", "BoardGame"} <= set(filter(None, entry["Categories"].split(";")))


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_entry_validates() -> None:
    result = subprocess.run(["desktop-file-validate", str(DESKTOP_FILE)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_metainfo_validates() -> None:
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_metainfo_names_the_desktop_entry_and_no_invented_addresses() -> None:
    text = METAINFO.read_text(encoding="utf-8")
    assert f"<id>{APP_ID}</id>" in text
    assert f'<launchable type="desktop-id">{DESKTOP_FILE.name}</launchable>' in text
    # the project has no public site yet: any address here would be made up
    assert "https://" not in text


def test_icon_svg_renders_with_qt() -> None:
    assert QSvgRenderer(str(ICON_SVG)).isValid()


@pytest.mark.parametrize("size", render_icons.SIZES)
def test_icon_pngs_are_committed_at_every_size_and_match_the_svg(qapp: QApplication, size: int) -> None:
    path = render_icons.png_path(size)
    image = QImage(str(path))
    assert not image.isNull(), f"{path} is missing: run packaging/render_icons.py"
    assert (image.width(), image.height()) == (size, size)
    # Rendered again from today's SVG, the picture must be the same up to anti-aliasing noise between
    # Qt versions; a large difference means the SVG changed and the PNGs were not regenerated.
    fresh = render_icons.render(QSvgRenderer(str(ICON_SVG)), size)
    committed = image.convertToFormat(fresh.format())
    total = sum(
        abs(a - b)
        for y in range(size)
        for x in range(size)
        # PySide6's stub says getRgb() returns object; it returns the (r, g, b, a) tuple
        for a, b in zip(committed.pixelColor(x, y).getRgb(), fresh.pixelColor(x, y).getRgb(), strict=True)  # type: ignore[call-overload]
    )
    assert total / (size * size * 4) < 2.0, "packaging/icons is out of date: run packaging/render_icons.py"
