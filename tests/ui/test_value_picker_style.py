"""Macháček's value picker styles its 21 buttons with one style sheet of its own: a new
turn styles again only the buttons whose marks moved (a style sheet per button, all 21 set
each turn, took some 100 ms of the table's first frame and a few ms of every turn)."""

from __future__ import annotations

from typing import Any

from tablegames_qt.ui.machacek.value_picker import (
    KEY_MARK,
    TRUTH,
    VALUES,
    ValuePicker,
    picker_sheet,
)

from .app_helpers import Restyled


def test_a_turn_restyles_no_button_through_a_style_sheet_of_its_own(qtbot: Any) -> None:
    picker = ValuePicker()
    qtbot.addWidget(picker)
    picker.show()
    picker.set_legal(VALUES[5:], VALUES[6])
    seen = Restyled()
    for button in picker.buttons.values():
        button.installEventFilter(seen)
    picker.set_legal(VALUES[8:], VALUES[9])
    assert seen.count == 0
    assert picker.styleSheet() == picker_sheet()
    assert all(button.styleSheet() == "" for button in picker.buttons.values())


def test_the_marks_are_the_properties_the_pickers_sheet_reads(qtbot: Any) -> None:
    picker = ValuePicker()
    qtbot.addWidget(picker)
    picker.set_legal(VALUES[8:], VALUES[9])
    truth = [v for v, b in picker.buttons.items() if b.property(TRUTH)]
    keyed = [v for v, b in picker.buttons.items() if b.property(KEY_MARK)]
    assert truth == [VALUES[9]]
    assert keyed == [picker.focused_value()]
    picker.focus_value(VALUES[12])
    assert [v for v, b in picker.buttons.items() if b.property(KEY_MARK)] == [VALUES[12]]
    assert [v for v, b in picker.buttons.items() if b.property(TRUTH)] == [VALUES[9]]
    for name in (TRUTH, KEY_MARK):
        assert f'[{name}="true"]' in picker_sheet()
