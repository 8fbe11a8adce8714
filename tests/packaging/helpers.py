"""Shared bits for the packaging tests: paths, and packaging/smoke.py loaded as a module."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"
APP_ID = "io.hearthwood.Hearthwood"
DESKTOP_FILE = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
ICON_SVG = ROOT / "resources" / "icons" / "hearthwood.svg"


def load_script(name: str) -> ModuleType:
    """Import packaging/<name>.py (packaging/ is a folder of scripts, not a package)."""
    module_name = f"hearthwood_packaging_{name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    spec = importlib.util.spec_from_file_location(module_name, PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module
