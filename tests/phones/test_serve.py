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
        assert line["game"] == game and line["port"] > 0 and line["address"] == "127.0.0.1"
        seats = int(arguments[arguments.index("--seats") + 1])
        bots = int(arguments[arguments.index("--bots") + 1]) if "--bots" in arguments else 0
        # every seat is named, phones and bots, so a script can tell them apart
        assert [seat["seat"] for seat in line["seats"]] == list(range(seats))
        kinds = [seat["kind"] for seat in line["seats"]]
        assert kinds == ["phone"] * (seats - bots) + ["bot"] * bots
        assert all(seat["name"] for seat in line["seats"])
        assert all("link" not in seat and seat["level"] for seat in line["seats"]
                   if seat["kind"] == "bot")
        phones = []
        for seat in (seat for seat in line["seats"] if seat["kind"] == "phone"):
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


def test_serve_help_says_what_seats_and_bots_count() -> None:
    from tablegames_qt.__main__ import build_parser

    text = " ".join(build_parser().format_help().split())
    assert "--seats N serve: every seat at the table, phones and computer players together" in text
    assert "the other N-K are phones" in text
    assert "never every interface" in text
