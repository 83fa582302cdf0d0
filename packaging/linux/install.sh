#!/bin/sh
# Put Table Games in this user's menu (no root needed):
#   ./install.sh             copy the app to ~/.local/opt/tablegames, add the menu entry,
#                            the icons and the AppStream metainfo under ~/.local/share
#   ./install.sh --in-place  leave the app in this folder and point the menu entry here
# Run it again after an update, or after moving an in-place folder: it repairs the entry
# (same files, new paths), it never adds a second one. uninstall.sh (in the app folder)
# removes exactly what this script wrote, and nothing it did not.
set -eu

APP_ID=cz.tablegames.TableGames
MANIFEST=.installed-files
here=$(cd "$(dirname "$0")" && pwd -P)
data=${XDG_DATA_HOME:-$HOME/.local/share}
opt=$HOME/.local/opt/tablegames

usage() { echo "usage: $0 [--in-place]" >&2; }
die() { echo "install.sh: $*" >&2; exit 1; }

mode=copy
case "${1:-}" in
    "") ;;
    --in-place) mode=in-place ;;
    -h | --help) usage; exit 0 ;;
    *) usage; exit 2 ;;
esac
[ $# -le 1 ] || { usage; exit 2; }
[ -x "$here/tablegames" ] || die "no tablegames program in $here"
[ -f "$here/share/applications/$APP_ID.desktop" ] || die "no desktop entry in $here/share"

# Folders an earlier install created (from its manifest), so uninstall can still remove
# them when they are empty; the files are rewritten below anyway.
old_dirs=$(mktemp)
new_manifest=$(mktemp)
trap 'rm -f "$old_dirs" "$new_manifest"' EXIT
for old in "$here/$MANIFEST" "$opt/$MANIFEST"; do
    if [ -f "$old" ]; then sed -n 's/^dir - //p' "$old" >> "$old_dirs"; fi
done

# make_dirs FOLDER: create it, remembering each level that did not exist
make_dirs() {
    if [ ! -d "$1" ]; then
        make_dirs "$(dirname "$1")"
        mkdir "$1"
        echo "dir - $1" >> "$new_manifest"
    fi
}

sort -u "$old_dirs" | while IFS= read -r dir; do
    if [ -n "$dir" ]; then echo "dir - $dir" >> "$new_manifest"; fi
done

if [ "$mode" = copy ] && [ "$here" != "$opt" ]; then
    if [ -e "$opt" ] && [ ! -f "$opt/$MANIFEST" ]; then
        die "$opt exists but was not installed by this script: move it away first"
    fi
    make_dirs "$(dirname "$opt")"
    staging="$opt.new.$$"
    rm -rf "$staging"
    cp -R "$here" "$staging"
    rm -f "$staging/$MANIFEST"
    rm -rf "$opt"
    mv "$staging" "$opt"
    appdir=$opt
else
    appdir=$here
fi

manifest="$appdir/$MANIFEST"
# the app folder is the installation's when this script copied it there
if [ "$appdir" = "$opt" ]; then
    if [ "$here" != "$opt" ] || grep -q '^app - ' "$manifest" 2>/dev/null; then
        echo "app - $opt" >> "$new_manifest"
    fi
fi

# put SOURCE TARGET: write TARGET from SOURCE (a file, or - for stdin) and record it
put() {
    make_dirs "$(dirname "$2")"
    if [ "$1" = - ]; then cat > "$2.tmp.$$"; else cp "$1" "$2.tmp.$$"; fi
    chmod 644 "$2.tmp.$$"
    mv -f "$2.tmp.$$" "$2"
    echo "file $(sha256sum < "$2" | cut -d' ' -f1) $2" >> "$new_manifest"
}

# A desktop entry's Exec quotes the path ("\"$`" escaped, then every backslash doubled,
# % doubled); TryExec takes it as it is. Every Exec (the app's and its actions', "Learn
# Perudo" …) gets the path in place of the program, keeping its arguments; TryExec goes
# only into the [Desktop Entry] group (actions have none).
exec_path=$(printf '%s' "$appdir/tablegames" \
    | sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g' -e 's/%/%%/g')
sed -e "s|^Exec=[^ ]*|Exec=\"$(printf '%s' "$exec_path" | sed 's/[&|\\]/\\&/g')\"|" \
    -e "/^TryExec=/d" \
    -e '/^\[Desktop Entry\]/,/^\[/{' \
    -e "/^Exec=/a TryExec=$(printf '%s' "$appdir/tablegames" | sed 's/[&|\\]/\\&/g')" \
    -e '}' \
    "$appdir/share/applications/$APP_ID.desktop" \
    | put - "$data/applications/$APP_ID.desktop"
put "$appdir/share/metainfo/$APP_ID.metainfo.xml" "$data/metainfo/$APP_ID.metainfo.xml"
(cd "$appdir/share/icons" && find hicolor -type f | sort) | while IFS= read -r icon; do
    put "$appdir/share/icons/$icon" "$data/icons/$icon"
done
sort -u "$new_manifest" > "$manifest.tmp.$$"
chmod 644 "$manifest.tmp.$$"
mv -f "$manifest.tmp.$$" "$manifest"

# Menus notice new files by themselves; caches that exist already are refreshed (not
# created: they would outlive the uninstall, and this entry has no MIME types to index).
if command -v update-desktop-database >/dev/null 2>&1 \
        && [ -f "$data/applications/mimeinfo.cache" ]; then
    update-desktop-database -q "$data/applications" 2>/dev/null || true
fi
touch "$data/icons/hicolor"
if command -v gtk-update-icon-cache >/dev/null 2>&1 \
        && [ -f "$data/icons/hicolor/icon-theme.cache" ]; then
    gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true
fi

echo "Table Games is in the menu (Games). Program: $appdir/tablegames"
echo "To remove it: \"$appdir/uninstall.sh\""
