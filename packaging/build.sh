#!/usr/bin/env bash
# Build the double-clickable app:
#   bash packaging/build.sh
# makes in dist/
#   Table Games/                                   the one-folder app (run Table Games/tablegames;
#                                                  install.sh adds it to the menu)
#   TableGames-<version>-linux-<arch>.tar.gz       that folder, packed
#   tablegames_<version>_<debian-arch>.deb         the Debian package (/opt/tablegames)
# and reports the budgets. Everything is built in its own virtual environment,
# build/venv (made from the first python3 on PATH, or $PYTHON), never in the caller's.
# Needs the network only for PyPI (the first time), and Debian's dpkg-dev (dpkg-deb,
# dpkg-shlibdeps), binutils (objdump), icu-devtools (icupkg), a C compiler (cc) and, for the
# checks, lintian.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=build/venv
python=$(command -v "${PYTHON:-python3}")
# a venv made from another Python (say pyenv's, then Debian's) is made again
if [ ! -x "$VENV/bin/python" ] || [ "$(cat "$VENV/made-with" 2>/dev/null)" != "$python" ]; then
    rm -rf "$VENV"
    "$python" -m venv "$VENV"
    echo "$python" > "$VENV/made-with"
fi
PY="$VENV/bin/python"
"$PY" -m pip install -q --disable-pip-version-check -e ".[package]"
version=$("$PY" packaging/version_info.py)   # fails when the metainfo lists another release
"$PY" packaging/translations.py release
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
"$PY" packaging/make_icons.py build/icons
rm -rf "dist/Table Games"
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/tablegames.spec

app="dist/Table Games"
# a pyenv-built Python points its libraries at the build machine's folders
"$PY" packaging/bundle.py restore-vendored "$app"
"$PY" packaging/bundle.py localise-run-paths "$app"
# ICU's data for every locale of the world: 32 MB of the bundle; keep Czech and English
"$PY" packaging/slim_icu.py "$app"/_internal/PySide6/Qt/lib/libicudata.so.*
# the desktop integration and its installer travel with the app
mkdir -p "$app/share/applications" "$app/share/metainfo" "$app/share/icons"
cp packaging/linux/cz.tablegames.TableGames.desktop "$app/share/applications/"
cp packaging/linux/cz.tablegames.TableGames.metainfo.xml "$app/share/metainfo/"
cp -r build/icons/hicolor "$app/share/icons/"
cp packaging/linux/install.sh packaging/linux/uninstall.sh LICENSE "$app/"
chmod 755 "$app/install.sh" "$app/uninstall.sh"

tarball="dist/TableGames-${version}-linux-$(uname -m).tar.gz"
tar --sort=name --owner=0 --group=0 --numeric-owner -C dist -cf - "Table Games" \
    | gzip -9n > "$tarball"

deb=$(bash packaging/linux/build_deb.sh "$app" "$version" dist)
if command -v lintian >/dev/null; then
    # errors fail the build; the warnings left are explained in docs/packaging.md
    lintian --fail-on error --tag-display-limit 0 "$deb" \
        || { echo "lintian found errors in $deb" >&2; exit 1; }
    echo "lintian: no errors"
else
    echo "lintian not installed: the .deb was not checked" >&2
fi
"$PY" packaging/report.py "$app" "$tarball" "$deb"
