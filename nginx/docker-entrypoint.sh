#!/bin/sh
# The official nginx image's entrypoint contract: when the command is nginx, every
# /docker-entrypoint.d/*.envsh is sourced (it may set variables for what follows) and every
# executable *.sh runs, in name order; then nginx runs in the foreground.
set -eu
if [ "${1:-}" = nginx ] || [ "${1:-}" = nginx-debug ]; then
  for script in /docker-entrypoint.d/*; do
    case "$script" in
      *.envsh) [ -r "$script" ] && { echo "$0: sourcing $script"; . "$script"; } ;;
      *.sh) [ -x "$script" ] && { echo "$0: running $script"; "$script"; } ;;
      *) ;;
    esac
  done
  echo "$0: ready for start up"
fi
exec "$@"
