"""The rule variants of one game as a form: a widget and a short explanation per option
(built from the options its rules class describes, ``engine/options.py``), starting at the
seed's rules."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from tablegames_qt.ui import override
from tablegames_qt.ui.dialogs.setup import (
    RuleOption,
    offered_options,
)
from tablegames_qt.ui.dialogs.setup import tr as rule_tr
from tablegames_qt.ui.texts import unit_after_number


def soften(label: QLabel) -> None:
    """A secondary text: smaller and in a paler shade of the normal text colour."""
    palette = label.palette()
    colour = palette.color(QPalette.ColorRole.WindowText)
    colour.setAlpha(165)
    palette.setColor(QPalette.ColorRole.WindowText, colour)
    label.setPalette(palette)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 0.9)
    label.setFont(font)


class RuleOptionsForm(QWidget):
    """The rule variants of one game, each with its explanation."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QGridLayout(self)
        self._layout.setColumnStretch(1, 1)
        self._getters: dict[str, Callable[[], Any]] = {}
        self._setters: dict[str, Callable[[Any], None]] = {}
        self._relabel: list[Callable[[], None]] = []
        self.game = ""

    def build(self, game: str) -> None:
        while self._layout.count():
            item = self._layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self._getters.clear()
        self._setters.clear()
        self._relabel.clear()
        self.game = game
        row = 0
        for option in offered_options(game):
            row = self._add(option, row)
        if row == 0:
            none = QLabel(self)
            self._relabel.append(lambda: none.setText(self.tr("This game has no rule variants.")))
            self._layout.addWidget(none, 0, 0, 1, 2)
        self._layout.setRowStretch(row + 1, 1)
        self.retranslate()

    def _add(self, option: RuleOption, row: int) -> int:
        label = QLabel(self)
        label.setWordWrap(True)
        explanation = QLabel(self)
        explanation.setWordWrap(True)
        soften(explanation)
        if option.kind == "bool":
            label.hide()
            widget: QWidget = self._bool_option(option)
            self._layout.addWidget(widget, row, 0, 1, 2)
        else:
            if option.kind == "choice":
                widget = self._choice_option(option)
            elif option.kind == "int":
                widget = self._int_option(option)
            else:
                widget = self._games_option(option)
            # the label above its field, both the whole width: a long label ("An announcement
            # is true when the dice show:") beside a field was cut in a narrow dialog
            self._layout.addWidget(label, row, 0, 1, 2)
            row += 1
            self._layout.addWidget(widget, row, 0, 1, 2, Qt.AlignmentFlag.AlignLeft)
        label.setBuddy(widget)

        def relabel() -> None:
            label.setText(rule_tr(option.label) + ":")
            explanation.setText(rule_tr(option.explanation))

        self._relabel.append(relabel)
        self._layout.addWidget(explanation, row + 1, 0, 1, 2)
        return row + 2

    def _bool_option(self, option: RuleOption) -> QWidget:
        box = QCheckBox(self)
        box.setObjectName(f"rule_{option.field}")
        self._getters[option.field] = box.isChecked

        def set_value(value: Any) -> None:
            box.setChecked(bool(value))

        def relabel() -> None:
            box.setText(rule_tr(option.label))

        self._setters[option.field] = set_value
        self._relabel.append(relabel)
        return box

    def _choice_option(self, option: RuleOption) -> QWidget:
        combo = QComboBox(self)
        combo.setObjectName(f"rule_{option.field}")
        for value, _text in option.choices:
            combo.addItem("", value)
        self._getters[option.field] = combo.currentData

        def set_value(value: Any) -> None:
            combo.setCurrentIndex(max(0, combo.findData(value)))

        def relabel() -> None:
            for i, (_value, text) in enumerate(option.choices):
                combo.setItemText(i, rule_tr(text))

        self._setters[option.field] = set_value
        self._relabel.append(relabel)
        return combo

    def _int_option(self, option: RuleOption) -> QWidget:
        spin = QSpinBox(self)
        spin.setObjectName(f"rule_{option.field}")
        spin.setRange(option.minimum, option.maximum)
        self._getters[option.field] = spin.value

        def set_value(value: Any) -> None:
            spin.setValue(int(value))

        def relabel() -> None:
            if option.off_label:
                spin.setSpecialValueText(rule_tr(option.off_label))

        self._setters[option.field] = set_value
        self._relabel.append(relabel)
        return spin

    def _games_option(self, option: RuleOption) -> QWidget:
        """A number of games, or open-ended (None)."""
        holder = QWidget(self)
        spin = QSpinBox(holder)
        spin.setObjectName(f"rule_{option.field}")
        spin.setRange(option.minimum, option.maximum)
        open_box = QCheckBox(holder)
        open_box.setObjectName(f"rule_{option.field}_open")
        open_box.toggled.connect(lambda on: spin.setEnabled(not on))
        line = QHBoxLayout(holder)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(spin)
        line.addWidget(open_box)
        line.addStretch(1)

        def get_value() -> int | None:
            return None if open_box.isChecked() else spin.value()

        def set_value(value: Any) -> None:
            open_box.setChecked(value is None)
            if value is not None:
                spin.setValue(int(value))

        def relabel() -> None:
            open_box.setText(self.tr("open-ended"))
            n = spin.value()
            unit = self.tr("%n game(s)", "the unit after a number in a spin box: keep %n first", n)
            spin.setSuffix(unit_after_number(unit, n))

        spin.valueChanged.connect(lambda _value: relabel())

        self._getters[option.field] = get_value
        self._setters[option.field] = set_value
        self._relabel.append(relabel)
        return holder

    def values(self) -> dict[str, Any]:
        return {name: getter() for name, getter in self._getters.items()}

    def set_rules(self, rules: Any) -> None:
        for name, setter in self._setters.items():
            setter(getattr(rules, name))

    def retranslate(self) -> None:
        for relabel in self._relabel:
            relabel()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
