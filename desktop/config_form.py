"""Game options generated from a game's pydantic config model, so a new variant needs no UI code.

bool -> check box, Literal or Enum -> combo box, bounded int -> spin box (float -> decimal spin box,
str -> line edit). The label is the field's ``title``, else its ``description``, else its name; the
description is also the tooltip. A field of any other type keeps its default and gets no editor. A field
whose ``json_schema_extra`` names ``players`` (a list of counts) is shown only for those player counts and
otherwise keeps its default.
"""

from __future__ import annotations

import enum
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, get_args, get_origin

import annotated_types
from pydantic import BaseModel
from pydantic.fields import FieldInfo
from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

INT_LIMIT = 2_147_483_647  # QSpinBox holds a C int


@dataclass
class FieldEditor:
    name: str
    label: str
    widget: QWidget
    read: Callable[[], Any]
    default: Any = None
    players: tuple[int, ...] | None = None  # the player counts the option applies to; None: every count


def _players(info: FieldInfo) -> tuple[int, ...] | None:
    extra = info.json_schema_extra
    counts = extra.get("players") if isinstance(extra, dict) else None
    return tuple(counts) if isinstance(counts, list) else None  # type: ignore[arg-type]


def field_label(name: str, info: FieldInfo) -> str:
    if info.title:
        return info.title
    if info.description:
        return info.description
    return name.replace("_", " ").capitalize()


def _bounds(info: FieldInfo) -> tuple[float | None, float | None]:
    low: float | None = None
    high: float | None = None
    for meta in info.metadata:
        if isinstance(meta, annotated_types.Ge):
            low = meta.ge  # type: ignore[assignment]
        elif isinstance(meta, annotated_types.Gt):
            low = meta.gt + 1  # type: ignore[operator]
        elif isinstance(meta, annotated_types.Le):
            high = meta.le  # type: ignore[assignment]
        elif isinstance(meta, annotated_types.Lt):
            high = meta.lt - 1  # type: ignore[operator]
        elif isinstance(meta, annotated_types.Interval):
            low = meta.ge if meta.ge is not None else (meta.gt + 1 if meta.gt is not None else low)  # type: ignore[operator,assignment]
            high = meta.le if meta.le is not None else (meta.lt - 1 if meta.lt is not None else high)  # type: ignore[operator,assignment]
    return low, high


def _unwrap_optional(annotation: Any) -> Any:
    if get_origin(annotation) in (typing.Union, types.UnionType):
        options = [arg for arg in get_args(annotation) if arg is not type(None)]
        if len(options) == 1:
            return options[0]
    return annotation


def _choice_label(value: Any) -> str:
    if isinstance(value, enum.Enum):
        value = value.value if isinstance(value.value, str) else value.name
    return str(value).replace("_", " ").replace("-", " ").capitalize()


def editor_for(name: str, info: FieldInfo) -> FieldEditor | None:
    """An editor for one field, or None when the type has no sensible widget."""
    annotation = _unwrap_optional(info.annotation)
    default = None if info.is_required() else info.get_default(call_default_factory=True)
    label = field_label(name, info)
    widget: QWidget
    read: Callable[[], Any]
    if annotation is bool:
        box = QCheckBox()
        box.setChecked(bool(default))
        widget, read = box, box.isChecked
    elif get_origin(annotation) is Literal or (isinstance(annotation, type) and issubclass(annotation, enum.Enum)):
        choices = list(get_args(annotation)) if get_origin(annotation) is Literal else list(annotation)
        combo = QComboBox()
        for choice in choices:
            combo.addItem(_choice_label(choice), choice)
        if default in choices:
            combo.setCurrentIndex(choices.index(default))
        widget, read = combo, combo.currentData
    elif annotation is int:
        low, high = _bounds(info)
        spin = QSpinBox()
        spin.setRange(int(low) if low is not None else -INT_LIMIT, int(high) if high is not None else INT_LIMIT)
        spin.setValue(int(default) if default is not None else spin.minimum())
        widget, read = spin, spin.value
    elif annotation is float:
        low, high = _bounds(info)
        double = QDoubleSpinBox()
        double.setRange(low if low is not None else -1e9, high if high is not None else 1e9)
        double.setValue(float(default) if default is not None else double.minimum())
        widget, read = double, double.value
    elif annotation is str:
        line = QLineEdit(str(default or ""))
        widget, read = line, line.text
    else:
        return None
    widget.setObjectName(f"option_{name}")
    if info.description:
        widget.setToolTip(info.description)
    return FieldEditor(name, label, widget, read, default, _players(info))


class ConfigForm(QWidget):
    """A form with one row per editable field of ``config_type``; ``values()`` feeds ``make_config``."""

    changed = Signal()

    def __init__(self, config_type: type[BaseModel], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editors: dict[str, FieldEditor] = {}
        self.player_count: int | None = None
        layout = QFormLayout(self)
        self._layout = layout
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setHorizontalSpacing(16)
        layout.setVerticalSpacing(8)
        for name, info in config_type.model_fields.items():
            editor = editor_for(name, info)
            if editor is None:
                continue
            self.editors[name] = editor
            label = QLabel(editor.label)
            label.setToolTip(info.description or "")
            label.setWordWrap(True)
            layout.addRow(label, editor.widget)
            self._watch(editor.widget)
        if not self.editors:
            note = QLabel("This game has no options: everyone plays the standard rules.")
            note.setObjectName("muted")
            layout.addRow(note)

    def _watch(self, widget: QWidget) -> None:
        if isinstance(widget, QCheckBox):
            widget.toggled.connect(self.changed)
        elif isinstance(widget, QComboBox):
            widget.currentIndexChanged.connect(self.changed)
        elif isinstance(widget, QSpinBox | QDoubleSpinBox):
            widget.valueChanged.connect(self.changed)
        elif isinstance(widget, QLineEdit):
            widget.textChanged.connect(self.changed)

    def set_player_count(self, count: int) -> None:
        """Show only the options that apply to ``count`` players (a solo level, say, only for one)."""
        self.player_count = count
        for editor in self.editors.values():
            if editor.players is not None:
                self._layout.setRowVisible(editor.widget, count in editor.players)

    def applies(self, editor: FieldEditor) -> bool:
        return editor.players is None or self.player_count is None or self.player_count in editor.players

    def values(self) -> dict[str, Any]:
        result: dict[str, Any] = {}
        for name, editor in self.editors.items():
            if not self.applies(editor):
                if editor.default is not None:
                    result[name] = editor.default.value if isinstance(editor.default, enum.Enum) else editor.default
                continue
            value = editor.read()
            result[name] = value.value if isinstance(value, enum.Enum) else value
        return result
