#!/bin/sh
# A release must not break a page opened before it: that page asks for hashed files of the build it
# came from, which this image no longer has. Each start keeps this build's files in a volume
# (PREVIOUS_ASSETS_ROOT) and serves from it the files of earlier builds (nginx's @previous_assets),
# each for a day after the first start that no longer had it; then it is removed.
set -eu
store="${PREVIOUS_ASSETS_ROOT:-}"
current="${SITE_ROOT:-/usr/share/nginx/html}/assets"
# Without the volume there is nothing to keep (nginx then answers 404 for a file it lacks).
[ -n "$store" ] && [ -d "$store" ] || exit 0
mkdir -p "$store/assets" "$store/retired"
for kept in "$store/assets"/*; do
  [ -f "$kept" ] || continue
  name=${kept##*/}
  if [ -e "$current/$name" ]; then
    rm -f "$store/retired/$name"
  elif [ ! -e "$store/retired/$name" ]; then
    # The marker's time is when this file was first missing from the build.
    touch "$store/retired/$name"
  fi
done
find "$store/retired" -type f -mmin +1440 | while read -r marker; do
  rm -f "$store/assets/${marker##*/}" "$marker"
done
# This build's files, for the pages it serves once the next release has replaced it.
cp -pn "$current"/* "$store/assets/" 2>/dev/null || true
echo "$0: files of earlier builds served for a day after their release: $(ls "$store/retired" | wc -l)"
