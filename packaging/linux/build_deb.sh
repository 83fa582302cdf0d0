#!/usr/bin/env bash
# The Debian package of the one-folder app, with dpkg-deb (no network, no root):
#   bash packaging/linux/build_deb.sh "dist/Table Games" VERSION OUT_DIR
# prints the path of OUT_DIR/tablegames_VERSION_ARCH.deb. Layout as Debian's own packages
# of prebuilt apps: the app in /opt/tablegames, /usr/bin/tablegames a link to it, the
# desktop entry, AppStream metainfo, icons, manual page and documentation under /usr/share.
# Depends: dpkg-shlibdeps' answer for the libraries the bundle does not carry
# (packaging/bundle.py says which and why).
set -euo pipefail
app=$1 version=$2 out=$3
here=$(cd "$(dirname "$0")" && pwd)
arch=$(dpkg --print-architecture)
work=build/deb
root="$work/root"
rm -rf "$work"
mkdir -p "$root/opt" "$root/usr/bin" "$root/usr/share/applications" "$root/usr/share/metainfo" \
         "$root/usr/share/icons" "$root/usr/share/doc/tablegames" "$root/usr/share/man/man6" \
         "$root/DEBIAN"
# the app itself, without the per-user installer and its share/ (the package has its own)
cp -a "$app" "$root/opt/tablegames"
rm -rf "$root/opt/tablegames/share" "$root/opt/tablegames/install.sh" \
       "$root/opt/tablegames/uninstall.sh" "$root/opt/tablegames/LICENSE"
ln -s /opt/tablegames/tablegames "$root/usr/bin/tablegames"   # absolute: across top folders
cp "$app/share/applications/cz.tablegames.TableGames.desktop" "$root/usr/share/applications/"
cp "$app/share/metainfo/cz.tablegames.TableGames.metainfo.xml" "$root/usr/share/metainfo/"
cp -r "$app/share/icons/hicolor" "$root/usr/share/icons/"
cp "$here/copyright" "$root/usr/share/doc/tablegames/copyright"
date_r=$(date -R -u -d "@${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}")
printf 'tablegames (%s) unstable; urgency=low\n\n  * Release %s; see the project README.\n\n -- %s  %s\n' \
    "$version" "$version" "$(sed -n 's/^Maintainer: //p' "$here/control.in")" "$date_r" \
    | gzip -9n > "$root/usr/share/doc/tablegames/changelog.gz"
gzip -9n < "$here/tablegames.6" > "$root/usr/share/man/man6/tablegames.6.gz"
mkdir -p "$root/usr/share/lintian/overrides"
cp "$here/lintian-overrides" "$root/usr/share/lintian/overrides/tablegames"

# permissions as dpkg expects: directories and programs 755, everything else 644
find "$root" -type d -exec chmod 755 {} +
find "$root" -type f -exec chmod 644 {} +
chmod 755 "$root/opt/tablegames/tablegames"

# Depends: dpkg-shlibdeps on every ELF file of the app; the libraries the bundle carries
# resolve to themselves (-l), the rest to the Debian packages that ship them
mkdir -p "$work/debian"
printf 'Source: tablegames\n\nPackage: tablegames\nArchitecture: any\n' > "$work/debian/control"
depends=$(
    cd "$work"
    mapfile -t elves < <(find root/opt -type f \( -name '*.so*' -o -name tablegames \) | sort)
    mapfile -t dirs < <(find root/opt -type f -name '*.so*' -printf '-l%h\n' | sort -u)
    dpkg-shlibdeps -O --ignore-missing-info "${dirs[@]}" "${elves[@]}" 2>shlibdeps.log \
        | sed -n 's/^shlibs:Depends=//p'
)
[ -n "$depends" ] || { cat "$work/shlibdeps.log" >&2; echo "no Depends found" >&2; exit 1; }
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$arch/" -e "s/@SIZE@/$size/" \
    -e "s/@DEPENDS@/$depends/" "$here/control.in" > "$root/DEBIAN/control"
deb="$out/tablegames_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz -b "$root" "$deb" >/dev/null
echo "$deb"
