#!/usr/bin/env sh
# Install the one-folder build for one user (or system-wide with PREFIX=/usr/local, as root):
#   packaging/linux/install.sh [DIST_FOLDER]        (default dist/hearthwood, made by `make package`)
# The app goes to $PREFIX/lib/hearthwood, a `hearthwood` link to $PREFIX/bin, and the .desktop entry,
# metainfo and icons to $PREFIX/share, where menus and software centres look for them.
set -eu
dist=${1:-dist/hearthwood}
prefix=${PREFIX:-$HOME/.local}
[ -x "$dist/hearthwood" ] || { echo "no build at $dist: run 'make package' first" >&2; exit 1; }

rm -rf "$prefix/lib/hearthwood"
mkdir -p "$prefix/lib" "$prefix/bin" "$prefix/share"
cp -a "$dist" "$prefix/lib/hearthwood"
ln -sf "$prefix/lib/hearthwood/hearthwood" "$prefix/bin/hearthwood"
cp -a "$dist/share/." "$prefix/share/"

# Refresh the caches when the tools are there; menus pick the entry up without them too, just later.
command -v update-desktop-database >/dev/null && update-desktop-database -q "$prefix/share/applications" || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$prefix/share/icons/hicolor" || true
echo "Installed Hearthwood in $prefix (run: $prefix/bin/hearthwood)"
