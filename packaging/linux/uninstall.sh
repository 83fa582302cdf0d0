#!/bin/sh
# Take Table Games out of this user's menu: remove what install.sh wrote, as its list
# (.installed-files in the app folder) says. A listed file that changed since (another
# install wrote it, or a person edited it) is kept, and so is a folder that is not empty;
# the app folder goes only when install.sh had copied it to ~/.local/opt/tablegames.
# Statistics, settings and saved games (~/.local/share/tablegames, ~/.config/tablegames)
# stay: they are the players', not the installation's.
set -eu

MANIFEST=.installed-files
here=$(cd "$(dirname "$0")" && pwd -P)
data=${XDG_DATA_HOME:-$HOME/.local/share}
opt=$HOME/.local/opt/tablegames

manifest="$here/$MANIFEST"
[ -f "$manifest" ] || manifest="$opt/$MANIFEST"
if [ ! -f "$manifest" ]; then
    echo "uninstall.sh: nothing to remove: install.sh has not installed Table Games here" >&2
    exit 1
fi

listed=$(mktemp)
trap 'rm -f "$listed"' EXIT
cp "$manifest" "$listed"

while read -r kind sum path; do
    [ "$kind" = file ] || continue
    if [ -f "$path" ] && [ "$(sha256sum < "$path" | cut -d' ' -f1)" = "$sum" ]; then
        rm -f "$path"
    elif [ -e "$path" ]; then
        echo "kept $path: it changed after the install" >&2
    fi
done < "$listed"

app=$(sed -n 's/^app - //p' "$listed" | head -n 1)
if [ -n "$app" ] && [ "$app" = "$opt" ] && [ -d "$app" ]; then
    rm -rf "$app"
    gone="Table Games removed, and its folder $app."
else
    rm -f "$manifest"
    gone="Table Games removed from the menu; the app folder $(dirname "$manifest") stays."
fi

# folders the install created, deepest first, if nothing else lives in them
sed -n 's/^dir - //p' "$listed" | sort -r | while IFS= read -r dir; do
    rmdir "$dir" 2>/dev/null || true
done

if command -v update-desktop-database >/dev/null 2>&1 \
        && [ -f "$data/applications/mimeinfo.cache" ]; then
    update-desktop-database -q "$data/applications" 2>/dev/null || true
fi
if [ -d "$data/icons/hicolor" ]; then
    touch "$data/icons/hicolor"
    if command -v gtk-update-icon-cache >/dev/null 2>&1 \
            && [ -f "$data/icons/hicolor/icon-theme.cache" ]; then
        gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true
    fi
fi

echo "$gone"
