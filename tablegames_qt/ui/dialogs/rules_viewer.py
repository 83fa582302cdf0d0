"""The rules of every game as pages for players (``resources/rules/<lang>/<game>.html``)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QUrl
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from tablegames_qt import languages
from tablegames_qt.games import names
from tablegames_qt.storage import paths
from tablegames_qt.ui import override
from tablegames_qt.ui.closing import closable
from tablegames_qt.ui.dialogs.reading import reading_browser
from tablegames_qt.ui.rooms import title
from tablegames_qt.ui.texts import shown_language


def rules_page(game: str, language: str) -> QUrl:
    """The page of ``game`` in ``language``, or in English when that one is missing."""
    base = paths.resources_dir() / "rules"
    page = base / language / f"{game}.html"
    if not page.exists():
        page = base / languages.SOURCE / f"{game}.html"
    return QUrl.fromLocalFile(str(page))


def current_language() -> str:
    """The code of the language shown."""
    return shown_language().code


class RulesViewer(QDialog):
    def __init__(self, game: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesViewer")
        self.resize(760, 720)
        self.tabs = QTabWidget(self)
        self.browsers: dict[str, QTextBrowser] = {}
        for name in names():
            browser = reading_browser(self.tabs)
            browser.setOpenExternalLinks(True)
            browser.setObjectName(f"rules_{name}")
            self.browsers[name] = browser
            self.tabs.addTab(browser, "")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        closable(self, buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.show_game(game or names()[0])
        self.retranslate()

    def show_game(self, game: str) -> None:
        if game in self.browsers:
            self.tabs.setCurrentIndex(list(self.browsers).index(game))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules"))
        language = current_language()
        for i, name in enumerate(self.browsers):
            self.tabs.setTabText(i, title(name))
            self.browsers[name].setSource(rules_page(name, language))

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
