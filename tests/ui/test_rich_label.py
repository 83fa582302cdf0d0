"""The end panel's rich texts (ui/rich_label.py): the same sizes as a QLabel's, each worked
out once as the panel opens and painted from the same document (a QLabel lays the whole
table out again for every hint and once more to paint it)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from tablegames_qt.ui.result_panel import ResultPanel
from tablegames_qt.ui.rich_label import RichLabel

NAMES = [f"Šťastná Lucka {n}" for n in range(1, 11)]
TABLE = "<p>Games played: 12</p><table align='center' cellspacing='6'>" + "".join(
    f"<tr><td align='right'><b>{place}.</b></td><td>{name}</td><td align='center'>{place * 3}</td></tr>"
    for place, name in enumerate(NAMES, start=1)) + "</table>"
STORY = "<table cellpadding='3'>" + "".join(
    f"<tr><td align='left'>{name}</td>" + "".join(f"<td align='center'>{n}</td>" for n in range(8)) + "</tr>"
    for name in NAMES) + "</table>"
PROSE = "Bob lost his last die: <b>Ann</b> wins, " * 6


def _both(host: QWidget, wrap: bool) -> tuple[RichLabel, QLabel]:
    ours, qt = RichLabel(host), QLabel(host)
    for label in (ours, qt):
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(wrap)
    return ours, qt


def _hints(label: QLabel) -> tuple[object, ...]:
    return (label.sizeHint(), label.minimumSizeHint(), label.hasHeightForWidth(),
            *(label.heightForWidth(width) for width in (0, 90, 250, 388, 700)))


def test_a_rich_label_has_the_sizes_of_a_qlabel_with_its_text_and_font(qtbot: QtBot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    for wrap in (True, False):
        ours, qt = _both(host, wrap)
        for text in (TABLE, STORY, PROSE, "", "Ann"):
            for label in (ours, qt):
                label.setText(text)
            assert _hints(ours) == _hints(qt), (wrap, text[:20])
        font = qt.font()
        font.setPointSizeF(font.pointSizeF() * 1.7)
        for label in (ours, qt):
            label.setFont(font)  # a bigger font: the sizes are worked out again
            label.setText(STORY)
        assert _hints(ours) == _hints(qt)
        for label in (ours, qt):
            label.setMinimumWidth(420)  # a QLabel keeps its hints through this: a new text
            label.setText(TABLE)
        assert _hints(ours) == _hints(qt)


def test_the_end_panel_lays_each_rich_text_out_once_a_size(qtbot: QtBot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(1600, 1000)
    host.show()
    panel = ResultPanel(host)
    assert isinstance(panel.details, RichLabel) and isinstance(panel.story, RichLabel)
    panel.show_result("Šťastná Lucka 1 wins the match!", TABLE, STORY)
    qtbot.waitUntil(lambda: panel.story.width() > 0)
    panel.grab()  # painted: from the same documents
    # The details (wrapped): the width it picks, its narrowest, one line, then its height at
    # the width the card gives it (and the card's inner width): five, and none more to paint.
    # The story (not wrapped): once, and once more for its place on the card.
    assert panel.details.layouts <= 5
    assert panel.story.layouts <= 2
    assert panel.details.text() == TABLE and panel.story.text() == STORY
    shown = panel.details.layouts + panel.story.layouts
    panel.show_result("Šťastná Lucka 1 wins the match!", TABLE, STORY)  # a new language, say
    panel.grab()
    assert panel.details.layouts + panel.story.layouts == shown
