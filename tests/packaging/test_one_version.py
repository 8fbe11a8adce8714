"""One version number, in engine/version.py; everything that shows or ships a version takes it from there.

Help > About is covered in tests/ui/test_main_window.py (test_about_shows_the_version), and the built app's
--version in test_packaged_app.py.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from hearthwood.desktop.app import parse_args
from hearthwood.engine.version import __version__
from tests.packaging.helpers import METAINFO, PACKAGING, ROOT


def test_version_option_prints_the_one_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        parse_args(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == f"Hearthwood {__version__}"


def test_metainfo_newest_release_is_the_current_version() -> None:
    releases = ET.parse(METAINFO).getroot().findall("./releases/release")
    assert releases, "the metainfo lists no release"
    assert releases[0].get("version") == __version__, "add a <release> for the new version to the metainfo"
    dates = [release.attrib["date"] for release in releases]
    assert dates == sorted(dates, reverse=True), "releases go newest first"


def test_the_spec_reads_the_version_instead_of_repeating_it() -> None:
    spec = (PACKAGING / "hearthwood.spec").read_text(encoding="utf-8")
    assert '"engine" / "version.py"' in spec
    assert not re.search(r"['\"]\d+\.\d+\.\d+['\"]", spec), "no version literal in the spec"


def test_the_distribution_version_comes_from_the_same_place() -> None:
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'version = { attr = "hearthwood.engine.version.__version__" }' in pyproject
