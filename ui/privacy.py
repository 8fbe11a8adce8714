"""The hot-seat privacy screen: an opaque cover over the whole window while the device changes hands.

It is a child of the top-level window sized to all of it (menu bar included), so no panel, log line or
tooltip peeks out around it; tooltips are swallowed application-wide while it is up.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QLinearGradient, QPainter, QPaintEvent
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QToolTip, QVBoxLayout, QWidget

from .panels import SeatDot
from .theme import PALETTE, qcolor


class PrivacyScreen(QWidget):
    continued = Signal()

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("privacyScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout = QVBoxLayout(self)
        layout.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.setSpacing(18)
        self._dot = SeatDot(44)
        self._title = QLabel()
        self._title.setObjectName("privacyTitle")
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._title.setStyleSheet(f"color: {PALETTE.cream}; font-size: 26pt; font-weight: bold;")
        self._hint = QLabel("Everyone else, please look away while they take their turn.")
        self._hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._hint.setStyleSheet(f"color: {PALETTE.gold_light}; font-size: 12pt;")
        self.continue_button = QPushButton("Continue")
        self.continue_button.setProperty("primary", True)
        self.continue_button.setMinimumWidth(200)
        self.continue_button.setStyleSheet("font-size: 13pt; padding: 10px 24px;")
        self.continue_button.clicked.connect(self._continue)
        layout.addWidget(self._dot, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self._title)
        layout.addWidget(self._hint)
        layout.addSpacing(8)
        layout.addWidget(self.continue_button, 0, Qt.AlignmentFlag.AlignHCenter)
        window.installEventFilter(self)
        self.hide()

    def title(self) -> str:
        return self._title.text()

    def show_for(self, name: str, colour: str) -> None:
        self._title.setText(f"Pass the device to {name}")
        self._dot.set_colour(colour)
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        QToolTip.hideText()
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        self.show()
        self.raise_()
        self.continue_button.setFocus()

    def dismiss(self) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self.hide()

    def _continue(self) -> None:
        self.dismiss()
        self.continued.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and self.isVisible():
            return True
        parent = self.parentWidget()
        if watched is parent and event.type() == QEvent.Type.Resize and parent is not None:
            self.setGeometry(parent.rect())
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        gradient = QLinearGradient(QRectF(self.rect()).topLeft(), QRectF(self.rect()).bottomLeft())
        gradient.setColorAt(0, qcolor(PALETTE.wood_dark))
        gradient.setColorAt(1, qcolor(PALETTE.wood_dark).darker(140))
        painter.fillRect(self.rect(), gradient)
