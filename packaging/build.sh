#!/usr/bin/env bash
# Build the double-clickable app: dist/Table Games/ and dist/TableGames-<version>-linux-<arch>.tar.gz
#   bash packaging/build.sh
# Installs what the build needs (the [package] extra), renders the icons, runs PyInstaller,
# packs the folder and reports the size budgets and the time to the main window.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
python3 -m pip install -q -e ".[package]"
python3 packaging/translations.py release
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
python3 packaging/make_icons.py build/icons
python3 -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/tablegames.spec
version=$(python3 -c "import tablegames_qt; print(tablegames_qt.__version__)")
arch=$(uname -m)
tarball="dist/TableGames-${version}-linux-${arch}.tar.gz"
# the desktop integration travels with the app
mkdir -p "dist/Table Games/share/applications" "dist/Table Games/share/metainfo" \
         "dist/Table Games/share/icons"
cp packaging/linux/cz.tablegames.TableGames.desktop "dist/Table Games/share/applications/"
cp packaging/linux/cz.tablegames.TableGames.metainfo.xml "dist/Table Games/share/metainfo/"
cp -r build/icons/hicolor "dist/Table Games/share/icons/"
tar -C dist -czf "$tarball" "Table Games"
python3 packaging/report.py "dist/Table Games" "$tarball"
