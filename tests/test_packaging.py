"""The frozen app, its tarball and its Debian package, built by packaging/build.sh and used
as a person would: the .deb's files, its app started from an unpacked root, the per-user
installer of the tarball in a temporary HOME, the validators on the packaged files.

Marked ``packaging``: it runs with ``pytest -m packaging --packaging`` (as .ci/run does),
since the build takes minutes. Needs dpkg-deb, lintian, desktop-file-validate and
appstreamcli (.ci/run installs them).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tarfile
from dataclasses import dataclass
from pathlib import Path

import pytest

import tablegames_qt

from .test_install_scripts import exec_argv

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
APP = DIST / "Table Games"
SYSTEM_PYTHON = "/usr/bin/python3"
APP_ID = "cz.tablegames.TableGames"
VERSION = tablegames_qt.__version__

pytestmark = pytest.mark.packaging


@dataclass(frozen=True)
class Build:
    app: Path
    tarball: Path
    deb: Path
    log: str


def tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.fail(f"{name} is not installed (.ci/run installs it)")
    return path


def clean_env(tmp: Path, **extra: str) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("XDG_")}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(tmp / "home"),
               XDG_RUNTIME_DIR=str(tmp / "run"), **extra)
    (tmp / "home").mkdir(exist_ok=True)
    (tmp / "run").mkdir(mode=0o700, exist_ok=True)
    return env


@pytest.fixture(scope="module")
def build() -> Build:
    # Built once, from the system's own Python where there is one (Debian's /usr/bin/python3,
    # as the README's users have it: its libpython links the system's expat), else from the
    # first python3 on PATH.
    # (TABLEGAMES_BUILD_PYTHON names another: the release workflow's runner, whose system
    # Python is not the one the project is built with)
    env = dict(os.environ)
    chosen = os.environ.get("TABLEGAMES_BUILD_PYTHON") or (
        SYSTEM_PYTHON if Path(SYSTEM_PYTHON).exists() else "")
    if chosen:
        env["PYTHON"] = chosen
    result = subprocess.run(["bash", str(ROOT / "packaging" / "build.sh")], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=2400)
    sys.stdout.write(result.stdout)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()
    built = Build(APP, DIST / f"TableGames-{VERSION}-linux-{os.uname().machine}.tar.gz",
                  DIST / f"tablegames_{VERSION}_{arch}.deb", result.stdout + result.stderr)
    assert (built.app / "tablegames").exists() and built.tarball.exists() and built.deb.exists()
    return built


@pytest.fixture(scope="module")
def deb_root(build: Build, tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("deb-root")
    subprocess.run([tool("dpkg-deb"), "-x", str(build.deb), str(root)], check=True)
    return root


# -- the Debian package ------------------------------------------------------------------


def test_deb_lists_the_app_the_command_and_the_desktop_files(build: Build) -> None:
    listing = subprocess.run([tool("dpkg-deb"), "-c", str(build.deb)], capture_output=True,
                             text=True, check=True).stdout
    paths = {line.split()[5] for line in listing.splitlines()}
    for path in ("./opt/tablegames/tablegames", f"./usr/share/applications/{APP_ID}.desktop",
                 f"./usr/share/metainfo/{APP_ID}.metainfo.xml",
                 f"./usr/share/icons/hicolor/256x256/apps/{APP_ID}.png",
                 f"./usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
                 "./usr/share/doc/tablegames/copyright", "./usr/share/man/man6/tablegames.6.gz",
                 "./usr/share/doc/tablegames/changelog.gz",
                 "./usr/share/lintian/overrides/tablegames"):
        assert path in paths, path
    (command,) = [line for line in listing.splitlines() if " ./usr/bin/tablegames " in line]
    assert command.startswith("l") and command.endswith("-> /opt/tablegames/tablegames")
    assert all(line.split()[1] == "root/root" for line in listing.splitlines())
    assert not any(path.startswith("./opt/tablegames/share") for path in paths)


def test_deb_control_names_the_version_and_the_system_libraries(build: Build) -> None:
    def field(name: str) -> str:
        return subprocess.run([tool("dpkg-deb"), "-f", str(build.deb), name],
                              capture_output=True, text=True, check=True).stdout.strip()

    assert field("Package") == "tablegames" and field("Version") == VERSION
    depends = field("Depends")
    # the desktop libraries the bundle leaves to the system (packaging/bundle.py)
    for package in ("libc6 (>=", "libstdc++6", "libfontconfig1", "libfreetype6", "libx11-6",
                    "libxcb1", "libxkbcommon0", "libdbus-1-3", "libglib2.0-0", "libgl1",
                    "zlib1g", "libwayland-client0", "libwayland-cursor0"):
        assert package in depends, (package, depends)


def test_lintian_found_no_errors(build: Build) -> None:
    assert "lintian: no errors" in build.log, build.log[-3000:]
    assert not re.search(r"^E: ", build.log, re.MULTILINE)


def test_deb_app_starts_and_plays_a_demo(deb_root: Path, tmp_path: Path) -> None:
    # /usr/bin/tablegames points at /opt/tablegames/tablegames: the same file, here unpacked
    command = deb_root / "opt" / "tablegames" / "tablegames"
    env = clean_env(tmp_path)
    started = subprocess.run([str(command), "--startup-check"], env=env, capture_output=True,
                             text=True, timeout=120)
    assert started.returncode == 0, started.stderr[-3000:]
    shot = tmp_path / "perudo.png"
    demo = subprocess.run([str(command), "--demo", "perudo", "--moves", "10",
                           "--screenshot", str(shot)], env=env, capture_output=True, text=True,
                          timeout=300)
    assert demo.returncode == 0, demo.stderr[-3000:]
    assert shot.stat().st_size > 10_000
    log = tmp_path / "home" / ".local" / "state" / "tablegames" / "log" / "tablegames.log"
    assert f"Table Games {VERSION}" in log.read_text(encoding="utf-8")


def test_every_library_the_platform_plugins_need_is_found(deb_root: Path) -> None:
    """What the bundle leaves to the system is there (the Depends of this machine)."""
    plugins = deb_root / "opt" / "tablegames" / "_internal" / "PySide6" / "Qt" / "plugins"
    for plugin in ("platforms/libqxcb.so", "platforms/libqwayland.so",
                   "platforms/libqoffscreen.so",
                   "platforminputcontexts/libcomposeplatforminputcontextplugin.so",
                   "platforminputcontexts/libibusplatforminputcontextplugin.so"):
        ldd = subprocess.run(["ldd", str(plugins / plugin)], capture_output=True, text=True,
                             check=True).stdout
        assert "not found" not in ldd, (plugin, ldd)


def test_packaged_desktop_entry_and_metainfo_validate(deb_root: Path) -> None:
    desktop = deb_root / "usr" / "share" / "applications" / f"{APP_ID}.desktop"
    metainfo = deb_root / "usr" / "share" / "metainfo" / f"{APP_ID}.metainfo.xml"
    result = subprocess.run([tool("desktop-file-validate"), str(desktop)], capture_output=True,
                            text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    result = subprocess.run([tool("appstreamcli"), "validate", "--no-net", str(metainfo)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"<release version=\"{VERSION}\"" in metainfo.read_text(encoding="utf-8")


# -- the app folder and the tarball ---------------------------------------------------------


def test_version_prints_the_one_version(build: Build, tmp_path: Path) -> None:
    result = subprocess.run([str(build.app / "tablegames"), "--version"],
                            env=clean_env(tmp_path), capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and result.stdout == f"tablegames {VERSION}\n"


def test_tarball_installs_for_one_user_and_uninstalls(build: Build, tmp_path: Path) -> None:
    with tarfile.open(build.tarball) as archive:
        archive.extractall(tmp_path / "unpacked", filter="tar")
    unpacked = tmp_path / "unpacked" / "Table Games"
    env = clean_env(tmp_path)
    home = Path(env["HOME"])
    subprocess.run(["sh", str(unpacked / "install.sh")], env=env, check=True,
                   capture_output=True)
    entry = home / ".local" / "share" / "applications" / f"{APP_ID}.desktop"
    result = subprocess.run([tool("desktop-file-validate"), str(entry)], capture_output=True,
                            text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    argv = exec_argv(entry)
    assert argv == [str(home / ".local" / "opt" / "tablegames" / "tablegames")]
    started = subprocess.run([*argv, "--startup-check"], env=env, capture_output=True,
                             text=True, timeout=120)
    assert started.returncode == 0, started.stderr[-3000:]
    subprocess.run(["sh", str(home / ".local" / "opt" / "tablegames" / "uninstall.sh")],
                   env=env, check=True, capture_output=True)
    assert not entry.exists()
    assert not (home / ".local" / "opt").exists()
    left = sorted(str(p.relative_to(home)) for p in home.rglob("*") if p.is_file())
    # what remains is the app's own (settings, log) from the start above, not the installation's
    assert left and all(path.startswith((".config/tablegames/", ".local/share/tablegames/",
                                         ".local/state/tablegames/")) for path in left), left


def test_the_bundle_leaves_out_what_the_app_never_loads(build: Build) -> None:
    files = {str(p.relative_to(build.app)) for p in build.app.rglob("*")}
    names = {Path(f).name for f in files}
    plugins = "_internal/PySide6/Qt/plugins"
    for unwanted in ("libqgtk3.so", "libqeglfs.so", "libqlinuxfb.so", "libqminimal.so",
                     "libqvnc.so", "libqvkkhrdisplay.so", "libqgif.so", "libqtiff.so",
                     "libqwebp.so", "libcrypto.so.3", "libssl.so.3", "libreadline.so.8",
                     "libgtk-3.so.0", "libcairo.so.2", "libstdc++.so.6"):
        assert unwanted not in names, unwanted
    assert not any(name.startswith(("_ssl.", "_hashlib.", "readline.")) for name in names)
    for wanted in ("platforms/libqxcb.so", "platforms/libqwayland.so",
                   "platforms/libqoffscreen.so", "imageformats/libqsvg.so",
                   "imageformats/libqjpeg.so", "iconengines/libqsvgicon.so",
                   "platforminputcontexts/libcomposeplatforminputcontextplugin.so",
                   "platforminputcontexts/libibusplatforminputcontextplugin.so",
                   "platformthemes/libqxdgdesktopportal.so"):
        assert f"{plugins}/{wanted}" in files, wanted
    assert any(f.startswith(f"{plugins}/wayland-shell-integration/") for f in files)
    # QtNetwork stays for the one-app-per-folders local socket (ui/single_instance.py); its
    # library links Kerberos (libgssapi_krb5, for network logins the app never makes), so
    # those come along, but no TLS back end does
    assert not any(f.startswith(f"{plugins}/tls/") for f in files)
    sys.path.insert(0, str(ROOT / "packaging"))
    import bundle

    elves = bundle.elf_files(build.app)
    assert not [path for path in elves if bundle.foreign_run_paths(path)]
    assert (build.app / "LICENSE").read_text().startswith("MIT License")
    assert (build.app / "_internal" / "LICENSE").is_file()


def test_czech_translation_is_in_the_bundle(build: Build) -> None:
    bundled = list(build.app.rglob("tablegames_cs.qm"))
    assert bundled and bundled[0].stat().st_size > 1000
    assert list(build.app.rglob("qtbase_cs.qm"))


@pytest.mark.parametrize("game", ["perudo", "machacek", "casino"])
def test_frozen_demo_exits_cleanly(build: Build, game: str, tmp_path: Path) -> None:
    shot = tmp_path / f"{game}.png"
    result = subprocess.run(
        [str(build.app / "tablegames"), "--demo", game, "--moves", "30", "--screenshot",
         str(shot)], env=clean_env(tmp_path), capture_output=True, text=True, timeout=600,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert shot.stat().st_size > 10_000


def test_frozen_replay_shows_a_recorded_game(build: Build, tmp_path: Path) -> None:
    import random
    from datetime import UTC, datetime

    from tablegames_qt.engine.casino import CasinoGame
    from tablegames_qt.games import make_bot
    from tablegames_qt.storage import saves

    game = CasinoGame(players=2, seed=3)
    bots = [make_bot("casino", "easy") for _ in range(2)]
    rng = random.Random(3)
    while (seat := game.current_player()) is not None:
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions(), rng))
    when = datetime(2026, 1, 2, 3, 4, tzinfo=UTC)
    recorded = tmp_path / "casino.json"
    recorded.write_text(saves.encode(game, [saves.SeatRecord("Ann", "bot", "easy"),
                                            saves.SeatRecord("Bob", "bot", "easy")],
                                     session="frozen", started_at=when, elapsed=9,
                                     finished_at=when), encoding="utf-8")  # fmt: skip
    shot = tmp_path / "replay.png"
    result = subprocess.run(
        [str(build.app / "tablegames"), "--replay", str(recorded), "--screenshot", str(shot)],
        env=clean_env(tmp_path), capture_output=True, text=True, timeout=300,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert shot.stat().st_size > 10_000
