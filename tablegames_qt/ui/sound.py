"""The sound of the table: which sound each table event makes, and playing it.

The sounds are the project's own (``packaging/make_sounds.py`` makes them into
``resources/sounds/``). They play through ``miniaudio`` (a 0.6 MB wheel; Qt's own
multimedia module would add far more to the bundle). The audio device is opened ahead,
on a thread of its own while the app idles at start-up (:func:`prepare_in_background`,
from ``ui/warm_up.py``), or else at the first sound: importing numpy and miniaudio and
opening the device took the GUI thread about a second at a table's first roll. A
machine without a device runs silently and says so once in the log.

Screens call :meth:`SoundBoard.event` at the moment their table shows an event, so the
sound comes with the animation, not before it. A demo or a test plays nothing unless
asked (:attr:`SoundBoard.muted`); :attr:`SoundBoard.played` tells what would be heard.
"""

from __future__ import annotations

import logging
import threading
import wave
from collections.abc import Generator
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Signal

from tablegames_qt.engine.core import Event
from tablegames_qt.storage import paths
from tablegames_qt.storage.settings import Settings
from tablegames_qt.ui.rooms import room

if TYPE_CHECKING:  # numpy is imported at the first sound, not at the app's start
    import numpy as np

log = logging.getLogger(__name__)

SOUND_NAMES: tuple[str, ...] = (
    "cup_shake", "dice_land", "cup_lift", "die_lost",
    "card_deal", "card_play", "capture", "sweep", "win",
)  # fmt: skip

def sounds_for(game: str, event: Event) -> tuple[str, ...]:
    """The sounds ``event`` makes at a ``game`` table (none for most events)."""
    return room(game).sounds.get(event.kind, ())


class Player(Protocol):
    """Something that plays a named sound at a volume (0–1), ``after_ms`` from now."""

    def play(self, name: str, volume: float, after_ms: float = 0.0) -> None: ...

    def length_ms(self, name: str) -> float: ...


RATE = 22_050
_BUFFER_MS = 60


def load_sound(path: Path) -> np.ndarray[Any, np.dtype[np.int16]]:
    """A 16-bit mono WAV file as samples."""
    import numpy as np

    with wave.open(str(path), "rb") as sound:
        if (sound.getnchannels(), sound.getsampwidth(), sound.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{path.name}: not 16-bit mono {RATE} Hz")
        return np.frombuffer(sound.readframes(sound.getnframes()), dtype="<i2").copy()


class MiniaudioPlayer:
    """Plays sounds through the system's audio device; several may sound at once."""

    def __init__(self, folder: Path | None = None) -> None:
        self._folder = folder or paths.resources_dir() / "sounds"
        self._sounds: dict[str, np.ndarray[Any, np.dtype[np.int16]]] = {}
        self._voices: list[tuple[np.ndarray[Any, np.dtype[np.float32]], int]] = []
        self._lock = threading.Lock()
        self._device: Any = None
        self._failed = False
        self._opening = threading.Lock()  # the warm-up's thread and the first sound

    def play(self, name: str, volume: float, after_ms: float = 0.0) -> None:
        if self._failed or volume <= 0:
            return
        samples = self._sound(name)
        if samples is None or not self._open():
            return
        import numpy as np

        wait = int(RATE * after_ms / 1000)  # a voice at a negative position is still waiting
        with self._lock:
            self._voices.append((samples.astype(np.float32) * volume, -wait))

    def length_ms(self, name: str) -> float:
        samples = self._sound(name)
        return 0.0 if samples is None else 1000.0 * len(samples) / RATE

    def close(self) -> None:
        if self._device is not None:
            self._device.close()
            self._device = None

    def _sound(self, name: str) -> np.ndarray[Any, np.dtype[np.int16]] | None:
        if name not in self._sounds:
            try:
                self._sounds[name] = load_sound(self._folder / f"{name}.wav")
            except (OSError, ValueError, wave.Error) as exc:
                log.warning("sound %s cannot be played: %s", name, exc)
                return None
        return self._sounds[name]

    def prepare(self) -> None:
        """What the first sound would do first: every sound read (numpy imported) and the
        device opened (miniaudio imported). Any thread may call it."""
        for name in SOUND_NAMES:
            self._sound(name)
        self._open()

    def _open(self) -> bool:
        if self._device is not None:
            return True
        with self._opening:
            return self._open_device()

    def _open_device(self) -> bool:
        if self._device is not None or self._failed:
            return self._device is not None
        try:
            import miniaudio

            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE,
                buffersize_msec=_BUFFER_MS, app_name="Table Games",
            )  # fmt: skip
            stream = self._stream()
            next(stream)
            device.start(stream)
        except Exception as exc:  # no device, no backend, no library: play nothing
            log.warning("no sound: the audio device could not be opened (%s)", exc)
            self._failed = True
            return False
        self._device = device
        return True

    def _stream(self) -> Generator[bytes, int, None]:
        """The device's callback (its own thread): the voices mixed, silence when none."""
        import numpy as np

        frames = yield b""
        while True:
            out = np.zeros(frames, dtype=np.float32)
            with self._lock:
                voices = []
                for samples, at in self._voices:
                    skip = max(0, -at)  # frames of this buffer before the voice begins
                    part = samples[max(0, at) : max(0, at + frames)]
                    out[skip : skip + len(part)] += part
                    if at + frames < len(samples):
                        voices.append((samples, at + frames))
                self._voices = voices
            frames = yield np.clip(out, -32768, 32767).astype("<i2").tobytes()


_shared: MiniaudioPlayer | None = None
_shared_lock = threading.Lock()


def shared_player() -> MiniaudioPlayer:
    """The app's one player (one audio device for every screen)."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = MiniaudioPlayer()
        return _shared


def prepare_in_background() -> threading.Thread:
    """Prepare the app's player (:meth:`MiniaudioPlayer.prepare`) on a thread of its own."""

    def run() -> None:
        try:
            shared_player().prepare()
        except Exception:  # the first sound tries again
            log.exception("preparing the sound failed")

    thread = threading.Thread(target=run, name="sound-prepare", daemon=True)
    thread.start()
    return thread


class SoundBoard(QObject):
    """The app's sounds at the volume the settings give (see the module docstring)."""

    #: a sound was asked for and is not muted (what a person would hear)
    played = Signal(str)

    def __init__(self, settings: Settings, player: Player | None = None,
                 parent: QObject | None = None, *, muted: bool = False) -> None:
        super().__init__(parent)
        self._settings = settings
        self._player = player
        self.muted = muted

    def play(self, name: str, after_ms: float = 0.0) -> None:
        volume = self._settings.sound_volume
        if self.muted or volume <= 0:
            return
        if self._player is None:
            self._player = shared_player()
        self._player.play(name, volume, after_ms)
        self.played.emit(name)

    def table_event(self, game: str, event: Event) -> None:
        """The sounds of one table event, one after the other (call it when the table
        shows the event)."""
        after = 0.0
        for name in sounds_for(game, event):
            self.play(name, after)
            if self._player is not None:
                after += self._player.length_ms(name)

    def close(self) -> None:
        if isinstance(self._player, MiniaudioPlayer):
            self._player.close()
