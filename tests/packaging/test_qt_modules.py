"""The app imports QtCore, QtGui and QtWidgets only: packaging/hearthwood.spec excludes every other Qt module
from the build, so a new import elsewhere must be added to the build too (and this list)."""

from __future__ import annotations

import re

from tests.packaging.helpers import ROOT

BUNDLED_QT_MODULES = {"QtCore", "QtGui", "QtWidgets"}


def test_app_code_imports_only_the_bundled_qt_modules() -> None:
    used: dict[str, set[str]] = {}
    for folder in ("engine", "ui", "desktop"):
        for path in (ROOT / folder).rglob("*.py"):
            for module in re.findall(r"PySide6\.(Qt\w+)", path.read_text(encoding="utf-8")):
                used.setdefault(module, set()).add(str(path.relative_to(ROOT)))
    extra = {module: sorted(paths) for module, paths in used.items() if module not in BUNDLED_QT_MODULES}
    assert not extra, f"Qt modules the package build leaves out: {extra}"
