"""The end-of-game panel: a stray Enter does not skip the results."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from tablegames_qt.ui.result_panel import ResultPanel


def test_enter_on_the_results_does_not_start_the_next_game_but_the_buttons_still_do(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(800, 600)
    host.show()
    panel = ResultPanel(host)
    again: list[bool] = []
    panel.playAgain.connect(lambda: again.append(True))
    panel.show_result("Ann wins!", "Bob lost his last die.")
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        qtbot.keyClick(panel, key)
    assert not again and panel.isVisible()
    assert not panel.play_again_button.isDefault()
    # Tab to the button and press it (keyboard only), or click it.
    panel.play_again_button.setFocus()
    qtbot.keyClick(panel.play_again_button, Qt.Key.Key_Space)
    assert again == [True]
