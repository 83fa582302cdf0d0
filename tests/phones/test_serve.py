"""The headless host, as a script runs it: ``tablegames --serve`` on 127.0.0.1."""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pytest

from tests.phones.client import Phone


def _serve(*arguments: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "tablegames_qt", "--serve", *arguments, "--port", "0",
         "--bind", "127.0.0.1"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )


@pytest.mark.parametrize(("game", "arguments"), [
    ("perudo", ["--seats", "3", "--bots", "1", "--rules", "calza=true", "--seed", "7"]),
    ("casino", ["--seats", "2", "--seed", "3", "--lang", "cs"]),
])
def test_serve_prints_the_links_and_plays_the_game_to_its_end(game: str,
                                                              arguments: list[str]) -> None:
    process = _serve(game, *arguments)
    try:
        assert process.stdout is not None
        line = json.loads(process.stdout.readline())
        assert line["game"] == game and line["port"] > 0
        phones = []
        for seat in line["seats"]:
            assert seat["link"] == f"http://127.0.0.1:{line['port']}/#{seat['token']}"
            assert len(seat["token"]) >= 22  # 128 bits in URL-safe base64
            phone = Phone(line["port"], seat["token"], seed=seat["seat"])
            phone.start()
            phones.append(phone)
        assert process.wait(timeout=120) == 0
        for phone in phones:
            phone.join(10)
            final = phone.last_state()
            assert final is not None and final["over"]
        if "--lang" in arguments:
            assert phones[0].of_type("welcome")[0]["lang"] == "cs"
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def test_serve_ends_on_ctrl_c_and_refuses_bad_arguments() -> None:
    process = _serve("machacek", "--seats", "2")
    try:
        assert process.stdout is not None
        assert json.loads(process.stdout.readline())["seats"]
        time.sleep(0.3)
        process.send_signal(2)  # SIGINT
        assert process.wait(timeout=20) == 130
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    bad = _serve("casino", "--seats", "7")
    _, error = bad.communicate(timeout=60)
    assert bad.returncode == 2 and "2 to 4 players" in error
    bad = _serve("perudo", "--seats", "2", "--rules", "nonsense=1")
    _, error = bad.communicate(timeout=60)
    assert bad.returncode == 2 and "unknown rule 'nonsense'" in error
