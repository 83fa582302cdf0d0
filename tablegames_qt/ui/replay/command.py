"""``tablegames --replay FILE [--screenshot PNG]``: a saved game on its table.

FILE is a save as ``storage.saves`` writes it (a replay of a finished game, or a
game in progress).  It is read and checked by the same path as every save
(``save_format.read_file``); a file that cannot be used is left where it is
(it is not the app's own) and named in one line on stderr, with exit code 1.
With ``--screenshot`` the replay goes to its end, a picture of the window is
saved and the app exits 0, so tests and packaging can check the whole path.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from PySide6.QtCore import QTimer

from tablegames_qt.storage import recovery
from tablegames_qt.storage.recovery import DamagedFile
from tablegames_qt.storage.save_format import SavedGame, read_file

log = logging.getLogger(__name__)

#: how long the window has to lay itself out before the screenshot (ms)
SETTLE_MS = 200


class ReplayFileError(Exception):
    """A replay file that cannot be shown; the message says why in plain words."""


def load(path: str | Path) -> SavedGame:
    """The saved game at ``path``; :class:`ReplayFileError` when it cannot be used."""
    target = Path(path)
    try:
        return read_file(target)
    except FileNotFoundError as exc:
        raise ReplayFileError(f"cannot replay {target}: there is no such file") from exc
    except IsADirectoryError as exc:
        raise ReplayFileError(f"cannot replay {target}: it is a folder, not a file") from exc
    except DamagedFile as damage:
        log.info("replay %s unusable: %s", target, damage)
        reason = recovery.damage_reason_text(damage.reason)  # the words the app says for a damaged save
        raise ReplayFileError(f"cannot replay {target}: {reason}") from damage
    except OSError as exc:
        raise ReplayFileError(f"cannot replay {target}: {exc.strerror or exc}") from exc


def run_replay(
    path: str, screenshot: str | None = None, language: str | None = None,
    qt_args: list[str] | None = None,
) -> int:
    """Show the replay at ``path`` (see the module docstring); the exit code.

    Raises ``app.UnusedQtArguments`` for one-dash options Qt did not take.
    """
    try:
        saved = load(path)
    except ReplayFileError as error:
        print(f"tablegames: error: {error}", file=sys.stderr)
        return 1
    from tablegames_qt.app import (
        ExceptionRecorder,
        LanguageSwitcher,
        UnusedQtArguments,
        create_application,
    )
    from tablegames_qt.storage import paths
    from tablegames_qt.storage.settings import ANIMATION_SPEED, LANGUAGE, Settings
    from tablegames_qt.ui import anim
    from tablegames_qt.ui.cards import deck_choice
    from tablegames_qt.ui.replay.window import ReplayWindow

    qt_args = list(qt_args or [])
    app = create_application([sys.argv[0], *qt_args])
    unused = [arg for arg in app.arguments()[1:] if arg in qt_args]
    if unused:
        raise UnusedQtArguments(unused)
    recovery.check_settings_file(paths.settings_file())
    settings = Settings()
    if language is not None:
        settings.override(LANGUAGE, language)
    if screenshot is not None:
        settings.override(ANIMATION_SPEED, "off")  # for this run only: the picture shows the end
    LanguageSwitcher(app).apply(settings.language)
    anim.set_speed(settings.animation_factor)
    deck_choice.set_four_colour(settings.four_colour_deck)
    recorder = ExceptionRecorder()
    recorder.install()
    try:
        window = ReplayWindow(saved)
        window.show()
        outcome = {"code": 0}
        if screenshot is not None:
            target = Path(screenshot)

            def take() -> None:
                window.scene.finish()
                target.parent.mkdir(parents=True, exist_ok=True)
                if not window.grab().save(str(target), "PNG"):
                    print(f"tablegames: error: could not write the screenshot {target}", file=sys.stderr)
                    outcome["code"] = 1
                window.close()

            window.controller.end()
            QTimer.singleShot(SETTLE_MS, take)
        code = app.exec()
        window.close()
    finally:
        recorder.uninstall()
    code = code or outcome["code"]
    return code if not recorder.exceptions else max(code, 1)
