"""Render the application icon's PNG sizes from its one SVG, with Qt's own SVG renderer.

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/render_icons.py

The SVG lives at resources/icons/hearthwood.svg so the running app can load it through importlib.resources;
the PNGs land in packaging/icons/hicolor/<size>x<size>/apps/, the freedesktop icon theme layout, so
installing them is a plain copy. Re-run this after editing the SVG and commit the PNGs with it.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources" / "icons" / "hearthwood.svg"
OUT = ROOT / "packaging" / "icons" / "hicolor"
APP_ID = "io.hearthwood.Hearthwood"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def png_path(size: int) -> Path:
    return OUT / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # QPainter needs a GUI application
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"{SOURCE} is not a valid SVG", file=sys.stderr)
        return 1
    for size in SIZES:
        path = png_path(size)
        path.parent.mkdir(parents=True, exist_ok=True)
        if not render(renderer, size).save(str(path)):
            print(f"could not write {path}", file=sys.stderr)
            return 1
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
