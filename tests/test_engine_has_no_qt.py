"""engine/ never imports Qt: checked by importing every engine module in a fresh interpreter."""

from __future__ import annotations

import subprocess
import sys

SCRIPT = """
import importlib, pkgutil, sys
import hearthwood.engine as engine
for module in pkgutil.walk_packages(engine.__path__, engine.__name__ + "."):
    importlib.import_module(module.name)
qt = sorted(m for m in sys.modules if m.split(".")[0] in {"PySide6", "shiboken6", "PyQt5", "PyQt6"})
print(",".join(qt))
print(len([m for m in sys.modules if m.startswith("hearthwood.engine")]))
"""


def test_importing_the_whole_engine_loads_no_qt() -> None:
    result = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True)
    qt_modules, engine_modules = result.stdout.splitlines()
    assert qt_modules == ""
    assert int(engine_modules) >= 10
