"""The coach's row in a game screen's control panel: the odds line, the hint's reason, the Hint button.

It sits right under the status line (:func:`insert_under`), so the advice reads next
to the controls it changes.  Hidden as a whole when it has nothing to offer (a
hot-seat table without hints, odds off), so such a table looks as before.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QBoxLayout,
    QGraphicsDropShadowEffect,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tablegames_qt import colours
from tablegames_qt.ui import override
from tablegames_qt.ui.texts import fill_in, percent

#: the gold of a suggested control's glow
GLOW = QColor(colours.COACH_GLOW)
#: the property a suggested control carries (tests and style read it)
SUGGESTED = "coachSuggested"


def odds_percent(chance: float) -> str:
    """A chance for the odds line through QLocale ("38 %"); near 0 or 1 with a decimal
    ("0,4 %" in Czech), so an unlikely bid never reads as impossible."""
    decimals = 0 if chance in (0.0, 1.0) or 0.01 <= chance <= 0.99 else 1
    return percent(chance, decimals)


#: the odds line's bands: below LOW a bid or claim is unlikely, above HIGH likely
LOW, HIGH = 1 / 3, 2 / 3
#: the odds line's colour per band, readable on the panel's cream
BAND_COLOURS = {"low": colours.ODDS_LOW, "even": colours.ODDS_EVEN, "high": colours.ODDS_HIGH}


@dataclass(frozen=True)
class Odds:
    """An odds line: the words (with the band's word in them) and the chance they say."""

    text: str
    chance: float


def odds_band(chance: float) -> str:
    """"low", "even" or "high": the odds line's colour and word."""
    return "low" if chance < LOW else "high" if chance > HIGH else "even"


def likelihood_word(chance: float) -> str:
    """The band as a word, so the line says what its colour says ("unlikely"); a sure
    thing is "certain", not "likely" (100 %), and a hopeless one "impossible" (0 %)."""
    if chance >= 1.0:
        return QCoreApplication.translate("CoachBar", "certain")
    if chance <= 0.0:
        return QCoreApplication.translate("CoachBar", "impossible")
    band = odds_band(chance)
    if band == "low":
        return QCoreApplication.translate("CoachBar", "unlikely")
    if band == "high":
        return QCoreApplication.translate("CoachBar", "likely")
    return QCoreApplication.translate("CoachBar", "a toss-up")


def bid_odds(bid: str, chance: float, seat_name: str | None = None, read: float | None = None) -> Odds:
    """The odds of a standing Perudo bid (said as ``bid_words`` says it), as the live odds
    line and the replay's coach both say it: "7 fours: likely (70%) counting the bids, 15% from
    your dice" — ``read``: the chance counting what the bids tell
    (``coach.perudo.read_chance``, what the coach's advice goes by; the line's colour is
    its word and band); ``seat_name``: whose dice they are, when that is not the person reading (a replay)."""
    if read is None:
        if seat_name is None:
            text = QCoreApplication.translate("CoachBar", "{bid}: {likely} ({percent}), from your dice")
        else:
            text = QCoreApplication.translate(
                "CoachBar", "{bid}: {likely} ({percent}), from the dice {name} sees")
    elif seat_name is None:
        text = QCoreApplication.translate(
            "CoachBar", "{bid}: {read_likely} ({read_percent}) counting the bids, {percent} from your dice")
    else:
        text = QCoreApplication.translate(
            "CoachBar", "{bid}: {read_likely} ({read_percent}) counting the bids, {percent} from the "
            "dice {name} sees")
    return Odds(_fill_odds(text, chance, read, bid=bid, name=seat_name or ""),
                chance if read is None else read)


def claim_odds(value: str, chance: float, read: float | None = None) -> Odds:
    """The odds of a standing Macháček claim (said as ``value_label`` says it). ``chance`` is
    the dice's alone, not a reading of the claimer: the line says so, or "6 %" would read as
    "surely a bluff"; ``read`` (``coach.machacek.read_chance``) is how often such a claim is
    true as players make it, and the line's word and colour are its."""
    if read is None:
        text = QCoreApplication.translate("CoachBar", "Claim {value}: {likely} ({percent}), by the dice alone")
    else:
        text = QCoreApplication.translate(
            "CoachBar", "Claim {value}: {read_likely} ({read_percent}) as players claim, {percent} by "
            "the dice alone")
    return Odds(_fill_odds(text, chance, read, value=value), chance if read is None else read)


def _fill_odds(text: str, chance: float, read: float | None, **words: str) -> str:
    read_words = ({} if read is None else
                  {"read_likely": likelihood_word(read), "read_percent": odds_percent(read)})
    return fill_in(text, likely=likelihood_word(chance), percent=odds_percent(chance),
                   **read_words, **words)


def show_odds(label: QLabel, odds: Odds | None) -> None:
    """An odds line on ``label``, coloured by its band (red unlikely, green likely) and named
    for a screen reader; None hides it. The label's object name is the style sheet's anchor."""
    text = odds.text if odds is not None else ""
    band = odds_band(odds.chance) if odds is not None else "even"
    if label.property("oddsBand") != band:
        label.setProperty("oddsBand", band)
        label.setStyleSheet(f"#{label.objectName()} {{ color: {BAND_COLOURS[band]}; font-weight: bold; }}")
    label.setText(text)
    label.setAccessibleName(text)
    label.setVisible(bool(text))


#: the rows the hint's words keep while hints may be asked (a Czech reason wraps to two at 1024 px)
ADVICE_LINES = 2


def _reserve(label: QLabel, lines: int) -> None:
    """``label`` keeps the height of ``lines`` lines, shown or hidden (0: only what it says)."""
    policy = label.sizePolicy()
    policy.setRetainSizeWhenHidden(lines > 0)
    label.setSizePolicy(policy)
    label.ensurePolished()  # the bold of the odds line is in its style sheet
    label.setMinimumHeight(label.fontMetrics().lineSpacing() * lines)


def glow(widget: QWidget) -> None:
    """Mark ``widget`` as the coach's suggestion: a gold glow around it."""
    effect = QGraphicsDropShadowEffect(widget)
    effect.setColor(GLOW)
    effect.setBlurRadius(28)
    effect.setOffset(0, 0)
    widget.setGraphicsEffect(effect)
    widget.setProperty(SUGGESTED, True)


def unglow(widget: QWidget) -> None:
    if widget.property(SUGGESTED):
        widget.setGraphicsEffect(None)  # type: ignore[arg-type]
        widget.setProperty(SUGGESTED, False)


def is_suggested(widget: QWidget) -> bool:
    return bool(widget.property(SUGGESTED))


def _path_to(layout: QLayout, widget: QWidget) -> list[tuple[QLayout, int]] | None:
    """The layouts from ``layout`` down to ``widget``, each with the index taken."""
    for index in range(layout.count()):
        item = layout.itemAt(index)
        if item is None:
            continue
        if item.widget() is widget:
            return [(layout, index)]
        inner = item.layout()
        if inner is not None:
            path = _path_to(inner, widget)
            if path is not None:
                return [(layout, index), *path]
    return None


def insert_under(anchor: QWidget, widget: QWidget) -> bool:
    """Put ``widget`` right under ``anchor`` in the nearest vertical layout that holds it."""
    parent = anchor.parentWidget()
    top = parent.layout() if parent is not None else None
    path = _path_to(top, anchor) if top is not None else None
    if not path:
        return False
    for layout, index in reversed(path):
        if isinstance(layout, QBoxLayout) and layout.direction() in (
            QBoxLayout.Direction.TopToBottom, QBoxLayout.Direction.BottomToTop
        ):
            layout.insertWidget(index + 1, widget)
            return True
    return False


class CoachBar(QWidget):
    """See the module docstring; :class:`~tablegames_qt.ui.hint.ScreenCoach` fills it."""

    hintRequested = Signal()
    #: the language changed: whoever filled the texts says them again
    languageChanged = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coachBar")
        self.odds = QLabel(self)
        self.odds.setObjectName("oddsLine")
        self.odds.setTextFormat(Qt.TextFormat.PlainText)
        self.odds.setProperty("oddsBand", "")
        self.advice = QLabel(self)
        self.advice.setObjectName("hintText")
        self.advice.setTextFormat(Qt.TextFormat.PlainText)
        self.advice.setWordWrap(True)
        self.advice.setStyleSheet(f"#hintText {{ color: {colours.HINT_TEXT}; }}")
        self.advice.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.button = QPushButton(self)
        self.button.setObjectName("coachHintButton")
        self.button.setStyleSheet(
            f"QPushButton {{ background: {colours.BUTTER}; color: {colours.INK_WARM}; border: 2px solid {colours.AMBER};"
            " border-radius: 8px; padding: 4px 14px; font-weight: bold; }"
            f"QPushButton:hover {{ background: {colours.BUTTER_HOVER}; }}"
            f"QPushButton:disabled {{ background: {colours.COACH_BUTTON_OFF}; color: {colours.INK_GREY}; border-color: {colours.BUTTON_OFF_EDGE_LIGHT}; }}"
        )
        self.button.clicked.connect(self.hintRequested)
        texts = QVBoxLayout()
        texts.setContentsMargins(0, 0, 0, 0)
        texts.setSpacing(0)
        texts.addWidget(self.odds)
        texts.addWidget(self.advice)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(texts, 1)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.odds.hide()
        self.advice.hide()
        #: the Hint button sits in the screen's own row of controls (place_button)
        self.button_apart = False
        self._wanted = True
        self._keep_row = False
        self._keep_advice = False
        self.retranslate()

    def place_button(self, row: QBoxLayout, index: int,
                     alignment: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignVCenter) -> None:
        """Put the Hint button in one of the screen's rows (its status line's, its controls')
        at ``index``: the bar then takes a row of the panel only for words (see set_wanted),
        not a row of the table's height for one button."""
        own = self.layout()
        if own is not None:
            own.removeWidget(self.button)
        row.insertWidget(index, self.button, 0, alignment)
        beside = row.itemAt(index + 1)
        neighbour = beside.widget() if beside is not None else None
        if neighbour is not None:  # as tall as its neighbours
            self.button.setMinimumHeight(neighbour.minimumHeight())
        self.button_apart = True
        self._fit()

    def set_wanted(self, wanted: bool, keep_row: bool = False, keep_advice: bool = False) -> None:
        """Whether the coach has anything to offer at this table (else the bar is hidden);
        ``keep_row``: the odds line keeps its row even with no odds now, ``keep_advice``
        (hints may be asked): the hint's words keep their rows (ADVICE_LINES) — odds and
        hints come and go at every turn, and the table should not grow and shrink with them."""
        self._wanted = wanted
        self._keep_row = keep_row
        self._keep_advice = keep_advice
        self._fit()

    def _fit(self) -> None:
        words = self.odds.isVisibleTo(self) or self.advice.isVisibleTo(self)
        _reserve(self.odds, 1 if self._wanted and self._keep_row else 0)
        _reserve(self.advice, ADVICE_LINES if self._wanted and self._keep_advice else 0)
        self.setVisible(self._wanted and (words or self._keep_row or self._keep_advice
                                          or not self.button_apart))

    def set_odds(self, odds: Odds | None) -> None:
        """The odds line, coloured by its band (red unlikely, green likely); None hides it."""
        show_odds(self.odds, odds)
        self._fit()

    def set_advice(self, text: str | None) -> None:
        self.advice.setText(text or "")
        self.advice.setAccessibleName(text or "")
        self.advice.setVisible(bool(text))
        self._fit()

    def set_busy(self, busy: bool) -> None:
        # No mnemonic: the key is H itself, and Alt+H opens the Help menu.
        self.button.setText(self.tr("Thinking…") if busy else self.tr("Hint"))

    def retranslate(self) -> None:
        self.set_busy(False)
        self.button.setToolTip(self.tr("What would the coach play here, and why? (H)"))
        self.button.setAccessibleName(self.tr("Hint"))
        self.button.setAccessibleDescription(self.button.toolTip())
        self.setAccessibleName(self.tr("The coach"))

    @override
    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.languageChanged.emit()
