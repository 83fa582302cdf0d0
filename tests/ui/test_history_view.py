"""The side logs: wrapped lines get the height they are painted with, at any width."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication

from tablegames_qt.ui.history_view import RESULT_KINDS, HistoryDelegate, HistoryView
from tablegames_qt.ui.models.history import HistoryEntry, HistoryModel

#: what the two dice rooms really print, in both languages (results are bold and red)
LINES = {
    "en": [
        ("announce", "“62” to Captain Pip"),
        ("challenge", "Captain Pip lifts your cup"),
        ("result", "Captain Pip caught you bluffing. The cup shows 41; the announcement was 64."),
        ("game_over", "Captain Pip wins game 1"),
        ("round", "Game 2"),
        ("challenge", "Captain Pip calls Dudo on your 8 fives: 4 found"),
        ("die_lost", "Captain Pip loses the last die"),
        ("eliminated", "Captain Pip is out!"),
        ("bid", ""),
    ],
    "cs": [
        ("announce", "„62“ pro hráče Kapitán Pip"),
        ("result", "Lucy mluví pravdu: prohrává Mole. V\u00a0kelímku: Macháček, přesně jak bylo ohlášeno."),
        ("game_over", "Hru 2 vyhrává Lucy"),
        ("challenge", "Kapitán Pip říká Dudo na tvých 8 pětek: nalezeno 4"),
        ("die_lost", "Kapitán Pip přichází o\u00a0poslední kostku"),
        ("eliminated", "Kapitán Pip vypadává!"),
        ("round", "Kolo 3"),
    ],
}


def make_view(qtbot, lines: list[tuple[str, str]], width: int) -> HistoryView:
    entries = [HistoryEntry(kind, 0, quantity=3, face=4, value=62, payload=text) for kind, text in lines]
    model = HistoryModel(lambda entry: str(entry.payload), names=lambda seat: "Captain Pip")
    view = HistoryView()
    qtbot.addWidget(view)
    view.setModel(model)
    model.setParent(view)
    for entry in entries:
        model.append(entry)
    view.resize(width, 900)
    view.show()
    qtbot.waitExposed(view)
    view.doItemsLayout()
    return view


def painted_text_height(view: HistoryView, kind: str, text: str, row: QRect) -> int:
    """The height the words take when drawn word-wrapped in the row (bold for results)."""
    font = QFont(view.font())
    font.setBold(kind in RESULT_KINDS)
    font.setItalic(kind not in RESULT_KINDS)
    flags = int(Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap)
    return QFontMetrics(font).boundingRect(QRect(0, 0, row.width() - 12, 100_000), flags, text).height()


def assert_rows_hold_their_text(view: HistoryView, lines: list[tuple[str, str]]) -> None:
    model = view.model()
    rects = [view.visualRect(model.index(row, 0)) for row in range(model.rowCount())]
    for a in range(len(rects)):
        for b in range(a + 1, len(rects)):
            assert not rects[a].intersects(rects[b]), (lines[a], lines[b])
    for (kind, text), rect in zip(lines, rects, strict=True):
        assert rect.width() >= view.viewport().width() - 4
        if kind in ("bid", "announce", "round"):
            continue
        assert painted_text_height(view, kind, text, rect) <= rect.height() - 4, (text, rect)


@pytest.mark.parametrize("language", ["en", "cs"])
def test_wrapped_lines_never_overprint_the_next_one(qtbot, language: str) -> None:
    lines = LINES[language]
    view = make_view(qtbot, lines, 190)
    # At this width the long result lines wrap onto three lines or more.
    model = view.model()
    longest = max(range(len(lines)), key=lambda r: len(lines[r][1]))
    assert view.visualRect(model.index(longest, 0)).height() > 3 * view.fontMetrics().lineSpacing()
    assert_rows_hold_their_text(view, lines)


def test_rows_are_measured_again_when_the_list_narrows(qtbot) -> None:
    lines = LINES["en"]
    view = make_view(qtbot, lines, 600)
    assert_rows_hold_their_text(view, lines)
    model = view.model()
    wide = view.visualRect(model.index(2, 0)).height()
    view.resize(200, 900)
    qtbot.waitUntil(lambda: view.visualRect(model.index(2, 0)).height() > wide)
    assert_rows_hold_their_text(view, lines)


def test_a_new_row_is_measured_alone(qtbot, monkeypatch) -> None:
    """A list whose rows have heights of their own measured every row again for each new
    one: in a long game the side log stalled the table's animations."""
    measured: list[int] = []
    real = HistoryDelegate.sizeHint
    # patched before the view exists, so that Qt's own calls come here too
    monkeypatch.setattr(HistoryDelegate, "sizeHint",
                        lambda self, option, index: (measured.append(index.row()), real(self, option, index))[1])
    lines = LINES["en"] * 20
    view = make_view(qtbot, lines, 300)
    assert set(measured) == set(range(len(lines)))
    measured.clear()
    model = view.model()
    for kind, text in LINES["en"][:3]:
        model.append(HistoryEntry(kind, 0, quantity=3, face=4, value=62, payload=text))
    QApplication.processEvents()  # as the app's event loop goes on: delayed layouts, a paint
    view.viewport().repaint()
    assert set(measured) <= set(range(len(lines), len(lines) + 3))
    assert_rows_hold_their_text(view, lines + LINES["en"][:3])
    last = model.index(model.rowCount() - 1, 0)
    assert view.visualRect(last).bottom() <= view.viewport().height(), "the newest line is in view"
    assert view.visualRect(last).top() >= 0


def test_rows_are_measured_again_when_a_scroll_bar_narrows_the_list(qtbot) -> None:
    lines = LINES["en"][:3]
    probe = make_view(qtbot, lines, 300)
    bar = probe.style().pixelMetric(probe.style().PixelMetric.PM_ScrollBarExtent)
    kind, text = lines[2]  # the long result line

    def height(width: int) -> int:
        return painted_text_height(probe, kind, text, QRect(0, 0, width, 10))

    # a width where the scroll bar's few pixels make the line wrap once more
    width = next(w for w in range(150, 600) if height(w) != height(w - bar))
    view = make_view(qtbot, lines, width + 2 * probe.frameWidth())
    model = view.model()
    for _ in range(30):  # enough for a scroll bar, which takes its width from the rows
        for kind_, text_ in lines:
            model.append(HistoryEntry(kind_, 0, quantity=3, face=4, value=62, payload=text_))
    qtbot.waitUntil(view.verticalScrollBar().isVisible)
    qtbot.wait(20)
    assert_rows_hold_their_text(view, lines * 31)


@pytest.mark.parametrize("language", ["en", "cs"])
def test_an_announcements_words_wrap_instead_of_being_cut(qtbot, language: str) -> None:
    """The Macháček replay at 1024×640: "„5 indiánů“ — dostává Šťastn…" was cut short;
    the line under the dice wraps like every other line of the log."""
    text = {"en": "“5 Indians” — Lucky Lucy (normal) gets the cup from Captain Pip",
            "cs": "„5 indiánů“ — dostává Šťastná Lucka (střední) od hráče Kapitán Pip"}[language]
    view = make_view(qtbot, [("announce", text)], 230)
    rect = view.visualRect(view.model().index(0, 0))
    delegate = view.itemDelegate()
    assert isinstance(delegate, HistoryDelegate)
    font = QFont(view.font())
    font.setItalic(True)
    flags = int(Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap)
    words = QFontMetrics(font).boundingRect(QRect(0, 0, rect.width() - 12 - 18, 100_000), flags, text)
    assert words.height() > QFontMetrics(font).lineSpacing()  # too long for one line at this width
    assert rect.height() >= delegate.die_size + 4 + words.height()  # the dice, then every word
