"""The style sheet's images exist: a missing one fails silently in Qt (the arrow is simply not drawn)."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtWidgets import QApplication

from hearthwood.ui.theme import style_sheet


# qapp: fonts are looked up through the application
def test_every_image_the_style_sheet_names_exists(qapp: QApplication) -> None:
    urls = re.findall(r'url\("([^"]+)"\)', style_sheet())
    assert len(urls) >= 2, "the spin box and combo box arrows come from image files"
    for url in urls:
        assert Path(url).is_file(), url
