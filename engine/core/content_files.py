"""Where card and board data lives: JSON files under the installed ``hearthwood.resources`` package.

Read through importlib.resources, so the same code finds them in a checkout, a wheel and the packaged app.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

RESOURCE_PACKAGE = "hearthwood.resources"


def read_json(folder: str, name: str) -> Any:
    """The parsed contents of ``resources/<folder>/<name>``."""
    return json.loads((resources.files(RESOURCE_PACKAGE) / folder / name).read_text(encoding="utf-8"))
