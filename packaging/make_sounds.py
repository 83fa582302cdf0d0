"""Make the table's sounds: synthesised here, so they are the project's own (MIT, as the code).

    python3 packaging/make_sounds.py            # writes resources/sounds/*.wav
    python3 packaging/make_sounds.py check      # the committed files are what this makes

Each sound is built from a few ingredients — filtered noise for leather, felt and card
stock, short decaying resonances for wood, dice and brass — with a fixed seed, so the
same script always writes the same bytes (a test checks that). 16-bit mono, 22,050 Hz:
all of them together stay well under 1 MB (tests/ui/test_sound.py checks it).
"""

from __future__ import annotations

import io
import math
import random
import sys
import wave
from collections.abc import Callable, Iterable
from pathlib import Path

RATE = 22_050
SOUNDS_DIR = Path(__file__).resolve().parent.parent / "resources" / "sounds"

Samples = list[float]


def _silence(seconds: float) -> Samples:
    return [0.0] * int(RATE * seconds)


def _noise(seconds: float, rng: random.Random, smooth: float) -> Samples:
    """White noise through a one-pole low-pass (``smooth`` near 1: darker)."""
    out, last = [], 0.0
    for _ in range(int(RATE * seconds)):
        last = smooth * last + (1.0 - smooth) * rng.uniform(-1.0, 1.0)
        out.append(last)
    peak = max((abs(x) for x in out), default=1.0) or 1.0
    return [x / peak for x in out]


def _envelope(samples: Samples, attack: float, decay: float) -> Samples:
    """A quick rise over ``attack`` seconds, then an exponential fall (time constant ``decay``)."""
    rise = max(1, int(RATE * attack))
    return [
        x * (i / rise if i < rise else math.exp(-(i - rise) / (RATE * decay)))
        for i, x in enumerate(samples)
    ]


def _tone(frequency: float, seconds: float, decay: float, partials: Iterable[float] = (1.0,)) -> Samples:
    """A struck resonance: a few partials (ratios to ``frequency``), dying away."""
    ratios = list(partials)
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        value = sum(math.sin(2 * math.pi * frequency * r * t) / (k + 1) for k, r in enumerate(ratios))
        out.append(value * math.exp(-t / decay))
    return out


def _mix(length: float, *parts: tuple[float, Samples, float]) -> Samples:
    """``parts``: (start in seconds, samples, gain), added together."""
    out = _silence(length)
    for start, samples, gain in parts:
        offset = int(RATE * start)
        for i, x in enumerate(samples):
            if offset + i < len(out):
                out[offset + i] += gain * x
    return out


def _click(rng: random.Random, pitch: float) -> Samples:
    """A die or a card corner touching wood: a tick of noise and a tiny resonance."""
    tick = _envelope(_noise(0.02, rng, 0.3), 0.0005, 0.004)
    ring = _tone(pitch, 0.06, 0.012, (1.0, 2.7))
    return _mix(0.06, (0.0, tick, 0.8), (0.0, ring, 0.35))


def cup_shake(rng: random.Random) -> Samples:
    """Dice rattling in a leather cup: a burst of clicks under a dull rustle."""
    parts: list[tuple[float, Samples, float]] = [
        (0.0, _envelope(_noise(0.55, rng, 0.85), 0.05, 0.25), 0.35)
    ]
    for _ in range(26):
        parts.append((rng.uniform(0.0, 0.5), _click(rng, rng.uniform(1800, 2600)), rng.uniform(0.2, 0.5)))
    return _mix(0.6, *parts)


def dice_land(rng: random.Random) -> Samples:
    """Dice tumbling onto felt: a few soft knocks, closer and closer together."""
    parts = []
    t = 0.0
    for gap in (0.0, 0.07, 0.05, 0.04, 0.03, 0.02):
        t += gap
        parts.append((t, _click(rng, rng.uniform(900, 1300)), 0.6 - t))
    return _mix(0.35, *parts)


def cup_lift(rng: random.Random) -> Samples:
    """The cup lifted off the table: a short breath of air and a leather creak."""
    air = _envelope(_noise(0.3, rng, 0.6), 0.08, 0.07)
    creak = _envelope(_tone(220, 0.2, 0.05, (1.0, 1.5, 2.2)), 0.01, 0.05)
    return _mix(0.32, (0.0, air, 0.5), (0.05, creak, 0.25))


def die_lost(rng: random.Random) -> Samples:
    """A die taken off the table: a low wooden thud."""
    thud = _tone(140, 0.35, 0.08, (1.0, 2.3, 3.9))
    knock = _envelope(_noise(0.05, rng, 0.7), 0.001, 0.01)
    return _mix(0.36, (0.0, thud, 0.7), (0.0, knock, 0.4))


def card_deal(rng: random.Random) -> Samples:
    """A card flicked onto the cloth: a quick swish."""
    return _mix(0.18, (0.0, _envelope(_noise(0.16, rng, 0.2), 0.01, 0.035), 0.6))


def card_play(rng: random.Random) -> Samples:
    """A card laid down: a soft slap."""
    slap = _envelope(_noise(0.1, rng, 0.45), 0.002, 0.02)
    return _mix(0.12, (0.0, slap, 0.7), (0.0, _click(rng, 700), 0.3))


def capture(rng: random.Random) -> Samples:
    """Cards gathered in: two slaps and a slide."""
    slide = _envelope(_noise(0.22, rng, 0.35), 0.05, 0.06)
    return _mix(0.32, (0.0, card_play(rng), 0.7), (0.08, card_play(rng), 0.6), (0.1, slide, 0.4))


def sweep(rng: random.Random) -> Samples:
    """The table swept clean: a long brush stroke and a bright chime."""
    brush = _envelope(_noise(0.5, rng, 0.25), 0.15, 0.15)
    chime = _tone(1318.5, 0.6, 0.18, (1.0, 2.0, 3.01))
    return _mix(0.7, (0.0, brush, 0.4), (0.3, chime, 0.3))


def win(rng: random.Random) -> Samples:
    """A win: a rising arpeggio on something like a brass bell."""
    notes = (523.25, 659.25, 783.99, 1046.5)
    parts = [(0.11 * i, _tone(f, 0.7, 0.25, (1.0, 2.0, 2.76)), 0.3) for i, f in enumerate(notes)]
    return _mix(1.1, *parts)


MAKERS: dict[str, Callable[[random.Random], Samples]] = {
    "cup_shake": cup_shake,
    "dice_land": dice_land,
    "cup_lift": cup_lift,
    "die_lost": die_lost,
    "card_deal": card_deal,
    "card_play": card_play,
    "capture": capture,
    "sweep": sweep,
    "win": win,
}


def wav_bytes(samples: Samples, peak: float = 0.7) -> bytes:
    """16-bit mono WAV, normalised to ``peak`` of full scale, with short fades at both ends."""
    top = max((abs(x) for x in samples), default=1.0) or 1.0
    fade = min(len(samples) // 4, int(RATE * 0.004))
    frames = bytearray()
    for i, x in enumerate(samples):
        edge = min(1.0, (i + 1) / fade if fade else 1.0, (len(samples) - i) / fade if fade else 1.0)
        value = int(max(-1.0, min(1.0, x / top * peak * edge)) * 32767)
        frames += value.to_bytes(2, "little", signed=True)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(frames))
    return buffer.getvalue()


def make_all() -> dict[str, bytes]:
    return {name: wav_bytes(make(random.Random(f"tablegames:{name}"))) for name, make in MAKERS.items()}


def main(argv: list[str]) -> int:
    made = make_all()
    if argv[:1] == ["check"]:
        stale = [n for n, data in made.items() if (SOUNDS_DIR / f"{n}.wav").read_bytes() != data]
        print("sounds up to date" if not stale else f"differ from the script: {stale}")
        return 1 if stale else 0
    SOUNDS_DIR.mkdir(parents=True, exist_ok=True)
    for name, data in made.items():
        (SOUNDS_DIR / f"{name}.wav").write_bytes(data)
    print(f"{len(made)} sounds, {sum(map(len, made.values())):,} bytes in {SOUNDS_DIR}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
