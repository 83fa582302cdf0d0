"""The settings dialog.  Every change is written and applied at once (no OK)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from tablegames_qt import languages
from tablegames_qt.storage.settings import (
    AFTER_REVEAL_CHOICES,
    ANIMATION_SPEEDS,
    BOT_PACES,
    SOUND_VOLUMES,
    Settings,
    language_choices,
)
from tablegames_qt.ui import override
from tablegames_qt.ui.closing import closable


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.settings = settings
        self.language = self._combo("languageCombo", language_choices())
        self.animation = self._combo("animationCombo", ANIMATION_SPEEDS)
        self.pace = self._combo("paceCombo", BOT_PACES)
        self.after_reveal = self._combo("afterRevealCombo", AFTER_REVEAL_CHOICES)
        self.sound = self._combo("soundCombo", SOUND_VOLUMES)
        self.confirm = QCheckBox(self)
        self.confirm.setObjectName("confirmCheck")
        self.four_colours = QCheckBox(self)
        self.four_colours.setObjectName("fourColourCheck")
        self.odds = QCheckBox(self)
        self.odds.setObjectName("oddsCheck")
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: palette(mid);")
        self._lay_out()
        self._load()
        self._follow_changes()
        self.retranslate()

    def _combo(self, name: str, codes: Iterable[str]) -> QComboBox:
        """A combo box of ``codes``, its texts filled in by :meth:`retranslate`."""
        combo = QComboBox(self)
        combo.setObjectName(name)
        for code in codes:
            combo.addItem("", code)
        return combo

    def _lay_out(self) -> None:
        self.form = QFormLayout()
        self._labels = [QLabel(self) for _ in range(5)]
        self.form.addRow(self._labels[0], self.language)
        self.form.addRow(self._labels[1], self.animation)
        self.form.addRow(self._labels[2], self.pace)
        self.form.addRow(self._labels[3], self.after_reveal)
        self.form.addRow(self._labels[4], self.sound)
        self.form.addRow(self.confirm)
        self.form.addRow(self.four_colours)
        self.form.addRow(self.odds)
        for label, field in zip(self._labels, (self.language, self.animation, self.pace, self.after_reveal,
                                                    self.sound),
                                strict=True):
            label.setBuddy(field)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        closable(self, buttons)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.note)
        layout.addWidget(buttons)

    def _follow_changes(self) -> None:
        """Each field writes its setting the moment it changes."""
        self.language.currentIndexChanged.connect(self._language_changed)
        self.animation.currentIndexChanged.connect(
            lambda _i: setattr(self.settings, "animation_speed", self.animation.currentData())
        )
        self.pace.currentIndexChanged.connect(
            lambda _i: setattr(self.settings, "bot_pace", self.pace.currentData())
        )
        self.after_reveal.currentIndexChanged.connect(
            lambda _i: setattr(self.settings, "after_reveal", self.after_reveal.currentData())
        )
        self.sound.currentIndexChanged.connect(
            lambda _i: setattr(self.settings, "sound", self.sound.currentData())
        )
        self.confirm.toggled.connect(lambda on: setattr(self.settings, "confirm_challenge", on))
        self.four_colours.toggled.connect(lambda on: setattr(self.settings, "four_colour_deck", on))
        self.odds.toggled.connect(lambda on: setattr(self.settings, "show_odds", on))

    def _load(self) -> None:
        self.language.setCurrentIndex(max(0, self.language.findData(self.settings.language)))
        self.animation.setCurrentIndex(max(0, self.animation.findData(self.settings.animation_speed)))
        self.pace.setCurrentIndex(max(0, self.pace.findData(self.settings.bot_pace)))
        self.after_reveal.setCurrentIndex(max(0, self.after_reveal.findData(self.settings.after_reveal)))
        self.sound.setCurrentIndex(max(0, self.sound.findData(self.settings.sound)))
        self.confirm.setChecked(self.settings.confirm_challenge)
        self.four_colours.setChecked(self.settings.four_colour_deck)
        self.odds.setChecked(self.settings.show_odds)

    def _language_changed(self, _index: int) -> None:
        # The app switches translators on the settings' change signal; this
        # dialog then re-translates itself through LanguageChange.
        self.settings.language = str(self.language.currentData())

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self._labels[0].setText(self.tr("&Language:"))
        self._labels[1].setText(self.tr("&Animations:"))
        self._labels[2].setText(self.tr("Computer players' &pace:"))
        # Language names in their own language, so anyone can find theirs.
        self.language.setItemText(0, self.tr("As the system"))
        for i, language in enumerate(languages.LANGUAGES, start=1):
            self.language.setItemText(i, language.native_name)
        speeds = {"off": self.tr("Off: nothing moves"), "fast": self.tr("Fast"), "normal": self.tr("Normal"),
                  "slow": self.tr("Slow, easy to follow", "animations")}
        for i, code in enumerate(ANIMATION_SPEEDS):
            self.animation.setItemText(i, speeds[code])
        self.animation.setToolTip(self.tr(
            "How cups, dice and cards move on the table. Off: every move is shown at once and"
            " nothing on the table moves (not even the dots of a computer player thinking)."
            " Slow: every move takes longer."))
        paces = {
            "instant": self.tr("Instant"),
            "fast": self.tr("Quick"),
            "normal": self.tr("Relaxed"),
            "slow": self.tr("Slow, easy to follow"),
        }
        for i, code in enumerate(BOT_PACES):
            self.pace.setItemText(i, paces[code])
        self._labels[3].setText(self.tr("After a &reveal:"))
        self._labels[4].setText(self.tr("&Sound:"))
        volumes = {"off": self.tr("Off", "the sound (zvuk: vypnutý)"), "quiet": self.tr("Quiet"),
                   "moderate": self.tr("Moderate"), "loud": self.tr("Loud")}
        for i, code in enumerate(SOUND_VOLUMES):
            self.sound.setItemText(i, volumes[code])
        after = {"wait": self.tr("Wait for me"), "continue": self.tr("Continue by itself")}
        for i, code in enumerate(AFTER_REVEAL_CHOICES):
            self.after_reveal.setItemText(i, after[code])
        self.after_reveal.setToolTip(self.tr(
            "When the cups are lifted (Dudo, Calza, a doubted announcement): wait for"
            " Continue (Space) before the next round, or go on after a moment."
            " A table of computer players only always goes on."
        ))
        self.confirm.setText(self.tr("Ask before a challenge (Dudo, Calza, Doubt)"))
        self.four_colours.setText(self.tr("Four-colour card deck (♣ green, ♦ blue)"))
        self.odds.setText(self.tr("Show the &odds of the standing bid or claim on my turn"))
        self.odds.setToolTip(self.tr(
            "Under the bid or claim you must answer: how likely it is to be true, from what"
            " you can see (your own dice). Perudo and Macháček."))
        self.note.setText(self.tr("Changes apply at once."))

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
